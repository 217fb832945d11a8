// Part A's dating profiles, first file (v31): Sparkology, Woo, Taffy.
import { tabs } from "./blocks";
import { icon, picture } from "./icons";
import type { ScreenSpec } from "./screen-type";
import { card, cardCss, note, noteCss, onPhoto, tags } from "./screens-a-kit";
import { esc } from "./shell";

export const sparkology: ScreenSpec = {
  id: "sparkology-someone-is-thinking-of-you",
  app: "Sparkology",
  kind: "profile",
  dark: false,
  device: "iphone",
  format: "png",
  owner: { name: "Diarmuid", handle: null },
  time: "20:34",
  battery: 58,
  replies: true,
  cutLines: 0,
  css: `${cardCss("#fff", "#8a6a2f", "#1e2233", 15, 10)}${noteCss("#f7f3ea", "#e6dcc4", "#6d5424", "#1e2233")}
body{background:#f4f2ee;color:#1e2233}
.hd{flex:none;height:48px;padding:0 16px;gap:14px;background:#1e2233;color:#fff}.hd b{flex:1;text-align:center;font-size:18px;font-weight:600;letter-spacing:2.5px;font-family:Georgia,serif;color:#e3c98d}
.ph{flex:none;overflow:hidden;position:relative}
.vf{position:absolute;right:12px;top:12px;background:rgba(30,34,51,.85);color:#e3c98d;border-radius:4px;padding:3px 8px;font-size:11px;font-weight:700;letter-spacing:.4px}
.tg{flex:none;gap:6px;flex-wrap:wrap;padding:10px 12px 0}.tg span{font-size:12.5px;color:#3d4152;background:#fff;border:1px solid #ddd6c6;border-radius:4px;padding:4px 9px}
.tb{flex:none;justify-content:space-around;height:80px;padding-bottom:26px;background:#1e2233;color:#8d91a6;position:relative;z-index:3}.tb .on{color:#e3c98d}`,
  html: `<div class="row hd" data-role="ui">${icon.back(22)}<b>${esc("SPARKOLOGY")}</b>${icon.moreV(22)}</div>
<div class="fill" style="display:flex;flex-direction:column">
<div class="ph">${picture("100%", 176, ["#9fb3c8", "#3a4a5e"], `<div class="vf" data-role="ui">${esc("VERIFIED GRAD")}</div>${onPhoto("Diarmuid, 36", "Sunnyside, Queens · 3 mi", 25)}`)}</div>
${tags(["6′1″", "Fordham '12", "Copywriter", "Drinks socially", "Wants kids"])}
${card("About Diarmuid", "owner", "Irish, tall, runs along the East River most mornings and cooks a decent stew.")}
${card("How I pay rent", "owner", "I write the fortunes for a cookie factory in Queens. If yours ever said 'Someone is thinking of you', that was me, in 2019, about my ex.")}
${note("Catalina · 7:02 PM", "#b5838d", "Catalina", "mine last Tuesday said 'Stop waiting for his text' and I'd like a word about who told you")}
${card("A perfect Saturday", "owner", "Bagels in Astoria, a long walk over the bridge, a film I've seen before.")}
</div>
${tabs([icon.search(26), `<span class="on">${icon.heartFilled(26, "#e3c98d")}</span>`, icon.chat(26), icon.person(26)])}`,
};

export const woo: ScreenSpec = {
  id: "woo-212-unclaimed-neck-pillows",
  app: "Woo",
  kind: "profile",
  dark: false,
  device: "android",
  format: "jpeg",
  quality: 72,
  owner: { name: "Bhavana", handle: null },
  time: "22:41",
  battery: 37,
  statusBarDark: true,
  statusBarBackground: "#5b2a86",
  replies: true,
  cutLines: 0,
  css: `${cardCss("#fff", "#5b2a86", "#26212d", 14.5, 12)}${noteCss("#f6f0fb", "#e1d3ee", "#5b2a86", "#26212d")}
body{background:#f1eef4;color:#26212d}
.hd{flex:none;height:54px;padding:0 14px;gap:16px;background:#5b2a86;color:#fff}.hd b{flex:1;font-size:21px;font-weight:800;font-style:italic}
.top{flex:none;gap:14px;padding:12px 14px;background:#fff;align-items:center;border-bottom:1px solid #e4dcea}.top .pic{border-radius:50%}.nm2{font-size:21px;font-weight:700}.sub2{font-size:13px;color:#6f6778;margin-top:3px}
.vi{display:inline-flex;margin-top:7px;gap:6px;align-items:center;font-size:12px;font-weight:700;color:#5b2a86;background:#efe6f7;border-radius:14px;padding:4px 10px}
.tg{flex:none;gap:6px;flex-wrap:wrap;padding:10px 12px 0}.tg span{font-size:12px;color:#4a3f57;background:#fff;border:1px solid #ddd2e7;border-radius:14px;padding:4px 10px}
.act{flex:none;gap:12px;padding:8px 14px 10px;justify-content:center;background:#fff;border-top:1px solid #e4dcea}.act span{width:120px;height:42px;border-radius:21px;display:flex;align-items:center;justify-content:center;font-size:14px;font-weight:700;border:1.5px solid #b9a8c9;color:#6f6778}.act span.lk{background:#e8336f;border-color:#e8336f;color:#fff}
.tb{flex:none;justify-content:space-around;height:56px;padding-bottom:4px;background:#fff;border-top:1px solid #e4dcea;color:#8b8296}.tb .on{color:#5b2a86}`,
  html: `<div class="row hd" data-role="ui">${icon.back(22)}<b>${esc("woo")}</b>${icon.star(21)}${icon.moreV(22)}</div>
<div class="fill" style="display:flex;flex-direction:column">
<div class="row top">${picture(88, 88, ["#e0b48e", "#7a4b32"])}<div data-role="ui"><div class="nm2">${esc("Bhavana, 29")}</div><div class="sub2">${esc("Yelahanka, Bengaluru · 8 km")}</div><span class="vi">${icon.play(13)}${esc("Voice intro · 0:14")}</span></div></div>
${tags(["5′4″", "Airport operations", "Kannada, Hindi, English", "Vegetarian", "Marriage"])}
${card("My story in brief", "owner", "Filter coffee, long drives to Nandi Hills, a family WhatsApp that never sleeps.")}
${card("What I do at work", "owner", "I run lost and found at Bengaluru airport. I have 212 unclaimed neck pillows and strong opinions about every one of you.")}
${note("Chaitanya liked your answer", "#3f7f8c", "Chaitanya", "I left a neck pillow on the Delhi flight in March, grey, slightly bitten, please")}
${card("Sunday looks like", "owner", "Dosa at Vidyarthi Bhavan with my sister, then a nap.")}
</div>
<div class="row act" data-role="ui"><span>${esc("Skip")}</span><span class="lk">${esc("Like")}</span></div>
${tabs([icon.home(24), `<span class="on">${icon.heartFilled(24, "#5b2a86")}</span>`, icon.chat(24), icon.person(24)], true)}`,
};

export const taffy: ScreenSpec = {
  id: "taffy-forty-people-hang-up-on-me",
  app: "Taffy",
  kind: "profile",
  dark: true,
  device: "iphone-max",
  format: "png",
  owner: { name: "Eithne", handle: null },
  time: "05:52",
  battery: 81,
  keyboard: true,
  suggestions: ["I", "the", "you"],
  replies: true,
  cutLines: 0,
  css: `${cardCss("#201a1f", "#ff9ec4", "#efe7ec", 15, 18)}${noteCss("#2a2129", "#48384a", "#ffb8d3", "#e9dfe6")}
body{background:#141014;color:#efe7ec}
.hd{flex:none;height:46px;padding:0 16px;gap:14px;background:#141014;color:#efe7ec}.hd b{flex:1;font-size:21px;font-weight:800;color:#ff9ec4;letter-spacing:-.3px}
.top{flex:none;gap:14px;padding:6px 14px 4px;align-items:center}.top .pic{border-radius:18px;filter:blur(6px)}.bw{flex:none;width:92px;height:92px;border-radius:18px;overflow:hidden}.nm2{font-size:21px;font-weight:800}.sub2{font-size:13px;color:#a99aa5;margin-top:2px}.ub{display:inline-block;margin-top:6px;font-size:11.5px;font-weight:700;color:#ff9ec4;border:1px solid #6b4257;border-radius:10px;padding:2px 8px}
.tg{flex:none;gap:6px;flex-wrap:wrap;padding:8px 12px 0}.tg span{font-size:12px;color:#dcd0d8;background:#201a1f;border:1px solid #3d3039;border-radius:14px;padding:4px 10px}
.in{flex:none;gap:10px;padding:8px 12px;background:#1b161b;border-top:1px solid #30262e;align-items:center;color:#a99aa5}.in .box{flex:1;background:#2a2229;border-radius:18px;padding:8px 14px;font-size:15px;color:#efe7ec}.in .sd{color:#ff9ec4}`,
  html: `<div class="row hd" data-role="ui">${icon.back(22)}<b>${esc("taffy")}</b>${icon.moreV(22)}</div>
<div class="fill" style="display:flex;flex-direction:column">
<div class="row top"><div class="bw">${picture(92, 92, ["#c9a48c", "#4e3a33"])}</div><div data-role="ui"><div class="nm2">${esc("Eithne, 27")}</div><div class="sub2">${esc("Luton · she/her · 5 miles")}</div><span class="ub">${esc("Blurred until you chat · 20% clear")}</span></div></div>
${tags(["Night shifts", "Irish", "5′6″", "Seeing where it goes"])}
${card("One of these is false", "owner", "I've met a Bake Off finalist. I can't swim. I've never seen the sea.")}
${card("My 5am", "owner", "I do the wake-up calls at a Travelodge near Luton airport. Forty people a morning hear my voice first, and every single one hangs up on me.")}
${note("Coralie · 5:31 AM", "#6f8fb5", "Coralie", "I'm in room 114 on Friday, could you do 6:15 and maybe say something nice")}
</div>
<div class="row in">${icon.plus(22)}<span class="box" data-role="other" data-author="You">${esc("do you ever just let them sleep")}</span><span class="sd">${icon.send(22)}</span></div>`,
};
