// Comments: MetaFilter (a brass key kept for 22 years that opens nothing the owner has, tried once on a
// stranger's bike, the first comment in view cut under the question bar), Replit (dark, a lunch picker
// that picks the same noodle place six days running, no bug, Gboard open over an empty box), King
// Arthur Baking (bread for a neighbour's 90th, the best since rationing ended, saved twice and cropped at
// the bottom through a comment); Modrinth, Hackaday and IGN are in screens-comments-more.ts.
import { icon } from "./icons";
import { cmt, head, pageCss } from "./blocks";
import type { ScreenSpec } from "./screen-type";
import { hackaday, ign, modrinth } from "./screens-comments-more";

export const metafilter: ScreenSpec = {
  id: "metafilter-brass-key",
  app: "MetaFilter",
  kind: "comments",
  dark: false,
  device: "iphone",
  format: "png",
  owner: { name: "halfmoonbay", handle: null },
  time: "22:53",
  battery: 41,
  cutLines: 1,
  replies: true,
  css: `${pageCss({ bg: "#f4f6f8", card: "#f4f6f8", fg: "#22282e", sub: "#6b737b", line: "#dde2e7", accent: "#006699", soft: "#eaf0f4", size: 14.5 })}
.hd{background:#006699;color:#fff}.hd small{color:#cfe2ee}.fill{justify-content:flex-end;padding-bottom:40px}.tp{flex:none;padding:10px 16px;border-bottom:1px solid #dde2e7;position:relative;z-index:3;background:#f4f6f8}.tp b{font-size:17px;line-height:22px;color:#006699;display:block}.tp small{font-size:12px;color:#6b737b;display:block;margin-top:3px}.cm{border-left:2px solid #dde2e7;margin:4px 12px 0 12px;padding:6px 10px;background:#f4f6f8}.cm.in2{margin-left:34px;padding-left:10px}`,
  html: `${head("Ask MetaFilter", "Home & Garden", icon.search(20), icon.menu(22))}
<div class="tp" data-role="ui"><b>What have you kept for years without knowing why?</b><small>asked by lemon_curd · 2 days ago · 61 answers</small></div>
<div class="fill">
${cmt("cobalt_rook", "2 days ago", "#a07a6a", "One bicycle pedal. I have never owned a bike it fits, and it has moved house with me four times.", "cobalt_rook")}
${cmt("parsnipfarm", "2 days ago", "#6aa0a0", "The manual for a microwave we replaced in 2009. The new microwave’s manual is in there with it now.", "parsnipfarm")}
${cmt("halfmoonbay", "2 days ago", "#b08a6a", "A brass key. I’ve had it 22 years and it doesn’t open anything I own, but I’m scared to throw it away in case it does.", "owner")}
${cmt("cobalt_rook", "2 days ago", "#a07a6a", "have you tried it in every lock", "cobalt_rook", true)}
${cmt("halfmoonbay", "1 day ago", "#b08a6a", "Every lock in the house, the car, my mum’s shed and, once, a stranger’s bike.", "owner", true)}
${cmt("gravelpit", "1 day ago", "#8a9a6a", "A bag of bags inside a bag of bags.", "gravelpit")}
${cmt("tessellate", "20 hours ago", "#6a8ab0", "The little couple off our wedding cake. We divorced in 2015, but he’s a very nice little man.", "tessellate")}
${cmt("orrery", "7 hours ago", "#9a9a5a", "A VHS of my cousin’s christening. Nobody owns a player, but nobody will let me throw it out.", "orrery")}
</div>`,
};

export const replit: ScreenSpec = {
  id: "replit-no-bug",
  app: "Replit",
  kind: "comments",
  dark: true,
  device: "android",
  format: "png",
  owner: { name: "Ayodele Pryor", handle: "@ayopryor" },
  time: "13:02",
  battery: 36,
  keyboard: true,
  replies: true,
  css: `${pageCss({ bg: "#0e1525", card: "#0e1525", fg: "#f5f9fc", sub: "#9da2a6", line: "#2b3245", accent: "#f26207", soft: "#1c2333", size: 14 })}
.fill{justify-content:flex-end}.cm{padding:7px 16px}.pv{flex:none;height:74px;display:flex;align-items:center;justify-content:center;background:#1c2333;border-bottom:1px solid #2b3245}.pv span{font-size:13px;color:#fff;background:#0079f2;border-radius:6px;padding:7px 14px}
.in{flex:none;gap:10px;padding:6px 12px;border-top:1px solid #2b3245;background:#1c2333;color:#f26207;position:relative;z-index:2}.in .box{flex:1;height:36px;border-radius:6px;border:1px solid #3c445c;display:flex;align-items:center;padding:0 12px;font-size:14px;color:#9da2a6}`,
  html: `${head("lunch-decider", "Ayodele Pryor · @ayopryor", icon.heart(20))}
<div class="fill">
${cmt("Ayodele Pryor", "3 days ago", "#c07a5a", "Built this so the team stops arguing about lunch. Press the button and it picks from our eight usual places.", "owner")}
${cmt("kitbash", "3 days ago", "#5a8ac0", "it has picked the same noodle place six days running", "kitbash")}
${cmt("Ayodele Pryor", "3 days ago", "#c07a5a", "I checked and there’s no bug. It just really likes that place. So do I, but that’s unrelated.", "owner")}
${cmt("nullpointer_nan", "2 days ago", "#8ac05a", "line 14 is return places[3]", "nullpointer_nan")}
${cmt("Ayodele Pryor", "2 days ago", "#c07a5a", "That’s a placeholder.", "owner")}
${cmt("devonshire.js", "6 hours ago", "#b05ab0", "nice clean UI though, love the big button", "devonshire.js")}
</div>
<div class="row in" data-role="ui"><span class="box">Write a comment</span>${icon.send(20)}</div>`,
};

export const kingArthur: ScreenSpec = {
  id: "kingarthur-since-rationing",
  app: "King Arthur Baking",
  kind: "comments",
  dark: false,
  device: "iphone",
  format: "jpeg",
  owner: { name: "Prudence K.", handle: null },
  time: "10:41",
  battery: 66,
  crop: { bottom: 195 },
  cutLines: 1,
  generations: [{ quality: 90 }, { width: 828, quality: 68 }],
  replies: true,
  css: `${pageCss({ bg: "#fff", card: "#fff", fg: "#1c1c1c", sub: "#676767", line: "#ebe9e4", accent: "#b3192a", soft: "#f8f4ee", size: 15 })}
.rc{padding:10px 16px;border-bottom:1px solid #ebe9e4}.rc b{font-size:20px;font-family:Georgia,serif;display:block}.rc small{font-size:13px;color:#676767;display:block;margin-top:3px}.cm{border-bottom:1px solid #f1efeb;padding:11px 16px}`,
  html: `${head("Reviews", "", icon.share(20))}
<div class="rc" data-role="ui"><b>Classic Sandwich Bread</b><small>Recipe · 4.8 · 2,880 reviews</small></div>
<div class="fill">
${cmt("Maribel", "Vermont · 5 days ago", "#6a8ab0", "Perfect every time. I use half whole wheat and it’s still soft.", "Maribel")}
${cmt("Prudence K.", "Leeds · 4 days ago", "#b08a6a", "Baked this for my neighbour’s 90th. She said it was the best bread she’s had since rationing ended, which I’m choosing to take as a compliment.", "owner")}
${cmt("Abe L.", "3 days ago", "#8a6ab0", "what did she have during rationing", "Abe L.", true)}
${cmt("Prudence K.", "3 days ago", "#b08a6a", "I asked. She said “not much, dear.”", "owner", true)}
${cmt("Ruthanne", "Ohio · 2 days ago", "#6ab08a", "Doubled it and froze one loaf, it keeps really well for a week or two.", "Ruthanne")}
${cmt("Hafsa S.", "Sacramento · 1 day ago", "#b06a8a", "Mine was a bit dense, I think I didn’t let it rise long enough. Trying again tomorrow somewhere warmer in the kitchen, maybe on top of the fridge.", "Hafsa S.")}
</div>`,
};

export const COMMENTS: ScreenSpec[] = [metafilter, replit, kingArthur, modrinth, hackaday, ign];
