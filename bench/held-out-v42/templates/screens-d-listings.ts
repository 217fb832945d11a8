// Part D's listings (v42), each written by its seller or host, with other people's questions and the owner's answers.
import { avatar, icon, picture } from "./icons";
import type { ScreenSpec } from "./screen-type";
import { abs, crow, overBar, tagRow } from "./screens-d-kit";
import { own, ui } from "./shell";

// RVshare (a 2014 Class C motorhome in Flagstaff, Arizona, let by its owner: photo, price, title, place, chips, description, host row,
// a renter's question and the host's answer, another question cut by the Message host / Request to book bar). Light, PNG.
export const rvshare: ScreenSpec = {
  id: "rvshare-the-laminated-list-of-moods",
  app: "RVshare",
  kind: "listing",
  dark: false,
  device: "android",
  format: "png",
  owner: { name: "Wilburn", handle: null },
  time: "19:14",
  battery: 58,
  cutLines: 1,
  replies: true,
  css: `body{background:#f1f3f5;color:#1b2430}.fill{display:flex;flex-direction:column}.fill>*{flex:none}
.th{flex:none;height:50px;padding:0 14px;gap:16px;position:relative;z-index:3;background:#fff;border-bottom:1px solid #e2e6ea}.th b{flex:1;font-size:20px;font-weight:800;color:#0a4f8f;letter-spacing:-.4px}.th b i{font-style:normal;color:#f26b21}
.dots{position:absolute;right:10px;bottom:8px;font-size:11.5px;color:#fff;background:rgba(0,0,0,.5);border-radius:9px;padding:2px 8px}
.card{background:#fff;margin-top:6px;padding:10px 14px}.card.f{margin-top:0}
.pr{font-size:21px;font-weight:800;color:#0a4f8f}.pr small{font-size:13px;color:#66707e;font-weight:600}.tn{font-size:16px;font-weight:700;line-height:21px;margin-top:2px}.tl{font-size:12px;color:#66707e;margin-top:4px}
.tg{gap:6px;flex-wrap:nowrap;margin-top:8px}.tg span{white-space:nowrap;font-size:11.5px;color:#0a4f8f;background:#e6f0fa;border-radius:12px;padding:2px 9px}
.hd2{font-size:14.5px;font-weight:700;margin-bottom:1px}.tx{font-size:13.5px;line-height:19px;margin-top:4px}
.sel{gap:10px;align-items:center}.sn{font-size:14px;font-weight:700}.sm{font-size:11.5px;color:#66707e}
.cr{gap:9px;align-items:flex-start;padding-top:7px;padding-right:14px;padding-bottom:2px}.crn{font-size:13px;font-weight:700}.crm{font-size:11.5px;color:#8a93a0}.crx{font-size:13.5px;line-height:18.5px;margin-top:1px}
.bb{gap:8px;padding:8px 12px 10px;background:#fff;border-top:1px solid #dde2e8;box-shadow:0 -2px 6px rgba(0,0,0,.08)}.bb span{flex:1;text-align:center;font-size:15px;font-weight:700;border-radius:8px;padding:11px 0}.bb .a{color:#fff;background:#f26b21}.bb .b{color:#0a4f8f;border:1.5px solid #0a4f8f}`,
  html: `<div class="row th" data-role="ui">${icon.back(22)}<b>RV<i>share</i></b>${icon.heart(21)}${icon.share(21)}</div>
<div class="fill">
<div style="position:relative">${picture("100%", 74, ["#f6c98a", "#d9895a"], abs(0, 52, 360, 22, "#b26a3e") + abs(70, 8, 200, 50, "#f4f1ea", "10px 24px 6px 6px") + abs(70, 8, 70, 18, "#e8e2d4", "10px 10px 0 0") + abs(150, 20, 40, 16, "#6a8fb0", "3px") + abs(200, 20, 40, 16, "#6a8fb0", "3px") + abs(70, 40, 200, 6, "#3a6ea5") + abs(95, 50, 20, 20, "#2a2a2a", "50%") + abs(225, 50, 20, 20, "#2a2a2a", "50%"))}${ui("1 / 24", "dots")}</div>
<div class="card f"><div class="pr" data-role="ui">$165 <small>/ night · 4.9 (37)</small></div>${own("2014 Winnebago Minnie Winnie, sleeps 5, pets welcome", "tn")}${ui("Flagstaff, AZ · Class C · 24 ft · Delivery available", "tl")}
${tagRow(["Sleeps 5", "Pets OK", "Generator", "Bike rack"])}</div>
<div class="card">${ui("About this RV", "hd2")}
${own("Well kept Class C with a new awning, full kitchen and a queen bed over the cab.", "tx")}
${own("The previous owner named her Zelma and left a laminated list of her moods in the glovebox. I've kept the list. It's accurate.", "tx")}
${own("Unlimited miles on trips of a week or more, 100 miles a day otherwise.", "tx")}</div>
<div class="card" style="padding:9px 14px"><div class="row sel">${avatar(34, "#6a7f4a")}<div style="flex:1">${ui("Wilburn", "sn")}${ui("Host · 112 trips · responds in about 20 min", "sm")}</div>${icon.chat(20)}</div></div>
<div class="card" style="padding:8px 0 6px"><div class="hd2" style="padding-left:14px">Questions (2)</div>
${crow({ name: "Stacia", meta: "2d", color: "#9a5a7a", text: ["Which mood is she in for a week at the Grand Canyon in July?"], who: "Stacia", size: 28 })}
${crow({ name: "Wilburn", meta: "Host · 2d", color: "#6a7f4a", text: ["July is number four on the list: will climb any hill, but sighs about it the whole climb."], who: "owner", depth: 1, size: 28 })}
${crow({ name: "Tavis", meta: "5h", color: "#5a6f9a", text: ["Hi, we're a family of five with a big dog and would pick up on a Friday evening after work, so could you tell me if the generator runs the AC all night and whether the bike rack takes four bikes?"], who: "Tavis", size: 28 })}</div>
</div>
${overBar(`<span class="b">Message host</span><span class="a">Request to book</span>`, "bb")}`,
};

// Homestay.com (a room in a host's terrace house in Bath: photo, price, title, place, chips, description, host row, a guest's question and
// the host's answer, another question cut by the reply bar; the host's next answer being typed, iOS keyboard open). Light, PNG.
export const homestay: ScreenSpec = {
  id: "homestay-com-the-examiner-will-notice",
  app: "Homestay.com",
  kind: "listing",
  dark: false,
  device: "iphone",
  format: "png",
  owner: { name: "Sybella", handle: null },
  time: "20:26",
  battery: 53,
  keyboard: true,
  suggestions: ["Yes", "The", "There's"],
  cutLines: 1,
  replies: true,
  css: `body{background:#fff;color:#20262d}.fill{display:flex;flex-direction:column}.fill>*{flex:none}
.th{flex:none;height:46px;padding:0 16px;gap:18px;position:relative;z-index:3;background:#fff;border-bottom:1px solid #e8eaec}.th b{flex:1;font-size:18px;font-weight:800;color:#e0465e;letter-spacing:-.2px}.th b i{font-style:normal;color:#20262d;font-weight:600}
.top{gap:12px;padding:8px 16px 0;align-items:flex-start}.pr{font-size:18px;font-weight:800}.pr small{font-size:12px;color:#737b84;font-weight:600;margin-left:4px}.tn{font-size:15px;font-weight:700;line-height:19px;margin-top:2px}.tl{font-size:12px;color:#6c7379;margin-top:2px}
.tg{gap:6px;flex-wrap:nowrap;margin:8px 16px 0}.tg span{white-space:nowrap;font-size:11.5px;color:#b0283e;background:#fdecef;border-radius:10px;padding:2px 8px}
.hd2{font-size:14.5px;font-weight:700;padding:9px 16px 0}.tx{font-size:14px;line-height:19px;padding:3px 16px 0}
.cr{gap:9px;align-items:flex-start;padding-top:6px;padding-right:16px;padding-bottom:1px}.crn{font-size:13px;font-weight:700}.crm{font-size:11.5px;color:#8a9096}.crx{font-size:14px;line-height:19px;margin-top:1px}
.ib{gap:10px;padding:7px 12px;background:#f6f7f7;border-top:1px solid #e0e3e4;align-items:center}.ib .f{flex:1;min-width:0;background:#fff;border:1px solid #d4d8da;border-radius:18px;padding:7px 14px;font-size:15px;white-space:nowrap;overflow:hidden}.ib .s{width:32px;height:32px;border-radius:50%;background:#e0465e;color:#fff;display:flex;align-items:center;justify-content:center}`,
  html: `<div class="row th" data-role="ui">${icon.back(22)}<b>homestay<i>.com</i></b>${icon.heart(21)}${icon.share(21)}</div>
<div class="fill">
<div class="row top">${picture(76, 76, ["#efe6d6", "#c9b48a"], abs(8, 30, 60, 40, "#d8c8a8", "2px") + abs(14, 38, 14, 18, "#5a7a9a", "2px") + abs(46, 38, 14, 18, "#5a7a9a", "2px") + abs(4, 20, 68, 12, "#8a7a5a", "2px"))}<div style="flex:1;min-width:0"><div class="pr" data-role="ui">£52 <small>/ night · breakfast included</small></div>${own("Quiet double in a Georgian terrace, Widcombe", "tn")}${ui("Bath, England · Host lives on site · 4.97 (58)", "tl")}</div></div>
${ui("About the room", "hd2")}
${own("A bright double under the eaves, a short walk from Bath Spa station and the Roman Baths.", "tx")}
${own("I tested learner drivers for three decades. I won't comment on how you park, but I will notice.", "tx")}
${ui("Questions (2)", "hd2")}
${crow({ name: "Yasir", meta: "4d", color: "#5a8a8a", text: ["Is there somewhere to park a hire car?"], who: "Yasir", size: 26 })}
${crow({ name: "Sybella", meta: "Host · 4d", color: "#9a6a8a", text: ["Yes, on the drive. Please leave room for the bins, and mirror before you reverse out."], who: "owner", depth: 1, size: 26 })}
${crow({ name: "Vilgot", meta: "1h", color: "#7a8a5a", text: ["Hello, I am arriving from Gothenburg with my bicycle and will cycle to the university every morning, is there a safe place to keep it overnight and do you mind if I come in quite late after the lab?"], who: "Vilgot", size: 26 })}
</div>
<div class="row ib" style="flex:none;position:relative;z-index:3"><div class="f" data-role="owner">Yes, the garden shed locks</div><span class="s" data-role="ui">${icon.send(16)}</span></div>`,
};

// Selency (a rattan peacock chair sold from Lyon: photo, price, title, place, chips, description, seller row, a buyer's question and the
// seller's answer, another question cut by the Make an offer / Buy bar). Light, JPEG.
export const selency: ScreenSpec = {
  id: "selency-the-chair-nobody-sits-in",
  app: "Selency",
  kind: "listing",
  dark: false,
  device: "iphone-max",
  format: "jpeg",
  quality: 74,
  owner: { name: "Tiphaine", handle: null },
  time: "18:11",
  battery: 66,
  cutLines: 1,
  replies: true,
  css: `body{background:#faf7f2;color:#2a2622}.fill{display:flex;flex-direction:column}.fill>*{flex:none}
.th{flex:none;height:48px;padding:0 16px;gap:18px;position:relative;z-index:3;background:#faf7f2;border-bottom:1px solid #ebe4da}.th b{flex:1;font-size:21px;font-weight:700;color:#2a2622;font-family:Georgia,serif;letter-spacing:.3px}
.dots{position:absolute;right:10px;bottom:8px;font-size:11.5px;color:#fff;background:rgba(0,0,0,.45);border-radius:9px;padding:2px 8px}
.card{background:#fff;margin-top:6px;padding:11px 16px}.card.f{margin-top:0}
.pr{font-size:21px;font-weight:800}.pr small{font-size:13px;color:#8a8178;font-weight:600;text-decoration:line-through;margin-left:6px}.tn{font-size:16px;font-weight:700;line-height:21px;margin-top:2px}.tl{font-size:12.5px;color:#8a8178;margin-top:4px}
.tg{gap:6px;flex-wrap:nowrap;margin-top:8px}.tg span{white-space:nowrap;font-size:12px;color:#6a4a2a;background:#f3ebe0;border-radius:3px;padding:2px 8px}
.hd2{font-size:15px;font-weight:700;margin-bottom:1px}.tx{font-size:14.5px;line-height:20px;margin-top:4px}
.sel{gap:10px;align-items:center}.sn{font-size:14.5px;font-weight:700}.sm{font-size:12px;color:#8a8178}
.cr{gap:9px;align-items:flex-start;padding-top:7px;padding-right:16px;padding-bottom:2px}.crn{font-size:13.5px;font-weight:700}.crm{font-size:12px;color:#9a9188}.crx{font-size:14.5px;line-height:19.5px;margin-top:1px}
.bb{gap:8px;padding:9px 16px 28px;background:#fff;border-top:1px solid #ebe4da}.bb span{flex:1;text-align:center;font-size:16px;font-weight:700;border-radius:4px;padding:12px 0}.bb .a{color:#fff;background:#2a2622}.bb .b{color:#2a2622;border:1.5px solid #2a2622}`,
  html: `<div class="row th" data-role="ui">${icon.back(22)}<b>Selency</b>${icon.heart(21)}${icon.share(21)}</div>
<div class="fill">
<div style="position:relative">${picture("100%", 150, ["#efe3cf", "#d8c3a0"], abs(150, 10, 130, 110, "#b8894a", "50% 50% 10% 10%") + abs(170, 28, 90, 70, "#c99a5a", "50% 50% 10% 10%") + abs(188, 86, 54, 22, "#e8dccb", "6px") + abs(205, 108, 20, 40, "#a07a3a", "3px"))}${ui("1 / 7", "dots")}</div>
<div class="card f"><div class="pr" data-role="ui">€290 <small>€340</small></div>${own("1970s rattan peacock chair, original cushion", "tn")}${ui("Lyon, France · Ships in 5-10 days · Private seller", "tl")}
${tagRow(["Good condition", "Rattan", "1970s", "Armchairs"])}</div>
<div class="card">${ui("Description", "hd2")}
${own("Large rattan peacock chair from the seventies, solid, a few loose strands at the back, cushion re-covered in 2019.", "tx")}
${own("My grandmother sat in this chair to announce who was getting what in her will. No relative has sat in it since, out of caution.", "tx")}
${own("Collection in the Croix-Rousse, or Selency delivery anywhere in France.", "tx")}</div>
<div class="card" style="padding:9px 16px"><div class="row sel">${avatar(36, "#8a6a5a")}<div style="flex:1">${ui("Tiphaine", "sn")}${ui("Seller · 14 sales · replies within a day", "sm")}</div>${icon.chat(20)}</div></div>
<div class="card" style="padding:8px 0 6px"><div class="hd2" style="padding-left:16px">Questions (2)</div>
${crow({ name: "Winthrop", meta: "3d", color: "#5a6a8a", text: ["Does any of the inheritance come with the chair?"], who: "Winthrop", size: 28 })}
${crow({ name: "Tiphaine", meta: "Seller · 3d", color: "#8a6a5a", text: ["Only the chair. The inheritance went to her neighbour, who never once sat in it."], who: "owner", depth: 1, size: 28 })}
${crow({ name: "Valere", meta: "6h", color: "#6a8a6a", text: ["Good evening, I live in Brussels and have wanted a chair like this for years, would the delivery go as far as Belgium and could you send a picture showing the loose strands at the back?"], who: "Valere", size: 28 })}</div>
</div>
${overBar(`<span class="b">Make an offer</span><span class="a">Buy</span>`, "bb")}`,
};
