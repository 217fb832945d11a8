// Part B's posts with replies (v30), first file: Apartment Therapy (a galley kitchen and its floor).
import { avatar, icon, picture } from "./icons";
import { shapes } from "./parts";
import type { ScreenSpec } from "./screen-type";
import { crow, iconBar, postCss } from "./screens-b-kit";
import { own, ui } from "./shell";

const tiles = () => {
  const out: [number, number, number, number, string, string?][] = [];
  for (let r = 0; r < 4; r++) for (let c = 0; c < 14; c++) out.push([c * 28, r * 28, 27, 27, (r + c) % 2 ? "#d9d2c3" : "#b9c4c9", "1px"]);
  return out;
};

export const apartmentTherapy: ScreenSpec = {
  id: "apartment-therapy-a-very-large-duck",
  app: "Apartment Therapy",
  kind: "post",
  dark: false,
  device: "iphone",
  format: "png",
  owner: { name: "Joanna Pryce", handle: null },
  time: "20:41",
  battery: 63,
  cutLines: 1,
  replies: true,
  css:
    postCss({
      bg: "#f4f1ec",
      card: "#fff",
      fg: "#1d1d1d",
      sub: "#85807a",
      line: "#e6e1d9",
      name: "#1d1d1d",
      accent: "#c8553d",
      head: "#fff",
      headFg: "#1d1d1d",
      size: 14,
    }) +
    `.logo{flex:1;font-family:Georgia,serif;font-size:21px;font-weight:400;letter-spacing:.2px}.tag{display:inline-block;font-size:11px;font-weight:700;letter-spacing:1.2px;color:#c8553d;margin-top:2px}
.ti{font-family:Georgia,serif;font-size:21px;line-height:26px;margin-top:6px}`,
  html: `<div class="row ph" data-role="ui">${icon.back(22)}<span class="logo">Apartment Therapy</span>${icon.bookmark(20)}${icon.share(20)}</div>
<div class="fill">
<div class="pp">${ui("BEFORE & AFTER", "tag")}${ui("Our galley kitchen, finally finished", "ti")}
<div class="row" style="gap:10px;margin-top:10px">${avatar(34, "#8c6d5a")}<div style="flex:1">${ui("Joanna Pryce", "pn")}${ui("Community post · Bristol · 2d", "pm")}</div>${ui("Follow", "pm")}</div></div>
${picture("100%", 101, ["#cfd6d8", "#aab4b8"], shapes([...tiles(), [250, 0, 140, 44, "#3f5a4c", "0"], [250, 44, 140, 6, "#8a5a3c", "0"]]))}
<div class="pp">
${own("Eight months, one leak and a remarkably calm plumber later, the galley kitchen is finished.", "px")}
${own("We picked the floor tiles from a single sample. Laid out across the whole floor, they are quite clearly a duck.", "px")}
${own("Cabinets are painted in Card Room Green, the worktop is reclaimed iroko.", "px")}
<div class="row pa" data-role="ui"><span class="row">${icon.heart(17)}<span>1.2K</span></span><span class="row">${icon.comment(17)}<span>38</span></span><span class="r">Save</span></div></div>
<div class="pc" data-role="ui">38 comments</div>
${crow({ name: "Kilian Brandt", meta: "2d", joined: true, color: "#5a7d9a", text: ["What grout colour did you go for? It looks really crisp."], who: "Kilian Brandt", foot: "Helpful · Reply" })}
${crow({ name: "Joanna Pryce", meta: "Author · 2d", joined: true, color: "#8c6d5a", text: ["Pale grey. The drain cover is its eye, which we did not plan."], who: "owner", depth: 1, foot: "Helpful · Reply" })}
${crow({ name: "Lettie Osei", meta: "1d", joined: true, color: "#b0678a", text: ["I scrolled past this twice before I saw it and now there is nothing in the photo but duck"], who: "Lettie Osei", foot: "Helpful · Reply" })}
${crow({ name: "Judith Kemp", meta: "1d", joined: true, color: "#6f8f5e", text: ["Honestly a lovely duck. I would keep it and name it."], who: "Judith Kemp", foot: "Helpful · Reply" })}
${crow({ name: "Joanna Pryce", meta: "Author · 1d", joined: true, color: "#8c6d5a", text: ["My husband insists it is a goose. We are not discussing it at home."], who: "owner", depth: 1, foot: "Helpful · Reply" })}
</div>
${iconBar([icon.home(24), icon.search(24), icon.bookmark(24), icon.person(24)], "#fff", "#e6e1d9", "#1d1d1d")}`,
};
