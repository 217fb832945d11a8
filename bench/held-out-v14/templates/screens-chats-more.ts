// More chats: Gojek (a driver whose martabak seller asks after the customer, on her third this week,
// saved twice), Helpling (a cleaner who found a roast potato at the back of the oven from what she
// believes is Easter, downscaled), Dubizzle (an aquarium sold with Samir, the plecostomus, because the
// owner's cousin took every fish but him, keyboard open with a message typed, the owner's first message cut
// under the ad bar, JPEG), Tutorful (a maths tutor whose pupil wrote that the answer came to him in a
// dream, JPEG).
import { icon } from "./icons";
import { chatCss, chatHead, inputBar, timeline } from "./kit";
import type { ScreenSpec } from "./screen-type";

const adBar = (css: string) =>
  `.ad{flex:none;gap:10px;padding:8px 14px;font-size:13px;border-bottom:1px solid;position:relative;z-index:3;${css}}.ad span.p{flex:none;width:44px;height:44px;border-radius:6px}.ad b{font-size:14px;display:block}`;

export const gojek: ScreenSpec = {
  id: "gojek-third-martabak-this-week",
  app: "Gojek",
  kind: "chat",
  dark: false,
  device: "android",
  format: "jpeg",
  owner: { name: "Suharyanto", handle: null },
  time: "21:52",
  battery: 42,
  generations: [{ quality: 90 }, { width: 828, quality: 66 }],
  replies: true,
  css: `${chatCss({ bg: "#fff", hd: "#fff", fg: "#1c1c1c", sub: "#6b6b6b", line: "#e8e8e8", left: "#f0f0f0", leftFg: "#1c1c1c", right: "#00aa13", rightFg: "#fff", accent: "#00aa13", box: "#f0f0f0", radius: 16 }, 14)}
.fill{padding-bottom:8px}.trip{flex:none;gap:8px;padding:8px 14px;font-size:13px;color:#6b6b6b;border-bottom:1px solid #e8e8e8}.trip b{color:#1c1c1c}`,
  html: `${chatHead("Suharyanto", "GoFood · Honda Vario · B 3712 KZA", "#6a7a5a", icon.phone(20))}
<div class="row trip" data-role="ui">${icon.pin(16)}<span><b>On the way</b> · Martabak Pecenongan 65</span></div>
<div class="fill">
${timeline([
  ["t", "Today 21:41"],
  ["l", "owner", "Selamat malam, I have picked up your order. On the way now."],
  ["r", "You", "terima kasih pak!"],
  ["l", "owner", "The seller asked me if you are okay. He says it is your third martabak this week."],
  ["r", "You", "tell him I’m fine 😭"],
  ["l", "owner", "I told him. He put extra cheese, for your health."],
  ["r", "You", "hahaha"],
  ["l", "owner", "Arriving in 8 minutes. I will wait in the lobby."],
])}
</div>
${inputBar("Type a message")}`,
};

export const helpling: ScreenSpec = {
  id: "helpling-from-what-i-believe-is-easter",
  app: "Helpling",
  kind: "chat",
  dark: false,
  device: "iphone",
  format: "png",
  downscaleTo: 828,
  owner: { name: "Aurelia K.", handle: null },
  time: "12:55",
  battery: 57,
  replies: true,
  css: `${chatCss({ bg: "#f5f7fa", hd: "#fff", fg: "#1f2933", sub: "#66717e", line: "#e2e7ed", left: "#fff", leftFg: "#1f2933", right: "#0091d5", rightFg: "#fff", accent: "#0091d5", box: "#edf1f5", radius: 16 })}
.fill{padding-bottom:10px}.in{padding-bottom:30px}`,
  html: `${chatHead("Aurelia K.", "Cleaner · ★ 4.9 · 312 cleans", "#8a6ab0", icon.moreV(20))}
<div class="fill">
${timeline([
  ["t", "Thu 09:02"],
  ["r", "You", "Hi Aurelia, key is in the lockbox, code 4471. The oven if you have time!"],
  ["l", "owner", "Good morning! I’m here, starting upstairs."],
  ["t", "Thu 12:48"],
  ["l", "owner", "All done. I cleaned the oven. At the back I found a roast potato from what I believe is Easter."],
  ["r", "You", "oh no 😳"],
  ["l", "owner", "I have not thrown it away. I felt it should be your decision."],
  ["r", "You", "please throw it away"],
  ["l", "owner", "Done. Key is back in the lockbox. See you in two weeks!"],
])}
</div>
${inputBar("Message")}`,
};

export const dubizzle: ScreenSpec = {
  id: "dubizzle-my-cousin-said-no-to-samir",
  app: "Dubizzle",
  kind: "chat",
  dark: false,
  device: "iphone",
  format: "jpeg",
  quality: 70,
  owner: { name: "Vasilis", handle: null },
  time: "20:34",
  battery: 49,
  keyboard: true,
  suggestions: ["evening", "at", "then"],
  cutLines: 1,
  replies: true,
  css: `${chatCss({ bg: "#f6f6f6", hd: "#fff", fg: "#222", sub: "#6e6e6e", line: "#e5e5e5", left: "#fff", leftFg: "#222", right: "#e00000", rightFg: "#fff", accent: "#e00000", box: "#eeeeee", radius: 16 }, 14)}
${adBar("color:#6e6e6e;border-color:#e5e5e5;background:#fff")}.ad span.p{background:linear-gradient(150deg,#2a6a8a,#8ad0c0)}.ad b{color:#222}.fill{padding-bottom:20px}`,
  html: `${chatHead("Vasilis", "Member since 2019 · Usually replies fast", "#6a8a9a", icon.moreV(20))}
<div class="row ad" data-role="ui"><span class="p"></span><div><b>200L aquarium with stand and filter</b>AED 600 · Al Reem Island, Abu Dhabi</div></div>
<div class="fill">
${timeline([
  ["r", "You", "Hi, is the aquarium still available?"],
  ["l", "owner", "Hi, yes it is. The stand, filter, heater and lights are all included and everything works."],
  ["r", "You", "great, any fish in it?"],
  ["l", "owner", "The fish have gone to my cousin. Except Samir, the plecostomus. My cousin said no to Samir."],
  ["l", "owner", "So the tank comes with Samir. He is 28 cm and very calm."],
  ["l", "owner", "You can see it running before you buy. I’m home after 6."],
])}
</div>
${inputBar("can I come thursday", true)}`,
};

export const tutorful: ScreenSpec = {
  id: "tutorful-came-to-him-in-a-dream",
  app: "Tutorful",
  kind: "chat",
  dark: false,
  device: "android",
  format: "jpeg",
  quality: 72,
  owner: { name: "Ezinne", handle: null },
  time: "19:21",
  battery: 70,
  replies: true,
  css: `${chatCss({ bg: "#f7f5fb", hd: "#fff", fg: "#24212b", sub: "#6c6776", line: "#e6e2ee", left: "#fff", leftFg: "#24212b", right: "#6b3fa0", rightFg: "#fff", accent: "#6b3fa0", box: "#efecf5", radius: 14 }, 14)}
.fill{padding-bottom:8px}`,
  html: `${chatHead("Ezinne", "Maths tutor · GCSE & A level", "#a06a5a", icon.moreV(20))}
<div class="fill">
${timeline([
  ["t", "Tue 18:40"],
  ["l", "owner", "Lovely session with Iolo tonight. We covered simultaneous equations and he got 7 out of 8."],
  ["r", "You", "that’s brilliant, thank you"],
  ["l", "owner", "On question 8 he wrote “the answer came to me in a dream”. It had not."],
  ["r", "You", "oh dear 😂"],
  ["l", "owner", "I did admire the confidence. We’ll do a bit more on showing working."],
  ["l", "owner", "Next session is Wednesday at 5 as usual. Homework is in the shared folder."],
  ["r", "You", "perfect, see you then"],
])}
</div>
${inputBar("Write a message")}`,
};
