// Chats with a service's provider: Rover (dark, a dog's owner), Fiverr (the owner typing on Gboard
// with suggestions), Uber (dark, a bland rider and a driver, a banner).
import { avatar, icon, picture } from "./icons";
import { bubble } from "./parts";
import type { ScreenSpec } from "./screen-type";
import { esc, other, own } from "./shell";

export const rover: ScreenSpec = {
  id: "rover-sitter",
  app: "Rover",
  kind: "chat",
  dark: true,
  device: "android",
  format: "png",
  owner: { name: "Priyanka S.", handle: null },
  time: "14:40",
  battery: 39,
  cutLines: 1,
  replies: true,
  css: `body{background:#121212}.hd{flex:none;height:58px;padding:0 12px;gap:12px;background:#1b1b1b;border-bottom:1px solid #2a2a2a;position:relative;z-index:3}.hd b{font-size:16px;font-weight:500;display:block}.hd small{font-size:12px;color:#9ad7b5;display:block}
.fill{display:flex;flex-direction:column;justify-content:flex-end;padding:0 12px 8px;gap:6px}.bb{max-width:258px;border-radius:16px;padding:8px 12px;font-size:15px;line-height:20px}.bb.l{background:#262626;align-self:flex-start}.bb.r{background:#00bd70;color:#06140d;align-self:flex-end}
.tm{align-self:center;font-size:11px;color:#777;margin:4px 0}.pic{border-radius:14px;align-self:flex-end}
.in{flex:none;gap:10px;padding:8px 12px 22px;color:#00bd70;background:#1b1b1b;position:relative;z-index:2}.in .box{flex:1;height:40px;border-radius:20px;background:#262626;display:flex;align-items:center;padding:0 14px;font-size:15px;color:#888}
.fill{padding-bottom:14px}`,
  html: `<div class="row hd" data-role="ui">${icon.back(22)}${avatar(36, "#c78a4a")}<div style="flex:1"><b>Priyanka S.</b><small>Boarding · Biscuit · Fri–Sun</small></div>${icon.phone(20)}</div>
<div class="fill">
${bubble("l", "Hi!! So excited for Biscuit’s first stay. I made a document, it is 6 pages but most of it is photos of his different moods so you can tell them apart", "owner")}
${bubble("r", "haha sounds great, can’t wait to meet him", "You")}
${bubble("l", "A few more notes!! Biscuit only eats breakfast if you say good morning in a British accent. He will know if it’s fake", "owner")}
${bubble("l", "He is not allowed on the couch but he doesn’t know that so please don’t tell him", "owner")}
${bubble("l", "Updates every hour would be amazing 🙏 photos preferred, videos ideal", "owner")}
<div class="tm">Sat 08:10</div>
${picture(180, 120, ["#d9b38c", "#6e4f2f"], `<div style="position:absolute;left:60px;top:40px;width:70px;height:60px;border-radius:35px 35px 20px 20px;background:#3b2a1a"></div>`)}
${bubble("r", "he ate!! 🐶", "You")}
${bubble("l", "omg yay!!! was the accent convincing", "owner")}
${bubble("r", "i did my best", "You")}
${bubble("l", "He says it wasn’t", "owner")}
</div>
<div class="row in">${icon.camera(22)}<span class="box">Message Priyanka</span>${icon.send(20)}</div>`,
};

export const fiverr: ScreenSpec = {
  id: "fiverr-brief",
  app: "Fiverr",
  kind: "chat",
  dark: false,
  device: "android",
  format: "png",
  owner: { name: "derekbuilds", handle: null },
  time: "16:55",
  battery: 24,
  keyboard: true,
  suggestions: ["exposure", "experience", "exposing"],
  replies: true,
  css: `body{background:#fff}.hd{flex:none;height:58px;padding:0 12px;gap:12px;border-bottom:1px solid #e4e5e7;background:#fff;position:relative;z-index:3}.hd b{font-size:16px;font-weight:500;display:block}.hd small{font-size:12px;color:#1dbf73;display:block}
.fill{display:flex;flex-direction:column;justify-content:flex-end;padding:0 14px 6px;gap:10px}.m{gap:10px;align-items:flex-start}.mn{font-size:13px;font-weight:700;color:#404145}.mn span{font-weight:400;color:#95979d;margin-left:6px;font-size:12px}.mx{font-size:15px;line-height:20px;color:#404145}
.off{border:1px solid #e4e5e7;border-radius:8px;padding:8px 10px;margin-top:4px;font-size:13px;color:#62646a}.off b{color:#404145}
.in{flex:none;gap:10px;padding:6px 12px;background:#fff;border-top:1px solid #e4e5e7;color:#1dbf73;position:relative;z-index:2}.in .box{flex:1;min-height:38px;border-radius:8px;border:1px solid #c5c6c9;display:flex;align-items:center;padding:6px 12px;font-size:15px}`,
  html: `<div class="row hd" data-role="ui">${icon.back(22)}${avatar(36, "#6c5ce7")}<div style="flex:1"><b>anjalidesigns</b><small>Online · Local time 4:25 AM</small></div>${icon.moreV(20)}</div>
<div class="fill">
<div class="row m">${avatar(32, "#e17055")}<div style="flex:1"><div class="mn">Me<span>Jun 3, 4:02 PM</span></div>${own("hi i need a logo for my brand asap", "mx")}</div></div>
<div class="row m">${avatar(32, "#6c5ce7")}<div style="flex:1"><div class="mn">anjalidesigns<span>4:09 PM</span></div>${other("anjalidesigns", "Hi Derek! Happy to help. What is the brand called?", "mx")}</div></div>
<div class="row m">${avatar(32, "#e17055")}<div style="flex:1"><div class="mn">Me<span>4:11 PM</span></div>${own("not decided yet", "mx")}${own("something like nike but not nike. every colour but subtle", "mx")}</div></div>
<div class="row m">${avatar(32, "#6c5ce7")}<div style="flex:1"><div class="mn">anjalidesigns<span>4:20 PM</span></div>${other("anjalidesigns", "Got it. My basic package is $25 for 2 concepts, delivered in 3 days.", "mx")}<div class="off"><b>Basic · Logo</b> · $25 · 3 days</div></div></div>
</div>
<div class="row in">${icon.paperclip(22)}<span class="box" data-role="owner">${esc("could you do it for exposure, i have 212 followers")}</span>${icon.send(20)}</div>`,
};

export const uber: ScreenSpec = {
  id: "uber-pickup",
  app: "Uber",
  kind: "chat",
  dark: true,
  device: "iphone",
  format: "jpeg",
  quality: 77,
  owner: { name: "Lauren", handle: null },
  time: "01:52",
  battery: 12,
  banner: { app: "Messages", color: "#34c759", title: "Mom", body: "did you get home ok? text me when you’re in", author: "Mom", age: "now" },
  replies: true,
  css: `body{background:#000}.hd{flex:none;padding:10px 14px 12px;gap:12px;border-bottom:1px solid #222}.hd b{font-size:17px;display:block}.hd small{font-size:13px;color:#9a9a9a;display:block}
.fill{display:flex;flex-direction:column;justify-content:flex-end;padding:0 14px 10px;gap:6px}.bb{max-width:260px;border-radius:18px;padding:9px 13px;font-size:16px;line-height:21px}.bb.l{background:#2b2b2b;align-self:flex-start}.bb.r{background:#276ef1;color:#fff;align-self:flex-end}
.tm{align-self:center;font-size:12px;color:#777;margin:6px 0}.st{align-self:flex-end;font-size:12px;color:#777}
.in{flex:none;gap:10px;padding:8px 14px 34px;color:#fff}.in .box{flex:1;height:40px;border-radius:20px;background:#1f1f1f;display:flex;align-items:center;padding:0 14px;font-size:16px;color:#888}`,
  html: `<div class="row hd" data-role="ui">${icon.back(24)}${avatar(40, "#5a6b7c")}<div style="flex:1"><b>Sergei</b><small>Toyota Prius · white · KX19 LMN</small></div>${icon.phone(22)}</div>
<div class="fill">
<div class="tm">1:44 AM</div>
${bubble("l", "Hello I am here", "Sergei")}
${bubble("r", "outside", "owner")}
${bubble("l", "Where outside", "Sergei")}
${bubble("r", "the blue door", "owner")}
${bubble("l", "There are 14 blue doors on this street. I am next to the house with the inflatable dinosaur", "Sergei")}
${bubble("r", "thats my house", "owner")}
${bubble("l", "Then I am very close to you. Please come out, the dinosaur is looking at me", "Sergei")}
<div class="st">Read 1:51 AM</div>
</div>
<div class="row in"><span class="box">Message Sergei</span>${icon.send(22)}</div>`,
};
