// Part B's posts with replies (v36), second file: Trell (a birthday biryani) and Dubsmash (a dog who howls).
import { avatar, icon, picture } from "./icons";
import { shapes } from "./parts";
import type { ScreenSpec } from "./screen-type";
import { commentBox, crow, iconBar, postCss } from "./screens-b-kit";
import { own, ui } from "./shell";

export const trell: ScreenSpec = {
  id: "trell-salt-in-the-whole-pot",
  app: "Trell",
  kind: "post",
  dark: false,
  device: "android",
  format: "jpeg",
  quality: 77,
  owner: { name: "Hitesh Malhotra", handle: null },
  time: "19:08",
  battery: 41,
  cutLines: 0,
  replies: true,
  css:
    postCss({
      bg: "#f4f4f6",
      card: "#ffffff",
      fg: "#1f2230",
      sub: "#7b7f8e",
      line: "#e6e7ec",
      name: "#1f2230",
      accent: "#f2542d",
      head: "#ffffff",
      headFg: "#1f2230",
      size: 14,
    }) +
    `.ph b{color:#f2542d;font-size:24px;font-weight:800;letter-spacing:-.5px}.du{position:absolute;right:10px;bottom:10px;background:rgba(0,0,0,.6);color:#fff;font-size:11.5px;font-weight:700;padding:2px 6px;border-radius:4px}
.pl{position:absolute;left:50%;top:50%;width:52px;height:52px;margin:-26px 0 0 -26px;border-radius:50%;background:rgba(255,255,255,.85);display:flex;align-items:center;justify-content:center;color:#f2542d}
.fo{padding:4px 12px;border-radius:14px;background:#f2542d;color:#fff;font-size:12.5px;font-weight:700}`,
  html: `<div class="row ph" data-role="ui"><b>trell</b>${icon.search(21)}${icon.bell(21)}</div>
<div class="fill">
<div style="position:relative">${picture(
    "100%",
    176,
    ["#6b3f22", "#3a2414"],
    shapes([
      [70, 30, 220, 150, "#2b2b2e"],
      [86, 40, 188, 120, "#e8b24c"],
      [110, 56, 40, 22, "#f3d98a", "40%"],
      [170, 70, 54, 26, "#a8521f", "40%"],
      [140, 100, 60, 24, "#f6e3a8", "40%"],
      [214, 104, 30, 18, "#5f8f3a", "40%"],
      [10, 14, 46, 46, "#c9c3b6"],
    ]),
  )}<div class="du" data-role="ui">6:42</div><div class="pl">${icon.play(24)}</div></div>
<div class="pp"><div class="row" style="gap:10px">${avatar(36, "#2f7a6a")}<div style="flex:1">${ui("Hitesh Malhotra", "pn")}${ui("Food · 3d · 12.4K views", "pm")}</div><span class="fo" data-role="ui">Follow</span></div>
${own("Made mutton biryani for 16 people for Nani's 80th birthday.", "px")}
${own("Started at 6 am, dum cooked for 40 minutes.", "px")}
${own("Nani tasted one spoon, said nothing, and went to the kitchen to add salt to the whole pot.", "px")}
${own("Full recipe in the video.", "px")}
<div class="row pa" data-role="ui"><span class="row">${icon.heart(16)}<span>1.1K</span></span><span class="row">${icon.comment(16)}<span>48</span></span><span class="row">${icon.share(16)}<span>Share</span></span><span class="r">Save</span></div></div>
<div class="pc" data-role="ui">Comments (48)</div>
${crow({ name: "Ketaki Joshi", meta: "3d", joined: true, color: "#8a4fa3", text: ["Nani salting it in silence says everything"], who: "Ketaki Joshi", foot: "Like · Reply" })}
${crow({ name: "Hitesh Malhotra", meta: "Creator · 3d", joined: true, color: "#2f7a6a", text: ["She took two boxes of leftovers home, so I'll take that as a yes."], who: "owner", depth: 1, foot: "Like · Reply" })}
${crow({ name: "Lalit Bansal", meta: "2d", joined: true, color: "#c4622d", text: ["Bhai 16 people and you didn't call me?"], who: "Lalit Bansal", foot: "Like · Reply" })}
${crow({ name: "Inder Sethi", meta: "2d", joined: true, color: "#3b6db3", text: ["Which rice did you use, sella or regular basmati?"], who: "Inder Sethi", foot: "Like · Reply" })}
${crow({ name: "Hitesh Malhotra", meta: "Creator · 2d", joined: true, color: "#2f7a6a", text: ["Regular basmati, soaked for an hour."], who: "owner", depth: 1, foot: "Like · Reply" })}
</div>
${iconBar([icon.home(24), icon.search(24), icon.plusBox(26), icon.play(24), icon.person(24)], "#ffffff", "#e6e7ec", "#4a4d5a", true)}`,
};

export const dubsmash: ScreenSpec = {
  id: "dubsmash-take-twenty-three",
  app: "Dubsmash",
  kind: "post",
  dark: true,
  device: "android",
  format: "png",
  owner: { name: "jaylen.w", handle: "jaylen.w" },
  time: "16:44",
  battery: 22,
  cutLines: 1,
  replies: true,
  css:
    postCss({
      bg: "#0d0d0f",
      card: "#141417",
      fg: "#f1f1f3",
      sub: "#9a9aa3",
      line: "#26262b",
      name: "#f1f1f3",
      accent: "#ffd400",
      head: "#0d0d0f",
      headFg: "#f1f1f3",
      size: 14,
    }) +
    `.du{position:absolute;left:10px;bottom:10px;background:rgba(0,0,0,.55);color:#fff;font-size:11.5px;font-weight:700;padding:2px 6px;border-radius:4px}
.so{margin-top:7px;font-size:12.5px;color:#ffd400;font-weight:600}.fo{padding:4px 12px;border-radius:14px;background:#ffd400;color:#111;font-size:12.5px;font-weight:700}
.sh{background:#141417;border-radius:14px 14px 0 0;margin-top:8px;border-top:1px solid #26262b}`,
  html: `<div class="row ph" data-role="ui">${icon.back(22)}<b>Dubsmash</b>${icon.share(20)}${icon.moreV(21)}</div>
<div class="fill">
<div style="position:relative">${picture(
    "100%",
    196,
    ["#3b3358", "#1b1830"],
    shapes([
      [120, 26, 64, 64, "#8d5a3b"],
      [100, 86, 104, 120, "#e0e0e0", "40px 40px 0 0"],
      [214, 112, 86, 70, "#c98a3e", "40% 40% 20% 20%"],
      [232, 96, 40, 40, "#c98a3e"],
      [226, 92, 14, 26, "#6e4318", "50%"],
      [264, 92, 14, 26, "#6e4318", "50%"],
      [20, 20, 30, 30, "#ffd400"],
    ]),
  )}<div class="du" data-role="ui">0:31</div></div>
<div class="pp"><div class="row" style="gap:10px">${avatar(36, "#b2512f")}<div style="flex:1">${ui("jaylen.w", "pn")}${ui("2d", "pm")}</div><span class="fo" data-role="ui">Follow</span></div>
${own("me and Jellybean doing the chorus", "px")}
${own("he only howls when I go flat, so this is take 23", "px")}
${ui("Original sound · jaylen.w", "so")}
<div class="row pa" data-role="ui"><span class="row">${icon.heart(16)}<span>8,312</span></span><span class="row">${icon.comment(16)}<span>214</span></span><span class="row">${icon.share(16)}<span>96</span></span></div></div>
<div class="sh">
<div class="pc" data-role="ui" style="margin-top:0">214 comments</div>
${crow({ name: "kaiden.ortiz", meta: "2d", joined: true, color: "#3f7fbf", text: ["take 23 and he still hit the high note before you"], who: "kaiden.ortiz", foot: "Reply · 1,204 likes" })}
${crow({ name: "jaylen.w", meta: "Creator · 2d", joined: true, color: "#b2512f", text: ["he's been practicing while I'm at school"], who: "owner", depth: 1, foot: "Reply · 388 likes" })}
${crow({ name: "jubilee.grant", meta: "1d", joined: true, color: "#7a4fb0", text: ["Jellybean for the next talent show fr"], who: "jubilee.grant", foot: "Reply · 97 likes" })}
${crow({ name: "jatin_shah", meta: "1d", joined: true, color: "#2e8f6b", text: ["is he available for birthday parties"], who: "jatin_shah", foot: "Reply · 41 likes" })}
</div>
</div>
${commentBox({ text: "Add a comment...", color: "#b2512f", bg: "#141417", box: "#222227", fg: "#f1f1f3", sub: "#8d8d96", line: "#26262b", right: icon.send(20), bottom: 12 })}`,
};
