// More reviews: Zocdoc (a dentist, "define regularly", flossing annually, under a banner from Rukmini,
// JPEG), HappyCow (a vegan café's "Not" menu and a dad who said "nearly as good", the café's answer),
// Yell (an electrician who fixed everything but the hum, his answer, a screenshot in iOS Photos saved
// three times), Groupon (axe throwing for an anniversary where the wife hit the bullseye, JPEG).
import { icon, picture } from "./icons";
import { chips, head, pageCss, review, tabs } from "./blocks";
import type { ScreenSpec } from "./screen-type";
import { iosPhotos, shot } from "./viewer";

export const zocdoc: ScreenSpec = {
  id: "zocdoc-define-regularly",
  app: "Zocdoc",
  kind: "review",
  dark: false,
  device: "iphone",
  format: "jpeg",
  quality: 70,
  owner: { name: "Nadia R.", handle: null },
  time: "12:51",
  battery: 52,
  banner: {
    app: "Messages",
    color: "#34c759",
    title: "Rukmini",
    body: "are you coming to book club? I haven’t read it either",
    author: "Rukmini",
    age: "2m ago",
  },
  cutLines: 1,
  replies: false,
  css: `${pageCss({ bg: "#fff", card: "#fff", fg: "#1e1e3f", sub: "#5f6180", line: "#ebebf2", accent: "#3a2dcf", soft: "#f4f3ff" })}
.hd{min-height:66px}.dr{gap:12px;padding:12px 16px;border-bottom:1px solid #ebebf2}.dr b{font-size:16px;display:block}.dr small{font-size:13px;color:#5f6180;display:block}.sg{padding:10px 16px;font-size:13px;color:#5f6180;border-bottom:1px solid #ebebf2}.sg b{color:#1e1e3f;font-size:20px;margin-right:8px}`,
  html: `${head("Reviews", "Dr. Imogen Farraday, DDS", icon.share(20))}
<div class="row dr" data-role="ui">${picture(52, 52, ["#cfd8f0", "#6a78b8"])}<div><b>Dr. Imogen Farraday, DDS</b><small>Dentist · Brookline Family Dental</small></div></div>
<div class="sg" data-role="ui"><b>4.91</b>Overall rating · 388 reviews</div>
<div class="fill">
${review({ name: "Nadia R.", meta: "Verified patient · Oct 30, 2025", color: "#a3789c", n: 5, star: "#ff6f4f", date: "Bedside manner 5 · Wait time 4", text: ["Dr. Farraday was great and the cleaning was quick. She asked how often I floss and I said “regularly,” and she said “define regularly,” and I said “annually,” and we both sat with that for a while.", "The waiting room has a fish tank with one very large fish called Colonel. 10/10 would be judged again."], who: "owner" })}
${review({ name: "Tom W.", meta: "Verified patient · Oct 22, 2025", color: "#6f9a8a", n: 5, star: "#ff6f4f", date: "Bedside manner 5 · Wait time 5", text: ["On time, gentle and explained everything."], who: "Tom W." })}
</div>`,
};

export const happyCow: ScreenSpec = {
  id: "happycow-not-cheesecake",
  app: "HappyCow",
  kind: "review",
  dark: false,
  device: "android",
  format: "png",
  owner: { name: "plantbased_pete", handle: null },
  time: "19:27",
  battery: 60,
  replies: true,
  css: `${pageCss({ bg: "#f4f1ea", card: "#fff", fg: "#2b2b2b", sub: "#6d6a63", line: "#e8e3d8", accent: "#7b2d8e", soft: "#f6effa", size: 14 })}
.hd{background:#7b2d8e;color:#fff}.hd small{color:#eed6f5}.vn{gap:12px;padding:10px 16px;background:#fff;border-bottom:1px solid #e8e3d8}.vn b{font-size:15px;display:block}.vn small{font-size:12px;color:#6d6a63;display:block}`,
  html: `${head("Verdant Kitchen", "Vegan · $$ · Bristol", icon.heart(22))}
<div class="row vn" data-role="ui">${picture(48, 48, ["#c7e0a8", "#4e7a2c"])}<div><b>4.5 · 214 reviews</b><small>Open until 22:00 · 0.8 km</small></div></div>
<div class="fill">
${review({ name: "plantbased_pete", meta: "Reviews: 38", color: "#6d9a5a", n: 4, star: "#7b2d8e", date: "2 days ago", text: ["Good food, lovely staff. I ordered the Not Chicken burger, the Not Bacon fries and the Not Cheesecake, and left feeling I’d had a meal that was mostly a list of denials. Delicious denials though.", "Brought my dad, who eats meat. He had three and said it was “nearly as good as the real thing,” which is the nicest thing he has said to me since 2014."], who: "owner", answer: { label: "Reply from the owner", author: "Verdant Kitchen", text: "Thanks Pete! Tell your dad the Not Cheesecake misses him." } })}
${review({ name: "Lindiwe_eats", meta: "Reviews: 112", color: "#b07a5a", n: 5, star: "#7b2d8e", date: "1 week ago", text: ["Best vegan brunch in town, get the hash."], who: "Lindiwe_eats" })}
</div>
${tabs([icon.home(24), icon.search(24), icon.pin(24), icon.person(24)], true)}`,
};

const yellInner = `${head("Bright Spark Electrical", "Electrician · Chelmsford", icon.share(20))}
${chips(["All reviews (96)", "5 star", "Most recent"], 0)}
<div class="fill">
${review({ name: "Lorraine M.", meta: "Reviewed 4 days ago", color: "#c28a5a", n: 5, star: "#ffcc00", text: ["Kieran came out the same day, which was a relief. He fixed the kitchen lights and asked if there was anything else, so I showed him the doorbell, the loft light, the extractor fan and the thing in the garage that hums. He fixed everything but the hum. He says the hum isn’t electrical. I’m now more worried about the hum."], who: "owner", answer: { label: "Kieran’s reply", author: "Kieran Doyle", text: "Thanks Lorraine! Happy to come back about the hum, but I’m bringing my brother." } })}
${review({ name: "Sunil P.", meta: "Reviewed 2 weeks ago", color: "#6a7fb0", n: 5, star: "#ffcc00", text: ["Fitted a new consumer unit, tidy and on time."], who: "Sunil P." })}
</div>`;

export const yell: ScreenSpec = {
  id: "yell-the-hum",
  app: "Yell",
  kind: "review",
  dark: false,
  device: "iphone",
  format: "jpeg",
  owner: { name: "Lorraine M.", handle: null },
  time: "09:44",
  battery: 83,
  generations: [{ quality: 92 }, { width: 1000, quality: 78 }, { width: 828, quality: 67 }],
  replies: true,
  css: pageCss({ bg: "#fff", card: "#fff", fg: "#222", sub: "#666", line: "#e6e6e6", accent: "#1c1c1c", soft: "#fff8d6" }),
  html: iosPhotos({
    dark: false,
    day: "Yesterday",
    time: "18:02",
    body: shot({ device: "iphone", time: "17:58", battery: 40, dark: false, background: "#fff", html: yellInner }, 0.8, 725),
  }),
};

export const groupon: ScreenSpec = {
  id: "groupon-axe-anniversary",
  app: "Groupon",
  kind: "review",
  dark: false,
  device: "iphone",
  format: "jpeg",
  quality: 69,
  owner: { name: "Stuart G.", handle: null },
  time: "21:33",
  battery: 44,
  replies: false,
  css: `${pageCss({ bg: "#f5f5f5", card: "#fff", fg: "#333", sub: "#6b6b6b", line: "#e6e6e6", accent: "#53a318", soft: "#f0f7ea" })}
.dl{gap:12px;padding:10px 16px;background:#fff;border-bottom:1px solid #e6e6e6}.dl b{font-size:15px;line-height:20px;display:block}.dl small{font-size:13px;color:#53a318;display:block;font-weight:600}`,
  html: `${head("Ratings & reviews", "Hatchet House · Manchester", icon.share(20))}
<div class="row dl" data-role="ui">${picture(60, 60, ["#d9b48a", "#7a4a22"])}<div><b>90-Minute Axe Throwing for Two</b><small>£24 · 4.8 (1,930 ratings)</small></div></div>
<div class="fill">
${review({ name: "Kelly A.", meta: "Verified buyer · 1 week ago", color: "#8a7ab0", n: 5, star: "#53a318", text: ["Fun night out, staff were great. Parking is tight."], who: "Kelly A." })}
${review({ name: "Stuart G.", meta: "Verified buyer · 2 weeks ago", color: "#6a9ab0", n: 5, star: "#53a318", text: ["Booked this for our anniversary. My wife hit the bullseye with her first throw and I have been thinking about that ever since. Staff were very safety-focused and explained the rules twice, the second time looking only at me. Great value. Hot dogs are 3 for 2."], who: "owner" })}
${review({ name: "Oyelaran", meta: "Verified buyer · 3 weeks ago", color: "#b08a6a", n: 4, star: "#53a318", text: ["Good fun for a birthday, would go again. Book the later slot, it’s quieter."], who: "Oyelaran" })}
</div>
${tabs([icon.home(24), icon.search(24), icon.heart(24), icon.person(24)])}`,
};
