// Part D's profiles (v42): a creator's or performer's page with a bio, counts, a pinned item, other people's comments or reviews and
// the owner's answer.
import { avatar, icon, picture } from "./icons";
import type { ScreenSpec } from "./screen-type";
import { abs, crow, overBar, tagRow } from "./screens-d-kit";
import { stars } from "./parts";
import { own, ui } from "./shell";

// Spoonflower (a surface designer in Leeds: avatar, name, handle, bio, counts, the pinned design, a buyer's comment, the owner's answer,
// another comment cut by the tab bar). Light, JPEG.
export const spoonflower: ScreenSpec = {
  id: "spoonflower-the-hedge-is-wallpaper-in-ohio",
  app: "Spoonflower",
  kind: "profile",
  dark: false,
  device: "iphone",
  format: "jpeg",
  quality: 76,
  owner: { name: "Sammie Hebblethwaite", handle: "@hedgewatchstudio" },
  time: "08:47",
  battery: 71,
  cutLines: 1,
  replies: true,
  css: `body{background:#fff;color:#222}.fill{display:flex;flex-direction:column}.fill>*{flex:none}
.th{flex:none;height:46px;padding:0 16px;gap:18px;position:relative;z-index:3;background:#fff;border-bottom:1px solid #ececec}.th b{flex:1;font-size:20px;font-weight:700;color:#e8562a;font-family:Georgia,serif;letter-spacing:-.2px}
.pf{gap:14px;padding:14px 16px 0;align-items:center}.nm{font-size:19px;font-weight:800}.hn{font-size:12.5px;color:#6f6f6f;margin-top:2px}.fb{margin-left:auto;font-size:13.5px;font-weight:700;color:#fff;background:#1f7a74;border-radius:16px;padding:6px 14px}
.tx{font-size:14px;line-height:19.5px;padding:4px 16px 0}.tx.b1{padding-top:10px}
.ct{gap:0;margin:12px 16px 0;border-top:1px solid #eee;border-bottom:1px solid #eee;padding:8px 0}.ct>div{flex:1;text-align:center}.cn{font-size:16px;font-weight:800}.cl{font-size:11.5px;color:#777}
.lb{font-size:11.5px;font-weight:800;letter-spacing:.8px;color:#1f7a74;padding:12px 16px 6px}.pin{gap:12px;padding:0 16px;align-items:center}.pt{font-size:14.5px;font-weight:700;line-height:19px}.pm{font-size:12px;color:#777;margin-top:3px}
.hd2{font-size:14.5px;font-weight:700;padding:12px 16px 2px}
.cr{gap:9px;align-items:flex-start;padding-top:7px;padding-right:16px;padding-bottom:2px}.crn{font-size:13px;font-weight:700}.crm{font-size:11.5px;color:#8a8a8a}.crx{font-size:14px;line-height:19px;margin-top:1px}
.tb{justify-content:space-around;padding:9px 0 28px;background:#fafafa;border-top:1px solid #e4e4e4;color:#555}`,
  html: `<div class="row th" data-role="ui">${icon.back(22)}<b>Spoonflower</b>${icon.share(21)}${icon.more(22)}</div>
<div class="fill">
${picture("100%", 67, ["#e9dcc6", "#c8d9b4"], abs(20, 8, 40, 40, "#9ab87a", "50%") + abs(90, 14, 30, 30, "#e0a36a", "50%") + abs(160, 6, 44, 44, "#7a9a5a", "50%") + abs(240, 16, 28, 28, "#d98a6a", "50%") + abs(310, 8, 40, 40, "#9ab87a", "50%"))}
<div class="row pf">${avatar(62, "#7a9a6a")}<div style="min-width:0">${own("Sammie Hebblethwaite", "nm")}${ui("@hedgewatchstudio · Leeds, UK", "hn")}</div>${ui("Follow", "fb")}</div>
${own("Surface designer in Leeds. Wallpaper, fabric and the odd tea towel.", "tx b1")}
${own("My best-selling design is my neighbour's hedge, which he clips into a new animal every Easter. He has no idea he's wallpaper in Ohio.", "tx")}
${own("New hedge drops every spring, weather permitting.", "tx")}
<div class="row ct" data-role="ui"><div>${ui("214", "cn")}${ui("designs", "cl")}</div><div>${ui("3,108", "cn")}${ui("favorites", "cl")}</div><div>${ui("1,772", "cn")}${ui("followers", "cl")}</div></div>
${ui("PINNED DESIGN", "lb")}
<div class="row pin">${picture(64, 64, ["#cfe3c2", "#9fc48a"], abs(14, 12, 36, 40, "#4f7a3a", "50% 50% 40% 40%") + abs(20, 4, 8, 16, "#4f7a3a", "4px") + abs(36, 4, 8, 16, "#4f7a3a", "4px"))}<div style="flex:1;min-width:0">${own("Hedge Year Four (the rabbit), wallpaper", "pt")}${ui("Peel-and-stick · Pre-pasted · 412 favorites", "pm")}</div></div>
${ui("Comments (38)", "hd2")}
${crow({ name: "Vickie", meta: "Cincinnati · 3d", color: "#b06a8a", text: ["I have the rabbit year in my downstairs bathroom. Tell him the rooster was his best work."], who: "Vickie", size: 28 })}
${crow({ name: "Sammie Hebblethwaite", meta: "Designer · 3d", color: "#7a9a6a", text: ["I would never tell him. He thinks the rooster was a swan."], who: "owner", depth: 1, size: 28 })}
${crow({ name: "Yancey", meta: "1d", color: "#6a7aa0", text: ["Ordered the peel-and-stick for my daughter's room and she has now asked for the real hedge for her birthday, which I have explained is in Yorkshire and not for sale, so thanks for that."], who: "Yancey", size: 28 })}
</div>
${overBar(`${icon.home(24)}${icon.search(24)}${icon.heart(24)}${icon.cart(24)}${icon.person(24)}`, "tb")}`,
};

// GigSalad (a bagpiper in Columbus, Ohio: cover, avatar, name, act, rating, counts, bio, chips, the pinned video, a client's review and the
// owner's response, another review cut by the Request a quote bar). Dark, JPEG.
export const gigsalad: ScreenSpec = {
  id: "gigsalad-the-divorce-party-encore",
  app: "GigSalad",
  kind: "profile",
  dark: true,
  device: "android",
  format: "jpeg",
  quality: 72,
  owner: { name: "Tillman Reid", handle: null },
  time: "22:05",
  battery: 34,
  cutLines: 1,
  replies: true,
  css: `body{background:#121417;color:#e9ecef}.fill{display:flex;flex-direction:column}.fill>*{flex:none}
.th{flex:none;height:50px;padding:0 14px;gap:16px;position:relative;z-index:3;background:#121417;border-bottom:1px solid #262a30}.th b{flex:1;font-size:19px;font-weight:800;color:#7cc143;letter-spacing:-.3px}.th b i{font-style:normal;color:#e9ecef}
.pf{gap:12px;padding:0 14px;align-items:flex-end;margin-top:-26px;position:relative}.nm{font-size:18px;font-weight:800}.hn{font-size:12px;color:#9aa1aa;margin-top:1px}
.rt{gap:6px;align-items:center;padding:6px 14px 0}.rt .n{font-size:13px;font-weight:700}.rt .m{font-size:12px;color:#9aa1aa}
.ct{margin:9px 14px 0;background:#1b1e23;border-radius:8px;padding:7px 0}.ct>div{flex:1;text-align:center}.cn{font-size:15px;font-weight:800}.cl{font-size:11px;color:#9aa1aa}
.hd2{font-size:14px;font-weight:700;padding:10px 14px 0}.tx{font-size:13.5px;line-height:19px;padding:3px 14px 0}
.tg{gap:6px;flex-wrap:nowrap;margin:8px 14px 0}.tg span{white-space:nowrap;font-size:11px;color:#bfe59a;background:#24331a;border-radius:4px;padding:2px 8px}
.rv{padding:8px 14px 6px;border-top:1px solid #262a30;margin-top:8px}.rvh{gap:8px;align-items:center}.rvn{font-size:13px;font-weight:700}.rvm{font-size:11.5px;color:#9aa1aa}.rvx{font-size:13.5px;line-height:18.5px;margin-top:4px}
.rpb{margin-top:7px;background:#1b1e23;border-left:3px solid #7cc143;border-radius:4px;padding:6px 9px}.rpl{font-size:11.5px;font-weight:700;color:#7cc143}.rpx{font-size:13px;line-height:18px;margin-top:2px}
.bb{gap:8px;padding:8px 12px 10px;background:#1b1e23;border-top:1px solid #2c3037}.bb span{flex:1;text-align:center;font-size:15px;font-weight:700;border-radius:8px;padding:11px 0}.bb .a{color:#10140c;background:#7cc143}.bb .b{flex:.45;color:#7cc143;border:1.5px solid #7cc143}`,
  html: `<div class="row th" data-role="ui">${icon.back(22)}<b>Gig<i>Salad</i></b>${icon.heart(21)}${icon.share(21)}</div>
<div class="fill">
${picture("100%", 88, ["#3a4a5e", "#1e2633"], abs(140, 14, 60, 60, "#5a3a2a", "50%") + abs(250, 30, 80, 40, "#2e5a3a", "6px"))}
<div class="row pf">${avatar(58, "#7a5a3a", { ring: "#121417" })}<div style="flex:1;min-width:0;padding-bottom:2px">${own("Tillman Reid", "nm")}${ui("Bagpiper · Columbus, OH", "hn")}</div></div>
<div class="row rt">${stars(5, "#7cc143", "#3a3f46", 13)}${ui("5.0", "n")}${ui("(61 reviews) · Top Performer", "m")}</div>
<div class="row ct" data-role="ui"><div>${ui("148", "cn")}${ui("bookings", "cl")}</div><div>${ui("14 yrs", "cn")}${ui("experience", "cl")}</div><div>${ui("1 hr", "cn")}${ui("response time", "cl")}</div></div>
${ui("About", "hd2")}
${own("Bagpiper for weddings, funerals, parades and surprise arrivals. Full Highland dress, own transport.", "tx")}
${own("I have played two hundred weddings, a great many funerals and one divorce party. The bride asked for the same tune as her wedding.", "tx")}
${own("Available across central Ohio, further for a travel fee.", "tx")}
${tagRow(["Bagpipes", "Weddings", "Funerals", "Celtic"])}
<div class="rv"><div class="row rvh">${avatar(28, "#8a5a7a")}<div style="flex:1">${ui("Sheryl", "rvn")}${ui("Retirement party · Oct 2026", "rvm")}</div>${stars(5, "#7cc143", "#3a3f46", 11)}</div>
<div data-role="other" data-author="Sheryl" class="rvx">Booked Tillman for my mother's retirement after forty years as a mail carrier. He walked her out of the building to Scotland the Brave and her supervisor cried.</div>
<div class="rpb">${ui("Response from Tillman", "rpl")}${own("Thank you, Sheryl. Your mother said nobody had ever followed her out of that building on purpose before.", "rpx")}</div></div>
<div class="rv" style="margin-top:0"><div class="row rvh">${avatar(28, "#5a7a8a")}<div style="flex:1">${ui("Stanislaw", "rvn")}${ui("Birthday party · Aug 2026", "rvm")}</div>${stars(5, "#7cc143", "#3a3f46", 11)}</div>
<div data-role="other" data-author="Stanislaw" class="rvx">Hired him for a 60th birthday in Dublin, Ohio. Very loud, as you would expect, and the neighbors' dog joined in for the last verse, which I think was the highlight for most of the guests.</div></div>
</div>
${overBar(`<span class="b">Message</span><span class="a">Request a quote</span>`, "bb")}`,
};

// Verbling (a French tutor from Lyon: avatar, name, languages, rating, counts, the pinned intro video, about me, chips, a student's review,
// the owner's answer, another review cut by the Book a trial lesson bar). Dark, PNG downscaled.
export const verbling: ScreenSpec = {
  id: "verbling-fluent-in-apologising-for-the-noise",
  app: "Verbling",
  kind: "profile",
  dark: true,
  device: "iphone",
  // JPEG, not PNG: the joined set must stay under the check's 10 MB (README.md).
  format: "jpeg",
  quality: 78,
  downscaleTo: 900,
  owner: { name: "Solene Chabanel", handle: null },
  time: "13:32",
  battery: 46,
  cutLines: 1,
  replies: true,
  css: `body{background:#0f1420;color:#e8ecf4}.fill{display:flex;flex-direction:column}.fill>*{flex:none}
.th{flex:none;height:46px;padding:0 16px;gap:18px;position:relative;z-index:3;background:#0f1420;border-bottom:1px solid #232a3a}.th b{flex:1;font-size:19px;font-weight:800;color:#4f9cf7;letter-spacing:-.2px}
.pf{gap:13px;padding:12px 16px 0;align-items:center}.nm{font-size:18px;font-weight:800}.hn{font-size:12.5px;color:#98a2b6;margin-top:2px}.ln{font-size:12px;color:#7fd1a0;margin-top:2px}
.ct{margin:10px 16px 0;background:#171e2d;border-radius:10px;padding:8px 0}.ct>div{flex:1;text-align:center}.cn{font-size:16px;font-weight:800}.cl{font-size:11px;color:#98a2b6}
.lb{font-size:11.5px;font-weight:800;letter-spacing:.8px;color:#4f9cf7;padding:11px 16px 6px}.pin{gap:12px;padding:0 16px;align-items:center}.pt{font-size:14.5px;font-weight:700;line-height:19px}.pm{font-size:12px;color:#98a2b6;margin-top:3px}
.hd2{font-size:14.5px;font-weight:700;padding:11px 16px 0}.tx{font-size:14px;line-height:19.5px;padding:3px 16px 0}
.tg{gap:6px;flex-wrap:nowrap;margin:8px 16px 0}.tg span{white-space:nowrap;font-size:11.5px;color:#b9d6fb;background:#1c2a44;border-radius:10px;padding:2px 9px}
.cr{gap:9px;align-items:flex-start;padding-top:7px;padding-right:16px;padding-bottom:2px}.crn{font-size:13px;font-weight:700}.crm{font-size:11.5px;color:#8a93a6}.crx{font-size:14px;line-height:19px;margin-top:1px}
.bb{gap:8px;padding:9px 14px 26px;background:#171e2d;border-top:1px solid #273047}.bb span{flex:1;text-align:center;font-size:16px;font-weight:700;border-radius:10px;padding:12px 0}.bb .a{color:#fff;background:#2f7de1}.bb .b{flex:.5;color:#4f9cf7;border:1.5px solid #4f9cf7}`,
  html: `<div class="row th" data-role="ui">${icon.back(22)}<b>verbling</b>${icon.heart(21)}${icon.more(22)}</div>
<div class="fill">
<div class="row pf">${avatar(60, "#8a6a9a")}<div style="flex:1;min-width:0">${own("Solene Chabanel", "nm")}${ui("French tutor · Lyon, France", "hn")}${ui("Speaks French (native), English (C2), Italian (B2)", "ln")}</div></div>
<div class="row ct" data-role="ui"><div>${ui("2,486", "cn")}${ui("lessons", "cl")}</div><div>${ui("4.9", "cn")}${ui("rating", "cl")}</div><div>${ui("$31", "cn")}${ui("per hour", "cl")}</div></div>
${ui("INTRO VIDEO", "lb")}
<div class="row pin">${picture(84, 52, ["#3a4a6a", "#6a5a8a"], abs(34, 16, 18, 20, "rgba(255,255,255,.8)", "3px"))}<div style="flex:1;min-width:0">${own("Bonjour! A quick hello before our first lesson", "pt")}${ui("1:48 · 3,910 views", "pm")}</div></div>
${ui("About me", "hd2")}
${own("French tutor from Lyon, teaching adults since 2017. Conversation, grammar and exam prep for DELF B1 and B2.", "tx")}
${own("Before teaching, I spent six years on the night desk of a hotel near Perrache station. My English is excellent for apologising about noise.", "tx")}
${own("Patient, structured, and happy to go slowly with beginners.", "tx")}
${tagRow(["DELF prep", "Conversation", "Business French", "Beginners"])}
${ui("Reviews (173)", "hd2")}
${crow({ name: "Yousuf", meta: "Student · 5 stars · 1w", color: "#5a8a7a", text: ["Three months with Solene and I am able to complain about a hotel room in perfect French. My husband says I was already fluent in the complaining."], who: "Yousuf", size: 28 })}
${crow({ name: "Solene Chabanel", meta: "Tutor · 1w", color: "#8a6a9a", text: ["Merci, Yousuf. Next month we learn how to accept the apology."], who: "owner", depth: 1, size: 28 })}
${crow({ name: "Zakia", meta: "Student · 5 stars · 3d", color: "#9a7a4a", text: ["I am preparing the B2 oral for my citizenship file and we have been working on the section where you defend an opinion for ten minutes, which for me is the hardest part by far."], who: "Zakia", size: 28 })}
</div>
${overBar(`<span class="b">Message</span><span class="a">Book a trial lesson</span>`, "bb")}`,
};
