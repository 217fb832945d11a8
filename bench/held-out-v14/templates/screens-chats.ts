// Chats: Deputy (dark, a garden centre manager whose colleague Wystan brings his own gnome in every
// morning and takes it home at night, keyboard open with a message typed, her first message cut under
// the header), Delta Chat (dark, a residents' committee whose new bench faces the car park, the best
// seat for watching Horace reverse, under a banner from Ifunanya that cuts the header), Connecteam (a removals crew lead whose customer labelled all
// 46 boxes "Kitchen", a message cut under the header), Brightwheel (a nursery teacher whose pupil's
// grandad is a pirate only on Sundays, under a banner from Uzma that cuts the header, JPEG), Ola
// (dark, a driver at the other of a tech park's two Gate 2s, Gboard open with a message typed, saved
// twice); Gojek, Helpling, Dubizzle and Tutorful are in screens-chats-more.ts.
import { icon } from "./icons";
import { chatCss, chatHead, inputBar, msgRow, timeline } from "./kit";
import type { ScreenSpec } from "./screen-type";
import { dubizzle, gojek, helpling, tutorful } from "./screens-chats-more";

export const deputy: ScreenSpec = {
  id: "deputy-the-gnome-is-regs",
  app: "Deputy",
  kind: "chat",
  dark: true,
  device: "iphone-max",
  format: "png",
  owner: { name: "Jocasta Threlfall", handle: null },
  time: "07:56",
  battery: 66,
  keyboard: true,
  suggestions: ["Saturday", "Sunday", "today"],
  cutLines: 1,
  replies: true,
  css: `body{background:#14181d;color:#e9edf2}.hd{flex:none;height:56px;padding:0 12px;gap:10px;border-bottom:1px solid #283039;position:relative;z-index:3;background:#1b2128}.hd b{font-size:16px;display:block}.hd small{font-size:12px;color:#97a3b0;display:block}.chn{width:34px;height:34px;border-radius:50%;background:#2f80ed;display:flex;align-items:center;justify-content:center;color:#fff}
.fill{display:flex;flex-direction:column;justify-content:flex-end;padding:0 0 20px;gap:2px}.ev{gap:10px;padding:5px 14px;align-items:flex-start}.en{font-size:14px;font-weight:700}.et{font-size:11px;color:#97a3b0}.ex{font-size:15px;line-height:21px}
.in{flex:none;gap:10px;padding:8px 12px;border-top:1px solid #283039;color:#2f80ed;position:relative;z-index:2;background:#1b2128}.in .box{flex:1;min-height:38px;border-radius:19px;background:#283039;display:flex;align-items:center;padding:6px 14px;font-size:15px;color:#e9edf2}`,
  html: `<div class="row hd" data-role="ui">${icon.back(22)}<span class="chn">${icon.chat(18)}</span><div style="flex:1"><b>Haverstock Garden Centre</b><small>Team chat · 23 members</small></div>${icon.moreV(20)}</div>
<div class="fill">
${msgRow("Jocasta Threlfall", "#a0705a", ["Morning all. The spring bulbs came in last night, please price them up before we open at 9."], "owner", "07:04")}
${msgRow("Yaw Gyamfi", "#5a8ab0", ["same bay as last year?"], "Yaw Gyamfi", "07:12")}
${msgRow("Jocasta Threlfall", "#a0705a", ["Same bay, next to the seed potatoes."], "owner", "07:14")}
${msgRow("Dorcas Pettifer", "#8aa05a", ["a customer just asked how much the gnome by the café is"], "Dorcas Pettifer", "07:31")}
${msgRow("Jocasta Threlfall", "#a0705a", ["The gnome by the café isn’t ours to sell. It’s Wystan’s. He brings it in every morning and takes it home at night."], "owner", "07:33")}
${msgRow("Yaw Gyamfi", "#5a8ab0", ["does it have a name"], "Yaw Gyamfi", "07:35")}
${msgRow("Jocasta Threlfall", "#a0705a", ["Yes. Don’t ask Wystan unless you’ve got ten minutes."], "owner", "07:36")}
${msgRow("Dorcas Pettifer", "#8aa05a", ["too late"], "Dorcas Pettifer", "07:40")}
${msgRow("Jocasta Threlfall", "#a0705a", ["Compost pallets arrive Tuesday from 7. They go by gate 2, so please keep it clear."], "owner", "07:52")}
</div>
<div class="row in">${icon.plus(22)}<span class="box" data-role="other" data-author="You">who’s on the tills</span>${icon.send(22)}</div>`,
};

export const deltaChat: ScreenSpec = {
  id: "deltachat-two-people-brought-a-flask",
  app: "Delta Chat",
  kind: "chat",
  dark: true,
  device: "android",
  format: "png",
  owner: { name: "Griselda Ravenscroft", handle: null },
  time: "21:12",
  battery: 44,
  cutLines: 1,
  banner: { app: "Messages", color: "#1a73e8", title: "Ifunanya", body: "the plumber’s coming at 2 tomorrow", author: "Ifunanya", age: "now" },
  replies: true,
  css: `${chatCss({ bg: "#101418", hd: "#1a2026", fg: "#e6ebef", sub: "#95a1ab", line: "#262e35", left: "#222a31", leftFg: "#e6ebef", right: "#3d6f9e", rightFg: "#fff", accent: "#6aa8e0", box: "#222a31", radius: 14 }, 14)}
.hd{height:88px}.fill{padding-bottom:8px;gap:3px}.gn{color:#6aa8e0}`,
  html: `${chatHead("Culpepper Close Residents", "Committee · 6 members", "#3d6f9e", icon.moreV(20))}
<div class="fill">
${timeline([
  ["l", "owner", "Committee meeting is Thursday at 7:30 in the community room. Please bring the green folder, not the red one.", "Griselda Ravenscroft"],
  ["l", "Crispin", "did the council ever sort the bench", "Crispin"],
  [
    "l",
    "owner",
    "They replaced it. The new bench on the green faces the car park, which makes it the best seat for watching Horace reverse.",
    "Griselda Ravenscroft",
  ],
  ["l", "Dagny", "he does take a while", "Dagny"],
  ["l", "owner", "Eleven minutes on Sunday. Two people brought a flask.", "Griselda Ravenscroft"],
  ["l", "Crispin", "can we ask them to turn it round", "Crispin"],
  ["l", "owner", "I’ve emailed them. They say it’s facing the right way.", "Griselda Ravenscroft"],
  ["l", "Dagny", "fete sign-up sheet is up on the noticeboard", "Dagny"],
  ["l", "owner", "Thank you. I’ll bring the biscuits on Thursday.", "Griselda Ravenscroft"],
])}
</div>
${inputBar("Message")}`,
};

export const connecteam: ScreenSpec = {
  id: "connecteam-three-of-them-are-the-kitchen",
  app: "Connecteam",
  kind: "chat",
  dark: false,
  device: "android",
  format: "png",
  owner: { name: "Jaroslav Birtwistle", handle: null },
  time: "06:58",
  battery: 88,
  cutLines: 1,
  replies: true,
  css: `body{background:#fff;color:#1c2430}.hd{flex:none;height:58px;padding:0 12px;gap:10px;border-bottom:1px solid #e3e8ef;position:relative;z-index:3;background:#fff}.hd b{font-size:16px;display:block}.hd small{font-size:12px;color:#677384;display:block}.chn{width:34px;height:34px;border-radius:50%;background:#5b5ce2;display:flex;align-items:center;justify-content:center;color:#fff}
.fill{display:flex;flex-direction:column;justify-content:flex-end;padding:0 0 4px;gap:1px}.ev{gap:10px;padding:5px 12px;align-items:flex-start}.en{font-size:14px;font-weight:700;color:#3d3ec0}.et{font-size:11px;color:#677384}.ex{font-size:14.5px;line-height:20px}
.in{flex:none;gap:10px;padding:8px 12px 12px;border-top:1px solid #e3e8ef;color:#5b5ce2;background:#fff}.in .box{flex:1;min-height:38px;border-radius:19px;background:#f0f2f6;display:flex;align-items:center;padding:6px 14px;font-size:14.5px;color:#677384}`,
  html: `<div class="row hd" data-role="ui">${icon.back(22)}<span class="chn">${icon.chat(18)}</span><div style="flex:1"><b>Swiftmove Removals</b><small>Crew chat · 12 members</small></div>${icon.search(20)}${icon.moreV(20)}</div>
<div class="fill">
${msgRow("Jaroslav Birtwistle", "#8a6a4a", ["Straps, blankets and the big roll of tape are already in van 1. Please don’t take them out again to make room for your bags."], "owner", "06:12")}
${msgRow("Torin", "#b06a6a", ["morning boss"], "Torin", "06:20")}
${msgRow("Lucjan", "#5a8ab0", ["morning, running 5 min late, bus is slow"], "Lucjan", "06:24")}
${msgRow("Jaroslav Birtwistle", "#8a6a4a", ["Morning lads. Today is the Yelland job in Frodsham, three bed, we start loading at 8 sharp."], "owner", "06:31")}
${msgRow("Lucjan", "#5a8ab0", ["is the piano going too"], "Lucjan", "06:35")}
${msgRow("Jaroslav Birtwistle", "#8a6a4a", ["No piano. But the customer has labelled all 46 boxes “Kitchen”. Three of them are the kitchen."], "owner", "06:37")}
${msgRow("Torin", "#b06a6a", ["which three"], "Torin", "06:38")}
${msgRow("Jaroslav Birtwistle", "#8a6a4a", ["We’ll find out together."], "owner", "06:38")}
${msgRow("Lucjan", "#5a8ab0", ["I’ll bring the big trolley"], "Lucjan", "06:44")}
${msgRow("Jaroslav Birtwistle", "#8a6a4a", ["Van 2 is in for its MOT on Friday, so we’re on the hire van."], "owner", "06:50")}
${msgRow("Torin", "#b06a6a", ["the van with the broken radio?"], "Torin", "06:52")}
${msgRow("Jaroslav Birtwistle", "#8a6a4a", ["Yes. Bring a speaker."], "owner", "06:53")}
</div>
<div class="row in" data-role="ui">${icon.plus(22)}<span class="box">Write a message</span>${icon.smile(22)}</div>`,
};

export const brightwheel: ScreenSpec = {
  id: "brightwheel-only-on-sundays",
  app: "Brightwheel",
  kind: "chat",
  dark: false,
  device: "iphone",
  format: "jpeg",
  quality: 71,
  owner: { name: "Ondine Kirkbride", handle: null },
  time: "15:47",
  battery: 61,
  cutLines: 1,
  banner: { app: "Messages", color: "#34c759", title: "Uzma", body: "are you around for a call at 6?", author: "Uzma", age: "now" },
  replies: true,
  css: `${chatCss({ bg: "#fff", hd: "#fff", fg: "#22262e", sub: "#6b7280", line: "#e7e9ee", left: "#f1f0fb", leftFg: "#22262e", right: "#5a3fd4", rightFg: "#fff", accent: "#5a3fd4", box: "#f1f0fb", radius: 18 })}
.hd{height:66px}.fill{padding-bottom:10px}.in{padding-bottom:30px}`,
  html: `${chatHead("Ondine Kirkbride", "Little Acorns Nursery · Hedgehogs room", "#5a3fd4", icon.moreV(20))}
<div class="fill">
${timeline([
  ["t", "Today 12:10 PM"],
  ["l", "owner", "Hi! Caspian finished his whole lunch today and napped for 1h 10m."],
  ["r", "You", "amazing, thank you!"],
  ["l", "owner", "At circle time he told everyone that his grandad is a pirate, but only on Sundays."],
  ["r", "You", "😂 he’s a retired ferry captain"],
  ["l", "owner", "That explains the hat in his family photo."],
  ["t", "Today 3:30 PM"],
  ["l", "owner", "Reminder: pyjama day is on Friday, £1 donation for the charity box."],
  ["r", "You", "noted, thanks!"],
])}
</div>
${inputBar("Message")}`,
};

export const ola: ScreenSpec = {
  id: "ola-the-other-gate-two",
  app: "Ola",
  kind: "chat",
  dark: true,
  device: "android",
  format: "jpeg",
  owner: { name: "Raghavendra", handle: null },
  time: "18:09",
  battery: 31,
  keyboard: true,
  suggestions: ["ATM", "gate", "now"],
  generations: [{ quality: 91 }, { width: 720, quality: 67 }],
  replies: true,
  css: `${chatCss({ bg: "#121212", hd: "#1d1d1d", fg: "#eeeeee", sub: "#a3a3a3", line: "#2d2d2d", left: "#262626", leftFg: "#eeeeee", right: "#b9d431", rightFg: "#141414", accent: "#b9d431", box: "#262626", radius: 16 }, 14)}
.fill{padding-bottom:6px;gap:4px}.bb{padding:6px 11px}`,
  html: `${chatHead("Raghavendra", "Swift Dzire · White · KA 05 MN 4417", "#5a6a8a", icon.phone(20))}
<div class="fill">
${timeline([
  ["t", "Today 18:02"],
  ["l", "owner", "Sir, I have arrived for pickup. Waiting at Gate 2."],
  ["r", "You", "I’m at gate 2 too? can’t see you"],
  ["l", "owner", "Security is saying this tech park has two Gate 2s. I’m waiting at the other one."],
  ["r", "You", "how is that possible"],
  ["l", "owner", "He says they built the second one later and nobody wanted to change the signs."],
  ["l", "owner", "I will come to your Gate 2. 3 minutes, please wait near the ATM."],
])}
</div>
${inputBar("ok I’m by the", true)}`,
};

export const CHATS: ScreenSpec[] = [deputy, deltaChat, connecteam, brightwheel, ola, gojek, helpling, dubizzle, tutorful];
