// More profiles: Freelancer (a logo designer whose logos all look like one brand, with clients' reviews,
// under a banner from Ada), Beli (a restaurant ranker's top five, a chicken shop first, saved three
// times), Discogs (a collector with 1,412 records and a wantlist of 3,980, cropped at the bottom through
// a recently added row).
import { avatar, icon, picture } from "./icons";
import { stars } from "./parts";
import type { ScreenSpec } from "./screen-type";
import { other, own, ui } from "./shell";

const job = (title: string, name: string, n: number, text: string) =>
  `<div class="jb"><div class="row" style="gap:8px">${ui(title, "jt")}<span style="margin-left:auto">${stars(n, "#f9a825", "#d6d6d6", 12)}</span></div>${other(name, text, "jx")}${ui(name, "jn")}</div>`;

export const freelancer: ScreenSpec = {
  id: "freelancer-logos",
  app: "Freelancer",
  kind: "profile",
  dark: false,
  device: "iphone",
  format: "png",
  owner: { name: "Emeka Eze", handle: "@emekadesigns" },
  time: "18:52",
  battery: 36,
  banner: { app: "Messages", color: "#34c759", title: "Ada", body: "are we still on for 7? I booked the table", author: "Ada", age: "now" },
  replies: true,
  css: `body{background:#f4f6f9;color:#1f2733}.hd{flex:none;height:64px;padding:0 14px 8px;gap:14px;background:#fff;border-bottom:1px solid #e4e8ee;align-items:flex-end}.hd b{flex:1;font-size:16px}
.pf{background:#fff;padding:14px 16px 10px;gap:14px;align-items:flex-start}.pf b{font-size:18px;display:block}.pf small{font-size:13px;color:#667085;display:block;line-height:19px}.rt{background:#fff;gap:14px;padding:0 16px 12px;font-size:13px;color:#667085}.rt b{color:#1f2733}
.bio{background:#fff;margin-top:8px;padding:12px 16px;font-size:15px;line-height:22px}.hi{background:#fff;padding:0 16px 12px;font-size:14px;color:#139ff0;font-weight:600}.sec{padding:12px 16px 4px;font-size:15px;font-weight:700}
.jb{background:#fff;margin:6px 10px 0;border-radius:8px;padding:10px 12px}.jt{font-size:14px;font-weight:600;color:#139ff0}.jx{font-size:14px;line-height:20px;margin-top:5px}.jn{font-size:12px;color:#667085;margin-top:4px}`,
  html: `<div class="row hd" data-role="ui">${icon.back(22)}<b>Profile</b>${icon.share(20)}</div>
<div class="fill">
<div class="row pf" data-role="ui">${avatar(64, "#2b6cb0")}<div><b>Emeka Eze</b><small>@emekadesigns · Lagos, Nigeria</small><small>Logo &amp; Brand Designer · $25 USD / hour</small></div></div>
<div class="row rt" data-role="ui"><span><b>4.7 ★</b> (318 reviews)</span><span><b>94%</b> Jobs completed</span></div>
${own("I design logos that say everything about your brand. Over 1,200 logos delivered. Most clients ask for something like Nike, and I deliver.", "bio")}
${ui("Hire Emeka", "hi")}
${ui("Reviews", "sec")}
${job("Bakery logo", "crumbandco", 5, "Fast, good communication. Our bakery logo looks a lot like Nike, which is what we asked for.")}
${job("App icon for a fintech startup", "lukas_m", 4, "Asked for something like Apple. Got something like Nike.")}
${job("Logo for a dog grooming van", "dana.w", 5, "Great work and a quick turnaround.")}
</div>`,
};

const ranked = (n: string, name: string, where: string, score: string, note: string) =>
  `<div class="row rk"><span class="no">${n}</span><div style="flex:1;min-width:0">${ui(name, "rn")}${ui(where, "rw")}${own(note, "rx")}</div>${ui(score, "rs")}</div>`;

export const beli: ScreenSpec = {
  id: "beli-chicken-shop",
  app: "Beli",
  kind: "profile",
  dark: false,
  device: "iphone",
  format: "jpeg",
  owner: { name: "Camille Ashworth-Diallo", handle: "@camille.eats" },
  time: "13:02",
  battery: 70,
  generations: [{ quality: 92 }, { width: 1000, quality: 80 }, { width: 828, quality: 65 }],
  replies: false,
  css: `body{background:#fff;color:#16302b}.hd{flex:none;height:46px;padding:0 14px;gap:14px}.hd b{flex:1;font-size:16px;text-align:center}.pf{align-items:center;padding:4px 16px 6px;text-align:center}.pf .n{font-size:19px;font-weight:700;margin-top:8px}.bio{font-size:14px;line-height:20px;color:#42605a;margin-top:3px}
.st{gap:0;justify-content:space-around;padding:10px 12px;border-top:1px solid #e8efed;border-bottom:1px solid #e8efed;font-size:12px;color:#6b847e;text-align:center}.st b{display:block;font-size:18px;color:#16302b}.tb{gap:18px;padding:0 16px;font-size:14px;color:#6b847e}.tb span{padding:10px 0}.tb .on{color:#0f6e5c;border-bottom:2px solid #0f6e5c;font-weight:600}
.rk{gap:12px;padding:10px 16px;border-top:1px solid #f0f4f3;align-items:flex-start}.no{font-size:15px;font-weight:700;color:#6b847e;width:16px}.rn{font-size:15px;font-weight:600}.rw{font-size:12px;color:#6b847e}.rx{font-size:14px;line-height:19px;margin-top:3px;color:#2f4b45;font-style:italic}.rs{flex:none;width:40px;height:40px;border-radius:50%;border:2px solid #1aa37a;color:#1aa37a;font-weight:700;font-size:14px;display:flex;align-items:center;justify-content:center}
.tab{flex:none;height:82px;justify-content:space-around;padding-bottom:28px;border-top:1px solid #e8efed;color:#6b847e}`,
  html: `<div class="row hd" data-role="ui">${icon.share(20)}<b>@camille.eats</b>${icon.menu(22)}</div>
<div class="fill">
<div class="col pf">${avatar(76, "#c77d4f")}${ui("Camille Ashworth-Diallo", "n")}${own("Eating my way through London one croissant at a time 🥐", "bio")}</div>
<div class="row st" data-role="ui"><div><b>312</b>Been</div><div><b>2</b>Want to try</div><div><b>41 wk</b>Streak</div><div><b>#214</b>in London</div></div>
<div class="row tb" data-role="ui"><span class="on">Top ranked</span><span>Recent</span><span>Lists</span></div>
${ranked("1", "Chick King", "Croydon · Fried chicken", "10.0", "I know. I stand by it.")}
${ranked("2", "Maison Auclair", "Mayfair · French tasting menu", "9.7", "14 courses. Cried at course 9.")}
${ranked("3", "Karachi Grill", "Tooting · Pakistani", "9.5", "Lamb chops. That’s the note.")}
${ranked("4", "Croissant Republic", "Soho · Bakery", "9.4", "Croissant no. 212.")}
${ranked("5", "Trattoria Lucciola", "Islington · Italian", "9.2", "Cacio e pepe I still think about.")}
</div>
<div class="row tab">${icon.home(24)}${icon.search(24)}${icon.plusBox(24)}${icon.bell(24)}${icon.person(24)}</div>`,
};

const rec = (title: string, artist: string, colors: [string, string]) =>
  `<div class="row rc" data-role="ui">${picture(48, 48, colors)}<div><b>${title}</b><small>${artist}</small></div></div>`;

export const discogs: ScreenSpec = {
  id: "discogs-wantlist",
  app: "Discogs",
  kind: "profile",
  dark: false,
  device: "android",
  format: "png",
  owner: { name: "vinyl_vasquez", handle: null },
  time: "16:40",
  battery: 55,
  crop: { bottom: 70 },
  cutLines: 1,
  replies: false,
  css: `body{background:#fff;color:#111}.hd{flex:none;height:52px;padding:0 14px;gap:14px;background:#000;color:#fff}.hd b{flex:1;font-size:16px;font-weight:500}.pf{gap:14px;padding:14px 16px 8px}.pf b{font-size:18px;display:block}.pf small{font-size:13px;color:#666;display:block}
.st{display:grid;grid-template-columns:1fr 1fr;gap:8px;padding:6px 16px 10px}.st div{background:#f3f3f3;border-radius:6px;padding:8px 10px;font-size:12px;color:#666}.st b{display:block;font-size:18px;color:#111}.sec{padding:10px 16px 4px;font-size:14px;font-weight:700;border-top:1px solid #eee}
.bio{font-size:14px;line-height:20px;padding:2px 16px 8px}.ls{gap:10px;padding:8px 16px;font-size:14px;border-top:1px solid #f3f3f3}.ls i{font-style:normal;color:#666;margin-left:auto;font-size:13px}.rc{gap:12px;padding:8px 16px;border-top:1px solid #f3f3f3}.rc b{font-size:14px;display:block}.rc small{font-size:12px;color:#666;display:block}`,
  html: `<div class="row hd" data-role="ui">${icon.back(22)}<b>vinyl_vasquez</b>${icon.moreV(20)}</div>
<div class="fill">
<div class="row pf" data-role="ui">${avatar(60, "#444")}<div><b>vinyl_vasquez</b><small>Héctor Vásquez · Valencia</small><small>Joined 2009</small></div></div>
<div class="st" data-role="ui"><div><b>1,412</b>In collection</div><div><b>3,980</b>In wantlist</div><div><b>0</b>For sale</div><div><b>100%</b>Seller rating (212)</div></div>
${ui("Profile", "sec")}
${own("Collector since 1998. Mostly jazz and soul. Not selling anything, please stop asking. Yes, even that one.", "bio")}
${ui("Lists", "sec")}
<div class="row ls">${own("Records I will never find")}<i>3,980</i></div>
<div class="row ls">${own("Records my wife thinks are duplicates")}<i>41</i></div>
<div class="row ls">${own("Lent out (do not lend out)")}<i>6</i></div>
${ui("Recently added", "sec")}
${rec("Midnight Lanterns", "The Ruby Hart Quintet · LP, 1962", ["#1d3557", "#e9c46a"])}
${rec("Slow Rain on Canal Street", "Augustine Bell · LP, 1971", ["#6d2e46", "#f4a261"])}
${rec("Blue Hours", "Marguerite Okafor Trio · LP, 1958", ["#264653", "#2a9d8f"])}
</div>`,
};
