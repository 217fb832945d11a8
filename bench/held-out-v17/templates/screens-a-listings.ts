// Part A's listings: Swappa (a phone whose cracked back does not count, with questions, saved twice),
// Cars & Bids (dark, an estate dented by its owner's own garage door, with comments), Kidizen (a snowsuit
// worn for nine minutes, a comment cut under the buy bar, JPEG), VarageSale (a rowing machine rowed mostly
// by the delivery man, downscaled), Hemmings (a classic car with a grandfather's notes in the glovebox).
import { button, cmt, head, pageCss, paras, statGrid, whoRow } from "./blocks";
import { avatar, icon, picture } from "./icons";
import { say } from "./kit";
import type { ScreenSpec } from "./screen-type";
import { esc, ui } from "./shell";

/** A question and its answer, as Swappa prints them: Q and A tiles, the asker's row, the answer under it. */
const qa = (asker: string, age: string, q: string, a: string) =>
  `<div class="qa"><div class="row qr"><span class="qt">Q</span><div style="flex:1;min-width:0">${say(asker, q, "qx")}${ui(`${asker} · ${age}`, "qm")}</div></div><div class="row qr"><span class="qt a">A</span><div style="flex:1;min-width:0">${say("owner", a, "qx")}${ui("Seller", "qm")}</div></div></div>`;

export const swappa: ScreenSpec = {
  id: "swappa-i-dont-count-the-back",
  app: "Swappa",
  kind: "listing",
  dark: false,
  device: "iphone",
  format: "jpeg",
  generations: [{ quality: 90 }, { width: 828, quality: 67 }],
  owner: { name: "AlvarDeverell", handle: "AlvarDeverell" },
  time: "12:48",
  battery: 66,
  replies: true,
  css: `${pageCss({ bg: "#f4f5f4", card: "#fff", fg: "#222", sub: "#6b6f6b", line: "#e3e6e3", accent: "#3c9d3c", soft: "#eef6ee", size: 14.5 })}
.fill>*{flex-shrink:0}.lg{font-size:21px;font-weight:800;color:#3c9d3c;letter-spacing:-.5px}.pc{padding:12px 16px;background:#fff}.pc b{font-size:18px;display:block}.pc small{font-size:13px;color:#6b6f6b;display:block;margin-top:2px}
.prc{gap:10px;margin-top:8px}.prc b{font-size:24px;color:#222}.cond{font-size:12px;font-weight:700;color:#fff;background:#3c9d3c;border-radius:4px;padding:2px 8px}
.h2{font-size:15px;font-weight:700;padding:12px 16px 0;background:#fff}.qa{background:#fff;padding:8px 16px;border-bottom:1px solid #e3e6e3}.qr{gap:10px;align-items:flex-start;margin:4px 0}.qt{flex:none;width:22px;height:22px;border-radius:4px;background:#e8e8e8;font-size:12px;font-weight:700;display:flex;align-items:center;justify-content:center}.qt.a{background:#3c9d3c;color:#fff}.qx{font-size:14px;line-height:19px}.qm{font-size:11.5px;color:#6b6f6b}
.bt span{border-radius:6px}`,
  html: `<div class="row hd" data-role="ui">${icon.back(22)}<div class="h"><span class="lg">swappa</span></div>${icon.search(21)}${icon.heart(21)}</div>
<div class="fill">
${picture("100%", 104, ["#eef0ee", "#d9ddd9"], `<div style="position:absolute;left:160px;top:12px;width:58px;height:96px;border-radius:12px;background:#2a2d33;border:3px solid #555a60"></div><div style="position:absolute;left:228px;top:12px;width:58px;height:96px;border-radius:12px;background:#1d2024"></div>`)}
<div class="pc" data-role="ui"><b>Apple iPhone 13 mini</b><small>Unlocked · 128 GB · Midnight · Listing LXRT40917</small><div class="row prc"><b>$329</b><span class="cond">Good</span></div></div>
<div class="cd">${whoRow("AlvarDeverell", "★ 4.9 · 31 sales · Ships from Toledo, OH", "#6a8a5a", 32)}</div>
${ui("Description", "h2")}
<div class="cd" style="border:none;padding-top:0">${paras("owner", ["Unlocked, works on all carriers. Battery health 88%. The screen has never been cracked. The back was cracked once, but it was replaced and I don’t count the back. Comes with the original box and a clear case."])}</div>
${ui("Questions (3)", "h2")}
${qa("ferdie_k", "2 days ago", "Who replaced the back, Apple or a repair shop?", "My cousin Cadan, in his kitchen. He has very steady hands.")}
${qa("eulalie22", "yesterday", "Any scratches on the camera lens?", "None at all. I have been much more careful since the back.")}
${qa("bramhall_tech", "5 hours ago", "Is it still under any warranty or AppleCare?", "No, that ended with the back.")}
</div>
${button("Buy Now · $329")}`,
};

/** A Cars & Bids comment: avatar, name (with a Seller tag when the seller wrote it), age, the words. */
const cbComment = (name: string, age: string, color: string, text: string, seller = false) =>
  `<div class="row cm">${avatar(28, color)}<div style="flex:1;min-width:0"><div class="row" style="gap:6px">${ui(name, "cn")}${seller ? ui("Seller", "tag") : ""}${ui(age, "ca")}</div>${say(seller ? "owner" : name, text, "cx")}</div></div>`;

export const carsAndBids: ScreenSpec = {
  id: "carsandbids-the-garage-door-has-not-moved",
  app: "Cars & Bids",
  kind: "listing",
  dark: true,
  device: "iphone",
  format: "png",
  owner: { name: "EberhardW", handle: "EberhardW" },
  time: "19:26",
  battery: 48,
  replies: true,
  css: `${pageCss({ bg: "#111315", card: "#181b1e", fg: "#eceef0", sub: "#9aa1a8", line: "#2a2e33", accent: "#2fb9a5", soft: "#22262a", size: 14 })}
.fill>*{flex-shrink:0}.lg{font-size:17px;font-weight:800;letter-spacing:1px}.pc{padding:10px 16px 4px;background:#181b1e}.pc b{font-size:19px;display:block;line-height:24px}.pc small{font-size:12.5px;color:#9aa1a8;display:block;margin-top:3px}
.st b{font-size:16px}.h2{font-size:15px;font-weight:700;padding:12px 16px 2px;background:#181b1e}.fl{background:#181b1e;padding:2px 16px 10px 32px}.fl .tx{display:list-item;margin-top:4px}
.cm{padding:8px 16px}.ca{font-size:11.5px;color:#9aa1a8}.tag{font-size:10.5px;font-weight:700;color:#111;background:#2fb9a5;border-radius:3px;padding:1px 5px}.bt span{border-radius:6px;color:#111}`,
  html: `<div class="row hd" data-role="ui">${icon.back(22)}<div class="h"><span class="lg">CARS &amp; BIDS</span></div>${icon.heart(21)}${icon.share(21)}</div>
<div class="fill">
${picture("100%", 150, ["#3b4652", "#1c2126"], `<div style="position:absolute;left:50px;top:62px;width:280px;height:48px;border-radius:12px 40px 8px 8px;background:#5d6f7e"></div><div style="position:absolute;left:82px;top:98px;width:36px;height:36px;border-radius:50%;background:#0d0f11;border:5px solid #444"></div><div style="position:absolute;left:248px;top:98px;width:36px;height:36px;border-radius:50%;background:#0d0f11;border:5px solid #444"></div>`)}
<div class="pc" data-role="ui"><b>2009 BMW 535i xDrive Touring</b><small>~112,400 Miles, No Reserve · Loveland, CO</small></div>
${statGrid([
  ["2 Days", "Time Left"],
  ["$9,100", "High Bid"],
  ["14", "Bids"],
])}
${ui("Known Flaws", "h2")}
<div class="fl">${paras("owner", [
    "Check engine light for an O2 sensor (quote included)",
    "Curb rash on two wheels",
    "Dent in the tailgate from my own garage door, which has been in the same place for the eleven years I have owned the house",
  ])}</div>
${ui("Comments (23)", "h2")}
${cbComment("bixby_motors", "3d", "#5a7ab0", "Did the garage door survive?")}
${cbComment("EberhardW", "3d", "#b0905a", "Yes. It has a matching dent now, at the same height. I’m keeping that one.", true)}
${cbComment("Aldous_R", "1d", "#8a6ab0", "What did the O2 sensor quote come to?", false)}
${cbComment("EberhardW", "1d", "#b0905a", "$180 at my local shop. The quote is in the glovebox.", true)}
</div>
${button("Place Bid")}`,
};

export const kidizen: ScreenSpec = {
  id: "kidizen-worn-for-nine-minutes",
  app: "Kidizen",
  kind: "listing",
  dark: false,
  device: "android",
  format: "jpeg",
  quality: 72,
  owner: { name: "fernlea_closet", handle: "fernlea_closet" },
  time: "14:05",
  battery: 81,
  cutLines: 1,
  replies: true,
  css: `${pageCss({ bg: "#fff", card: "#fff", fg: "#2b2b2b", sub: "#777", line: "#eee", accent: "#f0645a", soft: "#fdf0ee", size: 14 })}
.fill>*{flex-shrink:0}.pc{padding:10px 16px 2px}.pc b{font-size:22px;display:block;color:#f0645a}.pc .t{font-size:16px;font-weight:600;margin-top:2px}.pc small{font-size:12.5px;color:#777;display:block;margin-top:3px}
.h2{font-size:14px;font-weight:700;padding:10px 16px 0;text-transform:uppercase;letter-spacing:.6px;color:#555}.tg{gap:6px;padding:8px 16px 2px}.tg span{font-size:11.5px;border-radius:12px;background:#f4f4f4;padding:3px 10px;color:#555}
.bt span{border-radius:24px}`,
  html: `${head("", "", `${icon.heart(22)}${icon.share(22)}${icon.cart(22)}`)}
<div class="fill">
${picture("100%", 150, ["#f4efe9", "#e2d9ce"], `<div style="position:absolute;left:140px;top:16px;width:80px;height:120px;border-radius:26px 26px 10px 10px;background:#2f3f66"></div><div style="position:absolute;left:118px;top:30px;width:26px;height:70px;border-radius:12px;background:#2f3f66"></div><div style="position:absolute;left:216px;top:30px;width:26px;height:70px;border-radius:12px;background:#2f3f66"></div><div style="position:absolute;left:140px;top:70px;width:80px;height:5px;background:#cfd6dd"></div>`)}
<div class="pc" data-role="ui"><b>$38</b><div class="t">Columbia one-piece snowsuit, navy</div><small>Size 4T · Boys · Excellent used condition</small></div>
<div class="row tg" data-role="ui"><span>Outerwear</span><span>Winter</span><span>Ships in 1 day</span></div>
${ui("Description", "h2")}
<div class="cd" style="border:none;padding-top:0;padding-bottom:6px">${paras("owner", ["Warm, waterproof, reflective strips on the legs. Worn once, for nine minutes: he lay face down in the snow, announced it was too snowy, and asked to go home. Smoke-free, pet-free home."])}</div>
<div class="cd" style="padding:6px 16px 8px">${whoRow("fernlea_closet", "★★★★★ (142) · Usually ships in 1 day", "#c98aa0", 34)}</div>
${ui("Comments", "h2")}
${cmt("della.roux", "2d", "#6a9ab0", "Does it run true to size?", "della.roux")}
${cmt("fernlea_closet", "2d", "#c98aa0", "Yes, it fit him perfectly for all nine minutes.", "owner", true)}
${cmt("feodora.kids", "6h", "#9a8a5a", "Would you bundle with the red mittens in your closet? And do you have the matching boots in a 10?", "feodora.kids")}
</div>
${button("Buy · $38", true)}`,
};

export const varageSale: ScreenSpec = {
  id: "varagesale-i-have-to-stop-saying-i-row",
  app: "VarageSale",
  kind: "listing",
  dark: false,
  device: "iphone-max",
  format: "png",
  downscaleTo: 1080,
  owner: { name: "Aurora Penner", handle: null },
  time: "9:14",
  battery: 92,
  replies: true,
  css: `${pageCss({ bg: "#f2f2f2", card: "#fff", fg: "#262626", sub: "#737373", line: "#e6e6e6", accent: "#e0452f", soft: "#f7f7f7", size: 15 })}
.fill>*{flex-shrink:0}.pc{padding:12px 16px 6px;background:#fff}.pc b{font-size:20px;display:block}.pc .p{font-size:20px;font-weight:700;color:#e0452f;margin-top:2px}.pc small{font-size:12.5px;color:#737373;display:block;margin-top:4px}
.h2{font-size:15px;font-weight:700;padding:12px 16px 2px;background:#fff}.hd{background:#e0452f;color:#fff;border:none}.hd small{color:#ffe0da}.bt span{border-radius:6px}`,
  statusBarDark: true,
  statusBarBackground: "#e0452f",
  html: `${head("Guelph Buy & Sell", "VarageSale", `${icon.share(22)}${icon.more(22)}`)}
<div class="fill">
${picture("100%", 190, ["#e9e4dc", "#cfc6b8"], `<div style="position:absolute;left:70px;top:120px;width:300px;height:12px;border-radius:6px;background:#3a3a3a"></div><div style="position:absolute;left:90px;top:96px;width:46px;height:26px;border-radius:6px;background:#555"></div><div style="position:absolute;left:300px;top:50px;width:12px;height:74px;background:#444;transform:rotate(18deg)"></div><div style="position:absolute;left:310px;top:40px;width:46px;height:30px;border-radius:4px;background:#222"></div>`)}
<div class="pc" data-role="ui"><b>Rowing machine, folding</b><div class="p">$250</div><small>Posted 3 days ago · Pick up in South End</small></div>
${ui("Description", "h2")}
<div class="cd" style="border:none;padding-top:0">${paras("owner", [
    "Magnetic rowing machine with a monitor, barely used, no marks. Folds up to stand against a wall.",
    "My husband says if I sell it I have to stop telling people I row. I am selling it.",
    "Cash or e-transfer, you pick up. It is heavy, bring a friend.",
  ])}</div>
<div class="cd">${whoRow("Aurora Penner", "Member since 2018 · 23 items sold", "#b07a6a", 36)}</div>
${ui("Comments (3)", "h2")}
${cmt("Dov Ashgrave", "2d", "#5a8ab0", "Does the monitor still work?", "Dov Ashgrave")}
${cmt("Aurora Penner", "2d", "#b07a6a", "It does. It says 4 km in total, and 3 of those were the delivery man trying it out.", "owner", true)}
${cmt("Faye Brodie", "5h", "#8ab06a", "Would you take $200 if I come tonight?", "Faye Brodie")}
</div>
${button("Message Seller")}`,
};

export const hemmings: ScreenSpec = {
  id: "hemmings-dont-let-dashiell-drive-it",
  app: "Hemmings",
  kind: "listing",
  dark: false,
  device: "android",
  format: "png",
  owner: { name: "dbramley", handle: "dbramley" },
  time: "17:52",
  battery: 36,
  replies: true,
  css: `${pageCss({ bg: "#f3f1ee", card: "#fff", fg: "#1e1e1e", sub: "#6d6a66", line: "#e4e0da", accent: "#b3261e", soft: "#f7f4f0", size: 14 })}
.fill>*{flex-shrink:0}.hd{background:#111;color:#fff;border:none}.lg{font-family:Georgia,serif;font-size:20px;font-weight:700;letter-spacing:1.5px}.pc{padding:10px 16px 4px;background:#fff}.pc b{font-size:18px;line-height:23px;display:block}.pc small{font-size:12.5px;color:#6d6a66;display:block;margin-top:3px}
.st b{font-size:16px}.st b.r{color:#b3261e}.h2{font-size:15px;font-weight:700;padding:12px 16px 2px;background:#fff}.cm{padding:8px 16px}.ca{font-size:11.5px;color:#6d6a66}.tag{font-size:10px;font-weight:700;color:#fff;background:#b3261e;border-radius:3px;padding:1px 5px;letter-spacing:.5px}.bt span{border-radius:4px}`,
  statusBarDark: true,
  statusBarBackground: "#111",
  html: `<div class="row hd" data-role="ui">${icon.back(22)}<div class="h"><span class="lg">HEMMINGS</span></div>${icon.heart(21)}${icon.share(21)}</div>
<div class="fill">
${picture("100%", 140, ["#c9c2b5", "#8f8779"], `<div style="position:absolute;left:40px;top:56px;width:280px;height:44px;border-radius:10px 14px 6px 6px;background:#e8dfc8"></div><div style="position:absolute;left:95px;top:34px;width:150px;height:30px;border-radius:10px 10px 0 0;background:#d6cdb5"></div><div style="position:absolute;left:70px;top:88px;width:34px;height:34px;border-radius:50%;background:#222;border:6px solid #999"></div><div style="position:absolute;left:250px;top:88px;width:34px;height:34px;border-radius:50%;background:#222;border:6px solid #999"></div>`)}
<div class="pc" data-role="ui"><b>1979 Mercedes-Benz 300D</b><small>Auction · Asheville, NC · 148,210 miles shown</small></div>
<div class="st" style="grid-template-columns:repeat(3,1fr)" data-role="ui"><div><b class="r">$7,800</b><small>Current Bid</small></div><div><b>3d 4h</b><small>Ends In</small></div><div><b>11</b><small>Bids</small></div></div>
${ui("Seller’s Description", "h2")}
<div class="cd" style="border:none;padding-top:0">${paras("owner", [
    "One family since new. Diesel, 4-speed automatic, new glow plugs in 2023. Original owner’s manual and service records back to 1981.",
    "In the glovebox is a note in my grandfather’s handwriting that says “Do not let Dashiell drive it.” I am Dashiell. The note stays with the car.",
  ])}</div>
${ui("Comments (17)", "h2")}
<div class="row cm">${avatar(28, "#5a7a9a")}<div style="flex:1;min-width:0"><div class="row" style="gap:6px">${ui("ArcherCrane79", "cn")}${ui("2d", "ca")}</div>${say("ArcherCrane79", "Why didn’t he want you driving it?", "cx")}</div></div>
<div class="row cm">${avatar(28, "#a08a5a")}<div style="flex:1;min-width:0"><div class="row" style="gap:6px">${ui("dbramley", "cn")}${ui("SELLER", "tag")}${ui("2d", "ca")}</div>${say("owner", "No idea. There is a second note in the trunk that just says “Especially not Dashiell.”", "cx")}</div></div>
<div class="row cm">${avatar(28, "#6a9a6a")}<div style="flex:1;min-width:0"><div class="row" style="gap:6px">${ui("Everard_K", "cn")}${ui("1d", "ca")}</div>${say("Everard_K", "Any rust under the rear seat or in the trunk floor?", "cx")}</div></div>
</div>
${button("Place a Bid", true)}`,
};

export const LISTINGS_A: ScreenSpec[] = [swappa, carsAndBids, kidizen, varageSale, hemmings];
