// Part D's profiles (v26): SpaceHey (a rebuilt 2007 profile and the printout on the fridge; friends' comments, JPEG),
// Firefish (an allotment mycologist's pinned note about the humidifier; a reply and the owner's answer; dark,
// downscaled), Coracle (a flat's four loaves and the man upstairs; a reply from him, a Messages banner).
import { avatar, icon, picture } from "./icons";
import type { ScreenSpec } from "./screen-type";
import { abs, crow } from "./screens-d-kit";
import { esc, other, own, ui } from "./shell";

const friend = (name: string, color: string) =>
  `<div class="fr">${picture(54, 54, [color, "#333"], abs(15, 8, 24, 24, "rgba(255,255,255,.7)", "50%") + abs(7, 34, 40, 30, "rgba(255,255,255,.7)", "24px 24px 0 0"))}${ui(name, "frn")}</div>`;

export const spacehey: ScreenSpec = {
  id: "spacehey-a-printout-on-the-fridge",
  app: "SpaceHey",
  kind: "profile",
  dark: false,
  device: "iphone",
  format: "jpeg",
  quality: 76,
  owner: { name: "Tancred", handle: null },
  time: "23:47",
  battery: 22,
  cutLines: 1,
  replies: true,
  css: `body{background:#e5e5e5;color:#000;font-family:Verdana,"DejaVu Sans",sans-serif}.fill{display:flex;flex-direction:column}.fill>*{flex:none}
.top{flex:none;background:#1d4ed8;color:#fff;height:44px;padding:0 12px;gap:10px;position:relative;z-index:3}.top b{flex:1;font-size:19px;font-weight:700;letter-spacing:-.5px}.top span{font-size:12px}
.nav{background:#6698cb;color:#fff;font-size:11.5px;gap:8px;padding:5px 10px}
.box{background:#fff;margin:6px 8px 0;padding:8px 10px}
.nm{font-size:20px;font-weight:700}.hl{font-size:12.5px;font-style:italic;margin-top:2px}
.pf{gap:10px;align-items:flex-start;margin-top:6px}.pf .i{font-size:11.5px;line-height:16px;color:#333}
.mood{font-size:11.5px;margin-top:6px}.onl{font-size:11.5px;color:#2a8a2a;font-weight:700;margin-top:3px}
.ext{border:1px solid #6698cb;padding:8px;font-size:13px;font-weight:700;text-align:center}
.bh{background:#ffcc99;color:#ff7700;font-size:12.5px;font-weight:700;padding:4px 6px;margin:6px 8px 0}
.bx{background:#fff;margin:0 8px;padding:6px 8px}.lb{font-size:12px;font-weight:700;color:#ff7700;margin-top:4px}.tx{font-size:12.5px;line-height:17px;margin-top:3px}
.fc{font-size:12px;font-weight:700}.frs{gap:8px;margin-top:6px}.fr{width:54px}.frn{font-size:11px;color:#1d4ed8;text-align:center;margin-top:2px}
.dc{font-size:11.5px;margin:2px 0 4px}.dc u{color:#1d4ed8}
.cm{gap:8px;align-items:flex-start;border-top:1px solid #f0d0b0;padding:6px 0}.cn{font-size:11.5px;color:#1d4ed8;font-weight:700}.cd{font-size:11px;color:#666;font-weight:700}.cx{font-size:12.5px;line-height:17px;margin-top:2px}`,
  html: `<div class="row top" data-role="ui"><b>SpaceHey</b><span>Log Out</span>${icon.menu(22)}</div>
<div class="row nav" data-role="ui"><span>Home</span><span>|</span><span>Browse</span><span>|</span><span>Search</span><span>|</span><span>Blog</span><span>|</span><span>Bulletins</span><span>|</span><span>Groups</span></div>
<div class="fill">
<div class="box">${ui("Tancred", "nm")}${own('"burning you a CD as we speak"', "hl")}
<div class="row pf">${picture(90, 92, ["#4a3a6a", "#1a1a2a"], abs(30, 18, 36, 40, "#d8b89a", "45%") + abs(26, 12, 44, 18, "#222", "20px 20px 4px 4px") + abs(14, 62, 68, 60, "#333", "30px 30px 0 0"))}<div class="i" data-role="ui"><div>34 years old</div><div>Leeds</div><div>United Kingdom</div>${ui("Mood: nostalgic 🎧", "mood")}${ui("Online Now!", "onl")}</div></div></div>
<div class="box">${ui("Tancred is in your extended network", "ext")}</div>
${ui("Tancred's Blurbs", "bh")}
<div class="bx">${ui("About me:", "lb")}
${own("Bass player, night-shift baker, collector of posters for gigs I was never at.", "tx")}
${own("I rebuilt my 2007 profile from a printout my mum kept on the fridge. She still won't tell me why she printed it.", "tx")}
${ui("Who I'd like to meet:", "lb")}
${own("Anyone who still owns a working CD Walkman.", "tx")}</div>
${ui("Tancred's Friend Space", "bh")}
<div class="bx">${ui("Tancred has 41 friends.", "fc")}<div class="row frs">${friend("Sully", "#8a5a3a")}${friend("Wynona", "#3a6a8a")}${friend("Yoshi", "#5a8a3a")}${friend("Tolan", "#8a3a6a")}</div></div>
${ui("Tancred's Friends Comments", "bh")}
<div class="bx"><div class="dc" data-role="ui">Displaying 2 of 57 comments ( <u>View all</u> | <u>Add Comment</u> )</div>
<div class="row cm">${avatar(40, "#6a4a8a")}<div style="flex:1">${ui("Tiberius", "cn")}${ui("Nov 29, 2026 11:02 PM", "cd")}${other("Tiberius", "your profile song autoplayed in the library and i had to leave the building", "cx")}</div></div>
<div class="row cm">${avatar(40, "#3a7a6a")}<div style="flex:1">${ui("Zhenya", "cn")}${ui("Nov 27, 2026 6:15 PM", "cd")}${other("Zhenya", "ok but what is on the printout, does it have your old glitter text, post the whole fridge", "cx")}</div></div>
</div></div>`,
};

const banner = `<div style="position:absolute;left:0;right:0;top:0;height:96px;background:linear-gradient(120deg,#3b4a2a,#6a5a3a 60%,#2a3a2a)">${abs(40, 40, 60, 40, "#c9b48a", "50% 50% 10% 10%")}${abs(64, 70, 12, 24, "#e8dcc0", "4px")}${abs(230, 30, 80, 52, "#d6c49a", "50% 50% 10% 10%")}${abs(262, 70, 14, 26, "#efe4c8", "4px")}${abs(150, 50, 44, 30, "#b8a47a", "50% 50% 10% 10%")}</div>`;

export const firefish: ScreenSpec = {
  id: "firefish-the-most-expensive-risotto",
  app: "Firefish",
  kind: "profile",
  dark: true,
  device: "android",
  format: "png",
  downscaleTo: 900,
  owner: { name: "Winslow 🍄", handle: "@winslow@fungi.garden" },
  time: "19:05",
  battery: 54,
  cutLines: 1,
  replies: true,
  css: `body{background:#191724;color:#e0def4}.fill{display:flex;flex-direction:column}.fill>*{flex:none}
.hd{flex:none;height:48px;padding:0 12px;gap:14px;background:#1f1d2e;position:relative;z-index:3}.hd b{flex:1;font-size:15px;font-weight:600}
.ban{position:relative;height:80px;overflow:hidden}
.pa{position:relative;padding:0 14px}.av{position:absolute;left:14px;top:-34px;border:3px solid #191724;border-radius:50%;overflow:hidden;width:72px;height:72px}
.fb{gap:8px;justify-content:flex-end;padding-top:10px}.fb span{font-size:12.5px;border-radius:16px;padding:6px 14px}.fb .f{background:#c4a7e7;color:#191724;font-weight:700}.fb .y{font-size:11px;background:#26233a;color:#908caa}
.nm{font-size:18px;font-weight:700;margin-top:8px}.hn{font-size:13px;color:#908caa}
.bio{font-size:13.5px;line-height:19px;margin-top:8px}
.fld{margin-top:8px;font-size:12.5px;line-height:18px}.fld .row{gap:10px}.fld .k{width:74px;color:#908caa;font-weight:600}
.jn{font-size:12px;color:#908caa;margin-top:6px}
.ct{gap:16px;font-size:13px;margin-top:8px;color:#908caa}.ct b{color:#e0def4}
.tabs{gap:0;margin-top:10px;border-bottom:1px solid #2a273f}.tabs span{flex:1;text-align:center;font-size:13px;padding:9px 0;color:#908caa}.tabs .on{color:#c4a7e7;border-bottom:2px solid #c4a7e7;font-weight:600}
.pin{gap:6px;font-size:12px;color:#908caa;padding:10px 14px 0}
.nt{padding:6px 14px 8px;border-bottom:1px solid #2a273f}.nh{gap:8px}.nn{font-size:13.5px;font-weight:700}.nm2{font-size:12px;color:#908caa}.tx{font-size:14px;line-height:19.5px;margin-top:5px}
.re{gap:8px;margin-top:8px}.re span{font-size:12.5px;background:#26233a;border-radius:12px;padding:3px 9px}
.cr{gap:10px;align-items:flex-start;padding-top:9px;padding-right:14px;padding-bottom:3px}.crn{font-size:13px;font-weight:700}.crm{font-size:11.5px;color:#908caa}.crx{font-size:13.5px;line-height:18.5px;margin-top:1px}.crf{font-size:11.5px;color:#908caa;margin-top:2px}
.tb{flex:none;justify-content:space-around;height:54px;background:#1f1d2e;border-top:1px solid #2a273f;color:#908caa;position:relative;z-index:3}`,
  html: `<div class="row hd" data-role="ui">${icon.back(22)}<b>Winslow 🍄</b>${icon.search(20)}${icon.moreV(20)}</div>
<div class="fill">
<div class="ban">${banner}</div>
<div class="pa"><div class="av">${avatar(72, "#6a8a4a")}</div>
<div class="row fb" data-role="ui"><span class="y">Follows you</span><span class="f">Follow</span></div>
${ui("Winslow 🍄", "nm")}${ui("@winslow@fungi.garden", "hn")}
${own("Allotment plot 14. Amateur mycologist. Posts mostly about mould, the good kind.", "bio")}
<div class="fld" data-role="ui"><div class="row"><span class="k">Location</span><span>Sheffield</span></div><div class="row"><span class="k">Plot</span><span>14, next to the shed</span></div></div>
${ui("Joined 14/03/2023", "jn")}
<div class="row ct" data-role="ui"><span><b>2,318</b> Notes</span><span><b>412</b> Following</span><span><b>389</b> Followers</span></div></div>
<div class="row tabs" data-role="ui"><span class="on">Notes</span><span>Replies</span><span>Files</span><span>Reactions</span></div>
<div class="row pin" data-role="ui">${icon.pin(13)}<span>Pinned</span></div>
<div class="nt"><div class="row nh">${avatar(36, "#6a8a4a")}<div style="flex:1">${ui("Winslow 🍄", "nn")}${ui("@winslow · 3w", "nm2")}</div></div>
${own("Grew 340g of oyster mushrooms this year.", "tx")}
${own("The humidifier alone cost £90, so that was the most expensive risotto in Sheffield.", "tx")}
<div class="row re" data-role="ui"><span>🍄 31</span><span>⭐ 12</span><span>😭 7</span></div></div>
${crow({ name: "ulysse", meta: "@ulysse@mast.pub · 3w", color: "#8a5a7a", text: ["@winslow was it at least a good risotto"], who: "ulysse", size: 30 })}
${crow({ name: "Winslow 🍄", meta: "3w", color: "#6a8a4a", text: ["It was fine."], who: "owner", depth: 1, size: 30 })}
${crow({ name: "ulysse", meta: "3w", color: "#8a5a7a", text: ["ninety pounds and a fine risotto. I would pin it too, honestly, as a warning to others"], who: "ulysse", size: 30 })}
</div>
<div class="row tb" data-role="ui">${icon.home(22)}${icon.bell(22)}${icon.plus(24)}${icon.search(22)}${icon.menu(22)}</div>`,
};

export const coracle: ScreenSpec = {
  id: "coracle-the-man-upstairs-buys-three",
  app: "Coracle",
  kind: "profile",
  dark: false,
  device: "iphone",
  format: "png",
  owner: { name: "Xan", handle: "xan@crumbline.net" },
  time: "07:58",
  battery: 83,
  cutLines: 0,
  replies: true,
  banner: {
    app: "Messages",
    color: "#34c759",
    title: "Solenn",
    body: "are you baking saturday or is the upstairs guy getting all of them again",
    author: "Solenn",
    age: "now",
  },
  css: `body{background:#f6f4f1;color:#1e1b18}.fill{display:flex;flex-direction:column}.fill>*{flex:none}
.hd{flex:none;height:50px;padding:0 14px;gap:14px;background:#fff;border-bottom:1px solid #e6e1da;position:relative;z-index:3}.hd b{flex:1;font-size:17px;font-weight:800;color:#b0462a;letter-spacing:-.3px}
.ban{position:relative;height:110px}
.pa{position:relative;padding:0 16px;background:#fff}.av{position:absolute;left:16px;top:-36px;border:3px solid #fff;border-radius:50%;overflow:hidden;width:76px;height:76px}
.fb{gap:8px;justify-content:flex-end;padding-top:10px}.fb span{font-size:13px;border-radius:6px;padding:6px 14px;font-weight:600}.fb .f{background:#b0462a;color:#fff}.fb .z{border:1px solid #d6d0c8}
.nm{font-size:20px;font-weight:800;margin-top:6px}.n5{font-size:13px;color:#7a6f66}.np{font-size:12px;color:#a0968c;font-family:monospace}
.bio{font-size:14.5px;line-height:20px;margin-top:8px}
.ct{gap:16px;font-size:13.5px;padding:10px 0 12px;color:#7a6f66}.ct b{color:#1e1b18}
.tabs{background:#fff;border-top:1px solid #eee;border-bottom:1px solid #e6e1da}.tabs span{flex:1;text-align:center;font-size:14px;padding:10px 0;color:#7a6f66}.tabs .on{color:#b0462a;border-bottom:2px solid #b0462a;font-weight:700}
.nt{background:#fff;margin:10px 10px 0;border-radius:10px;padding:12px 14px;border:1px solid #ebe6df}.pn{gap:5px;font-size:12px;color:#b0462a;font-weight:600;margin-bottom:6px}.nh{gap:9px}.nn{font-size:14px;font-weight:700}.nm2{font-size:12px;color:#a0968c}.tx{font-size:15px;line-height:21px;margin-top:6px}
.acts{gap:22px;margin-top:10px;font-size:12.5px;color:#7a6f66}
.cr{gap:10px;align-items:flex-start;padding:10px 14px 4px;background:#fff;margin:0 10px;border-left:1px solid #ebe6df;border-right:1px solid #ebe6df}.crn{font-size:13.5px;font-weight:700}.crm{font-size:12px;color:#a0968c}.crx{font-size:14px;line-height:19.5px;margin-top:1px}.crf{font-size:12px;color:#a0968c;margin-top:2px}`,
  html: `<div class="row hd" data-role="ui">${icon.menu(22)}<b>coracle</b>${icon.search(20)}${icon.bell(20)}</div>
<div class="fill">
<div class="ban">${picture("100%", 110, ["#e8c89a", "#b07a4a"], abs(40, 50, 110, 60, "#8a5a2a", "50% 50% 20% 20%") + abs(170, 44, 110, 66, "#9a6a32", "50% 50% 20% 20%") + abs(290, 56, 90, 54, "#7a4a22", "50% 50% 20% 20%"))}</div>
<div class="pa"><div class="av">${avatar(76, "#5a6a8a")}</div>
<div class="row fb" data-role="ui"><span class="z">Message</span><span class="f">Follow</span></div>
${ui("Xan", "nm")}${ui("✓ xan@crumbline.net", "n5")}${ui("npub1x7kq…m4qz", "np")}
${own("Sourdough since 2020. One oven, one flat, one very patient building.", "bio")}
<div class="row ct" data-role="ui"><span><b>218</b> following</span><span><b>1.3k</b> followers</span></div></div>
<div class="row tabs" data-role="ui"><span class="on">Notes</span><span>Likes</span><span>Relays</span></div>
<div class="nt"><div class="row pn" data-role="ui">${icon.pin(12)}<span>Pinned</span></div><div class="row nh">${avatar(34, "#5a6a8a")}<div style="flex:1">${ui("Xan", "nn")}${ui("Oct 11", "nm2")}</div></div>
${own("Sold out again by 9am, thank you all!!", "tx")}
${own("In fairness I only bake four loaves and the man upstairs buys three.", "tx")}
<div class="row acts" data-role="ui"><span class="row" style="gap:5px">${icon.comment(15)}<span>14</span></span><span class="row" style="gap:5px">${icon.repost(15)}<span>6</span></span><span class="row" style="gap:5px">${icon.heart(15)}<span>88</span></span><span class="row" style="gap:5px">⚡<span>2.1k</span></span></div></div>
${crow({ name: "Yerlan", meta: "Oct 11", color: "#8a6a4a", text: ["This is the man upstairs. The fourth one is also me, I send my son down for it."], who: "Yerlan", size: 30 })}
${crow({ name: "Xan", meta: "Oct 11", color: "#5a6a8a", text: ["So I run a bakery for one family."], who: "owner", size: 30 })}
${crow({ name: "Vivek", meta: "Oct 12", color: "#4a8a7a", text: ["Put me on a waiting list. I will move into the building if I have to."], who: "Vivek", size: 30 })}
</div>`,
};
