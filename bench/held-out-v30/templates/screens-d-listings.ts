// Part D's listings (v30): Adverts (a headmaster's desk sold out of a front room), each written by its seller or host with other
// people's questions and the owner's answers.
import { avatar, icon, picture } from "./icons";
import type { ScreenSpec } from "./screen-type";
import { abs, crow, overBar, tagRow } from "./screens-d-kit";
import { own, ui } from "./shell";

// Adverts (adverts.ie: a headmaster's desk for sale: photo, price, title, place and section, ad details, seller row, description,
// a buyer's question and the seller's answer, another question cut by the Message / Make offer bar).
export const adverts: ScreenSpec = {
  id: "adverts-the-headmasters-desk",
  app: "Adverts",
  kind: "listing",
  dark: false,
  device: "android",
  format: "jpeg",
  quality: 70,
  owner: { name: "Sheelagh", handle: null },
  time: "19:42",
  battery: 47,
  statusBarDark: true,
  statusBarBackground: "#1b7a3e",
  cutLines: 1,
  replies: true,
  css: `body{background:#eef0ee;color:#1f2421}.fill{display:flex;flex-direction:column}.fill>*{flex:none}
.th{flex:none;height:50px;padding:0 14px;gap:16px;position:relative;z-index:3;background:#1b7a3e;color:#fff}.th b{flex:1;font-size:18px;font-weight:800;letter-spacing:-.3px}
.dots{position:absolute;right:12px;bottom:10px;font-size:12px;color:#fff;background:rgba(0,0,0,.5);border-radius:10px;padding:2px 8px}
.card{background:#fff;margin:7px 0 0;padding:10px 14px}
.pr{font-size:22px;font-weight:800;color:#1b7a3e}.tn{font-size:16px;font-weight:600;line-height:21px;margin-top:2px}.tl{font-size:12.5px;color:#66706a;margin-top:4px}
.tg{gap:6px;flex-wrap:wrap;margin-top:8px}.tg span{font-size:11.5px;color:#3f4a44;background:#eef2ef;border-radius:4px;padding:3px 8px}
.sel{gap:10px}.sn{font-size:14px;font-weight:700}.sm{font-size:12px;color:#66706a}
.hd2{font-size:14.5px;font-weight:700;margin-bottom:2px}.tx{font-size:14px;line-height:20px;margin-top:4px}
.cr{gap:10px;align-items:flex-start;padding-top:8px;padding-right:14px;padding-bottom:2px}.crn{font-size:13px;font-weight:700}.crm{font-size:11.5px;color:#86908a}.crx{font-size:13.5px;line-height:18.5px;margin-top:1px}
.bb{gap:10px;padding:10px 14px 14px;background:#fff;border-top:1px solid #dde2de;box-shadow:0 -2px 8px rgba(0,0,0,.07)}.bb span{flex:1;text-align:center;font-size:15px;font-weight:700;border-radius:6px;padding:11px 0;border:1.5px solid #1b7a3e;color:#1b7a3e}.bb span+span{background:#1b7a3e;color:#fff}`,
  html: `<div class="row th" data-role="ui">${icon.back(22)}<b>adverts.ie</b>${icon.heart(21)}${icon.share(21)}</div>
<div class="fill">
<div style="position:relative">${picture("100%", 67, ["#e9e1d2", "#d6cab4"], abs(70, 14, 220, 12, "#6a4322", "3px") + abs(78, 26, 70, 52, "#8e5c33", "2px") + abs(212, 26, 70, 52, "#8e5c33", "2px") + abs(84, 34, 58, 2, "#5a3819") + abs(84, 50, 58, 2, "#5a3819") + abs(218, 34, 58, 2, "#5a3819") + abs(218, 50, 58, 2, "#5a3819") + abs(82, 78, 8, 6, "#5a3819") + abs(270, 78, 8, 6, "#5a3819") + abs(150, 26, 60, 14, "#7d5029", "1px"))}${ui("1 / 6", "dots")}</div>
<div class="card" style="margin-top:0">${ui("€260", "pr")}${own("Solid oak headmaster's desk, 1950s", "tn")}${ui("Clonakilty, Cork · Furniture · 2 days", "tl")}
${tagRow(["Used", "Pick-up only", "Private"])}</div>
<div class="card"><div class="row sel">${avatar(34, "#8a6a4a")}<div style="flex:1">${ui("Sheelagh", "sn")}${ui("Member since 2016 · 14 ads · phone verified", "sm")}</div>${icon.chat(20)}</div></div>
<div class="card">${ui("Description", "hd2")}
${own("From the old national school near Rosscarbery. Six drawers, one key, some ink stains, no woodworm.", "tx")}
${own("It has sat in our front room for six years and every visitor still sits facing it like they are about to be told something.", "tx")}
${own("Pick-up in Clonakilty, the legs unscrew for the car. Cash when you collect.", "tx")}</div>
<div class="card" style="padding-left:0">${ui("Questions (3)", "hd2").replace('class="hd2"', 'class="hd2" style="padding-left:14px"')}
${crow({ name: "Senan", meta: "1d", color: "#4a6a8a", text: ["Would it fit through a standard door?"], who: "Senan", size: 28 })}
${crow({ name: "Sheelagh", meta: "Seller · 1d", color: "#8a6a4a", text: ["The legs come off. The authority does not."], who: "owner", depth: 1, size: 28 })}
${crow({ name: "Treasa", meta: "4h", color: "#8a4a6a", text: ["I could collect on Sunday for €210. My husband says we have no room for it but he said that about the dog as well."], who: "Treasa", size: 28 })}</div>
</div>
${overBar(`<span>Message</span><span>Make offer</span>`, "bb")}`,
};

// Boatsetter (a captained pontoon on Lake Lanier: photo, price, title, marina, chips, captain row, description, a renter's
// question and the captain's answer, another question cut by the price / Book bar; a Messages banner from his wife).
export const boatsetter: ScreenSpec = {
  id: "boatsetter-absolutely-not-on-the-radio",
  app: "Boatsetter",
  kind: "listing",
  dark: false,
  device: "iphone",
  format: "png",
  owner: { name: "Captain Waylon", handle: null },
  time: "11:08",
  battery: 72,
  banner: {
    app: "Messages",
    color: "#34c759",
    title: "Suellen",
    body: "harbor master called, you have to stop apologizing when you radio in",
    author: "Suellen",
    age: "now",
  },
  cutLines: 1,
  replies: true,
  css: `body{background:#fff;color:#0f2233}.fill{display:flex;flex-direction:column}.fill>*{flex:none}
.th{flex:none;height:44px;padding:0 16px;gap:18px;position:relative;z-index:3;background:#fff}.th b{flex:1}
.dots{position:absolute;right:12px;bottom:10px;font-size:12px;color:#fff;background:rgba(0,0,0,.45);border-radius:10px;padding:2px 8px}
.tp{padding:10px 16px 0}.tn{font-size:19px;font-weight:800;line-height:24px;letter-spacing:-.2px}.tl{font-size:13px;color:#5b6b7a;margin-top:4px}
.tg{gap:6px;flex-wrap:wrap;margin:9px 16px 0}.tg span{font-size:12px;color:#0a6fb5;background:#e6f2fb;border-radius:14px;padding:4px 10px}
.sel{gap:10px;margin:10px 16px 0;padding:9px 0;border-top:1px solid #e6ebf0;border-bottom:1px solid #e6ebf0}.sn{font-size:14.5px;font-weight:700}.sm{font-size:12px;color:#5b6b7a}
.hd2{font-size:15.5px;font-weight:800;padding:11px 16px 0}.tx{font-size:14.5px;line-height:20.5px;padding:4px 16px 0}
.cr{gap:10px;align-items:flex-start;padding-top:8px;padding-right:16px;padding-bottom:2px}.crn{font-size:13.5px;font-weight:700}.crm{font-size:12px;color:#8593a0}.crx{font-size:14px;line-height:19px;margin-top:1px}
.bb{gap:12px;padding:10px 16px 30px;background:#fff;border-top:1px solid #e0e6ec;box-shadow:0 -2px 8px rgba(0,0,0,.06)}.bb .p{flex:1}.bb .p b{font-size:16px;display:block}.bb .p small{font-size:12px;color:#5b6b7a}.bb .k{font-size:15.5px;font-weight:700;color:#fff;background:#0a6fb5;border-radius:8px;padding:12px 26px}`,
  html: `<div class="row th" data-role="ui">${icon.back(22)}<b></b>${icon.share(21)}${icon.heart(21)}</div>
<div class="fill">
<div style="position:relative">${picture("100%", 120, ["#a9d3ee", "#3f86b8"], abs(0, 78, 390, 42, "#2f6f9c") + abs(90, 58, 210, 14, "#e9edf0", "4px") + abs(100, 72, 190, 8, "#9aa5ad", "4px") + abs(120, 30, 150, 6, "#1f4a6a", "2px") + abs(126, 36, 4, 22, "#1f4a6a") + abs(260, 36, 4, 22, "#1f4a6a") + abs(140, 46, 40, 12, "#d9643a", "3px"))}${ui("1 / 14", "dots")}</div>
<div class="tp">${own("24' pontoon with captain, Lake Lanier", "tn")}${ui("Gainesville, GA · Aqualand Marina · up to 10 guests", "tl")}</div>
${tagRow(["Captain included", "Fuel included", "Swim ladder", "Cooler"])}
<div class="row sel">${avatar(38, "#5a7a4a")}<div style="flex:1">${ui("Captain Waylon", "sn")}${ui("212 trips · USCG licensed · boat owner", "sm")}</div>${icon.chat(20)}</div>
${ui("About this boat", "hd2")}
${own("Shaded pontoon with a Bluetooth speaker, a big cooler and a ladder for swimming. Every trip is captained by me.", "tx")}
${own("My wife named her, so the boat is called Absolutely Not, and I have to say that on the radio every time we leave the dock.", "tx")}
${own("Fuel is included for trips up to four hours.", "tx")}
${ui("Questions (4)", "hd2")}
${crow({ name: "Wiley", meta: "5d", color: "#9a6a4a", text: ["Is it okay to bring a birthday cake on board?"], who: "Wiley", size: 28 })}
${crow({ name: "Captain Waylon", meta: "Owner · 5d", color: "#5a7a4a", text: ["Yes. Absolutely Not has done eleven birthdays."], who: "owner", depth: 1, size: 28 })}
${crow({ name: "Sonny", meta: "1d", color: "#7a5a9a", text: ["Booking for my sister's bachelorette, nine of us. Can we plug a phone into the speaker, and can we pick the music or is it the captain's choice?"], who: "Sonny", size: 28 })}
</div>
${overBar(`<div class="p"><b>$425</b><small>4 hours · Sat 13 Jun</small></div><span class="k">Book</span>`, "bb")}`,
};

// Kindred (a home swap in Alfama, dark: title, place, spec grid, host row, about the home, a member's question and the
// host's answer, another question, the host typing her next answer with the keyboard up).
export const kindred: ScreenSpec = {
  id: "kindred-wave-back-at-the-geraniums",
  app: "Kindred",
  kind: "listing",
  dark: true,
  device: "iphone-max",
  format: "png",
  keyboard: true,
  suggestions: ["she", "it", "I"],
  owner: { name: "Zélia", handle: null },
  time: "23:14",
  battery: 31,
  cutLines: 1,
  replies: true,
  css: `body{background:#151412;color:#f3efe8}.fill{display:flex;flex-direction:column}.fill>*{flex:none}
.th{flex:none;height:46px;padding:0 14px;gap:16px;position:relative;z-index:3;background:#151412;border-bottom:1px solid #2a2723}.th b{flex:1;font-size:16px;font-weight:700;text-align:center}
.tp{padding:8px 16px 0}.tn{font-size:17px;font-weight:700;line-height:22px}.tl{font-size:12.5px;color:#a8a095;margin-top:3px}
.gr{display:grid;grid-template-columns:repeat(4,1fr);gap:6px;margin:8px 16px 0}.gr div{background:#221f1b;border-radius:8px;padding:5px 7px;font-size:11px;color:#a8a095}.gr b{display:block;font-size:13px;color:#f3efe8}
.sel{gap:10px;margin:8px 16px 0;padding:7px 0;border-top:1px solid #2a2723}.sn{font-size:13.5px;font-weight:700}.sm{font-size:12px;color:#a8a095}
.tx{font-size:14px;line-height:19.5px;padding:4px 16px 0}
.hd2{font-size:14px;font-weight:700;padding:9px 16px 0}
.cr{gap:10px;align-items:flex-start;padding-top:7px;padding-right:16px;padding-bottom:2px}.crn{font-size:13px;font-weight:700}.crm{font-size:11.5px;color:#a8a095}.crx{font-size:13.5px;line-height:18.5px;margin-top:1px}
.in{flex:none;gap:10px;padding:8px 12px;border-top:1px solid #2a2723;background:#1c1a17;position:relative;z-index:3}.in .bx{flex:1;font-size:14.5px;line-height:19px;border:1px solid #3d3832;border-radius:18px;padding:7px 12px}.in .sd{font-size:14px;font-weight:700;color:#f0a46a}`,
  html: `<div class="row th" data-role="ui">${icon.back(22)}<b>Home</b>${icon.share(21)}${icon.heart(21)}</div>
<div class="fill">
<div class="tp">${own("Tiled flat with a slice of river view", "tn")}${ui("Alfama, Lisbon · 2 bedrooms · sleeps 4 · 120 credits a night", "tl")}</div>
<div class="gr" data-role="ui"><div><b>3rd</b>Floor</div><div><b>No</b>Lift</div><div><b>Yes</b>Washer</div><div><b>Cat</b>Next door</div></div>
<div class="row sel">${avatar(30, "#b0704a")}<div style="flex:1">${ui("Zélia", "sn")}${ui("Member since 2024 · 9 stays hosted", "sm")}</div></div>
${own("Two bedrooms, a small balcony and blue tiles in the kitchen. Tram 28 stops just down the hill.", "tx")}
${own("The lady opposite waters her geraniums at eight and waves. If you do not wave back, she tells me.", "tx")}
${own("Fast wifi, fresh towels, and coffee for your first day.", "tx")}
${ui("Questions (3)", "hd2")}
${crow({ name: "Struan", meta: "2d", color: "#4a7a8a", text: ["Is there a lift? We have a toddler and far too many bags."], who: "Struan", size: 28 })}
${crow({ name: "Zélia", meta: "Host · 2d", color: "#b0704a", text: ["No lift. Ninety-one steps. I have counted them angrily."], who: "owner", depth: 1, size: 28 })}
${crow({ name: "Viivi", meta: "1h", color: "#8a7a4a", text: ["Could we swap for the 14th to the 21st of March? My partner is very shy. Is the waving compulsory?"], who: "Viivi", size: 28 })}
</div>
<div class="row in">${avatar(28, "#b0704a")}${own("Not compulsory, but she will", "bx")}${ui("Send", "sd")}</div>`,
};

// PadMapper (a one-bedroom over a bakery in Mile End: photo strip, rent, title, address, facts, landlord row, description, a
// renter's question and the landlord's answer, another question cut by the crop at the bottom).
export const padmapper: ScreenSpec = {
  id: "padmapper-heated-by-the-bakery",
  app: "PadMapper",
  kind: "listing",
  dark: false,
  device: "iphone",
  format: "png",
  owner: { name: "Tarek", handle: null },
  time: "8:47",
  battery: 19,
  crop: { bottom: 86 },
  cutLines: 1,
  replies: true,
  css: `body{background:#fff;color:#1e2430}.fill{display:flex;flex-direction:column}.fill>*{flex:none}
.th{flex:none;height:44px;padding:0 14px;gap:16px;position:relative;z-index:3;background:#fff;border-bottom:1px solid #e8eaf0}.th b{flex:1;font-size:16px;font-weight:700}
.ps{gap:4px}.ps>.pic{flex:1}
.tp{padding:10px 16px 0}.pr{font-size:22px;font-weight:800;color:#1e2430}.pr small{font-size:14px;font-weight:500;color:#687086}.tn{font-size:16px;font-weight:600;line-height:21px;margin-top:2px}.tl{font-size:12.5px;color:#687086;margin-top:3px}
.fx{gap:0;margin:9px 16px 0;border:1px solid #e8eaf0;border-radius:8px}.fx div{flex:1;text-align:center;font-size:11px;color:#687086;padding:6px 0}.fx div+div{border-left:1px solid #e8eaf0}.fx b{display:block;font-size:14px;color:#1e2430}
.sel{gap:10px;margin:10px 16px 0;padding:8px 0;border-top:1px solid #e8eaf0;border-bottom:1px solid #e8eaf0}.sn{font-size:14px;font-weight:700}.sm{font-size:12px;color:#687086}
.hd2{font-size:15px;font-weight:700;padding:10px 16px 0}.tx{font-size:14.5px;line-height:20.5px;padding:4px 16px 0}
.cr{gap:10px;align-items:flex-start;padding-top:8px;padding-right:16px;padding-bottom:2px}.crn{font-size:13.5px;font-weight:700}.crm{font-size:12px;color:#8a92a6}.crx{font-size:14px;line-height:19px;margin-top:1px}`,
  html: `<div class="row th" data-role="ui">${icon.back(22)}<b>Listing</b>${icon.heart(21)}${icon.share(21)}</div>
<div class="fill">
<div class="row ps">${picture(0, 96, ["#d8c7a8", "#b89a6a"], abs(30, 20, 60, 76, "#7a5a3a", "4px 4px 0 0") + abs(100, 30, 50, 40, "#f2e8d2", "3px") + abs(160, 30, 50, 40, "#f2e8d2", "3px"))}${picture(0, 96, ["#e8e4de", "#cfc8bc"], abs(20, 50, 120, 46, "#8a8a9a", "6px") + abs(150, 20, 30, 50, "#f4f0e8", "2px"))}</div>
<div class="tp"><div class="pr" data-role="ui">$1,390 <small>/ month</small></div>${own("Bright 1 bed over a bakery, Mile End", "tn")}${ui("St-Viateur St W, Montréal, QC · listed 3 days ago", "tl")}</div>
<div class="row fx" data-role="ui"><div><b>1</b>Bed</div><div><b>1</b>Bath</div><div><b>610</b>Sq ft</div><div><b>Jan 1</b>Move in</div></div>
<div class="row sel">${avatar(34, "#4a5a7a")}<div style="flex:1">${ui("Tarek", "sn")}${ui("Landlord · 2 listings", "sm")}</div>${icon.chat(20)}</div>
${ui("Description", "hd2")}
${own("Second floor, south windows, hot water included. Laundry in the basement, one cat welcome.", "tx")}
${own("Heating is included, in the sense that a bakery fires its ovens under the bedroom at four every morning.", "tx")}
${own("Twelve-month lease from January 1. References please.", "tx")}
${ui("Questions (2)", "hd2")}
${crow({ name: "Sylvain", meta: "2d", color: "#7a5a8a", text: ["What happens when the bakery closes for the holidays?"], who: "Sylvain", size: 28 })}
${crow({ name: "Tarek", meta: "Landlord · 2d", color: "#4a5a7a", text: ["Bring slippers. They close for two weeks in August."], who: "owner", depth: 1, size: 28 })}
${crow({ name: "Ysaline", meta: "5h", color: "#8a7a4a", text: ["Is the bakery actually good? I ask because I would be down there daily, so is this an apartment or a trap?"], who: "Ysaline", size: 28 })}
</div>`,
};
