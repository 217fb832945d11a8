// Part A's dating profiles, third file (v35): Sweet Meet, Flamme, Tapyn.
import { icon, picture } from "./icons";
import { inputBar } from "./kit";
import type { ScreenSpec } from "./screen-type";
import { caption, card, cardCss, note, noteCss, onPhoto, tags } from "./screens-a-kit";
import { esc } from "./shell";

export const sweetMeet: ScreenSpec = {
  id: "sweetmeet-the-shopping-very-quick",
  app: "Sweet Meet",
  kind: "profile",
  dark: false,
  device: "iphone-max",
  format: "png",
  owner: { name: "Eadaoin", handle: null },
  time: "16:37",
  battery: 34,
  keyboard: true,
  suggestions: ["famous", "anyone", "a"],
  replies: true,
  cutLines: 0,
  css: `${cardCss("#ffffff", "#c2185b", "#2d1a22", 14.5, 14)}${noteCss("#fdeef4", "#f6cfdd", "#a3124a", "#2d1a22")}
body{background:#fbf3f6;color:#2d1a22}
.hd{flex:none;height:50px;padding:0 16px;gap:14px;background:#fff;border-bottom:1px solid #f1dde5;color:#2d1a22}.hd b{flex:1;text-align:center;font-size:21px;font-weight:700;color:#c2185b;font-family:Georgia,serif}
.top{flex:none;gap:14px;padding:8px 14px 0;align-items:center}.top .pic{border-radius:50%}.nm2{font-size:22px;font-weight:700}.sub2{font-size:13.5px;color:#7a6570;margin-top:2px}
.tg{flex:none;gap:6px;flex-wrap:wrap;padding:9px 12px 0}.tg span{font-size:13px;color:#5a3a48;background:#fff;border:1px solid #efd3de;border-radius:14px;padding:4px 10px}
.fill{justify-content:flex-start}
.in{flex:none;gap:10px;padding:7px 10px 8px;background:#fff;border-top:1px solid #f1dde5;color:#c2185b}.in .box{flex:1;min-height:38px;border-radius:19px;background:#f6eef1;display:flex;align-items:center;padding:6px 14px;font-size:15px;color:#8a7580}.in .box.typed{color:#2d1a22}`,
  html: `<div class="row hd" data-role="ui">${icon.back(22)}<b>${esc("Sweet Meet")}</b>${icon.more(22)}</div>
<div class="fill" style="display:flex;flex-direction:column;overflow:hidden">
<div class="row top">${picture(64, 64, ["#d8b4a6", "#6b4a45"])}<div data-role="ui"><div class="nm2">${esc("Eadaoin, 63")}</div><div class="sub2">${esc("Limerick · 8 km")}</div></div></div>
${tags(["5′6″", "Retired", "Divorced", "Grandkids", "Companionship"])}
${card("A bit of me", "owner", "Bridge on Tuesdays, sea swims at Kilkee in summer, and my sister's dog most weekends.")}
${card("My career", "owner", "I was a tax inspector for 33 years. People still cross the road when they see me in Dunnes, which has made the shopping very quick.")}
${note("Bakary · 4:21 PM", "#7a8fa6", "Bakary", "I filed my returns late in 1997, is there any chance you remember me")}
</div>
${inputBar("did you ever audit anyone famous", true)}`,
};

export const flamme: ScreenSpec = {
  id: "flamme-only-while-greensleeves-plays",
  app: "Flamme",
  kind: "profile",
  dark: false,
  device: "android",
  format: "jpeg",
  quality: 72,
  downscaleTo: 820,
  owner: { name: "Benvenuto", handle: null },
  time: "14:03",
  battery: 76,
  replies: true,
  cutLines: 1,
  css: `${cardCss("#ffffff", "#f06a1d", "#2a1d14", 14.5, 16)}${noteCss("#fff4ea", "#fbd9bf", "#d4570f", "#2a1d14")}
body{background:#fff8f1;color:#2a1d14}
.hd{flex:none;height:54px;padding:0 14px;gap:16px;color:#2a1d14}.hd b{flex:1;font-size:23px;font-weight:800;background:linear-gradient(90deg,#f06a1d,#e0336b);-webkit-background-clip:text;color:transparent}
.ph{flex:none;overflow:hidden;position:relative;margin:0 12px;border-radius:20px}
.tg{flex:none;gap:6px;flex-wrap:wrap;padding:9px 12px 0}.tg span{font-size:12px;color:#5a4434;background:#ffe9d6;border-radius:12px;padding:4px 9px}
.act{flex:none;gap:12px;padding:10px 14px 22px;background:#fff8f1}.act span{flex:1;height:44px;border-radius:22px;display:flex;align-items:center;justify-content:center;gap:6px;font-size:14.5px;font-weight:700;border:1.5px solid #f3c7a6;color:#8a5a3a;background:#fff}.act span.a{background:linear-gradient(90deg,#f06a1d,#e0336b);border:none;color:#fff}`,
  html: `<div class="row hd" data-role="ui">${icon.menu(22)}<b>${esc("Flamme")}</b>${icon.bell(22)}</div>
<div class="fill" style="display:flex;flex-direction:column">
<div class="ph">${picture("100%", 190, ["#8fd0e8", "#b98a5e"], `${caption("owner", "Day off, Botany Bay", "right:14px;top:14px", "rgba(30,60,80,.45)")}${onPhoto("Benvenuto, 52", "Margate, Kent · 3 miles", 24)}`)}</div>
${tags(["5′9″", "Ice cream man", "Dad of two", "Doesn't smoke", "Something real"])}
${card("Life lately", "owner", "Two daughters at uni, a lot of Italian opera, and the best 99 on the coast.")}
${card("Honestly", "owner", "I drive an ice cream van in Margate. Grown men chase me down the street every summer, but only while Greensleeves is playing.")}
${note("Aoibhinn · 1:40 PM", "#a6c47a", "Aoibhinn", "my dad told me the music meant you'd run out and I believed him until I was fourteen")}
${card("Hoping to find", "owner", "Someone who likes the seaside in February as much as in August.")}
</div>
<div class="row act" data-role="ui"><span>${icon.close(18)}${esc("Pass")}</span><span class="a">${icon.flame(18)}${esc("Spark")}</span></div>`,
};

export const tapyn: ScreenSpec = {
  id: "tapyn-he-pulled-her-close",
  app: "Tapyn",
  kind: "profile",
  dark: true,
  device: "iphone",
  format: "jpeg",
  quality: 78,
  owner: { name: "Emre", handle: null },
  time: "00:12",
  battery: 19,
  replies: true,
  cutLines: 0,
  css: `${cardCss("#17202a", "#3fc1c9", "#e4eef2", 15, 10)}${noteCss("#1c2833", "#2c3d4b", "#6fd6dc", "#e4eef2")}
body{background:#0d141b;color:#e4eef2}
.hd{flex:none;height:50px;padding:0 16px;gap:14px;color:#e4eef2}.hd b{flex:1;text-align:center;font-size:21px;font-weight:800;color:#3fc1c9;letter-spacing:2px}
.ph{flex:none;overflow:hidden;position:relative}
.tg{flex:none;gap:6px;flex-wrap:wrap;padding:10px 12px 0}.tg span{font-size:12.5px;color:#bfd3da;background:#1a2530;border:1px solid #2c3d4b;border-radius:4px;padding:4px 9px}
.tb{flex:none;height:82px;padding-bottom:26px;justify-content:space-around;background:#111a22;border-top:1px solid #22303c;color:#7f93a0}.tb .on{color:#3fc1c9}`,
  html: `<div class="row hd" data-role="ui">${icon.back(22)}<b>${esc("TAPYN")}</b>${icon.moreV(22)}</div>
<div class="fill" style="display:flex;flex-direction:column">
<div class="ph">${picture("100%", 200, ["#4a6a7a", "#111820"], onPhoto("Emre, 30", "Bristol · 1.2 miles · Online", 25))}</div>
${tags(["5′11″", "Audiobook narrator", "He/him", "Cat dad", "Dating"])}
${card("Fridays", "owner", "Quiz at the Hope and Anchor, then chips on the harbourside.")}
${card("What I do", "owner", "I narrate romance audiobooks. I've said 'he pulled her close' out loud 3,100 times, in a cupboard, in my mum's spare room.")}
${note("Freddie · 11:47 PM", "#5a7a9a", "Freddie", "I listened to one of yours on a coach to Exeter and had to pretend it was a podcast about fishing")}
${card("Green flags", "owner", "Kind to waiters, texts back, owns at least one plant.")}
</div>
<div class="row tb" data-role="ui"><span class="on">${icon.grid(24)}</span>${icon.search(24)}${icon.chat(24)}${icon.person(24)}</div>`,
};
