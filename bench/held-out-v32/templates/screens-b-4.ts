// Part B's posts with replies (v32), fourth file: Travello (a convertible's roof), Keepy (a family drawing).
import { avatar, icon, picture } from "./icons";
import { shapes } from "./parts";
import type { ScreenSpec } from "./screen-type";
import { crow, iconBar, postCss } from "./screens-b-kit";
import { own, ui } from "./shell";

export const travello: ScreenSpec = {
  id: "travello-the-button-that-puts-it-down",
  app: "Travello",
  kind: "post",
  dark: false,
  device: "iphone",
  format: "jpeg",
  generations: [{ quality: 84 }, { width: 1000, quality: 66 }],
  owner: { name: "Josselin Marchand", handle: null },
  time: "18:54",
  battery: 12,
  cutLines: 1,
  replies: true,
  css:
    postCss({
      bg: "#f4f7f8",
      card: "#fff",
      fg: "#1f2d33",
      sub: "#78878d",
      line: "#e1e8ea",
      name: "#1f2d33",
      accent: "#00a6a6",
      head: "#fff",
      headFg: "#1f2d33",
      size: 14.5,
    }) +
    `.logo{flex:1;font-size:21px;font-weight:800;color:#00a6a6;letter-spacing:-.4px}.loc{gap:5px;margin-top:2px;font-size:12px;color:#00a6a6;font-weight:600}`,
  html: `<div class="row ph" data-role="ui"><span class="logo">travello</span>${icon.search(21)}${icon.chat(21)}</div>
<div class="fill">
<div class="pp"><div class="row" style="gap:10px">${avatar(38, "#3f7cac")}<div style="flex:1">${ui("Josselin Marchand", "pn")}<div class="row loc" data-role="ui"><span>Amalfi, Italy · 2h</span></div></div>${icon.more(20)}</div>
${own("Day four driving the Amalfi Coast in a little rented convertible.", "px")}
${own("The roof has stayed up the whole time. I still cannot find the button that puts it down.", "px")}
${own("Positano tomorrow, then the ferry to Capri.", "px")}</div>
${picture(
  "100%",
  170,
  ["#8fc8e8", "#2f7fb0"],
  shapes([
    [0, 92, 390, 78, "#2a6e96", "0"],
    [-40, 40, 220, 110, "#6f8f4e", "50% 50% 0 0"],
    [230, 60, 200, 100, "#7d9a58", "50% 50% 0 0"],
    [120, 118, 120, 34, "#c0392b", "12px 12px 6px 6px"],
    [140, 100, 80, 26, "#2b2b2b", "10px 10px 0 0"],
    [128, 144, 24, 24, "#222"],
    [208, 144, 24, 24, "#222"],
  ]),
)}
<div class="pp" style="padding-top:4px">
<div class="row pa" data-role="ui"><span class="row">${icon.heart(17)}<span>57</span></span><span class="row">${icon.comment(17)}<span>9</span></span><span class="r">Share</span></div></div>
${crow({ name: "Lisandre Petit", meta: "1h", joined: true, color: "#c0567a", text: ["It's a lever by the mirror, not a button. You're welcome."], who: "Lisandre Petit", foot: "Like · Reply" })}
${crow({ name: "Josselin Marchand", meta: "58m", joined: true, color: "#3f7cac", text: ["Found it this morning. It has rained since."], who: "owner", depth: 1, foot: "Like · Reply" })}
${crow({ name: "Ludivine Roussel", meta: "40m", joined: true, color: "#6b9a55", text: ["A convertible with the roof up is just a small car with a secret."], who: "Ludivine Roussel", foot: "Like · Reply" })}
${crow({ name: "Honorine Blanc", meta: "12m", joined: true, color: "#b58a3a", text: ["Which ferry are you getting to Capri?"], who: "Honorine Blanc", foot: "Like · Reply" })}
</div>
${iconBar([icon.home(24), icon.search(24), icon.plusBox(24), icon.chat(24), icon.person(24)], "#fff", "#e1e8ea", "#1f2d33")}`,
};

export const keepy: ScreenSpec = {
  id: "keepy-a-small-grey-square",
  app: "Keepy",
  kind: "post",
  dark: false,
  device: "iphone",
  format: "png",
  owner: { name: "Hafwen", handle: null },
  time: "16:12",
  battery: 66,
  crop: { bottom: 60 },
  cutLines: 0,
  replies: true,
  css:
    postCss({
      bg: "#fffaf2",
      card: "#fffaf2",
      fg: "#2b2620",
      sub: "#8c8275",
      line: "#efe4d2",
      name: "#2b2620",
      accent: "#f47b20",
      head: "#fffaf2",
      headFg: "#2b2620",
      size: 15,
    }) +
    `.kid{padding:6px 14px 0;gap:8px;font-size:13px;color:#8c8275}.kid b{color:#f47b20}.art{margin:8px 14px 0;border-radius:10px;overflow:hidden;box-shadow:0 2px 6px rgba(0,0,0,.12)}.ti{font-size:18px;font-weight:800;margin-top:4px}`,
  html: `<div class="row ph" data-role="ui">${icon.back(22)}<b>Artwork</b>${icon.send(20)}${icon.more(21)}</div>
<div class="fill">
<div class="row kid" data-role="ui">${avatar(26, "#f4a259")}<span><b>Gruffydd</b> · age 6 · School</span></div>
<div class="art">${picture(
    "100%",
    170,
    ["#fffdf7", "#fbf6ea"],
    shapes([
      [30, 50, 36, 36, "#f2c14e"],
      [28, 86, 40, 60, "#e4572e", "8px"],
      [90, 44, 36, 36, "#f2c14e"],
      [88, 80, 40, 66, "#3f88c5", "8px"],
      [150, 70, 30, 30, "#f2c14e"],
      [148, 100, 34, 46, "#44af69", "8px"],
      [206, 110, 50, 28, "#f28c28", "50% 40% 40% 50%"],
      [280, 96, 50, 50, "#9a9a9a", "2px"],
      [20, 8, 40, 40, "#ffd23f"],
    ]),
  )}</div>
<div class="pp">
${ui("Our Family", "ti")}
${own("Gruffydd drew the whole family at school today.", "px")}
${own("Everyone is in it, including the goldfish, and I am a small grey square labelled 'at work'.", "px")}
${own("Putting it on the fridge regardless.", "px")}
<div class="row pa" data-role="ui"><span class="row">${icon.heart(17)}<span>9 fans</span></span><span class="row">${icon.comment(17)}<span>4</span></span><span class="r">Add to book</span></div></div>
<div class="pc" data-role="ui">Comments</div>
${crow({ name: "Taid Ioan", meta: "Grandad · 3h", joined: true, color: "#7a6a9e", text: ["The goldfish has a lovely smile"], who: "Taid Ioan", foot: "Reply" })}
${crow({ name: "Auntie Gaenor", meta: "2h", joined: true, color: "#c0567a", text: ["To be fair the square is very neatly coloured in"], who: "Auntie Gaenor", foot: "Reply" })}
${crow({ name: "Hafwen", meta: "Mum · 2h", joined: true, color: "#2f8f83", text: ["He says the square is the office. I'm inside it."], who: "owner", depth: 1, foot: "Reply" })}
</div>
${iconBar([icon.home(24), icon.grid(24), icon.camera(24), icon.bell(24), icon.person(24)], "#fffaf2", "#efe4d2", "#2b2620")}`,
};
