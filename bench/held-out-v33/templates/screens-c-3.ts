// Part C of the held-out set v33: group chats, continued (screens-c.ts lists the part in screens.json order).
import { avatar, icon } from "./icons";
import type { ScreenSpec } from "./screen-type";
import { bubbleCss, bubbles, headCss } from "./screens-c-kit";

export const wecom: ScreenSpec = {
  id: "wecom-they-read-as-far-as-slide-four",
  app: "WeCom",
  kind: "chat",
  dark: false,
  device: "iphone-max",
  format: "png",
  crop: { bottom: 84 },
  downscaleTo: 860,
  owner: { name: "Mariusz", handle: null },
  time: "10:48",
  battery: 69,
  cutLines: 0,
  replies: true,
  css: `${bubbleCss({ bg: "#ededed", fg: "#191919", sub: "#8c8c8c", left: "#ffffff", leftFg: "#191919", right: "#a9d3ff", rightFg: "#0f2233", radius: 6, size: 16, max: 292, quote: "rgba(0,0,0,.06)", react: "#ffffff" })}
.rx{box-shadow:0 1px 2px rgba(0,0,0,.14)}.gn{color:#8c8c8c;font-weight:400}
${headCss("#ededed", "#191919", "#8c8c8c", "#dcdcdc", 58)}.hd{color:#191919;justify-content:space-between}.hd b{font-size:17px;text-align:center}.hd small{text-align:center}
.in{flex:none;gap:10px;padding:8px 12px 30px;background:#f7f7f7;color:#191919;border-top:1px solid #dcdcdc}.in .box{flex:1;min-height:40px;border-radius:6px;background:#fff;display:flex;align-items:center;padding:6px 12px;font-size:16px;color:#b2b2b2}`,
  html: `<div class="row hd" data-role="ui">${icon.back(24)}<div style="flex:1;min-width:0"><b>Kestrelmoor pitch (5)</b><small>Internal</small></div>${icon.more(22)}</div>
<div class="fill">
${bubbles(
  "Polina",
  [
    { t: "10:12" },
    { them: "client has replied about the deck", who: "Polina", time: "10:12" },
    { them: "they have one question", who: "Polina", time: "10:12" },
    { me: "I think I know what it is.", time: "10:21" },
    {
      me: "I sent it with the speaker notes showing. Slide 4’s note says ‘they won’t read this far’. They read this far.",
      time: "10:22",
    },
    {
      them: "they read to slide 19, which says ‘pad this out’",
      who: "Nenad",
      quote: ["me", "They read this far."],
      time: "10:30",
      react: "😂 4",
    },
    { them: "honestly the most engaged they’ve been all year", who: "Rostyslav", time: "10:33" },
    { me: "I’ll ring them. Notes off.", time: "10:41" },
    { typing: "Polina is typing…" },
  ],
  true,
  { Polina: "#5c6bc0", Nenad: "#26a69a", Rostyslav: "#8d6e63" },
)}
</div>
<div class="row in" data-role="ui">${icon.mic(24)}<span class="box"></span>${icon.smile(24)}${icon.plus(24)}</div>`,
};

const bins = `<div style="position:absolute;left:0;right:0;bottom:0;height:34px;background:#3a3d42"></div>${[
  [26, "#2f6e3a"],
  [84, "#3a3f46"],
  [142, "#2b4f8a"],
]
  .map(
    ([x, c]) =>
      `<div style="position:absolute;left:${x}px;top:30px;width:50px;height:72px;border-radius:4px;background:${c}"></div><div style="position:absolute;left:${Number(x) - 3}px;top:24px;width:56px;height:9px;border-radius:3px;background:${c};filter:brightness(.8)"></div>`,
  )
  .join("")}<div style="position:absolute;left:96px;top:8px;width:30px;height:22px;border-radius:40%;background:#d8d3c5"></div>`;

export const arcanechat: ScreenSpec = {
  id: "arcanechat-complaints-to-the-author-of-the-rota",
  app: "ArcaneChat",
  kind: "chat",
  dark: true,
  device: "iphone",
  format: "jpeg",
  quality: 78,
  downscaleTo: 828,
  owner: { name: "Oleksiy", handle: null },
  time: "19:52",
  battery: 19,
  cutLines: 0,
  replies: true,
  css: `${bubbleCss({ bg: "#0f1116", fg: "#e5e7ec", sub: "#8a8f9a", left: "#222630", leftFg: "#e5e7ec", right: "#7c4dff", rightFg: "#f5f1ff", radius: 18, size: 15.5, max: 280, quote: "rgba(255,255,255,.1)", react: "#222630" })}
.gn{color:#b39dff}
${headCss("#171a21", "#eef0f4", "#9aa0ab", "#07080a", 60)}.hd{color:#b39dff}.hd b{color:#eef0f4;font-size:17px}
.in{flex:none;gap:10px;padding:8px 12px 30px;background:#171a21;color:#b39dff}.in .box{flex:1;min-height:36px;border-radius:18px;background:#222630;display:flex;align-items:center;padding:6px 14px;font-size:16px;color:#7d8390}`,
  html: `<div class="row hd" data-role="ui">${icon.back(24)}${avatar(38, "#455a64")}<div style="flex:1;min-width:0"><b>Flat 7D</b><small>4 members</small></div>${icon.phone(20)}${icon.moreV(20)}</div>
<div class="fill">
${bubbles(
  "Paea",
  [
    { photo: ["#4b5260", "#2c3038"], who: "Paea", caption: "it’s bins night. whose week is it", time: "19:20", h: 108, shapes: bins },
    { them: "the rota says yours. again", who: "Nohea", time: "19:24" },
    { me: "I’ve finally opened the rota.", time: "19:31" },
    {
      me: "I wrote the formula. It has given me bins every week since June. I’ve spent the whole summer complaining to the person who wrote the formula.",
      time: "19:32",
    },
    { them: "so you’ve been filing complaints with yourself", who: "Ognjen", time: "19:38", react: "😂 3" },
    { them: "are you fixing it", who: "Nohea", time: "19:40" },
    { me: "Fixed. It’s Ognjen’s until Christmas.", time: "19:47" },
    { typing: "Ognjen is typing…" },
  ],
  true,
  { Paea: "#00897b", Nohea: "#d81b60", Ognjen: "#f57c00" },
)}
</div>
<div class="row in" data-role="ui">${icon.paperclip(22)}<span class="box">Message</span>${icon.mic(22)}</div>`,
};
