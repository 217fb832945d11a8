// Part A's dating profiles, fifth file (v39): Singles50, Equestrian Singles.
import { icon, picture } from "./icons";
import type { ScreenSpec } from "./screen-type";
import { caption, card, cardCss, detail, note, noteCss, onPhoto, tags } from "./screens-a-kit";
import { esc } from "./shell";

export const singles50: ScreenSpec = {
  id: "singles50-the-street-is-mostly-failing",
  app: "Singles50",
  kind: "profile",
  dark: false,
  device: "iphone-max",
  format: "jpeg",
  quality: 74,
  downscaleTo: 1080,
  owner: { name: "Ardis", handle: null },
  time: "10:26",
  battery: 88,
  replies: true,
  cutLines: 1,
  css: `${cardCss("#ffffff", "#b0306a", "#2a2327", 16, 12)}${noteCss("#f3f7fb", "#d3e0ec", "#2c5d8f", "#2a2327")}
body{background:#f6f1f3;color:#2a2327}
.hd{flex:none;height:52px;padding:0 16px;gap:14px;background:#fff;border-bottom:1px solid #eadfe4}.hd b{flex:1;font-size:21px;font-weight:700;color:#b0306a;letter-spacing:-.3px}
.ph{flex:none;overflow:hidden;position:relative}
.dl{flex:none;background:#fff;margin:8px 12px 0;border-radius:12px;padding:4px 16px}
.dr{justify-content:space-between;font-size:14px;padding:7px 0;border-bottom:1px solid #f3ecef;color:#7a6c72}.dr b{color:#2a2327;font-weight:600}.dr:last-child{border-bottom:none}
.act{flex:none;gap:12px;padding:10px 16px 32px;background:#fff;border-top:1px solid #eadfe4}.act span{flex:1;height:48px;border-radius:24px;display:flex;align-items:center;justify-content:center;gap:7px;font-size:16px;font-weight:700;border:1.5px solid #b0306a;color:#b0306a}.act span.a{background:#b0306a;color:#fff}`,
  html: `<div class="row hd" data-role="ui">${icon.back(22)}<b>${esc("Singles50")}</b>${icon.bookmark(21)}${icon.more(22)}</div>
<div class="fill" style="display:flex;flex-direction:column">
<div class="ph">${picture("100%", 190, ["#b7cfa0", "#6d5a48"], `${caption("owner", "Fountains Abbey with my granddaughter", "left:12px;top:12px", "rgba(0,0,0,.42)")}${onPhoto("Ardis, 63", "Harrogate, North Yorkshire · 4 miles", 26)}`)}</div>
<div class="dl">${detail("Profession", "Retired")}${detail("Height", "5' 4\" (163 cm)")}${detail("Relationship status", "Widowed")}${detail("Smoking", "Non-smoker")}</div>
${card("About me", "owner", "Two sons, one spoilt Labrador, walks most mornings and a book most evenings.")}
${card("What my friends would say about me", "owner", "I'm a retired driving examiner. I still grade everyone's parallel parking from my kitchen window. My street is mostly failing.")}
${note("Duane · 09:58", "#6a7f96", "Duane", "i live on your street, can i appeal my three-point turn")}
${card("I'd like to meet", "owner", "A gentleman who enjoys country pubs, the Sunday crossword and a trip to the coast now and then.")}
</div>
<div class="row act" data-role="ui"><span>${icon.heart(20)}${esc("Like")}</span><span class="a">${icon.chat(20)}${esc("Message")}</span></div>`,
};

export const equestrianSingles: ScreenSpec = {
  id: "equestrian-singles-the-horse-was-right",
  app: "Equestrian Singles",
  kind: "profile",
  dark: false,
  device: "android",
  format: "png",
  owner: { name: "Annabel", handle: null },
  time: "05:51",
  battery: 96,
  replies: true,
  cutLines: 1,
  css: `${cardCss("#fffdf8", "#6b4226", "#2b241e", 14.5, 10)}${noteCss("#f3f6ee", "#d6e0c6", "#4f6b2a", "#2b241e")}
body{background:#efe9df;color:#2b241e}
.hd{flex:none;height:54px;padding:0 14px;gap:14px;background:#6b4226;color:#fff}.hd b{flex:1;font-size:18px;font-weight:600;font-family:Georgia,serif;letter-spacing:.2px}
.ph{flex:none;overflow:hidden;position:relative;margin:8px 12px 0;border-radius:10px}
.tg{flex:none;gap:6px;flex-wrap:wrap;padding:8px 12px 0}.tg span{font-size:12px;color:#5a4636;background:#fffdf8;border:1px solid #dccfbd;border-radius:12px;padding:4px 9px}
.act{flex:none;gap:10px;padding:9px 12px 12px;background:#fffdf8;border-top:1px solid #dccfbd}.act span{flex:1;height:42px;border-radius:8px;display:flex;align-items:center;justify-content:center;gap:6px;font-size:14.5px;font-weight:700;border:1.5px solid #6b4226;color:#6b4226}.act span.a{background:#4f6b2a;border-color:#4f6b2a;color:#fff}`,
  html: `<div class="row hd" data-role="ui">${icon.back(22)}<b>${esc("Equestrian Singles")}</b>${icon.star(20)}${icon.moreV(22)}</div>
<div class="fill" style="display:flex;flex-direction:column">
<div class="ph">${picture("100%", 184, ["#c9d9a8", "#5e4a32"], `${caption("owner", "Horse park, first show of the season", "left:12px;top:12px", "rgba(0,0,0,.45)")}${onPhoto("Annabel, 34", "Lexington, Kentucky · 9 miles", 24)}`)}</div>
${tags(["Vet tech", "5' 6\"", "Rides: Hunter/jumper", "Owns: 1 horse", "Drinks: Socially"])}
${card("About me", "owner", "Vet tech, barn at dawn, quiet evenings on the porch.")}
${card("My horse and me", "owner", "My horse has met every man I've dated since 2018. He has bitten two of them. In hindsight, he was right both times.")}
${note("Dustin · 05:33", "#7a8a5a", "Dustin", "i'm willing to be bitten, what does he think about accountants")}
${card("Looking for", "owner", "A patient man who doesn't mind hay in the truck and boots by the door.")}
</div>
<div class="row act" data-role="ui"><span>${icon.close(18)}${esc("Pass")}</span><span class="a">${icon.heart(18)}${esc("Interested")}</span></div>`,
};
