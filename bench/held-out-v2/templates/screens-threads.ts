// Posts with replies: Bluesky (a fancy-letter name, the last reply cut by the tab bar), Quora (an
// answer saved twice and shrunk), Medium (a response being typed, a line cut by the keyboard), Hacker
// News (cropped on the right, so long lines stop part-way).
import { avatar, icon } from "../../held-out/templates/icons";
import { comment, counts } from "./parts";
import type { ScreenSpec } from "./screen-type";
import { esc, own, span, ui } from "./shell";

export const bluesky: ScreenSpec = {
  id: "bluesky-post",
  app: "Bluesky",
  kind: "post",
  dark: true,
  device: "iphone",
  format: "png",
  owner: { name: "𝓙𝓮𝓼𝓼 ✨", handle: "@jessbakes.bsky.social" },
  time: "10:24",
  battery: 72,
  replies: true,
  css: `body{background:#161e27;color:#f1f3f5}.hd{height:44px;padding:0 14px;gap:12px;flex:none;border-bottom:1px solid #2e4052}.hd b{font-size:17px;flex:1}
.p{padding:12px 16px;border-bottom:1px solid #2e4052}.nm{font-weight:700;font-size:16px}.hn{color:#8d9eb0;font-size:14px}
.tx{font-size:17px;line-height:24px;margin:10px 0 8px}.when{color:#8d9eb0;font-size:14px;padding-bottom:10px;border-bottom:1px solid #2e4052}
.st{gap:16px;font-size:14px;color:#8d9eb0;padding:10px 0;border-bottom:1px solid #2e4052}.st b{color:#f1f3f5}.acts{justify-content:space-between;color:#8d9eb0;padding:10px 8px 0}
.c{gap:10px;padding:12px 16px;border-bottom:1px solid #2e4052}.cn{font-weight:700;font-size:15px}.cm{color:#8d9eb0;font-size:14px}.ct{font-size:15px;line-height:21px;margin-top:2px}
.fill{padding-top:0}.tabs{flex:none;height:82px;justify-content:space-around;align-items:flex-start;padding-top:12px;border-top:1px solid #2e4052;color:#8d9eb0;background:#161e27;position:relative;z-index:2}`,
  html: `<div class="row hd">${icon.back(24)}<b>Post</b>${icon.more(22)}</div>
<div class="fill">
<div class="p"><div class="row" style="gap:10px">${avatar(44, "#d98a5f")}<div>${ui("𝓙𝓮𝓼𝓼 ✨", "nm")}${ui("@jessbakes.bsky.social", "hn")}</div></div>
${own("Made sourdough from scratch for the first time!! Only took 3 days, 11 YouTube tutorials and one (1) emotional breakdown 🍞", "tx")}
${ui("November 28, 2026 at 9:02 AM", "when")}
<div class="row st"><span><b>14</b> reposts</span><span><b>203</b> likes</span></div>
${counts(
  [
    [icon.comment(22), ""],
    [icon.repost(22), ""],
    [icon.heart(22), ""],
    [icon.share(22), ""],
    [icon.more(22), ""],
  ],
  0,
)}</div>
${comment("#5b8def", "Theo", "@theo.bsky.social · 58m", "that’s not a loaf, that’s a doorstop with ambition", false)}
${comment("#d98a5f", "𝓙𝓮𝓼𝓼 ✨", "@jessbakes.bsky.social · 51m", "it’s called rustic", true)}
${comment("#63b37a", "Priya", "@priyamakes.bsky.social · 40m", "the crumb shot you didn’t post is doing a lot of work here", false)}
${comment("#b36bd1", "Marcus", "@mrcs.bsky.social · 22m", "3 days for one loaf means each slice cost about six hours of your life honestly", false)}
${comment("#e0b341", "Noor", "@noorbakes.bsky.social · 9m", "the emotional breakdown is the real starter, it just needs feeding every 12 hours", false)}
</div>
<div class="row tabs">${icon.home()}${icon.search()}${icon.chat()}${icon.bell()}${icon.person()}</div>`,
};

export const quora: ScreenSpec = {
  id: "quora-answer",
  app: "Quora",
  kind: "post",
  dark: false,
  device: "android",
  format: "jpeg",
  generations: [{ quality: 90 }, { width: 720, quality: 70 }],
  owner: { name: "Gerald Finch", handle: null },
  time: "07:51",
  battery: 35,
  replies: true,
  css: `.hd{height:52px;padding:0 14px;gap:14px;flex:none;border-bottom:1px solid #e6e6e6}.hd b{flex:1;font-size:18px;color:#b92b27;font-weight:800;font-family:"P052",serif}
.q{font-size:19px;line-height:25px;font-weight:700;padding:12px 16px 8px}.a{padding:4px 16px}.nm{font-weight:700;font-size:14px}.cred{font-size:13px;color:#636466}
.tx{font-size:15px;line-height:22px;margin:10px 0;white-space:pre-line}.vw{font-size:13px;color:#939598;margin-bottom:8px}
.acts{gap:8px;padding:6px 16px 10px;border-bottom:8px solid #f1f2f2}.pill{border:1px solid #dee0e1;border-radius:18px;height:32px;padding:0 12px;gap:6px;font-size:13px;color:#636466}
.c{gap:10px;padding:10px 16px 4px}.cn{font-weight:700;font-size:13px}.cm{color:#939598;font-size:12px}.ct{font-size:14px;line-height:20px;margin-top:2px}`,
  html: `<div class="row hd">${icon.back(22)}<b>Quora</b>${icon.search(22)}${icon.moreV(22)}</div>
<div class="fill">
${ui("What is the best investment you have ever made?", "q")}
<div class="a"><div class="row" style="gap:10px">${avatar(36, "#7c8e9e")}<div>${ui("Gerald Finch", "nm")}${ui("Self-taught investor · 7 years studying the markets", "cred")}</div></div>
${own("My own mindset.\n\nEverything else I put into crypto in 2021, but the lessons I learned are worth more than the money I lost. Which was most of it.", "tx")}
${ui("41.2K views · View upvotes", "vw")}</div>
<div class="row acts"><span class="row pill">${icon.arrowUp(16)}${span("Upvote · 1.4K")}</span><span class="row pill">${icon.comment(16)}${span("96")}</span><span class="row pill">${icon.repost(16)}</span></div>
${comment("#d1a054", "Dana Whitfield", "· 3y", "So the best investment was the one that made the other investments go to zero", false)}
${comment("#7c8e9e", "Gerald Finch", "· 3y", "You could say I bought the dip. Several times.", true)}
${comment("#62a87c", "Sam Okafor", "· 2y", "Seven years studying the markets and the markets were studying you back", false)}
</div>`,
};

export const medium: ScreenSpec = {
  id: "medium-story",
  app: "Medium",
  kind: "post",
  dark: false,
  device: "iphone-max",
  format: "png",
  owner: { name: "Brett Kowalczyk", handle: null },
  time: "13:37",
  battery: 54,
  keyboard: true,
  suggestions: ["I", "Brett", "The"],
  replies: true,
  cutLines: 1,
  css: `.hd{height:46px;padding:0 14px;gap:12px;flex:none;border-bottom:1px solid #eee}.hd b{flex:1;font-size:17px}
.ti{font-family:"P052",serif;font-size:23px;line-height:29px;font-weight:700;padding:12px 18px 6px}.by{gap:10px;padding:4px 18px 10px;font-size:14px;color:#6b6b6b}
.tx{font-family:"P052",serif;font-size:17px;line-height:26px;padding:0 18px 12px;color:#242424}
.sec{font-weight:700;font-size:15px;padding:10px 18px 0;border-top:1px solid #eee}.c{gap:10px;padding:10px 18px 0}.cn{font-weight:600;font-size:14px}.cm{color:#6b6b6b;font-size:13px}.ct{font-size:15px;line-height:21px;margin-top:2px}
.cmp{flex:none;border-top:1px solid #e6e6e6;padding:8px 14px;gap:10px;background:#fff}.cmp .box{flex:1;font-size:16px;color:#242424}.cmp .pb{background:#1a8917;color:#fff;border-radius:16px;padding:5px 12px;font-size:14px}`,
  html: `<div class="row hd">${icon.close(24)}<b>Responses (38)</b></div>
<div class="fill">
${own("I Quit My 9-to-5 to Become a Full-Time Creator. Here’s What I Earned in Month One.", "ti")}
<div class="row by">${avatar(28, "#b5835a")}${span("Brett Kowalczyk · 6 min read")}</div>
${own("Total creator income for October: $14.20. I want to be transparent, because that’s what this community deserves.", "tx")}
${ui("Most relevant", "sec")}
${comment("#6a8caf", "Lena Park", "2 days ago", "Could you break down where the $14.20 came from? Asking for a 9-to-5.", false)}
${comment("#b5835a", "Brett Kowalczyk", "Author", "Mostly my aunt. But she’s a real subscriber and her support counts.", true)}
${comment("#9b6fb0", "Ravi Menon", "1 day ago", "6 minute read, $14.20 a month. I’ve been paid less for longer meetings, to be fair to you, but the maths still isn’t mathing", false)}
</div>
<div class="row cmp">${avatar(28, "#8aa37b")}<span class="box">${esc("this is the most honest thing on medium")}</span><span class="pb">Respond</span></div>`,
};

const hnComment = (name: string, age: string, text: string, mine: boolean, indent: number) =>
  `<div class="hc" style="margin-left:${indent}px"><div class="row hm">${span(name, mine ? "hn op" : "hn")}${span(age)}</div>${mine ? own(text, "ht") : `<div data-role="other" data-author="${esc(name)}" class="ht">${esc(text)}</div>`}</div>`;

export const hackernews: ScreenSpec = {
  id: "hackernews-thread",
  app: "Hacker News",
  kind: "comments",
  dark: false,
  device: "android",
  format: "png",
  owner: { name: "kvolkov", handle: null },
  time: "23:12",
  battery: 41,
  statusBarBackground: "#ff6600",
  crop: { right: 34 },
  replies: true,
  cutLines: 3,
  css: `body{background:#f6f6ef}.hd{height:40px;padding:0 10px;gap:8px;flex:none;background:#ff6600;color:#000}.hd b{font-size:15px;font-weight:700}.hd .lg{width:20px;height:20px;border:1px solid #fff;display:flex;align-items:center;justify-content:center;color:#fff;font-weight:700;font-size:13px}
.st{padding:10px 12px;border-bottom:1px solid #e0e0d8}.tl{font-size:16px;line-height:21px}.dm{font-size:12px;color:#828282}.sub{font-size:12px;color:#828282;margin-top:4px}
.hc{padding:8px 12px 4px;border-left:2px solid #e0e0d8}.hm{gap:6px;font-size:12px;color:#828282}.hn{color:#828282}.op{color:#3c963c}.ht{font-size:14px;line-height:19px;margin-top:3px;color:#000}`,
  html: `<div class="row hd"><span class="lg">Y</span><b>Hacker News</b></div>
<div class="fill">
<div class="st"><div class="row" style="gap:6px;align-items:baseline">${own("Show HN: I rewrote my blog's static site generator in Rust for the 4th time", "tl")}</div>
${ui("(kvolkov.dev)", "dm")}${ui("312 points by kvolkov 7 hours ago | 241 comments", "sub")}</div>
${hnComment("tptacek_fan", "6 hours ago", "How many posts are on the blog?", false, 0)}
${hnComment("kvolkov", "6 hours ago", "Two, but one of them is about the previous rewrite, so the content strategy is very cohesive.", true, 12)}
${hnComment("lowercase_greg", "5 hours ago", "At this point the generator has more releases than the blog has readers. Build times must be incredible though.", false, 24)}
${hnComment("kvolkov", "5 hours ago", "0.4ms for both posts. The bottleneck is now me.", true, 36)}
${hnComment("mjd", "4 hours ago", "Looking forward to the Show HN for rewrite five, in Zig, with zero posts and a really fast RSS feed.", false, 0)}
</div>`,
};

export const THREADS: ScreenSpec[] = [bluesky, quora, medium, hackernews];
