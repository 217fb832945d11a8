// Part D's listings (v37), each written by its seller, with other people's questions and the owner's answers.
import { avatar, icon, picture } from "./icons";
import type { ScreenSpec } from "./screen-type";
import { abs, crow, overBar, tagRow } from "./screens-d-kit";
import { own, ui } from "./shell";

// Tori (a hand ice auger in Kuopio: photo, price, title, place, chips, description, seller row, a buyer's question and the seller's
// answer, another question cut by the Call / Message bar). Saved twice as JPEG.
export const tori: ScreenSpec = {
  id: "tori-eleven-perch-in-twenty-winters",
  app: "Tori",
  kind: "listing",
  dark: false,
  device: "android",
  format: "jpeg",
  generations: [{ quality: 82 }, { width: 920, quality: 66 }],
  owner: { name: "Seppo", handle: null },
  time: "16:41",
  battery: 38,
  cutLines: 1,
  replies: true,
  statusBarBackground: "#fff",
  css: `body{background:#eef1f4;color:#1b1f27}.fill{display:flex;flex-direction:column}.fill>*{flex:none}
.th{flex:none;height:50px;padding:0 14px;gap:16px;position:relative;z-index:3;background:#fff;border-bottom:1px solid #e2e6eb}.th b{flex:1;font-size:22px;font-weight:900;color:#f0592a;letter-spacing:-.6px}
.dots{position:absolute;right:10px;bottom:8px;font-size:11.5px;color:#fff;background:rgba(0,0,0,.5);border-radius:9px;padding:2px 8px}
.card{background:#fff;margin-top:6px;padding:10px 14px}.card.f{margin-top:0}
.pr{font-size:23px;font-weight:800;color:#1b1f27}.tn{font-size:16px;font-weight:600;line-height:21px;margin-top:2px}.tl{font-size:12px;color:#6a7280;margin-top:4px}
.tg{gap:6px;flex-wrap:nowrap;margin-top:8px}.tg span{white-space:nowrap;font-size:11.5px;color:#2a303a;background:#f2f4f7;border:1px solid #dfe3e8;border-radius:4px;padding:2px 8px}
.hd2{font-size:14.5px;font-weight:700;margin-bottom:1px}.tx{font-size:13.5px;line-height:19px;margin-top:4px}
.sel{gap:10px;align-items:center}.sn{font-size:14px;font-weight:700}.sm{font-size:11.5px;color:#6a7280}
.cr{gap:9px;align-items:flex-start;padding-top:7px;padding-right:14px;padding-bottom:2px}.crn{font-size:13px;font-weight:700}.crm{font-size:11.5px;color:#8a919c}.crx{font-size:13.5px;line-height:18.5px;margin-top:1px}
.bb{gap:8px;padding:8px 12px 10px;background:#fff;border-top:1px solid #dde1e6;box-shadow:0 -2px 6px rgba(0,0,0,.08)}.bb span{flex:1;text-align:center;font-size:15px;font-weight:600;border-radius:6px;padding:11px 0}.bb .a{color:#fff;background:#f0592a}.bb .b{color:#f0592a;border:1.5px solid #f0592a}`,
  html: `<div class="row th" data-role="ui">${icon.back(22)}<b>tori</b>${icon.heart(21)}${icon.share(21)}</div>
<div class="fill">
<div style="position:relative">${picture("100%", 129, ["#dfe9f2", "#b9c9d8"], abs(0, 84, 360, 36, "#e9eef3") + abs(60, 90, 240, 10, "#8a98a6", "5px") + abs(170, 8, 8, 96, "#5f6b78") + abs(140, 8, 68, 8, "#2f6fb0", "4px") + abs(166, 96, 16, 16, "#9aa6b2", "50%") + abs(174, 40, 2, 60, "#c9d2db"))}${ui("1 / 4", "dots")}</div>
<div class="card f">${ui("35 €", "pr")}${own("Hand ice auger, 150 mm, with blade guard", "tn")}${ui("Kuopio · Private · 3 days ago", "tl")}
${tagRow(["Used", "150 mm", "Pickup", "MobilePay"])}</div>
<div class="card">${ui("Description", "hd2")}
${own("Hand auger for ice fishing, blades sharpened last winter, no rust.", "tx")}
${own("In twenty winters on Kallavesi it drilled about four hundred holes and caught, by my wife's count, eleven perch, so it has seen a great deal more ice than fish.", "tx")}
${own("Pickup in Kuopio, Petonen. Cash or MobilePay.", "tx")}</div>
<div class="card" style="padding:9px 14px"><div class="row sel">${avatar(34, "#5a7a9a")}<div style="flex:1">${ui("Seppo", "sn")}${ui("Private seller · on Tori since 2009", "sm")}</div>${icon.chat(20)}</div></div>
<div class="card" style="padding:8px 0 6px"><div class="hd2" style="padding-left:14px">Questions (2)</div>
${crow({ name: "Ville", meta: "1d", color: "#8a6a4a", text: ["Is the fish count in the price, or do I start from zero?"], who: "Ville", size: 28 })}
${crow({ name: "Seppo", meta: "Seller · 1d", color: "#5a7a9a", text: ["The count stays with my wife, Ville."], who: "owner", depth: 1, size: 28 })}
${crow({ name: "Veera", meta: "2h", color: "#9a5a7a", text: ["Good evening, I am asking for my father in Siilinjarvi, who has a bad shoulder. Does the handle fold in two so it fits the boot of a small car, and could I come on Thursday after five?"], who: "Veera", size: 28 })}</div>
</div>
${overBar(`<span class="b">Call</span><span class="a">Send message</span>`, "bb")}`,
};

// Jofogas (an upright piano in Szeged: thumbnail, price, title, place, description, a buyer's question and the seller's answer,
// another question cut by the reply bar; the seller's next answer being typed, iOS keyboard open). Dark.
export const jofogas: ScreenSpec = {
  id: "jofogas-the-movers-never-came-back",
  app: "Jófogás",
  kind: "listing",
  dark: true,
  device: "iphone",
  format: "png",
  owner: { name: "Szabolcs", handle: null },
  time: "23:04",
  battery: 19,
  keyboard: true,
  suggestions: ["the", "it", "yes"],
  cutLines: 1,
  replies: true,
  css: `body{background:#131517;color:#eceef0}.fill{display:flex;flex-direction:column}.fill>*{flex:none}
.th{flex:none;height:46px;padding:0 16px;gap:18px;position:relative;z-index:3;background:#1a1d20;border-bottom:1px solid #2a2e33}.th b{flex:1;font-size:19px;font-weight:900;color:#3ccf6e;letter-spacing:-.4px}
.top{gap:12px;padding:15px 16px 0;align-items:flex-start}.pr{font-size:19px;font-weight:800}.tn{font-size:15px;font-weight:700;line-height:19px;margin-top:2px}.tl{font-size:12px;color:#9aa1a8;margin-top:2px}
.hd2{font-size:14.5px;font-weight:700;padding:8px 16px 0}.tx{font-size:14px;line-height:19px;padding:3px 16px 0}
.cr{gap:9px;align-items:flex-start;padding-top:6px;padding-right:16px;padding-bottom:1px}.crn{font-size:13px;font-weight:700}.crm{font-size:11.5px;color:#8a9096}.crx{font-size:14px;line-height:19px;margin-top:1px}
.ib{gap:10px;padding:8px 12px;background:#1a1d20;border-top:1px solid #2a2e33;align-items:center}.ib .f{flex:1;min-width:0;background:#26292d;border:1px solid #34383d;border-radius:18px;padding:8px 14px;font-size:15px;white-space:nowrap;overflow:hidden}.ib .s{width:34px;height:34px;border-radius:50%;background:#3ccf6e;color:#0d1a12;display:flex;align-items:center;justify-content:center}`,
  html: `<div class="row th" data-role="ui">${icon.back(22)}<b>jófogás</b>${icon.heart(21)}${icon.share(21)}</div>
<div class="fill">
<div class="row top">${picture(70, 62, ["#3a2a20", "#1c140f"], abs(10, 10, 50, 44, "#5a3a24", "3px") + abs(14, 34, 42, 8, "#f2efe8") + abs(18, 34, 3, 5, "#111") + abs(26, 34, 3, 5, "#111") + abs(38, 34, 3, 5, "#111") + abs(46, 34, 3, 5, "#111"))}<div style="flex:1;min-width:0">${ui("180 000 Ft", "pr")}${own("Petrof upright piano, walnut", "tn")}${ui("Szeged · Private · 5 days ago", "tl")}</div></div>
${ui("Description", "hd2")}
${own("Petrof from 1987, every key works, tuned in March.", "tx")}
${own("It stands in a third-floor flat with no lift, and the four men who carried it up in 1994 told my father they would never come back, a promise they have kept for over thirty years.", "tx")}
${own("Buyer arranges the movers.", "tx")}
${ui("Questions (2)", "hd2")}
${crow({ name: "Zsuzsa", meta: "3d", color: "#8a5a7a", text: ["Does the price cover the third floor?"], who: "Zsuzsa", size: 26 })}
${crow({ name: "Szabolcs", meta: "Seller · 3d", color: "#5a7a5a", text: ["Only the stairs, Zsuzsa. All sixty-two."], who: "owner", depth: 1, size: 26 })}
${crow({ name: "Tibor", meta: "40m", color: "#5a6a9a", text: ["Good evening, my daughter began lessons at the conservatory and we are looking for a first piano. Does the bench come with it, when was the last full service, and could we come and hear it played on Saturday?"], who: "Tibor", size: 26 })}
</div>
<div class="row ib" style="flex:none;position:relative;z-index:3"><div class="f" data-role="owner">Yes, the bench comes with it and Saturday</div><span class="s" data-role="ui">${icon.send(17)}</span></div>`,
};

// Sbazar (an insulated dog kennel in Brno: photo, price, title, place, chips, description, seller row, a buyer's question and the
// seller's answer, another question cut by the Call / Message bar). JPEG.
export const sbazar: ScreenSpec = {
  id: "sbazar-the-kennel-held-a-brother-in-law",
  app: "Sbazar",
  kind: "listing",
  dark: false,
  device: "android",
  format: "jpeg",
  quality: 77,
  owner: { name: "Zbynek", handle: null },
  time: "10:12",
  battery: 88,
  cutLines: 1,
  replies: true,
  statusBarDark: true,
  statusBarBackground: "#c8102e",
  css: `body{background:#f3f3f3;color:#222}.fill{display:flex;flex-direction:column}.fill>*{flex:none}
.th{flex:none;height:50px;padding:0 14px;gap:16px;position:relative;z-index:3;background:#c8102e;color:#fff}.th b{flex:1;font-size:20px;font-weight:800;color:#fff;letter-spacing:-.3px}
.dots{position:absolute;right:10px;bottom:8px;font-size:11.5px;color:#fff;background:rgba(0,0,0,.5);border-radius:9px;padding:2px 8px}
.card{background:#fff;margin-top:6px;padding:10px 14px}.card.f{margin-top:0}
.pr{font-size:22px;font-weight:800;color:#c8102e}.tn{font-size:15.5px;font-weight:700;line-height:20px;margin-top:2px}.tl{font-size:12px;color:#6f6f6f;margin-top:4px}
.tg{gap:6px;flex-wrap:nowrap;margin-top:8px}.tg span{white-space:nowrap;font-size:11.5px;color:#333;background:#f1f1f1;border-radius:10px;padding:2px 9px}
.hd2{font-size:14px;font-weight:700;margin-bottom:1px}.tx{font-size:13.5px;line-height:19px;margin-top:4px}
.sel{gap:10px;align-items:center}.sn{font-size:14px;font-weight:700}.sm{font-size:11.5px;color:#6f6f6f}
.cr{gap:9px;align-items:flex-start;padding-top:7px;padding-right:14px;padding-bottom:2px}.crn{font-size:13px;font-weight:700}.crm{font-size:11.5px;color:#8a8a8a}.crx{font-size:13.5px;line-height:18.5px;margin-top:1px}
.bb{gap:8px;padding:8px 12px 10px;background:#fff;border-top:1px solid #e0e0e0;box-shadow:0 -2px 6px rgba(0,0,0,.08)}.bb span{flex:1;text-align:center;font-size:15px;font-weight:600;border-radius:6px;padding:11px 0}.bb .a{color:#fff;background:#c8102e}.bb .b{color:#c8102e;border:1.5px solid #c8102e}`,
  html: `<div class="row th" data-role="ui">${icon.back(22)}<b>Sbazar</b>${icon.heart(21)}${icon.share(21)}</div>
<div class="fill">
<div style="position:relative">${picture("100%", 112, ["#a8c48a", "#6f8f56"], abs(0, 86, 360, 26, "#5f7a48") + abs(120, 40, 120, 60, "#9a6a3a", "2px") + abs(110, 20, 140, 26, "#6a4426", "70px 70px 0 0") + abs(160, 62, 40, 38, "#2a1c12", "20px 20px 0 0"))}${ui("1 / 5", "dots")}</div>
<div class="card f">${ui("2 400 Kč", "pr")}${own("Insulated dog kennel, large, removable roof", "tn")}${ui("Brno-Lisen · Private · yesterday", "tl")}
${tagRow(["Used", "Large dog", "Wood", "Collection only"])}</div>
<div class="card">${ui("Description", "hd2")}
${own("Wooden kennel for a large dog, insulated walls and floor, roof lifts off for cleaning.", "tx")}
${own("Our dog never slept in it a single night, but my wife's brother has spent two nights in it, each after a christening, and he claims it beats his flat for warmth.", "tx")}
${own("Collection needs a van and a helper.", "tx")}</div>
<div class="card" style="padding:9px 14px"><div class="row sel">${avatar(34, "#7a5a4a")}<div style="flex:1">${ui("Zbynek", "sn")}${ui("Private seller · 9 ads · Brno", "sm")}</div>${icon.chat(20)}</div></div>
<div class="card" style="padding:8px 0 6px"><div class="hd2" style="padding-left:14px">Questions (2)</div>
${crow({ name: "Vendula", meta: "1d", color: "#5a8a7a", text: ["Would a German shepherd fit inside?"], who: "Vendula", size: 28 })}
${crow({ name: "Zbynek", meta: "Seller · 1d", color: "#7a5a4a", text: ["It has held a grown man twice, so yes."], who: "owner", depth: 1, size: 28 })}
${crow({ name: "Vit", meta: "3h", color: "#8a7a4a", text: ["Hello, we have a Bernese mountain dog who sleeps outside from spring to autumn. What are the inside measurements, and is the floor raised off the ground so it stays dry in the rain?"], who: "Vit", size: 28 })}</div>
</div>
${overBar(`<span class="b">Call</span><span class="a">Send message</span>`, "bb")}`,
};
