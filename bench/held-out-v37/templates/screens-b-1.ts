// Part B's posts with replies (v37), first file: Litsy (a library copy with a pencilled spoiler).
import { avatar, icon, picture } from "./icons";
import { shapes } from "./parts";
import type { ScreenSpec } from "./screen-type";
import { crow, iconBar, postCss } from "./screens-b-kit";
import { own, ui } from "./shell";

export const litsy: ScreenSpec = {
  id: "litsy-hoping-they-are-lying",
  app: "Litsy",
  kind: "post",
  dark: false,
  device: "iphone",
  format: "png",
  owner: { name: "jancis.reads", handle: "jancis.reads" },
  time: "22:41",
  battery: 27,
  cutLines: 1,
  replies: true,
  css:
    postCss({
      bg: "#ffffff",
      card: "#ffffff",
      fg: "#222222",
      sub: "#8d8d8d",
      line: "#ebebeb",
      name: "#222222",
      accent: "#27a7a0",
      head: "#ffffff",
      headFg: "#27a7a0",
      font: "Helvetica, Arial, sans-serif",
      size: 14.5,
    }) +
    `.ph b{font-family:Georgia,serif;font-size:25px;font-weight:700;text-align:center;letter-spacing:.3px}
.bk{display:flex;gap:10px;align-items:center;margin:8px 14px 0;padding:7px 10px;border:1px solid #e3e3e3;border-radius:8px}.bk .t{font-size:13.5px;font-weight:700}.bk .a{font-size:12px;color:#8d8d8d}
.pk{margin-left:auto;background:#27a7a0;color:#fff;border-radius:12px;padding:3px 10px;font-size:12px;font-weight:700}
.cr{padding-top:6px;padding-bottom:3px}`,
  html: `<div class="row ph" data-role="ui">${icon.back(22)}<b>Litsy</b>${icon.more(21)}</div>
<div class="fill">
<div class="pp" style="padding-bottom:4px"><div class="row" style="gap:10px">${avatar(34, "#c56b4f")}<div style="flex:1">${ui("jancis.reads", "pn")}${ui("2h", "pm")}</div></div></div>
${picture(
  "100%",
  132,
  ["#d9c8a9", "#b99a70"],
  shapes([
    [120, 18, 92, 104, "#2f4a5c", "3px"],
    [128, 28, 76, 10, "#d8b45a", "2px"],
    [128, 96, 60, 6, "#d8b45a", "2px"],
    [206, 18, 8, 104, "#233a49", "0 3px 3px 0"],
    [232, 66, 44, 50, "#f3efe6", "4px 4px 14px 14px"],
    [276, 76, 12, 20, "#f3efe6", "0 10px 10px 0"],
  ]),
)}
<div class="bk" data-role="ui">${picture(26, 36, ["#2f4a5c", "#233a49"])}<div><div class="t">Death at Larkmoor Rectory</div><div class="a">H. B. Vance</div></div><span class="pk">Pick</span></div>
<div class="pp" style="padding-top:2px">
${own("Library copy, halfway through and loving it.", "px")}
${own("Someone pencilled 'it was the vicar' inside the front cover.", "px")}
${own("I've spent 200 pages hoping they're lying.", "px")}
${own("#librarybooks #cozymystery", "px")}
<div class="row pa" data-role="ui"><span class="row">${icon.heart(17)}<span>58</span></span><span class="row">${icon.comment(16)}<span>6</span></span><span class="r">${icon.bookmark(17)}</span></div></div>
${crow({ name: "kendra_pages", joined: true, meta: "1h", color: "#6f7fb8", text: ["Plot twist, the pencil was the vicar"], who: "kendra_pages" })}
${crow({ name: "jancis.reads", joined: true, meta: "1h", color: "#c56b4f", text: ["He's only been in one scene so far and he was very polite."], who: "owner" })}
${crow({ name: "lilou.lit", joined: true, meta: "48m", color: "#8fae5a", text: ["I read that one last spring and I am saying nothing"], who: "lilou.lit" })}
${crow({ name: "kimberly.k.reads", joined: true, meta: "30m", color: "#b5739d", text: ["Adding it to my stack, pencil notes and all"], who: "kimberly.k.reads" })}
${crow({ name: "jancis.reads", joined: true, meta: "12m", color: "#c56b4f", text: ["I'll report back on Friday."], who: "owner" })}
${crow({ name: "gargi_reads", joined: true, meta: "5m", color: "#d19a3a", text: ["Same pencil in my copy of a different book, it just says 'no' on page 9"], who: "gargi_reads" })}
</div>
${iconBar([icon.home(24), icon.search(24), icon.plusBox(26), icon.bell(24), icon.person(24)], "#ffffff", "#ebebeb", "#27a7a0")}`,
};
