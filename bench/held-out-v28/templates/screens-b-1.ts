// Part B's posts with replies (v28), first file: Hometalk (a knock-through and a dog at a door that is gone).
import { avatar, icon, picture } from "./icons";
import { shapes } from "./parts";
import type { ScreenSpec } from "./screen-type";
import { crow, iconBar, postCss } from "./screens-b-kit";
import { own, ui } from "./shell";

export const hometalk: ScreenSpec = {
  id: "hometalk-waits-where-the-door-was",
  app: "Hometalk",
  kind: "post",
  dark: false,
  device: "iphone",
  format: "png",
  owner: { name: "Georgina Pell", handle: null },
  time: "19:42",
  battery: 63,
  cutLines: 1,
  replies: true,
  css:
    postCss({
      bg: "#f4f4f1",
      card: "#fff",
      fg: "#2b2b2b",
      sub: "#858580",
      line: "#e6e6e0",
      name: "#2b2b2b",
      accent: "#2e9a6b",
      head: "#fff",
      headFg: "#2b2b2b",
      size: 14,
    }) +
    `.ti{font-size:19px;font-weight:800;line-height:24px;margin-top:10px}.tg{gap:6px;margin-top:8px;flex-wrap:wrap}.tg>div{font-size:12px;color:#2e9a6b;background:#e8f5ee;border-radius:12px;padding:3px 9px}.logo{flex:1;font-size:21px;font-weight:800;color:#2e9a6b;letter-spacing:-.3px}`,
  html: `<div class="row ph" data-role="ui">${icon.back(22)}<span class="logo">hometalk</span>${icon.bookmark(20)}${icon.share(20)}</div>
<div class="fill">
<div class="pp"><div class="row" style="gap:10px">${avatar(38, "#b5734a")}<div style="flex:1">${ui("Georgina Pell", "pn")}${ui("Sheffield · 2d", "pm")}</div>${ui("Follow", "pm")}</div>
${ui("Our kitchen knock-through", "ti")}</div>
<div class="row" style="gap:2px;background:#fff">${picture(
    "50%",
    112,
    ["#d9cbb5", "#b8a688"],
    shapes([
      [70, 14, 50, 98, "#8a6a4a", "3px"],
      [0, 90, 195, 22, "#7d7264", "0"],
      [20, 40, 30, 40, "#efe6d6", "2px"],
    ]),
  )}${picture(
    "50%",
    112,
    ["#f1ece2", "#d7c9ae"],
    shapes([
      [0, 88, 195, 24, "#a77b4f", "0"],
      [20, 46, 90, 36, "#c9a77a", "3px"],
      [124, 64, 44, 28, "#d9a441", "50% 50% 40% 40%"],
    ]),
  )}</div>
<div class="pp">
${own("Eight weeks, one steel beam and one extremely patient builder. The kitchen and dining room are one room at last.", "px")}
${own("Hobnob still sits where the door was, waiting for someone to open it.", "px")}
${own("Worktops are oak, the floor is reclaimed parquet from a school in Rotherham.", "px")}
<div class="row pa" data-role="ui"><span class="row">${icon.heart(17)}<span>214</span></span><span class="row">${icon.comment(17)}<span>5</span></span><span class="r">Love it</span></div></div>
<div class="pc" data-role="ui">5 comments</div>
${crow({ name: "Kamran Sethi", meta: "2d", joined: true, color: "#4f7aa8", text: ["That parquet is stunning. Did it need much sanding?"], who: "Kamran Sethi", foot: "Like · Reply" })}
${crow({ name: "Georgina Pell", meta: "Author · 2d", joined: true, color: "#b5734a", text: ["Three days with a hired sander. I still hear it in my sleep."], who: "owner", depth: 1, foot: "Like · Reply" })}
${crow({ name: "Letitia Wolfe", meta: "1d", joined: true, color: "#9b5c8f", text: ["Our cat still sits by the cat flap we bricked up in 2019. Give him a decade."], who: "Letitia Wolfe", foot: "Like · Reply" })}
${crow({ name: "Juhani Laine", meta: "1d", joined: true, color: "#5e8c61", text: ["Paint a door on the wall and let him have his moment."], who: "Juhani Laine", foot: "Like · Reply" })}
${crow({ name: "Larissa Quint", meta: "20h", joined: true, color: "#c78f3d", text: ["Where is the parquet from? The school, I mean, not Rotherham."], who: "Larissa Quint", foot: "Like · Reply" })}
</div>
${iconBar([icon.home(24), icon.search(24), icon.plusBox(26), icon.bell(24), icon.person(24)], "#fff", "#e6e6e0", "#2b2b2b")}`,
};
