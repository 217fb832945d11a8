// Part D's profiles (v29): Calckey (a subtitler's fediverse profile and pinned note), BeWelcome (a hospitality host's
// profile with guests' references) and Gumroad (a font maker's creator page with a pinned post and buyers' comments).
import { avatar, icon, picture } from "./icons";
import type { ScreenSpec } from "./screen-type";
import { abs, crow, overBar, tagRow } from "./screens-d-kit";
import { own, ui } from "./shell";

// Calckey (a Misskey-style profile: banner, avatar, name, handle, bio, fields, counts, tabs, a pinned note, a reply, the
// owner's answer, a second reply cut by the tab bar; dark Rosé Pine theme; downscaled).
export const calckey: ScreenSpec = {
  id: "calckey-no-full-stop-since-tuesday",
  app: "Calckey",
  kind: "profile",
  dark: true,
  device: "iphone",
  format: "png",
  downscaleTo: 900,
  owner: { name: "Wietske", handle: "@wietske@tekst.social" },
  time: "19:05",
  battery: 62,
  cutLines: 1,
  replies: true,
  css: `body{background:#191724;color:#e0def4}.fill{display:flex;flex-direction:column}.fill>*{flex:none}
.th{flex:none;height:44px;padding:0 14px;gap:14px;position:relative;z-index:3;background:#1f1d2e}.th b{flex:1;font-size:15px;font-weight:700;text-align:center}
.pf{position:relative;background:#1f1d2e;padding:0 16px 10px}.pf .av{position:absolute;left:16px;top:-34px}.fb{position:absolute;right:16px;top:10px;font-size:13.5px;font-weight:700;color:#191724;background:#c4a7e7;border-radius:16px;padding:6px 16px}
.nm{font-size:19px;font-weight:800;padding-top:42px}.hn{font-size:13px;color:#908caa;margin-top:1px}.bio{font-size:14px;line-height:20px;margin-top:8px}
.fl{display:grid;grid-template-columns:90px 1fr;gap:3px 8px;margin-top:8px;font-size:12.5px}.fl div:nth-child(odd){color:#908caa}
.ct{gap:16px;margin-top:8px;font-size:13px;color:#908caa}.ct b{color:#e0def4}
.tb2{gap:0;border-bottom:1px solid #2a273f;background:#1f1d2e}.tb2 span{flex:1;text-align:center;font-size:13px;padding:9px 0;color:#908caa}.tb2 span.on{color:#c4a7e7;border-bottom:2px solid #c4a7e7;font-weight:700}
.pn{font-size:12px;color:#ebbcba;padding:9px 16px 0;gap:5px}
.nt{gap:10px;padding:6px 16px 0;align-items:flex-start}.nn{font-size:14px;font-weight:700}.nh{font-size:12.5px;color:#908caa;font-weight:400}.tx{font-size:14.5px;line-height:20.5px;margin-top:3px}
.ac{gap:28px;padding:8px 0 8px 54px;color:#908caa;font-size:12.5px;border-bottom:1px solid #2a273f}
.cr{gap:10px;align-items:flex-start;padding-top:9px;padding-right:16px;padding-bottom:2px}.crn{font-size:13.5px;font-weight:700}.crm{font-size:12px;color:#908caa}.crx{font-size:14px;line-height:19.5px;margin-top:1px}
.nb{justify-content:space-around;padding:10px 0 26px;background:#1f1d2e;border-top:1px solid #2a273f;color:#908caa}`,
  html: `<div class="row th" data-role="ui">${icon.back(22)}<b>Profile</b>${icon.more(22)}</div>
<div class="fill">
${picture("100%", 84, ["#31748f", "#26233a"], abs(0, 50, 390, 34, "#2a273f") + abs(210, 14, 120, 36, "#9ccfd8", "4px", "opacity:.35") + abs(226, 26, 88, 5, "#e0def4", "2px", "opacity:.8") + abs(240, 36, 60, 5, "#e0def4", "2px", "opacity:.8"))}
<div class="pf"><div class="av">${avatar(64, "#ebbcba", { ring: "#1f1d2e" })}</div>${ui("Follow", "fb")}
${ui("Wietske", "nm")}${ui("@wietske@tekst.social", "hn")}
${own("Subtitler for Dutch TV. I type what people say, a little faster than they mean it.", "bio")}
<div class="fl" data-role="ui"><div>Based in</div><div>Hilversum</div><div>Joined</div><div>4/2/2023</div></div>
<div class="row ct" data-role="ui"><span><b>1,204</b> Notes</span><span><b>310</b> Following</span><span><b>588</b> Followers</span></div></div>
<div class="row tb2" data-role="ui"><span>Home</span><span class="on">Notes</span><span>Reactions</span></div>
<div class="row pn" data-role="ui">${icon.pin(12)}<span>Pinned note</span></div>
<div class="row nt">${avatar(38, "#ebbcba")}<div style="flex:1;min-width:0"><div class="row" style="gap:6px;align-items:baseline">${ui("Wietske", "nn")}${ui("@wietske · 6d", "nh")}</div>
${own("Finished subtitling all twelve episodes of a baking competition today.", "tx")}
${own("After forty hours of it I caption my husband in my head. He has not earned a full stop since Tuesday.", "tx")}
${own("Documentaries again from Monday.", "tx")}</div></div>
<div class="row ac" data-role="ui">${icon.comment(16)}<span>14</span>${icon.repost(16)}<span>61</span>${icon.heart(16)}<span>203</span></div>
${crow({ name: "thiago", meta: "@thiago@mastodon.nl · 6d", color: "#9ccfd8", text: ["What does he get instead?"], who: "thiago", size: 30 })}
${crow({ name: "Wietske", meta: "@wietske · 6d", color: "#ebbcba", text: ["An ellipsis. He knows why."], who: "owner", depth: 1, size: 30 })}
${crow({ name: "Tolga", meta: "@tolga_k@fosstodon.org · 5d", color: "#f6c177", text: ["My wife interprets sign language for the evening news, and she says she does the same at dinner, which explains the last ten years of our conversations."], who: "Tolga", size: 30 })}
</div>
${overBar(`${icon.home(24)}${icon.search(24)}${icon.plusBox(26)}${icon.bell(24)}${icon.person(24)}`, "nb")}`,
};

// BeWelcome (a hospitality host's profile: header, avatar, user name, place, hosting status, counts, languages, About
// me, My home, two guests' references, the second cut by the Send request bar; JPEG).
export const bewelcome: ScreenSpec = {
  id: "bewelcome-the-last-train-to-zagreb",
  app: "BeWelcome",
  kind: "profile",
  dark: false,
  device: "android",
  format: "jpeg",
  quality: 70,
  owner: { name: "Uros", handle: "uros_lj" },
  time: "14:21",
  battery: 47,
  statusBarDark: true,
  statusBarBackground: "#12617c",
  cutLines: 1,
  replies: true,
  css: `body{background:#f4f6f7;color:#1e2a30}.fill{display:flex;flex-direction:column}.fill>*{flex:none}
.th{flex:none;height:50px;padding:0 14px;gap:14px;position:relative;z-index:3;background:#12617c;color:#fff}.th b{flex:1;font-size:17px;font-weight:700}
.card{background:#fff;margin:8px 0 0;padding:10px 14px}
.top{gap:12px}.nm{font-size:18px;font-weight:800}.un{font-size:12.5px;color:#6a7a82}.pl{font-size:12.5px;color:#6a7a82;margin-top:2px}
.st{display:inline-block;margin-top:8px;font-size:12px;font-weight:700;color:#1b7a3a;background:#e2f4e7;border-radius:4px;padding:3px 8px}
.ct{gap:0;margin-top:8px;border-top:1px solid #e7ecee;padding-top:8px}.ct div{flex:1;text-align:center;font-size:11.5px;color:#6a7a82}.ct b{display:block;font-size:15px;color:#1e2a30}
.tg{gap:6px;flex-wrap:wrap;margin-top:6px}.tg span{font-size:12px;color:#12617c;background:#e3f0f4;border-radius:12px;padding:3px 9px}
.hd2{font-size:14.5px;font-weight:800;color:#f37000;margin-bottom:2px}.tx{font-size:14px;line-height:20px;margin-top:4px}
.cr{gap:10px;align-items:flex-start;padding-top:8px;padding-right:0;padding-bottom:2px}.crn{font-size:13px;font-weight:700}.crm{font-size:11.5px;color:#1b7a3a}.crx{font-size:13.5px;line-height:18.5px;margin-top:1px}
.bb{gap:10px;padding:10px 14px 14px;background:#fff;border-top:1px solid #dfe5e8;box-shadow:0 -2px 8px rgba(0,0,0,.07)}.bb span{flex:1;text-align:center;font-size:14.5px;font-weight:700;border-radius:6px;padding:11px 0;border:1.5px solid #12617c;color:#12617c}.bb span+span{background:#f37000;border-color:#f37000;color:#fff}`,
  html: `<div class="row th" data-role="ui">${icon.menu(22)}<b>BeWelcome</b>${icon.search(22)}${icon.bell(22)}</div>
<div class="fill">
<div class="card" style="margin-top:0"><div class="row top">${avatar(60, "#5a7a9a")}<div style="flex:1">${ui("Uros", "nm")}${ui("uros_lj · Member since 2014", "un")}${ui("Ljubljana, Slovenia", "pl")}</div></div>
${ui("Accepting guests · up to 2", "st")}
<div class="row ct" data-role="ui"><div><b>23</b>References</div><div><b>41</b>Guests</div><div><b>96%</b>Replies</div></div></div>
<div class="card">${ui("Languages", "hd2")}${tagRow(["Slovenian", "English", "Croatian", "German (some)"])}</div>
<div class="card">${ui("About me", "hd2")}
${own("Bus driver in Ljubljana. I cook, walk in the hills at weekends and like hearing where guests are going next.", "tx")}
${own("The guest room is also my late uncle's model railway. The 23:10 to Zagreb still runs on a timer, very quietly, every night.", "tx")}
${own("The old town is a ten-minute walk. Sheets, towels and a key are provided.", "tx")}</div>
<div class="card" style="padding-left:0">${ui("References (23)", "hd2").replace('class="hd2"', 'class="hd2" style="padding-left:14px"')}
${crow({ name: "Tuula", meta: "Guest · positive · Oct", color: "#a06a4a", text: ["Uros is a great host and gave us a map of the bus routes he drives. The 23:10 was on time both nights."], who: "Tuula", size: 28 })}
${crow({ name: "Tiarnan", meta: "Guest · positive · Aug", color: "#4a8a6a", text: ["Generous host and a spotless flat. I woke at ten past eleven thinking a train had come through the room, which in a way it had, and then slept better than I have all summer."], who: "Tiarnan", size: 28 })}</div>
</div>
${overBar(`<span>Message</span><span>Send request</span>`, "bb")}`,
};

// Gumroad (a font maker's creator page: avatar, name, subdomain, bio, follower count, Follow, two product cards, a
// pinned post with comments and the owner's answer, a third comment cut by the crop; cropped at the bottom).
export const gumroad: ScreenSpec = {
  id: "gumroad-note-to-the-window-cleaner",
  app: "Gumroad",
  kind: "profile",
  dark: false,
  device: "iphone",
  format: "png",
  crop: { bottom: 102 },
  owner: { name: "Svetla", handle: "svetla.gumroad.com" },
  time: "11:48",
  battery: 90,
  cutLines: 1,
  replies: true,
  css: `body{background:#f4f4f0;color:#000}.fill{display:flex;flex-direction:column}.fill>*{flex:none}
.th{flex:none;height:46px;padding:0 14px;gap:10px;position:relative;z-index:3;background:#fff;border-bottom:1px solid #000}.th b{flex:1;font-size:13px;font-weight:500;text-align:center;background:#f4f4f0;border:1px solid #000;border-radius:6px;padding:5px 0}
.pf{background:#fff;padding:12px 16px;border-bottom:1px solid #000}.top{gap:12px}.nm{font-size:20px;font-weight:800}.sd{font-size:12.5px;color:#555}
.bio{font-size:14px;line-height:20px;margin-top:8px}.fw{gap:10px;margin-top:10px}.fw .c{flex:1;font-size:13px;color:#333}.fw .b{font-size:14px;font-weight:700;background:#ff90e8;border:1px solid #000;border-radius:6px;padding:7px 18px}
.pr{display:grid;grid-template-columns:1fr 1fr;gap:10px;padding:10px 16px 0}.pc{background:#fff;border:1px solid #000;border-radius:6px;overflow:hidden}.pc .pt{font-size:13px;font-weight:700;padding:6px 8px 0}.pc .pp{gap:6px;padding:4px 8px 7px;font-size:12px}.pc .pp span{background:#ff90e8;border:1px solid #000;padding:0 5px;font-weight:700}
.hd2{font-size:15px;font-weight:800;padding:12px 16px 4px}
.po{background:#fff;border:1px solid #000;border-radius:6px;margin:0 16px;padding:10px 12px}.pm{font-size:11.5px;color:#555;gap:5px}.tx{font-size:14px;line-height:20px;margin-top:5px}
.cr{gap:9px;align-items:flex-start;padding-top:9px;padding-right:16px;padding-bottom:2px}.crn{font-size:13px;font-weight:700}.crm{font-size:11.5px;color:#666}.crx{font-size:13.5px;line-height:18.5px;margin-top:1px}`,
  html: `<div class="row th" data-role="ui">${icon.close(20)}<b>svetla.gumroad.com</b>${icon.share(20)}</div>
<div class="fill">
<div class="pf"><div class="row top">${avatar(54, "#e07a5a")}<div style="flex:1">${ui("Svetla", "nm")}${ui("svetla.gumroad.com", "sd")}</div></div>
${own("I draw fonts by hand. Fourteen so far, most of them from family handwriting.", "bio")}
<div class="row fw" data-role="ui"><span class="c">2,310 followers</span><span class="b">Follow</span></div></div>
<div class="pr" data-role="ui"><div class="pc">${picture("100%", 44, ["#fff3c4", "#ffe08a"], abs(14, 10, 110, 8, "#222", "2px") + abs(14, 24, 70, 8, "#222", "2px"))}${ui("Sylvia Bold", "pt")}<div class="row pp"><span>€12+</span>★ 4.8 (61)</div></div><div class="pc">${picture("100%", 44, ["#d8ecff", "#a9d1f5"], abs(14, 12, 96, 6, "#1a3a5a", "2px") + abs(14, 24, 120, 6, "#1a3a5a", "2px"))}${ui("Grandpa Ledger", "pt")}<div class="row pp"><span>€9+</span>★ 4.9 (112)</div></div></div>
${ui("Posts", "hd2")}
<div class="po"><div class="row pm" data-role="ui">${icon.pin(12)}<span>Pinned · Nov 18 · 94 likes</span></div>
${own("New font out: Sylvia Bold.", "tx")}
${own("It is drawn from the note my mum left the window cleaner in 2011, and it is the angriest thing I have ever sold.", "tx")}
${own("Personal licence €12, commercial €40.", "tx")}</div>
${crow({ name: "Todd", meta: "Nov 19", color: "#5a8ac0", text: ["Used it on our wedding invitations. Everyone replied within a day."], who: "Todd", size: 28 })}
${crow({ name: "Svetla", meta: "Creator · Nov 19", color: "#e07a5a", text: ["That is Sylvia working as intended."], who: "owner", depth: 1, size: 28 })}
${crow({ name: "Shannae", meta: "Nov 21", color: "#8a6ab0", text: ["Bought it for the sign on our staff fridge. Nobody has left a yoghurt in there since, and the finance team have started saying please in emails."], who: "Shannae", size: 28 })}
</div>`,
};
