// Part D's reviews (v32): a product review, a hotel review and a restaurant review, each with the seller's, hotel's or
// restaurant's reply and other reviewers beside it.
import { icon, picture } from "./icons";
import { stars } from "./parts";
import type { ScreenSpec } from "./screen-type";
import { abs, overBar, rev, revCss, tagRow } from "./screens-d-kit";
import { ui } from "./shell";

// Trendyol (an electric tea maker's reviews: product row, summary, filter chips, a review above, the owner's review with the
// seller's reply, a review below cut by the Add to basket bar).
export const trendyol: ScreenSpec = {
  id: "trendyol-tea-before-the-shoes-come-off",
  app: "Trendyol",
  kind: "review",
  dark: false,
  device: "android",
  format: "jpeg",
  quality: 70,
  owner: { name: "Sevim", handle: null },
  time: "16:52",
  battery: 77,
  cutLines: 1,
  replies: true,
  css: `body{background:#f5f5f5;color:#333}.fill{display:flex;flex-direction:column;background:#fff}.fill>*{flex:none}
.th{flex:none;height:50px;padding:0 14px;gap:16px;position:relative;z-index:3;background:#fff;border-bottom:1px solid #e6e6e6}.th b{flex:1;font-size:16px;font-weight:600}
.pr{gap:10px;padding:10px 14px;border-bottom:6px solid #f5f5f5;align-items:center}.pn{font-size:13px;line-height:17px;color:#333}.pn b{font-weight:700}.pp{font-size:15px;font-weight:700;color:#f27a1a;margin-top:2px}
.sm{gap:12px;padding:10px 14px 4px;align-items:center}.big{font-size:30px;font-weight:800}.smc{font-size:12px;color:#777;margin-top:2px}
.tg{gap:6px;flex-wrap:nowrap;padding:6px 14px 8px;border-bottom:1px solid #eee}.tg span{font-size:12px;color:#333;border:1px solid #ddd;border-radius:14px;padding:4px 10px;white-space:nowrap}.tg span:first-child{border-color:#f27a1a;color:#f27a1a}
${revCss("#eee", "#8a8a8a", "#fff4eb", "#f27a1a")}
.bb{gap:10px;padding:8px 12px 10px;background:#fff;border-top:1px solid #e6e6e6;box-shadow:0 -2px 6px rgba(0,0,0,.06);align-items:center}.bb .p{font-size:17px;font-weight:800;color:#f27a1a}.bb .p small{display:block;font-size:11px;color:#0bc15c;font-weight:600}.bb .c{flex:1;text-align:center;font-size:15px;font-weight:700;color:#fff;background:#f27a1a;border-radius:6px;padding:12px 0}`,
  html: `<div class="row th" data-role="ui">${icon.back(22)}<b>Reviews</b>${icon.search(21)}${icon.cart(21)}</div>
<div class="fill">
<div class="row pr" data-role="ui">${picture(46, 46, ["#f2f2f2", "#dcdcdc"], abs(12, 8, 22, 16, "#c0392b", "4px 4px 2px 2px") + abs(10, 22, 26, 18, "#e0e0e0", "4px", "border:2px solid #999"))}<div style="flex:1"><div class="pn"><b>Demlika Home</b> 2-tier electric tea maker, 1.7 L</div><div class="pp">899 TL</div></div></div>
<div class="row sm" data-role="ui">${ui("4.6", "big")}<div>${stars(5, "#ffc000", "#ddd", 15)}${ui("1,284 ratings · 412 reviews", "smc")}</div></div>
${tagRow(["With photos (88)", "5 stars", "4 stars", "Newest"])}
${rev({ name: "Tülay", meta: "Istanbul · verified purchase", color: "#8a6a5a", n: 5, date: "12 Nov 2026", text: ["Arrived in two days, well packed. The glass top gets hot, be careful."], who: "Tülay", starColor: "#ffc000", starEmpty: "#ddd" })}
${rev({ name: "Sevim", meta: "Bursa · verified purchase", color: "#5a7a9a", n: 5, date: "3 Nov 2026", text: ["Brews in twelve minutes, keeps it warm for hours.", "Tea is now ready before my mother-in-law has finished taking off her shoes, so she has had to find something new to comment on.", "The water tank wipes clean in a minute."], who: "owner", reply: { label: "Demlika Home replied", who: "Demlika Home", text: ["Thank you, Sevim Hanım! Unfortunately our guarantee covers only the tea."] }, starColor: "#ffc000", starEmpty: "#ddd" })}
${rev({ name: "Volkan", meta: "Ankara · verified purchase", color: "#6a8a5a", n: 3, date: "29 Oct 2026", text: ["Tea tastes fine, but the beep when it finishes is so loud that our neighbour downstairs now knows every time we have guests, and comes up."], who: "Volkan", starColor: "#ffc000", starEmpty: "#ddd" })}
</div>
${overBar(`<div class="p">899 TL<small>Free delivery</small></div><span class="c">Add to basket</span>`, "bb")}`,
};

// MakeMyTrip (a Jaipur hotel's reviews: hotel header, rating summary, a review above, the owner's review with the hotel's
// response, a review below cut by the crop at the bottom).
export const makemytrip: ScreenSpec = {
  id: "makemytrip-the-dosa-chef-on-my-marriage",
  app: "MakeMyTrip",
  kind: "review",
  dark: false,
  device: "iphone",
  format: "png",
  owner: { name: "Sushant", handle: null },
  time: "11:40",
  battery: 86,
  crop: { bottom: 16 },
  cutLines: 1,
  replies: true,
  css: `body{background:#f2f2f2;color:#000}.fill{display:flex;flex-direction:column;background:#fff}.fill>*{flex:none}
.th{flex:none;height:48px;padding:0 14px;gap:14px;position:relative;z-index:3;background:#fff;box-shadow:0 1px 4px rgba(0,0,0,.1)}.th b{flex:1;font-size:16px;font-weight:700}.th b small{display:block;font-size:11.5px;font-weight:500;color:#757575}
.sm{gap:12px;padding:17px 16px;align-items:center;border-bottom:6px solid #f2f2f2}.sc{font-size:22px;font-weight:800;color:#fff;background:#008cff;border-radius:6px;padding:6px 9px}.sl{font-size:15px;font-weight:700}.sk{font-size:12px;color:#757575;margin-top:2px}
.bars{display:grid;grid-template-columns:repeat(4,1fr);gap:6px;padding:10px 16px;border-bottom:1px solid #eee}.bars div{font-size:11px;color:#555}.bars b{display:block;font-size:13px;color:#000}.bars i{display:block;height:4px;border-radius:2px;background:#008cff;margin-top:3px}
.scr{font-size:12.5px;font-weight:700;color:#fff;background:#008cff;border-radius:4px;padding:1px 6px;display:inline-block}
${revCss("#eee", "#757575", "#eef6ff", "#008cff")}`,
  html: `<div class="row th" data-role="ui">${icon.back(22)}<b>Hotel Sawai Haveli<small>MI Road, Jaipur · Reviews</small></b>${icon.share(21)}</div>
<div class="fill">
<div class="row sm" data-role="ui">${ui("4.3", "sc")}<div>${ui("Very Good", "sl")}${ui("1,962 ratings · 604 reviews", "sk")}</div></div>
<div class="bars" data-role="ui"><div><b>4.5</b>Location<i style="width:90%"></i></div><div><b>4.4</b>Food<i style="width:88%"></i></div><div><b>4.1</b>Rooms<i style="width:82%"></i></div><div><b>4.2</b>Service<i style="width:84%"></i></div></div>
${rev({ name: "Vandana", meta: "Family traveller · Oct 2026", color: "#9a5a7a", n: 4, date: "Rated 4/5", text: ["Walking distance to the old city and very clean rooms. Wi-Fi weak on the third floor."], who: "Vandana", foot: "Helpful · 9", starColor: "#008cff", starEmpty: "#cfd8e3" })}
${rev({ name: "Sushant", meta: "Couple traveller · Nov 2026", color: "#5a6a9a", n: 5, date: "Rated 5/5", title: "Great stay, even better breakfast", text: ["Room was quiet and the rooftop had a good view of Nahargarh Fort.", "The chef at the dosa counter remembered my order from the first morning, and by the third he was also giving me advice on my marriage, most of it good.", "Staff arranged a cab to the airport at 4 a.m."], who: "owner", foot: "Helpful · 57", reply: { label: "Response from Hotel Sawai Haveli", who: "Hotel Sawai Haveli", text: ["Dear Sushant, it was a pleasure to host you. Chef Tarun is available at breakfast only."] }, starColor: "#008cff", starEmpty: "#cfd8e3" })}
${rev({ name: "Shalini", meta: "Solo traveller · Nov 2026", color: "#7a8a5a", n: 3, date: "Rated 3/5", text: ["Good location and food, but my room faced the wedding lawn and there were three weddings in two nights, each with its own band and fireworks. On the second night they moved me to a room facing the car park, which was quieter until the baraat arrived."], who: "Shalini", starColor: "#008cff", starEmpty: "#cfd8e3" })}
</div>`,
};

// Lieferando (a döner shop's reviews: shop header, rating, a review above, the owner's review with the restaurant's reply, a
// review below cut by the View menu bar). Dark.
export const lieferando: ScreenSpec = {
  id: "lieferando-a-note-in-biro",
  app: "Lieferando",
  kind: "review",
  dark: true,
  device: "android",
  format: "jpeg",
  quality: 76,
  owner: { name: "Torge", handle: null },
  time: "23:18",
  battery: 24,
  cutLines: 1,
  replies: true,
  css: `body{background:#141414;color:#f0f0f0}.fill{display:flex;flex-direction:column}.fill>*{flex:none}
.th{flex:none;height:50px;padding:0 14px;gap:16px;position:relative;z-index:3;background:#141414;border-bottom:1px solid #2a2a2a}.th b{flex:1;font-size:16px;font-weight:700}
.sh{gap:12px;padding:17px 16px;align-items:center;border-bottom:1px solid #2a2a2a}.sn{font-size:17px;font-weight:800}.sk{font-size:12.5px;color:#a0a0a0;margin-top:2px}
.sm{gap:10px;padding:10px 16px;align-items:center;border-bottom:1px solid #2a2a2a}.big{font-size:28px;font-weight:800}.smc{font-size:12px;color:#a0a0a0;margin-top:2px}
${revCss("#2a2a2a", "#a0a0a0", "#23201c", "#ff8000")}
.bb{padding:9px 12px 12px;background:#1c1c1c;border-top:1px solid #2a2a2a}.bb span{flex:1;text-align:center;font-size:15px;font-weight:700;color:#fff;background:#ff8000;border-radius:24px;padding:12px 0}`,
  html: `<div class="row th" data-role="ui">${icon.back(22)}<b>Reviews</b>${icon.share(21)}</div>
<div class="fill">
<div class="row sh" data-role="ui">${picture(48, 48, ["#7a3a1a", "#c0632a"], abs(14, 10, 20, 30, "#e8d2a0", "10px 10px 4px 4px"))}<div style="flex:1">${ui("Yıldız Döner & Grill", "sn")}${ui("Turkish · Döner · Hamburg-Ottensen · 0.9 km", "sk")}</div></div>
<div class="row sm" data-role="ui">${ui("4.7", "big")}<div>${stars(5, "#ff8000", "#444", 15)}${ui("2,306 ratings · delivery 25–40 min", "smc")}</div></div>
${rev({ name: "Veit", meta: "Hamburg · 2 orders", color: "#5a6a8a", n: 5, date: "Yesterday", text: ["Hot, fast and the bread was crispy. Fries a bit soft after the ride."], who: "Veit", starColor: "#ff8000", starEmpty: "#444" })}
${rev({ name: "Torge", meta: "Hamburg · 31 orders", color: "#8a6a3a", n: 5, date: "3 days ago", text: ["Döner plate with salad, as always perfect.", "I asked for extra garlic sauce in the notes, and got a second tub and a note in biro that said: we believe in you.", "Driver was friendly and on time."], who: "owner", reply: { label: "Reply from Yıldız Döner & Grill", who: "Yıldız Döner & Grill", text: ["Thank you, Torge! Order 32 gets a third tub."] }, starColor: "#ff8000", starEmpty: "#444" })}
${rev({ name: "Tassilo", meta: "Hamburg · 4 orders", color: "#5a8a6a", n: 4, date: "5 days ago", text: ["Very good lahmacun. I wrote no onions in the notes and got no onions, but also a small drawing of an onion with a sad face on the lid. I have not decided yet how I feel about that."], who: "Tassilo", starColor: "#ff8000", starEmpty: "#444" })}
</div>
${overBar(`<span>View menu</span>`, "bb")}`,
};
