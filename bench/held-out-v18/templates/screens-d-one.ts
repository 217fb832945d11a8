// Part D of v18, first five: Anki (AnkiDroid's card browser, a deck of the parents at the school gate,
// the last row cut at the bottom), Oura (dark, a workout that was a duvet cover), Finch (goals around a
// letter from the council, the last one cut by the tab bar), Cronometer (no lunch, only the children's
// leftovers, JPEG), Noom (a chat with the coach about a biscuit swap, saved twice).
import { avatar, icon } from "./icons";
import { say } from "./kit";
import type { ScreenSpec } from "./screen-type";
import { esc, ui } from "./shell";

const ankiRow = (q: string, a: string, alt: boolean) => `<div class="ar${alt ? " alt" : ""}">${say("owner", q, "aq")}${say("owner", a, "aa")}</div>`;

export const anki: ScreenSpec = {
  id: "anki-too-late-to-ask-now",
  app: "Anki",
  kind: "other",
  dark: false,
  device: "android",
  format: "png",
  owner: { name: "Saffi", handle: null },
  time: "08:52",
  battery: 67,
  statusBarDark: true,
  statusBarBackground: "#1565c0",
  replies: false,
  cutLines: 2,
  css: `body{background:#fff;color:#212121}.tb3{flex:none;height:56px;background:#1976d2;color:#fff;gap:22px;padding:0 16px;position:relative;z-index:3}.tb3 .t{flex:1;min-width:0}.tb3 b{display:block;font-size:19px;font-weight:500}.tb3 small{display:block;font-size:12.5px;opacity:.85}
.ch3{flex:none;display:grid;grid-template-columns:1fr 1fr;background:#eeeeee;border-bottom:1px solid #d6d6d6;font-size:13px;font-weight:500;color:#616161}.ch3 span{padding:9px 12px;display:flex;align-items:center;gap:4px}
.fill>*{flex-shrink:0}.ar{display:grid;grid-template-columns:1fr 1fr;border-bottom:1px solid #e0e0e0}.ar.alt{background:#f5f5f5}.aq,.aa{padding:10px 12px;font-size:14px;line-height:19px}.aq{border-right:1px solid #e0e0e0}`,
  html: `<div class="row tb3" data-role="ui">${icon.back(24)}<div class="t"><b>School gate</b><small>41 cards shown</small></div>${icon.search(22)}${icon.moreV(22)}</div>
<div class="ch3" data-role="ui"><span>Question ▾</span><span>Answer ▾</span></div>
<div class="fill">
${ankiRow("Tall dad, bike helmet on indoors", "Xander. Father of Zeb. Cycles to everything.", false)}
${ankiRow("Green parka, always early", "Vashti, mum of the twins. Never guess which twin.", true)}
${ankiRow("Runs the class group chat", "Yael. Never press reply to all.", false)}
${ankiRow("Dad in the orange beanie", "No idea. We've chatted every morning since 2024. Too late to ask now.", true)}
${ankiRow("Lady with the spaniel", "Dog: Udo. Lady: unknown.", false)}
${ankiRow("Tall mum, running kit", "Tuva? Possibly Tess. Say “hiya” and hope.", true)}
${ankiRow("Grandad in the cricket jumper", "Verner. Knows my mum's name, my job and my birthday.", false)}
${ankiRow("Woman from sports day, tall buggy", "Sat with her for three hours. Name never came up.", true)}
${ankiRow("Man who waves from the white van", "Waves at everyone? Or me? Wave back regardless.", false)}
${ankiRow("Fridays only, double buggy", "Sibyl? Sybil? Avoid ever writing it down.", true)}
</div>`,
};

const ouraRing = (v: string, label: string, c: string, pct: number) =>
  `<div class="og"><span class="ring2" style="background:conic-gradient(${c} 0 ${pct}%,#2a2f38 ${pct}% 100%)"><i>${esc(v)}</i></span>${ui(label, "ol")}</div>`;

export const oura: ScreenSpec = {
  id: "oura-the-duvet-won",
  app: "Oura",
  kind: "other",
  dark: true,
  device: "iphone",
  format: "png",
  owner: { name: "Xiomara", handle: null },
  time: "19:24",
  battery: 41,
  replies: false,
  css: `body{background:#101318;color:#eef0f3}.top4{flex:none;justify-content:space-between;padding:8px 18px 4px;color:#c9ced6}.top4 b{font-size:17px;font-weight:600;color:#eef0f3}
.fill{padding:0 0 0}.fill>*{flex-shrink:0}.gs{display:grid;grid-template-columns:repeat(3,1fr);padding:14px 12px 16px}.og{display:flex;flex-direction:column;align-items:center;gap:8px}.ring2{width:84px;height:84px;border-radius:50%;display:flex;align-items:center;justify-content:center}.ring2 i{width:72px;height:72px;border-radius:50%;background:#101318;display:flex;align-items:center;justify-content:center;font-style:normal;font-size:26px;font-weight:300}.ol{font-size:12px;letter-spacing:1px;color:#a5acb8}
.sh4{padding:8px 18px 8px;font-size:13px;letter-spacing:1px;color:#a5acb8;font-weight:600}.tc{margin:0 12px 10px;background:#1b2028;border-radius:14px;padding:14px 16px}.tcr{gap:12px}.ti{width:34px;height:34px;border-radius:50%;background:#2a3240;display:flex;align-items:center;justify-content:center;color:#8fb8ff;flex:none}.tn{font-size:15.5px;font-weight:600}.tm4{font-size:12.5px;color:#a5acb8;margin-top:2px}
.kv2{display:grid;grid-template-columns:1fr 1fr 1fr;margin-top:12px;gap:4px}.kv2 b{display:block;font-size:17px;font-weight:500}.kv2 small{font-size:11.5px;color:#a5acb8}.nt4{margin-top:12px;padding-top:10px;border-top:1px solid #2a303a;font-size:14.5px;line-height:20px}.nl{font-size:11.5px;letter-spacing:.8px;color:#a5acb8;margin-bottom:3px}
.tb4{flex:none;justify-content:space-around;height:78px;padding-bottom:24px;background:#14181e;border-top:1px solid #232830;color:#7c8594}.tb4 .on{color:#eef0f3}`,
  html: `<div class="row top4" data-role="ui">${avatar(30, "#5b6b8a")}<b>Today</b>${icon.plus(24)}</div>
<div class="fill">
<div class="gs" data-role="ui">${ouraRing("84", "READINESS", "#8fb8ff", 84)}${ouraRing("79", "SLEEP", "#b9a6ff", 79)}${ouraRing("96", "ACTIVITY", "#7fe0c0", 96)}</div>
<div class="sh4" data-role="ui">TIMELINE</div>
<div class="tc"><div class="row tcr" data-role="ui"><span class="ti">${icon.flame(18)}</span><div style="flex:1">${ui("Workout · Other", "tn")}${ui("10:14 – 10:55", "tm4")}</div></div>
<div class="kv2" data-role="ui"><div><b>41 min</b><small>Duration</small></div><div><b>286</b><small>Active Cal</small></div><div><b>High</b><small>Intensity</small></div></div>
<div class="nt4">${ui("NOTE", "nl")}${say("owner", "Put the duvet cover on by myself. The duvet won.")}</div></div>
<div class="tc"><div class="row tcr" data-role="ui"><span class="ti">${icon.bell(18)}</span><div style="flex:1">${ui("Tag · Nap", "tn")}${ui("13:20 – 14:05", "tm4")}</div></div>
<div class="nt4">${ui("NOTE", "nl")}${say("owner", "Recovering from the duvet.")}</div></div>
<div class="tc"><div class="row tcr" data-role="ui"><span class="ti">${icon.flame(18)}</span><div style="flex:1">${ui("Workout · Walking", "tn")}${ui("17:30 – 17:52", "tm4")}</div></div>
<div class="kv2" data-role="ui"><div><b>22 min</b><small>Duration</small></div><div><b>98</b><small>Active Cal</small></div><div><b>Easy</b><small>Intensity</small></div></div></div>
</div>
<div class="row tb4" data-role="ui"><span class="on">${icon.home(24)}</span>${icon.grid(24)}${icon.heart(24)}${icon.person(24)}</div>`,
};

const goal = (text: string, meta: string, done: boolean) =>
  `<div class="row fg">${say("owner", text, done ? "fgt dn4" : "fgt")}<div class="fgm" data-role="ui">${ui(meta)}</div><span class="fck${done ? " on" : ""}">${done ? icon.check(16) : ""}</span></div>`;

export const finch: ScreenSpec = {
  id: "finch-i-held-the-letter",
  app: "Finch",
  kind: "other",
  dark: false,
  device: "iphone",
  format: "png",
  owner: { name: "Seren", handle: null },
  time: "21:06",
  battery: 29,
  replies: false,
  cutLines: 2,
  css: `body{background:#fdf6ec;color:#4a3f35}.fh{flex:none;padding:4px 18px 10px;background:linear-gradient(#cfe8f3,#fdf6ec)}.fh .r1{justify-content:space-between;color:#7a6a5a}.pet{width:78px;height:78px;border-radius:50% 50% 46% 46%;background:#f6c85f;margin:4px auto 0;position:relative}.pet:after{content:"";position:absolute;left:22px;top:26px;width:34px;height:8px;border-top:6px dotted #4a3f35}
.pn4{text-align:center;font-size:19px;font-weight:700;margin-top:6px}.pm{text-align:center;font-size:13px;color:#7a6a5a;margin-top:2px}.en{margin:8px 40px 0;height:10px;border-radius:5px;background:#eadfce;overflow:hidden}.en i{display:block;height:10px;width:78%;background:#7cc47f}.enl{text-align:center;font-size:12px;color:#7a6a5a;margin-top:4px}
.fill{padding:20px 14px 0}.fill>*{flex-shrink:0}.sh5{font-size:16px;font-weight:700;padding:8px 4px 8px}.fg{gap:10px;background:#fff;border-radius:14px;padding:12px 14px;margin-bottom:8px;box-shadow:0 1px 3px rgba(74,63,53,.08)}.fgt{flex:1;min-width:0;font-size:15px;line-height:20px}.dn4{color:#a3968a}.fgm{font-size:12px;color:#a3968a;text-align:right;flex:none;max-width:84px}
.fck{width:26px;height:26px;border-radius:50%;border:2px solid #d9cbb8;flex:none;display:flex;align-items:center;justify-content:center}.fck.on{background:#7cc47f;border-color:#7cc47f;color:#fff}.fck svg{stroke:#fff;stroke-width:3}
.rf{background:#fff4d9;border-radius:14px;padding:12px 14px;margin:4px 0 8px}.rq{font-size:13px;font-weight:600;color:#a07a2c}.ra{font-size:15px;line-height:21px;margin-top:4px}
.tb5{flex:none;justify-content:space-around;height:80px;padding-bottom:26px;background:#fff;border-top:1px solid #efe5d6;color:#a3968a;position:relative;z-index:3}`,
  html: `<div class="fh"><div class="row r1" data-role="ui">${icon.menu(22)}${ui("Day 214")}${icon.gift(22)}</div>
<div class="pet"></div>${say("owner", "Sprout", "pn4")}${ui("Sprout is exploring a mossy forest", "pm")}
<div class="en"><i></i></div>${ui("Energy 29 / 37", "enl")}</div>
<div class="fill">
${ui("Today's goals", "sh5")}
${goal("Drink a glass of water", "+5 energy", true)}
${goal("Open the letter from the council", "Carried over 23 days", false)}
${goal("Look at the letter from the council", "+5 energy", true)}
<div class="rf">${ui("Sprout asked: What are you proud of today?", "rq")}${say("owner", "I held the letter. It is still shut, but I held it.", "ra")}</div>
${goal("Put the letter somewhere I can see it", "+5 energy", true)}
${goal("Text Umar back about Saturday, he has asked three times now", "+5 energy", false)}
${goal("Ring the council about the letter (after opening it)", "+10 energy", false)}
</div>
<div class="row tb5" data-role="ui">${icon.home(24)}${icon.grid(24)}${icon.heart(24)}${icon.person(24)}</div>`,
};

const food = (name: string, amt: string, kcal: string, who = "owner") =>
  `<div class="row cf"><span class="cfi"></span><div style="flex:1;min-width:0">${say(who, name, "cfn")}${ui(amt, "cfa")}</div>${ui(kcal, "cfk")}</div>`;
const cnote = (text: string) => `<div class="row cn2"><span class="cni">${icon.chat(14)}</span>${say("owner", text, "cnt")}</div>`;

export const cronometer: ScreenSpec = {
  id: "cronometer-everyone-elses-lunch",
  app: "Cronometer",
  kind: "other",
  dark: false,
  device: "android",
  format: "jpeg",
  quality: 72,
  owner: { name: "Wynn", handle: null },
  time: "20:37",
  battery: 52,
  replies: false,
  cutLines: 2,
  css: `body{background:#f4f5f7;color:#263238}.ch4{flex:none;height:54px;background:#fff;gap:14px;padding:0 14px;border-bottom:1px solid #e3e6ea}.ch4 b{flex:1;font-size:18px;font-weight:500}.dt{flex:none;justify-content:space-between;padding:8px 14px;background:#fff;font-size:14px;font-weight:500;color:#ff6733;border-bottom:1px solid #e3e6ea}
.sm{flex:none;background:#fff;padding:10px 14px 12px;border-bottom:1px solid #e3e6ea}.smr{display:grid;grid-template-columns:repeat(3,1fr);text-align:center}.smr b{font-size:18px;font-weight:600;display:block}.smr small{font-size:11.5px;color:#78909c}.mb{display:grid;grid-template-columns:repeat(3,1fr);gap:10px;margin-top:10px}.mb div{font-size:11px;color:#78909c}.mb i{display:block;height:6px;border-radius:3px;margin-top:3px;background:#e3e6ea;overflow:hidden}.mb i b{display:block;height:6px}
.fill>*{flex-shrink:0}.gh{justify-content:space-between;padding:10px 14px 6px;font-size:13px;font-weight:700;color:#546e7a;letter-spacing:.4px}.cf{gap:10px;padding:9px 14px;background:#fff;border-bottom:1px solid #eef0f2}.cfi{width:8px;height:8px;border-radius:50%;background:#ff6733;flex:none}.cfn{font-size:14.5px;line-height:19px}.cfa{font-size:12px;color:#78909c;margin-top:1px}.cfk{font-size:13.5px;color:#546e7a;flex:none}
.cn2{gap:10px;padding:9px 14px;background:#fff8e1;border-bottom:1px solid #f3e7bf;align-items:flex-start}.cni{color:#c69a00;margin-top:2px}.cnt{font-size:14.5px;line-height:20px;font-style:italic}
.fab2{position:absolute;right:16px;bottom:74px;width:54px;height:54px;border-radius:16px;background:#ff6733;color:#fff;display:flex;align-items:center;justify-content:center;z-index:4}
.tb6{flex:none;justify-content:space-around;height:58px;padding-bottom:4px;background:#fff;border-top:1px solid #e3e6ea;color:#90a4ae;position:relative;z-index:3}.tb6 .on{color:#ff6733}`,
  html: `<div class="row ch4" data-role="ui">${icon.menu(22)}<b>Diary</b>${icon.search(22)}${icon.moreV(22)}</div>
<div class="row dt" data-role="ui">${icon.back(18)}<span>Today, Thu Dec 3</span><span style="transform:scaleX(-1)">${icon.back(18)}</span></div>
<div class="sm" data-role="ui"><div class="smr"><div><b>1,846</b><small>Consumed</small></div><div><b>2,010</b><small>Burned</small></div><div><b>164</b><small>Remaining</small></div></div>
<div class="mb"><div>Protein 61 g<i><b style="width:55%;background:#4caf50"></b></i></div><div>Carbs 248 g<i><b style="width:92%;background:#29b6f6"></b></i></div><div>Fat 70 g<i><b style="width:80%;background:#ef5350"></b></i></div></div></div>
<div class="fill">
<div class="row gh" data-role="ui"><span>BREAKFAST</span><span>402 kcal</span></div>
${food("Porridge, oats with whole milk", "1 bowl · 320 g", "312 kcal", "ui")}
${food("Coffee, with milk", "2 mugs", "90 kcal", "ui")}
<div class="row gh" data-role="ui"><span>LUNCH</span><span>0 kcal</span></div>
${cnote("No lunch today. Far too busy.")}
<div class="row gh" data-role="ui"><span>SNACKS</span><span>644 kcal</span></div>
${food("Toast crusts (Tabby's)", "4 crusts", "148 kcal")}
${food("Fish finger halves nobody finished", "3 halves", "141 kcal")}
${food("Yoghurt tube Uma opened and then didn't want", "1 tube", "54 kcal")}
${food("Apple, one bite out of it (not my bite)", "1 apple", "81 kcal")}
${food("Pasta shapes scraped out of the saucepan", "about a cup", "220 kcal")}
</div>
<div class="row tb6" data-role="ui"><span class="on">${icon.grid(24)}</span>${icon.flame(24)}${icon.plusBox(24)}${icon.person(24)}</div>`,
};

const nb = (side: "l" | "r", who: string, text: string) => `<div class="nb2 ${side}">${say(who, text)}</div>`;

export const noom: ScreenSpec = {
  id: "noom-the-biscuits-move-to-the-morning",
  app: "Noom",
  kind: "chat",
  dark: false,
  device: "iphone-max",
  format: "jpeg",
  generations: [{ quality: 90 }, { width: 828, quality: 66 }],
  owner: { name: "Sylvan", handle: null },
  time: "18:12",
  battery: 57,
  replies: true,
  css: `body{background:#fff;color:#1d1d1f}.nh{flex:none;gap:12px;padding:8px 16px 10px;border-bottom:1px solid #ececec}.nh b{display:block;font-size:16.5px;font-weight:700}.nh small{display:block;font-size:12.5px;color:#7b7b80}
.fill{display:flex;flex-direction:column;justify-content:flex-end;padding:0 14px 10px;gap:6px;background:#fafafa}.fill>*{flex-shrink:0}.nb2{max-width:300px;border-radius:18px;padding:10px 14px;font-size:15.5px;line-height:21px}.nb2.l{background:#fff;border:1px solid #ececec;align-self:flex-start;border-bottom-left-radius:6px}.nb2.r{background:#0c6b73;color:#fff;align-self:flex-end;border-bottom-right-radius:6px}
.tm5{align-self:center;font-size:12px;color:#8e8e93;margin:8px 0 2px}.wk{align-self:flex-start;width:300px;background:#fff;border:1px solid #ececec;border-radius:18px;padding:12px 14px}.wk .wt{font-size:13px;font-weight:700;color:#0c6b73;letter-spacing:.3px}.wkg{display:grid;grid-template-columns:1fr 1fr 1fr;margin-top:8px;text-align:center}.wkg b{display:block;font-size:18px}.wkg small{font-size:11px;color:#7b7b80}
.ni{flex:none;gap:10px;padding:8px 14px 34px;border-top:1px solid #ececec;color:#0c6b73}.ni .bx{flex:1;height:40px;border-radius:20px;border:1px solid #dcdcdc;display:flex;align-items:center;padding:0 16px;font-size:15px;color:#9b9ba0}`,
  html: `<div class="row nh" data-role="ui">${icon.back(24)}${avatar(40, "#e9a15b")}<div style="flex:1"><b>Valentina</b><small>Your Goal Specialist · usually replies in a few hours</small></div></div>
<div class="fill">
${ui("Monday 9:02 AM", "tm5")}
${nb("l", "Valentina", "Hi Sylvan! For this week, let's try one small swap. Is there a habit you'd like to change?")}
${nb("r", "owner", "The evening biscuits. I eat them on the sofa without noticing.")}
${nb("l", "Valentina", "Great awareness! 👏 What could you swap them for?")}
${ui("Today 5:48 PM", "tm5")}
<div class="wk" data-role="ui"><div class="wt">YOUR WEEK SO FAR</div><div class="wkg"><div><b>19/21</b><small>Meals logged</small></div><div><b>6/7</b><small>Lessons</small></div><div><b>7,904</b><small>Avg steps</small></div></div></div>
${nb("l", "Valentina", "How did the swap go this week, Sylvan?")}
${nb("r", "owner", "Really well. I swapped my evening biscuits for morning biscuits.")}
${nb("l", "Valentina", "Oh! And in the evenings?")}
${nb("r", "owner", "Still biscuits. I didn't want them to feel left out.")}
</div>
<div class="row ni" data-role="ui">${icon.plus(24)}<span class="bx">Message Valentina</span>${icon.send(22)}</div>`,
};
