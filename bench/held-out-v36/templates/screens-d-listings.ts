// Part D's listings (v36), each written by its seller or host, with other people's questions and the owner's answers.
import { avatar, icon, picture } from "./icons";
import type { ScreenSpec } from "./screen-type";
import { abs, crow, overBar, tagRow } from "./screens-d-kit";
import { own, ui } from "./shell";

// Okidoki (a wood-burning sauna stove in Viljandi: photo, price, title, place, chips, description, seller row, a buyer's question
// and the seller's answer, another question cut by the Call / Message bar). Saved twice as JPEG.
export const okidoki: ScreenSpec = {
  id: "okidoki-the-neighbours-phoned-about-saturday",
  app: "Okidoki",
  kind: "listing",
  dark: false,
  device: "android",
  format: "jpeg",
  generations: [{ quality: 80 }, { width: 900, quality: 68 }],
  owner: { name: "Tarmo", handle: null },
  time: "18:06",
  battery: 44,
  cutLines: 1,
  replies: true,
  css: `body{background:#f1f3f1;color:#1f2a22}.fill{display:flex;flex-direction:column}.fill>*{flex:none}
.th{flex:none;height:50px;padding:0 14px;gap:16px;position:relative;z-index:3;background:#2f9e44;color:#fff}.th b{flex:1;font-size:19px;font-weight:800;color:#fff;letter-spacing:-.3px}
.dots{position:absolute;right:10px;bottom:8px;font-size:11.5px;color:#fff;background:rgba(0,0,0,.5);border-radius:9px;padding:2px 8px}
.card{background:#fff;margin-top:6px;padding:10px 14px}.card.f{margin-top:0}
.pr{font-size:22px;font-weight:800;color:#2f9e44}.tn{font-size:15.5px;font-weight:700;line-height:20px;margin-top:2px}.tl{font-size:12px;color:#6b766e;margin-top:4px}
.tg{gap:6px;flex-wrap:nowrap;margin-top:8px}.tg span{white-space:nowrap;font-size:11.5px;color:#2a3a2e;background:#eaf5ec;border-radius:10px;padding:2px 9px}
.hd2{font-size:14px;font-weight:700;margin-bottom:1px}.tx{font-size:13.5px;line-height:19px;margin-top:4px}
.sel{gap:10px;align-items:center}.sn{font-size:14px;font-weight:700}.sm{font-size:11.5px;color:#6b766e}
.cr{gap:9px;align-items:flex-start;padding-top:7px;padding-right:14px;padding-bottom:2px}.crn{font-size:13px;font-weight:700}.crm{font-size:11.5px;color:#8a948c}.crx{font-size:13.5px;line-height:18.5px;margin-top:1px}
.bb{gap:8px;padding:8px 12px 10px;background:#fff;border-top:1px solid #dde2de;box-shadow:0 -2px 6px rgba(0,0,0,.08)}.bb span{flex:1;text-align:center;font-size:15px;font-weight:600;border-radius:22px;padding:11px 0}.bb .a{color:#fff;background:#2f9e44}.bb .b{color:#2f9e44;border:1.5px solid #2f9e44}`,
  html: `<div class="row th" data-role="ui">${icon.back(22)}<b>okidoki</b>${icon.heart(21)}${icon.share(21)}</div>
<div class="fill">
<div style="position:relative">${picture("100%", 118, ["#6b5444", "#2e231c"], abs(0, 92, 360, 26, "#4a3a2e") + abs(120, 30, 110, 66, "#2b2b2e", "6px") + abs(128, 12, 94, 22, "#6e6e72", "8px 8px 2px 2px") + abs(138, 4, 14, 12, "#8a8a8e", "40%") + abs(160, 2, 18, 12, "#7a7a7e", "40%") + abs(186, 5, 14, 11, "#909094", "40%") + abs(140, 54, 70, 30, "#1a1a1c", "4px") + abs(150, 64, 50, 14, "#e0782a", "3px") + abs(212, 46, 6, 6, "#9a9a9e", "50%") + abs(240, 0, 10, 92, "#8a8a8e"))}${ui("1 / 7", "dots")}</div>
<div class="card f">${ui("€ 320", "pr")}${own("Wood-burning sauna stove, 16 kW, with stones", "tn")}${ui("Viljandimaa, Viljandi · Private · 2 days ago", "tl")}
${tagRow(["Used", "16 kW", "Stones 40 kg", "Pickup only"])}</div>
<div class="card">${ui("Description", "hd2")}
${own("Stove for a sauna of 8 to 16 m³, with the chimney pipe. Heats to 90 degrees in about forty minutes.", "tx")}
${own("It has been lit every Saturday since 1998, and the one Saturday we missed, in 2014, the neighbours phoned to ask who had died.", "tx")}
${own("Selling because we have put in an electric one. You carry it.", "tx")}</div>
<div class="card" style="padding:9px 14px"><div class="row sel">${avatar(34, "#4a7a5a")}<div style="flex:1">${ui("Tarmo", "sn")}${ui("Private seller · on Okidoki since 2011", "sm")}</div>${icon.chat(20)}</div></div>
<div class="card" style="padding:8px 0 6px"><div class="hd2" style="padding-left:14px">Questions (2)</div>
${crow({ name: "Sirje", meta: "1d", color: "#9a6a7a", text: ["Do the neighbours come with it? Mine never ring."], who: "Sirje", size: 28 })}
${crow({ name: "Tarmo", meta: "Seller · 1d", color: "#4a7a5a", text: ["They come on Saturdays anyway, so in a way, yes."], who: "owner", depth: 1, size: 28 })}
${crow({ name: "Vello", meta: "3h", color: "#5a6a9a", text: ["Good evening, our summer house near Otepaa has an old stove that cracked at the back. Would this one suit a room of about 10 m³, and do you still have the original door and the ash pan?"], who: "Vello", size: 28 })}</div>
</div>
${overBar(`<span class="b">Call</span><span class="a">Send message</span>`, "bb")}`,
};

// 2dehands (an oak bunk bed in Ghent: photo, price, bids, title, place, chips, description, seller row, a buyer's question and the
// seller's answer, another question cut by the reply bar; the seller's next answer being typed, iOS keyboard open).
export const tweedehands: ScreenSpec = {
  id: "2dehands-the-parents-want-the-top-bunk",
  app: "2dehands",
  kind: "listing",
  dark: false,
  device: "iphone",
  format: "png",
  owner: { name: "Stijn", handle: null },
  time: "21:33",
  battery: 63,
  keyboard: true,
  suggestions: ["is", "I", "and"],
  cutLines: 1,
  replies: true,
  statusBarBackground: "#fff",
  css: `body{background:#fff;color:#1d2433}.fill{display:flex;flex-direction:column}.fill>*{flex:none}
.th{flex:none;height:46px;padding:0 16px;gap:18px;position:relative;z-index:3;background:#fff;border-bottom:1px solid #e8ebf0}.th b{flex:1;font-size:19px;font-weight:900;color:#f3742a;letter-spacing:-.4px}
.top{gap:12px;padding:12px 16px 0;align-items:flex-start}.pr{font-size:19px;font-weight:800;color:#1d2433}.bd{font-size:12.5px;color:#0a6fb8;font-weight:600;margin-top:1px}.tn{font-size:15.5px;font-weight:700;line-height:20px;margin-top:2px}.tl{font-size:12.5px;color:#6c7482;margin-top:2px}
.tg{gap:6px;flex-wrap:nowrap;margin:8px 16px 0}.tg span{white-space:nowrap;font-size:12px;color:#1d2433;background:#eef2f7;border-radius:4px;padding:3px 9px}
.hd2{font-size:15px;font-weight:700;padding:8px 16px 0}.tx{font-size:14px;line-height:19.5px;padding:3px 16px 0}
.cr{gap:9px;align-items:flex-start;padding-top:6px;padding-right:16px;padding-bottom:1px}.crn{font-size:13.5px;font-weight:700}.crm{font-size:12px;color:#8a919c}.crx{font-size:14px;line-height:19px;margin-top:1px}
.ib{gap:10px;padding:8px 12px;background:#f5f6f8;border-top:1px solid #e0e4ea;align-items:center}.ib .f{flex:1;min-width:0;background:#fff;border:1px solid #d2d8e0;border-radius:18px;padding:8px 14px;font-size:15px;white-space:nowrap;overflow:hidden}.ib .s{width:34px;height:34px;border-radius:50%;background:#f3742a;color:#fff;display:flex;align-items:center;justify-content:center}`,
  html: `<div class="row th" data-role="ui">${icon.back(22)}<b>2dehands</b>${icon.heart(21)}${icon.share(21)}</div>
<div class="fill">
<div class="row top">${picture(72, 64, ["#e9e2d4", "#cdbfa8"], abs(20, 8, 8, 76, "#9a6e42") + abs(70, 8, 8, 76, "#9a6e42") + abs(20, 26, 58, 8, "#b0844f") + abs(24, 18, 50, 8, "#f2f2f0", "2px") + abs(20, 62, 58, 8, "#b0844f") + abs(24, 54, 50, 8, "#dfe6ee", "2px") + abs(80, 20, 3, 56, "#7a5432") + abs(80, 34, 12, 3, "#7a5432") + abs(80, 50, 12, 3, "#7a5432"))}<div style="flex:1;min-width:0">${ui("€ 180", "pr")}${own("Oak bunk bed with ladder, 90 x 200", "tn")}${ui("Gent · 4 days · bids from € 150", "tl")}</div></div>
${ui("Description", "hd2")}
${own("Our two sons fought over the top bunk every night from 2013 to 2022; they have both moved out, and last Sunday my wife and I caught ourselves doing the same.", "tx")}
${ui("Questions (2)", "hd2")}
${crow({ name: "Tuur", meta: "2d", color: "#5a7aa0", text: ["Is the ladder strong enough for an adult?"], who: "Tuur", size: 28 })}
${crow({ name: "Stijn", meta: "Seller · 2d", color: "#a0704a", text: ["Yes, my wife tests it most evenings."], who: "owner", depth: 1, size: 28 })}
${crow({ name: "Siebe", meta: "25m", color: "#4a9a80", text: ["Hello Stijn, it would be for my two daughters in Mariakerke. Can the top bed be set lower than in the photo, and would you take 140 if I fetch it myself on Saturday morning?"], who: "Siebe", size: 28 })}
</div>
<div class="row ib" style="flex:none;position:relative;z-index:3"><div class="f" data-role="owner">Saturday is fine, but 160 is my lowest</div><span class="s" data-role="ui">${icon.send(17)}</span></div>`,
};

// Spacer (a driveway parking space in Petersham, Sydney: photo, price, title, place, chips, description, host row, a driver's
// question and the host's answer, another question cut by the price / Book bar). Downscaled PNG.
export const spacer: ScreenSpec = {
  id: "spacer-warren-only-swoops-white-cars",
  app: "Spacer",
  kind: "listing",
  dark: false,
  device: "iphone-max",
  format: "png",
  downscaleTo: 1000,
  owner: { name: "Tasnim", handle: null },
  time: "07:48",
  battery: 91,
  cutLines: 1,
  replies: true,
  statusBarBackground: "#fff",
  css: `body{background:#fff;color:#14213d}.fill{display:flex;flex-direction:column}.fill>*{flex:none}
.th{flex:none;height:48px;padding:0 16px;gap:18px;position:relative;z-index:3;background:#fff}.th b{flex:1;font-size:20px;font-weight:800;color:#00a3a1;letter-spacing:-.2px;text-align:center}
.dots{position:absolute;right:12px;bottom:10px;font-size:12px;color:#fff;background:rgba(0,0,0,.5);border-radius:10px;padding:2px 9px}
.tp{padding:12px 18px 0}.tn{font-size:19px;font-weight:700;line-height:24px}.tl{font-size:13px;color:#5f6b80;margin-top:4px}.pr{font-size:15px;font-weight:700;color:#00a3a1;margin-top:6px}
.tg{gap:6px;flex-wrap:nowrap;margin:10px 18px 0}.tg span{white-space:nowrap;font-size:12.5px;color:#14213d;border:1px solid #cfd6e2;border-radius:14px;padding:3px 10px}
.hd2{font-size:16px;font-weight:700;padding:14px 18px 0}.tx{font-size:14.5px;line-height:21px;padding:4px 18px 0}
.sel{gap:11px;margin:14px 18px 0;padding:10px 0;border-top:1px solid #e6eaf0;border-bottom:1px solid #e6eaf0}.sn{font-size:15px;font-weight:700}.sm{font-size:12.5px;color:#5f6b80}
.cr{gap:10px;align-items:flex-start;padding-top:9px;padding-right:18px;padding-bottom:2px}.crn{font-size:14px;font-weight:700}.crm{font-size:12.5px;color:#8a93a3}.crx{font-size:14.5px;line-height:20px;margin-top:1px}
.bb{gap:12px;padding:10px 18px 26px;background:#fff;border-top:1px solid #e0e5ec;align-items:center}.bb .p{flex:1;font-size:17px;font-weight:800}.bb .p i{font-style:normal;font-size:13px;font-weight:500;color:#5f6b80}.bb .a{color:#fff;background:#00a3a1;border-radius:8px;padding:12px 34px;font-size:16px;font-weight:700}`,
  html: `<div class="row th" data-role="ui">${icon.back(22)}<b>spacer</b>${icon.share(21)}</div>
<div class="fill">
<div style="position:relative">${picture("100%", 150, ["#cfe3ef", "#9fb2bd"], abs(0, 96, 428, 54, "#8d8f93") + abs(40, 20, 190, 84, "#e8dcc8", "2px") + abs(70, 40, 40, 30, "#6f8ea8", "2px") + abs(150, 40, 40, 30, "#6f8ea8", "2px") + abs(250, 66, 150, 34, "#3a3d44", "10px 10px 4px 4px") + abs(264, 56, 100, 20, "#4a4e57", "10px 10px 0 0") + abs(262, 92, 22, 22, "#1c1d20", "50%") + abs(360, 92, 22, 22, "#1c1d20", "50%") + abs(330, 10, 26, 14, "#111", "50% 50% 40% 40%") + abs(346, 14, 14, 8, "#f4f4f4", "40%") + abs(318, 14, 16, 5, "#111", "3px"))}${ui("1 / 5", "dots")}</div>
<div class="tp">${own("Driveway space, Petersham, near the station", "tn")}${ui("Petersham NSW 2049 · Driveway · 4.9 (23)", "tl")}${ui("$14 per day · $260 per month", "pr")}</div>
${tagRow(["24/7 access", "Mid-size car", "Open air", "2.1 m max"])}
${ui("About this space", "hd2")}
${own("Off-street space in our driveway, fits a mid-size car or a small SUV. Petersham station is a five-minute walk.", "tx")}
${own("From August to October a magpie we call Warren guards the driveway, and he only swoops on white cars, so please tell me your car's colour when you book.", "tx")}
${own("No trucks or vans. Monthly bookings preferred.", "tx")}
<div class="row sel">${avatar(38, "#7a5aa0")}<div style="flex:1">${ui("Tasnim", "sn")}${ui("Host · 41 bookings · replies within an hour", "sm")}</div>${icon.chat(21)}</div>
${ui("Questions for the host", "hd2")}
${crow({ name: "Unathi", meta: "3 days ago", color: "#a0704a", text: ["My car is white. Can Warren be reasoned with?"], who: "Unathi", size: 30 })}
${crow({ name: "Tasnim", meta: "Host · 3 days ago", color: "#7a5aa0", text: ["Not by me. The rate drops to $10 in November."], who: "owner", depth: 1, size: 30 })}
${crow({ name: "Thuy", meta: "1 hour ago", color: "#4a8a6a", text: ["Hi Tasnim, I start a new job near the station in January and would need the space Monday to Friday from 7 am. Is the driveway gated at night, and can I pay by the month from the start?"], who: "Thuy", size: 30 })}
</div>
${overBar(`<div class="p">$14 <i>/ day</i></div><span class="a">Book now</span>`, "bb")}`,
};

// KupujemProdajem (a copper still in Cacak: photo, price, title, place, key facts, description, seller row, a buyer's question and
// the seller's answer, another question cut by the Call / Message bar). Dark.
export const kupujemprodajem: ScreenSpec = {
  id: "kupujemprodajem-grandmother-knew-nothing",
  app: "KupujemProdajem",
  kind: "listing",
  dark: true,
  device: "iphone-max",
  format: "png",
  owner: { name: "Slavko", handle: null },
  time: "19:12",
  battery: 49,
  cutLines: 1,
  replies: true,
  statusBarBackground: "#16233a",
  css: `body{background:#111418;color:#e8eaee}.fill{display:flex;flex-direction:column}.fill>*{flex:none}
.th{flex:none;height:48px;padding:0 16px;gap:18px;position:relative;z-index:3;background:#16233a}.th b{flex:1;font-size:18px;font-weight:800;color:#fff;letter-spacing:-.2px}.th b i{font-style:normal;color:#f5a623}
.dots{position:absolute;right:12px;bottom:9px;font-size:12px;color:#fff;background:rgba(0,0,0,.55);border-radius:10px;padding:2px 9px}
.tp{padding:12px 18px 0}.pr{font-size:22px;font-weight:800;color:#f5a623}.tn{font-size:17px;font-weight:600;line-height:22px;margin-top:3px}.tl{font-size:13px;color:#9aa1ab;margin-top:4px}
.fx{display:grid;grid-template-columns:repeat(2,1fr);row-gap:5px;margin:12px 18px 0;padding:9px 12px;background:#1b2027;border-radius:8px}.fx div{font-size:13px;color:#9aa1ab}.fx b{color:#e8eaee;font-weight:600}
.hd2{font-size:16px;font-weight:700;padding:14px 18px 0}.tx{font-size:15px;line-height:21px;padding:4px 18px 0}
.sel{gap:11px;margin:14px 18px 0;padding:10px 0;border-top:1px solid #262c34;border-bottom:1px solid #262c34}.sn{font-size:15px;font-weight:700}.sm{font-size:12.5px;color:#9aa1ab}
.cr{gap:10px;align-items:flex-start;padding-top:9px;padding-right:18px;padding-bottom:2px}.crn{font-size:14px;font-weight:700}.crm{font-size:12.5px;color:#8a919b}.crx{font-size:14.5px;line-height:20px;margin-top:1px}
.bb{gap:10px;padding:10px 16px 28px;background:#16191e;border-top:1px solid #262c34}.bb span{flex:1;text-align:center;font-size:16px;font-weight:700;border-radius:8px;padding:12px 0}.bb .a{color:#16233a;background:#f5a623}.bb .b{color:#f5a623;border:1.5px solid #f5a623}`,
  html: `<div class="row th" data-role="ui">${icon.back(22)}<b>Kupujem<i>Prodajem</i></b>${icon.heart(21)}${icon.share(21)}</div>
<div class="fill">
<div style="position:relative">${picture("100%", 106, ["#4a3a2a", "#1e1812"], abs(0, 104, 428, 28, "#3a2e22") + abs(150, 30, 96, 80, "#b8693a", "48px 48px 10px 10px") + abs(182, 12, 32, 24, "#a55a30", "6px 6px 0 0") + abs(212, 16, 90, 6, "#c07a48", "3px") + abs(296, 16, 6, 60, "#c07a48") + abs(282, 70, 50, 40, "#5a6a72", "4px") + abs(168, 60, 60, 4, "#8a4a22"))}${ui("1 / 8", "dots")}</div>
<div class="tp">${ui("28,000 din", "pr")}${own("Copper still for rakija, 60 litres, with thermometer", "tn")}${ui("Cacak · Used · 6 days ago · 1,904 views", "tl")}</div>
<div class="fx" data-role="ui"><div>Condition: <b>Used</b></div><div>Volume: <b>60 l</b></div><div>Delivery: <b>No</b></div><div>Price: <b>Fixed</b></div></div>
${ui("Description", "hd2")}
${own("Hand-made copper still with the cooling barrel and a thermometer, scrubbed inside and out.", "tx")}
${own("My grandfather made plum rakija in it from 1971 to 2012, and my grandmother always swore she knew nothing about it, which the whole village found remarkable, since she was the one selling it.", "tx")}
${own("Pickup in Cacak, loading help included.", "tx")}
<div class="row sel">${avatar(38, "#6a5a8a")}<div style="flex:1">${ui("Slavko", "sn")}${ui("Private · 12 ads · Cacak", "sm")}</div>${icon.chat(21)}</div>
${ui("Questions", "hd2")}
${crow({ name: "Vuk", meta: "4 days ago", color: "#4a7a8a", text: ["Does the recipe come with it?"], who: "Vuk", size: 30 })}
${crow({ name: "Slavko", meta: "Seller · 4 days ago", color: "#6a5a8a", text: ["The recipe left with my grandmother, and so did most of her customers."], who: "owner", depth: 1, size: 30 })}
${crow({ name: "Tijana", meta: "1 hour ago", color: "#8a6a4a", text: ["Good evening, my father is after a still for our weekend house near Kraljevo, where we have about forty plum trees. Is the copper thick enough for wood fire, and would you send more photos of the inside of the pot?"], who: "Tijana", size: 30 })}
</div>
${overBar(`<span class="b">Call</span><span class="a">Send message</span>`, "bb")}`,
};
