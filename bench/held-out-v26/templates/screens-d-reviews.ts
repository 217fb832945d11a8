// Part D's reviews (v26): Oneflare (a removalist review, the piano nobody plays, the business's reply, reviews above
// and below), Campendium (an RV park's "lake view" site, the owner's response, another camper's review; dark,
// JPEG), Freeindex (a gas engineer and the reset button in three photos, the business's reply; cropped at the top).
import { avatar, icon, picture } from "./icons";
import { say, type Who } from "./kit";
import { stars } from "./parts";
import type { ScreenSpec } from "./screen-type";
import { abs } from "./screens-d-kit";
import { ui } from "./shell";

interface Rev {
  name: string;
  meta: string;
  color: string;
  n: number;
  date: string;
  title?: string;
  text: string[];
  who: Who;
  reply?: { label: string; author: string; text: string };
  foot?: string;
  extra?: string;
}

/** A review card: who, stars and date, a title, paragraphs, an optional reply box. Classes .rv .rn .rm .rd .rt .rx .rr .rl .rf */
const rev = (r: Rev, star: string, empty: string) =>
  `<div class="rv"><div class="row" style="gap:10px">${avatar(36, r.color)}<div style="flex:1;min-width:0">${ui(r.name, "rn")}${ui(r.meta, "rm")}</div></div><div class="row" style="gap:8px;margin-top:8px">${stars(r.n, star, empty, 14)}${ui(r.date, "rd")}</div>${r.extra ?? ""}${r.title ? say(r.who, r.title, "rt") : ""}${r.text
    .map((t) => say(r.who, t, "rx"))
    .join(
      "",
    )}${r.reply ? `<div class="rr">${ui(r.reply.label, "rl")}${say(r.reply.author, r.reply.text, "rx")}</div>` : ""}${r.foot ? ui(r.foot, "rf") : ""}</div>`;

export const oneflare: ScreenSpec = {
  id: "oneflare-nobody-in-this-house-plays",
  app: "Oneflare",
  kind: "review",
  dark: false,
  device: "iphone-max",
  format: "png",
  owner: { name: "Thora M.", handle: null },
  time: "12:26",
  battery: 64,
  cutLines: 1,
  replies: true,
  css: `body{background:#f3f5f8;color:#1a2233}.fill{display:flex;flex-direction:column}.fill>*{flex:none}
.hd{flex:none;height:52px;padding:0 14px;gap:14px;background:#fff;border-bottom:1px solid #e3e7ee;position:relative;z-index:3}.hd b{flex:1;font-size:16px;font-weight:700}
.bz{background:#fff;padding:12px 16px;gap:12px;border-bottom:1px solid #e3e7ee}.bn{font-size:17px;font-weight:700}.bs{font-size:12.5px;color:#667085;margin-top:2px}.br{gap:6px;font-size:13px;margin-top:4px}.br b{color:#1a2233}
.rh{gap:8px;padding:12px 16px 4px}.rh b{flex:1;font-size:15px}.rh span{font-size:12.5px;color:#0d6efd;font-weight:600}
.rv{background:#fff;margin:8px 10px 0;border-radius:10px;padding:12px 14px;border:1px solid #e3e7ee}.rn{font-size:14px;font-weight:700}.rm{font-size:12px;color:#667085}.rd{font-size:12px;color:#667085}
.rt{font-size:15.5px;font-weight:700;line-height:21px;margin-top:8px}.rx{font-size:14px;line-height:20px;margin-top:5px}
.rr{margin-top:10px;background:#eef4ff;border-left:3px solid #0d6efd;border-radius:6px;padding:8px 10px}.rl{font-size:12px;font-weight:700;color:#0d6efd}.rf{font-size:12px;color:#667085;margin-top:8px}
.jb{gap:8px;margin-top:6px}.jb span{font-size:11.5px;background:#f0f2f5;border-radius:10px;padding:3px 8px;color:#475467}
.bt{flex:none;padding:10px 16px 30px;background:#fff;border-top:1px solid #e3e7ee;position:relative;z-index:3}.bt span{display:block;text-align:center;background:#ff5a1f;color:#fff;border-radius:8px;padding:12px;font-weight:700;font-size:15px}`,
  html: `<div class="row hd" data-role="ui">${icon.back(22)}<b>Reviews</b>${icon.share(20)}</div>
<div class="fill">
<div class="row bz">${picture(52, 52, ["#2a4a8a", "#1a2a5a"], abs(10, 18, 32, 20, "#ffb020", "4px"))}<div style="flex:1">${ui("Stairwell Movers", "bn")}${ui("Removalists · Marrickville, NSW", "bs")}<div class="row br" data-role="ui">${stars(5, "#ffb020", "#d0d5dd", 13)}<b>4.8</b><span>(96 reviews)</span></div></div></div>
<div class="row rh" data-role="ui"><b>Customer reviews</b><span>Most recent ▾</span></div>
${rev({ name: "Santino R.", meta: "Annandale · 1 job", color: "#7a5a9a", n: 5, date: "2 weeks ago", text: ["Booked on a Thursday for a Saturday move and they still turned up ten minutes early."], who: "Santino R." }, "#ffb020", "#d0d5dd")}
${rev(
  {
    name: "Thora M.",
    meta: "Newtown · 1 job",
    color: "#3a8a7a",
    n: 5,
    date: "3 weeks ago",
    extra: `<div class="row jb" data-role="ui"><span>House removal</span><span>3 bedrooms</span><span>$1,480</span></div>`,
    title: "Careful, quick and very polite",
    text: [
      "Moved a three-bedroom house from Newtown to Marrickville in under five hours.",
      "Two of them carried the piano up three flights of stairs, then asked what I play. Nobody in this house plays anything.",
      "Would book again.",
    ],
    who: "owner",
    reply: {
      label: "Response from Stairwell Movers",
      author: "Stairwell Movers",
      text: "Thanks Thora! We are happy to carry it back down the day someone learns.",
    },
  },
  "#ffb020",
  "#d0d5dd",
)}
${rev({ name: "Ulani K.", meta: "Dulwich Hill · 2 jobs", color: "#b0704a", n: 4, date: "1 month ago", text: ["On time and friendly. One scuffed door frame, which they patched and painted before they left, so no complaints from the landlord."], who: "Ulani K." }, "#ffb020", "#d0d5dd")}
</div>
<div class="bt" data-role="ui"><span>Get a free quote</span></div>`,
};

export const campendium: ScreenSpec = {
  id: "campendium-the-other-stands-on-the-roof",
  app: "Campendium",
  kind: "review",
  dark: true,
  device: "android",
  format: "jpeg",
  quality: 72,
  owner: { name: "Zander", handle: null },
  time: "21:38",
  battery: 31,
  cutLines: 1,
  replies: true,
  css: `body{background:#15191c;color:#e6e9eb}.fill{display:flex;flex-direction:column}.fill>*{flex:none}
.hd{flex:none;height:50px;padding:0 12px;gap:14px;background:#1d2327;position:relative;z-index:3}.hd b{flex:1;font-size:15px;font-weight:700}
.cg{padding:10px 14px;background:#1d2327;border-bottom:1px solid #2b3338}.cn{font-size:17px;font-weight:700}.cs{font-size:12.5px;color:#9aa5ab;margin-top:2px}.cb{gap:8px;margin-top:6px;font-size:12.5px;color:#c8d0d4}.cb b{color:#f2b33d}
.sum{gap:8px;padding:8px 14px;flex-wrap:wrap}.sum span{font-size:11.5px;color:#c8d0d4;background:#242b30;border-radius:4px;padding:3px 8px}
.rv{padding:10px 14px 12px;border-bottom:1px solid #2b3338}.rn{font-size:14px;font-weight:700}.rm{font-size:12px;color:#9aa5ab}.rd{font-size:12px;color:#9aa5ab}
.rt{font-size:15px;font-weight:700;line-height:20px;margin-top:6px}.rx{font-size:13.5px;line-height:19px;margin-top:5px}
.rr{margin-top:9px;background:#20282d;border-radius:6px;padding:8px 10px}.rl{font-size:12px;font-weight:700;color:#7cc4a0}.rf{font-size:12px;color:#9aa5ab;margin-top:7px}
.kv{gap:10px;margin-top:6px;flex-wrap:wrap}.kv span{font-size:11.5px;color:#9aa5ab}
.tb{flex:none;justify-content:space-around;height:56px;background:#1d2327;border-top:1px solid #2b3338;color:#9aa5ab;position:relative;z-index:3}`,
  html: `<div class="row hd" data-role="ui">${icon.back(22)}<b>Reviews</b>${icon.bookmark(20)}${icon.share(20)}</div>
<div class="fill">
<div class="cg">${ui("Cedar Bend RV Park", "cn")}${ui("Hot Springs, Arkansas · RV Park", "cs")}<div class="row cb" data-role="ui">${stars(4, "#f2b33d", "#4a5358", 13)}<b>3.6</b><span>48 reviews · $38–$46</span></div><div class="row" style="gap:6px;margin-top:14px">${picture(104, 52, ["#3a5a4a", "#1a2a22"], abs(10, 26, 84, 26, "#2a4a6a", "50% 50% 0 0"))}${picture(104, 52, ["#5a5040", "#2a261e"], abs(20, 20, 60, 24, "#d8d2c4", "6px"))}${picture(104, 52, ["#2a3a4a", "#4a5a3a"], abs(40, 10, 20, 42, "#6a4a2a", "4px"))}</div></div>
<div class="row sum" data-role="ui"><span>Full hookups</span><span>Pull-through</span><span>Laundry</span><span>Pets OK</span></div>
${rev(
  {
    name: "Zander",
    meta: "Class C motorhome · 14 reviews",
    color: "#4a7a9a",
    n: 3,
    date: "Visited October 2026",
    extra: `<div class="row kv" data-role="ui"><span>Site 22</span><span>·</span><span>Paid $44/night</span><span>·</span><span>Verizon 3 bars</span></div>`,
    title: "Quiet, clean, friendly hosts",
    text: [
      "Full hookups worked fine, the pull-through sites are level and the laundry room is spotless.",
      "Site 22 is listed as lake view. The lake is visible if one person holds the ladder and the other stands on the roof.",
    ],
    who: "owner",
    reply: { label: "Owner's response", author: "Cedar Bend RV Park", text: "Thanks for staying, Zander! Site 23 comes with the taller ladder." },
    foot: "Helpful (12)",
  },
  "#f2b33d",
  "#4a5358",
)}
${rev({ name: "Tuck", meta: "Travel trailer · 3 reviews", color: "#9a6a4a", n: 4, date: "Visited September 2026", title: "Good base for the springs", text: ["Stayed a week. Cell signal drops in the back loop, but the hosts lent us a booster and brought round a jar of fig jam on our last night. Would stay again, though we never found the lake either."], who: "Tuck" }, "#f2b33d", "#4a5358")}
</div>
<div class="row tb" data-role="ui">${icon.search(22)}${icon.pin(22)}${icon.bookmark(22)}${icon.person(22)}</div>`,
};

export const freeindex: ScreenSpec = {
  id: "freeindex-three-close-up-photos",
  app: "Freeindex",
  kind: "review",
  dark: false,
  device: "android",
  format: "png",
  crop: { top: 38 },
  owner: { name: "Vikram S.", handle: null },
  time: "10:12",
  battery: 47,
  cutLines: 1,
  replies: true,
  css: `body{background:#fff;color:#222}.fill{display:flex;flex-direction:column}.fill>*{flex:none}
.hd{flex:none;height:52px;padding:0 12px;gap:12px;background:#2d6a2e;color:#fff;position:relative;z-index:3}.hd b{flex:1;font-size:18px;font-weight:800;letter-spacing:-.3px}
.bz{padding:12px 14px;border-bottom:1px solid #e4e4e4}.bn{font-size:17px;font-weight:700;color:#1a4f8a}.bs{font-size:12.5px;color:#666;margin-top:2px}.br{gap:6px;font-size:13px;margin-top:5px}.br b{color:#222}
.rh{padding:10px 14px 0;font-size:14px;font-weight:700;color:#2d6a2e}.fs{gap:0;padding:8px 10px 0}.fs>div{flex:1;text-align:center}.fs b{display:block;font-size:16px}.fs small{display:block;font-size:11px;color:#777}.rs{font-size:12.5px;color:#2d6a2e;padding:6px 14px 30px;border-bottom:1px solid #e4e4e4}
.rv{padding:10px 14px 12px;border-bottom:1px solid #e4e4e4}.rn{font-size:14px;font-weight:700}.rm{font-size:12px;color:#777}.rd{font-size:12px;color:#777}
.rt{font-size:15px;font-weight:700;line-height:20px;margin-top:6px;color:#1a4f8a}.rx{font-size:14px;line-height:19.5px;margin-top:5px}
.rr{margin-top:9px;background:#f3f7f0;border:1px solid #d9e6d2;border-radius:4px;padding:8px 10px}.rl{font-size:12px;font-weight:700;color:#2d6a2e}.rf{font-size:12px;color:#777;margin-top:7px}
.bt{flex:none;gap:10px;padding:10px 14px 12px;background:#fff;border-top:1px solid #e4e4e4;position:relative;z-index:3}.bt span{flex:1;text-align:center;font-size:14.5px;font-weight:700;padding:10px;border-radius:4px}.bt .c{background:#2d6a2e;color:#fff}.bt .w{border:1.5px solid #2d6a2e;color:#2d6a2e}`,
  html: `<div class="row hd" data-role="ui">${icon.menu(22)}<b>FreeIndex</b>${icon.search(20)}</div>
<div class="fill">
<div class="bz">${ui("Amberley Heating & Plumbing", "bn")}${ui("Gas engineer · Derby, DE22", "bs")}<div class="row br" data-role="ui">${stars(5, "#f5a623", "#ddd", 13)}<b>4.9</b><span>from 137 reviews</span></div></div>
<div class="row fs" data-role="ui"><div><b>4.9</b><small>Quality</small></div><div><b>4.8</b><small>Value</small></div><div><b>4.9</b><small>Timeliness</small></div><div><b>5.0</b><small>Service</small></div></div>
${ui("98% would recommend · Member since 2014", "rs")}
${ui("Reviews (137)", "rh")}
${rev(
  {
    name: "Vikram S.",
    meta: "Allestree, Derby",
    color: "#5a6aa0",
    n: 5,
    date: "23 Nov 2026",
    title: "Boiler sorted on a Sunday",
    text: [
      "Rang at 8am on a Sunday and the engineer was here by half ten. Polite, tidy, boots off at the door.",
      "He fixed it in four minutes by pressing the reset button I had already sent him three close-up photos of.",
      "Fair price for the call-out.",
    ],
    who: "owner",
    reply: { label: "Amberley Heating & Plumbing replied:", author: "Amberley Heating & Plumbing", text: "Thank you Vikram, the photos were very clear." },
  },
  "#f5a623",
  "#ddd",
)}
${rev({ name: "Tyrese O.", meta: "Mickleover, Derby", color: "#a06a4a", n: 5, date: "9 Nov 2026", title: "New radiators in the loft", text: ["Three radiators fitted in our loft conversion, no mess at all, and good advice on which valves to buy so we did not get ripped off at the merchant's."], who: "Tyrese O." }, "#f5a623", "#ddd")}
${rev({ name: "Wilmer D.", meta: "Littleover, Derby", color: "#4a8a6a", n: 4, date: "2 Nov 2026", title: "Annual service", text: ["Service done on the day booked and the certificate was emailed the same afternoon. Four stars only because the van blocked our drive for an hour."], who: "Wilmer D." }, "#f5a623", "#ddd")}
</div>
<div class="row bt" data-role="ui"><span class="w">Leave a review</span><span class="c">Call now</span></div>`,
};
