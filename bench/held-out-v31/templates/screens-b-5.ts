// Part B's posts with replies (v31), fifth file: Sunroom (five lunches) and Supernova (a cat through the dog flap).
import { avatar, icon, picture } from "./icons";
import { shapes } from "./parts";
import type { ScreenSpec } from "./screen-type";
import { commentBox, crow, iconBar, postCss } from "./screens-b-kit";
import { own, ui } from "./shell";

export const sunroom: ScreenSpec = {
  id: "sunroom-four-of-five-lunches",
  app: "Sunroom",
  kind: "post",
  dark: true,
  device: "iphone",
  format: "jpeg",
  quality: 70,
  owner: { name: "Llewella Hughes", handle: "@llewella" },
  time: "23:12",
  battery: 19,
  cutLines: 0,
  replies: true,
  css:
    postCss({
      bg: "#17131c",
      card: "#211b28",
      fg: "#f1ecf5",
      sub: "#9a8fa6",
      line: "#30283a",
      name: "#f1ecf5",
      accent: "#f0a35e",
      head: "#17131c",
      headFg: "#f1ecf5",
      size: 15,
    }) +
    `.logo{flex:1;font-size:21px;font-weight:700;color:#f0a35e;letter-spacing:-.2px}.rx{gap:8px;margin-top:10px}.rx span{padding:4px 10px;border-radius:14px;background:#2f2638;font-size:12.5px;color:#d9cfe3}`,
  html: `<div class="row ph" data-role="ui">${icon.back(22)}<span class="logo">sunroom</span>${icon.bell(21)}</div>
<div class="fill">
<div class="pp"><div class="row" style="gap:10px">${avatar(38, "#b0688a", { ring: "#f0a35e" })}<div style="flex:1">${ui("Llewella Hughes", "pn")}${ui("@llewella · Food & cooking · 1h", "pm")}</div>${icon.more(20)}</div>
${own("Meal-prepped five lunches on Sunday, all labelled with the day.", "px")}</div>
${picture(
  "100%",
  128,
  ["#3a2f2a", "#221c1a"],
  shapes([
    [20, 20, 100, 80, "#e8e2d6", "10px"],
    [135, 20, 100, 80, "#e8e2d6", "10px"],
    [250, 20, 100, 80, "#e8e2d6", "10px"],
    [30, 30, 80, 60, "#d39b3a", "8px"],
    [145, 30, 80, 60, "#d39b3a", "8px"],
    [260, 30, 80, 60, "#d39b3a", "8px"],
    [70, 106, 100, 12, "#f4f0e8", "2px"],
  ]),
)}
<div class="pp">
${own("By Tuesday I had eaten four of them standing at the fridge at 11pm.", "px")}
${own("Chickpea curry, brown rice, a bit of spinach for my conscience.", "px")}
<div class="row rx" data-role="ui"><span>Relatable 64</span><span>Hungry 12</span><span>Hug 5</span></div>
<div class="row pa" data-role="ui"><span class="row">${icon.comment(17)}<span>18 replies</span></span><span class="r">Reply</span></div></div>
<div class="pc" data-role="ui">Replies</div>
${crow({ name: "Gloriana Reyes", meta: "54m", joined: true, color: "#5f8fb0", text: ["Standing at the fridge at 11pm is meal prep if you label it."], who: "Gloriana Reyes", foot: "Relatable 22" })}
${crow({ name: "Guinevere Hale", meta: "40m", joined: true, color: "#8aa06a", text: ["Recipe for the curry please, it looks lovely"], who: "Guinevere Hale", foot: "Relatable 3" })}
${crow({ name: "Llewella Hughes", meta: "31m", joined: true, color: "#b0688a", text: ["A tin of chickpeas, a jar of paste and no supervision.", "Friday's box is still in there, watching me."], who: "owner", depth: 1, foot: "Relatable 9" })}
</div>
${iconBar([icon.home(24), icon.search(24), icon.plusBox(24), icon.chat(24), icon.person(24)], "#1b1621", "#30283a", "#f1ecf5")}`,
};

export const supernova: ScreenSpec = {
  id: "supernova-a-cookery-programme",
  app: "Supernova",
  kind: "post",
  dark: false,
  device: "android",
  format: "jpeg",
  quality: 74,
  owner: { name: "Hildred Oakes", handle: null },
  time: "13:05",
  battery: 57,
  keyboard: true,
  suggestions: ["kitchen", "kitchens", "kitchen!"],
  cutLines: 0,
  replies: true,
  css:
    postCss({
      bg: "#f1eef8",
      card: "#fff",
      fg: "#1d1a29",
      sub: "#767189",
      line: "#e3dfee",
      name: "#1d1a29",
      accent: "#6b3fd4",
      head: "#fff",
      headFg: "#1d1a29",
      font: "Roboto,sans-serif",
      size: 14,
    }) + `.logo{flex:1;font-size:20px;font-weight:800;color:#6b3fd4}.gd{font-size:11.5px;color:#3b8a5a;margin-top:6px}`,
  html: `<div class="row ph" data-role="ui">${icon.back(22)}<span class="logo">supernova</span>${icon.moreV(20)}</div>
<div class="fill">
<div class="pp"><div class="row" style="gap:10px">${avatar(34, "#7a8f5a")}<div style="flex:1">${ui("Hildred Oakes", "pn")}${ui("Pets · 5h", "pm")}</div></div>
${own("Whose cat is this? He comes in the dog flap at half eleven every night and eats the dog's dinner.", "px")}
${own("Our spaniel watches the whole thing from his bed like it is a cookery programme.", "px")}</div>
${picture(
  "100%",
  60,
  ["#3d4450", "#252a32"],
  shapes([
    [40, 20, 90, 50, "#c98a3c", "50% 50% 30% 30%"],
    [110, 6, 34, 34, "#c98a3c"],
    [230, 30, 96, 40, "#6b4a2e", "50% 50% 20% 20%"],
    [300, 16, 30, 30, "#6b4a2e"],
    [170, 50, 40, 16, "#8a8f99", "50%"],
  ]),
)}
<div class="pp" style="padding-top:2px;padding-bottom:4px">
<div class="row pa" data-role="ui" style="margin-top:4px"><span class="row">${icon.heart(17)}<span>87</span></span><span class="row">${icon.comment(17)}<span>14</span></span><span class="r">Share</span></div></div>
${crow({ name: "Josiah Crane", meta: "4h", joined: true, color: "#b07a5a", text: ["That's Kipling from number 14. We feed him Mondays."], who: "Josiah Crane" })}
${crow({ name: "Hildred Oakes", meta: "4h", joined: true, color: "#7a8f5a", text: ["Kipling is on a better meal plan than I am."], who: "owner", depth: 1 })}
${crow({ name: "Gemell Hart", meta: "3h", joined: true, color: "#5a7ab0", text: ["Get a microchip flap. We did and our cat sits outside it looking betrayed."], who: "Gemell Hart" })}
</div>
${commentBox({ text: "honestly your dog is running a soup kitchen", typed: true, color: "#a05f8a", bg: "#fff", box: "#f1eef8", fg: "#1d1a29", sub: "#767189", line: "#e3dfee", right: icon.send(20), bottom: 8 })}`,
};
