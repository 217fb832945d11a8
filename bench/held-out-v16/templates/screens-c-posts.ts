// Part C posts: Blogger (a hundred-things blog that counts 112, saved twice, the last comment cut by the
// bottom bar), LiveJournal (dark, pi to two hundred places, recited to Mum over nineteen minutes),
// Steemit (a month's earnings of $0.84 and a $94 kit to earn more, the keyboard still boxed, cropped at the top), WordPress.com
// (a hallway repainted the colour it already was, under a banner from Maelys), Spoutible (dark, owning
// the 5am morning for eleven minutes).
import { icon } from "./icons";
import { acts, cmt, head, pageCss, paras, tabs, whoRow } from "./blocks";
import { say } from "./kit";
import type { ScreenSpec } from "./screen-type";
import { ui } from "./shell";

export const blogger: ScreenSpec = {
  id: "blogger-the-spare-toaster",
  app: "Blogger",
  kind: "post",
  dark: false,
  device: "iphone",
  format: "jpeg",
  generations: [{ quality: 90 }, { width: 828, quality: 67 }],
  owner: { name: "Rozalind Gulliford", handle: null },
  time: "07:58",
  battery: 71,
  cutLines: 1,
  replies: true,
  css: `${pageCss({ bg: "#f1f1f1", card: "#fff", fg: "#222", sub: "#757575", line: "#e0e0e0", accent: "#f57c00", soft: "#faf6f0", size: 15 })}
.bh{flex:none;height:52px;padding:0 14px;gap:12px;background:#f57c00;color:#fff;position:relative;z-index:3}.bh b{font-size:17px;flex:1}
.art{background:#fff;padding:14px 18px 10px}.dt{font-size:12px;font-weight:700;color:#757575;letter-spacing:.6px}.ht{font-size:22px;line-height:28px;color:#c0560a;margin-top:6px}
.tx{font-size:15px;line-height:23px;margin-top:12px}.po{font-size:12.5px;color:#757575;margin-top:12px}.ch2{font-size:15px;font-weight:700;padding:12px 18px 6px;background:#fff;border-top:1px solid #e0e0e0}.cm{padding:8px 18px}
.fill>*{flex:none}.bb2{flex:none;padding:10px 18px 28px;background:#fff;border-top:1px solid #e0e0e0;position:relative;z-index:3;color:#f57c00;font-weight:600;font-size:14px;gap:10px}`,
  html: `<div class="row bh" data-role="ui">${icon.menu(22)}<b>The Hundred Things Project</b>${icon.search(20)}</div>
<div class="fill">
<div class="art">${ui("TUESDAY, MARCH 10, 2026", "dt")}${say("owner", "Day 40: still one hundred", "ht")}${paras("owner", [
    "Forty days of owning exactly one hundred things. The flat has never felt lighter and I’ve never slept better.",
    "I counted everything again this morning to be sure and got to 112, but that is not counting the second toaster, which is a spare.",
  ])}${ui("Posted by Rozalind Gulliford at 7:41 AM", "po")}</div>
${ui("6 comments:", "ch2")}
${cmt("Milovan Esterby", "March 10, 2026 at 8:02 AM", "#7a8ab0", "Why does anyone need a spare toaster", "Milovan Esterby")}
${cmt("Rozalind Gulliford", "March 10, 2026 at 8:15 AM", "#c0560a", "Toast is not a thing. It’s a need.", "owner")}
${cmt("Meinir Stace", "March 10, 2026 at 9:30 AM", "#6ab08a", "Are socks one thing or two? Asking before I start my own list", "Meinir Stace")}
${cmt("Olesya Brack", "March 10, 2026 at 10:48 AM", "#b07a9a", "I tried this in the spring and got stuck on whether a drawer of cables counts as one thing, because I would say it does", "Olesya Brack")}
${cmt("Rozalind Gulliford", "March 10, 2026 at 11:02 AM", "#c0560a", "Cables are one thing if they’re all in one bag. I have a very big bag.", "owner")}
${cmt("Nerissa Pyke", "March 10, 2026 at 12:20 PM", "#5a9a8a", "Following along from day one and honestly this is the most relaxing blog on the internet, even with the toaster", "Nerissa Pyke")}
</div>
<div class="row bb2" data-role="ui">${icon.comment(18)}<span style="flex:1">Post a Comment</span>${icon.share(18)}</div>`,
};

export const livejournal: ScreenSpec = {
  id: "livejournal-starting-again-from-three",
  app: "LiveJournal",
  kind: "post",
  dark: true,
  device: "android",
  format: "png",
  owner: { name: "quernmoor_minka", handle: null },
  time: "21:14",
  battery: 44,
  replies: true,
  css: `${pageCss({ bg: "#16191d", card: "#1f2328", fg: "#e4e6e9", sub: "#9aa1a9", line: "#2d3238", accent: "#4d9be6", soft: "#262b31", size: 14.5 })}
.hd{background:#0f3a5f;border-bottom:none}.hd small{color:#b6cbe0}.tt{font-size:19px;line-height:25px}.cd{margin-top:6px}.cn{color:#4d9be6}.tg{font-size:12px;color:#4d9be6;margin-top:10px}.cm{border-top:1px solid #2d3238}`,
  html: `${head("LiveJournal", "quernmoor_minka", icon.search(20), icon.menu(22))}
<div class="fill">
<div class="cd">${whoRow("quernmoor_minka", "March 8 2026, 20:37", "#b08a5a", 38)}${say("owner", "six weeks, two hundred digits", "tt")}${paras("owner", [
    "Learned pi to two hundred decimal places from a library book. Half an hour every evening after work, six weeks without missing one.",
    "Recited it to Mum over the phone to prove it. The call lasted nineteen minutes, mostly me starting again from 3.14.",
  ])}${ui("Tags: pi, small victories", "tg")}
${acts([
  [icon.comment(16), "5 comments"],
  [icon.heart(16), "21"],
  [icon.share(16), "Share"],
])}</div>
${cmt("nuthatch_reni", "20:52", "#6a9ab0", "two hundred digits is impressive. nineteen minutes is also impressive, differently", "nuthatch_reni")}
${cmt("quernmoor_minka", "20:58", "#b08a5a", "Mum stayed on for all of it. She found it very relaxing, like hold music.", "owner", true)}
${cmt("redpoll_mags", "21:03", "#9ab06a", "what is digit number two hundred", "redpoll_mags")}
${cmt("nuthatch_reni", "21:06", "#6a9ab0", "don’t ask her that, she’ll have to go from the top", "nuthatch_reni", true)}
${cmt("quernmoor_minka", "21:10", "#b08a5a", "It’s a 9. I think. I’ll ring Mum and check.", "owner", true)}
</div>
${tabs([icon.home(24), icon.search(24), icon.plusBox(24), icon.bell(24), icon.person(24)], true)}`,
};

export const steemit: ScreenSpec = {
  id: "steemit-the-keyboard-is-still-boxed",
  app: "Steemit",
  kind: "post",
  dark: false,
  device: "android",
  format: "png",
  owner: { name: "norbury-rae", handle: null },
  time: "13:26",
  battery: 62,
  crop: { top: 30 },
  replies: true,
  css: `${pageCss({ bg: "#fff", card: "#fff", fg: "#212529", sub: "#788187", line: "#e8e8e8", accent: "#07d7a9", soft: "#f4f4f4", size: 14.5 })}
.sh{flex:none;height:52px;padding:0 14px;gap:12px;border-bottom:1px solid #e8e8e8}.sh b{font-size:19px;flex:1;font-weight:700;color:#1a5099}
.art{padding:12px 16px}.ht{font-size:21px;line-height:27px;font-weight:700;margin-top:10px}.tx{font-size:14.5px;line-height:22px;margin-top:10px}
.pay{gap:14px;margin-top:12px;font-size:13px;color:#788187}.pay .up{color:#07b08a}.cm{border-top:1px solid #f0f0f0}.cn{color:#1a5099}.cm .tx2{font-size:12px;color:#788187;margin-top:3px}`,
  html: `<div class="row sh" data-role="ui">${icon.menu(22)}<b>steemit</b>${icon.search(20)}${icon.person(22)}</div>
<div class="fill">
<div class="art">${whoRow("norbury-rae (25)", "in #blogging · 2 days ago", "#5a8ab0", 36)}${say("owner", "One month on Steemit: my honest numbers", "ht")}${paras(
    "owner",
    [
      "31 posts, 212 followers, and total earnings so far of $0.84.",
      "To make the content better I have bought a ring light ($39) and a mechanical keyboard ($55). Next month is the month it all pays off.",
      "Thanks everyone for the support!!",
    ],
  )}
<div class="row pay" data-role="ui"><span class="up">▲ 18 votes</span><span>$0.03</span><span>💬 4</span><span>Reply</span></div></div>
${cmt("mavrocordat (58)", "2 days ago", "#b06a5a", "What did the keyboard earn", "mavrocordat")}
${cmt("norbury-rae (25)", "2 days ago", "#5a8ab0", "Nothing yet, it’s still in the box.", "owner", true)}
${cmt("pellworm (61)", "1 day ago", "#6ab08a", "upvoted, that’s about a tenth of a cent for you, spend it wisely", "pellworm")}
${cmt("ruthvenmoss (44)", "1 day ago", "#9a6ab0", "you are only 93 dollars and 16 cents from breaking even", "ruthvenmoss")}
</div>`,
};

export const wordpress: ScreenSpec = {
  id: "wordpress-thirty-sample-pots",
  app: "WordPress.com",
  kind: "post",
  dark: false,
  device: "iphone-max",
  format: "png",
  owner: { name: "Olwen Markby", handle: null },
  time: "18:42",
  battery: 55,
  cutLines: 1,
  banner: { app: "Messages", color: "#34c759", title: "Maelys", body: "have you got my green umbrella or is it at work", author: "Maelys", age: "now" },
  replies: true,
  css: `${pageCss({ bg: "#fff", card: "#fff", fg: "#1d2327", sub: "#646970", line: "#e6e6e6", accent: "#3858e9", soft: "#f6f7f7", size: 16 })}
.hd{min-height:54px}.site{gap:10px;padding:14px 18px 0}.site b{font-size:14px;display:block}.site small{font-size:12px;color:#646970;display:block}
.art{padding:4px 18px 8px}.ht{font-size:25px;line-height:31px;font-weight:700;margin-top:10px}.tx{font-size:16px;line-height:25px;margin-top:12px}
.ch2{font-size:15px;font-weight:700;padding:12px 18px 4px;border-top:1px solid #e6e6e6;margin-top:6px}.cm{padding:8px 18px}`,
  html: `${head("Reader", "", `${icon.bookmark(20)}${icon.share(20)}`)}
<div class="fill">
<div class="row site" data-role="ui"><span style="width:36px;height:36px;border-radius:6px;background:#8a6a4a"></span><div><b>No. 14, Slowly</b><small>Olwen Markby · 5 min read</small></div></div>
<div class="art">${say("owner", "The hallway is finally finished", "ht")}${paras("owner", [
    "Eight months, three weekends of filling cracks and thirty sample pots later, the hallway is done.",
    "I went with Dove Whisper, a soft warm grey. When I took the light switch off I found the old paint behind it. It was also Dove Whisper.",
    "Next up: the landing.",
  ])}
${acts([
  [icon.star(16), "Like · 24"],
  [icon.comment(16), "3"],
  [icon.repost(16), "Reblog"],
])}</div>
${ui("Comments", "ch2")}
${cmt("Rhiannedd Crisp", "1 day ago", "#6a8ab0", "Thirty pots to choose the colour you already had is a kind of loyalty", "Rhiannedd Crisp")}
${cmt("Olwen Markby", "1 day ago", "#8a6a4a", "It’s a fresher Dove Whisper. You can tell in the mornings.", "owner", true)}
${cmt("Pasco Ledwidge", "20 hours ago", "#b0906a", "What colour is the landing now", "Pasco Ledwidge")}
</div>
${tabs([icon.home(24), icon.search(24), icon.plusBox(24), icon.bell(24), icon.person(24)])}`,
};

export const spoutible: ScreenSpec = {
  id: "spoutible-owned-it-for-eleven-minutes",
  app: "Spoutible",
  kind: "post",
  dark: true,
  device: "iphone",
  format: "png",
  owner: { name: "Maddalena Otway", handle: "@maddalenaotway" },
  time: "09:12",
  battery: 38,
  replies: true,
  css: `${pageCss({ bg: "#0e1116", card: "#0e1116", fg: "#eceff3", sub: "#8b95a1", line: "#232a33", accent: "#7b5cff", soft: "#171c23", size: 15.5 })}
.hd{min-height:50px}.op{padding:12px 16px;border-bottom:1px solid #232a33}.big{font-size:17px;line-height:25px;margin-top:10px}.ts{font-size:13px;color:#8b95a1;margin-top:10px}
.cm{padding:10px 16px;border-bottom:1px solid #232a33}.cn{color:#eceff3}.acts{gap:30px}`,
  html: `${head("Spout", "", icon.more(22))}
<div class="fill">
<div class="op">${whoRow("Maddalena Otway", "@maddalenaotway", "#c07a5a", 44)}${paras(
    "owner",
    [
      "Up at 5am every single day this year to own the morning. Today I owned it for eleven minutes, then slept on the sofa until ten past nine. (Still counts.)",
    ],
    "big",
  )}${ui("8:47 AM · Mar 12, 2026 · 2.1K views", "ts")}
${acts([
  [icon.comment(17), "6"],
  [icon.repost(17), "3"],
  [icon.heart(17), "57"],
  [icon.bookmark(17), ""],
])}</div>
${cmt("Quillan Aske @quillanaske", "1h", "#6a9ab0", "what did you do with the eleven minutes", "Quillan Aske")}
${cmt("Maddalena Otway @maddalenaotway", "1h", "#c07a5a", "Made a coffee. Didn’t drink it. It was a strong start.", "owner")}
${cmt("Nesta Vaughan-Tate @nestavt", "58m", "#9ab06a", "the sofa is also part of the morning technically", "Nesta Vaughan-Tate")}
${cmt("Maddalena Otway @maddalenaotway", "52m", "#c07a5a", "Thank you. This is the support I came here for.", "owner")}
</div>
${tabs([icon.home(24), icon.search(24), icon.plusBox(24), icon.bell(24), icon.person(24)])}`,
};

export const PART_C_POSTS: ScreenSpec[] = [blogger, livejournal, steemit, wordpress, spoutible];
