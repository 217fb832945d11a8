// Part A's chats (v18): imo (a bonsai whose fourth owner cries over one leaf, JPEG), BiP (cast as the mime,
// keyboard open, a reply being typed), Olvid (dark, a wine rack holding sparkling water and a tax return,
// cropped at the top, the owner's first line in view cut under the header), RingCentral (an out-of-office
// reply left on for 21 months, the first message in view cut under the header), Jami (dark, six seconds
// standing on a paddleboard, saved twice). In each, the owner is the phone's user: the owner's messages
// are the sent ones (right), the other person's are on the other side.
import { avatar, icon } from "./icons";
import type { ScreenSpec } from "./screen-type";
import { other, own, ui } from "./shell";

type Msg = ["t", string] | ["s", string] | ["me" | "them", string, string?];

/** Bubbles, each with its time inside at the bottom right when given: "me" the owner's (right), "them" the other person's (left). */
const bubbles = (them: string, items: Msg[], times = false) =>
  items
    .map((m) => {
      if (m[0] === "t") return ui(m[1], "tm");
      if (m[0] === "s") return ui(m[1], "seen");
      const [side, text, time] = m;
      const t = times && time ? ui(time, "bt2") : "";
      return side === "me" ? `<div class="bb r">${own(text)}${t}</div>` : `<div class="bb l">${other(them, text)}${t}</div>`;
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
.bt2{font-size:10.5px;opacity:.62;text-align:right;margin-top:1px;line-height:13px}
.tm{align-self:center;font-size:11.5px;color:${o.sub};margin:8px 0 2px}.seen{align-self:flex-end;font-size:11px;color:${o.sub}}`;

export const imo: ScreenSpec = {
  id: "imo-the-first-one-to-cry-over-a-leaf",
  app: "imo",
  kind: "chat",
  dark: false,
  device: "android",
  format: "jpeg",
  quality: 72,
  owner: { name: "Cecily", handle: null },
  time: "19:24",
  battery: 58,
  replies: true,
  css: `${bubbleCss({ bg: "#eef3f8", fg: "#1b1f24", sub: "#7b8794", left: "#fff", leftFg: "#1b1f24", right: "#cfe9ff", rightFg: "#1b1f24", radius: 14, size: 15, max: 250 })}
.bb.l{border-top-left-radius:4px}.bb.r{border-top-right-radius:4px}
.hd{flex:none;height:58px;padding:0 12px 0 8px;gap:10px;background:#fff;border-bottom:1px solid #e3e8ee;color:#1a8cff}.hd b{font-size:17px;font-weight:500;color:#1b1f24;display:block}.hd small{font-size:12px;color:#3cb371;display:block}
.in{flex:none;gap:10px;padding:7px 10px 10px;background:#fff;color:#8a96a3}.in .box{flex:1;min-height:40px;border-radius:20px;background:#f1f4f7;display:flex;align-items:center;padding:6px 14px;font-size:15px;color:#98a3ae}.in .mc{width:40px;height:40px;border-radius:50%;background:#1a8cff;color:#fff;display:flex;align-items:center;justify-content:center}`,
  html: `<div class="row hd" data-role="ui">${icon.back(24)}${avatar(38, "#6a8fb8")}<div style="flex:1;min-width:0"><b>Augustin</b><small>online</small></div>${icon.video(23)}${icon.phone(21)}${icon.moreV(21)}</div>
<div class="fill">
${bubbles(
  "Augustin",
  [
    ["t", "Yesterday"],
    ["them", "did the tree survive the weekend", "21:02"],
    ["me", "It’s thriving. I have a watering app, a misting bottle and a set of tiny scissors.", "21:05"],
    ["me", "I trimmed one leaf on Saturday and had to go and lie down.", "21:05"],
    ["t", "Today"],
    ["them", "you paid £14 for it at a garden centre", "18:40"],
    ["me", "The label says he’s forty years old. I’m his fourth owner and the first one to cry over a leaf.", "18:52"],
    ["them", "Cecily 😂", "18:53"],
    ["them", "send a photo then", "18:53"],
    ["me", "He doesn’t like the flash.", "19:20"],
  ],
  true,
)}
</div>
<div class="row in" data-role="ui">${icon.smile(24)}<span class="box">Type a message</span>${icon.camera(23)}<span class="mc">${icon.mic(20)}</span></div>`,
};

export const bip: ScreenSpec = {
  id: "bip-no-lines-still-nervous",
  app: "BiP",
  kind: "chat",
  dark: false,
  device: "iphone",
  format: "png",
  owner: { name: "Edmund", handle: null },
  time: "22:16",
  battery: 31,
  keyboard: true,
  suggestions: ["faces", "face", "faced"],
  replies: true,
  css: `${bubbleCss({ bg: "#ece8e1", fg: "#111", sub: "#6f6a63", left: "#fff", leftFg: "#111", right: "#d3ebff", rightFg: "#111", radius: 16, size: 15.5, max: 270 })}
.hd{flex:none;height:56px;padding:0 14px 0 6px;gap:9px;background:#f8f8f8;border-bottom:1px solid #dcdcdc;color:#0a7cf2}.hd b{font-size:16.5px;font-weight:600;color:#111;display:block}.hd small{font-size:12px;color:#7a7a7a;display:block}
.ck{color:#0a7cf2}
.in{flex:none;gap:10px;padding:7px 10px 8px;background:#f8f8f8;border-top:1px solid #dcdcdc;color:#0a7cf2}.in .box{flex:1;min-height:36px;border-radius:18px;background:#fff;border:1px solid #d6d6d6;display:flex;align-items:center;padding:6px 14px;font-size:16px;color:#111}.in .sd{width:34px;height:34px;border-radius:50%;background:#0a7cf2;color:#fff;display:flex;align-items:center;justify-content:center}`,
  html: `<div class="row hd" data-role="ui">${icon.back(24)}${avatar(36, "#c9906a")}<div style="flex:1;min-width:0"><b>Dulcie</b><small>online</small></div>${icon.video(23)}${icon.phone(21)}</div>
<div class="fill">
${bubbles(
  "Dulcie",
  [
    ["t", "Today"],
    ["them", "HOW DID THE AUDITION GO", "21:48"],
    ["me", "I got a part!", "21:50"],
    ["me", "It’s the mime. I have no lines and I’m still nervous about forgetting them.", "21:50"],
    ["them", "Edmund how do you forget no lines", "21:57"],
    ["me", "There’s a lot of pointing. If I point at the wrong door, the whole second act falls apart.", "22:03"],
    ["them", "I’m coming to opening night and bringing my mum", "22:11"],
  ],
  true,
)}
</div>
<div class="row in">${icon.plus(24)}<span class="box" data-role="owner">please sit in row Z, I can see faces</span><span class="sd" data-role="ui">${icon.send(18)}</span></div>`,
};

export const olvid: ScreenSpec = {
  id: "olvid-the-tax-return-was-the-right-shape",
  app: "Olvid",
  kind: "chat",
  dark: true,
  device: "iphone-max",
  format: "png",
  owner: { name: "Fiorella", handle: null },
  time: "20:41",
  battery: 64,
  crop: { top: 50 },
  cutLines: 1,
  replies: true,
  css: `${bubbleCss({ bg: "#121417", fg: "#eef0f3", sub: "#8b9098", left: "#2a2d33", leftFg: "#eef0f3", right: "#2c4d7c", rightFg: "#f4f7fb", radius: 18, size: 16.5, max: 300 })}
.fill{padding-bottom:26px}
.hd{flex:none;height:58px;padding:0 14px 0 6px;gap:9px;background:#1a1d21;border-bottom:1px solid #24272c;color:#ef8b2c;position:relative;z-index:3}.hd .t{flex:1;min-width:0;display:flex;flex-direction:column;align-items:center;margin-left:-10px}.hd b{font-size:16.5px;font-weight:600;color:#eef0f3}.hd small{font-size:11.5px;color:#8b9098}
.in{flex:none;gap:12px;padding:8px 12px 32px;background:#1a1d21;color:#ef8b2c}.in .box{flex:1;min-height:38px;border-radius:19px;background:#26292e;display:flex;align-items:center;padding:6px 14px;font-size:16.5px;color:#7d828a}`,
  html: `<div class="row hd" data-role="ui">${icon.back(24)}<span style="font-size:17px">Discussions</span><div class="t"><b>Bertrand Culliford</b><small>Secure channel established</small></div>${avatar(34, "#7a9a6a")}</div>
<div class="fill">
${bubbles(
  "Bertrand Culliford",
  [
    ["t", "Sunday"],
    ["them", "are you still coming to the market", "10:14"],
    ["me", "Can’t, I’m building something. The instructions are in five languages, all of them unhelpful.", "10:31"],
    ["them", "building what??", "10:32"],
    ["t", "Today"],
    ["me", "Finished the rack. It took all weekend and most of Monday, but not one screw left over.", "19:58"],
    ["them", "the wine rack?", "20:02"],
    ["me", "Solid oak. Holds 24 bottles.", "20:05"],
    ["them", "Fiorella you don’t drink", "20:06"],
    ["me", "It’s for the look. It currently holds 3 bottles of sparkling water and my tax return.", "20:11"],
    ["them", "why is the tax return in it", "20:14"],
    ["me", "It was the right shape.", "20:15"],
    ["them", "I’m bringing actual wine on Friday", "20:33"],
    ["me", "Bring 21 bottles.", "20:34"],
  ],
  true,
)}
</div>
<div class="row in" data-role="ui">${icon.plus(24)}<span class="box">Message</span>${icon.send(22)}</div>`,
};

/** A RingCentral team post from someone else: avatar, name and time (labels), the words. */
const rcThem = (name: string, color: string, time: string, texts: string[]) =>
  `<div class="row rc">${avatar(32, color)}<div style="flex:1;min-width:0"><div class="row" style="gap:8px">${ui(name, "rn")}${ui(time, "rt")}</div>${texts.map((t) => `<div class="rb">${other(name, t)}</div>`).join("")}</div></div>`;
/** The owner's own posts: on the right, in the app's orange tint. */
const rcMe = (time: string, texts: string[]) => `<div class="rm">${ui(time, "rt")}${texts.map((t) => `<div class="rb me">${own(t)}</div>`).join("")}</div>`;

export const ringCentral: ScreenSpec = {
  id: "ringcentral-better-response-times-than-mine",
  app: "RingCentral",
  kind: "chat",
  dark: false,
  device: "android",
  format: "png",
  owner: { name: "Effie", handle: null },
  time: "11:08",
  battery: 77,
  cutLines: 1,
  replies: true,
  css: `body{background:#fff;color:#1f2328}.fill{display:flex;flex-direction:column;justify-content:flex-end;padding:0 12px 10px;gap:10px}.fill>*{flex-shrink:0}
.hd{flex:none;height:58px;padding:0 12px 0 8px;gap:10px;background:#fff;border-bottom:1px solid #e4e6ea;color:#5a6270;position:relative;z-index:3}.hd b{font-size:16.5px;font-weight:600;color:#1f2328;display:block}.hd small{font-size:12px;color:#6b7280;display:block}.hd .tm2{width:34px;height:34px;border-radius:8px;background:#0684bd;flex:none}
.rc{gap:10px;align-items:flex-start;max-width:300px}.rn{font-size:13.5px;font-weight:600}.rt{font-size:11.5px;color:#8a9099}.rb{font-size:15px;line-height:20px;margin-top:3px;padding:8px 11px;border-radius:4px 14px 14px 14px;background:#f2f3f5}
.rm{align-self:flex-end;display:flex;flex-direction:column;align-items:flex-end;max-width:280px;gap:4px}.rb.me{background:#fff1e3;border-radius:14px 4px 14px 14px;margin-top:0}
.in{flex:none;gap:12px;padding:8px 12px 12px;border-top:1px solid #e4e6ea;color:#ff7a00}.in .box{flex:1;min-height:40px;border-radius:8px;border:1px solid #d7dae0;display:flex;align-items:center;padding:6px 12px;font-size:15px;color:#8a9099}`,
  html: `<div class="row hd" data-role="ui">${icon.back(24)}<span class="tm2"></span><div style="flex:1;min-width:0"><b>Client Services</b><small>Team · 7 members</small></div>${icon.video(23)}${icon.phone(21)}${icon.moreV(21)}</div>
<div class="fill">
${rcThem("Dagmar Fairholm", "#8a6fb0", "10:31", ["Reminder that the Q4 reports are due to me by Thursday, not Friday. I have moved my own deadline so please don’t make me move it again"])}
${rcThem("Cyprian Eskdale", "#4f9a8a", "10:52", ["Effie, quick one. Harwood & Sons got your auto-reply this morning. It says you’re in Madeira until 3 March."])}
${rcThem("Dagmar Fairholm", "#8a6fb0", "10:53", ["it’s December"])}
${rcMe("10:57", [
  "Yes. I turned it on for Madeira in 2025 and never turned it off.",
  "It has been answering clients for 21 months. Nobody has complained. Its response times are better than mine.",
])}
${rcThem("Cyprian Eskdale", "#4f9a8a", "11:01", ["it told them you’d be back soon and they believed it"])}
${rcMe("11:02", ["To be fair, so did I."])}
${rcThem("Dagmar Fairholm", "#8a6fb0", "11:04", ["please turn off the auto-reply before it asks for your bonus"])}
</div>
<div class="row in" data-role="ui">${icon.plus(24)}<span class="box">Message Client Services</span>${icon.send(22)}</div>`,
};

export const jami: ScreenSpec = {
  id: "jami-aiming-for-double-figures",
  app: "Jami",
  kind: "chat",
  dark: true,
  device: "iphone",
  format: "jpeg",
  generations: [{ quality: 90 }, { width: 828, quality: 66 }],
  owner: { name: "Esra", handle: null },
  time: "08:37",
  battery: 22,
  replies: true,
  css: `${bubbleCss({ bg: "#1c1c1e", fg: "#f2f2f2", sub: "#8e8e93", left: "#38383c", leftFg: "#f2f2f2", right: "#0a5fa8", rightFg: "#fff", radius: 18, size: 16 })}
.fill{padding-bottom:12px}
.hd{flex:none;height:56px;padding:0 14px 0 8px;gap:10px;background:#242426;border-bottom:1px solid #2f2f32;color:#3d9df2}.hd b{font-size:16.5px;font-weight:600;color:#f2f2f2;display:block}.hd small{font-size:12px;color:#8e8e93;display:block}
.in{flex:none;gap:12px;padding:8px 12px 30px;background:#242426;color:#3d9df2}.in .box{flex:1;min-height:38px;border-radius:19px;background:#2e2e31;display:flex;align-items:center;padding:6px 14px;font-size:16px;color:#77777c}`,
  html: `<div class="row hd" data-role="ui">${icon.back(24)}${avatar(36, "#b06a7a")}<div style="flex:1;min-width:0"><b>Caius</b><small>Available</small></div>${icon.phone(21)}${icon.video(23)}</div>
<div class="fill">
${bubbles("Caius", [
  ["t", "Friday 19:40"],
  ["them", "did the board come"],
  ["me", "Yes. It’s longer than my hallway, so it lives in the bath now."],
  ["t", "Sunday 18:12"],
  ["them", "how was the lake"],
  ["me", "Brilliant. I stood up on the paddleboard for six seconds."],
  ["me", "Not in a row. Six seconds in total, over four trips."],
  ["them", "Esra that board was £340"],
  ["me", "So about £57 a second. The lessons were worse value."],
  ["t", "Today 08:30"],
  ["them", "are you going again Saturday"],
  ["me", "Yes. I’m aiming for double figures."],
  ["them", "seconds?"],
  ["me", "Seconds."],
])}
</div>
<div class="row in" data-role="ui">${icon.plus(24)}<span class="box">Write to Caius</span>${icon.mic(22)}</div>`,
};

export const CHATS_A: ScreenSpec[] = [imo, bip, olvid, ringCentral, jami];
