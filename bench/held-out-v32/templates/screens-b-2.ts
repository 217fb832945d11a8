// Part B's posts with replies (v32), second file: Bunnings Workshop (a splashback), SnapDish (a ramen).
import { avatar, icon, picture } from "./icons";
import { shapes } from "./parts";
import type { ScreenSpec } from "./screen-type";
import { crow, iconBar, postCss } from "./screens-b-kit";
import { own, ui } from "./shell";

export const bunnings: ScreenSpec = {
  id: "bunnings-workshop-the-heritage-section",
  app: "Bunnings Workshop",
  kind: "post",
  dark: false,
  device: "android",
  format: "jpeg",
  quality: 75,
  owner: { name: "Larnie_W", handle: "Larnie_W" },
  time: "7:18",
  battery: 83,
  statusBarDark: true,
  statusBarBackground: "#0d5257",
  cutLines: 0,
  replies: true,
  css:
    postCss({
      bg: "#f2f2f0",
      card: "#fff",
      fg: "#222",
      sub: "#6b6b6b",
      line: "#e3e3e0",
      name: "#0d5257",
      accent: "#d7282f",
      head: "#0d5257",
      headFg: "#fff",
      size: 14,
    }) +
    `.tt{font-size:17px;font-weight:800;line-height:22px;color:#222;margin-bottom:8px}.bd{display:inline-block;margin-left:6px;padding:1px 6px;border-radius:3px;font-size:10.5px;font-weight:700;vertical-align:2px}.bd.t{background:#d7282f;color:#fff}.bd.n{background:#e6efee;color:#0d5257}.sol{margin:8px 14px 0;padding:3px 8px;display:inline-block;border-radius:3px;background:#e6efee;color:#0d5257;font-size:11.5px;font-weight:700}`,
  html: `<div class="row ph" data-role="ui">${icon.back(22)}<b>Workshop</b>${icon.search(21)}${icon.bell(21)}</div>
<div class="fill">
<div class="pp"><div class="tt" data-role="ui">Laundry splashback, finished over the long weekend</div>
<div class="row" style="gap:10px">${avatar(34, "#c9873b")}<div style="flex:1">${ui("Larnie_W", "pn")}${ui("Newbie · Bathroom & laundry · 2 days ago", "pm")}</div></div></div>
${picture(
  "100%",
  64,
  ["#f4f3ee", "#e9e7df"],
  shapes([
    [0, 0, 360, 78, "repeating-linear-gradient(90deg,#fff 0 38px,#d6d4cc 38px 40px)", "0"],
    [0, 0, 360, 78, "repeating-linear-gradient(0deg,transparent 0 18px,#d6d4cc 18px 20px)", "0"],
    [232, 0, 80, 78, "repeating-linear-gradient(84deg,#fff 0 36px,#c7c4ba 36px 39px)", "0"],
    [0, 78, 360, 34, "#cfd6d9", "0"],
    [140, 60, 60, 30, "#b9c2c6", "4px"],
  ]),
)}
<div class="pp">
${own("First time tiling. Subway tiles, white grout, about 3 square metres behind the tub and taps.", "px")}
${own("Everything is level apart from the strip my wife's dad did. I now call it the heritage section.", "px")}
${own("Any tips for sealing the grout before the kids get to it?", "px")}
<div class="row pa" data-role="ui"><span class="row">${icon.heart(17)}<span>23</span></span><span class="row">${icon.comment(17)}<span>4 replies</span></span><span class="r">Reply</span></div></div>
<div class="pc" data-role="ui">Replies</div>
${crow({ name: "Kahu_Bunnings", meta: "Bunnings Team · 2 days ago", color: "#d7282f", text: ["Great result for a first go, Larnie! Let the grout cure for 72 hours, then seal it."], who: "Kahu_Bunnings", foot: "Like · Reply" })}
${crow({ name: "hidde_vdb", meta: "Kind of a big deal · 1 day ago", color: "#5f7d95", text: ["The heritage section is the only part with any character."], who: "hidde_vdb", foot: "Like · Reply" })}
${crow({ name: "Larnie_W", meta: "Author · yesterday", color: "#c9873b", text: ["It is also the only part with a gap you can post a letter through."], who: "owner", depth: 1, foot: "Like · Reply" })}
${crow({ name: "Gethen_R", meta: "Getting the hang of it · 20 hours ago", color: "#7a9a4b", text: ["Looks great. Which tile cutter did you go with?"], who: "Gethen_R", foot: "Like · Reply" })}
</div>
${iconBar([icon.home(23), icon.search(23), icon.plusBox(23), icon.chat(23), icon.person(23)], "#fff", "#e3e3e0", "#0d5257", true)}`,
};

export const snapdish: ScreenSpec = {
  id: "snapdish-the-packet-one",
  app: "SnapDish",
  kind: "post",
  dark: true,
  device: "iphone-max",
  format: "png",
  downscaleTo: 1000,
  owner: { name: "lucasta.cooks", handle: "lucasta.cooks" },
  time: "21:07",
  battery: 34,
  cutLines: 0,
  replies: true,
  css:
    postCss({
      bg: "#121212",
      card: "#1c1c1e",
      fg: "#ececec",
      sub: "#9a9a9f",
      line: "#2c2c2e",
      name: "#ececec",
      accent: "#f28c28",
      head: "#1c1c1e",
      headFg: "#ececec",
      size: 15,
    }) +
    `.logo{flex:1;font-size:20px;font-weight:800;color:#f28c28;letter-spacing:-.2px}.yum{display:inline-flex;align-items:center;gap:6px;padding:5px 12px;border-radius:16px;background:#f28c28;color:#1c1c1e;font-size:13px;font-weight:800}`,
  html: `<div class="row ph" data-role="ui">${icon.back(22)}<span class="logo">SnapDish</span>${icon.send(21)}${icon.more(21)}</div>
<div class="fill">
<div class="pp"><div class="row" style="gap:10px">${avatar(38, "#8a5a9e")}<div style="flex:1">${ui("lucasta.cooks", "pn")}${ui("Noodles · 3h", "pm")}</div>${ui("Follow", "pm")}</div></div>
${picture(
  "100%",
  172,
  ["#3a2a1e", "#1e1510"],
  shapes([
    [84, 18, 260, 164, "#f4efe6"],
    [100, 30, 228, 140, "#e9c98f"],
    [150, 52, 70, 40, "#c98a5c", "40%"],
    [232, 62, 56, 56, "#fff7e8"],
    [246, 76, 28, 28, "#f2a532"],
    [128, 110, 90, 40, "#f3e3b8", "30%"],
    [216, 120, 70, 16, "#3f6b2c", "8px"],
  ]),
)}
<div class="pp">
${own("Tonkotsu ramen from scratch, broth on the stove since 7am.", "px")}
${own("After eleven hours, my son asked if it was the packet one. I'm counting that as praise.", "px")}
${own("Recipe in the next post if anyone wants it.", "px")}
<div class="row pa" data-role="ui"><span class="yum">Yummy! 186</span><span class="row">${icon.comment(17)}<span>14</span></span><span class="row">${icon.heart(17)}<span>Save</span></span></div></div>
<div class="pc" data-role="ui">Comments</div>
${crow({ name: "Heledd", meta: "2h", joined: true, color: "#4f7fb8", text: ["The egg! How many minutes do you give them?"], who: "Heledd", foot: "Reply" })}
${crow({ name: "lucasta.cooks", meta: "2h", joined: true, color: "#8a5a9e", text: ["Six and a half minutes, then straight into iced water."], who: "owner", depth: 1, foot: "Reply" })}
${crow({ name: "Giancarlo", meta: "1h", joined: true, color: "#6b9a55", text: ["The packet one is very good, in fairness to your son"], who: "Giancarlo", foot: "Reply" })}
${crow({ name: "Laurentia", meta: "48m", joined: true, color: "#b4655a", text: ["Saving this for the weekend"], who: "Laurentia", foot: "Reply" })}
</div>
${iconBar([icon.home(24), icon.search(24), icon.camera(24), icon.bell(24), icon.person(24)], "#1c1c1e", "#2c2c2e", "#ececec")}`,
};
