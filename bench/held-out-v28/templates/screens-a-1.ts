// Part A's dating profiles, first file (v28).
import { tabs } from "./blocks";
import { icon, picture } from "./icons";
import type { ScreenSpec } from "./screen-type";
import { inputBar } from "./kit";
import { card, cardCss, note, noteCss, onPhoto, tags } from "./screens-a-kit";
import { esc } from "./shell";

export const lavalife: ScreenSpec = {
  id: "lavalife-most-watched-man-in-selkirk",
  app: "Lavalife",
  kind: "profile",
  dark: false,
  device: "android",
  format: "png",
  owner: { name: "Borys", handle: null },
  time: "19:42",
  battery: 64,
  statusBarDark: true,
  statusBarBackground: "#b3123f",
  replies: true,
  cutLines: 0,
  css: `${cardCss("#fff", "#b3123f", "#262626", 15, 10)}${noteCss("#fdf0f4", "#f0c6d3", "#8e1536", "#33222a")}
body{background:#f1eef0;color:#262626}
.hd{flex:none;height:54px;padding:0 14px;gap:16px;background:#b3123f;color:#fff}.hd b{flex:1;font-size:19px;font-weight:700;letter-spacing:.2px}
.ph{flex:none;overflow:hidden;position:relative}
.on{position:absolute;left:12px;top:12px;background:#23a55a;color:#fff;border-radius:10px;padding:2px 9px;font-size:11.5px;font-weight:600}
.tg{flex:none;gap:6px;flex-wrap:wrap;padding:10px 12px 0}.tg span{font-size:12px;color:#5b4750;background:#fff;border:1px solid #e3d3da;border-radius:14px;padding:4px 10px}
.act{flex:none;gap:10px;padding:8px 12px 10px;background:#fff;border-top:1px solid #e2dde0}.act span{flex:1;height:42px;border-radius:21px;display:flex;align-items:center;justify-content:center;font-size:14.5px;font-weight:700;color:#b3123f;border:1.5px solid #b3123f}.act span.lk{background:#b3123f;color:#fff}
.tb{flex:none;justify-content:space-around;height:56px;padding-bottom:4px;background:#fff;border-top:1px solid #e2dde0;color:#8a8186}`,
  html: `<div class="row hd" data-role="ui">${icon.back(22)}<b>${esc("lavalife")}</b>${icon.heart(21)}${icon.moreV(22)}</div>
<div class="fill" style="display:flex;flex-direction:column">
<div class="ph">${picture("100%", 170, ["#7fa6c9", "#22384f"], `${onPhoto("Borys, 41", "Selkirk, Manitoba · 18 km away", 24)}<div class="on" data-role="ui">${esc("Online now")}</div>`)}</div>
${tags(["6′1″", "Rink staff", "Social drinker", "Divorced", "Dating"])}
${card("About me", "owner", "Easy-going guy, two dogs, a truck that starts most mornings. Tim Hortons regular, no shame.")}
${card("My job, honestly", "owner", "I drive the Zamboni at the junior hockey rink. Between periods I am the most watched man in Selkirk.")}
${note("Message from Darina · 7:31 PM", "#9a6fb0", "Darina", "my nephew plays for them, he says you wave at the crowd like the Pope")}
${card("Perfect first date", "owner", "Skating at The Forks, then a double-double to warm up.")}
</div>
<div class="row act" data-role="ui"><span>${esc("Pass")}</span><span class="lk">${esc("Say hi")}</span></div>
${tabs([icon.home(24), icon.search(24), icon.chat(24), icon.person(24)], true)}`,
};

export const chemistry: ScreenSpec = {
  id: "chemistry-stenographer-types-under-the-table",
  app: "Chemistry",
  kind: "profile",
  dark: false,
  device: "iphone",
  format: "jpeg",
  quality: 74,
  owner: { name: "Emmaline", handle: null },
  time: "9:18",
  battery: 47,
  replies: true,
  cutLines: 1,
  css: `${cardCss("#fff", "#0a7f8c", "#22303a", 15.5, 16)}${noteCss("#eef8f8", "#bfe2e4", "#0a6a74", "#22303a")}
body{background:#f3f6f7;color:#22303a}
.hd{flex:none;height:48px;padding:0 16px;gap:14px;background:#fff;border-bottom:1px solid #e1e7ea;color:#0a7f8c}.hd b{flex:1;text-align:center;font-size:18px;font-weight:700;color:#0a7f8c;letter-spacing:.3px}
.top{flex:none;gap:14px;padding:24px 16px 4px;align-items:center}.top .pic{border-radius:50%}.nm2{font-size:23px;font-weight:700}.sub2{font-size:13.5px;color:#5d6c75;margin-top:2px}
.mt2{flex:none;margin:8px 12px 0;gap:8px;align-items:center;background:#0a7f8c;color:#fff;border-radius:12px;padding:8px 14px;font-size:13px;font-weight:600}
.tg{flex:none;gap:6px;flex-wrap:wrap;padding:10px 12px 0}.tg span{font-size:12.5px;color:#33454f;background:#e3eef0;border-radius:8px;padding:4px 10px}
.act{flex:none;gap:12px;padding:10px 16px 30px;background:#fff;border-top:1px solid #e1e7ea;position:relative;z-index:3}.act span{flex:1;height:46px;border-radius:23px;display:flex;align-items:center;justify-content:center;font-size:15.5px;font-weight:700;color:#0a7f8c;border:1.5px solid #0a7f8c}.act span.lk{background:#0a7f8c;color:#fff}`,
  html: `<div class="row hd" data-role="ui">${icon.back(22)}<b>${esc("Chemistry")}</b>${icon.more(22)}</div>
<div class="fill" style="display:flex;flex-direction:column">
<div class="row top">${picture(120, 120, ["#d9a38a", "#6b3f3a"])}<div data-role="ui"><div class="nm2">${esc("Emmaline, 36")}</div><div class="sub2">${esc("Tulsa, Oklahoma · 6 miles")}</div><div class="sub2">${esc("Court reporter")}</div></div></div>
<div class="row mt2" data-role="ui">${icon.star(16)}<span>${esc("Strong chemistry match")}</span></div>
${tags(["5′6″", "Never married", "Drinks wine", "Wants kids someday"])}
${card("About me", "owner", "Porch sitter, thrift-store lamp collector, loyal to one taco truck on 11th Street.")}
${card("The strangest part of my job", "owner", "I'm a court stenographer. On dates my fingers still type everything you say, under the table.")}
${note("Colby liked your answer", "#c08a3e", "Colby", "I say a lot of nonsense on dates, please don't enter it into evidence")}
${card("Sundays are for", "owner", "Brunch, the farmers market, a nap I don't apologise for, then a long phone call with my sister while we both pretend to fold laundry.")}
</div>
<div class="row act" data-role="ui"><span>${esc("Not now")}</span><span class="lk">${esc("Send a smile")}</span></div>`,
};

export const pairs: ScreenSpec = {
  id: "pairs-goodnight-to-lost-salarymen",
  app: "Pairs",
  kind: "profile",
  dark: true,
  device: "android",
  format: "png",
  owner: { name: "Daisuke", handle: null },
  time: "23:07",
  battery: 22,
  keyboard: true,
  replies: true,
  cutLines: 0,
  css: `${cardCss("#1e2227", "#5fb2e8", "#e8ecef", 14.5, 12)}${noteCss("#1a2a36", "#2c4a60", "#8cc7ee", "#dfe7ec")}
body{background:#121418;color:#e8ecef}
.hd{flex:none;height:50px;padding:0 14px;gap:12px;background:#1b1e23;border-bottom:1px solid #2a2e35;color:#e8ecef}.hd .h{flex:1}.hd b{font-size:16.5px;font-weight:700;display:block}.hd small{font-size:11.5px;color:#8d969f;display:block}
.tg{flex:none;gap:6px;flex-wrap:wrap;padding:8px 12px 0}.tg span{font-size:11.5px;color:#b9c3cb;background:#23282e;border:1px solid #343a42;border-radius:12px;padding:3px 9px}
.fill{justify-content:flex-end}
.in{flex:none;gap:10px;padding:8px 12px;background:#1b1e23;border-top:1px solid #2a2e35;color:#8d969f}.in .box{flex:1;background:#2a2f36;border-radius:18px;padding:8px 14px;font-size:14.5px;color:#8d969f}.in .box.typed{color:#e8ecef}`,
  html: `<div class="row hd" data-role="ui">${icon.back(22)}${picture(34, 34, ["#8aa0b8", "#2f3d4d"]).replace('class="pic" style="', 'class="pic" style="border-radius:50%;')}<div class="h"><b>${esc("Daisuke, 33")}</b><small>${esc("Shinjuku, Tokyo · Online within 24h")}</small></div>${icon.moreV(22)}</div>
<div class="fill" style="display:flex;flex-direction:column">
${tags(["172 cm", "Hotel staff", "Drinks sometimes", "Wants to marry in 1–2 years"])}
${card("Self-introduction", "owner", "Thank you for looking at my profile. I like ramen, rainy walks and quiet bars in Ebisu.")}
${card("My work", "owner", "I work the night desk at a capsule hotel in Shinjuku. I have said goodnight to more lost salarymen than any mother in Tokyo.")}
${note("Chinatsu liked this · 2h", "#c77b9a", "Chinatsu", "my dad stayed at a capsule hotel in Shinjuku last year and won't say why, was it yours")}
<div style="height:8px;flex:none"></div>
</div>
${inputBar("is there a pod for tall people", true)}`,
};
