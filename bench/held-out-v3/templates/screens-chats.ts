// Chats: Messenger (a family group, a reply quoting the owner, keyboard open with a typed message),
// Google Chat (dark, an Android notification over the title, the owner quoted), Zoom (a meeting chat
// sent to everyone, dark, keyboard), Deliveroo (the owner typing to a rider, Gboard with suggestions),
// OfferUp (a seller in capitals, Gboard), LINE (Japanese and English), WeChat (a family group in
// Chinese and English where the owner says one thing, forwarded three times), Instacart (a shopper).
import { avatar, icon, picture } from "./icons";
import type { ScreenSpec } from "./screen-type";
import { esc, other, own, span, ui } from "./shell";

/** A bubble: the owner's words or someone else's, left or right. */
const bubble = (side: "l" | "r", text: string, whose: "owner" | string, cls = "bb") =>
  `<div class="${cls} ${side}">${whose === "owner" ? own(text) : other(whose, text)}</div>`;

export const messenger: ScreenSpec = {
  id: "messenger-group",
  app: "Messenger",
  kind: "chat",
  dark: false,
  device: "iphone",
  format: "png",
  owner: { name: "Keith Hartley", handle: null },
  time: "19:42",
  battery: 58,
  keyboard: true,
  suggestions: ["helping", "help", "helpful"],
  replies: true,
  css: `.hd{flex:none;height:54px;padding:0 12px;gap:10px;border-bottom:1px solid #eee;background:#fff;position:relative;z-index:3}.hd b{font-size:16px;display:block}.hd small{font-size:12px;color:#65676b;display:block}
.fill{display:flex;flex-direction:column;justify-content:flex-end;padding:0 10px 6px;gap:3px}.nm{font-size:12px;color:#65676b;margin:6px 0 1px 38px}
.m{gap:6px;align-items:flex-end}.bb{max-width:250px;border-radius:18px;padding:7px 12px;font-size:16px;line-height:21px}.bb.l{background:#f0f0f0;align-self:flex-start}.bb.r{background:#0a7cff;color:#fff;align-self:flex-end}
.rq{margin-left:38px;font-size:12px;color:#65676b;gap:4px}.qt{margin-left:38px;align-self:flex-start;max-width:240px;border-radius:16px;padding:6px 12px 14px;margin-bottom:-10px;background:#f7f7f7;color:#8a8d91;font-size:14px;line-height:19px;border:1px solid #ececec}
.in{flex:none;gap:10px;padding:6px 12px;background:#fff;color:#0a7cff;position:relative;z-index:2}.in .box{flex:1;min-height:36px;border-radius:18px;background:#f0f0f0;display:flex;align-items:center;padding:6px 14px;font-size:16px;line-height:21px;color:#050505}`,
  html: `<div class="row hd">${icon.back(24)}${avatar(36, "#f2a65a", { silhouette: false })}<div style="flex:1"><b>Hartley Family 🏡</b><small>Keith, Linda, Emma and you</small></div>${icon.phone(20)}${icon.video(22)}</div>
<div class="fill">
<div class="row rq">${icon.repost(12)}${span("Emma replied to Keith")}</div>
<div class="qt" data-role="owner">${esc("I have personally rebooted the internet. You’re welcome")}</div>
<div class="nm">Emma</div>
<div class="row m">${avatar(30, "#b07cc6")}${bubble("l", "dad the wifi has been off since you did that", "Emma")}</div>
<div class="nm">Keith</div>
<div class="row m">${avatar(30, "#5b8def")}${bubble("l", "That is the reboot settling in. It takes 24-48 hours like paint", "owner")}</div>
<div class="nm">Linda</div>
<div class="row m">${avatar(30, "#e26d5a")}${bubble("l", "he’s printed a diagram for the fridge 😭", "Linda")}</div>
</div>
<div class="row in">${icon.plusBox(22)}${icon.camera(22)}<span class="box" data-role="other" data-author="You">${esc("the paint thing is not helping")}</span>${icon.thumbUp(22)}</div>`,
};

export const googleChat: ScreenSpec = {
  id: "google-chat-space",
  app: "Google Chat",
  kind: "chat",
  dark: true,
  device: "android",
  format: "jpeg",
  quality: 72,
  owner: { name: "Colin Pryce", handle: null },
  time: "13:58",
  battery: 47,
  banner: { app: "Calendar", color: "#4285f4", title: "Plant committee sync", body: "Today 14:00–14:30 · Meeting room Fern", author: "Calendar", age: "now" },
  cutLines: 1,
  replies: true,
  css: `body{background:#1f1f1f;color:#e3e3e3}.hd{flex:none;height:60px;padding:0 14px;gap:14px;color:#c4c7c5}.hd b{font-size:18px;font-weight:400;display:block;color:#e3e3e3}.hd small{font-size:12px;display:block}
.fill{display:flex;flex-direction:column;justify-content:flex-end;padding:6px 14px 20px;gap:12px}
.m{gap:12px;align-items:flex-start}.mn{font-size:14px;font-weight:500;color:#e3e3e3}.mn span{font-weight:400;color:#9aa0a6;font-size:12px;margin-left:6px}.mt{font-size:15px;line-height:21px;margin-top:2px;color:#e3e3e3}
.qt{margin-top:6px;border-left:3px solid #8ab4f8;padding:4px 10px;background:#2a2b2e;border-radius:0 8px 8px 0}.qn{font-size:12px;color:#9aa0a6}.qx{font-size:14px;line-height:19px;color:#c4c7c5}
.re{gap:6px;margin-top:6px;font-size:13px}.re span{background:#2d3a4b;border-radius:12px;padding:2px 8px}
.in{flex:none;gap:12px;padding:8px 14px 26px;color:#9aa0a6}.in .box{flex:1;height:44px;border-radius:22px;background:#2a2b2e;display:flex;align-items:center;padding:0 16px;font-size:15px}`,
  html: `<div class="row hd">${icon.back(22)}<span style="width:34px;height:34px;border-radius:10px;background:#3e6b48;flex:none"></span><div style="flex:1"><b>Office Plants 🌱</b><small>7 members</small></div>${icon.search(22)}${icon.moreV(20)}</div>
<div class="fill">
<div class="row m">${avatar(36, "#81c995")}<div style="flex:1"><div class="mn">Priti Shah<span>Thu 09:01</span></div>${other("Priti Shah", "the monstera in accounts has a name now. it’s Gerald", "mt")}</div></div>
<div class="row m">${avatar(36, "#f28b82")}<div style="flex:1"><div class="mn">Dana Whitlock<span>Thu 12:30</span></div>${other("Dana Whitlock", "does anyone know whose orchid this is, it’s on my desk and it looks judgemental", "mt")}</div></div>
<div class="row m">${avatar(36, "#7cacf8")}<div style="flex:1"><div class="mn">Colin Pryce<span>Fri 09:15</span></div>${own("Reminder the succulents are NOT to be turned. They face the window for a reason", "mt")}</div></div>
<div class="row m">${avatar(36, "#81c995")}<div style="flex:1"><div class="mn">Priti Shah<span>Fri 16:40</span></div>${other("Priti Shah", "who moved the cactus to the server room", "mt")}</div></div>
<div class="row m">${avatar(36, "#7cacf8")}<div style="flex:1"><div class="mn">Colin Pryce<span>Fri 16:52</span></div>${own("Me. It likes the hum.", "mt")}</div></div>
<div class="row m">${avatar(36, "#c58af9")}<div style="flex:1"><div class="mn">Aiyana Brooks<span>Mon 10:02</span></div><div class="qt">${ui("Colin Pryce · 14 Aug", "qn")}<div class="qx" data-role="owner">${esc("I’ll take care of the fern from now on. Nobody else water it, it’s on a schedule 🌿")}</div></div>${other("Aiyana Brooks", "colin facilities just confirmed the fern is plastic", "mt")}<div class="row re"><span>😭 6</span><span>🌿 2</span></div></div></div>
<div class="row m">${avatar(36, "#7cacf8")}<div style="flex:1"><div class="mn">Colin Pryce<span>Mon 10:05</span></div>${own("Ok well it’s never looked better", "mt")}</div></div>
<div class="row m">${avatar(36, "#f29900")}<div style="flex:1"><div class="mn">Marcus Feld<span>Mon 10:07</span></div>${other("Marcus Feld", "3 months of a watering schedule for a plastic fern. the dedication tho", "mt")}</div></div>
<div class="row m">${avatar(36, "#7cacf8")}<div style="flex:1"><div class="mn">Colin Pryce<span>Mon 10:09</span></div>${own("The schedule was working", "mt")}</div></div>
</div>
<div class="row in">${icon.plus(24)}<span class="box">History is on</span>${icon.send(22)}</div>`,
};

const zoomMsg = (from: string, to: string, time: string, text: string, mine: boolean) =>
  `<div class="zm"><div class="zh">${span(from, "zf")}${span(`to ${to}`, "zt")}${span(time, "zt")}</div>${mine ? own(text, "zx") : other(from, text, "zx")}</div>`;

export const zoom: ScreenSpec = {
  id: "zoom-chat",
  app: "Zoom",
  kind: "chat",
  dark: true,
  device: "iphone-max",
  format: "png",
  owner: { name: "Trevor Baines", handle: null },
  time: "10:17",
  battery: 71,
  keyboard: true,
  suggestions: ["I", "Sorry", "Thanks"],
  cutLines: 1,
  replies: true,
  css: `body{background:#1c1c1e}.hd{flex:none;height:50px;padding:0 14px;gap:10px;background:#1c1c1e;border-bottom:1px solid #333;position:relative;z-index:3}.hd b{flex:1;text-align:center;font-size:17px}.hd span.x{color:#0e72ed;font-size:16px}
.fill{display:flex;flex-direction:column;justify-content:flex-end;padding:4px 16px 24px;gap:12px}.zh{gap:8px;display:flex;align-items:baseline;flex-wrap:wrap}.zf{font-size:14px;font-weight:600;color:#fff}.zt{font-size:12px;color:#8e8e93}
.zx{font-size:16px;line-height:22px;color:#eee;margin-top:2px}.host{color:#0e72ed}
.to{flex:none;padding:6px 16px;font-size:13px;color:#8e8e93;border-top:1px solid #333;background:#1c1c1e;position:relative;z-index:2}.to b{color:#0e72ed;font-weight:500}
.in{flex:none;gap:10px;padding:4px 14px 8px;background:#1c1c1e;position:relative;z-index:2;color:#8e8e93}.in .box{flex:1;height:38px;border-radius:8px;background:#2c2c2e;display:flex;align-items:center;padding:0 12px;font-size:16px}`,
  html: `<div class="row hd"><span class="x">Close</span><b>Chat</b><span style="width:40px"></span></div>
<div class="fill">
${zoomMsg("Deborah Quinn (Host)", "Everyone", "10:00", "Morning all, slides are in the calendar invite. Cameras on if you can please", false)}
${zoomMsg("Deborah Quinn (Host)", "Everyone", "10:02", "Please keep questions for the end, we have a lot to get through this morning 🙂", false)}
${zoomMsg("Trevor Baines", "Everyone", "10:11", "is it just me or could this whole meeting of been an email lol", true)}
${zoomMsg("Trevor Baines", "Everyone", "10:11", "wait", true)}
${zoomMsg("Trevor Baines", "Everyone", "10:12", "ignore that, meant for Dave. great points everyone 👍", true)}
${zoomMsg("Dave Okoro", "Everyone", "10:13", "leave me out of this", false)}
${zoomMsg("Deborah Quinn (Host)", "Everyone", "10:14", "Thanks Trevor. It is now an email.", false)}
</div>
<div class="to">To: <b>Everyone ▾</b></div>
<div class="row in"><span class="box">Type message here…</span>${icon.send(22)}</div>`,
};

export const deliveroo: ScreenSpec = {
  id: "deliveroo-chat",
  app: "Deliveroo",
  kind: "chat",
  dark: true,
  device: "android",
  format: "png",
  owner: { name: "Callum", handle: null },
  time: "21:34",
  battery: 23,
  keyboard: true,
  suggestions: ["it", "the", "a"],
  cutLines: 1,
  replies: true,
  css: `body{background:#121212}.hd{flex:none;height:58px;padding:0 12px;gap:12px;background:#1b1b1b;position:relative;z-index:3}.hd b{font-size:16px;font-weight:500;display:block}.hd small{font-size:12px;color:#9e9e9e;display:block}
.fill{display:flex;flex-direction:column;justify-content:flex-end;padding:0 12px 12px;gap:6px}
.bb{max-width:250px;border-radius:14px;padding:8px 12px;font-size:15px;line-height:20px}.bb.l{background:#2a2a2a;align-self:flex-start}.bb.r{background:#00ccbc;color:#002a27;align-self:flex-end}
.in{flex:none;gap:10px;padding:6px 10px;background:#1b1b1b;position:relative;z-index:2;color:#00ccbc}.in .box{flex:1;height:40px;border-radius:20px;background:#2a2a2a;display:flex;align-items:center;padding:0 14px;font-size:15px;color:#fff}`,
  html: `<div class="row hd">${icon.back(22)}${avatar(36, "#00ccbc")}<div style="flex:1"><b>Mehmet · your rider</b><small>Arriving in 12–15 min</small></div>${icon.phone(20)}</div>
<div class="fill">
${bubble("r", "hi are you close?? its been 55 mins and the map says youre in a lake", "owner")}
${bubble("l", "not in lake. near lake", "Mehmet")}
${bubble("r", "ok", "owner")}
${bubble("r", "please hurry its pizza and ive told everyone its coming. theres 6 of us. we are all staring at the door", "owner")}
${bubble("l", "bike has flat tyre. I am walking the pizza", "Mehmet")}
${bubble("r", "walking it?? like a dog", "owner")}
${bubble("l", "like a dog yes. 12 minutes", "Mehmet")}
</div>
<div class="row in">${icon.paperclip(22)}<span class="box" data-role="owner">${esc("can you jog it")}</span>${icon.send(22)}</div>`,
};

export const offerup: ScreenSpec = {
  id: "offerup-chat",
  app: "OfferUp",
  kind: "chat",
  dark: false,
  device: "android",
  format: "jpeg",
  quality: 70,
  owner: { name: "Rick D.", handle: null },
  time: "18:09",
  battery: 64,
  keyboard: true,
  replies: true,
  css: `.hd{flex:none;height:56px;padding:0 12px;gap:10px;border-bottom:1px solid #eee}.hd b{font-size:16px;font-weight:500;display:block}.hd small{font-size:12px;color:#757575;display:block}
.item{flex:none;gap:10px;padding:8px 12px;border-bottom:1px solid #eee;background:#fafafa}.it{font-size:14px}.ip{font-size:15px;color:#00a87e;font-weight:700}
.fill{display:flex;flex-direction:column;justify-content:flex-end;padding:6px 12px;gap:6px}
.bb{max-width:260px;border-radius:16px;padding:8px 12px;font-size:15px;line-height:20px}.bb.l{background:#f1f1f1;align-self:flex-start}.bb.r{background:#00a87e;color:#fff;align-self:flex-end}
.in{flex:none;gap:8px;padding:6px 10px;border-top:1px solid #eee;background:#fff;position:relative;z-index:2}.in .box{flex:1;height:40px;border-radius:20px;border:1px solid #ccc;display:flex;align-items:center;padding:0 14px;font-size:15px;color:#111}`,
  html: `<div class="row hd">${icon.back(22)}${avatar(36, "#7d8b99")}<div style="flex:1"><b>Rick D.</b><small>⭐ 4.2 · Responds in about an hour</small></div>${icon.moreV(20)}</div>
<div class="row item">${picture(46, 46, ["#8d6e63", "#4e342e"])}<div style="flex:1">${ui("Recliner, brown leather, barely used", "it")}${ui("$150", "ip")}</div></div>
<div class="fill">
${bubble("r", "Hi, is this still available?", "You")}
${bubble("l", "YES. AND BEFORE YOU ASK NO I WILL NOT TAKE 40 DOLLARS", "owner")}
${bubble("r", "would you take $60", "You")}
${bubble("l", "This chair got me through 2 divorces and the 2019 playoffs. It has value beyond money", "owner")}
${bubble("l", "$145", "owner")}
</div>
<div class="row in">${icon.camera(22)}<span class="box" data-role="other" data-author="You">${esc("so not barely used then")}</span>${icon.send(20)}</div>`,
};

export const line: ScreenSpec = {
  id: "line-chat",
  app: "LINE",
  kind: "chat",
  dark: false,
  device: "iphone",
  format: "png",
  owner: { name: "Kenji Watanabe", handle: null },
  time: "23:26",
  battery: 39,
  keyboard: true,
  suggestions: ["what’s", "what", "whats"],
  cutLines: 1,
  replies: true,
  css: `body{background:#8cabd9}.hd{flex:none;height:50px;padding:0 12px;gap:12px;background:#8cabd9;color:#fff}.hd b{flex:1;font-size:17px;color:#fff}
.fill{display:flex;flex-direction:column;justify-content:flex-end;padding:4px 10px 6px;gap:6px}.ts{align-self:center;font-size:11px;background:rgba(0,0,0,.18);color:#fff;border-radius:10px;padding:2px 8px}
.m{gap:6px;align-items:flex-start}.bb{max-width:245px;border-radius:16px;padding:7px 11px;font-size:15px;line-height:20px}.bb.l{background:#fff;align-self:flex-start}.bb.r{background:#85e249;align-self:flex-end}
.in{flex:none;gap:10px;padding:6px 10px;background:#fff;position:relative;z-index:2;color:#555}.in .box{flex:1;height:36px;border-radius:18px;background:#f2f2f2;display:flex;align-items:center;padding:0 12px;font-size:16px;color:#111}`,
  html: `<div class="row hd">${icon.back(24)}<b>Kenji Watanabe</b>${icon.search(20)}${icon.phone(20)}${icon.menu(20)}</div>
<div class="fill">
${ui("Today", "ts")}
<div class="row m">${avatar(32, "#e0a458")}<div class="col" style="gap:6px">${bubble("l", "見て！新しいギター買った🎸", "owner")}${bubble("l", "I’m starting a band. name ideas: Tokyo Sunset Machine", "owner")}</div></div>
${bubble("r", "you can play??", "You")}
<div class="row m">${avatar(32, "#e0a458")}<div class="col" style="gap:6px">${bubble("l", "not yet. but the guitar was very expensive so I will get good quickly", "owner")}${bubble("l", "来週ライブするよ", "owner")}</div></div>
${bubble("r", "来週？？？", "You")}
<div class="row m">${avatar(32, "#e0a458")}<div class="col" style="gap:6px">${bubble("l", "yes. I know 2 chords. C and the other one", "owner")}</div></div>
</div>
<div class="row in">${icon.plus(22)}${icon.camera(22)}<span class="box" data-role="other" data-author="You">${esc("whats the other one")}</span>${icon.smile(22)}</div>`,
};

export const wechat: ScreenSpec = {
  id: "wechat-group",
  app: "WeChat",
  kind: "chat",
  dark: false,
  device: "android",
  format: "jpeg",
  generations: [{ quality: 92 }, { width: 900, quality: 80 }, { width: 720, quality: 66 }],
  owner: { name: "Jason Li", handle: null },
  time: "20:15",
  battery: 55,
  replies: true,
  css: `body{background:#ededed}.hd{flex:none;height:52px;padding:0 12px;gap:12px;background:#ededed;border-bottom:1px solid #dcdcdc}.hd b{flex:1;text-align:center;font-size:17px;font-weight:500}
.fill{display:flex;flex-direction:column;justify-content:flex-end;padding:4px 10px 8px;gap:8px}.ts{align-self:center;font-size:12px;color:#999}
.m{gap:8px;align-items:flex-start}.mr{flex-direction:row-reverse}.sq{width:38px;height:38px;border-radius:5px;flex:none}.nm{font-size:12px;color:#888;margin-bottom:2px}
.bb{max-width:230px;border-radius:5px;padding:8px 10px;font-size:15px;line-height:21px;background:#fff}.mr .bb{background:#95ec69}
.vc{width:120px;background:#fff;border-radius:5px;padding:8px 10px;font-size:14px;color:#333}
.in{flex:none;gap:10px;padding:6px 10px 24px;background:#f7f7f7;border-top:1px solid #dcdcdc;color:#333}.in .box{flex:1;height:38px;border-radius:5px;background:#fff}`,
  html: `<div class="row hd">${icon.back(22)}<b>相亲相爱一家人 (9)</b>${icon.more(22)}</div>
<div class="fill">
${ui("19:48", "ts")}
<div class="row m"><span class="sq" style="background:#d98f6b"></span><div>${ui("二姨", "nm")}${bubble("l", "Jason 你什么时候找女朋友？", "二姨")}</div></div>
<div class="row m"><span class="sq" style="background:#9c9c9c"></span><div>${ui("奶奶", "nm")}<div class="vc">${ui("🔊 12″")}</div></div></div>
<div class="row m"><span class="sq" style="background:#c77dac"></span><div>${ui("Mei 表姐", "nm")}${bubble("l", "he says he’s focusing on his career", "Mei 表姐")}</div></div>
<div class="row m"><span class="sq" style="background:#d98f6b"></span><div>${ui("二姨", "nm")}${bubble("l", "什么career？你妈说你在家打游戏", "二姨")}</div></div>
<div class="row m"><span class="sq" style="background:#6fa3d6"></span><div>${ui("妈妈", "nm")}${bubble("l", "我没说！我说他在家工作", "妈妈")}</div></div>
<div class="row m"><span class="sq" style="background:#c77dac"></span><div>${ui("Mei 表姐", "nm")}${bubble("l", "aunty he is literally online right now. his status says “in game: 47 min”", "Mei 表姐")}</div></div>
<div class="row m mr"><span class="sq" style="background:#5fa86b"></span>${bubble("r", "I am in a meeting", "owner")}</div>
<div class="row m"><span class="sq" style="background:#9c9c9c"></span><div>${ui("奶奶", "nm")}${bubble("l", "👍👍👍 好孩子 加油", "奶奶")}</div></div>
</div>
<div class="row in">${icon.mic(24)}<span class="box"></span>${icon.smile(24)}${icon.plus(24)}</div>`,
};

export const instacart: ScreenSpec = {
  id: "instacart-chat",
  app: "Instacart",
  kind: "chat",
  dark: false,
  device: "iphone",
  format: "jpeg",
  quality: 76,
  owner: { name: "Danielle", handle: null },
  time: "11:52",
  battery: 81,
  replies: true,
  css: `.hd{flex:none;height:56px;padding:0 12px;gap:10px;border-bottom:1px solid #e8e8e8}.hd b{font-size:16px;display:block}.hd small{font-size:12px;color:#72767e;display:block}
.fill{display:flex;flex-direction:column;justify-content:flex-end;padding:6px 12px;gap:6px}
.bb{max-width:265px;border-radius:18px;padding:8px 12px;font-size:16px;line-height:21px}.bb.l{background:#f1f2f3;align-self:flex-start}.bb.r{background:#0aad0a;color:#fff;align-self:flex-end}
.card{align-self:flex-start;gap:10px;border:1px solid #e0e0e0;border-radius:12px;padding:8px 10px;width:260px}.cn{font-size:14px;font-weight:600}.cs{font-size:13px;color:#72767e}.cr{font-size:13px;color:#c23b22;font-weight:600}
.ts{align-self:center;font-size:12px;color:#72767e;margin:4px 0}.in{flex:none;gap:10px;padding:8px 12px 34px;border-top:1px solid #e8e8e8;color:#72767e}.in .box{flex:1;height:38px;border-radius:19px;background:#f1f2f3;display:flex;align-items:center;padding:0 14px;font-size:16px}`,
  html: `<div class="row hd">${icon.back(24)}${avatar(38, "#f3a712")}<div style="flex:1"><b>Travis</b><small>Shopping your order · Kroger</small></div>${icon.phone(20)}</div>
<div class="fill">
${ui("Travis started shopping · 11:31", "ts")}
<div class="row card">${picture(40, 40, ["#f4efe6", "#d8cbb5"])}<div style="flex:1">${ui("Oat Milk, Barista Edition", "cn")}${ui("Out of stock", "cr")}</div></div>
${bubble("l", "Hi! They’re out of the oat milk you wanted. Want me to replace with almond?", "Travis")}
${bubble("r", "no!! only oat. if theres no oat then nothing", "owner")}
${bubble("l", "Ok! They also don’t have the gluten free bread, the spinach or the protein yogurt", "Travis")}
${bubble("r", "skip all of it", "owner")}
${bubble("l", "Your order is now the cookie dough and the wine", "Travis")}
${bubble("r", "thats fine", "owner")}
${bubble("l", "Respect", "Travis")}
</div>
<div class="row in">${icon.camera(22)}<span class="box">Message Travis</span></div>`,
};

export const CHATS: ScreenSpec[] = [messenger, googleChat, zoom, deliveroo, offerup, line, wechat, instacart];
