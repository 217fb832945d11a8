// Part D's reviews (v29): RateMyAgent (a seller's review of her agent), Campspot (a rainy RV park stay) and Glamping Hub
// (a shepherd's hut and its visitors' book), each the reviewer's words with the business's reply and other reviewers
// beside them. The review card (rev) is in screens-d-kit.ts; revCss gives its styles in each screen's colours.
import { avatar, icon, picture } from "./icons";
import type { ScreenSpec } from "./screen-type";
import { abs, overBar, rev, tagRow } from "./screens-d-kit";
import { own, ui } from "./shell";

const revCss = (line: string, muted: string, replyBg: string, accent: string) =>
  `.rv{padding:10px 16px 8px;border-bottom:1px solid ${line}}.rvn{font-size:14px;font-weight:700}.rvm{font-size:12px;color:${muted}}
.rvd{margin-top:7px}.rvdd{font-size:12px;color:${muted}}.rvt{font-size:15px;font-weight:700;margin-top:5px;line-height:20px}.rvx{font-size:14px;line-height:20px;margin-top:4px}.rvf{font-size:12px;color:${muted};margin-top:6px}
.rpb{margin-top:8px;background:${replyBg};border-left:3px solid ${accent};border-radius:4px;padding:7px 10px}.rpl{font-size:12px;font-weight:700;color:${accent}}.rpx{font-size:13.5px;line-height:19px;margin-top:2px}`;

// RateMyAgent (an agent's reviews: agent row, score, sales stats, sort chips, a review above, the owner's review with title and the
// agent's response, a review below cut by the Contact bar; JPEG saved twice).
export const ratemyagent: ScreenSpec = {
  id: "ratemyagent-gallery-style-hallway",
  app: "RateMyAgent",
  kind: "review",
  dark: false,
  device: "iphone-max",
  format: "jpeg",
  generations: [{ quality: 80 }, { width: 1100, quality: 66 }],
  owner: { name: "Tahnee", handle: null },
  time: "20:03",
  battery: 55,
  cutLines: 1,
  replies: true,
  css: `body{background:#fff;color:#1a1f36}.fill{display:flex;flex-direction:column}.fill>*{flex:none}
.th{flex:none;height:48px;padding:0 16px;gap:14px;position:relative;z-index:3;background:#fff;border-bottom:1px solid #e6e8ef}.th b{flex:1;font-size:16px;font-weight:700;text-align:center}
.ag{gap:12px;padding:12px 16px;background:#f6f7fb}.an{font-size:16px;font-weight:800}.am{font-size:12.5px;color:#5b6178}.sc{text-align:right}.sc b{font-size:22px;color:#e8425a;display:block}.sc small{font-size:11.5px;color:#5b6178}
.st{display:grid;grid-template-columns:repeat(3,1fr);gap:8px;padding:10px 16px 8px;background:#f6f7fb;border-top:1px solid #e6e8ef}.st div{background:#fff;border-radius:8px;padding:7px 10px;font-size:11.5px;color:#5b6178}.st b{display:block;font-size:15px;color:#1a1f36}
.tg{gap:6px;padding:10px 16px 2px}.tg span{font-size:12px;border:1px solid #d5d8e3;border-radius:14px;padding:4px 11px;color:#1a1f36}.tg span:first-child{background:#1a1f36;color:#fff;border-color:#1a1f36}
${revCss("#eceef4", "#6b7189", "#f6f7fb", "#e8425a")}
.bb{gap:10px;padding:10px 16px 26px;background:#fff;border-top:1px solid #e1e4ec;box-shadow:0 -2px 8px rgba(0,0,0,.07)}.bb span{flex:1;text-align:center;font-size:15px;font-weight:700;border-radius:8px;padding:12px 0;background:#e8425a;color:#fff}`,
  html: `<div class="row th" data-role="ui">${icon.back(22)}<b>Reviews</b>${icon.share(21)}</div>
<div class="fill">
<div class="row ag">${avatar(46, "#3a5a7a")}<div style="flex:1">${ui("Zandra Pike", "an")}${ui("Harbour Lane Property · Marrickville", "am")}</div><div class="sc" data-role="ui"><b>4.9</b><small>214 reviews</small></div></div>
<div class="st" data-role="ui"><div><b>96</b>Sold, 12 mo</div><div><b>21</b>Median days</div><div><b>$1.42m</b>Median price</div></div>
${tagRow(["Most recent", "Sellers", "Buyers", "5 stars"])}
${rev({ name: "Tarni", meta: "Seller · Dulwich Hill NSW", color: "#7a5aa0", n: 5, date: "12 Nov 2026", text: ["Honest about the price at the start and always rang back the same afternoon."], who: "Tarni", foot: "3 found this helpful", starColor: "#e8425a", starEmpty: "#d5d8e3" })}
${rev({ name: "Tahnee", meta: "Seller · Marrickville NSW", color: "#c07a4a", n: 5, date: "4 Nov 2026", title: "Sold in 19 days, above reserve", text: ["Zandra was organised from the first meeting and the open homes ran like clockwork.", "She called our hallway gallery-style in the ad, and that is how we learned it is very long and has nothing in it.", "Would use her again."], who: "owner", foot: "11 found this helpful", reply: { label: "Zandra Pike responded", who: "Zandra Pike", text: ["Thanks Tahnee! It was a lovely hallway and the buyers agreed. All the best in the new place."] }, starColor: "#e8425a", starEmpty: "#d5d8e3" })}
${rev({ name: "Yarran", meta: "Buyer · Petersham NSW", color: "#4a8a7a", n: 4, date: "29 Oct 2026", text: ["We missed out at auction but Zandra called the next week about a place that had not been listed yet, and we bought it before the photographer had even been in, which is the only reason we could afford it."], who: "Yarran", starColor: "#e8425a", starEmpty: "#d5d8e3" })}
</div>
${overBar(`<span>Contact Zandra</span>`, "bb")}`,
};

// Campspot (an RV park's reviews: a photo strip, park row, score, filter chips, the owner's review with title and the park's response,
// a review below cut by the Book now bar; dark).
export const campspot: ScreenSpec = {
  id: "campspot-the-place-we-were-already-in",
  app: "Campspot",
  kind: "review",
  dark: true,
  device: "android",
  format: "png",
  owner: { name: "Stacy-Ann W.", handle: null },
  time: "16:30",
  battery: 24,
  cutLines: 1,
  replies: true,
  css: `body{background:#101614;color:#e8efec}.fill{display:flex;flex-direction:column}.fill>*{flex:none}
.th{flex:none;height:50px;padding:0 14px;gap:14px;position:relative;z-index:3;background:#101614;border-bottom:1px solid #1f2925}.th b{flex:1;font-size:16px;font-weight:700}
.pk{gap:12px;padding:10px 16px}.pn{font-size:15px;font-weight:700}.pm{font-size:12px;color:#93a39c}.sc{gap:6px;padding:0 16px 4px;font-size:13px;color:#c9d4cf}.sc b{font-size:20px;color:#e8efec}
.tg{gap:6px;padding:6px 16px 2px;flex-wrap:wrap}.tg span{font-size:12px;border:1px solid #2f3d37;border-radius:14px;padding:4px 11px;color:#c9d4cf}.tg span:first-child{background:#2e8b57;border-color:#2e8b57;color:#fff}
${revCss("#1f2925", "#93a39c", "#17211d", "#4cc38a")}
.bb{gap:12px;padding:10px 16px 14px;background:#151d1a;border-top:1px solid #24302b}.bb .p{flex:1}.bb .p b{font-size:15px;display:block}.bb .p small{font-size:12px;color:#93a39c}.bb .k{font-size:15px;font-weight:700;color:#fff;background:#2e8b57;border-radius:8px;padding:11px 22px}`,
  html: `<div class="row th" data-role="ui">${icon.back(22)}<b>Reviews</b>${icon.share(21)}</div>
<div class="fill">
${picture("100%", 56, ["#2e4a3a", "#16241c"], abs(0, 30, 360, 20, "#24382c") + abs(60, 14, 90, 22, "#cfc8b4", "6px") + abs(200, 8, 26, 40, "#1d3326", "50% 50% 3px 3px") + abs(240, 2, 30, 46, "#1a2e22", "50% 50% 3px 3px") + abs(290, 12, 24, 36, "#20382a", "50% 50% 3px 3px"))}
<div class="row pk">${picture(52, 52, ["#3a6a4a", "#1e3a2a"], abs(8, 26, 36, 18, "#d8d2c0", "4px") + abs(30, 8, 12, 22, "#2a4a32", "50% 50% 2px 2px"))}<div style="flex:1">${ui("Tall Cedars RV Park", "pn")}${ui("Branson, Missouri · 112 sites", "pm")}</div></div>
<div class="row sc" data-role="ui"><b>4.3</b>${icon.star(15, "#4cc38a")}<span>288 reviews</span></div>
${tagRow(["All", "RV sites", "Cabins", "With photos"])}
${rev({ name: "Stacy-Ann W.", meta: "Stayed June 2026 · Back-in RV site", color: "#b06a8a", n: 4, date: "Jun 22, 2026", title: "Rainy week, still a good stay", text: ["Hookups all worked, every pad was flat and the shower block was spotless.", "The camp store's only puzzle is a picture of this campground, so we spent two rainy days building the place we were already sitting in.", "Would come back in a drier month."], who: "owner", reply: { label: "Response from Tall Cedars RV Park", who: "Tall Cedars RV Park", text: ["Hi Stacy-Ann, sorry about the weather! Glad the puzzle helped pass the time. Let us know if any pieces were missing."] }, starColor: "#4cc38a", starEmpty: "#2f3d37" })}
${rev({ name: "Vanessa R.", meta: "Stayed May 2026 · Pull-through site", color: "#6a8ac0", n: 5, date: "May 30, 2026", text: ["Staff met us at the gate and walked our fifth wheel into the site, which my husband said he did not need, and then thanked them for about ten minutes."], who: "Vanessa R.", starColor: "#4cc38a", starEmpty: "#2f3d37" })}
</div>
${overBar(`<div class="p"><b>From $58 / night</b><small>Cancel for free up to a week before</small></div><span class="k">Book now</span>`, "bb")}`,
};

// Glamping Hub (a shepherd's hut's reviews: hut row, score, a review above, the owner's review with the host's reply, a
// review below cut by the crop; cropped at the top, status bar gone).
export const glampinghub: ScreenSpec = {
  id: "glampinghub-the-same-sheep",
  app: "Glamping Hub",
  kind: "review",
  dark: false,
  device: "iphone",
  format: "jpeg",
  quality: 76,
  crop: { top: 50, bottom: 137 },
  owner: { name: "Sukhi", handle: null },
  time: "09:14",
  battery: 77,
  cutLines: 1,
  replies: true,
  css: `body{background:#fff;color:#22302a}.fill{display:flex;flex-direction:column}.fill>*{flex:none}
.th{flex:none;height:48px;padding:0 16px;gap:14px;position:relative;z-index:3;background:#fff;border-bottom:1px solid #e7ece9}.th b{flex:1;font-size:16px;font-weight:700;text-align:center}
.pk{gap:12px;padding:10px 16px}.pn{font-size:15px;font-weight:700;line-height:20px}.pm{font-size:12px;color:#6c7a73}
.sc{gap:6px;padding:0 16px 6px;font-size:13px;color:#45524c;border-bottom:1px solid #e7ece9}.sc b{font-size:19px;color:#22302a}
${revCss("#e7ece9", "#6c7a73", "#f3f7f4", "#2d7a5a")}`,
  html: `<div class="row th" data-role="ui">${icon.back(22)}<b>Guest reviews</b>${icon.heart(21)}</div>
<div class="fill">
<div class="row pk">${picture(56, 56, ["#9cc4a8", "#5a8a6a"], abs(8, 22, 40, 22, "#7a3a2a", "10px 10px 2px 2px") + abs(12, 44, 4, 8, "#333") + abs(40, 44, 4, 8, "#333"))}<div style="flex:1">${ui("Shepherd's hut above Newport Sands", "pn")}${ui("Pembrokeshire, Wales · Hosted by Sioned", "pm")}</div></div>
<div class="row sc" data-role="ui"><b>4.96</b>${icon.star(15, "#2d7a5a")}<span>· 74 reviews · Guest favourite</span></div>
${rev({ name: "Trudy", meta: "Stayed 2 nights", color: "#8a6a4a", n: 5, date: "October 2026", text: ["Warm, quiet and spotless. Bring a torch for the path."], who: "Trudy", starColor: "#2d7a5a", starEmpty: "#d4ddd8" })}
${rev({ name: "Sukhi", meta: "Stayed 3 nights", color: "#5a6ab0", n: 5, date: "September 2026", text: ["Beautiful hut with a wood stove and a proper bed. Sioned left bread, eggs and milk for the first morning.", "Every guest in the visitors' book has drawn the same sheep. We drew her too, and it felt like joining a team.", "The walk down to the beach takes twenty minutes."], who: "owner", reply: { label: "Response from Sioned", who: "Sioned", text: ["Diolch Sukhi! That is Siwan, and you are the 212th to draw her. She has no idea."] }, starColor: "#2d7a5a", starEmpty: "#d4ddd8" })}
${rev({ name: "Zlata", meta: "Stayed 1 night", color: "#b05a5a", n: 4, date: "August 2026", text: ["Gorgeous spot and the stove heats the hut in minutes. Only four stars because the field gate is stiff and we had to climb over it in the dark with a cool box, a dog and a sack of logs, laughing the whole way."], who: "Zlata", starColor: "#2d7a5a", starEmpty: "#d4ddd8" })}
</div>`,
};
