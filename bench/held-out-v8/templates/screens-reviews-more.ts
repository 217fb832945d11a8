// More reviews: AliExpress (a smart watch that says its owner sleeps 14 hours, the seller's reply), Workaway
// (a volunteer's "light garden work" on 9 hectares of goats, the host's reply, screenshotted, opened in
// iOS Photos and saved three times), MyBuilder (dark, a fence with a gate nobody asked for, the
// tradesman's reply, JPEG), Fragrantica (dark, a cedar perfume sprayed on Tuesday and a reply about it,
// downscaled).
import { avatar, icon, picture } from "./icons";
import { comment, stars } from "./parts";
import type { ScreenSpec } from "./screen-type";
import { other, own, ui } from "./shell";
import { iosPhotos, shot } from "./viewer";

const aReview = (name: string, n: number, meta: string, text: string, who: "owner" | "other", reply?: string) =>
  `<div class="rv"><div class="row" style="gap:8px">${avatar(28, "#c7c7c7")}${ui(name, "nm")}<span style="margin-left:auto">${stars(n, "#ff4747", "#e0e0e0", 12)}</span></div>${ui(meta, "mt")}
${who === "owner" ? own(text, "tx") : other(name, text, "tx")}${reply ? `<div class="rp">${ui("Seller’s reply", "rn")}${other("VoltLife Official Store", reply, "rx")}</div>` : ""}</div>`;

export const aliExpress: ScreenSpec = {
  id: "aliexpress-fourteen-hours",
  app: "AliExpress",
  kind: "review",
  dark: false,
  device: "android",
  format: "png",
  owner: { name: "O***r", handle: null },
  time: "14:08",
  battery: 61,
  replies: true,
  css: `body{background:#f5f5f5;color:#222}.hd{flex:none;height:52px;padding:0 14px;gap:14px;background:#fff}.hd b{flex:1;font-size:16px;font-weight:500}.pd{gap:12px;padding:10px 16px;background:#fff;border-top:1px solid #eee}.pd b{font-size:14px;line-height:19px;display:block;font-weight:500}.pd small{font-size:12px;color:#777;display:block;margin-top:2px}
.tg{gap:8px;padding:8px 16px;background:#fff;flex-wrap:wrap}.tg span{font-size:12px;background:#fff1f0;color:#d9363e;border-radius:12px;padding:3px 10px}
.rv{background:#fff;margin-top:8px;padding:12px 16px}.nm{font-size:13px;font-weight:500}.mt{font-size:12px;color:#888;margin-top:4px}.tx{font-size:14px;line-height:20px;margin-top:6px}
.rp{margin-top:10px;padding:10px 12px;background:#f7f7f7;border-radius:6px}.rn{font-size:12px;font-weight:700;color:#555}.rx{font-size:14px;line-height:20px;margin-top:2px}`,
  html: `<div class="row hd" data-role="ui">${icon.back(22)}<b>Reviews (2,412)</b>${icon.share(20)}</div>
<div class="row pd" data-role="ui">${picture(52, 52, ["#3a3a3a", "#0d0d0d"])}<div><b>Smart Watch Men Women 1.96" AMOLED Fitness Tracker Waterproof</b><small>4.7 ★ · 8,000+ sold · VoltLife Official Store</small></div></div>
<div class="row tg" data-role="ui"><span>Good quality (812)</span><span>Fast delivery (344)</span><span>With photos (97)</span></div>
<div class="fill">
${aReview("M***a", 5, "Color: Black · 2 Nov 2025", "Very good quality, fast delivery, thank you seller", "other")}
${aReview("O***r", 4, "Color: Black · 28 Oct 2025", "Arrived in 41 days. Good watch for the price. The step counter works, it counted 3,000 steps on the bus. Waterproof, I checked. It says I sleep 14 hours a night. I would like to meet that man.", "owner", "Dear friend, thank you for 4 stars! 14 hours sleep is very healthy. Please give 5 stars.")}
${aReview("J***s", 3, "Color: Pink · 21 Oct 2025", "Strap broke after 2 weeks but the watch still works.", "other")}
</div>`,
};

const workInner = `<style>.wa .hd2{height:48px;padding:0 14px;gap:12px;border-bottom:1px solid #eee}.wa .hd2 b{font-size:16px}.wa .hs{gap:10px;padding:10px 16px;border-bottom:1px solid #eee}.wa .hs b{font-size:15px;display:block}.wa .hs small{font-size:12px;color:#666;display:block}
.wa .rv{padding:12px 16px;border-bottom:1px solid #eee}.wa .who{gap:10px}.wa .nm{font-size:14px;font-weight:700}.wa .mt{font-size:12px;color:#666;line-height:16px}.wa .tx{font-size:14px;line-height:20px;margin-top:8px}
.wa .rp{margin-top:10px;padding:10px 12px;background:#f2f7ee;border-radius:8px}.wa .rn{font-size:12px;font-weight:700;color:#4a8a2a}.wa .rx{font-size:14px;line-height:20px;margin-top:2px}</style>
<div class="wa" style="flex:1;background:#fff;color:#222">
<div class="row hd2" data-role="ui">${icon.back(22)}<b>Feedback (38)</b></div>
<div class="row hs" data-role="ui">${picture(44, 44, ["#9cc27a", "#4a7a2a"])}<div><b>Quinta do Vale Verde</b><small>Alentejo, Portugal · Host since 2016</small></div></div>
<div class="rv"><div class="row who" data-role="ui">${avatar(34, "#8a9bb0")}<div style="flex:1">${ui("Tobias", "nm")}${ui("Germany · Stayed 3 weeks · Oct 2025", "mt")}</div>${stars(5, "#4a8a2a", "#ddd", 12)}</div>
${own("Beautiful farm, a kind family and great food. The listing said “light garden work, 4–5 hours a day”. The garden is 9 hectares. I now know a lot about goats, and the goats know a lot about me. Would go back.", "tx")}
<div class="rp">${ui("Reply from host", "rn")}${other("Quinta do Vale Verde", "Tobias, thank you! The goats ask about you every day. Mostly the brown one.", "rx")}</div></div>
<div class="rv"><div class="row who" data-role="ui">${avatar(34, "#c98b6b")}<div style="flex:1">${ui("Chloé", "nm")}${ui("France · Stayed 2 weeks · Sep 2025", "mt")}</div>${stars(5, "#4a8a2a", "#ddd", 12)}</div>
${other("Chloé", "Amazing two weeks, the sunsets are unreal.", "tx")}</div>
<div class="rv"><div class="row who" data-role="ui">${avatar(34, "#6b8f5a")}<div style="flex:1">${ui("Aditya", "nm")}${ui("India · Stayed 1 month · Aug 2025", "mt")}</div>${stars(4, "#4a8a2a", "#ddd", 12)}</div>
${other("Aditya", "Hard work but worth it. Say hi to the brown goat.", "tx")}</div>
</div>`;

export const workaway: ScreenSpec = {
  id: "workaway-goats",
  app: "Workaway",
  kind: "review",
  dark: false,
  device: "iphone",
  format: "jpeg",
  owner: { name: "Tobias", handle: null },
  time: "17:52",
  battery: 55,
  generations: [{ quality: 92 }, { width: 1000, quality: 77 }, { width: 828, quality: 66 }],
  replies: true,
  css: ``,
  html: iosPhotos({
    dark: false,
    day: "Saturday",
    time: "4:18 PM",
    body: shot({ device: "iphone", time: "16:11", battery: 80, dark: false, background: "#fff", html: workInner }, 0.8, 740),
  }),
};

const mbReview = (job: string, name: string, when: string, text: string, who: "owner" | "other", reply?: string) =>
  `<div class="rv"><div class="row" style="gap:8px">${ui(job, "jb")}<span class="ps">Positive</span></div>${ui(`${name} · ${when}`, "mt")}
${who === "owner" ? own(text, "tx") : other(name, text, "tx")}${reply ? `<div class="rp">${ui("Reply from Lewis Brannigan", "rn")}${other("Lewis Brannigan", reply, "rx")}</div>` : ""}</div>`;

export const myBuilder: ScreenSpec = {
  id: "mybuilder-gate",
  app: "MyBuilder",
  kind: "review",
  dark: true,
  device: "android",
  format: "jpeg",
  quality: 69,
  owner: { name: "Graham P.", handle: null },
  time: "19:40",
  battery: 37,
  replies: true,
  css: `body{background:#16181c;color:#e9ebee}.hd{flex:none;height:52px;padding:0 14px;gap:14px;border-bottom:1px solid #2a2e35}.hd b{flex:1;font-size:16px;font-weight:500}.tp{gap:12px;padding:12px 16px;border-bottom:1px solid #2a2e35}.tp b{font-size:16px;display:block}.tp small{font-size:12px;color:#9aa1ab;display:block;line-height:17px}
.rv{padding:12px 16px;border-bottom:1px solid #2a2e35}.jb{font-size:14px;font-weight:700}.ps{font-size:11px;font-weight:700;color:#6fd08c;background:#1f3327;border-radius:4px;padding:1px 6px}.mt{font-size:12px;color:#9aa1ab;margin-top:2px}.tx{font-size:14px;line-height:20px;margin-top:6px}
.rp{margin-top:10px;padding:10px 12px;background:#20242b;border-radius:6px}.rn{font-size:12px;font-weight:700;color:#5fb3ff}.rx{font-size:14px;line-height:20px;margin-top:2px}`,
  html: `<div class="row hd" data-role="ui">${icon.back(22)}<b>Feedback</b>${icon.share(20)}</div>
<div class="row tp" data-role="ui">${avatar(50, "#2f6f4f")}<div><b>Brannigan Fencing &amp; Landscaping</b><small>Fencer · Landscaper · Stockport</small><small>98% positive · 212 reviews</small></div></div>
<div class="fill">
${mbReview("New decking", "Sian W.", "2 weeks ago", "Great job on our decking, would hire again.", "other")}
${mbReview("Replace 6 fence panels", "Graham P.", "3 weeks ago", "Turned up on time, tidy and a fair price. The fence looks great. He put up six panels and, without being asked, a small gate. We did not ask for a gate. It is quite a nice gate. It opens onto next door’s greenhouse.", "owner", "Thanks Graham. Every fence deserves a gate. I’ve had a word with your neighbour and she’s fine with it.")}
${mbReview("Gravel driveway", "Marek Z.", "1 month ago", "Quick, clean and left no mess.", "other")}
${mbReview("Storm damage repair", "Bethan L.", "2 months ago", "Came out the morning after the storm and fixed two panels. Very polite.", "other")}
</div>`,
};

const fReview = (name: string, color: string, age: string, text: string, who: "owner" | "other") =>
  `<div class="rv"><div class="row" style="gap:10px">${avatar(34, color)}<div style="flex:1">${ui(name, "nm")}${ui(age, "mt")}</div>${icon.heart(18)}</div>${who === "owner" ? own(text, "tx") : other(name, text, "tx")}`;

export const fragrantica: ScreenSpec = {
  id: "fragrantica-tuesday",
  app: "Fragrantica",
  kind: "review",
  dark: true,
  device: "android",
  format: "png",
  owner: { name: "scentofsundays", handle: null },
  time: "23:05",
  battery: 29,
  downscaleTo: 720,
  replies: true,
  css: `body{background:#1a1619;color:#eee6ea}.hd{flex:none;height:52px;padding:0 14px;gap:14px;border-bottom:1px solid #322a30}.hd b{flex:1;font-size:17px;font-weight:500}.pf{gap:14px;padding:12px 16px}.pf b{font-size:18px;display:block}.pf small{font-size:13px;color:#b09fab;display:block}
.vt{gap:10px;padding:0 16px 12px;border-bottom:1px solid #322a30}.vt div{flex:1;background:#262026;border-radius:8px;padding:8px;font-size:12px;color:#b09fab;text-align:center}.vt b{display:block;font-size:15px;color:#f08cb4}
.rv{padding:12px 16px;border-bottom:1px solid #322a30}.nm{font-size:14px;font-weight:500}.mt{font-size:12px;color:#978893}.tx{font-size:15px;line-height:22px;margin-top:8px;color:#e3dade}
.c{gap:10px;padding:10px 0 0 14px}.cn{font-size:13px;font-weight:500}.cm{font-size:12px;color:#978893}.ct{font-size:14px;line-height:20px;color:#d6ccd2}`,
  html: `<div class="row hd" data-role="ui">${icon.back(22)}<b>Reviews</b>${icon.bookmark(20)}</div>
<div class="row pf" data-role="ui">${picture(46, 80, ["#8a6a4a", "#3a2a1a"])}<div><b>Cèdre Nocturne</b><small>Maison Allard · for women and men</small><small>Eau de Parfum · 2021</small></div></div>
<div class="row vt" data-role="ui"><div><b>Eternal</b>Longevity</div><div><b>Enormous</b>Sillage</div><div><b>412</b>Reviews</div></div>
<div class="fill">
${fReview("Oona Riordan", "#7a4f9e", "2 days ago", "Lovely dry cedar, a little too much smoke for me.", "other")}</div>
${fReview("scentofsundays", "#a0522d", "5 days ago", "Opens with bergamot and pepper, then dries down to cedar and something I can only describe as a new car. Longevity is huge: I sprayed it on Tuesday and it is now Friday. Colleagues have mentioned it. Twice in a meeting.", "owner")}
${comment("#3a8f7b", "petrichor_pete", "4 days ago", "mentioned it how", false)}
${comment("#a0522d", "scentofsundays", "4 days ago", "Loudly.", true)}</div>
${fReview("Marguerite V.", "#2e6d8b", "6 days ago", "Elegant and very office friendly.", "other")}</div>
</div>`,
};
