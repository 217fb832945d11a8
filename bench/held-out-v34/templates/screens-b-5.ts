// Part B's posts with replies (v34), fifth file: Byte (a sprint to the wrong finish line), Lomotif (a first dance that ran a minute long).
import { avatar, icon, picture } from "./icons";
import { shapes } from "./parts";
import type { ScreenSpec } from "./screen-type";
import { crow, iconBar, postCss } from "./screens-b-kit";
import { own, ui } from "./shell";

export const byte: ScreenSpec = {
  id: "byte-the-wrong-finish-line",
  app: "Byte",
  kind: "post",
  dark: true,
  device: "iphone-max",
  format: "png",
  downscaleTo: 1000,
  owner: { name: "Gaurav Mehta", handle: "@gauravruns" },
  time: "17:44",
  battery: 29,
  cutLines: 0,
  replies: true,
  css:
    postCss({
      bg: "#000",
      card: "#111114",
      fg: "#f2f2f5",
      sub: "#8d8d98",
      line: "#26262c",
      name: "#f2f2f5",
      accent: "#7b61ff",
      head: "#000",
      headFg: "#f2f2f5",
      size: 15,
    }) +
    `.vd{position:relative}.vd .pic{border-radius:0}.tm{position:absolute;left:12px;bottom:10px;padding:2px 7px;border-radius:6px;background:rgba(0,0,0,.55);color:#fff;font-size:12px}
.lp{position:absolute;right:12px;bottom:10px;padding:2px 7px;border-radius:6px;background:rgba(0,0,0,.55);color:#fff;font-size:12px}.sh{padding:8px 14px 4px;background:#111114;border-top-left-radius:14px;border-top-right-radius:14px;margin-top:8px;font-size:14px;font-weight:700}
.hd{font-size:12.5px;color:#8d8d98}`,
  html: `<div class="row ph" data-role="ui">${icon.back(22)}<b>byte</b>${icon.share(20)}${icon.more(21)}</div>
<div class="fill">
<div class="vd">${picture(
    "100%",
    196,
    ["#9bb7c9", "#6f8a5a"],
    shapes([
      [0, 120, 428, 76, "#5a5a5e", "0"],
      [40, 70, 348, 16, "#e8e8e8", "2px"],
      [40, 70, 8, 70, "#d0d0d0", "2px"],
      [380, 70, 8, 70, "#d0d0d0", "2px"],
      [198, 96, 26, 26, "#c98f6a", "50%"],
      [192, 120, 38, 54, "#f06a2a", "14px"],
      [330, 92, 20, 20, "#b07f5a", "50%"],
      [326, 112, 28, 46, "#f2d23a", "10px"],
    ]),
  )}${ui("0:09", "tm")}${ui("loop 4.2K", "lp")}</div>
<div class="pp"><div class="row" style="gap:10px">${avatar(38, "#7b61ff")}<div style="flex:1">${ui("Gaurav Mehta", "pn")}${ui("@gauravruns · 6h", "hd")}</div>${ui("Follow", "pn")}</div>
${own("First 10k in 58:12!", "px")}
${own("Sprinted the last 200 metres for the camera.", "px")}
${own("It was the wrong finish line. The real one was round the corner.", "px")}
${own("Still counts.", "px")}
<div class="row pa" data-role="ui"><span class="row">${icon.heart(18)}<span>1.1K</span></span><span class="row">${icon.comment(18)}<span>63</span></span><span class="row">${icon.repost(18)}<span>27</span></span><span class="r">Remix</span></div></div>
<div class="sh" data-role="ui">63 comments</div>
${crow({ name: "Girish Rao", meta: "5h", joined: true, color: "#3f8fa8", text: ["The marshal pointing the other way at 0:09 is my favourite part"], who: "Girish Rao", foot: "Reply" })}
${crow({ name: "Gaurav Mehta", meta: "5h", joined: true, color: "#7b61ff", text: ["I assumed he was cheering."], who: "owner", depth: 1, foot: "Reply" })}
${crow({ name: "Lakshmi Iyer", meta: "4h", joined: true, color: "#c0668a", text: ["Congrats!! 58 is a great first time"], who: "Lakshmi Iyer", foot: "Reply" })}
${crow({ name: "Hemant Joshi", meta: "3h", joined: true, color: "#a88a3f", text: ["Bro ran a 10.2k and celebrated early"], who: "Hemant Joshi", foot: "Reply" })}
</div>
${iconBar([icon.home(25), icon.search(25), icon.plusBox(25), icon.bell(25), icon.person(25)], "#000", "#26262c", "#f2f2f5")}`,
};

export const lomotif: ScreenSpec = {
  id: "lomotif-the-last-minute-in-silence",
  app: "Lomotif",
  kind: "post",
  dark: false,
  device: "android",
  format: "png",
  owner: { name: "Hannele Laine", handle: "@hannele.l" },
  time: "10:26",
  battery: 73,
  crop: { bottom: 44 },
  cutLines: 0,
  replies: true,
  css:
    postCss({
      bg: "#f7f5fb",
      card: "#fff",
      fg: "#241f33",
      sub: "#847d96",
      line: "#ebe7f3",
      name: "#241f33",
      accent: "#ff3d6e",
      head: "#fff",
      headFg: "#241f33",
      size: 14,
    }) + `.ph b{font-size:18px}.mu{gap:6px;margin-top:8px;font-size:12.5px;color:#ff3d6e;font-weight:600}`,
  html: `<div class="row ph" data-role="ui">${icon.back(22)}<b>Lomotif</b>${icon.share(20)}${icon.moreV(20)}</div>
<div class="fill">
${picture(
  "100%",
  170,
  ["#f4e6d8", "#d9c2a8"],
  shapes([
    [0, 130, 360, 40, "#b89a78", "0"],
    [140, 40, 30, 30, "#e3b08c", "50%"],
    [130, 68, 50, 90, "#2b2b35", "18px"],
    [186, 42, 30, 30, "#c98f6a", "50%"],
    [176, 68, 56, 92, "#fbfbf6", "22px 22px 6px 6px"],
    [30, 20, 8, 8, "#f6d36b", "50%"],
    [320, 26, 8, 8, "#f6d36b", "50%"],
    [80, 12, 8, 8, "#f6d36b", "50%"],
  ]),
)}
<div class="pp"><div class="row" style="gap:10px">${avatar(36, "#d77a5a")}<div style="flex:1">${ui("Hannele Laine", "pn")}${ui("@hannele.l · 3d", "pm")}</div>${ui("Follow", "pn")}</div>
${own("Six weeks of YouTube lessons for our first dance.", "px")}
${own("On the night the DJ played the radio edit.", "px")}
${own("It's a minute shorter, so we did the last minute in silence.", "px")}
${own("Still the best day of our lives.", "px")}
<div class="row mu" data-role="ui">${icon.play(13)}<span>Original sound · hannele.l</span></div>
<div class="row pa" data-role="ui"><span class="row">${icon.heart(17)}<span>402</span></span><span class="row">${icon.comment(17)}<span>38</span></span><span class="r">Use sound</span></div></div>
<div class="pc" data-role="ui">38 comments</div>
${crow({ name: "Leland Brooks", meta: "3d", joined: true, color: "#4f7fb0", text: ["The silence is the most romantic bit"], who: "Leland Brooks", foot: "Reply" })}
${crow({ name: "Hannele Laine", meta: "3d", joined: true, color: "#d77a5a", text: ["My husband kept counting under his breath."], who: "owner", depth: 1, foot: "Reply" })}
${crow({ name: "Kseniya Belova", meta: "2d", joined: true, color: "#8f6ab8", text: ["Who was the DJ so I can avoid them"], who: "Kseniya Belova", foot: "Reply" })}
${crow({ name: "Lev Adler", meta: "2d", joined: true, color: "#5e9a6e", text: ["Honestly the quiet bit looks rehearsed, in a good way"], who: "Lev Adler", foot: "Reply" })}
</div>
${iconBar([icon.home(23), icon.search(23), icon.plusBox(23), icon.chat(23), icon.person(23)], "#fff", "#ebe7f3", "#241f33", true)}`,
};
