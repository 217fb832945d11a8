// Part D's listings (v35), each written by its seller or landlord, with other people's questions and the owner's answers.
import { avatar, icon, picture } from "./icons";
import type { ScreenSpec } from "./screen-type";
import { abs, crow, overBar, tagRow } from "./screens-d-kit";
import { own, ui } from "./shell";

// Sahibinden (a wooden fishing boat in Bodrum: photo, price, title, place, facts, description, seller row, a buyer's question and
// the seller's answer, another question cut by the Call / Message bar). Saved twice as JPEG.
export const sahibinden: ScreenSpec = {
  id: "sahibinden-she-came-back-up-twice",
  app: "Sahibinden",
  kind: "listing",
  dark: false,
  device: "android",
  format: "jpeg",
  generations: [{ quality: 82 }, { width: 900, quality: 66 }],
  owner: { name: "Selim", handle: null },
  time: "14:22",
  battery: 58,
  cutLines: 1,
  replies: true,
  css: `body{background:#eef0f2;color:#222}.fill{display:flex;flex-direction:column}.fill>*{flex:none}
.th{flex:none;height:50px;padding:0 14px;gap:16px;position:relative;z-index:3;background:#ffe800;color:#222}.th b{flex:1;font-size:17px;font-weight:800;color:#222;letter-spacing:-.2px}
.dots{position:absolute;right:10px;bottom:8px;font-size:11.5px;color:#fff;background:rgba(0,0,0,.55);border-radius:3px;padding:2px 7px}
.card{background:#fff;margin-top:6px;padding:10px 14px}.card.f{margin-top:0}
.pr{font-size:21px;font-weight:800;color:#1064bc}.tn{font-size:15.5px;font-weight:700;line-height:20px;margin-top:2px}.tl{font-size:12px;color:#6c737c;margin-top:4px}
.tg{gap:6px;flex-wrap:nowrap;margin-top:8px}.tg span{white-space:nowrap;font-size:11.5px;color:#333;background:#f3f3e6;border:1px solid #e2e2c8;border-radius:3px;padding:2px 7px}
.hd2{font-size:14px;font-weight:700;margin-bottom:1px;color:#1064bc}.tx{font-size:13.5px;line-height:19px;margin-top:4px}
.sel{gap:10px;align-items:center}.sn{font-size:14px;font-weight:700}.sm{font-size:11.5px;color:#6c737c}
.cr{gap:9px;align-items:flex-start;padding-top:7px;padding-right:14px;padding-bottom:2px}.crn{font-size:13px;font-weight:700}.crm{font-size:11.5px;color:#8a9099}.crx{font-size:13.5px;line-height:18.5px;margin-top:1px}
.bb{gap:8px;padding:8px 12px 10px;background:#fff;border-top:1px solid #dde0e4;box-shadow:0 -2px 6px rgba(0,0,0,.08)}.bb span{flex:1;text-align:center;font-size:15px;font-weight:600;border-radius:4px;padding:11px 0}.bb .a{color:#fff;background:#1064bc}.bb .b{color:#1064bc;border:1.5px solid #1064bc}`,
  html: `<div class="row th" data-role="ui">${icon.back(22)}<b>sahibinden.com</b>${icon.heart(21)}${icon.share(21)}</div>
<div class="fill">
<div style="position:relative">${picture("100%", 112, ["#8fc6e6", "#2f6f9a"], abs(0, 80, 360, 32, "#2a5f86") + abs(70, 56, 200, 30, "#f4f1ea", "4px 4px 60px 60px") + abs(70, 70, 200, 8, "#2f7fb8") + abs(150, 30, 50, 28, "#f4f1ea", "4px") + abs(158, 36, 14, 10, "#8fc6e6", "2px") + abs(176, 36, 14, 10, "#8fc6e6", "2px") + abs(120, 8, 4, 50, "#6a4a2a"))}${ui("1 / 11", "dots")}</div>
<div class="card f">${ui("TL 185,000", "pr")}${own("Wooden fishing boat, 7.2 m, 1988, with engine", "tn")}${ui("Mugla, Bodrum, Gumbet · From owner · 3 days ago", "tl")}
${tagRow(["7.2 m", "Diesel inboard", "Wood", "Trailer: No"])}</div>
<div class="card">${ui("Description", "hd2")}
${own("Built in Bodrum in 1988, new engine in 2021, kept in the water all year.", "tx")}
${own("She has sunk at her mooring twice, in 2009 and in 2017, and came back up both times, which is why the name on the side means stubborn and why I am the only fisherman in Gumbet she still listens to.", "tx")}
${own("Viewing on weekends, no exchanges.", "tx")}</div>
<div class="card" style="padding:9px 14px"><div class="row sel">${avatar(34, "#3a6a8a")}<div style="flex:1">${ui("Selim", "sn")}${ui("From owner · member since 2013", "sm")}</div>${icon.chat(20)}</div></div>
<div class="card" style="padding:8px 0 6px"><div class="hd2" style="padding-left:14px">Questions (2)</div>
${crow({ name: "Tarkan", meta: "2d", color: "#8a6a4a", text: ["Was anyone on her when she sank?"], who: "Tarkan", size: 28 })}
${crow({ name: "Selim", meta: "Owner · 2d", color: "#3a6a8a", text: ["Only me, and I also came back up."], who: "owner", depth: 1, size: 28 })}
${crow({ name: "Yasemin", meta: "1h", color: "#4a7a6a", text: ["Hello, my father and I fish near Turgutreis and could come on Sunday with cash. Does the sale include the nets and the mooring, and when was the hull last painted?"], who: "Yasemin", size: 28 })}</div>
</div>
${overBar(`<span class="b">Call</span><span class="a">Send message</span>`, "bb")}`,
};

// Yad2 (a three-room flat to rent on Mount Carmel, Haifa: thumbnail, rent, title, place, chips, description, a seeker's question and
// the landlord's answer, another question cut by the reply bar; the landlord's next answer being typed, iOS keyboard open).
export const yad2: ScreenSpec = {
  id: "yad2-shaul-leads-412-to-3",
  app: "Yad2",
  kind: "listing",
  dark: false,
  device: "iphone-max",
  format: "png",
  owner: { name: "Yoav", handle: null },
  time: "20:41",
  battery: 37,
  keyboard: true,
  suggestions: ["the", "it", "Yes"],
  cutLines: 1,
  replies: true,
  statusBarBackground: "#fff",
  css: `body{background:#fff;color:#20262d}.fill{display:flex;flex-direction:column}.fill>*{flex:none}
.th{flex:none;height:46px;padding:0 16px;gap:18px;position:relative;z-index:3;background:#fff;border-bottom:1px solid #eceff2}.th b{flex:1;font-size:19px;font-weight:900;color:#ff7100;text-align:center;letter-spacing:-.3px}
.top{gap:12px;padding:12px 16px 0;align-items:flex-start}.pr{font-size:19px;font-weight:800;color:#20262d}.tn{font-size:15.5px;font-weight:700;line-height:20px;margin-top:2px}.tl{font-size:12.5px;color:#6b7580;margin-top:2px}
.tg{gap:6px;flex-wrap:nowrap;margin:8px 16px 0}.tg span{white-space:nowrap;font-size:12px;color:#20262d;background:#fff2e6;border-radius:12px;padding:3px 10px}
.hd2{font-size:15px;font-weight:700;padding:10px 16px 0}.tx{font-size:14px;line-height:19.5px;padding:3px 16px 0}
.cr{gap:9px;align-items:flex-start;padding-top:7px;padding-right:16px;padding-bottom:1px}.crn{font-size:13.5px;font-weight:700}.crm{font-size:12px;color:#8a939c}.crx{font-size:14px;line-height:19px;margin-top:1px}
.ib{gap:10px;padding:8px 12px;background:#f6f7f8;border-top:1px solid #e2e6ea;align-items:center}.ib .f{flex:1;min-width:0;background:#fff;border:1px solid #d3d9df;border-radius:18px;padding:8px 14px;font-size:15px;white-space:nowrap;overflow:hidden}.ib .s{width:34px;height:34px;border-radius:50%;background:#ff7100;color:#fff;display:flex;align-items:center;justify-content:center}`,
  html: `<div class="row th" data-role="ui">${icon.back(22)}<b>yad2</b>${icon.heart(21)}</div>
<div class="fill">
<div class="row top">${picture(96, 78, ["#bfe0f4", "#e8e2d6"], abs(0, 44, 96, 34, "#2f7fb0") + abs(8, 10, 80, 40, "#f2efe8", "2px") + abs(14, 18, 14, 12, "#8fb9d6", "1px") + abs(40, 18, 14, 12, "#8fb9d6", "1px") + abs(66, 18, 14, 12, "#8fb9d6", "1px") + abs(8, 50, 80, 4, "#9a8a7a"))}<div style="flex:1;min-width:0">${ui("₪ 5,400 per month", "pr")}${own("3 rooms with a balcony, 3rd floor, no lift", "tn")}${ui("Haifa, Carmel Center · from 1 March", "tl")}</div></div>
${tagRow(["3 rooms", "72 m²", "Balcony", "Storage", "Renovated"])}
${ui("Description", "hd2")}
${own("Bright flat with a new kitchen, a balcony facing the bay and a storage room on the roof.", "tx")}
${own("Every tenant ends up playing backgammon on the landing with Shaul from the flat below, and he asked me to mention in this ad that he is currently ahead 412 games to 3.", "tx")}
${own("Suits a couple, no pets, three months' deposit.", "tx")}
${ui("Questions (2)", "hd2")}
${crow({ name: "Ziv", meta: "3d", color: "#6a5a9a", text: ["Who won the three?"], who: "Ziv", size: 28 })}
${crow({ name: "Yoav", meta: "Landlord · 3d", color: "#9a6a3a", text: ["My mother, and she has not played him since."], who: "owner", depth: 1, size: 28 })}
${crow({ name: "Shira", meta: "40m", color: "#3a8a7a", text: ["Hi Yoav, my partner and I are both nurses at Rambam, and some weeks we sleep in the daytime after nights. Is the building quiet before noon, and is there parking?"], who: "Shira", size: 28 })}
</div>
<div class="row ib" style="flex:none;position:relative;z-index:3"><div class="f" data-role="owner">Quiet in the mornings, and parking is easy after</div><span class="s" data-role="ui">${icon.send(17)}</span></div>`,
};

// Bazos (a cuckoo clock in Brno: photo, price, title, place, facts, description, seller row, a buyer's question and the seller's
// answer, another question cut by the crop at the bottom). Dark.
export const bazos: ScreenSpec = {
  id: "bazos-fourteen-minutes-early-since-1975",
  app: "Bazos",
  kind: "listing",
  dark: true,
  device: "iphone",
  format: "png",
  owner: { name: "Sarka", handle: null },
  time: "22:17",
  battery: 19,
  crop: { bottom: 18 },
  cutLines: 1,
  replies: true,
  css: `body{background:#15171a;color:#e6e8eb}.fill{display:flex;flex-direction:column}.fill>*{flex:none}
.th{flex:none;height:46px;padding:0 14px;gap:18px;position:relative;z-index:3;background:#1b2a3d;color:#e6e8eb}.th b{flex:1;font-size:18px;font-weight:800;color:#ffb400;letter-spacing:.2px}
.dots{position:absolute;right:12px;bottom:8px;font-size:11.5px;color:#fff;background:rgba(0,0,0,.55);border-radius:10px;padding:2px 9px}
.tp{padding:10px 16px 0}.pr{font-size:21px;font-weight:800;color:#ffb400}.tn{font-size:17px;font-weight:600;line-height:22px;margin-top:3px}.tl{font-size:12.5px;color:#9aa2ab;margin-top:4px}
.fx{display:grid;grid-template-columns:repeat(2,1fr);row-gap:4px;margin:10px 16px 0;padding:8px 10px;background:#1f2328;border-radius:6px}.fx div{font-size:12.5px;color:#9aa2ab}.fx b{color:#e6e8eb;font-weight:600}
.hd2{font-size:16px;font-weight:700;padding:12px 16px 0}.tx{font-size:14.5px;line-height:20.5px;padding:4px 16px 0}
.sel{gap:10px;margin:12px 16px 0;padding:9px 0;border-top:1px solid #2a2f35;border-bottom:1px solid #2a2f35}.sn{font-size:15px;font-weight:700}.sm{font-size:12px;color:#9aa2ab}
.cr{gap:10px;align-items:flex-start;padding-top:8px;padding-right:16px;padding-bottom:2px}.crn{font-size:13.5px;font-weight:700}.crm{font-size:12px;color:#8a929b}.crx{font-size:14px;line-height:19px;margin-top:1px}`,
  html: `<div class="row th" data-role="ui">${icon.back(22)}<b>bazos</b>${icon.heart(21)}${icon.share(21)}</div>
<div class="fill">
<div style="position:relative">${picture("100%", 120, ["#5a4636", "#2a211a"], abs(150, 14, 90, 70, "#7a5232", "45px 45px 4px 4px") + abs(138, 10, 114, 20, "#5a3a22", "50% 50% 0 0") + abs(173, 38, 44, 44, "#efe6d2", "50%") + abs(194, 44, 3, 18, "#2a211a") + abs(194, 58, 14, 3, "#2a211a") + abs(186, 16, 18, 14, "#c9a24a", "50%") + abs(172, 84, 4, 30, "#b08a4a") + abs(212, 84, 4, 30, "#b08a4a") + abs(166, 108, 16, 12, "#6a4a2a", "40%") + abs(206, 100, 16, 12, "#6a4a2a", "40%"))}${ui("1 / 6", "dots")}</div>
<div class="tp">${ui("CZK 3,900", "pr")}${own("Carved cuckoo clock, about 1975, working", "tn")}${ui("Brno, Zabovresky · added 17.11. · seen 488x", "tl")}</div>
<div class="fx" data-role="ui"><div>Condition: <b>Used</b></div><div>Height: <b>48 cm</b></div><div>Shipping: <b>No</b></div><div>Price: <b>Fixed</b></div></div>
${ui("Description", "hd2")}
${own("Hand-carved wooden cuckoo clock with both pine cone weights and the pendulum.", "tx")}
${own("It keeps perfect time, except the cuckoo appears fourteen minutes early, and after forty-eight years of it my whole family turns up everywhere fourteen minutes early, so please think about what you are taking on.", "tx")}
${own("Pickup in Brno only, cash.", "tx")}
<div class="row sel">${avatar(36, "#8a5a6a")}<div style="flex:1">${ui("Sarka", "sn")}${ui("Private seller · 4 ads · Brno", "sm")}</div>${icon.chat(20)}</div>
${ui("Questions", "hd2")}
${crow({ name: "Vlasta", meta: "yesterday", color: "#5a7a9a", text: ["Could a clockmaker not fix it?"], who: "Vlasta", size: 28 })}
${crow({ name: "Sarka", meta: "Seller · yesterday", color: "#8a5a6a", text: ["One offered in 1994. My mother showed him out fourteen minutes early."], who: "owner", depth: 1, size: 28 })}
${crow({ name: "Vojtech", meta: "2h", color: "#9a8a4a", text: ["Good evening, I collect clocks from the seventies and live in Zidlochovice, so I could come on Thursday after work. Is the bird original, and does the door still open by itself?"], who: "Vojtech", size: 28 })}
</div>`,
};
