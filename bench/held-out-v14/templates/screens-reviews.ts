// Reviews: Dunelm (blackout curtains so dark a couple slept through two alarms and a parcel, and the
// courier's note "are you ok", the brand's answer, cropped at the bottom through a review), Ocado (a big
// tub of houmous bought for a cancelled party, day nine, among other reviews, the last cut under the
// basket bar, JPEG), Halfords (dark, a bell so loud a man on the towpath apologised for something he did
// in 1998, the brand's answer), StyleSeat (a barber who talked a customer into a job at his cousin's firm
// during the cut, the barber's answer); Park4Night, PagesJaunes, Wickes and Premier Inn are in screens-reviews-more.ts.
import { icon, picture } from "./icons";
import { button, head, pageCss, review } from "./blocks";
import type { ScreenSpec } from "./screen-type";
import { pagesJaunes, park4night, premierInn, wickes } from "./screens-reviews-more";

export const dunelm: ScreenSpec = {
  id: "dunelm-are-you-ok",
  app: "Dunelm",
  kind: "review",
  dark: false,
  device: "iphone",
  format: "png",
  owner: { name: "Eudora R.", handle: null },
  time: "22:14",
  battery: 48,
  crop: { bottom: 44 },
  cutLines: 1,
  replies: true,
  css: `${pageCss({ bg: "#f5f4f1", card: "#fff", fg: "#20242a", sub: "#656a70", line: "#e4e2dd", accent: "#e4002b", soft: "#f7f1ef", size: 14.5 })}
.pd{gap:12px;padding:10px 16px;background:#fff;border-bottom:1px solid #e4e2dd}.pd b{font-size:14px;line-height:19px;display:block}.pd small{font-size:12px;color:#656a70;display:block;margin-top:2px}`,
  html: `${head("Reviews", "4.5 out of 5 · 612 reviews", icon.cart(22))}
<div class="row pd" data-role="ui">${picture(54, 54, ["#b8c8b0", "#5e7a5a"], `<div style="position:absolute;left:8px;top:6px;width:16px;height:44px;background:#4e6a4a"></div><div style="position:absolute;left:30px;top:6px;width:16px;height:44px;background:#4e6a4a"></div>`)}<div><b>Thermal Blackout Eyelet Curtains, Sage</b><small>168 x 229cm · £45.00</small></div></div>
<div class="fill">
${review({ name: "Senna", meta: "Verified purchase", color: "#7a9ab0", n: 5, star: "#e4002b", date: "4 days ago", title: "Lovely and thick", text: ["Really good at keeping the heat in, and the colour is exactly as shown."], who: "Senna" })}
${review({ name: "Eudora R.", meta: "Verified purchase", color: "#b07a8a", n: 5, star: "#e4002b", date: "2 weeks ago", title: "Really dark", text: ["Good quality, easy to hang and true to size. They are so dark that we slept through two alarms and a parcel delivery on Saturday. The courier left a card that just said “are you ok”."], who: "owner", answer: { label: "Response from Dunelm", author: "Dunelm", text: "Hi Eudora, so glad you’re sleeping well! Perhaps move the alarm to the other side of the room." } })}
${review({ name: "Radomir P.", meta: "Verified purchase", color: "#8ab07a", n: 4, star: "#e4002b", date: "1 month ago", title: "Heavier than expected", text: ["The eyelets are a bit stiff at first but they loosen up after a week, and the lining is heavier than I expected for the price."], who: "Radomir P." })}
</div>`,
};

export const ocado: ScreenSpec = {
  id: "ocado-day-nine",
  app: "Ocado",
  kind: "review",
  dark: false,
  device: "android",
  format: "jpeg",
  quality: 71,
  owner: { name: "Hepzibah S.", handle: null },
  time: "18:37",
  battery: 73,
  cutLines: 1,
  replies: false,
  css: `${pageCss({ bg: "#f4f2f6", card: "#fff", fg: "#22202a", sub: "#66636f", line: "#e3e0e8", accent: "#4d2b7d", soft: "#f1ecf7", size: 14 })}
.hd{background:#4d2b7d;color:#fff}.hd small{color:#e0d6ee}.fill{flex:1}.rs{gap:10px;padding:10px 16px;background:#fff;border-bottom:1px solid #e3e0e8;font-size:13px;color:#66636f}.rs b{font-size:22px;color:#22202a}.cd.gap{margin-top:3px}.bt span{background:#7ab51d}`,
  html: `${head("Reviews", "Ocado Classic Houmous, Party Size 1kg", icon.cart(22))}
<div class="row rs" data-role="ui"><b>4.4</b><span>271 reviews · 89% recommend</span></div>
<div class="fill">
${review({ name: "Berit N.", meta: "Verified buyer", color: "#8a7ab0", n: 5, star: "#f5a300", date: "2 days ago", title: "Great value", text: ["Good value, and the tub is handy for leftovers after."], who: "Berit N." })}
${review({ name: "Hepzibah S.", meta: "Verified buyer", color: "#b0806a", n: 4, star: "#f5a300", date: "1 week ago", title: "Nice and garlicky", text: ["Smooth and nicely garlicky. I bought the big tub for a party that was then cancelled, so we are now on day nine. My son has started calling dinner “dips”."], who: "owner" })}
${review({ name: "Leif", meta: "Verified buyer", color: "#6aa08a", n: 4, star: "#f5a300", date: "2 weeks ago", title: "Bit thick", text: ["A bit thick for my taste, but fine with a swirl of olive oil on top."], who: "Leif" })}
${review({ name: "Fabiola B.", meta: "Verified buyer", color: "#a06a8a", n: 5, star: "#f5a300", date: "3 weeks ago", title: "Always in my order", text: ["Keeps well in the fridge once opened, and it tastes fresher than the small pots."], who: "Fabiola B." })}
</div>
${button("Add to trolley", true)}`,
};

export const halfords: ScreenSpec = {
  id: "halfords-something-he-did-in-1998",
  app: "Halfords",
  kind: "review",
  dark: true,
  device: "iphone-max",
  format: "png",
  owner: { name: "Osric D.", handle: null },
  time: "21:03",
  battery: 36,
  replies: true,
  css: `${pageCss({ bg: "#111214", card: "#1b1c20", fg: "#ecedf0", sub: "#9fa3ab", line: "#2a2c31", accent: "#ff6a13", soft: "#25262b", size: 14.5 })}
.pd{gap:12px;padding:10px 16px;background:#1b1c20;border-bottom:1px solid #2a2c31}.pd b{font-size:14.5px;line-height:19px;display:block}.pd small{font-size:12px;color:#9fa3ab;display:block;margin-top:2px}.sc{gap:10px;padding:10px 16px;background:#1b1c20;border-bottom:1px solid #2a2c31;font-size:13px;color:#9fa3ab}.sc b{font-size:20px;color:#ff6a13}`,
  html: `${head("Customer reviews", "", icon.cart(22))}
<div class="row pd" data-role="ui">${picture(52, 52, ["#d8b45a", "#6a4a1a"], `<div style="position:absolute;left:12px;top:12px;width:28px;height:28px;border-radius:50%;background:#f0d070"></div>`)}<div><b>Brass Bike Bell, Loud Ping</b><small>£9.99 · Click &amp; collect in 1 hour</small></div></div>
<div class="row sc" data-role="ui"><b>4.8</b><span>1,342 reviews</span></div>
<div class="fill">
${review({ name: "Osric D.", meta: "Pontefract · Verified purchase", color: "#6a9ab0", n: 5, star: "#ff6a13", date: "3 weeks ago", title: "Does what it should", text: ["Easy to fit, took five minutes with the tool in the box. Very loud. I rang it once on the canal towpath and a man apologised to me for something he did in 1998."], who: "owner", answer: { label: "Response from Halfords", author: "Halfords", text: "Thanks Osric! We can’t promise an apology every time, but it’s nice when it happens." } })}
${review({ name: "Precious A.", meta: "Dudley · Verified purchase", color: "#b08a6a", n: 5, star: "#ff6a13", date: "1 month ago", title: "Smart", text: ["Nice clear ping, and it looks smart on an old steel frame."], who: "Precious A." })}
${review({ name: "Torvald", meta: "Goole · Verified purchase", color: "#8a6ab0", n: 4, star: "#ff6a13", date: "1 month ago", title: "Good bell", text: ["Good bell. The clamp is tight on thicker bars."], who: "Torvald" })}
</div>`,
};

export const styleSeat: ScreenSpec = {
  id: "styleseat-i-start-monday",
  app: "StyleSeat",
  kind: "review",
  dark: false,
  device: "android",
  format: "png",
  owner: { name: "Ellery J.", handle: null },
  time: "17:26",
  battery: 58,
  replies: true,
  css: `${pageCss({ bg: "#fafafa", card: "#fff", fg: "#1d1d1f", sub: "#67676d", line: "#e6e6ea", accent: "#1b7f79", soft: "#eaf5f4", size: 14 })}
.pr2{gap:12px;padding:12px 16px;background:#fff;border-bottom:1px solid #e6e6ea}.pr2 b{font-size:16px;display:block}.pr2 small{font-size:12.5px;color:#67676d;display:block;margin-top:2px}.sc{gap:10px;padding:10px 16px;background:#fff;border-bottom:1px solid #e6e6ea;font-size:13px;color:#67676d}.sc b{font-size:20px;color:#1d1d1f}`,
  html: `${head("Reviews", "", icon.share(20))}
<div class="row pr2" data-role="ui">${picture(52, 52, ["#3a4a5a", "#1b7f79"])}<div><b>Teodoro Yelland</b><small>Barber · Fade Theory, Oakland</small></div></div>
<div class="row sc" data-role="ui"><b>4.9</b><span>486 reviews</span></div>
<div class="fill">
${review({ name: "Ellery J.", meta: "Men’s cut & beard trim", color: "#6a7ab0", n: 5, star: "#1b7f79", date: "Oct 3", text: ["Friendly, on time, and the shop is spotless. He asked about my job, and by the end of the cut he’d talked me into applying for a job at his cousin’s firm. I start Monday."], who: "owner", answer: { label: "Reply from Teodoro Yelland", author: "Teodoro Yelland", text: "Congrats Ellery! Come in before your first day, it’s on me." } })}
${review({ name: "Damaris W.", meta: "Kids’ cut", color: "#b07a6a", n: 5, star: "#1b7f79", date: "Sep 28", text: ["So patient with my son, who does not like sitting still."], who: "Damaris W." })}
${review({ name: "Jovan", meta: "Skin fade", color: "#8ab06a", n: 5, star: "#1b7f79", date: "Sep 21", text: ["Cleanest fade I’ve had in years. Book ahead on Saturdays."], who: "Jovan" })}
</div>`,
};

export const REVIEWS: ScreenSpec[] = [dunelm, ocado, halfords, styleSeat, park4night, pagesJaunes, wickes, premierInn];
