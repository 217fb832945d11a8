// Part C forums (v19): Overclock.net (dark; 6.1 GHz for email, which opens as it did before; the last post cut by
// the tab bar), PetForums (a GPS collar finds the cat's second home; JPEG), Fodor's Travel Forum (an Orkney honeymoon
// watched from the mainland; iOS banner from Mabli), Straight Dope Message Board (a Discourse thread: colleagues known
// by their footsteps; JPEG saved twice), SpaceBattles (dark; a 1:350 frigate on top of the wardrobe; the last post cut
// by the tab bar), Bicycles Stack Exchange (a road bike in the hallway, 11 km including the test ride; iOS keyboard,
// a comment typed by You).
import { head } from "./blocks";
import { avatar, icon } from "./icons";
import type { ScreenSpec } from "./screen-type";
import { bottomIcons, forumCss, fpost, pill } from "./screens-c-kit";
import { esc, other, own, ui } from "./shell";

export const overclock: ScreenSpec = {
  id: "overclock-exactly-as-it-did-before",
  app: "Overclock.net",
  kind: "comments",
  dark: true,
  device: "android",
  format: "png",
  owner: { name: "Merrick_V", handle: null },
  time: "22:41",
  battery: 38,
  cutLines: 1,
  replies: true,
  statusBarBackground: "#15171a",
  css: `${forumCss("#0d0e10", "#1a1c20", "#e2e4e8", "#8d939c", "#2a2d33", "#e8553a", 13.5)}.hd{background:#15171a;border-bottom:2px solid #e8553a}.hd b{font-weight:900;letter-spacing:.4px}.tp b{font-size:14.5px;line-height:19px}.fp{margin-top:5px}.fill{padding-top:10px}`,
  html: `${head("OVERCLOCK.NET", "Intel CPUs › Overclocking", icon.search(20), icon.menu(22))}
<div class="tp" data-role="ui"><b>Raptor Lake Refresh daily overclocks: post your stable settings</b><small>Raimund_K · Page 29 of 29</small></div>
<div class="fill">
${fpost({ name: "Ozzie88", meta: "Registered · Nov 30, 2026", color: "#4a78a8", text: ["6.0 on the P-cores, 1.41 V under load, 84°C in Cinebench. Not quite daily material but it passes."], who: "Ozzie88", num: "#571" })}
${fpost({ name: "Merrick_V", meta: "Premium Member · Dec 1, 2026", color: "#a8664a", text: ["Finally stable at 6.1 GHz all-core after eleven days of tuning, two BIOS flashes and one night on the kitchen floor with the side panel off.", "Use case is mostly email, which now opens instantly, exactly as it did before."], who: "owner", num: "#572", foot: ui("Like · Quote · Reply · 63 reactions", "ft") })}
${fpost({ name: "Ninian_T", meta: "Registered · Dec 1, 2026", color: "#5aa06a", text: ["What are you cooling that with?"], who: "Ninian_T", num: "#573" })}
${fpost({ name: "Merrick_V", meta: "Premium Member · Dec 1, 2026", color: "#a8664a", text: ["A 360 AIO and the kitchen window, which has been open since October."], who: "owner", num: "#574" })}
${fpost({ name: "Paloma_R", meta: "Registered · Dec 2, 2026", color: "#8a5ab0", text: ["Respect for the dedication. Might be worth dropping to 5.8 and getting your evenings back though, the difference in anything you actually run will be close to nothing."], who: "Paloma_R", num: "#575" })}
</div>
${bottomIcons([icon.home(24), icon.comment(24), icon.bell(24), icon.person(24)], "#15171a", "#2a2d33", "#8d939c", true)}`,
};

export const petforums: ScreenSpec = {
  id: "petforums-called-mr-rathbone",
  app: "PetForums",
  kind: "comments",
  dark: false,
  device: "iphone",
  format: "jpeg",
  quality: 72,
  owner: { name: "PerditaJ", handle: null },
  time: "19:26",
  battery: 54,
  replies: true,
  statusBarDark: true,
  statusBarBackground: "#2f6b5e",
  css: `${forumCss("#eef1ef", "#fff", "#1d2421", "#6a746f", "#d7ddd9", "#2f6b5e", 14.5)}.hd{background:#2f6b5e;color:#fff;border:none}.hd small{color:#c6e0d8}.hd b{font-weight:800}.fp{margin:7px 8px 0;border:1px solid #d7ddd9;border-radius:6px}.ft{border-top:1px solid #eef1ef;padding-top:7px}`,
  html: `${head("PetForums", "Cat Chat", icon.search(20), icon.menu(22))}
<div class="tp" data-role="ui"><b>Anyone else use a GPS collar? Results were not what I expected</b><small>Started by PerditaJ · 41 replies</small></div>
<div class="fill">
${fpost({ name: "PerditaJ", meta: "Joined Mar 2021 · 318 Posts", color: "#c0874f", text: ["Put a GPS collar on Muffin because he comes home full every evening and never finishes his tea. Turns out he spends every afternoon at number 14.", "Went round with a card to apologise. She has been feeding him for two years. At number 14 he’s called Mr Rathbone and has his own cushion.", "He has never once sat on a cushion for me."], who: "owner", num: "#1", foot: ui("Raphaela, Olinda and 57 others liked this", "ft") })}
${fpost({ name: "Raphaela", meta: "Joined Aug 2019 · 2,904 Posts", color: "#6a8fc0", text: ["Ours does the same. He’s on the village noticeboard as a stray, looking very thin in the photo."], who: "Raphaela", num: "#2" })}
${fpost({ name: "PerditaJ", meta: "Joined Mar 2021 · 318 Posts", color: "#c0874f", text: ["I’ve asked her to stop feeding him. She asked me the same thing."], who: "owner", num: "#3" })}
${fpost({ name: "Olinda", meta: "Joined Jan 2023 · 77 Posts", color: "#b06a8a", text: ["Get her number. You’ll be splitting the vet bills before long."], who: "Olinda", num: "#4" })}
</div>
${bottomIcons([icon.home(24), icon.comment(24), icon.bell(24), icon.person(24)], "#fff", "#d7ddd9", "#6a746f")}`,
};

export const fodors: ScreenSpec = {
  id: "fodors-to-check-orkney-was-still-there",
  app: "Fodor's Travel Forum",
  kind: "comments",
  dark: false,
  device: "iphone",
  format: "png",
  owner: { name: "quirina_k", handle: null },
  time: "08:53",
  battery: 71,
  cutLines: 1,
  replies: true,
  banner: { app: "Messages", color: "#34c759", title: "Mabli", body: "can you still feed the fish on Thursday or are you away", author: "Mabli", age: "now" },
  css: `${forumCss("#f4f2ef", "#fff", "#222", "#777069", "#e3ded8", "#b3121f", 15)}.hd{border-bottom:3px solid #b3121f}.hd b{color:#b3121f;font-family:Georgia,serif;font-size:19px;font-weight:700}.fp{margin-top:8px}.fn{color:#1f4f8a}.ft{color:#1f4f8a;font-weight:600}`,
  html: `${head("Fodor’s Travel", "Forums › Europe › United Kingdom", icon.search(20), icon.menu(22))}
<div class="tp" data-role="ui"><b>Trip report: Caithness and (nearly) Orkney, October</b><small>quirina_k · 14 replies · Last reply 2 hours ago</small></div>
<div class="fill">
${fpost({ name: "quirina_k", meta: "Original Poster · Oct 27, 26, 9:14 am", color: "#b87a4f", text: ["Four nights booked in Kirkwall for our honeymoon. Every ferry from Scrabster was cancelled for wind, so we stayed in Thurso and drove up to Dunnet Head each morning to check Orkney was still there. It looked lovely.", "According to my husband it counts, because we saw it."], who: "owner", foot: ui("Reply · Helpful (12)", "ft") })}
${fpost({ name: "Munro_walks", meta: "Oct 27, 26, 10:02 am", color: "#4f8ab8", text: ["What a shame! The Pentland Firth can be brutal that late in the year. Did you manage the Castle of Mey at least?"], who: "Munro_walks", foot: ui("Reply · Helpful (3)", "ft") })}
${fpost({ name: "quirina_k", meta: "Original Poster · Oct 27, 26, 10:40 am", color: "#b87a4f", text: ["Twice. The guide wondered whether we were the couple from the ferry queue."], who: "owner", foot: ui("Reply · Helpful (9)", "ft") })}
${fpost({ name: "Roald", meta: "Oct 27, 26, 1:15 pm", color: "#6ab07a", text: ["Go back in June and stay in Stromness. Book the NorthLink, not the small boat."], who: "Roald", foot: ui("Reply · Helpful (5)", "ft") })}
</div>
${bottomIcons([icon.home(24), icon.search(24), icon.comment(24), icon.person(24)], "#fff", "#e3ded8", "#777069")}`,
};

const heartN = (n: string) => `<span class="row lk" data-role="ui">${icon.heart(16)}<span>${esc(n)}</span></span>`;
const dpost = (name: string, age: string, color: string, text: string[], who: string, likes = "", replyTo = "") =>
  `<div class="dp"><div class="row" style="gap:10px;align-items:flex-start">${avatar(38, color)}<div style="flex:1;min-width:0"><div class="row" style="gap:8px">${ui(name, "dn")}<span style="flex:1"></span>${
    replyTo ? `<span class="row dqn" data-role="ui">${icon.repost(13)}<span>${esc(replyTo)}</span></span>` : ""
  }${ui(age, "da")}</div>${text.map((t) => (who === "owner" ? own(t, "dx") : other(who, t, "dx"))).join("")}<div class="row dr">${likes ? heartN(likes) : heartN("")}${ui("Reply", "drr")}</div></div></div></div>`;

export const straightdope: ScreenSpec = {
  id: "straightdope-i-wait-until-they-leave",
  app: "Straight Dope Message Board",
  kind: "comments",
  dark: false,
  device: "iphone-max",
  format: "jpeg",
  generations: [{ quality: 90 }, { width: 828, quality: 66 }],
  owner: { name: "OswaldP", handle: null },
  time: "14:07",
  battery: 46,
  replies: true,
  css: `body{background:#fff;color:#222}.fill{display:flex;flex-direction:column}.fill>*{flex:none}
.dh{flex:none;height:52px;padding:0 14px;gap:12px;border-bottom:1px solid #e9e9e9;position:relative;z-index:3}.dh .lg{flex:1;font-size:16px;font-weight:800;color:#1a3d6d;letter-spacing:-.2px}
.dt{flex:none;padding:12px 16px 10px;border-bottom:1px solid #e9e9e9}.dt b{font-size:19px;line-height:25px;display:block;font-weight:700}.cat{gap:6px;margin-top:6px;font-size:13px;color:#646464}.cat i{display:inline-block;width:10px;height:10px;background:#3ab54a}
.dp{padding:12px 16px 6px;border-bottom:1px solid #efefef}.dn{font-size:14.5px;font-weight:700;color:#555}.da{font-size:13px;color:#919191}.dx{font-size:15.5px;line-height:23px;margin-top:5px}.dr{justify-content:flex-end;gap:18px;margin-top:6px;color:#919191;font-size:13px}.lk{gap:4px}.dqn{gap:4px;font-size:13px;color:#919191}
.tl{flex:none;padding:9px 16px 34px;border-top:1px solid #e9e9e9;background:#fff;position:relative;z-index:3;justify-content:space-between;color:#646464}.tl span.b{background:#1a3d6d;color:#fff;border-radius:4px;padding:8px 16px;font-size:15px;font-weight:600}`,
  html: `<div class="row dh" data-role="ui">${icon.menu(22)}<span class="lg">Straight Dope Message Board</span>${icon.search(20)}${avatar(28, "#7a6aa8")}</div>
<div class="dt" data-role="ui"><b>What oddly specific skill have you gotten good at without meaning to?</b><div class="row cat"><i></i><span>In My Humble Opinion (IMHO)</span></div></div>
<div class="fill">
${dpost("Mikkel_S", "3h", "#5a8ac0", ["I can tell the time to within ten minutes without a watch. Useful roughly never."], "Mikkel_S", "14")}
${dpost("OswaldP", "2h", "#c0905a", ["I can identify all eleven people on my floor at work by their footsteps alone. Not by their faces, somehow. Only the footsteps."], "owner", "41")}
${dpost("Nandi", "2h", "#5ab08a", ["How does that work when somebody is standing right in front of you?"], "Nandi", "9", "OswaldP")}
${dpost("OswaldP", "1h", "#c0905a", ["I wait until they leave."], "owner", "88")}
${dpost("Ruben", "48m", "#b05a7a", ["Parallel parking a long car on the first go, but only when nobody is watching. One witness and I need four tries."], "Ruben", "6")}
${dpost("Rosco", "12m", "#6a9a5a", ["I can smell rain about an hour before it arrives. My family still won’t bring the washing in on my word, and then it rains."], "Rosco", "3")}
</div>
<div class="row tl" data-role="ui"><span class="row" style="gap:16px">${icon.bookmark(20)}${icon.share(20)}</span><span style="font-size:13px">14 / 52</span><span class="b">Reply</span></div>`,
};

export const spacebattles: ScreenSpec = {
  id: "spacebattles-where-it-wont-be-seen",
  app: "SpaceBattles",
  kind: "comments",
  dark: true,
  device: "android",
  format: "png",
  owner: { name: "Marcellus", handle: null },
  time: "21:12",
  battery: 62,
  replies: true,
  statusBarBackground: "#1b2733",
  css: `${forumCss("#121a22", "#1b2733", "#dfe6ee", "#8ea0b3", "#2a3a4a", "#6fb1ff", 13.5)}.hd{background:#1b2733;border-bottom:1px solid #2a3a4a}.hd b{font-weight:800;letter-spacing:.3px}.tp{background:#16212c}.fp{margin-top:5px}.fm.rk{color:#d9b45a}`,
  html: `${head("SpaceBattles", "Creative › Model Building", icon.search(20), icon.menu(22))}
<div class="tp" data-role="ui"><b>Model builders: what’s on the workbench this month?</b><small>Nicanor · Page 88 of 88</small></div>
<div class="fill">
${fpost({ name: "Nicanor", meta: "Dec 2, 2026", color: "#5a86b0", text: ["Primed the hull plates tonight. The airbrush started spitting halfway through, so that’s tomorrow sorted."], who: "Nicanor", num: "#1,741" })}
${fpost({ name: "Marcellus", meta: "Dec 2, 2026", color: "#b08a5a", text: ["Finished the 1:350 frigate after fourteen months. Scratch-built bridge, lit engines, every hull number painted by hand.", "My wife has found it a lovely spot on top of the wardrobe, where it won’t get dusty or be seen."], who: "owner", num: "#1,742" })}
${fpost({ name: "Ragnhild", meta: "Dec 2, 2026", color: "#8a5ab0", text: ["Every capital ship needs a dry dock. Pics from up there?"], who: "Ragnhild", num: "#1,743" })}
${fpost({ name: "Marcellus", meta: "Dec 2, 2026", color: "#b08a5a", text: ["I need the stepladder for that. She’s put the stepladder somewhere too."], who: "owner", num: "#1,744" })}
${fpost({ name: "Pascoe", meta: "Dec 3, 2026", color: "#5ab07a", text: ["Honestly a wardrobe top is the safest place in any house for a kit that size. Mine have lived up there for years and the cats can’t reach them."], who: "Pascoe", num: "#1,745" })}
</div>
${bottomIcons([icon.home(24), icon.comment(24), icon.bell(24), icon.person(24)], "#1b2733", "#2a3a4a", "#8ea0b3", true)}`,
};

const vote = (n: string) => `<div class="vc" data-role="ui">${icon.arrowUp(26)}<span>${esc(n)}</span>${icon.arrowDown(26)}</div>`;
const secmt = (text: string, who: string, by: string, when: string) =>
  `<div class="sc">${who === "owner" ? own(text, "scx") : other(who, text, "scx")}${ui(`– ${by} ${when}`, "scm")}</div>`;

export const bicyclesse: ScreenSpec = {
  id: "bicyclesse-including-the-test-ride",
  app: "Bicycles Stack Exchange",
  kind: "comments",
  dark: false,
  device: "iphone",
  format: "png",
  owner: { name: "Rudyard", handle: null },
  time: "07:38",
  battery: 83,
  replies: true,
  keyboard: true,
  suggestions: ["day", "days", "daily"],
  css: `body{background:#fff;color:#232629}.fill{display:flex;flex-direction:column;justify-content:flex-end}.fill>*{flex:none}
.sh{flex:none;height:48px;padding:0 12px;gap:10px;background:#f8f9f9;border-top:3px solid #f48024;border-bottom:1px solid #e3e6e8;position:relative;z-index:3}.sh b{flex:1;font-size:15px;font-weight:700}
.qt{padding:10px 14px 6px;font-size:17px;line-height:23px;font-weight:600;color:#3b4045}.qm{padding:0 14px 8px;font-size:12px;color:#6a737c;border-bottom:1px solid #e3e6e8}
.qb{gap:10px;padding:8px 12px 4px 6px;align-items:flex-start}.vc{display:flex;flex-direction:column;align-items:center;color:#babfc4;width:40px;flex:none}.vc span{font-size:18px;color:#232629;margin:2px 0}
.qx{font-size:14.5px;line-height:20px;margin-bottom:8px}.tg{gap:5px;margin:2px 0 8px}.tg span{font-size:12px;background:#e1ecf4;color:#39739d;padding:3px 6px;border-radius:3px}
.sc{margin-left:52px;margin-right:12px;padding:6px 0;border-top:1px solid #e3e6e8}.scx{font-size:13px;line-height:18px;color:#232629}.scm{font-size:12px;color:#0074cc;margin-top:1px}
.ab{margin-left:52px;margin-right:12px;padding:7px 10px;border:1px solid #9fa6ad;border-radius:4px;font-size:13.5px;line-height:18px;margin-bottom:8px;position:relative}.ab .cur{display:inline-block;width:2px;height:15px;background:#0a84ff;vertical-align:-2px;margin-left:1px}.abl{margin:0 12px 6px 52px;font-size:12px;color:#6a737c}`,
  html: `<div class="row sh" data-role="ui">${icon.menu(22)}<b>Bicycles</b>${icon.search(20)}${avatar(26, "#5a7ab0")}</div>
<div class="fill">
<div class="qt" data-role="ui">Storing a road bike in a narrow hallway without marking the walls?</div>
<div class="row qb">${vote("3")}<div style="flex:1;min-width:0">${own("I bought a carbon road bike in April to commute to work (14 km each way). It’s kept in the hallway and everyone has to turn sideways to get past it. The bars have marked the wallpaper in two places. What’s the best wall mount for a narrow hall?", "qx")}<div class="row tg" data-role="ui"><span>storage</span><span>road-bike</span></div>${ui("asked Nov 30 at 8:51 by Rudyard", "scm")}</div></div>
${secmt("How often are you riding it? If it’s daily, a ceiling hoist in a hallway gets annoying fast.", "Norrie", "Norrie", "Nov 30 at 9:12")}
${secmt("Including the test ride, about 11 km.", "owner", "Rudyard", "Nov 30 at 9:40")}
${ui("Add a comment", "abl")}
<div class="ab" data-role="other" data-author="You">that is roughly 50 metres a day<span class="cur"></span></div>
</div>`,
};
