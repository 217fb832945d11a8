// Part B's posts with replies (v40), second file: Lyfta (a bench press PR in pounds).
import { avatar, icon, picture } from "./icons";
import { shapes } from "./parts";
import type { ScreenSpec } from "./screen-type";
import { crow, iconBar, postCss } from "./screens-b-kit";
import { own, ui } from "./shell";

export const lyfta: ScreenSpec = {
  id: "lyfta-the-plates-were-pounds",
  app: "Lyfta",
  kind: "post",
  dark: true,
  device: "iphone-max",
  // JPEG, not PNG: the joined set must stay under the check's 10 MB (README.md).
  format: "jpeg",
  quality: 78,
  downscaleTo: 1100,
  owner: { name: "Kurtis Hale", handle: null },
  time: "18:47",
  battery: 16,
  cutLines: 0,
  replies: true,
  css:
    postCss({
      bg: "#0e0f13",
      card: "#17181e",
      fg: "#f2f2f5",
      sub: "#8c8f9c",
      line: "#262832",
      name: "#f2f2f5",
      accent: "#7b6cff",
      head: "#0e0f13",
      headFg: "#f2f2f5",
      size: 15,
    }) +
    `.ph b{font-size:19px;font-weight:700}.wt{font-size:18px;font-weight:800;margin-top:10px}
.ws{display:flex;margin-top:10px;padding:10px 0;border-top:1px solid #262832;border-bottom:1px solid #262832}.ws div{flex:1}.ws .v{font-size:16px;font-weight:700}.ws .l{font-size:11.5px;color:#8c8f9c}
.ex{display:flex;align-items:center;gap:10px;margin-top:8px;font-size:13.5px}.ex i{display:inline-block;width:30px;height:30px;border-radius:8px;background:#262832}.ex .n{flex:1}.ex .s{color:#8c8f9c;font-size:12.5px}
.pr{display:inline-block;margin-left:6px;padding:1px 7px;border-radius:8px;background:#7b6cff;color:#fff;font-size:11px;font-weight:700}`,
  html: `<div class="row ph" data-role="ui">${icon.back(22)}<b>Workout</b>${icon.share(20)}</div>
<div class="fill">
<div class="pp"><div class="row" style="gap:10px">${avatar(40, "#c0794f")}<div style="flex:1">${ui("Kurtis Hale", "pn")}${ui("Tuesday at 6:12 PM · Anytime Fitness Ringwood", "pm")}</div></div>
${ui("Push Day", "wt")}
<div class="ws" data-role="ui"><div>${ui("1h 04m", "v")}${ui("Duration", "l")}</div><div>${ui("6,840 kg", "v")}${ui("Volume", "l")}</div><div>${ui("3", "v")}${ui("Records", "l")}</div></div>
<div class="ex" data-role="ui"><i></i><span class="n">Bench Press (Barbell)</span><span class="s">5 sets · 100 kg × 1</span></div>
<div class="ex" data-role="ui"><i></i><span class="n">Incline Dumbbell Press</span><span class="s">4 sets</span></div>
<div style="margin:10px 0 0;border-radius:10px;overflow:hidden">${picture(
    "100%",
    120,
    ["#2b2d36", "#3c3f4a"],
    shapes([
      [0, 92, 400, 28, "#1d1e24", "0"],
      [60, 40, 280, 6, "#b9bcc6", "3px"],
      [84, 18, 14, 50, "#d94f4f", "3px"],
      [100, 24, 10, 38, "#d94f4f", "3px"],
      [302, 18, 14, 50, "#d94f4f", "3px"],
      [290, 24, 10, 38, "#d94f4f", "3px"],
      [130, 62, 140, 22, "#22232a", "6px"],
      [190, 46, 10, 46, "#55586a", "2px"],
    ]),
  )}</div>
${own("New gym, new PRs, or so I thought.", "px")}
${own("Benched 100 kg on Tuesday and told everyone.", "px")}
${own("Turns out the plates at the new gym are in pounds.", "px")}
${own("I've been logging them as kilos since March.", "px")}
${own("Back to 45 kg and some humility.", "px")}
<div class="row pa" data-role="ui"><span class="row">${icon.heart(18)}<span>27</span></span><span class="row">${icon.comment(17)}<span>6</span></span></div></div>
${ui("Comments", "pc")}
${crow({ name: "Lochie Baird", meta: "2h", joined: true, color: "#4f86c0", text: ["So that 100 kg bench was what exactly"], who: "Lochie Baird" })}
${crow({ name: "Kurtis Hale", meta: "2h", joined: true, color: "#c0794f", depth: 1, text: ["The maths is not up for discussion, Lochie."], who: "owner" })}
${crow({ name: "Kobe Mercer", meta: "1h", joined: true, color: "#6aa06f", text: ["Explains why you warmed up with my working sets"], who: "Kobe Mercer" })}
${crow({ name: "Kurtis Hale", meta: "1h", joined: true, color: "#c0794f", depth: 1, text: ["Those were my top sets, Kobe."], who: "owner" })}
${crow({ name: "Jett Amosa", meta: "1h", joined: true, color: "#a4709c", text: ["Still a PR, just an American one"], who: "Jett Amosa" })}
${crow({ name: "Kayne Doherty", meta: "40m", joined: true, color: "#b89a52", text: ["Make the app switch units mate, it's in settings"], who: "Kayne Doherty" })}
</div>
${iconBar([icon.home(24), icon.search(24), icon.plusBox(26), icon.chat(24), icon.person(24)], "#0e0f13", "#262832", "#8c8f9c")}`,
};

export const shoplook: ScreenSpec = {
  id: "shoplook-to-the-exact-shade",
  app: "ShopLook",
  kind: "post",
  dark: false,
  device: "android",
  format: "jpeg",
  generations: [{ quality: 82 }, { width: 960, quality: 70 }],
  owner: { name: "jovelyn.wears", handle: "jovelyn.wears" },
  time: "21:33",
  battery: 48,
  cutLines: 0,
  replies: true,
  css:
    postCss({
      bg: "#ffffff",
      card: "#ffffff",
      fg: "#1f1f1f",
      sub: "#8b8b8b",
      line: "#ededed",
      name: "#1f1f1f",
      accent: "#ff5a7a",
      head: "#ffffff",
      headFg: "#1f1f1f",
      size: 14.5,
    }) +
    `.ph b{font-size:20px;font-weight:800;letter-spacing:.5px}.ph b span{color:#ff5a7a}
.set{display:grid;grid-template-columns:1fr 1fr 1fr;gap:8px;margin-top:10px;padding:10px;background:#faf7f5;border-radius:10px}
.it{height:74px;border-radius:8px;position:relative}.ip{font-size:11px;color:#5c5c5c;margin-top:3px;text-align:center}
.st{font-size:16px;font-weight:700;margin-top:10px}.fo{margin-left:auto;padding:4px 14px;border-radius:14px;border:1.5px solid #ff5a7a;color:#ff5a7a;font-size:13px;font-weight:700}`,
  html: `<div class="row ph" data-role="ui">${icon.back(22)}<b>Shop<span>Look</span></b>${icon.share(20)}</div>
<div class="fill">
<div class="pp"><div class="row" style="gap:10px">${avatar(36, "#c98d6f")}<div>${ui("jovelyn.wears", "pn")}${ui("Set · 3h", "pm")}</div>${ui("Following", "fo")}</div>
${ui("Barn wedding guest", "st")}
<div class="set" data-role="ui"><div><div class="it" style="background:linear-gradient(#b7c8a8,#9fb48f);border-radius:30px 30px 8px 8px"></div>${ui("Satin slip · £58", "ip")}</div><div><div class="it" style="background:#efe6d6"></div>${ui("Blazer · £89", "ip")}</div><div><div class="it" style="background:linear-gradient(180deg,#fff 40%,#c8a47e 40%)"></div>${ui("Block heels · £45", "ip")}</div></div>
${own("Wedding guest outfit for Saturday, barn wedding in the Cotswolds.", "px")}
${own("Sage satin slip, cream blazer, block heels so I don't sink into the lawn.", "px")}
${own("The bride just posted the bridesmaids in the family chat.", "px")}
${own("I am, to the exact shade, a bridesmaid.", "px")}
${own("Do I change or do I commit?", "px")}
<div class="row pa" data-role="ui"><span class="row">${icon.heart(17)}<span>112</span></span><span class="row">${icon.comment(16)}<span>19</span></span><span class="row">${icon.bookmark(16)}<span>31</span></span></div></div>
${ui("Comments", "pc")}
${crow({ name: "halle.m", meta: "3h", joined: true, color: "#7d9ab8", text: ["Stunning! Where is the blazer from?"], who: "halle.m" })}
${crow({ name: "jovelyn.wears", meta: "3h", joined: true, color: "#c98d6f", depth: 1, text: ["Arket, from last spring."], who: "owner" })}
${crow({ name: "laurel_and_lace", meta: "2h", joined: true, color: "#a98bb8", text: ["Commit. Stand near them in every photo and get a free bouquet"], who: "laurel_and_lace" })}
${crow({ name: "joelle.k", meta: "1h", joined: true, color: "#d0a25c", text: ["Please change, my mum is the bride's aunt and she notices everything"], who: "joelle.k" })}
${crow({ name: "jovelyn.wears", meta: "40m", joined: true, color: "#c98d6f", depth: 1, text: ["I've ordered a rust one, it arrives Friday."], who: "owner" })}
</div>
${iconBar([icon.home(24), icon.search(24), icon.plusBox(26), icon.heart(24), icon.person(24)], "#ffffff", "#ededed", "#1f1f1f", true)}`,
};
