// Posts and profiles: Rumble (an all-caps comment under the owner's video, dark, JPEG), Pixiv (an
// illustration with Japanese and English comments, mostly other people's), Genius (a lyric annotation,
// dark), Behance (a project and its comments), Clubhouse (a bland profile), Raya and Happn (dating
// profiles with prompts). Music apps' screens are in screens-music.ts.
import { comment, counts } from "./parts";
import { avatar, chip, css, DARK, header, icon, LIGHT, own, span, tabs, theme, ui } from "./kit";
import type { ScreenSpec } from "./screen-type";

export const rumble: ScreenSpec = {
  id: "rumble-video",
  app: "Rumble",
  kind: "comments",
  dark: true,
  device: "android",
  format: "jpeg",
  quality: 68,
  owner: { name: "GrillMasterDale", handle: null },
  time: "14:02",
  battery: 44,
  replies: true,
  css: css(
    theme(DARK, { bg: "#0f0f0f", card: "#1d1d1d", acc: "#85c742" }),
    ".vid{height:200px;margin:0 -14px;background:linear-gradient(135deg,#3a2a1a,#a0522d);position:relative}.vid span{position:absolute;right:8px;bottom:8px;font-size:12px;background:rgba(0,0,0,.7);padding:1px 5px;border-radius:3px}",
  ),
  html: `${header("rumble", "", { back: false, right: `${icon.search(22)}${icon.bell(22)}${avatar(28, "#85c742")}` })}
<div class="fill">
<div class="vid">${span("14:37")}</div>
${own("I SMOKED A BRISKET FOR 19 HOURS AND THIS IS WHAT HAPPENED (EMOTIONAL)", "h1")}
${ui("GrillMasterDale · 1.2K followers · 3,411 views · 2 days ago", "meta")}
${counts(
  [
    [icon.thumbUp(18), "204"],
    [icon.thumbDown(18), "9"],
    [icon.share(18), "Share"],
    [icon.gift(18), "Tip"],
  ],
  18,
)}
<div class="h2">${ui("86 Comments")}</div>
${comment("#ffb300", "GrillMasterDale", "2d", "PINNED: FOR EVERYONE ASKING, YES IT WAS DRY. I DO NOT WANT TO TALK ABOUT IT. THE BARK WAS INCREDIBLE THOUGH", true)}
${comment("#4caf50", "smokeringsteve", "2d", "19 hrs and the thumbnail is you crying into a bun lol", false)}
${comment("#29b6f6", "patty_o_furniture", "1d", "dale the probe was in the table the whole time", false)}
${comment("#ffb300", "GrillMasterDale", "1d", "WE DO NOT KNOW THAT", true)}
</div>`,
};

export const pixiv: ScreenSpec = {
  id: "pixiv-illustration",
  app: "Pixiv",
  kind: "post",
  dark: false,
  device: "iphone",
  format: "png",
  owner: { name: "さくら餅 Sakuramochi", handle: null },
  time: "22:06",
  battery: 58,
  replies: true,
  css: css(
    theme(LIGHT, { acc: "#0096fa", card: "#f5f5f5" }),
    ".art{height:210px;margin:0 -14px;background:radial-gradient(circle at 60% 40%,#ffd1dc,#8ec5fc)}",
  ),
  html: `${header("", "", { right: `${icon.share(20)}${icon.moreV(20)}` })}
<div class="fill">
<div class="art"></div>
${own("猫の日 🐈 (3日遅れ)", "h1")}
${own("cat day! the cat has 6 toes (i forgot)", "p")}
<div class="row" style="gap:8px;flex-wrap:wrap">${chip("#猫")}${chip("#オリジナル")}${chip("#cat")}</div>
${counts(
  [
    [icon.heart(16), "1,208"],
    [icon.bookmark(16), "342"],
    [icon.eye(16), "9,871"],
  ],
  16,
)}
<div class="h2">${ui("コメント 9")}</div>
${comment("#7e57c2", "ねこ丸", "3日前", "かわいい！！指が6本あるのも好き", false)}
${comment("#26a69a", "Yui.K", "3日前", "the toes are canon now. you cannot go back", false)}
${comment("#ef5350", "mikan_art", "2日前", "6本指の猫は実在しますよ！ polydactyl cats are real", false)}
${comment("#8d6e63", "はるき", "2日前", "3日遅れでも猫の日は毎日です", false)}
${comment("#42a5f5", "drawbot_ollie", "1日前", "counted twice. it's 7 on the back foot", false)}
</div>
${tabs(
  [
    [icon.home(22), "ホーム"],
    [icon.search(22), "検索"],
    [icon.bell(22), "お知らせ"],
    [icon.person(22), "プロフィール"],
  ],
  0,
)}`,
};

export const genius: ScreenSpec = {
  id: "genius-annotation",
  app: "Genius",
  kind: "post",
  dark: true,
  device: "iphone-max",
  format: "png",
  owner: { name: "DeepCutDan", handle: null },
  time: "00:51",
  battery: 33,
  replies: true,
  css: css(
    theme(DARK, { bg: "#121212", card: "#1c1c1c", acc: "#ffff64" }),
    ".ly{font-size:16px;line-height:24px;background:#3a3a1c;padding:8px 10px;border-radius:4px;margin:10px 0}.an{border-left:3px solid #ffff64;padding-left:12px}",
  ),
  html: `${header("Kayla Rae – “Porchlight”", "Lyrics · Verse 2", { right: icon.moreV(20) })}
<div class="fill">
<div class="ly">${ui("I left the porchlight on for you / but you came in the back door")}</div>
<div class="an">
<div class="row" style="gap:8px">${avatar(28, "#ff9800")}<div>${ui("DeepCutDan", "cn")}${ui("Unreviewed annotation · +3", "cm")}</div></div>
${own("This is clearly about the 2008 financial crisis. The porchlight represents the Federal Reserve and the back door is quantitative easing. I have been saying this for years", "p")}
${own("Also Kayla Rae was born in 1999 but that doesn't change anything", "p")}
</div>
${counts(
  [
    [icon.arrowUp(16), "3"],
    [icon.arrowDown(16), "41"],
    [icon.comment(16), "5"],
  ],
  16,
)}
${comment("#8bc34a", "Kayla Rae", "Verified Artist · 4h", "it’s about my ex. he used the back door a lot", false)}
${comment("#ff9800", "DeepCutDan", "3h", "Respectfully that’s one interpretation", true)}
${comment("#e91e63", "lyric_lurker", "2h", "the artist told you what it means dan", false)}
</div>
${tabs(
  [
    [icon.home(22), "Home"],
    [icon.search(22), "Search"],
    [icon.play(22), "Videos"],
    [icon.person(22), "Me"],
  ],
  1,
)}`,
};

export const behance: ScreenSpec = {
  id: "behance-project",
  app: "Behance",
  kind: "post",
  dark: false,
  device: "android",
  format: "png",
  owner: { name: "Jules Marchetti", handle: null },
  time: "11:26",
  battery: 70,
  replies: true,
  css: css(
    theme(LIGHT, { acc: "#0057ff", card: "#f5f5f5" }),
    ".mock{height:190px;margin:0 -14px;background:linear-gradient(160deg,#f5f5f5,#dcdcdc);display:flex;align-items:center;justify-content:center}.mock span{width:90px;height:90px;border-radius:50%;background:#111}",
  ),
  html: `${header("", "", { right: `${icon.bookmark(20)}${icon.share(20)}${icon.moreV(20)}` })}
<div class="fill">
<div class="row" style="gap:10px;margin:10px 0">${avatar(36, "#0057ff")}<div style="flex:1">${ui("Jules Marchetti", "cn")}${ui("Brand Designer · Milan", "cm")}</div><span class="btn">Follow</span></div>
${own("NOIR — Rebrand for a local dry cleaner", "h1")}
<div class="mock"><span></span></div>
${own("The client wanted “something that says clean”. I gave them a black circle. Six weeks of research went into the circle. They went with Comic Sans in the end but this is the real version", "p")}
${ui("Branding · Logo Design · Typography", "meta")}
${counts(
  [
    [icon.thumbUp(16), "318"],
    [icon.eye(16), "4,120"],
    [icon.comment(16), "14"],
  ],
  16,
)}
${comment("#ff7043", "Ola Sandberg", "1d", "the circle is very clean. I get it", false)}
${comment("#26a69a", "Tomás Ferreira", "1d", "can we see the Comic Sans one please. for research", false)}
</div>`,
};

export const clubhouse: ScreenSpec = {
  id: "clubhouse-profile",
  app: "Clubhouse",
  kind: "profile",
  dark: false,
  device: "iphone",
  format: "png",
  owner: { name: "Neil Ashworth", handle: "@neilash" },
  time: "09:40",
  battery: 83,
  replies: false,
  css: css(
    theme(LIGHT, { bg: "#f2efe4", card: "#fff", line: "#e2ddcc", acc: "#5870b0" }),
    ".hd{background:#f2efe4}.big{margin:18px 0 8px}.fl{gap:22px;margin:10px 0}.fl b{font-size:16px}",
  ),
  html: `${header("", "", { right: `${icon.share(20)}${icon.moreV(20)}` })}
<div class="fill">
<div class="big">${avatar(84, "#a1887f")}</div>
${own("Neil Ashworth", "h1")}
${own("@neilash", "meta")}
<div class="row fl">${ui("9 followers", "cn")}${ui("412 following", "cn")}</div>
${own("Thought leader. Podcast coming soon.", "p")}
${own("Mostly listening.", "p")}
${ui("Joined Feb 14, 2021 · Nominated by Gavin Reece", "meta")}
<div class="row" style="gap:10px;margin:14px 0"><span class="btn">Follow</span><span class="btn o">Message</span></div>
<div class="h2">${ui("Member of")}</div>
<div class="row" style="gap:8px;flex-wrap:wrap">${chip("🎙️ Founders Morning Chat")}${chip("📈 Growth Mindset Daily")}</div>
<div class="h2">${ui("Recent rooms")}</div>
<div class="card">${ui("Listened to “Is podcasting dead?” · 2 hours", "p")}</div>
<div class="card">${ui("Listened to “How to start a podcast” · 3 min", "p")}</div>
</div>`,
};

const prompt = (q: string, a: string, cls = "pr") => `<div class="${cls}">${ui(q, "q")}${own(a, "a")}</div>`;

export const raya: ScreenSpec = {
  id: "raya-profile",
  app: "Raya",
  kind: "profile",
  dark: true,
  device: "iphone-max",
  format: "png",
  owner: { name: "Theo", handle: null },
  time: "21:55",
  battery: 48,
  replies: false,
  css: css(
    theme(DARK, { bg: "#000", card: "#141414", acc: "#fff" }),
    ".ph{height:300px;margin:0 -14px;background:linear-gradient(180deg,#2c3e50,#000);position:relative}.ph b{position:absolute;left:16px;bottom:14px;font-size:30px;font-weight:300;letter-spacing:1px}.pr{border-top:1px solid #222;padding:12px 0}.q{font-size:12px;letter-spacing:1.5px;color:#999;text-transform:uppercase}.a{font-size:17px;line-height:24px;margin-top:4px}",
  ),
  html: `${header("", "", { right: icon.moreV(20) })}
<div class="fill">
<div class="ph"><b data-role="owner">Theo</b></div>
${ui("Creative Director · London", "meta")}
${prompt("My song", "Wonderwall (ironically)")}
${prompt("Most used app", "this one, which is not a good sign")}
${prompt("I'm looking for", "someone who can explain what I do for work to my parents")}
${prompt("Fun fact", "I have never once directed anything. Creative or otherwise")}
</div>
${tabs(
  [
    [icon.grid(22), ""],
    [icon.pin(22), ""],
    [icon.chat(22), ""],
    [icon.person(22), ""],
  ],
  0,
)}`,
};

export const happn: ScreenSpec = {
  id: "happn-profile",
  app: "Happn",
  kind: "profile",
  dark: false,
  device: "android",
  format: "jpeg",
  quality: 76,
  owner: { name: "Chloé", handle: null },
  time: "18:14",
  battery: 59,
  replies: false,
  css: css(
    theme(LIGHT, { acc: "#0fc4ec", card: "#f2fafd" }),
    ".ph{height:260px;margin:0 -14px;background:linear-gradient(200deg,#f6d365,#fda085);position:relative}.ph .nm2{position:absolute;left:14px;bottom:12px;color:#fff;font-size:26px;font-weight:700}.cr{background:#0fc4ec;color:#fff;border-radius:12px;padding:10px 12px;margin:10px 0;font-size:14px}.pr{padding:8px 0;border-bottom:1px solid #eee}.q{font-size:12.5px;color:#0a9dc0;font-weight:600}.a{font-size:15px;line-height:21px}",
  ),
  html: `${header("", "", { right: icon.moreV(20) })}
<div class="fill">
<div class="ph"><span class="nm2" data-role="owner">Chloé, 29</span></div>
<div class="cr">${ui("You crossed paths 47 times · Last time: Today, 8:12 AM near Canal St Martin")}</div>
${ui("Pharmacist · Paris 10e", "meta")}
${prompt("About me", "i walk the same way to work every day and i am starting to think you do too")}
${prompt("My perfect Sunday", "croissant, a walk, one (1) nap that becomes three")}
${prompt("Don't message me if", "you think 47 crossings is normal. it is a lot. hi")}
</div>
<div class="row" style="justify-content:center;gap:40px;padding:10px 0 26px;flex:none">${icon.close(34)}${icon.heartFilled(34, "#0fc4ec")}</div>`,
};

export const POSTS: ScreenSpec[] = [rumble, pixiv, genius, behance, clubhouse, raya, happn];
