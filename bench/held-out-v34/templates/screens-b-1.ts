// Part B's posts with replies (v34), first file: Smule (a birthday duet with a trolley in it).
import { avatar, icon, picture } from "./icons";
import { shapes } from "./parts";
import type { ScreenSpec } from "./screen-type";
import { crow, iconBar, postCss } from "./screens-b-kit";
import { own, ui } from "./shell";

export const smule: ScreenSpec = {
  id: "smule-a-trolley-at-one-forty",
  app: "Smule",
  kind: "post",
  dark: true,
  device: "iphone",
  format: "png",
  owner: { name: "Lejla Hadzic", handle: "@lejla.sings" },
  time: "21:07",
  battery: 58,
  cutLines: 0,
  replies: true,
  css:
    postCss({
      bg: "#14111f",
      card: "#1b1729",
      fg: "#eeeaf7",
      sub: "#9a92b3",
      line: "#2c2640",
      name: "#eeeaf7",
      accent: "#ff4d7e",
      head: "#14111f",
      headFg: "#eeeaf7",
      size: 14.5,
    }) +
    `.ph b{font-size:17px;text-align:center}.sg{padding:10px 14px 4px;background:#1b1729}.sg .t{font-size:17px;font-weight:700}.sg .a{font-size:12.5px;color:#9a92b3;margin-top:2px}
.pb{padding:8px 14px 2px;background:#1b1729;gap:10px;font-size:11.5px;color:#9a92b3}.pb i{flex:1;height:4px;border-radius:2px;background:linear-gradient(90deg,#ff4d7e 41%,#3a3350 41%)}
.du{gap:8px;font-size:12px;color:#c9c1e0;margin-top:8px}.lv{display:inline-block;padding:5px 14px;border-radius:16px;background:#ff4d7e;color:#fff;font-size:13px;font-weight:700}`,
  html: `<div class="row ph" data-role="ui">${icon.close(22)}<b>Now Playing</b>${icon.share(20)}${icon.moreV(21)}</div>
<div class="fill">
${picture(
  "100%",
  120,
  ["#3b2a6b", "#7a2e5a"],
  shapes([
    [0, 0, 194, 120, "rgba(20,17,31,.35)", "0"],
    [66, 18, 60, 60, "#e8b48f", "50%"],
    [52, 80, 88, 60, "#2f6f8f", "40px"],
    [260, 16, 62, 62, "#d9a27c", "50%"],
    [248, 80, 88, 60, "#8c8c8c", "40px"],
    [258, 10, 66, 20, "#5a5a5a", "14px"],
    [196, 0, 2, 120, "#14111f", "0"],
  ]),
)}
<div class="sg" data-role="ui">${ui("Islands in the Stream", "t")}${ui("Dolly Parton & Kenny Rogers · Duet", "a")}</div>
<div class="row pb" data-role="ui"><span>1:40</span><i></i><span>4:08</span></div>
<div class="pp"><div class="row" style="gap:10px">${avatar(36, "#c0577e")}<div style="flex:1">${ui("Lejla Hadzic", "pn")}${ui("@lejla.sings + @ismet_h · 2d", "pm")}</div>${ui("Love", "lv")}</div>
${own("Duet with my dad for his 60th.", "px")}
${own("He sang his half from the car outside the supermarket.", "px")}
${own("You can hear a trolley go past at 1:40.", "px")}
${own("Happy birthday Tata!", "px")}
<div class="row pa" data-role="ui"><span class="row">${icon.play(15)}<span>318 listens</span></span><span class="row">${icon.heartFilled(16, "#ff4d7e")}<span>46</span></span><span class="row">${icon.gift(16)}<span>9</span></span><span class="r">${icon.comment(17)}</span></div></div>
<div class="pc" data-role="ui">Comments · 12</div>
${crow({ name: "Kenan Begic", meta: "2d", joined: true, color: "#4f7fb0", text: ["Honestly the trolley kept better time than both of you"], who: "Kenan Begic", foot: "Love · Reply" })}
${crow({ name: "Lejla Hadzic", meta: "2d", joined: true, color: "#c0577e", text: ["Tata says he was waiting for my mum to finish the shopping."], who: "owner", depth: 1, foot: "Love · Reply" })}
${crow({ name: "Lamija Kovac", meta: "1d", joined: true, color: "#6f9a5b", text: ["Happy birthday uncle Ismet!! He sounds so good"], who: "Lamija Kovac", foot: "Love · Reply" })}
${crow({ name: "Harun Mesic", meta: "1d", joined: true, color: "#a07a3c", text: ["Please tell me there's a take where the car alarm joins in"], who: "Harun Mesic", foot: "Love · Reply" })}
${crow({ name: "Lejla Hadzic", meta: "20h", joined: true, color: "#c0577e", text: ["That was take three, we kept this one."], who: "owner", depth: 1, foot: "Love · Reply" })}
</div>
${iconBar([icon.home(24), icon.search(24), icon.mic(24), icon.bell(24), icon.person(24)], "#14111f", "#2c2640", "#eeeaf7")}`,
};
