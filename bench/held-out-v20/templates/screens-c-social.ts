// Part C questions and posts (v20): The Bump (a partner who asked the midwife for her sources; JPEG), Seasoned Advice
// (dark; pancakes ordered by state; the answer cut by the bottom bar), Super User (Caps Lock and the emails that are
// just angry; JPEG saved twice), Clapper (dark; a dad who thanks voice search).
import { avatar, icon, picture } from "./icons";
import type { ScreenSpec } from "./screen-type";
import { bottomIcons, crow } from "./screens-c-kit";
import { esc, other, own, ui } from "./shell";

export const thebump: ScreenSpec = {
  id: "thebump-asked-the-midwife-for-her-sources",
  app: "The Bump",
  kind: "comments",
  dark: false,
  device: "iphone",
  format: "jpeg",
  quality: 72,
  owner: { name: "romana.k", handle: null },
  time: "21:13",
  battery: 38,
  replies: true,
  css: `body{background:#f6f4f8;color:#2b2233}.fill{display:flex;flex-direction:column}.fill>*{flex:none}
.bh{flex:none;height:50px;padding:0 14px;gap:14px;background:#fff;border-bottom:1px solid #ebe6ef;position:relative;z-index:3}.bh .h{flex:1;text-align:center}.bh b{font-size:16px;font-weight:700;display:block}.bh small{font-size:12px;color:#8a7f93;display:block}
.bp{background:#fff;padding:14px 16px 10px;border-bottom:1px solid #ebe6ef}.bn{font-size:14px;font-weight:700}.bm{font-size:12px;color:#8a7f93}.bt2{font-size:18px;line-height:24px;font-weight:700;margin-top:10px}.bx{font-size:15px;line-height:21.5px;margin-top:7px}
.ba{gap:20px;margin-top:12px;font-size:13px;color:#8a7f93}.ba span{gap:5px}
.bc{font-size:13px;font-weight:700;color:#8a7f93;padding:12px 16px 4px}
.fill .cr{gap:9px;align-items:flex-start;padding-top:9px;padding-right:14px;padding-bottom:7px;background:#fff;border-bottom:1px solid #f1edf4}.crn{font-size:13px;font-weight:700;color:#5b3b7a}.crx{font-size:14.5px;line-height:20.5px;margin-top:2px}.crf{font-size:12px;color:#8a7f93;margin-top:4px}`,
  html: `<div class="row bh" data-role="ui">${icon.back(22)}<div class="h"><b>March 2027 Moms</b><small>Community · Birth clubs</small></div>${icon.more(22)}</div>
<div class="fill">
<div class="bp"><div class="row" style="gap:10px">${avatar(40, "#c07a9a")}<div style="flex:1">${ui("romana.k", "bn")}${ui("Posted Nov 30 · 28 weeks", "bm")}</div></div>
${ui("Anyone else's DH gone into full research mode?", "bt2")}
${own("DH has read eleven pregnancy books since August. He highlights. He has tabs.", "bx")}
${own("At our 28-week appointment he asked the midwife for her sources.", "bx")}
<div class="row ba" data-role="ui"><span class="row">${icon.heart(17)}<span>64</span></span><span class="row">${icon.comment(17)}<span>19 replies</span></span><span class="row">${icon.bookmark(17)}<span>Save</span></span></div></div>
<div class="bc" data-role="ui">19 Replies</div>
${crow("Milica", "Nov 30", "#7a9ac0", "Stop 😂 what did she say??", "Milica", 0, "Like · Reply · 12")}
${crow("romana.k", "Nov 30", "#c07a9a", "She gave him a leaflet. He has since annotated the leaflet.", "owner", 1, "Like · Reply · 38")}
${crow("Nyssa", "Dec 1", "#8ac07a", "Mine bought a weighted doll to practise swaddling. It’s called Peony and gets its own car seat.", "Nyssa", 0, "Like · Reply · 21")}
${crow("Roshni", "Dec 1", "#c0a07a", "Honestly a little jealous, mine asked if the baby comes out at 40 weeks exactly.", "Roshni", 0, "Like · Reply · 9")}
</div>
${bottomIcons([icon.home(24), icon.comment(24), icon.plusBox(24), icon.bell(24), icon.person(24)], "#fff", "#ebe6ef", "#8a7f93")}`,
};

const vote = (n: string) => `<div class="vc" data-role="ui">${icon.arrowUp(26)}<span>${esc(n)}</span>${icon.arrowDown(26)}</div>`;
const secmt = (text: string, who: string, by: string, when: string, score = "") =>
  `<div class="row sc">${score ? ui(score, "scs") : `<span class="scs"></span>`}<div style="flex:1;min-width:0">${who === "owner" ? own(text, "scx") : other(who, text, "scx")}${ui(`– ${by} ${when}`, "scm")}</div></div>`;
const seCss = (bg: string, fg: string, sub: string, line: string, link: string, tagBg: string, tagFg: string, headBg: string) =>
  `body{background:${bg};color:${fg}}.fill{display:flex;flex-direction:column}.fill>*{flex:none}
.sh{flex:none;height:48px;padding:0 12px;gap:10px;background:${headBg};border-top:3px solid #f48024;border-bottom:1px solid ${line};position:relative;z-index:3}.sh b{flex:1;font-size:15px;font-weight:700}
.qt{padding:12px 14px 6px;font-size:17px;line-height:23px;font-weight:600}.qm{padding:0 14px 8px;font-size:12px;color:${sub};border-bottom:1px solid ${line}}
.qb{gap:10px;padding:8px 12px 4px 6px;align-items:flex-start}.vc{display:flex;flex-direction:column;align-items:center;color:${sub};width:40px;flex:none}.vc span{font-size:18px;color:${fg};margin:2px 0}
.qx{font-size:14.5px;line-height:20.5px;margin-bottom:8px}.tg{gap:5px;margin:2px 0 8px}.tg span{font-size:12px;background:${tagBg};color:${tagFg};padding:3px 6px;border-radius:3px}
.sc{gap:6px;margin-left:40px;margin-right:12px;padding:6px 0;border-top:1px solid ${line};align-items:flex-start}.scs{width:16px;flex:none;font-size:12px;color:${sub};text-align:right}.scx{font-size:13.5px;line-height:19px}.scm{font-size:12px;color:${link};margin-top:1px}
.qa{font-size:12px;color:${link};margin:2px 0 4px}.ac2{margin:6px 12px 0 52px;font-size:12.5px;color:${sub}}
.ah{padding:14px 14px 4px;font-size:17px;font-weight:600;border-top:1px solid ${line};margin-top:8px}`;

export const seasonedadvice: ScreenSpec = {
  id: "seasonedadvice-ordering-them-by-state",
  app: "Seasoned Advice",
  kind: "comments",
  dark: true,
  device: "android",
  format: "png",
  owner: { name: "Marten", handle: null },
  time: "09:26",
  battery: 88,
  cutLines: 1,
  replies: true,
  statusBarBackground: "#2d2d2d",
  css: `${seCss("#1e1e1e", "#e6e6e6", "#9a9ea3", "#3a3a3a", "#4f9ee8", "#2c3e4c", "#9cc3db", "#2d2d2d")}.qt{padding-top:26px}`,
  html: `<div class="row sh" data-role="ui">${icon.menu(22)}<b>Seasoned Advice</b>${icon.search(20)}${avatar(26, "#8a6a3a")}</div>
<div class="fill">
<div class="qt" data-role="ui">Why do my pancakes spread into strange shapes?</div>
<div class="qm" data-role="ui">Asked 2 days ago · Viewed 1k times</div>
<div class="row qb">${vote("14")}<div style="flex:1;min-width:0">${own("I pour the batter from a jug into a non-stick pan on medium heat, but every pancake spreads into a different shape. None of them are round. Yesterday’s was clearly Tennessee.", "qx")}${own("Is it the batter, the pan, or me?", "qx")}<div class="row tg" data-role="ui"><span>pancakes</span><span>batter</span><span>frying-pan</span></div>${ui("asked Dec 1 at 8:02 by Marten", "qa")}</div></div>
${secmt("Is the pan level? Thin batter runs to the low side of the hob.", "Pietro", "Pietro", "Dec 1 at 8:40", "6")}
${secmt("The pan is level. My daughter has started ordering them by state.", "owner", "Marten", "Dec 1 at 9:15", "31")}
${secmt("Pour from higher up, into the centre, and don’t move the jug while you pour.", "Noam", "Noam", "Dec 1 at 10:02", "4")}
${ui("Add a comment", "ac2")}
<div class="ah" data-role="ui">1 Answer</div>
<div class="row qb">${vote("9")}<div style="flex:1;min-width:0">${other("Nalani", "Your batter is too thin, and pouring from a jug adds a sideways push. Rest the batter for 20 minutes, then use a ladle and pour straight down in one spot.", "qx")}${other("Nalani", "A well-seasoned cast iron pan also helps, because the batter grips the surface and sets before it can wander off towards the edges of the pan.", "qx")}</div></div>
</div>
${bottomIcons([icon.home(24), icon.search(24), icon.bell(24), icon.person(24)], "#2d2d2d", "#3a3a3a", "#9a9ea3", true, 12)}`,
};

export const superuser: ScreenSpec = {
  id: "superuser-just-angry-emails",
  app: "Super User",
  kind: "comments",
  dark: false,
  device: "iphone-max",
  format: "jpeg",
  generations: [{ quality: 90 }, { width: 828, quality: 66 }],
  cutLines: 1,
  owner: { name: "Nadezhda", handle: null },
  time: "12:51",
  battery: 52,
  replies: true,
  css: seCss("#fff", "#232629", "#6a737c", "#e3e6e8", "#0074cc", "#e1ecf4", "#39739d", "#f8f9f9"),
  html: `<div class="row sh" data-role="ui">${icon.menu(22)}<b>Super User</b>${icon.search(20)}${avatar(26, "#5a7ab0")}</div>
<div class="fill">
<div class="qt" data-role="ui">How can I permanently disable the Caps Lock key in Windows 11?</div>
<div class="qm" data-role="ui">Asked yesterday · Modified today · Viewed 318 times</div>
<div class="row qb">${vote("7")}<div style="flex:1;min-width:0">${own("I type with two fingers while reading from a printout, so I often don’t notice Caps Lock is on. HR has now had two complaints that my emails sound like shouting.", "qx")}${own("Is there a way to switch the key off completely, without extra software? Work laptop, no admin rights on Fridays.", "qx")}<div class="row tg" data-role="ui"><span>windows-11</span><span>keyboard</span><span>caps-lock</span></div>${ui("asked Dec 2 at 9:14 by Nadezhda", "qa")}</div></div>
${secmt("A Scancode Map in the registry does it. Have you also tried looking at the screen while you type?", "Nikita", "Nikita", "Dec 2 at 9:31", "12")}
${secmt("I tried that for a week. It turns out they are just angry emails.", "owner", "Nadezhda", "Dec 2 at 10:05", "88")}
${secmt("PowerToys Keyboard Manager can remap it to Shift, if IT will let you install it.", "Rurik", "Rurik", "Dec 2 at 11:47", "3")}
${ui("Add a comment", "ac2")}
<div class="ah" data-role="ui">2 Answers</div>
<div class="row qb">${vote("15")}<div style="flex:1;min-width:0">${other("Ottoway", "Without third-party tools, add a Scancode Map value under HKLM\\SYSTEM\\CurrentControlSet\\Control\\Keyboard Layout that maps Caps Lock (0x3A) to nothing, then restart. You will need an administrator to do it once, after that it applies to every user on the machine.", "qx")}${other("Ottoway", "If you cannot get an administrator, PowerToys will not install either. In that case the honest fix is the one in the comments: a sticker on the key, or a glance at the screen before you press Send.", "qx")}</div></div>
</div>
${bottomIcons([icon.home(24), icon.search(24), icon.bell(24), icon.person(24)], "#f8f9f9", "#e3e6e8", "#6a737c", false, 12)}`,
};

export const clapper: ScreenSpec = {
  id: "clapper-never-once-said-thank-you-to-me",
  app: "Clapper",
  kind: "post",
  dark: true,
  device: "iphone-max",
  format: "png",
  owner: { name: "radha.cooks", handle: "@radha.cooks" },
  time: "20:42",
  battery: 23,
  replies: true,
  css: `body{background:#000;color:#fff}.fill{display:flex;flex-direction:column;position:relative}.fill>*{flex:none}
.vid{position:absolute;left:0;right:0;top:0;height:420px}.vt{position:relative;z-index:2;height:46px;padding:0 14px;gap:18px;justify-content:center;font-size:16px;font-weight:600;color:#bbb}.vt .on{color:#fff;border-bottom:2px solid #fff;padding-bottom:4px}
.cap{position:absolute;left:14px;right:70px;top:300px;z-index:2}.cn{font-size:15px;font-weight:700}.cx{font-size:14.5px;line-height:20px;margin-top:4px}
.side{position:absolute;right:10px;top:170px;z-index:2;display:flex;flex-direction:column;gap:16px;align-items:center;font-size:12px}.side span{display:flex;flex-direction:column;align-items:center;gap:3px}
.sheet{position:absolute;left:0;right:0;top:400px;bottom:0;background:#1b1b1d;border-radius:16px 16px 0 0;display:flex;flex-direction:column;z-index:4}.sh3{flex:none;height:46px;gap:10px;justify-content:center;font-size:15px;font-weight:700;border-bottom:1px solid #2e2e31;position:relative}.sh3 .x{position:absolute;right:14px;top:12px}
.cl{flex:1;overflow:hidden;display:flex;flex-direction:column}.cl>*{flex:none}.cr{gap:10px;align-items:flex-start;padding-top:11px;padding-right:14px}.crn{font-size:13px;color:#9a9aa2;font-weight:600}.crx{font-size:15px;line-height:21px;margin-top:2px}.crf{font-size:12.5px;color:#7d7d85;margin-top:4px}
.ci{flex:none;gap:10px;padding:10px 14px 34px;border-top:1px solid #2e2e31;background:#1b1b1d}.ci span.b{flex:1;background:#2a2a2e;border-radius:20px;padding:10px 14px;font-size:15px;color:#8a8a92}`,
  html: `<div class="fill">
<div class="vid">${picture("100%", 420, ["#6b5a44", "#2a2118"], `<div style="position:absolute;left:90px;top:120px;width:150px;height:190px;border-radius:70px 70px 20px 20px;background:#8a7a66"></div><div style="position:absolute;left:210px;top:190px;width:60px;height:100px;border-radius:10px;background:#222;border:3px solid #555"></div>`)}</div>
<div class="row vt" data-role="ui"><span>Following</span><span class="on">For You</span></div>
<div class="side" data-role="ui"><span>${icon.heartFilled(28)}<b>3.9K</b></span><span>${icon.comment(28)}<b>284</b></span><span>${icon.share(28)}<b>Share</b></span></div>
<div class="cap">${ui("@radha.cooks", "cn")}${own("Teaching my dad to use voice search 📱", "cx")}</div>
<div class="sheet"><div class="row sh3" data-role="ui"><span>284 comments</span><span class="x">${icon.close(20)}</span></div>
<div class="cl">
${crow("mattie.jo", "2h", "#7a9ac0", "the way he leaned in to say “okay google” 😭", "mattie.jo", 0, "Reply · ♡ 1.2K")}
${crow("radha.cooks", "Creator · 2h", "#c08a5a", "He says please and thank you to it every time. He has not said thank you to me since about 2004.", "owner", 1, "Reply · ♡ 4.8K")}
${crow("nour_", "1h", "#8ac07a", "my nan asks hers how it’s been keeping", "nour_", 0, "Reply · ♡ 910")}
${crow("paddy_vlogs", "58m", "#a07ac0", "what was he searching for though", "paddy_vlogs", 0, "Reply · ♡ 77")}
</div>
<div class="row ci" data-role="ui">${avatar(30, "#c08a5a")}<span class="b">Add a comment…</span>${icon.smile(22)}</div></div>
</div>`,
};
