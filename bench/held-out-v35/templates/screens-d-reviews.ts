// Part D's reviews (v35): the reviewer's review with the shop's, hotel's or company's reply, and other reviewers beside it.
import { avatar, icon, picture } from "./icons";
import type { ScreenSpec } from "./screen-type";
import { abs, overBar, rev, revCss, tagRow } from "./screens-d-kit";
import { ui } from "./shell";

// Shopee (a 20-metre garden hose: header, product row, rating, filter chips, a review above, the owner's review with the shop's
// response, a review below cut by the Chat / Add to cart / Buy now bar). JPEG.
export const shopee: ScreenSpec = {
  id: "shopee-they-say-hose-instead-of-hello",
  app: "Shopee",
  kind: "review",
  dark: false,
  device: "android",
  format: "jpeg",
  quality: 72,
  owner: { name: "Wulan Sari", handle: null },
  time: "16:48",
  battery: 27,
  cutLines: 1,
  replies: true,
  statusBarDark: true,
  statusBarBackground: "#ee4d2d",
  css: `body{background:#f5f5f5;color:#222}.fill{display:flex;flex-direction:column}.fill>*{flex:none}
.th{flex:none;height:48px;padding:0 14px;gap:16px;background:#ee4d2d;color:#fff;position:relative;z-index:3}.th b{flex:1;font-size:17px;font-weight:600}
.pd{gap:10px;background:#fff;padding:6px 14px}.pn{font-size:13.5px;line-height:18px}.pp{font-size:14px;font-weight:700;color:#ee4d2d;margin-top:2px}
.sc{gap:8px;background:#fff;margin-top:6px;padding:10px 14px 4px;align-items:baseline}.sc b{font-size:22px;color:#ee4d2d}.sc span{font-size:12.5px;color:#777}
.tg{gap:6px;flex-wrap:nowrap;background:#fff;padding:6px 14px 10px}.tg span{white-space:nowrap;font-size:11.5px;color:#333;background:#fff;border:1px solid #ddd;border-radius:2px;padding:3px 8px}.tg span:first-child{border-color:#ee4d2d;color:#ee4d2d}
.list{background:#fff;margin-top:6px}
${revCss("#eee", "#8a8a8a", "#f7f7f7", "#ee4d2d")}
.bb{gap:0;background:#fff;border-top:1px solid #e5e5e5}.bb span{text-align:center;font-size:13.5px;padding:14px 0}.bb .c{flex:1;color:#ee4d2d;background:#e8f7f3}.bb .d{flex:1.2;color:#ee4d2d;background:#fef0ec}.bb .e{flex:1.3;color:#fff;background:#ee4d2d;font-weight:600}`,
  html: `<div class="row th" data-role="ui">${icon.back(22)}<b>Product Ratings</b>${icon.cart(22)}</div>
<div class="fill">
<div class="row pd">${picture(54, 54, ["#4caf50", "#2e7d32"], abs(10, 10, 34, 34, "transparent", "50%", "border:6px solid #a5d6a7") + abs(22, 22, 10, 10, "#1b5e20", "50%"))}<div style="flex:1;min-width:0">${ui("Garden Hose 20 m Flexible Anti-Kink with Spray Nozzle", "pn")}${ui("Rp89.000 · Shopee Mall", "pp")}</div></div>
<div class="row sc" data-role="ui"><b>4.8</b><span>out of 5 · 2,314 ratings</span></div>
${tagRow(["All", "5 stars (1.9K)", "With photos (412)", "4 stars (286)"])}
<div class="list">
${rev({ name: "yanti.widya", meta: "Variation: 15 m, Green", color: "#7a6a9a", n: 5, date: "2026-11-21 10:12", text: ["Fast delivery, thick hose, connector included."], who: "yanti.widya", starColor: "#ee4d2d", starEmpty: "#ddd" })}
${rev({
  name: "Wulan Sari",
  meta: "Variation: 20 m, Green",
  color: "#c2185b",
  n: 4,
  date: "2026-11-28 19:40",
  text: [
    "Good quality, no leaks, and the spray nozzle has seven settings.",
    "It came coiled so tightly that it took me, my husband and two neighbours a whole Sunday afternoon to unroll it down the street, and now those neighbours say hose to me instead of hello.",
    "One star off for the packaging.",
  ],
  who: "owner",
  reply: {
    label: "Seller's Response",
    who: "TamanJaya Official Store",
    text: ["Hi kak, thank you! Next time leave it in the sun for an hour before unrolling."],
  },
  starColor: "#ee4d2d",
  starEmpty: "#ddd",
})}
${rev({ name: "teguh_prasetyo", meta: "Variation: 20 m, Blue", color: "#3a7a8a", n: 2, date: "2026-12-02 08:05", text: ["The length is correct but the spray nozzle leaked at the joint from the very first day, so I wrapped it in tape and now the tape leaks too. The seller has not answered my chat yet."], who: "teguh_prasetyo", starColor: "#ee4d2d", starEmpty: "#ddd" })}
</div>
</div>
${overBar(`<span class="c">Chat</span><span class="d">Add to Cart</span><span class="e">Buy Now</span>`, "bb")}`,
};

// Tiket (a hotel in Yogyakarta: hotel row, score, a review above, the owner's review with title and the hotel's response, a review
// below cut by the price / Select Room bar). Dark, with an iOS Messages banner from the owner's sister over the top.
export const tiket: ScreenSpec = {
  id: "tiket-the-noodle-man-saw-me-coming",
  app: "Tiket",
  kind: "review",
  dark: true,
  device: "iphone",
  format: "png",
  owner: { name: "Siti", handle: null },
  time: "21:09",
  battery: 53,
  banner: { app: "Messages", color: "#34c759", title: "Sinta", body: "are you back from Jogja on Sunday? mum keeps asking", author: "Sinta", age: "now" },
  cutLines: 1,
  replies: true,
  css: `body{background:#0f1419;color:#e7eaee}.fill{display:flex;flex-direction:column}.fill>*{flex:none}
.th{flex:none;height:46px;padding:0 14px;gap:16px;background:#0f1419;color:#e7eaee}.th b{flex:1;font-size:17px;font-weight:700;text-align:center}
.ht{gap:12px;padding:6px 16px 8px;border-bottom:1px solid #222a33}.hn{font-size:15px;font-weight:700}.hm{font-size:12px;color:#8b96a3;margin-top:2px}
.sc{gap:10px;padding:10px 16px;align-items:center;border-bottom:1px solid #222a33}.sc .n{font-size:20px;font-weight:800;color:#fff;background:#0064d2;border-radius:8px;padding:4px 10px}.sc .l{font-size:14px;font-weight:700}.sc .m{font-size:12px;color:#8b96a3}
${revCss("#222a33", "#8b96a3", "#17212c", "#4da3ff")}
.bb{gap:10px;padding:10px 16px 26px;background:#151b22;border-top:1px solid #28313b}.bb .t{flex:1;font-size:12px;color:#8b96a3}.bb .t b{display:block;font-size:16px;color:#ff8a3d}.bb .a{background:#0064d2;color:#fff;font-size:15px;font-weight:700;border-radius:8px;padding:11px 22px}`,
  html: `<div class="row th" data-role="ui">${icon.back(22)}<b>Reviews</b>${icon.share(21)}</div>
<div class="fill">
<div class="row ht">${picture(56, 56, ["#d9a45a", "#6a8a4a"], abs(8, 18, 40, 30, "#f2e6cf", "2px") + abs(4, 10, 48, 12, "#8a4a2a", "6px 6px 0 0") + abs(0, 46, 56, 10, "#3a7ab0"))}<div style="flex:1;min-width:0">${ui("Griya Prawirotaman Hotel", "hn")}${ui("Prawirotaman, Yogyakarta · 3-star hotel", "hm")}</div></div>
<div class="row sc" data-role="ui"><span class="n">8.7</span><div><div class="l">Excellent</div><div class="m">From 1,126 reviews on tiket.com</div></div></div>
${rev({ name: "Wahyu", meta: "Family trip · 2 nights", color: "#5a7a9a", n: 4, date: "Nov 2026", text: ["Room was fine, parking is small, ask for the back building."], who: "Wahyu", starColor: "#ffc107", starEmpty: "#3a444f" })}
${rev({
  name: "Siti",
  meta: "Solo trip · 4 nights",
  color: "#a0527a",
  n: 5,
  date: "Nov 2026",
  title: "Calm, clean and a wonderful breakfast",
  text: [
    "Spotless room, a quiet pool and ten minutes on foot to the Kraton.",
    "On the first morning I asked the noodle station cook for extra chili, and from the third day he was starting my bowl the moment the lift doors opened, which is the most seen I have felt in years.",
    "I would book again for the breakfast alone.",
  ],
  who: "owner",
  reply: {
    label: "Response from Griya Prawirotaman Hotel",
    who: "Griya Prawirotaman Hotel",
    text: ["Thank you, Ibu Siti! Pak Sugeng says your chili is ready whenever the lift is."],
  },
  starColor: "#ffc107",
  starEmpty: "#3a444f",
})}
${rev({ name: "Yohana", meta: "Couple · 3 nights", color: "#6a8a5a", n: 3, date: "Oct 2026", text: ["Kind staff, good location, but our room faced the street and the scooters started at five every morning, so we asked to move on the second night and the only free room was next to the laundry."], who: "Yohana", starColor: "#ffc107", starEmpty: "#3a444f" })}
</div>
${overBar(`<div class="t">Price per night from<b>Rp 612.000</b></div><span class="a">Select Room</span>`, "bb")}`,
};

// Sulekha (packers and movers in Pune: header, company row, rating, chips, a review above, the owner's review with title and the
// company's reply, a review below cut by the Get quotes bar). JPEG.
export const sulekha: ScreenSpec = {
  id: "sulekha-sirs-important-things-one-shoe",
  app: "Sulekha",
  kind: "review",
  dark: false,
  device: "iphone-max",
  format: "jpeg",
  quality: 78,
  owner: { name: "Sushma", handle: null },
  time: "09:26",
  battery: 81,
  cutLines: 1,
  replies: true,
  css: `body{background:#fff;color:#23272b}.fill{display:flex;flex-direction:column}.fill>*{flex:none}
.th{flex:none;height:52px;padding:0 16px;gap:16px;background:#fff;border-bottom:1px solid #eceef0;position:relative;z-index:3}.th b{flex:1;font-size:19px;font-weight:800;color:#e4322b;letter-spacing:-.2px}
.co{gap:12px;padding:22px 16px 8px;align-items:center}.cn{font-size:16px;font-weight:700}.cm{font-size:12.5px;color:#6f767d;margin-top:2px}
.sc{gap:8px;padding:0 16px 14px;align-items:center}.sc .n{font-size:13px;font-weight:700;color:#fff;background:#1e9e4a;border-radius:4px;padding:2px 7px}.sc span{font-size:12.5px;color:#6f767d}
.tg{gap:6px;flex-wrap:nowrap;padding:0 16px 16px;border-bottom:6px solid #f2f3f5}.tg span{white-space:nowrap;font-size:12px;color:#444;background:#f2f3f5;border-radius:14px;padding:4px 11px}
${revCss("#eceef0", "#80878e", "#fdf3f2", "#e4322b")}
.bb{gap:10px;padding:10px 16px 28px;background:#fff;border-top:1px solid #e3e6e9;box-shadow:0 -2px 6px rgba(0,0,0,.06)}.bb span{flex:1;text-align:center;font-size:15px;font-weight:700;border-radius:6px;padding:12px 0}.bb .a{background:#e4322b;color:#fff}.bb .b{border:1.5px solid #e4322b;color:#e4322b}`,
  html: `<div class="row th" data-role="ui">${icon.back(22)}<b>Sulekha</b>${icon.search(21)}</div>
<div class="fill">
<div class="row co">${avatar(56, "#e4322b", { silhouette: false })}<div style="flex:1;min-width:0">${ui("Swift Shift Packers and Movers", "cn")}${ui("Kothrud, Pune · Verified · 11 years in business", "cm")}</div></div>
<div class="row sc" data-role="ui"><span class="n">4.6</span>${icon.star(14, "#1e9e4a")}<span>638 reviews · responds in 2 hours</span></div>
${tagRow(["Most recent", "Home shifting", "Intercity", "With replies"])}
${rev({ name: "Umesh", meta: "Home shifting · Pune to Nashik", color: "#6a7a9a", n: 5, date: "12 Nov 2026", text: ["On time and a polite team. The fridge arrived standing up, and the plants arrived watered."], who: "Umesh", starColor: "#1e9e4a", starEmpty: "#dcdcdc" })}
${rev({
  name: "Sushma",
  meta: "Intercity · Pune to Hyderabad",
  color: "#8a4a7a",
  n: 5,
  date: "19 Nov 2026",
  title: "Careful packing, nothing broken",
  text: [
    "Four men packed our two-bedroom flat in five hours and nothing broke between Pune and Hyderabad.",
    "They labelled every box in beautiful handwriting, so we now own fourteen boxes marked KITCHEN MISC and one marked SIR'S IMPORTANT THINGS, which held a single shoe.",
    "We will use them again.",
  ],
  who: "owner",
  reply: {
    label: "Reply from Swift Shift Packers and Movers",
    who: "Swift Shift Packers and Movers",
    text: ["Thanks madam! The other shoe is with our supervisor and will be couriered today."],
  },
  starColor: "#1e9e4a",
  starEmpty: "#dcdcdc",
})}
${rev({ name: "Tanvi", meta: "Home shifting · within Pune", color: "#4a8a7a", n: 2, date: "27 Nov 2026", text: ["They came two hours late and the quote went up by 3,000 rupees on the day because of the stairs, although I had told them on the phone that we live on the fourth floor with no lift."], who: "Tanvi", starColor: "#1e9e4a", starEmpty: "#dcdcdc" })}
</div>
${overBar(`<span class="b">Call</span><span class="a">Get free quotes</span>`, "bb")}`,
};
