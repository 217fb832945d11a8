// Part A's dating profiles, first file (v38): ColombianCupid, ThaiCupid.
import { icon, picture } from "./icons";
import type { ScreenSpec } from "./screen-type";
import { caption, card, cardCss, detail, note, noteCss, onPhoto, tags } from "./screens-a-kit";
import { esc } from "./shell";

export const colombianCupid: ScreenSpec = {
  id: "colombiancupid-stuck-at-a-seven",
  app: "ColombianCupid",
  kind: "profile",
  dark: false,
  device: "android",
  format: "jpeg",
  quality: 74,
  owner: { name: "Efrain", handle: null },
  time: "20:31",
  battery: 48,
  statusBarDark: true,
  statusBarBackground: "#c8102e",
  replies: true,
  cutLines: 0,
  css: `${cardCss("#ffffff", "#c8102e", "#222222", 14.5, 6)}${noteCss("#fff8e1", "#f3dc94", "#8a6400", "#222222")}
body{background:#eeeeee;color:#222}
.hd{flex:none;height:54px;padding:0 14px;gap:16px;background:#c8102e;color:#fff}.hd b{flex:1;font-size:20px;font-weight:700;letter-spacing:-.2px}.hd b i{font-style:normal;color:#ffd100}
.ph{flex:none;overflow:hidden;position:relative}
.on{flex:none;gap:8px;padding:8px 14px;background:#fff;font-size:12.5px;color:#2e7d32;font-weight:600;border-bottom:1px solid #e3e3e3}.on i{width:8px;height:8px;border-radius:50%;background:#2e7d32}
.dl{flex:none;background:#fff;margin:8px 12px 0;border-radius:6px;padding:4px 16px}
.dr{justify-content:space-between;font-size:13px;padding:6px 0;border-bottom:1px solid #f0f0f0;color:#6b6b6b}.dr b{color:#222;font-weight:600}.dr:last-child{border-bottom:none}
.act{flex:none;gap:10px;padding:9px 12px 12px;background:#fff;border-top:1px solid #ddd}.act span{flex:1;height:42px;border-radius:21px;display:flex;align-items:center;justify-content:center;gap:6px;font-size:14.5px;font-weight:700;border:1.5px solid #c8102e;color:#c8102e}.act span.a{background:#c8102e;color:#fff}`,
  html: `<div class="row hd" data-role="ui">${icon.back(22)}<b>${esc("Colombian")}<i>${esc("Cupid")}</i></b>${icon.star(20)}${icon.moreV(22)}</div>
<div class="fill" style="display:flex;flex-direction:column">
<div class="ph">${picture("100%", 150, ["#e6b980", "#3d5a40"], `${caption("owner", "Comuna 13 with my nephews", "right:12px;top:12px", "rgba(0,0,0,.42)")}${onPhoto("Efrain, 41", "Medellin, Antioquia, Colombia", 25)}`)}</div>
<div class="row on" data-role="ui"><i></i><span>${esc("Online now")}</span></div>
<div class="dl">${detail("Occupation", "Tax auditor")}${detail("Height", "5' 9\" (175 cm)")}${detail("Drinks", "Socially")}${detail("Seeking", "Female 32 - 44")}</div>
${card("About me", "owner", "Quiet weekdays, loud weekends. I work for the city and I'm home most evenings by six.")}
${card("The food I could eat every day", "owner", "I rate every arepa I eat from one to ten. My mother has sat at a seven since 2009, and she knows it.")}
${note("Biviana · 19:58", "#b38a5c", "Biviana", "my abuela would fight your mother for that eight, just saying")}
${card("What I'm looking for", "owner", "Someone who enjoys long Sunday lunches and a big family at the table.")}
</div>
<div class="row act" data-role="ui"><span>${icon.heart(18)}${esc("Like")}</span><span class="a">${icon.chat(18)}${esc("Send message")}</span></div>`,
};

export const thaiCupid: ScreenSpec = {
  id: "thaicupid-slowing-down-in-chiang-mai",
  app: "ThaiCupid",
  kind: "profile",
  dark: true,
  device: "iphone",
  format: "png",
  owner: { name: "Alford", handle: null },
  time: "22:14",
  battery: 31,
  replies: true,
  cutLines: 1,
  css: `${cardCss("#1c1c1f", "#ff4f7b", "#ececf0", 15, 12)}${noteCss("#2a1a21", "#4a2a37", "#ff8fab", "#ececf0")}
body{background:#0f0f11;color:#ececf0}
.hd{flex:none;height:48px;padding:0 16px;gap:14px;color:#ececf0;border-bottom:1px solid #26262a}.hd b{flex:1;text-align:center;font-size:19px;font-weight:700;color:#ff4f7b;letter-spacing:-.3px}
.ph{flex:none;overflow:hidden;position:relative;margin:10px 12px 0;border-radius:14px}
.tg{flex:none;gap:6px;flex-wrap:wrap;padding:10px 12px 0}.tg span{font-size:12.5px;color:#d0d0d6;background:#222226;border-radius:14px;padding:5px 10px}
.act{flex:none;gap:12px;padding:10px 16px 30px;background:#0f0f11;border-top:1px solid #26262a}.act span{flex:1;height:46px;border-radius:23px;display:flex;align-items:center;justify-content:center;gap:7px;font-size:15px;font-weight:600;background:#26262a;color:#ececf0}.act span.a{background:#ff4f7b;color:#fff}`,
  html: `<div class="row hd" data-role="ui">${icon.back(22)}<b>${esc("ThaiCupid")}</b>${icon.more(22)}</div>
<div class="fill" style="display:flex;flex-direction:column">
<div class="ph">${picture("100%", 176, ["#6c8f5a", "#1f2e22"], `${caption("owner", "Doi Suthep, halfway up", "left:12px;top:12px", "rgba(0,0,0,.5)")}${onPhoto("Alford, 58", "Chiang Mai, Thailand · Online today", 25)}`)}</div>
${tags(["From Hull, England", "5' 11\"", "Retired", "Non-smoker", "Drinks: Occasionally"])}
${card("About me", "owner", "Retired marine engineer from Hull, eleven years in Thailand, still sweating through every shirt.")}
${card("Why Thailand", "owner", "I moved to Chiang Mai to slow down. I now run the expat pub quiz, the book swap and a group chat with 212 members.")}
${note("Achara · 21:40", "#8a5a6a", "Achara", "you banned my brother from the pub quiz in 2022, he has not recovered")}
${card("What I'm looking for", "owner", "A companion for night markets, long dinners and the odd weekend on the coast.")}
</div>
<div class="row act" data-role="ui"><span>${icon.close(18)}${esc("Skip")}</span><span class="a">${icon.heartFilled(18, "#fff")}${esc("Interested")}</span></div>`,
};
