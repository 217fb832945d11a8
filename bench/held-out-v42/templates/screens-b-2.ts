// Part B's posts with replies (v42), second file: Jerboa (a Lemmy thread: croissants and a flatmate at the bin),
// Infinity for Reddit (a parkrun finish beside the tail walker), Skywalker (a Bluesky post: a jumper's two sleeves).
import { avatar, icon, picture } from "./icons";
import { say, type Who } from "./kit";
import { shapes } from "./parts";
import type { ScreenSpec } from "./screen-type";
import { iconBar, postCss } from "./screens-b-kit";
import { own, ui } from "./shell";

/** A threaded comment: a depth rule, a name row (with an OP badge), the words. Classes .tc .tn .tx. */
const tc = (o: { name: string; meta: string; text: string[]; who: Who; depth?: number; op?: boolean; rule: string }) =>
  `<div class="tc" style="margin-left:${(o.depth ?? 0) * 12}px;border-left:2px solid ${o.depth ? o.rule : "transparent"};${o.depth ? "padding-left:10px" : ""}"><div class="row tn" data-role="ui"><span class="nm${o.op ? " op" : ""}">${o.name}</span>${o.op ? `<span class="opb">OP</span>` : ""}<span>${o.meta}</span></div>${o.text.map((t) => say(o.who, t, "tx")).join("")}</div>`;

export const jerboa: ScreenSpec = {
  id: "jerboa-croissant-over-the-bin",
  app: "Jerboa",
  kind: "post",
  dark: true,
  device: "android",
  format: "png",
  owner: { name: "lembit_bakes", handle: null },
  time: "11:06",
  battery: 63,
  cutLines: 0,
  replies: true,
  css:
    postCss({
      bg: "#141218",
      card: "#141218",
      fg: "#e6e0e9",
      sub: "#948f99",
      line: "#2b2930",
      name: "#e6e0e9",
      accent: "#d0bcff",
      head: "#211f26",
      headFg: "#e6e0e9",
      size: 14.5,
    }) +
    `.ph{height:56px}.ph b{font-size:19px;font-weight:500}
.cm{gap:8px;font-size:12.5px;color:#948f99}.cm .c{color:#d0bcff;font-weight:600}
.tt{font-size:17px;line-height:22px;font-weight:600;margin-top:8px}
.vb{display:flex;align-items:center;gap:16px;margin-top:10px;padding:8px 0;border-bottom:1px solid #2b2930;color:#948f99;font-size:13px}.vb span{display:flex;align-items:center;gap:4px}.vb .up{color:#d0bcff;font-weight:700}
.tc{padding:8px 14px 7px 14px;border-bottom:1px solid #222027}.tn{gap:6px;font-size:12px;color:#948f99}.tn .nm{color:#cac4d0;font-weight:600}.tn .op{color:#d0bcff}.opb{border:1px solid #d0bcff;color:#d0bcff;border-radius:4px;padding:0 3px;font-size:10px;font-weight:700}
.tx{font-size:14.5px;line-height:19.5px;margin-top:3px}`,
  html: `<div class="row ph" data-role="ui">${icon.back(22)}<b>Comments</b>${icon.sliders(20)}${icon.moreV(20)}</div>
<div class="fill">
<div class="pp"><div class="row cm" data-role="ui">${avatar(20, "#b0863c", { silhouette: false })}<span class="c">baking@lemmy.world</span><span>· lembit_bakes · 5h</span></div>
${own("First go at croissants, three days from start to finish", "tt")}
<div style="margin:10px 0 0;border-radius:12px;overflow:hidden">${picture(
    "100%",
    104,
    ["#3a3f45", "#4b5158"],
    shapes([
      [14, 12, 304, 84, "#8d9096", "6px"],
      [30, 24, 76, 34, "#c98b3e", "50% 50% 40% 40%"],
      [120, 22, 80, 36, "#d19446", "50% 50% 40% 40%"],
      [214, 26, 72, 32, "#b97a32", "50% 50% 40% 40%"],
      [44, 60, 76, 32, "#cf9040", "50% 50% 40% 40%"],
      [140, 60, 80, 32, "#c4863a", "50% 50% 40% 40%"],
      [232, 62, 70, 30, "#d8a050", "50% 50% 40% 40%"],
    ]),
  )}</div>
${own("Made the dough Friday, laminated Saturday, baked this morning.", "px")}
${own("Three days of work. My flatmate ate his standing at the bin so the crumbs would go straight in.", "px")}
${own("Next time I'll chill the butter longer, it leaked a bit in the oven.", "px")}
<div class="vb" data-role="ui"><span class="up">${icon.arrowUp(17)}486</span>${icon.arrowDown(17)}<span>${icon.comment(16)}38</span><span style="margin-left:auto">${icon.bookmark(17)}</span>${icon.share(17)}</div></div>
${tc({ name: "genowefa_k", meta: "· 4h · 61", rule: "#d0bcff", text: ["Honeycomb looks great for a first attempt, properly proud of you"], who: "genowefa_k" })}
${tc({ name: "lembit_bakes", meta: "· 4h · 22", op: true, depth: 1, rule: "#d0bcff", text: ["Thanks, the honeycomb was pure luck, honestly."], who: "owner" })}
${tc({ name: "crumb_structure", meta: "· 3h · 144", rule: "#d0bcff", text: ["Standing at the bin is about the best review a croissant can get"], who: "crumb_structure" })}
${tc({ name: "iacopo@feddit.it", meta: "· 2h · 17", rule: "#d0bcff", text: ["What butter did you use? Cheaper ones leak a lot more"], who: "iacopo@feddit.it" })}
</div>
${iconBar([icon.home(24), icon.bell(24), icon.chat(24), icon.bookmark(24), icon.person(24)], "#211f26", "#2b2930", "#cac4d0", true)}`,
};

export const infinity: ScreenSpec = {
  id: "infinity-212th-behind-the-tail-walker",
  app: "Infinity for Reddit",
  kind: "post",
  dark: false,
  device: "android",
  format: "jpeg",
  generations: [{ quality: 80 }, { width: 900, quality: 70 }],
  owner: { name: "barcode_and_blisters", handle: null },
  time: "13:47",
  battery: 38,
  statusBarDark: true,
  statusBarBackground: "#0f6e8c",
  cutLines: 0,
  replies: true,
  css:
    postCss({
      bg: "#f1f3f4",
      card: "#ffffff",
      fg: "#1d1f21",
      sub: "#6f7478",
      line: "#dfe2e4",
      name: "#1d1f21",
      accent: "#0f6e8c",
      head: "#0f6e8c",
      headFg: "#ffffff",
      size: 14.5,
    }) +
    `.ph{height:56px;border:0}.ph b{font-size:19px;font-weight:500}
.cm{gap:6px;font-size:12.5px;color:#6f7478}.cm .c{color:#1d1f21;font-weight:700}
.tt{font-size:17px;line-height:22px;font-weight:700;margin-top:8px}.fl{display:inline-block;margin-top:6px;background:#e2f1ee;color:#18725f;border-radius:10px;padding:2px 9px;font-size:12px;font-weight:600}
.vb{display:flex;align-items:center;gap:18px;margin-top:10px;padding:8px 0 2px;color:#6f7478;font-size:13px}.vb span{display:flex;align-items:center;gap:4px}.vb .up{color:#ff5a1f;font-weight:700}
.tc{background:#fff;margin-top:1px;padding:8px 14px 7px 14px}.tn{gap:6px;font-size:12px;color:#6f7478}.tn .nm{color:#0f6e8c;font-weight:600}.tn .op{color:#d1481f}.opb{color:#d1481f;font-size:10.5px;font-weight:800}
.tx{font-size:14.5px;line-height:19.5px;margin-top:3px}`,
  html: `<div class="row ph" data-role="ui">${icon.back(22)}<b>r/parkrun</b>${icon.search(20)}${icon.moreV(20)}</div>
<div class="fill">
<div class="pp"><div class="row cm" data-role="ui">${avatar(22, "#2e9e6b", { silhouette: false })}<span class="c">r/parkrun</span><span>u/barcode_and_blisters · 6h</span></div>
${own("Back at parkrun after eleven years, and I finished!", "tt")}
${ui("Milestone", "fl")}
<div style="margin:10px -14px 0">${picture(
    "100%",
    110,
    ["#9cc3e0", "#cfe3ef"],
    shapes([
      [0, 56, 360, 54, "#6f9d4f", "0"],
      [0, 74, 360, 22, "#b9a98a", "0"],
      [40, 26, 6, 54, "#f2f2f2", "0"],
      [40, 26, 60, 12, "#3d6fb6", "0"],
      [150, 50, 12, 32, "#24304a", "40%"],
      [151, 40, 10, 10, "#d9b08c", "50%"],
      [196, 52, 12, 30, "#d6463a", "40%"],
      [197, 42, 10, 10, "#a57b58", "50%"],
      [204, 40, 18, 6, "#f2c318", "2px"],
    ]),
  )}</div>
${own("Signed up in January, actually turned up in December.", "px")}
${own("I finished 212th of 213, and 213th was the tail walker, whose job it is to come last.", "px")}
${own("Still counts, and my barcode now has a time on it.", "px")}
<div class="vb" data-role="ui"><span class="up">${icon.arrowUp(17)}1.2k</span>${icon.arrowDown(17)}<span>${icon.comment(16)}64</span><span style="margin-left:auto">${icon.bookmark(17)}</span>${icon.share(17)}</div></div>
${ui("Best · 64 comments", "pc")}
${tc({ name: "Honorata_runs", meta: "· 6h · 402", rule: "#0f6e8c", text: ["Everyone who finishes beats everyone still in bed, well done"], who: "Honorata_runs" })}
${tc({ name: "tailwind_jirina", meta: "· 5h · 311", rule: "#0f6e8c", text: ["Tail walking is harder than it looks, you beat someone who trains for it"], who: "tailwind_jirina" })}
${tc({ name: "barcode_and_blisters", meta: "· 5h · 187", op: true, depth: 1, rule: "#e0a21b", text: ["She was very gracious at the finish line."], who: "owner" })}
${tc({ name: "parkrun_goncalo", meta: "· 4h · 95", rule: "#0f6e8c", text: ["See you next Saturday, the cafe after is the best bit"], who: "parkrun_goncalo" })}
</div>
${iconBar([icon.home(24), icon.grid(24), icon.plus(24), icon.bell(24), icon.person(24)], "#ffffff", "#dfe2e4", "#6f7478", true)}`,
};

export const skywalker: ScreenSpec = {
  id: "skywalker-sleeve-after-the-driving-test",
  app: "Skywalker",
  kind: "post",
  dark: true,
  device: "android",
  format: "png",
  downscaleTo: 900,
  owner: { name: "Katalin Hornyak", handle: "@katalinknits.bsky.social" },
  time: "16:22",
  battery: 27,
  cutLines: 1,
  replies: true,
  css:
    postCss({
      bg: "#0f141a",
      card: "#0f141a",
      fg: "#e9eef4",
      sub: "#8b98a8",
      line: "#232c36",
      name: "#e9eef4",
      accent: "#3d8bfd",
      head: "#0f141a",
      headFg: "#e9eef4",
      size: 15,
    }) +
    `.ph{height:56px}.ph b{font-size:19px;font-weight:600}.hd{font-size:13px;color:#8b98a8}
.dt{font-size:13px;color:#8b98a8;margin-top:10px}.ct{display:flex;gap:16px;font-size:13px;color:#8b98a8;margin-top:8px;padding:8px 0;border-top:1px solid #232c36;border-bottom:1px solid #232c36}.ct b{color:#e9eef4}
.ic{display:flex;justify-content:space-around;padding:9px 0 6px;color:#8b98a8}.ic .on{color:#ec4899}
.cr{border-top:1px solid #232c36;padding-bottom:8px}.crm{font-size:12px}`,
  html: `<div class="row ph" data-role="ui">${icon.back(22)}<b>Post</b>${icon.moreV(20)}</div>
<div class="fill">
<div class="pp"><div class="row" style="gap:10px">${avatar(44, "#5f7f5a")}<div style="flex:1">${ui("Katalin Hornyak", "pn")}${ui("@katalinknits.bsky.social", "hd")}</div></div>
${own("Finally finished the cabled jumper I started in October last year.", "px")}
${own("The left sleeve was knitted before my driving test and the right one after it.", "px")}
${own("Pattern came out of a secondhand book, wool from the market in town.", "px")}
<div style="margin-top:10px;border-radius:10px;overflow:hidden">${picture(
    "100%",
    112,
    ["#c9c2b4", "#ddd7cb"],
    shapes([
      [110, 14, 112, 90, "#3f6b4a", "10px"],
      [40, 18, 76, 30, "#3f6b4a", "12px 4px 4px 12px"],
      [216, 18, 88, 26, "#36603f", "4px 12px 12px 4px"],
      [140, 22, 8, 78, "#5b8a66", "4px"],
      [166, 22, 8, 78, "#5b8a66", "4px"],
      [192, 22, 8, 78, "#5b8a66", "4px"],
      [50, 26, 58, 6, "#5b8a66", "3px"],
      [230, 24, 66, 4, "#2a4a31", "2px"],
      [230, 32, 66, 4, "#2a4a31", "2px"],
    ]),
  )}</div>
${ui("7 Dec 2026 at 15:02", "dt")}
<div class="ct" data-role="ui"><span><b>9</b> reposts</span><span><b>2</b> quotes</span><span><b>184</b> likes</span></div>
<div class="ic" data-role="ui">${icon.comment(20)}${icon.repost(20)}<span class="on">${icon.heartFilled(20)}</span>${icon.bookmark(20)}${icon.moreV(20)}</div></div>
${crowDark("Ingo Reimers", "@ingoreimers.bsky.social · 52m", "#6b7fa8", ["The right sleeve looks like it's been through something"], "Ingo Reimers")}
${crowDark("Katalin Hornyak", "@katalinknits.bsky.social · 40m", "#5f7f5a", ["It's getting blocked again this weekend, fingers crossed."], "owner")}
${crowDark("Kyllikki Saari", "@kyllikki.bsky.social · 18m", "#a86b8f", ["Gorgeous colour, is that the heathered green from the market stall?"], "Kyllikki Saari")}
</div>
${iconBar([icon.home(24), icon.search(24), icon.chat(24), icon.bell(24), icon.person(24)], "#0f141a", "#232c36", "#8b98a8", true)}`,
};

/** A Bluesky reply row: avatar, name and handle on one line, the words. */
function crowDark(name: string, meta: string, color: string, text: string[], who: Who) {
  return `<div class="row cr" style="padding-left:14px">${avatar(34, color)}<div style="flex:1;min-width:0"><div class="row" style="gap:6px;min-width:0" data-role="ui"><span class="crn">${name}</span><span class="crm" style="overflow:hidden;white-space:nowrap;text-overflow:ellipsis">${meta}</span></div>${text
    .map((t) => say(who, t, "crx"))
    .join("")}</div></div>`;
}
