// Part B's posts with replies (v28), second file: Tinybeans (a swimming lesson watched from the side), Pepper (a
// paella pan that fits nothing), Dogo (a trick kept for the vet).
import { avatar, icon, picture } from "./icons";
import { shapes } from "./parts";
import type { ScreenSpec } from "./screen-type";
import { commentBox, crow, iconBar, postCss } from "./screens-b-kit";
import { own, ui } from "./shell";

export const tinybeans: ScreenSpec = {
  id: "tinybeans-coached-from-the-side",
  app: "Tinybeans",
  kind: "post",
  dark: false,
  device: "iphone-max",
  format: "jpeg",
  quality: 75,
  owner: { name: "Joanie Pryor", handle: null },
  time: "17:06",
  battery: 38,
  cutLines: 0,
  replies: true,
  css:
    postCss({
      bg: "#fbf8f3",
      card: "#fff",
      fg: "#33302c",
      sub: "#8f8a82",
      line: "#ece6dc",
      name: "#33302c",
      accent: "#17a398",
      head: "#fff",
      headFg: "#33302c",
      size: 15,
    }) +
    `.jh{flex-direction:column;align-items:center;gap:0}.jh b{font-size:17px}.jh span{font-size:12px;color:#8f8a82}.age{font-size:13px;font-weight:700;color:#17a398;margin-top:8px}.rx{gap:8px;margin-top:10px}.rx>div{font-size:13px;background:#eef8f6;color:#17a398;border-radius:14px;padding:4px 10px}`,
  html: `<div class="row ph" data-role="ui">${icon.back(22)}<div class="row jh" style="flex:1"><b>The Pryor Family</b><span>Saturday, 14 November</span></div>${icon.more(22)}</div>
<div class="fill">
${picture(
  "100%",
  190,
  ["#bfe6ee", "#7cc3d6"],
  shapes([
    [0, 120, 428, 70, "#4fa9c4", "0"],
    [0, 100, 428, 20, "#e9e2d4", "0"],
    [60, 40, 34, 34, "#f0c9a6"],
    [56, 72, 42, 40, "#f29f3b", "12px"],
    [250, 112, 30, 24, "#f0c9a6"],
    [300, 116, 28, 22, "#f0c9a6"],
  ]),
)}
<div class="pp"><div class="row" style="gap:10px">${avatar(34, "#c27c8e")}<div style="flex:1">${ui("Joanie Pryor", "pn")}${ui("Posted 2h ago", "pm")}</div></div>
${ui("Hal · 2 years, 9 months", "age")}
${own("Hal's first swimming lesson at the leisure centre.", "px")}
${own("He wouldn't get in, but coached the other toddlers from the side all lesson.", "px")}
${own("Same time next Saturday, armbands already packed.", "px")}
<div class="row rx" data-role="ui"><div>\u2764 Nana Herminia</div><div>\u2764 Kunal</div><div>+4</div></div></div>
<div class="pc" data-role="ui">4 comments</div>
${crow({ name: "Nana Herminia", meta: "1h", joined: true, color: "#8e7cc3", text: ["He gets that from your father. Never swum a length, shouts at the Olympics every four years."], who: "Nana Herminia" })}
${crow({ name: "Joanie Pryor", meta: "1h", joined: true, color: "#c27c8e", text: ["He told one little girl her kicking was too splashy."], who: "owner", depth: 1 })}
${crow({ name: "Uncle Kunal", meta: "52m", joined: true, color: "#5f9ea0", text: ["Future PE teacher. Or a Premier League manager."], who: "Uncle Kunal" })}
${crow({ name: "Grandad Gunter", meta: "40m", joined: true, color: "#a0785a", text: ["I do not shout at the Olympics. I advise."], who: "Grandad Gunter" })}
</div>
${iconBar([icon.home(24), `<span style="color:#17a398">${icon.plusBox(28)}</span>`, icon.person(24)], "#fff", "#ece6dc", "#33302c")}`,
};

export const pepper: ScreenSpec = {
  id: "pepper-pan-fits-nothing-we-own",
  app: "Pepper",
  kind: "post",
  dark: true,
  device: "android",
  format: "png",
  owner: { name: "Levente Baranyi", handle: null },
  time: "21:38",
  battery: 22,
  keyboard: true,
  cutLines: 0,
  replies: true,
  css:
    postCss({
      bg: "#121212",
      card: "#1c1c1c",
      fg: "#ececec",
      sub: "#9a9a9a",
      line: "#2a2a2a",
      name: "#ececec",
      accent: "#ff6b4a",
      head: "#1c1c1c",
      headFg: "#ececec",
      size: 14,
    }) + `.ti{font-size:16px;font-weight:700;margin-top:8px;color:#ff8a6e}.cr{padding-top:6px;padding-bottom:3px}`,
  html: `<div class="row ph" data-role="ui">${icon.back(22)}<b>Post</b>${icon.bookmark(20)}</div>
<div class="fill">
<div class="pp"><div class="row" style="gap:10px">${avatar(32, "#b0563a")}<div style="flex:1">${ui("Levente Baranyi", "pn")}${ui("3h", "pm")}</div></div>
${ui("Chicken and butter bean paella", "ti")}
${own("Paella for twelve for my sister's fortieth. Bought a 70 cm pan specially.", "px")}
${own("It doesn't fit the oven, the car or the sink.", "px")}
${own("So now it's a garden feature.", "px")}
<div class="row pa" data-role="ui"><span class="row">${icon.heart(17)}<span>96</span></span><span class="row">${icon.comment(17)}<span>3</span></span><span class="r">Cook this</span></div></div>
${crow({ name: "Indira Bose", meta: "2h", joined: true, color: "#5a7bb0", text: ["Look at that socarrat!! Recipe please"], who: "Indira Bose" })}
${crow({ name: "Levente Baranyi", meta: "2h", joined: true, color: "#b0563a", text: ["It's on my profile. The pan is not included."], who: "owner", depth: 1 })}
${crow({ name: "Jagger Moss", meta: "1h", joined: true, color: "#6e9a5e", text: ["Fill it with water in August and the kids can sit in it."], who: "Jagger Moss" })}
</div>
${commentBox({ text: "can we borrow it for christmas", typed: true, color: "#7a6ab0", bg: "#1c1c1c", box: "#2a2a2a", fg: "#ececec", sub: "#9a9a9a", line: "#2a2a2a", right: icon.send(20), bottom: 8 })}`,
};

export const dogo: ScreenSpec = {
  id: "dogo-plays-dead-for-the-vet",
  app: "Dogo",
  kind: "post",
  dark: false,
  device: "android",
  format: "jpeg",
  generations: [{ quality: 85 }, { width: 900, quality: 70 }],
  owner: { name: "Katarzyna Wolny", handle: null },
  time: "08:51",
  battery: 71,
  cutLines: 0,
  replies: true,
  statusBarDark: true,
  statusBarBackground: "#5b3fd1",
  css:
    postCss({
      bg: "#f3f1fb",
      card: "#fff",
      fg: "#25213a",
      sub: "#8a86a0",
      line: "#e6e2f3",
      name: "#25213a",
      accent: "#5b3fd1",
      head: "#5b3fd1",
      headFg: "#fff",
      size: 14,
    }) +
    `.chip{display:inline-block;font-size:12px;font-weight:700;color:#5b3fd1;background:#ece8fb;border-radius:12px;padding:3px 10px;margin-top:8px}.bdg{position:absolute;left:10px;bottom:10px;font-size:12px;font-weight:700;color:#fff;background:rgba(0,0,0,.55);border-radius:10px;padding:3px 8px}`,
  html: `<div class="row ph" data-role="ui">${icon.back(22)}<b>Community</b>${icon.share(20)}</div>
<div class="fill">
<div class="pp"><div class="row" style="gap:10px">${avatar(34, "#c28a4a")}<div style="flex:1">${ui("Katarzyna Wolny", "pn")}${ui("Loki · Border Collie · 1d", "pm")}</div></div>
<div><span class="chip">Trick: Play dead</span></div></div>
<div style="position:relative">${picture(
    "100%",
    170,
    ["#d8e7c8", "#b3cf98"],
    shapes([
      [0, 120, 360, 50, "#9cbd7d", "0"],
      [110, 96, 130, 40, "#2d2a2a", "40% 40% 30% 30%"],
      [100, 100, 40, 30, "#f1f1f1", "50%"],
      [228, 118, 34, 12, "#2d2a2a", "6px"],
    ]),
  )}<div class="bdg">0:14</div></div>
<div class="pp">
${own("Eight weeks of clicker training and Loki can finally play dead.", "px")}
${own("He only does it when the vet walks in.", "px")}
${own("Treats: dried liver, cut very small.", "px")}
<div class="row pa" data-role="ui"><span class="row">${icon.heart(17)}<span>87 paws</span></span><span class="row">${icon.comment(17)}<span>4</span></span><span class="r">Try this trick</span></div></div>
${crow({ name: "Habib Rahimi", meta: "1d", joined: true, color: "#4a8fb0", text: ["Good boy! That's a clean roll onto the side too."], who: "Habib Rahimi", foot: "Reply" })}
${crow({ name: "Katarzyna Wolny", meta: "1d", joined: true, color: "#c28a4a", text: ["The vet was less impressed. She had the thermometer out already."], who: "owner", depth: 1, foot: "Reply" })}
${crow({ name: "Gladwin Achterberg", meta: "20h", joined: true, color: "#8a6ab0", text: ["Ours plays dead whenever the lead comes out and it's raining."], who: "Gladwin Achterberg", foot: "Reply" })}
${crow({ name: "Lupita Ochoa", meta: "9h", joined: true, color: "#b05a6e", text: ["Does he come back to life for liver?"], who: "Lupita Ochoa", foot: "Reply" })}
</div>
${iconBar([icon.home(22), icon.play(22), icon.chat(22), icon.person(22)], "#fff", "#e6e2f3", "#25213a", true)}`,
};
