// Part D's shop reviews (v24): iHerb (lemon fish oil and the hand wipe at a seafood restaurant; the last
// review cut by the tab bar), Lookfantastic (a fixing mist that lasted to Carlisle; reviewers signed at the
// foot; JPEG downscaled), Newegg (a gaming chair two brothers assembled and have not spoken since; dark, downscaled PNG).
import { head, pageCss, tabs } from "./blocks";
import { icon, picture } from "./icons";
import type { ScreenSpec } from "./screen-type";
import { footReview, headReview } from "./screens-d-kit";
import { esc, ui } from "./shell";
import { say } from "./kit";
import { stars } from "./parts";

export const iherb: ScreenSpec = {
  id: "iherb-the-hand-wipe-at-a-seafood-restaurant",
  app: "iHerb",
  kind: "review",
  dark: false,
  device: "android",
  format: "png",
  owner: { name: "Dervla R.", handle: null },
  time: "13:07",
  battery: 64,
  replies: true,
  cutLines: 1,
  css: `${pageCss({ bg: "#f1f3f1", card: "#fff", fg: "#1f2a22", sub: "#66706a", line: "#e2e6e2", accent: "#458500", soft: "#eef5e6", size: 14.5 })}
.hd{background:#fff}.hd b{font-size:19px;font-weight:800;color:#458500;letter-spacing:-.2px}
.pd{gap:12px;padding:8px 16px;background:#fff;border-bottom:1px solid #e2e6e2;align-items:flex-start}.pd b{font-size:15px;line-height:20px;display:block}.pd small{font-size:12.5px;color:#66706a;display:block;margin-top:3px}
.sm{gap:12px;padding:6px 16px;background:#fff;border-bottom:1px solid #e2e6e2;font-size:12.5px;color:#66706a}.sm b{font-size:24px;color:#1f2a22}
.fl{gap:8px;padding:8px 16px;background:#fff;font-size:12px}.fl span{border:1px solid #cfd6cf;border-radius:14px;padding:3px 10px;color:#66706a}.fl span.on{border-color:#458500;color:#458500;font-weight:600}
.rv{margin-top:5px;background:#fff;padding:10px 16px 8px}.bd{font-size:11.5px;font-weight:700;color:#458500;margin-top:6px}.tt{font-size:15px;margin-top:6px}.tx{margin-top:4px}.ft{font-size:12px;color:#66706a;margin-top:9px}
.tb{background:#fff;color:#8b948e}`,
  html: `${head("iHerb", "", icon.cart(22), icon.back(22))}
<div class="row pd" data-role="ui">${picture(54, 64, ["#f4e27a", "#d8a322"])}<div style="min-width:0"><b>Ocean Crest Omega-3 Fish Oil, Natural Lemon, 1,000 mg, 120 Softgels</b></div></div>
<div class="row sm" data-role="ui"><b>4.6</b><div>★★★★★ 2,371 reviews</div></div>
<div class="fill">
${headReview({ name: "Anatoly S.", color: "#8aa07a", n: 5, star: "#f5a623", date: "Nov 30, 2026", badge: "Verified Purchase", title: "Good value", text: ["Arrived well sealed, easy to swallow."], who: "Anatoly S.", foot: "Helpful (43)   Not helpful (2)   Report" })}
${headReview({ name: "Dervla R.", color: "#b08a7a", n: 4, star: "#f5a623", date: "Nov 22, 2026", badge: "Verified Purchase", title: "No fishy burps, as promised", text: ["The burps are lemon now. I spend every afternoon smelling like the hand wipe at a seafood restaurant.", "Otherwise happy, and the price is fair for 120."], who: "owner", foot: "Helpful (267)   Not helpful (9)   Report" })}
${headReview({ name: "Clio L.", color: "#7a8ab0", n: 5, star: "#f5a623", date: "Nov 14, 2026", title: "Bought for my dad", text: ["He now introduces himself with his cholesterol number. Reordering before the sale ends, and adding the vitamin D drops from the same brand because the two together are cheaper than at our pharmacy."], who: "Clio L.", foot: "Helpful (18)   Not helpful (1)   Report" })}
</div>
${tabs([icon.home(24), icon.search(24), icon.cart(24), icon.person(24)], true)}`,
};

export const lookfantastic: ScreenSpec = {
  id: "lookfantastic-woke-up-in-carlisle",
  app: "Lookfantastic",
  kind: "review",
  dark: false,
  device: "iphone",
  format: "jpeg",
  quality: 74,
  downscaleTo: 900,
  owner: { name: "Birgitta", handle: null },
  time: "08:16",
  battery: 38,
  replies: true,
  cutLines: 0,
  css: `${pageCss({ bg: "#f4f4f4", card: "#fff", fg: "#111", sub: "#6b6b6b", line: "#e6e6e6", accent: "#111", soft: "#f4f4f4", size: 14.5 })}
.hd{background:#fff}.hd b{font-size:18px;font-weight:400;letter-spacing:3px;text-transform:lowercase;text-align:center}
.pd{gap:12px;padding:10px 16px;background:#fff;border-bottom:1px solid #e6e6e6}.pd b{font-size:15px;line-height:20px;display:block;font-weight:600}.pd small{font-size:12.5px;color:#6b6b6b;display:block;margin-top:3px}
.sm{gap:10px;padding:10px 16px;background:#fff;border-bottom:1px solid #e6e6e6;font-size:12.5px;color:#6b6b6b}.sm b{font-size:26px;color:#111;font-weight:600}
.sh{padding:12px 16px 4px;font-size:13px;font-weight:700;letter-spacing:1px;text-transform:uppercase}
.rv{margin-top:1px;background:#fff;padding:12px 16px}.tt{font-size:15px;margin-top:6px;font-weight:700}.tx{margin-top:4px}.sg{font-size:12px;color:#6b6b6b;margin-top:8px}.ft{font-size:12px;color:#111;margin-top:5px;text-decoration:underline}
.tb{background:#fff;color:#777}`,
  html: `${head("lookfantastic", "", icon.cart(22), icon.menu(22))}
<div class="row pd" data-role="ui">${picture(48, 64, ["#e9d6e4", "#b48aa8"])}<div style="min-width:0"><b>Glowline Stay-Put Fixing Mist 100ml</b><small>£24.00 · Setting Sprays</small></div></div>
<div class="row sm" data-role="ui"><b>4.5</b><div>${stars(5, "#111", "#ccc", 13)}<div>Based on 1,206 reviews</div></div></div>
${ui("Customer reviews", "sh")}
<div class="fill">
${footReview({ n: 5, star: "#111", title: "Holds up all day", text: ["Two sprays over foundation and nothing moves through a ten-hour shift. Slight alcohol smell that goes in seconds."], who: "Azalea", sign: "Azalea · Verified buyer · 2 Dec 2026", helpful: "Was this helpful? Yes (14) No (1)" })}
${footReview({ n: 5, star: "#111", title: "Sixteen hours is not an exaggeration", text: ["Sprayed it at 7am for our work Christmas do.", "I fell asleep on the last train and woke up in Carlisle, face still perfect.", "On my second bottle now."], who: "owner", sign: "Birgitta · Verified buyer · 28 Nov 2026", helpful: "Was this helpful? Yes (212) No (4)" })}
${footReview({ n: 3, star: "#111", title: "Nice but tacky at first", text: ["Don’t touch your face for the first minute."], who: "Edda", sign: "Edda · Verified buyer · 21 Nov 2026", helpful: "Was this helpful? Yes (6) No (0)" })}
</div>
${tabs([icon.home(24), icon.search(24), icon.heart(24), icon.person(24)])}`,
};

/** A Newegg review: reviewer and ownership (labels), eggs and date, a title, Pros / Cons / Overall under their labels, a helpful line, a manufacturer response. */
const ngReview = (o: {
  name: string;
  own: string;
  n: number;
  date: string;
  title: string;
  parts: [string, string][];
  who: string;
  helpful: string;
  reply?: string;
}) =>
  `<div class="rv"><div class="row" style="gap:8px">${ui(o.name, "nm")}${ui("Verified Owner", "bd2")}</div>${ui(o.own, "mt")}<div class="row" style="gap:8px;margin-top:6px">${stars(o.n, "#f7a21b", "#4a505a", 14)}${ui(o.date, "mt")}</div>${say(o.who, o.title, "tt")}${o.parts
    .map(([h, t]) => `<div class="pp">${ui(h, "ph")}${say(o.who, t, "tx")}</div>`)
    .join(
      "",
    )}${ui(o.helpful, "ft")}${o.reply ? `<div class="rp">${ui("Manufacturer Response", "rl")}${say("Ironclad Gaming", o.reply, "tx")}</div>` : ""}</div>`;

export const newegg: ScreenSpec = {
  id: "newegg-we-have-not-spoken-since",
  app: "Newegg",
  kind: "review",
  dark: true,
  device: "android",
  format: "png",
  downscaleTo: 860,
  owner: { name: "Domenico P.", handle: null },
  time: "23:42",
  battery: 27,
  replies: true,
  cutLines: 1,
  css: `${pageCss({ bg: "#0f1114", card: "#1b1e23", fg: "#e9ebee", sub: "#9aa1ab", line: "#2b3038", accent: "#f7a21b", soft: "#242931", size: 14 })}
.hd{background:#1b1e23}.hd b{font-size:19px;font-weight:800;color:#f7a21b;font-style:italic}
.pd{gap:12px;padding:10px 16px;background:#1b1e23;border-bottom:1px solid #2b3038}.pd b{font-size:14.5px;line-height:19px;display:block;font-weight:600}.pd small{font-size:12.5px;color:#9aa1ab;display:block;margin-top:3px}
.rv{margin-top:5px;background:#1b1e23;padding:10px 16px}.bd2{font-size:11px;font-weight:700;color:#5fbf73}.tt{font-size:15px;margin-top:6px}.ph{font-size:12.5px;font-weight:700;color:#9aa1ab;margin-top:7px}.tx{margin-top:1px}.ft{font-size:12px;color:#9aa1ab;margin-top:9px}
.rp{margin-top:9px}.rl{color:#f7a21b}
.tb{background:#1b1e23;color:#8a919b}`,
  html: `${head("newegg", "", icon.cart(22), icon.back(22))}
<div class="row pd" data-role="ui">${picture(56, 56, ["#3a3f48", "#b3261e"])}<div style="min-width:0"><b>Ironclad Vanta Pro Gaming Chair, 4D Armrests, Black/Red</b><small>★ 4.3 · 389 reviews</small></div></div>
<div class="fill">
${ngReview({
  name: "Basile T.",
  own: "Ownership: 1 month to 1 year",
  n: 5,
  date: "11/19/2026",
  title: "Solid for the price",
  parts: [
    ["Pros:", "Wide seat, thick cushion, no wobble."],
    ["Cons:", "The headrest pillow slides down."],
  ],
  who: "Basile T.",
  helpful: "Helpful? Yes (14) No (1)",
})}
${ngReview({
  name: "Domenico P.",
  own: "Ownership: 1 week to 1 month",
  n: 4,
  date: "11/27/2026",
  title: "Comfortable, but the assembly",
  parts: [
    ["Pros:", "Firm lumbar cushion, armrests adjust four ways, good recline."],
    ["Cons:", "Assembly took my brother and me three hours. We have not spoken since, but the chair is excellent."],
    ["Overall Review:", "Good for long sessions. Would buy again."],
  ],
  who: "owner",
  helpful: "Helpful? Yes (27) No (2)",
  reply: "Hi Domenico, we appreciate the feedback! A step-by-step assembly video is linked on the product page.",
})}
</div>
${tabs([icon.home(24), icon.grid(24), icon.cart(24), icon.person(24)], true)}`,
};
