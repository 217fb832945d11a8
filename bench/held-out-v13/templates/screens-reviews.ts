// Reviews: Lakeland (a slow cooker whose booklet cake came out beautifully, and a husband who asked what
// kind of stew it was, the brand's answer, cropped at the bottom through a review), Pets at Home (an
// orthopaedic dog bed a greyhound will not get out of, so the lead is brought to the bed and walks are
// negotiated, among other reviews, the last cut under the basket bar, JPEG), Pitchup (dark, a farm
// campsite whose peacock is the alarm clock nobody pays for, the site's answer), Practo (a dentist who
// tells jokes while your mouth is full of cotton, one about a goat still unfinished, the dentist's answer,
// a screenshot in Google Photos saved three times); HomeStars, Quandoo, Firefox Add-ons and Mercado
// Livre are in screens-reviews-more.ts.
import { icon, picture } from "./icons";
import { button, chips, head, pageCss, review } from "./blocks";
import type { ScreenSpec } from "./screen-type";
import { firefoxAddons, homeStars, mercadoLivre, quandoo } from "./screens-reviews-more";
import { googlePhotos, shot } from "./viewer";

export const lakeland: ScreenSpec = {
  id: "lakeland-what-kind-of-stew",
  app: "Lakeland",
  kind: "review",
  dark: false,
  device: "iphone",
  format: "png",
  owner: { name: "Annabeth W.", handle: null },
  time: "20:47",
  battery: 52,
  crop: { bottom: 52 },
  cutLines: 1,
  replies: true,
  css: `${pageCss({ bg: "#f6f5f2", card: "#fff", fg: "#1e2a22", sub: "#626a64", line: "#e5e4df", accent: "#00573f", soft: "#eef4f1", size: 14.5 })}
.hd{background:#00573f;color:#fff}.hd small{color:#cfe3da}.pd{gap:12px;padding:10px 16px;background:#fff;border-bottom:1px solid #e5e4df}.pd b{font-size:14px;line-height:19px;display:block}.pd small{font-size:12px;color:#626a64;display:block;margin-top:2px}`,
  html: `${head("Reviews", "4.7 out of 5 · 1,086 reviews", icon.cart(22))}
<div class="row pd" data-role="ui">${picture(54, 54, ["#f3efe6", "#bdb29a"], `<div style="position:absolute;left:9px;top:14px;width:36px;height:28px;border-radius:6px 6px 12px 12px;background:#e9e2d2"></div>`)}<div><b>Lakeland 3.5L Slow Cooker, Cream</b><small>£39.99 · Free delivery over £50</small></div></div>
<div class="fill">
${review({ name: "Jocelyn T.", meta: "Chesterfield · Verified buyer", color: "#7a9ab0", n: 5, star: "#00573f", date: "6 days ago", title: "Perfect for two", text: ["Good size for the two of us and the pot is easy to clean."], who: "Jocelyn T." })}
${review({ name: "Annabeth W.", meta: "Keswick · Verified buyer", color: "#b07a8a", n: 5, star: "#00573f", date: "2 weeks ago", title: "Does everything", text: ["Simple controls, and the pot goes in the dishwasher. I made the chocolate cake from the recipe booklet, which came out beautifully. My husband still asked what kind of stew it was. We’ve used it three times a week since October."], who: "owner", answer: { label: "Response from Lakeland", author: "Lakeland", text: "Hi Annabeth, what a lovely review! Perhaps serve the next one with custard, just to be clear." } })}
${review({ name: "Maud", meta: "Whitby · Verified buyer", color: "#8ab07a", n: 4, star: "#00573f", date: "1 month ago", title: "Lovely to come home to", text: ["The lid rattles a little on high, but everything comes out tender and the house smells wonderful when you get in from work."], who: "Maud" })}
</div>`,
};

export const petsAtHome: ScreenSpec = {
  id: "petsathome-we-negotiate",
  app: "Pets at Home",
  kind: "review",
  dark: false,
  device: "android",
  format: "jpeg",
  quality: 71,
  owner: { name: "Verity O.", handle: null },
  time: "09:14",
  battery: 81,
  cutLines: 1,
  replies: false,
  css: `${pageCss({ bg: "#f3f5f2", card: "#fff", fg: "#1f2a24", sub: "#5f6a63", line: "#e0e5e1", accent: "#00843d", soft: "#eef5f0", size: 14 })}
.hd{background:#00843d;color:#fff}.hd small{color:#d2ecdc}.fill{flex:1}.rs{gap:10px;padding:10px 16px;background:#fff;border-bottom:1px solid #e0e5e1;font-size:13px;color:#5f6a63}.rs b{font-size:22px;color:#1f2a24}.cd.gap{margin-top:3px}.bt span{background:#00843d}`,
  html: `${head("Reviews", "Orthopaedic Memory Foam Dog Bed, Large", icon.cart(22))}
<div class="row rs" data-role="ui"><b>4.6</b><span>388 reviews · 94% recommend</span></div>
<div class="fill">
${review({ name: "Wilf", meta: "Nailsworth", color: "#8a7ab0", n: 5, star: "#f5a300", date: "3 days ago", title: "Great bed", text: ["Thick, supportive and the cover zips off to wash."], who: "Wilf" })}
${review({ name: "Verity O.", meta: "Harpenden", color: "#b0806a", n: 5, star: "#f5a300", date: "1 week ago", title: "He loves it", text: ["Really well made and the cover washes well. Our greyhound loves it so much he won’t get out of it for his walk, so we bring the lead to the bed and negotiate. Worth every penny."], who: "owner" })}
${review({ name: "Kerensa", meta: "Truro", color: "#6aa08a", n: 4, star: "#f5a300", date: "2 weeks ago", title: "Good but big", text: ["Lovely bed, but measure first. The large is very large, and it now takes up most of our kitchen floor."], who: "Kerensa" })}
${review({ name: "Dilys", meta: "Llandudno", color: "#a06a8a", n: 5, star: "#f5a300", date: "3 weeks ago", title: "Second one", text: ["Bought a second after the first one was a success. Both dogs now share the bigger one, so the other is spare."], who: "Dilys" })}
</div>
${button("Add to basket", true)}`,
};

export const pitchup: ScreenSpec = {
  id: "pitchup-the-alarm-clock",
  app: "Pitchup",
  kind: "review",
  dark: true,
  device: "iphone-max",
  format: "png",
  owner: { name: "Solveig H.", handle: null },
  time: "21:36",
  battery: 39,
  replies: true,
  css: `${pageCss({ bg: "#111714", card: "#1a221e", fg: "#e8efe9", sub: "#9aa89f", line: "#28332d", accent: "#5cc08a", soft: "#22302a", size: 14.5 })}
.sc{gap:12px;padding:12px 16px;background:#1a221e;border-bottom:1px solid #28332d}.sc b{font-size:22px;color:#111714;background:#5cc08a;border-radius:6px;padding:4px 8px}.sc div{font-size:13px;color:#9aa89f;line-height:18px}`,
  html: `${head("Reviews", "Bramblecombe Farm Camping · Exmoor", icon.heart(20))}
<div class="row sc"><b data-role="ui">9.4</b><div data-role="ui">Exceptional · 642 reviews<br>Cleanliness 9.6 · Value 9.3</div></div>
${chips(["All", "Tents", "Campervans", "Glamping"], 1)}
<div class="fill">
${review({ name: "Solveig H.", meta: "Tent · Stayed Aug 2025", color: "#7a9ab0", n: 5, star: "#5cc08a", date: "10 Exceptional", text: ["Spotless showers, flat pitches and a lovely little farm shop. The site’s peacock woke us at 5am every day, which the owner calls “the alarm clock we don’t charge for”. We’ll be back, with earplugs."], who: "owner", answer: { label: "Response from Bramblecombe Farm", author: "Bramblecombe Farm", text: "Thank you Solveig! The Admiral has been spoken to and will do 5:30 from now on." } })}
${review({ name: "Rashida", meta: "Campervan · Stayed Aug 2025", color: "#b07a6a", n: 5, star: "#5cc08a", date: "9 Superb", text: ["Great hook-ups, and the lambs were a big hit with our two."], who: "Rashida" })}
${review({ name: "Pim", meta: "Tent · Stayed Jul 2025", color: "#8ab06a", n: 4, star: "#5cc08a", date: "8 Very good", text: ["Beautiful views. The walk to the beach is steeper than it looks on the map."], who: "Pim" })}
</div>`,
};

const practoInner = `${head("Dr. Kavitha Sundaram", "Dentist · Adyar, Chennai", icon.share(20))}
${chips(["All stories (214)", "Root canal", "Cleaning"], 0)}
<div class="fill">
${review({ name: "Aravind S.", meta: "Verified patient · Visited for cleaning", color: "#6a8ab0", n: 5, star: "#14bef0", date: "12 days ago", text: ["Very gentle and she explains every step. She tells jokes while your mouth is full of cotton, so you can’t laugh or answer. There is one about a goat whose ending I’m still waiting for."], who: "owner", answer: { label: "Reply from Dr. Kavitha Sundaram", author: "Dr. Kavitha Sundaram", text: "Thank you Aravind! Come for your cleaning in June and I’ll finish the goat." } })}
${review({ name: "Meenal K.", meta: "Verified patient · Visited for root canal", color: "#b07a9a", n: 5, star: "#14bef0", date: "3 weeks ago", text: ["Painless and on time. Clinic is very clean."], who: "Meenal K." })}
</div>`;

export const practo: ScreenSpec = {
  id: "practo-the-goat",
  app: "Practo",
  kind: "review",
  dark: true,
  device: "android",
  format: "jpeg",
  owner: { name: "Aravind S.", handle: null },
  time: "22:08",
  battery: 33,
  generations: [{ quality: 92 }, { width: 1000, quality: 77 }, { width: 828, quality: 66 }],
  replies: true,
  css: `${pageCss({ bg: "#f2f5f8", card: "#fff", fg: "#1c2430", sub: "#646f7c", line: "#e1e6ec", accent: "#14bef0", soft: "#eaf7fc", size: 14 })}body{background:#000}.hd{background:#28328c;color:#fff}.hd small{color:#d2d6f2}`,
  html: googlePhotos({ body: shot({ device: "android", time: "21:40", battery: 51, dark: false, background: "#f2f5f8", html: practoInner }, 0.84, 700) }),
};

export const REVIEWS: ScreenSpec[] = [lakeland, petsAtHome, pitchup, practo, homeStars, quandoo, firefoxAddons, mercadoLivre];
