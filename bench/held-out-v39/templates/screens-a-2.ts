// Part A's dating profiles, second file (v39): DominicanCupid, JapanCupid.
import { avatar, icon, picture } from "./icons";
import type { ScreenSpec } from "./screen-type";
import { caption, card, cardCss, detail, note, noteCss } from "./screens-a-kit";
import { esc, other } from "./shell";

export const dominicanCupid: ScreenSpec = {
  id: "dominicancupid-banned-from-the-good-table",
  app: "DominicanCupid",
  kind: "profile",
  dark: false,
  device: "iphone-max",
  format: "jpeg",
  generations: [{ quality: 80 }, { width: 1000, quality: 66 }],
  owner: { name: "Abril", handle: null },
  time: "16:05",
  battery: 62,
  statusBarDark: true,
  statusBarBackground: "#1d4f9c",
  replies: true,
  cutLines: 0,
  css: `${cardCss("#ffffff", "#1d4f9c", "#1c2333", 15.5, 10)}${noteCss("#fdf1f1", "#f3cccc", "#c22a2a", "#1c2333")}
body{background:#eef2f8;color:#1c2333}
.hd{flex:none;height:52px;padding:0 16px;gap:16px;background:#1d4f9c;color:#fff}.hd b{flex:1;font-size:21px;font-weight:700;letter-spacing:-.3px}.hd b i{font-style:normal;color:#ff8a8a}
.top{flex:none;gap:14px;padding:14px 16px;background:#fff;border-bottom:1px solid #dde3ee}.top .nm{font-size:23px;font-weight:700}.top .pl{font-size:13.5px;color:#5b6478;margin-top:2px}.top .on{font-size:12.5px;color:#2e8b3a;font-weight:600;margin-top:4px}
.ph{flex:none;overflow:hidden;position:relative;margin:8px 12px 0;border-radius:10px}
.dl{flex:none;background:#fff;margin:8px 12px 0;border-radius:10px;padding:4px 16px}
.dr{justify-content:space-between;font-size:13.5px;padding:6px 0;border-bottom:1px solid #eef1f6;color:#5b6478}.dr b{color:#1c2333;font-weight:600}.dr:last-child{border-bottom:none}
.act{flex:none;gap:12px;padding:10px 16px 32px;background:#fff;border-top:1px solid #dde3ee}.act span{flex:1;height:46px;border-radius:10px;display:flex;align-items:center;justify-content:center;gap:7px;font-size:15.5px;font-weight:700;border:1.5px solid #1d4f9c;color:#1d4f9c}.act span.a{background:#c22a2a;border-color:#c22a2a;color:#fff}`,
  html: `<div class="row hd" data-role="ui">${icon.back(22)}<b>${esc("Dominican")}<i>${esc("Cupid")}</i></b>${icon.star(21)}${icon.more(22)}</div>
<div class="fill" style="display:flex;flex-direction:column">
<div class="row top">${avatar(66, "#8a5a44")}<div data-role="ui"><div class="nm">${esc("Abril, 29")}</div><div class="pl">${esc("Santiago de los Caballeros, Dominican Republic")}</div><div class="on">${esc("Online now")}</div></div></div>
<div class="dl">${detail("Occupation", "Primary school teacher")}${detail("Height", "5' 5\" (165 cm)")}${detail("Drinks", "Occasionally")}${detail("Looking for", "Male 28 - 38")}</div>
${card("About me", "owner", "Teacher, big sister, bachata in the kitchen while dinner cooks.")}
${card("My Sunday ritual", "owner", "I play dominoes with my grandfather's friends at the colmado. They're all over 80, and they've banned me from the good table.")}
${note("Adalberto · 15:48", "#5a6b8a", "Adalberto", "Don Fello's table? he told my uncle you slam the tiles like you're being paid for it")}
<div class="ph">${picture("100%", 200, ["#7cc6e8", "#f2d49b"], `${caption("owner", "Malecon de Puerto Plata", "left:12px;top:12px", "rgba(10,40,90,.5)")}`)}</div>
${card("What I'm looking for", "owner", "Someone who dances, reads, and calls his mother back.")}
</div>
<div class="row act" data-role="ui"><span>${icon.heart(19)}${esc("Like")}</span><span class="a">${icon.chat(19)}${esc("Message")}</span></div>`,
};

export const japanCupid: ScreenSpec = {
  id: "japancupid-the-penguin-that-was-a-mailbox",
  app: "JapanCupid",
  kind: "profile",
  dark: false,
  device: "android",
  format: "png",
  owner: { name: "Akio", handle: null },
  time: "22:19",
  battery: 35,
  keyboard: true,
  replies: true,
  cutLines: 0,
  css: `${cardCss("#ffffff", "#c8102e", "#222326", 14.5, 12)}${noteCss("#f4f7fb", "#d6e0ec", "#2f5d8a", "#222326")}
body{background:#f5f4f2;color:#222326}
.hd{flex:none;height:52px;padding:0 14px;gap:14px;background:#fff;border-bottom:1px solid #e9e6e2}.hd b{flex:1;font-size:19px;font-weight:700;color:#c8102e}.hd b i{font-style:normal;color:#222326}
.top{flex:none;gap:10px;padding:8px 14px;background:#fff;border-bottom:1px solid #e9e6e2}.top .nm{font-size:17px;font-weight:700}.top .pl{font-size:12.5px;color:#6f6b66;margin-top:1px}
.ib{flex:none;gap:10px;padding:8px 10px;background:#fff;border-top:1px solid #e2ded9}.ib .tx{flex:1;min-height:38px;border-radius:19px;background:#f1efec;padding:9px 14px;font-size:14.5px;color:#222326}.ib .sd{width:38px;height:38px;border-radius:50%;background:#c8102e;color:#fff;display:flex;align-items:center;justify-content:center}`,
  html: `<div class="row hd" data-role="ui">${icon.back(22)}<b>${esc("Japan")}<i>${esc("Cupid")}</i></b>${icon.moreV(22)}</div>
<div class="fill" style="display:flex;flex-direction:column;justify-content:flex-end">
<div class="row top">${avatar(40, "#7a8a9a")}<div data-role="ui"><div class="nm">${esc("Akio, 41")}</div><div class="pl">${esc("Bus mechanic · Sapporo · 4 km")}</div></div></div>
${card("About me", "owner", "Quiet, early riser, good with engines. I ski when the roads let me.")}
${card("My proudest moment", "owner", "I've entered the Sapporo Snow Festival seven times. My best result was a penguin the judges thought was a mailbox.")}
${note("Chiho · 22:02", "#b88a9a", "Chiho", "i think i took a photo with that mailbox in 2019, it was my favourite one")}
</div>
<div class="row ib"><div class="tx">${other("You", "was that the penguin with the red beak", "")}</div><span class="sd" data-role="ui">${icon.send(18)}</span></div>`,
};
