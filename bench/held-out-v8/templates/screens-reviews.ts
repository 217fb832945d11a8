// Reviews: TheFork (French, a dish of the day that depended on the chef's mood, the restaurant's answer,
// saved twice), Viator (a whale-watching cruise on the other 10%, the operator's answer, under a banner
// from Nana, JPEG), The Home Depot (dark, a ceiling fan and a jigsaw puzzle on day 9, the maker's
// answer, JPEG), Wayfair (a sofa that lived in the front garden, among other buyers, cropped at the
// bottom through another review); AliExpress, Workaway, MyBuilder and Fragrantica are in
// screens-reviews-more.ts.
import { avatar, icon, picture } from "./icons";
import { stars } from "./parts";
import type { ScreenSpec } from "./screen-type";
import { aliExpress, fragrantica, myBuilder, workaway } from "./screens-reviews-more";
import { other, own, span, ui } from "./shell";

/** A review: avatar, name and meta (labels), a score, the words, and an answer under a label. */
const review = (name: string, meta: string, color: string, score: string, text: string, who: "owner" | "other", reply?: [string, string, string]) =>
  `<div class="rv"><div class="row who">${avatar(34, color)}<div style="flex:1">${ui(name, "nm")}${ui(meta, "mt")}</div>${ui(score, "sc")}</div>
${who === "owner" ? own(text, "tx") : other(name, text, "tx")}${reply ? `<div class="rp">${ui(reply[0], "rn")}${other(reply[1], reply[2], "rx")}</div>` : ""}</div>`;

const reviewCss = (bg: string, fg: string, sub: string, line: string, accent: string, replyBg: string) =>
  `body{background:${bg};color:${fg}}.hd{flex:none;height:52px;padding:0 14px;gap:14px;border-bottom:1px solid ${line}}.hd b{flex:1;font-size:16px;font-weight:600}
.rv{padding:12px 16px;border-bottom:1px solid ${line}}.who{gap:10px}.nm{font-size:14px;font-weight:600}.mt{font-size:12px;color:${sub}}.sc{font-size:15px;font-weight:700;color:${accent}}.tx{font-size:14px;line-height:20px;margin-top:8px}
.rp{margin-top:10px;padding:10px 12px;background:${replyBg};border-radius:8px}.rp .rn{font-size:12px;font-weight:600;color:${accent}}.rp .rx{font-size:14px;line-height:20px;margin-top:2px}`;

export const theFork: ScreenSpec = {
  id: "thefork-omelette",
  app: "TheFork",
  kind: "review",
  dark: false,
  device: "iphone",
  format: "jpeg",
  owner: { name: "Sandrine L.", handle: null },
  time: "22:47",
  battery: 43,
  generations: [{ quality: 88 }, { width: 828, quality: 65 }],
  replies: true,
  css: `${reviewCss("#fff", "#1f2a2a", "#69767a", "#e7ecec", "#00665c", "#eef6f4")}.rs{gap:12px;padding:12px 16px;border-bottom:1px solid #e7ecec}.rs b{font-size:17px;display:block}.rs small{font-size:13px;color:#69767a;display:block}.rs .g{margin-left:auto;text-align:right}.rs .g b{font-size:26px;color:#00665c}`,
  html: `<div class="row hd" data-role="ui">${icon.back(22)}<b>Avis</b>${icon.share(20)}</div>
<div class="row rs" data-role="ui">${picture(52, 52, ["#c98b5a", "#5b3a23"])}<div><b>Chez Marcel</b><small>Bistrot · Lyon 2e · Prix moyen 32 €</small></div><div class="g"><b>9,1</b><small>1 284 avis</small></div></div>
<div class="fill">
${review("Jean-Marc D.", "Mangé le 3 nov. 2025", "#5b7fa6", "9/10", "Excellent rapport qualité-prix, service rapide. Je recommande.", "other")}
${review("Sandrine L.", "Mangé le 31 oct. 2025 · 2 personnes", "#b0567a", "8/10", "Très bonne soirée, service souriant et cadre agréable. Le serveur nous a conseillé le plat du jour, «\u00a0selon l’humeur du chef\u00a0». Le chef était de mauvaise humeur, donc c’était une omelette. Une très bonne omelette, cela dit. Nous reviendrons un jour où il est content.", "owner", ["Réponse du restaurant", "Chez Marcel", "Chère Sandrine, merci pour votre retour. Le chef va beaucoup mieux et l’omelette reste à la carte."])}
${review("Aurélie P.", "Mangé le 29 oct. 2025", "#7a9a4a", "7/10", "Très bon, mais un peu bruyant le samedi soir.", "other")}
${review("Thomas G.", "Mangé le 25 oct. 2025", "#a0703a", "10/10", "Le meilleur bistrot du quartier. Le chef est adorable.", "other")}
</div>`,
};

const vReview = (name: string, meta: string, n: number, title: string, text: string, who: "owner" | "other", extra = "") =>
  `<div class="rv"><div class="row" style="gap:8px">${stars(n, "#186b6d", "#d5dcdc", 13)}${ui(meta, "mt")}</div>${who === "owner" ? own(title, "rt") : other(name, title, "rt")}${ui(name, "nm")}
${who === "owner" ? own(text, "tx") : other(name, text, "tx")}${extra}</div>`;

export const viator: ScreenSpec = {
  id: "viator-other-ten-percent",
  app: "Viator",
  kind: "review",
  dark: false,
  device: "iphone",
  format: "jpeg",
  quality: 73,
  owner: { name: "Marisol Q.", handle: null },
  time: "07:31",
  battery: 86,
  banner: { app: "Messages", color: "#34c759", title: "Nana", body: "did you get my voicemail about Christmas", author: "Nana", age: "now" },
  replies: true,
  css: `body{background:#fff;color:#1a2b2c}.hd{flex:none;height:86px;padding:0 14px 10px;gap:14px;align-items:flex-end;border-bottom:1px solid #e5eaea}.hd b{flex:1;font-size:16px;font-weight:600}
.tr{gap:12px;padding:12px 16px;border-bottom:1px solid #e5eaea}.tr b{font-size:15px;line-height:20px;display:block}.tr small{font-size:13px;color:#5f7172;display:block}
.rv{padding:12px 16px;border-bottom:1px solid #e5eaea}.mt{font-size:12px;color:#5f7172}.rt{font-size:15px;font-weight:700;margin-top:6px}.nm{font-size:12px;color:#5f7172;margin-top:2px}.tx{font-size:14px;line-height:20px;margin-top:6px}
.rp{margin-top:10px;padding:10px 12px;background:#eef5f5;border-radius:8px}.rn{font-size:12px;font-weight:700;color:#186b6d}.rx{font-size:14px;line-height:20px;margin-top:2px}`,
  html: `<div class="row hd" data-role="ui">${icon.back(22)}<b>Reviews</b>${icon.heart(22)}</div>
<div class="row tr" data-role="ui">${picture(60, 60, ["#7fb8d6", "#1d4f73"])}<div><b>Sunrise Whale Watching Cruise</b><small>Hervey Bay · 3 hours · 4.6 ★ (1,871)</small></div></div>
<div class="fill">
${vReview("Dinesh K.", "Oct 2025", 5, "Three humpbacks!!", "Saw three humpbacks and a calf. Best morning of our trip.", "other")}
${vReview("Marisol Q.", "Oct 2025", 4, "Nice morning on the water", "The crew were friendly and the boat was clean. They told us whales are seen on 90% of trips. We were on the other 10%. We did see a very big seagull. The hot chocolate was good.", "owner", `<div class="rp">${ui("Response from Blue Horizon Cruises", "rn")}${other("Blue Horizon Cruises", "Thanks Marisol! The whales were there, just underneath. We hope you’ll join us for the other 90%.", "rx")}</div>`)}
${vReview("Tessa B.", "Sep 2025", 4, "Bring a jacket", "It’s cold out there at 6am, even in summer.", "other")}
${vReview("Kelsey M.", "Sep 2025", 5, "Worth the early start", "Whales right next to the boat, the kids screamed the whole time.", "other")}
</div>`,
};

export const homeDepot: ScreenSpec = {
  id: "homedepot-ceiling-fan",
  app: "The Home Depot",
  kind: "review",
  dark: true,
  device: "iphone-max",
  format: "jpeg",
  quality: 74,
  owner: { name: "HankInOhio", handle: null },
  time: "20:16",
  battery: 52,
  replies: true,
  css: `body{background:#141414;color:#ececec}.hd{flex:none;height:52px;padding:0 14px;gap:14px;background:#f96302;color:#fff}.hd b{flex:1;font-size:17px}.pd{gap:12px;padding:12px 16px;border-bottom:1px solid #2a2a2a}.pd b{font-size:15px;line-height:20px;display:block}.pd small{font-size:13px;color:#a6a6a6;display:block}
.rv{padding:12px 16px;border-bottom:1px solid #2a2a2a}.mt{font-size:12px;color:#a6a6a6}.rt{font-size:15px;font-weight:700;margin-top:6px}.nm{font-size:12px;color:#a6a6a6;margin-top:2px}.tx{font-size:14px;line-height:20px;margin-top:6px}
.hl{gap:10px;margin-top:8px;font-size:12px;color:#a6a6a6}.rp{margin-top:10px;padding:10px 12px;background:#222;border-left:3px solid #f96302;border-radius:4px}.rn{font-size:12px;font-weight:700;color:#f9a062}.rx{font-size:14px;line-height:20px;margin-top:2px}`,
  html: `<div class="row hd" data-role="ui">${icon.back(22)}<b>Ratings &amp; Reviews</b>${icon.cart(22)}</div>
<div class="row pd" data-role="ui">${picture(56, 56, ["#d9d4cc", "#7c7267"])}<div><b>Lakewood 52 in. Indoor Ceiling Fan with LED Light Kit and Remote</b><small>4.6 ★ (2,318)</small></div></div>
<div class="fill">
${vReviewDark("CarolynJ", "2 weeks ago", 5, "Easy install", "The remote works from anywhere in the room. Very quiet on low.", "other")}
${vReviewDark(
  "HankInOhio",
  "1 month ago",
  4,
  "Moves a LOT of air",
  "Installed it myself in an afternoon. Quiet and looks great. On the highest setting it moves a lot of air, including my wife’s 1,000-piece jigsaw puzzle on day 9 of 10. She has asked me to say that I use setting 2 now.",
  "owner",
  `<div class="row hl">${span("Helpful?")}${span("Yes (64)")}${span("No (2)")}</div><div class="rp">${ui("Response from Lakewood", "rn")}${other("Lakewood", "Hi Hank, thanks for the review! We’re sorry about the puzzle. Setting 2 is a great choice.", "rx")}</div>`,
)}
${vReviewDark("Mike_T", "1 month ago", 4, "Good fan", "The light is a bit bright but the dimmer helps.", "other")}
${vReviewDark("DeniseR", "2 months ago", 5, "Looks expensive", "Looks much more expensive than it was. Three speeds, all quiet.", "other")}
</div>`,
};

function vReviewDark(name: string, meta: string, n: number, title: string, text: string, who: "owner" | "other", extra = ""): string {
  return `<div class="rv"><div class="row" style="gap:8px">${stars(n, "#f96302", "#4a4a4a", 13)}${ui(meta, "mt")}</div>${who === "owner" ? own(title, "rt") : other(name, title, "rt")}${ui(name, "nm")}
${who === "owner" ? own(text, "tx") : other(name, text, "tx")}${extra}</div>`;
}

const wReview = (name: string, place: string, n: number, text: string, who: "owner" | "other", helpful: string) =>
  `<div class="rv"><div class="row" style="gap:8px">${stars(n, "#7f187f", "#dcd3dc", 13)}${ui("Verified Buyer", "vb")}</div>${ui(`${name} · ${place}`, "nm")}
${who === "owner" ? own(text, "tx") : other(name, text, "tx")}<div class="row hp">${icon.thumbUp(14)}${span(helpful)}</div></div>`;

export const wayfair: ScreenSpec = {
  id: "wayfair-front-garden",
  app: "Wayfair",
  kind: "review",
  dark: false,
  device: "iphone",
  format: "png",
  owner: { name: "Jenna R.", handle: null },
  time: "21:33",
  battery: 28,
  crop: { bottom: 116 },
  cutLines: 1,
  replies: true,
  css: `body{background:#fff;color:#2b2130}.hd{flex:none;height:50px;padding:0 14px;gap:14px;border-bottom:1px solid #eee}.hd b{flex:1;font-size:16px}.pd{gap:12px;padding:12px 16px;border-bottom:1px solid #eee}.pd b{font-size:15px;display:block;line-height:20px}.pd small{font-size:13px;color:#6b6270;display:block}
.srt{padding:10px 16px 2px;font-size:13px;color:#6b6270}.rv{padding:12px 16px;border-bottom:1px solid #eee}.vb{font-size:12px;color:#2e7d32}.nm{font-size:12px;color:#6b6270;margin-top:3px}.tx{font-size:14px;line-height:20px;margin-top:6px}.hp{gap:5px;margin-top:8px;font-size:12px;color:#6b6270}`,
  html: `<div class="row hd" data-role="ui">${icon.back(22)}<b>Customer Reviews</b>${icon.search(20)}${icon.cart(22)}</div>
<div class="row pd" data-role="ui">${picture(56, 56, ["#a9bfa4", "#5f7a5a"])}<div><b>Halvorsen 84" Velvet Sofa, Sage</b><small>4.5 ★ · 1,164 reviews</small></div></div>
<div class="fill">
${ui("Sort by: Most relevant", "srt")}
${wReview("Marcus T.", "Denver, CO", 5, "Perfect for our small apartment. Firm but comfortable.", "other", "Helpful (31)")}
${wReview("Jenna R.", "Leeds, UK", 4, "The colour is gorgeous and it’s very comfy. We measured the living room and forgot to measure the front door. The sofa lived in the front garden for two days. The neighbours sat on it. They also said it’s comfy.", "owner", "Helpful (187)")}
${wReview("Ingrid S.", "Portland, OR", 3, "The cushions flattened after a month. Lovely colour though.", "other", "Helpful (12)")}
${wReview("Ahmed K.", "Austin, TX", 5, "Arrived early and the delivery team carried it up two flights of stairs for us, which the last company would not do.", "other", "Helpful (9)")}
</div>`,
};

export const REVIEWS: ScreenSpec[] = [theFork, viator, homeDepot, wayfair, aliExpress, workaway, myBuilder, fragrantica];
