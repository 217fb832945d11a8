// Part D's profiles (v37): a creator's, a freelancer's and a developer's page, each with a bio, counts, a pinned post or project,
// other people's comments and the owner's answer among them.
import { avatar, icon, picture } from "./icons";
import type { ScreenSpec } from "./screen-type";
import { abs, crow, overBar, tagRow } from "./screens-d-kit";
import { own, ui } from "./shell";

// Passes (a bagpipe teacher in Glasgow: cover, avatar, name, handle, bio, counts, Subscribe button, the pinned post, a subscriber's
// comment, the owner's answer, another comment cut by the Subscribe bar). Dark.
export const passes: ScreenSpec = {
  id: "passes-lessons-from-the-corsa",
  app: "Passes",
  kind: "profile",
  dark: true,
  device: "iphone",
  format: "png",
  owner: { name: "Shelagh McCuaig", handle: "@shelaghpipes" },
  time: "22:17",
  battery: 27,
  cutLines: 1,
  replies: true,
  css: `body{background:#0b0b0e;color:#f1f1f4}.fill{display:flex;flex-direction:column}.fill>*{flex:none}
.th{flex:none;height:44px;padding:0 16px;gap:18px;position:relative;z-index:3;background:#0b0b0e}.th b{flex:1;font-size:19px;font-weight:800;letter-spacing:-.3px;color:#fff}
.av{position:relative;z-index:2;margin:-30px 0 0 16px;width:72px;height:72px;border-radius:50%;border:3px solid #0b0b0e;overflow:hidden}
.nm{padding:6px 16px 0;font-size:20px;font-weight:800}.hn{padding:0 16px;font-size:13.5px;color:#9a9aa6}
.bio{padding:6px 16px 0;font-size:14.5px;line-height:20px}
.cn{gap:18px;padding:8px 16px 0}.cn div{font-size:13px;color:#9a9aa6}.cn b{color:#f1f1f4;font-weight:700}
.tabs{gap:0;margin-top:10px;border-bottom:1px solid #25252c}.tabs span{flex:1;text-align:center;font-size:14px;font-weight:600;color:#8a8a96;padding:9px 0}.tabs .on{color:#fff;border-bottom:2px solid #fff}
.pin{font-size:11.5px;font-weight:700;letter-spacing:.6px;color:#8fa8ff;padding:10px 16px 0}.pt{font-size:15.5px;font-weight:700;padding:3px 16px 0;line-height:21px}.px{font-size:14.5px;line-height:20px;padding:4px 16px 0}
.pa{gap:18px;padding:8px 16px 2px;font-size:13px;color:#9a9aa6}
.cr{gap:10px;align-items:flex-start;padding-top:8px;padding-right:16px;padding-bottom:2px}.crn{font-size:13.5px;font-weight:700}.crm{font-size:12px;color:#8a8a96}.crx{font-size:14px;line-height:19.5px;margin-top:1px}
.bb{gap:10px;padding:10px 16px 26px;background:#141419;border-top:1px solid #25252c;align-items:center}.bb .p{flex:1;font-size:13px;color:#9a9aa6}.bb .p b{display:block;color:#fff;font-size:16px}.bb .a{color:#0b0b0e;background:#fff;border-radius:22px;padding:11px 26px;font-size:15px;font-weight:700}`,
  html: `<div class="row th" data-role="ui">${icon.back(22)}<b>Passes</b>${icon.share(20)}${icon.more(20)}</div>
<div class="fill">
${picture("100%", 103, ["#2a3b5a", "#141c2c"], abs(0, 58, 390, 34, "#1c2638") + abs(40, 30, 60, 40, "#3a4a66", "30px 30px 0 0") + abs(250, 20, 90, 50, "#33425e", "45px 45px 0 0"))}
<div class="av">${avatar(72, "#8a5a6a")}</div>
${ui("Shelagh McCuaig", "nm")}${ui("@shelaghpipes", "hn")}
${own("Bagpipe teacher in Glasgow. Chanter to full set, beginners welcome, one new lesson every Sunday.", "bio")}
<div class="row cn" data-role="ui"><div><b>214</b> posts</div><div><b>1,306</b> subscribers</div><div><b>38.2K</b> likes</div></div>
<div class="row tabs" data-role="ui"><span class="on">Posts</span><span>Media</span><span>Lessons</span></div>
${ui("PINNED", "pin")}
${own("Why every lesson is filmed in a car", "pt")}
${own("I teach from the driver's seat of my Corsa at the far end of a supermarket car park, because after eleven years that is the one spot in Glasgow where nobody has complained yet.", "px")}
<div class="row pa" data-role="ui"><span>412 likes</span><span>3 comments</span></div>
${crow({ name: "Yvaine", meta: "2d", color: "#5a7a9a", text: ["Saw the Corsa rocking on Tuesday night and nearly phoned someone."], who: "Yvaine", size: 30 })}
${crow({ name: "Shelagh", meta: "Creator · 2d", color: "#8a5a6a", text: ["That was a strathspey, Yvaine."], who: "owner", depth: 1, size: 30 })}
${crow({ name: "Tadgh", meta: "5h", color: "#6a8a5a", text: ["Just subscribed from Cork. My chanter was my grandad's and the reed is older than me, so should I buy a new one before lesson one or bring it to a shop first? And are the Sunday lessons live, or can I watch them after my shift at the bakery?"], who: "Tadgh", size: 30 })}
</div>
${overBar(`<div class="p">Subscribe<b>$6 / month</b></div><span class="a">Subscribe</span>`, "bb")}`,
};

// Contra (a freelance copywriter in Bristol: avatar, name, role, place, bio, counts, chips, the pinned project, a client's comment,
// the owner's answer, another comment cut by the Hire bar). Light, cropped at the top.
export const contra: ScreenSpec = {
  id: "contra-one-folding-chair-no-garden",
  app: "Contra",
  kind: "profile",
  dark: false,
  device: "android",
  format: "png",
  crop: { top: 30 },
  owner: { name: "Sinead Harte", handle: null },
  time: "09:26",
  battery: 71,
  cutLines: 1,
  replies: true,
  css: `body{background:#fff;color:#151515}.fill{display:flex;flex-direction:column}.fill>*{flex:none}
.th{flex:none;height:48px;padding:0 14px;gap:16px;position:relative;z-index:3;background:#fff;border-bottom:1px solid #ececec}.th b{flex:1;font-size:20px;font-weight:800;letter-spacing:-.5px}
.top{gap:12px;padding:12px 16px 0;align-items:center}.nm{font-size:18px;font-weight:800}.rl{font-size:13px;color:#5b5b5b}.pl{font-size:12px;color:#8a8a8a;margin-top:1px}
.bio{padding:8px 16px 0;font-size:14px;line-height:19.5px}
.cn{gap:16px;padding:8px 16px 0}.cn div{font-size:12.5px;color:#6b6b6b}.cn b{color:#151515}
.tg{gap:6px;flex-wrap:nowrap;margin:8px 16px 0}.tg span{white-space:nowrap;font-size:11.5px;color:#151515;background:#f3f0ff;border-radius:12px;padding:3px 9px}
.pin{font-size:11px;font-weight:700;letter-spacing:.6px;color:#6b4ff6;padding:25px 16px 0}.pc{margin:5px 16px 0;border:1px solid #ececec;border-radius:10px;overflow:hidden}.pt{font-size:14.5px;font-weight:700;padding:8px 12px 0;line-height:19px}.px{font-size:13.5px;line-height:19px;padding:3px 12px 9px}
.hd2{font-size:14px;font-weight:700;padding:10px 16px 0}
.cr{gap:9px;align-items:flex-start;padding-top:7px;padding-right:16px;padding-bottom:2px}.crn{font-size:13px;font-weight:700}.crm{font-size:11.5px;color:#8a8a8a}.crx{font-size:13.5px;line-height:18.5px;margin-top:1px}
.bb{gap:8px;padding:9px 14px 10px;background:#fff;border-top:1px solid #e6e6e6;box-shadow:0 -2px 6px rgba(0,0,0,.06)}.bb span{flex:1;text-align:center;font-size:15px;font-weight:700;border-radius:22px;padding:11px 0}.bb .a{color:#fff;background:#151515}.bb .b{color:#151515;border:1.5px solid #151515}`,
  html: `<div class="row th" data-role="ui">${icon.back(22)}<b>contra</b>${icon.share(21)}${icon.moreV(21)}</div>
<div class="fill">
<div class="row top">${avatar(60, "#b07a5a")}<div style="flex:1;min-width:0">${ui("Sinead Harte", "nm")}${ui("Copywriter · Product descriptions", "rl")}${ui("Bristol, UK · Available for work", "pl")}</div></div>
${own("Freelance copywriter for outdoor furniture brands, eight years in.", "bio")}
${own("I have now called 1,140 garden benches timeless, and I write each one from a second-floor flat with no garden, no balcony and a single folding chair.", "bio")}
${own("Fast turnaround, plain English.", "bio")}
<div class="row cn" data-role="ui"><div><b>862</b> followers</div><div><b>46</b> projects</div><div><b>£55</b>/hr</div></div>
${tagRow(["Copywriting", "E-commerce", "SEO", "Tone of voice"])}
${ui("PINNED PROJECT", "pin")}
<div class="pc">${picture("100%", 70, ["#d9e4cf", "#a9bf98"], abs(90, 22, 150, 10, "#8a6a44", "3px") + abs(96, 32, 8, 30, "#7a5a38") + abs(226, 32, 8, 30, "#7a5a38") + abs(90, 10, 150, 8, "#9a7a52", "3px"))}
${own("Larchmere Outdoor, spring range copy", "pt")}${own("Forty product pages for a garden furniture brand, one voice.", "px")}</div>
${ui("Comments (3)", "hd2")}
${crow({ name: "Tomas", meta: "Larchmere Outdoor · 3d", color: "#4a7a6a", text: ["She called our cheapest bench one that forgives, and it sold out by May."], who: "Tomas", size: 28 })}
${crow({ name: "Sinead", meta: "3d", color: "#b07a5a", text: ["The folding chair has not forgiven me."], who: "owner", depth: 1, size: 28 })}
${crow({ name: "Shoaib", meta: "6h", color: "#6a5a9a", text: ["Hi Sinead, we make cedar planters in Leeds and need about sixty short descriptions before our autumn launch. Do you take on small brands, and could you send over your rate for a batch?"], who: "Shoaib", size: 28 })}
</div>
${overBar(`<span class="b">Message</span><span class="a">Hire Sinead</span>`, "bb")}`,
};

// Peerlist (an Android developer in Dhaka: avatar, name, handle, bio, counts, chips, the pinned project with upvotes, a follower's
// comment, the owner's answer, another comment cut by the tab bar). Light, downscaled PNG.
export const peerlist: ScreenSpec = {
  id: "peerlist-sip-dismissed-2317-times",
  app: "Peerlist",
  kind: "profile",
  dark: false,
  device: "iphone-max",
  format: "jpeg",
  quality: 80,
  downscaleTo: 1080,
  owner: { name: "Tahsin Chowdhury", handle: "@tahsinc" },
  time: "13:05",
  battery: 84,
  cutLines: 1,
  replies: true,
  statusBarBackground: "#fff",
  css: `body{background:#fafafa;color:#1a1d1f}.fill{display:flex;flex-direction:column}.fill>*{flex:none}
.th{flex:none;height:48px;padding:0 16px;gap:18px;position:relative;z-index:3;background:#fff;border-bottom:1px solid #e9eaeb}.th b{flex:1;font-size:19px;font-weight:800;color:#00aa45;letter-spacing:-.3px}
.card{background:#fff;border-bottom:1px solid #e9eaeb;padding:12px 18px}
.top{gap:14px;align-items:center}.nm{font-size:19px;font-weight:800}.hn{font-size:13.5px;color:#6f767b}.rl{font-size:13px;color:#3d4246;margin-top:2px}
.bio{font-size:14.5px;line-height:20.5px;margin-top:8px}
.cn{gap:18px;margin-top:9px}.cn div{font-size:13px;color:#6f767b}.cn b{color:#1a1d1f}
.tg{gap:6px;flex-wrap:nowrap;margin-top:9px}.tg span{white-space:nowrap;font-size:12px;color:#1a1d1f;border:1px solid #dfe1e3;border-radius:6px;padding:3px 9px}
.pin{font-size:11.5px;font-weight:700;letter-spacing:.6px;color:#00aa45}.pj{gap:12px;margin-top:7px;align-items:flex-start}.pt{font-size:15.5px;font-weight:700;line-height:20px}.px{font-size:14px;line-height:20px;margin-top:3px}
.up{gap:16px;margin-top:9px;font-size:13px;color:#6f767b}
.cr{gap:10px;align-items:flex-start;padding-top:9px;padding-right:18px;padding-bottom:2px}.crn{font-size:14px;font-weight:700}.crm{font-size:12.5px;color:#8a9095}.crx{font-size:14.5px;line-height:20px;margin-top:1px}
.tb{justify-content:space-around;padding:10px 0 28px;background:#fff;border-top:1px solid #e3e5e7;color:#5f666b}`,
  html: `<div class="row th" data-role="ui">${icon.back(22)}<b>Peerlist</b>${icon.search(21)}${icon.moreV(21)}</div>
<div class="fill">
<div class="card"><div class="row top">${avatar(62, "#3a6a5a")}<div style="flex:1;min-width:0">${ui("Tahsin Chowdhury", "nm")}${ui("@tahsinc", "hn")}${ui("Android Developer · Dhaka, Bangladesh", "rl")}</div></div>
${own("Android developer, five years of Kotlin and Compose. I build small apps that do one thing.", "bio")}
<div class="row cn" data-role="ui"><div><b>2,418</b> followers</div><div><b>311</b> following</div><div><b>12</b> projects</div></div>
${tagRow(["Kotlin", "Jetpack Compose", "Firebase", "Room"])}</div>
<div class="card">${ui("PINNED PROJECT", "pin")}
<div style="margin-top:7px;border-radius:8px;overflow:hidden">${picture("100%", 151, ["#e3f4fb", "#b5def0"], abs(150, 10, 92, 150, "#263238", "14px") + abs(158, 24, 76, 60, "#4fc3f7", "6px") + abs(168, 92, 56, 10, "#eceff1", "5px"))}</div>
<div class="row pj">${picture(54, 54, ["#4fc3f7", "#0277bd"], abs(20, 12, 14, 30, "#e1f5fe", "7px 7px 10px 10px"))}<div style="flex:1;min-width:0">${own("Sip: a water reminder that stays out of your way", "pt")}</div></div>
${own("It reminds you to drink water every ninety minutes.", "px")}
${own("According to its own stats I have dismissed it 2,317 times since March, which makes me both its most loyal user and the reason it exists.", "px")}
<div class="row up" data-role="ui"><span>▲ 286 upvotes</span><span>14 comments</span><span>Launched #3 of the week</span></div></div>
${crow({ name: "Wasif", meta: "1d", color: "#9a6a3a", text: ["Add a button that drinks the water for you."], who: "Wasif", size: 30 })}
${crow({ name: "Tahsin", meta: "Author · 1d", color: "#3a6a5a", text: ["That is planned for the Pro version, Wasif."], who: "owner", depth: 1, size: 30 })}
${crow({ name: "Tasfia", meta: "4h", color: "#8a4a7a", text: ["Loved the launch. Quick one from a fellow Compose developer: are the reminders built on WorkManager or exact alarms, and did Android 14 break anything for you when you moved to the new permission?"], who: "Tasfia", size: 30 })}
</div>
${overBar(`${icon.home(24)}${icon.search(24)}${icon.plusBox(24)}${icon.bell(24)}${icon.person(24)}`, "tb")}`,
};
