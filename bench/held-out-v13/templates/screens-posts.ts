// Posts: Warpcast (dark, a dad who learned voice notes and now signs off "Bye, this was Dad."), Minds (a
// three-year beard that a nan says looks like a man who sells honey at a fair, so the owner is looking
// into bees, JPEG), Neighbourly (a 62-year-old tortoise lost again, last found eleven days later outside
// the fish and chip shop, downscaled, the name row of the last reply cut under the tab bar), PictureThis
// (dark, a flatmate who has watered a weed since May thinking it is a tomato, under a banner from Temi
// that cuts the owner's name, JPEG); Birda, Ribblr and Literal are in screens-posts-more.ts.
import { icon, picture } from "./icons";
import { acts, cmt, head, pageCss, paras, tabs, whoRow } from "./blocks";
import { say } from "./kit";
import type { ScreenSpec } from "./screen-type";
import { ui } from "./shell";
import { birda, literal, ribblr } from "./screens-posts-more";

export const warpcast: ScreenSpec = {
  id: "warpcast-this-was-dad",
  app: "Warpcast",
  kind: "post",
  dark: true,
  device: "iphone-max",
  format: "png",
  owner: { name: "Harlan Okonedo", handle: "@harlan" },
  time: "20:26",
  battery: 58,
  replies: true,
  css: `${pageCss({ bg: "#17101f", card: "#17101f", fg: "#efeaf5", sub: "#a59cb3", line: "#2a2236", accent: "#8a63d2", soft: "#221a2e" })}.cm{padding:8px 16px;background:#17101f;border-top:1px solid #221a2e}`,
  html: `${head("Cast", "", icon.more(22))}
<div class="fill">
<div class="cd">${whoRow("Harlan Okonedo", "@harlan · 5h", "#b07a5a", 40)}${paras("owner", [
    "Taught my dad to send voice notes last month. He now sends four-minute ones that start with “Hello, this is Dad” and end with “Bye, this was Dad.”",
  ])}</div>
<div class="cd">${acts([
    [icon.comment(18), "14"],
    [icon.repost(18), "22"],
    [icon.heart(18), "318"],
  ])}</div>
${cmt("fernglass", "5h", "#6a8ab0", "the past tense in that sign-off is carrying so much", "fernglass")}
${cmt("Harlan Okonedo", "5h", "#b07a5a", "He says by the end it’s true.", "owner", true)}
${cmt("0xmarigold", "4h", "#b0a05a", "what does he talk about for four minutes", "0xmarigold")}
${cmt("Harlan Okonedo", "4h", "#b07a5a", "The weather where he is, then the weather where I am.", "owner", true)}
${cmt("quaybird", "3h", "#6ab08a", "my mum sends ones that are just her walking round the kitchen", "quaybird")}
${cmt("Harlan Okonedo", "3h", "#b07a5a", "Dad does those too. He calls them updates.", "owner", true)}
${cmt("sol.amber", "1h", "#9a6ab0", "this is so sweet honestly", "sol.amber")}
</div>
${tabs([icon.home(24), icon.search(24), icon.plusBox(24), icon.bell(24), icon.person(24)])}`,
};

export const minds: ScreenSpec = {
  id: "minds-looking-into-bees",
  app: "Minds",
  kind: "post",
  dark: false,
  device: "android",
  format: "jpeg",
  quality: 70,
  owner: { name: "Corentin Blaylock", handle: "@corentin_b" },
  time: "17:48",
  battery: 66,
  replies: true,
  css: `${pageCss({ bg: "#f5f5f5", card: "#fff", fg: "#222", sub: "#6a6a6a", line: "#e4e4e4", accent: "#1b85d6", soft: "#eef5fb", size: 14 })}.cm{border-top:1px solid #f0f0f0}`,
  html: `${head("Post", "", icon.moreV(20))}
<div class="fill">
<div class="cd">${whoRow("Corentin Blaylock", "@corentin_b · 3h", "#a07a5a", 38)}${paras("owner", [
    "Three years of growing this beard. Today my nan said I look “like a man who sells honey at a fair”.",
    "I have started looking into bees.",
  ])}</div>
${picture("100%", 170, ["#d8c4a0", "#6a4a2a"], `<div style="position:absolute;left:140px;top:30px;width:80px;height:90px;border-radius:40px;background:#e8c8a8"></div><div style="position:absolute;left:146px;top:88px;width:68px;height:70px;border-radius:10px 10px 34px 34px;background:#7a4a2a"></div>`)}
<div class="cd">${acts([
    [icon.thumbUp(18), "204"],
    [icon.comment(18), "27"],
    [icon.repost(18), "6"],
  ])}</div>
${cmt("tideline_jo", "3h", "#6a9ab0", "she’s not wrong though", "tideline_jo")}
${cmt("Corentin Blaylock", "3h", "#a07a5a", "She rarely is. She also asked where my stall was.", "owner", true)}
${cmt("m.okwuosa", "2h", "#b06a8a", "honey money is real money", "m.okwuosa")}
${cmt("Corentin Blaylock", "2h", "#a07a5a", "I’ve priced up a hive. The beard is paying for itself.", "owner", true)}
${cmt("brackenfield", "1h", "#8ab06a", "post one from the side", "brackenfield")}
${cmt("fjelstad.o", "40m", "#b0906a", "nan always wins", "fjelstad.o")}
</div>
${tabs([icon.home(24), icon.search(24), icon.bell(24), icon.person(24)], true)}`,
};

export const neighbourly: ScreenSpec = {
  id: "neighbourly-slower-than-you-hope",
  app: "Neighbourly",
  kind: "post",
  dark: false,
  device: "iphone",
  format: "png",
  downscaleTo: 828,
  owner: { name: "Aroha Pennington", handle: null },
  time: "18:12",
  battery: 47,
  cutLines: 1,
  replies: true,
  css: `${pageCss({ bg: "#fff", card: "#fff", fg: "#1e2a2f", sub: "#67757b", line: "#e5ebee", accent: "#00a0b0", soft: "#eaf7f8", size: 15 })}.cm{padding:8px 16px;border-top:1px solid #f0f4f5}.tg{display:inline-block;font-size:12px;font-weight:600;color:#00838f;background:#e0f4f6;border-radius:10px;padding:2px 9px;margin-top:8px}`,
  html: `${head("Karori", "Neighbourly", icon.share(20))}
<div class="fill">
<div class="cd">${whoRow("Aroha Pennington", "Karori · 2 days ago", "#b07a6a", 36)}${ui("Lost & found", "tg")}${say("owner", "Lost tortoise – Karori", "tt")}${paras(
    "owner",
    [
      "Our tortoise Humphrey got out of the garden on Tuesday. He’s 62 and has done this before: last time we found him eleven days later, outside the fish and chip shop on Karori Road.",
      "He’s about the size of a dinner plate and very calm. Please check under hedges!",
    ],
  )}${acts([
    [icon.comment(16), "19 replies"],
    [icon.thumbUp(16), "Thank"],
  ])}</div>
${cmt("Jonty P", "2d", "#6a8ab0", "how far can he get in a day", "Jonty P")}
${cmt("Aroha Pennington", "2d", "#b07a6a", "Further than you’d think. Slower than you’d hope.", "owner", true)}
${cmt("Mereana T", "1d", "#8ab06a", "will keep an eye out, he sounds like a legend", "Mereana T")}
${cmt("Stu M", "1d", "#a06ab0", "has anyone checked the chip shop", "Stu M")}
${cmt("Aroha Pennington", "1d", "#b07a6a", "First place we looked. They said he hasn’t been in.", "owner", true)}
${cmt("Mereana T", "1d", "#8ab06a", "he’ll turn up, they always do", "Mereana T")}
${cmt("Hemi R", "2h", "#6ab0a0", "think I saw him on Campbell St heading uphill", "Hemi R")}
</div>
${tabs([icon.home(24), icon.search(24), icon.plusBox(24), icon.bell(24), icon.person(24)])}`,
};

export const pictureThis: ScreenSpec = {
  id: "picturethis-tomato-feed",
  app: "PictureThis",
  kind: "post",
  dark: true,
  device: "android",
  format: "jpeg",
  quality: 70,
  owner: { name: "Rosheen Carver", handle: null },
  time: "10:37",
  battery: 55,
  cutLines: 1,
  banner: { app: "Messages", color: "#1a73e8", title: "Temi", body: "did the bin men come on yours? ours got skipped again", author: "Temi", age: "now" },
  replies: true,
  css: `${pageCss({ bg: "#0f1411", card: "#0f1411", fg: "#e9efe9", sub: "#98a59b", line: "#222b25", accent: "#2fbf71", soft: "#1a221d", size: 14 })}.cm{background:#0f1411;padding:8px 16px}.id{gap:10px;padding:8px 16px;font-size:13px;color:#98a59b}.id b{color:#2fbf71;font-weight:600}`,
  html: `${head("Post", "Plant community", icon.moreV(20))}
<div class="fill">
<div class="cd">${whoRow("Rosheen Carver", "Newark · 6h", "#b07a8a", 36)}${paras("owner", [
    "Can someone identify this? My flatmate has watered it every evening since May because he thinks it’s a tomato. It’s now 1.4 metres tall and he’s given it a cane.",
  ])}</div>
${picture("100%", 170, ["#6a8a5a", "#1f2e1a"], `<div style="position:absolute;left:170px;top:10px;width:6px;height:160px;background:#c8a870"></div><div style="position:absolute;left:140px;top:30px;width:70px;height:120px;border-radius:35px;background:#5a9a4a;opacity:.85"></div>`)}
<div class="row id" data-role="ui">${icon.search(16)}<span><b>Fat hen</b> (Chenopodium album) · 94% match</span></div>
<div class="cd">${acts([
    [icon.heart(16), "88"],
    [icon.comment(16), "23"],
  ])}</div>
${cmt("allotment_al", "5h", "#6a8ab0", "that’s fat hen, it’s a weed, but you can eat the leaves", "allotment_al")}
${cmt("Rosheen Carver", "5h", "#b07a8a", "Don’t say anything to him yet. He’s bought it tomato feed.", "owner", true)}
${cmt("verdigris.v", "4h", "#9ab06a", "1.4m of pure commitment", "verdigris.v")}
${cmt("Rosheen Carver", "4h", "#b07a8a", "He measures it on Sundays.", "owner", true)}
${cmt("plantdoc_pri", "2h", "#b0906a", "it won’t fruit, but it will seed everywhere, so pull it before autumn", "plantdoc_pri")}
</div>
${tabs([icon.home(24), icon.camera(24), icon.chat(24), icon.person(24)], true)}`,
};

export const POSTS: ScreenSpec[] = [warpcast, minds, neighbourly, pictureThis, birda, ribblr, literal];
