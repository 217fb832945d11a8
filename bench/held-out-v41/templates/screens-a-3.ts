// Part A's dating profiles, third file (v41): So Syncd, Arike.
import { icon, picture } from "./icons";
import type { ScreenSpec } from "./screen-type";
import { caption, card, cardCss, note, noteCss, onPhoto, tags } from "./screens-a-kit";
import { esc } from "./shell";

export const soSyncd: ScreenSpec = {
  id: "so-syncd-intj-eleven-times",
  app: "So Syncd",
  kind: "profile",
  dark: true,
  device: "iphone",
  // JPEG, not PNG: the joined set must stay under the check's 10 MB (README.md).
  format: "jpeg",
  quality: 78,
  owner: { name: "Edie", handle: null },
  time: "23:08",
  battery: 31,
  downscaleTo: 900,
  replies: true,
  cutLines: 1,
  css: `${cardCss("#1e1b2b", "#b9a4ff", "#ece9f7", 15, 16)}${noteCss("#262139", "#3d3560", "#ffd36b", "#ece9f7")}
body{background:#13111d;color:#ece9f7}
.hd{flex:none;height:48px;padding:0 16px;gap:14px;color:#ece9f7}.hd b{flex:1;text-align:center;font-size:18px;font-weight:800;letter-spacing:.4px;color:#b9a4ff}
.ph{flex:none;overflow:hidden;position:relative;margin:4px 12px 0;border-radius:18px}
.ty{position:absolute;right:12px;bottom:16px;background:#ffd36b;color:#241d05;font-weight:800;font-size:13px;border-radius:10px;padding:4px 9px}
.tg{flex:none;gap:6px;flex-wrap:wrap;padding:10px 12px 0}.tg span{font-size:12.5px;color:#d3cde9;background:#221e31;border:1px solid #34304a;border-radius:14px;padding:4px 10px}
.tb{flex:none;justify-content:space-around;padding:10px 10px 30px;background:#181523;border-top:1px solid #2a2640;color:#8d86a8}.tb svg:nth-child(2){color:#b9a4ff}`,
  html: `<div class="row hd" data-role="ui">${icon.back(22)}<b>${esc("so syncd")}</b>${icon.sliders(22)}</div>
<div class="fill" style="display:flex;flex-direction:column">
<div class="ph">${picture("100%", 209, ["#8fb3c9", "#4a3a6b"], `${caption("owner", "Northern Quarter, too much coffee", "left:12px;top:12px", "rgba(0,0,0,.5)")}${onPhoto("Edie, 31", "Manchester · 3 miles away", 25)}<div class="ty" data-role="ui">${esc("INTJ")}</div>`)}</div>
${tags(["UX researcher", "5' 7\"", "Drinks sometimes", "Wants kids someday", "Relationship"])}
${card("About me", "owner", "UX researcher in Manchester. My job is asking people why they clicked things, and yes, I will ask you too.")}
${card("A fact about my type", "owner", "I've taken the personality test eleven times hoping for a different answer. INTJ every time, which is apparently very INTJ of me.")}
${note("Aled (INFP) liked your answer", "#7f6fb3", "Aled", "infp here. took it twice and got emotional both times")}
${card("We'll get along if", "owner", "You can argue about a film all evening and still split the dessert.")}
</div>
<div class="row tb" data-role="ui">${icon.home(24)}${icon.grid(24)}${icon.heart(24)}${icon.chat(24)}${icon.person(24)}</div>`,
};

export const arike: ScreenSpec = {
  id: "arike-purple-line-bedtime-stories",
  app: "Arike",
  kind: "profile",
  dark: false,
  device: "android",
  format: "jpeg",
  quality: 70,
  owner: { name: "Eshan", handle: null },
  time: "09:17",
  battery: 88,
  crop: { top: 30 },
  replies: true,
  cutLines: 1,
  css: `${cardCss("#ffffff", "#7a3f98", "#231b29", 14.5, 14)}${noteCss("#f7effb", "#e3cdee", "#7a3f98", "#231b29")}
body{background:#f4eff6;color:#231b29}
.hd{flex:none;height:52px;padding:0 14px;gap:16px;background:#fff;border-bottom:1px solid #e6dcea}.hd b{flex:1;font-size:22px;font-weight:800;color:#7a3f98;letter-spacing:-.4px}
.ph{flex:none;overflow:hidden;position:relative}
.tg{flex:none;gap:6px;flex-wrap:wrap;padding:10px 12px 0}.tg span{font-size:12.5px;color:#4b3d55;background:#fff;border:1px solid #e0d3e6;border-radius:8px;padding:5px 9px}
.act{flex:none;gap:10px;padding:9px 12px 12px;background:#fff;border-top:1px solid #e6dcea}.act span{flex:1;height:44px;border-radius:22px;display:flex;align-items:center;justify-content:center;gap:6px;font-size:14.5px;font-weight:700;background:#f1e6f6;color:#7a3f98}.act span.a{background:#7a3f98;color:#fff}`,
  html: `<div class="row hd" data-role="ui">${icon.back(22)}<b>${esc("arike")}</b>${icon.bell(21)}${icon.moreV(22)}</div>
<div class="fill" style="display:flex;flex-direction:column">
<div class="ph">${picture("100%", 170, ["#b7d7a8", "#3f6a58"], `${caption("owner", "Cubbon Park, early", "left:12px;top:12px", "rgba(0,0,0,.42)")}${onPhoto("Eshan, 33", "Bengaluru, Karnataka · 6 km away", 25)}`)}</div>
${tags(["Engineer", "5' 10\"", "Hindu", "Never drinks", "Marriage in 1-2 years"])}
${card("About me", "owner", "Metro signalling engineer in Bengaluru. Weekends are cricket, filter coffee and my sister's kids.")}
${card("A skill nobody asked for", "owner", "I've memorised every station announcement on the Purple Line. My nephew falls asleep to them instead of bedtime stories.")}
${note("Bhavya liked your answer", "#b07fc4", "Bhavya", "next station is majestic, change here for the green line. did i pass")}
${card("Looking for", "owner", "A calm, curious woman who enjoys long walks and doesn't mind me narrating the route.")}
</div>
<div class="row act" data-role="ui"><span>${icon.close(18)}${esc("Skip")}</span><span class="a">${icon.heart(18)}${esc("Send interest")}</span></div>`,
};
