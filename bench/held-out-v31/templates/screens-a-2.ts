// Part A's dating profiles, second file (v31): Hot or Not, Growlr, PlanetRomeo.
import { tabs } from "./blocks";
import { icon, picture } from "./icons";
import type { ScreenSpec } from "./screen-type";
import { caption, card, cardCss, note, noteCss, onPhoto, tags } from "./screens-a-kit";
import { esc } from "./shell";

export const hotOrNot: ScreenSpec = {
  id: "hotornot-wrong-on-live-tv-nine-hundred-times",
  app: "Hot or Not",
  kind: "profile",
  dark: false,
  device: "android",
  format: "png",
  downscaleTo: 900,
  owner: { name: "Dayana", handle: null },
  time: "18:09",
  battery: 52,
  statusBarDark: true,
  statusBarBackground: "#e8452c",
  replies: true,
  cutLines: 1,
  css: `${cardCss("#fff", "#d63a22", "#2b2422", 14.5, 10)}${noteCss("#fff4ef", "#f5d3c7", "#c2371f", "#2b2422")}
body{background:#f5f1ee;color:#2b2422}
.hd{flex:none;height:52px;padding:0 14px;gap:16px;background:#e8452c;color:#fff}.hd b{flex:1;font-size:20px;font-weight:900;letter-spacing:.5px}.hd b i{font-style:normal;font-weight:400;opacity:.85}
.ph{flex:none;overflow:hidden;position:relative;margin:10px 12px 0;border-radius:12px}
.tg{flex:none;gap:6px;flex-wrap:wrap;padding:10px 12px 0}.tg span{font-size:12px;color:#4c403c;background:#fff;border:1px solid #e7d9d2;border-radius:14px;padding:4px 10px}
.act{flex:none;gap:14px;padding:9px 14px 10px;background:#fff;border-top:1px solid #eadfd9}.act span{flex:1;height:44px;border-radius:22px;display:flex;align-items:center;justify-content:center;font-size:15px;font-weight:900;letter-spacing:1px}.act .n{color:#7a6f6b;border:1.5px solid #cfc3bd}.act .h{background:#e8452c;color:#fff}
.tb{flex:none;justify-content:space-around;height:56px;padding-bottom:4px;background:#fff;border-top:1px solid #eadfd9;color:#8e827d}.tb .on{color:#e8452c}`,
  html: `<div class="row hd" data-role="ui">${icon.back(22)}<b>${esc("HOT")} <i>${esc("or")}</i> ${esc("NOT")}</b>${icon.moreV(22)}</div>
<div class="fill" style="display:flex;flex-direction:column">
<div class="ph">${picture("100%", 150, ["#8fc3e6", "#2f5f87"], `${caption("owner", "first day on air, 2017", "left:12px;top:12px")}${onPhoto("Dayana, 38", "Tampa, FL · 9 miles away", 24)}`)}</div>
${tags(["5′7″", "TV meteorologist", "Has a cat", "Rarely drinks", "Something serious"])}
${card("In a nutshell", "owner", "Early riser, paddleboarder, makes a mean Cuban sandwich.")}
${card("Career highlight", "owner", "I do the weather on Channel 9 in Tampa. I've been wrong on live TV about nine hundred times and I still smile at the end.")}
${note("Avery · sent a message", "#7f9c6a", "Avery", "you said 'a lovely dry weekend' and I got married in a monsoon")}
${card("Green flags", "owner", "Texts back, tips well, owns an umbrella.")}
</div>
<div class="row act" data-role="ui"><span class="n">${esc("NOT")}</span><span class="h">${esc("HOT")}</span></div>
${tabs([icon.flame(24), icon.search(24), icon.chat(24), icon.person(24)], true)}`,
};

export const growlr: ScreenSpec = {
  id: "growlr-who-got-to-pick-the-filling",
  app: "Growlr",
  kind: "profile",
  dark: true,
  device: "iphone",
  format: "jpeg",
  quality: 76,
  owner: { name: "Carmelo", handle: null },
  time: "21:48",
  battery: 44,
  banner: {
    app: "Messages",
    color: "#34c759",
    title: "Celestina",
    body: "omg the cake guy from my sister's wedding is on here",
    author: "Celestina",
    age: "now",
  },
  replies: true,
  cutLines: 0,
  css: `${cardCss("#1d1a17", "#e0a54a", "#ede6dc", 15, 8)}${noteCss("#26211b", "#423729", "#f0b95e", "#e7dfd3")}
body{background:#12100e;color:#ede6dc}
.hd{flex:none;height:48px;padding:0 16px;gap:14px;background:#12100e;color:#ede6dc}.hd b{flex:1;text-align:center;font-size:20px;font-weight:900;color:#e0a54a;letter-spacing:1px}
.ph{flex:none;overflow:hidden;position:relative}
.ol{position:absolute;left:14px;top:12px;font-size:11.5px;font-weight:700;color:#7ddc7a;background:rgba(0,0,0,.55);border-radius:10px;padding:3px 9px}
.tg{flex:none;gap:6px;flex-wrap:wrap;padding:10px 12px 0}.tg span{font-size:12.5px;color:#d9cfc1;background:#1d1a17;border:1px solid #3a3128;border-radius:6px;padding:4px 9px}
.tb{flex:none;justify-content:space-around;height:80px;padding-bottom:26px;background:#12100e;border-top:1px solid #2b251f;color:#8a7f72;position:relative;z-index:3}.tb .on{color:#e0a54a}`,
  html: `<div class="row hd" data-role="ui">${icon.back(22)}<b>${esc("GROWLR")}</b>${icon.star(21)}</div>
<div class="fill" style="display:flex;flex-direction:column">
<div class="ph">${picture("100%", 190, ["#8b6b52", "#2e241c"], `<div class="ol" data-role="ui">${esc("● Online")}</div>${onPhoto("Carmelo, 44", "Winnipeg, MB · 2.1 km", 25)}`)}</div>
${tags(["Bear", "5′10″", "250 lb", "Pastry chef", "Dates, friends"])}
${card("The basics", "owner", "Big, hairy, soft-spoken. Curling on Tuesdays, choir on Thursdays.")}
${card("My trade", "owner", "I bake wedding cakes in Winnipeg. I can tell which marriages will last by who got to pick the filling.")}
${note("Faustino · 9:40 PM", "#6d8aa6", "Faustino", "my ex picked the filling. it was lemon. you were right")}
${card("Looking for", "owner", "A guy who will eat the broken ones with me.")}
</div>
${tabs([icon.grid(26), icon.search(26), icon.chat(26), `<span class="on">${icon.person(26)}</span>`])}`,
};

export const planetRomeo: ScreenSpec = {
  id: "planetromeo-forty-of-them-on-purpose",
  app: "PlanetRomeo",
  kind: "profile",
  dark: true,
  device: "android",
  format: "jpeg",
  generations: [{ quality: 80 }, { width: 900, quality: 66 }],
  owner: { name: "Bastiaan", handle: null },
  time: "23:27",
  battery: 19,
  replies: true,
  cutLines: 1,
  css: `${cardCss("#1b2230", "#5fb4e8", "#e4e9f0", 14.5, 6)}${noteCss("#1f2838", "#34425a", "#7cc4f0", "#dfe6ee")}
body{background:#111620;color:#e4e9f0}
.hd{flex:none;height:54px;padding:0 14px;gap:16px;background:#0b3d66;color:#fff}.hd b{flex:1;font-size:18px;font-weight:700}
.top{flex:none;gap:12px;padding:12px 14px;background:#161c28;border-bottom:1px solid #263043;align-items:flex-start}.top .pic{border-radius:4px}.nm2{font-size:20px;font-weight:700}.sub2{font-size:12.5px;color:#97a3b6;margin-top:3px}.ol2{display:inline-block;margin-top:6px;font-size:11.5px;font-weight:700;color:#4cd07d}
.dr{flex:none;justify-content:space-between;margin:0 12px;padding:7px 14px;background:#1b2230;border-bottom:1px solid #263043;font-size:13px}.dr span{color:#8e9aae}.dr b{font-weight:600}
.dr.f{margin-top:8px;border-radius:6px 6px 0 0}.dr.l{border-radius:0 0 6px 6px;border-bottom:0}
.act{flex:none;gap:10px;padding:8px 12px 10px;background:#161c28;border-top:1px solid #263043;position:relative;z-index:3}.act span{flex:1;height:42px;border-radius:6px;display:flex;align-items:center;justify-content:center;font-size:14px;font-weight:700;color:#5fb4e8;border:1.5px solid #3b6f96}.act span.lk{background:#1f78b8;border-color:#1f78b8;color:#fff}`,
  html: `<div class="row hd" data-role="ui">${icon.back(22)}<b>${esc("PlanetRomeo")}</b>${icon.star(21)}${icon.moreV(22)}</div>
<div class="fill" style="display:flex;flex-direction:column">
<div class="row top">${picture(96, 116, ["#9aa9b8", "#35404f"])}<div data-role="ui"><div class="nm2">${esc("Bastiaan, 41")}</div><div class="sub2">${esc("Amsterdam-Oost · 1.4 km")}</div><div class="sub2">${esc("Gay · Single · Dutch, English")}</div><span class="ol2">${esc("● Online now")}</span></div></div>
${row("Height", "1.91 m", "f")}
${row("Looking for", "Dates, something steady")}
${row("Occupation", "Bridge operator", "l")}
${card("About me", "owner", "Tall, quiet, good with ropes and a thermos. I cycle everywhere, like everyone here.")}
${card("At work", "owner", "I operate a drawbridge on the Amstel. I've made ten thousand cyclists late, and about forty of them on purpose.")}
${note("Message from Freek · 22:58", "#a07a5a", "Freek", "That bridge made me late for my own divorce hearing in 2023. Thank you")}
${card("A good evening", "owner", "Fries from the stand on the corner, the canal, someone who talks less than the tourists on the boats.")}
</div>
<div class="row act" data-role="ui"><span>${esc("Footprint")}</span><span class="lk">${esc("Message")}</span></div>`,
};

/** A label/value row with an optional first/last class. */
function row(label: string, value: string, pos = "") {
  return `<div class="row dr${pos ? ` ${pos}` : ""}" data-role="ui"><span>${esc(label)}</span><b>${esc(value)}</b></div>`;
}
