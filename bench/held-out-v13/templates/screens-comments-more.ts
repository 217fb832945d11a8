// More comments: Audiomack (dark, a tape with an uncle on saxophone who knows one riff, so every track is
// in D, Gboard open over an empty comment box), Nebula (dark, a typewriter restorer
// whose aunt replaced the "original" ribbon in 1994 and is disappointed in the research, keyboard open with
// a message typed), wikiHow (nine steps to fold a fitted sheet, and a much neater ball, saved twice and
// cropped at the bottom through a story).
import { icon, picture } from "./icons";
import { cmt, head, pageCss } from "./blocks";
import { say, type Who } from "./kit";
import type { ScreenSpec } from "./screen-type";
import { ui } from "./shell";

export const audiomack: ScreenSpec = {
  id: "audiomack-the-whole-tape-is-in-d",
  app: "Audiomack",
  kind: "comments",
  dark: true,
  device: "android",
  format: "png",
  owner: { name: "Jalen Moorcroft", handle: null },
  time: "01:12",
  battery: 19,
  keyboard: true,
  replies: true,
  css: `${pageCss({ bg: "#0d0d0d", card: "#0d0d0d", fg: "#f2f2f2", sub: "#9b9b9b", line: "#262626", accent: "#ffa200", soft: "#1a1a1a", size: 14 })}
.fill{justify-content:flex-end}.cm{padding:7px 16px}.tr{flex:none;gap:12px;padding:8px 14px;border-bottom:1px solid #262626;position:relative;z-index:3;background:#0d0d0d}.tr b{font-size:14px;display:block}.tr small{font-size:12px;color:#9b9b9b;display:block}
.in{flex:none;gap:10px;padding:6px 12px;border-top:1px solid #262626;background:#1a1a1a;color:#ffa200;position:relative;z-index:2}.in .box{flex:1;height:36px;border-radius:18px;background:#0d0d0d;border:1px solid #333;display:flex;align-items:center;padding:0 14px;font-size:14px;color:#9b9b9b}`,
  html: `${head("Comments", "", icon.moreV(20), icon.close(22))}
<div class="row tr" data-role="ui">${picture(44, 44, ["#ffa200", "#5a2a00"])}<div style="flex:1"><b>Front Room Tapes, Vol. 1</b><small>Jalen Moorcroft · 6 tracks · 41.2K plays</small></div>${icon.play(22)}</div>
<div class="fill">
${cmt("bassface_rio", "2d", "#6a8ab0", "who’s on sax", "bassface_rio")}
${cmt("Jalen Moorcroft", "2d", "#b07a5a", "That’s my uncle. He only knows one riff, so the whole tape is in D now.", "owner", true)}
${cmt("lowkey.lavender", "2d", "#9a6ab0", "uncle carried the whole tape", "lowkey.lavender")}
${cmt("Jalen Moorcroft", "1d", "#b07a5a", "He’s read that. He’s started wearing sunglasses indoors.", "owner", true)}
${cmt("sunday_dub", "9h", "#b0906a", "the riff at 2:10 on track 4 is actually so hard", "sunday_dub")}
${cmt("Jalen Moorcroft", "8h", "#b07a5a", "That’s also the riff at 0:40 on track 1.", "owner", true)}
</div>
<div class="row in" data-role="ui"><span class="box">Add a comment</span>${icon.send(20)}</div>`,
};

export const nebula: ScreenSpec = {
  id: "nebula-disappointed-in-the-research",
  app: "Nebula",
  kind: "comments",
  dark: true,
  device: "iphone",
  format: "png",
  owner: { name: "Ambrose Teal", handle: null },
  time: "19:58",
  battery: 64,
  keyboard: true,
  suggestions: ["though", "too", "at"],
  replies: true,
  css: `${pageCss({ bg: "#0c0f14", card: "#0c0f14", fg: "#eaedf2", sub: "#98a0ad", line: "#232833", accent: "#3b82f6", soft: "#161b24", size: 14.5 })}
.fill{justify-content:flex-start;padding-top:4px}.cm{padding:7px 16px}.vd{flex:none;gap:10px;padding:8px 14px;border-bottom:1px solid #232833;position:relative;z-index:3;background:#0c0f14}.vd b{font-size:14px;line-height:18px;display:block}.vd small{font-size:12px;color:#98a0ad;display:block}.pn{font-size:11px;font-weight:700;color:#3b82f6;padding:6px 16px 0}
.in{flex:none;gap:10px;padding:7px 12px;background:#161b24;border-top:1px solid #232833;position:relative;z-index:2;color:#3b82f6}.in .box{flex:1;min-height:36px;border-radius:8px;background:#0c0f14;display:flex;align-items:center;padding:6px 12px;font-size:15px}`,
  html: `${head("Comments", "Nebula", icon.moreV(20), icon.close(22))}
<div class="row vd" data-role="ui">${picture(64, 36, ["#3a3a3a", "#8a7a5a"])}<div style="flex:1"><b>Restoring a 1962 Olivetti Typewriter</b><small>Margin &amp; Mechanism · 38 min</small></div></div>
<div class="fill">
${ui("Pinned by creator", "pn")}
${cmt("Ambrose Teal", "Creator · 3 days ago", "#b08a5a", "Correction: at 14:10 I say the ribbon is original. It isn’t. My aunt replaced it in 1994 and says she’s “disappointed in the research”.", "owner")}
${cmt("keystrike_k", "3 days ago", "#6a8ab0", "an aunt fact-check is the best kind of peer review", "keystrike_k", true)}
${cmt("Ambrose Teal", "Creator · 3 days ago", "#b08a5a", "She doesn’t comment. She rang.", "owner", true)}
${cmt("inkwell.io", "1 day ago", "#9a6ab0", "that carriage return sound though", "inkwell.io")}
</div>
<div class="row in">${icon.comment(20)}<span class="box" data-role="other" data-author="You">was the case original</span></div>`,
};

const story = (name: string, date: string, text: string, who: Who) => `<div class="st2">${ui(`${name} · ${date}`, "sn")}${say(who, text, "sx")}</div>`;

export const wikiHow: ScreenSpec = {
  id: "wikihow-a-neater-ball",
  app: "wikiHow",
  kind: "comments",
  dark: false,
  device: "android",
  format: "jpeg",
  owner: { name: "Gaynor Pilkington", handle: null },
  time: "15:26",
  battery: 77,
  crop: { bottom: 220 },
  cutLines: 1,
  generations: [{ quality: 90 }, { width: 828, quality: 68 }],
  replies: true,
  css: `${pageCss({ bg: "#f4f4f0", card: "#fff", fg: "#1e1e1e", sub: "#6b6b66", line: "#e2e2dc", accent: "#93b874", soft: "#eef4e8", size: 14.5 })}
.hd{background:#93b874;color:#fff}.hd small{color:#eef6e6}.ar{padding:10px 16px;background:#fff;border-bottom:1px solid #e2e2dc}.ar b{font-size:19px;line-height:24px;display:block}.ar small{font-size:12px;color:#6b6b66;display:block;margin-top:3px}.h2{font-size:16px;font-weight:700;padding:12px 16px 4px}.st2{background:#fff;margin:6px 12px 0;border-radius:10px;padding:10px 14px;border:1px solid #e2e2dc}.sn{font-size:13px;font-weight:600;color:#4f7a33}.sx{font-size:14.5px;line-height:20px;margin-top:4px}.yn{gap:8px;padding:10px 16px 0;font-size:13px;color:#6b6b66}.yn span.b{border:1px solid #c8c8c0;border-radius:14px;padding:3px 14px}`,
  html: `${head("wikiHow", "", icon.search(20), icon.menu(22))}
<div class="ar" data-role="ui"><b>How to Fold a Fitted Sheet</b><small>9 steps · Co-authored by the wikiHow Staff · 2.4M views</small></div>
<div class="row yn" data-role="ui"><span>Was this article helpful?</span><span class="b">Yes</span><span class="b">No</span></div>
${ui("Reader Success Stories", "h2")}
<div class="fill">
${story("Anneke V.", "Oct 30", "Finally! Tucking the corners into each other was the bit I was missing.", "Anneke V.")}
${story("Gaynor Pilkington", "Oct 12", "Followed all nine steps twice. It’s still a ball, but it’s a much neater ball than before, and it fits in the airing cupboard now.", "owner")}
${story("Nilesh R.", "Sep 28", "Did it on the bed like step 2 says and it worked first time.", "Nilesh R.")}
${story("Evert K.", "Sep 3", "Watched my wife do it after reading this and she made it look easy. I’ve left it to her, and I’m staying out of it.", "Evert K.")}
</div>`,
};
