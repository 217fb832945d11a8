// Part C of the held-out set v42: group chats (screens-c.ts lists the part in screens.json order).
import { avatar, icon } from "./icons";
import type { ScreenSpec } from "./screen-type";
import { esc, other, own, ui } from "./shell";
import { bubbleCss, bubbles, box, headCss } from "./screens-c-kit";

/** A group header: back, a plain colour tile, the group's title and its member line. */
const groupHead = (title: string, members: string, tile: string, right = icon.moreV(20), round = false) =>
  `<div class="row hd" data-role="ui">${icon.back(22)}<span style="flex:none;width:38px;height:38px;border-radius:${round ? "50%" : "10px"};background:${tile}"></span><div style="flex:1;min-width:0"><b>${esc(title)}</b><small>${esc(members)}</small></div>${right}</div>`;

/** A small brown bear in a bow tie sitting on a wedding table, a cake and fairy lights behind. */
const bear =
  box(0, 0, 214, 140, "#f3e6d8", "0") +
  box(0, 96, 214, 44, "#ffffff", "0") +
  box(10, 8, 6, 6, "#ffd36b", "50%") +
  box(40, 14, 6, 6, "#ffd36b", "50%") +
  box(70, 8, 6, 6, "#ffd36b", "50%") +
  box(100, 14, 6, 6, "#ffd36b", "50%") +
  box(130, 8, 6, 6, "#ffd36b", "50%") +
  box(160, 14, 6, 6, "#ffd36b", "50%") +
  box(190, 8, 6, 6, "#ffd36b", "50%") +
  box(150, 48, 46, 52, "#fbf7f0", "4px") +
  box(156, 32, 34, 18, "#fbf7f0", "4px") +
  box(150, 64, 46, 4, "#e9b8c4", "0") +
  box(58, 58, 60, 50, "#9a6a43", "26px 26px 18px 18px") +
  box(64, 22, 48, 42, "#a8754b", "50%") +
  box(60, 18, 16, 16, "#a8754b", "50%") +
  box(100, 18, 16, 16, "#a8754b", "50%") +
  box(78, 42, 20, 14, "#d9b38c", "50%") +
  box(84, 43, 8, 6, "#3a2a1e", "50%") +
  box(76, 34, 5, 5, "#2a1e15", "50%") +
  box(95, 34, 5, 5, "#2a1e15", "50%") +
  box(74, 62, 12, 10, "#1f1f2e", "3px") +
  box(92, 62, 12, 10, "#1f1f2e", "3px") +
  box(84, 64, 10, 7, "#2c2c40", "2px") +
  box(50, 96, 22, 14, "#9a6a43", "50%") +
  box(104, 96, 22, 14, "#9a6a43", "50%");

export const konstella: ScreenSpec = {
  id: "konstella-the-class-bear-at-the-wedding",
  app: "Konstella",
  kind: "chat",
  dark: false,
  device: "iphone",
  format: "png",
  downscaleTo: 1000,
  owner: { name: "Naliaka", handle: null },
  time: "08:44",
  battery: 83,
  cutLines: 0,
  replies: true,
  css: `${bubbleCss({ bg: "#ffffff", fg: "#1e2b33", sub: "#84939c", left: "#eef3f5", leftFg: "#1e2b33", right: "#1b9aaa", rightFg: "#ffffff", radius: 18, size: 15, max: 270, quote: "rgba(0,0,0,.06)", react: "#eef3f5" })}
.rx{border-color:#fff}.bb.r .qt{background:rgba(255,255,255,.2)}
${headCss("#f7fafb", "#1e2b33", "#84939c", "#e2e9ec", 58)}.hd{color:#1b9aaa}.hd b{color:#1e2b33}
.in{flex:none;gap:12px;padding:8px 14px 30px;background:#f7fafb;color:#1b9aaa;border-top:1px solid #e2e9ec}.in .box{flex:1;min-height:38px;border-radius:19px;border:1px solid #d3dde2;background:#fff;display:flex;align-items:center;padding:6px 14px;font-size:15px;color:#98a6ae}`,
  html: `${groupHead("Class 2B Parents", "Pinar, Ohad, Mirjana, you +19", "#f2b33d")}
<div class="fill">
${bubbles(
  "Pinar",
  [
    { them: "morning all! whose turn was it with Rumbold this weekend? his diary has to be back in the book bag by monday", who: "Pinar", time: "8:12 AM" },
    { me: "Ours. Sorry, busy weekend.", time: "8:30 AM" },
    { me: "He was a guest at my cousin’s wedding. The photographer gave him his own portrait session.", time: "8:31 AM" },
    { photo: ["#f3e6d8", "#f3e6d8"], who: "me", caption: "He’s in more photos than the groom.", time: "8:31 AM", h: 108, shapes: bear },
    { them: "did he catch the bouquet", who: "Ohad", time: "8:35 AM", react: "😂" },
    { them: "the diary page just says ‘danced until 1am, cake for breakfast’ in your handwriting", who: "Mirjana", time: "8:39 AM" },
    { typing: "Pinar is typing…" },
  ],
  true,
  { Pinar: "#6d8fd6", Ohad: "#d67a6d", Mirjana: "#7bb37a" },
)}
</div>
<div class="row in" data-role="ui">${icon.camera(22)}<span class="box">Message the group</span>${icon.send(22)}</div>`,
};

export const squadup: ScreenSpec = {
  id: "squadup-a-half-in-goal-for-the-under-tens",
  app: "SquadUp",
  kind: "chat",
  dark: true,
  device: "android",
  format: "png",
  owner: { name: "Rwema", handle: null },
  time: "21:07",
  battery: 46,
  banner: { app: "Messages", color: "#34a853", title: "Ojulu", body: "still on for mine after football?", author: "Ojulu", age: "now" },
  cutLines: 0,
  replies: true,
  css: `${bubbleCss({ bg: "#14161a", fg: "#e9ebee", sub: "#878d96", left: "#25282e", leftFg: "#e9ebee", right: "#ff7a1a", rightFg: "#1a1208", radius: 16, size: 15, max: 262, quote: "rgba(255,255,255,.12)", react: "#25282e" })}
.bb.r .qt{background:rgba(0,0,0,.1)}
${headCss("#1c1f24", "#f1f2f4", "#8b919a", "#2b2f36", 58)}.hd{color:#ff8f3a}.hd b{color:#f1f2f4}
.strip{flex:none;background:#1c1f24;border-bottom:1px solid #2b2f36;padding:7px 14px;gap:8px;font-size:12.5px;color:#aab0b8;position:relative;z-index:2}.strip b{color:#ff8f3a;font-weight:600}
.in{flex:none;gap:12px;padding:8px 12px 14px;background:#1c1f24;color:#ff8f3a;border-top:1px solid #2b2f36}.in .box{flex:1;min-height:40px;border-radius:20px;background:#25282e;display:flex;align-items:center;padding:6px 14px;font-size:15px;color:#7c828b}`,
  html: `${groupHead("Thursday Five-a-side", "Predrag, Paulos, Nozima, you +6", "#ff7a1a", icon.moreV(20), true)}
<div class="row strip" data-role="ui"><b>Result</b><span>Thu · 7:00 PM · Pitch 3 · Lost 0–6</span></div>
<div class="fill">
${bubbles(
  "Predrag",
  [
    { them: "where were you?? we played with nine and Paulos went in goal in his jeans", who: "Predrag", time: "20:41" },
    { me: "I was there. Just at the wrong pitch.", time: "20:55" },
    { me: "I kept goal for the under-tens on pitch 4 for a whole half. Their coach has asked me back.", time: "20:56" },
    { them: "you didn’t think it odd that they were all ten", who: "Nozima", time: "20:58", quote: ["me", "Their coach has asked me back."], react: "😂" },
    { me: "They were tall for ten. And we won 3–0.", time: "21:01" },
    { them: "we lost 6-0. my jeans are ruined", who: "Paulos", time: "21:03", react: "😭" },
    { typing: "Predrag is typing…" },
  ],
  true,
)}
</div>
<div class="row in" data-role="ui">${icon.plus(22)}<span class="box">Message team</span>${icon.send(22)}</div>`,
};

/** A TeamSpeak channel message: avatar, name and time (labels), then the lines. */
const ts = (name: string, color: string, time: string, lines: string[], mine = false) =>
  `<div class="row ev">${avatar(34, color)}<div style="flex:1;min-width:0"><div class="row" style="gap:8px">${ui(name, "en")}${ui(time, "et")}</div>${lines.map((t) => (mine ? own(t, "ex") : other(name, t, "ex"))).join("")}</div></div>`;

export const teamspeak: ScreenSpec = {
  id: "teamspeak-dailies-subcontracted-to-a-schoolboy",
  app: "TeamSpeak",
  kind: "chat",
  dark: true,
  device: "android",
  format: "jpeg",
  quality: 70,
  crop: { bottom: 92 },
  owner: { name: "Mosswell", handle: null },
  time: "21:14",
  battery: 88,
  cutLines: 1,
  replies: true,
  css: `body{background:#1d2126;color:#dfe3e8}
.hd{flex:none;height:56px;padding:0 14px 0 10px;gap:12px;background:#262b31;border-bottom:1px solid #323841;color:#dfe3e8;position:relative;z-index:3}.hd b{font-size:16px;font-weight:600;display:block}.hd small{font-size:12px;color:#8d96a1;display:block}
.fill{display:flex;flex-direction:column;justify-content:flex-end;padding:0 0 8px}.fill>*{flex-shrink:0}
.ev{align-items:flex-start;gap:10px;padding:7px 14px}.ev .avatar{margin-top:2px}.en{font-size:14px;font-weight:600;color:#5fa8e8}.et{font-size:11.5px;color:#7d8793}.ex{font-size:14.5px;line-height:20px;margin-top:2px}
.ev.me .en{color:#e0a84f}.day{align-self:center;font-size:11.5px;color:#7d8793;margin:6px 0}
.in{flex:none;gap:12px;padding:8px 12px 14px;background:#262b31;color:#8d96a1;border-top:1px solid #323841}.in .box{flex:1;min-height:40px;border-radius:6px;background:#1d2126;display:flex;align-items:center;padding:6px 12px;font-size:14.5px;color:#6f7884}`,
  html: `<div class="row hd" data-role="ui">${icon.menu(22)}${icon.hash(20)}<div style="flex:1;min-width:0"><b>Raid Night</b><small>Grey Lantern Guild · 7 online</small></div>${icon.person(20)}${icon.moreV(20)}</div>
<div class="fill">
${ui("Yesterday", "day")}
${ts("Negash", "#5aa36b", "22:47", ["good raid everyone. same time thursday, bring your own flasks this time"])}
${ts("Oysha", "#b05fa0", "22:49", ["gg all. that last boss only took eleven tries"])}
${ui("Today", "day")}
${ts("Rustambek", "#4f7fbf", "21:02", ["who put 40k gold in the guild bank with the note ‘for the boy’"])}
${ts("Oysha", "#b05fa0", "21:03", ["also Mosswell called me ‘sir’ in guild chat on tuesday. twice"])}
${ts("Mosswell", "#c7913a", "21:09", ["Both me. Sort of.", "I pay my brother in gold to do my dailies. He subcontracts to a boy from his school.", "I haven’t played my own character since June."], true).replace('class="row ev"', 'class="row ev me"')}
${ts("Negash", "#5aa36b", "21:11", ["so who have we been raiding with on thursdays"])}
${ts("Rustambek", "#4f7fbf", "21:12", ["whoever he is, he’s better than you. he brings potions"])}
${ts("Oysha", "#b05fa0", "21:13", ["please tell the boy he is welcome to stay"])}
</div>
<div class="row in" data-role="ui">${icon.plus(22)}<span class="box">Message #Raid Night</span>${icon.send(22)}</div>`,
};

/** A fridge door: four white cartons on a shelf, a butter tub and jars below. */
const fridge =
  box(0, 0, 214, 130, "#e9eef2", "0") +
  box(10, 52, 194, 6, "#cfd8df", "2px") +
  box(18, 8, 34, 46, "#fafafa", "3px", "box-shadow:0 1px 2px rgba(0,0,0,.2)") +
  box(60, 8, 34, 46, "#fafafa", "3px", "box-shadow:0 1px 2px rgba(0,0,0,.2)") +
  box(102, 8, 34, 46, "#fafafa", "3px", "box-shadow:0 1px 2px rgba(0,0,0,.2)") +
  box(144, 8, 34, 46, "#fafafa", "3px", "box-shadow:0 1px 2px rgba(0,0,0,.2)") +
  box(24, 20, 22, 10, "#4a8fd8", "2px") +
  box(66, 20, 22, 10, "#4a8fd8", "2px") +
  box(108, 20, 22, 10, "#4a8fd8", "2px") +
  box(150, 20, 22, 10, "#4a8fd8", "2px") +
  box(10, 110, 194, 6, "#cfd8df", "2px") +
  box(22, 78, 50, 32, "#f5d66b", "6px") +
  box(88, 70, 28, 40, "#c0392b", "6px") +
  box(128, 74, 30, 36, "#7aa35a", "6px");

export const mixin: ScreenSpec = {
  id: "mixin-fake-dates-on-the-milk",
  app: "Mixin",
  kind: "chat",
  dark: false,
  device: "iphone-max",
  format: "png",
  owner: { name: "Mahliyo", handle: null },
  time: "08:16",
  battery: 33,
  cutLines: 0,
  replies: true,
  css: `${bubbleCss({ bg: "#eef1f6", fg: "#1c2230", sub: "#8790a0", left: "#ffffff", leftFg: "#1c2230", right: "#d6e8ff", rightFg: "#1c2230", radius: 10, size: 16, max: 296, quote: "rgba(0,0,0,.06)", react: "#ffffff" })}
.bb.l{box-shadow:0 1px 1px rgba(0,0,0,.08)}.rx{box-shadow:0 1px 2px rgba(0,0,0,.12);border-color:#eef1f6}
${headCss("#ffffff", "#1c2230", "#8790a0", "#e3e7ee", 60)}.hd{color:#3d75e3}.hd b{color:#1c2230}
.in{flex:none;gap:12px;padding:8px 16px 32px;background:#ffffff;color:#3d75e3;border-top:1px solid #e3e7ee}.in .box{flex:1;min-height:40px;border-radius:20px;background:#f1f3f7;display:flex;align-items:center;padding:6px 14px;font-size:16px;color:#9aa2b0}`,
  html: `${groupHead("Flat 4B", "Riziki, Mehmetcan, Nigora, you", "#3d75e3", icon.moreV(20), true)}
<div class="fill">
${bubbles(
  "Riziki",
  [
    { them: "whose milk sits in the fridge door? the carton says ‘expired march, do not drink’ and it’s december", who: "Riziki", time: "07:48" },
    { me: "Mine. It’s fine.", time: "08:02" },
    { me: "I write fake dates on my milk so nobody drinks it. I’ve lost track of which ones are real.", time: "08:03" },
    {
      them: "you had it in your coffee this morning. I watched you",
      who: "Mehmetcan",
      time: "08:05",
      quote: ["me", "I’ve lost track of which ones are real."],
      react: "😳",
    },
    { photo: ["#e9eef2", "#e9eef2"], who: "Nigora", caption: "there are four of them", time: "08:07", h: 124, shapes: fridge },
    { me: "Three of those are probably June.", time: "08:10", react: "😂" },
    { typing: "Nigora is typing…" },
  ],
  true,
  { Riziki: "#e08a3c", Mehmetcan: "#5a9bd8", Nigora: "#9c6fd1" },
)}
</div>
<div class="row in" data-role="ui">${icon.plus(22)}<span class="box">Type a message</span>${icon.mic(22)}</div>`,
};

export const goto: ScreenSpec = {
  id: "goto-five-pounds-a-week-for-a-tired-machine",
  app: "GoTo",
  kind: "chat",
  dark: false,
  device: "iphone",
  format: "jpeg",
  quality: 68,
  crop: { bottom: 40 },
  owner: { name: "Nafula", handle: null },
  time: "16:22",
  battery: 57,
  cutLines: 0,
  replies: true,
  css: `${bubbleCss({ bg: "#f7f7f5", fg: "#1b1b1f", sub: "#85858c", left: "#ffffff", leftFg: "#1b1b1f", right: "#1b1b1f", rightFg: "#ffffff", radius: 14, size: 15, max: 270, quote: "rgba(0,0,0,.06)", react: "#ffffff" })}
.bb.l{border:1px solid #e6e6e2}.rx{box-shadow:0 1px 2px rgba(0,0,0,.12);border-color:#f7f7f5}.bb.r .qt{background:rgba(255,255,255,.14)}
${headCss("#ffffff", "#1b1b1f", "#85858c", "#e6e6e2", 58)}.hd{color:#1b1b1f}
.in{flex:none;gap:12px;padding:8px 14px 30px;background:#ffffff;color:#1b1b1f;border-top:1px solid #e6e6e2}.in .box{flex:1;min-height:38px;border-radius:8px;border:1px solid #d8d8d3;display:flex;align-items:center;padding:6px 12px;font-size:15px;color:#9a9aa0}.in .go{width:32px;height:32px;border-radius:8px;background:#ffd200;display:flex;align-items:center;justify-content:center}`,
  html: `${groupHead("Level 3 · Finance", "Pascoal, Mauno, Murtaza, you +8", "#ffd200")}
<div class="fill">
${bubbles(
  "Pascoal",
  [
    { them: "reminder: the coffee fund is £5 a week. some of you have not paid since the summer", who: "Pascoal", time: "3:41 PM" },
    { me: "Not me. I’ve never missed a week.", time: "3:52 PM" },
    { me: "I’ve paid into the coffee fund every Friday since 2022. I drink tea. I thought it was a charity.", time: "3:53 PM" },
    { them: "what charity did you think it was", who: "Mauno", time: "3:55 PM", quote: ["me", "I thought it was a charity."], react: "😂" },
    { me: "Something for the machine. It always looked so tired.", time: "4:02 PM" },
    { them: "you are officially our biggest donor. we’ll put your name on the grinder", who: "Pascoal", time: "4:09 PM", react: "❤️" },
    { typing: "Mauno is typing…" },
  ],
  true,
  { Pascoal: "#3b6fd4", Mauno: "#c9673f", Murtaza: "#4f9c74" },
)}
</div>
<div class="row in" data-role="ui">${icon.paperclip(22)}<span class="box">Message Level 3 · Finance</span><span class="go">${icon.send(18)}</span></div>`,
};
