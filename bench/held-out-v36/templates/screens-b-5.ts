// Part B's posts with replies (v36), fifth file: FriendFeed (a fox in a new shed) and Moj (a marathon and a banana).
import { avatar, icon, picture } from "./icons";
import { shapes } from "./parts";
import type { ScreenSpec } from "./screen-type";
import { commentBox, crow, iconBar, postCss } from "./screens-b-kit";
import { own, ui } from "./shell";

export const friendfeed: ScreenSpec = {
  id: "friendfeed-a-fox-in-the-shed",
  app: "FriendFeed",
  kind: "post",
  dark: false,
  device: "iphone-max",
  format: "jpeg",
  generations: [{ quality: 80 }, { width: 960, quality: 66 }],
  owner: { name: "Killian Doherty", handle: null },
  time: "13:37",
  battery: 69,
  statusBarDark: true,
  statusBarBackground: "#4b7bbf",
  cutLines: 0,
  replies: true,
  css:
    postCss({
      bg: "#ffffff",
      card: "#ffffff",
      fg: "#222222",
      sub: "#888888",
      line: "#e5e9ef",
      name: "#2a5db0",
      accent: "#2a5db0",
      head: "#4b7bbf",
      headFg: "#ffffff",
      font: "Arial, Helvetica, sans-serif",
      size: 15,
    }) +
    `.ph b{font-size:22px;font-weight:700;letter-spacing:-.3px}.th{gap:6px;margin-top:10px}.ml{font-size:12.5px;color:#888;margin-top:8px}.ml b{color:#2a5db0;font-weight:400}
.lk{margin:8px 14px 0;padding:6px 8px;background:#eef3fa;border-radius:3px;font-size:12.5px;color:#2a5db0}.cr{padding-left:28px!important;background:#fff}.crn{font-size:13px;color:#2a5db0}`,
  html: `<div class="row ph" data-role="ui"><b>friendfeed</b><span style="flex:none"></span>${icon.search(21)}${icon.menu(22)}</div>
<div class="fill">
<div class="pp"><div class="row" style="gap:10px;align-items:flex-start">${avatar(44, "#5d8a54")}<div style="flex:1;min-width:0">${ui("Killian Doherty", "pn")}
${own("Put up a kit shed by the back fence this month.", "px")}
${own("Three weekends on the shed, and a fox moved in before I fitted the door.", "px")}
${own("Door goes on Saturday, with or without him.", "px")}
<div class="row th">${picture(
    96,
    72,
    ["#a8c48a", "#6f8f55"],
    shapes([
      [14, 14, 66, 50, "#8a6a48", "4px"],
      [10, 8, 74, 12, "#5a5a5a", "3px"],
    ]),
  )}${picture(
    96,
    72,
    ["#5e5a52", "#2e2c28"],
    shapes([
      [30, 36, 40, 26, "#c4692b", "50% 50% 30% 30%"],
      [56, 30, 16, 16, "#c4692b"],
    ]),
  )}${picture(
    96,
    72,
    ["#bcd0e0", "#8ea8bc"],
    shapes([
      [20, 20, 56, 52, "#8a6a48", "4px"],
      [38, 40, 20, 32, "#3b2f22", "2px"],
    ]),
  )}</div>
<div class="ml" data-role="ui">3 hours ago via web - <b>Comment</b> - <b>Like</b></div></div></div></div>
<div class="lk" data-role="ui">Khanyisile Dube, Gopal Nair and 9 other people liked this</div>
${crow({ name: "Khanyisile Dube", meta: "2 hours ago", joined: true, size: 26, color: "#a0527a", text: ["Felt or shingles on that roof?"], who: "Khanyisile Dube" })}
${crow({ name: "Killian Doherty", meta: "2 hours ago", joined: true, size: 26, color: "#5d8a54", text: ["Felt, two rolls, and only a bit of it stuck to me."], who: "owner" })}
${crow({ name: "Katlego Mokoena", meta: "1 hour ago", joined: true, size: 26, color: "#3d7aa0", text: ["He has better taste in property than you ever did"], who: "Katlego Mokoena" })}
${crow({ name: "Killian Doherty", meta: "1 hour ago", joined: true, size: 26, color: "#5d8a54", text: ["He's claimed the good shelf in the corner."], who: "owner" })}
${crow({ name: "Gopal Nair", meta: "40 minutes ago", joined: true, size: 26, color: "#b8863a", text: ["Charge him rent in chicken bones"], who: "Gopal Nair" })}
${crow({ name: "Lyubov Petrova", meta: "25 minutes ago", joined: true, size: 26, color: "#7a62a8", text: ["Does he have a name yet"], who: "Lyubov Petrova" })}
${crow({ name: "Killian Doherty", meta: "20 minutes ago", joined: true, size: 26, color: "#5d8a54", text: ["My daughter calls him the lodger."], who: "owner" })}
</div>
${commentBox({ text: "Post a comment", color: "#5d8a54", bg: "#f4f6f9", box: "#ffffff", fg: "#222222", sub: "#999999", line: "#e5e9ef", right: icon.send(20), bottom: 28 })}`,
};

export const moj: ScreenSpec = {
  id: "moj-banana-at-thirty-eight",
  app: "Moj",
  kind: "post",
  dark: true,
  device: "android",
  format: "jpeg",
  quality: 72,
  crop: { bottom: 40 },
  owner: { name: "Lokesh Reddy", handle: "@lokesh.runs" },
  time: "07:51",
  battery: 46,
  cutLines: 1,
  replies: true,
  css:
    postCss({
      bg: "#000000",
      card: "#121212",
      fg: "#f4f4f4",
      sub: "#9c9c9c",
      line: "#262626",
      name: "#f4f4f4",
      accent: "#ff4f6e",
      head: "#000000",
      headFg: "#f4f4f4",
      size: 14,
    }) +
    `.ph b{font-size:22px;font-weight:800;background:linear-gradient(90deg,#ffb23f,#ff4f6e);-webkit-background-clip:text;color:transparent}.so{margin-top:7px;font-size:12.5px;color:#d6d6d6}
.fo{padding:4px 12px;border-radius:14px;background:linear-gradient(90deg,#ffb23f,#ff4f6e);color:#fff;font-size:12.5px;font-weight:700}.du{position:absolute;right:10px;top:10px;background:rgba(0,0,0,.55);color:#fff;font-size:11.5px;font-weight:700;padding:2px 6px;border-radius:4px}
.sh{background:#121212;border-radius:14px 14px 0 0;margin-top:6px;border-top:1px solid #262626}`,
  html: `<div class="row ph" data-role="ui">${icon.back(22)}<b>Moj</b>${icon.share(20)}${icon.moreV(21)}</div>
<div class="fill">
<div style="position:relative">${picture(
    "100%",
    170,
    ["#6d8aa8", "#3d4a58"],
    shapes([
      [0, 120, 360, 50, "#55585c", "0"],
      [70, 40, 34, 34, "#7a4a2a"],
      [60, 74, 54, 70, "#2f6fd6", "20px 20px 4px 4px"],
      [220, 22, 44, 120, "#f5d33a", "22px 22px 18px 18px"],
      [232, 40, 20, 14, "#3a2a10", "40%"],
      [0, 140, 360, 6, "#f0f0f0", "0"],
    ]),
  )}<div class="du" data-role="ui">0:47</div></div>
<div class="pp"><div class="row" style="gap:10px">${avatar(36, "#6a4fb3")}<div style="flex:1">${ui("Lokesh Reddy", "pn")}${ui("@lokesh.runs · 2d", "pm")}</div><span class="fo" data-role="ui">Follow</span></div>
${own("First full marathon done, Hyderabad, 4:52.", "px")}
${own("At 38 km a man in a banana costume overtook me while eating a banana.", "px")}
${own("Legs are finished, heart is full.", "px")}
${ui("Original sound · lokesh.runs", "so")}
<div class="row pa" data-role="ui"><span class="row">${icon.heart(16)}<span>3.6K</span></span><span class="row">${icon.comment(16)}<span>127</span></span><span class="row">${icon.share(16)}<span>58</span></span></div></div>
<div class="sh">
<div class="pc" data-role="ui" style="margin-top:0">127 comments</div>
${crow({ name: "Gunjan Rao", meta: "2d", joined: true, color: "#c2574a", text: ["The banana was pacing you, respect"], who: "Gunjan Rao", foot: "Reply · 212" })}
${crow({ name: "Lokesh Reddy", meta: "Creator · 2d", joined: true, color: "#6a4fb3", text: ["I saw him again at the finish, he was on his third."], who: "owner", depth: 1, foot: "Reply · 96" })}
${crow({ name: "Himanshu Varma", meta: "1d", joined: true, color: "#3a8f7a", text: ["4:52 on your first is solid bro"], who: "Himanshu Varma", foot: "Reply · 31" })}
${crow({ name: "Ishita Pillai", meta: "1d", joined: true, color: "#b0852e", text: ["Next year go as the peel"], who: "Ishita Pillai", foot: "Reply · 18" })}
</div>
</div>
${iconBar([icon.home(24), icon.search(24), icon.plusBox(26), icon.chat(24), icon.person(24)], "#000000", "#262626", "#dddddd", true)}`,
};
