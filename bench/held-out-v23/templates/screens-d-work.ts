// Part D of the held-out set v23: three work threads (a leaving collection, a car-share rota, a projector ticket).
import { icon } from "./icons";
import type { ScreenSpec } from "./screen-type";
import { collapsed, mailCss, message, mi, replyBar, subject } from "./screens-d-kit";

export const fastmail: ScreenSpec = {
  id: "fastmail-the-plant-by-the-printer",
  app: "Fastmail",
  kind: "other",
  dark: true,
  device: "android",
  format: "jpeg",
  quality: 72,
  owner: { name: "Karsten Rautio", handle: null },
  time: "10:17",
  battery: 71,
  statusBarBackground: "#1b1f26",
  replies: true,
  css: mailCss({ bg: "#111318", card: "#1b1f26", fg: "#e6e8ee", sub: "#9aa1ad", line: "#2a2f38", accent: "#6aa8ff", quote: "#3d5f8f", size: 14.5 }),
  html: `<div class="row hd" data-role="ui">${icon.back(22)}<span class="sp"></span>${mi.archive(21)}${mi.trash(21)}${mi.folder(21)}${icon.moreV(21)}</div>
<div class="fill">
${subject("Leaving collection for Gaute", "Jorinde Oosterveld", ["Inbox"])}
${collapsed("Lutz Hallquist", "Lutz Hallquist", "09:31", "#b7795a", "In for £10. I will miss his spreadsheets.")}
${message({
  who: "owner",
  name: "Karsten Rautio",
  addr: "to Jorinde, cc Finance Team",
  time: "09:52",
  color: "#6c8f5a",
  body: [
    "Hi Jorinde,",
    "I’ve put £5 in the envelope at reception.",
    "In fairness, I have never met Gaute. For two years I thought Gaute was the plant by the printer.",
    "Happy to sign the card as well.",
  ],
  sig: ["Karsten Rautio", "Accounts Payable · 3rd floor"],
  quote: {
    head: "On 3 Dec 2026, at 09:14, Jorinde Oosterveld wrote:",
    who: "Jorinde Oosterveld",
    lines: ["Hi all, Gaute’s last day is Friday. There is a card and an envelope at reception if you would like to contribute."],
  },
})}
${message({
  who: "Jorinde Oosterveld",
  name: "Jorinde Oosterveld",
  addr: "to me, cc Finance Team",
  time: "10:04",
  color: "#9a6bb5",
  body: ["Karsten, Gaute sits next to you.", "The plant is called Gaute too, but that is a separate collection."],
})}
</div>
${replyBar(["Reply", "Reply all", "Forward"], true)}`,
};

export const zohomail: ScreenSpec = {
  id: "zohomail-the-journey-is-eleven-minutes",
  app: "Zoho Mail",
  kind: "other",
  dark: false,
  device: "iphone-max",
  format: "jpeg",
  quality: 78,
  owner: { name: "Hjalmar Pettersen", handle: null },
  time: "17:36",
  cutLines: 1,
  statusBarBackground: "#fff",
  battery: 23,
  banner: {
    app: "Zoho Mail",
    color: "#e42527",
    title: "Lennart Strandqvist",
    body: "Re: Car share rota – December: It is a small picnic.",
    author: "Lennart Strandqvist",
    age: "now",
  },
  replies: true,
  css: mailCss({ bg: "#f2f4f7", card: "#fff", fg: "#1f2430", sub: "#6b7280", line: "#e4e7ec", accent: "#1e6fd9", quote: "#b9cdee", size: 15.5 }),
  html: `<div class="row hd" data-role="ui">${icon.back(22)}<span class="sp"></span>${mi.flag(21)}${mi.archive(21)}${mi.trash(21)}${icon.more(22)}</div>
<div class="fill">
${subject("Car share rota – December", "Kerstin Mossberg")}
${message({
  who: "Kerstin Mossberg",
  name: "Kerstin Mossberg",
  addr: "to Hjalmar, Ivar, Lennart",
  time: "Mon 9:05 AM",
  color: "#d0693f",
  body: [
    "Hi all, here is the rota for December. Please reply by Friday if a day doesn’t work for you.",
    "Mon – Ivar · Tue – Hjalmar · Wed – Kerstin · Thu – Lennart · Fri – Ivar",
  ],
  sig: ["Kerstin Mossberg", "Office Coordinator, Brightwell Logistics"],
})}
${message({
  who: "owner",
  name: "Hjalmar Pettersen",
  addr: "to Kerstin, Ivar, Lennart",
  time: "Mon 4:52 PM",
  color: "#3f7fa8",
  body: [
    "Hi Kerstin,",
    "Tuesdays are fine with me.",
    "One thing: Lennart has started bringing a picnic for the journey. The journey is eleven minutes.",
    "Otherwise all good. See everyone Tuesday at 7:45.",
  ],
  sig: ["Hjalmar"],
})}
${collapsed("Ivar Lindfors", "Ivar Lindfors", "Mon 5:20 PM", "#7a9a3a", "Fridays work. Could we leave at 7:40?")}
${message({
  who: "Kerstin Mossberg",
  name: "Kerstin Mossberg",
  addr: "to Hjalmar, Ivar, Lennart",
  time: "Tue 8:02 AM",
  color: "#d0693f",
  body: ["Thanks both. Ivar, 7:40 on Fridays is fine. Hjalmar, I’ll have a word with Lennart about the picnic.", "Updated rota attached."],
  quote: { head: "On Mon, Nov 30, 2026 at 4:52 PM, Hjalmar Pettersen wrote:", who: "owner", lines: ["Hi Kerstin,", "Tuesdays are fine with me."] },
})}
</div>
${replyBar(["Reply", "Reply all", "Forward"])}`,
};

export const bluemail: ScreenSpec = {
  id: "bluemail-nine-meetings-holding-the-blind",
  app: "BlueMail",
  kind: "other",
  dark: true,
  device: "android",
  format: "png",
  crop: { top: 30 },
  owner: { name: "Heiko Sandvoss", handle: null },
  time: "14:09",
  cutLines: 1,
  battery: 54,
  replies: true,
  css: mailCss({ bg: "#101216", card: "#181b21", fg: "#e8eaef", sub: "#969dab", line: "#262a33", accent: "#3d8ef0", quote: "#2f5f9e", size: 14.5 }),
  html: `<div class="row hd" data-role="ui">${icon.back(22)}<span class="sp"></span>${mi.clock(21)}${mi.archive(21)}${mi.trash(21)}${icon.moreV(21)}</div>
<div class="fill">
${subject("Meeting Room 2 projector", "Gesa Pohlmann", ["Work"])}
${message({
  who: "Gesa Pohlmann",
  name: "Gesa Pohlmann",
  addr: "IT Service Desk · to me",
  time: "11:02",
  color: "#c05a78",
  body: ["Hi Heiko, we’ve had a ticket about the projector in Meeting Room 2. Could you describe the fault in a bit more detail?"],
  sig: ["Gesa Pohlmann", "IT Service Desk · ext. 4410"],
})}
${message({
  who: "owner",
  name: "Heiko Sandvoss",
  addr: "to Gesa",
  time: "11:26",
  color: "#4f8f8a",
  body: [
    "Hi Gesa,",
    "It only works when someone stands at the window holding the blind halfway down.",
    "We now take turns. Lorenz has stood through nine meetings this month.",
    "It’s the room with the wobbly table, if that helps.",
  ],
  sig: ["Heiko"],
})}
${collapsed("Lorenz Achterhof", "Lorenz Achterhof", "11:40", "#b08a3a", "Ten, actually. I did the budget review.")}
${message({
  who: "Gesa Pohlmann",
  name: "Gesa Pohlmann",
  addr: "IT Service Desk · to me, Lorenz",
  time: "12:15",
  color: "#c05a78",
  body: ["Thanks both. I’ve passed this on to Facilities, as it sounds like the blind rather than the projector. Until then, please book Meeting Room 4."],
})}
</div>
${replyBar(["Reply", "Reply all", "Forward"], true)}`,
};
