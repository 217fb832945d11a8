// Part B's posts with replies (v38), third file: Petcube (a dog and his camera) and Gardentags (a salad bed).
import { avatar, icon, picture } from "./icons";
import { shapes } from "./parts";
import type { ScreenSpec } from "./screen-type";
import { crow, iconBar, postCss } from "./screens-b-kit";
import { own, ui } from "./shell";

export const petcube: ScreenSpec = {
  id: "petcube-four-calls-before-lunch",
  app: "Petcube",
  kind: "post",
  dark: false,
  device: "iphone",
  format: "png",
  owner: { name: "Jumana Haddad", handle: null },
  time: "13:26",
  battery: 54,
  cutLines: 0,
  replies: true,
  banner: {
    app: "Messages",
    color: "#34c759",
    title: "Laith",
    body: "He's barking at the camera again, will you answer him please",
    author: "Laith",
    age: "now",
  },
  css:
    postCss({
      bg: "#f5f6f8",
      card: "#ffffff",
      fg: "#1d2330",
      sub: "#8a92a0",
      line: "#e6e8ec",
      name: "#1d2330",
      accent: "#2f6bff",
      head: "#ffffff",
      headFg: "#1d2330",
      font: "Helvetica, Arial, sans-serif",
      size: 14.5,
    }) +
    `.ph b{font-size:20px;letter-spacing:-.3px}.ph b i{font-style:normal;color:#2f6bff}
.vt{position:absolute;left:10px;top:10px;background:rgba(0,0,0,.55);color:#fff;font-size:11.5px;border-radius:4px;padding:3px 7px}.vp{position:absolute;left:50%;top:50%;transform:translate(-50%,-50%);color:#fff}
.cr{padding-top:7px;padding-bottom:3px}`,
  html: `<div class="row ph" data-role="ui">${icon.back(22)}<b>pet<i>cube</i></b>${icon.bookmark(20)}${icon.more(21)}</div>
<div class="fill">
<div class="pp" style="padding-bottom:8px"><div class="row" style="gap:10px">${avatar(36, "#b3734f")}<div style="flex:1">${ui("Jumana Haddad", "pn")}${ui("Living room cam · Today, 12:40", "pm")}</div></div></div>
<div style="position:relative">${picture(
    "100%",
    168,
    ["#d8cbb8", "#b7a68d"],
    shapes([
      [0, 110, 390, 58, "#8f7a62", "0"],
      [40, 60, 180, 70, "#6d8aa6", "14px 14px 4px 4px"],
      [150, 70, 70, 52, "#3b2f28", "40% 40% 30% 30%"],
      [196, 56, 34, 34, "#3b2f28", "50%"],
      [204, 64, 8, 8, "#f2e8da", "50%"],
      [300, 20, 50, 90, "#efe6d6", "3px"],
    ]),
  )}<div class="vt" data-role="ui">12:40:18</div><div class="vp">${icon.play(38)}</div></div>
<div class="pp" style="padding-top:2px">
${own("Lupin, week two of me being back in the office.", "px")}
${own("He's learned that barking at the camera gets my voice on the speaker.", "px")}
${own("He rang four times before lunch.", "px")}
${own("Clip is from the third call, he is not sorry.", "px")}
<div class="row pa" data-role="ui"><span class="row">${icon.heart(17)}<span>132</span></span><span class="row">${icon.comment(16)}<span>5</span></span><span class="r">${icon.share(17)}</span></div></div>
${crow({ name: "Hadeel Mansour", meta: "1h", joined: true, color: "#7d6bb3", text: ["Put him on hold music"], who: "Hadeel Mansour" })}
${crow({ name: "Jumana Haddad", meta: "58m", joined: true, color: "#b3734f", text: ["I tried the treat button instead. Now he barks for the treat button."], who: "owner" })}
${crow({ name: "Ghassan Aziz", meta: "40m", joined: true, color: "#4f8f7a", text: ["Our cat does the same thing to the doorbell, every time a van goes past"], who: "Ghassan Aziz" })}
${crow({ name: "Jumana Haddad", meta: "12m", joined: true, color: "#b3734f", text: ["Fifth call just came in."], who: "owner" })}
${crow({ name: "Imad Saleh", meta: "9m", joined: true, color: "#a86a8c", text: ["Does he leave a message if you don't pick up"], who: "Imad Saleh" })}
${crow({ name: "Jumana Haddad", meta: "5m", joined: true, color: "#b3734f", text: ["He leaves a shoe in front of the camera."], who: "owner" })}
</div>
${iconBar([icon.home(24), icon.video(24), icon.plusBox(26), icon.bell(24), icon.person(24)], "#ffffff", "#e6e8ec", "#2f6bff")}`,
};

export const gardentags: ScreenSpec = {
  id: "gardentags-all-of-it-rocket",
  app: "Gardentags",
  kind: "post",
  dark: false,
  device: "android",
  format: "png",
  owner: { name: "Lisbet Hale", handle: null },
  time: "08:52",
  battery: 88,
  crop: { top: 28 },
  cutLines: 1,
  replies: true,
  css:
    postCss({
      bg: "#f2f5ee",
      card: "#ffffff",
      fg: "#25301f",
      sub: "#7d8877",
      line: "#e1e7db",
      name: "#2f5d22",
      accent: "#5b9a3c",
      head: "#5b9a3c",
      headFg: "#ffffff",
      font: "Roboto, Arial, sans-serif",
      size: 14.5,
    }) + `.tg{display:flex;gap:6px;margin-top:8px}.tg span{background:#eaf3e2;color:#3f7a26;border-radius:12px;padding:3px 10px;font-size:12px}`,
  html: `<div class="row ph" data-role="ui">${icon.back(22)}<b>Gardentags</b>${icon.search(21)}${icon.moreV(21)}</div>
<div class="fill">
<div class="pp"><div class="row" style="gap:10px">${avatar(36, "#a0674b")}<div style="flex:1">${ui("Lisbet Hale", "pn")}${ui("Zone 8b · Bristol · 3 days ago", "pm")}</div></div></div>
${picture(
  "100%",
  150,
  ["#7a5a3f", "#5e4330"],
  shapes([
    [14, 20, 332, 112, "#8a6a4a", "4px"],
    [30, 34, 300, 22, "#4f8a2c", "10px"],
    [30, 64, 300, 22, "#5a9634", "10px"],
    [30, 94, 300, 22, "#4f8a2c", "10px"],
  ]),
)}
<div class="pp" style="padding-top:4px">
<div class="tg" data-role="ui"><span>Rocket</span><span>Raised beds</span><span>Vegetables</span></div>
${own("Raised bed number two, first sowing of the spring.", "px")}
${own("Sowed a packet of mixed salad leaves and all of it came up rocket.", "px")}
${own("Beans went in along the back on Saturday.", "px")}
<div class="row pa" data-role="ui"><span class="row">${icon.heart(17)}<span>47</span></span><span class="row">${icon.comment(16)}<span>6</span></span><span class="r">Tag a plant</span></div></div>
${ui("6 comments", "pc")}
${crow({ name: "Jinty Shaw", meta: "3 days ago", color: "#b68a3e", text: ["Rocket always wins, it's the bully of the seed packet"], who: "Jinty Shaw" })}
${crow({ name: "Lisbet Hale", meta: "3 days ago", color: "#a0674b", text: ["I've had it in sandwiches eleven days running."], who: "owner" })}
${crow({ name: "Gaz Pritchard", meta: "2 days ago", color: "#5b7fa8", text: ["Swap you a bag of chard for a bag of that"], who: "Gaz Pritchard" })}
${crow({ name: "Lisbet Hale", meta: "2 days ago", color: "#a0674b", text: ["Deal, I'll drop it round Sunday."], who: "owner" })}
${crow({ name: "Loes van Dijk", meta: "1 day ago", color: "#9a6ea8", text: ["Mine came up all radish one year, I still don't trust that packet"], who: "Loes van Dijk" })}
</div>
${iconBar([icon.home(24), icon.search(24), icon.camera(24), icon.bell(24), icon.person(24)], "#ffffff", "#e1e7db", "#5b9a3c", true)}`,
};
