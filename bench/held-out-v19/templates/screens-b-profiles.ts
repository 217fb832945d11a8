// Part B's dating profiles (v19): Dig (a dog that has taught its owner to be up at 5:15 on Sundays),
// Upward (dark, a parking space that has to be the same one every week), Tagged (a karaoke song that is the
// fourteen-minute live version, a friend's comment, a reply typed over Gboard), Smitten (dark, "I'll look
// into it", never looked into, a Messages banner from Ilka), Hud (four years on the app, looking for
// something casual).

import { chips, cmt, head, pageCss, prompt, tabs } from "./blocks";
import { avatar, icon, picture } from "./icons";
import type { ScreenSpec } from "./screen-type";
import { card, cardCss, onPhoto, personAndDog } from "./screens-b-kit";
import { esc, own, ui } from "./shell";

export const dig: ScreenSpec = {
  id: "dig-up-at-five-fifteen-every-sunday",
  app: "Dig",
  kind: "profile",
  dark: false,
  device: "iphone",
  format: "png",
  owner: { name: "Lisette", handle: null },
  time: "20:36",
  battery: 57,
  replies: false,
  cutLines: 0,
  css: `${pageCss({ bg: "#fbf5ef", card: "#fff", fg: "#2b211c", sub: "#7c6c62", line: "#efe3d8", accent: "#ef5b36", soft: "#fdebe3", size: 14.5 })}
.hd{background:#fbf5ef;border:0}.hd b{font-size:24px;font-weight:800;color:#ef5b36;letter-spacing:-.5px}
.ph{margin:2px 12px 0;border-radius:16px;overflow:hidden;position:relative}
.ch{background:transparent;padding:10px 12px 0}.ch span{background:#fff;border-color:#ecd9cc;color:#5a4a40}.ch span.on{background:#fdebe3;border-color:#ef5b36;color:#c8431f}
.pr{margin:8px 12px 0;border-radius:14px;box-shadow:0 1px 2px rgba(60,30,10,.06)}.pq{color:#ef5b36}.pa{font-size:17.5px;line-height:24px;font-weight:600}
.act{flex:none;justify-content:center;gap:44px;padding:10px 0 8px;background:#fbf5ef}.act span{width:56px;height:56px;border-radius:50%;background:#fff;box-shadow:0 2px 8px rgba(60,30,10,.15);display:flex;align-items:center;justify-content:center;color:#7c6c62}.act span.lk{background:#ef5b36;color:#fff}
.tb{background:#fff;color:#a8968a}`,
  html: `${head("dig", "", icon.sliders(22), icon.menu(22))}
<div class="fill">
<div class="ph">${picture("100%", 300, ["#9fc3a0", "#4f7560"], personAndDog(70) + onPhoto("Lisette, 31", "Paralegal · Weaverville, NC · 4 mi", 27))}</div>
${chips(["Kobus, 4 · Border Collie mix", "Walks daily", "Dog-friendly home"], 0)}
${prompt("Who trained who", "I’ve taught Kobus nine tricks. He’s taught me to be up at 5:15 every Sunday.")}
${prompt("A perfect Saturday", "A long loop at Bent Creek, coffee on the steps, then a nap with him across my feet.")}
</div>
<div class="row act"><span>${icon.close(26)}</span><span class="lk">${icon.heart(26)}</span></div>
${tabs([icon.flame(24), icon.heart(24), icon.chat(24), icon.person(24)])}`,
};

export const upward: ScreenSpec = {
  id: "upward-drive-home-and-come-back-later",
  app: "Upward",
  kind: "profile",
  dark: true,
  device: "android",
  format: "png",
  owner: { name: "Grady", handle: null },
  time: "21:58",
  battery: 42,
  replies: false,
  cutLines: 0,
  css: `${pageCss({ bg: "#0e1116", card: "#181d25", fg: "#eef2f7", sub: "#9aa6b6", line: "#262d38", accent: "#5b9cf6", soft: "#181d25", size: 14 })}
.hd{background:#0e1116;border:0}.hd b{font-size:21px;font-weight:800;color:#5b9cf6}
.ph{flex:none;margin:0 12px;border-radius:14px;overflow:hidden;position:relative}
.ch{background:transparent;padding:10px 12px 0}.ch span{background:#181d25;border-color:#313a48;color:#d5dde8}.ch span.on{border-color:#5b9cf6;color:#8dbaff}
.pr{margin:8px 12px 0;border-radius:14px}.pq{color:#8dbaff;font-size:13px}.pa{font-size:17px;line-height:24px;font-weight:600}
.act{flex:none;justify-content:center;gap:40px;padding:8px 0 8px;background:#0e1116}.act span{width:54px;height:54px;border-radius:50%;background:#181d25;display:flex;align-items:center;justify-content:center;color:#eef2f7}.act span.lk{background:#5b9cf6;color:#fff}
.tb{background:#181d25;color:#7f8a99}`,
  html: `${head("upward", "", icon.sliders(22), icon.menu(22))}
<div class="fill">
<div class="ph">${picture("100%", 210, ["#6d7f96", "#1e2633"], onPhoto("Grady, 29", "Civil engineer · Knoxville, TN · 6 mi", 27))}</div>
${chips(["6′0″", "Dog person", "Never married", "Wants kids"], 9)}
${prompt("My simple pleasures", "Parking in the exact same space every week. If it’s taken, I drive home and come back later.")}
${prompt("Together we could", "Try every barbecue spot in Knoxville and rank them properly.")}
${prompt("I’m looking for", "Someone kind who laughs easily and likes a long drive.")}
</div>
<div class="row act"><span>${icon.close(26)}</span><span class="lk">${icon.heart(26)}</span></div>
${tabs([icon.flame(24), icon.heart(24), icon.chat(24), icon.person(24)], true)}`,
};

export const tagged: ScreenSpec = {
  id: "tagged-the-fourteen-minute-live-version",
  app: "Tagged",
  kind: "profile",
  dark: false,
  device: "android",
  format: "png",
  owner: { name: "Kalani", handle: null },
  time: "18:07",
  battery: 66,
  keyboard: true,
  replies: true,
  cutLines: 0,
  css: `${pageCss({ bg: "#eef2f5", card: "#fff", fg: "#1d2a33", sub: "#66737d", line: "#dfe5ea", accent: "#12a4b8", soft: "#e7f6f8", size: 14 })}${cardCss("#fff", "#12a4b8", "#1d2a33", 14.5, 10)}
.hd{background:#12a4b8;color:#fff;border:0;min-height:50px}.hd b{font-size:20px;font-weight:800;letter-spacing:-.3px}
.pf{gap:12px;padding:10px 14px;background:#fff;border-bottom:1px solid #dfe5ea}.pf b{font-size:18px;display:block}.pf small{font-size:12.5px;color:#66737d;display:block;margin-top:1px}
.tz{gap:22px;padding:8px 16px 0;background:#fff;font-size:13.5px;color:#66737d;border-bottom:1px solid #dfe5ea}.tz span{padding-bottom:7px}.tz span.on{color:#12a4b8;border-bottom:2px solid #12a4b8;font-weight:700}
.bc{margin:6px 10px 0}.wl{margin:6px 10px 0;border-radius:10px;overflow:hidden;background:#fff}.wh{padding:9px 14px 2px;font-size:12.5px;font-weight:600;color:#12a4b8}
.cm{padding:7px 14px}.cn{font-size:12.5px}
.in{flex:none;gap:10px;padding:7px 10px;background:#fff;border-top:1px solid #dfe5ea;color:#12a4b8;position:relative;z-index:2}.in .box{flex:1;min-height:36px;border-radius:18px;background:#eef2f5;display:flex;align-items:center;padding:6px 14px;font-size:14.5px;color:#1d2a33}`,
  statusBarDark: true,
  statusBarBackground: "#12a4b8",
  html: `${head("tagged", "", icon.bell(22), icon.menu(22))}
<div class="row pf" data-role="ui">${avatar(56, "#8a6f5c")}<div style="min-width:0"><b>Kalani, 27</b><small>Tacoma, WA · Online now</small></div></div>
<div class="row tz" data-role="ui"><span class="on">Profile</span><span>Photos</span><span>Friends</span></div>
<div class="fill" style="justify-content:flex-end">
${card("About Me", "owner", "Quiet at parties, loud at karaoke. I only sing one song, and I sing it well. It’s the fourteen-minute live version.")}
<div class="wl">${ui("Wall · 2 comments", "wh")}
${cmt("Jedda", "2d", "#7a9fb8", "we have all heard it kalani. we were there for every minute", "Jedda")}
${cmt("Kalani", "2d", "#8a6f5c", "And you’ll hear it again on Friday.", "owner")}</div>
</div>
<div class="row in">${icon.smile(22)}<span class="box" data-role="other" data-author="You">${esc("can we pick the song this time")}</span>${icon.send(22)}</div>`,
};

export const smitten: ScreenSpec = {
  id: "smitten-never-actually-looked-into-anything",
  app: "Smitten",
  kind: "profile",
  dark: true,
  device: "iphone",
  format: "png",
  owner: { name: "Kasper", handle: null },
  time: "19:44",
  battery: 73,
  banner: { app: "Messages", color: "#34c759", title: "Ilka", body: "quiz at 8, the music round is all yours", author: "Ilka", age: "now" },
  replies: false,
  cutLines: 1,
  css: `${pageCss({ bg: "#121017", card: "#1f1a27", fg: "#f7f2fb", sub: "#a99db8", line: "#2d2638", accent: "#ff4f7b", soft: "#1f1a27", size: 14.5 })}${cardCss("#1f1a27", "#ff86a4", "#f7f2fb", 17, 16)}
.hd{background:#121017;border:0}.hd b{font-size:22px;font-weight:800;color:#ff4f7b;letter-spacing:-.3px}
.ph{margin:0 12px;border-radius:16px;overflow:hidden;position:relative}
.bt2{font-weight:600}
.gm{margin:8px 12px 0;border-radius:16px;padding:12px 16px;background:linear-gradient(135deg,#3a2350,#2a1d3a)}.gl{font-size:12.5px;font-weight:700;color:#ffb3c6;letter-spacing:.3px}.gt{font-size:15px;line-height:21px;margin-top:5px}
.tb{background:#1f1a27;color:#8d829b}`,
  html: `${head("smitten", "", icon.sliders(22), icon.back(22))}
<div class="fill">
<div class="ph">${picture("100%", 230, ["#7a6a8e", "#2b2236"], onPhoto("Kasper, 35", "Procurement manager · Westerville, OH", 27))}</div>
${card("Things I say too much", "owner", "“I’ll look into it.” I’ve never actually looked into anything.")}
${card("My Sunday routine", "owner", "Five-a-side at ten, a roast somewhere, then the football highlights.")}
${card("Best way to ask me out", "owner", "Suggest a place and a time. I’ll say yes.")}
<div class="gm">${ui("HOT TAKE", "gl")}${own("Airports are fun if you get there three hours early.", "gt")}</div>
</div>
${tabs([icon.flame(24), icon.star(24), icon.chat(24), icon.person(24)])}`,
};

export const hud: ScreenSpec = {
  id: "hud-the-least-casual-thing",
  app: "Hud",
  kind: "profile",
  dark: false,
  device: "android",
  format: "png",
  owner: { name: "Jeroen", handle: null },
  time: "23:12",
  battery: 29,
  replies: false,
  cutLines: 0,
  css: `${pageCss({ bg: "#f6f6f8", card: "#fff", fg: "#18171c", sub: "#6b6a74", line: "#e7e6eb", accent: "#7b3ff2", soft: "#f1ebfe", size: 14.5 })}${cardCss("#fff", "#7b3ff2", "#18171c", 16, 12)}
.hd{background:#f6f6f8;border:0}.hd b{font-size:22px;font-weight:900;letter-spacing:1px}
.ph{margin:0 12px;border-radius:12px;overflow:hidden;position:relative}
.ch{background:transparent;padding:8px 12px 0}.ch span{background:#fff;border-color:#dcd8e6;color:#3c3a45}.ch span.on{background:#7b3ff2;border-color:#7b3ff2;color:#fff}
.lk2{gap:8px;margin:8px 12px 0;padding:10px 16px;background:#fff;border-radius:12px;font-size:13px;color:#6b6a74}.lk2 b{color:#18171c;font-weight:600}
.act{flex:none;justify-content:center;gap:40px;padding:8px 0;background:#f6f6f8}.act span{width:54px;height:54px;border-radius:50%;background:#fff;box-shadow:0 2px 8px rgba(0,0,0,.12);display:flex;align-items:center;justify-content:center;color:#6b6a74}.act span.lk{background:#7b3ff2;color:#fff}
.tb{background:#fff;color:#9a98a4}`,
  html: `${head("HUD", "", icon.sliders(22), icon.menu(22))}
<div class="fill">
<div class="ph">${picture("100%", 250, ["#c9b79c", "#5d4f3f"], onPhoto("Jeroen, 34", "Arvada, CO · 3 mi away", 27))}</div>
<div class="row lk2" data-role="ui"><span>Looking for</span><b>Casual · New friends</b></div>
${card("About", "owner", "Looking for something casual. I’ve been on here for four years, which is the least casual thing I’ve done in my life.")}
${chips(["Climbing", "Cooking", "Board games", "Red Rocks"], 9)}
${card("Weekends", "owner", "Climbing at Eldorado Canyon if it’s dry, board games if it isn’t.")}
</div>
<div class="row act"><span>${icon.close(26)}</span><span class="lk">${icon.heart(26)}</span></div>
${tabs([icon.grid(24), icon.heart(24), icon.chat(24), icon.person(24)], true)}`,
};
