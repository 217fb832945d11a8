// Part B's posts with replies (v26), fourth file: Friendster (a Highlands road trip on a 1994 road atlas).
import { avatar, icon, picture } from "./icons";
import type { ScreenSpec } from "./screen-type";
import { crow, iconBar, postCss } from "./screens-b-kit";
import { own, ui } from "./shell";

export const friendster: ScreenSpec = {
  id: "friendster-one-that-never-did",
  app: "Friendster",
  kind: "post",
  dark: true,
  device: "iphone-max",
  format: "jpeg",
  quality: 72,
  owner: { name: "Izzy Pemberton", handle: null },
  time: "20:54",
  battery: 38,
  cutLines: 0,
  replies: true,
  statusBarBackground: "#16202e",
  css:
    postCss({
      bg: "#0e141d",
      card: "#16202e",
      fg: "#e6ebf2",
      sub: "#8b97a8",
      line: "#243246",
      name: "#7fb2ff",
      accent: "#ff9a3c",
      head: "#16202e",
      headFg: "#e6ebf2",
      size: 15.5,
    }) + `.ph b{font-size:21px;font-weight:800;color:#ff9a3c}`,
  html: `<div class="row ph" data-role="ui">${icon.back(22)}<b>friendster</b>${icon.search(21)}${icon.bell(21)}</div>
<div class="fill">
<div class="pp"><div class="row" style="gap:10px">${avatar(44, "#b5735a")}<div style="flex:1">${ui("Izzy Pemberton", "pn")}${ui("Isle of Skye · 4h", "pm")}</div>${icon.more(20)}</div>
${own("Back from ten days driving round the Highlands with Mum and Dad.", "px")}
<div class="row" style="gap:4px;margin:10px -14px 0">${picture("66%", 170, ["#7a9ab8", "#3f5a48"], `<div style="position:absolute;left:-20px;top:70px;width:200px;height:120px;border-radius:50% 50% 0 0;background:#4a6a4a"></div><div style="position:absolute;left:120px;top:50px;width:220px;height:140px;border-radius:50% 50% 0 0;background:#5a7a52"></div><div style="position:absolute;left:90px;top:130px;width:80px;height:40px;background:#7a7f86;transform:skewX(-30deg)"></div>`)}${picture("34%", 170, ["#c9b28a", "#8a6f45"], `<div style="position:absolute;left:16px;top:30px;width:110px;height:120px;background:#e7dcc2;transform:rotate(-6deg)"></div><div style="position:absolute;left:30px;top:60px;width:80px;height:4px;background:#c0392b;transform:rotate(20deg)"></div>`)}</div>
${own("Dad navigated the whole trip from his 1994 road atlas. We found three roads that no longer exist and one that never did.", "px")}
${own("The scenery was unreal though. Photos of Skye to follow.", "px")}
<div class="row pa" data-role="ui"><span class="row">${icon.heart(18)}<span>57</span></span><span class="row">${icon.comment(18)}<span>10</span></span><span class="row">${icon.share(18)}</span></div></div>
<div class="pc" data-role="ui">Comments</div>
${crow({ name: "Gervase Pemberton", meta: "3h", color: "#5a7a9a", text: ["The road over Glen Dorran was there in 1994. I drove it with your mother."], who: "Gervase Pemberton", foot: "Reply · 22" })}
${crow({ name: "Izzy Pemberton", meta: "3h", color: "#b5735a", text: ["It's a footpath now, Dad."], who: "owner", depth: 1, foot: "Reply · 31" })}
${crow({ name: "Haruki Sato", meta: "2h", color: "#8a6ab5", text: ["Did the one that never existed have a nice view"], who: "Haruki Sato", foot: "Reply · 9" })}
${crow({ name: "Juhani Laine", meta: "1h", color: "#4f9a7a", text: ["Keep the atlas. A sat nav once sent me into a ford twice in one afternoon."], who: "Juhani Laine", foot: "Reply · 2" })}
</div>
${iconBar([icon.home(24), icon.person(24), icon.plusBox(24), icon.chat(24), icon.menu(24)], "#16202e", "#243246", "#8b97a8")}`,
};
