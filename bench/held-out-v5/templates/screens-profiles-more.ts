// Profiles: Ko-fi (an illustrator's page, a goal at 4% and the supporters' messages), Lichess (dark, a
// player's numbers under a two-line bio, downscaled).
import { avatar, icon, picture } from "./icons";
import type { ScreenSpec } from "./screen-type";
import { other, own, span, ui } from "./shell";

/** A supporter's line (who bought what, as the app writes it) and their message. */
const support = (color: string, who: string, what: string, message: string) =>
  `<div class="row su">${avatar(32, color)}<div style="flex:1">${ui(`${who} ${what}`, "sw")}${message ? other(who, message, "sm") : ""}</div></div>`;

export const kofi: ScreenSpec = {
  id: "kofi-page",
  app: "Ko-fi",
  kind: "profile",
  dark: false,
  device: "iphone",
  format: "png",
  owner: { name: "Inti Quispe", handle: "ko-fi.com/intiq" },
  time: "16:40",
  battery: 62,
  replies: true,
  css: `body{background:#f7f5f2}.hd{flex:none;height:46px;padding:0 14px;gap:12px;background:#fff}.hd b{flex:1;text-align:center;font-size:14px;color:#555}
.cv{height:90px;background:linear-gradient(120deg,#8bc34a,#29b6f6)}.pf{flex-direction:column;align-items:center;margin-top:-40px;padding:0 16px}.pf .n{font-size:21px;font-weight:700;margin-top:6px;color:#202020}.pf .h{font-size:13px;color:#6b6b6b}
.bio{font-size:15px;line-height:21px;text-align:center;padding:8px 24px;color:#202020}.bt{display:block;margin:6px 16px;text-align:center;background:#29abe0;color:#fff;font-weight:700;border-radius:10px;padding:11px;font-size:15px}
.gl{margin:10px 16px;background:#fff;border-radius:12px;padding:12px 14px}.gl .t{font-size:14px;font-weight:700;color:#202020}.gl .s{font-size:13px;color:#6b6b6b;margin-top:2px}.gl .bar{height:8px;border-radius:4px;background:#eee;margin-top:8px;overflow:hidden}.gl .bar span{display:block;height:8px;width:4%;background:#ff5e5b}
.sec{font-size:13px;font-weight:700;color:#6b6b6b;padding:8px 16px 2px;text-transform:uppercase;letter-spacing:.5px}.su{gap:10px;padding:8px 16px;align-items:flex-start}.sw{font-size:13px;font-weight:600;color:#202020}.sm{font-size:14px;line-height:19px;color:#333;margin-top:2px;background:#fff;border-radius:8px;padding:6px 9px}
.sh{gap:10px;padding:6px 16px}.sh .it{flex:1;background:#fff;border-radius:10px;overflow:hidden}.sh .it div.t{font-size:12px;padding:6px 8px 0;color:#202020}.sh .it div.p{font-size:12px;font-weight:700;padding:0 8px 6px;color:#202020}`,
  html: `<div class="row hd" data-role="ui">${icon.back(22)}<b>ko-fi.com/intiq</b>${icon.share(20)}</div>
<div class="fill">
<div class="cv"></div>
<div class="row pf">${avatar(80, "#4caf50", { ring: "#fff" })}${ui("Inti Quispe", "n")}${ui("Illustrator · Lima → Leeds", "h")}</div>
${own("Hi! I draw frogs wearing hats. Every coffee = one more hat. Commissions open (slowly).", "bio")}
<span class="bt">☕ Support Inti · £3</span>
<div class="gl">${ui("Goal: new drawing tablet", "t")}${ui("£15 of £380 · 4%", "s")}<div class="bar"><span></span></div></div>
${ui("Recent supporters · 3", "sec")}
${support("#e91e63", "Mum", "bought 3 coffees", "so proud of you!! is this a job now?")}
${support("#3f51b5", "Ana R.", "bought a coffee", "for the frog in the cowboy hat 🤠")}
${support("#9e9e9e", "Someone", "bought a coffee", "")}
${ui("Shop", "sec")}
<div class="row sh"><div class="it">${picture("100%", 70, ["#aed581", "#558b2f"])}${ui("Frog in a beret (sticker)", "t")}${ui("£2.50", "p")}</div><div class="it">${picture("100%", 70, ["#ffcc80", "#ef6c00"])}${ui("Frog in a sombrero (print)", "t")}${ui("£12", "p")}</div></div>
</div>`,
};

export const lichess: ScreenSpec = {
  id: "lichess-profile",
  app: "Lichess",
  kind: "profile",
  dark: true,
  device: "android",
  format: "png",
  owner: { name: "pawnstorm_kwame", handle: null },
  time: "01:33",
  battery: 18,
  downscaleTo: 720,
  replies: false,
  css: `body{background:#161512}.hd{flex:none;height:52px;padding:0 14px;gap:14px;color:#bababa;background:#262421}.hd b{flex:1;font-size:17px;font-weight:500;color:#e0e0e0}
.pf{gap:12px;padding:14px 16px 6px}.pf .n{font-size:19px;font-weight:500;color:#e0e0e0}.pf .s{font-size:12px;color:#8f8f8f;margin-top:2px}
.bio{font-size:14px;line-height:20px;color:#cfcfcf;padding:6px 16px 10px;border-bottom:1px solid #2f2d29}
.rt{display:grid;grid-template-columns:1fr 1fr;gap:8px;padding:10px 16px}.rt div{background:#262421;border-radius:6px;padding:8px 10px;font-size:12px;color:#8f8f8f}.rt b{display:block;font-size:18px;color:#e0e0e0;font-weight:500}
.st{padding:4px 16px;font-size:14px;line-height:24px;color:#bababa}.st b{color:#e0e0e0;font-weight:500}.sec{font-size:13px;color:#629924;font-weight:600;padding:12px 16px 4px;text-transform:uppercase;letter-spacing:.5px}
.ac{gap:10px;padding:6px 16px;font-size:14px;line-height:20px;color:#cfcfcf;align-items:flex-start}.ac .d{flex:none;width:8px;height:8px;border-radius:4px;background:#629924;margin-top:6px}`,
  html: `<div class="row hd" data-role="ui">${icon.back(22)}<b>pawnstorm_kwame</b>${icon.moreV(20)}</div>
<div class="fill">
<div class="row pf">${avatar(52, "#3d6b1f", { silhouette: false })}<div>${ui("pawnstorm_kwame 🇬🇭", "n")}${ui("Member since 12 Mar 2019 · Active 3 min ago", "s")}</div></div>
${own("Playing since 2019. Please be nice, I’m learning.", "bio")}
<div class="rt"><div><b>611</b>Bullet · 1,302 games</div><div><b>842</b>Blitz · 2,514 games</div><div><b>905</b>Rapid · 302 games</div><div><b>1,402</b>Puzzles · 3,980</div></div>
<div class="st"><div><b>4,118</b> games · <b>1,902</b> wins · <b>2,140</b> losses · <b>76</b> draws</div><div>Time spent playing: <b>37 days, 4 hours</b></div></div>
${ui("Activity this week", "sec")}
<div class="row ac"><span class="d"></span>${span("Played 41 blitz games · 15 wins, 26 losses")}</div>
<div class="row ac"><span class="d"></span>${span("Rating 871 → 842 in blitz")}</div>
<div class="row ac"><span class="d"></span>${span("Solved 30 training puzzles")}</div>
<div class="row ac"><span class="d"></span>${span("Joined team Weekend Woodpushers")}</div>
</div>`,
};
