// Part B's small-network profiles (v24), fourth file: Bonfire (a tool library's organiser still queueing for
// her own pressure washer; a borrower's reply and a "followed by" line; downscaled).
import { avatar, icon, picture } from "./icons";
import type { ScreenSpec } from "./screen-type";
import { counts, fields, post, postCss } from "./screens-b-kit";
import { own, ui } from "./shell";

export const bonfire: ScreenSpec = {
  id: "bonfire-in-the-queue-since-may",
  app: "Bonfire",
  kind: "profile",
  dark: false,
  device: "iphone",
  format: "png",
  downscaleTo: 1000,
  owner: { name: "Wairimu Gachanja", handle: "@wairimu@kilimani.bonfire.town" },
  time: "14:17",
  battery: 86,
  replies: true,
  statusBarBackground: "#fbf7f2",
  css: `body{background:#fbf7f2;color:#2b2420}.fill{display:flex;flex-direction:column}.fill>*{flex:none}
.nv{flex:none;height:46px;padding:0 14px;gap:14px;background:#fbf7f2;position:relative;z-index:3;border-bottom:1px solid #eee4da}.nv b{flex:1;font-size:17px;font-weight:700;color:#e0562b}
.cd{background:#fff;margin:10px 10px 0;border-radius:14px;border:1px solid #eee4da;overflow:hidden}.pd{padding:0 14px 12px}.pa{display:flex;justify-content:space-between;align-items:flex-end;margin-top:-32px;position:relative}
.fb{font-size:14px;font-weight:700;background:#e0562b;color:#fff;border-radius:10px;padding:7px 16px}.pn{font-size:19px;font-weight:800;margin-top:6px}.pu{font-size:13px;color:#8a7d72}
.bio{font-size:14.5px;line-height:20px;margin-top:8px}.fw{gap:6px;font-size:12.5px;color:#8a7d72;margin-top:8px}
.pc{gap:16px;margin-top:8px;font-size:13.5px;color:#8a7d72}.pc b{color:#2b2420}.pc small{font-size:13.5px}
.tt{gap:6px;margin:10px 10px 0;font-size:13.5px;font-weight:600}.tt span{padding:6px 12px;border-radius:10px;color:#8a7d72}.tt .on{background:#2b2420;color:#fff}
.pl{background:#fff;margin:8px 10px 0;border-radius:14px;border:1px solid #eee4da;overflow:hidden}
${postCss({ fg: "#2b2420", sub: "#8a7d72", line: "#f1e9e1", accent: "#c2461f", quoteBg: "#fbf7f2" })}.fd{margin-top:8px}`,
  html: `<div class="row nv" data-role="ui">${icon.back(22)}<b>bonfire</b>${icon.search(20)}${icon.bell(20)}</div>
<div class="fill">
<div class="cd">${picture("100%", 78, ["#f0a050", "#e0562b"], `<div style="position:absolute;left:8%;top:20px;width:120px;height:120px;border-radius:50%;background:rgba(255,255,255,.2)"></div>`)}<div class="pd">
<div class="pa">${avatar(68, "#7a4a3a", { ring: "#fff" })}<span class="fb" data-role="ui">Follow</span></div>
${ui("Wairimu Gachanja", "pn")}${ui("@wairimu@kilimani.bonfire.town", "pu")}
${own("Quantity surveyor. I also run the Kilimani tool library: drills, ladders, a tile cutter, borrow for free.", "bio")}
${fields([["Open", "Saturdays 9 to 12, behind the nursery school"]])}
${counts([
  ["486", "Posts"],
  ["122", "Following"],
  ["530", "Followers"],
])}
<div class="row fw" data-role="ui">${avatar(16, "#4a6a8a")}${avatar(16, "#8a6a4a")}<span>Followed by Yitzhak Berman, Ubah Shiferaw and 9 others</span></div></div></div>
<div class="row tt" data-role="ui"><span class="on">Timeline</span><span>Posts</span><span>Boosts</span><span>Followers</span></div>
<div class="pl">
${post({
  top: "Pinned",
  name: "Wairimu Gachanja",
  handle: "@wairimu",
  time: "1w",
  color: "#7a4a3a",
  who: "owner",
  text: [
    "Year two of the tool library: 214 members, 39 tools, and only one drill never came back.",
    "Our pressure washer went out 58 times this year. I have been in the queue for it since May.",
  ],
  acts: "16 22 140",
})}
${post({
  depth: 1,
  size: 30,
  name: "Yitzhak Berman",
  handle: "@yitzhak",
  time: "6d",
  color: "#4a6a8a",
  who: "Yitzhak Berman",
  text: ["I have it right now. You are third, after my brother and then his wife’s cousin."],
})}
</div></div>`,
};

export const B4: ScreenSpec[] = [bonfire];
