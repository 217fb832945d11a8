// Part A's dating profiles, third file (v29).
import { tabs } from "./blocks";
import { icon, picture } from "./icons";
import type { ScreenSpec } from "./screen-type";
import { caption, card, cardCss, note, noteCss, onPhoto, tags } from "./screens-a-kit";
import { esc } from "./shell";

export const glimmr: ScreenSpec = {
  id: "glimmr-balloon-lands-with-a-bottle",
  app: "Glimmr",
  kind: "profile",
  dark: true,
  device: "iphone",
  format: "jpeg",
  quality: 70,
  owner: { name: "Aurore", handle: null },
  time: "19:58",
  battery: 52,
  replies: true,
  cutLines: 0,
  css: `${cardCss("#1f1a24", "#f2c14e", "#efe9f2", 15, 16)}${noteCss("#2a2216", "#5a4624", "#f2c14e", "#ece4d6")}
body{background:#141018;color:#efe9f2}
.hd{flex:none;height:46px;padding:0 16px;gap:14px;color:#efe9f2}.hd b{flex:1;text-align:center;font-size:18px;font-weight:800;color:#f2c14e;letter-spacing:.5px}
.ph{flex:none;overflow:hidden;position:relative;margin:6px 12px 0;border-radius:20px}.ph .pic{filter:blur(0)}
.blur{position:absolute;inset:0;backdrop-filter:blur(14px);background:rgba(30,20,40,.25)}
.ub{position:absolute;left:50%;top:46%;transform:translate(-50%,-50%);background:rgba(0,0,0,.55);color:#f2c14e;border-radius:14px;padding:6px 12px;font-size:12.5px;font-weight:700;white-space:nowrap}
.tg{flex:none;gap:6px;flex-wrap:wrap;padding:10px 12px 0}.tg span{font-size:12px;color:#cfc6d8;background:#241e2b;border:1px solid #3a3143;border-radius:14px;padding:4px 10px}
.tb{flex:none;justify-content:space-around;height:80px;padding-bottom:26px;background:#18131c;border-top:1px solid #2c2533;color:#8f8599;position:relative;z-index:3}.tb .on{color:#f2c14e}`,
  html: `<div class="row hd" data-role="ui">${icon.back(22)}<b>${esc("glimmr")}</b>${icon.sliders(22)}</div>
<div class="fill" style="display:flex;flex-direction:column">
<div class="ph">${picture("100%", 190, ["#e0a86a", "#3b5a8a"], `<div style="position:absolute;left:40%;top:20%;width:90px;height:110px;border-radius:45px;background:#c98f6a"></div><div class="blur"></div><div class="ub" data-role="ui">${esc("Photos unblur as you chat · 30%")}</div>${onPhoto("Aurore, 33", "Lyon · 7 km", 24)}`)}</div>
${tags(["Long-term", "1.68 m", "Balloon pilot", "Wine with friends"])}
${card("Me, quickly", "owner", "Morning person, market on Sundays, I make a decent tarte tatin.")}
${card("The day job", "owner", "I fly hot-air balloons over the Rhône valley. Every landing is in a stranger's field, so I always carry a bottle to apologise.")}
${note("Flavio liked your answer", "#8a6fc2", "Flavio", "you landed in my uncle's field in 2022 and he still tells people it was destiny")}
${card("Green flag", "owner", "You check the weather before you text me.")}
</div>
${tabs([icon.home(26), `<span class="on">${icon.flame(26)}</span>`, icon.chat(26), icon.person(26)])}`,
};

export const lolly: ScreenSpec = {
  id: "lolly-free-cockles-think-its-working",
  app: "Lolly",
  kind: "profile",
  dark: false,
  device: "iphone-max",
  format: "png",
  owner: { name: "Ceridwen", handle: null },
  time: "12:09",
  battery: 90,
  crop: { bottom: 137 },
  replies: true,
  cutLines: 1,
  css: `${cardCss("#fff", "#ff4f8b", "#24212a", 15.5, 18)}${noteCss("#fff0f5", "#ffc9dc", "#d23a70", "#24212a")}
body{background:#fbf5f8;color:#24212a}
.hd{flex:none;height:48px;padding:0 16px;gap:14px;color:#24212a}.hd b{flex:1;font-size:22px;font-weight:800;color:#ff4f8b;letter-spacing:-.3px}
.ph{flex:none;overflow:hidden;position:relative;margin:4px 12px 0;border-radius:20px}
.pl{position:absolute;left:50%;top:42%;transform:translate(-50%,-50%);width:54px;height:54px;border-radius:50%;background:rgba(255,255,255,.85);display:flex;align-items:center;justify-content:center;color:#ff4f8b}
.du{position:absolute;right:12px;top:12px;background:rgba(0,0,0,.5);color:#fff;border-radius:8px;padding:2px 8px;font-size:12px;font-weight:600}
.tg{flex:none;gap:6px;flex-wrap:wrap;padding:10px 12px 0}.tg span{font-size:12.5px;color:#5a4f5e;background:#fff;border:1px solid #f0dbe4;border-radius:14px;padding:4px 11px}`,
  html: `<div class="row hd" data-role="ui"><b>${esc("lolly")}</b>${icon.bell(23)}${icon.sliders(23)}</div>
<div class="fill" style="display:flex;flex-direction:column">
<div class="ph">${picture("100%", 260, ["#8fb8c9", "#2e4a5c"], `${caption("owner", "me, Saturday, smelling of the sea", "left:14px;top:14px")}<div class="pl" data-role="ui">${icon.play(26)}</div><div class="du" data-role="ui">${esc("0:14")}</div>${onPhoto("Ceridwen, 29", "Cardiff · 2 miles", 26)}`)}</div>
${tags(["5′6″", "Fishmonger", "Pints on a Friday", "Open to see"])}
${card("Quick one about me", "owner", "Cardiff born, Wales rugby on every screen, sea swims in all weather.")}
${card("Work", "owner", "I sell fish at Cardiff Market. Men flirt with me for free cockles and I let them think it's working.")}
${note("Alun · 11:20 AM", "#5f9ad1", "Alun", "I got free cockles on Saturday, was that flirting, please be honest")}
${card("Best first date", "owner", "Chips on Penarth pier, a walk to the end and back, and a proper row about which biscuit is the best one to dunk.")}
</div>`,
};

export const ditto: ScreenSpec = {
  id: "ditto-confiscated-more-toasters",
  app: "Ditto",
  kind: "profile",
  dark: false,
  device: "android",
  format: "png",
  owner: { name: "Ashwin", handle: null },
  time: "23:18",
  battery: 37,
  banner: {
    app: "Messages",
    color: "#1a73e8",
    title: "Filomena",
    body: "that's the RA who wrote me up for a candle lol",
    author: "Filomena",
    age: "now",
  },
  replies: true,
  cutLines: 0,
  css: `${cardCss("#fff", "#2f6bff", "#1f2430", 14.5, 14)}${noteCss("#eef3ff", "#cddbff", "#2452c8", "#1f2430")}
body{background:#f1f4fa;color:#1f2430}
.hd{flex:none;height:52px;padding:0 14px;gap:14px;background:#fff;border-bottom:1px solid #e1e6f0;color:#1f2430}.hd b{flex:1;font-size:19px;font-weight:800;color:#2f6bff}
.top{flex:none;gap:12px;padding:12px 14px 2px;align-items:center}.top .pic{border-radius:50%}.nm2{font-size:21px;font-weight:700}.sub2{font-size:12.5px;color:#667085;margin-top:2px}
.dt{flex:none;margin:10px 12px 0;gap:8px;align-items:center;background:#2f6bff;color:#fff;border-radius:12px;padding:9px 14px;font-size:13px;font-weight:600}
.tg{flex:none;gap:6px;flex-wrap:wrap;padding:10px 12px 0}.tg span{font-size:12px;color:#3f4758;background:#fff;border:1px solid #dae1ee;border-radius:14px;padding:4px 10px}
.tb{flex:none;justify-content:space-around;height:56px;padding-bottom:4px;background:#fff;border-top:1px solid #e1e6f0;color:#7a8396;position:relative;z-index:3}`,
  html: `<div class="row hd" data-role="ui">${icon.back(22)}<b>${esc("ditto")}</b>${icon.moreV(22)}</div>
<div class="fill" style="display:flex;flex-direction:column">
<div class="row top">${picture(76, 76, ["#9c7b62", "#3a2c25"])}<div data-role="ui"><div class="nm2">${esc("Ashwin, 20")}</div><div class="sub2">${esc("University of Michigan · Junior")}</div><div class="sub2">${esc("Economics")}</div></div></div>
<div class="row dt" data-role="ui">${icon.star(16)}<span>${esc("Ditto planned a date for you: Wed, 7 PM")}</span></div>
${tags(["Something real", "5′10″", "Resident advisor", "Doesn't drink"])}
${card("The basics", "owner", "Econ major, intramural volleyball, makes a mean omelette on a dorm hot plate.")}
${card("My campus job", "owner", "I'm an RA in a first-year dorm. I've confiscated more toasters than most people will own in their lives.")}
${note("Elvira vouched for Ashwin", "#c46b8f", "Elvira", "he took my toaster in September and his room has smelled like toast ever since")}
${card("Ideal date", "owner", "Diag at sunset, then bubble tea on State Street.")}
</div>
${tabs([icon.home(24), icon.heart(24), icon.chat(24), icon.person(24)], true)}`,
};
