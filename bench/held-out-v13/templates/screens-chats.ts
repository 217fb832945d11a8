// Chats: 7shifts (dark, a café manager who has banned swans in the latte art since a regular sent his
// flat white back because the swan was looking at him, keyboard open with a message typed, her first
// message cut under the header), Keybase (dark, a makerspace organiser whose only fire extinguisher now
// has a member's name engraved on it, a message cut under the header), SportEasy (a walking-football
// coach whose player was booked for running, then for calling it brisk walking, under a banner from
// Gudrun that cuts the header), Careem (a Dubai driver who has had the air conditioning on full since
// he accepted the ride and is wearing his jacket, saved twice), Lalamove (dark, a driver carrying a
// 90th-birthday cake "like my mother is in the back", Gboard open with a message typed, saved twice);
// Urban Company, DoneDeal, Fat Llama and Vagaro are in screens-chats-more.ts.
import { icon } from "./icons";
import { chatCss, chatHead, inputBar, msgRow, timeline } from "./kit";
import type { ScreenSpec } from "./screen-type";
import { doneDeal, fatLlama, urbanCompany, vagaro } from "./screens-chats-more";

export const sevenShifts: ScreenSpec = {
  id: "7shifts-the-swan-was-looking",
  app: "7shifts",
  kind: "chat",
  dark: true,
  device: "iphone-max",
  format: "png",
  owner: { name: "Yolanda Quaye", handle: null },
  time: "08:03",
  battery: 71,
  keyboard: true,
  suggestions: ["tulip", "heart", "leaf"],
  cutLines: 1,
  replies: true,
  css: `body{background:#15171c;color:#eceef3}.hd{flex:none;height:56px;padding:0 12px;gap:10px;border-bottom:1px solid #2a2d36;position:relative;z-index:3;background:#1d2027}.hd b{font-size:16px;display:block}.hd small{font-size:12px;color:#9a9fae;display:block}.chn{width:34px;height:34px;border-radius:9px;background:#ff7a3d;display:flex;align-items:center;justify-content:center;color:#fff}
.fill{display:flex;flex-direction:column;justify-content:flex-end;padding:0 0 8px;gap:2px}.ev{gap:10px;padding:5px 14px;align-items:flex-start}.en{font-size:14px;font-weight:700}.et{font-size:11px;color:#9a9fae}.ex{font-size:15px;line-height:21px}
.in{flex:none;gap:10px;padding:8px 12px;border-top:1px solid #2a2d36;color:#ff7a3d;position:relative;z-index:2;background:#1d2027}.in .box{flex:1;min-height:38px;border-radius:19px;background:#2a2d36;display:flex;align-items:center;padding:6px 14px;font-size:15px;color:#eceef3}`,
  html: `<div class="row hd" data-role="ui">${icon.back(22)}<span class="chn">${icon.chat(18)}</span><div style="flex:1"><b>Team chat</b><small>Tallow Street Coffee · 14 members</small></div>${icon.moreV(20)}</div>
<div class="fill">
${msgRow("Yolanda Quaye", "#b0705a", ["Morning team! New milk supplier from Monday. Same price, and it foams better."], "owner", "07:02")}
${msgRow("Kojo Asamoah", "#5a8ab0", ["does that mean we can do the swan again"], "Kojo Asamoah", "07:15")}
${msgRow("Yolanda Quaye", "#b0705a", ["No swans. A regular sent his flat white back on Saturday because the swan on it was looking at him."], "owner", "07:21")}
${msgRow("Liesl Trembath", "#8aa05a", ["which swan was it"], "Liesl Trembath", "07:24")}
${msgRow("Yolanda Quaye", "#b0705a", ["Kojo’s. I went and checked, and it was looking at him."], "owner", "07:26")}
${msgRow("Kojo Asamoah", "#5a8ab0", ["that’s just good latte art"], "Kojo Asamoah", "07:30")}
${msgRow("Yolanda Quaye", "#b0705a", ["Hearts and leaves only until further notice, please."], "owner", "07:41")}
${msgRow("Yolanda Quaye", "#b0705a", ["Next week’s rota is up in the app."], "owner", "07:58")}
</div>
<div class="row in">${icon.plus(22)}<span class="box" data-role="other" data-author="You">can I still do the</span>${icon.send(22)}</div>`,
};

export const keybase: ScreenSpec = {
  id: "keybase-shout-for-cormac",
  app: "Keybase",
  kind: "chat",
  dark: true,
  device: "android",
  format: "png",
  owner: { name: "odalys_m", handle: null },
  time: "18:31",
  battery: 48,
  cutLines: 1,
  replies: true,
  css: `body{background:#1b1d24;color:#e6e8ee}.hd{flex:none;height:58px;padding:0 12px;gap:10px;border-bottom:1px solid #2c2f38;position:relative;z-index:3;background:#23262e}.hd b{font-size:16px;display:block}.hd small{font-size:12px;color:#9ca1ae;display:block}.chn{width:34px;height:34px;border-radius:8px;background:#4c8eff;display:flex;align-items:center;justify-content:center;color:#fff}
.fill{display:flex;flex-direction:column;justify-content:flex-end;padding:0 0 8px;gap:1px}.ev{gap:10px;padding:5px 12px;align-items:flex-start}.en{font-size:14px;font-weight:700;color:#7fb0ff}.et{font-size:11px;color:#9ca1ae}.ex{font-size:14.5px;line-height:20px}
.in{flex:none;gap:10px;padding:8px 12px 12px;border-top:1px solid #2c2f38;color:#9ca1ae;background:#23262e}.in .box{flex:1;min-height:38px;border-radius:6px;border:1px solid #3a3e49;display:flex;align-items:center;padding:6px 12px;font-size:14.5px}`,
  html: `<div class="row hd" data-role="ui">${icon.back(22)}<span class="chn">${icon.hash(18)}</span><div style="flex:1"><b>ferncastle_makers</b><small>#general · 38 members</small></div>${icon.search(20)}${icon.moreV(20)}</div>
<div class="fill">
${msgRow("ptolemy_k", "#7a6ab0", ["is the laser cutter free tonight? I need to finish the coasters for my sister"], "ptolemy_k", "18:02")}
${msgRow("odalys_m", "#b06a8a", ["Free from 7. Before anyone books it: please stop engraving your name onto things that aren’t yours."], "owner", "18:05")}
${msgRow("odalys_m", "#b06a8a", ["The fire extinguisher now says CORMAC. So does the first aid box, and one of the stools."], "owner", "18:06")}
${msgRow("cormac.b", "#6ab08a", ["the extinguisher was a test piece"], "cormac.b", "18:09")}
${msgRow("odalys_m", "#b06a8a", ["It was our only extinguisher. If there’s a fire, we now have to shout for Cormac."], "owner", "18:11")}
${msgRow("ptolemy_k", "#7a6ab0", ["to be fair he usually is here"], "ptolemy_k", "18:14")}
${msgRow("odalys_m", "#b06a8a", ["Laser cutter inductions are Thursday at 7. Sign up on the board by the door."], "owner", "18:20")}
${msgRow("ayla.makes", "#b0a05a", ["I’ll come to the thursday one"], "ayla.makes", "18:26")}
${msgRow("odalys_m", "#b06a8a", ["Great, see you then."], "owner", "18:27")}
${msgRow("ptolemy_k", "#7a6ab0", ["can we do a group order for birch ply this month"], "ptolemy_k", "18:29")}
${msgRow("odalys_m", "#b06a8a", ["Yes. I’ll put a list on the fridge."], "owner", "18:30")}
</div>
<div class="row in" data-role="ui">${icon.plus(22)}<span class="box">Write to #general</span>${icon.smile(22)}</div>`,
};

export const sportEasy: ScreenSpec = {
  id: "sporteasy-brisk-walking",
  app: "SportEasy",
  kind: "chat",
  dark: false,
  device: "android",
  format: "png",
  owner: { name: "Lyndon Ferriby", handle: null },
  time: "19:44",
  battery: 62,
  cutLines: 1,
  banner: { app: "Messages", color: "#1a73e8", title: "Gudrun", body: "did you book the car in for Friday?", author: "Gudrun", age: "now" },
  replies: true,
  css: `${chatCss({ bg: "#f3f6f9", hd: "#fff", fg: "#18222e", sub: "#5e6b7a", line: "#dde4ec", left: "#fff", leftFg: "#18222e", right: "#0c7bdc", rightFg: "#fff", accent: "#0c7bdc", box: "#edf1f5", radius: 14 }, 14)}
.hd{height:88px}.fill{padding-bottom:8px;gap:3px}.gn{color:#0c7bdc}`,
  html: `${chatHead("Team chat", "Ambleside Walking Football · 22 players", "#0c7bdc", icon.moreV(20))}
<div class="fill">
${timeline([
  ["l", "owner", "Sunday 10am at Stainby Rec as usual. Please arrive by 9:40 for the warm-up.", "Lyndon Ferriby"],
  ["l", "Mervyn", "is Alban playing", "Mervyn"],
  ["l", "owner", "Alban is suspended for one game. The ref booked him for running, and then again for arguing that it was brisk walking.", "Lyndon Ferriby"],
  ["l", "Ossie", "he was definitely running", "Ossie"],
  ["l", "Alban", "I was walking with purpose", "Alban"],
  ["l", "owner", "Purpose is fine. Both feet off the ground is running, Alban.", "Lyndon Ferriby"],
  ["l", "Mervyn", "who’s bringing the oranges", "Mervyn"],
  ["l", "owner", "Ossie’s on oranges. I’ll bring the bibs and the spare ball.", "Lyndon Ferriby"],
])}
</div>
${inputBar("Write a message")}`,
};

export const careem: ScreenSpec = {
  id: "careem-wearing-my-jacket",
  app: "Careem",
  kind: "chat",
  dark: false,
  device: "android",
  format: "jpeg",
  owner: { name: "Shahzaib", handle: null },
  time: "15:51",
  battery: 38,
  generations: [{ quality: 90 }, { width: 828, quality: 66 }],
  replies: true,
  css: `${chatCss({ bg: "#fff", hd: "#fff", fg: "#15201a", sub: "#66716b", line: "#e8ece9", left: "#eef3f0", leftFg: "#15201a", right: "#00b140", rightFg: "#fff", accent: "#00b140", box: "#eef3f0", radius: 16 }, 14)}
.fill{padding-bottom:8px}.trip{flex:none;gap:8px;padding:8px 14px;font-size:13px;color:#66716b;border-bottom:1px solid #e8ece9}.trip b{color:#15201a}`,
  html: `${chatHead("Shahzaib", "Nissan Altima · White · Dubai R 48215", "#6a7a8a", icon.phone(20))}
<div class="row trip" data-role="ui">${icon.pin(16)}<span><b>Arriving in 4 min</b> · Dubai Mall, Fashion Avenue</span></div>
<div class="fill">
${timeline([
  ["t", "Today 15:42"],
  ["r", "You", "I’m waiting by the Fashion Avenue doors, near the taxi rank"],
  ["l", "owner", "On my way, 4 minutes. There is traffic on Financial Centre Road."],
  ["r", "You", "no rush, it’s very hot out here"],
  ["l", "owner", "I know. I have had the AC on full since I accepted your ride. It is for you. I am wearing my jacket."],
  ["r", "You", "haha thank you"],
  ["l", "owner", "There is cold water in the back for you. I don’t recommend the front seat, it is very cold now."],
  ["r", "You", "👍"],
  ["l", "owner", "I am here, white Altima with the hazard lights on."],
])}
</div>
${inputBar("Type a message")}`,
};

export const lalamove: ScreenSpec = {
  id: "lalamove-like-my-mother-is-in-the-back",
  app: "Lalamove",
  kind: "chat",
  dark: true,
  device: "android",
  format: "jpeg",
  owner: { name: "Dindo", handle: null },
  time: "14:31",
  battery: 27,
  keyboard: true,
  suggestions: ["out", "now", "down"],
  generations: [{ quality: 91 }, { width: 720, quality: 67 }],
  replies: true,
  css: `${chatCss({ bg: "#121212", hd: "#1c1c1c", fg: "#efefef", sub: "#a5a5a5", line: "#2c2c2c", left: "#262626", leftFg: "#efefef", right: "#f16622", rightFg: "#fff", accent: "#f16622", box: "#262626", radius: 16 }, 14)}
.fill{padding-bottom:6px;gap:4px}.bb{padding:6px 11px}`,
  html: `${chatHead("Dindo", "Driver · Toyota Innova · NCT 4812", "#5a6a8a", icon.phone(20))}
<div class="fill">
${timeline([
  ["t", "Today 14:05"],
  ["l", "owner", "Hi ma’am, cake collected from Sweet Tala Bakery. Three boxes, all on the floor behind my seat."],
  ["r", "You", "thank you!! please be careful, it’s for my lola’s 90th"],
  ["l", "owner", "Don’t worry. I am driving like my mother is in the back."],
  ["l", "owner", "Two cars have honked at me on EDSA. The cake is safe. What they said, I will keep to myself."],
  ["r", "You", "hahaha"],
  ["l", "owner", "Arriving in 10 minutes. Please have someone meet me at the gate, the boxes are heavy."],
])}
</div>
${inputBar("ok my tito will come out", true)}`,
};

export const CHATS: ScreenSpec[] = [sevenShifts, keybase, sportEasy, careem, lalamove, urbanCompany, doneDeal, fatLlama, vagaro];
