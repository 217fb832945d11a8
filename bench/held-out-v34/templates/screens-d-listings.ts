// Part D's listings (v34), each written by its seller or host, with other people's questions and the owner's answers.
import { avatar, icon, picture } from "./icons";
import type { ScreenSpec } from "./screen-type";
import { abs, crow, overBar, tagRow } from "./screens-d-kit";
import { own, ui } from "./shell";

// Otomoto (an estate car in Poznan: photo, price, title, facts, description, seller row, a buyer's question and the
// seller's answer, another question cut by the Call / Message bar).
export const otomoto: ScreenSpec = {
  id: "otomoto-sixty-kilos-from-zakopane",
  app: "Otomoto",
  kind: "listing",
  dark: false,
  device: "android",
  format: "jpeg",
  quality: 74,
  owner: { name: "Szymon", handle: null },
  time: "17:06",
  battery: 63,
  cutLines: 1,
  replies: true,
  css: `body{background:#f2f3f5;color:#1f2328}.fill{display:flex;flex-direction:column}.fill>*{flex:none}
.th{flex:none;height:50px;padding:0 14px;gap:16px;position:relative;z-index:3;background:#fff;color:#1f2328;border-bottom:1px solid #e3e5e8}.th b{flex:1;font-size:17px;font-weight:800;color:#e2001a;letter-spacing:-.3px}
.dots{position:absolute;right:10px;bottom:8px;font-size:11.5px;color:#fff;background:rgba(0,0,0,.55);border-radius:3px;padding:2px 7px}
.card{background:#fff;margin-top:6px;padding:10px 14px}.card.f{margin-top:0}
.pr{font-size:22px;font-weight:800;color:#1f2328}.pr small{font-size:12px;font-weight:500;color:#6c737c;margin-left:6px}.tn{font-size:16px;font-weight:700;line-height:21px;margin-top:2px}.tl{font-size:12.5px;color:#6c737c;margin-top:4px}
.tg{gap:6px;flex-wrap:nowrap;margin-top:8px}.tg span{white-space:nowrap;font-size:11.5px;color:#3b4148;background:#eef0f3;border-radius:4px;padding:3px 8px}
.hd2{font-size:14.5px;font-weight:700;margin-bottom:1px}.tx{font-size:13.5px;line-height:19px;margin-top:4px}
.sel{gap:10px;align-items:center}.sn{font-size:14px;font-weight:700}.sm{font-size:11.5px;color:#6c737c}
.cr{gap:9px;align-items:flex-start;padding-top:7px;padding-right:14px;padding-bottom:2px}.crn{font-size:13px;font-weight:700}.crm{font-size:11.5px;color:#8a9099}.crx{font-size:13.5px;line-height:18.5px;margin-top:1px}
.bb{gap:8px;padding:8px 12px 10px;background:#fff;border-top:1px solid #dde0e4;box-shadow:0 -2px 6px rgba(0,0,0,.08)}.bb span{flex:1;text-align:center;font-size:15px;font-weight:600;border-radius:4px;padding:11px 0}.bb .a{color:#fff;background:#e2001a}.bb .b{color:#e2001a;border:1.5px solid #e2001a}`,
  html: `<div class="row th" data-role="ui">${icon.back(22)}<b>otomoto</b>${icon.heart(21)}${icon.share(21)}</div>
<div class="fill">
<div style="position:relative">${picture("100%", 106, ["#c9d6e2", "#8e9aa6"], abs(0, 88, 360, 30, "#6d747b") + abs(52, 40, 250, 48, "#6a2a2a", "26px 60px 8px 8px") + abs(82, 28, 140, 26, "#7d3434", "22px 30px 0 0") + abs(98, 32, 50, 18, "#bcd0df", "6px") + abs(156, 32, 52, 18, "#bcd0df", "6px") + abs(76, 76, 36, 36, "#222", "50%") + abs(240, 76, 36, 36, "#222", "50%"))}${ui("1 / 14", "dots")}</div>
<div class="card f">${ui("PLN 17,900", "pr")}${own("Skoda Octavia 1.9 TDI Combi, 2009", "tn")}${ui("Poznan, Wilda · Private seller · today 09:40", "tl")}
${tagRow(["287,000 km", "Diesel", "Manual", "Estate"])}</div>
<div class="card">${ui("Description", "hd2")}
${own("One owner since 2012, full service book, new clutch and tyres last spring.", "tx")}
${own("Only fault: the boot still smells of the smoked cheese my wife's father brought back from Zakopane in 2019, sixty kilos of it, and no valet has beaten it.", "tx")}
${own("Serious buyers only, cash or transfer on the day.", "tx")}</div>
<div class="card" style="padding:9px 14px"><div class="row sel">${avatar(34, "#5a6f8a")}<div style="flex:1">${ui("Szymon", "sn")}${ui("Private seller · on otomoto since 2015", "sm")}</div>${icon.chat(20)}</div></div>
<div class="card" style="padding:8px 0 6px"><div class="hd2" style="padding-left:14px">Questions (2)</div>
${crow({ name: "Stasiek", meta: "today", color: "#8a6a4a", text: ["Is the cheese smell extra?"], who: "Stasiek", size: 28 })}
${crow({ name: "Szymon", meta: "Seller · today", color: "#5a6f8a", text: ["It is free, and dogs will follow you in every car park."], who: "owner", depth: 1, size: 28 })}
${crow({ name: "Wiesiek", meta: "1h", color: "#4a7a6a", text: ["Good afternoon, I could come from Leszno on Saturday morning with cash. Has the timing belt been changed, and is there any rust under the boot floor or on the sills?"], who: "Wiesiek", size: 28 })}</div>
</div>
${overBar(`<span class="b">Call</span><span class="a">Send message</span>`, "bb")}`,
};

// Bolha (forty-one concrete garden frogs in Kranj: photo, price, title, place, facts, description, seller row, a buyer's question
// and the seller's answer, another question cut by the crop at the bottom). Dark.
export const bolha: ScreenSpec = {
  id: "bolha-how-is-tadej-doing-in-the-shade",
  app: "Bolha",
  kind: "listing",
  dark: true,
  device: "iphone",
  format: "png",
  owner: { name: "Sonja", handle: null },
  time: "21:58",
  battery: 41,
  crop: { bottom: 24 },
  cutLines: 1,
  replies: true,
  css: `body{background:#121417;color:#e8eaed}.fill{display:flex;flex-direction:column}.fill>*{flex:none}
.th{flex:none;height:46px;padding:0 14px;gap:18px;position:relative;z-index:3;background:#121417;color:#e8eaed}.th b{flex:1;font-size:18px;font-weight:800;color:#f7a21b;letter-spacing:.2px}
.dots{position:absolute;right:12px;bottom:8px;font-size:11.5px;color:#fff;background:rgba(0,0,0,.55);border-radius:10px;padding:2px 9px}
.tp{padding:10px 16px 0}.pr{font-size:22px;font-weight:800;color:#f7a21b}.tn{font-size:17px;font-weight:600;line-height:22px;margin-top:3px}.tl{font-size:12.5px;color:#9aa2ab;margin-top:4px}
.fx{display:grid;grid-template-columns:repeat(2,1fr);row-gap:4px;margin:10px 16px 0;padding:8px 10px;background:#1d2126;border-radius:8px}.fx div{font-size:12.5px;color:#9aa2ab}.fx b{color:#e8eaed;font-weight:600}
.hd2{font-size:16px;font-weight:700;padding:12px 16px 0}.tx{font-size:14.5px;line-height:20.5px;padding:4px 16px 0}
.sel{gap:10px;margin:12px 16px 0;padding:9px 0;border-top:1px solid #2a2f35;border-bottom:1px solid #2a2f35}.sn{font-size:15px;font-weight:700}.sm{font-size:12px;color:#9aa2ab}
.cr{gap:10px;align-items:flex-start;padding-top:8px;padding-right:16px;padding-bottom:2px}.crn{font-size:13.5px;font-weight:700}.crm{font-size:12px;color:#8a929b}.crx{font-size:14px;line-height:19px;margin-top:1px}`,
  html: `<div class="row th" data-role="ui">${icon.back(22)}<b>bolha</b>${icon.heart(21)}${icon.share(21)}</div>
<div class="fill">
<div style="position:relative">${picture("100%", 110, ["#8fb7d6", "#5f8f4a"], abs(22, 62, 46, 36, "#4f7f3a", "50% 50% 40% 40%") + abs(28, 54, 12, 12, "#e9f0c8", "50%") + abs(50, 54, 12, 12, "#e9f0c8", "50%") + abs(90, 62, 46, 36, "#6a9a4a", "50% 50% 40% 40%") + abs(96, 54, 12, 12, "#e9f0c8", "50%") + abs(118, 54, 12, 12, "#e9f0c8", "50%") + abs(158, 62, 46, 36, "#3f6f5a", "50% 50% 40% 40%") + abs(164, 54, 12, 12, "#e9f0c8", "50%") + abs(186, 54, 12, 12, "#e9f0c8", "50%") + abs(226, 62, 46, 36, "#7a8a3a", "50% 50% 40% 40%") + abs(232, 54, 12, 12, "#e9f0c8", "50%") + abs(254, 54, 12, 12, "#e9f0c8", "50%") + abs(294, 62, 46, 36, "#4f8f4a", "50% 50% 40% 40%") + abs(300, 54, 12, 12, "#e9f0c8", "50%") + abs(322, 54, 12, 12, "#e9f0c8", "50%"))}${ui("1 / 9", "dots")}</div>
<div class="tp">${ui("€380", "pr")}${own("Concrete garden frogs, 41 pieces, sold together only", "tn")}${ui("Kranj, Gorenjska · 2 days ago", "tl")}</div>
<div class="fx" data-role="ui"><div>Condition: <b>Used</b></div><div>Pieces: <b>41</b></div><div>Delivery: <b>No</b></div><div>Views: <b>1,206</b></div></div>
${ui("Description", "hd2")}
${own("Hand-painted concrete frogs, most from the 1990s, a few chipped crowns.", "tx")}
${own("Selling because the neighbours' children have named all forty-one, and they ring the bell to ask how Tadej is doing whenever I move him into the shade.", "tx")}
${own("Please bring a van and some blankets.", "tx")}
<div class="row sel">${avatar(36, "#8a5a6a")}<div style="flex:1">${ui("Sonja", "sn")}${ui("Private user · 12 ads · replies in a few hours", "sm")}</div>${icon.chat(20)}</div>
${ui("Questions", "hd2")}
${crow({ name: "Tjasa", meta: "yesterday", color: "#5a7a9a", text: ["Do the names come with them?"], who: "Tjasa", size: 28 })}
${crow({ name: "Sonja", meta: "Seller · yesterday", color: "#8a5a6a", text: ["Yes, and a list of which ones must not stand together."], who: "owner", depth: 1, size: 28 })}
${crow({ name: "Spela", meta: "3h", color: "#9a8a4a", text: ["Good evening, I run a small campsite near Bled and would take them all. Could you hold them until the 20th, and would you take €300 if I collect them myself with my brother's van?"], who: "Spela", size: 28 })}
</div>`,
};

// Property24 (a garden cottage to rent on a wine farm in Stellenbosch: photo, rent, title, place, chips, description, a tenant's question
// and the host's answer, another question cut by the reply bar; the host's next answer being typed, iOS keyboard open).
export const property24: ScreenSpec = {
  id: "property24-two-rand-for-the-wrong-door",
  app: "Property24",
  kind: "listing",
  dark: false,
  device: "iphone-max",
  format: "png",
  owner: { name: "Tiaan", handle: null },
  time: "07:52",
  battery: 52,
  keyboard: true,
  suggestions: ["he", "the", "Yes"],
  cutLines: 1,
  replies: true,
  css: `body{background:#fff;color:#1b2633}.fill{display:flex;flex-direction:column}.fill>*{flex:none}
.th{flex:none;height:46px;padding:0 16px;gap:18px;position:relative;z-index:3;background:#1d3f6e;color:#fff}.th b{flex:1;font-size:16px;font-weight:700;text-align:center}
.top{gap:12px;padding:14px 16px 0;align-items:flex-start}.pr{font-size:19px;font-weight:800;color:#1d3f6e}.tn{font-size:15.5px;font-weight:700;line-height:20px;margin-top:2px}.tl{font-size:12.5px;color:#6b7683;margin-top:2px}
.tg{gap:6px;flex-wrap:nowrap;margin:8px 16px 0}.tg span{white-space:nowrap;font-size:12px;color:#1d3f6e;background:#e6eef8;border-radius:12px;padding:3px 10px}
.hd2{font-size:15px;font-weight:700;padding:10px 16px 0}.tx{font-size:14px;line-height:19.5px;padding:3px 16px 0}
.cr{gap:9px;align-items:flex-start;padding-top:7px;padding-right:16px;padding-bottom:1px}.crn{font-size:13.5px;font-weight:700}.crm{font-size:12px;color:#8a95a3}.crx{font-size:14px;line-height:19px;margin-top:1px}
.ib{gap:10px;padding:8px 12px;background:#f5f7f9;border-top:1px solid #e1e6eb;align-items:center}.ib .f{flex:1;min-width:0;background:#fff;border:1px solid #cfd8e0;border-radius:18px;padding:8px 14px;font-size:15px;white-space:nowrap;overflow:hidden}.ib .s{width:34px;height:34px;border-radius:50%;background:#f08a24;color:#fff;display:flex;align-items:center;justify-content:center}`,
  statusBarDark: true,
  statusBarBackground: "#1d3f6e",
  html: `<div class="row th" data-role="ui">${icon.back(22)}<b>Property24</b>${icon.heart(21)}</div>
<div class="fill">
<div class="row top">${picture(96, 78, ["#cfe3f0", "#e9dcc4"], abs(10, 30, 76, 40, "#f4efe6", "2px") + abs(4, 18, 88, 16, "#7a4a3a", "2px 2px 0 0") + abs(40, 46, 16, 24, "#5a6a7a", "2px") + abs(62, 6, 22, 14, "#2e6a8a", "50% 50% 0 0") + abs(0, 70, 96, 8, "#6a8a4a"))}<div style="flex:1;min-width:0">${ui("R 7,800 per month", "pr")}${own("Garden cottage on a wine farm, 1 bedroom", "tn")}${ui("Stellenbosch, Jonkershoek Road · from 1 July", "tl")}</div></div>
${tagRow(["1 bed", "Own entrance", "Prepaid electricity", "Pet-friendly"])}
${ui("Description", "hd2")}
${own("Quiet cottage with its own entrance, a stoep and the Jonkershoek mountains out the front.", "tx")}
${own("The tasting room is next door, so on Saturday afternoons someone knocks on the cottage door sure it is the toilets, and the last tenant started charging them two rand.", "tx")}
${own("Suits a single professional, no smokers please.", "tx")}
${ui("Questions (2)", "hd2")}
${crow({ name: "Siyabonga", meta: "2d", color: "#6a5a9a", text: ["So what did she earn from it?"], who: "Siyabonga", size: 28 })}
${crow({ name: "Tiaan", meta: "Landlord · 2d", color: "#9a6a3a", text: ["Enough for the deposit on her next place."], who: "owner", depth: 1, size: 28 })}
${crow({ name: "Zinhle", meta: "25m", color: "#3a8a7a", text: ["Hi Tiaan, I'm a vet starting at a practice in Somerset West in July and I leave for work at six. Is the road lit at night, and could my two cats come?"], who: "Zinhle", size: 28 })}
</div>
<div class="row ib" style="flex:none;position:relative;z-index:3"><div class="f" data-role="owner">Cats are fine, and the road is lit up to the gate</div><span class="s" data-role="ui">${icon.send(17)}</span></div>`,
};

// Worldpackers (a hostel in Valparaiso asking for a reception volunteer: photo, title, place, chips, what the host asks and
// offers, the funicular, a traveller's question and the host's answer, another question cut by the Apply bar).
export const worldpackers: ScreenSpec = {
  id: "worldpackers-the-calves-come-with-the-view",
  app: "Worldpackers",
  kind: "listing",
  dark: false,
  device: "android",
  format: "png",
  downscaleTo: 720,
  owner: { name: "Tomás", handle: null },
  time: "10:03",
  battery: 92,
  cutLines: 1,
  replies: true,
  css: `body{background:#fff;color:#1d2a2a}.fill{display:flex;flex-direction:column}.fill>*{flex:none}
.th{flex:none;height:50px;padding:0 14px;gap:16px;position:relative;z-index:3;background:#fff;border-bottom:1px solid #e4ecea}.th b{flex:1;font-size:16.5px;font-weight:800;color:#14a38b}
.tp{padding:18px 16px 0}.tn{font-size:17px;font-weight:700;line-height:22px}.tl{font-size:12.5px;color:#6a7a78;margin-top:3px}.rt{gap:5px;margin-top:4px;font-size:12.5px;color:#6a7a78;align-items:center}.rt b{color:#1d2a2a}
.tg{gap:6px;flex-wrap:nowrap;margin:8px 16px 0}.tg span{white-space:nowrap;font-size:11.5px;color:#0f7e6b;background:#e3f5f1;border-radius:10px;padding:3px 9px}
.hd2{font-size:14.5px;font-weight:700;padding:14px 16px 0}.tx{font-size:13.5px;line-height:19px;padding:3px 16px 0}
.cr{gap:9px;align-items:flex-start;padding-top:7px;padding-right:14px;padding-bottom:1px}.crn{font-size:13px;font-weight:700}.crm{font-size:11.5px;color:#8a9896}.crx{font-size:13.5px;line-height:18.5px;margin-top:1px}
.bb{gap:10px;padding:8px 14px 10px;background:#fff;border-top:1px solid #e0e8e6;box-shadow:0 -2px 6px rgba(0,0,0,.06)}.bb .t{flex:1;font-size:12px;color:#6a7a78}.bb .t b{display:block;font-size:14px;color:#1d2a2a}.bb .a{background:#14a38b;color:#fff;font-size:15px;font-weight:700;border-radius:22px;padding:10px 26px}`,
  html: `<div class="row th" data-role="ui">${icon.back(22)}<b>worldpackers</b>${icon.heart(21)}${icon.share(21)}</div>
<div class="fill">
<div style="position:relative">${picture("100%", 140, ["#9fd0ea", "#f0c98a"], abs(0, 76, 120, 64, "#e85a4a") + abs(120, 66, 90, 74, "#f2c14e") + abs(210, 82, 80, 58, "#4a8ad0") + abs(290, 72, 70, 68, "#7ac46a") + abs(150, 40, 26, 100, "#c9c3b6", "3px", "transform:rotate(32deg)") + abs(160, 74, 22, 16, "#b8382f", "3px", "transform:rotate(32deg)"))}</div>
<div class="tp">${own("Reception volunteer at a hostel on Cerro Alegre", "tn")}${ui("Valparaiso, Chile · Host: Tomás · Hostel", "tl")}<div class="row rt" data-role="ui">${icon.star(13, "#f2b01e")}<b>4.9</b><span>· 118 reviews · Verified host</span></div></div>
${tagRow(["Min. 4 weeks", "20 h a week", "Spanish: basic"])}
${ui("About the position", "hd2")}
${own("Four hours a day at reception, five days a week, in exchange for a bed in the shared room and breakfast.", "tx")}
${own("The funicular out the front breaks down about once a week, and then whoever is on shift carries the guests' suitcases up the 212 steps, which is why every volunteer review mentions the view and their calves.", "tx")}
${own("You will get by with English and some basic Spanish.", "tx")}
${ui("Questions (2)", "hd2")}
${crow({ name: "Yamila", meta: "4d", color: "#9a5a7a", text: ["Do the calves at least get a day off?"], who: "Yamila", size: 28 })}
${crow({ name: "Tomás", meta: "Host · 4d", color: "#3a7a9a", text: ["Two, and the funicular usually takes the same two."], who: "owner", depth: 1, size: 28 })}
${crow({ name: "Zulema", meta: "3h", color: "#6a8a3a", text: ["Hi Tomás, I can arrive on the 3rd and stay six weeks. I have worked at a hostel front desk in Mendoza before. Is the shared room mixed, and is there a locker for my laptop?"], who: "Zulema", size: 28 })}
</div>
${overBar(`<div class="t"><b>4 weeks minimum</b>Dates are flexible</div><span class="a">Apply</span>`, "bb")}`,
};
