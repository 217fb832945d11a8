// More comments: Dailymotion (a home fringe tutorial and a diagonal fringe among other viewers' comments,
// JPEG), Royal Road (dark, a web serial's chapter rewritten from memory after the cat, cropped at
// the top with the status bar gone), Mixcloud (a kitchen mix with a smoke alarm and a fence in it,
// JPEG).
import { avatar, icon, picture } from "./icons";
import type { ScreenSpec } from "./screen-type";
import { other, own, span, ui } from "./shell";

const vc = (name: string, color: string, age: string, text: string, who: "owner" | "other", likes: string, cls = "") =>
  `<div class="vc ${cls}"><div class="row" style="gap:8px">${avatar(28, color)}${ui(name, "vn")}${ui(age, "va")}</div>${who === "owner" ? own(text, "vx") : other(name, text, "vx")}<div class="row vl">${icon.thumbUp(13)}${span(likes)}${span("Reply")}</div></div>`;

export const dailymotion: ScreenSpec = {
  id: "dailymotion-fringe",
  app: "Dailymotion",
  kind: "comments",
  dark: false,
  device: "android",
  format: "jpeg",
  owner: { name: "Nkechi Obiora", handle: null },
  time: "20:03",
  battery: 38,
  quality: 67,
  replies: true,
  css: `body{background:#fff;color:#0d0d0d}.vt{font-size:16px;font-weight:700;line-height:22px;padding:10px 14px 2px}.vm{font-size:12px;color:#6b6b6b;padding:0 14px 8px}.ch{gap:10px;padding:6px 14px 10px;border-bottom:1px solid #eee;font-size:14px}.ch b{font-size:14px}.ch small{font-size:12px;color:#6b6b6b;display:block}
.sec{padding:10px 14px 4px;font-size:14px;font-weight:700}.vc{padding:8px 14px}.vc.rp{padding-left:50px}.vn{font-size:13px;font-weight:600}.va{font-size:12px;color:#6b6b6b}.vx{font-size:14px;line-height:20px;margin:3px 0 0 36px}.vl{gap:6px;margin:4px 0 0 36px;font-size:12px;color:#6b6b6b}`,
  html: `<div style="flex:none;position:relative">${picture("100%", 202, ["#3a3a3a", "#121212"])}<span style="position:absolute;left:50%;top:50%;margin:-24px 0 0 -24px;color:#fff">${icon.play(48)}</span></div>
<div class="fill">
${ui("How to cut your own fringe at home (easy!)", "vt")}
${ui("214K views · 1 year ago", "vm")}
<div class="row ch" data-role="ui">${avatar(34, "#d6336c")}<div style="flex:1"><b>Salon Sasha</b><small>88K followers</small></div></div>
${ui("Comments 1,322", "sec")}
${vc("glossy.gemma", "#6f42c1", "3 weeks ago", "so easy thank you!! saved me £40 and a trip into town", "other", "212")}
${vc("Nkechi Obiora", "#198754", "2 weeks ago", "Followed every step. My fringe is now diagonal. Is there a part 2?", "owner", "1.4K")}
${vc("Salon Sasha", "#d6336c", "2 weeks ago", "Part 2 is called a hairdresser 😅", "other", "3.1K", "rp")}
${vc("rhiannon.x", "#fd7e14", "1 week ago", "why is everyone’s diagonal, is it the scissors or the video", "other", "402")}
${vc("mel_styles", "#0d6efd", "5 days ago", "mine went up, not across", "other", "188")}
${vc("ThomasK", "#6c757d", "2 days ago", "used kitchen scissors, would not recommend", "other", "96")}
</div>`,
};

const rr = (name: string, badge: string, color: string, age: string, text: string, who: "owner" | string) =>
  `<div class="rc"><div class="row" style="gap:8px">${avatar(30, color)}${ui(name, "rn")}${badge ? ui(badge, "rb") : ""}${ui(age, "ra")}</div>${who === "owner" ? own(text, "rx") : other(who, text, "rx")}</div>`;

export const royalRoad: ScreenSpec = {
  id: "royalroad-chapter-41",
  app: "Royal Road",
  kind: "comments",
  dark: true,
  device: "iphone",
  format: "png",
  owner: { name: "quill_and_ember", handle: null },
  time: "02:10",
  battery: 15,
  crop: { top: 64 },
  cutLines: 1,
  replies: true,
  css: `body{background:#131a22;color:#d6dde5}.hd{flex:none;height:52px;padding:0 14px;gap:14px;border-bottom:1px solid #243040}.hd b{font-size:15px;display:block}.hd small{font-size:12px;color:#8595a8;display:block}
.ct{font-size:20px;font-weight:700;line-height:26px;padding:12px 16px 2px;color:#fff}.cb{font-size:12px;color:#8595a8;padding:0 16px 8px}.an{margin:6px 12px;padding:10px 12px;background:#1b2633;border-left:3px solid #e2a33b;border-radius:4px}.an .h{font-size:12px;font-weight:700;color:#e2a33b}.an .t{font-size:14px;line-height:20px;margin-top:2px}
.nv{gap:10px;padding:8px 12px}.nv span{flex:1;text-align:center;font-size:13px;background:#243040;border-radius:4px;padding:7px}.sec{padding:10px 16px 4px;font-size:14px;font-weight:700;border-top:1px solid #243040}
.rc{padding:8px 16px;border-bottom:1px solid #1c2531}.rn{font-size:13px;font-weight:600;color:#7fb3f0}.rb{font-size:11px;font-weight:700;color:#131a22;background:#e2a33b;border-radius:3px;padding:0 5px}.ra{font-size:12px;color:#8595a8}.rx{font-size:14px;line-height:20px;margin:3px 0 0 38px}`,
  html: `<div class="row hd" data-role="ui">${icon.back(22)}<div style="flex:1"><b>The Last Cartographer</b><small>by quill_and_ember</small></div>${icon.more(22)}</div>
<div class="fill">
${own("Chapter 41: The Ashen Gate", "ct")}
${ui("Posted 2 hours ago · 4,106 words", "cb")}
<div class="an">${ui("Author’s note", "h")}${own("Sorry for the delay! My cat walked across the keyboard and deleted chapter 41, so this is chapter 41 from memory.", "t")}</div>
<div class="row nv" data-role="ui"><span>‹ Previous</span><span>Index</span><span>Next ›</span></div>
${ui("Comments (58)", "sec")}
${rr("NightReader77", "", "#5a7d9a", "1h", "honestly better than the original", "NightReader77")}
${rr("quill_and_ember", "AUTHOR", "#b86a3c", "1h", "You never read the original.", "owner")}
${rr("NightReader77", "", "#5a7d9a", "1h", "exactly", "NightReader77")}
${rr("Vellichor_", "", "#8a5ab0", "58m", "give the cat a co-author credit", "Vellichor_")}
${rr("quill_and_ember", "AUTHOR", "#b86a3c", "55m", "She’s asked.", "owner")}
${rr("ser_bartholomew", "", "#4f9a6a", "40m", "typo in paragraph 3: “teh”", "ser_bartholomew")}
${rr("quill_and_ember", "AUTHOR", "#b86a3c", "38m", "That was also the cat.", "owner")}
${rr("Lorelei_M", "", "#9a4f6a", "20m", "thanks for the chapter!", "Lorelei_M")}
</div>`,
};

export const mixcloud: ScreenSpec = {
  id: "mixcloud-smoke-alarm",
  app: "Mixcloud",
  kind: "comments",
  dark: false,
  device: "android",
  format: "jpeg",
  quality: 70,
  owner: { name: "Tamsyn Ward", handle: null },
  time: "11:44",
  battery: 77,
  replies: true,
  css: `body{background:#fff;color:#1c2b3a}.hd{flex:none;height:52px;padding:0 14px;gap:14px}.hd b{flex:1;font-size:16px;font-weight:500}.mx2{gap:12px;padding:6px 16px 10px}.mtt{font-size:16px;font-weight:700;line-height:21px}.msub{font-size:13px;color:#6d7b8a;margin-top:2px}
.wf{height:46px;margin:0 16px;background:repeating-linear-gradient(90deg,#5000ff 0 2px,transparent 2px 4px);opacity:.45;border-radius:4px}.pl{gap:12px;padding:8px 16px;font-size:12px;color:#6d7b8a}.ds{font-size:14px;line-height:20px;padding:4px 16px 8px;border-bottom:1px solid #eceff2}
.sec{padding:10px 16px 4px;font-size:14px;font-weight:700}.mc{padding:8px 16px}.mn{font-size:13px;font-weight:600}.mt{font-size:12px;color:#6d7b8a}.mq{font-size:14px;line-height:20px;margin:3px 0 0 38px}`,
  html: `<div class="row hd" data-role="ui">${icon.back(22)}<b></b>${icon.heart(22)}${icon.share(20)}${icon.moreV(20)}</div>
<div class="fill">
<div class="row mx2">${picture(72, 72, ["#5000ff", "#ff6b8b"])}<div>${own("Sunday Kitchen Sessions Vol. 12", "mtt")}${ui("Tamsyn Ward · 3h 02m · 1,840 plays", "msub")}</div></div>
<div class="wf"></div>
<div class="row pl" data-role="ui">${icon.play(18)}${span("Deep House")}${span("· Soulful House")}${span("· Live")}</div>
${own("Three hours of deep house, recorded live in my kitchen. Sound is raw, that’s the point.", "ds")}
${ui("Comments (27)", "sec")}
<div class="mc"><div class="row" style="gap:8px">${avatar(30, "#ff6b8b")}${ui("grooveline_88", "mn")}${ui("at 1:42:10", "mt")}</div>${other("grooveline_88", "the smoke alarm at 1:42:10 is a vibe", "mq")}</div>
<div class="mc"><div class="row" style="gap:8px">${avatar(30, "#5000ff")}${ui("Tamsyn Ward", "mn")}${ui("Uploader", "mt")}</div>${own("That was toast. It’s staying in.", "mq")}</div>
<div class="mc"><div class="row" style="gap:8px">${avatar(30, "#2fa37a")}${ui("Selin Arslan", "mn")}${ui("at 2:15:00", "mt")}</div>${other("Selin Arslan", "who is on drums from 2:15", "mq")}</div>
<div class="mc"><div class="row" style="gap:8px">${avatar(30, "#5000ff")}${ui("Tamsyn Ward", "mn")}${ui("Uploader", "mt")}</div>${own("My neighbour, fixing his fence.", "mq")}</div>
<div class="mc"><div class="row" style="gap:8px">${avatar(30, "#c08a2f")}${ui("Keziah", "mn")}${ui("1d", "mt")}</div>${other("Keziah", "is there a tracklist", "mq")}</div>
</div>`,
};
