// Part B's posts with replies (v37), fifth file: Lifecake (a first tooth and the tooth fairy) and Josh (a first 10K and an auto home).
import { avatar, icon, picture } from "./icons";
import { shapes } from "./parts";
import type { ScreenSpec } from "./screen-type";
import { commentBox, crow, iconBar, postCss } from "./screens-b-kit";
import { own, ui } from "./shell";

export const lifecake: ScreenSpec = {
  id: "lifecake-wiggling-the-rest",
  app: "Lifecake",
  kind: "post",
  dark: false,
  device: "iphone",
  format: "jpeg",
  quality: 78,
  owner: { name: "Ladi Bankole", handle: null },
  time: "20:47",
  battery: 45,
  banner: {
    app: "Messages",
    color: "#34c759",
    title: "Gurnoor",
    body: "The tooth fairy has set a very high bar for our street",
    author: "Gurnoor",
    age: "now",
  },
  cutLines: 0,
  replies: true,
  css:
    postCss({
      bg: "#f3f7f6",
      card: "#ffffff",
      fg: "#23302d",
      sub: "#7d8b88",
      line: "#e2ebe9",
      name: "#23302d",
      accent: "#19a88f",
      head: "#19a88f",
      headFg: "#ffffff",
      font: "Helvetica, Arial, sans-serif",
      size: 14.5,
    }) +
    `.ph b{font-size:21px;font-weight:700;text-align:center;letter-spacing:.2px}.ag{display:flex;justify-content:space-between;padding:10px 14px 8px;font-size:12.5px;color:#19a88f;font-weight:700;background:#f3f7f6}.ag span+span{color:#7d8b88;font-weight:400}
.cr{padding-top:6px;padding-bottom:3px}`,
  statusBarDark: true,
  statusBarBackground: "#19a88f",
  html: `<div class="row ph" data-role="ui">${icon.menu(22)}<b>Lifecake</b>${icon.plus(22)}</div>
<div class="fill">
<div class="ag" data-role="ui"><span>Kelechi · 5 years, 2 months</span><span>Tue 14 May</span></div>
${picture(
  "100%",
  170,
  ["#f6e7cf", "#e8cfa6"],
  shapes([
    [140, 24, 110, 120, "#6b4226", "50%"],
    [150, 8, 90, 40, "#1f1a17", "45px 45px 10px 10px"],
    [172, 96, 46, 22, "#ffffff", "4px 4px 20px 20px"],
    [190, 96, 10, 12, "#6b4226", "0"],
    [168, 66, 10, 10, "#1f1a17", "50%"],
    [212, 66, 10, 10, "#1f1a17", "50%"],
    [120, 140, 150, 30, "#3d7fc4", "30px 30px 0 0"],
  ]),
)}
<div class="pp"><div class="row" style="gap:10px">${avatar(32, "#8e5b3a")}<div style="flex:1">${ui("Ladi Bankole", "pn")}${ui("Posted at 19:58", "pm")}</div></div>
${own("Kelechi lost his first tooth at breakfast!", "px")}
${own("The tooth fairy only had a tenner, and by lunch he was wiggling the rest.", "px")}
${own("Photo before bed, gap and all.", "px")}
<div class="row pa" data-role="ui"><span class="row">${icon.heartFilled(17)}<span>Grandma, Kizzy and 4 others</span></span></div></div>
<div class="pc" data-role="ui">4 comments</div>
${crow({ name: "Grandma", meta: "20:05", joined: true, color: "#c0392b", text: ["In my day it was 20p and we were grateful"], who: "Grandma" })}
${crow({ name: "Ladi Bankole", meta: "20:09", joined: true, color: "#8e5b3a", text: ["He asked if you take card."], who: "owner" })}
${crow({ name: "Auntie Kizzy", meta: "20:31", joined: true, color: "#8e44ad", text: ["Tell the fairy the going rate at ours is a pound, she's ruining it for everyone"], who: "Auntie Kizzy" })}
${crow({ name: "Uncle Jeevan", meta: "20:40", joined: true, color: "#2e86c1", text: ["Grandma also gave me a lecture on saving with my 20p"], who: "Uncle Jeevan" })}
</div>
${commentBox({ text: "Write something for the family", color: "#8e5b3a", bg: "#ffffff", box: "#eef4f3", fg: "#23302d", sub: "#8d9a97", line: "#e2ebe9", right: icon.send(20), bottom: 30 })}`,
};

export const josh: ScreenSpec = {
  id: "josh-watch-says-half-marathon",
  app: "Josh",
  kind: "post",
  dark: true,
  device: "android",
  format: "png",
  owner: { name: "Hrishi Kulkarni", handle: "hrishi.runs" },
  time: "10:12",
  battery: 17,
  cutLines: 0,
  replies: true,
  css:
    postCss({
      bg: "#0d0d10",
      card: "#0d0d10",
      fg: "#eeeeee",
      sub: "#9999a3",
      line: "#24242b",
      name: "#ffffff",
      accent: "#ff8a00",
      head: "#0d0d10",
      headFg: "#ffffff",
      font: "Roboto, Arial, sans-serif",
      size: 14,
    }) +
    `.ph b{font-size:24px;font-weight:900;background:linear-gradient(90deg,#ffb300,#ff3d6e);-webkit-background-clip:text;color:transparent}.fo{border:1.5px solid #ff8a00;color:#ff8a00;border-radius:14px;padding:3px 12px;font-size:12.5px;font-weight:700}
.du{position:absolute;left:8px;bottom:8px;background:rgba(0,0,0,.6);color:#fff;font-size:11px;padding:2px 6px;border-radius:4px}.cr{padding-top:6px;padding-bottom:3px}`,
  html: `<div class="row ph" data-role="ui">${icon.back(22)}<b>Josh</b>${icon.share(20)}${icon.moreV(20)}</div>
<div class="fill">
<div style="position:relative">${picture(
    "100%",
    214,
    ["#f7b267", "#f25f5c"],
    shapes([
      [0, 150, 360, 64, "#3b3b44", "0"],
      [0, 176, 360, 4, "#ffffff", "0"],
      [160, 40, 34, 34, "#7a4a2e", "50%"],
      [152, 74, 50, 62, "#1565c0", "12px 12px 4px 4px"],
      [156, 136, 18, 46, "#222", "4px"],
      [182, 132, 18, 50, "#222", "4px"],
      [166, 92, 30, 22, "#ffffff", "3px"],
      [40, 96, 8, 60, "#555", "2px"],
      [30, 80, 28, 18, "#c62828", "3px"],
    ]),
  )}<div class="du" data-role="ui">0:38</div></div>
<div class="pp"><div class="row" style="gap:10px">${avatar(36, "#ff8a00")}<div style="flex:1">${ui("Hrishi Kulkarni", "pn")}${ui("@hrishi.runs · Pune · 1d", "pm")}</div><span class="fo" data-role="ui">Follow</span></div>
${own("First 10K done, Pune, 58:40.", "px")}
${own("The auto home over the potholes added 3,000 steps, so my watch says half marathon.", "px")}
${own("Next goal is under 55.", "px")}
<div class="row pa" data-role="ui"><span class="row">${icon.heart(17)}<span>1,126</span></span><span class="row">${icon.comment(16)}<span>74</span></span><span class="row">${icon.send(16)}<span>Share</span></span></div></div>
<div class="pc" data-role="ui">Comments 74</div>
${crow({ name: "Gauri Kulkarni", meta: "1d", joined: true, color: "#ad1457", text: ["Pay the auto driver with the medal"], who: "Gauri Kulkarni", foot: "Reply" })}
${crow({ name: "Hrishi Kulkarni", meta: "1d", joined: true, color: "#ff8a00", text: ["He asked for 20 extra for the potholes, so he's been paid."], who: "owner", depth: 1, foot: "Reply" })}
${crow({ name: "Jaya More", meta: "22h", joined: true, color: "#00838f", text: ["Congrats bhau, which event was this?"], who: "Jaya More", foot: "Reply" })}
${crow({ name: "Laxman Patil", meta: "20h", joined: true, color: "#5e35b1", text: ["My watch gives me 2K steps for brushing my teeth"], who: "Laxman Patil", foot: "Reply" })}
</div>
${iconBar([icon.home(24), icon.search(24), icon.plusBox(26), icon.bell(24), icon.person(24)], "#0d0d10", "#24242b", "#cfcfd6", true)}`,
};
