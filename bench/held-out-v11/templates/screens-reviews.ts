// Reviews: Priceline (a waffle shaped like Texas after twenty minutes behind a family of nine, the
// hotel's answer, the last reviewer's name cut at the bottom edge, saved twice), Currys (a robot vacuum that decided the dining room doesn't exist, the
// brand's answer, cropped at the bottom through a review), Screwfix (a detector that found a pound coin
// lost in 1998, among three other reviews, JPEG), Target (a 12 ft skeleton the neighbours give directions
// by, among other reviews, the last cut under the cart bar, JPEG); Healthgrades, TrustATrader, Skillshare
// and GOG are in screens-reviews-more.ts.
import { icon, picture } from "./icons";
import { button, chips, head, pageCss, review, tabs } from "./blocks";
import type { ScreenSpec } from "./screen-type";
import { gog, healthgrades, skillshare, trustATrader } from "./screens-reviews-more";

export const priceline: ScreenSpec = {
  id: "priceline-shaped-like-texas",
  app: "Priceline",
  kind: "review",
  dark: false,
  device: "android",
  format: "jpeg",
  owner: { name: "Leopold H.", handle: null },
  time: "07:38",
  battery: 71,
  generations: [{ quality: 89 }, { width: 828, quality: 65 }],
  cutLines: 1,
  replies: true,
  css: `${pageCss({ bg: "#f1f4f9", card: "#fff", fg: "#001833", sub: "#5a6b80", line: "#e0e6ee", accent: "#0068ef", soft: "#eef4fd", size: 14 })}
.hd{background:#0068ef;color:#fff}.hd small{color:#d2e4ff}.sc{gap:12px;padding:12px 16px;background:#fff;border-bottom:1px solid #e0e6ee}.sc b{font-size:24px;color:#fff;background:#0a7d3e;border-radius:6px;padding:4px 8px}.sc div{font-size:13px;color:#5a6b80;line-height:18px}`,
  html: `${head("Guest reviews", "Lone Star Inn & Suites · Amarillo, TX", icon.share(20))}
<div class="row sc"><b data-role="ui">8.4</b><div data-role="ui">Very good · 2,316 verified reviews<br>Location 8.9 · Cleanliness 8.6</div></div>
${chips(["All", "Families", "Couples", "Business"], 1)}
<div class="fill">
${review({ name: "Leopold H.", meta: "Family with kids · Stayed Oct 2025", color: "#7a8ab0", n: 4, star: "#0068ef", date: "8.0 Very good", text: ["Clean room, quiet at night and the front desk were lovely. Breakfast has a waffle maker that makes waffles shaped like Texas. I waited 20 minutes behind a family of nine for my Texas and it was worth it. Only complaint is the pool closes at 8, which the kids took personally."], who: "owner", answer: { label: "Response from Lone Star Inn & Suites", author: "Lone Star Inn & Suites", text: "Hi Leopold, thanks so much for choosing us! Our waffle maker is the busiest member of staff. Come back soon, and bring the kids." } })}
${review({ name: "Ayesha", meta: "Business traveler · Stayed Sep 2025", color: "#b07a8a", n: 3, star: "#0068ef", date: "7.0 Good", text: ["Handy for I-40 and easy parking. Walls a bit thin."], who: "Ayesha" })}
${review({ name: "Gareth", meta: "Couple · Stayed Sep 2025", color: "#6a9a7a", n: 5, star: "#0068ef", date: "9.0 Excellent", text: ["Friendly staff, big comfy bed, and they let us check in early after a long drive from Albuquerque."], who: "Gareth" })}
${review({ name: "Consuelo", meta: "Family with kids · Stayed Aug 2025", color: "#b09a6a", n: 4, star: "#0068ef", date: "8.0 Very good", text: ["Good value for a family room. The pool was clean but busy in the evening."], who: "Consuelo" })}
</div>`,
};

export const currys: ScreenSpec = {
  id: "currys-dining-room",
  app: "Currys",
  kind: "review",
  dark: false,
  device: "iphone",
  format: "png",
  owner: { name: "Rahul V.", handle: null },
  time: "21:12",
  battery: 39,
  crop: { bottom: 46 },
  cutLines: 1,
  replies: true,
  css: `${pageCss({ bg: "#f4f2f7", card: "#fff", fg: "#1d0f33", sub: "#675c78", line: "#e6e1ee", accent: "#4c12a1", soft: "#f4f0fb", size: 14.5 })}
.pd{gap:12px;padding:10px 16px;background:#fff;border-bottom:1px solid #e6e1ee}.pd b{font-size:14px;line-height:19px;display:block}.pd small{font-size:12px;color:#675c78;display:block;margin-top:2px}`,
  html: `${head("Reviews", "4.2 out of 5 · 187 reviews", icon.cart(22))}
<div class="row pd" data-role="ui">${picture(54, 54, ["#d9d6de", "#3e3a46"], `<div style="position:absolute;left:9px;top:9px;width:36px;height:36px;border-radius:50%;background:#2a2730"></div>`)}<div><b>LOGIK LRVC25 Robot Vacuum Cleaner</b><small>£149.00 · Grey</small></div></div>
<div class="fill">
${review({ name: "Rahul V.", meta: "Guildford · Verified buyer", color: "#6a8a9a", n: 4, star: "#4c12a1", date: "2 weeks ago", title: "Good on hard floors", text: ["Quiet, and it does a good job on the hard floors. It maps the whole house on the first run and has decided the dining room doesn’t exist. We haven’t used the dining room since, out of respect. Battery lasts about 90 minutes."], who: "owner", answer: { label: "Response from LOGIK", author: "LOGIK", text: "Hi Rahul, thanks for your review! Try re-running the mapping from the app with the dining room door open." } })}
${review({ name: "Kirsty", meta: "Leeds · Verified buyer", color: "#b0826a", n: 5, star: "#4c12a1", date: "1 month ago", title: "Great value", text: ["Does the whole downstairs on one charge and the app was easy to set up. Empties without any mess."], who: "Kirsty" })}
${review({ name: "Bev", meta: "Cardiff · Verified buyer", color: "#7a6ab0", n: 3, star: "#4c12a1", date: "1 month ago", title: "Gets stuck on rugs", text: ["Fine on floors but it chews the tassels on our rug, so we have to roll the rug up every time it runs, which rather defeats the point of having a robot do it for you."], who: "Bev" })}
</div>`,
};

export const screwfix: ScreenSpec = {
  id: "screwfix-pound-coin",
  app: "Screwfix",
  kind: "review",
  dark: false,
  device: "android",
  format: "jpeg",
  quality: 70,
  owner: { name: "Ravi K.", handle: null },
  time: "12:06",
  battery: 84,
  replies: false,
  css: `${pageCss({ bg: "#eef0f3", card: "#fff", fg: "#14212e", sub: "#5f6b78", line: "#dde1e6", accent: "#0a3d8f", soft: "#eef0f3", size: 14 })}
.hd{background:#0a3d8f;color:#fff}.hd small{color:#c9d7f0}.rs{gap:10px;padding:10px 16px;background:#fff;border-bottom:1px solid #dde1e6;font-size:13px;color:#5f6b78}.rs b{font-size:22px;color:#14212e}.cd.gap{margin-top:6px}`,
  html: `${head("Customer reviews", "Titan TTB868DET Multi-Detector", icon.cart(22))}
<div class="row rs" data-role="ui"><b>4.6</b><span>388 reviews · 94% recommend</span></div>
<div class="fill">
${review({ name: "Mick", meta: "Doncaster · Trade customer", color: "#8a7a5a", n: 4, star: "#f5a400", date: "6 days ago", title: "Good for the money", text: ["Picks up live cables well, less sure on metal studs. Handy to keep in the van."], who: "Mick" })}
${review({ name: "Ravi K.", meta: "Leamington Spa", color: "#5a8aa0", n: 5, star: "#f5a400", date: "9 days ago", title: "Found more than studs", text: ["Easy to calibrate and accurate on plasterboard. Found the studs, the pipe and the cable before I drilled, unlike last time. Also found a pound coin behind the skirting that my dad says he lost in 1998. He’s asked for it back."], who: "owner" })}
${review({ name: "Lorna", meta: "Bristol", color: "#a06a8a", n: 5, star: "#f5a400", date: "2 weeks ago", title: "Simple", text: ["Saved me drilling into a pipe in the bathroom. Worth every penny."], who: "Lorna" })}
${review({ name: "Ade", meta: "Croydon", color: "#6aa07a", n: 3, star: "#f5a400", date: "3 weeks ago", title: "Battery cover", text: ["Works fine, but the battery cover comes off if you look at it."], who: "Ade" })}
</div>
${tabs([icon.home(24), icon.search(24), icon.cart(24), icon.person(24)], true)}`,
};

export const target: ScreenSpec = {
  id: "target-left-at-the-skeleton",
  app: "Target",
  kind: "review",
  dark: false,
  device: "iphone",
  format: "jpeg",
  quality: 69,
  owner: { name: "Kristen W.", handle: null },
  time: "16:44",
  battery: 62,
  cutLines: 1,
  replies: false,
  css: `${pageCss({ bg: "#fff", card: "#fff", fg: "#333", sub: "#666", line: "#e6e6e6", accent: "#cc0000", soft: "#f7f7f7", size: 14.5 })}
.fill{flex:1}.sm{gap:10px;padding:10px 16px;border-bottom:1px solid #e6e6e6;font-size:13px;color:#666}.sm b{font-size:24px;color:#333}`,
  html: `${head("Reviews", "12 ft Posable Skeleton · Hyde & EEK! Boutique", icon.share(20))}
<div class="row sm" data-role="ui"><b>4.7</b><span>out of 5 · 1,482 ratings · 96% recommend</span></div>
<div class="fill">
${review({ name: "Brianna", meta: "Verified purchaser · 2 weeks ago", color: "#b07a6a", n: 5, star: "#cc0000", title: "Kids love it", text: ["Big, solid and easy to pose. Our kids want it up all year."], who: "Brianna", foot: "Helpful (12)" })}
${review({ name: "Kristen W.", meta: "Verified purchaser · 3 weeks ago", color: "#6a8ab0", n: 5, star: "#cc0000", title: "Worth it", text: ["Great quality for the price. Took my husband and me one afternoon and a stepladder to put together. He’s taller than our gutters and the neighbors now give directions by him: “left at the skeleton.” The mail carrier waves at him. We have named him Dennis."], who: "owner", foot: "Helpful (231)" })}
${review({ name: "Marcus J.", meta: "Verified purchaser · 1 month ago", color: "#8ab06a", n: 4, star: "#cc0000", title: "Sturdy", text: ["Held up to wind and rain all October. Storage is the hard part, he lives in the garage now and scares me every single morning when I go out to the car."], who: "Marcus J." })}
</div>
${button("Add to cart")}`,
};

export const REVIEWS: ScreenSpec[] = [priceline, currys, screwfix, target, healthgrades, trustATrader, skillshare, gog];
