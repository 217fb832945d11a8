// Part B's posts with replies (v34), third file: 23snaps (a sheep with one line), Liftoff (a deadlift nobody saw).
import { avatar, icon, picture } from "./icons";
import { shapes } from "./parts";
import type { ScreenSpec } from "./screen-type";
import { commentBox, crow, postCss } from "./screens-b-kit";
import { own, ui } from "./shell";

export const twentyThreeSnaps: ScreenSpec = {
  id: "23snaps-once-facing-each-grandma",
  app: "23snaps",
  kind: "post",
  dark: false,
  device: "android",
  format: "jpeg",
  generations: [{ quality: 80 }, { width: 900, quality: 66 }],
  owner: { name: "Janne Virtanen", handle: null },
  time: "19:31",
  battery: 22,
  cutLines: 1,
  replies: true,
  css:
    postCss({
      bg: "#fdf8f3",
      card: "#fdf8f3",
      fg: "#3a2f2a",
      sub: "#9a8b80",
      line: "#efe4da",
      name: "#3a2f2a",
      accent: "#e0704a",
      head: "#fdf8f3",
      headFg: "#3a2f2a",
      size: 14,
    }) +
    `.fill{flex:1 1 0;min-height:0;overflow:hidden}.ph b{font-size:17px}.ag{font-size:12px;color:#e0704a;font-weight:700;margin-top:2px}.ph .sub{flex:1}.ph .sub b{display:block}
.th{gap:4px;padding:0 14px}.th .pic{border-radius:6px}.rel{display:inline-block;margin-left:6px;padding:1px 7px;border-radius:8px;background:#fbe3d7;color:#c2562f;font-size:10.5px;font-weight:700;vertical-align:1px}`,
  html: `<div class="row ph" data-role="ui">${icon.back(22)}<div class="sub"><b>Iiris</b>${ui("4 years · Nursery", "ag")}</div>${icon.heart(21)}${icon.moreV(20)}</div>
<div class="fill">
<div class="pp"><div class="row" style="gap:10px">${avatar(34, "#5f87b5")}<div style="flex:1">${ui("Janne Virtanen", "pn")}${ui("Dad · Tuesday · 3 photos", "pm")}</div></div></div>
<div class="row th">${picture(
    "62%",
    100,
    ["#2b2a4a", "#4a3f6b"],
    shapes([
      [60, 36, 84, 64, "#f5f1ea", "50%"],
      [92, 22, 34, 30, "#3a3030", "50%"],
      [20, 86, 190, 40, "#6b4a2e", "0"],
      [150, 10, 14, 14, "#f6d36b", "50%"],
    ]),
  )}<div style="flex:1;display:flex;flex-direction:column;gap:4px">${picture("100%", 48, ["#3b3556", "#5b4e78"], shapes([[30, 20, 40, 34, "#f5f1ea", "50%"]]))}${picture(
    "100%",
    48,
    ["#4a3f6b", "#2b2a4a"],
    shapes([
      [20, 30, 60, 30, "#f5f1ea", "50%"],
      [60, 10, 24, 20, "#f6d36b", "50%"],
    ]),
  )}</div></div>
<div class="pp">
${own("Iiris's first nativity play, cast as Third Sheep.", "px")}
${own("She had one line.", "px")}
${own("She said it twice, once facing each grandma.", "px")}
${own("Costume made from a fleece blanket and cotton wool.", "px")}
<div class="row pa" data-role="ui"><span class="row">${icon.heartFilled(17, "#e0704a")}<span>Mummu, Granny and 4 others</span></span></div></div>
<div class="pc" data-role="ui">Comments</div>
<div class="cm">
${crow({ name: "Hilkka", meta: "Tue", color: "#a86fb0", text: ["She looked straight at me both times, Granny was sitting behind me."], who: "Hilkka", foot: "Mummu" })}
${crow({ name: "Lotta Hughes", meta: "Tue", color: "#d08a3e", text: ["I think you'll find it was the other way round"], who: "Lotta Hughes", foot: "Granny" })}
${crow({ name: "Janne Virtanen", meta: "Tue", color: "#5f87b5", text: ["I'm not getting involved."], who: "owner", depth: 1, foot: "Dad" })}
${crow({ name: "Jarmo Virtanen", meta: "Wed", color: "#4f9a7d", text: ["Is that our fleece blanket? We've been looking for it since October"], who: "Jarmo Virtanen", foot: "Uncle" })}
${crow({ name: "Janne Virtanen", meta: "Wed", color: "#5f87b5", text: ["It's a sheep now, Jarmo."], who: "owner", depth: 1, foot: "Dad" })}
</div>
</div>
${commentBox({ text: "Write a comment...", color: "#5f87b5", bg: "#fdf8f3", box: "#f3e9df", fg: "#3a2f2a", sub: "#9a8b80", line: "#efe4da", right: icon.send(20), bottom: 16 })}`,
};

export const liftoff: ScreenSpec = {
  id: "liftoff-nobody-saw-that-one-either",
  app: "Liftoff",
  kind: "post",
  dark: true,
  device: "iphone",
  format: "png",
  owner: { name: "Hrvoje Babic", handle: "@hrvoje.lifts" },
  time: "07:58",
  battery: 91,
  keyboard: true,
  suggestions: ["one", "ones", "on"],
  cutLines: 0,
  replies: true,
  css:
    postCss({
      bg: "#0d0f12",
      card: "#15181d",
      fg: "#eef1f5",
      sub: "#8a93a0",
      line: "#242932",
      name: "#eef1f5",
      accent: "#35d07f",
      head: "#0d0f12",
      headFg: "#eef1f5",
      size: 14,
    }) +
    `.wk{margin-top:6px;border-radius:12px;background:#1d222a;padding:6px 12px;gap:10px}.pp .px{margin-top:5px}.wk .e{font-size:14px;font-weight:700}.wk .s{font-size:12.5px;color:#8a93a0}.wk .pr{margin-left:auto;padding:3px 9px;border-radius:9px;background:#35d07f;color:#0d0f12;font-size:12px;font-weight:800}
.xp{display:inline-block;margin-left:8px;color:#35d07f;font-size:12px;font-weight:700}`,
  html: `<div class="row ph" data-role="ui">${icon.back(22)}<b>Post</b>${icon.share(20)}</div>
<div class="fill">
<div class="pp"><div class="row" style="gap:10px">${avatar(38, "#c46a3a", { ring: "#35d07f" })}<div style="flex:1">${ui("Hrvoje Babic", "pn")}${ui("@hrvoje.lifts · Gold III · 1h", "pm")}</div></div>
<div class="row wk" data-role="ui"><div>${ui("Deadlift", "e")}${ui("100 kg × 1 · 2 sets", "s")}</div>${ui("New PR", "pr")}</div>
${own("Pulled 100 kg this morning, a first for me.", "px")}
${own("Nobody saw it, so I did it again.", "px")}
${own("Nobody saw that one either.", "px")}
${own("Back on the rower tomorrow.", "px")}
<div class="row pa" data-role="ui"><span class="row">${icon.flame(17)}<span>34</span></span><span class="row">${icon.comment(17)}<span>5</span></span><span class="r">+120 XP</span></div></div>
${crow({ name: "Jure Petrovic", meta: "1h", joined: true, color: "#5a7fc0", text: ["I saw it from the treadmill, just didn't want to make it weird"], who: "Jure Petrovic", foot: "Like · Reply" })}
${crow({ name: "Hrvoje Babic", meta: "50m", joined: true, color: "#c46a3a", text: ["You were facing the other way, Jure."], who: "owner", depth: 1, foot: "Like · Reply" })}
${crow({ name: "Lovro Maric", meta: "40m", joined: true, color: "#8f6ab8", text: ["What's your program? Been stuck at 90 for months"], who: "Lovro Maric", foot: "Like · Reply" })}
${crow({ name: "Hrvoje Babic", meta: "30m", joined: true, color: "#c46a3a", text: ["Five by five, nothing clever."], who: "owner", depth: 1, foot: "Like · Reply" })}
</div>
${commentBox({ text: "Film the third one", typed: true, color: "#4a8f6a", bg: "#15181d", box: "#242932", fg: "#eef1f5", sub: "#8a93a0", line: "#242932", right: icon.send(20), bottom: 8 })}`,
};
