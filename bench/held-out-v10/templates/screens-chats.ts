// Chats: Chanty (dark, an art director's fourth monitor, keyboard open with a message typed, a name
// row cut under the header), Heja (an under-9s coach whose sponsored shirts make the kids look like
// vans, under a banner from Grandma, JPEG), Guilded (dark, a raid leader’s 14-page strategy doc, a reply cut under the header),
// Glovo (a courier and "barista oat", Gboard open with a message typed, saved twice), Shpock (a bread
// maker used once, keyboard open with a message typed, JPEG); Pawshake, italki, FreeNow and tutti.ch are
// in screens-chats-more.ts.
import { icon } from "./icons";
import { chatCss, chatHead, inputBar, msgRow, timeline } from "./kit";
import type { ScreenSpec } from "./screen-type";
import { freeNow, italki, pawshake, tutti } from "./screens-chats-more";

const adBar = (css: string) =>
  `.ad{flex:none;gap:10px;padding:8px 14px;font-size:13px;border-bottom:1px solid;${css}}.ad span.p{flex:none;width:44px;height:44px;border-radius:6px}.ad b{font-size:14px;display:block}`;

export const chanty: ScreenSpec = {
  id: "chanty-four-monitors",
  app: "Chanty",
  kind: "chat",
  dark: true,
  device: "iphone-max",
  format: "png",
  owner: { name: "Wendell Prowse", handle: null },
  time: "10:26",
  battery: 64,
  keyboard: true,
  suggestions: ["when", "monitor", "I"],
  cutLines: 1,
  replies: true,
  css: `body{background:#1b1d2a;color:#e9eaf2}.hd{flex:none;height:56px;padding:0 12px;gap:10px;border-bottom:1px solid #2c2f42;position:relative;z-index:3;background:#22243a}.hd b{font-size:16px;display:block}.hd small{font-size:12px;color:#9698b4;display:block}.chn{width:34px;height:34px;border-radius:50%;background:#6e5cf0;display:flex;align-items:center;justify-content:center;color:#fff}
.fill{display:flex;flex-direction:column;justify-content:flex-end;padding:0 0 8px;gap:2px}.ev{gap:10px;padding:5px 14px;align-items:flex-start}.en{font-size:14px;font-weight:700}.et{font-size:11px;color:#9698b4}.ex{font-size:15px;line-height:21px}
.in{flex:none;gap:10px;padding:8px 12px;border-top:1px solid #2c2f42;color:#8f80ff;position:relative;z-index:2;background:#22243a}.in .box{flex:1;min-height:38px;border-radius:19px;background:#2c2f42;display:flex;align-items:center;padding:6px 14px;font-size:15px;color:#e9eaf2}`,
  html: `<div class="row hd" data-role="ui">${icon.back(22)}<span class="chn">${icon.hash(18)}</span><div style="flex:1"><b>design-studio</b><small>9 members</small></div>${icon.phone(20)}${icon.more(22)}</div>
<div class="fill">
${msgRow("Wendell Prowse", "#6e5cf0", ["Quick heads-up, I’m moving to a standing desk from Monday. It’s for my back, not a personality."], "owner", "09:58")}
${msgRow("Tamsin Greaves", "#d9774b", ["how long is the desk"], "Tamsin Greaves", "10:01")}
${msgRow("Wendell Prowse", "#6e5cf0", ["180 cm. I measured my wingspan first, as you do."], "owner", "10:02")}
${msgRow("Joel Abara", "#3aa17e", ["you measured your wingspan"], "Joel Abara", "10:04")}
${msgRow("Wendell Prowse", "#6e5cf0", ["I’ve also ordered a fourth monitor. Three was starting to feel like a compromise."], "owner", "10:09")}
${msgRow("Tamsin Greaves", "#d9774b", ["what goes on the fourth one"], "Tamsin Greaves", "10:11")}
${msgRow("Wendell Prowse", "#6e5cf0", ["Chanty, mostly. This conversation, right now."], "owner", "10:12")}
${msgRow("Joel Abara", "#3aa17e", ["so it’s a monitor for watching us talk about the monitor"], "Joel Abara", "10:14")}
${msgRow("Wendell Prowse", "#6e5cf0", ["It’s an ecosystem, Joel."], "owner", "10:15")}
</div>
<div class="row in">${icon.plus(22)}<span class="box" data-role="other" data-author="You">can I have number three when it’s</span>${icon.send(22)}</div>`,
};

export const heja: ScreenSpec = {
  id: "heja-kids-look-like-vans",
  app: "Heja",
  kind: "chat",
  dark: false,
  device: "iphone",
  format: "jpeg",
  quality: 70,
  owner: { name: "Graham Lusk", handle: null },
  time: "17:52",
  battery: 43,
  cutLines: 1,
  banner: { app: "Messages", color: "#34c759", title: "Grandma", body: "did the scarf arrive I posted it tuesday with a card", author: "Grandma", age: "now" },
  replies: true,
  css: `${chatCss({ bg: "#f2f6f4", hd: "#fff", fg: "#17302a", sub: "#61756f", line: "#dde6e2", left: "#fff", leftFg: "#17302a", right: "#0e9f6e", rightFg: "#fff", accent: "#0e9f6e", box: "#eaf0ed", radius: 16 }, 15)}
.hd{height:64px}.fill{padding-bottom:10px}.gn{color:#0e9f6e}`,
  html: `${chatHead("Riverside Rovers U9", "Team chat · 23 members", "#0e9f6e", icon.moreV(20))}
<div class="fill">
${timeline([
  ["t", "Today 4:31 PM"],
  ["l", "owner", "Well played today everyone, great effort in the rain.", "Coach Graham"],
  ["l", "owner", "News! We have a kit sponsor for next season, thanks to Darren.", "Coach Graham"],
  ["l", "Darren Pike", "happy to help 👍", "Darren Pike"],
  ["l", "owner", "The new shirts say PIKE’S PLUMBING across the front in very large letters. The kids look like vans.", "Coach Graham"],
  ["l", "Yasmin Odell", "mine asked if he has to fix toilets now", "Yasmin Odell"],
  ["l", "owner", "Only at home games, Yasmin.", "Coach Graham"],
  ["l", "Darren Pike", "same font as the van, that was the idea", "Darren Pike"],
  ["l", "owner", "It works. A man stopped Oscar at the chip shop and asked for a quote on a boiler.", "Coach Graham"],
  ["l", "Ruth Halloran", "😂", "Ruth Halloran"],
  ["l", "owner", "Photo day Saturday, shirts washed please. Training Tuesday 5pm.", "Coach Graham"],
])}
</div>
${inputBar("Message the team")}`,
};

export const guilded: ScreenSpec = {
  id: "guilded-strategy-doc",
  app: "Guilded",
  kind: "chat",
  dark: true,
  device: "android",
  format: "png",
  owner: { name: "lagbaron", handle: null },
  time: "19:44",
  battery: 81,
  cutLines: 1,
  replies: true,
  css: `${chatCss({ bg: "#111218", hd: "#191a22", fg: "#ececf1", sub: "#8d8fa0", line: "#2a2b36", left: "#23242e", leftFg: "#ececf1", right: "#f5c400", rightFg: "#111", accent: "#f5c400", box: "#23242e", radius: 10 }, 14)}
.fill{padding-bottom:0;margin-bottom:-6px}.gn{color:#f5c400}`,
  html: `${chatHead("# raid-night", "Wednesday Wipe Club · 17 online", "#f5c400", `${icon.bell(20)}${icon.moreV(20)}`)}
<div class="fill">
${timeline([
  ["l", "owner", "Attendance tonight is mandatory unless you have a note from an adult.", "lagbaron"],
  ["l", "quietmarcy", "i am an adult", "quietmarcy"],
  ["l", "owner", "Then write yourself a note, Marcy.", "lagbaron"],
  ["l", "owner", "Raid tonight at 8. I’ve written a strategy doc. It is 14 pages, please read pages 3 to 11.", "lagbaron"],
  ["l", "mossyknuckles", "what’s on 1, 2 and 12 to 14", "mossyknuckles"],
  ["l", "owner", "Those are about me.", "lagbaron"],
  ["l", "pip_the_healer", "we wiped 40 times last week", "pip_the_healer"],
  ["l", "owner", "39. One was a disconnect. There’s a slide about it.", "lagbaron"],
  ["l", "mossyknuckles", "the slide is a photo of your router", "mossyknuckles"],
  ["l", "owner", "The router knows what it did.", "lagbaron"],
  ["l", "quietmarcy", "might be 10 min late, feeding the cat", "quietmarcy"],
])}
</div>
${inputBar("Message #raid-night")}`,
};

export const glovo: ScreenSpec = {
  id: "glovo-barista-oat",
  app: "Glovo",
  kind: "chat",
  dark: false,
  device: "android",
  format: "jpeg",
  owner: { name: "Teodor", handle: null },
  time: "12:18",
  battery: 39,
  keyboard: true,
  suggestions: ["door", "4471", "thanks"],
  generations: [{ quality: 90 }, { width: 720, quality: 66 }],
  replies: true,
  css: `${chatCss({ bg: "#fff", hd: "#ffc244", fg: "#1d1d1b", sub: "#6e6a60", line: "#eee6d2", left: "#f4f1ea", leftFg: "#1d1d1b", right: "#00a082", rightFg: "#fff", accent: "#00a082", box: "#f4f1ea", radius: 16 }, 14)}
.hd small{color:#4d4a40}.fill{padding-bottom:6px;gap:4px}.bb{padding:6px 11px}`,
  html: `${chatHead("Teodor", "Your courier · Bike", "#7f6a3d", icon.phone(20))}
<div class="fill">
${timeline([
  ["l", "owner", "Hi! I’m at the supermarket with your order 🛒"],
  ["l", "owner", "No oat milk. They have almond, soy, and “barista oat”, which is oat milk that went to university."],
  ["r", "You", "barista oat is fine"],
  ["l", "owner", "Also no limes. I can do one lemon and a lot of confidence."],
  ["r", "You", "lemon is ok"],
  ["l", "owner", "The lemon has a sticker that says Sicily. It has travelled more than me this year."],
  ["l", "owner", "Leaving now, 11 minutes. The bag is heavier than the app said."],
])}
</div>
${inputBar("the code is 4471", true)}`,
};

export const shpock: ScreenSpec = {
  id: "shpock-bread-maker",
  app: "Shpock",
  kind: "chat",
  dark: false,
  device: "iphone",
  format: "jpeg",
  quality: 71,
  owner: { name: "Hettie", handle: null },
  time: "20:37",
  battery: 56,
  keyboard: true,
  suggestions: ["tomorrow", "today", "later"],
  cutLines: 1,
  replies: true,
  css: `${chatCss({ bg: "#fff", hd: "#fff", fg: "#262626", sub: "#767676", line: "#ececec", left: "#f1f1f1", leftFg: "#262626", right: "#2ec05c", rightFg: "#fff", accent: "#2ec05c", box: "#f1f1f1", radius: 18 })}
${adBar("color:#767676;border-color:#ececec;background:#fff")}.ad span.p{background:linear-gradient(150deg,#d9d2c4,#8d8171)}.ad b{color:#262626}.fill{padding-bottom:8px}`,
  html: `${chatHead("Hettie", "Active today", "#b4879a", icon.moreV(20))}
<div class="row ad" data-role="ui"><span class="p"></span><div><b>Bread maker, used once</b>£30 · Basingstoke</div></div>
<div class="fill">
${timeline([
  ["r", "You", "hi, is the bread maker still available?"],
  ["l", "owner", "Yes! Used once. It made one loaf and I made one decision."],
  ["r", "You", "what was the decision"],
  ["l", "owner", "To buy bread. The loaf was shaped like a shoebox and weighed about the same."],
  ["r", "You", "does it come with the manual"],
  ["l", "owner", "The manual is in 11 languages and none of them explain the beeping."],
  ["l", "owner", "£25 and I’ll include the flour. There’s 4 kg, I was very optimistic in March."],
])}
</div>
${inputBar("can I come tomorrow", true)}`,
};

export const CHATS: ScreenSpec[] = [chanty, heja, guilded, glovo, shpock, pawshake, italki, freeNow, tutti];
