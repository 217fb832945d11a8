// More posts: Ride with GPS (an anniversary heart drawn on the map that came out as a potato, saved
// twice), Amino (dark, foam armour that can't turn left but looks incredible standing still),
// adidas Running (a parkrun PB owed to a man with a pushchair, and the pushchair held twins).
import { icon, picture } from "./icons";
import { acts, cmt, head, pageCss, paras, statGrid, tabs, whoRow } from "./blocks";
import { say } from "./kit";
import type { ScreenSpec } from "./screen-type";

export const rideWithGps: ScreenSpec = {
  id: "ridewithgps-potato",
  app: "Ride with GPS",
  kind: "post",
  dark: false,
  device: "android",
  format: "jpeg",
  owner: { name: "Ifan Pritchard", handle: null },
  time: "17:58",
  battery: 29,
  generations: [{ quality: 90 }, { width: 828, quality: 68 }],
  replies: true,
  css: `${pageCss({ bg: "#f3f3f1", card: "#fff", fg: "#222", sub: "#686862", line: "#e3e3de", accent: "#fa6400", soft: "#fff3ea", size: 14 })}
.st b{font-size:17px}`,
  html: `${head("Anniversary ride 💕", "Ride · Ifan Pritchard", icon.share(20))}
<div class="fill">
${picture("100%", 170, ["#dfe8d2", "#a9c08e"], `<svg style="position:absolute;left:70px;top:18px" width="220" height="140"><path d="M30 70 C28 36 60 22 96 26 C126 29 140 14 172 24 C204 36 206 80 188 102 C170 124 120 126 84 120 C48 114 32 100 30 70 Z" stroke="#fa6400" stroke-width="4" fill="none"/></svg>`)}
${statGrid([
  ["38.4 km", "Distance"],
  ["2:51", "Moving time"],
  ["210 m", "Elevation"],
])}
<div class="cd">${whoRow("Ifan Pritchard", "Sun, 2 Nov 2025 · Abergavenny", "#6a7a9a", 32)}${paras("owner", ["Tried to draw a heart on the map for our anniversary. It came out as a potato. She says she loves the potato, so I’m counting it."])}${acts(
    [
      [icon.heart(18), "44"],
      [icon.comment(18), "7"],
    ],
  )}</div>
${cmt("Garrett Vo", "2d", "#b07a6a", "is that a heart or Wales", "Garrett Vo")}
${cmt("Ifan Pritchard", "2d", "#6a7a9a", "It’s a heart. Wales was last year.", "owner", true)}
${cmt("Mirela Dobre", "1d", "#9a6ab0", "the potato is romantic honestly", "Mirela Dobre")}
${cmt("Huw Jenkins", "1d", "#6ab08a", "nice loop, the climb out of Llanellen is brutal", "Huw Jenkins")}
</div>
${tabs([icon.home(24), icon.search(24), icon.pin(24), icon.person(24)], true)}`,
};

export const amino: ScreenSpec = {
  id: "amino-standing-still",
  app: "Amino",
  kind: "post",
  dark: true,
  device: "iphone-max",
  format: "png",
  owner: { name: "foamsmith_jin", handle: null },
  time: "15:27",
  battery: 76,
  replies: true,
  css: `${pageCss({ bg: "#15131f", card: "#1f1c2d", fg: "#f0eef8", sub: "#a39fbb", line: "#2d2940", accent: "#39d98a", soft: "#2a2640", size: 15 })}.cm{background:#15131f;padding:8px 16px}.cd{background:#15131f;border:none}`,
  html: `${head("Cosplay Amino", "Featured · 48.1K members", icon.moreV(20))}
<div class="fill">
<div class="cd">${whoRow("foamsmith_jin", "Level 14 · 3h", "#b07a4a", 36)}${say("owner", "Finished my Paladin armour!!", "tt")}${paras("owner", [
    "140 hours, 11 floor mats and about 60 glue sticks, and it’s done. I can’t sit down in it, turn left or fit through a normal door, but I look incredible standing still in the garden.",
  ])}</div>
${picture("100%", 200, ["#8a9aa8", "#3a4450"], `<div style="position:absolute;left:160px;top:20px;width:108px;height:180px;background:#c9ced6;border-radius:40px 40px 10px 10px"></div><div style="position:absolute;left:120px;top:40px;width:190px;height:50px;background:#aeb5bf;border-radius:25px"></div>`)}
<div class="cd">${acts([
    [icon.heart(18), "1.2K"],
    [icon.comment(18), "96"],
    [icon.bookmark(18), ""],
  ])}</div>
${cmt("stitchwitch_bea", "2h", "#a06a9a", "how do you get to the con", "stitchwitch_bea")}
${cmt("foamsmith_jin", "2h", "#b07a4a", "Lying down in my dad’s van.", "owner", true)}
${cmt("KaitoCraft", "1h", "#6a9ab0", "the pauldrons are so clean!!", "KaitoCraft")}
${cmt("foamsmith_jin", "1h", "#b07a4a", "Thank you! They’re most of why I can’t turn left.", "owner", true)}
${cmt("nerdy.nell", "40m", "#9ab06a", "wear it to the supermarket", "nerdy.nell")}
</div>
${tabs([icon.home(24), icon.chat(24), icon.plusBox(24), icon.bell(24), icon.person(24)])}`,
};

export const adidasRunning: ScreenSpec = {
  id: "adidasrunning-pushchair",
  app: "adidas Running",
  kind: "post",
  dark: false,
  device: "android",
  format: "png",
  owner: { name: "Sunniva Dahl", handle: null },
  time: "11:14",
  battery: 69,
  replies: true,
  css: `${pageCss({ bg: "#f2f2f2", card: "#fff", fg: "#111", sub: "#6b6b6b", line: "#e2e2e2", accent: "#111", soft: "#f2f2f2", size: 14 })}
.st b{font-size:18px}`,
  html: `${head("Activity", "", icon.share(20))}
<div class="fill">
${picture("100%", 150, ["#e6e9e4", "#c4cbbf"], `<svg style="position:absolute;left:40px;top:20px" width="280" height="110"><path d="M20 90 L60 30 L140 20 L220 40 L260 80 L180 96 L90 92 Z" stroke="#1a1a1a" stroke-width="4" fill="none"/></svg>`)}
${statGrid([
  ["5.00 km", "Distance"],
  ["27:41", "Duration"],
  ["5:32 /km", "Avg. pace"],
])}
<div class="cd">${whoRow("Sunniva Dahl", "Sat, 8 Nov · Parkrun", "#b06a6a", 32)}${paras("owner", ["New parkrun PB! First time under 28 minutes. I’d like to thank the man with the pushchair who overtook me at 4 km, because I couldn’t let that happen twice."])}${acts(
    [
      [icon.heart(18), "58"],
      [icon.comment(18), "9"],
    ],
  )}</div>
${cmt("Dominik Szabo", "3h", "#6a8ab0", "was there a baby in it", "Dominik Szabo")}
${cmt("Sunniva Dahl", "3h", "#b06a6a", "Twins. Which makes it worse.", "owner", true)}
${cmt("Hattie Lim", "2h", "#8ab06a", "well done!! 27 next", "Hattie Lim")}
${cmt("runwithroo", "1h", "#b0906a", "pushchair guy is a legend at our parkrun too", "runwithroo")}
${cmt("Sunniva Dahl", "52m", "#b06a6a", "He told me afterwards it was his cool-down.", "owner", true)}
</div>
${tabs([icon.home(24), icon.grid(24), icon.play(24), icon.person(24)], true)}`,
};
