// Part C forums (v20): Rick Steves Travel Forum (every table with the same guidebook; iOS banner from Rosita; the last
// post cut by Safari's bar), Early Retirement Forum (a list of counties; Gboard, a reply typed by You), AnandTech
// Forums (dark; the loudest thing in the room is breathing; the last post cut by the tab bar), Lonely Planet Thorn
// Tree (the suitcase that flew; PNG downscaled), Gaia Online (the wings worth a car; cropped at the top), GardenWeb
// (the tomato class and the supermarket; JPEG, downscaled, the last reply cut).
import { head } from "./blocks";
import { avatar, icon } from "./icons";
import type { ScreenSpec } from "./screen-type";
import { bottomIcons, forumCss, fpost, safariBar } from "./screens-c-kit";
import { ui } from "./shell";

export const ricksteves: ScreenSpec = {
  id: "ricksteves-the-same-book-open-on-it",
  app: "Rick Steves Travel Forum",
  kind: "comments",
  dark: false,
  device: "iphone",
  format: "png",
  owner: { name: "Odalie", handle: null },
  time: "18:04",
  battery: 47,
  cutLines: 1,
  replies: true,
  banner: { app: "Messages", color: "#34c759", title: "Rosita", body: "still on for Thursday? or is it Friday now", author: "Rosita", age: "now" },
  css: `${forumCss("#f3f3f1", "#fff", "#26282a", "#6d7073", "#dedfdc", "#1d5a8f", 14.5)}.hd{background:#fff;border-bottom:3px solid #f2b705}.hd b{color:#1d5a8f;font-weight:800}.tp b{font-size:17px;line-height:22px;color:#1d5a8f}.fp{margin-top:8px}.fn{color:#26282a}.fm{font-size:12px}.fill>.fp:first-child{margin-top:17px}.ft{color:#1d5a8f;font-weight:600}`,
  html: `${head("Rick Steves Travel Forum", "Community › Italy", icon.search(20), icon.menu(22))}
<div class="tp" data-role="ui"><b>Tuscany and Umbria, 12 days: what worked for us</b><small>Italy · 9 replies</small></div>
<div class="fill">
${fpost({ name: "Odalie", meta: "Posted by Odalie, Missoula · 11/28/26 06:12 PM", color: "#b0785a", text: ["Back from twelve days in Tuscany and Umbria. We used the book for everything: the hotels, the walks, the little places to eat.", "In Montepulciano we found the osteria on page 311. Every table had the same book open on it. We all nodded at each other and nobody said a word.", "Still the best pici of the trip."], who: "owner", foot: ui("Reply · Report", "ft") })}
${fpost({ name: "Mortimer", meta: "Posted by Mortimer, Alnwick · 11/28/26 07:30 PM", color: "#5a86b0", text: ["Ha! Did the owner speak any English?"], who: "Mortimer", foot: ui("Reply · Report", "ft") })}
${fpost({ name: "Odalie", meta: "Posted by Odalie, Missoula · 11/28/26 07:51 PM", color: "#b0785a", text: ["Better than we spoke Italian. He had the page framed behind the till."], who: "owner", foot: ui("Reply · Report", "ft") })}
${fpost({ name: "Percy", meta: "Posted by Percy, Morpeth · 11/29/26 08:15 AM", color: "#6aa07a", text: ["This made me laugh. Same thing happened to us in Vernazza, a whole terrace of us with the blue cover out, pretending not to notice each other over the anchovies."], who: "Percy" })}
</div>
${safariBar("community.ricksteves.com")}`,
};

export const earlyretirement: ScreenSpec = {
  id: "earlyretirement-a-list-of-counties",
  app: "Early Retirement Forum",
  kind: "comments",
  dark: false,
  device: "android",
  format: "png",
  owner: { name: "Manfred_56", handle: null },
  time: "10:17",
  battery: 72,
  replies: true,
  cutLines: 1,
  keyboard: true,
  statusBarDark: true,
  statusBarBackground: "#2e4a62",
  css: `${forumCss("#eceff1", "#fff", "#1f2a33", "#66727c", "#d5dbe0", "#2e4a62", 13.5)}.hd{background:#2e4a62;color:#fff;border:none}.hd small{color:#c3d3e0}.fill{justify-content:flex-end}.fp{margin-top:5px}
.rb{flex:none;background:#fff;border-top:1px solid #d5dbe0;padding:8px 12px;gap:8px}.rb .bx{flex:1;border:1px solid #2e4a62;border-radius:4px;padding:8px 10px;font-size:14px}.rb .cur{display:inline-block;width:2px;height:15px;background:#2e4a62;vertical-align:-2px;margin-left:1px}.rb .pb{background:#2e4a62;color:#fff;border-radius:4px;padding:8px 12px;font-size:13px;font-weight:600}`,
  html: `${head("Early Retirement Forum", "Life after FIRE", icon.search(20), icon.menu(22))}
<div class="tp" data-role="ui"><b>Year one: what surprised you?</b><small>Paulina · Page 3 of 3</small></div>
<div class="fill">
${fpost({ name: "Paulina", meta: "Recycles dryer sheets · Join Date: Feb 2019", color: "#7a5ab0", text: ["How little I miss the commute, and how much I miss the gossip."], who: "Paulina", num: "#41" })}
${fpost({ name: "Manfred_56", meta: "Thinks s/he gets paid by the post · Join Date: Sep 2014", color: "#b08a4a", text: ["Retired in March at 56. I now rearrange the fridge after my wife does the shopping, because there is a better system.", "She has suggested a part-time job, ideally in another county."], who: "owner", num: "#42" })}
${fpost({ name: "Olufemi", meta: "Recycles dryer sheets · Join Date: Jun 2021", color: "#4a9a7a", text: ["And what did you say to that?"], who: "Olufemi", num: "#43" })}
${fpost({ name: "Manfred_56", meta: "Thinks s/he gets paid by the post · Join Date: Sep 2014", color: "#b08a4a", text: ["I said I would look into it. I have drawn up a shortlist of counties."], who: "owner", num: "#44" })}
</div>
<div class="row rb"><div class="bx" data-role="other" data-author="You">does she get a vote on the county<span class="cur"></span></div><span class="pb" data-role="ui">Post</span></div>`,
};

export const anandtech: ScreenSpec = {
  id: "anandtech-my-own-breathing",
  app: "AnandTech Forums",
  kind: "comments",
  dark: true,
  device: "android",
  format: "png",
  owner: { name: "Olek_W", handle: null },
  time: "23:36",
  battery: 29,
  cutLines: 1,
  replies: true,
  statusBarBackground: "#17191c",
  css: `${forumCss("#0f1113", "#1a1d21", "#e1e3e6", "#8f959c", "#2b2f35", "#4aa3df", 13.5)}.hd{background:#17191c;border-bottom:2px solid #4aa3df}.hd b{font-weight:800;letter-spacing:.2px}.fp{margin-top:5px}.fill>.fp:first-child{margin-top:14px}`,
  html: `${head("AnandTech Forums", "Cases & Cooling", icon.search(20), icon.menu(22))}
<div class="tp" data-role="ui"><b>Silent build thread: post your dBA at idle</b><small>Ottar · Page 17 of 17</small></div>
<div class="fill">
${fpost({ name: "Ottar", meta: "Lifer · Nov 30, 2026", color: "#5a86b0", text: ["Down to 19 dBA at idle after the fan swap. Coil whine is the last enemy."], who: "Ottar", num: "#401" })}
${fpost({ name: "Olek_W", meta: "Golden Member · Dec 2, 2026", color: "#a87a4a", text: ["Passive CPU cooler, everything undervolted, case fans at 300 RPM, sound foam on every panel. 14 dBA at a metre.", "The loudest thing in the room is now my own breathing. My wife would rather I didn’t measure that."], who: "owner", num: "#402" })}
${fpost({ name: "Pernell", meta: "Member · Dec 2, 2026", color: "#5aa06a", text: ["What are idle temps like in a box that sealed up?"], who: "Pernell", num: "#403" })}
${fpost({ name: "Olek_W", meta: "Golden Member · Dec 2, 2026", color: "#a87a4a", text: ["About 71°C. The cat has started sleeping on top of it."], who: "owner", num: "#404" })}
${fpost({ name: "Quimby", meta: "Diamond Member · Dec 3, 2026", color: "#8a5ab0", text: ["Foam on every panel will trap heat over a summer. I would open the top vent and accept a dB or two, your ears will never notice the difference but the VRMs will. I ran a foamed case for two years and the board gave up in the third August, right in the middle of a heatwave, which is exactly when you want a PC to be quiet."], who: "Quimby", num: "#405" })}
</div>
${bottomIcons([icon.home(24), icon.comment(24), icon.bell(24), icon.person(24)], "#17191c", "#2b2f35", "#8f959c", true, 12)}`,
};

export const thorntree: ScreenSpec = {
  id: "thorntree-nine-days-before-me",
  app: "Lonely Planet Thorn Tree",
  kind: "comments",
  dark: false,
  device: "iphone",
  format: "png",
  downscaleTo: 1000,
  owner: { name: "Malachy", handle: null },
  time: "13:22",
  battery: 64,
  replies: true,
  css: `${forumCss("#f5f5f5", "#fff", "#222", "#707070", "#e2e2e2", "#0057a3", 14.5)}.hd{border-bottom:1px solid #e2e2e2}.hd b{font-weight:800;color:#0057a3}.tp b{font-size:17px;line-height:22px}.fp{margin-top:7px}.fn{color:#0057a3}.ft{color:#0057a3}`,
  html: `${head("Thorn Tree forum", "Europe › Eastern Europe", icon.search(20), icon.menu(22))}
<div class="tp" data-role="ui"><b>Braga to Istanbul overland, no flights: trip report</b><small>Malachy · 6 replies</small></div>
<div class="fill">
${fpost({ name: "Malachy", meta: "Posted 26 November 2026", color: "#4a8ab0", text: ["Done it: Braga to Istanbul in 19 days. Fourteen trains, two buses and one ferry, all to avoid flying.", "The big suitcase wouldn’t fit the sleeper rules, so I sent it ahead with a courier. It flew. It was in Istanbul nine days before me.", "Full route and costs below."], who: "owner", foot: ui("Reply · Quote", "ft") })}
${fpost({ name: "Rhoswen", meta: "Posted 26 November 2026", color: "#b05a7a", text: ["Brilliant effort. How was the sleeper out of Plovdiv?"], who: "Rhoswen", foot: ui("Reply · Quote", "ft") })}
${fpost({ name: "Malachy", meta: "Posted 27 November 2026", color: "#4a8ab0", text: ["Slow but lovely. I tracked the suitcase the whole way. The little plane icon was hard to look at."], who: "owner", foot: ui("Reply · Quote", "ft") })}
${fpost({ name: "Merle", meta: "Posted 27 November 2026", color: "#8ab05a", text: ["The bag has done your trip in one afternoon and had a better time."], who: "Merle", foot: ui("Reply · Quote", "ft") })}
</div>
${bottomIcons([icon.home(24), icon.search(24), icon.comment(24), icon.person(24)], "#fff", "#e2e2e2", "#707070")}`,
};

const gaiaAv = (c: string) =>
  `<span style="flex:none;width:40px;height:58px;border-radius:8px;background:linear-gradient(180deg,#fde6f0,#e4ecfb);display:flex;align-items:flex-end;justify-content:center;overflow:hidden">${avatar(34, c)}</span>`;
const gpost = (name: string, when: string, color: string, text: string[], who: string) =>
  `<div class="gp"><div class="row gh">${ui(name, "gn")}<span style="flex:1"></span>${ui(when, "gw")}</div><div class="row" style="gap:10px;align-items:flex-start;padding:8px 10px">${gaiaAv(color)}<div style="flex:1;min-width:0">${text
    .map((t) => (who === "owner" ? `<div data-role="owner" class="gx">${t}</div>` : `<div data-role="other" data-author="${who}" class="gx">${t}</div>`))
    .join("")}</div></div><div class="row gf" data-role="ui"><span>Quote</span><span>Reply</span><span>Report</span></div></div>`;

export const gaia: ScreenSpec = {
  id: "gaia-the-only-outfit-i-still-fit",
  app: "Gaia Online",
  kind: "comments",
  dark: false,
  device: "iphone",
  format: "png",
  crop: { top: 50 },
  owner: { name: "Ofelia Moonwick", handle: null },
  time: "16:48",
  battery: 81,
  replies: true,
  css: `body{background:#eaf2f6;color:#2a2a2a}.fill{display:flex;flex-direction:column}.fill>*{flex:none}
.gt{flex:none;height:50px;padding:0 12px;gap:12px;background:linear-gradient(180deg,#5fa8c9,#3b86ab);color:#fff}.gt b{flex:1;font-size:18px;font-weight:800;font-style:italic;letter-spacing:.2px}
.gc{flex:none;padding:6px 12px;background:#d8e8f0;font-size:12px;color:#3b6f8a;border-bottom:1px solid #b9d3e0}
.gti{flex:none;padding:10px 12px;background:#fff;border-bottom:1px solid #c9dce6}.gti b{font-size:16px;line-height:21px;display:block;color:#2a5d78}.gti small{font-size:12px;color:#7a8a92}
.gp{margin:8px 8px 0;background:#fff;border:1px solid #c9dce6;border-radius:4px}.gh{padding:5px 10px;background:#f1e6ef;border-bottom:1px solid #e3d2df}.gn{font-size:13.5px;font-weight:700;color:#8a3a6e}.gw{font-size:11.5px;color:#8a8a8a}.gx{font-size:14px;line-height:20px;margin-bottom:6px}.gf{gap:14px;justify-content:flex-end;padding:4px 10px 6px;font-size:11.5px;color:#3b86ab}`,
  html: `<div class="row gt" data-role="ui">${icon.menu(22)}<b>Gaia Online</b>${icon.gift(20)}${icon.person(20)}</div>
<div class="gc" data-role="ui">Forums › Gaia Community › Chatterbox</div>
<div class="gti" data-role="ui"><b>Came back after 10+ years? How's your avatar doing?</b><small>Page 4 of 4</small></div>
<div class="fill">
${gpost("Nico", "Posted: Wed Dec 02, 2026 3:10 pm", "#5a86b0", ["I came back to 14 unread PMs from 2009, all asking if I would trade my hat."], "Nico")}
${gpost("Ofelia Moonwick", "Posted: Wed Dec 02, 2026 3:41 pm", "#b05a8a", ["Logged in last week, first time since 2010. The angel wings on my avatar now sell for more gold than I have ever seen. In real money it is about what my car is worth.", "I cannot sell them. It is the only outfit from 2010 I still fit into."], "owner")}
${gpost("Petula", "Posted: Wed Dec 02, 2026 4:02 pm", "#6ab07a", ["SELL THEM. Wings like that go in minutes on the Marketplace."], "Petula")}
${gpost("Ofelia Moonwick", "Posted: Wed Dec 02, 2026 4:09 pm", "#b05a8a", ["Absolutely not. She has been waiting sixteen years in that outfit."], "owner")}
</div>`,
};

export const gardenweb: ScreenSpec = {
  id: "gardenweb-which-supermarket",
  app: "GardenWeb",
  kind: "comments",
  dark: false,
  device: "android",
  format: "jpeg",
  quality: 70,
  downscaleTo: 720,
  owner: { name: "nuria_zone8", handle: null },
  time: "08:09",
  battery: 55,
  cutLines: 1,
  replies: true,
  statusBarDark: true,
  statusBarBackground: "#3f6b2a",
  css: `${forumCss("#f4f1e8", "#fffdf7", "#2a2a22", "#6f6b5c", "#ddd6c2", "#3f6b2a", 13.5)}.hd{background:#3f6b2a;color:#fff;border:none}.hd small{color:#d4e6c6}.hd b{font-family:Georgia,serif;font-size:18px}.tp b{color:#3f6b2a}.fp{margin-top:6px}.fill>.fp:first-child{margin-top:15px}.fn{color:#6b4a1f}`,
  html: `${head("GardenWeb", "Vegetable Gardening Forum", icon.search(20), icon.menu(22))}
<div class="tp" data-role="ui"><b>Village show: second in the tomato class again</b><small>nuria_zone8 · 23 comments</small></div>
<div class="fill">
${fpost({ name: "nuria_zone8", meta: "November 29, 2026", color: "#a8784a", text: ["Fourth year running I have come second to the same neighbour in the tomato class. This year I grew nine varieties under glass and fed them seaweed every Sunday.", "On Saturday morning I watched him carry his tray in from the supermarket car park."], who: "owner", foot: ui("Like · Comment · 41 likes", "ft") })}
${fpost({ name: "Rebekah", meta: "November 29, 2026", color: "#5a8ab0", text: ["Surely you reported him to the show committee?"], who: "Rebekah" })}
${fpost({ name: "nuria_zone8", meta: "November 29, 2026", color: "#a8784a", text: ["No. I asked him which supermarket."], who: "owner" })}
${fpost({ name: "Pearl", meta: "November 30, 2026", color: "#8a5ab0", text: ["Let me guess, he is on the committee. They always are. Ours has judged his own onions for eleven years and nobody says a thing about it at the AGM."], who: "Pearl" })}
${fpost({ name: "Rebekah", meta: "November 30, 2026", color: "#5a8ab0", text: ["Nuria, I would still enter next year. Grow them, photograph them on the vine every week, and bring the photos along in a folder. Let the judges decide who actually grew what."], who: "Rebekah" })}
</div>
${bottomIcons([icon.home(24), icon.search(24), icon.comment(24), icon.person(24)], "#fffdf7", "#ddd6c2", "#6f6b5c", true, 10)}`,
};
