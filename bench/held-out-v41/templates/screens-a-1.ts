// Part A's dating profiles, first file (v41): Muslima, ChineseLoveLinks.
import { icon, picture } from "./icons";
import type { ScreenSpec } from "./screen-type";
import { caption, card, cardCss, detail, note, noteCss, onPhoto, tags } from "./screens-a-kit";
import { esc } from "./shell";

export const muslima: ScreenSpec = {
  id: "muslima-one-sleeve-on-the-seven-ten",
  app: "Muslima",
  kind: "profile",
  dark: false,
  device: "android",
  format: "jpeg",
  quality: 74,
  owner: { name: "Ebrahim", handle: null },
  time: "07:52",
  battery: 64,
  statusBarDark: true,
  statusBarBackground: "#0b6b63",
  replies: true,
  cutLines: 0,
  css: `${cardCss("#ffffff", "#0b6b63", "#1b2523", 14.5, 8)}${noteCss("#eef8f6", "#bfe0da", "#0b6b63", "#1b2523")}
body{background:#edf2f1;color:#1b2523}
.hd{flex:none;height:54px;padding:0 14px;gap:16px;background:#0b6b63;color:#fff}.hd b{flex:1;font-size:21px;font-weight:600;letter-spacing:.2px;font-family:Georgia,serif}
.ph{flex:none;overflow:hidden;position:relative}
.on{flex:none;gap:8px;padding:8px 14px;background:#fff;font-size:12.5px;color:#0b6b63;font-weight:600;border-bottom:1px solid #dce6e4}.on i{width:8px;height:8px;border-radius:50%;background:#d9a52b}
.dl{flex:none;background:#fff;margin:8px 12px 0;border-radius:8px;padding:4px 16px}
.dr{justify-content:space-between;font-size:13px;padding:6px 0;border-bottom:1px solid #edf2f1;color:#66726f}.dr b{color:#1b2523;font-weight:600}.dr:last-child{border-bottom:none}
.act{flex:none;gap:10px;padding:9px 12px 12px;background:#fff;border-top:1px solid #d3dddb}.act span{flex:1;height:42px;border-radius:6px;display:flex;align-items:center;justify-content:center;gap:6px;font-size:14.5px;font-weight:700;border:1.5px solid #0b6b63;color:#0b6b63}.act span.a{background:#0b6b63;color:#fff}`,
  html: `<div class="row hd" data-role="ui">${icon.back(22)}<b>${esc("Muslima")}</b>${icon.star(20)}${icon.moreV(22)}</div>
<div class="fill" style="display:flex;flex-direction:column">
<div class="ph">${picture("100%", 112, ["#e9c9a0", "#3f6f8f"], `${caption("owner", "Bo-Kaap, Sunday morning", "left:12px;top:12px", "rgba(0,0,0,.42)")}${onPhoto("Ebrahim, 39", "Cape Town, Western Cape, South Africa", 25)}`)}</div>
<div class="row on" data-role="ui"><i></i><span>${esc("Active 20 minutes ago")}</span></div>
<div class="dl">${detail("Occupation", "Bus driver")}${detail("Height", "5' 9\" (175 cm)")}${detail("Seeking", "Female 30 - 40")}</div>
${card("About me", "owner", "Bus driver on the city routes, Monday to Friday. Eldest of four, makes a decent breyani, terrible at answering texts.")}
${card("My morning routine", "owner", "I drive the 7:10 through Observatory. One regular knits standing up. She has finished me a scarf, a beanie and one sleeve.")}
${note("Fareeda · 07:31", "#b48a5a", "Fareeda", "the sleeve is for a jersey. she told my aunt you'll get the rest before Eid")}
${card("What I'm looking for", "owner", "Someone kind and patient who doesn't mind an early alarm and long walks on the Sea Point promenade.")}
</div>
<div class="row act" data-role="ui"><span>${icon.heart(18)}${esc("Like")}</span><span class="a">${icon.chat(18)}${esc("Send message")}</span></div>`,
};

export const chineseLoveLinks: ScreenSpec = {
  id: "chineselovelinks-bar-five-through-the-ceiling",
  app: "ChineseLoveLinks",
  kind: "profile",
  dark: true,
  device: "iphone",
  format: "png",
  owner: { name: "Dongmei", handle: null },
  time: "20:26",
  battery: 46,
  replies: true,
  cutLines: 1,
  css: `${cardCss("#1d1a1c", "#f0708a", "#efe9ec", 15, 12)}${noteCss("#2a1f25", "#4a2f3b", "#f5a3b5", "#efe9ec")}
body{background:#121012;color:#efe9ec}
.hd{flex:none;height:48px;padding:0 16px;gap:14px;color:#efe9ec;border-bottom:1px solid #2a2529}.hd b{flex:1;text-align:center;font-size:18px;font-weight:700;letter-spacing:-.3px}.hd b i{font-style:normal;color:#f0708a}
.ph{flex:none;overflow:hidden;position:relative;margin:10px 12px 0;border-radius:14px}
.tg{flex:none;gap:6px;flex-wrap:wrap;padding:10px 12px 0}.tg span{font-size:12.5px;color:#d6ccd1;background:#241f22;border-radius:14px;padding:5px 10px}
.act{flex:none;gap:12px;padding:10px 16px 30px;background:#121012;border-top:1px solid #2a2529}.act span{flex:1;height:46px;border-radius:23px;display:flex;align-items:center;justify-content:center;gap:7px;font-size:15px;font-weight:600;background:#2a2529;color:#efe9ec}.act span.a{background:#d9435f;color:#fff}`,
  html: `<div class="row hd" data-role="ui">${icon.back(22)}<b>${esc("Chinese")}<i>${esc("Love")}</i>${esc("Links")}</b>${icon.more(22)}</div>
<div class="fill" style="display:flex;flex-direction:column">
<div class="ph">${picture("100%", 174, ["#c7d8a8", "#6b3f5a"], `${caption("owner", "People's Park, tea house", "left:12px;top:12px", "rgba(0,0,0,.5)")}${onPhoto("Dongmei, 34", "Chengdu, Sichuan, China · Online today", 25)}`)}</div>
${tags(["Piano teacher", "5' 4\"", "Never married", "Non-smoker", "Long-term"])}
${card("About me", "owner", "Piano teacher in Chengdu. Twelve students, one cat, and a hotpot place I refuse to name in public.")}
${card("Something my friends tease me about", "owner", "My upstairs neighbour has practised the same four bars of Fur Elise every evening since March. I now mark his progress out loud, through the ceiling.")}
${note("Feng · 20:12", "#8d6f86", "Feng", "i live in chengdu too. please tell me he has reached bar five by now")}
${card("Looking for", "owner", "Someone warm who likes long dinners and can tell me honestly when a dish is too spicy.")}
</div>
<div class="row act" data-role="ui"><span>${icon.close(18)}${esc("Skip")}</span><span class="a">${icon.heartFilled(18, "#fff")}${esc("Interested")}</span></div>`,
};
