// More posts: Bikemap (a first week of cycling to work, and the colleague next door who drives, gets
// there first and waves from his car, saved twice), Mountain Project (dark, a first 5.11 sent on the 23rd attempt, and a
// belayer who now brings a camping stool and a flask), Runna (a first half marathon, and a race photo at
// 19 km that looks like an arrest).
import { icon, picture } from "./icons";
import { acts, cmt, head, pageCss, paras, statGrid, tabs, whoRow } from "./blocks";
import { say } from "./kit";
import type { ScreenSpec } from "./screen-type";

export const bikemap: ScreenSpec = {
  id: "bikemap-he-waves",
  app: "Bikemap",
  kind: "post",
  dark: false,
  device: "android",
  format: "jpeg",
  owner: { name: "Wouter de Haan", handle: null },
  time: "18:34",
  battery: 31,
  generations: [{ quality: 90 }, { width: 828, quality: 67 }],
  replies: true,
  css: `${pageCss({ bg: "#f2f4f3", card: "#fff", fg: "#1d2421", sub: "#646d69", line: "#e0e5e2", accent: "#1aa37a", soft: "#eaf6f1", size: 14 })}
.st b{font-size:17px}`,
  html: `${head("Commute, week one 🚲", "Ride · Wouter de Haan", icon.share(20))}
<div class="fill">
${picture("100%", 170, ["#e4ebe0", "#b9c9b0"], `<div style="position:absolute;left:0;top:96px;width:100%;height:14px;background:#a9c8d8"></div><svg style="position:absolute;left:40px;top:24px" width="290" height="130"><path d="M10 110 L70 96 L120 70 L150 74 L210 40 L270 20" stroke="#1aa37a" stroke-width="4" fill="none"/></svg>`)}
${statGrid([
  ["9.4 km", "Distance"],
  ["31:12", "Duration"],
  ["18 m", "Elevation"],
])}
<div class="cd">${whoRow("Wouter de Haan", "Fri 14 Nov · Utrecht", "#5a7aa0", 32)}${paras("owner", ["First week of cycling to work. My colleague lives next door, drives, and gets there two minutes before me every day. He waves at me from his car."])}${acts(
    [
      [icon.heart(18), "37"],
      [icon.comment(18), "5"],
    ],
  )}</div>
${cmt("Fenna Verbeek", "1d", "#b07a6a", "is he waiting for you??", "Fenna Verbeek")}
${cmt("Wouter de Haan", "1d", "#5a7aa0", "He says not. He’s in the same spot every day, with the engine running.", "owner", true)}
${cmt("Kees Abdi", "20h", "#9a6ab0", "ask him to cycle with you", "Kees Abdi")}
${cmt("Joris M", "8h", "#6ab08a", "nice route, watch the tram lines at the Weerdsluis bridge", "Joris M")}
</div>
${tabs([icon.home(24), icon.search(24), icon.pin(24), icon.person(24)], true)}`,
};

export const mountainProject: ScreenSpec = {
  id: "mountainproject-camping-stool",
  app: "Mountain Project",
  kind: "post",
  dark: true,
  device: "iphone-max",
  format: "png",
  owner: { name: "Sofie Lindahl", handle: null },
  time: "20:44",
  battery: 62,
  replies: true,
  css: `${pageCss({ bg: "#121518", card: "#1a1e22", fg: "#e9edf0", sub: "#98a2ab", line: "#2a3036", accent: "#4ea04e", soft: "#22282d", size: 15 })}.cm{background:#121518;padding:8px 16px}.cd{background:#121518;border:none}`,
  html: `${head("General Climbing", "Forum · 212K posts", icon.moreV(20))}
<div class="fill">
<div class="cd">${whoRow("Sofie Lindahl", "Bend, OR · 6h ago", "#a07a4a", 36)}${say("owner", "Finally sent my first 5.11!", "tt")}${paras("owner", [
    "Sundial Arête at Smith Rock, on my 23rd attempt over two summers. My belayer has been there for all 23. She now brings a camping stool and a flask.",
  ])}</div>
${picture("100%", 190, ["#c79a6a", "#5a3a2a"], `<div style="position:absolute;left:180px;top:0;width:110px;height:190px;background:#a8764a;transform:skewX(-8deg)"></div><div style="position:absolute;left:226px;top:60px;width:16px;height:30px;border-radius:8px;background:#3a6ac0"></div>`)}
<div class="cd">${acts([
    [icon.thumbUp(18), "214"],
    [icon.comment(18), "38"],
    [icon.bookmark(18), ""],
  ])}</div>
${cmt("crimpdaddy_ray", "5h", "#6a9ab0", "congrats!! what’s next", "crimpdaddy_ray")}
${cmt("Sofie Lindahl", "5h", "#a07a4a", "Buying my belayer a cushion.", "owner", true)}
${cmt("Tova B", "4h", "#b06a8a", "the stool is a power move honestly", "Tova B")}
${cmt("slabsquatch", "3h", "#9ab06a", "was it the crux at the third bolt", "slabsquatch")}
${cmt("Sofie Lindahl", "3h", "#a07a4a", "It was the third bolt 22 times. Then one day it wasn’t.", "owner", true)}
${cmt("Rodrigo Mamani", "1h", "#b0906a", "great route, the arête gets sun after 2 so go early", "Rodrigo Mamani")}
</div>
${tabs([icon.home(24), icon.search(24), icon.pin(24), icon.bell(24), icon.person(24)])}`,
};

export const runna: ScreenSpec = {
  id: "runna-being-arrested",
  app: "Runna",
  kind: "post",
  dark: false,
  device: "android",
  format: "png",
  owner: { name: "Parveen Bhamra", handle: null },
  time: "16:06",
  battery: 73,
  replies: true,
  css: `${pageCss({ bg: "#f3f3f6", card: "#fff", fg: "#14141a", sub: "#676773", line: "#e2e2e8", accent: "#5b3cf5", soft: "#f0edff", size: 14 })}
.st b{font-size:18px}`,
  html: `${head("Activity", "", icon.share(20))}
<div class="fill">
${picture("100%", 150, ["#e4e7ee", "#c3c9d6"], `<svg style="position:absolute;left:36px;top:18px" width="290" height="115"><path d="M20 96 C40 40 90 20 140 30 C190 40 230 20 262 50 C280 70 250 100 200 96 C150 92 80 104 20 96 Z" stroke="#5b3cf5" stroke-width="4" fill="none"/></svg>`)}
${statGrid([
  ["21.1 km", "Distance"],
  ["2:14:08", "Time"],
  ["6:21 /km", "Avg. pace"],
])}
<div class="cd">${whoRow("Parveen Bhamra", "Sun, 9 Nov · Half marathon", "#b06a6a", 32)}${paras("owner", ["First half marathon done! The official photographer caught me at 19 km, mid-gel, looking like I’m being arrested. I’ve bought the photo."])}${acts(
    [
      [icon.heart(18), "71"],
      [icon.comment(18), "8"],
    ],
  )}</div>
${cmt("Zubair Rind", "4h", "#6a8ab0", "amazing!! what’s next", "Zubair Rind")}
${cmt("Parveen Bhamra", "4h", "#b06a6a", "Sitting down, mostly.", "owner", true)}
${cmt("Juno A", "3h", "#8ab06a", "you have to share the photo", "Juno A")}
${cmt("Parveen Bhamra", "3h", "#b06a6a", "It’s framed in the hall. The postman has seen it.", "owner", true)}
${cmt("Beatriz Salgado", "1h", "#b0906a", "well done, the last 3k on that course are brutal", "Beatriz Salgado")}
</div>
${tabs([icon.home(24), icon.grid(24), icon.play(24), icon.person(24)], true)}`,
};
