// Part D's profiles (v34): each the owner's page (name, handle, bio, counts, a pinned post), with other people's comments
// and the owner's answer among them.
import { avatar, icon, picture } from "./icons";
import type { ScreenSpec } from "./screen-type";
import { abs, crow, overBar } from "./screens-d-kit";
import { own, ui } from "./shell";

// Bio.link (a sign writer's link-in-bio page in Durban: address, avatar, name, handle, bio, counts, two link buttons,
// the pinned post, a learner's comment, the instructor's answer, another comment cut by the Made with bio.link bar). Dark.
export const biolink: ScreenSpec = {
  id: "biolink-shaves-and-cuts-and-shaves",
  app: "Bio.link",
  kind: "profile",
  dark: true,
  device: "iphone",
  format: "png",
  owner: { name: "Sizwe Ntuli", handle: "@sizwesigns" },
  time: "12:31",
  battery: 74,
  cutLines: 1,
  replies: true,
  css: `body{background:#0f1115;color:#eef0f3}.fill{display:flex;flex-direction:column}.fill>*{flex:none}
.ad{flex:none;height:40px;margin:4px 12px 0;border-radius:10px;background:#1c1f25;gap:8px;justify-content:center;font-size:13.5px;color:#b7bcc4}
.hc{align-items:center;padding:6px 20px 0;text-align:center}.nm{font-size:20px;font-weight:800;margin-top:8px}.hn{font-size:13.5px;color:#9ca3ad;margin-top:1px}.bio{font-size:14px;line-height:19.5px;margin-top:6px}
.cn{gap:22px;justify-content:center;margin-top:8px}.cn div{font-size:12.5px;color:#9ca3ad}.cn b{color:#eef0f3;font-size:14.5px;font-weight:700;margin-right:3px}
.lk{margin:8px 20px 0;border-radius:12px;background:#ffcf33;color:#17181b;text-align:center;font-size:14.5px;font-weight:700;padding:10px 0}.lk.b{background:#1c1f25;color:#eef0f3;border:1px solid #2e333b}
.pin{margin:12px 16px 0;border-radius:14px;background:#191c21;border:1px solid #2a2e35;padding:10px 14px 8px}.pl{font-size:11px;font-weight:700;letter-spacing:1px;color:#ffcf33}.pt{font-size:15.5px;font-weight:700;margin-top:3px;line-height:20px}.px{font-size:14px;line-height:19.5px;margin-top:4px}.pm{font-size:12px;color:#9ca3ad;margin-top:6px}
.ch{font-size:13px;font-weight:700;color:#9ca3ad;padding:10px 16px 0}
.cr{gap:9px;align-items:flex-start;padding-top:7px;padding-right:16px;padding-bottom:1px}.crn{font-size:13px;font-weight:700}.crm{font-size:11.5px;color:#8b929c}.crx{font-size:14px;line-height:19px;margin-top:1px}
.ft{justify-content:center;gap:6px;padding:10px 0 30px;background:#0f1115;border-top:1px solid #23272e;font-size:13px;color:#b7bcc4}`,
  html: `<div class="row ad" data-role="ui">${icon.globe(15)}<span>bio.link/sizwesigns</span></div>
<div class="fill">
<div class="col hc">${avatar(72, "#3a7a5a", { ring: "#ffcf33" })}${ui("Sizwe Ntuli", "nm")}${ui("@sizwesigns", "hn")}
${own("Hand-painted signs for shops, salons and taxis in Durban since 2005. No vinyl, ever.", "bio")}</div>
<div class="row cn" data-role="ui"><div><b>1,140</b>signs</div><div><b>4.9</b>rating</div><div><b>2.3K</b>followers</div></div>
<div class="lk" data-role="ui">Get a quote</div><div class="lk b" data-role="ui">Lettering styles</div>
<div class="pin">${ui("PINNED", "pl")}${own("Finished this month: 23 signs", "pt")}
${own("Grateful to every shop owner who let me work in the doorway.", "px")}
${own("A barber in Umlazi asked for CUTS & SHAVES, changed it to SHAVES & CUTS when I was halfway, and kept both, because he says his customers like to have a choice.", "px")}
${ui("3 weeks ago · 61 comments", "pm")}</div>
${ui("Comments", "ch")}
${crow({ name: "Sipho", meta: "2w", color: "#7a5a3a", text: ["I go there. Now there are two queues."], who: "Sipho", size: 28 })}
${crow({ name: "Sizwe Ntuli", meta: "Author · 2w", color: "#3a7a5a", text: ["Then the sign works."], who: "owner", depth: 1, size: 28 })}
${crow({ name: "Vuyo", meta: "4d", color: "#5a5a9a", text: ["Good day sir, my mother runs a tuck shop in Pinetown and the old sign fell in the storm. She wants red and yellow with her name big. Can you come on a Saturday?"], who: "Vuyo", size: 28 })}
</div>
${overBar(`${icon.globe(14)}<span>Made with bio.link</span>`, "ft")}`,
};

// Taplink (a chimney sweep's page in Tallinn: header, avatar, name, handle, bio, counts, buttons, the pinned post, a
// customer's comment, the sweep's answer, another comment cut by the Write a comment bar).
export const taplink: ScreenSpec = {
  id: "taplink-eleven-minutes-of-luck",
  app: "Taplink",
  kind: "profile",
  dark: false,
  device: "android",
  format: "jpeg",
  quality: 70,
  owner: { name: "Siim Aavik", handle: "@siim.sweeps" },
  time: "08:17",
  battery: 86,
  cutLines: 1,
  replies: true,
  css: `body{background:#f4f1ec;color:#22201d}.fill{display:flex;flex-direction:column}.fill>*{flex:none}
.th{flex:none;height:48px;padding:0 14px;gap:14px;position:relative;z-index:3;background:#fff;border-bottom:1px solid #e6e1d9}.th b{flex:1;font-size:14px;font-weight:500;color:#6d675e}
.hc{align-items:center;padding:10px 20px 0;text-align:center}.nm{font-size:19px;font-weight:800;margin-top:6px}.hn{font-size:13px;color:#7c756b}.bio{font-size:13.5px;line-height:19px;margin-top:5px}
.cn{gap:20px;justify-content:center;margin-top:14px}.cn div{font-size:12px;color:#7c756b}.cn b{color:#22201d;font-size:14px;font-weight:700;margin-right:3px}
.lk{margin:16px 18px 0;gap:8px}.lk span{flex:1;text-align:center;border-radius:22px;background:#2b2a28;color:#fff;font-size:14px;font-weight:600;padding:10px 0}.lk span.b{background:#fff;color:#2b2a28;border:1.5px solid #2b2a28}
.pin{margin:20px 12px 0;border-radius:10px;background:#fff;padding:10px 14px 8px;box-shadow:0 1px 3px rgba(0,0,0,.08)}.pl{font-size:11px;font-weight:700;letter-spacing:.8px;color:#c0392b}.pt{font-size:15px;font-weight:700;margin-top:3px;line-height:20px}.px{font-size:13.5px;line-height:19px;margin-top:4px}.pm{font-size:11.5px;color:#7c756b;margin-top:6px}
.cr{gap:9px;align-items:flex-start;padding-top:9px;padding-right:14px;padding-bottom:1px}.crn{font-size:13px;font-weight:700}.crm{font-size:11.5px;color:#8c857b}.crx{font-size:13.5px;line-height:18.5px;margin-top:1px}
.wc{gap:10px;padding:8px 12px 10px;background:#fff;border-top:1px solid #e6e1d9}.wc span{flex:1;border-radius:18px;background:#f1eee9;padding:9px 14px;font-size:14px;color:#8c857b}`,
  html: `<div class="row th" data-role="ui">${icon.close(20)}<b>taplink.cc/siim.sweeps</b>${icon.share(20)}</div>
<div class="fill">
<div style="position:relative;height:130px">${picture("100%", 100, ["#2b2a28", "#5a554d"], abs(30, 30, 30, 36, "#3d3a36") + abs(96, 18, 22, 48, "#46423d") + abs(210, 24, 40, 42, "#3d3a36") + abs(290, 12, 18, 54, "#46423d") + abs(280, 8, 38, 8, "#1c1b1a"))}<div style="position:absolute;left:50%;top:64px;transform:translateX(-50%)">${avatar(64, "#6a5a4a", { ring: "#c0392b" })}</div></div>
<div class="col hc">${ui("Siim Aavik", "nm")}${ui("@siim.sweeps", "hn")}
${own("Chimney sweep, third generation, Tallinn Old Town. The top hat is real.", "bio")}</div>
<div class="row cn" data-role="ui"><div><b>640</b>chimneys</div><div><b>8.1K</b>followers</div><div><b>212</b>posts</div></div>
<div class="row lk" data-role="ui"><span>Book a sweep</span><span class="b">Prices</span></div>
<div class="pin">${ui("PINNED POST", "pl")}${own("Spring bookings are open", "pt")}
${own("Stoves, fireplaces and saunas, Harju county only.", "px")}
${own("People still touch my sleeve for luck at the tram stop, which was lovely until I timed it and it adds eleven minutes to my commute.", "px")}
${ui("5 days ago · 38 comments", "pm")}</div>
${crow({ name: "Toomas", meta: "5d", color: "#4a6a8a", text: ["I touched it twice in March and won a toaster."], who: "Toomas", size: 28 })}
${crow({ name: "Siim Aavik", meta: "Author · 5d", color: "#6a5a4a", text: ["Then I am owed half a toaster, Toomas."], who: "owner", depth: 1, size: 28 })}
${crow({ name: "Tiina", meta: "1d", color: "#8a4a6a", text: ["Hello, our sauna stove in Keila smokes back into the room when the wind comes from the sea. Can you come before Midsummer, and do you also check the roof?"], who: "Tiina", size: 28 })}
</div>
${overBar(`<span>Write a comment</span>${icon.send(20)}`, "wc")}`,
};

// about.me (a retired harbour pilot's page in Bergen: cover, avatar, name, headline, bio, counts, buttons, the pinned
// talk, a parent's compliment, the pilot's answer, another compliment cut by the Say something bar).
export const aboutme: ScreenSpec = {
  id: "aboutme-the-rabbit-at-the-retirement-dinner",
  app: "about.me",
  kind: "profile",
  dark: false,
  device: "iphone-max",
  format: "png",
  downscaleTo: 960,
  owner: { name: "Vegard Sandvik", handle: null },
  time: "19:44",
  battery: 23,
  cutLines: 1,
  replies: true,
  css: `body{background:#fff;color:#1c232b}.fill{display:flex;flex-direction:column}.fill>*{flex:none}
.th{flex:none;height:44px;padding:0 16px;gap:14px;position:relative;z-index:3;background:#fff;border-bottom:1px solid #e8ebee}.th b{flex:1;font-size:17px;font-weight:700;text-align:center;letter-spacing:-.2px}
.hc{padding:0 20px}.nm{font-size:24px;font-weight:800;margin-top:8px;letter-spacing:-.3px}.hl{font-size:14.5px;color:#2b7a78;font-weight:600;margin-top:2px}.pl{font-size:13px;color:#6c7680;margin-top:2px}.bio{font-size:15px;line-height:21px;margin-top:8px}
.cn{gap:22px;margin:10px 20px 0}.cn div{font-size:12.5px;color:#6c7680}.cn b{color:#1c232b;font-size:15px;font-weight:700;margin-right:3px}
.lk{margin:10px 20px 0;gap:10px}.lk span{flex:1;text-align:center;border-radius:6px;background:#2b7a78;color:#fff;font-size:15px;font-weight:600;padding:10px 0}.lk span.b{background:#fff;color:#2b7a78;border:1.5px solid #2b7a78}
.sec{font-size:12px;font-weight:700;letter-spacing:1px;color:#6c7680;padding:14px 20px 0}
.pin{margin:6px 16px 0;border-radius:10px;border:1px solid #e1e5e9;padding:10px 14px 8px}.pt{font-size:16px;font-weight:700;line-height:21px}.px{font-size:14.5px;line-height:20.5px;margin-top:4px}
.cr{gap:10px;align-items:flex-start;padding-top:8px;padding-right:18px;padding-bottom:1px}.crn{font-size:14px;font-weight:700}.crm{font-size:12px;color:#8a939c}.crx{font-size:14.5px;line-height:20px;margin-top:1px}
.ss{gap:10px;padding:9px 14px 30px;background:#fff;border-top:1px solid #e1e5e9}.ss span{flex:1;border-radius:20px;border:1px solid #d3d9de;padding:9px 14px;font-size:15px;color:#8a939c}`,
  html: `<div class="row th" data-role="ui">${icon.back(22)}<b>about.me</b>${icon.more(22)}</div>
<div class="fill">
<div style="position:relative;height:143px">${picture("100%", 107, ["#7fa7c4", "#2c4f6b"], abs(0, 60, 428, 32, "#23405a") + abs(250, 30, 120, 34, "#d9d4c8", "6px 30px 4px 4px") + abs(300, 14, 14, 18, "#b8382f", "2px") + abs(40, 66, 60, 10, "#e8e2d4", "4px"))}<div style="position:absolute;left:20px;top:67px">${avatar(76, "#7a6a5a", { ring: "#ffffff" })}</div></div>
<div class="hc">${ui("Vegard Sandvik", "nm")}${own("Retired harbour pilot. I talk to schools about knots.", "hl")}${ui("Bergen, Norway", "pl")}
${own("Thirty-eight years bringing ships into Bergen, in every kind of weather the west coast has.", "bio")}</div>
<div class="row cn" data-role="ui"><div><b>57</b>school talks</div><div><b>1,318</b>views</div><div><b>44</b>compliments</div></div>
<div class="row lk" data-role="ui"><span>Invite me to a school</span><span class="b">Email</span></div>
${ui("PINNED", "sec")}
<div class="pin">${own("The bowline, and why I still whisper", "pt")}
${own("I have tied the bowline since 1984 and I still say the rabbit comes out of the hole under my breath, including, my daughter tells me, all the way through my own retirement speech.", "px")}</div>
${ui("COMPLIMENTS", "sec")}
${crow({ name: "Trygve", meta: "3d", color: "#4a7a9a", text: ["My son came home from your talk and tied the cat's toys to every chair."], who: "Trygve", size: 30 })}
${crow({ name: "Vegard Sandvik", meta: "3d", color: "#7a6a5a", text: ["Good. The rabbit needs the practice."], who: "owner", depth: 1, size: 30 })}
${crow({ name: "Synnove", meta: "6h", color: "#9a5a5a", text: ["We loved your visit to Sandviken school on Friday. The children have asked if you can come back in spring and show them the knot you used for the ferry in the storm."], who: "Synnove", size: 30 })}
</div>
${overBar(`<span>Say something nice</span>${icon.send(20)}`, "ss")}`,
};
