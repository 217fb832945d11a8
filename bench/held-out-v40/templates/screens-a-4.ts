// Part A's dating profiles, fourth file (v40): AdventistSingles, Grizzly.
import { icon, picture } from "./icons";
import type { ScreenSpec } from "./screen-type";
import { caption, card, cardCss, note, noteCss, onPhoto, tags } from "./screens-a-kit";
import { esc } from "./shell";

export const adventistSingles: ScreenSpec = {
  id: "adventistsingles-eleven-potato-salads",
  app: "AdventistSingles",
  kind: "profile",
  dark: false,
  device: "iphone",
  format: "png",
  crop: { top: 50, bottom: 96 },
  owner: { name: "Adelyn", handle: null },
  time: "13:05",
  battery: 76,
  replies: true,
  cutLines: 1,
  css: `${cardCss("#ffffff", "#3a6ea5", "#1f2733", 15, 14)}${noteCss("#f0f5fb", "#d3e0ef", "#3a6ea5", "#1f2733")}
body{background:#f3f5f8;color:#1f2733}
.hd{flex:none;height:50px;padding:0 16px;gap:14px;background:#fff;border-bottom:1px solid #e1e6ec}.hd b{flex:1;text-align:center;font-size:18px;font-weight:700;color:#3a6ea5;letter-spacing:-.2px}
.ph{flex:none;overflow:hidden;position:relative;margin:10px 12px 0;border-radius:16px}
.tg{flex:none;gap:6px;flex-wrap:wrap;padding:10px 12px 0}.tg span{font-size:12.5px;color:#3a6ea5;border:1px solid #bcd0e6;border-radius:14px;padding:4px 10px;background:#fff}
.tb{flex:none;justify-content:space-around;height:82px;padding-bottom:30px;background:#fff;border-top:1px solid #e1e6ec;color:#8a94a3}`,
  html: `<div class="row hd" data-role="ui">${icon.back(22)}<b>${esc("AdventistSingles")}</b>${icon.more(22)}</div>
<div class="fill" style="display:flex;flex-direction:column">
<div class="ph">${picture("100%", 188, ["#cfe3c8", "#4f6f8f"], `${caption("owner", "Mt. San Jacinto trail", "left:12px;top:12px", "rgba(0,0,0,.42)")}${onPhoto("Adelyn, 27", "Loma Linda, California · 6 miles", 25)}`)}</div>
${tags(["Nurse", "5' 4\"", "Never married", "Doesn't drink", "Wants kids"])}
${card("About me", "owner", "Night-shift nurse, weekend hiker, and the person who always brings extra napkins.")}
${card("My friends would say I'm known for", "owner", "I run the sign-up sheet for our monthly potluck. Last month we had eleven potato salads and one fork.")}
${note("Caleb liked your answer", "#9aa7b8", "Caleb", "guilty. the one with paprika on top was mine, and so was the fork")}
${card("Looking for", "owner", "A warm-hearted guy who loves hiking and slow Saturday afternoon walks.")}
</div>
<div class="row tb" data-role="ui">${icon.home(24)}${icon.search(24)}${icon.heart(24)}${icon.chat(24)}${icon.person(24)}</div>`,
};

export const grizzly: ScreenSpec = {
  id: "grizzly-the-treehouse-is-warmer",
  app: "Grizzly",
  kind: "profile",
  dark: true,
  device: "iphone-max",
  format: "jpeg",
  quality: 72,
  downscaleTo: 1080,
  owner: { name: "Felix", handle: null },
  time: "23:02",
  battery: 41,
  replies: true,
  cutLines: 1,
  css: `${cardCss("#1e1a16", "#f2a33a", "#efe8df", 15, 12)}${noteCss("#2a2118", "#4a3a26", "#f5b865", "#efe8df")}
body{background:#12100e;color:#efe8df}
.hd{flex:none;height:50px;padding:0 16px;gap:14px;color:#efe8df;border-bottom:1px solid #2a2520}.hd b{flex:1;text-align:center;font-size:20px;font-weight:800;color:#f2a33a;letter-spacing:.5px}
.ph{flex:none;overflow:hidden;position:relative;margin:10px 12px 0;border-radius:12px}
.tg{flex:none;gap:6px;flex-wrap:wrap;padding:10px 12px 0}.tg span{font-size:12.5px;color:#e3d9cc;background:#2a2520;border-radius:6px;padding:4px 9px}
.wf{flex:none;gap:12px;padding:10px 12px 0}.wf span{flex:1;height:40px;border-radius:20px;display:flex;align-items:center;justify-content:center;gap:6px;font-size:14.5px;font-weight:700;background:#2a2520;color:#efe8df}.wf span.a{background:#f2a33a;color:#12100e}
.tb{flex:none;justify-content:space-around;height:84px;padding-bottom:30px;background:#171411;border-top:1px solid #2a2520;color:#8d8378}`,
  html: `<div class="row hd" data-role="ui">${icon.back(22)}<b>${esc("GRIZZLY")}</b>${icon.more(22)}</div>
<div class="fill" style="display:flex;flex-direction:column">
<div class="ph">${picture("100%", 284, ["#d9895a", "#3b2a22"], `${caption("owner", "Red Rocks, sunrise", "left:12px;top:12px", "rgba(0,0,0,.5)")}${onPhoto("Felix, 42", "Denver, Colorado · 3 mi", 25)}`)}</div>
<div class="row wf" data-role="ui"><span class="a">${icon.flame(18)}${esc("Woof")}</span><span>${icon.chat(18)}${esc("Message")}</span></div>
${tags(["Carpenter", "6' 0\"", "Beer", "Dating, friends"])}
${card("About me", "owner", "Carpenter. Mountains most weekends, green chile on everything.")}
${card("Proudest build", "owner", "I built my neighbors' kid a treehouse last summer. It has better insulation than my house.")}
${note("Buck · 22:40", "#8a6a4a", "Buck", "the kid's dad is my cousin, the treehouse has a doorbell now and it's louder than mine")}
${card("Looking for", "owner", "A guy who'll split a breakfast burrito and steady a ladder for me.")}
</div>
<div class="row tb" data-role="ui">${icon.grid(24)}${icon.search(24)}${icon.flame(24)}${icon.chat(24)}${icon.person(24)}</div>`,
};
