// Part B's posts with replies (v33), fifth file: Airchat (a week in Lisbon and one phrase), Map My Run (an easy 8k and the boss).
import { avatar, icon, picture } from "./icons";
import { shapes } from "./parts";
import type { ScreenSpec } from "./screen-type";
import { crow, iconBar, postCss } from "./screens-b-kit";
import { own, ui } from "./shell";

export const airchat: ScreenSpec = {
  id: "airchat-saying-it-for-me",
  app: "Airchat",
  kind: "post",
  dark: true,
  device: "iphone-max",
  format: "png",
  owner: { name: "Lusine Hakobyan", handle: "@lusine" },
  time: "13:19",
  battery: 86,
  cutLines: 0,
  replies: true,
  css:
    postCss({
      bg: "#000",
      card: "#000",
      fg: "#f4f4f4",
      sub: "#8f8f96",
      line: "#1e1e22",
      name: "#f4f4f4",
      accent: "#ffffff",
      head: "#000",
      headFg: "#f4f4f4",
      size: 16,
    }) +
    `.wv{gap:3px;margin-top:10px;height:22px;align-items:center}.wv i{display:inline-block;width:3px;border-radius:2px;background:#5a5a62}.cr{border-left:2px solid #1e1e22;margin-left:30px;padding-left:12px!important}`,
  html: `<div class="row ph" data-role="ui">${icon.back(22)}<b></b>${icon.more(21)}</div>
<div class="fill">
<div class="pp"><div class="row" style="gap:10px">${avatar(42, "#9a5a3a")}<div style="flex:1">${ui("Lusine Hakobyan", "pn")}${ui("@lusine · 3h", "pm")}</div></div>
<div class="row wv">${[8, 14, 20, 12, 6, 16, 22, 10, 18, 8, 14, 20, 6, 12, 18, 10, 16, 8, 20, 12, 6, 14, 10, 18].map((h) => `<i style="height:${h}px"></i>`).join("")}</div>
${own("Back from a week in Lisbon, pastel de nata every single day.", "px")}
${own("I learned one phrase in Portuguese. It was one more please. By Thursday the lady at the bakery was saying it for me.", "px")}
${own("Already planning the next trip.", "px")}
${picture(
  "100%",
  120,
  ["#e9b44a", "#c97f2a"],
  shapes([
    [20, 30, 90, 60, "#f6d78a", "40%"],
    [130, 40, 90, 60, "#f6d78a", "40%"],
    [40, 44, 50, 30, "#8a4a1a", "50%"],
    [150, 54, 50, 30, "#8a4a1a", "50%"],
    [250, 10, 110, 100, "#3d6ea8", "8px"],
  ]),
).replace('class="pic" style="', 'class="pic" style="margin-top:10px;border-radius:14px;')}
<div class="row pa" data-role="ui"><span class="row">${icon.heart(17)}<span>64</span></span><span class="row">${icon.comment(17)}<span>8</span></span><span class="row">${icon.repost(17)}<span>2</span></span></div></div>
${crow({ name: "Lelde Ozolina", meta: "2h", joined: true, color: "#4a7ab0", text: ["Honestly that counts as fluency"], who: "Lelde Ozolina", foot: "0:03" })}
${crow({ name: "Haykanush", meta: "2h", joined: true, color: "#b04a8a", text: ["She was being kind. She was counting."], who: "Haykanush", foot: "0:02" })}
${crow({ name: "Lusine Hakobyan", meta: "1h", joined: true, color: "#9a5a3a", text: ["I had eleven. She was right to count."], who: "owner", depth: 1, foot: "0:03" })}
${crow({ name: "Janis Berzs", meta: "1h", joined: true, color: "#6a9a4a", text: ["Which bakery was it?"], who: "Janis Berzs", foot: "0:01" })}
${crow({ name: "Lusine Hakobyan", meta: "40m", joined: true, color: "#9a5a3a", text: ["Near the tram stop, on the corner with the blue tiles."], who: "owner", depth: 1, foot: "0:04" })}
</div>
${iconBar([icon.home(24), icon.search(24), icon.plusBox(24), icon.bell(24), icon.person(24)], "#000", "#1e1e22", "#f4f4f4")}`,
};

export const mapMyRun: ScreenSpec = {
  id: "map-my-run-until-he-was-out-of-sight",
  app: "Map My Run",
  kind: "post",
  dark: false,
  device: "iphone",
  format: "png",
  crop: { bottom: 50 },
  owner: { name: "Laimonas Vaitkus", handle: null },
  time: "07:58",
  battery: 91,
  cutLines: 1,
  replies: true,
  statusBarDark: true,
  statusBarBackground: "#0d3b66",
  css:
    postCss({
      bg: "#eef1f4",
      card: "#fff",
      fg: "#1a2533",
      sub: "#6b7684",
      line: "#dfe3e8",
      name: "#1a2533",
      accent: "#e0332b",
      head: "#0d3b66",
      headFg: "#fff",
      size: 14.5,
    }) +
    `.st{display:grid;grid-template-columns:repeat(3,1fr);gap:6px;margin-top:10px}.st div{font-size:11px;color:#6b7684}.st b{display:block;font-size:18px;color:#1a2533}`,
  html: `<div class="row ph" data-role="ui">${icon.back(22)}<b>Activity</b>${icon.send(20)}</div>
<div class="fill">
<div class="pp"><div class="row" style="gap:10px">${avatar(38, "#4a8a6a")}<div style="flex:1">${ui("Laimonas Vaitkus", "pn")}${ui("Run · Today 06:41 · Vilnius", "pm")}</div></div>
<div class="st" data-role="ui"><div>Distance<b>8.04 km</b></div><div>Time<b>44:12</b></div><div>Pace<b>5:30 /km</b></div></div></div>
${picture(
  "100%",
  100,
  ["#e4ebe0", "#d2dccd"],
  shapes([
    [0, 40, 390, 16, "#a8c8e0", "0"],
    [50, 30, 280, 4, "#e0332b", "2px"],
    [326, 30, 4, 40, "#e0332b", "2px"],
    [50, 66, 280, 4, "#e0332b", "2px"],
    [46, 26, 10, 10, "#1a2533"],
  ]),
)}
<div class="pp">
${own("Easy 8k before work, legs still heavy from Sunday.", "px")}
${own("Ran past my boss waiting for his bus. Held tempo pace for the whole street until he was out of sight.", "px")}
${own("Easy pace again once I'd turned the corner.", "px")}
<div class="row pa" data-role="ui"><span class="row">${icon.heart(17)}<span>19</span></span><span class="row">${icon.comment(17)}<span>5</span></span><span class="r">Splits</span></div></div>
<div class="pc" data-role="ui">Comments</div>
${crow({ name: "Gintaras Petraitis", meta: "1h", joined: true, color: "#a86a3a", text: ["Boss-based intervals. Genius."], who: "Gintaras Petraitis", foot: "Like · Reply" })}
${crow({ name: "Laimonas Vaitkus", meta: "1h", joined: true, color: "#4a8a6a", text: ["He waved at me from the bus at the next stop."], who: "owner", depth: 1, foot: "Like · Reply" })}
${crow({ name: "Ieva Kazlauskaite", meta: "40m", joined: true, color: "#8a4ab0", text: ["Was this the river loop?"], who: "Ieva Kazlauskaite", foot: "Like · Reply" })}
${crow({ name: "Laimonas Vaitkus", meta: "35m", joined: true, color: "#4a8a6a", text: ["Yes, the river loop and back over the footbridge."], who: "owner", depth: 1, foot: "Like · Reply" })}
${crow({ name: "Gintaras Petraitis", meta: "20m", joined: true, color: "#a86a3a", text: ["That's the only fast split on here"], who: "Gintaras Petraitis", foot: "Like · Reply" })}
</div>
${iconBar([icon.home(24), icon.search(24), icon.plusBox(24), icon.bell(24), icon.person(24)], "#fff", "#dfe3e8", "#1a2533")}`,
};
