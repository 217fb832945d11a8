// Part D's listings (v39), each written by its seller or host, with other people's questions and the owner's answers.
import { avatar, icon, picture } from "./icons";
import type { ScreenSpec } from "./screen-type";
import { abs, crow, overBar, tagRow } from "./screens-d-kit";
import { own, ui } from "./shell";

// Jofogas (a porcelain dinner set in Debrecen: photo, price, title, place, chips, description, seller row, a buyer's question and
// the seller's answer, another question cut by the Call / Message bar). Saved twice as JPEG.
export const jofogas: ScreenSpec = {
  id: "jofogas-the-twelfth-bowl",
  app: "Jofogas",
  kind: "listing",
  dark: false,
  device: "android",
  format: "jpeg",
  generations: [{ quality: 78 }, { width: 880, quality: 62 }],
  owner: { name: "Sarolta", handle: null },
  time: "08:41",
  battery: 63,
  cutLines: 1,
  replies: true,
  statusBarDark: true,
  statusBarBackground: "#1a7f4b",
  css: `body{background:#eff1ef;color:#1e2621}.fill{display:flex;flex-direction:column}.fill>*{flex:none}
.th{flex:none;height:50px;padding:0 14px;gap:16px;position:relative;z-index:3;background:#1a7f4b;color:#fff}.th b{flex:1;font-size:20px;font-weight:800;letter-spacing:-.3px}
.dots{position:absolute;right:10px;bottom:8px;font-size:11.5px;color:#fff;background:rgba(0,0,0,.5);border-radius:9px;padding:2px 8px}
.card{background:#fff;margin-top:6px;padding:10px 14px}.card.f{margin-top:0}
.pr{font-size:22px;font-weight:800;color:#1e2621}.tn{font-size:16px;font-weight:600;line-height:21px;margin-top:2px}.tl{font-size:12px;color:#6b756e;margin-top:4px}
.tg{gap:6px;flex-wrap:nowrap;margin-top:8px}.tg span{white-space:nowrap;font-size:11.5px;color:#1a5a38;background:#e3f3ea;border-radius:4px;padding:2px 8px}
.hd2{font-size:14.5px;font-weight:700;margin-bottom:1px}.tx{font-size:13.5px;line-height:19px;margin-top:4px}
.sel{gap:10px;align-items:center}.sn{font-size:14px;font-weight:700}.sm{font-size:11.5px;color:#6b756e}
.cr{gap:9px;align-items:flex-start;padding-top:7px;padding-right:14px;padding-bottom:2px}.crn{font-size:13px;font-weight:700}.crm{font-size:11.5px;color:#8a938c}.crx{font-size:13.5px;line-height:18.5px;margin-top:1px}
.bb{gap:8px;padding:8px 12px 10px;background:#fff;border-top:1px solid #dde2de;box-shadow:0 -2px 6px rgba(0,0,0,.08)}.bb span{flex:1;text-align:center;font-size:15px;font-weight:700;border-radius:6px;padding:11px 0}.bb .a{color:#fff;background:#f07d1a}.bb .b{color:#1a7f4b;border:1.5px solid #1a7f4b}`,
  html: `<div class="row th" data-role="ui">${icon.back(22)}<b>jofogas</b>${icon.heart(21)}${icon.share(21)}</div>
<div class="fill">
<div style="position:relative">${picture("100%", 106, ["#e8e2d8", "#c7bcaa"], abs(0, 80, 360, 26, "#8c6f52") + abs(60, 14, 70, 70, "#fbfbf8", "50%", "box-shadow:0 0 0 3px #2f5d9a inset") + abs(140, 20, 60, 60, "#fbfbf8", "50%", "box-shadow:0 0 0 3px #2f5d9a inset") + abs(210, 26, 50, 50, "#fbfbf8", "50%", "box-shadow:0 0 0 3px #2f5d9a inset") + abs(270, 42, 46, 30, "#fbfbf8", "0 0 23px 23px", "box-shadow:0 0 0 3px #2f5d9a inset"))}${ui("1 / 7", "dots")}</div>
<div class="card f">${ui("24 000 Ft", "pr")}${own("Alfoldi porcelain dinner set, blue rim, 47 pieces", "tn")}${ui("Debrecen · Private · yesterday 19:12", "tl")}
${tagRow(["Used", "Kitchen", "Personal pickup", "No delivery"])}</div>
<div class="card">${ui("Description", "hd2")}
${own("Twelve dinner plates, eleven soup plates, twelve dessert plates, serving dishes, no chips or cracks.", "tx")}
${own("The listing says 47 pieces because the twelfth soup bowl is at my former mother-in-law's flat in Nyiregyhaza, where it has been holding her reading glasses since 2009.", "tx")}
${own("Only dishwasher once, otherwise washed by hand.", "tx")}</div>
<div class="card" style="padding:9px 14px"><div class="row sel">${avatar(34, "#8a5a6a")}<div style="flex:1">${ui("Sarolta", "sn")}${ui("Private seller · 9 ads · on Jofogas since 2015", "sm")}</div>${icon.chat(20)}</div></div>
<div class="card" style="padding:8px 0 6px"><div class="hd2" style="padding-left:14px">Questions (2)</div>
${crow({ name: "Tihamer", meta: "20h", color: "#5a7a6a", text: ["Could you ask her for the bowl back?"], who: "Tihamer", size: 28 })}
${crow({ name: "Sarolta", meta: "Seller · 19h", color: "#8a5a6a", text: ["The Danube would turn round first."], who: "owner", depth: 1, size: 28 })}
${crow({ name: "Vendel", meta: "3h", color: "#6a6a9a", text: ["Hello, my daughter moves into her first flat in Szeged in September and she has exactly two plates, so I would be interested, could you send me a photo of the backstamp and tell me whether it fits in a Suzuki Swift?"], who: "Vendel", size: 28 })}</div>
</div>
${overBar(`<span class="b">Call</span><span class="a">Send message</span>`, "bb")}`,
};

// HousingAnywhere (a room in Lisbon let by its landlady: photo, rent, title, place, chips, description, host row, a student's question
// and the host's answer, another question cut by the Request to rent bar). A Messages banner over the top.
export const housinganywhere: ScreenSpec = {
  id: "housinganywhere-someone-you-trust-holds-your-belt",
  app: "HousingAnywhere",
  kind: "listing",
  dark: false,
  device: "iphone",
  format: "png",
  owner: { name: "Vitoria", handle: null },
  time: "14:51",
  battery: 68,
  banner: {
    app: "Messages",
    color: "#34c759",
    title: "Severo",
    body: "mum is asking are you coming for lunch on sunday, she is already making the cod",
    author: "Severo",
    age: "now",
  },
  cutLines: 1,
  replies: true,
  css: `body{background:#f3f5f8;color:#17202c}.fill{display:flex;flex-direction:column}.fill>*{flex:none}
.th{flex:none;height:46px;padding:0 16px;gap:18px;position:relative;z-index:3;background:#fff;border-bottom:1px solid #e2e6ec}.th b{flex:1;font-size:18px;font-weight:800;color:#0b5cff;letter-spacing:-.3px}
.dots{position:absolute;right:10px;bottom:8px;font-size:11.5px;color:#fff;background:rgba(0,0,0,.5);border-radius:9px;padding:2px 8px}
.card{background:#fff;margin-top:6px;padding:10px 16px}.card.f{margin-top:0}
.pr{font-size:21px;font-weight:800}.pr small{font-size:13px;color:#5f6b7a;font-weight:600}.tn{font-size:16px;font-weight:700;line-height:21px;margin-top:2px}.tl{font-size:12px;color:#5f6b7a;margin-top:4px}
.tg{gap:6px;flex-wrap:nowrap;margin-top:8px}.tg span{white-space:nowrap;font-size:11.5px;color:#0b3d99;background:#e7eefc;border-radius:10px;padding:2px 9px}
.hd2{font-size:14.5px;font-weight:700;margin-bottom:1px}.tx{font-size:14px;line-height:19.5px;margin-top:4px}
.sel{gap:10px;align-items:center}.sn{font-size:14px;font-weight:700}.sm{font-size:11.5px;color:#5f6b7a}
.cr{gap:9px;align-items:flex-start;padding-top:7px;padding-right:16px;padding-bottom:2px}.crn{font-size:13px;font-weight:700}.crm{font-size:11.5px;color:#8a94a0}.crx{font-size:14px;line-height:19px;margin-top:1px}
.bb{gap:8px;padding:9px 14px 26px;background:#fff;border-top:1px solid #e2e6ec}.bb span{flex:1;text-align:center;font-size:16px;font-weight:700;border-radius:10px;padding:12px 0}.bb .a{color:#fff;background:#0b5cff}.bb .b{flex:.55;color:#0b5cff;border:1.5px solid #0b5cff}`,
  html: `<div class="row th" data-role="ui">${icon.back(22)}<b>HousingAnywhere</b>${icon.heart(21)}${icon.share(21)}</div>
<div class="fill">
<div style="position:relative">${picture("100%", 132, ["#f1e6d6", "#d9c4a5"], abs(30, 18, 110, 96, "#bfe0f2", "4px") + abs(36, 24, 46, 84, "#e9f5fb", "2px") + abs(88, 24, 46, 84, "#e9f5fb", "2px") + abs(0, 114, 390, 18, "#a07850") + abs(190, 60, 150, 46, "#f7f3ec", "4px") + abs(190, 50, 150, 12, "#c7553a", "4px"))}${ui("1 / 9", "dots")}</div>
<div class="card f"><div class="pr" data-role="ui">€ 520 <small>/ month · bills included</small></div>${own("Bright private room with balcony in Arroios", "tn")}${ui("Lisbon, Arroios · Private room · from 1 February", "tl")}
${tagRow(["Furnished", "11 m²", "Balcony", "Wi-Fi", "Students only"])}</div>
<div class="card">${ui("Description from the landlord", "hd2")}
${own("Shared with two Erasmus students, washing machine, metro Arroios four minutes away.", "tx")}
${own("The balcony has a river view if you lean out to the left and someone you trust holds your belt.", "tx")}
${own("No parties, please, the building is old and so are the neighbours.", "tx")}</div>
<div class="card" style="padding:9px 16px"><div class="row sel">${avatar(34, "#a05a5a")}<div style="flex:1">${ui("Vitoria", "sn")}${ui("Landlord · 3 listings · replies in about 2 hours", "sm")}</div>${icon.chat(20)}</div></div>
<div class="card" style="padding:8px 0 6px"><div class="hd2" style="padding-left:16px">Questions (2)</div>
${crow({ name: "Tristao", meta: "4d", color: "#4a7a9a", text: ["Do I bring my own belt?"], who: "Tristao", size: 28 })}
${crow({ name: "Vitoria", meta: "Landlord · 4d", color: "#a05a5a", text: ["The belt is yours. I provide the river."], who: "owner", depth: 1, size: 28 })}
${crow({ name: "Sancha", meta: "6h", color: "#8a6aa0", text: ["Hello! I'm moving from Valencia for a semester at the Faculty of Fine Arts, and I would need the room from the end of January because my classes start on the 29th, would that be possible, and is there space for an easel?"], who: "Sancha", size: 28 })}</div>
</div>
${overBar(`<span class="b">Message</span><span class="a">Request to rent</span>`, "bb")}`,
};

// Bakeca (a walnut wardrobe in Turin: thumbnail, price, title, place, chips, description, a buyer's question and the seller's answer,
// another question cut by the reply bar; the seller's next answer being typed, iOS keyboard open). Light.
export const bakeca: ScreenSpec = {
  id: "bakeca-the-wardrobe-nobody-remembers-building",
  app: "Bakeca",
  kind: "listing",
  dark: false,
  device: "iphone-max",
  format: "png",
  owner: { name: "Settimio", handle: null },
  time: "18:27",
  battery: 44,
  keyboard: true,
  suggestions: ["Saturday", "the", "yes"],
  cutLines: 1,
  replies: true,
  css: `body{background:#fff;color:#1f1f24}.fill{display:flex;flex-direction:column}.fill>*{flex:none}
.th{flex:none;height:46px;padding:0 16px;gap:18px;position:relative;z-index:3;background:#fff;border-bottom:1px solid #e6e6ea}.th b{flex:1;font-size:20px;font-weight:900;color:#e2231a;letter-spacing:-.4px}
.top{gap:12px;padding:25px 16px 0;align-items:flex-start}.pr{font-size:19px;font-weight:800;color:#e2231a}.tn{font-size:15px;font-weight:700;line-height:19px;margin-top:2px}.tl{font-size:12px;color:#6f6f78;margin-top:2px}
.tg{gap:6px;flex-wrap:nowrap;margin:9px 16px 0}.tg span{white-space:nowrap;font-size:11.5px;color:#1f1f24;background:#f2f2f4;border-radius:4px;padding:2px 8px}
.hd2{font-size:14.5px;font-weight:700;padding:10px 16px 0}.tx{font-size:14px;line-height:19px;padding:3px 16px 0}
.cr{gap:9px;align-items:flex-start;padding-top:6px;padding-right:16px;padding-bottom:1px}.crn{font-size:13px;font-weight:700}.crm{font-size:11.5px;color:#8a8a92}.crx{font-size:14px;line-height:19px;margin-top:1px}
.ib{gap:10px;padding:8px 12px;background:#f7f7f9;border-top:1px solid #e2e2e6;align-items:center}.ib .f{flex:1;min-width:0;background:#fff;border:1px solid #d6d6dc;border-radius:18px;padding:8px 14px;font-size:15px;white-space:nowrap;overflow:hidden}.ib .s{width:34px;height:34px;border-radius:50%;background:#e2231a;color:#fff;display:flex;align-items:center;justify-content:center}`,
  html: `<div class="row th" data-role="ui">${icon.back(22)}<b>bakeca</b>${icon.heart(21)}${icon.share(21)}</div>
<div class="fill">
<div class="row top">${picture(72, 72, ["#efe7dc", "#d6c6b0"], abs(14, 6, 44, 62, "#6b4428", "3px") + abs(35, 8, 2, 58, "#3e2616") + abs(29, 32, 3, 8, "#d8b26a", "1px") + abs(40, 32, 3, 8, "#d8b26a", "1px"))}<div style="flex:1;min-width:0">${ui("€ 350", "pr")}${own("Solid walnut wardrobe, two doors, 1970s, 210 cm", "tn")}${ui("Turin, Crocetta · Private · 3 days ago", "tl")}</div></div>
${tagRow(["Used", "Furniture", "Collection only", "Fourth floor, no lift"])}
${ui("Description", "hd2")}
${own("Solid walnut, original handles, a mirror inside the left door, some marks on the side facing the wall.", "tx")}
${own("It came into this flat in 1978 in pieces and must leave it in one piece, because nobody still in the family remembers how it was put together.", "tx")}
${own("Collection only, buyer arranges the van and the stairs.", "tx")}
${ui("Questions (2)", "hd2")}
${crow({ name: "Teresio", meta: "2d", color: "#6a7a5a", text: ["Does it go through a normal door?"], who: "Teresio", size: 26 })}
${crow({ name: "Settimio", meta: "Seller · 2d", color: "#7a5a6a", text: ["Nobody has ever asked it to, Teresio."], who: "owner", depth: 1, size: 26 })}
${crow({ name: "Zaira", meta: "40m", color: "#9a6a4a", text: ["Good evening, I restore furniture in a workshop in Moncalieri and I have two strong nephews and a van, so the stairs are not a problem for us. Could we come on Saturday morning, and would you take 300 if we bring our own blankets and straps?"], who: "Zaira", size: 26 })}
</div>
<div class="row ib" style="flex:none;position:relative;z-index:3"><div class="f" data-role="owner">Saturday morning is fine, bring at least</div><span class="s" data-role="ui">${icon.send(17)}</span></div>`,
};
