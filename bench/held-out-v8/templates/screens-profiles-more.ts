// More profiles: PeoplePerHour (a copywriter whose "concise" copy runs to six verbs, with clients'
// reviews), HowLongToBeat (a backlog of 312 and a 28-hour game at 164 hours, saved three times),
// MyAnimeList (a mean score of 9.1 and one show since 2019, cropped at the bottom through a title).
import { avatar, icon, picture } from "./icons";
import { stars } from "./parts";
import type { ScreenSpec } from "./screen-type";
import { other, own, ui } from "./shell";

const job = (title: string, name: string, n: number, text: string) =>
  `<div class="jb"><div class="row" style="gap:8px">${ui(title, "jt")}<span style="margin-left:auto">${stars(n, "#f5a623", "#d6d6d6", 12)}</span></div>${other(name, text, "jx")}${ui(name, "jn")}</div>`;

export const peoplePerHour: ScreenSpec = {
  id: "peopleperhour-concise",
  app: "PeoplePerHour",
  kind: "profile",
  dark: false,
  device: "iphone",
  format: "png",
  owner: { name: "Beatrix Oduya", handle: null },
  time: "17:44",
  battery: 51,
  replies: true,
  css: `body{background:#f3f5f7;color:#222b36}.hd{flex:none;height:50px;padding:0 14px;gap:14px;background:#fff;border-bottom:1px solid #e2e6eb}.hd b{flex:1;font-size:16px}
.pf{background:#fff;padding:14px 16px 10px;gap:14px;align-items:flex-start}.pf b{font-size:18px;display:block}.pf small{font-size:13px;color:#66707d;display:block;line-height:19px}.rt{background:#fff;gap:14px;padding:0 16px 12px;font-size:13px;color:#66707d}.rt b{color:#222b36}
.bio{background:#fff;margin-top:8px;padding:12px 16px;font-size:15px;line-height:22px}.sk{background:#fff;gap:6px;flex-wrap:wrap;padding:0 16px 12px}.sk span{font-size:12px;background:#eef1f5;border-radius:12px;padding:3px 10px;color:#4a5563}.sec{padding:12px 16px 4px;font-size:15px;font-weight:700}
.jb{background:#fff;margin:6px 10px 0;border-radius:8px;padding:10px 12px}.jt{font-size:14px;font-weight:600;color:#e4572e}.jx{font-size:14px;line-height:20px;margin-top:5px}.jn{font-size:12px;color:#66707d;margin-top:4px}`,
  html: `<div class="row hd" data-role="ui">${icon.back(22)}<b>Freelancer profile</b>${icon.heart(22)}${icon.share(20)}</div>
<div class="fill">
<div class="row pf" data-role="ui">${avatar(64, "#8a4f7d")}<div><b>Beatrix Oduya</b><small>Copywriter · Bristol, UK</small><small>£35 / hour · Responds within 2 hours</small></div></div>
<div class="row rt" data-role="ui"><span><b>4.8 ★</b> (97 reviews)</span><span><b>143</b> jobs done</span></div>
${own("Copywriter with 10 years’ experience. I write punchy, concise copy that converts, engages, inspires, informs, excites and delights, across every channel, platform, format and medium.", "bio")}
<div class="row sk" data-role="ui"><span>Copywriting</span><span>Taglines</span><span>Web copy</span><span>Product descriptions</span></div>
${ui("Reviews", "sec")}
${job("Brand slogans", "Hamish R.", 5, "Great slogans, a little long.")}
${job("Website tagline", "Priti Shah", 4, "Our tagline is now 31 words. Sales are up, oddly.")}
${job("Product descriptions", "Olsen Tiles", 5, "Fast and friendly, would hire again.")}
${job("Menu copy", "Kestrel Café", 4, "Lovely work. Our menu now has a foreword.")}
</div>`,
};

const game = (title: string, times: string, colors: [string, string], note: string) =>
  `<div class="row gm">${picture(46, 60, colors)}<div style="flex:1;min-width:0">${ui(title, "gt")}${ui(times, "gs")}${own(note, "gn")}</div></div>`;

export const howLongToBeat: ScreenSpec = {
  id: "howlongtobeat-fishing",
  app: "HowLongToBeat",
  kind: "profile",
  dark: false,
  device: "android",
  format: "jpeg",
  owner: { name: "backlog_barry", handle: null },
  time: "22:26",
  battery: 40,
  generations: [{ quality: 92 }, { width: 1000, quality: 79 }, { width: 828, quality: 66 }],
  replies: false,
  css: `body{background:#f2f4f7;color:#1b2430}.hd{flex:none;height:52px;padding:0 14px;gap:14px;background:#1f2a44;color:#fff}.hd b{flex:1;font-size:16px;font-weight:500}.pf{gap:14px;padding:14px 16px 6px;background:#fff}.pf b{font-size:18px;display:block}.pf small{font-size:13px;color:#657080;display:block}
.bio{background:#fff;font-size:14px;line-height:20px;padding:2px 16px 10px;font-style:italic}.st{display:grid;grid-template-columns:repeat(4,1fr);gap:6px;padding:10px 12px;background:#fff;border-top:1px solid #e5e8ec}.st div{background:#f2f4f7;border-radius:6px;padding:6px;text-align:center;font-size:11px;color:#657080}.st b{display:block;font-size:17px;color:#1b2430}
.sec{padding:12px 16px 4px;font-size:14px;font-weight:700}.gm{gap:12px;padding:10px 16px;background:#fff;border-bottom:1px solid #eceff3;align-items:flex-start}.gt{font-size:15px;font-weight:600}.gs{font-size:12px;color:#657080;margin-top:1px}.gn{font-size:14px;line-height:19px;margin-top:4px;color:#33404f}`,
  html: `<div class="row hd" data-role="ui">${icon.menu(22)}<b>HowLongToBeat</b>${icon.search(20)}</div>
<div class="fill">
<div class="row pf" data-role="ui">${avatar(56, "#3d7bd9")}<div><b>backlog_barry</b><small>Member since 2017</small></div></div>
${own("Finishing what I start in 2026.", "bio")}
<div class="st" data-role="ui"><div><b>4</b>Playing</div><div><b>312</b>Backlog</div><div><b>9</b>Completed</div><div><b>57</b>Retired</div></div>
${ui("Playing", "sec")}
${game("Starfall Odyssey", "Main Story 28h · Your time 164h", ["#2a3a6a", "#8a5ac8"], "Still in the first town. The fishing is very good.")}
${game("Kingdom of Ash", "Main Story 45h · Your time 2h", ["#5a2a2a", "#c8783a"], "Starting properly after Starfall.")}
${game("Pocket Farm Deluxe", "Main Story 12h · Your time 390h", ["#3a7a3a", "#c8c85a"], "Not counting this one.")}
${game("Tiny Tax Office", "Main Story 6h · Your time 0h", ["#5a5a6a", "#a8a8b8"], "Bought in a sale.")}
${ui("Recently retired", "sec")}
${game("Endless Orbit", "Main Story 20h · Your time 19h", ["#1a2a4a", "#5ac8c8"], "Stopped an hour from the end. Didn’t want it to be over.")}
</div>`,
};

const entry = (title: string, progress: string, colors: [string, string], score: string) =>
  `<div class="row ue" data-role="ui">${picture(40, 54, colors)}<div style="flex:1;min-width:0"><b>${title}</b><small>${progress}</small></div><span class="sc">${score}</span></div>`;

export const myAnimeList: ScreenSpec = {
  id: "myanimelist-episode-1047",
  app: "MyAnimeList",
  kind: "profile",
  dark: false,
  device: "android",
  format: "png",
  owner: { name: "sebastian_watches", handle: null },
  time: "00:58",
  battery: 22,
  crop: { bottom: 79 },
  cutLines: 1,
  replies: false,
  css: `body{background:#fff;color:#1c1c1c}.hd{flex:none;height:52px;padding:0 14px;gap:14px;background:#2e51a2;color:#fff}.hd b{flex:1;font-size:16px;font-weight:500}.pf{gap:14px;padding:14px 16px 8px}.pf b{font-size:18px;display:block}.pf small{font-size:13px;color:#666;display:block}
.sec{padding:10px 16px 4px;font-size:14px;font-weight:700;color:#2e51a2;border-top:1px solid #e8e8e8}.ab{font-size:14px;line-height:20px;padding:2px 16px 10px}.st{display:grid;grid-template-columns:1fr 1fr 1fr;gap:6px;padding:4px 16px 10px}.st div{background:#f2f4f9;border-radius:6px;padding:6px 8px;font-size:12px;color:#555}.st b{display:block;font-size:17px;color:#1c1c1c}
.ue{gap:12px;padding:8px 16px;border-top:1px solid #f0f0f0}.ue b{font-size:14px;display:block}.ue small{font-size:12px;color:#666;display:block}.ue .sc{font-size:15px;font-weight:700;color:#2e51a2}`,
  html: `<div class="row hd" data-role="ui">${icon.back(22)}<b>Profile</b>${icon.moreV(20)}</div>
<div class="fill">
<div class="row pf" data-role="ui">${avatar(60, "#6a5acd")}<div><b>sebastian_watches</b><small>Joined Mar 2014 · Last online now</small></div></div>
${ui("About", "sec")}
${own("I only rate shows I love, which is why my mean score is 9.1. I have never dropped a show. I have been on episode 1,047 of the same one since 2019.", "ab")}
${ui("Anime Stats", "sec")}
<div class="st" data-role="ui"><div><b>212.4</b>Days</div><div><b>9.1</b>Mean Score</div><div><b>0</b>Dropped</div><div><b>14</b>Watching</div><div><b>388</b>Completed</div><div><b>6</b>Plan to Watch</div></div>
${ui("Last Anime Updates", "sec")}
${entry("Beyond the Tide", "Watching · 1,047 / ?", ["#1d6fa5", "#f2c14e"], "10")}
${entry("Steel Ronin: Second Dawn", "Completed · 24 / 24", ["#4a4a5a", "#c0392b"], "9")}
${entry("Café Starlight", "Completed · 12 / 12", ["#e8a0b4", "#7a4a6a"], "10")}
${entry("Mecha Gardener", "Completed · 13 / 13", ["#3a7a3a", "#9ac87a"], "9")}
${entry("Moon and Wind", "Watching · 3 / 26", ["#2a2a4a", "#8a8ac8"], "9")}
</div>`,
};
