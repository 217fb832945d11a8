// Part A's dating profiles, third file (v33): Fem, FilipinoCupid, Single Parent Meet, AfroIntroductions.
import { icon, picture } from "./icons";
import type { ScreenSpec } from "./screen-type";
import { card, cardCss, note, noteCss, onPhoto, tags } from "./screens-a-kit";
import { esc } from "./shell";

export const fem: ScreenSpec = {
  id: "fem-never-left-cork",
  app: "Fem",
  kind: "profile",
  dark: true,
  device: "iphone",
  format: "jpeg",
  quality: 70,
  owner: { name: "Connie", handle: null },
  time: "19:26",
  battery: 46,
  keyboard: true,
  suggestions: ["the", "I", "is"],
  replies: true,
  cutLines: 0,
  css: `${cardCss("#221a29", "#d07cff", "#efe8f4", 15, 16)}${noteCss("#2a2033", "#45344f", "#e39cff", "#e9e1ef")}
body{background:#15101a;color:#efe8f4}
.hd{flex:none;height:46px;padding:0 16px;gap:14px;color:#efe8f4}.hd b{flex:1;text-align:center;font-size:20px;font-weight:900;letter-spacing:1.5px;background:linear-gradient(90deg,#ff7ab6,#b77cff);-webkit-background-clip:text;color:transparent}
.top{flex:none;gap:14px;padding:4px 14px 2px;align-items:center}.top .pic{border-radius:50%}.nm2{font-size:21px;font-weight:700}.sub2{font-size:13px;color:#a898b3;margin-top:2px}
.tg{flex:none;gap:6px;flex-wrap:wrap;padding:8px 12px 0}.tg span{font-size:12px;color:#d5c8de;background:#221a29;border:1px solid #3e3048;border-radius:14px;padding:4px 10px}
.in{flex:none;gap:10px;padding:8px 12px;background:#1c1522;border-top:1px solid #35283e;align-items:center;color:#a898b3;position:relative;z-index:3}.in .box{flex:1;background:#2c2235;border-radius:18px;padding:8px 14px;font-size:15px;color:#efe8f4}.in .sd{color:#d07cff}`,
  html: `<div class="row hd" data-role="ui">${icon.back(22)}<b>${esc("FEM")}</b>${icon.moreV(22)}</div>
<div class="fill" style="display:flex;flex-direction:column">
<div class="row top">${picture(64, 64, ["#7fb0c4", "#2d3c5a"])}<div data-role="ui"><div class="nm2">${esc("Connie, 34")}</div><div class="sub2">${esc("she/her · Cork · 5 km")}</div></div></div>
${tags(["Ferry skipper", "Lesbian", "Wants a girlfriend", "Sea swimmer"])}
${card("My day job", "owner", "I skipper the car ferry across Cork Harbour. Twelve minutes each way, forty crossings a day. I've done ninety thousand kilometres and never left Cork.")}
${note("Felicity vouched for Connie", "#b98a6d", "Felicity", "she turned the whole ferry round for my nan's handbag and the harbour still talks about it")}
${card("Get to know me", "owner", "Sea swims at Myrtleville all year, a small dog called Cobnut, sourdough that never rises.")}
</div>
<div class="row in">${icon.plus(22)}<span class="box" data-role="other" data-author="You">${esc("does the last crossing wait for late")}</span><span class="sd">${icon.send(22)}</span></div>`,
};

export const filipinoCupid: ScreenSpec = {
  id: "filipinocupid-usually-they-did",
  app: "FilipinoCupid",
  kind: "profile",
  dark: false,
  device: "android",
  format: "png",
  owner: { name: "Dalisay", handle: null },
  time: "02:14",
  battery: 19,
  crop: { top: 30 },
  replies: true,
  cutLines: 0,
  css: `${cardCss("#fff", "#c8283e", "#24262b", 14.5, 10)}${noteCss("#fdf0f2", "#f3cfd5", "#b22036", "#24262b")}
body{background:#f3f3f5;color:#24262b}
.hd{flex:none;height:52px;padding:0 14px;gap:16px;background:#fff;border-bottom:1px solid #e5e5ea;color:#3a3d44}.hd b{flex:1;font-size:19px;font-weight:700;color:#c8283e}.hd b i{font-style:normal;color:#1f4f9c}
.top{flex:none;gap:14px;padding:12px 14px;background:#fff;align-items:center;border-bottom:1px solid #e5e5ea}.top .pic{border-radius:8px}.nm2{font-size:20px;font-weight:700}.sub2{font-size:13px;color:#6a6e78;margin-top:3px}.ol{margin-top:5px;font-size:12px;font-weight:600;color:#2e9b57}
.tg{flex:none;gap:6px;flex-wrap:wrap;padding:10px 12px 0}.tg span{font-size:12px;color:#4b4f59;background:#fff;border:1px solid #dcdce2;border-radius:4px;padding:4px 9px}
.tb{flex:none;justify-content:space-around;height:56px;padding-bottom:4px;background:#fff;border-top:1px solid #e5e5ea;color:#8a8e98;position:relative;z-index:3}.tb .on{color:#c8283e}`,
  html: `<div class="row hd" data-role="ui">${icon.back(22)}<b>${esc("Filipino")}<i>${esc("Cupid")}</i></b>${icon.heart(22)}${icon.moreV(22)}</div>
<div class="fill" style="display:flex;flex-direction:column">
<div class="row top">${picture(92, 110, ["#e6b89a", "#6b4a3c"])}<div data-role="ui"><div class="nm2">${esc("Dalisay, 31")}</div><div class="sub2">${esc("Cebu City, Cebu, Philippines")}</div><div class="sub2">${esc("Seeking a man 30–42")}</div><div class="ol">${esc("● Online now")}</div></div></div>
${tags(["Single", "Catholic", "Wants a serious partner", "Light drinker", "Night shift"])}
${card("A bit about Dalisay", "owner", "Simple girl who loves sinigang, Sunday mass with Lola, and karaoke with my cousins.")}
${card("Work life", "owner", "I work nights on the fraud line for an American bank. Every night I ask strangers if they really spent $400 at a Walmart in Ohio. Usually, they did.")}
${note("Clayton · Interest received", "#6f86a8", "Clayton", "March was me, and yes, it was a riding mower, and yes, I meant it")}
${card("My ideal partner", "owner", "Kind, honest, patient with family, and ready to eat a lot of rice with my titas every weekend. Must like dogs, because Corazon comes with me.")}
</div>
<div class="row tb" data-role="ui">${icon.search(24)}<span class="on">${icon.heartFilled(24, "#c8283e")}</span>${icon.chat(24)}${icon.person(24)}</div>`,
};

export const singleParentMeet: ScreenSpec = {
  id: "singleparentmeet-would-feel-like-a-spa-day",
  app: "Single Parent Meet",
  kind: "profile",
  dark: false,
  device: "iphone",
  format: "jpeg",
  quality: 78,
  downscaleTo: 900,
  owner: { name: "Cassidy", handle: null },
  time: "21:52",
  battery: 33,
  replies: true,
  cutLines: 1,
  css: `${cardCss("#fff", "#2f6fb3", "#1f2430", 15, 14)}${noteCss("#eef4fb", "#cfdff0", "#285f99", "#1f2430")}
body{background:#f0f3f7;color:#1f2430}
.hd{flex:none;height:48px;padding:0 16px;gap:14px;background:#2f6fb3;color:#fff}.hd b{flex:1;text-align:center;font-size:18px;font-weight:700}
.ph{flex:none;overflow:hidden;position:relative}
.tg{flex:none;gap:6px;flex-wrap:wrap;padding:8px 12px 0}.tg span{font-size:12.5px;color:#3d4656;background:#fff;border:1px solid #d6dfea;border-radius:14px;padding:4px 10px}
.tb{flex:none;justify-content:space-around;height:80px;padding-bottom:26px;background:#fff;border-top:1px solid #dfe5ee;color:#8a95a5;position:relative;z-index:3}.tb .on{color:#2f6fb3}`,
  html: `<div class="row hd" data-role="ui">${icon.back(22)}<b>${esc("Single Parent Meet")}</b>${icon.more(22)}</div>
<div class="fill" style="display:flex;flex-direction:column">
<div class="ph">${picture("100%", 128, ["#f0c9a4", "#7a5842"], onPhoto("Cassidy, 38", "Dayton, Ohio · 9 miles", 24))}</div>
${tags(["Mom of three", "Nurse", "Has kids, wants no more", "Sometimes drinks", "5′4″"])}
${card("The basics", "owner", "Night-shift nurse, Buckeyes fan, minivan driver with one working cupholder.")}
${card("My mornings", "owner", "I make three packed lunches before six: no crusts, only crusts, and nothing allowed to touch. Dinner with an adult who eats what's on his plate would feel like a spa day.")}
${note("Emmett · 7:42 PM", "#8a9f6d", "Emmett", "my son only eats food that's beige so honestly I think we could make this work")}
${card("Dealbreakers", "owner", "Smoking, and men who call it babysitting when it's their own kids.")}
${card("Weekends", "owner", "Soccer sidelines, Costco runs, and one glass of pinot once they're all asleep.")}
</div>
<div class="row tb" data-role="ui">${icon.search(26)}<span class="on">${icon.heartFilled(26, "#2f6fb3")}</span>${icon.chat(26)}${icon.person(26)}</div>`,
};

export const afroIntroductions: ScreenSpec = {
  id: "afrointroductions-space-at-the-back",
  app: "AfroIntroductions",
  kind: "profile",
  dark: false,
  device: "android",
  format: "jpeg",
  quality: 66,
  downscaleTo: 810,
  owner: { name: "Faraji", handle: null },
  time: "18:47",
  battery: 64,
  statusBarDark: true,
  statusBarBackground: "#b8561f",
  replies: true,
  cutLines: 0,
  css: `${cardCss("#fff", "#b8561f", "#27211d", 14.5, 10)}${noteCss("#fdf3ec", "#f2d6c2", "#9c4717", "#27211d")}
body{background:#f4f1ee;color:#27211d}
.hd{flex:none;height:52px;padding:0 14px;gap:16px;background:#d0652a;color:#fff}.hd b{flex:1;font-size:18px;font-weight:700}
.top{flex:none;gap:14px;padding:12px 14px;background:#fff;align-items:center;border-bottom:1px solid #e8e1db}.top .pic{border-radius:8px}.nm2{font-size:20px;font-weight:700}.sub2{font-size:13px;color:#6f665f;margin-top:3px}
.tg{flex:none;gap:6px;flex-wrap:wrap;padding:10px 12px 0}.tg span{font-size:12px;color:#4f463f;background:#fff;border:1px solid #e2d8cf;border-radius:4px;padding:4px 9px}
.tb{flex:none;justify-content:space-around;height:56px;padding-bottom:4px;background:#fff;border-top:1px solid #e8e1db;color:#8f857d;position:relative;z-index:3}.tb .on{color:#d0652a}`,
  html: `<div class="row hd" data-role="ui">${icon.back(22)}<b>${esc("AfroIntroductions")}</b>${icon.heart(22)}${icon.moreV(22)}</div>
<div class="fill" style="display:flex;flex-direction:column">
<div class="row top">${picture(92, 104, ["#8a5a3c", "#2e1d14"])}<div data-role="ui"><div class="nm2">${esc("Faraji, 35")}</div><div class="sub2">${esc("Nairobi, Kenya")}</div><div class="sub2">${esc("Seeking a woman 27–38")}</div><div class="sub2">${esc("Last seen 3 hrs ago")}</div></div></div>
${tags(["Never married", "Christian", "Matatu conductor", "Doesn't drink", "Wants children"])}
${card("Overview", "owner", "Hardworking and cheerful. Nyama choma on Sundays, Harambee Stars on the radio, calls with my mother every evening.")}
${card("My hustle", "owner", "I'm a matatu conductor on Route 46 in Nairobi. Nineteen people, fourteen seats. I told each of them there was space at the back.")}
${note("Bahati · Message", "#a07456", "Bahati", "you told me that on Tuesday and I rode to Kawangware on a stranger's lap")}
${card("Looking for", "owner", "A God-fearing woman with an easy laugh who can live with loud music.")}
</div>
<div class="row tb" data-role="ui">${icon.search(24)}<span class="on">${icon.heartFilled(24, "#d0652a")}</span>${icon.chat(24)}${icon.person(24)}</div>`,
};
