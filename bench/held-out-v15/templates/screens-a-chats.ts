// Part A's chats: Zalo (a building's residents group whose lift stops on 4 for nobody, under a banner
// from Fauzia that cuts the header), Google Hangouts (dark, a brother's gym membership, JPEG downscaled),
// When I Work (dark, a cinema team chat whose pick and mix thief is the manager, keyboard open with a
// message typed), Seesaw (a teacher's note about a pet stone, a message cut under the header, JPEG),
// Teamer (a Sunday league team whose keeper wants to play up front, cropped at the top).
import { icon } from "./icons";
import { chatCss, chatHead, inputBar, msgRow, timeline } from "./kit";
import type { ScreenSpec } from "./screen-type";

export const zalo: ScreenSpec = {
  id: "zalo-saying-hello-to-the-lift",
  app: "Zalo",
  kind: "chat",
  dark: false,
  device: "android",
  format: "png",
  owner: { name: "Bao Quynh", handle: null },
  time: "19:42",
  battery: 61,
  cutLines: 1,
  banner: { app: "Messages", color: "#34a853", title: "Fauzia", body: "did you take the blue umbrella by mistake", author: "Fauzia", age: "now" },
  replies: true,
  statusBarDark: true,
  statusBarBackground: "#0068ff",
  css: `${chatCss({ bg: "#e2e9f1", hd: "#0068ff", fg: "#081c36", sub: "#7589a3", line: "#d6dde6", left: "#fff", leftFg: "#081c36", right: "#e5efff", rightFg: "#081c36", accent: "#0068ff", box: "#fff", radius: 10 }, 14.5)}
.hd{height:92px;color:#fff;padding-top:34px}.hd small{color:#d8e6ff}.gn{color:#7589a3;font-weight:500}.in{background:#fff}`,
  html: `${chatHead("Lakeview Tower B", "48 members", "#5b8bd8", `${icon.phone(20)}${icon.video(20)}${icon.menu(20)}`)}
<div class="fill">
${timeline([
  ["l", "Anh Dao", "does anyone have a ladder I could borrow on Saturday, only for an hour, the bulb outside 1108 has gone", "Anh Dao"],
  ["l", "owner", "There is one in the bike store. Please put it back on the hooks, not on the floor.", "Bao Quynh"],
  ["t", "18:05"],
  ["l", "owner", "Water will be off on Thursday from 9 to 12 for the tank cleaning. Please fill a kettle.", "Bao Quynh"],
  ["l", "Anh Dao", "is the lift fixed yet", "Anh Dao"],
  [
    "l",
    "owner",
    "The engineer says it is fine. I counted, it stopped on floor 4 eleven times yesterday and nobody pressed 4. I have started saying hello to it.",
    "Bao Quynh",
  ],
  ["l", "Diep", "nobody lives on 4 since June", "Diep"],
  ["l", "owner", "I know. That is why I say hello.", "Bao Quynh"],
  ["l", "Anh Dao", "😂", "Anh Dao"],
  ["l", "Diep", "parcel for 1203 is at the guard desk", "Diep"],
  ["l", "owner", "Thank you. Bins go out Sunday night, not Saturday.", "Bao Quynh"],
])}
</div>
${inputBar("Message")}`,
};

export const hangouts: ScreenSpec = {
  id: "hangouts-once-to-cancel",
  app: "Google Hangouts",
  kind: "chat",
  dark: true,
  device: "iphone",
  format: "jpeg",
  quality: 70,
  downscaleTo: 828,
  owner: { name: "Alaric", handle: null },
  time: "22:17",
  battery: 34,
  replies: true,
  css: `${chatCss({ bg: "#202124", hd: "#2d2e30", fg: "#e8eaed", sub: "#9aa0a6", line: "#3c4043", left: "#3c4043", leftFg: "#e8eaed", right: "#0f9d58", rightFg: "#fff", accent: "#0f9d58", box: "#3c4043", radius: 8 }, 15)}
.fill{gap:6px}`,
  html: `${chatHead("Alaric", "Active 5 min ago", "#7a6ab0", `${icon.video(22)}${icon.moreV(20)}`)}
<div class="fill">
${timeline([
  ["t", "Tue 21:40"],
  ["r", "You", "are you still doing the gym thing with me in January"],
  ["l", "owner", "Yes definitely. I have been a member since March."],
  ["l", "owner", "£34 every month, visits so far: two. One to sign up, one to cancel (they were closed)."],
  ["r", "You", "so that’s £340"],
  ["l", "owner", "£374. But the app counts my steps from the sofa to the fridge, which technically makes it cardio."],
  ["r", "You", "ok"],
  ["l", "owner", "Mum says Sunday lunch is at 1, bring the folding chairs."],
  ["r", "You", "will do"],
])}
</div>
${inputBar("Send a message")}`,
};

export const whenIWork: ScreenSpec = {
  id: "wheniwork-i-checked-the-cameras",
  app: "When I Work",
  kind: "chat",
  dark: true,
  device: "iphone-max",
  format: "png",
  owner: { name: "Eadie Marchbank", handle: null },
  time: "16:08",
  battery: 52,
  keyboard: true,
  suggestions: ["till", "tills", "tilly"],
  replies: true,
  css: `body{background:#15191e;color:#e8ecf0}.hd{flex:none;height:56px;padding:0 12px;gap:10px;border-bottom:1px solid #2a3138;position:relative;z-index:3;background:#1c2228}.hd b{font-size:16px;display:block}.hd small{font-size:12px;color:#93a0ab;display:block}.chn{width:34px;height:34px;border-radius:50%;background:#51a33d;display:flex;align-items:center;justify-content:center;color:#fff}
.fill{display:flex;flex-direction:column;justify-content:flex-end;padding:0 0 12px;gap:2px}.ev{gap:10px;padding:5px 14px;align-items:flex-start}.en{font-size:14px;font-weight:700}.et{font-size:11px;color:#93a0ab}.ex{font-size:15px;line-height:21px}
.in{flex:none;gap:10px;padding:8px 12px;border-top:1px solid #2a3138;color:#51a33d;position:relative;z-index:2;background:#1c2228}.in .box{flex:1;min-height:38px;border-radius:19px;background:#2a3138;display:flex;align-items:center;padding:6px 14px;font-size:15px;color:#e8ecf0}`,
  html: `<div class="row hd" data-role="ui">${icon.back(22)}<span class="chn">${icon.chat(18)}</span><div style="flex:1"><b>Orion Picturehouse Crew</b><small>Team · 17 members</small></div>${icon.moreV(20)}</div>
<div class="fill">
${msgRow("Bronach Quennell", "#5a8ab0", ["can someone swap my Friday late"], "Bronach Quennell", "15:20")}
${msgRow("Eadie Marchbank", "#b07a5a", ["Someone has been eating the pick and mix from the returns tub. I checked the cameras. It was me. Carry on as normal."], "owner", "15:31")}
${msgRow("Cosmin Pendry", "#8aa05a", ["respect the honesty"], "Cosmin Pendry", "15:33")}
${msgRow("Eadie Marchbank", "#b07a5a", ["Screen 3’s projector bulb arrives tomorrow. Until then it’s the small screen for the kids’ club."], "owner", "15:40")}
${msgRow("Bronach Quennell", "#5a8ab0", ["so who’s doing Friday"], "Bronach Quennell", "15:52")}
</div>
<div class="row in">${icon.plus(22)}<span class="box" data-role="other" data-author="You">I can do Friday if someone covers my till</span>${icon.send(22)}</div>`,
};

export const seesaw: ScreenSpec = {
  id: "seesaw-it-has-a-name-too",
  app: "Seesaw",
  kind: "chat",
  dark: false,
  device: "iphone",
  format: "jpeg",
  quality: 71,
  owner: { name: "Mrs Abernethy", handle: null },
  time: "15:26",
  battery: 79,
  cutLines: 1,
  replies: true,
  css: `${chatCss({ bg: "#f6f4fb", hd: "#fff", fg: "#2a2540", sub: "#77718c", line: "#e4e0ee", left: "#fff", leftFg: "#2a2540", right: "#6c4ed4", rightFg: "#fff", accent: "#6c4ed4", box: "#f0edf7", radius: 18 }, 15)}
.bb.l{border:1px solid #e4e0ee}.fill{gap:6px;padding-bottom:8px}`,
  html: `${chatHead("Mrs Abernethy", "Teacher · Class 2F", "#6c4ed4", icon.moreV(20))}
<div class="fill">
${timeline([
  ["l", "owner", "Good morning! Photos from the farm trip are on the class page now, and the lost jumper is in the office."],
  ["r", "You", "Hi, sorry he was late on Monday, the car would not start and we walked in via the park"],
  ["l", "owner", "That’s fine, thanks for telling me."],
  [
    "l",
    "owner",
    "Hello! Just a reminder that Thursday is library day, so please send his book back in the blue bag. His nature diary last week was brilliant, the whole class loved it.",
  ],
  ["t", "Today 14:52"],
  ["l", "owner", "Dexter brought in his pet for show and tell. It is a stone. He gave a five minute talk on what it eats and it has a name (also Dexter)."],
  ["r", "You", "oh no. he told us it was a hamster"],
  ["l", "owner", "He was very confident. Two children have asked for one."],
  ["r", "You", "I’m so sorry"],
  ["l", "owner", "Not at all! PE is on Friday this week, please send trainers."],
  ["s", "Seen"],
])}
</div>
${inputBar("Message Mrs Abernethy")}`,
};

export const teamer: ScreenSpec = {
  id: "teamer-thats-the-job-description",
  app: "Teamer",
  kind: "chat",
  dark: false,
  device: "android",
  format: "png",
  owner: { name: "Ceinwen Gatacre", handle: null },
  time: "20:51",
  battery: 47,
  crop: { top: 30 },
  cutLines: 1,
  replies: true,
  css: `body{background:#f2f4f7;color:#1d2633}.hd{flex:none;height:56px;padding:0 12px;gap:10px;position:relative;z-index:3;background:#e4312b;color:#fff}.hd b{font-size:16px;display:block}.hd small{font-size:12px;color:#ffd9d7;display:block}
.fill{display:flex;flex-direction:column;justify-content:flex-end;padding:0 0 16px;gap:2px}.ev{gap:10px;padding:5px 12px;align-items:flex-start}.en{font-size:13.5px;font-weight:700;color:#c42620}.et{font-size:11px;color:#6b7685}.ex{font-size:14.5px;line-height:20px}
.in{flex:none;gap:10px;padding:8px 12px 12px;border-top:1px solid #dde1e7;color:#e4312b;background:#fff}.in .box{flex:1;min-height:38px;border-radius:19px;background:#f0f2f5;display:flex;align-items:center;padding:6px 14px;font-size:14.5px;color:#6b7685}`,
  html: `<div class="row hd" data-role="ui">${icon.back(22)}<div style="flex:1"><b>Kelbrook Athletic Sunday</b><small>Team chat · 22 members</small></div>${icon.person(20)}${icon.moreV(20)}</div>
<div class="fill">
${msgRow("Ceinwen Gatacre", "#7a5ab0", ["Well done all on Sunday. Training moves to the astro on Wednesday because the school is using the field for sports day, so bring moulded studs or trainers only."], "owner", "19:40")}
${msgRow("Eamonn Fenby", "#5aa08a", ["nice one"], "Eamonn Fenby", "19:46")}
${msgRow("Ceinwen Gatacre", "#7a5ab0", ["Sunday we kick off at 10:30 at Harrowfield Rec, pitch 3. Please be changed by 10 and bring both socks."], "owner", "19:58")}
${msgRow("Eamonn Fenby", "#5aa08a", ["am I starting"], "Eamonn Fenby", "20:04")}
${msgRow("Ceinwen Gatacre", "#7a5ab0", ["Yes. Also our keeper has asked to play up front because he has never scored. He is a keeper. That is the job description working."], "owner", "20:11")}
${msgRow("Ekene Akinde", "#b0905a", ["let him have 10 mins we’re 6-0 down by then anyway"], "Ekene Akinde", "20:15")}
${msgRow("Ceinwen Gatacre", "#7a5ab0", ["We were 6-0 down once. It was 7-0 by the end, so I’m not sure that’s the argument you think it is."], "owner", "20:18")}
${msgRow("Eamonn Fenby", "#5aa08a", ["who’s got the nets"], "Eamonn Fenby", "20:30")}
${msgRow("Ceinwen Gatacre", "#7a5ab0", ["Nets are in my boot. Subs are £6 this week for the ref."], "owner", "20:44")}
</div>
<div class="row in" data-role="ui">${icon.plus(22)}<span class="box">Write a message…</span>${icon.send(22)}</div>`,
};

export const CHATS_A: ScreenSpec[] = [zalo, hangouts, whenIWork, seesaw, teamer];
