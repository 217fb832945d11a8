// Part B's reviews (v22): HolidayCheck (a hotel's kids' club: the son asked the entertainment team, not his
// parents, if he could stay for Christmas; the hotel's reply; cropped at the top), Coolblue (a video doorbell
// that still files the husband under "Unknown visitor"; pros and cons; downscaled), Petco (a ball launcher:
// the dog now brings the launcher; the last review cut by the cart bar), Grubhub (dark, JPEG: the Family
// Feast for one and a driver who asks how the kids are), Zalando (a suit worn every day since the interview;
// a review's end cut under the header).

import { head, pageCss, tabs } from "./blocks";
import { avatar, icon, picture } from "./icons";
import { say } from "./kit";
import { stars } from "./parts";
import type { ScreenSpec } from "./screen-type";
import { esc, ui } from "./shell";

/** HolidayCheck suns: n of 6 filled discs, read as one label with the score. */
const suns = (score: string, n: number) =>
  `<div class="row sn" data-role="ui"><span class="row" style="gap:3px">${Array.from({ length: 6 }, (_, i) => `<i class="${i < n ? "f" : ""}"></i>`).join("")}</span><b>${esc(score)}</b></div>`;

const hcReview = (o: { name: string; meta: string; score: string; n: number; title: string; text: string; who: string; reply?: string; color: string }) =>
  `<div class="hr"><div class="row" style="gap:10px">${avatar(34, o.color)}<div style="min-width:0">${ui(o.name, "nm")}${ui(o.meta, "mt")}</div></div>${suns(o.score, o.n)}${say(o.who, o.title, "tt")}${say(o.who, o.text, "tx")}${
    o.reply ? `<div class="rp">${ui("Reply from Hotel Cala Brava", "rl")}${say("Hotel Cala Brava", o.reply, "tx")}</div>` : ""
  }</div>`;

export const holidayCheck: ScreenSpec = {
  id: "holidaycheck-not-us",
  app: "HolidayCheck",
  kind: "review",
  dark: false,
  device: "iphone",
  format: "png",
  crop: { top: 47 },
  owner: { name: "Hartmut K.", handle: null },
  time: "18:20",
  battery: 57,
  replies: true,
  cutLines: 1,
  css: `${pageCss({ bg: "#eef3f8", card: "#fff", fg: "#14243a", sub: "#5c6b80", line: "#dde5ee", accent: "#0d5fb8", soft: "#eaf2fb", size: 14.5 })}
.hd{background:#fff}.hd b{font-size:19px;font-weight:800;color:#0d5fb8}
.ht{gap:12px;padding:10px 16px;background:#fff;border-bottom:1px solid #dde5ee}.ht b{font-size:17px;display:block}.ht small{font-size:12.5px;color:#5c6b80;display:block;margin-top:2px}
.hs{gap:10px;padding:8px 16px;background:#fff;border-bottom:1px solid #dde5ee;font-size:12.5px;color:#5c6b80}.hs b{font-size:20px;color:#14243a}.hs .pc{margin-left:auto;background:#e3f4e8;color:#1e7a3a;font-weight:700;border-radius:4px;padding:3px 8px}
.hr{margin-top:8px;background:#fff;padding:12px 16px}
.sn{gap:8px;margin-top:8px;font-size:13px}.sn i{display:block;width:13px;height:13px;border-radius:50%;background:#dfe5ec}.sn i.f{background:#f5b800}.sn b{color:#14243a}
.tb{background:#fff;color:#8593a5}`,
  html: `${head("HolidayCheck", "", icon.share(22), icon.back(22))}
<div class="row ht" data-role="ui">${picture(56, 56, ["#7fc2e0", "#d7b98a"])}<div style="min-width:0"><b>Hotel Cala Brava</b><small>Cala Millor, Mallorca, Spain</small></div></div>
<div class="row hs" data-role="ui"><b>5.4</b><span>/ 6 · based on 982 reviews</span><span class="pc">94% recommend</span></div>
<div class="fill">
${hcReview({ name: "Gerlinde S.", meta: "Went as a couple · Oct 2026 · 1 week", score: "5.0 / 6", n: 5, title: "Quiet and very clean", text: "Lovely breakfast terrace and friendly staff. The beach is ten minutes downhill and rather longer back up.", who: "Gerlinde S.", color: "#b49a88" })}
${hcReview({ name: "Hartmut K.", meta: "Went with family · Oct 2026 · 2 weeks", score: "5.8 / 6", n: 6, title: "Perfect for families", text: "Clean rooms, a good buffet and the pool was heated even in October. The kids’ club was so good that our son Kalle asked if he could stay for Christmas. He asked the entertainment team, not us.", who: "owner", reply: "Dear Hartmut, thank you for this lovely review! The whole team sends greetings to Kalle.", color: "#8aa0b8" })}
${hcReview({ name: "Hasse B.", meta: "Went with friends · Sep 2026 · 1 week", score: "4.6 / 6", n: 5, title: "Good value", text: "Rooms facing the road are noisy until midnight. Ask for the garden side.", who: "Hasse B.", color: "#9ab08a" })}
</div>
${tabs([icon.home(24), icon.search(24), icon.heart(24), icon.person(24)])}`,
};

const cbReview = (o: {
  name: string;
  date: string;
  n: number;
  title: string;
  pros: string[];
  cons: string[];
  text: string;
  who: string;
  helpful: string;
  color: string;
}) =>
  `<div class="cr"><div class="row" style="gap:10px">${avatar(30, o.color)}<div style="flex:1;min-width:0">${ui(o.name, "nm")}${ui(o.date, "mt")}</div>${stars(o.n, "#f4a100", "#d9dde3", 14)}</div>${say(o.who, o.title, "tt")}${o.pros
    .map(
      (p) =>
        `<div class="row pc"><span class="pl"><svg width="12" height="12" viewBox="0 0 12 12"><path d="M5 1h2v4h4v2H7v4H5V7H1V5h4z" fill="#2ba24c"/></svg></span>${say(o.who, p, "pt2")}</div>`,
    )
    .join(
      "",
    )}${o.cons.map((p) => `<div class="row pc"><span class="mn"><svg width="12" height="12" viewBox="0 0 12 12"><path d="M1 5h10v2H1z" fill="#e2421f"/></svg></span>${say(o.who, p, "pt2")}</div>`).join("")}${o.text ? say(o.who, o.text, "tx") : ""}${ui(o.helpful, "hp")}</div>`;

export const coolblue: ScreenSpec = {
  id: "coolblue-unknown-visitor",
  app: "Coolblue",
  kind: "review",
  dark: false,
  device: "android",
  format: "png",
  downscaleTo: 1000,
  owner: { name: "Griet V.", handle: null },
  time: "09:14",
  battery: 71,
  replies: true,
  cutLines: 1,
  css: `${pageCss({ bg: "#f0f3f7", card: "#fff", fg: "#14213d", sub: "#5d6a82", line: "#dfe4ec", accent: "#0090e3", soft: "#e6f4fc", size: 14.5 })}
.hd{background:#0090e3;color:#fff;border:0}.hd b{font-size:20px;font-weight:800;letter-spacing:-.2px}
.pd{gap:12px;padding:10px 16px;background:#fff;border-bottom:1px solid #dfe4ec}.pd b{font-size:15.5px;display:block;line-height:20px}.pd small{font-size:12.5px;color:#5d6a82;display:block;margin-top:3px}
.sc{gap:10px;padding:8px 16px;background:#fff;border-bottom:1px solid #dfe4ec;font-size:12.5px;color:#5d6a82}.sc b{font-size:22px;color:#14213d}
.cr{margin-top:5px;background:#fff;padding:12px 16px}.tt{font-size:16px;margin-top:8px}
.pc{gap:8px;align-items:flex-start;margin-top:4px}.pc span{flex:none;width:14px;padding-top:4px}.pl{color:#2ba24c}.mn{color:#e2421f}.pt2{font-size:14px;line-height:20px}
.hp{font-size:12px;color:#5d6a82;margin-top:8px}
.tb{background:#fff;color:#8592a6}`,
  statusBarDark: true,
  statusBarBackground: "#0080cc",
  html: `${head("Coolblue", "", icon.cart(22), icon.back(22))}
<div class="row pd" data-role="ui">${picture(54, 54, ["#e9edf2", "#7c8796"])}<div style="min-width:0"><b>Doorly Vue Video Doorbell Pro</b><small>Reviews · 312</small></div></div>
<div class="row sc" data-role="ui"><b>8.6</b><span>/ 10 · 94% would recommend it</span></div>
<div class="fill">
${cbReview({ name: "Kornel D.", date: "27 November 2026", n: 5, title: "Does the job well", pros: ["Installed in half an hour"], cons: ["Subscription needed for history"], text: "", who: "Kornel D.", helpful: "Helpful? Yes (4)", color: "#9a8ab0" })}
${cbReview({
  name: "Griet V.",
  date: "19 November 2026",
  n: 4,
  title: "Sharp picture, one odd habit",
  pros: ["Clear picture, even at night", "Chime is loud enough for the whole house"],
  cons: ["Face recognition is hit and miss"],
  text: "It knows the postman, the neighbours and my sister by name. Eight months in, it still files my husband under ‘Unknown visitor’. He has started to take it personally.",
  who: "owner",
  helpful: "Helpful? Yes (61)",
  color: "#b0988a",
})}
${cbReview({ name: "Hilke J.", date: "8 November 2026", n: 4, title: "Good, but the app is slow", pros: ["Battery lasts about five weeks"], cons: ["Live view takes a few seconds"], text: "", who: "Hilke J.", helpful: "Helpful? Yes (2)", color: "#8ab0a0" })}
</div>
${tabs([icon.home(24), icon.search(24), icon.heart(24), icon.cart(24)], true)}`,
};

const pcReview = (o: { name: string; meta: string; n: number; title: string; text: string; who: string; rec: string; color: string }) =>
  `<div class="pr2">${stars(o.n, "#1a4fa0", "#d5dbe6", 15)}${say(o.who, o.title, "tt")}<div class="row" style="gap:8px;margin-top:4px">${avatar(20, o.color)}${ui(o.name, "nm")}${ui(o.meta, "mt")}</div>${say(o.who, o.text, "tx")}${ui(o.rec, "rc")}</div>`;

export const petco: ScreenSpec = {
  id: "petco-waits-for-me-to-throw-it",
  app: "Petco",
  kind: "review",
  dark: false,
  device: "iphone-max",
  format: "png",
  owner: { name: "Jerome T.", handle: null },
  time: "17:33",
  battery: 38,
  replies: true,
  cutLines: 0,
  css: `${pageCss({ bg: "#f3f6fa", card: "#fff", fg: "#13223f", sub: "#5a6882", line: "#dfe5ee", accent: "#0b3d91", soft: "#e8eef9", size: 15 })}
.hd{background:#fff}.hd b{font-size:20px;font-weight:900;color:#0b3d91;letter-spacing:-.3px}
.pd{gap:12px;padding:10px 16px;background:#fff;border-bottom:1px solid #dfe5ee}.pd b{font-size:16px;display:block;line-height:21px}.pd small{font-size:13px;color:#5a6882;display:block;margin-top:3px}
.rs3{gap:10px;padding:8px 16px;background:#fff;border-bottom:1px solid #dfe5ee;font-size:13px;color:#5a6882}.rs3 b{font-size:22px;color:#13223f}
.pr2{margin-top:8px;background:#fff;padding:12px 16px}.tt{font-size:16.5px;margin-top:6px}.rc{font-size:12.5px;color:#2b8a3e;font-weight:600;margin-top:8px}
.so{justify-content:space-between;padding:10px 16px;font-size:13.5px;font-weight:600;color:#0b3d91}
.bt{background:#fff}.bt span{background:#0b3d91}`,
  html: `${head("petco", "", icon.cart(22), icon.back(22))}
<div class="row pd" data-role="ui">${picture(60, 60, ["#e8eef6", "#8aa0c0"])}<div style="min-width:0"><b>Whirlpup Automatic Ball Launcher, Standard</b><small>$119.99 · Ships free with Vital Care</small></div></div>
<div class="row rs3" data-role="ui"><b>4.5</b>${stars(5, "#1a4fa0", "#d5dbe6", 15)}<span>207 reviews</span></div>
<div class="fill">
<div class="row so" data-role="ui"><span>Sort: Most recent</span><span>Filter</span></div>
${pcReview({ name: "Ginevra R.", meta: "Verified purchaser · Nov 25, 2026", n: 4, title: "Great for rainy days", text: "Works well in the garage. Even on the lowest setting it reaches the far wall, so indoors is a no.", who: "Ginevra R.", rec: "✓ Yes, I recommend this product", color: "#b09a8a" })}
${pcReview({ name: "Jerome T.", meta: "Verified purchaser · Nov 19, 2026", n: 5, title: "He figured it out fast", text: "Linford, our border collie, worked it out in one afternoon. Drop the ball in, it launches, he runs. By day three he had skipped a step. Now he brings me the launcher and waits for me to throw it.", who: "owner", rec: "✓ Yes, I recommend this product", color: "#8a9ab0" })}
${pcReview({ name: "Leroy W.", meta: "Verified purchaser · Nov 4, 2026", n: 5, title: "Worth it for a high-energy dog", text: "Our lab mix used to need two walks and a park visit a day. Now it’s one walk and forty minutes of this in the yard, and she sleeps all evening. Loud enough that the neighbors asked what the thumping was the first week.", who: "Leroy W.", rec: "✓ Yes, I recommend this product", color: "#9ab08a" })}
</div>
<div class="bt" data-role="ui"><span>Add to cart</span></div>`,
};

const ghReview = (o: { name: string; date: string; n: number; text: string; who: string; order: string; color: string }) =>
  `<div class="gr"><div class="row" style="gap:10px">${avatar(32, o.color)}<div style="flex:1;min-width:0">${ui(o.name, "nm")}${ui(o.date, "mt")}</div>${stars(o.n, "#ff8000", "#4a4f5a", 13)}</div>${say(o.who, o.text, "tx")}${ui(o.order, "od")}</div>`;

export const grubhub: ScreenSpec = {
  id: "grubhub-how-the-kids-are",
  app: "Grubhub",
  kind: "review",
  dark: true,
  device: "iphone",
  format: "jpeg",
  quality: 74,
  owner: { name: "Gilroy M.", handle: null },
  time: "21:58",
  battery: 19,
  replies: true,
  cutLines: 1,
  css: `${pageCss({ bg: "#111214", card: "#1c1d21", fg: "#f1f1f3", sub: "#a0a2aa", line: "#2c2d33", accent: "#ff8000", soft: "#1c1d21", size: 14.5 })}
.hd{background:#111214;border-bottom:1px solid #2c2d33}.hd b{font-size:17px}
.rh{gap:12px;padding:12px 16px;background:#1c1d21;border-bottom:1px solid #2c2d33}.rh b{font-size:18px;display:block}.rh small{font-size:12.5px;color:#a0a2aa;display:block;margin-top:2px}
.pc3{display:grid;grid-template-columns:1fr 1fr 1fr;padding:10px 12px;background:#1c1d21;border-bottom:1px solid #2c2d33;text-align:center}.pc3 b{display:block;font-size:18px;color:#ff9a3c}.pc3 small{display:block;font-size:11.5px;color:#a0a2aa;line-height:14px;margin-top:2px}
.sh{padding:12px 16px 2px;font-size:15px;font-weight:700}
.gr{margin-top:6px;background:#1c1d21;padding:12px 16px}.od{font-size:12px;color:#a0a2aa;margin-top:7px}
.tb{background:#1c1d21;color:#8d909a}`,
  html: `${head("Ratings and reviews", "", icon.share(22), icon.back(22))}
<div class="row rh" data-role="ui">${picture(56, 56, ["#c0503a", "#3a1a14"])}<div style="min-width:0"><b>Red Pagoda Kitchen</b><small>Chinese · Noodles · 25–35 min</small><small>4.6 ★ · 2,418 ratings</small></div></div>
<div class="pc3" data-role="ui"><div><b>94%</b><small>Food was good</small></div><div><b>90%</b><small>Delivery was on time</small></div><div><b>96%</b><small>Order was correct</small></div></div>
<div class="fill">
${ui("Reviews", "sh")}
${ghReview({ name: "Junie P.", date: "Nov 27, 2026", n: 5, text: "Crispy beef was still crispy when it got here. That almost never happens.", who: "Junie P.", order: "Crispy beef · Veggie lo mein", color: "#b08aa0" })}
${ghReview({ name: "Gilroy M.", date: "Nov 21, 2026", n: 5, text: "Ordered the Family Feast (serves 4) for myself again. Hot, fast and plenty of sauces. The driver has started asking how the kids are.", who: "owner", order: "Family Feast · Extra egg rolls", color: "#8aa0b0" })}
${ghReview({ name: "Hughie L.", date: "Nov 19, 2026", n: 5, text: "Our go-to on Fridays. The sesame chicken is enough for two lunches.", who: "Hughie L.", order: "Sesame chicken · Fried rice", color: "#b0a08a" })}
${ghReview({ name: "Ishmael O.", date: "Nov 16, 2026", n: 4, text: "Good portions. Dumplings were a little soft but the chili oil makes up for it.", who: "Ishmael O.", order: "Pork dumplings · Dan dan noodles", color: "#a0b08a" })}
</div>
${tabs([icon.home(24), icon.search(24), icon.bookmark(24), icon.person(24)])}`,
};

const zaReview = (o: { name: string; date: string; n: number; fit: string; text: string; who: string; color: string }) =>
  `<div class="zr"><div class="row" style="gap:8px">${stars(o.n, "#1a1a1a", "#d0d0d0", 14)}${ui(o.date, "mt")}</div>${ui(o.fit, "ft")}${say(o.who, o.text, "tx")}<div class="row" style="gap:8px;margin-top:8px">${avatar(20, o.color)}${ui(o.name, "nm")}</div></div>`;

export const zalando: ScreenSpec = {
  id: "zalando-where-my-interview-was",
  app: "Zalando",
  kind: "review",
  dark: false,
  device: "android",
  format: "png",
  owner: { name: "Kunle A.", handle: null },
  time: "08:37",
  battery: 84,
  replies: true,
  cutLines: 1,
  css: `${pageCss({ bg: "#f4f4f4", card: "#fff", fg: "#1a1a1a", sub: "#666", line: "#e3e3e3", accent: "#ff6900", soft: "#fff3eb", size: 14.5 })}
.hd{background:#fff}.hd b{font-size:17px;font-weight:700}
.pd{gap:12px;padding:10px 16px;background:#fff;border-bottom:1px solid #e3e3e3;position:relative;z-index:3}.pd b{font-size:15px;display:block}.pd small{font-size:12.5px;color:#666;display:block;margin-top:2px}
.sm{gap:10px;padding:8px 16px;background:#fff;border-bottom:1px solid #e3e3e3;font-size:12.5px;color:#666;position:relative;z-index:3}.sm b{font-size:20px;color:#1a1a1a}
.fl{position:relative;z-index:1;margin-top:-76px}
.zr{margin-top:6px;background:#fff;padding:12px 16px}.ft{font-size:12px;font-weight:700;color:#1a1a1a;background:#f1f1f1;display:inline-block;border-radius:3px;padding:2px 7px;margin-top:7px}.nm{font-size:13px}
.tb{background:#fff;color:#777}`,
  html: `${head("Reviews", "", icon.heart(22), icon.back(22))}
<div class="row pd" data-role="ui">${picture(44, 60, ["#2b3a55", "#151d2e"])}<div style="min-width:0"><b>Hallberg · Slim fit suit jacket</b><small>navy · €149.95</small></div></div>
<div class="row sm" data-role="ui"><b>4.4</b>${stars(4, "#1a1a1a", "#d0d0d0", 14)}<span>86 reviews · Fits as expected</span></div>
<div class="fill"><div class="fl">
${zaReview({ name: "Jorunn H.", date: "30 Nov 2026", n: 4, fit: "Size: fits as expected", text: "Ordered 50 and 52 for my husband and kept the 50. The trousers are sold separately, which I missed the first time.", who: "Jorunn H.", color: "#b0a08a" })}
${zaReview({ name: "Kunle A.", date: "24 Nov 2026", n: 5, fit: "Size: fits as expected", text: "Bought it for a job interview and got the job. I have worn it every day since. Last week my manager asked, quite gently, where my interview was. Good fabric, holds its shape.", who: "owner", color: "#8a9ab0" })}
${zaReview({ name: "Jelena P.", date: "17 Nov 2026", n: 4, fit: "Size: sleeves run long", text: "Lovely fabric and a good cut. The sleeves were long on my son, so we had them taken up for €15.", who: "Jelena P.", color: "#a08ab0" })}
${zaReview({ name: "Gotthard M.", date: "9 Nov 2026", n: 4, fit: "Size: fits as expected", text: "Smart enough for a wedding and comfortable on a long train ride. Creases a little at the elbows.", who: "Gotthard M.", color: "#8ab0a0" })}
</div></div>
${tabs([icon.home(24), icon.search(24), icon.heart(24), icon.cart(24), icon.person(24)], true)}`,
};
