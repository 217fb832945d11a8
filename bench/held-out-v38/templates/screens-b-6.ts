// Part B's posts with replies (v38), sixth file: NoForeignLand (a sailing holiday's night at anchor).
import { avatar, icon, picture } from "./icons";
import { shapes } from "./parts";
import type { ScreenSpec } from "./screen-type";
import { crow, iconBar, postCss } from "./screens-b-kit";
import { own, ui } from "./shell";

export const noforeignland: ScreenSpec = {
  id: "noforeignland-the-keel-was-on-the-sand",
  app: "NoForeignLand",
  kind: "post",
  dark: false,
  device: "android",
  format: "png",
  owner: { name: "Guusje Bakker", handle: null },
  time: "09:17",
  battery: 47,
  cutLines: 1,
  replies: true,
  css:
    postCss({
      bg: "#eef2f6",
      card: "#ffffff",
      fg: "#1b2a3a",
      sub: "#7a8796",
      line: "#dde3ea",
      name: "#15395e",
      accent: "#0f7fbf",
      head: "#15395e",
      headFg: "#ffffff",
      font: "Roboto, Arial, sans-serif",
      size: 14.5,
    }) +
    `.ph b{font-size:18px;font-weight:700;letter-spacing:.2px}
.bt{display:flex;align-items:center;gap:10px;padding:8px 14px;background:#fff;border-bottom:1px solid #dde3ea}.bt .n{font-size:15px;font-weight:700;color:#15395e}.bt .m{font-size:12px;color:#7a8796}
.lt{font-size:16px;font-weight:700;margin-top:2px;color:#1b2a3a}
.sg{display:flex;gap:18px;margin-top:8px;font-size:12px;color:#7a8796}.sg>div{flex:1}.sg .v{font-size:15px;font-weight:700;color:#15395e}
.cr{padding-top:7px;padding-bottom:3px}`,
  html: `<div class="row ph" data-role="ui">${icon.back(22)}<b>noforeignland</b>${icon.share(20)}${icon.moreV(21)}</div>
<div class="bt" data-role="ui">${picture(
    34,
    34,
    ["#f2f2f2", "#c8d3de"],
    shapes([
      [14, 4, 3, 24, "#15395e", "1px"],
      [18, 6, 12, 18, "#ffffff", "0 10px 0 0"],
      [4, 26, 26, 5, "#15395e", "0 0 6px 6px"],
    ]),
  )}<div><div class="n">Lotte</div><div class="m">Sailing yacht · 34 ft · Croatia</div></div></div>
<div class="fill">
${picture(
  "100%",
  120,
  ["#a9d2ec", "#7fb7dd"],
  shapes([
    [0, 0, 120, 120, "#d9cfa8", "0 60% 40% 0"],
    [250, 70, 110, 50, "#d9cfa8", "60% 0 0 0"],
    [110, 30, 4, 4, "#0f7fbf", "50%"],
    [114, 32, 40, 3, "#0f7fbf", "2px"],
    [152, 32, 3, 50, "#0f7fbf", "2px"],
    [152, 80, 120, 3, "#0f7fbf", "2px"],
    [268, 74, 10, 10, "#e2483d", "50%"],
  ]),
)}
<div class="pp"><div class="row" style="gap:10px">${avatar(34, "#c2704e")}<div style="flex:1">${ui("Guusje Bakker", "pn")}${ui("Logbook · Day 4 · Aug 21", "pm")}</div></div>
${ui("Hvar to a bay on Vis", "lt")}
<div class="sg" data-role="ui"><div>${ui("18.6 nm", "v")}${ui("Distance", "")}</div><div>${ui("4h 10m", "v")}${ui("Underway", "")}</div><div>${ui("12 kn", "v")}${ui("Max wind", "")}</div></div>
${own("Gentle beam reach all afternoon, dolphins off the point.", "px")}
${own("First night at anchor, I checked our position every hour until dawn.", "px")}
${own("We didn't drag an inch, because the keel was on the sand.", "px")}
${own("Tide lifted us off at six, nobody hurt, not even the boat.", "px")}
<div class="row pa" data-role="ui"><span class="row">${icon.heart(17)}<span>38</span></span><span class="row">${icon.comment(16)}<span>5</span></span><span class="r">View track</span></div></div>
${ui("Comments", "pc")}
${crow({ name: "Jelte de Vries", meta: "Aug 21", joined: true, color: "#5e7fa6", text: ["Most secure mooring in the Adriatic"], who: "Jelte de Vries" })}
${crow({ name: "Guusje Bakker", meta: "Aug 21", joined: true, color: "#c2704e", text: ["The depth alarm was off. It has since been turned on."], who: "owner" })}
${crow({ name: "Jarkko Laine", meta: "Aug 22", joined: true, color: "#6f9a5a", text: ["We anchored in the same bay in June, lovely spot, good holding"], who: "Jarkko Laine" })}
${crow({ name: "Lahja Laine", meta: "Aug 22", joined: true, color: "#a5678f", text: ["Did the charter company find out"], who: "Lahja Laine" })}
${crow({ name: "Guusje Bakker", meta: "Aug 23", joined: true, color: "#c2704e", text: ["They will when they read this."], who: "owner" })}
</div>
${iconBar([icon.pin(24), icon.search(24), icon.plusBox(26), icon.chat(24), icon.person(24)], "#ffffff", "#dde3ea", "#15395e", true)}`,
};
