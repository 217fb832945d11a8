// Comments: Fark (a town whose roundabout was voted the county's most confusing, and the council's fix
// was a second roundabout, among other commenters, the first in view cut under the headline bar, JPEG),
// MoneySavingExpert (a forum thread on batch cooking, 14 portions of chilli and no memory of liking
// chilli, downscaled, the last post cut under the reply bar), Gransnet (a forum thread on video calls,
// and twenty minutes of a grandson's forehead, saved twice and cropped at the bottom through a post);
// Ars Technica, Castbox and Odysee are in screens-comments-more.ts.
import { icon } from "./icons";
import { cmt, head, pageCss } from "./blocks";
import { say, type Who } from "./kit";
import type { ScreenSpec } from "./screen-type";
import { ui } from "./shell";
import { arsTechnica, castbox, odysee } from "./screens-comments-more";

export const fark: ScreenSpec = {
  id: "fark-a-second-roundabout",
  app: "Fark",
  kind: "comments",
  dark: false,
  device: "iphone",
  format: "jpeg",
  quality: 68,
  owner: { name: "TollhouseTiberius", handle: null },
  time: "13:22",
  battery: 62,
  cutLines: 1,
  replies: true,
  css: `${pageCss({ bg: "#fff", card: "#fff", fg: "#1a1a1a", sub: "#6a6a6a", line: "#dcdcdc", accent: "#375e9d", soft: "#f4f6fa", size: 14.5 })}
.hd{background:#375e9d;color:#fff}.hd small{color:#d2def2}.fill{justify-content:flex-end;padding-bottom:20px}.ar{flex:none;padding:10px 16px;border-bottom:1px solid #dcdcdc;position:relative;z-index:3;background:#f4f6fa}.ar b{font-size:16px;line-height:21px;display:block}.ar small{font-size:12px;color:#6a6a6a;display:block;margin-top:4px}.cm{border-top:1px solid #ececec;padding:9px 16px}.cm.in2{padding-left:52px}`,
  html: `${head("Fark", "Comments", icon.search(20), icon.menu(22))}
<div class="ar" data-role="ui"><b>Council unveils new “magic roundabout”, locals report going round it several times [Obvious]</b><small>212 comments · Newest last</small></div>
<div class="fill">
${cmt("Marmaduke_Mk2", "5h", "#5a7a9a", "Went round ours four times last week. Nobody honked. We were all doing it.", "Marmaduke_Mk2")}
${cmt("brindled_beauty", "5h", "#9a5a7a", "Is it the roundabout with the sheep statue in the middle? My dad still calls it the sheep.", "brindled_beauty")}
${cmt("Gooberstein", "4h", "#8a7a6a", "Ours has traffic lights on the roundabout, and the lights have a roundabout.", "Gooberstein")}
${cmt("NotAHamster", "4h", "#b07a5a", "The trick is to pick an exit before you enter. Any exit.", "NotAHamster")}
${cmt("TollhouseTiberius", "3h", "#6a8a9a", "My town once had a roundabout voted the most confusing in the county. The council’s fix was a second roundabout.", "owner")}
${cmt("ShinyBoots", "3h", "#9a8a5a", "and how is it now", "ShinyBoots", true)}
${cmt("TollhouseTiberius", "3h", "#6a8a9a", "There’s a sign between them now. It says “Nearly there”.", "owner", true)}
${cmt("ThisIsMyUsername77", "2h", "#b06a8a", "Some of us are still on it from 2009.", "ThisIsMyUsername77")}
${cmt("quarterpounder", "1h", "#6ab0a0", "Subby’s town paid for a mini one that nobody sees until they’re on it.", "quarterpounder")}
</div>`,
};

const post = (name: string, meta: string, text: string[], who: Who, cls = "") =>
  `<div class="fp ${cls}"><div class="row" style="gap:8px">${ui(name, "fn")}${ui(meta, "fm")}</div>${text.map((t) => say(who, t, "fx")).join("")}</div>`;

export const moneySavingExpert: ScreenSpec = {
  id: "moneysavingexpert-portion-eleven",
  app: "MoneySavingExpert",
  kind: "comments",
  dark: false,
  device: "android",
  format: "png",
  downscaleTo: 828,
  owner: { name: "thrifty_thistle", handle: null },
  time: "12:15",
  battery: 55,
  cutLines: 1,
  replies: true,
  css: `${pageCss({ bg: "#f1f3f5", card: "#fff", fg: "#1d232a", sub: "#66707b", line: "#dde2e7", accent: "#004b8d", soft: "#eaf1f8", size: 14 })}
.hd{background:#004b8d;color:#fff}.hd small{color:#cde0f2}.tp{flex:none;padding:10px 16px;background:#fff;border-bottom:1px solid #dde2e7}.tp b{font-size:16px;line-height:21px;display:block}.tp small{font-size:12px;color:#66707b;display:block;margin-top:3px}.fill{padding-top:14px}.fp{background:#fff;margin-top:3px;padding:10px 16px;border-top:1px solid #dde2e7;border-bottom:1px solid #dde2e7}.fn{font-size:13.5px;font-weight:700;color:#004b8d}.fm{font-size:12px;color:#66707b}.fx{font-size:14px;line-height:20px;margin-top:5px}`,
  html: `${head("Old Style MoneySaving", "Forum", icon.search(20), icon.menu(22))}
<div class="tp" data-role="ui"><b>Is batch cooking actually worth it?</b><small>Started by lentil_lucian · 18 replies</small></div>
<div class="fill">
${post("lentil_lucian", "Forumite · 9 Oct", ["Thinking of doing a big cook every Sunday to cut our food bill. Does it really save money, or do you just end up throwing it away?"], "lentil_lucian")}
${post("thrifty_thistle", "Forumite · 9 Oct", ["It does save money. In January I batch cooked 14 portions of chilli. I’m now on portion 11 and I can no longer remember ever liking chilli.", "Label everything, and make at least two different things."], "owner")}
${post("CouponCressida", "Forumite · 10 Oct", ["We do a big pot of soup on Sundays and it saves us about £20 a week."], "CouponCressida")}
${post("Spreadsheet_Tarquin", "Forumite · 10 Oct", ["Freeze in flat bags, they stack better and defrost quicker than tubs. Write the date on them with a marker pen."], "Spreadsheet_Tarquin")}
${post("Saver_Radhika", "Forumite · 11 Oct", ["Our slow cooker paid for itself within two months. Cheap cuts, a bag of veg from the market, done."], "Saver_Radhika")}
${post("frugal_fitz", "Forumite · 11 Oct", ["We tried it and ended up buying takeaways anyway because nobody fancied what was in the freezer. Plan meals you actually like, not what’s cheapest."], "frugal_fitz")}
</div>
<div class="row" style="flex:none;gap:10px;padding:10px 14px 14px;background:#fff;border-top:1px solid #dde2e7;position:relative;z-index:3" data-role="ui"><span style="flex:1;font-size:14px;color:#66707b">Reply to this discussion…</span>${icon.send(20)}</div>`,
};

export const gransnet: ScreenSpec = {
  id: "gransnet-twenty-minutes-of-his-forehead",
  app: "Gransnet",
  kind: "comments",
  dark: false,
  device: "iphone",
  format: "jpeg",
  owner: { name: "Fenland_Granny", handle: null },
  time: "15:03",
  battery: 71,
  crop: { bottom: 160 },
  cutLines: 1,
  generations: [{ quality: 90 }, { width: 828, quality: 68 }],
  replies: true,
  css: `${pageCss({ bg: "#f6f2f7", card: "#fff", fg: "#2a2230", sub: "#6e6474", line: "#e6dfea", accent: "#7b3f8c", soft: "#f3ebf6", size: 15 })}
.hd{background:#7b3f8c;color:#fff}.hd small{color:#e6d4ec}.tp{padding:10px 16px;background:#fff;border-bottom:1px solid #e6dfea}.tp b{font-size:17px;line-height:22px;display:block}.tp small{font-size:12px;color:#6e6474;display:block;margin-top:3px}.fp{background:#fff;margin:6px 10px 0;border-radius:8px;padding:10px 14px;border:1px solid #e6dfea}.fn{font-size:13.5px;font-weight:700;color:#7b3f8c}.fm{font-size:12px;color:#6e6474}.fx{font-size:15px;line-height:21px;margin-top:5px}`,
  html: `${head("Gransnet", "Forums · Grandparenting", icon.search(20), icon.menu(22))}
<div class="tp" data-role="ui"><b>Do your grandchildren video call you?</b><small>Started by Hollyhock3 · 27 messages</small></div>
<div class="fill">
${post("Hollyhock3", "Tue 09:12", ["Mine prefer voice notes. I’ve tried to get them onto video but they always say the signal is bad."], "Hollyhock3")}
${post("Fenland_Granny", "Tue 10:40", ["My grandson taught me to video call, so now I ring him every Sunday at four. He answers, and I get twenty minutes of his forehead.", "It’s a lovely forehead."], "owner")}
${post("Marigold_Ulla", "Tue 11:05", ["Ask him to prop the phone up on something! Mine leans it against the fruit bowl now."], "Marigold_Ulla")}
${post("Linnet_of_Whitstable", "Tue 13:27", ["Our granddaughter calls from the bus and we mostly talk to the window, but we do see a lot of Canterbury."], "Linnet_of_Whitstable")}
${post("Clementine_G", "Tue 14:50", ["We have a family call on the first Sunday of the month. Eleven of us, and it takes the first quarter of an hour to get everyone unmuted."], "Clementine_G")}
${post("Hollyhock3", "Tue 16:02", ["Lovely idea. I might suggest one, though I suspect I’d be the one on mute for most of it, knowing me."], "Hollyhock3")}
</div>`,
};

export const COMMENTS: ScreenSpec[] = [fark, moneySavingExpert, gransnet, arsTechnica, castbox, odysee];
