// Work and school tools: Outlook (a reply above the owner's all-caps email, quoted, a Teams banner,
// cropped at the bottom), Jira (dark, a ticket's comments), Notion (comments on a page, keyboard open
// with a typed comment), Stack Overflow (a question shared twice and shrunk, the best line a
// comment), Canvas (an introduction in week 6, Gboard open).
import { avatar, icon } from "./icons";
import type { ScreenSpec } from "./screen-type";
import { esc, other, own, span, ui } from "./shell";

export const outlook: ScreenSpec = {
  id: "outlook-email",
  app: "Outlook",
  kind: "chat",
  dark: false,
  device: "iphone",
  format: "png",
  owner: { name: "Gordon Pike", handle: null },
  time: "09:47",
  battery: 88,
  banner: { app: "Microsoft Teams", color: "#5b5fc7", title: "Fiona Marsh", body: "👀 have you seen the reply all", author: "Fiona Marsh", age: "now" },
  crop: { bottom: 96 },
  replies: true,
  css: `.hd{flex:none;height:48px;padding:0 14px;gap:18px;color:#0f6cbd}.hd i{flex:1}
.sub{font-size:21px;line-height:27px;font-weight:600;padding:4px 16px 10px}
.ml{padding:10px 16px;border-top:1px solid #edebe9}.who{gap:12px}.wn{font-size:15px;font-weight:600}.wm{font-size:13px;color:#616161}.tx{font-size:15px;line-height:22px;margin-top:10px;white-space:pre-line}
.orig{margin-top:14px;padding-top:10px;border-top:1px solid #c8c6c4;font-size:14px;line-height:20px;color:#424242}.orig b{font-weight:600}.ot{font-size:15px;line-height:22px;margin-top:10px;white-space:pre-line;color:#242424}`,
  html: `<div class="row hd">${icon.back(24)}<i></i>${icon.bookmark(20)}${icon.more(22)}</div>
<div class="fill">
${ui("RE: STAPLER", "sub")}
<div class="ml"><div class="row who">${avatar(38, "#038387")}<div style="flex:1">${ui("Dev Patel", "wn")}${ui("To: All Staff (Leeds) · 09:40", "wm")}</div></div>
${other("Dev Patel", "Gordon could you label your desk drawer next, so we all know where to look", "tx")}</div>
<div class="ml"><div class="row who">${avatar(38, "#c239b3")}<div style="flex:1">${ui("Fiona Marsh", "wn")}${ui("To: All Staff (Leeds) · 09:31", "wm")}</div></div>
${other("Fiona Marsh", "Hi Gordon,\nFacilities found the red stapler in your own desk drawer this morning. It was under the label maker.\nHope this helps!\nFiona", "tx")}
<div class="orig">${ui("From: Gordon Pike")}${ui("Sent: Monday, 08:12")}${ui("To: All Staff (Leeds)")}${ui("Subject: STAPLER")}
${own("TO WHOEVER KEEPS TAKING THE RED STAPLER FROM MY DESK. I HAVE NOW LABELLED IT. I HAVE ALSO LABELLED THE LABEL MAKER. THIS IS YOUR LAST WARNING.\nGordon Pike\nSenior Operations Coordinator", "ot")}</div></div>
</div>`,
};

const jiraComment = (color: string, name: string, age: string, text: string, mine: boolean) =>
  `<div class="row jc" style="align-items:flex-start">${avatar(30, color)}<div style="flex:1"><div class="row" style="gap:8px">${span(name, "jn")}${span(age, "ja")}</div>${mine ? own(text, "jt") : other(name, text, "jt")}</div></div>`;

export const jira: ScreenSpec = {
  id: "jira-ticket",
  app: "Jira",
  kind: "comments",
  dark: true,
  device: "iphone-max",
  format: "png",
  owner: { name: "Siddharth Iyer", handle: null },
  time: "16:04",
  battery: 42,
  replies: true,
  css: `body{background:#1d2125;color:#b6c2cf}.hd{flex:none;height:48px;padding:0 14px;gap:14px}.hd b{flex:1;font-size:15px;color:#9fadbc;font-weight:500}
.ti{font-size:20px;line-height:26px;font-weight:600;color:#dee4ea;padding:6px 16px}.st{gap:8px;padding:4px 16px 10px}.st span{font-size:12px;font-weight:700;border-radius:3px;padding:3px 6px}
.lb{font-size:13px;font-weight:600;color:#8c9bab;padding:10px 16px 2px}.ds{font-size:15px;line-height:22px;color:#dee4ea;padding:2px 16px;white-space:pre-line}.meta{gap:10px;padding:6px 16px;font-size:13px}
.jc{gap:10px;padding:10px 16px;border-top:1px solid #2c333a}.jn{font-size:14px;font-weight:600;color:#dee4ea}.ja{font-size:12px;color:#8c9bab}.jt{font-size:15px;line-height:21px;color:#c7d1db;margin-top:3px}
.add{flex:none;gap:10px;padding:10px 16px 34px;border-top:1px solid #2c333a}.add span.box{flex:1;height:38px;border:1px solid #454f59;border-radius:4px;display:flex;align-items:center;padding:0 10px;font-size:15px;color:#8c9bab}`,
  html: `<div class="row hd">${icon.back(22)}<b>PAY-2231</b>${icon.share(20)}${icon.more(22)}</div>
<div class="fill">
${own("Button does not work", "ti")}
<div class="row st"><span style="background:#1d7afc;color:#fff">IN PROGRESS</span><span style="background:#5d1f1a;color:#fd9891">HIGHEST</span></div>
<div class="row meta">${avatar(22, "#e2b203")}${span("Reporter: Siddharth Iyer")}</div>
${ui("Description", "lb")}
${own("Steps to reproduce: press button\nExpected: button works\nActual: it does not", "ds")}
${ui("Comments", "lb")}
${jiraComment("#f87168", "Hannah Keller", "2 days ago", "Which button? There are 41 buttons in the app.", false)}
${jiraComment("#e2b203", "Siddharth Iyer", "2 days ago", "the blue one", true)}
${jiraComment("#f87168", "Hannah Keller", "2 days ago", "They are all blue Sid. It’s the brand colour.", false)}
${jiraComment("#e2b203", "Siddharth Iyer", "yesterday", "the bluest one", true)}
${jiraComment("#4bce97", "Tomasz Wójcik", "3 hours ago", "moving to Won’t Fix until we agree which one is the bluest", false)}
</div>
<div class="row add">${avatar(30, "#9f8fef")}<span class="box">Add a comment…</span></div>`,
};

export const notion: ScreenSpec = {
  id: "notion-comments",
  app: "Notion",
  kind: "comments",
  dark: false,
  device: "iphone",
  format: "png",
  owner: { name: "Brenda Coles", handle: null },
  time: "14:22",
  battery: 53,
  keyboard: true,
  suggestions: ["lunch", "lunches", "launch"],
  replies: true,
  css: `body{color:#37352f}.hd{flex:none;height:44px;padding:0 14px;gap:14px;color:#37352f}.hd b{flex:1;font-size:14px;font-weight:500;color:#787774}
.fill{padding:0 18px}.pt{font-size:26px;line-height:32px;font-weight:700;margin:6px 0 10px}.li{font-size:16px;line-height:24px}.hl{background:rgba(255,212,0,.35);border-bottom:2px solid #ffd400}
.th{margin-top:12px;border:1px solid #e9e9e7;border-radius:8px;padding:10px 12px}.cm{gap:8px;margin-bottom:8px;align-items:flex-start}.cn{font-size:14px;font-weight:600}.ca{font-size:12px;color:#9b9a97;margin-left:6px}.ct{font-size:15px;line-height:21px}
.in{flex:none;gap:10px;padding:8px 14px;border-top:1px solid #e9e9e7;background:#fff;position:relative;z-index:2}.in .box{flex:1;font-size:16px;line-height:21px;color:#37352f}.in .up{width:28px;height:28px;border-radius:50%;background:#2383e2}`,
  html: `<div class="row hd">${icon.back(22)}<b>Team Offsite 2026</b>${icon.share(20)}${icon.more(22)}</div>
<div class="fill">
${own("Team Offsite 2026 🧘", "pt")}
${own("9:00 Arrival + mindful coffee", "li")}
${own("9:15 Icebreaker: one word that describes your soul", "li")}
<div class="li"><span data-role="owner" class="hl">${esc("9:20 Trust fall (mandatory)")}</span></div>
${own("12:00 Lunch (bring your own)", "li")}
<div class="th">
<div class="row cm">${avatar(24, "#d9730d")}<div style="flex:1"><div>${span("Kofi Mensah", "cn")}${span("1h", "ca")}</div>${other("Kofi Mensah", "can the trust fall be optional", "ct")}</div></div>
<div class="row cm">${avatar(24, "#448361")}<div style="flex:1"><div>${span("Brenda Coles", "cn")}${span("52m", "ca")}</div>${own("Trust is not optional Kofi", "ct")}</div></div>
<div class="row cm">${avatar(24, "#9065b0")}<div style="flex:1"><div>${span("Aoife Brennan", "cn")}${span("40m", "ca")}</div>${other("Aoife Brennan", "who is catching", "ct")}</div></div>
</div>
</div>
<div class="row in">${avatar(24, "#337ea9")}<span class="box" data-role="other" data-author="You">${esc("is the mindful coffee also bring your own")}</span><span class="up"></span></div>`,
};

export const stackoverflow: ScreenSpec = {
  id: "stackoverflow-question",
  app: "Stack Overflow",
  kind: "post",
  dark: false,
  device: "android",
  format: "jpeg",
  generations: [{ quality: 90 }, { width: 720, quality: 68 }],
  owner: { name: "Oluwaseun Adeyemi", handle: null },
  time: "08:33",
  battery: 31,
  replies: true,
  css: `.hd{flex:none;height:52px;padding:0 12px;gap:12px;border-top:3px solid #f48225;box-shadow:0 1px 2px rgba(0,0,0,.1)}.hd b{flex:1;font-size:17px;font-weight:400}.hd b i{font-style:normal;font-weight:700}
.q{padding:12px 14px 8px}.qt{font-size:19px;line-height:25px;color:#3b4045}.qm{font-size:12px;color:#6a737c;margin:6px 0 10px;gap:10px}
.cl{background:#fdf7e2;border:1px solid #e6cf79;border-radius:4px;padding:8px 10px;font-size:13px;line-height:18px;color:#3b4045;margin:0 14px 10px}.cl b{font-weight:700}
.body{gap:10px;padding:0 14px;align-items:flex-start}.vote{width:36px;flex:none;align-items:center;color:#bbc0c4;gap:2px}.vote b{font-size:19px;color:#232629;font-weight:400}
.tx{font-size:15px;line-height:22px;color:#232629;white-space:pre-line}.tags{gap:5px;margin:10px 0;flex-wrap:wrap}.tags span{font-size:12px;background:#e1ecf4;color:#39739d;border-radius:3px;padding:3px 6px}
.card{align-self:flex-end;background:#d9eaf7;border-radius:3px;padding:6px 8px;font-size:12px;color:#6a737c;margin-left:auto;width:180px}.card b{color:#0074cc;font-weight:400;display:block}
.cs{margin:10px 14px 0 60px;border-top:1px solid #e3e6e8}.sc{font-size:13px;line-height:19px;padding:7px 0;border-bottom:1px solid #e3e6e8;color:#232629}.sc b{color:#0074cc;font-weight:400}.sc i{color:#9199a1;font-style:normal}`,
  html: `<div class="row hd">${icon.menu(22)}<b>stack<i>overflow</i></b>${icon.search(22)}</div>
<div class="fill">
<div class="q">${own("why my code work on my laptop but not on production server??", "qt")}<div class="row qm">${span("Asked today")}${span("Viewed 214 times")}</div></div>
<div class="cl"><b>Closed.</b> This question is a duplicate of: Python ModuleNotFoundError only on Linux, works on Windows</div>
<div class="row body"><div class="col vote">${icon.arrowUp(26)}<b>-7</b>${icon.arrowDown(26)}</div><div style="flex:1;min-width:0">
${own("I have deploy the code and it work perfect locally. On the server it give error ModuleNotFoundError: No module named 'Utils'.\nI did not change anything, only I rename the folder from Utils to utils because it look cleaner.\nPlease help urgent, my boss is watching", "tx")}
<div class="row tags">${span("python")}${span("linux")}${span("deployment")}</div>
<div class="card">${ui("asked 3 hours ago")}<b>${esc("Oluwaseun Adeyemi")}</b>${ui("41 ● 4")}</div></div></div>
<div class="cs">
<div class="sc"><span data-role="other" data-author="kgr_dev">${esc("Linux cares about capital letters. Your laptop doesn’t. Your boss, presumably, now does.")}</span> <b>– kgr_dev</b> <i>2 hours ago</i></div>
<div class="sc"><span data-role="owner">${esc("but it look cleaner")}</span> <b>– Oluwaseun Adeyemi</b> <i>2 hours ago</i></div>
<div class="sc"><span data-role="other" data-author="Hoàng Minh">${esc("It does look cleaner. It also doesn’t run. Pick one")}</span> <b>– Hoàng Minh</b> <i>1 hour ago</i></div>
</div></div>`,
};

export const canvas: ScreenSpec = {
  id: "canvas-discussion",
  app: "Canvas",
  kind: "comments",
  dark: false,
  device: "android",
  format: "png",
  owner: { name: "Brandon Fitzgerald", handle: null },
  time: "22:41",
  battery: 17,
  statusBarDark: true,
  statusBarBackground: "#394b58",
  keyboard: true,
  suggestions: ["9", "nine", "books"],
  replies: true,
  css: `.hd{flex:none;height:56px;padding:0 14px;gap:16px;background:#394b58;color:#fff}.hd b{font-size:17px;font-weight:500;display:block}.hd small{font-size:12px;opacity:.8;display:block}
.ttl{font-size:18px;font-weight:500;padding:10px 16px 2px}.due{font-size:13px;color:#6b7780;padding:0 16px 8px;border-bottom:1px solid #e5e5e5}
.p{gap:10px;padding:10px 16px;align-items:flex-start;border-bottom:1px solid #e5e5e5}.pn{font-size:14px;font-weight:500}.pm{font-size:12px;color:#6b7780}.pt{font-size:15px;line-height:21px;margin-top:4px}
.rp{margin-left:30px}.in{flex:none;gap:8px;padding:6px 12px;border-top:1px solid #e5e5e5;background:#fff;position:relative;z-index:2}.in .box{flex:1;min-height:40px;border:1px solid #c7cdd1;border-radius:4px;display:flex;align-items:center;padding:4px 10px;font-size:15px;line-height:20px}`,
  html: `<div class="row hd">${icon.back(22)}<div style="flex:1"><b>Discussion</b><small>ENG 210: The Novel</small></div>${icon.moreV(20)}</div>
<div class="fill">
${ui("Week 6: Introduce yourself!", "ttl")}
${ui("Due Sep 6 at 11:59pm · 32 replies", "due")}
<div class="row p">${avatar(36, "#0b874b")}<div style="flex:1">${ui("Brandon Fitzgerald", "pn")}${ui("Oct 14 10:38pm", "pm")}${own("Hi everyone!! Im Brandon, business major, I love networking and cold brew. Fun fact: I have never read a book cover to cover and im kind of proud of it 😎", "pt")}</div></div>
<div class="row p rp">${avatar(30, "#8f3e97")}<div style="flex:1">${ui("Dr. Ellen Marsh (Instructor)", "pn")}${ui("Oct 14 10:52pm", "pm")}${other("Dr. Ellen Marsh", "Welcome, Brandon. This is ENG 210: The Novel.", "pt")}</div></div>
<div class="row p rp">${avatar(30, "#d97008")}<div style="flex:1">${ui("Keisha Robinson", "pn")}${ui("Oct 14 10:55pm", "pm")}${other("Keisha Robinson", "brandon its week 6", "pt")}</div></div>
</div>
<div class="row in"><span class="box" data-role="other" data-author="You">${esc("fun fact the syllabus has 9")}</span>${icon.send(20)}</div>`,
};

export const WORK: ScreenSpec[] = [outlook, jira, notion, stackoverflow, canvas];
