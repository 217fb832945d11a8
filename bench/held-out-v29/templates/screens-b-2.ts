// Part B's posts with replies (v29), second file: Yummypets (a cat and next door's gloves), SideChef (a leaning
// birthday cake), Suunto (a fell run the watch paused through).
import { avatar, icon, picture } from "./icons";
import { shapes } from "./parts";
import type { ScreenSpec } from "./screen-type";
import { commentBox, crow, iconBar, postCss } from "./screens-b-kit";
import { own, ui } from "./shell";

export const yummypets: ScreenSpec = {
  id: "yummypets-eleven-left-hands",
  app: "Yummypets",
  kind: "post",
  dark: false,
  device: "android",
  format: "jpeg",
  quality: 74,
  owner: { name: "Lalita Rao", handle: null },
  time: "08:12",
  battery: 71,
  statusBarDark: true,
  statusBarBackground: "#f0812e",
  cutLines: 0,
  replies: true,
  css:
    postCss({
      bg: "#f6f1ea",
      card: "#fff",
      fg: "#2d2a26",
      sub: "#8f877d",
      line: "#ece4d8",
      name: "#2d2a26",
      accent: "#f0812e",
      head: "#f0812e",
      headFg: "#fff",
      size: 14,
    }) +
    `.logo{flex:1;font-size:20px;font-weight:800;letter-spacing:-.2px}.pet{font-size:12.5px;color:#f0812e;font-weight:600;margin-top:1px}.cr{padding-top:6px;padding-bottom:3px}`,
  html: `<div class="row ph" data-role="ui">${icon.back(22)}<span class="logo">Yummypets</span>${icon.bell(20)}</div>
<div class="fill">
<div class="pp"><div class="row" style="gap:10px">${avatar(36, "#8d6e9e")}<div style="flex:1">${ui("Lalita Rao", "pn")}${ui("Lumpkin · Domestic shorthair · 3 yrs", "pet")}</div>${ui("5h", "pm")}</div></div>
${picture(
  "100%",
  150,
  ["#d8cdb8", "#a89c86"],
  shapes([
    [0, 112, 360, 38, "#7d6e5a", "0"],
    [120, 60, 120, 64, "#e3a05a", "50% 50% 30% 30%"],
    [200, 40, 46, 40, "#e3a05a"],
    [60, 118, 34, 20, "#5c8a4a", "40% 40% 10% 10%"],
    [262, 120, 30, 18, "#5c8a4a", "40% 40% 10% 10%"],
  ]),
)}
<div class="pp">
${own("Lumpkin's first winter as an outdoor cat, and he's thriving.", "px")}
${own("Every night he brings in one of next door's gardening gloves. We now have eleven, all left hands.", "px")}
${own("If anyone on Alder Road is missing a glove, I know a cat.", "px")}
<div class="row pa" data-role="ui"><span class="row">${icon.heart(17)}<span>142</span></span><span class="row">${icon.comment(17)}<span>6</span></span><span class="r">Send treat</span></div></div>
<div class="pc" data-role="ui">Comments</div>
${crow({ name: "Henk Vos", meta: "4h", joined: true, color: "#4d7fa3", text: ["Hi, it's next door. I keep buying them in pairs and wondering."], who: "Henk Vos" })}
${crow({ name: "Lalita Rao", meta: "4h", joined: true, color: "#8d6e9e", text: ["So sorry! I'll drop them round in a bag. He's very proud of the collection."], who: "owner", depth: 1 })}
${crow({ name: "Henk Vos", meta: "3h", joined: true, color: "#4d7fa3", text: ["Keep one. He's earned it."], who: "Henk Vos", depth: 1 })}
${crow({ name: "Gwyneth Amos", meta: "2h", joined: true, color: "#c0724a", text: ["Ours only brings in slugs, so honestly this is an upgrade."], who: "Gwyneth Amos" })}
${crow({ name: "Jurre Bakker", meta: "1h", joined: true, color: "#5f9a6e", text: ["Is he a Maine Coon? He's enormous"], who: "Jurre Bakker" })}
${crow({ name: "Lalita Rao", meta: "40m", joined: true, color: "#8d6e9e", text: ["Half Maine Coon, half whatever lives behind the Co-op."], who: "owner", depth: 1 })}
</div>
${iconBar([icon.home(22), icon.search(22), icon.camera(22), icon.heart(22), icon.person(22)], "#fff", "#ece4d8", "#8f877d", true)}`,
};

export const sidechef: ScreenSpec = {
  id: "sidechef-pointing-at-the-fridge",
  app: "SideChef",
  kind: "post",
  dark: true,
  device: "iphone-max",
  format: "png",
  owner: { name: "Jelka Novak", handle: null },
  time: "22:47",
  battery: 34,
  keyboard: true,
  suggestions: ["the", "I", "slice"],
  cutLines: 1,
  replies: true,
  css:
    postCss({
      bg: "#111",
      card: "#1b1b1b",
      fg: "#eeeeee",
      sub: "#9b9b9b",
      line: "#2b2b2b",
      name: "#eeeeee",
      accent: "#ff7043",
      head: "#1b1b1b",
      headFg: "#eeeeee",
      size: 14,
    }) + `.ti{font-size:16px;font-weight:700;margin-top:8px;color:#ff8a65}.cr{padding-top:5px;padding-bottom:2px}`,
  html: `<div class="row ph" data-role="ui">${icon.back(22)}<b>Cooksnap</b>${icon.bookmark(20)}${icon.share(20)}</div>
<div class="fill">
<div class="pp"><div class="row" style="gap:10px">${avatar(32, "#c46a8c")}<div style="flex:1">${ui("Jelka Novak", "pn")}${ui("cooked Lemon Drizzle Layer Cake · 6h", "pm")}</div></div>
<div style="margin-top:8px;border-radius:10px;overflow:hidden">${picture(
    "100%",
    74,
    ["#3a3226", "#1f1a14"],
    `<div style="position:absolute;left:150px;top:12px;width:100px;height:62px;transform:rotate(14deg);transform-origin:bottom left">${shapes([
      [0, 0, 100, 62, "#f3e3a8", "8px 8px 2px 2px"],
      [0, 20, 100, 4, "#e0c36a", "0"],
      [0, 40, 100, 4, "#e0c36a", "0"],
      [26, -12, 4, 14, "#ffd54f", "2px"],
      [50, -12, 4, 14, "#ffd54f", "2px"],
      [74, -12, 4, 14, "#ffd54f", "2px"],
    ])}</div>${shapes([[300, 6, 70, 70, "#c9ccd1", "4px"]])}`,
  )}</div>
${own("Made a three-layer lemon drizzle for Nana Liesbeth's 90th.", "px")}
${own("It started leaning at about four o'clock. By the time we lit the candles it was pointing at the fridge.", "px")}
${own("Tasted lovely, mind. Recipe below, minus the structural engineering.", "px")}
<div class="row pa" data-role="ui"><span class="row">${icon.heart(17)}<span>57</span></span><span class="row">${icon.comment(17)}<span>3</span></span><span class="r">View recipe</span></div></div>
${crow({ name: "Ilias Demir", meta: "5h", joined: true, color: "#5b86c2", text: ["Did you use dowels between the layers?"], who: "Ilias Demir" })}
${crow({ name: "Jelka Novak", meta: "5h", joined: true, color: "#c46a8c", text: ["Two chopsticks, and a prayer to Mary Berry."], who: "owner", depth: 1 })}
${crow({ name: "Keiko Tan", meta: "3h", joined: true, color: "#74a86a", text: ["Nana Liesbeth told me it was the first thing in years to lean on her instead."], who: "Keiko Tan" })}
</div>
${commentBox({ text: "save me a slice of the bit nearest the fridge", typed: true, color: "#8a7bd0", bg: "#1b1b1b", box: "#2b2b2b", fg: "#eeeeee", sub: "#9b9b9b", line: "#2b2b2b", right: icon.send(20), bottom: 8 })}`,
};

export const suunto: ScreenSpec = {
  id: "suunto-teleported-up-cat-bells",
  app: "Suunto",
  kind: "post",
  dark: true,
  device: "android",
  format: "jpeg",
  generations: [{ quality: 85 }, { width: 900, quality: 70 }],
  owner: { name: "Itamar Levy", handle: null },
  time: "17:05",
  battery: 19,
  statusBarBackground: "#0d0d0f",
  cutLines: 0,
  replies: true,
  css:
    postCss({
      bg: "#0d0d0f",
      card: "#17181b",
      fg: "#f1f1f1",
      sub: "#8d9096",
      line: "#26282c",
      name: "#f1f1f1",
      accent: "#1fa3ec",
      head: "#0d0d0f",
      headFg: "#f1f1f1",
      size: 14,
    }) +
    `.st{display:grid;grid-template-columns:1fr 1fr 1fr;gap:6px;margin-top:10px}.st>div{background:#202226;border-radius:8px;padding:6px 8px}.sv{font-size:17px;font-weight:700}.sl{font-size:11px;color:#8d9096}.act{font-size:12px;color:#1fa3ec;font-weight:700;letter-spacing:.6px}.cr{padding-top:6px;padding-bottom:3px}`,
  html: `<div class="row ph" data-role="ui">${icon.back(22)}<b>Workout</b>${icon.share(20)}${icon.moreV(20)}</div>
<div class="fill">
<div class="pp"><div class="row" style="gap:10px">${avatar(34, "#3c7d6b")}<div style="flex:1">${ui("Itamar Levy", "pn")}${ui("Yesterday, 09:14 · Keswick", "pm")}</div>${ui("TRAIL RUNNING", "act")}</div></div>
${picture(
  "100%",
  118,
  ["#2d3b2e", "#1b2420"],
  shapes([
    [40, 20, 180, 90, "#3a4d3a", "50%"],
    [150, 10, 150, 80, "#45593f", "50%"],
    [60, 70, 230, 4, "#ff5a36", "2px"],
    [180, 30, 4, 44, "#ff5a36", "2px"],
    [178, 26, 10, 10, "#ffffff"],
  ]),
)}
<div class="pp">
<div class="st" data-role="ui"><div><div class="sv">1:52'11</div><div class="sl">Duration</div></div><div><div class="sv">14.6 km</div><div class="sl">Distance</div></div><div><div class="sv">712 m</div><div class="sl">Ascent</div></div></div>
${own("Easy one along the ridge, legs felt good.", "px")}
${own("Official time 1:52, because my watch auto-paused for the whole climb up Cat Bells. As far as Suunto knows I teleported.", "px")}
${own("Fastest ascent of my life, apparently.", "px")}
<div class="row pa" data-role="ui"><span class="row">${icon.thumbUp(17)}<span>38</span></span><span class="row">${icon.comment(17)}<span>4</span></span></div></div>
${crow({ name: "Guus de Wit", meta: "20h", joined: true, color: "#b07a3c", text: ["So the watch saw you stop and assumed you'd given up?"], who: "Guus de Wit" })}
${crow({ name: "Itamar Levy", meta: "19h", joined: true, color: "#3c7d6b", text: ["It wasn't wrong. I spent most of Cat Bells standing still."], who: "owner", depth: 1 })}
${crow({ name: "Kiona Reyes", meta: "12h", joined: true, color: "#8b5fb0", text: ["Teach me how to teleport, I'm doing Helvellyn on Sunday"], who: "Kiona Reyes" })}
${crow({ name: "Gudmund Berg", meta: "6h", joined: true, color: "#4a7fb5", text: ["Good effort mate, those descents look fast"], who: "Gudmund Berg" })}
</div>
${iconBar([icon.home(22), icon.globe(22), icon.plus(24), icon.chat(22), icon.person(22)], "#17181b", "#26282c", "#8d9096", true)}`,
};
