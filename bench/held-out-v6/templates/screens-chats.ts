// Chats: Mattermost (dark, an office channel and a fridge clear-out, keyboard open with a message
// typed), Zulip (an infra stream's topic, a plain incident summary and a short confession, JPEG), Thumbtack
// (a painter's quote and a paint colour), Bolt (a driver at the wrong doors, Gboard with suggestions and
// a message typed, saved twice), Leboncoin (French, a buyer haggling over a grey sofa, keyboard open with
// a message typed, saved twice); Words With Friends, Wag!, Clash of Clans and Spond are in
// screens-chats-more.ts.
import { icon } from "./icons";
import { chatCss, chatHead, inputBar, msgRow, timeline } from "./kit";
import type { ScreenSpec } from "./screen-type";
import { clash, spond, wag, wordsWithFriends } from "./screens-chats-more";
import { esc } from "./shell";

const slackish = (bg: string, fg: string, sub: string, line: string, name: string) =>
  `body{background:${bg};color:${fg}}.hd{flex:none;height:52px;padding:0 12px;gap:10px;border-bottom:1px solid ${line};position:relative;z-index:3;background:${bg}}.hd b{font-size:16px;display:block}.hd small{font-size:12px;color:${sub};display:block}
.fill{display:flex;flex-direction:column;justify-content:flex-end;padding:0 0 8px;gap:1px}.ev{gap:10px;padding:5px 14px;align-items:flex-start}.en{font-size:14px;font-weight:700;color:${name}}.et{font-size:11px;color:${sub}}.ex{font-size:15px;line-height:21px}
.day{align-self:center;font-size:12px;color:${sub};margin:6px 0}.rx{gap:6px;padding:0 14px 4px 56px}.rx span{font-size:12px;border:1px solid ${line};border-radius:10px;padding:1px 7px}
.in{flex:none;gap:10px;padding:8px 12px 10px;border-top:1px solid ${line};color:${sub};position:relative;z-index:2}.in .box{flex:1;min-height:38px;border-radius:8px;border:1px solid ${line};display:flex;align-items:center;padding:6px 12px;font-size:15px}.in .box.typed{color:${fg}}`;

export const mattermost: ScreenSpec = {
  id: "mattermost-fridge",
  app: "Mattermost",
  kind: "chat",
  dark: true,
  device: "iphone",
  format: "png",
  owner: { name: "Henrike Vos", handle: null },
  time: "09:41",
  battery: 63,
  keyboard: true,
  suggestions: ["mustard", "the", "is"],
  cutLines: 1,
  replies: true,
  css: slackish("#1e2127", "#dde1e7", "#8b93a0", "#2f343d", "#e6e9ee"),
  html: `<div class="row hd" data-role="ui">${icon.back(22)}${icon.hash(20)}<div style="flex:1"><b>office-kitchen</b><small>38 members</small></div>${icon.search(20)}${icon.more(22)}</div>
<div class="fill">
${msgRow("Henrike Vos", "#c0607a", ["Reminder: fridge clear-out is Friday at 4.", "Anything without a name on it goes in the bin.", "This includes the soup from March."], "owner", "9:02 AM")}
${msgRow("Deepak Raghunathan", "#4f86c6", ["which March"], "Deepak Raghunathan", "9:05 AM")}
${msgRow("Henrike Vos", "#c0607a", ["Either."], "owner", "9:06 AM")}
${msgRow("Marisol Quintero", "#3f9a6b", ["the soup is mine, it’s a starter"], "Marisol Quintero", "9:11 AM")}
${msgRow("Henrike Vos", "#c0607a", ["Soup doesn’t have a starter, Marisol."], "owner", "9:12 AM")}
${msgRow("Bartek Nowicki", "#d19a2e", ["initials ok?"], "Bartek Nowicki", "9:20 AM")}
${msgRow("Henrike Vos", "#c0607a", ["Full names. There are three BNs."], "owner", "9:21 AM")}
</div>
<div class="row in">${icon.plus(22)}<span class="box typed" data-role="other" data-author="You">${esc("is the mustard communal")}</span>${icon.send(22)}</div>`,
};

export const zulip: ScreenSpec = {
  id: "zulip-disk-full",
  app: "Zulip",
  kind: "chat",
  dark: false,
  device: "android",
  format: "jpeg",
  quality: 72,
  owner: { name: "Tobias Engström", handle: null },
  time: "11:18",
  battery: 47,
  replies: true,
  css: `${slackish("#fff", "#222", "#777", "#e2e2e2", "#333")}.hd{background:#f5f5f5}.tp{flex:none;padding:6px 14px;font-size:13px;background:#e9eef7;color:#2d4f87;gap:6px}`,
  html: `<div class="row hd" data-role="ui">${icon.menu(22)}<div style="flex:1"><b>#infra</b><small>112 subscribers</small></div>${icon.search(20)}${icon.moreV(20)}</div>
<div class="row tp" data-role="ui">${icon.hash(14)}<span>infra</span><span>›</span><span>disk full on build-03</span></div>
<div class="fill">
<div class="day">Today</div>
${msgRow("Tobias Engström", "#5c6bc0", ["Summary for anyone catching up:", "build-03 ran out of disk at 02:14.", "Cause was a single log file,", "debug_temp_DELETE_ME.log, 1.8 TB.", "It had been growing since the migration.", "Deleted it. Disk is at 31%."], "owner", "10:52")}
${msgRow("Amara Nwankwo", "#26a69a", ["who created it?"], "Amara Nwankwo", "10:55")}
${msgRow("Tobias Engström", "#5c6bc0", ["Checking git blame now."], "owner", "10:56")}
${msgRow("Tobias Engström", "#5c6bc0", ["It was me."], "owner", "11:04")}
<div class="row rx"><span>😬 6</span><span>🙏 2</span></div>
${msgRow("Reuben Castellanos", "#ef6c00", ["can we add an alert at 80%"], "Reuben Castellanos", "11:09")}
${msgRow("Tobias Engström", "#5c6bc0", ["Yes. Ticket is INFRA-2231."], "owner", "11:12")}
</div>
<div class="row in"><span class="box">Message #infra > disk full on build-03</span>${icon.send(22)}</div>`,
};

export const thumbtack: ScreenSpec = {
  id: "thumbtack-painter",
  app: "Thumbtack",
  kind: "chat",
  dark: false,
  device: "iphone",
  format: "png",
  owner: { name: "Silas Okonjo", handle: null },
  time: "18:26",
  battery: 55,
  replies: true,
  css: `${chatCss({ bg: "#fff", hd: "#fff", fg: "#2f3033", sub: "#676d73", line: "#e9eced", left: "#f2f4f5", leftFg: "#2f3033", right: "#009fd9", rightFg: "#fff", accent: "#009fd9", box: "#f2f4f5", radius: 18 })}
.qt{align-self:flex-start;width:270px;border:1px solid #e9eced;border-radius:12px;padding:10px 12px;gap:10px}.qt b{font-size:15px;display:block}.qt small{font-size:13px;color:#676d73;display:block}.bn{flex:none;padding:8px 14px;font-size:13px;color:#676d73;background:#f7f9fa;gap:8px}`,
  html: `${chatHead("Silas Okonjo", "Okonjo Painting · Responds in about 1 hour", "#7c5a3a", icon.phone(20))}
<div class="row bn">${icon.check(16)}<span>Interior painting · Bedroom · Project in 2 weeks</span></div>
<div class="fill">
${timeline([
  ["t", "Mon 4:10 PM"],
  ["l", "owner", "Hi! Thanks for the photos. I can do the bedroom next week."],
])}
<div class="row qt">${icon.gift(22)}<div><b>Estimate: $640</b><small>Walls, ceiling, trim · 2 coats</small></div></div>
${timeline([
  ["l", "owner", "That includes two coats, the ceiling, the trim, and me not mentioning the colour."],
  ["r", "You", "what’s wrong with the colour"],
  ["l", "owner", "Nothing. It’s bold."],
  ["r", "You", "it’s called Sunny Disposition"],
  ["l", "owner", "It is very sunny."],
  ["t", "Today 9:02 AM"],
  ["l", "owner", "Tuesday 8am works. I’ll bring sunglasses."],
  ["s", "Seen"],
])}
</div>
${inputBar("Message Silas")}`,
};

export const bolt: ScreenSpec = {
  id: "bolt-doors",
  app: "Bolt",
  kind: "chat",
  dark: false,
  device: "android",
  format: "jpeg",
  owner: { name: "Florin", handle: null },
  time: "23:07",
  battery: 14,
  keyboard: true,
  suggestions: ["FLORIN", "that’s", "wait"],
  generations: [{ quality: 89 }, { width: 828, quality: 67 }],
  replies: true,
  css: `${chatCss({ bg: "#f4f5f6", hd: "#fff", fg: "#1a1a1a", sub: "#6d7278", line: "#e4e6e8", left: "#fff", leftFg: "#1a1a1a", right: "#32bb78", rightFg: "#fff", accent: "#32bb78", box: "#f1f2f4" })}`,
  html: `${chatHead("Florin", "Skoda Octavia · Grey · LK19 ZXP", "#5b6b7a", icon.phone(20))}
<div class="fill">
${timeline([
  ["t", "22:58"],
  ["l", "owner", "Hello I am outside"],
  ["l", "owner", "I am at the blue door"],
  ["r", "You", "there is no blue door"],
  ["l", "owner", "Ok now I am at the green door"],
  ["r", "You", "which street??"],
  ["l", "owner", "There is a man waving, is this you"],
  ["r", "You", "no"],
  ["l", "owner", "He is getting in"],
])}
</div>
${inputBar("FLORIN that’s not me", true)}`,
};

export const leboncoin: ScreenSpec = {
  id: "leboncoin-canape",
  app: "Leboncoin",
  kind: "chat",
  dark: false,
  device: "iphone",
  format: "jpeg",
  owner: { name: "Gérard", handle: null },
  time: "19:44",
  battery: 38,
  keyboard: true,
  suggestions: ["pas", "désolée", "Bonjour"],
  generations: [{ quality: 90 }, { width: 900, quality: 70 }],
  replies: true,
  css: `${chatCss({ bg: "#fff", hd: "#fff", fg: "#1a1a1a", sub: "#6f6f6f", line: "#eaeaea", left: "#f1f1f1", leftFg: "#1a1a1a", right: "#ec5a13", rightFg: "#fff", accent: "#ec5a13", box: "#f4f4f4", radius: 14 })}
.ad{flex:none;gap:10px;padding:8px 14px;border-bottom:1px solid #eaeaea}.ad span.p{width:44px;height:44px;border-radius:6px;background:linear-gradient(150deg,#9e9e9e,#616161)}.ad b{font-size:14px;display:block}.ad small{font-size:14px;color:#ec5a13;font-weight:700;display:block}`,
  html: `${chatHead("Gérard", "En ligne il y a 2 min", "#8d6e63", icon.more(22))}
<div class="row ad" data-role="ui"><span class="p"></span><div><b>Canapé 3 places gris</b><small>150 €</small></div></div>
<div class="fill">
${timeline([
  ["t", "Aujourd’hui 18:52"],
  ["l", "owner", "Bonjour, le canapé est toujours disponible ?"],
  ["r", "You", "Bonjour oui !"],
  ["l", "owner", "Je vous en propose 40 €."],
  ["r", "You", "Il est à 150, il a 2 ans"],
  ["l", "owner", "Oui mais il est gris."],
  ["r", "You", "C’est écrit dans l’annonce…"],
  ["l", "owner", "45 € et je viens le chercher ce soir avec mon beau-frère. Il a une camionnette."],
])}
</div>
${inputBar("désolée, pas en dessous de 120", true)}`,
};

export const CHATS: ScreenSpec[] = [mattermost, zulip, thumbtack, bolt, leboncoin, wordsWithFriends, wag, clash, spond];
