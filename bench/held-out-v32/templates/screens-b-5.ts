// Part B's posts with replies (v32), fifth file: Geneva (a greyhound and a leaf), Trailforks (a drop, unwitnessed).
import { avatar, icon, picture } from "./icons";
import { shapes } from "./parts";
import type { ScreenSpec } from "./screen-type";
import { crow, iconBar, postCss } from "./screens-b-kit";
import { own, ui } from "./shell";

export const geneva: ScreenSpec = {
  id: "geneva-one-particular-leaf",
  app: "Geneva",
  kind: "post",
  dark: false,
  device: "android",
  format: "jpeg",
  quality: 78,
  owner: { name: "Lorelai Finch", handle: null },
  time: "20:15",
  battery: 51,
  cutLines: 1,
  replies: true,
  css:
    postCss({
      bg: "#f6f4fb",
      card: "#fff",
      fg: "#23203a",
      sub: "#7d7894",
      line: "#e6e2f0",
      name: "#23203a",
      accent: "#6c4df6",
      head: "#fff",
      headFg: "#23203a",
      size: 14,
    }) +
    `.gh{flex:none;padding:10px 14px 10px;gap:10px;background:#fff;border-bottom:1px solid #e6e2f0}.gt{font-size:17px;font-weight:800}.gs{font-size:12px;color:#7d7894}.gi{width:36px;height:36px;border-radius:10px;background:#f0a35e;flex:none}.rm{margin:8px 14px 0;display:inline-block;padding:3px 10px;border-radius:12px;background:#ece8fd;color:#6c4df6;font-size:12px;font-weight:700}`,
  html: `<div class="row gh" data-role="ui">${icon.back(22)}<span class="gi"></span><div style="flex:1">${ui("Greyhound Gang", "gt")}${ui("Posts · 1,204 members", "gs")}</div>${icon.moreV(20)}</div>
<div class="fill">
<div class="pp"><div class="row" style="gap:10px">${avatar(34, "#4d8a7a")}<div style="flex:1">${ui("Lorelai Finch", "pn")}${ui("Yesterday at 18:40", "pm")}</div></div>
${own("Update on Gidget, our retired racer, three months home now.", "px")}
${own("She is frightened of the hoover cord, the bath mat and one particular leaf. She slept straight through the fireworks on Saturday.", "px")}
${own("Any tips for getting her to go upstairs?", "px")}</div>
${picture(
  "100%",
  120,
  ["#c7d9b5", "#9dbb85"],
  shapes([
    [90, 60, 180, 40, "#8d8f96", "40% 40% 30% 30%"],
    [240, 40, 50, 30, "#8d8f96", "50% 60% 40% 50%"],
    [40, 62, 60, 10, "#8d8f96", "6px"],
    [100, 96, 8, 20, "#7b7d84", "3px"],
    [250, 96, 8, 20, "#7b7d84", "3px"],
    [310, 90, 20, 12, "#c4872f", "50% 0"],
  ]),
)}
<div class="pp" style="padding-top:6px"><div class="row pa" data-role="ui"><span class="row">${icon.heart(17)}<span>64</span></span><span class="row">${icon.comment(17)}<span>11 replies</span></span></div></div>
<div class="pc" data-role="ui">Replies</div>
${crow({ name: "Lech Sowa", meta: "Yesterday at 19:02", color: "#b3684d", text: ["Ours still won't walk past the recycling bin. Give her a year."], who: "Lech Sowa", foot: "React · Reply" })}
${crow({ name: "Gavril Ionescu", meta: "Yesterday at 19:30", color: "#5a79b8", text: ["Honestly that's a dog with her priorities in order."], who: "Gavril Ionescu", foot: "React · Reply" })}
${crow({ name: "Lorelai Finch", meta: "Yesterday at 19:41", color: "#4d8a7a", text: ["The leaf is still out there. We walk round it."], who: "owner", depth: 1, foot: "React · Reply" })}
${crow({ name: "Jehanne Doyle", meta: "Today at 08:15", color: "#a35a93", text: ["Try treats on every second step, it took ours a fortnight."], who: "Jehanne Doyle", foot: "React · Reply" })}
</div>
<div class="row" data-role="ui" style="flex:none;gap:10px;padding:8px 12px 10px;background:#fff;border-top:1px solid #e6e2f0;position:relative;z-index:3"><span style="flex:1;background:#f1eff7;border-radius:18px;padding:9px 14px;font-size:14px;color:#7d7894">Reply to Lorelai</span>${icon.send(20)}</div>`,
};

export const trailforks: ScreenSpec = {
  id: "trailforks-pointed-at-my-knee",
  app: "Trailforks",
  kind: "post",
  dark: true,
  device: "android",
  format: "png",
  owner: { name: "Kauri Tane", handle: null },
  time: "21:48",
  battery: 40,
  crop: { top: 30 },
  cutLines: 1,
  replies: true,
  css:
    postCss({
      bg: "#101113",
      card: "#1a1b1e",
      fg: "#e9e9ea",
      sub: "#9c9ea3",
      line: "#2a2c30",
      name: "#e9e9ea",
      accent: "#f7931e",
      head: "#1a1b1e",
      headFg: "#e9e9ea",
      size: 14,
    }) +
    `.st{display:grid;grid-template-columns:repeat(4,1fr);gap:4px;margin-top:10px}.st div{font-size:10.5px;color:#9c9ea3;text-transform:uppercase}.st b{display:block;font-size:16px;color:#e9e9ea;text-transform:none}.tr{margin-top:8px;display:inline-block;padding:3px 9px;border-radius:3px;background:#2a2c30;color:#f7931e;font-size:12px;font-weight:700}`,
  html: `<div class="row ph" data-role="ui">${icon.back(22)}<b>Ride Log</b>${icon.send(20)}${icon.moreV(20)}</div>
<div class="fill">
<div class="pp"><div class="row" style="gap:10px">${avatar(34, "#3e8e7e")}<div style="flex:1">${ui("Kauri Tane", "pn")}${ui("Makara Peak MTB Park · Tue 6:05pm", "pm")}</div></div>
<div class="st" data-role="ui"><div>Dist<b>17.4 km</b></div><div>Time<b>1:38</b></div><div>Climb<b>612 m</b></div><div>Trails<b>9</b></div></div></div>
${picture(
  "100%",
  112,
  ["#23262b", "#1b1d21"],
  shapes([
    [30, 60, 60, 4, "#f7931e", "2px"],
    [88, 40, 70, 4, "#f7931e", "2px"],
    [156, 26, 60, 4, "#4caf50", "2px"],
    [214, 46, 80, 4, "#e53935", "2px"],
    [292, 70, 50, 4, "#111", "2px"],
  ]),
)}
<div class="pp">
${own("Evening lap at Makara with the usual crew.", "px")}
${own("Cleared the big drop on Koru without walking it for once. No witnesses, and the GoPro was pointed at my knee.", "px")}
${own("Trails running fast, a bit loose on the top section.", "px")}
<div class="row pa" data-role="ui"><span class="row">${icon.heart(17)}<span>18</span></span><span class="row">${icon.comment(17)}<span>5</span></span><span class="r">View route</span></div></div>
<div class="pc" data-role="ui">Comments</div>
${crow({ name: "Hinemoa Parata", meta: "Tue 8:12pm", joined: true, color: "#b0574f", text: ["Sure mate. Your knee looks very brave."], who: "Hinemoa Parata", foot: "Reply" })}
${crow({ name: "Kauri Tane", meta: "Tue 8:20pm", joined: true, color: "#3e8e7e", text: ["The knee was there. The knee saw everything."], who: "owner", depth: 1, foot: "Reply" })}
${crow({ name: "Lanakila Keao", meta: "Wed 7:02am", joined: true, color: "#6b78c4", text: ["What tyre pressure are you running on there?"], who: "Lanakila Keao", foot: "Reply" })}
${crow({ name: "Kauri Tane", meta: "Wed 7:30am", joined: true, color: "#3e8e7e", text: ["About 22 front and 24 rear, with inserts."], who: "owner", depth: 1, foot: "Reply" })}
</div>
${iconBar([icon.home(23), icon.search(23), icon.plusBox(23), icon.bell(23), icon.person(23)], "#1a1b1e", "#2a2c30", "#e9e9ea", true)}`,
};
