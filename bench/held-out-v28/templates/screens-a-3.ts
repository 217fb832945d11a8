// Part A's dating profiles, third file (v28): Christian Connection, JSwipe, Mutual, Wapo.
import { tabs } from "./blocks";
import { icon, picture } from "./icons";
import type { ScreenSpec } from "./screen-type";
import { card, cardCss, caption, note, noteCss, onPhoto, tags } from "./screens-a-kit";
import { esc } from "./shell";

export const christianConnection: ScreenSpec = {
  id: "christian-connection-easter-under-six-feet",
  app: "Christian Connection",
  kind: "profile",
  dark: false,
  device: "android",
  format: "png",
  owner: { name: "Eunice", handle: null },
  time: "10:03",
  battery: 77,
  statusBarDark: true,
  statusBarBackground: "#4b2a6b",
  replies: true,
  cutLines: 1,
  css: `${cardCss("#fff", "#6b3f94", "#2c2433", 14.5, 6)}${noteCss("#f6f1fb", "#dccbed", "#5a3380", "#2c2433")}
body{background:#f2eff5;color:#2c2433}
.hd{flex:none;height:54px;padding:0 14px;gap:14px;background:#4b2a6b;color:#fff}.hd b{flex:1;font-size:16.5px;font-weight:700}
.top{flex:none;gap:12px;padding:12px 14px 2px;align-items:center;background:#fff;border-bottom:1px solid #e4dcea}.top .pic{border-radius:6px}.nm2{font-size:20px;font-weight:700}.sub2{font-size:13px;color:#6e6478;margin-top:2px}
.vb{flex:none;gap:7px;padding:19px 16px;background:#ebe3f3;color:#4b2a6b;font-size:13px;font-weight:600}
.tg{flex:none;gap:6px;flex-wrap:wrap;padding:10px 12px 0}.tg span{font-size:12px;color:#4b2a6b;background:#fff;border:1px solid #d8cbe4;border-radius:3px;padding:4px 9px}
.tb{flex:none;justify-content:space-around;height:56px;padding-bottom:4px;background:#fff;border-top:1px solid #e4dcea;color:#8a8190;position:relative;z-index:3}`,
  html: `<div class="row hd" data-role="ui">${icon.back(22)}<b>${esc("Christian Connection")}</b>${icon.bookmark(21)}${icon.moreV(22)}</div>
<div class="fill" style="display:flex;flex-direction:column">
<div class="row top">${picture(96, 96, ["#c9b8a0", "#6d5a48"])}<div data-role="ui" style="padding-bottom:10px"><div class="nm2">${esc("Eunice, 58")}</div><div class="sub2">${esc("Shrewsbury, Shropshire")}</div><div class="sub2">${esc("Retired · Church of England")}</div><div class="sub2">${esc("Last active today")}</div></div></div>
<div class="row vb" data-role="ui">${icon.check(15)}<span>${esc("Verified member · Joined March 2024")}</span></div>
${tags(["5′4″", "Widowed", "Drinks occasionally", "Attends weekly"])}
${card("About me", "owner", "Retired primary teacher, keen walker, two grown-up sons and a very spoilt spaniel.")}
${card("How I serve at church", "owner", "I do the flowers at St Chad's. After last year the vicar asked me to please keep Easter under six feet.")}
${note("Friend's recommendation · Berenice", "#a0708f", "Berenice", "the lilies were taller than the bishop and I stand by her")}
${card("The man I'm hoping for", "owner", "A gentle man who sings in tune, or at least loudly enough that nobody notices the difference, and who will help me carry the urns back to the vestry.")}
</div>
${tabs([icon.home(24), icon.search(24), icon.chat(24), icon.person(24)], true)}`,
};

export const jswipe: ScreenSpec = {
  id: "jswipe-the-hall-like-a-relative",
  app: "JSwipe",
  kind: "profile",
  dark: false,
  device: "iphone",
  format: "png",
  crop: { bottom: 99 },
  owner: { name: "Adina", handle: null },
  time: "8:41",
  battery: 69,
  replies: true,
  cutLines: 1,
  css: `${cardCss("#fff", "#1f6fd1", "#1c2430", 15.5, 16)}${noteCss("#f0f6ff", "#c9def8", "#1a5fb4", "#1c2430")}
body{background:#f3f5f9;color:#1c2430}
.hd{flex:none;height:48px;padding:0 16px;gap:14px;background:#fff;color:#1f6fd1}.hd b{flex:1;text-align:center;font-size:19px;font-weight:800;color:#1f6fd1}
.ph{flex:none;overflow:hidden;position:relative;margin:0 12px;border-radius:16px}
.tg{flex:none;gap:6px;flex-wrap:wrap;padding:10px 12px 0}.tg span{font-size:12.5px;color:#1c2430;background:#e4ebf5;border-radius:14px;padding:4px 11px}`,
  html: `<div class="row hd" data-role="ui">${icon.close(22)}<b>${esc("JSwipe")}</b>${icon.more(22)}</div>
<div class="fill" style="display:flex;flex-direction:column">
<div class="ph">${picture("100%", 176, ["#e7b9a6", "#7d4f63"], `${caption("owner", "my sister's wedding, second from the left", "left:12px;right:40px;top:12px")}${onPhoto("Adina, 30", "Brooklyn, NY · 2 miles", 24)}`)}</div>
${tags(["5′5″", "Speech therapist", "Conservative", "Keeps kosher", "Wants kids"])}
${card("About me", "owner", "Speech therapist, Sunday baker, terrible at bowling and loudly proud of it.")}
${card("A fun fact", "owner", "My mother put a deposit on a wedding hall in 2019. She refers to it as the hall, like it's a relative.")}
${note("Boaz liked your answer", "#4f8a7a", "Boaz", "my mother has a caterer on hold, they should meet")}
${card("Shabbat looks like", "owner", "Dinner at my parents', a long walk on Ocean Parkway, then a nap on the couch with a novel I won't finish.")}
</div>`,
};

export const mutual: ScreenSpec = {
  id: "mutual-sunday-checkup-in-provo",
  app: "Mutual",
  kind: "profile",
  dark: true,
  device: "iphone-max",
  format: "png",
  owner: { name: "Dallin", handle: null },
  time: "14:12",
  battery: 83,
  replies: true,
  cutLines: 0,
  css: `${cardCss("#1c2126", "#6cc3b0", "#e9eef0", 15.5, 16)}${noteCss("#1d2a2a", "#2f4744", "#7fd3c1", "#e2ebea")}
body{background:#111417;color:#e9eef0}
.hd{flex:none;height:50px;padding:0 16px;gap:14px;color:#e9eef0}.hd b{flex:1;font-size:21px;font-weight:800;color:#6cc3b0}
.ph{flex:none;overflow:hidden;position:relative;margin:0 12px;border-radius:18px}
.tg{flex:none;gap:6px;flex-wrap:wrap;padding:10px 12px 0}.tg span{font-size:12.5px;color:#cfd8dc;background:#20262b;border:1px solid #313a41;border-radius:14px;padding:4px 11px}
.tb{flex:none;justify-content:space-around;height:82px;padding-bottom:26px;background:#161a1e;border-top:1px solid #262c32;color:#7f8a92}`,
  html: `<div class="row hd" data-role="ui"><b>${esc("Mutual")}</b>${icon.sliders(22)}${icon.bell(22)}</div>
<div class="fill" style="display:flex;flex-direction:column">
<div class="ph">${picture("100%", 200, ["#7d9a6e", "#2c3b2a"], onPhoto("Dallin, 29", "Provo, UT · Orthodontist", 25))}</div>
${tags(["6′0″", "Returned missionary", "Looking to date", "Wants kids"])}
${card("About me", "owner", "Pickleball, a good road trip to Moab, and a freezer that is mostly Costco chicken.")}
${card("My job is weird because", "owner", "I'm an orthodontist in Provo. Half my ward wears my braces, so church is basically a Sunday checkup.")}
${note("Afton vouched for Dallin", "#b08a5a", "Afton", "he once stopped a testimony to tell a deacon to wear his rubber bands")}
${note("Brinley · message request", "#8a7ab8", "Brinley", "hi! my retainer is from you and I still wear it, ask me anything")}
</div>
${tabs([icon.flame(26), icon.heart(26), icon.chat(26), icon.person(26)])}`,
};

export const wapo: ScreenSpec = {
  id: "wapo-forearms-aged-well",
  app: "Wapo",
  kind: "profile",
  dark: false,
  device: "android",
  format: "jpeg",
  quality: 76,
  downscaleTo: 900,
  owner: { name: "Fridolin", handle: null },
  time: "18:49",
  battery: 41,
  banner: {
    app: "Messages",
    color: "#1a73e8",
    title: "Albin",
    body: "he's the cheese cellar guy from the tour, he made us all smell a rind",
    author: "Albin",
    age: "now",
  },
  replies: true,
  cutLines: 0,
  css: `${cardCss("#fff", "#e8336b", "#202020", 14.5, 12)}${noteCss("#fff1f5", "#f7c8d6", "#c2255a", "#2a1d22")}
body{background:#f5f2f3;color:#202020}
.hd{flex:none;height:54px;padding:0 14px;gap:14px;background:#fff;border-bottom:1px solid #ece6e8;color:#202020}.hd b{flex:1;font-size:19px;font-weight:800;color:#e8336b}
.ph{flex:none;overflow:hidden;position:relative}
.tg{flex:none;gap:6px;flex-wrap:wrap;padding:10px 12px 0}.tg span{font-size:12px;color:#3a3034;background:#fff;border:1px solid #e8dde1;border-radius:14px;padding:4px 10px}
.tb{flex:none;justify-content:space-around;height:56px;padding-bottom:4px;background:#fff;border-top:1px solid #ece6e8;color:#8a8086}`,
  html: `<div class="row hd" data-role="ui">${icon.back(22)}<b>${esc("wapo")}</b>${icon.star(22, "#e8336b")}${icon.moreV(22)}</div>
<div class="fill" style="display:flex;flex-direction:column">
<div class="ph">${picture("100%", 160, ["#c8b27a", "#5e4a2a"], onPhoto("Fridolin, 35", "Fribourg · 11 km", 24))}</div>
${tags(["182 cm", "Cheese affineur", "Non-smoker", "Looking for dates"])}
${card("About me", "owner", "Mountain guy, choir tenor, happiest on a bike somewhere above the lake.")}
${card("What I do all day", "owner", "I turn nine thousand wheels of Gruyère by hand every week. My forearms are the only thing about me that has aged well.")}
${note("Egon · 6:12 PM", "#5a8fb0", "Egon", "I've bought your cheese at the Coop for years, didn't know it had a dad")}
${card("Perfect date", "owner", "A walk up the Moléson, then fondue, then nobody talks about the fondue.")}
</div>
${tabs([icon.grid(24), icon.search(24), icon.chat(24), icon.person(24)], true)}`,
};
