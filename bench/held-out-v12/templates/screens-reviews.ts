// Reviews: Kayak (a York hotel's friendly ghost blamed twice for a phone the husband was holding
// both times, the hotel's answer, the last reviewer's name cut at the bottom edge, saved twice),
// John Lewis (a dual-control electric blanket for a couple who have not agreed on a temperature in 31
// years, the brand's answer, cropped at the bottom through a review), B&Q (a pressure washer that took
// the red off the drive, which was moss, among three other reviews, JPEG), Lowe's (a security light that
// once came on at 3 a.m. for nothing at all, among other reviews, the last cut under the cart bar,
// JPEG); RateMDs, hipages, Domestika and Podchaser are in screens-reviews-more.ts.
import { icon, picture } from "./icons";
import { button, chips, head, pageCss, review, tabs } from "./blocks";
import type { ScreenSpec } from "./screen-type";
import { domestika, hipages, podchaser, rateMds } from "./screens-reviews-more";

export const kayak: ScreenSpec = {
  id: "kayak-edith-and-the-phone",
  app: "Kayak",
  kind: "review",
  dark: false,
  device: "android",
  format: "jpeg",
  owner: { name: "Oswin T.", handle: null },
  time: "08:16",
  battery: 68,
  generations: [{ quality: 88 }, { width: 828, quality: 66 }],
  cutLines: 1,
  replies: true,
  css: `${pageCss({ bg: "#f4f4f5", card: "#fff", fg: "#1c1c1f", sub: "#5d5e66", line: "#e3e3e6", accent: "#ff690f", soft: "#fff3ea", size: 14 })}
.sc{gap:12px;padding:12px 16px;background:#fff;border-bottom:1px solid #e3e3e6}.sc b{font-size:24px;color:#fff;background:#1f8a4c;border-radius:6px;padding:4px 8px}.sc div{font-size:13px;color:#5d5e66;line-height:18px}`,
  html: `${head("Reviews", "The Coney Arms · York, England", icon.share(20))}
<div class="row sc"><b data-role="ui">8.6</b><div data-role="ui">Excellent · 1,148 reviews<br>Location 9.3 · Staff 9.0</div></div>
${chips(["All", "Couples", "Families", "Solo"], 1)}
<div class="fill">
${review({ name: "Oswin T.", meta: "Couple · Stayed Oct 2025", color: "#8a7ab0", n: 4, star: "#ff690f", date: "8 Excellent", text: ["Lovely old building, comfortable bed and an excellent breakfast. The leaflet in the room says the hotel has a friendly ghost called Edith who moves things. My husband blamed Edith for hiding his phone twice. He was holding it both times. Staff were brilliant."], who: "owner", answer: { label: "Response from The Coney Arms", author: "The Coney Arms", text: "Thank you Oswin! Edith has asked us to pass on that she was nowhere near the phone." } })}
${review({ name: "Jaspreet", meta: "Solo · Stayed Oct 2025", color: "#b07a6a", n: 4, star: "#ff690f", date: "8 Excellent", text: ["Five minutes’ walk to the Minster. Room small but spotless."], who: "Jaspreet" })}
${review({ name: "Rafferty", meta: "Couple · Stayed Sep 2025", color: "#6a9a8a", n: 4, star: "#ff690f", date: "7 Good", text: ["Friendly staff and proper tea in the room. Some street noise on a Saturday night."], who: "Rafferty" })}
${review({ name: "Bettina", meta: "Family · Stayed Sep 2025", color: "#a09a5a", n: 5, star: "#ff690f", date: "9 Superb", text: ["Great family room and the staff found a cot for us at short notice."], who: "Bettina" })}
</div>`,
};

export const johnLewis: ScreenSpec = {
  id: "johnlewis-thirty-one-years",
  app: "John Lewis",
  kind: "review",
  dark: false,
  device: "iphone",
  format: "png",
  owner: { name: "Rosemary D.", handle: null },
  time: "22:04",
  battery: 35,
  crop: { bottom: 52 },
  cutLines: 1,
  replies: true,
  css: `${pageCss({ bg: "#f5f5f3", card: "#fff", fg: "#141414", sub: "#60605c", line: "#e4e4e0", accent: "#141414", soft: "#f3f3ef", size: 14.5 })}
.pd{gap:12px;padding:10px 16px;background:#fff;border-bottom:1px solid #e4e4e0}.pd b{font-size:14px;line-height:19px;display:block}.pd small{font-size:12px;color:#60605c;display:block;margin-top:2px}`,
  html: `${head("Reviews", "4.6 out of 5 · 312 reviews", icon.cart(22))}
<div class="row pd" data-role="ui">${picture(54, 54, ["#efe6dc", "#b8a48e"], `<div style="position:absolute;left:8px;top:16px;width:38px;height:24px;border-radius:4px;background:#d8c8b6"></div>`)}<div><b>Dreamland Dual Control Heated Underblanket, King</b><small>£120.00 · White</small></div></div>
<div class="fill">
${review({ name: "Rosemary D.", meta: "Harrogate · Verified purchaser", color: "#9a6a7a", n: 5, star: "#141414", date: "3 weeks ago", title: "Warm and easy to use", text: ["Heats up in about ten minutes and the controls light up, so you can find them in the dark. It has dual controls, so my husband and I each set our own side. We have not agreed on a temperature in 31 years and now we don’t have to. Washes well."], who: "owner", answer: { label: "Response from Dreamland", author: "Dreamland", text: "Hi Rosemary, thank you for your review! We’re so pleased it’s keeping you both comfortable." } })}
${review({ name: "Meenakshi", meta: "Reading · Verified purchaser", color: "#6a8ab0", n: 4, star: "#141414", date: "1 month ago", title: "Cosy", text: ["Lovely and warm and the timer is useful. The cable is a bit short for our bed."], who: "Meenakshi" })}
${review({ name: "Euan", meta: "Stirling · Verified purchaser", color: "#7aa06a", n: 4, star: "#141414", date: "1 month ago", title: "Too warm for me", text: ["Even on setting 1 it’s warm, so we use it to warm the bed and switch it off before getting in, which works well enough for us and saves a bit on the electric."], who: "Euan" })}
</div>`,
};

export const bAndQ: ScreenSpec = {
  id: "bandq-the-red-was-moss",
  app: "B&Q",
  kind: "review",
  dark: false,
  device: "android",
  format: "jpeg",
  quality: 71,
  owner: { name: "Warrick H.", handle: null },
  time: "13:47",
  battery: 79,
  replies: false,
  css: `${pageCss({ bg: "#f1f2f0", card: "#fff", fg: "#222", sub: "#626660", line: "#e0e2de", accent: "#f06c00", soft: "#f1f2f0", size: 14 })}
.hd{background:#f06c00;color:#fff}.hd small{color:#ffe2cc}.rs{gap:10px;padding:10px 16px;background:#fff;border-bottom:1px solid #e0e2de;font-size:13px;color:#626660}.rs b{font-size:22px;color:#222}.cd.gap{margin-top:6px}`,
  html: `${head("Customer reviews", "Kärcher K4 Power Control Pressure Washer", icon.cart(22))}
<div class="row rs" data-role="ui"><b>4.5</b><span>642 reviews · 91% recommend</span></div>
<div class="fill">
${review({ name: "Rhodri", meta: "Wrexham", color: "#7a8a5a", n: 4, star: "#f06c00", date: "4 days ago", title: "Does the job", text: ["Good pressure and easy to move about. The hose reel feels a bit flimsy."], who: "Rhodri" })}
${review({ name: "Warrick H.", meta: "Basingstoke", color: "#5a7aa0", n: 5, star: "#f06c00", date: "1 week ago", title: "Powerful", text: ["Simple to set up and the surface cleaner attachment is brilliant. Took the moss off the whole drive in an afternoon. Also took off the red, which it turns out was also moss. The drive is grey now and looks very clean."], who: "owner" })}
${review({ name: "Sadia", meta: "Luton", color: "#a06a8a", n: 5, star: "#f06c00", date: "2 weeks ago", title: "Decking like new", text: ["Brought our decking back to life in a morning."], who: "Sadia" })}
${review({ name: "Ron", meta: "Hull", color: "#6aa08a", n: 3, star: "#f06c00", date: "3 weeks ago", title: "Noisy", text: ["Does a good job, but the whole street knows when I’m using it."], who: "Ron" })}
</div>
${tabs([icon.home(24), icon.search(24), icon.cart(24), icon.person(24)], true)}`,
};

export const lowes: ScreenSpec = {
  id: "lowes-three-am",
  app: "Lowe's",
  kind: "review",
  dark: false,
  device: "iphone",
  format: "jpeg",
  quality: 68,
  owner: { name: "Tammy R.", handle: null },
  time: "15:31",
  battery: 58,
  cutLines: 1,
  replies: false,
  css: `${pageCss({ bg: "#fff", card: "#fff", fg: "#1a1a1a", sub: "#5f6670", line: "#e3e6ea", accent: "#012169", soft: "#f4f6f9", size: 14.5 })}
.hd{background:#012169;color:#fff}.hd small{color:#c8d3ea}.fill{flex:1}.sm{gap:10px;padding:20px 16px;border-bottom:1px solid #e3e6ea;font-size:13px;color:#5f6670}.sm b{font-size:24px;color:#1a1a1a}.bt span{background:#0471af}`,
  html: `${head("Ratings & Reviews", "Motion-Sensor LED Security Light, 2-Head", icon.share(20))}
<div class="row sm" data-role="ui"><b>4.6</b><span>out of 5 · 2,207 ratings · 93% recommend</span></div>
<div class="fill">
${review({ name: "Shawna", meta: "Verified purchaser · 1 week ago", color: "#b07a6a", n: 5, star: "#012169", title: "Bright!", text: ["Easy install and super bright. Lights up the whole back yard."], who: "Shawna", foot: "Helpful (9)" })}
${review({ name: "Tammy R.", meta: "Verified purchaser · 3 weeks ago", color: "#6a8ab0", n: 5, star: "#012169", title: "Works great", text: ["Took my husband about an hour to install. It’s very bright and catches everything: the mailman, a deer, our cat, and once, at 3 a.m., nothing at all. We have not discussed that one. Would buy again."], who: "owner", foot: "Helpful (148)" })}
${review({ name: "Luis M.", meta: "Verified purchaser · 1 month ago", color: "#8ab06a", n: 4, star: "#012169", title: "Good value", text: ["Sensor is sensitive, we turned it down a notch. It covers the whole driveway and half of our neighbor’s yard, which he has mentioned twice now."], who: "Luis M." })}
</div>
${button("Add to Cart")}`,
};

export const REVIEWS: ScreenSpec[] = [kayak, johnLewis, bAndQ, lowes, rateMds, hipages, domestika, podchaser];
