// Part D's profiles (v41): a creator's or tutor's page with a bio, counts, a pinned item, someone else's words, the owner's answer and
// another comment cut by the page's bottom bar.
import { avatar, icon, picture } from "./icons";
import type { ScreenSpec } from "./screen-type";
import { abs, crow, overBar, tagRow } from "./screens-d-kit";
import { own, ui } from "./shell";

// MentorCruise (an engineering manager in Montreal: avatar, name, headline, stats, bio, chips, the pinned session, a mentee's review,
// the owner's answer, another review cut by the Apply bar). Light, PNG, cropped at the top (status bar gone).
export const mentorcruise: ScreenSpec = {
  id: "mentorcruise-commissioner-of-chili",
  app: "MentorCruise",
  kind: "profile",
  dark: false,
  device: "iphone",
  format: "png",
  crop: { top: 48 },
  owner: { name: "Yolande Brisbois", handle: null },
  time: "08:12",
  battery: 67,
  cutLines: 1,
  replies: true,
  css: `body{background:#f6f7fb;color:#1b1f3a}.fill{display:flex;flex-direction:column}.fill>*{flex:none}
.th{flex:none;height:46px;padding:0 16px;gap:16px;position:relative;z-index:3;background:#fff;border-bottom:1px solid #e6e8f0}.th b{flex:1;font-size:18px;font-weight:800;color:#1b1f3a;letter-spacing:-.3px}.th b i{font-style:normal;color:#4f5bd5}
.top{gap:12px;padding:12px 16px 0;align-items:center}.nm{font-size:19px;font-weight:800}.hl{font-size:13px;line-height:17px;color:#4a4f6a;margin-top:2px}
.st{gap:0;margin:10px 16px 0;background:#fff;border:1px solid #e6e8f0;border-radius:10px}.st>div{flex:1;text-align:center;padding:7px 0}.st .v{font-size:14.5px;font-weight:800}.st .l{font-size:11px;color:#6a6f88}
.hd2{font-size:14.5px;font-weight:700;padding:10px 16px 0}.tx{font-size:14px;line-height:19px;padding:3px 16px 0}
.tg{gap:6px;flex-wrap:nowrap;margin:8px 16px 0}.tg span{white-space:nowrap;font-size:11.5px;color:#3a44b0;background:#eceefe;border-radius:10px;padding:2px 9px}
.pin{margin:10px 16px 0;background:#fff;border:1px solid #dfe2f5;border-left:4px solid #4f5bd5;border-radius:8px;padding:7px 10px}.pl{font-size:10.5px;font-weight:800;letter-spacing:.6px;color:#4f5bd5}.pt{font-size:14px;font-weight:700;line-height:18px;margin-top:1px}.pm{font-size:11.5px;color:#6a6f88;margin-top:2px}
.cr{gap:9px;align-items:flex-start;padding-top:8px;padding-right:16px;padding-bottom:1px}.crn{font-size:13px;font-weight:700}.crm{font-size:11.5px;color:#8a8fa8}.crx{font-size:14px;line-height:19px;margin-top:1px}
.bb{gap:8px;padding:9px 14px 26px;background:#fff;border-top:1px solid #e6e8f0}.bb span{flex:1;text-align:center;font-size:15.5px;font-weight:700;border-radius:10px;padding:12px 0}.bb .a{color:#fff;background:#4f5bd5}.bb .b{flex:.6;color:#4f5bd5;border:1.5px solid #4f5bd5}`,
  html: `<div class="row th" data-role="ui">${icon.back(22)}<b>Mentor<i>Cruise</i></b>${icon.bookmark(21)}${icon.share(21)}</div>
<div class="fill">
<div class="row top">${avatar(58, "#7a6a9a")}<div style="flex:1;min-width:0">${own("Yolande Brisbois", "nm")}${own("Engineering Manager at a Montreal fintech · mentoring since 2021", "hl")}</div></div>
<div class="row st" data-role="ui"><div><div class="v">4.9</div><div class="l">86 reviews</div></div><div><div class="v">1,240</div><div class="l">mins mentored</div></div><div><div class="v">$180</div><div class="l">per month</div></div></div>
<div class="hd2" data-role="ui">About</div>
${own("Eleven years in engineering, the last six managing teams of four to twenty.", "tx")}
${own("I teach new managers how to say no. Last spring I agreed to judge the office chili cook-off, and I am now its commissioner for life.", "tx")}
${own("Happy to help with first 90 days, hiring loops and performance reviews.", "tx")}
${tagRow(["Leadership", "Hiring", "1:1s", "Career growth"])}
<div class="pin"><div class="pl" data-role="ui">PINNED SESSION</div>${own("First 90 days as a new manager: one call, one written plan", "pt")}${ui("60 min · video call · 3 spots left this month", "pm")}</div>
<div class="hd2" data-role="ui">Reviews (86)</div>
${crow({ name: "Salka", meta: "Mentee · 2w", color: "#5a8a7a", text: ["Yolande got me through my first skip-level without crying. She also told me to stop apologising in Slack, which I'm sorry to say I still do."], who: "Salka", size: 28 })}
${crow({ name: "Yolande", meta: "Mentor · 2w", color: "#7a6a9a", text: ["Apology noted, Salka. That was the last free one."], who: "owner", depth: 1, size: 28 })}
${crow({ name: "Temperance", meta: "Mentee · 5d", color: "#9a7a5a", text: ["I came in wanting to know how to run a retro and went home with a plan for my whole quarter, a template for one-on-ones and a firm opinion about beans in chili, which I never had before and now defend at work."], who: "Temperance", size: 28 })}
</div>
${overBar(`<span class="b">Message</span><span class="a">Apply for mentorship</span>`, "bb")}`,
};

// Cambly (a tutor from Durban: avatar, name, place, counts, the pinned intro video, about me, chips, a student's comment, the
// owner's answer, another comment cut by the Call now bar). Dark, PNG, downscaled.
export const cambly: ScreenSpec = {
  id: "cambly-the-four-minute-traffic-jam",
  app: "Cambly",
  kind: "profile",
  dark: true,
  device: "android",
  format: "png",
  downscaleTo: 900,
  owner: { name: "Virgil Zondo", handle: null },
  time: "19:26",
  battery: 38,
  cutLines: 1,
  replies: true,
  css: `body{background:#121418;color:#eceef2}.fill{display:flex;flex-direction:column}.fill>*{flex:none}
.th{flex:none;height:50px;padding:0 14px;gap:16px;position:relative;z-index:3;background:#1a1d22;border-bottom:1px solid #2a2e35}.th b{flex:1;font-size:21px;font-weight:800;color:#ffd23f;letter-spacing:-.4px}
.top{gap:12px;padding:21px 14px 0;align-items:center}.nm{font-size:19px;font-weight:800}.hl{font-size:12.5px;color:#a3a8b2;margin-top:2px}.on{font-size:12px;color:#4cd07d;margin-top:2px}
.st{gap:0;margin:10px 14px 0;background:#1c1f25;border-radius:10px}.st>div{flex:1;text-align:center;padding:7px 0}.st .v{font-size:14.5px;font-weight:800}.st .l{font-size:11px;color:#9aa0aa}
.vid{margin:10px 14px 0;gap:10px;align-items:center;background:#1c1f25;border-radius:10px;padding:8px}.pl{font-size:10.5px;font-weight:800;letter-spacing:.6px;color:#ffd23f}.pt{font-size:13.5px;font-weight:700;line-height:17px;margin-top:1px}.pm{font-size:11.5px;color:#9aa0aa;margin-top:1px}
.hd2{font-size:14.5px;font-weight:700;padding:10px 14px 0}.tx{font-size:13.5px;line-height:19px;padding:3px 14px 0}
.tg{gap:6px;flex-wrap:nowrap;margin:8px 14px 0}.tg span{white-space:nowrap;font-size:11.5px;color:#ffe07a;background:#2c2a1c;border-radius:10px;padding:2px 9px}
.cr{gap:9px;align-items:flex-start;padding-top:8px;padding-right:14px;padding-bottom:1px}.crn{font-size:13px;font-weight:700}.crm{font-size:11.5px;color:#8a909a}.crx{font-size:13.5px;line-height:18.5px;margin-top:1px}
.bb{gap:8px;padding:9px 12px 10px;background:#1a1d22;border-top:1px solid #2a2e35}.bb span{flex:1;text-align:center;font-size:15px;font-weight:800;border-radius:22px;padding:11px 0}.bb .a{color:#121418;background:#ffd23f}.bb .b{flex:.5;color:#ffd23f;border:1.5px solid #ffd23f}`,
  html: `<div class="row th" data-role="ui">${icon.back(22)}<b>cambly</b>${icon.heart(21)}${icon.moreV(21)}</div>
<div class="fill">
<div class="row top">${avatar(58, "#6a4a3a")}<div style="flex:1;min-width:0">${own("Virgil Zondo", "nm")}${ui("Tutor · Durban, South Africa", "hl")}${ui("Available now", "on")}</div></div>
<div class="row st" data-role="ui"><div><div class="v">4,812</div><div class="l">lessons</div></div><div><div class="v">4.96</div><div class="l">rating</div></div><div><div class="v">318</div><div class="l">favourites</div></div></div>
<div class="row vid">${picture(92, 54, ["#3a4a5a", "#22303c"], abs(36, 15, 22, 24, "rgba(255,255,255,.85)", "4px", "clip-path:polygon(0 0,100% 50%,0 100%)"))}<div style="flex:1;min-width:0"><div class="pl" data-role="ui">INTRO VIDEO</div>${own("Say hello: my 2-minute introduction", "pt")}${ui("1:58 · 3.4k views", "pm")}</div></div>
<div class="hd2" data-role="ui">About me</div>
${own("Former morning radio presenter. I help with accents, job interviews and small talk.", "tx")}
${own("Eight years on breakfast radio taught me to fill any silence. Once I read a traffic report for four minutes about a jam that had cleared before I started.", "tx")}
${own("Lessons at any level, beginners very welcome.", "tx")}
${tagRow(["Conversation", "Interviews", "Pronunciation", "Kids"])}
<div class="hd2" data-role="ui">Student comments (209)</div>
${crow({ name: "Yuriy", meta: "4d", color: "#4a6a9a", text: ["Virgil made me practise ordering coffee for a whole lesson. Today the barista in Kyiv answered me in English, and I was so proud I forgot to take the coffee."], who: "Yuriy", size: 28 })}
${crow({ name: "Virgil", meta: "Tutor · 4d", color: "#6a4a3a", text: ["That still counts as a pass, Yuriy. Drinking it is next week's lesson."], who: "owner", depth: 1, size: 28 })}
${crow({ name: "Zinaida", meta: "1d", color: "#8a5a7a", text: ["I booked Virgil before my visa interview in Almaty and we practised the same five questions every evening for two weeks, and on the day the officer asked me only one of them and it was the one about my hobbies, so I told him about radio."], who: "Zinaida", size: 28 })}
</div>
${overBar(`<span class="b">Message</span><span class="a">Call now</span>`, "bb")}`,
};

// Redbubble (an illustrator in Hobart: cover, avatar, Follow, name, handle, bio, counts, the pinned design, a buyer's comment, the
// owner's answer, another comment cut by the tab bar). Light, JPEG.
export const redbubble: ScreenSpec = {
  id: "redbubble-the-gull-never-paid",
  app: "Redbubble",
  kind: "profile",
  dark: false,
  device: "iphone-max",
  format: "jpeg",
  quality: 76,
  owner: { name: "Xaverine Pellow", handle: "@chipthiefstudio" },
  time: "12:48",
  battery: 81,
  cutLines: 1,
  replies: true,
  css: `body{background:#fff;color:#1f1f24}.fill{display:flex;flex-direction:column}.fill>*{flex:none}
.th{flex:none;height:46px;padding:0 16px;gap:18px;position:relative;z-index:3;background:#fff;border-bottom:1px solid #ececf0}.th b{flex:1;font-size:20px;font-weight:900;color:#e31b23;letter-spacing:-.5px}
.top{gap:12px;padding:0 16px;align-items:flex-end;margin-top:-26px;position:relative}.fo{margin-left:auto;font-size:14px;font-weight:700;color:#fff;background:#e31b23;border-radius:18px;padding:7px 18px;margin-bottom:4px}
.nm{font-size:20px;font-weight:800;padding:6px 16px 0}.hn{font-size:13px;color:#707079;padding:0 16px}
.tx{font-size:14px;line-height:19.5px;padding:4px 16px 0}
.st{gap:22px;padding:8px 16px 0;font-size:13px;color:#55555e}.st b{color:#1f1f24}
.hd2{font-size:15px;font-weight:800;padding:12px 16px 0}
.pin{gap:12px;margin:8px 16px 0;align-items:center;border:1px solid #ececf0;border-radius:10px;padding:8px}.pl{font-size:10.5px;font-weight:800;letter-spacing:.6px;color:#e31b23}.pt{font-size:14.5px;font-weight:700;margin-top:1px}.pm{font-size:12px;color:#707079;margin-top:1px}
.cr{gap:9px;align-items:flex-start;padding-top:8px;padding-right:16px;padding-bottom:1px}.crn{font-size:13px;font-weight:700}.crm{font-size:11.5px;color:#8a8a94}.crx{font-size:14px;line-height:19px;margin-top:1px}
.tb{justify-content:space-around;padding:10px 0 30px;background:#fff;border-top:1px solid #ececf0;color:#55555e}`,
  html: `<div class="row th" data-role="ui">${icon.back(22)}<b>redbubble</b>${icon.search(21)}${icon.cart(21)}</div>
<div class="fill">
${picture("100%", 148, ["#9fc7dc", "#e8e1cf"], abs(0, 108, 428, 40, "#c9b48a") + abs(180, 22, 54, 26, "#f4f4f4", "50% 50% 40% 40%") + abs(226, 28, 18, 8, "#f2a32a", "2px") + abs(200, 46, 4, 18, "#e0773a") + abs(214, 46, 4, 18, "#e0773a") + abs(246, 26, 26, 6, "#f6d36a", "2px"))}
<div class="row top">${avatar(66, "#5a7a9a", { ring: "#fff" })}<span class="fo" data-role="ui">Follow</span></div>
${own("Xaverine Pellow", "nm")}${ui("@chipthiefstudio · Hobart, Tasmania", "hn")}
${own("Illustrator in Hobart. Seabirds of Tasmania, mostly gulls, mostly annoyed.", "tx")}
${own("My best seller is a silver gull stealing a hot chip. I have sold 1,340 stickers of him and not once has he paid me back for the chip.", "tx")}
${own("Stickers, prints and tote bags, new designs every month.", "tx")}
<div class="row st" data-role="ui"><span><b>1,906</b> followers</span><span><b>212</b> designs</span><span><b>Top seller</b></span></div>
<div class="row pin">${picture(60, 60, ["#f7f3e8", "#efe6cf"], abs(12, 16, 30, 18, "#fafafa", "50% 50% 40% 40%", "box-shadow:0 0 0 2px #3a3a3a") + abs(38, 20, 12, 6, "#f2a32a", "2px") + abs(44, 14, 4, 16, "#f6d36a", "1px"))}<div style="flex:1;min-width:0"><div class="pl" data-role="ui">PINNED</div>${own("Chip Thief, sticker", "pt")}${ui("from A$3.50 · 4.9 (611)", "pm")}</div></div>
<div class="hd2" data-role="ui">Comments (57)</div>
${crow({ name: "Teuta", meta: "3d", color: "#9a6a5a", text: ["Put this sticker on my laptop and now a gull follows me around Salamanca Market every Saturday. Coincidence?"], who: "Teuta", size: 28 })}
${crow({ name: "Xaverine", meta: "Artist · 3d", color: "#5a7a9a", text: ["Not a coincidence. He reads the reviews."], who: "owner", depth: 1, size: 28 })}
${crow({ name: "Ulric", meta: "6h", color: "#6a8a5a", text: ["Ordered the tote bag for my sister in Launceston and the print came out lovely, colours exactly as on the screen, though the postie hung it over her gate where a real gull had a go at it before she got home, which makes it a slightly more authentic tote bag than the one I paid for."], who: "Ulric", size: 28 })}
</div>
<div class="row tb" data-role="ui" style="flex:none;position:relative;z-index:3">${icon.home(25)}${icon.search(25)}${icon.heart(25)}${icon.cart(25)}${icon.person(25)}</div>`,
};
