// Part C of the held-out set v27: chats (screens-c.ts lists the part in screens.json order).
import { avatar, icon } from "./icons";
import type { ScreenSpec } from "./screen-type";
import { bubbleCss, bubbles, headCss } from "./screens-c-kit";
import { own } from "./shell";

export const snikket: ScreenSpec = {
  id: "snikket-he-watched-the-match-on-my-sofa",
  app: "Snikket",
  kind: "chat",
  dark: false,
  device: "android",
  format: "png",
  owner: { name: "Malin", handle: null },
  time: "17:12",
  battery: 64,
  cutLines: 0,
  replies: true,
  statusBarDark: true,
  statusBarBackground: "#1d4f73",
  css: `${bubbleCss({ bg: "#eef1f4", fg: "#1c2630", sub: "#738291", left: "#ffffff", leftFg: "#1c2630", right: "#d7ecfb", rightFg: "#14324a", radius: 6, size: 15, max: 258, quote: "rgba(0,0,0,.06)", react: "#fff" })}
.bb.l,.bb.r{box-shadow:0 1px 1px rgba(0,0,0,.14)}
${headCss("#21587f", "#fff", "#bcd6ea", "#21587f", 56)}.hd b{font-size:18px;font-weight:500}
.in{flex:none;gap:10px;padding:8px 10px 20px;background:#fff;border-top:1px solid #dde3e8;color:#738291}.in .box{flex:1;min-height:40px;display:flex;align-items:center;padding:6px 4px;font-size:15px;color:#9aa7b3}.in .sd{color:#21587f}`,
  html: `<div class="row hd" data-role="ui">${icon.back(22)}${avatar(34, "#f4a340")}<div style="flex:1;min-width:0"><b>Nadira</b><small>online</small></div>${icon.video(22)}${icon.phone(20)}${icon.moreV(20)}</div>
<div class="fill">
${bubbles("Nadira", [
  { t: "Today" },
  { them: "any luck with the sofa?", time: "16:31" },
  { me: "Someone came round at two to look at it.", time: "16:38" },
  { me: "He sat on it for the entire second half of the match, said it was too comfy for his flat, and went home.", time: "16:39" },
  { them: "did he at least tell you who won", time: "16:41", react: "😂 1" },
  { me: "2-1. He stayed for the highlights.", time: "16:44" },
  {
    photo: ["#8a6f5a", "#c9b8a3"],
    who: "me",
    caption: "Here it is, still warm.",
    time: "16:47",
    h: 118,
    shapes: `<div style="position:absolute;left:30px;top:44px;width:160px;height:50px;border-radius:12px 12px 6px 6px;background:#5b6b7d"></div><div style="position:absolute;left:22px;top:62px;width:22px;height:40px;border-radius:8px;background:#4d5c6d"></div><div style="position:absolute;left:176px;top:62px;width:22px;height:40px;border-radius:8px;background:#4d5c6d"></div>`,
  },
  { them: "i would have charged him admission", time: "16:52" },
  { them: "put “includes one free match” in the ad", time: "16:53" },
  { typing: "Nadira is typing…" },
])}
</div>
<div class="row in" data-role="ui">${icon.smile(22)}<span class="box">Send a message</span>${icon.paperclip(20)}<span class="sd">${icon.send(22)}</span></div>`,
};

export const xabber: ScreenSpec = {
  id: "xabber-bought-back-my-own-lamp",
  app: "Xabber",
  kind: "chat",
  dark: true,
  device: "android",
  format: "jpeg",
  quality: 74,
  owner: { name: "Rosetta", handle: null },
  time: "14:26",
  battery: 37,
  cutLines: 1,
  replies: true,
  css: `${bubbleCss({ bg: "#121a1d", fg: "#e3eaec", sub: "#7f9298", left: "#243035", leftFg: "#e3eaec", right: "#00695c", rightFg: "#f1fbf9", radius: 10, size: 15, max: 262, quote: "rgba(255,255,255,.09)", react: "#243035" })}
.gn{color:#4db6ac}
${headCss("#1b2529", "#e3eaec", "#8aa0a6", "#0f1517", 58)}
.in{flex:none;gap:12px;padding:6px 12px 20px;background:#1b2529;color:#8aa0a6}.in .box{flex:1;min-height:42px;display:flex;align-items:center;padding:6px 4px;font-size:15px;color:#6f8388}`,
  html: `<div class="row hd" data-role="ui">${icon.back(22)}${avatar(38, "#00897b", { silhouette: false })}<div style="flex:1;min-width:0"><b>Boot Sale Saturdays</b><small>Magda, Ozan, Prue, you</small></div>${icon.search(20)}${icon.moreV(20)}</div>
<div class="fill">
${bubbles(
  "Magda",
  [
    { t: "Saturday" },
    { them: "packed up. car is empty for the first time ever", time: "13:02", who: "Magda" },
    { them: "sold all the vinyl, kept all the crates", time: "13:09", who: "Ozan" },
    { me: "Not bad here. Made £14 by lunchtime.", time: "13:31" },
    { me: "Then I spent £22 at the stall next to mine. £8 of that was my own lamp, which she’d bought off me for £3 at nine.", time: "13:33" },
    {
      them: "she made a fiver on your lamp and you made a round trip",
      time: "13:40",
      who: "Prue",
      quote: ["me", "Then I spent £22 at the stall next to mine."],
      react: "😂 3",
    },
    { voice: "0:27", who: "Ozan", time: "13:44" },
    { them: "same time next week? bring the lamp", time: "13:52", who: "Magda" },
    { me: "Same pitch, seven o’clock. The lamp is staying home.", time: "14:05" },
  ],
  true,
  { Magda: "#ef6c00", Ozan: "#5c6bc0", Prue: "#d81b60" },
)}
</div>
<div class="row in" data-role="ui">${icon.smile(22)}<span class="box">Write a message…</span>${icon.paperclip(20)}${icon.mic(22)}</div>`,
};

export const nandbox: ScreenSpec = {
  id: "nandbox-she-could-do-the-cut-not-the-year",
  app: "Nandbox",
  kind: "chat",
  dark: false,
  device: "iphone",
  format: "png",
  owner: { name: "Mahala", handle: null },
  time: "12:19",
  battery: 82,
  keyboard: true,
  suggestions: ["kinder", "kind", "kindest"],
  cutLines: 0,
  replies: true,
  css: `${bubbleCss({ bg: "#f3f5fa", fg: "#1d2433", sub: "#8a93a6", left: "#ffffff", leftFg: "#1d2433", right: "#3d5afe", rightFg: "#fff", radius: 18, size: 16, max: 280, quote: "rgba(0,0,0,.06)", react: "#fff" })}
.rx{box-shadow:0 1px 2px rgba(0,0,0,.15)}
${headCss("#ffffff", "#1d2433", "#8a93a6", "#e3e6ee", 54)}.hd{color:#3d5afe}.hd b{color:#1d2433;font-size:17px}
.in{flex:none;gap:10px;padding:6px 10px;background:#fff;border-top:1px solid #e3e6ee;color:#3d5afe}.in .box{flex:1;min-height:36px;border-radius:18px;border:1px solid #d5d9e3;display:flex;align-items:center;padding:6px 12px;font-size:16px;color:#1d2433}`,
  html: `<div class="row hd" data-role="ui">${icon.back(24)}${avatar(36, "#7cb342")}<div style="flex:1;min-width:0"><b>Roscoe</b><small>last seen recently</small></div>${icon.video(22)}${icon.phone(20)}</div>
<div class="fill">
${bubbles("Roscoe", [
  { t: "Today" },
  { them: "new hair?? saw your profile pic", time: "12:04" },
  { me: "Yes! Went to the new place on Mill Street.", time: "12:07" },
  { me: "I showed her a selfie from 2016 and said “this, please”. She said she could do the cut but not the year.", time: "12:08" },
  { them: "to be fair 2016 was a good year for everyone’s hair", time: "12:11", react: "😂" },
  { them: "send a pic, the profile one is tiny", time: "12:11" },
])}
</div>
<div class="row in" data-role="ui">${icon.plus(22)}${own("Taking one when the light is kinder", "box")}${icon.send(22)}</div>`,
};

export const bridgefy: ScreenSpec = {
  id: "bridgefy-forty-tents-bought-the-same-flag",
  app: "Bridgefy",
  kind: "chat",
  dark: false,
  device: "iphone-max",
  format: "png",
  owner: { name: "Micah", handle: null },
  time: "22:47",
  battery: 19,
  cutLines: 1,
  replies: true,
  banner: { app: "Bridgefy", color: "#1f5cff", title: "Odo · Field C", body: "they have fairy lights AND a kettle, i’m staying", author: "Odo", age: "now" },
  css: `${bubbleCss({ bg: "#ffffff", fg: "#15192b", sub: "#8c91a3", left: "#eef0f5", leftFg: "#15192b", right: "#1f5cff", rightFg: "#fff", radius: 18, size: 16, max: 290, quote: "rgba(0,0,0,.06)", react: "#fff" })}
.rx{box-shadow:0 1px 2px rgba(0,0,0,.15)}.gn{color:#1f5cff}
${headCss("#f8f9fc", "#15192b", "#8c91a3", "#e4e6ee", 58)}.hd{color:#1f5cff}.hd b{color:#15192b}
.in{flex:none;gap:10px;padding:8px 12px 30px;background:#f8f9fc;border-top:1px solid #e4e6ee;color:#1f5cff}.in .box{flex:1;min-height:38px;border-radius:19px;border:1px solid #d8dbe5;background:#fff;display:flex;align-items:center;padding:6px 14px;font-size:16px;color:#a0a5b5}`,
  html: `<div class="row hd" data-role="ui">${icon.back(24)}${avatar(38, "#ffb300", { silhouette: false })}<div style="flex:1;min-width:0"><b>Field C</b><small>4 people nearby · mesh</small></div>${icon.moreV(20)}</div>
<div class="fill">
${bubbles(
  "Paloma",
  [
    { t: "Saturday 21:58" },
    { them: "where is everyone, no signal at all up here", time: "22:01", who: "Paloma" },
    { them: "still by the cider bus", time: "22:04", who: "Nestor" },
    { me: "Heading back to the tents now, just follow the flag.", time: "22:19" },
    { me: "Correction: we bought our flag at the stall by the gate, and so did about forty other tents in this field.", time: "22:31" },
    { them: "i am currently sitting in the wrong tent. it is nicer than ours", time: "22:33", who: "Odo", react: "😂 2" },
    {
      photo: ["#16213a", "#2f3f60"],
      who: "Paloma",
      caption: "which one",
      time: "22:36",
      h: 120,
      shapes: [18, 52, 86, 120, 154, 188]
        .map(
          (x, i) =>
            `<div style="position:absolute;left:${x}px;top:${40 + (i % 3) * 10}px;width:2px;height:46px;background:#c9cfdc"></div><div style="position:absolute;left:${x + 2}px;top:${40 + (i % 3) * 10}px;width:20px;height:13px;background:#f0b429"></div>`,
        )
        .join(""),
    },
    { me: "The one with Nestor’s wellies outside.", time: "22:40" },
    { typing: "Nestor is typing…" },
  ],
  true,
  { Paloma: "#8e24aa", Nestor: "#00897b", Odo: "#f4511e" },
)}
</div>
<div class="row in" data-role="ui">${icon.plus(24)}<span class="box">Message</span>${icon.mic(22)}</div>`,
};

export const textme: ScreenSpec = {
  id: "textme-a-pause-for-a-laugh",
  app: "TextMe",
  kind: "chat",
  dark: true,
  device: "android",
  format: "png",
  downscaleTo: 864,
  owner: { name: "Ricarda", handle: null },
  time: "21:15",
  battery: 48,
  cutLines: 0,
  replies: true,
  css: `${bubbleCss({ bg: "#15141c", fg: "#ecebf3", sub: "#8d8aa0", left: "#2a2836", leftFg: "#ecebf3", right: "#6a4cff", rightFg: "#fff", radius: 20, size: 15, max: 262, quote: "rgba(255,255,255,.1)", react: "#2a2836" })}
${headCss("#1d1b27", "#ecebf3", "#8d8aa0", "#1d1b27", 58)}
.in{flex:none;gap:10px;padding:6px 10px 20px;background:#15141c;color:#a29fb5}.in .box{flex:1;min-height:42px;border-radius:21px;background:#2a2836;display:flex;align-items:center;gap:10px;padding:6px 14px;font-size:15px;color:#7e7b92}.in .sd{width:42px;height:42px;border-radius:50%;background:#6a4cff;color:#fff;display:flex;align-items:center;justify-content:center}`,
  html: `<div class="row hd" data-role="ui">${icon.back(22)}${avatar(36, "#26a69a")}<div style="flex:1;min-width:0"><b>Mads</b><small>(415) 555-0148</small></div>${icon.phone(20)}${icon.video(22)}${icon.moreV(20)}</div>
<div class="fill">
${bubbles("Mads", [
  { t: "Thursday" },
  { them: "how’s the speech looking", time: "20:41" },
  { me: "Finished it last night. Printed two copies, just in case.", time: "20:47" },
  { me: "I’ve timed it at four minutes, and that includes a twenty-second pause for a laugh I’m no longer confident about.", time: "20:48" },
  { them: "which joke is it", time: "20:50" },
  { me: "The one about your driving test.", time: "20:52" },
  { them: "i passed on the FOURTH go ricarda that is a success story", time: "20:53", react: "😂 1" },
  { them: "keep the pause. mum will laugh at anything after two glasses", time: "20:55" },
  { me: "Noted. Three minutes forty, then.", time: "21:02" },
])}
</div>
<div class="row in" data-role="ui">${icon.plus(22)}<span class="box"><span style="flex:1">Text message</span>${icon.smile(20)}</span><span class="sd">${icon.send(20)}</span></div>`,
};
