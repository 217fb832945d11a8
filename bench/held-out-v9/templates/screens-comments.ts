// Comments on work and on learning: Kaggle (a 0.998 score from the row ID, written up as a "Feature
// Engineering Masterclass", Gboard open over an empty reply box), Piazza (a 600-line assignment that
// still passes with every line commented out, keyboard open with a reply typed), itch.io (dark, a
// 20-minute goose game three years in development whose boss fight is a crash, JPEG); GameFAQs, DEV
// Community and BBC Good Food are in screens-comments-more.ts.
import { avatar, icon, picture } from "./icons";
import type { ScreenSpec } from "./screen-type";
import { bbcGoodFood, devCommunity, gameFaqs } from "./screens-comments-more";
import { other, own, span, ui } from "./shell";

const say = (who: "owner" | string, text: string, cls: string) => (who === "owner" ? own(text, cls) : other(who, text, cls));

const kp = (name: string, color: string, age: string, text: string, who: "owner" | string, votes: string, badge = "", reply = false) =>
  `<div class="kp${reply ? " rp" : ""}"><div class="row" style="gap:8px">${avatar(24, color)}${ui(name, "kn")}${badge ? ui(badge, "kb") : ""}${ui(age, "ka")}<span class="kv" data-role="ui">${icon.arrowUp(12)}${span(votes)}</span></div>${say(who, text, "kx")}</div>`;

export const kaggle: ScreenSpec = {
  id: "kaggle-row-id",
  app: "Kaggle",
  kind: "comments",
  dark: false,
  device: "android",
  format: "png",
  owner: { name: "Anders Lindqvist", handle: null },
  time: "23:41",
  battery: 27,
  keyboard: true,
  replies: true,
  css: `body{background:#fff;color:#202124}.hd{flex:none;height:50px;padding:0 14px;gap:14px;border-bottom:1px solid #dadce0;position:relative;z-index:3;background:#fff}.hd b{font-size:14px;font-weight:500;display:block}.hd small{font-size:12px;color:#5f6368;display:block}
.fill{display:flex;flex-direction:column;justify-content:flex-end;padding-bottom:4px}.tt{font-size:16px;font-weight:700;line-height:21px;padding:8px 14px 2px}.kp{padding:6px 14px}.kp.rp{padding-left:34px}.kn{font-size:13px;font-weight:600}.kb{font-size:10px;font-weight:700;color:#1a73e8;background:#e8f0fe;border-radius:3px;padding:0 4px}.ka{font-size:11px;color:#5f6368}.kv{margin-left:auto;display:flex;align-items:center;gap:3px;font-size:12px;color:#5f6368}.kx{font-size:14px;line-height:19px;margin:2px 0 0 32px}
.in{flex:none;gap:10px;padding:6px 12px;border-top:1px solid #dadce0;background:#fff;color:#20beff;position:relative;z-index:2}.in .box{flex:1;height:36px;border-radius:18px;border:1px solid #20beff;display:flex;align-items:center;padding:0 14px;font-size:14px;color:#5f6368}`,
  html: `<div class="row hd" data-role="ui">${icon.back(22)}<div style="flex:1"><b>Parcel Delivery Time Prediction</b><small>Discussion · 212 topics</small></div>${icon.moreV(20)}</div>
<div class="fill">
${own("0.998 on the public LB with one feature. Tips for my write-up?", "tt")}
${kp("Anders Lindqvist", "#20beff", "6h", "Got 0.998 using a single feature: the row ID. Writing it up as a notebook called “Feature Engineering Masterclass”. Any tips?", "owner", "41")}
${kp("Rahul Venkatraman", "#e37400", "5h", "Please don’t. That’s a leak. We’re fixing the data tonight.", "Rahul Venkatraman", "88", "Kaggle Staff", true)}
${kp("Anders Lindqvist", "#20beff", "5h", "Can I keep the medal?", "owner", "63", "", true)}
${kp("Rahul Venkatraman", "#e37400", "5h", "There won’t be a medal.", "Rahul Venkatraman", "71", "Kaggle Staff", true)}
${kp("Anders Lindqvist", "#20beff", "4h", "Understood. Can I keep the title?", "owner", "102", "", true)}
${kp("Ilse Brandt", "#188038", "2h", "honestly the title is the best part", "Ilse Brandt", "27", "", true)}
</div>
<div class="row in" data-role="ui">${avatar(26, "#9aa0a6")}<span class="box">Reply to this topic…</span>${icon.send(20)}</div>`,
};

const pz = (label: string, body: string) => `<div class="sc"><div class="sl" data-role="ui">${label}</div>${body}</div>`;

export const piazza: ScreenSpec = {
  id: "piazza-600-lines",
  app: "Piazza",
  kind: "comments",
  dark: false,
  device: "iphone-max",
  format: "png",
  owner: { name: "Brody Fenwick", handle: null },
  time: "21:58",
  battery: 21,
  keyboard: true,
  suggestions: ["file", "files", "folder"],
  replies: true,
  css: `body{background:#eef1f4;color:#1e2a36}.hd{flex:none;height:50px;padding:0 14px;gap:14px;background:#3e7aab;color:#fff;position:relative;z-index:3}.hd b{font-size:15px;display:block}.hd small{font-size:12px;opacity:.85;display:block}
.fill{display:flex;flex-direction:column;justify-content:flex-end;padding-bottom:4px}.sc{background:#fff;margin:5px 8px 0;border-radius:6px;padding:8px 12px}.sl{font-size:12px;font-weight:700;color:#3e7aab;margin-bottom:3px}.qt{font-size:16px;font-weight:700;line-height:21px}.tx{font-size:14px;line-height:20px;margin-top:2px}.by{font-size:12px;color:#6b7785;margin-top:4px}
.fu{padding-top:6px;margin-top:6px;border-top:1px solid #e6eaee}.fn{font-size:12px;font-weight:700}
.in{flex:none;gap:10px;padding:7px 12px;background:#fff;border-top:1px solid #d9dfe5;position:relative;z-index:2;color:#3e7aab}.in .box{flex:1;min-height:36px;border-radius:6px;border:1px solid #3e7aab;display:flex;align-items:center;padding:6px 12px;font-size:15px}`,
  html: `<div class="row hd" data-role="ui">${icon.back(22)}<div style="flex:1"><b>CS 161 · Question @214</b><small>Intro to Programming · Fall 2025</small></div>${icon.bell(20)}</div>
<div class="fill">
${pz("question", `${own("Code works but I don’t know why", "qt")}${own("My assignment 4 passes every test. It is 600 lines and I don’t know why it works. I’m scared to touch it. Is that ok to submit?", "tx")}${ui("Brody Fenwick · 3 hours ago", "by")}`)}
${pz("the instructors’ answer", `${other("Prof. Halvard Solberg", "Please come to office hours before you submit.", "tx")}${ui("Prof. Halvard Solberg · 2 hours ago", "by")}`)}
${pz("the students’ answer", `${other("Mateo Ruiz", "comment things out one at a time and see what breaks", "tx")}${ui("Mateo Ruiz · 1 hour ago", "by")}`)}
${pz("followup discussions", `${ui("Brody Fenwick", "fn")}${own("It’s due in 2 hours.", "tx")}<div class="fu">${ui("Brody Fenwick", "fn")}${own("I tried that. It still works with all 600 lines commented out.", "tx")}</div>`)}
</div>
<div class="row in">${icon.comment(20)}<span class="box" data-role="other" data-author="You">are you sure it’s running the right file</span></div>`,
};

const ic = (name: string, color: string, age: string, text: string, who: "owner" | string, badge = "") =>
  `<div class="ic"><div class="row" style="gap:8px">${avatar(28, color)}${ui(name, "in2")}${badge ? ui(badge, "ib") : ""}${ui(age, "ia")}</div>${say(who, text, "ix")}</div>`;

export const itchIo: ScreenSpec = {
  id: "itchio-goose-courier",
  app: "itch.io",
  kind: "comments",
  dark: true,
  device: "android",
  format: "jpeg",
  quality: 67,
  owner: { name: "pixelbarnacle", handle: null },
  time: "00:33",
  battery: 41,
  replies: true,
  css: `body{background:#1e1e1e;color:#e6e6e6}.hd{flex:none;height:52px;padding:0 14px;gap:14px;background:#2b2b2b}.hd b{flex:1;font-size:16px;font-weight:500}.hd b i{font-style:normal;color:#fa5c5c}
.gt{font-size:22px;font-weight:700;padding:10px 16px 0}.gb{font-size:13px;color:#a0a0a0;padding:2px 16px 8px}.gb b{color:#fa5c5c;font-weight:500}.ds{font-size:14px;line-height:20px;padding:2px 16px 8px;color:#d0d0d0}
.rt{gap:10px;padding:8px 16px;font-size:13px;color:#a0a0a0;border-top:1px solid #333;border-bottom:1px solid #333}.dl{margin-left:auto;background:#fa5c5c;color:#fff;font-weight:700;border-radius:4px;padding:6px 12px}
.sec{padding:10px 16px 2px;font-size:15px;font-weight:700}.ic{padding:8px 16px;border-bottom:1px solid #2a2a2a}.in2{font-size:13px;font-weight:700;color:#fa8c8c}.ib{font-size:10px;font-weight:700;color:#1e1e1e;background:#fa5c5c;border-radius:3px;padding:0 5px}.ia{font-size:12px;color:#8a8a8a}.ix{font-size:14px;line-height:20px;margin:3px 0 0 36px}`,
  html: `<div class="row hd" data-role="ui">${icon.back(22)}<b>itch<i>.io</i></b>${icon.search(20)}${icon.moreV(20)}</div>
<div class="fill">
${picture("100%", 80, ["#f3d46b", "#6aa5d9"], `<div style="position:absolute;left:140px;top:30px;width:80px;height:60px;border-radius:50% 50% 40% 40%;background:#fff"></div><div style="position:absolute;left:205px;top:20px;width:26px;height:14px;border-radius:4px;background:#f39c12"></div><div style="position:absolute;left:100px;top:70px;width:40px;height:32px;background:#a0703a;border-radius:3px"></div>`)}
${ui("Goose Courier", "gt")}
<div class="gb" data-role="ui">A game by <b>pixelbarnacle</b> · Windows</div>
${own("A short game about a goose who delivers parcels. About 20 minutes long. 3 years in development.", "ds")}
<div class="row rt" data-role="ui">${span("★★★★☆ (212)")}<span class="dl">Download</span></div>
${ui("Comments", "sec")}
${ic("lilypadlarry", "#3a7fb5", "2 days ago", "it crashes when I pick up the second parcel", "lilypadlarry")}
${ic("pixelbarnacle", "#fa5c5c", "2 days ago", "That’s the boss fight.", "owner", "Developer")}
${ic("ToastyBytes", "#7a5aa8", "1 day ago", "the whole game closes", "ToastyBytes")}
${ic("pixelbarnacle", "#fa5c5c", "1 day ago", "He’s very strong. I made him in one weekend and I’ve never beaten him either.", "owner", "Developer")}
${ic("quietmoth", "#4f9a6a", "20 hours ago", "is there a mac version", "quietmoth")}
${ic("pixelbarnacle", "#fa5c5c", "18 hours ago", "Not yet. The goose is Windows only, like me.", "owner", "Developer")}
</div>`,
};

export const COMMENTS: ScreenSpec[] = [kaggle, piazza, itchIo, gameFaqs, devCommunity, bbcGoodFood];
