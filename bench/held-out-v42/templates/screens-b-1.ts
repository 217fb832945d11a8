// Part B's posts with replies (v42), first file: Apollo (a Reddit thread: a hallway painted in Quiet Resolve),
// Megalodon (a Mastodon post: a tortoise who goes out more than his owner).
import { avatar, icon, picture } from "./icons";
import { say, type Who } from "./kit";
import { shapes } from "./parts";
import type { ScreenSpec } from "./screen-type";
import { crow, iconBar, postCss } from "./screens-b-kit";
import { own, ui } from "./shell";

/** A Reddit-style comment (Apollo): a coloured depth rule, a name row with score and age, the words. */
const ac = (o: { name: string; meta: string; text: string[]; who: Who; depth?: number; op?: boolean; rule?: string }) =>
  `<div class="ac" style="margin-left:${(o.depth ?? 0) * 12}px;${o.depth ? `border-left:2px solid ${o.rule ?? "#f2a93b"};padding-left:10px` : ""}"><div class="row an" data-role="ui"><span class="nm${o.op ? " op" : ""}">${o.name}</span><span>${o.meta}</span></div>${o.text.map((t) => say(o.who, t, "ax")).join("")}</div>`;

export const apollo: ScreenSpec = {
  id: "apollo-quiet-resolve-third-coat",
  app: "Apollo",
  kind: "post",
  dark: true,
  device: "iphone",
  format: "png",
  owner: { name: "hallway_hostage", handle: null },
  time: "21:14",
  battery: 46,
  cutLines: 1,
  replies: true,
  css:
    postCss({
      bg: "#121212",
      card: "#121212",
      fg: "#ececee",
      sub: "#8e8e93",
      line: "#2a2a2e",
      name: "#ececee",
      accent: "#4e8cf6",
      head: "#1c1c1e",
      headFg: "#ececee",
      size: 15,
    }) +
    `.ph b{font-size:17px;text-align:center;font-weight:600}.ph .bk{color:#4e8cf6;display:flex;align-items:center;gap:2px;font-size:16px}
.tt{font-size:18px;line-height:23px;font-weight:600;margin-top:2px}.sm{font-size:13px;color:#8e8e93;margin-top:6px}.sm b{color:#4e8cf6;font-weight:500}
.vb{display:flex;align-items:center;gap:18px;margin-top:10px;padding:9px 0;border-top:1px solid #2a2a2e;color:#8e8e93;font-size:14px}.vb .up{color:#f2813b;display:flex;align-items:center;gap:4px;font-weight:600}.vb span{display:flex;align-items:center;gap:4px}
.ab{display:flex;justify-content:space-around;padding:8px 0;border-top:1px solid #2a2a2e;border-bottom:6px solid #000;color:#4e8cf6}
.ac{padding:8px 14px 7px 14px;border-bottom:1px solid #242427}.an{gap:6px;font-size:12.5px;color:#8e8e93}.an .nm{color:#c7c7cc;font-weight:600}.an .op{color:#4e8cf6}
.ax{font-size:15px;line-height:20px;margin-top:3px}`,
  html: `<div class="row ph" data-role="ui"><span class="bk">${icon.back(20)}DIY</span><b>Comments</b>${icon.share(20)}${icon.more(22)}</div>
<div class="fill">
<div class="pp">${own("Six weekends later, the hallway, stairs and landing are finally done", "tt")}
<div class="sm" data-role="ui">in <b>r/DIY</b> by <b>hallway_hostage</b> · 9h</div>
<div style="margin:10px -14px 0">${picture(
    "100%",
    112,
    ["#a9b59a", "#c3cdb4"],
    shapes([
      [0, 120, 390, 30, "#6e5a46", "0"],
      [0, 112, 390, 8, "#f4f1ea", "0"],
      [150, 0, 8, 150, "#f4f1ea", "0"],
      [40, 20, 70, 92, "#f4f1ea", "2px"],
      [48, 28, 54, 76, "#d8dfcf", "0"],
      [230, 40, 150, 6, "#f4f1ea", "0"],
      [236, 46, 4, 70, "#f4f1ea", "0"],
      [262, 46, 4, 70, "#f4f1ea", "0"],
      [288, 46, 4, 70, "#f4f1ea", "0"],
      [314, 46, 4, 70, "#f4f1ea", "0"],
      [340, 46, 4, 70, "#f4f1ea", "0"],
      [366, 46, 4, 70, "#f4f1ea", "0"],
      [184, 82, 22, 30, "#2f2a26", "40% 40% 10% 10%"],
    ]),
  )}</div>
${own("Filled about forty nail holes and put two coats of primer on the woodwork.", "px")}
${own("The paint is called Quiet Resolve, and somewhere in the third coat I lost both.", "px")}
${own("Spindles are next, probably in the spring.", "px")}
<div class="vb" data-role="ui"><span class="up">${icon.arrowUp(18)}2.3k</span>${icon.arrowDown(18)}<span>${icon.comment(17)}147</span><span style="margin-left:auto">97%</span></div>
<div class="ab" style="margin:0 -14px">${icon.arrowUp(20)}${icon.arrowDown(20)}${icon.bookmark(20)}${icon.comment(20)}${icon.share(20)}</div></div>
${ac({ name: "skirting_and_sorrow", meta: "· 8h · 1.4k", text: ["Wait until the sun comes round and shows you the bit behind the radiator"], who: "skirting_and_sorrow" })}
${ac({ name: "Kuba_fixes_things", meta: "· 8h · 389", text: ["Looks really clean. Which sheen went on the walls?"], who: "Kuba_fixes_things" })}
${ac({ name: "hallway_hostage", meta: "· 7h · 512", op: true, depth: 1, text: ["Eggshell, because the dog leans on everything."], who: "owner" })}
${ac({ name: "Ivett_paints", meta: "· 6h · 271", depth: 2, rule: "#5cc27a", text: ["Ours was called Serene Meadow and the hall still smells of it two years on"], who: "Ivett_paints" })}
${ac({ name: "grout_expectations", meta: "· 5h · 96", text: ["Hallways are the worst, all corners and nowhere to put the ladder"], who: "grout_expectations" })}
</div>
${iconBar([icon.home(24), icon.person(24), icon.bell(24), icon.search(24), icon.sliders(24)], "#1c1c1e", "#2a2a2e", "#8e8e93")}`,
};

export const megalodon: ScreenSpec = {
  id: "megalodon-gwyndaf-goes-out-more",
  app: "Megalodon",
  kind: "post",
  dark: false,
  device: "iphone",
  format: "jpeg",
  quality: 76,
  owner: { name: "Hulda Brenner", handle: "@hulda@mastodon.green" },
  time: "12:38",
  battery: 81,
  cutLines: 0,
  replies: true,
  css:
    postCss({
      bg: "#ffffff",
      card: "#ffffff",
      fg: "#17181c",
      sub: "#6c6f7a",
      line: "#e6e7ec",
      name: "#17181c",
      accent: "#2c7be5",
      head: "#f6f7f9",
      headFg: "#17181c",
      size: 15,
    }) +
    `.ph b{font-size:17px;font-weight:600;text-align:center}.hd{font-size:13px;color:#6c6f7a}
.dt{font-size:13px;color:#6c6f7a;margin-top:10px}.ct{display:flex;gap:16px;font-size:13px;color:#6c6f7a;margin-top:6px;padding-bottom:8px;border-bottom:1px solid #e6e7ec}.ct b{color:#17181c}
.ic{display:flex;justify-content:space-around;padding:6px 0;color:#6c6f7a;border-bottom:1px solid #e6e7ec}.ic .on{color:#e8a21a}
.cr{border-bottom:1px solid #e6e7ec;padding-bottom:8px}.crn{font-size:13px;color:#6c6f7a;font-weight:500}`,
  html: `<div class="row ph" data-role="ui"><span style="color:#2c7be5;display:flex">${icon.back(22)}</span><b>Thread</b><span style="color:#2c7be5;display:flex">${icon.more(22)}</span></div>
<div class="fill">
<div class="pp"><div class="row" style="gap:10px">${avatar(46, "#8a6f9e")}<div style="flex:1">${ui("Hulda Brenner", "pn")}${ui("@hulda@mastodon.green", "hd")}</div></div>
${own("Our tortoise Gwyndaf escaped the garden again this morning, third time this month.", "px")}
${own("A neighbour found him by the bins outside the library, looking pleased with himself.", "px")}
${own("He has now left the garden more often this year than I have.", "px")}
${own("Photo is him home on the lawn, pretending none of it happened.", "px")}
<div style="margin-top:10px;border-radius:10px;overflow:hidden">${picture(
    "100%",
    52,
    ["#7fa65a", "#a7c77d"],
    shapes([
      [0, 0, 362, 22, "#c9d8b5", "0"],
      [130, 10, 110, 48, "#6b5a3a", "50% 50% 12% 12%"],
      [146, 18, 22, 16, "#8f7a4e", "30%"],
      [178, 14, 24, 18, "#8f7a4e", "30%"],
      [208, 20, 20, 16, "#8f7a4e", "30%"],
      [232, 36, 34, 18, "#a59366", "50%"],
      [138, 52, 18, 10, "#a59366", "40%"],
      [214, 52, 18, 10, "#a59366", "40%"],
    ]),
  )}</div>
${ui("7 December, 10:12 · Public", "dt")}
<div class="ct" data-role="ui"><span><b>48</b> Reblogs</span><span><b>316</b> Favourites</span></div>
<div class="ic" data-role="ui">${icon.comment(20)}${icon.repost(20)}<span class="on">${icon.star(20)}</span>${icon.bookmark(20)}${icon.share(20)}</div></div>
${crow({ name: "Isidoro", meta: "@isidoro@fosstodon.org · 2h", joined: true, color: "#4f8a8b", text: ["He's clearly got a library card you don't know about"], who: "Isidoro" })}
${crow({ name: "Kaija", meta: "@kaija@mastodon.social · 1h", joined: true, color: "#c47a5a", text: ["How far is the library from yours? That's a real expedition for him"], who: "Kaija" })}
${crow({ name: "Hulda Brenner", meta: "@hulda · 58m", joined: true, color: "#8a6f9e", depth: 1, text: ["About two hundred metres. He took the whole morning."], who: "owner" })}
${crow({ name: "Laurentiu", meta: "@laurentiu@todon.eu · 40m", joined: true, color: "#a3a05a", text: ["Check under the fence by the compost, ours dug through there every summer"], who: "Laurentiu" })}
</div>
${iconBar([icon.home(24), icon.bell(24), icon.globe(24), icon.search(24), icon.person(24)], "#f6f7f9", "#e6e7ec", "#6c6f7a")}`,
};
