// Part A's dating profiles, fourth file (v41): Jodi365, Amanda.
import { icon, picture } from "./icons";
import type { ScreenSpec } from "./screen-type";
import { caption, card, cardCss, note, noteCss, onPhoto, tags } from "./screens-a-kit";
import { esc } from "./shell";

export const jodi365: ScreenSpec = {
  id: "jodi365-the-unclaimed-goat-bell",
  app: "Jodi365",
  kind: "profile",
  dark: false,
  device: "iphone",
  format: "png",
  owner: { name: "Chandni", handle: null },
  time: "16:22",
  battery: 59,
  banner: {
    app: "Messages",
    color: "#34c759",
    title: "Falak",
    body: "wait is that Chandni from the school library?? she still has my geometry box from 2009",
    author: "Falak",
    age: "now",
  },
  replies: true,
  cutLines: 1,
  css: `${cardCss("#ffffff", "#c2185b", "#26181e", 15, 14)}${noteCss("#fdf0f5", "#f2cadb", "#a3144c", "#26181e")}
body{background:#f7f1f4;color:#26181e}
.ir{flex:none;height:44px;margin-top:26px;padding:0 16px;gap:18px;color:#26181e}.ir span{flex:1}
.wm{flex:none;padding:0 16px 8px;font-size:28px;font-weight:800;color:#c2185b;letter-spacing:-.6px}
.ph{flex:none;overflow:hidden;position:relative;margin:0 12px;border-radius:16px}
.tg{flex:none;gap:6px;flex-wrap:wrap;padding:10px 12px 0}.tg span{font-size:12.5px;color:#5a3a48;border:1px solid #e6c8d5;border-radius:14px;padding:4px 10px}
.act{flex:none;gap:12px;padding:10px 16px 30px;background:#fff;border-top:1px solid #eadde3}.act span{flex:1;height:46px;border-radius:23px;display:flex;align-items:center;justify-content:center;gap:7px;font-size:15px;font-weight:700;border:1.5px solid #c2185b;color:#c2185b}.act span.a{background:#c2185b;color:#fff}`,
  html: `<div class="row ir" data-role="ui">${icon.back(22)}<span></span>${icon.share(20)}${icon.more(22)}</div>
<div class="wm" data-role="ui">${esc("Jodi365")}</div>
<div class="fill" style="display:flex;flex-direction:column">
<div class="ph">${picture("100%", 150, ["#f0d9b5", "#8a4a5e"], `${caption("owner", "Imambara, winter", "left:12px;top:12px", "rgba(0,0,0,.45)")}${onPhoto("Chandni, 30", "Lucknow, Uttar Pradesh · 4 km", 25)}`)}</div>
${tags(["Librarian", "5' 3\"", "Hindi, Urdu, English", "Doesn't drink"])}
${card("About me", "owner", "School librarian in Lucknow. Tea twice a day, old Hindi songs, and a very strict returns policy.")}
${card("Ask me about", "owner", "I run my school's lost property cupboard. We have 43 water bottles, one harmonium and a goat bell nobody will claim.")}
${note("Akshay · 15:58", "#b57a92", "Akshay", "the goat bell is mine. long story, it involves sports day and my cousin")}
${card("My ideal partner", "owner", "A kind, steady man who reads the newspaper properly and still likes handwritten letters.")}
</div>
<div class="row act" data-role="ui"><span>${icon.close(18)}${esc("Not now")}</span><span class="a">${icon.chat(18)}${esc("Connect")}</span></div>`,
};

export const amanda: ScreenSpec = {
  id: "amanda-the-dog-waits-for-its-portrait",
  app: "Amanda",
  kind: "profile",
  dark: true,
  device: "iphone-max",
  format: "jpeg",
  quality: 72,
  downscaleTo: 1080,
  owner: { name: "Dasom", handle: null },
  time: "11:46",
  battery: 23,
  replies: true,
  cutLines: 1,
  css: `${cardCss("#1f1a1d", "#ff6f91", "#f1e8ec", 15.5, 14)}${noteCss("#2a2126", "#46303a", "#ffa0b6", "#f1e8ec")}
body{background:#141013;color:#f1e8ec}
.hd{flex:none;height:50px;padding:0 16px;gap:14px;color:#f1e8ec}.hd b{flex:1;font-size:22px;font-weight:800;color:#ff6f91;letter-spacing:-.3px;font-style:italic}
.ph{flex:none;overflow:hidden;position:relative;margin:0 12px;border-radius:16px}
.sc{flex:none;gap:8px;padding:10px 14px 0;font-size:13px;color:#ffa0b6;font-weight:700}
.tg{flex:none;gap:6px;flex-wrap:wrap;padding:8px 12px 0}.tg span{font-size:13px;color:#d9ccd2;background:#262024;border-radius:6px;padding:5px 9px}
.tb{flex:none;justify-content:space-around;padding:10px 10px 32px;background:#1a1518;border-top:1px solid #2e262b;color:#8c7f86}.tb svg:nth-child(3){color:#ff6f91}`,
  html: `<div class="row hd" data-role="ui">${icon.back(22)}<b>${esc("amanda")}</b>${icon.bell(21)}${icon.more(22)}</div>
<div class="fill" style="display:flex;flex-direction:column">
<div class="ph">${picture("100%", 270, ["#d9c0a6", "#4f3b5c"], `${caption("owner", "Hangang park, bike day", "left:12px;top:12px", "rgba(0,0,0,.5)")}${onPhoto("Dasom, 31", "Seoul, Mapo-gu · 2 km", 26)}`)}</div>
<div class="row sc" data-role="ui">${icon.star(16)}<span>${esc("Passed the profile review")}</span></div>
${tags(["Barista", "5' 3\"", "Drinks socially", "Non-smoker", "Serious relationship"])}
${card("About me", "owner", "Barista in Mangwon-dong. I make a good flat white and a better egg sandwich.")}
${card("My most unexpected talent", "owner", "I once drew a customer's dog in latte foam from a photo. Now he brings the dog, and it sits by the window waiting for its portrait.")}
${note("Chanwoo · 11:20", "#9b7282", "Chanwoo", "is this the cafe near the market? the same dog growled at me for ordering an americano")}
${card("Who I get along with", "owner", "Someone relaxed who likes slow Sunday mornings and won't rush a pour-over.")}
</div>
<div class="row tb" data-role="ui">${icon.home(25)}${icon.search(25)}${icon.heart(25)}${icon.chat(25)}${icon.person(25)}</div>`,
};
