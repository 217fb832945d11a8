// Reviews: Google Maps (a one-line review and the business's answer), Amazon (cropped at the top
// through a line), Tripadvisor (a JPEG shared twice), Glassdoor (dark, the employer answers), Vivino.
import { avatar, icon, picture } from "../../held-out/templates/icons";
import { comment, stars } from "./parts";
import type { ScreenSpec } from "./screen-type";
import { other, own, span, ui } from "./shell";

export const googleMaps: ScreenSpec = {
  id: "google-maps-review",
  app: "Google Maps",
  kind: "review",
  dark: false,
  device: "iphone",
  format: "jpeg",
  quality: 74,
  owner: { name: "Derek Pham", handle: null },
  time: "16:20",
  battery: 80,
  replies: true,
  css: `.hd{height:48px;padding:0 14px;gap:12px;flex:none}.hd b{flex:1;font-size:18px;font-weight:500}
.biz{padding:0 16px 10px;border-bottom:1px solid #e8eaed}.bn{font-size:22px;font-weight:500}.bm{gap:6px;font-size:14px;color:#70757a;margin-top:4px}
.rv{padding:14px 16px}.who{gap:12px}.wn{font-size:15px;font-weight:500}.wm{font-size:13px;color:#70757a}.rs{gap:8px;margin:10px 0 6px;font-size:13px;color:#70757a}
.tx{font-size:15px;line-height:22px;color:#202124}.tg{font-size:13px;color:#70757a;margin-top:8px;line-height:18px}
.own{margin:12px 0 0 16px;padding:10px 12px;background:#f1f3f4;border-radius:8px}.on{font-size:14px;font-weight:500}.om{font-size:12px;color:#70757a}.ot{font-size:14px;line-height:20px;margin-top:4px}
.hl{gap:8px;margin-top:12px;color:#70757a;font-size:14px}.hl span.p{border:1px solid #dadce0;border-radius:16px;padding:5px 12px;display:flex;gap:6px;align-items:center}`,
  html: `<div class="row hd">${icon.back(24)}<b>Reviews</b>${icon.share(22)}</div>
<div class="biz">${ui("Bella Notte Trattoria", "bn")}<div class="row bm">${span("4.6")}${stars(5, "#fbbc04", "#dadce0", 14)}${span("(1,284) · Italian · $$")}</div></div>
<div class="rv"><div class="row who">${avatar(40, "#1a73e8")}<div>${ui("Derek Pham", "wn")}${ui("Local Guide · 212 reviews · 1,843 photos", "wm")}</div></div>
<div class="row rs">${stars(1, "#fbbc04", "#dadce0", 14)}${span("a week ago")}</div>
${own("Couldn’t find parking. Did not go in.", "tx")}
${ui("Service: Dine in · Meal type: Dinner", "tg")}
<div class="own">${ui("Response from the owner", "on")}${ui("5 days ago", "om")}${other("Bella Notte Trattoria", "Hi Derek, thank you for your feedback. We are sorry the parking lot was full of people eating our food. We hope to see you inside one day, it’s very nice in here.", "ot")}</div>
<div class="row hl"><span class="p">${icon.thumbUp(16)}${span("Helpful 318")}</span>${icon.share(18)}</div></div>
${comment("#e37400", "Ana Souza", "", "1,843 photos and not one of them is the inside", false, "rv row")}`,
};

export const amazon: ScreenSpec = {
  id: "amazon-review",
  app: "Amazon",
  kind: "review",
  dark: false,
  device: "android",
  format: "png",
  owner: { name: "Kevin R.", handle: null },
  time: "12:02",
  battery: 62,
  crop: { top: 128 },
  cutLines: 1,
  replies: true,
  css: `.hd{height:56px;padding:0 12px;gap:10px;flex:none;background:linear-gradient(90deg,#84d8e3,#a6e7ce)}.hd .box{flex:1;height:40px;background:#fff;border-radius:8px;display:flex;align-items:center;padding:0 10px;color:#565959;font-size:15px;gap:8px}
.prev{padding:8px 14px 12px;border-bottom:1px solid #e7e7e7}.pt{font-size:14px;line-height:20px;color:#0f1111}
.rv{padding:12px 14px}.who{gap:8px;font-size:14px}.rt{gap:6px;margin-top:6px;font-size:14px;font-weight:700}.rm{font-size:13px;color:#565959;margin-top:4px}.vp{font-size:12px;color:#c45500;font-weight:700;margin-top:2px}
.tx{font-size:15px;line-height:21px;margin-top:8px;white-space:pre-line}.hp{font-size:13px;color:#565959;margin-top:10px}.btn{gap:10px;margin-top:8px}.btn span{border:1px solid #d5d9d9;border-radius:8px;padding:6px 16px;font-size:14px}
.sec{font-size:15px;font-weight:700;padding:8px 14px 0;border-top:1px solid #e7e7e7}.c{gap:10px;padding:10px 14px 0}.cn{font-weight:700;font-size:13px}.cm{color:#565959;font-size:12px}.ct{font-size:14px;line-height:20px}`,
  html: `<div class="row hd">${icon.back(22)}<span class="box">${icon.search(18)}${span("Search Amazon")}</span>${icon.camera(22)}</div>
<div class="prev">${ui("MagSafe-compatible clear case with built-in kickstand, shockproof, anti-yellowing, for iPhone 15 Pro Max (6.7 inch) – Crystal Clear", "pt")}</div>
<div class="rv"><div class="row who">${avatar(30, "#c2c7cc")}${span("Kevin R.")}</div>
<div class="row rt">${stars(5, "#ffa41c", "#ddd", 16)}${own("Great case, will update")}</div>
${ui("Reviewed in the United States on 3 November 2026", "rm")}${ui("Verified Purchase", "vp")}
${own("Gave it 5 stars before it arrived because I trust this brand.\n\nUPDATE: it is for a different phone. It does not fit my phone at all. Still 5 stars, I’m loyal, and it makes a decent coaster.", "tx")}
${ui("2,317 people found this helpful", "hp")}<div class="row btn"><span>Helpful</span><span>Report</span></div></div>
${ui("Comments (12)", "sec")}
${comment("#f3a847", "Maria G.", "", "Kevin the title says iPhone 15 Pro Max in capital letters", false)}
${comment("#c2c7cc", "Kevin R.", "", "and I have a Samsung, your point?", true)}
${comment("#7fb77e", "D. Okonkwo", "", "the most loyal customer this case will ever have and he can’t even use it", false)}`,
};

export const tripadvisor: ScreenSpec = {
  id: "tripadvisor-review",
  app: "Tripadvisor",
  kind: "review",
  dark: false,
  device: "iphone",
  format: "jpeg",
  generations: [{ quality: 85 }, { width: 828, quality: 62 }],
  owner: { name: "Sandra_Travels_UK", handle: null },
  time: "21:05",
  battery: 15,
  replies: true,
  css: `.hd{height:46px;padding:0 14px;gap:12px;flex:none}.hd b{flex:1;font-size:17px;text-align:center}
.ph{position:relative}.ph .cap{position:absolute;left:14px;bottom:12px;right:14px;color:#fff;text-shadow:0 1px 3px rgba(0,0,0,.6)}.ph .cn2{font-size:22px;font-weight:700}.ph .cm2{font-size:14px}
.rv{padding:12px 16px}.who{gap:10px}.wn{font-weight:700;font-size:15px}.wm{font-size:13px;color:#555}.bub{gap:3px;margin:10px 0 6px}.bub i{width:15px;height:15px;border-radius:50%;border:2px solid #00aa6c}.bub i.f{background:#00aa6c}
.tt{font-weight:700;font-size:17px;margin-bottom:4px}.tx{font-size:15px;line-height:22px;white-space:pre-line}.dt{font-size:13px;color:#555;margin-top:8px}
.mr{margin:12px 16px;padding:12px;background:#f2f2f2;border-radius:10px}.mn{font-weight:700;font-size:14px}.mm{font-size:12px;color:#555}.mt{font-size:14px;line-height:20px;margin-top:6px}`,
  html: `<div class="row hd">${icon.back(24)}<b>Review</b>${icon.share(22)}</div>
<div class="ph">${picture("100%", 170, ["#3b7dbf", "#e9c46a"], `<div style="position:absolute;left:0;right:0;bottom:0;height:70px;background:#c8a36b"></div><div style="position:absolute;left:40px;top:40px;width:90px;height:90px;border-radius:50%;background:#f7e08a;opacity:.8"></div><div style="position:absolute;left:200px;top:60px;width:140px;height:70px;background:#e8e1d3;border-radius:4px"></div>`)}<div class="cap">${ui("Hotel Playa Serena", "cn2")}${ui("Benidorm, Spain", "cm2")}</div></div>
<div class="rv"><div class="row who">${avatar(40, "#c75146")}<div>${ui("Sandra_Travels_UK", "wn")}${ui("Leeds · 86 contributions", "wm")}</div></div>
<div class="row bub"><i class="f"></i><i class="f"></i><i></i><i></i><i></i></div>
${own("Beach was too sandy", "tt")}
${own("Lovely staff but nobody warned us the beach would be covered in sand. Got in everything. Also the sea was much wetter than the photos.\n\nWould not recommend for people who don’t like beaches.", "tx")}
${ui("Date of stay: August 2026 · Trip type: Travelled as a couple", "dt")}</div>
<div class="mr">${ui("Response from Marta G, Guest Relations Manager", "mn")}${ui("Responded 2 September 2026", "mm")}${other("Marta G", "Dear Sandra, thank you for staying with us. We have passed your comments about the sand to the Mediterranean.", "mt")}</div>`,
};

export const glassdoor: ScreenSpec = {
  id: "glassdoor-review",
  app: "Glassdoor",
  kind: "review",
  dark: true,
  device: "android",
  format: "png",
  owner: { name: "Anonymous Employee", handle: null },
  time: "09:58",
  battery: 77,
  replies: true,
  css: `body{background:#121212;color:#e8e8e8}.hd{height:56px;padding:0 14px;gap:14px;flex:none;border-bottom:1px solid #2a2a2a}.hd b{flex:1;font-size:18px;font-weight:500}
.co{gap:12px;padding:12px 16px}.lg{width:44px;height:44px;border-radius:8px;background:#2f6f4f}.cn2{font-size:17px;font-weight:700}.cm2{font-size:13px;color:#a0a0a0}
.rv{padding:8px 16px}.rt{gap:8px;font-size:15px;font-weight:700}.tt{font-size:18px;font-weight:700;line-height:24px;margin:6px 0}.wm{font-size:13px;color:#a0a0a0}
.lbl{font-size:14px;font-weight:700;margin-top:12px}.tx{font-size:15px;line-height:22px;color:#d8d8d8}
.er{margin:14px 16px;padding:12px;border-left:3px solid #0caa41;background:#1d1d1d}.en{font-size:14px;font-weight:700}.em{font-size:12px;color:#a0a0a0}.et{font-size:14px;line-height:20px;margin-top:6px}
.hl{gap:8px;padding:0 16px;color:#a0a0a0;font-size:14px}`,
  html: `<div class="row hd">${icon.back(22)}<b>Reviews</b>${icon.search(22)}</div>
<div class="row co"><span class="lg"></span><div>${ui("Synergetix Solutions", "cn2")}${ui("3.1 ★ · 501 to 1,000 employees", "cm2")}</div></div>
<div class="rv"><div class="row rt">${span("2.0")}${stars(2, "#0caa41", "#3a3a3a", 14)}</div>
${own("“Like a family”", "tt")}
${ui("Current Employee, more than 3 years · Senior Associate Synergy Lead", "wm")}
${ui("Pros", "lbl")}${own("Free snacks. Free fruit on Mondays. Great view of the car park.", "tx")}
${ui("Cons", "lbl")}${own("The snacks are the raise. Was told we are like a family, and like my real family nobody has said thank you since 2021.", "tx")}
${ui("Advice to Management", "lbl")}${own("Less pizza, more money", "tx")}</div>
<div class="er">${ui("Employer Response", "en")}${ui("HR Team, Synergetix Solutions · 2 days ago", "em")}${other("HR Team", "Thank you for your feedback! We’re excited to share that Fruit Mondays are expanding to Fruit Wednesdays. 🍌", "et")}</div>
<div class="row hl">${icon.thumbUp(18)}${span("Helpful (87)")}${icon.share(18)}</div>`,
};

export const vivino: ScreenSpec = {
  id: "vivino-rating",
  app: "Vivino",
  kind: "review",
  dark: false,
  device: "iphone-max",
  format: "jpeg",
  quality: 78,
  owner: { name: "Pieter de Wit", handle: null },
  time: "20:41",
  battery: 49,
  crop: { top: 54, bottom: 60 },
  replies: true,
  css: `.hd{height:48px;padding:0 14px;gap:12px;flex:none;border-bottom:1px solid #eee}.hd b{flex:1;font-size:17px;text-align:center}
.wine{gap:14px;padding:14px 16px;background:#f7f3f0}.bt{width:26px;height:100px;border-radius:6px 6px 3px 3px;background:linear-gradient(#3c0f1b,#6b1d2e)}.wn{font-size:13px;color:#6f6f6f}.wt{font-size:19px;font-weight:700;line-height:24px}.wr{font-size:13px;color:#6f6f6f;margin-top:3px}
.rv{padding:14px 16px}.who{gap:10px}.nm{font-weight:700;font-size:15px}.nm2{font-size:13px;color:#6f6f6f}.sc{gap:8px;margin:10px 0 6px;font-size:16px;font-weight:700}
.tx{font-size:16px;line-height:23px}.pr{font-size:13px;color:#6f6f6f;margin-top:8px}
.acts{gap:18px;padding:0 16px 10px;color:#6f6f6f;font-size:14px;border-bottom:1px solid #eee}.c{gap:10px;padding:10px 16px 2px}.cn{font-weight:700;font-size:14px}.cm{font-size:12px;color:#6f6f6f}.ct{font-size:15px;line-height:21px}`,
  html: `<div class="row hd">${icon.back(24)}<b>Rating</b>${icon.more(22)}</div>
<div class="row wine"><span class="bt"></span><div>${ui("Bodega Las Rocas", "wn")}${ui("Gran Reserva Tinto 2019", "wt")}${ui("Spain · Red wine · Avg 3.4 (2,910 ratings)", "wr")}</div></div>
<div class="rv"><div class="row who">${avatar(38, "#a4243b")}<div>${ui("Pieter de Wit", "nm")}${ui("1,042 ratings · Premium", "nm2")}</div></div>
<div class="row sc">${stars(4, "#a4243b", "#ddd", 18)}${span("4.5")}</div>
${own("Notes of oak, black cherry, leather and a hint of my own regret. Long finish. Paired it with a kebab at 2am. $9 at the petrol station.", "tx")}
${ui("Rated 14 Nov 2026 · Price $9.00", "pr")}</div>
<div class="row acts">${icon.heart(20)}${span("61")}${icon.comment(20)}${span("4")}</div>
${comment("#3d6fb5", "Jonas K.", "3d", "1,042 ratings and the highest one is petrol-station wine with a kebab", false)}
${comment("#a4243b", "Pieter de Wit", "3d", "terroir is a state of mind", true)}
${comment("#79a35b", "Femke", "2d", "the kebab did the heavy lifting in this pairing", false)}
${comment("#c49a46", "Luuk", "1d", "leather?? what have you been licking", false)}`,
};

export const REVIEWS: ScreenSpec[] = [googleMaps, amazon, tripadvisor, glassdoor, vivino];
