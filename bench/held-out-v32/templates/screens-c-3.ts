// Part C of the held-out set v32: group chats, continued (screens-c.ts lists the part in screens.json order).
import { avatar, icon } from "./icons";
import type { ScreenSpec } from "./screen-type";
import { bubbleCss, bubbles, headCss } from "./screens-c-kit";

export const zello: ScreenSpec = {
  id: "zello-the-blue-line-after-the-cafe",
  app: "Zello",
  kind: "chat",
  dark: true,
  device: "android",
  format: "png",
  owner: { name: "Rauno", handle: null },
  time: "10:41",
  battery: 29,
  cutLines: 0,
  replies: true,
  css: `${bubbleCss({ bg: "#15171a", fg: "#e6e7e9", sub: "#8b9096", left: "#25282d", leftFg: "#e6e7e9", right: "#3a3f46", rightFg: "#ffffff", radius: 10, size: 15, max: 262, quote: "rgba(255,255,255,.1)", react: "#25282d" })}
.bb.r{border-right:3px solid #f7931e}.pl{background:#f7931e}.pl svg{color:#15171a !important}
${headCss("#1e2125", "#f1f2f3", "#f7931e", "#0b0c0e", 58)}.hd{color:#c9cdd2}.hd b{font-size:17px;font-weight:500}
.in{flex:none;flex-direction:column;gap:4px;padding:6px 10px 14px;background:#1e2125;color:#8b9096;font-size:12px}.in .ptt{width:66px;height:66px;border-radius:50%;background:#f7931e;color:#15171a;display:flex;align-items:center;justify-content:center;box-shadow:0 0 0 6px rgba(247,147,30,.18)}`,
  html: `<div class="row hd" data-role="ui">${icon.back(22)}${avatar(36, "#f7931e")}<div style="flex:1;min-width:0"><b>Saturday Riders</b><small>9 online · channel</small></div>${icon.moreV(20)}</div>
<div class="fill">
${bubbles(
  "Malak",
  [
    { them: "where are we. why is the road moving", who: "Malak", time: "10:14" },
    {
      me: "Small routing update. I planned today’s ride without zooming in, and the blue line after the café was the sea. We are on the ferry. Next stop, the Isle of Wight.",
      time: "10:19",
    },
    { them: "best club ride this year. there’s a bar", who: "Patrik", time: "10:22", react: "😂 4" },
    { voice: "0:14", who: "Malak", time: "10:25" },
    { them: "what time is the boat back", who: "Riyad", time: "10:31" },
    { me: "Six. I’ve checked the map. Zoomed in.", time: "10:36" },
    { typing: "Patrik is typing…" },
  ],
  true,
  { Riyad: "#26a69a", Malak: "#ab47bc", Patrik: "#5c6bc0" },
)}
</div>
<div class="row in" data-role="ui"><span class="ptt">${icon.mic(30)}</span><span>Hold to talk</span></div>`,
};

export const quiet: ScreenSpec = {
  id: "quiet-open-painted-on-in-gloss",
  app: "Quiet",
  kind: "chat",
  dark: false,
  device: "iphone",
  format: "png",
  crop: { bottom: 82 },
  downscaleTo: 828,
  owner: { name: "Miloslav", handle: null },
  time: "08:17",
  battery: 81,
  cutLines: 0,
  replies: true,
  css: `${bubbleCss({ bg: "#ffffff", fg: "#1f1a24", sub: "#877f8f", left: "#f3f0f6", leftFg: "#1f1a24", right: "#521c74", rightFg: "#fff", radius: 14, size: 16, max: 290, quote: "rgba(0,0,0,.06)", react: "#f3f0f6" })}
.bb.r .qt{background:rgba(255,255,255,.14)}
${headCss("#521c74", "#ffffff", "#d6c4e4", "#521c74", 58)}.hd b{font-size:17px}
.in{flex:none;gap:10px;padding:8px 12px 30px;background:#fff;color:#521c74;border-top:1px solid #e6e1ea}.in .box{flex:1;min-height:38px;border-radius:8px;background:#f3f0f6;display:flex;align-items:center;padding:6px 14px;font-size:16px;color:#9a92a2}`,
  statusBarDark: true,
  statusBarBackground: "#521c74",
  html: `<div class="row hd" data-role="ui">${icon.back(24)}<div style="flex:1;min-width:0"><b>#general</b><small>Crumb Co-op · 4 members</small></div>${icon.search(20)}${icon.moreV(20)}</div>
<div class="fill">
${bubbles(
  "Mirza",
  [
    { t: "Yesterday" },
    { me: "Front door’s finished! Looks great from the street.", time: "18:40" },
    { t: "Today" },
    { them: "it does look great. one small problem though", who: "Mirza", quote: ["me", "Front door’s finished! Looks great from the street."], time: "07:52" },
    { them: "a man knocked at 11 last night asking for a croissant", who: "Modupe", time: "07:55" },
    {
      me: "Ah. That’ll be me. I painted OPEN on the door in gloss so we’d stop losing the sign. It doesn’t come off. To anyone walking past, we never close.",
      time: "08:03",
    },
    { them: "so we’re a 24-hour bakery with nobody in it at night", who: "Matvey", time: "08:06", react: "😂 3" },
    { them: "did he get his croissant in the end", who: "Modupe", time: "08:08" },
    { me: "He did. I was there doing the second coat.", time: "08:12" },
    { typing: "Mirza is typing…" },
  ],
  true,
  { Mirza: "#00897b", Modupe: "#e53935", Matvey: "#fb8c00" },
)}
</div>
<div class="row in" data-role="ui">${icon.plus(22)}<span class="box">Message #general</span>${icon.send(22)}</div>`,
};
