// Part A's dating profiles, third file (v31): Millionaire Match, LatinAmericanCupid, Lesly, Wild.
import { tabs } from "./blocks";
import { icon, picture } from "./icons";
import type { ScreenSpec } from "./screen-type";
import { caption, card, cardCss, detail, note, noteCss, onPhoto, tags } from "./screens-a-kit";
import { esc } from "./shell";

export const millionaireMatch: ScreenSpec = {
  id: "millionairematch-already-sat-on-my-fortune",
  app: "Millionaire Match",
  kind: "profile",
  dark: false,
  device: "iphone",
  format: "png",
  owner: { name: "Earlene", handle: null },
  time: "16:12",
  battery: 88,
  crop: { top: 50 },
  replies: true,
  cutLines: 1,
  css: `${cardCss("#fff", "#9b7a2c", "#1f1d1a", 15, 4)}${noteCss("#fbf7ec", "#eadfbf", "#7d6120", "#1f1d1a")}
body{background:#f3f1ec;color:#1f1d1a}
.hd{flex:none;height:50px;padding:0 16px;gap:14px;background:#111;color:#fff}.hd b{flex:1;text-align:center;font-size:17px;font-weight:600;font-family:Georgia,serif;color:#d8b75e;letter-spacing:.6px}
.ph{flex:none;overflow:hidden;position:relative}
.vf{position:absolute;right:12px;top:12px;background:#d8b75e;color:#111;border-radius:3px;padding:3px 8px;font-size:11px;font-weight:700}
.dr{flex:none;justify-content:space-between;margin:0 12px;padding:7px 14px;background:#fff;border-bottom:1px solid #ebe6db;font-size:13px}.dr span{color:#8a8274}.dr b{font-weight:600}
.dl{flex:none;margin-top:8px}
.tb{flex:none;justify-content:space-around;height:80px;padding-bottom:26px;background:#111;color:#8c8778;position:relative;z-index:3}.tb .on{color:#d8b75e}`,
  html: `<div class="row hd" data-role="ui">${icon.back(22)}<b>${esc("Millionaire Match")}</b>${icon.moreV(22)}</div>
<div class="fill" style="display:flex;flex-direction:column">
<div class="ph">${picture("100%", 180, ["#d9c29a", "#6e5530"], `<div class="vf" data-role="ui">${esc("Income verified")}</div>${onPhoto("Earlene, 58", "Amarillo, TX · 40 miles", 25)}`)}</div>
<div class="dl"></div>
${detail("Annual income", "$1M+")}
${detail("Occupation", "Business owner")}
${detail("Relationship", "Widowed")}
${card("A few words", "owner", "Widowed, two grown sons, a ranch outside Amarillo and a weakness for Patsy Cline.")}
${card("Where the money came from", "owner", "I own four thousand portable toilets across Texas. If you've been to a rodeo, you've already sat on my fortune.")}
${note("Benicio · 3:47 PM", "#5c7fa3", "Benicio", "I'm in oil, which suddenly feels much less interesting")}
${card("My ideal match", "owner", "A man who dances, tips the band and doesn't ask how much.")}
</div>
${tabs([icon.search(26), `<span class="on">${icon.heartFilled(26, "#d8b75e")}</span>`, icon.chat(26), icon.person(26)])}`,
};

export const latinAmericanCupid: ScreenSpec = {
  id: "latinamericancupid-i-still-gasp-at-the-view",
  app: "LatinAmericanCupid",
  kind: "profile",
  dark: false,
  device: "android",
  format: "jpeg",
  quality: 70,
  owner: { name: "Alejandra", handle: null },
  time: "10:26",
  battery: 71,
  statusBarDark: true,
  statusBarBackground: "#c8102e",
  replies: true,
  cutLines: 0,
  css: `${cardCss("#fff", "#c8102e", "#222", 14.5, 8)}${noteCss("#fdf1f2", "#f2cdd3", "#a50d26", "#222")}
body{background:#f2f2f2;color:#222}
.hd{flex:none;height:54px;padding:0 14px;gap:16px;background:#c8102e;color:#fff}.hd b{flex:1;font-size:17px;font-weight:700}
.top{flex:none;gap:14px;padding:12px 14px;background:#fff;border-bottom:1px solid #e3e3e3;align-items:center}.top .pic{border-radius:6px}.nm2{font-size:20px;font-weight:700}.sub2{font-size:13px;color:#666;margin-top:3px}.ol2{display:inline-block;margin-top:6px;font-size:11.5px;font-weight:700;color:#2e8b3d}
.tg{flex:none;gap:6px;flex-wrap:wrap;padding:10px 12px 0}.tg span{font-size:12px;color:#444;background:#fff;border:1px solid #ddd;border-radius:4px;padding:4px 9px}
.tb{flex:none;justify-content:space-around;height:56px;padding-bottom:4px;background:#fff;border-top:1px solid #ddd;color:#777;position:relative;z-index:3}.tb .on{color:#c8102e}`,
  html: `<div class="row hd" data-role="ui">${icon.back(22)}<b>${esc("LatinAmericanCupid")}</b>${icon.heart(21)}${icon.moreV(22)}</div>
<div class="fill" style="display:flex;flex-direction:column">
<div class="row top">${picture(92, 112, ["#e2a77f", "#6b3b2a"])}<div data-role="ui"><div class="nm2">${esc("Alejandra, 33")}</div><div class="sub2">${esc("Medellín, Antioquia, Colombia")}</div><div class="sub2">${esc("Seeking: Male 32 - 45")}</div><span class="ol2">${esc("● Online now")}</span></div></div>
${tags(["Tour guide", "1.63 m", "Never married", "Spanish, English", "Doesn't smoke"])}
${card("Overview", "owner", "Salsa on Thursdays, my abuela's sancocho on Sundays, my two nephews in between.")}
${card("My work", "owner", "I'm a tour guide in Medellín. I've ridden the same cable car eight thousand times. I still gasp at the view so the tourists feel special.")}
${note("Coen sent you an interest · 9:14 AM", "#7a9cc6", "Coen", "I was on your tour in 2024 and I really thought that gasp was just for me")}
${card("My match", "owner", "A man who learns some Spanish before he visits, not after. Kind to waiters, good with kids, happy to dance badly.")}
</div>
${tabs([icon.home(24), icon.search(24), `<span class="on">${icon.heart(24)}</span>`, icon.chat(24), icon.person(24)], true)}`,
};

export const lesly: ScreenSpec = {
  id: "lesly-my-exs-new-girlfriend-tips-beautifully",
  app: "Lesly",
  kind: "profile",
  dark: false,
  device: "iphone",
  format: "png",
  crop: { bottom: 108 },
  downscaleTo: 1000,
  owner: { name: "Adrienne", handle: null },
  time: "13:03",
  battery: 66,
  replies: true,
  cutLines: 1,
  css: `${cardCss("#fff", "#7a3fb0", "#24202a", 15, 20)}${noteCss("#f7f1fc", "#e4d5f2", "#6a3399", "#24202a")}
body{background:#fbf7f4;color:#24202a}
.hd{flex:none;height:46px;padding:0 16px;gap:14px;background:#fbf7f4;color:#24202a}.hd b{flex:1;text-align:center;font-size:21px;font-weight:800;color:#7a3fb0;letter-spacing:-.2px}
.ph{flex:none;overflow:hidden;position:relative;margin:0 12px;border-radius:22px}
.tg{flex:none;gap:6px;flex-wrap:wrap;padding:10px 12px 0}.tg span{font-size:12.5px;color:#4b3d59;background:#efe6f7;border-radius:14px;padding:4px 10px}
.tb{flex:none;justify-content:space-around;height:80px;padding-bottom:26px;background:#fff;border-top:1px solid #ece4ee;color:#8f8597;position:relative;z-index:3}.tb .on{color:#7a3fb0}`,
  html: `<div class="row hd" data-role="ui">${icon.back(22)}<b>${esc("lesly")}</b>${icon.moreV(22)}</div>
<div class="fill" style="display:flex;flex-direction:column">
<div class="ph">${picture("100%", 200, ["#f0b7a4", "#8a4d63"], `${caption("owner", "the first haircut I ever gave myself, 2004", "left:12px;top:12px;right:60px")}${onPhoto("Adrienne, 34", "Brighton · she/her · 2 miles", 25)}`)}</div>
${tags(["Lesbian", "5′5″", "Hairdresser", "Cat mum", "Long-term"])}
${card("A little about me", "owner", "Sea swims in October, charity shops, a record player I'm still paying off.")}
${card("Awkward part of the job", "owner", "I cut hair on Gardner Street in Brighton. My ex's new girlfriend books in with me every six weeks and tips beautifully.")}
${note("Eleftheria vouched for Adrienne", "#d08a5c", "Eleftheria", "Adrienne gave me the best haircut of my life the week after I was dumped. Ten out of ten, emotionally and fringe-wise")}
${card("You'll like me if", "owner", "You like dogs you can't have and pubs with a fire.")}
</div>
${tabs([icon.home(26), `<span class="on">${icon.heartFilled(26, "#7a3fb0")}</span>`, icon.chat(26), icon.person(26)])}`,
};

export const wild: ScreenSpec = {
  id: "wild-before-they-find-the-first-key",
  app: "Wild",
  kind: "profile",
  dark: false,
  device: "iphone-max",
  format: "jpeg",
  quality: 78,
  owner: { name: "Dominika", handle: null },
  time: "19:38",
  battery: 34,
  replies: true,
  cutLines: 0,
  css: `${cardCss("#fff", "#e23a4f", "#1d1b1e", 15.5, 14)}${noteCss("#fff2f3", "#f6d0d5", "#c92a3f", "#1d1b1e")}
body{background:#f6f4f3;color:#1d1b1e}
.hd{flex:none;height:48px;padding:0 16px;gap:14px;background:#f6f4f3;color:#1d1b1e}.hd b{flex:1;text-align:center;font-size:22px;font-weight:900;color:#e23a4f;letter-spacing:2px}
.ph{flex:none;overflow:hidden;position:relative;margin:0 12px;border-radius:16px}
.tg{flex:none;gap:6px;flex-wrap:wrap;padding:10px 12px 0}.tg span{font-size:12.5px;color:#3e3a40;background:#fff;border:1px solid #e2dcdc;border-radius:14px;padding:4px 10px}
.tip{flex:none;margin:8px 12px 0;padding:8px 14px;border-radius:12px;background:#1d1b1e;color:#fff;font-size:13px;line-height:18px}
.tb{flex:none;justify-content:space-around;height:84px;padding-bottom:28px;background:#fff;border-top:1px solid #e7e1e1;color:#8e878b;position:relative;z-index:3}.tb .on{color:#e23a4f}`,
  html: `<div class="row hd" data-role="ui">${icon.back(22)}<b>${esc("WILD")}</b>${icon.moreV(22)}</div>
<div class="fill" style="display:flex;flex-direction:column">
<div class="ph">${picture("100%", 210, ["#c7b3d6", "#4b3a5c"], onPhoto("Dominika, 30", "Kraków · 4 km · Verified", 26))}</div>
${tags(["5′8″", "Escape room owner", "Social drinker", "No kids", "Relationship"])}
${card("Quick intro", "owner", "Climbing wall on Mondays, pierogi on Fridays, my grandmother's allotment in between.")}
${card("What I do", "owner", "I run an escape room in Kraków. I watch every couple on camera for an hour. I know who's breaking up before they find the first key.")}
${note("Eelco · 6:55 PM", "#6f9e8e", "Eelco", "we did your Pharaoh room in May and we did break up, but we got out in 41 minutes")}
<div class="tip" data-role="ui">${esc("Wild tip: open with a question about her answers")}</div>
${card("Who I'm after", "owner", "Someone who reads the instructions first and still asks me for a hint.")}
</div>
${tabs([icon.flame(28), icon.search(28), icon.chat(28), `<span class="on">${icon.person(28)}</span>`])}`,
};
