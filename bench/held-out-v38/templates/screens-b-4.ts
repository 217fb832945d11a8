// Part B's posts with replies (v38), fourth file: AstroBin (a nebula and a neighbour's light) and Shutterfly (a family dinner).
import { avatar, icon, picture } from "./icons";
import { shapes } from "./parts";
import type { ScreenSpec } from "./screen-type";
import { commentBox, crow, postCss } from "./screens-b-kit";
import { own, ui } from "./shell";

export const astrobin: ScreenSpec = {
  id: "astrobin-the-cat-set-it-off",
  app: "AstroBin",
  kind: "post",
  dark: true,
  device: "iphone-max",
  format: "png",
  downscaleTo: 1000,
  owner: { name: "Jacopo Ferri", handle: null },
  time: "23:58",
  battery: 33,
  cutLines: 0,
  replies: true,
  css:
    postCss({
      bg: "#15181d",
      card: "#1d2127",
      fg: "#d9dde3",
      sub: "#8b939e",
      line: "#2b3038",
      name: "#e7ecf2",
      accent: "#d99a2b",
      head: "#0f1115",
      headFg: "#e7ecf2",
      font: "Helvetica, Arial, sans-serif",
      size: 14.5,
    }) +
    `.ph b{font-size:19px}.ph b i{font-style:normal;color:#d99a2b}
.tt{font-size:17px;font-weight:700;margin-top:8px;color:#e7ecf2}
.tc{margin:8px 14px 0;border:1px solid #2b3038;border-radius:6px;padding:6px 10px;font-size:12px;color:#8b939e;line-height:18px}.tc b{color:#d9dde3;font-weight:600}
.cr{padding-top:7px;padding-bottom:3px}`,
  html: `<div class="row ph" data-role="ui">${icon.back(22)}<b>Astro<i>Bin</i></b>${icon.bookmark(20)}${icon.more(21)}</div>
<div class="fill">
${picture(
  "100%",
  200,
  ["#07080c", "#141020"],
  shapes([
    [150, 50, 130, 100, "rgba(214,90,120,.55)", "50%"],
    [180, 70, 70, 60, "rgba(120,170,230,.55)", "50%"],
    [206, 92, 16, 14, "rgba(255,255,240,.9)", "50%"],
    [40, 30, 3, 3, "#fff", "50%"],
    [90, 150, 3, 3, "#fff", "50%"],
    [340, 40, 3, 3, "#fff", "50%"],
    [380, 160, 3, 3, "#fff", "50%"],
    [300, 180, 2, 2, "#fff", "50%"],
  ]),
)}
<div class="pp"><div class="row" style="gap:10px">${avatar(34, "#5d7fa0")}<div style="flex:1">${ui("Jacopo Ferri", "pn")}${ui("Published Dec 4 · Bologna", "pm")}</div></div>
${own("M42 over the garden shed", "tt")}</div>
<div class="tc" data-role="ui"><div><b>Telescope</b> 80mm refractor</div><div><b>Integration</b> 6h 20m over 3 nights</div></div>
<div class="pp" style="padding-top:2px">
${own("Three clear nights in late November.", "px")}
${own("Night two, the neighbour's cat set off his security light 41 times.", "px")}
${own("Processed in Siril, stars reduced a touch.", "px")}
<div class="row pa" data-role="ui"><span class="row">${icon.heart(17)}<span>88</span></span><span class="row">${icon.eye(17)}<span>1,204</span></span><span class="row">${icon.comment(16)}<span>6</span></span></div></div>
${ui("Comments", "pc")}
${crow({ name: "Gualtiero Conti", meta: "Dec 4", joined: true, color: "#8c6e4a", text: ["Lovely detail in the Trapezium for 80mm."], who: "Gualtiero Conti" })}
${crow({ name: "Ippolita Sala", meta: "Dec 5", joined: true, color: "#9c5d7e", text: ["Ask the neighbour for a darker cat"], who: "Ippolita Sala" })}
${crow({ name: "Jacopo Ferri", meta: "Dec 5", joined: true, color: "#5d7fa0", text: ["I've offered to buy him a dimmer bulb. He says the cat likes it bright."], who: "owner" })}
${crow({ name: "Leonida Russo", meta: "Dec 6", joined: true, color: "#5f8a63", text: ["Which guide scope was this with?"], who: "Leonida Russo" })}
${crow({ name: "Jacopo Ferri", meta: "Dec 6", joined: true, color: "#5d7fa0", text: ["A 30mm guide scope, nothing fancy."], who: "owner" })}
</div>`,
};

export const shutterfly: ScreenSpec = {
  id: "shutterfly-a-speech-about-the-knife",
  app: "Shutterfly",
  kind: "post",
  dark: false,
  device: "iphone",
  format: "jpeg",
  generations: [{ quality: 80 }, { width: 1000, quality: 70 }],
  owner: { name: "Kirsten Lindahl", handle: null },
  time: "19:04",
  battery: 72,
  keyboard: true,
  suggestions: ["Love", "So", "Happy"],
  cutLines: 0,
  replies: true,
  css:
    postCss({
      bg: "#ffffff",
      card: "#ffffff",
      fg: "#2d2a26",
      sub: "#8b857d",
      line: "#ece8e2",
      name: "#2d2a26",
      accent: "#f26b21",
      head: "#ffffff",
      headFg: "#2d2a26",
      font: "Helvetica, Arial, sans-serif",
      size: 14.5,
    }) +
    `.ph b{font-size:19px;color:#f26b21;font-weight:700;letter-spacing:-.2px}
.al{padding:8px 14px 4px;background:#faf7f3;border-bottom:1px solid #ece8e2}.al .a{font-size:15px;font-weight:700}.al .m{font-size:12px;color:#8b857d}
.cr{padding-top:6px;padding-bottom:3px}`,
  html: `<div class="row ph" data-role="ui">${icon.back(22)}<b>Shutterfly</b>${icon.share(20)}${icon.more(21)}</div>
<div class="fill">
${picture(
  "100%",
  54,
  ["#d9b48a", "#a9744a"],
  shapes([
    [30, -18, 330, 66, "#f3ede2", "40px"],
    [150, -28, 90, 56, "#b7692e", "45% 45% 35% 35%"],
    [60, -2, 40, 26, "#e8c15a", "50%"],
    [290, -2, 40, 26, "#7d9a4f", "50%"],
  ]),
)}
<div class="pp" style="padding-top:6px"><div class="row" style="gap:10px">${avatar(32, "#a45a5a")}<div style="flex:1">${ui("Kirsten Lindahl", "pn")}${ui("Thanksgiving 2026 · Nov 27", "pm")}</div></div>
${own("Fourteen around the table this year, our biggest yet.", "px")}
${own("Dad carved with the electric knife from 1994 and gave a speech about the knife.", "px")}
${own("Thanks everyone for coming, the leftovers are nearly gone.", "px")}
<div class="row pa" data-role="ui"><span class="row">${icon.heart(17)}<span>11</span></span><span class="row">${icon.comment(16)}<span>5</span></span><span class="r">${icon.download(18)}</span></div></div>
${crow({ name: "Haakon Lindahl", meta: "Nov 28", joined: true, color: "#5a6fa4", text: ["Best knife I ever bought."], who: "Haakon Lindahl" })}
${crow({ name: "Kirsten Lindahl", meta: "Nov 28", joined: true, color: "#a45a5a", text: ["It was an eleven minute speech, Dad."], who: "owner" })}
${crow({ name: "Liv Lindahl", meta: "Nov 29", joined: true, color: "#7f9a5a", text: ["The pecan pie was the best thing on that table"], who: "Liv Lindahl" })}
${crow({ name: "Kaisu Mäki", meta: "Nov 30", joined: true, color: "#9a7a4a", text: ["Thank you for having us, the kids haven't stopped talking about the knife"], who: "Kaisu Mäki" })}
</div>
${commentBox({ text: "Add a comment", color: "#a45a5a", bg: "#ffffff", box: "#f3f0eb", fg: "#2d2a26", sub: "#8b857d", line: "#ece8e2", right: icon.send(20), bottom: 12 })}`,
};
