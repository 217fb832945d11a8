// Part D's profiles (v36): a page's person with a bio, counts, a pinned post or note, other people's comments and the owner's answer.
import { avatar, icon, picture } from "./icons";
import type { ScreenSpec } from "./screen-type";
import { abs, crow, overBar } from "./screens-d-kit";
import { own, ui } from "./shell";

// Solo.to (a barber's link page in Naples, in Safari: address bar, avatar, name, handle, bio, counts, three link buttons, the pinned
// post, a customer's comment, the owner's answer, another comment cut by the Made with solo.to bar). Dark.
export const soloto: ScreenSpec = {
  id: "soloto-twelve-years-of-brushing-the-collar",
  app: "Solo.to",
  kind: "profile",
  dark: true,
  device: "iphone",
  format: "png",
  owner: { name: "Sebastiano Esposito", handle: "@sebastiano.barbiere" },
  time: "10:14",
  battery: 72,
  cutLines: 1,
  replies: true,
  statusBarBackground: "#1c1c1e",
  css: `body{background:#101010;color:#f2f2f2}.fill{display:flex;flex-direction:column;align-items:stretch}.fill>*{flex:none}
.ab{flex:none;height:44px;padding:0 12px;gap:10px;background:#1c1c1e;position:relative;z-index:3;align-items:center}.ab .u{flex:1;text-align:center;font-size:15px;color:#f2f2f2;background:#2c2c2e;border-radius:10px;padding:7px 0}
.hd{align-items:center;padding:14px 20px 0}.nm{font-size:20px;font-weight:800;margin-top:8px}.hn{font-size:13.5px;color:#a0a0a6;margin-top:1px}
.bio{font-size:14px;line-height:19.5px;text-align:center;margin-top:7px;color:#e4e4e8}.cn{font-size:12.5px;color:#a0a0a6;margin-top:6px}
.lk{margin:8px 20px 0;padding:10px 0;text-align:center;font-size:14.5px;font-weight:600;border:1.5px solid #d9a441;color:#d9a441;border-radius:26px}
.sec{font-size:11.5px;font-weight:800;letter-spacing:1.2px;color:#d9a441;padding:14px 20px 0}.pt{font-size:15.5px;font-weight:700;padding:3px 20px 0;line-height:20px}.tx{font-size:14px;line-height:19.5px;padding:4px 20px 0}
.cr{gap:9px;align-items:flex-start;padding-top:8px;padding-right:20px;padding-bottom:1px;padding-left:20px!important}.cr.d{padding-left:56px!important}.crn{font-size:13px;font-weight:700}.crm{font-size:12px;color:#8e8e93}.crx{font-size:14px;line-height:19px;margin-top:1px}
.mb{justify-content:center;gap:6px;padding:10px 0 30px;background:#1c1c1e;border-top:1px solid #2c2c2e;font-size:13px;color:#a0a0a6}`,
  html: `<div class="row ab" data-role="ui">${icon.close(20)}<div class="u">solo.to/sebastiano.barbiere</div>${icon.share(20)}</div>
<div class="fill">
<div class="col hd" style="display:flex;flex-direction:column">${avatar(76, "#8a6a4a")}${ui("Sebastiano Esposito", "nm")}${ui("@sebastiano.barbiere", "hn")}
${own("Barber in Naples since 1988. Cuts, shaves and beard trims in the Sanita, walk-ins only.", "bio")}${ui("1,204 followers · 86 posts", "cn")}</div>
${ui("Opening hours", "lk")}${ui("Find the shop", "lk")}
${ui("PINNED", "sec")}
${own("Signor Tullio, 780 Fridays", "pt")}
${own("This Friday Signor Tullio sat in my chair for the 780th time.", "tx")}
${own("He has been completely bald since 2011, so for twelve years now we talk for twenty minutes, I brush off his collar, and he pays full price.", "tx")}
${own("Thanks to all of you who still come to the shop.", "tx")}
${ui("COMMENTS", "sec")}
${crow({ name: "Tullio", meta: "2d", color: "#5a6a8a", text: ["Worth every euro. Nobody else in Naples lets me finish a story."], who: "Tullio", size: 28 })}
${crow({ name: "Sebastiano", meta: "Author · 2d", color: "#8a6a4a", text: ["780 endings so far, Tullio, all different."], who: "owner", depth: 1, size: 28 }).replace('class="row cr"', 'class="row cr d"')}
${crow({ name: "Vanna", meta: "5h", color: "#8a4a6a", text: ["Good morning, my son wants his first proper haircut before his confirmation in May. Do you take children on Saturday mornings, and how long should we expect to wait?"], who: "Vanna", size: 28 })}
</div>
${overBar(`<span>Made with</span><b style="color:#f2f2f2">solo.to</b>`, "mb")}`,
};

// Bento (an audiobook narrator's page in London: name, bio, link cards, counts, a pinned note, a listener's guestbook note, the
// owner's answer, another note cut by the Create your Bento bar). Cropped at the top (status bar gone).
export const bento: ScreenSpec = {
  id: "bento-the-dragon-does-bedtime",
  app: "Bento",
  kind: "profile",
  dark: false,
  device: "android",
  format: "png",
  crop: { top: 34 },
  owner: { name: "Shaan Kapadia", handle: null },
  time: "22:51",
  battery: 23,
  cutLines: 1,
  replies: true,
  css: `body{background:#fbfbfa;color:#161616}.fill{display:flex;flex-direction:column}.fill>*{flex:none}
.tp{gap:12px;padding:14px 18px 0;align-items:center}.nm{font-size:22px;font-weight:800;letter-spacing:-.4px}.bio{font-size:14px;line-height:19.5px;color:#4a4a4a;padding:8px 18px 0}
.gr{display:grid;grid-template-columns:1fr 1fr;gap:10px;padding:20px 18px 0}.cd{background:#fff;border:1px solid #ececec;border-radius:16px;padding:10px 12px;box-shadow:0 1px 3px rgba(0,0,0,.05)}.ct{font-size:13px;font-weight:700}.cs{font-size:11.5px;color:#888;margin-top:2px}
.nt{margin:10px 18px 0;background:#fff;border:1px solid #ececec;border-radius:16px;padding:10px 14px 12px;box-shadow:0 1px 3px rgba(0,0,0,.05)}.sec{font-size:11px;font-weight:800;letter-spacing:1px;color:#9a9a9a}.pt{font-size:15px;font-weight:700;margin-top:3px;line-height:20px}.tx{font-size:13.5px;line-height:19px;margin-top:4px}
.gb{margin:10px 18px 0;background:#fff;border:1px solid #ececec;border-radius:16px;padding:10px 0 8px}
.cr{gap:9px;align-items:flex-start;padding-top:7px;padding-right:14px;padding-bottom:1px}.crn{font-size:13px;font-weight:700}.crm{font-size:11.5px;color:#999}.crx{font-size:13.5px;line-height:18.5px;margin-top:1px}
.cb{justify-content:center;gap:8px;padding:10px 0 14px;background:#fbfbfa;border-top:1px solid #eee}.cb span{background:#161616;color:#fff;border-radius:20px;padding:9px 20px;font-size:14px;font-weight:600}`,
  html: `<div class="fill">
<div class="row tp">${avatar(64, "#c77d4a")}<div style="flex:1">${ui("Shaan Kapadia", "nm")}${ui("bento.me/shaanreads", "cs")}</div></div>
${own("Audiobook narrator in London. Fantasy, crime and the odd cookbook.", "bio")}
<div class="gr" data-role="ui"><div class="cd">${ui("The Ember Crown", "ct")}${ui("Book 3 · 31 hrs", "cs")}</div><div class="cd">${ui("62 audiobooks", "ct")}${ui("3 awards · 9,400 followers", "cs")}</div></div>
<div class="nt">${ui("PINNED NOTE", "sec")}${own("The Ember Crown is out today", "pt")}
${own("Book three of the trilogy: 31 hours, 46 characters and one very large dragon.", "tx")}
${own("My children now refuse to sleep unless the dragon reads their bedtime story, and my contract says his voice is not to be used outside the books.", "tx")}
${own("Thank you to the whole team at Foxglove Studios.", "tx")}</div>
<div class="gb">${ui("GUESTBOOK", "sec").replace('class="sec"', 'class="sec" style="padding-left:14px"')}
${crow({ name: "Trisha", meta: "1d", color: "#4a7a9a", text: ["Listened on a night shift. The dragon kept me awake, in a good way."], who: "Trisha", size: 28 })}
${crow({ name: "Shaan", meta: "Owner · 1d", color: "#c77d4a", text: ["He gets that a lot, Trisha."], who: "owner", depth: 1, size: 28 })}
${crow({ name: "Zubin", meta: "3h", color: "#6a9a5a", text: ["Hello, my sister and I host a podcast about folk tales from Gujarat, and we need a narrator for six short episodes in spring. Would you be free for a call next week, and what is your day rate? We can pay for the studio, but I am afraid there is no dragon in any of the stories."], who: "Zubin", size: 28 })}</div>
</div>
${overBar(`<span>Create your Bento</span>`, "cb")}`,
};

// Throne (a plant streamer's wishlist page: banner, avatar, name, handle, bio, counts, the pinned post, two wishlist items, a
// supporter's gift message, the owner's answer, another message cut by the crop at the bottom). Dark.
export const throne: ScreenSpec = {
  id: "throne-samson-has-a-moderator",
  app: "Throne",
  kind: "profile",
  dark: true,
  device: "iphone",
  format: "png",
  crop: { bottom: 40 },
  owner: { name: "Teagan", handle: "@teaganplants" },
  time: "23:19",
  battery: 31,
  cutLines: 1,
  replies: true,
  css: `body{background:#0e0f14;color:#eceef4}.fill{display:flex;flex-direction:column}.fill>*{flex:none}
.th{flex:none;height:44px;padding:0 16px;gap:16px;position:relative;z-index:3;background:#0e0f14}.th b{flex:1;font-size:18px;font-weight:800;color:#a78bfa;letter-spacing:.3px}
.tp{gap:12px;padding:0 16px;margin-top:-30px;align-items:flex-end;position:relative;z-index:2}.nm{font-size:19px;font-weight:800}.hn{font-size:13px;color:#9aa0b4}
.bio{font-size:14px;line-height:19.5px;padding:8px 16px 0;color:#d8dbe6}.cn{font-size:12.5px;color:#9aa0b4;padding:5px 16px 0}
.sec{font-size:12px;font-weight:800;letter-spacing:1px;color:#a78bfa;padding:12px 16px 0}.pt{font-size:15px;font-weight:700;padding:3px 16px 0}.tx{font-size:14px;line-height:19.5px;padding:4px 16px 0}
.wl{display:grid;grid-template-columns:1fr 1fr;gap:10px;padding:8px 16px 0}.wi{background:#181a22;border-radius:12px;padding:8px 10px}.wn{font-size:13px;font-weight:600;margin-top:6px}.wp{font-size:12px;color:#9aa0b4;margin-top:1px}.wp b{color:#5ee0a0;font-weight:600}
.cr{gap:9px;align-items:flex-start;padding-top:8px;padding-right:16px;padding-bottom:1px}.crn{font-size:13px;font-weight:700}.crm{font-size:12px;color:#8a90a4}.crx{font-size:14px;line-height:19px;margin-top:1px}`,
  html: `<div class="row th" data-role="ui">${icon.back(22)}<b>throne</b>${icon.share(21)}</div>
<div class="fill">
${picture("100%", 78, ["#2b5a3a", "#6a4aa0"], abs(40, 20, 30, 50, "#3f8a4f", "50% 50% 10% 10%") + abs(280, 10, 40, 60, "#4f9a5f", "50% 50% 10% 10%"))}
<div class="row tp">${avatar(68, "#5a8a6a", { ring: "#0e0f14" })}<div style="flex:1;padding-bottom:2px">${ui("Teagan", "nm")}${ui("@teaganplants", "hn")}</div></div>
${own("Cosy streams, houseplants and slow games. Live Tuesdays and Fridays from 8 pm.", "bio")}
${ui("2,840 followers · 19 gifts received", "cn")}
${ui("PINNED", "sec")}${own("About Samson", "pt")}
${own("Samson is the monstera on the shelf behind me, three years old and about my height.", "tx")}
${own("Chat votes every stream on whether he gets watered, and he has now been drowned twice, forgotten for two weeks and given his own moderator.", "tx")}
${own("Everything on the wishlist goes to the plant corner.", "tx")}
${ui("WISHLIST", "sec")}
<div class="wl" data-role="ui"><div class="wi">${picture("100%", 34, ["#2a2d3a", "#3a3f52"], abs(60, 6, 8, 24, "#c0c4d0", "3px"))}${ui("Moisture meter", "wn")}<div class="wp">$18 · <b>Gifted</b></div></div><div class="wi">${picture("100%", 34, ["#2a2d3a", "#3a3f52"], abs(40, 8, 60, 10, "#f0d070", "4px"))}${ui("Grow light, 2 pack", "wn")}${ui("$46", "wp")}</div></div>
${ui("GIFT MESSAGES", "sec")}
${crow({ name: "Zac", meta: "gifted Moisture meter · 4d", color: "#8a6a4a", text: ["So chat can stop guessing. Give Samson my regards."], who: "Zac", size: 28 })}
${crow({ name: "Teagan", meta: "4d", color: "#5a8a6a", text: ["Chat has already voted to ignore it, Zac."], who: "owner", depth: 1, size: 28 })}
${crow({ name: "Sione", meta: "gifted $10 · 2h", color: "#4a6a9a", text: ["Watched every stream this month from the night shift in Auckland. For the record I voted no water on Friday and I do not regret it, he looked soggy. Also, is the grow light for Samson or for the little fern in the corner, because the fern deserves better."], who: "Sione", size: 28 })}
</div>`,
};
