// Part A's dating profiles, third file (v32): Wapa, Feels, Twinby, SingleMuslim.
import { tabs } from "./blocks";
import { icon, picture } from "./icons";
import type { ScreenSpec } from "./screen-type";
import { card, cardCss, note, noteCss, onPhoto, tags } from "./screens-a-kit";
import { esc } from "./shell";

export const wapa: ScreenSpec = {
  id: "wapa-so-once-did-the-umpire",
  app: "Wapa",
  kind: "profile",
  dark: true,
  device: "android",
  format: "jpeg",
  quality: 70,
  owner: { name: "Bridgette", handle: null },
  time: "19:14",
  battery: 61,
  replies: true,
  cutLines: 0,
  css: `${cardCss("#221a24", "#ff6f9c", "#efe6ee", 14.5, 16)}${noteCss("#2b2030", "#47354d", "#ff9dbd", "#ebe1ea")}
body{background:#161117;color:#efe6ee}
.hd{flex:none;height:52px;padding:0 14px;gap:16px;background:#161117;color:#efe6ee}.hd b{flex:1;font-size:22px;font-weight:800;color:#ff6f9c;letter-spacing:-.4px}
.ph{flex:none;overflow:hidden;position:relative;margin:4px 12px 0;border-radius:18px}
.tg{flex:none;gap:6px;flex-wrap:wrap;padding:10px 12px 0}.tg span{font-size:12px;color:#d8ccd7;background:#221a24;border:1px solid #3e3042;border-radius:14px;padding:4px 10px}
.tb{flex:none;justify-content:space-around;height:56px;padding-bottom:4px;background:#1c161e;border-top:1px solid #2e2431;color:#8f8092}.tb .on{color:#ff6f9c}`,
  html: `<div class="row hd" data-role="ui">${icon.back(22)}<b>${esc("wapa")}</b>${icon.sliders(21)}${icon.moreV(22)}</div>
<div class="fill" style="display:flex;flex-direction:column">
<div class="ph">${picture("100%", 158, ["#e29a6b", "#3b2a4a"], onPhoto("Bridgette, 36", "Portland, ME · 4 miles", 24))}</div>
${tags(["She/her", "5′8″", "Baseball mascot", "Dog mom", "Relationship"])}
${card("About me", "owner", "Lighthouses, lobster rolls and one very old golden retriever called Fudge.")}
${card("My day job", "owner", "I'm the lobster mascot for a minor-league baseball team. Children cry when I hug them, and so, once, did the umpire.")}
${note("Francisca vouched for Bridgette", "#7fa06a", "Francisca", "She wore the claws to my wedding because my dad asked her to. Best person I know.")}
${card("Ideal Sunday", "owner", "Coffee on the porch, a cold swim, asleep by ten.")}
</div>
${tabs([icon.home(24), icon.search(24), `<span class="on">${icon.heartFilled(24, "#ff6f9c")}</span>`, icon.chat(24), icon.person(24)], true)}`,
};

export const feels: ScreenSpec = {
  id: "feels-eleven-thousand-children-a-pony",
  app: "Feels",
  kind: "profile",
  dark: false,
  device: "iphone-max",
  format: "png",
  crop: { bottom: 110 },
  downscaleTo: 1000,
  owner: { name: "Benoit", handle: null },
  time: "19:57",
  battery: 34,
  replies: true,
  cutLines: 1,
  css: `${cardCss("#fff", "#6b4eff", "#17161c", 15.5, 18)}${noteCss("#f1eeff", "#d9d1ff", "#5036d6", "#17161c")}
body{background:#f3f2f7;color:#17161c}
.hd{flex:none;height:50px;padding:0 16px;gap:14px;background:#f3f2f7;color:#17161c}.hd b{flex:1;font-size:24px;font-weight:900;letter-spacing:-.8px}
.ph{flex:none;overflow:hidden;position:relative;margin:0 12px;border-radius:22px}
.tg{flex:none;gap:6px;flex-wrap:wrap;padding:10px 12px 0}.tg span{font-size:13px;color:#3b3946;background:#fff;border-radius:14px;padding:5px 11px}`,
  html: `<div class="row hd" data-role="ui"><b>${esc("feels")}</b>${icon.sliders(22)}${icon.moreV(22)}</div>
<div class="fill" style="display:flex;flex-direction:column">
<div class="ph">${picture("100%", 200, ["#c8b9a2", "#4f4a5e"], onPhoto("Benoit, 58", "Lyon 7e · 3 km", 27))}</div>
${tags(["183 cm", "Retired postman", "Grandfather", "Wine lover", "Something serious"])}
${card("A few things about me", "owner", "Retired from the post office, a garden full of tomatoes, my grandson every Wednesday.")}
${card("My December job", "owner", "Every December I'm Father Christmas at a shopping centre in Lyon. I've promised eleven thousand children a pony and delivered none.")}
${note("Amandine · 7:55 PM", "#c0758e", "Amandine", "I asked you for a pony in 1998 and I'd like an update")}
${card("What I'm after", "owner", "A kind woman who likes markets, long lunches and the odd card game on a Sunday afternoon.")}
${card("My weekends", "owner", "The market at Quai Saint-Antoine, then lunch with whoever is free.")}
</div>`,
};

export const twinby: ScreenSpec = {
  id: "twinby-slept-in-every-bed-in-the-building",
  app: "Twinby",
  kind: "profile",
  dark: false,
  device: "iphone",
  format: "png",
  owner: { name: "Dinara", handle: null },
  time: "01:27",
  battery: 19,
  banner: {
    app: "Messages",
    color: "#34c759",
    title: "Faiza",
    body: "wait, isn't that the security girl who chased us from the showroom at closing",
    author: "Faiza",
    age: "now",
  },
  replies: true,
  cutLines: 0,
  css: `${cardCss("#fff", "#5b57f0", "#1c1c28", 15, 16)}${noteCss("#f0efff", "#d8d6fb", "#4440c9", "#1c1c28")}
body{background:#f2f2f8;color:#1c1c28}
.hd{flex:none;height:48px;padding:0 16px;gap:14px;background:#fff;border-bottom:1px solid #e6e6f0;color:#1c1c28}.hd b{flex:1;text-align:center;font-size:20px;font-weight:800;color:#5b57f0}
.ph{flex:none;overflow:hidden;position:relative}
.ai{flex:none;margin:10px 12px 0;border-radius:14px;padding:10px 14px;background:linear-gradient(90deg,#5b57f0,#9b5cf0);color:#fff}.ai .a1{font-size:14px;font-weight:700}.ai .a2{font-size:13px;margin-top:2px;opacity:.92}
.tg{flex:none;gap:6px;flex-wrap:wrap;padding:10px 12px 0}.tg span{font-size:12.5px;color:#3d3d52;background:#fff;border:1px solid #dedef0;border-radius:14px;padding:4px 10px}
.tb{flex:none;justify-content:space-around;height:80px;padding-bottom:26px;background:#fff;border-top:1px solid #e6e6f0;color:#9a9ab0;position:relative;z-index:3}.tb .on{color:#5b57f0}`,
  html: `<div class="row hd" data-role="ui">${icon.back(22)}<b>${esc("twinby")}</b>${icon.moreV(22)}</div>
<div class="fill" style="display:flex;flex-direction:column">
<div class="ph">${picture("100%", 150, ["#a9b8d8", "#3b3760"], onPhoto("Dinara, 29", "Kazan · 4 km", 25))}</div>
<div class="ai" data-role="ui"><div class="a1">${esc("Twinby AI: 87% compatible")}</div><div class="a2">${esc("You both like sleeping in")}</div></div>
${tags(["165 cm", "Night security", "Night owl", "Doesn't drink", "Long-term"])}
${card("Me, briefly", "owner", "Warm and calm, reads a lot, cooks plov on Sundays, laughs too loud at films.")}
${card("Where I spend my nights", "owner", "I'm the night guard at a furniture superstore in Kazan. I have slept in every bed in the building, strictly for quality control.")}
${note("Elif · 1:14 AM", "#c7865a", "Elif", "which one's the best, asking because my mattress is older than my nephew")}
${card("Looking for", "owner", "Patient and kind, ideally a fellow night owl.")}
</div>
${tabs([icon.flame(26), `<span class="on">${icon.person(26)}</span>`, icon.chat(26), icon.sliders(26)])}`,
};

export const singleMuslim: ScreenSpec = {
  id: "singlemuslim-not-sure-im-letting-them",
  app: "SingleMuslim",
  kind: "profile",
  dark: false,
  device: "android",
  format: "jpeg",
  quality: 76,
  owner: { name: "Afsaneh", handle: null },
  time: "16:33",
  battery: 55,
  statusBarDark: true,
  statusBarBackground: "#0e6b50",
  replies: true,
  cutLines: 0,
  css: `${cardCss("#fff", "#0e6b50", "#1f2a26", 14.5, 10)}${noteCss("#eef7f3", "#cfe6dc", "#0b5a43", "#1f2a26")}
body{background:#eff3f1;color:#1f2a26}
.hd{flex:none;height:54px;padding:0 14px;gap:16px;background:#0e6b50;color:#fff}.hd b{flex:1;font-size:19px;font-weight:700}
.top{flex:none;gap:14px;padding:12px 14px;background:#fff;align-items:center;border-bottom:1px solid #dfe8e4}.top .pic{border-radius:50%}.nm2{font-size:21px;font-weight:700}.sub2{font-size:13px;color:#6b7a74;margin-top:3px}.ol{font-size:12px;color:#0e6b50;font-weight:700;margin-top:5px}
.tg{flex:none;gap:6px;flex-wrap:wrap;padding:10px 12px 0}.tg span{font-size:12px;color:#43514b;background:#fff;border:1px solid #d4e2dc;border-radius:14px;padding:4px 10px}
.act{flex:none;gap:12px;padding:8px 14px 10px;justify-content:center;background:#fff;border-top:1px solid #dfe8e4;position:relative;z-index:3}.act span{width:130px;height:42px;border-radius:21px;display:flex;align-items:center;justify-content:center;font-size:14px;font-weight:700;border:1.5px solid #c3d6ce;color:#6b7a74}.act span.lk{background:#0e6b50;border-color:#0e6b50;color:#fff}
.tb{flex:none;justify-content:space-around;height:56px;padding-bottom:4px;background:#fff;border-top:1px solid #dfe8e4;color:#8a9792;position:relative;z-index:3}.tb .on{color:#0e6b50}`,
  html: `<div class="row hd" data-role="ui">${icon.back(22)}<b>${esc("SingleMuslim")}</b>${icon.moreV(22)}</div>
<div class="fill" style="display:flex;flex-direction:column">
<div class="row top">${picture(84, 84, ["#c9a68c", "#4d3b36"])}<div data-role="ui"><div class="nm2">${esc("Afsaneh, 33")}</div><div class="sub2">${esc("Bradford, West Yorkshire · 5 miles")}</div><div class="ol">${esc("Photo verified")}</div></div></div>
${tags(["5′3″", "Chess tutor", "Practising", "Never married", "Hoping to marry soon"])}
${card("In brief", "owner", "Eldest daughter, good with a spreadsheet, makes a biryani people drive across town for.")}
${card("My job", "owner", "I teach chess to nine-year-olds in Bradford. I've let them win about four hundred times. Lately I'm not sure I'm letting them.")}
${note("Faheem · Sent a message", "#8a6a3c", "Faheem", "my son had lessons with you and now tells the whole family he beat a grandmaster")}
${card("Family", "owner", "Two younger brothers, one very involved mother and a very old cat who sleeps on my chessboard.")}
</div>
<div class="row act" data-role="ui"><span>${esc("Pass")}</span><span class="lk">${esc("Send salaam")}</span></div>
${tabs([icon.home(24), icon.search(24), icon.chat(24), icon.person(24)], true)}`,
};
