// Part D's listings (v32), each written by its seller or host, with other people's questions and the owner's answers.
import { avatar, icon, picture } from "./icons";
import type { ScreenSpec } from "./screen-type";
import { abs, crow, overBar, tagRow } from "./screens-d-kit";
import { own, ui } from "./shell";

// WG-Gesucht (a room in a flatshare in Freiburg: photo, title, facts, description, host row, a seeker's question and the
// host's answer, another question cut by the Send message bar).
export const wggesucht: ScreenSpec = {
  id: "wggesucht-the-nephew-stays-for-tatort",
  app: "WG-Gesucht",
  kind: "listing",
  dark: false,
  device: "android",
  format: "jpeg",
  quality: 74,
  owner: { name: "Thilo", handle: null },
  time: "21:47",
  battery: 63,
  cutLines: 1,
  replies: true,
  css: `body{background:#f2f2f2;color:#222}.fill{display:flex;flex-direction:column}.fill>*{flex:none}
.th{flex:none;height:50px;padding:0 14px;gap:16px;position:relative;z-index:3;background:#3a3a3a;color:#fff}.th b{flex:1;font-size:16px;font-weight:600}
.dots{position:absolute;right:10px;bottom:8px;font-size:11.5px;color:#fff;background:rgba(0,0,0,.5);border-radius:3px;padding:2px 7px}
.card{background:#fff;margin-top:6px;padding:10px 14px}.card.f{margin-top:0}
.tn{font-size:16.5px;font-weight:700;line-height:21px;color:#222}.tl{font-size:12.5px;color:#777;margin-top:4px}
.fx{display:grid;grid-template-columns:repeat(3,1fr);margin-top:9px;border-top:1px solid #eee;padding-top:7px}.fx div{font-size:11.5px;color:#777}.fx b{display:block;font-size:15px;color:#e8590c}
.tg{gap:6px;flex-wrap:nowrap;margin-top:8px}.tg span{white-space:nowrap;font-size:11.5px;color:#555;border:1px solid #ddd;border-radius:3px;padding:3px 7px}
.hd2{font-size:14.5px;font-weight:700;color:#222;margin-bottom:1px}.tx{font-size:13.5px;line-height:19px;margin-top:4px}
.sel{gap:10px;align-items:center}.sn{font-size:14px;font-weight:700}.sm{font-size:11.5px;color:#777}
.cr{gap:9px;align-items:flex-start;padding-top:7px;padding-right:14px;padding-bottom:2px}.crn{font-size:13px;font-weight:700}.crm{font-size:11.5px;color:#999}.crx{font-size:13.5px;line-height:18.5px;margin-top:1px}
.bb{gap:8px;padding:8px 12px 10px;background:#fff;border-top:1px solid #e4e4e4;box-shadow:0 -2px 6px rgba(0,0,0,.08)}.bb span{text-align:center;font-size:15px;font-weight:600;border-radius:4px;padding:11px 0}.bb .a{flex:1;color:#fff;background:#e8590c}.bb .b{width:48px;border:1px solid #ccc;display:flex;justify-content:center;align-items:center}`,
  html: `<div class="row th" data-role="ui">${icon.back(22)}<b>Offer details</b>${icon.heart(21)}${icon.share(21)}</div>
<div class="fill">
<div style="position:relative">${picture("100%", 66, ["#efe6d6", "#d8cbb4"], abs(20, 8, 110, 50, "#cfe0ea", "2px", "border:5px solid #f7f3ec") + abs(190, 30, 140, 28, "#7a5a44", "3px") + abs(196, 18, 50, 14, "#e9e3da", "3px") + abs(0, 58, 360, 8, "#b89a78") + abs(300, 6, 24, 40, "#6f8a4f", "13px 13px 2px 2px"))}${ui("1 / 7", "dots")}</div>
<div class="card f">${own("Bright 14 m² room, 3-person WG", "tn")}${ui("Urachstraße, 79102 Freiburg-Wiehre", "tl")}
<div class="fx" data-role="ui"><div><b>14 m²</b>Room size</div><div><b>€430</b>Total rent</div><div><b>1 Mar</b>Available from</div></div>
${tagRow(["Furnished", "Balcony", "Non-smoking"])}</div>
<div class="card">${ui("About the WG", "hd2")}
${own("We are Thekla (forestry) and Thilo (medicine), both in our twenties, and we cook together about twice a week.", "tx")}
${own("The dryer in the cellar belongs to the landlord's nephew, who still comes over every Sunday evening to use it and has stayed for Tatort since 2022.", "tx")}
${own("Write a few lines about yourself, please.", "tx")}</div>
<div class="card" style="padding:9px 14px"><div class="row sel">${avatar(34, "#7a8a5a")}<div style="flex:1">${ui("Thilo", "sn")}${ui("Online: 2 hours ago · member since 2021", "sm")}</div>${icon.chat(20)}</div></div>
<div class="card" style="padding:8px 0 6px">${ui("Questions (2)", "hd2").replace('class="hd2"', 'class="hd2" style="padding-left:14px"')}
${crow({ name: "Tjark", meta: "yesterday", color: "#4a6a8a", text: ["Is the nephew part of the rent, or is he extra?"], who: "Tjark", size: 28 })}
${crow({ name: "Thilo", meta: "Offerer · yesterday", color: "#7a8a5a", text: ["Included. He brings crisps and has opinions about the inspector."], who: "owner", depth: 1, size: 28 })}
${crow({ name: "Svenja", meta: "3h", color: "#9a5a6a", text: ["Hi! I start my master's in April, could I move in two weeks later? And does Thekla also cook vegetarian, or mostly meat?"], who: "Svenja", size: 28 })}</div>
</div>
${overBar(`<span class="a">Send message</span><span class="b">${icon.bookmark(20)}</span>`, "bb")}`,
};

// Bazaraki (a scooter in Limassol: photo, price, title, place, key facts, description, seller row, a buyer's question and the
// seller's answer, another question cut by the Call / Chat bar). Dark.
export const bazaraki: ScreenSpec = {
  id: "bazaraki-yiayia-saw-me-at-the-lights",
  app: "Bazaraki",
  kind: "listing",
  dark: true,
  device: "iphone",
  format: "png",
  owner: { name: "Sofronis", handle: null },
  time: "14:12",
  battery: 19,
  cutLines: 1,
  replies: true,
  css: `body{background:#121417;color:#e8eaed}.fill{display:flex;flex-direction:column}.fill>*{flex:none}
.th{flex:none;height:46px;padding:0 14px;gap:18px;position:relative;z-index:3;background:#121417;color:#e8eaed}.th b{flex:1}
.dots{position:absolute;left:50%;transform:translateX(-50%);bottom:8px;font-size:11.5px;color:#fff;background:rgba(0,0,0,.55);border-radius:10px;padding:2px 9px}
.tp{padding:10px 16px 0}.pr{font-size:23px;font-weight:800;color:#ff8a3d}.tn{font-size:17px;font-weight:600;line-height:22px;margin-top:3px}.tl{font-size:12.5px;color:#9aa0a6;margin-top:4px}
.fx{display:grid;grid-template-columns:repeat(2,1fr);row-gap:4px;margin:10px 16px 0;padding:8px 10px;background:#1d2126;border-radius:8px}.fx div{font-size:12.5px;color:#9aa0a6}.fx b{color:#e8eaed;font-weight:600}
.hd2{font-size:16px;font-weight:700;padding:12px 16px 0}.tx{font-size:14.5px;line-height:20.5px;padding:4px 16px 0}
.sel{gap:10px;margin:12px 16px 0;padding:9px 0;border-top:1px solid #2a2f35;border-bottom:1px solid #2a2f35}.sn{font-size:15px;font-weight:700}.sm{font-size:12px;color:#9aa0a6}
.cr{gap:10px;align-items:flex-start;padding-top:8px;padding-right:16px;padding-bottom:2px}.crn{font-size:13.5px;font-weight:700}.crm{font-size:12px;color:#8a9096}.crx{font-size:14px;line-height:19px;margin-top:1px}
.bb{gap:8px;padding:8px 12px 30px;background:#1a1d21;border-top:1px solid #2a2f35}.bb span{flex:1;text-align:center;font-size:15.5px;font-weight:600;border-radius:10px;padding:12px 0;color:#fff;background:#2e7d32}.bb span+span{background:#1565c0}`,
  html: `<div class="row th" data-role="ui">${icon.back(22)}<b></b>${icon.heart(21)}${icon.share(21)}</div>
<div class="fill">
<div style="position:relative">${picture("100%", 95, ["#b9c3c9", "#7e8a91"], abs(0, 66, 390, 29, "#55606a") + abs(150, 34, 110, 16, "#e8e8e8", "4px 20px 4px 4px") + abs(130, 44, 60, 18, "#e8e8e8", "10px 4px 4px 10px") + abs(218, 22, 30, 26, "#e8e8e8", "14px 14px 4px 4px") + abs(120, 52, 28, 28, "#222", "50%", "border:4px solid #444") + abs(236, 52, 28, 28, "#222", "50%", "border:4px solid #444") + abs(168, 12, 8, 26, "#333", "3px") + abs(160, 10, 26, 5, "#333", "2px") + abs(214, 28, 40, 9, "#2b2b2b", "5px"))}${ui("1 / 9", "dots")}</div>
<div class="tp">${ui("€1,650", "pr")}${own("Honda PCX 125, 2017, one owner", "tn")}${ui("Limassol, Agios Nikolaos · 2 days ago", "tl")}</div>
<div class="fx" data-role="ui"><div>Mileage: <b>21,400 km</b></div><div>Engine: <b>125 cc</b></div><div>Year: <b>2017</b></div><div>Condition: <b>Used</b></div></div>
${ui("Description", "hd2")}
${own("Serviced in October, new back tyre, two keys and the top box.", "tx")}
${own("Selling because my yiayia saw me on it at the lights on Makariou Avenue and has told the whole village I am as good as dead.", "tx")}
${own("Papers in order, road tax paid until June.", "tx")}
<div class="row sel">${avatar(36, "#5a7a9a")}<div style="flex:1">${ui("Sofronis", "sn")}${ui("Private · on Bazaraki since 2019 · 12 ads", "sm")}</div>${icon.chat(20)}</div>
${ui("Questions", "hd2")}
${crow({ name: "Stavroula", meta: "yesterday", color: "#9a6a5a", text: ["Is the helmet included?"], who: "Stavroula", size: 28 })}
${crow({ name: "Sofronis", meta: "Seller · yesterday", color: "#5a7a9a", text: ["Yes, and a full tank. Yiayia has asked for it to leave the yard by Sunday."], who: "owner", depth: 1, size: 28 })}
${crow({ name: "Xanthos", meta: "1h", color: "#6a8a5a", text: ["Hi, I am in Paphos. Can you send photos of the left side and the back tyre? And is the price final, I can come on Saturday with cash."], who: "Xanthos", size: 28 })}
</div>
${overBar(`<span>Call</span><span>Chat</span>`, "bb")}`,
};

// Karrot (a satellite dish in Toronto: photo, seller row with manner temperature, title, category, description, counts, a
// neighbour's comment and the seller's answer, another comment cut by the price / Chat bar).
export const karrot: ScreenSpec = {
  id: "karrot-the-dish-went-down-riverdale",
  app: "Karrot",
  kind: "listing",
  dark: false,
  device: "iphone-max",
  format: "jpeg",
  owner: { name: "Shayla", handle: null },
  time: "10:28",
  battery: 71,
  crop: { top: 54 },
  generations: [{ quality: 80 }, { width: 1000, quality: 68 }],
  cutLines: 1,
  replies: true,
  css: `body{background:#fff;color:#212124}.fill{display:flex;flex-direction:column}.fill>*{flex:none}
.th{position:absolute;left:0;right:0;top:0;height:48px;padding:0 14px;gap:18px;z-index:3;color:#fff}.th b{flex:1}
.dots{position:absolute;left:50%;transform:translateX(-50%);bottom:10px;display:flex;gap:5px}.dots i{width:6px;height:6px;border-radius:50%;background:rgba(255,255,255,.55)}.dots i:first-child{background:#fff}
.sel{gap:10px;margin:0 16px;padding:12px 0;border-bottom:1px solid #eaebee}.sn{font-size:15.5px;font-weight:700}.sm{font-size:13px;color:#868b94}.mt{text-align:right}.mt b{display:block;font-size:15px;color:#ff6f0f}.mt span{font-size:11.5px;color:#868b94;text-decoration:underline}
.tp{padding:14px 16px 0}.tn{font-size:20px;font-weight:700;line-height:26px}.tl{font-size:13px;color:#868b94;margin-top:4px}
.tx{font-size:16px;line-height:23px;padding:8px 16px 0}.cnt{font-size:13px;color:#868b94;padding:12px 16px 10px;border-bottom:1px solid #eaebee}
.hd2{font-size:16px;font-weight:700;padding:12px 16px 0}
.cr{gap:10px;align-items:flex-start;padding-top:9px;padding-right:16px;padding-bottom:2px}.crn{font-size:14px;font-weight:700}.crm{font-size:12.5px;color:#868b94}.crx{font-size:15px;line-height:21px;margin-top:1px}
.bb{gap:12px;padding:10px 16px 34px;background:#fff;border-top:1px solid #eaebee;align-items:center}.bb .p{flex:1;font-size:18px;font-weight:700}.bb .p small{display:block;font-size:12px;font-weight:500;color:#ff6f0f}.bb .c{font-size:16px;font-weight:700;color:#fff;background:#ff6f0f;border-radius:6px;padding:11px 22px}`,
  html: `<div class="fill" style="position:relative">
<div class="row th" data-role="ui">${icon.back(24)}<b></b>${icon.home(22)}${icon.share(22)}${icon.moreV(22)}</div>
<div style="position:relative">${picture("100%", 245, ["#dfe7ee", "#b9c7d3"], abs(104, 26, 170, 170, "#d8dcdf", "50%", "transform:rotate(-20deg) scaleX(.8);box-shadow:inset -14px -8px 0 #b7bcc1") + abs(250, 60, 90, 8, "#6f767c", "4px", "transform:rotate(30deg)") + abs(322, 88, 26, 20, "#3f454b", "4px") + abs(196, 150, 12, 60, "#7d848a", "3px") + abs(0, 225, 428, 20, "#9aa5ae"))}<div class="dots" data-role="ui"><i></i><i></i><i></i><i></i></div></div>
<div class="row sel">${avatar(40, "#c0765a")}<div style="flex:1">${ui("Shayla", "sn")}${ui("Riverdale", "sm")}</div><div class="mt" data-role="ui"><b>38.9°C</b><span>Manner temp</span></div></div>
<div class="tp">${own("Satellite dish, 90 cm, with wall mount", "tn")}${ui("Electronics · 3d ago", "tl")}</div>
${own("Powder-coated steel, no rust, cable and LNB included. Works with most providers.", "tx")}
${own("We switched to streaming in 2019, and since then it has only been down the hill at Riverdale Park with my son sitting in it.", "tx")}
${own("Pick up near Broadview station.", "tx")}
${ui("Chats 2 · Interested 14 · Views 311", "cnt")}
${ui("Comments", "hd2")}
${crow({ name: "Seamus", meta: "Danforth · 1d", color: "#5a7a9a", text: ["How fast does it go on the hill?"], who: "Seamus", size: 30 })}
${crow({ name: "Shayla", meta: "Seller · 1d", color: "#c0765a", text: ["Faster than our internet ever did."], who: "owner", depth: 1, size: 30 })}
${crow({ name: "Sabrina", meta: "Leslieville · 2h", color: "#8a6a9a", text: ["Any chance of $40? My dad still watches the cricket at home and his old dish came off the roof in the storm last week, with half the gutter."], who: "Sabrina", size: 30 })}
</div>
${overBar(`<div class="p">$60<small>Price negotiable</small></div><span class="c">Chat</span>`, "bb")}`,
};

// Pararius (a flat on the IJ in Amsterdam-Noord: photo, price, title, address, features, description, landlord row, a
// renter's question and the landlord's answer, another question cut by the Contact bar).
export const pararius: ScreenSpec = {
  id: "pararius-tours-of-the-unfinished-boat",
  app: "Pararius",
  kind: "listing",
  dark: false,
  device: "iphone-max",
  format: "jpeg",
  quality: 78,
  owner: { name: "Thijs", handle: null },
  time: "07:56",
  battery: 92,
  cutLines: 1,
  replies: true,
  css: `body{background:#fff;color:#1b2a3a}.fill{display:flex;flex-direction:column}.fill>*{flex:none}
.th{flex:none;height:48px;padding:0 16px;gap:18px;position:relative;z-index:3;background:#fff;border-bottom:1px solid #e6e9ee}.th b{flex:1;font-size:15px;font-weight:600;color:#0f3d75}
.dots{position:absolute;right:12px;bottom:10px;font-size:12px;color:#fff;background:rgba(15,61,117,.75);border-radius:4px;padding:2px 8px}
.tp{padding:12px 18px 0}.tn{font-size:21px;font-weight:700;line-height:26px;color:#0f3d75}.tl{font-size:14px;color:#5d6b7a;margin-top:3px}.pr{font-size:20px;font-weight:700;margin-top:8px}.pr small{font-size:14px;font-weight:500;color:#5d6b7a}
.fx{gap:16px;margin:10px 18px 0;padding:9px 0;border-top:1px solid #e6e9ee;border-bottom:1px solid #e6e9ee}.fx div{font-size:13.5px;color:#5d6b7a}.fx b{color:#1b2a3a}
.hd2{font-size:17px;font-weight:700;padding:12px 18px 0;color:#0f3d75}.tx{font-size:15px;line-height:21.5px;padding:5px 18px 0}
.sel{gap:10px;margin:12px 18px 0;padding:10px 0;border-top:1px solid #e6e9ee;border-bottom:1px solid #e6e9ee;align-items:center}.sn{font-size:15px;font-weight:700}.sm{font-size:12.5px;color:#5d6b7a}
.cr{gap:10px;align-items:flex-start;padding-top:9px;padding-right:18px;padding-bottom:2px}.crn{font-size:14px;font-weight:700}.crm{font-size:12.5px;color:#8793a0}.crx{font-size:14.5px;line-height:20px;margin-top:1px}
.bb{gap:10px;padding:10px 16px 32px;background:#fff;border-top:1px solid #e6e9ee;box-shadow:0 -2px 8px rgba(0,0,0,.06)}.bb span{flex:1;text-align:center;font-size:16px;font-weight:700;color:#fff;background:#f17a21;border-radius:6px;padding:13px 0}.bb span+span{flex:none;width:52px;background:#fff;border:1px solid #c9d1db;color:#0f3d75;display:flex;justify-content:center;align-items:center}`,
  html: `<div class="row th" data-role="ui">${icon.back(22)}<b>Back to search</b>${icon.heart(21)}${icon.share(21)}</div>
<div class="fill">
<div style="position:relative">${picture("100%", 120, ["#cfdde9", "#9db6cc"], abs(0, 86, 428, 34, "#4f7694") + abs(30, 12, 180, 74, "#8a5a3c", "2px") + abs(44, 24, 30, 22, "#dfe8ef", "1px") + abs(90, 24, 30, 22, "#dfe8ef", "1px") + abs(136, 24, 30, 22, "#dfe8ef", "1px") + abs(250, 70, 150, 20, "#3b3f44", "4px") + abs(270, 52, 70, 20, "#6d7278", "4px 4px 0 0") + abs(350, 58, 8, 14, "#e0b030"))}${ui("1 / 18", "dots")}</div>
<div class="tp">${own("Flat Papaverweg, 2 bedrooms, view over the IJ", "tn")}${ui("1031 KW Amsterdam (Overhoeks)", "tl")}<div class="pr" data-role="ui">€1,950 <small>per month · excl. utilities</small></div></div>
<div class="row fx" data-role="ui"><div><b>68 m²</b> living</div><div><b>3</b> rooms</div><div><b>Upholstered</b></div><div><b>1 Feb</b></div></div>
${ui("Description", "hd2")}
${own("Third floor with lift, private storage and a bike space in the basement. Ferry to Centraal in ten minutes.", "tx")}
${own("The houseboat next door has been almost done since 2014, and its owner now gives free tours of the unfinished parts every Sunday, with a laminated map.", "tx")}
${own("Suitable for two people. No students, no pets.", "tx")}
<div class="row sel">${avatar(38, "#4a6a8a")}<div style="flex:1">${ui("Thijs", "sn")}${ui("Private landlord · responds within a day", "sm")}</div></div>
${ui("Questions (2)", "hd2")}
${crow({ name: "Willemijn", meta: "2 days ago", color: "#9a6a4a", text: ["Is the tour part of the rent?"], who: "Willemijn", size: 30 })}
${crow({ name: "Thijs", meta: "Landlord · 2 days ago", color: "#4a6a8a", text: ["No, but you get a discount on the map."], who: "owner", depth: 1, size: 30 })}
${crow({ name: "Teun", meta: "5 hours ago", color: "#5a8a6a", text: ["We both work from home, mostly on calls. How thick are the walls, and does the ferry horn carry all the way up to the third floor?"], who: "Teun", size: 30 })}
</div>
${overBar(`<span>Contact the landlord</span><span>${icon.phone(20)}</span>`, "bb")}`,
};
