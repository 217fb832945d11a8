// Part B's posts with replies (v41), fourth file: Mlem (a Lemmy post: a grandmother's goulash card and a tin
// of paprika), Storypark (a kindergarten learning story: Graeme and the emails), Circle (a running club
// community: a first half marathon and a hill).
import { avatar, icon, picture } from "./icons";
import { say, type Who } from "./kit";
import { shapes } from "./parts";
import type { ScreenSpec } from "./screen-type";
import { commentBox, crow, iconBar, postCss } from "./screens-b-kit";
import { own, ui } from "./shell";

/** A Lemmy-style comment: a depth rule, a name row with score, the words. */
const lc = (o: { name: string; meta: string; text: string[]; who: Who; depth?: number; op?: boolean }) =>
  `<div class="rc" style="margin-left:${(o.depth ?? 0) * 12}px;${o.depth ? "border-left:2px solid #e0a93b;padding-left:10px" : ""}"><div class="row rn" data-role="ui"><span class="nm${o.op ? " op" : ""}">${o.name}</span>${o.op ? `<span class="opb">OP</span>` : ""}<span>${o.meta}</span></div>${o.text.map((t) => say(o.who, t, "rx")).join("")}</div>`;

export const mlem: ScreenSpec = {
  id: "mlem-paprika-until-it-looks-right",
  app: "Mlem",
  kind: "post",
  dark: true,
  device: "iphone-max",
  format: "png",
  owner: { name: "paprika_pilgrim", handle: null },
  time: "20:33",
  battery: 52,
  keyboard: true,
  suggestions: ["I", "The", "Thanks"],
  crop: { top: 50 },
  cutLines: 0,
  replies: true,
  css:
    postCss({
      bg: "#151517",
      card: "#151517",
      fg: "#ececee",
      sub: "#8e8e96",
      line: "#2a2a2e",
      name: "#ececee",
      accent: "#e0a93b",
      head: "#151517",
      headFg: "#ececee",
      size: 15.5,
    }) +
    `.ph .bk{color:#e0a93b;display:flex;align-items:center;gap:2px;font-size:16px}.ph b{font-size:16px;text-align:center}
.tt{font-size:19px;line-height:24px;font-weight:700;margin-top:6px}.cm{font-size:13px;color:#e0a93b;font-weight:600}
.vb{display:flex;align-items:center;gap:14px;margin-top:10px;padding:8px 0;border-top:1px solid #2a2a2e;color:#8e8e96;font-size:14px}.vb span{display:flex;align-items:center;gap:4px}.vb .up{color:#e0a93b;font-weight:700}
.rc{padding:7px 14px 6px 14px;border-top:1px solid #222226}.rn{gap:6px;font-size:12.5px;color:#8e8e96}.rn .nm{color:#b9b9c0;font-weight:600}.rn .op{color:#e0a93b}.opb{background:#e0a93b;color:#151517;border-radius:3px;padding:0 4px;font-size:10.5px;font-weight:800}
.rx{font-size:15px;line-height:20px;margin-top:3px}`,
  html: `<div class="row ph" data-role="ui"><span class="bk">${icon.back(20)}cooking</span><b></b>${icon.more(22)}</div>
<div class="fill">
<div class="pp"><div class="row" style="gap:8px" data-role="ui">${avatar(22, "#c0563a", { silhouette: false })}<span class="cm">cooking@lemmy.world</span></div>
${own("Made my nagymama's goulash from her handwritten recipe card", "tt")}
${ui("paprika_pilgrim · 6h", "pm")}
${own("Beef shin, onions, caraway, three hours on the hob.", "px")}
${own("The card just says 'paprika until it looks right'.", "px")}
${own("It did not look right until the whole tin was in.", "px")}
${own("Served it with crusty bread and sour cream.", "px")}
<div class="vb" data-role="ui"><span class="up">${icon.arrowUp(18)}318</span>${icon.arrowDown(18)}<span>${icon.comment(17)}41</span><span style="margin-left:auto">${icon.bookmark(17)}</span></div></div>
${lc({ name: "grumpy_dumpling", meta: "· 5h · 144", text: ["Hungarian grandmothers measure paprika by feel and spite"], who: "grumpy_dumpling" })}
${lc({ name: "paprika_pilgrim", meta: "· 5h · 97", op: true, depth: 1, text: ["She'd have called me a coward for stopping at one tin."], who: "owner" })}
${lc({ name: "hinewai@lemmy.nz", meta: "· 4h · 22", text: ["Sweet or smoked paprika?"], who: "hinewai@lemmy.nz" })}
</div>
${commentBox({ text: "Reply to paprika_pilgrim", color: "#5f6f8f", bg: "#1c1c1f", box: "#2a2a2e", fg: "#ececee", sub: "#8e8e96", line: "#2a2a2e", right: icon.send(20), bottom: 12 })}`,
};

export const storypark: ScreenSpec = {
  id: "storypark-emails-to-graeme",
  app: "Storypark",
  kind: "post",
  dark: false,
  device: "iphone",
  format: "png",
  owner: { name: "Huia Tamihana", handle: null },
  time: "15:48",
  battery: 67,
  cutLines: 1,
  replies: true,
  css:
    postCss({
      bg: "#f3f6f9",
      card: "#ffffff",
      fg: "#23303c",
      sub: "#7a8794",
      line: "#e2e8ee",
      name: "#23303c",
      accent: "#00a3a8",
      head: "#ffffff",
      headFg: "#23303c",
      size: 15,
    }) +
    `.ph b{font-size:19px;font-weight:800;color:#00a3a8}.tt{font-size:19px;line-height:24px;font-weight:800;margin-top:10px}
.ch{display:flex;gap:6px;margin-top:8px}.ch span{display:flex;align-items:center;gap:5px;font-size:12.5px;padding:3px 9px 3px 3px;border-radius:14px;background:#e6f6f6;color:#007f83;font-weight:600}
.lo{margin-top:10px;padding:8px 10px;border-radius:8px;background:#f3f6f9;font-size:12.5px;color:#7a8794}.lo b{color:#23303c}
.pa span{display:flex;align-items:center}.cr{border-top:1px solid #eef2f5;padding-bottom:6px}`,
  html: `<div class="row ph" data-role="ui">${icon.back(22)}<b>storypark</b>${icon.share(20)}${icon.moreV(20)}</div>
<div class="fill">
<div class="pp"><div class="row" style="gap:10px">${avatar(40, "#6f4f7f")}<div style="flex:1">${ui("Huia Tamihana", "pn")}${ui("Kowhai Kindergarten · Learning story · Thu 3 Dec", "pm")}</div></div>
${own("Keaton's big news at mat time", "tt")}
<div class="ch" data-role="ui"><span>${avatar(18, "#e0a93b")}Keaton</span></div>
<div style="margin:10px -14px 0">${picture(
    "100%",
    72,
    ["#f6e7c9", "#fbf3e3"],
    shapes([
      [0, 54, 390, 18, "#8fc1a6", "0"],
      [40, 18, 46, 48, "#e07b5a", "45% 45% 10px 10px"],
      [52, 2, 22, 22, "#c99c7d", "50%"],
      [130, 30, 36, 40, "#5a8fd6", "45% 45% 10px 10px"],
      [139, 16, 18, 18, "#8a5f45", "50%"],
      [190, 30, 36, 40, "#f2c14e", "45% 45% 10px 10px"],
      [199, 16, 18, 18, "#c99c7d", "50%"],
      [250, 30, 36, 40, "#9b6fc2", "45% 45% 10px 10px"],
      [259, 16, 18, 18, "#e2b48f", "50%"],
    ]),
  )}</div>
${own("This morning Keaton shared his news with the whole group at mat time.", "px")}
${own("He explained that his dad's job is sending emails to Graeme.", "px")}
${own("Graeme never sends any back, apparently.", "px")}
${own("The children had plenty to ask about Graeme.", "px")}
${own("Keaton is growing in confidence when speaking to a big group.", "px")}
<div class="row pa" data-role="ui"><span>${icon.heart(16)}4</span><span>${icon.comment(16)}3 comments</span></div></div>
${crow({ name: "Kereama (Keaton's dad)", meta: "Thu 3 Dec, 6:12pm", color: "#4f7fa0", text: ["Graeme is my manager. Graeme has now seen this."], who: "Kereama" })}
${crow({ name: "Huia Tamihana", meta: "Fri 4 Dec, 8:05am", color: "#6f4f7f", depth: 1, text: ["Kia ora, we'll pop Graeme on the Christmas card list."], who: "owner" })}
${crow({ name: "Hinewai (Keaton's nan)", meta: "Fri 4 Dec, 9:40am", color: "#a0735a", text: ["He told me last week Graeme lives inside the computer"], who: "Hinewai" })}
</div>
${iconBar([icon.home(24), icon.bookmark(24), icon.plusBox(24), icon.chat(24), icon.person(24)], "#ffffff", "#e2e8ee", "#00a3a8")}`,
};

export const circle: ScreenSpec = {
  id: "circle-the-hill-came-as-news",
  app: "Circle",
  kind: "post",
  dark: false,
  device: "android",
  format: "jpeg",
  quality: 70,
  owner: { name: "Hodei Aranburu", handle: null },
  time: "11:26",
  battery: 48,
  downscaleTo: 900,
  cutLines: 0,
  replies: true,
  css:
    postCss({
      bg: "#ffffff",
      card: "#ffffff",
      fg: "#191d24",
      sub: "#717784",
      line: "#e8eaee",
      name: "#191d24",
      accent: "#506cf0",
      head: "#ffffff",
      headFg: "#191d24",
      size: 14.5,
    }) +
    `.ph b{font-size:16px;font-weight:700}.sp{font-size:12px;color:#717784;font-weight:500;display:block}
.tt{font-size:18px;line-height:23px;font-weight:800;margin-top:10px}
.pa span{display:flex;align-items:center}.pa .lk{color:#506cf0;font-weight:700}.cr{padding-bottom:6px}`,
  html: `<div class="row ph" data-role="ui">${icon.back(22)}${avatar(28, "#506cf0", { silhouette: false })}<b>Ria Run Club<span class="sp"># race-reports</span></b>${icon.search(20)}${icon.bell(20)}</div>
<div class="fill">
<div class="pp"><div class="row" style="gap:10px">${avatar(38, "#7a5a8f")}<div style="flex:1">${ui("Hodei Aranburu", "pn")}${ui("Member · 1d", "pm")}</div></div>
${own("Race report: Bilbao half", "tt")}
${own("Bilbao half on Sunday, my first ever, after eleven months of this group's plan.", "px")}
${own("Every long run was on the same flat path along the river.", "px")}
${own("The hill at kilometre 6 came as genuine news.", "px")}
${own("Huge thanks for the long run company every Saturday.", "px")}
<div style="margin:10px 0 0;border-radius:10px;overflow:hidden">${picture(
    "100%",
    84,
    ["#bcd3e6", "#e6eef5"],
    shapes([
      [0, 56, 340, 28, "#9aa3ad", "0"],
      [30, 20, 80, 40, "#c7b79a", "6px 6px 0 0"],
      [230, 10, 90, 50, "#b7c2c9", "40% 40% 0 0"],
      [150, 30, 12, 30, "#d14b3b", "5px"],
      [151, 18, 10, 10, "#c99c7d", "50%"],
    ]),
  )}</div>
<div class="row pa" data-role="ui"><span class="lk">${icon.heartFilled(16)}27</span><span>${icon.comment(16)}5 comments</span></div></div>
${ui("Comments", "pc")}
${crow({ name: "Kepa Goiri", meta: "1d", color: "#4f8f7a", text: ["The route map has been on the website since March, Hodei"], who: "Kepa Goiri", foot: "Like · Reply" })}
${crow({ name: "Hodei Aranburu", meta: "1d", color: "#7a5a8f", depth: 1, text: ["I read the line, not the squiggly bit under it."], who: "owner", foot: "Like · Reply" })}
${crow({ name: "Lorea Ibarra", meta: "22h", color: "#c0735a", text: ["Congratulations!! What was your finish time?"], who: "Lorea Ibarra", foot: "Like · Reply" })}
${crow({ name: "Hodei Aranburu", meta: "21h", color: "#7a5a8f", depth: 1, text: ["2:14:37. Donostia in the spring is already booked."], who: "owner", foot: "Like · Reply" })}
</div>
${iconBar([icon.home(24), icon.search(24), icon.chat(24), icon.bell(24), icon.person(24)], "#ffffff", "#e8eaee", "#506cf0", true)}`,
};
