// More chats: Words With Friends (dark, an aunt far ahead and a two-letter word, Gboard open over an
// empty box), Wag! (a walk report, a leaf, JPEG), Clash of Clans (dark, a clan of dads and a leader at
// war), Spond (a veterans' cricket team short of players, under a banner from Nan, JPEG).
import { avatar, icon } from "./icons";
import { chatCss, chatHead, inputBar, say, timeline } from "./kit";
import type { ScreenSpec } from "./screen-type";
import { esc, span } from "./shell";

export const wordsWithFriends: ScreenSpec = {
  id: "wwf-auntie",
  app: "Words With Friends",
  kind: "chat",
  dark: true,
  device: "android",
  format: "png",
  owner: { name: "Rowena", handle: null },
  time: "07:52",
  battery: 88,
  keyboard: true,
  replies: true,
  css: `${chatCss({ bg: "#14233a", hd: "#0e1a2c", fg: "#eef3fa", sub: "#93a4bd", line: "#24344d", left: "#24364f", leftFg: "#eef3fa", right: "#e8892b", rightFg: "#1b1b1b", accent: "#e8892b", box: "#1d2d45" })}
.sc{flex:none;gap:0;justify-content:space-around;padding:8px 12px;background:#0e1a2c;border-bottom:1px solid #24344d;font-size:13px;color:#93a4bd}.sc b{display:block;font-size:20px;color:#fff;text-align:center}`,
  html: `${chatHead("Rowena", "Game 31 · Your move", "#b0558f", icon.more(22))}
<div class="row sc" data-role="ui"><div><b>412</b>Rowena</div><div><b>198</b>You</div><div><b>17</b>Tiles left</div></div>
<div class="fill">
${timeline([
  ["t", "Tue 6:40 AM"],
  ["l", "owner", "Good morning dear"],
  ["l", "owner", "QI is a word, I looked it up"],
  ["r", "You", "you’ve played QI nine times"],
  ["l", "owner", "And it has been a word all nine times"],
  ["t", "Today 7:31 AM"],
  ["l", "owner", "Your turn since Tuesday x"],
  ["r", "You", "I’m thinking"],
  ["l", "owner", "Take your time. I am also playing 14 other games."],
])}
</div>
${inputBar("Send a message")}`,
};

export const wag: ScreenSpec = {
  id: "wag-walk-report",
  app: "Wag!",
  kind: "chat",
  dark: false,
  device: "iphone",
  format: "jpeg",
  quality: 74,
  owner: { name: "Desmond R.", handle: null },
  time: "13:12",
  battery: 61,
  replies: true,
  css: `${chatCss({ bg: "#f6f7f9", hd: "#fff", fg: "#23262b", sub: "#717780", line: "#e5e7ea", left: "#fff", leftFg: "#23262b", right: "#00bf8f", rightFg: "#fff", accent: "#00bf8f", box: "#f0f2f4" })}
.rc{align-self:stretch;background:#fff;border-radius:14px;padding:12px 14px;border:1px solid #e5e7ea}.rc .t{font-size:16px;font-weight:700}.rc .m{font-size:13px;color:#717780;margin-top:2px}.st{gap:8px;margin:10px 0}.st div{flex:1;background:#f0faf6;border-radius:10px;padding:6px 8px;font-size:12px;color:#717780}.st b{display:block;font-size:16px;color:#00a37a}
.pp{gap:14px;font-size:13px;color:#23262b;margin-bottom:8px}.nt{font-size:14px;line-height:20px;color:#23262b}.map{height:70px;border-radius:10px;background:linear-gradient(120deg,#dfeee3,#cfe3f2);margin-bottom:10px}`,
  html: `${chatHead("Desmond R.", "Walker · 4.9 ★ · 212 walks", "#3d7bd9", icon.phone(20))}
<div class="fill">
<div class="tm">Today 12:41 PM</div>
<div class="rc"><div class="t">${esc("Walk report: Biscuit 🐾")}</div><div class="m">30 min walk · 12:08–12:38 PM</div>
<div class="row st"><div><b>0.4 mi</b>distance</div><div><b>30:02</b>duration</div><div><b>1</b>pee</div><div><b>0</b>poo</div></div>
<div class="map"></div>
${say("owner", "Biscuit had a great walk! We made it to the corner of Elm and Garfield and he lay down. We watched a leaf for a while. Then he was ready to come home. Fresh water in his bowl.", "nt")}</div>
${timeline([
  ["r", "You", "0.4 miles??"],
  ["l", "owner", "He sets the pace 🐾"],
  ["l", "owner", "Same time Thursday?"],
  ["s", "Delivered"],
])}
</div>
${inputBar("Message Desmond")}`,
};

const cm = (name: string, rank: string, color: string, text: string, who: string) =>
  `<div class="cc"><div class="row" style="gap:8px">${avatar(26, color, { silhouette: false })}<span class="cn">${esc(name)}</span><span class="cr">${esc(rank)}</span></div>${say(who, text, "cx")}</div>`;

export const clash: ScreenSpec = {
  id: "clash-clan-war",
  app: "Clash of Clans",
  kind: "chat",
  dark: true,
  device: "android",
  format: "png",
  owner: { name: "BigDaveUK", handle: null },
  time: "18:03",
  battery: 72,
  replies: true,
  css: `body{background:#2b2a26;color:#f3ecd8}.hd{flex:none;height:50px;gap:12px;padding:0 12px;background:#3d3a33;border-bottom:2px solid #1c1b18}.hd b{font-size:17px;flex:1}.tb{flex:none;gap:6px;padding:6px 10px;background:#34322c}.tb span{flex:1;text-align:center;font-size:14px;padding:6px;border-radius:6px;background:#4a463d;color:#c9bfa3}.tb span.on{background:#e8b83e;color:#2b2a26;font-weight:700}
.fill{display:flex;flex-direction:column;justify-content:flex-end;padding:0 10px 10px;gap:6px}.cc{background:#f1e9d2;color:#2b2a26;border-radius:8px;padding:7px 10px}.cn{font-size:13px;font-weight:700;color:#3b5aa6}.cr{font-size:11px;color:#7c7358}.cx{font-size:15px;line-height:20px;margin-top:3px}
.rq{background:#d8ccaa;color:#2b2a26;border-radius:8px;padding:8px 10px;font-size:13px;gap:8px}.rq .bar{flex:1;height:10px;border-radius:5px;background:#9c927a}.rq b{font-size:12px}
.in{flex:none;gap:10px;padding:8px 10px 16px;background:#3d3a33}.in span{flex:1;height:38px;border-radius:8px;background:#f1e9d2;color:#7c7358;display:flex;align-items:center;padding:0 12px;font-size:15px}.in b{background:#8cc63e;color:#fff;border-radius:8px;padding:9px 14px;font-size:15px}`,
  html: `<div class="row hd" data-role="ui">${avatar(30, "#8cc63e", { silhouette: false })}<b>Retired Dads</b>${icon.close(24)}</div>
<div class="row tb" data-role="ui"><span>Global</span><span class="on">Clan</span><span>Friends</span></div>
<div class="fill">
${cm("BigDaveUK", "Leader", "#c0392b", "War starts in 2h. Everyone attack ONCE at least.", "owner")}
${cm("BigDaveUK", "Leader", "#c0392b", "Last war 11 out of 15 of you didn’t attack.", "owner")}
${cm("Shaz", "Co-leader", "#8e44ad", "to be fair it was christmas day", "Shaz")}
${cm("BigDaveUK", "Leader", "#c0392b", "War doesn’t stop for Christmas Shaz", "owner")}
${cm("kev_the_builder", "Elder", "#16a085", "can someone donate hog riders", "kev_the_builder")}
<div class="row rq" data-role="ui">${span("kev_the_builder requests troops")}<span class="bar"></span><b>0/25</b></div>
${cm("BigDaveUK", "Leader", "#c0392b", "Attack first. Then hogs.", "owner")}
${cm("mo_w", "Member", "#d35400", "brb dinner", "mo_w")}
</div>
<div class="row in" data-role="ui"><span>Type a message</span><b>Send</b></div>`,
};

export const spond: ScreenSpec = {
  id: "spond-cricket",
  app: "Spond",
  kind: "chat",
  dark: false,
  device: "iphone",
  format: "jpeg",
  quality: 70,
  owner: { name: "Callum Greaves", handle: null },
  time: "20:15",
  battery: 42,
  cutLines: 1,
  banner: { app: "Messages", color: "#34c759", title: "Nan", body: "did you get the card for Auntie Bev", author: "Nan", age: "now" },
  replies: true,
  css: `${chatCss({ bg: "#f4f6f8", hd: "#fff", fg: "#1d2733", sub: "#6a7684", line: "#e2e6ea", left: "#fff", leftFg: "#1d2733", right: "#1f6fe5", rightFg: "#fff", accent: "#1f6fe5", box: "#eef1f4" })}
.ev2{flex:none;margin:8px 12px 2px;background:#fff;border-radius:12px;padding:10px 12px;border:1px solid #e2e6ea;gap:10px}.ev2 b{font-size:14px;display:block}.ev2 small{font-size:12px;color:#6a7684;display:block}.ev2 i{font-style:normal;font-size:12px;color:#1f6fe5;font-weight:600}`,
  html: `${chatHead("Ashworth Vets XI", "Callum, Anil, Rhys, +19", "#2e7d32", icon.more(22))}
<div class="row ev2" data-role="ui">${icon.pin(20)}<div style="flex:1"><b>Sat vs Hampden Park CC</b><small>Meet 12:30 · Away</small></div><i>7 accepted</i></div>
<div class="fill">
${timeline([
  ["t", "Today 19:02"],
  ["l", "owner", "Lads we need 11 for Saturday. Currently have 7 and Trevor’s knee.", "Callum Greaves"],
  ["l", "owner", "If your other half says no, tell them it’s the last game of the season.", "Callum Greaves"],
  ["l", "Anil Mistry", "I can bat but I can’t field", "Anil Mistry"],
  ["l", "owner", "That’s fine Anil you can stand near it.", "Callum Greaves"],
  ["l", "Rhys Pugh", "is it actually the last game?", "Rhys Pugh"],
  ["l", "owner", "No.", "Callum Greaves"],
  ["l", "Rhys Pugh", "I’ll do teas", "Rhys Pugh"],
])}
</div>
${inputBar("Write a message")}`,
};
