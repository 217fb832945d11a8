// Other screens: Doodle (a book club's date poll for a 640-page novel, its comments, screenshotted and
// opened in iOS Photos in the dark), Cash App (dark, a feed of requests with notes that keep score, 83
// cents from March among them, under a banner from Ronan disputing who was driving).
import { avatar, icon } from "./icons";
import type { ScreenSpec } from "./screen-type";
import { esc, other, own, span, ui } from "./shell";
import { iosPhotos, shot } from "./viewer";

const yes = `<span class="y">${icon.check(14)}</span>`;
const no = `<span class="n"></span>`;
const row = (name: string, marks: boolean[]) => `<div class="row pr"><span class="pn">${esc(name)}</span>${marks.map((m) => (m ? yes : no)).join("")}</div>`;

const doodleInner = `<style>.dd .hd2{height:48px;padding:0 14px;gap:12px;border-bottom:1px solid #e7e9ee}.dd .hd2 b{flex:1;font-size:16px}.dd .tt{font-size:20px;font-weight:700;padding:12px 16px 2px}.dd .by{gap:8px;padding:2px 16px 6px;font-size:13px;color:#5d6472}.dd .ds{font-size:14px;line-height:20px;padding:2px 16px 10px}
.dd .gd{margin:0 12px;border:1px solid #e7e9ee;border-radius:10px;overflow:hidden}.dd .gh{background:#f4f6fa;font-size:12px;color:#5d6472;padding:6px 0}.dd .pr span.y,.dd .pr span.n{width:70px;flex:none;display:flex;justify-content:center}.dd .gh span.d{width:70px;flex:none;text-align:center}.dd .gh b{display:block;font-size:15px;color:#1b2230}.dd .pn{flex:1;padding-left:12px;font-size:14px}.dd .pr{height:34px;border-top:1px solid #eef0f4}.dd .pr .y{color:#0a8a4a}.dd .pr .n::after{content:"";width:12px;height:2px;background:#c6cad3;display:block}.dd .gh .pn{font-size:12px}
.dd .sec{font-size:14px;font-weight:700;padding:12px 16px 2px}.dd .c{gap:10px;padding:6px 16px}.dd .cn{font-size:13px;font-weight:600}.dd .cm{font-size:12px;color:#888}.dd .ct{font-size:14px;line-height:20px}</style>
<div class="dd" style="flex:1;background:#fff;color:#1b2230">
<div class="row hd2" data-role="ui">${icon.back(22)}<b>Doodle</b>${icon.share(20)}</div>
${own("Book club: December", "tt")}
<div class="row by" data-role="ui">${avatar(22, "#4b5bd6")}${span("Cordelia Blum · 5 participants")}</div>
${own("Let’s pick a date! This month’s book is 640 pages. No pressure, but I will be asking questions.", "ds")}
<div class="gd" data-role="ui">
<div class="row gh"><span class="pn">Dec</span><span class="d"><b>8</b>Mon</span><span class="d"><b>10</b>Wed</span><span class="d"><b>11</b>Thu</span></div>
${row("Cordelia", [true, true, true])}
${row("Farah", [true, false, true])}
${row("Ewan", [false, true, true])}
${row("Kasia", [false, false, true])}
${row("Bernie", [true, false, true])}
</div>
${ui("Comments (4)", "sec")}
<div class="row c" style="align-items:flex-start">${avatar(28, "#c2416b")}<div style="flex:1"><div class="row" style="gap:6px">${span("Farah", "cn")}${span("2d", "cm")}</div>${other("Farah", "can we pick a shorter one next time", "ct")}</div></div>
<div class="row c" style="align-items:flex-start">${avatar(28, "#4b5bd6")}<div style="flex:1"><div class="row" style="gap:6px">${span("Cordelia", "cn")}${span("2d", "cm")}</div>${own("It is short, for Tolstoy.", "ct")}</div></div>
<div class="row c" style="align-items:flex-start">${avatar(28, "#3a9a5a")}<div style="flex:1"><div class="row" style="gap:6px">${span("Ewan", "cn")}${span("1d", "cm")}</div>${other("Ewan", "I’ve read the blurb", "ct")}</div></div>
<div class="row c" style="align-items:flex-start">${avatar(28, "#4b5bd6")}<div style="flex:1"><div class="row" style="gap:6px">${span("Cordelia", "cn")}${span("1d", "cm")}</div>${own("The blurb is two pages, Ewan. Keep going.", "ct")}</div></div>
</div>`;

export const doodle: ScreenSpec = {
  id: "doodle-640-pages",
  app: "Doodle",
  kind: "other",
  dark: true,
  device: "iphone",
  format: "png",
  owner: { name: "Cordelia Blum", handle: null },
  time: "22:49",
  battery: 40,
  replies: true,
  css: ``,
  html: iosPhotos({
    dark: true,
    day: "Sunday",
    time: "9:12 PM",
    body: shot({ device: "iphone", time: "21:05", battery: 66, dark: false, background: "#fff", html: doodleInner }, 0.8, 720),
  }),
};

const act = (name: string, color: string, kind: string, note: string, who: "owner" | string, amount: string, plus = false) =>
  `<div class="row ca">${avatar(40, color, { silhouette: false })}<div style="flex:1;min-width:0">${ui(name, "an")}${who === "owner" ? own(note, "at") : who === "ui" ? ui(note, "at") : other(who, note, "at")}${ui(kind, "ak")}</div>${ui(amount, plus ? "am p" : "am")}</div>`;

export const cashApp: ScreenSpec = {
  id: "cashapp-83-cents",
  app: "Cash App",
  kind: "other",
  dark: true,
  device: "android",
  format: "png",
  owner: { name: "Kezia Marlow", handle: "$keziamarlow" },
  time: "19:26",
  battery: 33,
  banner: { app: "Messages", color: "#1a73e8", title: "Ronan Ellis", body: "you were literally driving kezia", author: "Ronan Ellis", age: "now" },
  replies: false,
  css: `body{background:#000;color:#fff}.hd{flex:none;height:56px;padding:0 16px;gap:14px}.hd b{flex:1;font-size:22px;font-weight:700}
.bal{padding:0 16px 10px;font-size:13px;color:#9b9b9b}.bal b{display:block;font-size:34px;color:#fff;font-weight:700}.sec{padding:12px 16px 4px;font-size:13px;font-weight:600;color:#9b9b9b}
.ca{gap:12px;padding:9px 16px;align-items:flex-start}.an{font-size:15px;font-weight:600}.at{font-size:14px;line-height:19px;color:#d8d8d8;margin-top:1px}.ak{font-size:12px;color:#8a8a8a;margin-top:2px}.am{font-size:15px;font-weight:600;white-space:nowrap}.am.p{color:#00d64f}
.tab{flex:none;height:62px;justify-content:space-around;padding-bottom:12px;border-top:1px solid #1c1c1c;color:#9b9b9b}`,
  html: `<div class="row hd" data-role="ui"><b>Activity</b>${icon.search(22)}${avatar(30, "#00d64f", { silhouette: false })}</div>
<div class="fill">
<div class="bal" data-role="ui"><b>$23.16</b>Cash balance · $keziamarlow</div>
${ui("Pending", "sec")}
${act("Ronan Ellis", "#e0457b", "Request sent · Today", "half the parking ticket (you were driving)", "owner", "$42.50")}
${act("Anouk Visser", "#3a7fb5", "Request sent · Yesterday", "the 83 cents from the pizza in March. I don’t forget", "owner", "$0.83")}
${ui("This week", "sec")}
${act("Ticketmaster", "#1f6feb", "Card · Mon", "Concert tickets", "ui", "$189.40")}
${act("Mom", "#c98a2a", "Received · Mon", "for groceries, not concert tickets", "Mom", "+$120.00", true)}
${act("Mikey Dunleavy", "#8a5ab0", "Paid · Sun", "for the gum. I’m not an animal", "owner", "$1.25")}
${act("Anouk Visser", "#3a7fb5", "Paid · Sat", "pizza 🍕", "owner", "$14.00")}
</div>
<div class="row tab" data-role="ui">${icon.home(24)}${icon.grid(24)}${icon.search(24)}${icon.person(24)}</div>`,
};
