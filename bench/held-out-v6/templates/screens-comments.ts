// Comments on work and on things: monday.com (a launch date that keeps moving, under a banner from Greg,
// JPEG), Bitbucket (dark, a one-line pull request and the CEO's requirement), Miro (sticky notes for a team
// offsite and a thread on the quietest one), Loom (dark, a "quick" 47-minute walkthrough, keyboard open
// with a comment typed), NYT Cooking (a recipe note about a family secret, JPEG), TV Time (dark, an
// episode's comments, the owner's among them).
import { avatar, icon, picture } from "./icons";
import { comment } from "./parts";
import type { ScreenSpec } from "./screen-type";
import { esc, other, own, span, ui } from "./shell";

const cCss = (sub: string) =>
  `.c{gap:10px;padding:8px 16px}.cn{font-size:13px;font-weight:600}.cm{font-size:12px;color:${sub}}.ct{font-size:14px;line-height:20px}.acts{gap:18px;padding:6px 16px 8px 58px;font-size:12px;color:${sub}}`;

export const monday: ScreenSpec = {
  id: "monday-on-track",
  app: "monday.com",
  kind: "comments",
  dark: false,
  device: "iphone",
  format: "jpeg",
  quality: 73,
  owner: { name: "Fenella Ashdown", handle: null },
  time: "10:31",
  battery: 81,
  cutLines: 1,
  banner: { app: "Messages", color: "#34c759", title: "Greg", body: "running 10 late sorry, start without me", author: "Greg", age: "now" },
  replies: true,
  css: `body{background:#f6f7fb;color:#323338}.hd{flex:none;height:54px;padding:0 14px;gap:14px;background:#fff;border-bottom:1px solid #e6e9ef}.hd b{flex:1;font-size:16px}.it{background:#fff;padding:10px 16px}.it b{font-size:18px;display:block}.cols{gap:8px;margin-top:8px}.cols span{font-size:12px;color:#fff;border-radius:4px;padding:4px 10px}
.tb{gap:20px;padding:0 16px;background:#fff;font-size:14px;color:#676879;border-bottom:1px solid #e6e9ef}.tb span{padding:10px 0}.tb .on{color:#0073ea;border-bottom:2px solid #0073ea}
.up{background:#fff;margin:8px 10px 0;border-radius:8px;padding:12px 14px;border:1px solid #e6e9ef}.un{font-size:14px;font-weight:600}.um{font-size:12px;color:#676879}.ux{font-size:15px;line-height:21px;margin-top:6px}${cCss("#676879")}.c{padding:8px 4px}`,
  html: `<div class="row hd" data-role="ui">${icon.back(22)}<b>Marketing Q2</b>${icon.more(22)}</div>
<div class="it" data-role="ui"><b>Website relaunch</b><div class="row cols"><span style="background:#fdab3d">Working on it</span><span style="background:#579bfc">Fenella H.</span><span style="background:#784bd1">May 2</span></div></div>
<div class="row tb" data-role="ui"><span class="on">Updates (6)</span><span>Files</span><span>Activity Log</span></div>
<div class="fill">
<div class="up"><div class="row" style="gap:10px">${avatar(34, "#579bfc")}<div>${ui("Fenella Ashdown", "un")}${ui("Yesterday at 4:48 PM", "um")}</div></div>
${own("Quick status: homepage copy done, images done. Launch moved from Mar 3 to Apr 14 to May 2. Everything is on track.", "ux")}
${comment("#00c875", "Oskar Petrović", "1h", "which track", false)}
${comment("#579bfc", "Fenella Ashdown", "1h", "The new one.", true)}
${comment("#e2445c", "Yasmin Sabry", "52m", "do we need to tell sales the date again", false)}
${comment("#579bfc", "Fenella Ashdown", "40m", "I’ll tell them when it’s final.", true)}
${comment("#a25ddc", "Oskar Petrović", "12m", "👍", false)}
</div></div>`,
};

export const bitbucket: ScreenSpec = {
  id: "bitbucket-timeout",
  app: "Bitbucket",
  kind: "comments",
  dark: true,
  device: "iphone",
  format: "png",
  owner: { name: "Ruairí Fennelly", handle: null },
  time: "15:57",
  battery: 37,
  replies: true,
  css: `body{background:#1d2125;color:#c7d1db}.hd{flex:none;height:50px;padding:0 14px;gap:14px;border-bottom:1px solid #2c333a}.hd b{flex:1;font-size:15px}.pr{padding:10px 16px}.pr .t{font-size:19px;font-weight:600;line-height:25px;color:#dee4ea}.pr .m{font-size:12px;color:#8c9bab;margin-top:4px}
.br{gap:6px;margin-top:8px;font-size:12px}.br span{background:#2c333a;border-radius:3px;padding:2px 6px;font-family:monospace}.op{background:#1f845a;color:#fff;border-radius:3px;padding:2px 6px;font-size:12px;font-weight:700}
.ds{padding:8px 16px;font-size:14px;line-height:20px;border-bottom:1px solid #2c333a}.df{gap:10px;padding:8px 16px;font-size:12px;color:#8c9bab;border-bottom:1px solid #2c333a}.df b{color:#4bce97}.df i{color:#f87168;font-style:normal}${cCss("#8c9bab")}.cn{color:#dee4ea}`,
  html: `<div class="row hd" data-role="ui">${icon.back(22)}<b>auth-service</b>${icon.more(22)}</div>
<div class="fill">
<div class="pr"><div class="row" style="gap:8px">${span("OPEN", "op")}${span("#482", "m")}</div>${own("Fix users getting logged out", "t")}
<div class="m" data-role="ui">Ruairí Fennelly wants to merge 1 commit</div><div class="row br" data-role="ui"><span>fix/session-timeout</span><span>→</span><span>main</span></div></div>
<div class="ds">${own("Increases session timeout from 15 to 480 minutes.")}${own("Users were getting logged out.")}</div>
<div class="row df" data-role="ui"><span>config/session.yml</span><b>+1</b><i>−1</i></div>
${comment("#6e5dc6", "Shanthi Venkatesan", "2h", "480 minutes is 8 hours", false)}
${comment("#227d9b", "Ruairí Fennelly", "2h", "Yes.", true)}
${comment("#6e5dc6", "Shanthi Venkatesan", "2h", "was that the requirement?", false)}
${comment("#227d9b", "Ruairí Fennelly", "1h", "The requirement was “stop logging me out” from the CEO.", true)}
${comment("#ae4787", "Kayode Balogun", "40m", "what about everyone else", false)}
${comment("#227d9b", "Ruairí Fennelly", "35m", "They also get 480.", true)}
${comment("#6e5dc6", "Shanthi Venkatesan", "20m", "approved, with concerns", false)}
</div>`,
};

const sticky = (x: number, y: number, color: string, text: string, who: string, votes: string) =>
  `<div class="st" style="left:${x}px;top:${y}px;background:${color}">${who === "owner" ? own(text, "sx") : other(who, text, "sx")}<span class="sa">${esc(who === "owner" ? "Wilhelmina S." : who)}</span>${votes ? `<span class="sv">${esc(votes)}</span>` : ""}</div>`;

export const miro: ScreenSpec = {
  id: "miro-offsite",
  app: "Miro",
  kind: "comments",
  dark: false,
  device: "android",
  format: "png",
  owner: { name: "Wilhelmina Cray", handle: null },
  time: "14:06",
  battery: 58,
  replies: true,
  css: `body{background:#f2f2f2;color:#050038}.hd{flex:none;height:52px;padding:0 12px;gap:12px;background:#fff;border-bottom:1px solid #e0e0e0}.hd b{flex:1;font-size:16px;font-weight:500}
.bd{position:relative;height:300px;flex:none;background:#fafafa;background-image:radial-gradient(#ddd 1px,transparent 1px);background-size:16px 16px;overflow:hidden}.st{position:absolute;width:104px;height:104px;padding:8px;box-shadow:0 2px 4px rgba(0,0,0,.15)}.sx{font-size:13px;line-height:17px}.sa{position:absolute;left:8px;bottom:6px;font-size:9px;color:#555}.sv{position:absolute;right:6px;top:-9px;font-size:10px;background:#4262ff;color:#fff;border-radius:8px;padding:1px 6px}
.pn{flex:1;background:#fff;border-radius:14px 14px 0 0;box-shadow:0 -2px 10px rgba(0,0,0,.1);padding:8px 0 0;overflow:hidden}.pt{padding:4px 16px 6px;font-size:14px;font-weight:500;border-bottom:1px solid #eee}${cCss("#777")}`,
  html: `<div class="row hd" data-role="ui">${icon.back(22)}<b>Team offsite ideas 🌲</b>${icon.share(20)}${icon.moreV(20)}</div>
<div class="bd">
${sticky(12, 24, "#fff59d", "Escape room", "Nils Ekdahl", "6 votes")}
${sticky(128, 24, "#a5d6a7", "Axe throwing", "Priya Kulkarni", "4 votes")}
${sticky(244, 24, "#90caf9", "Go-karting then pizza", "Joel Ampofo", "5 votes")}
${sticky(12, 150, "#f48fb1", "Cooking class", "Carmen Ruiz", "3 votes")}
${sticky(128, 150, "#ffcc80", "A quiet day at our desks", "owner", "1 vote")}
${sticky(244, 150, "#ce93d8", "Boat?", "Joel Ampofo", "2 votes")}
</div>
<div class="pn">${ui("Comments on “A quiet day at our desks”", "pt")}
${comment("#4262ff", "Nils Ekdahl", "1h", "this is just a normal day", false)}
${comment("#ff7043", "Wilhelmina Cray", "1h", "Yes but with cake.", true)}
${comment("#26a69a", "Priya Kulkarni", "48m", "what kind of cake", false)}
${comment("#ff7043", "Wilhelmina Cray", "45m", "Lemon drizzle. I’ve already bought it.", true)}
</div>`,
};

export const loom: ScreenSpec = {
  id: "loom-quick",
  app: "Loom",
  kind: "comments",
  dark: true,
  device: "iphone",
  format: "png",
  owner: { name: "Benedikt Rahm", handle: null },
  time: "16:40",
  battery: 29,
  keyboard: true,
  suggestions: ["is", "I", "tldr"],
  replies: true,
  css: `body{background:#17171c;color:#ececf1}.vd{flex:none;position:relative}.vd .d{position:absolute;right:8px;bottom:8px;font-size:12px;background:rgba(0,0,0,.7);border-radius:4px;padding:2px 6px}.tt{font-size:17px;font-weight:600;padding:10px 16px 2px}.mt{font-size:12px;color:#9b9ba7;padding:0 16px 8px;border-bottom:1px solid #2a2a33}
.fill{display:flex;flex-direction:column;justify-content:flex-end}.ts{color:#8b7bff;font-weight:600}${cCss("#9b9ba7")}.in{flex:none;gap:10px;padding:8px 12px;border-top:1px solid #2a2a33;position:relative;z-index:2}.in .box{flex:1;height:38px;border-radius:19px;background:#24242c;display:flex;align-items:center;padding:0 14px;font-size:15px}`,
  html: `<div class="vd">${picture("100%", 200, ["#2b2d42", "#4a4e69"])}<span class="d">47:12</span></div>
${own("Q2 budget walkthrough (quick)", "tt")}
${ui("Benedikt Rahm · 3 days ago · 12 views", "mt")}
<div class="fill">
${comment("#ff8a65", "Chloé Marchand", "@ 03:10", "is the spreadsheet meant to be blank here?", false)}
${comment("#7e57c2", "Benedikt Rahm", "@ 03:45", "Yes, I fill it in live.", true)}
${comment("#4db6ac", "Wren Hadley", "@ 22:40", "still filling it in?", false)}
${comment("#7e57c2", "Benedikt Rahm", "@ 22:52", "Nearly there.", true)}
</div>
<div class="row in">${avatar(28, "#90a4ae")}<span class="box" data-role="other" data-author="You">${esc("is there a tldr version")}</span>${icon.send(22)}</div>`,
};

export const nytCooking: ScreenSpec = {
  id: "nytcooking-family-secret",
  app: "NYT Cooking",
  kind: "comments",
  dark: false,
  device: "iphone-max",
  format: "jpeg",
  quality: 74,
  owner: { name: "Philippa", handle: null },
  time: "20:12",
  battery: 62,
  replies: true,
  css: `body{background:#fff;color:#121212}.hd{flex:none;height:50px;padding:0 14px;gap:14px;border-bottom:1px solid #e2e2e2}.hd b{flex:1;font-size:15px;font-family:Georgia,serif}.rt{font-family:Georgia,serif;font-size:24px;line-height:29px;padding:10px 16px 2px}.by{font-size:13px;color:#666;padding:0 16px 10px}
.tb{gap:18px;padding:0 16px;font-size:14px;color:#666;border-bottom:1px solid #e2e2e2}.tb span{padding:10px 0}.tb .on{color:#121212;border-bottom:2px solid #121212;font-weight:600}
.nt{padding:14px 16px;border-bottom:1px solid #eee}.nn{font-size:14px;font-weight:700}.nm{font-size:12px;color:#777}.nx{font-size:15px;line-height:22px;margin-top:6px;font-family:Georgia,serif}.nh{gap:6px;margin-top:8px;font-size:12px;color:#666}${cCss("#777")}.ct{font-family:Georgia,serif;font-size:15px;line-height:21px}`,
  html: `<div class="row hd" data-role="ui">${icon.back(22)}<b>Cooking</b>${icon.bookmark(20)}${icon.share(20)}</div>
<div class="fill">
${ui("Weeknight Lemon Chicken With Olives", "rt")}
${ui("By Ana Oduya-Brandão · 35 minutes", "by")}
<div class="row tb" data-role="ui"><span>Recipe</span><span class="on">Notes (1,128)</span><span>Most helpful</span></div>
<div class="nt"><div class="row" style="gap:6px">${ui("Paul", "nn")}${ui("Ohio · 2 weeks ago", "nm")}</div>${other("Paul", "Perfect as written. I add a little more garlic.", "nx")}<div class="row nh">${icon.thumbUp(13)}${span("Helpful 88")}</div></div>
<div class="nt"><div class="row" style="gap:6px">${ui("Philippa", "nn")}${ui("Leeds · 5 days ago", "nm")}</div>${own("Made this for my in-laws. They asked for the recipe, which has never happened in 19 years, so I told them it was a family secret. Extra olives, otherwise as written.", "nx")}<div class="row nh">${icon.thumbUp(13)}${span("Helpful 412")}</div>
${comment("#455a64", "Devon", "4 days ago", "you could just send them the link", false)}
${comment("#8d6e63", "Philippa", "4 days ago", "I cannot.", true)}
</div>
<div class="nt"><div class="row" style="gap:6px">${ui("Mei-Ling", "nn")}${ui("Vancouver · 1 week ago", "nm")}</div>${other("Mei-Ling", "Used thighs instead of breasts, much juicier. Needed 10 more minutes.", "nx")}</div>
</div>`,
};

const tc = (name: string, color: string, age: string, text: string, who: "owner" | "other", likes: string) =>
  `<div class="tc"><div class="row" style="gap:10px">${avatar(30, color)}${ui(name, "tn")}${ui(age, "tm")}</div>${who === "owner" ? own(text, "tx") : other(name, text, "tx")}<div class="row tl">${icon.heart(14)}${span(likes)}${span("Reply")}</div></div>`;

export const tvTime: ScreenSpec = {
  id: "tvtime-asleep",
  app: "TV Time",
  kind: "comments",
  dark: true,
  device: "android",
  format: "png",
  owner: { name: "couchpotato_ines", handle: null },
  time: "23:38",
  battery: 18,
  replies: true,
  css: `body{background:#101010;color:#eee}.hd{flex:none;height:52px;padding:0 14px;gap:14px}.hd b{font-size:16px;font-weight:500;display:block}.hd small{font-size:12px;color:#aaa;display:block}
.ep{flex:none;gap:12px;padding:6px 16px 12px;border-bottom:1px solid #262626}.ep b{font-size:15px;display:block}.ep small{font-size:12px;color:#aaa}.tb{flex:none;gap:18px;padding:0 16px;font-size:14px;color:#999;border-bottom:1px solid #262626}.tb span{padding:10px 0}.tb .on{color:#ffd400;border-bottom:2px solid #ffd400}
.tc{padding:10px 16px;border-bottom:1px solid #1e1e1e}.tn{font-size:13px;font-weight:500}.tm{font-size:12px;color:#888}.tx{font-size:15px;line-height:21px;margin-top:6px}.tl{gap:6px;margin-top:6px;font-size:12px;color:#999}`,
  html: `<div class="row hd" data-role="ui">${icon.back(22)}<div style="flex:1"><b>Harbour Lights</b><small>S3 · E7</small></div>${icon.share(20)}</div>
<div class="row ep" data-role="ui">${picture(96, 54, ["#1e3c72", "#ffb347"])}<div><b>The Lighthouse Keeper</b><small>Aired Oct 9 · 48 min · 4.6 ★</small></div></div>
<div class="row tb" data-role="ui"><span class="on">Comments 1.2K</span><span>Reactions</span><span>Spoilers</span></div>
<div class="fill">
${tc("mara.binges", "#e91e63", "2d", "WHO LEFT THE DOOR OPEN", "other", "611")}
${tc("couchpotato_ines", "#ff9800", "2d", "I watch this whole show with my dad over video call. He falls asleep every episode and then asks me what happened. This episode I fell asleep.", "owner", "342")}
${tc("deckhand_dan", "#3f51b5", "2d", "the dog deserved better", "other", "289")}
${tc("ruthless_ruth", "#009688", "1d", "so the brother knew the whole time??", "other", "97")}
${tc("mara.binges", "#e91e63", "1d", "episode 8 better explain the boat", "other", "54")}
</div>`,
};

export const COMMENTS: ScreenSpec[] = [monday, bitbucket, miro, loom, nytCooking, tvTime];
