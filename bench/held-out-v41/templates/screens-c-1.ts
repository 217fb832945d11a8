// Part C of the held-out set v41: one-to-one chats (screens-c.ts lists the part in screens.json order).
import { avatar, icon } from "./icons";
import type { ScreenSpec } from "./screen-type";
import { bubbleCss, bubbles, box, headCss } from "./screens-c-kit";

/** A ginger cat on a kitchen floor tile beside a steel bowl, a cat flap in the door behind. */
const ginger =
  box(0, 0, 214, 120, "#e8dfd0", "0") +
  box(0, 84, 214, 36, "#b9a88f", "0") +
  box(150, 14, 50, 70, "#8c6b4a", "3px") +
  box(160, 50, 30, 24, "#6b5038", "4px") +
  box(46, 52, 74, 44, "#e08a3c", "40px 34px 14px 14px") +
  box(96, 34, 34, 32, "#e8953f", "50%") +
  box(100, 28, 9, 11, "#e08a3c", "2px 8px 0 0") +
  box(118, 28, 9, 11, "#e08a3c", "8px 2px 0 0") +
  box(104, 44, 5, 5, "#2d2a1f", "50%") +
  box(117, 44, 5, 5, "#2d2a1f", "50%") +
  box(28, 62, 30, 8, "#d07a2e", "5px") +
  box(12, 92, 40, 14, "#c7ccd1", "0 0 14px 14px");

export const pinger: ScreenSpec = {
  id: "pinger-a-ginger-stranger-through-the-cat-flap",
  app: "Pinger",
  kind: "chat",
  dark: false,
  device: "iphone",
  format: "png",
  owner: { name: "Palmira", handle: null },
  time: "18:22",
  battery: 44,
  cutLines: 0,
  replies: true,
  css: `${bubbleCss({ bg: "#ffffff", fg: "#1b2530", sub: "#8a96a3", left: "#eceff3", leftFg: "#1b2530", right: "#1aa0e6", rightFg: "#ffffff", radius: 18, size: 15.5, max: 272, quote: "rgba(0,0,0,.06)", react: "#eceff3" })}
.rx{border-color:#fff}
${headCss("#f7f9fb", "#1b2530", "#8a96a3", "#e3e8ee", 58)}.hd{color:#1aa0e6}.hd b{color:#1b2530}
.in{flex:none;gap:12px;padding:8px 14px 30px;background:#f7f9fb;color:#1aa0e6;border-top:1px solid #e3e8ee}.in .box{flex:1;min-height:38px;border-radius:19px;border:1px solid #d5dce3;background:#fff;display:flex;align-items:center;padding:6px 14px;font-size:15.5px;color:#9aa5b1}`,
  html: `<div class="row hd" data-role="ui">${icon.back(22)}${avatar(38, "#7a5cc9")}<div style="flex:1;min-width:0"><b>Rotimi</b><small>Free text · (312) 555-0148</small></div>${icon.phone(20)}${icon.moreV(20)}</div>
<div class="fill">
${bubbles("Rotimi", [
  { them: "landed!! hotel wifi is awful so texting from this. how is Pumpernickel doing, is she still sulking about the carrier", time: "5:41 PM" },
  { me: "She’s fine. Eating well. Very friendly.", time: "5:52 PM" },
  { them: "friendly?? pumpernickel??? send a pic", time: "5:53 PM" },
  { photo: ["#e8dfd0", "#e8dfd0"], who: "me", caption: "Here she is, waiting by the bowl.", time: "5:58 PM", h: 112, shapes: ginger },
  { them: "palmira that cat is ginger. pumpernickel is grey. she is at my mum’s till friday, I said so in the voice note", time: "6:01 PM", react: "😳" },
  { me: "I’ve fed a ginger stranger through your cat flap twice a day since Sunday.", time: "6:04 PM" },
  { me: "I didn’t listen to the voice note. It was four minutes long.", time: "6:04 PM" },
  { them: "that’s the cat from number 9. he has a diet sheet on their fridge", time: "6:07 PM", react: "😂" },
  { me: "He’s had four pouches of salmon a day. He looks happier than me.", time: "6:15 PM" },
  { typing: "Rotimi is typing…" },
])}
</div>
<div class="row in" data-role="ui">${icon.plus(22)}<span class="box">Text message</span>${icon.send(22)}</div>`,
};

export const gosms: ScreenSpec = {
  id: "gosms-the-roundabouts-of-the-other-test-centre",
  app: "GoSMS",
  kind: "chat",
  dark: true,
  device: "android",
  format: "png",
  downscaleTo: 900,
  owner: { name: "Nayeli", handle: null },
  time: "20:47",
  battery: 23,
  cutLines: 0,
  replies: true,
  css: `${bubbleCss({ bg: "#101418", fg: "#e4e8ec", sub: "#7d8891", left: "#232a31", leftFg: "#e4e8ec", right: "#14a37f", rightFg: "#ffffff", radius: 20, size: 15, max: 258, quote: "rgba(255,255,255,.12)", react: "#232a31" })}
${headCss("#161b20", "#eef2f5", "#85919b", "#262e36", 58)}.hd{color:#2cc79c}.hd b{color:#eef2f5}
.in{flex:none;gap:12px;padding:8px 12px 14px;background:#161b20;color:#2cc79c;border-top:1px solid #262e36}.in .box{flex:1;min-height:40px;border-radius:20px;background:#232a31;display:flex;align-items:center;padding:6px 14px;font-size:15px;color:#76818b}`,
  html: `<div class="row hd" data-role="ui">${icon.back(22)}${avatar(38, "#d9607a")}<div style="flex:1;min-width:0"><b>Milagros</b><small>Mobile · SIM 1</small></div>${icon.phone(20)}${icon.moreV(20)}</div>
<div class="fill">
${bubbles("Milagros", [
  { them: "how was the practice drive with dad? he just texted me the word roundabouts and then nothing else for an hour", time: "19:58" },
  { me: "It went well until we reached the test centre.", time: "20:11" },
  { me: "I’ve practised every roundabout on the Oakbridge test route for a month. My test is at Millbrook.", time: "20:12" },
  { them: "millbrook has one roundabout and it’s a mini one", time: "20:15", quote: ["me", "My test is at Millbrook."], react: "😭" },
  { voice: "0:47", who: "Milagros", time: "20:17" },
  { them: "also dad says you drove past the Oakbridge examiner’s house eleven times. he recognised her car", time: "20:21" },
  { me: "She waved the last four times.", time: "20:26", react: "😂" },
  { typing: "Milagros is typing…" },
])}
</div>
<div class="row in" data-role="ui">${icon.plus(22)}<span class="box">Type message</span>${icon.smile(22)}${icon.send(22)}</div>`,
};

export const yaata: ScreenSpec = {
  id: "yaata-a-hot-shower-for-thirty-eight-ferns",
  app: "YAATA",
  kind: "chat",
  dark: false,
  device: "android",
  format: "jpeg",
  generations: [{ quality: 80 }, { width: 960, quality: 65 }],
  owner: { name: "Refilwe", handle: null },
  time: "08:14",
  battery: 67,
  cutLines: 1,
  replies: true,
  statusBarDark: true,
  statusBarBackground: "#3949ab",
  css: `${bubbleCss({ bg: "#f3f4f8", fg: "#1f2333", sub: "#7f8599", left: "#ffffff", leftFg: "#1f2333", right: "#3949ab", rightFg: "#ffffff", radius: 8, size: 15, max: 262, quote: "rgba(0,0,0,.06)", react: "#ffffff" })}
.bb.l{box-shadow:0 1px 1px rgba(0,0,0,.1)}.rx{box-shadow:0 1px 2px rgba(0,0,0,.12);border-color:#f3f4f8}
${headCss("#3949ab", "#ffffff", "#c5cae9", "#3949ab", 56)}
.in{flex:none;gap:12px;padding:8px 12px 14px;background:#ffffff;color:#3949ab;border-top:1px solid #e1e3ea}.in .box{flex:1;min-height:40px;display:flex;align-items:center;padding:6px 4px;font-size:15px;color:#9a9fb0;border-bottom:2px solid #3949ab}`,
  html: `<div class="row hd" data-role="ui">${icon.back(22)}${avatar(36, "#8d6e63")}<div style="flex:1;min-width:0"><b>Madiyar (landlord)</b><small>+44 7700 900562</small></div>${icon.phone(20)}${icon.moreV(20)}</div>
<div class="fill">
${bubbles("Madiyar", [
  {
    them: "Hi Refilwe, the water company sent the bill for flat 3 for the quarter and it is nearly three times what it was last year. Could a pipe be leaking in the kitchen or the bathroom?",
    time: "Yesterday 18:40",
  },
  { t: "Today" },
  { me: "No leak. That one is on me, sorry.", time: "07:52" },
  { me: "I give the ferns a twenty-minute hot shower every evening. They’ve never looked better.", time: "07:53" },
  { them: "how many ferns are we talking about", time: "07:58" },
  { me: "Thirty-eight. And a banana plant with its own towel.", time: "08:01", react: "😮" },
  { them: "the inventory lists one bath mat and a toilet brush. nothing with leaves", time: "08:06", react: "😂" },
  { them: "I’ll come on Thursday to read the meter. please have the jungle decent", time: "08:07" },
])}
</div>
<div class="row in" data-role="ui">${icon.paperclip(22)}<span class="box">Send message</span>${icon.send(22)}</div>`,
};

export const jivochat: ScreenSpec = {
  id: "jivochat-nine-days-mowing-by-the-shed",
  app: "JivoChat",
  kind: "chat",
  dark: false,
  device: "iphone-max",
  format: "jpeg",
  quality: 74,
  crop: { top: 47 },
  owner: { name: "Obdulia", handle: null },
  time: "21:05",
  battery: 81,
  cutLines: 1,
  replies: true,
  css: `${bubbleCss({ bg: "#ffffff", fg: "#222b36", sub: "#8893a0", left: "#f0f2f5", leftFg: "#222b36", right: "#1fa35a", rightFg: "#ffffff", radius: 14, size: 16, max: 300, quote: "rgba(0,0,0,.06)", react: "#f0f2f5" })}
.rx{border-color:#fff}
.hd{flex:none;height:70px;padding:0 16px 0 12px;gap:12px;background:#1fa35a;color:#ffffff;position:relative;z-index:3}.hd b{font-size:17.5px;font-weight:600;display:block}.hd small{font-size:12.5px;color:#cdeedb;display:block}
.pw{flex:none;text-align:center;font-size:11.5px;color:#a2abb5;padding:2px 0 0;background:#fff}
.in{flex:none;gap:12px;padding:8px 16px 30px;background:#ffffff;color:#1fa35a;border-top:1px solid #e6e9ed}.in .box{flex:1;min-height:40px;display:flex;align-items:center;font-size:16px;color:#9aa3ad}`,
  html: `<div class="row hd" data-role="ui">${avatar(40, "#f0a04b")}<div style="flex:1;min-width:0"><b>Greensweep Support</b><small>Nardos · Online</small></div>${icon.close(22)}</div>
<div class="fill">
${bubbles("Nardos", [
  { t: "Chat started · 20:47" },
  { them: "Hi there! Thanks for contacting Greensweep. How can I help with your order today?", time: "20:48" },
  { me: "Hello. Order GS-20418, delivered on 12 November.", time: "20:49" },
  { them: "Thank you! I can see it here. What seems to be the problem?", time: "20:49" },
  { me: "I’d like a refund on the Greensweep R2 robot mower, please.", time: "20:50" },
  { me: "It has mown the same square metre beside the shed for nine days. Everywhere else, the grass is up to my knees.", time: "20:51" },
  { them: "thanks for the details. the boundary wire has to go round the lawn, not round the shed", time: "20:55", react: "😬" },
  { them: "the team looked at your photos. that square metre is beautiful though", time: "20:56" },
  { me: "I’ve named him Nicodemus. He is very loyal to the shed.", time: "21:01", react: "😂" },
  { typing: "Nardos is typing…" },
])}
</div>
<div class="pw" data-role="ui">Powered by JivoChat</div>
<div class="row in" data-role="ui">${icon.paperclip(22)}<span class="box">Type a message</span>${icon.smile(22)}${icon.send(22)}</div>`,
};

export const honk: ScreenSpec = {
  id: "honk-second-alto-by-accident",
  app: "Honk",
  kind: "chat",
  dark: false,
  device: "iphone-max",
  format: "png",
  downscaleTo: 1080,
  owner: { name: "Nonhle", handle: null },
  time: "16:03",
  battery: 15,
  cutLines: 0,
  replies: true,
  css: `${bubbleCss({ bg: "#fff9e8", fg: "#2b2410", sub: "#9a8f6e", left: "#ffffff", leftFg: "#2b2410", right: "#ff4f8b", rightFg: "#ffffff", radius: 22, size: 16, max: 300, quote: "rgba(0,0,0,.06)", react: "#ffffff" })}
.bb.l{border:1.5px solid #f0e3b8}.rx{box-shadow:0 1px 2px rgba(0,0,0,.12);border-color:#fff9e8}
${headCss("#ffd43b", "#2b2410", "#6e5e22", "#f0c419", 62)}
.in{flex:none;gap:12px;padding:8px 16px 32px;background:#fff9e8;color:#ff4f8b;border-top:1px solid #f0e3b8}.in .box{flex:1;min-height:42px;border-radius:21px;background:#ffffff;border:1.5px solid #f0e3b8;display:flex;align-items:center;padding:6px 16px;font-size:16px;color:#a89c78}`,
  html: `<div class="row hd" data-role="ui">${icon.back(22)}${avatar(40, "#3bb3a0")}<div style="flex:1;min-width:0"><b>Ramatoulaye</b><small>here now</small></div>${icon.video(22)}${icon.moreV(20)}</div>
<div class="fill">
${bubbles("Ramatoulaye", [
  { them: "so whose glove was it in the end? the purple one with the little bells that sat on the bus seat all week", time: "15:20" },
  { me: "Sort of. I took it to the community hall lost property.", time: "15:31" },
  { me: "I went in to hand over a glove and somehow auditioned. I’m a second alto now.", time: "15:32" },
  { them: "you mimed happy birthday at my thirtieth", time: "15:34", react: "😂" },
  { them: "I have a video of you mouthing the words and holding a fork", time: "15:34" },
  { me: "Apparently my face looks confident.", time: "15:41" },
  { me: "The concert is on the 21st. I’m bringing the glove.", time: "15:42", react: "❤️" },
  { typing: "Ramatoulaye is typing…" },
])}
</div>
<div class="row in" data-role="ui">${icon.camera(22)}<span class="box">Say something</span>${icon.mic(22)}</div>`,
};
