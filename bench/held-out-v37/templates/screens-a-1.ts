// Part A's dating profiles, first file (v37): Sympatia, Zweisam.
import { icon, picture } from "./icons";
import type { ScreenSpec } from "./screen-type";
import { caption, card, cardCss, note, noteCss, onPhoto, tags } from "./screens-a-kit";
import { esc } from "./shell";

export const sympatia: ScreenSpec = {
  id: "sympatia-ring-the-bell-twice",
  app: "Sympatia",
  kind: "profile",
  dark: false,
  device: "android",
  format: "jpeg",
  quality: 76,
  owner: { name: "Celina", handle: null },
  time: "21:07",
  battery: 63,
  statusBarBackground: "#ffffff",
  replies: true,
  cutLines: 1,
  css: `${cardCss("#ffffff", "#e2007a", "#26202a", 14.5, 10)}${noteCss("#fff3f9", "#f6cfe3", "#b0005f", "#26202a")}
body{background:#f4f1f5;color:#26202a}
.hd{flex:none;height:52px;padding:0 14px;gap:14px;background:#fff;border-bottom:1px solid #e8e1ea}.hd b{flex:1;font-size:23px;font-weight:700;color:#e2007a;letter-spacing:.2px;font-family:Georgia,serif}
.ph{flex:none;overflow:hidden;position:relative;margin:8px 12px 0;border-radius:10px}
.tg{flex:none;gap:6px;flex-wrap:wrap;padding:9px 12px 0}.tg span{font-size:12px;color:#4a3d4f;background:#fff;border:1px solid #e3d6e6;border-radius:6px;padding:4px 8px}
.act{flex:none;gap:12px;padding:9px 14px 12px;background:#fff;border-top:1px solid #e8e1ea}.act span{flex:1;height:42px;border-radius:8px;display:flex;align-items:center;justify-content:center;gap:6px;font-size:14.5px;font-weight:700;background:#efe8f1;color:#5c4f61}.act span.a{background:#e2007a;color:#fff}`,
  html: `<div class="row hd" data-role="ui">${icon.back(22)}<b>${esc("Sympatia")}</b>${icon.star(20)}${icon.moreV(22)}</div>
<div class="fill" style="display:flex;flex-direction:column">
<div class="ph">${picture("100%", 188, ["#c9b8a0", "#5b4a3c"], `${caption("owner", "Kazimierz on a Sunday", "left:12px;top:12px", "rgba(40,20,35,.5)")}${onPhoto("Celina, 39", "Krakow · 4 km away", 25)}`)}</div>
${tags(["168 cm", "Tram driver", "Doesn't smoke", "Drinks socially", "Something serious"])}
${card("About me", "owner", "Tram driver, two cats, and a sourdough starter that has outlived three flatmates.")}
${card("Something that makes me smile", "owner", "I'm at the controls of the number 8 tram through Krakow. If you wave at me from a stop, I can't wave back. I will ring the bell twice, though.")}
${note("Arkadiusz · 19:42", "#7d6a86", "Arkadiusz", "so that was you on tuesday, i thought the bell was broken")}
${card("Who I'm looking for", "owner", "Someone patient for slow walks along the Vistula who won't mind that I know every timetable by heart.")}
</div>
<div class="row act" data-role="ui"><span>${icon.close(18)}${esc("Not now")}</span><span class="a">${icon.heartFilled(18, "#fff")}${esc("I like you")}</span></div>`,
};
