// Part A's dating profiles, second file (v33): Dating.com, Mate1, SeniorMatch.
import { icon, picture } from "./icons";
import type { ScreenSpec } from "./screen-type";
import { card, cardCss, note, noteCss, onPhoto, tags } from "./screens-a-kit";
import { esc } from "./shell";

export const datingCom: ScreenSpec = {
  id: "datingcom-broken-more-hearts-in-timonium",
  app: "Dating.com",
  kind: "profile",
  dark: true,
  device: "android",
  format: "jpeg",
  generations: [{ quality: 80 }, { width: 920, quality: 70 }],
  owner: { name: "Candace", handle: null },
  time: "21:09",
  battery: 71,
  replies: true,
  cutLines: 1,
  css: `${cardCss("#1d1b2b", "#9c8cff", "#ebe9f4", 14.5, 12)}${noteCss("#262338", "#3b3656", "#b3a7ff", "#e4e1f0")}
body{background:#131220;color:#ebe9f4}
.hd{flex:none;height:54px;padding:0 14px;gap:16px;color:#ebe9f4;background:#131220;border-bottom:1px solid #25233a}.hd b{flex:1;font-size:19px;font-weight:700}.hd b i{font-style:normal;color:#9c8cff}
.ph{flex:none;overflow:hidden;position:relative}
.tg{flex:none;gap:6px;flex-wrap:wrap;padding:10px 12px 0}.tg span{font-size:12px;color:#c7c3da;background:#1d1b2b;border:1px solid #34304c;border-radius:14px;padding:4px 10px}
.act{flex:none;gap:12px;padding:8px 14px 10px;background:#181727;border-top:1px solid #25233a}.act span{flex:1;height:42px;border-radius:21px;display:flex;align-items:center;justify-content:center;gap:6px;font-size:14px;font-weight:700;border:1.5px solid #3b3656;color:#c7c3da}.act span.lk{background:#7b68ee;border-color:#7b68ee;color:#fff}`,
  html: `<div class="row hd" data-role="ui">${icon.back(22)}<b>${esc("Dating")}<i>${esc(".com")}</i></b>${icon.star(21)}${icon.moreV(22)}</div>
<div class="fill" style="display:flex;flex-direction:column">
<div class="ph">${picture("100%", 180, ["#d8a48f", "#4c2e3e"], onPhoto("Candace, 47", "Baltimore, Maryland, USA", 24))}</div>
${tags(["5′6″", "Wine with dinner", "Food columnist", "Divorced", "One daughter"])}
${card("About Candace", "owner", "Orioles games, Sunday brunch in Fells Point, a daughter in college and a cat who hates men.")}
${card("A thing I'm known for", "owner", "Every August I judge the crab cake contest at the Maryland State Fair. Forty-one entries in one afternoon. No woman in Timonium has broken more hearts.")}
${note("Alonzo · Message", "#6d8bb0", "Alonzo", "my uncle came second in 2019 and the family still won't say your name at Thanksgiving")}
${card("What I want", "owner", "Honesty, good shoes, and someone who finishes his sentences.")}
</div>
<div class="row act" data-role="ui"><span>${icon.close(20)}${esc("Skip")}</span><span class="lk">${icon.chat(18)}${esc("Chat now")}</span></div>`,
};

export const mate1: ScreenSpec = {
  id: "mate1-i-still-count-twice",
  app: "Mate1",
  kind: "profile",
  dark: false,
  device: "iphone",
  format: "png",
  owner: { name: "Cleon", handle: null },
  time: "20:33",
  battery: 54,
  banner: {
    app: "Messages",
    color: "#34c759",
    title: "Dacey",
    body: "is that the penguin guy?? he told my whole class to stop tapping on the glass",
    author: "Dacey",
    age: "now",
  },
  replies: true,
  cutLines: 0,
  css: `${cardCss("#fff", "#1683c9", "#1d2329", 15, 14)}${noteCss("#eef7fd", "#cbe4f5", "#126fab", "#1d2329")}
body{background:#f1f4f7;color:#1d2329}
.hd{flex:none;height:48px;padding:0 16px;gap:14px;background:#fff;border-bottom:1px solid #e3e8ee}.hd b{flex:1;text-align:center;font-size:21px;font-weight:800;color:#1683c9;letter-spacing:-.4px}
.ph{flex:none;overflow:hidden;position:relative}.mp{position:absolute;right:12px;bottom:14px;background:#1683c9;color:#fff;border-radius:14px;padding:4px 10px;font-size:12.5px;font-weight:700}
.tg{flex:none;gap:6px;flex-wrap:wrap;padding:8px 12px 0}.tg span{font-size:12.5px;color:#44505c;background:#fff;border:1px solid #d8e1ea;border-radius:14px;padding:4px 10px}
.tb{flex:none;justify-content:space-around;height:80px;padding-bottom:26px;background:#fff;border-top:1px solid #e3e8ee;color:#8c98a4;position:relative;z-index:3}.tb .on{color:#1683c9}`,
  html: `<div class="row hd" data-role="ui">${icon.back(22)}<b>${esc("Mate1")}</b>${icon.more(22)}</div>
<div class="fill" style="display:flex;flex-direction:column">
<div class="ph">${picture("100%", 190, ["#a8c6d8", "#2f4c5e"], `<div class="mp" data-role="ui">${esc("Mate1 Top Pick")}</div>${onPhoto("Cleon, 36", "Calgary, AB · 6 km", 25)}`)}</div>
${tags(["Zookeeper", "Never married", "Prefers not to drink", "Wants a relationship", "6′0″"])}
${card("Me in general", "owner", "Hockey in winter, camping in summer, and an unreasonable number of toques.")}
${card("What fills my days", "owner", "Each morning at seven I count the penguins at the Calgary Zoo. There have been forty-two for eleven years. I still count twice because I trust nobody.")}
${note("Abigail · 8:20 PM", "#b58f6d", "Abigail", "last spring I counted forty-three from the viewing window and a keeper said I'd miscounted")}
${card("A perfect first date", "owner", "Coffee, a stroll along the Bow River, then whatever you like.")}
</div>
<div class="row tb" data-role="ui">${icon.search(26)}<span class="on">${icon.heartFilled(26, "#1683c9")}</span>${icon.chat(26)}${icon.person(26)}</div>`,
};

export const seniorMatch: ScreenSpec = {
  id: "seniormatch-nobody-asked-for-the-key-back",
  app: "SeniorMatch",
  kind: "profile",
  dark: false,
  device: "iphone-max",
  format: "png",
  downscaleTo: 1000,
  owner: { name: "Evangeline", handle: null },
  time: "16:12",
  battery: 88,
  replies: true,
  cutLines: 0,
  css: `${cardCss("#fff", "#0f7f86", "#20292b", 16.5, 12)}${noteCss("#ecf7f7", "#c6e5e6", "#0c6a70", "#20292b")}
body{background:#f2f5f5;color:#20292b}
.hd{flex:none;height:50px;padding:0 16px;gap:14px;background:#0f7f86;color:#fff}.hd b{flex:1;text-align:center;font-size:20px;font-weight:700}
.top{flex:none;gap:16px;padding:12px 16px;background:#fff;align-items:center;border-bottom:1px solid #e1e9e9}.top .pic{border-radius:12px}.nm2{font-size:24px;font-weight:700}.sub2{font-size:15px;color:#5f6d70;margin-top:3px}
.tg{flex:none;gap:7px;flex-wrap:wrap;padding:10px 12px 0}.tg span{font-size:13.5px;color:#34474a;background:#fff;border:1px solid #cfdfe0;border-radius:16px;padding:5px 11px}
.act{flex:none;gap:12px;padding:10px 16px 30px;background:#fff;border-top:1px solid #e1e9e9}.act span{flex:1;height:46px;border-radius:23px;display:flex;align-items:center;justify-content:center;font-size:16px;font-weight:700;border:1.5px solid #b9cfd0;color:#34474a}.act span.lk{background:#0f7f86;border-color:#0f7f86;color:#fff}`,
  html: `<div class="row hd" data-role="ui">${icon.back(24)}<b>${esc("SeniorMatch")}</b>${icon.moreV(24)}</div>
<div class="fill" style="display:flex;flex-direction:column">
<div class="row top">${picture(96, 96, ["#e7d3c4", "#7a6a66"])}<div data-role="ui"><div class="nm2">${esc("Evangeline, 68")}</div><div class="sub2">${esc("Dunedin, New Zealand")}</div><div class="sub2">${esc("Active today")}</div></div></div>
${tags(["Widowed", "Retired piano teacher", "Grandmother of five", "Non-smoker"])}
${card("A little background", "owner", "Gardening, crosswords, and the odd glass of Central Otago pinot with my sister.")}
${card("Forty years of lessons", "owner", "I taught piano in Dunedin for forty years. Thirty-one families gave me a front-door key, and not one has ever wanted it back.")}
${note("Archibald · 4:05 PM", "#7f9a8a", "Archibald", "I believe one of those is ours, my daughter had lessons in 1987 and we never changed the locks")}
${card("Companion wanted", "owner", "Someone who enjoys a stroll along St Clair beach and a proper cup of tea afterwards.")}
</div>
<div class="row act" data-role="ui"><span>${esc("Not now")}</span><span class="lk">${esc("Say hello")}</span></div>`,
};
