// Part A's dating profiles, second file (v27): ElitePartner, Jack'd, Teamo, AmoLatina, Gaydar.
import { tabs } from "./blocks";
import { icon, picture } from "./icons";
import { inputBar } from "./kit";
import type { ScreenSpec } from "./screen-type";
import { card, cardCss, note, noteCss, onPhoto, tags } from "./screens-a-kit";
import { esc } from "./shell";

export const elitepartner: ScreenSpec = {
  id: "elitepartner-every-delay-announcement",
  app: "ElitePartner",
  kind: "profile",
  dark: false,
  device: "iphone",
  format: "jpeg",
  quality: 74,
  owner: { name: "Detlef", handle: null },
  time: "20:51",
  battery: 47,
  replies: true,
  cutLines: 1,
  css: `${cardCss("#fff", "#a9813e", "#1f2638", 15.5, 10)}${noteCss("#f7f2e8", "#e6d6b6", "#8a6426", "#2e2617")}
body{background:#f3f1ec;color:#1f2638}
.hd{flex:none;height:50px;padding:0 16px;gap:14px;background:#fff;border-bottom:1px solid #e7e2d8;color:#1d2a44}.hd b{flex:1;text-align:center;font-size:18px;font-weight:700;letter-spacing:.3px;color:#1d2a44}
.ph{flex:none;margin:10px 12px 0;border-radius:12px;overflow:hidden;position:relative}
.mp{position:absolute;right:12px;top:12px;background:#1d2a44;color:#f0d9a8;border-radius:12px;padding:3px 10px;font-size:12px;font-weight:700}
.tg{flex:none;gap:7px;flex-wrap:wrap;padding:10px 14px 0}.tg span{font-size:12.5px;color:#1d2a44;background:#e8e4da;border-radius:14px;padding:4px 11px}
.bc{box-shadow:0 1px 2px rgba(0,0,0,.06)}
.act{flex:none;justify-content:center;gap:50px;padding:10px 0}.act span{width:56px;height:56px;border-radius:50%;background:#fff;box-shadow:0 1px 4px rgba(0,0,0,.15);display:flex;align-items:center;justify-content:center;color:#8a8578}.act span.lk{background:#1d2a44;color:#f0d9a8}
.tb{flex:none;justify-content:space-around;height:74px;padding-bottom:22px;background:#fff;border-top:1px solid #e7e2d8;color:#8a8578}`,
  html: `<div class="row hd" data-role="ui">${icon.back(22)}<b>ElitePartner</b>${icon.more(22)}</div>
<div class="fill" style="display:flex;flex-direction:column">
<div class="ph">${picture("100%", 150, ["#6f7f95", "#242d3c"], `${onPhoto("Detlef, 47", "Train driver · Hamburg · 12 km", 26)}<div class="mp" data-role="ui">${esc("112 matching points")}</div>`)}</div>
${tags(["186 cm", "Non-smoker", "Divorced, one daughter", "Wants a partnership"])}
${card("About me", "owner", "Calm and organised. I cycle along the Elbe every Sunday and make a proper Labskaus.")}
${card("What surprises people about me", "owner", "I drive the ICE from Hamburg to Munich. Every delay announcement you have ever sighed at was probably my voice.")}
${note("Frauke liked your answer", "#8a6a7a", "Frauke", "you still owe me 47 minutes outside Würzburg, last March")}
${card("A good evening", "owner", "Cooking for two, a walk by the Alster, then Tatort.")}
</div>
<div class="row act"><span>${icon.close(26)}</span><span class="lk">${icon.heart(26)}</span></div>
${tabs([icon.home(24), icon.heart(24), icon.chat(24), icon.person(24)])}`,
};

export const jackd: ScreenSpec = {
  id: "jackd-never-invited-as-a-guest",
  app: "Jack'd",
  kind: "profile",
  dark: true,
  device: "android",
  format: "png",
  owner: { name: "Chidubem", handle: null },
  time: "22:37",
  battery: 34,
  keyboard: true,
  replies: true,
  cutLines: 0,
  css: `${cardCss("#1b1b1b", "#ffc21a", "#f2f2f2", 15, 12)}${noteCss("#262114", "#4d4020", "#ffcf4a", "#f4eedc")}
body{background:#0e0e0e;color:#f2f2f2}
.hd{flex:none;height:52px;padding:0 14px;gap:14px;color:#f2f2f2}.hd b{flex:1;font-size:18px;font-weight:800;color:#ffc21a}
.ph{flex:none;margin:0 12px;border-radius:12px;overflow:hidden;position:relative}
.tg{flex:none;gap:6px;flex-wrap:wrap;padding:8px 12px 0}.tg span{font-size:12px;color:#e8e2cf;background:#242424;border-radius:12px;padding:3px 10px}
.bc{margin-top:6px}
.vc{margin-top:6px}
.in{flex:none;gap:10px;padding:8px 12px;background:#161616;border-top:1px solid #2a2a2a;color:#9a9a9a}.in .box{flex:1;background:#262626;border-radius:20px;padding:9px 14px;font-size:15px;color:#f2f2f2}`,
  html: `<div class="row hd" data-role="ui">${icon.back(22)}<b>Chidubem</b>${icon.video(22)}${icon.moreV(22)}</div>
<div class="fill" style="display:flex;flex-direction:column">
<div class="ph">${picture("100%", 96, ["#8a5a3a", "#241a12"], onPhoto("Chidubem, 31", "Wedding DJ · Houston · 3 mi away", 22))}</div>
${tags(["5′11″", "Single", "Here for dates"])}
${card("About", "owner", "I have DJed 212 weddings and played the Cupid Shuffle at every one. Never once been invited to one as a guest.")}
${note("Amaru · 10:31 PM", "#6a8a5a", "Amaru", "my cousin gets married in June, you’re invited, bring the speakers")}
</div>
${inputBar("ok but do you take requests", true)}`,
};

export const teamo: ScreenSpec = {
  id: "teamo-tastes-with-the-face-of-a-hostage",
  app: "Teamo",
  kind: "profile",
  dark: false,
  device: "iphone-max",
  format: "png",
  downscaleTo: 1000,
  owner: { name: "Ernesto", handle: null },
  time: "16:08",
  battery: 62,
  banner: {
    app: "Messages",
    color: "#34c759",
    title: "Alfonsina",
    body: "that’s the gelato man from Via Zamboni!! his pistachio made my mum cry in public",
    author: "Alfonsina",
    age: "now",
  },
  replies: true,
  cutLines: 0,
  css: `${cardCss("#fff", "#e0314f", "#2a1d20", 16, 16)}${noteCss("#fff0f2", "#f8c7d0", "#c2233f", "#3a1d23")}
body{background:#f6f2f3;color:#2a1d20}
.hd{flex:none;height:52px;padding:0 16px;gap:14px;background:#fff;border-bottom:1px solid #eedfe2;color:#e0314f}.hd b{flex:1;text-align:center;font-size:21px;font-weight:800;color:#e0314f}
.ph{flex:none;margin:10px 12px 0;border-radius:18px;overflow:hidden;position:relative}
.tg{flex:none;gap:7px;flex-wrap:wrap;padding:10px 14px 0}.tg span{font-size:13px;color:#b3263f;background:#fbe1e6;border-radius:14px;padding:4px 11px}
.bc{box-shadow:0 1px 2px rgba(0,0,0,.06)}
.act{flex:none;justify-content:center;gap:54px;padding:10px 0}.act span{width:58px;height:58px;border-radius:50%;background:#fff;box-shadow:0 1px 4px rgba(0,0,0,.15);display:flex;align-items:center;justify-content:center;color:#9a8a8e}.act span.lk{background:#e0314f;color:#fff}
.tb{flex:none;justify-content:space-around;height:74px;padding-bottom:22px;background:#fff;border-top:1px solid #eedfe2;color:#9a8a8e}`,
  html: `<div class="row hd" data-role="ui">${icon.back(22)}<b>teamo</b>${icon.more(22)}</div>
<div class="fill" style="display:flex;flex-direction:column">
<div class="ph">${picture("100%", 160, ["#e0b27a", "#5a3a2a"], onPhoto("Ernesto, 36", "Gelato maker · Bologna · 2 km", 27))}</div>
${tags(["178 cm", "Never married", "Wine with dinner", "Ready to commit"])}
${card("About me", "owner", "Up at five for the milk delivery, cycling in the Giardini Margherita by four.")}
${card("A confession", "owner", "I make gelato six days a week and I am lactose intolerant. I taste every batch with the face of a hostage.")}
${note("Cirilo wrote to you", "#5a7a9a", "Cirilo", "which flavour gets the smallest hostage face, asking for Saturday")}
${card("I’m looking for", "owner", "Someone who orders two scoops and shares neither.")}
</div>
<div class="row act"><span>${icon.close(26)}</span><span class="lk">${icon.heart(26)}</span></div>
${tabs([icon.search(24), icon.heart(24), icon.chat(24), icon.person(24)])}`,
};

export const amolatina: ScreenSpec = {
  id: "amolatina-four-future-lawyers",
  app: "AmoLatina",
  kind: "profile",
  dark: false,
  device: "android",
  format: "jpeg",
  generations: [{ quality: 82 }, { width: 820, quality: 67 }],
  owner: { name: "Daniela", handle: null },
  time: "11:26",
  battery: 90,
  statusBarDark: true,
  statusBarBackground: "#f26a21",
  replies: true,
  cutLines: 0,
  css: `${cardCss("#fff", "#e5591a", "#2b2420", 15, 10)}${noteCss("#fff3ea", "#f7d2ba", "#c24d12", "#3a2419")}
body{background:#f4f1ee;color:#2b2420}
.hd{flex:none;height:54px;padding:0 14px;gap:14px;background:#f26a21;color:#fff}.hd b{flex:1;font-size:19px;font-weight:700}
.ph{flex:none;overflow:hidden;position:relative}
.on{position:absolute;right:12px;top:12px;background:#35c46a;color:#fff;border-radius:10px;padding:2px 9px;font-size:11.5px;font-weight:700}
.tg{flex:none;gap:6px;flex-wrap:wrap;padding:10px 12px 0}.tg span{font-size:12px;color:#a8470f;background:#fde6d6;border-radius:12px;padding:4px 10px}
.bc{box-shadow:0 1px 2px rgba(0,0,0,.08)}
.act{flex:none;gap:10px;padding:8px 12px 10px;background:#fff;border-top:1px solid #eae3dd}.act span{flex:1;height:42px;border-radius:21px;display:flex;align-items:center;justify-content:center;font-size:14.5px;font-weight:700;color:#e5591a;border:1.5px solid #e5591a}.act span.lk{background:#e5591a;color:#fff}
.tb{flex:none;justify-content:space-around;height:56px;padding-bottom:4px;background:#fff;border-top:1px solid #eae3dd;color:#8a817a}`,
  html: `<div class="row hd" data-role="ui">${icon.back(22)}<b>AmoLatina</b>${icon.star(22)}${icon.moreV(22)}</div>
<div class="fill" style="display:flex;flex-direction:column">
<div class="ph">${picture("100%", 132, ["#c98a5a", "#4a2418"], `${onPhoto("Daniela, 34", "Pediatric dentist · Medellín, Colombia", 24)}<div class="on" data-role="ui">${esc("Online now")}</div>`)}</div>
${tags(["5′4″", "Never married", "No kids", "Wants marriage"])}
${card("About me", "owner", "Salsa on Thursdays, hiking on Sundays, arepas any day of the week.")}
${card("Occupational hazards", "owner", "I’m a children’s dentist. I have been bitten by four future lawyers and one future priest.")}
${note("Message from Brent", "#5a6a8a", "Brent", "I’m 38 and I still hide under the chair at the dentist, is that a dealbreaker")}
${card("My ideal man", "owner", "Kind, patient with my mother, brushes twice a day.")}
</div>
<div class="row act" data-role="ui"><span>${esc("Send a wink")}</span><span class="lk">${esc("Chat now")}</span></div>
${tabs([icon.home(24), icon.search(24), icon.chat(24), icon.person(24)], true)}`,
};

export const gaydar: ScreenSpec = {
  id: "gaydar-which-saints-creak",
  app: "Gaydar",
  kind: "profile",
  dark: true,
  device: "iphone",
  format: "jpeg",
  quality: 70,
  crop: { top: 50 },
  owner: { name: "Edwin", handle: null },
  time: "23:19",
  battery: 22,
  replies: true,
  cutLines: 0,
  css: `${cardCss("#1d1a1f", "#ff7a2f", "#efeaf0", 15.5, 12)}${noteCss("#2a1d16", "#4e3222", "#ff9a5c", "#f3e8e1")}
body{background:#121013;color:#efeaf0}
.hd{flex:none;height:50px;padding:0 16px;gap:14px;color:#efeaf0}.hd b{flex:1;text-align:center;font-size:20px;font-weight:800;color:#ff7a2f}
.ph{flex:none;margin:0 12px;border-radius:14px;overflow:hidden;position:relative}
.on{position:absolute;left:12px;top:12px;color:#fff;font-size:12px;font-weight:700;display:flex;align-items:center;gap:5px}.on i{width:8px;height:8px;border-radius:50%;background:#3ad07a;display:inline-block}
.tg{flex:none;gap:7px;flex-wrap:wrap;padding:10px 14px 0}.tg span{font-size:12.5px;color:#d9cfd6;background:#262228;border-radius:14px;padding:4px 11px}
.act{flex:none;justify-content:center;gap:46px;padding:10px 0}.act span{width:56px;height:56px;border-radius:50%;background:#1d1a1f;display:flex;align-items:center;justify-content:center;color:#efeaf0}.act span.lk{background:#ff7a2f;color:#fff}
.tb{flex:none;justify-content:space-around;height:74px;padding-bottom:22px;background:#121013;border-top:1px solid #2a262c;color:#857d88}`,
  html: `<div class="row hd" data-role="ui">${icon.back(22)}<b>GAYDAR</b>${icon.more(22)}</div>
<div class="fill" style="display:flex;flex-direction:column">
<div class="ph">${picture("100%", 150, ["#6a5a4a", "#1a1612"], `${onPhoto("Edwin, 52", "Organ restorer · York · 1.8 miles", 26)}<div class="on" data-role="ui"><i></i>${esc("Online")}</div>`)}</div>
${tags(["5′9″", "Non-smoker", "Single", "Dates and friendship"])}
${card("About me", "owner", "Quiet, bookish, fond of long lunches and Radio 3.")}
${card("Strangest place I’ve slept", "owner", "I restore church organs. I have been locked in three cathedrals overnight and learned which of the saints creak.")}
${note("Claudius messaged you", "#7a6a9a", "Claudius", "so which one creaks the most, I’ve got a fiver on St Peter")}
${card("Weekends", "owner", "Walking the city walls, then whichever pub has a fire going.")}
</div>
<div class="row act"><span>${icon.close(26)}</span><span class="lk">${icon.heart(26)}</span></div>
${tabs([icon.grid(24), icon.search(24), icon.chat(24), icon.person(24)])}`,
};
