// Profiles: Breeze (a talent for guessing the weight of things, a cake won at a fête in 2014 and the
// certificate kept, a screenshot in dark iOS Photos), S'More (dark, eleven visits to Legoland as an
// adult, twice with children), Stir (a single dad whose children would describe him as a taxi that also
// does spellings, saved twice); Sporcle, Ultimate Guitar and AniList are in screens-profiles-more.ts.
import { icon, picture } from "./icons";
import { head, pageCss, prompt, tabs } from "./blocks";
import type { ScreenSpec } from "./screen-type";
import { aniList, sporcle, ultimateGuitar } from "./screens-profiles-more";
import { iosPhotos, shot } from "./viewer";

const onPhoto = (name: string, place: string) =>
  `<div style="position:absolute;left:16px;bottom:14px;color:#fff;text-shadow:0 1px 4px rgba(0,0,0,.5)"><div style="font-size:26px;font-weight:700">${name}</div><div style="font-size:14px">${place}</div></div>`;

const breezeInner = `${head("Today’s profiles", "3 new matches to meet", icon.sliders(20), icon.menu(22))}
<div class="fill" style="padding-bottom:10px">
${picture("100%", 240, ["#e6c3a3", "#7a4a3a"], onPhoto("Fleur, 31", "Physiotherapist · Utrecht"))}
${prompt("My ideal first date", "A walk, a coffee, and a dog to say hello to.")}
${prompt("I’m weirdly good at", "Guessing the weight of things. I won a cake at a village fête in 2014 and I still have the certificate.")}
${prompt("I’m looking for", "Someone kind who doesn’t mind early mornings.")}
</div>`;

export const breeze: ScreenSpec = {
  id: "breeze-the-certificate",
  app: "Breeze",
  kind: "profile",
  dark: true,
  device: "iphone",
  format: "png",
  owner: { name: "Fleur", handle: null },
  time: "22:37",
  battery: 45,
  replies: false,
  css:
    pageCss({ bg: "#f4f1fb", card: "#fff", fg: "#221d33", sub: "#736c8a", line: "#e6e1f3", accent: "#6b4de6", soft: "#f4f1fb", size: 14.5 }) +
    `body{background:#000}`,
  html: iosPhotos({
    dark: true,
    day: "Yesterday",
    time: "22:14",
    body: shot({ device: "iphone", time: "22:13", battery: 49, dark: false, background: "#f4f1fb", html: breezeInner }, 0.8, 740),
  }),
};

export const sMore: ScreenSpec = {
  id: "smore-twice-with-children",
  app: "S'More",
  kind: "profile",
  dark: true,
  device: "android",
  format: "png",
  owner: { name: "Ottavia", handle: null },
  time: "23:05",
  battery: 51,
  replies: false,
  css: `${pageCss({ bg: "#12131a", card: "#1e2030", fg: "#f1f2f8", sub: "#a3a6bd", line: "#2b2e42", accent: "#ff8a3d", soft: "#1e2030", size: 14 })}.pr{margin:8px 12px 0}.fr{gap:8px;padding:10px 14px 0}.fr span{font-size:12px;background:#2b2e42;border-radius:12px;padding:3px 10px}`,
  html: `${head("Ottavia", "Active now", icon.moreV(20))}
<div class="fill">
${picture("100%", 210, ["#7aa0d6", "#2a3a6a"], onPhoto("Ottavia, 29", "Leeds · 4 miles away"))}
<div class="row fr" data-role="ui"><span>Climbing</span><span>Board games</span><span>Non-smoker</span></div>
${prompt("On a Friday night you’ll find me", "At the climbing wall, then the pub next door.")}
${prompt("A fact that surprises people", "I’ve been to Legoland eleven times as an adult. Twice with children.")}
${prompt("My green flag", "You text back before the weekend.")}
</div>
${tabs([icon.home(24), icon.heart(24), icon.chat(24), icon.person(24)], true)}`,
};

export const stir: ScreenSpec = {
  id: "stir-a-taxi-that-does-spellings",
  app: "Stir",
  kind: "profile",
  dark: false,
  device: "iphone",
  format: "jpeg",
  owner: { name: "Murdo", handle: null },
  time: "07:46",
  battery: 79,
  generations: [{ quality: 91 }, { width: 828, quality: 68 }],
  replies: false,
  css: `${pageCss({ bg: "#f7f3ef", card: "#fff", fg: "#2b2320", sub: "#7a6c64", line: "#ece3dc", accent: "#e2553d", soft: "#f7f3ef" })}.pr{margin:10px 14px 0}.fill{padding-bottom:10px}`,
  html: `${head("Stir", "Single parents, nearby", icon.sliders(22), icon.menu(22))}
<div class="fill">
${picture("100%", 250, ["#b7c9a8", "#4a5a3a"], onPhoto("Murdo, 42", "Dad of 2 · Falkirk · 5 miles away"))}
${prompt("My ideal weekend", "Football on Saturday morning, then a roast.")}
${prompt("My kids would describe me as", "A taxi that also does spellings.")}
${prompt("We’ll get on if", "You don’t mind a car that smells faintly of orange squash.")}
</div>
${tabs([icon.flame(24), icon.heart(24), icon.chat(24), icon.person(24)])}`,
};

export const PROFILES: ScreenSpec[] = [breeze, sMore, stir, sporcle, ultimateGuitar, aniList];
