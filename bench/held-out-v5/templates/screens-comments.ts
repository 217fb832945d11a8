// Comment threads: Confluence (an office manager's kitchen rules, a list, and the comments under them,
// cropped at the top), ClickUp (a footer's year blocked for months, keyboard open with a comment typed,
// JPEG), Canva (a birthday invitation's comments, its words the owner's), GitLab (dark, a "typo fix"
// touching 87 files), Webtoon (dark, an episode's comments, a reader who never learnt the hero's name,
// a line cut under the comment box, JPEG), Basecamp (an office move's message and comments, downscaled).
import { avatar, icon, picture } from "./icons";
import { shapes } from "./parts";
import type { ScreenSpec } from "./screen-type";
import { esc, other, own, span, ui } from "./shell";

/** A named comment block: name and meta as labels, then lines of words, the owner's or the author's. */
const block = (color: string, name: string, meta: string, lines: string[], mine: boolean, extra = "") =>
  `<div class="row cm" style="align-items:flex-start">${avatar(30, color)}<div style="flex:1;min-width:0"><div class="row" style="gap:6px">${span(name, "cn")}${span(meta, "cd")}</div>${extra}${lines.map((t) => (mine ? own(t, "ct") : other(name, t, "ct"))).join("")}</div></div>`;

export const confluence: ScreenSpec = {
  id: "confluence-kitchen",
  app: "Confluence",
  kind: "comments",
  dark: false,
  device: "iphone",
  format: "png",
  owner: { name: "Gwen Pryce", handle: null },
  time: "14:02",
  battery: 58,
  crop: { top: 50 },
  replies: true,
  css: `body{background:#fff}.hd{flex:none;height:48px;padding:0 14px;gap:14px;border-bottom:1px solid #dfe1e6;color:#42526e}.hd b{flex:1;font-size:14px;font-weight:500;color:#6b778c}
.ti{font-size:22px;font-weight:600;line-height:28px;padding:12px 16px 4px;color:#172b4d}.by{gap:8px;padding:4px 16px 10px;font-size:12px;color:#6b778c}
.bd{font-size:15px;line-height:22px;color:#172b4d;padding:2px 16px}.li{padding-left:30px}.sec{font-size:14px;font-weight:600;color:#172b4d;padding:14px 16px 6px;border-top:1px solid #dfe1e6;margin-top:12px}
.cm{gap:10px;padding:7px 16px}.cn{font-size:13px;font-weight:600;color:#172b4d}.cd{font-size:12px;color:#6b778c}.ct{font-size:14px;line-height:20px;color:#172b4d;margin-top:1px}
.in{flex:none;gap:10px;padding:10px 16px 34px;border-top:1px solid #dfe1e6}.in .box{flex:1;height:38px;border-radius:4px;border:1px solid #dfe1e6;display:flex;align-items:center;padding:0 10px;color:#6b778c;font-size:14px}`,
  html: `<div class="row hd" data-role="ui">${icon.back(22)}<b>Office · Pages</b>${icon.share(20)}${icon.more(22)}</div>
<div class="fill">
${own("Kitchen etiquette (v3)", "ti")}
<div class="row by">${avatar(22, "#6554c0")}<span>Gwen Pryce · Office Manager · Updated 2 days ago</span></div>
${own("Following some incidents in May, please read the updated guidelines below. They apply to everyone on floors 2 and 3, including visitors.", "bd")}
<div style="height:8px"></div>
${own("1. Label your food with your name and the date.", "bd li")}
${own("2. The fridge is cleared every Friday at 4pm. No exceptions.", "bd li")}
${own("3. The fish rule still stands (see v2).", "bd li")}
${own("4. The good mugs are for clients.", "bd li")}
${own("5. If you finish the milk, you buy the milk.", "bd li")}
${ui("Comments (5)", "sec")}
${block("#00875a", "Abdul Rahman", "2 days ago", ["what is the fish rule?"], false)}
${block("#6554c0", "Gwen Pryce", "2 days ago", ["Please see v2."], true)}
${block("#00875a", "Abdul Rahman", "2 days ago", ["v2 is archived and I don’t have access"], false)}
${block("#6554c0", "Gwen Pryce", "Yesterday", ["I’ll share it."], true)}
${block("#ff991f", "Oliver Kent", "Yesterday", ["are the good mugs the white ones or the blue ones"], false)}
</div>
<div class="row in"><span class="box">Add a comment</span></div>`,
};

export const clickup: ScreenSpec = {
  id: "clickup-footer-year",
  app: "ClickUp",
  kind: "comments",
  dark: false,
  device: "android",
  format: "jpeg",
  quality: 73,
  owner: { name: "Harriet Sloane", handle: null },
  time: "10:17",
  battery: 88,
  keyboard: true,
  replies: true,
  css: `body{background:#fff}.hd{flex:none;height:50px;padding:0 12px;gap:14px;border-bottom:1px solid #e8eaed;color:#646464;background:#fff;position:relative;z-index:3}.hd b{flex:1;font-size:13px;font-weight:400}
.st{gap:8px;padding:10px 14px 0}.st span{font-size:11px;font-weight:700;color:#fff;background:#5f55ee;border-radius:4px;padding:3px 7px}.ti{font-size:18px;font-weight:600;line-height:24px;padding:6px 14px;color:#292d34}
.fl{gap:10px;padding:2px 14px;font-size:13px;color:#646464}.fl b{color:#292d34;font-weight:500}.fl .od{color:#e5484d}
.ck{gap:8px;padding:3px 14px;font-size:14px;color:#292d34}.bx{width:14px;height:14px;border:1.5px solid #9aa0a6;border-radius:3px;flex:none}.sec{font-size:13px;font-weight:600;color:#646464;padding:10px 14px 4px}
.cm{gap:10px;padding:6px 14px}.cn{font-size:13px;font-weight:600;color:#292d34}.cd{font-size:11px;color:#8a8f98}.ct{font-size:14px;line-height:19px;color:#292d34;margin-top:1px}
.in{flex:none;gap:10px;padding:6px 12px;background:#fff;border-top:1px solid #e8eaed;color:#7b68ee;position:relative;z-index:2}.in .box{flex:1;min-height:36px;border-radius:8px;border:1.5px solid #7b68ee;display:flex;align-items:center;padding:6px 10px;font-size:14px;color:#292d34}`,
  html: `<div class="row hd" data-role="ui">${icon.close(22)}<b>Website › Maintenance</b>${icon.moreV(20)}</div>
<div class="fill">
<div class="row st"><span>IN PROGRESS</span></div>
${own("Update copyright year in website footer", "ti")}
<div class="row fl"><span>Assignee</span><b>Harriet Sloane</b></div>
<div class="row fl"><span>Due</span><b class="od">Dec 31, 2023 · Overdue</b></div>
<div class="row fl"><span>Created</span><b>Jan 4, 2023</b></div>
${ui("Checklist 0/3", "sec")}
<div class="row ck"><span class="bx"></span>${own("Check with design")}</div>
<div class="row ck"><span class="bx"></span>${own("Check with legal")}</div>
<div class="row ck"><span class="bx"></span>${own("Update year")}</div>
${ui("Activity", "sec")}
${block("#0091ff", "Mo Farouk", "Mar 2", ["any update on this one?"], false)}
${block("#e5484d", "Harriet Sloane", "Mar 2", ["blocked on design"], true)}
${block("#0091ff", "Mo Farouk", "Today", ["can we close this?"], false)}
${block("#e5484d", "Harriet Sloane", "Today", ["still blocked on design, following up"], true)}
</div>
<div class="row in">${icon.paperclip(20)}<span class="box" data-role="other" data-author="You">${esc("design here, we don’t need to see this one 🙂")}</span>${icon.send(20)}</div>`,
};

export const canva: ScreenSpec = {
  id: "canva-invite",
  app: "Canva",
  kind: "comments",
  dark: false,
  device: "iphone",
  format: "png",
  owner: { name: "Adaeze Nwosu", handle: null },
  time: "22:51",
  battery: 42,
  replies: true,
  css: `body{background:#f0f1f5}.hd{flex:none;height:50px;padding:0 14px;gap:12px;background:#fff}.hd b{flex:1;font-size:15px;white-space:nowrap;overflow:hidden;text-overflow:ellipsis}.hd .sh{font-size:14px;font-weight:600;color:#fff;background:#8b3dff;border-radius:8px;padding:5px 12px}
.cv{margin:12px auto 0;width:230px;position:relative;box-shadow:0 2px 10px rgba(0,0,0,.15)}.cv .t1{position:absolute;left:0;right:0;top:18px;text-align:center;font-size:24px;font-weight:800;color:#fff;letter-spacing:1px}
.cv .t2{position:absolute;left:0;right:0;bottom:38px;text-align:center;font-size:12px;color:#fff}.cv .t3{position:absolute;left:0;right:0;bottom:20px;text-align:center;font-size:10px;color:#ffe082}
.pn{background:#fff;border-radius:16px 16px 0 0;margin-top:14px;padding:10px 0 4px}.pn .h{font-size:14px;font-weight:600;padding:2px 16px 6px}
.cm{gap:10px;padding:7px 16px}.cn{font-size:13px;font-weight:600;color:#0e1318}.cd{font-size:12px;color:#6b7280}.ct{font-size:14px;line-height:20px;color:#0e1318;margin-top:1px}`,
  html: `<div class="row hd" data-role="ui">${icon.back(22)}<b>Obinna’s 30th invite 🎉</b>${span("Share", "sh")}</div>
<div class="fill">
<div class="cv">${picture(
    230,
    300,
    ["#1a237e", "#6a1b9a"],
    shapes([
      [55, 70, 120, 130, "#f1c27d"],
      [80, 120, 16, 16, "#3e2723"],
      [134, 120, 16, 16, "#3e2723"],
      [95, 160, 40, 16, "#c2185b", "0 0 20px 20px"],
      [15, 240, 30, 30, "#ffd54f"],
      [185, 230, 24, 24, "#4dd0e1"],
    ]),
  )}<div class="t1" data-role="owner">${esc("OBINNA IS 30")}</div><div class="t2" data-role="owner">${esc("Saturday 14 Sept · 7pm · Peckham")}</div><div class="t3" data-role="owner">${esc("Dress code: something he hasn’t seen you in")}</div></div>
<div class="pn">${ui("Comments", "h")}
${block("#00a693", "Obinna Nwosu", "2h", ["why is my face so big"], false)}
${block("#8b3dff", "Adaeze Nwosu", "2h", ["it’s your birthday, it’s meant to be big"], true)}
${block("#00a693", "Obinna Nwosu", "1h", ["it’s my baby photo"], false)}
${block("#8b3dff", "Adaeze Nwosu", "1h", ["yes"], true)}
${block("#f57c00", "Chioma Eze", "20m", ["the font is lovely though"], false)}
</div></div>`,
};

export const gitlab: ScreenSpec = {
  id: "gitlab-typo-mr",
  app: "GitLab",
  kind: "comments",
  dark: true,
  device: "iphone-max",
  format: "png",
  owner: { name: "Sven Eriksen", handle: "@sven.e" },
  time: "16:34",
  battery: 37,
  replies: true,
  css: `body{background:#1f1e24}.hd{flex:none;height:48px;padding:0 14px;gap:12px;color:#bfbfc3;border-bottom:1px solid #333238}.hd b{flex:1;font-size:13px;font-weight:400}
.ti{font-size:19px;font-weight:600;line-height:25px;padding:12px 16px 4px;color:#ececef}.st{gap:8px;padding:4px 16px;flex-wrap:wrap;font-size:12px}.st span{border-radius:10px;padding:2px 8px;background:#333238;color:#bfbfc3}.st .op{background:#24663b;color:#fff}.st .fl{background:#8d1300;color:#fff}
.by{font-size:13px;color:#a4a3a8;padding:6px 16px}.nums{gap:14px;padding:6px 16px 10px;font-size:13px;color:#a4a3a8;border-bottom:1px solid #333238}.nums .a{color:#2da160}.nums .d{color:#ec5941}
.ds{font-size:15px;line-height:22px;color:#dcdcde;padding:10px 16px;border-bottom:1px solid #333238}.sec{font-size:13px;color:#a4a3a8;padding:12px 16px 4px}
.cm{gap:10px;padding:8px 16px}.cn{font-size:13px;font-weight:600;color:#ececef}.cd{font-size:12px;color:#89888d}.ct{font-size:14px;line-height:20px;color:#dcdcde;margin-top:2px}.ev{font-size:12px;color:#89888d;padding:4px 16px 4px 56px}
.in{flex:none;gap:10px;padding:10px 14px 34px;border-top:1px solid #333238}.in .box{flex:1;height:40px;border-radius:6px;background:#28272d;border:1px solid #434248;display:flex;align-items:center;padding:0 12px;color:#89888d;font-size:14px}`,
  html: `<div class="row hd" data-role="ui">${icon.back(22)}<b>payments-core / !482</b>${icon.more(22)}</div>
<div class="fill">
${own("Fix typo in README", "ti")}
<div class="row st"><span class="op">Open</span><span class="fl">Pipeline failed</span><span>1 approval required</span></div>
${ui("Sven Eriksen @sven.e requested to merge sven/readme-typo into main", "by")}
<div class="row nums"><span>87 files</span><span class="a">+3,402</span><span class="d">−1,118</span></div>
${own("Fixes a typo in the README (“recieve”). Also tidied up a few things while I was in there.", "ds")}
${ui("Activity", "sec")}
${block("#c17d10", "Parisa Ahmadi", "1d", ["This touches 87 files. Can you split it up?"], false)}
${block("#5b5bd6", "Sven Eriksen", "1d", ["Sure, after this one is merged"], true)}
${ui("Parisa Ahmadi requested changes · 1d", "ev")}
${block("#2da160", "Kwame Asare", "6h", ["pipeline is failing on the refund tests"], false)}
${block("#5b5bd6", "Sven Eriksen", "5h", ["unrelated"], true)}
</div>
<div class="row in"><span class="box">Write a comment or drag your files here…</span></div>`,
};

export const webtoon: ScreenSpec = {
  id: "webtoon-episode",
  app: "Webtoon",
  kind: "comments",
  dark: true,
  device: "android",
  format: "jpeg",
  quality: 70,
  owner: { name: "lunarfries", handle: null },
  time: "00:26",
  battery: 19,
  cutLines: 1,
  replies: true,
  css: `body{background:#121212}.hd{flex:none;height:52px;padding:0 14px;gap:14px;background:#121212;border-bottom:1px solid #262626}.hd b{font-size:15px;font-weight:500;display:block}.hd small{font-size:12px;color:#8c8c8c;display:block}
.tabs{gap:16px;padding:10px 16px;font-size:13px;color:#8c8c8c}.tabs b{color:#00dc64}
.cm{gap:10px;padding:9px 16px}.cn{font-size:13px;font-weight:600;color:#e6e6e6}.cd{font-size:11px;color:#777}.ct{font-size:14px;line-height:20px;color:#e0e0e0;margin-top:2px}
.bst{font-size:10px;font-weight:700;color:#121212;background:#00dc64;border-radius:3px;padding:1px 4px;margin-left:52px;width:max-content}.lk{gap:16px;padding:0 16px 6px 56px;font-size:12px;color:#8c8c8c}.rp{padding-left:34px}
.in{flex:none;gap:10px;padding:8px 12px 22px;background:#1c1c1c;border-top:1px solid #262626;position:relative;z-index:3}.in .box{flex:1;height:40px;border-radius:20px;background:#262626;display:flex;align-items:center;padding:0 14px;color:#8c8c8c;font-size:14px}
.fill{padding-top:20px}/*tune*/`,
  html: `<div class="row hd" data-role="ui">${icon.back(22)}<div style="flex:1"><b>Comments (4,812)</b><small>The Ninth Gate · Ep. 87 – The Return</small></div></div>
<div class="fill">
<div class="row tabs"><b>TOP</b><span>NEWEST</span></div>
<div class="bst">BEST</div>
${block("#e91e63", "kaelsimp_04", "Jun 2", ["87 episodes of slow burn and they held hands for ONE panel 😭"], false)}
<div class="row lk">${span("👍 8.2K")}${span("👎 41")}${span("💬 212")}</div>
<div class="bst">BEST</div>
${block("#3f51b5", "lunarfries", "Jun 2", ["I’ve been reading since episode 1 and I still don’t know the main character’s name"], true)}
<div class="row lk">${span("👍 1.1K")}${span("👎 12")}${span("💬 43")}</div>
<div class="rp">${block("#009688", "nightowl.rin", "Jun 2", ["it’s Kael. they say it like 400 times"], false)}</div>
<div class="rp">${block("#3f51b5", "lunarfries", "Jun 2", ["I mostly look at the pictures"], true)}</div>
${block("#ff9800", "moth_mother", "Jun 3", ["the backgrounds this week were unreal, the rain panel 😍"], false)}
<div class="row lk">${span("👍 604")}${span("👎 3")}${span("💬 9")}</div>
${block("#9c27b0", "pangolin.p", "Jun 3", ["waiting a whole week for the next one should be illegal"], false)}
<div class="row lk">${span("👍 388")}${span("👎 2")}${span("💬 4")}</div>
${block("#607d8b", "reads_at_2am", "Jun 3", ["the author’s note at the end about their cat being sick, hope he’s ok"], false)}
</div>
<div class="row in"><span class="box">Leave a comment</span>${icon.send(20)}</div>`,
};

export const basecamp: ScreenSpec = {
  id: "basecamp-office-move",
  app: "Basecamp",
  kind: "comments",
  dark: false,
  device: "iphone",
  format: "png",
  owner: { name: "Bayani Cruz", handle: null },
  time: "17:09",
  battery: 73,
  downscaleTo: 828,
  replies: true,
  css: `body{background:#fdfbf6}.hd{flex:none;height:48px;padding:0 14px;gap:12px;border-bottom:1px solid #ece6d8}.hd b{flex:1;text-align:center;font-size:14px;color:#5f5a4f}
.ti{font-size:22px;font-weight:800;line-height:28px;padding:12px 16px 4px;color:#283c46}.by{gap:8px;padding:4px 16px 8px;font-size:13px;color:#7a7467}
.bd{font-size:15px;line-height:22px;color:#283c46;padding:2px 16px}.li{padding-left:28px}.sp{height:8px}.sec{font-size:13px;font-weight:700;color:#7a7467;padding:12px 16px 4px;border-top:1px solid #ece6d8;margin-top:10px}
.cm{gap:10px;padding:7px 16px}.cn{font-size:13px;font-weight:700;color:#283c46}.cd{font-size:12px;color:#7a7467}.ct{font-size:14px;line-height:20px;color:#283c46;margin-top:1px}`,
  html: `<div class="row hd" data-role="ui">${icon.back(22)}<b>Hartley &amp; Moss · Message Board</b>${icon.more(22)}</div>
<div class="fill">
${own("Office move: what to bring", "ti")}
<div class="row by">${avatar(24, "#2e7d32")}<span>Bayani Cruz · Jun 3 · Notified 31 people</span></div>
${own("Hi all, the movers come Friday at 8am. Please have your desk packed by Thursday 5pm. Bring with you:", "bd")}
${own("• Laptop and charger", "bd li")}
${own("• Anything from your desk you want to keep", "bd li")}
${own("• Plants (labelled with your name)", "bd li")}
${own("• Your mug, if it is actually yours", "bd li")}
<div class="sp"></div>
${own("Please do NOT pack the sofa on the 3rd floor. It isn’t ours and we don’t know whose it is.", "bd")}
${ui("Comments", "sec")}
${block("#c2185b", "Hannah Okoye", "Jun 3", ["so is the sofa coming or staying"], false)}
${block("#2e7d32", "Bayani Cruz", "Jun 3", ["Staying."], true)}
${block("#1565c0", "Rui Santos", "Jun 4", ["what about the fish tank"], false)}
${block("#2e7d32", "Bayani Cruz", "Jun 4", ["Chidi is taking the fish home for the weekend."], true)}
${block("#ef6c00", "Chidi Obi", "Jun 4", ["happy to 🐟"], false)}
</div>`,
};

export const COMMENTS: ScreenSpec[] = [confluence, clickup, canva, gitlab, webtoon, basecamp];
