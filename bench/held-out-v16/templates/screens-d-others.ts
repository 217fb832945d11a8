// Part D, other screens: Any.do (a shared barbecue list, seven bags of charcoal, a keyboard), Wise
// (transfer references, JPEG), Microsoft To Do (a flat's shared list, the owner's oven alibi, cut at the
// bottom), Starling Bank (dark, a holiday Space and its notes), Obsidian (dark, a daily note).
import { avatar, icon } from "./icons";
import { cmt, head, pageCss, paras, tabs } from "./blocks";
import { say } from "./kit";
import type { ScreenSpec } from "./screen-type";
import { esc, ui } from "./shell";

const box = (on: boolean, c: string) =>
  `<span style="flex:none;width:20px;height:20px;border-radius:50%;border:2px solid ${c};${on ? `background:${c}` : ""}"></span>`;
const task = (who: string, text: string, meta: string, c: string, done = false) =>
  `<div class="row tk">${box(done, c)}<div style="flex:1;min-width:0">${say(who, text, done ? "tt2 dn" : "tt2")}${meta ? ui(meta, "mt") : ""}</div></div>`;

export const anydo: ScreenSpec = {
  id: "anydo-seven-bags-of-charcoal",
  app: "Any.do",
  kind: "other",
  dark: false,
  device: "iphone",
  format: "png",
  owner: { name: "Stellan", handle: null },
  time: "16:22",
  battery: 54,
  replies: true,
  keyboard: true,
  suggestions: ["just", "the", "I"],
  css: `${pageCss({ bg: "#fff", card: "#fff", fg: "#1d1d1f", sub: "#7b7f88", line: "#ececf0", accent: "#2f80ed", soft: "#f4f6fa", size: 14.5 })}
.tk{gap:12px;padding:10px 16px}.tt2{font-size:17px;font-weight:600}.lb{padding:8px 16px 2px;font-size:12px;color:#7b7f88;font-weight:600}.in3{flex:none;gap:10px;padding:8px 12px;border-top:1px solid #ececf0;background:#fff;position:relative;z-index:2}.in3 .bx{flex:1;border-radius:18px;background:#f4f6fa;padding:8px 14px;font-size:15px}`,
  html: `${head("Saturday barbecue", "Shared with 4 people", icon.more(22))}
<div class="fill end" style="display:flex;flex-direction:column;justify-content:flex-end">
${task("ui", "Buy charcoal", "Assigned to Stellan · Due Sat", "#2f80ed")}
<div class="lb" data-role="ui">Comments</div>
${cmt("Zofia", "Tue", "#c96a9c", "how many bags are we thinking", "Zofia")}
${cmt("Stellan", "Tue", "#6a9cc9", "Seven. Last year we ran out halfway through the sausages and it still haunts me most days.", "owner")}
${cmt("Vidar", "Wed", "#9cc96a", "there are six of us and it’s three hours", "Vidar")}
</div>
<div class="row in3" data-role="ui"><span class="bx" data-role="other" data-author="You">Also bought a small fire extinguisher, just in case</span>${icon.send(22)}</div>`,
};

const tx = (name: string, amount: string, ref: string, c: string, who = "owner") =>
  `<div class="row wx">${avatar(40, c)}<div style="flex:1;min-width:0">${ui(name, "wn")}${say(who, ref, "wr")}</div>${ui(amount, "wa")}</div>`;

export const wise: ScreenSpec = {
  id: "wise-my-half-of-the-sofa",
  app: "Wise",
  kind: "other",
  dark: false,
  device: "android",
  format: "jpeg",
  quality: 70,
  owner: { name: "Tobiah Rennard", handle: null },
  time: "10:41",
  battery: 77,
  replies: false,
  css: `${pageCss({ bg: "#fff", card: "#fff", fg: "#0e0f0c", sub: "#6a6c6a", line: "#edefec", accent: "#163300", soft: "#f2f5ef", size: 14.5 })}
.bal{padding:10px 16px 14px}.bal small{font-size:13px;color:#6a6c6a}.bal b{font-size:32px;font-weight:800;display:block;margin-top:2px}.pills{gap:8px;margin-top:12px}.pills span{background:#9fe870;color:#163300;border-radius:18px;padding:7px 14px;font-size:14px;font-weight:600}
.wx{gap:12px;padding:10px 16px}.wn{font-size:15px;font-weight:600}.wr{font-size:13px;color:#6a6c6a;line-height:18px}.wa{font-size:15px;font-weight:600}.dh{padding:14px 16px 4px;font-size:13px;font-weight:600;color:#6a6c6a}`,
  html: `${head("Transactions", "", icon.search(22))}
<div class="fill">
<div class="bal" data-role="ui"><small>GBP balance</small><b>212.40 GBP</b><div class="row pills"><span>Send</span><span>Add money</span><span>Request</span></div></div>
<div class="dh" data-role="ui">This week</div>
${tx("Yannick Syvelle", "– 150 EUR", "Ref: my half of the sofa you kept", "#6a8fc9")}
${tx("Yannick Syvelle", "– 40 EUR", "Ref: my half of the rug you also kept", "#6a8fc9")}
${tx("Yannick Syvelle", "– 12 EUR", "Ref: the spoon. I want the spoon back", "#6a8fc9")}
<div class="dh" data-role="ui">Last week</div>
${tx("Yannick Syvelle", "+ 12 EUR", "Ref: no", "#6a8fc9", "Yannick Syvelle")}
${tx("Sainsmere Foods", "– 23.18 GBP", "Card payment", "#c9a86a", "ui")}
</div>
${tabs([icon.home(24), icon.grid(24), icon.send(24), icon.person(24)], true)}`,
};

export const todo: ScreenSpec = {
  id: "mstodo-the-oven-gloves-alibi",
  app: "Microsoft To Do",
  kind: "other",
  dark: false,
  device: "android",
  format: "png",
  owner: { name: "Wenonah", handle: null },
  time: "21:03",
  battery: 39,
  replies: true,
  cutLines: 1,
  statusBarDark: true,
  statusBarBackground: "#3d7a5a",
  css: `${pageCss({ bg: "#3d7a5a", card: "#fff", fg: "#fff", sub: "#d8e8df", line: "#5c9477", accent: "#fff", soft: "#fff", size: 14.5 })}
.hd{background:#3d7a5a;border:none}.ttl{padding:4px 16px 26px;font-size:26px;font-weight:700}.tk{gap:12px;padding:10px 14px;margin:0 10px 4px;background:#fff;color:#1d1d1f;border-radius:6px}.tt2{font-size:15px;line-height:20px}.tk .mt{color:#6b6b6b}.cp{padding:8px 16px;font-size:15px;font-weight:600}.dn{text-decoration:line-through;color:#6b6b6b}
.fill{display:flex;flex-direction:column;justify-content:flex-start}.ad{flex:none;margin:6px 10px 12px;padding:12px 14px;border-radius:6px;background:#2f6046;gap:10px;font-size:15px;position:relative;z-index:3}`,
  html: `${head("", "", `${icon.person(22)}${icon.moreV(22)}`)}
<div class="ttl" data-role="ui">Flat 3B</div>
<div class="fill">
${task("Wiebke", "Bin bags (the strong ones, not the ones that rip)", "Tasks · Added by Wiebke", "#3d7a5a")}
${task("owner", "Clean the oven. Not me: I moved my oven gloves into my room in August so I can prove I haven’t used it.", "Tasks · Added by Wenonah", "#3d7a5a")}
${task("Sabeen", "whose pan has been soaking since the clocks went back", "Tasks · Added by Sabeen", "#3d7a5a")}
${task("owner", "Not mine. See oven gloves.", "Tasks · Added by Wenonah", "#3d7a5a")}
${task("Vukasin", "Someone has been using a tea towel as an oven glove and I think we all know who", "Tasks · Added by Vukasin", "#3d7a5a")}
<div class="cp" data-role="ui">Completed 2</div>
${task("Sabeen", "Descale the kettle", "Tasks · Added by Sabeen", "#3d7a5a", true)}
${task("Wiebke", "Give the ladder back to the man at number 14", "Tasks · Added by Wiebke", "#3d7a5a", true)}
${task("owner", "Buy new oven gloves for the flat (I am keeping mine, they are evidence now)", "Tasks · Added by Wenonah", "#3d7a5a")}
</div>
<div class="row ad" data-role="ui">${icon.plus(20)}<span>Add a task</span></div>`,
};

export const starling: ScreenSpec = {
  id: "starling-the-holiday-space",
  app: "Starling Bank",
  kind: "other",
  dark: true,
  device: "iphone",
  format: "png",
  owner: { name: "Umberto Sallis", handle: null },
  time: "13:37",
  battery: 26,
  replies: false,
  css: `${pageCss({ bg: "#0d1420", card: "#172133", fg: "#f2f4f8", sub: "#98a3b8", line: "#243047", accent: "#7433ff", soft: "#172133", size: 14.5 })}
.sp{margin:8px 12px;border-radius:16px;background:linear-gradient(135deg,#7433ff,#2f6fe0);padding:16px}.sp b{font-size:24px;display:block}.sp small{font-size:13px;opacity:.85}.bar{height:8px;border-radius:4px;background:rgba(255,255,255,.25);margin-top:10px}.bar i{display:block;height:8px;width:3%;border-radius:4px;background:#fff}
.nb{margin:8px 12px;border-radius:14px;background:#172133;padding:12px 16px}.nl{font-size:12px;font-weight:700;color:#98a3b8;letter-spacing:.4px}.ti{gap:12px;padding:9px 16px}.tn{font-size:15px;font-weight:600}.tm2{font-size:12.5px;color:#98a3b8}.ta{font-size:15px}`,
  html: `${head("Spaces", "", icon.more(22))}
<div class="fill">
<div class="sp"><div data-role="ui"><small>Holiday (Valletta in May)</small><b>£61.50</b><small>of £2,000 goal</small></div><div class="bar"><i></i></div></div>
<div class="nb">${ui("NOTE", "nl")}${paras("owner", ["Started saving in January. Going really well. Do not touch this for anything except Valletta."])}</div>
<div class="nb" style="padding:4px 0">
<div class="row ti"><div style="flex:1">${ui("Moved out of Space", "tn")}${say("owner", "Note: emergency", "tm2")}</div>${ui("– £40.00", "ta")}</div>
<div class="row ti"><div style="flex:1">${ui("Moved out of Space", "tn")}${say("owner", "Note: emergency (crisps)", "tm2")}</div>${ui("– £3.20", "ta")}</div>
<div class="row ti"><div style="flex:1">${ui("Moved out of Space", "tn")}${say("owner", "Note: a different emergency", "tm2")}</div>${ui("– £95.00", "ta")}</div>
<div class="row ti"><div style="flex:1">${ui("Round-ups", "tn")}${ui("42 payments", "tm2")}</div>${ui("+ £9.70", "ta")}</div>
</div>
</div>
${tabs([icon.home(24), icon.grid(24), icon.send(24), icon.person(24)])}`,
};

export const obsidian: ScreenSpec = {
  id: "obsidian-four-hours-on-focus",
  app: "Obsidian",
  kind: "other",
  dark: true,
  device: "iphone-max",
  format: "png",
  owner: { name: "Xavier Lund", handle: null },
  time: "23:48",
  battery: 19,
  replies: false,
  css: `body{background:#1e1e1e;color:#dcddde}.hd{flex:none;height:48px;padding:0 14px;gap:16px;color:#a0a0a0;border-bottom:1px solid #333}.hd b{flex:1;text-align:center;font-size:15px;color:#dcddde;font-weight:600}
.fill{padding:14px 20px}.h1{font-size:26px;font-weight:700;margin-bottom:10px}.h2{font-size:19px;font-weight:700;margin:16px 0 6px;color:#e3e3e3}.p{font-size:16px;line-height:24px}.li2{font-size:16px;line-height:24px;padding-left:18px;position:relative}.li2::before{content:"•";position:absolute;left:4px;color:#8a8a8a}.tag{font-size:14px;color:#b392f0;margin-top:14px}.tb2{flex:none;height:80px;padding-bottom:26px;justify-content:space-around;border-top:1px solid #333;color:#a0a0a0}`,
  html: `<div class="row hd" data-role="ui">${icon.menu(22)}<b>2026-11-29</b>${icon.search(20)}${icon.more(20)}</div>
<div class="fill">
${say("owner", "Sunday 29 November", "h1")}
${say("owner", "Plan", "h2")}
${say("owner", "Wake 6:00, run, write 2,000 words of the novel", "li2")}
${say("owner", "Log", "h2")}
${say("owner", "Woke 11:40.", "li2")}
${say("owner", "Spent four hours setting up a template for tracking my focus.", "li2")}
${say("owner", "Template looks excellent. Has a colour for every mood.", "li2")}
${say("owner", "Novel: renamed the main character (third time).", "li2")}
${say("owner", "Reflection", "h2")}
${say("owner", "Very productive day overall. Tomorrow I will actually use it.", "p")}
${say("owner", "#daily #focus #novel", "tag")}
</div>
<div class="row tb2" data-role="ui">${icon.back(22)}${icon.plus(22)}${icon.grid(22)}${icon.menu(22)}</div>`,
};
