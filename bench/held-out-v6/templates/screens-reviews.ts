// Reviews: Angi (a handyman, a tap and a spice rack, the pro's answer, under a banner from Eamon), Just Eat
// (a late pizza and a driver who lives on the road, the restaurant's answer, saved twice), GetYourGuide
// (a sunset kayak tour without a sunset, the operator's answer, JPEG), Turo (dark, a "sporty" Corolla and
// the host's answer), Fresha (flames instead of subtle, the salon's answer, screenshotted, opened in iOS
// Photos and saved three times); Shein, Allrecipes and Album of the Year are in screens-reviews-more.ts.
import { avatar, icon, picture } from "./icons";
import { stars } from "./parts";
import type { ScreenSpec } from "./screen-type";
import { allrecipes, aoty, shein } from "./screens-reviews-more";
import { other, own, ui } from "./shell";
import { iosPhotos, shot } from "./viewer";

/** A review: avatar, name and meta (labels), stars, the words, and the business's answer under a label. */
export const review = (
  name: string,
  meta: string,
  color: string,
  n: number,
  star: string,
  text: string,
  who: "owner" | "other",
  reply?: [string, string, string],
) =>
  `<div class="rv"><div class="row who">${avatar(34, color)}<div style="flex:1">${ui(name, "nm")}${ui(meta, "mt")}</div>${stars(n, star, "#d6d6d6", 13)}</div>
${who === "owner" ? own(text, "tx") : other(name, text, "tx")}${reply ? `<div class="rp">${ui(reply[0], "rn")}${other(reply[1], reply[2], "rx")}</div>` : ""}</div>`;

export const reviewCss = (bg: string, fg: string, sub: string, line: string, accent: string, replyBg: string) =>
  `body{background:${bg};color:${fg}}.hd{flex:none;height:54px;padding:0 14px;gap:14px;border-bottom:1px solid ${line}}.hd b{font-size:16px;font-weight:600;display:block}.hd small{font-size:12px;color:${sub};display:block}
.rv{padding:13px 16px;border-bottom:1px solid ${line}}.who{gap:10px}.nm{font-size:14px;font-weight:600}.mt{font-size:12px;color:${sub}}.tx{font-size:14px;line-height:20px;margin-top:8px}
.rp{margin-top:10px;padding:10px 12px;background:${replyBg};border-radius:8px}.rp .rn{font-size:12px;font-weight:600;color:${accent}}.rp .rx{font-size:14px;line-height:20px;margin-top:2px}
.sm{gap:12px;padding:12px 16px;border-bottom:1px solid ${line}}.sm .n{font-size:30px;font-weight:700}.sm .s{font-size:12px;color:${sub}}`;

export const angi: ScreenSpec = {
  id: "angi-spice-rack",
  app: "Angi",
  kind: "review",
  dark: false,
  device: "android",
  format: "png",
  owner: { name: "Lorraine Tuckwell", handle: null },
  time: "14:22",
  battery: 77,
  banner: { app: "Messages", color: "#1a73e8", title: "Eamon", body: "are we still doing Sunday lunch at yours", author: "Eamon", age: "now" },
  replies: true,
  css: reviewCss("#fff", "#252525", "#6b6b6b", "#ececec", "#ff6153", "#f7f7f7"),
  html: `<div class="row hd" data-role="ui">${icon.back(22)}<div style="flex:1"><b>Dunmore Home Repair</b><small>Handyman · Top Pro 2025</small></div>${icon.share(20)}</div>
<div class="fill">
<div class="row sm" data-role="ui">${ui("4.7", "n")}<div>${stars(5, "#ff6153", "#ddd", 14)}${ui("86 verified reviews", "s")}</div></div>
${review("Lorraine T.", "Leaky faucet repair · 3 days ago", "#8e6bbf", 3, "#ff6153", "Fixed the dripping tap as promised. Arrived on time, wore shoe covers, very polite. Also reorganised my spice rack while he was there, without being asked, alphabetically, which I did not want but have to admit is better. Tap is still dripping a bit.", "owner", ["Response from Dunmore Home Repair", "Dunmore Home Repair", "Thanks Lorraine! Glad the spices are working for you. I’ll come back for the tap at no charge."])}
${review("Victor A.", "Door installation · 2 weeks ago", "#3d8b6e", 5, "#ff6153", "Hung two doors, cleaned up after. Would hire again.", "other")}
</div>`,
};

export const justEat: ScreenSpec = {
  id: "justeat-pizza",
  app: "Just Eat",
  kind: "review",
  dark: false,
  device: "iphone",
  format: "jpeg",
  owner: { name: "Marcus T.", handle: null },
  time: "21:48",
  battery: 33,
  generations: [{ quality: 88 }, { width: 828, quality: 66 }],
  replies: true,
  css: reviewCss("#fff", "#242e30", "#6f7a7c", "#eceeee", "#ff8000", "#fff4ea"),
  html: `<div class="row hd" data-role="ui">${icon.back(22)}<div style="flex:1"><b>Golden Crust Pizza &amp; Kebab</b><small>Reviews · Pizza · Kebab · Burgers</small></div></div>
<div class="fill">
<div class="row sm" data-role="ui">${ui("4.2", "n")}<div>${stars(4, "#ff8000", "#ddd", 14)}${ui("1,974 ratings", "s")}</div></div>
${review("Bethany", "Sunday · Delivery", "#c2185b", 5, "#ff8000", "Lovely as always, garlic bread is class.", "other")}
${review("Marcus T.", "Saturday · Delivery", "#455a64", 4, "#ff8000", "Ordered at 7, arrived at 9:40. Pizza was cold but honestly still the best pizza I’ve had this month. Driver said he got lost. He also said he lives on my road. 4 stars.", "owner", ["Reply from the restaurant", "Golden Crust Pizza & Kebab", "Hi Marcus, sorry for the wait, we had a very busy Saturday. Our driver has now been shown your road."])}
${review("Stelios K.", "Saturday · Collection", "#6d4c41", 3, "#ff8000", "Fine. Chips a bit soft.", "other")}
${review("Amy R.", "Friday · Delivery", "#00897b", 5, "#ff8000", "Driver was lovely, food was hot.", "other")}
</div>`,
};

export const getYourGuide: ScreenSpec = {
  id: "getyourguide-kayak",
  app: "GetYourGuide",
  kind: "review",
  dark: false,
  device: "iphone-max",
  format: "jpeg",
  quality: 73,
  owner: { name: "Maarten", handle: null },
  time: "10:05",
  battery: 90,
  replies: true,
  css: `${reviewCss("#fff", "#1a2b49", "#63687a", "#ebedf0", "#ff5533", "#f5f7fa")}.tt{padding:10px 16px 2px;font-size:19px;font-weight:700;line-height:25px}.bd{gap:6px;padding:4px 16px 10px;font-size:13px;color:#63687a}`,
  html: `<div class="row hd" data-role="ui">${icon.back(22)}<div style="flex:1"><b>Reviews</b></div>${icon.heart(22)}${icon.share(20)}</div>
<div class="fill">
${picture("100%", 120, ["#f6a04d", "#1d5c8a"])}
${ui("Lagos: Sunset Kayak Tour to Ponta da Piedade Caves", "tt")}
<div class="row bd" data-role="ui">${icon.star(14, "#ffb400")}<span>4.8 · 3,412 reviews · Likely to sell out</span></div>
${review("Maarten – Netherlands", "August 2025 · Verified booking", "#e65100", 4, "#ffb400", "Guide was great, very knowledgeable. We saw the caves and the famous arch. Sunset was behind a cloud, which the guide said happens “almost never”. It then happened the next two nights as well. Would still recommend, bring sunscreen anyway.", "owner", ["Response from the activity provider", "Lagos Sea Adventures", "Dear Maarten, thank you for joining us! The sunset is not included in the price, but we are glad you enjoyed the caves."])}
${review("Hannah – United Kingdom", "August 2025 · Verified booking", "#5e35b1", 5, "#ffb400", "Amazing! Saw dolphins on the way back.", "other")}
</div>`,
};

export const turo: ScreenSpec = {
  id: "turo-corolla",
  app: "Turo",
  kind: "review",
  dark: true,
  device: "iphone",
  format: "png",
  owner: { name: "Reggie Castellano", handle: null },
  time: "08:33",
  battery: 52,
  replies: true,
  css: `${reviewCss("#121214", "#f1f1f3", "#9a9aa2", "#26262b", "#8f6cff", "#1e1e23")}.car{padding:8px 16px 12px;border-bottom:1px solid #26262b}.car b{font-size:18px;display:block}.car small{font-size:13px;color:#9a9aa2}
.gr{display:grid;grid-template-columns:1fr auto;gap:6px 12px;padding:10px 16px;font-size:13px;color:#c7c7cc;border-bottom:1px solid #26262b}`,
  html: `<div class="row hd" data-role="ui">${icon.back(22)}<div style="flex:1"><b>Ratings and reviews</b></div></div>
<div class="fill">
<div class="car" data-role="ui"><b>Toyota Corolla 2014</b><small>Wendell’s car · All-Star Host · 5.0 ★ (61 trips)</small></div>
<div class="gr" data-role="ui"><span>Cleanliness</span><span>5.0</span><span>Maintenance</span><span>4.9</span><span>Communication</span><span>5.0</span><span>Accuracy</span><span>4.7</span></div>
${review("Reggie", "Oct 12, 2025", "#f57c00", 4, "#8f6cff", "Car was clean and drove fine. Pickup was easy and Wendell was quick to reply. Small thing: the listing calls the car “sporty” and it is a 2014 Corolla. It is not sporty. I tried.", "owner", ["Response from Wendell", "Wendell", "Thanks Reggie! Sporty is a mindset."])}
${review("Ashleigh", "Oct 3, 2025", "#43a047", 5, "#8f6cff", "Great host, easy trip, would book again.", "other")}
${review("Ifeoma", "Sep 27, 2025", "#1e88e5", 5, "#8f6cff", "Smooth and simple.", "other")}
</div>`,
};

const freshaInner = `<style>.fz .rv{padding:12px 16px;border-bottom:1px solid #eee}.fz .nm{font-size:14px;font-weight:600}.fz .mt{font-size:12px;color:#777}.fz .tx{font-size:14px;line-height:20px;margin-top:8px}.fz .rp{margin-top:10px;padding:10px 12px;background:#f4f3ff;border-radius:8px}.fz .rn{font-size:12px;font-weight:600;color:#6950f3}.fz .rx{font-size:14px;line-height:20px;margin-top:2px}.fz .who{gap:10px}.fz .hd2{height:52px;padding:0 14px;gap:12px;border-bottom:1px solid #eee}.fz .hd2 b{font-size:16px}</style>
<div class="fz" style="flex:1;background:#fff;color:#0d1619">
<div class="row hd2" data-role="ui">${icon.back(22)}<b>Polished by Jade · Reviews</b></div>
${review("Nadia K.", "Gel manicure with Jade · 2 days ago", "#d81b60", 4, "#0d1619", "Gel nails lovely and Jade is so sweet. Only 4 stars because I asked for “subtle” and she said “trust me”. I now have flames. My manager complimented them.", "owner", ["Reply from Polished by Jade", "Polished by Jade", "Thank you Nadia! Jade says you’re welcome 🔥"])}
${review("Chantelle B.", "Pedicure with Jade · 5 days ago", "#00897b", 5, "#0d1619", "Always perfect, booked again already.", "other")}
${review("Ruth O.", "Gel removal with Mia · 1 week ago", "#6d4c41", 5, "#0d1619", "Quick and gentle.", "other")}
</div>`;

export const fresha: ScreenSpec = {
  id: "fresha-flames",
  app: "Fresha",
  kind: "review",
  dark: false,
  device: "iphone",
  format: "jpeg",
  owner: { name: "Nadia K.", handle: null },
  time: "17:40",
  battery: 66,
  generations: [{ quality: 92 }, { width: 1000, quality: 78 }, { width: 828, quality: 67 }],
  replies: true,
  css: ``,
  html: iosPhotos({
    dark: false,
    day: "Yesterday",
    time: "5:12 PM",
    body: shot({ device: "iphone", time: "17:11", battery: 80, dark: false, background: "#fff", html: freshaInner }, 0.8, 700),
  }),
};

export const REVIEWS: ScreenSpec[] = [angi, justEat, getYourGuide, turo, fresha, shein, allrecipes, aoty];
