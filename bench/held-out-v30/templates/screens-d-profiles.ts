// Part D's profiles (v30): tooot (a piano tuner on Mastodon through the tooot client), Fedilab (a pool lifeguard on the
// fediverse through Fedilab) and Boosty (a restorer of valve radios), each with a bio, counts, a pinned post and other
// people's replies beside the owner's.
import { avatar, icon, picture } from "./icons";
import type { ScreenSpec } from "./screen-type";
import { abs, crow, overBar } from "./screens-d-kit";
import { own, ui } from "./shell";

// tooot (a Mastodon profile in the tooot iOS client, dark: header over the banner, rounded-square avatar, @ and Follow,
// name, handle, a field table, the description, Registered on, the counts, the Toots / Toots and replies segments, the pinned
// toot, a follower's reply, the owner's answer, another reply cut by the tab bar).
export const tooot: ScreenSpec = {
  id: "tooot-tuned-to-her-nans",
  app: "tooot",
  kind: "profile",
  dark: true,
  device: "iphone",
  format: "png",
  owner: { name: "Seonaid", handle: "@seonaid@mastodon.scot" },
  time: "21:37",
  battery: 41,
  cutLines: 1,
  replies: true,
  css: `body{background:#191919;color:#b4b4b4}.fill{display:flex;flex-direction:column}.fill>*{flex:none}.avatar{border-radius:7px!important}
.th{flex:none;height:44px;padding:0 14px;gap:14px;position:relative;z-index:3;background:#191919;color:#c8c8c8}.th b{flex:1;text-align:center;font-size:17px;font-weight:600;color:#c8c8c8}
.pf{padding:0 15px;margin-top:-32px;position:relative}.pf>.avatar{border:2px solid #191919}
.fa{position:absolute;right:15px;top:40px;gap:8px}.fa span{font-size:14px;font-weight:600;color:#c8c8c8;border:1.5px solid #b4b4b4;border-radius:6px;padding:5px 14px}
.nm{font-size:19px;font-weight:700;color:#d2d2d2;margin-top:6px}.hn{font-size:13.5px;color:#828282;margin-top:1px}
.fl{margin-top:9px;font-size:13px;border:1px solid rgba(255,255,255,.3);border-radius:6px}.fl div{display:flex}.fl div+div{border-top:1px solid rgba(255,255,255,.3)}.fl span{width:96px;padding:5px 8px;border-right:1px solid rgba(255,255,255,.3);color:#828282}.fl b{padding:5px 8px;font-weight:400;color:#2b90dd}
.bio{font-size:15px;line-height:21px;margin-top:7px;color:#b4b4b4}
.rg{font-size:12.5px;color:#828282;margin-top:7px}
.ct{justify-content:space-between;margin-top:8px;font-size:13.5px;color:#b4b4b4}
.sg{margin:8px 15px 0;background:#2c2c2e;border-radius:8px;padding:2px}.sg span{flex:1;text-align:center;font-size:13px;font-weight:600;color:#b4b4b4;padding:5px 0;border-radius:6px}.sg span:first-child{background:#5a5a5e;color:#f0f0f0}
.pn{gap:5px;font-size:12px;color:#828282;padding:7px 15px 0 59px}.po{gap:10px;align-items:flex-start;padding:4px 15px 0}.pon{font-size:14.5px;font-weight:700;color:#d2d2d2}.pom{font-size:12.5px;color:#828282}.ptx{font-size:15px;line-height:20.5px;margin-top:3px}
.ac{justify-content:space-between;padding:7px 30px 7px 59px;color:#828282;font-size:12.5px;border-bottom:1px solid rgba(255,255,255,.14)}.ac span{display:flex;align-items:center;gap:4px}
.cr{gap:10px;align-items:flex-start;padding-top:8px;padding-right:15px;padding-bottom:2px}.crn{font-size:14px;font-weight:700;color:#d2d2d2}.crm{font-size:12px;color:#828282}.crx{font-size:14.5px;line-height:19.5px;margin-top:1px}
.nb{justify-content:space-around;align-items:center;padding:9px 10px 30px;background:#191919;border-top:1px solid rgba(255,255,255,.14);color:#828282}.nb .avatar{border-radius:5px!important}`,
  html: `<div class="row th" data-role="ui">${icon.back(22)}<b>Seonaid</b>${icon.more(22)}</div>
<div class="fill">
${picture("100%", 58, ["#2e3a52", "#5e4e6e"], abs(40, 30, 310, 46, "#1c1a22", "4px 4px 0 0") + abs(52, 38, 286, 20, "#f2efe6", "2px") + abs(60, 38, 6, 12, "#1c1a22") + abs(76, 38, 6, 12, "#1c1a22") + abs(100, 38, 6, 12, "#1c1a22") + abs(116, 38, 6, 12, "#1c1a22") + abs(132, 38, 6, 12, "#1c1a22") + abs(156, 38, 6, 12, "#1c1a22") + abs(172, 38, 6, 12, "#1c1a22"))}
<div class="pf">${avatar(64, "#7a5a4a")}<div class="row fa" data-role="ui"><span>@</span><span>Follow</span></div>
${ui("Seonaid", "nm")}${ui("@seonaid@mastodon.scot", "hn")}
<div class="fl" data-role="ui"><div><span>Based in</span><b>Glasgow</b></div></div>
${own("Piano tuner in Glasgow. I see about six pianos a week and most of them are doing their best.", "bio")}
${ui("Registered on: Oct 2022", "rg")}
<div class="row ct" data-role="ui"><span>1,204 toots</span><span>Following 318</span><span>1,677 followers</span></div></div>
<div class="row sg" data-role="ui"><span>Toots</span><span>Toots and replies</span></div>
<div class="row pn" data-role="ui">${icon.pin(13)}<span>Pinned</span></div>
<div class="row po">${avatar(36, "#7a5a4a")}<div style="flex:1;min-width:0"><div class="row" style="gap:6px;align-items:baseline">${ui("Seonaid", "pon")}${ui("@seonaid · 3d", "pom")}</div>
${own("Lovely old Broadwood in Partick today, a little damp but sound.", "ptx")}
${own("The owner asked me to tune it to how it sounded at her nan's, so I left it slightly flat and put a biscuit tin on top.", "ptx")}</div></div>
<div class="row ac" data-role="ui"><span>${icon.comment(17)}48</span><span>${icon.repost(17)}211</span><span>${icon.heart(17)}1.2K</span><span>${icon.bookmark(17)}</span><span>${icon.share(17)}</span></div>
${crow({ name: "Sholto", meta: "@sholto_b · 3d", color: "#4a6a7a", text: ["Did she notice?"], who: "Sholto", size: 30 })}
${crow({ name: "Seonaid", meta: "@seonaid · 3d", color: "#7a5a4a", text: ["She cried. Then she offered me a biscuit from the tin."], who: "owner", depth: 1, size: 30 })}
${crow({ name: "Vhairi", meta: "@vhairi@toot.wales · 2d", color: "#6a7a4a", text: ["Our church hall piano has one key that works only after rain, and the organist plans the hymns around the forecast."], who: "Vhairi", size: 30 })}
</div>
${overBar(`${icon.home(24)}${icon.globe(24)}${icon.plusBox(24)}${icon.bell(24)}${avatar(24, "#7a5a4a", { silhouette: false })}`, "nb")}`,
};

// Fedilab (a fediverse profile in the Fedilab Android app, dark: toolbar, banner, avatar, name, handle, bio, fields, counts,
// tabs, the pinned post, a follower's reply, the owner's answer, another reply cut by the bottom navigation; downscaled).
export const fedilab: ScreenSpec = {
  id: "fedilab-they-wait-for-the-cough",
  app: "Fedilab",
  kind: "profile",
  dark: true,
  device: "android",
  format: "png",
  downscaleTo: 900,
  owner: { name: "Seumas", handle: "@seumas@social.tay.scot" },
  time: "6:14",
  battery: 93,
  cutLines: 1,
  replies: true,
  css: `body{background:#1b1c22;color:#e4e4ec}.fill{display:flex;flex-direction:column}.fill>*{flex:none}
.th{flex:none;height:54px;padding:0 14px;gap:20px;position:relative;z-index:3;background:#262836}.th b{flex:1;font-size:18px;font-weight:600}
.pf{padding:0 14px;margin-top:-28px;position:relative}.pf .avatar{border:3px solid #1b1c22;border-radius:12px!important}
.fb{position:absolute;right:14px;top:36px;font-size:13.5px;font-weight:600;background:#6a7cf0;color:#fff;border-radius:4px;padding:7px 16px;text-transform:uppercase;letter-spacing:.5px}
.nm{font-size:18px;font-weight:700;margin-top:6px}.hn{font-size:13px;color:#9a9cb0}
.bio{font-size:14px;line-height:19.5px;margin-top:7px}
.fl{margin-top:8px;font-size:12.5px;border:1px solid #33354a;border-radius:6px}.fl div{padding:4px 8px;display:flex;gap:10px}.fl div+div{border-top:1px solid #33354a}.fl span{width:70px;color:#9a9cb0}
.ct{justify-content:space-around;margin-top:9px;font-size:12px;color:#9a9cb0;text-align:center}.ct b{display:block;color:#e4e4ec;font-size:15px}
.tb{margin-top:8px;background:#262836}.tb span{flex:1;text-align:center;font-size:13px;font-weight:600;color:#9a9cb0;padding:10px 0;text-transform:uppercase}.tb span:first-child{color:#8b9bff;box-shadow:inset 0 -2px 0 #8b9bff}
.pn{font-size:12px;color:#9a9cb0;padding:8px 14px 0 54px}.po{gap:10px;align-items:flex-start;padding:4px 14px 0}.pon{font-size:14px;font-weight:700}.pom{font-size:12px;color:#9a9cb0}.ptx{font-size:14px;line-height:19.5px;margin-top:3px}
.ac{gap:34px;padding:7px 0 7px 54px;color:#9a9cb0;font-size:12px;border-bottom:1px solid #2e3040}
.cr{gap:10px;align-items:flex-start;padding-top:7px;padding-right:14px;padding-bottom:2px}.crn{font-size:13px;font-weight:700}.crm{font-size:11.5px;color:#9a9cb0}.crx{font-size:13.5px;line-height:18.5px;margin-top:1px}
.nb{justify-content:space-around;padding:12px 10px 14px;background:#262836;color:#b8bace}`,
  html: `<div class="row th" data-role="ui">${icon.back(22)}<b>Seumas</b>${icon.search(22)}${icon.moreV(22)}</div>
<div class="fill">
${picture("100%", 68, ["#1f6a8a", "#5ab4d0"], abs(0, 30, 360, 2, "#e8f4f8") + abs(0, 52, 360, 2, "#e8f4f8") + abs(0, 74, 360, 2, "#e8f4f8") + abs(40, 36, 22, 10, "#f2d04a", "50%") + abs(200, 58, 22, 10, "#e86a4a", "50%"))}
<div class="pf">${avatar(58, "#3a7a6a")}${ui("Follow", "fb")}
${ui("Seumas", "nm")}${ui("@seumas@social.tay.scot", "hn")}
${own("Lifeguard at a council pool in Dundee. Mostly I watch retired men swim very slowly in very straight lines.", "bio")}
<div class="fl" data-role="ui"><div><span>Pool</span>Lochee, lanes 1 to 6</div><div><span>Shifts</span>Early, mostly</div></div>
<div class="row ct" data-role="ui"><div><b>2,311</b>Statuses</div><div><b>140</b>Following</div><div><b>388</b>Followers</div></div></div>
<div class="row tb" data-role="ui"><span>Statuses</span><span>Replies</span><span>Media</span></div>
${ui("Pinned", "pn")}
<div class="row po">${avatar(32, "#3a7a6a")}<div style="flex:1;min-width:0"><div class="row" style="gap:6px;align-items:baseline">${ui("Seumas", "pon")}${ui("@seumas · Nov 18", "pom")}</div>
${own("The Wednesday aqua aerobics class has been going since 1994.", "ptx")}
${own("Today they finally voted to change the music, and after a long meeting in the shallow end they chose the same CD, louder.", "ptx")}</div></div>
<div class="row ac" data-role="ui"><span>31</span><span>164</span><span>402</span></div>
${crow({ name: "Tansy", meta: "@tansyreads · Nov 18", color: "#9a5a7a", text: ["What's on the CD?"], who: "Tansy", size: 28 })}
${crow({ name: "Seumas", meta: "@seumas · Nov 18", color: "#3a7a6a", text: ["ABBA, and a man coughing before track six. They wait for the cough."], who: "owner", depth: 1, size: 28 })}
${crow({ name: "Wattie", meta: "@wattie@mastodon.scot · Nov 19", color: "#7a7a4a", text: ["My mum goes to one of those in Arbroath and they have never once changed the music. The instructor retired and they kept the tape."], who: "Wattie", size: 28 })}
</div>
${overBar(`${icon.home(23)}${icon.bell(23)}${icon.chat(23)}${icon.globe(23)}`, "nb")}`,
};

// Boosty (a creator's page, JPEG: cover, avatar, name, bio, counts, Subscribe, a tier card, the pinned post, a subscriber's
// comment, the owner's answer, another comment cut by the Subscribe bar).
export const boosty: ScreenSpec = {
  id: "boosty-warms-up-faster-for-hockey",
  app: "Boosty",
  kind: "profile",
  dark: false,
  device: "iphone-max",
  format: "jpeg",
  quality: 77,
  owner: { name: "Stas", handle: "boosty.to/stas_valves" },
  time: "18:22",
  battery: 57,
  cutLines: 1,
  replies: true,
  css: `body{background:#f2f3f7;color:#1d1f2a}.fill{display:flex;flex-direction:column}.fill>*{flex:none}
.th{flex:none;height:46px;padding:0 16px;gap:16px;position:relative;z-index:3;background:#fff;border-bottom:1px solid #e4e6ee}.th b{flex:1;font-size:19px;font-weight:800;color:#f15f2c;letter-spacing:-.4px}
.hd{background:#fff;padding:0 16px 12px;text-align:center}.hd .avatar{border:3px solid #fff;margin-top:-34px;position:relative;z-index:2}
.nm{font-size:19px;font-weight:800;margin-top:4px}.hn{font-size:13px;color:#7d8192}
.bio{font-size:14.5px;line-height:20px;margin-top:7px}
.ct{justify-content:center;gap:18px;margin-top:8px;font-size:13px;color:#7d8192}.ct b{color:#1d1f2a}
.ti{background:#fff;margin-top:8px;padding:10px 16px}.ti .tt{font-size:14.5px;font-weight:700}.ti .tp{font-size:13px;color:#7d8192;margin-top:2px}
.ps{background:#fff;margin-top:8px;padding:10px 0 4px}.pl{font-size:12px;font-weight:700;color:#f15f2c;padding:0 16px;text-transform:uppercase;letter-spacing:.4px}.pt{font-size:17px;font-weight:800;padding:3px 16px 0;line-height:22px}.pd{font-size:12px;color:#7d8192;padding:2px 16px 0}.ptx{font-size:14.5px;line-height:20.5px;padding:5px 16px 0}
.ac{gap:22px;padding:8px 16px;color:#7d8192;font-size:13px;border-bottom:1px solid #eceef3}
.cr{gap:10px;align-items:flex-start;padding-top:8px;padding-right:16px;padding-bottom:2px}.crn{font-size:13.5px;font-weight:700}.crm{font-size:12px;color:#8a8e9e}.crx{font-size:14px;line-height:19px;margin-top:1px}
.bb{gap:10px;padding:10px 16px 30px;background:#fff;border-top:1px solid #e1e3ea;box-shadow:0 -2px 8px rgba(0,0,0,.06)}.bb span{flex:1;text-align:center;font-size:15.5px;font-weight:700;border-radius:10px;padding:12px 0;background:#f15f2c;color:#fff}.bb span:first-child{flex:none;width:48px;display:flex;justify-content:center;align-items:center;background:#fff1eb;color:#f15f2c}`,
  html: `<div class="row th" data-role="ui">${icon.back(22)}<b>boosty</b>${icon.share(21)}${icon.more(22)}</div>
<div class="fill">
${picture("100%", 128, ["#5a3a2a", "#b0804a"], abs(120, 30, 190, 58, "#3a2418", "8px") + abs(132, 38, 110, 26, "#e8d9b0", "3px") + abs(254, 42, 18, 18, "#c9a060", "50%") + abs(280, 42, 18, 18, "#c9a060", "50%") + abs(136, 50, 100, 2, "#8a6a3a"))}
<div class="hd">${avatar(66, "#6a4a3a")}${ui("Stas", "nm")}${ui("boosty.to/stas_valves", "hn")}
${own("I restore valve radios from the fifties and sixties and record the first thing each one says.", "bio")}
<div class="row ct" data-role="ui"><span><b>412</b> subscribers</span><span><b>86</b> posts</span></div></div>
<div class="ti" data-role="ui"><div class="tt">Solder fumes · 250 ₽ per month</div><div class="tp">Every recording, plus a say in which radio comes next</div></div>
<div class="ps">${ui("Pinned", "pl")}${own("Rigonda, 1966, from a flat in Tartu", "pt")}${ui("9 Nov · free for everyone", "pd")}
${own("The owner's son says his father only switched it on for the ice hockey and the weather for fishermen.", "ptx")}
${own("New capacitors, cleaned contacts, and it still warms up faster for the hockey.", "ptx")}
<div class="row ac" data-role="ui"><span class="row" style="gap:4px">${icon.heart(16)}203</span><span>27 comments</span></div>
${crow({ name: "Zakhar", meta: "9 Nov", color: "#4a6a8a", text: ["Did you try it on the fishermen's weather?"], who: "Zakhar", size: 28 })}
${crow({ name: "Stas", meta: "Author · 9 Nov", color: "#6a4a3a", text: ["Yes. It sulked for a minute and then it found Norway."], who: "owner", depth: 1, size: 28 })}
${crow({ name: "Yaroslava", meta: "10 Nov", color: "#8a5a7a", text: ["My grandfather had the same model and only he could touch the dial. When we finally turned it after the funeral it was still on the hockey."], who: "Yaroslava", size: 28 })}</div>
</div>
${overBar(`<span>${icon.heart(20)}</span><span>Subscribe</span>`, "bb")}`,
};
