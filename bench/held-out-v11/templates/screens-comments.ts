// Comments: Tildes (whistling learned at 44 and the bank's hold music whistled back at the bank, the
// first comment in view cut under the topic bar), CodePen (dark, an unsubscribe button that moves away from the
// cursor, gently, Gboard open over an empty box), Food52 (an olive oil cake, one proposal in thirty
// bakes, saved twice and cropped at the bottom through a comment); CurseForge, Hackster.io and Fandom
// are in screens-comments-more.ts.
import { icon } from "./icons";
import { cmt, head, pageCss } from "./blocks";
import type { ScreenSpec } from "./screen-type";
import { curseForge, fandom, hackster } from "./screens-comments-more";

export const tildes: ScreenSpec = {
  id: "tildes-hold-music",
  app: "Tildes",
  kind: "comments",
  dark: false,
  device: "iphone",
  format: "png",
  owner: { name: "quietmeridian", handle: null },
  time: "22:36",
  battery: 44,
  cutLines: 1,
  replies: true,
  css: `${pageCss({ bg: "#fdf6e3", card: "#fdf6e3", fg: "#2c2c2c", sub: "#7a7466", line: "#e8dfc8", accent: "#268bd2", soft: "#f6efd9", size: 14.5 })}
.fill{justify-content:flex-end;padding-bottom:44px}.tp{flex:none;padding:10px 16px;border-bottom:1px solid #e8dfc8;position:relative;z-index:3;background:#fdf6e3}.tp b{font-size:17px;line-height:22px;color:#268bd2;display:block}.tp small{font-size:12px;color:#7a7466;display:block;margin-top:3px}.cm{border-left:2px solid #e8dfc8;margin:4px 12px 0 12px;padding:6px 10px}.cm.in2{margin-left:34px;padding-left:10px}`,
  html: `${head("~talk", "Tildes", icon.search(20), icon.menu(22))}
<div class="tp" data-role="ui"><b>What’s a skill you learned embarrassingly late?</b><small>posted by ketchup_rider · 2 days ago · 42 comments</small></div>
<div class="fill">
${cmt("tansy_h", "2 days ago", "#a07a6a", "Folding a fitted sheet. I’m 52 and still learning, but I can do a rectangle now.", "tansy_h")}
${cmt("marrowbone", "2 days ago", "#6aa0a0", "Cooking rice in a pan, at 35. I had a rice cooker for fifteen years and then it broke.", "marrowbone")}
${cmt("kettlebird", "2 days ago", "#8a9a6a", "Riding a bike, at 31. My niece taught me. She was six and very strict about it, and she still brings it up.", "kettlebird")}
${cmt("Ostrakon", "2 days ago", "#6a8ab0", "Tying shoelaces the proper way, at 38. They stay tied now and it has honestly improved my week.", "Ostrakon")}
${cmt("quietmeridian", "1 day ago", "#b08a6a", "Whistling, at 44. I practised in the car for a month. My family have asked if there’s a way to unlearn it.", "owner")}
${cmt("ferrous_wheel", "1 day ago", "#9a6ab0", "what do you whistle", "ferrous_wheel", true)}
${cmt("quietmeridian", "1 day ago", "#b08a6a", "Everything. Yesterday I whistled the bank’s hold music back at the bank.", "owner", true)}
${cmt("limnic", "20 hours ago", "#6ab09a", "Swimming, at 40. Adult lessons are wonderful, everyone is equally bad and nobody looks.", "limnic")}
${cmt("brackenfold", "9 hours ago", "#9a9a5a", "Sending a fax, at 27. It was for a mortgage and the office had one machine and a man called Colin.", "brackenfold")}
</div>`,
};

export const codePen: ScreenSpec = {
  id: "codepen-friendliest-button",
  app: "CodePen",
  kind: "comments",
  dark: true,
  device: "android",
  format: "png",
  owner: { name: "Elowen Marsh", handle: "@elowenm" },
  time: "23:54",
  battery: 31,
  keyboard: true,
  replies: true,
  css: `${pageCss({ bg: "#131417", card: "#131417", fg: "#e6e7ea", sub: "#9a9da6", line: "#2c303a", accent: "#47cf73", soft: "#1e1f26", size: 14 })}
.fill{justify-content:flex-end}.cm{padding:7px 16px}.pv{flex:none;height:74px;display:flex;align-items:center;justify-content:flex-end;padding:0 34px;background:#1e1f26;border-bottom:1px solid #2c303a}.pv span{font-size:13px;color:#fff;background:#7a56f0;border-radius:6px;padding:7px 14px}
.in{flex:none;gap:10px;padding:6px 12px;border-top:1px solid #2c303a;background:#1e1f26;color:#47cf73;position:relative;z-index:2}.in .box{flex:1;height:36px;border-radius:6px;border:1px solid #3c404a;display:flex;align-items:center;padding:0 12px;font-size:14px;color:#9a9da6}`,
  html: `${head("Friendly Unsubscribe Button", "Elowen Marsh · @elowenm", icon.heart(20))}
<div class="fill">
${cmt("Elowen Marsh", "2 days ago", "#c07a5a", "Marketing asked for a friendlier unsubscribe button. This is the friendliest one I could make. It moves away from your cursor, gently.", "owner")}
${cmt("rafa_dev", "2 days ago", "#5a8ac0", "this is evil", "rafa_dev")}
${cmt("Elowen Marsh", "2 days ago", "#c07a5a", "It’s engagement, Rafa.", "owner")}
${cmt("nocturne.js", "1 day ago", "#8ac05a", "on mobile it runs off the screen", "nocturne.js")}
${cmt("Elowen Marsh", "1 day ago", "#c07a5a", "That’s the premium tier.", "owner")}
${cmt("tinkerbyte", "9 hours ago", "#b05ab0", "smooth easing though, love the cubic-bezier", "tinkerbyte")}
</div>
<div class="row in" data-role="ui"><span class="box">Add a comment</span>${icon.send(20)}</div>`,
};

export const food52: ScreenSpec = {
  id: "food52-right-amount",
  app: "Food52",
  kind: "comments",
  dark: false,
  device: "iphone",
  format: "jpeg",
  owner: { name: "Marisa Kallio", handle: null },
  time: "09:03",
  battery: 78,
  crop: { bottom: 132 },
  cutLines: 1,
  generations: [{ quality: 91 }, { width: 828, quality: 68 }],
  replies: true,
  css: `${pageCss({ bg: "#fff", card: "#fff", fg: "#1d1d1b", sub: "#6b6b66", line: "#ebebe6", accent: "#0f7a63", soft: "#f4f8f6", size: 15 })}
.rc{padding:10px 16px;border-bottom:1px solid #ebebe6}.rc b{font-size:20px;font-family:Georgia,serif;display:block}.rc small{font-size:13px;color:#6b6b66;display:block;margin-top:3px}.cm{border-bottom:1px solid #f1f1ee;padding:11px 16px}`,
  html: `${head("Comments", "", icon.share(20))}
<div class="rc" data-role="ui"><b>Lemony Olive Oil Cake</b><small>Community pick · 4.8 · 1,240 ratings</small></div>
<div class="fill">
${cmt("Nell F.", "Brooklyn · 3 days ago", "#6a8ab0", "Used blood oranges instead of lemon and the colour was gorgeous.", "Nell F.")}
${cmt("Marisa Kallio", "Turku · 2 days ago", "#b08a6a", "Baked this for a first date in 2013. He proposed a year later and says it was the cake. I’ve made it about 30 times since and he hasn’t proposed again, which I think is the right amount.", "owner")}
${cmt("Jun P.", "2 days ago", "#8a6ab0", "what did you have at the wedding", "Jun P.", true)}
${cmt("Marisa Kallio", "1 day ago", "#b08a6a", "This, in a bigger tin. Nobody else was allowed near the oven.", "owner", true)}
${cmt("Tomasz W.", "Chicago · 1 day ago", "#6ab08a", "Mine sank in the middle, I think my oven runs cold. Will try ten minutes longer and a lower shelf next time.", "Tomasz W.")}
${cmt("Inês R.", "Porto · 20 hours ago", "#b06a8a", "Perfect with yogurt and berries. I make it most Sundays now and freeze half, it keeps beautifully for a couple of weeks if you wrap it well.", "Inês R.")}
</div>`,
};

export const COMMENTS: ScreenSpec[] = [tildes, codePen, food52, curseForge, hackster, fandom];
