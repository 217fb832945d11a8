// Part A's dating profiles, first file (v34): Willow, Grazer, Sizzl.
import { icon, picture } from "./icons";
import type { ScreenSpec } from "./screen-type";
import { caption, card, cardCss, note, noteCss, onPhoto, tags } from "./screens-a-kit";
import { esc } from "./shell";

export const willow: ScreenSpec = {
  id: "willow-i-love-you-in-none-this-year",
  app: "Willow",
  kind: "profile",
  dark: false,
  device: "iphone",
  format: "png",
  owner: { name: "Ceyda", handle: null },
  time: "21:47",
  battery: 64,
  crop: { top: 50 },
  replies: true,
  cutLines: 1,
  css: `${cardCss("#ffffff", "#4f7d5c", "#22302a", 15, 16)}${noteCss("#eef5ef", "#cfe2d3", "#3f6b4b", "#22302a")}
body{background:#f3f6f2;color:#22302a}
.hd{flex:none;height:50px;padding:0 16px;gap:14px;background:#f3f6f2;color:#22302a}.hd b{flex:1;text-align:center;font-size:22px;font-weight:700;color:#4f7d5c;letter-spacing:-.4px;font-style:italic}
.ph{flex:none;overflow:hidden;position:relative;margin:4px 12px 0;border-radius:20px}
.tg{flex:none;gap:6px;flex-wrap:wrap;padding:10px 12px 0}.tg span{font-size:12.5px;color:#42554a;background:#e3ece4;border-radius:14px;padding:4px 10px}
.qd{flex:none;margin:10px 12px 0;font-size:11.5px;font-weight:700;letter-spacing:.8px;color:#7d9784}
.act{flex:none;gap:10px;padding:10px 16px 30px;background:#f3f6f2;border-top:1px solid #dfe8e0}.act span{flex:1;height:44px;border-radius:22px;display:flex;align-items:center;justify-content:center;gap:6px;font-size:15px;font-weight:600;background:#fff;border:1px solid #cfdcd1;color:#42554a}.act span.a{background:#4f7d5c;border-color:#4f7d5c;color:#fff}`,
  html: `<div class="row hd" data-role="ui">${icon.back(22)}<b>${esc("willow")}</b>${icon.more(22)}</div>
<div class="fill" style="display:flex;flex-direction:column">
<div class="ph">${picture("100%", 190, ["#9db7c9", "#54607a"], `${caption("owner", "Booth 7, between sessions", "right:14px;top:14px", "rgba(30,40,60,.5)")}${onPhoto("Ceyda, 34", "Brussels · Etterbeek · 3 km", 25)}`)}</div>
${tags(["165 cm", "Conference interpreter", "Early riser", "Never smokes", "Wants a relationship"])}
<div class="qd" data-role="ui">${esc("HER ANSWERS")}</div>
${card("How would your friends describe you?", "owner", "Punctual, fond of long walks in the Sonian Forest, always first to the börek.")}
${card("What fills your weekdays?", "owner", "I interpret for agriculture ministers in Brussels. This week I said 'milk quota' in four languages and 'I love you' in none this year.")}
${note("Berkay liked this answer", "#a88566", "Berkay", "I sat through a fisheries council in 2022 with your voice in my ear and never once looked up")}
${card("Best kind of Sunday", "owner", "Sleeping past nine for once, then a long lunch with my sister in Ixelles.")}
</div>
<div class="row act" data-role="ui"><span>${icon.close(18)}${esc("Skip")}</span><span class="a">${icon.chat(18)}${esc("Answer back")}</span></div>`,
};

export const grazer: ScreenSpec = {
  id: "grazer-the-phase-turns-eleven",
  app: "Grazer",
  kind: "profile",
  dark: false,
  device: "iphone-max",
  format: "jpeg",
  quality: 74,
  downscaleTo: 1000,
  owner: { name: "Angharad", handle: null },
  time: "20:12",
  battery: 43,
  statusBarBackground: "#ffffff",
  replies: true,
  cutLines: 0,
  css: `${cardCss("#ffffff", "#3e9a55", "#1f2a22", 15.5, 14)}${noteCss("#f2faf3", "#cbe8d1", "#2f7d44", "#1f2a22")}
body{background:#f4f7f2;color:#1f2a22}
.hd{flex:none;height:50px;padding:0 16px;gap:14px;background:#fff;border-bottom:1px solid #e3ebe2;color:#2c3b2f}.hd b{flex:1;font-size:22px;font-weight:800;color:#3e9a55;letter-spacing:-.6px}
.top{flex:none;gap:14px;padding:12px 14px 4px;align-items:center}.top .pic{border-radius:16px}.nm2{font-size:23px;font-weight:700}.sub2{font-size:13.5px;color:#6c7a6e;margin-top:2px}.vg{display:inline-block;margin-top:6px;font-size:12px;font-weight:700;color:#fff;background:#3e9a55;border-radius:10px;padding:3px 9px}
.tg{flex:none;gap:6px;flex-wrap:wrap;padding:8px 12px 0}.tg span{font-size:12.5px;color:#3d4d40;background:#fff;border:1px solid #d7e6d9;border-radius:14px;padding:4px 10px}
.act{flex:none;gap:28px;padding:10px 0 30px;justify-content:center;background:#f4f7f2}.act span{width:56px;height:56px;border-radius:50%;display:flex;align-items:center;justify-content:center;background:#fff;box-shadow:0 2px 8px rgba(0,0,0,.12);color:#8a968c}.act span.lk{background:#3e9a55;color:#fff}`,
  html: `<div class="row hd" data-role="ui">${icon.back(22)}<b>${esc("grazer")}</b>${icon.sliders(22)}</div>
<div class="fill" style="display:flex;flex-direction:column">
<div class="row top">${picture(96, 118, ["#b9d48f", "#4f6b3a"])}<div data-role="ui"><div class="nm2">${esc("Angharad, 29")}</div><div class="sub2">${esc("Carmarthen · 11 miles away")}</div><span class="vg">${esc("Vegan · 11 years")}</span></div></div>
${tags(["5′6″", "Primary school TA", "Welsh speaker", "Gigs", "Long-term"])}
${card("Who I am", "owner", "Sea swims at Pendine, choir on Thursdays, a very loud cockapoo called Cadno.")}
${card("How I went plant-based", "owner", "My dad milks 300 cows outside Carmarthen and still introduces me at parties as 'the phase'. The phase turns eleven in March.")}
${note("Brynmor · 7:58 PM", "#8fae7a", "Brynmor", "my nan still hides ham in my sandwiches just in case, so I feel this deeply")}
${card("My go-to dish", "owner", "Cawl with leeks and butter beans, made in Mam's old pot.")}
</div>
<div class="row act" data-role="ui"><span>${icon.close(26)}</span><span class="lk">${icon.heartFilled(26, "#fff")}</span></div>`,
};

export const sizzl: ScreenSpec = {
  id: "sizzl-they-never-meet",
  app: "Sizzl",
  kind: "profile",
  dark: false,
  device: "iphone",
  format: "jpeg",
  generations: [{ quality: 80 }, { width: 900, quality: 70 }],
  owner: { name: "Delbert", handle: null },
  time: "19:05",
  battery: 71,
  statusBarDark: true,
  statusBarBackground: "#c8372d",
  replies: true,
  cutLines: 0,
  css: `${cardCss("#fffaf3", "#c8372d", "#2b1d17", 15, 12)}${noteCss("#fff1e6", "#f3cdb5", "#b2462a", "#2b1d17")}
body{background:#f7eee3;color:#2b1d17}
.hd{flex:none;height:52px;padding:0 14px;gap:14px;background:#c8372d;color:#fff}.hd b{flex:1;text-align:center;font-size:22px;font-weight:900;letter-spacing:.5px}
.ph{flex:none;overflow:hidden;position:relative}
.rs{flex:none;margin:10px 12px 0;gap:8px;align-items:center;font-size:13px;font-weight:700;color:#7a3b1e;background:#fde3cf;border-radius:10px;padding:8px 12px}
.tg{flex:none;gap:6px;flex-wrap:wrap;padding:8px 12px 0}.tg span{font-size:12.5px;color:#5b4336;background:#fffaf3;border:1px solid #ecd6c3;border-radius:6px;padding:4px 9px}
.act{flex:none;gap:12px;padding:10px 14px 30px;background:#f7eee3}.act span{flex:1;height:44px;border-radius:10px;display:flex;align-items:center;justify-content:center;gap:6px;font-size:15px;font-weight:700;border:2px solid #c8372d;color:#c8372d}.act span.w{background:#c8372d;color:#fff}`,
  html: `<div class="row hd" data-role="ui">${icon.back(22)}<b>${esc("SIZZL")}</b>${icon.moreV(22)}</div>
<div class="fill" style="display:flex;flex-direction:column">
<div class="ph">${picture("100%", 180, ["#d99a5b", "#5a2d1c"], onPhoto("Delbert, 56", "Milwaukee, WI · 4 mi", 25))}</div>
<div class="row rs" data-role="ui">${icon.flame(16)}<span>${esc("Bacon style: extra crispy")}</span></div>
${tags(["6′0″", "Forklift trainer", "Divorced", "Packers fan", "Something real"])}
${card("My weekend", "owner", "Fish fry on Friday, a Brewers game if it's warm, brunch with my daughter on Sunday.")}
${card("Confession", "owner", "My butcher and my cardiologist both know me by my first name. I have worked very hard to make sure they never meet.")}
${note("Bernice · sent a Sizzle", "#c98a6b", "Bernice", "my cardiologist gave me a leaflet about bacon and it's been my coaster since April")}
${card("Best first date", "owner", "A diner with a counter, two plates of hash browns, no phones.")}
</div>
<div class="row act" data-role="ui"><span>${esc("Pass")}</span><span class="w">${icon.flame(18)}${esc("Sizzle back")}</span></div>`,
};
