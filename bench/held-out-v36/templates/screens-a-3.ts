// Part A's dating profiles, third file (v36): Grouper, MeetMindful, Meet24.
import { avatar, icon, picture } from "./icons";
import { inputBar } from "./kit";
import type { ScreenSpec } from "./screen-type";
import { card, cardCss, note, noteCss, onPhoto, tags } from "./screens-a-kit";
import { esc } from "./shell";

export const grouper: ScreenSpec = {
  id: "grouper-still-acted-shocked",
  app: "Grouper",
  kind: "profile",
  dark: false,
  device: "iphone",
  format: "jpeg",
  quality: 78,
  owner: { name: "Brigitta", handle: null },
  time: "17:26",
  battery: 88,
  statusBarBackground: "#ffffff",
  replies: true,
  cutLines: 0,
  css: `${cardCss("#ffffff", "#1f7a8c", "#182a30", 15, 12)}${noteCss("#eaf6f8", "#c7e6ec", "#17606e", "#182a30")}
body{background:#f0f5f6;color:#182a30}
.hd{flex:none;height:50px;padding:0 16px;gap:14px;background:#fff;border-bottom:1px solid #dbe6e8;color:#182a30}.hd b{flex:1;text-align:center;font-size:22px;font-weight:800;color:#1f7a8c;letter-spacing:.5px}
.ph{flex:none;overflow:hidden;position:relative;margin:8px 12px 0;border-radius:14px}
.crew{flex:none;gap:8px;align-items:center;margin:9px 14px 0;font-size:13px;font-weight:600;color:#17606e}.crew .avatar{margin-right:-14px;border:2px solid #f0f5f6}.crew span:last-child{margin-left:18px}
.tg{flex:none;gap:6px;flex-wrap:wrap;padding:8px 12px 0}.tg span{font-size:12.5px;color:#2c4a52;background:#dcecef;border-radius:8px;padding:4px 9px}
.act{flex:none;gap:12px;padding:10px 16px 30px;background:#f0f5f6;border-top:1px solid #dbe6e8}.act span{flex:1;height:44px;border-radius:22px;display:flex;align-items:center;justify-content:center;font-size:15px;font-weight:700;background:#fff;border:1px solid #c6d9dd;color:#4c6a71}.act span.a{flex:1.6;background:#1f7a8c;border-color:#1f7a8c;color:#fff}`,
  html: `<div class="row hd" data-role="ui">${icon.back(22)}<b>${esc("GROUPER")}</b>${icon.more(22)}</div>
<div class="fill" style="display:flex;flex-direction:column">
<div class="ph">${picture("100%", 200, ["#f2b880", "#8c4a2f"], onPhoto("Brigitta, 32", "Minneapolis, MN · 5 mi", 26))}</div>
<div class="row crew" data-role="ui">${avatar(28, "#6aa7b3")}${avatar(28, "#b38a6a")}<span>${esc("Brigitta + 2 friends")}</span></div>
${tags(["5′10″", "Dental hygienist", "Drinks socially", "Dog person", "Relationship"])}
${card("Our crew's ideal night", "owner", "Bar trivia on Thursdays, then somebody's couch and a frozen pizza.")}
${card("Something you'd never guess", "owner", "I organised my own surprise party. Nobody else was going to, and I still acted shocked when I walked in.")}
${note("Astrid vouched for Brigitta", "#6aa7b3", "Astrid", "can confirm, she cried real tears at her own cake")}
${card("We're looking for", "owner", "Three people who'll stay out past ten and still show up to brunch.")}
</div>
<div class="row act" data-role="ui"><span>${esc("Pass")}</span><span class="a">${esc("Set up a Grouper")}</span></div>`,
};

export const meetMindful: ScreenSpec = {
  id: "meetmindful-best-ten-days-of-hers",
  app: "MeetMindful",
  kind: "profile",
  dark: true,
  device: "android",
  format: "png",
  downscaleTo: 720,
  owner: { name: "Dorit", handle: null },
  time: "06:14",
  battery: 93,
  replies: true,
  cutLines: 1,
  css: `${cardCss("#1c2320", "#8fbf9f", "#e3ebe6", 14.5, 14)}${noteCss("#222d28", "#33443b", "#a9d4b6", "#e3ebe6")}
body{background:#121815;color:#e3ebe6}
.hd{flex:none;height:52px;padding:0 14px;gap:14px;color:#e3ebe6}.hd b{flex:1;font-size:21px;font-weight:500;color:#8fbf9f;letter-spacing:.3px}
.ph{flex:none;overflow:hidden;position:relative;margin:2px 12px 0;border-radius:20px}
.tg{flex:none;gap:6px;flex-wrap:wrap;padding:9px 12px 0}.tg span{font-size:12px;color:#c5d6cb;background:#1d2622;border:1px solid #33443b;border-radius:14px;padding:4px 10px}
.act{flex:none;gap:26px;padding:10px 0 16px;justify-content:center;background:#121815}.act span{width:54px;height:54px;border-radius:50%;display:flex;align-items:center;justify-content:center;background:#1f2824;color:#8ea597;border:1px solid #33443b}.act span.lk{background:#8fbf9f;color:#121815;border-color:#8fbf9f}`,
  html: `<div class="row hd" data-role="ui">${icon.back(22)}<b>${esc("MeetMindful")}</b>${icon.moreV(22)}</div>
<div class="fill" style="display:flex;flex-direction:column">
<div class="ph">${picture("100%", 196, ["#6d8f7c", "#1f2b25"], onPhoto("Dorit, 45", "Boulder, CO · 2 mi", 25))}</div>
${tags(["5′6″", "Meditates daily", "Plant-based", "Sober", "Intentional dating"])}
${card("My morning practice", "owner", "Twenty minutes of sitting, a walk up Flagstaff, and far too much green tea.")}
${card("A little about me", "owner", "I lead silent retreats in the mountains. For ten days a year I don't say a word, and my sister says they're the best ten days of hers.")}
${note("Fletcher · 6:02 AM", "#6d8f7c", "Fletcher", "tried one in 2019 and hummed by accident on day four, the looks I got")}
${card("What I'm cultivating", "owner", "Patience, mostly with the traffic on the Diagonal Highway.")}
</div>
<div class="row act" data-role="ui"><span>${icon.close(24)}</span><span class="lk">${icon.heartFilled(24, "#121815")}</span></div>`,
};

export const meet24: ScreenSpec = {
  id: "meet24-everyone-knows-who-it-was-for",
  app: "Meet24",
  kind: "profile",
  dark: false,
  device: "android",
  format: "png",
  owner: { name: "Dumitru", handle: null },
  time: "15:22",
  battery: 39,
  statusBarBackground: "#ffffff",
  keyboard: true,
  suggestions: ["biggest", "one", "the"],
  replies: true,
  cutLines: 0,
  css: `${cardCss("#ffffff", "#e8590c", "#2a1f18", 14, 10)}${noteCss("#fff1e8", "#fbd5bf", "#c44d0a", "#2a1f18")}
body{background:#f7f3f0;color:#2a1f18}
.hd{flex:none;height:50px;padding:0 14px;gap:14px;background:#fff;border-bottom:1px solid #eee2da;color:#2a1f18}.hd b{flex:1;font-size:22px;font-weight:800;color:#e8590c}
.top{flex:none;gap:12px;padding:8px 14px 0;align-items:center}.top .pic{border-radius:50%}.nm2{font-size:20px;font-weight:700}.sub2{font-size:12.5px;color:#7a6a60;margin-top:2px}
.tg{flex:none;gap:5px;flex-wrap:wrap;padding:8px 12px 0}.tg span{font-size:11.5px;color:#5a4438;background:#fff;border:1px solid #ecd9cc;border-radius:12px;padding:3px 8px}
.bc{padding:9px 14px!important;margin-top:6px!important}
.fill{justify-content:flex-start}
.in{flex:none;gap:10px;padding:6px 10px 7px;background:#fff;border-top:1px solid #eee2da;color:#e8590c}.in .box{flex:1;min-height:36px;border-radius:18px;background:#f4ece7;display:flex;align-items:center;padding:6px 14px;font-size:14.5px;color:#8a7a70}.in .box.typed{color:#2a1f18}`,
  html: `<div class="row hd" data-role="ui">${icon.back(22)}<b>${esc("Meet24")}</b>${icon.moreV(22)}</div>
<div class="fill" style="display:flex;flex-direction:column;overflow:hidden">
<div class="row top">${picture(58, 58, ["#b59a7a", "#5a4530"])}<div data-role="ui"><div class="nm2">${esc("Dumitru, 57")}</div><div class="sub2">${esc("Turda, Cluj · 28 km · Online")}</div></div></div>
${tags(["178 cm", "Widower", "Drinks sometimes", "Serious"])}
${card("My hobbies", "owner", "Gardening, fishing, football on the radio.")}
${card("I'm proud of", "owner", "I won the marrow contest in our village three years running. Then they brought in a weight limit, and everyone knows who it was for.")}
${note("Florica · 3:15 PM", "#c98a5e", "Florica", "my husband came second to you all three years and he still will not say your name")}
</div>
${inputBar("how heavy was the biggest one", true)}`,
};
