// Part D's listings (v40), each written by its seller or host, with other people's questions and the owner's answers.
import { avatar, icon, picture } from "./icons";
import type { ScreenSpec } from "./screen-type";
import { abs, crow, overBar, tagRow } from "./screens-d-kit";
import { own, ui } from "./shell";

// Skelbiu (a bread maker in Kaunas: photo, price, title, place, chips, description, seller row, a buyer's question and the seller's
// answer, another question cut by the Call / Write bar). Saved twice as JPEG.
export const skelbiu: ScreenSpec = {
  id: "skelbiu-the-one-loaf-of-2019",
  app: "Skelbiu",
  kind: "listing",
  dark: false,
  device: "android",
  format: "jpeg",
  generations: [{ quality: 80 }, { width: 900, quality: 64 }],
  owner: { name: "Vaiva", handle: null },
  time: "10:06",
  battery: 71,
  cutLines: 1,
  replies: true,
  statusBarDark: true,
  statusBarBackground: "#1f5aa6",
  css: `body{background:#eef1f5;color:#1b2330}.fill{display:flex;flex-direction:column}.fill>*{flex:none}
.th{flex:none;height:50px;padding:0 14px;gap:16px;position:relative;z-index:3;background:#1f5aa6;color:#fff}.th b{flex:1;font-size:20px;font-weight:800;letter-spacing:-.2px}.th b i{font-style:normal;color:#ffb347}
.dots{position:absolute;right:10px;bottom:8px;font-size:11.5px;color:#fff;background:rgba(0,0,0,.5);border-radius:9px;padding:2px 8px}
.card{background:#fff;margin-top:6px;padding:10px 14px}.card.f{margin-top:0}
.pr{font-size:22px;font-weight:800;color:#e0631c}.tn{font-size:16px;font-weight:600;line-height:21px;margin-top:2px}.tl{font-size:12px;color:#687384;margin-top:4px}
.tg{gap:6px;flex-wrap:nowrap;margin-top:8px}.tg span{white-space:nowrap;font-size:11.5px;color:#1f4a80;background:#e6eef9;border-radius:4px;padding:2px 8px}
.hd2{font-size:14.5px;font-weight:700;margin-bottom:1px}.tx{font-size:13.5px;line-height:19px;margin-top:4px}
.sel{gap:10px;align-items:center}.sn{font-size:14px;font-weight:700}.sm{font-size:11.5px;color:#687384}
.cr{gap:9px;align-items:flex-start;padding-top:7px;padding-right:14px;padding-bottom:2px}.crn{font-size:13px;font-weight:700}.crm{font-size:11.5px;color:#8a93a0}.crx{font-size:13.5px;line-height:18.5px;margin-top:1px}
.bb{gap:8px;padding:8px 12px 10px;background:#fff;border-top:1px solid #dde2e8;box-shadow:0 -2px 6px rgba(0,0,0,.08)}.bb span{flex:1;text-align:center;font-size:15px;font-weight:700;border-radius:6px;padding:11px 0}.bb .a{color:#fff;background:#e0631c}.bb .b{color:#1f5aa6;border:1.5px solid #1f5aa6}`,
  html: `<div class="row th" data-role="ui">${icon.back(22)}<b>skelbiu<i>.lt</i></b>${icon.heart(21)}${icon.share(21)}</div>
<div class="fill">
<div style="position:relative">${picture("100%", 92, ["#e9edf2", "#c9d1db"], abs(0, 72, 360, 20, "#b9a48a") + abs(120, 8, 120, 76, "#f4f4f2", "10px", "box-shadow:0 2px 6px rgba(0,0,0,.2)") + abs(138, 26, 84, 34, "#3a3f47", "6px") + abs(150, 70, 30, 12, "#9aa3ad", "3px") + abs(190, 70, 20, 12, "#e0631c", "3px"))}${ui("1 / 5", "dots")}</div>
<div class="card f">${ui("45 €", "pr")}${own("Moulinex bread maker, 1 kg loaf, with manual", "tn")}${ui("Kaunas, Silainiai · Private · today 08:14", "tl")}
${tagRow(["Used", "Kitchen appliances", "Pickup", "Can deliver"])}</div>
<div class="card">${ui("Description", "hd2")}
${own("Works perfectly, kneading paddle and measuring cup included, original box kept.", "tx")}
${own("We baked exactly one loaf in it, in March 2019, and it turned out so good that nobody in the family has dared to try a second one.", "tx")}
${own("Smoke-free home, pickup in Silainiai or I can bring it to Akropolis.", "tx")}</div>
<div class="card" style="padding:9px 14px"><div class="row sel">${avatar(34, "#9a5f7a")}<div style="flex:1">${ui("Vaiva", "sn")}${ui("Private seller · 6 ads · on Skelbiu since 2013", "sm")}</div>${icon.chat(20)}</div></div>
<div class="card" style="padding:8px 0 6px"><div class="hd2" style="padding-left:14px">Questions (2)</div>
${crow({ name: "Sarunas", meta: "5h", color: "#5a7f6a", text: ["Would you share the recipe, or has it become a family secret?"], who: "Sarunas", size: 28 })}
${crow({ name: "Vaiva", meta: "Seller · 4h", color: "#9a5f7a", text: ["It is in a sealed envelope with the will."], who: "owner", depth: 1, size: 28 })}
${crow({ name: "Zigmas", meta: "1h", color: "#6a6a9a", text: ["Good afternoon, I am buying for my mother in Jonava, who has kneaded by hand for forty years and says her wrists have retired before she did, so could you tell me whether it is loud at night and whether it has a timer for the morning?"], who: "Zigmas", size: 28 })}</div>
</div>
${overBar(`<span class="b">Call</span><span class="a">Write</span>`, "bb")}`,
};

// Holiday Lettings (a cottage in Beddgelert let by its host: photo, price, title, place, chips, description, host row, a guest's
// question and the host's answer, another question cut by the Check availability bar). Light, downscaled.
export const holidaylettings: ScreenSpec = {
  id: "holiday-lettings-the-second-bench",
  app: "Holiday Lettings",
  kind: "listing",
  dark: false,
  device: "iphone-max",
  // JPEG, not PNG: the joined set must stay under the check's 10 MB (README.md).
  format: "jpeg",
  quality: 78,
  downscaleTo: 1000,
  owner: { name: "Thelwyn", handle: null },
  time: "19:44",
  battery: 62,
  cutLines: 1,
  replies: true,
  css: `body{background:#f5f4f1;color:#1d232a}.fill{display:flex;flex-direction:column}.fill>*{flex:none}
.th{flex:none;height:46px;padding:0 16px;gap:18px;position:relative;z-index:3;background:#fff;border-bottom:1px solid #e4e2dc}.th b{flex:1;font-size:18px;font-weight:800;color:#0e6e6e;letter-spacing:-.2px}
.dots{position:absolute;right:10px;bottom:8px;font-size:11.5px;color:#fff;background:rgba(0,0,0,.5);border-radius:9px;padding:2px 8px}
.card{background:#fff;margin-top:6px;padding:10px 16px}.card.f{margin-top:0}
.pr{font-size:21px;font-weight:800}.pr small{font-size:13px;color:#5f6670;font-weight:600}.tn{font-size:16px;font-weight:700;line-height:21px;margin-top:2px}.tl{font-size:12px;color:#5f6670;margin-top:4px}
.tg{gap:6px;flex-wrap:nowrap;margin-top:8px}.tg span{white-space:nowrap;font-size:11.5px;color:#0e5555;background:#e2f2f0;border-radius:10px;padding:2px 9px}
.hd2{font-size:14.5px;font-weight:700;margin-bottom:1px}.tx{font-size:14px;line-height:19.5px;margin-top:4px}
.sel{gap:10px;align-items:center}.sn{font-size:14px;font-weight:700}.sm{font-size:11.5px;color:#5f6670}
.cr{gap:9px;align-items:flex-start;padding-top:7px;padding-right:16px;padding-bottom:2px}.crn{font-size:13px;font-weight:700}.crm{font-size:11.5px;color:#8a9098}.crx{font-size:14px;line-height:19px;margin-top:1px}
.bb{gap:8px;padding:9px 14px 28px;background:#fff;border-top:1px solid #e4e2dc}.bb span{flex:1;text-align:center;font-size:16px;font-weight:700;border-radius:10px;padding:12px 0}.bb .a{color:#fff;background:#0e6e6e}.bb .b{flex:.5;color:#0e6e6e;border:1.5px solid #0e6e6e}`,
  html: `<div class="row th" data-role="ui">${icon.back(22)}<b>Holiday Lettings</b>${icon.heart(21)}${icon.share(21)}</div>
<div class="fill">
<div style="position:relative">${picture("100%", 188, ["#b8d4e8", "#9fbf8f"], abs(0, 130, 428, 48, "#5f8a4f") + abs(0, 60, 200, 50, "#6f7f8a", "0 100% 0 0") + abs(130, 54, 160, 62, "#8a8f94", "3px") + abs(120, 40, 180, 18, "#4a4f56", "3px") + abs(150, 74, 24, 28, "#e9d9a8", "2px") + abs(246, 74, 24, 28, "#e9d9a8", "2px") + abs(196, 80, 26, 36, "#5a3a2a", "2px"))}${ui("1 / 14", "dots")}</div>
<div class="card f"><div class="pr" data-role="ui">£145 <small>/ night · minimum 3 nights</small></div>${own("Slate cottage with log burner under Moel Hebog", "tn")}${ui("Beddgelert, Gwynedd · Cottage · sleeps 4 · 2 bedrooms", "tl")}
${tagRow(["Dogs welcome", "Log burner", "Parking", "Garden", "Wi-Fi"])}</div>
<div class="card">${ui("About this property", "hd2")}
${own("A quiet stone cottage a short stroll from the village, the river and the pub.", "tx")}
${own("Mobile signal can be found at the top of the garden, standing on the second bench and facing Porthmadog.", "tx")}
${own("Linen and towels provided, logs in the shed, please leave the key in the box.", "tx")}</div>
<div class="card" style="padding:9px 16px"><div class="row sel">${avatar(34, "#6a8a5a")}<div style="flex:1">${ui("Thelwyn", "sn")}${ui("Host · 2 properties · responds within a day", "sm")}</div>${icon.chat(20)}</div></div>
<div class="card" style="padding:8px 0 6px"><div class="hd2" style="padding-left:16px">Questions (2)</div>
${crow({ name: "Trixie", meta: "3d", color: "#a07a5a", text: ["What is the first bench for?"], who: "Trixie", size: 28 })}
${crow({ name: "Thelwyn", meta: "Host · 3d", color: "#6a8a5a", text: ["Calls you would rather lose halfway through."], who: "owner", depth: 1, size: 28 })}
${crow({ name: "Tucker", meta: "7h", color: "#5a6a9a", text: ["Hi, we are two adults plus an elderly spaniel who cannot manage many steps, so could you tell us how many there are from the parking space to the door of the cottage, and whether the bedrooms are both upstairs or one of them is on the ground floor?"], who: "Tucker", size: 28 })}</div>
</div>
${overBar(`<span class="b">Message</span><span class="a">Check availability</span>`, "bb")}`,
};

// Quoka (a budgie aviary in Bremen: thumbnail, price, title, place, chips, description, a buyer's question and the seller's answer,
// another question cut by the reply bar; the seller's next answer being typed, iOS keyboard open). Light.
export const quoka: ScreenSpec = {
  id: "quoka-the-budgies-across-the-street",
  app: "Quoka",
  kind: "listing",
  dark: false,
  device: "iphone-max",
  format: "png",
  owner: { name: "Waltraut", handle: null },
  time: "09:12",
  battery: 53,
  keyboard: true,
  suggestions: ["Yes", "it", "the"],
  cutLines: 1,
  replies: true,
  css: `body{background:#fff;color:#20242a}.fill{display:flex;flex-direction:column}.fill>*{flex:none}
.th{flex:none;height:46px;padding:0 16px;gap:18px;position:relative;z-index:3;background:#fff;border-bottom:1px solid #e6e8ea}.th b{flex:1;font-size:20px;font-weight:900;color:#0a8a4a;letter-spacing:-.4px}
.top{gap:12px;padding:26px 16px 0;align-items:flex-start}.pr{font-size:19px;font-weight:800;color:#0a8a4a}.tn{font-size:15px;font-weight:700;line-height:19px;margin-top:2px}.tl{font-size:12px;color:#6c727a;margin-top:2px}
.tg{gap:6px;flex-wrap:nowrap;margin:9px 16px 0}.tg span{white-space:nowrap;font-size:11.5px;color:#20242a;background:#eef1ef;border-radius:4px;padding:2px 8px}
.hd2{font-size:14.5px;font-weight:700;padding:10px 16px 0}.tx{font-size:14px;line-height:19px;padding:3px 16px 0}
.cr{gap:9px;align-items:flex-start;padding-top:6px;padding-right:16px;padding-bottom:1px}.crn{font-size:13px;font-weight:700}.crm{font-size:11.5px;color:#8a9098}.crx{font-size:14px;line-height:19px;margin-top:1px}
.ib{gap:10px;padding:8px 12px;background:#f6f7f8;border-top:1px solid #e0e3e6;align-items:center}.ib .f{flex:1;min-width:0;background:#fff;border:1px solid #d4d8dc;border-radius:18px;padding:8px 14px;font-size:15px;white-space:nowrap;overflow:hidden}.ib .s{width:34px;height:34px;border-radius:50%;background:#0a8a4a;color:#fff;display:flex;align-items:center;justify-content:center}`,
  html: `<div class="row th" data-role="ui">${icon.back(22)}<b>quoka</b>${icon.heart(21)}${icon.share(21)}</div>
<div class="fill">
<div class="row top">${picture(72, 72, ["#eef2ea", "#cfd9c6"], abs(12, 6, 48, 56, "transparent", "24px 24px 2px 2px", "border:2px solid #7a8088;box-sizing:border-box") + abs(20, 22, 32, 2, "#7a8088") + abs(16, 62, 40, 6, "#7a8088", "2px"))}<div style="flex:1;min-width:0">${ui("€ 60 or best offer", "pr")}${own("Large budgie aviary with stand, 160 cm, perches included", "tn")}${ui("Bremen, Findorff · Private · yesterday", "tl")}</div></div>
${tagRow(["Used", "Pets", "Collection only", "Third floor"])}
${ui("Description", "hd2")}
${own("Powder-coated, two feeding doors, pull-out tray, easy to take apart.", "tx")}
${own("The budgies are not included: they left through the kitchen window in August and now live on the balcony opposite, where the neighbours feed them better.", "tx")}
${own("No shipping, cash on collection.", "tx")}
${ui("Questions (2)", "hd2")}
${crow({ name: "Tilmann", meta: "1d", color: "#6a7a9a", text: ["Have you tried putting the cage out on your own balcony?"], who: "Tilmann", size: 26 })}
${crow({ name: "Waltraut", meta: "Seller · 1d", color: "#9a6a7a", text: ["Twice. They came over, ate, and went home."], who: "owner", depth: 1, size: 26 })}
${crow({ name: "Sigune", meta: "25m", color: "#7a9a5a", text: ["Good morning, we have four zebra finches who are currently in a cage far too small for them, so I would be very interested, could I come on Saturday around eleven with my husband, and does it fit in an estate car if the stand comes off?"], who: "Sigune", size: 26 })}
</div>
<div class="row ib" style="flex:none;position:relative;z-index:3"><div class="f" data-role="owner">Yes, the stand comes off with four</div><span class="s" data-role="ui">${icon.send(17)}</span></div>`,
};
