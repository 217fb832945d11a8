// Part B's posts with replies (v38), fifth file: BandLab (a kitchen demo) and Photobucket (shelves built at home).
import { avatar, icon, picture } from "./icons";
import { shapes } from "./parts";
import type { ScreenSpec } from "./screen-type";
import { crow, iconBar, postCss } from "./screens-b-kit";
import { own, ui } from "./shell";

const wave = Array.from({ length: 46 }, (_, i) => 6 + Math.round(Math.abs(Math.sin(i * 1.7) * 18 + Math.sin(i * 0.45) * 8)))
  .map(
    (h, i) =>
      `<span style="display:inline-block;width:3px;height:${h}px;margin-right:2px;border-radius:2px;background:${i < 14 ? "#f2334a" : "#5a5f6b"}"></span>`,
  )
  .join("");

export const bandlab: ScreenSpec = {
  id: "bandlab-the-fridge-is-in-key",
  app: "BandLab",
  kind: "post",
  dark: true,
  device: "android",
  format: "jpeg",
  quality: 70,
  owner: { name: "Lakshit Rao", handle: "lakshit.wav" },
  time: "02:41",
  battery: 23,
  cutLines: 0,
  replies: true,
  css:
    postCss({
      bg: "#0e0f12",
      card: "#17191e",
      fg: "#eef0f4",
      sub: "#8d93a0",
      line: "#262a31",
      name: "#ffffff",
      accent: "#f2334a",
      head: "#0e0f12",
      headFg: "#ffffff",
      font: "Roboto, Arial, sans-serif",
      size: 14.5,
    }) +
    `.ph b{font-size:19px;font-weight:800;letter-spacing:-.3px}
.tk{margin:8px 14px 0;background:#20232a;border-radius:10px;padding:10px}.tk .t{font-size:15px;font-weight:700}.tk .g{font-size:12px;color:#8d93a0;margin-top:1px}
.pl{flex:none;width:40px;height:40px;border-radius:50%;background:#f2334a;color:#fff;display:flex;align-items:center;justify-content:center}
.wv{display:flex;align-items:center;height:40px;margin-top:8px;overflow:hidden}.tm{display:flex;justify-content:space-between;font-size:11px;color:#8d93a0}
.fo{margin-left:auto;background:#f2334a;color:#fff;border-radius:14px;padding:5px 14px;font-size:12.5px;font-weight:700}
.cr{padding-top:7px;padding-bottom:3px}`,
  html: `<div class="row ph" data-role="ui">${icon.back(22)}<b>BandLab</b>${icon.share(20)}${icon.moreV(21)}</div>
<div class="fill">
<div class="pp" style="padding-bottom:2px"><div class="row" style="gap:10px">${avatar(36, "#6a5acd")}<div>${ui("Lakshit Rao", "pn")}${ui("@lakshit.wav · 3h", "pm")}</div><span class="fo" data-role="ui">Follow</span></div></div>
<div class="tk"><div class="row" style="gap:10px"><span class="pl">${icon.play(20)}</span><div style="flex:1">${ui("kitchen demo (rough)", "t")}${ui("Lo-Fi · 2:48", "g")}</div></div>
<div class="wv">${wave}</div><div class="tm" data-role="ui"><span>0:52</span><span>2:48</span></div></div>
<div class="pp" style="padding-top:4px">
${own("New one, recorded on my phone in the kitchen at 2am.", "px")}
${own("The hum at 1:12 is the fridge, and honestly it's in key.", "px")}
${own("Mixing it properly this weekend.", "px")}
<div class="row pa" data-role="ui"><span class="row">${icon.heart(17)}<span>96</span></span><span class="row">${icon.comment(16)}<span>14</span></span><span class="row">${icon.repost(17)}<span>3</span></span><span class="r">Fork</span></div></div>
${ui("Comments", "pc")}
${crow({ name: "kaveri.sings", meta: "3h", joined: true, color: "#c0627a", text: ["the fridge deserves a feature credit"], who: "kaveri.sings" })}
${crow({ name: "lakshit.wav", meta: "3h", joined: true, color: "#6a5acd", text: ["Credits updated. Vocals me, drones by the fridge."], who: "owner" })}
${crow({ name: "gopika_m", meta: "2h", joined: true, color: "#3f9a8a", text: ["chorus is so good, can you send stems?"], who: "gopika_m" })}
${crow({ name: "jagdish.beats", meta: "1h", joined: true, color: "#b08a3a", text: ["which model is it, I need one for my EP"], who: "jagdish.beats" })}
${crow({ name: "lakshit.wav", meta: "40m", joined: true, color: "#6a5acd", text: ["Sending stems tomorrow, minus the fridge."], who: "owner" })}
</div>
${iconBar([icon.home(24), icon.search(24), icon.plusBox(26), icon.chat(24), icon.person(24)], "#0e0f12", "#262a31", "#ffffff", true)}`,
};

export const photobucket: ScreenSpec = {
  id: "photobucket-an-inch-too-shallow",
  app: "Photobucket",
  kind: "post",
  dark: false,
  device: "iphone",
  format: "png",
  downscaleTo: 900,
  crop: { bottom: 58 },
  owner: { name: "Humberto Reyes", handle: null },
  time: "16:09",
  battery: 61,
  cutLines: 0,
  replies: true,
  css:
    postCss({
      bg: "#f4f6f9",
      card: "#ffffff",
      fg: "#1f2933",
      sub: "#7b8794",
      line: "#e4e7eb",
      name: "#1f2933",
      accent: "#1a6fd8",
      head: "#1a6fd8",
      headFg: "#ffffff",
      font: "Helvetica, Arial, sans-serif",
      size: 14.5,
    }) +
    `.ph b{font-size:19px;font-weight:700}.ab{display:flex;align-items:center;gap:8px;padding:8px 14px;background:#fff;border-bottom:1px solid #e4e7eb;font-size:13px;color:#7b8794}.ab b{color:#1f2933;font-size:14.5px}`,
  statusBarDark: true,
  statusBarBackground: "#1a6fd8",
  html: `<div class="row ph" data-role="ui">${icon.back(22)}<b>Photobucket</b>${icon.share(20)}${icon.more(21)}</div>
<div class="ab" data-role="ui"><b>Den project</b><span>· 24 photos</span><span style="margin-left:auto">9 of 24</span></div>
<div class="fill">
${picture(
  "100%",
  170,
  ["#e9e1d4", "#d4c6b1"],
  shapes([
    [60, 30, 270, 10, "#9b7048", "2px"],
    [60, 80, 270, 10, "#9b7048", "2px"],
    [60, 130, 270, 10, "#9b7048", "2px"],
    [80, 10, 26, 20, "#5f8a56", "40% 40% 4px 4px"],
    [200, 62, 18, 18, "#f2e3b4", "3px"],
    [240, 112, 40, 18, "#c7a27a", "3px"],
  ]),
)}
<div class="pp"><div class="row" style="gap:10px">${avatar(34, "#c48a4a")}<div style="flex:1">${ui("Humberto Reyes", "pn")}${ui("Uploaded Oct 19", "pm")}</div></div>
${own("Built the den shelves myself, three weekends of work.", "px")}
${own("Level, sturdy, and an inch too shallow for every book we own.", "px")}
${own("Oak veneer, twelve brackets, one patient wife.", "px")}
<div class="row pa" data-role="ui"><span class="row">${icon.heart(17)}<span>19</span></span><span class="row">${icon.comment(16)}<span>5</span></span><span class="r">${icon.download(18)}</span></div></div>
${ui("5 comments", "pc")}
${crow({ name: "Graciela Reyes", meta: "Oct 19", color: "#b0607a", text: ["They look great from the doorway"], who: "Graciela Reyes" })}
${crow({ name: "Humberto Reyes", meta: "Oct 19", color: "#c48a4a", text: ["We've put candles on them for now."], who: "owner" })}
${crow({ name: "Heriberto Luna", meta: "Oct 20", color: "#5a7fa8", text: ["Stand the paperbacks sideways, problem solved"], who: "Heriberto Luna" })}
${crow({ name: "Humberto Reyes", meta: "Oct 20", color: "#c48a4a", text: ["Tried that. They fall off whenever the dryer is running."], who: "owner" })}
${crow({ name: "Garbine Ortega", meta: "Oct 21", color: "#7a9a52", text: ["Perfect for spice jars, bring them to my kitchen"], who: "Jacinta Ortega" })}
</div>
${iconBar([icon.home(24), icon.grid(24), icon.plusBox(26), icon.search(24), icon.person(24)], "#ffffff", "#e4e7eb", "#1a6fd8")}`,
};
