// Part A of the held-out set v21, its five chats (screens-a.ts lists the part in screens.json order).
import { avatar, icon } from "./icons";
import type { ScreenSpec } from "./screen-type";
import { other, own, ui } from "./shell";

type Msg = ["t", string] | ["me" | "them", string, string?, string?];

const bubbles = (them: string, items: Msg[]) =>
  items
    .map((m) => {
      if (m[0] === "t") return ui(m[1], "tm");
      const [side, text, time, who] = m;
      const t = time ? ui(time, "bt2") : "";
      if (side === "me") return `<div class="bb r">${own(text)}${t}</div>`;
      const name = who ?? them;
      return `<div class="bb l">${who ? ui(who, "gn") : ""}${other(name, text)}${t}</div>`;
    })
    .join("\n");

const bubbleCss = (o: {
  bg: string;
  fg: string;
  sub: string;
  left: string;
  leftFg: string;
  right: string;
  rightFg: string;
  radius: number;
  size: number;
  max?: number;
}) =>
  `body{background:${o.bg};color:${o.fg}}.fill{display:flex;flex-direction:column;justify-content:flex-end;padding:0 12px 8px;gap:5px}.fill>*{flex-shrink:0}
.bb{max-width:${o.max ?? 268}px;border-radius:${o.radius}px;padding:7px 11px;font-size:${o.size}px;line-height:${o.size + 5}px}.bb.l{background:${o.left};color:${o.leftFg};align-self:flex-start}.bb.r{background:${o.right};color:${o.rightFg};align-self:flex-end}
.bt2{font-size:10.5px;opacity:.62;text-align:right;margin-top:1px;line-height:13px}.gn{font-size:12.5px;font-weight:600;line-height:16px;margin-bottom:1px}
.tm{align-self:center;font-size:11.5px;color:${o.sub};margin:8px 0 2px}`;

export const chime: ScreenSpec = {
  id: "amazonchime-we-have-not-once-focused",
  app: "Amazon Chime",
  kind: "chat",
  dark: true,
  device: "iphone",
  format: "png",
  owner: { name: "Fredrik", handle: null },
  time: "16:08",
  battery: 47,
  replies: true,
  css: `${bubbleCss({ bg: "#15181d", fg: "#e6e9ee", sub: "#8a919c", left: "#252a31", leftFg: "#e6e9ee", right: "#1f6fc5", rightFg: "#fff", radius: 8, size: 15, max: 270 })}
.hd{flex:none;height:54px;padding:0 14px 0 8px;gap:10px;background:#1c2026;border-bottom:1px solid #2b3038;color:#4aa3ff;position:relative;z-index:3}.hd b{font-size:16px;font-weight:600;color:#e6e9ee;display:block}.hd small{font-size:12px;color:#8a919c;display:block}
.in{flex:none;gap:12px;padding:8px 12px 30px;background:#1c2026;border-top:1px solid #2b3038;color:#8a919c}.in .box{flex:1;min-height:38px;border-radius:6px;border:1px solid #3a404a;display:flex;align-items:center;padding:6px 12px;font-size:15px;color:#7a818c}`,
  html: `<div class="row hd" data-role="ui">${icon.back(24)}${avatar(34, "#8e6bc2")}<div style="flex:1;min-width:0"><b>Berenike Osterholt</b><small>Available</small></div>${icon.phone(20)}${icon.video(22)}</div>
<div class="fill">
${bubbles("Berenike Osterholt", [
  ["t", "Today"],
  ["them", "why are 14 people in your Focus Time every thursday", "3:41 PM"],
  ["me", "I sent the invite to the whole floor by mistake in March.", "3:44 PM"],
  ["me", "Nobody declined. They just started turning up.", "3:44 PM"],
  ["them", "and you never said anything??", "3:45 PM"],
  ["me", "By week three someone had made an agenda.", "3:47 PM"],
  ["them", "is that why there is a shared doc called Focus Time Minutes", "3:49 PM"],
  ["me", "Audra takes the minutes. We have not once focused.", "3:52 PM"],
  ["them", "fredrik just cancel it", "3:57 PM"],
  ["me", "I can’t. Last week they gave me a card for the anniversary.", "4:05 PM"],
])}
</div>
<div class="row in" data-role="ui">${icon.plus(22)}<span class="box">Message Berenike Osterholt</span>${icon.send(22)}</div>`,
};

export const kakaowork: ScreenSpec = {
  id: "kakaowork-hello-back-in-my-voice",
  app: "Kakao Work",
  kind: "chat",
  dark: false,
  device: "android",
  format: "jpeg",
  quality: 74,
  owner: { name: "Farrah", handle: null },
  time: "19:22",
  battery: 29,
  replies: true,
  css: `${bubbleCss({ bg: "#f3f4f7", fg: "#1d1f24", sub: "#878b94", left: "#fff", leftFg: "#1d1f24", right: "#ffe14d", rightFg: "#1d1f24", radius: 12, size: 15, max: 250 })}
.bb.l{border-top-left-radius:3px}.bb.r{border-top-right-radius:3px}.bt2{display:none}
.hd{flex:none;height:56px;padding:0 12px 0 8px;gap:10px;background:#fff;border-bottom:1px solid #e2e4e9;color:#1d1f24;position:relative;z-index:3}.hd b{font-size:16.5px;font-weight:600;display:block}.hd small{font-size:12px;color:#878b94;display:block}
.in{flex:none;gap:12px;padding:8px 10px 24px;background:#fff;border-top:1px solid #e2e4e9;color:#878b94}.in .box{flex:1;min-height:38px;display:flex;align-items:center;padding:6px 8px;font-size:15px;color:#a3a7af}.in .sd{width:34px;height:34px;border-radius:50%;background:#ffe14d;color:#1d1f24;display:flex;align-items:center;justify-content:center}`,
  html: `<div class="row hd" data-role="ui">${icon.back(22)}<div style="flex:1;min-width:0"><b>Bodil Vennerød</b><small>Product Design · Away</small></div>${icon.search(21)}${icon.menu(22)}</div>
<div class="fill">
${bubbles("Bodil Vennerød", [
  ["t", "Tuesday, December 1"],
  ["them", "ok last thing before I log off, can you add the churn numbers to slide 9 and move the timeline to the appendix", "17:58"],
  ["me", "Will do", "18:03"],
  ["them", "hey did you see my calls earlier? I rang you three times about the deck for tomorrow", "18:40"],
  ["me", "Sorry. I stopped trusting my ringtone.", "18:52"],
  ["me", "The new neighbour has a parrot. It does my ringtone perfectly.", "18:52"],
  ["them", "just change the ringtone lol", "18:55"],
  ["me", "I did. It learned the new one by Thursday.", "18:57"],
  ["them", "how many times have you fallen for it", "19:01"],
  ["me", "Today? Eleven. Once I said hello to it through the wall.", "19:03"],
  ["them", "did it say anything", "19:04"],
  ["me", "It said hello back in my voice.", "19:06"],
  ["them", "farrah I’m going to email you from now on", "19:11"],
])}
</div>
<div class="row in" data-role="ui">${icon.plus(24)}<span class="box">Enter a message</span>${icon.smile(22)}<span class="sd">${icon.arrowUp(18)}</span></div>`,
};

/** A public question on a listing and the seller's answer. */
export const voxer: ScreenSpec = {
  id: "voxer-beaten-by-a-swede",
  app: "Voxer",
  kind: "chat",
  dark: false,
  device: "iphone-max",
  format: "png",
  owner: { name: "Eoghan", handle: null },
  time: "13:46",
  battery: 64,
  cutLines: 1,
  keyboard: true,
  suggestions: ["marrows", "March", "May"],
  statusBarDark: true,
  statusBarBackground: "#f47b20",
  replies: true,
  css: `${bubbleCss({ bg: "#f6f6f6", fg: "#222", sub: "#8c8c8c", left: "#fff", leftFg: "#222", right: "#fde3cc", rightFg: "#222", radius: 10, size: 15.5, max: 300 })}
.bb.l{box-shadow:0 1px 1px rgba(0,0,0,.08)}
.hd{flex:none;height:54px;padding:0 14px 0 8px;gap:10px;background:#f47b20;color:#fff;position:relative;z-index:3}.hd b{font-size:17px;font-weight:600;display:block}.hd small{font-size:12px;color:#ffe2c8;display:block}
.in{flex:none;gap:10px;padding:7px 10px 8px;background:#fff;border-top:1px solid #e3e3e3;color:#f47b20}.in .box{flex:1;min-height:36px;border-radius:18px;border:1px solid #d6d6d6;display:flex;align-items:center;padding:6px 14px;font-size:16px;color:#222}.in .pt{width:36px;height:36px;border-radius:50%;background:#f47b20;color:#fff;display:flex;align-items:center;justify-content:center}`,
  html: `<div class="row hd" data-role="ui">${icon.back(24)}${avatar(34, "#4d7fa8")}<div style="flex:1;min-width:0"><b>Aednat</b><small>Listening now</small></div>${icon.phone(21)}${icon.moreV(21)}</div>
<div class="fill">
${bubbles("Aednat", [
  ["them", "did you bring Alfons to the village show in the end? mam said there was a photo in the parish newsletter", "12:58"],
  ["me", "I filled in the wrong form. He was entered under Root Vegetables.", "13:02"],
  ["them", "they let him compete??", "13:03"],
  ["me", "The judge said rules are rules. He sat very still on the table.", "13:05"],
  ["them", "eoghan how did he do", "13:06"],
  ["me", "Second place. Beaten by a swede as big as a toddler.", "13:09"],
  ["them", "is that why he has a rosette on in the newsletter", "13:31"],
  ["me", "He earned it. He has never been that still in his life.", "13:33"],
])}
</div>
<div class="row in" data-role="ui">${icon.plus(22)}${own("I’m entering him in", "box")}<span class="pt">${icon.mic(20)}</span></div>`,
};

export const hike: ScreenSpec = {
  id: "hike-past-the-front-desk",
  app: "Hike",
  kind: "chat",
  dark: true,
  device: "android",
  format: "jpeg",
  quality: 76,
  owner: { name: "Emmet", handle: null },
  time: "07:12",
  battery: 88,
  replies: true,
  css: `${bubbleCss({ bg: "#101418", fg: "#e4e8ec", sub: "#8b939c", left: "#1f262d", leftFg: "#e4e8ec", right: "#1b8f6a", rightFg: "#fff", radius: 16, size: 15, max: 250 })}
.bb.l{border-bottom-left-radius:4px}.bb.r{border-bottom-right-radius:4px}
.hd{flex:none;height:56px;padding:0 12px 0 8px;gap:10px;background:#171d23;border-bottom:1px solid #252d35;color:#e4e8ec;position:relative;z-index:3}.hd b{font-size:16.5px;font-weight:600;display:block}.hd small{font-size:12px;color:#8b939c;display:block}
.in{flex:none;gap:10px;padding:8px 10px 24px;background:#101418;color:#8b939c}.in .box{flex:1;min-height:40px;border-radius:20px;background:#1f262d;display:flex;align-items:center;gap:10px;padding:6px 14px;font-size:15px;color:#7c848d}.in .sd{width:40px;height:40px;border-radius:50%;background:#1b8f6a;color:#fff;display:flex;align-items:center;justify-content:center}`,
  html: `<div class="row hd" data-role="ui">${icon.back(22)}${avatar(36, "#c0677a")}<div style="flex:1;min-width:0"><b>Blathnaid</b><small>online</small></div>${icon.phone(20)}${icon.moreV(20)}</div>
<div class="fill">
${bubbles("Blathnaid", [
  ["t", "Today"],
  ["them", "mam says you’ve been going to the gym every morning?? who are you", "06:48"],
  ["me", "Every morning at 6. Since January.", "06:51"],
  ["them", "ok fair play. what are you lifting", "06:52"],
  ["me", "Nothing. There’s a massage chair by the front desk.", "06:55"],
  ["me", "I have not once gone past the front desk.", "06:55"],
  ["them", "emmet it’s 45 euro a month", "06:57"],
  ["them", "do the staff not say anything", "06:58"],
  ["me", "They put a little reserved sign on the chair at ten to six.", "07:03"],
  ["them", "I’m telling mam", "07:06"],
])}
</div>
<div class="row in" data-role="ui"><span class="box">${icon.smile(22)}<span style="flex:1">Type a message</span>${icon.paperclip(20)}${icon.camera(20)}</span><span class="sd">${icon.mic(20)}</span></div>`,
};

export const tango: ScreenSpec = {
  id: "tango-the-car-prefers-her",
  app: "Tango",
  kind: "chat",
  dark: false,
  device: "iphone",
  format: "png",
  crop: { top: 40 },
  owner: { name: "Douwe", handle: null },
  time: "18:05",
  battery: 36,
  replies: true,
  css: `${bubbleCss({ bg: "#fff", fg: "#1c1c1e", sub: "#8e8e93", left: "#f0f0f3", leftFg: "#1c1c1e", right: "#ff3b6b", rightFg: "#fff", radius: 18, size: 15.5, max: 270 })}
.hd{flex:none;height:56px;padding:0 14px 0 8px;gap:10px;background:#fff;border-bottom:1px solid #ececef;color:#ff3b6b;position:relative;z-index:3}.hd b{font-size:16.5px;font-weight:700;color:#1c1c1e;display:block}.hd small{font-size:12px;color:#8e8e93;display:block}
.in{flex:none;gap:12px;padding:8px 12px 30px;background:#fff;border-top:1px solid #ececef;color:#ff3b6b}.in .box{flex:1;min-height:38px;border-radius:19px;background:#f0f0f3;display:flex;align-items:center;padding:6px 14px;font-size:15.5px;color:#8e8e93}`,
  html: `<div class="row hd" data-role="ui">${icon.back(24)}${avatar(36, "#3f8fbf")}<div style="flex:1;min-width:0"><b>Andries</b><small>Active now</small></div>${icon.video(23)}${icon.phone(21)}</div>
<div class="fill">
${bubbles("Andries", [
  ["t", "Today 17:20"],
  ["them", "you sounded weird on the phone earlier, are you ok", "17:20"],
  ["me", "Sorry, driving. The new car only understands me in an Australian accent.", "17:31"],
  ["them", "what", "17:31"],
  ["me", "Navigation ignores me. If I say it like a surfer from Brisbane, we go anywhere.", "17:33"],
  ["them", "you have never been to Australia", "17:34"],
  ["me", "Neither has the car. It’s working, somehow.", "17:36"],
  ["them", "what happens when Femmie drives", "17:50"],
  ["me", "She does a Scottish one. The car prefers her.", "17:58"],
])}
</div>
<div class="row in" data-role="ui">${icon.gift(22)}<span class="box">Say something…</span>${icon.camera(22)}${icon.mic(22)}</div>`,
};
