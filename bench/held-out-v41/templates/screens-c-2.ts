// Part C of the held-out set v41: group chats (screens-c.ts lists the part in screens.json order).
import { icon } from "./icons";
import type { ScreenSpec } from "./screen-type";
import { esc, own } from "./shell";
import { bubbleCss, bubbles, headCss } from "./screens-c-kit";

/** A group's header: back, a plain colour tile, the group's title and its member line. */
const groupHead = (title: string, sub: string, tile: string, round = false, right = `${icon.moreV(20)}`) =>
  `<div class="row hd" data-role="ui">${icon.back(22)}<span style="flex:none;width:38px;height:38px;border-radius:${round ? "50%" : "11px"};background:${tile}"></span><div style="flex:1;min-width:0"><b>${esc(title)}</b><small>${esc(sub)}</small></div>${right}</div>`;

export const churchcenter: ScreenSpec = {
  id: "churchcenter-the-furniture-shop-overflow",
  app: "Church Center",
  kind: "chat",
  dark: false,
  device: "iphone",
  format: "jpeg",
  quality: 76,
  downscaleTo: 1000,
  owner: { name: "Remedios", handle: null },
  time: "14:36",
  battery: 52,
  cutLines: 1,
  replies: true,
  css: `${bubbleCss({ bg: "#f6f6f4", fg: "#24282c", sub: "#8b9196", left: "#ffffff", leftFg: "#24282c", right: "#2f6fde", rightFg: "#ffffff", radius: 16, size: 15.5, max: 276, quote: "rgba(0,0,0,.06)", react: "#ffffff" })}
.bb.l{box-shadow:0 1px 2px rgba(0,0,0,.08)}.rx{box-shadow:0 1px 2px rgba(0,0,0,.12);border-color:#f6f6f4}
${headCss("#ffffff", "#24282c", "#8b9196", "#e4e4e0", 60)}.hd{color:#2f6fde}.hd b{color:#24282c}
.in{flex:none;gap:12px;padding:8px 14px 30px;background:#ffffff;color:#2f6fde;border-top:1px solid #e4e4e0}.in .box{flex:1;min-height:38px;border-radius:19px;background:#f0f0ed;display:flex;align-items:center;padding:6px 14px;font-size:15.5px;color:#979ca1}`,
  html: `${groupHead("Welcome Team · Sunday 9am", "Nuray, Marlen, Rukiye, you +11", "#e8a33d")}
<div class="fill">
${bubbles(
  "Nuray",
  [
    {
      them: "Morning all. Quick question for the welcome team: the furniture shop next door rang to ask why their car park is full of our cars every Sunday. Any ideas?",
      time: "1:58 PM",
    },
    { me: "One idea, yes. Sorry in advance.", time: "2:04 PM" },
    { me: "I’ve waved every car into the furniture shop’s car park since Easter. I took it for our overflow.", time: "2:05 PM" },
    {
      who: "Marlen",
      them: "that explains the sofa leaflets under my wipers every week",
      quote: ["me", "I took it for our overflow."],
      time: "2:09 PM",
      react: "😂",
    },
    { who: "Rukiye", them: "my husband walked out after the service and bought a recliner", time: "2:12 PM" },
    { me: "I’ll stand at the right gate this week. In the hi-vis.", time: "2:21 PM", react: "🙏" },
    { typing: "Marlen is typing…" },
  ],
  true,
)}
</div>
<div class="row in" data-role="ui">${icon.plus(22)}<span class="box">Message the group</span>${icon.send(22)}</div>`,
};

export const playpass: ScreenSpec = {
  id: "playpass-twelve-weeks-of-seven-in-the-morning",
  app: "Playpass",
  kind: "chat",
  dark: true,
  device: "android",
  format: "png",
  owner: { name: "Olzhan", handle: null },
  time: "22:09",
  battery: 38,
  cutLines: 1,
  replies: true,
  css: `${bubbleCss({ bg: "#0e1116", fg: "#e7eaee", sub: "#7b838d", left: "#1d232b", leftFg: "#e7eaee", right: "#ff5a36", rightFg: "#ffffff", radius: 18, size: 15, max: 262, quote: "rgba(255,255,255,.12)", react: "#1d232b" })}
${headCss("#141920", "#eef1f4", "#87909a", "#242b34", 58)}.hd{color:#ff7a5c}.hd b{color:#eef1f4}
.lg{flex:none;gap:6px;padding:6px 14px;background:#1a1f27;color:#ff9a80;font-size:12px;border-bottom:1px solid #242b34}
.in{flex:none;gap:12px;padding:8px 12px 14px;background:#141920;color:#ff7a5c;border-top:1px solid #242b34}.in .box{flex:1;min-height:40px;border-radius:20px;background:#1d232b;display:flex;align-items:center;padding:6px 14px;font-size:15px;color:#737c86}`,
  html: `${groupHead("Tuesday Spikers", "Co-ed B · Oguz, Nilufer, Ridvan, you +5", "#ff5a36", true)}
<div class="row lg" data-role="ui">Winter volleyball league · Court 2 · Tuesdays · 12 weeks</div>
<div class="fill">
${bubbles(
  "Oguz",
  [
    {
      them: "schedule for the winter league is finally out! we are on court 2 at 7:00 every tuesday, whoever booked it, nice work getting the same court every week",
      time: "21:31",
    },
    { me: "That was me. Small detail.", time: "21:40" },
    { me: "I booked court 2 for seven in the morning, all twelve weeks. The refund button is grey.", time: "21:41" },
    { who: "Nilufer", them: "it’s grey with shame on your behalf", quote: ["me", "The refund button is grey."], time: "21:44", react: "💀" },
    { me: "I’ll bring pastries. All twelve weeks.", time: "22:03" },
    { who: "Ridvan", them: "make it almond croissants and I’ll forgive weeks one to six", time: "22:06", react: "🥐" },
    { typing: "Nilufer is typing…" },
  ],
  true,
)}
</div>
<div class="row in" data-role="ui">${icon.camera(22)}<span class="box">Message Tuesday Spikers</span>${icon.send(22)}</div>`,
};

export const howbout: ScreenSpec = {
  id: "howbout-two-years-of-imaginary-pottery",
  app: "Howbout",
  kind: "chat",
  dark: false,
  device: "iphone",
  format: "png",
  keyboard: true,
  suggestions: ["bowl", "a", "one"],
  owner: { name: "Ndidi", handle: null },
  time: "12:48",
  battery: 61,
  cutLines: 0,
  replies: true,
  css: `${bubbleCss({ bg: "#fffaf6", fg: "#2a2230", sub: "#958a99", left: "#f1ebf3", leftFg: "#2a2230", right: "#7b4dff", rightFg: "#ffffff", radius: 20, size: 15.5, max: 272, quote: "rgba(0,0,0,.06)", react: "#f1ebf3" })}
.rx{border-color:#fffaf6}
${headCss("#fffaf6", "#2a2230", "#958a99", "#efe6ea", 58)}.hd{color:#7b4dff}.hd b{color:#2a2230}
.in{flex:none;gap:12px;padding:8px 14px 8px;background:#fffaf6;color:#7b4dff;border-top:1px solid #efe6ea}.in .box{flex:1;min-height:38px;border-radius:19px;border:1px solid #ddd1e2;display:flex;align-items:center;padding:6px 14px;font-size:15.5px;color:#2a2230}`,
  html: `${groupHead("Friday people", "Mojisola, Meron, Ogechi, you", "#ffb547", true, `${icon.plus(22)}${icon.moreV(20)}`)}
<div class="fill">
${bubbles(
  "Mojisola",
  [
    { them: "ok picking a date for the dinner. everyone is free on the 19th except Ndidi, who has pottery. again", time: "12:31" },
    { who: "Meron", them: "two years of pottery and not one bowl has ever appeared", time: "12:33", react: "👀" },
    { me: "There is no pottery. I said it once in 2024 to get out of a Friday and set it to repeat weekly.", time: "12:40" },
    { who: "Ogechi", them: "so what do you actually do every friday", time: "12:42", react: "😂" },
  ],
  true,
)}
</div>
<div class="row in">${icon.camera(22)}${own("Honestly? Lying down. I’ll bring a bowl", "box")}${icon.send(22)}</div>`,
};

export const timeleft: ScreenSpec = {
  id: "timeleft-plush-octopuses-not-marine-biology",
  app: "Timeleft",
  kind: "chat",
  dark: true,
  device: "iphone-max",
  format: "png",
  owner: { name: "Rauan", handle: null },
  time: "09:17",
  battery: 90,
  cutLines: 1,
  replies: true,
  banner: {
    app: "Messages",
    color: "#34c759",
    title: "Nthabiseng",
    body: "are you back yet? the lasagne is in the fridge, do not eat the top layer",
    author: "Nthabiseng",
    age: "now",
  },
  css: `${bubbleCss({ bg: "#121212", fg: "#ececec", sub: "#858585", left: "#242424", leftFg: "#ececec", right: "#e0b400", rightFg: "#151515", radius: 18, size: 16, max: 296, quote: "rgba(255,255,255,.12)", react: "#242424" })}
${headCss("#181818", "#f2f2f2", "#8e8e8e", "#2a2a2a", 62)}.hd{color:#e0b400}.hd b{color:#f2f2f2}
.in{flex:none;gap:12px;padding:8px 16px 32px;background:#181818;color:#e0b400;border-top:1px solid #2a2a2a}.in .box{flex:1;min-height:40px;border-radius:20px;background:#242424;display:flex;align-items:center;padding:6px 14px;font-size:16px;color:#7c7c7c}`,
  html: `${groupHead("Wednesday dinner · Table 4", "Pakize, Rionach, Marjan, you +2", "#e0b400", false)}
<div class="fill">
${bubbles(
  "Pakize",
  [
    { t: "Thursday" },
    { them: "what a night, thanks everyone!! honestly the best table I’ve had on this app", time: "08:42", react: "❤️" },
    { who: "Rionach", them: "Rauan I still can’t stop thinking about the octopus hearts", time: "08:50" },
    { me: "I need to come clean before anyone tells their aquarium friends.", time: "08:58" },
    { me: "I’m not a marine biologist. I sell plush octopuses in the aquarium gift shop.", time: "08:59" },
    {
      who: "Marjan",
      them: "you spoke about octopus hearts for forty minutes. with diagrams on a napkin",
      quote: ["me", "I’m not a marine biologist."],
      time: "09:03",
      react: "😂",
    },
    { who: "Pakize", them: "were the three hearts at least true", time: "09:06" },
    { me: "Yes. It’s printed on the tag.", time: "09:10" },
    { typing: "Rionach is typing…" },
  ],
  true,
)}
</div>
<div class="row in" data-role="ui">${icon.plus(22)}<span class="box">Message</span>${icon.send(22)}</div>`,
};

export const timetree: ScreenSpec = {
  id: "timetree-mums-sixtieth-in-the-wrong-city",
  app: "TimeTree",
  kind: "chat",
  dark: false,
  device: "android",
  format: "jpeg",
  quality: 72,
  crop: { bottom: 70 },
  owner: { name: "Mahin", handle: null },
  time: "17:52",
  battery: 31,
  cutLines: 1,
  replies: true,
  statusBarDark: true,
  statusBarBackground: "#43a047",
  css: `${bubbleCss({ bg: "#f5f7f4", fg: "#22281f", sub: "#869080", left: "#ffffff", leftFg: "#22281f", right: "#43a047", rightFg: "#ffffff", radius: 14, size: 15, max: 262, quote: "rgba(0,0,0,.06)", react: "#ffffff" })}
.bb.l{box-shadow:0 1px 2px rgba(0,0,0,.08)}.rx{box-shadow:0 1px 2px rgba(0,0,0,.12);border-color:#f5f7f4}
${headCss("#43a047", "#ffffff", "#d6efd7", "#43a047", 56)}
.ev{flex:none;gap:10px;padding:8px 14px;background:#ffffff;border-bottom:1px solid #e3e8e1;font-size:12.5px;color:#4d5748;line-height:17px}.ev .bar{flex:none;width:4px;align-self:stretch;border-radius:2px;background:#ef6c57}.ev b{font-size:14px;color:#22281f;display:block}
.in{flex:none;gap:12px;padding:8px 12px 14px;background:#ffffff;color:#43a047;border-top:1px solid #e3e8e1}.in .box{flex:1;min-height:40px;border-radius:20px;background:#eef1ec;display:flex;align-items:center;padding:6px 14px;font-size:15px;color:#8f988a}`,
  html: `${groupHead("Family calendar", "Parvaneh, Neftali, Rosaura, you", "#a5d6a7", true)}
<div class="row ev" data-role="ui"><span class="bar"></span><div style="flex:1;min-width:0"><b>Mum’s 60th dinner</b>Sat 14 Dec · 7:30 PM · Harrow & Vine, Marrow Lane</div></div>
<div class="fill">
${bubbles(
  "Parvaneh",
  [
    { them: "who booked this? the restaurant just rang me to confirm a table for 14 and asked if we need parking for a coach", time: "16:58" },
    { me: "Me! It was meant to stay a surprise.", time: "17:12" },
    { me: "I reserved us the Marrow Lane branch. It turns out that one is in Leeds.", time: "17:13" },
    { who: "Neftali", them: "we live in Leicester. that is two hours up the M1", time: "17:16", react: "😭" },
    { who: "Rosaura", them: "I’ve already told my mother it’s the nice place near us", time: "17:20" },
    { voice: "1:12", who: "Parvaneh", time: "17:31" },
    { me: "The deposit is £140 and not refundable. Leeds it is.", time: "17:44", react: "😮" },
    { typing: "Neftali is typing…" },
  ],
  true,
)}
</div>
<div class="row in" data-role="ui">${icon.plus(22)}<span class="box">Add a comment</span>${icon.send(22)}</div>`,
};
