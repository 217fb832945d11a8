// Part C of the held-out set v40: group chats (screens-c.ts lists the part in screens.json order).
import { icon } from "./icons";
import type { ScreenSpec } from "./screen-type";
import { bubbleCss, bubbles, box, headCss } from "./screens-c-kit";
import { own } from "./shell";

const groupHead = (title: string, sub: string, tile: string, round = false, right = `${icon.moreV(20)}`) =>
  `<div class="row hd" data-role="ui">${icon.back(22)}<span style="flex:none;width:38px;height:38px;border-radius:${round ? "50%" : "10px"};background:${tile}"></span><div style="flex:1;min-width:0"><b>${title}</b><small>${sub}</small></div>${right}</div>`;

export const gamechanger: ScreenSpec = {
  id: "gamechanger-scoring-the-other-dugout-all-season",
  app: "GameChanger",
  kind: "chat",
  dark: true,
  device: "iphone",
  format: "jpeg",
  quality: 74,
  owner: { name: "Perizat", handle: null },
  time: "18:41",
  battery: 22,
  cutLines: 1,
  replies: true,
  css: `${bubbleCss({ bg: "#0e1116", fg: "#e9edf2", sub: "#7f8896", left: "#20252e", leftFg: "#e9edf2", right: "#1f6fe5", rightFg: "#ffffff", radius: 18, size: 15.5, max: 270, quote: "rgba(255,255,255,.1)", react: "#20252e" })}
${headCss("#151a21", "#f1f4f8", "#808a99", "#232a34", 60)}.hd{color:#4d9bff}.hd b{color:#f1f4f8}
.gn{color:#ffb547}
.in{flex:none;gap:12px;padding:8px 14px 32px;background:#151a21;color:#4d9bff;border-top:1px solid #232a34}.in .box{flex:1;min-height:38px;border-radius:19px;background:#20252e;display:flex;align-items:center;padding:6px 14px;font-size:15.5px;color:#717b8a}`,
  html: `${groupHead("Pinewood Ospreys 10U", "Team · 19 people", "#1f6fe5", true)}
<div class="fill">
${bubbles(
  "Natia",
  [
    { them: "end of season party is saturday!! coach wants everyone’s stats by friday for the trophies", time: "18:02", who: "Natia" },
    { me: "Before the trophies, I need to confess something.", time: "18:20" },
    { me: "I’ve been entering the other team’s hits as ours all season. The app says we’re 14 and 0.", time: "18:21" },
    { them: "we are 0 and 14. I was at every game", time: "18:24", who: "Merab", quote: ["me", "The app says we’re 14 and 0."], react: "😂" },
    { them: "the app has my son down as a six foot pitcher called Matiu", time: "18:26", who: "Paulius" },
    { voice: "1:12", who: "Natia", time: "18:30" },
    { me: "Matiu had a great season.", time: "18:33", react: "🏆" },
    { typing: "Natia is typing…" },
  ],
  true,
  { Natia: "#c06c84", Merab: "#6c8ec0", Paulius: "#7fb069" },
)}
</div>
<div class="row in" data-role="ui">${icon.plus(22)}<span class="box">Message the team</span>${icon.send(22)}</div>`,
};

/** Sky-blue rugby shirts gone pink, pegged on a washing line in a garden. */
const shirts =
  box(0, 0, 214, 120, "#cfe3ef", "0") +
  box(0, 84, 214, 36, "#7fb069", "0") +
  box(0, 22, 214, 2, "#6b6b6b", "0") +
  [10, 62, 114, 166]
    .map(
      (x, i) =>
        box(x, 24, 40, 46, ["#f4a6b8", "#f19db1", "#f6b1c1", "#ef98ad"][i], "4px 4px 6px 6px") +
        box(x - 6, 24, 12, 18, "#f4a6b8", "3px") +
        box(x + 34, 24, 12, 18, "#f4a6b8", "3px"),
    )
    .join("");

export const sportsengine: ScreenSpec = {
  id: "sportsengine-the-blues-washed-pink",
  app: "SportsEngine",
  kind: "chat",
  dark: false,
  device: "android",
  format: "png",
  downscaleTo: 900,
  owner: { name: "Olzhas", handle: null },
  time: "20:15",
  battery: 63,
  cutLines: 1,
  replies: true,
  statusBarDark: true,
  statusBarBackground: "#0b2a4a",
  css: `${bubbleCss({ bg: "#f3f5f8", fg: "#16202c", sub: "#808a97", left: "#ffffff", leftFg: "#16202c", right: "#0b63ce", rightFg: "#ffffff", radius: 14, size: 15, max: 258, quote: "rgba(0,0,0,.06)", react: "#ffffff" })}
.bb.l{box-shadow:0 1px 1px rgba(0,0,0,.1)}.rx{box-shadow:0 1px 2px rgba(0,0,0,.14);border-color:#f3f5f8}
${headCss("#0b2a4a", "#ffffff", "#a9bdd4", "#0b2a4a", 56)}.hd b{font-size:16.5px;font-weight:500}
.gn{color:#0b63ce}
.in{flex:none;gap:8px;padding:6px 10px 10px;background:#ffffff;color:#0b63ce;border-top:1px solid #e1e5ea}.in .box{flex:1;min-height:40px;border-radius:20px;background:#f0f2f5;display:flex;align-items:center;padding:6px 14px;font-size:15px;color:#8b95a1}`,
  html: `${groupHead("Oldfield Blues U11", "Mikheil, Olev, Raimonda, you +21", "#2f80ed", false, `${icon.bell(20)}${icon.moreV(20)}`)}
<div class="fill">
${bubbles(
  "Mikheil",
  [
    { them: "is anyone sorting the kit for saturday’s tournament? my lad can’t find his shirt", time: "19:48", who: "Mikheil" },
    { me: "All 18 shirts are with me. I offered to wash them after Sunday.", time: "19:55" },
    { me: "I washed the whole team’s kit with my red hoodie. We’re the Oldfield Blues. We are now a very strong pink.", time: "19:56" },
    { photo: ["#cfe3ef", "#cfe3ef"], who: "me", caption: "Drying now. They look very confident.", time: "19:58", h: 100, shapes: shirts },
    { them: "my lad says he’s never felt more intimidating", time: "20:03", who: "Olev", react: "💪" },
    { them: "could we at least get the socks back to blue", time: "20:06", who: "Raimonda" },
    { typing: "Mikheil is typing…" },
  ],
  true,
)}
</div>
<div class="row in" data-role="ui">${icon.camera(22)}<span class="box">Send a message</span>${icon.send(22)}</div>`,
};

export const crossbar: ScreenSpec = {
  id: "crossbar-four-minutes-of-sponsored-silence",
  app: "Crossbar",
  kind: "chat",
  dark: true,
  device: "iphone-max",
  format: "png",
  downscaleTo: 1080,
  owner: { name: "Malika", handle: null },
  time: "15:37",
  battery: 81,
  cutLines: 0,
  replies: true,
  css: `${bubbleCss({ bg: "#15131a", fg: "#ebe8f0", sub: "#8a8496", left: "#26232e", leftFg: "#ebe8f0", right: "#e0475b", rightFg: "#ffffff", radius: 16, size: 16, max: 296, quote: "rgba(255,255,255,.1)", react: "#26232e" })}
${headCss("#1b1921", "#f2eff6", "#8a8496", "#2a2731", 62)}.hd{color:#ff6b7e}.hd b{font-size:17.5px;color:#f2eff6}
.gn{color:#ff9aa8}
.in{flex:none;gap:12px;padding:8px 14px 34px;background:#1b1921;color:#ff6b7e;border-top:1px solid #2a2731}.in .box{flex:1;min-height:40px;border-radius:10px;background:#26232e;display:flex;align-items:center;padding:6px 12px;font-size:16px;color:#7c7688}`,
  html: `${groupHead("Wrens Netball · Tuesdays", "Piret, Niloofar, Riho, you +9", "#e0475b", true)}
<div class="fill">
${bubbles(
  "Piret",
  [
    { them: "we’re on £340 for the sponsored silence!! how’s everyone getting on?", time: "14:52", who: "Piret" },
    { them: "six hours in. my husband says he’s happier than at our wedding", time: "15:04", who: "Niloofar", react: "😂" },
    { me: "Small update from me.", time: "15:20" },
    { me: "I lasted four minutes. I shouted at the snooker, and the snooker was on mute.", time: "15:21" },
    { them: "I’ll put you down for £2 and a warning", time: "15:24", who: "Riho", quote: ["me", "I lasted four minutes."] },
    { them: "who were you even shouting at", time: "15:26", who: "Piret" },
    { me: "Mostly the referee. He couldn’t hear me either.", time: "15:29", react: "😂" },
  ],
  true,
  { Piret: "#7b5ea7", Niloofar: "#3f8f7f", Riho: "#c98b3b" },
)}
</div>
<div class="row in" data-role="ui">${icon.plus(22)}<span class="box">Message Wrens Netball</span>${icon.send(22)}</div>`,
};

export const hibox: ScreenSpec = {
  id: "hibox-napping-in-the-bosss-office-on-tuesdays",
  app: "Hibox",
  kind: "chat",
  dark: false,
  device: "android",
  format: "jpeg",
  quality: 70,
  keyboard: true,
  owner: { name: "Nargiz", handle: null },
  time: "14:18",
  battery: 44,
  cutLines: 0,
  replies: true,
  css: `${bubbleCss({ bg: "#f2f5f4", fg: "#1c2624", sub: "#7e8b88", left: "#ffffff", leftFg: "#1c2624", right: "#00a884", rightFg: "#ffffff", radius: 12, size: 15, max: 258, quote: "rgba(0,0,0,.06)", react: "#ffffff" })}
.bb.l{box-shadow:0 1px 1px rgba(0,0,0,.1)}.rx{box-shadow:0 1px 2px rgba(0,0,0,.14);border-color:#f2f5f4}
${headCss("#ffffff", "#1c2624", "#7e8b88", "#dfe5e3", 56)}.hd{color:#00a884}.hd b{color:#1c2624}
.gn{color:#d35400}
.in{flex:none;gap:8px;padding:6px 8px 8px;background:#f2f5f4;color:#00a884}.in .box{flex:1;min-height:40px;border-radius:20px;background:#fff;border:1px solid #d3dbd8;display:flex;align-items:center;padding:6px 14px;font-size:15px;color:#1c2624}`,
  html: `${groupHead("# product-team", "Nazgul, Ramil, Reinis, you +6", "#00a884", false, `${icon.search(20)}${icon.moreV(20)}`)}
<div class="fill">
${bubbles(
  "Nazgul",
  [
    { them: "Morning all. Quick one: who keeps leaving a pillow and a fleece on the sofa in my office?", time: "13:58", who: "Nazgul" },
    { me: "That’s mine. Sorry.", time: "14:05" },
    { me: "I thought your office was the quiet room. I’ve napped on your sofa every Tuesday since June.", time: "14:06" },
    { them: "the sign on the door has her name on it", time: "14:09", who: "Ramil", react: "😂" },
    { them: "I did wonder why the sofa was warm every Tuesday after lunch", time: "14:12", who: "Nazgul" },
  ],
  true,
)}
</div>
<div class="row in" data-role="ui">${icon.plus(22)}<span class="box">${own("Can I keep Tuesdays? I’ll supply my own pillow")}</span>${icon.send(22)}</div>`,
};

export const ourhome: ScreenSpec = {
  id: "ourhome-points-for-a-broken-dishwasher",
  app: "OurHome",
  kind: "chat",
  dark: false,
  device: "iphone",
  format: "png",
  banner: { app: "Messages", color: "#34c759", title: "Ruihana", body: "five-a-side tonight? we’re one short, bring shin pads", author: "Ruihana", age: "now" },
  owner: { name: "Mirzo", handle: null },
  time: "21:34",
  battery: 12,
  cutLines: 0,
  replies: true,
  css: `${bubbleCss({ bg: "#fbf8f3", fg: "#2a2622", sub: "#8f877d", left: "#ffffff", leftFg: "#2a2622", right: "#3fae8c", rightFg: "#ffffff", radius: 18, size: 15.5, max: 272, quote: "rgba(0,0,0,.06)", react: "#ffffff" })}
.bb.l{box-shadow:0 1px 2px rgba(0,0,0,.08)}.rx{box-shadow:0 1px 2px rgba(0,0,0,.12);border-color:#fbf8f3}
${headCss("#ffffff", "#2a2622", "#8f877d", "#ece6dc", 60)}.hd{color:#3fae8c}.hd b{color:#2a2622}
.gn{color:#b5652b}
.pt{flex:none;gap:6px;padding:7px 14px;background:#eaf6f1;color:#2b7f66;font-size:12.5px;border-bottom:1px solid #d6ece3}
.in{flex:none;gap:12px;padding:8px 14px 30px;background:#ffffff;color:#3fae8c;border-top:1px solid #ece6dc}.in .box{flex:1;min-height:38px;border-radius:19px;background:#f4f0ea;display:flex;align-items:center;padding:6px 14px;font-size:15.5px;color:#9c948a}`,
  html: `${groupHead("Family chat", "Madina, Otar, Meerim, you", "#3fae8c", true)}
<div class="row pt" data-role="ui">Empty the dishwasher · +40 pts · done 46 times this year</div>
<div class="fill">
${bubbles(
  "Madina",
  [
    { them: "Mirzo wins the chore chart again! 1,840 points from the dishwasher alone", time: "20:51", who: "Madina" },
    { me: "Thanks. About that.", time: "21:02" },
    { me: "The dishwasher’s been broken since March. I’ve been putting clean plates in and taking clean plates out.", time: "21:03" },
    { them: "so who’s been washing them", time: "21:05", who: "Meerim" },
    { them: "me. by hand. every single night", time: "21:06", who: "Madina", react: "😐" },
    { voice: "0:27", who: "Otar", time: "21:10" },
    { me: "Can I still spend the points?", time: "21:15" },
    { typing: "Madina is typing…" },
  ],
  true,
  { Madina: "#b5652b", Otar: "#4a6fa5", Meerim: "#9b5de5" },
)}
</div>
<div class="row in" data-role="ui">${icon.camera(22)}<span class="box">Message the family</span>${icon.send(22)}</div>`,
};

export const jagat: ScreenSpec = {
  id: "jagat-twenty-two-halloumi-wraps-at-the-gym",
  app: "Jagat",
  kind: "chat",
  dark: false,
  device: "iphone",
  format: "jpeg",
  quality: 78,
  crop: { bottom: 88 },
  owner: { name: "Murodjon", handle: null },
  time: "08:17",
  battery: 90,
  cutLines: 1,
  replies: true,
  css: `${bubbleCss({ bg: "#f7f5ff", fg: "#211c33", sub: "#8b85a0", left: "#ffffff", leftFg: "#211c33", right: "#7b5cff", rightFg: "#ffffff", radius: 20, size: 15.5, max: 272, quote: "rgba(0,0,0,.06)", react: "#ffffff" })}
.bb.l{box-shadow:0 1px 2px rgba(0,0,0,.08)}.rx{box-shadow:0 1px 2px rgba(0,0,0,.12);border-color:#f7f5ff}
${headCss("#ffffff", "#211c33", "#8b85a0", "#ebe7f7", 60)}.hd{color:#7b5cff}.hd b{color:#211c33}
.gn{color:#e0569b}
.mp{flex:none;gap:8px;padding:7px 14px;background:#efeaff;color:#5b43d6;font-size:12.5px;border-bottom:1px solid #e1d9fb}
.in{flex:none;gap:12px;padding:8px 14px 30px;background:#ffffff;color:#7b5cff;border-top:1px solid #ebe7f7}.in .box{flex:1;min-height:38px;border-radius:19px;background:#f1eefb;display:flex;align-items:center;padding:6px 14px;font-size:15.5px;color:#9a94ad}`,
  html: `${groupHead("Morning crew", "Ryskeldi, Mehtap, you", "#7b5cff", true, `${icon.pin(20)}${icon.moreV(20)}`)}
<div class="row mp" data-role="ui">${icon.pin(14)}<span>You · FitZone Eastgate · 52 min</span></div>
<div class="fill">
${bubbles(
  "Ryskeldi",
  [
    { them: "ok the map says you’ve been at the gym at 7am every single day for three weeks. who are you", time: "07:40", who: "Ryskeldi" },
    { them: "genuinely proud of you. you used to call stairs cardio", time: "07:44", who: "Mehtap", react: "🥹" },
    { me: "I need to correct the map.", time: "07:58" },
    { me: "I only visit FitZone each morning for its café. I’ve had 22 halloumi wraps and never seen the weights.", time: "07:59" },
    {
      them: "this is somehow more commitment than the gym",
      time: "08:02",
      who: "Ryskeldi",
      quote: ["me", "I’ve had 22 halloumi wraps and never seen the weights."],
      react: "😂",
    },
    { me: "The staff wave me past the turnstile now.", time: "08:06" },
    { them: "does your membership at least cover the wraps", time: "08:09", who: "Mehtap" },
    { me: "No. That’s the worst part.", time: "08:11" },
    { typing: "Mehtap is typing…" },
  ],
  true,
  { Ryskeldi: "#e0569b", Mehtap: "#2fa4a0" },
)}
</div>
<div class="row in" data-role="ui">${icon.camera(22)}<span class="box">Message</span>${icon.send(22)}</div>`,
};
