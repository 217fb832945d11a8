// Part B's posts with replies (v27), second file: Chictopia (a hand-knitted jumper), Foodspotting (a pie in two
// plates), Homestyler (a downstairs loo), Dogalize (a good-citizen award).
import { avatar, icon, picture } from "./icons";
import { shapes } from "./parts";
import type { ScreenSpec } from "./screen-type";
import { commentBox, crow, iconBar, postCss } from "./screens-b-kit";
import { own, ui } from "./shell";

const chipCss = `.chs{display:flex;flex-wrap:wrap;gap:6px;margin-top:9px}.ch{font-size:12px;padding:4px 9px;border-radius:12px}`;
const chipsOf = (items: string[], cls = "ch") => `<div class="chs">${items.map((t) => ui(t, cls)).join("")}</div>`;

export const chictopia: ScreenSpec = {
  id: "chictopia-i-only-point-with-my-left-arm",
  app: "Chictopia",
  kind: "post",
  dark: false,
  device: "iphone-max",
  format: "jpeg",
  quality: 74,
  owner: { name: "loreleiv", handle: "loreleiv" },
  time: "12:06",
  battery: 81,
  cutLines: 0,
  replies: true,
  css:
    postCss({
      bg: "#f6f1f3",
      card: "#fff",
      fg: "#2b2226",
      sub: "#8f8088",
      line: "#eadfe4",
      name: "#2b2226",
      accent: "#d2386c",
      head: "#fff",
      headFg: "#d2386c",
      font: "Georgia,serif",
    }) +
    chipCss +
    `.ch{background:#f6e6ec;color:#8d2d4f;font-family:Inter,sans-serif}.lt{font-size:20px;font-style:italic;margin-top:8px}.cr,.pa,.pc,.pm,.px{font-family:Inter,sans-serif}.ph b{font-style:italic;font-size:24px}`,
  html: `<div class="row ph" data-role="ui">${icon.back(22)}<b style="text-align:center">chictopia</b>${icon.share(20)}</div>
<div class="fill">
<div class="row" style="gap:2px;background:#fff">${picture(
    "50%",
    178,
    ["#c9b9a6", "#8c7d6e"],
    shapes([
      [60, 30, 90, 130, "#3f4a5c", "30px 30px 4px 4px"],
      [88, 8, 34, 34, "#e2c2a4"],
    ]),
  )}${picture(
    "50%",
    178,
    ["#d8cfc4", "#a9988a"],
    shapes([
      [40, 70, 130, 80, "#f3eee4", "4px"],
      [55, 85, 95, 6, "#9b948a", "2px"],
      [55, 100, 80, 6, "#9b948a", "2px"],
      [55, 115, 90, 6, "#9b948a", "2px"],
    ]),
  )}</div>
<div class="pp"><div class="row" style="gap:10px">${avatar(38, "#b0577a")}<div style="flex:1">${ui("loreleiv", "pn")}${ui("Bristol, UK · 5 hours ago", "pm")}</div>${ui("+ Fan", "pm")}</div>
${ui("Fourteen Month Jumper", "lt")}
${own("Finally finished the jumper I cast on last September!", "px")}
${own("One sleeve came out nine centimetres longer than the other. I now only point at things with my left arm.", "px")}
${own("Worn with old jeans and my dad's loafers. Wool is from a farm on Shetland.", "px")}
${chipsOf(["Jumper · Handmade", "Jeans · Levi's", "Loafers · Dad's"])}
<div class="row pa" data-role="ui"><span class="row">${icon.heart(17)}<span>214 chic votes</span></span><span class="row">${icon.comment(17)}<span>6</span></span><span class="r">Vote chic</span></div></div>
<div class="pc" data-role="ui">Comments</div>
${crow({ name: "kiana_k", meta: "4h", joined: true, color: "#5a8fa8", text: ["That colour is so good on you. Pattern please?"], who: "kiana_k" })}
${crow({ name: "loreleiv", meta: "4h", joined: true, color: "#b0577a", text: ["Pattern is free online. The sleeves are my own interpretation."], who: "owner", depth: 1 })}
${crow({ name: "gonzalo.m", meta: "3h", joined: true, color: "#7a6bb5", text: ["Roll the long one up and tell people it's asymmetric on purpose."], who: "gonzalo.m" })}
${crow({ name: "joaquina_wears", meta: "1h", joined: true, color: "#c89b3c", text: ["shetland wool is worth every penny honestly"], who: "joaquina_wears" })}
</div>
${iconBar([icon.home(24), icon.search(24), icon.camera(26), icon.heart(24), icon.person(24)], "#fff", "#eadfe4", "#2b2226")}`,
};

export const foodspotting: ScreenSpec = {
  id: "foodspotting-the-lid-on-its-own-plate",
  app: "Foodspotting",
  kind: "post",
  dark: false,
  device: "android",
  format: "jpeg",
  quality: 77,
  owner: { name: "Kenzo Ardito", handle: null },
  time: "22:31",
  battery: 19,
  cutLines: 0,
  replies: true,
  crop: { bottom: 70 },
  statusBarDark: true,
  statusBarBackground: "#c0392b",
  css:
    postCss({
      bg: "#f3efe9",
      card: "#fff",
      fg: "#2a2420",
      sub: "#8b8078",
      line: "#e7dfd6",
      name: "#2a2420",
      accent: "#c0392b",
      head: "#c0392b",
      headFg: "#fff",
    }) +
    `.dn{font-size:17px;font-weight:700;margin-top:8px}.pl{font-size:13px;color:#c0392b;margin-top:2px;font-weight:600}.nb{display:flex;gap:8px;margin-top:10px}.nb div{flex:1;text-align:center;font-size:13px;font-weight:700;padding:7px 0;border-radius:4px;background:#f7ece9;color:#c0392b}`,
  html: `<div class="row ph" data-role="ui">${icon.back(22)}<b>Spot</b>${icon.bookmark(20)}${icon.moreV(20)}</div>
<div class="fill">
${picture(
  "100%",
  150,
  ["#6b4a35", "#2e211a"],
  shapes([
    [40, 40, 150, 80, "#f1ece4"],
    [70, 55, 90, 50, "#c88a3f"],
    [210, 30, 120, 70, "#f1ece4"],
    [240, 45, 60, 40, "#d9a05b", "40% 40% 10% 10%"],
  ]),
)}
<div class="pp"><div class="row" style="gap:10px">${avatar(36, "#3e7c6a")}<div style="flex:1">${ui("Kenzo Ardito", "pn")}${ui("spotted 2 hours ago", "pm")}</div></div>
${ui("Deconstructed Steak Pie", "dn")}${ui("The Gilded Ladle · Leeds", "pl")}
${own("Birthday dinner. The menu called it a playful deconstruction of the steak pie.", "px")}
${own("It was a steak pie, and the lid arrived on its own plate two minutes later.", "px")}
${own("Gravy was excellent though. 7/10.", "px")}
<div class="nb" data-role="ui"><div>Nom it · 31</div><div>Want it · 4</div></div></div>
<div class="pc" data-role="ui">5 comments</div>
${crow({ name: "Jasna Kovac", meta: "1h", joined: true, color: "#a0527a", text: ["Did the lid get its own bill?"], who: "Jasna Kovac" })}
${crow({ name: "Kenzo Ardito", meta: "1h", joined: true, color: "#3e7c6a", text: ['£4 extra for "the crust course". I wish I was joking.'], who: "owner", depth: 1 })}
${crow({ name: "Korbin Hale", meta: "48m", joined: true, color: "#4f6fae", text: ["Happy birthday mate. Honestly the lid looks lovely on its own."], who: "Korbin Hale" })}
${crow({ name: "Giedre Paulauskas", meta: "20m", joined: true, color: "#b97a2f", text: ["We had the deconstructed trifle there. It was a bowl of custard and a sponge in a glass."], who: "Giedre Paulauskas" })}
</div>
${commentBox({ text: "Add a comment…", color: "#7c6a5a", bg: "#fff", box: "#f3efe9", fg: "#2a2420", sub: "#8b8078", line: "#e7dfd6", right: icon.send(20), bottom: 8 })}`,
};

export const homestyler: ScreenSpec = {
  id: "homestyler-the-pattern-is-upside-down",
  app: "Homestyler",
  kind: "post",
  dark: false,
  device: "iphone",
  format: "png",
  owner: { name: "Hanno Brink", handle: null },
  time: "19:52",
  battery: 66,
  cutLines: 0,
  replies: true,
  crop: { top: 50 },
  css:
    postCss({
      bg: "#f4f5f7",
      card: "#fff",
      fg: "#1f2329",
      sub: "#858b94",
      line: "#e4e6ea",
      name: "#1f2329",
      accent: "#ff6a3d",
      head: "#fff",
      headFg: "#1f2329",
    }) +
    chipCss +
    `.ch{background:#fff1ec;color:#d24b22}.pt{font-size:17px;font-weight:700;margin-top:8px}`,
  html: `<div class="row ph" data-role="ui">${icon.back(22)}<b style="text-align:center">Inspiration</b>${icon.more(22)}</div>
<div class="fill">
${picture(
  "100%",
  160,
  ["#e9e4da", "#cfc6b8"],
  shapes([
    [0, 96, 390, 64, "#f4f1ea", "0"],
    [20, 100, 10, 10, "#3b4a5e", "0"],
    [34, 100, 10, 10, "#e9e4da", "0"],
    [48, 100, 10, 10, "#3b4a5e", "0"],
    [150, 20, 70, 90, "#ffffff", "6px"],
    [160, 30, 50, 60, "#bcd3d9", "30px 30px 4px 4px"],
    [260, 60, 80, 70, "#f7f7f5", "14px"],
  ]),
)}
<div class="pp"><div class="row" style="gap:10px">${avatar(38, "#4a6c8c")}<div style="flex:1">${ui("Hanno Brink", "pn")}${ui("Utrecht · Real project · 1 day ago", "pm")}</div>${ui("Follow", "pm")}</div>
${ui("Downstairs loo, before and after", "pt")}
${own("Downstairs loo finally done after six weekends.", "px")}
${own("I laid all 240 tiles myself. On the very last tile I noticed the pattern is upside down.", "px")}
${own("Walls are Setting Plaster, basin from a reclamation yard.", "px")}
${chipsOf(["#bathroom", "#DIY", "#encaustictiles"])}
<div class="row pa" data-role="ui"><span class="row">${icon.heart(17)}<span>96</span></span><span class="row">${icon.comment(17)}<span>12</span></span><span class="row">${icon.bookmark(17)}<span>18</span></span></div></div>
<div class="pc" data-role="ui">Comments (12)</div>
${crow({ name: "Iveta Novak", meta: "20h", joined: true, color: "#9a6bb0", text: ["It looks lovely from here!"], who: "Iveta Novak", foot: "Reply · 4" })}
${crow({ name: "Hanno Brink", meta: "20h", joined: true, color: "#4a6c8c", text: ["Everyone says that. Nobody says from where."], who: "owner", depth: 1, foot: "Reply · 9" })}
${crow({ name: "Keir Dunmore", meta: "18h", joined: true, color: "#5b9a74", text: ["Call it a feature and put the house price up."], who: "Keir Dunmore", foot: "Reply · 2" })}
${crow({ name: "Jaime Ortega", meta: "9h", joined: true, color: "#c0683a", text: ["Which way is up on these? Asking before I start mine."], who: "Jaime Ortega", foot: "Reply" })}
</div>
${iconBar([icon.home(24), icon.grid(24), icon.plusBox(26), icon.chat(24), icon.person(24)], "#fff", "#e4e6ea", "#1f2329")}`,
};

export const dogalize: ScreenSpec = {
  id: "dogalize-he-ate-his-rosette",
  app: "Dogalize",
  kind: "post",
  dark: true,
  device: "android",
  format: "png",
  owner: { name: "Lisbeth Crane", handle: null },
  time: "13:18",
  battery: 73,
  cutLines: 1,
  replies: true,
  css:
    postCss({
      bg: "#121417",
      card: "#1c1f24",
      fg: "#e8eaed",
      sub: "#9aa0a8",
      line: "#2b3037",
      name: "#f0a43a",
      accent: "#f0a43a",
      head: "#1c1f24",
      headFg: "#e8eaed",
    }) +
    chipCss +
    `.ch{background:#2b2f36;color:#f0c27a}`,
  html: `<div class="row ph" data-role="ui">${icon.back(22)}<b>Dogalize</b>${icon.bell(20)}${icon.moreV(20)}</div>
<div class="fill">
<div class="pp"><div class="row" style="gap:10px">${avatar(38, "#8b6a4f")}<div style="flex:1">${ui("Lisbeth Crane", "pn")}${ui("with Jem · Sheffield · 3h", "pm")}</div></div>
${chipsOf(["Springer Spaniel", "3 years", "Good Citizen: Bronze"])}
${own("Jem passed his Good Citizen bronze award this morning!", "px")}
${own("He sat, stayed, and walked past the examiner's sandwich without a glance.", "px")}
${own("Back at the car he ate his rosette.", "px")}</div>
${picture(
  "100%",
  200,
  ["#4f6b3a", "#2c3d22"],
  shapes([
    [110, 40, 140, 90, "#6b4a2f", "45% 45% 35% 35%"],
    [150, 20, 60, 55, "#f2efe9"],
    [205, 60, 24, 34, "#4a301c", "40%"],
    [230, 120, 40, 14, "#2d62c9", "3px"],
  ]),
)}
<div class="pp" style="padding-top:4px"><div class="row pa" data-role="ui"><span class="row">${icon.heart(17)}<span>58 paws</span></span><span class="row">${icon.comment(17)}<span>7</span></span><span class="r">Share</span></div></div>
${crow({ name: "Gracjan Wolski", meta: "2h", joined: true, color: "#5a7fb0", text: ["Bronze today, gold by Christmas!"], who: "Gracjan Wolski", foot: "Like · Reply" })}
${crow({ name: "Lisbeth Crane", meta: "2h", joined: true, color: "#8b6a4f", text: ["The certificate is going somewhere very high up."], who: "owner", depth: 1, foot: "Like · Reply" })}
${crow({ name: "Helka Ranta", meta: "1h", joined: true, color: "#a85a8a", text: ["He did technically earn it."], who: "Helka Ranta", foot: "Like · Reply" })}
${crow({ name: "Jovanka Ilic", meta: "40m", joined: true, color: "#6aa36b", text: ["Ours ate the clicker at puppy class."], who: "Jovanka Ilic", foot: "Like · Reply" })}
</div>
${iconBar([icon.home(24), icon.search(24), icon.plusBox(26), icon.pin(24), icon.person(24)], "#1c1f24", "#2b3037", "#e8eaed", true)}`,
};
