// Part C of the held-out set v35: group chats (screens-c.ts lists the part in screens.json order).
import { avatar, icon } from "./icons";
import type { ScreenSpec } from "./screen-type";
import { bubbleCss, bubbles, headCss } from "./screens-c-kit";
import { own } from "./shell";

/** A group header: back, the group's avatar, its title and a member line, then the given icons. */
const groupHead = (title: string, sub: string, color: string, right: string) =>
  `<div class="row hd" data-role="ui">${icon.back(22)}${avatar(38, color, { silhouette: false })}<div style="flex:1;min-width:0"><b>${title}</b><small>${sub}</small></div>${right}</div>`;

export const jandi: ScreenSpec = {
  id: "jandi-three-weeks-of-good-mornings-to-cardboard",
  app: "Jandi",
  kind: "chat",
  dark: false,
  device: "android",
  format: "jpeg",
  quality: 74,
  owner: { name: "Maximilian", handle: null },
  time: "10:14",
  battery: 81,
  cutLines: 1,
  replies: true,
  statusBarDark: true,
  statusBarBackground: "#0f8f86",
  css: `${bubbleCss({ bg: "#f2f5f5", fg: "#1f2b2b", sub: "#7f8f8f", left: "#ffffff", leftFg: "#1f2b2b", right: "#13a89e", rightFg: "#ffffff", radius: 14, size: 14.5, max: 262, quote: "rgba(0,0,0,.07)", react: "#ffffff" })}
.bb.l{box-shadow:0 1px 1px rgba(0,0,0,.1)}.rx{box-shadow:0 1px 2px rgba(0,0,0,.15)}.gn{color:#0f8f86}
${headCss("#13a89e", "#ffffff", "#d3f3ef", "#13a89e", 56)}.hd b{font-size:16.5px;font-weight:600}
.in{flex:none;gap:8px;padding:6px 8px 12px;background:#ffffff;color:#13a89e;border-top:1px solid #dfe7e7}.in .box{flex:1;min-height:40px;border-radius:6px;background:#f2f5f5;display:flex;align-items:center;padding:6px 12px;font-size:15px;color:#8f9d9d}`,
  html: `${groupHead("Marketing · 5th floor", "Nawal, Mahsa, Rajan, You", "#ffb74d", `${icon.search(20)}${icon.menu(20)}`)}
<div class="fill">
${bubbles(
  "Nawal",
  [
    { t: "Today" },
    { them: "does anyone know the name of the new guy on reception? want to get him a welcome card", who: "Nawal", time: "09:31" },
    { them: "I think he’s on a trial, he never says anything back", who: "Mahsa", time: "09:33" },
    {
      me: "I’ve said good morning to him daily for three weeks. Today I asked about his weekend and a cleaner slid him two feet to the left. He’s a cardboard cutout advertising the staff gym.",
      time: "09:52",
    },
    {
      them: "he has better attendance than the actual gym",
      who: "Rajan",
      time: "09:55",
      quote: ["me", "He’s a cardboard cutout advertising the staff gym."],
      react: "😂 4",
    },
    { them: "cancelling the card", who: "Nawal", time: "09:58" },
    { me: "Still saying good morning. It’s polite.", time: "10:06" },
    { typing: "Mahsa is typing…" },
  ],
  true,
  { Nawal: "#8e24aa", Mahsa: "#ef6c00", Rajan: "#3949ab" },
)}
</div>
<div class="row in" data-role="ui">${icon.plus(22)}<span class="box">Enter a message</span>${icon.send(22)}</div>`,
};

export const flowdock: ScreenSpec = {
  id: "flowdock-forty-minutes-inside-a-rucksack",
  app: "Flowdock",
  kind: "chat",
  dark: true,
  device: "iphone",
  format: "jpeg",
  generations: [{ quality: 80 }, { width: 900, quality: 64 }],
  owner: { name: "Natan", handle: null },
  time: "11:26",
  battery: 52,
  cutLines: 0,
  replies: true,
  css: `${bubbleCss({ bg: "#15191c", fg: "#e3e8ea", sub: "#7c878d", left: "#242b30", leftFg: "#e3e8ea", right: "#4e8f1f", rightFg: "#ffffff", radius: 10, size: 15, max: 276, quote: "rgba(255,255,255,.1)", react: "#242b30" })}
.gn{color:#9bd36a}
${headCss("#1c2125", "#f1f4f5", "#8d989e", "#0b0d0f", 58)}.hd{color:#9bd36a}.hd b{font-size:17px}
.in{flex:none;gap:10px;padding:8px 12px 30px;background:#1c2125;color:#9bd36a;border-top:1px solid #0b0d0f}.in .box{flex:1;min-height:38px;border-radius:8px;background:#242b30;display:flex;align-items:center;padding:6px 12px;font-size:15.5px;color:#7c878d}`,
  html: `${groupHead("backend", "Flow · 14 people", "#4e8f1f", `${icon.search(20)}${icon.more(22)}`)}
<div class="fill">
${bubbles(
  "Petar",
  [
    { them: "Please remember to fill in the Friday lunch poll", who: "Muireann", time: "10:40" },
    { them: "who was the mystery attendee on the all-hands? 40 mins of a black screen and some rustling", who: "Petar", time: "11:02" },
    { them: "the CEO asked twice if they had a question", who: "Muireann", time: "11:03" },
    {
      me: "That was my laptop. It joined from my rucksack on the train. Ninety people stared into my bag for forty minutes and listened to me eat a pasty.",
      time: "11:10",
    },
    { them: "the rustling got a thumbs up in the chat", who: "Nolwazi", time: "11:12", react: "😂 6" },
    { them: "ceo wants to know where the pasty was from", who: "Petar", time: "11:15" },
    { me: "Platform 4 kiosk. I’ll send him one.", time: "11:21" },
    { typing: "Nolwazi is typing…" },
  ],
  true,
  { Petar: "#00838f", Muireann: "#ad1457", Nolwazi: "#f9a825" },
)}
</div>
<div class="row in" data-role="ui">${icon.plus(22)}<span class="box">Message backend</span>${icon.smile(22)}</div>`,
};

export const chatOn: ScreenSpec = {
  id: "chaton-forty-one-likes-from-grans-new-phone",
  app: "ChatON",
  kind: "chat",
  dark: false,
  device: "android",
  format: "png",
  owner: { name: "Nomsa", handle: null },
  time: "19:48",
  battery: 34,
  cutLines: 1,
  replies: true,
  statusBarDark: true,
  statusBarBackground: "#0a6ebd",
  css: `${bubbleCss({ bg: "#eaf4fb", fg: "#14263a", sub: "#7a8ea3", left: "#ffffff", leftFg: "#14263a", right: "#fff59d", rightFg: "#2b2500", radius: 16, size: 15, max: 264, quote: "rgba(0,0,0,.06)", react: "#ffffff" })}
.bb.l{box-shadow:0 1px 1px rgba(0,0,0,.1)}.bb.r{box-shadow:0 1px 1px rgba(0,0,0,.12)}.rx{box-shadow:0 1px 2px rgba(0,0,0,.15)}.gn{color:#0a6ebd}
${headCss("#1181d6", "#ffffff", "#d2e9fb", "#1181d6", 56)}.hd b{font-size:17px;font-weight:500}
.in{flex:none;gap:8px;padding:6px 8px 12px;background:#ffffff;color:#1181d6;border-top:1px solid #d6e4ef}.in .box{flex:1;min-height:40px;border-radius:20px;background:#eaf4fb;display:flex;align-items:center;padding:6px 14px;font-size:15px;color:#8aa0b4}.in .sd{width:40px;height:40px;border-radius:50%;background:#1181d6;color:#fff;display:flex;align-items:center;justify-content:center}`,
  html: `${groupHead("Family", "Mum, Romy, Rudolf, You", "#26a69a", `${icon.phone(20)}${icon.moreV(20)}`)}
<div class="fill">
${bubbles(
  "Mum",
  [
    { them: "is Gran’s new phone all set up?", who: "Mum", time: "18:52" },
    { them: "she phoned to say it works beautifully", who: "Romy", time: "18:55" },
    {
      me: "It works very well. I logged it into my own account by mistake. Gran has spent the week liking my ex’s holiday photos, forty-one of them, and he’s just messaged me asking if we should talk.",
      time: "19:21",
    },
    { them: "Gran says he looks thin", who: "Romy", time: "19:26", react: "😂 3" },
    { voice: "0:48", who: "Rudolf", time: "19:30" },
    { them: "tell him Gran’s favourite is the donkey photo", who: "Mum", time: "19:33" },
    { me: "I’m logging her out tonight. Nobody tell her.", time: "19:45" },
  ],
  true,
  { Mum: "#d81b60", Romy: "#7cb342", Rudolf: "#6d4c41" },
)}
</div>
<div class="row in" data-role="ui">${icon.plus(22)}<span class="box">Enter message</span><span class="sd">${icon.send(20)}</span></div>`,
};

export const stackfield: ScreenSpec = {
  id: "stackfield-a-flipchart-beside-the-bird-tables",
  app: "Stackfield",
  kind: "chat",
  dark: false,
  device: "iphone-max",
  format: "png",
  owner: { name: "Reinout", handle: null },
  time: "09:41",
  battery: 88,
  keyboard: true,
  suggestions: ["and", "the", "I’ll"],
  cutLines: 0,
  replies: true,
  css: `${bubbleCss({ bg: "#f5f7fb", fg: "#1b2540", sub: "#8a93a8", left: "#ffffff", leftFg: "#1b2540", right: "#2b5ce6", rightFg: "#ffffff", radius: 12, size: 15.5, max: 300, quote: "rgba(0,0,0,.06)", react: "#ffffff" })}
.bb.l{border:1px solid #e3e8f2}.rx{box-shadow:0 1px 2px rgba(0,0,0,.14)}.gn{color:#2b5ce6}
${headCss("#ffffff", "#1b2540", "#8a93a8", "#e3e8f2", 60)}.hd{color:#2b5ce6}.hd b{font-size:17px}
.in{flex:none;gap:10px;padding:6px 10px 8px;background:#ffffff;color:#2b5ce6;border-top:1px solid #e3e8f2}.in .box{flex:1;min-height:38px;border-radius:8px;background:#f5f7fb;border:1px solid #dfe4ee;display:flex;align-items:center;padding:6px 12px;font-size:16px;color:#1b2540}.in .sd{width:36px;height:36px;border-radius:8px;background:#2b5ce6;color:#fff;display:flex;align-items:center;justify-content:center}`,
  html: `${groupHead("Q3 Away Day", "Noura, Nyasha, Ranjit, You", "#5c6bc0", `${icon.video(21)}${icon.more(22)}`)}
<div class="fill">
${bubbles(
  "Noura",
  [
    { them: "anyone else at the Grange? I’m at reception and they’ve never heard of us", who: "Noura", time: "09:12" },
    {
      me: "I booked the Grange. I booked the other Grange. Ours is the garden centre café off the bypass, and they’ve set up a flipchart between the compost and the bird tables.",
      time: "09:26",
    },
    { them: "they’ve laminated an agenda for us", who: "Ranjit", time: "09:31", react: "😂 2" },
    { them: "on our way. is there lunch", who: "Nyasha", time: "09:35" },
  ],
  true,
  { Noura: "#00897b", Nyasha: "#c62828", Ranjit: "#ff8f00" },
)}
</div>
<div class="row in" data-role="ui">${icon.paperclip(22)}<span class="box">${own("Soup of the day and a scone each", "tp")}</span><span class="sd">${icon.send(18)}</span></div>`,
};

export const mxit: ScreenSpec = {
  id: "mxit-a-hungry-chirp-from-year-six",
  app: "Mxit",
  kind: "chat",
  dark: true,
  device: "iphone",
  format: "png",
  owner: { name: "Rebekka", handle: null },
  time: "23:52",
  battery: 12,
  banner: {
    app: "Messages",
    color: "#34c759",
    title: "Radmila",
    body: "did you leave a key under the mat for the plumber?",
    author: "Radmila",
    age: "now",
  },
  cutLines: 0,
  replies: true,
  css: `${bubbleCss({ bg: "#101418", fg: "#e8edf1", sub: "#7d8893", left: "#222a31", leftFg: "#e8edf1", right: "#f57c00", rightFg: "#ffffff", radius: 18, size: 15.5, max: 274, quote: "rgba(255,255,255,.1)", react: "#222a31" })}
.gn{color:#4fc3f7}
${headCss("#171d22", "#f1f4f6", "#8c97a1", "#0a0d10", 58)}.hd{color:#4fc3f7}.hd b{font-size:17px}
.in{flex:none;gap:10px;padding:8px 12px 30px;background:#171d22;color:#f57c00;border-top:1px solid #0a0d10}.in .box{flex:1;min-height:38px;border-radius:19px;background:#222a31;display:flex;align-items:center;padding:6px 14px;font-size:16px;color:#7d8893}`,
  html: `${groupHead("12 Mill Lane", "Mulenga, Ruxandra, Obafemi, You", "#f57c00", `${icon.moreV(20)}`)}
<div class="fill">
${bubbles(
  "Mulenga",
  [
    { t: "Tonight" },
    { them: "is anyone else hearing that chirp every 40 seconds", who: "Mulenga", time: "23:05" },
    { them: "I’ve taken the battery out of every alarm in the house. still going", who: "Ruxandra", time: "23:11" },
    {
      me: "Found it. It’s my Tamagotchi from Year 6, in the drawer under my bed. It has survived three house moves and it is hungry.",
      time: "23:38",
    },
    { them: "we have no working smoke alarms because of a pet from 1998", who: "Obafemi", time: "23:41", react: "😂 2" },
    { them: "is it alive", who: "Mulenga", time: "23:42" },
    { me: "Barely. I fed it. Putting the alarms back up now.", time: "23:50" },
    { typing: "Ruxandra is typing…" },
  ],
  true,
  { Mulenga: "#7e57c2", Ruxandra: "#26a69a", Obafemi: "#ef5350" },
)}
</div>
<div class="row in" data-role="ui">${icon.camera(22)}<span class="box">Type here</span>${icon.smile(22)}${icon.mic(22)}</div>`,
};
