// Part B's posts with replies (v31), first file: Candide (a hedgehog house and its tenant).
import { avatar, icon, picture } from "./icons";
import { shapes } from "./parts";
import type { ScreenSpec } from "./screen-type";
import { crow, iconBar, postCss } from "./screens-b-kit";
import { own, ui } from "./shell";

export const candide: ScreenSpec = {
  id: "candide-a-very-large-frog",
  app: "Candide",
  kind: "post",
  dark: false,
  device: "iphone",
  format: "png",
  owner: { name: "Gwendolen Ashby", handle: null },
  time: "19:06",
  battery: 71,
  cutLines: 1,
  replies: true,
  css:
    postCss({
      bg: "#f3f5f0",
      card: "#fff",
      fg: "#1f2a22",
      sub: "#7a857c",
      line: "#e2e8df",
      name: "#1f2a22",
      accent: "#2f7d4f",
      head: "#fff",
      headFg: "#1f2a22",
      size: 14.5,
    }) +
    `.logo{flex:1;font-size:20px;font-weight:800;color:#2f7d4f;letter-spacing:-.3px}.tg{display:inline-block;margin:8px 6px 0 0;padding:3px 10px;border-radius:12px;background:#e7f1ea;color:#2f7d4f;font-size:12px;font-weight:600}`,
  html: `<div class="row ph" data-role="ui">${icon.back(22)}<span class="logo">candide</span>${icon.bell(21)}${icon.more(21)}</div>
<div class="fill">
<div class="pp"><div class="row" style="gap:10px">${avatar(36, "#a0744e")}<div style="flex:1">${ui("Gwendolen Ashby", "pn")}${ui("Wildlife gardening · Shropshire · 3d", "pm")}</div>${ui("Following", "pm")}</div></div>
${picture(
  "100%",
  128,
  ["#7f9b62", "#4d6a3c"],
  shapes([
    [120, 22, 150, 96, "#8a6142", "40% 40% 8px 8px"],
    [170, 78, 46, 40, "#2b1d12", "50% 50% 0 0"],
    [214, 98, 34, 20, "#6f8a3a"],
    [30, 96, 70, 30, "#5b7d3e"],
    [300, 20, 60, 60, "#99b27a"],
  ]),
)}
<div class="pp">
${own("Built a hedgehog house from the Wildlife Trust plans in October, with a little ramp and a bed of dry leaves.", "px")}
${own("I checked the trail camera after three weeks. It is used exclusively by one very large frog.", "px")}
${own("Any tips on making it more hedgehog and less frog would be welcome.", "px")}
<div>${ui("#hedgehogs", "tg")}${ui("#wildlifegarden", "tg")}</div>
<div class="row pa" data-role="ui"><span class="row">${icon.heart(17)}<span>214</span></span><span class="row">${icon.comment(17)}<span>27</span></span><span class="r">Share</span></div></div>
<div class="pc" data-role="ui">Comments</div>
${crow({ name: "Kingsley Fields", meta: "3d", joined: true, color: "#5d7fa3", text: ["Hedgehogs won't share with a frog that size. He has to go or you have to build a second house."], who: "Kingsley Fields", foot: "31 likes · Reply" })}
${crow({ name: "Gwendolen Ashby", meta: "Author · 3d", joined: true, color: "#a0744e", text: ["He has brought in a flat stone since. I think he is decorating."], who: "owner", depth: 1, foot: "58 likes · Reply" })}
${crow({ name: "Glenda Kaye", meta: "2d", joined: true, color: "#b46a7c", text: ["Frogs need somewhere for winter too, honestly you have made a very happy frog", "and that counts for something"], who: "Glenda Kaye", foot: "9 likes · Reply" })}
${crow({ name: "Hadleigh Penrose", meta: "1d", joined: true, color: "#6c8f4f", text: ["Move the entrance away from the pond. Ours had a toad for a whole year."], who: "Hadleigh Penrose", foot: "4 likes · Reply" })}
</div>
${iconBar([icon.home(24), icon.search(24), icon.camera(24), icon.bell(24), icon.person(24)], "#fff", "#e2e8df", "#1f2a22")}`,
};
