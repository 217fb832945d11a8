// Part D's reviews (v27): Sykes Cottages (a Lake District cottage and the good saucepan; the owner's reply), OpenRice
// (a seafood restaurant that introduced the lobster; the restaurant's reply) and Birdeye (a car dealer's service
// department and a courtesy wash), each with other reviewers beside the owner's review.
import { avatar, icon, picture } from "./icons";
import { say, type Who } from "./kit";
import type { ScreenSpec } from "./screen-type";
import { abs, overBar, tagRow } from "./screens-d-kit";
import { stars } from "./parts";
import { ui } from "./shell";

interface Rev {
  name: string;
  meta: string;
  color: string;
  n: number;
  date: string;
  title?: string;
  paras: string[];
  who: Who;
  reply?: { label: string; by: string; text: string[] };
  foot?: string;
  starColor: string;
  empty: string;
}

/** A review card: who, stars and date, title, paragraphs, a reply box, a foot label. Classes .rv .rn .rm .rd .rt .rx .rp .rpl .rpx .rf */
const rev = (r: Rev) =>
  `<div class="rv"><div class="row" style="gap:10px">${avatar(34, r.color)}<div style="flex:1">${ui(r.name, "rn")}${ui(r.meta, "rm")}</div></div>
<div class="row" style="gap:8px;margin-top:7px">${stars(r.n, r.starColor, r.empty, 15)}${ui(r.date, "rd")}</div>
${r.title ? say(r.who, r.title, "rt") : ""}${r.paras.map((p) => say(r.who, p, "rx")).join("")}
${r.reply ? `<div class="rp">${ui(r.reply.label, "rpl")}${r.reply.text.map((t) => say(r.reply!.by, t, "rpx")).join("")}</div>` : ""}${r.foot ? ui(r.foot, "rf") : ""}</div>`;

const cottage =
  abs(0, 70, 428, 60, "#6f8f5a") +
  abs(0, 0, 428, 80, "#b9c9d6") +
  abs(-20, 30, 200, 70, "#7d8f9a", "50% 50% 0 0") +
  abs(150, 20, 260, 90, "#8a9aa4", "50% 50% 0 0") +
  abs(120, 52, 170, 64, "#d9d2c4", "2px") +
  abs(112, 40, 186, 16, "#4a4f55", "2px") +
  abs(140, 70, 22, 24, "#3e5a6e") +
  abs(190, 78, 26, 38, "#5a3a2a") +
  abs(246, 70, 22, 24, "#3e5a6e");

const sykesCard = { starColor: "#0a7a6a", empty: "#cfd8d6" };

export const sykes: ScreenSpec = {
  id: "sykes-the-good-saucepan",
  app: "Sykes Cottages",
  kind: "review",
  dark: false,
  device: "iphone-max",
  format: "png",
  owner: { name: "Trudie M.", handle: null },
  time: "20:51",
  battery: 47,
  cutLines: 1,
  replies: true,
  css: `body{background:#fff;color:#1e2b33}.fill{display:flex;flex-direction:column}.fill>*{flex:none}
.th{flex:none;height:50px;padding:0 16px;gap:14px;background:#fff;border-bottom:1px solid #e7ecee;position:relative;z-index:3}.th .t{flex:1;font-size:16px;font-weight:700}
.hp{gap:12px;padding:12px 16px}.hn{font-size:16px;font-weight:700}.hm{font-size:12.5px;color:#66747c;margin-top:2px}
.sc{gap:8px;padding:0 16px 10px;font-size:13.5px;color:#1e2b33;border-bottom:1px solid #e7ecee}.sc b{font-size:22px;color:#0a7a6a}
.rv{padding:12px 16px 12px;border-bottom:1px solid #e7ecee}.rn{font-size:14.5px;font-weight:700}.rm{font-size:12px;color:#7a878e}.rd{font-size:12px;color:#7a878e}
.rt{font-size:15.5px;font-weight:700;margin-top:7px;line-height:21px}.rx{font-size:14.5px;line-height:20.5px;margin-top:5px}
.rp{margin-top:10px;background:#f1f6f5;border-left:3px solid #0a7a6a;border-radius:4px;padding:8px 12px}.rpl{font-size:12.5px;font-weight:700;color:#0a7a6a}.rpx{font-size:14px;line-height:19.5px;margin-top:3px}
.rf{font-size:12.5px;color:#7a878e;margin-top:8px}
.bb{gap:12px;padding:10px 16px 30px;background:#fff;border-top:1px solid #e2e8ea;box-shadow:0 -2px 8px rgba(0,0,0,.07)}.bb .p{flex:1}.bb .p b{font-size:17px;display:block}.bb .p small{font-size:12px;color:#66747c}.bb .k{font-size:15.5px;font-weight:700;color:#fff;background:#e0402f;border-radius:6px;padding:12px 24px}`,
  html: `<div class="row th" data-role="ui">${icon.back(22)}<span class="t">Reviews</span>${icon.share(21)}${icon.heart(21)}</div>
<div class="fill">
<div class="row hp">${picture(86, 62, ["#b9c9d6", "#6f8f5a"], `<div style="position:absolute;inset:0;transform:scale(.2);transform-origin:0 0">${cottage}</div>`)}<div style="flex:1">${ui("Fellside Barn, Near Coniston", "hn")}${ui("Sleeps 4 · 2 bedrooms · Pet friendly · Ref 1048271", "hm")}</div></div>
<div class="row sc" data-role="ui"><b>4.7</b>${stars(5, "#0a7a6a", "#cfd8d6", 15)}<span>from 96 reviews</span></div>
${rev({ ...sykesCard, name: "Simeon B.", meta: "Stayed Oct 2026 · Couple", color: "#6a7aa0", n: 5, date: "2 Nov 2026", paras: ["Perfect base for walking. Woodburner, good wifi, and the pub is ten minutes away."], who: "Simeon B.", foot: "Helpful (4)" })}
${rev({
  ...sykesCard,
  name: "Trudie M.",
  meta: "Stayed Nov 2026 · Family",
  color: "#a0705a",
  n: 4,
  date: "24 Nov 2026",
  title: "Cosy, spotless and very well equipped",
  paras: [
    "Comfy beds and a kitchen with everything you could need. Lovely welcome hamper with scones.",
    "There was a handwritten card asking us not to use the good saucepan. We spent the week trying to work out which one it was.",
    "Would happily come back.",
  ],
  who: "owner",
  reply: { label: "Valeska (owner) replied", by: "Valeska", text: ["Thank you Trudie, it's the blue one. Hope to welcome you again soon."] },
  foot: "Helpful (17)",
})}
${rev({ ...sykesCard, name: "Yetunde A.", meta: "Stayed Nov 2026 · Group of 4", color: "#5a9a7a", n: 5, date: "30 Nov 2026", title: "Stunning views from the bedroom", paras: ["We arrived in the dark and woke up to the fells covered in snow. The drive up is narrow, so take it slowly after the cattle grid."], who: "Yetunde A." })}
</div>
${overBar(`<div class="p"><b>£612</b><small>3 nights · 12–15 Dec</small></div><span class="k">Book now</span>`, "bb")}`,
};

// OpenRice (a seafood restaurant's lobster, introduced at the table; the restaurant's reply, another review below;
// a Messages banner from a friend; JPEG).
const openCss = `body{background:#f2f2f2;color:#222}.fill{display:flex;flex-direction:column}.fill>*{flex:none}
.th{flex:none;height:50px;padding:0 14px;gap:14px;background:#ffc300;position:relative;z-index:3}.th .t{flex:1;font-size:16px;font-weight:700}
.rh{background:#fff;padding:20px 14px;gap:10px}.rhn{font-size:15px;font-weight:700}.rhm{font-size:12px;color:#777;margin-top:2px}
.rv{background:#fff;margin-top:8px;padding:12px 14px}.rn{font-size:14px;font-weight:700}.rm{font-size:11.5px;color:#888}.rd{font-size:11.5px;color:#888}
.sm{gap:6px;margin-top:8px}.sm span{font-size:12px;font-weight:700;color:#fff;background:#f0a400;border-radius:12px;padding:3px 10px}
.rt{font-size:15.5px;font-weight:700;margin-top:8px;line-height:21px}.rx{font-size:14px;line-height:20px;margin-top:5px}
.gr{display:grid;grid-template-columns:repeat(5,1fr);gap:2px;margin-top:8px;font-size:11px;color:#666;text-align:center}.gr b{display:block;font-size:13px;color:#222}
.rp{margin-top:10px;background:#fff8e1;border-radius:6px;padding:8px 11px}.rpl{font-size:12px;font-weight:700;color:#b07800}.rpx{font-size:13.5px;line-height:19px;margin-top:3px}
.rf{font-size:12px;color:#888;margin-top:8px}
.tb{flex:none;height:54px;justify-content:space-around;background:#fff;border-top:1px solid #e2e2e2;position:relative;z-index:3;color:#777}`;

const openRev = (o: {
  name: string;
  meta: string;
  color: string;
  face: string;
  date: string;
  title: string;
  paras: string[];
  who: Who;
  grid?: boolean;
  reply?: string[];
  foot: string;
}) =>
  `<div class="rv"><div class="row" style="gap:10px">${avatar(34, o.color)}<div style="flex:1">${ui(o.name, "rn")}${ui(o.meta, "rm")}</div>${ui(o.date, "rd")}</div>
<div class="row sm" data-role="ui"><span>${o.face}</span></div>
${say(o.who, o.title, "rt")}${o.grid ? `<div class="gr" data-role="ui"><div><b>5</b>Taste</div><div><b>4</b>Decor</div><div><b>5</b>Service</div><div><b>4</b>Hygiene</div><div><b>3</b>Value</div></div>` : ""}
${o.paras.map((p) => say(o.who, p, "rx")).join("")}
${o.reply ? `<div class="rp">${ui("Restaurant's reply", "rpl")}${o.reply.map((t) => say("Tide Cove Seafood", t, "rpx")).join("")}</div>` : ""}${ui(o.foot, "rf")}</div>`;

export const openrice: ScreenSpec = {
  id: "openrice-introduced-by-name",
  app: "OpenRice",
  kind: "review",
  dark: false,
  device: "android",
  format: "jpeg",
  quality: 72,
  owner: { name: "Wing-yan C.", handle: null },
  time: "13:07",
  battery: 38,
  statusBarBackground: "#ffc300",
  banner: { app: "Messages", color: "#1a73e8", title: "Usha", body: "so are we doing saturday or what", author: "Usha", age: "now" },
  cutLines: 1,
  replies: true,
  css: openCss,
  html: `<div class="row th" data-role="ui">${icon.back(22)}<span class="t">Reviews (214)</span>${icon.search(20)}${icon.share(20)}</div>
<div class="fill">
<div class="row rh">${picture(56, 58, ["#c0392b", "#7a1f16"])}<div style="flex:1">${ui("Tide Cove Seafood", "rhn")}${ui("Sai Kung · Seafood · $401-800", "rhm")}</div></div>
${openRev({
  name: "Wing-yan C.",
  meta: "Level 3 · 41 reviews",
  color: "#7a5aa0",
  face: "Smile",
  date: "29-11-2026",
  title: "Dad's 70th by the water",
  grid: true,
  paras: [
    "Booked a table for eight by the window for my dad's birthday. Staff were lovely with the kids.",
    "We ordered the lobster noodles. The lobster was brought out alive first and introduced to us by name, which made the next forty minutes hard on the children.",
    "Noodles were excellent. Would return for the clams.",
  ],
  who: "owner",
  reply: ["Thank you for celebrating with us. We will stop doing the introductions."],
  foot: "Useful 23 · Comments 4",
})}
${openRev({ name: "Tenzin", meta: "Level 5 · 230 reviews", color: "#5a9a8a", face: "OK", date: "27-11-2026", title: "Good clams, slow service", paras: ["Salt and pepper squid was the best thing on the table. We waited nearly an hour for the steamed fish on a Sunday evening."], who: "Tenzin", foot: "Useful 6" })}
</div>
<div class="row tb" data-role="ui">${icon.home(22)}${icon.search(22)}${icon.bookmark(22)}${icon.person(22)}</div>`,
};

// Birdeye (a car dealer's service department washed the car; the dealer's reply, other reviews around it; cropped at
// the bottom).
export const birdeye: ScreenSpec = {
  id: "birdeye-found-out-it-is-silver",
  app: "Birdeye",
  kind: "review",
  dark: false,
  device: "iphone",
  format: "png",
  owner: { name: "Thurston K.", handle: null },
  time: "17:32",
  battery: 29,
  crop: { bottom: 58 },
  cutLines: 1,
  replies: true,
  css: `body{background:#f6f7f9;color:#1f2933}.fill{display:flex;flex-direction:column}.fill>*{flex:none}
.th{flex:none;height:48px;padding:0 16px;gap:12px;background:#fff;border-bottom:1px solid #e4e7eb;position:relative;z-index:3}.th .t{flex:1;font-size:15px;font-weight:600;color:#1976d2}
.bh{background:#fff;padding:12px 16px;gap:12px}.bn{font-size:17px;font-weight:700}.bm{font-size:12.5px;color:#6b7785;margin-top:2px}
.sc{gap:8px;background:#fff;padding:0 16px 12px;font-size:13px;color:#3e4c59;border-bottom:1px solid #e4e7eb}.sc b{font-size:20px;color:#1f2933}
.rv{background:#fff;margin-top:8px;padding:12px 16px;border-top:1px solid #e4e7eb;border-bottom:1px solid #e4e7eb}.rn{font-size:14.5px;font-weight:700}.rm{font-size:12px;color:#7b8794}.rd{font-size:12px;color:#7b8794}
.rt{font-size:15px;font-weight:700;margin-top:6px}.rx{font-size:14.5px;line-height:20.5px;margin-top:5px}
.rp{margin-top:10px;background:#f0f4f8;border-radius:8px;padding:9px 12px}.rpl{font-size:12.5px;font-weight:700;color:#3e4c59}.rpx{font-size:14px;line-height:19.5px;margin-top:3px}
.rf{font-size:12.5px;color:#1976d2;margin-top:8px}`,
  html: `<div class="row th" data-role="ui">${icon.back(22)}<span class="t">birdeye.com</span>${icon.share(20)}</div>
<div class="fill">
<div class="row bh">${avatar(46, "#1f3b63", { silhouette: false })}<div style="flex:1">${ui("Ridgeway Motors Service Center", "bn")}${ui("Auto repair · Boise, ID", "bm")}</div></div>
<div class="row sc" data-role="ui"><b>4.6</b>${stars(5, "#f5a623", "#d5dae0", 15)}<span>1,212 reviews</span></div>
${rev({ starColor: "#f5a623", empty: "#d5dae0", name: "Swati P.", meta: "via Google", color: "#a0607a", n: 5, date: "3 days ago", paras: ["In and out in under an hour for new wiper blades. Friendly front desk."], who: "Swati P." })}
${rev({
  starColor: "#f5a623",
  empty: "#d5dae0",
  name: "Thurston K.",
  meta: "via Birdeye",
  color: "#5a8aa0",
  n: 5,
  date: "1 week ago",
  paras: [
    "Booked in for the 40,000 mile service and it was ready by lunch. They went through the invoice line by line.",
    "They also washed the car as a courtesy, which is how I found out it is silver.",
    "Waiting room coffee was fine.",
  ],
  who: "owner",
  reply: {
    label: "Ridgeway Motors Service Center replied",
    by: "Ridgeway Motors Service Center",
    text: ["Thanks Thurston! It's a lovely silver. See you at 50,000."],
  },
})}
${rev({ starColor: "#f5a623", empty: "#d5dae0", name: "Yohannes T.", meta: "via Birdeye", color: "#7a9a5a", n: 4, date: "2 weeks ago", paras: ["Fair price on the brakes, but nobody called when it was ready, so I sat there for two hours reading the same magazine about boats."], who: "Yohannes T." })}
</div>`,
};
