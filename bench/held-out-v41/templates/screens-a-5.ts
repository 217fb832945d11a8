// Part A's dating profiles, fifth file (v41): Noondate, Crosspaths.
import { icon, picture } from "./icons";
import type { ScreenSpec } from "./screen-type";
import { caption, card, cardCss, detail, note, noteCss, onPhoto, tags } from "./screens-a-kit";
import { esc } from "./shell";

export const noondate: ScreenSpec = {
  id: "noondate-complaints-about-my-father",
  app: "Noondate",
  kind: "profile",
  dark: true,
  device: "android",
  format: "png",
  owner: { name: "Eunwoo", handle: null },
  time: "12:03",
  battery: 77,
  crop: { top: 40, bottom: 75 },
  replies: true,
  cutLines: 1,
  css: `${cardCss("#18202a", "#5fb4f0", "#e6edf4", 14.5, 12)}${noteCss("#1c2836", "#2c4560", "#8fcdf7", "#e6edf4")}
body{background:#0e141b;color:#e6edf4}
.hd{flex:none;height:52px;padding:0 14px;gap:16px;color:#e6edf4;border-bottom:1px solid #1f2a36}.hd b{flex:1;font-size:20px;font-weight:800;color:#5fb4f0;letter-spacing:-.2px}
.ph{flex:none;overflow:hidden;position:relative;margin:10px 12px 0;border-radius:12px}
.tg{flex:none;gap:6px;flex-wrap:wrap;padding:10px 12px 0}.tg span{font-size:12.5px;color:#c4d1de;border:1px solid #2c3a4a;border-radius:14px;padding:4px 10px}
.tb{flex:none;justify-content:space-around;padding:12px 10px 16px;background:#121a23;border-top:1px solid #1f2a36;color:#7d8b99}.tb svg:nth-child(1){color:#5fb4f0}`,
  html: `<div class="row hd" data-role="ui">${icon.back(22)}<b>${esc("noondate")}</b>${icon.gift(21)}${icon.moreV(22)}</div>
<div class="fill" style="display:flex;flex-direction:column">
<div class="ph">${picture("100%", 190, ["#9bb6cf", "#2e4a66"], `${caption("owner", "Wolmido, last autumn", "left:12px;top:12px", "rgba(0,0,0,.5)")}${onPhoto("Eunwoo, 35", "Incheon · Today's card, 12:00", 25)}`)}</div>
${tags(["Civil servant", "5' 9\"", "Non-smoker", "Drinks sometimes", "Dating to marry"])}
${card("About me", "owner", "Civil servant at the ward office in Incheon. Quiet weekdays, hiking on weekends.")}
${card("What I do all day", "owner", "I handle noise complaints for the ward office. Half of them are about one man with a trumpet, and he is my father.")}
${note("Bora · 11:52", "#6c88a6", "Bora", "my mum filed one of those. she says he is getting better at the high notes")}
${card("The person I'm looking for", "owner", "Someone easygoing who likes hiking, street food and a quiet night in.")}
</div>
<div class="row tb" data-role="ui">${icon.home(24)}${icon.flame(24)}${icon.heart(24)}${icon.chat(24)}${icon.person(24)}</div>`,
};

export const crosspaths: ScreenSpec = {
  id: "crosspaths-beep-beep-at-the-vicar",
  app: "Crosspaths",
  kind: "profile",
  dark: false,
  device: "iphone",
  format: "png",
  owner: { name: "Cerys", handle: null },
  time: "19:40",
  battery: 66,
  replies: true,
  cutLines: 0,
  css: `${cardCss("#ffffff", "#2d4f8f", "#1c2233", 15, 12)}${noteCss("#fff6e8", "#f1dcb6", "#a8650c", "#1c2233")}
body{background:#f1f3f8;color:#1c2233}
.hd{flex:none;height:48px;padding:0 16px;gap:14px;background:#fff;color:#1c2233;border-bottom:1px solid #e0e4ee}.hd b{flex:1;text-align:center;font-size:19px;font-weight:700;color:#2d4f8f}.hd b i{font-style:normal;color:#e08a1e}
.ph{flex:none;overflow:hidden;position:relative}
.dl{flex:none;background:#fff;margin:8px 12px 0;border-radius:12px;padding:4px 16px}
.dr{justify-content:space-between;font-size:13.5px;padding:6px 0;border-bottom:1px solid #eef0f5;color:#6b7285}.dr b{color:#1c2233;font-weight:600}.dr:last-child{border-bottom:none}
.act{flex:none;gap:12px;padding:10px 16px 30px;background:#fff;border-top:1px solid #e0e4ee}.act span{flex:1;height:46px;border-radius:12px;display:flex;align-items:center;justify-content:center;gap:7px;font-size:15px;font-weight:700;background:#eef1f8;color:#2d4f8f}.act span.a{background:#2d4f8f;color:#fff}`,
  html: `<div class="row hd" data-role="ui">${icon.back(22)}<b>${esc("Cross")}<i>${esc("paths")}</i></b>${icon.more(22)}</div>
<div class="fill" style="display:flex;flex-direction:column">
<div class="ph">${picture("100%", 196, ["#a9cbe8", "#4f7fa8"], `${caption("owner", "Mumbles pier, blue sky", "left:12px;top:12px", "rgba(0,0,0,.42)")}${onPhoto("Cerys, 29", "Swansea, Wales · 5 miles away", 25)}`)}</div>
<div class="dl">${detail("Job", "Youth worker")}${detail("Height", "5' 6\"")}${detail("Church", "Attends weekly")}${detail("Looking for", "Marriage")}</div>
${card("About me", "owner", "Youth worker in Swansea. I sing in the church choir and make an average Welsh cake.")}
${card("A recent win", "owner", "I lead the Tuesday toddler group at church. Last week I sang Wheels on the Bus forty times. Then I beeped at the vicar.")}
${note("Friend's vouch · Bryn", "#c79a5e", "Bryn", "the vicar told us at choir practice. he says he beeped back")}
${card("My ideal match", "owner", "A kind man with a steady faith who doesn't take himself too seriously.")}
</div>
<div class="row act" data-role="ui"><span>${icon.close(18)}${esc("Pass")}</span><span class="a">${icon.heart(18)}${esc("Like")}</span></div>`,
};
