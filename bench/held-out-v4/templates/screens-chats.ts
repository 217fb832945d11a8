// Chats: Grindr (dark, keyboard open with an empty box), GroupMe (a flat's group, capitals, the owner
// quoted in a reply, a message typed), Kik (a screenshot of a screenshot in iOS Photos, saved twice),
// Skype (an aunt, a banner over the header), HelloTalk (Spanish and English, a message typed), Google
// Messages (an SMS thread from a landlord, a screenshot of a screenshot on Android); the chats with a
// service's provider are in screens-service-chats.ts.
import { avatar, icon } from "./icons";
import { bubble } from "./parts";
import type { ScreenSpec } from "./screen-type";
import { fiverr, rover, uber } from "./screens-service-chats";
import { esc, other, own, ui } from "./shell";
import { googlePhotos, iosPhotos, shot } from "./viewer";

export const grindr: ScreenSpec = {
  id: "grindr-chat",
  app: "Grindr",
  kind: "chat",
  dark: true,
  device: "iphone-max",
  format: "png",
  owner: { name: "Matteo", handle: null },
  time: "23:48",
  battery: 34,
  keyboard: true,
  suggestions: ["I", "Haha", "Lol"],
  cutLines: 1,
  replies: true,
  css: `body{background:#000}.hd{flex:none;height:56px;padding:0 12px;gap:10px;background:#111;border-bottom:1px solid #222;position:relative;z-index:3}.hd b{font-size:17px;display:block}.hd small{font-size:12px;color:#9a9a9a;display:block}
.fill{display:flex;flex-direction:column;justify-content:flex-end;padding:0 12px 8px;gap:6px}.bb{max-width:270px;border-radius:16px;padding:8px 13px;font-size:16px;line-height:21px}.bb.l{background:#2a2a2a;align-self:flex-start}.bb.r{background:#ffcc00;color:#000;align-self:flex-end}
.tm{align-self:center;font-size:12px;color:#777;margin:6px 0}.in{flex:none;gap:10px;padding:8px 12px;background:#111;color:#ffcc00;position:relative;z-index:2}.in .box{flex:1;height:38px;border-radius:19px;background:#222;display:flex;align-items:center;padding:0 14px;font-size:16px;color:#777}
.fill{padding-bottom:22px}`,
  html: `<div class="row hd" data-role="ui">${icon.back(24)}${avatar(38, "#8a6d3b")}<div style="flex:1"><b>Matteo 🍝</b><small>Online · 400 ft away</small></div>${icon.moreV(22)}</div>
<div class="fill">
${bubble("l", "hey handsome, u cook?", "owner")}
${bubble("r", "i burn water lol. do you?", "You")}
${bubble("r", "hey! your profile says head chef and a rosemary emoji, very fancy", "You")}
<div class="tm">11:31 PM</div>
${bubble("l", "yes", "owner")}
${bubble("l", "well. i make one pasta", "owner")}
${bubble("r", "which pasta", "You")}
${bubble("l", "the one on the box", "owner")}
${bubble("l", "but i make it with CONFIDENCE", "owner")}
${bubble("r", "ok chef", "You")}
${bubble("l", "i also do toast if things get serious", "owner")}
</div>
<div class="row in">${icon.camera(24)}<span class="box">Say something…</span>${icon.send(22)}</div>`,
};

export const groupme: ScreenSpec = {
  id: "groupme-flat",
  app: "GroupMe",
  kind: "chat",
  dark: false,
  device: "android",
  format: "jpeg",
  quality: 74,
  owner: { name: "Tobi Okafor", handle: null },
  time: "21:14",
  battery: 62,
  keyboard: true,
  replies: true,
  css: `body{background:#fff}.hd{flex:none;height:56px;padding:0 12px;gap:12px;background:#00aff0;color:#fff;position:relative;z-index:3}.hd b{font-size:18px;font-weight:500;display:block}.hd small{font-size:12px;display:block;opacity:.85}
.fill{display:flex;flex-direction:column;justify-content:flex-end;padding:0 12px 6px;gap:10px;background:#f4f6f8}.m{gap:10px;align-items:flex-start}.mn{font-size:13px;color:#5f6b76;font-weight:500}.mx{font-size:15px;line-height:20px;color:#1d2630}
.lk{margin-left:auto;color:#9aa4ad;font-size:12px;gap:3px;align-self:center}.qt{border-left:3px solid #00aff0;background:#e7f4fb;padding:4px 8px;margin:3px 0;border-radius:0 6px 6px 0}.qn{font-size:12px;color:#00aff0;font-weight:500}.qx{font-size:13px;line-height:17px;color:#5f6b76}
.in{flex:none;gap:10px;padding:6px 10px;background:#fff;color:#00aff0;border-top:1px solid #e0e4e8;position:relative;z-index:2}.in .box{flex:1;min-height:38px;border-radius:19px;background:#f0f2f4;display:flex;align-items:center;padding:6px 14px;font-size:15px;color:#1d2630}`,
  html: `<div class="row hd" data-role="ui">${icon.back(22)}${avatar(34, "#ffb84d", { silhouette: false })}<div style="flex:1"><b>Apt 4B 🏠</b><small>4 members</small></div>${icon.moreV(20)}</div>
<div class="fill">
<div class="row m">${avatar(34, "#7a5cff")}<div style="flex:1"><div class="mn">Tobi Okafor</div>${own("WHO KEEPS PUTTING THE AIR FRYER BASKET BACK WITHOUT WASHING IT. I AM NOT ANGRY. I AM DISAPPOINTED.", "mx")}</div><span class="row lk">${icon.heart(14)}3</span></div>
<div class="row m">${avatar(34, "#ef6f6c")}<div style="flex:1"><div class="mn">Priya Raman</div>${other("Priya Raman", "tobi it was you. you made wings on tuesday", "mx")}</div><span class="row lk">${icon.heart(14)}2</span></div>
<div class="row m">${avatar(34, "#2bb673")}<div style="flex:1"><div class="mn">Jake Morrow</div><div class="qt">${ui("Tobi Okafor", "qn")}<div class="qx" data-role="owner">${esc("I AM NOT ANGRY. I AM DISAPPOINTED.")}</div></div>${other("Jake Morrow", "in yourself hopefully", "mx")}</div><span class="row lk">${icon.heart(14)}3</span></div>
<div class="row m">${avatar(34, "#7a5cff")}<div style="flex:1"><div class="mn">Tobi Okafor</div>${own("that was a different basket", "mx")}</div></div>
<div class="row m">${avatar(34, "#ef6f6c")}<div style="flex:1"><div class="mn">Priya Raman</div>${other("Priya Raman", "we own one basket", "mx")}</div><span class="row lk">${icon.heart(14)}2</span></div>
</div>
<div class="row in">${icon.plus(24)}<span class="box" data-role="other" data-author="You">${esc("framing this chat for the hallway")}</span>${icon.send(22)}</div>`,
};

const kikInner = `<div class="row kh">${icon.back(22)}${avatar(32, "#f06292")}<div style="flex:1"><b>shay 🌙</b><small>shay_lou</small></div>${icon.video(22)}</div>
<div class="kf">
${bubble("r", "ok so hear me out", "owner", "kb")}
${bubble("r", "matching tattoos", "owner", "kb")}
${bubble("l", "brandon we have been dating for 9 days", "shay 🌙", "kb")}
${bubble("r", "and?? thats basically a year in tattoo time", "owner", "kb")}
${bubble("l", "what would it even be", "shay 🌙", "kb")}
${bubble("r", "each others wifi passwords", "owner", "kb")}
${bubble("l", "mine is 22 characters", "shay 🌙", "kb")}
${bubble("r", "ok so it goes on my back", "owner", "kb")}
${bubble("l", "sending this to my sister rn", "shay 🌙", "kb")}
</div>
<div class="row ki">${icon.plus(22)}<span class="box">Type a message...</span></div>`;

export const kik: ScreenSpec = {
  id: "kik-screenshot",
  app: "Kik",
  kind: "chat",
  dark: false,
  device: "iphone",
  format: "jpeg",
  owner: { name: "brandon.k99", handle: null },
  time: "21:07",
  battery: 44,
  generations: [{ quality: 88 }, { width: 828, quality: 70 }],
  replies: true,
  css: `.kh{flex:none;height:54px;padding:0 12px;gap:10px;border-bottom:1px solid #e6e6e6}.kh b{display:block;font-size:16px}.kh small{display:block;font-size:12px;color:#8a8a8a}
.kf{flex:1;display:flex;flex-direction:column;justify-content:flex-end;padding:8px 12px;gap:6px;background:#fff}.kb{max-width:260px;border-radius:18px;padding:8px 13px;font-size:16px;line-height:21px}.kb.l{background:#eef0f2;align-self:flex-start}.kb.r{background:#82bc23;color:#fff;align-self:flex-end}
.ki{flex:none;gap:10px;padding:8px 12px 34px;color:#82bc23}.ki .box{flex:1;height:38px;border-radius:19px;border:1px solid #ddd;display:flex;align-items:center;padding:0 14px;font-size:15px;color:#999}`,
  html: iosPhotos({
    dark: false,
    day: "Today",
    time: "9:04 PM",
    body: shot({ device: "iphone", time: "8:58", battery: 81, dark: false, background: "#fff", html: kikInner }, 0.76),
  }),
};

export const skype: ScreenSpec = {
  id: "skype-aunty",
  app: "Skype",
  kind: "chat",
  dark: false,
  device: "android",
  format: "jpeg",
  quality: 70,
  owner: { name: "Aunty Folasade", handle: null },
  time: "08:12",
  battery: 77,
  banner: { app: "Messages", color: "#1a73e8", title: "Mum", body: "did aunty send you the bill gates thing too", author: "Mum", age: "now" },
  cutLines: 0,
  replies: true,
  css: `body{background:#fff}.hd{flex:none;height:60px;padding:0 12px;gap:12px;border-bottom:1px solid #eee}.hd b{font-size:17px;font-weight:500;display:block}.hd small{font-size:12px;color:#0078d4;display:block}
.fill{display:flex;flex-direction:column;justify-content:flex-end;padding:0 12px 8px;gap:6px}.bb{max-width:260px;border-radius:14px;padding:8px 12px;font-size:15px;line-height:20px}.bb.l{background:#f1f1f1;align-self:flex-start}.bb.r{background:#d6ebff;align-self:flex-end}
.tm{font-size:11px;color:#888;align-self:flex-start;margin-left:4px}.tm.r{align-self:flex-end}.day{align-self:center;font-size:12px;color:#666;margin:8px 0}
.in{flex:none;gap:12px;padding:8px 12px 24px;color:#0078d4}.in .box{flex:1;height:42px;border-radius:21px;background:#f4f4f4;display:flex;align-items:center;padding:0 14px;font-size:15px;color:#888}`,
  html: `<div class="row hd" data-role="ui">${icon.back(22)}${avatar(38, "#c0507a")}<div style="flex:1"><b>Aunty Folasade</b><small>Active now</small></div>${icon.video(22)}${icon.phone(20)}</div>
<div class="fill">
${bubble("l", "Good morning 🌻🌻🌻", "owner")}
${bubble("l", "This is a blessed Monday. Share to show you are not ashamed of your aunty", "owner")}
<div class="day">Today</div>
${bubble("l", "Good morning my dear. Please forward this to 10 people. Bill Gates is giving free Skype credit to every user who forwards this message. It is confirmed", "owner")}
<div class="tm">07:41</div>
${bubble("l", "I have already sent it to 10 people and your uncle", "owner")}
<div class="tm">07:42</div>
${bubble("r", "aunty this message is from 2009", "You")}
<div class="tm r">08:03</div>
${bubble("l", "Then it is very established", "owner")}
${bubble("l", "Also you did not like my profile picture", "owner")}
<div class="tm">08:05</div>
</div>
<div class="row in">${icon.smile(24)}<span class="box">Type a message</span>${icon.camera(22)}${icon.mic(22)}</div>`,
};

export const hellotalk: ScreenSpec = {
  id: "hellotalk-exchange",
  app: "HelloTalk",
  kind: "chat",
  dark: false,
  device: "iphone",
  format: "png",
  owner: { name: "Santiago", handle: null },
  time: "18:26",
  battery: 53,
  keyboard: true,
  suggestions: ["profe", "profesor", "profe’s"],
  cutLines: 1,
  replies: true,
  css: `body{background:#f5f7fa}.hd{flex:none;height:56px;padding:0 12px;gap:10px;background:#fff;border-bottom:1px solid #e8e8e8;position:relative;z-index:3}.hd b{font-size:16px;line-height:26px;display:block}.hd small{font-size:12px;color:#23b26d;display:block}
.fill{display:flex;flex-direction:column;justify-content:flex-end;padding:0 12px 6px;gap:6px}.bb{max-width:262px;border-radius:16px;padding:8px 12px;font-size:16px;line-height:21px}.bb.l{background:#fff;align-self:flex-start;box-shadow:0 1px 2px rgba(0,0,0,.06)}.bb.r{background:#1d9bf0;color:#fff;align-self:flex-end}
.tr{font-size:12px;color:#1d9bf0;margin:-2px 0 2px 6px}.cor{align-self:flex-end;max-width:262px;background:#fff;border-radius:14px;padding:8px 12px;font-size:14px;line-height:19px;border:1px solid #c8ecd9}.cor s{color:#e0504c}.cor .ok{color:#23a461}.cor .lb{font-size:11px;color:#888;text-transform:uppercase;letter-spacing:.5px}
.in{flex:none;gap:10px;padding:6px 12px;background:#fff;color:#1d9bf0;position:relative;z-index:2}.in .box{flex:1;min-height:36px;border-radius:18px;background:#f0f2f5;display:flex;align-items:center;padding:6px 14px;font-size:16px;line-height:21px}`,
  html: `<div class="row hd" data-role="ui">${icon.back(22)}${avatar(36, "#6aa9e0")}<div style="flex:1"><b>Santiago</b><small>ES → EN · Buenos Aires 18:26</small></div>${icon.phone(20)}</div>
<div class="fill">
${bubble("l", "Hola!! I am very exciting to practice with you", "owner")}
<div class="cor">${ui("Correction", "lb")}<div class="row" style="gap:6px"><s>exciting</s><span class="ok">excited</span></div>${other("You", "excited* 😅 but exciting is also fine honestly")}</div>
${bubble("l", "Ah ok. My English teacher say I am exciting too, she say it with a face", "owner")}
${ui("Translate", "tr")}
${bubble("r", "jaja. ¿Qué haces este finde?", "You")}
${bubble("l", "Voy a ver a River con mi abuela. She screams more than me", "owner")}
${bubble("r", "y tú? Voy a estudiar mucho", "You")}
${bubble("l", "Estudiar no es un plan, es una tragedia 😂", "owner")}
</div>
<div class="row in">${icon.plus(22)}<span class="box" data-role="other" data-author="You">${esc("ok profe")}</span>${icon.mic(22)}</div>`,
};

const smsInner = `<div class="row sh">${icon.back(22)}${avatar(34, "#5e97f6")}<div style="flex:1"><b>Gary (landlord)</b><small>+44 7700 900418</small></div>${icon.phone(20)}${icon.moreV(20)}</div>
<div class="sf">
<div class="sd">Yesterday · 18:02</div>
${bubble("l", "Hi this is Gary just a reminder bins go out Thursday not Wednesday", "owner", "sb")}
${bubble("l", "Also the smoke alarm is not broken it is just very sensitive", "owner", "sb")}
${bubble("r", "gary it goes off when i boil the kettle", "You", "sb")}
<div class="sd">Today · 07:15</div>
${bubble("l", "Then boil less water", "owner", "sb")}
${bubble("l", "Please also do not cook bacon", "owner", "sb")}
${bubble("r", "that’s most of breakfast gary", "You", "sb")}
${bubble("l", "Cereal is a breakfast", "owner", "sb")}
</div>
<div class="row si">${icon.plus(22)}<span class="box">Text message</span>${icon.mic(22)}</div>`;

export const googleMessages: ScreenSpec = {
  id: "google-messages-landlord",
  app: "Google Messages",
  kind: "chat",
  dark: true,
  device: "android",
  format: "png",
  owner: { name: "Gary (landlord)", handle: null },
  time: "09:30",
  battery: 58,
  replies: true,
  css: `body{background:#000}.sh{flex:none;height:56px;padding:0 12px;gap:12px;color:#1f1f1f}.sh b{display:block;font-size:17px;font-weight:500}.sh small{display:block;font-size:12px;color:#5f6368}
.sf{flex:1;display:flex;flex-direction:column;justify-content:flex-end;padding:6px 12px;gap:5px}.sb{max-width:255px;border-radius:18px;padding:9px 13px;font-size:15px;line-height:20px}.sb.l{background:#e9eef6;align-self:flex-start;color:#1f1f1f}.sb.r{background:#0b57d0;color:#fff;align-self:flex-end}
.sd{align-self:center;font-size:12px;color:#5f6368;margin:6px 0}.si{flex:none;gap:10px;padding:8px 12px 22px;color:#444}.si .box{flex:1;height:42px;border-radius:21px;background:#eef1f6;display:flex;align-items:center;padding:0 16px;font-size:15px;color:#666}`,
  html: googlePhotos({ body: shot({ device: "android", time: "07:22", battery: 91, dark: false, background: "#fff", html: smsInner }, 0.82) }),
};

export const CHATS: ScreenSpec[] = [grindr, groupme, kik, skype, hellotalk, googleMessages, rover, fiverr, uber];
