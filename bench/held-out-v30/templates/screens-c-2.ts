// Part C of the held-out set v30: group chats, and one last one-to-one (screens-c.ts lists the part in screens.json order).
import { avatar, icon } from "./icons";
import type { ScreenSpec } from "./screen-type";
import { bubbleCss, bubbles, headCss } from "./screens-c-kit";

export const tchap: ScreenSpec = {
  id: "tchap-twenty-five-minutes-on-the-thermostat",
  app: "Tchap",
  kind: "chat",
  dark: false,
  device: "iphone-max",
  format: "png",
  owner: { name: "Naveed", handle: null },
  time: "10:18",
  battery: 77,
  cutLines: 1,
  replies: true,
  css: `${bubbleCss({ bg: "#ffffff", fg: "#161b2e", sub: "#7d8398", left: "#f1f3f8", leftFg: "#161b2e", right: "#e3e8fb", rightFg: "#10185a", radius: 12, size: 16, max: 300, quote: "rgba(0,0,145,.06)", react: "#fff" })}
.rx{box-shadow:0 1px 2px rgba(0,0,0,.15)}.gn{color:#000091}.bb.r .qt{color:#10185a}
${headCss("#ffffff", "#161b2e", "#7d8398", "#e5e7ef", 60)}.hd{color:#000091}.hd b{color:#161b2e;font-size:17px}
.in{flex:none;gap:10px;padding:8px 12px 30px;background:#fff;border-top:1px solid #e5e7ef;color:#000091}.in .box{flex:1;min-height:38px;border-radius:8px;background:#f1f3f8;display:flex;align-items:center;padding:6px 12px;font-size:16px;color:#8d93a8}`,
  html: `<div class="row hd" data-role="ui">${icon.back(24)}${avatar(38, "#000091")}<div style="flex:1;min-width:0"><b>Data team · Lyon office</b><small>5 members</small></div>${icon.video(22)}${icon.moreV(20)}</div>
<div class="fill">
${bubbles(
  "Mateja",
  [
    { t: "Yesterday" },
    { them: "Thanks all for a great away day, see you Monday", who: "Mateja", time: "18:40" },
    { them: "still buzzing that we beat the clock", who: "Roksana", time: "18:52" },
    { t: "Today" },
    {
      me: "Small confession about the escape room. The keypad I spent twenty-five minutes trying codes on was the thermostat. That’s why it got so hot in there.",
      time: "09:47",
    },
    { them: "I took my jumper off for your code", who: "Pranav", quote: ["me", "That’s why it got so hot in there."], time: "09:55", react: "😂 3" },
    { them: "to be fair you did find a number. it was 31", who: "Roksana", time: "09:58" },
    { me: "I’ll mention it on the feedback form.", time: "10:06" },
    { them: "please don’t", who: "Mateja", time: "10:07", react: "👍 2" },
  ],
  true,
  { Mateja: "#6d4c41", Roksana: "#00897b", Pranav: "#c62828" },
)}
</div>
<div class="row in" data-role="ui">${icon.plus(22)}<span class="box">Send a message…</span>${icon.mic(22)}</div>`,
};

export const nekogram: ScreenSpec = {
  id: "nekogram-eleven-bins-on-a-sunday",
  app: "Nekogram",
  kind: "chat",
  dark: true,
  device: "android",
  format: "jpeg",
  generations: [{ quality: 82 }, { width: 900, quality: 68 }],
  owner: { name: "Merve", handle: null },
  time: "11:52",
  battery: 44,
  cutLines: 1,
  replies: true,
  css: `${bubbleCss({ bg: "#0f1720", fg: "#e9eef3", sub: "#7f8b97", left: "#1d2733", leftFg: "#e9eef3", right: "#2b5278", rightFg: "#eef4fa", radius: 14, size: 15, max: 262, quote: "rgba(255,255,255,.08)", react: "#1d2733" })}
.fill{padding-bottom:18px}.gn{color:#6ab2f2}.bb.r .qt{color:#eef4fa}
${headCss("#17212b", "#eef1f4", "#7f8b97", "#0b1117", 56)}.hd b{font-size:17px}
.in{flex:none;gap:10px;padding:8px 10px 20px;background:#17212b;color:#7f8b97}.in .box{flex:1;min-height:40px;display:flex;align-items:center;gap:10px;font-size:16px;color:#6b7885}`,
  html: `<div class="row hd" data-role="ui">${icon.back(22)}${avatar(38, "#5c6bc0")}<div style="flex:1;min-width:0"><b>Alder Close residents</b><small>14 members, 3 online</small></div>${icon.search(20)}${icon.moreV(20)}</div>
<div class="fill">
${bubbles(
  "Raimondo",
  [
    { them: "Morning all. Can anyone tell me why every single bin on the close is out on a Sunday?", who: "Raimondo", time: "09:14" },
    { them: "I saw a couple out and assumed I’d got the day wrong", who: "Nomvula", time: "09:20" },
    {
      me: "That’s on me. I put ours out at seven by mistake, and by nine the whole close had copied me. Eleven bins, wrong day, all following one confused person in slippers.",
      time: "09:41",
    },
    { voice: "0:11", who: "Makoa", time: "09:45" },
    { them: "in our defence you looked like you knew something", who: "Nomvula", time: "09:47", react: "😂 4" },
    { them: "Collection is Tuesday. For the record.", who: "Raimondo", time: "10:02" },
    { me: "Bringing ours back in now.", time: "11:30" },
    { typing: "Makoa is typing…" },
  ],
  true,
  { Raimondo: "#ef6c00", Nomvula: "#8e24aa", Makoa: "#00897b" },
)}
</div>
<div class="row in" data-role="ui">${icon.smile(24)}<span class="box">Message</span>${icon.paperclip(22)}${icon.mic(22)}</div>`,
};

export const monocles: ScreenSpec = {
  id: "monocles-praised-the-ending-of-volume-one",
  app: "monocles chat",
  kind: "chat",
  dark: false,
  device: "android",
  format: "png",
  crop: { top: 34 },
  owner: { name: "Paulo", handle: null },
  time: "20:26",
  battery: 63,
  cutLines: 1,
  replies: true,
  statusBarDark: true,
  statusBarBackground: "#37474f",
  css: `${bubbleCss({ bg: "#eceff1", fg: "#1f272b", sub: "#78868d", left: "#ffffff", leftFg: "#1f272b", right: "#c8e6c9", rightFg: "#14301a", radius: 8, size: 15, max: 264, quote: "rgba(0,0,0,.06)", react: "#fff" })}
.bb.l,.bb.r{box-shadow:0 1px 1px rgba(0,0,0,.12)}.rx{box-shadow:0 1px 2px rgba(0,0,0,.14)}.gn{color:#2e7d32}
${headCss("#455a64", "#fff", "#cfd8dc", "#455a64", 56)}.hd b{font-size:18px;font-weight:500}
.in{flex:none;gap:10px;padding:8px 8px 20px;background:#eceff1;color:#607d8b}.in .box{flex:1;min-height:42px;border-radius:4px;background:#fff;display:flex;align-items:center;gap:10px;padding:6px 12px;font-size:15px;color:#9aa6ac}.in .sd{width:44px;height:44px;border-radius:50%;background:#455a64;color:#fff;display:flex;align-items:center;justify-content:center}`,
  html: `<div class="row hd" data-role="ui">${icon.back(22)}${avatar(36, "#8d6e63")}<div style="flex:1;min-width:0"><b>Turn the Page</b><small>Nerea, Ruzica, Rinat, you</small></div>${icon.search(20)}${icon.moreV(20)}</div>
<div class="fill">
${bubbles(
  "Nerea",
  [
    { t: "Today" },
    { them: "thank you for hosting, the soup was lovely", who: "Ruzica", time: "09:15" },
    { me: "Thanks for coming. Good discussion, I thought.", time: "10:02" },
    {
      me: "Slightly awkward follow-up. I praised the ending for ten minutes last night. Nerea has just told me it’s volume one of three and stops halfway through a sentence.",
      time: "19:48",
    },
    { them: "I was too polite to say it at the time", who: "Nerea", time: "19:53" },
    { them: "you said the ending felt earned", who: "Ruzica", time: "19:55", react: "😂 2" },
    {
      photo: ["#e9e2d4", "#c9bda6"],
      who: "Rinat",
      caption: "found this in the host’s bathroom",
      time: "20:04",
      h: 112,
      shapes: `<div style="position:absolute;left:62px;top:16px;width:92px;height:80px;background:#3f51b5;border-radius:3px;box-shadow:4px 4px 0 #e8e8e8"></div><div style="position:absolute;left:120px;top:0;width:10px;height:34px;background:#e53935"></div>`,
    },
    { them: "page 40. page FORTY", who: "Rinat", time: "20:04" },
  ],
  true,
  { Nerea: "#7b1fa2", Ruzica: "#f57c00", Rinat: "#0277bd" },
)}
</div>
<div class="row in" data-role="ui"><span class="box">${icon.smile(20)}<span style="flex:1">Send encrypted message</span>${icon.paperclip(20)}</span><span class="sd">${icon.send(20)}</span></div>`,
};

export const kinzoo: ScreenSpec = {
  id: "kinzoo-the-twentieth-egg-in-july",
  app: "Kinzoo",
  kind: "chat",
  dark: false,
  device: "iphone",
  format: "jpeg",
  quality: 78,
  crop: { bottom: 80 },
  owner: { name: "Paora", handle: null },
  time: "17:05",
  battery: 33,
  cutLines: 0,
  replies: true,
  statusBarDark: true,
  statusBarBackground: "#5d3fc9",
  css: `${bubbleCss({ bg: "#f3f0fb", fg: "#1f1a33", sub: "#8a84a3", left: "#ffffff", leftFg: "#1f1a33", right: "#ffe3a3", rightFg: "#2b2210", radius: 20, size: 15.5, max: 272, quote: "rgba(0,0,0,.06)", react: "#fff" })}
.rx{box-shadow:0 1px 2px rgba(0,0,0,.15)}.gn{color:#6a4bd8}
${headCss("#6a4bd8", "#fff", "#e0d8ff", "#6a4bd8", 56)}.hd b{font-size:17px}
.in{flex:none;gap:10px;padding:8px 12px 30px;background:#fff;border-top:1px solid #e4def5;color:#6a4bd8}.in .box{flex:1;min-height:36px;border-radius:18px;background:#f3f0fb;display:flex;align-items:center;padding:6px 14px;font-size:16px;color:#8a84a3}`,
  html: `<div class="row hd" data-role="ui">${icon.back(24)}<div style="flex:1;min-width:0;text-align:center"><b>Family</b><small>4 members</small></div>${avatar(34, "#ffb300")}</div>
<div class="fill">
${bubbles(
  "Dad",
  [
    { t: "today" },
    { them: "Paora why does the piano smell like chocolate", who: "Dad", time: "16:21" },
    {
      me: "Mystery solved. At Easter I hid twenty eggs for the kids and they found nineteen. I’ve just found the twentieth, in the piano, because Nalesi asked me to play something. It’s July.",
      time: "16:30",
    },
    {
      photo: ["#3b2a22", "#1f1511"],
      who: "me",
      time: "16:31",
      h: 104,
      shapes: `<div style="position:absolute;left:0;top:0;width:100%;height:34px;background:repeating-linear-gradient(90deg,#f4f1ea 0 18px,#1a1a1a 18px 20px)"></div><div style="position:absolute;left:86px;top:54px;width:56px;height:26px;border-radius:40% 50% 45% 55%;background:#6b3f23"></div><div style="position:absolute;left:80px;top:74px;width:70px;height:8px;border-radius:50%;background:#b36a2e;opacity:.8"></div>`,
    },
    { them: "so Dad’s been playing on an egg since April", who: "Nalesi", time: "16:38", react: "😂 3" },
    { them: "Does that mean it’s still in tune or not", who: "Dad", time: "16:52" },
    { me: "It was never in tune.", time: "17:01" },
  ],
  true,
  { Dad: "#1565c0", Nalesi: "#d81b60", Ramiro: "#6a1b9a" },
)}
</div>
<div class="row in" data-role="ui">${icon.paperclip(22)}<span class="box">Message</span>${icon.mic(22)}</div>`,
};

export const jott: ScreenSpec = {
  id: "jott-forty-one-rings-for-the-garden",
  app: "Jott",
  kind: "chat",
  dark: false,
  device: "iphone-max",
  format: "png",
  owner: { name: "Nikolas", handle: null },
  time: "18:44",
  battery: 58,
  cutLines: 0,
  replies: true,
  css: `${bubbleCss({ bg: "#ffffff", fg: "#1b1d23", sub: "#8d909a", left: "#eef0f4", leftFg: "#1b1d23", right: "#7b5cff", rightFg: "#fff", radius: 20, size: 16, max: 300, quote: "rgba(0,0,0,.06)", react: "#fff" })}
.rx{box-shadow:0 1px 2px rgba(0,0,0,.15)}
${headCss("#ffffff", "#1b1d23", "#8d909a", "#eceef2", 60)}.hd{color:#7b5cff}.hd b{color:#1b1d23;font-size:17.5px}
.in{flex:none;gap:10px;padding:8px 12px 30px;background:#fff;color:#7b5cff}.in .box{flex:1;min-height:40px;border-radius:20px;background:#f2f3f6;display:flex;align-items:center;padding:6px 14px;font-size:16px;color:#9a9daa}`,
  html: `<div class="row hd" data-role="ui">${icon.back(24)}${avatar(40, "#ff7043")}<div style="flex:1;min-width:0"><b>Orsino</b><small>Active 5m ago</small></div>${icon.video(22)}${icon.moreV(20)}</div>
<div class="fill">
${bubbles("Orsino", [
  { t: "Today 18:02" },
  { them: "how’s the dog training going", time: "18:03" },
  { me: "Too well, if anything.", time: "18:10" },
  {
    me: "I taught Rigatoni to ring a small bell by the back door whenever he needs a wee. He’s worked out it also works when he just fancies a look at the garden. Forty-one rings today.",
    time: "18:11",
  },
  { them: "so you’ve trained yourself to open a door on command", time: "18:19", react: "😂" },
  { them: "honestly impressive. on his part", time: "18:19" },
  { me: "Forty-two.", time: "18:37" },
  { typing: "Orsino is typing…" },
])}
</div>
<div class="row in" data-role="ui">${icon.camera(22)}<span class="box">Jott a message</span>${icon.send(22)}</div>`,
};

export const teamworkChat: ScreenSpec = {
  id: "teamwork-chat-three-years-of-moss-gill",
  app: "Teamwork Chat",
  kind: "chat",
  dark: true,
  device: "iphone",
  format: "png",
  owner: { name: "Olabisi", handle: null },
  time: "15:41",
  battery: 67,
  cutLines: 1,
  replies: true,
  css: `${bubbleCss({ bg: "#16161d", fg: "#e8e8ef", sub: "#8a8a99", left: "#25252f", leftFg: "#e8e8ef", right: "#4a3fbf", rightFg: "#fff", radius: 10, size: 15.5, max: 276, quote: "rgba(255,255,255,.08)", react: "#25252f" })}
.gn{color:#a99cff}.bb.r .qt{color:#fff}
${headCss("#1d1d26", "#f1f1f6", "#8a8a99", "#0c0c10", 58)}.hd{color:#a99cff}.hd b{color:#f1f1f6;font-size:17px}
.in{flex:none;gap:10px;padding:8px 12px 30px;background:#1d1d26;color:#8a8a99}.in .box{flex:1;min-height:38px;border-radius:8px;background:#25252f;display:flex;align-items:center;padding:6px 12px;font-size:16px;color:#6f6f80}`,
  html: `<div class="row hd" data-role="ui">${icon.back(24)}${icon.hash(22)}<div style="flex:1;min-width:0"><b>accounts-team</b><small>6 people</small></div>${icon.search(20)}${icon.moreV(20)}</div>
<div class="fill">
${bubbles(
  "Quirino",
  [
    { t: "Today" },
    { them: "Mossgiel call is now 3:30, same link", who: "Mihaela", time: "14:02" },
    { me: "Thanks, I’ll dial in.", time: "14:05" },
    {
      me: "Bad news from that call. I’ve been saying Mossgiel wrong for three years, on every single call. It’s “Moss-geel”. Their new receptionist now answers the phone my way.",
      time: "15:22",
    },
    { them: "so you’ve rebranded a client without telling anyone", who: "Przemek", time: "15:25", react: "😂 2" },
    {
      them: "are we correcting them or is this just who they are now",
      who: "Quirino",
      quote: ["me", "Their new receptionist now answers the phone my way."],
      time: "15:29",
    },
    { them: "honestly yours is catchier", who: "Mihaela", time: "15:33" },
    { me: "I’m not telling them.", time: "15:38" },
  ],
  true,
  { Mihaela: "#00897b", Przemek: "#f4511e", Quirino: "#7cb342" },
)}
</div>
<div class="row in" data-role="ui">${icon.plus(22)}<span class="box">Message #accounts-team</span>${icon.send(22)}</div>`,
};
