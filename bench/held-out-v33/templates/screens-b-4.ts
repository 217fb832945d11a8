// Part B's posts with replies (v33), fourth file: Snocru (a ski day and the same blue run), KAYA (a V5 and a birthday party).
import { avatar, icon, picture } from "./icons";
import { shapes } from "./parts";
import type { ScreenSpec } from "./screen-type";
import { commentBox, crow, iconBar, postCss } from "./screens-b-kit";
import { own, ui } from "./shell";

export const snocru: ScreenSpec = {
  id: "snocru-the-same-blue",
  app: "Snocru",
  kind: "post",
  dark: false,
  device: "android",
  format: "png",
  crop: { top: 26 },
  owner: { name: "Gunnvor Dahl", handle: null },
  time: "18:02",
  battery: 29,
  cutLines: 1,
  replies: true,
  css:
    postCss({
      bg: "#eef3f8",
      card: "#fff",
      fg: "#14263a",
      sub: "#6a7c90",
      line: "#dde6ef",
      name: "#14263a",
      accent: "#0b84d8",
      head: "#fff",
      headFg: "#14263a",
      size: 14,
    }) +
    `.st{display:grid;grid-template-columns:repeat(4,1fr);gap:4px;margin-top:10px}.st div{font-size:10.5px;color:#6a7c90}.st b{display:block;font-size:16px;color:#14263a}`,
  html: `<div class="row ph" data-role="ui">${icon.back(22)}<b>Ski Day</b>${icon.send(20)}${icon.moreV(20)}</div>
<div class="fill">
<div class="pp"><div class="row" style="gap:10px">${avatar(36, "#3a6ea8")}<div style="flex:1">${ui("Gunnvor Dahl", "pn")}${ui("Tignes · Thursday", "pm")}</div></div>
<div class="st" data-role="ui"><div>Runs<b>31</b></div><div>Distance<b>46.2 km</b></div><div>Vertical<b>8,140 m</b></div><div>Max speed<b>68 km/h</b></div></div></div>
${picture(
  "100%",
  104,
  ["#9fc8ec", "#dfeefa"],
  shapes([
    [-40, 40, 220, 120, "#f6fafd", "50%"],
    [120, 20, 260, 150, "#ffffff", "50%"],
    [60, 70, 6, 6, "#0b84d8"],
    [66, 72, 180, 3, "#0b84d8", "2px"],
    [200, 56, 3, 20, "#0b84d8", "2px"],
  ]),
)}
<div class="pp">
${own("Day three in Tignes, blue sky from first lift to last.", "px")}
${own("The app says I did 31 runs. Nine were the same blue run, because I couldn't find the way back to our chalet.", "px")}
${own("Legs are gone, fondue tonight.", "px")}
<div class="row pa" data-role="ui"><span class="row">${icon.heart(17)}<span>24</span></span><span class="row">${icon.comment(17)}<span>5</span></span><span class="r">View runs</span></div></div>
<div class="pc" data-role="ui">Comments</div>
${crow({ name: "Hallgerd Lie", meta: "3h", joined: true, color: "#a8563a", text: ["That's not being lost, that's loyalty"], who: "Hallgerd Lie", foot: "Like · Reply" })}
${crow({ name: "Kolbeinn Arnason", meta: "2h", joined: true, color: "#5a8a4a", text: ["Did you ever find it?"], who: "Kolbeinn Arnason", foot: "Like · Reply" })}
${crow({ name: "Gunnvor Dahl", meta: "2h", joined: true, color: "#3a6ea8", text: ["A ski instructor escorted me home."], who: "owner", depth: 1, foot: "Like · Reply" })}
${crow({ name: "Gytis Jankus", meta: "1h", joined: true, color: "#8a5aa8", text: ["Snow looks perfect, so jealous"], who: "Gytis Jankus", foot: "Like · Reply" })}
</div>
${iconBar([icon.home(22), icon.search(22), icon.plusBox(22), icon.bell(22), icon.person(22)], "#fff", "#dde6ef", "#14263a", true)}`,
};

export const kaya: ScreenSpec = {
  id: "kaya-a-child-at-a-birthday-party",
  app: "KAYA",
  kind: "post",
  dark: true,
  device: "iphone",
  format: "png",
  keyboard: true,
  suggestions: ["cave", "caves", "came"],
  owner: { name: "kairat.climbs", handle: "kairat.climbs" },
  time: "20:45",
  battery: 52,
  cutLines: 0,
  replies: true,
  css:
    postCss({
      bg: "#111214",
      card: "#18191c",
      fg: "#eceef0",
      sub: "#8e9399",
      line: "#26282c",
      name: "#eceef0",
      accent: "#f5c518",
      head: "#111214",
      headFg: "#eceef0",
      size: 13.5,
    }) + `.gr{display:inline-block;margin-top:6px;padding:2px 9px;border-radius:10px;background:#5b3c8f;color:#fff;font-size:11.5px;font-weight:700}`,
  html: `<div class="row ph" data-role="ui">${icon.back(22)}<b>Ascent</b>${icon.send(20)}${icon.more(21)}</div>
<div class="fill">
<div class="pp"><div class="row" style="gap:10px">${avatar(34, "#c07a3a")}<div style="flex:1">${ui("kairat.climbs", "pn")}${ui("Boulder Lab · The Cave · 1d", "pm")}</div></div>
${ui("V5 · Purple · Sent", "gr")}
${own("Finally sent the purple V5 in the cave at Boulder Lab after three weeks on it.", "px")}
${own("Twenty-two attempts. The beta that worked came from a child at a birthday party.", "px")}
${own("Fingers hurt, worth it.", "px")}
<div class="row pa" data-role="ui"><span class="row">${icon.heart(17)}<span>48</span></span><span class="row">${icon.comment(17)}<span>6</span></span><span class="r">Log it</span></div></div>
${crow({ name: "gaukhar.b", meta: "22h", joined: true, color: "#3a8a8a", text: ["She should be on your payroll"], who: "gaukhar.b", foot: "Like · Reply" })}
${crow({ name: "kairat.climbs", meta: "21h", joined: true, color: "#c07a3a", text: ["I bought her a juice. We're square."], who: "owner", depth: 1, foot: "Like · Reply" })}
${crow({ name: "ignac_sends", meta: "9h", joined: true, color: "#7a5ab0", text: ["What was the beta??"], who: "ignac_sends", foot: "Like · Reply" })}
${crow({ name: "kairat.climbs", meta: "8h", joined: true, color: "#c07a3a", text: ["Left heel hook, then never look at the next hold."], who: "owner", depth: 1, foot: "Like · Reply" })}
</div>
${commentBox({ text: "Which wall is the cave on", typed: true, color: "#4a6a9a", bg: "#18191c", box: "#26282c", fg: "#eceef0", sub: "#8e9399", line: "#26282c", right: icon.send(20), bottom: 8 })}`,
};
