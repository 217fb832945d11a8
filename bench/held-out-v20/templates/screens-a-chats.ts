// Part A's chats (v20): ICQ (three years of calling a colleague by the wrong name, JPEG, the friend's first
// line in view cut under the header), TamTam (dark, a cousin's wedding photographed mostly as a cake, cropped
// at the top), Trillian (concert tickets for the wrong Birmingham, keyboard open, the owner's reply being
// typed), Spike (a self-parking car that took nineteen minutes, an email conversation, saved twice), Troop
// Messenger (dark, the office goldfish back from Christmas at twice its size, a colleague's first line in
// view cut under the header). In each, the owner is the phone's user: the owner's messages are the sent ones
// (right), the other people's are on the other side.
import { avatar, icon } from "./icons";
import type { ScreenSpec } from "./screen-type";
import { other, own, ui } from "./shell";

type Msg = ["t", string] | ["s", string] | ["me" | "them", string, string?, string?];

/** Bubbles with an optional time inside at the bottom right: "me" the owner's (right), "them" the other person's (left; a fourth item names a group member over the bubble). */
const bubbles = (them: string, items: Msg[]) =>
  items
    .map((m) => {
      if (m[0] === "t") return ui(m[1], "tm");
      if (m[0] === "s") return ui(m[1], "seen");
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
.tm{align-self:center;font-size:11.5px;color:${o.sub};margin:8px 0 2px}.seen{align-self:flex-end;font-size:11px;color:${o.sub}}`;

export const icq: ScreenSpec = {
  id: "icq-a-whole-life-as-duncan",
  app: "ICQ",
  kind: "chat",
  dark: false,
  device: "android",
  format: "jpeg",
  quality: 72,
  owner: { name: "Calum", handle: null },
  time: "22:14",
  battery: 41,
  cutLines: 1,
  replies: true,
  css: `${bubbleCss({ bg: "#eef1ec", fg: "#1c1f1a", sub: "#7d857a", left: "#fff", leftFg: "#1c1f1a", right: "#d6f5c6", rightFg: "#1c1f1a", radius: 14, size: 15, max: 262 })}
.bb.l{border-bottom-left-radius:3px}.bb.r{border-bottom-right-radius:3px}
.hd{flex:none;height:56px;padding:0 12px 0 8px;gap:10px;background:#fff;border-bottom:1px solid #dfe3dc;color:#19b04a;position:relative;z-index:3}.hd b{font-size:16px;font-weight:500;color:#1c1f1a;display:block}.hd small{font-size:12px;color:#7d857a;display:block}
.in{flex:none;gap:12px;padding:8px 10px 26px;background:#fff;border-top:1px solid #dfe3dc;color:#7d857a}.in .box{flex:1;min-height:38px;display:flex;align-items:center;padding:6px 4px;font-size:15.5px;color:#9aa097}.in .sd{color:#19b04a}`,
  html: `<div class="row hd" data-role="ui">${icon.back(22)}${avatar(38, "#d08a4e")}<div style="flex:1;min-width:0"><b>Efua</b><small>was online 5 minutes ago</small></div>${icon.phone(21)}${icon.video(22)}</div>
<div class="fill">
${bubbles("Efua", [
  ["them", "so did you go to the leaving drinks in the end or did you stay home again", "21:48"],
  ["me", "I went. Slight problem. For three years I have called the man from procurement Duncan.", "21:50"],
  ["me", "His name is Bertolt. It was written on the cake.", "21:51"],
  ["them", "CALUM. three YEARS??", "21:51"],
  ["me", "He answers to Duncan now. His wife called him Duncan at the Christmas do.", "21:53"],
  ["them", "you have to tell him before he goes", "21:55"],
  ["me", "It would be cruel now. He has built a whole life as Duncan.", "21:58"],
  ["them", "what did you write in the card", "22:01"],
  ["me", "Good luck, Duncan.", "22:02"],
])}
</div>
<div class="row in" data-role="ui">${icon.smile(24)}<span class="box">Message</span>${icon.paperclip(22)}<span class="sd">${icon.mic(24)}</span></div>`,
};

export const tamtam: ScreenSpec = {
  id: "tamtam-i-went-with-it",
  app: "TamTam",
  kind: "chat",
  dark: true,
  device: "iphone",
  format: "png",
  owner: { name: "Ailbhe", handle: null },
  time: "20:36",
  battery: 58,
  crop: { top: 47 },
  replies: true,
  css: `${bubbleCss({ bg: "#0f1216", fg: "#e9edf2", sub: "#858d97", left: "#22272e", leftFg: "#e9edf2", right: "#2a6fdb", rightFg: "#fff", radius: 17, size: 15.5, max: 266 })}
.fill{padding-bottom:12px}
.hd{flex:none;height:56px;padding:0 14px 0 8px;gap:10px;background:#171b21;border-bottom:1px solid #232830;color:#5c9cff;position:relative;z-index:3}.hd b{font-size:16.5px;font-weight:600;color:#e9edf2;display:block}.hd small{font-size:12px;color:#858d97;display:block}
.in{flex:none;gap:12px;padding:8px 12px 32px;background:#171b21;border-top:1px solid #232830;color:#858d97}.in .box{flex:1;min-height:38px;border-radius:19px;background:#22272e;display:flex;align-items:center;padding:6px 14px;font-size:15.5px;color:#747c86}`,
  html: `<div class="row hd" data-role="ui">${icon.back(24)}${avatar(36, "#b56a8e")}<div style="flex:1;min-width:0"><b>Domenica</b><small>last seen recently</small></div>${icon.phone(21)}${icon.moreV(21)}</div>
<div class="fill">
${bubbles("Domenica", [
  ["t", "Sunday"],
  ["them", "Ailbhe!! any chance of the wedding photos this week? no rush x", "18:02"],
  ["me", "Sent! All 386 of them. It’s a shared folder.", "18:40"],
  ["them", "ailbhe the first 60 are the cake", "18:47"],
  ["me", "It was a beautiful cake. It deserved proper coverage.", "18:49"],
  ["them", "where is Cassius", "18:50"],
  ["me", "He’s in a few. Mostly from behind, walking towards the cake.", "18:52"],
  ["them", "am I in any", "18:52"],
  ["me", "You’re in nine. Eleven if you count your hand on the knife.", "18:53"],
  ["them", "what is this photo of the cake next to a van at night", "19:10"],
  ["me", "The venue moved it to the van at 11. I went with it.", "19:14"],
])}
</div>
<div class="row in" data-role="ui">${icon.paperclip(22)}<span class="box">Message</span>${icon.mic(22)}</div>`,
};

export const trillian: ScreenSpec = {
  id: "trillian-same-band-different-birmingham",
  app: "Trillian",
  kind: "chat",
  dark: false,
  device: "iphone-max",
  format: "png",
  owner: { name: "Dariusz", handle: null },
  time: "11:27",
  battery: 73,
  keyboard: true,
  suggestions: ["not", "now", "no"],
  replies: true,
  css: `${bubbleCss({ bg: "#fff", fg: "#1b2230", sub: "#8893a3", left: "#edf1f6", leftFg: "#1b2230", right: "#2f8fdd", rightFg: "#fff", radius: 18, size: 16, max: 300 })}
.bb.l{border-top-left-radius:5px}.bb.r{border-top-right-radius:5px}
.hd{flex:none;height:58px;padding:0 14px 0 8px;gap:10px;background:#1d3a5f;color:#fff;position:relative;z-index:3}.hd b{font-size:17px;font-weight:600;display:block}.hd small{font-size:12px;color:#a9bdd6;display:block}
.in{flex:none;gap:10px;padding:7px 10px 8px;background:#f5f7fa;border-top:1px solid #e1e6ed;color:#2f8fdd}.in .box{flex:1;min-height:36px;border-radius:18px;background:#fff;border:1px solid #d9dfe7;display:flex;align-items:center;padding:6px 14px;font-size:16px;color:#1b2230}.in .sd{width:34px;height:34px;border-radius:50%;background:#2f8fdd;color:#fff;display:flex;align-items:center;justify-content:center}`,
  statusBarDark: true,
  statusBarBackground: "#1d3a5f",
  html: `<div class="row hd" data-role="ui">${icon.back(24)}${avatar(36, "#6f9a4a")}<div style="flex:1;min-width:0"><b>Fulvio</b><small>Available</small></div>${icon.video(23)}${icon.phone(21)}</div>
<div class="fill">
${bubbles("Fulvio", [
  ["t", "Today 11:02"],
  ["me", "Tickets booked for the Fen Lanterns in Birmingham! Row F, 14 March."],
  ["them", "nice. why is it in dollars"],
  ["them", "dariusz why does it say AL after Birmingham"],
  ["me", "Alabama."],
  ["me", "Same band. Different Birmingham."],
  ["them", "the band is from OUR birmingham. they play the town hall every christmas"],
  ["me", "Then it will be nice for them to see some familiar faces."],
  ["me", "Flights are only £640 if we leave on the Tuesday."],
])}
</div>
<div class="row in">${icon.plus(24)}<span class="box" data-role="owner">so are you in or not</span><span class="sd" data-role="ui">${icon.send(18)}</span></div>`,
};

/** A Spike message: the sender's avatar and name row (labels), the words, in a card. */
const spikeMsg = (side: "me" | "them", name: string, time: string, texts: string[]) =>
  `<div class="sp ${side === "me" ? "r" : "l"}">${ui(`${name} · ${time}`, "sn")}${texts.map((t) => (side === "me" ? own(t, "st") : other(name, t, "st"))).join("")}</div>`;

export const spike: ScreenSpec = {
  id: "spike-a-man-lifted-his-son-up",
  app: "Spike",
  kind: "chat",
  dark: false,
  device: "iphone",
  format: "jpeg",
  generations: [{ quality: 90 }, { width: 828, quality: 66 }],
  owner: { name: "Anouska", handle: null },
  time: "18:19",
  battery: 35,
  replies: true,
  css: `body{background:#f6f7fb;color:#1d1f2b}.fill{display:flex;flex-direction:column;justify-content:flex-end;padding:0 12px 8px;gap:8px}.fill>*{flex-shrink:0}
.hd{flex:none;height:58px;padding:0 14px 0 8px;gap:10px;background:#fff;border-bottom:1px solid #e6e8f0;color:#5b4cf5;position:relative;z-index:3}.hd b{font-size:16.5px;font-weight:600;color:#1d1f2b;display:block}.hd small{font-size:12px;color:#8a8ea3;display:block}
.sj{align-self:center;font-size:12px;font-weight:600;color:#5b4cf5;background:#ecebfe;border-radius:12px;padding:4px 10px;margin:6px 0 2px}
.sp{max-width:282px;border-radius:16px;padding:8px 12px 9px;font-size:15.5px;line-height:21px}.sp.l{background:#fff;border:1px solid #e6e8f0;align-self:flex-start}.sp.r{background:#5b4cf5;color:#fff;align-self:flex-end}
.sn{font-size:11.5px;font-weight:600;opacity:.65;margin-bottom:2px}.st+.st{margin-top:6px}
.in{flex:none;gap:10px;padding:8px 12px 30px;background:#fff;border-top:1px solid #e6e8f0;color:#5b4cf5}.in .box{flex:1;min-height:38px;border-radius:19px;background:#f1f2f7;display:flex;align-items:center;padding:6px 14px;font-size:15.5px;color:#9a9eb2}`,
  html: `<div class="row hd" data-role="ui">${icon.back(24)}${avatar(36, "#3f8f8a")}<div style="flex:1;min-width:0"><b>Cosimo</b><small>cosimo.marr@fastmail.com</small></div>${icon.more(22)}</div>
<div class="fill">
${ui("Re: The new car", "sj")}
${spikeMsg("them", "Cosimo", "4:52 PM", ["How was the first drive? Did you try the self-parking?"])}
${spikeMsg("me", "You", "5:31 PM", ["I did! Outside the bakery on Claremont Road.", "It parked itself perfectly. It took 19 minutes."])}
${spikeMsg("me", "You", "5:36 PM", ["It goes forward a bit, thinks about it, goes back a bit. Very considered.", "A small crowd formed. A man lifted his son up so he could see."])}
${spikeMsg("them", "Cosimo", "5:40 PM", ["could you not have just parked it yourself"])}
${spikeMsg("me", "You", "5:41 PM", ["And insult it? It was so close."])}
${spikeMsg("them", "Cosimo", "5:58 PM", ["so did you get any bread"])}
${spikeMsg("me", "You", "6:02 PM", ["The bakery had closed by the time it finished."])}
</div>
<div class="row in" data-role="ui">${icon.paperclip(22)}<span class="box">Reply to Cosimo</span>${icon.send(22)}</div>`,
};

export const troop: ScreenSpec = {
  id: "troopmessenger-it-grew-out",
  app: "Troop Messenger",
  kind: "chat",
  dark: true,
  device: "android",
  format: "png",
  owner: { name: "Brendan", handle: null },
  time: "09:12",
  battery: 92,
  cutLines: 1,
  replies: true,
  css: `${bubbleCss({ bg: "#14161c", fg: "#e6e8ee", sub: "#8b909c", left: "#232631", leftFg: "#e6e8ee", right: "#1f5fbf", rightFg: "#fff", radius: 12, size: 14.5, max: 252 })}
.bb.l{border-top-left-radius:2px}.bb.r{border-top-right-radius:2px}.fill{padding-bottom:18px}
.hd{flex:none;height:56px;padding:0 12px 0 8px;gap:10px;background:#1b1e26;border-bottom:1px solid #262a35;color:#f0a53a;position:relative;z-index:3}.hd b{font-size:16px;font-weight:500;color:#e6e8ee;display:block}.hd small{font-size:12px;color:#8b909c;display:block}
.gav{width:38px;height:38px;border-radius:10px;background:#f0a53a;color:#14161c;display:flex;align-items:center;justify-content:center;font-weight:700;font-size:15px;flex:none}
.in{flex:none;gap:12px;padding:8px 10px 24px;background:#1b1e26;border-top:1px solid #262a35;color:#8b909c}.in .box{flex:1;min-height:38px;border-radius:8px;background:#232631;display:flex;align-items:center;padding:6px 12px;font-size:15px;color:#6f7480}`,
  html: `<div class="row hd" data-role="ui">${icon.back(22)}<span class="gav">AT</span><div style="flex:1;min-width:0"><b>Accounts Team</b><small>6 members</small></div>${icon.video(22)}${icon.moreV(20)}</div>
<div class="fill">
${bubbles("", [
  [
    "them",
    "Morning all and welcome back! Hope everyone had a lovely Christmas. Brendan, thank you for taking Ferdinand home over the break. How did he get on?",
    "08:41",
    "Fidelma",
  ],
  ["me", "Ferdinand had a wonderful Christmas. Very restful. Lots of swimming.", "08:44"],
  ["them", "Ferdinand had a white patch on his head though", "08:49", "Augustyn"],
  ["me", "It grew out. That happens in winter.", "08:50"],
  ["them", "Brendan the tank still says Ferdinand on the label and this fish is twice the size of the label", "08:53", "Fidelma"],
  ["me", "He had a growth spurt over the holidays. Like children do.", "08:55"],
  ["them", "he didn’t recognise me", "09:02", "Celestine"],
  ["me", "He’s a fish, Celestine. He didn’t recognise you before.", "09:04"],
])}
</div>
<div class="row in" data-role="ui">${icon.plus(24)}<span class="box">Type a message</span>${icon.send(22)}</div>`,
};

export const CHATS_A: ScreenSpec[] = [icq, tamtam, trillian, spike, troop];
