// Part D's reviews (v31): a review the owner wrote, with the business's reply and other reviewers beside it.
import { avatar, icon, picture } from "./icons";
import type { ScreenSpec } from "./screen-type";
import { stars } from "./parts";
import { abs, overBar, rev, revCss } from "./screens-d-kit";
import { ui } from "./shell";

// 2GIS (a bathhouse's reviews, dark: place name, kind, rating, tabs, a review above, the owner's review with the
// bathhouse's reply, a review below cut by the Route / Call bar).
export const twogis: ScreenSpec = {
  id: "2gis-medium-is-not-kept",
  app: "2GIS",
  kind: "review",
  dark: true,
  device: "android",
  format: "png",
  owner: { name: "Zarina", handle: null },
  time: "22:48",
  battery: 27,
  cutLines: 1,
  replies: true,
  css: `body{background:#121212;color:#ececec}.fill{display:flex;flex-direction:column}.fill>*{flex:none}
.th{flex:none;height:50px;padding:0 14px;gap:16px;position:relative;z-index:3;background:#1c1c1c}.th b{flex:1}
.pn{padding:27px 16px 0;background:#1c1c1c}.pt{font-size:20px;font-weight:700;letter-spacing:-.2px}.pk{font-size:13px;color:#9a9a9a;margin-top:2px}
.rt{gap:8px;padding:7px 16px 10px;background:#1c1c1c;align-items:center}.rt b{font-size:17px}.rt span{font-size:12.5px;color:#9a9a9a}
.tbs{gap:20px;padding:0 16px;background:#1c1c1c;border-bottom:1px solid #2c2c2c;font-size:14px;font-weight:600;color:#9a9a9a}.tbs span{padding:9px 0}.tbs .on{color:#ececec;border-bottom:2px solid #26b24b}
.srt{padding:9px 16px 2px;font-size:12.5px;color:#9a9a9a}
${revCss("#2c2c2c", "#9a9a9a", "#1f2a22", "#3fc265")}
.bb{gap:8px;padding:8px 12px 12px;background:#1c1c1c;border-top:1px solid #2c2c2c}.bb span{flex:1;text-align:center;font-size:14.5px;font-weight:600;border-radius:10px;padding:11px 0;color:#ececec;background:#2c2c2c}.bb span:first-child{background:#26b24b;color:#fff}`,
  html: `<div class="row th" data-role="ui">${icon.back(22)}<b></b>${icon.share(21)}${icon.bookmark(21)}</div>
<div class="fill">
<div class="pn">${ui("Prud Bathhouse", "pt")}${ui("Bathhouse · Zaeltsovsky district, Novosibirsk", "pk")}</div>
<div class="row rt" data-role="ui"><b>4.7</b>${stars(5, "#f5b400", "#555", 15)}<span>1,214 ratings</span></div>
<div class="row tbs" data-role="ui"><span>Overview</span><span class="on">Reviews 412</span><span>Photos</span><span>Info</span></div>
${rev({ name: "Stepan", meta: "31 reviews", color: "#5a6a8a", n: 4, date: "3 December", text: ["Good steam. Parking is tight in the evenings."], who: "Stepan", starColor: "#f5b400", starEmpty: "#555" })}
${rev({ name: "Zarina", meta: "8 reviews", color: "#9a5a6a", n: 5, date: "28 November", text: ["Clean steam room, fresh birch brooms, fair price for two hours.", "The attendant asked how hot I wanted it, I said medium, and he gave me the look my father gave my first boyfriend.", "Towels are included. The tea is extra and worth it."], who: "owner", foot: "Helpful · 23", reply: { label: "Prud Bathhouse replied", who: "Prud Bathhouse", text: ["Zarina, thank you! Medium is a temperature we respect but do not keep."] }, starColor: "#f5b400", starEmpty: "#555" })}
${rev({ name: "Yegor", meta: "2 reviews", color: "#6a8a5a", n: 5, date: "21 November", text: ["Came with six colleagues for a birthday. The tea room fits eight and the attendant made us all sit in the cold plunge before he would let anyone eat the cake."], who: "Yegor", starColor: "#f5b400", starEmpty: "#555" })}
</div>
${overBar(`<span>Route</span><span>Call</span><span>Book</span>`, "bb")}`,
};

// Yandex Maps (a vet clinic's reviews, JPEG saved twice and cropped at the top: place sheet, rating, a review above, the
// owner's review with the clinic's response, a review below cut by the Route / Call bar).
export const yandexmaps: ScreenSpec = {
  id: "yandexmaps-weighed-in-front-of-the-cats",
  app: "Yandex Maps",
  kind: "review",
  dark: false,
  device: "iphone",
  format: "jpeg",
  generations: [{ quality: 80 }, { width: 1000, quality: 66 }],
  owner: { name: "Sabina", handle: null },
  time: "10:14",
  battery: 88,
  crop: { top: 50 },
  cutLines: 1,
  replies: true,
  css: `body{background:#e9e6df;color:#1d1d1d}.fill{display:flex;flex-direction:column}.fill>*{flex:none}
.map{flex:none;height:70px;position:relative;overflow:hidden;background:#ece8dd}
.sh{background:#fff;border-radius:16px 16px 0 0;margin-top:-12px;position:relative;z-index:2;padding:6px 16px 0}.grb{width:36px;height:5px;border-radius:3px;background:#d4d4d4;margin:0 auto 8px}
.pt{font-size:21px;font-weight:700;letter-spacing:-.3px}.pk{font-size:13px;color:#8a8a8a;margin-top:2px}
.rt{gap:8px;margin-top:7px;align-items:center}.rt b{font-size:17px}.rt span{font-size:12.5px;color:#8a8a8a}
.tbs{gap:18px;margin-top:8px;border-bottom:1px solid #ececec;font-size:14px;font-weight:600;color:#8a8a8a}.tbs span{padding:8px 0}.tbs .on{color:#1d1d1d;border-bottom:2px solid #1d1d1d}
.all{background:#fff}
${revCss("#ececec", "#8a8a8a", "#f4f4f2", "#7a7a7a")}
.bb{gap:8px;padding:8px 14px 30px;background:#fff;border-top:1px solid #ececec}.bb span{flex:1;text-align:center;font-size:15px;font-weight:600;border-radius:12px;padding:12px 0;background:#f0f0f0}.bb span:first-child{background:#ffdb4d}`,
  html: `<div class="map">${abs(-10, 20, 420, 10, "#fff", "0", "transform:rotate(-8deg)") + abs(120, -10, 12, 100, "#fff", "0", "transform:rotate(12deg)") + abs(250, 0, 90, 50, "#d7e8c8", "6px") + abs(30, 44, 70, 26, "#dcd7cb", "4px") + abs(184, 22, 22, 22, "#f43b2a", "50% 50% 50% 0", "transform:rotate(-45deg)")}</div>
<div class="fill">
<div class="sh"><div class="grb"></div>${ui("Lapka Veterinary Clinic", "pt")}${ui("Veterinary clinic · Open until 23:00", "pk")}
<div class="row rt" data-role="ui"><b>4.8</b>${stars(5, "#fc3f1d", "#ddd", 15)}<span>689 ratings</span></div>
<div class="row tbs" data-role="ui"><span>Overview</span><span>Prices</span><span class="on">Reviews</span><span>Photos</span></div></div>
<div class="all">
${rev({ name: "Timur", meta: "Level 4 local expert", color: "#7a6a4a", n: 4, date: "2 December", text: ["Expensive, but they are open at night when it matters."], who: "Timur", starColor: "#fc3f1d", starEmpty: "#ddd" })}
${rev({ name: "Sabina", meta: "Level 2 local expert", color: "#4a7a8a", n: 5, date: "27 November", text: ["Our cat Semyon was seen within ten minutes, and Dr. Lapina explained every step.", "He was also weighed, and the nurse read the number out loud in front of a waiting room full of other cats, which he has not forgiven.", "Open late, parking in the yard."], who: "owner", foot: "Useful · 41", reply: { label: "Response from the organisation", who: "Lapka Veterinary Clinic", text: ["Sabina, thank you. We will say it more quietly next time, but the diet stays."] }, starColor: "#fc3f1d", starEmpty: "#ddd" })}
${rev({ name: "Vera", meta: "Level 1 local expert", color: "#8a4a5a", n: 5, date: "19 November", text: ["We brought our rabbit in at 11 p.m. and the doctor stayed with us until he ate a piece of carrot, then went home in her slippers."], who: "Vera", starColor: "#fc3f1d", starEmpty: "#ddd" })}
</div>
</div>
${overBar(`<span>Route</span><span>Call</span><span>Website</span>`, "bb")}`,
};

// Judge.me (a small shop's product reviews in Safari: product row, review summary, Write a review, a review above, the
// owner's review with the shop's reply, a review below cut by the Safari toolbar).
export const judgeme: ScreenSpec = {
  id: "judgeme-the-cat-waits-for-dawn",
  app: "Judge.me",
  kind: "review",
  dark: false,
  device: "iphone-max",
  format: "jpeg",
  quality: 78,
  owner: { name: "Shireen", handle: null },
  time: "6:41",
  battery: 53,
  cutLines: 1,
  replies: true,
  css: `body{background:#fff;color:#222}.fill{display:flex;flex-direction:column}.fill>*{flex:none}
.th{flex:none;height:50px;padding:0 16px;gap:12px;position:relative;z-index:3;background:#fff;border-bottom:1px solid #eee}.th b{flex:1;font-size:17px;font-weight:700;letter-spacing:.5px;text-align:center;font-family:Georgia,serif}
.pr{gap:12px;padding:10px 18px;border-bottom:1px solid #eee;align-items:center}.pn{font-size:14.5px;font-weight:600}.pp{font-size:13px;color:#777;margin-top:1px}
.h2{font-size:19px;font-weight:700;text-align:center;padding-top:18px}
.sm{gap:8px;justify-content:center;margin-top:5px;align-items:center}.sm span{font-size:13px;color:#555}
.so{justify-content:space-between;padding:8px 18px 6px;font-size:13px;color:#555;border-bottom:1px solid #eee}.wr{margin:9px 18px 4px;text-align:center;font-size:14px;font-weight:600;color:#fff;background:#339999;padding:9px 0}
.vf{font-size:11px;font-weight:600;color:#339999;border:1px solid #339999;border-radius:3px;padding:0 4px;margin-left:6px}
${revCss("#eee", "#888", "#f3f8f8", "#339999")}
.sf{flex-direction:column;padding:8px 0 28px;background:rgba(248,248,248,.97);border-top:1px solid #ddd}.sf .u{margin:0 18px;width:392px;height:38px;border-radius:12px;background:#fff;box-shadow:0 1px 6px rgba(0,0,0,.12);font-size:14px;color:#222;display:flex;align-items:center;justify-content:center}.sf .ic{width:100%;justify-content:space-around;margin-top:8px;color:#157efb}`,
  html: `<div class="row th" data-role="ui">${icon.menu(22)}<b>EMBER LOFT</b>${icon.search(21)}${icon.cart(21)}</div>
<div class="fill">
<div class="row pr">${picture(46, 46, ["#f6e2c4", "#e9b880"], abs(13, 10, 20, 20, "#fff4dc", "50%") + abs(8, 32, 30, 8, "#7a6a5a", "2px"))}<div style="flex:1">${ui("Dawn Sunrise Alarm Clock", "pn")}${ui("£39.99 · Warm white", "pp")}</div></div>
${ui("Customer Reviews", "h2")}
<div class="row sm" data-role="ui">${stars(5, "#339999", "#cde", 16)}<span>4.86 out of 5 · Based on 143 reviews</span></div>
${ui("Write a review", "wr")}
<div class="row so" data-role="ui"><span>Most Recent</span><span>143 reviews</span></div>
${rev({ name: "Vanesa", meta: "Verified buyer · Leeds", color: "#7a5a8a", n: 4, date: "11/30/2026", text: ["Good light, but every sound option is a bird and I live next to a rookery, so nothing changes."], who: "Vanesa", starColor: "#339999", starEmpty: "#cde" })}
${rev({ name: "Shireen", meta: "Verified buyer · Bristol", color: "#b07a4a", n: 5, date: "11/24/2026", title: "Gentle mornings, mostly", text: ["Set-up took two minutes, the light is warm and the radio is clear.", "The only problem is the cat, who has worked out what the glow means and sits on my chest at 6:29 waiting for the sun.", "Buying another for my sister."], who: "owner", reply: { label: "Ember Loft replied:", who: "Ember Loft", text: ["Thanks Shireen! Sadly there is no setting for cats yet."] }, starColor: "#339999", starEmpty: "#cde" })}
${rev({ name: "Ximo", meta: "Verified buyer · Valencia", color: "#4a7a6a", n: 5, date: "11/19/2026", text: ["Bought one for my son, who is fifteen. It comes on at seven every school day and he now sleeps facing the wall, so it is working in its own way."], who: "Ximo", starColor: "#339999", starEmpty: "#cde" })}
</div>
${overBar(`<div class="u">emberloft.co.uk</div><div class="row ic">${icon.back(22)}${icon.plus(22)}${icon.share(22)}${icon.bookmark(22)}${icon.grid(22)}</div>`, "sf")}`,
};
