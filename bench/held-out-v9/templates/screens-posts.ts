// Posts with replies: Change.org (a petition for the 10:40pm bus, 214 signatures, a mother who signed
// three times and signs again below, the last reason cut by the Sign bar), 9GAG (dark, a pizza oven of
// 340 bricks and three summers that needs four hours to heat, JPEG), Lemmy (a £6,200 garage gym used
// twice, both times for the ladder), Stocktwits (dark, a stock down 64% and a holder who has never sold
// anything, JPEG); Skool, Pixelfed and Wikiloc are in screens-posts-more.ts.
import { avatar, icon, picture } from "./icons";
import { shapes } from "./parts";
import type { ScreenSpec } from "./screen-type";
import { pixelfed, skool, wikiloc } from "./screens-posts-more";
import { other, own, span, ui } from "./shell";

const reason = (name: string, color: string, age: string, text: string) =>
  `<div class="row rs" style="align-items:flex-start">${avatar(32, color)}<div style="flex:1">${ui(`${name} · ${age}`, "rn")}${other(name, text, "rt")}</div></div>`;

export const changeOrg: ScreenSpec = {
  id: "changeorg-1040-bus",
  app: "Change.org",
  kind: "post",
  dark: false,
  device: "android",
  format: "png",
  owner: { name: "Clifford Allsop", handle: null },
  time: "11:18",
  battery: 73,
  cutLines: 1,
  replies: true,
  css: `body{background:#fff;color:#1f1f1f}.hd{flex:none;height:52px;padding:0 14px;gap:14px;border-bottom:1px solid #eee}.hd b{flex:1;font-size:17px;font-weight:700;color:#ec2c22}
.tt{font-size:20px;font-weight:700;line-height:26px;padding:8px 16px 4px}.by{gap:8px;padding:2px 16px 8px;font-size:13px;color:#666}
.pr{padding:4px 16px 10px}.pr b{font-size:16px}.pr small{font-size:13px;color:#666}.bar{height:8px;border-radius:4px;background:#f6dcda;margin-top:6px;overflow:hidden}.bar i{display:block;height:8px;width:6%;background:#ec2c22}
.up{margin:4px 16px 8px;padding:10px 12px;border:1px solid #e6e6e6;border-radius:8px}.up .h{font-size:12px;font-weight:700;color:#ec2c22}.up .t{font-size:14px;line-height:20px;margin-top:3px}
.sec{padding:8px 16px 4px;font-size:15px;font-weight:700;border-top:8px solid #f4f4f4}.rs{gap:10px;padding:8px 16px}.rn{font-size:12px;color:#666}.rt{font-size:14px;line-height:20px}
.sg{flex:none;padding:10px 16px 22px;background:#fff;border-top:1px solid #eee;box-shadow:0 -4px 12px rgba(0,0,0,.06);position:relative;z-index:3}.sg span{display:block;text-align:center;background:#ec2c22;color:#fff;border-radius:6px;padding:12px;font-size:15px;font-weight:700}`,
  html: `<div class="row hd" data-role="ui">${icon.back(22)}<b>change.org</b>${icon.share(20)}${icon.moreV(20)}</div>
<div class="fill">
${picture(
  "100%",
  100,
  ["#5c6b7a", "#1e2a36"],
  shapes([
    [40, 50, 250, 48, "#e2b33c", "10px"],
    [60, 60, 34, 22, "#9fd0ef", "3px"],
    [104, 60, 34, 22, "#9fd0ef", "3px"],
    [148, 60, 34, 22, "#9fd0ef", "3px"],
    [192, 60, 34, 22, "#9fd0ef", "3px"],
    [236, 60, 34, 22, "#9fd0ef", "3px"],
  ]),
)}
${ui("Bring back the 10:40pm bus to Little Haddon", "tt")}
<div class="row by" data-role="ui">${avatar(22, "#7a5a3a")}${span("Clifford Allsop started this petition to Harlow & District Buses")}</div>
<div class="pr" data-role="ui"><b>214</b> <small>have signed. Let’s get to 5,000!</small><div class="bar"><i></i></div></div>
<div class="up">${ui("Update · 2 days ago", "h")}${own("214 signatures! Thank you Mum for signing three times, it only counts once.", "t")}</div>
${ui("Reasons for signing", "sec")}
${reason("Bev Tranter", "#3a7fb5", "3 days ago", "I work late and the 9:50 is too early to get home on")}
${reason("Jean Allsop", "#c98a4a", "2 days ago", "Signing again in case the last two didn’t go through")}
${reason("Jez Holloway", "#6b8f5a", "2 days ago", "the 10:40 was the only bus where you could hear yourself think")}
${reason("Priyesh Lal", "#9a4f6a", "1 day ago", "the 10:40 was always 11:05 anyway but I still want it back, it was our bus")}
</div>
<div class="sg" data-role="ui"><span>Sign this petition</span></div>`,
};

const gc = (name: string, color: string, age: string, text: string, who: "owner" | string, pts: string) =>
  `<div class="gc"><div class="row" style="gap:8px">${avatar(26, color)}${ui(name, "gn")}${who === "owner" ? ui("OP", "op") : ""}${ui(age, "ga")}</div>${who === "owner" ? own(text, "gx") : other(who, text, "gx")}<div class="row gp" data-role="ui">${icon.arrowUp(14)}${span(pts)}${icon.arrowDown(14)}${span("Reply")}</div></div>`;

export const nineGag: ScreenSpec = {
  id: "9gag-pizza-oven",
  app: "9GAG",
  kind: "post",
  dark: true,
  device: "android",
  format: "jpeg",
  quality: 68,
  owner: { name: "oven_guy_gav", handle: null },
  time: "20:11",
  battery: 39,
  replies: true,
  css: `body{background:#111;color:#e9e9e9}.hd{flex:none;height:52px;padding:0 14px;gap:14px;background:#181818;border-bottom:1px solid #2a2a2a}.hd b{flex:1;font-size:16px;font-weight:500}
.au{gap:8px;padding:10px 16px 2px;font-size:12px;color:#999}.au b{color:#e9e9e9;font-weight:500}.tt{font-size:18px;font-weight:700;line-height:24px;padding:4px 16px 10px}
.st{gap:16px;padding:8px 16px;font-size:13px;color:#999;border-bottom:1px solid #2a2a2a}.sec{padding:10px 16px 4px;font-size:13px;color:#999}
.gc{padding:8px 16px;border-bottom:1px solid #1f1f1f}.gn{font-size:13px;font-weight:600}.op{font-size:10px;font-weight:700;color:#111;background:#09f;border-radius:3px;padding:0 4px}.ga{font-size:12px;color:#888}.gx{font-size:14px;line-height:20px;margin:3px 0 0 34px}.gp{gap:6px;margin:4px 0 0 34px;font-size:12px;color:#888}`,
  html: `<div class="row hd" data-role="ui">${icon.back(22)}<b>Hot</b>${icon.search(20)}${icon.moreV(20)}</div>
<div class="fill">
<div class="row au" data-role="ui">${avatar(22, "#c2452b")}<span><b>Home &amp; Garden</b> · oven_guy_gav · 9h</span></div>
${own("Spent 3 summers building a pizza oven from 340 bricks. Tonight we ordered pizza.", "tt")}
${picture(
  "100%",
  150,
  ["#3b3f46", "#1a1c20"],
  shapes([
    [95, 40, 170, 110, "#a0522d", "85px 85px 6px 6px"],
    [150, 90, 60, 50, "#1a1a1a", "30px 30px 0 0"],
    [0, 136, 360, 14, "#6b6b6b", "0"],
    [160, 10, 18, 40, "#8a4a2a", "3px"],
  ]),
)}
<div class="row st" data-role="ui">${icon.arrowUp(16)}${span("1,204")}${icon.comment(16)}${span("186")}${icon.share(16)}</div>
${ui("Hot comments", "sec")}
${gc("crustacean_steve", "#3a7fb5", "8h", "what went wrong", "crustacean_steve", "412")}
${gc("oven_guy_gav", "#c2452b", "8h", "Nothing. It takes 4 hours to heat up and we get hungry at 6.", "owner", "2.1K")}
${gc("dough_boy_99", "#7a5aa8", "7h", "so it’s a 4 hour wait for a 90 second pizza", "dough_boy_99", "1.3K")}
${gc("oven_guy_gav", "#c2452b", "7h", "It’s about the journey.", "owner", "640")}
${gc("meme_archaeologist", "#4f9a6a", "6h", "nice wall though", "meme_archaeologist", "288")}
${gc("oven_guy_gav", "#c2452b", "6h", "My wife calls it The Wall. Some days she means it nicely.", "owner", "905")}
${gc("pepperoni_prophet", "#9a6a3a", "2h", "post the pizza when it happens", "pepperoni_prophet", "97")}
</div>`,
};

const lc = (name: string, color: string, age: string, text: string, who: "owner" | string, votes: string) =>
  `<div class="lc"><div class="row" style="gap:6px">${avatar(20, color)}${ui(name, "ln")}${who === "owner" ? ui("OP", "op") : ""}${ui(age, "la")}</div>${who === "owner" ? own(text, "lx") : other(who, text, "lx")}<div class="row lv" data-role="ui">${icon.arrowUp(14)}${span(votes)}${icon.arrowDown(14)}${icon.comment(14)}${icon.more(16)}</div></div>`;

export const lemmy: ScreenSpec = {
  id: "lemmy-garage-gym",
  app: "Lemmy",
  kind: "post",
  dark: false,
  device: "iphone",
  format: "png",
  owner: { name: "deadlift_derek", handle: "deadlift_derek@lemmy.world" },
  time: "19:02",
  battery: 55,
  replies: true,
  css: `body{background:#fff;color:#222}.hd{flex:none;height:48px;padding:0 14px;gap:14px;border-bottom:1px solid #eee}.hd b{flex:1;font-size:16px}
.cm{gap:8px;padding:10px 16px 2px;font-size:13px;color:#666}.cm b{color:#00a846;font-weight:600}.tt{font-size:19px;font-weight:700;line-height:25px;padding:6px 16px 4px}.tx{font-size:15px;line-height:22px;padding:4px 16px 6px}
.vt{gap:14px;padding:8px 16px;font-size:13px;color:#666;border-bottom:6px solid #f3f3f3}
.lc{padding:9px 16px;border-bottom:1px solid #f0f0f0}.ln{font-size:13px;font-weight:600;color:#2a7ab8}.op{font-size:10px;font-weight:700;color:#fff;background:#00a846;border-radius:3px;padding:0 4px}.la{font-size:12px;color:#888}.lx{font-size:14px;line-height:20px;margin:3px 0 0 26px}.lv{gap:8px;margin:4px 0 0 26px;font-size:12px;color:#888}`,
  html: `<div class="row hd" data-role="ui">${icon.back(22)}<b>c/homegym</b>${icon.bookmark(20)}${icon.more(22)}</div>
<div class="fill">
<div class="row cm" data-role="ui">${avatar(22, "#00a846")}<span><b>homegym</b>@lemmy.world · deadlift_derek · 11h</span></div>
${own("Garage gym finally finished! Total cost £6,200", "tt")}
${picture(
  "100%",
  160,
  ["#c9ced6", "#6c7480"],
  shapes([
    [40, 30, 14, 130, "#2f3338", "2px"],
    [150, 30, 14, 130, "#2f3338", "2px"],
    [30, 60, 150, 8, "#8a9099", "3px"],
    [20, 50, 26, 26, "#111"],
    [170, 50, 26, 26, "#111"],
    [230, 100, 110, 60, "#3a3f46", "4px"],
  ]),
)}
${own("Rack, bar, 180 kg of plates, rubber floor, a mirror and a fan. My old membership was £28 a month, so it pays for itself in about 18 years. I’ve used it twice. Both times to get the ladder.", "tx")}
<div class="row vt" data-role="ui">${icon.arrowUp(16)}${span("342")}${icon.arrowDown(16)}${icon.comment(16)}${span("57")}</div>
${lc("plate_math", "#b05a3a", "10h", "I did the maths, it’s 18 years and 5 months", "plate_math", "188")}
${lc("deadlift_derek", "#2f6f9f", "10h", "I’m in it for the long haul.", "owner", "231")}
${lc("kbell", "#6b8f5a", "9h", "what was the ladder for", "kbell", "94")}
${lc("deadlift_derek", "#2f6f9f", "9h", "The loft. It’s where the yoga mat is.", "owner", "276")}
</div>`,
};

const sc = (name: string, color: string, age: string, text: string, who: "owner" | string, tag = "") =>
  `<div class="sm"><div class="row" style="gap:8px">${avatar(32, color)}<div style="flex:1"><div class="row" style="gap:6px">${ui(name, "sn")}${tag ? ui(tag, `tg ${tag === "Bullish" ? "bu" : "be"}`) : ""}</div>${ui(age, "sa")}</div></div>${who === "owner" ? own(text, "sx") : other(who, text, "sx")}<div class="row sv" data-role="ui">${icon.comment(14)}${icon.repost(14)}${icon.heart(14)}${icon.share(14)}</div></div>`;

export const stocktwits: ScreenSpec = {
  id: "stocktwits-never-sold",
  app: "Stocktwits",
  kind: "post",
  dark: true,
  device: "iphone-max",
  format: "jpeg",
  quality: 70,
  owner: { name: "DoreenHolds", handle: null },
  time: "16:04",
  battery: 58,
  replies: true,
  css: `body{background:#0b0e13;color:#e7ebf0}.hd{flex:none;height:52px;padding:0 14px;gap:14px;border-bottom:1px solid #1e2530}.hd b{flex:1;font-size:16px}
.tk{gap:12px;padding:10px 16px;border-bottom:1px solid #1e2530}.tk b{font-size:20px;display:block}.tk small{font-size:13px;color:#8a94a3;display:block}.tk .pr{margin-left:auto;text-align:right}.tk .pr b{font-size:18px}.tk .pr small{color:#ff5b5b}
.sm{padding:12px 16px;border-bottom:1px solid #1a2029}.sm.rp{padding-left:40px}.sn{font-size:14px;font-weight:700}.sa{font-size:12px;color:#8a94a3}.tg{font-size:11px;font-weight:700;border-radius:4px;padding:1px 6px}.bu{color:#0b0e13;background:#2fd67b}.be{color:#fff;background:#e0464e}.sx{font-size:15px;line-height:21px;margin:6px 0 0 40px}.sv{gap:30px;margin:8px 0 0 40px;color:#8a94a3}.sec{padding:10px 16px 2px;font-size:13px;color:#8a94a3}`,
  html: `<div class="row hd" data-role="ui">${icon.back(22)}<b>Post</b>${icon.more(22)}</div>
<div class="row tk" data-role="ui">${avatar(40, "#7b5cff", { silhouette: false })}<div><b>$NOVX</b><small>Novexa Therapeutics</small></div><div class="pr"><b>$14.83</b><small>−2.1% today</small></div></div>
<div class="fill">
${sc("DoreenHolds", "#c9568a", "3h", "$NOVX down 64% since I bought. Still not selling. You only lose money when you sell, and I have never sold anything. Diamond hands since 2021 💎🙌", "owner", "Bullish")}
${ui("Replies", "sec")}
${sc("chartwizard_tk", "#3a7fb5", "2h", "what’s your average", "chartwizard_tk")}
${sc("DoreenHolds", "#c9568a", "2h", "$41.20. It’s $14.83 today so it’s on sale. I bought more.", "owner", "Bullish")}
${sc("ThetaTheo", "#4f9a6a", "2h", "how much more", "ThetaTheo")}
${sc("DoreenHolds", "#c9568a", "1h", "All of it. I am now the long-term investor I always said I was.", "owner")}
${sc("bagholder_bob", "#9a6a3a", "1h", "welcome to the club, meetings are tuesdays", "bagholder_bob", "Bearish")}
${sc("RSI_Rita", "#8a5ab0", "20m", "bull flag forming on the 4h 📈", "RSI_Rita", "Bullish")}
</div>`,
};

export const POSTS: ScreenSpec[] = [changeOrg, nineGag, lemmy, stocktwits, skool, pixelfed, wikiloc];
