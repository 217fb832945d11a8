// Part C of the held-out set v24: five email threads (a family, an office fridge, a model railway club,
// a landlord, a junior football team's parents).
import { icon } from "./icons";
import type { ScreenSpec } from "./screen-type";
import { collapsed, mailCss, message, mi, replyBar, subject } from "./screens-c-kit";

export const tuta: ScreenSpec = {
  id: "tuta-forty-minutes-ten-metres-apart",
  app: "Tuta",
  kind: "other",
  dark: false,
  device: "iphone",
  format: "png",
  owner: { name: "Lasse Vinter", handle: null },
  time: "19:42",
  battery: 62,
  cutLines: 1,
  statusBarBackground: "#fff",
  banner: {
    app: "Tuta",
    color: "#d93951",
    title: "Hanne Vinter",
    body: "Re: Christmas Day walkie-talkies: He has just radioed to say the turkey is in. Over.",
    author: "Hanne Vinter",
    age: "now",
  },
  replies: true,
  css: mailCss({ bg: "#f4f4f5", card: "#fff", fg: "#222326", sub: "#707279", line: "#e6e6ea", accent: "#d93951", quote: "#f0b3be", size: 15 }),
  html: `<div class="row hd" data-role="ui">${icon.back(22)}<span class="sp"></span>${mi.chevUp(21)}${mi.chevDown(21)}${mi.folder(21)}${mi.trash(21)}${icon.more(22)}</div>
<div class="fill">
${subject("Christmas Day walkie-talkies", "Hanne Vinter", ["Family"])}
${collapsed("Hanne Vinter", "Hanne Vinter", "Thu 14:10", "#c4797e", "Has Dad told you about the walkie-talkies for Christmas Day?")}
${message({
  who: "owner",
  name: "Lasse Vinter",
  addr: "to Hanne, Gerd",
  time: "Thu 18:55",
  color: "#5b7fa6",
  body: [
    "Hi both,",
    "Yes, he dropped mine round on Sunday.",
    "He tested them at six this morning from the shed. Mum answered from the kitchen and they talked for forty minutes, ten metres apart.",
    "I’ll bring spare batteries on the day.",
  ],
  sig: ["Lasse"],
  quote: {
    head: "On Thu 3 Dec 2026, 14:10, Hanne Vinter wrote:",
    who: "Hanne Vinter",
    lines: ["Has Dad told you about the walkie-talkies? He wants one in every room on Christmas Day so we can coordinate."],
  },
})}
${message({
  who: "Gerd Vinter",
  name: "Gerd Vinter",
  addr: "to Lasse, Hanne",
  time: "Thu 19:31",
  color: "#8a9a5b",
  body: ["We were testing the range.", "Channel 3 on the day, please. Channel 1 picks up the taxi firm."],
  sig: ["Dad"],
})}
</div>
${replyBar(["Reply", "Reply all", "Forward"])}`,
};

export const superhuman: ScreenSpec = {
  id: "superhuman-a-snack-for-the-fourth-floor-landing",
  app: "Superhuman",
  kind: "other",
  dark: true,
  device: "iphone-max",
  format: "jpeg",
  quality: 74,
  owner: { name: "Ingvild Aasen", handle: null },
  time: "11:08",
  battery: 48,
  statusBarBackground: "#16161a",
  replies: true,
  css: mailCss({ bg: "#0c0c0f", card: "#16161a", fg: "#ececf1", sub: "#8e8e99", line: "#26262d", accent: "#a48bff", quote: "#4d3f8a", size: 15.5 }),
  html: `<div class="row hd" data-role="ui">${icon.back(22)}<span class="sp"></span>${mi.clock(21)}${mi.archive(21)}${mi.trash(21)}${icon.more(22)}</div>
<div class="fill">
${subject("Lift B out of service", "Joakim Rehn", ["Office"])}
${collapsed("Lykke Skaug", "Lykke Skaug", "Tue 9:12 AM", "#c9874f", "Is the goods lift allowed, or is that only for boxes?")}
${message({
  who: "owner",
  name: "Ingvild Aasen",
  addr: "to Joakim, 6th Floor",
  time: "Tue 9:40 AM",
  color: "#4f86b0",
  body: [
    "Hi Joakim,",
    "Thanks for the update. Is there a rough date yet?",
    "I have taken the stairs to the 6th floor for eleven days, and I now pack a snack for the landing on the fourth.",
    "No rush, just planning my week.",
  ],
  sig: ["Ingvild Aasen", "Senior Analyst, Pricing"],
  quote: {
    head: "On Tue, Dec 1, 2026, 4:26 PM, Joakim Rehn wrote:",
    who: "Joakim Rehn",
    lines: ["Hi all, Lift B is out of service until further notice while we wait for a replacement part. Lift A is working as normal."],
  },
})}
${message({
  who: "Joakim Rehn",
  name: "Joakim Rehn",
  addr: "to Ingvild, 6th Floor",
  time: "Tue 10:02 AM",
  color: "#5f9e78",
  body: ["Ingvild, Lift A is working as normal.", "It is twenty metres from your desk."],
  sig: ["Joakim Rehn", "Workplace Team"],
})}
</div>
${replyBar(["Reply", "Reply all", "Forward"])}`,
};

export const airmail: ScreenSpec = {
  id: "airmail-a-tiny-rail-replacement-bus",
  app: "Airmail",
  kind: "other",
  dark: false,
  device: "iphone",
  format: "jpeg",
  generations: [{ quality: 85 }, { width: 780, quality: 65 }],
  owner: { name: "Halvor Ottosen", handle: null },
  time: "21:15",
  battery: 81,
  statusBarBackground: "#f7f7f9",
  replies: true,
  css: mailCss({ bg: "#eef0f3", card: "#f7f7f9", fg: "#1d1f24", sub: "#6d717a", line: "#dfe2e7", accent: "#2a7de1", quote: "#9cc3f2", size: 15 }),
  html: `<div class="row hd" data-role="ui">${icon.back(22)}<b>Inbox</b><span class="sp"></span>${mi.flag(21)}${mi.archive(21)}${mi.trash(21)}${icon.more(22)}</div>
<div class="fill">
${subject("December meeting – exhibits", "Gyda Caldwell", ["Northvale MRC"])}
${message({
  who: "owner",
  name: "Halvor Ottosen",
  addr: "to Gyda, Members",
  time: "Sun 20:31",
  color: "#7b6ab3",
  body: [
    "Hi Gyda,",
    "I’ll bring the new section of the layout on the 12th.",
    "The station is finished now, right down to a tiny rail replacement bus service waiting outside, for accuracy.",
    "I’ll need two trestle tables and the long extension lead.",
  ],
  sig: ["Halvor Ottosen", "Track & Scenery, Northvale Model Railway Club"],
  quote: {
    head: "On Sat 28 Nov 2026 at 10:05, Gyda Caldwell wrote:",
    who: "Gyda Caldwell",
    lines: ["Could everyone bringing exhibits to the scout hut on the 12th let me know what they need by Friday?"],
  },
})}
${message({
  who: "Iker Soto",
  name: "Iker Soto",
  addr: "to Halvor, Gyda, Members",
  time: "Sun 20:58",
  color: "#c2664e",
  body: ["Lovely work. For full accuracy, could the bus leave from a different stop than the sign says?"],
})}
${collapsed("Gyda Caldwell", "Gyda Caldwell", "Sun 21:09", "#5a9a8c", "Two tables, noted.")}
</div>
${replyBar(["Reply", "Reply all", "Forward"])}`,
};

export const gmx: ScreenSpec = {
  id: "gmx-the-same-towel-nine-times",
  app: "GMX Mail",
  kind: "other",
  dark: false,
  device: "android",
  format: "png",
  downscaleTo: 900,
  owner: { name: "Kveta Ostrowski", handle: null },
  time: "08:23",
  battery: 37,
  statusBarBackground: "#1c449b",
  statusBarDark: true,
  replies: true,
  css:
    mailCss({ bg: "#eef1f6", card: "#fff", fg: "#1b2233", sub: "#687089", line: "#e1e5ee", accent: "#1c449b", quote: "#a9bde6", size: 14.5 }) +
    `.hd{background:#1c449b;color:#fff}.hd b{color:#fff}`,
  html: `<div class="row hd" data-role="ui">${icon.back(22)}<span class="sp"></span>${mi.archive(21)}${mi.trash(21)}${mi.mail(21)}${icon.moreV(21)}</div>
<div class="fill">
${subject("Boiler – Flat 3, 14 Tenterden Road", "owner", ["Inbox"])}
${message({
  who: "owner",
  name: "Kveta Ostrowski",
  addr: "to Ludvik Hartmann, cc Lumi",
  time: "Mon 07:12",
  color: "#b5577b",
  body: [
    "Hi Ludvik,",
    "The boiler is still playing up, I’m afraid.",
    "It now only heats water while the washing machine is running, so this week I have washed the same towel nine times in order to have a shower.",
    "Could someone come and look at it before the weekend?",
  ],
  sig: ["Kveta (Flat 3)"],
})}
${message({
  who: "Ludvik Hartmann",
  name: "Ludvik Hartmann",
  addr: "to me, cc Lumi",
  time: "Mon 07:58",
  color: "#5d7a99",
  body: ["Hi Kveta, thanks for letting me know. Could you send me a photo of the boiler and the make of the washing machine?"],
  sig: ["Ludvik Hartmann · Hartmann Lettings"],
})}
${message({
  who: "Lumi",
  name: "Lumi",
  addr: "to Ludvik Hartmann, me",
  time: "Mon 08:16",
  color: "#d39a3c",
  body: [
    "It is my towel, for the record. It is now the cleanest thing in the flat and I would quite like it back at some point.",
    "I can take a picture of the boiler tonight if Kveta hasn’t already.",
  ],
})}
</div>
${replyBar(["Reply", "Reply all", "Forward"], true)}`,
};

export const samsungemail: ScreenSpec = {
  id: "samsungemail-he-scored-twice-in-that-shirt",
  app: "Samsung Email",
  kind: "other",
  dark: true,
  device: "android",
  format: "jpeg",
  quality: 80,
  crop: { top: 40 },
  owner: { name: "Isak Moberg", handle: null },
  time: "18:50",
  battery: 29,
  replies: true,
  css: mailCss({ bg: "#000", card: "#121212", fg: "#f0f0f0", sub: "#9b9b9b", line: "#2a2a2a", accent: "#3e91ff", quote: "#2f5aa0", size: 14.5 }),
  html: `<div class="row hd" data-role="ui">${icon.back(22)}<span class="sp"></span>${mi.flag(21)}${mi.trash(21)}${icon.moreV(21)}</div>
<div class="fill">
${subject("Kit washing rota – Under 9s", "Kolbrun Engel", ["Bramford Rovers"])}
${collapsed("Kolbrun Engel", "Kolbrun Engel", "Wed 17:02", "#9c5fb0", "Hi parents, here is the kit rota until Christmas.")}
${message({
  who: "owner",
  name: "Isak Moberg",
  addr: "to Kolbrun, Under 9s parents",
  time: "Wed 17:44",
  color: "#4e9a6f",
  body: [
    "Hi Kolbrun,",
    "Happy to take the kit bag this weekend.",
    "One request: Joona scored twice in last week’s shirt, which has not been washed since, and he wants it left that way until the season ends.",
    "Let me know if that’s a problem.",
  ],
  sig: ["Isak (Joona’s dad)"],
})}
${message({
  who: "Jyrki Berglund",
  name: "Jyrki Berglund",
  addr: "to Isak, Kolbrun, Under 9s parents",
  time: "Wed 18:21",
  color: "#c0803d",
  body: ["Isak, my son sits next to Joona in the changing room. It is a problem."],
})}
</div>
${replyBar(["Reply", "Reply all", "Forward"], true)}`,
};
