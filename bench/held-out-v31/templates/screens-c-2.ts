// Part C of the held-out set v31: a group chat (screens-c.ts lists the part in screens.json order).
import { icon } from "./icons";
import type { ScreenSpec } from "./screen-type";
import { bubbleCss, bubbles, headCss } from "./screens-c-kit";

export const beekeeper: ScreenSpec = {
  id: "beekeeper-stock-do-not-use-since-august",
  app: "Beekeeper",
  kind: "chat",
  dark: false,
  device: "iphone",
  format: "jpeg",
  quality: 76,
  owner: { name: "Mehdi", handle: null },
  time: "10:26",
  battery: 52,
  cutLines: 0,
  replies: true,
  css: `${bubbleCss({ bg: "#f5f6f8", fg: "#1d2430", sub: "#7b8494", left: "#ffffff", leftFg: "#1d2430", right: "#ffc72c", rightFg: "#1d1a0c", radius: 16, size: 15.5, max: 276, quote: "rgba(0,0,0,.06)", react: "#fff" })}
.bb.l{box-shadow:0 1px 1px rgba(0,0,0,.09)}.rx{box-shadow:0 1px 2px rgba(0,0,0,.14)}
${headCss("#ffffff", "#1d2430", "#7b8494", "#e2e5ea", 60)}.hd{color:#1d2430}
.in{flex:none;gap:10px;padding:8px 12px 30px;background:#fff;color:#7b8494;border-top:1px solid #e2e5ea}.in .box{flex:1;min-height:38px;border-radius:19px;background:#f1f2f5;display:flex;align-items:center;padding:6px 14px;font-size:16px;color:#9aa1ad}`,
  html: `<div class="row hd" data-role="ui">${icon.back(24)}<span style="width:38px;height:38px;border-radius:10px;background:#ffc72c;flex:none"></span><div style="flex:1;min-width:0"><b>Kitchen · Harbour Hotel</b><small>14 members</small></div>${icon.moreV(20)}</div>
<div class="fill">
${bubbles(
  "Momin",
  [
    { t: "Today" },
    {
      photo: ["#cfd8dc", "#90a4ae"],
      who: "Momin",
      caption: "has anyone dealt with this, it’s been in the walk-in since August",
      time: "09:58",
      h: 96,
      shapes: `<div style="position:absolute;left:0;top:70px;width:220px;height:6px;background:#78909c"></div><div style="position:absolute;left:70px;top:22px;width:80px;height:48px;border-radius:6px;background:rgba(255,255,255,.55);border:2px solid #eceff1"></div><div style="position:absolute;left:74px;top:40px;width:72px;height:28px;border-radius:4px;background:#8d6e3f"></div>`,
    },
    { them: "nobody touches it, the label says stock, do not use", who: "Nusrat", time: "10:03" },
    {
      me: "That’s mine. It’s my soup. I wrote “STOCK – DO NOT USE” on it so nobody would eat my lunch, and then I forgot about it for five months.",
      time: "10:11",
    },
    { them: "so the system worked perfectly", who: "Makerita", time: "10:14", react: "😂 3" },
    { them: "it’s moving a bit now", who: "Momin", time: "10:15" },
    { me: "Bin it. Please don’t open it.", time: "10:19" },
    { typing: "Nusrat is typing…" },
  ],
  true,
  { Momin: "#6d4c41", Nusrat: "#00897b", Makerita: "#8e24aa" },
)}
</div>
<div class="row in" data-role="ui">${icon.plus(22)}<span class="box">Write a message</span>${icon.camera(22)}</div>`,
};
