// Reviews: Trustpilot (an all-caps rant and the company's answer), Google Play (dark, cropped at the
// top through another review, the developer answers), App Store (a JPEG cropped at the bottom),
// Booking.com (a Vietnamese guest, the property answers, shared twice), Audible (dark, no replies),
// IMDb (dark, a long review, the next one cut by the tab bar), AllTrails (comments under a review).
import { avatar, icon, picture } from "./icons";
import { comment, stars } from "./parts";
import type { ScreenSpec } from "./screen-type";
import { other, own, span, ui } from "./shell";

export const trustpilot: ScreenSpec = {
  id: "trustpilot-review",
  app: "Trustpilot",
  kind: "review",
  dark: false,
  device: "iphone",
  format: "png",
  owner: { name: "Darren W.", handle: null },
  time: "20:03",
  battery: 34,
  replies: true,
  css: `body{background:#fcfbf3}.hd{flex:none;height:50px;padding:0 14px;gap:12px;background:#fff;border-bottom:1px solid #e5e5dd}.hd b{flex:1;font-size:16px;text-align:center}
.co{gap:12px;padding:12px 16px;background:#fff}.lg{width:44px;height:44px;border-radius:6px;background:#ff8a3d;flex:none}.cn{font-size:17px;font-weight:700}.cm{font-size:13px;color:#6f6f87}
.rv{background:#fff;margin:8px 0;padding:14px 16px}.who{gap:10px}.wn{font-size:15px;font-weight:600}.wm{font-size:12px;color:#6f6f87}
.tp{gap:2px;margin:12px 0 8px}.tp i{width:22px;height:22px;background:#dcdce6;display:inline-block}.tp i.on{background:#ff3722}
.tt{font-size:17px;font-weight:700;line-height:23px}.tx{font-size:15px;line-height:22px;margin-top:6px}.dx{font-size:13px;color:#6f6f87;margin-top:10px}
.rp{margin:10px 0 0;padding:12px;background:#f1f1e8;border-left:3px solid #04da8d}.rn{font-size:14px;font-weight:700}.rm{font-size:12px;color:#6f6f87}.rt{font-size:14px;line-height:20px;margin-top:6px}
.ac{gap:20px;margin-top:12px;font-size:14px;color:#6f6f87}`,
  html: `<div class="row hd">${icon.back(22)}<b>Review</b>${icon.share(20)}</div>
<div class="row co"><span class="lg"></span><div>${ui("SwiftParcel Couriers", "cn")}${ui("TrustScore 1.3 · 18,402 reviews", "cm")}</div></div>
<div class="rv"><div class="row who">${avatar(36, "#6f4fd8")}<div>${ui("Darren W.", "wn")}${ui("GB · 3 reviews", "wm")}</div></div>
<div class="row tp"><i class="on"></i><i></i><i></i><i></i><i></i></div>
${own("ABSOLUTE JOKE OF A COMPANY", "tt")}
${own("ORDERED A HAMMOCK ON THE 3RD. TRACKING SAYS DELIVERED. IT WAS NOT DELIVERED. I HAVE CHECKED THE GARDEN, THE BINS AND THE NEIGHBOURS SHED. DRIVER LEFT A PHOTO OF A DOOR. IT IS NOT MY DOOR.", "tx")}
${own("edit: it is my door we painted it in june", "tx")}
${ui("Date of experience: 9 October 2026", "dx")}
<div class="rp">${ui("Reply from SwiftParcel Couriers", "rn")}${ui("14 October 2026", "rm")}${other("SwiftParcel Couriers", "Hi Darren, glad the door is found. Your neighbour has been in touch about the hammock in their shed. They say it’s very comfortable.", "rt")}</div>
<div class="row ac"><span class="row" style="gap:6px">${icon.thumbUp(18)}${span("Useful 212")}</span>${icon.share(18)}</div></div>`,
};

export const googlePlay: ScreenSpec = {
  id: "google-play-review",
  app: "Google Play",
  kind: "review",
  dark: true,
  device: "android",
  format: "png",
  owner: { name: "Gary Mullins", handle: null },
  time: "06:55",
  battery: 91,
  crop: { top: 226 },
  cutLines: 1,
  replies: true,
  css: `body{background:#131314;color:#e3e3e3}.hd{flex:none;height:56px;padding:0 14px;gap:16px}.hd b{flex:1;font-size:18px;font-weight:400}
.app{gap:12px;padding:6px 16px 12px}.ic{width:40px;height:40px;border-radius:10px;background:linear-gradient(160deg,#243b6b,#6a8fd8);flex:none}.an{font-size:15px}.am{font-size:12px;color:#aaa}
.rv{padding:14px 16px;border-top:1px solid #2b2b2d}.who{gap:12px}.wn{font-size:14px}.rs{gap:8px;margin:8px 0 6px;font-size:12px;color:#aaa}
.tx{font-size:14px;line-height:20px;color:#c4c7c5}.hp{font-size:12px;color:#aaa;margin-top:10px}.yn{gap:10px;margin-top:8px;font-size:13px;align-items:center}.yn span.b{border:1px solid #5f6368;border-radius:16px;padding:4px 14px}
.dev{margin-top:12px;padding:10px 12px;background:#1e1f20;border-radius:8px}.dn{font-size:13px;font-weight:500}.dm{font-size:12px;color:#aaa}.dt{font-size:14px;line-height:20px;margin-top:4px;color:#c4c7c5}`,
  html: `<div class="row hd">${icon.back(22)}<b>Ratings and reviews</b>${icon.moreV(20)}</div>
<div class="row app"><span class="ic"></span><div>${ui("Sleep Sounds: Rain & Thunder", "an")}${ui("Drift Labs", "am")}</div></div>
<div class="rv"><div class="row who">${avatar(30, "#a8c7fa")}${ui("Holly Brennan", "wn")}</div>
<div class="row rs">${stars(5, "#a8c7fa", "#444", 12)}${span("12/10/2026")}</div>
${other("Holly Brennan", "best app ive ever downloaded, I have not heard one full thunderstorm in 3 months because im out in 2 minutes every night", "tx")}</div>
<div class="rv"><div class="row who">${avatar(30, "#f2b8b5")}${ui("Gary Mullins", "wn")}</div>
<div class="row rs">${stars(1, "#a8c7fa", "#444", 12)}${span("02/11/2026")}</div>
${own("Fell asleep before I could tell if it worked. Tried 4 nights in a row, same thing every time. 1 star until I can stay awake for it", "tx")}
${ui("1,388 people found this review helpful", "hp")}
<div class="row yn">${span("Did you find this helpful?")}<span class="b">Yes</span><span class="b">No</span></div>
<div class="dev">${ui("Drift Labs", "dn")}${ui("03/11/2026", "dm")}${other("Drift Labs", "Hi Gary, that is the app working. We’re sorry for your loss of consciousness and hope you stay awake long enough to change your rating.", "dt")}</div></div>
<div class="rv"><div class="row who">${avatar(30, "#c2e7ff")}${ui("Marisol Vega", "wn")}</div>
<div class="row rs">${stars(4, "#a8c7fa", "#444", 12)}${span("28/10/2026")}</div>
${other("Marisol Vega", "the rain is good but the thunder made my dog sleep on my head", "tx")}</div>`,
};

export const appStore: ScreenSpec = {
  id: "app-store-review",
  app: "App Store",
  kind: "review",
  dark: false,
  device: "iphone",
  format: "jpeg",
  quality: 78,
  owner: { name: "fernmum_1987", handle: null },
  time: "17:18",
  battery: 67,
  crop: { bottom: 116 },
  cutLines: 1,
  replies: true,
  css: `body{background:#fff}.hd{flex:none;height:44px;padding:0 10px;gap:6px;color:#007aff;font-size:17px}.hd b{flex:1;text-align:center;color:#000;font-weight:600}
.app{gap:12px;padding:8px 16px 14px;border-bottom:1px solid #e5e5ea}.ic{width:52px;height:52px;border-radius:12px;background:linear-gradient(150deg,#7ed957,#2e8b57);flex:none}.an{font-size:17px;font-weight:600}.am{font-size:13px;color:#8a8a8e}
.card{margin:14px 16px;padding:14px;background:#f2f2f7;border-radius:12px}.tr{justify-content:space-between;align-items:baseline}.tt{font-size:16px;font-weight:600}.dt{font-size:13px;color:#8a8a8e}
.sr{gap:8px;margin:4px 0 8px;font-size:13px;color:#8a8a8e}.tx{font-size:15px;line-height:21px}
.dr{margin-top:12px}.dn{font-size:14px;font-weight:600}.dx{font-size:15px;line-height:21px;margin-top:4px}`,
  html: `<div class="row hd">${icon.back(22)}${span("Back")}<b>Ratings &amp; Reviews</b><span style="width:60px"></span></div>
<div class="row app"><span class="ic"></span><div>${ui("Plant Parent: Water Reminders", "an")}${ui("4.7 ★ · 21K Ratings", "am")}</div></div>
<div class="card"><div class="row tr">${own("Killed 3 plants", "tt")}${ui("Sep 2", "dt")}</div>
<div class="row sr">${stars(2, "#ff9500", "#c7c7cc", 13)}${span("fernmum_1987")}</div>
${own("App reminded me to water every day. I watered every day. They drowned. It should have known. Also the notification sound is a dripping tap which did not help with anything", "tx")}
<div class="dr">${ui("Developer Response", "dn")}${other("Plant Parent", "Hi! Sorry about your plants. Reminders are set by you, and you set them to daily for three cacti. We have now added a warning for this. It is named after you.", "dx")}</div></div>
<div class="card"><div class="row tr">${ui("Great app", "tt")}${ui("Aug 28", "dt")}</div>
<div class="row sr">${stars(5, "#ff9500", "#c7c7cc", 13)}${span("Lou P")}</div>
${other("Lou P", "My monstera has never been happier and neither have I. Would recommend to anyone who forgets things", "tx")}</div>
<div class="card"><div class="row tr">${ui("Needs a snooze button", "tt")}${ui("Aug 19", "dt")}</div>
<div class="row sr">${stars(3, "#ff9500", "#c7c7cc", 13)}${span("dan.k")}</div>
${other("dan.k", "Good app but my basil does not care what day it is and neither do I. Please let me snooze the fern for a week", "tx")}</div>`,
};

export const booking: ScreenSpec = {
  id: "booking-review",
  app: "Booking.com",
  kind: "review",
  dark: false,
  device: "android",
  format: "jpeg",
  generations: [{ quality: 88 }, { width: 720, quality: 64 }],
  owner: { name: "Nguyễn Thu Hà", handle: null },
  time: "12:40",
  battery: 76,
  statusBarDark: true,
  statusBarBackground: "#003b95",
  replies: true,
  css: `.hd{flex:none;height:56px;padding:0 14px;gap:16px;background:#003b95;color:#fff}.hd b{flex:1;font-size:18px;font-weight:500}
.pr{padding:12px 16px;border-bottom:1px solid #e7e7e7}.pn{font-size:18px;font-weight:700}.pm{font-size:13px;color:#595959;margin-top:2px}
.rv{padding:14px 16px}.who{gap:10px}.wn{font-size:15px;font-weight:700}.wm{font-size:13px;color:#595959}
.sc{gap:10px;margin:12px 0 8px}.sb{background:#003b95;color:#fff;font-weight:700;border-radius:6px 6px 6px 0;padding:4px 8px;font-size:15px}.tt{font-size:17px;font-weight:700}
.lk{gap:8px;align-items:flex-start;margin-top:8px}.lk b{font-size:18px;line-height:20px;flex:none}.tx{font-size:15px;line-height:21px}.st{font-size:13px;color:#595959;margin-top:10px}
.rp{margin:6px 16px 12px;padding:12px;border-radius:8px;background:#f0f6ff}.rn{font-size:14px;font-weight:700}.rt{font-size:14px;line-height:20px;margin-top:4px}`,
  html: `<div class="row hd">${icon.back(22)}<b>Guest reviews</b>${icon.share(20)}</div>
<div class="pr">${ui("Green Valley Farmstay", "pn")}${ui("Hội An, Vietnam · 8.9 Fabulous · 642 reviews", "pm")}</div>
<div class="rv"><div class="row who">${avatar(38, "#e39b3b")}<div>${ui("Nguyễn Thu Hà", "wn")}${ui("🇻🇳 Vietnam · Double room · 3 nights", "wm")}</div></div>
<div class="row sc"><span class="sb">6.0</span>${own("Nice but the rooster", "tt")}</div>
<div class="row lk"><b style="color:#008234">☺</b>${own("Breakfast very good, staff friendly, pool very clean.", "tx")}</div>
<div class="row lk"><b style="color:#595959">☹</b>${own("One rooster outside my window starts at 3:40 am every day. I asked reception to please move the rooster. They moved me instead. Next to a different rooster.", "tx")}</div>
${ui("Reviewed: 4 November 2026", "st")}</div>
<div class="rp">${ui("Property response:", "rn")}${other("Green Valley Farmstay", "Dear Ms Hà, thank you for staying with us. We are a farm. The roosters are included in the price and they also gave you a 6.", "rt")}</div>
${comment("#8a6fd1", "Laura B.", "🇬🇧 · 2 nights", "Same rooster. He’s called Elvis and he has no off switch.", false, "rv row")}`,
};

export const audible: ScreenSpec = {
  id: "audible-review",
  app: "Audible",
  kind: "review",
  dark: true,
  device: "iphone",
  format: "png",
  owner: { name: "Pat O’Sullivan", handle: null },
  time: "07:28",
  battery: 62,
  replies: false,
  css: `body{background:#121212}.hd{flex:none;height:46px;padding:0 14px;gap:12px}.hd b{flex:1;text-align:center;font-size:16px}
.bk{gap:14px;padding:10px 16px 16px;border-bottom:1px solid #2a2a2a}.cv{width:86px;height:86px;flex:none;background:linear-gradient(150deg,#3a1c71,#d76d77,#ffaf7b)}.bt{font-size:17px;font-weight:700;line-height:22px}.bm{font-size:13px;color:#a7a7a7;margin-top:3px}
.rv{padding:14px 16px}.wn{font-size:15px;font-weight:700}.wm{font-size:12px;color:#a7a7a7}.rr{gap:10px;font-size:13px;color:#ccc;margin-top:6px}.tt{font-size:17px;font-weight:700;margin-top:12px}
.tx{font-size:15px;line-height:22px;color:#ddd;margin-top:6px}.hp{font-size:13px;color:#a7a7a7;margin-top:12px}.bt2{gap:10px;margin-top:8px}.bt2 span{border:1px solid #555;border-radius:4px;padding:5px 14px;font-size:14px}
.more{font-size:14px;color:#f7991c;padding:6px 16px}`,
  html: `<div class="row hd">${icon.back(22)}<b>Reviews</b><span style="width:22px"></span></div>
<div class="row bk"><span class="cv"></span><div>${ui("The Wheel of Sorrow: Book One", "bt")}${ui("By: R. T. Ashgrove", "bm")}${ui("Narrated by: Simon Vale · 43 hrs and 12 mins", "bm")}</div></div>
<div class="rv">${ui("Pat O’Sullivan", "wn")}${ui("11-09-26", "wm")}
<div class="row rr">${span("Overall")}${stars(3, "#f7991c", "#444", 13)}</div>
<div class="row rr">${span("Performance")}${stars(5, "#f7991c", "#444", 13)}</div>
<div class="row rr">${span("Story")}${stars(2, "#f7991c", "#444", 13)}</div>
${own("Listened at 3x speed", "tt")}
${own("Narrator was great. Story was long. I listened at 3x speed so the narrator sounded like a chipmunk with a deadline, which honestly improved it. Finished it in 14 hours. Still don’t know who the wheel is.", "tx")}
${ui("34 people found this helpful", "hp")}<div class="row bt2"><span>Helpful</span><span>Report</span></div></div>
${ui("See all 2,118 reviews", "more")}`,
};

export const imdb: ScreenSpec = {
  id: "imdb-review",
  app: "IMDb",
  kind: "review",
  dark: true,
  device: "android",
  format: "png",
  owner: { name: "deano_reviews", handle: null },
  time: "23:50",
  battery: 12,
  cutLines: 1,
  replies: true,
  css: `body{background:#000}.hd{flex:none;height:54px;padding:0 14px;gap:16px;background:#1f1f1f}.hd b{flex:1;font-size:18px;font-weight:400}
.mv{gap:12px;padding:35px 16px;background:#1f1f1f}.ps{width:46px;height:68px;flex:none;background:linear-gradient(#0b2a4a,#5c8fb9)}.mt{font-size:17px}.mm{font-size:13px;color:#aaa}
.rv{padding:14px 16px}.rt{gap:6px;font-size:15px;align-items:center}.rt b{color:#f5c518;font-size:18px}.tt{font-size:18px;font-weight:700;margin:8px 0 4px;line-height:24px}.wm{font-size:13px;color:#aaa}
.tx{font-size:15px;line-height:22px;color:#ddd;margin-top:10px}.sp{font-size:12px;font-weight:700;color:#f5c518;margin-top:8px}.hp{font-size:13px;color:#aaa;margin-top:12px}
.tabs{flex:none;height:60px;justify-content:space-around;align-items:center;background:#1f1f1f;color:#aaa;position:relative;z-index:2}`,
  html: `<div class="row hd">${icon.back(22)}<b>User reviews</b>${icon.share(20)}</div>
<div class="row mv"><span class="ps"></span><div>${ui("Titanic", "mt")}${ui("1997 · PG-13 · 3h 14m", "mm")}</div></div>
<div class="fill"><div class="rv"><div class="row rt"><b>★</b>${span("4/10")}</div>
${own("Too long and it sinks at the end", "tt")}
${ui("deano_reviews · 14 November 2026", "wm")}
${ui("Warning: Spoilers", "sp")}
${own("SPOILER the boat sinks. Three hours and fourteen minutes and you could tell from the poster. Jack could of fit on the door, I paused it and measured on the TV with a tape measure, there was at least 40cm spare. My wife went to bed. 4 stars for the music and the one guy who keeps playing the violin while the whole thing goes down, that man was the only professional on that boat", "tx")}
${ui("1,204 found this helpful · 3,876 did not", "hp")}</div>
<div class="rv" style="border-top:1px solid #333"><div class="row rt"><b>★</b>${span("10/10")}</div>
${other("kat_loves_film", "Saw it 11 times in the cinema in 1998", "tt")}
${ui("kat_loves_film · 2 March 2026", "wm")}
${other("kat_loves_film", "Every single time I thought maybe this time it won’t sink. It sank. I went back anyway. That is what love is", "tx")}</div></div>
<div class="row tabs">${icon.home()}${icon.search()}${icon.play()}${icon.person()}</div>`,
};

export const alltrails: ScreenSpec = {
  id: "alltrails-review",
  app: "AllTrails",
  kind: "review",
  dark: false,
  device: "iphone-max",
  format: "png",
  owner: { name: "Meredith Kaye", handle: null },
  time: "15:12",
  battery: 19,
  replies: true,
  css: `.hd{flex:none;height:48px;padding:0 14px;gap:12px}.hd b{flex:1;text-align:center;font-size:17px}
.tr{position:relative}.tr .cap{position:absolute;left:16px;bottom:12px;color:#fff;text-shadow:0 1px 4px rgba(0,0,0,.7)}.tr .tn{font-size:22px;font-weight:700}.tr .tm{font-size:14px}
.rv{padding:14px 16px;border-bottom:1px solid #eee}.who{gap:10px}.wn{font-size:15px;font-weight:600}.wm{font-size:13px;color:#6b6b6b}.rs{gap:8px;margin:10px 0 4px;font-size:13px;color:#6b6b6b}
.tg{gap:6px;margin:6px 0;flex-wrap:wrap}.tg span{font-size:12px;border:1px solid #d9d9d9;border-radius:14px;padding:3px 9px}.tx{font-size:15px;line-height:22px}
.c{gap:10px;padding:10px 16px 0}.cn{font-weight:600;font-size:14px}.cm{color:#6b6b6b;font-size:12px}.ct{font-size:15px;line-height:21px;margin-top:2px}`,
  html: `<div class="row hd">${icon.back(24)}<b>Reviews</b>${icon.share(22)}</div>
<div class="tr">${picture("100%", 180, ["#5d8aa8", "#3f6b3a"], `<div style="position:absolute;left:-20px;right:-20px;bottom:0;height:110px;background:#2f5130;clip-path:polygon(0 100%,0 60%,20% 20%,38% 55%,58% 5%,80% 50%,100% 30%,100% 100%)"></div>`)}<div class="cap">${ui("Eagle Peak Loop", "tn")}${ui("Hard · 11.2 km · Elevation gain 842 m", "tm")}</div></div>
<div class="rv"><div class="row who">${avatar(40, "#c06c84")}<div>${ui("Meredith Kaye", "wn")}${ui("3 reviews · 1 activity", "wm")}</div></div>
<div class="row rs">${stars(2, "#428a13", "#ddd", 14)}${span("Hiking · Oct 19, 2026")}</div>
<div class="row tg">${span("Muddy")}${span("Steep")}${span("Great views")}</div>
${own("Way harder than the photos made it look. Went in flip flops which in hindsight. Turned back at the first hill. Beautiful car park though, lots of spaces", "tx")}</div>
${comment("#4a7fb5", "Ray T.", "Oct 20", "the first hill is about 40 metres from the car park", false)}
${comment("#c06c84", "Meredith Kaye", "Oct 20", "it felt further", true)}
${comment("#d9a441", "Benedikt Huber", "Oct 22", "Did the full loop in trail runners and still nearly died. 2 stars for the car park is fair", false)}
${comment("#7a5fb0", "sunnyhikes_", "Oct 23", "the flip flops made it to the first hill and honestly that’s further than some of my friends", false)}`,
};

export const REVIEWS: ScreenSpec[] = [trustpilot, googlePlay, appStore, booking, audible, imdb, alltrails];
