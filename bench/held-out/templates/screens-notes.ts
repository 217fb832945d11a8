// Short posts with an audience: a Substack note, a Tumblr post with its notes, a Telegram channel.
import { avatar, icon, picture } from "./icons";
import type { ScreenSpec } from "./screen-type";
import { other, own, span, ui } from "./shell";

export const substack: ScreenSpec = {
  id: "substack-note",
  app: "Substack",
  kind: "post",
  dark: false,
  device: "iphone",
  format: "png",
  owner: { name: "Daniel Reyes", handle: null },
  time: "18:05",
  battery: 52,
  replies: true,
  css: `.hd{height:44px;padding:0 14px;flex:none;justify-content:space-between}.hd b{font-size:17px}
.n{padding:14px 16px;border-bottom:1px solid #ececec}.nm{font-weight:700;font-size:15px}.hn{color:#777;font-size:14px}
.tx{font-size:16px;line-height:23px;white-space:pre-line;margin-top:6px}.rtx{font-size:15px;line-height:21px;margin-top:3px}
.acts{gap:22px;color:#777;font-size:14px;margin-top:12px}.sub{color:#ff6719;font-weight:600;font-size:14px}
.cmp{flex:none;margin:8px 12px 42px;height:44px;border-radius:22px;border:1px solid #ddd;padding:0 16px;color:#999;font-size:15px}`,
  html: `<div class="row hd">${icon.back(24)}<b>Note</b>${icon.share(22)}</div>
<div class="fill">
<div class="n"><div class="row" style="gap:10px">${avatar(42, "#2d6a6a")}<div style="flex:1"><div class="row" style="gap:6px">${span("Daniel Reyes", "nm")}${span("2d", "hn")}</div>${ui("The Holding Midfielder", "hn")}</div>${span("Subscribe", "sub")}</div>
${own("Just hit 12 subscribers 🎉 Thank you to everyone (mostly my mum) for being on this journey.\n\nPaid tier launching soon — £8/month for exclusive essays on the Premier League’s midfield crisis.", "tx")}
<div class="row acts"><span class="row" style="gap:6px">${icon.heart(20)}${span("14")}</span><span class="row" style="gap:6px">${icon.comment(20)}${span("3")}</span><span class="row" style="gap:6px">${icon.repost(20)}${span("1")}</span></div></div>
${[
  ["#a0522d", "Carol Reyes", "2d", "I’m not paying for this Daniel", false],
  ["#2d6a6a", "Daniel Reyes", "2d", "Mum it’s for the ARTS", true],
  ["#6a5acd", "Sam O’Neill", "1d", "congrats to the 11 strangers and Carol", false],
]
  .map(
    ([color, name, age, text, mine]) =>
      `<div class="n"><div class="row" style="gap:10px;align-items:flex-start">${avatar(34, color as string)}<div style="flex:1"><div class="row" style="gap:6px">${span(name as string, "nm")}${span(age as string, "hn")}</div>${mine ? own(text as string, "rtx") : other(name as string, text as string, "rtx")}<div class="row acts" style="margin-top:8px">${icon.heart(18)}${icon.comment(18)}</div></div></div></div>`,
  )
  .join("")}
</div>
<div class="row cmp">Leave a reply</div>`,
};

export const tumblr: ScreenSpec = {
  id: "tumblr-post",
  app: "Tumblr",
  kind: "post",
  dark: true,
  device: "android",
  format: "png",
  owner: { name: "sadcowboyhours", handle: "sadcowboyhours" },
  time: "03:52",
  battery: 12,
  statusBarBackground: "#101418",
  replies: true,
  css: `body{background:#101418;color:#fff}.hd{height:52px;padding:0 14px;gap:16px;flex:none}.hd b{font-size:18px;flex:1}
.card{background:#1e2329;color:#f0f2f4;margin:4px 0 0;padding:12px 14px}.nm{font-weight:700;font-size:15px}.fol{color:#00b8ff;font-weight:700;font-size:15px}
.tx{font-size:16px;line-height:23px;white-space:pre-line;margin:12px 0}.tags{color:#9aa3ad;font-size:14px;line-height:20px}
.notes{gap:18px;justify-content:space-between;color:#c0c6cc;font-size:14px;font-weight:700;margin-top:12px;padding-top:10px;border-top:1px solid #333a42}
.sec{font-size:14px;font-weight:700;color:#c6ccd4;padding:14px 14px 6px}.nt{gap:10px;align-items:flex-start;padding:8px 14px}
.bub{background:#1e2329;border-radius:14px;padding:8px 12px;flex:1}.bn{font-weight:700;font-size:14px;color:#fff}.btx{font-size:15px;line-height:20px;color:#e6ebf0;margin-top:2px}`,
  html: `<div class="row hd">${icon.back(24)}<b>Notes</b>${icon.more(22)}</div>
<div class="fill">
<div class="card"><div class="row" style="gap:10px">${avatar(36, "#7c5cbf", { silhouette: false })}<div style="flex:1">${ui("sadcowboyhours", "nm")}</div>${span("Follow", "fol")}</div>
${own("me at 10pm: i’m going to bed early tonight, big day tomorrow\nme at 3:47am: reading the entire wikipedia page on the byzantine empire\n\ni will be fine. i am not fine. justinian has me in a chokehold", "tx")}
${ui("#byzantium #sleep is for people without tabs #personal", "tags")}
<div class="row notes">${span("41,228 notes")}<span class="row" style="gap:18px">${icon.share(20)}${icon.comment(20)}${icon.repost(20)}${icon.heart(20)}</span></div></div>
${ui("Replies", "sec")}
${[
  ["#e8a33d", "theotherwheel", "you said this last week about the habsburgs"],
  ["#3aa17e", "meadowgoblin", "justinian has a lot of people in a chokehold respectfully"],
  ["#c24d6b", "sadcowboyhours", "the habsburgs were a phase. this is real"],
  ["#5b7bd5", "crouton-enjoyer", "op it is 4am go to sleep"],
]
  .map(
    ([color, name, text]) =>
      `<div class="row nt">${avatar(30, name === "sadcowboyhours" ? "#7c5cbf" : color, { silhouette: false })}<div class="bub">${ui(name, "bn")}${name === "sadcowboyhours" ? own(text, "btx") : other(name, text, "btx")}</div></div>`,
  )
  .join("")}
</div>`,
};

const tgPost = (text: string, time: string, views: string, reactions: [string, string][], comments: string, pic = "") => `
<div class="msg">${pic}<div class="mb">${own(text, "mt")}
<div class="row" style="justify-content:space-between;margin-top:6px"><span class="row re">${reactions.map(([e, n]) => `<span class="chip">${e} ${n}</span>`).join("")}</span><span class="row meta">${icon.eye(14)}${span(views)}${span(time)}</span></div></div>
<div class="row cmt">${avatar(20, "#8ca6c7")}${avatar(20, "#c79a8c")}${avatar(20, "#8cc7a0")}${span(comments)}</div></div>`;

export const telegram: ScreenSpec = {
  id: "telegram-channel",
  app: "Telegram",
  kind: "post",
  dark: false,
  device: "android",
  format: "jpeg",
  quality: 68,
  owner: { name: "Crypto Kings 👑🚀", handle: null },
  time: "08:47",
  battery: 71,
  statusBarDark: true,
  statusBarBackground: "#517da2",
  replies: false,
  css: `body{background:#b8d3a6}.hd{height:56px;padding:0 12px;gap:14px;flex:none;background:#517da2;color:#fff}.hd b{font-size:18px;display:block;white-space:nowrap}.hd small{font-size:14px;opacity:.85;display:block}
.fill{padding:6px 8px;display:flex;flex-direction:column;justify-content:flex-end;gap:10px}
.msg{background:#fff;border-radius:14px;overflow:hidden;max-width:330px;box-shadow:0 1px 1px rgba(0,0,0,.15)}.mb{padding:8px 12px 6px}
.ch{color:#3a8ed6;font-weight:600;font-size:15px}.mt{font-size:15px;line-height:21px;white-space:pre-line;margin-top:3px}
.re{gap:5px;flex-wrap:wrap}.chip{background:#e4eefa;color:#2f6ea5;border-radius:12px;padding:2px 8px;font-size:13px}
.meta{gap:4px;color:#8d9aa6;font-size:12px}.cmt{gap:0;border-top:1px solid #eee;padding:8px 12px;color:#3a8ed6;font-size:15px;font-weight:500}.cmt span:last-child{margin-left:10px}
.day{align-self:center;background:rgba(0,0,0,.25);color:#fff;border-radius:12px;padding:3px 10px;font-size:14px}
.bar{flex:none;height:48px;background:#fff;justify-content:center;color:#3a8ed6;font-size:16px;font-weight:500;margin-bottom:0;padding-bottom:0}`,
  html: `<div class="row hd">${icon.back(24)}${avatar(40, "#e3b341", { silhouette: false })}<div style="flex:1"><b>Crypto Kings 👑🚀</b><small>2,418 subscribers</small></div>${icon.moreV(22)}</div>
<div class="fill">
${ui("Yesterday", "day")}
${tgPost(
  "Not financial advice but I just sold my car and put everything into $FROG 🐸\n\nWalking to work from Monday. Generational wealth is a marathon not a sprint 🚀🚀🚀",
  "19:02",
  "3.1K",
  [
    ["🐸", "214"],
    ["🚀", "96"],
    ["🤡", "88"],
  ],
  "47 comments",
  picture(
    "100%",
    120,
    ["#2f9e44", "#a8e063"],
    `<div style="position:absolute;left:120px;top:18px;width:84px;height:84px;border-radius:50%;background:#5cbf4a;border:4px solid #1e6e2a"></div>`,
  ),
)}
${ui("Today", "day")}
${tgPost(
  "$FROG down 62% overnight. This is what we call a discount 💎🙌 Buying more with my bus money",
  "08:14",
  "2.2K",
  [
    ["🤡", "301"],
    ["💎", "40"],
  ],
  "112 comments",
)}
</div>
<div class="row bar">Mute</div>
<div style="height:18px;background:#fff;flex:none"></div>`,
};

export const NOTES: ScreenSpec[] = [substack, tumblr, telegram];
