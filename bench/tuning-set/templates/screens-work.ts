// Work and school: Figma (comments on a design, dark, iOS keyboard with a reply typed), Google
// Classroom (a stream post under students' comments, Android banner), Blackboard (a discussion board,
// cropped at the bottom), Khan Academy (questions under a video), Chegg (a question and an expert's
// answer, a second-generation JPEG), Houzz (a project photo's comments, Gboard open).
import { comment, counts } from "./parts";
import { avatar, css, DARK, header, icon, input, LIGHT, other, own, span, tabs, theme, ui } from "./kit";
import type { ScreenSpec } from "./screen-type";

export const figma: ScreenSpec = {
  id: "figma-comments",
  app: "Figma",
  kind: "comments",
  dark: true,
  device: "iphone",
  format: "png",
  owner: { name: "Rhys Calloway", handle: null },
  time: "16:44",
  battery: 55,
  keyboard: true,
  suggestions: ["it", "the", "I"],
  replies: true,
  css: css(
    theme(DARK, { bg: "#1e1e1e", card: "#2c2c2c", line: "#383838", acc: "#0d99ff" }),
    ".pin{width:26px;height:26px;border-radius:13px 13px 13px 2px;background:#0d99ff;flex:none}.res{font-size:12px;color:#0d99ff}",
  ),
  html: `${header("Comments", "Checkout v7 FINAL (2) · Page 3", { right: `${icon.sliders(20)}${icon.close(20)}` })}
<div class="fill" style="padding-top:6px">
<div class="row" style="gap:8px;margin:6px 0"><span class="pin"></span>${span("#14 · Frame “Pay button”", "meta")}<span style="flex:1"></span>${span("Resolve", "res")}</div>
${comment("#9c6ade", "Rhys Calloway", "2h", "made the pay button bigger so people can find it. i think this is the one", true)}
${comment("#f24e1e", "Anika Sørensen", "1h", "it’s now 60% of the screen", false)}
${comment("#9c6ade", "Rhys Calloway", "1h", "yes. nobody will miss it", true)}
${comment("#0fa958", "Marcus Bell", "52m", "the price is behind the button now. you can’t see what you’re paying", false)}
${comment("#9c6ade", "Rhys Calloway", "40m", "conversion will be incredible though", true)}
${comment("#ffc700", "Priya Nair (PM)", "12m", "Let’s chat tomorrow 🙂", false)}
</div>
${input("Reply", { text: "he put a drop shadow on it as well", who: "You" }, icon.send(22))}`,
};

export const classroom: ScreenSpec = {
  id: "google-classroom-stream",
  app: "Google Classroom",
  kind: "comments",
  dark: false,
  device: "android",
  format: "png",
  owner: { name: "Mr. Delaney", handle: null },
  time: "07:55",
  battery: 88,
  banner: { app: "Gmail", color: "#ea4335", title: "Principal Hughes", body: "Re: the bake sale spreadsheet", author: "Principal Hughes", age: "2m" },
  cutLines: 0,
  replies: true,
  css: css(
    theme(LIGHT, { acc: "#1e8e3e", card: "#f1f3f4", line: "#dadce0" }),
    ".ban{height:96px;border-radius:10px;background:linear-gradient(120deg,#1e8e3e,#81c995);color:#fff;padding:14px;margin:10px 0}.ban b{font-size:21px;font-weight:500}.post{border:1px solid #dadce0;border-radius:10px;padding:12px}.hd{padding-top:0px}",
  ),
  html: `${header("Year 10 Chemistry", "", { back: false, right: `${icon.menu(22)}` })}
<div class="fill">
<div class="ban"><b>Year 10 Chemistry</b>${ui("Room 14 · Period 3", "")}</div>
<div class="post">
<div class="row" style="gap:10px">${avatar(36, "#1e8e3e")}<div>${ui("Mr. Delaney", "cn")}${ui("7:31 AM", "cm")}</div></div>
${own("Goggles are NOT a fashion accessory.", "p")}
${ui("12 class comments", "meta")}
</div>
${comment("#f4511e", "Jayden Mills", "7:33 AM", "what if its a fashion choice tho", false)}
${comment("#8e24aa", "Amira Haddad", "7:35 AM", "sir you wore yours on your head on tuesday", false)}
${comment("#3949ab", "Leo Brennan", "7:36 AM", "theres a photo", false)}
${comment("#1e8e3e", "Mr. Delaney", "7:40 AM", "That was a demonstration.", true)}
${comment("#00897b", "Sophie Tran", "7:41 AM", "of what", false)}
${comment("#f4511e", "Jayden Mills", "7:41 AM", "of fashion 💀", false)}
</div>
${tabs(
  [
    [icon.chat(22), "Stream"],
    [icon.grid(22), "Classwork"],
    [icon.person(22), "People"],
  ],
  0,
)}`,
};

export const blackboard: ScreenSpec = {
  id: "blackboard-discussion",
  app: "Blackboard",
  kind: "comments",
  dark: false,
  device: "iphone",
  format: "jpeg",
  quality: 71,
  owner: { name: "Tyler Huang", handle: null },
  time: "23:58",
  battery: 9,
  crop: { bottom: 348 },
  cutLines: 1,
  replies: true,
  statusBarDark: true,
  statusBarBackground: "#262626",
  css: css(
    theme(LIGHT, { acc: "#7b1fa2", card: "#f5f5f5" }),
    ".hd{background:#262626;color:#fff;border:0}.hd small{color:#bbb}.due{background:#fff4e5;color:#8a4b00;font-size:12.5px;padding:8px 12px;border-radius:8px;margin:10px 0}",
  ),
  html: `${header("Discussion: Week 6 Reflection", "PSYC 101 · Intro to Psychology", { right: icon.moreV(20) })}
<div class="fill">
<div class="due">${ui("Due tonight 11:59 PM · 1 post and 2 replies required")}</div>
<div class="h2">${ui("Prompt: How has procrastination affected your learning this term? (250 words minimum)")}</div>
<div class="row" style="gap:10px;margin-top:12px">${avatar(36, "#5c6bc0")}<div>${ui("Tyler Huang", "cn")}${ui("Posted 11:56 PM · 41 words", "cm")}</div></div>
${own("I don’t think procrastination has affected me that much this term. I work best under pressure and I always get things done in the end. I will write more about this later.", "p")}
<div class="row" style="gap:14px">${span("Reply", "meta")}${span("Edit", "meta")}${span("1 reply", "meta")}</div>
${comment("#ef6c00", "Prof. Ellen Marsh", "11:57 PM", "Tyler, this is due in three minutes and it is 209 words short. I admire the commitment to the topic.", false)}
${comment("#26a69a", "Bea Lindqvist", "11:58 PM", "honestly this is the most honest post on here", false)}
</div>`,
};

export const khan: ScreenSpec = {
  id: "khan-academy-questions",
  app: "Khan Academy",
  kind: "comments",
  dark: false,
  device: "android",
  format: "png",
  owner: { name: "mathdad_rob", handle: null },
  time: "20:21",
  battery: 61,
  replies: true,
  css: css(
    theme(LIGHT, { acc: "#1865f2", card: "#f7f8fa", line: "#e3e5ea" }),
    ".vid{height:190px;margin:0 -14px;background:linear-gradient(135deg,#0b2149,#1865f2);position:relative}.vid span{position:absolute;right:10px;bottom:8px;color:#fff;font-size:12px;background:rgba(0,0,0,.5);padding:1px 5px;border-radius:3px}.tabsrow{gap:20px;font-size:14px;font-weight:600;border-bottom:1px solid #e3e5ea;margin:0 -14px;padding:0 14px}.tabsrow span{padding:12px 0}.tabsrow .on{color:#1865f2;border-bottom:3px solid #1865f2}",
  ),
  html: `${header("Long division", "Arithmetic · Unit 4 · Lesson 2", { right: icon.share(20) })}
<div class="fill">
<div class="vid">${span("8:14")}</div>
<div class="row tabsrow">${span("Questions", "on")}${span("Tips & Thanks")}${span("Transcript")}</div>
${ui("Sort by: Top voted ▾", "meta")}
<div class="row c" style="align-items:flex-start">${avatar(32, "#ff9800")}<div style="flex:1">${ui("mathdad_rob · 3 days ago", "cm")}${own("I am 46 and helping my son with his homework and I have just realised I have been doing long division wrong my whole life. He is 9. He is being smug about it. Is there a video on that", "ct")}${counts(
    [
      [icon.arrowUp(16), "214"],
      [icon.comment(16), "3 answers"],
    ],
    14,
  )}</div></div>
${comment("#9c27b0", "Nia Okafor", "2 days ago", "the fact you asked this under a video for 9 year olds is beautiful", false)}
${comment("#009688", "Kenta S.", "2 days ago", "Khan Academy does not have a video on smug children unfortunately. Try 7:02 for the bit you got wrong", false)}
${comment("#ff9800", "mathdad_rob", "1 day ago", "watched 7:02 six times. I still think my way works", true)}
</div>
${tabs(
  [
    [icon.home(22), "Home"],
    [icon.search(22), "Explore"],
    [icon.bookmark(22), "Bookmarks"],
    [icon.person(22), "Profile"],
  ],
  1,
)}`,
};

export const chegg: ScreenSpec = {
  id: "chegg-question",
  app: "Chegg",
  kind: "post",
  dark: false,
  device: "iphone",
  format: "jpeg",
  generations: [{ quality: 88 }, { width: 828, quality: 64 }],
  owner: { name: "Student", handle: null },
  time: "02:13",
  battery: 18,
  replies: true,
  css: css(
    theme(LIGHT, { acc: "#eb7100", card: "#fdf5ee" }),
    ".q{border:1px solid #eee;border-radius:10px;padding:12px;margin-top:10px}.ex{border-left:4px solid #eb7100;padding:2px 0 2px 12px;margin-top:12px}.lab{font-size:11px;font-weight:700;letter-spacing:.6px;color:#eb7100}",
  ),
  html: `${header("Question", "Accounting · Financial statements", { right: `${icon.bookmark(20)}${icon.share(20)}` })}
<div class="fill">
<div class="q">
${ui("STUDENT QUESTION · Posted 1:47 AM", "lab")}
${own("The balance sheet does not balance. Assets are 48,200 and liabilities plus equity are 48,200 except I spelled equity wrong in cell B14 and now excel wont calculate it. Please help urgent exam is 9am", "p")}
${own("I have checked it 30 times", "p")}
</div>
<div class="ex">
<div class="row" style="gap:8px">${avatar(28, "#eb7100")}<div>${ui("Expert answer", "cn")}${ui("Answered 2:06 AM · 96% helpful", "cm")}</div></div>
${other("Expert", "Step 1: Your balance sheet balances. 48,200 = 48,200.", "p")}
${other("Expert", "Step 2: Excel is not calculating because cell B14 contains text (“Equtiy”) instead of a number. Move the label to A14.", "p")}
${other("Expert", "Step 3: Go to sleep.", "p")}
</div>
<div class="row" style="gap:10px;margin-top:10px">${span("Was this answer helpful?", "meta")}${icon.thumbUp(18)}${icon.thumbDown(18)}</div>
</div>
${tabs(
  [
    [icon.home(22), "Home"],
    [icon.search(22), "Search"],
    [icon.camera(22), "Snap"],
    [icon.person(22), "Account"],
  ],
  1,
)}`,
};

export const houzz: ScreenSpec = {
  id: "houzz-comments",
  app: "Houzz",
  kind: "comments",
  dark: false,
  device: "android",
  format: "png",
  owner: { name: "Deb & Phil R.", handle: null },
  time: "15:09",
  battery: 73,
  keyboard: true,
  replies: true,
  css: css(
    theme(LIGHT, { acc: "#4dbc15", card: "#f4f4f4" }),
    ".ph{height:150px;margin:0 -14px;background:linear-gradient(180deg,#e9d8b8,#a6875a);position:relative}.ph i{position:absolute;left:30px;right:30px;bottom:20px;height:50px;background:#c9b9a0;border-radius:4px}",
  ),
  html: `${header("Kitchen reveal!!", "Deb & Phil R. · Discussions", { right: icon.moreV(20) })}
<div class="fill">
<div class="ph"><i></i></div>
${own("After 14 months our kitchen is done!! We went with Greige cabinets, greige walls and a greige floor for a warm pop of colour 🥰", "p")}
${counts(
  [
    [icon.heart(16), "37"],
    [icon.comment(16), "22"],
  ],
  14,
)}
${comment("#8d6e63", "LindaDesigns", "1d", "it’s very… cohesive", false)}
${comment("#5c6bc0", "mark_builds_stuff", "1d", "where is the pop", false)}
${comment("#e91e63", "Deb & Phil R.", "1d", "The pop is the slightly warmer greige on the skirting board", true)}
</div>
${input("Add a comment", { text: "I see it now. I think", who: "You" }, icon.send(22))}`,
};

export const WORK: ScreenSpec[] = [figma, classroom, blackboard, khan, chegg, houzz];
