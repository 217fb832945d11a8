// Part D's profiles (v33): a creator's page with a bio, counts, a pinned post, other people's comments and the owner's answer.
import { avatar, icon, picture } from "./icons";
import type { ScreenSpec } from "./screen-type";
import { abs, crow, overBar, rev, revCss, tagRow } from "./screens-d-kit";
import { own, ui } from "./shell";

// Beacons (a wedding harpist's link-in-bio page: avatar, name, handle, bio, counts, link buttons, the pinned update, a
// couple's comment and the harpist's answer, another comment cut by the Made with Beacons bar). Dark.
export const beacons: ScreenSpec = {
  id: "beacons-forty-seven-strings-and-a-best-man",
  app: "Beacons",
  kind: "profile",
  dark: true,
  device: "iphone",
  format: "png",
  owner: { name: "Vaila Tallis", handle: "@vailaharp" },
  time: "21:03",
  battery: 66,
  cutLines: 1,
  replies: true,
  css: `body{background:#17131f;color:#f1edf7}.fill{display:flex;flex-direction:column}.fill>*{flex:none}
.url{flex:none;height:40px;margin:0 12px;gap:8px;justify-content:center;color:#b9b0c9;font-size:13px}
.hdr{align-items:center;text-align:center;padding:6px 20px 0}.nm{font-size:20px;font-weight:800;margin-top:8px}.hn{font-size:13px;color:#b9b0c9;margin-top:1px}.bio{font-size:14px;line-height:19.5px;margin-top:6px}
.st{justify-content:center;gap:22px;margin-top:8px;font-size:12.5px;color:#b9b0c9}.st b{color:#f1edf7;font-size:14px;margin-right:3px}
.lk{margin:8px 20px 0;padding:10px 0;text-align:center;font-size:14.5px;font-weight:600;border-radius:12px;background:#2a2236;border:1px solid #4a3d5e}.lk.a{background:#c9a6ff;color:#1b1226;border:none}
.pn{margin:12px 16px 0;padding:10px 12px;border-radius:14px;background:#211b2c}.pl{font-size:11px;font-weight:700;letter-spacing:.6px;color:#c9a6ff}.pt{font-size:15.5px;font-weight:700;margin-top:3px}.px{font-size:14px;line-height:19.5px;margin-top:4px}
.cr{gap:9px;align-items:flex-start;padding-top:8px;padding-right:16px;padding-bottom:1px}.crn{font-size:13.5px;font-weight:700}.crm{font-size:12px;color:#9a90ab}.crx{font-size:14px;line-height:19px;margin-top:1px}
.bb{justify-content:center;gap:6px;padding:10px 0 30px;background:#17131f;border-top:1px solid #2e2740;font-size:13px;font-weight:600;color:#b9b0c9}`,
  html: `<div class="row url" data-role="ui">${icon.globe(14)}<span>beacons.ai/vailaharp</span></div>
<div class="fill">
<div class="col hdr">${avatar(74, "#8a6aa8")}${ui("Vaila Tallis", "nm")}${ui("@vailaharp", "hn")}
${own("Harpist for weddings, funerals and, once, a divorce party. Shetland, Orkney and the Highlands.", "bio")}
<div class="row st" data-role="ui"><span><b>212</b>weddings</span><span><b>4.9</b>from 88 couples</span></div></div>
${ui("Book a date for 2027", "lk a")}
${ui("Listen: the first dance set", "lk")}
<div class="pn">${ui("PINNED", "pl")}${own("Wedding season, a few notes", "pt")}
${own("Thank you to every couple this summer: 31 weddings in 22 weekends.", "px")}
${own("I have learned that when the best man says he will keep it brief, I have time to retune all forty-seven strings.", "px")}
${own("2027 dates are open now, link above.", "px")}</div>
${ui("Comments (14)", "pl").replace('class="pl"', 'class="pl" style="padding:12px 16px 0"')}
${crow({ name: "Silvina", meta: "3d", color: "#5a8a9a", text: ["You played our wedding in Portree! The best man spoke for forty minutes."], who: "Silvina", size: 28 })}
${crow({ name: "Vaila Tallis", meta: "Creator · 3d", color: "#8a6aa8", text: ["I remember. I retuned twice and had a scone."], who: "owner", depth: 1, size: 28 })}
${crow({ name: "Sandro", meta: "5h", color: "#9a7a5a", text: ["Do you travel as far as Unst? We marry there in June and my brother has already written eleven pages, so please bring a chair."], who: "Sandro", size: 28 })}
</div>
${overBar(`${icon.flame(14)}<span>Made with Beacons</span>`, "bb")}`,
};

// Stan Store (a strength coach's store page: avatar, name, handle, bio, counts, the pinned plan with its description, a
// buyer's comment and the coach's answer, another comment cut by the Buy now bar). Dark, a Messages banner from Tendai.
export const stanstore: ScreenSpec = {
  id: "stanstore-getting-up-without-right-then",
  app: "Stan Store",
  kind: "profile",
  dark: true,
  device: "android",
  format: "png",
  owner: { name: "Vernice Ottley", handle: "@strongafter60" },
  time: "09:37",
  battery: 44,
  banner: {
    app: "Messages",
    color: "#1a73e8",
    title: "Tendai",
    body: "Still on for aqua aerobics at 10? I've saved you a noodle",
    author: "Tendai",
    age: "now",
  },
  cutLines: 1,
  replies: true,
  css: `body{background:#101314;color:#eef1f2}.fill{display:flex;flex-direction:column}.fill>*{flex:none}
.th{flex:none;height:48px;padding:0 14px;gap:16px;background:#101314;color:#eef1f2}.th b{flex:1;font-size:14px;font-weight:500;color:#9ba5aa}
.hdr{gap:12px;padding:22px 16px 0;align-items:center}.nm{font-size:18px;font-weight:800}.hn{font-size:12.5px;color:#9ba5aa;margin-top:1px}
.bio{font-size:13.5px;line-height:19px;padding:8px 16px 0}.st{gap:18px;padding:7px 16px 0;font-size:12px;color:#9ba5aa}.st b{color:#eef1f2;font-size:13.5px;margin-right:3px}
.pc{margin:10px 14px 0;border-radius:14px;background:#1b2022;overflow:hidden}.pci{padding:9px 12px 10px}.pl{font-size:10.5px;font-weight:700;letter-spacing:.6px;color:#6ee7a8}.pt{font-size:15.5px;font-weight:700;margin-top:3px}.pp{font-size:14px;font-weight:700;color:#6ee7a8;margin-top:2px}.px{font-size:13.5px;line-height:18.5px;margin-top:4px}
.hd2{font-size:13.5px;font-weight:700;padding:10px 16px 0}
.cr{gap:9px;align-items:flex-start;padding-top:7px;padding-right:14px;padding-bottom:1px}.crn{font-size:13px;font-weight:700}.crm{font-size:11.5px;color:#8a9499}.crx{font-size:13.5px;line-height:18.5px;margin-top:1px}
.bb{gap:10px;padding:9px 14px 12px;background:#101314;border-top:1px solid #262c2f;align-items:center}.bb .p{flex:1;font-size:16px;font-weight:700}.bb .c{font-size:15px;font-weight:700;color:#0c1a12;background:#6ee7a8;border-radius:22px;padding:10px 26px}`,
  html: `<div class="row th" data-role="ui">${icon.close(20)}<b>stan.store/strongafter60</b>${icon.share(20)}</div>
<div class="fill">
<div class="row hdr">${avatar(56, "#a86a4a")}<div style="flex:1;min-width:0">${ui("Vernice Ottley", "nm")}${ui("@strongafter60", "hn")}</div></div>
${own("Strength coach for people over sixty. Retired PE teacher, 64, deadlifts on Tuesdays.", "bio")}
<div class="row st" data-role="ui"><span><b>1,284</b>students</span><span><b>3</b>plans</span><span><b>4.8</b>rating</span></div>
<div class="pc">${picture("100%", 112, ["#2d5a46", "#1b3a2e"], abs(150, 45, 60, 10, "#d9e2dc", "5px") + abs(140, 37, 10, 26, "#d9e2dc", "3px") + abs(210, 37, 10, 26, "#d9e2dc", "3px"))}<div class="pci">${ui("PINNED", "pl")}${own("Stronger Knees: a 12-week plan", "pt")}${ui("£29", "pp")}
${own("Three short sessions a week, no gym needed: a chair and a wall will do.", "px")}
${own("Week one is learning to get up off the floor without saying \u201cright then\u201d first.", "px")}
${own("Lifetime access and printable sheets.", "px")}</div></div>
${ui("What students say", "hd2")}
${crow({ name: "Winona", meta: "2d", color: "#5a7a9a", text: ["Week four nearly finished me off."], who: "Winona", size: 26 })}
${crow({ name: "Vernice Ottley", meta: "Creator · 2d", color: "#a86a4a", text: ["Week four nearly finished me too, and I wrote it."], who: "owner", depth: 1, size: 26 })}
${crow({ name: "Toula", meta: "6h", color: "#8a5a7a", text: ["Bought it for my husband, who is 71 and says he does not need it. He has now done week two behind the shed where I can't see him."], who: "Toula", size: 26 })}
</div>
${overBar(`<div class="p">£29</div><span class="c">Buy now</span>`, "bb")}`,
};

// Podia (a crossword setter's community page: banner, name, bio, counts, the pinned homework post, a member's comment and
// the setter's answer, another comment cut by the comment bar). Downscaled.
export const podia: ScreenSpec = {
  id: "podia-the-clues-sound-pleased-with-themselves",
  app: "Podia",
  kind: "profile",
  dark: false,
  device: "iphone-max",
  format: "png",
  owner: { name: "Tolulope Bankole", handle: "tolulope.podia.com" },
  time: "12:09",
  battery: 81,
  downscaleTo: 960,
  cutLines: 1,
  replies: true,
  css: `body{background:#f7f6fb;color:#241f36}.fill{display:flex;flex-direction:column}.fill>*{flex:none}
.th{flex:none;height:48px;padding:0 16px;gap:14px;background:#fff;border-bottom:1px solid #e8e5f0}.th b{flex:1;font-size:16px;font-weight:700}
.hdr{gap:12px;padding:0 16px;margin-top:-26px;align-items:flex-end;position:relative;z-index:2}.nm{font-size:19px;font-weight:800}.hn{font-size:13px;color:#6d6884}
.bio{font-size:14.5px;line-height:20px;padding:8px 16px 0}.st{gap:18px;padding:6px 16px 0;font-size:13px;color:#6d6884}.st b{color:#241f36;margin-right:3px}
.tabs{gap:22px;padding:10px 16px 0;border-bottom:1px solid #e3e0ec;font-size:14px;color:#6d6884}.tabs span{padding-bottom:8px}.tabs .on{color:#4b2bd6;font-weight:700;border-bottom:2px solid #4b2bd6}
.pn{margin:10px 12px 0;padding:11px 13px;border-radius:12px;background:#fff;border:1px solid #e3e0ec}.pl{font-size:11px;font-weight:700;letter-spacing:.6px;color:#4b2bd6}.pt{font-size:16px;font-weight:700;margin-top:3px}.px{font-size:14.5px;line-height:20px;margin-top:4px}
.hd2{font-size:14px;font-weight:700;padding:10px 16px 0}
.cr{gap:10px;align-items:flex-start;padding-top:8px;padding-right:16px;padding-bottom:1px}.crn{font-size:14px;font-weight:700}.crm{font-size:12.5px;color:#8a85a0}.crx{font-size:14.5px;line-height:20px;margin-top:1px}
.bb{gap:10px;padding:9px 14px 30px;background:#fff;border-top:1px solid #e3e0ec;align-items:center}.bb .f{flex:1;font-size:15px;color:#8a85a0;border:1px solid #d9d5e6;border-radius:20px;padding:9px 14px}`,
  html: `<div class="row th" data-role="ui">${icon.back(22)}<b>tolulope.podia.com</b>${icon.bell(21)}${icon.more(21)}</div>
<div class="fill">
${picture("100%", 134, ["#4b2bd6", "#8c6ff0"], abs(20, 10, 40, 40, "rgba(255,255,255,.18)", "3px") + abs(64, 10, 40, 40, "rgba(255,255,255,.1)", "3px") + abs(108, 10, 40, 40, "rgba(255,255,255,.18)", "3px") + abs(330, 14, 40, 40, "rgba(255,255,255,.12)", "3px"))}
<div class="row hdr">${avatar(64, "#3a6a5a", { ring: "#f7f6fb" })}<div style="flex:1;min-width:0;padding-bottom:2px">${ui("Tolulope Bankole", "nm")}${ui("Cryptic Crosswords from Scratch", "hn")}</div></div>
${own("I set cryptic crosswords for two regional papers and teach beginners to write their own.", "bio")}
<div class="row st" data-role="ui"><span><b>1,930</b>members</span><span><b>2</b>courses</span><span><b>41</b>posts</span></div>
<div class="row tabs" data-role="ui"><span class="on">Posts</span><span>Courses</span><span>Members</span><span>About</span></div>
<div class="pn">${ui("PINNED", "pl")}${own("This week's homework", "pt")}
${own("Write one clue about your commute and post it below.", "px")}
${own("My wife stopped doing my puzzles last year because she says she can hear my voice in the clues, and it sounds pleased with itself.", "px")}
${own("Best clue by Friday gets a signed grid.", "px")}</div>
${ui("Comments (37)", "hd2")}
${crow({ name: "Valda", meta: "1d", color: "#9a6a5a", text: ["Does she do anyone else's crosswords?"], who: "Valda", size: 30 })}
${crow({ name: "Tolulope Bankole", meta: "Host · 1d", color: "#3a6a5a", text: ["The Times, in pen, out loud, in my direction."], who: "owner", depth: 1, size: 30 })}
${crow({ name: "Zawadi", meta: "20h", color: "#7a8a4a", text: ["Mine came to me on the tram and I said the answer out loud, so a stranger now knows I am late."], who: "Zawadi", size: 30 })}
${crow({ name: "Yewande", meta: "3h", color: "#5a6a9a", text: ["Mine is about the 86 bus, which I have now waited for so long that the answer has changed twice. Is it cheating to use the driver's name if he is the answer, or does it have to be a word in the dictionary?"], who: "Yewande", size: 30 })}
</div>
${overBar(`<div class="f">Write a comment…</div>${icon.send(20)}`, "bb")}`,
};

// HouseSitMatch (a house sitter's profile: photo header, name, place, counts, badges, About me, a homeowner's review
// with the sitter's response, another review cut by the Invite to sit bar).
export const housesitmatch: ScreenSpec = {
  id: "housesitmatch-a-cardiff-accent-for-tosca",
  app: "HouseSitMatch",
  kind: "profile",
  dark: false,
  device: "android",
  format: "png",
  owner: { name: "Susannah Treharne", handle: null },
  time: "13:26",
  battery: 88,
  statusBarDark: true,
  statusBarBackground: "#0e5b5a",
  cutLines: 1,
  replies: true,
  css: `body{background:#fff;color:#1c2b2b}.fill{display:flex;flex-direction:column}.fill>*{flex:none}
.th{flex:none;height:48px;padding:0 14px;gap:16px;background:#0e5b5a;color:#fff}.th b{flex:1;font-size:16px;font-weight:600}
.hdr{gap:12px;padding:6px 16px 0;align-items:center}.nm{font-size:18px;font-weight:800}.hn{font-size:12.5px;color:#667777;margin-top:1px}
.st{gap:0;margin:10px 16px 0;border:1px solid #e2eaea;border-radius:10px}.st div{flex:1;text-align:center;padding:4px 0;font-size:11.5px;color:#667777}.st div+div{border-left:1px solid #e2eaea}.st b{display:block;font-size:15px;color:#1c2b2b}
.tg{gap:6px;flex-wrap:nowrap;margin:9px 16px 0}.tg span{white-space:nowrap;font-size:11.5px;color:#0e5b5a;background:#e3f3f1;border-radius:12px;padding:3px 9px}
.hd2{font-size:14.5px;font-weight:700;padding:8px 16px 0}.tx{font-size:13.5px;line-height:19px;padding:3px 16px 0}
${revCss("#e8eeee", "#778888", "#eef7f6", "#0e5b5a")}
.bb{gap:10px;padding:8px 12px 10px;background:#fff;border-top:1px solid #e0e6e6;box-shadow:0 -2px 6px rgba(0,0,0,.07)}.bb span{flex:1;text-align:center;font-size:15px;font-weight:700;border-radius:22px;padding:11px 0;color:#fff;background:#e8596b}`,
  html: `<div class="row th" data-role="ui">${icon.back(22)}<b>Sitter profile</b>${icon.heart(21)}${icon.share(21)}</div>
<div class="fill">
<div class="row hdr">${avatar(50, "#7a6a9a")}<div style="flex:1;min-width:0">${ui("Susannah Treharne", "nm")}${ui("Abergavenny, Wales · Verified sitter", "hn")}</div></div>
<div class="row st" data-role="ui"><div><b>23</b>sits</div><div><b>5.0</b>rating</div><div><b>41</b>dogs</div><div><b>17</b>cats</div></div>
${tagRow(["ID checked", "Background check", "Repeat sitter"])}
${ui("About me", "hd2")}
${own("Retired primary teacher, non-smoker, happy with early walks and long ones.", "tx")}
${own("I talk to the animals in their owners' voices, so please record yourself saying goodnight to them; a spaniel in Bath would not eat until I managed a passable Cardiff accent.", "tx")}
${own("Available most of the year apart from August.", "tx")}
${ui("Reviews (23)", "hd2")}
${rev({ name: "Tegid", meta: "Homeowner · Bath", color: "#5a7a5a", n: 5, date: "October 2026", text: ["Susannah kept Tosca fed, walked and, somehow, quiet at the postman. The house was tidier than we left it."], who: "Tegid", reply: { label: "Response from Susannah", who: "owner", text: ["Thank you, Tegid! Tosca and I still disagree about the postman."] }, starColor: "#f2b01e", starEmpty: "#dde3e3" })}
${rev({ name: "Tirion", meta: "Homeowner · Hay-on-Wye", color: "#9a6a4a", n: 5, date: "August 2026", text: ["Our two cats normally hide from visitors for days, but by the second evening both were sleeping on her feet, and the older one now meows with a Swansea lilt we cannot explain."], who: "Tirion", starColor: "#f2b01e", starEmpty: "#dde3e3" })}
</div>
${overBar(`<span>Invite to sit</span>`, "bb")}`,
};
