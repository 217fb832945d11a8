// Part A's dating profiles, first file (v33): Fastmeet, LovePlanet, Adopte.
import { icon, picture } from "./icons";
import type { ScreenSpec } from "./screen-type";
import { caption, card, cardCss, note, noteCss, onPhoto, tags } from "./screens-a-kit";
import { esc } from "./shell";

export const fastmeet: ScreenSpec = {
  id: "fastmeet-throw-a-heavy-ball-at-my-lifes-work",
  app: "Fastmeet",
  kind: "profile",
  dark: false,
  device: "android",
  format: "png",
  owner: { name: "Brenton", handle: null },
  time: "22:31",
  battery: 38,
  statusBarDark: true,
  statusBarBackground: "#f2573f",
  replies: true,
  cutLines: 0,
  css: `${cardCss("#fff", "#e4482f", "#232024", 14.5, 12)}${noteCss("#fff4ef", "#fbd5c8", "#cf3d25", "#232024")}
body{background:#f6f2f0;color:#232024}
.hd{flex:none;height:54px;padding:0 14px;gap:16px;background:linear-gradient(90deg,#f2573f,#f7853a);color:#fff}.hd b{flex:1;font-size:20px;font-weight:800;letter-spacing:-.3px}
.ph{flex:none;overflow:hidden;position:relative}
.dots{position:absolute;top:8px;left:10px;right:10px;display:flex;gap:4px}.dots i{flex:1;height:3px;border-radius:2px;background:rgba(255,255,255,.45)}.dots i.on{background:#fff}
.tg{flex:none;gap:6px;flex-wrap:wrap;padding:10px 12px 0}.tg span{font-size:12px;color:#5a4c48;background:#fff;border:1px solid #f0ddd6;border-radius:14px;padding:4px 10px}
.act{flex:none;gap:26px;padding:10px 0 12px;justify-content:center;background:#f6f2f0}.act span{width:54px;height:54px;border-radius:50%;display:flex;align-items:center;justify-content:center;background:#fff;box-shadow:0 2px 8px rgba(0,0,0,.12);color:#9b8d88}.act span.lk{background:#f2573f;color:#fff}
.tb{flex:none;justify-content:space-around;height:56px;padding-bottom:4px;background:#fff;border-top:1px solid #eee2dd;color:#a3958f}.tb .on{color:#f2573f}`,
  html: `<div class="row hd" data-role="ui">${icon.back(22)}<b>${esc("Fastmeet")}</b>${icon.sliders(22)}${icon.moreV(22)}</div>
<div class="fill" style="display:flex;flex-direction:column">
<div class="ph">${picture("100%", 200, ["#6d7fa6", "#2b2f45"], `<div class="dots"><i class="on"></i><i></i><i></i><i></i></div>${caption("owner", "Lane 9, behaving itself for once", "left:14px;top:22px")}${onPhoto("Brenton, 31", "Leeds · 4 km away", 24)}`)}</div>
${tags(["5′11″", "Something serious", "Bowling alley technician", "Drinks socially", "Open to kids"])}
${card("In a nutshell", "owner", "Curry on a Friday, Leeds Rhinos on a Saturday, long walks round Roundhay Park.")}
${card("My line of work", "owner", "I fix the pinsetters at a bowling alley in Leeds. Every night people throw a heavy ball at my life's work and call it a date.")}
${note("Desiree · 10:12 PM", "#b5737f", "Desiree", "I bowled a 41 there on my birthday and I'd like to formally blame your machines")}
</div>
<div class="row act" data-role="ui"><span>${icon.close(26)}</span><span class="lk">${icon.heartFilled(26, "#fff")}</span><span>${icon.star(24)}</span></div>
${tabsA()}`,
};

function tabsA(): string {
  return `<div class="row tb" data-role="ui">${icon.flame(24)}<span class="on">${icon.heartFilled(24, "#f2573f")}</span>${icon.chat(24)}${icon.person(24)}</div>`;
}

export const lovePlanet: ScreenSpec = {
  id: "loveplanet-all-of-them-keep-walking",
  app: "LovePlanet",
  kind: "profile",
  dark: true,
  device: "iphone",
  format: "jpeg",
  quality: 72,
  owner: { name: "Arkady", handle: null },
  time: "23:18",
  battery: 27,
  replies: true,
  cutLines: 0,
  css: `${cardCss("#1b2130", "#5aa7ff", "#e6e9f0", 15, 12)}${noteCss("#1f2a3d", "#2f4262", "#7dbbff", "#dfe6f2")}
body{background:#10141d;color:#e6e9f0}
.hd{flex:none;height:46px;padding:0 16px;gap:14px;color:#e6e9f0}.hd b{flex:1;text-align:center;font-size:19px;font-weight:800;color:#5aa7ff;letter-spacing:-.3px}
.top{flex:none;gap:14px;padding:8px 14px 6px;align-items:center}.top .pic{border-radius:50%}.nm2{font-size:22px;font-weight:700}.sub2{font-size:13px;color:#98a0b3;margin-top:2px}.ol{margin-top:5px;font-size:12px;color:#6fcf8f}
.tg{flex:none;gap:6px;flex-wrap:wrap;padding:6px 12px 0}.tg span{font-size:12px;color:#c3c9d6;background:#1b2130;border:1px solid #2c3447;border-radius:14px;padding:4px 10px}
.act{flex:none;gap:10px;padding:10px 12px 30px;background:#151a25;border-top:1px solid #262e40}.act span{flex:1;height:40px;border-radius:20px;display:flex;align-items:center;justify-content:center;gap:6px;font-size:14px;font-weight:600;border:1px solid #33405a;color:#c3c9d6}.act span.w{background:#3d8cf0;border-color:#3d8cf0;color:#fff}`,
  html: `<div class="row hd" data-role="ui">${icon.back(22)}<b>${esc("LovePlanet")}</b>${icon.moreV(22)}</div>
<div class="fill" style="display:flex;flex-direction:column">
<div class="row top">${picture(80, 80, ["#9fb3c8", "#3a4a63"])}<div data-role="ui"><div class="nm2">${esc("Arkady, 44")}</div><div class="sub2">${esc("St Petersburg · 3 km")}</div><div class="ol">${esc("was online 8 min ago")}</div></div></div>
${tags(["182 cm", "Metro station attendant", "Doesn't smoke", "Divorced", "Serious relationship"])}
${card("What I'm like", "owner", "Quiet, reliable, good with a samovar and bad with mornings.")}
${card("My job, in short", "owner", "I sit in the glass booth at the foot of the escalator at Admiralteyskaya station. Thousands of people ride down towards me daily, and all of them keep walking.")}
${note("Bronislava liked this answer", "#8a7bb0", "Bronislava", "I waved at you on Thursday from the up escalator and you looked straight through me")}
${card("Who I'm looking for", "owner", "A woman who stands on the right and walks on the left, like a civilised person.")}
</div>
<div class="row act" data-role="ui"><span>${icon.gift(18)}${esc("Gifts")}</span><span>${esc("Send a wink")}</span><span class="w">${icon.chat(18)}${esc("Write")}</span></div>`,
};

export const adopte: ScreenSpec = {
  id: "adopte-worse-negotiating-skills",
  app: "Adopte",
  kind: "profile",
  dark: false,
  device: "iphone-max",
  format: "png",
  owner: { name: "Aurelien", handle: null },
  time: "23:41",
  battery: 61,
  crop: { bottom: 96 },
  replies: true,
  cutLines: 0,
  css: `${cardCss("#fff", "#f0466e", "#27212a", 15.5, 16)}${noteCss("#fff1f5", "#fbd0dc", "#d8335c", "#27212a")}
body{background:#f7f3f5;color:#27212a}
.hd{flex:none;height:48px;padding:0 16px;gap:14px;background:#fff;border-bottom:1px solid #f0e6ea}.hd b{flex:1;text-align:center;font-size:21px;font-weight:800;color:#f0466e;letter-spacing:-.5px}
.ph{flex:none;overflow:hidden;position:relative;margin:10px 12px 0;border-radius:18px}
.bk{flex:none;margin:8px 12px 0;gap:8px;align-items:center;font-size:13px;font-weight:600;color:#d8335c;background:#fde7ee;border-radius:12px;padding:8px 12px}
.tg{flex:none;gap:6px;flex-wrap:wrap;padding:8px 12px 0}.tg span{font-size:12.5px;color:#5b4f57;background:#fff;border:1px solid #eedbe2;border-radius:14px;padding:4px 10px}`,
  html: `<div class="row hd" data-role="ui">${icon.back(22)}<b>${esc("adopte")}</b>${icon.moreV(22)}</div>
<div class="fill" style="display:flex;flex-direction:column">
<div class="ph">${picture("100%", 210, ["#c9a27a", "#4f3a2a"], `${caption("owner", "Brioche, after a 600-euro morning", "right:14px;top:14px", "rgba(60,30,20,.55)")}${onPhoto("Aurelien, 33", "Sarlat · Dordogne · 2 km", 26)}`)}</div>
<div class="row bk" data-role="ui">${icon.cart(16)}<span>${esc("In 14 baskets this week")}</span></div>
${tags(["186 cm", "Truffle dog trainer", "Vinyl records", "Non-smoker", "Hiking"])}
${card("My description", "owner", "Dordogne born and bred. Sunday markets, long hikes, a record player and too many records.")}
${card("Why me", "owner", "I train truffle dogs in the Périgord. My best dog finds a truffle worth 800 euros and asks for one biscuit. I know bankers with worse negotiating skills.")}
${note("Clodine · Message", "#c68aa0", "Clodine", "my beagle found a mouldy croissant under the sofa last week, can he have a trial")}
${card("Ideal evening", "owner", "A bottle of Bergerac, a board of something old, and no clock in sight.")}
</div>`,
};
