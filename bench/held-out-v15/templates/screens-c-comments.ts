// Part C comments: Boards.ie (a forum thread on starting the drums at 40, one fill drummed on the steering wheel,
// the first post in view cut under the thread bar, JPEG), Head-Fi (dark, a thread on silver and copper
// cables, £310 for a difference nobody can hear, downscaled JPEG), Bogleheads (a thread on how often to
// look at a portfolio, once a year and eleven times on the day, under a banner from Maebh that cuts
// the header), The Verge (31 smart bulbs and a light switch, keyboard open with a reply typed), Eurogamer
// (dark, a city of 40,000 with one bus route, the last comment cut under the tab bar).
import { icon } from "./icons";
import { cmt, head, pageCss } from "./blocks";
import { say, type Who } from "./kit";
import type { ScreenSpec } from "./screen-type";
import { ui } from "./shell";

const post = (name: string, meta: string, text: string[], who: Who, cls = "") =>
  `<div class="fp ${cls}"><div class="row" style="gap:8px">${ui(name, "fn")}${ui(meta, "fm")}</div>${text.map((t) => say(who, t, "fx")).join("")}</div>`;

const forumCss = (bg: string, card: string, fg: string, sub: string, line: string, accent: string, size: number) =>
  `${pageCss({ bg, card, fg, sub, line, accent, soft: bg, size })}
.hd{background:${accent};color:#fff}.hd small{color:rgba(255,255,255,.8)}.tp{flex:none;padding:10px 16px;background:${card};border-bottom:1px solid ${line};position:relative;z-index:3}.tp b{font-size:16px;line-height:21px;display:block}.tp small{font-size:12px;color:${sub};display:block;margin-top:3px}
.fp{background:${card};margin-top:4px;padding:10px 16px;border-top:1px solid ${line};border-bottom:1px solid ${line}}.fn{font-size:13.5px;font-weight:700;color:${accent}}.fm{font-size:12px;color:${sub}}.fx{font-size:${size}px;line-height:${Math.round(size * 1.42)}px;margin-top:5px}`;

export const boards: ScreenSpec = {
  id: "boardsie-my-wife-has-started-walking",
  app: "Boards.ie",
  kind: "comments",
  dark: false,
  device: "android",
  format: "jpeg",
  quality: 71,
  owner: { name: "Muiris_K", handle: null },
  time: "22:09",
  battery: 33,
  cutLines: 1,
  replies: true,
  css: `${forumCss("#eef0f2", "#fff", "#1e2328", "#66707a", "#dde1e5", "#1c5d99", 14)}.fill{justify-content:flex-end;display:flex;flex-direction:column;padding-bottom:6px}.fx.ql{font-size:13px;color:#66707a;border-left:3px solid #dde1e5;padding-left:8px}`,
  html: `${head("Boards.ie", "Music › Musicians", icon.search(20), icon.menu(22))}
<div class="tp" data-role="ui"><b>Too old to start drums at 40?</b><small>Rossa_Garrahy · 23 comments</small></div>
<div class="fill">
${post("Rossa_Garrahy", "Mar 2", ["Thanks all, some great replies already. To answer the question a few of you asked: no, I have never played anything, unless you count the recorder in primary school, which my mother does not."], "Rossa_Garrahy")}
${post("Rossa_Garrahy", "Mar 2", ["Always wanted to learn. Turning 40 next month and the wife says go for it, but I feel a bit daft at lessons with teenagers. Anyone start late?"], "Rossa_Garrahy")}
${post("Muiris_K", "Mar 2", ["Started at 40, best thing I ever did. Three years in and I have one fill down perfectly.", "I do it on the steering wheel at every red light. My wife has started walking."], "owner")}
${post("NollaigB", "Mar 2", ["Get an electronic kit with headphones or you’ll be starting again at 41 in a new house"], "NollaigB")}
${post("Peadar77", "Mar 3", ["How long are the red lights where you are"], "Peadar77")}
${post("Muiris_K", "Mar 3", ["Long enough. She gets out at the second set."], "owner")}
${post("Otilia_D", "Mar 3", ["Taught myself at 52 off videos. Teenagers at lessons are grand, they mostly ignore you."], "Otilia_D")}
</div>
<div class="row" style="flex:none;gap:10px;padding:10px 14px 14px;background:#fff;border-top:1px solid #dde1e5;position:relative;z-index:3" data-role="ui"><span style="flex:1;font-size:14px;color:#66707a">Leave a comment</span>${icon.send(20)}</div>`,
};

export const headFi: ScreenSpec = {
  id: "headfi-paid-for-the-silver",
  app: "Head-Fi",
  kind: "comments",
  dark: true,
  device: "iphone",
  format: "jpeg",
  quality: 69,
  downscaleTo: 828,
  owner: { name: "Mortensen_Audio", handle: null },
  time: "23:41",
  battery: 15,
  replies: true,
  css: `${forumCss("#111315", "#1b1e21", "#e3e5e8", "#969ca3", "#2a2e33", "#4aa3df", 14.5)}.hd{background:#1b1e21;border-bottom:1px solid #2a2e33}.fp{margin:6px 8px 0;border-radius:6px;border:1px solid #2a2e33}.fill{padding-top:4px}.fm{margin-left:auto}.rk{font-size:11.5px;color:#969ca3}`,
  html: `${head("Head-Fi", "Cables, Power, Tweaks", icon.search(20), icon.menu(22))}
<div class="tp" data-role="ui"><b>Silver vs copper: can anyone actually hear it?</b><small>Started by quietNyquist · Page 14</small></div>
<div class="fill">
${post("quietNyquist", "#271", ["Genuine question, no arguments please. Blind tested with my partner swapping cables and scored 9 out of 20."], "quietNyquist")}
${post("Mortensen_Audio", "#272", ["Honest answer: I can’t hear any difference either. I just don’t say it at meets any more, because I paid £310 for the silver one.", "It does look lovely in the drawer."], "owner")}
${post("Paxton_FR", "#273", ["9 out of 20 is worse than guessing, which is its own kind of talent"], "Paxton_FR")}
${post("Raimo_K", "#274", ["The silver is brighter. I heard it straight away. I also heard it when the copper one was plugged in, to be fair."], "Raimo_K")}
${post("Mortensen_Audio", "#275", ["Which drawer? The drawer with the other three cables."], "owner")}
</div>
${`<div class="row tb" style="justify-content:space-around;height:74px;padding-bottom:22px;color:#969ca3;flex:none;background:#1b1e21;border-top:1px solid #2a2e33">${[icon.home(24), icon.comment(24), icon.bell(24), icon.person(24)].join("")}</div>`}`,
};

export const bogleheads: ScreenSpec = {
  id: "bogleheads-eleven-times",
  app: "Bogleheads",
  kind: "comments",
  dark: false,
  device: "iphone-max",
  format: "png",
  owner: { name: "Norwood_Nettie", handle: null },
  time: "09:48",
  battery: 81,
  banner: { app: "Messages", color: "#34c759", title: "Maebh", body: "can you grab oat milk before you’re home", author: "Maebh", age: "now" },
  cutLines: 1,
  replies: true,
  css: `${forumCss("#e9edf2", "#fff", "#1a1f24", "#5c6670", "#d3dae2", "#1d3f6e", 14.5)}.hd{min-height:64px}.hd b{font-size:17px}.tp{background:#f3f6f9}.fn{color:#105289}`,
  html: `${head("Bogleheads.org", "Investing - Theory, News & General", icon.search(20), icon.menu(22))}
<div class="tp" data-role="ui"><b>How often do you look at your portfolio?</b><small>Post by Pontus88 » Sat Mar 14, 2026 7:02 am</small></div>
<div class="fill">
${post("Pontus88", "Sat Mar 14, 2026 7:02 am", ["Market is down again and I can’t stop checking. How often do the rest of you look? Asking for my blood pressure."], "Pontus88")}
${post("RetiredRenzo", "Sat Mar 14, 2026 7:40 am", ["Quarterly, when I rebalance. Otherwise the app stays off the phone."], "RetiredRenzo")}
${post("Norwood_Nettie", "Sat Mar 14, 2026 8:15 am", ["Once a year, on my birthday, as this forum taught me. Stay the course.", "(It was my birthday yesterday. I looked eleven times.)"], "owner")}
${post("Minna_indexer", "Sat Mar 14, 2026 8:31 am", ["Happy birthday. Did it go up?"], "Minna_indexer")}
${post("Norwood_Nettie", "Sat Mar 14, 2026 8:44 am", ["Between the fourth and the fifth look, yes. Then I looked a sixth time."], "owner")}
${post("OakleyTaxHarvest", "Sat Mar 14, 2026 9:10 am", ["I set a calendar reminder for January and hid the app in a folder called Dentist."], "OakleyTaxHarvest")}
</div>`,
};

export const verge: ScreenSpec = {
  id: "theverge-the-switch-worked",
  app: "The Verge",
  kind: "comments",
  dark: false,
  device: "iphone",
  format: "png",
  owner: { name: "peregrine_sykes", handle: null },
  time: "19:27",
  battery: 52,
  keyboard: true,
  suggestions: ["hub", "hubs", "bulbs"],
  replies: true,
  css: `${pageCss({ bg: "#fff", card: "#fff", fg: "#131313", sub: "#6e6e6e", line: "#e4e4e4", accent: "#5200ff", soft: "#f5f3ff", size: 14.5 })}
.fill{justify-content:flex-end;display:flex;flex-direction:column}.cm{padding:7px 16px;border-top:1px solid #f0f0f0}.cn{color:#131313}.ar{flex:none;padding:10px 16px;border-bottom:1px solid #e4e4e4;position:relative;z-index:3;background:#fff}.ar b{font-size:15px;line-height:20px;display:block}.ar small{font-size:12px;color:#6e6e6e;display:block;margin-top:3px}
.in{flex:none;gap:10px;padding:7px 12px;background:#f5f3ff;border-top:1px solid #e4e4e4;position:relative;z-index:2;color:#5200ff}.in .box{flex:1;min-height:36px;border-radius:18px;background:#fff;border:1px solid #d8d2f5;display:flex;align-items:center;padding:6px 14px;font-size:15px;color:#131313}`,
  html: `${head("Comments", "", icon.share(20), icon.close(22))}
<div class="ar" data-role="ui"><b>The smart home is finally getting simpler, says everyone selling it</b><small>184 comments</small></div>
<div class="fill">
${cmt("peregrine_sykes", "5h", "#5a7ab0", "I have 31 smart bulbs, two hubs and three apps. Last night turning off the kitchen light took four minutes, so I used the switch on the wall. The switch is not smart. The switch worked first time.", "owner")}
${cmt("mungo_offgrid", "4h", "#b06a5a", "the switch has 100% uptime", "mungo_offgrid", true)}
${cmt("peregrine_sykes", "4h", "#5a7ab0", "I’m buying a fourth app to fix it.", "owner", true)}
${cmt("Octavian_W", "3h", "#6ab08a", "which hub keeps dropping", "Octavian_W", true)}
</div>
<div class="row in">${icon.comment(20)}<span class="box" data-role="other" data-author="You">honestly which hub do you have</span></div>`,
};

export const eurogamer: ScreenSpec = {
  id: "eurogamer-they-love-the-bus",
  app: "Eurogamer",
  kind: "comments",
  dark: true,
  device: "android",
  format: "png",
  owner: { name: "Quenby_R", handle: null },
  time: "20:52",
  battery: 66,
  cutLines: 1,
  replies: true,
  css: `${pageCss({ bg: "#141414", card: "#141414", fg: "#ececec", sub: "#9b9b9b", line: "#2a2a2a", accent: "#1fa5ff", soft: "#1e1e1e", size: 14 })}
.hd{background:#0f2c4a}.cm{padding:8px 16px;border-top:1px solid #222}.ar{flex:none;padding:10px 16px;border-bottom:1px solid #2a2a2a;position:relative;z-index:3;background:#1e1e1e}.ar b{font-size:15px;line-height:20px;display:block}.ar small{font-size:12px;color:#9b9b9b;display:block;margin-top:3px}.fill{padding-top:2px}`,
  html: `${head("Eurogamer", "Comments", icon.search(20), icon.menu(22))}
<div class="ar" data-role="ui"><b>Harbourline review: a city builder that finally gets public transport right</b><small>Review · 96 comments</small></div>
<div class="fill">
${cmt("Magnhild", "6h", "#b07a5a", "Great review. The trams alone are worth it.", "Magnhild")}
${cmt("Quenby_R", "6h", "#6a9ab0", "186 hours in. My city has 40,000 people and exactly one bus route, and the happiness report says they love the bus. I’ve never been prouder of anything, including my degree.", "owner")}
${cmt("NestorV", "5h", "#9a6ab0", "where does the bus go", "NestorV", true)}
${cmt("Quenby_R", "5h", "#6a9ab0", "Round. It goes round.", "owner", true)}
${cmt("Renske_P", "4h", "#6ab08a", "My buses kept getting stuck behind the bin lorries so I removed the bins. Citizens were less happy about that than I expected, if I’m honest.", "Renske_P")}
${cmt("Magnhild", "3h", "#b07a5a", "this comment section is better than the game", "Magnhild")}
${cmt("Quenby_R", "2h", "#6a9ab0", "Update: I added a second bus. Happiness went down. They liked it when it was just the one bus and everyone knew the driver.", "owner")}
${cmt("Renske_P", "1h", "#6ab08a", "Most relatable thing I’ve read about local transport in years, and I live in a real town with real buses.", "Renske_P")}
</div>
${`<div class="row tb a" style="justify-content:space-around;height:56px;color:#9b9b9b;flex:none;background:#1e1e1e;border-top:1px solid #2a2a2a;position:relative;z-index:3">${[icon.home(24), icon.search(24), icon.bookmark(24), icon.person(24)].join("")}</div>`}`,
};

export const PART_C_COMMENTS: ScreenSpec[] = [boards, headFi, bogleheads, verge, eurogamer];
