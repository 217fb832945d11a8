// Part B's posts with replies (v42), third file: Olas (a Nostr photo post: the Faroes with parents and every
// information board), Sync for Reddit (an allotment's Most Improved), Interstellar (an mbin thread: a first mug).
import { avatar, icon, picture } from "./icons";
import { say, type Who } from "./kit";
import { shapes } from "./parts";
import type { ScreenSpec } from "./screen-type";
import { crow, iconBar, postCss } from "./screens-b-kit";
import { own, ui } from "./shell";

/** A threaded comment: a depth rule, a name row (with an OP badge), the words. Classes .tc .tn .tx. */
const tc = (o: { name: string; meta: string; text: string[]; who: Who; depth?: number; op?: boolean; rule: string }) =>
  `<div class="tc" style="margin-left:${(o.depth ?? 0) * 12}px;border-left:2px solid ${o.depth ? o.rule : "transparent"};${o.depth ? "padding-left:10px" : ""}"><div class="row tn" data-role="ui"><span class="nm${o.op ? " op" : ""}">${o.name}</span>${o.op ? `<span class="opb">OP</span>` : ""}<span>${o.meta}</span></div>${o.text.map((t) => say(o.who, t, "tx")).join("")}</div>`;

export const olas: ScreenSpec = {
  id: "olas-every-information-board-aloud",
  app: "Olas",
  kind: "post",
  dark: false,
  device: "iphone",
  format: "png",
  owner: { name: "Inari Lehto", handle: "inari@olas.app" },
  time: "19:03",
  battery: 54,
  cutLines: 1,
  replies: true,
  banner: {
    app: "Messages",
    color: "#34c759",
    title: "Mum",
    body: "Have you posted the sheep ones yet",
    author: "Mum",
    age: "now",
  },
  css:
    postCss({
      bg: "#ffffff",
      card: "#ffffff",
      fg: "#141414",
      sub: "#7a7a7a",
      line: "#ececec",
      name: "#141414",
      accent: "#8b5cf6",
      head: "#ffffff",
      headFg: "#141414",
      size: 14.5,
    }) +
    `.ph{height:48px;border:0}.ph b{font-size:22px;font-weight:800;letter-spacing:-.5px}
.uh{gap:10px;padding:8px 14px}.uh .n{font-size:14.5px;font-weight:700}.uh .h{font-size:12px;color:#7a7a7a}
.ia{gap:18px;padding:9px 14px 2px}.ia .s{margin-left:auto}.lk{font-size:13.5px;font-weight:700;padding:4px 14px 0}
.pp{padding-top:2px}.cr{padding-bottom:4px}.crn{font-size:13.5px}.crm{display:inline}`,
  html: `<div class="row ph" data-role="ui"><b>olas</b><span style="flex:1"></span>${icon.plusBox(22)}${icon.bell(22)}</div>
<div class="fill">
<div class="row uh">${avatar(34, "#d08a5b", { ring: "#8b5cf6" })}<div style="flex:1">${ui("Inari Lehto", "n")}${ui("inari@olas.app", "h")}</div>${icon.more(20)}</div>
${picture(
  "100%",
  172,
  ["#8fa6b8", "#c7d3dc"],
  shapes([
    [0, 96, 390, 112, "#5d7f4e", "0"],
    [-40, 70, 260, 120, "#6e8f5a", "50% 50% 0 0"],
    [180, 60, 280, 130, "#4f7044", "50% 50% 0 0"],
    [0, 146, 390, 26, "#3d5f7a", "0"],
    [250, 110, 6, 70, "#e9eef2", "2px"],
    [60, 150, 18, 12, "#f1f0ea", "50%"],
    [92, 158, 16, 11, "#f1f0ea", "50%"],
    [150, 146, 14, 10, "#f1f0ea", "50%"],
    [300, 120, 40, 24, "#b8433a", "3px"],
    [298, 112, 44, 10, "#2d2d2d", "2px 2px 0 0"],
  ]),
)}
<div class="row ia" data-role="ui"><span style="color:#e0245e">${icon.heartFilled(24)}</span>${icon.comment(23)}${icon.send(23)}<span class="s">${icon.bookmark(23)}</span></div>
${ui("286 zaps · 1,204 likes", "lk")}
<div class="pp">${own("Five days in the Faroe Islands with my parents, first holiday together since 2009.", "px")}
${own("Dad read every information board aloud, including the one saying the toilets were closed.", "px")}
${own("Mum took 900 photos of sheep and we're going back in June.", "px")}</div>
${ui("View all 41 comments", "pc")}
${crow({ name: "Herdis", meta: "2h", joined: true, color: "#7a9cc6", text: ["The sheep photos are the real content, please post them all"], who: "Herdis", size: 28 })}
${crow({ name: "Guro", meta: "2h", joined: true, color: "#a7885e", text: ["Your dad and my dad would either be best friends or fight"], who: "Guro", size: 28 })}
${crow({ name: "Inari Lehto", meta: "1h", joined: true, color: "#d08a5b", depth: 1, text: ["He's already planning the June itinerary, laminated."], who: "owner", size: 28 })}
${crow({ name: "Liudas", meta: "48m", joined: true, color: "#6f9a7c", text: ["Gasadalur in that light though, worth every board"], who: "Liudas", size: 28 })}
</div>
${iconBar([icon.home(24), icon.search(24), icon.plusBox(24), icon.play(24), icon.person(24)], "#ffffff", "#ececec", "#141414")}`,
};

export const sync: ScreenSpec = {
  id: "sync-most-improved-previous-tenant",
  app: "Sync for Reddit",
  kind: "post",
  dark: false,
  device: "android",
  format: "jpeg",
  quality: 74,
  owner: { name: "plot_14b", handle: null },
  time: "09:31",
  battery: 88,
  crop: { top: 26 },
  cutLines: 0,
  replies: true,
  css:
    postCss({
      bg: "#fafafa",
      card: "#fafafa",
      fg: "#212121",
      sub: "#757575",
      line: "#e0e0e0",
      name: "#212121",
      accent: "#1e88e5",
      head: "#1e88e5",
      headFg: "#ffffff",
      size: 14.5,
    }) +
    `.ph{height:56px;border:0}.ph b{font-size:19px;font-weight:500}.ph .s{font-size:12px;opacity:.85;font-weight:400}
.tt{font-size:17px;line-height:22px;font-weight:500;margin-top:2px}.cm{font-size:12.5px;color:#757575;margin-top:6px}.cm b{color:#1e88e5;font-weight:500}
.vb{display:flex;align-items:center;gap:18px;margin-top:8px;padding:8px 0;border-top:1px solid #e0e0e0;border-bottom:1px solid #e0e0e0;color:#757575;font-size:13px}.vb span{display:flex;align-items:center;gap:4px}.vb .up{color:#ff6d00;font-weight:700}
.tc{padding:8px 14px 7px 14px;border-bottom:1px solid #eeeeee}.tn{gap:6px;font-size:12px;color:#757575}.tn .nm{color:#424242;font-weight:700}.tn .op{color:#1e88e5}.opb{background:#1e88e5;color:#fff;border-radius:3px;padding:0 4px;font-size:10px;font-weight:700}
.tx{font-size:14.5px;line-height:19.5px;margin-top:3px}`,
  html: `<div class="row ph" data-role="ui">${icon.back(22)}<div style="flex:1"><b>GardeningUK</b><div class="s">Comments</div></div>${icon.sliders(20)}${icon.moreV(20)}</div>
<div class="fill">
<div class="pp">${own("Year one on the allotment, before and after", "tt")}
<div class="cm" data-role="ui"><b>plot_14b</b> · 11h · i.redd.it</div>
<div class="row" style="gap:4px;margin:10px -14px 0">${picture(
    "50%",
    120,
    ["#8a8a5a", "#a8a070"],
    shapes([
      [0, 40, 200, 80, "#6f6a3c", "0"],
      [10, 30, 60, 50, "#8c8a4a", "50%"],
      [80, 50, 70, 60, "#5f6b34", "50%"],
      [40, 80, 90, 40, "#7b7340", "50%"],
      [120, 20, 50, 70, "#9a9455", "50%"],
    ]),
  )}${picture(
    "50%",
    120,
    ["#9ec0d8", "#c9dbe6"],
    shapes([
      [0, 40, 200, 80, "#6b4d33", "0"],
      [12, 52, 60, 20, "#4f8a3a", "40%"],
      [12, 84, 60, 20, "#5a963f", "40%"],
      [90, 46, 80, 56, "#e8ecef", "4px"],
      [100, 60, 24, 24, "#4a8a4a", "50%"],
      [134, 60, 24, 24, "#4a8a4a", "50%"],
    ]),
  )}</div>
${own("Took on a plot in March that hadn't been touched in about six years.", "px")}
${own("The committee gave me Most Improved, which the previous tenant has taken personally.", "px")}
${own("Next year: fewer courgettes, more onions.", "px")}
<div class="vb" data-role="ui"><span class="up">${icon.arrowUp(17)}3.1k</span>${icon.arrowDown(17)}<span>${icon.comment(16)}208</span><span style="margin-left:auto">${icon.star(17)}</span>${icon.share(17)}</div></div>
${tc({ name: "Lukasz_grows", meta: "· 10h · 1.7k", rule: "#1e88e5", text: ["Nobody in history has planted fewer courgettes the second year"], who: "Lukasz_grows" })}
${tc({ name: "plot_14b", meta: "· 10h · 640", op: true, depth: 1, rule: "#43a047", text: ["I've given away about forty so far."], who: "owner" })}
${tc({ name: "Jarmila_veg", meta: "· 9h · 212", rule: "#1e88e5", text: ["That brassica cage is tidy, what netting is it?"], who: "Jarmila_veg" })}
${tc({ name: "kauko_digs", meta: "· 8h · 88", rule: "#1e88e5", text: ["Congrats, the first year is always the hardest one"], who: "kauko_digs" })}
</div>
${iconBar([icon.arrowUp(22), icon.arrowDown(22), icon.comment(22), icon.bookmark(22), icon.share(22)], "#ffffff", "#e0e0e0", "#616161", true)}`,
};

export const interstellar: ScreenSpec = {
  id: "interstellar-mug-holds-one-sip",
  app: "Interstellar",
  kind: "post",
  dark: false,
  device: "android",
  format: "jpeg",
  quality: 72,
  owner: { name: "ilkay_throws", handle: null },
  time: "20:52",
  battery: 17,
  keyboard: true,
  cutLines: 1,
  replies: true,
  css:
    postCss({
      bg: "#fdf8f4",
      card: "#fdf8f4",
      fg: "#1f1b17",
      sub: "#7c726a",
      line: "#e8dfd6",
      name: "#1f1b17",
      accent: "#9a4a1e",
      head: "#f4ebe3",
      headFg: "#1f1b17",
      size: 14.5,
    }) +
    `.ph{height:50px}.ph b{font-size:18px;font-weight:600}
.cm{gap:6px;font-size:12.5px;color:#7c726a}.cm .c{color:#9a4a1e;font-weight:700}
.tt{font-size:16.5px;line-height:21px;font-weight:700;margin-top:6px}
.vb{display:flex;align-items:center;gap:16px;margin-top:8px;padding:7px 0;border-bottom:1px solid #e8dfd6;color:#7c726a;font-size:13px}.vb span{display:flex;align-items:center;gap:4px}.vb .up{color:#9a4a1e;font-weight:700}
.tc{padding:7px 14px 6px 14px;border-bottom:1px solid #efe6dd}.tn{gap:6px;font-size:12px;color:#7c726a}.tn .nm{color:#3b332c;font-weight:700}.tn .op{color:#9a4a1e}.opb{background:#9a4a1e;color:#fff;border-radius:3px;padding:0 4px;font-size:10px;font-weight:700}
.tx{font-size:14.5px;line-height:19.5px;margin-top:2px}
.rb{flex:none;gap:10px;padding:8px 12px;background:#f4ebe3;border-top:1px solid #e8dfd6;position:relative;z-index:3}.rb .i{flex:1;background:#fff;border:1px solid #d8ccc0;border-radius:18px;padding:8px 14px;font-size:14.5px;color:#9a8f85}`,
  html: `<div class="row ph" data-role="ui">${icon.back(22)}<b style="flex:1">pottery</b>${icon.moreV(20)}</div>
<div class="fill">
<div class="pp"><div class="row cm" data-role="ui"><span class="c">m/pottery@kbin.earth</span><span>· ilkay_throws · 3h</span></div>
${own("My first wheel-thrown mug, after a ten-week evening course", "tt")}
<div class="row" style="gap:10px;margin-top:8px;align-items:flex-start">${picture(
    60,
    60,
    ["#cdbfae", "#e2d7ca"],
    shapes([
      [12, 14, 32, 36, "#d9cbb5", "6px 6px 12px 12px"],
      [42, 22, 12, 18, "#d9cbb5", "0 50% 50% 0"],
      [14, 16, 28, 7, "#b8a58a", "50%"],
    ]),
  )}<div style="flex:1">${own("Glaze is a speckled oatmeal, fired at the college kiln.", "px")}</div></div>
${own("The plan was a mug for a full coffee. It holds exactly one sip, so I'm calling it an espresso cup.", "px")}
${own("The handle is a bit thick but it's on there properly.", "px")}
<div class="vb" data-role="ui"><span class="up">${icon.arrowUp(17)}212</span>${icon.arrowDown(17)}<span>${icon.repost(16)}9</span><span>${icon.comment(16)}27</span><span style="margin-left:auto">${icon.moreV(17)}</span></div></div>
${tc({ name: "lorenzina@lemmy.ml", meta: "· 2h · 74", rule: "#9a4a1e", text: ["Every potter's first mug is an espresso cup, it's tradition"], who: "lorenzina@lemmy.ml" })}
${tc({ name: "ilkay_throws", meta: "· 2h · 31", op: true, depth: 1, rule: "#9a4a1e", text: ["Thanks! Starting week eleven on Tuesday."], who: "owner" })}
${tc({ name: "hroar", meta: "· 1h · 52", rule: "#9a4a1e", text: ["Thick walls mean it'll outlive all of us"], who: "hroar" })}
${tc({ name: "iefan@kbin.earth", meta: "· 40m · 12", rule: "#9a4a1e", text: ["Lovely speckle, is that a commercial glaze or one from the course?"], who: "iefan@kbin.earth" })}
</div>
<div class="row rb">${ui("Reply to ilkay_throws", "i")}<span style="color:#9a4a1e">${icon.send(22)}</span></div>`,
};
