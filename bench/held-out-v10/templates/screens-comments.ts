// Comments: Lobsters (40 lines of bash nobody understood, rewritten as 1,180 lines of Rust
// nobody understands, by a man going on holiday, downscaled),
// Hugging Face (dark, a recipe model that answers everything with lasagne, Gboard open over an empty
// box), Brainly (a dad and half an apple cut on the kitchen table as evidence, keyboard open with a
// reply typed); Thingiverse, Epicurious and Codeberg are in screens-comments-more.ts.
import { icon } from "./icons";
import { cmt, head, pageCss, paras, whoRow } from "./blocks";
import { say } from "./kit";
import type { ScreenSpec } from "./screen-type";
import { codeberg, epicurious, thingiverse } from "./screens-comments-more";
import { ui } from "./shell";

export const lobsters: ScreenSpec = {
  id: "lobsters-type-safety",
  app: "Lobsters",
  kind: "comments",
  dark: false,
  device: "iphone",
  format: "png",
  downscaleTo: 828,
  owner: { name: "kestrel_dev", handle: null },
  time: "13:27",
  battery: 61,
  replies: true,
  css: `${pageCss({ bg: "#fefefe", card: "#fefefe", fg: "#222", sub: "#777", line: "#eee", accent: "#ac130d", soft: "#f6f6f6", size: 14 })}
.hd{background:#500000;color:#fff}.hd small{color:#e0b8b8}.sl{padding:10px 16px;border-bottom:1px solid #eee}.sl b{font-size:16px;line-height:21px;color:#3d5aa9;display:block}.sl small{font-size:12px;color:#777;display:block;margin-top:3px}.sl i{font-style:normal;font-size:11px;background:#fffcd7;border:1px solid #d5d458;border-radius:5px;padding:0 4px;color:#555;margin-right:4px}.cm{gap:8px}.cm.in2{padding-left:40px}`,
  html: `${head("Lobsters", "lobste.rs", icon.search(20), icon.menu(22))}
<div class="sl" data-role="ui"><b>I rewrote our 40-line deploy script in Rust</b><small><i>rust</i><i>devops</i>53 points · by kestrel_dev · 9 hours ago · 31 comments</small></div>
<div class="fill">
${cmt("kestrel_dev", "9 hours ago", "#7a8a6a", "Author here. The old script was 40 lines of bash that nobody understood. The new one is 1,180 lines of Rust that nobody understands, but with type safety.", "owner")}
${cmt("ghostpoint", "8 hours ago", "#6a7ab0", "the real win is you learned Rust", "ghostpoint", true)}
${cmt("kestrel_dev", "8 hours ago", "#7a8a6a", "I learned I should have asked someone first.", "owner", true)}
${cmt("vlad_q", "7 hours ago", "#b07a6a", "who maintains it now", "vlad_q", true)}
${cmt("kestrel_dev", "7 hours ago", "#7a8a6a", "Me, until Friday. Then I’m on holiday for three weeks, in a forest, with no signal.", "owner", true)}
${cmt("pennywhistle", "6 hours ago", "#8a6ab0", "flagged as off-topic: this is a confession", "pennywhistle")}
</div>`,
};

export const huggingFace: ScreenSpec = {
  id: "huggingface-layer-it",
  app: "Hugging Face",
  kind: "comments",
  dark: true,
  device: "android",
  format: "png",
  owner: { name: "sofiaberg", handle: null },
  time: "00:42",
  battery: 33,
  keyboard: true,
  replies: true,
  css: `${pageCss({ bg: "#0b0f19", card: "#0b0f19", fg: "#e5e7eb", sub: "#9ca3af", line: "#1f2937", accent: "#ffd21e", soft: "#111827", size: 14 })}
.fill{justify-content:flex-end}.tt{padding:4px 16px}.cm{padding:7px 16px}
.in{flex:none;gap:10px;padding:6px 12px;border-top:1px solid #1f2937;background:#111827;color:#ffd21e;position:relative;z-index:2}.in .box{flex:1;height:36px;border-radius:8px;border:1px solid #374151;display:flex;align-items:center;padding:0 12px;font-size:14px;color:#9ca3af}`,
  html: `${head("sofiaberg/tinyllama-recipes-1.1B", "Discussions · #7", icon.moreV(20))}
<div class="fill">
${say("owner", "It only knows one recipe now", "tt")}
${cmt("sofiaberg", "5 hours ago", "#d9774b", "Update: fine-tuned on 40,000 recipes. It now answers every question with lasagne. I asked it the capital of France and it said “layer it.”", "owner")}
${cmt("nkemdev", "4 hours ago", "#3aa17e", "what learning rate did you use", "nkemdev")}
${cmt("sofiaberg", "4 hours ago", "#d9774b", "Enthusiastic.", "owner")}
${cmt("tomasz-r", "3 hours ago", "#6a7ab0", "how many epochs", "tomasz-r")}
${cmt("sofiaberg", "3 hours ago", "#d9774b", "All of them. I went to bed and it kept going.", "owner")}
</div>
<div class="row in" data-role="ui"><span class="box">Comment</span>${icon.send(20)}</div>`,
};

export const brainly: ScreenSpec = {
  id: "brainly-half-an-apple",
  app: "Brainly",
  kind: "comments",
  dark: false,
  device: "iphone-max",
  format: "png",
  owner: { name: "FinnsDad_Gary", handle: null },
  time: "20:03",
  battery: 57,
  keyboard: true,
  suggestions: ["teacher", "teachers", "the"],
  replies: true,
  css: `${pageCss({ bg: "#f3f5f7", card: "#fff", fg: "#000", sub: "#687b8c", line: "#e1e7ec", accent: "#4fb3f6", soft: "#ebf2f7", size: 15 })}
.fill{justify-content:flex-end}.sb2{font-size:12px;font-weight:700;color:#6d83f3;margin-top:2px}.bd{display:inline-block;font-size:11px;font-weight:700;color:#fff;background:#60d399;border-radius:4px;padding:1px 6px;margin-top:4px}
.in{flex:none;gap:10px;padding:7px 12px;background:#fff;border-top:1px solid #e1e7ec;position:relative;z-index:2;color:#4fb3f6}.in .box{flex:1;min-height:36px;border-radius:18px;border:1px solid #c3d1dd;display:flex;align-items:center;padding:6px 14px;font-size:15px}`,
  html: `${head("Mathematics", "Middle school · 5 points", icon.share(20))}
<div class="fill">
<div class="cd">${whoRow("FinnsDad_Gary", "Ambitious · 2 hours ago", "#6a8ab0", 32)}${paras("owner", ["My son’s homework asks how many apples Sam has left if he has 3 and gives away 1.5. I said 1.5. His teacher says you can’t have half an apple. I have cut an apple in half on the kitchen table as evidence. Who is right?"])}</div>
<div class="cd gap">${whoRow("Anjali_M", "Expert · Answered 1 hour ago", "#e08a5a", 32)}${ui("Verified answer", "bd")}${paras("Anjali_M", ["1.5 is mathematically correct. The question probably wants whole apples, so check what the class is learning this week."])}</div>
${cmt("FinnsDad_Gary", "45 min ago", "#6a8ab0", "Thank you. I’m printing this for parents’ evening.", "owner", true)}
</div>
<div class="row in">${icon.comment(20)}<span class="box" data-role="other" data-author="You">I think the teacher means</span></div>`,
};

export const COMMENTS: ScreenSpec[] = [lobsters, huggingFace, brainly, thingiverse, epicurious, codeberg];
void paras;
