// Part A's dating profiles, second file (v40): MilitaryCupid, InternationalCupid.
import { avatar, icon, picture } from "./icons";
import type { ScreenSpec } from "./screen-type";
import { caption, card, cardCss, detail, note, noteCss } from "./screens-a-kit";
import { esc, other } from "./shell";

export const militaryCupid: ScreenSpec = {
  id: "militarycupid-pancakes-for-two-hundred",
  app: "MilitaryCupid",
  kind: "profile",
  dark: false,
  device: "iphone-max",
  format: "jpeg",
  // Saved twice: the app's screenshot, then a shared copy of it.
  generations: [{ quality: 80 }, { width: 1000, quality: 66 }],
  owner: { name: "Deshawn", handle: null },
  time: "17:26",
  battery: 62,
  statusBarDark: true,
  statusBarBackground: "#1f3358",
  replies: true,
  cutLines: 0,
  css: `${cardCss("#ffffff", "#1f3358", "#1c2230", 15, 10)}${noteCss("#f3f6fb", "#d5deec", "#1f3358", "#1c2230")}
body{background:#e9edf3;color:#1c2230}
.hd{flex:none;height:54px;padding:0 16px;gap:16px;background:#1f3358;color:#fff}.hd b{flex:1;font-size:20px;font-weight:700}.hd b i{font-style:normal;color:#e7b04a}
.tp{flex:none;gap:14px;padding:14px 16px 12px;background:#fff;border-bottom:1px solid #dbe1ea}.tp .nm{font-size:22px;font-weight:700}.tp .pl{font-size:13.5px;color:#5d6677;margin-top:2px}.tp .ol{font-size:12.5px;color:#2e8b57;font-weight:600;margin-top:3px}
.ph{flex:none;overflow:hidden;position:relative;margin:8px 12px 0;border-radius:10px}
.dl{flex:none;background:#fff;margin:8px 12px 0;border-radius:10px;padding:4px 16px}
.dr{justify-content:space-between;font-size:13.5px;padding:6px 0;border-bottom:1px solid #eef1f5;color:#5d6677}.dr b{color:#1c2230;font-weight:600}.dr:last-child{border-bottom:none}
.act{flex:none;gap:12px;padding:10px 16px 30px;background:#fff;border-top:1px solid #d3dae5}.act span{flex:1;height:46px;border-radius:8px;display:flex;align-items:center;justify-content:center;gap:7px;font-size:15px;font-weight:700;border:1.5px solid #1f3358;color:#1f3358}.act span.a{background:#b8322f;border-color:#b8322f;color:#fff}`,
  html: `<div class="row hd" data-role="ui">${icon.back(22)}<b>${esc("Military")}<i>${esc("Cupid")}</i></b>${icon.star(20)}${icon.more(22)}</div>
<div class="fill" style="display:flex;flex-direction:column">
<div class="row tp" data-role="ui">${avatar(64, "#5a6f94")}<div><div class="nm">${esc("Deshawn, 31")}</div><div class="pl">${esc("Fayetteville, North Carolina, USA")}</div><div class="ol">${esc("Active 12 minutes ago")}</div></div></div>
<div class="dl">${detail("Military status", "Active duty - Army")}${detail("Height", "6' 1\" (185 cm)")}${detail("Drinks", "Occasionally")}${detail("Seeking", "Female 26 - 36")}</div>
${card("About me", "owner", "Weekends at the lake with my dog, Colonel, who thinks he outranks me.")}
${card("My most useless skill", "owner", "Eight years as an Army cook. I still can't make pancakes for fewer than two hundred people.")}
${note("Elise · 16:02", "#b58a7a", "Elise", "i'd like to test this. my book club is six people and we meet on saturday")}
<div class="ph">${picture("100%", 170, ["#bcd3e6", "#3d5a3a"], caption("owner", "Lake Rim Park with Colonel", "left:12px;bottom:12px", "rgba(0,0,0,.45)"))}</div>
${card("What I'm looking for", "owner", "Someone patient with deployments who likes road trips and diner breakfasts.")}
</div>
<div class="row act" data-role="ui"><span>${icon.heart(18)}${esc("Like")}</span><span class="a">${icon.chat(18)}${esc("Message")}</span></div>`,
};

export const internationalCupid: ScreenSpec = {
  id: "internationalcupid-windy-in-eleven-languages",
  app: "InternationalCupid",
  kind: "profile",
  dark: false,
  device: "android",
  format: "png",
  owner: { name: "Dearbhla", handle: null },
  time: "20:09",
  battery: 55,
  keyboard: true,
  replies: true,
  cutLines: 0,
  css: `${cardCss("#ffffff", "#0a6e8a", "#1b2326", 14.5, 10)}${noteCss("#eef7fa", "#cde4ec", "#0a6e8a", "#1b2326")}
body{background:#eef2f4;color:#1b2326}
.hd{flex:none;height:52px;padding:0 14px;gap:16px;background:#fff;border-bottom:1px solid #dde3e6}.hd b{flex:1;font-size:19px;font-weight:700;color:#0a6e8a}.hd b i{font-style:normal;color:#e2574c}
.tp{flex:none;gap:12px;padding:10px 14px;background:#fff;border-bottom:1px solid #dde3e6}.tp .nm{font-size:19px;font-weight:700}.tp .pl{font-size:12.5px;color:#5f6b70;margin-top:2px}
.mb{flex:none;gap:10px;padding:8px 10px;background:#fff;border-top:1px solid #d6dde0}.mb .in{flex:1;min-height:38px;border-radius:19px;background:#eef2f4;padding:9px 14px;font-size:14.5px;line-height:20px;color:#1b2326}.mb .sd{width:38px;height:38px;border-radius:50%;background:#0a6e8a;display:flex;align-items:center;justify-content:center;color:#fff}`,
  html: `<div class="row hd" data-role="ui">${icon.back(22)}<b>${esc("International")}<i>${esc("Cupid")}</i></b>${icon.moreV(22)}</div>
<div class="row tp" data-role="ui">${avatar(46, "#7c9aa6")}<div><div class="nm">${esc("Dearbhla, 44")}</div><div class="pl">${esc("Ticket office, Galway, Ireland · 5' 6\"")}</div></div></div>
<div class="fill" style="display:flex;flex-direction:column;justify-content:flex-end">
${card("About me", "owner", "Galway born, Galway stayed. Sea swimming all year, trad session on a Thursday.")}
${card("Ask me about", "owner", "I sell tickets for the Aran Islands ferry. I've been asked whether it's always this windy in eleven languages. It always is.")}
${note("Elias · 19:31", "#a0865e", "Elias", "you sold me a ticket in june and told me the seals had a union")}
<div style="height:8px;flex:none"></div>
</div>
<div class="row mb"><div class="in">${other("You", "ok but do the seals get weekends off")}</div><div class="sd" data-role="ui">${icon.send(18)}</div></div>`,
};
