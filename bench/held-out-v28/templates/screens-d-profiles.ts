// Part D's profiles (v28): Neocities (a site cataloguing Alnwick's benches, one of which turned out to be a wall),
// Mammoth (a piano tuner's Mastodon profile and what she found inside a school piano), Warmshowers (a cycle-touring
// host whose youngest ranks every guest's daily distance), each with other people's comments or references.
import { avatar, icon, picture } from "./icons";
import type { ScreenSpec } from "./screen-type";
import { abs, crow, tagRow } from "./screens-d-kit";
import { own, ui } from "./shell";

// Neocities (a site profile seen in the browser: screenshot, site name, stats, tags, a pinned update, visitors'
// comments and the owner's answer, the last one cut by the screen edge; JPEG).
export const neocities: ScreenSpec = {
  id: "neocities-scored-the-wall",
  app: "Neocities",
  kind: "profile",
  dark: false,
  device: "iphone",
  format: "jpeg",
  quality: 74,
  owner: { name: "alnwickbenches", handle: null },
  time: "21:14",
  battery: 48,
  cutLines: 1,
  replies: true,
  css: `body{background:#f7f4ee;color:#222}.fill{display:flex;flex-direction:column}.fill>*{flex:none}
.url{flex:none;margin:4px 12px 6px;background:#e6e2da;border-radius:10px;padding:8px 12px;font-size:14px;color:#333;text-align:center}
.nav{flex:none;gap:10px;padding:8px 14px;background:#2a2a2a;color:#f0c04a;font-size:15px;font-weight:800}.nav span{flex:1}.nav i{font-style:normal;color:#ddd;font-size:12.5px;font-weight:500}
.hd{gap:12px;padding:12px 14px 0;align-items:flex-start}.sn{font-size:19px;font-weight:800;color:#c2502a}.su{font-size:12.5px;color:#6b6458;margin-top:2px}
.st{gap:14px;padding:8px 14px 0;font-size:12.5px;color:#555}.st b{color:#222;font-size:14px;display:block}
.bt{gap:8px;padding:10px 14px 0}.bt span{font-size:13px;font-weight:700;border-radius:6px;padding:6px 14px;background:#2a2a2a;color:#fff}.bt span+span{background:#e0dbd0;color:#333}
.tg{gap:6px;flex-wrap:wrap;margin:8px 14px 0}.tg span{font-size:12px;color:#4a6a8a;background:#e4ebf2;border-radius:4px;padding:3px 8px}
.ab{font-size:14px;line-height:19.5px;padding:14px 14px 0}
.pn{margin:22px 10px 0;background:#fff;border:1px solid #e2ddd2;border-radius:8px;padding:10px 12px}.pl{font-size:11.5px;color:#8a8272;font-weight:700;letter-spacing:.4px}.pt{font-size:14px;line-height:19.5px;margin-top:5px}
.cr{gap:10px;align-items:flex-start;padding-top:9px;padding-right:14px;padding-bottom:2px}.crn{font-size:13px;font-weight:700;color:#c2502a}.crm{font-size:11.5px;color:#8a8272}.crx{font-size:13.5px;line-height:18.5px;margin-top:1px}`,
  html: `<div class="url" data-role="ui">neocities.org</div>
<div class="row nav" data-role="ui"><span>Neocities</span><i>Browse</i><i>Sign in</i>${icon.menu(20)}</div>
<div class="fill">
<div class="row hd">${picture(104, 72, ["#dfe8d4", "#b8c9a4"], abs(10, 40, 84, 10, "#7a5a3a", "2px") + abs(16, 50, 6, 16, "#5a3a2a") + abs(82, 50, 6, 16, "#5a3a2a") + abs(0, 0, 104, 14, "#3a5a8a"))}<div style="flex:1;min-width:0">${ui("alnwickbenches", "sn")}${ui("alnwickbenches.neocities.org", "su")}${ui("Created Mar 2021 · Last change Tue", "su")}</div></div>
<div class="row st" data-role="ui"><div><b>18,402</b>views</div><div><b>212</b>followers</div><div><b>96</b>updates</div><div><b>3</b>tips</div></div>
<div class="row bt" data-role="ui"><span>Follow</span><span>Tip</span></div>
${tagRow(["benches", "alnwick", "northumberland", "maps", "handmade"])}
${own("Every public bench in Alnwick, photographed and given a comfort score out of ten. Hand-coded by Wilfred since 2003.", "ab")}
<div class="pn">${ui("PINNED · SITE NEWS · TUESDAY", "pl")}
${own("Site update: fourteen new benches added, mostly along the Aln.", "pt")}
${own("One has come off the list: the council wrote to explain it is a low wall, and would I please stop scoring it.", "pt")}
${own("The map now works on phones.", "pt")}</div>
${crow({ name: "thea_walks", meta: "2d", color: "#6a8a5a", text: ["The low wall was the only nine on the whole site."], who: "thea_walks", size: 28 })}
${crow({ name: "alnwickbenches", meta: "2d", color: "#c2502a", text: ["It was a deeply supportive wall."], who: "owner", depth: 1, size: 28 })}
${crow({ name: "zev.k", meta: "1d", color: "#5a6a9a", text: ["Could you add the bench at the castle gate? Wobbly, lovely view."], who: "zev.k", size: 28 })}
${crow({ name: "vendela", meta: "5h", color: "#9a5a7a", text: ["Did the whole river list with my grandad on Sunday and he wants a word about number twelve, because he thinks it is facing the wrong way"], who: "vendela", size: 28 })}
</div>`,
};

// Mammoth (a Mastodon profile in the Mammoth app: banner, avatar, name, handle, bio, fields, counts, a pinned post,
// a follower's reply and the owner's answer, a second reply cut by the tab bar; dark, downscaled).
export const mammoth: ScreenSpec = {
  id: "mammoth-a-trip-to-whitby",
  app: "Mammoth",
  kind: "profile",
  dark: true,
  device: "iphone",
  format: "png",
  downscaleTo: 900,
  owner: { name: "Sorcha", handle: "@sorcha@keys.social" },
  time: "08:02",
  battery: 88,
  cutLines: 1,
  replies: true,
  css: `body{background:#0f0f14;color:#ececf1}.fill{display:flex;flex-direction:column}.fill>*{flex:none}
.th{flex:none;height:44px;padding:0 14px;gap:16px;position:relative;z-index:3;background:#0f0f14}.th b{flex:1}
.av{margin:-30px 0 0 16px;position:relative;z-index:2;border:3px solid #0f0f14;border-radius:50%;width:max-content}
.nm{font-size:20px;font-weight:800;padding:4px 16px 0}.hn{font-size:13.5px;color:#9a98ad;padding:1px 16px 0}
.bio{font-size:14.5px;line-height:20px;padding:8px 16px 0}
.fd{margin:8px 16px 0;border:1px solid #26252f;border-radius:8px;font-size:13px}.fd div{display:flex;padding:6px 10px}.fd div+div{border-top:1px solid #26252f}.fd i{font-style:normal;color:#9a98ad;width:80px}
.ct{gap:16px;padding:8px 16px 0;font-size:13px;color:#9a98ad}.ct b{color:#ececf1}
.tb2{gap:0;margin-top:10px;border-bottom:1px solid #26252f}.tb2 span{flex:1;text-align:center;font-size:13.5px;font-weight:600;color:#9a98ad;padding:8px 0}.tb2 span:first-child{color:#a78bfa;border-bottom:2px solid #a78bfa}
.ps{gap:10px;align-items:flex-start;padding:10px 16px 0}.pm{font-size:11.5px;color:#9a98ad;padding:0 16px 2px 58px;margin-top:8px}.pn{font-size:13.5px;font-weight:700}.pk{font-size:12.5px;color:#9a98ad}.px{font-size:14.5px;line-height:20px;margin-top:3px}
.cr{gap:10px;align-items:flex-start;padding-top:9px;padding-right:16px;padding-bottom:2px}.crn{font-size:13.5px;font-weight:700}.crm{font-size:12px;color:#9a98ad}.crx{font-size:14px;line-height:19px;margin-top:1px}
.tab{flex:none;justify-content:space-around;padding:9px 0 28px;background:#15151c;border-top:1px solid #26252f;color:#9a98ad;position:relative;z-index:3}`,
  html: `<div class="row th" data-role="ui">${icon.back(22)}<b></b>${icon.bell(21)}${icon.more(22)}</div>
<div class="fill">
${picture("100%", 70, ["#3a2f5a", "#1f3a4a"], abs(40, 30, 300, 6, "#e8e4d8", "2px") + abs(40, 36, 300, 14, "#1a1a1a") + abs(60, 36, 8, 9, "#e8e4d8") + abs(80, 36, 8, 9, "#e8e4d8") + abs(110, 36, 8, 9, "#e8e4d8"))}
<div class="av">${avatar(60, "#a0507a")}</div>
${ui("Sorcha 🎹", "nm")}${ui("@sorcha@keys.social", "hn")}
${own("Piano tuner in Leeds. Posts about pianos, trains and whatever I find inside them.", "bio")}
<div class="fd" data-role="ui"><div><i>Based in</i>Leeds</div><div><i>Joined</i>Mar 2023</div></div>
<div class="row ct" data-role="ui"><span><b>1,204</b> posts</span><span><b>388</b> following</span><span><b>912</b> followers</span></div>
<div class="row tb2" data-role="ui"><span>Posts</span><span>Replies &amp; boosts</span><span>Media</span></div>
${ui("Pinned", "pm")}
<div class="row ps">${avatar(36, "#a0507a")}<div style="flex:1;min-width:0"><div class="row" style="gap:6px">${ui("Sorcha 🎹", "pn")}${ui("· 3d", "pk")}</div>
${own("Tuned the hall piano at a primary school this morning.", "px")}
${own("Inside it were a recorder, two hymn books and a signed permission slip for a trip to Whitby in 1994.", "px")}
${own("Still a bit flat at the top.", "px")}</div></div>
${crow({ name: "Wendy", meta: "@wendyp · 3d", color: "#4a7a9a", text: ["Should someone tell the child?"], who: "Wendy", size: 30 })}
${crow({ name: "Sorcha 🎹", meta: "3d", color: "#a0507a", text: ["The child will be about forty now. I have emailed Whitby."], who: "owner", depth: 1, size: 30 })}
${crow({ name: "Zachary", meta: "@zacharyb · 2d", color: "#7a9a4a", text: ["My mum once found her own school report inside a piano stool and she still will not tell us what it said about her maths"], who: "Zachary", size: 30 })}
</div>
<div class="row tab" data-role="ui">${icon.home(24)}${icon.search(24)}${icon.plusBox(24)}${icon.bell(24)}${icon.person(24)}</div>`,
};

// Warmshowers (a cycle-touring host's profile: name, place, hosting status, counts, about, what is offered, guests'
// feedback, the second cut by the bottom bar; cropped at the top, status bar gone).
export const warmshowers: ScreenSpec = {
  id: "warmshowers-where-you-rank",
  app: "Warmshowers",
  kind: "profile",
  dark: false,
  device: "android",
  format: "png",
  crop: { top: 36 },
  owner: { name: "Silvan", handle: null },
  time: "16:31",
  battery: 39,
  cutLines: 1,
  replies: true,
  css: `body{background:#fff;color:#1e2a30}.fill{display:flex;flex-direction:column}.fill>*{flex:none}
.th{flex:none;height:52px;padding:0 14px;gap:16px;position:relative;z-index:3;background:#f26b21;color:#fff}.th b{flex:1;font-size:17px;font-weight:700}
.hd{gap:12px;padding:20px 16px 0}.sn{font-size:19px;font-weight:700}.su{font-size:12.5px;color:#6a767c;margin-top:2px}
.av2{display:inline-block;font-size:12px;font-weight:700;color:#1f7a3a;background:#e2f4e6;border-radius:12px;padding:4px 10px;margin:8px 16px 0;width:max-content}
.st{display:grid;grid-template-columns:repeat(3,1fr);margin:10px 16px 0;border:1px solid #e6eaec;border-radius:8px}.st div{padding:7px 8px;font-size:11.5px;color:#6a767c;text-align:center}.st b{display:block;font-size:16px;color:#1e2a30}
.hd2{font-size:15px;font-weight:700;padding:12px 16px 2px}.tx{font-size:14px;line-height:20px;padding:4px 16px 0}
.tg{gap:6px;flex-wrap:wrap;margin:6px 16px 0}.tg span{font-size:12px;color:#a4461a;background:#fdeee4;border-radius:12px;padding:4px 10px}
.cr{gap:10px;align-items:flex-start;padding-top:9px;padding-right:16px;padding-bottom:3px}.crn{font-size:13px;font-weight:700}.crm{font-size:11.5px;color:#1f7a3a;font-weight:600}.crx{font-size:13.5px;line-height:18.5px;margin-top:1px}.crf{font-size:11.5px;color:#8a959a;margin-top:2px}
.bb{gap:12px;padding:10px 16px 14px;background:#fff;border-top:1px solid #e6eaec;box-shadow:0 -2px 8px rgba(0,0,0,.07)}.bb span{flex:1;text-align:center;font-size:15px;font-weight:700;border-radius:22px;padding:10px 0;border:1.5px solid #f26b21;color:#f26b21}.bb span+span{background:#f26b21;color:#fff}`,
  statusBarDark: true,
  statusBarBackground: "#f26b21",
  html: `<div class="row th" data-role="ui">${icon.back(22)}<b>Host profile</b>${icon.moreV(22)}</div>
<div class="fill">
<div class="row hd">${avatar(58, "#3a6a8a")}<div style="flex:1;min-width:0">${ui("Silvan", "sn")}${ui("Ghent, Belgium · Member since 2016", "su")}${ui("Last seen 2 days ago · English, Dutch, French", "su")}</div></div>
${ui("Currently available to host", "av2")}
<div class="st" data-role="ui"><div><b>84</b>Hosted</div><div><b>19</b>Stayed with</div><div><b>61</b>Positive feedback</div></div>
${ui("About me", "hd2")}
${own("Teacher and weekend cyclist. Two kids, one attic room and a shed full of spare inner tubes.", "tx")}
${own("Our youngest keeps a notebook of every guest's distance for the day and will tell you, kindly, where you rank.", "tx")}
${own("Ten minutes from Gent-Sint-Pieters; bikes sleep in the shed.", "tx")}
${ui("Can offer", "hd2")}
${tagRow(["Bed", "Shower", "Laundry", "Kitchen", "Bike tools"])}
${ui("Feedback (61)", "hd2")}
${crow({ name: "Xavi", meta: "Guest · Positive", color: "#9a6a3a", text: ["Great host. Silvan trued my back wheel before dinner and his daughter told me I was thirty-first out of forty."], who: "Xavi", foot: "October 2026", size: 30 })}
${crow({ name: "Ulysses", meta: "Guest · Positive", color: "#5a8a6a", text: ["One night here heading for Ostend. Hot shower, very good pasta and a long talk about which way the wind would blow the next morning, which he got right."], who: "Ulysses", size: 30 })}
</div>
<div class="row bb" data-role="ui"><span>Message</span><span>Request to stay</span></div>`,
};
