// Part D's photo-first screens (v25): Yubo (a story: a first go at a climbing wall, a text sticker, a poll and the
// replies sheet; dark), Picsart (a flat-pack wardrobe with the owner's words written on the photo; dark, downscaled),
// Dispo (a developed roll from a party; JPEG, a friend's banner), We Heart It (a jam stall's chalkboard; cropped at
// the top, the last comment cut by the tab bar), Sendit (answers to a story's question sticker; JPEG downscaled,
// an answer cut by the tab bar).
import { avatar, icon, picture } from "./icons";
import type { ScreenSpec } from "./screen-type";
import { crow, figure, iconBar } from "./screens-d-kit";
import { other, own, ui } from "./shell";

const abs = (l: number, t: number, w: number, h: number, bg: string, extra = "") =>
  `<div style="position:absolute;left:${l}px;top:${t}px;width:${w}px;height:${h}px;background:${bg};${extra}"></div>`;

export const yubo: ScreenSpec = {
  id: "yubo-the-highest-i-got",
  app: "Yubo",
  kind: "story",
  dark: true,
  device: "iphone-max",
  format: "png",
  owner: { name: "suvi.kk", handle: "@suvi.kk" },
  time: "13:02",
  battery: 22,
  replies: true,
  statusBarBackground: "#2a2233",
  css: `body{background:#0e0b12;color:#fff}.fill{display:flex;flex-direction:column}
.st{position:relative;flex:none;height:520px;background:linear-gradient(170deg,#2a2233,#47324f 60%,#6b4a55);overflow:hidden}
.bars{position:absolute;left:10px;right:10px;top:6px;gap:4px}.bars i{flex:1;height:3px;border-radius:2px;background:rgba(255,255,255,.35)}.bars i.on{background:#fff}
.su{position:absolute;left:12px;right:12px;top:18px;gap:8px}.su b{font-size:14px;font-weight:700}.su small{font-size:13px;color:rgba(255,255,255,.7)}
.stk{position:absolute;left:40px;right:40px;top:72px;text-align:center;font-size:19px;line-height:26px;font-weight:800;background:#fff;color:#111;border-radius:10px;padding:8px 12px}
.stk2{position:absolute;left:36px;top:360px;font-size:15px;font-weight:700;color:#fff;background:#7b3ff2;border-radius:8px;padding:4px 10px}
.poll{position:absolute;left:70px;right:70px;top:148px;background:#fff;color:#111;border-radius:16px;padding:10px 12px;box-shadow:0 4px 14px rgba(0,0,0,.35)}.pq{font-size:15px;font-weight:800;text-align:center}
.po{position:relative;margin-top:7px;height:30px;border-radius:10px;background:#eee;overflow:hidden;gap:8px;padding:0 10px;font-size:14px;font-weight:700}.po i{position:absolute;left:0;top:0;bottom:0;background:#c9b3ff}.po span{position:relative}.po span:last-child{margin-left:auto}
.sh{flex:1;min-height:0;background:#1b1620;border-radius:18px 18px 0 0;margin-top:-14px;position:relative;padding:8px 0 0}.grab{width:40px;height:4px;border-radius:2px;background:#4a4252;margin:0 auto 8px}
.sht{gap:18px;padding:0 16px 8px;font-size:14px;font-weight:700;color:#a79fb0;border-bottom:1px solid #2c2533}.sht .on{color:#fff;border-bottom:2px solid #7b3ff2;padding-bottom:6px}
.cr{gap:10px;align-items:flex-start;padding-top:10px;padding-right:16px;padding-bottom:4px}.crn{font-size:13.5px;font-weight:700}.crm{font-size:12px;color:#8e8698}.crx{font-size:15px;line-height:20px;margin-top:1px}.crf{font-size:12px;color:#8e8698;margin-top:3px}`,
  html: `<div class="fill">
<div class="st">
${abs(0, 0, 428, 520, "linear-gradient(180deg,#5f6f86,#7d8ca3)")}
${abs(40, 160, 22, 16, "#f2c744", "border-radius:40% 60% 50% 45%")}${abs(300, 140, 26, 18, "#3fb4e6", "border-radius:40% 60% 50% 45%")}${abs(90, 240, 18, 14, "#e8508a", "border-radius:40% 60% 50% 45%")}${abs(250, 220, 20, 16, "#7ad06a", "border-radius:40% 60% 50% 45%")}${abs(330, 300, 22, 18, "#f2c744", "border-radius:40% 60% 50% 45%")}${abs(60, 330, 24, 16, "#3fb4e6", "border-radius:40% 60% 50% 45%")}${abs(200, 130, 18, 14, "#f08a3a", "border-radius:40% 60% 50% 45%")}${abs(120, 110, 20, 16, "#7ad06a", "border-radius:40% 60% 50% 45%")}${abs(360, 200, 18, 14, "#e8508a", "border-radius:40% 60% 50% 45%")}${abs(30, 420, 22, 16, "#f08a3a", "border-radius:40% 60% 50% 45%")}${abs(340, 420, 20, 16, "#7ad06a", "border-radius:40% 60% 50% 45%")}
${abs(0, 470, 428, 50, "#2f3a4a")}
${figure({ x: 168, y: 300, h: 158, skin: "#d9a57e", hair: "#3a2a1e", top: "#e2574c", bottom: "#2d3b55", shoes: "#f0f0f0", phone: "#d9a57e" })}
<div class="row bars"><i class="on"></i><i class="on"></i><i></i></div>
<div class="row su">${avatar(30, "#c98f6b")}<b data-role="ui">Your story</b><small data-role="ui">5h</small><span style="margin-left:auto"></span>${icon.more(22)}${icon.close(22)}</div>
${own("two hours on the climbing wall and this photo is the highest I got", "stk")}
<div class="poll">${own("rate my form", "pq")}<div class="row po" data-role="ui"><i style="width:36%"></i><span data-role="owner">elite</span><span>36%</span></div><div class="row po" data-role="ui"><i style="width:64%"></i><span data-role="owner">stay on the ground</span><span>64%</span></div></div>
${own("arms gone 💀", "stk2")}
</div>
<div class="sh"><div class="grab"></div>
<div class="row sht" data-role="ui"><span class="on">Replies 14</span><span>Viewers 61</span><span>Poll 45 votes</span></div>
${crow({ name: "toivo_p", meta: "4h", color: "#4a8fb0", text: ["your left foot is still touching the mat"], who: "toivo_p", foot: "Reply", size: 34 })}
${crow({ name: "ulla.sofie", meta: "4h", color: "#b0588a", text: ["that chalk bag deserves its own post"], who: "ulla.sofie", foot: "Reply", size: 34 })}
${crow({ name: "xochitl", meta: "3h", color: "#7aa05a", text: ["next week the second hold"], who: "xochitl", foot: "Reply", size: 34 })}
${crow({ name: "suvi.kk", meta: "3h", color: "#c98f6b", text: ["the second hold is for professionals"], who: "owner", depth: 1, size: 34 })}
</div>
</div>`,
};

export const picsart: ScreenSpec = {
  id: "picsart-a-very-supportive-plant",
  app: "Picsart",
  kind: "post",
  dark: true,
  device: "android",
  format: "png",
  downscaleTo: 900,
  owner: { name: "taneli.makes", handle: "@taneli.makes" },
  time: "17:45",
  battery: 71,
  replies: true,
  css: `body{background:#101010;color:#f2f2f2}.fill{display:flex;flex-direction:column}.fill>*{flex:none}
.ph{flex:none;height:52px;padding:0 14px;gap:18px;position:relative;z-index:3;background:#101010}.ph b{flex:1;font-size:16px;font-weight:700}
.pu{gap:10px;padding:4px 14px 10px}.pn{font-size:14px;font-weight:700}.pm{font-size:12px;color:#9a9a9a}.pf{font-size:13px;font-weight:700;color:#fff;background:#c209c1;border-radius:16px;padding:5px 14px}
.big{position:absolute;left:0;right:0;top:14px;text-align:center;font:900 34px/38px "Roboto",sans-serif;color:#ffe14d;letter-spacing:1px;text-shadow:2px 2px 0 #c209c1}
.sm{position:absolute;left:24px;right:24px;bottom:16px;text-align:center;font:italic 600 15px/20px "Roboto",sans-serif;color:#fff;background:rgba(0,0,0,.5);border-radius:6px;padding:6px 10px}
.pa{gap:20px;padding:10px 14px 4px;font-size:13px;color:#cfcfcf}.pa span{gap:6px}.pa .rx{margin-left:auto;font-weight:700;color:#fff;border:1.5px solid #555;border-radius:16px;padding:5px 12px}
.cap{font-size:14.5px;line-height:20px;padding:6px 14px 0}.hs{font-size:13.5px;color:#b88cff;padding:3px 14px 0}
.ch{font-size:14px;font-weight:700;padding:14px 14px 2px}
.cr{gap:10px;align-items:flex-start;padding-top:9px;padding-right:14px;padding-bottom:4px}.crn{font-size:13px;font-weight:700}.crm{font-size:11.5px;color:#8a8a8a}.crx{font-size:14px;line-height:19px;margin-top:1px}.crf{font-size:11.5px;color:#8a8a8a;margin-top:2px}`,
  html: `<div class="row ph" data-role="ui">${icon.back(22)}<b>Post</b>${icon.bookmark(20)}${icon.moreV(20)}</div>
<div class="fill">
<div class="row pu">${avatar(36, "#5a8a9a")}<div style="flex:1">${ui("taneli.makes", "pn")}${ui("2h · Retro Pop", "pm")}</div>${ui("Follow", "pf")}</div>
<div style="position:relative">${picture("100%", 300, ["#d8cfc0", "#b5a995"], `${abs(0, 236, 360, 64, "#8a6f52")}${abs(104, 70, 130, 200, "#f1ece4", "transform:rotate(-5deg);transform-origin:50% 100%;box-shadow:3px 3px 0 #c9c0b2")}${abs(168, 82, 2, 180, "#bdb3a3", "transform:rotate(-5deg);transform-origin:50% 100%")}${abs(152, 160, 10, 4, "#6a5a4a")}${abs(176, 160, 10, 4, "#6a5a4a")}${abs(262, 170, 46, 70, "#4f8a4a", "border-radius:50% 50% 10% 10%")}${abs(268, 226, 34, 40, "#b8653a", "border-radius:4px")}`)}
${own("BUILT IT MYSELF", "big")}${own("the instructions said two people. it was me and a very supportive plant", "sm")}</div>
<div class="row pa" data-role="ui"><span class="row">${icon.heart(20)}<span>1.3K</span></span><span class="row">${icon.comment(20)}<span>27</span></span><span class="row">${icon.share(20)}</span><span class="rx">Remix</span></div>
${own("First flat-pack of my life 🛠️", "cap")}
${own("#diy #flatpack #freetoedit", "hs")}
${ui("Comments", "ch")}
${crow({ name: "sendoa.art", meta: "1h", color: "#a05a5a", text: ["the lean on it though"], who: "sendoa.art", foot: "Reply · 41", size: 30 })}
${crow({ name: "taneli.makes", meta: "1h", color: "#5a8a9a", text: ["That is the floor."], who: "owner", depth: 1, foot: "Reply · 18", size: 30 })}
${crow({ name: "vailea.m", meta: "52m", color: "#8a7ab0", text: ["tell the plant it did great"], who: "vailea.m", foot: "Reply · 9", size: 30 })}
</div>
${iconBar([icon.home(24), icon.search(24), icon.plusBox(26), icon.bell(24), icon.person(24)], "#101010", "#262626", "#cfcfcf", true)}`,
};

const thumb = (bg: string, inner = "") => `<div style="position:relative;overflow:hidden;aspect-ratio:3/4;background:${bg};border-radius:2px">${inner}</div>`;
const blur = "radial-gradient(circle at 30% 40%,#e7a27a 0,#c97a55 35%,#6a3a2a 80%)";

export const dispo: ScreenSpec = {
  id: "dispo-one-very-sharp-smoke-alarm",
  app: "Dispo",
  kind: "post",
  dark: true,
  device: "android",
  format: "jpeg",
  quality: 78,
  owner: { name: "Yindi Baxendale", handle: "@yindi" },
  time: "09:12",
  battery: 90,
  cutLines: 1,
  replies: true,
  banner: {
    app: "Messages",
    color: "#34c759",
    title: "Unni",
    body: "did any of the group ones come out?? my nan wants one for the fridge",
    author: "Unni",
    age: "now",
  },
  css: `body{background:#0b0b0b;color:#f4f1ea}.fill{display:flex;flex-direction:column}.fill>*{flex:none}
.dh{flex:none;height:52px;padding:0 14px;gap:16px;position:relative;z-index:3;background:#0b0b0b}.dh b{flex:1;font-size:17px;font-weight:700;font-style:italic;letter-spacing:.5px}
.rl{padding:4px 14px 8px}.rn{font-size:20px;font-weight:700}.rm{font-size:12.5px;color:#9b958a;margin-top:2px}
.grid{display:grid;grid-template-columns:repeat(6,1fr);gap:4px;padding:0 14px}
.pu{gap:10px;padding:12px 14px 0}.pn{font-size:14px;font-weight:700}.pm{font-size:12px;color:#9b958a}
.cap{font-size:14.5px;line-height:20px;padding:6px 14px 0}
.pa{gap:20px;padding:10px 14px 8px;font-size:13px;color:#bdb7ab;border-bottom:1px solid #222}.pa span{gap:6px}
.cr{gap:10px;align-items:flex-start;padding-top:9px;padding-right:14px;padding-bottom:3px}.crn{font-size:13px;font-weight:700}.crm{font-size:11.5px;color:#8a8478}.crx{font-size:14px;line-height:19px;margin-top:1px}.crf{font-size:11.5px;color:#8a8478;margin-top:2px}`,
  html: `<div class="row dh" data-role="ui">${icon.back(22)}<b>dispo</b>${icon.share(20)}${icon.moreV(20)}</div>
<div class="fill">
<div class="rl">${ui("Veikko's 30th", "rn")}${ui("Roll · 12 shots · developed 9:00 AM", "rm")}</div>
<div class="grid">${[0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10].map((i) => thumb(blur, `<div style="position:absolute;inset:0;background:rgba(40,20,10,${0.1 + (i % 3) * 0.12})"></div>`)).join("")}${thumb("#e9e4d8", `<div style="position:absolute;left:26%;top:34%;width:48%;height:30%;border-radius:50%;background:#fbfaf6;box-shadow:0 2px 4px rgba(0,0,0,.25)"></div><div style="position:absolute;left:44%;top:46%;width:12%;height:7%;border-radius:50%;background:#d33"></div>`)}</div>
<div class="row pu">${avatar(34, "#b07a4a")}<div style="flex:1">${ui("Yindi Baxendale", "pn")}${ui("@yindi · 1h", "pm")}</div></div>
${own("Shot the whole party on Dispo so we'd have proper memories.", "cap")}
${own("Developed this morning: eleven photos of my thumb and one very sharp smoke alarm.", "cap")}
<div class="row pa" data-role="ui"><span class="row">${icon.heart(19)}<span>48</span></span><span class="row">${icon.comment(19)}<span>6</span></span></div>
${crow({ name: "tapio.v", meta: "48m", color: "#5a7ab0", text: ["the smoke alarm one should be framed"], who: "tapio.v", size: 28 })}
${crow({ name: "veikko", meta: "40m", color: "#8aa05a", text: ["was it going off or just posing"], who: "veikko", size: 28 })}
${crow({ name: "Yindi Baxendale", meta: "35m", color: "#b07a4a", text: ["Only during the candles."], who: "owner", depth: 1, size: 30 })}
${crow({ name: "unni", meta: "20m", color: "#a05a8a", text: ["I'm not in a single one and I was there until 2"], who: "unni", size: 28 })}
</div>
${iconBar([icon.home(24), icon.search(24), icon.camera(26), icon.person(24)], "#0b0b0b", "#222", "#bdb7ab", true)}`,
};

export const weheartit: ScreenSpec = {
  id: "weheartit-nobody-has-noticed-yet",
  app: "We Heart It",
  kind: "post",
  dark: false,
  device: "iphone",
  format: "png",
  crop: { top: 44 },
  cutLines: 1,
  owner: { name: "vanya.jams", handle: "@vanya.jams" },
  time: "08:37",
  battery: 66,
  replies: true,
  css: `body{background:#fff;color:#222}.fill{display:flex;flex-direction:column}.fill>*{flex:none}
.wh{flex:none;height:50px;padding:0 14px;gap:16px;position:relative;z-index:3;background:#fff;border-bottom:1px solid #f0e4ea}.wh b{flex:1;text-align:center;font-size:18px;font-weight:800;color:#ff4477;letter-spacing:-.3px}
.board{position:absolute;left:44px;top:26px;width:200px;height:186px;background:#2d3430;border:8px solid #8a6a48;border-radius:4px;padding:12px 10px;color:#f3f0e6;text-align:center;font-family:"DejaVu Sans",sans-serif}
.b1{font-size:19px;font-weight:700;letter-spacing:1px}.b2{font-size:26px;font-weight:700;margin-top:2px}.b3{font-size:13.5px;line-height:18px;margin-top:10px;font-style:italic}
.wu{gap:10px;padding:10px 14px 0}.wn{font-size:14px;font-weight:700}.wm{font-size:12px;color:#999}
.wt{font-size:16px;font-weight:700;padding:8px 14px 0}.hs{font-size:13.5px;color:#ff4477;padding:3px 14px 0}
.wa{gap:18px;padding:10px 14px;font-size:13px;color:#777;border-bottom:1px solid #f0e4ea}.wa span{gap:6px}.wa .hb{margin-left:auto;color:#fff;background:#ff4477;border-radius:18px;padding:6px 16px;font-weight:700}
.wc{font-size:12.5px;color:#999;padding:8px 14px 0}
.cr{gap:10px;align-items:flex-start;padding-top:9px;padding-right:14px;padding-bottom:3px}.crn{font-size:13px;font-weight:700}.crm{font-size:11.5px;color:#aaa}.crx{font-size:14px;line-height:19px;margin-top:1px}.crf{font-size:11.5px;color:#aaa;margin-top:2px}`,
  html: `<div class="row wh" data-role="ui">${icon.back(22)}<b>we heart it</b>${icon.more(22)}</div>
<div class="fill">
<div style="position:relative">${picture("100%", 250, ["#e8d9c4", "#cdb695"], `${abs(0, 200, 390, 50, "#9c7a55")}${[0, 1, 2, 3].map((i) => abs(262 + (i % 2) * 50, 118 + Math.floor(i / 2) * 44, 40, 52, "#b3263a", "border-radius:6px 6px 4px 4px;box-shadow:inset 0 8px 0 #f3efe6")).join("")}`)}
<div class="board">${own("HOMEMADE JAM", "b1")}${own("£3 a jar", "b2")}${own("The raspberry was meant to be strawberry. Nobody has noticed yet.", "b3")}</div></div>
<div class="row wu">${avatar(34, "#c0607a")}<div style="flex:1">${ui("vanya.jams", "wn")}${ui("3 hours ago · Bristol", "wm")}</div></div>
${own("saturday stall is back 🍓", "wt")}
${own("#jam #marketday #cottagecore", "hs")}
<div class="row wa" data-role="ui"><span class="row">${icon.heart(19)}<span>1,204</span></span><span class="row">${icon.comment(19)}<span>5</span></span><span class="hb">Heart</span></div>
${ui("In 38 collections, including cosy mornings", "wc")}
${crow({ name: "sakari", meta: "2h", color: "#5aa0a0", text: ["bought two jars of the strawberry last week, my kids finished both by Wednesday"], who: "sakari", size: 28 })}
${crow({ name: "wolter.h", meta: "1h", color: "#a0805a", text: ["are you there from early?"], who: "wolter.h", size: 28 })}
${crow({ name: "vanya.jams", meta: "1h", color: "#c0607a", text: ["Nine till it rains, and the stall is by the fountain this time, just along from the flower van"], who: "owner", depth: 1, size: 30 })}
${crow({ name: "thorfinn_b", meta: "40m", color: "#6a7ab0", text: ["the cosy mornings collection is mine, I have saved every jar photo you have ever posted here"], who: "thorfinn_b", size: 28 })}
</div>
${iconBar([icon.home(24), icon.search(24), icon.plusBox(26), icon.heart(24), icon.person(24)], "#fff", "#f0e4ea", "#777")}`,
};

const card = (q: string, a: string, tint: string) =>
  `<div class="sc"><div class="sq" style="background:${tint}">${ui("sendit", "sl")}${other("Anonymous", q, "sx")}</div>${own(a, "sa")}<div class="row sf" data-role="ui"><span>Answered</span><span style="margin-left:auto">Share</span></div></div>`;

export const sendit: ScreenSpec = {
  id: "sendit-my-mirror-checks-were-beautiful",
  app: "Sendit",
  kind: "story",
  dark: false,
  device: "android",
  format: "jpeg",
  quality: 72,
  downscaleTo: 864,
  owner: { name: "zelig.m", handle: "@zelig.m" },
  time: "16:20",
  battery: 35,
  cutLines: 1,
  replies: true,
  css: `body{background:#f3f0fb;color:#1c1830}.fill{display:flex;flex-direction:column}.fill>*{flex:none}
.sh{flex:none;height:54px;padding:0 14px;gap:14px;position:relative;z-index:3;background:#f3f0fb}.sh b{flex:1;font-size:20px;font-weight:900;letter-spacing:-.4px}
.tabs{gap:8px;padding:2px 14px 10px}.tabs span{font-size:13px;font-weight:700;padding:6px 14px;border-radius:16px;background:#e4def5;color:#6a6188}.tabs .on{background:#1c1830;color:#fff}
.pr{margin:0 14px 10px;border-radius:18px;background:linear-gradient(135deg,#ff6fb5,#7b5cff);color:#fff;padding:12px 14px}.pl{font-size:12px;font-weight:700;opacity:.85}.pt{font-size:18px;font-weight:800;margin-top:2px}.pm{font-size:12.5px;opacity:.85;margin-top:4px}
.sc{margin:0 14px 10px;background:#fff;border-radius:18px;padding:10px 12px;box-shadow:0 1px 3px rgba(40,20,90,.08)}
.sq{border-radius:14px;padding:8px 12px;color:#fff}.sl{font-size:11px;font-weight:800;opacity:.8}.sx{font-size:15px;line-height:20px;font-weight:700;margin-top:1px}
.sa{font-size:15px;line-height:21px;margin-top:8px}.sf{font-size:12px;color:#8a83a3;margin-top:6px;font-weight:600}`,
  html: `<div class="row sh" data-role="ui">${icon.menu(22)}<b>sendit</b>${icon.bell(22)}</div>
<div class="fill">
<div class="row tabs" data-role="ui"><span>Inbox 9</span><span class="on">Answered</span><span>Games</span></div>
<div class="pr">${ui("Your story sticker · live on Snapchat", "pl")}${own("ask me anything, I'm bored 🙃", "pt")}${ui("23 answers · 9 waiting", "pm")}</div>
${card("who was the boy at the bus stop", "My cousin. Sorry to everyone who asked.", "#ff6fb5")}
${card("did you pass your driving test", "Passed everything except the actual driving. The examiner said my mirror checks were beautiful.", "#7b5cff")}
${card("whats for lunch today", "Pasta bake again.", "#2fb8a6")}
${card("hint: we sit together in chemistry", "Then you know I can see your phone screen from my seat, and everything you type.", "#ff9c3a")}
${card("fave song right now", "Still the same one as last week, I will not be taking questions on it.", "#3a8cff")}
</div>
${iconBar([icon.home(24), icon.chat(24), icon.plusBox(26), icon.person(24)], "#fff", "#e4def5", "#6a6188", true)}`,
};
