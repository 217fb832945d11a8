// Part A's dating profiles, fifth file (v40): AsianDating, ArabLounge.
import { icon, picture } from "./icons";
import type { ScreenSpec } from "./screen-type";
import { caption, card, cardCss, detail, note, noteCss, onPhoto, tags } from "./screens-a-kit";
import { esc } from "./shell";

export const asianDating: ScreenSpec = {
  id: "asiandating-the-third-passenger-was-his-aunt",
  app: "AsianDating",
  kind: "profile",
  dark: false,
  device: "android",
  format: "jpeg",
  quality: 70,
  crop: { top: 30 },
  owner: { name: "Faizal", handle: null },
  time: "11:36",
  battery: 64,
  statusBarDark: true,
  statusBarBackground: "#d2452f",
  replies: true,
  cutLines: 0,
  css: `${cardCss("#ffffff", "#d2452f", "#222021", 14.5, 8)}${noteCss("#f4f7ee", "#dbe5c9", "#4f7a21", "#222021")}
body{background:#f1efee;color:#222021}
.hd{flex:none;height:54px;padding:0 14px;gap:16px;background:#d2452f;color:#fff}.hd b{flex:1;font-size:20px;font-weight:700}.hd b i{font-style:normal;font-weight:400}
.ph{flex:none;overflow:hidden;position:relative}
.on{flex:none;gap:8px;padding:8px 14px;background:#fff;font-size:12.5px;color:#4f7a21;font-weight:600;border-bottom:1px solid #e4e0de}.on i{width:8px;height:8px;border-radius:50%;background:#6cc04a}
.dl{flex:none;background:#fff;margin:8px 12px 0;border-radius:8px;padding:4px 16px}
.dr{justify-content:space-between;font-size:13px;padding:6px 0;border-bottom:1px solid #f1efee;color:#6e6866}.dr b{color:#222021;font-weight:600}.dr:last-child{border-bottom:none}
.act{flex:none;gap:10px;padding:9px 12px 12px;background:#fff;border-top:1px solid #dedad8}.act span{flex:1;height:42px;border-radius:6px;display:flex;align-items:center;justify-content:center;gap:6px;font-size:14.5px;font-weight:700;border:1.5px solid #d2452f;color:#d2452f}.act span.a{background:#d2452f;color:#fff}`,
  html: `<div class="row hd" data-role="ui">${icon.back(22)}<b>${esc("Asian")}<i>${esc("Dating")}</i></b>${icon.star(20)}${icon.moreV(22)}</div>
<div class="fill" style="display:flex;flex-direction:column">
<div class="ph">${picture("100%", 130, ["#e8d6a8", "#4a6b52"], `${caption("owner", "Batu Caves, finally did all the steps", "left:12px;top:12px", "rgba(0,0,0,.42)")}${onPhoto("Faizal, 34", "Kuala Lumpur, Malaysia", 25)}`)}</div>
<div class="row on" data-role="ui"><i></i><span>${esc("Online today")}</span></div>
<div class="dl">${detail("Occupation", "Dentist")}${detail("Height", "5' 8\" (173 cm)")}${detail("Drinks", "Never")}${detail("Looking for", "Female 26 - 35")}</div>
${card("About me", "owner", "Dentist in Bangsar. Weekends are badminton, nasi lemak and whatever my nephews want.")}
${card("Funniest thing that's happened to me", "owner", "I drive Grab on Sundays because I like the conversation. Three passengers have tried to set me up with their daughters. The third was my aunt.")}
${note("Friend's vouch · Chee Wai", "#7f9a6a", "Chee Wai", "can confirm about the aunt. she rated him one star because of the air-con")}
${card("What I'm looking for", "owner", "Someone easygoing who won't mind my nephews tagging along.")}
</div>
<div class="row act" data-role="ui"><span>${icon.heart(18)}${esc("Like")}</span><span class="a">${icon.chat(18)}${esc("Send message")}</span></div>`,
};

export const arabLounge: ScreenSpec = {
  id: "arablounge-sixty-four-relatives-noticed",
  app: "ArabLounge",
  kind: "profile",
  dark: true,
  device: "iphone",
  format: "png",
  owner: { name: "Dania", handle: null },
  time: "15:40",
  battery: 52,
  replies: true,
  cutLines: 1,
  css: `${cardCss("#1c1a1f", "#c9a24a", "#ece8ee", 15, 12)}${noteCss("#23201a", "#433a26", "#d9b865", "#ece8ee")}
body{background:#111013;color:#ece8ee}
.hd{flex:none;height:48px;padding:0 16px;gap:14px;color:#ece8ee;border-bottom:1px solid #27242b}.hd b{flex:1;text-align:center;font-size:19px;font-weight:700;color:#c9a24a;letter-spacing:-.2px}
.ph{flex:none;overflow:hidden;position:relative;margin:10px 12px 0;border-radius:14px}
.tg{flex:none;gap:6px;flex-wrap:wrap;padding:10px 12px 0}.tg span{font-size:12.5px;color:#d6d0da;background:#211f25;border:1px solid #34303a;border-radius:14px;padding:4px 10px}
.act{flex:none;gap:12px;padding:10px 16px 30px;background:#111013;border-top:1px solid #27242b}.act span{flex:1;height:46px;border-radius:12px;display:flex;align-items:center;justify-content:center;gap:7px;font-size:15px;font-weight:600;background:#27242b;color:#ece8ee}.act span.a{background:#c9a24a;color:#17140e}`,
  html: `<div class="row hd" data-role="ui">${icon.back(22)}<b>${esc("ArabLounge")}</b>${icon.more(22)}</div>
<div class="fill" style="display:flex;flex-direction:column">
<div class="ph">${picture("100%", 196, ["#e7c9a0", "#6a4e6e"], `${caption("owner", "Rainbow Street, Friday", "left:12px;top:12px", "rgba(0,0,0,.5)")}${onPhoto("Dania, 36", "Amman, Jordan · Online now", 25)}`)}</div>
${tags(["Architect", "5' 6\"", "Never married", "Doesn't drink", "Marriage"])}
${card("About me", "owner", "Architect. I draw houses all week and spend Fridays at my grandmother's eating until I can't move.")}
${card("A secret I'll tell you", "owner", "Sixty-four relatives share our family group chat. I muted it once, in 2021. They all found out by dinner.")}
${note("Basel · 15:12", "#8a7a9a", "Basel", "my mum is in that group, she told me about you before we even matched")}
${card("Looking for", "owner", "A man with patience, good manners at the table, and his own opinions.")}
</div>
<div class="row act" data-role="ui"><span>${icon.close(18)}${esc("Pass")}</span><span class="a">${icon.heartFilled(18, "#17140e")}${esc("Interested")}</span></div>`,
};
