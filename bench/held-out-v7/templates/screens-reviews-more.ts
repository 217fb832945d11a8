// More reviews: Best Buy (dark, a smart fridge that reports the milk at 2am, the maker's answer, JPEG),
// Distiller (dark, tasting notes with a wet labrador and a reply about it, downscaled), Agoda (a
// "partial" sea view from the bath, the hotel's answer, screenshotted, opened in iOS Photos and saved
// three times), Udemy (dark, a six-hour course in week four, the instructor's answer, JPEG).
import { avatar, icon, picture } from "./icons";
import { comment, stars } from "./parts";
import type { ScreenSpec } from "./screen-type";
import { other, own, span, ui } from "./shell";
import { iosPhotos, shot } from "./viewer";

const bbReview = (name: string, meta: string, n: number, title: string, text: string, who: "owner" | "other", extra = "") =>
  `<div class="rv"><div class="row" style="gap:8px">${stars(n, "#ffe000", "#46546a", 13)}${ui(meta, "mt")}</div>${who === "owner" ? own(title, "rt") : other(name, title, "rt")}${ui(name, "nm")}
${who === "owner" ? own(text, "tx") : other(name, text, "tx")}${extra}</div>`;

export const bestBuy: ScreenSpec = {
  id: "bestbuy-fridge",
  app: "Best Buy",
  kind: "review",
  dark: true,
  device: "iphone-max",
  format: "jpeg",
  quality: 74,
  owner: { name: "DaveFromDayton", handle: null },
  time: "07:02",
  battery: 76,
  replies: true,
  css: `body{background:#0b1422;color:#e9eef5}.hd{flex:none;height:52px;padding:0 14px;gap:14px;background:#0a2a66}.hd b{flex:1;font-size:17px}.pd{gap:12px;padding:12px 16px;border-bottom:1px solid #1f2b3d}.pd b{font-size:15px;line-height:20px;display:block}.pd small{font-size:13px;color:#9aa7b8;display:block}
.rv{padding:12px 16px;border-bottom:1px solid #1f2b3d}.mt{font-size:12px;color:#9aa7b8}.rt{font-size:15px;font-weight:700;margin-top:6px}.nm{font-size:12px;color:#9aa7b8;margin-top:2px}.tx{font-size:14px;line-height:20px;margin-top:6px}
.hl{gap:10px;margin-top:8px;font-size:12px;color:#9aa7b8}.rp{margin-top:10px;padding:10px 12px;background:#14233a;border-left:3px solid #ffe000;border-radius:4px}.rn{font-size:12px;font-weight:700;color:#ffe000}.rx{font-size:14px;line-height:20px;margin-top:2px}`,
  html: `<div class="row hd" data-role="ui">${icon.back(22)}<b>Reviews</b>${icon.cart(22)}</div>
<div class="row pd" data-role="ui">${picture(56, 70, ["#c9ced6", "#7b8592"])}<div><b>Kelvix 28 Cu. Ft. Smart French Door Refrigerator – Stainless Steel</b><small>4.4 ★ (1,207 reviews)</small></div></div>
<div class="fill">
${bbReview("RenataK", "Owned for 2 months", 5, "Love the inside camera", "I can check what’s in the fridge from work. Very handy.", "other")}
${bbReview(
  "DaveFromDayton",
  "Owned for 3 weeks",
  3,
  "Good fridge, too smart",
  "Keeps everything cold and the ice maker is quiet. The screen on the door shows the weather, which I can also see through the window next to it. It told me at 2am that we were low on milk. We were. I did not need to know at 2am.",
  "owner",
  `<div class="row hl">${span("Helpful?")}${span("Yes (88)")}${span("No (4)")}</div><div class="rp">${ui("Response from Kelvix", "rn")}${other("Kelvix", "Hi Dave, thanks for your review! You can turn off overnight alerts in Settings > Notifications > Dairy.", "rx")}</div>`,
)}
${bbReview("Marisela G.", "Owned for 1 month", 4, "Quiet after the first week", "Ice maker was loud at first, settles down.", "other")}
</div>`,
};

const dram = (name: string, score: string, color: string, text: string, who: "owner" | "other", age: string) =>
  `<div class="rv"><div class="row" style="gap:10px">${avatar(34, color)}<div style="flex:1">${ui(name, "nm")}${ui(age, "mt")}</div>${ui(score, "scr")}</div>${who === "owner" ? own(text, "tx") : other(name, text, "tx")}`;

export const distiller: ScreenSpec = {
  id: "distiller-labrador",
  app: "Distiller",
  kind: "review",
  dark: true,
  device: "android",
  format: "png",
  owner: { name: "archie_f", handle: null },
  time: "22:49",
  battery: 35,
  downscaleTo: 720,
  replies: true,
  css: `body{background:#171717;color:#ededed}.hd{flex:none;height:52px;padding:0 14px;gap:14px;border-bottom:1px solid #2b2b2b}.hd b{flex:1;font-size:17px;font-weight:500}.sp{gap:14px;padding:12px 16px}.sp b{font-size:18px;display:block}.sp small{font-size:13px;color:#a3a3a3;display:block}
.rg{gap:10px;padding:0 16px 12px;border-bottom:1px solid #2b2b2b}.rg div{flex:1;background:#222;border-radius:8px;padding:8px;font-size:12px;color:#a3a3a3;text-align:center}.rg b{display:block;font-size:22px;color:#d4a64a}
.rv{padding:12px 16px;border-bottom:1px solid #2b2b2b}.nm{font-size:14px;font-weight:500}.mt{font-size:12px;color:#8f8f8f}.scr{font-size:20px;font-weight:700;color:#d4a64a}.tx{font-size:15px;line-height:22px;margin-top:8px;color:#dedede}
.c{gap:10px;padding:10px 0 0 14px}.cn{font-size:13px;font-weight:500}.cm{font-size:12px;color:#8f8f8f}.ct{font-size:14px;line-height:20px;color:#cfcfcf}`,
  html: `<div class="row hd" data-role="ui">${icon.back(22)}<b>Tasting Notes</b>${icon.bookmark(20)}</div>
<div class="row sp" data-role="ui">${picture(44, 90, ["#b7791f", "#5a3a0e"])}<div><b>Glen Carrach 12 Year</b><small>Single Malt Scotch · Islay · 46% ABV</small></div></div>
<div class="row rg" data-role="ui"><div><b>86</b>Expert</div><div><b>84</b>Community</div><div><b>318</b>Tastings</div></div>
<div class="fill">
${dram("Maeve O’Hara", "82", "#7a4f9e", "Smoky and sweet, good value for a 12.", "other", "2d")}</div>
${dram("archie_f", "88", "#a0522d", "Nose: peat, campfire, a wet labrador. Palate: smoke, toffee, my grandad’s shed. Finish: long, like the queue at the bar where I bought it.", "owner", "4d")}
${comment("#7a4f9e", "Maeve O’Hara", "3d", "how wet was the labrador", false)}
${comment("#a0522d", "archie_f", "3d", "Very.", true)}</div>
${dram("Ravi Shenoy", "79", "#2e7d6b", "A bit thin on the palate. Nice with a drop of water.", "other", "5d")}</div>
</div>`,
};

const agodaInner = `<style>.ag .hd2{height:50px;padding:0 14px;gap:12px;border-bottom:1px solid #eee}.ag .hd2 b{font-size:16px}.ag .sc{gap:10px;padding:10px 16px;border-bottom:1px solid #eee}.ag .sc b{background:#1b4fd8;color:#fff;border-radius:8px 8px 8px 0;padding:6px 8px;font-size:18px}.ag .sc small{font-size:13px;color:#555;display:block}
.ag .rv{padding:12px 16px;border-bottom:1px solid #eee}.ag .who{gap:10px}.ag .nm{font-size:14px;font-weight:700}.ag .mt{font-size:12px;color:#666;line-height:16px}.ag .pt{font-size:15px;font-weight:700;color:#1b4fd8}.ag .rt{font-size:15px;font-weight:700;margin-top:8px}.ag .tx{font-size:14px;line-height:20px;margin-top:4px}
.ag .rp{margin-top:10px;padding:10px 12px;background:#f3f6fc;border-radius:8px}.ag .rn{font-size:12px;font-weight:700;color:#1b4fd8}.ag .rx{font-size:14px;line-height:20px;margin-top:2px}</style>
<div class="ag" style="flex:1;background:#fff;color:#222">
<div class="row hd2" data-role="ui">${icon.back(22)}<b>Hotel Marisol Beach Resort</b></div>
<div class="row sc" data-role="ui"><b>8.4</b><div><div style="font-weight:700">Excellent</div><small>2,318 verified reviews</small></div></div>
<div class="rv"><div class="row who" data-role="ui">${avatar(34, "#7b8fa1")}<div style="flex:1">${ui("Bogdan", "nm")}${ui("Poland · Couple · Partial Sea View Room", "mt")}${ui("Stayed 4 nights in Sep 2025", "mt")}</div>${ui("8.0", "pt")}</div>
${own("Good value, “partial” sea view", "rt")}
${own("Room was clean and the staff were very friendly. Breakfast was good, especially the egg station. We booked a partial sea view. From the bathroom window, if you stand on the edge of the bath, you can see the sea. Partially.", "tx")}
<div class="rp">${ui("Response from property", "rn")}${other("Hotel Marisol Beach Resort", "Dear Bogdan, thank you for staying with us. We are happy you found the sea view.", "rx")}</div></div>
<div class="rv"><div class="row who" data-role="ui">${avatar(34, "#c98b6b")}<div style="flex:1">${ui("Helen", "nm")}${ui("United Kingdom · Family", "mt")}</div>${ui("9.2", "pt")}</div>
${other("Helen", "Great pool, the kids loved it.", "tx")}</div>
</div>`;

export const agoda: ScreenSpec = {
  id: "agoda-partial-sea-view",
  app: "Agoda",
  kind: "review",
  dark: false,
  device: "iphone",
  format: "jpeg",
  owner: { name: "Bogdan", handle: null },
  time: "13:27",
  battery: 64,
  generations: [{ quality: 92 }, { width: 1000, quality: 78 }, { width: 828, quality: 66 }],
  replies: true,
  css: ``,
  html: iosPhotos({
    dark: false,
    day: "Sunday",
    time: "11:04 AM",
    body: shot({ device: "iphone", time: "10:58", battery: 91, dark: false, background: "#fff", html: agodaInner }, 0.8, 760),
  }),
};

export const udemy: ScreenSpec = {
  id: "udemy-six-hours",
  app: "Udemy",
  kind: "review",
  dark: true,
  device: "android",
  format: "jpeg",
  quality: 69,
  owner: { name: "Alistair Lowther", handle: null },
  time: "21:15",
  battery: 52,
  replies: true,
  css: `body{background:#1c1d1f;color:#f7f9fa}.hd{flex:none;height:52px;padding:0 14px;gap:14px;border-bottom:1px solid #3e4143}.hd b{flex:1;font-size:16px;font-weight:500}.ct2{padding:12px 16px;border-bottom:1px solid #3e4143}.ct2 b{font-size:17px;line-height:23px;display:block}.ct2 small{font-size:13px;color:#c0c4c8;display:block;margin-top:4px}.ct2 i{font-style:normal;color:#f69c08;font-weight:700}
.rv{padding:13px 16px;border-bottom:1px solid #3e4143}.who{gap:10px}.nm{font-size:14px;font-weight:700}.mt{font-size:12px;color:#a1a7b3}.tx{font-size:14px;line-height:21px;margin-top:8px}
.rp{margin-top:10px;padding:10px 12px;background:#2d2f31;border-radius:6px}.rn{font-size:12px;font-weight:700;color:#c0a7ff}.rx{font-size:14px;line-height:20px;margin-top:2px}`,
  html: `<div class="row hd" data-role="ui">${icon.back(22)}<b>Reviews</b>${icon.share(20)}</div>
<div class="ct2" data-role="ui"><b>Excel Master in 6 Hours: Formulas to Pivot Tables</b><small><i>4.6 ★</i> course rating · 12,418 ratings</small></div>
<div class="fill">
<div class="rv"><div class="row who" data-role="ui">${avatar(34, "#5624d0", { silhouette: false })}<div>${ui("Sofia Marchetti", "nm")}<div class="row" style="gap:6px">${stars(5, "#f69c08", "#555", 12)}${span("2 weeks ago", "mt")}</div></div></div>${other("Sofia Marchetti", "Clear and well paced. Pivot tables finally make sense.", "tx")}</div>
<div class="rv"><div class="row who" data-role="ui">${avatar(34, "#1e6055", { silhouette: false })}<div>${ui("Alistair Lowther", "nm")}<div class="row" style="gap:6px">${stars(4, "#f69c08", "#555", 12)}${span("a month ago", "mt")}</div></div></div>
${own("The course promises “Excel Master in 6 Hours”. I am in week 4. The instructor is clear and the exercises are good. I now understand VLOOKUP, and I explain VLOOKUP to people at parties.", "tx")}
<div class="rp">${ui("Kwabena Boateng · Instructor response", "rn")}${other("Kwabena Boateng", "Thanks Alistair! Please go easy on them at parties. XLOOKUP is in section 9.", "rx")}</div></div>
<div class="rv"><div class="row who" data-role="ui">${avatar(34, "#b4690e", { silhouette: false })}<div>${ui("Hamza A.", "nm")}<div class="row" style="gap:6px">${stars(5, "#f69c08", "#555", 12)}${span("a month ago", "mt")}</div></div></div>${other("Hamza A.", "Good course, good examples.", "tx")}</div>
</div>`,
};
