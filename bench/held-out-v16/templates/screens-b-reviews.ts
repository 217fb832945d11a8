// Part B's reviews: Feefo (a removals firm packed the kettle with the bins, the firm's reply, a banner
// from Ingeborg), Sitejabber (a lamp much smaller than its photo, JPEG), CellarTracker (pencil shavings
// never smelled, cropped at the top), Restaurant Guru (a sixth birthday the staff never heard of,
// downscaled JPEG), The Dyrt (dark, an owl timed from 2:10 to 5:40, the last review cut under the tabs).
import { icon } from "./icons";
import { cmt, head, pageCss, review, tabs } from "./blocks";
import type { ScreenSpec } from "./screen-type";
import { product, productCss, score } from "./screens-b-kit";

export const feefo: ScreenSpec = {
  id: "feefo-kettle-with-the-bins",
  app: "Feefo",
  kind: "review",
  dark: false,
  device: "iphone",
  format: "png",
  owner: { name: "Jovana H.", handle: null },
  time: "19:22",
  battery: 61,
  banner: { app: "Messages", color: "#34c759", title: "Ingeborg", body: "did you end up booking the dentist for Thursday?", author: "Ingeborg", age: "now" },
  replies: true,
  cutLines: 0,
  css: `${pageCss({ bg: "#f4f5f7", card: "#fff", fg: "#1d2433", sub: "#5f6878", line: "#e2e5ea", accent: "#1d2433", soft: "#fdf6d8", size: 14.5 })}
${productCss("#fff", "#1d2433", "#5f6878", "#e2e5ea")}.fill{flex:1}.hd{min-height:58px}.rl{color:#1d2433}`,
  html: `${head("Sandpiper Removals reviews", "Service rating · 1,412 reviews", icon.share(22))}
${score("4.7", "Feefo Platinum Trusted Service · 98% positive")}
<div class="fill">
${review({ name: "Gaspard", meta: "Verified customer · Service", color: "#6a8aa0", n: 5, star: "#f5c400", date: "4 days ago", text: ["Three men, one van, everything in by lunchtime. Very friendly team."], who: "Gaspard" })}
${review({ name: "Jovana H.", meta: "Verified customer · Service", color: "#a07a6a", n: 5, star: "#f5c400", date: "2 weeks ago", text: ["Careful, quick and polite all day, and every box was labelled by room. The box marked Kitchen held my kettle and both bins. We found the kettle on day nine, after buying a second kettle."], who: "owner", answer: { label: "Reply from Sandpiper Removals", author: "Sandpiper Removals", text: "Thanks Jovana! We’ve spoken to the lads about the bins." } })}
${review({ name: "Gulnara", meta: "Verified customer · Service", color: "#7aa07a", n: 5, star: "#f5c400", date: "3 weeks ago", text: ["Arrived at seven sharp and nothing got scratched."], who: "Gulnara" })}
</div>
${tabs([icon.home(24), icon.search(24), icon.star(24), icon.person(24)])}`,
};

const lampPic = `<div style="position:absolute;left:20px;top:8px;width:16px;height:14px;border-radius:8px 8px 2px 2px;background:#c8a050"></div><div style="position:absolute;left:27px;top:22px;width:2px;height:20px;background:#8a7040"></div><div style="position:absolute;left:19px;top:42px;width:18px;height:4px;border-radius:2px;background:#8a7040"></div>`;

export const sitejabber: ScreenSpec = {
  id: "sitejabber-doll-house-chair",
  app: "Sitejabber",
  kind: "review",
  dark: false,
  device: "android",
  format: "jpeg",
  quality: 72,
  owner: { name: "Kirsi L.", handle: null },
  time: "14:07",
  battery: 48,
  statusBarDark: true,
  statusBarBackground: "#1c4f8c",
  replies: true,
  cutLines: 1,
  css: `${pageCss({ bg: "#eef2f6", card: "#fff", fg: "#1c2634", sub: "#5c6776", line: "#dfe5ec", accent: "#1c4f8c", soft: "#eef4fb", size: 14 })}
.hd{background:#1c4f8c;color:#fff;border:0}.hd small{color:#cddcf0}${productCss("#fff", "#1c2634", "#5c6776", "#dfe5ec")}.fill{flex:1}.tt{font-size:15.5px}`,
  html: `${head("Lumenhouse Lighting", "lumenhouselighting.co.uk", icon.share(22))}
${product("Lumenhouse Lighting reviews", "4.1 ★ · 312 reviews · Home & garden", ["#f4efe4", "#e4dcc8"], lampPic)}
<div class="fill">
${review({ name: "Huxley", meta: "1 review", color: "#7a8ab0", n: 4, star: "#f08a1c", date: "Nov 21, 2026", title: "Quick delivery", text: ["Ordered a ceiling light, it came in four days and works fine."], who: "Huxley" })}
${review({ name: "Kirsi L.", meta: "3 reviews", color: "#b08a7a", n: 4, star: "#f08a1c", date: "Nov 16, 2026", title: "Gorgeous lamp, smaller than expected", text: ["Lovely brass finish and the dimmer is smooth. It is much smaller than it looked online (in the photo it stands next to a doll’s house chair, which I now realise was on purpose)."], who: "owner", answer: { label: "Lumenhouse Lighting replied", author: "Lumenhouse Lighting", text: "Hi Kirsi, sorry it was smaller than you hoped. The sizes are in the Specs tab, but we’ll look at that photo." }, foot: "Helpful (14)" })}
${review({ name: "Halla", meta: "2 reviews", color: "#7ab09a", n: 5, star: "#f08a1c", date: "Nov 9, 2026", title: "Easy return", text: ["Sent back a shade that clashed, refund took about a week."], who: "Halla" })}
</div>
${tabs([icon.home(24), icon.search(24), icon.plusBox(24), icon.person(24)], true)}`,
};

const bottle = `<div style="position:absolute;left:21px;top:4px;width:12px;height:14px;background:#3a1420"></div><div style="position:absolute;left:17px;top:16px;width:20px;height:34px;border-radius:6px 6px 3px 3px;background:#4a1a28"></div><div style="position:absolute;left:19px;top:28px;width:16px;height:10px;background:#efe6d2"></div>`;

export const cellarTracker: ScreenSpec = {
  id: "cellartracker-pencil-shavings",
  app: "CellarTracker",
  kind: "review",
  dark: false,
  device: "iphone-max",
  format: "png",
  owner: { name: "jarrah_uncorked", handle: "jarrah_uncorked" },
  time: "21:55",
  battery: 37,
  crop: { top: 70 },
  replies: true,
  cutLines: 1,
  css: `${pageCss({ bg: "#f5f1ec", card: "#fff", fg: "#2a1d1d", sub: "#6d5f5c", line: "#e6ddd6", accent: "#7a1f2b", soft: "#f7efe9", size: 14.5 })}
.hd{background:#7a1f2b;color:#fff;border:0}.hd small{color:#ecd0d4}${productCss("#fff", "#2a1d1d", "#6d5f5c", "#e6ddd6")}.fill{flex:1}
.tn{background:#fff;padding:11px 16px;border-bottom:1px solid #e6ddd6}.tn .mt{font-size:12.5px}.tn .nm{color:#7a1f2b}.tn b.pts{float:right;font-size:14px}`,
  html: `${head("Community Tasting Notes (27)", "Avg 89.4 pts", icon.more(22))}
${product("2018 Domaine Fauvel Gigondas", "Rhône · Grenache blend · In 41 cellars", ["#f1e8dc", "#dccbb8"], bottle)}
<div class="fill">
<div class="tn"><div data-role="ui" class="row" style="justify-content:space-between"><span class="nm" style="font-size:14px;font-weight:600">lyra_decants</span><span style="font-size:14px;font-weight:700">90 points</span></div><div data-role="ui" class="mt">Tasted 11/28/2026 · Flag · Like (3)</div><div data-role="other" data-author="lyra_decants" class="tx">Still tight. Gave it two hours in the decanter and it opened into plum, garrigue and a little smoke. Patience rewarded.</div></div>
<div class="tn"><div data-role="ui" class="row" style="justify-content:space-between"><span class="nm" style="font-size:14px;font-weight:600">jarrah_uncorked</span><span style="font-size:14px;font-weight:700">88 points</span></div><div data-role="ui" class="mt">Tasted 11/22/2026 · Flag · Like (9)</div><div data-role="owner" class="tx">Dark cherry, leather, cedar and faint pencil shavings. I have never knowingly smelled a pencil shaving, but everyone else writes it, so here we are. Drink now through 2030.</div></div>
${cmt("gaia.r", "Comment", "#9a6a7a", "Honestly the most truthful note on this page.", "gaia.r", true)}
<div class="tn"><div data-role="ui" class="row" style="justify-content:space-between"><span class="nm" style="font-size:14px;font-weight:600">kilnwood_corks</span><span style="font-size:14px;font-weight:700">89 points</span></div><div data-role="ui" class="mt">Tasted 11/15/2026 · Flag · Like (2)</div><div data-role="other" data-author="kilnwood_corks" class="tx">Garnet rim, ripe red fruit and herbs. Smooth tannins, medium finish.</div></div>
</div>
${tabs([icon.home(24), icon.search(24), icon.grid(24), icon.person(24)])}`,
};

export const restaurantGuru: ScreenSpec = {
  id: "restaurantguru-sixth-birthday-unannounced",
  app: "Restaurant Guru",
  kind: "review",
  dark: false,
  device: "iphone-max",
  format: "jpeg",
  quality: 70,
  downscaleTo: 828,
  owner: { name: "Isaura", handle: null },
  time: "22:41",
  battery: 19,
  replies: true,
  cutLines: 0,
  css: `${pageCss({ bg: "#f6f6f6", card: "#fff", fg: "#222", sub: "#6b6b6b", line: "#e6e6e6", accent: "#e6372e", soft: "#f7f2f1", size: 14.5 })}
${productCss("#fff", "#222", "#6b6b6b", "#e6e6e6")}.fill{flex:1}.rl{color:#e6372e}.src{gap:8px;padding:8px 16px;background:#fff;border-bottom:1px solid #e6e6e6;font-size:12px;color:#6b6b6b}.src span{border:1px solid #e6e6e6;border-radius:12px;padding:3px 9px}`,
  html: `${head("Saffron Ember", "Indian restaurant · Margate", icon.heart(22))}
${score("4.5", "Guru rating · 1,087 reviews")}
<div class="row src" data-role="ui"><span>Google 4.5</span><span>Tripadvisor 4.4</span><span>Facebook 4.7</span></div>
<div class="fill">
${review({ name: "Lars", meta: "Google", color: "#6a8ab0", n: 4, star: "#f5a623", date: "a week ago", text: ["Good lamb bhuna and generous portions, bit of a wait on a Friday."], who: "Lars" })}
${review({ name: "Isaura", meta: "Google", color: "#b06a8a", n: 5, star: "#f5a623", date: "2 weeks ago", text: ["Our go-to for birthdays. Tonight was my sixth birthday here in a row and the staff still have no idea, because I have never told them. I just order the extra peshwari naan and hum to myself."], who: "owner", answer: { label: "Response from the owner", author: "Saffron Ember", text: "Thank you Isaura! Please tell us next year, the kulfi is on the house." } })}
${review({ name: "Ione", meta: "Tripadvisor", color: "#8ab06a", n: 5, star: "#f5a623", date: "a month ago", text: ["Warm staff, and the tarka dhal is the best in town."], who: "Ione" })}
</div>
${tabs([icon.home(24), icon.search(24), icon.bookmark(24), icon.person(24)])}`,
};

export const theDyrt: ScreenSpec = {
  id: "thedyrt-same-four-notes",
  app: "The Dyrt",
  kind: "review",
  dark: true,
  device: "android",
  format: "png",
  owner: { name: "Ilkka", handle: null },
  time: "07:14",
  battery: 34,
  replies: true,
  cutLines: 1,
  css: `${pageCss({ bg: "#111512", card: "#1b211c", fg: "#eef2ee", sub: "#9daa9f", line: "#2a322b", accent: "#6fbf73", soft: "#232b24", size: 14 })}
${productCss("#1b211c", "#eef2ee", "#9daa9f", "#2a322b")}.fill{flex:1;overflow:hidden}`,
  html: `${head("Larch Flats Campground", "Tent · RV · Idaho", icon.bookmark(22))}
${score("4.3", "Reviews (86) · Free dispersed sites nearby")}
<div class="fill">
${review({ name: "Jonte", meta: "Camped in a tent", color: "#5a7a5a", n: 5, star: "#6fbf73", date: "Sep 2026", text: ["Level sites, clean vault toilets, quiet after ten."], who: "Jonte" })}
${review({ name: "Ilkka", meta: "Camped in a tent", color: "#7a6a4a", n: 4, star: "#6fbf73", date: "Aug 2026", text: ["Gorgeous spot by the river, tidy sites and a friendly host. Minus one star for the owl above our tent that hooted the same four notes from 2:10 to 5:40am. I timed it. My partner slept through all of it and says the owl was lovely."], who: "owner" })}
${cmt("Kinga", "Reply", "#4a6a8a", "That owl has been there three summers, it’s basically on staff.", "Kinga", true)}
${review({ name: "Lowell", meta: "Camped in a van", color: "#8a5a5a", n: 4, star: "#6fbf73", date: "Jul 2026", text: ["Bring bug spray for the river trail at dusk, the mosquitoes are relentless after a rainy week. Water spigot works, no showers though."], who: "Lowell" })}
${review({ name: "Haldor", meta: "Camped in a trailer", color: "#5a6a8a", n: 5, star: "#6fbf73", date: "Jul 2026", text: ["Host kept the fire rings clean and sold firewood at cost. Our site backed onto the river, which the kids loved."], who: "Haldor" })}
</div>
${tabs([icon.home(24), icon.search(24), icon.pin(24), icon.person(24)], true)}`,
};

export const REVIEWS_B: ScreenSpec[] = [feefo, sitejabber, cellarTracker, restaurantGuru, theDyrt];
