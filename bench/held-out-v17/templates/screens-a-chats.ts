// Part A's chats: Google Voice (a parking feud fought with wifi names and cones, keyboard open), Beeper
// (dark, a salsa class partnered with a coat stand), Chatwork (a fire warden who missed her drill, a line cut
// under the header, JPEG), Workplace Chat (a second kitchen found after six years, under a banner), SimpleX
// Chat (dark, encryption for a cake tin, cropped at the top). In each, the owner is the phone's user: the owner's messages are the sent ones (right),
// the other person's are on the other side.
import { avatar, icon } from "./icons";
import { esc, other, own, ui } from "./shell";
import type { ScreenSpec } from "./screen-type";

type Msg = ["t", string] | ["s", string] | ["me" | "them", string, string?];
/** Bubbles: "me" the owner's (sent, right), "them" the other person's (left, by `who`, or the third item). */
const bubbles = (them: string, items: Msg[]) =>
  items
    .map((m) => {
      if (m[0] === "t") return ui(m[1], "tm");
      if (m[0] === "s") return ui(m[1], "seen");
      const [side, text, who] = m;
      return side === "me" ? `<div class="bb r">${own(text)}</div>` : `${who ? ui(who, "gn") : ""}<div class="bb l">${other(who ?? them, text)}</div>`;
    })
    .join("\n");

const bubbleCss = (o: { bg: string; fg: string; sub: string; left: string; leftFg: string; right: string; rightFg: string; radius: number; size: number }) =>
  `body{background:${o.bg};color:${o.fg}}.fill{display:flex;flex-direction:column;justify-content:flex-end;padding:0 12px 8px;gap:5px}
.bb{max-width:268px;border-radius:${o.radius}px;padding:8px 12px;font-size:${o.size}px;line-height:${o.size + 5}px}.bb.l{background:${o.left};color:${o.leftFg};align-self:flex-start}.bb.r{background:${o.right};color:${o.rightFg};align-self:flex-end}
.tm{align-self:center;font-size:11.5px;color:${o.sub};margin:8px 0 2px}.seen{align-self:flex-end;font-size:11px;color:${o.sub}}.gn{font-size:12px;color:${o.sub};margin:6px 0 -2px 6px}`;

export const googleVoice: ScreenSpec = {
  id: "googlevoice-a-family-of-cones",
  app: "Google Voice",
  kind: "chat",
  dark: false,
  device: "android",
  format: "png",
  owner: { name: "Ailsa", handle: null },
  time: "6:58",
  battery: 44,
  keyboard: true,
  suggestions: ["animals", "animal", "amateurs"],
  replies: true,
  css: `${bubbleCss({ bg: "#fff", fg: "#202124", sub: "#5f6368", left: "#f1f3f4", leftFg: "#202124", right: "#1a73e8", rightFg: "#fff", radius: 18, size: 15 })}
.hd{flex:none;height:60px;padding:0 8px 0 12px;gap:14px;border-bottom:1px solid #e8eaed;color:#5f6368}.hd b{font-size:18px;font-weight:500;color:#202124;display:block}.hd small{font-size:12.5px;display:block}
.lr{display:flex;align-items:flex-end;gap:8px;align-self:flex-start}.lr .bb{max-width:240px}
.in{flex:none;gap:10px;padding:6px 10px 8px;color:#1a73e8}.in .box{flex:1;min-height:40px;border-radius:20px;background:#f1f3f4;display:flex;align-items:center;padding:6px 16px;font-size:15px;color:#202124}`,
  html: `<div class="row hd" data-role="ui">${icon.back(22)}<div style="flex:1;min-width:0"><b>Dunstan</b><small>Mobile · (541) 555-0187</small></div>${icon.phone(22)}${icon.video(22)}${icon.moreV(22)}</div>
<div class="fill">
${bubbles("Dunstan", [
  ["t", "Yesterday 8:15 PM"],
  ["them", "did you sort out the thing with your neighbor"],
  ["me", "Sort of. I renamed our wifi to StopParkingAcrossMyDrive"],
  ["me", "He renamed his to WhichDrive"],
  ["them", "😂 so no"],
  ["t", "6:41 PM"],
  ["me", "Then I put a traffic cone out. He has put a smaller cone next to my cone. We now have a cone family."],
  ["them", "Ailsa"],
  ["them", "have you tried knocking on his door like a normal person"],
])}
</div>
<div class="row in">${icon.plus(24)}<span class="box" data-role="owner">absolutely not, we are not</span>${icon.send(22)}</div>`,
};

export const beeper: ScreenSpec = {
  id: "beeper-partnered-with-the-coat-stand",
  app: "Beeper",
  kind: "chat",
  dark: true,
  device: "iphone",
  format: "png",
  owner: { name: "Caterina", handle: null },
  time: "21:37",
  battery: 62,
  replies: true,
  css: `${bubbleCss({ bg: "#0f0f12", fg: "#f2f2f5", sub: "#8e8e98", left: "#26262c", leftFg: "#f2f2f5", right: "#6b5cff", rightFg: "#fff", radius: 20, size: 16 })}
.hd{flex:none;height:58px;padding:0 14px 0 8px;gap:10px;border-bottom:1px solid #222228;color:#b9b3ff}.hd b{font-size:16.5px;font-weight:600;color:#f2f2f5;display:block}.hd small{font-size:12px;color:#8e8e98;display:block}
.av{position:relative}.av i{position:absolute;right:-2px;bottom:-2px;width:15px;height:15px;border-radius:50%;background:#3a76f0;border:2px solid #0f0f12}
.in{flex:none;gap:12px;padding:8px 12px 30px;color:#8e8e98}.in .box{flex:1;min-height:38px;border-radius:19px;border:1px solid #33333b;display:flex;align-items:center;padding:6px 14px;font-size:16px;color:#6f6f78}`,
  html: `<div class="row hd" data-role="ui">${icon.back(24)}<span class="av">${avatar(36, "#c07a9a")}<i></i></span><div style="flex:1;min-width:0"><b>Esme Carrow</b><small>Signal</small></div>${icon.phone(21)}${icon.moreV(20)}</div>
<div class="fill">
${bubbles("Esme Carrow", [
  ["t", "Tue 19:02"],
  ["them", "is Saturday at mine still on"],
  ["me", "Yes, I’ll bring a lasagne"],
  ["t", "Today 21:14"],
  ["them", "how’s salsa going"],
  ["me", "Really well actually. Week 8."],
  ["me", "Everyone rotates partners every song. Except me, the teacher pairs me with the coat stand. She says it’s for my balance."],
  ["them", "Caterina 😭"],
  ["them", "is the coat stand any good"],
  ["me", "Better than me. It doesn’t count out loud."],
  ["them", "are you going Thursday"],
  ["me", "Yes, I’ve bought the proper shoes"],
  ["s", "Read 21:36"],
])}
</div>
<div class="row in" data-role="ui">${icon.plus(24)}<span class="box">Write a message…</span>${icon.mic(22)}</div>`,
};

/** A group message from someone else: avatar, name, bubble (Chatwork). */
const cwThem = (name: string, color: string, text: string, time: string) =>
  `<div class="row cw">${avatar(32, color)}<div style="min-width:0">${ui(name, "cn")}<div class="row" style="gap:6px;align-items:flex-end"><div class="bb l">${other(name, text)}</div>${ui(time, "ct")}</div></div></div>`;
const cwMe = (text: string, time: string) =>
  `<div class="row" style="gap:6px;align-items:flex-end;align-self:flex-end">${ui(time, "ct")}<div class="bb r">${own(text)}</div></div>`;

export const chatwork: ScreenSpec = {
  id: "chatwork-fire-warden-also-me",
  app: "Chatwork",
  kind: "chat",
  dark: false,
  device: "iphone",
  format: "jpeg",
  quality: 70,
  owner: { name: "Agathe", handle: null },
  time: "16:22",
  battery: 38,
  cutLines: 1,
  replies: true,
  css: `${bubbleCss({ bg: "#f3f4f6", fg: "#222", sub: "#7a7f87", left: "#fff", leftFg: "#222", right: "#e6f4e1", rightFg: "#222", radius: 12, size: 15 })}
.fill>*{flex-shrink:0}.bb{max-width:250px;border:1px solid #e1e3e7}.bb.r{border-color:#cfe6c6}
.hd{flex:none;height:56px;padding:0 12px 0 8px;gap:10px;background:#fff;border-bottom:1px solid #e1e3e7;position:relative;z-index:3;color:#d6303a}.hd b{font-size:16px;font-weight:700;color:#222;display:block}.hd small{font-size:11.5px;color:#7a7f87;display:block}
.cw{gap:8px;align-items:flex-start;align-self:flex-start}.cn{font-size:12px;color:#7a7f87;margin:2px 0 2px 2px}.ct{font-size:10.5px;color:#9aa0a8;flex:none}
.rm{width:34px;height:34px;border-radius:8px;background:#f19a3e}
.in{flex:none;gap:12px;padding:8px 12px 30px;background:#fff;border-top:1px solid #e1e3e7;color:#7a7f87}.in .box{flex:1;min-height:38px;border-radius:6px;border:1px solid #d5d8dd;display:flex;align-items:center;padding:6px 12px;font-size:15px;color:#9aa0a8}.to{font-size:13px;font-weight:700;color:#d6303a;border:1px solid #d6303a;border-radius:4px;padding:2px 6px}`,
  html: `<div class="row hd" data-role="ui">${icon.back(24)}<span class="rm"></span><div style="flex:1;min-width:0"><b>Fennick House Office</b><small>9 members</small></div>${icon.search(21)}${icon.menu(21)}</div>
<div class="fill">
${cwThem("Domnall Fenner", "#8aa15a", "has anyone seen the long stapler, the one that does booklets, it was next to the printer on Monday and now it has gone", "13:40")}
${cwThem("Filippa Marwick", "#6a8fc0", "Window cleaners are in on Friday, please move everything off the sills by Thursday night", "14:02")}
${cwMe("Fire drill results: everyone was out and at the car park in 4 minutes. Except me. I had my headphones on in the archive room and did the whole drill in there. Fire warden: also me.", "15:48")}
${cwThem("Domnall Fenner", "#8aa15a", "so the fire warden didn’t evacuate", "15:51")}
${cwMe("I evacuated at 15:20, when I came out for a biscuit.", "15:52")}
${cwThem("Filippa Marwick", "#6a8fc0", "Agathe you had the clipboard", "15:55")}
${cwMe("The clipboard is with me. Everyone is ticked off, including me, retrospectively.", "15:57")}
${cwThem("Bastien Crewe", "#b0785a", "can we do the next one after lunch pls", "16:10")}
</div>
<div class="row in" data-role="ui">${icon.paperclip(22)}<span class="to">TO</span><span class="box">Enter message here</span>${icon.send(22)}</div>`,
};

/** A Workplace Chat group row from someone else: a small avatar beside the bubble, the name above it. */
const wpThem = (name: string, color: string, texts: string[]) =>
  `${ui(name, "gn")}${texts.map((t, i) => `<div class="row wl">${i === texts.length - 1 ? avatar(26, color) : `<span style="width:26px"></span>`}<div class="bb l">${other(name, t)}</div></div>`).join("")}`;

export const workplaceChat: ScreenSpec = {
  id: "workplacechat-six-years-of-the-instant",
  app: "Workplace Chat",
  kind: "chat",
  dark: false,
  device: "android",
  format: "png",
  owner: { name: "Fabienne", handle: null },
  time: "10:47",
  battery: 71,
  cutLines: 1,
  banner: {
    app: "Messages",
    color: "#1a73e8",
    title: "Elfrida",
    body: "can you still drive me to the dentist on the 9th, it’s at 8:40",
    author: "Elfrida",
    age: "now",
  },
  replies: true,
  css: `${bubbleCss({ bg: "#fff", fg: "#050505", sub: "#65676b", left: "#f0f2f5", leftFg: "#050505", right: "#3b5cdc", rightFg: "#fff", radius: 18, size: 15 })}
.fill>*{flex-shrink:0}.fill{padding-bottom:18px}.gn{margin:8px 0 0 46px}.wl{gap:8px;align-self:flex-start;align-items:flex-end}.wl .bb{max-width:240px}.fill{gap:3px}.bb.r{max-width:250px}
.hd{flex:none;height:60px;padding:0 14px 0 10px;gap:10px;border-bottom:1px solid #e4e6eb;color:#3b5cdc}.hd b{font-size:16.5px;font-weight:600;color:#050505;display:block;white-space:nowrap;overflow:hidden;text-overflow:ellipsis}.hd small{font-size:12.5px;color:#65676b;display:block}
.gav{position:relative;width:40px;height:40px;flex:none}.gav span{position:absolute}.gav span:first-child{left:0;top:0}.gav span:last-child{right:0;bottom:0}
.in{flex:none;gap:14px;padding:8px 12px 10px;color:#3b5cdc}.in .box{flex:1;min-height:38px;border-radius:19px;background:#f0f2f5;display:flex;align-items:center;padding:6px 14px;font-size:15px;color:#65676b}`,
  html: `<div class="row hd" data-role="ui">${icon.back(24)}<span class="gav"><span>${avatar(28, "#8a6fb0")}</span><span>${avatar(28, "#5aa08a")}</span></span><div style="flex:1;min-width:0"><b>Claims Team, Tolland Mutual</b><small>Caradoc, Briony and 9 others</small></div>${icon.phone(22)}${icon.video(22)}</div>
<div class="fill">
${wpThem("Briony Tolland", "#8a6fb0", ["Morning all. The Dellow file is back from legal, it’s on my desk if anyone needs it before the 11:30"])}
${wpThem("Caradoc Ewart", "#5aa08a", ["is anyone doing a coffee run, I’m going in 5"])}
${bubbles("", [
  ["me", "Don’t need one. I have news."],
  [
    "me",
    "There is a second kitchen on the sixth floor. It has a bean-to-cup machine and a dishwasher. I have been drinking the instant from the jar with the broken lid for six years.",
  ],
])}
${wpThem("Briony Tolland", "#8a6fb0", ["Fabienne that kitchen opened in 2019", "you organised the leaving do for the woman who ran it"])}
${bubbles("", [["me", "I thought she ran a café."]])}
${wpThem("Caradoc Ewart", "#5aa08a", ["😂 I’ll grab you a cortado then"])}
${bubbles("", [
  ["me", "Oat please. I’m a sixth floor person now."],
  ["s", "Seen by Caradoc, Briony + 4"],
])}
</div>
<div class="row in" data-role="ui">${icon.camera(22)}${icon.mic(22)}<span class="box">Aa</span>${icon.thumbUp(22)}</div>`,
};

/** SimpleX bubbles carry their time inside, at the bottom right. */
const sx = (side: "me" | "them", text: string, time: string, who = "Cleo Brannagh") =>
  `<div class="bb ${side === "me" ? "r" : "l"}">${side === "me" ? own(text) : other(who, text)}${ui(time, "st")}</div>`;

export const simplex: ScreenSpec = {
  id: "simplex-the-cake-tin-in-total-privacy",
  app: "SimpleX Chat",
  kind: "chat",
  dark: true,
  device: "iphone-max",
  format: "png",
  owner: { name: "Dorian", handle: null },
  time: "20:09",
  battery: 55,
  crop: { top: 50 },
  cutLines: 1,
  replies: true,
  css: `${bubbleCss({ bg: "#000", fg: "#f0f0f0", sub: "#8a8a8e", left: "#262628", leftFg: "#f0f0f0", right: "#1f3b5c", rightFg: "#f0f0f0", radius: 18, size: 16.5 })}
.fill>*{flex-shrink:0}.fill{padding-bottom:18px}.bb{max-width:300px}.st{font-size:11px;color:#9ea3ab;text-align:right;margin-top:2px}
.hd{flex:none;height:54px;padding:0 14px 0 6px;gap:8px;border-bottom:1px solid #1c1c1e;color:#3e8ef7;background:#0b0b0c;position:relative;z-index:3}.hd .t{flex:1;display:flex;align-items:center;justify-content:center;gap:8px;margin-right:26px}.hd b{font-size:17px;font-weight:600;color:#f0f0f0}
.in{flex:none;gap:12px;padding:8px 12px 32px;color:#3e8ef7;background:#0b0b0c}.in .box{flex:1;min-height:38px;border-radius:19px;border:1px solid #3a3a3c;display:flex;align-items:center;padding:6px 14px;font-size:16.5px;color:#6e6e73}`,
  html: `<div class="row hd" data-role="ui">${icon.back(24)}<span style="font-size:17px">Chats</span><div class="t">${avatar(30, "#c9875a")}<b>Cleo Brannagh</b></div>${icon.phone(22)}</div>
<div class="fill">
${sx("them", "it says you want to connect with me? I thought you hated new apps", "19:31")}
${sx("me", "Have you installed it? Is this working?", "19:40")}
${sx("them", "yes. why are we on this one", "19:41")}
${sx("me", "It has no phone numbers, no user IDs and encryption that nobody can break.", "19:43")}
${sx("me", "So I can ask you this in total privacy: do you still have my good cake tin from March", "19:43")}
${sx("them", "Dorian", "19:50")}
${sx("them", "you could have put that on a postcard", "19:50")}
${sx("me", "And let the whole sorting office know about the cake tin? No.", "19:52")}
${sx("them", "it’s in my boot, I’ll drop it round Sunday", "20:01")}
${sx("me", "Thank you. Delete this chat after.", "20:02")}
</div>
<div class="row in" data-role="ui">${icon.paperclip(22)}<span class="box">Message</span>${icon.mic(22)}</div>`,
};

export const CHATS_A: ScreenSpec[] = [googleVoice, beeper, chatwork, workplaceChat, simplex];
