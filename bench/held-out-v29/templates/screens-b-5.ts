// Part B's posts with replies (v29), fifth file: Favorited (a set of mugs of four sizes) and Cluster (a school reunion
// in a private group).
import { avatar, icon, picture } from "./icons";
import { shapes } from "./parts";
import type { ScreenSpec } from "./screen-type";
import { crow, iconBar, postCss } from "./screens-b-kit";
import { own, ui } from "./shell";

export const favorited: ScreenSpec = {
  id: "favorited-one-grape-mug",
  app: "Favorited",
  kind: "post",
  dark: true,
  device: "android",
  format: "png",
  owner: { name: "jessop.makes", handle: null },
  time: "23:18",
  battery: 41,
  statusBarBackground: "#000",
  cutLines: 0,
  replies: true,
  css:
    postCss({
      bg: "#000",
      card: "#161616",
      fg: "#f4f4f4",
      sub: "#9a9a9a",
      line: "#262626",
      name: "#d9d9d9",
      accent: "#ff2d87",
      head: "#000",
      headFg: "#f4f4f4",
      size: 14,
    }) +
    `.vid{position:relative;flex:none}.ov{position:absolute;left:12px;right:60px;bottom:10px;color:#fff}.ovn{font-size:15px;font-weight:700}.ovx{font-size:13.5px;line-height:18px;margin-top:4px;text-shadow:0 1px 2px rgba(0,0,0,.6)}
.side{position:absolute;right:10px;bottom:14px;display:flex;flex-direction:column;gap:12px;align-items:center;color:#fff;font-size:11px}.sh{background:#161616;border-radius:14px 14px 0 0;margin-top:-8px;position:relative;padding-top:10px}.shh{text-align:center;font-size:13px;font-weight:700;color:#f4f4f4;padding-bottom:4px}
.cr{padding-top:5px;padding-bottom:2px}.crn{font-size:12.5px;color:#9a9a9a;font-weight:600}`,
  html: `<div class="vid">${picture(
    "100%",
    250,
    ["#5a4636", "#2a2019"],
    shapes([
      [0, 104, 360, 146, "#8a6a4c", "0"],
      [40, 36, 74, 70, "#d8cbb3", "8px 8px 14px 14px"],
      [132, 54, 54, 52, "#d8cbb3", "8px 8px 12px 12px"],
      [200, 72, 36, 34, "#d8cbb3", "6px 6px 10px 10px"],
      [252, 94, 12, 12, "#d8cbb3", "3px 3px 5px 5px"],
    ]),
  )}<div class="ov">${ui("@jessop.makes", "ovn")}${own("Finally finished my first matching set of mugs.", "ovx")}${own("They hold a pint, a cup, an espresso and roughly one grape.", "ovx")}${own("Glaze is called Oatmeal Speckle. The colour matches the website, at least.", "ovx")}</div>
<div class="side" data-role="ui">${avatar(34, "#a35d7a")}<span>${icon.heartFilled(26, "#ff2d87")}</span><span>18.2K</span><span>${icon.comment(24)}</span><span>412</span></div></div>
<div class="fill sh">
${ui("412 comments", "shh")}
${crow({ name: "gaelle.b", meta: "2h", joined: true, color: "#5d84b8", text: ["the grape one is a ring holder now, i've decided"], who: "gaelle.b", foot: "Reply · 2,104" })}
${crow({ name: "gianluca_v", meta: "2h", joined: true, color: "#7aa05a", text: ["Which one is yours in the kiln shot?"], who: "gianluca_v", foot: "Reply · 88" })}
${crow({ name: "jessop.makes", meta: "Creator · 1h", joined: true, color: "#a35d7a", text: ["The big one. It started out as the small one."], who: "owner", depth: 1, foot: "Reply · 931" })}
${crow({ name: "iphigenia.k", meta: "1h", joined: true, color: "#c08a3a", text: ["my nan has a set just like this and she calls it the family"], who: "iphigenia.k", foot: "Reply · 640" })}
${crow({ name: "lysette.r", meta: "52m", joined: true, color: "#3f9a8c", text: ["how do you even make the grape one on purpose"], who: "lysette.r", foot: "Reply · 377" })}
${crow({ name: "jessop.makes", meta: "Creator · 45m", joined: true, color: "#a35d7a", text: ["I didn't."], who: "owner", depth: 1, foot: "Reply · 1,560" })}
${crow({ name: "humbert", meta: "40m", joined: true, color: "#6c62b0", text: ["tell us the wheel speed, asking for science"], who: "humbert", foot: "Reply · 12" })}
</div>
<div class="row" style="flex:none;gap:10px;padding:8px 12px;background:#161616;border-top:1px solid #262626;position:relative;z-index:3">${avatar(28, "#444")}<span style="flex:1;background:#262626;border-radius:16px;padding:7px 12px;font-size:14px;color:#9a9a9a">Add comment...</span>${icon.smile(20)}</div>`,
};

export const cluster: ScreenSpec = {
  id: "cluster-six-of-those-were-teachers",
  app: "Cluster",
  kind: "post",
  dark: false,
  device: "iphone-max",
  format: "jpeg",
  quality: 72,
  owner: { name: "Juliet Crane", handle: null },
  time: "11:47",
  battery: 76,
  cutLines: 0,
  replies: true,
  css:
    postCss({
      bg: "#eef1f5",
      card: "#fff",
      fg: "#1e2430",
      sub: "#7d8696",
      line: "#e1e5ec",
      name: "#1e2430",
      accent: "#2f6fed",
      head: "#2f6fed",
      headFg: "#fff",
      size: 15,
    }) + `.grp{flex:1}.grp b{display:block;font-size:17px;font-weight:700}.grp span{font-size:12px;opacity:.85}.cr{padding-top:7px;padding-bottom:4px}`,
  statusBarDark: true,
  statusBarBackground: "#2f6fed",
  html: `<div class="row ph" data-role="ui">${icon.back(22)}<div class="grp"><b>Class of 2006 · Ashworth High</b><span>48 members</span></div>${icon.person(22)}</div>
<div class="fill">
<div class="pp" style="margin-top:8px"><div class="row" style="gap:10px">${avatar(38, "#c46b52")}<div style="flex:1">${ui("Juliet Crane", "pn")}${ui("Sunday at 10:12", "pm")}</div>${icon.more(20)}</div>
${own("Twenty years since we left Ashworth High, so I booked the function room at the Feathers.", "px")}
${own("Invited all 140 of our year. Thirty-one came, and six of those were teachers.", "px")}
${own("Lovely to see so many of you. Same again in 2036?", "px")}</div>
<div class="row" style="gap:2px">${picture(
    "60%",
    150,
    ["#4a3a5e", "#2c2236"],
    shapes([
      [10, 80, 236, 70, "#6d5a80", "0"],
      [30, 50, 30, 60, "#e0b48a", "40% 40% 10% 10%"],
      [80, 46, 30, 64, "#c98f6a", "40% 40% 10% 10%"],
      [130, 52, 30, 58, "#e8c29c", "40% 40% 10% 10%"],
      [180, 44, 30, 66, "#b27a58", "40% 40% 10% 10%"],
      [60, 10, 120, 14, "#f2d64b", "4px"],
    ]),
  )}${picture(
    "40%",
    150,
    ["#5e4a3a", "#33271e"],
    shapes([
      [20, 60, 60, 90, "#2f4f7a", "40% 40% 0 0"],
      [90, 70, 60, 80, "#7a2f3f", "40% 40% 0 0"],
      [40, 30, 26, 28, "#e0b48a"],
      [108, 40, 26, 28, "#caa07a"],
    ]),
  )}</div>
<div class="pp"><div class="row pa" data-role="ui" style="margin-top:0"><span class="row">${icon.heart(17)}<span>27</span></span><span class="row">${icon.comment(17)}<span>6</span></span><span class="r">Add to album</span></div></div>
<div class="pc" data-role="ui">Comments</div>
${crow({ name: "Kalinka Shaw", meta: "Sun", joined: true, color: "#5f8fc9", text: ["Gutted I couldn't make it! Did anyone bring the yearbook?"], who: "Kalinka Shaw" })}
${crow({ name: "Juliet Crane", meta: "Sun", joined: true, color: "#c46b52", text: ["Mrs Dhillon did. She'd marked it."], who: "owner", depth: 1 })}
${crow({ name: "Lucio Bianchi", meta: "Sun", joined: true, color: "#6aa06a", text: ["Mr Hanley asked for my Year 9 coursework again. I'm not coming to the next one."], who: "Lucio Bianchi" })}
${crow({ name: "Gwendal Price", meta: "Mon", joined: true, color: "#a071b5", text: ["Was the disco as bad as the leavers' one"], who: "Gwendal Price" })}
${crow({ name: "Juliet Crane", meta: "Mon", joined: true, color: "#c46b52", text: ["Worse. Same DJ, same three songs."], who: "owner", depth: 1 })}
${crow({ name: "Kaisa Moore", meta: "Mon", joined: true, color: "#c9a03d", text: ["Great night, thanks for sorting it all. Next reunion's on me, promise"], who: "Kaisa Moore" })}
</div>
${iconBar([icon.home(24), icon.grid(24), icon.plusBox(26), icon.bell(24), icon.person(24)], "#fff", "#e1e5ec", "#1e2430")}`,
};
