// Part A's dating profiles, second file (v25).
import { tabs } from "./blocks";
import { avatar, icon, picture } from "./icons";
import type { ScreenSpec } from "./screen-type";
import { caption, card, cardCss, note, noteCss, onPhoto, tags } from "./screens-a-kit";
import { esc } from "./shell";

export const kismia: ScreenSpec = {
  id: "kismia-a-new-ghost-on-the-spot",
  app: "Kismia",
  kind: "profile",
  dark: false,
  device: "android",
  format: "png",
  downscaleTo: 900,
  owner: { name: "Adwoa", handle: null },
  time: "23:38",
  battery: 24,
  keyboard: true,
  replies: true,
  cutLines: 0,
  css: `${cardCss("#fff", "#e2336b", "#2b1a22", 15, 14)}${noteCss("#fdeef3", "#f6c6d6", "#c2255a", "#3a1a26")}
body{background:#f7f2f4;color:#2b1a22}
.hd{flex:none;height:52px;padding:0 14px;gap:12px;background:#fff;border-bottom:1px solid #f0dde4;color:#2b1a22}.hd .h{flex:1}.hd b{font-size:16.5px;font-weight:700;display:block}.hd small{font-size:12px;color:#2f9e44;display:block}
.ph{flex:none;margin:8px 12px 0;border-radius:14px;overflow:hidden;position:relative}
.in{flex:none;gap:10px;padding:7px 10px;background:#fff;border-top:1px solid #f0dde4;color:#e2336b}.in .box{flex:1;min-height:36px;border-radius:18px;background:#f7f2f4;display:flex;align-items:center;padding:6px 14px;font-size:15px;color:#2b1a22}`,
  html: `<div class="row hd" data-role="ui">${icon.back(22)}${avatar(34, "#7a4a5a")}<div class="h"><b>${esc("Adwoa, 28")}</b><small>${esc("Online")}</small></div>${icon.moreV(22)}</div>
<div class="fill" style="display:flex;flex-direction:column;justify-content:flex-end;padding-bottom:8px">
<div class="ph">${picture("100%", 96, ["#5a4a6a", "#1e1a2a"], onPhoto("Adwoa, 28", "Tour guide · York · 2 km", 22))}</div>
${card("About me", "owner", "I give the York ghost walk four nights a week. When a group looks bored I make up a new ghost on the spot.")}
${note("Faramond liked your answer", "#5a7a9a", "Faramond", "is the lady in the kitchen one of yours because i cried")}
</div>
<div class="row in">${icon.smile(22)}<span class="box" data-role="other" data-author="You">${esc("wait so the man on the stairs isn't real")}</span>${icon.send(22)}</div>`,
};

export const firstmet: ScreenSpec = {
  id: "firstmet-a-woman-in-boots-recognised-my-sneeze",
  app: "FirstMet",
  kind: "profile",
  dark: false,
  device: "iphone",
  format: "jpeg",
  quality: 70,
  owner: { name: "Ebenezer", handle: null },
  time: "18:09",
  battery: 67,
  replies: true,
  cutLines: 1,
  css: `${cardCss("#fff", "#1a7fa0", "#1d2a30", 15.5, 12)}${noteCss("#eaf6f9", "#bfe2ec", "#156a86", "#1d3038")}
body{background:#eef4f6;color:#1d2a30}
.hd{flex:none;height:50px;padding:0 16px;gap:14px;background:#fff;color:#1a7fa0;border-bottom:1px solid #dbe6ea}.hd b{flex:1;text-align:center;font-size:19px;font-weight:700;color:#1d2a30}
.top{flex:none;gap:14px;padding:12px 14px 2px}.nm{font-size:21px;font-weight:700}.mt{font-size:13px;color:#5f7079;margin-top:2px}
.ph{flex:none;display:flex;gap:6px;padding:8px 12px 0}.ph .pic{border-radius:10px}
.bc{box-shadow:0 1px 2px rgba(0,0,0,.06)}
.tg{flex:none;gap:7px;flex-wrap:wrap;padding:10px 14px 0}.tg span{font-size:12.5px;color:#156a86;background:#d8eef5;border-radius:14px;padding:4px 11px}
.tb{flex:none;justify-content:space-around;height:74px;padding-bottom:22px;background:#fff;border-top:1px solid #dbe6ea;color:#7d8d94}`,
  html: `<div class="row hd" data-role="ui">${icon.back(22)}<b>FirstMet</b>${icon.more(22)}</div>
<div class="fill" style="display:flex;flex-direction:column">
<div class="row top">${avatar(60, "#5a7a8a")}<div data-role="ui"><div class="nm">${esc("Ebenezer, 51")}</div><div class="mt">${esc("Radio presenter · Shropshire")}</div><div class="mt">${esc("Active 2 hours ago")}</div></div></div>
<div class="ph">${picture("50%", 131, ["#8aa0b0", "#2e3a44"])}${picture("50%", 131, ["#b0a08a", "#443a2e"])}</div>
${card("About me", "owner", "Eight years doing the weather on local radio. Nobody knows my face, but a woman in Boots recognised my sneeze.")}
${note("Baldur vouched for Ebenezer", "#8a6a4a", "Baldur", "He sneezed in the chippy and the whole queue said bless you, Ebenezer.")}
${tags(["5′9″", "Drinks socially", "Non-smoker", "Has grown-up kids"])}
${card("Ideal first date", "owner", "Cold mornings, a clear forecast and a flask of something hot on the Long Mynd, then a pub lunch somewhere with a fire.")}
${card("Looking for", "owner", "Someone who laughs at the jokes I do on air, even the long one about isobars.")}
</div>
${tabs([icon.home(24), icon.search(24), icon.heart(24), icon.chat(24), icon.person(24)])}`,
};

export const salt: ScreenSpec = {
  id: "salt-every-sunday-since",
  app: "Salt",
  kind: "profile",
  dark: true,
  device: "iphone-max",
  format: "png",
  downscaleTo: 1000,
  owner: { name: "Brygida", handle: null },
  time: "21:26",
  battery: 47,
  replies: true,
  cutLines: 0,
  css: `${cardCss("#1a1d22", "#f0b43c", "#eef0f3", 16, 16)}${noteCss("#1f2228", "#34383f", "#f0b43c", "#e8eaee")}
body{background:#0d0f12;color:#eef0f3}
.hd{flex:none;height:52px;padding:0 16px;gap:14px;color:#eef0f3}.hd b{flex:1;text-align:center;font-size:21px;font-weight:800;letter-spacing:2px}
.ph{flex:none;margin:0 14px;border-radius:18px;overflow:hidden;position:relative}
.tg{flex:none;gap:7px;flex-wrap:wrap;padding:10px 16px 0}.tg span{font-size:12.5px;color:#d6d9de;border:1px solid #34383f;border-radius:14px;padding:4px 11px}
.act{flex:none;justify-content:center;gap:54px;padding:10px 0}.act span{width:58px;height:58px;border-radius:50%;background:#1a1d22;display:flex;align-items:center;justify-content:center;color:#eef0f3}.act span.lk{background:#f0b43c;color:#1a1400}
.tb{flex:none;justify-content:space-around;height:74px;padding-bottom:22px;background:#0d0f12;border-top:1px solid #23262c;color:#868b94}`,
  html: `<div class="row hd" data-role="ui">${icon.sliders(22)}<b>SALT</b>${icon.chat(22)}</div>
<div class="fill" style="display:flex;flex-direction:column">
<div class="ph">${picture("100%", 190, ["#7a6a4a", "#1a1812"], `${caption("owner", "Harvest supper, 200 jacket potatoes", "left:14px;top:14px")}${onPhoto("Brygida, 35", "Primary school teacher · Leominster · 4 miles", 27)}`)}</div>
${tags(["5′7″", "Doesn’t drink", "Church every week", "Marriage"])}
${card("My life in a sentence", "owner", "Primary school teacher, netball on Thursdays, and I make a very serious shepherd’s pie.")}
${card("The thing I’m proudest of", "owner", "I made the church tea rota in 2019 so nobody would do more than one Sunday a month. I have done every Sunday since.")}
${note("Chidera vouched for Brygida", "#6a8a5a", "Chidera", "We do offer. She takes the kettle off us.")}
${card("I’m looking for", "owner", "Someone kind who can carry a trestle table.")}
</div>
<div class="row act"><span>${icon.close(28)}</span><span class="lk">${icon.heart(28)}</span></div>
${tabs([icon.home(24), icon.heart(24), icon.chat(24), icon.person(24)])}`,
};

export const blued: ScreenSpec = {
  id: "blued-somehow-im-the-chair-now",
  app: "Blued",
  kind: "profile",
  dark: true,
  device: "android",
  format: "jpeg",
  quality: 76,
  owner: { name: "Brisco", handle: null },
  time: "19:42",
  battery: 58,
  banner: {
    app: "Messages",
    color: "#1a73e8",
    title: "Folarin",
    body: "are you on blued again or am I drinking alone at the Effra",
    author: "Folarin",
    age: "now",
  },
  replies: true,
  cutLines: 0,
  css: `${cardCss("#16202b", "#3fa9f5", "#e8f0f7", 15, 12)}${noteCss("#132433", "#24415a", "#7cc4f8", "#e3edf5")}
body{background:#0b1219;color:#e8f0f7}
.hd{flex:none;height:52px;padding:0 14px;gap:14px;background:#0b1219;color:#e8f0f7}.hd b{flex:1;font-size:19px;font-weight:700;color:#3fa9f5}
.ph{flex:none;overflow:hidden;position:relative}
.st{flex:none;justify-content:space-around;padding:9px 0;background:#101923;border-bottom:1px solid #1e2a36;font-size:12px;color:#8ea2b4;text-align:center}.st b{display:block;font-size:15px;color:#e8f0f7}
.tg{flex:none;gap:6px;flex-wrap:wrap;padding:10px 12px 0}.tg span{font-size:12.5px;color:#bcd3e6;background:#17283a;border-radius:6px;padding:4px 10px}
.act{flex:none;gap:10px;padding:8px 12px 10px}.act span{flex:1;height:42px;border-radius:21px;display:flex;align-items:center;justify-content:center;font-size:14.5px;font-weight:700;background:#16202b;color:#e8f0f7}.act span.lk{background:#3fa9f5;color:#fff}
.tb{flex:none;justify-content:space-around;height:56px;padding-bottom:4px;background:#0b1219;border-top:1px solid #1e2a36;color:#71869a}`,
  html: `<div class="row hd" data-role="ui">${icon.back(22)}<b>Blued</b>${icon.moreV(22)}</div>
<div class="fill" style="display:flex;flex-direction:column">
<div class="ph">${picture("100%", 150, ["#3a5a7a", "#0e1620"], onPhoto("Brisco, 27", "Barista · Brixton · 0.8 km", 25))}</div>
<div class="row st" data-role="ui"><div><b>178 cm</b>Height</div><div><b>English</b>Speaks</div><div><b>Taurus</b>Sign</div></div>
${tags(["Dates", "Friends", "Relationship"])}
${card("About me", "owner", "Oat flat white expert, Sunday league left back, loves a long stroll by the Thames.")}
${card("Something you wouldn’t guess", "owner", "I read the residents’ association minutes once, out of boredom. Somehow I’m the chair now.")}
${note("Eero sent a message", "#7a5a9a", "Eero", "you chaired the bin meeting?? the one about the foxes??")}
</div>
<div class="row act" data-role="ui"><span>${esc("Later")}</span><span class="lk">${esc("Say hi")}</span></div>
${tabs([icon.grid(24), icon.comment(24), icon.chat(24), icon.person(24)], true)}`,
};

export const waplog: ScreenSpec = {
  id: "waplog-the-exact-change-ready",
  app: "Waplog",
  kind: "profile",
  dark: false,
  device: "iphone",
  format: "png",
  crop: { bottom: 110 },
  owner: { name: "Ferelith", handle: null },
  time: "08:17",
  battery: 76,
  replies: true,
  cutLines: 1,
  css: `${cardCss("#fff", "#f0603a", "#2a1f1b", 15.5, 14)}${noteCss("#fff3ee", "#ffd3c2", "#d2461f", "#3a231b")}
body{background:#f6f2f0;color:#2a1f1b}
.hd{flex:none;height:50px;padding:0 16px;gap:14px;background:linear-gradient(90deg,#f0603a,#f28a3a);color:#fff}.hd b{flex:1;text-align:center;font-size:19px;font-weight:700}
.ph{flex:none;margin:10px 12px 0;border-radius:16px;overflow:hidden;position:relative}
.tg{flex:none;gap:7px;flex-wrap:wrap;padding:10px 14px 0}.tg span{font-size:12.5px;color:#b8441f;background:#ffe4d8;border-radius:14px;padding:4px 11px}
.bc{box-shadow:0 1px 2px rgba(0,0,0,.06)}
.tb{flex:none;justify-content:space-around;height:74px;padding-bottom:22px;background:#fff;border-top:1px solid #eadfd9;color:#8d7f78}`,
  html: `<div class="row hd" data-role="ui">${icon.back(22)}<b>Waplog</b>${icon.more(22)}</div>
<div class="fill" style="display:flex;flex-direction:column">
<div class="ph">${picture("100%", 170, ["#7a8aa0", "#2a3040"], onPhoto("Ferelith, 39", "Inverness · 6 km away", 26))}</div>
${tags(["5′8″", "Drinks sometimes", "Has a cat", "Wants a relationship"])}
${card("The short version", "owner", "Bus driver, seven years. Happiest on a coast road with the windows down.")}
${card("A funny thing about my job", "owner", "I drive the number 12 through town. My ex gets on every morning, and he still has the exact change ready, which I respect.")}
${note("Diederik wrote to you", "#5a8a7a", "Diederik", "does he sit at the front or the back, this matters")}
${card("First date idea", "owner", "Chips on the harbour wall, then somewhere warm with a quiz machine and a jukebox that takes coins.")}
</div>
${tabs([icon.home(24), icon.search(24), icon.chat(24), icon.person(24)])}`,
};
