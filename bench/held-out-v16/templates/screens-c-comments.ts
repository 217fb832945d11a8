// Part C comments: Rllmuk (dark, a 60-hour RPG finished without knowing the villain, the last post cut
// under the tab bar), Chowhound (reheating risotto that never survives the hob, downscaled JPEG),
// OzBargain (three vacuums for a one-bedroom flat, keyboard open with a reply typed), Singletrack (five
// bikes as far as his partner knows, JPEG, the first post in view cut under the thread bar), Whirlpool
// (three hours on hold for a router switched off at the wall).
import { icon } from "./icons";
import { cmt, head, pageCss } from "./blocks";
import type { ScreenSpec } from "./screen-type";
import { bottomIcons, forumCss, post } from "./screens-c-kit";

export const rllmuk: ScreenSpec = {
  id: "rllmuk-why-i-was-on-a-boat",
  app: "Rllmuk",
  kind: "comments",
  dark: true,
  device: "android",
  format: "png",
  owner: { name: "Quarrie", handle: null },
  time: "23:05",
  battery: 29,
  cutLines: 1,
  replies: true,
  css: `${forumCss("#15171a", "#1e2125", "#dfe2e6", "#8f969e", "#2b2f35", "#d94c4c", 14)}.hd{background:#1e2125;border-bottom:1px solid #2b2f35}.hd b{color:#d94c4c}.fp{margin:6px 8px 0;border-radius:6px;border:1px solid #2b2f35}.fm{margin-left:auto}`,
  html: `${head("Rllmuk", "Video Games", icon.search(20), icon.menu(22))}
<div class="tp" data-role="ui"><b>What are you playing? March 2026</b><small>Started by Pridmore · Page 9 of 14</small></div>
<div class="fill">
${post("Mordaunt", "Posted 5 hours ago", ["Back on the kart racer. Still losing to the ghost of my own best lap from 2021."], "Mordaunt")}
${post("Quarrie", "Posted 4 hours ago", ["Finally finished the 60-hour RPG I started in 2019. Credits rolled and I have no idea who the villain was or why I was on a boat.", "Great game. 9/10."], "owner")}
${post("Nimue_B", "Posted 4 hours ago", ["The boat is the villain’s. You stole it in chapter two."], "Nimue_B")}
${post("Quarrie", "Posted 3 hours ago", ["Good for me. Still 9/10."], "owner")}
${post("Pridmore", "Posted 2 hours ago", ["I’m the same with any game that has a recap screen. I read the recap, nod, and then forget it before the loading bar is done, every single time without fail."], "Pridmore")}
${post("Meriel_T", "Posted 1 hour ago", ["Same energy as my dad watching the last episode of a detective series and asking who all these people are, then guessing the killer correctly anyway."], "Meriel_T")}
</div>
${bottomIcons([icon.home(24), icon.comment(24), icon.bell(24), icon.person(24)], "#1e2125", "#2b2f35", "#8f969e", true)}`,
};

export const chowhound: ScreenSpec = {
  id: "chowhound-both-portions-at-the-hob",
  app: "Chowhound",
  kind: "comments",
  dark: false,
  device: "iphone-max",
  format: "jpeg",
  quality: 72,
  downscaleTo: 828,
  owner: { name: "Rhosyn M.", handle: null },
  time: "19:33",
  battery: 67,
  replies: true,
  css: `${forumCss("#f6f2ea", "#fff", "#2b2b2b", "#7a7366", "#e6dfd2", "#b5472b", 15)}.hd{min-height:56px}.tp b{font-size:17px}.fp{margin:6px 10px 0;border-radius:8px;border:1px solid #e6dfd2}`,
  html: `${head("Chowhound", "Home Cooking", icon.search(20), icon.menu(22))}
<div class="tp" data-role="ui"><b>Best way to reheat leftover risotto?</b><small>Orrin_cooks · 11 replies</small></div>
<div class="fill">
${post("Orrin_cooks", "Mar 4", ["Made a big pot on Sunday and the reheated stuff is always gluey. Splash of stock? Oven? Give up and make arancini?"], "Orrin_cooks")}
${post("Malvina V", "Mar 4", ["Splash of stock, low heat, stir like you mean it. Arancini if it’s past saving."], "Malvina V")}
${post("Rhosyn M.", "Mar 4", ["I never have leftover risotto. I make enough for two, eat both portions standing at the hob, then tell my husband it didn’t turn out.", "He thinks I’m very bad at risotto. I am excellent at risotto."], "owner")}
${post("Orrin_cooks", "Mar 5", ["How long has this been going on"], "Orrin_cooks")}
${post("Rhosyn M.", "Mar 5", ["Nine years. He’s offered to pay for a course."], "owner")}
</div>
${bottomIcons([icon.home(24), icon.search(24), icon.comment(24), icon.person(24)], "#fff", "#e6dfd2", "#7a7366")}`,
};

export const ozbargain: ScreenSpec = {
  id: "ozbargain-one-bedroom-three-vacuums",
  app: "OzBargain",
  kind: "comments",
  dark: false,
  device: "iphone",
  format: "png",
  owner: { name: "mattock_ren", handle: null },
  time: "12:48",
  battery: 83,
  keyboard: true,
  suggestions: ["the", "them", "other"],
  replies: true,
  css: `${pageCss({ bg: "#fff", card: "#fff", fg: "#222", sub: "#777", line: "#e5e5e5", accent: "#2e7d32", soft: "#f3f8f3", size: 14.5 })}
.hd{background:#2e7d32;color:#fff;border:none}.hd small{color:#cfe8cf}.dl{flex:none;padding:10px 16px;border-bottom:1px solid #e5e5e5;gap:12px;position:relative;z-index:3;background:#fff}.dl b{font-size:15px;line-height:20px;display:block}.dl small{font-size:12px;color:#777;display:block;margin-top:3px}.vt{flex:none;text-align:center;background:#e8f5e9;color:#2e7d32;border-radius:6px;padding:4px 8px;font-weight:700;font-size:14px}
.fill{justify-content:flex-end;display:flex;flex-direction:column}.cm{padding:7px 16px;border-top:1px solid #f0f0f0}.cn{color:#2e7d32}
.in{flex:none;gap:10px;padding:7px 12px;background:#f3f8f3;border-top:1px solid #e5e5e5;position:relative;z-index:2;color:#2e7d32}.in .box{flex:1;min-height:36px;border-radius:18px;background:#fff;border:1px solid #cfe0cf;display:flex;align-items:center;padding:6px 14px;font-size:15px;color:#222}`,
  html: `${head("OzBargain", "Deal · Home & Garden", icon.share(20))}
<div class="row dl" data-role="ui"><span class="vt">+412</span><div style="flex:1;min-width:0"><b>Cordless Stick Vacuum $199 (Was $499) Delivered</b><small>Posted by quokkafan · 97 comments</small></div></div>
<div class="fill">
${cmt("Radko_T", "5h", "#9a6ab0", "Had the older model for a year and the battery still lasts a full clean. Good price.", "Radko_T")}
${cmt("mattock_ren", "4h", "#6a9ab0", "Bought three at the last sale because the price was too good to pass up. My flat has one bedroom.", "owner")}
${cmt("Pritika_S", "3h", "#b07a5a", "one per room and one for the hallway?", "Pritika_S", true)}
${cmt("mattock_ren", "3h", "#6a9ab0", "There is no hallway. The third one is for emergencies.", "owner", true)}
${cmt("Ossian88", "2h", "#6ab08a", "what counts as a vacuum emergency", "Ossian88", true)}
</div>
<div class="row in">${icon.comment(20)}<span class="box" data-role="other" data-author="You">wait what do you do with the other</span></div>`,
};

export const singletrack: ScreenSpec = {
  id: "singletrack-two-are-at-my-brothers",
  app: "Singletrack",
  kind: "comments",
  dark: false,
  device: "android",
  format: "jpeg",
  quality: 68,
  owner: { name: "Piran_Rides", handle: null },
  time: "17:20",
  battery: 52,
  cutLines: 1,
  replies: true,
  css: `${forumCss("#ececec", "#fff", "#1e1e1e", "#6d6d6d", "#dadada", "#1f1f1f", 14)}.fill>*{flex:none}.hd{background:#1f1f1f}.fn{color:#c6361b}.fill{justify-content:flex-end;display:flex;flex-direction:column;padding-bottom:6px}`,
  html: `${head("Singletrack Forum", "Bike Forum", icon.search(20), icon.menu(22))}
<div class="tp" data-role="ui"><b>How many bikes is too many?</b><small>Mostyn_Q · 48 posts</small></div>
<div class="fill">
${post("Mostyn_Q", "Mar 6, 2026", ["Not for me, this is for a friend who has a hardtail, a full-sus, a gravel bike and a road bike, and is looking at a fifth for winter mud. The friend is also me."], "Mostyn_Q")}
${post("Ruari", "Mar 6, 2026", ["n+1, always. Unless the garage says otherwise."], "Ruari")}
${post("Oswy_D", "Mar 6, 2026", ["I have four and the fourth is on a turbo trainer in the box room, where it is mainly used for drying shirts."], "Oswy_D")}
${post("Piran_Rides", "Mar 6, 2026", ["My partner thinks I have five bikes. I have seven. Two are at my brother’s, which is why I’m asking this thread and not her.", "Currently looking at an eighth."], "owner")}
${post("Ruari", "Mar 6, 2026", ["What does your brother think he’s storing"], "Ruari")}
${post("Piran_Rides", "Mar 7, 2026", ["Wheels for a project. He’s been told it’s one bike."], "owner")}
${post("Mostyn_Q", "Mar 7, 2026", ["This thread has gone exactly how I hoped it would. Fifth bike ordered, thanks all."], "Mostyn_Q")}
</div>
<div class="row" style="flex:none;gap:10px;padding:10px 14px 14px;background:#fff;border-top:1px solid #dadada;position:relative;z-index:3" data-role="ui"><span style="flex:1;font-size:14px;color:#6d6d6d">Reply to topic</span>${icon.send(20)}</div>`,
};

export const whirlpool: ScreenSpec = {
  id: "whirlpool-the-power-board",
  app: "Whirlpool Forums",
  kind: "comments",
  dark: false,
  device: "iphone",
  format: "png",
  owner: { name: "Rhett_W", handle: null },
  time: "20:06",
  battery: 47,
  replies: true,
  css: `${forumCss("#e8edf2", "#fff", "#1c232b", "#5e6a76", "#cfd8e2", "#2c5d8f", 14.5)}.tp{background:#f3f6f9}.fn{color:#2c5d8f}.fp .rk{font-size:11.5px;color:#5e6a76}`,
  html: `${head("Whirlpool", "Broadband › NBN", icon.search(20), icon.menu(22))}
<div class="tp" data-role="ui"><b>Internet dropping every morning, fine by lunch?</b><small>Started by Nollie_K · 16 replies</small></div>
<div class="fill">
${post("Nollie_K", "reply #1 · 9:02 am", ["Third week of this. Dead from about 6 till 7.30, then fine. Anyone else on Fibre to the Node seeing the same?"], "Nollie_K")}
${post("Rhett_W", "reply #6 · 4:41 pm", ["Had exactly this for a month. Rang support four times, 3 hours 20 minutes on hold all up. Tech came out and everything.", "Turns out the router is plugged into the power board I switch off at night to save money."], "owner")}
${post("Mackie_RJ", "reply #7 · 5:10 pm", ["How much were you saving"], "Mackie_RJ")}
${post("Rhett_W", "reply #8 · 5:24 pm", ["About 4 cents a night. The tech visit was $190."], "owner")}
${post("Roz_in_Geelong", "reply #9 · 6:15 pm", ["Checked mine after reading this. Same power board. Same switch. Thank you."], "Roz_in_Geelong")}
</div>
${bottomIcons([icon.home(24), icon.comment(24), icon.bell(24), icon.person(24)], "#fff", "#cfd8e2", "#5e6a76")}`,
};

export const PART_C_COMMENTS: ScreenSpec[] = [rllmuk, chowhound, ozbargain, singletrack, whirlpool];
