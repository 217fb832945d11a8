// Posts: Primal (dark, a grandad's barometer that has pointed at "Change" every day for six weeks, and
// went to "Stormy" when tapped), Drivetribe (a 2004 Saab sold after 19 years, whose new owner asked where
// the cup holder was, JPEG), EyeEm (dark, six miles in the dark for sunrise at a lighthouse, on the other
// side), LoveCrafts (a cross-stitch of a house finished after its maker moved out, cropped at the top with
// the status bar gone, JPEG); Kitchen Stories, Mush and Observation.org are in screens-posts-more.ts.
import { icon, picture } from "./icons";
import { acts, cmt, head, pageCss, paras, tabs, whoRow } from "./blocks";
import type { ScreenSpec } from "./screen-type";
import { kitchenStories, mush, observation } from "./screens-posts-more";

export const primal: ScreenSpec = {
  id: "primal-i-have-stopped-tapping-it",
  app: "Primal",
  kind: "post",
  dark: true,
  device: "iphone",
  format: "png",
  owner: { name: "Lucian Kettleworth", handle: "@kettleworth" },
  time: "09:12",
  battery: 77,
  replies: true,
  css: `${pageCss({ bg: "#0b0b0e", card: "#0b0b0e", fg: "#ececf1", sub: "#9a9aa6", line: "#22222a", accent: "#ca077c", soft: "#17171d" })}.cm{padding:8px 16px;background:#0b0b0e;border-top:1px solid #17171d}`,
  html: `${head("Thread", "", icon.more(22))}
<div class="fill">
<div class="cd">${whoRow("Lucian Kettleworth", "@kettleworth · 6h", "#7a8ab0", 40)}${paras("owner", [
    "Hung my grandad’s old barometer in the hall. It has pointed at “Change” every day for six weeks.",
  ])}</div>
${picture("100%", 150, ["#4a3a2a", "#1a120a"], `<div style="position:absolute;left:145px;top:15px;width:100px;height:120px;border-radius:50%;background:#c8a060"></div><div style="position:absolute;left:160px;top:30px;width:70px;height:70px;border-radius:50%;background:#f0e6d0"></div>`)}
<div class="cd">${acts([
    [icon.comment(18), "11"],
    [icon.repost(18), "7"],
    [icon.heart(18), "164"],
    [icon.flame(18), "2,100"],
  ])}</div>
${cmt("isobar_ignatius", "6h", "#6a8ab0", "honestly that’s just accurate", "isobar_ignatius")}
${cmt("Lucian Kettleworth", "5h", "#7a8ab0", "I tapped it once and it went to “Stormy”. I’ve stopped tapping it.", "owner", true)}
${cmt("nimbus_otto", "4h", "#b0a05a", "what does your weather app say", "nimbus_otto")}
${cmt("Lucian Kettleworth", "4h", "#7a8ab0", "Sunny. I’m going with grandad’s.", "owner", true)}
${cmt("cirrus_zora", "2h", "#6ab08a", "mine has said Fair since about 1987", "cirrus_zora")}
</div>
${tabs([icon.home(24), icon.search(24), icon.plusBox(24), icon.bell(24), icon.person(24)])}`,
};

export const drivetribe: ScreenSpec = {
  id: "drivetribe-never-found-it",
  app: "Drivetribe",
  kind: "post",
  dark: false,
  device: "android",
  format: "jpeg",
  quality: 70,
  owner: { name: "Gunnar Fotheringham", handle: null },
  time: "16:44",
  battery: 69,
  replies: true,
  css: `${pageCss({ bg: "#f2f2f2", card: "#fff", fg: "#1a1a1a", sub: "#6a6a6a", line: "#e2e2e2", accent: "#e8222e", soft: "#f5f5f5", size: 14 })}.cm{border-top:1px solid #f0f0f0}.tr{font-size:12px;font-weight:700;color:#e8222e;padding:0 0 6px}`,
  html: `${head("Saab Owners Tribe", "14.2K members", icon.moreV(20))}
<div class="fill">
<div class="cd">${whoRow("Gunnar Fotheringham", "3h", "#a07a5a", 38)}${paras("owner", [
    "Sold my 2004 Saab 9-3 today after 19 years. Lovely car, never once broke down.",
    "The new owner asked where the cup holder was. I had to admit I’d never found it.",
  ])}</div>
${picture("100%", 160, ["#c8d0d8", "#5a6470"], `<div style="position:absolute;left:70px;top:60px;width:220px;height:60px;border-radius:30px 40px 8px 8px;background:#2a3a4a"></div><div style="position:absolute;left:95px;top:106px;width:40px;height:40px;border-radius:50%;background:#111"></div><div style="position:absolute;left:225px;top:106px;width:40px;height:40px;border-radius:50%;background:#111"></div>`)}
<div class="cd">${acts([
    [icon.thumbUp(18), "312"],
    [icon.comment(18), "41"],
    [icon.share(18), ""],
  ])}</div>
${cmt("Petronella V", "3h", "#6a9ab0", "it’s behind the little flap above the vents, it unfolds", "Petronella V")}
${cmt("Gunnar Fotheringham", "2h", "#a07a5a", "Nineteen years. I’ve held my coffee between my knees for nineteen years.", "owner", true)}
${cmt("Aksel Brun", "2h", "#b06a8a", "she looks mint though", "Aksel Brun")}
${cmt("Gunnar Fotheringham", "1h", "#a07a5a", "Thank you. Washed her every Sunday.", "owner", true)}
${cmt("Nuno Ferraz", "45m", "#8ab06a", "the flap is Saab’s finest work", "Nuno Ferraz")}
</div>
${tabs([icon.home(24), icon.search(24), icon.bell(24), icon.person(24)], true)}`,
};

export const eyeEm: ScreenSpec = {
  id: "eyeem-the-other-side",
  app: "EyeEm",
  kind: "post",
  dark: true,
  device: "iphone",
  format: "png",
  owner: { name: "Quilla Carvalho", handle: "@quilla.c" },
  time: "11:29",
  battery: 54,
  replies: true,
  css: `${pageCss({ bg: "#000", card: "#000", fg: "#f0f0f0", sub: "#9a9a9a", line: "#1e1e1e", accent: "#fff", soft: "#141414" })}.cm{padding:8px 16px;background:#000}`,
  html: `${head("Photo", "", icon.more(22))}
<div class="fill">
<div class="cd">${whoRow("Quilla Carvalho", "@quilla.c · 1d", "#b07a5a", 36)}</div>
${picture("100%", 230, ["#2a3a5a", "#c88a5a"], `<div style="position:absolute;left:176px;top:40px;width:22px;height:150px;background:#e8e0d0"></div><div style="position:absolute;left:170px;top:30px;width:34px;height:18px;background:#c03a2a"></div><div style="position:absolute;left:0;top:190px;width:100%;height:40px;background:#1a2030"></div>`)}
<div class="cd">${paras("owner", ["Walked six miles in the dark for sunrise at Souter lighthouse. Sunrise was on the other side."])}${acts([
    [icon.heart(18), "233"],
    [icon.comment(18), "18"],
    [icon.bookmark(18), ""],
  ])}</div>
${cmt("halide_hedda", "1d", "#6a8ab0", "still a great shot though", "halide_hedda")}
${cmt("Quilla Carvalho", "1d", "#b07a5a", "Thank you. It’s mostly a photo of where the sun wasn’t.", "owner", true)}
${cmt("f8andbethere", "20h", "#8a6ab0", "that glow on the tower is gorgeous", "f8andbethere")}
${cmt("Quilla Carvalho", "18h", "#b07a5a", "That’s the car park lights.", "owner", true)}
</div>
${tabs([icon.home(24), icon.search(24), icon.camera(24), icon.bell(24), icon.person(24)])}`,
};

export const loveCrafts: ScreenSpec = {
  id: "lovecrafts-we-moved-out-in-2021",
  app: "LoveCrafts",
  kind: "post",
  dark: false,
  device: "iphone",
  format: "jpeg",
  quality: 67,
  owner: { name: "Maisie Loveday", handle: "@maisiestitches" },
  time: "10:48",
  battery: 83,
  crop: { top: 50 },
  replies: true,
  css: `${pageCss({ bg: "#fbf6f2", card: "#fff", fg: "#2a2226", sub: "#776a70", line: "#efe4de", accent: "#d6336c", soft: "#fcecf1", size: 15 })}.cm{border-top:1px solid #f6ece8}`,
  html: `${head("Community", "", icon.more(22))}
<div class="fill">
<div class="cd">${whoRow("Maisie Loveday", "@maisiestitches · 2d", "#c07a8a", 38)}${paras("owner", [
    "Finished! A cross-stitch of our house, which I started the week we moved in. 🏡",
    "We moved out in 2021, but I wanted to finish it for the new owners.",
  ])}</div>
${picture("100%", 170, ["#f4ece0", "#c8b89a"], `<div style="position:absolute;left:120px;top:60px;width:130px;height:90px;background:#d8a080"></div><div style="position:absolute;left:110px;top:24px;width:150px;height:40px;background:#7a4a3a;clip-path:polygon(50% 0,100% 100%,0 100%)"></div><div style="position:absolute;left:170px;top:110px;width:26px;height:40px;background:#3a5a8a"></div>`)}
<div class="cd">${acts([
    [icon.heart(18), "418"],
    [icon.comment(18), "37"],
    [icon.bookmark(18), ""],
  ])}</div>
${cmt("threadbare_thea", "2d", "#6a8ab0", "that’s so sweet, did you give it to them?", "threadbare_thea")}
${cmt("Maisie Loveday", "2d", "#c07a8a", "I did. They’ve painted the door green, so it’s already out of date.", "owner", true)}
${cmt("aida_and_abet", "1d", "#8ab06a", "the detail on the roof tiles!!", "aida_and_abet")}
${cmt("hoopla_hedda", "1d", "#b0906a", "what count did you use", "hoopla_hedda")}
${cmt("Maisie Loveday", "20h", "#c07a8a", "14 count, and about four years.", "owner", true)}
</div>
${tabs([icon.home(24), icon.search(24), icon.plusBox(24), icon.bell(24), icon.person(24)])}`,
};

export const POSTS: ScreenSpec[] = [primal, drivetribe, eyeEm, loveCrafts, kitchenStories, mush, observation];
