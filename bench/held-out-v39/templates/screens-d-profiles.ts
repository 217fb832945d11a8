// Part D's profiles (v39): the page's person with a bio, counts, a pinned post or services, other people's words and the owner's answer.
import { avatar, icon, picture } from "./icons";
import type { ScreenSpec } from "./screen-type";
import { abs, crow, overBar, tagRow } from "./screens-d-kit";
import { own, ui } from "./shell";

// Komi (a typewriter restorer's creator page in Sheffield: cover, avatar, name, handle, bio, counts, link buttons, the pinned post, a
// follower's comment, the owner's answer, another comment cut by the Follow bar). Dark, PNG.
export const komi: ScreenSpec = {
  id: "komi-one-letter-about-the-bins",
  app: "Komi",
  kind: "profile",
  dark: true,
  device: "iphone",
  format: "png",
  owner: { name: "Winnifred Treadgold", handle: "@treadgoldtypes" },
  time: "16:34",
  battery: 55,
  cutLines: 1,
  replies: true,
  css: `body{background:#0e0e10;color:#f0f0f2}.fill{display:flex;flex-direction:column}.fill>*{flex:none}
.th{flex:none;height:44px;padding:0 16px;gap:18px;position:relative;z-index:3;background:#0e0e10}.th b{flex:1;font-size:18px;font-weight:800;letter-spacing:.5px}
.pf{padding:0 18px;margin-top:-34px;position:relative}.nm{font-size:21px;font-weight:800;margin-top:6px}.hn{font-size:13.5px;color:#a3a3ab}
.bio{font-size:14px;line-height:19.5px;margin-top:6px}
.cnt{gap:18px;margin-top:9px;font-size:13px;color:#a3a3ab}.cnt b{color:#f0f0f2;font-weight:700}
.lk{gap:8px;margin:10px 18px 0}.lk span{flex:1;text-align:center;font-size:13px;font-weight:600;background:#1e1e22;border:1px solid #2e2e34;border-radius:20px;padding:8px 0}
.pin{margin:12px 18px 0;background:#18181b;border:1px solid #2a2a30;border-radius:14px;padding:10px 12px}.pl{font-size:11px;font-weight:800;letter-spacing:1px;color:#c9a66b}.pt{font-size:15px;font-weight:700;margin-top:3px;line-height:20px}.pb{font-size:13.5px;line-height:19px;margin-top:3px}.pm{font-size:12px;color:#8d8d95;margin-top:6px}
.cr{gap:9px;align-items:flex-start;padding-top:8px;padding-right:18px;padding-bottom:1px}.cr:first-of-type{padding-top:10px}.crn{font-size:13px;font-weight:700}.crm{font-size:11.5px;color:#8d8d95}.crx{font-size:13.5px;line-height:18.5px;margin-top:1px}
.bb{gap:10px;padding:9px 16px 28px;background:#0e0e10;border-top:1px solid #26262b}.bb span{flex:1;text-align:center;font-size:16px;font-weight:700;border-radius:24px;padding:12px 0}.bb .a{color:#111;background:#f0f0f2}.bb .b{flex:.35;color:#f0f0f2;border:1.5px solid #4a4a52}`,
  html: `<div class="row th" data-role="ui">${icon.back(22)}<b>komi</b>${icon.share(21)}${icon.more(22)}</div>
<div class="fill">
${picture("100%", 96, ["#3a2f25", "#14110e"], abs(120, 30, 150, 50, "#2b2b2b", "8px") + abs(135, 18, 120, 16, "#d8d0c0", "3px") + abs(130, 44, 130, 4, "#555") + abs(130, 54, 130, 4, "#555") + abs(130, 64, 130, 4, "#555"))}
<div class="pf">${avatar(72, "#7a5a4a", { ring: "#0e0e10" })}${own("Winnifred Treadgold", "nm")}${ui("@treadgoldtypes · Sheffield", "hn")}
${own("Typewriter restorer. Olivetti, Olympia, Hermes, Smith-Corona.", "bio")}
${own("I have brought 214 typewriters back to life and written exactly one letter on any of them, to the council, about the bins.", "bio")}
${own("Commissions open again in March.", "bio")}
<div class="row cnt" data-role="ui"><span><b>12.4K</b> followers</span><span><b>388</b> posts</span><span><b>214</b> restored</span></div></div>
<div class="row lk" data-role="ui"><span>Shop</span><span>Repairs</span><span>Newsletter</span></div>
<div class="pin">${ui("PINNED", "pl")}${own("Restored this week: 1963 Olivetti Lettera 22", "pt")}${own("New ribbon, new rubber feet, the same smell of ink and somebody's attic.", "pb")}${ui("1,206 likes · 58 comments · 4d", "pm")}</div>
${crow({ name: "Woodrow", meta: "4d", color: "#4a6a8a", text: ["Has the council replied yet?"], who: "Woodrow", size: 28 })}
${crow({ name: "Winnifred", meta: "Creator · 4d", color: "#7a5a4a", text: ["By email. I printed it out and typed my reply."], who: "owner", depth: 1, size: 28 })}
${crow({ name: "Vyvyan", meta: "2d", color: "#8a7a4a", text: ["My grandfather's Hermes Baby went into the loft when he died and two of the keys stick, the e and the r, which is unfortunate for a man called Terrence, do you take repairs by post from Leeds?"], who: "Vyvyan", size: 28 })}
</div>
${overBar(`<span class="b">${icon.bell(20)}</span><span class="a">Follow</span>`, "bb")}`,
};

// Superpeer (a livestock auctioneer's coaching page in Amarillo: avatar, name, headline, bio, counts, two services, a client's
// testimonial, the owner's answer, another testimonial cut by the Book a call bar). Light, downscaled; a JPEG, so that the
// whole set stays within the check's 10 MB.
export const superpeer: ScreenSpec = {
  id: "superpeer-three-hundred-head-and-the-drive-through",
  app: "Superpeer",
  kind: "profile",
  dark: false,
  device: "android",
  format: "jpeg",
  quality: 78,
  downscaleTo: 900,
  owner: { name: "Zoraida Pettibone", handle: "@zoraidasells" },
  time: "10:06",
  battery: 77,
  cutLines: 1,
  replies: true,
  css: `body{background:#f6f5fb;color:#1c1a29}.fill{display:flex;flex-direction:column}.fill>*{flex:none}
.th{flex:none;height:50px;padding:0 14px;gap:16px;position:relative;z-index:3;background:#fff;border-bottom:1px solid #e6e4ef}.th b{flex:1;font-size:19px;font-weight:800;color:#5b3df5;letter-spacing:-.3px}
.top{gap:12px;padding:12px 14px 0;align-items:center}.nm{font-size:18px;font-weight:800}.hn{font-size:12.5px;color:#6c6880}.hl{font-size:13px;font-weight:600;margin-top:1px}
.bio{font-size:13.5px;line-height:19px;padding:3px 14px 0}.bio:first-of-type{padding-top:8px}
.cnt{gap:16px;padding:8px 14px 0;font-size:12.5px;color:#6c6880}.cnt b{color:#1c1a29}
.hd2{font-size:14px;font-weight:700;padding:11px 14px 2px}
.tg{gap:6px;flex-wrap:nowrap;margin:8px 14px 0}.tg span{white-space:nowrap;font-size:11.5px;color:#3d2aa8;background:#ebe7fe;border-radius:10px;padding:2px 9px}
.sv{margin:5px 14px 0;background:#fff;border:1px solid #e6e4ef;border-radius:10px;padding:8px 12px;gap:10px}.st{font-size:14px;font-weight:700}.sm{font-size:12px;color:#6c6880}.sp{font-size:14px;font-weight:800;color:#5b3df5}
.cr{gap:9px;align-items:flex-start;padding-top:7px;padding-right:14px;padding-bottom:1px}.crn{font-size:13px;font-weight:700}.crm{font-size:11.5px;color:#8a869a}.crx{font-size:13.5px;line-height:18.5px;margin-top:1px}
.bb{gap:8px;padding:8px 12px 10px;background:#fff;border-top:1px solid #e6e4ef}.bb span{flex:1;text-align:center;font-size:15px;font-weight:700;border-radius:8px;padding:11px 0}.bb .a{color:#fff;background:#5b3df5}`,
  html: `<div class="row th" data-role="ui">${icon.back(22)}<b>superpeer</b>${icon.share(21)}</div>
<div class="fill">
<div class="row top">${avatar(60, "#b0703a")}<div style="flex:1;min-width:0">${own("Zoraida Pettibone", "nm")}${ui("@zoraidasells · Amarillo, Texas", "hn")}${own("Livestock auctioneer · Speaking coach", "hl")}</div></div>
${own("Fourth-generation auctioneer. I teach people to speak clearly, quickly and without saying um.", "bio")}
${own("I can sell 300 head of cattle in a quarter of an hour, but at the drive-through they still make me repeat my order three times.", "bio")}
${own("Calls on weekday mornings, Central Time.", "bio")}
<div class="row cnt" data-role="ui"><span><b>640</b> calls</span><span><b>4.9</b> rating</span><span><b>2.1K</b> followers</span></div>
${tagRow(["Public speaking", "Auctioneering", "Wedding toasts"])}
${ui("Services", "hd2")}
<div class="row sv" data-role="ui"><div style="flex:1">${own("1:1 Speak with confidence", "st")}${ui("Video call · 30 mins", "sm")}</div>${ui("$85", "sp")}</div>
<div class="row sv" data-role="ui"><div style="flex:1">${own("Wedding toast rehearsal", "st")}${ui("Video call · 45 mins", "sm")}</div>${ui("$120", "sp")}</div>
${ui("Testimonials (73)", "hd2")}
${crow({ name: "Sanjukta", meta: "1:1 call · 1w", color: "#3a8a7a", text: ["Zoraida cut my conference talk from forty minutes to twelve and nobody noticed anything was missing."], who: "Sanjukta", size: 28 })}
${crow({ name: "Zoraida", meta: "Host · 1w", color: "#b0703a", text: ["Twelve was generous, Sanjukta."], who: "owner", depth: 1, size: 28 })}
${crow({ name: "Thelonius", meta: "Wedding toast · 3w", color: "#6a5aa0", text: ["I was best man for my brother in Lubbock and had written four pages, Zoraida made me read it out loud twice and then asked which of the four pages my brother was actually in, which was a fair question."], who: "Thelonius", size: 28 })}
</div>
${overBar(`<span class="a">Book a call</span>`, "bb")}`,
};

// Snipfeed (a crossword setter's creator page in Bristol: avatar, name, handle, bio, counts, two products, a buyer's comment,
// the owner's answer, another comment cut by the crop). Light, cropped at the bottom.
export const snipfeed: ScreenSpec = {
  id: "snipfeed-the-emu-in-grid-fourteen",
  app: "Snipfeed",
  kind: "profile",
  dark: false,
  device: "iphone",
  format: "png",
  crop: { bottom: 52 },
  owner: { name: "Tacita Hollweg", handle: "@tacitasets" },
  time: "13:22",
  battery: 46,
  cutLines: 1,
  replies: true,
  css: `body{background:#fff8f1;color:#231a14}.fill{display:flex;flex-direction:column}.fill>*{flex:none}
.th{flex:none;height:46px;padding:0 16px;gap:18px;position:relative;z-index:3}.th b{flex:1;font-size:18px;font-weight:800;color:#ff5a36;letter-spacing:-.3px}
.pf{align-items:center;padding:14px 18px 0;text-align:center}.nm{font-size:20px;font-weight:800;margin-top:8px}.hn{font-size:13px;color:#7c6e63}
.bio{font-size:14px;line-height:19.5px;margin-top:5px}
.cnt{gap:18px;justify-content:center;margin-top:8px;font-size:12.5px;color:#7c6e63}.cnt b{color:#231a14}
.pd{margin:9px 16px 0;background:#fff;border:1px solid #f0e2d4;border-radius:14px;padding:9px 12px;gap:11px;box-shadow:0 1px 3px rgba(0,0,0,.04)}.pt{font-size:14.5px;font-weight:700;line-height:19px}.pm{font-size:12px;color:#7c6e63}.pp{font-size:13px;font-weight:800;color:#fff;background:#ff5a36;border-radius:14px;padding:5px 11px}
.hd2{font-size:14px;font-weight:700;padding:18px 18px 0}
.cr{gap:9px;align-items:flex-start;padding-top:8px;padding-right:18px;padding-bottom:1px}.crn{font-size:13px;font-weight:700}.crm{font-size:11.5px;color:#9a8c80}.crx{font-size:14px;line-height:19.5px;margin-top:1px}`,
  html: `<div class="row th" data-role="ui">${icon.close(22)}<b>snipfeed</b>${icon.share(21)}</div>
<div class="fill">
<div class="col pf">${avatar(90, "#4a6a8a", { ring: "#ff5a36" })}${own("Tacita Hollweg", "nm")}${ui("@tacitasets · Bristol", "hn")}
${own("Cryptic crossword setter for two newspapers and a great many birthdays.", "bio")}
${own("Over nine years of setting, the word EMU has gone into 312 of my grids and not one solver has ever written in, which suits the emu and me.", "bio")}
<div class="row cnt" data-role="ui"><span><b>8,930</b> followers</span><span><b>1,140</b> sales</span></div></div>
<div class="row pd">${picture(46, 46, ["#fbe7d6", "#f2c9a6"], abs(8, 8, 30, 30, "#fff", "2px") + abs(14, 14, 6, 6, "#231a14") + abs(26, 20, 6, 6, "#231a14") + abs(14, 26, 6, 6, "#231a14"))}<div style="flex:1;min-width:0">${own("Spring Cryptic Pack: 30 grids", "pt")}${ui("PDF · printable · answers included", "pm")}</div>${ui("£9", "pp")}</div>
<div class="row pd">${picture(46, 46, ["#e5eef7", "#b9cde3"], abs(10, 12, 26, 22, "#fff", "3px") + abs(16, 8, 14, 6, "#ff5a36", "2px"))}<div style="flex:1;min-width:0">${own("A birthday crossword about someone you love", "pt")}${ui("Custom · 15 clues · 5 days", "pm")}</div>${ui("£40", "pp")}</div>
${ui("Comments (24)", "hd2")}
${crow({ name: "Sjors", meta: "3d", color: "#7a9a5a", text: ["Found the emu in grid 14 and now I cannot unsee it."], who: "Sjors", size: 28 })}
${crow({ name: "Tacita", meta: "Creator · 3d", color: "#4a6a8a", text: ["There are two in grid 14, Sjors."], who: "owner", depth: 1, size: 28 })}
${crow({ name: "Yvo", meta: "1d", color: "#9a6a4a", text: ["Ordered the birthday crossword for my wife's fortieth and every clue was about our marriage, including a clue about the caravan trip to Ceredigion that I had assumed she had forgiven, brilliant work, she solved it in an hour."], who: "Yvo", size: 28 })}
</div>`,
};
