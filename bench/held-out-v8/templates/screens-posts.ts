// Posts with replies: Viva Engage (a fifteen-minute Fun Friday whose attendance will be noted, the last
// comment cut by the comment bar), Printables (dark, a 41-hour spice rack for three spices, downscaled),
// Instructables (a milk-carton bird feeder found first by squirrels, JPEG), GoFundMe (a rowing club's
// boat "lowered a bit too quickly", mostly supporters' words, JPEG); Indie Hackers, Greg and Relive are in
// screens-posts-more.ts.
import { avatar, icon, picture } from "./icons";
import { comment, counts, shapes } from "./parts";
import type { ScreenSpec } from "./screen-type";
import { greg, indieHackers, relive } from "./screens-posts-more";
import { other, own, span, ui } from "./shell";

export const commentCss = (sub: string) =>
  `.c{gap:10px;padding:8px 16px}.cn{font-size:13px;font-weight:600}.cm{font-size:12px;color:${sub}}.ct{font-size:14px;line-height:20px}.acts{gap:18px;padding:8px 16px;font-size:13px;color:${sub}}`;

export const vivaEngage: ScreenSpec = {
  id: "vivaengage-fun-friday",
  app: "Viva Engage",
  kind: "post",
  dark: false,
  device: "android",
  format: "png",
  owner: { name: "Reginald Ashby", handle: null },
  time: "10:04",
  battery: 71,
  cutLines: 1,
  replies: true,
  css: `body{background:#f5f5f5;color:#242424}.hd{flex:none;height:52px;padding:0 14px;gap:14px;background:#fff;border-bottom:1px solid #e0e0e0}.hd b{font-size:15px;font-weight:500;display:block}.hd small{font-size:12px;color:#616161;display:block}
.card{background:#fff;margin-top:8px;padding:2px 0 6px}.au{gap:10px;padding:12px 16px 4px}.au b{font-size:14px;display:block}.au small{font-size:12px;color:#616161;display:block}.tx{font-size:15px;line-height:22px;padding:6px 16px}
.sn{gap:14px;padding:6px 16px;font-size:12px;color:#616161}${commentCss("#616161")}.acts{border-top:1px solid #eee;border-bottom:1px solid #eee;color:#5b5fc7;font-weight:500}.c{padding:5px 16px}.c .ct{background:#f5f5f5;border-radius:8px;padding:6px 10px;margin-top:3px}
.in{flex:none;gap:10px;padding:10px 14px 20px;border-top:1px solid #e0e0e0;background:#fff;position:relative;z-index:3}.in span{flex:1;height:38px;border:1px solid #d1d1d1;border-radius:6px;display:flex;align-items:center;padding:0 12px;color:#616161;font-size:14px}`,
  html: `<div class="row hd" data-role="ui">${icon.back(22)}<div style="flex:1"><b>All Company</b><small>Hollins &amp; Reyes · 1,208 members</small></div>${icon.bell(20)}${icon.more(22)}</div>
<div class="fill"><div class="card">
<div class="row au" data-role="ui">${avatar(40, "#5b5fc7")}<div><b>Reginald Ashby</b><small>Head of People &amp; Culture · Mon 09:12</small></div></div>
${own("🎉 Exciting news! From next week, every Friday is Fun Friday. Fun Friday starts at 4:45 and finishes at 5:00. Attendance is optional but will be noted.", "tx")}
<div class="row sn" data-role="ui">${span("👍 🎉 ❤️ 48")}<span style="margin-left:auto">23 comments · Seen by 412</span></div>
${counts(
  [
    [icon.thumbUp(16), "Like"],
    [icon.comment(16), "Reply"],
    [icon.share(16), "Share"],
  ],
  26,
)}
${comment("#c4314b", "Jess Okafor", "Mon", "what happens at fun friday", false)}
${comment("#5b5fc7", "Reginald Ashby", "Mon", "A quiz. This week’s topic is our Q3 results.", true)}
${comment("#0f7b6c", "Tomás Iglesias", "Mon", "can we just leave at 4:45", false)}
${comment("#5b5fc7", "Reginald Ashby", "Mon", "That is not the spirit of Fun Friday, Tomás.", true)}
${comment("#ca5010", "Nadia Haddad", "Tue", "will there be snacks", false)}
${comment("#5b5fc7", "Reginald Ashby", "Tue", "There will be a snack.", true)}
${comment("#8764b8", "Paul Erikson", "Tue", "is the quiz also optional but noted", false)}
</div></div>
<div class="row in" data-role="ui">${avatar(30, "#9e9e9e")}<span>Write a reply…</span></div>`,
};

export const printables: ScreenSpec = {
  id: "printables-spice-rack",
  app: "Printables",
  kind: "post",
  dark: true,
  device: "iphone",
  format: "png",
  owner: { name: "filament_frank", handle: null },
  time: "22:18",
  battery: 47,
  downscaleTo: 828,
  replies: true,
  css: `body{background:#17181c;color:#eceef2}.hd{flex:none;height:48px;padding:0 14px;gap:14px}.hd b{flex:1}.tt{font-size:20px;font-weight:700;line-height:26px;padding:10px 16px 2px}.au{gap:10px;padding:6px 16px}.au b{font-size:14px;display:block}.au small{font-size:12px;color:#9399a6;display:block}
.st{gap:16px;padding:6px 16px;font-size:13px;color:#9399a6}.st b{color:#fa6831}.tx{font-size:14px;line-height:21px;padding:4px 16px;color:#d3d7de}.sec{padding:10px 16px 2px;font-size:15px;font-weight:700;border-top:1px solid #2a2c33;margin-top:8px}${commentCss("#9399a6")}`,
  html: `<div class="row hd" data-role="ui">${icon.back(22)}<b></b>${icon.bookmark(20)}${icon.share(20)}</div>
<div class="fill">
${picture(
  "100%",
  220,
  ["#3a3d46", "#1f2026"],
  shapes([
    [70, 40, 250, 150, "#fa6831", "8px"],
    [90, 60, 60, 110, "#17181c", "6px"],
    [165, 60, 60, 110, "#17181c", "6px"],
    [240, 60, 60, 110, "#17181c", "6px"],
    [100, 120, 40, 50, "#c2452b", "6px"],
  ]),
)}
${own("Modular Spice Rack (Print-in-Place)", "tt")}
<div class="row au" data-role="ui">${avatar(32, "#fa6831")}<div><b>filament_frank</b><small>Published 12 days ago</small></div></div>
<div class="row st" data-role="ui">${span("♥ 1.2k")}${span("⬇ 3.4k")}<span><b>57</b> makes</span></div>
${own("Print time: 41 hours. Filament: 1.3 kg. Saves you about £12 compared with a shop-bought rack. Holds 8 jars.", "tx")}
${own("I own 3 spices.", "tx")}
${ui("Comments (38)", "sec")}
${comment("#3d7bd9", "lukas_prints", "9d", "printed it! took 3 tries", false)}
${comment("#fa6831", "filament_frank", "9d", "Only 3? It took me 9.", true)}
${comment("#b04aa3", "marta.makes", "6d", "what are the 3 spices", false)}
${comment("#fa6831", "filament_frank", "6d", "Salt, pepper and a paprika from 2019.", true)}
${comment("#4f9a6a", "dev_3d", "2d", "made one for my mum, she keeps tea in it", false)}
</div>`,
};

export const instructables: ScreenSpec = {
  id: "instructables-bird-feeder",
  app: "Instructables",
  kind: "post",
  dark: false,
  device: "android",
  format: "jpeg",
  quality: 67,
  owner: { name: "Colin Ogilvie", handle: null },
  time: "13:26",
  battery: 64,
  replies: true,
  css: `body{background:#fff;color:#222}.hd{flex:none;height:52px;padding:0 14px;gap:14px;border-bottom:1px solid #e6e6e6}.hd b{flex:1;font-size:16px;font-weight:500}
.pt{font-size:13px;color:#666;padding:12px 16px 0}.stt{font-size:20px;font-weight:700;padding:6px 16px 4px}.tx{font-size:15px;line-height:22px;padding:4px 16px}.mk{gap:10px;padding:10px 16px;font-size:13px;color:#666}.mk span.b{background:#fac61a;color:#222;font-weight:700;border-radius:4px;padding:6px 10px}
.sec{padding:10px 16px 2px;font-size:15px;font-weight:700;border-top:1px solid #e6e6e6}${commentCss("#777")}`,
  html: `<div class="row hd" data-role="ui">${icon.back(22)}<b>Milk Carton Bird Feeder</b>${icon.heart(20)}${icon.moreV(20)}</div>
<div class="fill">
${picture(
  "100%",
  180,
  ["#cfe3c0", "#8fb27a"],
  shapes([
    [140, 30, 80, 130, "#f4f4f4", "4px"],
    [150, 80, 60, 40, "#3a3a3a", "30px"],
    [120, 10, 120, 30, "#d94a3a", "4px"],
    [250, 110, 34, 24, "#7a5a3a", "50%"],
  ]),
)}
${ui("by Colin Ogilvie · Step 6 of 6", "pt")}
${own("Step 6: Wait", "stt")}
${own("Hang the feeder somewhere the birds can see it. It took the birds three weeks to find mine. In that time it was used by two squirrels, a crow and next door’s cat, who sat in it.", "tx")}
<div class="row mk" data-role="ui"><span class="b">I Made It!</span>${span("41 made it · 8.2K views")}</div>
${ui("Comments (14)", "sec")}
${comment("#6b8e23", "ferngully_k", "2 weeks ago", "squirrels got mine on day one", false)}
${comment("#d94a3a", "Colin Ogilvie", "2 weeks ago", "They’re the target audience now.", true)}
${comment("#3a6fb5", "birdnerd_ade", "1 week ago", "did a bird ever come", false)}
${comment("#d94a3a", "Colin Ogilvie", "1 week ago", "A robin, once. He looked at it and left.", true)}
${comment("#9a5aa8", "rsmith_makes", "3 days ago", "great project for the kids, thanks", false)}
</div>`,
};

const support = (name: string, amount: string, color: string, text: string) =>
  `<div class="row ws" style="align-items:flex-start">${avatar(34, color)}<div style="flex:1">${ui(`${name} · ${amount}`, "wn")}${other(name, text, "wt")}</div></div>`;

export const goFundMe: ScreenSpec = {
  id: "gofundme-lowered",
  app: "GoFundMe",
  kind: "post",
  dark: false,
  device: "iphone",
  format: "jpeg",
  quality: 71,
  owner: { name: "Bridget Mulcahy", handle: null },
  time: "19:55",
  battery: 58,
  replies: true,
  css: `body{background:#fff;color:#333}.hd{flex:none;height:48px;padding:0 14px;gap:14px}.hd b{flex:1}.ct{font-size:19px;font-weight:700;line-height:25px;padding:8px 16px 2px}.org{gap:8px;padding:4px 16px;font-size:13px;color:#6f6f6f}
.pr{padding:8px 16px}.pr b{font-size:18px}.pr small{font-size:13px;color:#6f6f6f}.bar{height:6px;border-radius:3px;background:#e6f2ec;margin-top:6px;overflow:hidden}.bar i{display:block;height:6px;width:27%;background:#02a95c}
.up{margin:8px 16px;padding:10px 12px;border:1px solid #e5e5e5;border-radius:10px}.up .h{font-size:12px;font-weight:700;color:#02a95c}.up .t{font-size:14px;line-height:20px;margin-top:3px}
.sec{padding:10px 16px 4px;font-size:15px;font-weight:700}.ws{gap:10px;padding:8px 16px}.wn{font-size:13px;font-weight:600}.wt{font-size:14px;line-height:20px}`,
  html: `<div class="row hd" data-role="ui">${icon.back(22)}<b></b>${icon.heart(22)}${icon.share(20)}</div>
<div class="fill">
${picture("100%", 120, ["#a9c8de", "#3e6f8f"], shapes([[110, 55, 170, 34, "#7a4a2a", "50% 50% 40% 40%"]]))}
${ui("Help Harbour Rowing Club replace its boat", "ct")}
<div class="row org" data-role="ui">${avatar(22, "#02a95c")}${span("Bridget Mulcahy is organising this fundraiser")}</div>
<div class="pr" data-role="ui"><b>£2,140</b> <small>raised of £8,000 · 63 donations</small><div class="bar"><i></i></div></div>
<div class="up">${ui("Update · 3 days ago", "h")}${own("Thank you all! For those asking: the boat was lowered a bit too quickly.", "t")}</div>
${ui("Words of support (41)", "sec")}
${support("Cathal Byrne", "£50", "#7a5aa8", "sorry lads")}
${support("Maeve Lynch", "£20", "#c9564a", "“lowered” is a lovely word for it")}
${support("Ruairí Dunne", "£10", "#3a7fb5", "I was on the bank. It was not lowered.")}
${support("Siobhan Kerr", "£25", "#d08a2a", "Cathal you owe me a coffee and the club a boat")}
${support("Fionn Daly", "£20", "#8a6a3a", "rowed in that boat for 30 years, she deserved better")}
${support("Nuala Brady", "£5", "#4f9a6a", "Good luck with it all, see you at the regatta!")}
</div>`,
};

export const POSTS: ScreenSpec[] = [vivaEngage, printables, instructables, goFundMe, indieHackers, greg, relive];
