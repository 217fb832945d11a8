// Part C forums (v17): ResetEra (dark, four hours on a face then a helmet all game), Something Awful (a suit of
// armour bought at 2am, now a coat stand; JPEG), MacRumors Forums (thousands of photos of the inside of a fridge;
// JPEG saved twice), The Student Room (an Easter spent on the revision timetable; banner from Mum), Digital Spy
// Forums (shouting "underproved" at the telly without ever baking; JPEG downscaled).
import { head } from "./blocks";
import { icon } from "./icons";
import type { ScreenSpec } from "./screen-type";
import { bottomIcons, forumCss, fpost } from "./screens-c-kit";
import { ui } from "./shell";

export const resetera: ScreenSpec = {
  id: "resetera-ninety-hours-in-a-helmet",
  app: "ResetEra",
  kind: "comments",
  dark: true,
  device: "android",
  format: "png",
  owner: { name: "Odran_V", handle: null },
  time: "22:41",
  battery: 38,
  cutLines: 1,
  replies: true,
  css: `${forumCss("#17191c", "#202328", "#dcdfe3", "#8b929a", "#2c3036", "#8d7cf0", 14)}.hd{background:#202328;border-bottom:1px solid #2c3036}.hd b{color:#e8e8ee;letter-spacing:.3px}.fp{margin:6px 0 0}.rx{font-size:11.5px;color:#8b929a;margin-top:8px}.pn{font-size:11.5px;color:#8b929a}.fill>.fp:first-child{margin-top:14px}`,
  html: `${head("ResetEra", "Gaming Forum", icon.search(20), icon.menu(22))}
<div class="tp" data-role="ui"><b>How long do you spend in character creators?</b><small>Malachi_F · Page 3</small></div>
<div class="fill">
${fpost("Quintus_Rex", "Yesterday at 9:12 PM", "#5a7ab0", ["An hour, tops. Then I regret the eyebrows for the next eighty."], "Quintus_Rex", ui("#41", "pn"))}
${fpost("Odran_V", "Yesterday at 9:30 PM", "#b07a4a", ["Four hours on the face in that space game last year, most of it on the nose. Honestly, a beautiful nose.", "Then I found the first helmet and never took it off. Ninety hours in a mask."], "owner", ui("#42", "pn"))}
${fpost("Nadira_K", "Yesterday at 9:34 PM", "#4ab08a", ["You know there’s a toggle to hide the helmet, right"], "Nadira_K", ui("#43", "pn"))}
${fpost("Odran_V", "Yesterday at 9:41 PM", "#b07a4a", ["Found it during the final mission. He looked nothing like I remembered."], "owner", ui("#44", "pn"))}
${fpost("Mabon", "Yesterday at 10:02 PM", "#9a5ab0", ["This is why I pick the third preset and go. Nobody ever sees your face in first person, and the one time they do it is always a loading screen. Or a mirror in a bathroom you only visit once, on the way to somewhere more important."], "Mabon", ui("#45", "pn"))}
</div>
${bottomIcons([icon.home(24), icon.comment(24), icon.bell(24), icon.person(24)], "#202328", "#2c3036", "#8b929a", true)}`,
};

export const somethingawful: ScreenSpec = {
  id: "somethingawful-the-knight-in-the-hall",
  app: "Something Awful",
  kind: "comments",
  dark: false,
  device: "iphone",
  format: "jpeg",
  quality: 72,
  owner: { name: "Rollo Tumbrel", handle: null },
  time: "01:17",
  battery: 22,
  replies: true,
  statusBarBackground: "#f4f4f4",
  css: `${forumCss("#e3e6ea", "#fff", "#111", "#6b6f75", "#c9ced4", "#1b4f8f", 14.5)}.hd{background:#f4f4f4;border-bottom:1px solid #c9ced4}.hd b{font-size:15px}.fp{margin-top:4px}.fn{color:#111}.rg{font-size:11px;color:#6b6f75}.pt{font-size:11px;color:#6b6f75;padding:6px 14px 2px;text-align:right}`,
  html: `${head("Ask / Tell", "Worst thing you’ve bought at 2am", icon.moreV(20))}
<div class="fill">
${fpost("Philemon Thackray", "Registered Mar 3, 2011", "#6a8ab0", ["A bread slicer guide, the wooden kind. I don’t bake. I don’t even buy whole loaves."], "Philemon Thackray")}
${ui("#38 · Today 12:41 AM", "pt")}
${fpost("Rollo Tumbrel", "Registered Oct 19, 2008", "#8a6a4a", ["A full-size suit of armour from an online auction. 2:14am, £640. It arrived in nine boxes with instructions in German.", "It’s been standing in our hall for a year. My partner hangs her coat on it now."], "owner")}
${ui("#39 · Today 12:52 AM", "pt")}
${fpost("Meical", "Registered Jun 7, 2015", "#4a9a6a", ["What did you actually need it for"], "Meical")}
${ui("#40 · Today 12:58 AM", "pt")}
${fpost("Rollo Tumbrel", "Registered Oct 19, 2008", "#8a6a4a", ["I didn’t. That’s the whole point of 2am."], "owner")}
${ui("#41 · Today 1:03 AM", "pt")}
${fpost("Nerina Merriweather", "Registered Jan 22, 2019", "#b05a7a", ["mine was a pasta maker and it’s now a very heavy paperweight, so honestly you did better"], "Nerina Merriweather")}
</div>
${bottomIcons([icon.back(22), icon.comment(22), icon.bookmark(22), icon.share(22)], "#f4f4f4", "#c9ced4", "#1b4f8f")}`,
};

export const macrumors: ScreenSpec = {
  id: "macrumors-nine-thousand-fridges",
  app: "MacRumors Forums",
  kind: "comments",
  dark: false,
  device: "iphone-max",
  format: "jpeg",
  generations: [{ quality: 90 }, { width: 828, quality: 67 }],
  owner: { name: "Roswitha", handle: null },
  time: "13:26",
  battery: 64,
  replies: true,
  statusBarDark: true,
  statusBarBackground: "#b5121b",
  css: `${forumCss("#eef0f3", "#fff", "#1d1f23", "#6c727a", "#d7dbe0", "#b5121b", 15)}.hd{background:#b5121b;color:#fff;border:none}.hd small{color:#f4c9cb}.fn{color:#1d5fa8}.fp{margin:6px 8px 0;border-radius:6px;border:1px solid #d7dbe0}.pn{font-size:12px;color:#6c727a}.lk{font-size:12px;color:#6c727a;margin-top:6px;padding:0 14px}`,
  html: `${head("MacRumors Forums", "iPhone", icon.search(20), icon.menu(22))}
<div class="tp" data-role="ui"><b>iPhone 17 Pro: is the camera worth the upgrade?</b><small>Started by Nikolai_S · 63 replies</small></div>
<div class="fill">
${fpost("Nikolai_S", "macrumors regular · Sep 22, 2026", "#5a6ab0", ["Coming from a 13 mini. The 5x zoom alone is worth it for gigs, and low light is a different phone."], "Nikolai_S", ui("#1", "pn"))}
${fpost("Roswitha", "macrumors member · Sep 22, 2026", "#b08a5a", ["I upgrade every September for the camera. This phone has 14,206 photos on it.", "I went through them last night and about 9,000 are the inside of my fridge, so I know what to buy at the shop."], "owner", ui("#7", "pn"))}
${ui("Ottavio and 31 others like this", "lk")}
${fpost("Ottavio", "macrumors 6502 · Sep 22, 2026", "#4aa08a", ["you could just open the fridge before you leave"], "Ottavio", ui("#8", "pn"))}
${fpost("Roswitha", "macrumors member · Sep 22, 2026", "#b08a5a", ["Not from the shop I can’t. The 48MP really brings out the yoghurt dates."], "owner", ui("#9", "pn"))}
${fpost("Rafe_Ostrander", "macrumors 68000 · Sep 23, 2026", "#8a5ab0", ["Back on topic: the main camera is a big step up from the 15 Pro, the telephoto less so. Portraits in dim restaurants are where I noticed it most."], "Rafe_Ostrander", ui("#10", "pn"))}
</div>
${bottomIcons([icon.home(24), icon.search(24), icon.bell(24), icon.person(24)], "#fff", "#d7dbe0", "#6c727a")}`,
};

export const thestudentroom: ScreenSpec = {
  id: "thestudentroom-seven-highlighters",
  app: "The Student Room",
  kind: "comments",
  dark: false,
  device: "android",
  format: "png",
  owner: { name: "melisande_r", handle: null },
  time: "17:48",
  battery: 71,
  replies: true,
  banner: { app: "Messages", color: "#1a73e8", title: "Mum", body: "Dinner at 6. Are you revising??", author: "Mum", age: "now" },
  statusBarDark: true,
  statusBarBackground: "#0d3b66",
  css: `${forumCss("#eef1f5", "#fff", "#1b2430", "#667085", "#d9dee6", "#0d3b66", 14)}.hd{background:#0d3b66;color:#fff;border:none}.hd small{color:#b9cbe0}.fn{color:#e0457b}.pn{font-size:11.5px;color:#667085}.rp2{font-size:12px;color:#0d3b66;font-weight:600;padding:8px 14px 2px}`,
  html: `${head("The Student Room", "A-level Study Help", icon.search(20), icon.menu(22))}
<div class="tp" data-role="ui"><b>How many hours a day are you revising for A levels?</b><small>Neasa_W · 27 replies</small></div>
<div class="fill">
${fpost("Prosper_T", "Badges: 12 · 3 days ago", "#5a9ab0", ["About five a day with a break every 45 minutes. Mostly past papers, flashcards for bio."], "Prosper_T", ui("#3", "pn"))}
${fpost("melisande_r", "Badges: 5 · 3 days ago", "#c06a8a", ["I spent the whole Easter holiday making my revision timetable. Seven highlighters, a key on the back, every hour planned until June.", "It’s genuinely my best work. I start revising on Monday."], "owner", ui("#4", "pn"))}
${ui("18 ♥ · Reply · Quote", "rp2")}
${fpost("Nanette_E", "Badges: 7 · 3 days ago", "#8ab05a", ["which Monday though"], "Nanette_E", ui("#5", "pn"))}
${fpost("melisande_r", "Badges: 5 · 2 days ago", "#c06a8a", ["The one after I’ve redone week one. I used the wrong blue for chemistry."], "owner", ui("#6", "pn"))}
${fpost("Prosper_T", "Badges: 12 · 2 days ago", "#5a9ab0", ["Honestly a timetable you actually follow for two weeks beats a perfect one you never start. Do an hour tonight and fix the blue later."], "Prosper_T", ui("#7", "pn"))}
</div>
${bottomIcons([icon.home(24), icon.comment(24), icon.plusBox(24), icon.bell(24), icon.person(24)], "#fff", "#d9dee6", "#667085", true)}`,
};

export const digitalspy: ScreenSpec = {
  id: "digitalspy-i-say-it-with-confidence",
  app: "Digital Spy Forums",
  kind: "comments",
  dark: false,
  device: "iphone",
  format: "jpeg",
  quality: 70,
  downscaleTo: 828,
  owner: { name: "Primrose_Q", handle: null },
  time: "21:37",
  battery: 55,
  replies: true,
  css: `${forumCss("#f2f2f2", "#fff", "#202020", "#707070", "#dedede", "#e4002b", 14.5)}.hd{background:#fff;border-bottom:3px solid #e4002b}.hd b{color:#e4002b;font-weight:800}.fn{color:#202020}.fp{margin:5px 0 0}.ak{font-size:12px;color:#707070;padding:6px 14px 0}`,
  html: `${head("Digital Spy", "Forums › Reality TV", icon.search(20), icon.menu(22))}
<div class="tp" data-role="ui"><b>Bake Off 2026: Episode 4, Bread Week (spoilers)</b><small>Narcisa_D · 412 comments</small></div>
<div class="fill">
${fpost("Narcisa_D", "Forum Member · 8:58PM", "#b05a5a", ["That plait was raw in the middle and they still kept him over her. Robbed."], "Narcisa_D")}
${ui("Quote · Like 23", "ak")}
${fpost("Primrose_Q", "Forum Member · 9:06PM", "#5a8ab0", ["I have never baked a single thing in my life, but I now shout ‘underproved!’ at the telly with total confidence.", "My husband has started nodding along."], "owner")}
${ui("Quote · Like 61", "ak")}
${fpost("Remy_J", "Forum Member · 9:11PM", "#6ab07a", ["What does underproved actually mean"], "Remy_J")}
${fpost("Primrose_Q", "Forum Member · 9:15PM", "#5a8ab0", ["No idea. The judge frowns and I say it."], "owner")}
${fpost("Narcisa_D", "Forum Member · 9:20PM", "#b05a5a", ["this is how I got through four series of the ballroom one"], "Narcisa_D")}
</div>
${bottomIcons([icon.home(24), icon.comment(24), icon.bell(24), icon.person(24)], "#fff", "#dedede", "#707070")}`,
};

export const PART_C_FORUMS: ScreenSpec[] = [resetera, somethingawful, macrumors, thestudentroom, digitalspy];
