// Part B's dating profiles: Lox Club (directions to places never visited), Archer (dark, German that is
// mostly apologising for German, a request typed under the keyboard), BLK (a Wordle score posted 611 days
// running to a family chat), Jdate (the same three-year plan for seven years, a banner from Hedwig), Skout
// (dark, cropped at the top, one open mic and an uncle who laughed twice).
import { icon, picture } from "./icons";
import { chips, head, pageCss, prompt, tabs } from "./blocks";
import type { ScreenSpec } from "./screen-type";
import { card, cardCss, onPhoto } from "./screens-b-kit";
import { esc } from "./shell";

export const loxClub: ScreenSpec = {
  id: "loxclub-i-sound-extremely-sure",
  app: "Lox Club",
  kind: "profile",
  dark: false,
  device: "iphone",
  format: "png",
  owner: { name: "Jessamy", handle: null },
  time: "08:47",
  battery: 66,
  replies: false,
  cutLines: 0,
  css: `${pageCss({ bg: "#f3ece1", card: "#fffaf2", fg: "#1a1a1a", sub: "#6b6255", line: "#e3d9c9", accent: "#1a1a1a", soft: "#f3ece1", size: 15 })}
.hd{background:#f3ece1;border:0}.hd b{font-family:Georgia,"DejaVu Serif",serif;font-size:19px}.pr{margin:10px 14px 0;border:1px solid #e3d9c9;border-radius:6px}.pq{font-family:Georgia,"DejaVu Serif",serif;font-style:italic;font-size:14px;color:#6b6255}.pa{font-size:19px;line-height:26px;font-weight:500}
.ch{background:transparent;padding:10px 14px 0}.ch span{border-color:#cfc3b0;color:#3a342c;background:#fffaf2}.ph{margin:0 14px;border-radius:6px;overflow:hidden;position:relative}
.lk{position:absolute;right:12px;bottom:12px;width:44px;height:44px;border-radius:50%;background:#fffaf2;display:flex;align-items:center;justify-content:center;color:#1a1a1a}
.tb{background:#f3ece1;color:#1a1a1a}`,
  html: `${head("Jessamy", "", icon.more(22))}
<div class="fill">
<div class="ph">${picture("100%", 300, ["#d9a78a", "#5a3a30"], `${onPhoto("Jessamy, 32", "Astoria, Queens · Product designer", 28)}<span class="lk">${icon.heart(22)}</span>`)}</div>
${chips(["5′6″", "Reform", "Wants kids", "Dog person"], 9)}
${prompt("An unusual talent of mine", "Giving directions. I’ve never been to most of the places, but I sound extremely sure.")}
${prompt("My Sunday ritual", "Bagels from the corner place, a loop of Astoria Park, then the crossword in pen.")}
</div>
${tabs([icon.home(24), icon.heart(24), icon.chat(24), icon.person(24)])}`,
};

export const archer: ScreenSpec = {
  id: "archer-apologising-for-my-german",
  app: "Archer",
  kind: "profile",
  dark: true,
  device: "iphone",
  format: "png",
  owner: { name: "Jorrit", handle: null },
  time: "21:36",
  battery: 52,
  keyboard: true,
  suggestions: ["German", "Dutch", "please"],
  replies: true,
  cutLines: 0,
  css: `${pageCss({ bg: "#0b0b0f", card: "#17171d", fg: "#f2f2f5", sub: "#9a9aa8", line: "#26262e", accent: "#4f7cff", soft: "#17171d", size: 14 })}${cardCss("#17171d", "#7f9dff", "#f2f2f5", 15)}
.fill{display:flex;flex-direction:column;justify-content:flex-end}.ch{background:transparent;padding:10px 12px 0}.ch span{background:#17171d;border-color:#2e2e38;color:#d8d8e0}
.in{flex:none;gap:10px;padding:8px 10px;background:#17171d;border-top:1px solid #26262e;color:#4f7cff;position:relative;z-index:2}.in .box{flex:1;min-height:38px;border-radius:19px;background:#24242c;display:flex;align-items:center;padding:6px 14px;font-size:15px;color:#f2f2f5}
.st2{gap:14px;padding:10px 16px 0;font-size:12.5px;color:#9a9aa8}`,
  html: `${head("Jorrit", "Online now · 2 km away", icon.more(22))}
<div class="fill">
${picture("100%", 190, ["#3a4a7a", "#0a0e1a"], onPhoto("Jorrit, 34", "Physio · Eindhoven"))}
<div class="row st2" data-role="ui"><span>186 cm</span><span>Looking for: Dates, Relationship</span></div>
${card("About me", "owner", "Fluent in Dutch, English and German, and my German is mostly apologising for my German.")}
${chips(["Hiking", "Brunch", "Techno"], 9)}
</div>
<div class="row in">${icon.smile(22)}<span class="box" data-role="other" data-author="You">${esc("ok say something in german")}</span>${icon.send(22)}</div>`,
};

export const blk: ScreenSpec = {
  id: "blk-nobody-has-ever-replied",
  app: "BLK",
  kind: "profile",
  dark: false,
  device: "android",
  format: "png",
  owner: { name: "Junia", handle: null },
  time: "12:18",
  battery: 74,
  replies: false,
  cutLines: 0,
  css: `${pageCss({ bg: "#f2f2f2", card: "#fff", fg: "#111", sub: "#666", line: "#e3e3e3", accent: "#111", soft: "#f2f2f2", size: 14 })}
.hd{background:#111;color:#fff;border:0}.hd small{color:#bbb}.pr{margin:8px 12px 0;border-radius:10px}.pq{color:#111;text-transform:uppercase;letter-spacing:.6px;font-size:11.5px}.pa{font-size:17px;line-height:24px}
.ft{gap:8px;padding:9px 16px;font-size:12.5px;color:#444;background:#fff;flex-wrap:wrap}.act{flex:none;justify-content:center;gap:36px;padding:10px 0;background:#f2f2f2}.act span{width:54px;height:54px;border-radius:50%;background:#fff;box-shadow:0 2px 6px rgba(0,0,0,.15);display:flex;align-items:center;justify-content:center;color:#111}`,
  statusBarDark: true,
  statusBarBackground: "#111",
  html: `${head("BLK", "", icon.sliders(22), icon.person(22))}
<div class="fill">
${picture("100%", 250, ["#b07a4a", "#3a2010"], onPhoto("Junia, 29", "Paralegal · Decatur, GA · 3 miles"))}
<div class="row ft" data-role="ui"><span>5′7″</span><span>·</span><span>Christian</span><span>·</span><span>Dating for: Long-term</span></div>
${prompt("I’m overly competitive about", "Wordle. I’ve posted my score in the family group chat 611 days running. Nobody has ever replied.")}
${prompt("My simple pleasures", "Sunday jollof, a true crime podcast and a bath long enough to need a top-up.")}
</div>
<div class="row act"><span>${icon.close(26)}</span><span>${icon.heart(26)}</span></div>
${tabs([icon.flame(24), icon.heart(24), icon.chat(24), icon.person(24)], true)}`,
};

export const jdate: ScreenSpec = {
  id: "jdate-year-one-of-three",
  app: "Jdate",
  kind: "profile",
  dark: false,
  device: "iphone-max",
  format: "png",
  owner: { name: "Isaak", handle: null },
  time: "18:09",
  battery: 41,
  banner: { app: "Messages", color: "#34c759", title: "Hedwig", body: "did you remember to book the car for Friday", author: "Hedwig", age: "now" },
  statusBarDark: true,
  statusBarBackground: "#0d5aa7",
  replies: false,
  cutLines: 1,
  css: `${pageCss({ bg: "#eef2f7", card: "#fff", fg: "#1b2738", sub: "#5e6b7d", line: "#dde3ec", accent: "#0d5aa7", soft: "#eef2f7", size: 14.5 })}${cardCss("#fff", "#0d5aa7", "#1b2738", 15.5, 8)}
.hd{background:#0d5aa7;color:#fff;border:0}.hd small{color:#cfe0f3}.bl{text-transform:uppercase;letter-spacing:.5px}
.dl{margin:8px 12px 0;background:#fff;border-radius:8px;padding:8px 16px}.dr{justify-content:space-between;padding:6px 0;border-bottom:1px solid #eef1f5;font-size:13.5px}.dr span:first-child{color:#5e6b7d}
.act{flex:none;gap:10px;padding:10px 14px 30px;background:#fff;border-top:1px solid #dde3ec}.act span{flex:1;text-align:center;border-radius:22px;padding:11px;font-weight:600;font-size:15px;border:1.5px solid #0d5aa7;color:#0d5aa7}.act span.p{background:#0d5aa7;color:#fff}`,
  html: `${head("Jdate", "", icon.more(22))}
<div class="fill">
${picture("100%", 250, ["#7a9ac0", "#23364e"], onPhoto("Isaak, 38", "Accountant · Salford · 6 miles away"))}
${card("In my own words", "owner", "Friends say I’m a great planner. I’ve had the same three-year plan for seven years, and I’m still in year one.")}
${card("My ideal match", "owner", "Someone warm and curious who likes long walks and longer dinners.")}
<div class="dl" data-role="ui">
<div class="row dr"><span>Religious background</span><span>Conservative</span></div>
<div class="row dr"><span>Keeps kosher</span><span>At home</span></div>
<div class="row dr"><span>Synagogue</span><span>High Holidays</span></div>
</div>
</div>
<div class="row act" data-role="ui"><span>Flirt</span><span class="p">Send message</span></div>`,
};

export const skout: ScreenSpec = {
  id: "skout-my-uncle-laughed-twice",
  app: "Skout",
  kind: "profile",
  dark: true,
  device: "android",
  format: "png",
  owner: { name: "Lazlo", handle: null },
  time: "00:41",
  battery: 23,
  crop: { top: 48 },
  replies: false,
  cutLines: 1,
  css: `${pageCss({ bg: "#10141c", card: "#1a2030", fg: "#eef1f7", sub: "#97a0b3", line: "#283044", accent: "#19b5fe", soft: "#1a2030", size: 14 })}${cardCss("#1a2030", "#19b5fe", "#eef1f7", 15.5, 10)}
.hd{background:#1a2030;min-height:56px}.ch{background:transparent;padding:8px 12px 0}.ch span{background:#1a2030;border-color:#283044;color:#cfd6e4}
.ft{gap:8px;padding:9px 16px 0;font-size:12.5px;color:#97a0b3}.dr2{justify-content:space-between;padding:7px 0 0;font-size:14px}.dr2 span:first-child{color:#97a0b3}.cta{flex:none;gap:10px;padding:10px 12px 14px;background:#10141c}.cta span{flex:1;text-align:center;border-radius:22px;padding:11px;font-weight:600;font-size:15px;background:#19b5fe;color:#fff}.cta span.o{background:#283044;color:#eef1f7}`,
  html: `${head("Lazlo, 31", "Online · Spokane, WA", icon.moreV(20))}
<div class="fill">
${picture("100%", 240, ["#4a5a8a", "#121624"], onPhoto("Lazlo, 31", "Line cook · 4 miles away"))}
<div class="row ft" data-role="ui"><span>Here to: Chat, Date</span><span>·</span><span>Aries</span></div>
${card("About me", "owner", "Cook by day. I also do stand-up: one open mic so far, four minutes, and my uncle laughed twice.")}
${card("Interests", "ui", "Comedy · Cycling · Hot sauce · Old cars")}
<div class="bc" data-role="ui"><div class="bl">Details</div><div class="row dr2"><span>Height</span><span>5′10″</span></div><div class="row dr2"><span>Languages</span><span>English, Hungarian</span></div><div class="row dr2"><span>Relationship</span><span>Single</span></div></div>
</div>
<div class="row cta" data-role="ui"><span class="o">Gift</span><span>Chat</span></div>`,
};
