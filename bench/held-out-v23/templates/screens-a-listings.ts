// Part A of the held-out set v23, its five listings (screens-a.ts lists the part in screens.json order).
import { avatar, icon, picture } from "./icons";
import type { ScreenSpec } from "./screen-type";
import { other, own, ui } from "./shell";

const qa = (name: string, q: string, a: string, label: string) =>
  `<div class="qa">${ui(`${name} asked`, "qm")}${other(name, q, "qq")}<div class="qr">${ui(label, "rl")}${own(a, "tx")}</div></div>`;

const table = (rows: [string, string][]) => `<div class="dt">${rows.map(([k, v]) => `<div class="row dr">${ui(k, "dk")}${ui(v, "dv")}</div>`).join("")}</div>`;

const seller = (color: string, name: string, meta: string) =>
  `<div class="row sl" data-role="ui">${avatar(34, color)}<div style="flex:1"><b>${name}</b>${meta}</div>${icon.chat(20)}</div>`;

const listingCss = (o: { bg: string; fg: string; sub: string; line: string; accent: string; card: string; price?: string }) =>
  `body{background:${o.bg};color:${o.fg}}.sc{flex:1;overflow:hidden;display:flex;flex-direction:column}.sc>*{flex-shrink:0}
.hd{flex:none;height:50px;padding:0 14px 0 10px;gap:16px;background:${o.bg};border-bottom:1px solid ${o.line};color:${o.fg};position:relative;z-index:3}.hd .sp{flex:1}
.ph{position:relative}.ph .ct{position:absolute;right:10px;bottom:10px;background:rgba(0,0,0,.55);color:#fff;font-size:12px;border-radius:10px;padding:2px 8px}
.tt{padding:12px 16px 0;font-size:18px;font-weight:700;line-height:23px}.pr{padding:6px 16px 0;font-size:21px;font-weight:800;color:${o.price ?? o.fg}}.mt{padding:2px 16px 10px;font-size:13px;color:${o.sub};border-bottom:1px solid ${o.line}}
.sh{padding:12px 16px 4px;font-size:15px;font-weight:700}.ds{padding:0 16px 6px;font-size:14.5px;line-height:20.5px}.ds>div{margin-bottom:8px}
.dt{margin:0 16px 6px;border-top:1px solid ${o.line}}.dr{justify-content:space-between;padding:6px 0;border-bottom:1px solid ${o.line};font-size:13.5px;line-height:18px}.dk{color:${o.sub}}.dv{font-weight:600;text-align:right}
.sl{gap:10px;padding:10px 16px;border-bottom:1px solid ${o.line};font-size:13px;color:${o.sub}}.sl b{color:${o.fg};font-size:14px;display:block}.sl svg{color:${o.accent}}
.qa{margin:0 16px 10px;padding:10px 12px;border-radius:8px;background:${o.card}}.qm{font-size:12px;color:${o.sub};line-height:16px}.qq{font-size:14.5px;line-height:20px;font-weight:600}.qr{margin-top:6px;padding-left:10px;border-left:3px solid ${o.accent}}.rl{font-size:12px;color:${o.sub};line-height:16px}.tx{font-size:14.5px;line-height:20px}
.bt{flex:none;gap:10px;padding:10px 14px 24px;border-top:1px solid ${o.line};background:${o.bg};position:relative;z-index:3}.bt .b1{flex:1;text-align:center;border-radius:8px;padding:11px 0;font-size:15.5px;font-weight:700}
.bt .b1.p{background:${o.accent};color:#fff}.bt .b1.s{border:1.5px solid ${o.accent};color:${o.accent}}`;

export const blocket: ScreenSpec = {
  id: "blocket-as-far-as-the-letterbox",
  app: "Blocket",
  kind: "listing",
  dark: false,
  device: "iphone",
  format: "png",
  downscaleTo: 900,
  owner: { name: "Tilda", handle: null },
  time: "18:51",
  battery: 44,
  replies: true,
  css: `${listingCss({ bg: "#fff", fg: "#1c1c1c", sub: "#6d6d6d", line: "#e8e8e8", accent: "#e2001a", card: "#f6f5f3" })}`,
  html: `<div class="row hd" data-role="ui">${icon.back(22)}<span class="sp"></span>${icon.heart(22)}${icon.share(21)}</div>
<div class="sc">
<div class="ph">${picture("100%", 130, ["#9bb78a", "#5c7a4f"], `<span style="position:absolute;left:120px;top:40px;width:140px;height:70px;border-radius:10px 30px 6px 6px;background:#2f6fb0"></span><span style="position:absolute;left:135px;top:100px;width:34px;height:34px;border-radius:50%;background:#222;border:5px solid #999"></span><span style="position:absolute;left:215px;top:100px;width:34px;height:34px;border-radius:50%;background:#222;border:5px solid #999"></span>`)}${ui("1 / 7", "ct")}</div>
${ui("Dog trailer for bicycle, for dogs up to 30 kg", "tt")}
${ui("650 kr", "pr")}
${ui("Uppsala · Posted yesterday 18:42", "mt")}
${ui("Description", "sh")}
<div class="ds">
${own("Sturdy dog trailer with rain cover and a reflective flag. Folds flat, both wheels come off.")}
${own("We bought it so our dog could come along on long rides. He liked it very much.")}
${own("He now refuses to walk further than the letterbox. He sits by the bike and waits.")}
</div>
${seller("#b06a4f", "Tilda", "On Blocket since 2015 · Answers messages quickly")}
${ui("Questions about the ad", "sh")}
${qa("Sigvard", "Would it suit a bigger dog? Ours is a Leonberger.", "Ours was a medium dog when we bought it.", "Answer from Tilda")}
${table([
  ["Condition", "Used – good condition"],
  ["Category", "Bicycle accessories"],
  ["Delivery", "Pickup only"],
])}
</div>
<div class="row bt" data-role="ui"><span class="b1 s">Call</span><span class="b1 p">Send message</span></div>`,
};

export const finn: ScreenSpec = {
  id: "finn-it-travels-well",
  app: "Finn.no",
  kind: "listing",
  dark: true,
  device: "android",
  format: "jpeg",
  quality: 72,
  owner: { name: "Tormod", handle: null },
  time: "20:16",
  battery: 23,
  cutLines: 1,
  replies: true,
  css: `${listingCss({ bg: "#151a21", fg: "#e9edf2", sub: "#98a2ae", line: "#29313b", accent: "#3b9bff", card: "#1e252e" })}`,
  html: `<div class="row hd" data-role="ui">${icon.back(22)}<span class="sp"></span>${icon.heart(22)}${icon.share(21)}${icon.moreV(21)}</div>
<div class="sc">
<div class="ph">${picture("100%", 109, ["#4f6f86", "#23323e"], `<span style="position:absolute;left:80px;top:60px;width:200px;height:40px;border-radius:50%;background:#1b1b1b;border:4px solid #3a8f4a"></span><span style="position:absolute;left:84px;top:20px;width:192px;height:62px;border:2px solid rgba(255,255,255,.45);border-bottom:none;border-radius:50% 50% 0 0"></span>`)}${ui("1 / 5", "ct")}</div>
${ui("Trampoline 4.3 m with safety net", "tt")}
${ui("1 500 kr", "pr")}
${ui("Tromsø · Torget · Changed 2 Dec, 19:58", "mt")}
${seller("#6b8f5a", "Tormod", "Verified with BankID · 12 years on FINN")}
${ui("Description", "sh")}
<div class="ds">
${own("Good trampoline, springs and net in fine shape. The kids have moved on to football.")}
${own("It has landed in the neighbours’ garden three times after autumn storms. The last time they had a birthday party on it before ringing us.")}
${own("Anchor kit included, still in its box.")}
</div>
${ui("Public questions", "sh")}
${qa("Sølve", "Is it still in one piece after all those trips?", "Yes. It travels well.", "Tormod answered")}
<div class="qa">${ui("Vesla asked", "qm")}${other("Vesla", "Could you deliver it to Kvaløya? I have a car but nothing that tows, and the bridge is", "qq")}</div>
</div>
<div class="row bt" data-role="ui"><span class="b1 s">Give offer</span><span class="b1 p">Send message</span></div>`,
};

export const bonanza: ScreenSpec = {
  id: "bonanza-i-can-hold-the-door",
  app: "Bonanza",
  kind: "listing",
  dark: false,
  device: "iphone-max",
  format: "jpeg",
  quality: 70,
  crop: { bottom: 96 },
  owner: { name: "walthersattic", handle: "walthersattic" },
  time: "14:27",
  battery: 90,
  replies: true,
  css: `${listingCss({ bg: "#fff", fg: "#222", sub: "#707070", line: "#e6e6e6", accent: "#3d8f2f", card: "#f5f7f3", price: "#3d8f2f" })}`,
  html: `<div class="row hd" data-role="ui">${icon.back(22)}<span class="sp"></span>${icon.search(21)}${icon.heart(22)}${icon.cart(22)}</div>
<div class="sc">
<div class="ph">${picture("100%", 160, ["#d9d3c7", "#a89f8f"], `<span style="position:absolute;left:110px;top:50px;width:210px;height:70px;border-radius:10px 10px 60px 60px;background:#f8f6f1;border:3px solid #cfc8ba"></span><span style="position:absolute;left:130px;top:118px;width:16px;height:26px;background:#b08d3c;border-radius:4px"></span><span style="position:absolute;left:285px;top:118px;width:16px;height:26px;background:#b08d3c;border-radius:4px"></span>`)}${ui("1 / 8", "ct")}</div>
${ui("Antique cast iron clawfoot bathtub, 5 ft, original feet", "tt")}
${ui("$450.00", "pr")}
${ui("Local pickup only · Dayton, OH · 3 watching", "mt")}
${seller("#4f6fa8", "walthersattic", "99.6% positive feedback · 1,204 sales")}
${table([
  ["Condition", "Used"],
  ["Material", "Cast iron, enamel"],
  ["Weight", "About 300 lbs"],
])}
${ui("Item description", "sh")}
<div class="ds">
${own("Original 1920s tub, re-enameled in 2004. No chips, drains fine, feet polished.")}
${own("Buyer collects from the second floor. It took six men to carry it up in 1998. Two of them still don’t speak to me.")}
</div>
${ui("Questions & answers", "sh")}
${qa("Waheed", "Could you help get it downstairs?", "Happy to hold the door. That was my job in 1998 as well.", "Seller’s answer")}
${qa("Shreya", "Would you take $380 if I bring my own crew?", "Bring seven. One will leave early.", "Seller’s answer")}
</div>
<div class="row bt" data-role="ui"><span class="b1 s">Make offer</span><span class="b1 p">Buy it now</span></div>`,
};

export const funda: ScreenSpec = {
  id: "funda-he-will-not-be-leaving-with-us",
  app: "Funda",
  kind: "listing",
  dark: false,
  device: "iphone",
  format: "png",
  owner: { name: "Siebren", handle: null },
  time: "08:12",
  battery: 67,
  banner: {
    app: "Funda",
    color: "#f7a100",
    title: "New message from Tiemen",
    body: "Hi! Still on for the viewing Saturday? Will Wessel be there?",
    author: "Tiemen",
    age: "now",
  },
  replies: true,
  css: `${listingCss({ bg: "#fff", fg: "#1a1a1a", sub: "#6b6b6b", line: "#e7e7e7", accent: "#f7a100", card: "#f7f6f4" })}
.ft{gap:18px;padding:2px 16px 10px;font-size:13.5px;color:#1a1a1a;border-bottom:1px solid #e7e7e7}.ft>div{white-space:nowrap}.bt .b1.p{background:#f7a100}.bt .b1.s{border-color:#1a1a1a;color:#1a1a1a}`,
  html: `<div class="row hd" data-role="ui">${icon.back(22)}<span class="sp"></span>${icon.heart(22)}${icon.share(21)}</div>
<div class="sc">
<div class="ph">${picture("100%", 170, ["#7aa5c4", "#3e6a86"], `<span style="position:absolute;left:40px;top:60px;width:300px;height:50px;background:#3a3a3a;border-radius:6px"></span><span style="position:absolute;left:60px;top:30px;width:200px;height:34px;background:#e9e2d0"></span><span style="position:absolute;left:300px;top:28px;width:6px;height:36px;background:#8c8c8c"></span><span style="position:absolute;left:0;top:110px;width:100%;height:60px;background:#2e5369"></span>`)}${ui("1 / 24", "ct")}</div>
${ui("Houseboat Zijkanaal I 14", "tt")}
${ui("1034 ZZ Amsterdam · Buiksloterham", "mt")}
${ui("€ 329,000 k.k.", "pr")}
<div class="row ft" data-role="ui">${ui("62 m²")}${ui("3 rooms")}${ui("Energy label B")}</div>
${ui("Description", "sh")}
<div class="ds">
${own("Bright houseboat on a quiet side canal, renovated in 2019, hull inspected this spring.")}
${own("A grey heron stands at the kitchen window every morning at seven. We call him Wessel. He was here before us and he will not be leaving with us.")}
${own("Mooring permit transferable. Offered by the owner, no estate agent.")}
</div>
${ui("Features", "sh")}
${table([
  ["Asking price", "€ 329,000 k.k."],
  ["Type", "Houseboat"],
  ["Year built", "1972"],
  ["Living area", "62 m²"],
])}
${seller("#5b89a6", "Siebren", "Offered by the owner · Replies within a day")}
</div>
<div class="row bt" data-role="ui"><span class="b1 s">Call</span><span class="b1 p">Request a viewing</span></div>`,
};

export const autoscout: ScreenSpec = {
  id: "autoscout24-slightly-hovering",
  app: "AutoScout24",
  kind: "listing",
  dark: false,
  device: "android",
  format: "png",
  downscaleTo: 1000,
  owner: { name: "Wenzel", handle: null },
  time: "17:45",
  battery: 51,
  banner: {
    app: "AutoScout24",
    color: "#f5c400",
    title: "Ulrike · Volvo V70 2.4 D5",
    body: "Is the seat thing fixable? I am always cold so maybe not a problem",
    author: "Ulrike",
    age: "2 min",
  },
  replies: true,
  css: `${listingCss({ bg: "#fff", fg: "#1d1d1d", sub: "#676767", line: "#e4e4e4", accent: "#333", card: "#f4f4f4" })}
.pr{font-size:22px}.bt .b1.p{background:#f5c400;color:#1d1d1d}.bt .b1.s{border-color:#1d1d1d;color:#1d1d1d}
.ky{display:grid;grid-template-columns:1fr 1fr;gap:8px 12px;padding:10px 16px;border-bottom:1px solid #e4e4e4;font-size:13.5px}.ky>div{white-space:nowrap}`,
  html: `<div class="row hd" data-role="ui">${icon.back(22)}<span class="sp"></span>${icon.share(21)}${icon.heart(22)}</div>
<div class="sc">
<div class="ph">${picture("100%", 150, ["#b9c2c9", "#6f7b85"], `<span style="position:absolute;left:60px;top:60px;width:240px;height:50px;border-radius:14px 40px 8px 8px;background:#1f3b5a"></span><span style="position:absolute;left:85px;top:95px;width:38px;height:38px;border-radius:50%;background:#1a1a1a;border:6px solid #888"></span><span style="position:absolute;left:235px;top:95px;width:38px;height:38px;border-radius:50%;background:#1a1a1a;border:6px solid #888"></span>`)}${ui("1 / 16", "ct")}</div>
${ui("Volvo V70 2.4 D5 Summum", "tt")}
${ui("€ 5,900", "pr")}
${ui("Private seller · 34131 Kassel", "mt")}
<div class="ky" data-role="ui">${ui("212,400 km")}${ui("06/2011")}${ui("Diesel")}${ui("Automatic")}${ui("136 kW (185 hp)")}${ui("2 previous owners")}</div>
${ui("Vehicle description", "sh")}
<div class="ds">
${own("Well looked after, every service stamped, tyres replaced in 2025, towbar, winter wheels included.")}
${own("The heated driver’s seat is stuck on full. In winter it is wonderful. In August I drive slightly hovering.")}
${own("No test drives before the weekend, sorry.")}
</div>
${ui("Equipment", "sh")}
${table([
  ["Seats", "Leather, heated"],
  ["Climate", "Automatic, 2 zones"],
  ["Towbar", "Removable"],
])}
${seller("#7a8f6b", "Wenzel", "Private seller · Member since 2019")}
</div>
<div class="row bt" data-role="ui"><span class="b1 s">Call</span><span class="b1 p">Send message</span></div>`,
};
