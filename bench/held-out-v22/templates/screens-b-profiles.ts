// Part B's dating profiles (v22): Hater (dark, a surprise party her flatmates rehearsed and then gave notes on; a
// message typed over the iOS keyboard), Mamba (dark, a beekeeper stung once by a bee he knows; a match's
// banner), Fika (JPEG, day 612 of Swedish and the boy who eats an apple; a match's comment), Stitch (a retired
// driving instructor still braking from the passenger seat; a like with a note, the last card cut by the tab
// bar, downscaled), Mingle2 (JPEG saved twice, the voice of the city buses; an icebreaker).

import { chips, head, pageCss, tabs } from "./blocks";
import { icon, picture } from "./icons";
import type { ScreenSpec } from "./screen-type";
import { card, cardCss, note, onPhoto, tags } from "./screens-b-kit";
import { esc } from "./shell";

const noteCss = (bg: string, border: string, label: string, fg: string) =>
  `.nt{margin:8px 12px 0;border-radius:14px;padding:11px 14px;background:${bg};border:1px solid ${border}}.nl{font-size:12.5px;font-weight:700;color:${label}}.nx{font-size:15px;line-height:21px;margin-top:6px;color:${fg}}`;

export const hater: ScreenSpec = {
  id: "hater-they-gave-me-notes",
  app: "Hater",
  kind: "profile",
  dark: true,
  device: "iphone",
  format: "png",
  owner: { name: "Ginny", handle: null },
  time: "22:41",
  battery: 44,
  keyboard: true,
  suggestions: ["notes", "note", "Notes"],
  replies: true,
  cutLines: 0,
  css: `${pageCss({ bg: "#0e0e10", card: "#1a1a1e", fg: "#f3f1ee", sub: "#9c98a0", line: "#2a2a30", accent: "#ff3b3b", soft: "#1a1a1e", size: 14.5 })}${cardCss("#1a1a1e", "#ff5a5a", "#f3f1ee", 15.5, 14)}
.hd{background:#0e0e10;border:0}.hd b{font-size:23px;font-weight:900;color:#ff3b3b;letter-spacing:-.5px;text-transform:lowercase}
.ph{flex:none;margin:0 12px;border-radius:16px;overflow:hidden;position:relative}
.hl{gap:7px;flex-wrap:wrap;padding:8px 12px 0}.hl span{font-size:12.5px;border-radius:13px;padding:4px 10px;background:#3a1416;color:#ff8a8a}
.lv span{background:#14262a;color:#7fd6c9}
.sec{font-size:11.5px;font-weight:800;letter-spacing:.8px;color:#9c98a0;padding:10px 16px 0}
.in{flex:none;gap:10px;padding:7px 10px;background:#1a1a1e;border-top:1px solid #2a2a30;color:#ff5a5a;position:relative;z-index:2}.in .box{flex:1;min-height:36px;border-radius:18px;background:#0e0e10;border:1px solid #34343a;display:flex;align-items:center;padding:6px 14px;font-size:15px;color:#f3f1ee}`,
  html: `${head("hater", "", icon.sliders(22), icon.back(22))}
<div class="fill" style="display:flex;flex-direction:column;justify-content:flex-end;padding-bottom:8px">
<div class="ph">${picture("100%", 150, ["#8f7a86", "#2d2630"], onPhoto("Ginny, 29", "Bookseller · Stoke Newington · 3 km", 25))}</div>
<div class="sec" data-role="ui">HATES</div>
${tags(["Loud chewing", "Reply-all", "Wet socks"], "hl")}
${card("The thing I hate most", "owner", "Surprise parties. My flatmates practised shouting ‘surprise’ at each other for forty minutes while I sat in my room. I came out and acted shocked anyway. They gave me notes.")}
</div>
<div class="row in">${icon.smile(22)}<span class="box" data-role="other" data-author="You">${esc("wait what were the notes")}</span>${icon.send(22)}</div>`,
};

export const mamba: ScreenSpec = {
  id: "mamba-i-know-which-one",
  app: "Mamba",
  kind: "profile",
  dark: true,
  device: "android",
  format: "png",
  owner: { name: "Heikki", handle: null },
  time: "20:12",
  battery: 63,
  banner: { app: "Mamba", color: "#ff7a2f", title: "Lieke", body: "hang on, which one is it", author: "Lieke", age: "now" },
  replies: true,
  cutLines: 0,
  css: `${pageCss({ bg: "#121316", card: "#1d1f24", fg: "#eef0f3", sub: "#9aa0aa", line: "#2b2e35", accent: "#ff7a2f", soft: "#1d1f24", size: 14.5 })}${cardCss("#1d1f24", "#ff9a5e", "#eef0f3", 15, 12)}
.hd{background:#121316;border:0}.hd b{font-size:22px;font-weight:800;color:#ff7a2f}
.ph{margin:0 12px;border-radius:12px;overflow:hidden;position:relative}
.on2{position:absolute;right:12px;top:12px;background:#2ecc71;color:#fff;border-radius:10px;padding:2px 9px;font-size:11.5px;font-weight:700}
.dl{margin:8px 12px 0;border-radius:12px;background:#1d1f24;padding:4px 16px}.dl div{display:flex;justify-content:space-between;padding:7px 0;font-size:13.5px;color:#9aa0aa;border-bottom:1px solid #2b2e35}.dl div:last-child{border:0}.dl b{color:#eef0f3;font-weight:500}
.act{flex:none;justify-content:center;gap:36px;padding:8px 0;background:#121316}.act span{width:54px;height:54px;border-radius:50%;background:#1d1f24;display:flex;align-items:center;justify-content:center;color:#eef0f3}.act span.lk{background:#ff7a2f;color:#fff}
.tb{background:#1d1f24;color:#8a909a}`,
  html: `${head("Mamba", "", icon.moreV(22), icon.back(22))}
<div class="fill">
<div class="ph">${picture("100%", 230, ["#a39a78", "#3c4a3a"], `${onPhoto("Heikki, 41", "Tampere, Finland · 4 km from you", 26)}<span class="on2" data-role="ui">Online</span>`)}</div>
${card("About Heikki", "owner", "I work in logistics and keep bees at my summer cottage by the lake. Forty thousand of them, give or take. Only one has ever stung me, and I know which one. Looking for someone calm who likes long drives and a good sauna.")}
<div class="dl" data-role="ui"><div><span>Looking for</span><b>A woman, 35–45</b></div><div><span>Height</span><b>184 cm</b></div><div><span>Smoking</span><b>No</b></div><div><span>Languages</span><b>Finnish, English</b></div></div>
</div>
<div class="row act"><span>${icon.close(26)}</span><span>${icon.chat(24)}</span><span class="lk">${icon.heart(26)}</span></div>
${tabs([icon.search(24), icon.heart(24), icon.chat(24), icon.person(24)], true)}`,
};

export const fika: ScreenSpec = {
  id: "fika-the-boy-eats-an-apple",
  app: "Fika",
  kind: "profile",
  dark: false,
  device: "iphone-max",
  format: "jpeg",
  quality: 72,
  owner: { name: "Hywel", handle: null },
  time: "13:06",
  battery: 81,
  replies: true,
  cutLines: 0,
  css: `${pageCss({ bg: "#f7f1e8", card: "#fffdf9", fg: "#33261b", sub: "#8a7663", line: "#eadfcf", accent: "#b86b36", soft: "#f3e4d3", size: 15 })}${cardCss("#fffdf9", "#b86b36", "#33261b", 16.5, 18)}${noteCss("#f3e4d3", "#e4ccb2", "#8a5428", "#33261b")}
.hd{background:#f7f1e8;border:0}.hd b{font-size:24px;font-weight:800;color:#b86b36;font-family:Georgia,serif;letter-spacing:-.3px}
.ph{margin:0 14px;border-radius:20px;overflow:hidden;position:relative}
.bc{margin:10px 14px 0;box-shadow:0 1px 3px rgba(90,60,30,.08)}.nt{margin:10px 14px 0}
.ch{background:transparent;padding:10px 14px 0}.ch span{background:#fffdf9;border-color:#e4d5c2;color:#6d5a48;font-size:12.5px}.ch span.on{border-color:#b86b36;color:#b86b36}
.tb{background:#fffdf9;color:#a8957f}`,
  html: `${head("fika", "", icon.sliders(22), icon.menu(22))}
<div class="fill" style="display:flex;flex-direction:column;justify-content:flex-start;padding-top:4px">
<div class="ph">${picture("100%", 330, ["#c9a27e", "#5b4a3e"], onPhoto("Hywel, 34", "Sports physio · Newport · 6 miles", 28))}</div>
${chips(["Never smokes", "Wants kids: open", "Dog person", "Welsh, English"], 9)}
${card("My perfect fika", "owner", "A cardamom bun, black coffee, a seat by the window and nowhere to be.")}
${card("Something I’m working on", "owner", "Swedish. Day 612 on the app. Last month I met my first real Swede. I told him the boy eats an apple.")}
${note("Idunn commented on your prompt", "Idunn", "did he agree with you about the boy", "#b08d6e")}
</div>
${tabs([icon.grid(24), icon.heart(24), icon.chat(24), icon.person(24)])}`,
};

export const stitch: ScreenSpec = {
  id: "stitch-stopped-offering-me-lifts",
  app: "Stitch",
  kind: "profile",
  dark: false,
  device: "iphone",
  format: "png",
  downscaleTo: 900,
  owner: { name: "Leonard", handle: null },
  time: "10:27",
  battery: 92,
  replies: true,
  cutLines: 0,
  css: `${pageCss({ bg: "#eef4f3", card: "#fff", fg: "#1e3230", sub: "#5f7471", line: "#d9e5e3", accent: "#17807a", soft: "#e0efed", size: 15.5 })}${cardCss("#fff", "#17807a", "#1e3230", 17, 14)}${noteCss("#fdf3e4", "#f0dcbc", "#a3621b", "#3a2c1c")}
.hd{background:#17807a;color:#fff;border:0}.hd b{font-size:21px;font-weight:800;letter-spacing:.2px}
.pt{gap:14px;padding:12px 16px;background:#fff;border-bottom:1px solid #d9e5e3}.pt b{font-size:21px;display:block}.pt small{font-size:14px;color:#5f7471;display:block;margin-top:2px}
.ch{background:transparent;padding:10px 12px 0}.ch span{background:#fff;font-size:13px}
.tb{background:#fff;color:#7d918e}`,
  statusBarDark: true,
  statusBarBackground: "#17807a",
  html: `${head("Stitch", "", icon.moreV(22), icon.back(22))}
<div class="row pt" data-role="ui">${picture(84, 84, ["#a8b6a0", "#4d5a4a"])}<div style="min-width:0"><b>Leonard, 68</b><small>Thirsk, North Yorkshire</small><small>Interested in: friendship, travel, dating</small></div></div>
<div class="fill">
${chips(["Gardening", "Crosswords", "Dog walks", "Brass bands", "Coast trips"], 9)}
${card("About me", "owner", "Retired after 34 years as a driving instructor. I garden, walk the dog twice a day and never miss the Saturday puzzle page.")}
${card("Something my family teases me about", "owner", "I still press an imaginary brake from the passenger seat. My son has stopped offering me lifts.")}
${note("Kitty liked your answer", "Kitty", "Ha! My late husband did exactly the same. Fancy a coffee in Ripon one morning?", "#c49a8a")}
${card("Hoping to find", "owner", "Someone to go to garden centres, the odd matinee and the coast on a sunny day. I will happily let you drive.")}
</div>
${tabs([icon.home(24), icon.search(24), icon.chat(24), icon.person(24)])}`,
};

export const mingle2: ScreenSpec = {
  id: "mingle2-to-hear-me-say-market-square",
  app: "Mingle2",
  kind: "profile",
  dark: false,
  device: "android",
  format: "jpeg",
  generations: [{ quality: 90 }, { width: 720, quality: 65 }],
  owner: { name: "Luella", handle: null },
  time: "19:48",
  battery: 29,
  replies: true,
  cutLines: 0,
  css: `${pageCss({ bg: "#f1f4f9", card: "#fff", fg: "#1f2a3c", sub: "#67728a", line: "#e0e5ee", accent: "#2b8be6", soft: "#e8f2fd", size: 14.5 })}${cardCss("#fff", "#2b8be6", "#1f2a3c", 15, 8)}${noteCss("#e8f2fd", "#cfe2f8", "#1f6fc2", "#1f2a3c")}
.hd{background:#2b8be6;color:#fff;border:0}.hd b{font-size:20px;font-weight:800}
.pt{gap:12px;padding:12px 16px;background:#fff;border-bottom:1px solid #e0e5ee}.pt b{font-size:18px;display:block}.pt small{font-size:12.5px;color:#67728a;display:block;margin-top:2px}.pt i{display:inline-block;width:8px;height:8px;border-radius:50%;background:#3cc468;margin-right:5px}
.bc,.nt{margin:8px 10px 0;border:1px solid #e0e5ee}
.act{flex:none;gap:10px;padding:8px 10px;background:#fff;border-top:1px solid #e0e5ee}.act span{flex:1;text-align:center;border-radius:6px;padding:10px 0;font-size:14px;font-weight:700;background:#e8f2fd;color:#2b8be6}.act span.on{background:#ff5e7e;color:#fff}`,
  statusBarDark: true,
  statusBarBackground: "#1f78cc",
  html: `${head("Mingle2", "", icon.moreV(22), icon.back(22))}
<div class="row pt" data-role="ui">${picture(72, 72, ["#d1a98f", "#6d4d3e"])}<div style="min-width:0"><b>Luella, 38</b><small>Yakima, WA · Woman seeking man</small><small><i></i>Online now</small></div></div>
<div class="fill">
${card("About Luella", "owner", "Part-time dental hygienist, part-time voice work. I like thrift stores, board game nights and spoiling my nephews.")}
${card("Fun fact", "owner", "I’m the voice of the stop announcements on our city buses. If you’ve ever been told your stop is next, you’re welcome. My mom rides the 42 just to hear me say Market Square.")}
${note("Icebreaker from Jubal", "Jubal", "Do you do the ‘please hold on while the bus is moving’ one as well?", "#8a9fb5")}
${card("First date idea", "owner", "Tacos, then a walk along the river.")}
</div>
<div class="row act" data-role="ui"><span>Message</span><span class="on">Like</span></div>`,
};
