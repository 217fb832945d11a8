// Part B's posts with replies (v32), first file: Sports Tracker (a long run and a hob).
import { avatar, icon, picture } from "./icons";
import { shapes } from "./parts";
import type { ScreenSpec } from "./screen-type";
import { crow, iconBar, postCss } from "./screens-b-kit";
import { own, ui } from "./shell";

export const sportsTracker: ScreenSpec = {
  id: "sports-tracker-leaving-the-hob-on",
  app: "Sports Tracker",
  kind: "post",
  dark: false,
  device: "iphone",
  format: "png",
  owner: { name: "Gijs Verhoeven", handle: null },
  time: "11:42",
  battery: 58,
  cutLines: 0,
  replies: true,
  css:
    postCss({
      bg: "#eef1f5",
      card: "#fff",
      fg: "#1c2430",
      sub: "#6d7785",
      line: "#dfe4ea",
      name: "#1c2430",
      accent: "#1a73e8",
      head: "#fff",
      headFg: "#1c2430",
      size: 14.5,
    }) +
    `.st{display:grid;grid-template-columns:repeat(3,1fr);gap:6px;margin-top:10px}.st div{font-size:11px;color:#6d7785;text-transform:uppercase;letter-spacing:.3px}.st b{display:block;font-size:19px;color:#1c2430;letter-spacing:0;text-transform:none}`,
  html: `<div class="row ph" data-role="ui">${icon.back(22)}<b>Workout</b>${icon.send(20)}${icon.more(21)}</div>
<div class="fill">
<div class="pp"><div class="row" style="gap:10px">${avatar(38, "#d9822b")}<div style="flex:1">${ui("Gijs Verhoeven", "pn")}${ui("Running · Sunday 08:12 · Utrecht", "pm")}</div></div>
<div class="st" data-role="ui"><div>Time<b>1:16:48</b></div><div>Distance<b>14.02 km</b></div><div>Avg pace<b>5'29 /km</b></div></div></div>
${picture(
  "100%",
  118,
  ["#dfe9d8", "#cbdcc4"],
  shapes([
    [0, 52, 390, 14, "#a9c9e8", "0"],
    [40, 30, 8, 8, "#1a73e8"],
    [46, 34, 240, 4, "#e5432f", "2px"],
    [282, 20, 4, 20, "#e5432f", "2px"],
    [282, 18, 60, 4, "#e5432f", "2px"],
    [338, 18, 10, 10, "#1c2430"],
    [150, 80, 70, 24, "#bcd3b2", "6px"],
  ]),
)}
<div class="pp">
${own("Sunday long run along the Vecht, fourteen kilometres of drizzle.", "px")}
${own("My fastest kilometre this year came right after I suddenly remembered leaving the hob on.", "px")}
${own("Legs feel fine, back to easy runs this week.", "px")}
<div class="row pa" data-role="ui"><span class="row">${icon.heart(17)}<span>41</span></span><span class="row">${icon.comment(17)}<span>6</span></span><span class="r">Fastest km 4'02</span></div></div>
<div class="pc" data-role="ui">Comments</div>
${crow({ name: "Jelle Bakker", meta: "2h", joined: true, color: "#4f7fb8", text: ["That split is ridiculous, you should panic more often"], who: "Jelle Bakker", foot: "Like · Reply" })}
${crow({ name: "Gijs Verhoeven", meta: "2h", joined: true, color: "#d9822b", text: ["The hob was off. The iron was not."], who: "owner", depth: 1, foot: "Like · Reply" })}
${crow({ name: "Krijn de Wit", meta: "1h", joined: true, color: "#6b9a55", text: ["Interval training but with house fires. Putting this in my plan."], who: "Krijn de Wit", foot: "Like · Reply" })}
${crow({ name: "Geertje Mulder", meta: "40m", joined: true, color: "#a25c8c", text: ["Nice route! Is the path past the windmill open again?"], who: "Geertje Mulder", foot: "Like · Reply" })}
${crow({ name: "Gijs Verhoeven", meta: "12m", joined: true, color: "#d9822b", text: ["Yes, they finished the bridge last week."], who: "owner", depth: 1, foot: "Like · Reply" })}
</div>
${iconBar([icon.home(24), icon.search(24), icon.plusBox(24), icon.bell(24), icon.person(24)], "#fff", "#dfe4ea", "#1c2430")}`,
};
