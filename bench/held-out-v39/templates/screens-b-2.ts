// Part B's posts with replies (v39), second file: TheGrint (a round of 97 and a birdie off the halfway hut), Kakao Story
// (a trip to Jeju for Dad's 60th, and his rice cooker).
import { avatar, icon, picture } from "./icons";
import { shapes } from "./parts";
import type { ScreenSpec } from "./screen-type";
import { crow, iconBar, postCss } from "./screens-b-kit";
import { own, ui } from "./shell";

export const thegrint: ScreenSpec = {
  id: "thegrint-off-the-halfway-hut",
  app: "TheGrint",
  kind: "post",
  dark: true,
  device: "iphone-max",
  format: "png",
  downscaleTo: 1000,
  owner: { name: "Garrick Dunn", handle: null },
  time: "18:05",
  battery: 34,
  cutLines: 1,
  replies: true,
  css:
    postCss({
      bg: "#0e1411",
      card: "#161e1a",
      fg: "#eef3ef",
      sub: "#8d9a92",
      line: "#25302a",
      name: "#eef3ef",
      accent: "#3fbf6a",
      head: "#0e1411",
      headFg: "#eef3ef",
      size: 15,
    }) +
    `.ph b{font-size:20px;font-weight:800;letter-spacing:-.2px}.ph b span{color:#3fbf6a}
.rc{margin-top:10px;border-radius:12px;background:#1f2a24;padding:12px 14px}.cn{font-size:15px;font-weight:700}.cs{font-size:12px;color:#8d9a92;margin-top:2px}
.sc{display:flex;align-items:flex-end;gap:16px;margin-top:10px}.big{font-size:40px;font-weight:800;line-height:42px}.ov{font-size:15px;color:#3fbf6a;font-weight:700;margin-bottom:5px}
.gs{display:flex;margin-top:10px;border-top:1px solid #2c3931;padding-top:8px}.gs div{flex:1}.gs .v{font-size:16px;font-weight:700}.gs .l{font-size:11px;color:#8d9a92}
.hs{display:flex;margin-top:10px;border-top:1px solid #2c3931;padding-top:8px;text-align:center}.hs div{flex:1}.hn{font-size:10.5px;color:#8d9a92}.hv{font-size:14px;font-weight:600;margin-top:2px}`,
  html: `<div class="row ph" data-role="ui">${icon.back(22)}<b>The<span>Grint</span></b>${icon.share(20)}</div>
<div class="fill">
<div class="pp"><div class="row" style="gap:10px">${avatar(40, "#4f6d8a")}<div style="flex:1">${ui("Garrick Dunn", "pn")}${ui("Posted a round · Sun", "pm")}</div></div>
<div class="rc"><div style="display:flex;gap:10px"><div style="flex:1">${ui("Cedar Ridge GC", "cn")}${ui("18 holes · Blue tees · 6,412 yds", "cs")}</div>${picture(
    56,
    40,
    ["#3b6b47", "#2a5236"],
    shapes([
      [20, 6, 2, 26, "#e6e6e6", "0"],
      [22, 6, 12, 8, "#e14b4b", "0"],
      [8, 30, 40, 8, "#4f8a5d"],
    ]),
  )}</div>
<div class="sc">${ui("97", "big")}${ui("+25", "ov")}</div>
<div class="gs" data-role="ui"><div>${ui("36", "v")}${ui("Putts", "l")}</div><div>${ui("4/14", "v")}${ui("Fairways", "l")}</div><div>${ui("3/18", "v")}${ui("Greens", "l")}</div><div>${ui("1", "v")}${ui("Birdies", "l")}</div></div>
<div class="hs" data-role="ui"><div>${ui("1", "hn")}${ui("5", "hv")}</div><div>${ui("2", "hn")}${ui("6", "hv")}</div><div>${ui("3", "hn")}${ui("4", "hv")}</div><div>${ui("4", "hn")}${ui("7", "hv")}</div><div>${ui("5", "hn")}${ui("6", "hv")}</div><div>${ui("6", "hn")}${ui("5", "hv")}</div><div>${ui("7", "hn")}${ui("8", "hv")}</div><div>${ui("8", "hn")}${ui("6", "hv")}</div><div>${ui("9", "hn")}${ui("4", "hv")}</div><div>${ui("Out", "hn")}${ui("51", "hv")}</div></div></div>
${own("Not my best day, front nine was a disaster.", "px")}
${own("My one birdie hit an oak, a cart path and the halfway hut.", "px")}
${own("Back nine was better, just need to stop three putting.", "px")}
<div class="row pa" data-role="ui"><span class="row">${icon.thumbUp(17)}<span>21</span></span><span class="row">${icon.comment(16)}<span>5</span></span><span class="r">View scorecard</span></div></div>
${ui("Comments", "pc")}
${crow({ name: "Gatlin Reese", meta: "Sun", joined: true, color: "#8a6a4a", text: ["Watched it from the 9th green, the hut lady ducked"], who: "Gatlin Reese" })}
${crow({ name: "Garrick Dunn", meta: "Sun", joined: true, color: "#4f6d8a", depth: 1, text: ["Bought her a hot dog by way of apology."], who: "owner" })}
${crow({ name: "Kade Morrow", meta: "Sun", joined: true, color: "#6a8a4a", text: ["97 is solid man, you'll break 90 by spring"], who: "Kade Morrow" })}
${crow({ name: "Jensen Boyd", meta: "Mon", joined: true, color: "#8a4a6a", text: ["Does the scorecard have a column for huts"], who: "Jensen Boyd" })}
${crow({ name: "Garrick Dunn", meta: "Mon", joined: true, color: "#4f6d8a", depth: 1, text: ["It does now, I've pencilled one in"], who: "owner" })}
${crow({ name: "Lonnie Voss", meta: "Mon", joined: true, color: "#9a8a4a", text: ["Which oak, next to the 7th tee? That tree owes me four balls"], who: "Lonnie Voss" })}
</div>
${iconBar([icon.home(25), icon.search(25), icon.plusBox(27), icon.star(25), icon.person(25)], "#0e1411", "#25302a", "#8d9a92")}`,
};

export const kakaostory: ScreenSpec = {
  id: "kakao-story-the-rice-cooker-came-too",
  app: "Kakao Story",
  kind: "post",
  dark: false,
  device: "android",
  format: "jpeg",
  quality: 76,
  owner: { name: "Hyejin Park", handle: null },
  time: "22:10",
  battery: 66,
  crop: { top: 30 },
  cutLines: 1,
  replies: true,
  css:
    postCss({
      bg: "#f2f2f2",
      card: "#ffffff",
      fg: "#222222",
      sub: "#8c8c8c",
      line: "#e6e6e6",
      name: "#222222",
      accent: "#f29b00",
      head: "#ffffff",
      headFg: "#222222",
      size: 14.5,
    }) +
    `.ph b{font-size:19px;font-weight:700}.ph b span{color:#f29b00}.fe{display:flex;gap:16px;margin-top:10px;font-size:13px;color:#8c8c8c}.fe span{display:flex;gap:5px;align-items:center}`,
  html: `<div class="row ph" data-role="ui">${icon.back(22)}<b>Kakao<span>Story</span></b>${icon.moreV(20)}</div>
<div class="fill">
<div class="pp"><div class="row" style="gap:10px">${avatar(40, "#c48a7a")}<div style="flex:1">${ui("Hyejin Park", "pn")}${ui("December 3 · Friends", "pm")}</div></div>
<div style="margin:10px -14px 0">${picture(
    "100%",
    150,
    ["#f3b27a", "#6f8fb8"],
    shapes([
      [0, 96, 360, 54, "#3f6f99", "0"],
      [150, 70, 60, 60, "#f7d08a"],
      [0, 128, 360, 22, "#e8d3a8", "0"],
      [130, 100, 10, 28, "#3b3b46", "3px"],
      [148, 104, 9, 24, "#3b3b46", "3px"],
    ]),
  )}</div>
${own("Took Dad to Jeju for his 60th, five nights by the sea.", "px")}
${own("I'd booked a different seafood place for every night.", "px")}
${own("Dad brought his own rice cooker.", "px")}
${own("We ate in the hotel room four nights out of five.", "px")}
${own("Still the best trip we've had together.", "px")}
<div class="fe" data-role="ui"><span>${icon.smile(17)}Feel 18</span><span>${icon.comment(16)}Comments 5</span><span>${icon.share(16)}Share</span></div></div>
${crow({ name: "Kyungmin Park", meta: "Dec 3", joined: true, color: "#7a8fa8", text: ["The hotel rice was too soft"], who: "Kyungmin Park" })}
${crow({ name: "Haneul Park", meta: "Dec 3", joined: true, color: "#a87a9a", text: ["Did he bring the good kimchi as well"], who: "Haneul Park" })}
${crow({ name: "Hyejin Park", meta: "Dec 3", joined: true, color: "#c48a7a", depth: 1, text: ["Two jars, wrapped in his spare socks."], who: "owner" })}
${crow({ name: "Gyuri Seo", meta: "Dec 4", joined: true, color: "#7aa88a", text: ["Jeju looks so beautiful, which beach is that?"], who: "Gyuri Seo" })}
${crow({ name: "Hyejin Park", meta: "Dec 4", joined: true, color: "#c48a7a", depth: 1, text: ["Hyeopjae, we went at sunset on the one night out."], who: "owner" })}
</div>
${iconBar([icon.home(24), icon.search(24), icon.plusBox(26), icon.bell(24), icon.person(24)], "#ffffff", "#e6e6e6", "#555555", true)}`,
};
