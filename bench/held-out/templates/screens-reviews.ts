// Reviews: a Letterboxd film review (banner over it), a Goodreads review (cropped), an Untappd
// check-in, a Yelp review with the business's answer.
import { avatar, icon, picture } from "./icons";
import type { ScreenSpec } from "./screen-type";
import { other, own, span, ui } from "./shell";

const stars = (n: number, color: string, empty: string, size = 18) =>
  `<span class="row" style="gap:2px">${Array.from({ length: 5 }, (_, i) => (i < n ? icon.star(size, color) : icon.starEmpty(size, empty))).join("")}</span>`;

const comment = (color: string, name: string, text: string, mine: boolean, cls = "c") =>
  `<div class="row ${cls}">${avatar(32, color)}<div style="flex:1">${ui(name, "cn")}${mine ? own(text, "ct") : other(name, text, "ct")}</div></div>`;

export const letterboxd: ScreenSpec = {
  id: "letterboxd-review",
  app: "Letterboxd",
  kind: "review",
  dark: true,
  device: "iphone",
  format: "png",
  owner: { name: "filmbro_theo", handle: "filmbro_theo" },
  time: "22:37",
  battery: 47,
  banner: { app: "WhatsApp", color: "#25d366", title: "Mum", body: "Are you coming Sunday? Your brother is bringing Priya", author: "Mum", age: "2m ago" },
  replies: true,
  css: `body{background:#14181c;color:#9ab}.hd{height:48px;flex:none;padding:0 14px;gap:12px;color:#fff}.hd b{flex:1;text-align:center;font-size:17px;margin-right:36px}
.top{gap:12px;padding:8px 16px;align-items:flex-start}.by{font-size:14px;color:#9ab}.ft{font-size:22px;font-weight:700;color:#fff;margin-top:4px}.yr{font-size:15px;color:#9ab;font-weight:400}
.meta{gap:8px;margin-top:6px;font-size:13px}.tx{font-size:17px;line-height:25px;color:#def;padding:8px 16px 12px;white-space:pre-line}
.likes{gap:6px;color:#9ab;font-size:14px;padding:4px 16px 12px;border-bottom:1px solid #2c3440}.sec{font-size:12px;font-weight:700;color:#678;padding:12px 16px 4px}
.c{gap:10px;align-items:flex-start;padding:8px 16px}.cn{font-size:13px;font-weight:700;color:#fff}.ct{font-size:15px;line-height:21px;color:#ccd6e0;margin-top:2px}
.tabs{flex:none;height:83px;justify-content:space-around;align-items:flex-start;padding-top:12px;border-top:1px solid #2c3440;color:#678}`,
  html: `<div class="row hd">${icon.back(24)}<b>Review</b></div>
<div class="fill">
<div class="row top"><div style="flex:1"><div class="row" style="gap:8px">${avatar(28, "#40bcf4")}${span("Review by filmbro_theo", "by")}</div>
<div class="ft">Paddington 2 <span class="yr">2017</span></div>
<div class="row meta">${stars(5, "#00c030", "#456", 16)}${span("Rewatched 14 Oct 2026")}</div></div>
${picture(70, 105, ["#c9762f", "#6b3a1e"], `<div style="position:absolute;left:18px;top:30px;width:34px;height:34px;border-radius:50%;background:#2b5d9c"></div>`)}</div>
${own("i have now seen this 41 times and i will be normal about it.\n\ni will not be normal about it. cried at the marmalade scene again. my therapist has also seen it now, at my request", "tx")}
<div class="row likes">${icon.heartFilled(16, "#ff8000")}${span("212 likes")}</div>
${ui("4 COMMENTS", "sec")}
${comment("#e9a23b", "maddie", "theo you showed this to your therapist??", false)}
${comment("#40bcf4", "filmbro_theo", "she gave it four stars which we are working through", true)}
${comment("#5fb56b", "joel_watches", "41 times is not a personality it’s a residency", false)}
${comment("#b07cc6", "sasha.reads", "the therapist rating it lower than you is the real plot twist", false)}
</div>
<div class="row tabs">${icon.home()}${icon.search()}${icon.plusBox()}${icon.bell()}${icon.person()}</div>`,
};

export const goodreads: ScreenSpec = {
  id: "goodreads-review",
  app: "Goodreads",
  kind: "review",
  dark: false,
  device: "android",
  format: "jpeg",
  quality: 65,
  owner: { name: "Priya S.", handle: null },
  time: "14:06",
  battery: 66,
  statusBarBackground: "#f4f1ea",
  crop: { bottom: 64 },
  replies: true,
  css: `body{background:#fff;color:#181818}.hd{height:54px;flex:none;padding:0 14px;gap:14px;background:#f4f1ea;border-bottom:1px solid #e0dccf}.hd b{flex:1;font-size:18px;font-family:Georgia,"DejaVu Serif",serif}
.bk{gap:14px;padding:14px 16px;align-items:flex-start}.bt{font-size:18px;font-weight:700;font-family:Georgia,"DejaVu Serif",serif}.ba{font-size:14px;color:#555;margin-top:2px}
.rv{padding:4px 16px}.rn{gap:10px}.rn b{font-size:15px}.rd{font-size:13px;color:#767676}.tx{font-size:16px;line-height:24px;margin:10px 0;white-space:pre-line}
.acts{gap:20px;color:#377458;font-size:14px;font-weight:700;padding:6px 16px 12px;border-bottom:1px solid #eee}
.c{gap:10px;align-items:flex-start;padding:10px 16px}.cn{font-size:14px;font-weight:700}.ct{font-size:15px;line-height:21px;margin-top:2px}
.tabs{flex:none;height:64px;justify-content:space-around;border-top:1px solid #ddd;color:#767676}`,
  html: `<div class="row hd">${icon.back(24)}<b>Review</b>${icon.share(22)}</div>
<div class="fill">
<div class="row bk">${picture(62, 94, ["#ff8a1f", "#d9480f"], `<div style="position:absolute;left:10px;top:38px;width:42px;height:6px;background:#fff"></div>`)}<div>${ui("The 5 AM Advantage", "bt")}${ui("by Dirk Stanton", "ba")}</div></div>
<div class="rv"><div class="row rn">${avatar(40, "#8c6bb1")}<div><b>${span("Priya S.")}</b><div class="row" style="gap:8px">${stars(2, "#e87400", "#ccc", 16)}${span("Read Sep 2026", "rd")}</div></div></div>
${own("Read the first chapter at 5 AM like he said. Read the rest at 2 PM in bed.\n\nTwo stars because the cover is a nice orange and I own it now, which counts as a habit.", "tx")}</div>
<div class="row acts">${span("23 likes")}${span("Like")}${span("Comment")}</div>
${comment("#4f8a6b", "Mark", "so the habit stuck then", false)}
${comment("#8c6bb1", "Priya S.", "it stuck to the bed", true)}
${comment("#c2763c", "Jess", "he literally says in chapter 2 that the bed is the enemy", false)}
</div>
<div class="row tabs">${icon.home()}${icon.search()}${icon.bookmark(26)}${icon.bell()}${icon.menu(26)}</div>`,
};

export const untappd: ScreenSpec = {
  id: "untappd-checkin",
  app: "Untappd",
  kind: "review",
  dark: false,
  device: "iphone",
  format: "png",
  owner: { name: "Ryan K.", handle: null },
  time: "11:04",
  battery: 77,
  statusBarBackground: "#ffc000",
  replies: true,
  css: `.hd{height:48px;flex:none;padding:0 14px;gap:12px;background:#ffc000;color:#111}.hd b{flex:1;text-align:center;font-size:17px;margin-right:36px}
.ck{padding:14px 16px;gap:12px;align-items:flex-start;border-bottom:1px solid #eee}.who{font-size:15px;line-height:21px}.who b{font-weight:700}
.tx{font-size:16px;line-height:23px;margin-top:10px}.caps{gap:4px;margin-top:8px}.cap{width:16px;height:16px;border-radius:50%;background:#ffc000;border:2px solid #c08a00}.cap.h{background:linear-gradient(90deg,#ffc000 75%,#eee 75%)}
.badge{gap:10px;padding:10px 16px;font-size:14px;color:#444;border-bottom:1px solid #eee}.hex{width:34px;height:34px;background:#3b7dd8;clip-path:polygon(50% 0,100% 25%,100% 75%,50% 100%,0 75%,0 25%)}
.meta{font-size:13px;color:#888;padding:8px 16px}.toast{gap:18px;padding:4px 16px 12px;font-size:14px;color:#444;border-bottom:1px solid #eee}
.c{gap:10px;align-items:flex-start;padding:10px 16px}.cn{font-size:14px;font-weight:700}.ct{font-size:15px;line-height:21px;margin-top:2px}
.tabs{flex:none;height:83px;justify-content:space-around;align-items:flex-start;padding-top:12px;border-top:1px solid #ddd;color:#999}`,
  html: `<div class="row hd">${icon.back(24)}<b>Check-in</b></div>
<div class="fill">
<div class="row ck">${avatar(44, "#6f9bd1")}<div style="flex:1">
<div class="who">${span("Ryan K.")} is drinking a ${span("Hazy Bois Triple IPA")} by ${span("Floor Tide Brewing")} at ${span("Ryan’s Garage")}</div>
${own("Notes of grapefruit, pine and my ex’s new boyfriend. Would cry again 🍺", "tx")}
<div class="row caps"><span class="cap"></span><span class="cap"></span><span class="cap"></span><span class="cap"></span><span class="cap h"></span>${span("(4.75)")}</div></div>
${picture(72, 96, ["#f2b233", "#b86b0d"], `<div style="position:absolute;left:22px;top:10px;width:28px;height:76px;border-radius:6px;background:rgba(255,255,255,.35)"></div>`)}</div>
<div style="padding:0 16px 12px;border-bottom:1px solid #eee">${picture("100%", 120, ["#3b2a1a", "#a86a2c"], `<div style="position:absolute;left:150px;top:14px;width:56px;height:96px;border-radius:10px;background:#f0a830;opacity:.9"></div><div style="position:absolute;left:150px;top:14px;width:56px;height:20px;border-radius:10px 10px 0 0;background:#fff3d6"></div>`)}</div>
<div class="row badge"><span class="hex"></span>${span("Earned the Hopped Up (Level 38) badge!")}</div>
${ui("Tuesday, 14 Oct 2026 10:58 · View Detailed Check-in", "meta")}
<div class="row toast">${span("🍻 12 Toasts")}${span("💬 3 Comments")}</div>
${comment("#d46a6a", "Deb M.", "Ryan it’s a Tuesday at 11am", false)}
${comment("#6f9bd1", "Ryan K.", "the beer doesn’t know that", true)}
${comment("#5aa469", "Chris O.", "level 38 in the garage is wild", false)}
</div>
<div class="row tabs">${icon.home()}${icon.search()}${icon.plusBox()}${icon.bell()}${icon.person()}</div>`,
};

export const yelp: ScreenSpec = {
  id: "yelp-review",
  app: "Yelp",
  kind: "review",
  dark: false,
  device: "iphone-max",
  format: "png",
  owner: { name: "Kevin P.", handle: null },
  time: "13:22",
  battery: 59,
  replies: true,
  css: `.hd{height:48px;flex:none;padding:0 14px;gap:12px;border-bottom:1px solid #eee}.hd b{flex:1;text-align:center;font-size:17px;margin-right:36px}
.biz{padding:12px 16px;gap:12px;border-bottom:1px solid #eee}.bn{font-size:19px;font-weight:700}.bm{font-size:14px;color:#6e7072}
.rv{padding:14px 16px}.rn b{font-size:16px}.el{color:#d32323;font-weight:700;font-size:13px}.rs{font-size:13px;color:#6e7072}
.tx{font-size:16px;line-height:24px;margin-top:10px;white-space:pre-line}.rt{gap:8px;margin-top:12px}.dt{font-size:14px;color:#6e7072}
.hb{gap:10px;padding:4px 16px 14px;border-bottom:1px solid #eee}.hb span{border:1px solid #c8c9ca;border-radius:6px;padding:6px 10px;font-size:14px}
.own{margin:14px 16px;padding:12px 14px;background:#f5f5f5;border-radius:8px}.on{font-size:15px;font-weight:700}.od{font-size:13px;color:#6e7072}.ot{font-size:15px;line-height:22px;margin-top:6px}
.more{font-size:17px;font-weight:700;padding:6px 16px 0}.bn2{font-size:15px;font-weight:700}
.tabs{flex:none;height:83px;justify-content:space-around;align-items:flex-start;padding-top:12px;border-top:1px solid #ddd;color:#6e7072}`,
  html: `<div class="row hd">${icon.back(24)}<b>Review</b>${icon.share(22)}</div>
<div class="fill">
<div class="row biz">${picture(56, 56, ["#a23b2a", "#e39a5b"])}<div>${ui("Nonna’s Trattoria", "bn")}${ui("Italian · Pizza · $$", "bm")}</div></div>
<div class="rv"><div class="row rn" style="gap:12px">${avatar(48, "#c9a227")}<div><b>${span("Kevin P.")}</b> ${span("Elite 26", "el")}${ui("San Jose, CA · 14 reviews · 212 photos", "rs")}</div></div>
<div class="row rt">${stars(1, "#f43939", "#e6e6e6", 20)}${span("Oct 12, 2026", "dt")}</div>
${own("Waited 45 minutes for a table. The food was incredible, the staff were lovely and the tiramisu changed my life.\n\nOne star because nobody recognised me from my last review.", "tx")}</div>
<div class="row hb">${span("Useful 3")}${span("Funny 88")}${span("Cool 1")}</div>
<div class="own"><div class="row" style="gap:10px">${picture(36, 36, ["#a23b2a", "#e39a5b"])}<div>${ui("Nonna’s Trattoria (Business Owner)", "on")}${ui("Oct 13, 2026", "od")}</div></div>
${other("Nonna’s Trattoria", "Kevin, this is your first review of us. We checked. We would love to see you again, we will try to recognise you.", "ot")}</div>
${ui("More reviews by Kevin P.", "more")}
<div class="rv" style="padding-top:4px"><div class="row" style="gap:10px">${picture(40, 40, ["#c23a2b", "#f2c14e"])}<div>${ui("Golden Dragon Express", "bn2")}<div class="row" style="gap:8px">${stars(2, "#ff8742", "#e6e6e6", 16)}${span("Sep 3, 2026", "dt")}</div></div></div>
${own("Amazing dumplings. Two stars because my fortune cookie said “You will be disappointed” and I was, by the fortune.", "tx")}</div>
</div>
<div class="row tabs">${icon.search()}${icon.home()}${icon.plusBox()}${icon.chat()}${icon.person()}</div>`,
};

export const REVIEWS: ScreenSpec[] = [letterboxd, goodreads, untappd, yelp];
