// Part B's fediverse profiles (v24), first file: Tusky (a librarian's silent reading night; a boost from a
// colleague; the last post cut by the screen edge).
import { icon, picture } from "./icons";
import { avatar } from "./icons";
import type { ScreenSpec } from "./screen-type";
import { counts, fields, post, postCss } from "./screens-b-kit";
import { own, ui } from "./shell";

export const tusky: ScreenSpec = {
  id: "tusky-the-one-person-shushed",
  app: "Tusky",
  kind: "profile",
  dark: false,
  device: "android",
  format: "png",
  cutLines: 1,
  owner: { name: "Venla Korhola", handle: "@venla@oulu.social" },
  time: "09:14",
  battery: 71,
  replies: true,
  statusBarDark: true,
  statusBarBackground: "#2a3f6b",
  css: `body{background:#fff;color:#1d1d21}.fill{display:flex;flex-direction:column}.fill>*{flex:none}
.hd{position:relative}.hd .ic{position:absolute;top:10px;left:10px;right:10px;display:flex;justify-content:space-between;color:#fff}
.tp{padding:0 14px 10px}.ta{position:relative;display:flex;justify-content:space-between;align-items:flex-end;margin-top:-30px}.fb{font-size:14px;font-weight:500;background:#2b90d9;color:#fff;border-radius:4px;padding:8px 18px;margin-bottom:4px}
.tn{font-size:19px;font-weight:500;margin-top:4px}.tu{font-size:14px;color:#6b6e7a}.tb{font-size:14.5px;line-height:20px;margin-top:8px}.tj{font-size:13px;color:#6b6e7a;margin-top:8px}
.pc{gap:16px;margin-top:8px;font-size:14px;color:#6b6e7a}.pc b{color:#1d1d21;font-weight:500}.pc small{font-size:14px}
.tt{justify-content:space-around;border-bottom:1px solid #dfe1e6;font-size:13.5px;font-weight:500;color:#6b6e7a}.tt span{padding:8px 2px 8px}.tt .on{color:#2b90d9;border-bottom:2px solid #2b90d9}
.fdr{padding:4px 10px!important}.tj{margin-top:6px!important}
${postCss({ fg: "#1d1d21", sub: "#6b6e7a", line: "#e6e8ec", accent: "#2b90d9", quoteBg: "#f4f5f7" })}`,
  html: `<div class="fill">
<div class="hd">${picture("100%", 64, ["#2a3f6b", "#6f8fc4"], `<div style="position:absolute;left:58%;top:26px;width:90px;height:90px;border-radius:50%;background:rgba(255,255,255,.18)"></div>`)}<div class="ic">${icon.back(22)}<span class="row" style="gap:18px">${icon.search(20)}${icon.moreV(20)}</span></div></div>
<div class="tp"><div class="ta">${avatar(64, "#b0704a", { ring: "#fff" })}<span class="fb" data-role="ui">Follow</span></div>
${ui("Venla Korhola", "tn")}${ui("@venla@oulu.social", "tu")}
${own("Librarian at a branch library in Oulu. Children’s section on weekdays, events on Thursdays.", "tb")}
${fields([
  ["Pronouns", "she/her"],
  ["Reading now", "a very long book about canals"],
])}
${ui("Joined Mar 14, 2023", "tj")}
${counts([
  ["1,208", "Posts"],
  ["194", "Following"],
  ["377", "Followers"],
])}</div>
<div class="row tt" data-role="ui"><span class="on">Posts</span><span>With replies</span><span>Pinned</span><span>Media</span></div>
${post({
  top: "Pinned",
  name: "Venla Korhola",
  handle: "@venla@oulu.social",
  time: "3d",
  color: "#b0704a",
  who: "owner",
  text: [
    "Thursday was our first silent reading night. Forty people, one hour, phones in a basket by the door.",
    "It went beautifully, and the one person shushed all evening was me.",
  ],
  acts: "14 31 96",
})}
${post({
  top: "Venla Korhola boosted",
  name: "Uzoma Nwachukwu",
  handle: "@uzoma@shelf.town",
  time: "4d",
  color: "#4a7a5a",
  who: "Uzoma Nwachukwu",
  text: ["Our branch lends out sewing machines now. The waiting list is longer than the one for the new thriller."],
  acts: "22 140 305",
})}
${post({
  name: "Venla Korhola",
  handle: "@venla@oulu.social",
  time: "5d",
  color: "#b0704a",
  who: "owner",
  text: ["Story time moves to 10:30 from next week, so the toddlers can finish their naps first. The parents asked for this one."],
  acts: "3 6 27",
})}
</div>`,
};

export const B1: ScreenSpec[] = [tusky];
