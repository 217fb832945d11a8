// Part C comment threads (v22): Serious Eats (a recipe's comments; the father-in-law and the jar; PNG downscaled, the
// last comment cut by Safari's bar), Kotaku (an article's comments; the elder at the well; Gboard, a reply typed by You),
// Ask Ubuntu (dark; the cat who switched the keyboard to Dvorak; JPEG, the answer cut by the tab bar).
import { avatar, icon, picture } from "./icons";
import type { ScreenSpec } from "./screen-type";
import { bottomIcons, crow, safariBar } from "./screens-c-kit";
import { esc, other, own, ui } from "./shell";

export const seriouseats: ScreenSpec = {
  id: "seriouseats-which-jar-it-came-from",
  app: "Serious Eats",
  kind: "comments",
  dark: false,
  device: "iphone-max",
  format: "png",
  downscaleTo: 1000,
  cutLines: 1,
  owner: { name: "Mirabel", handle: null },
  time: "20:14",
  battery: 42,
  replies: true,
  css: `body{background:#fff;color:#1f1f1f}.fill{display:flex;flex-direction:column}.fill>*{flex:none}
.sh{flex:none;height:50px;padding:0 14px;gap:14px;background:#fff;border-bottom:1px solid #e5e5e5;position:relative;z-index:3}.sh b{flex:1;text-align:center;font-family:Georgia,serif;font-size:21px;font-weight:700;color:#c8102e;letter-spacing:.2px}
.rt{padding:14px 16px 4px;font-family:Georgia,serif;font-size:22px;line-height:27px;font-weight:700}.rm{padding:2px 16px 10px;font-size:12.5px;color:#6b6b6b}.rs{gap:16px;padding:0 16px 12px;font-size:13px;color:#c8102e;font-weight:600;border-bottom:1px solid #e5e5e5}
.chd{padding:14px 16px 6px;font-size:16px;font-weight:700}.cs{padding:0 16px 8px;font-size:12.5px;color:#6b6b6b}
.fill .cr{gap:9px;align-items:flex-start;padding-top:10px;padding-right:16px;padding-bottom:8px;border-top:1px solid #efefef}.crn{font-size:13px;font-weight:700}.crx{font-size:15px;line-height:21.5px;margin-top:3px}.crf{font-size:12px;color:#6b6b6b;margin-top:5px}`,
  html: `<div class="row sh" data-role="ui">${icon.menu(22)}<b>Serious Eats</b>${icon.search(20)}</div>
<div class="fill">
${picture("100%", 84, ["#6a2a1a", "#2a120c"], `<div style="position:absolute;left:140px;top:12px;width:150px;height:60px;border-radius:50%;background:#4a1c10;box-shadow:0 0 0 10px #d9d2c4"></div>`)}
<div class="rt" data-role="ui">Red Wine–Braised Short Ribs</div>
<div class="rm" data-role="ui">Recipe by Pepita Ozanne · Updated Nov 16, 2026</div>
<div class="row rs" data-role="ui"><span>★★★★★ 4.8 (212)</span><span>Jump to Recipe</span></div>
<div class="chd" data-role="ui">Comments (212)</div>
<div class="cs" data-role="ui">Sort by: Newest</div>
${crow("Nobuko", "Dec 1, 2026", "#5a86b0", "Made exactly as written with a cheaper red and it was still fantastic. The overnight rest is worth it.", "Nobuko", 0, "Reply · Helpful (14)")}
${crow("Mirabel", "Nov 30, 2026", "#b0607a", ["Cooked this for the in-laws on Sunday, all four hours of it, browned in three batches like you said.", "My father-in-law asked which jar it came from, and he meant it as a compliment.", "Five stars from me, anyway."], "owner", 0, "Reply · Helpful (96)")}
${crow("Raffaele", "Nov 30, 2026", "#6aa07a", "To be fair to him, the good jars are very good now.", "Raffaele", 1, "Reply · Helpful (8)")}
${crow("Mirabel", "Nov 30, 2026", "#b0607a", "Please never tell him that.", "owner", 1, "Reply · Helpful (41)")}
${crow("Patrizia", "Nov 29, 2026", "#8a6ab0", "I doubled the garlic and swapped half the wine for stock because of the kids, and it came out rich and glossy anyway. Next time I will try it with a splash of balsamic at the end.", "Patrizia", 0, "Reply · Helpful (3)")}
</div>
${safariBar("seriouseats.com")}`,
};

export const kotaku: ScreenSpec = {
  id: "kotaku-waiting-at-the-well-since-march",
  app: "Kotaku",
  kind: "comments",
  dark: false,
  device: "android",
  format: "png",
  owner: { name: "nahuel.exe", handle: null },
  time: "00:12",
  battery: 21,
  keyboard: true,
  replies: true,
  statusBarDark: true,
  statusBarBackground: "#111",
  css: `body{background:#fff;color:#1a1a1a}.fill{display:flex;flex-direction:column;justify-content:flex-end}.fill>*{flex:none}
.kh{flex:none;height:48px;padding:0 14px;gap:14px;background:#111;color:#fff;position:relative;z-index:3}.kh b{flex:1;font-size:21px;font-weight:900;letter-spacing:-.5px}
.at{flex:none;padding:10px 14px;border-bottom:1px solid #e4e4e4;background:#fff;position:relative;z-index:3}.at b{font-size:15px;line-height:20px;display:block}.at small{font-size:11.5px;color:#777;display:block;margin-top:3px}
.fill .cr{gap:9px;align-items:flex-start;padding-top:9px;padding-right:14px;padding-bottom:7px;border-bottom:1px solid #f0f0f0}.crn{font-size:12.5px;font-weight:700;color:#444}.crx{font-size:14px;line-height:20px;margin-top:2px}.crf{font-size:11.5px;color:#888;margin-top:4px}
.rb{flex:none;background:#fff;border-top:1px solid #ddd;padding:8px 12px;gap:8px}.rb .bx{flex:1;border:1px solid #111;border-radius:4px;padding:8px 10px;font-size:14px}.rb .cur{display:inline-block;width:2px;height:15px;background:#111;vertical-align:-2px;margin-left:1px}.rb .pb{background:#111;color:#fff;border-radius:4px;padding:8px 12px;font-size:13px;font-weight:700}`,
  html: `<div class="row kh" data-role="ui">${icon.menu(22)}<b>KOTAKU</b>${icon.search(20)}</div>
<div class="at" data-role="ui"><b>Hollowmere Players Just Found A 40-Hour Side Quest Nobody Knew About</b><small>Mahalia Purdey · 142 comments</small></div>
<div class="fill">
${crow("Olympia", "9h", "#5a86b0", "Forty hours is longer than some whole games. I love this.", "Olympia", 0, "Reply · 88 likes")}
${crow("nahuel.exe", "8h", "#b07a4a", ["212 hours in and still not out of the first village, because I keep rearranging the inn.", "The elder has been standing at the well waiting for me since March.", "The inn looks incredible though."], "owner", 0, "Reply · 341 likes")}
${crow("Rudiger", "7h", "#6aa07a", "Be honest. How often have you moved the piano?", "Rudiger", 1, "Reply · 56 likes")}
${crow("nahuel.exe", "7h", "#b07a4a", "Forty-one. It is back where it started.", "owner", 1, "Reply · 203 likes")}
</div>
<div class="row rb"><div class="bx" data-role="other" data-author="You">someone bring the elder a chair<span class="cur"></span></div><span class="pb" data-role="ui">Post</span></div>`,
};

const vote = (n: string) => `<div class="vc" data-role="ui">${icon.arrowUp(26)}<span>${esc(n)}</span>${icon.arrowDown(26)}</div>`;
const aucmt = (text: string, who: string, by: string, when: string, score = "") =>
  `<div class="row sc">${score ? ui(score, "scs") : `<span class="scs"></span>`}<div style="flex:1;min-width:0">${who === "owner" ? own(text, "scx") : other(who, text, "scx")}${ui(`– ${by} ${when}`, "scm")}</div></div>`;

export const askubuntu: ScreenSpec = {
  id: "askubuntu-the-cat-chose-dvorak",
  app: "Ask Ubuntu",
  kind: "comments",
  dark: true,
  device: "iphone",
  format: "jpeg",
  quality: 70,
  cutLines: 1,
  owner: { name: "Pamphila", handle: null },
  time: "09:03",
  battery: 56,
  replies: true,
  css: `body{background:#2d2d2d;color:#e7e7e7}.fill{display:flex;flex-direction:column}.fill>*{flex:none}
.sh{flex:none;height:48px;padding:0 12px;gap:10px;background:#393939;border-top:3px solid #e95420;border-bottom:1px solid #4a4a4a;position:relative;z-index:3}.sh b{flex:1;font-size:15px;font-weight:700}
.qt{padding:14px 14px 6px;font-size:17px;line-height:23px;font-weight:600}.qm{padding:0 14px 8px;font-size:12px;color:#a6a6a6;border-bottom:1px solid #4a4a4a}
.qb{gap:10px;padding:8px 12px 4px 6px;align-items:flex-start}.vc{display:flex;flex-direction:column;align-items:center;color:#a6a6a6;width:40px;flex:none}.vc span{font-size:18px;color:#e7e7e7;margin:2px 0}
.qx{font-size:14.5px;line-height:20.5px;margin-bottom:8px}.tg{gap:5px;margin:2px 0 8px}.tg span{font-size:12px;background:#3d4a52;color:#a9cbe0;padding:3px 6px;border-radius:3px}
.sc{gap:6px;margin-left:40px;margin-right:12px;padding:6px 0;border-top:1px solid #4a4a4a;align-items:flex-start}.scs{width:16px;flex:none;font-size:12px;color:#a6a6a6;text-align:right}.scx{font-size:13.5px;line-height:19px}.scm{font-size:12px;color:#f28a5c;margin-top:1px}
.qa{font-size:12px;color:#f28a5c;margin:2px 0 4px}.ac2{margin:6px 12px 0 52px;font-size:12.5px;color:#a6a6a6}
.ah{padding:14px 14px 4px;font-size:17px;font-weight:600;border-top:1px solid #4a4a4a;margin-top:8px}`,
  html: `<div class="row sh" data-role="ui">${icon.menu(22)}<b>Ask Ubuntu</b>${icon.search(20)}${avatar(26, "#b0607a")}</div>
<div class="fill">
<div class="qt" data-role="ui">How do I stop the keyboard layout changing by itself on 24.04?</div>
<div class="qm" data-role="ui">Asked 4 days ago · Modified today · Viewed 2k times</div>
<div class="row qb">${vote("23")}<div style="flex:1;min-width:0">${own("Ubuntu 24.04 on a ThinkPad. This week the layout has twice switched from UK to something I didn’t choose, and my password stopped working until I switched it back.", "qx")}${own("I have found the cause: the cat sleeps on the keyboard when the laptop is warm.", "qx")}${own("So far she has installed two updates and switched my layout to Dvorak.", "qx")}${own("How do I lock the layout so only I can change it?", "qx")}<div class="row tg" data-role="ui"><span>keyboard-layout</span><span>gnome</span><span>24.04</span></div>${ui("asked Nov 29 at 7:12 by Pamphila", "qa")}</div></div>
${aucmt("Have you considered that the cat is the better typist?", "Rozalia", "Rozalia", "Nov 29 at 7:40", "19")}
${aucmt("She is faster. The accuracy is about the same as mine.", "owner", "Pamphila", "Nov 29 at 8:02", "64")}
<div class="ah" data-role="ui">1 Answer</div>
<div class="row qb">${vote("31")}<div style="flex:1;min-width:0">${other("Marcelino", "Remove the layouts you do not use in Settings › Keyboard, so there is nothing to switch to, and turn off the Super+Space shortcut under Keyboard Shortcuts › Typing. Then lock the screen whenever you leave, because the password prompt is the one thing she cannot type.", "qx")}</div></div>
</div>
${bottomIcons([icon.home(24), icon.search(24), icon.bell(24), icon.person(24)], "#393939", "#4a4a4a", "#a6a6a6")}`,
};
