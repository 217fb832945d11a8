// Part D's reviews (v34): each the reviewer's own review (stars, title, body), with the business's reply and other
// reviewers beside it.
import { icon, picture } from "./icons";
import { stars } from "./parts";
import type { ScreenSpec } from "./screen-type";
import { abs, overBar, rev, revCss, tagRow } from "./screens-d-kit";
import { ui } from "./shell";

// Resy (a restaurant in Chicago: header, name, score, sort chips, a review above, the owner's review with title and the
// restaurant's reply, a review below cut by the Reserve bar). Saved twice as JPEG, cropped at the top.
export const resy: ScreenSpec = {
  id: "resy-what-the-beetroot-had-to-say",
  app: "Resy",
  kind: "review",
  dark: false,
  device: "iphone",
  format: "jpeg",
  generations: [{ quality: 80 }, { width: 1080, quality: 64 }],
  crop: { top: 54 },
  owner: { name: "Shoshana", handle: null },
  time: "22:19",
  battery: 48,
  cutLines: 1,
  replies: true,
  css: `body{background:#fff;color:#1a1a1a}.fill{display:flex;flex-direction:column}.fill>*{flex:none}
.th{flex:none;height:48px;padding:0 16px;gap:16px;position:relative;z-index:3;background:#fff;border-bottom:1px solid #ececec}.th b{flex:1;font-size:20px;font-weight:800;color:#e53b2c;letter-spacing:-.5px;text-align:center}
.hr{gap:12px;padding:12px 16px 8px;align-items:center}.hn{font-size:18px;font-weight:800}.hm{font-size:12.5px;color:#6e6e6e;margin-top:2px}.sc{gap:6px;margin-top:4px;align-items:center}.sc b{font-size:14px}.sc span{font-size:12.5px;color:#6e6e6e}
.tg{gap:6px;flex-wrap:nowrap;padding:2px 16px 8px;border-bottom:1px solid #ececec}.tg span{white-space:nowrap;font-size:12.5px;color:#1a1a1a;border:1px solid #d6d6d6;border-radius:14px;padding:4px 11px}.tg span:first-child{background:#1a1a1a;color:#fff;border-color:#1a1a1a}
${revCss("#ececec", "#707070", "#fbf1ef", "#e53b2c")}
.bb{gap:10px;padding:10px 16px 30px;background:#fff;border-top:1px solid #e2e2e2;box-shadow:0 -2px 8px rgba(0,0,0,.06)}.bb .t{flex:1;font-size:13px;color:#6e6e6e}.bb .t b{display:block;font-size:15px;color:#1a1a1a}.bb .a{background:#e53b2c;color:#fff;font-size:15px;font-weight:700;border-radius:6px;padding:11px 22px}`,
  html: `<div class="row th" data-role="ui">${icon.back(22)}<b>resy</b>${icon.share(21)}</div>
<div class="fill">
<div class="row hr">${picture(62, 62, ["#6a3a2a", "#c98a5a"], abs(10, 14, 42, 34, "#f1e6d6", "50%") + abs(22, 22, 18, 14, "#8a2a4a", "50%"))}<div style="flex:1;min-width:0">${ui("Larder & Lantern", "hn")}${ui("New American · $$$ · Logan Square, Chicago", "hm")}<div class="row sc" data-role="ui">${stars(5, "#e53b2c", "#d6d6d6", 13)}<b>4.8</b><span>(1,312 reviews)</span></div></div></div>
${tagRow(["Most recent", "Highest rated", "Lowest rated"])}
${rev({ name: "Tavi", meta: "3 reviews", color: "#4a6a8a", n: 5, date: "Oct 30", text: ["Short rib beat anything I ate this year. Loud after 8."], who: "Tavi", starColor: "#e53b2c", starEmpty: "#d6d6d6" })}
${rev({ name: "Shoshana", meta: "11 reviews · Regular", color: "#8a5a7a", n: 5, date: "Oct 28", title: "Fifteenth anniversary, worth it", text: ["Beautiful room, the scallops were perfect and they remembered us from last year.", "Our server introduced each course as a conversation between two ingredients, and by the fourth course my husband was leaning in to hear what the beetroot had to say.", "Ask for the booth by the window."], who: "owner", reply: { label: "Reply from Larder & Lantern", who: "Larder & Lantern", text: ["Thank you, Shoshana! The beetroot says happy anniversary."] }, starColor: "#e53b2c", starEmpty: "#d6d6d6" })}
${rev({ name: "Yosef", meta: "27 reviews", color: "#5a8a5a", n: 3, date: "Oct 26", text: ["Food was lovely but we sat at the bar for forty minutes past our booking with no apology, and the table we got was right by the kitchen door, which swung into my chair every few minutes."], who: "Yosef", starColor: "#e53b2c", starEmpty: "#d6d6d6" })}
</div>
${overBar(`<div class="t"><b>Tonight, 2 guests</b>7:30 PM · 9:15 PM</div><span class="a">Reserve</span>`, "bb")}`,
};

// Traveloka (a beach hotel in Sanur: header, hotel row, score, the owner's review with the hotel's reply, a review above
// and one below cut by the Select room bar). Dark, with a Messages banner from Sekar.
export const traveloka: ScreenSpec = {
  id: "traveloka-the-towel-crocodile-rematch",
  app: "Traveloka",
  kind: "review",
  dark: true,
  device: "android",
  format: "png",
  owner: { name: "Surya", handle: null },
  time: "16:05",
  battery: 31,
  banner: { app: "Messages", color: "#1a73e8", title: "Sekar", body: "are you two still at the pool? dinner at 7 at the warung", author: "Sekar", age: "now" },
  cutLines: 1,
  replies: true,
  css: `body{background:#101418;color:#e9edf1}.fill{display:flex;flex-direction:column}.fill>*{flex:none}
.th{flex:none;height:52px;padding:0 14px;gap:16px;position:relative;z-index:3;background:#16202a;color:#e9edf1}.th b{flex:1;font-size:16.5px;font-weight:700}
.hr{gap:12px;padding:12px 16px 10px;align-items:center;border-bottom:1px solid #24303b}.hn{font-size:16px;font-weight:700}.hm{font-size:12px;color:#98a4b0;margin-top:2px}
.sb{gap:10px;padding:10px 16px;align-items:center;border-bottom:1px solid #24303b}.sb .s{font-size:22px;font-weight:800;color:#3fa9f5}.sb .s small{font-size:13px;color:#98a4b0;font-weight:500}.sb .l{font-size:13.5px;font-weight:700}.sb .m{font-size:12px;color:#98a4b0}
${revCss("#24303b", "#98a4b0", "#1b2733", "#3fa9f5")}
.bb{gap:10px;padding:9px 14px 12px;background:#16202a;border-top:1px solid #24303b}.bb .t{flex:1;font-size:12px;color:#98a4b0}.bb .t b{display:block;font-size:16px;color:#ff8a3d}.bb .a{background:#ff6d00;color:#fff;font-size:15px;font-weight:700;border-radius:8px;padding:11px 20px}`,
  html: `<div class="row th" data-role="ui">${icon.back(22)}<b>Reviews</b>${icon.share(21)}</div>
<div class="fill">
<div class="row hr">${picture(56, 56, ["#4ab0d8", "#f2d9a8"], abs(0, 34, 56, 22, "#e8cf98") + abs(8, 8, 12, 12, "#ffe27a", "50%"))}<div style="flex:1;min-width:0">${ui("Griya Sanur Beach Hotel", "hn")}${ui("Sanur, Denpasar, Bali · 4-star hotel", "hm")}</div></div>
<div class="row sb" data-role="ui"><div class="s">8.9<small> /10</small></div><div style="flex:1"><div class="l">Impressive</div><div class="m">From 2,481 verified Traveloka reviews</div></div></div>
${rev({ name: "Yudhi", meta: "Couple · 2 nights", color: "#6a8a4a", n: 4, date: "3 days ago", text: ["Breakfast could start earlier, otherwise perfect."], who: "Yudhi", starColor: "#3fa9f5", starEmpty: "#3a4652" })}
${rev({ name: "Surya", meta: "Family · 5 nights", color: "#9a6a3a", n: 5, date: "6 days ago", title: "Great pool, kind staff", text: ["Clean rooms, a shallow pool our two could stand in, and the sea five minutes away.", "The towel animal on our bed was a different creature every day, and by Thursday my son was leaving his own towel swan on the pillow, and housekeeping answered with a crocodile eating it.", "We are already planning to come back in June."], who: "owner", reply: { label: "Response from Griya Sanur Beach Hotel", who: "Griya Sanur Beach Hotel", text: ["Thank you, Surya! Wayan from housekeeping says the rematch is on."] }, starColor: "#3fa9f5", starEmpty: "#3a4652" })}
${rev({ name: "Vivian", meta: "Solo · 3 nights", color: "#5a5a9a", n: 3, date: "1 week ago", text: ["Good location and friendly front desk, but my room faced the road and the scooters started at five every morning, so bring earplugs or ask for the garden side."], who: "Vivian", starColor: "#3fa9f5", starEmpty: "#3a4652" })}
</div>
${overBar(`<div class="t"><b>Rp 1.240.000</b>per room per night</div><span class="a">Select room</span>`, "bb")}`,
};

// Wongnai (a boat noodle shop in Bangkok: header, shop row, score, a review above, the owner's review with title and the
// shop's reply, a review below cut by the Write a review bar).
export const wongnai: ScreenSpec = {
  id: "wongnai-a-five-for-chopsticks",
  app: "Wongnai",
  kind: "review",
  dark: false,
  device: "iphone-max",
  format: "jpeg",
  quality: 76,
  owner: { name: "Thanawat", handle: null },
  time: "13:12",
  battery: 67,
  cutLines: 1,
  replies: true,
  css: `body{background:#fff;color:#1f1f1f}.fill{display:flex;flex-direction:column}.fill>*{flex:none}
.th{flex:none;height:53px;padding:0 16px;gap:16px;position:relative;z-index:3;background:#fff;border-bottom:1px solid #eee}.th b{flex:1;font-size:17px;font-weight:700;text-align:center}
.hr{gap:12px;padding:24px 16px 22px;align-items:center}.hn{font-size:17px;font-weight:800}.hm{font-size:12.5px;color:#707070;margin-top:2px}.sc{gap:6px;margin-top:4px;align-items:center}.sc b{font-size:14px}.sc span{font-size:12.5px;color:#707070}
.tg{gap:6px;flex-wrap:nowrap;padding:0 16px 16px;border-bottom:10px solid #f3f3f3}.tg span{white-space:nowrap;font-size:12.5px;color:#1f1f1f;background:#f3f3f3;border-radius:14px;padding:4px 11px}.tg span:first-child{background:#e4002b;color:#fff}
${revCss("#eee", "#757575", "#f6f6f6", "#e4002b")}
.rv{padding:16px 18px 14px}.rvx{font-size:15px;line-height:21px}.rpx{font-size:14.5px;line-height:20px}
.bb{gap:10px;padding:10px 16px 30px;background:#fff;border-top:1px solid #e4e4e4}.bb span{flex:1;text-align:center;border-radius:8px;font-size:15px;font-weight:700;padding:11px 0}.bb .a{background:#e4002b;color:#fff}.bb .b{border:1.5px solid #e4002b;color:#e4002b}`,
  html: `<div class="row th" data-role="ui">${icon.back(22)}<b>wongnai</b>${icon.bookmark(21)}${icon.share(21)}</div>
<div class="fill">
<div class="row hr">${picture(66, 66, ["#5a2a1a", "#a8552a"], abs(8, 16, 50, 38, "#3a1a10", "50%") + abs(14, 20, 38, 24, "#8a3a1a", "50%") + abs(20, 22, 14, 6, "#6aa84a", "3px"))}<div style="flex:1;min-width:0">${ui("Jay Noi Boat Noodles", "hn")}${ui("Noodles · 60-100 baht · Victory Monument, Bangkok", "hm")}<div class="row sc" data-role="ui">${stars(4, "#e4002b", "#dcdcdc", 13)}<b>4.3</b><span>(846 reviews)</span></div></div></div>
${tagRow(["All reviews", "With photos", "Open now", "Cash only"])}
${rev({ name: "Suda", meta: "Level 4 · 58 reviews", color: "#8a5a3a", n: 4, date: "2 days ago", text: ["Pork bowl is small, order three. Queue moves fast."], who: "Suda", starColor: "#e4002b", starEmpty: "#dcdcdc" })}
${rev({ name: "Thanawat", meta: "Level 7 · 214 reviews", color: "#3a6a8a", n: 5, date: "5 days ago", title: "Still the best boat noodles near the monument", text: ["Rich broth, good pork balls, and the bowls are still cheap for the area.", "The owner's grandmother sits at the till and scores every customer's chopstick technique out loud, and after four visits I have gone from a two to a five, which I now bring up in job interviews.", "Go before noon or after two."], who: "owner", reply: { label: "Reply from Jay Noi Boat Noodles", who: "Jay Noi Boat Noodles", text: ["Grandma says four and a half, no more."] }, starColor: "#e4002b", starEmpty: "#dcdcdc" })}
${rev({ name: "Wipada", meta: "Level 2 · 9 reviews", color: "#6a4a8a", n: 3, date: "1 week ago", text: ["The noodles were good but there was nowhere to sit at lunchtime, and we ended up eating standing by the canal with the bowls on a cooler box, which my friend said was part of the experience."], who: "Wipada", starColor: "#e4002b", starEmpty: "#dcdcdc" })}
</div>
${overBar(`<span class="b">Write a review</span><span class="a">Directions</span>`, "bb")}`,
};
