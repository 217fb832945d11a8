// Profiles: Dine (a regular at an Italian that stopped giving her a menu in 2022 and now asks how her mum
// is, saved twice), Tastebuds (dark, a cousin's ska band with nine on stage and eleven watching), Veggly
// (a grudge against a tofu brand since 2019, a screenshot in dark iOS Photos); Setlist.fm, Codewars
// and Nomad List are in screens-profiles-more.ts.
import { icon, picture } from "./icons";
import { head, pageCss, prompt, tabs } from "./blocks";
import type { ScreenSpec } from "./screen-type";
import { codewars, nomadList, setlistFm } from "./screens-profiles-more";
import { iosPhotos, shot } from "./viewer";

const onPhoto = (name: string, place: string) =>
  `<div style="position:absolute;left:16px;bottom:14px;color:#fff;text-shadow:0 1px 4px rgba(0,0,0,.5)"><div style="font-size:26px;font-weight:700">${name}</div><div style="font-size:14px">${place}</div></div>`;

export const dine: ScreenSpec = {
  id: "dine-how-my-mum-is",
  app: "Dine",
  kind: "profile",
  dark: false,
  device: "iphone",
  format: "jpeg",
  owner: { name: "Brigid", handle: null },
  time: "21:02",
  battery: 46,
  generations: [{ quality: 91 }, { width: 828, quality: 68 }],
  replies: false,
  css: `${pageCss({ bg: "#f8f4f0", card: "#fff", fg: "#2a2420", sub: "#7a6e66", line: "#eee5dd", accent: "#c8553d", soft: "#f8f4f0" })}.pr{margin:10px 14px 0}.fill{padding-bottom:10px}`,
  html: `${head("Dine", "Your picks for Friday", icon.sliders(22), icon.menu(22))}
<div class="fill">
${picture("100%", 250, ["#d8b89a", "#5a3a2a"], onPhoto("Brigid, 34", "Architect · Dundee · 3 miles away"))}
${prompt("My ideal first date", "Small plates, a window seat, and nobody in a hurry.")}
${prompt("I’m a regular at", "The Italian on Perth Road. They stopped giving me a menu in 2022, and now they just ask how my mum is.")}
${prompt("Dealbreaker", "Asking the waiter what’s good, then ordering the chicken.")}
</div>
${tabs([icon.home(24), icon.heart(24), icon.chat(24), icon.person(24)])}`,
};

export const tastebuds: ScreenSpec = {
  id: "tastebuds-eleven-of-us-watching",
  app: "Tastebuds",
  kind: "profile",
  dark: true,
  device: "android",
  format: "png",
  owner: { name: "Zsolt", handle: null },
  time: "23:40",
  battery: 37,
  replies: false,
  css: `${pageCss({ bg: "#15121c", card: "#211c2b", fg: "#f1eef6", sub: "#a9a2b8", line: "#2e2839", accent: "#e84a7a", soft: "#211c2b", size: 14 })}.pr{margin:8px 12px 0}.fr{gap:8px;padding:10px 14px 0;flex-wrap:wrap}.fr span{font-size:12px;background:#2e2839;border-radius:12px;padding:3px 10px}.lb{font-size:12px;font-weight:600;color:#a9a2b8;padding:10px 16px 0}`,
  html: `${head("Zsolt", "Online today", icon.moreV(20))}
<div class="fill">
${picture("100%", 200, ["#6a5aa0", "#1a1430"], onPhoto("Zsolt, 31", "Sound engineer · Frome · 6 miles away"))}
<div class="lb" data-role="ui">Top artists</div>
<div class="row fr" data-role="ui"><span>The Specials</span><span>Little Simz</span><span>Fontaines D.C.</span><span>Khruangbin</span></div>
${prompt("The song I’d play on a road trip", "Anything with a brass section.")}
${prompt("Last gig I went to", "My cousin’s ska band at the Crown. There were nine of them on stage and eleven of us watching.")}
${prompt("Looking for", "Someone to go halves on festival tickets.")}
</div>
${tabs([icon.home(24), icon.heart(24), icon.chat(24), icon.person(24)], true)}`,
};

const veggInner = `${head("Discover", "Vegans and vegetarians near you", icon.sliders(20), icon.menu(22))}
<div class="fill" style="padding-bottom:10px">
${picture("100%", 240, ["#a8d0a0", "#3a6a3a"], onPhoto("Liesel, 28", "Primary school teacher · Sheffield"))}
${prompt("Vegan since", "2017, after a very honest documentary.")}
${prompt("My toxic trait", "Holding a grudge against a tofu brand since 2019. I know what they did.")}
${prompt("Let’s go to", "A market, then argue about which samosa was best.")}
</div>`;

export const veggly: ScreenSpec = {
  id: "veggly-i-know-what-they-did",
  app: "Veggly",
  kind: "profile",
  dark: true,
  device: "iphone",
  format: "png",
  owner: { name: "Liesel", handle: null },
  time: "23:19",
  battery: 41,
  replies: false,
  css:
    pageCss({ bg: "#f1f7ef", card: "#fff", fg: "#1f2a1d", sub: "#6b7a68", line: "#e0eadc", accent: "#4caf50", soft: "#f1f7ef", size: 14.5 }) +
    `body{background:#000}`,
  html: iosPhotos({
    dark: true,
    day: "Yesterday",
    time: "23:02",
    body: shot({ device: "iphone", time: "23:01", battery: 44, dark: false, background: "#f1f7ef", html: veggInner }, 0.8, 740),
  }),
};

export const PROFILES: ScreenSpec[] = [dine, tastebuds, veggly, setlistFm, codewars, nomadList];
