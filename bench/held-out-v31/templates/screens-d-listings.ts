// Part D's listings (v31), each written by its seller, host or landlord, with other people's questions and the owner's
// answers.
import { avatar, icon, picture } from "./icons";
import type { ScreenSpec } from "./screen-type";
import { abs, crow, overBar, tagRow } from "./screens-d-kit";
import { own, ui } from "./shell";

// Avito (a bird cage on a stand in Kazan: photo, price, title, place, chips, description, seller row, a buyer's question and
// the seller's answer, another question cut by the Call / Write bar).
export const avito: ScreenSpec = {
  id: "avito-the-parrot-says-sold",
  app: "Avito",
  kind: "listing",
  dark: false,
  device: "android",
  format: "jpeg",
  quality: 72,
  owner: { name: "Tamara", handle: null },
  time: "18:06",
  battery: 58,
  cutLines: 1,
  replies: true,
  css: `body{background:#fff;color:#000}.fill{display:flex;flex-direction:column}.fill>*{flex:none}
.th{flex:none;height:48px;padding:0 14px;gap:18px;position:relative;z-index:3;background:#fff}.th b{flex:1}
.dots{position:absolute;left:50%;transform:translateX(-50%);bottom:8px;font-size:11.5px;color:#fff;background:rgba(0,0,0,.45);border-radius:10px;padding:2px 8px}
.tp{padding:10px 16px 0}.pr{font-size:24px;font-weight:800;letter-spacing:-.4px}.tn{font-size:17px;font-weight:500;line-height:22px;margin-top:2px}.tl{font-size:13px;color:#757575;margin-top:5px}
.tg{gap:6px;flex-wrap:nowrap;margin:9px 16px 0}.tg span{font-size:12px;color:#333;background:#f2f2f2;border-radius:12px;padding:4px 10px}
.hd2{font-size:17px;font-weight:700;padding:10px 16px 0}.tx{font-size:14.5px;line-height:20.5px;padding:4px 16px 0}
.sel{gap:10px;margin:12px 16px 0;padding:9px 0;border-top:1px solid #ececec;border-bottom:1px solid #ececec}.sn{font-size:15px;font-weight:700}.sm{font-size:12px;color:#757575}
.cr{gap:10px;align-items:flex-start;padding-top:8px;padding-right:16px;padding-bottom:2px}.crn{font-size:13.5px;font-weight:700}.crm{font-size:12px;color:#8a8a8a}.crx{font-size:14px;line-height:19px;margin-top:1px}
.bb{gap:8px;padding:8px 12px 12px;background:#fff;border-top:1px solid #ececec;box-shadow:0 -2px 8px rgba(0,0,0,.06)}.bb span{flex:1;text-align:center;font-size:15px;font-weight:600;border-radius:10px;padding:12px 0;color:#fff;background:#02b548}.bb span+span{background:#00aaff}`,
  html: `<div class="row th" data-role="ui">${icon.back(22)}<b></b>${icon.heart(21)}${icon.share(21)}${icon.moreV(21)}</div>
<div class="fill">
<div style="position:relative">${picture("100%", 100, ["#efe9df", "#d9d0c2"], abs(118, 6, 124, 6, "#8d939a", "3px") + abs(114, 12, 132, 66, "transparent", "8px 8px 0 0", "border:3px solid #8d939a;background:repeating-linear-gradient(90deg,transparent 0 9px,#a3a9b0 9px 11px)") + abs(150, 40, 60, 3, "#b5743a") + abs(110, 78, 140, 8, "#6f757c", "2px") + abs(176, 86, 8, 16, "#6f757c") + abs(140, 100, 80, 5, "#6f757c", "2px"))}${ui("1 / 5", "dots")}</div>
<div class="tp">${ui("4 500 ₽", "pr")}${own("Bird cage on a stand, 160 cm", "tn")}${ui("Kazan, Novo-Savinovsky district · today 14:20", "tl")}</div>
${tagRow(["Used", "Private seller", "Avito Delivery"])}
${ui("Description", "hd2")}
${own("Powder-coated steel, two feeders, a swing and a pull-out tray. Stand on wheels.", "tx")}
${own('The parrot is not included. He has heard me on the phone all week and now says "sold" to everyone who comes through the door.', "tx")}
${own("Pick-up in the evenings, fourth floor, there is a lift.", "tx")}
<div class="row sel">${avatar(36, "#b07a5a")}<div style="flex:1">${ui("Tamara", "sn")}${ui("Private person · since 2015 · 4.9, 27 reviews", "sm")}</div>${icon.chat(20)}</div>
${ui("Ask the seller", "hd2")}
${crow({ name: "Vadim", meta: "3h", color: "#5a7a9a", text: ["Still available? How much for the parrot?"], who: "Vadim", size: 28 })}
${crow({ name: "Tamara", meta: "Seller · 3h", color: "#b07a5a", text: ["The cage, yes. The parrot is negotiating for himself."], who: "owner", depth: 1, size: 28 })}
${crow({ name: "Vasilisa", meta: "40 min", color: "#8a5a8a", text: ["I'm in Zelenodolsk, can you send it with Avito Delivery? And what is the height with the stand, our ceilings are low in the old house."], who: "Vasilisa", size: 28 })}
</div>
${overBar(`<span>Call</span><span>Write</span>`, "bb")}`,
};

// Immowelt (a two-room flat on the canal in Leipzig: photo, title, place, key facts, description, landlord row, a renter's
// question and the landlord's answer, another question cut by the crop at the bottom).
export const immowelt: ScreenSpec = {
  id: "immowelt-the-coach-has-a-megaphone",
  app: "Immowelt",
  kind: "listing",
  dark: false,
  device: "iphone",
  format: "png",
  owner: { name: "Torsten", handle: null },
  time: "12:03",
  battery: 44,
  crop: { bottom: 12 },
  cutLines: 1,
  replies: true,
  css: `body{background:#f4f4f4;color:#333}.fill{display:flex;flex-direction:column}.fill>*{flex:none}
.th{flex:none;height:46px;padding:0 14px;gap:18px;position:relative;z-index:3;background:#fff;border-bottom:1px solid #e2e2e2}.th b{flex:1;font-size:15px;font-weight:700;color:#333}
.dots{position:absolute;right:12px;bottom:10px;font-size:12px;color:#fff;background:rgba(0,0,0,.5);border-radius:4px;padding:2px 7px}
.card{background:#fff;margin-top:7px;padding:10px 16px}.card.f{margin-top:0}
.tn{font-size:17px;font-weight:700;line-height:22px;color:#222}.tl{font-size:13px;color:#6c6c6c;margin-top:4px}
.fx{display:grid;grid-template-columns:repeat(4,1fr);gap:0;margin-top:10px;border-top:1px solid #ececec;padding-top:8px}.fx div{font-size:11.5px;color:#6c6c6c}.fx b{display:block;font-size:15px;color:#222}
.hd2{font-size:15px;font-weight:700;margin-bottom:2px;color:#222}.tx{font-size:14px;line-height:20px;margin-top:4px}
.sel{gap:10px;align-items:center}.sn{font-size:14px;font-weight:700}.sm{font-size:12px;color:#6c6c6c}.ct{font-size:13.5px;font-weight:700;color:#222;background:#ffcc00;border-radius:4px;padding:7px 12px}
.cr{gap:10px;align-items:flex-start;padding-top:8px;padding-right:16px;padding-bottom:2px}.crn{font-size:13px;font-weight:700}.crm{font-size:11.5px;color:#8a8a8a}.crx{font-size:13.5px;line-height:18.5px;margin-top:1px}`,
  html: `<div class="row th" data-role="ui">${icon.back(22)}<b>Back to results</b>${icon.heart(21)}${icon.share(21)}</div>
<div class="fill">
<div style="position:relative">${picture("100%", 112, ["#c9dbe6", "#8fb1c6"], abs(0, 76, 390, 36, "#5f8ea6") + abs(0, 70, 390, 8, "#7a9a6a") + abs(60, 20, 150, 56, "#e6dccb", "2px") + abs(76, 32, 22, 18, "#9fb8c8", "1px") + abs(112, 32, 22, 18, "#9fb8c8", "1px") + abs(148, 32, 22, 18, "#9fb8c8", "1px") + abs(70, 52, 130, 4, "#6a6a6a") + abs(250, 88, 70, 5, "#c85a3a", "3px"))}${ui("1 / 11", "dots")}</div>
<div class="card f">${own("Bright 2-room flat with balcony on the canal", "tn")}${ui("Karl-Heine-Straße, 04229 Leipzig-Plagwitz", "tl")}
<div class="fx" data-role="ui"><div><b>€780</b>Cold rent</div><div><b>58 m²</b>Living space</div><div><b>2</b>Rooms</div><div><b>1 Feb</b>Available</div></div></div>
<div class="card">${ui("Description", "hd2")}
${own("Renovated in 2021, fitted kitchen, cellar compartment and a bike room.", "tx")}
${own("The balcony looks over the canal, where the rowing club trains at six. Their coach has a megaphone, and within a fortnight you will be sitting up straighter at breakfast.", "tx")}
${own("No agent fee. Viewings on Saturdays.", "tx")}</div>
<div class="card"><div class="row sel">${avatar(36, "#6a7a5a")}<div style="flex:1">${ui("Torsten", "sn")}${ui("Private landlord · usually answers the same day", "sm")}</div>${ui("Contact", "ct")}</div></div>
<div class="card" style="padding-left:0">${ui("Questions about this listing (2)", "hd2").replace('class="hd2"', 'class="hd2" style="padding-left:16px"')}
${crow({ name: "Walburga", meta: "3d", color: "#8a5a6a", text: ["Are pets allowed? I have an old basset hound who sleeps most of the day."], who: "Walburga", size: 28 })}
${crow({ name: "Torsten", meta: "Landlord · 3d", color: "#6a7a5a", text: ["Yes. He will be the only one on that balcony sleeping past six."], who: "owner", depth: 1, size: 28 })}
${crow({ name: "Timo", meta: "6h", color: "#4a6a8a", text: ["Does the coach train in winter too? I work nights and sleep until noon, so tell me honestly if I would be rowing with them in my dreams."], who: "Timo", size: 28 })}</div>
</div>`,
};

// DBA (a tandem bicycle in Aarhus, dark: photo, price, title, place, chips, description, seller row, a buyer's question and
// the seller's answer, another question cut by the Write / Buy bar; a Messages banner from his wife over the top).
export const dba: ScreenSpec = {
  id: "dba-something-other-than-my-back",
  app: "DBA",
  kind: "listing",
  dark: true,
  device: "android",
  format: "png",
  owner: { name: "Sune", handle: null },
  time: "20:19",
  battery: 71,
  banner: {
    app: "Messages",
    color: "#1a73e8",
    title: "Tinne",
    body: "saw the ad. you could have just said I wanted my own bike",
    author: "Tinne",
    age: "now",
  },
  cutLines: 1,
  replies: true,
  css: `body{background:#0f1115;color:#e9ecf1}.fill{display:flex;flex-direction:column}.fill>*{flex:none}
.th{flex:none;height:52px;padding:0 14px;gap:18px;position:relative;z-index:3;background:#161a21}.th b{flex:1}
.dots{position:absolute;right:12px;bottom:10px;font-size:12px;color:#fff;background:rgba(0,0,0,.55);border-radius:10px;padding:2px 8px}
.tp{padding:10px 16px 0}.pr{font-size:23px;font-weight:800;letter-spacing:-.3px}.tn{font-size:16.5px;font-weight:600;line-height:21px;margin-top:2px}.tl{font-size:12.5px;color:#9aa3b2;margin-top:4px}
.tg{gap:6px;flex-wrap:nowrap;margin:9px 16px 0}.tg span{font-size:11.5px;color:#c9d3e3;background:#1f2632;border-radius:4px;padding:3px 8px}
.hd2{font-size:15px;font-weight:700;padding:11px 16px 0}.tx{font-size:14px;line-height:20px;padding:4px 16px 0}
.sel{gap:10px;margin:11px 16px 0;padding:8px 0;border-top:1px solid #262c36;border-bottom:1px solid #262c36}.sn{font-size:14px;font-weight:700}.sm{font-size:12px;color:#9aa3b2}
.cr{gap:10px;align-items:flex-start;padding-top:8px;padding-right:16px;padding-bottom:2px}.crn{font-size:13px;font-weight:700}.crm{font-size:11.5px;color:#8a93a2}.crx{font-size:13.5px;line-height:18.5px;margin-top:1px}
.bb{gap:10px;padding:9px 14px 12px;background:#161a21;border-top:1px solid #262c36}.bb span{flex:1;text-align:center;font-size:15px;font-weight:700;border-radius:8px;padding:11px 0;border:1.5px solid #4d8dff;color:#7eaaff}.bb span+span{background:#3d7bff;border-color:#3d7bff;color:#fff}`,
  html: `<div class="row th" data-role="ui">${icon.back(22)}<b></b>${icon.heart(21)}${icon.share(21)}${icon.moreV(21)}</div>
<div class="fill">
<div style="position:relative">${picture("100%", 110, ["#39424f", "#232a33"], abs(60, 62, 44, 44, "transparent", "50%", "border:4px solid #111") + abs(250, 62, 44, 44, "transparent", "50%", "border:4px solid #111") + abs(84, 60, 190, 5, "#b8322a", "2px", "transform:rotate(-4deg)") + abs(120, 36, 5, 30, "#b8322a") + abs(200, 34, 5, 30, "#b8322a") + abs(110, 30, 26, 6, "#111", "3px") + abs(190, 28, 26, 6, "#111", "3px") + abs(262, 34, 28, 5, "#888", "2px"))}${ui("1 / 7", "dots")}</div>
<div class="tp">${ui("3.500 kr.", "pr")}${own("Tandem bicycle, 21 gears, red", "tn")}${ui("8000 Aarhus C · Bicycles · 2 days ago", "tl")}</div>
${tagRow(["Used, good condition", "Collect only", "Private"])}
${ui("Description", "hd2")}
${own("Rides well and was serviced in May. New tyres, both bells work.", "tx")}
${own("Selling because my wife has ridden behind me since 2014 and would like to look at something other than my back.", "tx")}
${own("Collect in Aarhus C. I can help fit it onto a car rack.", "tx")}
<div class="row sel">${avatar(34, "#5a6a8a")}<div style="flex:1">${ui("Sune", "sn")}${ui("On DBA since 2012 · MitID verified", "sm")}</div>${icon.chat(20)}</div>
${ui("Questions (2)", "hd2")}
${crow({ name: "Sidsel", meta: "1d", color: "#8a6a4a", text: ["Can one person ride it alone?"], who: "Sidsel", size: 28 })}
${crow({ name: "Sune", meta: "Seller · 1d", color: "#5a6a8a", text: ["Yes. People will ask you where she went."], who: "owner", depth: 1, size: 28 })}
${crow({ name: "Vagn", meta: "3h", color: "#4a8a7a", text: ["Would you take 3.000? My brother and I want to ride it to Skagen. We haven't said a word to each other since 2009 and our mother thinks this will fix it."], who: "Vagn", size: 28 })}
</div>
${overBar(`<span>Write</span><span>Buy now</span>`, "bb")}`,
};

// Fotocasa (a flat to rent in A Coruña's old town, dark: photo, price, title, place, facts, description, landlord row, a
// renter's question and the landlord's answer, another question cut by the reply bar; the landlord typing his next answer
// with the keyboard up).
export const fotocasa: ScreenSpec = {
  id: "fotocasa-he-has-improved-since-march",
  app: "Fotocasa",
  kind: "listing",
  dark: true,
  device: "iphone",
  format: "png",
  keyboard: true,
  suggestions: ["the", "twelve", "noon"],
  owner: { name: "Xoán", handle: null },
  time: "23:02",
  battery: 22,
  cutLines: 1,
  replies: true,
  css: `body{background:#121318;color:#eceef4}.fill{display:flex;flex-direction:column}.fill>*{flex:none}
.th{flex:none;height:44px;padding:0 14px;gap:16px;position:relative;z-index:3;background:#121318;border-bottom:1px solid #262833}.th b{flex:1;font-size:15.5px;font-weight:700;text-align:center}
.tp{padding:7px 16px 0}.pr{font-size:19px;font-weight:800}.pr small{font-size:13px;font-weight:500;color:#a2a6b6}.tn{font-size:14.5px;font-weight:600;line-height:19px;margin-top:1px}
.tx{font-size:13.5px;line-height:18.5px;padding:3px 16px 0}
.hd2{font-size:13.5px;font-weight:700;padding:6px 16px 0}
.cr{gap:9px;align-items:flex-start;padding-top:5px;padding-right:16px;padding-bottom:1px}.crn{font-size:12.5px;font-weight:700}.crm{font-size:11px;color:#a2a6b6}.crx{font-size:13px;line-height:17.5px;margin-top:1px}
.in{flex:none;gap:10px;padding:7px 12px;border-top:1px solid #262833;background:#1a1b22;position:relative;z-index:3}.in .bx{flex:1;font-size:14.5px;line-height:19px;border:1px solid #383a48;border-radius:18px;padding:6px 12px}.in .sd{font-size:14px;font-weight:700;color:#5b8cff}`,
  html: `<div class="row th" data-role="ui">${icon.back(22)}<b>Listing</b>${icon.heart(21)}${icon.share(21)}</div>
<div class="fill">
${picture("100%", 60, ["#4a5566", "#2a303a"], abs(20, 12, 70, 48, "#c9b48a", "2px") + abs(30, 20, 20, 26, "#7a9ab8", "1px") + abs(60, 20, 20, 26, "#7a9ab8", "1px") + abs(110, 8, 60, 52, "#d8d2c4", "2px") + abs(260, 16, 110, 44, "#8a9aa6", "4px"))}
<div class="tp"><div class="pr" data-role="ui">€850 <small>/ month · 3 rooms · 75 m²</small></div>${own("Flat in the Ciudad Vieja, A Coruña", "tn")}</div>
${own("Furnished, gas heating, two minutes from María Pita square. Second floor, no lift.", "tx")}
${own("The neighbour upstairs plays the bagpipes on Sunday mornings, but only for one hour, and he has improved a great deal since March.", "tx")}
${ui("Questions (3)", "hd2")}
${crow({ name: "Sagrario", meta: "4d", color: "#8a6a5a", text: ["Is the bagpipe neighbour still there? My husband plays too."], who: "Sagrario", size: 26 })}
${crow({ name: "Xoán", meta: "Owner · 4d", color: "#4a6a9a", text: ["He is. Please do not introduce them."], who: "owner", depth: 1, size: 26 })}
${crow({ name: "Uxía", meta: "20 min", color: "#6a8a5a", text: ["I work from home with video calls all day, even on Sundays. What time does he start?"], who: "Uxía", size: 26 })}
</div>
<div class="row in">${avatar(26, "#4a6a9a")}${own("At ten. He finishes at", "bx")}${ui("Send", "sd")}</div>`,
};
