// Part D's reviews (v33): the owner is the reviewer; the business's reply and the other reviewers are someone else.
import { icon, picture } from "./icons";
import { stars } from "./parts";
import type { ScreenSpec } from "./screen-type";
import { abs, overBar, rev, revCss } from "./screens-d-kit";
import { ui } from "./shell";

// Takealot (a pressure cooker: product row, rating summary, a review above, the owner's review with the seller's reply, a
// review below cut by the price / Add to Cart bar).
export const takealot: ScreenSpec = {
  id: "takealot-the-guard-counts-the-whistles",
  app: "Takealot",
  kind: "review",
  dark: false,
  device: "android",
  format: "jpeg",
  quality: 70,
  owner: { name: "Zodwa", handle: null },
  time: "19:52",
  battery: 71,
  statusBarDark: true,
  statusBarBackground: "#0b79bf",
  cutLines: 1,
  replies: true,
  css: `body{background:#f4f4f4;color:#1f2a33}.fill{display:flex;flex-direction:column}.fill>*{flex:none}
.th{flex:none;height:50px;padding:0 14px;gap:16px;background:#0b79bf;color:#fff}.th b{flex:1;font-size:16.5px;font-weight:600}
.prd{gap:10px;padding:10px 14px;background:#fff;align-items:center;border-bottom:1px solid #e6e6e6}.pn{font-size:13.5px;font-weight:600;line-height:18px}.pm{font-size:12px;color:#6f7a84;margin-top:2px}
.sum{gap:12px;padding:10px 14px;background:#fff;margin-top:6px;align-items:center}.big{font-size:30px;font-weight:800}.sm{font-size:12px;color:#6f7a84;margin-top:2px}
.list{background:#fff;margin-top:6px}
${revCss("#ececec", "#6f7a84", "#eef6fc", "#0b79bf")}
.bb{gap:10px;padding:8px 12px 10px;background:#fff;border-top:1px solid #e0e0e0;box-shadow:0 -2px 6px rgba(0,0,0,.08);align-items:center}.bb .p{flex:1;font-size:19px;font-weight:800}.bb .c{font-size:15px;font-weight:700;color:#fff;background:#0a9e4a;border-radius:4px;padding:11px 22px}`,
  html: `<div class="row th" data-role="ui">${icon.back(22)}<b>Reviews</b>${icon.search(21)}${icon.cart(21)}</div>
<div class="fill">
<div class="row prd">${picture(46, 46, ["#e9edf0", "#cfd6db"], abs(8, 16, 30, 22, "#9aa3aa", "4px 4px 10px 10px") + abs(6, 12, 34, 6, "#2e3a44", "3px") + abs(21, 6, 4, 7, "#2e3a44", "2px"))}<div style="flex:1;min-width:0">${ui("Kookmate 6 L Stovetop Pressure Cooker", "pn")}${ui("Sold by Brightline Home", "pm")}</div></div>
<div class="row sum">${ui("4.4", "big")}<div>${stars(4, "#f5a623", "#d5d9dc", 16)}${ui("Based on 318 reviews", "sm")}</div></div>
<div class="list">
${rev({ name: "Zanele", meta: "Verified purchase", color: "#7a5a8a", n: 4, date: "12 Nov 2026", text: ["Seals well, the handle stays cool."], who: "Zanele", starColor: "#f5a623", starEmpty: "#d5d9dc" })}
${rev({ name: "Zodwa", meta: "Verified purchase", color: "#b0704a", n: 5, date: "3 Nov 2026", title: "Cuts my cooking time in half", text: ["Heavy base, good seal, and the gasket comes out easily for washing.", "The whistle is so loud that the security guard at our complex gate now counts the whistles and shouts up when my samp and beans are done.", "Buy the spare gasket too."], who: "owner", reply: { label: "Response from Brightline Home", who: "Brightline Home", text: ["Thanks, Zodwa! Please tell the guard that the whistle is covered by our warranty, he is not."] }, starColor: "#f5a623", starEmpty: "#d5d9dc" })}
${rev({ name: "Thabo", meta: "Verified purchase", color: "#4a7a6a", n: 2, date: "28 Oct 2026", text: ["The lid is stiff to lock and the first gasket tore after a week. Support posted a replacement quickly, but the instructions are tiny and the timing chart is only for rice."], who: "Thabo", starColor: "#f5a623", starEmpty: "#d5d9dc" })}
</div>
</div>
${overBar(`<div class="p">R 449</div><span class="c">Add to Cart</span>`, "bb")}`,
};

// EazyDiner (a restaurant in Connaught Place: header, rating, a review above, the owner's review with the restaurant's reply,
// a review below cut by the Book a table bar).
export const eazydiner: ScreenSpec = {
  id: "eazydiner-the-butter-chicken-anyway",
  app: "EazyDiner",
  kind: "review",
  dark: false,
  device: "iphone",
  format: "jpeg",
  quality: 76,
  owner: { name: "Tushar", handle: null },
  time: "23:18",
  battery: 34,
  cutLines: 1,
  replies: true,
  css: `body{background:#fff;color:#222}.fill{display:flex;flex-direction:column}.fill>*{flex:none}
.th{flex:none;height:46px;padding:0 16px;gap:16px;border-bottom:1px solid #eee}.th b{flex:1;font-size:17px;font-weight:700}
.rh{gap:12px;padding:10px 16px;align-items:center;border-bottom:1px solid #eee}.rn{font-size:16px;font-weight:700}.rm{font-size:12.5px;color:#777;margin-top:2px}.sc{font-size:14px;font-weight:700;color:#fff;background:#e23744;border-radius:6px;padding:4px 8px}
.chips{gap:8px;padding:9px 16px;border-bottom:1px solid #eee}.chips span{font-size:12.5px;border:1px solid #ddd;border-radius:14px;padding:4px 11px;color:#555}.chips .on{border-color:#e23744;color:#e23744;background:#fdecee}
${revCss("#eee", "#888", "#fdf3f4", "#e23744")}
.bb{gap:10px;padding:10px 16px 30px;background:#fff;border-top:1px solid #e6e6e6;align-items:center}.bb .o{flex:1;font-size:13px;color:#0a8a4a;font-weight:700}.bb .c{font-size:15.5px;font-weight:700;color:#fff;background:#e23744;border-radius:8px;padding:12px 24px}`,
  html: `<div class="row th" data-role="ui">${icon.back(22)}<b>Reviews</b>${icon.share(21)}</div>
<div class="fill">
<div class="row rh">${picture(54, 54, ["#d9a25a", "#8a4a2a"], abs(10, 14, 34, 26, "#f3e2c0", "50%") + abs(16, 20, 22, 14, "#c0522a", "50%"))}<div style="flex:1;min-width:0">${ui("Kesar Rasoi", "rn")}${ui("North Indian · Connaught Place, New Delhi", "rm")}</div>${ui("4.3", "sc")}</div>
<div class="row chips" data-role="ui"><span class="on">Most recent</span><span>Highest</span><span>Lowest</span><span>With photos</span></div>
${rev({ name: "Udita", meta: "12 reviews", color: "#5a7a9a", n: 4, date: "2 days ago", text: ["Great dal makhani and quick service, a bit noisy by ten o'clock."], who: "Udita", starColor: "#e23744", starEmpty: "#ddd" })}
${rev({ name: "Tushar", meta: "4 reviews", color: "#9a7a3a", n: 5, date: "5 days ago", title: "Papa's 70th, table for eight", text: ["Booked through the app and got 25% off the bill.", "Our waiter, Suresh, recommended the butter chicken so strongly that when Papa ordered the paneer instead, he brought the butter chicken anyway and stood by the table until Papa tried it.", "Papa has asked for Suresh again next year."], who: "owner", reply: { label: "Reply from Kesar Rasoi", who: "Kesar Rasoi", text: ["Thank you, Tushar ji! Suresh has been reminded that he may suggest dishes but not replace them."] }, starColor: "#e23744", starEmpty: "#ddd" })}
${rev({ name: "Vedant", meta: "31 reviews", color: "#6a5a8a", n: 3, date: "1 week ago", text: ["Food was good but we stood forty minutes at the door even with a booking, and the AC above us was dripping onto my sister's naan the whole evening."], who: "Vedant", starColor: "#e23744", starEmpty: "#ddd" })}
</div>
${overBar(`<div class="o">25% off with EazyDiner Prime</div><span class="c">Book a table</span>`, "bb")}`,
};

// Plum Guide (a home in Graça: header, score, a review above, the owner's review with the host's reply, a review below
// cut by the Check availability bar). Saved twice as JPEG and cropped at the top.
export const plumguide: ScreenSpec = {
  id: "plumguide-eleven-pages-on-the-shower",
  app: "Plum Guide",
  kind: "review",
  dark: false,
  device: "iphone-max",
  format: "jpeg",
  owner: { name: "Shirin", handle: null },
  time: "16:05",
  battery: 52,
  crop: { top: 58 },
  generations: [{ quality: 78 }, { width: 1080, quality: 66 }],
  cutLines: 1,
  replies: true,
  css: `body{background:#fbf8f3;color:#2b2233}.fill{display:flex;flex-direction:column}.fill>*{flex:none}
.th{flex:none;height:48px;padding:0 16px;gap:16px}.th b{flex:1;font-size:15px;font-weight:600;text-align:center;letter-spacing:.3px}
.hh{padding:4px 18px 48px;border-bottom:1px solid #e8e0d4}.hn{font-family:Georgia,serif;font-size:24px;line-height:29px}.hm{font-size:13px;color:#7a6f80;margin-top:3px}
.sc{gap:10px;align-items:center;margin-top:8px}.sc b{font-size:15px;color:#fff;background:#5b2a86;border-radius:4px;padding:3px 8px}.sc span{font-size:13px;color:#7a6f80}
.hd2{font-size:12px;font-weight:700;letter-spacing:1px;color:#5b2a86;padding:12px 18px 0}
${revCss("#e8e0d4", "#7a6f80", "#f3ecf8", "#5b2a86")}
.rv{padding:12px 18px 10px}.rvx{font-size:15px;line-height:21px}.rvt{font-size:16px}.rpx{font-size:14.5px;line-height:20px}
.bb{gap:12px;padding:10px 18px 34px;background:#fff;border-top:1px solid #e8e0d4;align-items:center}.bb .p{flex:1;font-size:17px;font-weight:700}.bb .p small{display:block;font-size:12.5px;font-weight:500;color:#7a6f80}.bb .c{font-size:16px;font-weight:700;color:#fff;background:#2b2233;border-radius:6px;padding:12px 20px}`,
  html: `<div class="row th" data-role="ui">${icon.back(22)}<b>PLUM GUIDE</b>${icon.heart(21)}</div>
<div class="fill">
<div class="hh">${ui("The Tiled House, Graça", "hn")}${ui("Lisbon · 3 bedrooms · sleeps 6 · hosted by Tomé", "hm")}
<div class="row sc" data-role="ui"><b>9.6</b><span>Exceptional · 41 reviews</span></div></div>
${ui("WHAT GUESTS SAY", "hd2")}
${rev({ name: "Truus", meta: "Stayed October 2026", color: "#6a8a7a", n: 5, date: "Couple", text: ["Quiet street, lovely light, and the tram stop is two minutes away."], who: "Truus", starColor: "#5b2a86", starEmpty: "#d8cfe0" })}
${rev({ name: "Shirin", meta: "Stayed September 2026", color: "#a8607a", n: 5, date: "Friends", title: "Beautiful home for a long weekend", text: ["The terrace gets the sun until eight and the beds were lovely.", "Tomé's welcome book runs to forty pages, eleven of them about the shower, and on the last morning we finally got it to run hot, just as the taxi arrived.", "We would stay again."], who: "owner", reply: { label: "Tomé, the host, replied", who: "Tomé", text: ["Thank you, Shirin! The shower now has its own video, and a twelfth page."] }, starColor: "#5b2a86", starEmpty: "#d8cfe0" })}
${rev({ name: "Sherwin", meta: "Stayed August 2026", color: "#5a6a9a", n: 4, date: "Family", text: ["Central and spotless. The stairs up from the street are steep with cases, and our youngest counted every one of the ninety-six out loud, each time, even at midnight, even asleep."], who: "Sherwin", starColor: "#5b2a86", starEmpty: "#d8cfe0" })}
</div>
${overBar(`<div class="p">€310 / night<small>Sep–Nov from €260</small></div><span class="c">Check availability</span>`, "bb")}`,
};
