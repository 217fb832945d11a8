// Comments on work and on learning: Frame.io (dark, a client's notes on a bank's brand film, a sky to
// be "bluer, but not blue", the last note cut at the bottom of the list), Busuu (a Spanish learner
// whose dog is cleverer than him, keyboard open with a reply typed, JPEG), Coursera (a model that is
// 100% right on its training data, keyboard open over an empty reply box, the first "by …" line cut
// under the header); BoardGameGeek, Tapas and Nexus Mods are in screens-comments-more.ts.
import { avatar, icon, picture } from "./icons";
import type { ScreenSpec } from "./screen-type";
import { boardGameGeek, nexusMods, tapas } from "./screens-comments-more";
import { esc, other, own, span, ui } from "./shell";

const note = (name: string, color: string, tc: string, age: string, text: string, who: string, reply = false) =>
  `<div class="fc${reply ? " rp" : ""}"><div class="row" style="gap:8px">${avatar(26, color)}${ui(name, "fn")}${tc ? ui(tc, "tc") : ""}${ui(age, "fa")}</div>${who === "owner" ? own(text, "fx") : other(who, text, "fx")}</div>`;

export const frameIo: ScreenSpec = {
  id: "frameio-bluer-not-blue",
  app: "Frame.io",
  kind: "comments",
  dark: true,
  device: "android",
  format: "png",
  owner: { name: "Caroline Whitford", handle: null },
  time: "17:36",
  battery: 31,
  cutLines: 1,
  replies: true,
  css: `body{background:#101114;color:#e6e7eb}.hd{flex:none;height:50px;padding:0 14px;gap:14px;border-bottom:1px solid #24262c}.hd b{font-size:14px;font-weight:500;display:block}.hd small{font-size:12px;color:#8d909a;display:block}
.pv{flex:none;position:relative}.pv .pb{position:absolute;left:0;right:0;bottom:0;height:4px;background:#2c2f37}.pv .pb i{display:block;height:4px;width:46%;background:#5b53ff}
.sec{flex:none;gap:10px;padding:10px 16px;font-size:13px;color:#8d909a;border-bottom:1px solid #24262c}.sec b{color:#e6e7eb}
.fc{padding:7px 16px;border-bottom:1px solid #1b1d22}.fc.rp{padding-left:46px}.fn{font-size:13px;font-weight:600}.tc{font-size:11px;font-weight:700;color:#c9c6ff;background:#2a2760;border-radius:4px;padding:1px 6px}.fa{font-size:12px;color:#8d909a}.fx{font-size:14px;line-height:20px;margin:3px 0 0 34px}`,
  html: `<div class="row hd" data-role="ui">${icon.back(22)}<div style="flex:1"><b>Brand_Film_v6_FINAL.mp4</b><small>Northmere Bank · Autumn campaign</small></div>${icon.share(20)}${icon.moreV(20)}</div>
<div class="pv">${picture("100%", 90, ["#8fb4d8", "#e9c9a0"])}<span style="position:absolute;left:50%;top:50%;margin:-22px 0 0 -22px;color:#fff">${icon.play(44)}</span><div class="pb"><i></i></div></div>
<div class="row sec" data-role="ui"><b>Comments (9)</b><span style="margin-left:auto">Oldest first</span></div>
<div class="fill">
${note("Caroline Whitford", "#c2416b", "00:04", "2h", "Can the sky be more optimistic?", "owner")}
${note("Marco Dettori", "#3d7bd9", "", "2h", "more optimistic how", "Marco Dettori", true)}
${note("Caroline Whitford", "#c2416b", "", "2h", "Bluer, but not blue.", "owner", true)}
${note("Caroline Whitford", "#c2416b", "00:12", "2h", "Love this shot. Can it be shorter but feel longer?", "owner")}
${note("Marco Dettori", "#3d7bd9", "", "1h", "I can make it shorter", "Marco Dettori", true)}
${note("Caroline Whitford", "#c2416b", "00:21", "1h", "The dog looks too happy. We’re a bank.", "owner")}
${note("Sana Qureshi", "#4f9a6a", "", "1h", "it’s the least happy dog in the stock library", "Sana Qureshi", true)}
${note("Caroline Whitford", "#c2416b", "00:38", "40m", "Can the logo be bigger, and also less there?", "owner")}
</div>
<div class="row" style="flex:none;gap:10px;padding:8px 12px 18px;border-top:1px solid #24262c;color:#8d909a;font-size:14px" data-role="ui">${avatar(28, "#555")}<span style="flex:1;border:1px solid #2c2f37;border-radius:18px;padding:8px 14px">Leave a comment at 00:21…</span></div>`,
};

export const busuu: ScreenSpec = {
  id: "busuu-perro",
  app: "Busuu",
  kind: "comments",
  dark: false,
  device: "iphone-max",
  format: "jpeg",
  quality: 72,
  owner: { name: "Gary Pembroke", handle: null },
  time: "21:09",
  battery: 42,
  keyboard: true,
  suggestions: ["name", "is", "the"],
  replies: true,
  css: `body{background:#f4f6f9;color:#252b33}.hd{flex:none;height:48px;padding:0 14px;gap:14px;background:#fff;border-bottom:1px solid #e6e9ee}.hd b{flex:1;font-size:16px}
.fill{display:flex;flex-direction:column;justify-content:flex-end;padding-bottom:6px}.ex{background:#fff;padding:10px 16px;border-bottom:1px solid #e6e9ee}.ex .q{font-size:12px;color:#6c7684}.ex .t{font-size:15px;line-height:21px;margin-top:4px}
.cr{background:#fff;margin:6px 8px 0;border-radius:10px;padding:9px 12px}.cr .who{gap:8px;font-size:13px}.cr .who b{font-weight:600}.cr .who small{font-size:11px;color:#fff;background:#2d8cff;border-radius:8px;padding:0 6px}.fx{font-size:14px;line-height:20px;margin-top:4px}.old{font-size:14px;line-height:20px;color:#c0392b;text-decoration:line-through;margin-top:4px}.new{font-size:14px;line-height:20px;color:#1e8e3e;margin-top:2px}
.in{flex:none;gap:10px;padding:7px 12px;border-top:1px solid #e6e9ee;background:#fff;position:relative;z-index:2}.in .box{flex:1;min-height:36px;border-radius:18px;background:#f0f2f5;display:flex;align-items:center;padding:6px 14px;font-size:15px}`,
  html: `<div class="row hd" data-role="ui">${icon.back(22)}<b>Community · Spanish</b>${icon.more(22)}</div>
<div class="fill">
<div class="ex">${ui("Writing · Describe yourself · Gary Pembroke", "q")}${own("Me llamo Gary. Tengo 52 años y un perro. Mi perro es más inteligente que yo. Él no habla español tampoco.", "t")}</div>
<div class="cr"><div class="row who" data-role="ui">${avatar(24, "#e07a3f")}<b>Lucía</b><small>Native</small></div>${ui("Él no habla español tampoco.", "old")}${other("Lucía", "Él tampoco habla español.", "new")}${other("Lucía", "¡Muy bien, Gary! Just one small correction.", "fx")}</div>
<div class="cr"><div class="row who" data-role="ui">${avatar(24, "#3f6fb5")}<b>Gary Pembroke</b></div>${own("Thank you Lucía! My dog says gracias.", "fx")}</div>
<div class="cr"><div class="row who" data-role="ui">${avatar(24, "#4f9a6a")}<b>Andrés</b><small>Native</small></div>${other("Andrés", "how do you know he’s smarter than you", "fx")}</div>
<div class="cr"><div class="row who" data-role="ui">${avatar(24, "#3f6fb5")}<b>Gary Pembroke</b></div>${own("He learned “sit” in a day. I’m on week 6 of “hola”.", "fx")}</div>
</div>
<div class="row in">${avatar(26, "#9e9e9e")}<span class="box" data-role="other" data-author="You">${esc("what’s your dog’s")}</span>${icon.send(22)}</div>`,
};

const post = (name: string, color: string, when: string, text: string, who: string, badge = "") =>
  `<div class="mp"><div class="row" style="gap:10px">${avatar(32, color)}<div style="flex:1"><div class="row" style="gap:6px">${ui(name, "ms")}${badge ? span(badge, "bd") : ""}</div>${ui(when, "mb")}</div></div>${who === "owner" ? own(text, "mx") : other(who, text, "mx")}</div>`;

export const coursera: ScreenSpec = {
  id: "coursera-overfitting",
  app: "Coursera",
  kind: "comments",
  dark: false,
  device: "iphone-max",
  format: "png",
  owner: { name: "Desmond Achterberg", handle: null },
  time: "23:52",
  battery: 26,
  keyboard: true,
  suggestions: ["I", "Thanks", "The"],
  cutLines: 1,
  replies: true,
  css: `body{background:#f5f7f8;color:#1f1f1f}.hd{flex:none;height:54px;padding:0 14px;gap:14px;background:#fff;border-bottom:1px solid #e1e4e8;position:relative;z-index:3}.hd b{font-size:15px;display:block}.hd small{font-size:12px;color:#5b6670;display:block}
.fill{display:flex;flex-direction:column;justify-content:flex-end;padding-bottom:2px}.mp{background:#fff;margin:5px 8px 0;border-radius:8px;padding:10px 12px;border:1px solid #e1e4e8}.ms{font-size:14px;font-weight:700}.bd{font-size:11px;font-weight:700;color:#0056d2;background:#e8f0fe;border-radius:4px;padding:0 5px}.mb{font-size:12px;color:#5b6670}.mx{font-size:14px;line-height:20px;margin-top:6px}.mv{gap:8px;margin-top:6px;font-size:12px;color:#0056d2}
.in{flex:none;gap:10px;padding:7px 12px;background:#fff;border-top:1px solid #e1e4e8;position:relative;z-index:2}.in .box{flex:1;min-height:36px;border-radius:6px;border:1px solid #0056d2;display:flex;align-items:center;padding:6px 12px;font-size:15px;color:#5b6670}`,
  html: `<div class="row hd" data-role="ui">${icon.back(22)}<div style="flex:1"><b>Week 3 assignment: is 100% good?</b><small>Supervised Machine Learning · Discussion forums</small></div></div>
<div class="fill">
${post("Desmond Achterberg", "#3f6fb5", "Posted 2 days ago", "My model is 100% accurate on the training data and 12% accurate on the test data. Is this good? Asking before I put it on my CV.", "owner")}
${post("Priyanka Rao", "#b5487a", "2 days ago", "That’s overfitting. Your model has memorised the training answers.", "Priyanka Rao", "Mentor")}
${post("Desmond Achterberg", "#3f6fb5", "2 days ago", "So it’s like me at school.", "owner")}
${post("Jonas Weber", "#7a9e3c", "1 day ago", "did you shuffle the data before splitting", "Jonas Weber")}
${post("Desmond Achterberg", "#3f6fb5", "1 day ago", "I have now. It’s 100% and 11%.", "owner")}
</div>
<div class="row in" data-role="ui"><span class="box">Write a reply…</span>${icon.send(22)}</div>`,
};

export const COMMENTS: ScreenSpec[] = [frameIo, busuu, coursera, boardGameGeek, tapas, nexusMods];
