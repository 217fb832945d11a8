// Profiles: Once (a record of 14 bounces whose witnesses have all moved away, a screenshot in dark iOS
// Photos), Fruitz (dark, a kettle bought in June with its plastic saved for a bad day), Iris (a
// restaurant left over a menu in Papyrus, saved twice); Board Game Arena, eBird and Monkeytype are in
// screens-profiles-more.ts.
import { icon, picture } from "./icons";
import { head, pageCss, prompt, tabs } from "./blocks";
import type { ScreenSpec } from "./screen-type";
import { boardGameArena, eBird, monkeytype } from "./screens-profiles-more";
import { iosPhotos, shot } from "./viewer";

const onPhoto = (name: string, place: string) =>
  `<div style="position:absolute;left:16px;bottom:14px;color:#fff;text-shadow:0 1px 4px rgba(0,0,0,.5)"><div style="font-size:26px;font-weight:700">${name}</div><div style="font-size:14px">${place}</div></div>`;

const onceInner = `${head("Today’s match", "Expires in 14h 22m", icon.moreV(20), icon.close(22))}
<div class="fill" style="padding-bottom:10px">
${picture("100%", 240, ["#9fb8c8", "#3a5468"], onPhoto("Clemency, 34", "Architect · Bristol"))}
${prompt("A perfect Sunday", "Farmers’ market, a long lunch and an early night.")}
${prompt("My most useless skill", "Skimming stones. My record is 14 bounces and there were witnesses, but they’ve all moved away.")}
${prompt("Dealbreaker", "Being rude to waiters.")}
</div>`;

export const once: ScreenSpec = {
  id: "once-witnesses-moved-away",
  app: "Once",
  kind: "profile",
  dark: true,
  device: "iphone",
  format: "png",
  owner: { name: "Clemency", handle: null },
  time: "21:48",
  battery: 38,
  replies: false,
  css:
    pageCss({ bg: "#f5f1ec", card: "#fff", fg: "#2a2420", sub: "#7a6e66", line: "#ebe4dc", accent: "#c2410c", soft: "#f5f1ec", size: 14.5 }) +
    `body{background:#000}`,
  html: iosPhotos({
    dark: true,
    day: "Yesterday",
    time: "21:31",
    body: shot({ device: "iphone", time: "21:30", battery: 41, dark: false, background: "#f5f1ec", html: onceInner }, 0.8, 740),
  }),
};

export const fruitz: ScreenSpec = {
  id: "fruitz-saving-the-plastic",
  app: "Fruitz",
  kind: "profile",
  dark: true,
  device: "android",
  format: "png",
  owner: { name: "Anouk", handle: null },
  time: "22:12",
  battery: 55,
  replies: false,
  css: `${pageCss({ bg: "#141018", card: "#221b28", fg: "#f6f0f8", sub: "#aa9db4", line: "#2e2536", accent: "#ff5c8a", soft: "#221b28", size: 14 })}.pr{margin:8px 12px 0}.fr{gap:8px;padding:10px 14px 0}.fr span{font-size:12px;background:#2e2536;border-radius:12px;padding:3px 10px}`,
  html: `${head("Anouk", "Active today", icon.moreV(20))}
<div class="fill">
${picture("100%", 210, ["#e79a7a", "#7a3a4a"], onPhoto("Anouk, 28", "Lyon · 3 km away"))}
<div class="row fr" data-role="ui"><span>🍒 Cherry · Something serious</span><span>Non-smoker</span></div>
${prompt("Win me over with", "Remember my coffee order. Oat flat white, extra hot.")}
${prompt("My simple pleasures", "Peeling the plastic off new things. I bought a kettle in June and I’m saving the plastic for a bad day.")}
${prompt("We’re a match if", "You like Sunday markets and don’t mind a bike in the hallway.")}
</div>
${tabs([icon.home(24), icon.heart(24), icon.chat(24), icon.person(24)], true)}`,
};

export const iris: ScreenSpec = {
  id: "iris-papyrus-menu",
  app: "Iris",
  kind: "profile",
  dark: false,
  device: "iphone",
  format: "jpeg",
  owner: { name: "Sebastian", handle: null },
  time: "07:29",
  battery: 82,
  generations: [{ quality: 92 }, { width: 828, quality: 69 }],
  replies: false,
  css: `${pageCss({ bg: "#f3f2fb", card: "#fff", fg: "#1f1c3a", sub: "#6e6a8c", line: "#e4e2f2", accent: "#6c4cf1", soft: "#f3f2fb" })}.pr{margin:10px 14px 0}.fill{padding-bottom:10px}`,
  html: `${head("Iris", "Attraction match 87%", icon.sliders(22), icon.menu(22))}
<div class="fill">
${picture("100%", 250, ["#a7b7d6", "#3a4a6a"], onPhoto("Sebastian, 36", "Reading · 6 miles away"))}
${prompt("Two things that make my day", "Good coffee and a window seat.")}
${prompt("I geek out on", "Fonts. I once walked out of a restaurant because the menu was in Papyrus. I hear the food was lovely.")}
${prompt("My love language", "Saving you the good half of the sandwich.")}
</div>
${tabs([icon.flame(24), icon.heart(24), icon.chat(24), icon.person(24)])}`,
};

export const PROFILES: ScreenSpec[] = [once, fruitz, iris, boardGameArena, eBird, monkeytype];
