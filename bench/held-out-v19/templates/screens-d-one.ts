// Part D of v19, first five: Babbel (a Babbel Live class chat, the first message in view cut under the
// video strip), Fitbod (dark, a logged workout with the owner's notes, the last exercise cut by the tab
// bar), Fabulous (the evening ritual and a gratitude entry, JPEG), Emma (a budget category of things to
// send back, saved twice), OneNote (a shared family page, the owner typing under the iOS keyboard).
import { avatar, icon } from "./icons";
import { say } from "./kit";
import type { ScreenSpec } from "./screen-type";
import { esc, ui } from "./shell";

const bl = (side: "l" | "r", who: string, text: string, name?: string) =>
  `${name ? `<div class="bn${side === "r" ? " r" : ""}">${esc(name)}</div>` : ""}<div class="bbx ${side}">${say(who, text)}</div>`;
const tile = (name: string, color: string, big = false) =>
  `<div class="vt${big ? " big" : ""}" style="background:${color}">${avatar(big ? 40 : 30, "rgba(255,255,255,.18)")}<span class="vn">${esc(name)}</span></div>`;

export const babbel: ScreenSpec = {
  id: "babbel-this-is-not-what-i-ordered",
  app: "Babbel",
  kind: "chat",
  dark: false,
  device: "android",
  format: "png",
  owner: { name: "Waverly", handle: null },
  time: "18:41",
  battery: 58,
  statusBarDark: true,
  statusBarBackground: "#1c1c1e",
  replies: true,
  cutLines: 1,
  css: `body{background:#fff;color:#1f2328}.lv{flex:none;background:#1c1c1e;padding:4px 10px 10px;position:relative;z-index:3}.lvh{justify-content:space-between;color:#fff;padding:2px 2px 8px}.lvh b{font-size:15px;font-weight:500}.lvh small{display:block;font-size:11.5px;color:#b7b7bd}.live{background:#ff5a2c;color:#fff;font-size:11px;font-weight:700;border-radius:4px;padding:2px 6px;letter-spacing:.4px}
.vg{display:grid;grid-template-columns:1.6fr 1fr 1fr 1fr;gap:5px}.vt{position:relative;height:74px;border-radius:10px;display:flex;align-items:center;justify-content:center;overflow:hidden}.vt.big{height:74px}.vn{position:absolute;left:6px;bottom:5px;font-size:11.5px;color:#fff;background:rgba(0,0,0,.45);border-radius:4px;padding:1px 6px}
.ctl{justify-content:center;gap:18px;padding-top:8px;color:#fff}.ctl span{width:36px;height:36px;border-radius:50%;background:#3a3a3c;display:flex;align-items:center;justify-content:center}.ctl span.end{background:#e5484d}
.tabs{flex:none;display:flex;border-bottom:1px solid #e6e6ea;background:#fff;position:relative;z-index:3}.tabs span{flex:1;text-align:center;padding:11px 0 10px;font-size:14px;font-weight:500;color:#6b7078}.tabs span.on{color:#ff5a2c;border-bottom:2px solid #ff5a2c}
.fill{display:flex;flex-direction:column;justify-content:flex-end;padding:0 12px 18px;gap:4px;background:#f7f7f9}.fill>*{flex-shrink:0}.bn{font-size:11.5px;font-weight:600;color:#6b7078;margin:6px 0 0 4px}.bn.r{align-self:flex-end;margin-right:4px}
.bbx{max-width:272px;border-radius:16px;padding:8px 12px;font-size:14.5px;line-height:19px}.bbx.l{background:#fff;border:1px solid #e6e6ea;align-self:flex-start;border-top-left-radius:4px}.bbx.r{background:#ffe7dc;align-self:flex-end;border-top-right-radius:4px}
.in3{flex:none;gap:10px;padding:8px 12px 14px;border-top:1px solid #e6e6ea;background:#fff;color:#ff5a2c}.in3 .bx{flex:1;height:40px;border-radius:20px;background:#f1f1f4;display:flex;align-items:center;padding:0 16px;font-size:14.5px;color:#8b9098}`,
  html: `<div class="lv"><div class="row lvh" data-role="ui">${icon.back(20)}<div style="flex:1;margin-left:10px"><b>Spanish A2 · Small talk at a party</b><small>Babbel Live · 4 learners</small></div><span class="live">LIVE</span></div>
<div class="vg" data-role="ui">${tile("Sanna", "#4a5a70", true)}${tile("Thorvald", "#6d5a4a")}${tile("Vilja", "#4f6b5a")}${tile("You", "#5b4f6b")}</div>
<div class="row ctl">${"<span>" + icon.mic(20) + "</span><span>" + icon.video(20) + "</span><span>" + icon.smile(20) + '</span><span class="end">' + icon.phone(20) + "</span>"}</div></div>
<div class="tabs" data-role="ui"><span>People (4)</span><span class="on">Chat</span><span>Notes</span></div>
<div class="fill">
${bl("l", "Sanna", "Welcome back, everyone! Tonight we're practising small talk at a party. Quick warm-up: which phrase from last week do you remember?", "Sanna (Teacher)")}
${bl("l", "Thorvald", "The weather one! My manager has now heard it twice.", "Thorvald")}
${bl("l", "Vilja", "Only “nice to meet you”, sorry 😅", "Vilja")}
${bl("r", "owner", "I only really remember the complaints unit. I can send back a steak, ask for the manager and say the room is too noisy.", "You")}
${bl("l", "Sanna", "That's… very practical, Waverly! Can you say hello yet?", "Sanna (Teacher)")}
${bl("r", "owner", "No. But I can tell you this is not what I ordered.", "You")}
${bl("l", "Sanna", "Perfect, we'll start from there 😄", "Sanna (Teacher)")}
</div>
<div class="row in3" data-role="ui">${icon.smile(22)}<span class="bx">Message everyone</span>${icon.send(22)}</div>`,
};

const set = (n: string, reps: string, kg: string) =>
  `<div class="row fs" data-role="ui"><span class="fsn">${esc(n)}</span><span class="fsr">${esc(reps)}</span><span class="fsk">${esc(kg)}</span>${icon.check(16)}</div>`;
const ex = (name: string, sets: string, color: string, rows: string, note?: string) =>
  `<div class="fe2"><div class="row feh" data-role="ui"><span class="fimg" style="background:${color}"></span><div style="flex:1;min-width:0"><div class="fen2">${esc(name)}</div><div class="fes">${esc(sets)}</div></div>${icon.moreV(20)}</div>${rows}${note ? `<div class="fnote">${ui("Notes", "fnl")}${say("owner", note, "fnt")}</div>` : ""}</div>`;

export const fitbod: ScreenSpec = {
  id: "fitbod-he-got-approved",
  app: "Fitbod",
  kind: "other",
  dark: true,
  device: "iphone",
  format: "png",
  owner: { name: "Tycho", handle: null },
  time: "19:52",
  battery: 33,
  replies: false,
  cutLines: 2,
  css: `body{background:#0d0d0f;color:#f2f2f4}.fbh{flex:none;justify-content:space-between;padding:6px 16px 4px;color:#ff3b5c;font-size:16px}.fbh b{color:#f2f2f4;font-size:16px;font-weight:600}
.fbt{flex:none;padding:6px 16px 0}.fbt h1{font-size:26px;font-weight:700;letter-spacing:-.3px}.fbt small{display:block;font-size:13.5px;color:#9a9aa2;margin-top:2px}.fst{flex:none;display:grid;grid-template-columns:repeat(3,1fr);margin:10px 16px 4px;background:#1a1a1e;border-radius:12px;padding:12px 4px;text-align:center}.fst b{display:block;font-size:19px;font-weight:600}.fst small{font-size:11.5px;color:#9a9aa2}
.fill{padding:20px 12px 0}.fill>*{flex-shrink:0}.fe2{background:#1a1a1e;border-radius:14px;padding:12px 14px;margin-bottom:10px}.feh{gap:12px;margin-bottom:6px}.fimg{width:42px;height:42px;border-radius:10px;flex:none}.fen2{font-size:16px;font-weight:600}.fes{font-size:12.5px;color:#9a9aa2;margin-top:1px}
.fs{gap:10px;padding:3px 0;font-size:14px;color:#d6d6dc}.fs svg{stroke:#35c46a;stroke-width:3}.fsn{width:22px;height:22px;border-radius:50%;background:#2a2a30;display:flex;align-items:center;justify-content:center;font-size:12px;color:#9a9aa2}.fsr{flex:1}.fsk{width:80px;text-align:right}
.fnote{margin-top:8px;padding-top:8px;border-top:1px solid #2a2a30}.fnl{font-size:11.5px;color:#9a9aa2;text-transform:uppercase;letter-spacing:.6px;margin-bottom:2px}.fnt{font-size:14.5px;line-height:20px}
.tb7{flex:none;justify-content:space-around;height:82px;padding-bottom:28px;background:#141417;border-top:1px solid #222226;color:#77777f;position:relative;z-index:3;font-size:10.5px}.tb7>div{display:flex;flex-direction:column;align-items:center;gap:3px}.tb7 .on{color:#ff3b5c}`,
  html: `<div class="row fbh" data-role="ui">${icon.back(22)}<b>Workout Log</b><span>Share</span></div>
<div class="fbt" data-role="ui"><h1>Upper Body Pull</h1><small>Thursday, Dec 3 · 18:02 – 18:56</small></div>
<div class="fst" data-role="ui"><div><b>54 min</b><small>Duration</small></div><div><b>3,447 kg</b><small>Volume</small></div><div><b>4</b><small>Exercises</small></div></div>
<div class="fill">
${ex("Dumbbell Row", "3 sets · 10 reps", "#5a6f8f", set("1", "10 reps", "22.5 kg") + set("2", "10 reps", "22.5 kg") + set("3", "10 reps", "22.5 kg"), "Left side weaker. Fine.")}
${ex("Lat Pulldown", "1 set · 12 reps", "#8f6a5a", set("1", "12 reps", "45 kg"), "Waited 25 minutes for this machine. The man on it was on the phone to his mortgage broker the whole time. He got approved. I got one set.")}
${ex("Seated Cable Row", "3 sets · 12 reps", "#5a8f76", set("1", "12 reps", "50 kg") + set("2", "12 reps", "50 kg") + set("3", "12 reps", "50 kg"), "Did these extra slowly, right next to him.")}
${ex("Hammer Curl", "3 sets · 12 reps", "#7d5a8f", set("1", "12 reps", "12 kg") + set("2", "12 reps", "12 kg"))}
</div>
<div class="row tb7" data-role="ui"><div class="on">${icon.flame(24)}<span>Workout</span></div><div>${icon.grid(24)}<span>Exercises</span></div><div>${icon.sliders(24)}<span>Log</span></div><div>${icon.person(24)}<span>Profile</span></div></div>`,
};

const habit = (text: string, meta: string, color: string, done: boolean) =>
  `<div class="row fh2"><span class="fhi" style="background:${color}"></span><div style="flex:1;min-width:0">${ui(text, done ? "fht dn5" : "fht")}${ui(meta, "fhm")}</div><span class="fck2${done ? " on" : ""}">${done ? icon.check(15) : ""}</span></div>`;

export const fabulous: ScreenSpec = {
  id: "fabulous-mainly-the-car",
  app: "Fabulous",
  kind: "other",
  dark: false,
  device: "iphone-max",
  format: "jpeg",
  quality: 72,
  owner: { name: "Zillah", handle: null },
  time: "22:17",
  battery: 24,
  statusBarDark: true,
  statusBarBackground: "#3b2f7a",
  replies: false,
  cutLines: 1,
  css: `body{background:#f4f2fb;color:#2b2540}.fbhd{flex:none;background:linear-gradient(180deg,#3b2f7a,#6a4fb8);color:#fff;padding:8px 20px 22px}.fbhd .r1{justify-content:space-between;opacity:.9}.fbhd h2{font-size:25px;font-weight:700;margin-top:12px}.fbhd small{display:block;font-size:14px;opacity:.85;margin-top:4px}.pb{height:8px;border-radius:4px;background:rgba(255,255,255,.25);margin-top:12px;overflow:hidden}.pb i{display:block;height:8px;width:43%;background:#ffd36b}
.fill{padding:14px 14px 0;margin-top:-10px}.fill>*{flex-shrink:0}.sh6{font-size:13px;font-weight:700;color:#7b7396;letter-spacing:.8px;padding:4px 6px 8px}.fh2{gap:12px;background:#fff;border-radius:16px;padding:12px 14px;margin-bottom:8px;box-shadow:0 1px 3px rgba(43,37,64,.08)}.fhi{width:36px;height:36px;border-radius:12px;flex:none}.fht{font-size:16px;font-weight:600}.dn5{color:#9c95b3;text-decoration:line-through}.fhm{font-size:12.5px;color:#9c95b3;margin-top:1px}
.fck2{width:28px;height:28px;border-radius:50%;border:2px solid #d5cfe6;flex:none;display:flex;align-items:center;justify-content:center}.fck2.on{background:#6a4fb8;border-color:#6a4fb8}.fck2 svg{stroke:#fff;stroke-width:3}
.jr{background:#fff;border-radius:16px;padding:14px 16px;margin:6px 0 10px;box-shadow:0 1px 3px rgba(43,37,64,.08)}.jrh{justify-content:space-between;font-size:12.5px;color:#9c95b3;font-weight:600}.jrq{font-size:16px;font-weight:700;margin:6px 0 8px;color:#3b2f7a}.jra{font-size:15.5px;line-height:22px}
.tb8{flex:none;justify-content:space-around;height:86px;padding-bottom:30px;background:#fff;border-top:1px solid #e8e4f3;color:#9c95b3;position:relative;z-index:3}.tb8 .on{color:#6a4fb8}`,
  html: `<div class="fbhd" data-role="ui"><div class="row r1">${icon.menu(22)}${icon.bell(22)}</div><h2>Evening Ritual</h2><small>Good evening, Zillah · 3 of 7 habits done</small><div class="pb"><i></i></div></div>
<div class="fill">
${habit("Drink water", "1 glass", "#7fc8f8", true)}
${habit("Gratitude journal", "3 things", "#ffb86b", true)}
<div class="jr"><div class="row jrh" data-role="ui"><span>JOURNAL · TONIGHT</span><span>22:09</span></div>${ui("What are three things you're grateful for today?", "jrq")}
${say("owner", "1. My sister Vivienne.", "jra")}${say("owner", "2. Vivienne's car, which she has lent me again until Sunday.", "jra")}${say("owner", "3. If I'm honest, mainly the car.", "jra")}</div>
${habit("No screens after 10pm", "Evening", "#c59bf0", true)}
${habit("Stretch for 5 minutes", "5 min", "#8fe0b0", false)}
${habit("Lay out tomorrow's clothes", "Evening", "#f59bb0", false)}
${habit("Read 10 pages before bed", "10 pages", "#f5d36b", false)}
${habit("Phone on charge outside the bedroom", "Evening", "#9bb7f5", false)}
</div>
<div class="row tb8" data-role="ui"><span class="on">${icon.home(24)}</span>${icon.grid(24)}${icon.heart(24)}${icon.person(24)}</div>`,
};

const tx = (merchant: string, date: string, amount: string, note: string, color: string) =>
  `<div class="etx"><div class="row etr" data-role="ui"><span class="elogo" style="background:${color}">${esc(merchant.slice(0, 1))}</span><div style="flex:1;min-width:0"><div class="etm">${esc(merchant)}</div><div class="etd">${esc(date)}</div></div><span class="eta">${esc(amount)}</span></div><div class="row enote"><span class="enl" data-role="ui">Note</span>${say("owner", note, "ent")}</div></div>`;

export const emma: ScreenSpec = {
  id: "emma-holding-the-kitchen-door-open",
  app: "Emma",
  kind: "other",
  dark: false,
  device: "android",
  format: "jpeg",
  generations: [{ quality: 90 }, { width: 828, quality: 66 }],
  owner: { name: "Selwyn", handle: null },
  cutLines: 3,
  time: "21:03",
  battery: 71,
  replies: false,
  css: `body{background:#fff;color:#14142b}.eh{flex:none;gap:16px;padding:8px 16px 6px}.eh b{flex:1;font-size:18px;font-weight:600}
.ecat{flex:none;padding:6px 16px 14px;text-align:center}.eemo{font-size:36px;line-height:44px}.ecn{font-size:20px;font-weight:700;margin-top:2px}.ecs{font-size:13.5px;color:#6e6e8a;margin-top:2px}
.ebud{flex:none;margin:0 16px;background:#f5f5fa;border-radius:16px;padding:14px 16px}.ebr{justify-content:space-between;font-size:13px;color:#6e6e8a}.ebr b{font-size:22px;color:#14142b;font-weight:700}.ebar{height:10px;border-radius:5px;background:#e4e4ee;margin:10px 0 8px;overflow:hidden}.ebar i{display:block;height:10px;width:100%;background:#ff5c5c}
.fill{padding:14px 0 0}.fill>*{flex-shrink:0}.esh{justify-content:space-between;padding:4px 16px 8px;font-size:14px;font-weight:700}.esh span:last-child{color:#6e6e8a;font-weight:500;font-size:13px}
.etx{padding:10px 16px;border-bottom:1px solid #efeff5}.etr{gap:12px}.elogo{width:38px;height:38px;border-radius:50%;color:#fff;font-weight:700;font-size:16px;display:flex;align-items:center;justify-content:center;flex:none}.etm{font-size:15px;font-weight:600}.etd{font-size:12px;color:#6e6e8a;margin-top:1px}.eta{font-size:15px;font-weight:600}
.enote{gap:8px;margin:6px 0 0 50px;align-items:flex-start}.enl{font-size:11px;font-weight:700;color:#fff;background:#b8b8cc;border-radius:4px;padding:1px 5px;margin-top:2px;flex:none}.ent{font-size:13.5px;line-height:18px;color:#3a3a55}
.tb9{flex:none;justify-content:space-around;height:60px;padding-bottom:6px;background:#fff;border-top:1px solid #ececf3;color:#a0a0b8;position:relative;z-index:3}.tb9 .on{color:#ff5c5c}`,
  html: `<div class="row eh" data-role="ui">${icon.back(22)}<b>Budget</b>${icon.moreV(22)}</div>
<div class="ecat" data-role="ui"><div class="eemo">📦</div></div>
<div class="ecat" data-role="ui" style="padding-top:0">${say("owner", "Things I'll return", "ecn")}${ui("Custom category · 6 transactions this month", "ecs")}</div>
<div class="ebud" data-role="ui"><div class="row ebr"><div><b>£346.10</b> spent</div><span>of £50.00</span></div><div class="ebar"><i></i></div><div class="row ebr"><span>£296.10 over budget</span><span>Refunds this month: £0.00</span></div></div>
<div class="fill">
<div class="row esh" data-role="ui"><span>Transactions</span><span>November</span></div>
${tx("ASOS", "28 Nov · Card", "−£64.00", "Wrong green. Returning.", "#2d2d2d")}
${tx("Argos", "24 Nov · Card", "−£89.99", "Returning Monday.", "#d42114")}
${tx("Amazon", "19 Nov · Card", "−£72.13", "Returning Monday. Box is now holding the kitchen door open.", "#232f3e")}
${tx("Next", "12 Nov · Card", "−£38.00", "Returning Monday (a different Monday).", "#111")}
${tx("Habitat", "6 Nov · Card", "−£46.99", "Kept the receipt. Lost the lamp.", "#5c2d7a")}
</div>
<div class="row tb9" data-role="ui"><span class="on">${icon.home(24)}</span>${icon.grid(24)}${icon.plusBox(24)}${icon.person(24)}</div>`,
};

const para = (who: string, text: string, tag: string, color: string) =>
  `<div class="row onp">${say(who, text, "opt")}${tag ? `<span class="otag" data-role="ui" style="background:${color}">${esc(tag)}</span>` : ""}</div>`;

export const onenote: ScreenSpec = {
  id: "onenote-going-well",
  app: "OneNote",
  kind: "other",
  dark: false,
  device: "iphone",
  format: "png",
  owner: { name: "Ursa", handle: null },
  time: "20:26",
  battery: 62,
  replies: true,
  keyboard: true,
  suggestions: ["well", "well.", "we"],
  css: `body{background:#fff;color:#1f1f1f}.onh{flex:none;gap:14px;padding:6px 14px 8px;color:#7719aa;border-bottom:1px solid #ececec}.onh .t{flex:1;min-width:0;color:#1f1f1f}.onh .t b{display:block;font-size:15px;font-weight:600}.onh .t small{display:block;font-size:12px;color:#6b6b6b}
.fill{display:flex;flex-direction:column;justify-content:flex-end;padding:0 16px 10px}.fill>*{flex-shrink:0}.ont{font-size:24px;font-weight:600;line-height:30px;padding-bottom:4px;border-bottom:1px solid #dcdcdc}.ond{font-size:12.5px;color:#6b6b6b;margin:6px 0 12px}
.onp{gap:8px;align-items:flex-start;margin-bottom:9px}.opt{flex:1;min-width:0;font-size:15.5px;line-height:21px}.otag{flex:none;font-size:10.5px;font-weight:700;color:#fff;border-radius:9px;padding:1px 6px;margin-top:3px}
.cur3{border-right:2px solid #7719aa;padding-right:1px}`,
  html: `<div class="row onh" data-role="ui">${icon.back(22)}<div class="t"><b>Nan's 90th</b><small>Family Notebook › Birthdays</small></div>${icon.share(20)}${icon.more(22)}</div>
<div class="fill">
${say("Valka", "Nan's 90th – who's doing what", "ont")}
${ui("Sunday, 29 November 2026   20:14", "ond")}
${para("Valka", "Venue: back room at the Plough, Saturday 19th from 7. Booked and paid. – Valka", "VK", "#0f7b6c")}
${para("Sten", "Cake: lemon sponge, three tiers, her favourite. Ordered. – Sten", "SL", "#b5651d")}
${para("Truda", "Music: Nan's old records. No brass band this time. – Truda", "TR", "#2f5fb3")}
${para("Valka", "Slight problem. Nan rang me on Thursday to ask what colour the balloons will be, and whether there's parking.", "VK", "#0f7b6c")}
${para("owner", "Invitations: all 34 sent, RSVPs coming in. – Ursa", "", "transparent")}
<div class="row onp"><span class="opt"><span class="cur3">${say("owner", "Keeping it a secret from Nan: ongoing, going well").replace("<div", "<span").replace("</div>", "</span>")}</span></span></div>
</div>`,
};
