// Part A's dating profiles, fourth file (v35): Twine.
import { icon, picture } from "./icons";
import type { ScreenSpec } from "./screen-type";
import { card, cardCss, note, noteCss, onPhoto, tags } from "./screens-a-kit";
import { esc } from "./shell";

export const twine: ScreenSpec = {
  id: "twine-im-a-scorpio-nothing",
  app: "Twine",
  kind: "profile",
  dark: true,
  device: "android",
  format: "png",
  downscaleTo: 720,
  owner: { name: "Catriona", handle: null },
  time: "10:26",
  battery: 53,
  replies: true,
  cutLines: 0,
  css: `${cardCss("#1a1f1c", "#7fd6a4", "#e6efe9", 14.5, 14)}${noteCss("#1f2824", "#2f3d36", "#9be3b9", "#e6efe9")}
body{background:#101412;color:#e6efe9}
.hd{flex:none;height:54px;padding:0 14px;gap:16px;color:#e6efe9}.hd b{flex:1;font-size:22px;font-weight:700;color:#7fd6a4;letter-spacing:.3px}
.ph{flex:none;overflow:hidden;position:relative;margin:0 12px;border-radius:16px}
.tg{flex:none;gap:6px;flex-wrap:wrap;padding:9px 12px 0}.tg span{font-size:12px;color:#cfe0d6;background:#1f2824;border:1px solid #2f3d36;border-radius:12px;padding:4px 9px}
.act{flex:none;gap:24px;padding:10px 0 22px;justify-content:center;background:#101412}.act span{width:54px;height:54px;border-radius:50%;display:flex;align-items:center;justify-content:center;background:#1f2824;border:1px solid #2f3d36;color:#a3b5aa}.act span.lk{background:#7fd6a4;border-color:#7fd6a4;color:#101412}`,
  html: `<div class="row hd" data-role="ui">${icon.menu(22)}<b>${esc("twine")}</b>${icon.bell(22)}</div>
<div class="fill" style="display:flex;flex-direction:column">
<div class="ph">${picture("100%", 200, ["#6b7fa0", "#1c2430"], onPhoto("Catriona, 34", "Glasgow · 2 miles", 25))}</div>
${tags(["5′4″", "Journalist", "Scorpio", "Social drinker", "Serious only"])}
${card("A typical Saturday", "owner", "Parkrun in Queen's Park, a long brunch, then the Barras market for records.")}
${card("The day job", "owner", "I write the horoscopes for a Sunday paper in Glasgow. Last March I told every Scorpio in Scotland to say yes to love. I'm a Scorpio. Nothing.")}
${note("Bozena · 9:58 AM", "#8a7aa6", "Bozena", "I'm a Scorpio too and I said yes that month to a bloke who keeps ferrets, so thanks for that")}
${card("Dealbreakers", "owner", "Rudeness to bus drivers, and anyone who says they don't read.")}
</div>
<div class="row act" data-role="ui"><span>${icon.close(24)}</span><span class="lk">${icon.heartFilled(24, "#101412")}</span></div>`,
};
