// Part A's dating profiles, first file (v42): PolishHearts, UkraineDate.
import { avatar, icon, picture } from "./icons";
import type { ScreenSpec } from "./screen-type";
import { caption, card, cardCss, note, noteCss, onPhoto, tags } from "./screens-a-kit";
import { esc } from "./shell";

export const polishHearts: ScreenSpec = {
  id: "polishhearts-three-fails-and-a-tip",
  app: "PolishHearts",
  kind: "profile",
  dark: false,
  device: "android",
  format: "jpeg",
  quality: 74,
  owner: { name: "Czeslaw", handle: null },
  time: "19:21",
  battery: 58,
  statusBarDark: true,
  statusBarBackground: "#c8102e",
  replies: true,
  cutLines: 0,
  css: `${cardCss("#ffffff", "#c8102e", "#222226", 14.5, 10)}${noteCss("#fff3f4", "#f3c7cd", "#a30d26", "#222226")}
body{background:#f4f1f1;color:#222226}
.hd{flex:none;height:54px;padding:0 14px;gap:16px;background:#c8102e;color:#fff}.hd b{flex:1;font-size:20px;font-weight:700;letter-spacing:-.2px}.hd b i{font-style:normal;font-weight:400}
.ph{flex:none;overflow:hidden;position:relative}
.on{flex:none;gap:8px;padding:8px 14px;background:#fff;font-size:12.5px;color:#2e7d32;font-weight:600;border-bottom:1px solid #e6dfe0}.on i{width:8px;height:8px;border-radius:50%;background:#43a047}
.tg{flex:none;gap:6px;flex-wrap:wrap;padding:9px 12px 1px}.tg span{font-size:12.5px;color:#5a4a4d;background:#fff;border:1px solid #e6d6d9;border-radius:4px;padding:4px 9px}
.act{flex:none;gap:10px;padding:9px 12px 12px;background:#fff;border-top:1px solid #e1d9da}.act span{flex:1;height:42px;border-radius:21px;display:flex;align-items:center;justify-content:center;gap:6px;font-size:14.5px;font-weight:700;border:1.5px solid #c8102e;color:#c8102e}.act span.a{background:#c8102e;color:#fff}`,
  html: `<div class="row hd" data-role="ui">${icon.back(22)}<b>${esc("Polish")}<i>${esc("Hearts")}</i></b>${icon.star(20)}${icon.moreV(22)}</div>
<div class="fill" style="display:flex;flex-direction:column">
<div class="ph">${picture("100%", 150, ["#9fc3d8", "#4a5d6e"], `${caption("owner", "Sopot pier, windy", "left:12px;top:12px", "rgba(0,0,0,.42)")}${onPhoto("Czeslaw, 38", "Gdansk, Pomorskie, Poland", 25)}`)}</div>
<div class="row on" data-role="ui"><i></i><span>${esc("Online now")}</span></div>
${tags(["Driving instructor", "6' 0\" (183 cm)", "Divorced", "Non-smoker", "Seeking female 30 - 42"])}
${card("About me", "owner", "Driving instructor in Gdansk for eleven years. Calm voice, strong coffee, one dog called Fasolka who naps in the back.")}
${card("A story my family tells about me", "owner", "My mother has failed her driving test with me three times. She still tips me after every lesson.")}
${note("Aleksandra · 19:04", "#b07a86", "Aleksandra", "my mum failed four times with her own brother. maybe they could start a club")}
${card("What I'm looking for", "owner", "Someone steady who enjoys winter walks by the sea and never reaches for the handbrake while I drive.")}
</div>
<div class="row act" data-role="ui"><span>${icon.heart(18)}${esc("Like")}</span><span class="a">${icon.chat(18)}${esc("Message")}</span></div>`,
};

export const ukraineDate: ScreenSpec = {
  id: "ukrainedate-the-damp-tuesday-hallway",
  app: "UkraineDate",
  kind: "profile",
  dark: true,
  device: "iphone",
  format: "png",
  owner: { name: "Daryna", handle: null },
  time: "21:47",
  battery: 39,
  replies: true,
  cutLines: 1,
  css: `${cardCss("#1a1f26", "#6aa8ff", "#e8edf3", 15, 12)}${noteCss("#1d2633", "#2f3f55", "#ffd34d", "#e8edf3")}
body{background:#0f1216;color:#e8edf3}
.hd{flex:none;height:48px;padding:0 16px;gap:14px;color:#e8edf3;border-bottom:1px solid #232a33}.hd b{flex:1;text-align:center;font-size:18px;font-weight:700;letter-spacing:-.3px}.hd b i{font-style:normal;color:#ffd34d}
.ph{flex:none;overflow:hidden;position:relative;margin:10px 12px 0;border-radius:14px}
.tg{flex:none;gap:6px;flex-wrap:wrap;padding:10px 12px 0}.tg span{font-size:12.5px;color:#c9d3de;background:#1f2630;border-radius:14px;padding:5px 10px}
.act{flex:none;gap:12px;padding:10px 16px 30px;background:#0f1216;border-top:1px solid #232a33}.act span{flex:1;height:46px;border-radius:23px;display:flex;align-items:center;justify-content:center;gap:7px;font-size:15px;font-weight:600;background:#232a33;color:#e8edf3}.act span.a{background:#2f6fd6;color:#fff}`,
  html: `<div class="row hd" data-role="ui">${icon.back(22)}<b>${esc("Ukraine")}<i>${esc("Date")}</i></b>${icon.more(22)}</div>
<div class="fill" style="display:flex;flex-direction:column">
<div class="ph">${picture("100%", 180, ["#e6c79b", "#3e5a7a"], `${caption("owner", "Podil, first warm day", "left:12px;top:12px", "rgba(0,0,0,.5)")}${onPhoto("Daryna, 34", "Kyiv, Ukraine · Online today", 25)}`)}</div>
${tags(["Marketing", "5' 6\"", "Never married", "No kids", "Wants kids"])}
${card("About me", "owner", "I do marketing for a hardware chain in Kyiv. Weekends: flea markets, slow lunches, my sister's twins.")}
${card("My proudest work", "owner", "I name the paint colours for our own brand. Damp Tuesday was one of mine. It is now our bestseller.")}
${note("Dmytro · 21:30", "#5a6f8c", "Dmytro", "my mum painted our hallway damp tuesday. she says it suits the flat perfectly")}
${card("How to win me over", "owner", "Bring good bread, ask about my grandmother's garden, and never call beige a colour.")}
</div>
<div class="row act" data-role="ui"><span>${icon.close(18)}${esc("Skip")}</span><span class="a">${icon.heartFilled(18, "#fff")}${esc("Like")}</span></div>`,
};

export const christianFilipina: ScreenSpec = {
  id: "christian-filipina-three-hundred-fillings",
  app: "Christian Filipina",
  kind: "profile",
  dark: false,
  device: "iphone-max",
  format: "jpeg",
  generations: [{ quality: 80 }, { width: 1000, quality: 66 }],
  owner: { name: "Divina", handle: null },
  time: "08:14",
  battery: 77,
  replies: true,
  cutLines: 1,
  css: `${cardCss("#ffffff", "#1d5fa8", "#1f2430", 15.5, 12)}${noteCss("#f1f6fc", "#cfe0f3", "#1d5fa8", "#1f2430")}
body{background:#eef1f5;color:#1f2430}
.hd{flex:none;height:50px;padding:0 16px;gap:12px;background:#fff;border-bottom:1px solid #dde3ea;color:#1d5fa8}.hd b{flex:1;font-size:19px;font-weight:700;font-family:Georgia,serif}.hd b i{font-style:normal;color:#e0a100}
.top{flex:none;gap:14px;padding:14px 16px;background:#fff}.top .nm{font-size:22px;font-weight:700}.top .ln{font-size:13.5px;color:#5b6474;margin-top:2px}.top .ln b{color:#2e9d4f;font-weight:600}
.ph{flex:none;overflow:hidden;position:relative;margin:8px 12px 0;border-radius:12px}
.tg{flex:none;gap:6px;flex-wrap:wrap;padding:10px 12px 0}.tg span{font-size:13px;color:#33405a;background:#dde8f5;border-radius:6px;padding:5px 10px}
.act{flex:none;gap:12px;padding:10px 16px 30px;background:#fff;border-top:1px solid #dde3ea}.act span{flex:1;height:48px;border-radius:10px;display:flex;align-items:center;justify-content:center;gap:7px;font-size:16px;font-weight:700;border:1.5px solid #1d5fa8;color:#1d5fa8}.act span.a{background:#1d5fa8;color:#fff}`,
  html: `<div class="row hd" data-role="ui">${icon.back(22)}<b>${esc("Christian")} <i>${esc("Filipina")}</i></b>${icon.bookmark(21)}${icon.moreV(22)}</div>
<div class="fill" style="display:flex;flex-direction:column">
<div class="row top" data-role="ui">${avatar(64, "#c79a7a")}<div><div class="nm">${esc("Divina, 31")}</div><div class="ln">${esc("Cebu City, Cebu, Philippines")}</div><div class="ln"><b>${esc("Online now")}</b></div></div></div>
${tags(["Breakfast cook", "5' 1\"", "Never married", "Catholic", "Wants marriage"])}
${card("About me", "owner", "Breakfast cook at a hotel in Cebu City. Early riser, choir on Sundays, eldest of five.")}
${card("Something people don't know about me", "owner", "I make around 300 omelettes every morning. I know every regular by their fillings and none by name.")}
${note("Bradley · 07:52", "#7c8aa0", "Bradley", "i stayed there in march. two eggs, mushrooms, extra onion. do you remember me")}
<div class="ph">${picture("100%", 150, ["#8fd3d0", "#2f6d8a"], caption("owner", "Moalboal, before the rain", "left:12px;bottom:12px", "rgba(0,0,0,.45)"))}</div>
${card("The man I hope to meet", "owner", "A kind, patient man who is happy around big families and likes the beach on weekday mornings.")}
</div>
<div class="row act" data-role="ui"><span>${icon.heart(18)}${esc("Like")}</span><span class="a">${icon.chat(18)}${esc("Send message")}</span></div>`,
};
