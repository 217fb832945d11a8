// Money changing hands: a Venmo feed (JPEG), a Depop listing (JPEG), an Etsy shop with reviews.
import { avatar, icon, picture } from "./icons";
import type { ScreenSpec } from "./screen-type";
import { other, own, span, ui } from "./shell";

const venmoItem = (verb: string, whom: string, age: string, note: string, likes: string, comments: string, reply = "") => `
<div class="vi"><div class="row" style="gap:10px;align-items:flex-start">${avatar(40, "#3d95ce")}<div style="flex:1">
<div class="row" style="justify-content:space-between">${ui(`Tyler Brooks ${verb} ${whom}`, "vw")}${span(age, "va")}</div>
${own(note, "vn")}
<div class="row vc"><span class="row" style="gap:4px">${icon.heart(18)}${span(likes)}</span><span class="row" style="gap:4px">${icon.comment(18)}${span(comments)}</span></div>
${reply}</div></div></div>`;

export const venmo: ScreenSpec = {
  id: "venmo-feed",
  app: "Venmo",
  kind: "other",
  dark: false,
  device: "iphone",
  format: "jpeg",
  quality: 72,
  owner: { name: "Tyler Brooks", handle: "@tyler-brooks-7" },
  time: "20:15",
  battery: 68,
  replies: true,
  css: `.hd{height:46px;flex:none;padding:0 14px;justify-content:space-between}
.pf{align-items:center;padding:4px 16px 12px;border-bottom:1px solid #eee}.pn{font-size:22px;font-weight:700;margin-top:8px}.ph{font-size:14px;color:#6b6e76}
.btns{gap:10px;margin-top:12px}.btns span{border-radius:20px;padding:8px 26px;font-size:15px;font-weight:700}.pay{background:#008cff;color:#fff}.req{border:1.5px solid #008cff;color:#008cff}
.vi{padding:12px 16px;border-bottom:1px solid #f0f0f0}.vw{font-size:15px;font-weight:600}.va{font-size:13px;color:#6b6e76}.vn{font-size:15px;line-height:21px;margin-top:3px}
.vc{gap:18px;margin-top:8px;color:#6b6e76;font-size:13px}.rep{background:#f3f4f6;border-radius:10px;padding:8px 10px;margin-top:8px}.rn{font-size:13px;font-weight:700}.rt{font-size:14px;line-height:19px}
.tabs{flex:none;height:83px;justify-content:space-around;align-items:flex-start;padding-top:12px;border-top:1px solid #eee;color:#6b6e76}`,
  html: `<div class="row hd">${icon.back(24)}${icon.more(24)}</div>
<div class="fill">
<div class="col pf">${avatar(72, "#3d95ce")}${ui("Tyler Brooks", "pn")}${ui("@tyler-brooks-7", "ph")}<div class="row btns"><span class="pay">Pay</span><span class="req">Request</span></div></div>
${venmoItem("charged", "Jake Moreno", "2d", "gas money for the 4 minute drive ⛽", "3", "2", `<div class="rep">${ui("Jake Moreno", "rn")}${other("Jake Moreno", "it was 0.6 miles tyler", "rt")}</div>`)}
${venmoItem("charged", "Jess Park", "4d", "🍕 you had 6 slices i had 1, rounded in your favour", "1", "0")}
${venmoItem("charged", "Sam Lee", "1w", "your half of the birthday present I got you 🎁", "9", "4", `<div class="rep">${ui("Sam Lee", "rn")}${other("Sam Lee", "this is my birthday present", "rt")}</div>`)}
</div>
<div class="row tabs">${icon.home()}${icon.grid()}${icon.person()}</div>`,
};

export const depop: ScreenSpec = {
  id: "depop-listing",
  app: "Depop",
  kind: "listing",
  dark: false,
  device: "iphone",
  format: "jpeg",
  quality: 80,
  owner: { name: "vintagebyjess", handle: null },
  time: "15:33",
  battery: 27,
  replies: false,
  css: `.hd{height:46px;flex:none;padding:0 14px;justify-content:space-between}.dots{gap:6px;justify-content:center;margin:8px 0}.dots i{width:6px;height:6px;border-radius:50%;background:#ccc}.dots i.on{background:#000}
.sel{gap:10px;padding:8px 16px;border-bottom:1px solid #eee}.sn{font-size:15px;font-weight:700}.sr{font-size:13px;color:#555}
.pr{padding:12px 16px 0}.pv{font-size:24px;font-weight:800}.ps{font-size:14px;color:#555;margin-top:2px}
.ds{font-size:16px;line-height:23px;padding:10px 16px 0;white-space:pre-line}.tags{font-size:15px;color:#0a58ca;padding:8px 16px}
.chips{gap:8px;padding:4px 16px;flex-wrap:wrap}.chips span{background:#f1f1f1;border-radius:6px;padding:5px 10px;font-size:14px}.lt{font-size:13px;color:#777;padding:8px 16px}
.buy{flex:none;gap:10px;padding:10px 16px 40px;border-top:1px solid #eee}.buy span{flex:1;text-align:center;border-radius:8px;padding:13px 0;font-size:16px;font-weight:700}.b1{background:#000;color:#fff}.b2{border:1.5px solid #000}`,
  html: `<div class="row hd">${icon.back(24)}<span class="row" style="gap:18px">${icon.heart(24)}${icon.share(22)}</span></div>
<div class="fill">
${picture("100%", 290, ["#d9d4cc", "#b9b2a6"], `<div style="position:absolute;left:130px;top:20px;width:130px;height:250px;background:#5b7fa6;clip-path:polygon(10% 0,90% 0,100% 100%,58% 100%,50% 30%,42% 100%,0 100%)"></div>`)}
<div class="row dots"><i class="on"></i><i></i><i></i><i></i></div>
<div class="row sel">${avatar(40, "#c08497")}<div style="flex:1">${ui("vintagebyjess", "sn")}${ui("★★★★★ (212) · Active today", "sr")}</div>${icon.chat(22)}</div>
<div class="pr">${ui("£45.00", "pv")}${ui("+ £3.50 postage", "ps")}</div>
${own("Y2K vintage baggy jeans 🔥 worn once (to a wedding, don’t ask)\n\nCondition: like new except small stain (it’s wine) (it’s not wine)", "ds")}
${own("#y2k #vintage #baggyjeans #grunge", "tags")}
<div class="row chips"><span>W28</span><span>Levi’s</span><span>Used - Like new</span></div>
${ui("Listed 2 weeks ago", "lt")}
</div>
<div class="row buy"><span class="b2">Make offer</span><span class="b1">Buy now</span></div>`,
};

const etsyReview = (color: string, name: string, text: string) =>
  `<div class="rv"><div class="row" style="gap:8px">${avatar(28, color)}${span(name, "rn")}<span class="row" style="gap:1px">${[1, 2, 3, 4, 5].map(() => icon.star(13, "#222")).join("")}</span></div>${other(name, text, "rt")}</div>`;

export const etsy: ScreenSpec = {
  id: "etsy-shop",
  app: "Etsy",
  kind: "listing",
  dark: false,
  device: "iphone",
  format: "png",
  owner: { name: "CandlesByMeg", handle: null },
  time: "10:51",
  battery: 86,
  replies: true,
  css: `.hd{height:46px;flex:none;padding:0 14px;justify-content:space-between}.shop{gap:12px;padding:10px 16px}.sn{font-size:20px;font-weight:700}.st{font-size:14px;line-height:19px;margin-top:2px}
.sm{font-size:13px;color:#595959;margin-top:4px}.fav{border:1.5px solid #222;border-radius:20px;padding:6px 14px;font-size:14px;font-weight:600}
.ann{margin:4px 16px 12px;padding:12px;background:#f4f1ee;border-radius:10px}.ah{font-size:13px;font-weight:700}.at{font-size:15px;line-height:21px;margin-top:4px}
.items{display:grid;grid-template-columns:1fr 1fr;gap:12px;padding:0 16px}.items .pic{border-radius:10px}.it{font-size:14px;line-height:19px;margin-top:6px}.ip{font-size:15px;font-weight:700}
.sec{font-size:18px;font-weight:700;padding:16px 16px 6px}.rv{padding:8px 16px}.rn{font-size:14px;font-weight:700}.rt{font-size:15px;line-height:21px;margin-top:4px}
.tabs{flex:none;height:83px;justify-content:space-around;align-items:flex-start;padding-top:12px;border-top:1px solid #eee;color:#595959}`,
  html: `<div class="row hd">${icon.back(24)}<span class="row" style="gap:18px">${icon.share(22)}${icon.cart(24)}</span></div>
<div class="fill">
${picture("100%", 60, ["#f3c27a", "#e07a5f"])}
<div class="row shop">${picture(64, 64, ["#6d597a", "#b56576"])}<div style="flex:1">${ui("CandlesByMeg", "sn")}${own("Smells like your ex’s hoodie & other candles", "st")}${ui("★ 4.9 (1,021) · 2,304 sales", "sm")}</div><span class="fav">Follow</span></div>
<div class="ann">${ui("Announcement", "ah")}${own("All candles hand-poured with love and the occasional smoke alarm 🕯️🚒 Dispatch in 3–5 days unless I cry during production.", "at")}</div>
<div class="items"><div>${picture("100%", 96, ["#cdb4db", "#a2d2ff"])}${own("Ex’s Hoodie Soy Candle", "it")}${ui("£18.00", "ip")}</div><div>${picture("100%", 96, ["#ffafcc", "#ffc8dd"])}${own("Sunday Scaries Candle", "it")}${ui("£16.00", "ip")}</div></div>
${ui("Reviews", "sec")}
${etsyReview("#8ab17d", "Karen W.", "smelled EXACTLY like my ex’s hoodie. i cried. then i bought two.")}
${etsyReview("#e76f51", "Dom", "arrived in 9 days because Meg cried during production")}
</div>
<div class="row tabs">${icon.home()}${icon.heart(26)}${icon.bell()}${icon.cart()}</div>`,
};

export const SHOPS: ScreenSpec[] = [venmo, depop, etsy];
