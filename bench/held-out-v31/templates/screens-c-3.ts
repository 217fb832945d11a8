// Part C of the held-out set v31: group chats with quoted replies (screens-c.ts lists the part in screens.json order).
import { avatar, icon } from "./icons";
import type { ScreenSpec } from "./screen-type";
import { bubbleCss, bubbles, headCss } from "./screens-c-kit";

export const lark: ScreenSpec = {
  id: "lark-forty-kilos-of-decaf",
  app: "Lark",
  kind: "chat",
  dark: false,
  device: "iphone-max",
  format: "png",
  owner: { name: "Ramunas", handle: null },
  time: "14:17",
  battery: 58,
  cutLines: 0,
  replies: true,
  css: `${bubbleCss({ bg: "#f2f3f5", fg: "#1f2329", sub: "#8f959e", left: "#ffffff", leftFg: "#1f2329", right: "#cce0ff", rightFg: "#1f2329", radius: 10, size: 16, max: 300, quote: "rgba(51,112,255,.08)", react: "#fff" })}
.bb.l{box-shadow:0 1px 1px rgba(0,0,0,.06)}.rx{box-shadow:0 1px 2px rgba(0,0,0,.14)}.qt{border-left-color:#3370ff}.gn{color:#646a73;font-weight:500}
${headCss("#ffffff", "#1f2329", "#8f959e", "#dee0e3", 60)}.hd{color:#1f2329}.hd b{font-size:17px}
.in{flex:none;gap:12px;padding:8px 14px 32px;background:#fff;color:#646a73;border-top:1px solid #dee0e3}.in .box{flex:1;min-height:40px;border-radius:8px;background:#f2f3f5;display:flex;align-items:center;padding:6px 12px;font-size:16px;color:#8f959e}`,
  html: `<div class="row hd" data-role="ui">${icon.back(24)}<span style="width:38px;height:38px;border-radius:50%;background:#3370ff;flex:none"></span><div style="flex:1;min-width:0"><b>Floor 3 · Finance (12)</b><small>External members can’t join</small></div>${icon.phone(20)}${icon.menu(21)}</div>
<div class="fill">
${bubbles(
  "Mahlet",
  [
    { t: "Today 14:02" },
    { them: "is anyone else completely exhausted lately or is it just me", who: "Mahlet", time: "14:02" },
    { them: "I fell asleep in the stationery cupboard on Tuesday. Woke up holding a stapler.", who: "Otieno", time: "14:04" },
    { them: "three weeks of this. I blamed the clocks going back", who: "Quirine", time: "14:05" },
    { me: "Small thing.", time: "14:09" },
    {
      me: "That might be me. I ticked “decaf” on the bulk coffee order by accident. Forty kilos. At our rate it lasts until June.",
      time: "14:10",
    },
    { them: "I will not survive until June", who: "Quirine", quote: ["me", "At our rate it lasts until June."], time: "14:11", react: "😭 4" },
    { them: "so the stapler nap was a procurement issue", who: "Mahlet", time: "14:12", react: "😂 2" },
    { me: "I’ve emailed the supplier. They said it’s a very popular blend.", time: "14:15" },
    { typing: "Otieno is typing…" },
  ],
  true,
  { Mahlet: "#e8710a", Otieno: "#1e8e3e", Quirine: "#9334e6" },
)}
</div>
<div class="row in" data-role="ui">${icon.plus(24)}<span class="box">Send to Floor 3 · Finance</span>${icon.smile(22)}</div>`,
};

export const speakap: ScreenSpec = {
  id: "speakap-one-fish-counted-two-hundred-times",
  app: "Speakap",
  kind: "chat",
  dark: false,
  device: "iphone",
  format: "jpeg",
  quality: 80,
  owner: { name: "Mikaere", handle: null },
  time: "17:06",
  battery: 19,
  crop: { top: 47 },
  cutLines: 1,
  replies: true,
  css: `${bubbleCss({ bg: "#eef1f5", fg: "#1c2b3f", sub: "#7a8798", left: "#ffffff", leftFg: "#1c2b3f", right: "#0f6fde", rightFg: "#fff", radius: 18, size: 15.5, max: 276, quote: "rgba(15,111,222,.08)", react: "#fff" })}
.bb.l{box-shadow:0 1px 1px rgba(0,0,0,.08)}.rx{box-shadow:0 1px 2px rgba(0,0,0,.14)}.bb.r .qt{background:rgba(255,255,255,.16)}.gn{color:#0f6fde}
${headCss("#1c2b3f", "#ffffff", "#aab6c6", "#1c2b3f", 58)}.hd{color:#fff}.hd b{font-size:16.5px}
.in{flex:none;gap:10px;padding:8px 12px 30px;background:#fff;color:#0f6fde;border-top:1px solid #dde3ea}.in .box{flex:1;min-height:38px;border-radius:19px;border:1px solid #d3dae3;display:flex;align-items:center;padding:6px 14px;font-size:16px;color:#8a96a6}`,
  statusBarDark: true,
  statusBarBackground: "#1c2b3f",
  html: `<div class="row hd" data-role="ui">${icon.back(24)}<span style="width:36px;height:36px;border-radius:10px;background:#2fb67c;flex:none"></span><div style="flex:1;min-width:0"><b>Aquatics &amp; Pets · Weekend crew</b><small>9 members</small></div>${icon.more(20)}</div>
<div class="fill">
${bubbles(
  "Petronela",
  [
    { me: "Pond done! 212 fish in the big pond 🐟", time: "16:20" },
    { them: "the order sheet says we bought nine", who: "Petronela", quote: ["me", "Pond done! 212 fish in the big pond 🐟"], time: "16:31" },
    { them: "did they have babies. in a week", who: "Mpho", time: "16:32" },
    {
      me: "Found the problem. It’s one orange fish with a white spot. He follows me round the pond, so I counted him about two hundred times. He seemed to enjoy it.",
      time: "16:58",
    },
    {
      photo: ["#3f6b5c", "#20453b"],
      who: "Oleksa",
      caption: "this guy? he does it to everyone",
      time: "17:01",
      h: 84,
      shapes: `<div style="position:absolute;left:20px;top:8px;width:180px;height:70px;border-radius:50%;background:rgba(120,170,150,.35)"></div><div style="position:absolute;left:86px;top:34px;width:52px;height:20px;border-radius:50%;background:#f08a24"></div><div style="position:absolute;left:132px;top:36px;width:18px;height:16px;background:#f08a24;clip-path:polygon(0 50%,100% 0,100% 100%)"></div><div style="position:absolute;left:104px;top:38px;width:12px;height:9px;border-radius:50%;background:#fff"></div>`,
    },
    { them: "please put 9 on the sheet and go home", who: "Petronela", time: "17:03", react: "😂 5" },
    { typing: "Mpho is typing…" },
  ],
  true,
  { Petronela: "#c2185b", Mpho: "#5d4037", Oleksa: "#00838f" },
)}
</div>
<div class="row in" data-role="ui">${icon.plus(22)}<span class="box">Write a message…</span>${icon.camera(22)}</div>`,
};

export const twakeChat: ScreenSpec = {
  id: "twake-chat-asked-to-leave-the-silent-retreat",
  app: "Twake Chat",
  kind: "chat",
  dark: true,
  device: "android",
  format: "png",
  owner: { name: "Nalesoni", handle: null },
  time: "11:06",
  battery: 71,
  cutLines: 0,
  replies: true,
  css: `${bubbleCss({ bg: "#121318", fg: "#e3e2e9", sub: "#8e909a", left: "#272a33", leftFg: "#e3e2e9", right: "#1f5fd1", rightFg: "#fff", radius: 18, size: 15, max: 262, quote: "rgba(255,255,255,.09)", react: "#272a33" })}
.gn{color:#8ab4ff}
${headCss("#1a1c22", "#e3e2e9", "#9a9ca6", "#1a1c22", 60)}.hd{color:#c5c7d1}.hd b{color:#e3e2e9;font-size:17px;font-weight:500}
.in{flex:none;gap:8px;padding:8px 10px 22px;background:#121318;color:#8ab4ff}.in .box{flex:1;min-height:44px;border-radius:22px;background:#272a33;display:flex;align-items:center;gap:10px;padding:6px 14px;font-size:15px;color:#8e909a}`,
  html: `<div class="row hd" data-role="ui">${icon.back(22)}${avatar(38, "#6a1b9a")}<div style="flex:1;min-width:0"><b>Sunday walkers</b><small>5 members</small></div>${icon.video(21)}${icon.moreV(20)}</div>
<div class="fill">
${bubbles(
  "Mezgebu",
  [
    { t: "Yesterday" },
    { me: "Off to the retreat. Five days, no talking, no phone. See you on the other side.", time: "08:15" },
    { t: "Today" },
    { them: "why is your dot green", who: "Mezgebu", quote: ["me", "Five days, no talking, no phone."], time: "10:48" },
    { me: "I’m home.", time: "10:52" },
    {
      me: "They asked me to leave after one night. Turns out I talk in my sleep, and the whole dormitory heard me do a full weather forecast. With regions.",
      time: "10:53",
    },
    { them: "was it accurate though", who: "Rukayat", time: "10:55", react: "😂 3" },
    { them: "the only person who broke the silence was unconscious", who: "Naledi", time: "10:57" },
    { voice: "0:09", who: "Mezgebu", time: "10:59" },
    { me: "Scattered showers in the north, apparently.", time: "11:03" },
    { typing: "Rukayat is typing…" },
  ],
  true,
  { Mezgebu: "#2e7d32", Rukayat: "#ef6c00", Naledi: "#0277bd" },
)}
</div>
<div class="row in" data-role="ui"><span class="box">${icon.smile(20)}<span style="flex:1">Message</span>${icon.paperclip(20)}</span>${icon.mic(24)}</div>`,
};

export const linphone: ScreenSpec = {
  id: "linphone-forty-one-percent-labrador",
  app: "Linphone",
  kind: "chat",
  dark: false,
  device: "android",
  format: "jpeg",
  quality: 72,
  owner: { name: "Mikhail", handle: null },
  time: "19:41",
  battery: 45,
  cutLines: 0,
  replies: true,
  css: `${bubbleCss({ bg: "#ffffff", fg: "#22272e", sub: "#6c7a87", left: "#f1f3f5", leftFg: "#22272e", right: "#ffe3cf", rightFg: "#22272e", radius: 16, size: 15, max: 250, quote: "rgba(0,0,0,.07)", react: "#fff" })}
.rx{box-shadow:0 1px 3px rgba(0,0,0,.2)}.bb.r{border-bottom-right-radius:4px}.bb.l{border-bottom-left-radius:4px}.qt{border-left-color:#fe5e00}.gn{color:#6c7a87;font-weight:500;font-size:12px}.bb.r .pl{color:#fe5e00}
${headCss("#ffffff", "#22272e", "#6c7a87", "#e4e7eb", 60)}.hd{color:#fe5e00}.hd b{color:#22272e;font-size:17px}
.in{flex:none;gap:12px;padding:8px 10px 20px;background:#fff;color:#4e6074;border-top:1px solid #e4e7eb}.in .box{flex:1;min-height:40px;border-radius:20px;background:#f1f3f5;display:flex;align-items:center;padding:6px 14px;font-size:15px;color:#8a97a4}.in .sd{color:#fe5e00}`,
  html: `<div class="row hd" data-role="ui">${icon.back(22)}${avatar(36, "#ff7043")}<div style="flex:1;min-width:0"><b>Family 🏡</b><small>4 participants</small></div>${icon.phone(20)}${icon.moreV(20)}</div>
<div class="fill">
${bubbles(
  "Nkiru",
  [
    { them: "did the ancestry results come back yet?? your dad keeps asking me every single morning at breakfast", who: "Nkiru", time: "19:20" },
    { me: "They did. Some news.", time: "19:31" },
    {
      photo: ["#f4f1ea", "#e3ddd0"],
      who: "me",
      caption: "Our family results.",
      time: "19:32",
      h: 100,
      shapes: `<div style="position:absolute;left:70px;top:10px;width:80px;height:80px;border-radius:50%;background:conic-gradient(#b07a3c 0 41%,#5b8dd6 41% 70%,#7cb36b 70% 88%,#d9a441 88% 100%)"></div>`,
    },
    { them: "41% WHAT", who: "Oluchi", quote: ["me", "Our family results."], time: "19:33" },
    {
      me: "41% Labrador. I dropped the tube on the kitchen floor, Pepper licked it before I could grab it, and I posted it anyway because the kit was forty quid.",
      time: "19:34",
    },
    { them: "your father wants to know which side he gets it from", who: "Nkiru", time: "19:36", react: "😂 4" },
    { voice: "0:23", who: "Meseret", time: "19:38" },
    { me: "Mum, it’s the dog’s side.", time: "19:40" },
    { typing: "Oluchi is typing…" },
  ],
  true,
  { Nkiru: "#8e24aa", Oluchi: "#00897b", Meseret: "#f4511e" },
)}
</div>
<div class="row in" data-role="ui">${icon.smile(22)}${icon.paperclip(22)}<span class="box">Say something…</span><span class="sd">${icon.send(22)}</span></div>`,
};
