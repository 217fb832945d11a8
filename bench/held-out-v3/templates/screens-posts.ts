// Posts and comment threads: Mumsnet (a short opening post under a long thread, shared twice), Ring
// Neighbors (an all-caps alert, everyone is "Neighbor", shared twice), Citizen (dark, a line under a
// translucent header, the owner says one thing), Meetup (an event and its comments), Flickr (dark, a
// photo title under a thread of comments), AO3 (cropped on the right), Dribbble (downscaled), Vimeo
// (dark, a wedding film).
import { avatar, icon, picture } from "./icons";
import { comment } from "./parts";
import type { ScreenSpec } from "./screen-type";
import { other, own, span, ui } from "./shell";

const mnPost = (name: string, age: string, text: string, mine: boolean) =>
  `<div class="mp"><div class="row mh">${span(name, mine ? "mn op" : "mn")}${span(age, "ma")}</div>${mine ? own(text, "mt") : other(name, text, "mt")}</div>`;

export const mumsnet: ScreenSpec = {
  id: "mumsnet-thread",
  app: "Mumsnet",
  kind: "comments",
  dark: false,
  device: "iphone",
  format: "jpeg",
  generations: [{ quality: 85 }, { width: 828, quality: 66 }],
  owner: { name: "TeaAndToastAt4", handle: null },
  time: "21:17",
  battery: 44,
  cutLines: 1,
  replies: true,
  css: `body{background:#f4f4f4}.fill{padding-top:8px}.hd{flex:none;height:50px;padding:0 14px;gap:12px;background:#fff;border-bottom:3px solid #26a69a}.hd b{flex:1;font-size:17px;color:#26a69a;font-weight:800}
.tt{background:#fff;padding:12px 16px}.tb{font-size:12px;color:#777;text-transform:uppercase;letter-spacing:.5px}.tq{font-size:18px;line-height:24px;font-weight:700;margin-top:4px}
.mp{background:#fff;margin-top:6px;padding:10px 16px}.mh{gap:8px;align-items:baseline}.mn{font-size:14px;font-weight:700;color:#26a69a}.mn.op{color:#c2185b}.ma{font-size:12px;color:#888}.mt{font-size:15px;line-height:22px;margin-top:4px}
.tabs{flex:none;height:76px;justify-content:space-around;align-items:flex-start;padding-top:10px;background:#fff;border-top:1px solid #ddd;color:#777;position:relative;z-index:2}`,
  html: `<div class="row hd">${icon.menu(22)}<b>mumsnet</b>${icon.search(22)}${icon.person(22)}</div>
<div class="fill">
<div class="tt">${ui("Am I being unreasonable?", "tb")}${own("AIBU to think my husband shouldn’t have a nap schedule on the fridge", "tq")}</div>
${mnPost("TeaAndToastAt4", "(OP) · Tue 19:02", "He’s laminated it. There are colour codes.", true)}
${mnPost("SunnySideUpNow", "Tue 19:10", "YABU. Laminating means he’s serious. I’d respect a man who commits to a nap like that, mine just falls asleep during the news and denies it with his mouth open", false)}
${mnPost("Pickle84", "Tue 19:14", "What are the colour codes for?? Please tell me red means do not disturb, dad is charging", false)}
${mnPost("MrsGarlicBread", "Tue 19:21", "I need to see this fridge. Post a photo. For science", false)}
${mnPost("Ellabellabee", "Tue 19:33", "honestly I would laminate my own if anyone in this house respected my time. I’ve been trying to have a bath since March", false)}
${mnPost("NotTheMumOfTheYear", "Tue 19:40", "Does he keep to it though? Because a schedule he keeps is a miracle and a schedule he ignores is just decor", false)}
</div>
<div class="row tabs">${icon.home()}${icon.chat()}${icon.plusBox()}${icon.bell()}</div>`,
};

const ringComment = (dist: string, age: string, text: string) =>
  `<div class="rc"><div class="row rh">${avatar(26, "#9aa5b1")}${span(`Neighbor · ${dist}`, "rn")}${span(age, "ra")}</div>${other(`Neighbor (${dist})`, text, "rt")}</div>`;

export const ring: ScreenSpec = {
  id: "ring-neighbors-post",
  app: "Ring Neighbors",
  kind: "post",
  dark: false,
  device: "android",
  format: "jpeg",
  generations: [{ quality: 86 }, { width: 720, quality: 63 }],
  owner: { name: "Neighbor", handle: null },
  time: "14:36",
  battery: 59,
  replies: true,
  css: `body{background:#f5f7f9}.hd{flex:none;height:54px;padding:0 14px;gap:14px;background:#fff;border-bottom:1px solid #e4e8ec}.hd b{flex:1;font-size:17px;font-weight:500}
.post{background:#fff;padding:12px 16px}.pc{gap:8px;align-items:center}.cat{font-size:12px;font-weight:700;color:#fff;background:#e0483b;border-radius:4px;padding:3px 8px}.pm{font-size:12px;color:#6b7785}
.pt{font-size:17px;font-weight:700;margin-top:10px;line-height:23px}.px{font-size:15px;line-height:22px;margin-top:6px;white-space:pre-line}
.vid{margin-top:10px;border-radius:8px;overflow:hidden;position:relative}.vid .ts{position:absolute;left:8px;top:6px;color:#fff;font-size:11px;font-family:monospace;background:rgba(0,0,0,.45);padding:1px 4px}
.acts{gap:22px;padding:10px 16px;background:#fff;border-top:1px solid #eef1f4;color:#6b7785;font-size:14px}
.rc{background:#fff;margin-top:4px;padding:10px 16px}.rh{gap:8px}.rn{font-size:13px;font-weight:500}.ra{font-size:12px;color:#6b7785}.rt{font-size:15px;line-height:21px;margin:4px 0 0 34px}`,
  html: `<div class="row hd">${icon.back(22)}<b>Post</b>${icon.share(20)}${icon.moreV(20)}</div>
<div class="fill">
<div class="post"><div class="row pc"><span class="cat">SUSPICIOUS</span>${span("Neighbor · 0.1 mi · 2h ago", "pm")}</div>
${own("MAN WALKING HOUSE TO HOUSE ON ELM ST", "pt")}
${own("HI VIS VEST. CLIPBOARD. LOOKING AT EVERY HOUSE. KNOCKED ON MY DOOR TWICE. I DID NOT ANSWER. HE WROTE SOMETHING DOWN. LOCK YOUR DOORS PEOPLE\nupdate: it was the meter reader. he has a badge. he was very nice about it", "px")}
<div class="vid">${picture("100%", 130, ["#59636b", "#2f3539"], `<div style="position:absolute;left:150px;top:40px;width:26px;height:70px;border-radius:12px 12px 4px 4px;background:#e7ff3a;opacity:.85"></div>`)}<span class="ts">FRONT DOOR 12:14:09</span></div></div>
<div class="row acts"><span class="row" style="gap:6px">${icon.thumbUp(18)}${span("41")}</span><span class="row" style="gap:6px">${icon.comment(18)}${span("23")}</span>${icon.share(18)}</div>
${ringComment("0.2 mi", "1h", "He came to mine too. He read my meter. Terrifying")}
${ringComment("0.1 mi", "1h", "he knocked twice because your meter is inside and you have a camera pointed at him")}
${ringComment("0.4 mi", "45m", "Thank you for keeping us safe from accurate billing")}
</div>`,
};

export const citizen: ScreenSpec = {
  id: "citizen-incident",
  app: "Citizen",
  kind: "comments",
  dark: true,
  device: "iphone",
  format: "jpeg",
  quality: 74,
  owner: { name: "marcus_t22", handle: null },
  time: "08:41",
  battery: 83,
  cutLines: 1,
  replies: true,
  css: `body{background:#0b0b0d}.hd{position:absolute;left:0;right:0;top:50px;height:92px;z-index:4;padding:8px 16px;background:rgba(20,20,24,.72);backdrop-filter:blur(14px);-webkit-backdrop-filter:blur(14px);border-bottom:1px solid rgba(255,255,255,.08)}
.hd .t{font-size:17px;font-weight:700;line-height:22px}.hd .m{font-size:13px;color:#9a9aa2;margin-top:2px}.hd .row{gap:10px}.dot{width:10px;height:10px;border-radius:50%;background:#ff3b30;flex:none}
.fill{padding:76px 16px 0}.up{font-size:12px;color:#9a9aa2;margin:6px 0 2px}.ux{font-size:15px;line-height:21px;color:#e8e8ea}
.c{gap:10px;padding:10px 0;border-top:1px solid #1f1f24}.cn{font-size:14px;font-weight:600}.cm{font-size:12px;color:#8a8a92}.ct{font-size:15px;line-height:21px;color:#e8e8ea;margin-top:2px}
.in{flex:none;gap:10px;padding:8px 14px 34px;border-top:1px solid #1f1f24;color:#8a8a92}.in .box{flex:1;height:38px;border-radius:19px;background:#1c1c20;display:flex;align-items:center;padding:0 14px;font-size:15px}`,
  html: `<div class="hd"><div class="row"><span class="dot"></span><div style="flex:1">${ui("Goose Blocking Traffic", "t")}${ui("Main St & 4th Ave · 0.3 mi · 2h ago", "m")}</div></div>${ui("👁 4.1K · 💬 212", "m")}</div>
<div class="fill">
${ui("Update · 6:58 AM", "up")}${ui("Police on scene. Goose declining to move.", "ux")}
${comment("#ff9f0a", "kayla_m", "1h", "he’s been there since 6. he has a friend now", false)}
${comment("#64d2ff", "bigjoe_77", "1h", "someone called the fire department on a goose lol", false)}
${comment("#bf5af2", "Rosalind P", "58m", "He isn’t blocking traffic. Traffic is blocking him. He was here first.", false)}
${comment("#30d158", "marcus_t22", "51m", "i honked at him and he honked back. not going to work today", true)}
${comment("#ff375f", "Deb from 4th", "40m", "Update: goose has been joined by a second goose. This is a standoff now", false)}
${comment("#ffd60a", "jjjjj", "32m", "the geese have unionised", false)}
${comment("#0a84ff", "Ahmed R.", "20m", "marcus you lost a honking contest to a bird and took the day off, respect", false)}
</div>
<div class="row in"><span class="box">Add a comment…</span>${icon.send(20)}</div>`,
};

export const meetup: ScreenSpec = {
  id: "meetup-event",
  app: "Meetup",
  kind: "post",
  dark: false,
  device: "iphone-max",
  format: "png",
  owner: { name: "Ian Fairweather", handle: null },
  time: "18:30",
  battery: 70,
  replies: true,
  css: `.hd{flex:none;height:46px;padding:0 14px;gap:14px}.hd b{flex:1}
.dt{font-size:13px;color:#c3002f;font-weight:700;padding:4px 16px 0;text-transform:uppercase}.et{font-size:22px;line-height:28px;font-weight:800;padding:4px 16px}
.host{gap:10px;padding:8px 16px;font-size:14px}.host b{font-weight:600}.hm{font-size:13px;color:#6b6b6b}
.det{font-size:16px;font-weight:700;padding:10px 16px 4px}.tx{font-size:15px;line-height:22px;padding:0 16px;white-space:pre-line}
.att{gap:6px;padding:12px 16px;font-size:14px;color:#6b6b6b}.sec{font-size:16px;font-weight:700;padding:8px 16px 2px;border-top:8px solid #f6f7f8}
.c{gap:10px;padding:10px 16px 0}.cn{font-weight:600;font-size:14px}.cm{color:#6b6b6b;font-size:12px}.ct{font-size:15px;line-height:21px;margin-top:2px}
.bar{flex:none;gap:12px;padding:10px 16px 34px;border-top:1px solid #e6e6e6;align-items:center}.bar .p{flex:1;font-size:14px;color:#6b6b6b}.bar .b{background:#f65858;color:#fff;border-radius:8px;padding:10px 22px;font-weight:700}`,
  html: `<div class="row hd">${icon.back(24)}<b></b>${icon.share(22)}${icon.bookmark(22)}</div>
<div class="fill">
${ui("Thu, Nov 12 · 7:00 PM GMT", "dt")}
${own("Silent Book Club: bring a book, don’t talk 📚", "et")}
<div class="row host">${avatar(34, "#5a7d9a")}<div>${ui("Hosted by Ian Fairweather", "")}${ui("Quiet Readers of Croydon", "hm")}</div></div>
${ui("Details", "det")}
${own("Come and read silently with other people. No talking. Absolutely no talking.\nLast month someone talked about their book for forty minutes and we lost nine members.\nTea provided. Please do not crunch the biscuits.", "tx")}
<div class="row att">${avatar(22, "#d98b5f")}${avatar(22, "#7aa36f")}${avatar(22, "#9b7ac2")}${span("11 attendees · 9 spots left")}</div>
${ui("Comments (4)", "sec")}
${comment("#d98b5f", "Priya Sandhu", "2d", "Is this about me", false)}
${comment("#7aa36f", "Owen", "2d", "can we whisper", false)}
${comment("#5a7d9a", "Ian Fairweather", "2d", "No.", true)}
${comment("#d98b5f", "Priya Sandhu", "1d", "ok it was about me. I’m coming anyway and I’m bringing the sequel", false)}
</div>
<div class="row bar"><span class="p">FREE · 9 spots left</span><span class="b">Attend</span></div>`,
};

export const flickr: ScreenSpec = {
  id: "flickr-photo",
  app: "Flickr",
  kind: "comments",
  dark: true,
  device: "android",
  format: "png",
  owner: { name: "Ray Hollis", handle: null },
  time: "19:05",
  battery: 48,
  replies: true,
  css: `body{background:#000}.hd{flex:none;height:52px;padding:0 14px;gap:16px;color:#ddd}.hd b{flex:1}
.ph{flex:none}.meta{padding:10px 16px 6px}.tt{font-size:17px;font-weight:500}.by{font-size:13px;color:#aaa;margin-top:2px}.ex{font-size:12px;color:#888;margin-top:4px}
.acts{gap:22px;padding:6px 16px 10px;color:#ccc;font-size:13px;border-bottom:1px solid #222}
.c{gap:10px;padding:8px 16px}.cn{font-weight:500;font-size:13px;color:#fff}.cm{color:#888;font-size:12px}.ct{font-size:14px;line-height:20px;color:#ddd;margin-top:2px}`,
  html: `<div class="row hd">${icon.back(22)}<b></b>${icon.share(20)}${icon.moreV(20)}</div>
<div class="ph">${picture("100%", 200, ["#f6a04d", "#3a1f5d"], `<div style="position:absolute;left:120px;top:70px;width:80px;height:80px;border-radius:50%;background:#ffd27a;opacity:.9"></div><div style="position:absolute;left:-20px;right:-20px;top:135px;height:90px;background:#1b2f4a;transform:rotate(3deg)"></div>`)}</div>
<div class="fill">
<div class="meta">${own("Sunset over Lake Harriet", "tt")}${ui("by Ray Hollis · Taken on 2 October 2026", "by")}${ui("NIKON D750 · 24-120mm · ƒ/8 · 1/250 · ISO 100", "ex")}</div>
<div class="row acts">${span("☆ 37 faves")}${span("💬 9 comments")}${span("👁 1,204 views")}</div>
${comment("#e76f51", "~*~ Sunsets of the World ~*~", "", "Seen in Sunsets of the World ~ please add this photo to the group! (Invite only) 🌅", false)}
${comment("#2a9d8f", "Hiroshi Tanaka", "2w", "Wonderful colours. Your horizon is tilted a little", false)}
${comment("#e9c46a", "Gwen Adler", "2w", "About 3 degrees. The lake is draining to the left", false)}
${comment("#2a9d8f", "Hiroshi Tanaka", "2w", "The lake is escaping, Ray", false)}
${comment("#8ab17d", "Ray Hollis", "2w", "It’s the curvature of the earth", true)}
${comment("#f4a261", "Doug M.", "1w", "Ray it is a lake in Minneapolis", false)}
</div>`,
};

export const ao3: ScreenSpec = {
  id: "ao3-work",
  app: "AO3",
  kind: "post",
  dark: false,
  device: "iphone",
  format: "jpeg",
  quality: 72,
  owner: { name: "quietstarling", handle: null },
  time: "01:12",
  battery: 21,
  crop: { right: 30 },
  cutLines: 4,
  replies: true,
  css: `body{background:#fff;color:#2a2a2a}.url{flex:none;height:40px;margin:0 10px;border-radius:10px;background:#eeeef0;display:flex;align-items:center;justify-content:center;font-size:14px;color:#555}
.hd{flex:none;height:44px;background:#990000;color:#fff;padding:0 12px;gap:10px;margin-top:6px}.hd b{font-family:"P052",serif;font-size:19px;flex:1}
.fill{padding:8px 14px;font-family:"P052",serif}.wt{font-size:22px;line-height:28px;text-align:center;color:#900}.wa{text-align:center;font-size:15px;color:#900;margin:2px 0 8px}
.tags{font-size:13px;line-height:19px;background:#f6f6f6;border:1px solid #ddd;padding:6px 8px;margin-bottom:8px}.tags b{font-weight:700}
.nh{font-size:16px;font-weight:700;margin-top:6px}.nx{font-size:15px;line-height:22px;border:1px solid #ddd;padding:6px 10px;margin:4px 0 10px;white-space:pre-line}
.kd{font-size:13px;line-height:18px;color:#555;border-top:1px solid #ddd;padding-top:8px}
.cm{border:1px solid #ccc;margin-top:8px}.ch{background:#eee;padding:4px 8px;font-size:13px}.ch b{color:#900}.cx{padding:6px 8px;font-size:14px;line-height:20px}`,
  html: `<div class="url">🔒 archiveofourown.org</div>
<div class="row hd"><b>Archive of Our Own</b>${icon.search(20)}${icon.menu(22)}</div>
<div class="fill">
<div class="tags"><b>Rating:</b> Teen And Up · <b>Fandom:</b> Original Work · <b>Tags:</b> Coffee Shop AU, Slow Burn, Very Slow Burn, I Am So Sorry, Eventual Happy Ending (Eventually)<br><b>Chapters:</b> 12/83 · <b>Kudos:</b> 1,412 · <b>Hits:</b> 38,907</div>
${own("The Coffee Shop AU Nobody Asked For", "wt")}
${ui("quietstarling", "wa")}
${ui("Notes:", "nh")}
${own("sorry for the 2 year hiatus!! I got a job, lost the job, moved house twice and my cat learned to open doors. chapter 13 is coming soon I promise (I have promised this before)", "nx")}
${ui("quietstarling, Sam_Reads, inkyfingers and 1,409 more users left kudos on this work!", "kd")}
<div class="cm"><div class="ch"><b>readsinthebath</b> on Chapter 12 · Mon 02 Nov 2026</div>${other("readsinthebath", "2 YEARS. my son started school in the time between chapter 11 and 12. he can read now. he is not allowed to read this", "cx")}</div>
<div class="cm"><div class="ch"><b>lemonbars</b> on Chapter 12 · Mon 02 Nov 2026</div>${other("lemonbars", "83 chapters at this pace. see you all in 2168 ❤️", "cx")}</div>
</div>`,
};

export const dribbble: ScreenSpec = {
  id: "dribbble-shot",
  app: "Dribbble",
  kind: "post",
  dark: false,
  device: "iphone",
  format: "png",
  downscaleTo: 720,
  owner: { name: "Tyler Ng", handle: null },
  time: "11:06",
  battery: 90,
  replies: true,
  css: `.hd{flex:none;height:46px;padding:0 14px;gap:14px}.hd b{flex:1}
.au{gap:10px;padding:4px 16px 10px}.an{font-size:15px;font-weight:600}.am{font-size:13px;color:#6e6d7a}.fb{margin-left:auto;border:1px solid #e7e7e9;border-radius:18px;padding:6px 14px;font-size:13px;font-weight:600}
.shot{margin:0 16px;border-radius:10px;overflow:hidden;position:relative}.scr{position:absolute;top:24px;width:84px;height:168px;border-radius:14px;background:rgba(255,255,255,.18);border:1px solid rgba(255,255,255,.35)}
.st{font-size:20px;line-height:26px;font-weight:700;padding:12px 16px 4px}.tx{font-size:15px;line-height:22px;padding:0 16px}
.acts{gap:18px;padding:10px 16px;color:#6e6d7a;font-size:14px;border-bottom:1px solid #eee}
.c{gap:10px;padding:10px 16px 0}.cn{font-weight:600;font-size:14px}.cm{color:#9e9ea7;font-size:12px}.ct{font-size:15px;line-height:21px;margin-top:2px}`,
  html: `<div class="row hd">${icon.back(22)}<b></b>${icon.heart(22)}${icon.bookmark(20)}${icon.share(20)}</div>
<div class="row au">${avatar(38, "#ea4c89")}<div>${ui("Tyler Ng", "an")}${ui("Available for work", "am")}</div><span class="fb">Follow</span></div>
<div class="shot">${picture("100%", 210, ["#2b1055", "#d16ba5"], `<span class="scr" style="left:40px"></span><span class="scr" style="left:138px;top:14px"></span><span class="scr" style="left:236px"></span>`)}</div>
${own("Banking App Concept — Dark Mode, Glassmorphism ✨", "st")}
${own("Playing with a new concept for a banking app nobody asked for. Press L if you love it ❤️ Open for freelance!", "tx")}
<div class="row acts">${span("♥ 12")}${span("👁 340")}${span("💬 3")}</div>
<div class="fill">
${comment("#4a90d9", "Lotte de Boer", "2d", "love the vibes but where is the balance", false)}
${comment("#ea4c89", "Tyler Ng", "2d", "balance is on the next screen (not designed yet)", true)}
${comment("#f5a623", "sam_uxd", "1d", "Congrats on the only bank app where I can’t see my money. Relatable honestly", false)}
</div>`,
};

export const vimeo: ScreenSpec = {
  id: "vimeo-video",
  app: "Vimeo",
  kind: "post",
  dark: true,
  device: "iphone-max",
  format: "png",
  owner: { name: "Tom Brennan", handle: null },
  time: "21:58",
  battery: 37,
  replies: true,
  css: `body{background:#0d1116}.vid{flex:none;position:relative}.vid .pl{position:absolute;left:50%;top:50%;margin:-26px 0 0 -36px;width:72px;height:52px;border-radius:8px;background:#17d5ff;color:#fff;display:flex;align-items:center;justify-content:center}
.vid .tm{position:absolute;right:10px;bottom:8px;font-size:12px;background:rgba(0,0,0,.6);padding:1px 5px;border-radius:3px}
.tt{font-size:19px;line-height:25px;font-weight:700;padding:12px 16px 4px}.by{gap:8px;padding:2px 16px;font-size:14px;color:#8f9bab}
.ds{font-size:15px;line-height:22px;color:#c7d0db;padding:8px 16px;white-space:pre-line}
.sec{font-size:15px;font-weight:700;padding:8px 16px 0;border-top:1px solid #1f2731}.c{gap:10px;padding:10px 16px 0}.cn{font-weight:600;font-size:14px}.cm{color:#8f9bab;font-size:12px}.ct{font-size:15px;line-height:21px;margin-top:2px;color:#dfe6ee}`,
  html: `<div class="vid">${picture("100%", 240, ["#f3e7d3", "#b79a7e"], `<div style="position:absolute;left:90px;top:60px;width:70px;height:150px;border-radius:35px 35px 0 0;background:#fff"></div><div style="position:absolute;left:180px;top:55px;width:60px;height:155px;border-radius:30px 30px 0 0;background:#2e2e38"></div>`)}<span class="pl">${icon.play(26)}</span><span class="tm">47:12</span></div>
<div class="fill">
${own("Tom & Alicia — Our Wedding Film (Director’s Cut)", "tt")}
<div class="row by">${avatar(22, "#17a2b8")}${span("Tom Brennan · 1 week ago · 312 views")}</div>
${own("Filmed and edited it all myself. Three months of editing. The first dance is 14 minutes because I couldn’t choose a take.", "ds")}
${ui("Comments (6)", "sec")}
${comment("#e56b6f", "Alicia Brennan", "6d", "i love you but why is the speeches section muted", false)}
${comment("#17a2b8", "Tom Brennan", "6d", "Artistic choice", true)}
${comment("#b56576", "Uncle Pete", "6d", "it’s muted because of my speech alicia. he told me at the reception", false)}
${comment("#6d597a", "Jo Kaur", "5d", "47 minutes. the actual wedding was 45", false)}
</div>`,
};

export const POSTS: ScreenSpec[] = [mumsnet, ring, citizen, meetup, flickr, ao3, dribbble, vimeo];
