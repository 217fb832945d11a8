// Part B's dating profiles: Muzz (a mum who set up the profile and vouches for cooking she has never seen), Hornet
// (dark, hiking and honesty, never finished a hike, a question typed under the keyboard), Lovestruck
// (a friend's blurb: every group holiday since uni planned, none of them gone on, downscaled JPEG), Luxy
// (dark, two boats, one a pedalo), Pickable (41 houseplants and a landlord's letter).
import { icon, picture } from "./icons";
import { chips, head, pageCss, prompt, tabs } from "./blocks";
import type { ScreenSpec } from "./screen-type";
import { card, cardCss, onPhoto } from "./screens-b-kit";
import { esc } from "./shell";

export const muzz: ScreenSpec = {
  id: "muzz-never-once-seen-me-cook",
  app: "Muzz",
  kind: "profile",
  dark: false,
  device: "iphone",
  format: "png",
  owner: { name: "Halima", handle: null },
  time: "21:03",
  battery: 66,
  replies: false,
  cutLines: 0,
  css: `${pageCss({ bg: "#f6f4f5", card: "#fff", fg: "#231c21", sub: "#6e6470", line: "#ebe5ea", accent: "#e8336e", soft: "#f6f4f5", size: 14.5 })}${cardCss("#fff", "#8a7f8a", "#231c21")}.pr{margin:8px 12px 0}.ch{margin-top:0}`,
  html: `${head("Halima", "Active today", icon.more(22))}
<div class="fill">
${picture("100%", 250, ["#d9a7b7", "#6a3a5a"], onPhoto("Halima, 29", "Pharmacist · Blackburn · 6 miles away"))}
${chips(["Marriage within 1–2 years", "Practising", "Never married"], 0)}
${card("About me", "owner", "Family first, love travelling and trying new food. My mum helped me set this up and wants me to mention that I can cook (she has never once seen me cook).")}
${prompt("My ideal weekend", "Brunch with my sisters, a long walk, then explaining to my aunties why I’m still on here.")}
</div>
${tabs([icon.home(24), icon.heart(24), icon.chat(24), icon.person(24)])}`,
};

export const hornet: ScreenSpec = {
  id: "hornet-never-finished-a-hike",
  app: "Hornet",
  kind: "profile",
  dark: true,
  device: "android",
  format: "png",
  owner: { name: "Jorge", handle: null },
  time: "22:36",
  battery: 41,
  keyboard: true,
  suggestions: ["though", "one", "is"],
  replies: true,
  cutLines: 0,
  css: `${pageCss({ bg: "#0d0d0f", card: "#19191d", fg: "#f2f2f4", sub: "#a2a2ab", line: "#2a2a30", accent: "#ffb400", soft: "#19191d", size: 14 })}${cardCss("#19191d", "#ffb400", "#f2f2f4", 15)}
.fill{display:flex;flex-direction:column;justify-content:flex-end}.in{flex:none;gap:10px;padding:8px 10px;background:#19191d;border-top:1px solid #2a2a30;color:#ffb400;position:relative;z-index:2}.in .box{flex:1;min-height:38px;border-radius:19px;background:#26262c;display:flex;align-items:center;padding:6px 14px;font-size:15px;color:#f2f2f4}
.st2{gap:14px;padding:10px 16px 0;font-size:12.5px;color:#a2a2ab}`,
  html: `${head("Jorge", "Online · 1.2 km away", icon.moreV(20))}
<div class="fill">
${picture("100%", 230, ["#4a5a3a", "#141a10"], onPhoto("Jorge, 34", "Bilbao · 1.2 km away"))}
<div class="row st2" data-role="ui"><span>178 cm</span><span>74 kg</span><span>Looking for: dates, friends</span></div>
${card("About me", "owner", "Into hiking, board games and honesty. Honestly, I have never finished a hike. I always stop at the first café and wait for the group to come back down.")}
${card("Ask me about", "owner", "My board game shelf, and why it has its own insurance.")}
</div>
<div class="row in">${icon.smile(22)}<span class="box" data-role="other" data-author="You">${esc("which board game is insured")}</span>${icon.send(22)}</div>`,
};

export const lovestruck: ScreenSpec = {
  id: "lovestruck-never-once-come-on-one",
  app: "Lovestruck",
  kind: "profile",
  dark: false,
  device: "iphone-max",
  format: "jpeg",
  quality: 74,
  downscaleTo: 1080,
  owner: { name: "Kelda", handle: null },
  time: "13:12",
  battery: 53,
  replies: true,
  cutLines: 0,
  css: `${pageCss({ bg: "#f7f3f6", card: "#fff", fg: "#2a1f28", sub: "#746772", line: "#ece3ea", accent: "#d0105f", soft: "#f7f3f6", size: 15 })}${cardCss("#fdeef4", "#d0105f", "#2a1f28")}.pr{margin:8px 12px 0}.av{gap:8px;padding:10px 16px 0;font-size:12.5px;color:#746772}.av span{background:#fff;border-radius:12px;padding:4px 10px;border:1px solid #ece3ea}`,
  html: `${head("Kelda", "Free for lunch this week", icon.more(22))}
<div class="fill">
${picture("100%", 260, ["#e8b89a", "#8a4a5a"], onPhoto("Kelda, 38", "Accountant · Clapham · 1.4 miles away"))}
<div class="row av" data-role="ui"><span>Lunch</span><span>After work drinks</span><span>Weekends</span></div>
${card("What Jolyon says about Kelda", "Jolyon", "Kelda has planned every one of our group holidays since uni and has never once come on one. Still the best planner in our group chat.")}
${prompt("My perfect lunch date", "Somewhere near the office, 45 minutes, and I’ll have picked the table in advance.")}
${prompt("I’m looking for", "Someone who actually comes on the trip.")}
</div>
${tabs([icon.home(24), icon.heart(24), icon.chat(24), icon.person(24)])}`,
};

export const luxy: ScreenSpec = {
  id: "luxy-one-is-a-pedalo",
  app: "Luxy",
  kind: "profile",
  dark: true,
  device: "iphone",
  format: "png",
  owner: { name: "Idris", handle: null },
  time: "23:47",
  battery: 22,
  replies: false,
  cutLines: 0,
  css: `${pageCss({ bg: "#0b0b0b", card: "#171614", fg: "#f3eee4", sub: "#a89f8c", line: "#2a2722", accent: "#c9a45c", soft: "#171614", size: 14.5 })}${cardCss("#171614", "#c9a45c", "#f3eee4")}.pr{margin:8px 12px 0}.pq{color:#c9a45c}.vb{gap:8px;padding:10px 16px 0;font-size:12.5px;color:#c9a45c}`,
  html: `${head("Idris", "Verified · Elite member", icon.more(22))}
<div class="fill">
${picture("100%", 250, ["#2a4a6a", "#0a1420"], onPhoto("Idris, 41", "Entrepreneur · Monaco · 3 km away"))}
<div class="row vb" data-role="ui">${icon.check(16)}<span>Income verified</span><span>·</span><span>185 cm</span><span>·</span><span>Non-smoker</span></div>
${card("About me", "owner", "Self-made, early riser, happiest on the water. I own two boats (one is a pedalo, but it has a name and a mooring).")}
${prompt("Perfect first date", "Dinner somewhere overlooking the harbour. I will mention the boats.")}
</div>
${tabs([icon.home(24), icon.heart(24), icon.chat(24), icon.person(24)])}`,
};

export const pickable: ScreenSpec = {
  id: "pickable-yes-in-writing",
  app: "Pickable",
  kind: "profile",
  dark: false,
  device: "android",
  format: "png",
  owner: { name: "Gianni", handle: null },
  time: "18:19",
  battery: 88,
  replies: false,
  cutLines: 0,
  css: `${pageCss({ bg: "#f5f2fb", card: "#fff", fg: "#221d30", sub: "#6c6680", line: "#e6e1f0", accent: "#7b3ff2", soft: "#f5f2fb", size: 14 })}.pr{margin:8px 12px 0}.pq{color:#7b3ff2}.ht{gap:8px;padding:8px 16px 0;font-size:12px;color:#6c6680}`,
  html: `${head("Gianni", "Wants to meet you", icon.moreV(20))}
<div class="fill">
${picture("100%", 240, ["#9a8ae0", "#3a2a6a"], onPhoto("Gianni, 36", "Nurse · Nuneaton · 3 miles away"))}
<div class="row ht" data-role="ui"><span>180 cm</span><span>·</span><span>Dog person</span><span>·</span><span>Never smokes</span></div>
${prompt("An honest question", "Is 41 houseplants a lot? My landlord says yes, in writing, with a photo attached.")}
${prompt("Green flag", "You text back within a day.")}
${prompt("We’ll click if", "A lemon tree in the lounge is fine by you.")}
</div>
${tabs([icon.home(24), icon.heart(24), icon.chat(24), icon.person(24)], true)}`,
};

export const PROFILES_B: ScreenSpec[] = [muzz, hornet, lovestruck, luxy, pickable];
