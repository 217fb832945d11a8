// Part B's posts with replies (v29), fourth file: Lomography (a found roll of one pigeon) and Skeets (a Bluesky
// thread: four accountants lose the maths round).
import { avatar, icon, picture } from "./icons";
import { shapes } from "./parts";
import type { ScreenSpec } from "./screen-type";
import { crow, iconBar, postCss } from "./screens-b-kit";
import { other, own, ui } from "./shell";

const pigeon = (x: number) =>
  shapes([
    [x + 14, 30, 40, 30, "#8d929c", "50% 50% 40% 40%"],
    [x + 40, 20, 18, 16, "#7b8290"],
    [x + 28, 58, 4, 10, "#c77b6a", "1px"],
    [x + 38, 58, 4, 10, "#c77b6a", "1px"],
  ]);

export const lomography: ScreenSpec = {
  id: "lomography-twenty-three-frames-of-pigeon",
  app: "Lomography",
  kind: "post",
  dark: false,
  device: "android",
  format: "png",
  downscaleTo: 900,
  owner: { name: "gyula.on.film", handle: null },
  time: "10:26",
  battery: 66,
  cutLines: 0,
  replies: true,
  css:
    postCss({
      bg: "#f3f3f3",
      card: "#fff",
      fg: "#1a1a1a",
      sub: "#8b8b8b",
      line: "#e5e5e5",
      name: "#1a1a1a",
      accent: "#e4002b",
      head: "#fff",
      headFg: "#1a1a1a",
      size: 14,
    }) +
    `.logo{flex:1;font-size:19px;font-weight:800;font-style:italic;letter-spacing:-.4px}.ti{font-size:17px;font-weight:700;line-height:22px;margin-top:8px}.gear{font-size:12px;color:#e4002b;margin-top:3px;font-weight:600}.strip{display:grid;grid-template-columns:1fr 1fr 1fr;gap:3px}.cr{padding-top:6px;padding-bottom:3px}`,
  html: `<div class="row ph" data-role="ui">${icon.back(22)}<span class="logo">Lomography</span>${icon.heart(20)}${icon.moreV(20)}</div>
<div class="fill">
<div class="strip">${[0, 1, 2].map((i) => picture("100%", 86, i === 1 ? ["#c9b28f", "#8f7a5c"] : ["#bfae93", "#86765c"], pigeon(20 + i * 12))).join("")}</div>
<div class="pp"><div class="row" style="gap:10px">${avatar(32, "#9a6b4f")}<div style="flex:1">${ui("gyula.on.film", "pn")}${ui("Album · 23 photos · 2d", "pm")}</div>${ui("+ Follow", "pm")}</div>
${ui("The roll in Dad's Pentax", "ti")}${ui("Kodak Gold 200 · Pentax ME Super", "gear")}
${own("Found an undeveloped roll in Dad's old Pentax from 1998.", "px")}
${own("Twenty-three frames of the same pigeon, from slightly different angles.", "px")}
${own("Dad says he remembers the pigeon but won't say anything else.", "px")}
<div class="row pa" data-role="ui"><span class="row">${icon.heart(17)}<span>611</span></span><span class="row">${icon.comment(17)}<span>4</span></span><span class="row">${icon.eye(17)}<span>4.8k</span></span></div></div>
<div class="pc" data-role="ui">Comments (4)</div>
${crow({ name: "jorah_n", meta: "2d", joined: true, color: "#4b7aa6", text: ["Frame 12 has gorgeous tones, what stock is this?"], who: "jorah_n" })}
${crow({ name: "gyula.on.film", meta: "2d", joined: true, color: "#9a6b4f", text: ["Kodak Gold 200, expired in 2000. Developed at a little lab in Leeds."], who: "owner", depth: 1 })}
${crow({ name: "ibby.s", meta: "1d", joined: true, color: "#c0628a", text: ["He called it Gregory. Mum was not happy about Gregory."], who: "ibby.s" })}
${crow({ name: "korbinian", meta: "20h", joined: true, color: "#6a9a5a", text: ["The light on frame 7 makes the bird look like a saint."], who: "korbinian" })}
</div>
${iconBar([icon.home(22), icon.search(22), icon.camera(22), icon.cart(22), icon.person(22)], "#fff", "#e5e5e5", "#1a1a1a", true)}`,
};

/** A reply in a Bluesky thread: name, handle and age on one line, the words under it. */
const th = (name: string, meta: string, color: string, text: string, who: string) =>
  `<div class="row th">${avatar(36, color)}<div style="flex:1;min-width:0">${ui(name, "thn")}${ui(meta, "thh")}${who === "owner" ? own(text, "thx") : other(who, text, "thx")}</div></div>`;

export const skeets: ScreenSpec = {
  id: "skeets-four-accountants-came-last",
  app: "Skeets",
  kind: "post",
  dark: true,
  device: "iphone",
  format: "png",
  crop: { bottom: 110 },
  owner: { name: "Ludger Hahn", handle: "@ludgerhahn.bsky.social" },
  time: "09:03",
  battery: 88,
  statusBarBackground: "#000",
  cutLines: 0,
  replies: true,
  css:
    postCss({
      bg: "#000",
      card: "#000",
      fg: "#f2f2f2",
      sub: "#8b98a5",
      line: "#22272e",
      name: "#f2f2f2",
      accent: "#3b8bff",
      head: "#000",
      headFg: "#f2f2f2",
      size: 16,
    }) +
    `.th{gap:10px;align-items:flex-start;padding:10px 14px;border-bottom:1px solid #22272e}.thn{font-size:14.5px;font-weight:700}.thh{font-size:13px;color:#8b98a5}.thx{font-size:15px;line-height:20px;margin-top:3px}
.big{font-size:17px;line-height:23px;margin-top:10px}.dt{font-size:13px;color:#8b98a5;margin-top:10px}.cnt{gap:16px;font-size:13.5px;color:#8b98a5;padding:10px 0;border-top:1px solid #22272e;border-bottom:1px solid #22272e;margin-top:10px}.cnt b{color:#f2f2f2}`,
  html: `<div class="row ph" data-role="ui">${icon.back(22)}<b>Thread</b>${icon.more(22)}</div>
<div class="fill">
<div style="padding:12px 14px 0"><div class="row" style="gap:10px">${avatar(42, "#3d6f99")}<div style="flex:1">${ui("Ludger Hahn", "pn")}${ui("@ludgerhahn.bsky.social", "pm")}</div></div>
${own("Office pub quiz last night. Our table was four accountants.", "big")}
${own("We came last in the maths round, on a question about percentages.", "big")}
${own("I have done people's tax returns for nineteen years.", "big")}
${ui("8 Dec 2026 at 08:41", "dt")}
<div class="row cnt" data-role="ui"><span><b>41</b> reposts</span><span><b>12</b> quotes</span><span><b>388</b> likes</span></div></div>
${th("Jaume Puig", "@jaumepuig.bsky.social · 21m", "#a0593c", "what was the question", "Jaume Puig")}
${th("Ludger Hahn", "@ludgerhahn.bsky.social · 18m", "#3d6f99", "Forty percent of what is sixty. We said twenty-four.", "owner")}
${th("Hermione Clay", "@hermioneclay.bsky.social · 12m", "#7b5bb0", "as one of your clients I would like a second opinion", "Hermione Clay")}
${th("Gustavs Ozols", "@gustavs.bsky.social · 4m", "#4f8f6a", "In fairness the music round was worse", "Gustavs Ozols")}
</div>`,
};
