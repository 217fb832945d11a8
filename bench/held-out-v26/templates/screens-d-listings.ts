// Part D's listings (v26): Sniffspot (a host's fenced dog field and the sheep next door; a guest's question and the
// host's answer, the next question cut by the Book bar), Swimply, Tise and Outdoorsy (below).
import { avatar, icon, picture } from "./icons";
import type { ScreenSpec } from "./screen-type";
import { abs, crow, overBar } from "./screens-d-kit";
import { own, ui } from "./shell";

const field =
  abs(0, 120, 360, 80, "#6f9a4a") +
  abs(0, 112, 360, 3, "#8a6a48") +
  [20, 70, 120, 170, 220, 270, 320].map((x) => abs(x, 96, 3, 30, "#8a6a48")).join("") +
  abs(250, 78, 34, 24, "#f2efe6", "45%") +
  abs(278, 80, 12, 12, "#3a3330", "40%") +
  abs(256, 100, 4, 12, "#3a3330") +
  abs(276, 100, 4, 12, "#3a3330") +
  abs(40, 20, 90, 60, "#4f7a38", "50%") +
  abs(110, 150, 40, 20, "#c89a5a", "45%") +
  abs(144, 144, 14, 12, "#c89a5a", "40%");

export const sniffspot: ScreenSpec = {
  id: "sniffspot-never-looked-impressed",
  app: "Sniffspot",
  kind: "listing",
  dark: false,
  device: "android",
  format: "png",
  owner: { name: "Tegwen P.", handle: null },
  time: "08:42",
  battery: 71,
  cutLines: 1,
  replies: true,
  css: `body{background:#fff;color:#1d2422}.fill{display:flex;flex-direction:column}.fill>*{flex:none}
.th{flex:none;height:50px;padding:0 14px;gap:18px;position:relative;z-index:3;background:#fff}.th b{flex:1}
.dots{position:absolute;right:12px;bottom:10px;font-size:12px;color:#fff;background:rgba(0,0,0,.5);border-radius:10px;padding:2px 8px}
.tp{padding:12px 16px 0}.tn{font-size:19px;font-weight:700;line-height:24px}.tl{font-size:13px;color:#5c6664;margin-top:4px}
.rt{gap:6px;margin-top:6px;font-size:13px;color:#1d2422}.rt b{color:#17866b}
.sel{gap:10px;margin:12px 16px 0;padding:10px 0;border-top:1px solid #e8ecea;border-bottom:1px solid #e8ecea}.sn{font-size:14px;font-weight:600}.sm{font-size:12px;color:#7a8482}
.hd2{font-size:15px;font-weight:700;padding:14px 16px 2px}.tx{font-size:14px;line-height:20px;padding:4px 16px 0}
.cr{gap:10px;align-items:flex-start;padding-top:9px;padding-right:16px;padding-bottom:3px}.crn{font-size:13px;font-weight:600}.crm{font-size:11.5px;color:#8a9492}.crx{font-size:13.5px;line-height:18.5px;margin-top:1px}.crf{font-size:11.5px;color:#8a9492;margin-top:2px}
.bb{gap:12px;padding:10px 16px 12px;background:#fff;border-top:1px solid #e2e6e4;box-shadow:0 -2px 8px rgba(0,0,0,.07)}.bb .p{flex:1}.bb .p b{font-size:16px;display:block}.bb .p small{font-size:12px;color:#5c6664}.bb .k{font-size:15px;font-weight:700;color:#fff;background:#17866b;border-radius:8px;padding:11px 22px}`,
  html: `<div class="row th" data-role="ui">${icon.back(22)}<b></b>${icon.share(22)}${icon.heart(22)}</div>
<div class="fill">
<div style="position:relative">${picture("100%", 120, ["#cfe3ee", "#e8efe0"], `<div style="position:absolute;inset:0;transform:translateY(-60px)">${field}</div>`)}${ui("1 / 14", "dots")}</div>
<div class="tp">${own("The Orchard Paddock: 2 acre fully fenced field", "tn")}
${ui("Leominster, Herefordshire · Private · Up to 4 dogs", "tl")}
<div class="row rt" data-role="ui">${icon.star(14, "#17866b")}<b>4.9</b><span>(212 reviews)</span><span>· 1,140 visits</span></div></div>
<div class="row sel">${avatar(38, "#7a5a8a")}<div style="flex:1">${ui("Hosted by Tegwen P.", "sn")}${ui("Host since 2021 · fast responder", "sm")}</div>${icon.chat(20)}</div>
${ui("About this spot", "hd2")}
${own("Fully enclosed with 6ft deer fencing. Water bowls, a shelter and parking by the gate.", "tx")}
${own("The sheep next door is called Thelma. She watches every booking from the fence and has not looked impressed once.", "tx")}
${own("No other dogs on site during your slot.", "tx")}
${ui("Questions (6)", "hd2")}
${crow({ name: "Sulwen", meta: "Guest · 4d", color: "#5a80a0", text: ["Is Thelma alright with reactive dogs? Mine barks at horses on the telly."], who: "Sulwen", size: 28 })}
${crow({ name: "Tegwen P.", meta: "Host · 4d", color: "#7a5a8a", text: ["She has seen worse. She will not move."], who: "owner", depth: 1, size: 30 })}
${crow({ name: "Ynyr", meta: "Guest · 2d", color: "#a0805a", text: ["Can we book the 7am slot on a Saturday, or is that one kept for the regulars with the collies?"], who: "Ynyr", size: 28 })}
</div>
${overBar(`<div class="p"><b>£9 / dog / hour</b><small>Free cancellation</small></div><span class="k">Book now</span>`, "bb")}`,
};

// Swimply (a backyard pool built for the kids, who have swum in it twice; guests' questions and the host's answer,
// the next question cut by the Book bar; JPEG saved twice).
const pool =
  abs(0, 0, 390, 170, "#cdbb9a") +
  abs(30, 26, 330, 120, "#2fa9d6", "40px") +
  abs(44, 38, 302, 96, "rgba(255,255,255,.18)", "34px") +
  abs(250, 4, 110, 30, "#e8e2d4", "6px") +
  abs(270, 8, 24, 16, "#f26b3a", "3px") +
  abs(300, 8, 24, 16, "#f26b3a", "3px") +
  abs(60, 70, 80, 6, "rgba(255,255,255,.55)", "3px") +
  abs(150, 110, 70, 5, "rgba(255,255,255,.45)", "3px");

export const swimply: ScreenSpec = {
  id: "swimply-strangers-have-used-it-more",
  app: "Swimply",
  kind: "listing",
  dark: false,
  device: "iphone",
  format: "jpeg",
  generations: [{ quality: 84 }, { width: 900, quality: 68 }],
  owner: { name: "Shelby", handle: null },
  time: "16:03",
  battery: 58,
  cutLines: 1,
  replies: true,
  css: `body{background:#fff;color:#0e2433}.fill{display:flex;flex-direction:column}.fill>*{flex:none}
.th{flex:none;height:48px;padding:0 14px;gap:18px;position:relative;z-index:3;background:#fff}.th b{flex:1}
.dots{position:absolute;right:12px;bottom:10px;font-size:12px;color:#fff;background:rgba(0,0,0,.5);border-radius:10px;padding:2px 8px}
.tp{padding:12px 16px 0}.tn{font-size:20px;font-weight:800;line-height:25px}.tl{font-size:13px;color:#5b6b76;margin-top:4px}
.rt{gap:6px;margin-top:6px;font-size:13.5px}.rt b{color:#0e2433}
.am{gap:6px;flex-wrap:wrap;margin-top:8px}.am span{font-size:12px;color:#0b6fa4;background:#e6f4fb;border-radius:12px;padding:4px 10px}
.sel{gap:10px;margin:12px 16px 0;padding:10px 0;border-top:1px solid #e8eef2;border-bottom:1px solid #e8eef2}.sn{font-size:14.5px;font-weight:700}.sm{font-size:12px;color:#7a8a94}
.hd2{font-size:16px;font-weight:800;padding:12px 16px 2px}.tx{font-size:14.5px;line-height:20.5px;padding:4px 16px 0}
.cr{gap:10px;align-items:flex-start;padding-top:9px;padding-right:16px;padding-bottom:3px}.crn{font-size:13.5px;font-weight:700}.crm{font-size:12px;color:#8a98a2}.crx{font-size:14px;line-height:19px;margin-top:1px}.crf{font-size:12px;color:#8a98a2;margin-top:2px}
.bb{gap:12px;padding:10px 16px 30px;background:#fff;border-top:1px solid #e2e8ec;box-shadow:0 -2px 8px rgba(0,0,0,.07)}.bb .p{flex:1}.bb .p b{font-size:17px;display:block}.bb .p small{font-size:12px;color:#5b6b76}.bb .k{font-size:15.5px;font-weight:800;color:#fff;background:#0b8ad0;border-radius:24px;padding:12px 26px}`,
  html: `<div class="row th" data-role="ui">${icon.back(22)}<b></b>${icon.share(22)}${icon.heart(22)}</div>
<div class="fill">
<div style="position:relative">${picture("100%", 136, ["#cdbb9a", "#b9a684"], `<div style="position:absolute;inset:0;transform:scale(.8);transform-origin:50% 0">${pool}</div>`)}${ui("1 / 22", "dots")}</div>
<div class="tp">${own("Heated saltwater pool with shaded cabana", "tn")}
${ui("Scottsdale, AZ · Private pool · Up to 12 guests", "tl")}
<div class="row rt" data-role="ui">${icon.star(14, "#0e2433")}<b>4.97</b><span>(188 bookings)</span></div>
<div class="row am" data-role="ui"><span>Heated</span><span>Grill</span><span>Restroom</span><span>Speaker</span></div></div>
<div class="row sel">${avatar(38, "#c07a5a")}<div style="flex:1">${ui("Hosted by Shelby", "sn")}${ui("Top host · responds in 20 min", "sm")}</div>${icon.chat(20)}</div>
${ui("About this pool", "hd2")}
${own("Saltwater, heated to 84°F, shallow end 3ft and deep end 6ft. Towels and floats are in the cabana.", "tx")}
${own("We put the pool in for our kids, who have swum in it twice. Strangers have now used it 188 times.", "tx")}
${own("Restroom is in the pool house, street parking only.", "tx")}
${ui("Questions", "hd2")}
${crow({ name: "Tiago", meta: "Guest · 1w", color: "#5a7aa0", text: ["Are the kids ok with that?"], who: "Tiago", size: 28 })}
${crow({ name: "Shelby", meta: "Host · 1w", color: "#c07a5a", text: ["They prefer the sprinkler."], who: "owner", depth: 1, size: 30 })}
${crow({ name: "Zeynep", meta: "Guest · 3d", color: "#7aa05a", text: ["Could I book it for my son's 7th birthday on the 14th? About ten kids and two very tired dads."], who: "Zeynep", size: 28 })}
</div>
${overBar(`<div class="p"><b>$45 / hour</b><small>2 hour minimum</small></div><span class="k">Book</span>`, "bb")}`,
};

// Tise (a teak sideboard that never got past the hallway; buyers' comments, the seller typing a reply with the
// keyboard up).
const sideboard =
  abs(70, 60, 250, 90, "#9a5a2a", "4px") +
  abs(78, 68, 76, 74, "#b06a34", "2px") +
  abs(158, 68, 76, 74, "#a8642f", "2px") +
  abs(238, 68, 74, 74, "#b06a34", "2px") +
  abs(84, 150, 8, 26, "#6a3a1a", "2px") +
  abs(298, 150, 8, 26, "#6a3a1a", "2px") +
  abs(0, 176, 390, 34, "#b8a88c");

export const tise: ScreenSpec = {
  id: "tise-past-it-sideways",
  app: "Tise",
  kind: "listing",
  dark: false,
  device: "iphone-max",
  format: "png",
  keyboard: true,
  suggestions: ["the", "I", "we"],
  owner: { name: "vebjorn.home", handle: "@vebjorn.home" },
  time: "21:19",
  battery: 44,
  cutLines: 0,
  replies: true,
  css: `body{background:#fff;color:#111}.fill{display:flex;flex-direction:column}.fill>*{flex:none}
.th{flex:none;height:52px;padding:0 14px;gap:10px;position:relative;z-index:3;background:#fff;border-bottom:1px solid #eee}.th .n{flex:1}.sn{font-size:14.5px;font-weight:700}.sm{font-size:12px;color:#888}.fo{font-size:13px;font-weight:700;border:1.5px solid #111;border-radius:16px;padding:4px 12px}
.lk{gap:16px;padding:8px 14px 0;font-size:13px;color:#444}
.tp{padding:4px 14px 0}.pr{font-size:18px;font-weight:800}.tn{font-size:15px;font-weight:600;line-height:20px;margin-top:2px}.tx{font-size:14px;line-height:19.5px;margin-top:5px}
.cc{font-size:13px;font-weight:700;padding:10px 14px 0;color:#666}
.cr{gap:10px;align-items:flex-start;padding-top:7px;padding-right:14px;padding-bottom:2px}.crn{font-size:13px;font-weight:700}.crm{font-size:11.5px;color:#999}.crx{font-size:13.5px;line-height:18.5px;margin-top:1px}
.in{flex:none;gap:10px;padding:8px 12px;border-top:1px solid #eee;background:#fff;position:relative;z-index:3}.in .bx{flex:1;font-size:14.5px;line-height:19px;border:1px solid #ddd;border-radius:18px;padding:7px 12px}.in .sd{font-size:14px;font-weight:700;color:#e8476a}`,
  html: `<div class="row th">${icon.back(22)}${avatar(34, "#4a6a8a")}<div class="n">${ui("vebjorn.home", "sn")}${ui("Oslo · 27 sold", "sm")}</div>${ui("Follow", "fo")}</div>
<div class="fill">
${picture("100%", 118, ["#e9e4da", "#d8cfbf"], `<div style="position:absolute;inset:0;transform:scale(.56);transform-origin:50% 0">${sideboard}</div>`)}
<div class="row lk" data-role="ui"><span class="row" style="gap:5px">${icon.heart(18)}<span>64</span></span><span class="row" style="gap:5px">${icon.comment(18)}<span>9</span></span><b style="flex:1"></b>${icon.bookmark(18)}</div>
<div class="tp">${ui("2 400 kr", "pr")}${own("Teak sideboard, 1960s, Danish", "tn")}
${own("Solid teak, three drawers and two sliding doors. A faint water ring on top, see the last photo.", "tx")}
${own("Selling because I measured the doorway after I bought it. Since March it has been parked in our hallway and we all walk past it sideways.", "tx")}</div>
${ui("Comments", "cc")}
${crow({ name: "ulvi", meta: "2h", color: "#8a6a4a", text: ["how did you get it into the flat then"], who: "ulvi", size: 26 })}
${crow({ name: "zaid.o", meta: "1h", color: "#5a8a6a", text: ["Would it fit in a Yaris with the back seats down?"], who: "zaid.o", size: 26 })}
</div>
<div class="row in">${avatar(28, "#4a6a8a")}${own("The shop delivered it. They left very quickly.", "bx")}${ui("Send", "sd")}</div>`,
};

// Outdoorsy (a campervan and its forty-minute walkthrough; a guest's question and the host's answer, the next
// question cut by the crop; dark).
const van =
  abs(0, 120, 390, 60, "#3a3228") +
  abs(60, 46, 250, 84, "#e8e4da", "18px 30px 8px 8px") +
  abs(250, 56, 56, 34, "#2a3a44", "4px 22px 4px 4px") +
  abs(80, 60, 80, 26, "#2a3a44", "4px") +
  abs(90, 118, 40, 40, "#1a1a1a", "50%") +
  abs(240, 118, 40, 40, "#1a1a1a", "50%") +
  abs(60, 96, 250, 6, "#6a8a5a");

export const outdoorsy: ScreenSpec = {
  id: "outdoorsy-the-van-is-nineteen-feet",
  app: "Outdoorsy",
  kind: "listing",
  dark: true,
  device: "iphone",
  format: "png",
  crop: { bottom: 66 },
  owner: { name: "Yuval", handle: null },
  time: "09:51",
  battery: 91,
  cutLines: 1,
  replies: true,
  css: `body{background:#121416;color:#eceef0}.fill{display:flex;flex-direction:column}.fill>*{flex:none}
.th{flex:none;height:48px;padding:0 14px;gap:18px;position:relative;z-index:3;background:#121416}.th b{flex:1}
.dots{position:absolute;right:12px;bottom:10px;font-size:12px;color:#fff;background:rgba(0,0,0,.55);border-radius:10px;padding:2px 8px}
.tp{padding:12px 16px 0}.tn{font-size:19px;font-weight:800;line-height:24px}.tl{font-size:13px;color:#9aa2a8;margin-top:4px}
.rt{gap:6px;margin-top:6px;font-size:13.5px}.rt b{color:#fff}
.sp{gap:0;margin:10px 16px 0;border:1px solid #2a2f33;border-radius:10px}.sp>div{flex:1;text-align:center;padding:8px 0}.sp b{display:block;font-size:14px}.sp small{display:block;font-size:11px;color:#9aa2a8}
.sel{gap:10px;margin:12px 16px 0;padding:10px 0;border-top:1px solid #2a2f33;border-bottom:1px solid #2a2f33}.sn{font-size:14.5px;font-weight:700}.sm{font-size:12px;color:#9aa2a8}
.hd2{font-size:16px;font-weight:800;padding:12px 16px 2px}.tx{font-size:14.5px;line-height:20.5px;padding:4px 16px 0}
.cr{gap:10px;align-items:flex-start;padding-top:9px;padding-right:16px;padding-bottom:3px}.crn{font-size:13.5px;font-weight:700}.crm{font-size:12px;color:#8a9298}.crx{font-size:14px;line-height:19px;margin-top:1px}`,
  html: `<div class="row th" data-role="ui">${icon.back(22)}<b></b>${icon.share(22)}${icon.heart(22)}</div>
<div class="fill">
<div style="position:relative">${picture("100%", 98, ["#b8c8d0", "#8a7a5a"], `<div style="position:absolute;inset:0;transform:scale(.7);transform-origin:50% 0">${van}</div>`)}${ui("1 / 31", "dots")}</div>
<div class="tp">${own("Tumbleweed: 2019 Winnebago Revel 4WD, sleeps 2", "tn")}
${ui("Camper van · Flagstaff, AZ", "tl")}
<div class="row rt" data-role="ui">${icon.star(14, "#25c28a")}<b>4.9</b><span>(73 reviews)</span><span>· $215 / night</span></div></div>
<div class="row sp" data-role="ui"><div><b>19 ft</b><small>Length</small></div><div><b>2</b><small>Sleeps</small></div><div><b>Solar</b><small>Power</small></div><div><b>4WD</b><small>Drive</small></div></div>
<div class="row sel">${avatar(38, "#5a8a9a")}<div style="flex:1">${ui("Hosted by Yuval", "sn")}${ui("Joined 2021 · 98% response rate", "sm")}</div>${icon.chat(20)}</div>
${ui("Description", "hd2")}
${own("Solar, diesel heater, a wet bath and a fridge that actually keeps beer cold. Bikes fit on the back rack.", "tx")}
${own("Pickup includes my forty-minute walkthrough. The van is nineteen feet long.", "tx")}
${own("No pets, no smoking, unlimited miles.", "tx")}
${ui("Questions from renters", "hd2")}
${crow({ name: "Zephyr", meta: "2w", color: "#8a6a9a", text: ["Is the walkthrough optional if we've driven vans before?"], who: "Zephyr", size: 28 })}
${crow({ name: "Yuval", meta: "Host · 2w", color: "#5a8a9a", text: ["It has slides."], who: "owner", depth: 1, size: 30 })}
${crow({ name: "Ximeno", meta: "4d", color: "#9a8a4a", text: ["Is the 4WD good enough for the forest road to the lookout, or does it need the higher clearance one?"], who: "Ximeno", size: 28 })}
</div>`,
};
