// Part A's dating profiles, second file (v28): Topface, Tabor, Neu.de.
import { tabs } from "./blocks";
import { icon, picture } from "./icons";
import type { ScreenSpec } from "./screen-type";
import { card, cardCss, note, noteCss, onPhoto, tags } from "./screens-a-kit";
import { esc } from "./shell";

export const topface: ScreenSpec = {
  id: "topface-six-proposals-from-behind",
  app: "Topface",
  kind: "profile",
  dark: false,
  device: "iphone-max",
  format: "png",
  downscaleTo: 1000,
  owner: { name: "Artyom", handle: null },
  time: "17:55",
  battery: 58,
  banner: {
    app: "Messages",
    color: "#34c759",
    title: "Faina",
    body: "that's the lift guy who yelled at Fedya for rocking the chair",
    author: "Faina",
    age: "now",
  },
  replies: true,
  cutLines: 0,
  css: `${cardCss("#fff", "#e4572e", "#2a2a2a", 15.5, 14)}${noteCss("#fff4ee", "#f6cdb9", "#c2461f", "#3a2a22")}
body{background:#f4f1ef;color:#2a2a2a}
.hd{flex:none;height:50px;padding:0 16px;gap:14px;background:#fff;border-bottom:1px solid #ebe5e1;color:#e4572e}.hd b{flex:1;font-size:19px;font-weight:800;color:#e4572e}
.ph{flex:none;overflow:hidden;position:relative}
.rt{position:absolute;right:14px;top:14px;gap:5px;background:rgba(0,0,0,.45);color:#fff;border-radius:12px;padding:3px 10px;font-size:12.5px;font-weight:600}
.tg{flex:none;gap:6px;flex-wrap:wrap;padding:10px 12px 0}.tg span{font-size:12.5px;color:#5a4a42;background:#fff;border:1px solid #eadbd2;border-radius:14px;padding:4px 11px}
.tb{flex:none;justify-content:space-around;height:82px;padding-bottom:26px;background:#fff;border-top:1px solid #ebe5e1;color:#9a8f89}`,
  html: `<div class="row hd" data-role="ui">${icon.back(22)}<b>${esc("Topface")}</b>${icon.heart(22)}${icon.more(22)}</div>
<div class="fill" style="display:flex;flex-direction:column">
<div class="ph">${picture("100%", 190, ["#a9c7de", "#3d5a70"], `${onPhoto("Artyom, 38", "Sochi · 4 km", 25)}<div class="row rt" data-role="ui">${icon.star(14)}<span>${esc("4.8")}</span></div>`)}</div>
${tags(["184 cm", "Lift operator", "Doesn't smoke", "Wants something real"])}
${card("About me", "owner", "Mountains in winter, the sea in summer, shashlik all year round. I can fix anything with a motor.")}
${card("Interesting fact", "owner", "I run the chairlift at Rosa Khutor. I have watched six proposals from behind and heard two of them fail.")}
${note("Alevtina · 5:41 PM", "#7f9fd0", "Alevtina", "which chair was it, I need to know if mine counts as one of the two")}
${card("Ideal weekend", "owner", "Fishing on the Mzymta, then supper at my brother's place in Adler.")}
</div>
${tabs([icon.flame(26), icon.heart(26), icon.chat(26), icon.person(26)])}`,
};

export const tabor: ScreenSpec = {
  id: "tabor-every-proposal-failed-the-test",
  app: "Tabor",
  kind: "profile",
  dark: false,
  device: "android",
  format: "jpeg",
  generations: [{ quality: 82 }, { width: 820, quality: 67 }],
  owner: { name: "Agata", handle: null },
  time: "12:26",
  battery: 90,
  statusBarDark: true,
  statusBarBackground: "#2f6fd6",
  replies: true,
  cutLines: 0,
  css: `${cardCss("#fff", "#2f6fd6", "#1f2733", 14.5, 8)}${noteCss("#eef4ff", "#c6d8f7", "#2459b0", "#1f2733")}
body{background:#eceff4;color:#1f2733}
.hd{flex:none;height:54px;padding:0 14px;gap:16px;background:#2f6fd6;color:#fff}.hd b{flex:1;font-size:20px;font-weight:800;letter-spacing:.5px}
.ph{flex:none;overflow:hidden;position:relative}
.dots{position:absolute;left:0;right:0;top:8px;display:flex;gap:4px;padding:0 10px}.dots i{flex:1;height:3px;border-radius:2px;background:rgba(255,255,255,.5)}.dots i:first-child{background:#fff}
.tg{flex:none;gap:6px;flex-wrap:wrap;padding:10px 12px 0}.tg span{font-size:12px;color:#2459b0;background:#dde8fb;border-radius:4px;padding:4px 9px}
.act{flex:none;justify-content:center;gap:26px;padding:8px 0 10px}.act span{width:54px;height:54px;border-radius:50%;display:flex;align-items:center;justify-content:center;background:#fff;box-shadow:0 2px 6px rgba(0,0,0,.15);color:#2f6fd6}
.tb{flex:none;justify-content:space-around;height:56px;padding-bottom:4px;background:#fff;border-top:1px solid #dde1e8;color:#8790a0}`,
  html: `<div class="row hd" data-role="ui">${icon.back(22)}<b>${esc("tabor")}</b>${icon.sliders(22)}</div>
<div class="fill" style="display:flex;flex-direction:column">
<div class="ph">${picture("100%", 150, ["#e0b48f", "#7b4a3a"], `<div class="dots"><i></i><i></i><i></i><i></i></div>${onPhoto("Agata, 31", "Kraków · 3 km", 23)}`)}</div>
${tags(["168 cm", "Driving examiner", "Long-term", "Non-smoker", "Has a dog"])}
${card("About me", "owner", "Mountain weekends in Zakopane, pierogi with too much onion, a border collie named Biszkopt.")}
${card("Something surprising", "owner", "I'm a driving examiner. Eleven men have proposed to me mid-test. Every single one failed.")}
${note("Cyryl wrote to you", "#6a8f5a", "Cyryl", "I failed with you in 2021, reversing into the bins on Nowohucka, no proposal though")}
${card("Looking for", "owner", "Someone calm, kind and good with dogs.")}
</div>
${tabs([icon.flame(24), icon.heart(24), icon.chat(24), icon.person(24)], true)}`,
};

export const neude: ScreenSpec = {
  id: "neude-step-fourteen-apology",
  app: "Neu.de",
  kind: "profile",
  dark: true,
  device: "iphone",
  format: "jpeg",
  quality: 70,
  crop: { top: 50 },
  owner: { name: "Eckhart", handle: null },
  time: "21:34",
  battery: 36,
  replies: true,
  cutLines: 0,
  css: `${cardCss("#1f1d22", "#f08a3c", "#ece8ef", 15, 12)}${noteCss("#2a2219", "#4d3a26", "#f2a463", "#ece4da")}
body{background:#141316;color:#ece8ef}
.hd{flex:none;height:48px;padding:0 16px;gap:14px;background:#1b1a1e;border-bottom:1px solid #2d2b31;color:#ece8ef}.hd b{flex:1;text-align:center;font-size:18px;font-weight:700;color:#f08a3c}
.top{flex:none;gap:14px;padding:14px 16px 2px;align-items:center}.top .pic{border-radius:14px}.nm2{font-size:22px;font-weight:700}.sub2{font-size:13.5px;color:#a29ea8;margin-top:2px}
.fit{color:#7ed39a;font-weight:600}
.tg{flex:none;gap:6px;flex-wrap:wrap;padding:10px 12px 0}.tg span{font-size:12.5px;color:#d8d3dc;background:#27252b;border-radius:14px;padding:4px 10px}
.tb{flex:none;justify-content:space-around;height:78px;padding-bottom:24px;background:#1b1a1e;border-top:1px solid #2d2b31;color:#8e8a94}`,
  html: `<div class="row hd" data-role="ui">${icon.back(22)}<b>${esc("neu.de")}</b>${icon.more(22)}</div>
<div class="fill" style="display:flex;flex-direction:column">
<div class="row top">${picture(92, 112, ["#8f8a78", "#3a372e"])}<div data-role="ui"><div class="nm2">${esc("Eckhart, 45")}</div><div class="sub2">${esc("Stuttgart · 9 km")}</div><div class="sub2">${esc("Technical writer")}</div><div class="sub2 fit">${esc("87% match")}</div></div></div>
${tags(["1,86 m", "Serious relationship", "Drinks occasionally", "No kids"])}
${card("About me", "owner", "Quiet, tidy, a decent cook. I hike the Swabian Alb and own more screwdrivers than mugs.")}
${card("My job in one sentence", "owner", "I write the assembly instructions for flat-pack wardrobes. If step fourteen ever made you cry, I am sorry.")}
${note("Annegret liked your answer", "#b07a5a", "Annegret", "step fourteen is why my ex and I split up, so thank you actually")}
${card("On Sundays", "owner", "A long walk, coffee and plum cake at my mother's, an early night.")}
</div>
${tabs([icon.search(25), icon.heart(25), icon.chat(25), icon.person(25)])}`,
};
