// More comments: GameFAQs (dark, a save file from 2006 and a block puzzle whose answer was on the wall,
// cropped at the top and the bottom, the last message cut), DEV Community (dark, a 200-line to-do app
// split into 14 microservices, saved twice), BBC Good Food (a lasagne made with none of its ingredients
// and two stars, the first comment cut under the header, JPEG).
import { avatar, icon, picture } from "./icons";
import { stars } from "./parts";
import type { ScreenSpec } from "./screen-type";
import { other, own, span, ui } from "./shell";

const say = (who: "owner" | string, text: string, cls: string) => (who === "owner" ? own(text, cls) : other(who, text, cls));

const gf = (name: string, tc: boolean, stamp: string, n: number, text: string, who: "owner" | string) =>
  `<div class="gm"><div class="row gh" data-role="ui">${span(tc ? `${name} (TC)` : name, "gn")}<span class="gs">${stamp} | #${n}</span></div>${say(who, text, "gx")}</div>`;

export const gameFaqs: ScreenSpec = {
  id: "gamefaqs-19-years",
  app: "GameFAQs",
  kind: "comments",
  dark: true,
  device: "iphone",
  format: "png",
  owner: { name: "grayson_ps2", handle: null },
  time: "23:36",
  battery: 30,
  crop: { top: 50, bottom: 82 },
  cutLines: 1,
  replies: true,
  css: `body{background:#12161c;color:#dfe4ea}.hd{flex:none;height:48px;padding:0 14px;gap:14px;background:#1d3557;color:#fff}.hd b{flex:1;font-size:16px}
.bc{font-size:12px;color:#8fa3b8;padding:10px 14px 2px}.bc b{color:#7fb2ff;font-weight:500}.tt{font-size:18px;font-weight:700;line-height:24px;padding:2px 14px 8px;color:#fff}
.gm{border-top:1px solid #26303c}.gh{gap:8px;padding:6px 14px;background:#1a222c;font-size:12px}.gn{font-weight:700;color:#7fb2ff}.gs{margin-left:auto;color:#8fa3b8}.gx{font-size:15px;line-height:21px;padding:8px 14px 10px}`,
  html: `<div class="row hd" data-role="ui">${icon.menu(22)}<b>GameFAQs</b>${icon.search(20)}${icon.person(22)}</div>
<div class="fill">
<div class="bc" data-role="ui"><b>Tides of Verdane</b> (PS2) › Board</div>
${own("Beat the Sunken Library after 19 years. AMA", "tt")}
${gf("grayson_ps2", true, "11/14/2025 9:02 PM", 1, "Started this save in 2006. Beat the Sunken Library last night. Ask me anything.", "owner")}
${gf("Kaltenbach", false, "11/14/2025 9:10 PM", 2, "what took 19 years", "Kaltenbach")}
${gf("grayson_ps2", true, "11/14/2025 9:14 PM", 3, "University, a wedding, two kids and the block puzzle on floor 3.", "owner")}
${gf("lorn_keeper", false, "11/14/2025 9:21 PM", 4, "the block puzzle has the answer painted on the wall", "lorn_keeper")}
${gf("grayson_ps2", true, "11/14/2025 9:23 PM", 5, "Which wall?", "owner")}
${gf("lorn_keeper", false, "11/14/2025 9:24 PM", 6, "the wall you’re facing when you walk in", "lorn_keeper")}
${gf("grayson_ps2", true, "11/14/2025 9:26 PM", 7, "I was facing the blocks.", "owner")}
${gf("Duskwalker88", false, "11/14/2025 9:40 PM", 8, "congrats TC, see you in 2044 for the ending", "Duskwalker88")}
</div>`,
};

const dc = (name: string, color: string, age: string, text: string, who: "owner" | string, likes: string, reply = false) =>
  `<div class="dc${reply ? " rp" : ""}"><div class="row" style="gap:8px;align-items:flex-start">${avatar(28, color)}<div class="bx">${ui(`${name} • ${age}`, "dn")}${say(who, text, "dx")}</div></div><div class="row dl" data-role="ui">${icon.heart(14)}${span(likes)}${icon.comment(14)}${span("Reply")}</div></div>`;

export const devCommunity: ScreenSpec = {
  id: "dev-14-microservices",
  app: "DEV Community",
  kind: "comments",
  dark: true,
  device: "android",
  format: "jpeg",
  owner: { name: "Linnea Sjöberg", handle: null },
  time: "13:07",
  battery: 64,
  generations: [{ quality: 91 }, { width: 828, quality: 68 }],
  replies: true,
  css: `body{background:#000;color:#f5f5f5}.hd{flex:none;height:52px;padding:0 14px;gap:14px;background:#171717;border-bottom:1px solid #262626}.hd b{font-size:15px;font-weight:800;background:#fff;color:#000;border-radius:4px;padding:2px 6px}.hd span.sp{flex:1}
.ar{background:#171717;padding:12px 16px}.au{gap:10px}.au b{font-size:14px;display:block}.au small{font-size:12px;color:#a3a3a3;display:block}.tt{font-size:21px;font-weight:800;line-height:26px;margin-top:8px}.tg{gap:10px;margin-top:6px;font-size:13px;color:#a3a3a3}.ex{font-size:15px;line-height:22px;margin-top:8px;color:#d4d4d4}
.rx{gap:16px;padding:8px 16px;font-size:13px;color:#a3a3a3;background:#171717;border-top:1px solid #262626}.sec{padding:8px 16px 2px;font-size:17px;font-weight:700}
.dc{padding:6px 16px}.dc.rp{padding-left:40px}.bx{flex:1;min-width:0;border:1px solid #2e2e2e;border-radius:6px;padding:8px 10px;background:#0f0f0f}.dn{font-size:13px;color:#a3a3a3}.dx{font-size:14px;line-height:20px;margin-top:3px}.dl{gap:6px;margin:4px 0 0 36px;font-size:12px;color:#a3a3a3}`,
  html: `<div class="row hd" data-role="ui">${icon.menu(22)}<b>DEV</b><span class="sp"></span>${icon.search(20)}${icon.bell(20)}</div>
<div class="fill">
<div class="ar"><div class="row au" data-role="ui">${avatar(36, "#7c5cff")}<div><b>Linnea Sjöberg</b><small>Posted on Nov 12 · 6 min read</small></div></div>
${own("Why I split our 200-line to-do app into 14 microservices", "tt")}
<div class="row tg" data-role="ui">${span("#architecture")}${span("#kubernetes")}${span("#devops")}</div>
${own("Our to-do app was 200 lines with one bug. It now runs on 14 microservices and a Kubernetes cluster, and it has 31 bugs, but they’re distributed.", "ex")}</div>
<div class="row rx" data-role="ui">${icon.heart(16)}${span("412")}${icon.bookmark(16)}${span("96")}${icon.comment(16)}${span("58")}</div>
${ui("Top comments (58)", "sec")}
${dc("Arvo Aalto", "#d0693b", "Nov 12", "how many users does it have", "Arvo Aalto", "88")}
${dc("Linnea Sjöberg", "#7c5cff", "Nov 12", "Four. Peak load is Monday morning when I log in.", "owner", "240", true)}
${dc("mkhalil", "#3a7fb5", "Nov 12", "what was the one bug", "mkhalil", "61")}
${dc("Linnea Sjöberg", "#7c5cff", "Nov 13", "Dates were wrong on Sundays. They still are, but now in 14 places.", "owner", "312", true)}
</div>`,
};

const bg = (name: string, color: string, n: number, age: string, text: string, who: "owner" | string, reply = false) =>
  `<div class="bc${reply ? " rp" : ""}"><div class="row" style="gap:8px">${avatar(reply ? 26 : 30, color)}<div style="flex:1">${ui(name, "bn")}${ui(age, "ba")}</div>${n ? stars(n, "#e4007c", "#e5d9e0", 12) : ""}</div>${say(who, text, "bx")}<div class="row bl" data-role="ui">${icon.thumbUp(13)}${span("Helpful")}${span("Reply")}</div></div>`;

export const bbcGoodFood: ScreenSpec = {
  id: "bbcgoodfood-courgette-bake",
  app: "BBC Good Food",
  kind: "comments",
  dark: false,
  device: "iphone",
  format: "jpeg",
  quality: 74,
  owner: { name: "Pamela Q.", handle: null },
  time: "19:14",
  battery: 46,
  cutLines: 1,
  replies: true,
  css: `body{background:#fff;color:#1c1c1c}.hd{flex:none;height:50px;padding:0 14px;gap:14px;border-bottom:1px solid #eee;position:relative;z-index:3;background:#fff}.hd b{flex:1;font-size:16px;font-weight:700}
.rc{flex:none;gap:12px;padding:8px 16px;border-bottom:1px solid #eee;background:#fff;position:relative;z-index:3}.rc b{font-size:15px;display:block}.rc small{font-size:12px;color:#6b6b6b;display:block}
.fill{padding-top:0}.fill .sh{margin-top:-13px;padding:0 16px 10px;border-bottom:1px solid #f0f0f0}.bc{padding:10px 16px;border-bottom:1px solid #f0f0f0}.bc.rp{padding-left:44px;background:#fbf7f9}.bn{font-size:13px;font-weight:700}.ba{font-size:11px;color:#777}.bx{font-size:14px;line-height:20px;margin-top:6px}.bl{gap:8px;margin-top:6px;font-size:12px;color:#777}`,
  html: `<div class="row hd" data-role="ui">${icon.back(22)}<b>Comments, questions and tips</b>${icon.more(22)}</div>
<div class="row rc" data-role="ui">${picture(44, 44, ["#d9723a", "#7a2a14"])}<div><b>Easy lasagne</b><small>4.6 ★ (1,309 ratings) · 412 comments</small></div></div>
<div class="fill">
<div class="sh">${other("HelenaB", "Lovely recipe. I add a pinch of nutmeg to the white sauce and it’s perfect every time.", "bx")}<div class="row bl" data-role="ui">${icon.thumbUp(13)}${span("Helpful (88)")}${span("Reply")}</div></div>
${bg("Pamela Q.", "#b0567a", 2, "2 days ago", "Made this with turkey mince instead of beef, cottage cheese instead of the white sauce, courgette slices instead of pasta and no tomatoes because my husband doesn’t like them. Tasted nothing like lasagne. Disappointed.", "owner")}
${bg("Rosie_cooks", "#3a7fb5", 0, "2 days ago", "Pamela that’s a courgette bake", "Rosie_cooks", true)}
${bg("Pamela Q.", "#b0567a", 0, "1 day ago", "I followed the timings exactly.", "owner", true)}
${bg("Gethin H", "#6b8f5a", 0, "1 day ago", "the timings were the only thing you followed", "Gethin H", true)}
${bg("samira_bakes", "#c98a2a", 5, "3 days ago", "Froze half of it and it reheated perfectly for a weeknight.", "samira_bakes")}
</div>`,
};
