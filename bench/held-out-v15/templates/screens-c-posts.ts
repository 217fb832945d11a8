// Part C posts: Dreamwidth (a dream journal whose every dream is about the dream journal, comments under
// it), Plurk (a standing desk now sat at on a stool dearer than the desk, responses, JPEG), Ghost (dark,
// a no-spend year's week 12 beside the price of the course that taught it, comments, the last cut under
// the subscribe bar), Pillowfort (dark, a 212,000-word story that is the prologue, cropped at the top
// with the status bar gone), Vocal Media (30 days off coffee, written on the fourth coffee, saved twice).
import { icon, picture } from "./icons";
import { acts, cmt, head, pageCss, paras, tabs, whoRow } from "./blocks";
import { say } from "./kit";
import type { ScreenSpec } from "./screen-type";
import { ui } from "./shell";

export const dreamwidth: ScreenSpec = {
  id: "dreamwidth-lost-the-pen",
  app: "Dreamwidth",
  kind: "post",
  dark: false,
  device: "iphone",
  format: "png",
  owner: { name: "rookwood_mariel", handle: null },
  time: "08:17",
  battery: 64,
  replies: true,
  css: `${pageCss({ bg: "#f3f1ec", card: "#fff", fg: "#222", sub: "#6b6b6b", line: "#ddd8cf", accent: "#c1272d", soft: "#f7f4ee", size: 14.5 })}
.hd{background:#c1272d;color:#fff}.hd small{color:#f6d6d6}.tt{font-size:17px;line-height:23px}.cm{border-top:1px solid #eee9e0}.cn{color:#1f4e8c}.ds{font-size:12px;color:#6b6b6b;margin-top:8px}`,
  html: `${head("Dreamwidth", "rookwood_mariel’s journal", icon.more(22), icon.menu(22))}
<div class="fill">
<div class="cd">${whoRow("rookwood_mariel", "Mar. 19th, 2026 07:52 am", "#8a6a9a", 40)}${say("owner", "three weeks of the dream journal", "tt")}${paras(
    "owner",
    [
      "Started a dream journal on the 1st, as the sleep book told me to. Pen and notebook on the bedside table, write it all down before you move.",
      "Three weeks in, and every single dream has been about forgetting to write in the dream journal.",
      "Last night I dreamt I’d lost the pen. Woke up and I had lost the pen.",
    ],
  )}${ui("Tags: life, sleep", "ds")}${ui("mood: tired · music: the radio alarm", "ds")}</div>
<div class="cd" style="padding:8px 16px">${acts([
    [icon.comment(16), "4 comments"],
    [icon.share(16), "Share"],
  ])}</div>
${cmt("merrow_oriane", "Mar. 19th, 08:30", "#5a8a7a", "peak dreamwidth, i am framing this", "merrow_oriane")}
${cmt("rookwood_mariel", "Mar. 19th, 08:41", "#8a6a9a", "Turned up under the cat.", "owner", true)}
${cmt("pennant_pomona", "Mar. 19th, 09:05", "#b08a5a", "Have you tried a pencil? They can’t run out, only get lost.", "pennant_pomona")}
${cmt("nettlecombe", "Mar. 19th, 10:12", "#6a7ab0", "I kept one for a year and it was mostly about missing trains", "nettlecombe")}
</div>`,
};

const plurkRow = (name: string, color: string, qual: string, qc: string, text: string, who: string) =>
  `<div class="row pr2">${`<span style="flex:none;width:28px;height:28px;border-radius:6px;background:${color}"></span>`}<div style="flex:1;min-width:0"><div class="row" style="gap:6px">${ui(name, "pn")}<span class="q" style="background:${qc}">${qual}</span></div>${say(who, text, "px")}</div></div>`;

export const plurk: ScreenSpec = {
  id: "plurk-the-stool-was-140",
  app: "Plurk",
  kind: "post",
  dark: false,
  device: "android",
  format: "jpeg",
  quality: 70,
  owner: { name: "Maricruz", handle: "maricruz_ferrand" },
  time: "18:03",
  battery: 47,
  replies: true,
  css: `body{background:#f5f1ea;color:#333}.hd{flex:none;height:52px;padding:0 14px;gap:14px;background:#ff574d;color:#fff}.hd b{font-size:17px;flex:1}
.pl{background:#fff;margin:10px;border-radius:10px;padding:14px;box-shadow:0 1px 3px rgba(0,0,0,.12)}.on{font-size:15px;font-weight:700;color:#cf682f}.oh{font-size:12px;color:#999}
.q{font-size:12px;color:#fff;border-radius:4px;padding:1px 7px}.big{font-size:15.5px;line-height:23px;margin-top:10px}.acts{gap:18px;margin-top:12px;font-size:12.5px;color:#999}
.rh{font-size:12.5px;color:#999;padding:0 14px 6px}.pr2{gap:10px;align-items:flex-start;background:#fff;padding:9px 14px;border-bottom:1px solid #f0ebe3}.pn{font-size:13px;font-weight:700;color:#cf682f}.px{font-size:14px;line-height:20px;margin-top:2px}
.in{flex:none;gap:10px;padding:8px 12px;background:#fff;border-top:1px solid #e6e0d6;color:#999;font-size:14px}`,
  html: `<div class="row hd" data-role="ui">${icon.back(22)}<b>Plurk</b>${icon.moreV(20)}</div>
<div class="fill">
<div class="pl"><div class="row" style="gap:10px"><span style="flex:none;width:44px;height:44px;border-radius:8px;background:#c48a6a"></span><div style="flex:1">${ui("Maricruz", "on")}${ui("@maricruz_ferrand · 3 hours ago", "oh")}</div><span class="q" style="background:#2e85c1">says</span></div>
${paras(
  "owner",
  ["Bought a standing desk so I’d stop sitting all day. Week two and I sit at it on a tall stool (the stool was £140 and it’s the nicest thing I own)."],
  "big",
)}
<div class="row acts" data-role="ui"><span>❤ 38</span><span>♻ 4</span><span>💬 5 responses</span></div></div>
${ui("Responses", "rh")}
${plurkRow("Nicasio", "#6a9ab0", "asks", "#8e44ad", "how much was the desk", "Nicasio")}
${plurkRow("Maricruz", "#c48a6a", "says", "#2e85c1", "£129. It was on offer.", "owner")}
${plurkRow("Rosalba", "#9ab06a", "thinks", "#6a8a3a", "so you bought a desk to put a stool at", "Rosalba")}
${plurkRow("Quim", "#b06a8a", "feels", "#e07b39", "the stool is the real standing desk", "Quim")}
${plurkRow("Maricruz", "#c48a6a", "says", "#2e85c1", "I do stand up to raise it. That counts.", "owner")}
</div>
<div class="row in" data-role="ui"><span style="flex:1">Reply…</span>${icon.send(20)}</div>`,
};

export const ghost: ScreenSpec = {
  id: "ghost-the-course-was-89",
  app: "Ghost",
  kind: "post",
  dark: true,
  device: "iphone-max",
  format: "png",
  owner: { name: "Pavla Agbaje", handle: null },
  time: "21:36",
  battery: 39,
  cutLines: 1,
  replies: true,
  css: `${pageCss({ bg: "#151719", card: "#151719", fg: "#e8e9ea", sub: "#9a9ea3", line: "#2a2d31", accent: "#ff6a3d", soft: "#1e2125", size: 16 })}
.pub{flex:none;height:54px;padding:0 18px;gap:12px;border-bottom:1px solid #2a2d31;position:relative;z-index:3;background:#151719}.pub b{font-size:17px;flex:1}
.art{padding:9px 18px 8px}.kt{font-size:12px;font-weight:700;color:#ff6a3d}.ht{font-size:25px;line-height:31px;font-weight:800;margin-top:6px}.by{font-size:13px;color:#9a9ea3;margin-top:8px}
.tx{font-size:16px;line-height:25px;margin-top:12px}.sm{font-size:14px;line-height:21px;margin-top:10px;padding:10px 12px;border-left:3px solid #ff6a3d;background:#1e2125}
.ch2{font-size:15px;font-weight:700;padding:14px 18px 6px;border-top:1px solid #2a2d31;margin-top:10px}.cm{padding:8px 18px;background:#151719}
.sbar{flex:none;padding:12px 18px 30px;background:#1e2125;border-top:1px solid #2a2d31;position:relative;z-index:3}.sbar span{display:block;text-align:center;background:#ff6a3d;color:#fff;border-radius:8px;padding:11px;font-weight:700;font-size:15px}`,
  html: `<div class="row pub" data-role="ui"><span style="width:30px;height:30px;border-radius:6px;background:#3d7a5a"></span><b>Small Change</b>${icon.search(20)}${icon.menu(22)}</div>
<div class="fill">
<div class="art">${ui("No-spend year", "kt")}${say("owner", "Week 12 of my no-spend year", "ht")}${ui("Pavla Agbaje · Mar 16, 2026 · 4 min read", "by")}
${paras("owner", ["Another quiet week. Packed lunches, library books, and one long walk instead of a film."])}
<div class="sm">${say("owner", "Spent this week: £0.00")}${say("owner", "(Not counting the £89 no-spend course, which I’m counting as an investment.)")}</div>
${paras("owner", ["Next week: the big one. My sister’s hen do."])}</div>
${ui("14 comments", "ch2")}
${cmt("Maelle Thorne", "2 days ago", "#6a8ab0", "An investment in what, exactly", "Maelle Thorne")}
${cmt("Pavla Agbaje", "2 days ago", "#3d7a5a", "Not spending. It’s working.", "owner", true)}
${cmt("Osgood Penrice", "1 day ago", "#b07a5a", "Good luck with the hen do. Bring sandwiches.", "Osgood Penrice")}
${cmt("Ruadhan Moyle", "1 day ago", "#8a6ab0", "I did one of these in 2023 and saved enough to buy a second course, which I never started.", "Ruadhan Moyle")}
${cmt("Pavla Agbaje", "1 day ago", "#3d7a5a", "That’s the next no-spend course. It’s on my list for next year.", "owner", true)}
${cmt("Maelle Thorne", "20 hours ago", "#6a8ab0", "Following this like a drama now. Week 13 can’t come soon enough, and I’ll be reading it from my own hen do planning spreadsheet, which has a tab for sandwiches.", "Maelle Thorne")}
</div>
<div class="sbar" data-role="ui"><span>Subscribe to Small Change</span></div>`,
};

export const pillowfort: ScreenSpec = {
  id: "pillowfort-chapter-one-of-the-prologue",
  app: "Pillowfort",
  kind: "post",
  dark: true,
  device: "android",
  format: "png",
  owner: { name: "quillwren_noemi", handle: null },
  time: "01:12",
  battery: 21,
  crop: { top: 28 },
  replies: true,
  css: `${pageCss({ bg: "#1d2330", card: "#262d3d", fg: "#e6e9ef", sub: "#9aa3b5", line: "#333b4e", accent: "#5e9ed6", soft: "#2e3648", size: 14.5 })}
.hd{background:#2b3446}.fill{padding:0 8px}.cd{border-radius:8px;margin-top:8px;border:none}.tg{font-size:12.5px;color:#5e9ed6;margin-top:10px}.cm{background:#262d3d;border-top:1px solid #333b4e}.cm:first-of-type{border-radius:8px 8px 0 0}`,
  html: `${head("Pillowfort", "", `${icon.search(20)}${icon.bell(20)}`, icon.menu(22))}
<div class="fill">
<div class="cd">${whoRow("quillwren_noemi", "Posted 4 hours ago", "#9a6ab0", 40)}${paras("owner", [
    "It is done. 212,000 words, eleven months, one very patient beta reader. 🎉",
    "Next I start the actual story, because I have just realised all of this was the prologue.",
  ])}${ui("#writing #longfic #help", "tg")}
<div class="row acts" style="margin-top:12px" data-role="ui"><span>♥ 96</span><span>🔁 12</span><span>💬 5 comments</span></div></div>
<div style="margin-top:8px;border-radius:8px;overflow:hidden">
${cmt("rhea_reads_late", "3h", "#6a9ab0", "the PROLOGUE", "rhea_reads_late")}
${cmt("quillwren_noemi", "3h", "#9a6ab0", "It ends where chapter one begins. It’s very clean.", "owner", true)}
${cmt("mothlight_nandor", "2h", "#b0906a", "as your beta reader: I was told this was a short one", "mothlight_nandor")}
${cmt("quillwren_noemi", "2h", "#9a6ab0", "It was short in my head.", "owner", true)}
${cmt("pipistrelle_pia", "1h", "#6ab08a", "subscribing for the 2031 finale", "pipistrelle_pia")}
</div></div>
${tabs([icon.home(24), icon.search(24), icon.plusBox(24), icon.bell(24), icon.person(24)], true)}`,
};

export const vocal: ScreenSpec = {
  id: "vocal-my-fourth-coffee",
  app: "Vocal Media",
  kind: "post",
  dark: false,
  device: "iphone",
  format: "jpeg",
  generations: [{ quality: 90 }, { width: 828, quality: 67 }],
  owner: { name: "Mattias Perlow", handle: null },
  time: "11:24",
  battery: 58,
  replies: true,
  css: `${pageCss({ bg: "#fff", card: "#fff", fg: "#1b1b1b", sub: "#707070", line: "#e6e6e6", accent: "#1b1b1b", soft: "#f4f4f4", size: 15.5 })}
.vh{flex:none;height:50px;padding:0 16px;gap:14px;border-bottom:1px solid #e6e6e6}.vh b{font-size:20px;font-weight:800;flex:1;letter-spacing:-.5px}
.art{padding:16px 18px 6px}.cat{font-size:12px;color:#707070}.ht{font-size:23px;line-height:29px;font-weight:800;margin-top:6px}.tx{font-size:15.5px;line-height:24px;margin-top:12px}
.ch2{font-size:15px;font-weight:700;padding:12px 18px 4px;border-top:1px solid #e6e6e6;margin-top:8px}.cm{padding:8px 18px}`,
  html: `<div class="row vh" data-role="ui">${icon.back(22)}<b>Vocal</b>${icon.bookmark(20)}${icon.share(20)}</div>
<div class="fill">
<div class="art">${ui("Longevity · Lifehack", "cat")}${say("owner", "I Gave Up Coffee for 30 Days. Here’s What Happened", "ht")}
<div class="row" style="gap:9px;margin-top:12px">${`<span style="width:32px;height:32px;border-radius:50%;background:#7a9ab0"></span>`}<div>${ui("Mattias Perlow", "nm")}${ui("5 min read · 2 days ago", "mt")}</div></div>
${paras("owner", [
  "The first week was the hardest. Headaches, short temper, and one extremely long Monday.",
  "By day 30 I was sleeping better and saving about £3.40 a day. I would recommend it to anyone. I am writing this on my fourth coffee of the morning.",
  "Day 31 was a Monday.",
])}</div>
${ui("Comments (7)", "ch2")}
${cmt("Neela Eskildsen", "1 day ago", "#b07a6a", "The last line is carrying this whole article", "Neela Eskildsen")}
${cmt("Pascale Venn", "1 day ago", "#6ab08a", "Did you keep the £3.40 a day?", "Pascale Venn")}
${cmt("Mattias Perlow", "1 day ago", "#7a9ab0", "It went on a grinder.", "owner", true)}
${cmt("Rémy Tolputt", "20 hours ago", "#8a6ab0", "I tried this and lasted until the Wednesday", "Rémy Tolputt")}
</div>`,
};

export const PART_C_POSTS: ScreenSpec[] = [dreamwidth, plurk, ghost, pillowfort, vocal];
