// Posts with replies: Blind (dark, an anonymous long post weighing two jobs, company-named replies, a
// line cut under the tab bar), Fishbrain (a small catch, a two-word caption, the angler's name on the
// photo, JPEG), iNaturalist (a cat suggested as a bobcat and the identifiers' answers), Imgur (dark, a
// finished puzzle, keyboard open with a comment typed); Peanut, Cara and Fable are in
// screens-posts-more.ts.
import { avatar, icon, picture } from "./icons";
import { comment, shapes } from "./parts";
import type { ScreenSpec } from "./screen-type";
import { cara, fable, peanut } from "./screens-posts-more";
import { esc, other, own, span, ui } from "./shell";

/** A Blind reply: company and nickname as the label, then the words. */
const reply = (company: string, nick: string, age: string, text: string, mine: boolean) =>
  `<div class="rp"><div class="row" style="gap:6px">${span(company, "rc")}${span(`· ${nick}${mine ? " · OP" : ""}`, "rn")}${span(age, "ra")}</div>${mine ? own(text, "rx") : other(nick, text, "rx")}</div>`;

export const blind: ScreenSpec = {
  id: "blind-offer",
  app: "Blind",
  kind: "post",
  dark: true,
  device: "iphone",
  format: "png",
  owner: { name: "qRtz81", handle: null },
  time: "23:41",
  battery: 29,
  cutLines: 1,
  replies: true,
  css: `body{background:#111417}.hd{flex:none;height:46px;padding:0 14px;gap:12px;color:#c9d1d9}.hd b{flex:1;font-size:15px}
.au{gap:8px;padding:8px 16px 2px;font-size:13px;color:#8b949e}.au b{color:#e6edf3}.ti{font-size:19px;font-weight:700;line-height:25px;padding:6px 16px 4px;color:#f0f3f6}
.tx{font-size:15px;line-height:22px;color:#d0d7de;padding:4px 16px}.acts{gap:20px;padding:10px 16px 12px;font-size:13px;color:#8b949e;border-bottom:1px solid #262b31}
.rp{padding:10px 16px;border-bottom:1px solid #1e2328}.rc{font-size:12px;font-weight:700;color:#e6edf3}.rn{font-size:12px;color:#8b949e}.ra{font-size:12px;color:#6e7681;margin-left:auto}.rx{font-size:15px;line-height:21px;color:#d0d7de;margin-top:3px}
.tab{flex:none;height:82px;justify-content:space-around;padding-bottom:28px;border-top:1px solid #262b31;background:#111417;color:#8b949e;position:relative;z-index:3}
.fill{padding-top:30px}/*tune*/`,
  html: `<div class="row hd" data-role="ui">${icon.back(22)}<b>Tech Industry</b>${icon.share(20)}${icon.more(22)}</div>
<div class="fill">
<div class="row au">${avatar(24, "#2e7d32", { silhouette: false })}<b>Northwind</b><span>· qRtz81</span><span style="margin-left:auto">2d</span></div>
${own("TC vs WLB at 29, need a sanity check", "ti")}
${own("Currently at Northwind, 185k TC, fully remote, I log off around 4:30 most days and nobody has ever asked me why. Got an offer from a Series B startup for 260k TC (a lot of it equity). Hybrid, 3 days in office, 50 min commute each way. They said “we’re a family here” in all four interviews, including the one with the CFO. My partner says take it, my dad says don’t, my dog has no opinion but he likes me at home. What would you do?", "tx")}
<div class="row acts">${span("👁 4.1K")}${span("👍 212")}${span("💬 87")}</div>
${reply("Globex", "vB7q", "2d", "how much of the 260 is equity? if most of it, you’re comparing 185 to a lottery ticket", false)}
${reply("Northwind", "qRtz81", "2d", "110k of it", true)}
${reply("Initech", "zz0p", "2d", "stay. you log off at 4:30. people would kill for that", false)}
${reply("Umbrella", "kk2m", "1d", "the family thing would worry me more than the commute", false)}
${reply("Globex", "vB7q", "1d", "negotiate with northwind first, use the offer", false)}
${reply("Hooli", "mm3x", "1d", "50 min each way is over 8 hours a week in a car. price that in before you decide", false)}
</div>
<div class="row tab">${icon.home(24)}${icon.search(24)}${icon.plusBox(24)}${icon.bell(24)}${icon.person(24)}</div>`,
};

export const fishbrain: ScreenSpec = {
  id: "fishbrain-perch",
  app: "Fishbrain",
  kind: "post",
  dark: false,
  device: "android",
  format: "jpeg",
  quality: 76,
  owner: { name: "Dale Whitaker", handle: null },
  time: "11:27",
  battery: 81,
  cutLines: 1,
  replies: true,
  css: `body{background:#fff}.hd{flex:none;height:52px;padding:0 14px;gap:14px}.hd b{flex:1;font-size:17px;font-weight:500}
.ph{position:relative}.ph .n{position:absolute;left:14px;bottom:34px;font-size:18px;font-weight:700;color:#fff;text-shadow:0 1px 3px rgba(0,0,0,.5)}.ph .l{position:absolute;left:14px;bottom:14px;font-size:13px;color:#fff;text-shadow:0 1px 3px rgba(0,0,0,.5)}
.cap{font-size:16px;padding:12px 16px 6px;color:#1a2b3c}.gd{display:grid;grid-template-columns:1fr 1fr 1fr;gap:8px;padding:4px 16px 10px}.gd div{background:#f2f6f9;border-radius:8px;padding:7px 9px;font-size:11px;color:#5d7285}.gd b{display:block;font-size:14px;color:#1a2b3c}
.acts{gap:22px;padding:8px 16px;font-size:13px;color:#5d7285;border-top:1px solid #eef2f5;border-bottom:1px solid #eef2f5}
.c{gap:10px;padding:8px 16px}.cn{font-size:13px;font-weight:600;color:#1a2b3c}.cm{font-size:11px;color:#8a9aa9}.ct{font-size:14px;line-height:20px;color:#1a2b3c;margin-top:1px}
.fill{padding-top:20px}/*tune*/`,
  html: `<div class="row hd" data-role="ui">${icon.back(22)}<b>Catch</b>${icon.share(20)}${icon.moreV(20)}</div>
<div class="fill">
<div class="ph">${picture(
    "100%",
    250,
    ["#7fa7b8", "#3e5f4a"],
    shapes([
      [0, 150, 360, 100, "#36523f", "0"],
      [90, 70, 180, 110, "#c9b27c", "40% 40% 30% 30%"],
      [150, 105, 70, 30, "#7f8f3a", "50%"],
      [205, 95, 16, 16, "#222"],
      [-30, -40, 140, 140, "rgba(255,255,255,.2)"],
    ]),
  )}<span class="n">Dale Whitaker</span><span class="l">Lake Hartwell · 6:48 AM</span></div>
${own("Decent morning.", "cap")}
<div class="gd"><div><b>Perch</b>Species</div><div><b>14 cm</b>Length</div><div><b>0.05 kg</b>Weight</div><div><b>Worm</b>Bait</div><div><b>Float</b>Method</div><div><b>12°C</b>Light rain</div></div>
<div class="row acts">${span("👍 18")}${span("💬 5")}${span("Caught 2 days ago")}</div>
${comment("#ef6c00", "Kofi Asante", "2d", "decent 👍", false)}
${comment("#1565c0", "bigcarp_sean", "2d", "nice one mate, what depth?", false)}
${comment("#2e7d32", "Dale Whitaker", "2d", "about 2 ft. was out from 5am", true)}
${comment("#ad1457", "lena.fishes", "1d", "good colours on that one", false)}
${comment("#6a1b9a", "Tuan Nguyen", "1d", "perch were biting here too this week, all small ones", false)}
</div>`,
};

export const inaturalist: ScreenSpec = {
  id: "inaturalist-bobcat",
  app: "iNaturalist",
  kind: "post",
  dark: false,
  device: "iphone",
  format: "png",
  owner: { name: "raykowalski58", handle: null },
  time: "08:15",
  battery: 90,
  replies: true,
  css: `body{background:#fff}.hd{flex:none;height:46px;padding:0 14px;gap:12px}.hd b{flex:1;text-align:center;font-size:16px}
.tx{padding:10px 16px 0}.tx .sp{font-size:20px;font-weight:700;color:#333}.tx .la{font-size:14px;font-style:italic;color:#666}.rg{display:inline-block;margin-top:6px;font-size:12px;background:#74ac00;color:#fff;border-radius:4px;padding:2px 8px}
.by{gap:8px;padding:10px 16px;font-size:13px;color:#666}.by b{color:#333}.ds{font-size:15px;line-height:21px;padding:2px 16px 10px;color:#333}
.sec{font-size:13px;font-weight:700;color:#666;padding:10px 16px 4px;border-top:1px solid #eee;text-transform:uppercase;letter-spacing:.5px}
.id{gap:10px;padding:8px 16px;align-items:flex-start}.idn{font-size:13px;font-weight:700;color:#333}.idm{font-size:12px;color:#888}.idt{font-size:14px;color:#74ac00;font-weight:600;margin-top:2px}.idx{font-size:14px;line-height:20px;color:#333;margin-top:3px}`,
  html: `<div class="row hd" data-role="ui">${icon.back(22)}<b>Observation</b>${icon.more(22)}</div>
<div class="fill">
${picture(
  "100%",
  230,
  ["#4e5d3a", "#1f2a18"],
  shapes([
    [0, 170, 390, 60, "#6b5b3e", "0"],
    [150, 100, 120, 80, "#b07a3c", "50% 50% 40% 40%"],
    [235, 75, 50, 50, "#b07a3c"],
    [240, 66, 12, 16, "#b07a3c", "2px"],
    [268, 66, 12, 16, "#b07a3c", "2px"],
    [238, 118, 40, 6, "#d32f2f", "3px"],
  ]),
)}
<div class="tx">${ui("Domestic Cat", "sp")}${ui("Felis catus", "la")}<span class="rg">Research Grade</span></div>
<div class="row by">${avatar(26, "#8d6e63")}<b>raykowalski58</b><span>· Jun 2, 2024 · Columbus, OH</span></div>
${own("Seen at dusk behind the shed. Large, very confident. Walked across the yard like it owned it. Possibly a bobcat?", "ds")}
${ui("Activity", "sec")}
<div class="row id">${avatar(30, "#8d6e63")}<div style="flex:1">${ui("raykowalski58 suggested an ID · 3d", "idm")}${ui("Bobcat (Lynx rufus)", "idt")}</div></div>
<div class="row id">${avatar(30, "#00897b")}<div style="flex:1">${ui("mira_ecology suggested an ID · 3d", "idm")}${ui("Domestic Cat (Felis catus)", "idt")}${other("mira_ecology", "this is a house cat, it has a collar and a bell", "idx")}</div></div>
<div class="row id">${avatar(30, "#5c6bc0")}<div style="flex:1">${ui("j.okonkwo suggested an ID · 2d", "idm")}${ui("Domestic Cat (Felis catus)", "idt")}</div></div>
<div class="row id">${avatar(30, "#8d6e63")}<div style="flex:1">${ui("raykowalski58 · 2d", "idm")}${own("ok. it is the neighbours cat, I asked them", "idx")}</div></div>
<div class="row id">${avatar(30, "#f4511e")}<div style="flex:1">${ui("birdnerd_tk · 1d", "idm")}${other("birdnerd_tk", "great photo though, nice light", "idx")}</div></div>
</div>`,
};

export const imgur: ScreenSpec = {
  id: "imgur-puzzle",
  app: "Imgur",
  kind: "post",
  dark: true,
  device: "android",
  format: "png",
  owner: { name: "pixelbadger", handle: null },
  time: "21:58",
  battery: 66,
  keyboard: true,
  cutLines: 1,
  replies: true,
  css: `body{background:#1b1c1f}.hd{flex:none;height:50px;padding:0 14px;gap:14px;color:#dadce0;background:#1b1c1f;position:relative;z-index:3}.hd b{flex:1;font-size:14px;font-weight:400;color:#9ea3ab}
.ti{font-size:18px;font-weight:700;line-height:24px;padding:4px 14px 8px;color:#fff}.ds{font-size:14px;line-height:20px;padding:8px 14px;color:#dadce0}
.acts{gap:20px;padding:6px 14px 10px;font-size:13px;color:#9ea3ab;border-bottom:1px solid #2c2e33}
.c{gap:10px;padding:7px 14px}.cn{font-size:12px;font-weight:600;color:#9ea3ab}.cm{font-size:11px;color:#6c7079}.ct{font-size:14px;line-height:19px;color:#eceef1;margin-top:1px}
.in{flex:none;gap:10px;padding:6px 12px;background:#25262a;border-top:1px solid #2c2e33;color:#1bb76e;position:relative;z-index:2}.in .box{flex:1;min-height:36px;border-radius:18px;background:#2f3136;display:flex;align-items:center;padding:6px 14px;font-size:14px;color:#eceef1}
.fill{padding-top:10px}/*tune*/`,
  html: `<div class="row hd" data-role="ui">${icon.back(22)}<b>by pixelbadger · 3h</b>${icon.share(20)}</div>
<div class="fill">
${own("Finished the 1000 piece puzzle my nan gave me in 2021", "ti")}
${picture(
  "100%",
  84,
  ["#cfd8dc", "#90a4ae"],
  shapes([
    [150, 18, 26, 70, "#eceff1", "4px"],
    [146, 10, 34, 12, "#c62828", "4px"],
    [0, 80, 360, 20, "#607d8b", "0"],
    [-40, 10, 200, 50, "rgba(255,255,255,.45)"],
    [200, 30, 220, 60, "rgba(255,255,255,.5)"],
    [290, 62, 18, 18, "#1b1c1f", "3px"],
  ]),
)}
${own("Took three years. One piece missing. Not looking for it.", "ds")}
<div class="row acts">${span("▲ 1,204")}${span("💬 38")}${span("👁 21.8k")}</div>
${comment("#f57c00", "orangejuiceboxer", "2h", "congrats OP! what is it a picture of?", false)}
${comment("#1bb76e", "pixelbadger", "2h", "a lighthouse. mostly fog", true)}
${comment("#7e57c2", "sleepy_gecko", "2h", "fog puzzles are the worst, respect", false)}
</div>
<div class="row in">${icon.smile(22)}<span class="box" data-role="other" data-author="You">${esc("check under the sofa")}</span>${icon.send(20)}</div>`,
};

export const POSTS: ScreenSpec[] = [blind, fishbrain, inaturalist, imgur, peanut, cara, fable];
