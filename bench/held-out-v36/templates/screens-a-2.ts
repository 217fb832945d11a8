// Part A's dating profiles, second file (v36): Fruzo, Glimmer, Coupled.
import { icon, picture } from "./icons";
import { tabBar } from "./kit";
import type { ScreenSpec } from "./screen-type";
import { caption, card, cardCss, note, noteCss, onPhoto, tags } from "./screens-a-kit";
import { esc } from "./shell";

export const fruzo: ScreenSpec = {
  id: "fruzo-bless-myself-at-every-roundabout",
  app: "Fruzo",
  kind: "profile",
  dark: true,
  device: "iphone",
  format: "png",
  owner: { name: "Fearghal", handle: null },
  time: "22:48",
  battery: 31,
  replies: true,
  cutLines: 0,
  css: `${cardCss("#17202b", "#4aa3ff", "#e6edf5", 15, 14)}${noteCss("#1d2a38", "#2b3d52", "#7dbcff", "#e6edf5")}
body{background:#0d141c;color:#e6edf5}
.hd{flex:none;height:50px;padding:0 16px;gap:14px;color:#e6edf5}.hd b{flex:1;text-align:center;font-size:23px;font-weight:800;color:#4aa3ff;letter-spacing:.2px}
.ph{flex:none;overflow:hidden;position:relative;margin:4px 12px 0;border-radius:18px}
.vd{position:absolute;right:12px;top:12px;width:40px;height:40px;border-radius:50%;background:#4aa3ff;display:flex;align-items:center;justify-content:center;color:#fff}
.tg{flex:none;gap:6px;flex-wrap:wrap;padding:9px 12px 0}.tg span{font-size:12.5px;color:#c9d6e4;background:#1a2532;border:1px solid #2b3d52;border-radius:14px;padding:4px 10px}
.tb{flex:none;justify-content:space-around;padding:10px 0 30px;background:#111a24;border-top:1px solid #223142;color:#7f90a3}.tb svg:nth-child(2){color:#4aa3ff}`,
  html: `<div class="row hd" data-role="ui">${icon.back(22)}<b>${esc("Fruzo")}</b>${icon.more(22)}</div>
<div class="fill" style="display:flex;flex-direction:column">
<div class="ph">${picture("100%", 214, ["#5b6f86", "#1b2430"], `<div class="vd">${icon.video(20)}</div>${onPhoto("Fearghal, 36", "Galway · 4 km away", 26)}`)}</div>
${tags(["6′0″", "Mechanic", "Drinks socially", "Never smokes", "Dating"])}
${card("How I spend a Saturday", "owner", "Five-a-side in the morning, then fixing whatever the family car has done this week.")}
${card("Something I got from my nan", "owner", "My nan taught me to drive in her Micra. I passed first time, but I still bless myself at every roundabout, and Galway has dozens of them.")}
${note("Aodhan · 10:05 PM", "#5a7896", "Aodhan", "mine did that too and once blessed herself straight into a hedge outside Oughterard")}
${card("Dealbreaker", "owner", "Rudeness to waiters. Also anyone who says they don't like dogs.")}
</div>
${tabBar("tb", [icon.home(24), icon.video(24), icon.chat(24), icon.person(24)])}`,
};

export const glimmer: ScreenSpec = {
  id: "glimmer-most-wanted-ive-ever-been",
  app: "Glimmer",
  kind: "profile",
  dark: false,
  device: "iphone-max",
  format: "jpeg",
  generations: [{ quality: 80 }, { width: 1000, quality: 66 }],
  owner: { name: "Carmela", handle: null },
  time: "13:09",
  battery: 72,
  statusBarBackground: "#fffaf0",
  replies: true,
  cutLines: 0,
  css: `${cardCss("#ffffff", "#b8860b", "#2c2416", 15, 16)}${noteCss("#fbf3df", "#eedcb0", "#8d6508", "#2c2416")}
body{background:#fffaf0;color:#2c2416}
.hd{flex:none;height:52px;padding:0 16px;gap:14px;background:#fffaf0;color:#2c2416}.hd b{flex:1;text-align:center;font-size:24px;font-weight:600;color:#b8860b;font-family:Georgia,serif;font-style:italic}
.top{flex:none;gap:14px;padding:6px 16px 2px;align-items:center}.top .pic{border-radius:50%}.nm2{font-size:24px;font-weight:700}.sub2{font-size:13.5px;color:#7d6f58;margin-top:2px}.vf{display:inline-block;margin-top:6px;font-size:11.5px;font-weight:700;color:#8d6508;background:#f6e7bf;border-radius:10px;padding:3px 9px}
.ph2{flex:none;overflow:hidden;margin:10px 12px 0;border-radius:16px}
.tg{flex:none;gap:6px;flex-wrap:wrap;padding:10px 12px 0}.tg span{font-size:13px;color:#5a4a2c;background:#fff;border:1px solid #ecdcb6;border-radius:14px;padding:4px 10px}
.act{flex:none;gap:28px;padding:10px 0 30px;justify-content:center;background:#fffaf0}.act span{width:60px;height:60px;border-radius:50%;display:flex;align-items:center;justify-content:center;background:#fff;box-shadow:0 2px 8px rgba(0,0,0,.12);color:#8a7c62}.act span.lk{background:#b8860b;color:#fff}`,
  html: `<div class="row hd" data-role="ui">${icon.back(22)}<b>${esc("Glimmer")}</b>${icon.sliders(22)}</div>
<div class="fill" style="display:flex;flex-direction:column">
<div class="row top">${picture(96, 96, ["#e3c28a", "#7a5630"])}<div data-role="ui"><div class="nm2">${esc("Carmela, 30")}</div><div class="sub2">${esc("Cardiff · 2 miles")}</div><span class="vf">${esc("New here")}</span></div></div>
${tags(["5′5″", "Pharmacist", "Catholic", "Drinks socially", "Something serious"])}
<div class="ph2">${picture("100%", 190, ["#d9b98c", "#6e5236"])}</div>
${card("My ideal Sunday", "owner", "Mass with my mum, a long lunch at my aunt's, and a nap I will deny having.")}
${card("Ask me about", "owner", "I sing in a choir that only does funerals. We're fully booked until March, the most wanted I've ever been.")}
${note("Eleri vouched for Carmela", "#c7a35a", "Eleri", "she sang at my uncle's and honestly he'd have sat up for it if he could")}
${card("Green flags", "owner", "You call your mother back. You know how to make a decent cup of tea.")}
</div>
<div class="row act" data-role="ui"><span>${icon.close(26)}</span><span class="lk">${icon.star(26)}</span><span>${icon.heart(26)}</span></div>`,
};

export const coupled: ScreenSpec = {
  id: "coupled-lost-both-times-to-the-vicar",
  app: "Coupled",
  kind: "profile",
  dark: false,
  device: "android",
  format: "png",
  owner: { name: "Ebere", handle: null },
  time: "18:52",
  battery: 64,
  statusBarDark: true,
  statusBarBackground: "#3d2b7a",
  crop: { bottom: 120 },
  replies: true,
  cutLines: 0,
  css: `${cardCss("#ffffff", "#5b3fbf", "#22203a", 14.5, 10)}${noteCss("#f1edff", "#d9d0fb", "#5b3fbf", "#22203a")}
body{background:#f3f2f8;color:#22203a}
.hd{flex:none;height:54px;padding:0 14px;gap:16px;background:#3d2b7a;color:#fff}.hd b{flex:1;font-size:21px;font-weight:700;letter-spacing:.3px}
.ph{flex:none;overflow:hidden;position:relative;margin:0}
.tg{flex:none;gap:6px;flex-wrap:wrap;padding:9px 12px 0}.tg span{font-size:12px;color:#3b3560;background:#e8e4f7;border-radius:6px;padding:4px 8px}`,
  html: `<div class="row hd" data-role="ui">${icon.back(22)}<b>${esc("Coupled")}</b>${icon.moreV(22)}</div>
<div class="fill" style="display:flex;flex-direction:column">
<div class="ph">${picture("100%", 200, ["#8a6bd1", "#2b1f57"], `${caption("owner", "Whitby, before the chips", "right:12px;top:12px", "rgba(30,20,60,.5)")}${onPhoto("Ebere, 38", "Leeds · 3 miles · Active today", 25)}`)}</div>
${tags(["5′9″", "Quantity surveyor", "Vegetarian", "Rarely drinks", "Long-term"])}
${card("On a weeknight you'll find me", "owner", "Cooking too much jollof, then doing a crossword with the telly on mute.")}
${card("My claim to fame", "owner", "I've been on Countdown twice. I lost both times to the same retired vicar, and he sends me a Christmas card every year.")}
${note("Funmi · 7:40 PM", "#8f7acc", "Funmi", "was it the vicar with the cardigan, my mum still talks about him")}
${card("The way to win me over", "owner", "Bring snacks to a long car journey and let me choose the music.")}
</div>`,
};
