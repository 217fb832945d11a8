// Part B's posts with replies (v38), first file: Fetcheveryone (a half marathon in a training log, a race with a stranger).
import { avatar, icon } from "./icons";
import type { ScreenSpec } from "./screen-type";
import { crow, iconBar, postCss } from "./screens-b-kit";
import { own, ui } from "./shell";

export const fetcheveryone: ScreenSpec = {
  id: "fetcheveryone-lost-to-the-bus",
  app: "Fetcheveryone",
  kind: "post",
  dark: false,
  device: "iphone",
  format: "png",
  owner: { name: "Gethyn Lewis", handle: null },
  time: "20:16",
  battery: 41,
  cutLines: 1,
  replies: true,
  css:
    postCss({
      bg: "#f3f1ec",
      card: "#ffffff",
      fg: "#2b2b2b",
      sub: "#85817a",
      line: "#e4e0d8",
      name: "#1f5c7a",
      accent: "#e8672c",
      head: "#e8672c",
      headFg: "#ffffff",
      font: "Verdana, Geneva, sans-serif",
      size: 14,
    }) +
    `.ph b{font-size:20px;letter-spacing:-.4px}.tb2{display:flex;gap:0;background:#fff;border-bottom:1px solid #e4e0d8;font-size:13px;color:#85817a}.tb2 div{flex:1;text-align:center;padding:9px 0}.tb2 .on{color:#e8672c;font-weight:700;border-bottom:2px solid #e8672c}
.rc{margin:8px 0 0;font-size:12px;color:#85817a}.rt{font-size:16px;font-weight:700;margin-top:3px;color:#2b2b2b}
.sg{display:flex;margin-top:10px;border:1px solid #e4e0d8;border-radius:6px}.sg div{flex:1;padding:7px 0;text-align:center;border-right:1px solid #e4e0d8}.sg div:last-child{border-right:none}.sg .v{font-size:16px;font-weight:700;color:#1f5c7a}.sg .l{font-size:11px;color:#85817a}
.pc{margin-top:0;border-top:1px solid #e4e0d8}`,
  html: `<div class="row ph" data-role="ui">${icon.back(22)}<b>fetcheveryone</b>${icon.more(21)}</div>
<div class="tb2" data-role="ui"><div class="on">Training log</div><div>Races</div><div>Stats</div></div>
<div class="fill">
<div class="pp"><div class="row" style="gap:10px">${avatar(36, "#5a7d9a")}<div style="flex:1">${ui("Gethyn Lewis", "pn")}${ui("Sun 6 Dec · Race", "pm")}</div></div>
${ui("Half marathon · Cardiff", "rc")}${ui("Cardiff Bay Half", "rt")}
<div class="sg" data-role="ui"><div>${ui("13.1 mi", "v")}${ui("Distance", "l")}</div><div>${ui("1:58:40", "v")}${ui("Time", "l")}</div><div>${ui("9:03 /mi", "v")}${ui("Pace", "l")}</div></div>
${own("Sub two at last, after four goes.", "px")}
${own("Legs fine, shoulders fine, socks did not survive.", "px")}
${own("I raced one man flat out down the home straight.", "px")}
${own("He was a spectator running for his bus, and he won.", "px")}
${own("Thanks to the marshals at the bridge, loud and lovely.", "px")}
<div class="row pa" data-role="ui"><span class="row">${icon.thumbUp(17)}<span>23</span></span><span class="row">${icon.comment(16)}<span>6</span></span><span class="r">Add to favourites</span></div></div>
${ui("Comments (6)", "pc")}
${crow({ name: "Gwawr Pugh", meta: "Sun 18:02", color: "#b0705a", text: ["Sub two! Knew you had it after that ten miler in October."], who: "Gwawr Pugh" })}
${crow({ name: "jestyn_runs", meta: "Sun 18:40", color: "#7b8f4a", text: ["I saw the finish from the bridge, you both had lovely form"], who: "jestyn_runs" })}
${crow({ name: "Gethyn Lewis", meta: "Sun 19:05", color: "#5a7d9a", text: ["He had a proper running action too, I reckon he does that every Sunday."], who: "owner" })}
${crow({ name: "Gryff Morgan", meta: "Sun 21:13", color: "#8a6fb0", text: ["Should have asked him for his splits"], who: "Gryff Morgan" })}
${crow({ name: "Gethyn Lewis", meta: "Mon 07:30", color: "#5a7d9a", text: ["He didn't stop to chat, he had a bus to catch."], who: "owner" })}
</div>
${iconBar([icon.home(24), icon.grid(24), icon.plusBox(26), icon.chat(24), icon.person(24)], "#ffffff", "#e4e0d8", "#e8672c")}`,
};
