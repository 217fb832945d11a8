// Part D of the held-out set v23: five threads from home (an allotment newsletter, a family Christmas,
// a neighbour's parcel, a dog walker's week, a running club newsletter).
import { icon } from "./icons";
import type { ScreenSpec } from "./screen-type";
import { own } from "./shell";
import { collapsed, mailCss, message, mi, replyBar, subject } from "./screens-d-kit";

export const thunderbird: ScreenSpec = {
  id: "thunderbird-taller-than-the-shed",
  app: "Thunderbird",
  kind: "other",
  dark: false,
  device: "android",
  format: "png",
  downscaleTo: 900,
  owner: { name: "Gunnhild Thornquist", handle: null },
  time: "19:44",
  statusBarBackground: "#fff",
  battery: 38,
  replies: true,
  css: mailCss({ bg: "#eef1f5", card: "#fff", fg: "#15181d", sub: "#5d6470", line: "#dfe3ea", accent: "#0a84ff", quote: "#a9c8f2", size: 14.5 }),
  html: `<div class="row hd" data-role="ui">${icon.back(22)}<span class="sp"></span>${mi.archive(21)}${mi.trash(21)}${mi.mail(21)}${icon.moreV(21)}</div>
<div class="fill">
${subject("Eastfield Allotments – December newsletter", "owner", ["Inbox", "Newsletters"])}
${message({
  who: "owner",
  name: "Gunnhild Thornquist",
  addr: "to Eastfield Plotholders",
  time: "Sun 18:30",
  color: "#6a8f3c",
  body: [
    "Dear plotholders,",
    "The water troughs will be switched off from 14 December until March.",
    "Plot 23 would like to thank whoever has been watering their leeks at night. Please stop. They are now taller than the shed.",
    "Seed catalogues can be collected from the shed; the key hangs behind the water butt.",
  ],
  sig: ["Gunnhild Thornquist", "Secretary, Eastfield Allotment Society"],
})}
${message({
  who: "Konstantin Delacroix",
  name: "Konstantin Delacroix",
  addr: "to Eastfield Plotholders",
  time: "Sun 19:12",
  color: "#a0603a",
  body: ["Sorry. I thought they looked thirsty.", "Konstantin (Plot 9)"],
  quote: {
    head: "On Sun, 29 Nov 2026 at 18:30, Gunnhild Thornquist wrote:",
    who: "owner",
    lines: ["Dear plotholders,", "The water troughs will be switched off from 14 December until March."],
  },
})}
</div>
${replyBar(["Reply", "Reply all", "Forward"], true)}`,
};

export const sparkmail: ScreenSpec = {
  id: "sparkmail-my-name-on-it-since-january",
  app: "Spark Mail",
  kind: "other",
  dark: true,
  device: "iphone",
  format: "jpeg",
  quality: 70,
  owner: { name: "Jonna", handle: null },
  time: "21:03",
  statusBarBackground: "#1c1c1e",
  battery: 15,
  replies: true,
  css: mailCss({ bg: "#000", card: "#1c1c1e", fg: "#f2f2f7", sub: "#98989f", line: "#2c2c2e", accent: "#3b82f6", quote: "#3a3a3c", size: 15.5 }),
  html: `<div class="row hd" data-role="ui">${icon.back(22)}<span class="sp"></span>${mi.clock(21)}${mi.archive(21)}${mi.trash(21)}${icon.more(22)}</div>
<div class="fill">
${subject("Christmas Day – who’s bringing what", "Ivanka", ["Family"])}
${collapsed("Ivanka", "Ivanka", "Sat", "#c46a8a", "I’ll do the potatoes and the red cabbage.")}
${collapsed("Holger", "Holger", "Sat", "#5a8fc4", "Crackers and wine from me. Secret Santa again?")}
${message({
  who: "owner",
  name: "Jonna",
  addr: "to Mum, Ivanka, Holger",
  time: "Yesterday",
  color: "#8f7a3a",
  body: [
    "I’ll bring the trifle.",
    "Not a new one. Mum froze last year’s and it has had my name on it since January.",
    "I can also bring the extra chairs if we need them.",
  ],
  sig: ["J x"],
})}
${message({
  who: "Mum",
  name: "Mum",
  addr: "to me, Ivanka, Holger",
  time: "10:12",
  color: "#7a5ab0",
  body: ["It’s still good, I checked it on Sunday.", "Holger yes to secret Santa, £15 limit."],
})}
${collapsed("Ivanka", "Ivanka", "10:31", "#c46a8a", "Mum, it has been in there since last Christmas.")}
</div>
${replyBar(["Reply", "Reply all", "Forward"])}`,
};

export const yahoomail: ScreenSpec = {
  id: "yahoomail-into-my-kitchen-sideways",
  app: "Yahoo Mail",
  kind: "other",
  dark: false,
  device: "android",
  format: "jpeg",
  generations: [{ quality: 88 }, { width: 760, quality: 66 }],
  owner: { name: "Lambert Trevelyan", handle: null },
  time: "18:52",
  battery: 81,
  statusBarBackground: "#fff",
  replies: true,
  css: mailCss({ bg: "#f4f2f8", card: "#fff", fg: "#1d1d1f", sub: "#6e6a78", line: "#e7e3ee", accent: "#6001d2", quote: "#cbb5f0", size: 14.5 }),
  html: `<div class="row hd" data-role="ui">${icon.back(22)}<span class="sp"></span>${mi.archive(21)}${mi.trash(21)}${mi.flag(21)}${icon.moreV(21)}</div>
<div class="fill">
${subject("Parcel for Flat 3?", "Kjeld Ruckstuhl")}
${message({
  who: "Kjeld Ruckstuhl",
  name: "Kjeld Ruckstuhl",
  addr: "to Weaver’s Court residents",
  time: "Dec 1",
  color: "#3a8f6f",
  body: ["Hi neighbours, the tracking says my parcel was delivered on Sunday but it isn’t in the hall. Has anyone taken it in by mistake? It’s quite large."],
  sig: ["Kjeld, Flat 3"],
})}
${message({
  who: "owner",
  name: "Lambert Trevelyan",
  addr: "to Kjeld, Weaver’s Court residents",
  time: "Dec 1",
  color: "#b5653a",
  body: [
    "Hi Kjeld,",
    "Yes, I signed for it. It is a church pew.",
    "It is now in my hallway. I have been getting into my kitchen sideways since Sunday.",
    "I’m in after six most evenings, just knock.",
  ],
  sig: ["Lambert (Flat 1)"],
})}
${collapsed("Jutta Ravnsborg", "Jutta Ravnsborg", "Dec 2", "#8a5ab0", "Kjeld, why have you bought a church pew")}
${message({
  who: "Kjeld Ruckstuhl",
  name: "Kjeld Ruckstuhl",
  addr: "to Lambert, Weaver’s Court residents",
  time: "Dec 2",
  color: "#3a8f6f",
  body: ["Thank you Lambert, so sorry about that. I’ll come round at seven with a friend and we’ll carry it up.", "Jutta, it’s a long story."],
})}
</div>
${replyBar(["Reply", "Reply all", "Forward"], true)}`,
};

export const hey: ScreenSpec = {
  id: "hey-i-have-bought-forty-one",
  app: "Hey",
  kind: "other",
  dark: false,
  device: "iphone-max",
  format: "png",
  keyboard: true,
  suggestions: ["sundries", "Sunday", "sure"],
  owner: { name: "Liselotte", handle: null },
  time: "12:27",
  statusBarBackground: "#fff",
  battery: 90,
  replies: true,
  css: `${mailCss({ bg: "#faf9f5", card: "#fff", fg: "#1a1a1a", sub: "#6b6b6b", line: "#ecebe4", accent: "#5522fa", quote: "#f5d547", size: 15.5 })}
.cb{flex:none;gap:10px;padding:8px 12px;background:#fff;border-top:1px solid #ecebe4;color:#5522fa;position:relative;z-index:3}.cb .box{flex:1;min-height:38px;border-radius:10px;border:1px solid #dcdad2;display:flex;align-items:center;padding:6px 12px;font-size:16px;color:#1a1a1a}`,
  html: `<div class="row hd" data-role="ui">${icon.back(22)}<span class="sp"></span>${mi.clock(21)}${mi.flag(21)}${mi.trash(21)}${icon.more(22)}</div>
<div class="fill" style="justify-content:flex-end">
${subject("Walks this week", "Godric Feldhaus")}
${collapsed("Godric Feldhaus", "Godric Feldhaus", "Nov 30", "#2f7d6d", "Still OK for Mon, Wed and Fri? Same time.")}
${message({
  who: "owner",
  name: "Liselotte",
  addr: "Happy Paws Dog Walking · to Godric",
  time: "Dec 2",
  color: "#d2763a",
  body: [
    "Hi Godric,",
    "Yes, all three are fine. Knut was very good on Monday.",
    "He now refuses to walk past the bakery on Kingsgate until I buy him a plain roll. I have bought 41.",
    "Invoice to follow on the 31st, as usual.",
  ],
  sig: ["Liselotte", "Happy Paws Dog Walking"],
})}
${message({
  who: "Godric Feldhaus",
  name: "Godric Feldhaus",
  addr: "to Liselotte",
  time: "11:58",
  color: "#2f7d6d",
  body: ["41?? Please put the rolls on the invoice."],
})}
</div>
<div class="row cb" data-role="ui">${mi.reply(22)}${own("They are already on it, under", "box")}${icon.send(22)}</div>`,
};

export const canarymail: ScreenSpec = {
  id: "canarymail-running-for-the-number-9-bus",
  app: "Canary Mail",
  kind: "other",
  dark: false,
  device: "iphone",
  format: "jpeg",
  quality: 75,
  downscaleTo: 1000,
  crop: { bottom: 100 },
  owner: { name: "Ghislaine Quaglia", handle: null },
  time: "07:55",
  statusBarBackground: "#fff",
  battery: 44,
  cutLines: 0,
  replies: true,
  css: mailCss({ bg: "#f6f7f9", card: "#fff", fg: "#14171c", sub: "#687080", line: "#e6e8ec", accent: "#f2a100", quote: "#ffd366", size: 15 }),
  html: `<div class="row hd" data-role="ui">${icon.back(22)}<span class="sp"></span>${mi.archive(21)}${mi.trash(21)}${mi.mail(21)}${icon.more(22)}</div>
<div class="fill">
${subject("Harbour Road Runners – Sunday long run", "Jette Brink", ["Newsletters"])}
${message({
  who: "owner",
  name: "Ghislaine Quaglia",
  addr: "to Harbour Road Runners",
  time: "Mon 7:21 AM",
  color: "#7d5ab0",
  body: [
    "Hello,",
    "Thanks for the kind welcome, but please take me off the members list.",
    "I was only running for the number 9 bus. I noticed at mile eleven.",
    "Kind regards,",
  ],
  sig: ["Ghislaine Quaglia"],
  quote: {
    head: "On Sun, 29 Nov 2026 at 6:02 PM, Harbour Road Runners wrote:",
    who: "Jette Brink",
    lines: [
      "Well done to everyone at Sunday’s long run, and a big welcome to our four new members, including Ghislaine, who did all eleven miles in work shoes!",
    ],
  },
})}
${message({
  who: "Jette Brink",
  name: "Jette Brink",
  addr: "Harbour Road Runners · to me",
  time: "Mon 7:49 AM",
  color: "#f2a100",
  body: ["Ghislaine, that still counts. Your club vest is in the post."],
})}
${message({
  who: "Klaasje Vermeer",
  name: "Klaasje Vermeer",
  addr: "to Harbour Road Runners",
  time: "Mon 7:53 AM",
  color: "#3a7fa0",
  body: ["Welcome anyway! We meet at the harbour steps at 8 every Sunday, rain or shine. New members get a free coffee afterwards."],
})}
</div>
${replyBar(["Reply", "Reply all", "Forward"])}`,
};

export const edisonmail: ScreenSpec = {
  id: "edisonmail-won-every-year-since-2019",
  app: "Edison Mail",
  kind: "other",
  dark: true,
  device: "android",
  format: "jpeg",
  quality: 80,
  owner: { name: "Juliane Holmqvist", handle: null },
  time: "20:15",
  battery: 57,
  statusBarBackground: "#17191d",
  cutLines: 1,
  replies: true,
  css: mailCss({ bg: "#0c0d10", card: "#17191d", fg: "#eceef2", sub: "#989fab", line: "#262931", accent: "#4b8df8", quote: "#2d4f87", size: 14.5 }),
  html: `<div class="row hd" data-role="ui">${icon.back(22)}<span class="sp"></span>${mi.archive(21)}${mi.trash(21)}${mi.mail(21)}${icon.moreV(21)}</div>
<div class="fill">
${subject("Christmas Fair raffle – prizes needed", "Idun Feldkamp", ["Inbox", "Friends of St Aldhelm’s"])}
${message({
  who: "Idun Feldkamp",
  name: "Idun Feldkamp",
  addr: "Friends of St Aldhelm’s · to parents",
  time: "Wed 18:40",
  color: "#3f9a8a",
  body: [
    "Hi everyone, we’re still short of raffle prizes for Saturday’s fair. Anything unopened is welcome: bottles, chocolates, vouchers, gadgets. Drop-off is at the school office until Friday.",
  ],
  sig: ["Idun Feldkamp", "Chair, Friends of St Aldhelm’s"],
})}
${message({
  who: "owner",
  name: "Juliane Holmqvist",
  addr: "to Idun, parents",
  time: "Wed 19:22",
  color: "#b0705a",
  body: [
    "Hi Idun,",
    "I can bring back the foot spa I won last year. I suspect it has been won every year since 2019.",
    "It has never been unwrapped. I’ll drop it at the office on Thursday morning.",
  ],
  sig: ["Juliane (Kaja’s mum, Year 3)"],
})}
${message({
  who: "Gerda Engstrom",
  name: "Gerda Engstrom",
  addr: "to Juliane, Idun, parents",
  time: "Wed 20:07",
  color: "#8a6ac0",
  body: ["Juliane, I donated that foot spa in 2019. I won it back in 2021 and gave it in again. Please don’t let it come home with me a third time."],
})}
</div>
${replyBar(["Reply", "Reply all", "Forward"], true)}`,
};
