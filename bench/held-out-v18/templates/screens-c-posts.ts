// Part C comment threads under posts (v18): Pinkbike (article comments: sag set to the percent, still pushing at the
// same rock; Android banner from Mathias), Disqus (dark; a meteor shower watched from a car bonnet, one sighting,
// a plane; cropped at the top), Misskey (dark; a first birdwatching trip, the heron a bin bag), Patch (neighbourhood
// news comments: second place at the pumpkin weigh-off after reading to it; PNG downscaled).
import { head, pageCss } from "./blocks";
import { avatar, icon } from "./icons";
import type { ScreenSpec } from "./screen-type";
import { bottomIcons, crow } from "./screens-c-kit";
import { other, own, ui } from "./shell";

const arrows = (n: string) => `<span class="row vt" data-role="ui">${icon.arrowUp(13)}<span>${n}</span>${icon.arrowDown(13)}</span>`;

export const pinkbike: ScreenSpec = {
  id: "pinkbike-it-rolls-beautifully-beside-me",
  app: "Pinkbike",
  kind: "comments",
  dark: false,
  device: "android",
  format: "png",
  owner: { name: "piersmtb", handle: null },
  time: "07:46",
  battery: 77,
  replies: true,
  banner: { app: "Messages", color: "#1a73e8", title: "Mathias", body: "Can you drop the track pump back tonight?", author: "Mathias", age: "now" },
  statusBarDark: true,
  statusBarBackground: "#111",
  css: `${pageCss({ bg: "#fff", card: "#fff", fg: "#1a1a1a", sub: "#777", line: "#e6e6e6", accent: "#d02a2a", soft: "#f6f6f6", size: 14 })}
.hd{background:#111;color:#fff;border:none}.hd b{font-weight:900;letter-spacing:.2px}.hd small{color:#bbb}
.ar{flex:none;padding:10px 14px;border-bottom:1px solid #e6e6e6}.ar b{font-size:16px;line-height:21px;display:block}.ar small{font-size:12px;color:#777;display:block;margin-top:3px}.ch2{flex:none;padding:9px 14px 4px;font-size:13px;font-weight:700;color:#1a1a1a;text-transform:uppercase;letter-spacing:.4px}
.fill>*{flex:none}.cr{gap:9px;align-items:flex-start;padding-top:8px;padding-right:14px;padding-bottom:6px}.crn{font-size:12.5px;font-weight:700;color:#2a6db0}.crx{font-size:14px;line-height:19.5px;margin-top:2px}.vt{gap:4px;font-size:12px;color:#777;margin-top:5px}.rl{margin-left:14px}`,
  html: `${head("PINKBIKE", "News › Tech Tuesday", icon.search(20), icon.menu(22))}
<div class="ar" data-role="ui"><b>Tech Tuesday: How to Set Sag on a Coil Shock</b><small>Dec 1, 2026 · 142 comments</small></div>
<div class="ch2" data-role="ui">Comments</div>
<div class="fill">
<div class="row cr" style="padding-left:14px">${avatar(30, "#4a7ab0")}<div style="flex:1;min-width:0">${ui("roccoshreds (Dec 1, 2026 at 6:12)", "crn")}${other("roccoshreds", "Ride it, adjust it, ride it again. The number is a starting point, not a finish line.", "crx")}${arrows("+22")}</div></div>
<div class="row cr" style="padding-left:14px">${avatar(30, "#b06a3a")}<div style="flex:1;min-width:0">${ui("piersmtb (Dec 1, 2026 at 6:40)", "crn")}${own("Spent a whole evening on this with a cable tie, a tape measure and my brother holding me upright. Bang on 30%.", "crx")}${own("I still get off and push at the same rock at the bottom of my local trail.", "crx")}${arrows("+41")}</div></div>
<div class="row cr" style="padding-left:44px">${avatar(26, "#6ab04a")}<div style="flex:1;min-width:0">${ui("magdagnar (Dec 1, 2026 at 6:55)", "crn")}${other("magdagnar", "Bet the shock feels amazing while you’re pushing it.", "crx")}${arrows("+35")}</div></div>
<div class="row cr" style="padding-left:44px">${avatar(26, "#b06a3a")}<div style="flex:1;min-width:0">${ui("piersmtb (Dec 1, 2026 at 7:02)", "crn")}${own("It rolls beautifully beside me.", "crx")}${arrows("+29")}</div></div>
<div class="row cr" style="padding-left:14px">${avatar(30, "#8a5ab0")}<div style="flex:1;min-width:0">${ui("oriel-k (Dec 1, 2026 at 7:20)", "crn")}${other("oriel-k", "Coil is far more forgiving than air anyway. Don’t overthink it.", "crx")}${arrows("+8")}</div></div>
<div class="row cr" style="padding-left:14px">${avatar(30, "#3a9a9a")}<div style="flex:1;min-width:0">${ui("mackenzie_r (Dec 1, 2026 at 7:31)", "crn")}${other("mackenzie_r", "Good article. Air shocks next, please.", "crx")}${arrows("+5")}</div></div>
</div>
${bottomIcons([icon.home(24), icon.search(24), icon.plusBox(24), icon.bell(24), icon.person(24)], "#fff", "#e6e6e6", "#555", true)}`,
};

export const disqus: ScreenSpec = {
  id: "disqus-a-blinking-red-light",
  app: "Disqus",
  kind: "comments",
  dark: true,
  device: "iphone-max",
  format: "png",
  crop: { top: 54 },
  owner: { name: "Philippe Ardron", handle: null },
  time: "08:12",
  battery: 33,
  replies: true,
  css: `body{background:#17191d;color:#e3e5e8}.fill{display:flex;flex-direction:column}.fill>*{flex:none}
.sf{flex:none;background:#202226;border-top:1px solid #2c3036;padding:8px 0 30px;position:relative;z-index:3}.sfi{justify-content:space-around;color:#4c8bf5;margin-top:8px}.url{margin:0 12px;padding:8px 14px;border-radius:12px;background:#2a2d33;color:#c9ccd1;font-size:14px;text-align:center}
.ax{padding:10px 16px 12px;font-size:15px;line-height:22px;color:#c9ccd1;border-bottom:1px solid #2c3036}
.dq{padding:12px 16px 0}.dqh{display:flex;justify-content:space-between;font-size:14px;font-weight:700;color:#e3e5e8;padding-bottom:9px;border-bottom:2px solid #4c8bf5}.dqh span.l{color:#9aa0a8;font-weight:500}
.dqr{display:flex;gap:16px;font-size:13px;color:#9aa0a8;padding:10px 0}.dqb{display:flex;gap:10px;align-items:center;padding:4px 0 10px}.dqb span.box{flex:1;border:1px solid #3a3f46;border-radius:6px;padding:9px 12px;font-size:14px;color:#80868e}
.cr{gap:10px;align-items:flex-start;padding-top:10px;padding-right:16px}.crn{font-size:13.5px;font-weight:700;color:#7fa9f0}.crx{font-size:15px;line-height:21px;margin-top:3px;color:#e3e5e8}.crf{font-size:12.5px;color:#80868e;margin-top:6px}`,
  html: `<div class="fill">
<div class="ax" data-role="ui">The radiant sits near Castor in Gemini and climbs all night, so the best rates come after midnight. Give your eyes twenty minutes to adjust and keep your phone in your pocket.</div>
<div class="dq" data-role="ui"><div class="dqh"><span>64 Comments</span><span class="l">Login</span></div>
<div class="dqr"><span>♥ Recommend 18</span><span>Share</span><span style="margin-left:auto">Sort by Newest</span></div>
<div class="dqb">${avatar(34, "#3a3f46")}<span class="box">Join the discussion…</span></div></div>
${crow("Mavis Treloar", "3 hours ago", "#5a8ab0", "Counted eleven from the back garden before the cloud came over. Worth the cold feet.", "Mavis Treloar", 0, "▲ 9 ▼ · Reply · Share ›", 36)}
${crow("Philippe Ardron", "2 hours ago", "#b0785a", "Set an alarm for 2am, drove forty minutes to a dark field and lay on the car bonnet for two hours. Saw one. It had a blinking red light on it.", "owner", 0, "▲ 27 ▼ · Reply · Share ›", 36)}
${crow("Ned Rowcroft", "2 hours ago", "#6ab07a", "Did you make a wish anyway?", "Ned Rowcroft", 1, "▲ 12 ▼ · Reply · Share ›", 36)}
${crow("Philippe Ardron", "1 hour ago", "#b0785a", "I wished it was a meteor.", "owner", 1, "▲ 19 ▼ · Reply · Share ›", 36)}
${crow("Pania Whitlow", "45 minutes ago", "#9a5ab0", "Clear to the north-east after midnight for anyone still out tonight. Bring a flask and a blanket for the ground.", "Pania Whitlow", 0, "▲ 4 ▼ · Reply · Share ›", 36)}
${crow("Perrine Penhallow", "20 minutes ago", "#4a9aa0", "Forty minutes is nothing, we went up to the reservoir car park and the whole town had the same idea.", "Perrine Penhallow", 0, "▲ 2 ▼ · Reply · Share ›", 36)}
</div>
<div class="sf" data-role="ui"><div class="url">skywardnotes.blog</div><div class="row sfi">${icon.back(22)}<span style="opacity:.4">${icon.back(22).replace("M15 4l-8 8 8 8", "M9 4l8 8-8 8")}</span>${icon.share(22)}${icon.bookmark(22)}${icon.grid(22)}</div></div>`,
};

export const misskey: ScreenSpec = {
  id: "misskey-because-it-was-a-bin-bag",
  app: "Misskey",
  kind: "post",
  dark: true,
  device: "android",
  format: "png",
  owner: { name: "Madlen", handle: "@madlen" },
  time: "16:20",
  battery: 63,
  replies: true,
  statusBarBackground: "#1f2227",
  css: `body{background:#191b1f;color:#dfe1e5}.fill{display:flex;flex-direction:column}.fill>*{flex:none}
.mh{flex:none;height:50px;padding:0 14px;gap:14px;background:#1f2227;border-bottom:1px solid #2c3036;color:#dfe1e5;position:relative;z-index:3}.mh b{flex:1;font-size:16px;font-weight:600}
.nt{padding:14px 16px 10px;background:#23262b;border-bottom:1px solid #2c3036}.nn{gap:10px}.nm2{font-size:15px;font-weight:700}.nh{font-size:12.5px;color:#8d939c}.nx{font-size:15.5px;line-height:23px;margin-top:10px}.nd{font-size:12px;color:#8d939c;margin-top:10px}
.rx2{display:flex;gap:6px;flex-wrap:wrap;margin-top:10px}.rx2 span{font-size:13px;padding:3px 9px;border-radius:7px;background:#2e3238;color:#cfd3d8}.rx2 span.on{background:#3b4a1f;color:#c6e07a;border:1px solid #86b300}
.nf{display:flex;gap:34px;margin-top:12px;color:#8d939c}
.cr{gap:10px;align-items:flex-start;padding-top:11px;padding-right:16px;padding-bottom:9px;border-bottom:1px solid #2a2d32}.crn{font-size:13px;font-weight:700;color:#dfe1e5}.crx{font-size:14.5px;line-height:21px;margin-top:3px}.crf{font-size:12px;color:#8d939c;margin-top:5px}`,
  html: `<div class="row mh" data-role="ui">${icon.back(22)}<b>Note</b>${icon.moreV(20)}</div>
<div class="fill">
<div class="nt"><div class="row nn">${avatar(44, "#86b300")}<div style="flex:1;min-width:0">${ui("Madlen", "nm2")}${ui("@madlen · 3h", "nh")}</div></div>
${own("First proper birdwatching trip today. Three hours in the hide at the reserve with a flask and the good binoculars.", "nx")}
${own("Logged a grey heron. Then it blew over, because it was a bin bag.", "nx")}
<div class="nd" data-role="ui">Dec 3, 2026, 1:07 PM · Public</div>
<div class="rx2" data-role="ui"><span class="on">😂 48</span><span>🐦 12</span><span>👀 9</span><span>🗑️ 21</span></div>
<div class="nf">${icon.comment(19)}${icon.repost(19)}${icon.plus(19)}${icon.more(19)}</div></div>
${crow("Quirin", "@quirin@misskey.io · 2h", "#5a8ab0", "did you take it off the list afterwards", "Quirin", 0, "😂 14", 36)}
${crow("Madlen", "@madlen · 2h", "#86b300", "No. It was there, and it was grey.", "owner", 0, "😂 31", 36)}
${crow("Meena", "@meena@misskey.design · 1h", "#b05a8a", "honestly the most patient heron anyone has ever seen", "Meena", 0, "🐦 6", 36)}
${crow("Perry", "@perry · 40m", "#b09a4a", "Next time take the book with the silhouettes in it. Herons hold their necks in an S.", "Perry", 0, "", 36)}
</div>
${bottomIcons([icon.home(24), icon.bell(24), icon.plusBox(24), icon.comment(24), icon.person(24)], "#1f2227", "#2c3036", "#8d939c", true)}`,
};

export const patch: ScreenSpec = {
  id: "patch-mostly-the-seed-catalog",
  app: "Patch",
  kind: "comments",
  dark: false,
  device: "iphone",
  format: "png",
  downscaleTo: 1000,
  owner: { name: "Mordecai Hale", handle: null },
  time: "12:38",
  battery: 70,
  cutLines: 1,
  replies: true,
  css: `${pageCss({ bg: "#fff", card: "#fff", fg: "#1c1c1c", sub: "#6d6d6d", line: "#e7e7e7", accent: "#c8102e", soft: "#f7f7f7", size: 14.5 })}
.hd{border-bottom:1px solid #e7e7e7}.hd b{color:#c8102e;font-weight:900;font-size:20px;letter-spacing:-.3px}
.ar{flex:none;padding:12px 16px 10px;border-bottom:1px solid #e7e7e7}.ar .k{font-size:11.5px;font-weight:700;color:#c8102e;text-transform:uppercase;letter-spacing:.5px}.ar b{font-size:18px;line-height:23px;display:block;margin-top:4px}.ar small{font-size:12px;color:#6d6d6d;display:block;margin-top:5px}
.ch2{flex:none;padding:11px 16px 3px;font-size:15px;font-weight:700}
.fill>*{flex:none}.cr{gap:10px;align-items:flex-start;padding-top:10px;padding-right:16px}.crn{font-size:13px;font-weight:700}.crx{font-size:14.5px;line-height:20.5px;margin-top:2px}.crf{font-size:12.5px;color:#6d6d6d;margin-top:6px;font-weight:600}.mo{margin:14px 16px 0;padding:9px;border:1px solid #c8102e;border-radius:20px;text-align:center;color:#c8102e;font-weight:700;font-size:14px}`,
  html: `${head("Patch", "Quakertown, PA", icon.search(20), icon.menu(22))}
<div class="ar" data-role="ui"><div class="k">Neighbor News</div><b>Quakertown Grower’s 1,412-Pound Pumpkin Wins County Weigh-Off</b><small>Posted Sun, Oct 4, 2026 at 5:10 pm ET</small></div>
<div class="ch2" data-role="ui">Comments (23)</div>
<div class="fill">
${crow("Rhonwen Ostby", "Neighbor · 6h", "#5a8ab0", "Congratulations to him, that thing was wider than my car.", "Rhonwen Ostby", 0, "Thank · Reply", 34)}
${crow("Mordecai Hale", "Neighbor · 5h", "#b07a4a", "Mine came second at 1,106 pounds. I read to it every evening from June. Turns out the winner just watered his more.", "owner", 0, "Thank (31) · Reply", 34)}
${crow("Rupinder Dhillon", "Neighbor · 5h", "#6ab07a", "What were you reading it?", "Rupinder Dhillon", 1, "Thank · Reply", 34)}
${crow("Mordecai Hale", "Neighbor · 4h", "#b07a4a", "Mostly the seed catalog. I thought it would motivate it.", "owner", 1, "Thank (44) · Reply", 34)}
${crow("Nathaniel Fairbrook", "Neighbor · 3h", "#8a5ab0", "Saw both at the fairgrounds. Yours had the better shape if that helps at all.", "Nathaniel Fairbrook", 0, "Thank · Reply", 34)}
${crow("Noreen Iverson", "Neighbor · 2h", "#b05a6a", "Is the weigh-off open to kids next year? My two have been growing one on the porch since August.", "Noreen Iverson", 0, "Thank · Reply", 34)}
<div class="mo" data-role="ui">Show more comments</div>
</div>
${bottomIcons([icon.home(24), icon.search(24), icon.bell(24), icon.person(24)], "#fff", "#e7e7e7", "#6d6d6d")}`,
};

export const PART_C_POSTS: ScreenSpec[] = [pinkbike, disqus, misskey, patch];
