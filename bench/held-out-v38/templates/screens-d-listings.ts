// Part D's listings (v38), each written by its seller or host, with other people's questions and the owner's answers.
import { avatar, icon, picture } from "./icons";
import type { ScreenSpec } from "./screen-type";
import { abs, crow, overBar, tagRow } from "./screens-d-kit";
import { own, ui } from "./shell";

// Okazii (a piano accordion in Cluj: photo, price, title, place, chips, description, seller row, a buyer's question and the
// seller's answer, another question cut by the Call / Message bar). Saved twice as JPEG.
export const okazii: ScreenSpec = {
  id: "okazii-three-songs-in-eleven-years",
  app: "Okazii",
  kind: "listing",
  dark: false,
  device: "android",
  format: "jpeg",
  generations: [{ quality: 80 }, { width: 900, quality: 64 }],
  owner: { name: "Stelian", handle: null },
  time: "19:26",
  battery: 46,
  cutLines: 1,
  replies: true,
  statusBarDark: true,
  statusBarBackground: "#0b4f9c",
  css: `body{background:#eef0f3;color:#1d2330}.fill{display:flex;flex-direction:column}.fill>*{flex:none}
.th{flex:none;height:50px;padding:0 14px;gap:16px;position:relative;z-index:3;background:#0b4f9c;color:#fff}.th b{flex:1;font-size:21px;font-weight:900;color:#ffc21a;letter-spacing:-.5px}
.dots{position:absolute;right:10px;bottom:8px;font-size:11.5px;color:#fff;background:rgba(0,0,0,.5);border-radius:9px;padding:2px 8px}
.card{background:#fff;margin-top:6px;padding:10px 14px}.card.f{margin-top:0}
.pr{font-size:22px;font-weight:800;color:#0b4f9c}.tn{font-size:16px;font-weight:600;line-height:21px;margin-top:2px}.tl{font-size:12px;color:#687180;margin-top:4px}
.tg{gap:6px;flex-wrap:nowrap;margin-top:8px}.tg span{white-space:nowrap;font-size:11.5px;color:#24324a;background:#e8f0fa;border-radius:4px;padding:2px 8px}
.hd2{font-size:14.5px;font-weight:700;margin-bottom:1px}.tx{font-size:13.5px;line-height:19px;margin-top:4px}
.sel{gap:10px;align-items:center}.sn{font-size:14px;font-weight:700}.sm{font-size:11.5px;color:#687180}
.cr{gap:9px;align-items:flex-start;padding-top:7px;padding-right:14px;padding-bottom:2px}.crn{font-size:13px;font-weight:700}.crm{font-size:11.5px;color:#8a919c}.crx{font-size:13.5px;line-height:18.5px;margin-top:1px}
.bb{gap:8px;padding:8px 12px 10px;background:#fff;border-top:1px solid #dde1e6;box-shadow:0 -2px 6px rgba(0,0,0,.08)}.bb span{flex:1;text-align:center;font-size:15px;font-weight:700;border-radius:6px;padding:11px 0}.bb .a{color:#1d2330;background:#ffc21a}.bb .b{color:#0b4f9c;border:1.5px solid #0b4f9c}`,
  html: `<div class="row th" data-role="ui">${icon.back(22)}<b>okazii</b>${icon.heart(21)}${icon.share(21)}</div>
<div class="fill">
<div style="position:relative">${picture("100%", 107, ["#e9ddd0", "#c9b49c"], abs(0, 80, 360, 27, "#a88d70") + abs(112, 10, 62, 66, "#9b1b2a", "6px") + abs(186, 10, 62, 66, "#9b1b2a", "6px") + abs(172, 13, 16, 60, "#2a2a2a", "2px") + abs(120, 20, 46, 6, "#f4efe6") + abs(120, 32, 46, 6, "#f4efe6") + abs(120, 44, 46, 6, "#f4efe6") + abs(194, 22, 6, 6, "#eee", "50%") + abs(206, 22, 6, 6, "#eee", "50%") + abs(218, 22, 6, 6, "#eee", "50%"))}${ui("1 / 6", "dots")}</div>
<div class="card f">${ui("1.450 lei", "pr")}${own("Piano accordion, 72 bass, red, with case and straps", "tn")}${ui("Cluj-Napoca · Private · 2 days ago", "tl")}
${tagRow(["Used", "72 bass", "Case included", "Personal pickup"])}</div>
<div class="card">${ui("Description", "hd2")}
${own("Weltmeister accordion, all keys and buttons work, bellows airtight, serviced in 2022.", "tx")}
${own("I bought it to learn and in eleven years I learned three songs, and the neighbours on my landing can now hum all three, in order, before I reach the chorus.", "tx")}
${own("Pickup in Cluj, Manastur. Cash on pickup.", "tx")}</div>
<div class="card" style="padding:9px 14px"><div class="row sel">${avatar(34, "#6a7d5a")}<div style="flex:1">${ui("Stelian", "sn")}${ui("Private seller · 14 sales · on Okazii since 2011", "sm")}</div>${icon.chat(20)}</div></div>
<div class="card" style="padding:8px 0 6px"><div class="hd2" style="padding-left:14px">Questions (2)</div>
${crow({ name: "Viorel", meta: "1d", color: "#8a6a4a", text: ["Do the three songs come with it?"], who: "Viorel", size: 28 })}
${crow({ name: "Stelian", meta: "Seller · 1d", color: "#6a7d5a", text: ["The neighbours will teach you them for free."], who: "owner", depth: 1, size: 28 })}
${crow({ name: "Sevda", meta: "4h", color: "#9a5a7a", text: ["Good afternoon, my son is nine and his teacher says a 72 bass is too heavy for him, so I wanted to ask how much it weighs with the straps, and whether you would hold it until Sunday?"], who: "Sevda", size: 28 })}</div>
</div>
${overBar(`<span class="b">Call</span><span class="a">Send message</span>`, "bb")}`,
};

// Kamernet (a furnished room in Utrecht, written by the tenant letting it: photo strip, rent, title, place, chips, description,
// a house-hunter's question and the host's answer, another question cut by the reply bar; the host's next answer being typed,
// iOS keyboard open). Dark.
export const kamernet: ScreenSpec = {
  id: "kamernet-the-bell-at-ten-past-six",
  app: "Kamernet",
  kind: "listing",
  dark: true,
  device: "iphone-max",
  format: "png",
  owner: { name: "Tjitske", handle: null },
  time: "22:47",
  battery: 31,
  keyboard: true,
  suggestions: ["I", "you", "Thursday"],
  cutLines: 1,
  replies: true,
  css: `body{background:#121416;color:#eceef0}.fill{display:flex;flex-direction:column}.fill>*{flex:none}
.th{flex:none;height:46px;padding:0 16px;gap:18px;position:relative;z-index:3;background:#1a1c1f;border-bottom:1px solid #2b2e32}.th b{flex:1;font-size:19px;font-weight:800;color:#ff7a3d;letter-spacing:-.3px}
.top{gap:12px;padding:22px 16px 0;align-items:flex-start}.pr{font-size:19px;font-weight:800}.pr small{font-size:13px;font-weight:600;color:#a4a9ae}.tn{font-size:15px;font-weight:700;line-height:19px;margin-top:2px}.tl{font-size:12px;color:#a0a6ac;margin-top:2px}
.tg{gap:6px;flex-wrap:nowrap;margin:9px 16px 0}.tg span{white-space:nowrap;font-size:11.5px;color:#e6e8ea;background:#262a2e;border-radius:4px;padding:2px 8px}
.hd2{font-size:14.5px;font-weight:700;padding:10px 16px 0}.tx{font-size:14px;line-height:19px;padding:3px 16px 0}
.cr{gap:9px;align-items:flex-start;padding-top:6px;padding-right:16px;padding-bottom:1px}.crn{font-size:13px;font-weight:700}.crm{font-size:11.5px;color:#8e949a}.crx{font-size:14px;line-height:19px;margin-top:1px}
.ib{gap:10px;padding:8px 12px;background:#1a1c1f;border-top:1px solid #2b2e32;align-items:center}.ib .f{flex:1;min-width:0;background:#26292d;border:1px solid #363a3f;border-radius:18px;padding:8px 14px;font-size:15px;white-space:nowrap;overflow:hidden}.ib .s{width:34px;height:34px;border-radius:50%;background:#ff7a3d;color:#1a0d05;display:flex;align-items:center;justify-content:center}`,
  html: `<div class="row th" data-role="ui">${icon.back(22)}<b>kamernet</b>${icon.heart(21)}${icon.share(21)}</div>
<div class="fill">
<div class="row top">${picture(74, 64, ["#d8cbb4", "#8f7d62"], abs(8, 8, 26, 34, "#bfe0f2", "2px") + abs(0, 46, 74, 18, "#6a5440") + abs(40, 30, 28, 16, "#3c6e8f", "3px"))}<div style="flex:1;min-width:0"><div class="pr" data-role="ui">€ 690 <small>/ month incl.</small></div>${own("Furnished room 14 m², Utrecht Lombok", "tn")}${ui("Room · 2 housemates · from 1 February", "tl")}</div></div>
${tagRow(["Furnished", "14 m²", "Shared kitchen", "No pets", "Registration"])}
${ui("Description", "hd2")}
${own("Bright back room facing the garden, shared kitchen and bathroom with two others, bike storage in the hall.", "tx")}
${own("Upstairs lives a retired tugboat skipper who rings a brass bell at ten past six every morning, Sundays included, so not one of us here has owned an alarm clock since 2019.", "tx")}
${own("Minimum stay twelve months. Viewing by appointment.", "tx")}
${ui("Reactions (2)", "hd2")}
${crow({ name: "Zeger", meta: "2d", color: "#5a7a9a", text: ["Does he ring it on King's Day as well?"], who: "Zeger", size: 26 })}
${crow({ name: "Tjitske", meta: "Host · 2d", color: "#9a6a5a", text: ["Twice on King's Day, Zeger."], who: "owner", depth: 1, size: 26 })}
${crow({ name: "Thirza", meta: "1h", color: "#7a5a8a", text: ["Hi! I start a master's at Utrecht University in February and I am awake by half past five for rowing anyway, so the bell does not scare me. Is the registration possible at this address, and can I come and see the room on Thursday evening?"], who: "Thirza", size: 26 })}
</div>
<div class="row ib" style="flex:none;position:relative;z-index:3"><div class="f" data-role="owner">Yes, you can register here, and Thursday</div><span class="s" data-role="ui">${icon.send(17)}</span></div>`,
};

// Peerby (a party tent lent out in Amsterdam by its owner: photo, day price, title, place, chips, description, owner row, a
// neighbour's question and the owner's answer, another question cut by the Request bar). A Messages banner over the top.
export const peerby: ScreenSpec = {
  id: "peerby-the-man-who-came-back-on-monday",
  app: "Peerby",
  kind: "listing",
  dark: false,
  device: "iphone",
  format: "png",
  owner: { name: "Ysbrand", handle: null },
  time: "12:18",
  battery: 72,
  banner: {
    app: "Messages",
    color: "#34c759",
    title: "Twan",
    body: "are you getting the tent or am i, mam says the forecast is rain",
    author: "Twan",
    age: "now",
  },
  cutLines: 1,
  replies: true,
  css: `body{background:#f4f6f4;color:#1c2420}.fill{display:flex;flex-direction:column}.fill>*{flex:none}
.th{flex:none;height:46px;padding:0 16px;gap:18px;position:relative;z-index:3;background:#fff;border-bottom:1px solid #e1e6e2}.th b{flex:1;font-size:20px;font-weight:800;color:#1fa463;letter-spacing:-.4px}
.dots{position:absolute;right:10px;bottom:8px;font-size:11.5px;color:#fff;background:rgba(0,0,0,.5);border-radius:9px;padding:2px 8px}
.card{background:#fff;margin-top:6px;padding:10px 16px}.card.f{margin-top:0}
.pr{font-size:21px;font-weight:800;color:#1fa463}.pr small{font-size:13px;color:#6b746f;font-weight:600}.tn{font-size:16px;font-weight:700;line-height:21px;margin-top:2px}.tl{font-size:12px;color:#6b746f;margin-top:4px}
.tg{gap:6px;flex-wrap:nowrap;margin-top:8px}.tg span{white-space:nowrap;font-size:11.5px;color:#1d5a3a;background:#e6f5ec;border-radius:10px;padding:2px 9px}
.hd2{font-size:14.5px;font-weight:700;margin-bottom:1px}.tx{font-size:14px;line-height:19.5px;margin-top:4px}
.sel{gap:10px;align-items:center}.sn{font-size:14px;font-weight:700}.sm{font-size:11.5px;color:#6b746f}
.cr{gap:9px;align-items:flex-start;padding-top:7px;padding-right:16px;padding-bottom:2px}.crn{font-size:13px;font-weight:700}.crm{font-size:11.5px;color:#89918c}.crx{font-size:14px;line-height:19px;margin-top:1px}
.bb{gap:8px;padding:9px 14px 26px;background:#fff;border-top:1px solid #dfe5e1}.bb span{flex:1;text-align:center;font-size:16px;font-weight:700;border-radius:22px;padding:12px 0}.bb .a{color:#fff;background:#1fa463}.bb .b{flex:.55;color:#1fa463;border:1.5px solid #1fa463}`,
  html: `<div class="row th" data-role="ui">${icon.back(22)}<b>peerby</b>${icon.heart(21)}${icon.share(21)}</div>
<div class="fill">
<div style="position:relative">${picture("100%", 150, ["#cfe6f5", "#a9cde6"], abs(0, 110, 390, 40, "#7fb069") + abs(95, 40, 200, 74, "#fbfbf7", "2px") + abs(85, 22, 220, 24, "#f1f1ea", "110px 110px 0 0") + abs(150, 62, 90, 52, "#e2e4da") + abs(100, 112, 4, 10, "#666") + abs(286, 112, 4, 10, "#666"))}${ui("1 / 3", "dots")}</div>
<div class="card f"><div class="pr" data-role="ui">€ 12 <small>/ day · € 40 deposit</small></div>${own("Party tent 3 x 6 m, white, with side walls", "tn")}${ui("Amsterdam Noord · 1.2 km away", "tl")}
${tagRow(["Rent", "Pick up", "Fits 30 people", "Bag included"])}</div>
<div class="card">${ui("About this item", "hd2")}
${own("Takes two people about forty minutes to put up. All poles and pegs are counted and in the bag.", "tx")}
${own("This tent has survived nine birthdays, a pair of weddings and the retirement do of a neighbour who was back at his desk the following Monday.", "tx")}
${own("Please return it dry, or hang it up to dry.", "tx")}</div>
<div class="card" style="padding:9px 16px"><div class="row sel">${avatar(34, "#4a7a8a")}<div style="flex:1">${ui("Ysbrand", "sn")}${ui("Lends 6 items · 41 reviews · replies within a day", "sm")}</div>${icon.chat(20)}</div></div>
<div class="card" style="padding:8px 0 6px"><div class="hd2" style="padding-left:16px">Questions (2)</div>
${crow({ name: "Sjoukje", meta: "3d", color: "#9a7a4a", text: ["Did the retirement do get its deposit back?"], who: "Sjoukje", size: 28 })}
${crow({ name: "Ysbrand", meta: "Owner · 3d", color: "#4a7a8a", text: ["He did. He still owes me a peg."], who: "owner", depth: 1, size: 28 })}
${crow({ name: "Zenaida", meta: "5h", color: "#5a6a9a", text: ["Hello, we are having a small garden party for my mother's seventieth on the 14th and the forecast already says showers. Can the side walls be zipped all the way round, and could I pick it up on Friday evening?"], who: "Zenaida", size: 28 })}</div>
</div>
${overBar(`<span class="b">Message</span><span class="a">Request to borrow</span>`, "bb")}`,
};

// Halo Oglasi (a 1989 moped in Novi Sad: thumbnail, price, title, place, a specifications table, description, a buyer's question and
// the seller's answer, another question cut by the Call / Message bar). Dark, JPEG.
export const halooglasi: ScreenSpec = {
  id: "halo-oglasi-starts-when-nobody-watches",
  app: "Halo Oglasi",
  kind: "listing",
  dark: true,
  device: "android",
  format: "jpeg",
  quality: 70,
  owner: { name: "Zarko", handle: null },
  time: "20:03",
  battery: 41,
  cutLines: 1,
  replies: true,
  css: `body{background:#111315;color:#e9ebed}.fill{display:flex;flex-direction:column}.fill>*{flex:none}
.th{flex:none;height:50px;padding:0 14px;gap:16px;position:relative;z-index:3;background:#1a1c1f;border-bottom:1px solid #2a2d31}.th b{flex:1;font-size:19px;font-weight:800;color:#ff8a24;letter-spacing:-.3px}
.top{gap:12px;padding:12px 14px 0;align-items:flex-start}.pr{font-size:20px;font-weight:800;color:#ff8a24}.tn{font-size:15px;font-weight:700;line-height:19px;margin-top:2px}.tl{font-size:12px;color:#9aa0a6;margin-top:3px}
.spec{margin:10px 14px 0;border:1px solid #2a2d31;border-radius:6px}.spec .r{display:flex;padding:5px 10px;font-size:12.5px;border-bottom:1px solid #24272b}.spec .r:last-child{border-bottom:0}.spec .k{flex:1;color:#9aa0a6}.spec .v{font-weight:600}
.sel{gap:10px;align-items:center;margin:10px 14px 0;padding:9px 0;border-top:1px solid #2a2d31;border-bottom:1px solid #2a2d31}.sn{font-size:14px;font-weight:700}.sm{font-size:11.5px;color:#9aa0a6}
.hd2{font-size:14px;font-weight:700;padding:10px 14px 0}.tx{font-size:13.5px;line-height:19px;padding:3px 14px 0}
.cr{gap:9px;align-items:flex-start;padding-top:6px;padding-right:14px;padding-bottom:1px}.crn{font-size:13px;font-weight:700}.crm{font-size:11.5px;color:#8a9096}.crx{font-size:13.5px;line-height:18.5px;margin-top:1px}
.bb{gap:8px;padding:8px 12px 10px;background:#1a1c1f;border-top:1px solid #2a2d31}.bb span{flex:1;text-align:center;font-size:15px;font-weight:700;border-radius:6px;padding:11px 0}.bb .a{color:#1a0f04;background:#ff8a24}.bb .b{color:#ff8a24;border:1.5px solid #ff8a24}`,
  html: `<div class="row th" data-role="ui">${icon.back(22)}<b>Halo Oglasi</b>${icon.heart(21)}${icon.share(21)}</div>
<div class="fill">
<div class="row top">${picture(84, 66, ["#5a6a7a", "#2a323a"], abs(0, 50, 84, 16, "#3a3a3a") + abs(14, 38, 16, 16, "#111", "50%") + abs(54, 38, 16, 16, "#111", "50%") + abs(22, 26, 44, 12, "#b8322a", "4px") + abs(58, 14, 4, 16, "#999"))}<div style="flex:1;min-width:0">${ui("420 €", "pr")}${own("Tomos APN 6 moped, 1989, red, registered", "tn")}${ui("Novi Sad, Liman · Private · 4 days ago", "tl")}</div></div>
<div class="spec" data-role="ui"><div class="r"><span class="k">Year</span><span class="v">1989</span></div><div class="r"><span class="k">Mileage</span><span class="v">23,400 km</span></div><div class="r"><span class="k">Engine</span><span class="v">49 cc, two-stroke</span></div><div class="r"><span class="k">Fuel</span><span class="v">Petrol mix 1:50</span></div><div class="r"><span class="k">Registered until</span><span class="v">08/2027</span></div></div>
${ui("Description", "hd2")}
${own("Original paint, chain and tyres replaced in April, papers in order.", "tx")}
${own("It fires up with one kick every single time unless somebody is watching, so I strongly recommend you come to the viewing alone and look away.", "tx")}
${own("No trades. Price is firm.", "tx")}
<div class="row sel">${avatar(34, "#9a5a4a")}<div style="flex:1">${ui("Zarko", "sn")}${ui("Private seller · member since 2016", "sm")}</div>${icon.chat(20)}</div>
${ui("Questions (2)", "hd2")}
${crow({ name: "Tihomir", meta: "2d", color: "#5a7a9a", text: ["Does it start if the seller is watching?"], who: "Tihomir", size: 26 })}
${crow({ name: "Zarko", meta: "Seller · 2d", color: "#9a5a4a", text: ["Nobody has ever seen it happen, Tihomir."], who: "owner", depth: 1, size: 26 })}
${crow({ name: "Srdjan", meta: "6h", color: "#7a8a5a", text: ["Hello, I am writing on behalf of my son, who starts at the faculty in Novi Sad in October. Is the technical inspection valid, has the engine ever been opened, and would delivery to Sremska Kamenica be possible?"], who: "Srdjan", size: 26 })}
</div>
${overBar(`<span class="b">Call</span><span class="a">Send message</span>`, "bb")}`,
};
