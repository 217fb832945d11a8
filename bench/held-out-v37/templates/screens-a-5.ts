// Part A's dating profiles, fifth file (v37): Disons Demain, Attractive World.
import { icon, picture } from "./icons";
import type { ScreenSpec } from "./screen-type";
import { caption, card, cardCss, detail, note, noteCss, onPhoto, tags } from "./screens-a-kit";
import { esc } from "./shell";

export const disonsDemain: ScreenSpec = {
  id: "disons-demain-in-case-someone-asks",
  app: "Disons Demain",
  kind: "profile",
  dark: false,
  device: "iphone",
  format: "png",
  crop: { bottom: 110 },
  owner: { name: "Blandine", handle: null },
  time: "11:35",
  battery: 92,
  replies: true,
  cutLines: 0,
  css: `${cardCss("#ffffff", "#c0392b", "#2c2422", 15.5, 10)}${noteCss("#fdf1ee", "#f2d3cc", "#a83226", "#2c2422")}
body{background:#faf6f2;color:#2c2422}
.hd{flex:none;height:50px;padding:0 16px;gap:12px;color:#2c2422;border-bottom:1px solid #eee3db}.hd b{flex:1;text-align:center;font-size:22px;font-weight:700;color:#c0392b;font-family:Georgia,serif;font-style:italic}
.ph{flex:none;overflow:hidden;position:relative;margin:10px 16px 0;border-radius:10px}
.tg{flex:none;gap:6px;flex-wrap:wrap;padding:10px 16px 0}.tg span{font-size:13px;color:#4a3d38;background:#f3e9e2;border-radius:4px;padding:4px 9px}
.bc{margin:9px 16px 0!important}.vc{margin:9px 16px 0!important}`,
  html: `<div class="row hd" data-role="ui">${icon.back(22)}<b>${esc("Disons Demain")}</b>${icon.heart(22)}</div>
<div class="fill" style="display:flex;flex-direction:column">
<div class="ph">${picture("100%", 200, ["#e2b9a0", "#8a5a44"], `${caption("owner", "Croix-Rousse, the view from my balcony", "left:12px;top:12px;right:auto", "rgba(70,30,20,.5)")}${onPhoto("Blandine, 61", "Lyon · 6 km", 26)}`)}</div>
${tags(["1.65 m", "Retired pharmacist", "Divorced", "Non-smoker", "Wine with meals"])}
${card("In a few words", "owner", "Retired pharmacist in Lyon, two grown sons, and a garden that's far too big for me.")}
${card("My small obsession", "owner", "Our boules club banned my laser measure after one season. I still bring it, in case someone asks.")}
${note("Fabien · 10:52", "#a38478", "Fabien", "i was the one who complained, sorry, you were right about the laser")}
${card("What I'm hoping for", "owner", "Someone to share the Saturday market with and a long lunch afterwards.")}
<div class="ph">${picture("100%", 160, ["#b9c8a8", "#5b6b48"])}</div>
</div>`,
};

export const attractiveWorld: ScreenSpec = {
  id: "attractive-world-waterzooi-version-three-point-two",
  app: "Attractive World",
  kind: "profile",
  dark: true,
  device: "android",
  format: "jpeg",
  quality: 74,
  owner: { name: "Damien", handle: null },
  time: "23:18",
  battery: 17,
  replies: true,
  cutLines: 1,
  css: `${cardCss("#1a1a1d", "#c7a86b", "#ebe8e2", 14.5, 4)}${noteCss("#211f1a", "#3b3527", "#c7a86b", "#ebe8e2")}
body{background:#0e0e10;color:#ebe8e2}
.hd{flex:none;height:52px;padding:0 14px;gap:14px;color:#ebe8e2;border-bottom:1px solid #26262b}.hd b{flex:1;font-size:17px;font-weight:400;letter-spacing:3px;text-transform:uppercase;color:#c7a86b;font-family:Georgia,serif}
.ph{flex:none;overflow:hidden;position:relative;margin:8px 12px 0;border-radius:4px}
.dl{flex:none;margin:8px 12px 0;border-radius:4px;background:#1a1a1d;padding:2px 14px}.dr{justify-content:space-between;padding:6px 0;font-size:13px;color:#9a968e;border-bottom:1px solid #26262b}.dr:last-child{border-bottom:none}.dr b{color:#ebe8e2;font-weight:500}
.act{flex:none;gap:10px;padding:9px 12px 14px;border-top:1px solid #26262b}.act span{flex:1;height:42px;border-radius:4px;display:flex;align-items:center;justify-content:center;gap:6px;font-size:14px;font-weight:600;border:1px solid #3a3a40;color:#cfcac0}.act span.a{background:#c7a86b;border-color:#c7a86b;color:#0e0e10}`,
  html: `<div class="row hd" data-role="ui">${icon.back(22)}<b>${esc("Attractive World")}</b>${icon.moreV(22)}</div>
<div class="fill" style="display:flex;flex-direction:column">
<div class="ph">${picture("100%", 170, ["#8aa0b4", "#2b3846"], `${caption("owner", "Ostend, the only sunny day of August", "left:12px;top:12px;right:auto", "rgba(15,25,35,.55)")}${onPhoto("Damien, 42", "Brussels · Ixelles", 24)}`)}</div>
<div class="dl">${detail("Height", "1.80 m")}${detail("Profession", "Accountant")}${detail("Drinks", "Wine, beer at football")}${detail("Looking for", "A lasting relationship")}</div>
${card("My portrait", "owner", "Accountant in Brussels, two nieces, and a bike I ride more than my car.")}
${card("A family tradition", "owner", "I typed my grandmother's recipe book into a spreadsheet. Her waterzooi now has a version number, and it is 3.2.")}
${note("Capucine · 22:47", "#6d6656", "Capucine", "i want 3.1, i heard 3.2 dropped the cream")}
${card("Together we would", "owner", "Dinners that last longer than planned and a weekend at the coast now and then.")}
</div>
<div class="row act" data-role="ui"><span>${icon.close(18)}${esc("Later")}</span><span class="a">${icon.heartFilled(18, "#0e0e10")}${esc("Show interest")}</span></div>`,
};
