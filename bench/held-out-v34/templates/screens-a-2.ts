// Part A's dating profiles, second file (v34): Sweatt, Azar, The Grade.
import { icon, picture } from "./icons";
import { inputBar } from "./kit";
import type { ScreenSpec } from "./screen-type";
import { caption, card, cardCss, note, noteCss, onPhoto, tags } from "./screens-a-kit";
import { esc } from "./shell";

export const sweatt: ScreenSpec = {
  id: "sweatt-that-wall-and-i",
  app: "Sweatt",
  kind: "profile",
  dark: true,
  device: "iphone-max",
  format: "png",
  owner: { name: "Doortje", handle: null },
  time: "22:19",
  battery: 58,
  keyboard: true,
  suggestions: ["I", "Same", "Haha"],
  replies: true,
  cutLines: 0,
  css: `${cardCss("#1c1a24", "#b7f34a", "#ecebf2", 15, 14)}${noteCss("#23212d", "#3a364a", "#c9a8ff", "#e4e2ec")}
body{background:#121118;color:#ecebf2}
.hd{flex:none;height:48px;padding:0 16px;gap:14px;color:#ecebf2}.hd b{flex:1;text-align:center;font-size:21px;font-weight:900;color:#b7f34a;letter-spacing:1px}
.top{flex:none;gap:14px;padding:6px 14px 4px;align-items:center}.top .pic{border-radius:50%}.nm2{font-size:22px;font-weight:700}.sub2{font-size:13px;color:#9d9aab;margin-top:2px}
.st{flex:none;gap:8px;padding:8px 12px 0}.st div{flex:1;background:#1c1a24;border-radius:12px;padding:8px 10px}.st b{display:block;font-size:17px;color:#b7f34a}.st span{font-size:11.5px;color:#9d9aab}
.tg{flex:none;gap:6px;flex-wrap:wrap;padding:8px 12px 0}.tg span{font-size:12.5px;color:#cfcde0;background:#1c1a24;border:1px solid #343046;border-radius:14px;padding:4px 10px}
.in{flex:none;gap:10px;padding:8px 12px 8px;background:#1a1922;border-top:1px solid #2c2a38;color:#b7f34a}.in .box{flex:1;min-height:38px;border-radius:19px;background:#2a2836;display:flex;align-items:center;padding:6px 14px;font-size:15px;color:#8f8c9e}.in .box.typed{color:#ecebf2}`,
  html: `<div class="row hd" data-role="ui">${icon.back(22)}<b>${esc("SWEATT")}</b>${icon.moreV(22)}</div>
<div class="fill" style="display:flex;flex-direction:column;overflow:hidden">
<div class="row top">${picture(70, 70, ["#7b6fb0", "#2b2745"])}<div data-role="ui"><div class="nm2">${esc("Doortje, 36")}</div><div class="sub2">${esc("Utrecht · 5 km · Active today")}</div></div></div>
<div class="row st" data-role="ui"><div><b>${esc("2,400 km")}</b><span>${esc("rowed in 2026")}</span></div><div><b>${esc("5× a week")}</b><span>${esc("workouts")}</span></div><div><b>${esc("6:30")}</b><span>${esc("usual start")}</span></div></div>
${tags(["Indoor rowing", "Cycling to work", "Oat porridge", "Long-term"])}
${card("My training", "owner", "I rowed 2,400 kilometres on my machine this year. It faces a wall. That wall and I have now been through all four seasons together.")}
${note("Fedde · 9:56 PM", "#6f8fb3", "Fedde", "mine faces the telly and I've watched every season of Grey's Anatomy at 24 strokes a minute")}
</div>
${inputBar("is the wall single", true)}`,
};

export const azar: ScreenSpec = {
  id: "azar-honestly-its-catchy",
  app: "Azar",
  kind: "profile",
  dark: true,
  device: "android",
  format: "jpeg",
  quality: 70,
  owner: { name: "Caio", handle: null },
  time: "23:02",
  battery: 36,
  replies: true,
  cutLines: 0,
  css: `${cardCss("#1d1f26", "#7c8cff", "#eceef4", 14.5, 14)}${noteCss("#22253a", "#33385a", "#a3adff", "#e2e5f2")}
body{background:#111318;color:#eceef4}
.hd{flex:none;height:52px;padding:0 14px;gap:16px;color:#eceef4}.hd b{flex:1;font-size:20px;font-weight:800;letter-spacing:-.2px}
.ph{flex:none;overflow:hidden;position:relative;margin:0 12px;border-radius:18px}
.lv{position:absolute;top:12px;left:12px;font-size:12px;font-weight:700;color:#fff;background:#ff4f6d;border-radius:8px;padding:3px 8px}
.tg{flex:none;gap:6px;flex-wrap:wrap;padding:10px 12px 0}.tg span{font-size:12px;color:#c9ccda;background:#1d1f26;border:1px solid #2f3240;border-radius:14px;padding:4px 10px}
.tip{flex:none;margin:8px 12px 0;gap:8px;align-items:center;font-size:12.5px;color:#9aa0b8}
.act{flex:none;gap:10px;padding:10px 12px 12px}.act span{flex:1;height:44px;border-radius:22px;display:flex;align-items:center;justify-content:center;gap:7px;font-size:14.5px;font-weight:700;background:#262935;color:#dfe2ee}.act span.v{background:linear-gradient(90deg,#6b5cff,#a05cff);color:#fff}
.tb{flex:none;justify-content:space-around;height:54px;background:#16181e;border-top:1px solid #262935;color:#7c8196}.tb .on{color:#8f7cff}`,
  html: `<div class="row hd" data-role="ui"><b>${esc("Azar")}</b>${icon.bell(22)}${icon.sliders(22)}</div>
<div class="fill" style="display:flex;flex-direction:column">
<div class="ph">${picture("100%", 170, ["#3f9a6b", "#183a2c"], `<div class="lv" data-role="ui">${esc("● Online")}</div>${onPhoto("Caio, 27", "Brazil · Porto Alegre", 24)}`)}</div>
${tags(["Portuguese", "Spanish", "Sports", "Churrasco", "Making friends"])}
${card("About me", "owner", "Grêmio until I die, chimarrão every morning, learning Spanish badly.")}
${card("Work", "owner", "I referee futsal in Porto Alegre. Every Saturday four hundred people sing a song about my mother, and honestly it's catchy.")}
${note("Benedita sent a friend request", "#c0807a", "Benedita", "I sat in the stands in March and I'm so sorry but I wrote the second verse")}
<div class="row tip" data-role="ui">${icon.globe(16)}<span>${esc("Tip: say hi in Portuguese to get a reply faster")}</span></div>
</div>
<div class="row act" data-role="ui"><span>${icon.chat(18)}${esc("Message")}</span><span class="v">${icon.video(18)}${esc("Video chat")}</span></div>
<div class="row tb" data-role="ui"><span class="on">${icon.video(24)}</span>${icon.chat(24)}${icon.person(24)}</div>`,
};

export const theGrade: ScreenSpec = {
  id: "thegrade-see-the-mark-scheme",
  app: "The Grade",
  kind: "profile",
  dark: true,
  device: "iphone",
  format: "png",
  owner: { name: "Corwin", handle: null },
  time: "17:36",
  battery: 82,
  banner: {
    app: "Messages",
    color: "#34c759",
    title: "Dakota",
    body: "ok but does he have nice handwriting, asking for me",
    author: "Dakota",
    age: "now",
  },
  replies: true,
  cutLines: 1,
  css: `${cardCss("#1e1a2b", "#f2c14e", "#ece8f5", 15, 14)}${noteCss("#261f38", "#3d3358", "#f2c14e", "#e6e1f2")}
body{background:#130f1c;color:#ece8f5}
.hd{flex:none;height:48px;padding:0 16px;gap:14px;color:#ece8f5}.hd b{flex:1;text-align:center;font-size:19px;font-weight:800;letter-spacing:.3px}
.ph{flex:none;overflow:hidden;position:relative;margin:2px 12px 0;border-radius:16px}
.gr{position:absolute;right:12px;top:12px;width:50px;height:50px;border-radius:50%;background:#f2c14e;color:#1e1a2b;display:flex;align-items:center;justify-content:center;font-size:20px;font-weight:900}
.gl{flex:none;margin:8px 12px 0;gap:8px;align-items:center;font-size:12.5px;color:#b8afd0;background:#1e1a2b;border-radius:10px;padding:7px 12px}
.tg{flex:none;gap:6px;flex-wrap:wrap;padding:8px 12px 0}.tg span{font-size:12.5px;color:#d2cce3;background:#1e1a2b;border:1px solid #352d4a;border-radius:14px;padding:4px 10px}
.act{flex:none;gap:10px;padding:10px 16px 30px;border-top:1px solid #2a2340}.act span{flex:1;height:44px;border-radius:22px;display:flex;align-items:center;justify-content:center;gap:6px;font-size:15px;font-weight:700;background:#241e34;color:#d2cce3}.act span.a{background:#f2c14e;color:#1e1a2b}`,
  html: `<div class="row hd" data-role="ui">${icon.back(22)}<b>${esc("The Grade")}</b>${icon.more(22)}</div>
<div class="fill" style="display:flex;flex-direction:column">
<div class="ph">${picture("100%", 176, ["#8c7a6b", "#2f2a3a"], `<div class="gr" data-role="ui">${esc("B+")}</div>${caption("owner", "Half term in Anglesey", "left:14px;top:14px", "rgba(20,15,30,.5)")}${onPhoto("Corwin, 41", "Chorlton, Manchester · 2 mi", 25)}`)}</div>
<div class="row gl" data-role="ui">${icon.star(15, "#f2c14e")}<span>${esc("Graded B+ by The Grade · replies to most messages")}</span></div>
${tags(["6′1″", "English teacher", "Cyclist", "Social drinker", "Relationship"])}
${card("Two facts, one fib", "owner", "I have read Great Expectations eleven times, I own a kettle from 1998, I like marking.")}
${card("Something you should know", "owner", "I've marked about 9,000 essays on Macbeth. Now an app is grading me, so I'd like a copy of the mark scheme.")}
${note("Baxter · 5:12 PM", "#7f9bb8", "Baxter", "I got a D for my Macbeth essay in 2003, was it you who wrote 'see me' in red pen")}
${card("Hoping to meet", "owner", "Someone who reads in the bath and argues back.")}
</div>
<div class="row act" data-role="ui"><span>${icon.close(18)}${esc("Pass")}</span><span class="a">${icon.chat(18)}${esc("Message")}</span></div>`,
};
