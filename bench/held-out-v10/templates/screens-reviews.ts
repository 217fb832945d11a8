// Reviews: Hotels.com (a sea view from the top of the bath, now a Christmas card, the hotel's answer,
// saved twice), Argos (a leaf blower that cleared next door's gravel while Kenneth watched, the brand's
// answer, cropped at the bottom through a reviewer’s name), IKEA (a bookcase, six hours, four spare screws,
// the last line cut under the bag bar), Walmart (a coffee maker counted in pots, living in a 2023 time
// zone, JPEG); Zocdoc, HappyCow, Yell and Groupon are in screens-reviews-more.ts.
import { icon, picture } from "./icons";
import { button, chips, head, pageCss, review, tabs } from "./blocks";
import type { ScreenSpec } from "./screen-type";
import { groupon, happyCow, yell, zocdoc } from "./screens-reviews-more";
import { ui } from "./shell";

export const hotelsCom: ScreenSpec = {
  id: "hotelscom-stood-on-the-bath",
  app: "Hotels.com",
  kind: "review",
  dark: false,
  device: "iphone",
  format: "jpeg",
  owner: { name: "Desmond K.", handle: null },
  time: "08:02",
  battery: 66,
  generations: [{ quality: 89 }, { width: 828, quality: 65 }],
  replies: true,
  css: `${pageCss({ bg: "#f3f4f8", card: "#fff", fg: "#1a1f36", sub: "#5e6479", line: "#e3e5ec", accent: "#d32f2f", soft: "#f3f4f8" })}
.sc{font-size:15px;font-weight:700}.hs{gap:10px;padding:12px 16px;background:#fff;border-bottom:1px solid #e3e5ec}.hs b{font-size:30px;color:#1f7a3a}.hs div{font-size:13px;color:#5e6479}`,
  html: `${head("Seacliff Lodge Hotel", "Guest reviews", icon.share(20))}
<div class="row hs" data-role="ui"><b>8.6</b><div>Excellent · 1,204 verified reviews<br>Cleanliness 9.0 · Staff 9.2</div></div>
${chips(["All", "Families", "Couples", "Solo"], 2)}
<div class="fill">
${review({ name: "Desmond K.", meta: "Traveled with partner · Oct 2025", color: "#6a88b0", n: 4, star: "#1f7a3a", date: "8/10 Very good", text: ["Lovely stay, friendly staff and a good breakfast. The room was described as sea view, and it was, if you stood on the bath. I stood on the bath every morning. My wife photographed me doing it and it’s now our Christmas card. Would stay again, would bring a stepladder."], who: "owner", answer: { label: "Response from Seacliff Lodge Hotel", author: "Seacliff Lodge Hotel", text: "Dear Desmond, thank you for your kind words! We’re delighted the view became a family tradition. Please don’t stand on the bath." } })}
${review({ name: "Priti", meta: "Traveled with family · Oct 2025", color: "#b0846a", n: 3, star: "#1f7a3a", date: "6/10 Good", text: ["Comfy beds but parking was a nightmare on a Saturday."], who: "Priti" })}
</div>`,
};

export const argos: ScreenSpec = {
  id: "argos-kenneth-at-the-fence",
  app: "Argos",
  kind: "review",
  dark: false,
  device: "android",
  format: "jpeg",
  quality: 72,
  owner: { name: "Clement", handle: null },
  time: "14:40",
  battery: 73,
  crop: { bottom: 61 },
  cutLines: 1,
  replies: true,
  css: `${pageCss({ bg: "#f0f0f0", card: "#fff", fg: "#1b1b1b", sub: "#666", line: "#e4e4e4", accent: "#d42114", soft: "#f4f4f4", size: 14 })}
.hd{background:#d42114;color:#fff}.hd small{color:#ffd9d6}.pd{gap:12px;padding:10px 16px;background:#fff}.pd b{font-size:14px;line-height:19px;display:block}.pd small{font-size:12px;color:#666;display:block;margin-top:2px}`,
  html: `${head("Customer reviews", "4.3 out of 5 · 612 reviews", icon.cart(22))}
<div class="row pd" data-role="ui">${picture(54, 54, ["#d0d7c9", "#5b6e4a"])}<div><b>Challenge Xtreme 18V Cordless Leaf Blower</b><small>£59.99 · Cat. no. 412/8830</small></div></div>
<div class="fill">
${review({ name: "Clement", meta: "Swindon · Verified purchaser", color: "#7d6a55", n: 4, star: "#d42114", date: "3 weeks ago", title: "Powerful, possibly too powerful", text: ["Bought this to clear the patio. It cleared the patio, the bird feeder and most of next door’s gravel. Battery lasts 22 minutes, which is exactly how long my neighbour Kenneth stood at the fence watching. Loud enough that my wife now calls me in for tea by text."], who: "owner", answer: { label: "Response from Challenge", author: "Challenge", text: "Hi Clement, thanks for your review! We’d recommend the lower setting near gravel." } })}
${review({ name: "Jas", meta: "Leicester · Verified purchaser", color: "#5b7fa6", n: 5, star: "#d42114", date: "1 month ago", title: "Great for the price", text: ["Light, easy to use and the battery charges quickly. Does the front drive in ten minutes and I can use it for the car mats too. Would buy again, the charger is small enough to live in the shed."], who: "Jas" })}
${review({ name: "Bernie", meta: "Hull · Verified purchaser", color: "#a0785a", n: 3, star: "#d42114", date: "1 month ago", title: "OK but noisy", text: ["Does the job but you will want ear defenders, and the second battery is sold separately which should be made clearer on the page."], who: "Bernie" })}
</div>`,
};

export const ikea: ScreenSpec = {
  id: "ikea-four-screws",
  app: "IKEA",
  kind: "review",
  dark: false,
  device: "iphone-max",
  format: "png",
  owner: { name: "Saskia", handle: null },
  time: "22:19",
  battery: 31,
  cutLines: 1,
  replies: true,
  css: `${pageCss({ bg: "#fff", card: "#fff", fg: "#111", sub: "#484848", line: "#dfdfdf", accent: "#0058a3", soft: "#f5f5f5" })}
.rt{gap:10px;padding:10px 16px 12px;border-bottom:1px solid #dfdfdf}.rt b{font-size:26px}.rt span{font-size:13px;color:#484848}.fill{flex:1}`,
  html: `${head("BILLY", "Bookcase, white, 80x28x202 cm", icon.share(20))}
<div class="row rt" data-role="ui"><b>4.7</b><span>Average rating · 9,318 reviews</span></div>
<div class="fill">
${review({ name: "Hamid", meta: "Reviewed 12 days ago", color: "#8fa3b8", n: 5, star: "#111", text: ["Sturdy and easy to build. Second one I’ve bought."], who: "Hamid" })}
${review({ name: "Saskia", meta: "Reviewed 3 days ago", color: "#c48b9f", n: 4, star: "#111", title: "Sturdy once it’s up", text: ["Took me six hours and one relationship. The instructions are very clear if you are the little man in the drawing. I had four screws left over and the bookcase is fine, which worries me more than if it wasn’t. It now holds 11 books and a lot of plants I bought so it would look full."], who: "owner", foot: "Helpful? Yes (41) · No (2)" })}
${review({ name: "Ove", meta: "Reviewed 1 month ago", color: "#8aa57a", n: 5, star: "#111", text: ["Classic. Bought three to fill a wall and they look great together, just anchor them to the wall properly because the kids will climb anything."], who: "Ove" })}
${review({ name: "Marit", meta: "Reviewed 1 month ago", color: "#b0a06a", n: 4, star: "#111", text: ["Good value. The back panel is thin, so be careful with the nails and check that the shelves are level before you load them with books. Mine has been up for two years in a damp flat and still looks new, apart from one shelf that my cat sleeps on."], who: "Marit" })}
</div>
${button("Add to bag")}`,
};

export const walmart: ScreenSpec = {
  id: "walmart-1100-pots",
  app: "Walmart",
  kind: "review",
  dark: false,
  device: "android",
  format: "jpeg",
  quality: 72,
  owner: { name: "Dan", handle: null },
  time: "06:12",
  battery: 94,
  replies: true,
  css: `${pageCss({ bg: "#f2f8fd", card: "#fff", fg: "#2e2f32", sub: "#74767c", line: "#e3e4e5", accent: "#0071dc", soft: "#f2f8fd", size: 14 })}
.hd{background:#0071dc;color:#fff}.hd small{color:#d6e9ff}.sm{padding:10px 16px;background:#fff;font-size:13px;color:#74767c;border-bottom:1px solid #e3e4e5}.sm b{font-size:22px;color:#2e2f32;margin-right:6px}`,
  html: `${head("Mainstays 12-Cup Coffee Maker", "Reviews", icon.cart(22))}
<div class="sm" data-role="ui"><b>4.4</b>out of 5 · 2,087 ratings · 91% would recommend</div>
${chips(["Most relevant", "Newest", "Verified purchase"], 0)}
<div class="fill">
${review({ name: "Dan", meta: "Verified purchase", color: "#7f8c6a", n: 5, star: "#ffc220", date: "11/2/2025", title: "Still going", text: ["Makes coffee. I’ve used it every day for three years, which is about 1,100 pots. I counted because my wife says I drink too much coffee. She’s right but the machine is great. The clock has been wrong since daylight saving in 2023 and I have decided to live in that time zone."], who: "owner", foot: "Helpful (57)" })}
${review({ name: "Tamika", meta: "Verified purchase", color: "#a57a9b", n: 4, star: "#ffc220", date: "10/28/2025", text: ["Good for the price. Carafe drips a little when you pour fast."], who: "Tamika", foot: "Helpful (6)" })}
</div>
${tabs([icon.home(24), icon.search(24), icon.cart(24), icon.person(24)], true)}`,
};

export const REVIEWS: ScreenSpec[] = [hotelsCom, argos, ikea, walmart, zocdoc, happyCow, yell, groupon];
void ui;
