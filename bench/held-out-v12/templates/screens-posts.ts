// Posts: Damus (dark, forty days of learning to juggle and two balls, which a daughter calls catching),
// Netmums (a four-year-old's imaginary friend Keith, who is 41 and always tired, downscaled, the name row
// of the last reply cut under the tab bar), Hive Social (a first painting sold at the village art fair,
// to the owner's mum, who asked for a receipt, cropped at the top with the status bar gone, JPEG), Moomoo
// (dark, a portfolio up 2% if you count the free pen from the shareholder meeting, under a banner from
// Grace that cuts the owner's name, JPEG); Bikemap, Mountain Project and Runna are in
// screens-posts-more.ts.
import { icon, picture } from "./icons";
import { acts, chips, cmt, head, pageCss, paras, tabs, whoRow } from "./blocks";
import { say } from "./kit";
import type { ScreenSpec } from "./screen-type";
import { bikemap, mountainProject, runna } from "./screens-posts-more";

export const damus: ScreenSpec = {
  id: "damus-just-catching",
  app: "Damus",
  kind: "post",
  dark: true,
  device: "iphone-max",
  format: "png",
  owner: { name: "Sigurd Ekwueme", handle: "@sigurd" },
  time: "19:08",
  battery: 47,
  replies: true,
  css: `${pageCss({ bg: "#0f0f12", card: "#0f0f12", fg: "#eeeef2", sub: "#9b9ba8", line: "#26262d", accent: "#c56cf0", soft: "#1c1c22" })}.cm{padding:8px 16px;background:#0f0f12;border-top:1px solid #1c1c22}`,
  html: `${head("Thread", "", icon.more(22))}
<div class="fill">
<div class="cd">${whoRow("Sigurd Ekwueme", "@sigurd · 3h", "#6a7ab0", 40)}${paras("owner", ["Day 40 of teaching myself to juggle. I can now keep two balls going for about a minute. My daughter says that’s just catching, and I haven’t got a good answer."])}</div>
${picture("100%", 180, ["#3a3550", "#15131f"], `<div style="position:absolute;left:150px;top:40px;width:34px;height:34px;border-radius:50%;background:#e0604a"></div><div style="position:absolute;left:232px;top:64px;width:34px;height:34px;border-radius:50%;background:#e8c04a"></div><div style="position:absolute;left:170px;top:120px;width:100px;height:60px;border-radius:50px 50px 0 0;background:#2a2640"></div>`)}
<div class="cd">${acts([
    [icon.comment(18), "6"],
    [icon.repost(18), "3"],
    [icon.heart(18), "41"],
    [icon.flame(18), "2,100 sats"],
  ])}</div>
${cmt("hazel_nut", "3h", "#9a6a7a", "three is where it gets hard", "hazel_nut")}
${cmt("Sigurd Ekwueme", "3h", "#6a7ab0", "I’ve met three. We didn’t get on.", "owner", true)}
${cmt("quillon", "2h", "#6aa07a", "practise over a bed so you don’t have to keep bending down", "quillon")}
${cmt("Sigurd Ekwueme", "2h", "#6a7ab0", "I practise over the sofa. The dog has started bringing them back.", "owner", true)}
${cmt("juniper_wolf", "1h", "#b0906a", "post a video when you get to three", "juniper_wolf")}
${cmt("Sigurd Ekwueme", "52m", "#6a7ab0", "Will do. Don’t wait up.", "owner", true)}
${cmt("mirelle", "20m", "#7a8ab0", "honestly the catching is most of juggling", "mirelle")}
</div>
${tabs([icon.home(24), icon.search(24), icon.bell(24), icon.chat(24), icon.person(24)])}`,
};

export const netmums: ScreenSpec = {
  id: "netmums-keith-is-tired",
  app: "Netmums",
  kind: "post",
  dark: false,
  device: "iphone",
  format: "png",
  downscaleTo: 828,
  owner: { name: "Rhiannon_87", handle: null },
  time: "21:09",
  battery: 29,
  cutLines: 1,
  replies: true,
  css: `${pageCss({ bg: "#fff", card: "#fff", fg: "#2a2233", sub: "#726a7a", line: "#ece8f0", accent: "#7b3f98", soft: "#f6f0fa", size: 15 })}.cm{padding:8.5px 16px;border-top:1px solid #f3f0f6}`,
  html: `${head("Toddlers & preschoolers", "Netmums Forum", icon.share(20))}
<div class="fill">
<div class="cd">${whoRow("Rhiannon_87", "Started 1 day ago", "#c0806a", 36)}${say("owner", "Imaginary friend question", "tt")}${paras("owner", [
    "My 4yo has an imaginary friend called Keith. Keith is 41, works in an office and is always tired. I don’t know where she’s got it from.",
    "Is this normal? She sets him a place at dinner and says he’s had a long week.",
  ])}${acts([
    [icon.comment(16), "23 replies"],
    [icon.bookmark(16), ""],
  ])}</div>
${cmt("MumOfThreeBoys", "22h", "#6a8ab0", "ours had a friend called Pam who drove a bus, it passes", "MumOfThreeBoys")}
${cmt("Rhiannon_87", "21h", "#c0806a", "Keith doesn’t drive. He says he can’t face the traffic.", "owner", true)}
${cmt("LittleLeopards", "20h", "#8ab06a", "this is the best thing I’ve read all week", "LittleLeopards")}
${cmt("Jojo_M", "18h", "#a06ab0", "has anyone asked Keith if he’s ok", "Jojo_M")}
${cmt("Rhiannon_87", "17h", "#c0806a", "She says he’s fine, he just needs a holiday.", "owner", true)}
${cmt("hollyhock22", "9h", "#6ab0a0", "sounds like she’s been listening to you on the phone 😂", "hollyhock22")}
${cmt("Rhiannon_87", "8h", "#c0806a", "That’s my worry, yes.", "owner", true)}
</div>
${tabs([icon.home(24), icon.search(24), icon.chat(24), icon.person(24)])}`,
};

export const hiveSocial: ScreenSpec = {
  id: "hivesocial-first-painting",
  app: "Hive Social",
  kind: "post",
  dark: false,
  device: "iphone",
  format: "jpeg",
  quality: 67,
  owner: { name: "Caoimhe Lark", handle: "@caoimhepaints" },
  time: "07:21",
  battery: 88,
  crop: { top: 50 },
  replies: true,
  css: `${pageCss({ bg: "#fbf8f1", card: "#fff", fg: "#2a2620", sub: "#726b5e", line: "#ede7da", accent: "#f5b400", soft: "#fdf6e2", size: 15 })}.cm{border-top:1px solid #f3eee3}`,
  html: `${head("Post", "", icon.more(22))}
<div class="fill">
<div class="cd">${whoRow("Caoimhe Lark", "@caoimhepaints · 14h", "#9a7ab0", 38)}${paras("owner", [
    "Sold my first painting at the village art fair! 🎨",
    "To my mum. She paid full price, asked for a receipt and has hung it in the downstairs loo.",
  ])}</div>
${picture("100%", 170, ["#9cc3d5", "#3a6a7a"], `<div style="position:absolute;left:0;top:110px;width:100%;height:60px;background:#4a7a5a"></div><div style="position:absolute;left:60px;top:78px;width:90px;height:34px;background:#e8e0d0;border-radius:4px"></div><div style="position:absolute;left:240px;top:88px;width:60px;height:24px;background:#c05a4a;border-radius:3px"></div>`)}
<div class="cd">${acts([
    [icon.heart(18), "132"],
    [icon.comment(18), "18"],
    [icon.repost(18), "4"],
  ])}</div>
${cmt("Joel R", "13h", "#6a9ab0", "congrats!! what’s it of", "Joel R")}
${cmt("Caoimhe Lark", "13h", "#9a7ab0", "The harbour at Porthleven. She says it’s a lovely cow.", "owner", true)}
${cmt("Mimi Tregarthen", "12h", "#b06a8a", "the downstairs loo is prime gallery space", "Mimi Tregarthen")}
${cmt("dexterously", "10h", "#9ab06a", "what did you charge", "dexterously")}
${cmt("Caoimhe Lark", "10h", "#9a7ab0", "£40. She haggled.", "owner", true)}
${cmt("tansyfield", "4h", "#b09a6a", "the colours in the water are gorgeous", "tansyfield")}
</div>
${tabs([icon.home(24), icon.search(24), icon.plusBox(24), icon.bell(24), icon.person(24)])}`,
};

export const moomoo: ScreenSpec = {
  id: "moomoo-long-pens",
  app: "Moomoo",
  kind: "post",
  dark: true,
  device: "android",
  format: "jpeg",
  quality: 70,
  owner: { name: "Baptiste Oyelowo", handle: "@baptiste_o" },
  time: "11:58",
  battery: 44,
  cutLines: 1,
  banner: { app: "Messages", color: "#1a73e8", title: "Grace", body: "can you get the kids at 4, I’m stuck in a meeting", author: "Grace", age: "now" },
  replies: true,
  css: `${pageCss({ bg: "#0e1117", card: "#0e1117", fg: "#edf0f4", sub: "#939aa6", line: "#21262f", accent: "#ff7a1a", soft: "#191d25", size: 14 })}.cm{background:#0e1117;padding:8px 16px}.ch{background:#0e1117;padding:8px 16px 0}`,
  html: `${head("Post", "Community", icon.moreV(20))}
<div class="fill">
<div class="cd">${whoRow("Baptiste Oyelowo", "@baptiste_o · 5h", "#6a8aa0", 36)}${paras("owner", ["October update: down 3% overall. Up 2% if you count the free pen from the shareholder meeting, which I do. Long pens."])}</div>
${chips(["$KO", "$AAPL", "$BIC"], 0)}
<div class="cd">${acts([
    [icon.heart(16), "286"],
    [icon.comment(16), "41"],
    [icon.repost(16), "9"],
  ])}</div>
${cmt("ledger_lu", "4h", "#a07a6a", "which meeting was this", "ledger_lu")}
${cmt("Baptiste Oyelowo", "4h", "#6a8aa0", "The AGM. I asked one question and it was about the pens.", "owner", true)}
${cmt("DripOrDie", "3h", "#7aa06a", "how many shares do you own", "DripOrDie")}
${cmt("Baptiste Oyelowo", "3h", "#6a8aa0", "Eleven. They gave me two pens.", "owner", true)}
${cmt("theta_gang_tom", "2h", "#9a6ab0", "respect the dividend in kind", "theta_gang_tom")}
${cmt("sunbeam.capital", "1h", "#6ab0a0", "what’s your target for next year", "sunbeam.capital")}
${cmt("Baptiste Oyelowo", "48m", "#6a8aa0", "Break even, and a lanyard.", "owner", true)}
${cmt("quietcompounder", "30m", "#b0906a", "same here, my AGM gave out tote bags", "quietcompounder")}
</div>
${tabs([icon.home(24), icon.grid(24), icon.search(24), icon.person(24)], true)}`,
};

export const POSTS: ScreenSpec[] = [damus, netmums, hiveSocial, moomoo, bikemap, mountainProject, runna];
