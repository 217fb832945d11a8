// More chats: Urban Company (an air-conditioning technician who found the TV remote inside the outdoor
// unit and is not asking how, downscaled), DoneDeal (a pool table from a spare room whose floor slopes
// left, so its owner has never lost at home and never won anywhere else, keyboard open with a message
// typed, the owner's first message cut under the ad bar, JPEG), Fat Llama (a Father Christmas costume
// lent with its second beard, the first having not come back from a works party, JPEG), Vagaro (a
// massage therapist charging for hot stones a client slept through, under a banner from Chiamaka that
// cuts the header, JPEG).
import { icon } from "./icons";
import { chatCss, chatHead, inputBar, timeline } from "./kit";
import type { ScreenSpec } from "./screen-type";

const adBar = (css: string) =>
  `.ad{flex:none;gap:10px;padding:8px 14px;font-size:13px;border-bottom:1px solid;position:relative;z-index:3;${css}}.ad span.p{flex:none;width:44px;height:44px;border-radius:6px}.ad b{font-size:14px;display:block}`;

export const urbanCompany: ScreenSpec = {
  id: "urbancompany-not-asking-how",
  app: "Urban Company",
  kind: "chat",
  dark: false,
  device: "android",
  format: "png",
  downscaleTo: 828,
  owner: { name: "Manjunath", handle: null },
  time: "12:06",
  battery: 74,
  replies: true,
  css: `${chatCss({ bg: "#f6f6f6", hd: "#fff", fg: "#1b1b1b", sub: "#6b6b6b", line: "#e6e6e6", left: "#fff", leftFg: "#1b1b1b", right: "#1b1b1b", rightFg: "#fff", accent: "#6e42e5", box: "#f0f0f0", radius: 14 }, 14)}
.fill{padding-bottom:8px}`,
  html: `${chatHead("Manjunath", "AC service & repair · ★ 4.8 · 2,140 jobs", "#8a6a4a", icon.phone(20))}
<div class="fill">
${timeline([
  ["t", "Today 10:48"],
  ["l", "owner", "Good morning ma’am, I have reached. The security is asking for your flat number."],
  ["r", "You", "B-1204, sorry!"],
  ["t", "Today 11:57"],
  ["l", "owner", "Service done for both ACs. Filters were very dusty, I have cleaned them and checked the gas."],
  ["l", "owner", "Also I found your TV remote inside the outdoor unit on the balcony. I am not asking how."],
  ["r", "You", "omg we have been looking for that since march"],
  ["l", "owner", "Maybe monkey. Maybe your son. He is smiling a lot, so I think your son."],
  ["r", "You", "😂 thanks so much"],
  ["l", "owner", "Welcome ma’am. Please rate in the app, payment also in the app only."],
])}
</div>
${inputBar("Message")}`,
};

export const doneDeal: ScreenSpec = {
  id: "donedeal-never-won-anywhere-else",
  app: "DoneDeal",
  kind: "chat",
  dark: false,
  device: "iphone",
  format: "jpeg",
  quality: 70,
  owner: { name: "Fionnán", handle: null },
  time: "21:17",
  battery: 56,
  keyboard: true,
  suggestions: ["morning", "at", "then"],
  cutLines: 1,
  replies: true,
  css: `${chatCss({ bg: "#f4f5f7", hd: "#fff", fg: "#1d2329", sub: "#67707a", line: "#e1e4e8", left: "#fff", leftFg: "#1d2329", right: "#0059b3", rightFg: "#fff", accent: "#0059b3", box: "#eceef1", radius: 16 }, 14)}
${adBar("color:#67707a;border-color:#e1e4e8;background:#fff")}.ad span.p{background:linear-gradient(150deg,#2f7a4a,#6a4a2a)}.ad b{color:#1d2329}.fill{padding-bottom:8px}`,
  html: `${chatHead("Fionnán", "Usually replies within an hour", "#6a8a5a", icon.moreV(20))}
<div class="row ad" data-role="ui"><span class="p"></span><div><b>Full-size slate pool table + 2 cues</b>€450 · Mullingar, Westmeath</div></div>
<div class="fill">
${timeline([
  ["r", "You", "Hi, is the pool table still for sale?"],
  ["l", "owner", "Hi, it is. Full size, slate bed, comes apart in three pieces for moving."],
  ["r", "You", "great. how come you’re selling?"],
  ["l", "owner", "Moving house. Also the spare room floor slopes to the left, so every shot bends a bit."],
  ["l", "owner", "I’ve never lost a game at home and never won one anywhere else."],
  ["l", "owner", "It comes with two cues and the chalk. The triangle has been missing since 2019."],
])}
</div>
${inputBar("could I see it saturday", true)}`,
};

export const fatLlama: ScreenSpec = {
  id: "fatllama-the-second-beard",
  app: "Fat Llama",
  kind: "chat",
  dark: false,
  device: "iphone",
  format: "jpeg",
  quality: 72,
  owner: { name: "Bettany", handle: null },
  time: "19:36",
  battery: 44,
  replies: true,
  css: `${chatCss({ bg: "#fff", hd: "#fff", fg: "#20232b", sub: "#6a6f7b", line: "#e9eaee", left: "#f1f2f5", leftFg: "#20232b", right: "#ff4f5a", rightFg: "#fff", accent: "#ff4f5a", box: "#f1f2f5", radius: 18 })}
${adBar("color:#6a6f7b;border-color:#e9eaee;background:#fff")}.ad span.p{background:linear-gradient(150deg,#d8362a,#f2f2f2)}.ad b{color:#20232b}.fill{padding-bottom:10px}.in{padding-bottom:30px}`,
  html: `${chatHead("Bettany", "Lender · Responds within an hour", "#a06a8a", icon.moreV(20))}
<div class="row ad" data-role="ui"><span class="p"></span><div><b>Father Christmas costume (full set)</b>£18/day · Derby DE1</div></div>
<div class="fill">
${timeline([
  ["t", "Tue 19:14"],
  ["r", "You", "Hi! Is the Santa suit free on the 14th?"],
  ["l", "owner", "Hi! Yes, it’s free. You’ll get the suit, the belt, the boots and the second beard."],
  ["r", "You", "what happened to the first beard"],
  ["l", "owner", "It didn’t come back from a works party in 2022. I’ve asked, and the works party has closed ranks."],
  ["r", "You", "haha fair. is it dry cleaned?"],
  ["l", "owner", "Always, between every rental. The boots come up a size big, so bring thick socks."],
  ["r", "You", "perfect, booking now"],
  ["l", "owner", "Lovely, I’ll confirm it in the app."],
])}
</div>
${inputBar("Message Bettany")}`,
};

export const vagaro: ScreenSpec = {
  id: "vagaro-stones-you-may-not-see",
  app: "Vagaro",
  kind: "chat",
  dark: false,
  device: "iphone",
  format: "jpeg",
  quality: 71,
  owner: { name: "Bronwen A.", handle: null },
  time: "16:22",
  battery: 58,
  cutLines: 1,
  banner: {
    app: "Messages",
    color: "#34c759",
    title: "Chiamaka",
    body: "we’re out of bread again, can you grab some",
    author: "Chiamaka",
    age: "now",
  },
  replies: true,
  css: `${chatCss({ bg: "#fff", hd: "#fff", fg: "#232a31", sub: "#6c7580", line: "#e6e9ed", left: "#eef1f4", leftFg: "#232a31", right: "#2d8f85", rightFg: "#fff", accent: "#2d8f85", box: "#eef1f4", radius: 18 })}
.hd{height:66px}.fill{padding-bottom:10px}.in{padding-bottom:30px}`,
  html: `${chatHead("Bronwen A.", "Massage therapist · Hawthorn Wellness", "#8a6ab0", icon.phone(20))}
<div class="fill">
${timeline([
  ["t", "Sat 12:20 PM"],
  ["r", "You", "Thanks again, my shoulders are back where they belong"],
  ["l", "owner", "Glad to hear it! Drink plenty of water today."],
  ["t", "Mon 4:12 PM"],
  ["r", "You", "Hi Bronwen, can I book the same as last time for Saturday?"],
  ["l", "owner", "Hi! Yes, 60 minutes at 11:00 is free. Would you like the hot stones again?"],
  ["r", "You", "yes please!"],
  ["l", "owner", "No problem. Last time you were asleep before the stones came out, so it’s £15 for stones you may not see."],
  ["r", "You", "worth it"],
  ["l", "owner", "You also thanked the towel. Twice."],
  ["l", "owner", "You’re booked for 11:00 on Saturday. Please come 5 minutes early for the intake form."],
])}
</div>
${inputBar("Message")}`,
};
