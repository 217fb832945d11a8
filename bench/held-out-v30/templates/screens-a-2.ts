// Part A's dating profiles, second file (v30): LoveScout24, be2, DateMyAge.
import { tabs } from "./blocks";
import { icon, picture } from "./icons";
import type { ScreenSpec } from "./screen-type";
import { card, cardCss, detail, note, noteCss, onPhoto, tags } from "./screens-a-kit";
import { esc } from "./shell";

export const loveScout24: ScreenSpec = {
  id: "lovescout24-cant-hang-up-on-my-mother",
  app: "LoveScout24",
  kind: "profile",
  dark: false,
  device: "android",
  format: "jpeg",
  generations: [{ quality: 78 }, { width: 900, quality: 64 }],
  owner: { name: "Dietlinde", handle: null },
  time: "18:31",
  battery: 81,
  replies: true,
  cutLines: 1,
  css: `${cardCss("#fff", "#d2384b", "#262424", 14.5, 10)}${noteCss("#fdf0f1", "#f3c9cf", "#b22b3c", "#262424")}
body{background:#f3f1ef;color:#262424}
.hd{flex:none;height:52px;padding:0 14px;gap:14px;background:#fff;border-bottom:1px solid #e8e3df;color:#262424}.hd b{flex:1;font-size:18px;font-weight:800;color:#d2384b}
.ph{flex:none;overflow:hidden;position:relative}
.mt2{position:absolute;right:12px;top:12px;background:#d2384b;color:#fff;border-radius:12px;padding:3px 10px;font-size:12px;font-weight:700}
.tg{flex:none;gap:6px;flex-wrap:wrap;padding:10px 12px 0}.tg span{font-size:12px;color:#4c4545;background:#fff;border:1px solid #e2d9d6;border-radius:4px;padding:4px 9px}
.act{flex:none;gap:10px;padding:8px 12px 10px;background:#fff;border-top:1px solid #e8e3df}.act span{flex:1;height:42px;border-radius:21px;display:flex;align-items:center;justify-content:center;font-size:14.5px;font-weight:700;color:#d2384b;border:1.5px solid #d2384b}.act span.lk{background:#d2384b;color:#fff}
.tb{flex:none;justify-content:space-around;height:56px;padding-bottom:4px;background:#fff;border-top:1px solid #e8e3df;color:#8a8280}`,
  html: `<div class="row hd" data-role="ui">${icon.back(22)}<b>${esc("LoveScout24")}</b>${icon.heart(21)}${icon.moreV(22)}</div>
<div class="fill" style="display:flex;flex-direction:column">
<div class="ph">${picture("100%", 165, ["#d9c6a8", "#6a5a43"], `<div class="mt2" data-role="ui">${esc("87% match")}</div>${onPhoto("Dietlinde, 47", "Leipzig · 12 km · Online", 24)}`)}</div>
${tags(["1.68 m", "Non-smoker", "Auctioneer", "Divorced", "1 adult son"])}
${card("About me", "owner", "Early riser, allotment in Gohlis, opera twice a year.")}
${card("You'd never guess", "owner", "I auction farm machinery across Saxony. I can sell a tractor in forty seconds. I still can't hang up on my mother.")}
${note("Andrzej wrote to you · 4:12 PM", "#6f8fb8", "Andrzej", "I bought a baler near Wurzen in May and I'm still not sure I raised my hand")}
${card("My Sundays", "owner", "Coffee and cake at my sister's, then the allotment.")}
</div>
<div class="row act" data-role="ui"><span>${esc("Maybe later")}</span><span class="lk">${esc("Write to her")}</span></div>
${tabs([icon.home(24), icon.search(24), icon.chat(24), icon.person(24)], true)}`,
};

export const be2: ScreenSpec = {
  id: "be2-nine-rings-gave-back-three",
  app: "be2",
  kind: "profile",
  dark: true,
  device: "iphone",
  format: "jpeg",
  quality: 70,
  owner: { name: "Evangelos", handle: null },
  time: "22:40",
  battery: 52,
  banner: {
    app: "Messages",
    color: "#34c759",
    title: "Delfina",
    body: "ok the golf ball man is CUTE, ask him about the rings",
    author: "Delfina",
    age: "now",
  },
  replies: true,
  cutLines: 1,
  css: `${cardCss("#1e2226", "#e0559b", "#e8ebee", 15, 12)}${noteCss("#2a1f27", "#4a3342", "#f08bbd", "#e5dfe3")}
body{background:#121416;color:#e8ebee}
.hd{flex:none;height:46px;padding:0 16px;gap:14px;background:#121416;color:#e8ebee}.hd b{flex:1;text-align:center;font-size:19px;font-weight:800;color:#e0559b}
.ph{flex:none;overflow:hidden;position:relative;margin:0 12px;border-radius:14px}
.mp{flex:none;margin:8px 12px 0;gap:10px;align-items:center;background:#1e2226;border-radius:12px;padding:9px 14px;font-size:13px;color:#c9ced3}.mp b{font-size:19px;color:#e0559b}
.dr{flex:none;justify-content:space-between;margin:0 12px;padding:8px 14px;background:#1e2226;border-bottom:1px solid #2b3035;font-size:13px}.dr span{color:#8d959c}.dr b{font-weight:600;color:#e8ebee}
.tb{flex:none;justify-content:space-around;height:80px;padding-bottom:26px;background:#181b1e;border-top:1px solid #2b3035;color:#8d959c;position:relative;z-index:3}.tb .on{color:#e0559b}`,
  html: `<div class="row hd" data-role="ui">${icon.back(22)}<b>${esc("be2")}</b>${icon.moreV(22)}</div>
<div class="fill" style="display:flex;flex-direction:column">
<div class="ph">${picture("100%", 150, ["#5d8fa6", "#163345"], onPhoto("Evangelos, 39", "Vilamoura · 8 km", 24))}</div>
<div class="row mp" data-role="ui"><b>${esc("112")}</b><span>${esc("points in common · calm and practical, like you")}</span></div>
<div style="margin-top:8px">${detail("Height", "182 cm")}${detail("Job", "Commercial diver")}${detail("Children", "None yet")}</div>
${card("How I'd describe myself", "owner", "Greek, living in Portugal, happiest in cold water and warm kitchens.")}
${card("Odd thing about my work", "owner", "I dive for lost golf balls in the lakes of four courses in the Algarve. I have found nine wedding rings and given back three.")}
${note("Adelheid liked your answer", "#8e7bb5", "Adelheid", "my father lost his ring at Vilamoura in 2019 and he says he threw it, please check anyway")}
${card("An evening I'd love", "owner", "Grilled sardines, a long table, nobody checking the time.")}
</div>
${tabs([icon.home(26), icon.search(26), `<span class="on">${icon.heartFilled(26)}</span>`, icon.chat(26), icon.person(26)])}`,
};

export const dateMyAge: ScreenSpec = {
  id: "datemyage-finger-to-my-lips-in-cub-foods",
  app: "DateMyAge",
  kind: "profile",
  dark: false,
  device: "android",
  format: "png",
  downscaleTo: 900,
  owner: { name: "Frederik", handle: null },
  time: "14:08",
  battery: 90,
  statusBarDark: true,
  statusBarBackground: "#234f86",
  replies: true,
  cutLines: 1,
  css: `${cardCss("#fff", "#234f86", "#1f2733", 15.5, 8)}${noteCss("#eef4fb", "#c9daee", "#234f86", "#1f2733")}
body{background:#eaf0f6;color:#1f2733}
.hd{flex:none;height:56px;padding:0 14px;gap:16px;background:#234f86;color:#fff}.hd b{flex:1;font-size:18px;font-weight:700}
.top{flex:none;gap:14px;padding:21px 14px;background:#fff;align-items:center;border-bottom:1px solid #d8e2ee}.top .pic{border-radius:50%}.nm2{font-size:22px;font-weight:700}.sub2{font-size:13.5px;color:#5b6878;margin-top:3px}
.tg{flex:none;gap:6px;flex-wrap:wrap;padding:10px 12px 0}.tg span{font-size:12.5px;color:#234f86;background:#fff;border:1px solid #c9daee;border-radius:14px;padding:4px 10px}
.tb{flex:none;justify-content:space-around;height:56px;padding-bottom:4px;background:#fff;border-top:1px solid #d8e2ee;color:#6d7a8a;position:relative;z-index:3}.tb .on{color:#234f86}`,
  html: `<div class="row hd" data-role="ui">${icon.back(22)}<b>${esc("DateMyAge")}</b>${icon.star(21)}${icon.moreV(22)}</div>
<div class="fill" style="display:flex;flex-direction:column">
<div class="row top">${picture(96, 96, ["#cfd6dc", "#5e6b75"])}<div data-role="ui"><div class="nm2">${esc("Frederik, 63")}</div><div class="sub2">${esc("Bloomington, MN · 7 miles")}</div><div class="sub2">${esc("Widowed · Retired electrician")}</div></div></div>
${tags(["6′0″", "Grandfather", "Christian", "Drinks rarely", "Wants a partner"])}
${card("About me", "owner", "Widower, two grandsons, a pontoon boat and a very loud laugh.")}
${card("Few people know", "owner", "From Thanksgiving to Christmas Eve I'm the Santa at the Mall of America. In July, kids stare at me in Cub Foods. I put a finger to my lips.")}
${note("Conchita sent a message · 11:20 AM", "#b0807a", "Conchita", "my grandson saw you at Cub Foods in July and has been good ever since")}
${card("Hoping to find", "owner", "Someone for walleye fishing in summer and card nights all winter, who won't mind a beard that is real.")}
</div>
${tabs([icon.home(24), icon.search(24), `<span class="on">${icon.chat(24)}</span>`, icon.person(24)], true)}`,
};
