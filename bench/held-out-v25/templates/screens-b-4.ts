// Part B's posts with replies (v25), fourth file: Dispo (a borrowed four-person tent; cropped at the bottom,
// the crop cuts a comment).
import { avatar, icon, picture } from "./icons";
import type { ScreenSpec } from "./screen-type";
import { crow } from "./screens-b-kit";
import { own, ui } from "./shell";

export const dispo: ScreenSpec = {
  id: "dispo-it-took-four-people",
  app: "Dispo",
  kind: "post",
  dark: false,
  device: "iphone",
  format: "png",
  crop: { bottom: 96 },
  cutLines: 1,
  owner: { name: "Genoveva Ruiz", handle: "genoveva" },
  time: "07:38",
  battery: 58,
  replies: true,
  css: `body{background:#fffdf8;color:#1b1b1b}.fill{display:flex;flex-direction:column}.fill>*{flex:none}
.dh{flex:none;height:50px;padding:0 14px;gap:14px;position:relative;z-index:3;background:#fffdf8}.dh b{flex:1;font-size:18px;font-weight:800;letter-spacing:-.4px}
.dp{padding:4px 14px 8px}.dn{font-size:14.5px;font-weight:700}.dm{font-size:12.5px;color:#8d877c}.dx{font-size:15px;line-height:21px;margin-top:8px}
.roll{gap:6px;margin-top:10px}.roll>div{border:5px solid #fff;box-shadow:0 1px 4px rgba(0,0,0,.18)}
.da{gap:18px;margin-top:10px;font-size:13px;color:#6e695f}.da span{gap:5px}
.cr{gap:10px;align-items:flex-start;padding-top:9px;padding-right:14px;padding-bottom:5px;border-top:1px solid #f0ece3}.crn{font-size:13.5px;font-weight:700}.crx{font-size:14.5px;line-height:20px;margin-top:2px}.crf{font-size:12px;color:#a39d92;margin-top:3px}`,
  html: `<div class="row dh" data-role="ui">${icon.back(22)}<b>Lake weekend roll</b>${icon.more(22)}</div>
<div class="fill">
<div class="dp"><div class="row" style="gap:10px">${avatar(36, "#4a8a7a")}<div style="flex:1">${ui("genoveva", "dn")}${ui("Genoveva Ruiz · developed 9:00 AM", "dm")}</div></div>
<div class="row roll"><div style="flex:1">${picture("100%", 150, ["#7aa0b0", "#4f7a5a"], `<div style="position:absolute;left:20px;top:70px;width:110px;height:70px;background:#e07a3a;clip-path:polygon(50% 0,100% 100%,0 100%)"></div><div style="position:absolute;left:60px;top:104px;width:30px;height:36px;background:#8a4a1a;clip-path:polygon(50% 0,100% 100%,0 100%)"></div>`)}</div><div style="flex:1">${picture("100%", 150, ["#2a3a4a", "#111820"], `<div style="position:absolute;left:50px;top:60px;width:60px;height:40px;border-radius:50%;background:#f0a040;box-shadow:0 0 30px #f0a040"></div>`)}</div></div>
${own("Borrowed my brother's four-person tent for a two-person weekend at the lake.", "dx")}
${own("It took four people to put it up: me, Hesper, and a very patient couple from Hamburg.", "dx")}
${own("Back next month with our own tent.", "dx")}
<div class="row da" data-role="ui"><span class="row">${icon.heart(18)}<span>23</span></span><span class="row">${icon.comment(18)}<span>6</span></span></div></div>
${crow({ name: "hesper.k", color: "#b07a4a", text: ["The Hamburg man had his own mallet. He brought it over without being asked."], who: "hesper.k", foot: "8h · Reply", joined: true })}
${crow({ name: "genoveva", color: "#4a8a7a", text: ["We did buy them a beer after."], who: "owner", depth: 1, foot: "8h · Reply", joined: true })}
${crow({ name: "kjell_outdoors", color: "#5a6aa0", text: ["Practise once in the garden before the next trip, honestly saves the whole first evening."], who: "kjell_outdoors", foot: "5h · Reply", joined: true })}
${crow({ name: "ilario", color: "#a05a7a", text: ["Is that the lake with the rope swing?"], who: "ilario", foot: "2h · Reply", joined: true })}
</div>`,
};
