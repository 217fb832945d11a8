// Part A's dating profiles, second file (v41): IndianCupid, CambodianCupid.
import { avatar, icon, picture } from "./icons";
import { inputBar } from "./kit";
import type { ScreenSpec } from "./screen-type";
import { caption, card, cardCss, detail, note, noteCss } from "./screens-a-kit";
import { esc } from "./shell";

export const indianCupid: ScreenSpec = {
  id: "indiancupid-crying-before-the-baraat",
  app: "IndianCupid",
  kind: "profile",
  dark: false,
  device: "iphone-max",
  format: "jpeg",
  owner: { name: "Darsh", handle: null },
  time: "13:05",
  battery: 82,
  statusBarDark: true,
  statusBarBackground: "#e0672a",
  generations: [{ quality: 80 }, { width: 1000, quality: 66 }],
  replies: true,
  cutLines: 0,
  css: `${cardCss("#ffffff", "#c9561f", "#241c17", 15.5, 12)}${noteCss("#fff4ea", "#f4d2b6", "#b24d1a", "#241c17")}
body{background:#f6f0eb;color:#241c17}
.hd{flex:none;height:52px;padding:0 16px;gap:16px;background:#e0672a;color:#fff}.hd b{flex:1;font-size:21px;font-weight:700;letter-spacing:-.3px}.hd b i{font-style:normal;font-weight:400}
.who{flex:none;gap:14px;padding:14px 16px;background:#fff;border-bottom:1px solid #eadfd6}.who .n{font-size:22px;font-weight:700}.who .m{font-size:13.5px;color:#7a6a5f;margin-top:2px}.who .o{font-size:12.5px;color:#2f9e55;font-weight:600;margin-top:3px}
.dl{flex:none;background:#fff;margin:8px 12px 0;border-radius:12px;padding:4px 16px}
.dr{justify-content:space-between;font-size:13.5px;padding:6px 0;border-bottom:1px solid #f3ebe4;color:#7a6a5f}.dr b{color:#241c17;font-weight:600}.dr:last-child{border-bottom:none}
.ph{flex:none;overflow:hidden;position:relative;margin:8px 12px 0;border-radius:12px}
.act{flex:none;gap:12px;padding:10px 16px 30px;background:#fff;border-top:1px solid #eadfd6}.act span{flex:1;height:48px;border-radius:24px;display:flex;align-items:center;justify-content:center;gap:7px;font-size:15.5px;font-weight:700;border:1.5px solid #e0672a;color:#e0672a}.act span.a{background:#e0672a;color:#fff}`,
  html: `<div class="row hd" data-role="ui">${icon.back(22)}<b>${esc("Indian")}<i>${esc("Cupid")}</i></b>${icon.star(21)}${icon.more(22)}</div>
<div class="fill" style="display:flex;flex-direction:column">
<div class="row who">${avatar(64, "#b98a62")}<div data-role="ui"><div class="n">${esc("Darsh, 36")}</div><div class="m">${esc("Jaipur, Rajasthan, India")}</div><div class="o">${esc("Online now")}</div></div></div>
<div class="dl">${detail("Occupation", "Photographer")}${detail("Height", "5' 11\" (180 cm)")}${detail("Diet", "Vegetarian")}${detail("Looking for", "Female 28 - 36")}</div>
${card("About me", "owner", "Wedding photographer from Jaipur, mostly on the road between November and February. Two dogs, one scooter.")}
${card("The way to win me over", "owner", "I have photographed 212 weddings and cried at every single one. Couples now book me partly as a guest.")}
${note("Anvi · 12:47", "#c58b6b", "Anvi", "you did my sister's in december. you cried before the baraat even arrived")}
<div class="ph">${picture("100%", 150, ["#f3c77a", "#a2553a"], caption("owner", "Amber Fort, off season", "left:12px;bottom:12px", "rgba(0,0,0,.45)"))}</div>
${card("What I'm looking for", "owner", "Someone cheerful who's happy on long highway drives and won't complain about the camera bag behind her seat.")}
</div>
<div class="row act" data-role="ui"><span>${icon.heart(18)}${esc("Like")}</span><span class="a">${icon.chat(18)}${esc("Send message")}</span></div>`,
};

export const cambodianCupid: ScreenSpec = {
  id: "cambodiancupid-free-soup-for-inspection",
  app: "CambodianCupid",
  kind: "profile",
  dark: false,
  device: "android",
  format: "png",
  owner: { name: "Chenda", handle: null },
  time: "18:34",
  battery: 53,
  keyboard: true,
  replies: true,
  cutLines: 0,
  css: `${cardCss("#ffffff", "#1c5fa8", "#1a2230", 14, 12)}${noteCss("#eef4fb", "#c8dbf0", "#1c5fa8", "#1a2230")}
body{background:#eef1f5;color:#1a2230}
.hd{flex:none;height:52px;padding:0 14px;gap:16px;background:#fff;color:#1a2230;border-bottom:1px solid #dde3ea}.hd b{flex:1;font-size:19px;font-weight:700;color:#1c5fa8}.hd b i{font-style:normal;color:#d23c3c}
.who{flex:none;gap:12px;padding:8px 14px;background:#fff;border-bottom:1px solid #dde3ea}.who .n{font-size:19px;font-weight:700}.who .m{font-size:12.5px;color:#6a7484;margin-top:2px}
.ph{flex:none;overflow:hidden;position:relative;margin:0 12px;border-radius:12px}
.in{flex:none;gap:10px;padding:8px 10px;background:#fff;border-top:1px solid #dde3ea;color:#6a7484}.in .box{flex:1;background:#eef1f5;border-radius:20px;padding:9px 14px;font-size:14.5px;color:#1a2230}`,
  html: `<div class="row hd" data-role="ui">${icon.back(22)}<b>${esc("Cambodian")}<i>${esc("Cupid")}</i></b>${icon.moreV(22)}</div>
<div class="fill" style="display:flex;flex-direction:column;justify-content:flex-end">
<div class="row who">${avatar(42, "#9a7a5c")}<div data-role="ui"><div class="n">${esc("Chenda, 29")}</div><div class="m">${esc("Receptionist · Phnom Penh · 5' 2\"")}</div></div></div>
${card("About me", "owner", "Hotel receptionist. Three languages, and I know a tuk-tuk driver for anything.")}
${card("My family in one sentence", "owner", "My mum has a noodle stall at Orussey Market. She gives free soup to any man I mention, so she can inspect him.")}
${note("Borey · 18:20", "#6f8fb0", "Borey", "i ate there on saturday. she gave me two bowls and asked about my salary")}
</div>
${inputBar("does she inspect women too, asking for me", true)}`,
};
