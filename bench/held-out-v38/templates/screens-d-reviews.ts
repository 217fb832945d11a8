// Part D's reviews (v38), each written by its reviewer, with the business's reply and other reviewers' words above and below.
import { icon, picture } from "./icons";
import { stars } from "./parts";
import type { ScreenSpec } from "./screen-type";
import { abs, overBar, rev, revCss } from "./screens-d-kit";
import { ui } from "./shell";

// SquareMeal (a restaurant in Marylebone: header, restaurant row with score, a review above, the owner's review with title and the
// restaurant's reply, a review below cut by the Book a table bar). JPEG.
export const squaremeal: ScreenSpec = {
  id: "squaremeal-the-hake-and-the-apology",
  app: "SquareMeal",
  kind: "review",
  dark: false,
  device: "iphone",
  format: "jpeg",
  quality: 76,
  owner: { name: "Uriah", handle: null },
  time: "21:58",
  battery: 63,
  cutLines: 1,
  replies: true,
  statusBarBackground: "#fff",
  css: `body{background:#f6f4f1;color:#1e1c1a}.fill{display:flex;flex-direction:column}.fill>*{flex:none}
.th{flex:none;height:48px;padding:0 16px;gap:18px;position:relative;z-index:3;background:#fff;border-bottom:1px solid #e5e1dc}.th b{flex:1;font-size:19px;font-weight:800;color:#111;letter-spacing:.2px}.th b i{font-style:normal;color:#c8102e}
.biz{gap:12px;padding:12px 16px;background:#fff;align-items:center;border-bottom:1px solid #e5e1dc}.bn{font-size:16px;font-weight:800}.bm{font-size:12px;color:#716b64;margin-top:2px}
.sc{gap:10px;padding:10px 16px;align-items:center;background:#fff;border-bottom:1px solid #e5e1dc}.sv{font-size:24px;font-weight:800;color:#c8102e}.sl{font-size:12.5px;color:#716b64}
.hd2{font-size:13px;font-weight:700;letter-spacing:.6px;color:#716b64;padding:12px 16px 4px}
.rv{background:#fff}
${revCss("#e5e1dc", "#7b756e", "#f6f1ec", "#c8102e")}
.bb{gap:10px;padding:9px 16px 26px;background:#fff;border-top:1px solid #e0dbd5;box-shadow:0 -2px 6px rgba(0,0,0,.06);align-items:center}.bb .p{flex:1;font-size:13px;color:#716b64}.bb .a{font-size:16px;font-weight:700;color:#fff;background:#c8102e;border-radius:4px;padding:12px 26px}`,
  html: `<div class="row th" data-role="ui">${icon.back(22)}<b>Square<i>Meal</i></b>${icon.bookmark(21)}${icon.share(21)}</div>
<div class="fill">
<div class="row biz">${picture(52, 52, ["#6a4a3a", "#2a1a14"], abs(8, 26, 36, 8, "#e8dccb", "4px") + abs(14, 12, 24, 14, "#a86a3a", "12px 12px 0 0"))}<div style="flex:1;min-width:0" data-role="ui"><div class="bn">Pellrow</div><div class="bm">Modern British · Marylebone, London · £££</div></div></div>
<div class="row sc" data-role="ui"><div class="sv">4.4</div>${stars(4, "#c8102e", "#e2d8d8", 15)}<div class="sl">Reader reviews (186)</div></div>
${ui("READER REVIEWS", "hd2")}
${rev({ name: "Stavros", meta: "3 reviews", color: "#5a7a9a", n: 4, date: "2 weeks ago", text: ["Good wine list and the bread is worth the trip. Service slowed down a little after nine but stayed friendly."], who: "Stavros", starColor: "#c8102e", starEmpty: "#e2d8d8" })}
${rev({ name: "Uriah", meta: "11 reviews", color: "#8a6a4a", n: 5, date: "5 days ago", title: "Lovely Sunday lunch", text: ["Booked for my parents' anniversary and the room was warm without being loud.", "The waiter recommended the lamb with such feeling that my husband, who had already ordered the hake, apologised to him twice before dessert.", "Sticky toffee pudding was excellent."], who: "owner", reply: { label: "Reply from Pellrow", who: "Pellrow", text: ["Thank you, Uriah. Wendelin has been told, and says the hake was also a fine choice."] }, starColor: "#c8102e", starEmpty: "#e2d8d8" })}
${rev({ name: "Violeta", meta: "1 review", color: "#8a5a7a", n: 3, date: "1 week ago", text: ["Dinner itself was delicious, but we were seated right beside the kitchen door and spent most of the evening being brushed by every plate that went past, which is not ideal on a first date."], who: "Violeta", starColor: "#c8102e", starEmpty: "#e2d8d8" })}
</div>
${overBar(`<span class="p">Sunday · 2 guests</span><span class="a">Book a table</span>`, "bb")}`,
};

// MyHammer (a tiler in Hamburg: header, company row with score, a review above, the owner's review with title and the company's
// reply, a review below cut by the Request a quote bar). Dark.
export const myhammer: ScreenSpec = {
  id: "myhammer-the-tune-from-the-bathroom",
  app: "MyHammer",
  kind: "review",
  dark: true,
  device: "android",
  format: "png",
  owner: { name: "Sieglinde", handle: null },
  time: "07:42",
  battery: 84,
  cutLines: 1,
  replies: true,
  css: `body{background:#141517;color:#ebeced}.fill{display:flex;flex-direction:column}.fill>*{flex:none}
.th{flex:none;height:50px;padding:0 14px;gap:16px;position:relative;z-index:3;background:#1b1c1f;border-bottom:1px solid #2c2e32}.th b{flex:1;font-size:19px;font-weight:800;color:#ff9a1f;letter-spacing:-.2px}
.biz{gap:12px;padding:6px 14px;align-items:center;border-bottom:1px solid #2c2e32}.bn{font-size:15.5px;font-weight:800}.bm{font-size:12px;color:#9da1a6;margin-top:2px}
.sc{gap:9px;padding:4px 14px 5px;align-items:center;border-bottom:1px solid #2c2e32}.sv{font-size:22px;font-weight:800;color:#ff9a1f}.sl{font-size:12px;color:#9da1a6}
.hd2{font-size:14px;font-weight:700;padding:10px 14px 2px}
.rv{padding-left:14px;padding-right:14px}
${revCss("#2c2e32", "#9da1a6", "#212327", "#ff9a1f")}
.bb{gap:8px;padding:8px 12px 10px;background:#1b1c1f;border-top:1px solid #2c2e32}.bb span{flex:1;text-align:center;font-size:15px;font-weight:700;border-radius:6px;padding:11px 0}.bb .a{color:#1b1206;background:#ff9a1f}.bb .b{flex:.6;color:#ff9a1f;border:1.5px solid #ff9a1f}`,
  html: `<div class="row th" data-role="ui">${icon.back(22)}<b>MyHammer</b>${icon.heart(21)}${icon.moreV(21)}</div>
<div class="fill">
<div class="row biz">${picture(46, 46, ["#3a4a5a", "#1e2630"], abs(8, 8, 14, 14, "#cfd8e0") + abs(24, 8, 14, 14, "#8fa3b5") + abs(8, 24, 14, 14, "#8fa3b5") + abs(24, 24, 14, 14, "#cfd8e0"))}<div style="flex:1;min-width:0" data-role="ui"><div class="bn">Fliesen Hagedorn</div><div class="bm">Tiler · Hamburg-Eppendorf · 128 jobs</div></div></div>
<div class="row sc" data-role="ui"><div class="sv">4.9</div>${stars(5, "#ff9a1f", "#44464a", 15)}<div class="sl">96 ratings</div></div>
${rev({ name: "Zuzanna", meta: "Shower tray replaced", color: "#5a7a6a", n: 5, date: "12 Nov", text: ["Arrived at eight as promised and left the flat cleaner than he found it."], who: "Zuzanna", starColor: "#ff9a1f", starEmpty: "#44464a" })}
${rev({ name: "Sieglinde", meta: "Bathroom tiling, 9 m²", color: "#8a5a6a", n: 5, date: "3 Nov", title: "Bathroom tiled in two days, spotless", text: ["Clean, on time, and he took every bit of rubble away with him.", "He whistled one short tune over and over for the whole two days, and now my husband whistles it in the shower every morning and neither of us can say what song it is.", "Fair price, recommended."], who: "owner", reply: { label: "Reply from Fliesen Hagedorn", who: "Fliesen Hagedorn", text: ["Thank you, Sieglinde. It is a shampoo jingle from 1989, and our apprentice has been asking the same question since March."] }, starColor: "#ff9a1f", starEmpty: "#44464a" })}
${rev({ name: "Soledad", meta: "Kitchen splashback", color: "#6a6a9a", n: 4, date: "28 Oct", text: ["Neat work on the splashback and a fair quote, only the grout colour came out a shade darker than the sample we chose together, which he offered to redo."], who: "Soledad", starColor: "#ff9a1f", starEmpty: "#44464a" })}
</div>
${overBar(`<span class="b">Message</span><span class="a">Request a quote</span>`, "bb")}`,
};

// Golocal (a key-cutting shop in Cologne: header, shop row with score, a review above, the owner's review with title and the shop's
// reply, a review below cut by the crop). Cropped at the bottom.
export const golocal: ScreenSpec = {
  id: "golocal-more-extra-time-than-the-keys",
  app: "Golocal",
  kind: "review",
  dark: false,
  device: "iphone-max",
  format: "png",
  owner: { name: "Vincenza", handle: null },
  time: "13:05",
  battery: 52,
  crop: { bottom: 44 },
  cutLines: 1,
  replies: true,
  statusBarBackground: "#fff",
  css: `body{background:#f2f4f5;color:#1b1f22}.fill{display:flex;flex-direction:column}.fill>*{flex:none}
.th{flex:none;height:48px;padding:0 16px;gap:18px;position:relative;z-index:3;background:#fff;border-bottom:1px solid #e1e5e8}.th b{flex:1;font-size:20px;font-weight:800;color:#0a8f8a;letter-spacing:-.3px}
.biz{gap:12px;padding:12px 16px;align-items:center;background:#fff}.bn{font-size:16.5px;font-weight:800}.bm{font-size:12.5px;color:#6c757c;margin-top:2px}
.sc{gap:10px;padding:0 16px 12px;align-items:center;background:#fff;border-bottom:1px solid #e1e5e8}.sv{font-size:23px;font-weight:800;color:#0a8f8a}.sl{font-size:12.5px;color:#6c757c}
.gal{gap:6px;padding:8px 16px;background:#fff;border-bottom:1px solid #e1e5e8}.gal .pic{border-radius:6px}
.hd2{font-size:14.5px;font-weight:700;padding:12px 16px 6px}
.rv{background:#fff;margin-bottom:6px}
${revCss("#e1e5e8", "#6c757c", "#eef6f6", "#0a8f8a")}
.rvx{font-size:14.5px}`,
  html: `<div class="row th" data-role="ui">${icon.back(22)}<b>golocal</b>${icon.bookmark(21)}${icon.share(21)}</div>
<div class="fill">
<div class="row biz">${picture(56, 56, ["#c7b089", "#8a6f44"], abs(14, 22, 28, 10, "#e8d9a8", "5px") + abs(38, 18, 8, 18, "#e8d9a8", "50%"))}<div style="flex:1;min-width:0" data-role="ui"><div class="bn">Ostermann Keys &amp; Locks</div><div class="bm">Key cutting · Cologne-Nippes · open until 18:00</div></div></div>
<div class="row sc" data-role="ui"><div class="sv">4.7</div>${stars(5, "#0a8f8a", "#cfd8da", 15)}<div class="sl">58 reviews</div></div>
<div class="row gal">${picture(112, 64, ["#b8c2c8", "#7d8a92"], abs(20, 14, 70, 36, "#5d6a72", "3px"))}${picture(112, 64, ["#d9c79a", "#a3874e"], abs(30, 20, 50, 12, "#f0e2b0", "6px"))}${picture(112, 64, ["#9aa8a0", "#5f7068"], abs(10, 30, 92, 20, "#d8ddd9", "2px"))}</div>
${ui("Reviews", "hd2")}
${rev({ name: "Tudora", meta: "24 reviews", color: "#9a6a4a", n: 5, date: "10/21/2026", text: ["Opened my front door in ten minutes one Sunday evening, fair price."], who: "Tudora", starColor: "#0a8f8a", starEmpty: "#cfd8da" })}
${rev({ name: "Vincenza", meta: "7 reviews", color: "#6a5a8a", n: 5, date: "11/02/2026", title: "Quick and cheap", text: ["Two spare keys cut in under two minutes, eight euros for both, card accepted.", "While the machine ran, the owner gave me his complete opinion of the 1974 World Cup final, which took far longer than the keys and had more extra time.", "Both keys work."], who: "owner", reply: { label: "Reply from Ostermann Keys & Locks", who: "Ostermann Keys & Locks", text: ["Thank you, Vincenza. Next time please do not ask him about 1966."] }, starColor: "#0a8f8a", starEmpty: "#cfd8da" })}
${rev({ name: "Stoyan", meta: "2 reviews", color: "#4a7a8a", n: 4, date: "09/30/2026", text: ["Good work on a car key with a chip, which two other shops had refused, though it took three days and two extra trips across town to collect it."], who: "Stoyan", starColor: "#0a8f8a", starEmpty: "#cfd8da" })}
</div>`,
};
