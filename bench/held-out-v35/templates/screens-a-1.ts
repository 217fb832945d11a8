// Part A's dating profiles, first file (v35): Tudder, Spritzr, Keepler.
import { icon, picture } from "./icons";
import type { ScreenSpec } from "./screen-type";
import { caption, card, cardCss, note, noteCss, onPhoto, tags } from "./screens-a-kit";
import { esc } from "./shell";

export const tudder: ScreenSpec = {
  id: "tudder-she-came-fourth",
  app: "Tudder",
  kind: "profile",
  dark: false,
  device: "iphone",
  format: "jpeg",
  quality: 76,
  owner: { name: "Ffraid", handle: null },
  time: "21:14",
  battery: 58,
  statusBarBackground: "#ffffff",
  replies: true,
  cutLines: 0,
  css: `${cardCss("#ffffff", "#6b8e23", "#26301c", 15, 12)}${noteCss("#f4f8ec", "#d6e4bd", "#56731c", "#26301c")}
body{background:#eef2e6;color:#26301c}
.hd{flex:none;height:50px;padding:0 16px;gap:14px;background:#fff;border-bottom:1px solid #dfe6d2;color:#26301c}.hd b{flex:1;text-align:center;font-size:23px;font-weight:800;color:#6b8e23;letter-spacing:-.3px}
.ph{flex:none;overflow:hidden;position:relative;margin:8px 12px 0;border-radius:14px}
.tg{flex:none;gap:6px;flex-wrap:wrap;padding:10px 12px 0}.tg span{font-size:12.5px;color:#3f4d2c;background:#e2ebd2;border-radius:8px;padding:4px 9px}
.act{flex:none;gap:12px;padding:10px 16px 30px;background:#eef2e6;border-top:1px solid #dfe6d2}.act span{flex:1;height:44px;border-radius:22px;display:flex;align-items:center;justify-content:center;gap:6px;font-size:15px;font-weight:700;background:#fff;border:1px solid #cfdabc;color:#56731c}.act span.a{background:#6b8e23;border-color:#6b8e23;color:#fff}`,
  html: `<div class="row hd" data-role="ui">${icon.back(22)}<b>${esc("Tudder")}</b>${icon.sliders(22)}</div>
<div class="fill" style="display:flex;flex-direction:column">
<div class="ph">${picture("100%", 196, ["#a9c27a", "#4e5f34"], `${caption("owner", "Lambing shed, 3am, unbrushed", "left:14px;top:14px", "rgba(40,50,20,.5)")}${onPhoto("Ffraid, 31", "Llanidloes, Powys · 6 miles", 25)}`)}</div>
${tags(["5′7″", "Sheep farmer", "Welsh & English", "Wellies always", "Something steady"])}
${card("About my farm", "owner", "Four hundred Welsh Mountain ewes and a sheepdog called Fflam who ignores me on purpose.")}
${card("The last time I cried", "owner", "A ewe I hand-reared in 2019 walked past me at the Royal Welsh Show and went to stand with the judge. She came fourth.")}
${note("Emyr liked this answer", "#8a9a6b", "Emyr", "mine won a rosette once and has refused to come in from the rain ever since")}
${card("Perfect night in", "owner", "Stew on the stove, the fire on, the radio on low, and the dog snoring.")}
</div>
<div class="row act" data-role="ui"><span>${icon.close(18)}${esc("Not for me")}</span><span class="a">${icon.heartFilled(18, "#fff")}${esc("Like")}</span></div>`,
};

export const spritzr: ScreenSpec = {
  id: "spritzr-by-sunday-none-remember",
  app: "Spritzr",
  kind: "profile",
  dark: true,
  device: "iphone-max",
  format: "png",
  owner: { name: "Bengt", handle: null },
  time: "23:41",
  battery: 22,
  crop: { bottom: 112 },
  replies: true,
  cutLines: 1,
  css: `${cardCss("#1d1a24", "#ff7a59", "#ece8f2", 15.5, 16)}${noteCss("#262031", "#3a3147", "#ffa48c", "#ece8f2")}
body{background:#121016;color:#ece8f2}
.hd{flex:none;height:52px;padding:0 16px;gap:14px;color:#ece8f2}.hd b{flex:1;font-size:24px;font-weight:800;color:#ff7a59;letter-spacing:-.5px}
.ph{flex:none;overflow:hidden;position:relative;margin:4px 12px 0;border-radius:22px}
.tg{flex:none;gap:6px;flex-wrap:wrap;padding:10px 12px 0}.tg span{font-size:12.5px;color:#d7d0e2;background:#25202e;border:1px solid #3a3147;border-radius:14px;padding:4px 10px}
.fl{position:absolute;right:14px;top:14px;width:46px;height:46px;border-radius:50%;background:#ff7a59;display:flex;align-items:center;justify-content:center;color:#fff}`,
  html: `<div class="row hd" data-role="ui">${icon.back(22)}<b>${esc("spritzr")}</b>${icon.more(22)}</div>
<div class="fill" style="display:flex;flex-direction:column">
<div class="ph">${picture("100%", 250, ["#3d4a6b", "#17131d"], `<div class="fl">${icon.heartFilled(22, "#fff")}</div>${onPhoto("Bengt, 44", "Leeds, West Yorkshire · 4 mi", 27)}`)}</div>
${tags(["6′1″", "Bus driver", "Divorced", "Has a cat", "Open to dating"])}
${card("My Sundays", "owner", "Sleeping till noon after a night shift, then a Sunday dinner in Headingley with my sister and her kids.")}
${card("Something surprising about me", "owner", "I drive the last night bus out of Leeds. Forty drunk people tell me they love me every Saturday, and by Sunday none of them remember it.")}
${note("Finnan · 11:02 PM", "#7a6a9a", "Finnan", "I once gave you half my kebab at 3am as a thank you, no regrets")}
${card("I'm looking for", "owner", "Someone who's awake in daylight hours, and ideally also at 4am when I get in.")}
</div>`,
};

export const keepler: ScreenSpec = {
  id: "keepler-612-grooms-still-unmarried",
  app: "Keepler",
  kind: "profile",
  dark: false,
  device: "android",
  format: "jpeg",
  generations: [{ quality: 82 }, { width: 900, quality: 68 }],
  owner: { name: "Devansh", handle: null },
  time: "19:26",
  battery: 81,
  statusBarDark: true,
  statusBarBackground: "#2b5cc9",
  replies: true,
  cutLines: 0,
  css: `${cardCss("#ffffff", "#2b5cc9", "#1c2333", 14.5, 10)}${noteCss("#eef3ff", "#cfdcfa", "#2b5cc9", "#1c2333")}
body{background:#f1f4fa;color:#1c2333}
.hd{flex:none;height:54px;padding:0 14px;gap:16px;background:#2b5cc9;color:#fff}.hd b{flex:1;font-size:21px;font-weight:700;letter-spacing:.2px}
.top{flex:none;gap:14px;padding:12px 14px 2px;align-items:center}.top .pic{border-radius:50%}.nm2{font-size:22px;font-weight:700}.sub2{font-size:13px;color:#5e6779;margin-top:2px}.vf{display:inline-block;margin-top:6px;font-size:11.5px;font-weight:700;color:#2b5cc9;background:#e1e9fb;border-radius:10px;padding:3px 9px}
.tg{flex:none;gap:6px;flex-wrap:wrap;padding:8px 12px 0}.tg span{font-size:12px;color:#33405a;background:#fff;border:1px solid #d6deee;border-radius:6px;padding:4px 8px}
.tip{flex:none;margin:8px 12px 0;gap:8px;font-size:12.5px;color:#6a5a1e;background:#fff6d6;border-radius:8px;padding:7px 11px}
.act{flex:none;gap:26px;padding:10px 0 24px;justify-content:center;background:#f1f4fa}.act span{width:54px;height:54px;border-radius:50%;display:flex;align-items:center;justify-content:center;background:#fff;box-shadow:0 2px 6px rgba(0,0,0,.14);color:#7c8599}.act span.lk{background:#2b5cc9;color:#fff}`,
  html: `<div class="row hd" data-role="ui">${icon.back(22)}<b>${esc("Keepler")}</b>${icon.moreV(22)}</div>
<div class="fill" style="display:flex;flex-direction:column">
<div class="row top">${picture(92, 92, ["#e0b16a", "#7a4b23"])}<div data-role="ui"><div class="nm2">${esc("Devansh, 33")}</div><div class="sub2">${esc("Jaipur, Rajasthan · 5 km")}</div><span class="vf">${esc("✓ Photo verified")}</span></div></div>
${tags(["5′10″", "Horse owner", "Vegetarian", "Never drinks", "Marriage"])}
${card("My days", "owner", "Family business, dawn starts in the stable, chai with my grandfather on the roof.")}
${card("My work", "owner", "I rent out the white horse for weddings in Jaipur. Badal has carried 612 grooms to their brides, and I'm in every photo holding his reins, still unmarried.")}
${note("Darshana · 6:47 PM", "#c08a5a", "Darshana", "my cousin rode Badal in 2021 and says he was the only calm one at the whole wedding")}
<div class="row tip" data-role="ui">${icon.chat(15)}<span>${esc("Tip: ask Devansh about his work to start a conversation")}</span></div>
${card("Weekend plans", "owner", "Polo ground on Sunday, then kachoris at Rawat with my brothers.")}
</div>
<div class="row act" data-role="ui"><span>${icon.close(24)}</span><span class="lk">${icon.heartFilled(24, "#fff")}</span></div>`,
};
