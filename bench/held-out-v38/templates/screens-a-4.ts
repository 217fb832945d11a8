// Part A's dating profiles, fourth file (v38): Harmonica, Juicebox, Spiritual Singles.
import { icon, picture } from "./icons";
import type { ScreenSpec } from "./screen-type";
import { caption, card, cardCss, note, noteCss, onPhoto, tags } from "./screens-a-kit";
import { esc } from "./shell";

export const harmonica: ScreenSpec = {
  id: "harmonica-the-roundabout-in-amman",
  app: "Harmonica",
  kind: "profile",
  dark: false,
  device: "iphone",
  format: "png",
  owner: { name: "Fadi", handle: null },
  time: "18:40",
  battery: 64,
  crop: { top: 50, bottom: 96 },
  replies: true,
  cutLines: 1,
  css: `${cardCss("#ffffff", "#6b3fc4", "#221c2e", 15, 16)}${noteCss("#f4effd", "#dccff5", "#6b3fc4", "#221c2e")}
body{background:#f6f4fa;color:#221c2e}
.hd{flex:none;height:50px;padding:0 16px;gap:14px;background:#fff}.hd b{flex:1;text-align:center;font-size:21px;font-weight:800;color:#6b3fc4;letter-spacing:-.5px}
.ph{flex:none;overflow:hidden;position:relative;margin:6px 12px 0;border-radius:16px}
.tg{flex:none;gap:6px;flex-wrap:wrap;padding:10px 12px 0}.tg span{font-size:12.5px;color:#4a3f5e;background:#ece6f7;border-radius:14px;padding:5px 10px}
.tb{flex:none;justify-content:space-around;height:82px;padding:10px 0 30px;background:#fff;border-top:1px solid #e9e4f2;color:#9a92aa}.tb span:nth-child(2){color:#6b3fc4}`,
  html: `<div class="row hd" data-role="ui">${icon.back(22)}<b>${esc("harmonica")}</b>${icon.more(22)}</div>
<div class="fill" style="display:flex;flex-direction:column">
<div class="ph">${picture("100%", 190, ["#d8c3a5", "#6f8fa8"], `${caption("owner", "Dead Sea, my cousin's wedding weekend", "left:12px;top:12px", "rgba(40,20,70,.45)")}${onPhoto("Fadi, 36", "Amman, Jordan · 6 km away", 25)}`)}</div>
${tags(["Civil engineer", "180 cm", "Doesn't smoke", "Marriage", "Arabic, English"])}
${card("About me", "owner", "Engineer, big family, bad at replying quickly but good at replying well.")}
${card("A small thing I'm proud of", "owner", "I designed a roundabout in Amman that nobody uses correctly. I drive through it every morning just to watch.")}
${note("Aseel liked your answer", "#a58bd0", "Aseel", "is it the one near the mall? i've been going around it backwards for four years")}
${card("I'm looking for", "owner", "Someone warm who laughs easily at bad puns and doesn't mind my mother calling twice a day.")}
</div>
<div class="row tb" data-role="ui"><span>${icon.home(24)}</span><span>${icon.heart(24)}</span><span>${icon.chat(24)}</span><span>${icon.person(24)}</span></div>`,
};

export const juicebox: ScreenSpec = {
  id: "juicebox-the-cactus-on-a-final-warning",
  app: "Juicebox",
  kind: "profile",
  dark: false,
  device: "iphone-max",
  format: "png",
  owner: { name: "Aubrey", handle: null },
  time: "13:22",
  battery: 41,
  banner: {
    app: "Messages",
    color: "#34c759",
    title: "Daphne",
    body: "she's my coworker!! she gave the office ficus a PIP last spring",
    author: "Daphne",
    age: "now",
  },
  replies: true,
  cutLines: 1,
  css: `${cardCss("#fff7ef", "#f0633a", "#2a211c", 15.5, 18)}${noteCss("#fff", "#f6d3c2", "#c84a22", "#2a211c")}
body{background:#ffffff;color:#2a211c}
.hd{flex:none;height:92px;padding:46px 16px 0;gap:14px}.hd b{flex:1;font-size:24px;font-weight:800;letter-spacing:-.6px;background:linear-gradient(90deg,#ff9a3c,#f0437a);-webkit-background-clip:text;color:transparent}
.ph{flex:none;overflow:hidden;position:relative;margin:8px 14px 0;border-radius:18px}
.tg{flex:none;gap:6px;flex-wrap:wrap;padding:10px 14px 0}.tg span{font-size:13px;color:#6a4a3a;background:#fff1e6;border-radius:14px;padding:5px 11px}
.act{flex:none;gap:14px;padding:10px 18px 34px;justify-content:center}.act span{width:60px;height:60px;border-radius:50%;display:flex;align-items:center;justify-content:center;background:#fff;box-shadow:0 2px 10px rgba(0,0,0,.15);color:#999}.act span.a{background:linear-gradient(135deg,#ff9a3c,#f0437a);color:#fff}`,
  html: `<div class="row hd" data-role="ui">${icon.back(22)}<b>${esc("juicebox")}</b>${icon.sliders(22)}</div>
<div class="fill" style="display:flex;flex-direction:column">
<div class="ph">${picture("100%", 210, ["#a9c98f", "#4d6b58"], `${caption("owner", "Hawthorne Bridge at lunch", "left:12px;top:12px", "rgba(0,0,0,.4)")}${onPhoto("Aubrey, 28", "Portland, OR · 4 miles", 26)}`)}</div>
${tags(["Bike mechanic", "5' 4\"", "Beer, sometimes", "Dating to date"])}
${card("About me", "owner", "Bike mechanic, two roommates, one very dramatic cat.")}
${card("My most controversial habit", "owner", "I give every houseplant in my apartment a yearly performance review. The fern got a promotion and the cactus is on a final warning.")}
${note("Corinne vouched for Aubrey", "#c98a6a", "Corinne", "she made the cactus sign something. i was there. there were witnesses")}
${card("Looking for", "owner", "Someone who'll ride to the coast with me and not complain about the hills.")}
</div>
<div class="row act" data-role="ui"><span>${icon.close(24)}</span><span class="a">${icon.heartFilled(26, "#fff")}</span></div>`,
};

export const spiritualSingles: ScreenSpec = {
  id: "spiritual-singles-beaten-by-a-leaf-blower",
  app: "Spiritual Singles",
  kind: "profile",
  dark: true,
  device: "android",
  format: "jpeg",
  quality: 70,
  owner: { name: "Ardith", handle: null },
  time: "06:12",
  battery: 77,
  replies: true,
  cutLines: 1,
  css: `${cardCss("#1d1a24", "#b79be8", "#ece8f4", 14.5, 12)}${noteCss("#221f2b", "#3b3548", "#d9c6ff", "#ece8f4")}
body{background:#121016;color:#ece8f4}
.hd{flex:none;height:52px;padding:0 14px;gap:14px;border-bottom:1px solid #2a2633}.hd b{flex:1;font-size:19px;font-weight:500;color:#d9c6ff;font-family:Georgia,serif;letter-spacing:.3px}
.ph{flex:none;overflow:hidden;position:relative;margin:8px 12px 0;border-radius:12px}
.tg{flex:none;gap:6px;flex-wrap:wrap;padding:9px 12px 0}.tg span{font-size:12px;color:#cfc7df;background:#252130;border-radius:12px;padding:4px 9px}
.act{flex:none;gap:12px;padding:9px 14px 14px;background:#121016;border-top:1px solid #2a2633}.act span{flex:1;height:42px;border-radius:21px;display:flex;align-items:center;justify-content:center;gap:6px;font-size:14.5px;font-weight:600;background:#2a2633;color:#ece8f4}.act span.a{background:#8e6fd1;color:#fff}`,
  html: `<div class="row hd" data-role="ui">${icon.back(22)}<b>${esc("Spiritual Singles")}</b>${icon.moreV(22)}</div>
<div class="fill" style="display:flex;flex-direction:column">
<div class="ph">${picture("100%", 206, ["#7a8fb5", "#2f3d2e"], `${caption("owner", "Blue Ridge Parkway in October", "left:12px;top:12px", "rgba(0,0,0,.45)")}${onPhoto("Ardith, 55", "Asheville, NC · 9 miles", 24)}`)}</div>
${tags(["Potter", "5' 6\"", "Vegetarian", "Meditation", "Long-term"])}
${card("About me", "owner", "Potter, gardener, early riser. My studio smells like clay and cardamom.")}
${card("My daily practice", "owner", "I've meditated every morning for twenty years. My neighbor's leaf blower has still beaten me most Tuesdays.")}
${note("Bonita · 05:47", "#7a6a9a", "Bonita", "i think i'm the neighbor, i'll switch to a rake")}
${card("Who I hope to meet", "owner", "A gentle soul for long walks, good tea and honest conversations on the porch.")}
</div>
<div class="row act" data-role="ui"><span>${icon.close(18)}${esc("Not now")}</span><span class="a">${icon.heartFilled(18, "#fff")}${esc("Connect")}</span></div>`,
};
