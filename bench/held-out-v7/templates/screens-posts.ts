// Posts with replies: Kickstarter (an umbrella campaign's shipping update and its backers, the last
// comment cut by the comment bar), Swarm (dark, one lamp and a fourth check-in this week, downscaled),
// Jodel (a pigeon that is never fed, except with croissant, JPEG), Fishbowl (a promotion that came with a
// signature, JPEG); ArtStation, Buy Me a Coffee and Cookpad are in screens-posts-more.ts.
import { avatar, icon } from "./icons";
import { comment, counts, shapes } from "./parts";
import type { ScreenSpec } from "./screen-type";
import { artStation, buyMeACoffee, cookpad } from "./screens-posts-more";
import { other, own, span, ui } from "./shell";

export const commentCss = (sub: string) =>
  `.c{gap:10px;padding:8px 16px}.cn{font-size:13px;font-weight:600}.cm{font-size:12px;color:${sub}}.ct{font-size:14px;line-height:20px}.acts{gap:18px;padding:8px 16px;font-size:13px;color:${sub}}`;

export const kickstarter: ScreenSpec = {
  id: "kickstarter-umbrella",
  app: "Kickstarter",
  kind: "post",
  dark: false,
  device: "android",
  format: "png",
  owner: { name: "Fernando Albuquerque", handle: null },
  time: "15:33",
  battery: 66,
  cutLines: 1,
  replies: true,
  css: `body{background:#fff;color:#282828}.hd{flex:none;height:52px;padding:0 14px;gap:14px;border-bottom:1px solid #e6e6e6}.hd b{font-size:15px;font-weight:500;display:block}.hd small{font-size:12px;color:#6a6a6a;display:block}
.up{padding:28px 16px 4px}.up .n{font-size:12px;font-weight:700;color:#037362;letter-spacing:.4px}.utt{font-size:20px;font-weight:700;line-height:26px;padding:2px 16px 0}.au{gap:10px;padding:6px 16px}.au b{font-size:13px}.au small{font-size:12px;color:#6a6a6a}
.tx{font-size:15px;line-height:22px;padding:4px 16px}.sec{padding:10px 16px 2px;font-size:14px;font-weight:700;border-top:1px solid #e6e6e6;margin-top:8px}.cr{font-size:11px;font-weight:700;color:#fff;background:#037362;border-radius:3px;padding:1px 5px}${commentCss("#6a6a6a")}
.in{flex:none;gap:10px;padding:10px 14px 20px;border-top:1px solid #e6e6e6;background:#fff;position:relative;z-index:3}.in span{flex:1;height:38px;border:1px solid #d0d0d0;border-radius:4px;display:flex;align-items:center;padding:0 12px;color:#6a6a6a;font-size:14px}`,
  html: `<div class="row hd" data-role="ui">${icon.back(22)}<div style="flex:1"><b>The Forever Umbrella</b><small>Update #14 · 1,902 backers</small></div>${icon.share(20)}</div>
<div class="fill">
<div class="up" data-role="ui"><div class="n">UPDATE #14 · OCT 30, 2025</div></div>
${own("Shipping update (again)", "utt")}
<div class="row au" data-role="ui">${avatar(26, "#037362")}<b>Fernando Albuquerque</b><span class="cr">Creator</span></div>
${own("Hi backers! Good news: the umbrellas are finished. Less good news: they are in a warehouse in Rotterdam, which is closed for a holiday none of us had heard of. Estimated delivery is now “soon”, which is more precise than last time.", "tx")}
${counts(
  [
    [icon.heart(16), "212"],
    [icon.comment(16), "87"],
  ],
  18,
)}
${ui("Comments", "sec")}
${comment("#8e5ea2", "Hollis Grant", "2d", "it has rained every day since I backed this", false)}
${comment("#037362", "Fernando Albuquerque", "Creator · 2d", "Then you’ll appreciate it even more.", true)}
${comment("#d1763a", "Yara Nassar", "1d", "which holiday", false)}
${comment("#037362", "Fernando Albuquerque", "Creator · 1d", "We’re looking into it.", true)}
${comment("#4a7fb5", "Benedek Tóth", "9h", "backed in 2022, still waiting, still dry at heart", false)}
${comment("#b0a03a", "Maren Eide", "3h", "can I change my address? I’ve moved twice since I backed", false)}
</div>
<div class="row in" data-role="ui"><span>Add a comment…</span></div>`,
};

export const swarm: ScreenSpec = {
  id: "swarm-one-lamp",
  app: "Swarm",
  kind: "post",
  dark: true,
  device: "iphone",
  format: "png",
  owner: { name: "Ingrid Solberg", handle: null },
  time: "18:42",
  battery: 49,
  downscaleTo: 828,
  replies: true,
  css: `body{background:#121212;color:#eee}.hd{flex:none;height:48px;padding:0 14px;gap:14px}.hd b{flex:1;font-size:16px;text-align:center}.ci{gap:12px;padding:8px 16px}.ci b{font-size:16px;display:block}.ci small{font-size:13px;color:#a0a0a0;display:block}
.sh{font-size:17px;line-height:24px;padding:6px 16px}.bd{gap:8px;padding:6px 16px;flex-wrap:wrap}.bd span{font-size:13px;background:#242424;border-radius:14px;padding:4px 10px;color:#ffb000}.map{margin:8px 16px;height:120px;border-radius:12px;position:relative;overflow:hidden;background:linear-gradient(135deg,#2b3440,#1d242c)}${commentCss("#a0a0a0")}.acts{border-bottom:1px solid #262626}`,
  html: `<div class="row hd" data-role="ui">${icon.back(22)}<b>Check-in</b>${icon.more(22)}</div>
<div class="fill">
<div class="row ci" data-role="ui">${avatar(46, "#ff7a45")}<div><b>Ingrid Solberg</b><small>at IKEA Leeds · Home Store · 5:58 PM</small></div></div>
${own("Just getting one lamp.", "sh")}
<div class="row bd" data-role="ui"><span>👑 You’re the Mayor here</span><span>4th check-in this week</span><span>+12 coins</span></div>
<div class="map">${shapes([
    [0, 56, 400, 8, "#3a4552", "0"],
    [150, 0, 8, 120, "#3a4552", "0"],
    [170, 40, 22, 22, "#ffb000"],
  ])}</div>
${counts(
  [
    [icon.heart(16), "9"],
    [icon.comment(16), "6"],
  ],
  18,
)}
${comment("#4a90d9", "Magnus Berg", "1h", "again?", false)}
${comment("#ff7a45", "Ingrid Solberg", "1h", "It’s a different lamp.", true)}
${comment("#9b59b6", "Anouk de Vries", "52m", "you said that on tuesday", false)}
${comment("#ff7a45", "Ingrid Solberg", "50m", "Tuesday was a shelf.", true)}
${comment("#9b59b6", "Anouk de Vries", "41m", "the mayor of ikea 😭", false)}
${comment("#4a90d9", "Magnus Berg", "30m", "bring me meatballs", false)}
</div>`,
};

const jodelReply = (who: string, label: string, text: string, votes: string, color: string) =>
  `<div class="jr" style="border-left:4px solid ${color}"><div class="row jm">${span(label, label === "OJ" ? "oj" : "")}${span("· 2h")}<span style="margin-left:auto">${votes}</span></div>${who === "owner" ? own(text, "jt") : other(who, text, "jt")}</div>`;

export const jodel: ScreenSpec = {
  id: "jodel-pigeon",
  app: "Jodel",
  kind: "post",
  dark: false,
  device: "android",
  format: "jpeg",
  quality: 67,
  owner: { name: "OJ", handle: null },
  time: "12:12",
  battery: 73,
  replies: true,
  css: `body{background:#f1f1f1;color:#222}.hd{flex:none;height:52px;padding:0 14px;gap:14px;background:#fff}.hd b{flex:1;font-size:17px;font-weight:500}
.pc{background:#ff9908;color:#fff;padding:14px 16px 10px}.pc .jt{font-size:18px;line-height:25px;font-weight:500}.pm{gap:10px;font-size:12px;margin-top:10px;opacity:.9}
.jr{background:#fff;margin:6px 8px 0;border-radius:6px;padding:8px 12px}.jm{gap:6px;font-size:12px;color:#888}.oj{font-weight:700;color:#ff9908}.jr .jt{font-size:15px;line-height:21px;margin-top:3px}
.in{flex:none;gap:10px;padding:8px 12px 18px;background:#fff;border-top:1px solid #e2e2e2;color:#888;font-size:15px}`,
  html: `<div class="row hd" data-role="ui">${icon.back(22)}<b>Post</b>${icon.share(20)}${icon.moreV(20)}</div>
<div class="fill">
<div class="pc"><div class="row pm" data-role="ui" style="margin:0 0 6px">${span("📍 2 km")}${span("· 3h")}<span style="margin-left:auto">▲ 214 ▼</span></div>
${own("Is it normal that the same pigeon follows me to work every day? He waits for me outside the Lidl.", "jt")}
<div class="row pm" data-role="ui">${icon.comment(14)}${span("23 replies")}</div></div>
${jodelReply("@1", "@1", "he’s your manager now", "▲ 61", "#8abdff")}
${jodelReply("owner", "OJ", "He limps a bit so I know it’s him", "▲ 12", "#ff9908")}
${jodelReply("@2", "@2", "what do you feed him", "▲ 9", "#9ce2a5")}
${jodelReply("owner", "OJ", "Nothing! That’s the weird part.", "▲ 15", "#ff9908")}
${jodelReply("owner", "OJ", "Sometimes a bit of croissant.", "▲ 88", "#ff9908")}
${jodelReply("@3", "@3", "that’s feeding him", "▲ 40", "#e3a3ff")}
${jodelReply("@4", "@4", "name?", "▲ 3", "#ffd36b")}
${jodelReply("owner", "OJ", "Kevin.", "▲ 19", "#ff9908")}
</div>
<div class="row in" data-role="ui"><span style="flex:1">Reply to OJ…</span>${icon.send(22)}</div>`,
};

const fishReply = (name: string, job: string, color: string, text: string, who: "owner" | "other", likes: string) =>
  `<div class="fr"><div class="row" style="gap:8px">${avatar(28, color)}<div style="flex:1">${ui(name, "fn")}${ui(job, "fj")}</div></div>${who === "owner" ? own(text, "ft") : other(name, text, "ft")}<div class="row fl">${icon.thumbUp(13)}${span(likes)}${span("Reply")}</div></div>`;

export const fishbowl: ScreenSpec = {
  id: "fishbowl-signature",
  app: "Fishbowl",
  kind: "post",
  dark: false,
  device: "iphone",
  format: "jpeg",
  quality: 71,
  owner: { name: "Priscilla Amadi", handle: null },
  time: "12:48",
  battery: 57,
  replies: true,
  css: `body{background:#fff;color:#14213d}.hd{flex:none;height:50px;padding:0 14px;gap:14px;border-bottom:1px solid #e8ebf0}.hd b{flex:1;font-size:16px}.au{gap:10px;padding:12px 16px 4px}.au b{font-size:14px;display:block}.au small{font-size:12px;color:#6b7589;display:block}
.tx{font-size:16px;line-height:23px;padding:6px 16px}.acts{gap:18px;padding:8px 16px;font-size:13px;color:#6b7589;border-bottom:1px solid #e8ebf0}
.fr{padding:10px 16px;border-bottom:1px solid #f0f2f5}.fn{font-size:13px;font-weight:600}.fj{font-size:12px;color:#6b7589}.ft{font-size:14px;line-height:20px;margin-top:6px}.fl{gap:6px;margin-top:6px;font-size:12px;color:#6b7589}`,
  html: `<div class="row hd" data-role="ui">${icon.back(22)}<b>Consulting Bowl</b>${icon.more(22)}</div>
<div class="fill">
<div class="row au" data-role="ui">${avatar(40, "#0f6cbd")}<div><b>Priscilla Amadi</b><small>Strategy · Management Consulting · 5h</small></div></div>
${own("Just got promoted to Senior Associate Director of Strategic Initiatives. Same desk, same work, new email signature. AMA 🎉", "tx")}
${counts(
  [
    [icon.thumbUp(16), "148"],
    [icon.comment(16), "36"],
  ],
  18,
)}
${fishReply("Analyst", "Management Consulting", "#8a9bb5", "congrats! what’s the strategic initiative", "other", "22")}
${fishReply("Priscilla Amadi", "Strategy · Management Consulting", "#0f6cbd", "Still being defined.", "owner", "64")}
${fishReply("Linus Feld", "Finance · Banking", "#4f8a5b", "did it come with a raise", "other", "31")}
${fishReply("Priscilla Amadi", "Strategy · Management Consulting", "#0f6cbd", "It came with a signature.", "owner", "119")}
${fishReply("Product Manager", "Tech", "#b5895a", "congrats!! 🎉", "other", "8")}
</div>`,
};

export const POSTS: ScreenSpec[] = [kickstarter, swarm, jodel, fishbowl, artStation, buyMeACoffee, cookpad];
