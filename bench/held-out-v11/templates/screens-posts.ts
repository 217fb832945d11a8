// Posts: MeWe (dark, 41 courgettes from one plant and a postman who now takes the long way round),
// Micro.blog (a paper to-do list with three pages of headings and one task, downscaled, the name row of
// the last reply cut under the tab bar), BabyCenter (a first word that was "Alexa", cropped at the top
// with the status bar gone, JPEG), eToro (dark, a portfolio run on whatever the barber mentions, under a
// banner from Odette that cuts the owner's name, JPEG); Ride with GPS, Amino and adidas Running are in
// screens-posts-more.ts.
import { icon, picture } from "./icons";
import { acts, chips, cmt, head, pageCss, paras, tabs, whoRow } from "./blocks";
import { say } from "./kit";
import type { ScreenSpec } from "./screen-type";
import { adidasRunning, amino, rideWithGps } from "./screens-posts-more";

export const mewe: ScreenSpec = {
  id: "mewe-long-way-round",
  app: "MeWe",
  kind: "post",
  dark: true,
  device: "iphone-max",
  format: "png",
  owner: { name: "Alfie Marchbanks", handle: null },
  time: "18:36",
  battery: 52,
  replies: true,
  css: `${pageCss({ bg: "#121416", card: "#1b1e21", fg: "#eceef0", sub: "#9aa1a8", line: "#2a2e33", accent: "#37b6e8", soft: "#23272b" })}.cm{padding:8px 16px}`,
  html: `${head("Allotment Growers UK", "Group · 12.4K members", icon.more(22))}
<div class="fill">
<div class="cd">${whoRow("Alfie Marchbanks", "2 days ago · Group post", "#6a8a5a", 38)}${paras("owner", ["First full year on the allotment. One courgette plant gave me 41 courgettes. I’ve given them to everyone I know and several people I don’t. The postman now takes the long way round."])}</div>
${picture("100%", 190, ["#5e8a3a", "#23401a"], `<div style="position:absolute;left:40px;top:60px;width:150px;height:46px;background:#2f5a1e;border-radius:23px;transform:rotate(-12deg)"></div><div style="position:absolute;left:170px;top:100px;width:170px;height:50px;background:#3a6a24;border-radius:25px;transform:rotate(8deg)"></div><div style="position:absolute;left:90px;top:120px;width:140px;height:42px;background:#29501a;border-radius:21px;transform:rotate(-4deg)"></div>`)}
<div class="cd">${acts([
    [icon.heart(18), "87"],
    [icon.comment(18), "19 comments"],
    [icon.share(18), ""],
  ])}</div>
${cmt("Bernadette Lowry", "2d", "#9a6a7a", "what are you doing with the rest", "Bernadette Lowry")}
${cmt("Alfie Marchbanks", "2d", "#6a8a5a", "Leaving them on doorsteps after dark. Nobody can prove anything.", "owner", true)}
${cmt("Kwesi Adomako", "1d", "#6a7ab0", "plant two next year", "Kwesi Adomako")}
${cmt("Alfie Marchbanks", "1d", "#6a8a5a", "Absolutely not.", "owner", true)}
${cmt("Sheila Dunmore", "20h", "#b0906a", "courgette cake is lovely, I’ll send you the recipe", "Sheila Dunmore")}
${cmt("Alfie Marchbanks", "18h", "#6a8a5a", "Thank you Sheila. I’ve made four.", "owner", true)}
${cmt("Declan Furey", "6h", "#8a7ab0", "same thing happened with my runner beans, it passes", "Declan Furey")}
</div>
${tabs([icon.home(24), icon.chat(24), icon.plusBox(24), icon.bell(24), icon.person(24)])}`,
};

export const microBlog: ScreenSpec = {
  id: "microblog-buy-pens",
  app: "Micro.blog",
  kind: "post",
  dark: false,
  device: "iphone",
  format: "png",
  downscaleTo: 828,
  owner: { name: "Odile Marchetti", handle: "@odile" },
  time: "08:47",
  battery: 91,
  cutLines: 1,
  replies: true,
  css: `${pageCss({ bg: "#fff", card: "#fff", fg: "#222", sub: "#777", line: "#ececec", accent: "#f58a07", soft: "#fff6ea", size: 15 })}.cm{padding:9px 16px;border-top:1px solid #f3f3f3}`,
  html: `${head("Conversation", "", icon.share(20))}
<div class="fill">
<div class="cd">${whoRow("Odile Marchetti", "@odile · 9:12 am", "#c0806a", 40)}${paras("owner", [
    "Moved my to-do list to a paper notebook this month. Productivity is way up, mostly at making the notebook look nice.",
    "Day 9: three pages of headings, a colour key, one task. The task is ‘buy pens’.",
  ])}${acts([
    [icon.comment(16), "6"],
    [icon.bookmark(16), ""],
  ])}</div>
${cmt("@jkwan", "9:30 am", "#6a8ab0", "what are the headings", "@jkwan")}
${cmt("@odile", "9:34 am", "#c0806a", "Today, This Week, Someday, and Pens.", "owner", true)}
${cmt("@marlowe", "10:02 am", "#8ab06a", "did you buy the pens", "@marlowe")}
${cmt("@odile", "10:05 am", "#c0806a", "I bought a pen case. The pens are Someday.", "owner", true)}
${cmt("@fennbird", "10:40 am", "#a06ab0", "the notebook always wins, mine has a ribbon and a pocket and nothing in it", "@fennbird")}
${cmt("@odile", "10:44 am", "#c0806a", "Mine has two ribbons.", "owner", true)}
${cmt("@saltmarsh", "11:20 am", "#6ab0a0", "what’s the colour key for", "@saltmarsh")}
${cmt("@odile", "11:26 am", "#c0806a", "Blue is for tasks, green is for pens. There is a lot of green.", "owner", true)}
</div>
${tabs([icon.home(24), icon.search(24), icon.bookmark(24), icon.person(24)])}`,
};

export const babyCenter: ScreenSpec = {
  id: "babycenter-first-word",
  app: "BabyCenter",
  kind: "post",
  dark: false,
  device: "iphone",
  format: "jpeg",
  quality: 68,
  owner: { name: "HarlowsMama", handle: null },
  time: "06:52",
  battery: 34,
  crop: { top: 50 },
  replies: true,
  css: `${pageCss({ bg: "#f7f4f2", card: "#fff", fg: "#2b2330", sub: "#6e6572", line: "#ece6e3", accent: "#e3587c", soft: "#fdf0f3", size: 15 })}.cm{border-top:1px solid #f1ecea}`,
  html: `${head("July 2024 Birth Club", "Community group · 31.6K members", icon.bell(20))}
<div class="fill">
<div class="cd">${whoRow("HarlowsMama", "Yesterday at 7:15 PM", "#c08a6a", 34)}${say("owner", "First word!! (sort of)", "tt")}${paras("owner", [
    "We’ve been saying mama and dada to her for months. This morning she pointed at the kitchen and said, very clearly, “Alexa.”",
    "Then it played Baby Shark, so now she thinks it works. My husband says it counts. I don’t.",
  ])}${acts([
    [icon.heart(18), "204"],
    [icon.comment(18), "61"],
  ])}</div>
${cmt("jess_and_bean", "11h", "#6a9ab0", "omg 😂 at least it’s a name", "jess_and_bean")}
${cmt("HarlowsMama", "11h", "#c08a6a", "It’s not even her name. It’s a speaker.", "owner", true)}
${cmt("NolaRae", "10h", "#9ab06a", "ours said “uh oh” first and now says it about everything", "NolaRae")}
${cmt("MamaBearKT", "9h", "#b06a8a", "unplug it for a week and see if she says mama", "MamaBearKT")}
${cmt("HarlowsMama", "9h", "#c08a6a", "I tried. She said it louder.", "owner", true)}
${cmt("tiny_rosamund", "6h", "#6a7ab0", "ours calls the hoover “dada” so you’re doing fine", "tiny_rosamund")}
${cmt("Bex_and_Bo", "4h", "#b09a6a", "congrats on the first word, sort of 😅", "Bex_and_Bo")}
</div>
${tabs([icon.home(24), icon.grid(24), icon.chat(24), icon.person(24)])}`,
};

export const etoro: ScreenSpec = {
  id: "etoro-the-barber",
  app: "eToro",
  kind: "post",
  dark: true,
  device: "android",
  format: "jpeg",
  quality: 70,
  owner: { name: "Rasmus Okafor", handle: "@rasmus_okafor" },
  time: "12:41",
  battery: 47,
  cutLines: 1,
  banner: { app: "Messages", color: "#1a73e8", title: "Odette", body: "are you still coming sunday? bring the big dish", author: "Odette", age: "now" },
  replies: true,
  css: `${pageCss({ bg: "#0f1115", card: "#0f1115", fg: "#eef0f3", sub: "#9299a5", line: "#22262d", accent: "#13c636", soft: "#1a1e24", size: 14 })}.cm{background:#0f1115;padding:8px 16px}.ch{background:#0f1115;padding:8px 16px 0}`,
  html: `${head("Post", "Feed", icon.moreV(20))}
<div class="fill">
<div class="cd">${whoRow("Rasmus Okafor", "@rasmus_okafor · 6h", "#6a7fa0", 36)}${paras("owner", ["My strategy is simple. I buy whatever my barber mentions. Up 9% this year, which is better than my pension. He’s started talking about retiring, so I’m a bit nervous."])}</div>
${chips(["$COPPER", "$NVDA", "$GOLD"], 0)}
<div class="cd">${acts([
    [icon.heart(16), "418"],
    [icon.comment(16), "63"],
    [icon.repost(16), "12"],
  ])}</div>
${cmt("Lidia_trades", "5h", "#a07a6a", "what did he mention last week", "Lidia_trades")}
${cmt("Rasmus Okafor", "5h", "#6a7fa0", "Copper, and that I need a trim.", "owner", true)}
${cmt("ValueVance", "4h", "#7aa06a", "did you buy both", "ValueVance")}
${cmt("Rasmus Okafor", "4h", "#6a7fa0", "I bought copper. The trim is a long-term position.", "owner", true)}
${cmt("moonshot_mo", "2h", "#9a6ab0", "best analyst on the platform honestly", "moonshot_mo")}
${cmt("henrik.holds", "1h", "#6ab0a0", "what happens when he retires", "henrik.holds")}
${cmt("Rasmus Okafor", "58m", "#6a7fa0", "I find a younger barber.", "owner", true)}
</div>
${tabs([icon.home(24), icon.grid(24), icon.search(24), icon.person(24)], true)}`,
};

export const POSTS: ScreenSpec[] = [mewe, microBlog, babyCenter, etoro, rideWithGps, amino, adidasRunning];
