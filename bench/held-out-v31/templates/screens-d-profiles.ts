// Part D's profiles (v31): a creator's or maintainer's page with a bio, counts, the pinned post, readers' comments and the
// owner's answer among them.
import { avatar, icon, picture } from "./icons";
import type { ScreenSpec } from "./screen-type";
import { abs, crow, overBar } from "./screens-d-kit";
import { own, ui } from "./shell";

// Steady (a membership newsletter from a North Sea hallig: cover, logo, name, byline, bio, counts, Become a member, the
// pinned post, a member's comment and the owner's answer, another comment cut by the Become a member bar).
export const steady: ScreenSpec = {
  id: "steady-late-by-hand-delivery",
  app: "Steady",
  kind: "profile",
  dark: false,
  device: "iphone",
  format: "png",
  owner: { name: "Sönke Brodersen", handle: "steadyhq.com/halligpost" },
  time: "21:37",
  battery: 64,
  cutLines: 1,
  replies: true,
  css: `body{background:#fff;color:#1d1d24}.fill{display:flex;flex-direction:column}.fill>*{flex:none}
.th{flex:none;height:44px;padding:0 14px;gap:16px;position:relative;z-index:3;background:#fff;border-bottom:1px solid #ececf0}.th b{flex:1;font-size:16px;font-weight:700;text-align:center}
.hz{gap:12px;padding:10px 16px 0;align-items:center}.nm{font-size:19px;font-weight:800;letter-spacing:-.2px}.by{font-size:13px;color:#6b6b78}
.bio{font-size:14px;line-height:19.5px;padding:7px 16px 0}
.cn{gap:14px;padding:6px 16px 0;font-size:12.5px;color:#6b6b78}.cn b{color:#1d1d24}
.mb{margin:9px 16px 0;text-align:center;font-size:14.5px;font-weight:700;color:#fff;background:#e8455f;border-radius:22px;padding:9px 0}
.pin{margin:11px 16px 0;padding-top:9px;border-top:1px solid #ececf0}.pl{font-size:11.5px;font-weight:700;color:#e8455f;letter-spacing:.3px}.pt{font-size:16.5px;font-weight:800;line-height:21px;margin-top:2px}.pm{font-size:12px;color:#6b6b78;margin-top:2px}
.tx{font-size:14px;line-height:19.5px;margin-top:5px}
.acts{gap:16px;padding:7px 16px 0;font-size:12.5px;color:#6b6b78}
.cr{gap:10px;align-items:flex-start;padding-top:8px;padding-right:16px;padding-bottom:2px}.crn{font-size:13px;font-weight:700}.crm{font-size:11.5px;color:#8a8a96}.crx{font-size:13.5px;line-height:18.5px;margin-top:1px}
.bb{gap:12px;padding:10px 16px 30px;background:#fff;border-top:1px solid #ececf0;box-shadow:0 -2px 8px rgba(0,0,0,.06)}.bb .p{flex:1;font-size:12.5px;color:#6b6b78}.bb .p b{display:block;font-size:15px;color:#1d1d24}.bb .k{font-size:15px;font-weight:700;color:#fff;background:#e8455f;border-radius:22px;padding:11px 20px}`,
  html: `<div class="row th" data-role="ui">${icon.back(22)}<b>Hallig-Post</b>${icon.share(21)}</div>
<div class="fill">
<div style="position:relative">${picture("100%", 101, ["#b9cfdc", "#7d9fb3"], abs(0, 66, 390, 26, "#6f8a5c") + abs(150, 48, 70, 20, "#d9d2c2", "3px") + abs(160, 36, 50, 12, "#9a4a3a", "3px 3px 0 0") + abs(300, 58, 26, 12, "#f4f2ec", "40%") + abs(330, 60, 22, 10, "#f4f2ec", "40%"))}</div>
<div class="row hz">${avatar(44, "#3f6f8f")}<div style="flex:1;min-width:0">${ui("Hallig-Post", "nm")}${ui("by Sönke Brodersen · steadyhq.com/halligpost", "by")}</div></div>
${own("A weekly letter from Hallig Hooge in the North Sea: tides, ferry times, and who fixed whose roof.", "bio")}
<div class="row cn" data-role="ui"><span><b>412</b> members</span><span><b>96</b> posts</span><span>since 2021</span></div>
<div class="pin">${ui("PINNED", "pl")}${own("Why this week's letter is late", "pt")}${ui("Sönke Brodersen · 3 days ago · members only", "pm")}
${own("The ferry did not run on Tuesday and the internet did not run on Wednesday.", "tx")}
${own("On Thursday my only other subscriber on the island walked over in the rain to tell me, in person, that the letter was late.", "tx")}
${own("Next week: the new sheep fence, and the vote about the fence.", "tx")}</div>
<div class="row acts" data-role="ui"><span>38 likes</span><span>3 comments</span></div>
${crow({ name: "Swantje", meta: "Munich · 2d", color: "#8a6a9a", text: ["I read this at my desk in Munich, and nothing else this week came close to it for suspense."], who: "Swantje", size: 28 })}
${crow({ name: "Sönke Brodersen", meta: "Author · 2d", color: "#3f6f8f", text: ["Thank you, Swantje. Wait until you hear about the fence."], who: "owner", depth: 1, size: 28 })}
${crow({ name: "Theda", meta: "1h", color: "#5a8a6a", text: ["Is that the same subscriber who wrote in about the crab article? My mother lives on Hooge and she says he reads it twice and then goes round to discuss it."], who: "Theda", size: 28 })}
</div>
${overBar(`<div class="p"><b>Hallig-Post</b>from €4 a month</div><span class="k">Become a member</span>`, "bb")}`,
};

// Open Collective (a free bird-song app's collective, light, downscaled: cover, logo, name, description, Contribute, stats,
// tabs, the pinned update, a contributor's comment and the maintainer's answer, another comment cut by the Contribute bar).
export const opencollective: ScreenSpec = {
  id: "opencollective-my-kettle-is-not-a-curlew",
  app: "Open Collective",
  kind: "profile",
  dark: false,
  device: "iphone-max",
  format: "png",
  downscaleTo: 900,
  owner: { name: "Vianney Marchal", handle: "@warbler" },
  time: "7:52",
  battery: 81,
  cutLines: 1,
  replies: true,
  css: `body{background:#f7f8fa;color:#141414}.fill{display:flex;flex-direction:column}.fill>*{flex:none}
.th{flex:none;height:50px;padding:0 16px;gap:14px;position:relative;z-index:3;background:#fff;border-bottom:1px solid #e6e8eb}.th b{flex:1;font-size:17px;font-weight:800;color:#1869f5;letter-spacing:-.2px}
.card{background:#fff;border-bottom:1px solid #e6e8eb;padding:0 18px 12px}
.lg{position:relative;z-index:1;margin-top:-26px;border:3px solid #fff;border-radius:12px;width:56px;height:56px;background:#2f7d5a;overflow:hidden}
.nm{font-size:22px;font-weight:800;margin-top:6px;letter-spacing:-.3px}.hdl{font-size:13px;color:#6b7280;margin-top:1px}
.ds{font-size:14.5px;line-height:20.5px;margin-top:6px}.adm{font-size:12.5px;color:#6b7280;margin-top:6px}
.st{gap:0;margin-top:10px;border:1px solid #e6e8eb;border-radius:10px}.st div{flex:1;padding:7px 10px;font-size:11.5px;color:#6b7280}.st div+div{border-left:1px solid #e6e8eb}.st b{display:block;font-size:15.5px;color:#141414}
.tbs{gap:20px;padding:0 18px;background:#fff;border-bottom:1px solid #e6e8eb;font-size:14px;font-weight:600;color:#6b7280}.tbs span{padding:10px 0}.tbs .on{color:#1869f5;border-bottom:2px solid #1869f5}
.up{background:#fff;margin-top:8px;padding:11px 18px 6px;border-top:1px solid #e6e8eb}.pl{font-size:11.5px;font-weight:700;color:#1869f5;letter-spacing:.3px}.pt{font-size:17px;font-weight:800;line-height:22px;margin-top:3px}.pm{font-size:12.5px;color:#6b7280;margin-top:2px}
.tx{font-size:14.5px;line-height:20.5px;margin-top:6px}
.acts{gap:16px;margin-top:8px;font-size:12.5px;color:#6b7280}
.cm{background:#fff;padding-bottom:4px}.cr{gap:10px;align-items:flex-start;padding-top:9px;padding-right:18px;padding-bottom:2px}.crn{font-size:13.5px;font-weight:700}.crm{font-size:12px;color:#8b929c}.crx{font-size:14px;line-height:19.5px;margin-top:1px}
.bb{gap:12px;padding:10px 18px 30px;background:#fff;border-top:1px solid #e6e8eb;box-shadow:0 -2px 8px rgba(0,0,0,.06)}.bb .p{flex:1;font-size:12.5px;color:#6b7280}.bb .p b{display:block;font-size:15px;color:#141414}.bb .k{font-size:15px;font-weight:700;color:#fff;background:#1869f5;border-radius:22px;padding:11px 24px}`,
  html: `<div class="row th" data-role="ui">${icon.menu(22)}<b>Open Collective</b>${icon.search(21)}</div>
<div class="fill">
${picture("100%", 88, ["#cfe6d8", "#8fbfa4"], abs(40, 44, 120, 6, "#5a4632", "3px") + abs(90, 30, 22, 14, "#6e5a3a", "50% 50% 40% 40%") + abs(108, 34, 10, 4, "#e0a23a", "2px") + abs(250, 20, 90, 58, "#7aa88c", "50% 50% 0 0"))}
<div class="card"><div class="lg">${avatar(50, "#2f7d5a")}</div>${ui("Warbler", "nm")}${ui("@warbler · Collective · Open source", "hdl")}
${own("A free app that tells you which bird is singing. Donations pay for the servers and the occasional field trip.", "ds")}
${ui("Admin: Vianney Marchal · Lyon", "adm")}
<div class="row st" data-role="ui"><div><b>$4,120</b>Raised</div><div><b>186</b>Contributors</div><div><b>$1,032</b>Balance</div></div></div>
<div class="row tbs" data-role="ui"><span>Contribute</span><span class="on">Updates</span><span>Transactions</span><span>About</span></div>
<div class="up">${ui("PINNED UPDATE", "pl")}${own("Warbler 3.2 is out", "pt")}${ui("Vianney Marchal · Nov 18", "pm")}
${own("It now recognises 638 species, works offline in the field, and uses less battery on older phones.", "tx")}
${own("It also no longer identifies my kettle as a curlew, which was the bug report I had been dreading most because I filed it.", "tx")}
<div class="row acts" data-role="ui"><span>52 reactions</span><span>3 comments</span></div></div>
<div class="cm">
${crow({ name: "Winston", meta: "Backer · Nov 19", color: "#8a6a3a", text: ["Mine still says my son's recorder practice is a wounded pheasant."], who: "Winston", size: 28 })}
${crow({ name: "Vianney Marchal", meta: "Admin · Nov 19", color: "#2f7d5a", text: ["The model stands by that one, Winston."], who: "owner", depth: 1, size: 28 })}
${crow({ name: "Sorina", meta: "Backer · 2h", color: "#5a6a9a", text: ["Donated $10 again this month. Could you add a setting that mutes the notification when it hears a pigeon? We live above a station."], who: "Sorina", size: 28 })}
</div>
</div>
${overBar(`<div class="p"><b>Support Warbler</b>from $5 a month</div><span class="k">Contribute</span>`, "bb")}`,
};

// Tipeee (a moped restorer's page, JPEG: cover, avatar, name, bio, counts, Tip button, tabs, the pinned news, a tipper's
// comment and the owner's answer, another comment cut by the bottom navigation).
export const tipeee: ScreenSpec = {
  id: "tipeee-it-starts-first-time-now",
  app: "Tipeee",
  kind: "profile",
  dark: false,
  device: "android",
  format: "jpeg",
  quality: 76,
  owner: { name: "Thibaut", handle: "@atelier-thibaut" },
  time: "14:21",
  battery: 36,
  cutLines: 1,
  replies: true,
  css: `body{background:#f4f1ee;color:#1f1a17}.fill{display:flex;flex-direction:column}.fill>*{flex:none}
.th{flex:none;height:52px;padding:0 14px;gap:14px;position:relative;z-index:3;background:#fff;border-bottom:1px solid #e9e3dd}.th b{flex:1;font-size:19px;font-weight:800;color:#e8503a;letter-spacing:-.4px}
.card{background:#fff;padding:0 14px 10px;border-bottom:1px solid #e9e3dd}
.av{position:relative;z-index:1;margin-top:-24px}.nm{font-size:19px;font-weight:800;margin-top:4px}.hdl{font-size:12.5px;color:#7b726b}
.bio{font-size:14px;line-height:19.5px;margin-top:5px}
.cn{gap:14px;margin-top:7px;font-size:12.5px;color:#7b726b}.cn b{color:#1f1a17}
.tip{margin-top:9px;text-align:center;font-size:14.5px;font-weight:700;color:#fff;background:#e8503a;border-radius:6px;padding:9px 0}
.tbs{gap:22px;padding:0 14px;background:#fff;border-bottom:1px solid #e9e3dd;font-size:13.5px;font-weight:700;color:#7b726b}.tbs span{padding:10px 0}.tbs .on{color:#e8503a;border-bottom:2px solid #e8503a}
.nw{background:#fff;margin-top:6px;padding:10px 14px 6px}.pl{font-size:11px;font-weight:700;color:#e8503a;letter-spacing:.4px}.pt{font-size:16px;font-weight:800;line-height:21px;margin-top:2px}.pm{font-size:12px;color:#7b726b;margin-top:1px}
.tx{font-size:14px;line-height:19.5px;margin-top:5px}
.cm{background:#fff;padding-bottom:4px}.cr{gap:10px;align-items:flex-start;padding-top:8px;padding-right:14px;padding-bottom:2px}.crn{font-size:13px;font-weight:700}.crm{font-size:11.5px;color:#8f867e}.crx{font-size:13.5px;line-height:18.5px;margin-top:1px}
.nav{justify-content:space-around;height:56px;padding-bottom:4px;background:#fff;border-top:1px solid #e9e3dd;color:#7b726b}.nav .on{color:#e8503a}`,
  html: `<div class="row th" data-role="ui">${icon.back(22)}<b>tipeee</b>${icon.share(21)}${icon.moreV(21)}</div>
<div class="fill">
${picture("100%", 50, ["#3a3430", "#6a5a4a"], abs(40, 8, 60, 30, "#a33a2a", "18px 18px 6px 6px") + abs(30, 28, 22, 22, "transparent", "50%", "border:4px solid #1a1614") + abs(92, 28, 22, 22, "transparent", "50%", "border:4px solid #1a1614") + abs(200, 6, 120, 44, "#8a7a66", "4px") + abs(210, 14, 30, 30, "#b9ab96", "2px"))}
<div class="card"><div class="av">${avatar(52, "#a06a4a", { ring: "#e8503a" })}</div>${ui("Thibaut", "nm")}${ui("@atelier-thibaut · Besançon", "hdl")}
${own("I revive old mopeds in a garage in Besançon and film every step.", "bio")}
<div class="row cn" data-role="ui"><span><b>318</b> tippers</span><span><b>€1,140</b> a month</span><span><b>74</b> news</span></div>
${ui("Tip Thibaut", "tip")}</div>
<div class="row tbs" data-role="ui"><span class="on">News</span><span>Rewards</span><span>About</span></div>
<div class="nw">${ui("PINNED", "pl")}${own("This month: Madame Roux's 1972 Solex", "pt")}${ui("Thibaut · 6 days ago · public", "pm")}
${own("New belt, new spark plug, the tank cleaned out with a chain and much patience.", "tx")}
${own("It had not started since 1987. It now starts first time, and her husband says he had been very happy with the old arrangement.", "tx")}
</div>
<div class="cm">
${crow({ name: "Séverine", meta: "6d", color: "#6a8a5a", text: ["My father had one in blue! Where do you find belts?"], who: "Séverine", size: 28 })}
${crow({ name: "Thibaut", meta: "Creator · 6d", color: "#a06a4a", text: ["Mostly on other Solexes that did not make it."], who: "owner", depth: 1, size: 28 })}
${crow({ name: "Séraphin", meta: "2d", color: "#5a6a8a", text: ["Did Madame Roux take it out yet? My uncle rode one to Dole and back every Sunday and my aunt still says the village heard him before it saw him."], who: "Séraphin", size: 28 })}
</div>
</div>
<div class="row nav" data-role="ui" style="flex:none;position:relative;z-index:3">${icon.home(24)}${icon.search(24)}<span class="on">${icon.heartFilled(24)}</span>${icon.bell(24)}${icon.person(24)}</div>`,
};
