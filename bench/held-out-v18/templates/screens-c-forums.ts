// Part C forums (v18): XDA Forums (dark; a mother's tablet flashed with a custom ROM, "put it back how it was"; the
// last post cut by the tab bar), AVForums (a box-room cinema that seats one; JPEG), Tom's Hardware Forums (nine
// rainbow fans all blowing in; JPEG saved twice), FlyerTalk (Frankfurt and back for status; JPEG downscaled),
// Physics Forums (63 slices of toast dropped for science; the last post cut by the bottom bar), DIYnot (grout the
// colour of the old mould; Gboard open, a reply typed by You).
import { head } from "./blocks";
import { icon } from "./icons";
import type { ScreenSpec } from "./screen-type";
import { bottomIcons, forumCss, fpost, pill } from "./screens-c-kit";
import { ui } from "./shell";

export const xda: ScreenSpec = {
  id: "xda-put-it-back-how-it-was",
  app: "XDA Forums",
  kind: "comments",
  dark: true,
  device: "android",
  format: "png",
  owner: { name: "Ortwin_K", handle: null },
  time: "23:08",
  battery: 41,
  cutLines: 1,
  replies: true,
  statusBarBackground: "#1f1f1f",
  css: `${forumCss("#121212", "#1f1f1f", "#e4e4e4", "#9a9a9a", "#2e2e2e", "#f59714", 13.5)}.hd{background:#1f1f1f;border-bottom:2px solid #f59714}.hd b{color:#f59714;font-weight:800;letter-spacing:.5px}.tp b{font-size:14.5px;line-height:19px}.fp{margin-top:5px}.rk{display:inline-block;margin-top:2px}.rx{font-size:11.5px;color:#9a9a9a;margin-top:8px}`,
  html: `${head("XDA Forums", "Galaxy Tab S2 › ROMs & Kernels", icon.search(20), icon.menu(22))}
<div class="tp" data-role="ui"><b>[ROM][14][UNOFFICIAL] LineageOS 21 for Galaxy Tab S2 (SM-T813)</b><small>Radovan88 · Page 12 of 12</small></div>
<div class="fill">
${fpost({ name: "Rewi_S", meta: "Member · Nov 28, 2026", color: "#4f7fa8", text: ["Dirty flashed over the last build, all good here. Camera still crashes on video."], who: "Rewi_S", num: "#231" })}
${fpost({ name: "Ortwin_K", meta: "Senior Member · Nov 29, 2026", color: "#a8744f", text: ["Flashed this onto my mum’s old tab so her crosswords would stop lagging. Three evenings, one boot loop and most of this thread read twice, but it runs beautifully now.", "She asked if I could put it back how it was, because the icons moved."], who: "owner", num: "#232", foot: ui("Like · Reply · 47 reactions", "rx") })}
${fpost({ name: "Radovan88", meta: "Recognized Developer · Nov 29, 2026", color: "#7a5fb0", text: ["Did you take a backup of the stock firmware first?"], who: "Radovan88", num: "#233" })}
${fpost({ name: "Ortwin_K", meta: "Senior Member · Nov 29, 2026", color: "#a8744f", text: ["No. We are both learning the new layout now, on the phone, every evening."], who: "owner", num: "#234" })}
${fpost({ name: "Meinrad", meta: "Member · Nov 30, 2026", color: "#4fa87a", text: ["My dad’s went the same way. Eventually I set the launcher up to look exactly like the old one, icon for icon, and he hasn’t noticed. Took longer than the flash itself, but it’s the only fix that has ever worked in our house."], who: "Meinrad", num: "#235" })}
</div>
${bottomIcons([icon.home(24), icon.comment(24), icon.bell(24), icon.person(24)], "#1f1f1f", "#2e2e2e", "#9a9a9a", true)}`,
};

export const avforums: ScreenSpec = {
  id: "avforums-it-seats-one",
  app: "AVForums",
  kind: "comments",
  dark: false,
  device: "iphone",
  format: "jpeg",
  quality: 72,
  owner: { name: "ReinholdP", handle: null },
  time: "20:52",
  battery: 66,
  cutLines: 1,
  replies: true,
  statusBarDark: true,
  statusBarBackground: "#16324f",
  css: `${forumCss("#e9edf1", "#fff", "#1a1f26", "#6b7480", "#d5dbe2", "#1d5a96", 14.5)}.hd{background:#16324f;color:#fff;border:none}.hd small{color:#a9c0d8}.hd b{font-weight:800}.fp{margin:6px 8px 0;border:1px solid #d5dbe2;border-radius:4px}.lk{font-size:12px;color:#6b7480;margin-top:8px;padding-top:7px;border-top:1px solid #eef1f4}`,
  html: `${head("AVForums", "Home Cinema Forum › Showcase", icon.search(20), icon.menu(22))}
<div class="tp" data-role="ui"><b>Show us your cinema room (2026 edition)</b><small>Started by Ozias · 1,318 replies</small></div>
<div class="fill">
${fpost({ name: "Ozias", meta: "Distinguished Member · Nov 27, 2026", color: "#4a7ab0", text: ["Finished ours in the garage conversion. 5.1.2 for now, the screen goes up after Christmas."], who: "Ozias", num: "#1,304" })}
${fpost({ name: "ReinholdP", meta: "Active Member · Nov 28, 2026", color: "#b07a4a", text: ["Finally done with the box room. 7.1.4 Atmos, a 120-inch acoustically transparent screen, bass traps in all four corners and one very good recliner.", "It seats one. My partner watches from the landing on a dining chair."], who: "owner", num: "#1,305", foot: ui("Ozias, Mansel and 22 others like this", "lk") })}
${fpost({ name: "PrueAV", meta: "Standard Member · Nov 28, 2026", color: "#7ab04a", text: ["Lovely build. What’s the throw distance on that projector?"], who: "PrueAV", num: "#1,306" })}
${fpost({ name: "Mansel", meta: "Well-known Member · Nov 28, 2026", color: "#8a5ab0", text: ["Every proper cinema needs a balcony."], who: "Mansel", num: "#1,307" })}
${fpost({ name: "ReinholdP", meta: "Active Member · Nov 28, 2026", color: "#b07a4a", text: ["3.9 metres. She says the sound is excellent out there."], who: "owner", num: "#1,308" })}
</div>
${bottomIcons([icon.home(24), icon.comment(24), icon.bell(24), icon.person(24)], "#fff", "#d5dbe2", "#6b7480")}`,
};

export const tomshardware: ScreenSpec = {
  id: "tomshardware-inflating-itself-since-march",
  app: "Tom's Hardware Forums",
  kind: "comments",
  dark: false,
  device: "iphone-max",
  format: "jpeg",
  generations: [{ quality: 90 }, { width: 828, quality: 67 }],
  owner: { name: "Myron_T", handle: null },
  time: "18:14",
  battery: 29,
  replies: true,
  statusBarDark: true,
  statusBarBackground: "#111",
  css: `${forumCss("#f1f2f4", "#fff", "#16181c", "#6d737b", "#dcdfe4", "#0a66c2", 15)}.hd{background:#111;color:#fff;border:none}.hd small{color:#b7bcc4}.hd b{font-weight:800;letter-spacing:.3px}.fp{margin:6px 0 0}.fn{color:#16181c}.sol{border-left:4px solid #2f9e44}.sb2{margin-bottom:8px}.fs{font-size:11.5px;color:#6d737b}`,
  html: `${head("Tom’s Hardware", "Forums › CPUs", icon.search(20), icon.menu(22))}
<div class="tp" data-role="ui"><b>New build idling at 90°C, is my CPU faulty?</b><small>Thread starter Myron_T · Start date Nov 30, 2026</small></div>
<div class="fill">
${fpost({ name: "Myron_T", meta: "Prominent · Nov 30, 2026", color: "#b0604a", text: ["First build. Ryzen 7, 360mm AIO on the top, nine RGB fans all set to rainbow. It sits at 90°C on the desktop with nothing open.", "I’ve reseated the cooler twice and bought new paste. Should I RMA the chip?"], who: "owner", num: "#1" })}
${fpost({ name: "Quade", meta: "Titan · Moderator · Nov 30, 2026", color: "#5ab07a", text: ["Which way are the fans facing? Check the arrow on each frame."], who: "Quade", num: "#2", cls: "sol", top: `<div class="sb2">${pill("✓ Solution", "#2f9e44", "#fff")}</div>` })}
${fpost({ name: "Myron_T", meta: "Prominent · Nov 30, 2026", color: "#b0604a", text: ["Just checked. All nine blow in and nothing blows out. It has been inflating itself since March."], who: "owner", num: "#3" })}
${fpost({ name: "Nikolaj_V", meta: "Notable · Nov 30, 2026", color: "#4a8ab0", text: ["Flip three to exhaust at the back and the top and post your temps again."], who: "Nikolaj_V", num: "#4" })}
${fpost({ name: "Myron_T", meta: "Prominent · Dec 1, 2026", color: "#b0604a", text: ["41°C idle now, thank you all. The rainbow stays."], who: "owner", num: "#5" })}
</div>
${bottomIcons([icon.home(24), icon.search(24), icon.bell(24), icon.person(24)], "#fff", "#dcdfe4", "#6d737b")}`,
};

export const flyertalk: ScreenSpec = {
  id: "flyertalk-mostly-on-my-way-to-frankfurt",
  app: "FlyerTalk",
  kind: "comments",
  dark: false,
  device: "iphone",
  format: "jpeg",
  quality: 70,
  downscaleTo: 828,
  owner: { name: "Olivier_LHR", handle: null },
  time: "21:05",
  battery: 52,
  cutLines: 1,
  replies: true,
  statusBarDark: true,
  statusBarBackground: "#123f73",
  css: `${forumCss("#dfe5ec", "#fff", "#15202b", "#5f6b78", "#c6d0db", "#123f73", 14.5)}.hd{background:#123f73;color:#fff;border:none}.hd small{color:#b5c8de}.fp{margin:0 0 4px;padding-top:0;border-top:none}.ph{margin:0 -14px 9px;padding:4px 14px;background:#c9d6e4;color:#304050;font-size:11.5px;display:flex;justify-content:space-between}.fn{color:#123f73}`,
  html: `${head("FlyerTalk Forums", "British Airways | Executive Club", icon.search(20), icon.menu(22))}
<div class="tp" data-role="ui"><b>Status runs in 2026: still worth it?</b><small>Merritt · 214 replies</small></div>
<div class="fill">
${fpost({ name: "Merritt", meta: "FlyerTalk Evangelist · Join Date: Mar 2014", color: "#5a7ab0", text: ["Only if you actually use the lounges. Otherwise you are paying a lot for sandwiches."], who: "Merritt", top: `<div class="ph" data-role="ui"><span>Nov 30, 26, 8:41 am</span><span>#18</span></div>` })}
${fpost({ name: "Olivier_LHR", meta: "FlyerTalk Evangelist · Join Date: Jun 2017", color: "#b07a5a", text: ["Did LHR–FRA–LHR on Saturday for my last 60 tier points. Never left the airport, lovely pretzel at the gate, home for tea. Kept Silver for another year."], who: "owner", top: `<div class="ph" data-role="ui"><span>Nov 30, 26, 9:02 am</span><span>#19</span></div>` })}
${fpost({ name: "Raffaella", meta: "Senior Member · Join Date: Jan 2020", color: "#8a5ab0", text: ["Nice work. What has Silver actually got you this year?"], who: "Raffaella", top: `<div class="ph" data-role="ui"><span>Nov 30, 26, 9:17 am</span><span>#20</span></div>` })}
${fpost({ name: "Olivier_LHR", meta: "FlyerTalk Evangelist · Join Date: Jun 2017", color: "#b07a5a", text: ["Lounge access at Heathrow, mostly on my way to Frankfurt."], who: "owner", top: `<div class="ph" data-role="ui"><span>Nov 30, 26, 9:26 am</span><span>#21</span></div>` })}
${fpost({ name: "Mirembe", meta: "Intermediate Member · Join Date: Sep 2022", color: "#5ab08a", text: ["Genuinely the most FlyerTalk post I have read all year."], who: "Mirembe", top: `<div class="ph" data-role="ui"><span>Nov 30, 26, 9:40 am</span><span>#22</span></div>` })}
</div>
${bottomIcons([icon.home(24), icon.comment(24), icon.bell(24), icon.person(24)], "#fff", "#c6d0db", "#5f6b78")}`,
};

export const physicsforums: ScreenSpec = {
  id: "physicsforums-how-hungry-i-am",
  app: "Physics Forums",
  kind: "comments",
  dark: false,
  device: "iphone",
  format: "png",
  owner: { name: "Norris_T", handle: null },
  time: "10:31",
  battery: 84,
  cutLines: 1,
  replies: true,
  statusBarDark: true,
  statusBarBackground: "#1b3a5c",
  css: `${forumCss("#eef0f2", "#fff", "#1c1f23", "#6a7079", "#d8dce1", "#1b3a5c", 14.5)}.hd{background:#1b3a5c;color:#fff;border:none}.hd small{color:#b3c4d6}.fp{margin:6px 0 0}.fn{color:#2a6bb0}.rk2{font-size:11px;color:#b05a1b;font-weight:600}`,
  html: `${head("Physics Forums", "Classical Physics", icon.search(20), icon.menu(22))}
<div class="tp" data-role="ui"><b>Does toast land butter-side down because of table height?</b><small>Norris_T · Nov 29, 2026</small></div>
<div class="fill">
${fpost({ name: "Norris_T", meta: "Nov 29, 2026", color: "#b0804a", text: ["I’ve been testing the claim that toast lands butter-side down because a worktop isn’t tall enough for a full rotation.", "63 slices off the kitchen worktop this week, 41 butter-side down. My flatmate wants the experiment to end, and we are out of butter."], who: "owner", num: "#1" })}
${fpost({ name: "Ophelia", meta: "Science Advisor · Homework Helper", color: "#4a8ab0", text: ["41 of 63 is interesting. Were the drop height and the initial push constant across trials?"], who: "Ophelia", num: "#2" })}
${fpost({ name: "Norris_T", meta: "Nov 29, 2026", color: "#b0804a", text: ["Height, yes. The push depends on how hungry I am."], who: "owner", num: "#3" })}
${fpost({ name: "Nikodem", meta: "Gold Member · Nov 30, 2026", color: "#6a5ab0", text: ["The usual analysis treats the toast as a rigid body tipping over the edge, and from a typical height you only get about half a turn before it hits the floor. If you want a fair test, slide each slice off with a ruler at the same speed, and change only the height between runs. Otherwise you are mostly measuring your appetite, and your flatmate’s patience, which I suspect is the real variable here."], who: "Nikodem", num: "#4" })}
</div>
${bottomIcons([icon.back(22), icon.comment(22), icon.bookmark(22), icon.share(22)], "#fff", "#d8dce1", "#1b3a5c")}`,
};

export const diynot: ScreenSpec = {
  id: "diynot-the-colour-the-mould-was",
  app: "DIYnot",
  kind: "comments",
  dark: false,
  device: "android",
  format: "png",
  owner: { name: "Mirko_G", handle: null },
  time: "19:26",
  battery: 58,
  keyboard: true,
  suggestions: ["match", "matching", "mate"],
  replies: true,
  statusBarDark: true,
  statusBarBackground: "#263238",
  css: `${forumCss("#eceff1", "#fff", "#1d2327", "#69737a", "#d6dbde", "#263238", 13.5)}.hd{background:#263238;color:#fff;border:none;min-height:48px}.hd b{color:#ffc107;font-weight:800}.hd small{color:#b0bec5}.tp{padding:7px 14px}.tp b{font-size:14.5px;line-height:19px}.fill{display:flex;flex-direction:column;justify-content:flex-end}.fp{margin:5px 0 0;padding:8px 14px}.fn{color:#c2410c}.fx{margin-top:5px}
.in{flex:none;gap:10px;padding:7px 12px;background:#fff;border-top:1px solid #d6dbde;position:relative;z-index:2;color:#263238}.in .box{flex:1;min-height:36px;border-radius:6px;background:#fff;border:1px solid #b0bec5;display:flex;align-items:center;padding:6px 12px;font-size:14px;color:#1d2327}`,
  html: `${head("DIYnot", "Forums › Tiling", icon.search(20), icon.menu(22))}
<div class="tp" data-role="ui"><b>Regrouted the shower, looks the same as before?</b><small>Mirko_G · 9 replies</small></div>
<div class="fill">
${fpost({ name: "Mirko_G", meta: "Joined Feb 2024 · Yesterday at 8:12 PM", color: "#b07a4a", text: ["Raked out all the old grout with a multi-tool and regrouted the whole shower over the weekend. Went for mid grey so it wouldn’t show marks.", "It’s exactly the colour the mould was. My wife came in and asked when I was starting."], who: "owner" })}
${fpost({ name: "Monty", meta: "Joined Oct 2009 · Yesterday at 8:40 PM", color: "#4a7ab0", text: ["Did you treat the mould before you regrouted, or just go over it?"], who: "Monty" })}
${fpost({ name: "Mirko_G", meta: "Joined Feb 2024 · Yesterday at 8:47 PM", color: "#b07a4a", text: ["Went over it, in a matching shade."], who: "owner" })}
</div>
<div class="row in">${icon.comment(20)}<span class="box" data-role="other" data-author="You">so a whole weekend for a perfect match</span>${icon.send(20)}</div>`,
};

export const PART_C_FORUMS: ScreenSpec[] = [xda, avforums, tomshardware, flyertalk, physicsforums, diynot];
