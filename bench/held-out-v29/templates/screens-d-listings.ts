// Part D's listings (v29): Mudah (a second fridge sold after durian season), Roomi (a room a monk left behind), Nomador
// (a house-sit where the husband's bonsai come first) and Quikr (a sherwani worn once), each written by its seller or host
// with other people's questions and the owner's answers.
import { avatar, icon, picture } from "./icons";
import type { ScreenSpec } from "./screen-type";
import { abs, crow, overBar, tagRow } from "./screens-d-kit";
import { own, ui } from "./shell";

// Mudah (a classified ad for a second fridge: photo, price, title, place and category, ad details, description, buyers'
// questions and the seller's answer, the next question cut by the Chat / Call bar).
export const mudah: ScreenSpec = {
  id: "mudah-fridge-not-speaking",
  app: "Mudah",
  kind: "listing",
  dark: false,
  device: "android",
  format: "jpeg",
  quality: 72,
  owner: { name: "Sharifah", handle: null },
  time: "21:16",
  battery: 58,
  cutLines: 1,
  replies: true,
  css: `body{background:#f1f2f4;color:#1d1f23}.fill{display:flex;flex-direction:column}.fill>*{flex:none}
.th{flex:none;height:52px;padding:0 14px;gap:14px;position:relative;z-index:3;background:#fff;border-bottom:1px solid #e3e5e8}.th b{flex:1;font-size:17px;font-weight:700}
.dots{position:absolute;right:12px;bottom:10px;font-size:12px;color:#fff;background:rgba(0,0,0,.5);border-radius:10px;padding:2px 8px}
.card{background:#fff;margin:8px 0 0;padding:10px 14px}
.pr{font-size:21px;font-weight:800;color:#d6202f}.tn{font-size:16px;font-weight:600;line-height:21px;margin-top:2px}.tl{font-size:12.5px;color:#6e737b;margin-top:4px}
.dt{display:grid;grid-template-columns:1fr 1fr;gap:4px 10px;margin-top:8px;font-size:12.5px;color:#6e737b}.dt b{color:#1d1f23;font-weight:600}
.sel{gap:10px}.sn{font-size:14px;font-weight:700}.sm{font-size:12px;color:#6e737b}
.hd2{font-size:14.5px;font-weight:700;margin-bottom:2px}.tx{font-size:14px;line-height:20px;margin-top:4px}
.cr{gap:10px;align-items:flex-start;padding-top:8px;padding-right:0;padding-bottom:2px}.crn{font-size:13px;font-weight:700}.crm{font-size:11.5px;color:#8a9099}.crx{font-size:13.5px;line-height:18.5px;margin-top:1px}
.bb{gap:10px;padding:10px 14px 14px;background:#fff;border-top:1px solid #dde0e4;box-shadow:0 -2px 8px rgba(0,0,0,.07)}.bb span{flex:1;text-align:center;font-size:15px;font-weight:700;border-radius:8px;padding:11px 0;border:1.5px solid #d6202f;color:#d6202f}.bb span+span{background:#d6202f;color:#fff}`,
  html: `<div class="row th" data-role="ui">${icon.back(22)}<b>Ad details</b>${icon.share(21)}${icon.heart(21)}</div>
<div class="fill">
<div style="position:relative">${picture("100%", 83, ["#e8e4dc", "#d4cec2"], abs(128, 5, 104, 76, "#f7f7f5", "8px", "border:2px solid #b9b4aa") + abs(128, 36, 104, 2, "#b9b4aa") + abs(140, 18, 4, 18, "#8d887e", "2px") + abs(140, 46, 4, 20, "#8d887e", "2px") + abs(40, 56, 60, 28, "#7a9a4a", "40% 40% 8px 8px"))}${ui("1 / 5", "dots")}</div>
<div class="card" style="margin-top:0">${ui("RM 280", "pr")}${own("Panasonic 2-door fridge, 360L, very cold", "tn")}${ui("Seri Kembangan, Selangor · Home Appliances · Today 18:40", "tl")}
<div class="dt" data-role="ui"><div>Condition: <b>Used</b></div><div>Type: <b>For sale</b></div><div>Delivery: <b>Self collect</b></div><div>Ad ID: <b>10318842</b></div></div></div>
<div class="card"><div class="row sel">${avatar(34, "#8a5a7a")}<div style="flex:1">${ui("Sharifah", "sn")}${ui("Private seller · usually answers by evening", "sm")}</div>${icon.chat(20)}</div></div>
<div class="card">${ui("Description", "hd2")}
${own("Second fridge, four years old, no rust. Ice tray and both shelves still inside.", "tx")}
${own("We bought it only for durian season. The main fridge is still not speaking to us.", "tx")}
${own("Self collect from the ground floor, lift access. Cash or DuitNow.", "tx")}</div>
<div class="card" style="padding-left:0">${ui("Buyer questions (3)", "hd2").replace('class="hd2"', 'class="hd2" style="padding-left:14px"')}
${crow({ name: "Ting", meta: "1d", color: "#3a7a8a", text: ["Does the smell come with it?"], who: "Ting", size: 28 })}
${crow({ name: "Sharifah", meta: "Seller · 1d", color: "#8a5a7a", text: ["The smell is free. The fridge is RM280."], who: "owner", depth: 1, size: 28 })}
${crow({ name: "Wei Jie", meta: "3h", color: "#7a6a3a", text: ["Can I see it on Saturday morning? My wife wants to sniff inside it herself before we decide, sorry, she is like that with every fridge."], who: "Wei Jie", size: 28 })}</div>
</div>
${overBar(`<span>Call</span><span>Chat</span>`, "bb")}`,
};

// Roomi (a private room in a shared flat, scrolled past the photos: rent, title, place, spec grid, host row, about the room, a question and
// the host's answer, another question, the host typing her next answer with the keyboard up; dark).
export const roomi: ScreenSpec = {
  id: "roomi-left-to-become-a-monk",
  app: "Roomi",
  kind: "listing",
  dark: true,
  device: "iphone-max",
  format: "png",
  keyboard: true,
  suggestions: ["the", "it", "I"],
  owner: { name: "Sirin", handle: null },
  time: "22:37",
  battery: 39,
  cutLines: 1,
  replies: true,
  css: `body{background:#121116;color:#f1eff5}.fill{display:flex;flex-direction:column}.fill>*{flex:none}
.th{flex:none;height:46px;padding:0 14px;gap:16px;position:relative;z-index:3;background:#121116;border-bottom:1px solid #24222b}.th b{flex:1}
.tp{padding:8px 16px 0}.pr{font-size:14px;color:#c9c4d6}.pr b{font-size:18px;color:#b89bff;font-weight:800}.tn{font-size:16px;font-weight:700;line-height:21px;margin-top:2px}.tl{font-size:12.5px;color:#9d97ab;margin-top:3px}
.gr{display:grid;grid-template-columns:repeat(4,1fr);gap:6px;margin:8px 16px 0}.gr div{background:#1d1b24;border-radius:8px;padding:5px 7px;font-size:11px;color:#9d97ab}.gr b{display:block;font-size:13px;color:#f1eff5}
.sel{gap:10px;margin:8px 16px 0;padding:7px 0;border-top:1px solid #24222b}.sn{font-size:13.5px;font-weight:700}.sm{font-size:12px;color:#9d97ab}
.tx{font-size:14px;line-height:19.5px;padding:4px 16px 0}
.hd2{font-size:14px;font-weight:700;padding:9px 16px 0}
.cr{gap:10px;align-items:flex-start;padding-top:7px;padding-right:16px;padding-bottom:2px}.crn{font-size:13px;font-weight:700}.crm{font-size:11.5px;color:#9d97ab}.crx{font-size:13.5px;line-height:18.5px;margin-top:1px}
.in{flex:none;gap:10px;padding:8px 12px;border-top:1px solid #24222b;background:#19171f;position:relative;z-index:3}.in .bx{flex:1;font-size:14.5px;line-height:19px;border:1px solid #3a3646;border-radius:18px;padding:7px 12px}.in .sd{font-size:14px;font-weight:700;color:#b89bff}`,
  html: `<div class="row th" data-role="ui">${icon.back(22)}<b></b>${icon.share(21)}${icon.heart(21)}</div>
<div class="fill">
<div class="tp"><div class="pr" data-role="ui"><b>$1,150</b> / month · Available Jan 1</div>${own("Quiet private room in a 3-bed, Ridgewood", "tn")}${ui("Ridgewood, Queens, NY · 6 min to the M train", "tl")}</div>
<div class="gr" data-role="ui"><div><b>Queen</b>Bed</div><div><b>Shared</b>Bath</div><div><b>2</b>Roommates</div><div><b>No</b>Pets</div></div>
<div class="row sel">${avatar(30, "#a0607a")}<div style="flex:1">${ui("Sirin", "sn")}${ui("Lives here · ID verified", "sm")}</div></div>
${own("Queen bed, a closet and a window over the back garden. Both roommates work from home, on different days.", "tx")}
${own("The last roommate left to become a monk. The room is very calm and a little disappointed in you.", "tx")}
${own("Utilities split three ways, about $60 each.", "tx")}
${ui("Questions (3)", "hd2")}
${crow({ name: "Tyrell", meta: "2d", color: "#4a7a9a", text: ["Is the monk coming back for his stuff?"], who: "Tyrell", size: 28 })}
${crow({ name: "Sirin", meta: "Host · 2d", color: "#a0607a", text: ["He took a vow of no stuff."], who: "owner", depth: 1, size: 28 })}
${crow({ name: "Zeke", meta: "40m", color: "#7a8a4a", text: ["Would it be okay if I practise cello in the evenings? I use a mute."], who: "Zeke", size: 28 })}
</div>
<div class="row in">${avatar(28, "#a0607a")}${own("Sure, before ten. Upstairs has drums", "bx")}${ui("Send", "sd")}</div>`,
};

// Nomador (a house-sit in Stavanger: photo, title, dates, chips, homeowner row, description, a sitter's question and the
// homeowner's answer, another question cut by the Apply bar; a Messages heads-up from her husband over the top).
export const nomador: ScreenSpec = {
  id: "nomador-checked-first",
  app: "Nomador",
  kind: "listing",
  dark: false,
  device: "android",
  format: "png",
  owner: { name: "Toril", handle: null },
  time: "08:52",
  battery: 83,
  banner: { app: "Messages", color: "#1a73e8", title: "Valko", body: "did you say the bonsai are listed in order of age", author: "Valko", age: "now" },
  cutLines: 1,
  replies: true,
  css: `body{background:#fff;color:#1c2a2b}.fill{display:flex;flex-direction:column}.fill>*{flex:none}
.th{flex:none;height:52px;padding:0 14px;gap:16px;position:relative;z-index:3;background:#fff;border-bottom:1px solid #e5ecec}.th b{flex:1;font-size:16px;font-weight:700}
.tp{padding:10px 16px 0}.tn{font-size:18px;font-weight:700;line-height:23px}.tl{font-size:12.5px;color:#5f7273;margin-top:4px}
.tg{gap:6px;flex-wrap:wrap;margin:8px 16px 0}.tg span{font-size:12px;color:#10706a;background:#e2f3f1;border-radius:14px;padding:4px 10px}
.sel{gap:10px;margin:10px 16px 0;padding:8px 0;border-top:1px solid #e5ecec;border-bottom:1px solid #e5ecec}.sn{font-size:14px;font-weight:700}.sm{font-size:12px;color:#6f8283}
.hd2{font-size:15px;font-weight:700;padding:10px 16px 0}.tx{font-size:14px;line-height:20px;padding:4px 16px 0}
.cr{gap:10px;align-items:flex-start;padding-top:8px;padding-right:16px;padding-bottom:2px}.crn{font-size:13px;font-weight:700}.crm{font-size:11.5px;color:#82949a}.crx{font-size:13.5px;line-height:18.5px;margin-top:1px}
.bb{gap:12px;padding:10px 16px 14px;background:#fff;border-top:1px solid #dde6e6;box-shadow:0 -2px 8px rgba(0,0,0,.07)}.bb .p{flex:1}.bb .p b{font-size:15px;display:block}.bb .p small{font-size:12px;color:#5f7273}.bb .k{font-size:15px;font-weight:700;color:#fff;background:#17a398;border-radius:22px;padding:11px 22px}`,
  html: `<div class="row th" data-role="ui">${icon.back(22)}<b>House sit</b>${icon.share(21)}${icon.heart(21)}</div>
<div class="fill">
${picture("100%", 96, ["#b9d4e4", "#dfeaf0"], abs(0, 70, 360, 26, "#6f9a5a") + abs(120, 24, 120, 56, "#b2432f", "2px") + abs(110, 8, 140, 22, "#3a3a3a", "4px 4px 0 0", "clip-path:polygon(50% 0,100% 100%,0 100%)") + abs(160, 50, 24, 30, "#f2e7d0") + abs(40, 62, 26, 12, "#4a6a3a", "50% 50% 4px 4px") + abs(74, 60, 22, 14, "#557a40", "50% 50% 4px 4px"))}
<div class="tp">${own("Wooden house, one cat, a porch of bonsai", "tn")}${ui("Stavanger, Norway · 12 to 26 July · 14 nights", "tl")}</div>
${tagRow(["1 cat", "Garden", "Bike included", "No car needed"])}
<div class="row sel">${avatar(36, "#6a5a8a")}<div style="flex:1">${ui("Toril", "sn")}${ui("Homeowner · 3 sits · answers within a day", "sm")}</div>${icon.chat(20)}</div>
${ui("About the sit", "hd2")}
${own("A wooden house ten minutes from the centre, with a garden, a cat and a good bike for the hills.", "tx")}
${own("The bonsai on the porch belong to my husband. He wants it known that they are older than our marriage and will be checked first.", "tx")}
${own("Smilla the cat eats at seven and seven and sleeps the rest.", "tx")}
${ui("Questions from sitters", "hd2")}
${crow({ name: "Vida", meta: "3d", color: "#c07a4a", text: ["What do the bonsai need while you are away?"], who: "Vida", size: 28 })}
${crow({ name: "Toril", meta: "Homeowner · 3d", color: "#6a5a8a", text: ["Water every morning. He has left a seating plan."], who: "owner", depth: 1, size: 28 })}
${crow({ name: "Selby", meta: "1d", color: "#4a7a6a", text: ["We are a couple from Leeds with a lot of sits behind us, mostly dogs, one very old horse. Would the 12th work if our ferry gets in late?"], who: "Selby", size: 28 })}
</div>
${overBar(`<div class="p"><b>12 – 26 July</b><small>2 sitters applied</small></div><span class="k">Apply to sit</span>`, "bb")}`,
};

// Quikr (a wedding sherwani for sale: photo, price, title, place and category, ad details, seller row, description, a
// buyer's question and the seller's answer, another question cut by the Chat / Make offer bar).
export const quikr: ScreenSpec = {
  id: "quikr-waiting-for-the-horse",
  app: "Quikr",
  kind: "listing",
  dark: false,
  device: "iphone",
  format: "png",
  owner: { name: "Yuvraj", handle: null },
  time: "12:27",
  battery: 68,
  statusBarDark: true,
  statusBarBackground: "#0b5fa5",
  cutLines: 1,
  replies: true,
  css: `body{background:#eef1f5;color:#1b2533}.fill{display:flex;flex-direction:column}.fill>*{flex:none}
.th{flex:none;height:46px;padding:0 14px;gap:14px;position:relative;z-index:3;background:#0b5fa5;color:#fff}.th b{flex:1;font-size:17px;font-weight:800;letter-spacing:-.2px}
.dots{position:absolute;right:12px;bottom:10px;font-size:12px;color:#fff;background:rgba(0,0,0,.5);border-radius:10px;padding:2px 8px}
.card{background:#fff;margin:8px 0 0;padding:10px 16px}
.pr{font-size:21px;font-weight:800;color:#1b2533}.tn{font-size:16px;font-weight:600;line-height:21px;margin-top:2px}.tl{font-size:12.5px;color:#687384;margin-top:4px}
.dt{display:grid;grid-template-columns:1fr 1fr;gap:4px 10px;margin-top:8px;font-size:12.5px;color:#687384}.dt b{color:#1b2533;font-weight:600}
.sel{gap:10px}.sn{font-size:14px;font-weight:700}.sm{font-size:12px;color:#687384}
.hd2{font-size:14.5px;font-weight:700;margin-bottom:2px}.tx{font-size:14.5px;line-height:20.5px;margin-top:4px}
.cr{gap:10px;align-items:flex-start;padding-top:8px;padding-right:0;padding-bottom:2px}.crn{font-size:13.5px;font-weight:700}.crm{font-size:12px;color:#8a94a3}.crx{font-size:14px;line-height:19px;margin-top:1px}
.bb{gap:10px;padding:10px 16px 28px;background:#fff;border-top:1px solid #dbe1e8;box-shadow:0 -2px 8px rgba(0,0,0,.07)}.bb span{flex:1;text-align:center;font-size:15px;font-weight:700;border-radius:8px;padding:11px 0;border:1.5px solid #0b5fa5;color:#0b5fa5}.bb span+span{background:#f7941d;border-color:#f7941d;color:#fff}`,
  html: `<div class="row th" data-role="ui">${icon.back(22)}<b>Quikr</b>${icon.search(22)}${icon.share(21)}</div>
<div class="fill">
<div style="position:relative">${picture("100%", 54, ["#f3e6d8", "#e2cdb6"], abs(160, 4, 70, 50, "#7a1f2e", "24px 24px 4px 4px") + abs(191, 4, 8, 50, "#c9a24a") + abs(180, 4, 30, 10, "#5a1622", "8px 8px 0 0") + abs(40, 26, 44, 28, "#c9a24a", "6px", "opacity:.6"))}${ui("1 / 7", "dots")}</div>
<div class="card" style="margin-top:0">${ui("₹ 6,500", "pr")}${own("Maroon silk sherwani with stole, size 42, worn once", "tn")}${ui("Koramangala, Bengaluru · Men's Clothing · Posted Thursday", "tl")}
<div class="dt" data-role="ui"><div>Condition: <b>Like new</b></div><div>Brand: <b>Tailor made</b></div><div>Seller: <b>Individual</b></div><div>Ad ID: <b>QK7720193</b></div></div></div>
<div class="card"><div class="row sel">${avatar(34, "#4a6a9a")}<div style="flex:1">${ui("Yuvraj", "sn")}${ui("On Quikr since 2019 · phone verified", "sm")}</div>${icon.chat(20)}</div></div>
<div class="card">${ui("Description", "hd2")}
${own("Raw silk sherwani with matching stole and churidar. Dry cleaned and kept in the original cover.", "tx")}
${own("Worn once, for four hours, and three of those were spent waiting for the horse.", "tx")}
${own("Pick-up from Koramangala 5th Block, or I can courier within Bengaluru.", "tx")}</div>
<div class="card" style="padding-left:0">${ui("Buyer questions", "hd2").replace('class="hd2"', 'class="hd2" style="padding-left:16px"')}
${crow({ name: "Tanmay", meta: "1d", color: "#9a6a3a", text: ["What is the chest size exactly? My brother's wedding is in February and he has eaten well since the engagement."], who: "Tanmay", size: 28 })}
${crow({ name: "Yuvraj", meta: "Seller · 1d", color: "#4a6a9a", text: ["42. It was 40 at the fitting."], who: "owner", depth: 1, size: 28 })}
${crow({ name: "Vihaan", meta: "6h", color: "#5a8a5a", text: ["Would you sell the safa as well? Mine went missing at my cousin's sangeet and my mother still brings it up at every single family function."], who: "Vihaan", size: 28 })}</div>
</div>
${overBar(`<span>Chat</span><span>Make offer</span>`, "bb")}`,
};
