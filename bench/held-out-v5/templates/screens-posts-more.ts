// Posts with replies: Peanut (a long post listing what a husband has labelled, replies, saved twice and
// downscaled), Cara (dark, a painting with a short caption, its author named only in the header line
// above it, comments), Fable (a book club's check-in and the answers, the host's own among them).
import { avatar, icon, picture } from "./icons";
import { comment, shapes } from "./parts";
import type { ScreenSpec } from "./screen-type";
import { own, span, ui } from "./shell";

export const peanut: ScreenSpec = {
  id: "peanut-label-maker",
  app: "Peanut",
  kind: "post",
  dark: false,
  device: "iphone",
  format: "jpeg",
  owner: { name: "Leilani K.", handle: null },
  time: "07:52",
  battery: 93,
  generations: [{ quality: 85 }, { width: 828, quality: 69 }],
  replies: true,
  css: `body{background:#fff}.hd{flex:none;height:48px;padding:0 14px;gap:12px;border-bottom:1px solid #f0e6e6}.hd b{flex:1;text-align:center;font-size:15px;color:#3d2b2b}
.gp{gap:8px;padding:10px 16px 0;font-size:12px;color:#a06a6a;font-weight:600}.au{gap:10px;padding:8px 16px}.au b{display:block;font-size:15px;color:#3d2b2b}.au small{display:block;font-size:12px;color:#9b8a8a}
.tx{font-size:15px;line-height:22px;color:#3d2b2b;padding:2px 16px}.acts{gap:20px;padding:10px 16px;font-size:13px;color:#9b8a8a;border-bottom:1px solid #f0e6e6}
.c{gap:10px;padding:9px 16px}.cn{font-size:13px;font-weight:700;color:#3d2b2b}.cm{font-size:11px;color:#b3a3a3}.ct{font-size:14px;line-height:20px;color:#3d2b2b;margin-top:2px}
.in{flex:none;gap:10px;padding:10px 16px 34px;border-top:1px solid #f0e6e6}.in .box{flex:1;height:40px;border-radius:20px;background:#fbf3f3;display:flex;align-items:center;padding:0 14px;color:#b3a3a3;font-size:14px}`,
  html: `<div class="row hd" data-role="ui">${icon.back(22)}<b>Post</b>${icon.more(22)}</div>
<div class="fill">
<div class="row gp"><span>🥜 Marriage &amp; Partners</span></div>
<div class="row au">${avatar(40, "#e57373")}<div><b>Leilani K.</b><small>Honolulu · 14h</small></div></div>
${own("My husband bought a label maker in January. So far he has labelled: the pantry shelves, every spice jar, the fridge drawers, the light switches, the dog’s bowls (FOOD and WATER), and the label maker itself (“LABEL MAKER”). This morning I found one on the TV remote that just says REMOTE.", "tx")}
<div style="height:10px"></div>
${own("I don’t know whether to be worried or impressed. Does anyone else’s partner do this? Is there a phase after this one?", "tx")}
<div class="row acts">${span("💛 48")}${span("💬 16 comments")}</div>
${comment("#7986cb", "Akosua M.", "13h", "mine did this with a drill in 2019. it passes after about a year", false)}
${comment("#e57373", "Leilani K.", "13h", "a YEAR", true)}
${comment("#4db6ac", "Hannah P.", "12h", "honestly the dog bowls one is helpful", false)}
${comment("#ffb74d", "Marisa V.", "10h", "following 👀", false)}
</div>
<div class="row in">${avatar(30, "#ccc")}<span class="box">Add a comment…</span></div>`,
};

export const cara: ScreenSpec = {
  id: "cara-pear",
  app: "Cara",
  kind: "post",
  dark: true,
  device: "iphone-max",
  format: "png",
  owner: { name: "Tomasz Wiśniewski", handle: null },
  time: "15:03",
  battery: 58,
  replies: true,
  css: `body{background:#0e0e10}.hd{flex:none;height:52px;padding:0 14px;gap:10px;color:#ddd}.hd .n{font-size:13px;color:#b9b9c0}.hd .f{margin-left:auto;font-size:13px;font-weight:600;border:1px solid #444;border-radius:14px;padding:4px 12px}
.cap{font-size:16px;line-height:22px;padding:12px 16px 0;color:#f2f2f4}.tg{gap:8px;padding:6px 16px 10px;font-size:13px;color:#8e8ea0}
.acts{gap:22px;padding:8px 16px 12px;font-size:13px;color:#a0a0ad;border-bottom:1px solid #222}
.c{gap:10px;padding:10px 16px}.cn{font-size:13px;font-weight:600;color:#fff}.cm{font-size:11px;color:#777}.ct{font-size:14px;line-height:20px;color:#d6d6dc;margin-top:2px}`,
  html: `<div class="row hd" data-role="ui">${icon.back(22)}${avatar(28, "#7b6a58")}<span class="n">Tomasz Wiśniewski</span><span class="f">Follow</span></div>
<div class="fill">
${picture(
  "100%",
  420,
  ["#3b3127", "#1a1511"],
  shapes([
    [0, 300, 428, 120, "#5a4633", "0"],
    [160, 150, 120, 150, "#b6a24a", "50% 50% 46% 46%"],
    [185, 110, 70, 80, "#b6a24a", "50%"],
    [218, 88, 6, 28, "#4a3a22", "3px"],
    [175, 170, 40, 60, "rgba(255,245,200,.35)", "50%"],
    [150, 290, 150, 20, "rgba(0,0,0,.35)", "50%"],
  ]),
)}
<div class="cap">${own("Study of a pear, day 41.")}${own("Still not right.")}</div>
<div class="row tg">${span("#oilpainting")}${span("#stilllife")}${span("#dailypractice")}</div>
<div class="row acts">${span("♥ 212")}${span("💬 3")}${span("↻ 9")}</div>
${comment("#5c6bc0", "hana.draws", "5h", "the light on the left side is beautiful", false)}
${comment("#26a69a", "odile_m", "4h", "41 days on one pear is real commitment. how is the pear holding up", false)}
${comment("#ef5350", "bruno.ink", "2h", "been following this since day 3, it keeps getting better", false)}
</div>`,
};

export const fable: ScreenSpec = {
  id: "fable-check-in",
  app: "Fable",
  kind: "post",
  dark: false,
  device: "android",
  format: "png",
  owner: { name: "Mariam S.", handle: null },
  time: "18:20",
  battery: 70,
  replies: true,
  css: `body{background:#faf7f2}.hd{flex:none;height:56px;padding:0 14px;gap:12px;background:#fff;border-bottom:1px solid #eee6da}.hd b{font-size:16px;font-weight:500;display:block}.hd small{font-size:12px;color:#8b7d6b;display:block}
.bk{gap:12px;padding:12px 16px;background:#fff;border-bottom:1px solid #eee6da}.bk .t{font-size:15px;font-weight:700;color:#2b2117}.bk .s{font-size:12px;color:#8b7d6b;margin-top:2px}
.ps{background:#fff;margin:10px 12px;border-radius:14px;padding:12px 14px}.au{gap:10px}.au b{display:block;font-size:14px;color:#2b2117}.au small{display:block;font-size:12px;color:#8b7d6b}
.tx{font-size:15px;line-height:21px;color:#2b2117;margin-top:8px}.acts{gap:18px;margin-top:10px;font-size:12px;color:#8b7d6b}
.c{gap:10px;padding:7px 16px}.cn{font-size:13px;font-weight:700;color:#2b2117}.cm{font-size:11px;color:#a3968a}.ct{font-size:14px;line-height:20px;color:#2b2117;margin-top:1px}
.tab{flex:none;height:60px;justify-content:space-around;padding-bottom:12px;border-top:1px solid #eee6da;background:#fff;color:#8b7d6b}`,
  html: `<div class="row hd" data-role="ui">${icon.back(22)}<div style="flex:1"><b>Slow Readers Club 🐢</b><small>18 members · Discussion</small></div>${icon.moreV(20)}</div>
<div class="fill">
<div class="row bk">${picture(38, 56, ["#6d8a96", "#2f4550"])}<div>${ui("The Salt Orchard", "t")}${ui("Part 2 · due Friday 14 June", "s")}</div></div>
<div class="ps"><div class="row au">${avatar(34, "#c2185b")}<div><b>Mariam S.</b><small>Club host · 2 days ago</small></div></div>
${own("Check-in! We’re meant to finish Part 2 by Friday. Where is everyone up to?", "tx")}
<div class="row acts">${span("❤ 6")}${span("💬 6 replies")}</div></div>
${comment("#00897b", "Inti Q.", "2d", "done! that last chapter 😭", false)}
${comment("#7e57c2", "Hannah L.", "2d", "about halfway, no spoilers pls", false)}
${comment("#c2185b", "Mariam S.", "2d", "I’m on page 30 but I’ve annotated every page so far", true)}
${comment("#f4511e", "Dev P.", "1d", "same as Mariam but without the annotations", false)}
${comment("#00897b", "Inti Q.", "1d", "should we move it to next Friday?", false)}
${comment("#c2185b", "Mariam S.", "1d", "No. Friday stays. I believe in us.", true)}
</div>
<div class="row tab">${icon.home(22)}${icon.search(22)}${icon.chat(22)}${icon.person(22)}</div>`,
};
