// Profiles: Bristlr (a joiner who won the village scarecrow competition three years running, and was
// the scarecrow in 2019, a screenshot in dark iOS Photos saved twice), Filteroff (dark, a pineapple
// grown from a top, two years to go), Wingman (a profile written with a best friend, and a lost game of
// chess to a nine-year-old eating a yoghurt); RateYourMusic, parkrun and Exercism are in
// screens-profiles-more.ts.
import { icon, picture } from "./icons";
import { head, pageCss, prompt, tabs } from "./blocks";
import { say } from "./kit";
import type { ScreenSpec } from "./screen-type";
import { exercism, parkrun, rateYourMusic } from "./screens-profiles-more";
import { ui } from "./shell";
import { iosPhotos, shot } from "./viewer";

const onPhoto = (name: string, place: string) =>
  `<div style="position:absolute;left:16px;bottom:14px;color:#fff;text-shadow:0 1px 4px rgba(0,0,0,.5)"><div style="font-size:26px;font-weight:700">${name}</div><div style="font-size:14px">${place}</div></div>`;

const bristlrInner = `${head("Browse", "Beards near you", icon.sliders(20), icon.menu(22))}
<div class="fill" style="padding-bottom:10px">
${picture("100%", 230, ["#c8a27a", "#4a3020"], onPhoto("Fraser, 36", "Joiner · Inverness · 4 miles away"))}
${prompt("My beard in three words", "Mostly well behaved.")}
${prompt("I’m weirdly proud of", "Winning the village scarecrow competition three years running. The 2019 scarecrow was me.")}
${prompt("A perfect Sunday", "A hill walk, a pub with a fire, home before dark.")}
</div>`;

export const bristlr: ScreenSpec = {
  id: "bristlr-the-scarecrow-was-me",
  app: "Bristlr",
  kind: "profile",
  dark: true,
  device: "iphone",
  format: "jpeg",
  owner: { name: "Fraser", handle: null },
  time: "22:47",
  battery: 39,
  generations: [{ quality: 91 }, { width: 828, quality: 68 }],
  replies: false,
  css:
    pageCss({ bg: "#f5f1ea", card: "#fff", fg: "#2a241c", sub: "#786c5c", line: "#eae2d6", accent: "#c0632a", soft: "#f5f1ea", size: 14.5 }) +
    `body{background:#000}`,
  html: iosPhotos({
    dark: true,
    day: "Yesterday",
    time: "22:19",
    body: shot({ device: "iphone", time: "22:18", battery: 47, dark: false, background: "#f5f1ea", html: bristlrInner }, 0.8, 740),
  }),
};

export const filteroff: ScreenSpec = {
  id: "filteroff-two-years-ive-started",
  app: "Filteroff",
  kind: "profile",
  dark: true,
  device: "android",
  format: "png",
  owner: { name: "Yevgenia", handle: null },
  time: "22:05",
  battery: 46,
  replies: false,
  css: `${pageCss({ bg: "#100f17", card: "#1d1b28", fg: "#f0eef6", sub: "#a6a1b6", line: "#2c2938", accent: "#7b61ff", soft: "#1d1b28", size: 14 })}.pr{margin:8px 12px 0}.vd{gap:8px;padding:10px 16px 0;font-size:12px;font-weight:600;color:#a6a1b6}`,
  html: `${head("Yevgenia", "Speed dating · Tonight 8pm", icon.moreV(20))}
<div class="fill">
${picture("100%", 210, ["#7a5ab0", "#1a1430"], onPhoto("Yevgenia, 30", "Pharmacist · Rotherham · 5 miles away"))}
<div class="row vd" data-role="ui">${icon.video(16)}<span>Video date ready · 3 min</span></div>
${prompt("Green flag", "Owning a houseplant that is still alive.")}
${prompt("The last thing I googled", "How long a pineapple takes to grow from the top of a pineapple. Two years. I’ve started.")}
${prompt("Let’s talk about", "The best chip shop within an hour of here.")}
</div>
${tabs([icon.home(24), icon.video(24), icon.chat(24), icon.person(24)], true)}`,
};

export const wingman: ScreenSpec = {
  id: "wingman-eating-a-yoghurt",
  app: "Wingman",
  kind: "profile",
  dark: false,
  device: "iphone",
  format: "png",
  owner: { name: "Isadora", handle: null },
  time: "19:33",
  battery: 82,
  replies: true,
  css: `${pageCss({ bg: "#f4f6fb", card: "#fff", fg: "#1f2433", sub: "#6a7185", line: "#e2e6ef", accent: "#3a6cf4", soft: "#f4f6fb", size: 14.5 })}.pr{margin:8px 12px 0}.wf{margin:8px 12px 0;border-radius:14px;padding:12px 16px;background:#e9efff}.wl{font-size:12px;font-weight:600;color:#3a6cf4}.wt{font-size:15px;line-height:21px;margin-top:5px}`,
  html: `${head("Isadora", "Profile by Kamau", icon.more(22))}
<div class="fill">
${picture("100%", 200, ["#e0b0a0", "#7a3a4a"], onPhoto("Isadora, 33", "Librarian · Norwich · 2 miles away"))}
<div class="wf">${ui("Why Kamau says you should date her", "wl")}${say("Kamau", "She’s the friend who remembers your birthday, and your mum’s, and brings cake to both.", "wt")}</div>
${prompt("Typical Sunday", "A car boot sale, a roast, then a nap I call “resting my eyes”.")}
${prompt("Two truths and a lie", "I can juggle. I’ve been on the local news. I once lost at chess to a nine-year-old in six moves, and he was eating a yoghurt.")}
</div>
${tabs([icon.home(24), icon.heart(24), icon.chat(24), icon.person(24)])}`,
};

export const PROFILES: ScreenSpec[] = [bristlr, filteroff, wingman, rateYourMusic, parkrun, exercism];
