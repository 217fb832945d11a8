// Part D's listings (v28): Hygglo (a leaf blower rented out all autumn while the owner's own leaves stay put), and the
// others below, each written by its owner with other people's questions and the owner's answers.
import { avatar, icon, picture } from "./icons";
import type { ScreenSpec } from "./screen-type";
import { abs, crow, overBar, tagRow } from "./screens-d-kit";
import { own, ui } from "./shell";

const blower =
  abs(0, 70, 360, 60, "#9bb56a") +
  abs(110, 20, 120, 40, "#f07a1a", "22px 10px 10px 22px") +
  abs(222, 32, 100, 14, "#3a3a3a", "8px") +
  abs(138, 6, 36, 16, "#2a2a2a", "10px 10px 0 0") +
  abs(40, 74, 14, 10, "#c9782a", "50%") +
  abs(80, 78, 12, 8, "#b5562a", "50%") +
  abs(300, 72, 16, 10, "#d89a3a", "50%");

export const hygglo: ScreenSpec = {
  id: "hygglo-our-own-leaves",
  app: "Hygglo",
  kind: "listing",
  dark: false,
  device: "android",
  format: "png",
  owner: { name: "Svante", handle: null },
  time: "17:48",
  battery: 71,
  cutLines: 1,
  replies: true,
  css: `body{background:#fff;color:#1b2330}.fill{display:flex;flex-direction:column}.fill>*{flex:none}
.th{flex:none;height:50px;padding:0 14px;gap:18px;position:relative;z-index:3;background:#fff}.th b{flex:1}
.dots{position:absolute;right:12px;bottom:10px;font-size:12px;color:#fff;background:rgba(0,0,0,.5);border-radius:10px;padding:2px 8px}
.tp{padding:12px 16px 0}.tn{font-size:19px;font-weight:700;line-height:24px}.tl{font-size:13px;color:#5d6776;margin-top:4px}
.rt{gap:6px;margin-top:6px;font-size:13px}
.tg{gap:6px;flex-wrap:wrap;margin:8px 16px 0}.tg span{font-size:12px;color:#0b5c4a;background:#e3f4ee;border-radius:14px;padding:4px 10px}
.sel{gap:10px;margin:12px 16px 0;padding:10px 0;border-top:1px solid #e8ebef;border-bottom:1px solid #e8ebef}.sn{font-size:14px;font-weight:700}.sm{font-size:12px;color:#7a8494}
.hd2{font-size:15px;font-weight:700;padding:12px 16px 2px}.tx{font-size:14px;line-height:20px;padding:4px 16px 0}
.cr{gap:10px;align-items:flex-start;padding-top:9px;padding-right:16px;padding-bottom:3px}.crn{font-size:13px;font-weight:700}.crm{font-size:11.5px;color:#8a93a0}.crx{font-size:13.5px;line-height:18.5px;margin-top:1px}
.bb{gap:12px;padding:10px 16px 14px;background:#fff;border-top:1px solid #e2e6ea;box-shadow:0 -2px 8px rgba(0,0,0,.07)}.bb .p{flex:1}.bb .p b{font-size:16px;display:block}.bb .p small{font-size:12px;color:#5d6776}.bb .k{font-size:15px;font-weight:700;color:#fff;background:#0e8a6c;border-radius:10px;padding:11px 20px}`,
  html: `<div class="row th" data-role="ui">${icon.back(22)}<b></b>${icon.share(22)}${icon.heart(22)}</div>
<div class="fill">
<div style="position:relative">${picture("100%", 93, ["#cfe3c0", "#e9efd9"], blower)}${ui("1 / 6", "dots")}</div>
<div class="tp">${own("Cordless leaf blower, two batteries", "tn")}
${ui("Luthagen, Uppsala · Garden tools · 1.2 km", "tl")}
<div class="row rt" data-role="ui">${icon.star(14, "#0e8a6c")}<b>4.9</b><span>(37 rentals)</span><span>· Insured via Hygglo</span></div></div>
${tagRow(["Pick-up", "Charger included", "Strap included"])}
<div class="row sel">${avatar(38, "#7a5a9a")}<div style="flex:1">${ui("Svante", "sn")}${ui("Verified ID · answers within an hour", "sm")}</div>${icon.chat(20)}</div>
${ui("Description", "hd2")}
${own("Cordless blower with two batteries, each good for about 40 minutes. Charger and shoulder strap in the bag.", "tx")}
${own("Rented out 31 times last autumn, and our own leaves are still on the lawn.", "tx")}
${own("Pick-up from the garage on weekday evenings after six.", "tx")}
${ui("Questions", "hd2")}
${crow({ name: "Tove", meta: "4d", color: "#c0704a", text: ["Does it manage wet leaves? Most of ours are stuck to the path."], who: "Tove", size: 28 })}
${crow({ name: "Svante", meta: "Owner · 4d", color: "#7a5a9a", text: ["Wet ones, slowly. Stuck ones, with a rake."], who: "owner", depth: 1, size: 30 })}
${crow({ name: "Ylva", meta: "1d", color: "#4a7ab0", text: ["Could I have it from Friday evening to Sunday, and is it quiet enough for a street where everyone has a baby?"], who: "Ylva", size: 28 })}
</div>
${overBar(`<div class="p"><b>120 kr / day</b><small>Deposit not required</small></div><span class="k">Request to rent</span>`, "bb")}`,
};

// Peerspace (a photo studio by the hour: photo, price, title, place, a spec grid, host row, About the space, a
// guest's question and the host's answer, another question cut by the crop; cropped at the bottom).
export const peerspace: ScreenSpec = {
  id: "peerspace-the-clock-runs-fast",
  app: "Peerspace",
  kind: "listing",
  dark: false,
  device: "iphone-max",
  format: "png",
  crop: { bottom: 70 },
  owner: { name: "Wallis", handle: null },
  time: "10:12",
  battery: 93,
  cutLines: 1,
  replies: true,
  css: `body{background:#fff;color:#191919}.fill{display:flex;flex-direction:column}.fill>*{flex:none}
.th{flex:none;height:48px;padding:0 16px;gap:18px;position:relative;z-index:3;background:#fff}.th b{flex:1}
.dots{position:absolute;right:12px;bottom:10px;font-size:12px;color:#fff;background:rgba(0,0,0,.5);border-radius:10px;padding:2px 8px}
.tp{padding:12px 18px 0}.pr{font-size:14px;color:#191919}.pr b{font-size:19px;font-weight:800}.tn{font-size:20px;font-weight:700;line-height:25px;margin-top:4px}.tl{font-size:13.5px;color:#666;margin-top:4px}
.rt{gap:6px;margin-top:6px;font-size:13.5px}
.gr{display:grid;grid-template-columns:repeat(3,1fr);gap:8px;margin:12px 18px 0}.gr div{border:1px solid #e6e6e6;border-radius:8px;padding:7px 9px;font-size:12px;color:#666}.gr b{display:block;font-size:14px;color:#191919}
.sel{gap:10px;margin:12px 18px 0;padding:10px 0;border-top:1px solid #ececec;border-bottom:1px solid #ececec}.sn{font-size:14.5px;font-weight:700}.sm{font-size:12.5px;color:#777}
.hd2{font-size:16px;font-weight:700;padding:12px 18px 2px}.tx{font-size:15px;line-height:21px;padding:4px 18px 0}
.cr{gap:10px;align-items:flex-start;padding-top:10px;padding-right:18px;padding-bottom:3px}.crn{font-size:14px;font-weight:700}.crm{font-size:12px;color:#888}.crx{font-size:14.5px;line-height:20px;margin-top:1px}`,
  html: `<div class="row th" data-role="ui">${icon.back(22)}<b></b>${icon.share(22)}${icon.heart(22)}</div>
<div class="fill">
<div style="position:relative">${picture("100%", 131, ["#f4f1ec", "#e4ded4"], abs(40, 10, 240, 110, "#fbfaf7", "0 0 40px 0") + abs(300, 20, 70, 90, "#cfd8e0", "2px") + abs(60, 70, 30, 50, "#3a3a3a", "2px") + abs(110, 60, 44, 60, "#b04a3a", "4px") + abs(330, 6, 22, 22, "#fff", "50%", "border:2px solid #333"))}${ui("1 / 14", "dots")}</div>
<div class="tp"><div class="pr" data-role="ui"><b>$85</b> / hour · 2 hr minimum</div>
${own("Sunlit photo studio with white cyc wall", "tn")}
${ui("Bushwick, Brooklyn, NY · Photo studio", "tl")}
<div class="row rt" data-role="ui">${icon.star(14, "#191919")}<b>5.0</b><span>(118) · Responds within 1 hr</span></div></div>
<div class="gr" data-role="ui"><div><b>15</b>Guests</div><div><b>900</b>Sq ft</div><div><b>3rd</b>Floor, elevator</div></div>
<div class="row sel">${avatar(38, "#5a7a6a")}<div style="flex:1">${ui("Hosted by Wallis", "sn")}${ui("Superhost · 340 bookings", "sm")}</div>${icon.chat(20)}</div>
${ui("About the space", "hd2")}
${own("Bright studio with a white cyc wall, a steamer, two rolling racks and a small kitchen. Freight elevator to the door.", "tx")}
${own("The clock above the door runs seven minutes fast. I have never fixed it, and no shoot here has ever run over.", "tx")}
${own("Load-in is from the Ingraham St side.", "tx")}
${ui("Questions", "hd2")}
${crow({ name: "Tristram", meta: "Guest · 2w", color: "#8a6a4a", text: ["So the booking really ends seven minutes early?"], who: "Tristram", size: 30 })}
${crow({ name: "Wallis", meta: "Host · 2w", color: "#5a7a6a", text: ["It ends when the clock says it ends."], who: "owner", depth: 1, size: 30 })}
${crow({ name: "Vittorio", meta: "Guest · 4d", color: "#6a5a9a", text: ["Is the cyc wall painted before each booking, or should we bring our own touch-up paint for a shoot with bare feet?"], who: "Vittorio", size: 30 })}
</div>`,
};

// GetMyBoat (a captained tritoon on Lake Travis: photo, title, place, rating, spec grid, captain row, description,
// renters' questions, the owner typing his answer with the keyboard up; dark).
export const getmyboat: ScreenSpec = {
  id: "getmyboat-found-it-with-the-propeller",
  app: "GetMyBoat",
  kind: "listing",
  dark: true,
  device: "iphone-max",
  format: "png",
  keyboard: true,
  suggestions: ["on", "and", "to"],
  owner: { name: "Wilbur", handle: null },
  time: "18:44",
  battery: 44,
  cutLines: 0,
  replies: true,
  css: `body{background:#0e1418;color:#eef2f4}.fill{display:flex;flex-direction:column}.fill>*{flex:none}
.th{flex:none;height:46px;padding:0 14px;gap:16px;position:relative;z-index:3;background:#0e1418;border-bottom:1px solid #1e282e}.th b{flex:1}
.tp{padding:8px 16px 0}.tn{font-size:16px;font-weight:700;line-height:21px}.tl{font-size:12.5px;color:#93a2ab;margin-top:3px}
.rt{gap:6px;margin-top:4px;font-size:12.5px;color:#cdd6db}
.sel{gap:10px;margin:8px 16px 0;padding:7px 0;border-top:1px solid #1e282e}.sn{font-size:13.5px;font-weight:700}.sm{font-size:12px;color:#93a2ab}
.tx{font-size:14px;line-height:19.5px;padding:4px 16px 0}
.hd2{font-size:14px;font-weight:700;padding:9px 16px 0}
.cr{gap:10px;align-items:flex-start;padding-top:7px;padding-right:16px;padding-bottom:2px}.crn{font-size:13px;font-weight:700}.crm{font-size:11.5px;color:#93a2ab}.crx{font-size:13.5px;line-height:18.5px;margin-top:1px}
.in{flex:none;gap:10px;padding:8px 12px;border-top:1px solid #1e282e;background:#141c21;position:relative;z-index:3}.in .bx{flex:1;font-size:14.5px;line-height:19px;border:1px solid #33424a;border-radius:18px;padding:7px 12px}.in .sd{font-size:14px;font-weight:700;color:#2bb3e8}`,
  html: `<div class="row th" data-role="ui">${icon.back(22)}<b></b>${icon.share(21)}${icon.heart(21)}</div>
<div class="fill">
${picture("100%", 64, ["#2a5a7a", "#12384e"], abs(120, 30, 190, 14, "#d8dde0", "4px") + abs(140, 18, 150, 14, "#f0f0f0", "3px") + abs(180, 8, 70, 10, "#2bb3e8", "2px") + abs(0, 50, 428, 14, "#1a4a66"))}
<div class="tp">${own("Captained 24 ft tritoon for a party of 12", "tn")}${ui("Lake Travis, Austin TX · $150 / hour · 3 hr minimum", "tl")}
<div class="row rt" data-role="ui">${icon.star(13, "#2bb3e8")}<span>4.9 (203 trips)</span></div></div>
<div class="row sel">${avatar(30, "#8a6a3a")}<div style="flex:1">${ui("Captain Wilbur", "sn")}${ui("Licensed captain · replies fast", "sm")}</div></div>
${own("Bluetooth speaker, two coolers and a swim ladder. Life jackets in every size, fuel included.", "tx")}
${own("The sandbar off Hurst Creek is named after my father, who discovered it in 1998 with his propeller.", "tx")}
${own("I captain every trip myself.", "tx")}
${ui("Questions (4)", "hd2")}
${crow({ name: "Yancy", meta: "2h", color: "#4a8a7a", text: ["Is the sandbar on the usual route? Asking for my sister's husband, who likes to know."], who: "Yancy", size: 28 })}
${crow({ name: "Sheridan", meta: "1h", color: "#9a5a6a", text: ["Can we bring a small dog? She mostly sleeps."], who: "Sheridan", size: 28 })}
</div>
<div class="row in">${avatar(28, "#8a6a3a")}${own("Only if you let Dad drive. He still says it moved", "bx")}${ui("Send", "sd")}</div>`,
};

// Locanto (a classified ad for a chest freezer: photo, price, title, place and category, ad details, description,
// buyers' questions and the seller's answer, the next question cut by the Call / Message bar; battery low).
export const locanto: ScreenSpec = {
  id: "locanto-reached-the-bottom",
  app: "Locanto",
  kind: "listing",
  dark: false,
  device: "android",
  format: "png",
  owner: { name: "Verna", handle: null },
  time: "13:09",
  battery: 14,
  cutLines: 1,
  replies: true,
  css: `body{background:#f3f5f7;color:#1f2933}.fill{display:flex;flex-direction:column}.fill>*{flex:none}
.th{flex:none;height:52px;padding:0 14px;gap:14px;position:relative;z-index:3;background:#2c7be5;color:#fff}.th b{flex:1;font-size:18px;font-weight:800;letter-spacing:-.3px}
.card{background:#fff;margin:8px 0 0;padding:10px 14px}
.pr{font-size:21px;font-weight:800;color:#1a7f37}.tn{font-size:16.5px;font-weight:700;line-height:21px;margin-top:2px}.tl{font-size:12.5px;color:#6b7785;margin-top:3px}
.dt{display:grid;grid-template-columns:1fr 1fr;gap:4px 10px;margin-top:8px;font-size:12.5px;color:#6b7785}.dt b{color:#1f2933;font-weight:600}
.hd2{font-size:14.5px;font-weight:800;margin-bottom:2px}.card[style] .hd2{padding-left:14px}.tx{font-size:14px;line-height:20px;margin-top:4px}
.cr{gap:10px;align-items:flex-start;padding-top:8px;padding-right:0;padding-bottom:2px}.crn{font-size:13px;font-weight:700}.crm{font-size:11.5px;color:#8a96a3}.crx{font-size:13.5px;line-height:18.5px;margin-top:1px}
.bb{gap:10px;padding:10px 14px 14px;background:#fff;border-top:1px solid #dde3e9;box-shadow:0 -2px 8px rgba(0,0,0,.07)}.bb span{flex:1;text-align:center;font-size:15px;font-weight:700;border-radius:6px;padding:11px 0;border:1.5px solid #2c7be5;color:#2c7be5}.bb span+span{background:#2c7be5;color:#fff}`,
  statusBarDark: true,
  statusBarBackground: "#2c7be5",
  html: `<div class="row th" data-role="ui">${icon.back(22)}<b>Locanto</b>${icon.search(22)}${icon.moreV(22)}</div>
<div class="fill">
${picture("100%", 107, ["#dfe5ea", "#c9d2da"], abs(110, 26, 150, 78, "#fafafa", "6px", "border:2px solid #b8c2cc") + abs(110, 26, 150, 14, "#e9edf1", "6px 6px 0 0") + abs(170, 32, 30, 4, "#9aa6b2", "2px"))}
<div class="card" style="margin-top:0">${ui("£60", "pr")}${own("Chest freezer, 200 litres, works perfectly", "tn")}${ui("Allestree, Derby · Home Appliances · Posted Monday", "tl")}
<div class="dt" data-role="ui"><div>Condition: <b>Used</b></div><div>Delivery: <b>Collection only</b></div><div>Seller: <b>Private</b></div><div>Ad ID: <b>5528104917</b></div></div></div>
<div class="card">${ui("Description", "hd2")}
${own("Chest freezer, 200 litres, about six years old. Defrosted, cleaned and ready to go.", "tx")}
${own("We got it in 2020 for a deal on frozen sweetcorn, and this month we finally saw the floor of it.", "tx")}
${own("Buyer collects: bring a second pair of hands and an estate car, or fold your seats flat.", "tx")}</div>
<div class="card" style="padding-left:0">${ui("Questions to Verna", "hd2")}
${crow({ name: "Stevie", meta: "2d", color: "#3a8a6a", text: ["Is the last bag of sweetcorn included?"], who: "Stevie", size: 28 })}
${crow({ name: "Verna", meta: "Seller · 2d", color: "#9a4a6a", text: ["No. That one is being framed."], who: "owner", depth: 1, size: 28 })}
${crow({ name: "Toby", meta: "5h", color: "#6a6a9a", text: ["Would you take £45 if I collect tonight? I can bring my brother, but he has a bad back so you might need to do the lifting end, and we could be there by seven."], who: "Toby", size: 28 })}</div>
</div>
${overBar(`<span>Call</span><span>Message</span>`, "bb")}`,
};
