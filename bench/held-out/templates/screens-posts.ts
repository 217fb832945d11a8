// Posts with replies: Threads, Reddit, Mastodon, Substack.
import { avatar, icon } from "./icons";
import type { ScreenSpec } from "./screen-type";
import { esc, other, own, span, ui } from "./shell";

const counts = (items: [string, string][], gap = 18) =>
  `<div class="row acts" style="gap:${gap}px">${items.map(([svg, n]) => `<span class="row" style="gap:5px">${svg}${n ? span(n) : ""}</span>`).join("")}</div>`;

const threadsReply = (color: string, name: string, age: string, text: string, n: [string, string, string], owner = false) => `
<div class="row post" style="align-items:flex-start;gap:10px">${avatar(36, color)}<div style="flex:1">
<div class="row" style="justify-content:space-between"><span class="row" style="gap:6px">${span(name, "nm")}${span(age, "age")}</span>${icon.more(20)}</div>
${owner ? own(text, "txt") : other(name, text, "txt")}
${counts([
  [icon.heart(20), n[0]],
  [icon.comment(20), n[1]],
  [icon.repost(20), n[2]],
  [icon.send(20), ""],
])}</div></div>`;

export const threads: ScreenSpec = {
  id: "threads-post",
  app: "Threads",
  kind: "post",
  dark: false,
  device: "iphone",
  format: "png",
  owner: { name: "marcushale.builds", handle: "marcushale.builds" },
  time: "7:12",
  battery: 64,
  crop: { top: 50 },
  replies: true,
  css: `.hd{height:44px;justify-content:space-between;padding:0 14px;flex:none}.hd b{font-size:17px;font-weight:700}
.post{padding:12px 16px 10px;border-bottom:1px solid #e6e6e6}.nm{font-weight:600;font-size:15px}.age{color:#999;font-size:15px}
.txt{font-size:15px;line-height:21px;white-space:pre-line;margin-top:2px}.acts{margin-top:10px;color:#444;font-size:13px}
.big .txt{font-size:16px;line-height:22px}.views{color:#999;font-size:14px;padding:0 16px 10px}
.cmp{flex:none;margin:8px 12px 40px;height:44px;border-radius:22px;background:#f2f2f2;padding:0 16px;color:#999;font-size:15px}`,
  html: `<div class="row hd">${icon.back(24)}<b>Thread</b>${icon.more(24)}</div>
<div class="fill">
<div class="post big" style="border:0">
<div class="row" style="gap:10px">${avatar(40, "#c77d3a")}<div style="flex:1"><div class="row" style="gap:6px">${span("marcushale.builds", "nm")}${span("2h", "age")}</div></div>${icon.more(20)}</div>
${own("Woke up at 4:30 again. No alarm. Discipline is a muscle and mine is shredded 💪\n\nAnyway taking a nap at 11, don’t call me", "txt")}
${counts([
  [icon.heart(22), "1.2K"],
  [icon.comment(22), "214"],
  [icon.repost(22), "38"],
  [icon.send(22), "9"],
])}</div>
${ui("Top replies", "views")}
${threadsReply("#6b8dd6", "jenna.rosales", "1h", "so you woke up at 4:30 to go back to sleep at 11", ["862", "12", "4"])}
${threadsReply("#c77d3a", "marcushale.builds", "1h", "recovery is part of the grind", ["41", "30", ""], true)}
${threadsReply("#5aa17f", "pat.lifts", "58m", "the muscle has a nap schedule 😭", ["507", "3", "1"])}
${threadsReply("#b05fa8", "dani.kowalski", "41m", "bro is shredded at sleeping", ["233", "", ""])}
</div>
<div class="row cmp">${esc("Reply to marcushale.builds…")}</div>`,
};

const redditComment = (color: string, name: string, meta: string, text: string, votes: string, owner = false, indent = 0) => `
<div class="cm" style="margin-left:${indent}px"><div class="row" style="gap:8px">${avatar(24, color)}${span(name, "cn")}${span(meta, "meta")}</div>
${owner ? own(text, "ct") : other(name, text, "ct")}
<div class="row cact">${icon.more(18)}<span class="row" style="gap:4px">${icon.comment(18)}${span("Reply")}</span><span class="row" style="gap:6px">${icon.arrowUp(18)}${span(votes)}${icon.arrowDown(18)}</span></div></div>`;

export const reddit: ScreenSpec = {
  id: "reddit-aio",
  app: "Reddit",
  kind: "post",
  dark: true,
  device: "iphone-max",
  format: "png",
  owner: { name: "gravy_daddy_92", handle: "u/gravy_daddy_92" },
  time: "23:48",
  battery: 31,
  crop: { top: 54, bottom: 40 },
  replies: true,
  css: `body{background:#0b1416;color:#f2f4f5}.hd{height:48px;gap:14px;padding:0 14px;flex:none;color:#d7dadc}.hd b{font-size:16px;font-weight:600;flex:1}
.p{padding:10px 16px 0}.sub{gap:8px;font-size:13px;color:#8ba2ad}.sub b{color:#f2f4f5;font-weight:600}.u{font-size:12px;color:#8ba2ad;margin-left:40px;margin-top:-4px}
.title{font-size:20px;line-height:26px;font-weight:700;margin:10px 0 8px}.body{font-size:15px;line-height:21px;color:#d5dadd;white-space:pre-line}
.flair{display:inline-block;background:#2a3236;color:#e0e6e9;border-radius:12px;padding:3px 10px;font-size:12px;font-weight:600;margin-bottom:4px}
.vote{gap:10px;margin:12px 0;font-size:13px;font-weight:600}.pill{background:#1a282d;border-radius:18px;height:34px;padding:0 12px;gap:6px}
.sort{font-size:13px;color:#8ba2ad;padding:6px 16px 4px;border-top:1px solid #223237;font-weight:600}
.cm{padding:10px 16px 4px}.cn{font-size:13px;font-weight:600;color:#d7dadc}.meta{font-size:13px;color:#8ba2ad}
.ct{font-size:15px;line-height:21px;margin:4px 0 0 32px;color:#e8ecee}.cact{justify-content:flex-end;gap:18px;color:#8ba2ad;font-size:13px;font-weight:600;margin-top:4px}`,
  html: `<div class="row hd">${icon.back(24)}<b>r/AmIOverreacting</b>${icon.search(22)}${icon.more(22)}</div>
<div class="fill"><div class="p">
<div class="row sub">${avatar(32, "#ff4500", { silhouette: false })}<span><b>r/AmIOverreacting</b> · 5h</span></div>
${ui("u/gravy_daddy_92", "u")}
${own("AIO for ending a date because she called my 14-hour bolognese “nice”?", "title")}
<span class="flair">Overreacting</span>
${own("I (29M) started the sauce at 5 AM. Three kinds of tomato. A parmesan rind I’ve been saving since March.\n\nShe took one bite, said “nice” and checked her phone. I told her the door is also nice. She left.\n\nMy sister says I’m the problem but my sister buys jarred sauce so.", "body")}
<div class="row vote"><span class="row pill">${icon.arrowUp(18)}${span("2.4K")}${icon.arrowDown(18)}</span><span class="row pill">${icon.comment(18)}${span("1.1K")}</span><span class="row pill">${icon.share(18)}${span("Share")}</span></div>
</div>
${ui("Sort by: Best", "sort")}
${redditComment("#46d160", "marinara_mike", "· 4h", "14 hours and the only thing that reduced was your dating pool", "8.7K")}
${redditComment("#ff66ac", "gravy_daddy_92", "OP · 4h", "it was a really good rind", "1.2K", true, 20)}
${redditComment("#7193ff", "sunny_side_sal", "· 3h", "“the door is also nice” is a villain origin story", "3.1K")}
</div>`,
};

export const mastodon: ScreenSpec = {
  id: "mastodon-post",
  app: "Mastodon",
  kind: "post",
  dark: false,
  device: "iphone",
  format: "png",
  owner: { name: "Ben Adler", handle: "@ben@mastodon.social" },
  time: "9:31",
  battery: 88,
  replies: true,
  css: `.hd{height:44px;padding:0 12px;flex:none;color:#6364ff;gap:4px;border-bottom:1px solid #e3e3ea}.hd b{color:#000;font-size:17px;flex:1;text-align:center;margin-right:40px}
.st{padding:14px 16px;border-bottom:1px solid #e3e3ea}.nm{font-weight:700;font-size:16px}.hn{color:#606984;font-size:14px}
.tx{font-size:17px;line-height:24px;white-space:pre-line;margin:12px 0}.rtx{font-size:15px;line-height:21px;white-space:pre-line;margin-top:4px}
.when{color:#606984;font-size:14px}.stat{gap:16px;font-size:14px;color:#606984;margin-top:10px}.stat b{color:#000}
.acts{justify-content:space-between;color:#606984;padding:10px 8px 0}.rp{gap:10px;align-items:flex-start}
.tabs{flex:none;height:83px;justify-content:space-around;align-items:flex-start;padding-top:12px;border-top:1px solid #e3e3ea;color:#8d8da3}`,
  html: `<div class="row hd">${icon.back(24)}<b>Post</b></div>
<div class="fill">
<div class="st"><div class="row" style="gap:10px">${avatar(46, "#4a6fa5")}<div>${ui("Ben Adler", "nm")}${ui("@ben@mastodon.social", "hn")}</div></div>
${own("Reminder that I deleted my Twitter account two years ago and I’ve never been happier or more at peace.\n\nAnyway here is part 14 of my thread on why I left Twitter 🧵", "tx")}
${ui("Oct 3, 2026, 09:14 · Web", "when")}
<div class="row stat"><span><b>48</b> boosts</span><span><b>112</b> favourites</span></div>
<div class="row acts">${icon.comment(22)}${icon.repost(22)}${icon.star(22, "#606984")}${icon.bookmark(22)}${icon.more(22)}</div></div>
${[
  ["#c0618b", "Mira", "@mira@hachyderm.io", "Ben you have posted about Twitter more since leaving than you did on it", false],
  ["#4a6fa5", "Ben Adler", "@ben@mastodon.social", "part 15 addresses this", true],
  ["#5f9e6e", "Olu", "@olu@fosstodon.org", "at this point it’s not a thread it’s a custody battle", false],
]
  .map(
    ([color, name, handle, text, mine]) =>
      `<div class="st"><div class="row rp">${avatar(40, color as string)}<div style="flex:1"><div class="row" style="gap:6px">${span(name as string, "nm")}${span(handle as string, "hn")}</div>${mine ? own(text as string, "rtx") : other(name as string, text as string, "rtx")}</div></div></div>`,
  )
  .join("")}
</div>
<div class="row tabs">${icon.home()}${icon.search()}${icon.bell()}${icon.chat()}${icon.person()}</div>`,
};

const ndReply = (color: string, name: string, meta: string, text: string, mine: boolean) =>
  `<div class="row nr">${avatar(34, color)}<div class="nb">${ui(name, "nn")}${ui(meta, "nm2")}${mine ? own(text, "nt") : other(name, text, "nt")}</div></div>`;

export const nextdoor: ScreenSpec = {
  id: "nextdoor-post",
  app: "Nextdoor",
  kind: "post",
  dark: false,
  device: "iphone",
  format: "jpeg",
  quality: 78,
  owner: { name: "Linda Whitcombe", handle: null },
  time: "08:03",
  battery: 100,
  keyboard: true,
  suggestions: ["Linda", "I", "The"],
  replies: true,
  css: `.hd{height:46px;flex:none;padding:0 14px;gap:12px;border-bottom:1px solid #eee}.hd b{flex:1;font-size:17px;text-align:center;margin-right:36px}
.who{gap:10px;padding:10px 16px 0}.wn{font-size:15px;font-weight:700}.wm{font-size:13px;color:#666}
.tx{font-size:16px;line-height:22px;padding:8px 16px}.re{gap:14px;padding:0 16px 8px;font-size:13px;color:#666;border-bottom:1px solid #eee}
.nr{gap:8px;align-items:flex-start;padding:8px 16px 0}.nb{flex:1;background:#f2f3f3;border-radius:12px;padding:8px 12px}.nn{font-size:14px;font-weight:700}.nm2{font-size:12px;color:#666}.nt{font-size:15px;line-height:20px;margin-top:3px}
.fill{display:flex;flex-direction:column;justify-content:flex-start}
.cmp{flex:none;gap:10px;padding:8px 12px;border-top:1px solid #eee}.cmp .box{flex:1;height:38px;border-radius:19px;border:1px solid #ccc;display:flex;align-items:center;padding:0 14px;color:#888;font-size:15px}`,
  html: `<div class="row hd">${icon.back(24)}<b>Post</b></div>
<div class="fill">
<div class="row who">${avatar(40, "#8e7cc3")}<div>${ui("Linda Whitcombe", "wn")}${ui("Maple Heights · 2 hr", "wm")}</div></div>
${own("To whoever keeps leaving ONE (1) shoe at the end of Birch Lane: we know. We ALL know. Please collect your shoe. I have been watching it for 9 days.", "tx")}
<div class="row re">${span("👍😂 34")}${span("27 replies")}</div>
${ndReply("#93c47d", "Carol Diaz", "Birchwood · 48 min", "I think it’s Linda’s shoe", false)}
${ndReply("#8e7cc3", "Linda Whitcombe", "Maple Heights · 40 min", "Carol that is a men’s size 11", true)}
</div>
<div class="row cmp">${avatar(30, "#f6b26b")}<span class="box">Add a reply…</span></div>`,
};

export const POSTS: ScreenSpec[] = [threads, reddit, mastodon, nextdoor];
