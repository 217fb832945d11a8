// Listings: Autotrader (a private seller's Astra and a radio stuck on one station, cropped at the bottom
// through a spec row), Marktplaats (Dutch, a cargo bike, a move and a canoe, cropped on the right and
// saved twice); YNAB and Forest are in screens-other.ts.
import { icon, picture } from "./icons";
import { shapes } from "./parts";
import type { ScreenSpec } from "./screen-type";
import { forest, ynab } from "./screens-other";
import { own, span, ui } from "./shell";

export const autotrader: ScreenSpec = {
  id: "autotrader-astra",
  app: "Autotrader",
  kind: "listing",
  dark: false,
  device: "android",
  format: "png",
  owner: { name: "Kelvin", handle: null },
  time: "13:50",
  battery: 39,
  crop: { bottom: 68 },
  cutLines: 2,
  replies: false,
  css: `body{background:#fff;color:#1a1a1a}.hd{flex:none;height:52px;padding:0 14px;gap:16px;border-bottom:1px solid #e6e6e6}.hd b{flex:1;font-size:16px;font-weight:500}.pc{position:absolute;right:10px;bottom:10px;font-size:12px;color:#fff;background:rgba(0,0,0,.6);border-radius:4px;padding:2px 6px}
.tt{font-size:19px;font-weight:700;padding:10px 16px 0}.st{font-size:13px;color:#555;padding:2px 16px}.pr{font-size:24px;font-weight:700;padding:6px 16px;color:#1a1a1a}
.sp{display:grid;grid-template-columns:1fr 1fr;gap:8px 12px;padding:10px 16px;font-size:14px;border-top:1px solid #eee;border-bottom:1px solid #eee}.sp span{color:#555}
.sec{font-size:16px;font-weight:700;padding:12px 16px 4px}.ds{font-size:15px;line-height:22px;padding:2px 16px}.sl{padding:8px 16px;font-size:13px;color:#555}`,
  html: `<div class="row hd" data-role="ui">${icon.back(22)}<b>Back to results</b>${icon.heart(22)}${icon.share(20)}</div>
<div class="fill">
<div style="position:relative">${picture(
    "100%",
    190,
    ["#cfd8dc", "#90a4ae"],
    shapes([
      [50, 80, 260, 70, "#b71c1c", "30px 40px 10px 10px"],
      [80, 135, 44, 44, "#212121"],
      [236, 135, 44, 44, "#212121"],
      [110, 60, 150, 40, "#8e1616", "30px 30px 0 0"],
    ]),
  )}<span class="pc">1/9</span></div>
${ui("Vauxhall Astra 1.6 SXi 5dr", "tt")}
${ui("2009 (59 reg) · Hatchback · 148,000 miles · Manual · Petrol", "st")}
${ui("£1,450", "pr")}
<div class="sp" data-role="ui"><span>Owners</span><b>4</b><span>MOT</span><b>Aug 2026</b><span>Engine</span><b>1.6L</b><span>Colour</span><b>Red</b></div>
${ui("Description", "sec")}
${own("Reliable runner, never let me down. MOT till August. Small dent on passenger door (from a trolley). Radio only plays Magic FM, cannot be changed. New tyres on the front. Sold as seen, no timewasters please.", "ds")}
${ui("Private seller · Kelvin · Walsall", "sl")}
<div class="sp" data-role="ui"><span>Fuel consumption</span><b>47.9 mpg</b><span>Insurance group</span><b>10E</b></div>
</div>`,
};

export const marktplaats: ScreenSpec = {
  id: "marktplaats-bakfiets",
  app: "Marktplaats",
  kind: "listing",
  dark: false,
  device: "android",
  format: "jpeg",
  owner: { name: "Joost", handle: null },
  time: "10:12",
  battery: 83,
  crop: { right: 24 },
  generations: [{ quality: 86 }, { width: 720, quality: 65 }],
  replies: false,
  css: `body{background:#f5f5f5;color:#2d3c4d}.hd{flex:none;height:54px;padding:0 14px;gap:16px;background:#eda566;color:#fff}.hd b{flex:1;font-size:16px;font-weight:500}.card{background:#fff;padding:0 0 10px}
.tt{font-size:20px;font-weight:700;padding:12px 16px 0}.pr{font-size:22px;font-weight:700;padding:4px 16px;color:#2d3c4d}.mt{font-size:13px;color:#6e7a86;padding:0 16px 8px}.kv{display:grid;grid-template-columns:auto 1fr;gap:4px 16px;padding:8px 16px;font-size:14px;border-top:1px solid #eee}.kv span{color:#6e7a86}
.sec{font-size:16px;font-weight:700;padding:12px 16px 4px}.ds{font-size:15px;line-height:22px;padding:2px 16px}.sl{background:#fff;margin-top:8px;padding:12px 16px;font-size:14px;gap:10px}.bt{flex:none;gap:10px;padding:10px 14px 16px;background:#fff;border-top:1px solid #e5e5e5}.bt span{flex:1;text-align:center;border-radius:6px;padding:11px;font-size:15px;font-weight:500}`,
  html: `<div class="row hd" data-role="ui">${icon.back(22)}<b>Fietsen | Bakfietsen</b>${icon.heart(22)}${icon.share(20)}</div>
<div class="fill"><div class="card">
${picture(
  "100%",
  200,
  ["#c8e6c9", "#81c784"],
  shapes([
    [40, 70, 170, 80, "#5d4037", "8px"],
    [60, 150, 44, 44, "#263238"],
    [250, 150, 44, 44, "#263238"],
    [200, 100, 110, 8, "#263238", "4px"],
  ]),
)}
${own("Bakfiets, goede staat", "tt")}
${ui("€ 350,00", "pr")}
${ui("Utrecht · Vandaag 08:41 · 214x bekeken", "mt")}
<div class="kv" data-role="ui"><span>Conditie</span><b>Gebruikt</b><span>Levering</span><b>Ophalen</b></div>
${ui("Beschrijving", "sec")}
${own("Te koop: onze bakfiets. Gebruikt voor boodschappen en één keer voor een verhuizing (niet aan te raden). Rijdt prima, bel werkt niet, regenhoes erbij. Ophalen in Utrecht-Oost. Geen ruilen, ook niet tegen een kano.", "ds")}
</div>
<div class="row sl" data-role="ui">${span("Joost")}${span("· Op Marktplaats sinds 2011")}</div>
</div>
<div class="row bt" data-role="ui"><span style="background:#eda566;color:#fff">Bericht</span><span style="border:1px solid #2d3c4d">Bieden</span></div>`,
};

export const LISTINGS: ScreenSpec[] = [autotrader, marktplaats, ynab, forest];
