// Part D, the rest (1): LibraryThing (a retired librarian's profile, comments from a borrower, saved
// twice), Revolut (a friend who paid back £4 and 1p, iOS keyboard open with a message typed, a line cut
// under the header), TickTick (a shared flat task, a kettle that applauds, under a banner from Uncle
// Ulrich that cuts the header's subtitle, JPEG). Day One, Luma and Wanderlog are in screens-d-more.ts.
import { avatar, icon, picture } from "./icons";
import { cmt, head, pageCss, paras, statGrid, tabs, whoRow } from "./blocks";
import { say } from "./kit";
import type { ScreenSpec } from "./screen-type";
import { other, ui } from "./shell";

export const libraryThing: ScreenSpec = {
  id: "librarything-not-since-2008",
  app: "LibraryThing",
  kind: "profile",
  dark: false,
  device: "android",
  format: "jpeg",
  owner: { name: "Wenna_Crook", handle: null },
  time: "10:05",
  battery: 63,
  generations: [{ quality: 90 }, { width: 828, quality: 67 }],
  replies: true,
  css: `${pageCss({ bg: "#f7f4ec", card: "#fffdf7", fg: "#2b2418", sub: "#7a6e58", line: "#e4dccb", accent: "#8a1f11", soft: "#f3eddf", size: 14 })}
.hd{background:#8a1f11;color:#fff;border:none}.hd small{color:#f0d8d0}.sec{padding:10px 16px 4px;font-size:13px;font-weight:700;color:#8a1f11;background:#fffdf7}.pf{gap:12px;padding:12px 16px;background:#fffdf7}.pf b{font-size:18px;display:block}.pf small{font-size:12.5px;color:#7a6e58;display:block}.ab{padding:0 16px 10px;background:#fffdf7;border-bottom:1px solid #e4dccb}.cm{border-top:1px solid #efe8d8}.cr{gap:10px;padding:6px 16px 10px;background:#fffdf7;border-bottom:1px solid #e4dccb}.cr span{width:34px;height:50px;flex:none}.cr div{font-size:13px}`,
  statusBarDark: true,
  statusBarBackground: "#8a1f11",
  html: `${head("Wenna_Crook", "Profile", icon.moreV(20))}
<div class="fill">
<div class="row pf" data-role="ui">${avatar(56, "#6a8a5a")}<div><b>Wenna_Crook</b><small>Member since 2006 · Ludlow</small></div></div>
${statGrid([
  ["2,317", "Books"],
  ["40", "Reviews"],
  ["611", "Tags"],
])}
<div class="sec" data-role="ui">About me</div>
<div class="ab">${paras("owner", ["Retired school librarian. I catalogue everything, including the books I lend my sister, who has not returned one since 2008. She has 23 of mine. I have a tag for it."])}</div>
<div class="sec" data-role="ui">Currently reading</div>
<div class="row cr" data-role="ui"><span style="background:#3a5a7a"></span><div>A Field Guide to British Mosses<br>2 of 5 copies on LibraryThing</div></div>
<div class="sec" data-role="ui">Comments (3)</div>
${cmt("Sigrun_C", "3 days ago", "#a0708a", "I have the green one. I’m reading it, I promise.", "Sigrun_C")}
${cmt("Wenna_Crook", "3 days ago", "#6a8a5a", "You have four green ones.", "owner")}
${cmt("ZephyrLeaf", "yesterday", "#7a8aa0", "Just here to say I love the tag.", "ZephyrLeaf")}
</div>
${tabs([icon.home(24), icon.search(24), icon.bookmark(24), icon.person(24)], true)}`,
};

const pay = (amount: string, note: string, side: "l" | "r", noteWho: string) =>
  `<div class="pay ${side}" data-role="ui"><div class="am">${amount}</div>${say(noteWho, note, "pn")}</div>`;

export const revolut: ScreenSpec = {
  id: "revolut-plus-one-penny",
  app: "Revolut",
  kind: "chat",
  dark: false,
  device: "iphone",
  format: "png",
  owner: { name: "Tovah", handle: null },
  time: "19:47",
  battery: 47,
  keyboard: true,
  suggestions: ["not", "it", "was"],
  cutLines: 1,
  replies: true,
  css: `body{background:#fff;color:#191c1f}.hd{flex:none;height:60px;padding:0 14px;gap:11px;background:#fff;border-bottom:1px solid #eceef0;position:relative;z-index:3}.hd b{font-size:17px;display:block}.hd small{font-size:12px;color:#75808a;display:block}
.fill{display:flex;flex-direction:column;justify-content:flex-end;padding:0 12px 20px;gap:6px}.bb{max-width:270px;border-radius:18px;padding:9px 13px;font-size:15px;line-height:20px}.bb.l{background:#f1f3f5;align-self:flex-start}.bb.r{background:#0666eb;color:#fff;align-self:flex-end}
.pay{border-radius:18px;padding:12px 14px;width:200px;border:1px solid #e2e6ea}.pay.l{align-self:flex-start}.pay.r{align-self:flex-end}.am{font-size:22px;font-weight:700}.pn{font-size:13px;color:#75808a;margin-top:2px}.tm{align-self:center;font-size:11.5px;color:#75808a;margin:6px 0 0}
.in{flex:none;gap:10px;padding:7px 12px 8px;background:#fff;border-top:1px solid #eceef0;color:#0666eb;position:relative;z-index:2}.in .box{flex:1;min-height:38px;border-radius:19px;background:#f1f3f5;display:flex;align-items:center;padding:6px 14px;font-size:15px}`,
  html: `<div class="row hd" data-role="ui">${icon.back(22)}${avatar(38, "#c0644a")}<div style="flex:1"><b>Tovah</b><small>@tovahh</small></div>${icon.more(22)}</div>
<div class="fill">
<div class="bb l">${say("owner", "Sorry, only just seen this, I was at my nan’s all afternoon and she does not believe in phones.")}</div>
${pay("£12.00", "Cinema", "r", "You")}
<div class="bb l">${say("owner", "Thanks for Friday!")}</div>
<div class="tm" data-role="ui">Today 19:31</div>
<div class="bb l">${say("owner", "Sent you £4 back for the parking, plus 1p, because you told Zdenka I never pay you back a penny.")}</div>
${pay("£4.01", "Parking + 1p", "l", "owner")}
<div class="bb r">${other("You", "that’s the pettiest thing you’ve ever done")}</div>
<div class="bb l">${say("owner", "It’s the most generous thing I’ve ever done. Check your statement.")}</div>
</div>
<div class="row in">${icon.plus(22)}<span class="box" data-role="other" data-author="You">ok but the pizza was £18.50 not</span>${icon.send(22)}</div>`,
};

export const tickTick: ScreenSpec = {
  id: "ticktick-he-thinks-hes-being-clapped",
  app: "TickTick",
  kind: "other",
  dark: false,
  device: "android",
  format: "jpeg",
  quality: 70,
  owner: { name: "Svea", handle: null },
  time: "08:19",
  battery: 77,
  cutLines: 1,
  banner: { app: "Messages", color: "#1a73e8", title: "Uncle Ulrich", body: "found your old bike pump, want it?", author: "Uncle Ulrich", age: "now" },
  replies: true,
  css: `${pageCss({ bg: "#fff", card: "#fff", fg: "#1f1f1f", sub: "#8a8a8a", line: "#eeeeee", accent: "#4772fa", soft: "#f5f6f8", size: 15 })}
.hd{min-height:76px;align-items:flex-end;padding-bottom:12px}.tk{padding:12px 16px 4px}.tk .cb{width:22px;height:22px;border:2px solid #e03131;border-radius:5px;flex:none;margin-top:3px}.tk b{font-size:20px;font-weight:600}
.mr{gap:14px;padding:6px 16px 10px 52px;font-size:13px;color:#4772fa}.ds{padding:6px 16px 10px 52px;border-bottom:1px solid #eee}.sb2{gap:10px;padding:6px 16px 6px 52px;font-size:14.5px}.sb2 .c{width:17px;height:17px;border:2px solid #bbb;border-radius:4px;flex:none}.sb2.dn{color:#aaa;text-decoration:line-through}
.sec{padding:12px 16px 4px;font-size:13px;font-weight:600;color:#8a8a8a}.cm{padding:8px 16px}`,
  html: `${head("Flat 3B", "Shared list · 3 members", `${icon.share(20)}${icon.moreV(20)}`)}
<div class="fill">
<div class="row tk" style="gap:12px;align-items:flex-start"><span class="cb"></span>${say("owner", "Descale the kettle", "tt")}</div>
<div class="row mr" data-role="ui"><span>Sat, 22 Nov</span><span>Assigned to Sefton</span><span>High</span></div>
<div class="ds">${paras("owner", ["It’s been making a noise like applause since March. Please don’t boil it while Sefton is on a work call, he thinks he’s being clapped.", "Vinegar is under the sink, NOT the good vinegar."])}</div>
<div class="row sb2 dn" data-role="ui"><span class="c"></span><span>Buy descaler</span></div>
<div class="row sb2" data-role="ui"><span class="c"></span><span>Run it twice with water after</span></div>
<div class="sec" data-role="ui">Comments</div>
${cmt("Sefton", "Yesterday 21:02", "#5a8a6a", "I did think that. Twice. I said thank you the second time.", "Sefton")}
${cmt("Teodora", "Yesterday 21:10", "#a0705a", "which is the good vinegar", "Teodora")}
${cmt("Svea", "Yesterday 21:14", "#7a6ab0", "The one that cost £9. It has a picture of a monk on it.", "owner")}
${cmt("Teodora", "Yesterday 21:15", "#a0705a", "ok", "Teodora")}
</div>
<div class="row" style="flex:none;gap:10px;padding:10px 16px 14px;border-top:1px solid #eee;color:#8a8a8a;font-size:14px" data-role="ui">${icon.chat(20)}<span>Add comment</span></div>`,
};
