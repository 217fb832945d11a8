// Part B's posts with replies (v35), fifth file: MapMyRide (a boss who says good morning twice) and Vine (a caravan
// on its forty-first go).
import { avatar, icon, picture } from "./icons";
import { shapes } from "./parts";
import type { ScreenSpec } from "./screen-type";
import { crow, iconBar, postCss } from "./screens-b-kit";
import { own, ui } from "./shell";

export const mapMyRide: ScreenSpec = {
  id: "mapmyride-good-morning-twice",
  app: "MapMyRide",
  kind: "post",
  dark: false,
  device: "iphone-max",
  format: "jpeg",
  quality: 74,
  owner: { name: "Gbenga Adekunle", handle: null },
  time: "08:51",
  battery: 88,
  cutLines: 1,
  replies: true,
  css:
    postCss({
      bg: "#f0f2f5",
      card: "#ffffff",
      fg: "#1b1f24",
      sub: "#6a717a",
      line: "#e1e5ea",
      name: "#1b1f24",
      accent: "#1c68b3",
      head: "#1b1f24",
      headFg: "#ffffff",
      size: 15,
    }) +
    `.ph b{font-size:17px;text-align:center}.rs{display:grid;grid-template-columns:repeat(4,1fr);gap:4px;margin-top:10px;padding:8px 0;border-top:1px solid #e1e5ea;border-bottom:1px solid #e1e5ea}.rs div{text-align:center}.rs .v{font-size:17px;font-weight:700}.rs .k{font-size:10.5px;color:#6a717a;text-transform:uppercase}`,
  html: `<div class="row ph" data-role="ui">${icon.back(22)}<b>Workout Details</b>${icon.share(20)}</div>
<div class="fill">
<div class="pp"><div class="row" style="gap:10px">${avatar(40, "#3d6b4f")}<div style="flex:1">${ui("Gbenga Adekunle", "pn")}${ui("Bike Ride · Today at 7:04 AM", "pm")}</div></div>
<div class="rs" data-role="ui"><div>${ui("14.2", "v")}${ui("km", "k")}</div><div>${ui("52:10", "v")}${ui("Time", "k")}</div><div>${ui("16.3", "v")}${ui("Avg km/h", "k")}</div><div>${ui("168 m", "v")}${ui("Climb", "k")}</div></div></div>
${picture(
  "100%",
  150,
  ["#e6ebe2", "#dde3d8"],
  shapes([
    [0, 70, 428, 10, "#ffffff", "0"],
    [120, 0, 10, 130, "#ffffff", "0"],
    [300, 0, 10, 130, "#ffffff", "0"],
    [40, 96, 110, 5, "#1c68b3", "3px"],
    [146, 40, 5, 61, "#1c68b3", "3px"],
    [146, 38, 200, 5, "#1c68b3", "3px"],
    [342, 20, 5, 23, "#1c68b3", "3px"],
    [34, 91, 14, 14, "#2e9e4f"],
    [336, 12, 14, 14, "#d9342b"],
    [200, 60, 90, 60, "#c9dcbf", "20px"],
  ]),
)}
<div class="pp">
${own("First ride into the office, 14.2 km.", "px")}
${own("My boss passed me on Shooters Hill on a folding bike.", "px")}
${own("He said good morning twice, once going past and once waiting at the top.", "px")}
<div class="row pa" data-role="ui"><span class="row">${icon.thumbUp(16)}<span>17 Likes</span></span><span class="row">${icon.comment(16)}<span>7 Comments</span></span></div></div>
${crow({ name: "Lanre Ogunleye", meta: "42m", joined: true, color: "#8a5a9c", text: ["He does that to everyone, you're in the club now"], who: "Lanre Ogunleye", foot: "Like · Reply" })}
${crow({ name: "Ladipo Bello", meta: "35m", joined: true, color: "#b0703a", text: ["Good effort though, 14 km is no joke"], who: "Ladipo Bello", foot: "Like · Reply" })}
${crow({ name: "Jide Bankole", meta: "20m", joined: true, color: "#4a86b0", text: ["Same route tomorrow? I leave at 7:10"], who: "Jide Bankole", foot: "Like · Reply" })}
${crow({ name: "Gbenga Adekunle", meta: "12m", joined: true, color: "#3d6b4f", text: ["I'm taking the bus tomorrow, my legs have resigned."], who: "owner", depth: 1, foot: "Like · Reply" })}
${crow({ name: "Lanre Ogunleye", meta: "8m", joined: true, color: "#8a5a9c", text: ["Was it the orange one with the basket on the front"], who: "Lanre Ogunleye", foot: "Like · Reply" })}
${crow({ name: "Gbenga Adekunle", meta: "5m", joined: true, color: "#3d6b4f", text: ["That's the one, there was a baguette in the basket."], who: "owner", depth: 1, foot: "Like · Reply" })}
</div>
${iconBar([icon.home(24), icon.grid(23), icon.plus(28), icon.chat(24), icon.person(24)], "#ffffff", "#e1e5ea", "#3a4048")}`,
};

export const vine: ScreenSpec = {
  id: "vine-chairs-around-go-thirty",
  app: "Vine",
  kind: "post",
  dark: false,
  device: "android",
  format: "png",
  crop: { bottom: 40 },
  owner: { name: "Kellan Brooks", handle: null },
  time: "16:22",
  battery: 12,
  cutLines: 1,
  replies: true,
  css:
    postCss({
      bg: "#f4f6f5",
      card: "#ffffff",
      fg: "#1e2422",
      sub: "#7d8784",
      line: "#e4e9e7",
      name: "#00a67e",
      accent: "#00bf8f",
      head: "#00bf8f",
      headFg: "#ffffff",
      size: 14,
    }) + `.ph b{font-family:Georgia,serif;font-style:italic;font-size:26px;font-weight:700}.lp{font-size:12px;color:#7d8784;margin-top:6px}`,
  html: `<div class="row ph" data-role="ui">${icon.back(22)}<b>vine</b>${icon.search(21)}</div>
<div class="fill">
<div class="pp" style="padding-bottom:10px"><div class="row" style="gap:10px">${avatar(36, "#6f5aa8")}<div style="flex:1">${ui("Kellan Brooks", "pn")}${ui("2h", "pm")}</div>${icon.more(20)}</div></div>
${picture(
  "100%",
  210,
  ["#a9c8e0", "#d6e4d0"],
  shapes([
    [0, 150, 360, 60, "#9a9488", "0"],
    [0, 120, 70, 40, "#5f8f4a", "20px"],
    [80, 80, 190, 90, "#f2f0ea", "16px"],
    [100, 96, 40, 26, "#8fb3cc", "4px"],
    [200, 96, 40, 40, "#c9c4b8", "4px"],
    [110, 162, 30, 30, "#2b2b2b"],
    [270, 140, 60, 8, "#6b6b6b", "0"],
    [300, 120, 40, 46, "#b3342b", "8px"],
    [20, 150, 16, 40, "#4a4a4a", "6px"],
    [46, 156, 16, 34, "#6b5a8a", "6px"],
  ]),
)}
<div class="pp">
${own("Took 41 goes to back the caravan onto the drive.", "px")}
${own("This is go number 41, the neighbours brought out chairs around go 30.", "px")}
${ui("21,408 loops", "lp")}
<div class="row pa" data-role="ui"><span class="row">${icon.heart(17)}<span>312</span></span><span class="row">${icon.comment(17)}<span>27</span></span><span class="row">${icon.repost(17)}<span>44</span></span></div></div>
<div class="pc" data-role="ui">Comments</div>
${crow({ name: "Gage Hollander", meta: "2h", joined: true, color: "#4f86b0", text: ["Bet the neighbours had popcorn by go 20"], who: "Gage Hollander" })}
${crow({ name: "Kellan Brooks", meta: "1h", joined: true, color: "#6f5aa8", text: ["No popcorn, but Lyall from number 9 brought a thermos."], who: "owner" })}
${crow({ name: "Kendall Price", meta: "1h", joined: true, color: "#b0703a", text: ["Why not just drive in forwards"], who: "Kendall Price" })}
${crow({ name: "Kellan Brooks", meta: "1h", joined: true, color: "#6f5aa8", text: ["It has to face the road or the door opens into the hedge."], who: "owner" })}
${crow({ name: "Lainey Brooks", meta: "40m", joined: true, color: "#c2476b", text: ["The dent by the back wheel is from go 17"], who: "Lainey Brooks" })}
</div>
${iconBar([icon.home(24), icon.search(24), icon.video(25), icon.bell(24), icon.person(24)], "#ffffff", "#e4e9e7", "#3a403e", true)}`,
};
