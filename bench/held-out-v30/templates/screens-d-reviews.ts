// Part D's reviews (v30): Tabelog (a ramen counter in Koenji), ServiceSeeking (a tiler in Penrith) and Justdial (a tailor
// in Kothrud), each the reviewer's own review with the business's reply and other reviewers beside it. The review card
// (rev) and its styles (revCss) are in screens-d-kit.ts.
import { avatar, icon, picture } from "./icons";
import type { ScreenSpec } from "./screen-type";
import { abs, overBar, rev, revCss, tagRow } from "./screens-d-kit";
import { ui } from "./shell";

// Tabelog (a ramen shop's reviews: shop row, score, chips, a review above, the owner's review with title and the shop's
// reply, a review below; JPEG saved twice, cropped at the top).
export const tabelog: ScreenSpec = {
  id: "tabelog-assessed-like-a-driving-test",
  app: "Tabelog",
  kind: "review",
  dark: false,
  device: "iphone",
  format: "jpeg",
  generations: [{ quality: 82 }, { width: 1000, quality: 68 }],
  owner: { name: "Sadbh", handle: null },
  time: "14:51",
  battery: 66,
  crop: { top: 54 },
  cutLines: 1,
  replies: true,
  css: `body{background:#fff;color:#2b2b2b}.fill{display:flex;flex-direction:column}.fill>*{flex:none}
.th{flex:none;height:46px;padding:0 14px;gap:16px;position:relative;z-index:3;background:#fff;border-bottom:1px solid #ece7df}.th b{flex:1;font-size:16px;font-weight:700}
.sh{gap:12px;padding:10px 16px}.snm{font-size:16px;font-weight:800}.smm{font-size:12px;color:#7a736a;margin-top:2px}.sc{text-align:right}.sc b{display:block;font-size:24px;font-weight:800;color:#e2722a}.sc small{font-size:11px;color:#7a736a}
.tg{gap:6px;padding:2px 16px 8px;border-bottom:6px solid #f4f1ec}.tg span{font-size:12px;color:#5a544c;border:1px solid #ddd6cc;border-radius:14px;padding:4px 10px}.tg span:first-child{background:#e2722a;border-color:#e2722a;color:#fff}
${revCss("#efebe4", "#857e74", "#fbf6ef", "#e2722a")}
.bb{gap:10px;padding:10px 16px 30px;background:#fff;border-top:1px solid #e8e2d9}.bb span{flex:1;text-align:center;font-size:15px;font-weight:700;border-radius:8px;padding:11px 0;border:1.5px solid #e2722a;color:#e2722a}.bb span+span{background:#e2722a;color:#fff}`,
  html: `<div class="row th" data-role="ui">${icon.back(22)}<b>Reviews</b>${icon.bookmark(21)}${icon.share(21)}</div>
<div class="fill">
<div class="row sh">${picture(52, 52, ["#d9b98a", "#9a6a3a"], abs(10, 14, 32, 24, "#f4e4c4", "0 0 16px 16px") + abs(14, 18, 24, 6, "#c9873a", "3px"))}<div style="flex:1">${ui("Chuka Soba Tsurumi", "snm")}${ui("Ramen · Koenji, Suginami · 9 seats", "smm")}</div><div class="sc" data-role="ui"><b>3.71</b><small>288 reviews</small></div></div>
${tagRow(["All", "Lunch", "Dinner", "Photos", "English"])}
${rev({ name: "Uisdean", meta: "Edinburgh · 63 reviews", color: "#5a7a9a", n: 5, date: "Visited Nov 2026", text: ["Last dinner of our trip and the best bowl of it. Go ten minutes before opening or you will stand in the rain."], who: "Uisdean", starColor: "#e2722a", starEmpty: "#e4ddd2" })}
${rev({ name: "Sadbh", meta: "Dublin · 41 reviews", color: "#8a5a6a", n: 4, date: "Visited Oct 2026 · 2 visits", title: "Clear shoyu broth, nine seats, worth the queue", text: ["Very clean soy broth, soft pork and thin noodles with some bite. We queued about forty minutes at lunch.", "The chef watched me eat the whole bowl without blinking, and nobody has assessed me that hard since my driving test.", "Cash only. The ticket machine has English."], who: "owner", foot: "Helpful 37", reply: { label: "Reply from the shop", who: "Chuka Soba Tsurumi", text: ["Thank you for coming twice. The chef says he was only checking the noodles."] }, starColor: "#e2722a", starEmpty: "#e4ddd2" })}
${rev({ name: "Yamini", meta: "Bengaluru · 9 reviews", color: "#5a8a6a", n: 3, date: "Visited Oct 2026", text: ["Broth was lovely but I do not eat pork and there was no way to explain this to the ticket machine, so I had a bowl of rice and an egg and watched my husband be very happy for twenty minutes."], who: "Yamini", starColor: "#e2722a", starEmpty: "#e4ddd2" })}
</div>
${overBar(`<span>Map</span><span>Write a review</span>`, "bb")}`,
};

// ServiceSeeking (a tiler's reviews: business row, score, job stats, the owner's review with the business's reply, a review
// below cut by the Get a quote bar; PNG downscaled).
export const serviceseeking: ScreenSpec = {
  id: "serviceseeking-nothing-else-is-straight",
  app: "ServiceSeeking",
  kind: "review",
  dark: false,
  device: "android",
  format: "png",
  downscaleTo: 900,
  owner: { name: "Vonnie", handle: null },
  time: "7:26",
  battery: 88,
  statusBarDark: true,
  statusBarBackground: "#14365d",
  cutLines: 1,
  replies: true,
  css: `body{background:#f3f5f8;color:#1c2633}.fill{display:flex;flex-direction:column}.fill>*{flex:none}
.th{flex:none;height:52px;padding:0 14px;gap:16px;position:relative;z-index:3;background:#14365d;color:#fff}.th b{flex:1;font-size:17px;font-weight:700}
.bz{gap:12px;padding:12px 14px;background:#fff}.bn{font-size:15.5px;font-weight:800}.bm{font-size:12px;color:#6a7686;margin-top:2px}.sc{text-align:right}.sc b{display:block;font-size:20px;font-weight:800;color:#f0a21a}.sc small{font-size:11px;color:#6a7686}
.st{display:grid;grid-template-columns:repeat(3,1fr);background:#fff;border-top:1px solid #e6eaf0;padding:8px 14px 10px;text-align:center}.st div{font-size:11px;color:#6a7686}.st b{display:block;font-size:15px;color:#1c2633}
.hd2{font-size:14.5px;font-weight:800;padding:4px 14px 2px}
.rv{background:#fff}
${revCss("#e6eaf0", "#6a7686", "#f1f5fa", "#14365d")}
.bb{gap:10px;padding:10px 14px 14px;background:#fff;border-top:1px solid #dfe4ea;box-shadow:0 -2px 8px rgba(0,0,0,.07)}.bb span{flex:1;text-align:center;font-size:15px;font-weight:700;border-radius:6px;padding:11px 0;background:#f0a21a;color:#14365d}`,
  html: `<div class="row th" data-role="ui">${icon.back(22)}<b>Reviews</b>${icon.share(21)}${icon.moreV(21)}</div>
<div class="fill">
<div class="row bz">${avatar(44, "#2f6a8a")}<div style="flex:1">${ui("Walt's Tiling & Waterproofing", "bn")}${ui("Tiler · Penrith NSW · ABN verified", "bm")}</div><div class="sc" data-role="ui"><b>4.8 ★</b><small>57 reviews</small></div></div>
<div class="st" data-role="ui"><div><b>132</b>Jobs won</div><div><b>11 yrs</b>In business</div><div><b>Licensed</b>NSW Fair Trading</div></div>
${ui("Customer reviews", "hd2")}
${rev({ name: "Telma", meta: "Splashback · St Marys", color: "#8a7a4a", n: 4, date: "2 weeks ago", text: ["Quiet and tidy, and he took the old tiles away."], who: "Telma", starColor: "#f0a21a", starEmpty: "#dde2e8" })}
${rev({ name: "Vonnie", meta: "Bathroom retile · Glenmore Park", color: "#9a5a7a", n: 5, date: "2 weeks ago", title: "Bathroom retiled, spotless job", text: ["Walt quoted fairly, turned up both mornings at seven and cleaned up after himself every day.", "He tiled the whole bathroom perfectly straight, and now I can see that nothing else in our house is.", "Booking him again for the laundry."], who: "owner", reply: { label: "Walt's Tiling & Waterproofing replied", who: "Walt's Tiling & Waterproofing", text: ["Thanks Vonnie. Everything outside the bathroom is a separate quote."] }, starColor: "#f0a21a", starEmpty: "#dde2e8" })}
${rev({ name: "Ultan", meta: "Shower re-seal · Emu Plains", color: "#5a8a5a", n: 5, date: "5 weeks ago", text: ["Our shower had leaked into the garage since last winter and Walt found it in about four minutes, then explained grout to my father-in-law for a lot longer than that."], who: "Ultan", starColor: "#f0a21a", starEmpty: "#dde2e8" })}
</div>
${overBar(`<span>Get a quote</span>`, "bb")}`,
};

// Justdial (a tailor's reviews: shop row, rating, chips, a review above, the owner's review with the shop's reply, a review
// below cut by the crop; JPEG).
export const justdial: ScreenSpec = {
  id: "justdial-measured-once-in-2019",
  app: "Justdial",
  kind: "review",
  dark: false,
  device: "android",
  format: "jpeg",
  quality: 74,
  owner: { name: "Urvashi", handle: null },
  time: "16:03",
  battery: 52,
  crop: { bottom: 22 },
  cutLines: 1,
  replies: true,
  css: `body{background:#fff;color:#222}.fill{display:flex;flex-direction:column}.fill>*{flex:none}
.th{flex:none;height:52px;padding:0 14px;gap:16px;position:relative;z-index:3;background:#fff;border-bottom:1px solid #eee}.th b{flex:1;font-size:16.5px;font-weight:700}
.bz{padding:10px 14px 8px}.bn{font-size:17px;font-weight:800}.bm{font-size:12.5px;color:#666;margin-top:3px}
.rt{gap:8px;margin-top:7px}.rt b{background:#1a8a3a;color:#fff;font-size:13px;border-radius:4px;padding:2px 7px}.rt span{font-size:12.5px;color:#555}
.tg{gap:6px;padding:8px 14px 10px;border-bottom:6px solid #f2f2f2;overflow:hidden}.tg span{white-space:nowrap;flex:none;font-size:12px;color:#0b6bd3;border:1px solid #bcd6f5;border-radius:14px;padding:4px 10px}
${revCss("#eeeeee", "#777", "#f4f8fd", "#0b6bd3")}
.rvd svg{transform:none}`,
  html: `<div class="row th" data-role="ui">${icon.back(22)}<b>Ratings &amp; Reviews</b>${icon.search(21)}${icon.share(21)}</div>
<div class="fill">
<div class="bz">${ui("Swaraj Ladies Tailor", "bn")}${ui("Kothrud, Pune · Tailors for Women · Open till 9 pm", "bm")}<div class="row rt" data-role="ui"><b>4.5 ★</b><span>312 Ratings</span><span>· Trust Verified</span></div></div>
${tagRow(["Relevant", "Latest", "Blouse", "Alterations"])}
${rev({ name: "Vrinda", meta: "4 reviews", color: "#5a6a9a", n: 4, date: "12 Nov 2026", text: ["Good finishing and fair rates. Closed on Tuesdays, call before going."], who: "Vrinda", foot: "Helpful (6)", starColor: "#1a8a3a", starEmpty: "#dcdcdc" })}
${rev({ name: "Urvashi", meta: "17 reviews", color: "#a05a6a", n: 5, date: "3 Nov 2026", text: ["Stitched two blouses and a salwar suit before Diwali, all ready on the promised day.", "He took my measurements once in 2019 and refuses to take them again. Sadly, he is right every time.", "Charges are reasonable and he keeps extra fabric aside for alterations."], who: "owner", foot: "Helpful (29)", reply: { label: "Response from Swaraj Ladies Tailor", who: "Swaraj Ladies Tailor", text: ["Thank you madam. The tape is for new customers only."] }, starColor: "#1a8a3a", starEmpty: "#dcdcdc" })}
${rev({ name: "Tejaswini", meta: "2 reviews", color: "#4a8a7a", n: 5, date: "28 Oct 2026", text: ["Gave him my mother's old silk saree to make a kurta, and he would not cut it until I told him who she was and where she wore it first. Beautiful work, he even kept the border."], who: "Tejaswini", starColor: "#1a8a3a", starEmpty: "#dcdcdc" })}
</div>`,
};
