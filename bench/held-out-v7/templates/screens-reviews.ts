// Reviews: Hipcamp (a meadow where it rained both nights and a toilet with a view, the host's answer,
// under a banner from Dad, JPEG), Bark (a DJ who played two songs off a list of thirty, the DJ's answer),
// Kununu (German, a good team and a coffee machine broken since March, the employer's answer, saved
// twice), Chewy (a cat tree and the box it came in, among other buyers, cropped at the bottom through
// another review); Best Buy, Distiller, Agoda and Udemy are in screens-reviews-more.ts.
import { avatar, icon, picture } from "./icons";
import { stars } from "./parts";
import type { ScreenSpec } from "./screen-type";
import { agoda, bestBuy, distiller, udemy } from "./screens-reviews-more";
import { other, own, span, ui } from "./shell";

/** A review: avatar, name and meta (labels), stars, the words, and an answer under a label. */
export const review = (
  name: string,
  meta: string,
  color: string,
  n: number,
  star: string,
  text: string,
  who: "owner" | "other",
  reply?: [string, string, string],
) =>
  `<div class="rv"><div class="row who">${avatar(34, color)}<div style="flex:1">${ui(name, "nm")}${ui(meta, "mt")}</div>${stars(n, star, "#d6d6d6", 13)}</div>
${who === "owner" ? own(text, "tx") : other(name, text, "tx")}${reply ? `<div class="rp">${ui(reply[0], "rn")}${other(reply[1], reply[2], "rx")}</div>` : ""}</div>`;

export const reviewCss = (bg: string, fg: string, sub: string, line: string, accent: string, replyBg: string) =>
  `body{background:${bg};color:${fg}}.hd{flex:none;height:54px;padding:0 14px;gap:14px;border-bottom:1px solid ${line}}.hd b{font-size:16px;font-weight:600;display:block}.hd small{font-size:12px;color:${sub};display:block}
.rv{padding:13px 16px;border-bottom:1px solid ${line}}.who{gap:10px}.nm{font-size:14px;font-weight:600}.mt{font-size:12px;color:${sub}}.tx{font-size:14px;line-height:20px;margin-top:8px}
.rp{margin-top:10px;padding:10px 12px;background:${replyBg};border-radius:8px}.rp .rn{font-size:12px;font-weight:600;color:${accent}}.rp .rx{font-size:14px;line-height:20px;margin-top:2px}
.sm{gap:12px;padding:12px 16px;border-bottom:1px solid ${line}}.sm .n{font-size:30px;font-weight:700}.sm .s{font-size:12px;color:${sub}}`;

export const hipcamp: ScreenSpec = {
  id: "hipcamp-stars",
  app: "Hipcamp",
  kind: "review",
  dark: false,
  device: "iphone",
  format: "jpeg",
  quality: 73,
  owner: { name: "Lachlan M.", handle: null },
  time: "08:14",
  battery: 88,
  banner: { app: "Messages", color: "#34c759", title: "Dad", body: "did you leave the outside tap running", author: "Dad", age: "now" },
  replies: true,
  css: `${reviewCss("#fff", "#1f2b24", "#66736b", "#e8ece9", "#2f6b4f", "#f1f6f3")}.hd{height:84px;align-items:flex-end;padding-bottom:10px}`,
  html: `<div class="row hd" data-role="ui">${icon.back(22)}<div style="flex:1"><b>Ridgeback Meadow</b><small>Hosted by Colette · Tents · Campervans</small></div>${icon.heart(22)}</div>
<div class="fill">
<div class="row sm" data-role="ui">${ui("97%", "n")}${ui("Recommend · 214 reviews", "s")}</div>
${review("Priyanka S.", "Stayed Oct 2025", "#c56a8b", 5, "#2f6b4f", "Lovely quiet site, friendly host, would come back.", "other")}
${review("Lachlan M.", "Stayed Oct 2025 · 2 nights", "#7a6a3a", 4, "#2f6b4f", "Beautiful spot and very peaceful. Colette told us the stars would be “unreal”. It rained both nights, so we looked at the inside of the tent, which was also quite nice. The composting toilet has a view, which I did not ask for. Would come back.", "owner", ["Response from Colette", "Colette", "Thanks Lachlan! The stars were there, just behind the rain. The view from the loo is our most requested feature."])}
${review("Esteban R.", "Stayed Sep 2025", "#3a6f9b", 4, "#2f6b4f", "Great fire pit, bring your own wood.", "other")}
</div>`,
};

export const bark: ScreenSpec = {
  id: "bark-macarena",
  app: "Bark",
  kind: "review",
  dark: false,
  device: "android",
  format: "png",
  owner: { name: "Sunita Bhatt", handle: null },
  time: "11:52",
  battery: 69,
  replies: true,
  css: `${reviewCss("#fff", "#1c2430", "#667085", "#eaecf0", "#2d7ff9", "#f2f6fd")}.pf{gap:12px;padding:12px 16px;border-bottom:1px solid #eaecf0}.pf b{font-size:17px;display:block}.pf small{font-size:13px;color:#667085;display:block}`,
  html: `<div class="row hd" data-role="ui">${icon.back(22)}<div style="flex:1"><b>Reviews</b></div>${icon.share(20)}</div>
<div class="row pf" data-role="ui">${avatar(52, "#2d7ff9")}<div><b>DJ Kenny Rhythm</b><small>Mobile DJ · Leicester · 4.8 ★ (63)</small></div></div>
<div class="fill">
${review("Sunita Bhatt", "Anniversary party · 1 week ago", "#b0456e", 4, "#f5a623", "Booked Kenny for our 25th anniversary party. He was on time, friendly and brought his own lights. We gave him a list of 30 songs. He played two of them, one of them twice. The dance floor was full all night though, mostly for the Macarena, which was not on the list.", "owner", ["Response from DJ Kenny Rhythm", "DJ Kenny Rhythm", "Thanks Sunita! The Macarena is always on the list."])}
${review("Dwayne O.", "50th birthday · 3 weeks ago", "#3a7d5c", 5, "#f5a623", "Great night, played everything we asked for.", "other")}
${review("Elspeth H.", "Wedding · 1 month ago", "#8c6d3f", 5, "#f5a623", "Very professional and good with the older guests.", "other")}
${review("Ffion W.", "Wedding · 2 months ago", "#4b6aa8", 4, "#f5a623", "Good DJ, a bit loud during the speeches.", "other")}
</div>`,
};

const kununuRow = (label: string, text: string) => `<div class="kr">${ui(label, "kl")}${own(text, "kt")}</div>`;

export const kununu: ScreenSpec = {
  id: "kununu-kaffeemaschine",
  app: "Kununu",
  kind: "review",
  dark: false,
  device: "android",
  format: "jpeg",
  owner: { name: "Angestellte/r", handle: null },
  time: "17:22",
  battery: 41,
  generations: [{ quality: 88 }, { width: 720, quality: 65 }],
  replies: true,
  css: `body{background:#f4f5f7;color:#1d2838}.hd{flex:none;height:54px;padding:0 14px;gap:14px;background:#fff;border-bottom:1px solid #e3e6ea}.hd b{font-size:16px;font-weight:500;display:block}.hd small{font-size:12px;color:#6a7585;display:block}
.sc{flex:none;gap:12px;padding:10px 16px;background:#fff;border-bottom:1px solid #e3e6ea}.sc b{font-size:26px}.sc small{font-size:12px;color:#6a7585;display:block}
.card{background:#fff;margin:8px 10px 0;border-radius:10px;padding:12px 14px}.tt{font-size:16px;font-weight:700;line-height:22px}.mt{font-size:12px;color:#6a7585;margin:3px 0 6px}.kr{margin-top:7px}.kl{font-size:12px;font-weight:700;color:#6a7585}.kt{font-size:14px;line-height:20px}
.rp{margin-top:10px;padding:10px 12px;background:#eef4ff;border-radius:8px}.rn{font-size:12px;font-weight:700;color:#2356c7}.rx{font-size:14px;line-height:20px;margin-top:2px}`,
  html: `<div class="row hd" data-role="ui">${icon.back(22)}<div style="flex:1"><b>Brandtner Logistik GmbH</b><small>Bewertungen · 48</small></div>${icon.share(20)}</div>
<div class="row sc" data-role="ui"><b>3,6</b><div>${stars(4, "#00a3a1", "#d9dde2", 14)}<small>64 % Weiterempfehlung</small></div></div>
<div class="fill"><div class="card">
${own("Tolles Team, Kaffeemaschine seit März kaputt", "tt")}
<div class="row mt" data-role="ui">${stars(3, "#00a3a1", "#d9dde2", 12)}${span("Angestellte/r · Vertrieb · Okt. 2025")}</div>
${kununuRow("Arbeitsatmosphäre", "Sehr angenehm. Das Team hält zusammen, vor allem seit die Kaffeemaschine kaputt ist.")}
${kununuRow("Kommunikation", "Gut. Wir haben jetzt drei Meetings pro Woche über die Kaffeemaschine.")}
${kununuRow("Vorgesetztenverhalten", "Mein Chef bringt seinen Kaffee in einer Thermoskanne mit. Er teilt nicht.")}
${kununuRow("Gehalt/Sozialleistungen", "Fair. Kaffee gibt es keinen.")}
<div class="rp">${ui("Stellungnahme des Arbeitgebers", "rn")}${other("Brandtner Logistik GmbH", "Liebe/r Kolleg/in, vielen Dank für das offene Feedback. Eine neue Kaffeemaschine ist bestellt und kommt voraussichtlich im vierten Quartal.", "rx")}</div>
</div></div>`,
};

const chewyReview = (name: string, n: number, title: string, text: string, who: "owner" | "other", helpful: string) =>
  `<div class="rv"><div class="row" style="gap:8px">${stars(n, "#f5a623", "#d9d9d9", 13)}${who === "owner" ? own(title, "rt") : other(name, title, "rt")}</div><div class="row" style="gap:6px">${ui(name, "nm")}${span("· Verified purchase", "mt")}</div>
${who === "owner" ? own(text, "tx") : other(name, text, "tx")}<div class="row hp">${icon.thumbUp(14)}${span(helpful)}</div></div>`;

export const chewy: ScreenSpec = {
  id: "chewy-cat-tree",
  app: "Chewy",
  kind: "review",
  dark: false,
  device: "iphone",
  format: "png",
  owner: { name: "PuddingsHuman", handle: null },
  time: "21:06",
  battery: 24,
  crop: { bottom: 118 },
  cutLines: 1,
  replies: true,
  css: `body{background:#fff;color:#1c1c1c}.hd{flex:none;height:50px;padding:0 14px;gap:14px;background:#1c49c2;color:#fff}.hd b{flex:1;font-size:16px}.pd{gap:12px;padding:12px 16px;border-bottom:1px solid #eee}.pd b{font-size:15px;display:block;line-height:20px}.pd small{font-size:13px;color:#666;display:block}
.rv{padding:12px 16px;border-bottom:1px solid #eee}.rt{font-size:14px;font-weight:700}.nm{font-size:12px;color:#555}.mt{font-size:12px;color:#2e7d32}.tx{font-size:14px;line-height:20px;margin-top:6px}.hp{gap:5px;margin-top:8px;font-size:12px;color:#666}.srt{padding:10px 16px 2px;font-size:13px;color:#666}`,
  html: `<div class="row hd" data-role="ui">${icon.back(22)}<b>Customer Reviews</b>${icon.search(20)}${icon.cart(22)}</div>
<div class="row pd" data-role="ui">${picture(56, 56, ["#d7ccc8", "#8d6e63"])}<div><b>Whiskerly 72-in Cat Tree, Gray</b><small>4.5 ★ · 3,906 reviews</small></div></div>
<div class="fill">
${ui("Sort by: Most helpful", "srt")}
${chewyReview("MeowMama22", 5, "Perfect for my two boys", "Very stable, they sleep on the top level every night.", "other", "Helpful (96)")}
${chewyReview("PuddingsHuman", 5, "She loves the box", "Sturdy and easy to build, took about 40 minutes. Pudding has not touched the tree but has lived in the box for three weeks. Five stars for the box. We are keeping the tree in case she changes her mind.", "owner", "Helpful (218)")}
${chewyReview("TedInTucson", 3, "Missing one screw", "Customer service sent a replacement in two days. Both cats are indifferent so far, but the dog likes the bottom platform.", "other", "Helpful (41)")}
${chewyReview("Beatrix_K", 4, "Good value", "Took my husband an hour and one argument to put together. Sturdy once it was up, the sisal posts are already well used.", "other", "Helpful (17)")}
</div>`,
};

export const REVIEWS: ScreenSpec[] = [hipcamp, bark, kununu, chewy, bestBuy, distiller, agoda, udemy];
