// Comment threads: Google Docs (a wedding speech's comments, keyboard open with a reply typed), Trello
// (a card's comments, the owner quoted, a comment typed, JPEG), Asana (a task's comments), Linear
// (dark, an issue, the owner quoted), Todoist (a shared task put off for months), Trakt (dark, a
// one-word shout under a finale and the replies to it).
import { avatar, icon } from "./icons";
import type { ScreenSpec } from "./screen-type";
import { esc, other, own, span, ui } from "./shell";

/** A named comment block: name and meta as labels, then lines of words, the owner's or the author's. */
const block = (color: string, name: string, meta: string, lines: string[], mine: boolean, extra = "") =>
  `<div class="row cm" style="align-items:flex-start">${avatar(30, color)}<div style="flex:1;min-width:0"><div class="row" style="gap:6px">${span(name, "cn")}${span(meta, "cd")}</div>${extra}${lines.map((t) => (mine ? own(t, "ct") : other(name, t, "ct"))).join("")}</div></div>`;

export const googleDocs: ScreenSpec = {
  id: "google-docs-speech",
  app: "Google Docs",
  kind: "comments",
  dark: false,
  device: "iphone",
  format: "png",
  owner: { name: "Declan Byrne", handle: null },
  time: "23:15",
  battery: 38,
  keyboard: true,
  suggestions: ["weeks", "week", "weekend"],
  replies: true,
  css: `body{background:#fff}.hd{flex:none;height:46px;padding:0 12px;gap:12px;border-bottom:1px solid #e0e0e0}.hd b{flex:1;font-size:15px;font-weight:500;white-space:nowrap;overflow:hidden;text-overflow:ellipsis}
.doc{padding:10px 18px;font-family:"Liberation Serif",serif;font-size:15px;line-height:22px;color:#202124;background:#fff}.doc mark{background:#fde293}
.th{position:relative;z-index:2;background:#fff;border-top:1px solid #e0e0e0;box-shadow:0 -4px 10px rgba(0,0,0,.06);padding:10px 14px 6px}.th .q{font-size:13px;color:#5f6368;border-left:3px solid #fbbc04;padding-left:8px;margin-bottom:8px}
.cm{gap:10px;padding:6px 0}.cn{font-size:14px;font-weight:500;color:#202124}.cd{font-size:12px;color:#5f6368}.ct{font-size:14px;line-height:20px;color:#202124;margin-top:1px}
.in{flex:none;gap:10px;padding:6px 12px;background:#fff;border-top:1px solid #e0e0e0;color:#1a73e8;position:relative;z-index:2}.in .box{flex:1;min-height:36px;border-radius:18px;border:1px solid #dadce0;display:flex;align-items:center;padding:6px 14px;font-size:15px}`,
  html: `<div class="row hd" data-role="ui">${icon.back(22)}<b>Best man speech v7 FINAL (2)</b>${icon.comment(20)}${icon.more(22)}</div>
<div class="fill" style="display:flex;flex-direction:column;justify-content:space-between">
<div class="doc" data-role="owner">${esc("Good evening everyone. For those who don’t know me, I’m Declan, the groom’s cousin and, as of tonight, his best man.")} <mark>${esc("I have known Conor for 22 years, and for 21 of them he has owed me a tenner.")}</mark></div>
<div class="th"><div class="q">${esc("I have known Conor for 22 years, and for 21 of them he has owed me…")}</div>
${block("#e67c73", "Niamh Byrne", "Yesterday", ["can we cut the tenner bit pls"], false)}
${block("#33b679", "Declan Byrne", "Yesterday", ["it’s the heart of the speech"], true)}
${block("#e67c73", "Niamh Byrne", "11:02 PM", ["it’s the only thing in the speech declan"], false)}
${block("#33b679", "Declan Byrne", "11:09 PM", ["it’s a short speech"], true)}
</div></div>
<div class="row in"><span class="box" data-role="other" data-author="You">${esc("the wedding is in 3 weeks")}</span>${icon.send(20)}</div>`,
};

export const trello: ScreenSpec = {
  id: "trello-printer",
  app: "Trello",
  kind: "comments",
  dark: false,
  device: "android",
  format: "jpeg",
  quality: 75,
  owner: { name: "Ahmed Karimi", handle: null },
  time: "10:41",
  battery: 80,
  keyboard: true,
  cutLines: 1,
  replies: true,
  css: `body{background:#f1f2f4}.hd{flex:none;height:52px;padding:0 12px;gap:14px;background:#0c66e4;color:#fff;position:relative;z-index:3}.hd b{flex:1;font-size:17px;font-weight:500}
.card{background:#fff;padding:10px 14px 12px}.ti{font-size:19px;font-weight:500;color:#172b4d}.ls{font-size:12px;color:#44546f;margin-top:2px}.lb{gap:6px;margin:8px 0}.lb span{width:40px;height:8px;border-radius:4px}
.ds{font-size:14px;line-height:20px;color:#172b4d}.sec{font-size:13px;font-weight:600;color:#44546f;padding:10px 14px 4px}
.cm{gap:10px;padding:6px 14px}.cn{font-size:13px;font-weight:600;color:#172b4d}.cd{font-size:11px;color:#626f86}.ct{font-size:14px;line-height:19px;color:#172b4d;background:#fff;border-radius:6px;padding:6px 9px;margin-top:3px;box-shadow:0 1px 1px rgba(9,30,66,.2)}
.qt{font-size:13px;line-height:18px;color:#626f86;border-left:3px solid #c1c7d0;padding-left:8px;margin-top:4px}
.in{flex:none;gap:10px;padding:6px 12px;background:#fff;border-top:1px solid #dcdfe4;position:relative;z-index:2;color:#0c66e4}.in .box{flex:1;min-height:36px;border-radius:6px;border:2px solid #388bff;display:flex;align-items:center;padding:6px 10px;font-size:14px;color:#172b4d}`,
  html: `<div class="row hd" data-role="ui">${icon.close(22)}<b>Office Ops</b>${icon.moreV(20)}</div>
<div class="fill">
<div class="card">${own("Fix the printer on 2nd floor", "ti")}${ui("in list In Progress", "ls")}<div class="row lb"><span style="background:#f87168"></span><span style="background:#fca700"></span></div>
${own("It says PC LOAD LETTER. We do not have any letter. I have googled it.", "ds")}</div>
${ui("Activity", "sec")}
${block("#6e5dc6", "Ahmed Karimi", "14 Mar", ["Update: turned it off and on. Printed one page then said it again"], true)}
${block("#6e5dc6", "Ahmed Karimi", "2 Apr", ["Update 2: I have named it Kevin. Kevin is trying his best"], true)}
${block("#1f845a", "Grace Liu", "Yesterday", ["Kevin printed my boarding pass sideways and then ate it"], false, `<div class="qt" data-role="owner">${esc("Kevin is trying his best")}</div>`)}
${block("#c9372c", "Tomás Ferreira", "Yesterday", ["can we move this card to Done, nobody has printed anything since the pandemic"], false)}
</div>
<div class="row in"><span class="box" data-role="other" data-author="You">${esc("kevin is gone. facilities took him")}</span>${icon.send(20)}</div>`,
};

export const asana: ScreenSpec = {
  id: "asana-offsite",
  app: "Asana",
  kind: "comments",
  dark: false,
  device: "iphone-max",
  format: "png",
  owner: { name: "Bethany Cole", handle: null },
  time: "15:27",
  battery: 69,
  replies: true,
  css: `body{background:#fff}.hd{flex:none;height:50px;padding:0 14px;gap:14px;border-bottom:1px solid #edeae9}.hd span.b{flex:1}
.mk{gap:6px;margin:12px 16px 4px;border:1px solid #58a182;color:#58a182;border-radius:6px;padding:4px 10px;font-size:13px;width:max-content}
.ti{font-size:22px;font-weight:600;padding:6px 16px;color:#1e1f21}.fl{gap:14px;padding:4px 16px;font-size:13px;color:#6d6e6f}.fl b{color:#1e1f21;font-weight:500}
.ds{font-size:15px;line-height:22px;padding:10px 16px;color:#1e1f21}.sec{font-size:14px;font-weight:600;padding:12px 16px 4px;border-top:1px solid #edeae9;margin-top:6px}
.cm{gap:10px;padding:8px 16px}.cn{font-size:14px;font-weight:600;color:#1e1f21}.cd{font-size:12px;color:#6d6e6f}.ct{font-size:15px;line-height:21px;color:#1e1f21;margin-top:2px}
.ev{font-size:13px;color:#6d6e6f;padding:4px 16px 4px 56px}.in{flex:none;gap:10px;padding:10px 16px 34px;border-top:1px solid #edeae9}.in .box{flex:1;height:40px;border-radius:8px;border:1px solid #cfcbcb;display:flex;align-items:center;padding:0 12px;color:#6d6e6f;font-size:15px}`,
  html: `<div class="row hd" data-role="ui">${icon.back(22)}<span class="b"></span>${icon.thumbUp(20)}${icon.paperclip(20)}${icon.more(22)}</div>
<div class="fill">
<div class="row mk">${icon.check(14)}<span>Mark complete</span></div>
${own("Q3 offsite – pick the activity!! 🎉", "ti")}
<div class="row fl"><span>Assignee</span><b>Bethany Cole</b></div><div class="row fl"><span>Due date</span><b>Fri 12 Jul</b></div>
<div class="ds">${own("Shortlist so far:")}${own("1. Escape room")}${own("2. Pottery wheel class")}${own("3. Axe throwing (HR said no)")}${own("4. A different escape room")}${own("Vote below 👇")}</div>
${ui("Comments", "sec")}
${block("#f1bd6c", "Raj Patel", "2 days ago", ["why are two of the four escape rooms"], false)}
${block("#9ee7e3", "Bethany Cole", "2 days ago", ["they are different rooms!"], true)}
${block("#e362e3", "Sophie Martin", "2 days ago", ["we did the first one last year and we did not escape. we were let out"], false)}
${block("#9ee7e3", "Bethany Cole", "Yesterday", ["exactly, unfinished business 💪"], true)}
${ui("Bethany Cole changed the due date to Fri 19 Jul · Yesterday", "ev")}
</div>
<div class="row in">${avatar(30, "#aaa")}<span class="box">Add a comment</span></div>`,
};

export const linear: ScreenSpec = {
  id: "linear-issue",
  app: "Linear",
  kind: "comments",
  dark: true,
  device: "iphone",
  format: "png",
  owner: { name: "Mateusz Kowalczyk", handle: null },
  time: "17:56",
  battery: 51,
  replies: true,
  css: `body{background:#16171b}.hd{flex:none;height:46px;padding:0 14px;gap:12px;color:#9a9ca5;font-size:13px}
.ti{font-size:19px;font-weight:600;padding:8px 16px 4px}.pr{gap:8px;flex-wrap:wrap;padding:6px 16px 10px}.pr span{font-size:12px;color:#c9cad0;background:#232429;border:1px solid #2d2e34;border-radius:12px;padding:3px 9px}
.ds{font-size:14px;line-height:21px;color:#c9cad0;padding:4px 16px 12px;border-bottom:1px solid #26272c}.sec{font-size:13px;color:#8a8c96;padding:12px 16px 4px}
.cm{gap:10px;padding:8px 16px}.cn{font-size:13px;font-weight:600;color:#e6e6ea}.cd{font-size:12px;color:#7b7d87}.ct{font-size:14px;line-height:20px;color:#d3d4da;margin-top:2px}
.qt{font-size:13px;line-height:19px;color:#9a9ca5;border-left:2px solid #5e6ad2;padding-left:8px;margin-top:4px}.ev{font-size:12px;color:#7b7d87;padding:4px 16px 4px 56px}
.in{flex:none;gap:10px;padding:8px 14px 34px;border-top:1px solid #26272c}.in .box{flex:1;height:40px;border-radius:8px;background:#1f2025;display:flex;align-items:center;padding:0 12px;color:#7b7d87;font-size:14px}`,
  html: `<div class="row hd" data-role="ui">${icon.back(22)}<span>ENG-2481</span><span style="flex:1"></span>${icon.more(22)}</div>
<div class="fill">
${ui("Dark mode toggle invisible in dark mode", "ti")}
<div class="row pr">${span("● In Progress")}${span("Urgent")}${span("Mateusz K.")}${span("Bug")}</div>
<div class="ds">${other("Chidi Okeke", "The settings toggle for dark mode is black on black when dark mode is on, so you can't turn it off. Reported by 40+ users.")}</div>
${ui("Activity", "sec")}
${block("#5e6ad2", "Mateusz Kowalczyk", "3d", ["Can’t reproduce. Works on my machine 👍"], true)}
${ui("Mateusz Kowalczyk moved from Triage to Won’t Fix · 3d", "ev")}
${block("#d97706", "Chidi Okeke", "2d", ["what mode is your machine in"], false)}
${block("#5e6ad2", "Mateusz Kowalczyk", "2d", ["Light mode. Dark mode gives me headaches"], true)}
${block("#10b981", "Saanvi Rao", "2d", ["mateusz you have built a feature you refuse to use and then hid the off switch from yourself"], false, `<div class="qt" data-role="owner">${esc("Dark mode gives me headaches")}</div>`)}
${ui("Mateusz Kowalczyk moved from Won’t Fix to In Progress · 1d", "ev")}
</div>
<div class="row in"><span class="box">Leave a comment…</span>${icon.paperclip(18)}</div>`,
};

export const todoist: ScreenSpec = {
  id: "todoist-gutters",
  app: "Todoist",
  kind: "comments",
  dark: false,
  device: "android",
  format: "png",
  owner: { name: "Liam O’Connor", handle: null },
  time: "09:58",
  battery: 92,
  downscaleTo: 720,
  replies: true,
  css: `body{background:#fff}.hd{flex:none;height:52px;padding:0 14px;gap:14px;color:#555}.hd b{flex:1;font-size:14px;font-weight:400;color:#808080}
.tk{gap:12px;padding:6px 16px 10px;align-items:flex-start}.tk .cb{width:20px;height:20px;border-radius:50%;border:2px solid #d1453b;flex:none;margin-top:3px}.ti{font-size:19px;font-weight:500;color:#202020}
.fl{gap:10px;padding:6px 16px 6px 48px;font-size:13px;color:#d1453b}.fl.g{color:#808080}.sec{font-size:13px;font-weight:600;color:#202020;padding:12px 16px 4px;border-top:1px solid #eee;margin-top:6px}
.cm{gap:10px;padding:7px 16px}.cn{font-size:13px;font-weight:600;color:#202020}.cd{font-size:12px;color:#808080}.ct{font-size:15px;line-height:21px;color:#202020;margin-top:2px}
.ev{font-size:12px;color:#808080;padding:3px 16px 3px 56px}.in{flex:none;gap:10px;padding:8px 14px 22px;border-top:1px solid #eee}.in .box{flex:1;height:40px;border-radius:8px;background:#f5f5f5;display:flex;align-items:center;padding:0 12px;color:#808080;font-size:14px}`,
  html: `<div class="row hd" data-role="ui">${icon.back(22)}<b># House 🏠</b>${icon.more(22)}</div>
<div class="fill">
<div class="row tk"><span class="cb"></span>${own("Clean the gutters", "ti")}</div>
<div class="row fl">${span("📅 Sat 8 Jun")}${span("P1")}</div><div class="row fl g">${span("👤 Liam O’Connor")}${span("🔁 postponed 14 times")}</div>
${ui("Comments 6", "sec")}
${block("#4073ff", "Liam O’Connor", "3 Feb", ["on it"], true)}
${ui("Liam O’Connor postponed to Sat 17 Feb", "ev")}${ui("Liam O’Connor postponed to Sat 9 Mar", "ev")}${ui("Liam O’Connor postponed to Sun 21 Apr", "ev")}
${block("#eb8909", "Saoirse O’Connor", "22 Apr", ["you said that in february"], false)}
${block("#4073ff", "Liam O’Connor", "22 Apr", ["and I meant it"], true)}
${ui("Liam O’Connor postponed to Sat 8 Jun", "ev")}
${block("#eb8909", "Saoirse O’Connor", "Yesterday", ["there is a tree in the gutter now liam. a real tree. it has leaves and a bird lives in it"], false)}
${block("#4073ff", "Liam O’Connor", "Yesterday", ["well I’m not evicting a bird"], true)}
</div>
<div class="row in"><span class="box">Comment</span>${icon.paperclip(18)}</div>`,
};

export const trakt: ScreenSpec = {
  id: "trakt-finale",
  app: "Trakt",
  kind: "comments",
  dark: true,
  device: "android",
  format: "png",
  owner: { name: "tv_tamsin", handle: null },
  time: "23:59",
  battery: 27,
  replies: true,
  css: `body{background:#1d1d1d}.ep{flex:none;position:relative;height:150px;background:linear-gradient(135deg,#6a1b1b,#1d1d1d)}.ep .t{position:absolute;left:16px;bottom:12px}.ep .s{font-size:12px;color:#ed1c24;font-weight:700}.ep b{display:block;font-size:20px}.ep small{font-size:12px;color:#bbb}
.ep .bk{position:absolute;left:12px;top:10px;color:#fff}.tabs{gap:22px;padding:10px 16px;font-size:13px;color:#999;border-bottom:1px solid #333}.tabs b{color:#fff;border-bottom:2px solid #ed1c24;padding-bottom:8px}
.cm{gap:10px;padding:10px 16px}.cn{font-size:13px;font-weight:700;color:#fff}.cd{font-size:12px;color:#888}.ct{font-size:15px;line-height:21px;color:#ddd;margin-top:2px}
.rp{padding-left:40px}.lk{gap:14px;font-size:12px;color:#888;padding:0 16px 6px 56px}`,
  html: `<div class="ep"><span class="bk">${icon.back(22)}</span><div class="t">${ui("S05E10 · SERIES FINALE", "s")}<b>The Long Way Home</b>${ui("Cold Harbour · 58 min", "")}</div></div>
<div class="row tabs"><span>Overview</span><b>Comments 212</b><span>Lists</span></div>
<div class="fill">
${block("#7b1fa2", "tv_tamsin", "♥ 10 · 2h", ["meh."], true)}
<div class="row lk">${span("👍 41")}${span("Reply")}</div>
<div class="rp">${block("#0277bd", "rob_watches", "1h", ["you rated the last 49 episodes 10/10 and the finale is meh"], false)}</div>
<div class="rp">${block("#7b1fa2", "tv_tamsin", "1h", ["yes"], true)}</div>
<div class="rp">${block("#2e7d32", "k.nakamura", "1h", ["meh with a full stop is violence"], false)}</div>
<div class="rp">${block("#ef6c00", "ifeoma_reads", "48m", ["she gave it 10 hearts though?? the rating says love, the words say divorce"], false)}</div>
<div class="rp">${block("#7b1fa2", "tv_tamsin", "30m", ["both can be true"], true)}</div>
${block("#c62828", "bjorn.e", "2h", ["5 seasons for THAT ending. the dog deserved better and so did we, absolutely robbed"], false)}
</div>`,
};

export const COMMENTS: ScreenSpec[] = [googleDocs, trello, asana, linear, todoist, trakt];
