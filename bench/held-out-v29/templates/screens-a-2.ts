// Part A's dating profiles, second file (v29).
import { tabs } from "./blocks";
import { icon, picture } from "./icons";
import type { ScreenSpec } from "./screen-type";
import { inputBar } from "./kit";
import { card, cardCss, detail, note, noteCss, onPhoto, tags } from "./screens-a-kit";
import { esc } from "./shell";

export const sitch: ScreenSpec = {
  id: "sitch-taxidermy-moose-called-alois",
  app: "Sitch",
  kind: "profile",
  dark: true,
  device: "iphone",
  format: "png",
  owner: { name: "Belinda", handle: null },
  time: "1:12",
  battery: 19,
  keyboard: true,
  suggestions: ["too", "to", "tonight"],
  replies: true,
  cutLines: 0,
  css: `${cardCss("#1c1b22", "#c9a8ff", "#ecebf2", 14.5, 14)}${noteCss("#231d33", "#43365f", "#c9a8ff", "#e4e0ef")}
body{background:#111016;color:#ecebf2}
.hd{flex:none;height:46px;padding:0 16px;gap:14px;color:#ecebf2;border-bottom:1px solid #25232d}.hd b{flex:1;text-align:center;font-size:17px;font-weight:700;letter-spacing:.4px}
.top{flex:none;gap:12px;padding:10px 14px 0;align-items:center}.top .pic{border-radius:14px}.nm2{font-size:19px;font-weight:700}.sub2{font-size:12.5px;color:#9b98a8;margin-top:1px}
.in{flex:none;gap:10px;padding:7px 12px;margin-top:auto;background:#17161d;border-top:1px solid #25232d;color:#9b98a8}.in .box{flex:1;background:#26242e;border-radius:18px;padding:7px 14px;font-size:14.5px;color:#9b98a8}.in .box.typed{color:#ecebf2}`,
  html: `<div class="row hd" data-role="ui">${icon.back(22)}<b>${esc("Sitch")}</b>${icon.more(22)}</div>
<div class="fill" style="display:flex;flex-direction:column">
<div class="row top">${picture(58, 58, ["#b49a86", "#3d3140"])}<div data-role="ui"><div class="nm2">${esc("Belinda, 34")}</div><div class="sub2">${esc("Pittsburgh · Museum security · 5′7″")}</div></div></div>
${card("About Belinda", "owner", "Night owl by trade, crossword in pen, owns too many cardigans.")}
${card("In her words: my work", "owner", "I'm a night guard at the natural history museum. My longest relationship is with a taxidermy moose called Alois.")}
${note("Your matchmaker's note", "#7e5cc4", "Sitch", "Belinda is loyal, works nights, and asked us to mention the moose is not negotiable.")}
${inputBar("does Alois come on dates too", true)}
</div>`,
};

export const volar: ScreenSpec = {
  id: "volar-suitcase-went-to-omaha",
  app: "Volar",
  kind: "profile",
  dark: false,
  device: "android",
  format: "png",
  owner: { name: "Damiano", handle: null },
  time: "17:26",
  battery: 83,
  crop: { top: 32 },
  downscaleTo: 900,
  replies: true,
  cutLines: 0,
  css: `${cardCss("#fff", "#6a3fd1", "#25222e", 14.5, 16)}${noteCss("#f4f0ff", "#d8ccf7", "#5730b3", "#25222e")}
body{background:#f4f2f8;color:#25222e}
.hd{flex:none;height:54px;padding:0 14px;gap:14px;background:linear-gradient(90deg,#6a3fd1,#9a5cf0);color:#fff}.hd b{flex:1;font-size:19px;font-weight:800;letter-spacing:.3px}
.ph{flex:none;overflow:hidden;position:relative;margin:10px 12px 0;border-radius:18px}
.bt2x{position:absolute;right:12px;top:12px;background:rgba(255,255,255,.9);color:#5730b3;border-radius:10px;padding:3px 9px;font-size:11.5px;font-weight:700}
.tg{flex:none;gap:6px;flex-wrap:wrap;padding:10px 12px 0}.tg span{font-size:12px;color:#4b4560;background:#fff;border:1px solid #e0daef;border-radius:14px;padding:4px 10px}
.tb{flex:none;justify-content:space-around;height:56px;padding-bottom:4px;background:#fff;border-top:1px solid #e4e0ee;color:#8b85a0}`,
  html: `<div class="row hd" data-role="ui">${icon.back(22)}<b>${esc("Volar")}</b>${icon.chat(21)}${icon.moreV(22)}</div>
<div class="fill" style="display:flex;flex-direction:column">
<div class="ph">${picture("100%", 150, ["#d6b48e", "#5a4636"], `${onPhoto("Damiano, 37", "Aurora, Colorado · 11 miles", 23)}<div class="bt2x" data-role="ui">${esc("Your bots hit it off")}</div>`)}</div>
${tags(["Relationship", "5′11″", "Airline ground crew", "Beer with friends"])}
${card("The short version", "owner", "Broncos season ticket, cast-iron cook, my nephew's favourite uncle by a wide margin.")}
${card("Where I work", "owner", "I load bags at Denver International. If your suitcase ever went to Omaha without you, that was probably a Tuesday.")}
${note("Clarabel · 4:15 PM", "#d07a5a", "Clarabel", "so it WAS you, my ski boots had a better spring break than I did")}
${card("Looking for", "owner", "Someone who packs light. Kidding. Mostly.")}
</div>
${tabs([icon.home(24), icon.heart(24), icon.chat(24), icon.person(24)], true)}`,
};

export const bharatMatrimony: ScreenSpec = {
  id: "bharatmatrimony-forwarded-to-the-knee-group",
  app: "BharatMatrimony",
  kind: "profile",
  dark: false,
  device: "android",
  format: "jpeg",
  quality: 76,
  owner: { name: "Darshan", handle: null },
  time: "10:47",
  battery: 66,
  statusBarDark: true,
  statusBarBackground: "#e2572b",
  replies: true,
  cutLines: 1,
  css: `${cardCss("#fff", "#c7471f", "#2a2522", 14, 6)}${noteCss("#fff7e8", "#f1d9a9", "#9a5a0b", "#2a2522")}
body{background:#f2efec;color:#2a2522}
.hd{flex:none;height:52px;padding:0 14px;gap:14px;background:#e2572b;color:#fff}.hd b{flex:1;font-size:17px;font-weight:700}
.top{flex:none;gap:12px;padding:17px 14px;background:#fff;align-items:center;border-bottom:1px solid #ebe4de}.top .pic{border-radius:6px}.nm2{font-size:18px;font-weight:700}.sub2{font-size:12.5px;color:#6f6661;margin-top:2px}.cb{display:inline-block;margin-top:5px;font-size:11px;font-weight:700;color:#1f7a4a;background:#e2f4ea;border-radius:4px;padding:2px 7px}
.dr{flex:none;justify-content:space-between;margin:0 12px;padding:7px 14px;background:#fff;border-bottom:1px solid #f0e9e3;font-size:13px}.dr span{color:#857b75}.dr b{font-weight:600}
.dr.f{margin-top:8px;border-radius:6px 6px 0 0}.dr.l{border-radius:0 0 6px 6px;border-bottom:0}
.tb{flex:none;justify-content:space-around;height:56px;padding-bottom:4px;background:#fff;border-top:1px solid #e6dfd9;color:#8a817b;position:relative;z-index:3}`,
  html: `<div class="row hd" data-role="ui">${icon.back(22)}<b>${esc("BharatMatrimony")}</b>${icon.star(21)}${icon.moreV(22)}</div>
<div class="fill" style="display:flex;flex-direction:column">
<div class="row top">${picture(84, 96, ["#b88d6a", "#4b3426"])}<div data-role="ui"><div class="nm2">${esc("Darshan P")}</div><div class="sub2">${esc("M8841207 · Profile created by Self")}</div><div class="sub2">${esc("30 yrs, 5′9″ · Pune, Maharashtra")}</div><span class="cb">${esc("ID verified")}</span></div></div>
${detail("Profession", "Chartered Accountant").replace('class="row dr"', 'class="row dr f"')}
${detail("Mother tongue", "Marathi")}
${detail("Diet", "Vegetarian").replace('class="row dr"', 'class="row dr l"')}
${card("About me", "owner", "I'm a chartered accountant at a mid-size firm in Pune. I enjoy cricket, trekking in the Sahyadris and good filter coffee.")}
${card("About my family", "owner", "My mother has forwarded this profile to eleven family groups, including the one for her knee surgery.")}
${note("Interest from Ambika · 2 days ago", "#c98a3a", "Ambika", "my aunt is in the knee group, that's how I got here")}
${card("Partner expectations", "owner", "Someone kind and settled who enjoys road trips, old film songs on the radio and a quiet Sunday at home with family.")}
</div>
${tabs([icon.home(24), icon.search(24), icon.chat(24), icon.bell(24), icon.person(24)], true)}`,
};
