import type { Counts } from "../../server/roast-engine/types";
import { avatar, escapeHtml as e, icon, page, statusBar, tabBar, type Theme } from "./screen-kit";
import { defineTruth, DESKTOP, PHONE, type ReadingScreen } from "./screen-truth";

interface Common {
  id: string;
  theme: Theme;
  font: string;
  jpegQuality?: number;
}
interface Person {
  name: string;
  headline: string;
}

const LI_NAV = ["Home", "My Network", "Jobs", "Messaging", "Notifications"];
const liNav = (t: Theme) => `<div class="row" style="height:56px;padding:0 120px;gap:28px;background:${t.card};border-bottom:1px solid ${t.line}">
<div style="width:34px;height:34px;border-radius:4px;background:${t.accent}"></div><div style="width:260px;background:${t.bg};border-radius:4px;padding:6px 10px" class="muted">Search</div><span class="grow"></span>
${LI_NAV.map((n) => `<div class="col" style="align-items:center;font-size:12px">${icon("home", t.muted, 20)}<span class="muted">${n}</span></div>`).join("")}</div>`;
const sidebar = (t: Theme, people: Person[]) => `<div style="width:300px;background:${t.card};border-radius:8px;padding:14px;align-self:flex-start">
<div class="sb" style="font-size:16px">Profile language</div><div class="muted" style="font-size:14px">English</div>
<div class="sb hr" style="font-size:16px;margin-top:12px;padding-top:12px">People also viewed</div>
${people.map((p) => `<div class="row" style="gap:10px;margin-top:12px;align-items:flex-start">${avatar(44, "#90e0ef", "#0077b6")}<div style="font-size:13px"><div class="sb">${e(p.name)}</div><div class="muted">${e(p.headline)}</div><div class="btn" style="margin-top:6px;border:1px solid ${t.muted};border-radius:16px;background:none;padding:3px 12px;display:inline-block">Connect</div></div></div>`).join("")}</div>`;

/** A LinkedIn-like desktop profile with the "People also viewed" sidebar. */
export function linkedinProfileDesktop(
  p: Common & Person & { place: string; connections: string; counts: Counts; about: string; company: string; alsoViewed: Person[] },
): ReadingScreen {
  const t = p.theme;
  const body = `${liNav(t)}<div class="row" style="gap:24px;padding:20px 120px;align-items:flex-start">
<div class="grow col" style="gap:10px"><div style="background:${t.card};border-radius:8px;overflow:hidden">
<div style="height:150px;background:linear-gradient(90deg,#caf0f8,#48cae4)"></div><div style="padding:0 24px 20px;margin-top:-70px">${avatar(140, "#ffb703", "#fb8500", t.card)}
<div class="row between" style="margin-top:10px"><div><div class="b" style="font-size:24px">${e(p.name)}</div><div style="font-size:16px">${e(p.headline)}</div>
<div class="muted" style="font-size:14px;margin-top:4px">${e(p.place)} · <span style="color:${t.accent}" class="sb">Contact info</span></div>
<div style="color:${t.accent};font-size:14px;margin-top:4px" class="sb">${p.connections} connections</div></div><div class="sb" style="font-size:14px">${e(p.company)}</div></div>
<div class="row" style="gap:8px;margin-top:12px;width:420px"><div class="btn primary" style="border-radius:16px">Open to</div><div class="btn" style="border-radius:16px;border:1px solid ${t.accent};color:${t.accent};background:none">Add profile section</div><div class="btn" style="border-radius:16px;border:1px solid ${t.muted};background:none;flex:.5">More</div></div></div></div>
<div style="background:${t.card};border-radius:8px;padding:20px 24px"><div class="b" style="font-size:20px">About</div><div style="margin-top:8px;font-size:14px">${e(p.about)}</div></div>
<div style="background:${t.card};border-radius:8px;padding:20px 24px"><div class="b" style="font-size:20px">Activity</div><div class="muted" style="font-size:14px">2,431 followers</div></div></div>
${sidebar(t, p.alsoViewed)}</div>`;
  return {
    html: page(t, p.font, body),
    viewport: DESKTOP,
    scale: 1,
    jpegQuality: p.jpegQuality,
    truth: defineTruth({
      id: p.id,
      kind: "profile",
      platform: "linkedin",
      dark: t.dark,
      ownWords: [p.headline, p.about],
      name: p.name,
      details: [p.place, p.company],
      counts: p.counts,
      uiWords: [
        ...LI_NAV,
        "Search",
        "Contact info",
        "connections",
        "Open to",
        "Add profile section",
        "More",
        "About",
        "Activity",
        "followers",
        "Profile language",
        "English",
        "People also viewed",
        "Connect",
      ],
      others: p.alsoViewed.map((o) => ({ name: o.name, words: [o.headline] })),
    }),
  };
}

/** A LinkedIn-like desktop feed post by the person, with one comment by someone else. */
export function linkedinPostDesktop(
  p: Common & Person & { text: string; ago: string; reactions: string; comments: string; counts: Counts; comment: Person & { text: string } },
): ReadingScreen {
  const t = p.theme;
  const body = `${liNav(t)}<div class="row" style="gap:24px;padding:20px 120px;align-items:flex-start">
<div style="width:220px;background:${t.card};border-radius:8px;height:240px"></div>
<div class="grow" style="background:${t.card};border-radius:8px;padding:16px 20px">
<div class="row" style="gap:10px">${avatar(52, "#06d6a0", "#073b4c")}<div class="grow"><div class="sb">${e(p.name)} <span class="muted">• 1st</span></div><div class="muted" style="font-size:13px">${e(p.headline)}</div><div class="muted" style="font-size:12px">${p.ago} • 🌐</div></div><span style="color:${t.accent}" class="sb">+ Follow</span></div>
<div style="margin-top:12px;font-size:15px;white-space:pre-line">${e(p.text)}</div>
<div class="row between muted" style="margin-top:14px;font-size:13px"><span>👍❤️ ${p.reactions}</span><span>${p.comments} comments · 18 reposts</span></div>
<div class="row hr muted sb" style="margin-top:8px;padding-top:8px;justify-content:space-around;font-size:14px"><span>Like</span><span>Comment</span><span>Repost</span><span>Send</span></div>
<div class="row" style="gap:10px;margin-top:14px;align-items:flex-start">${avatar(40, "#ef476f", "#ffd166")}<div class="grow" style="background:${t.bg};border-radius:8px;padding:8px 12px;font-size:14px"><div class="sb">${e(p.comment.name)}</div><div class="muted" style="font-size:12px">${e(p.comment.headline)}</div><div style="margin-top:4px">${e(p.comment.text)}</div></div></div></div>
<div style="width:300px;background:${t.card};border-radius:8px;padding:14px"><div class="sb">Add to your feed</div><div class="muted" style="font-size:13px;margin-top:8px">Follow trending topics and creators</div></div></div>`;
  return {
    html: page(t, p.font, body),
    viewport: DESKTOP,
    scale: 1,
    jpegQuality: p.jpegQuality,
    truth: defineTruth({
      id: p.id,
      kind: "post",
      platform: "linkedin",
      dark: t.dark,
      ownWords: [p.text.replace(/\s*\n+\s*/g, " ")],
      name: p.name,
      details: [p.headline],
      counts: p.counts,
      uiWords: [
        ...LI_NAV,
        "Search",
        "1st",
        p.ago,
        "+ Follow",
        "comments",
        "reposts",
        "Like",
        "Comment",
        "Repost",
        "Send",
        "Add to your feed",
        "Follow trending topics and creators",
      ],
      others: [{ name: p.comment.name, words: [p.comment.text, p.comment.headline] }],
    }),
  };
}

/** A LinkedIn-like phone profile. */
export function linkedinProfilePhone(p: Common & Person & { place: string; connections: string; counts: Counts; about: string }): ReadingScreen {
  const t = p.theme;
  const body = `${statusBar(t)}<div class="row pad" style="gap:10px;height:48px">${avatar(30, "#ffb703", "#fb8500")}<div class="grow muted" style="background:${t.card};border-radius:4px;padding:5px 10px">Search</div>${icon("bubble", t.muted, 22)}</div>
<div style="height:100px;background:linear-gradient(90deg,#0a9396,#94d2bd)"></div><div class="pad" style="margin-top:-50px">${avatar(100, "#ffb703", "#fb8500", t.bg)}
<div class="b" style="font-size:22px;margin-top:8px">${e(p.name)}</div><div style="font-size:15px">${e(p.headline)}</div>
<div class="muted" style="font-size:13px;margin-top:4px">${e(p.place)}</div><div style="color:${t.accent};font-size:14px" class="sb">${p.connections} connections</div>
<div class="row" style="gap:8px;margin-top:12px"><div class="btn primary" style="border-radius:18px">Connect</div><div class="btn" style="border-radius:18px;border:1px solid ${t.accent};color:${t.accent};background:none">Message</div><div class="btn" style="flex:none;width:40px;border-radius:50%;border:1px solid ${t.muted};background:none">···</div></div></div>
<div class="pad hr" style="margin-top:16px;padding-top:14px"><div class="b" style="font-size:18px">About</div><div style="font-size:14px;margin-top:6px">${e(p.about)}</div></div>
${tabBar(
  t,
  [
    ["home", "Home"],
    ["user", "My Network"],
    ["plus", "Post"],
    ["bell", "Notifications"],
    ["bookmark", "Jobs"],
  ],
  10,
)}`;
  return {
    html: page(t, p.font, body),
    viewport: PHONE,
    scale: 3,
    jpegQuality: p.jpegQuality,
    truth: defineTruth({
      id: p.id,
      kind: "profile",
      platform: "linkedin",
      dark: t.dark,
      ownWords: [p.headline, p.about],
      name: p.name,
      details: [p.place],
      counts: p.counts,
      uiWords: ["Search", "connections", "Connect", "Message", "About", "Home", "My Network", "Post", "Notifications", "Jobs"],
    }),
  };
}

/** A Facebook-like profile: cover, name, friends count, buttons, Intro details, a post. */
export function facebookProfile(p: Common & { name: string; bio: string; friends: string; counts: Counts; intro: string[]; post: string }): ReadingScreen {
  const t = p.theme;
  const body = `${statusBar(t)}<div class="row between pad" style="height:44px">${icon("back", t.fg, 22)}<b style="font-size:17px">${e(p.name)}</b>${icon("search", t.fg, 22)}</div>
<div style="height:150px;background:linear-gradient(160deg,#4361ee,#4cc9f0)"></div><div class="pad" style="margin-top:-70px">${avatar(130, "#f72585", "#7209b7", t.bg)}
<div class="b" style="font-size:24px;margin-top:6px">${e(p.name)}</div><div class="muted sb">${p.friends} friends</div><div style="margin-top:6px;font-size:15px">${e(p.bio)}</div>
<div class="row" style="gap:8px;margin-top:12px"><div class="btn primary" style="background:#1877f2">+ Add to story</div><div class="btn">Edit profile</div><div class="btn" style="flex:none;width:44px">···</div></div></div>
<div class="pad hr" style="margin-top:14px;padding-top:10px"><div class="row" style="gap:10px;font-weight:600;font-size:15px"><span style="color:#1877f2">Posts</span><span class="muted">Photos</span><span class="muted">Reels</span></div>
<div class="b" style="font-size:18px;margin-top:12px">Details</div>${p.intro.map((i) => `<div style="margin-top:6px;font-size:15px">🏠 ${e(i)}</div>`).join("")}</div>
<div class="pad hr" style="margin-top:12px;padding-top:10px"><div class="row" style="gap:8px">${avatar(40, "#f72585", "#7209b7")}<div><b>${e(p.name)}</b><div class="muted" style="font-size:12px">3d · 🌐</div></div></div><div style="margin-top:8px;font-size:15px">${e(p.post)}</div></div>
${tabBar(t, [["home"], ["reels"], ["user"], ["bell"], ["menu"]])}`;
  return {
    html: page(t, p.font, body),
    viewport: PHONE,
    scale: 3,
    jpegQuality: p.jpegQuality,
    truth: defineTruth({
      id: p.id,
      kind: "profile",
      platform: "facebook",
      dark: t.dark,
      ownWords: [p.bio, p.post],
      name: p.name,
      details: p.intro,
      counts: p.counts,
      uiWords: ["friends", "+ Add to story", "Edit profile", "Posts", "Photos", "Reels", "Details", "3d"],
    }),
  };
}

/** A Facebook-like post with reactions and other people's comments. */
export function facebookPost(
  p: Common & { name: string; text: string; when: string; reactions: string; counts: Counts; comments: Array<{ name: string; text: string }> },
): ReadingScreen {
  const t = p.theme;
  const body = `${statusBar(t)}<div class="row between pad" style="height:44px"><b style="font-size:26px;color:#1877f2">feed</b><span class="row" style="gap:14px">${icon("plus", t.fg, 22)}${icon("search", t.fg, 22)}${icon("bubble", t.fg, 22)}</span></div>
<div class="row pad hr" style="gap:10px;padding-top:12px">${avatar(42, "#3a0ca3", "#4895ef")}<div class="grow"><b>${e(p.name)}</b><div class="muted" style="font-size:13px">${p.when} · 🌐</div></div>${icon("dots", t.muted, 20)}</div>
<div class="pad" style="margin-top:10px;font-size:17px">${e(p.text)}</div>
<div class="row between pad muted" style="margin-top:12px;font-size:14px"><span>👍😆 ${p.reactions}</span><span>${p.comments.length + 30} comments</span></div>
<div class="row pad hr muted sb" style="margin-top:8px;padding-top:8px;justify-content:space-around;font-size:14px"><span>Like</span><span>Comment</span><span>Share</span></div>
<div class="pad muted sb" style="margin-top:10px;font-size:14px">Most relevant ▾</div>
${p.comments.map((c) => `<div class="row pad" style="gap:8px;margin-top:10px;align-items:flex-start">${avatar(34, "#ff6d00", "#ff9e00")}<div><div style="background:${t.card};border-radius:16px;padding:8px 12px;font-size:14px"><b>${e(c.name)}</b><div>${e(c.text)}</div></div><div class="muted sb" style="font-size:12px;margin:3px 12px">2h  Like  Reply</div></div></div>`).join("")}
<div class="pad" style="position:absolute;bottom:14px;left:0;right:0"><div style="background:${t.card};border-radius:20px;padding:10px 14px" class="muted">Write a comment...</div></div>`;
  return {
    html: page(t, p.font, body),
    viewport: PHONE,
    scale: 3,
    jpegQuality: p.jpegQuality,
    truth: defineTruth({
      id: p.id,
      kind: "post",
      platform: "facebook",
      dark: t.dark,
      ownWords: [p.text],
      name: p.name,
      counts: p.counts,
      uiWords: ["feed", p.when, "comments", "Like", "Comment", "Share", "Most relevant", "2h", "Reply", "Write a comment..."],
      others: p.comments.map((c) => ({ name: c.name, words: [c.text] })),
    }),
  };
}
