// Part A's dating profiles, first file (v40): BrazilCupid, RussianCupid.
import { icon, picture } from "./icons";
import type { ScreenSpec } from "./screen-type";
import { caption, card, cardCss, detail, note, noteCss, onPhoto, tags } from "./screens-a-kit";
import { esc } from "./shell";

export const brazilCupid: ScreenSpec = {
  id: "brazilcupid-the-parrot-knows-one-line",
  app: "BrazilCupid",
  kind: "profile",
  dark: false,
  device: "android",
  format: "jpeg",
  quality: 76,
  owner: { name: "Edson", handle: null },
  time: "06:58",
  battery: 71,
  statusBarDark: true,
  statusBarBackground: "#138a43",
  replies: true,
  cutLines: 0,
  css: `${cardCss("#ffffff", "#138a43", "#1d2420", 14.5, 10)}${noteCss("#fffbe6", "#f1e2a0", "#8a6d00", "#1d2420")}
body{background:#eef2ee;color:#1d2420}
.hd{flex:none;height:54px;padding:0 14px;gap:16px;background:#138a43;color:#fff}.hd b{flex:1;font-size:20px;font-weight:700;letter-spacing:-.2px}.hd b i{font-style:normal;color:#ffe14d}
.ph{flex:none;overflow:hidden;position:relative}
.on{flex:none;gap:8px;padding:8px 14px;background:#fff;font-size:12.5px;color:#138a43;font-weight:600;border-bottom:1px solid #dfe6e0}.on i{width:8px;height:8px;border-radius:50%;background:#2fbf5f}
.dl{flex:none;background:#fff;margin:8px 12px 0;border-radius:10px;padding:4px 16px}
.dr{justify-content:space-between;font-size:13px;padding:6px 0;border-bottom:1px solid #eef2ee;color:#68736c}.dr b{color:#1d2420;font-weight:600}.dr:last-child{border-bottom:none}
.act{flex:none;gap:10px;padding:9px 12px 12px;background:#fff;border-top:1px solid #d6ddd8}.act span{flex:1;height:42px;border-radius:21px;display:flex;align-items:center;justify-content:center;gap:6px;font-size:14.5px;font-weight:700;border:1.5px solid #138a43;color:#138a43}.act span.a{background:#138a43;color:#fff}`,
  html: `<div class="row hd" data-role="ui">${icon.back(22)}<b>${esc("Brazil")}<i>${esc("Cupid")}</i></b>${icon.star(20)}${icon.moreV(22)}</div>
<div class="fill" style="display:flex;flex-direction:column">
<div class="ph">${picture("100%", 116, ["#a9d7c2", "#2f6a4a"], `${caption("owner", "Serra do Cipo, last July", "left:12px;top:12px", "rgba(0,0,0,.42)")}${onPhoto("Edson, 38", "Belo Horizonte, Minas Gerais, Brazil", 25)}`)}</div>
<div class="row on" data-role="ui"><i></i><span>${esc("Online now")}</span></div>
<div class="dl">${detail("Occupation", "Pharmacist")}${detail("Height", "5' 10\" (178 cm)")}${detail("Drinks", "Socially")}${detail("Looking for", "Female 30 - 42")}</div>
${card("About me", "owner", "Pharmacist by day, samba school drummer in February. Two sisters, three nephews, one very loud parrot.")}
${card("Something people don't know about me", "owner", "I taught my parrot the national anthem to impress my grandmother. He only learned the first line. He belts it out over our whole street at 5 a.m.")}
${note("Bruna · 06:41", "#c9a46b", "Bruna", "my mother lives two streets from you and she says the parrot also knows a jingle from a furniture store")}
${card("What I'm looking for", "owner", "A calm person for long Sunday lunches who doesn't mind feathers on the sofa.")}
</div>
<div class="row act" data-role="ui"><span>${icon.heart(18)}${esc("Like")}</span><span class="a">${icon.chat(18)}${esc("Send message")}</span></div>`,
};

export const russianCupid: ScreenSpec = {
  id: "russiancupid-the-tea-jar-ledger",
  app: "RussianCupid",
  kind: "profile",
  dark: true,
  device: "iphone",
  format: "png",
  owner: { name: "Alina", handle: null },
  time: "22:14",
  battery: 38,
  replies: true,
  cutLines: 1,
  css: `${cardCss("#1a1c24", "#6f9cff", "#e9ebf2", 15, 12)}${noteCss("#1f2233", "#34395a", "#9fb6ff", "#e9ebf2")}
body{background:#0f1016;color:#e9ebf2}
.hd{flex:none;height:48px;padding:0 16px;gap:14px;color:#e9ebf2;border-bottom:1px solid #23252f}.hd b{flex:1;text-align:center;font-size:19px;font-weight:700;color:#e9ebf2;letter-spacing:-.3px}.hd b i{font-style:normal;color:#e0474c}
.ph{flex:none;overflow:hidden;position:relative;margin:10px 12px 0;border-radius:14px}
.tg{flex:none;gap:6px;flex-wrap:wrap;padding:10px 12px 0}.tg span{font-size:12.5px;color:#c9cdd8;background:#20232d;border-radius:14px;padding:5px 10px}
.act{flex:none;gap:12px;padding:10px 16px 30px;background:#0f1016;border-top:1px solid #23252f}.act span{flex:1;height:46px;border-radius:23px;display:flex;align-items:center;justify-content:center;gap:7px;font-size:15px;font-weight:600;background:#23252f;color:#e9ebf2}.act span.a{background:#2f62d8;color:#fff}`,
  html: `<div class="row hd" data-role="ui">${icon.back(22)}<b>${esc("Russian")}<i>${esc("Cupid")}</i></b>${icon.more(22)}</div>
<div class="fill" style="display:flex;flex-direction:column">
<div class="ph">${picture("100%", 200, ["#f2c89b", "#5b4a7a"], `${caption("owner", "Kazan Kremlin at sunset", "left:12px;top:12px", "rgba(0,0,0,.5)")}${onPhoto("Alina, 33", "Kazan, Tatarstan · Online today", 25)}`)}</div>
${tags(["Accountant", "5' 5\"", "Never married", "Drinks rarely", "Long-term"])}
${card("About me", "owner", "Accountant. Weekdays are numbers, weekends are the dacha and my grandmother's garden.")}
${card("A fact about me that surprises people", "owner", "I kept a ledger of the office tea jar for a year, just out of habit. Somebody owes us 340 roubles, and I know who.")}
${note("Danila · 21:48", "#7d8fb8", "Danila", "is it Eduard from logistics? please say it's Eduard from logistics")}
${card("Looking for", "owner", "Someone gentle who reads, cooks a little, and always pays for his own tea.")}
</div>
<div class="row act" data-role="ui"><span>${icon.close(18)}${esc("Skip")}</span><span class="a">${icon.heartFilled(18, "#fff")}${esc("Interested")}</span></div>`,
};
