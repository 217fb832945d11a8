// Part D's listings (v27): Campspace (a back-garden pitch whose warm shower is a hose on the shed roof), and the
// others below, each written by its host or seller with other people's questions and the owner's answers.
import { avatar, icon, picture } from "./icons";
import type { ScreenSpec } from "./screen-type";
import { abs, crow, overBar, tagRow } from "./screens-d-kit";
import { own, ui } from "./shell";

const garden =
  abs(0, 96, 360, 74, "#7aa05a") +
  abs(0, 40, 360, 60, "#a9c9dc") +
  abs(30, 52, 70, 48, "#c9d9c9", "4px", "border:2px solid #e9f2ea") +
  abs(220, 60, 100, 40, "#7a5a3a", "2px") +
  abs(214, 56, 112, 8, "#1f1f1f", "2px") +
  abs(216, 58, 108, 3, "#2b2b2b", "2px") +
  abs(130, 86, 70, 34, "#e07a3a", "40% 40% 2px 2px") +
  abs(300, 100, 8, 30, "#6a6a6a") +
  abs(0, 30, 60, 70, "#4f7a38", "50%") +
  abs(330, 20, 60, 80, "#4f7a38", "50%");

export const campspace: ScreenSpec = {
  id: "campspace-a-hose-on-the-shed",
  app: "Campspace",
  kind: "listing",
  dark: false,
  device: "android",
  format: "png",
  owner: { name: "Sietske", handle: null },
  time: "19:26",
  battery: 63,
  cutLines: 1,
  replies: true,
  css: `body{background:#fff;color:#1f2a24}.fill{display:flex;flex-direction:column}.fill>*{flex:none}
.th{flex:none;height:50px;padding:0 14px;gap:18px;position:relative;z-index:3;background:#fff}.th b{flex:1}
.dots{position:absolute;right:12px;bottom:10px;font-size:12px;color:#fff;background:rgba(0,0,0,.5);border-radius:10px;padding:2px 8px}
.tp{padding:12px 16px 0}.tn{font-size:19px;font-weight:700;line-height:24px}.tl{font-size:13px;color:#5f6b64;margin-top:4px}
.rt{gap:6px;margin-top:6px;font-size:13px}.rt b{color:#1f2a24}
.tg{gap:6px;flex-wrap:wrap;margin:8px 16px 0}.tg span{font-size:12px;color:#2f6b4a;background:#e7f2ec;border-radius:6px;padding:4px 9px}
.sel{gap:10px;margin:12px 16px 0;padding:10px 0;border-top:1px solid #e6ebe8;border-bottom:1px solid #e6ebe8}.sn{font-size:14px;font-weight:600}.sm{font-size:12px;color:#7d8983}
.hd2{font-size:15px;font-weight:700;padding:12px 16px 2px}.tx{font-size:14px;line-height:20px;padding:4px 16px 0}
.cr{gap:10px;align-items:flex-start;padding-top:9px;padding-right:16px;padding-bottom:3px}.crn{font-size:13px;font-weight:600}.crm{font-size:11.5px;color:#8a958f}.crx{font-size:13.5px;line-height:18.5px;margin-top:1px}.crf{font-size:11.5px;color:#8a958f;margin-top:2px}
.bb{gap:12px;padding:10px 16px 14px;background:#fff;border-top:1px solid #e2e7e4;box-shadow:0 -2px 8px rgba(0,0,0,.07)}.bb .p{flex:1}.bb .p b{font-size:16px;display:block}.bb .p small{font-size:12px;color:#5f6b64}.bb .k{font-size:15px;font-weight:700;color:#fff;background:#e86a33;border-radius:22px;padding:11px 22px}`,
  html: `<div class="row th" data-role="ui">${icon.back(22)}<b></b>${icon.share(22)}${icon.heart(22)}</div>
<div class="fill">
<div style="position:relative">${picture("100%", 104, ["#a9c9dc", "#dfe9d8"], `<div style="position:absolute;inset:0;transform:translateY(-24px)">${garden}</div>`)}${ui("1 / 9", "dots")}</div>
<div class="tp">${own("Garden pitch by the orchard", "tn")}
${ui("Houten, Utrecht · 2 tents · Hosted in a garden", "tl")}
<div class="row rt" data-role="ui">${icon.star(14, "#e86a33")}<b>4.8</b><span>(61 reviews)</span><span>· 7 km to Utrecht</span></div></div>
${tagRow(["Toilet", "Outdoor shower", "Campfire", "Bikes to borrow"])}
<div class="row sel">${avatar(38, "#a0603a")}<div style="flex:1">${ui("Your host Sietske", "sn")}${ui("Hosting since 2019 · speaks English and Dutch", "sm")}</div>${icon.chat(20)}</div>
${ui("About this pitch", "hd2")}
${own("A flat, mown pitch between the apple trees, five minutes' cycle from the river. Toilet in the barn.", "tx")}
${own("Guests can use the outdoor shower. It runs warm from about 2pm, because it is a black garden hose lying on the shed roof.", "tx")}
${own("Fresh eggs most mornings if the hens agree.", "tx")}
${ui("Questions (5)", "hd2")}
${crow({ name: "Thijmen", meta: "Guest · 6d", color: "#5a7aa0", text: ["And before 2pm? Asking for a cyclist."], who: "Thijmen", size: 28 })}
${crow({ name: "Sietske", meta: "Host · 6d", color: "#a0603a", text: ["Before 2pm it is an honest shower."], who: "owner", depth: 1, size: 30 })}
${crow({ name: "Sjoerd", meta: "Guest · 1d", color: "#7a9a5a", text: ["Is there room for a small camper van on the drive, or only tents on the grass behind the house?"], who: "Sjoerd", size: 28 })}
</div>
${overBar(`<div class="p"><b>€14 / night</b><small>per person · free cancellation</small></div><span class="k">Request</span>`, "bb")}`,
};

// Flatmates.com.au (a room in a Brunswick share house, the neighbour's extension lead; enquirers' messages and the
// lister's answer, the next one cut by the Message bar; cropped at the top, status bar gone).
const house =
  abs(0, 110, 360, 40, "#8aa06a") +
  abs(60, 30, 230, 90, "#e9e4d6", "2px") +
  abs(50, 14, 250, 22, "#8a4a3a", "2px") +
  abs(80, 54, 40, 36, "#6a8aa0", "2px") +
  abs(150, 60, 36, 60, "#4a5a3a", "2px") +
  abs(220, 54, 40, 36, "#6a8aa0", "2px") +
  abs(300, 70, 60, 4, "#222", "2px", "transform:rotate(-12deg)");

export const flatmates: ScreenSpec = {
  id: "flatmates-the-man-next-door-pays",
  app: "Flatmates.com.au",
  kind: "listing",
  dark: false,
  device: "android",
  format: "png",
  crop: { top: 38 },
  owner: { name: "Tarik", handle: null },
  time: "12:20",
  battery: 54,
  cutLines: 1,
  replies: true,
  css: `body{background:#fff;color:#1d1d1f}.fill{display:flex;flex-direction:column}.fill>*{flex:none}
.th{flex:none;height:50px;padding:0 14px;gap:18px;position:relative;z-index:3;background:#fff}.th b{flex:1}
.dots{position:absolute;right:12px;bottom:10px;font-size:12px;color:#fff;background:rgba(0,0,0,.5);border-radius:10px;padding:2px 8px}
.tp{padding:12px 16px 0}.pr{font-size:21px;font-weight:800;color:#1d1d1f}.pr small{font-size:13px;font-weight:500;color:#666}.tn{font-size:15.5px;font-weight:600;line-height:21px;margin-top:3px}.tl{font-size:13px;color:#666;margin-top:3px}
.tg{gap:6px;flex-wrap:wrap;margin:8px 16px 0}.tg span{font-size:12px;color:#c2185b;background:#fde8f0;border-radius:12px;padding:4px 10px}
.sel{gap:10px;margin:12px 16px 0;padding:10px 0;border-top:1px solid #ececec;border-bottom:1px solid #ececec}.sn{font-size:14px;font-weight:700}.sm{font-size:12px;color:#888}
.hd2{font-size:15px;font-weight:800;padding:12px 16px 2px}.tx{font-size:14px;line-height:20px;padding:4px 16px 0}
.cr{gap:10px;align-items:flex-start;padding-top:9px;padding-right:16px;padding-bottom:3px}.crn{font-size:13px;font-weight:700}.crm{font-size:11.5px;color:#999}.crx{font-size:13.5px;line-height:18.5px;margin-top:1px}
.bb{gap:12px;padding:10px 16px 14px;background:#fff;border-top:1px solid #e6e6e6;box-shadow:0 -2px 8px rgba(0,0,0,.07)}.bb .p{flex:1;font-size:12.5px;color:#666}.bb .k{font-size:15px;font-weight:700;color:#fff;background:#e91e63;border-radius:22px;padding:11px 22px}`,
  html: `<div class="row th" data-role="ui">${icon.back(22)}<b></b>${icon.share(22)}${icon.bookmark(22)}</div>
<div class="fill">
<div style="position:relative">${picture("100%", 112, ["#cfe0ee", "#e6eadc"], `<div style="position:absolute;inset:0;transform:translateY(-20px)">${house}</div>`)}${ui("1 / 12", "dots")}</div>
<div class="tp"><div class="pr" data-role="ui">$265 <small>/ week · bills included</small></div>
${own("Big sunny room in Brunswick share house", "tn")}
${ui("Brunswick VIC 3056 · Available 3 Jan · 3 flatmates", "tl")}</div>
${tagRow(["Furnished", "Backyard", "No pets", "Min 6 months"])}
<div class="row sel">${avatar(38, "#3a8a7a")}<div style="flex:1">${ui("Tarik", "sn")}${ui("Listed by a flatmate · usually quick", "sm")}</div>${icon.chat(20)}</div>
${ui("About the property", "hd2")}
${own("Three of us in an old weatherboard on a leafy back street near the Upfield line. Big kitchen, gas stove.", "tx")}
${own("Bills are split four ways: us three and the man next door, who has run an extension lead through our laundry window since 2022.", "tx")}
${own("We're all working, mostly quiet on weeknights.", "tx")}
${ui("Messages about this room", "hd2")}
${crow({ name: "Shanelle", meta: "5d", color: "#a07a3a", text: ["Does the man next door also need a flatmate?"], who: "Shanelle", size: 28 })}
${crow({ name: "Tarik", meta: "Lister · 5d", color: "#3a8a7a", text: ["He has the shed. The shed gets a separate lead."], who: "owner", depth: 1, size: 30 })}
${crow({ name: "Vinnie", meta: "2d", color: "#5a6aa0", text: ["Hey, would January still work for the room, and is there space for a bike inside, or does it live in the backyard?"], who: "Vinnie", size: 28 })}
</div>
${overBar(`<div class="p">Tarik is usually quick to answer</div><span class="k">Message</span>`, "bb")}`,
};

// SidelineSwap (goalie pads from a rec league season and the same dentist; a buyer's question, the seller typing his
// answer with the keyboard up; JPEG saved twice).
const pads =
  abs(80, 20, 90, 170, "#f4f4f4", "20px 20px 10px 10px", "border:3px solid #1a3a7a") +
  abs(220, 20, 90, 170, "#f4f4f4", "20px 20px 10px 10px", "border:3px solid #1a3a7a") +
  abs(100, 60, 50, 8, "#c0392b", "3px") +
  abs(240, 60, 50, 8, "#c0392b", "3px") +
  abs(100, 120, 50, 8, "#1a3a7a", "3px") +
  abs(240, 120, 50, 8, "#1a3a7a", "3px");

export const sidelineswap: ScreenSpec = {
  id: "sidelineswap-the-same-dentist",
  app: "SidelineSwap",
  kind: "listing",
  dark: false,
  device: "iphone-max",
  format: "jpeg",
  generations: [{ quality: 82 }, { width: 1000, quality: 70 }],
  keyboard: true,
  suggestions: ["He's", "The", "I"],
  owner: { name: "steinar_g", handle: "@steinar_g" },
  time: "22:37",
  battery: 33,
  cutLines: 0,
  replies: true,
  css: `body{background:#fff;color:#14181f}.fill{display:flex;flex-direction:column}.fill>*{flex:none}
.th{flex:none;height:48px;padding:0 14px;gap:16px;position:relative;z-index:3;background:#fff;border-bottom:1px solid #eceef1}.th b{flex:1}
.tp{padding:8px 16px 0}.pr{font-size:20px;font-weight:800}.tn{font-size:15px;font-weight:600;line-height:20px;margin-top:2px}.tl{font-size:12.5px;color:#6b7280;margin-top:3px}
.sel{gap:10px;margin:8px 16px 0;padding:8px 0;border-top:1px solid #eceef1}.sn{font-size:13.5px;font-weight:700}.sm{font-size:12px;color:#6b7280}
.tx{font-size:14px;line-height:19.5px;padding:4px 16px 0}
.hd2{font-size:14px;font-weight:800;padding:10px 16px 0}
.cr{gap:10px;align-items:flex-start;padding-top:7px;padding-right:16px;padding-bottom:2px}.crn{font-size:13px;font-weight:700}.crm{font-size:11.5px;color:#9ca3af}.crx{font-size:13.5px;line-height:18.5px;margin-top:1px}
.in{flex:none;gap:10px;padding:8px 12px;border-top:1px solid #e5e7eb;background:#fff;position:relative;z-index:3}.in .bx{flex:1;font-size:14.5px;line-height:19px;border:1px solid #d1d5db;border-radius:18px;padding:7px 12px}.in .sd{font-size:14px;font-weight:700;color:#0a7cff}`,
  html: `<div class="row th" data-role="ui">${icon.back(22)}<b></b>${icon.share(21)}${icon.heart(21)}</div>
<div class="fill">
${picture("100%", 68, ["#e5e9f0", "#cdd5e0"], `<div style="position:absolute;inset:0;transform:scale(.34);transform-origin:50% 0">${pads}</div>`)}
<div class="tp">${ui("$340", "pr")}${own("Brian's Optik 3 goalie leg pads, 33+1, senior", "tn")}${ui("Used - Good · Ships from Saint Paul, MN", "tl")}</div>
<div class="row sel">${avatar(32, "#2a4a8a")}<div style="flex:1">${ui("steinar_g", "sn")}${ui("14 sold · 5.0 ★", "sm")}</div></div>
${own("Worn for one season in a Tuesday night rec league. No rips, all straps intact.", "tx")}
${own("I let in 211 goals that season, and 64 of them were scored by the same dentist.", "tx")}
${own("Knee guards and bag included.", "tx")}
${ui("Questions (3)", "hd2")}
${crow({ name: "wyatt.h", meta: "3h", color: "#8a5a3a", text: ["is the dentist still in the league? asking before i sign up"], who: "wyatt.h", size: 28 })}
${crow({ name: "zacchaeus", meta: "1h", color: "#3a8a5a", text: ["Would you take $280 if I pick up this weekend?"], who: "zacchaeus", size: 28 })}
</div>
<div class="row in">${avatar(28, "#2a4a8a")}${own("He is. He switched teams, so now he's our goalie", "bx")}${ui("Send", "sd")}</div>`,
};

// JustPark (a driveway space near the stadium and the hedge across the road; a driver's question and the host's
// answer, the next question cut by the Book bar; dark).
export const justpark: ScreenSpec = {
  id: "justpark-about-his-hedge",
  app: "JustPark",
  kind: "listing",
  dark: true,
  device: "iphone",
  format: "png",
  owner: { name: "Sandor", handle: null },
  time: "11:05",
  battery: 66,
  cutLines: 1,
  replies: true,
  css: `body{background:#121416;color:#eef0f2}.fill{display:flex;flex-direction:column}.fill>*{flex:none}
.th{flex:none;height:48px;padding:0 14px;gap:18px;position:relative;z-index:3;background:#121416}.th b{flex:1}
.tp{padding:12px 16px 0}.tn{font-size:19px;font-weight:700;line-height:24px}.tl{font-size:13px;color:#9aa3ab;margin-top:4px}
.rt{gap:6px;margin-top:6px;font-size:13px;color:#d6dadf}
.gr{display:grid;grid-template-columns:repeat(3,1fr);gap:8px;margin:10px 16px 0}.gr div{background:#1d2126;border-radius:8px;padding:7px 8px;font-size:11.5px;color:#9aa3ab}.gr b{display:block;font-size:13.5px;color:#eef0f2}
.sel{gap:10px;margin:12px 16px 0;padding:10px 0;border-top:1px solid #262b31;border-bottom:1px solid #262b31}.sn{font-size:14px;font-weight:600}.sm{font-size:12px;color:#8a939b}
.hd2{font-size:15px;font-weight:700;padding:12px 16px 2px}.tx{font-size:14.5px;line-height:20.5px;padding:4px 16px 0}
.cr{gap:10px;align-items:flex-start;padding-top:9px;padding-right:16px;padding-bottom:3px}.crn{font-size:13.5px;font-weight:600}.crm{font-size:12px;color:#8a939b}.crx{font-size:14px;line-height:19px;margin-top:1px}
.bb{gap:12px;padding:10px 16px 30px;background:#1a1d21;border-top:1px solid #2a2f35}.bb .p{flex:1}.bb .p b{font-size:17px;display:block}.bb .p small{font-size:12px;color:#9aa3ab}.bb .k{font-size:15.5px;font-weight:700;color:#121416;background:#7ed957;border-radius:24px;padding:12px 26px}`,
  html: `<div class="row th" data-role="ui">${icon.back(22)}<b></b>${icon.share(22)}${icon.heart(22)}</div>
<div class="fill">
${picture("100%", 98, ["#3a3f45", "#24282c"], abs(0, 70, 390, 50, "#4a4f55") + abs(40, 20, 120, 80, "#6a5a4a", "2px") + abs(200, 46, 150, 60, "#2f5a2f", "20px 20px 4px 4px") + abs(60, 84, 80, 26, "#8a8f95", "8px"))}
<div class="tp">${own("Driveway space, 8 min walk to the stadium", "tn")}
${ui("Gwladys Street, Liverpool L4 · Driveway · Fits a large car", "tl")}
<div class="row rt" data-role="ui">${icon.star(14, "#7ed957")}<span>4.9 (340 reviews)</span></div></div>
<div class="gr" data-role="ui"><div><b>24/7</b>Access</div><div><b>Yes</b>Lit at night</div><div><b>No</b>EV charging</div></div>
<div class="row sel">${avatar(38, "#8a6a3a")}<div style="flex:1">${ui("Sandor", "sn")}${ui("Space owner since 2020", "sm")}</div>${icon.chat(20)}</div>
${ui("Description", "hd2")}
${own("Off-road space on my drive, room for one car. Easy walk to the ground and straight onto Queens Drive after.", "tx")}
${own("The man opposite rents his drive for £5 less, but he will also talk to you about his hedge.", "tx")}
${own("Please don't block the side gate.", "tx")}
${ui("Questions from drivers", "hd2")}
${crow({ name: "Teddy", meta: "Driver · 1w", color: "#3a6a8a", text: ["And the hedge talk, roughly how long?"], who: "Teddy", size: 28 })}
${crow({ name: "Sandor", meta: "Owner · 1w", color: "#8a6a3a", text: ["Longer than the first half."], who: "owner", depth: 1, size: 30 })}
${crow({ name: "Zahir", meta: "Driver · 3d", color: "#6a8a3a", text: ["Could we have it all day on Boxing Day? We usually get there early and stay for the pub after."], who: "Zahir", size: 28 })}
</div>
${overBar(`<div class="p"><b>£12 / match day</b><small>Instant confirmation</small></div><span class="k">Book</span>`, "bb")}`,
};
