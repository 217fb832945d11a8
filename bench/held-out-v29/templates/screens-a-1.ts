// Part A's dating profiles, first file (v29).
import { tabs } from "./blocks";
import { icon, picture } from "./icons";
import type { ScreenSpec } from "./screen-type";
import { card, cardCss, detail, note, noteCss, onPhoto, tags } from "./screens-a-kit";
import { esc } from "./shell";

export const catholicMatch: ScreenSpec = {
  id: "catholicmatch-tithes-in-canadian-coins",
  app: "CatholicMatch",
  kind: "profile",
  dark: false,
  device: "android",
  format: "png",
  owner: { name: "Bernadine", handle: null },
  time: "20:14",
  battery: 58,
  statusBarDark: true,
  statusBarBackground: "#1d3f73",
  replies: true,
  cutLines: 0,
  css: `${cardCss("#fff", "#1d3f73", "#24282f", 15, 10)}${noteCss("#f3f6fb", "#cfdaeb", "#1d3f73", "#24282f")}
body{background:#eef1f5;color:#24282f}
.hd{flex:none;height:54px;padding:0 14px;gap:16px;background:#1d3f73;color:#fff}.hd b{flex:1;font-size:18px;font-weight:700;letter-spacing:.2px}
.ph{flex:none;overflow:hidden;position:relative}
.fa{position:absolute;right:12px;top:12px;background:rgba(255,255,255,.92);color:#1d3f73;border-radius:10px;padding:3px 9px;font-size:11.5px;font-weight:700}
.tg{flex:none;gap:6px;flex-wrap:wrap;padding:10px 12px 0}.tg span{font-size:12px;color:#3c4a5e;background:#fff;border:1px solid #d5dde8;border-radius:14px;padding:4px 10px}
.act{flex:none;gap:10px;padding:8px 12px 10px;background:#fff;border-top:1px solid #dde2ea}.act span{flex:1;height:42px;border-radius:21px;display:flex;align-items:center;justify-content:center;font-size:14.5px;font-weight:700;color:#1d3f73;border:1.5px solid #1d3f73}.act span.lk{background:#1d3f73;color:#fff}
.tb{flex:none;justify-content:space-around;height:56px;padding-bottom:4px;background:#fff;border-top:1px solid #dde2ea;color:#7c8594}`,
  html: `<div class="row hd" data-role="ui">${icon.back(22)}<b>${esc("CatholicMatch")}</b>${icon.heart(21)}${icon.moreV(22)}</div>
<div class="fill" style="display:flex;flex-direction:column">
<div class="ph">${picture("100%", 165, ["#c9b48a", "#4d3b2a"], `${onPhoto("Bernadine, 38", "Dubuque, Iowa · 9 miles", 24)}<div class="fa" data-role="ui">${esc("Attends Mass weekly")}</div>`)}</div>
${tags(["5′5″", "Parish bookkeeper", "Never married", "Open to children"])}
${card("About me, briefly", "owner", "Homebody with a good porch swing. Casseroles for forty on two hours' notice.")}
${card("What I do on Sunday mornings", "owner", "I count the collection at St. Raphael's. I know by name every family that tithes in Canadian coins.")}
${note("Message from Benedict · 6:48 PM", "#5a8f6b", "Benedict", "my uncle drives down from Thunder Bay every summer, please don't tell Father Aidan it's us")}
${card("My idea of a good date", "owner", "Fish fry on a Friday in Lent, then a slow stroll by the river.")}
</div>
<div class="row act" data-role="ui"><span>${esc("Not now")}</span><span class="lk">${esc("Send interest")}</span></div>
${tabs([icon.home(24), icon.search(24), icon.chat(24), icon.person(24)], true)}`,
};

export const frolo: ScreenSpec = {
  id: "frolo-shepherds-pie-stuck-on-four",
  app: "Frolo",
  kind: "profile",
  dark: false,
  device: "iphone",
  format: "jpeg",
  quality: 72,
  owner: { name: "Eimear", handle: null },
  time: "21:36",
  battery: 31,
  replies: true,
  cutLines: 0,
  css: `${cardCss("#fff", "#e0603f", "#2b2a33", 15.5, 18)}${noteCss("#fff4ef", "#f5cdbf", "#b9472a", "#2b2a33")}
body{background:#f7f3f0;color:#2b2a33}
.hd{flex:none;height:46px;padding:0 16px;gap:14px;color:#2b2a33}.hd b{flex:1;text-align:center;font-size:19px;font-weight:800;color:#e0603f;letter-spacing:-.2px}
.top{flex:none;gap:14px;padding:10px 16px 2px;align-items:center}.top .pic{border-radius:50%;border:3px solid #fff;box-shadow:0 0 0 2px #e0603f}.nm2{font-size:24px;font-weight:800}.sub2{font-size:13.5px;color:#6b6670;margin-top:2px}
.kd{flex:none;margin:10px 12px 0;gap:8px;align-items:center;background:#ffe7dd;color:#9c3b22;border-radius:12px;padding:8px 14px;font-size:13px;font-weight:600}
.tg{flex:none;gap:6px;flex-wrap:wrap;padding:10px 12px 0}.tg span{font-size:12.5px;color:#4a4550;background:#fff;border:1px solid #eadfd9;border-radius:14px;padding:4px 10px}
.tb{flex:none;justify-content:space-around;height:80px;padding-bottom:26px;background:#fff;border-top:1px solid #ece6e2;color:#8d8792;position:relative;z-index:3}.tb .on{color:#e0603f}`,
  html: `<div class="row hd" data-role="ui">${icon.back(22)}<b>${esc("frolo")}</b>${icon.more(22)}</div>
<div class="fill" style="display:flex;flex-direction:column">
<div class="row top">${picture(104, 104, ["#e8b59a", "#7a4a3c"])}<div data-role="ui"><div class="nm2">${esc("Eimear, 41")}</div><div class="sub2">${esc("Cork city · 3 km away")}</div><div class="sub2">${esc("Pharmacist")}</div></div></div>
<div class="row kd" data-role="ui">${icon.person(16)}<span>${esc("Single parent of 2 · boys, 9 and 12")}</span></div>
${tags(["5′4″", "Kids live with me", "Drinks socially", "Something serious"])}
${card("Me in a nutshell", "owner", "Mum of two boys, part-time pharmacist, full-time taxi service to hurling training.")}
${card("Something my kids say about me", "owner", "They rate my dinners out of ten on the fridge whiteboard. My shepherd's pie has been stuck on a four since March.")}
${note("Brogan liked your answer", "#6d8fc4", "Brogan", "my daughter gave my birthday cake a six and asked could I resit it")}
${card("Saturdays look like", "owner", "Sideline coffee, a walk in Fitzgerald Park, a takeaway once they're in bed.")}
</div>
${tabs([icon.home(26), `<span class="on">${icon.heartFilled(26)}</span>`, icon.chat(26), icon.person(26)])}`,
};

export const omiai: ScreenSpec = {
  id: "omiai-recorded-voice-except-my-cat",
  app: "Omiai",
  kind: "profile",
  dark: true,
  device: "iphone-max",
  format: "png",
  owner: { name: "Fumiko", handle: null },
  time: "22:51",
  battery: 44,
  banner: {
    app: "Messages",
    color: "#34c759",
    title: "Chiharu",
    body: "hold on, is that the train lady?? ask her to say my stop",
    author: "Chiharu",
    age: "now",
  },
  replies: true,
  cutLines: 1,
  css: `${cardCss("#1d2024", "#7fb7e6", "#e9ecef", 15.5, 12)}${noteCss("#182635", "#2a4660", "#8fc3ee", "#dfe6ec")}
body{background:#111315;color:#e9ecef}
.hd{flex:none;height:48px;padding:0 16px;gap:14px;background:#111315;color:#e9ecef}.hd b{flex:1;text-align:center;font-size:17px;font-weight:700}
.ph{flex:none;overflow:hidden;position:relative;margin:0 12px;border-radius:14px}
.dots{position:absolute;left:0;right:0;top:10px;display:flex;justify-content:center;gap:6px}.dots i{width:7px;height:7px;border-radius:50%;background:rgba(255,255,255,.45)}.dots i:first-child{background:#fff}
.dr{flex:none;justify-content:space-between;margin:0 12px;padding:9px 16px;background:#1d2024;border-bottom:1px solid #2a2e33;font-size:13.5px}.dr span{color:#8e979f}.dr b{font-weight:600;color:#e9ecef}
.dr.f{margin-top:10px;border-radius:12px 12px 0 0}.dr.l{border-radius:0 0 12px 12px;border-bottom:0}
.act{flex:none;gap:12px;padding:10px 16px 32px;background:#17191c;border-top:1px solid #2a2e33;position:relative;z-index:3}.act span{flex:1;height:48px;border-radius:24px;display:flex;align-items:center;justify-content:center;font-size:15.5px;font-weight:700;color:#7fb7e6;border:1.5px solid #3d5d7a}.act span.lk{background:#3f8fd2;border-color:#3f8fd2;color:#fff}`,
  html: `<div class="row hd" data-role="ui">${icon.back(22)}<b>${esc("Omiai")}</b>${icon.moreV(22)}</div>
<div class="fill" style="display:flex;flex-direction:column">
<div class="ph">${picture("100%", 200, ["#9aa9c4", "#2d3446"], `<div class="dots"><i></i><i></i><i></i><i></i></div>${onPhoto("Fumiko, 31", "Osaka · Online today", 25)}`)}</div>
${detail("Marriage", "Wants to marry within 2 years").replace('class="row dr"', 'class="row dr f"')}
${detail("Height", "158 cm")}
${detail("Occupation", "Railway staff")}
${detail("Smoking", "Doesn't smoke").replace('class="row dr"', 'class="row dr l"')}
${card("Self-introduction", "owner", "Hello and thank you for visiting. I like bakeries, the aquarium and long baths.")}
${card("About my work", "owner", "I am the recorded voice on the Osaka Loop Line. Two million people a day do what I say, except my cat.")}
${note("Daichi liked this · 3h", "#5c7fa8", "Daichi", "my grandmother bows to the speaker every time you announce Tennoji")}
${card("Days off", "owner", "A morning bakery run, then the aquarium in Tempozan if it is raining.")}
</div>
<div class="row act" data-role="ui"><span>${esc("Skip")}</span><span class="lk">${esc("Like")}</span></div>`,
};

export const tapple: ScreenSpec = {
  id: "tapple-buried-cars-waved-at-none",
  app: "Tapple",
  kind: "profile",
  dark: false,
  device: "android",
  format: "jpeg",
  generations: [{ quality: 80 }, { width: 840, quality: 66 }],
  owner: { name: "Eiji", handle: null },
  time: "20:03",
  battery: 72,
  replies: true,
  cutLines: 0,
  css: `${cardCss("#fff", "#f06a2c", "#2a2624", 14.5, 14)}${noteCss("#fff6f0", "#f7d2bd", "#c4501c", "#2a2624")}
body{background:#fbf6f2;color:#2a2624}
.hd{flex:none;height:52px;padding:0 14px;gap:14px;background:#fff;border-bottom:1px solid #efe4dc;color:#2a2624}.hd b{flex:1;font-size:18px;font-weight:800;color:#f06a2c}
.ph{flex:none;overflow:hidden;position:relative}
.hb{position:absolute;left:14px;top:12px;display:flex;gap:6px}.hb span{background:rgba(240,106,44,.92);color:#fff;border-radius:12px;padding:3px 10px;font-size:12px;font-weight:700}
.tg{flex:none;gap:6px;flex-wrap:wrap;padding:10px 12px 0}.tg span{font-size:12px;color:#5a4c43;background:#fff;border:1px solid #ecdcd0;border-radius:14px;padding:4px 10px}
.act{flex:none;gap:10px;padding:8px 12px 10px;background:#fff;border-top:1px solid #efe4dc}.act span{flex:1;height:42px;border-radius:21px;display:flex;align-items:center;justify-content:center;font-size:14.5px;font-weight:700;color:#8d7d72;background:#f3ece7}.act span.lk{background:#f06a2c;color:#fff}
.tb{flex:none;justify-content:space-around;height:56px;padding-bottom:4px;background:#fff;border-top:1px solid #efe4dc;color:#8d7d72}`,
  html: `<div class="row hd" data-role="ui">${icon.back(22)}<b>${esc("tapple")}</b>${icon.star(21)}${icon.moreV(22)}</div>
<div class="fill" style="display:flex;flex-direction:column">
<div class="ph">${picture("100%", 200, ["#cfdde8", "#5b6f80"], `<div class="hb" data-role="ui"><span>${esc("Onsen")}</span><span>${esc("Curling")}</span><span>${esc("Soup curry")}</span></div>${onPhoto("Eiji, 29", "Sapporo · 5 km", 24)}`)}</div>
${tags(["178 cm", "Public works", "Drinks on weekends", "Wants to date seriously"])}
${card("Quick intro", "owner", "Outdoor type. Soup curry four times a week, hot springs on my days off.")}
${card("Work", "owner", "I drive a snowplough in Sapporo. Every morning at four I bury three hundred parked cars and wave at none of their owners.")}
${note("Asuka · 8:02 PM", "#c07aa0", "Asuka", "you buried my Honda on Tuesday, I saw the no-wave, it was very rude")}
${card("Weekends", "owner", "Curling league on Sundays, then ramen with the team.")}
</div>
<div class="row act" data-role="ui"><span>${esc("Skip")}</span><span class="lk">${esc("Like")}</span></div>
${tabs([icon.home(24), icon.search(24), icon.chat(24), icon.person(24)], true)}`,
};
