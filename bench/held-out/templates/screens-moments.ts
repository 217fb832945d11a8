// Moments: a Strava activity (JPEG), a BeReal post with comments, a Snapchat story answered with
// the keyboard open (JPEG).
import { avatar, icon, picture } from "./icons";
import type { ScreenSpec } from "./screen-type";
import { other, own, span, ui } from "./shell";

const comment = (color: string, name: string, age: string, text: string, mine: boolean) =>
  `<div class="row c">${avatar(32, color)}<div style="flex:1"><div class="row" style="gap:6px">${span(name, "cn")}${span(age, "ca")}</div>${mine ? own(text, "ct") : other(name, text, "ct")}</div></div>`;

const route = `<svg width="360" height="150" viewBox="0 0 360 150" style="position:absolute;left:0;top:0"><path d="M60 110 C90 60 130 90 160 70 S220 30 250 60 S300 100 280 120 S180 130 150 118 S90 130 60 110" fill="none" stroke="#fc4c02" stroke-width="4"/><circle cx="60" cy="110" r="6" fill="#2ecc40"/></svg>`;

export const strava: ScreenSpec = {
  id: "strava-activity",
  app: "Strava",
  kind: "post",
  dark: false,
  device: "android",
  format: "jpeg",
  quality: 70,
  owner: { name: "Greg Okafor", handle: null },
  time: "07:21",
  battery: 84,
  replies: true,
  css: `.hd{height:52px;flex:none;padding:0 14px;gap:14px}.hd b{flex:1;font-size:18px}
.who{gap:10px;padding:6px 16px}.wn{font-size:15px;font-weight:700}.wm{font-size:13px;color:#6d6d78}
.ti{font-size:22px;font-weight:700;line-height:28px;padding:4px 16px}.de{font-size:15px;line-height:21px;padding:2px 16px 10px}
.stats{display:grid;grid-template-columns:1fr 1fr 1fr;gap:10px;padding:10px 16px;border-top:1px solid #eee}.sl{font-size:12px;color:#6d6d78}.sv{font-size:19px;font-weight:600}
.kud{gap:8px;padding:10px 16px;font-size:14px;color:#6d6d78;border-top:1px solid #eee}
.c{gap:10px;align-items:flex-start;padding:8px 16px}.cn{font-size:14px;font-weight:700}.ca{font-size:12px;color:#6d6d78}.ct{font-size:15px;line-height:20px;margin-top:1px}
.tabs{flex:none;height:60px;justify-content:space-around;border-top:1px solid #ddd;color:#6d6d78}`,
  html: `<div class="row hd">${icon.back(24)}<b>Run</b>${icon.share(22)}${icon.more(22)}</div>
<div class="fill">
<div class="row who">${avatar(40, "#34495e")}<div>${ui("Greg Okafor", "wn")}${ui("Today at 06:14 · Leeds, West Yorkshire", "wm")}</div></div>
${own("Easy recovery jog 🐢 (felt like death)", "ti")}
${own("Recovery run after yesterday’s PR. Stopped twice for a dog. The dog was faster.", "de")}
${picture("100%", 150, ["#e8efe3", "#d5e3ce"], route)}
<div class="stats"><div>${ui("Distance", "sl")}${ui("3.12 km", "sv")}</div><div>${ui("Pace", "sl")}${ui("7:48 /km", "sv")}</div><div>${ui("Time", "sl")}${ui("24:21", "sv")}</div>
<div>${ui("Elevation", "sl")}${ui("4 m", "sv")}</div><div>${ui("Calories", "sl")}${ui("212 Cal", "sv")}</div><div>${ui("Avg HR", "sl")}${ui("171 bpm", "sv")}</div></div>
<div class="row kud">${avatar(22, "#e67e22")}${avatar(22, "#9b59b6")}${avatar(22, "#1abc9c")}${span("14 gave kudos")}</div>
${comment("#c0392b", "Sandra M.", "1h", "Greg the dog should be on Strava", false)}
${comment("#34495e", "Greg Okafor", "58m", "the dog was not recovering", true)}
${comment("#2980b9", "Tom Bell", "40m", "4 m of elevation and it still felt like death?", false)}
</div>
<div class="row tabs">${icon.home()}${icon.grid()}${icon.plus()}${icon.person()}</div>`,
};

export const bereal: ScreenSpec = {
  id: "bereal-post",
  app: "BeReal",
  kind: "post",
  dark: true,
  device: "iphone",
  format: "png",
  owner: { name: "samwise", handle: null },
  time: "16:48",
  battery: 56,
  replies: true,
  css: `.hd{height:46px;flex:none;padding:0 14px;justify-content:space-between}.hd b{font-size:22px;font-weight:800;letter-spacing:-.5px}
.who{gap:10px;padding:6px 14px}.wn{font-size:15px;font-weight:700}.wm{font-size:13px;color:#9a9a9a}
.main{position:relative;margin:4px 10px 0;border-radius:16px;overflow:hidden}.inset{position:absolute;left:12px;top:12px;border-radius:12px;overflow:hidden;border:2px solid #000}
.cap{font-size:16px;line-height:22px;padding:10px 14px 4px}.rm{gap:4px;padding:2px 14px 8px}
.c{gap:10px;align-items:flex-start;padding:7px 14px}.cn{font-size:14px;font-weight:700}.ca{font-size:12px;color:#9a9a9a}.ct{font-size:15px;line-height:20px;margin-top:1px}
.cmp{flex:none;margin:6px 12px 40px;height:42px;border-radius:21px;background:#1c1c1e;padding:0 16px;color:#8e8e93;font-size:15px}`,
  html: `<div class="row hd">${icon.back(24)}<b>BeReal.</b>${icon.more(24)}</div>
<div class="fill">
<div class="row who">${avatar(36, "#7a6ff0")}<div>${ui("samwise", "wn")}${ui("Library · 2h late", "wm")}</div></div>
<div class="main">${picture("100%", 300, ["#4a4a52", "#a39e93"], `<div style="position:absolute;left:40px;top:150px;width:290px;height:120px;border-radius:30px;background:#e9e4da"></div><div style="position:absolute;left:210px;top:120px;width:100px;height:60px;border-radius:10px;background:#3a6ea5"></div>`)}
<div class="inset">${picture(96, 128, ["#2c2c2c", "#6f6f6f"], `<div style="position:absolute;left:26px;top:30px;width:44px;height:44px;border-radius:50%;background:#c9b39b"></div>`)}</div></div>
${own("at the library studying 📚 (library is my bed)", "cap")}
<div class="row rm">${avatar(26, "#f2a65a", { silhouette: false })}${avatar(26, "#5ab0f2", { silhouette: false })}${avatar(26, "#f25a7a", { silhouette: false })}</div>
${comment("#f2a65a", "maya.t", "1h", "you posted this 2 hours late from the same bed", false)}
${comment("#7a6ff0", "samwise", "1h", "the bed has books on it", true)}
${comment("#5ab0f2", "jules", "48m", "4th library this week and they all have your duvet", false)}
</div>
<div class="row cmp">Add a comment…</div>`,
};

export const snapchat: ScreenSpec = {
  id: "snapchat-story",
  app: "Snapchat",
  kind: "story",
  dark: true,
  device: "iphone",
  format: "jpeg",
  quality: 60,
  owner: { name: "Kayla 💫", handle: null },
  time: "00:07",
  battery: 41,
  keyboard: true,
  suggestions: ["omg", "Happy", "lol"],
  replies: false,
  css: `body{background:#000}.story{position:absolute;left:0;right:0;top:0;bottom:0;z-index:0}
.prog{position:absolute;left:8px;right:8px;top:54px;display:flex;gap:3px;z-index:2}.prog i{flex:1;height:3px;border-radius:2px;background:rgba(255,255,255,.45)}.prog i.on{background:#fff}
.who{position:absolute;left:12px;top:66px;gap:8px;z-index:2;color:#fff}.wn{font-size:15px;font-weight:700;text-shadow:0 1px 3px rgba(0,0,0,.5)}.wa{font-size:13px;opacity:.85}
.capbar{position:absolute;left:0;right:0;top:250px;z-index:2;background:rgba(0,0,0,.55);color:#fff;text-align:center;font-size:17px;line-height:22px;padding:8px 16px}
.loc{position:absolute;left:50%;top:340px;transform:translateX(-50%);z-index:2;background:#fff;color:#111;border-radius:10px;padding:8px 14px;font-size:16px;font-weight:800;white-space:nowrap}
.sp{flex:1}.reply{flex:none;position:relative;z-index:3;padding:8px 10px;gap:10px;background:#000}.reply .box{flex:1;height:42px;border-radius:21px;background:#2b2b2b;display:flex;align-items:center;padding:0 14px;color:#8e8e93;font-size:16px}`,
  html: `<div class="story">${picture("100%", 844, ["#1b1f3a", "#b05a3c"], `<div style="position:absolute;left:60px;top:420px;width:270px;height:260px;border-radius:40% 40% 10% 10%;background:#2d2a3e"></div><div style="position:absolute;left:150px;top:330px;width:100px;height:100px;border-radius:50%;background:#3b364f"></div><div style="position:absolute;left:270px;top:120px;width:60px;height:60px;border-radius:50%;background:#f6d365;opacity:.7"></div>`)}</div>
<div class="prog"><i class="on"></i><i class="on"></i><i></i></div>
<div class="row who">${avatar(34, "#ffcf5c")}<div>${ui("Kayla 💫", "wn")}${ui("2h", "wa")}</div></div>
${own("new year new me 🙏 no more situationships", "capbar")}
<div class="loc">${own("📍 Jake’s house")}</div>
<div class="sp"></div>
<div class="row reply"><span class="box">Send a chat</span>${icon.heart(24)}${icon.send(24)}</div>`,
};

export const MOMENTS: ScreenSpec[] = [strava, bereal, snapchat];
