// More posts: Kitchen Stories (a lasagne that took four hours, not one and three quarters, eaten at ten
// like a holiday in Spain, under a banner from Jodie that cuts the header, downscaled), Mush (a toddler
// who says "thank you, driver" to his mum every time they get out of the car, JPEG), Observation.org (a
// hedgehog that passes the doorbell camera at 2:13am every night, more punctual than the owner's
// train, saved twice).
import { icon, picture } from "./icons";
import { acts, cmt, head, pageCss, paras, tabs, whoRow } from "./blocks";
import type { ScreenSpec } from "./screen-type";
import { ui } from "./shell";

export const kitchenStories: ScreenSpec = {
  id: "kitchenstories-on-holiday-in-spain",
  app: "Kitchen Stories",
  kind: "post",
  dark: false,
  device: "android",
  format: "png",
  downscaleTo: 828,
  owner: { name: "Hortense Ilunga", handle: null },
  time: "20:06",
  battery: 59,
  cutLines: 1,
  banner: { app: "Messages", color: "#1a73e8", title: "Jodie", body: "is the big parcel by the door yours?", author: "Jodie", age: "now" },
  replies: true,
  css: `${pageCss({ bg: "#fff", card: "#fff", fg: "#1e2124", sub: "#6b7075", line: "#ebedef", accent: "#f5a623", soft: "#fdf5e8", size: 14 })}.hd{min-height:88px}.cm{border-top:1px solid #f2f3f4}.rc{gap:12px;padding:10px 16px;border-bottom:1px solid #ebedef}.rc b{font-size:15px;display:block}.rc small{font-size:12px;color:#6b7075;display:block;margin-top:2px}`,
  html: `${head("Classic beef lasagne", "Comments · 214", icon.share(20))}
<div class="row rc" data-role="ui">${picture(56, 56, ["#e8a05a", "#8a3a1a"])}<div><b>Classic beef lasagne</b><small>Medium · 1 h 45 min · ★ 4.8 (1,930)</small></div></div>
<div class="fill">
<div class="cd">${whoRow("Hortense Ilunga", "2 days ago", "#a07a5a", 34)}${paras("owner", [
    "Followed it step by step. It took me four hours, not 1 h 45 min. We ate at ten, and my son said it felt like being on holiday in Spain.",
  ])}${acts([
    [icon.heart(16), "96"],
    [icon.comment(16), "4"],
  ])}</div>
${cmt("saucepan_saffron", "2 days ago", "#6a8ab0", "the layering always takes longer than they say", "saucepan_saffron")}
${cmt("Hortense Ilunga", "2 days ago", "#a07a5a", "He’s now asking if we can eat at ten every night.", "owner", true)}
${cmt("Florian O.", "1 day ago", "#8ab06a", "soak the sheets in hot water first, it saves a lot of time", "Florian O.")}
${cmt("tamarind_tiago", "20 hours ago", "#b0906a", "made it twice this week, the kids ate it cold for breakfast", "tamarind_tiago")}
</div>
<div class="row" style="flex:none;gap:10px;padding:10px 14px 12px;border-top:1px solid #ebedef" data-role="ui"><span style="flex:1;font-size:14px;color:#6b7075">Add a comment…</span>${icon.send(20)}</div>`,
};

export const mush: ScreenSpec = {
  id: "mush-thank-you-driver",
  app: "Mush",
  kind: "post",
  dark: false,
  device: "android",
  format: "jpeg",
  quality: 70,
  owner: { name: "Cosima Upjohn", handle: null },
  time: "20:58",
  battery: 34,
  replies: true,
  css: `${pageCss({ bg: "#fdf6f3", card: "#fff", fg: "#2b2326", sub: "#7a6d71", line: "#f0e4df", accent: "#ff6f61", soft: "#fff0ec", size: 14 })}.cm{border-top:1px solid #f7ede9}.tg{display:inline-block;font-size:12px;font-weight:600;color:#d9534a;background:#ffe8e3;border-radius:10px;padding:2px 9px;margin-top:8px}`,
  html: `${head("Toddler years", "Mush community", icon.moreV(20))}
<div class="fill">
<div class="cd">${whoRow("Cosima Upjohn", "Mum of 1 · 2h", "#b07a6a", 38)}${ui("Funny moments", "tg")}${paras("owner", [
    "My toddler has started saying “thank you, driver” every time we get out of the car. I am the driver. I’m also his mum.",
    "Anyone else running a taxi service?",
  ])}${acts([
    [icon.heart(16), "142"],
    [icon.comment(16), "26"],
  ])}</div>
${cmt("Roisin", "2h", "#6a8ab0", "at least he’s polite", "Roisin")}
${cmt("Cosima Upjohn", "1h", "#b07a6a", "He doesn’t tip.", "owner", true)}
${cmt("Obiageli", "1h", "#8ab06a", "mine says “next stop” when we pull up at home", "Obiageli")}
${cmt("Frida", "50m", "#b0906a", "ours waves goodbye to the car park barrier", "Frida")}
${cmt("Cosima Upjohn", "32m", "#b07a6a", "We’re all just staff to them.", "owner", true)}
</div>
${tabs([icon.home(24), icon.search(24), icon.chat(24), icon.person(24)], true)}`,
};

export const observation: ScreenSpec = {
  id: "observationorg-more-punctual-than-my-train",
  app: "Observation.org",
  kind: "post",
  dark: false,
  device: "iphone",
  format: "jpeg",
  owner: { name: "Ira Scrimshaw", handle: null },
  time: "07:42",
  battery: 91,
  generations: [{ quality: 90 }, { width: 828, quality: 67 }],
  replies: true,
  css: `${pageCss({ bg: "#f3f6f2", card: "#fff", fg: "#1f2a1f", sub: "#647064", line: "#e0e8df", accent: "#3d8b37", soft: "#edf5ec", size: 15 })}.cm{border-top:1px solid #eef2ed}.sp{gap:10px;padding:9px 16px;background:#fff;border-bottom:1px solid #e0e8df}.sp b{font-size:14px;display:block}.sp small{font-size:12px;color:#647064;display:block;font-style:italic}`,
  html: `${head("Observation", "", icon.share(20))}
<div class="fill">
${picture("100%", 150, ["#2a2a30", "#5a5a4a"], `<div style="position:absolute;left:150px;top:84px;width:80px;height:42px;border-radius:40px 40px 10px 10px;background:#8a7a5a"></div><div style="position:absolute;left:222px;top:104px;width:22px;height:16px;border-radius:50%;background:#6a5a40"></div>`)}
<div class="row sp" data-role="ui">${icon.pin(16)}<div><b>West European Hedgehog</b><small>Erinaceus europaeus</small></div></div>
<div class="cd">${whoRow("Ira Scrimshaw", "Tring · 02:13 · Validated", "#9a7ab0", 36)}${paras("owner", [
    "Our hedgehog passes the doorbell camera at 2:13am every night, give or take a minute. He is more punctual than my train.",
  ])}${acts([
    [icon.heart(18), "58"],
    [icon.comment(18), "6"],
  ])}</div>
${cmt("stonechat_sakari", "5h", "#6a8ab0", "lovely record! is it the same one each night?", "stonechat_sakari")}
${cmt("Ira Scrimshaw", "4h", "#9a7ab0", "Same one. He stops and stares into the camera every time.", "owner", true)}
${cmt("dormouse_dymphna", "3h", "#b07a6a", "leave a shallow dish of water out if you can", "dormouse_dymphna")}
${cmt("Ira Scrimshaw", "2h", "#9a7ab0", "Done, thank you. And a dish of cat biscuits.", "owner", true)}
</div>
${tabs([icon.home(24), icon.search(24), icon.plusBox(24), icon.pin(24), icon.person(24)])}`,
};
