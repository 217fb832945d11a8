// Part D of v17, first four: Quizlet (flashcards for a girlfriend's family, the last card cut at the
// bottom), Lose It! (a bakery walk that "cancels out", friends' comments, JPEG), Whoop (dark, shopping
// carried in one trip at 171 bpm, teammates' comments), Streaks (a habit of replying to Ulf, on zero,
// with Ulf's banner on top).
import { avatar, icon } from "./icons";
import { cmt, head, pageCss, paras, statGrid, tabs } from "./blocks";
import { say } from "./kit";
import type { ScreenSpec } from "./screen-type";
import { esc, ui } from "./shell";

const card = (term: string, def: string) => `<div class="qc">${say("owner", term, "qt")}${say("owner", def, "qd")}</div>`;

export const quizlet: ScreenSpec = {
  id: "quizlet-answer-to-vernon",
  app: "Quizlet",
  kind: "other",
  dark: false,
  device: "android",
  format: "png",
  owner: { name: "zoltan_k", handle: "zoltan_k" },
  time: "19:47",
  battery: 58,
  replies: false,
  cutLines: 1,
  css: `${pageCss({ bg: "#f6f7fb", card: "#fff", fg: "#2e3856", sub: "#586380", line: "#e6e8f0", accent: "#4255ff", soft: "#edefff", size: 14 })}
.hd{background:#f6f7fb;border:none}.fill>*{flex-shrink:0}.st1{padding:4px 16px 0;font-size:22px;font-weight:700;line-height:28px}.by{gap:8px;padding:8px 16px 10px;font-size:13px;color:#586380}.by b{color:#2e3856;font-weight:600}
.fc{margin:4px 16px 10px;height:108px;border-radius:12px;background:#fff;box-shadow:0 2px 8px rgba(46,56,86,.12);display:flex;align-items:center;justify-content:center;font-size:21px;font-weight:600}
.md{display:grid;grid-template-columns:1fr 1fr 1fr 1fr;gap:6px;padding:0 16px 10px}.md span{background:#fff;border-radius:10px;padding:9px 6px;font-size:12px;flex-direction:column;font-weight:600;box-shadow:0 1px 4px rgba(46,56,86,.1);display:flex;gap:8px;align-items:center;color:#2e3856}.md i{width:18px;height:18px;border-radius:5px;background:#4255ff;display:inline-block}
.sh{padding:6px 16px 8px;font-size:15px;font-weight:700}.qc{margin:0 16px 8px;background:#fff;border-radius:10px;padding:12px 14px;box-shadow:0 1px 4px rgba(46,56,86,.1)}.qt{font-size:15px;font-weight:600}.qd{font-size:14px;line-height:20px;margin-top:6px;color:#2e3856}
.sb2{flex:none;padding:10px 16px 14px;background:#fff;border-top:1px solid #e6e8f0;position:relative;z-index:3}.sb2 span{display:block;text-align:center;background:#4255ff;color:#fff;border-radius:10px;padding:11px;font-weight:600;font-size:15px}`,
  html: `${head("", "", `<span class="row" style="gap:18px">${icon.share(22)}${icon.moreV(22)}</span>`)}
<div class="fill">
${say("owner", "Her family (Christmas)", "st1")}
<div class="row by" data-role="ui">${avatar(24, "#c98a4a")}<b>zoltan_k</b><span>· 12 terms</span></div>
<div class="fc">${say("owner", "Grandad Stanislav")}</div>
<div class="md" data-role="ui"><span><i></i>Flashcards</span><span><i style="background:#ff8a5b"></i>Learn</span><span><i style="background:#3ccfcf"></i>Test</span><span><i style="background:#ffcd1f"></i>Match</span></div>
<div class="sh" data-role="ui">Terms in this set (12)</div>
${card("Uncle Waldemar", "Dad’s brother. Has a boat. Do not ask about the boat.")}
${card("Cousin Zinnia", "Vegan since March. Last year I brought her a ham.")}
${card("Grandad Stanislav", "Calls me Vernon. I now answer to Vernon.")}
${card("Auntie Sigrid", "Will ask when we are getting married. Say “after the boat”.")}
</div>
<div class="sb2" data-role="ui"><span>Study this set</span></div>`,
};

export const loseit: ScreenSpec = {
  id: "loseit-it-cancels-out",
  app: "Lose It!",
  kind: "profile",
  dark: false,
  device: "iphone",
  format: "jpeg",
  quality: 72,
  owner: { name: "Wanda Pettigrew", handle: null },
  time: "21:12",
  battery: 46,
  replies: true,
  css: `${pageCss({ bg: "#f2f3f5", card: "#fff", fg: "#1c2430", sub: "#6d7683", line: "#e5e7eb", accent: "#f26522", soft: "#fff4ee", size: 14.5 })}
.hd{justify-content:center}.hd .h{text-align:center}.seg{gap:0;margin:8px 16px;background:#e5e7eb;border-radius:9px;padding:2px;font-size:13px;font-weight:600}.seg span{flex:1;text-align:center;padding:6px;border-radius:7px;color:#6d7683}.seg span.on{background:#fff;color:#1c2430}
.fill>*{flex-shrink:0}.pc{background:#fff;margin:0 0 8px;padding:12px 16px}.bud{display:grid;grid-template-columns:repeat(4,1fr);gap:4px;margin-top:10px;padding:10px 0;border-top:1px solid #e5e7eb;border-bottom:1px solid #e5e7eb;text-align:center}.bud b{font-size:17px;display:block}.bud small{font-size:11px;color:#6d7683}.bud .ov b{color:#e0342b}
.cp2{font-size:15px;line-height:21px;margin-top:10px}.ch2{gap:16px;margin-top:10px;font-size:13px;color:#6d7683}.cm{background:#fff}`,
  html: `${head("Social", "", icon.plus(22), icon.search(22))}
<div class="row seg" data-role="ui"><span class="on">Feed</span><span>Friends</span><span>Groups</span></div>
<div class="fill">
<div class="pc">
<div class="row who" data-role="ui">${avatar(40, "#d48a6a")}<div style="flex:1">${ui("Wanda Pettigrew", "nm")}${ui("Logged yesterday · 9:58 PM", "mt")}</div></div>
<div class="bud" data-role="ui"><div><b>1,650</b><small>Budget</small></div><div><b>2,940</b><small>Food</small></div><div><b>42</b><small>Exercise</small></div><div class="ov"><b>1,248</b><small>Over</small></div></div>
${say("owner", "Went over, but I walked to the bakery and back, so it cancels out.", "cp2")}
<div class="row ch2" data-role="ui"><span class="row" style="gap:5px">${icon.heart(16)}3 cheers</span><span class="row" style="gap:5px">${icon.comment(16)}4 comments</span></div>
</div>
${cmt("Tilde", "2h", "#7a9ccf", "the bakery is underneath your flat", "Tilde")}
${cmt("Wanda Pettigrew", "2h", "#d48a6a", "I took the stairs. Both ways.", "owner")}
${cmt("Severin", "1h", "#8fbf7a", "what did you get", "Severin")}
${cmt("Wanda Pettigrew", "1h", "#d48a6a", "Four things. One of them was bread.", "owner")}
</div>
${tabs([icon.home(24), icon.bookmark(24), icon.plusBox(26), icon.chat(24), icon.person(24)])}`,
};

export const whoop: ScreenSpec = {
  id: "whoop-one-trip-at-171",
  app: "Whoop",
  kind: "profile",
  dark: true,
  device: "iphone-max",
  format: "png",
  owner: { name: "Valdis Ombré", handle: null },
  time: "18:36",
  battery: 64,
  replies: true,
  css: `${pageCss({ bg: "#0b0d10", card: "#161a1f", fg: "#f4f6f8", sub: "#8b95a1", line: "#23282f", accent: "#00f19f", soft: "#1d2228", size: 14.5 })}
.hd{background:#0b0d10}.fill>*{flex-shrink:0}.tm2{padding:6px 16px 10px;gap:10px}.tm2 span{font-size:12px;font-weight:700;letter-spacing:.6px;padding:6px 12px;border-radius:14px;background:#1d2228;color:#8b95a1}.tm2 span.on{background:#f4f6f8;color:#0b0d10}
.ac{margin:0 12px 10px;background:#161a1f;border-radius:14px;padding:14px 16px}.sp{gap:12px;margin-top:12px;padding:12px;border-radius:12px;background:#1d2228}.ring{width:58px;height:58px;border-radius:50%;border:5px solid #0093e7;display:flex;align-items:center;justify-content:center;font-size:17px;font-weight:700;flex:none}
.kv{display:grid;grid-template-columns:1fr 1fr 1fr;flex:1;text-align:center}.kv b{font-size:16px;display:block}.kv small{font-size:10.5px;color:#8b95a1;letter-spacing:.5px}.cp2{font-size:15px;line-height:21px;margin-top:12px}
.cm{background:transparent}.lbl{padding:4px 16px 6px;font-size:12px;font-weight:700;letter-spacing:.8px;color:#8b95a1}`,
  html: `${head("Sunday Strain Club", "Team · 14 members", icon.moreV(22))}
<div class="row tm2" data-role="ui"><span class="on">FEED</span><span>LEADERBOARD</span><span>MEMBERS</span></div>
<div class="fill">
<div class="ac">
<div class="row who" data-role="ui">${avatar(38, "#5a7fa8")}<div style="flex:1">${ui("Valdis Ombré", "nm")}${ui("Today, 5:52 PM", "mt")}</div></div>
<div class="row sp" data-role="ui"><span class="ring">14.2</span><div class="kv"><div><b>0:04:12</b><small>DURATION</small></div><div><b>171</b><small>MAX HR</small></div><div><b>61</b><small>CALORIES</small></div></div></div>
${say("owner", "Carried all the shopping in from the car in one trip. Logging it as a workout.", "cp2")}
</div>
<div class="lbl" data-role="ui">COMMENTS</div>
${cmt("Yorick", "52m", "#a86a5a", "171 bpm for the shopping??", "Yorick")}
${cmt("Valdis Ombré", "48m", "#5a7fa8", "Two crates of water. I refused to put anything down to open the door.", "owner")}
${cmt("Vesna", "31m", "#8a6ab0", "how did you open the door", "Vesna")}
${cmt("Valdis Ombré", "29m", "#5a7fa8", "Elbow. It’s in the strain score.", "owner")}
</div>
${tabs([icon.home(24), icon.flame(24), icon.grid(24), icon.person(24)])}`,
};

const habit = (name: string, n: string, c: string, done: boolean) =>
  `<div class="hb"><span class="hc" style="border-color:${c};${done ? `background:${c}` : ""}">${done ? icon.check(26) : ""}</span>${say("owner", name, "hn")}${ui(n, "hs")}</div>`;

export const streaks: ScreenSpec = {
  id: "streaks-reply-to-ulf",
  app: "Streaks",
  kind: "other",
  dark: false,
  device: "iphone",
  format: "png",
  owner: { name: "Ysanne", handle: null },
  time: "10:04",
  battery: 88,
  replies: true,
  statusBarDark: true,
  banner: { app: "Messages", color: "#34c759", title: "Ulf", body: "Hello again! Any news on my message from March?", author: "Ulf", age: "now" },
  css: `body{background:#e2574c;color:#fff}.top{flex:none;justify-content:space-between;padding:12px 20px 6px}.top b{font-size:15px;font-weight:700;letter-spacing:.5px}
.fill{display:grid;grid-template-columns:1fr 1fr;grid-auto-rows:min-content;gap:26px 10px;padding:26px 18px 0}.hb{display:flex;flex-direction:column;align-items:center;text-align:center}.hc{width:104px;height:104px;border-radius:50%;border:5px solid;display:flex;align-items:center;justify-content:center;color:#e2574c}.hc svg{stroke:#e2574c;stroke-width:3}
.hn{font-size:15px;font-weight:700;margin-top:10px;line-height:19px;max-width:150px}.hs{font-size:12.5px;opacity:.8;margin-top:3px;font-weight:600}
.bot{flex:none;justify-content:space-around;padding:10px 30px 34px;opacity:.9}`,
  html: `<div class="row top" data-role="ui">${icon.menu(24)}<b>TODAY</b>${icon.plus(24)}</div>
<div class="fill">
${habit("Floss", "Streak 14", "#fff", true)}
${habit("Drink 2 litres", "Streak 41", "#fff", true)}
${habit("Water the plants", "Streak 1", "#fff", false)}
${habit("Reply to Ulf", "Streak 0 · Best 0", "#fff", false)}
${habit("Stretch (properly)", "Streak 6", "#fff", true)}
${habit("Open Streaks less", "Streak 0", "#fff", false)}
</div>
<div class="row bot" data-role="ui">${icon.grid(24)}${icon.sliders(24)}${icon.bell(24)}</div>`,
};
