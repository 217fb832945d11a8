// Listings and projects: Ravelry (a Polish knitter's one-line notes, comments), Rightmove (agent copy,
// cropped top and bottom), eBay (a seller answering questions), Craigslist (capitals, cropped on the
// right so lines stop part-way).
import { avatar, icon, picture } from "./icons";
import { comment } from "./parts";
import type { ScreenSpec } from "./screen-type";
import { own, span, ui } from "./shell";

export const ravelry: ScreenSpec = {
  id: "ravelry-project",
  app: "Ravelry",
  kind: "post",
  dark: false,
  device: "android",
  format: "png",
  owner: { name: "Małgorzata Nowak", handle: "gosia_knits" },
  time: "17:52",
  battery: 68,
  replies: true,
  css: `body{background:#fdfaf6}.hd{flex:none;height:54px;padding:0 14px;gap:14px;background:#ee6e62;color:#fff}.hd b{flex:1;font-size:18px;font-weight:500}
.pj{gap:12px;padding:12px 16px}.pn{font-size:19px;font-weight:500}.pb{font-size:13px;color:#7a6f66;margin-top:2px}
.tb{margin:0 16px;border:1px solid #eadfd3;border-radius:6px;background:#fff}.tr{gap:10px;padding:7px 12px;border-bottom:1px solid #f3ebe2;font-size:14px}.tr span:first-child{width:96px;color:#7a6f66;flex:none}
.pg{height:8px;border-radius:4px;background:#f0e4d8;width:120px;overflow:hidden}.pg i{display:block;height:100%;width:50%;background:#ee6e62}
.nl{font-size:14px;font-weight:700;padding:12px 16px 2px;color:#7a6f66}.nt{font-size:16px;line-height:22px;padding:0 16px}
.sec{font-size:14px;font-weight:700;padding:14px 16px 0;color:#7a6f66}.c{gap:10px;padding:8px 16px}.cn{font-size:14px;font-weight:500}.cm{font-size:12px;color:#8b8178}.ct{font-size:15px;line-height:21px}`,
  html: `<div class="row hd">${icon.back(22)}<b>gosia_knits’ project</b>${icon.moreV(20)}</div>
<div class="fill">
<div class="row pj">${picture(86, 86, ["#7fb3d5", "#1f618d"], `<div style="position:absolute;left:28px;top:10px;width:30px;height:56px;border-radius:6px 6px 14px 14px;background:#f5cba7"></div>`)}<div>${own("Socks!! (first pair)", "pn")}${ui("by Małgorzata Nowak · gosia_knits", "pb")}</div></div>
<div class="tb">
<div class="row tr">${span("Pattern")}${span("Vanilla Sock for Beginners")}</div>
<div class="row tr">${span("Yarn")}${span("Drops Fabel · Denim 2 skeins")}</div>
<div class="row tr">${span("Status")}${span("Hibernating 💤")}</div>
<div class="row tr">${span("Progress")}<span class="pg"><i></i></span>${span("50%")}</div>
<div class="row tr" style="border:0">${span("Started")}${span("January 14, 2023")}</div></div>
${ui("Notes", "nl")}${own("first sock done. second sock pending", "nt")}
${ui("Comments", "sec")}
${comment("#a569bd", "woolgathering_jo", "2 years ago", "second sock syndrome claims another", false)}
${comment("#52be80", "Beata K.", "1 year ago", "Gosia 3 years is not hibernating, that is a coma 🧦", false)}
${comment("#ee6e62", "gosia_knits", "1 year ago", "one sock is a lifestyle", true)}
${comment("#f5b041", "sockitome", "3 months ago", "checking in on the second sock. blink twice if it’s ok", false)}
</div>`,
};

export const rightmove: ScreenSpec = {
  id: "rightmove-listing",
  app: "Rightmove",
  kind: "listing",
  dark: false,
  device: "iphone",
  format: "jpeg",
  quality: 77,
  owner: { name: "Harcourt & Lyle Lettings", handle: null },
  time: "13:15",
  battery: 57,
  crop: { top: 94, bottom: 60 },
  replies: false,
  css: `.hd{flex:none;height:48px;padding:0 14px;gap:14px}.hd b{flex:1}
.ph{flex:none;position:relative}.ph .ct{position:absolute;right:10px;bottom:10px;background:rgba(0,0,0,.6);color:#fff;font-size:12px;padding:2px 8px;border-radius:10px}
.pr{font-size:24px;font-weight:700;padding:12px 16px 0}.pw{font-size:13px;color:#696969;padding:0 16px}.ad{font-size:15px;padding:6px 16px 0;color:#262637}
.ft{gap:16px;padding:10px 16px;font-size:14px;border-bottom:1px solid #eee}.sec{font-size:17px;font-weight:700;padding:12px 16px 4px}
.tx{font-size:15px;line-height:22px;padding:0 16px;white-space:pre-line;color:#262637}.ag{gap:10px;padding:12px 16px;margin-top:10px;border-top:1px solid #eee}.an{font-size:14px;font-weight:600}.am{font-size:12px;color:#696969}`,
  html: `<div class="row hd">${icon.back(22)}<b></b>${icon.heart(22)}${icon.share(20)}</div>
<div class="ph">${picture("100%", 230, ["#d9d4cc", "#8f877c"], `<div style="position:absolute;left:40px;top:40px;width:120px;height:150px;background:#f2efe9;border:6px solid #fff"></div><div style="position:absolute;left:200px;top:110px;width:150px;height:80px;background:#6b5b4b"></div>`)}<span class="ct">1/7</span></div>
<div class="fill">
${ui("£1,650 pcm", "pr")}${ui("£381 pw", "pw")}${ui("Station Approach, London SE15", "ad")}
<div class="row ft">${span("🛏 1")}${span("🛁 1")}${span("Flat")}${span("Available now")}</div>
${ui("Property description", "sec")}
${own("A cosy one bedroom apartment in a vibrant location. Benefits from an open plan kitchen/bedroom and excellent transport links, with the railway line directly behind the garden wall.\nCompact but full of character. Viewing highly recommended.\nGarden: shared, with the railway", "tx")}
<div class="row ag"><span style="width:40px;height:40px;background:#0e2a47;border-radius:4px"></span><div>${ui("Harcourt & Lyle Lettings", "an")}${ui("Peckham · Call 020 7946 0321", "am")}</div></div>
</div>`,
};

export const ebay: ScreenSpec = {
  id: "ebay-listing",
  app: "eBay",
  kind: "listing",
  dark: false,
  device: "android",
  format: "png",
  owner: { name: "bigal_1964", handle: null },
  time: "20:47",
  battery: 49,
  replies: true,
  css: `.hd{flex:none;height:54px;padding:0 12px;gap:14px}.hd .box{flex:1;height:40px;border-radius:20px;background:#f2f2f2;display:flex;align-items:center;padding:0 14px;gap:8px;font-size:15px;color:#707070}
.ph{flex:none}.tt{font-size:18px;line-height:24px;padding:10px 16px 4px}.pr{font-size:24px;font-weight:700;padding:0 16px}.pm{font-size:13px;color:#707070;padding:2px 16px 8px}
.sl{gap:10px;padding:8px 16px;border-top:1px solid #e5e5e5;border-bottom:1px solid #e5e5e5}.sn{font-size:14px;font-weight:700}.sm{font-size:12px;color:#707070}
.sec{font-size:16px;font-weight:700;padding:10px 16px 4px}.tx{font-size:15px;line-height:21px;padding:0 16px}
.qa{padding:8px 16px;border-bottom:1px solid #f0f0f0}.q{font-size:14px;line-height:20px}.q b,.a b{font-weight:700;margin-right:4px}.a{font-size:14px;line-height:20px;margin-top:3px;color:#3665f3}`,
  html: `<div class="row hd">${icon.back(22)}<span class="box">${icon.search(18)}${span("Search for anything")}</span>${icon.cart(22)}</div>
<div class="ph">${picture("100%", 200, ["#e6e6e6", "#bdbdbd"], `<div style="position:absolute;left:70px;top:60px;width:220px;height:40px;background:#333;transform:rotate(-12deg)"></div><div style="position:absolute;left:60px;top:110px;width:240px;height:10px;background:#555"></div><div style="position:absolute;left:110px;top:20px;width:140px;height:90px;border:3px solid #7a5c3e;border-radius:4px;background:repeating-linear-gradient(90deg,#c0392b 0 12px,#2e86c1 12px 24px,#f4d03f 24px 36px)"></div>`)}</div>
<div class="fill">
${own("Treadmill, folding, used once, collection only", "tt")}
${ui("£40.00", "pr")}${ui("or Best Offer · Collection in person: Doncaster", "pm")}
<div class="row sl">${avatar(34, "#86b817")}<div>${ui("bigal_1964 (12)", "sn")}${ui("100% positive feedback", "sm")}</div></div>
${ui("Item description from the seller", "sec")}
${own("Selling my treadmill. Used once, worked great, I just didn’t. Currently being used as a clothes rail. Clothes not included.", "tx")}
${ui("Questions & answers", "sec")}
<div class="qa"><div class="q"><b>Q:</b><span data-role="other" data-author="m_harrison88">Does it still run?</span></div><div class="a"><b>A:</b><span data-role="owner">yes, unlike me</span></div></div>
<div class="qa"><div class="q"><b>Q:</b><span data-role="other" data-author="priya.k">Which day was it used?</span></div><div class="a"><b>A:</b><span data-role="owner">1st January 2024. about 9 minutes</span></div></div>
</div>`,
};

export const craigslist: ScreenSpec = {
  id: "craigslist-post",
  app: "Craigslist",
  kind: "listing",
  dark: false,
  device: "android",
  format: "jpeg",
  quality: 69,
  owner: { name: "Craigslist poster", handle: null },
  time: "09:12",
  battery: 86,
  crop: { right: 28 },
  cutLines: 2,
  replies: false,
  css: `body{font-family:"Liberation Sans",Arial,sans-serif}.url{flex:none;height:48px;margin:0 8px;display:flex;align-items:center;gap:10px;font-size:15px;color:#444}.url span.b{flex:1;height:38px;border-radius:19px;background:#f1f3f4;display:flex;align-items:center;padding:0 14px}
.bc{font-size:13px;padding:6px 12px;color:#00c;background:#eee;border-bottom:1px solid #ccc}
.fill{padding:8px 6px}.tt{font-size:18px;line-height:23px;font-weight:700}.tt span{font-weight:400}.pm{font-size:13px;color:#777;margin:4px 0 8px}
.ph{margin:8px 0}.bd{font-size:15px;line-height:21px;white-space:pre-line}.nt{font-size:13px;color:#777;margin-top:12px}.po{font-size:12px;color:#777;margin-top:10px}`,
  html: `<div class="url">${icon.home(22)}<span class="b">seattle.craigslist.org</span>${icon.moreV(20)}</div>
<div class="bc">CL › seattle › free stuff</div>
<div class="fill">
${own("FREE COUCH - MUST GO TODAY", "tt")}${ui("(Capitol Hill) · posted 3 hours ago", "pm")}
<div class="ph">${picture("100%", 150, ["#d8cfc0", "#a39a86"], `<div style="position:absolute;left:40px;top:50px;width:240px;height:70px;border-radius:12px;background:#cbbd9a"></div>`)}</div>
${own("FREE COUCH. YOU PICK UP. NO I WILL NOT HOLD IT. NO I WILL NOT DELIVER IT. NO IT DOES NOT FOLD OUT INTO A BED, STOP ASKING.\nIts beige. bit damp from when it was outside for one night (four nights). Smells fine if you stand back. Cat not included even if hes on it", "bd")}
${ui("do NOT contact me with unsolicited services or offers", "nt")}
${ui("post id: 7798141203 · posted: 2026-11-21 06:02", "po")}
</div>`,
};

export const LISTINGS: ScreenSpec[] = [ravelry, rightmove, ebay, craigslist];
