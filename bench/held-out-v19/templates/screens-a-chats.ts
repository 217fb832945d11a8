// Part A's chats (v19): Talkatone (a digital detox announced by text, JPEG), Wickr (dark, messages set to
// vanish after 30 seconds so nobody has the party address, cropped at the top, the owner's first line in
// view cut under the header), Zangi (the school raffle's organiser draws his own ticket, keyboard open, a
// reply being typed), Ryver (quiet hours proposed by the owner of the loudest keyboard, a colleague's
// first line in view cut under the header), Briar (a gazebo brought to a campsite instead of a tent). In
// each, the owner is the phone's user: the owner's messages are the sent ones (right), the other
// person's are on the other side.
import { avatar, icon } from "./icons";
import type { ScreenSpec } from "./screen-type";
import { other, own, ui } from "./shell";

type Msg = ["t", string] | ["s", string] | ["me" | "them", string, string?];

/** Bubbles, each with its time (or timer) inside at the bottom right when given: "me" the owner's (right), "them" the other person's (left). */
const bubbles = (them: string, items: Msg[]) =>
  items
    .map((m) => {
      if (m[0] === "t") return ui(m[1], "tm");
      if (m[0] === "s") return ui(m[1], "seen");
      const [side, text, time] = m;
      const t = time ? ui(time, "bt2") : "";
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

export const talkatone: ScreenSpec = {
  id: "talkatone-only-to-say-im-not-on-my-phone",
  app: "Talkatone",
  kind: "chat",
  dark: false,
  device: "iphone",
  format: "jpeg",
  quality: 72,
  owner: { name: "Elodie", handle: null },
  time: "17:42",
  battery: 46,
  replies: true,
  css: `${bubbleCss({ bg: "#fff", fg: "#1d2329", sub: "#8a939c", left: "#eef0f3", leftFg: "#1d2329", right: "#1e88e5", rightFg: "#fff", radius: 18, size: 15.5, max: 262 })}
.bb.l{border-bottom-left-radius:5px}.bb.r{border-bottom-right-radius:5px}
.hd{flex:none;height:60px;padding:0 14px 0 6px;gap:10px;background:#1e88e5;color:#fff}.hd .t{flex:1;min-width:0;display:flex;flex-direction:column;align-items:center;margin-left:-20px}.hd b{font-size:17px;font-weight:600}.hd small{font-size:12px;opacity:.85}
.in{flex:none;gap:10px;padding:8px 12px 30px;border-top:1px solid #e3e6ea;color:#1e88e5}.in .box{flex:1;min-height:38px;border-radius:19px;border:1px solid #d6dade;display:flex;align-items:center;padding:6px 14px;font-size:15.5px;color:#9aa2aa}`,
  statusBarDark: true,
  statusBarBackground: "#1e88e5",
  html: `<div class="row hd" data-role="ui">${icon.back(24)}<div class="t"><b>Dunya</b><small>(918) 555-0143</small></div>${icon.phone(21)}</div>
<div class="fill">
${bubbles("Dunya", [
  ["t", "Sat, Nov 28"],
  ["them", "good luck this weekend!!"],
  ["me", "Day one of the detox. No social media, no news, no group chats. I feel like a Victorian."],
  ["them", "you have texted me eleven times today"],
  ["me", "Texting is allowed. I only use it to tell people I’m not on my phone."],
  ["t", "Sun, Nov 29"],
  ["me", "Day two. There’s a bird on the fence I’ve named Cuthbert and started a spreadsheet about."],
  ["them", "Elodie a spreadsheet is on a phone"],
  ["me", "It’s on a laptop. Completely different energy."],
  ["them", "whats your screen time this week"],
  ["me", "I turned that off. It was being negative."],
  ["s", "Delivered"],
])}
</div>
<div class="row in" data-role="ui">${icon.camera(24)}<span class="box">Text message</span>${icon.send(22)}</div>`,
};

export const wickr: ScreenSpec = {
  id: "wickr-none-of-us-have-the-address",
  app: "Wickr",
  kind: "chat",
  dark: true,
  device: "iphone-max",
  format: "png",
  owner: { name: "Amias", handle: null },
  time: "19:58",
  battery: 38,
  crop: { top: 50 },
  cutLines: 1,
  replies: true,
  css: `${bubbleCss({ bg: "#111315", fg: "#eceef0", sub: "#8a8f95", left: "#2a2d31", leftFg: "#eceef0", right: "#e8632c", rightFg: "#fff", radius: 16, size: 16.5, max: 300 })}
.fill{padding-bottom:14px}.bt2{display:flex;justify-content:flex-end}
.hd{flex:none;height:60px;padding:0 14px 0 8px;gap:10px;background:#1b1d20;border-bottom:1px solid #26292d;color:#e8632c;position:relative;z-index:3}.hd b{font-size:17px;font-weight:600;color:#eceef0;display:block}.hd small{font-size:12px;color:#8a8f95;display:block}
.in{flex:none;gap:12px;padding:8px 12px 32px;background:#1b1d20;color:#e8632c}.in .box{flex:1;min-height:38px;border-radius:19px;background:#26292d;display:flex;align-items:center;padding:6px 14px;font-size:16.5px;color:#7d8289}`,
  html: `<div class="row hd" data-role="ui">${icon.back(24)}${avatar(36, "#7a6aa8")}<div style="flex:1;min-width:0"><b>Benedetta</b><small>Burn-on-read: 30 seconds</small></div>${icon.phone(21)}${icon.moreV(21)}</div>
<div class="fill">
${bubbles("Benedetta", [
  ["me", "Quick one, is it still the flat above the bakery or did you move?", "0:04"],
  ["them", "Amias, it’s my flat. You’ve been here about forty times.", "0:09"],
  ["me", "I know. I had the address in here, but I set messages to disappear after 30 seconds.", "0:16"],
  ["me", "For security.", "0:17"],
  ["them", "security from who", "0:19"],
  ["me", "Anyone. It’s your birthday drinks, Benedetta. There could be gatecrashers.", "0:22"],
  ["them", "there are nine of us", "0:24"],
  ["me", "And now none of us have the address. That’s how well it works.", "0:26"],
  ["them", "14 Corbel Street, flat B. screenshot it", "0:27"],
  ["me", "Screenshots send you a notification. I’m not an amateur.", "0:28"],
  ["them", "Amias we can see you from the window. you’re outside the bakery", "0:29"],
])}
</div>
<div class="row in" data-role="ui">${icon.plus(24)}<span class="box">Send a secure message</span>${icon.mic(22)}</div>`,
};

export const zangi: ScreenSpec = {
  id: "zangi-i-drew-my-own-ticket",
  app: "Zangi",
  kind: "chat",
  dark: false,
  device: "iphone",
  format: "png",
  owner: { name: "Eitan", handle: null },
  time: "21:07",
  battery: 64,
  keyboard: true,
  cutLines: 1,
  suggestions: ["mum", "mum’s", "mummy"],
  replies: true,
  css: `${bubbleCss({ bg: "#f3f4f8", fg: "#15171c", sub: "#7c8190", left: "#fff", leftFg: "#15171c", right: "#dfe6ff", rightFg: "#15171c", radius: 16, size: 15.5, max: 268 })}
.bb.l{border-top-left-radius:4px}.bb.r{border-top-right-radius:4px}
.hd{flex:none;height:56px;padding:0 14px 0 6px;gap:9px;background:#fff;border-bottom:1px solid #e1e3ea;color:#3d5afe}.hd b{font-size:16.5px;font-weight:600;color:#15171c;display:block}.hd small{font-size:12px;color:#3fb950;display:block}
.in{flex:none;gap:10px;padding:7px 10px 8px;background:#fff;border-top:1px solid #e1e3ea;color:#3d5afe}.in .box{flex:1;min-height:36px;border-radius:18px;background:#f3f4f8;display:flex;align-items:center;padding:6px 14px;font-size:16px;color:#15171c}.in .sd{width:34px;height:34px;border-radius:50%;background:#3d5afe;color:#fff;display:flex;align-items:center;justify-content:center}`,
  html: `<div class="row hd" data-role="ui">${icon.back(24)}${avatar(36, "#c07a5a")}<div style="flex:1;min-width:0"><b>Cosmina</b><small>online</small></div>${icon.video(23)}${icon.phone(21)}</div>
<div class="fill">
${bubbles("Cosmina", [
  ["t", "Today 20:41"],
  ["them", "how was the school fair"],
  ["me", "I ran the raffle. Sold 412 tickets, best year ever."],
  ["them", "amazing!! who won the hamper"],
  ["me", "Me. I drew my own ticket. Out loud, into a microphone."],
  ["them", "Eitan no"],
  ["me", "I bought twenty tickets to support it. Statistically this was always a risk."],
  ["them", "did you keep it"],
])}
</div>
<div class="row in">${icon.plus(24)}<span class="box" data-role="owner">gave it back, drew again, it went to my mum</span><span class="sd" data-role="ui">${icon.send(18)}</span></div>`,
};

/** A Ryver topic post from someone else: avatar, name and time (labels), the words. */
const ryThem = (name: string, color: string, time: string, texts: string[]) =>
  `<div class="row ry">${avatar(34, color)}<div style="flex:1;min-width:0"><div class="row" style="gap:8px">${ui(name, "rn")}${ui(time, "rt")}</div>${texts.map((t) => `<div class="rb">${other(name, t)}</div>`).join("")}</div></div>`;
/** The owner's own posts: on the right, in the app's teal. */
const ryMe = (time: string, texts: string[]) => `<div class="rm">${ui(time, "rt")}${texts.map((t) => `<div class="rb me">${own(t)}</div>`).join("")}</div>`;

export const ryver: ScreenSpec = {
  id: "ryver-the-noise-is-how-i-concentrate",
  app: "Ryver",
  kind: "chat",
  dark: false,
  device: "android",
  format: "png",
  owner: { name: "Emmerich", handle: null },
  time: "12:14",
  battery: 71,
  cutLines: 1,
  replies: true,
  css: `body{background:#fff;color:#22272e}.fill{display:flex;flex-direction:column;justify-content:flex-end;padding:0 12px 10px;gap:10px}.fill>*{flex-shrink:0}
.hd{flex:none;height:56px;padding:0 12px 0 8px;gap:10px;background:#1f4e79;color:#fff;position:relative;z-index:3}.hd b{font-size:16.5px;font-weight:500;display:block}.hd small{font-size:12px;opacity:.8;display:block}.hd .hs{font-size:19px;font-weight:600;opacity:.7}
.ry{gap:10px;align-items:flex-start;max-width:300px}.rn{font-size:13.5px;font-weight:600;color:#1f4e79}.rt{font-size:11.5px;color:#8a929b}.rb{font-size:15px;line-height:20px;margin-top:3px;padding:8px 11px;border-radius:4px 14px 14px 14px;background:#f1f3f5}
.rm{align-self:flex-end;display:flex;flex-direction:column;align-items:flex-end;max-width:276px;gap:4px}.rb.me{background:#dff3f1;border-radius:14px 4px 14px 14px;margin-top:0}
.in{flex:none;gap:12px;padding:8px 12px 12px;border-top:1px solid #e3e6ea;color:#1f4e79}.in .box{flex:1;min-height:40px;border-radius:6px;border:1px solid #d5d9de;display:flex;align-items:center;padding:6px 12px;font-size:15px;color:#8a929b}`,
  html: `<div class="row hd" data-role="ui">${icon.back(24)}<span class="hs">#</span><div style="flex:1;min-width:0"><b>Web Team</b><small>Team · 6 members</small></div>${icon.search(21)}${icon.moreV(21)}</div>
<div class="fill">
${ryThem("Calixta Pennefather", "#a0688a", "11:32", ["Reminder that quiet hours start Monday: 10 to 12, no calls at desks, headphones on, and please keep typing noise to a minimum"])}
${ryThem("Agathon Sorley", "#5f8f6a", "11:40", ["who suggested quiet hours again"])}
${ryMe("11:41", ["Me. We all deserve two hours of calm focus."])}
${ryThem("Calixta Pennefather", "#a0688a", "11:43", ["Emmerich, we heard you typing the quiet hours email from the lift"])}
${ryMe("11:46", [
  "It’s a mechanical keyboard with tactile switches. The noise is how I concentrate.",
  "I’ve ordered dampening rings. They arrive in 3 to 5 weeks.",
])}
${ryThem("Agathon Sorley", "#5f8f6a", "11:58", ["accounts asked if we’re building something in here"])}
${ryMe("12:03", ["Until the rings come I’ll type more gently during the important bits."])}
</div>
<div class="row in" data-role="ui">${icon.plus(24)}<span class="box">Message Web Team</span>${icon.send(22)}</div>`,
};

export const briar: ScreenSpec = {
  id: "briar-i-brought-the-gazebo",
  app: "Briar",
  kind: "chat",
  dark: false,
  device: "android",
  format: "png",
  owner: { name: "Darragh", handle: null },
  time: "08:16",
  battery: 19,
  replies: true,
  statusBarDark: true,
  statusBarBackground: "#1c4a32",
  css: `${bubbleCss({ bg: "#f4f6f4", fg: "#1b1f1c", sub: "#76807a", left: "#fff", leftFg: "#1b1f1c", right: "#2e7d4f", rightFg: "#fff", radius: 10, size: 15, max: 250 })}
.bb{box-shadow:0 1px 1px rgba(0,0,0,.12)}
.hd{flex:none;height:56px;padding:0 12px 0 8px;gap:12px;background:#235c3d;color:#fff}.hd b{font-size:18px;font-weight:500;display:block}.hd small{font-size:12px;opacity:.8;display:block}
.in{flex:none;gap:10px;padding:7px 10px 12px;background:#fff;border-top:1px solid #dfe3df;color:#2e7d4f}.in .box{flex:1;min-height:40px;display:flex;align-items:center;padding:6px 6px;font-size:15px;color:#8b948e;border-bottom:1.5px solid #2e7d4f}`,
  html: `<div class="row hd" data-role="ui">${icon.back(24)}${avatar(36, "#b08a4a")}<div style="flex:1;min-width:0"><b>Ebba</b><small>Connected via Wi-Fi</small></div>${icon.moreV(21)}</div>
<div class="fill">
${bubbles("Ebba", [
  ["t", "Friday"],
  ["them", "are you at the campsite? there's no signal here at all", "18:20"],
  ["me", "Yes! Tent’s up. Took me eleven minutes.", "18:24"],
  ["them", "eleven?? the one I lent you takes an hour with two people", "18:25"],
  ["me", "Ah. It’s the gazebo. I brought the gazebo.", "18:31"],
  ["them", "the one from my garden", "18:32"],
  ["me", "It’s a very good gazebo. No walls, but a great roof.", "18:35"],
  ["them", "where are you going to sleep", "18:36"],
  ["me", "Under it, with total confidence and two coats.", "18:40"],
  ["t", "Today"],
  ["them", "how did you sleep", "07:58"],
  ["me", "A fox came in at 3am. There was nothing to stop him.", "08:15"],
])}
</div>
<div class="row in" data-role="ui">${icon.smile(24)}<span class="box">Type message</span>${icon.send(22)}</div>`,
};

export const CHATS_A: ScreenSpec[] = [talkatone, wickr, zangi, ryver, briar];
