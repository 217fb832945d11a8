// Part A's dating profiles, second file (v32): Daddyhunt, BlackPeopleMeet, Tourbar.
import { tabs } from "./blocks";
import { icon, picture } from "./icons";
import type { ScreenSpec } from "./screen-type";
import { card, cardCss, note, noteCss, onPhoto, tags } from "./screens-a-kit";
import { esc } from "./shell";

export const daddyhunt: ScreenSpec = {
  id: "daddyhunt-when-were-getting-engaged",
  app: "Daddyhunt",
  kind: "profile",
  dark: true,
  device: "iphone",
  format: "jpeg",
  generations: [{ quality: 82 }, { width: 900, quality: 68 }],
  owner: { name: "Edmundo", handle: null },
  time: "23:38",
  battery: 29,
  replies: true,
  cutLines: 0,
  css: `${cardCss("#1b212c", "#f29a3a", "#e8eaee", 15, 10)}${noteCss("#222a37", "#364152", "#f5b46a", "#e2e5ea")}
body{background:#11151c;color:#e8eaee}
.hd{flex:none;height:48px;padding:0 16px;gap:14px;background:#11151c;border-bottom:1px solid #232a36;color:#e8eaee}.hd b{flex:1;text-align:center;font-size:19px;font-weight:800;letter-spacing:.5px;color:#f29a3a}
.ph{flex:none;overflow:hidden;position:relative}
.ob{position:absolute;left:12px;top:12px;background:rgba(17,21,28,.8);color:#7ddc8f;border-radius:4px;padding:3px 8px;font-size:11.5px;font-weight:700}
.tg{flex:none;gap:6px;flex-wrap:wrap;padding:10px 12px 0}.tg span{font-size:12.5px;color:#c6cbd4;background:#1b212c;border:1px solid #333c4b;border-radius:4px;padding:4px 9px}
.tb{flex:none;justify-content:space-around;height:80px;padding-bottom:26px;background:#161b24;border-top:1px solid #232a36;color:#7d8596;position:relative;z-index:3}.tb .on{color:#f29a3a}`,
  html: `<div class="row hd" data-role="ui">${icon.back(22)}<b>${esc("DADDYHUNT")}</b>${icon.moreV(22)}</div>
<div class="fill" style="display:flex;flex-direction:column">
<div class="ph">${picture("100%", 170, ["#8fa3b8", "#2d3440"], `<div class="ob" data-role="ui">${esc("● Online")}</div>${onPhoto("Edmundo, 54", "Fort Lauderdale, FL · 6 mi", 25)}`)}</div>
${tags(["5′10″", "Salt and pepper", "Entertainer", "Social drinker", "Dating, maybe more"])}
${card("About", "owner", "Born in Tampa, raised on Cuban coffee, still can't parallel park.")}
${card("What I do", "owner", "I'm the magician on a cruise ship out of Fort Lauderdale. I've sawn my assistant Amparo in half four thousand times. My mother still asks when we're getting engaged.")}
${note("Alexei · 11:12 PM", "#5f7fa0", "Alexei", "I saw your show on the Bahamas cruise in 2022 and I still need to know where Amparo's legs go")}
${card("Looking for", "owner", "A man who enjoys the card tricks and never asks how they work.")}
</div>
${tabs([icon.grid(26), `<span class="on">${icon.person(26)}</span>`, icon.chat(26), icon.star(26)])}`,
};

export const blackPeopleMeet: ScreenSpec = {
  id: "blackpeoplemeet-each-congregation-believes-im-exclusive",
  app: "BlackPeopleMeet",
  kind: "profile",
  dark: false,
  device: "android",
  format: "png",
  downscaleTo: 900,
  owner: { name: "Ebony", handle: null },
  time: "14:52",
  battery: 73,
  statusBarDark: true,
  statusBarBackground: "#b8372b",
  replies: true,
  cutLines: 0,
  css: `${cardCss("#fff", "#b8372b", "#2b2422", 14.5, 8)}${noteCss("#fbf1ee", "#efd6cf", "#a3301f", "#2b2422")}
body{background:#f3efed;color:#2b2422}
.hd{flex:none;height:54px;padding:0 14px;gap:16px;background:#b8372b;color:#fff}.hd b{flex:1;font-size:18px;font-weight:700}
.top{flex:none;gap:14px;padding:12px 14px;background:#fff;align-items:center;border-bottom:1px solid #eadfdb}.top .pic{border-radius:8px}.nm2{font-size:21px;font-weight:700}.sub2{font-size:13px;color:#7a6d69;margin-top:3px}.ol{font-size:12px;color:#2f9a57;font-weight:700;margin-top:5px}
.tg{flex:none;gap:6px;flex-wrap:wrap;padding:10px 12px 0}.tg span{font-size:12px;color:#5a4c48;background:#fff;border:1px solid #e6d6d1;border-radius:4px;padding:4px 9px}
.act{flex:none;gap:12px;padding:8px 14px 10px;justify-content:center;background:#fff;border-top:1px solid #eadfdb}.act span{width:130px;height:42px;border-radius:6px;display:flex;align-items:center;justify-content:center;font-size:14px;font-weight:700;border:1.5px solid #d9c6c0;color:#7a6d69}.act span.lk{background:#b8372b;border-color:#b8372b;color:#fff}
.tb{flex:none;justify-content:space-around;height:56px;padding-bottom:4px;background:#fff;border-top:1px solid #eadfdb;color:#9a8d89}.tb .on{color:#b8372b}`,
  html: `<div class="row hd" data-role="ui">${icon.back(22)}<b>${esc("BlackPeopleMeet")}</b>${icon.moreV(22)}</div>
<div class="fill" style="display:flex;flex-direction:column">
<div class="row top">${picture(84, 84, ["#b07a55", "#3e2a22"])}<div data-role="ui"><div class="nm2">${esc("Ebony, 41")}</div><div class="sub2">${esc("Decatur, GA · 9 miles")}</div><div class="ol">${esc("Active today")}</div></div></div>
${tags(["5′7″", "Music teacher", "Christian", "No kids", "Doesn't smoke"])}
${card("Who I am", "owner", "Sweet tea, a clean kitchen, and gospel on the radio when I drive.")}
${card("My Sundays", "owner", "I play piano for two different churches in Atlanta every Sunday. Each congregation believes I'm exclusive.")}
${note("Adewale · 2:26 PM", "#6b4a8c", "Adewale", "I go to the 11:30 one and Pastor will never hear about the 9 o'clock from me")}
${card("Perfect first date", "owner", "Brunch after both services, so around two.")}
</div>
<div class="row act" data-role="ui"><span>${esc("Pass")}</span><span class="lk">${esc("Send a flirt")}</span></div>
${tabs([icon.search(24), `<span class="on">${icon.heartFilled(24, "#b8372b")}</span>`, icon.chat(24), icon.person(24)], true)}`,
};

export const tourbar: ScreenSpec = {
  id: "tourbar-still-cant-order-one-coffee",
  app: "Tourbar",
  kind: "profile",
  dark: false,
  device: "iphone",
  format: "jpeg",
  quality: 78,
  crop: { top: 50 },
  owner: { name: "Esther", handle: null },
  time: "10:58",
  battery: 88,
  replies: true,
  cutLines: 1,
  css: `${cardCss("#fff", "#e4572e", "#23262b", 15, 12)}${noteCss("#fff4ef", "#f6d6c9", "#c94a22", "#23262b")}
body{background:#f4f4f2;color:#23262b}
.hd{flex:none;height:48px;padding:0 16px;gap:14px;background:#fff;border-bottom:1px solid #e8e6e1;color:#23262b}.hd b{flex:1;text-align:center;font-size:20px;font-weight:800;color:#e4572e;letter-spacing:-.3px}
.tr{flex:none;gap:8px;padding:8px 16px;background:#fff2dc;color:#7a5413;font-size:13px;font-weight:600;align-items:center}
.ph{flex:none;overflow:hidden;position:relative}
.tg{flex:none;gap:6px;flex-wrap:wrap;padding:10px 12px 0}.tg span{font-size:12.5px;color:#45484f;background:#fff;border:1px solid #e2ded6;border-radius:14px;padding:4px 10px}
.tb{flex:none;justify-content:space-around;height:80px;padding-bottom:26px;background:#fff;border-top:1px solid #e8e6e1;color:#9a9ca3;position:relative;z-index:3}.tb .on{color:#e4572e}`,
  html: `<div class="row hd" data-role="ui">${icon.back(22)}<b>${esc("tourbar")}</b>${icon.moreV(22)}</div>
<div class="row tr" data-role="ui">${icon.globe(16)}<span>${esc("Traveling: Lisbon, Portugal · May 12 – 26")}</span></div>
<div class="fill" style="display:flex;flex-direction:column">
<div class="ph">${picture("100%", 160, ["#f3c58f", "#3d6f8e"], onPhoto("Esther, 45", "In Lisbon now · until Sunday", 25))}</div>
${tags(["From Hastings, Nebraska", "Livestock auctioneer", "Travel buddy", "Dinner dates", "5′6″"])}
${card("About me", "owner", "First trip abroad. Two kids in college, one ex-husband in Omaha, a lot of sunscreen.")}
${card("A skill of mine", "owner", "I'm a livestock auctioneer back home. I sell a whole bull in eleven seconds. I've been in Lisbon four days and still can't order one coffee.")}
${note("Cosette · 10:41 AM", "#5a9a8a", "Cosette", "I can teach you 'um galão, por favor' if you teach me to talk that fast")}
${card("Next stop", "owner", "Porto on Sunday, then back to Hastings in time for calving.")}
</div>
${tabs([icon.globe(26), `<span class="on">${icon.person(26)}</span>`, icon.chat(26), icon.bell(26)])}`,
};
