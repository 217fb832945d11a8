// Part C of the held-out set v24: five anonymous question-and-answer pages (a bus driver, a piano teacher,
// a librarian, a driving instructor, a singer at red lights). The page's person wrote the answers, never the questions.
import { avatar, icon } from "./icons";
import type { ScreenSpec } from "./screen-type";
import { qa, qaCss } from "./screens-c-kit";
import { esc, ui } from "./shell";
import { say } from "./kit";

const profile = (name: string, handle: string, bio: string, counts: string, color: string) =>
  `<div class="row pf">${avatar(58, color)}<div class="nw">${ui(name, "pn")}${ui(handle, "ph")}${say("owner", bio, "pb")}${ui(counts, "pc")}</div></div>`;

const askBox = (placeholder: string, button: string) => `<div class="ask">${ui(placeholder, "ab")}<div class="bt">${esc(button)}</div></div>`;

export const curiouscat: ScreenSpec = {
  id: "curiouscat-a-very-calm-man-collected-it",
  app: "Curious Cat",
  kind: "other",
  dark: true,
  device: "iphone",
  format: "jpeg",
  quality: 70,
  cutLines: 1,
  owner: { name: "Gabor Fekete", handle: "@gabor47" },
  time: "22:03",
  battery: 33,
  statusBarBackground: "#1d1b22",
  replies: false,
  css: qaCss({ bg: "#121116", card: "#1d1b22", fg: "#efedf3", sub: "#9a96a5", line: "#2c2a33", accent: "#f5894b", qbg: "#2b2620", qfg: "#ffd7b8", size: 15 }),
  html: `<div class="row hd" data-role="ui">${icon.back(22)}<b>gabor47</b>${icon.more(22)}</div>
<div class="fill">
${profile("Gabor Fekete", "@gabor47", "Bus driver, route 47, nine years. Ask me anything except where the bus is.", "412 answers · 1.2K followers", "#5a8fb3")}
${askBox("Ask Gabor something…", "Ask anonymously")}
${qa({ asker: "Anonymous", question: "when does your shift start", ownerName: "Gabor Fekete", color: "#5a8fb3", answer: ["5:40. The first bus leaves the depot at 6:05."], age: "2 days ago", likes: "14", likeIcon: icon.heart(15) })}
${qa({ asker: "Anonymous", question: "weirdest thing anyone has ever left on your bus??", ownerName: "Gabor Fekete", color: "#5a8fb3", answer: ["The top tier of a wedding cake, on the back seat of the 47. A very calm man collected it from lost property the next day."], age: "3 days ago", likes: "238", likeIcon: icon.heart(15) })}
${qa({ asker: "Anonymous", question: "do you wave back at kids who wave at the bus", ownerName: "Gabor Fekete", color: "#5a8fb3", answer: ["Always, if it’s safe to take a hand off the wheel."], age: "5 days ago", likes: "61", likeIcon: icon.heart(15) })}
</div>
<div class="row tb">${icon.home(24)}${icon.search(24)}${icon.bell(24)}${icon.person(24)}</div>`,
};

export const retrospring: ScreenSpec = {
  id: "retrospring-he-plays-it-at-her",
  app: "Retrospring",
  kind: "other",
  dark: false,
  device: "android",
  format: "png",
  owner: { name: "Hedvig Kallas", handle: "@hedvigkeys" },
  time: "16:27",
  battery: 58,
  statusBarBackground: "#5e35b1",
  statusBarDark: true,
  replies: false,
  css:
    qaCss({
      bg: "#f1eff6",
      card: "#fff",
      fg: "#221f2b",
      sub: "#6f6a7d",
      line: "#e3e0ea",
      accent: "#5e35b1",
      qbg: "#ede7f6",
      qfg: "#3b2470",
      size: 14.5,
      radius: 6,
    }) + `.hd{background:#5e35b1;color:#fff;border:0}`,
  html: `<div class="row hd" data-role="ui">${icon.menu(22)}<b>Retrospring</b>${icon.bell(22)}</div>
<div class="fill">
${profile("Hedvig Kallas", "@hedvigkeys", "Piano teacher. Grades 1–5, adults welcome, no Chopsticks.", "318 answers · 96 questions · 140 followers", "#b5657a")}
${qa({ asker: "Anonymous", question: "How long have you been teaching?", ownerName: "Hedvig Kallas", color: "#b5657a", answer: ["Eleven years now. Mostly children, and some adults on Saturday mornings."], age: "1 day ago", likes: "9", likeIcon: icon.smile(15) })}
${qa({ asker: "Anonymous", question: "strangest song a student has asked to learn?", ownerName: "Hedvig Kallas", color: "#b5657a", answer: ["A boy of nine asked to learn his mum’s ringtone. We spent four weeks on it, and now he plays it at her when he wants something."], age: "2 days ago", likes: "127", likeIcon: icon.smile(15) })}
${qa({ asker: "@jorik_k", askerLabel: "@jorik_k asked", question: "you said my scales were getting there. where exactly are they getting", ownerName: "Hedvig Kallas", color: "#b5657a", answer: ["They are getting to Grade 3, slowly. Keep practising the left hand on its own for ten minutes a day and we’ll look at them again on Thursday."], age: "4 days ago", likes: "33", likeIcon: icon.smile(15) })}
</div>
<div class="row tb a">${icon.home(24)}${icon.chat(24)}${icon.plusBox(24)}${icon.person(24)}</div>`,
};

export const qoohme: ScreenSpec = {
  id: "qoohme-a-cookbook-about-ham",
  app: "Qooh.me",
  kind: "other",
  dark: false,
  device: "iphone-max",
  format: "jpeg",
  quality: 78,
  downscaleTo: 1000,
  cutLines: 2,
  owner: { name: "Liisa Rinne", handle: "liisareads" },
  time: "13:16",
  battery: 90,
  statusBarBackground: "#2aa3d8",
  statusBarDark: true,
  replies: false,
  css:
    qaCss({
      bg: "#eaf4f9",
      card: "#fff",
      fg: "#1f2a30",
      sub: "#667880",
      line: "#d8e6ee",
      accent: "#2aa3d8",
      qbg: "#f3f8fb",
      qfg: "#1f4f66",
      size: 15.5,
      radius: 10,
    }) + `.hd{background:#2aa3d8;color:#fff;border:0}`,
  html: `<div class="row hd" data-role="ui">${icon.back(22)}<b>qooh.me/liisareads</b>${icon.share(22)}</div>
<div class="fill">
${profile("Liisa Rinne", "qooh.me/liisareads", "Librarian at Holmfield Library. Ask me about books, returns, fines.", "207 answers · 58 likes this week", "#7a8f4a")}
${askBox("Ask Liisa a question (you can stay anonymous)", "Ask")}
${qa({ asker: "Anonymous", question: "Which book goes missing from the library the most?", ownerName: "Liisa Rinne", color: "#7a8f4a", answer: ["The driving theory test books. We order new copies every spring."], age: "Nov 28", likes: "11", likeIcon: icon.thumbUp(15) })}
${qa({ asker: "Anonymous", question: "strangest thing someone has returned inside a book??", ownerName: "Liisa Rinne", color: "#7a8f4a", answer: ["A slice of ham, used as a bookmark, at page 212 of a cookbook about ham."], age: "Nov 30", likes: "184", likeIcon: icon.thumbUp(15) })}
${qa({ asker: "Anonymous", question: "do librarians still actually shush people or is that made up", ownerName: "Liisa Rinne", color: "#7a8f4a", answer: ["Not really any more. There is a quiet study room upstairs for that."], age: "Dec 2", likes: "23", likeIcon: icon.thumbUp(15) })}
</div>`,
};

export const springme: ScreenSpec = {
  id: "springme-a-biscuit-outside-the-test-centre",
  app: "Spring.me",
  kind: "other",
  dark: false,
  device: "iphone",
  format: "png",
  keyboard: true,
  suggestions: ["every", "always", "all"],
  cutLines: 1,
  owner: { name: "Kalevi Vasko", handle: "@kalevidrives" },
  time: "20:48",
  battery: 44,
  statusBarBackground: "#fff",
  replies: false,
  css:
    qaCss({
      bg: "#f2f5f1",
      card: "#fff",
      fg: "#1e251d",
      sub: "#69735f",
      line: "#dfe6dc",
      accent: "#3fa34d",
      qbg: "#eef7ee",
      qfg: "#24502a",
      size: 14.5,
      radius: 12,
    }) +
    `.fill{justify-content:flex-end}.cp{margin:0 12px;background:#fff;border:2px solid #3fa34d;border-radius:12px;padding:8px 12px}.cp .cw{font-size:12px;color:#69735f}.cp .cq{font-size:14.5px;font-weight:600;line-height:20px;margin-top:2px}.cp .ct{font-size:14.5px;line-height:20px;margin-top:6px;border-top:1px solid #dfe6dc;padding-top:6px}`,
  html: `<div class="row hd" data-role="ui">${icon.back(22)}<b>@kalevidrives</b>${icon.more(22)}</div>
<div class="fill">
${qa({ asker: "Anonymous", question: "what car do you teach in", ownerName: "Kalevi Vasko", color: "#c4853f", answer: ["A grey Fabia, manual, with dual controls."], age: "3d", likes: "7", likeIcon: icon.heart(14) })}
${qa({ asker: "Anonymous", question: "be honest. did YOU pass first time", ownerName: "Kalevi Vasko", color: "#c4853f", answer: ["No, third. I only tell a student after their own third fail, and then we share a biscuit outside the test centre."], age: "2d", likes: "156", likeIcon: icon.heart(14) })}
<div class="cp">${ui("Anonymous asked", "cw")}${say("Anonymous", "whats the most common mistake on the test", "cq")}${say("owner", "Mirrors before signalling, nearly", "ct")}</div>
</div>`,
};

export const sarahah: ScreenSpec = {
  id: "sarahah-under-gnocchi-at-half-past-two",
  app: "Sarahah",
  kind: "other",
  dark: true,
  device: "android",
  format: "png",
  crop: { bottom: 70 },
  cutLines: 1,
  owner: { name: "Laila Mansour", handle: "laila.m" },
  time: "09:34",
  battery: 76,
  statusBarBackground: "#14202a",
  replies: false,
  css: qaCss({
    bg: "#0d161d",
    card: "#14202a",
    fg: "#e9f0f4",
    sub: "#8fa3b0",
    line: "#22313c",
    accent: "#12a8a4",
    qbg: "#143436",
    qfg: "#bff0ec",
    size: 14.5,
    radius: 12,
  }),
  html: `<div class="row hd" data-role="ui">${icon.menu(22)}<b>Sarahah</b>${icon.share(22)}</div>
<div class="fill">
${profile("Laila Mansour", "sarahah.com/laila.m", "Leave me an honest message. Be nice, I cry at adverts.", "89 replies · 340 views this week", "#b3556a")}
${qa({ asker: "Anonymous", askerLabel: "Honest message", question: "you are always so kind at the post office counter. no question, just saying", ownerName: "Laila Mansour", color: "#b3556a", answer: ["Thank you, whoever you are!"], age: "Yesterday", likes: "18", likeIcon: icon.heart(15) })}
${qa({ asker: "Anonymous", askerLabel: "Honest message", question: "your cat comes into our office on Wick Lane every day. does she have a job", ownerName: "Laila Mansour", color: "#b3556a", answer: ["Not officially. The dentist next door has started writing her into the appointment book, under Gnocchi, at half past two."], age: "2 days ago", likes: "302", likeIcon: icon.heart(15) })}
${qa({ asker: "Anonymous", askerLabel: "Honest message", question: "where is your green coat from", ownerName: "Laila Mansour", color: "#b3556a", answer: ["It was my gran’s. It is older than me and warmer than anything I have bought since. Only the buttons are new."], age: "4 days ago", likes: "40", likeIcon: icon.heart(15) })}
</div>
<div class="row tb a">${icon.home(24)}${icon.chat(24)}${icon.person(24)}</div>`,
};
