// Part B's posts with replies (v37), sixth file: Multiply (a videoke score at Lola's 80th).
import { avatar, icon, picture } from "./icons";
import { shapes } from "./parts";
import type { ScreenSpec } from "./screen-type";
import { crow, postCss } from "./screens-b-kit";
import { own, ui } from "./shell";

const thumb = (a: string, b: string, list: [number, number, number, number, string, string?][]) =>
  `<div style="flex:1;border:3px solid #fff;box-shadow:0 0 0 1px #c9d6e6">${picture("100%", 84, [a, b], shapes(list))}</div>`;

export const multiply: ScreenSpec = {
  id: "multiply-asleep-and-scored-100",
  app: "Multiply",
  kind: "post",
  dark: false,
  device: "iphone",
  format: "png",
  crop: { bottom: 64 },
  owner: { name: "Kristel Dizon", handle: null },
  time: "23:19",
  battery: 12,
  cutLines: 1,
  replies: true,
  css:
    postCss({
      bg: "#eef3f9",
      card: "#ffffff",
      fg: "#222b36",
      sub: "#6f7c8c",
      line: "#d6e0ec",
      name: "#1d5fa8",
      accent: "#1d5fa8",
      head: "#1d5fa8",
      headFg: "#ffffff",
      font: "Tahoma, Verdana, Arial, sans-serif",
      size: 14,
    }) +
    `.ph b{font-size:22px;font-weight:700;letter-spacing:-.3px}.ph b i{color:#ffd84d;font-style:normal}.sn{padding:8px 14px;font-size:13px;font-weight:700;color:#1d5fa8;background:#dde8f5;border-bottom:1px solid #c9d6e6}
.tt{font-size:18px;font-weight:700;color:#1d5fa8;padding:10px 14px 0;background:#fff}.th{display:flex;gap:6px;padding:8px 14px 2px;background:#fff}
.cr{margin:6px 10px 0;border:1px solid #d6e0ec;border-radius:4px;padding:6px 10px 5px 8px}`,
  statusBarDark: true,
  statusBarBackground: "#1d5fa8",
  html: `<div class="row ph" data-role="ui">${icon.menu(22)}<b>multiply<i>.</i></b><span style="margin-left:auto">${icon.search(20)}</span></div>
<div class="fill">
<div class="sn" data-role="ui">Kristel's Site · Photos</div>
${own("Lola's 80th, Marikina", "tt")}
<div class="th">${thumb("#f7d9a8", "#e29b5a", [
    [20, 30, 60, 40, "#b5651d", "40% 40% 20% 20%"],
    [10, 66, 90, 12, "#8d5a2b", "4px"],
  ])}${thumb("#3b2f5c", "#1d1733", [
    [30, 10, 40, 40, "#d9a27a", "50%"],
    [24, 50, 52, 34, "#c0392b", "10px 10px 0 0"],
    [70, 30, 8, 26, "#222", "3px"],
  ])}${thumb("#5c7a9c", "#2e4057", [
    [10, 14, 90, 56, "#111", "4px"],
    [24, 24, 62, 30, "#3fa7ff", "2px"],
    [36, 60, 38, 6, "#ffd84d", "2px"],
  ])}</div>
<div class="pp"><div class="row" style="gap:10px">${avatar(30, "#c0392b")}<div style="flex:1">${ui("Kristel Dizon", "pn")}${ui("Aug 14 · 12 photos", "pm")}</div></div>
${own("Lola's 80th birthday at the house, 43 guests and two lechons.", "px")}
${own("I practised My Way all week and scored 61.", "px")}
${own("Tito Jhun fell asleep halfway through his song and the machine gave him 100.", "px")}
${own("More photos in the album.", "px")}
<div class="row pa" data-role="ui"><span class="row">${icon.star(16)}<span>Rate</span></span><span class="row">${icon.comment(16)}<span>Comments (9)</span></span><span class="r">Reply</span></div></div>
${crow({ name: "Jolina Dizon", meta: "Aug 14", joined: true, color: "#8e44ad", text: ["The machine knows talent when it sleeps"], who: "Jolina Dizon", size: 28 })}
${crow({ name: "Kristel Dizon", meta: "Aug 14", joined: true, color: "#c0392b", text: ["He woke up for the score and took a bow."], who: "owner", size: 28 })}
${crow({ name: "Gelo Santos", meta: "Aug 15", joined: true, color: "#16a085", text: ["Who took home the leftover lechon, asking for myself"], who: "Gelo Santos", size: 28 })}
${crow({ name: "Ligaya Dizon", meta: "Aug 15", joined: true, color: "#d35400", text: ["Anak you sang beautifully, that machine is broken since Easter"], who: "Ligaya Dizon", size: 28 })}
${crow({ name: "Kristel Dizon", meta: "Aug 15", joined: true, color: "#c0392b", text: ["Thank you Ma, it's going for repair before Christmas."], who: "owner", size: 28 })}
</div>`,
};
