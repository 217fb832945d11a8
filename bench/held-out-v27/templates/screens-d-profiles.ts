// Part D's profiles (v27): BookWyrm (a retired lock-keeper's reading goal; the librarian's reply), Noplace (a
// teenager's page, the school bassoon, friends' wall posts) and Phanpy (a bus driver's Mastodon profile, pinned post
// and replies).
import { avatar, icon, picture } from "./icons";
import type { ScreenSpec } from "./screen-type";
import { abs, crow } from "./screens-d-kit";
import { other, own, ui } from "./shell";

export const bookwyrm: ScreenSpec = {
  id: "bookwyrm-choosing-by-thickness",
  app: "BookWyrm",
  kind: "profile",
  dark: false,
  device: "iphone",
  format: "jpeg",
  quality: 76,
  owner: { name: "Walden", handle: "@walden@bookwyrm.social" },
  time: "10:14",
  battery: 82,
  cutLines: 1,
  replies: true,
  css: `body{background:#f5f5f5;color:#363636}.fill{display:flex;flex-direction:column}.fill>*{flex:none}
.nb{flex:none;height:50px;padding:0 16px;gap:12px;background:#fff;border-bottom:1px solid #e3e3e3;position:relative;z-index:3}.nb .lg{font-size:19px;font-weight:800;color:#002549;flex:1;letter-spacing:-.3px}
.card{background:#fff;margin:10px 10px 0;border:1px solid #e3e3e3;border-radius:6px;padding:12px 14px}
.pr{gap:12px;align-items:flex-start}.pn{font-size:20px;font-weight:700;color:#222}.ph{font-size:13px;color:#7a7a7a;margin-top:1px}.pj{font-size:12.5px;color:#7a7a7a;margin-top:3px}
.bio{font-size:14.5px;line-height:20.5px;margin-top:10px}
.ct{gap:16px;margin-top:10px;font-size:13px;color:#485fc7}.ct b{color:#363636}
.gl{font-size:13px;color:#363636;margin-top:10px}.bar{height:8px;border-radius:4px;background:#e8e8e8;margin-top:5px;overflow:hidden}.bar i{display:block;height:100%;width:94%;background:#00d1b2}
.hd2{font-size:15px;font-weight:700;padding:14px 14px 2px;color:#222}
.st{font-size:12.5px;color:#7a7a7a}.bk{gap:10px;margin-top:8px;padding:8px;background:#fafafa;border-radius:4px}.bt{font-size:13.5px;font-weight:600;color:#222}.ba{font-size:12px;color:#7a7a7a}
.tx{font-size:14.5px;line-height:20.5px;margin-top:8px}
.cr{gap:10px;align-items:flex-start;padding-top:9px;padding-right:14px;padding-bottom:2px}.crn{font-size:13.5px;font-weight:700;color:#222}.crm{font-size:12px;color:#8a8a8a}.crx{font-size:14px;line-height:19.5px;margin-top:1px}.crf{font-size:12px;color:#485fc7;margin-top:2px}`,
  html: `<div class="row nb" data-role="ui">${icon.menu(22)}<span class="lg">BookWyrm</span>${icon.search(20)}${icon.bell(20)}</div>
<div class="fill">
<div class="card"><div class="row pr">${avatar(62, "#5a7a6a")}<div style="flex:1">${ui("Walden", "pn")}${ui("@walden@bookwyrm.social", "ph")}${ui("Joined March 2023 · Devizes", "pj")}</div></div>
${own("Retired lock-keeper on the Kennet and Avon. Mostly history, some crime, anything with a canal in it.", "bio")}
<div class="row ct" data-role="ui"><span><b>412</b> books</span><span><b>38</b> followers</span><span><b>51</b> following</span></div>
${ui("2026 Reading Goal: 49 of 52 books", "gl")}<div class="bar"><i></i></div></div>
${ui("Pinned", "hd2")}
<div class="card" style="margin-top:4px">${ui("Walden finished reading · 2 days ago", "st")}
<div class="row bk">${picture(34, 50, ["#7a3a2a", "#4a2018"])}<div>${ui("The Moonstone", "bt")}${ui("Wilkie Collins · 528 pages", "ba")}</div></div>
${own("Reading goal for this year was 52 books. Three weeks to go.", "tx")}
${own("I have started choosing books by how thin they are, and the librarian has noticed.", "tx")}
${own("Good book, though.", "tx")}</div>
<div class="card" style="padding:4px 0 10px">
${crow({ name: "Tirza", meta: "@tirza@bookwyrm.social · 1d", color: "#a05a7a", text: ["Librarian here. The poetry is now on the shelf by the door."], who: "Tirza", size: 30, foot: "Reply" })}
${crow({ name: "Walden", meta: "1d", color: "#5a7a6a", text: ["Much appreciated."], who: "owner", depth: 1, size: 30 })}
${crow({ name: "Uwe", meta: "@uwe@wyrms.de · 20h", color: "#6a7aa0", text: ["The Moonstone is 528 pages and you read it in week 49. You did this to yourself, Walden, and I salute you."], who: "Uwe", size: 30 })}
</div></div>`,
};

// Noplace (a teenager's page in dark colours: bio, currently, top 10, a wall post with friends' comments and her
// reply; the next comment cut by the tab bar).
export const noplace: ScreenSpec = {
  id: "noplace-worth-more-than-our-car",
  app: "Noplace",
  kind: "profile",
  dark: true,
  device: "android",
  format: "png",
  owner: { name: "zuri", handle: "@zurimakesnoise" },
  time: "21:48",
  battery: 17,
  cutLines: 1,
  replies: true,
  css: `body{background:#0d0b14;color:#f1eefa}.fill{display:flex;flex-direction:column}.fill>*{flex:none}
.th{flex:none;height:46px;padding:0 14px;gap:14px;position:relative;z-index:3;background:#0d0b14}.th .t{flex:1;font-size:15px;font-weight:700}
.pr{gap:12px;padding:16px 16px 0}.pn{font-size:22px;font-weight:800;color:#c6ff3d;letter-spacing:-.3px}.ph{font-size:13px;color:#a39cb8}
.bio{font-size:14px;line-height:19.5px;padding:8px 16px 0}
.cu{margin:10px 16px 0;padding:8px 11px;border:1.5px dashed #c6ff3d;border-radius:10px}.cl{font-size:11.5px;font-weight:800;color:#c6ff3d;letter-spacing:.5px}.cx{font-size:14px;line-height:19.5px;margin-top:2px}
.hd2{font-size:12.5px;font-weight:800;color:#ff7ad9;letter-spacing:.6px;padding:12px 16px 4px}
.tt{gap:10px;padding:0 16px}.tt div{display:flex;flex-direction:column;align-items:center;gap:3px;font-size:11px;color:#cfc9de}
.ps{margin:10px 12px 0;background:#1a1625;border-radius:14px;padding:10px 0 8px}.pt{font-size:14.5px;line-height:20px;padding:0 14px;margin-top:4px}.pm{font-size:12px;color:#8e88a3;padding:0 14px}
.cr{gap:9px;align-items:flex-start;padding-top:8px;padding-right:14px;padding-bottom:2px}.crn{font-size:13px;font-weight:700;color:#ff7ad9}.crm{font-size:11.5px;color:#8e88a3}.crx{font-size:13.5px;line-height:18.5px;margin-top:1px}
.tb{flex:none;height:54px;justify-content:space-around;background:#0d0b14;border-top:1px solid #2a2438;position:relative;z-index:3;color:#cfc9de}`,
  html: `<div class="row th" data-role="ui">${icon.back(22)}<span class="t">@zurimakesnoise</span>${icon.more(22)}</div>
<div class="fill">
<div class="row pr">${avatar(64, "#7a3aa0", { ring: "#c6ff3d" })}<div style="flex:1">${ui("zuri", "pn")}${ui("@zurimakesnoise · Bristol · she/her", "ph")}</div></div>
${own("year 11. orchestra, netball, and whatever is on at the lido.", "bio")}
${own("the school ran out of clarinets so now i play a bassoon that is worth more than our car.", "bio")}
${own("dm me film recs", "bio")}
<div class="cu">${ui("CURRENTLY", "cl")}${own("carrying it home on the 76 bus", "cx")}</div>
${ui("MY TOP 10", "hd2")}
<div class="row tt" data-role="ui"><div>${avatar(40, "#3a7aa0")}<span>tadhg</span></div><div>${avatar(40, "#a06a3a")}<span>siri.k</span></div><div>${avatar(40, "#3aa07a")}<span>mum</span></div><div>${avatar(40, "#a03a5a")}<span>ziggy</span></div><div>${avatar(40, "#6a6aa0")}<span>+6</span></div></div>
<div class="ps">${ui("zuri posted · 2d", "pm")}${own("concert thursday 7pm in the main hall, i have a solo (eight bars)", "pt")}
${crow({ name: "tadhg", meta: "2d", color: "#3a7aa0", text: ["you played it in assembly and a year 7 cried"], who: "tadhg", size: 28 })}
${crow({ name: "zuri", meta: "2d", color: "#7a3aa0", text: ["from emotion"], who: "owner", depth: 1, size: 30 })}
${crow({ name: "siri.k", meta: "1d", color: "#a06a3a", text: ["coming!! my nan is bringing a flask and will definitely clap between the movements again"], who: "siri.k", size: 28 })}
${crow({ name: "ziggy", meta: "20h", color: "#a03a5a", text: ["is this the one where you hold the long note and the lights in the hall flicker, because my dad wants to film it this time"], who: "ziggy", size: 28 })}
</div></div>
<div class="row tb" data-role="ui">${icon.home(22)}${icon.search(22)}${icon.plusBox(22)}${icon.bell(22)}${icon.person(22)}</div>`,
};

// Phanpy (a Glasgow bus driver's Mastodon profile in dark mode: banner, bio, fields, counts, a pinned post, a
// follower's question and his answer, the next reply cut by the tab bar; downscaled).
const bus =
  abs(0, 70, 390, 50, "#3a3f47") +
  abs(40, 30, 230, 64, "#e0b030", "8px") +
  abs(52, 40, 40, 24, "#9ac4dc", "3px") +
  abs(100, 40, 40, 24, "#9ac4dc", "3px") +
  abs(148, 40, 40, 24, "#9ac4dc", "3px") +
  abs(196, 40, 60, 30, "#9ac4dc", "3px") +
  abs(70, 86, 26, 26, "#222", "50%") +
  abs(210, 86, 26, 26, "#222", "50%");

export const phanpy: ScreenSpec = {
  id: "phanpy-one-extra-stop",
  app: "Phanpy",
  kind: "profile",
  dark: true,
  device: "iphone",
  format: "png",
  downscaleTo: 900,
  owner: { name: "Wojciech", handle: "@wojciech@clyde.social" },
  time: "06:12",
  battery: 91,
  cutLines: 1,
  replies: true,
  css: `body{background:#16181d;color:#e6e8ec}.fill{display:flex;flex-direction:column}.fill>*{flex:none}
.th{flex:none;height:44px;padding:0 14px;gap:12px;position:relative;z-index:3;background:#16181d}.th .t{flex:1;font-size:15px;font-weight:600;text-align:center}
.av{margin:-30px 0 0 16px;position:relative}
.pn{font-size:20px;font-weight:700;padding:6px 16px 0}.ph{font-size:13.5px;color:#8c93a0;padding:0 16px}
.bio{font-size:14.5px;line-height:20.5px;padding:8px 16px 0}
.fd{margin:8px 16px 0;border:1px solid #2c313a;border-radius:8px;font-size:13px}.fd div{display:flex;gap:10px;padding:5px 10px}.fd div+div{border-top:1px solid #2c313a}.fd b{color:#8c93a0;font-weight:600;width:64px}.fd span{color:#6ea8fe}
.ct{gap:16px;padding:8px 16px 0;font-size:13px;color:#8c93a0}.ct b{color:#e6e8ec}
.pin{margin:10px 0 0;border-top:1px solid #2c313a;padding:8px 0 4px}.pl{font-size:12px;color:#8c93a0;padding:0 16px}.pt{font-size:14.5px;line-height:20.5px;padding:0 16px;margin-top:4px}
.pa{gap:22px;padding:6px 16px 4px;font-size:12.5px;color:#8c93a0}
.cr{gap:9px;align-items:flex-start;padding-top:8px;padding-right:16px;padding-bottom:2px;border-top:1px solid #23272f}.crn{font-size:13.5px;font-weight:700}.crm{font-size:12px;color:#8c93a0}.crx{font-size:14px;line-height:19.5px;margin-top:1px}
.tb{flex:none;height:78px;padding-bottom:26px;justify-content:space-around;background:#1d2026;border-top:1px solid #2c313a;position:relative;z-index:3;color:#c3c8d1}`,
  html: `<div class="row th" data-role="ui">${icon.back(22)}<span class="t">Wojciech</span>${icon.more(22)}</div>
<div class="fill">
${picture("100%", 84, ["#5a6a7a", "#2a323c"], `<div style="position:absolute;inset:0;transform:scale(.7);transform-origin:40px 0">${bus}</div>`)}
<div class="av">${avatar(64, "#3a6a8a", { ring: "#16181d" })}</div>
${ui("Wojciech 🚌", "pn")}${ui("@wojciech@clyde.social", "ph")}
${own("Bus driver in Glasgow. Posts about routes, roadworks and the swan on the canal.", "bio")}
<div class="fd" data-role="ui"><div><b>Depot</b><span>Caledonia</span></div><div><b>Joined</b><span>Nov 2022</span></div></div>
<div class="row ct" data-role="ui"><span><b>1,208</b> Posts</span><span><b>176</b> Following</span><span><b>402</b> Followers</span></div>
<div class="pin">${ui("Pinned · 3w", "pl")}
${own("News: after eleven years on the 38 I have been moved to the 38A.", "pt")}
${own("The 38A is the 38 with one extra stop, outside my mother's house, which she has been writing to the council about since 2014.", "pt")}
<div class="row pa" data-role="ui"><span>31 replies</span><span>88 boosts</span><span>540 favourites</span></div></div>
${crow({ name: "Velma", meta: "@velma@mastodon.scot · 3w", color: "#a07a5a", text: ["Does she use it?"], who: "Velma", size: 30 })}
${crow({ name: "Wojciech 🚌", meta: "3w", color: "#3a6a8a", text: ["Every morning, two stops, to the Co-op. She sits behind me and gives notes."], who: "owner", depth: 1, size: 30 })}
${crow({ name: "Zenon", meta: "@zenon@toot.wales · 2w", color: "#5a8a6a", text: ["Congratulations on the promotion. Does the A stand for anything or did the council just run out of numbers that week?"], who: "Zenon", size: 30 })}
</div>
<div class="row tb" data-role="ui">${icon.home(22)}${icon.search(22)}${icon.bell(22)}${icon.person(22)}</div>`,
};
