// Part A's dating profiles, first file (v39): MexicanCupid, IndonesianCupid.
import { icon, picture } from "./icons";
import type { ScreenSpec } from "./screen-type";
import { caption, card, cardCss, detail, note, noteCss, onPhoto, tags } from "./screens-a-kit";
import { esc } from "./shell";

export const mexicanCupid: ScreenSpec = {
  id: "mexicancupid-the-voice-of-zapopan",
  app: "MexicanCupid",
  kind: "profile",
  dark: false,
  device: "android",
  format: "jpeg",
  quality: 76,
  owner: { name: "Eliseo", handle: null },
  time: "07:42",
  battery: 83,
  statusBarDark: true,
  statusBarBackground: "#0b7a4b",
  replies: true,
  cutLines: 0,
  css: `${cardCss("#ffffff", "#0b7a4b", "#1f2421", 14.5, 8)}${noteCss("#fdf3f3", "#f1cfcf", "#b3261e", "#1f2421")}
body{background:#eef1ef;color:#1f2421}
.hd{flex:none;height:54px;padding:0 14px;gap:16px;background:#0b7a4b;color:#fff}.hd b{flex:1;font-size:20px;font-weight:700;letter-spacing:-.2px}.hd b i{font-style:normal;color:#ffd7d4}
.ph{flex:none;overflow:hidden;position:relative}
.on{flex:none;gap:8px;padding:8px 14px;background:#fff;font-size:12.5px;color:#0b7a4b;font-weight:600;border-bottom:1px solid #dfe5e1}.on i{width:8px;height:8px;border-radius:50%;background:#2fb36b}
.dl{flex:none;background:#fff;margin:8px 12px 0;border-radius:8px;padding:4px 16px}
.dr{justify-content:space-between;font-size:13px;padding:6px 0;border-bottom:1px solid #eef1ef;color:#69736d}.dr b{color:#1f2421;font-weight:600}.dr:last-child{border-bottom:none}
.act{flex:none;gap:10px;padding:9px 12px 12px;background:#fff;border-top:1px solid #d8ded9}.act span{flex:1;height:42px;border-radius:21px;display:flex;align-items:center;justify-content:center;gap:6px;font-size:14.5px;font-weight:700;border:1.5px solid #0b7a4b;color:#0b7a4b}.act span.a{background:#d62d20;border-color:#d62d20;color:#fff}`,
  html: `<div class="row hd" data-role="ui">${icon.back(22)}<b>${esc("Mexican")}<i>${esc("Cupid")}</i></b>${icon.star(20)}${icon.moreV(22)}</div>
<div class="fill" style="display:flex;flex-direction:column">
<div class="ph">${picture("100%", 150, ["#9fc5d8", "#5a6b3c"], `${caption("owner", "Chapala pier, my sister took this", "left:12px;top:12px", "rgba(0,0,0,.42)")}${onPhoto("Eliseo, 46", "Zapopan, Jalisco, Mexico", 25)}`)}</div>
<div class="row on" data-role="ui"><i></i><span>${esc("Active 3 minutes ago")}</span></div>
<div class="dl">${detail("Occupation", "Self-employed")}${detail("Height", "5' 7\" (170 cm)")}${detail("Have children", "Yes - not at home")}${detail("Seeking", "Female 38 - 52")}</div>
${card("About me", "owner", "Early mornings, late dinners. Two grown daughters, one truck older than both of them.")}
${card("Something people don't know about me", "owner", "My job is driving the tamale truck with the loudspeaker. Half of Zapopan knows my voice. Not one person there could describe my face.")}
${note("Citlali · 07:15", "#c58d6b", "Citlali", "my dog howls every time your truck turns onto our street, every single morning")}
${card("What I'm looking for", "owner", "A warm woman who likes driving trips and can live with some noise.")}
</div>
<div class="row act" data-role="ui"><span>${icon.heart(18)}${esc("Like")}</span><span class="a">${icon.chat(18)}${esc("Send message")}</span></div>`,
};

export const indonesianCupid: ScreenSpec = {
  id: "indonesiancupid-fourteen-weddings-one-song",
  app: "IndonesianCupid",
  kind: "profile",
  dark: true,
  device: "iphone",
  format: "png",
  owner: { name: "Ayu", handle: null },
  time: "21:37",
  battery: 44,
  replies: true,
  cutLines: 1,
  css: `${cardCss("#1b1d22", "#f26d5b", "#eceef2", 15, 12)}${noteCss("#2a1f1e", "#4a302c", "#ff9c8c", "#eceef2")}
body{background:#101114;color:#eceef2}
.hd{flex:none;height:48px;padding:0 16px;gap:14px;color:#eceef2;border-bottom:1px solid #24262c}.hd b{flex:1;text-align:center;font-size:19px;font-weight:700;color:#f26d5b;letter-spacing:-.3px}
.ph{flex:none;overflow:hidden;position:relative;margin:10px 12px 0;border-radius:14px}
.tg{flex:none;gap:6px;flex-wrap:wrap;padding:10px 12px 0}.tg span{font-size:12.5px;color:#cfd2d9;background:#22252b;border-radius:14px;padding:5px 10px}
.act{flex:none;gap:12px;padding:10px 16px 30px;background:#101114;border-top:1px solid #24262c}.act span{flex:1;height:46px;border-radius:23px;display:flex;align-items:center;justify-content:center;gap:7px;font-size:15px;font-weight:600;background:#24262c;color:#eceef2}.act span.a{background:#f26d5b;color:#fff}`,
  html: `<div class="row hd" data-role="ui">${icon.back(22)}<b>${esc("IndonesianCupid")}</b>${icon.more(22)}</div>
<div class="fill" style="display:flex;flex-direction:column">
<div class="ph">${picture("100%", 204, ["#b9e0d2", "#3f6f6a"], `${caption("owner", "Kawah Putih before the crowds", "left:12px;top:12px", "rgba(0,0,0,.5)")}${onPhoto("Ayu, 31", "Bandung, West Java · Online today", 25)}`)}</div>
${tags(["Bank teller", "5' 2\"", "Never married", "Non-smoker", "Wants children"])}
${card("About me", "owner", "Weekdays at the bank, weekends at my aunt's house eating whatever she made too much of.")}
${card("My family would describe me as", "owner", "I have sung the same Bon Jovi song at fourteen of my cousins' weddings. Not once has anyone requested it.")}
${note("Fajar · 20:52", "#7a5a4a", "Fajar", "i was at Citra's wedding in Bekasi, the band unplugged your mic and you kept going")}
${card("Looking for", "owner", "Someone patient, funny and close to his family, who will eat my aunt's cooking.")}
</div>
<div class="row act" data-role="ui"><span>${icon.close(18)}${esc("Skip")}</span><span class="a">${icon.heartFilled(18, "#fff")}${esc("Interested")}</span></div>`,
};
