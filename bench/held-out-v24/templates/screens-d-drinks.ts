// Part D's drink logs (v24): Steepster (a genmaicha that tastes like cinema popcorn, drunk with the lights
// off; a friend asks if she shushes the kettle; dark, keyboard open with her reply), Whiskybase (a father-in-law's
// ferry story measured against the finish; dark JPEG), Delectable (a bottle opened for a kitchen that is not
// finished; friends' toasts; saved twice).
import { head, pageCss, tabs } from "./blocks";
import { avatar, icon, picture } from "./icons";
import { say } from "./kit";
import type { ScreenSpec } from "./screen-type";
import { note, scoreBox } from "./screens-d-kit";
import { esc, ui } from "./shell";

export const steepster: ScreenSpec = {
  id: "steepster-with-the-lights-off",
  app: "Steepster",
  kind: "post",
  dark: true,
  device: "iphone",
  format: "png",
  keyboard: true,
  suggestions: ["the", "it", "I"],
  owner: { name: "Eirlys", handle: null },
  time: "21:12",
  battery: 52,
  replies: true,
  cutLines: 0,
  css: `${pageCss({ bg: "#151a16", card: "#1e2520", fg: "#e6ece6", sub: "#98a69b", line: "#2c352e", accent: "#8cc084", soft: "#26302a", size: 14.5 })}
.hd{background:#1e2520}.hd b{font-size:18px;font-weight:700;color:#8cc084;font-family:Georgia,serif}
.te{gap:12px;padding:10px 16px;background:#1e2520;border-bottom:1px solid #2c352e}.te b{font-size:15.5px;display:block}.te small{font-size:12.5px;color:#98a69b;display:block;margin-top:2px}
.lg{background:#1e2520;padding:12px 16px;margin-top:6px}.sb{font-size:17px;font-weight:800;color:#151a16;background:#8cc084;border-radius:6px;padding:2px 8px}
.tx{margin-top:6px}.fv{font-size:12.5px;color:#98a69b;margin-top:8px}
.sh{padding:10px 16px 4px;font-size:12.5px;font-weight:700;color:#98a69b;text-transform:uppercase;letter-spacing:.6px}
.cm2{gap:10px;padding:8px 16px;align-items:flex-start}.cn{font-size:12.5px;font-weight:600;color:#98a69b}.cx{font-size:14px;line-height:19px;margin-top:2px}
.ib{flex:none;gap:10px;padding:8px 12px;background:#1e2520;border-top:1px solid #2c352e}.ib .in{flex:1;border:1px solid #3a463d;border-radius:18px;padding:7px 12px;font-size:14.5px}.ib .po{color:#8cc084;font-weight:700;font-size:14px}`,
  html: `${head("Steepster", "", icon.more(22), icon.back(22))}
<div class="row te" data-role="ui">${picture(48, 48, ["#c9b27a", "#6f7d45"])}<div style="min-width:0"><b>Toasted Rice Genmaicha</b><small>Hillside Leaf Co. · Green tea</small></div></div>
<div class="fill end">
<div class="lg"><div class="row" style="gap:10px">${avatar(34, "#7a9a8a")}<div style="flex:1;min-width:0">${ui("Eirlys", "nm")}${ui("drank this · 2 hours ago", "mt")}</div>${scoreBox("81")}</div>
${say("owner", "Steeped 2 minutes at 80°C, second cup of the evening.", "tx")}
${say("owner", "Tastes exactly like cinema popcorn. I now drink it with the lights off and my phone on silent.", "tx")}
${ui("Flavors: Popcorn, Toasted Rice, Seaweed", "fv")}</div>
${ui("2 comments", "sh")}
${note("Caspar", "1h", "#a08a6a", "Try it cold brewed overnight, it’s even nuttier.", "Caspar")}
${note("Desta", "40m", "#8a7ab0", "Do you also shush the kettle?", "Desta")}
</div>
<div class="row ib">${say("owner", "Only when it whistles during the", "in")}${ui("Post", "po")}</div>`,
};

/** A Whiskybase member's tasting note: name and score (labels), the note, a date. */
const wbNote = (name: string, score: string, date: string, color: string, lines: string[], who: string) =>
  `<div class="wn"><div class="row" style="gap:10px">${avatar(30, color)}<div style="flex:1;min-width:0">${ui(name, "nm")}${ui(date, "mt")}</div>${scoreBox(score)}</div>${lines.map((t) => say(who, t, "tx")).join("")}</div>`;

export const whiskybase: ScreenSpec = {
  id: "whiskybase-the-ferry-story-told-twice",
  app: "Whiskybase",
  kind: "review",
  dark: true,
  device: "android",
  format: "jpeg",
  quality: 78,
  owner: { name: "FiachraD", handle: null },
  time: "22:37",
  battery: 41,
  replies: true,
  cutLines: 1,
  css: `${pageCss({ bg: "#121212", card: "#1d1d1d", fg: "#ece6dc", sub: "#a39b8e", line: "#2d2d2d", accent: "#c8a24a", soft: "#262626", size: 14 })}
.hd{background:#1d1d1d}.hd b{font-size:18px;font-weight:800;color:#c8a24a}
.bt2{gap:14px;padding:10px 16px;background:#1d1d1d;border-bottom:1px solid #2d2d2d;align-items:flex-start}.bt2 b{font-size:16px;line-height:21px;display:block}.bt2 small{font-size:12.5px;color:#a39b8e;display:block;margin-top:2px}
.bo{flex:none;width:24px;height:84px;border-radius:6px 6px 3px 3px;background:linear-gradient(#7a4a1c,#b8742c);position:relative;margin:12px 6px 0}.bo:before{content:"";position:absolute;left:7px;top:-14px;width:10px;height:16px;border-radius:3px;background:#2a1a0e}
.rt3{gap:8px;padding:8px 16px;background:#1d1d1d;border-bottom:1px solid #2d2d2d;font-size:12.5px;color:#a39b8e}.rt3 b{font-size:20px;color:#c8a24a}
.tz{gap:20px;padding:10px 16px 0;background:#1d1d1d;font-size:13.5px;color:#a39b8e;border-bottom:1px solid #2d2d2d}.tz span{padding-bottom:8px}.tz span.on{color:#c8a24a;border-bottom:2px solid #c8a24a;font-weight:700}
.wn{margin-top:6px;background:#1d1d1d;padding:11px 16px}.sb{font-size:15px;font-weight:800;color:#121212;background:#c8a24a;border-radius:5px;padding:2px 7px}.tx{margin-top:5px}
.tb{background:#1d1d1d;color:#8f887d}`,
  html: `${head("Whiskybase", "", icon.search(22), icon.back(22))}
<div class="row bt2" data-role="ui"><span class="bo"></span><div style="min-width:0"><b>Ardcallan 12-year-old Oloroso Cask</b><small>Speyside · Single Malt · 46.0 % Vol.</small><small>Bottled 2025 · 70 cl</small></div></div>
<div class="row rt3" data-role="ui"><b>86.41</b><span>/ 100 · 612 votes · 148 wishlists</span></div>
<div class="row tz" data-role="ui"><span>Details</span><span class="on">Tasting notes</span><span>Shops</span></div>
<div class="fill">
${wbNote("Adelmo", "88", "Nov 29, 2026", "#8a7a60", ["Nose: dried fig, orange peel, a little struck match.", "Palate: oily and sweet, Christmas cake, clove. Finish: medium, drying."], "Adelmo")}
${wbNote("FiachraD", "84", "Nov 24, 2026", "#607a8a", ["Nose: raisins, furniture polish.", "Palate: sweet, then black pepper.", "Finish: not as long as my father-in-law’s ferry story, which he told twice."], "owner")}
${wbNote("Conall", "91", "Nov 18, 2026", "#7a8a60", ["Tastes like a library that took up smoking. Buying a backup bottle."], "Conall")}
${wbNote("Bria_K", "85", "Nov 9, 2026", "#8a6070", ["Sample from a swap. Sherry-forward, toffee apple, a slightly hot finish without water.", "With water: softer, more orchard fruit."], "Bria_K")}
</div>
${tabs([icon.home(24), icon.search(24), icon.grid(24), icon.person(24)], true)}`,
};

export const delectable: ScreenSpec = {
  id: "delectable-the-builder-has-gone-to-lanzarote",
  app: "Delectable",
  kind: "post",
  dark: false,
  device: "iphone-max",
  format: "jpeg",
  generations: [{ quality: 88 }, { width: 800, quality: 64 }],
  owner: { name: "Fairuza Ilesanmi", handle: null },
  time: "19:58",
  battery: 71,
  replies: true,
  cutLines: 0,
  css: `${pageCss({ bg: "#f7f5f2", card: "#fff", fg: "#222", sub: "#777069", line: "#ebe6e0", accent: "#a3173c", soft: "#f7eef0", size: 15 })}
.hd{background:#fff}.hd b{font-size:17px;font-weight:600;text-align:center}
.ow{gap:10px;padding:12px 16px 6px;background:#fff}
.ph2{position:relative;background:#fff;padding:4px 16px}.ph2 .pic{border-radius:10px}
.wl{background:#fff;padding:8px 16px 0}.wl b{font-size:16.5px;display:block}.wl small{font-size:13px;color:#777069;display:block;margin-top:2px}
.sb{font-size:15px;font-weight:800;color:#fff;background:#a3173c;border-radius:14px;padding:3px 10px}
.nt{background:#fff;padding:4px 16px 12px;border-bottom:1px solid #ebe6e0}.tx{margin-top:6px}
.ts{gap:8px;padding:10px 16px;background:#fff;border-bottom:1px solid #ebe6e0;font-size:13px;color:#777069}
.cm2{gap:10px;padding:9px 16px;align-items:flex-start;background:#fff}.cn{font-size:13px;font-weight:600}.cx{font-size:14.5px;line-height:20px;margin-top:2px}
.tb{background:#fff;color:#8a837b}`,
  html: `${head("Activity", "", icon.share(22), icon.back(22))}
<div class="fill">
<div class="row ow">${avatar(38, "#a07a6a")}<div style="flex:1;min-width:0">${ui("Fairuza Ilesanmi", "nm")}${ui("at Home · 3h", "mt")}</div>${scoreBox("8.6")}</div>
<div class="ph2">${picture("100%", 250, ["#e7dccf", "#6d2232"], `<div style="position:absolute;left:46%;top:28px;width:40px;height:210px;border-radius:14px 14px 6px 6px;background:#2b0f17"></div><div style="position:absolute;left:calc(46% + 4px);top:120px;width:32px;height:60px;background:#efe6d8;border-radius:2px"></div>`)}</div>
<div class="wl" data-role="ui"><b>Domaine Perrault Morgon Côte du Py 2021</b><small>Gamay · Beaujolais, France</small></div>
<div class="nt">
${say("owner", "Bright cherry, a little pepper, dangerously easy to drink.", "tx")}
${say("owner", "Opened to celebrate the kitchen being finished. The kitchen is not finished, but the builder has gone to Lanzarote.", "tx")}
</div>
<div class="row ts" data-role="ui">${icon.heartFilled(16, "#a3173c")}<span>Erasmus and 11 others toasted this</span></div>
${note("Erasmus Pennifold", "2h", "#7a8aa0", "Cheers! That Côte du Py is lovely with a roast chicken.", "Erasmus Pennifold")}
${note("Amadou Sy", "1h", "#8aa07a", "Is he coming back?", "Amadou Sy")}
${note("Fairuza Ilesanmi", "58m", "#a07a6a", "He says after the tiles arrive.", "owner")}
</div>
${tabs([icon.home(24), icon.search(24), icon.camera(24), icon.bell(24), icon.person(24)])}`,
};
