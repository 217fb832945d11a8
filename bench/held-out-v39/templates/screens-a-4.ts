// Part A's dating profiles, fourth file (v39): Whim, LDS Singles.
import { icon, picture } from "./icons";
import type { ScreenSpec } from "./screen-type";
import { caption, card, cardCss, note, noteCss, onPhoto, tags } from "./screens-a-kit";
import { esc } from "./shell";

export const whim: ScreenSpec = {
  id: "whim-muted-by-her-sisters",
  app: "Whim",
  kind: "profile",
  dark: true,
  device: "android",
  format: "png",
  downscaleTo: 864,
  owner: { name: "Araceli", handle: null },
  time: "19:03",
  battery: 52,
  replies: true,
  cutLines: 1,
  css: `${cardCss("#1a1a1a", "#ffd23f", "#f2f2f2", 14.5, 10)}${noteCss("#222018", "#3d3823", "#ffd23f", "#f2f2f2")}
body{background:#0e0e0e;color:#f2f2f2}
.hd{flex:none;height:52px;padding:0 14px;gap:14px;color:#f2f2f2;border-bottom:1px solid #262626}.hd b{flex:1;font-size:21px;font-weight:800;color:#ffd23f;letter-spacing:-.4px}
.ph{flex:none;overflow:hidden;position:relative;margin:8px 12px 0;border-radius:10px}
.di{flex:none;margin:8px 12px 0;border-radius:10px;padding:10px 14px;background:#ffd23f;color:#111}.di .l{font-size:11.5px;font-weight:800;letter-spacing:1px}.di .v{font-size:14.5px;font-weight:600;margin-top:3px}
.tg{flex:none;gap:6px;flex-wrap:wrap;padding:8px 12px 0}.tg span{font-size:12px;color:#d6d6d6;background:#222;border-radius:12px;padding:4px 9px}
.act{flex:none;gap:10px;padding:9px 12px 12px;background:#0e0e0e;border-top:1px solid #262626}.act span{flex:1;height:44px;border-radius:22px;display:flex;align-items:center;justify-content:center;gap:6px;font-size:14.5px;font-weight:700;background:#262626;color:#f2f2f2}.act span.a{background:#ffd23f;color:#111}`,
  html: `<div class="row hd" data-role="ui">${icon.back(22)}<b>${esc("whim")}</b>${icon.moreV(22)}</div>
<div class="fill" style="display:flex;flex-direction:column">
<div class="ph">${picture("100%", 126, ["#f0a36b", "#5d3b5e"], `${caption("owner", "Camelback summit, 6 a.m.", "left:12px;top:12px", "rgba(0,0,0,.5)")}${onPhoto("Araceli, 37", "Phoenix, AZ · 6 miles away", 24)}`)}</div>
<div class="di" data-role="ui"><div class="l">${esc("FREE THIS WEEK")}</div><div class="v">${esc("Thursday 7 PM · Downtown Phoenix")}</div></div>
${tags(["Live captioner", "5' 4\"", "Never married", "Wants: Long-term"])}
${card("My weekdays", "owner", "Newsroom in the mornings, pottery class on Wednesday nights, dog-sitting my sister's beagle on weekends.")}
${card("A skill nobody asked for", "owner", "I caption live TV news at 225 words a minute. My sisters removed me from our group chat for it.")}
${note("Everett · 18:40", "#5a6a7a", "Everett", "my sister says you once sent the minutes of Thanksgiving to everyone, is that true")}
${card("My ideal first date", "owner", "Tacos on Roosevelt Row, then the art walk if it isn't too hot.")}
</div>
<div class="row act" data-role="ui"><span>${icon.close(18)}${esc("Pass")}</span><span class="a">${icon.check(18)}${esc("Accept date")}</span></div>`,
};

export const ldsSingles: ScreenSpec = {
  id: "lds-singles-attached-to-a-couch-in-orem",
  app: "LDS Singles",
  kind: "profile",
  dark: false,
  device: "iphone",
  format: "png",
  owner: { name: "Ammon", handle: null },
  time: "20:14",
  battery: 71,
  crop: { top: 50, bottom: 96 },
  replies: true,
  cutLines: 1,
  css: `${cardCss("#ffffff", "#1f6f8b", "#1d2a30", 15.5, 14)}${noteCss("#f2f8fa", "#cfe3ea", "#1f6f8b", "#1d2a30")}
body{background:#eef4f6;color:#1d2a30}
.hd{flex:none;height:50px;padding:0 16px;gap:14px;background:#fff;border-bottom:1px solid #dbe6ea}.hd b{flex:1;text-align:center;font-size:19px;font-weight:700;color:#1f6f8b;letter-spacing:-.2px}
.ph{flex:none;overflow:hidden;position:relative;margin:10px 12px 0;border-radius:14px}
.tg{flex:none;gap:6px;flex-wrap:wrap;padding:10px 12px 0}.tg span{font-size:12.5px;color:#2f4650;background:#fff;border:1px solid #d3e1e6;border-radius:14px;padding:5px 10px}
.tb{flex:none;justify-content:space-around;height:84px;padding:10px 0 30px;background:#fff;border-top:1px solid #dbe6ea;color:#8aa0a8}.tb span:first-child{color:#1f6f8b}`,
  html: `<div class="row hd" data-role="ui">${icon.back(22)}<b>${esc("LDS Singles")}</b>${icon.more(22)}</div>
<div class="fill" style="display:flex;flex-direction:column">
<div class="ph">${picture("100%", 200, ["#9cc3dc", "#6b5a44"], `${caption("owner", "Y Mountain hike with my brothers", "left:12px;top:12px", "rgba(0,0,0,.45)")}${onPhoto("Ammon, 29", "Provo, Utah · 2 miles away", 25)}`)}</div>
${tags(["Software tester", "6' 0\"", "Never married", "Wants kids", "Non-smoker"])}
${card("About me", "owner", "Software tester by day, pickleball most evenings, terrible cook.")}
${card("Something I'm known for", "owner", "I've helped eleven families move this year. I am now emotionally attached to a couch in Orem.")}
${note("Eliza liked your answer", "#b07a8a", "Eliza", "that was my couch!! it's in a better place now, my brother has it in St. George")}
${card("My ideal match", "owner", "A girl who puts up with my puns and loves road trips to Moab.")}
</div>
<div class="row tb" data-role="ui"><span>${icon.search(24)}</span><span>${icon.heart(24)}</span><span>${icon.chat(24)}</span><span>${icon.person(24)}</span></div>`,
};
