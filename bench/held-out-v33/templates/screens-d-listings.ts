// Part D's listings (v33), each written by its seller or host, with other people's questions and the owner's answers.
import { avatar, icon, picture } from "./icons";
import type { ScreenSpec } from "./screen-type";
import { abs, crow, overBar, tagRow } from "./screens-d-kit";
import { own, ui } from "./shell";

// Anibis (an alphorn near Thun: photo, price, title, place, facts, description, seller row, a buyer's question and the
// seller's answer, another question cut by the Contact bar).
export const anibis: ScreenSpec = {
  id: "anibis-the-cows-come-to-the-fence",
  app: "Anibis",
  kind: "listing",
  dark: false,
  device: "android",
  format: "jpeg",
  quality: 72,
  owner: { name: "Ueli", handle: null },
  time: "18:22",
  battery: 58,
  cutLines: 1,
  replies: true,
  css: `body{background:#eef1f5;color:#1d2733}.fill{display:flex;flex-direction:column}.fill>*{flex:none}
.th{flex:none;height:50px;padding:0 14px;gap:16px;position:relative;z-index:3;background:#0b3b6e;color:#fff}.th b{flex:1;font-size:16px;font-weight:600}
.dots{position:absolute;right:10px;bottom:8px;font-size:11.5px;color:#fff;background:rgba(0,0,0,.5);border-radius:3px;padding:2px 7px}
.card{background:#fff;margin-top:6px;padding:10px 14px}.card.f{margin-top:0}
.pr{font-size:21px;font-weight:800;color:#0b3b6e}.tn{font-size:16.5px;font-weight:700;line-height:21px;margin-top:2px}.tl{font-size:12.5px;color:#6b7785;margin-top:4px}
.tg{gap:6px;flex-wrap:nowrap;margin-top:8px}.tg span{white-space:nowrap;font-size:11.5px;color:#0b3b6e;background:#e3ecf6;border-radius:10px;padding:3px 9px}
.hd2{font-size:14.5px;font-weight:700;margin-bottom:1px}.tx{font-size:13.5px;line-height:19px;margin-top:4px}
.sel{gap:10px;align-items:center}.sn{font-size:14px;font-weight:700}.sm{font-size:11.5px;color:#6b7785}
.cr{gap:9px;align-items:flex-start;padding-top:7px;padding-right:14px;padding-bottom:2px}.crn{font-size:13px;font-weight:700}.crm{font-size:11.5px;color:#8a95a3}.crx{font-size:13.5px;line-height:18.5px;margin-top:1px}
.bb{gap:8px;padding:8px 12px 10px;background:#fff;border-top:1px solid #dde3ea;box-shadow:0 -2px 6px rgba(0,0,0,.08)}.bb span{flex:1;text-align:center;font-size:15px;font-weight:600;border-radius:6px;padding:11px 0}.bb .a{color:#fff;background:#f5a300}.bb .b{color:#0b3b6e;border:1.5px solid #0b3b6e}`,
  html: `<div class="row th" data-role="ui">${icon.back(22)}<b>anibis.ch</b>${icon.heart(21)}${icon.share(21)}</div>
<div class="fill">
<div style="position:relative">${picture("100%", 112, ["#bcd7ee", "#e7eef3"], abs(0, 62, 360, 42, "#7fa05a") + abs(0, 50, 200, 30, "#9db7cc", "0 80px 0 0") + abs(30, 70, 300, 12, "#8b5a2b", "6px", "transform:rotate(-8deg)") + abs(300, 62, 34, 34, "#8b5a2b", "50%") + abs(34, 72, 12, 8, "#c9a06a", "3px") + abs(260, 78, 30, 14, "#fff", "6px"))}${ui("1 / 6", "dots")}</div>
<div class="card f">${ui("CHF 1,200", "pr")}${own("Alphorn in F, three parts, with bag", "tn")}${ui("3612 Steffisburg · yesterday", "tl")}
${tagRow(["Musical instruments", "Used", "Collection"])}</div>
<div class="card">${ui("Description", "hd2")}
${own("Spruce alphorn in F from a maker in the Emmental, 2015, with the bag and two mouthpieces.", "tx")}
${own("Selling because the cows in the next field now walk over to the fence whenever I practise, and the farmer says that since I called them, I can walk them back.", "tx")}
${own("Collection only, I will help you load it.", "tx")}</div>
<div class="card" style="padding:9px 14px"><div class="row sel">${avatar(34, "#6a7f5a")}<div style="flex:1">${ui("Ueli", "sn")}${ui("Private seller · on anibis since 2016", "sm")}</div>${icon.chat(20)}</div></div>
<div class="card" style="padding:8px 0 6px">${ui("Questions (2)", "hd2").replace('class="hd2"', 'class="hd2" style="padding-left:14px"')}
${crow({ name: "Seraina", meta: "yesterday", color: "#8a5a7a", text: ["Will it go in a small car?"], who: "Seraina", size: 28 })}
${crow({ name: "Ueli", meta: "Seller · yesterday", color: "#6a7f5a", text: ["In three parts, yes, with the front seat down and the sunroof open."], who: "owner", depth: 1, size: 28 })}
${crow({ name: "Urs", meta: "2h", color: "#4a6a8a", text: ["Hello, I play in a brass band in Thun and want to try it first. Could I drop by on Saturday before ten, and could the price move if I take the stand too?"], who: "Urs", size: 28 })}</div>
</div>
${overBar(`<span class="b">Call</span><span class="a">Send message</span>`, "bb")}`,
};

// Ideal Flatmate (a double room in Levenshulme: photo, rent, title, facts, description, a seeker's question and the host's
// answer, another question cut by the reply bar; the host's next answer being typed, iOS keyboard open).
export const idealflatmate: ScreenSpec = {
  id: "idealflatmate-the-loaf-and-the-note",
  app: "Ideal Flatmate",
  kind: "listing",
  dark: false,
  device: "iphone-max",
  format: "png",
  owner: { name: "Sheetal", handle: null },
  time: "08:14",
  battery: 37,
  keyboard: true,
  suggestions: ["the", "bread", "Yes"],
  cutLines: 1,
  replies: true,
  css: `body{background:#fff;color:#1e2a3b}.fill{display:flex;flex-direction:column}.fill>*{flex:none}
.th{flex:none;height:46px;padding:0 16px;gap:18px;position:relative;z-index:3;background:#fff;color:#1e2a3b;border-bottom:1px solid #e7ebef}.th b{flex:1;font-size:16px;font-weight:700;text-align:center}
.top{gap:12px;padding:18px 16px 0;align-items:flex-start}.pr{font-size:19px;font-weight:800;color:#12a08f}.pr small{font-size:12px;font-weight:500;color:#6b7785}.tn{font-size:15.5px;font-weight:700;line-height:20px;margin-top:2px}.tl{font-size:12.5px;color:#6b7785;margin-top:2px}
.tg{gap:6px;flex-wrap:nowrap;margin:8px 16px 0}.tg span{white-space:nowrap;font-size:12px;color:#0f6e63;background:#e2f5f2;border-radius:12px;padding:3px 10px}
.hd2{font-size:15px;font-weight:700;padding:10px 16px 0}.tx{font-size:14px;line-height:19.5px;padding:3px 16px 0}
.cr{gap:9px;align-items:flex-start;padding-top:7px;padding-right:16px;padding-bottom:1px}.crn{font-size:13.5px;font-weight:700}.crm{font-size:12px;color:#8a95a3}.crx{font-size:14px;line-height:19px;margin-top:1px}
.ib{gap:10px;padding:8px 12px;background:#f6f8fa;border-top:1px solid #e1e6eb;align-items:center}.ib .f{flex:1;min-width:0;background:#fff;border:1px solid #cfd8e0;border-radius:18px;padding:8px 14px;font-size:15px;white-space:nowrap;overflow:hidden}.ib .s{width:34px;height:34px;border-radius:50%;background:#12a08f;color:#fff;display:flex;align-items:center;justify-content:center}`,
  html: `<div class="row th" data-role="ui">${icon.back(22)}<b>Room details</b>${icon.heart(21)}</div>
<div class="fill">
<div class="row top">${picture(92, 74, ["#efe4d2", "#cdb89a"], abs(8, 8, 40, 30, "#bcd3e3", "2px", "border:3px solid #f6f1e8") + abs(50, 44, 40, 20, "#6f8fa8", "3px") + abs(0, 64, 92, 10, "#a88a66"))}<div style="flex:1;min-width:0">${ui("£575 pcm, bills included", "pr")}${own("Sunny double in a calm 3-bed house", "tn")}${ui("Levenshulme, Manchester M19 · from 1 March", "tl")}</div></div>
${tagRow(["Double bed", "Garden", "Cat in house", "Wi-Fi"])}
${ui("About the house", "hd2")}
${own("I'm Sheetal, 31, I work in HR at the hospital and keep fairly normal hours.", "tx")}
${own("Our other housemate, Zdenko, is a night-shift baker, so you will hardly ever see him, but every morning there is a warm loaf on the counter and a note saying which of us he is not speaking to this week.", "tx")}
${own("Looking for someone tidy who is fine with a cat.", "tx")}
${ui("Questions (2)", "hd2")}
${crow({ name: "Varun", meta: "2d", color: "#6a5a9a", text: ["Has anyone been on the note yet?"], who: "Varun", size: 28 })}
${crow({ name: "Sheetal", meta: "Host · 2d", color: "#c07a4a", text: ["Only me, twice, both times over the oven timer."], who: "owner", depth: 1, size: 28 })}
${crow({ name: "Yashika", meta: "40m", color: "#4a8a7a", text: ["Hi Sheetal! I'm a junior doctor starting at the Royal in March, so my rota is all over the place. Would my coming in at odd hours bother anyone?"], who: "Yashika", size: 28 })}
</div>
<div class="row ib" style="flex:none;position:relative;z-index:3"><div class="f" data-role="owner">Not at all, Zdenko will be up too, and he</div><span class="s" data-role="ui">${icon.send(17)}</span></div>`,
};

// Njuskalo (a towable banana boat in Split: photo, price, title, place, description, seller row, a buyer's question and the seller's
// answer, another question cut by the crop at the bottom). Dark.
export const njuskalo: ScreenSpec = {
  id: "njuskalo-the-banana-boat-is-on-brac",
  app: "Njuskalo",
  kind: "listing",
  dark: true,
  device: "iphone",
  format: "png",
  owner: { name: "Stipe", handle: null },
  time: "22:41",
  battery: 27,
  crop: { bottom: 40 },
  cutLines: 1,
  replies: true,
  css: `body{background:#15181c;color:#e6e9ed}.fill{display:flex;flex-direction:column}.fill>*{flex:none}
.th{flex:none;height:46px;padding:0 14px;gap:18px;position:relative;z-index:3;background:#15181c;color:#e6e9ed}.th b{flex:1;font-size:16px;font-weight:700;color:#ffb23e}
.dots{position:absolute;right:12px;bottom:8px;font-size:11.5px;color:#fff;background:rgba(0,0,0,.55);border-radius:10px;padding:2px 9px}
.tp{padding:10px 16px 0}.pr{font-size:22px;font-weight:800;color:#5aa9ff}.tn{font-size:17px;font-weight:600;line-height:22px;margin-top:3px}.tl{font-size:12.5px;color:#98a1ab;margin-top:4px}
.fx{display:grid;grid-template-columns:repeat(2,1fr);row-gap:4px;margin:10px 16px 0;padding:8px 10px;background:#1f2329;border-radius:8px}.fx div{font-size:12.5px;color:#98a1ab}.fx b{color:#e6e9ed;font-weight:600}
.hd2{font-size:16px;font-weight:700;padding:12px 16px 0}.tx{font-size:14.5px;line-height:20.5px;padding:4px 16px 0}
.sel{gap:10px;margin:12px 16px 0;padding:9px 0;border-top:1px solid #2b3036;border-bottom:1px solid #2b3036}.sn{font-size:15px;font-weight:700}.sm{font-size:12px;color:#98a1ab}
.cr{gap:10px;align-items:flex-start;padding-top:8px;padding-right:16px;padding-bottom:2px}.crn{font-size:13.5px;font-weight:700}.crm{font-size:12px;color:#8a939c}.crx{font-size:14px;line-height:19px;margin-top:1px}`,
  html: `<div class="row th" data-role="ui">${icon.back(22)}<b>Njuskalo</b>${icon.heart(21)}${icon.share(21)}</div>
<div class="fill">
<div style="position:relative">${picture("100%", 135, ["#7fc3e6", "#2f7fb0"], abs(0, 84, 390, 36, "#2a6d96") + abs(40, 60, 300, 36, "#ffd23a", "18px 40px 40px 18px", "transform:rotate(-4deg)") + abs(90, 52, 14, 14, "#e23a3a", "50%") + abs(160, 48, 14, 14, "#e23a3a", "50%") + abs(230, 44, 14, 14, "#e23a3a", "50%"))}${ui("1 / 5", "dots")}</div>
<div class="tp">${ui("€650", "pr")}${own("Banana boat for 4 riders, with tow rope and pump", "tn")}${ui("Split, Znjan · 3 days ago", "tl")}</div>
<div class="fx" data-role="ui"><div>Condition: <b>Used</b></div><div>Seats: <b>4</b></div><div>Delivery: <b>No</b></div><div>Views: <b>418</b></div></div>
${ui("Description", "hd2")}
${own("Used for two summers, no patches, handles all intact.", "tx")}
${own("My sister's husband borrowed it in July to paddle over to Brac, and he has been renting it to tourists there ever since, at twenty euros an hour.", "tx")}
${own("He is bringing it back on Sunday.", "tx")}
<div class="row sel">${avatar(36, "#7a5a9a")}<div style="flex:1">${ui("Stipe", "sn")}${ui("Private user · 7 ads · replies within a day", "sm")}</div>${icon.chat(20)}</div>
${ui("Questions", "hd2")}
${crow({ name: "Tonci", meta: "yesterday", color: "#5a8a6a", text: ["Is it possible to view it before Sunday?"], who: "Tonci", size: 28 })}
${crow({ name: "Stipe", meta: "Seller · yesterday", color: "#7a5a9a", text: ["Only if you take the ferry."], who: "owner", depth: 1, size: 28 })}
${crow({ name: "Zvonimir", meta: "1h", color: "#9a7a4a", text: ["Hi, is the pump electric or by hand? And would €550 be fine if I collect it on Monday morning in Znjan? I have cash and a trailer."], who: "Zvonimir", size: 28 })}
</div>`,
};
