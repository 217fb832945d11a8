// Part C deals and posts (v17): Slickdeals (a rowing machine bought to replace a clothes airer that was also a
// rowing machine), hotukdeals (10,000 steps walked at 11:50pm to the end of the road; keyboard open, reply typed),
// Front Porch Forum (a neighbour's trumpet at 7am, answered in the next issue), Post News (dark, twenty minutes at
// a silent disco without the headphones; cropped at the top), Kbin (dark, a level shelf the books slide off; the
// last comment cut by the tab bar).
import { acts, cmt, head, pageCss, tabs, whoRow } from "./blocks";
import { icon } from "./icons";
import { say } from "./kit";
import type { ScreenSpec } from "./screen-type";
import { ui } from "./shell";

export const slickdeals: ScreenSpec = {
  id: "slickdeals-two-days-to-clear-the-last-one",
  app: "Slickdeals",
  kind: "comments",
  dark: false,
  device: "iphone",
  format: "png",
  owner: { name: "quincey_r", handle: null },
  time: "10:14",
  battery: 88,
  replies: true,
  css: `${pageCss({ bg: "#f3f4f6", card: "#fff", fg: "#1f2328", sub: "#6b7280", line: "#e5e7eb", accent: "#1a73e8", soft: "#f3f4f6", size: 14.5 })}
.hd b{font-size:15px}.dl{flex:none;padding:10px 16px;gap:12px;background:#fff;border-bottom:1px solid #e5e7eb;position:relative;z-index:3}.dl b{font-size:15px;line-height:20px;display:block}.dl small{font-size:12px;color:#6b7280;display:block;margin-top:3px}.pz{font-size:16px;font-weight:700;color:#0a8a3a;margin-top:3px}
.th{flex:none;width:54px;height:54px;border-radius:8px;background:linear-gradient(160deg,#d7dce2,#a9b2bc)}.fill{display:flex;flex-direction:column;justify-content:flex-start}.fill>*{flex:none}.sec{font-size:13px;font-weight:700;padding:12px 16px 6px;color:#1f2328}.cm{border-top:1px solid #f0f1f3}.cn{color:#1a73e8}.vt{font-size:11.5px;color:#6b7280;padding:0 16px 6px 56px;background:#fff}`,
  html: `${head("Deal", "", icon.share(20))}
<div class="row dl" data-role="ui"><span class="th"></span><div style="flex:1;min-width:0"><b>Folding Magnetic Rowing Machine, 16 Resistance Levels</b><div class="pz">$229 + Free Shipping</div><small>Walmart · Posted by perrin_buys · 🔥 Frontpage</small></div></div>
<div class="fill">
${ui("Comments (84)", "sec")}
${cmt("perrin_buys", "Deal Poster · 6h", "#5a8ab0", "Great price, these were $379 at Christmas. Folds flat against the wall when you’re done.", "perrin_buys")}
${ui("👍 41", "vt")}
${cmt("quincey_r", "5h", "#b0805a", "In for one. It arrives Thursday, which gives me two days to clear the washing off the last one I bought on here.", "owner")}
${ui("👍 128", "vt")}
${cmt("Morwenna.M", "5h", "#8a5ab0", "how long did the last one get used", "Morwenna.M", true)}
${cmt("quincey_r", "4h", "#b0805a", "Eleven rows. The folding is honestly the best part.", "owner", true)}
${cmt("Obadiah_L", "3h", "#5ab08a", "Mine is a very expensive bench now. No regrets, it’s a great bench.", "Obadiah_L", true)}
${cmt("Oleander_P", "2h", "#b05a6a", "Anyone know if this fits under a bed when folded? Measuring tape says maybe.", "Oleander_P")}
</div>
${tabs([icon.home(24), icon.search(24), icon.bell(24), icon.bookmark(24), icon.person(24)])}`,
};

export const hotukdeals: ScreenSpec = {
  id: "hotukdeals-the-little-fireworks",
  app: "hotukdeals",
  kind: "comments",
  dark: false,
  device: "android",
  format: "png",
  owner: { name: "Pasquale_N", handle: null },
  time: "08:03",
  battery: 57,
  keyboard: true,
  replies: true,
  statusBarDark: true,
  statusBarBackground: "#e1562b",
  css: `${pageCss({ bg: "#fff", card: "#fff", fg: "#1b1b1b", sub: "#6e6e6e", line: "#ececec", accent: "#e1562b", soft: "#fff4ef", size: 14 })}
.hd{background:#e1562b;color:#fff;border:none}.hd small{color:#ffd9cb}.dl{flex:none;padding:9px 14px;gap:12px;border-bottom:1px solid #ececec;position:relative;z-index:3;background:#fff}.dl b{font-size:14.5px;line-height:19px;display:block}.dl small{font-size:12px;color:#6e6e6e;display:block;margin-top:3px}.tm2{flex:none;border:1px solid #e1562b;color:#e1562b;border-radius:14px;padding:3px 8px;font-weight:700;font-size:13px}
.fill{justify-content:flex-end;display:flex;flex-direction:column}.fill>*{flex:none}.cm{padding:7px 14px;border-top:1px solid #f2f2f2}.cn{color:#1b1b1b}
.in{flex:none;gap:10px;padding:7px 12px;background:#fff4ef;border-top:1px solid #ececec;position:relative;z-index:2;color:#e1562b}.in .box{flex:1;min-height:36px;border-radius:18px;background:#fff;border:1px solid #f1c6b5;display:flex;align-items:center;padding:6px 14px;font-size:14.5px;color:#1b1b1b}`,
  html: `${head("hotukdeals", "Health & Beauty", icon.share(20))}
<div class="row dl" data-role="ui"><span class="tm2">1,204°</span><div style="flex:1;min-width:0"><b>Fitness Smartwatch with Step Tracker £34.99 at Argos</b><small>Posted by Ragnall · 62 comments</small></div></div>
<div class="fill">
${cmt("Olamide", "2d", "#5a7ab0", "Had the last version. Battery lasts about a week, strap feels a bit cheap.", "Olamide")}
${cmt("Pasquale_N", "2d", "#b06a4a", "Bought mine last year and I hit 10,000 steps every day now, mostly by walking to the postbox and back at 11:50pm. The neighbours think I’m checking on the car.", "owner")}
${cmt("Neasa_R", "1d", "#8a6ab0", "you could just go for a walk in the daytime", "Neasa_R", true)}
${cmt("Pasquale_N", "1d", "#b06a4a", "I could, but then I’d miss the little fireworks.", "owner", true)}
</div>
<div class="row in">${icon.comment(20)}<span class="box" data-role="other" data-author="You">does it count if you just shake your arm</span></div>`,
};

export const frontporch: ScreenSpec = {
  id: "frontporchforum-not-any-earlier",
  app: "Front Porch Forum",
  kind: "post",
  dark: false,
  device: "iphone-max",
  format: "png",
  owner: { name: "Marjolein Dekker", handle: null },
  time: "07:22",
  battery: 91,
  replies: true,
  css: `${pageCss({ bg: "#f4f1e8", card: "#fffdf7", fg: "#2a2a26", sub: "#6d6a5e", line: "#e4dfcf", accent: "#2f6b3a", soft: "#f4f1e8", size: 15 })}
.hd{background:#2f6b3a;color:#fff;border:none}.hd small{color:#cfe3d2}.is{flex:none;padding:10px 16px;background:#fffdf7;border-bottom:1px solid #e4dfcf}.is b{font-size:16px;display:block}.is small{font-size:12.5px;color:#6d6a5e;display:block;margin-top:2px}
.fill{display:flex;flex-direction:column}.fill>*{flex:none}.ps{background:#fffdf7;margin:8px 10px 0;border:1px solid #e4dfcf;border-radius:8px;padding:12px 14px}.pt{font-size:16px;font-weight:700;color:#2f6b3a;line-height:21px}.pb{font-size:12.5px;color:#6d6a5e;margin-top:3px}.tx{font-size:15px;line-height:21px;margin-top:8px}.ft{font-size:12.5px;color:#2f6b3a;font-weight:600;margin-top:10px}`,
  html: `${head("Front Porch Forum", "Quarry Hill & Tannery Brook", icon.search(20), icon.menu(22))}
<div class="is" data-role="ui"><b>Issue #1,482</b><small>Tuesday, October 13 · 9 postings</small></div>
<div class="fill">
<div class="ps">${say("owner", "Trumpet in the mornings", "pt")}${ui("Marjolein Dekker · Rookery Lane", "pb")}${say("owner", "To whoever practises the trumpet at 7am on weekdays: you are getting so much better, and I mean that. Please don’t get better any earlier.", "tx")}${ui("Reply to Marjolein", "ft")}</div>
<div class="ps">${say("Osian Pratt", "Re: Trumpet in the mornings", "pt")}${ui("Osian Pratt · Rookery Lane", "pb")}${say("Osian Pratt", "That’s me, sorry! I’ve moved it to 6:30 now the clocks have changed, so it should be over before anyone’s up.", "tx")}${ui("Reply to Osian", "ft")}</div>
<div class="ps">${say("Norbert & Mireia", "Re: Trumpet in the mornings", "pt")}${ui("Norbert & Mireia Gaunt · Elmstead Road", "pb")}${say("Norbert & Mireia", "We’ve been enjoying it. He has nearly got the tricky middle part of Happy Birthday.", "tx")}${ui("Reply to Norbert & Mireia", "ft")}</div>
<div class="ps">${ui("FOR SALE: Snow tires", "pt")}${ui("Madoc Ferrier · Elmstead Road", "pb")}${say("Madoc Ferrier", "Set of four snow tires, 215/60R16, one winter on them, stored indoors. $240 or best offer, can deliver locally.", "tx")}</div>
</div>
${tabs([icon.home(24), icon.search(24), icon.plusBox(24), icon.bell(24), icon.person(24)])}`,
};

export const postnews: ScreenSpec = {
  id: "postnews-everyone-elses-feet",
  app: "Post News",
  kind: "post",
  dark: true,
  device: "android",
  format: "png",
  owner: { name: "Nevin Colquhoun", handle: "@nevincolquhoun" },
  time: "11:09",
  battery: 46,
  crop: { top: 30 },
  replies: true,
  css: `${pageCss({ bg: "#101216", card: "#101216", fg: "#e8eaee", sub: "#8d939c", line: "#252a31", accent: "#ff6b4a", soft: "#1b1f25", size: 15 })}
.hd b{font-size:17px}.pc{padding:12px 16px;border-bottom:1px solid #252a31}.nm{font-size:15px}.tx{font-size:16px;line-height:23px;margin-top:10px}.dt{font-size:12.5px;color:#8d939c;margin-top:10px}.acts{margin-top:10px;gap:26px}
.fill{display:flex;flex-direction:column}.fill>*{flex:none}.cm{padding:10px 16px;border-bottom:1px solid #252a31;background:#101216}.cn{font-size:13.5px}.cx{font-size:15px;line-height:21px}.rl2{font-size:12.5px;color:#8d939c;padding:10px 16px 4px}`,
  html: `${head("Post", "", icon.more(22))}
<div class="fill">
<div class="pc">${whoRow("Nevin Colquhoun", "@nevincolquhoun · Editor at a local paper", "#c0704a", 40)}${say("owner", "Went to my first silent disco last night. Forgot to put the headphones on for the first twenty minutes. Nobody said anything.", "tx")}${ui("9:48 AM · Oct 18, 2026 · 3,406 views", "dt")}
${acts([
  [icon.comment(18), "14"],
  [icon.repost(18), "6"],
  [icon.heart(18), "212"],
  [icon.bookmark(18), ""],
])}</div>
${ui("Replies", "rl2")}
${cmt("Mireia Dunstan", "@mireiad · 1h", "#5a8ab0", "so what were you dancing to", "Mireia Dunstan")}
${cmt("Nevin Colquhoun", "@nevincolquhoun · 1h", "#c0704a", "Everyone else’s feet. Great rhythm, honestly.", "owner")}
${cmt("Olamide Pennock", "@olamidepennock · 52m", "#6ab07a", "Twenty minutes of freestyle to total silence is the bravest thing on this site", "Olamide Pennock")}
${cmt("Nevin Colquhoun", "@nevincolquhoun · 40m", "#c0704a", "I wasn’t brave. I thought the DJ was warming up.", "owner")}
${cmt("Ramona Fenwright", "@ramonaf · 31m", "#9a6ab0", "I was there. We all assumed you were the entertainment.", "Ramona Fenwright")}
</div>
${tabs([icon.home(24), icon.search(24), icon.plusBox(24), icon.bell(24), icon.person(24)], true)}`,
};

export const kbin: ScreenSpec = {
  id: "kbin-the-level-is-right",
  app: "Kbin",
  kind: "comments",
  dark: true,
  device: "iphone",
  format: "png",
  owner: { name: "rollo_tinkers", handle: "rollo_tinkers@kbin.social" },
  time: "19:52",
  battery: 33,
  cutLines: 1,
  replies: true,
  css: `${pageCss({ bg: "#1a1b1e", card: "#222428", fg: "#e3e4e6", sub: "#8e9298", line: "#2e3136", accent: "#7aa7ff", soft: "#2a2d32", size: 14.5 })}
.hd b{font-size:15px}.ent{padding:12px 14px;background:#222428;border-bottom:1px solid #2e3136}.et2{font-size:17px;font-weight:700;line-height:23px}.em{font-size:12px;color:#8e9298;margin-top:4px}.tx{font-size:15px;line-height:21px;margin-top:8px}.acts{gap:20px}
.fill{display:flex;flex-direction:column}.fill>*{flex:none}.cm{border-bottom:1px solid #2e3136;background:#1a1b1e}.cn{color:#7aa7ff;font-weight:600}.cm.in2{padding-left:40px;border-left:0}`,
  html: `${head("m/diy", "kbin.social", icon.more(22))}
<div class="fill">
<div class="ent">${say("owner", "Put up my first floating shelf this weekend", "et2")}${ui("by rollo_tinkers@kbin.social · 5h · to m/diy", "em")}${say("owner", "Took the whole weekend and four trips to the hardware shop. The spirit level says it’s perfect. The books all slide to the left.", "tx")}
${acts([
  [icon.arrowUp(16), "87"],
  [icon.arrowDown(16), ""],
  [icon.comment(16), "23 comments"],
  [icon.share(16), "Share"],
])}</div>
${cmt("madoc@kbin.social", "4h", "#5a9ab0", "Trust the books, not the level", "madoc@kbin.social")}
${cmt("rollo_tinkers", "4h", "#b08a5a", "The level cost £30 and the books were free. I’m trusting the level.", "owner", true)}
${cmt("ragnall@beehaw.org", "3h", "#9a6ab0", "put a heavy book at the right-hand end as a counterweight", "ragnall@beehaw.org")}
${cmt("rollo_tinkers", "3h", "#b08a5a", "There is a heavy book at the right-hand end. It’s on the floor now with the others.", "owner", true)}
${cmt("nilufar@feddit.uk", "3h", "#b06a6a", "Is the level sitting on the shelf or on the bracket? Brackets lie.", "nilufar@feddit.uk")}
${cmt("percival_k@kbin.social", "2h", "#6a7ab0", "floating shelves always droop a bit at the front once they’re loaded, it’s not just you", "percival_k@kbin.social")}
${cmt("minty_quarrel@kbin.social", "2h", "#6ab07a", "Check the level on the floor. If the floor slopes too then the shelf is technically correct and the house is the problem, which is what I told my landlord about my kitchen", "minty_quarrel@kbin.social")}
</div>
${tabs([icon.home(24), icon.search(24), icon.plusBox(24), icon.bell(24), icon.person(24)])}`,
};

export const PART_C_POSTS: ScreenSpec[] = [slickdeals, hotukdeals, frontporch, postnews, kbin];
