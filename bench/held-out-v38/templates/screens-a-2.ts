// Part A's dating profiles, second file (v38): CaribbeanCupid, Lunch Actually.
import { avatar, icon, picture } from "./icons";
import type { ScreenSpec } from "./screen-type";
import { caption, card, cardCss, detail, note, noteCss } from "./screens-a-kit";
import { esc, other } from "./shell";

export const caribbeanCupid: ScreenSpec = {
  id: "caribbeancupid-usually-rum-cake",
  app: "CaribbeanCupid",
  kind: "profile",
  dark: false,
  device: "iphone-max",
  format: "jpeg",
  generations: [{ quality: 82 }, { width: 1040, quality: 68 }],
  owner: { name: "Charmaine", handle: null },
  time: "7:52",
  battery: 86,
  statusBarDark: true,
  statusBarBackground: "#008c95",
  replies: true,
  cutLines: 0,
  css: `${cardCss("#ffffff", "#008c95", "#1d2b2c", 15.5, 8)}${noteCss("#fff4e8", "#ffd9b0", "#b35c00", "#1d2b2c")}
body{background:#eef4f4;color:#1d2b2c}
.hd{flex:none;height:52px;padding:0 16px;gap:16px;background:#008c95;color:#fff}.hd b{flex:1;font-size:21px;font-weight:700;letter-spacing:-.3px}.hd b i{font-style:normal;color:#ffc24b}
.top{flex:none;gap:14px;padding:14px 16px;background:#fff;border-bottom:1px solid #dde8e8}.top .nm{font-size:23px;font-weight:700}.top .pl{font-size:13.5px;color:#5b6b6c;margin-top:2px}.top .on{font-size:12.5px;color:#2e8b3a;font-weight:600;margin-top:4px}
.ph{flex:none;overflow:hidden;position:relative;margin:8px 12px 0;border-radius:8px}
.dl{flex:none;background:#fff;margin:8px 12px 0;border-radius:8px;padding:4px 16px}
.dr{justify-content:space-between;font-size:13.5px;padding:6px 0;border-bottom:1px solid #eef2f2;color:#5b6b6c}.dr b{color:#1d2b2c;font-weight:600}.dr:last-child{border-bottom:none}
.act{flex:none;gap:12px;padding:10px 16px 32px;background:#fff;border-top:1px solid #dde8e8}.act span{flex:1;height:46px;border-radius:8px;display:flex;align-items:center;justify-content:center;gap:7px;font-size:15.5px;font-weight:700;border:1.5px solid #008c95;color:#008c95}.act span.a{background:#008c95;color:#fff}`,
  html: `<div class="row hd" data-role="ui">${icon.back(22)}<b>${esc("Caribbean")}<i>${esc("Cupid")}</i></b>${icon.star(21)}${icon.more(22)}</div>
<div class="fill" style="display:flex;flex-direction:column">
<div class="row top">${avatar(66, "#a0704e")}<div data-role="ui"><div class="nm">${esc("Charmaine, 39")}</div><div class="pl">${esc("Bridgetown, Saint Michael, Barbados")}</div><div class="on">${esc("Online now")}</div></div></div>
<div class="dl">${detail("Occupation", "Customs officer")}${detail("Height", "5' 6\" (168 cm)")}${detail("Children", "None")}${detail("Looking for", "Male 36 - 48")}</div>
${card("About me", "owner", "Born and raised in St. Philip. I love a fish fry, a long drive and spoiling my two nieces.")}
${card("Something you should know", "owner", "I work customs at Grantley Adams. I can tell what's in your suitcase from your face, and it's usually rum cake.")}
${note("Andre · 06:15", "#6b4a3a", "Andre", "there was definitely rum cake in mine and you let me through, so thank you")}
<div class="ph">${picture("100%", 210, ["#7fd1d8", "#e9d8a6"], `${caption("owner", "Bathsheba, Sunday morning", "left:12px;top:12px", "rgba(0,60,70,.5)")}`)}</div>
${card("About my match", "owner", "A grown man who calls when he says he will and can hold a conversation with my mother.")}
</div>
<div class="row act" data-role="ui"><span>${icon.heart(19)}${esc("Like")}</span><span class="a">${icon.chat(19)}${esc("Message")}</span></div>`,
};

export const lunchActually: ScreenSpec = {
  id: "lunch-actually-back-in-five-minutes",
  app: "Lunch Actually",
  kind: "profile",
  dark: false,
  device: "android",
  format: "png",
  owner: { name: "Eugene", handle: null },
  time: "12:48",
  battery: 57,
  keyboard: true,
  replies: true,
  cutLines: 0,
  css: `${cardCss("#ffffff", "#d7263d", "#2b2326", 14.5, 12)}${noteCss("#fdf0f2", "#f5ccd3", "#a3152a", "#2b2326")}
body{background:#f7f3f4;color:#2b2326}
.hd{flex:none;height:52px;padding:0 14px;gap:14px;background:#fff;border-bottom:1px solid #eee3e5}.hd b{flex:1;font-size:19px;font-weight:700;color:#d7263d;font-family:Georgia,serif;font-style:italic}
.top{flex:none;gap:10px;padding:8px 14px;background:#fff;border-bottom:1px solid #eee3e5}.top .nm{font-size:17px;font-weight:700}.top .pl{font-size:12.5px;color:#7a6b6f;margin-top:1px}
.tg{flex:none;gap:6px;flex-wrap:wrap;padding:0 14px 10px;background:#fff;border-bottom:1px solid #eee3e5}.tg span{font-size:12px;color:#5d4f53;background:#f7eef0;border-radius:12px;padding:4px 9px}
.ib{flex:none;gap:10px;padding:8px 10px;background:#fff;border-top:1px solid #e6dcde}.ib .tx{flex:1;min-height:38px;border-radius:19px;background:#f3edef;padding:9px 14px;font-size:14.5px;color:#2b2326}.ib .sd{width:38px;height:38px;border-radius:50%;background:#d7263d;color:#fff;display:flex;align-items:center;justify-content:center}`,
  html: `<div class="row hd" data-role="ui">${icon.back(22)}<b>${esc("Lunch Actually")}</b>${icon.moreV(22)}</div>
<div class="fill" style="display:flex;flex-direction:column;justify-content:flex-end">
<div class="row top">${avatar(40, "#c99a7a")}<div data-role="ui"><div class="nm">${esc("Eugene, 34")}</div><div class="pl">${esc("Actuary · Tanjong Pagar · 3 km")}</div></div></div>
${card("A bit about me", "owner", "Badminton on Tuesdays, extra chilli on everything.")}
${card("My most irrational habit", "owner", 'I chope seats at hawker centres with my business card. The back says "back in five minutes" in bold.')}
${note("Felicia · 12:31", "#d49a8a", "Felicia", "i've seen that card at Maxwell, i sat there anyway, sorry")}
</div>
<div class="row ib"><div class="tx">${other("You", "which hawker centre, tell me now", "")}</div><span class="sd" data-role="ui">${icon.send(18)}</span></div>`,
};
