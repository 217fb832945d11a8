// More comments: Ars Technica (a smart lock update that means accepting new terms to open the shed with
// the lawnmower in it, JPEG), Castbox (dark, a listener at 2x speed who met the host in person and asked
// if he was feeling all right, the host's reply, keyboard open with a message typed), Odysee (dark, 47
// minutes of a man restoring a wheelbarrow watched by someone who owns none, Gboard open over an empty
// comment box).
import { icon, picture } from "./icons";
import { cmt, head, pageCss } from "./blocks";
import type { ScreenSpec } from "./screen-type";

export const arsTechnica: ScreenSpec = {
  id: "arstechnica-the-lawnmower-is-in-there",
  app: "Ars Technica",
  kind: "comments",
  dark: false,
  device: "android",
  format: "jpeg",
  quality: 69,
  owner: { name: "sprocket_sorcha", handle: null },
  time: "22:36",
  battery: 40,
  replies: true,
  css: `${pageCss({ bg: "#fff", card: "#fff", fg: "#1b1b1b", sub: "#686868", line: "#e4e4e4", accent: "#ff4e00", soft: "#f6f6f6", size: 14 })}
.hd{background:#1b1b1b;color:#fff}.hd small{color:#c8c8c8}.ar{padding:10px 16px;border-bottom:1px solid #e4e4e4}.ar b{font-size:17px;line-height:22px;display:block}.ar small{font-size:12px;color:#686868;display:block;margin-top:4px}.cm{border-top:1px solid #efefef;padding:9px 16px}.cm.in2{padding-left:52px}`,
  html: `${head("Ars Technica", "Comments", icon.search(20), icon.menu(22))}
<div class="ar" data-role="ui"><b>Smart lock firmware update leaves some owners locked out of their own sheds</b><small>by Orson Mottram · 148 comments</small></div>
<div class="fill">
${cmt("packet_mule", "9h", "#7a8a6a", "This is why my shed has a padlock from 1986.", "packet_mule")}
${cmt("sprocket_sorcha", "8h", "#6a7ab0", "Mine updated overnight. To open the shed I now have to accept new terms and conditions. The lawnmower is in there.", "owner")}
${cmt("kernel_kristof", "8h", "#b07a6a", "did you read them", "kernel_kristof", true)}
${cmt("sprocket_sorcha", "7h", "#6a7ab0", "I skimmed them. The grass is now four inches long.", "owner", true)}
${cmt("segfault_zdenek", "5h", "#8a6ab0", "Vendor says a fix is rolling out this week, for what it’s worth.", "segfault_zdenek")}
${cmt("bitflip_berit", "2h", "#6ab08a", "You can usually reset these with a pin hole on the inside. Which is inside.", "bitflip_berit")}
</div>`,
};

export const castbox: ScreenSpec = {
  id: "castbox-asked-if-he-was-all-right",
  app: "Castbox",
  kind: "comments",
  dark: true,
  device: "iphone",
  format: "png",
  owner: { name: "driftwood_dora", handle: null },
  time: "23:48",
  battery: 18,
  keyboard: true,
  suggestions: ["out", "yet", "soon"],
  replies: true,
  css: `${pageCss({ bg: "#121212", card: "#121212", fg: "#efefef", sub: "#9d9d9d", line: "#262626", accent: "#f55b23", soft: "#1e1e1e", size: 14.5 })}
.fill{justify-content:flex-start;padding-top:4px}.cm{padding:7px 16px}.ep{flex:none;gap:10px;padding:8px 14px;border-bottom:1px solid #262626;position:relative;z-index:3;background:#121212}.ep b{font-size:14px;line-height:18px;display:block}.ep small{font-size:12px;color:#9d9d9d;display:block}
.in{flex:none;gap:10px;padding:7px 12px;background:#1e1e1e;border-top:1px solid #262626;position:relative;z-index:2;color:#f55b23}.in .box{flex:1;min-height:36px;border-radius:18px;background:#121212;display:flex;align-items:center;padding:6px 14px;font-size:15px}`,
  html: `${head("Comments", "", icon.moreV(20), icon.close(22))}
<div class="row ep" data-role="ui">${picture(48, 48, ["#5a4a3a", "#c89a5a"])}<div style="flex:1"><b>The Long Winter of 1709, Part 3</b><small>Slow History · 1 h 12 min</small></div></div>
<div class="fill">
${cmt("driftwood_dora", "2 days ago", "#b08a5a", "I listen to everything at 2x speed. I met the host at a live show last month, and he talks so slowly in person that I asked if he was feeling all right.", "owner")}
${cmt("Slow History", "Host · 2 days ago", "#6a5aa0", "I was fine, thank you. I was just talking.", "Slow History", true)}
${cmt("driftwood_dora", "1 day ago", "#b08a5a", "I know that now. I’ve apologised by dropping to 1.5x.", "owner", true)}
${cmt("ferryman_fox", "1 day ago", "#6a8ab0", "2x gang, real people all sound tired now", "ferryman_fox")}
</div>
<div class="row in">${icon.comment(20)}<span class="box" data-role="other" data-author="You">is part 4</span></div>`,
};

export const odysee: ScreenSpec = {
  id: "odysee-looking-at-wheelbarrows",
  app: "Odysee",
  kind: "comments",
  dark: true,
  device: "android",
  format: "png",
  owner: { name: "@hollowcrane", handle: null },
  time: "00:41",
  battery: 23,
  keyboard: true,
  replies: true,
  css: `${pageCss({ bg: "#0e0e12", card: "#0e0e12", fg: "#efeff3", sub: "#9c9ca8", line: "#25252e", accent: "#ef1970", soft: "#1a1a21", size: 14 })}
.fill{justify-content:flex-end}.cm{padding:7px 16px}.tr{flex:none;gap:12px;padding:8px 14px;border-bottom:1px solid #25252e;position:relative;z-index:3;background:#0e0e12}.tr b{font-size:14px;line-height:18px;display:block}.tr small{font-size:12px;color:#9c9ca8;display:block}
.in{flex:none;gap:10px;padding:6px 12px;border-top:1px solid #25252e;background:#1a1a21;color:#ef1970;position:relative;z-index:2}.in .box{flex:1;height:36px;border-radius:18px;background:#0e0e12;border:1px solid #33333d;display:flex;align-items:center;padding:0 14px;font-size:14px;color:#9c9ca8}`,
  html: `${head("Comments", "", icon.moreV(20), icon.close(22))}
<div class="row tr" data-role="ui">${picture(64, 36, ["#8a5a3a", "#2a1a10"])}<div style="flex:1"><b>Restoring a Rusted 1950s Wheelbarrow</b><small>@RustAndRevive · 47:12 · 88K views</small></div></div>
<div class="fill">
${cmt("@hollowcrane", "3d", "#6a8ab0", "Watched all 47 minutes of a man restoring a wheelbarrow. I don’t own a wheelbarrow. I am now looking at wheelbarrows.", "owner")}
${cmt("@RustAndRevive", "Creator · 3d", "#b07a5a", "Welcome. There’s no way back.", "@RustAndRevive", true)}
${cmt("@hollowcrane", "2d", "#6a8ab0", "Found one for £12. It needs everything.", "owner", true)}
${cmt("@gritandgrease", "1d", "#9a6ab0", "the tyre bit at 31:00 is so satisfying", "@gritandgrease")}
${cmt("@hollowcrane", "20h", "#6a8ab0", "I’ve watched that bit four times.", "owner", true)}
</div>
<div class="row in" data-role="ui"><span class="box">Add a comment</span>${icon.send(20)}</div>`,
};
