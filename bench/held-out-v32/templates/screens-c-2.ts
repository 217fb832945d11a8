// Part C of the held-out set v32: group chats (screens-c.ts lists the part in screens.json order).
import { avatar, icon } from "./icons";
import type { ScreenSpec } from "./screen-type";
import { bubbleCss, bubbles, headCss } from "./screens-c-kit";

export const keet: ScreenSpec = {
  id: "keet-four-months-of-the-telly-described",
  app: "Keet",
  kind: "chat",
  dark: true,
  device: "iphone",
  format: "png",
  owner: { name: "Reinaldo", handle: null },
  time: "20:12",
  battery: 46,
  cutLines: 0,
  replies: true,
  css: `${bubbleCss({ bg: "#0c0d12", fg: "#e8e9f0", sub: "#7e8196", left: "#1d1f2a", leftFg: "#e8e9f0", right: "#b6f24a", rightFg: "#11140a", radius: 14, size: 15, max: 276, quote: "rgba(255,255,255,.09)", react: "#1d1f2a" })}
.bb.r .qt{background:rgba(0,0,0,.1)}
${headCss("#12141b", "#f0f1f6", "#7e8196", "#050609", 60)}.hd{color:#b6f24a}.hd b{color:#f0f1f6;font-size:17px}
.in{flex:none;gap:10px;padding:8px 12px 30px;background:#12141b;color:#b6f24a}.in .box{flex:1;min-height:38px;border-radius:10px;background:#1d1f2a;display:flex;align-items:center;padding:6px 14px;font-size:15.5px;color:#6f7389}`,
  html: `<div class="row hd" data-role="ui">${icon.back(24)}${avatar(38, "#3949ab")}<div style="flex:1;min-width:0"><b>Home</b><small>4 members · 3 online</small></div>${icon.phone(20)}${icon.moreV(20)}</div>
<div class="fill">
${bubbles(
  "Mum",
  [
    { them: "what’s wrong with their telly", who: "Marcelo", time: "19:34" },
    {
      me: "I may have switched on audio description when I set it up at Christmas. They’ve watched four months of TV with a woman describing it. Dad thinks she comes with the licence.",
      time: "19:40",
    },
    { them: "She is very good. She spotted the hat before I did.", who: "Dad", time: "19:44", react: "😂 2" },
    { them: "he said goodnight to her yesterday", who: "Marcelo", quote: ["me", "Dad thinks she comes with the licence."], time: "19:47" },
    { me: "I’ll come round on Sunday and turn her off.", time: "20:03" },
    { them: "Don’t.", who: "Dad", time: "20:05" },
    { typing: "Mum is typing…" },
  ],
  true,
  { Mum: "#c2185b", Marcelo: "#00897b", Dad: "#5d4037" },
)}
</div>
<div class="row in" data-role="ui">${icon.plus(22)}<span class="box">Write a message</span>${icon.mic(22)}</div>`,
};

export const teamwire: ScreenSpec = {
  id: "teamwire-three-hundred-people-called-first-name",
  app: "Teamwire",
  kind: "chat",
  dark: false,
  device: "iphone-max",
  format: "png",
  owner: { name: "Ozioma", handle: null },
  time: "15:27",
  battery: 64,
  cutLines: 2,
  replies: true,
  banner: {
    app: "Messages",
    color: "#34c759",
    title: "Pouya",
    body: "what time are you home? the plumber can only come before 5",
    author: "Pouya",
    age: "now",
  },
  css: `${bubbleCss({ bg: "#f2f4f6", fg: "#1c2430", sub: "#7b8593", left: "#ffffff", leftFg: "#1c2430", right: "#0a7c8c", rightFg: "#fff", radius: 16, size: 16, max: 300, quote: "rgba(0,0,0,.06)", react: "#fff" })}
.bb.l{box-shadow:0 1px 1px rgba(0,0,0,.08)}.rx{box-shadow:0 1px 2px rgba(0,0,0,.14)}.bb.r .qt{background:rgba(255,255,255,.16)}
${headCss("#ffffff", "#1c2430", "#7b8593", "#e1e5ea", 62)}.hd{color:#0a7c8c}.hd b{color:#1c2430;font-size:17px}
.in{flex:none;gap:10px;padding:8px 12px 30px;background:#fff;color:#0a7c8c;border-top:1px solid #e1e5ea}.in .box{flex:1;min-height:38px;border-radius:19px;background:#f2f4f6;display:flex;align-items:center;padding:6px 14px;font-size:16px;color:#9aa2ad}`,
  html: `<div class="row hd" data-role="ui">${icon.back(24)}${avatar(40, "#0a7c8c")}<div style="flex:1;min-width:0"><b>Events · Autumn Summit</b><small>Merindah, Oktay, Rashad, You</small></div>${icon.phone(21)}${icon.moreV(20)}</div>
<div class="fill">
${bubbles(
  "Merindah",
  [
    { t: "Today" },
    { them: "feedback forms are in, mostly lovely", who: "Merindah", time: "14:52" },
    { them: "one comment comes up 40-odd times though", who: "Merindah", time: "14:52" },
    { me: "Go on.", time: "14:58" },
    {
      me: "My fault entirely. I sent the printers the badge template instead of the guest list. Three hundred badges saying FIRST NAME LAST NAME, and nobody mentioned it for two whole days.",
      time: "15:01",
    },
    { them: "the keynote speaker introduced himself as Last Name and got a laugh", who: "Oktay", time: "15:06", react: "😂 3" },
    { them: "do we reprint for spring or lean into it", who: "Rashad", time: "15:09" },
    { me: "Reprint. I’ll check the proof this time.", quote: ["Rashad", "do we reprint for spring or lean into it"], time: "15:14" },
    { typing: "Oktay is typing…" },
  ],
  true,
  { Merindah: "#ef6c00", Oktay: "#1565c0", Rashad: "#6a1b9a" },
)}
</div>
<div class="row in" data-role="ui">${icon.plus(22)}<span class="box">Message</span>${icon.mic(22)}</div>`,
};

export const dingtalk: ScreenSpec = {
  id: "dingtalk-forty-six-people-at-two-in-the-morning",
  app: "DingTalk",
  kind: "chat",
  dark: false,
  device: "android",
  format: "jpeg",
  quality: 70,
  crop: { top: 30 },
  owner: { name: "Mikolaj", handle: null },
  time: "10:22",
  battery: 57,
  cutLines: 1,
  replies: true,
  css: `${bubbleCss({ bg: "#f2f3f5", fg: "#171a1d", sub: "#858b96", left: "#ffffff", leftFg: "#171a1d", right: "#3296fa", rightFg: "#fff", radius: 8, size: 15, max: 250, quote: "rgba(0,0,0,.06)", react: "#fff" })}
.rx{box-shadow:0 1px 2px rgba(0,0,0,.14)}
${headCss("#ffffff", "#171a1d", "#858b96", "#e5e6eb", 54)}.hd{color:#171a1d}.hd b{font-size:16.5px}
.in{flex:none;gap:10px;padding:8px 10px 20px;background:#f7f8fa;color:#5f6670;border-top:1px solid #e5e6eb}.in .box{flex:1;min-height:38px;border-radius:6px;background:#fff;display:flex;align-items:center;padding:6px 12px;font-size:15px;color:#a3a8b1}`,
  html: `<div class="row hd" data-role="ui">${icon.back(22)}<div style="flex:1;min-width:0"><b>Product · All-hands (46)</b><small>Internal group</small></div>${icon.phone(20)}${icon.more(20)}</div>
<div class="fill">
${bubbles(
  "Nakoma",
  [
    { them: "quick poll: who actually joined the all-hands", who: "Otabek", time: "09:48" },
    { them: "I was there. 2 a.m. In my coat, for some reason.", who: "Nakoma", time: "09:51" },
    {
      me: "I owe everyone an apology. My calendar was still on Singapore time after the trip. Forty-six of you joined my meeting at 2:00 a.m., and I snored through the whole thing.",
      time: "10:02",
    },
    { them: "we ran it without you. shortest all-hands we’ve ever had", who: "Ryota", time: "10:07", react: "👍 12" },
    { them: "the slides were lovely though", who: "Nakoma", time: "10:09" },
    { me: "Next one is 10 a.m. London. I’ve checked three times.", time: "10:15" },
    { them: "which London", who: "Otabek", time: "10:18", react: "😂 5" },
  ],
  true,
  { Otabek: "#00897b", Nakoma: "#f4511e", Ryota: "#3949ab" },
)}
</div>
<div class="row in" data-role="ui">${icon.mic(22)}<span class="box">Send to Product · All-hands</span>${icon.smile(22)}${icon.plus(22)}</div>`,
};

export const stashcat: ScreenSpec = {
  id: "stashcat-two-hours-of-pencils",
  app: "Stashcat",
  kind: "chat",
  dark: false,
  device: "iphone",
  format: "jpeg",
  quality: 78,
  owner: { name: "Romilda", handle: null },
  time: "16:41",
  battery: 22,
  cutLines: 0,
  replies: true,
  css: `${bubbleCss({ bg: "#eef2f4", fg: "#1b262c", sub: "#7c8a93", left: "#ffffff", leftFg: "#1b262c", right: "#dff3e9", rightFg: "#13301f", radius: 12, size: 15.5, max: 280, quote: "rgba(0,0,0,.06)", react: "#fff" })}
.bb.l{box-shadow:0 1px 1px rgba(0,0,0,.09)}.bb.r{box-shadow:0 1px 1px rgba(0,0,0,.07)}.rx{box-shadow:0 1px 2px rgba(0,0,0,.14)}
${headCss("#1f6f8b", "#ffffff", "#cde6ee", "#1f6f8b", 58)}.hd b{font-size:16.5px}
.in{flex:none;gap:10px;padding:8px 12px 30px;background:#ffffff;color:#1f6f8b;border-top:1px solid #dbe3e7}.in .box{flex:1;min-height:38px;border-radius:19px;background:#eef2f4;display:flex;align-items:center;padding:6px 14px;font-size:15.5px;color:#96a3ab}`,
  statusBarDark: true,
  statusBarBackground: "#1f6f8b",
  html: `<div class="row hd" data-role="ui">${icon.back(24)}${avatar(36, "#ffb300")}<div style="flex:1;min-width:0"><b>Year 7 trip · staff</b><small>Mansur, Murat, Rudo, You</small></div>${icon.moreV(20)}</div>
<div class="fill">
${bubbles(
  "Mansur",
  [
    { them: "coach back at 4:15, all 58 present and accounted for", who: "Murat", time: "16:18" },
    {
      photo: ["#d9d2c4", "#b8ad99"],
      who: "Mansur",
      caption: "group photo for the newsletter",
      time: "16:20",
      h: 104,
      shapes: `<div style="position:absolute;left:16px;top:44px;width:166px;height:18px;background:#f2c230"></div><div style="position:absolute;left:182px;top:44px;width:0;height:0;border-top:9px solid transparent;border-bottom:9px solid transparent;border-left:22px solid #e6c79b"></div><div style="position:absolute;left:8px;top:44px;width:10px;height:18px;background:#d98a8a"></div>${[14, 38, 62, 86, 110, 134, 158, 182].map((x, i) => `<div style="position:absolute;left:${x}px;top:${70 + (i % 2) * 4}px;width:18px;height:30px;border-radius:9px 9px 3px 3px;background:${["#34495e", "#8e44ad", "#2c3e50", "#c0392b"][i % 4]}"></div>`).join("")}`,
    },
    {
      me: "Quick confession before the parents ask. I clicked the wrong museum on the booking site. They were meant to see dinosaurs. They got two hours of pencils.",
      time: "16:27",
    },
    { them: "one of them asked if the big pencil was a dinosaur bone, so technically", who: "Mansur", time: "16:31", react: "😂 3" },
    { them: "they spent £340 in the gift shop. best feedback we’ve ever had", who: "Rudo", quote: ["me", "They got two hours of pencils."], time: "16:34" },
    { me: "I’ll write the newsletter bit myself.", time: "16:38" },
    { typing: "Murat is typing…" },
  ],
  true,
  { Murat: "#5e35b1", Mansur: "#e65100", Rudo: "#2e7d32" },
)}
</div>
<div class="row in" data-role="ui">${icon.paperclip(22)}<span class="box">Message</span>${icon.send(22)}</div>`,
};
