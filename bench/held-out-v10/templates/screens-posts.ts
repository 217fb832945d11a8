// Posts: Vero (dark, a film photographer's one keeper of 36, out of focus on purpose, "It’s a quarry"),
// Cohost (nine months of accordion and a neighbour learning to live with it, downscaled), Yahoo Finance
// (dark, a long-term investor since 38, JPEG), What to Expect (34 weeks of nesting and labelled light
// switches, cropped at the top with the status bar gone, JPEG); Glass, Outdooractive and nebenan.de are
// in screens-posts-more.ts.
import { avatar, icon, picture } from "./icons";
import { acts, cmt, head, pageCss, paras, tabs, whoRow } from "./blocks";
import { say } from "./kit";
import type { ScreenSpec } from "./screen-type";
import { glass, nebenan, outdooractive } from "./screens-posts-more";
import { ui } from "./shell";

export const vero: ScreenSpec = {
  id: "vero-many-rocks",
  app: "Vero",
  kind: "post",
  dark: true,
  device: "iphone",
  format: "png",
  owner: { name: "jonah.rell", handle: null },
  time: "18:49",
  battery: 58,
  replies: true,
  css: `${pageCss({ bg: "#000", card: "#000", fg: "#f2f2f2", sub: "#9a9a9a", line: "#1f1f1f", accent: "#32c5c5", soft: "#141414" })}.cm{padding:7px 16px}`,
  html: `${head("Post", "", icon.more(22))}
<div class="fill">
<div class="cd">${whoRow("jonah.rell", "Photographer · 2h", "#5a6f7f", 34)}</div>
${picture("100%", 230, ["#c9a46a", "#5a4632"], `<div style="position:absolute;left:30px;top:120px;width:330px;height:120px;background:#3d3024;border-radius:40% 60% 0 0"></div>`)}
<div class="cd">${acts([
    [icon.heart(20), "148"],
    [icon.comment(20), "23"],
    [icon.bookmark(20), ""],
  ])}${paras("owner", ["Golden hour at the quarry. Shot on film, developed at home, then scanned on a £3,000 scanner so it looks like film. 36 exposures, one keeper, and it’s this one, which is slightly out of focus on purpose."])}</div>
${cmt("miri.salt", "1h", "#a0708a", "which part is in focus", "miri.salt")}
${cmt("jonah.rell", "1h", "#5a6f7f", "The feeling.", "owner", true)}
${cmt("dom_ettore", "48m", "#7a8a5a", "this is a rock", "dom_ettore")}
${cmt("jonah.rell", "40m", "#5a6f7f", "It’s a quarry, Dom. It’s many rocks.", "owner", true)}
${cmt("hallie.b", "12m", "#5a7ab0", "love the colours", "hallie.b")}
</div>
${tabs([icon.home(24), icon.search(24), icon.plusBox(24), icon.chat(24), icon.person(24)])}`,
};

export const cohost: ScreenSpec = {
  id: "cohost-accordion",
  app: "Cohost",
  kind: "post",
  dark: false,
  device: "android",
  format: "png",
  downscaleTo: 720,
  owner: { name: "bramblewick", handle: "@bramblewick" },
  time: "11:05",
  battery: 70,
  replies: true,
  css: `${pageCss({ bg: "#fff9f2", card: "#fff", fg: "#191919", sub: "#6d6a66", line: "#eadfd2", accent: "#83254f", soft: "#fdf1f5", size: 14.5 })}
.hd{background:#83254f;color:#fff}.hd small{color:#f3cfe0}.tg{padding:8px 16px 0;font-size:13px;color:#83254f}.cm{background:#fff9f2}`,
  html: `${head("bramblewick", "@bramblewick", icon.moreV(20))}
<div class="fill">
<div class="cd gap">${whoRow("bramblewick", "@bramblewick · 5 hours ago", "#83254f", 36)}${say("owner", "accordion update, month 9", "tt")}${paras("owner", ["I have been learning the accordion for 9 months. My neighbours have been learning to live with it for 9 months. We are both improving.", "I can now play two songs. The second one is the first one, slower."])}${ui("#accordion #music #a cry for help", "tg")}${acts(
    [
      [icon.heart(18), "86"],
      [icon.comment(18), "14"],
      [icon.repost(18), "22"],
    ],
  )}</div>
${cmt("moth-lamp", "4h", "#6a8ab0", "which one is the slower one", "moth-lamp")}
${cmt("bramblewick", "4h", "#83254f", "depends on the day", "owner", true)}
${cmt("duckpond", "3h", "#8ab06a", "my neighbour plays the drums, we should introduce them", "duckpond")}
${cmt("bramblewick", "3h", "#83254f", "the street isn’t ready", "owner", true)}
</div>
${tabs([icon.home(24), icon.bell(24), icon.plusBox(24), icon.person(24)], true)}`,
};

export const yahooFinance: ScreenSpec = {
  id: "yahoofinance-long-term-at-38",
  app: "Yahoo Finance",
  kind: "post",
  dark: true,
  device: "android",
  format: "jpeg",
  quality: 70,
  owner: { name: "Dale", handle: null },
  time: "15:58",
  battery: 35,
  replies: true,
  css: `${pageCss({ bg: "#101518", card: "#101518", fg: "#f0f3f5", sub: "#8f9aa3", line: "#232b31", accent: "#7e1fff", soft: "#1a2126", size: 14 })}
.tk{padding:10px 16px;border-bottom:1px solid #232b31}.tk b{font-size:22px}.tk span{font-size:14px;color:#ff5a5a;margin-left:8px}.tk small{display:block;font-size:12px;color:#8f9aa3}.cm{background:#101518}`,
  html: `${head("Conversations", "ORBX · Orbix Therapeutics", icon.search(20))}
<div class="tk" data-role="ui"><b>9.14</b><span>−0.62 (−6.35%)</span><small>At close · Nasdaq</small></div>
<div class="fill">
<div class="cd">${whoRow("Dale", "3 hours ago", "#5a7f9a", 32)}${paras("owner", ["Bought at 41, it’s at 9. Not selling, because I’m a long term investor. I became a long term investor at 38.", "Anyone else holding? Asking for me."])}${acts(
    [
      [icon.thumbUp(16), "212"],
      [icon.thumbDown(16), "9"],
      [icon.comment(16), "47"],
    ],
  )}</div>
${cmt("Agnieszka", "2h", "#9a6a7f", "what was the plan at 41", "Agnieszka")}
${cmt("Dale", "2h", "#5a7f9a", "Short term.", "owner", true)}
${cmt("Ansel", "2h", "#7f9a5a", "so the plan changed at 38 and the stock didn’t", "Ansel")}
${cmt("Dale", "1h", "#5a7f9a", "We’re both very patient now.", "owner", true)}
${cmt("tradingcat", "48m", "#9a8a5a", "earnings thursday, hold on", "tradingcat")}
</div>
${tabs([icon.home(24), icon.grid(24), icon.search(24), icon.bell(24)], true)}`,
};

export const whatToExpect: ScreenSpec = {
  id: "whattoexpect-lights-mark",
  app: "What to Expect",
  kind: "post",
  dark: false,
  device: "iphone",
  format: "jpeg",
  quality: 68,
  owner: { name: "NestingNadine", handle: null },
  time: "02:14",
  battery: 29,
  crop: { top: 50 },
  replies: true,
  css: `${pageCss({ bg: "#f6f4f9", card: "#fff", fg: "#2a2340", sub: "#6e6882", line: "#e7e3ef", accent: "#6a3fa0", soft: "#f3eefa", size: 15 })}
.gr{padding:8px 16px;font-size:13px;color:#6a3fa0;font-weight:600;background:#fff;border-bottom:1px solid #e7e3ef}.cm{border-top:1px solid #efecf4}`,
  html: `${head("March 2026 Babies", "Community group · 48.2K members", icon.bell(20))}
<div class="fill">
<div class="cd">${whoRow("NestingNadine", "Yesterday at 11:52 PM", "#b07a9a", 34)}${say("owner", "Has anyone else nested this hard??", "tt")}${paras("owner", ["I’m 34 weeks and yesterday I alphabetised the spices. Today I alphabetised them again, by country.", "My husband came home and found me labelling the light switches. He asked what they do and I said “lights, Mark.” He has gone to his mum’s for the evening."])}${acts(
    [
      [icon.heart(18), "341"],
      [icon.comment(18), "88"],
    ],
  )}</div>
${cmt("Kaz_and_bump", "11h", "#7a9ab0", "i cleaned inside the kettle lid with a toothbrush", "Kaz_and_bump")}
${cmt("firsttimer_jo", "10h", "#b0a06a", "can you come and do mine", "firsttimer_jo")}
${cmt("NestingNadine", "10h", "#b07a9a", "Only if your spices are from fewer than 12 countries.", "owner", true)}
${cmt("mamaof3soon4", "9h", "#6ab08a", "wait until you start ironing the bibs", "mamaof3soon4")}
</div>
${tabs([icon.home(24), icon.grid(24), icon.chat(24), icon.person(24)])}`,
};

export const POSTS: ScreenSpec[] = [vero, cohost, yahooFinance, whatToExpect, glass, outdooractive, nebenan];
void avatar;
