// More posts: Glass (dark, self-portrait no. 214 against the same wall, because the landlord won't let
// him paint it), Outdooractive (a "short cut" that added 3 km and a field of cows, saved twice),
// nebenan.de (German, a four-metre ladder lent out by a man who stayed downstairs, the last reply cut
// under the bottom bar).
import { icon, picture } from "./icons";
import { acts, cmt, head, pageCss, paras, statGrid, tabs, whoRow } from "./blocks";
import { say } from "./kit";
import type { ScreenSpec } from "./screen-type";

export const glass: ScreenSpec = {
  id: "glass-same-wall",
  app: "Glass",
  kind: "post",
  dark: true,
  device: "iphone-max",
  format: "png",
  owner: { name: "Evander Quist", handle: null },
  time: "22:07",
  battery: 47,
  replies: true,
  css: `${pageCss({ bg: "#0c0c0c", card: "#0c0c0c", fg: "#ededed", sub: "#8c8c8c", line: "#1d1d1d", accent: "#ededed", soft: "#161616" })}.cm{padding:7px 16px}`,
  html: `${head("Evander Quist", "Portraits", icon.more(22))}
<div class="fill">
${picture("100%", 340, ["#7d7a74", "#3f3d39"], `<div style="position:absolute;left:150px;top:90px;width:130px;height:250px;background:#1e1d1b;border-radius:60px 60px 0 0"></div>`)}
<div class="cd">${whoRow("Evander Quist", "Leica M6 · Portra 400 · 3d", "#6f6a5f", 30)}${paras("owner", ["Self portrait no. 214. Same wall, same coat. People ask why I keep shooting this wall, and the answer is the landlord won’t let me paint it."])}${acts(
    [
      [icon.heart(18), "64"],
      [icon.comment(18), "9"],
    ],
  )}</div>
${cmt("Rosalind Mbeki", "2d", "#8a6a5a", "214 is strong", "Rosalind Mbeki")}
${cmt("Evander Quist", "2d", "#6f6a5f", "213 was stronger but I blinked.", "owner", true)}
${cmt("Teo Brancati", "1d", "#5a7a8a", "has the coat been washed since 100", "Teo Brancati")}
${cmt("Evander Quist", "1d", "#6f6a5f", "The coat is part of the series.", "owner", true)}
</div>
${tabs([icon.home(24), icon.search(24), icon.plusBox(24), icon.person(24)])}`,
};

export const outdooractive: ScreenSpec = {
  id: "outdooractive-short-cut",
  app: "Outdooractive",
  kind: "post",
  dark: false,
  device: "android",
  format: "jpeg",
  owner: { name: "Cedric Hume", handle: null },
  time: "17:36",
  battery: 22,
  generations: [{ quality: 90 }, { width: 828, quality: 68 }],
  replies: true,
  css: `${pageCss({ bg: "#f2f2ee", card: "#fff", fg: "#222", sub: "#6a6a62", line: "#e2e2da", accent: "#8fb31d", soft: "#f5f8ea", size: 14 })}
.st b{font-size:17px}`,
  html: `${head("Sunday loop to Hollow Crag", "Hiking trail · Peak District", icon.share(20))}
<div class="fill">
${picture("100%", 150, ["#b9cf8a", "#5c7a3a"], `<svg style="position:absolute;left:20px;top:20px" width="320" height="110"><path d="M10 90 C60 20 120 100 170 40 S270 10 310 70" stroke="#d9452b" stroke-width="4" fill="none"/></svg>`)}
${statGrid(
  [
    ["14.3 km", "Distance"],
    ["4:55 h", "Duration"],
    ["420 m", "Ascent"],
    ["easy", "Difficulty"],
  ],
  4,
)}
<div class="cd">${whoRow("Cedric Hume", "Sun, 9 Nov 2025", "#7a6a4a", 32)}${paras("owner", ["Easy morning walk with the family. We took the short cut, which added 3 km. The map said path, the field said cows. We waited for the cows to decide, and they decided no."])}${acts(
    [
      [icon.heart(18), "31"],
      [icon.comment(18), "6"],
    ],
  )}</div>
${cmt("Lena F.", "2d", "#b07a6a", "the short cut is the long way, it says so on the sign", "Lena F.")}
${cmt("Cedric Hume", "2d", "#7a6a4a", "The sign was behind the cows.", "owner", true)}
${cmt("Peter Oakes", "1d", "#6a8ab0", "lovely route, did it in the rain", "Peter Oakes")}
</div>
${tabs([icon.home(24), icon.search(24), icon.pin(24), icon.person(24)], true)}`,
};

export const nebenan: ScreenSpec = {
  id: "nebenan-leiter",
  app: "nebenan.de",
  kind: "post",
  dark: false,
  device: "iphone",
  format: "png",
  owner: { name: "Helmut W.", handle: null },
  time: "10:12",
  battery: 86,
  cutLines: 1,
  replies: true,
  css: `${pageCss({ bg: "#f3f6f3", card: "#fff", fg: "#1f2d24", sub: "#667569", line: "#e1e8e2", accent: "#18a558", soft: "#eef8f1", size: 15 })}
.kt{display:inline-block;margin-top:0;font-size:12px;color:#18a558;background:#eef8f1;border-radius:10px;padding:2px 8px}`,
  html: `${head("Beitrag", "Südstadt · Nachbarschaft", icon.more(22))}
<div class="fill">
<div class="cd">${whoRow("Helmut W.", "Südstadt · vor 5 Std.", "#6a8a7a", 36)}<span class="kt">Verleihen</span>${say("owner", "Leiter zu verleihen", "tt")}${paras("owner", ["Biete meine Leiter zum Ausleihen an. 4 Meter, fast neu. Ich habe sie gekauft, um die Dachrinne zu reinigen, und bin dann doch lieber unten geblieben. Sie stand zwei Jahre im Keller und hat mehr gesehen als ich."])}${acts(
    [
      [icon.heart(18), "Danke (19)"],
      [icon.comment(18), "7 Antworten"],
    ],
  )}</div>
${cmt("Sabine K.", "vor 4 Std.", "#b08a6a", "Wie hoch ist die Leiter?", "Sabine K.")}
${cmt("Helmut W.", "vor 4 Std.", "#6a8a7a", "4 Meter, steht oben. Höher als mein Mut.", "owner", true)}
${cmt("Tobias R.", "vor 3 Std.", "#6a7ab0", "Kann ich sie Samstag holen? Meine Dachrinne ist auch voll.", "Tobias R.")}
${cmt("Helmut W.", "vor 3 Std.", "#6a8a7a", "Gerne. Ich halte sie unten fest, das kann ich gut.", "owner", true)}
${cmt("Ingrid P.", "vor 1 Std.", "#a07ab0", "Ich brauche sie danach für die Kirschen, wenn das geht? Ich bringe auch ein Glas Marmelade vorbei.", "Ingrid P.")}
${cmt("Helmut W.", "vor 1 Std.", "#6a8a7a", "Natürlich, Ingrid. Die Leiter freut sich, endlich kommt sie raus. Ich komme mit und halte sie unten, dann sehe ich auch mal einen Kirschbaum von nahem.", "owner", true)}
</div>
${tabs([icon.home(24), icon.search(24), icon.plusBox(24), icon.bell(24), icon.person(24)])}`,
};
