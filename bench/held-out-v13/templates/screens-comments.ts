// Comments: The Guardian (home brewing that has produced one drinkable batch at roughly £340 and a feud
// about the smell with the man at number 9, among many other readers' comments, the first in view cut
// under the article bar, JPEG), Cruise Critic (a sister seasick before the ship left Southampton, who could feel
// the sea thinking about it, downscaled), Slashdot (a radio amateur of 31 years whose proudest contact is
// the neighbour who came round to ask him to turn it down, JPEG); Audiomack, Nebula and wikiHow are in
// screens-comments-more.ts.
import { icon } from "./icons";
import { cmt, head, pageCss } from "./blocks";
import type { ScreenSpec } from "./screen-type";
import { audiomack, nebula, wikiHow } from "./screens-comments-more";

export const guardian: ScreenSpec = {
  id: "guardian-one-drinkable-batch",
  app: "The Guardian",
  kind: "comments",
  dark: false,
  device: "iphone",
  format: "jpeg",
  quality: 68,
  owner: { name: "Harebell74", handle: null },
  time: "08:41",
  battery: 73,
  cutLines: 1,
  replies: true,
  css: `${pageCss({ bg: "#fff", card: "#fff", fg: "#121212", sub: "#707070", line: "#dcdcdc", accent: "#052962", soft: "#f6f6f6", size: 14.5 })}
.hd{background:#052962;color:#fff}.hd small{color:#c1d8fc}.fill{justify-content:flex-end;padding-bottom:23px}.ar{flex:none;padding:10px 16px;border-bottom:1px solid #dcdcdc;position:relative;z-index:3;background:#fff}.ar b{font-size:17px;line-height:22px;font-family:Georgia,serif;display:block}.ar small{font-size:12px;color:#707070;display:block;margin-top:4px}.cm{border-top:1px solid #ececec;padding:9px 16px}.cm.in2{padding-left:52px}`,
  html: `${head("Comments", "Food · Drinks", icon.search(20), icon.menu(22))}
<div class="ar" data-role="ui"><b>‘My garage smells like a pub’: why home brewing is having a moment</b><small>388 comments · Sorted by oldest</small></div>
<div class="fill">
${cmt("Pennyroyal", "2d", "#8a7a6a", "My first batch went off under the stairs. We were finding glass for a year.", "Pennyroyal")}
${cmt("ginger_root", "2d", "#b07a5a", "Ginger beer is the gateway. Two years later the garage is all demijohns.", "ginger_root")}
${cmt("Harebell74", "2d", "#6a8a9a", "Took up home brewing in March. So far I’ve made one drinkable batch, at a cost of roughly £340, and a feud with the man at number 9 about the smell.", "owner")}
${cmt("Quercus", "1d", "#9a8a5a", "The one drinkable batch is the real win here.", "Quercus", true)}
${cmt("MissMarjoram", "1d", "#b06a8a", "Every street has a number 9 man. Ours counts the recycling.", "MissMarjoram")}
${cmt("hopsack", "22h", "#6ab0a0", "Wait until you try cider. The number 9 man will start leaving notes.", "hopsack")}
${cmt("DerwentDave", "20h", "#7aa06a", "My grandad brewed for forty years and still called every batch the experiment.", "DerwentDave")}
${cmt("barleymow", "9h", "#8a6ab0", "Our club has a shared bottle library. Nobody has returned a capper since 2016.", "barleymow")}
${cmt("wort_and_all", "4h", "#b0906a", "Ours has a waiting list for the big fermenter.", "wort_and_all")}
</div>`,
};

export const cruiseCritic: ScreenSpec = {
  id: "cruisecritic-the-sea-thinking-about-it",
  app: "Cruise Critic",
  kind: "comments",
  dark: false,
  device: "android",
  format: "png",
  downscaleTo: 828,
  owner: { name: "PortholeMargo", handle: null },
  time: "20:18",
  battery: 57,
  replies: true,
  css: `${pageCss({ bg: "#f2f5f8", card: "#fff", fg: "#17212c", sub: "#5f6c79", line: "#dde3ea", accent: "#0a5c9e", soft: "#e8f0f8", size: 14 })}
.hd{background:#0a5c9e;color:#fff}.hd small{color:#cde0f2}.tp{flex:none;padding:10px 16px;background:#fff;border-bottom:1px solid #dde3ea}.tp b{font-size:16px;line-height:21px;display:block}.tp small{font-size:12px;color:#5f6c79;display:block;margin-top:3px}.cm{margin-top:6px;border-top:1px solid #dde3ea;border-bottom:1px solid #dde3ea}.cm.in2{margin-top:0;border-top:none}.fill{padding-bottom:8px}`,
  html: `${head("First-Time Cruisers", "Cruise Critic Community", icon.search(20), icon.menu(22))}
<div class="tp" data-role="ui"><b>First cruise next month – any tips for seasickness?</b><small>Started by seafever_dot · 3 days ago · 46 replies</small></div>
<div class="fill">
${cmt("Atlantic_Auntie", "3 days ago", "#8a6ab0", "Book a cabin low down and in the middle of the ship. It moves the least.", "Atlantic_Auntie")}
${cmt("PortholeMargo", "3 days ago", "#b07a6a", "We did our first cruise in May. My sister was seasick before we’d left Southampton. She says she could feel the sea thinking about it.", "owner")}
${cmt("DeckChairDenise", "2 days ago", "#6aa08a", "was it the ship or the buffet", "DeckChairDenise", true)}
${cmt("PortholeMargo", "2 days ago", "#b07a6a", "The buffet was day two. That was a separate problem.", "owner", true)}
${cmt("CaribbeanCarl", "2 days ago", "#6a8ab0", "The patches work well for us. Put one on the night before you sail.", "CaribbeanCarl")}
${cmt("seafever_dot", "1 day ago", "#b0906a", "thank you all, ginger biscuits and a middle cabin it is", "seafever_dot")}
</div>
${`<div class="row" style="flex:none;gap:10px;padding:10px 14px 14px;background:#fff;border-top:1px solid #dde3ea" data-role="ui"><span style="flex:1;font-size:14px;color:#5f6c79">Reply to this topic…</span>${icon.send(20)}</div>`}`,
};

export const slashdot: ScreenSpec = {
  id: "slashdot-turn-it-down",
  app: "Slashdot",
  kind: "comments",
  dark: false,
  device: "iphone",
  format: "jpeg",
  quality: 69,
  owner: { name: "ohm_sweet_ohm", handle: null },
  time: "23:07",
  battery: 35,
  replies: true,
  css: `${pageCss({ bg: "#fff", card: "#fff", fg: "#1a1a1a", sub: "#666", line: "#e2e2e2", accent: "#016765", soft: "#eef6f6", size: 14.5 })}
.hd{background:#016765;color:#fff}.hd small{color:#c7e6e5}.ar{padding:10px 16px;border-bottom:1px solid #e2e2e2}.ar b{font-size:18px;line-height:23px;display:block;color:#016765}.ar small{font-size:12px;color:#666;display:block;margin-top:4px}.ar div{font-size:14px;line-height:20px;color:#333;margin-top:6px}.cm{border-left:3px solid #d8ebea;margin:6px 10px 0 12px;padding:6px 10px}.cm.in2{margin-left:30px}`,
  html: `${head("Slashdot", "News for nerds, stuff that matters", icon.search(20), icon.menu(22))}
<div class="ar" data-role="ui"><b>Radio Amateurs Bounce Signals Off the Moon in Record Contact</b><small>Posted by editorhoppe · 14 hours ago · from the hello-up-there dept.</small><div>Two amateur stations 18,000 km apart completed a contact by reflecting signals off the lunar surface, using antennas built in their back gardens.</div></div>
<div class="fill">
${cmt("bitrot_barney", "Score: 4, Interesting", "#7a8a6a", "The timing on moon bounce is brutal. Respect to both of them.", "bitrot_barney")}
${cmt("ohm_sweet_ohm", "Score: 5, Funny", "#6a7ab0", "I’ve held a licence for 31 years. My proudest contact is still the man two streets over who came round to ask me to turn it down.", "owner")}
${cmt("qrp_quentin", "Score: 5, Funny", "#b07a6a", "that counts as a contact if he gave you a signal report", "qrp_quentin", true)}
${cmt("ohm_sweet_ohm", "Score: 4, Funny", "#6a7ab0", "He did. It was “far too strong”.", "owner", true)}
${cmt("lunar_lattice", "Score: 3, Informative", "#8a6ab0", "For anyone curious, the path loss is around 250 dB at 144 MHz.", "lunar_lattice")}
</div>
<div class="row" style="flex:none;gap:10px;padding:10px 14px 30px;border-top:1px solid #e2e2e2" data-role="ui"><span style="flex:1;font-size:14px;color:#666">Reply to this</span>${icon.send(20)}</div>`,
};

export const COMMENTS: ScreenSpec[] = [guardian, cruiseCritic, slashdot, audiomack, nebula, wikiHow];
