// Part B's posts with replies (v37), second file: Tastemade (tamales from a recipe card) and Triller (a skirt with deep pockets).
import { avatar, icon, picture } from "./icons";
import { shapes } from "./parts";
import type { ScreenSpec } from "./screen-type";
import { commentBox, crow, iconBar, postCss } from "./screens-b-kit";
import { own, ui } from "./shell";

export const tastemade: ScreenSpec = {
  id: "tastemade-what-right-feels-like",
  app: "Tastemade",
  kind: "post",
  dark: true,
  device: "android",
  format: "jpeg",
  quality: 76,
  owner: { name: "Lazaro Ibarra", handle: null },
  time: "19:08",
  battery: 64,
  cutLines: 1,
  replies: true,
  css:
    postCss({
      bg: "#121212",
      card: "#121212",
      fg: "#ececec",
      sub: "#9b9b9b",
      line: "#2a2a2a",
      name: "#ffffff",
      accent: "#ff5a4f",
      head: "#121212",
      headFg: "#ffffff",
      font: "Roboto, Arial, sans-serif",
      size: 14,
    }) +
    `.ph b{font-size:21px;font-weight:900;letter-spacing:-.4px}.fo{background:#ff5a4f;color:#fff;border-radius:16px;padding:5px 14px;font-size:13px;font-weight:700}
.du{position:absolute;right:8px;bottom:8px;background:rgba(0,0,0,.65);color:#fff;font-size:11.5px;padding:2px 6px;border-radius:4px}.pl{position:absolute;left:50%;top:50%;transform:translate(-50%,-50%);width:50px;height:50px;border-radius:50%;background:rgba(0,0,0,.5);color:#fff;display:flex;align-items:center;justify-content:center}
.cr{padding-top:6px;padding-bottom:3px}`,
  html: `<div class="row ph" data-role="ui">${icon.back(22)}<b>Tastemade</b>${icon.search(21)}${icon.moreV(21)}</div>
<div class="fill">
<div style="position:relative">${picture(
    "100%",
    178,
    ["#5b3a24", "#2a1a10"],
    shapes([
      [96, 46, 170, 118, "#8d8f94", "10px 10px 40px 40px"],
      [86, 40, 190, 14, "#a7a9ad", "8px"],
      [120, 62, 26, 60, "#d8c38a", "6px"],
      [150, 58, 26, 64, "#cdb77c", "6px"],
      [180, 62, 26, 60, "#d8c38a", "6px"],
      [210, 60, 26, 62, "#c7ae70", "6px"],
      [118, 20, 18, 30, "rgba(255,255,255,.25)", "50%"],
      [214, 14, 22, 34, "rgba(255,255,255,.2)", "50%"],
    ]),
  )}<div class="pl" data-role="ui">${icon.play(24)}</div><div class="du" data-role="ui">4:18</div></div>
<div class="pp"><div class="row" style="gap:10px">${avatar(36, "#b5532f")}<div style="flex:1">${ui("Lazaro Ibarra", "pn")}${ui("Creator · 2d", "pm")}</div><span class="fo" data-role="ui">Follow</span></div>
${own("Tamales for the whole family, six dozen, pork and green chile.", "px")}
${own("Abuela's recipe card says 'masa until it feels right', and she won't tell me what right feels like.", "px")}
${own("Recipe in the description, steps 1 to 9.", "px")}
<div class="row pa" data-role="ui"><span class="row">${icon.heart(17)}<span>2.1K</span></span><span class="row">${icon.comment(16)}<span>183</span></span><span class="row">${icon.share(16)}<span>Share</span></span><span class="r">${icon.bookmark(17)}</span></div></div>
<div class="pc" data-role="ui">183 comments</div>
${crow({ name: "Guadalupe Ibarra", meta: "2d", joined: true, color: "#7d5ba6", text: ["The masa in minute 3 did not feel right"], who: "Guadalupe Ibarra", foot: "Like · Reply" })}
${crow({ name: "Lazaro Ibarra", meta: "Creator · 2d", joined: true, color: "#b5532f", text: ["Abuela you were standing next to me in minute 3"], who: "owner", depth: 1, foot: "Like · Reply" })}
${crow({ name: "Jacinto Reyes", meta: "1d", joined: true, color: "#3f8f7a", text: ["What chile did you use, hatch or poblano?"], who: "Jacinto Reyes", foot: "Like · Reply" })}
${crow({ name: "Hortencia Ibarra", meta: "1d", joined: true, color: "#c2497a", text: ["Save me a dozen, I'm bringing the salsa"], who: "Hortencia Ibarra", foot: "Like · Reply" })}
</div>
${iconBar([icon.home(24), icon.search(24), icon.plusBox(26), icon.bookmark(24), icon.person(24)], "#121212", "#2a2a2a", "#cfcfcf", true)}`,
};

export const triller: ScreenSpec = {
  id: "triller-keys-in-the-skirt",
  app: "Triller",
  kind: "post",
  dark: true,
  device: "iphone-max",
  format: "png",
  owner: { name: "jazlyn.m", handle: "jazlyn.m" },
  time: "11:52",
  battery: 88,
  cutLines: 1,
  replies: true,
  css:
    postCss({
      bg: "#000000",
      card: "#161616",
      fg: "#f2f2f2",
      sub: "#9a9a9a",
      line: "#2b2b2b",
      name: "#d9d9d9",
      accent: "#00e1ff",
      head: "#000000",
      headFg: "#ffffff",
      font: "-apple-system, Helvetica, Arial, sans-serif",
      size: 15,
    }) +
    `.ph b{font-size:22px;font-weight:900;letter-spacing:1px;text-align:center;background:linear-gradient(90deg,#ff2d8a,#00e1ff);-webkit-background-clip:text;color:transparent}
.vo{position:absolute;left:14px;bottom:10px;right:70px;color:#fff}.vo .pn{color:#fff}.vo .px{margin-top:4px;text-shadow:0 1px 2px rgba(0,0,0,.6)}.sd{font-size:12.5px;margin-top:6px;color:#eaeaea}
.fo{border:1.5px solid #00e1ff;color:#00e1ff;border-radius:6px;padding:2px 10px;font-size:12.5px;font-weight:700}
.sh{border-radius:14px 14px 0 0;margin-top:-6px;position:relative;background:#161616}.sh .pc{margin-top:0;text-align:center;border-radius:14px 14px 0 0;color:#e5e5e5}
.cr{padding-top:7px;padding-bottom:4px}.tg{display:inline-block;margin-left:6px;background:#00e1ff;color:#000;font-size:10.5px;font-weight:700;border-radius:4px;padding:0 5px}`,
  html: `<div class="row ph" data-role="ui">${icon.back(22)}<b>TRILLER</b>${icon.share(21)}</div>
<div class="fill">
<div style="position:relative">${picture(
    "100%",
    356,
    ["#3a3f52", "#15161d"],
    shapes([
      [180, 40, 66, 66, "#c79a74", "50%"],
      [170, 30, 86, 40, "#2a1c16", "40px 40px 10px 10px"],
      [168, 104, 92, 90, "#f1e7d6", "18px 18px 6px 6px"],
      [150, 190, 128, 118, "#6b8f5e", "10px 10px 30px 30px"],
      [160, 236, 26, 30, "#577a4b", "4px"],
      [242, 236, 26, 30, "#577a4b", "4px"],
      [60, 60, 60, 240, "rgba(255,255,255,.08)", "6px"],
    ]),
  )}<div class="vo"><div class="row" style="gap:8px">${avatar(30, "#d86a9a")}${ui("jazlyn.m", "pn")}<span class="fo" data-role="ui">Follow</span></div>
${own("fit check for my sister's engagement party", "px")}
${ui("original sound - jazlyn.m", "sd")}</div></div>
<div class="sh">
<div class="pc" data-role="ui">412 comments</div>
${crow({ name: "jazlyn.m", meta: "Creator · 1d", joined: true, color: "#d86a9a", text: ["the skirt has pockets so deep I lost my car keys in one for two days", "thrifted all of it except the shoes"], who: "owner", foot: "Pinned" })}
${crow({ name: "gayle.wears", meta: "1d", joined: true, color: "#5b7fd1", text: ["the pockets need their own lost and found"], who: "gayle.wears", foot: "Reply · 1,380 likes" })}
${crow({ name: "jazlyn.m", meta: "1d", joined: true, color: "#d86a9a", text: ["found them when I sat down at brunch"], who: "owner", depth: 1, foot: "Reply · 644 likes" })}
${crow({ name: "keanu.t", meta: "1d", joined: true, color: "#47a37b", text: ["the color on you is insane"], who: "keanu.t", foot: "Reply · 212 likes" })}
${crow({ name: "grisha.v", meta: "20h", joined: true, color: "#b98a3b", text: ["did the party find the keys too or just you"], who: "grisha.v", foot: "Reply · 97 likes" })}
${crow({ name: "jaswinder.k", meta: "18h", joined: true, color: "#8a5bc4", text: ["ok but where is the skirt from, asking for my keys"], who: "jaswinder.k", foot: "Reply · 41 likes" })}
</div></div>
${commentBox({ text: "Add comment...", color: "#7a7a7a", bg: "#161616", box: "#262626", fg: "#fff", sub: "#8a8a8a", line: "#2b2b2b", right: icon.smile(22), bottom: 30 })}`,
};
