// Part A's dating profiles, third file (v30): Huggle, Cougar Life, Wink, Frim.
import { tabs } from "./blocks";
import { icon, picture } from "./icons";
import type { ScreenSpec } from "./screen-type";
import { card, cardCss, note, noteCss, onPhoto, tags } from "./screens-a-kit";
import { esc } from "./shell";

export const huggle: ScreenSpec = {
  id: "huggle-your-cup-says-ermengarde",
  app: "Huggle",
  kind: "profile",
  dark: false,
  device: "iphone",
  format: "png",
  crop: { top: 50 },
  owner: { name: "Dovile", handle: null },
  time: "08:54",
  battery: 67,
  replies: true,
  cutLines: 1,
  css: `${cardCss("#fff", "#b7791f", "#26221c", 15, 14)}${noteCss("#fff8e8", "#f1dcaa", "#9a6412", "#26221c")}
body{background:#faf6ee;color:#26221c}
.hd{flex:none;height:48px;padding:0 16px;gap:14px;color:#26221c;background:#faf6ee}.hd b{flex:1;text-align:center;font-size:20px;font-weight:800;color:#f0a400;letter-spacing:-.3px}
.ph{flex:none;overflow:hidden;position:relative;margin:0 12px;border-radius:20px}
.pl{flex:none;margin:10px 12px 0;background:#fff;border-radius:14px;padding:10px 14px;border:1px solid #efe3c8}.pl .t{font-size:12.5px;font-weight:700;color:#b7791f}.pl .r{gap:6px;flex-wrap:wrap;margin-top:6px}.pl .r span{font-size:12.5px;background:#fff1cc;color:#6b4b12;border-radius:12px;padding:4px 10px}
.tb{flex:none;justify-content:space-around;height:80px;padding-bottom:26px;background:#fff;border-top:1px solid #eee4d2;color:#8c8478;position:relative;z-index:3}.tb .on{color:#f0a400}`,
  html: `<div class="row hd" data-role="ui">${icon.back(22)}<b>${esc("huggle")}</b>${icon.moreV(22)}</div>
<div class="fill" style="display:flex;flex-direction:column">
<div class="ph">${picture("100%", 200, ["#d6b48c", "#5b3f2a"], onPhoto("Dovile, 27", "London · Dating and friends", 25))}</div>
<div class="pl" data-role="ui"><div class="t">${esc("Places you both go")}</div><div class="row r"><span>${esc("Exmouth Market")}</span><span>${esc("Farringdon station")}</span><span>${esc("Spa Fields")}</span></div></div>
${card("Me", "owner", "Lithuanian, six years in London, loves a long walk and a cheap film.")}
${card("Nine to five", "owner", "I make coffee by Farringdon station. If you don't say please, your cup says Ermengarde, whatever your name is.")}
${note("Fatoumata · 7:15 AM", "#6c9a8b", "Fatoumata", "I've been Ermengarde twice this month. I assumed it was a promotion")}
${card("Sundays", "owner", "Columbia Road flowers, then a long lie-down with the windows open.")}
</div>
${tabs([icon.home(26), `<span class="on">${icon.pin(26)}</span>`, icon.chat(26), icon.person(26)])}`,
};

export const cougarLife: ScreenSpec = {
  id: "cougarlife-married-one-of-them-briefly",
  app: "Cougar Life",
  kind: "profile",
  dark: true,
  device: "iphone-max",
  format: "jpeg",
  quality: 76,
  owner: { name: "Florentina", handle: null },
  time: "21:49",
  battery: 38,
  replies: true,
  cutLines: 0,
  css: `${cardCss("#1f1b19", "#f08a3c", "#eee8e3", 15.5, 10)}${noteCss("#2a201a", "#4d3526", "#f5a56a", "#e8ded6")}
body{background:#0f0d0c;color:#eee8e3}
.hd{flex:none;height:50px;padding:0 16px;gap:14px;background:#0f0d0c;color:#eee8e3}.hd b{flex:1;font-size:19px;font-weight:800;letter-spacing:.4px;color:#f08a3c}
.ph{flex:none;overflow:hidden;position:relative}
.ol{position:absolute;right:14px;top:14px;display:flex;gap:6px;align-items:center;background:rgba(0,0,0,.55);color:#9be07e;border-radius:12px;padding:3px 10px;font-size:12px;font-weight:700}
.tg{flex:none;gap:6px;flex-wrap:wrap;padding:10px 12px 0}.tg span{font-size:12.5px;color:#d9cfc7;background:#1f1b19;border:1px solid #3a322d;border-radius:14px;padding:4px 10px}
.act{flex:none;gap:12px;padding:10px 16px 32px;background:#171412;border-top:1px solid #2d2723;position:relative;z-index:3}.act span{flex:1;height:48px;border-radius:24px;display:flex;align-items:center;justify-content:center;font-size:15.5px;font-weight:700;color:#f08a3c;border:1.5px solid #6b4225}.act span.lk{background:#f08a3c;border-color:#f08a3c;color:#1a120c}`,
  html: `<div class="row hd" data-role="ui">${icon.back(22)}<b>${esc("COUGAR LIFE")}</b>${icon.star(21)}${icon.moreV(22)}</div>
<div class="fill" style="display:flex;flex-direction:column">
<div class="ph">${picture("100%", 230, ["#7aa6b8", "#1d3440"], `<div class="ol" data-role="ui">${esc("● Online now")}</div>${onPhoto("Florentina, 54", "Tooting, London · 2 miles", 26)}`)}</div>
${tags(["5′6″", "Divorced", "Kids grown up", "Swimmer", "Wine with dinner"])}
${card("About me", "owner", "Grown-up kids, a tidy flat and a bicycle with a basket.")}
${card("Work life", "owner", "I've been a lifeguard at Tooting Bec Lido for twenty years. I've pulled nine men out of the deep end and married one of them, briefly.")}
${note("Columba, 34 · sent a message", "#8a7d6b", "Columba", "I was one of the nine, August 2016. I'd like a rematch in the shallow end")}
${card("Looking for", "owner", "Someone younger who swims in any weather.")}
</div>
<div class="row act" data-role="ui"><span>${esc("Pass")}</span><span class="lk">${esc("Send a wink")}</span></div>`,
};

export const wink: ScreenSpec = {
  id: "wink-the-pickle-nobody-knows",
  app: "Wink",
  kind: "profile",
  dark: false,
  device: "android",
  format: "png",
  owner: { name: "Cristobal", handle: null },
  time: "16:22",
  battery: 74,
  banner: {
    app: "Messages",
    color: "#1a73e8",
    title: "Brisa",
    body: "my cousin has a photo hugging that pickle from like 2024 lmao",
    author: "Brisa",
    age: "now",
  },
  replies: true,
  cutLines: 0,
  css: `${cardCss("#fff", "#5b4bd6", "#23213a", 14.5, 16)}${noteCss("#f1efff", "#d6d0fb", "#4a3bc2", "#23213a")}
body{background:#f4f3fb;color:#23213a}
.hd{flex:none;height:52px;padding:0 14px;gap:14px;background:#fff;border-bottom:1px solid #e6e4f2;color:#23213a}.hd b{flex:1;font-size:20px;font-weight:800;color:#5b4bd6}
.ph{flex:none;overflow:hidden;position:relative;margin:10px 12px 0;border-radius:18px}
.tg{flex:none;gap:6px;flex-wrap:wrap;padding:10px 12px 0}.tg span{font-size:12px;color:#4a3bc2;background:#e9e6ff;border-radius:14px;padding:4px 10px}
.tb{flex:none;justify-content:space-around;height:56px;padding-bottom:4px;background:#fff;border-top:1px solid #e6e4f2;color:#85839a;position:relative;z-index:3}.tb .on{color:#5b4bd6}`,
  html: `<div class="row hd" data-role="ui">${icon.back(22)}<b>${esc("wink")}</b>${icon.sliders(22)}</div>
<div class="fill" style="display:flex;flex-direction:column">
<div class="ph">${picture("100%", 175, ["#9fc98a", "#2f5a2a"], onPhoto("Cristobal, 20", "Fresno, CA · he/him", 24))}</div>
${tags(["Baseball", "Tacos", "Thrifting", "Video games", "Open to dating"])}
${card("Quick facts", "owner", "Sophomore at Fresno State, part-time job, full-time snack person.")}
${card("My side hustle", "owner", "I'm the giant pickle at the Fresno ballpark. Four thousand kids have hugged me. Not a single one knows my name.")}
${note("Adaora sent you a wink", "#c47a5a", "Adaora", "you high-fived my little brother on Saturday and he keeps asking if you have a girlfriend")}
${card("Looking for", "owner", "People to go to games with, or just get tacos after.")}
</div>
${tabs([`<span class="on">${icon.flame(24)}</span>`, icon.search(24), icon.chat(24), icon.person(24)], true)}`,
};

export const frim: ScreenSpec = {
  id: "frim-very-slightly-blurrier",
  app: "Frim",
  kind: "profile",
  dark: false,
  device: "iphone",
  format: "png",
  crop: { bottom: 110 },
  downscaleTo: 1000,
  owner: { name: "Bolade", handle: null },
  time: "00:12",
  battery: 21,
  replies: true,
  cutLines: 1,
  css: `${cardCss("#fff", "#138a72", "#1f2a27", 15.5, 12)}${noteCss("#eaf7f3", "#c1e6db", "#0f6f5c", "#1f2a27")}
body{background:#eff4f2;color:#1f2a27}
.hd{flex:none;height:48px;padding:0 16px;gap:14px;color:#1f2a27;background:#fff;border-bottom:1px solid #dde7e3}.hd b{flex:1;font-size:20px;font-weight:800;color:#138a72}
.top{flex:none;gap:14px;padding:14px 16px 4px;align-items:center}.top .pic{border-radius:16px}.nm2{font-size:23px;font-weight:800}.sub2{font-size:13.5px;color:#5f6e69;margin-top:2px}
.tg{flex:none;gap:6px;flex-wrap:wrap;padding:10px 12px 0}.tg span{font-size:12.5px;color:#25574b;background:#fff;border:1px solid #cfe1da;border-radius:14px;padding:4px 10px}`,
  html: `<div class="row hd" data-role="ui">${icon.back(22)}<b>${esc("Frim")}</b>${icon.more(22)}</div>
<div class="fill" style="display:flex;flex-direction:column">
<div class="row top">${picture(110, 160, ["#a58bbf", "#3b2b4d"])}<div data-role="ui"><div class="nm2">${esc("Bolade, 36")}</div><div class="sub2">${esc("Bristol · 2 km away")}</div><div class="sub2">${esc("Projectionist")}</div><div class="sub2">${esc("Was online 5 min ago")}</div></div></div>
${tags(["5′11″", "Never married", "Doesn't smoke", "Wants kids", "Serious dating"])}
${card("About me", "owner", "Film nerd, decent dancer, four houseplants named after directors.")}
${card("Get me talking about", "owner", "I'm the projectionist at a little cinema on Gloucester Road. If a couple talks through the film, I make it very slightly blurrier.")}
${note("Aurelie · 11:47 PM", "#c98a5e", "Aurelie", "So THAT'S what happened during Dune. We thought it was our eyes")}
${card("Looking for", "owner", "Someone who stays for the credits and doesn't rustle their sweets.")}
</div>`,
};
