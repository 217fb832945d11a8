// Part B's dating profiles: Taimi (dark, a great listener who did not listen), Scruff (dark, no cheat days and a
// doughnut shop that knows his name, a question typed under the keyboard), Christian Mingle (a friend's
// blurb about a canoe since Easter, saved twice), Aisle (a mother's shortlist), Zoe (a 40-minute walk
// rather than a phone call).
import { icon, picture } from "./icons";
import { chips, head, pageCss, prompt, tabs } from "./blocks";
import type { ScreenSpec } from "./screen-type";
import { card, cardCss, onPhoto } from "./screens-b-kit";
import { esc } from "./shell";

export const taimi: ScreenSpec = {
  id: "taimi-wasnt-really-listening",
  app: "Taimi",
  kind: "profile",
  dark: true,
  device: "iphone",
  format: "png",
  owner: { name: "Jasper", handle: null },
  time: "23:12",
  battery: 44,
  replies: false,
  cutLines: 0,
  css: `${pageCss({ bg: "#0e0c16", card: "#1b1826", fg: "#f1eef8", sub: "#a49db8", line: "#2b2738", accent: "#9b5cff", soft: "#1b1826", size: 14.5 })}${cardCss("#1b1826", "#b58cff", "#f1eef8")}.pr{margin:8px 12px 0}.pq{color:#b58cff}.ch{background:transparent}`,
  html: `${head("Jasper", "Online now", icon.more(22))}
<div class="fill">
${picture("100%", 250, ["#6a4ab0", "#1a1230"], onPhoto("Jasper, 33", "Nurse · Hexham · 4 miles away"))}
${chips(["Gay", "He/him", "Looking for a relationship"], 2)}
${card("About me", "owner", "Runner, nurse, decent cook, terrible at board games.")}
${prompt("I’m known for", "Being a great listener. My sister says I interrupt people constantly, but I wasn’t really listening when she said it.")}
${prompt("My ideal Sunday", "A long run, a roast dinner, asleep on the sofa by eight.")}
</div>
${tabs([icon.home(24), icon.flame(24), icon.chat(24), icon.person(24)])}`,
};

export const scruff: ScreenSpec = {
  id: "scruff-doughnut-shop-knows-my-name",
  app: "Scruff",
  kind: "profile",
  dark: true,
  device: "iphone",
  format: "png",
  owner: { name: "Leandro", handle: null },
  time: "20:48",
  battery: 57,
  keyboard: true,
  suggestions: ["then", "though", "order"],
  replies: true,
  cutLines: 0,
  css: `${pageCss({ bg: "#0c1014", card: "#171d24", fg: "#eef2f6", sub: "#98a4b2", line: "#26303b", accent: "#ffcc00", soft: "#171d24", size: 14 })}${cardCss("#171d24", "#ffcc00", "#eef2f6", 15)}
.fill{display:flex;flex-direction:column;justify-content:flex-end}.in{flex:none;gap:10px;padding:8px 10px;background:#171d24;border-top:1px solid #26303b;color:#ffcc00;position:relative;z-index:2}.in .box{flex:1;min-height:38px;border-radius:19px;background:#222a33;display:flex;align-items:center;padding:6px 14px;font-size:15px;color:#eef2f6}
.st2{gap:12px;padding:10px 16px 0;font-size:12.5px;color:#98a4b2}`,
  html: `${head("Leandro", "Online · 0.6 mi away", icon.more(22))}
<div class="fill">
${picture("100%", 210, ["#2a4a6a", "#0a1420"], onPhoto("Leandro, 29", "Personal trainer · 0.6 mi"))}
<div class="row st2" data-role="ui"><span>5′11″</span><span>172 lb</span><span>Seeking: Friends, Dates</span></div>
${card("About", "owner", "Clean eating, no cheat days, ever. The doughnut shop next to my gym does know my name, but that’s just good customer service.")}
</div>
<div class="row in">${icon.smile(22)}<span class="box" data-role="other" data-author="You">${esc("what’s your usual doughnut")}</span>${icon.send(22)}</div>`,
};

export const christianMingle: ScreenSpec = {
  id: "christianmingle-canoe-since-easter",
  app: "Christian Mingle",
  kind: "profile",
  dark: false,
  device: "android",
  format: "jpeg",
  owner: { name: "Lorne", handle: null },
  time: "17:36",
  battery: 72,
  generations: [{ quality: 88 }, { width: 720, quality: 64 }],
  replies: true,
  cutLines: 0,
  css: `${pageCss({ bg: "#f4f6f9", card: "#fff", fg: "#1f2a3a", sub: "#5f6a7a", line: "#e0e5ec", accent: "#0a6fa8", soft: "#f4f6f9", size: 14 })}${cardCss("#fff", "#0a6fa8", "#1f2a3a", 14.5)}.bc{margin:7px 12px 0}.ft{gap:8px;padding:8px 16px 0;font-size:12px;color:#5f6a7a}`,
  html: `${head("Lorne", "Active today", icon.moreV(20))}
<div class="fill">
${picture("100%", 220, ["#8ab0d0", "#2a4a6a"], onPhoto("Lorne, 42", "Joiner · Lanark"))}
<div class="row ft" data-role="ui"><span>Christian · Baptist</span><span>·</span><span>Attends church weekly</span></div>
${card("About me", "owner", "Faith, family, and I finish every job I start. Hoping to meet someone for Sunday lunches after church.")}
${card("What Keturah says about Lorne", "Keturah", "Lorne is the most patient man I know. He has been nearly finished building the same canoe since Easter and says it is coming along nicely.")}
</div>
${tabs([icon.home(24), icon.heart(24), icon.chat(24), icon.person(24)], true)}`,
};

export const aisle: ScreenSpec = {
  id: "aisle-mother-made-a-shortlist",
  app: "Aisle",
  kind: "profile",
  dark: false,
  device: "android",
  format: "png",
  owner: { name: "Ishveer", handle: null },
  time: "10:05",
  battery: 81,
  replies: false,
  cutLines: 0,
  css: `${pageCss({ bg: "#f7f5f2", card: "#fff", fg: "#2a2320", sub: "#6e6560", line: "#e9e3dc", accent: "#e04e39", soft: "#f7f5f2", size: 14 })}.pr{margin:8px 12px 0}.pq{color:#e04e39}.ft{gap:8px;padding:8px 16px 0;font-size:12px;color:#6e6560;flex-wrap:wrap}`,
  html: `${head("Ishveer", "Premium member", icon.moreV(20))}
<div class="fill">
${picture("100%", 230, ["#e0a070", "#7a3a2a"], onPhoto("Ishveer, 31", "Software engineer · Pune"))}
<div class="row ft" data-role="ui"><span>5′10″</span><span>·</span><span>Sikh</span><span>·</span><span>Punjabi, Hindi, English</span></div>
${prompt("My ideal partner", "Someone kind, independent and close to family. My mother has already shortlisted three of you, with a colour-coded table.")}
${prompt("A perfect weekend", "Cricket in the morning, chai, then a long drive to Lonavala.")}
</div>
${tabs([icon.home(24), icon.heart(24), icon.chat(24), icon.person(24)], true)}`,
};

export const zoe: ScreenSpec = {
  id: "zoe-walked-to-book-a-table",
  app: "Zoe",
  kind: "profile",
  dark: false,
  device: "iphone-max",
  format: "png",
  owner: { name: "Juniper", handle: null },
  time: "16:28",
  battery: 90,
  replies: false,
  cutLines: 0,
  css: `${pageCss({ bg: "#fbf4f6", card: "#fff", fg: "#2b1f2a", sub: "#73636f", line: "#efe2e8", accent: "#e64a8a", soft: "#fbf4f6", size: 14.5 })}.pr{margin:8px 12px 0}.pq{color:#e64a8a}.ch{background:transparent}`,
  html: `${head("Juniper", "2 miles away", icon.more(22))}
<div class="fill">
${picture("100%", 260, ["#f0a0b8", "#7a3a5a"], onPhoto("Juniper, 35", "Graphic designer · Hove"))}
${chips(["Lesbian", "She/her", "Long-term"], 2)}
${prompt("An irrational fear of mine", "Phoning restaurants. I once walked 40 minutes to book a table at the counter rather than ring them.")}
${prompt("Together we could", "Find a café with outdoor seating and a menu you can order from by pointing.")}
</div>
${tabs([icon.home(24), icon.heart(24), icon.chat(24), icon.person(24)])}`,
};

export const PROFILES_B: ScreenSpec[] = [taimi, scruff, christianMingle, aisle, zoe];
