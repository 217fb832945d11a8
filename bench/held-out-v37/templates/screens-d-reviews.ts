// Part D's reviews (v37): each the owner's review on a booking or review app, with the business's reply and other reviewers beside it.
import { icon, picture } from "./icons";
import type { ScreenSpec } from "./screen-type";
import { abs, overBar, rev, revCss } from "./screens-d-kit";
import { stars } from "./parts";
import { ui } from "./shell";

// Hoseasons (a lodge at a holiday park by Windermere: Reviews header, park row, score, a review above, the owner's review with title
// and the park's reply, a review below cut by the price / Book bar). JPEG.
export const hoseasons: ScreenSpec = {
  id: "hoseasons-sylvester-signed-in-as-an-adult",
  app: "Hoseasons",
  kind: "review",
  dark: false,
  device: "iphone-max",
  format: "jpeg",
  quality: 74,
  owner: { name: "Sameera", handle: null },
  time: "20:03",
  battery: 55,
  cutLines: 1,
  replies: true,
  statusBarDark: true,
  statusBarBackground: "#0b2a4a",
  css: `body{background:#fff;color:#1c2430}.fill{display:flex;flex-direction:column}.fill>*{flex:none}
.th{flex:none;height:50px;padding:0 16px;gap:18px;position:relative;z-index:3;background:#0b2a4a;color:#fff}.th b{flex:1;font-size:18px;font-weight:700;color:#fff}
.pp{gap:12px;padding:12px 18px;border-bottom:1px solid #e6e9ee;align-items:center}.pn{font-size:15.5px;font-weight:700}.pm{font-size:12.5px;color:#677284;margin-top:1px}
.sc{gap:12px;padding:12px 18px;align-items:center;border-bottom:1px solid #e6e9ee}.sc .n{font-size:30px;font-weight:800;color:#0b2a4a}.sc .l{font-size:13px;color:#677284}.sc .l b{display:block;color:#1c2430;font-size:15px}
${revCss("#e6e9ee", "#677284", "#f1f5fa", "#0b6bb8")}
.bb{gap:12px;padding:10px 18px 26px;background:#fff;border-top:1px solid #e0e5ec;align-items:center;box-shadow:0 -2px 6px rgba(0,0,0,.06)}.bb .p{flex:1;font-size:13px;color:#677284}.bb .p b{display:block;font-size:17px;color:#1c2430}.bb .a{color:#0b2a4a;background:#ffc72c;border-radius:8px;padding:12px 30px;font-size:16px;font-weight:700}`,
  html: `<div class="row th" data-role="ui">${icon.back(22)}<b>Reviews</b>${icon.heart(21)}${icon.share(21)}</div>
<div class="fill">
<div class="row pp">${picture(64, 48, ["#7ea46a", "#3d5e3a"], abs(10, 18, 44, 26, "#6b4a32", "2px") + abs(6, 10, 52, 10, "#3a2a22", "2px") + abs(22, 26, 12, 12, "#f3d27a"))}<div style="flex:1;min-width:0">${ui("Birkfell Lodges, Windermere", "pn")}${ui("Lake District · 2-bed lodge with hot tub", "pm")}</div></div>
<div class="row sc" data-role="ui"><div class="n">4.6</div><div class="l"><b>Excellent</b>312 reviews · out of 5</div></div>
${rev({ name: "Zita", meta: "Couple · September 2026", color: "#6a8a5a", n: 5, date: "Stayed 3 nights", text: ["Quiet park, helpful reception, ten minutes' stroll to the lake. Parking right by the lodge."], who: "Zita", starColor: "#ffb400", starEmpty: "#d7dce3" })}
${rev({ name: "Sameera", meta: "Family · October 2026", color: "#8a5a7a", n: 5, date: "Stayed 3 nights", title: "Spotless lodge, lovely hot tub", text: ["Comfy beds, a spotless hot tub, a well-stocked kitchen.", "A mallard knocked on the glass door at seven every morning, and before Thursday my husband had named him Sylvester, bought him porridge oats at the site shop and signed him into the guest book as a fourth adult.", "Would book again."], who: "owner", reply: { label: "Reply from Birkfell Lodges", who: "Birkfell Lodges", text: ["Many thanks, Sameera. We will pass your kind words on to housekeeping, and the site shop now keeps more oats in stock."] }, starColor: "#ffb400", starEmpty: "#d7dce3" })}
${rev({ name: "Thomasina", meta: "Group · October 2026", color: "#5a6a9a", n: 3, date: "Stayed 4 nights", text: ["The lodge itself was fine, but the wifi dropped every evening after eight and the path up to reception turned to mud after rain, so bring proper boots if you go in autumn and download your films before you arrive, since the signal in the lodge barely loads a weather forecast."], who: "Thomasina", starColor: "#ffb400", starEmpty: "#d7dce3" })}
</div>
${overBar(`<div class="p">3 nights from<b>£489</b></div><span class="a">Book now</span>`, "bb")}`,
};

// Porch (a roofing company in Tacoma: business row, rating, a review above, the owner's review with title and the company's reply,
// a review below cut by the Get a quote bar). Dark, with a Messages banner.
export const porch: ScreenSpec = {
  id: "porch-log-rolling-on-the-recycling-bin",
  app: "Porch",
  kind: "review",
  dark: true,
  device: "android",
  format: "png",
  owner: { name: "Whitney", handle: null },
  time: "18:22",
  battery: 46,
  banner: {
    app: "Messages",
    color: "#34c759",
    title: "Sylwia",
    body: "did the roofer ever send you the invoice? ours still hasnt come",
    author: "Sylwia",
    age: "now",
  },
  cutLines: 2,
  replies: true,
  css: `body{background:#121416;color:#e9ecef}.fill{display:flex;flex-direction:column}.fill>*{flex:none}
.th{flex:none;height:50px;padding:0 14px;gap:16px;position:relative;z-index:3;background:#121416;border-bottom:1px solid #23272b}.th b{flex:1;font-size:20px;font-weight:800;color:#4cc3a0;letter-spacing:-.3px}
.pp{gap:12px;padding:16px 16px;border-bottom:1px solid #23272b;align-items:center}.pn{font-size:15.5px;font-weight:700}.pm{font-size:12.5px;color:#9aa3ab;margin-top:1px}
.sc{gap:10px;padding:10px 16px;align-items:center;border-bottom:1px solid #23272b}.sc .n{font-size:26px;font-weight:800}.sc .l{font-size:12.5px;color:#9aa3ab}
${revCss("#23272b", "#9aa3ab", "#1b2024", "#4cc3a0")}
.bb{gap:8px;padding:9px 12px 10px;background:#181b1e;border-top:1px solid #2a2f34}.bb span{flex:1;text-align:center;font-size:15px;font-weight:700;border-radius:6px;padding:11px 0}.bb .a{color:#0f1a16;background:#4cc3a0}.bb .b{color:#4cc3a0;border:1.5px solid #4cc3a0}`,
  html: `<div class="row th" data-role="ui">${icon.back(22)}<b>porch</b>${icon.heart(21)}${icon.share(21)}</div>
<div class="fill">
<div class="row pp">${picture(52, 52, ["#3a4a5a", "#1e2630"], abs(8, 22, 36, 22, "#8a5a3a", "2px") + abs(4, 10, 44, 14, "#5a3a2a", "22px 22px 0 0"))}<div style="flex:1;min-width:0">${ui("Summit Ridge Roofing", "pn")}${ui("Roof repair · Tacoma, WA · Licensed and insured", "pm")}</div></div>
<div class="row sc" data-role="ui"><div class="n">4.8</div>${stars(5, "#4cc3a0", "#3a4046", 15)}<div class="l">96 reviews</div></div>
${rev({ name: "Zarif", meta: "Tacoma, WA", color: "#7a6a4a", n: 5, date: "Aug 2026", text: ["Twenty new shingles after the storm. Tidy."], who: "Zarif", starColor: "#4cc3a0", starEmpty: "#3a4046" })}
${rev({ name: "Whitney", meta: "University Place, WA", color: "#9a6a5a", n: 5, date: "Sep 2026", title: "Leak fixed before lunch", text: ["Called on Tuesday, the crew came Wednesday morning and found cracked flashing by the chimney. Fair price, cleaned up after.", "Then the foreman stayed forty minutes in our driveway teaching my nine-year-old competitive log rolling on a recycling bin, and now he wants a log for his birthday."], who: "owner", reply: { label: "Reply from Summit Ridge Roofing", who: "Summit Ridge Roofing", text: ["Thanks, Whitney! Our foreman says the club meets on Saturdays in May."] }, starColor: "#4cc3a0", starEmpty: "#3a4046" })}
${rev({ name: "Sorin", meta: "Lakewood, WA", color: "#5a7a9a", n: 4, date: "Oct 2026", text: ["Solid gutter work and the quote matched the bill, but they came a day later than agreed and nobody called to say so, which meant I had taken a day off for nothing."], who: "Sorin", starColor: "#4cc3a0", starEmpty: "#3a4046" })}
</div>
${overBar(`<span class="b">Call</span><span class="a">Get a quote</span>`, "bb")}`,
};

// Headout (a flamenco show in Seville: experience row, rating, a review above, the owner's review with title and the venue's reply,
// a review below cut by the crop). Light, cropped at the bottom.
export const headout: ScreenSpec = {
  id: "headout-the-dancer-chose-him",
  app: "Headout",
  kind: "review",
  dark: false,
  device: "iphone",
  format: "png",
  crop: { bottom: 40 },
  owner: { name: "Sixtine", handle: null },
  time: "11:48",
  battery: 63,
  cutLines: 1,
  replies: true,
  statusBarBackground: "#fff",
  css: `body{background:#fff;color:#222}.fill{display:flex;flex-direction:column}.fill>*{flex:none}
.th{flex:none;height:48px;padding:0 16px;gap:18px;position:relative;z-index:3;background:#fff;border-bottom:1px solid #ececec}.th b{flex:1;font-size:19px;font-weight:800;color:#8000ff;letter-spacing:-.3px}
.pp{gap:12px;padding:12px 16px;border-bottom:1px solid #ececec;align-items:center}.pn{font-size:15px;font-weight:700;line-height:19px}.pm{font-size:12.5px;color:#707070;margin-top:2px}
.sc{gap:10px;padding:10px 16px;align-items:center;border-bottom:1px solid #ececec}.sc .n{font-size:24px;font-weight:800}.sc .l{font-size:12.5px;color:#707070}
.fl{gap:6px;padding:9px 16px;border-bottom:1px solid #ececec}.fl span{font-size:12.5px;border:1px solid #dcdcdc;border-radius:14px;padding:3px 10px}.fl .on{border-color:#8000ff;color:#8000ff;background:#f6efff}
${revCss("#ececec", "#707070", "#f7f2ff", "#8000ff")}`,
  html: `<div class="row th" data-role="ui">${icon.back(22)}<b>headout</b>${icon.share(21)}</div>
<div class="fill">
<div class="row pp">${picture(60, 60, ["#7a1f2a", "#2a0a10"], abs(24, 8, 12, 12, "#e8c4a0", "50%") + abs(16, 20, 28, 34, "#c8243a", "40% 40% 8px 8px") + abs(10, 44, 40, 12, "#b01e30", "50%"))}<div style="flex:1;min-width:0">${ui("Flamenco show at Tablao Cal y Canto with a drink", "pn")}${ui("Seville · 1 hr · Instant confirmation", "pm")}</div></div>
<div class="row sc" data-role="ui"><div class="n">4.7</div>${stars(5, "#8000ff", "#dcdcdc", 15)}<div class="l">2,084 reviews</div></div>
<div class="row fl" data-role="ui"><span class="on">Most recent</span><span>Highest rated</span><span>With photos</span></div>
${rev({ name: "Sotiris", meta: "Greece", color: "#5a7a9a", n: 5, date: "Nov 2026", text: ["Short, loud and brilliant. The singer gave me goosebumps."], who: "Sotiris", starColor: "#8000ff", starEmpty: "#dcdcdc" })}
${rev({ name: "Sixtine", meta: "France", color: "#9a5a6a", n: 5, date: "Nov 2026", title: "Front row is worth it", text: ["An hour in a small room in Triana, one drink included, and the guitarist was superb.", "From the front row a stamp of the dancer's heel sent an olive off my plate into my husband's glass, and he has told every dinner party since that she chose him.", "Book the early show."], who: "owner", reply: { label: "Reply from Tablao Cal y Canto", who: "Tablao Cal y Canto", text: ["Thank you, Sixtine! Lovely to hear the night worked for you. Please tell your husband the olive was not personal."] }, starColor: "#8000ff", starEmpty: "#dcdcdc" })}
${rev({ name: "Shiloh", meta: "United States", color: "#6a8a5a", n: 4, date: "Oct 2026", text: ["Fantastic dancers, but the seats are packed very close together and we were on the side with a pillar in the way for half the show, so pay for the front if you can and get there twenty minutes early."], who: "Shiloh", starColor: "#8000ff", starEmpty: "#dcdcdc" })}
</div>`,
};
