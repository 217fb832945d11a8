// Part B's posts with replies (v40), fourth file: FATMAP (the Snowdon Horseshoe and the cups in the car),
// Photocrowd (a puddle outside the Co-op), Sweat (week six of a 5K plan and a terrier).
import { avatar, icon, picture } from "./icons";
import { shapes } from "./parts";
import type { ScreenSpec } from "./screen-type";
import { crow, iconBar, postCss } from "./screens-b-kit";
import { own, ui } from "./shell";

export const fatmap: ScreenSpec = {
  id: "fatmap-the-cups-in-the-car",
  app: "FATMAP",
  kind: "post",
  dark: false,
  device: "android",
  format: "png",
  owner: { name: "Garmon Pritchard", handle: null },
  time: "12:20",
  battery: 33,
  banner: {
    app: "Messages",
    color: "#1a73e8",
    title: "Mam",
    body: "Dad found the cups in the car, shall we bring them up next time",
    author: "Mam",
    age: "now",
  },
  cutLines: 0,
  replies: true,
  css:
    postCss({
      bg: "#f3f4f6",
      card: "#ffffff",
      fg: "#15181c",
      sub: "#6b7078",
      line: "#e3e5e8",
      name: "#15181c",
      accent: "#ff4f1f",
      head: "#ffffff",
      headFg: "#15181c",
      size: 14.5,
    }) +
    `.ph b{font-size:17px;font-weight:800;letter-spacing:1.5px}.tt{font-size:18px;font-weight:800;margin-top:8px}
.st{display:flex;margin-top:8px;padding:8px 0;border-top:1px solid #e3e5e8;border-bottom:1px solid #e3e5e8}.st div{flex:1}.st .v{font-size:15px;font-weight:700}.st .l{font-size:11px;color:#6b7078}
.tg{display:inline-block;margin-top:6px;margin-right:6px;padding:2px 8px;border-radius:4px;background:#ffe9e2;color:#d93c10;font-size:11.5px;font-weight:700}`,
  html: `<div class="row ph" data-role="ui">${icon.back(22)}<b>FATMAP</b>${icon.bookmark(20)}${icon.share(20)}</div>
<div class="fill">
<div style="margin:0">${picture(
    "100%",
    120,
    ["#b9c7a6", "#8ea37e"],
    shapes([
      [150, 30, 70, 50, "#7c8c6e", "50% 50% 40% 40%"],
      [110, 70, 60, 40, "#94a585", "50%"],
      [230, 60, 70, 40, "#6f8d9e", "50%"],
    ]) +
      `<svg style="position:absolute;left:0;top:0" width="360" height="120" viewBox="0 0 360 120"><path d="M60 104 C90 80 120 60 150 42 S200 26 222 40 S270 70 250 96 S150 112 60 104" fill="none" stroke="#ff4f1f" stroke-width="3.5" stroke-linecap="round"/><circle cx="60" cy="104" r="5" fill="#15181c"/></svg>`,
  )}</div>
<div class="pp"><div class="row" style="gap:10px">${avatar(36, "#8a6a4f")}<div style="flex:1">${ui("Garmon Pritchard", "pn")}${ui("Snowdonia · Sat 5 Dec", "pm")}</div></div>
${ui("Snowdon Horseshoe at sunrise", "tt")}
<div class="st" data-role="ui"><div>${ui("12.1 km", "v")}${ui("Distance", "l")}</div><div>${ui("1,040 m", "v")}${ui("Ascent", "l")}</div><div>${ui("6h 25m", "v")}${ui("Time", "l")}</div></div>
<div data-role="ui"><span class="tg">Scramble · Grade 1</span><span class="tg">Exposed</span></div>
${own("Crib Goch by headtorch, summit by 7:52.", "px")}
${own("I carried a litre of coffee up for the sunrise and left the cups in the car.", "px")}
${own("We passed the flask lid round four of us like a christening.", "px")}
${own("Worth every step.", "px")}
<div class="row pa" data-role="ui"><span class="row">${icon.heart(17)}<span>41</span></span><span class="row">${icon.comment(16)}<span>5</span></span></div></div>
${ui("Comments", "pc")}
${crow({ name: "Llion Rowlands", meta: "1d", joined: true, color: "#5f86a8", text: ["Unreal light, what time did you set off from Pen-y-Pass?"], who: "Llion Rowlands" })}
${crow({ name: "Garmon Pritchard", meta: "1d", joined: true, color: "#8a6a4f", depth: 1, text: ["3:40, and the car park was already half full."], who: "owner" })}
${crow({ name: "Haydn Morgan", meta: "20h", joined: true, color: "#a07aa0", text: ["The cups had a lovely lie-in at Pen-y-Pass"], who: "Haydn Morgan" })}
${crow({ name: "Glyn Rees", meta: "18h", joined: true, color: "#6f9a6a", text: ["Real hikers drink it straight from the flask"], who: "Glyn Rees" })}
</div>
${iconBar([icon.search(24), icon.pin(24), icon.plusBox(26), icon.bookmark(24), icon.person(24)], "#ffffff", "#e3e5e8", "#15181c", true)}`,
};

export const photocrowd: ScreenSpec = {
  id: "photocrowd-the-co-op-puddle",
  app: "Photocrowd",
  kind: "post",
  dark: false,
  device: "iphone",
  format: "jpeg",
  quality: 72,
  owner: { name: "Gilbert Ashdown", handle: null },
  time: "10:04",
  battery: 88,
  cutLines: 1,
  replies: true,
  css:
    postCss({
      bg: "#ffffff",
      card: "#ffffff",
      fg: "#202124",
      sub: "#777b80",
      line: "#ebebeb",
      name: "#202124",
      accent: "#00a3a3",
      head: "#ffffff",
      headFg: "#202124",
      size: 14.5,
    }) +
    `.ph b{font-size:19px;font-weight:700;color:#00a3a3}.cp{display:flex;gap:8px;align-items:center;margin-top:8px;font-size:12.5px;color:#777b80}.cp span{padding:3px 9px;border-radius:12px;background:#e2f5f5;color:#007d7d;font-weight:700}
.rk{display:flex;margin-top:8px;padding:8px 0;border-top:1px solid #ebebeb;border-bottom:1px solid #ebebeb}.rk div{flex:1;text-align:center}.rk .v{font-size:16px;font-weight:700}.rk .l{font-size:11px;color:#777b80}`,
  html: `<div class="row ph" data-role="ui">${icon.back(22)}<b>photocrowd</b>${icon.share(20)}${icon.more(22)}</div>
<div class="fill">
${picture(
  "100%",
  180,
  ["#5f6f86", "#2e3947"],
  shapes([
    [0, 0, 390, 84, "linear-gradient(#7f8ea5,#a7b4c6)", "0"],
    [40, 18, 60, 66, "#4b5568", "0"],
    [110, 8, 90, 76, "#566176", "0"],
    [216, 26, 70, 58, "#454e60", "0"],
    [300, 14, 80, 70, "#5c677c", "0"],
    [0, 84, 390, 4, "#2b313c", "0"],
    [40, 88, 60, 60, "#3a4558", "0"],
    [110, 88, 90, 70, "#425066", "0"],
    [216, 88, 70, 54, "#364053", "0"],
    [300, 88, 80, 64, "#47536a", "0"],
    [8, 60, 22, 26, "#2a7a4a", "3px"],
  ]),
)}
<div class="pp"><div class="row" style="gap:10px">${avatar(36, "#9a7a5a")}<div style="flex:1">${ui("Gilbert Ashdown", "pn")}${ui("Bristol · entered 4 days ago", "pm")}</div></div>
<div class="cp" data-role="ui"><span>Urban Reflections</span>Round 2 · Top 20%</div>
<div class="rk" data-role="ui"><div>${ui("#38", "v")}${ui("Rank", "l")}</div><div>${ui("214", "v")}${ui("Votes", "l")}</div><div>${ui("3", "v")}${ui("Awards", "l")}</div></div>
${own("This puddle is outside the Co-op on Gloucester Road.", "px")}
${own("I lay on the pavement for twenty minutes to get it.", "px")}
${own("Two separate people asked if I needed an ambulance.", "px")}
<div class="row pa" data-role="ui"><span class="row">${icon.heart(17)}<span>66</span></span><span class="row">${icon.comment(16)}<span>4</span></span></div></div>
${ui("Comments", "pc")}
${crow({ name: "Kenrick Vale", meta: "3d", joined: true, color: "#6b8fb3", text: ["Lovely symmetry. I'd lose the bin on the left edge though."], who: "Kenrick Vale" })}
${crow({ name: "Gilbert Ashdown", meta: "3d", joined: true, color: "#9a7a5a", depth: 1, text: ["The bin stays. It's local colour."], who: "owner" })}
${crow({ name: "Hendry Doyle", meta: "2d", joined: true, color: "#a0785a", text: ["Second person was me, I just didn't recognise you"], who: "Hendry Doyle" })}
${crow({ name: "Heath Calder", meta: "1d", joined: true, color: "#7aa07a", text: ["Lowering the angle really sells the scale, well done"], who: "Heath Calder" })}
</div>
${iconBar([icon.home(24), icon.star(24), icon.plusBox(26), icon.bell(24), icon.person(24)], "#ffffff", "#ebebeb", "#00a3a3")}`,
};

export const sweat: ScreenSpec = {
  id: "sweat-the-terrier-kept-level",
  app: "Sweat",
  kind: "post",
  dark: true,
  device: "android",
  format: "png",
  owner: { name: "Jumoke Adeyemi", handle: null },
  time: "08:16",
  battery: 71,
  cutLines: 0,
  replies: true,
  css:
    postCss({
      bg: "#121212",
      card: "#1c1c1e",
      fg: "#f1f1f1",
      sub: "#9b9b9f",
      line: "#2c2c2e",
      name: "#f1f1f1",
      accent: "#ff6fa0",
      head: "#121212",
      headFg: "#f1f1f1",
      size: 14.5,
    }) +
    `.ph b{font-size:18px;font-weight:700}.tp{display:inline-block;margin-top:8px;padding:3px 10px;border-radius:12px;background:#3a2430;color:#ff6fa0;font-size:12px;font-weight:700}
.tt{font-size:17px;font-weight:800;margin-top:8px;line-height:22px}.bd{display:flex;gap:10px;align-items:center;margin-top:8px;padding:8px;border-radius:10px;background:#26262a}.bd i{display:flex;width:34px;height:34px;border-radius:50%;background:#ff6fa0;flex:none}.bd .v{font-size:13.5px;font-weight:700}.bd .l{font-size:11.5px;color:#9b9b9f}`,
  html: `<div class="row ph" data-role="ui">${icon.back(22)}<b>Community</b>${icon.bookmark(20)}${icon.moreV(20)}</div>
<div class="fill">
<div class="pp"><div class="row" style="gap:10px">${avatar(38, "#8a5a4a")}<div style="flex:1">${ui("Jumoke Adeyemi", "pn")}${ui("Running · 1h", "pm")}</div></div>
${ui("Beginner 5K", "tp")}
${own("Week six of my 5K plan: first time I've run 25 minutes without stopping.", "tt")}
<div class="bd" data-role="ui"><i></i><div>${ui("Run · 25:04 · 3.1 km", "v")}${ui("Week 6, Session 3 complete", "l")}</div></div>
${own("For the whole last kilometre, a man walking a terrier kept level with me.", "px")}
${own("The terrier stopped twice to sniff a bin.", "px")}
${own("Still counts, still proud.", "px")}
<div class="row pa" data-role="ui"><span class="row">${icon.heart(17)}<span>203</span></span><span class="row">${icon.comment(16)}<span>38</span></span></div></div>
${ui("38 comments", "pc")}
${crow({ name: "Ikenna Obi", meta: "58m", joined: true, color: "#6a8fb0", text: ["So proud!! Week 6 is the hard one"], who: "Ikenna Obi" })}
${crow({ name: "Gozie Nwosu", meta: "51m", joined: true, color: "#b07a6a", text: ["The terrier is probably on a plan too"], who: "Gozie Nwosu" })}
${crow({ name: "Jumoke Adeyemi", meta: "47m", joined: true, color: "#8a5a4a", depth: 1, text: ["He was wearing slippers."], who: "owner" })}
${crow({ name: "Ini Bassey", meta: "30m", joined: true, color: "#7aa07a", text: ["Next week you lap him"], who: "Ini Bassey" })}
${crow({ name: "Iyabo Cole", meta: "12m", joined: true, color: "#a07ab0", text: ["Terriers are deceptively fast, I walk one, don't feel bad"], who: "Iyabo Cole" })}
</div>
${iconBar([icon.home(24), icon.grid(24), icon.chat(24), icon.person(24)], "#121212", "#2c2c2e", "#9b9b9f", true)}`,
};
