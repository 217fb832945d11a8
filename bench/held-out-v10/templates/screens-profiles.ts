// Profiles: Lumen (a sourdough starter that outlived two marriages and a Volvo, a screenshot in Google
// Photos, saved twice), Thursday (dark, a product manager with a spreadsheet of what he does all day),
// Kippo (dark, 1,400 hours of Stardew Valley and Harvey married in three saves, JPEG); GeoGuessr,
// RetroAchievements and Smashrun are in screens-profiles-more.ts.
import { icon, picture } from "./icons";
import { head, pageCss, prompt, tabs } from "./blocks";
import type { ScreenSpec } from "./screen-type";
import { geoGuessr, retroAchievements, smashrun } from "./screens-profiles-more";
import { googlePhotos, shot } from "./viewer";

const onPhoto = (name: string, place: string) =>
  `<div style="position:absolute;left:16px;bottom:14px;color:#fff;text-shadow:0 1px 4px rgba(0,0,0,.5)"><div style="font-size:26px;font-weight:700">${name}</div><div style="font-size:14px">${place}</div></div>`;

const lumenInner = `${head("Gwendolyn", "", icon.moreV(20))}
<div class="fill" style="padding-bottom:10px">
${picture("100%", 250, ["#e6c3a5", "#8a5a4a"], onPhoto("Gwendolyn, 58", "Harrogate · 4 miles away"))}
${prompt("My ideal Sunday", "Long walk, roast dinner, and a nap.")}
${prompt("I’m quietly proud of", "I’ve kept the same sourdough starter alive for eleven years. It has outlived two marriages and a Volvo.")}
${prompt("My friends say I’m", "Too competitive at Scrabble. I once played “quiz” on a triple and cried.")}
</div>`;

export const lumen: ScreenSpec = {
  id: "lumen-sourdough-starter",
  app: "Lumen",
  kind: "profile",
  dark: true,
  device: "android",
  format: "jpeg",
  owner: { name: "Gwendolyn", handle: null },
  time: "21:40",
  battery: 54,
  generations: [{ quality: 92 }, { width: 828, quality: 69 }],
  replies: false,
  css:
    pageCss({ bg: "#f4eef8", card: "#fff", fg: "#2c1f3a", sub: "#7a6a8a", line: "#eadff2", accent: "#7d3cc8", soft: "#f4eef8", size: 14 }) +
    `body{background:#000}`,
  html: googlePhotos({ body: shot({ device: "android", time: "21:12", battery: 61, dark: false, background: "#f4eef8", html: lumenInner }, 0.84, 700) }),
};

export const thursday: ScreenSpec = {
  id: "thursday-the-spreadsheet",
  app: "Thursday",
  kind: "profile",
  dark: true,
  device: "iphone",
  format: "png",
  owner: { name: "Ruairi", handle: null },
  time: "19:02",
  battery: 68,
  replies: false,
  css: `${pageCss({ bg: "#0e0e10", card: "#1b1b1f", fg: "#f4f4f6", sub: "#a0a0a8", line: "#26262b", accent: "#ff4f6a", soft: "#1b1b1f" })}.pr{margin:10px 14px 0}.fill{padding-bottom:10px}`,
  html: `${head("Thursday", "Today only · 11h 04m left", icon.moreV(20), icon.close(22))}
<div class="fill">
${picture("100%", 260, ["#4a5a7a", "#1a2030"], onPhoto("Ruairi, 29", "Product manager · Hackney"))}
${prompt("About me", "Product manager in London. I like running and good coffee.")}
${prompt("My most irrational fear", "Being asked what I actually do all day. I have a spreadsheet for it. The spreadsheet is most of what I do.")}
${prompt("Green flag", "You reply within one working day.")}
</div>
${tabs([icon.flame(24), icon.heart(24), icon.chat(24), icon.person(24)])}`,
};

export const kippo: ScreenSpec = {
  id: "kippo-harvey-three-saves",
  app: "Kippo",
  kind: "profile",
  dark: true,
  device: "android",
  format: "jpeg",
  quality: 70,
  owner: { name: "Saoirse", handle: null },
  time: "23:18",
  battery: 41,
  replies: false,
  css: `${pageCss({ bg: "#120d24", card: "#1f1838", fg: "#f1ecff", sub: "#a59cc8", line: "#2b2348", accent: "#8c6cff", soft: "#1f1838", size: 14 })}.pr{margin:8px 12px 0}.gm{gap:8px;padding:10px 14px 0;flex-wrap:wrap}.gm span{font-size:12px;background:#2b2348;border-radius:12px;padding:3px 10px}`,
  html: `${head("Saoirse", "Online now", icon.moreV(20))}
<div class="fill">
${picture("100%", 200, ["#7a5ab8", "#2b1a58"], onPhoto("Saoirse, 27", "Galway · Level 31"))}
<div class="row gm" data-role="ui"><span>Stardew Valley · 1,400 hrs</span><span>Mario Kart 8</span><span>Switch</span></div>
${prompt("My hot take", "I’ve married Harvey in three different saves. He’s a doctor, he’s stable, he never leaves town. That’s my whole type.")}
${prompt("Looking for", "A player two who can handle my farm being better than theirs.")}
${prompt("Ideal first date", "Co-op. You do the mines, I do the crops.")}
</div>
${tabs([icon.home(24), icon.heart(24), icon.chat(24), icon.person(24)], true)}`,
};

export const PROFILES: ScreenSpec[] = [lumen, thursday, kippo, geoGuessr, retroAchievements, smashrun];
