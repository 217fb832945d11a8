import type { Counts } from "../../server/roast-engine/types";
import { avatar, escapeHtml as e, icon, page, statusBar, tabBar, type Theme, tileGrid } from "./screen-kit";
import { defineTruth, PHONE, type ReadingScreen } from "./screen-truth";

interface Common {
  id: string;
  theme: Theme;
  font: string;
  jpegQuality?: number;
  scale?: number;
}

/** A TikTok-like profile: centred avatar and handle, three counts, buttons, bio, video grid. */
export function tiktokProfile(p: Common & { name: string; handle: string; bio: string[]; stats: [string, string, string]; counts: Counts }): ReadingScreen {
  const t = p.theme;
  const body = `${statusBar(t)}
<div class="row between pad" style="height:44px">${icon("user", t.fg, 22)}<b style="font-size:17px">${e(p.name)}</b>${icon("menu", t.fg, 22)}</div>
<div class="col" style="align-items:center;margin-top:10px;gap:8px">${avatar(96, "#25f4ee", "#fe2c55")}<b style="font-size:17px">@${e(p.handle)}</b>
<div class="row" style="gap:30px;text-align:center">${p.stats.map((s, i) => `<div class="col"><b style="font-size:17px">${s}</b><span class="muted" style="font-size:13px">${["Following", "Followers", "Likes"][i]}</span></div>`).join("")}</div>
<div class="row" style="gap:6px;width:70%"><div class="btn primary" style="background:#fe2c55">Follow</div><div class="btn">Message</div><div class="btn" style="flex:none;width:40px">▾</div></div>
<div style="text-align:center;font-size:14px;padding:0 40px">${p.bio.map((l) => `<div>${e(l)}</div>`).join("")}</div></div>
<div class="row hr" style="margin-top:12px;height:44px;justify-content:space-around;font-size:14px;font-weight:600"><span>Videos</span><span class="muted">Reposts</span><span class="muted">Liked</span></div>
${tileGrid(["#2c3e50", "#fd746c", "#4ca1af", "#c471ed", "#f64f59", "#12c2e9", "#aaffa9", "#11ffbd", "#ff9966"], 3, 170)}
${tabBar(t, [
  ["home", "Home"],
  ["user", "Friends"],
  ["plus", ""],
  ["bubble", "Inbox"],
  ["user", "Profile"],
])}`;
  return {
    html: page(t, p.font, body),
    viewport: PHONE,
    scale: p.scale ?? 3,
    jpegQuality: p.jpegQuality,
    truth: defineTruth({
      id: p.id,
      kind: "profile",
      platform: "tiktok",
      dark: t.dark,
      ownWords: p.bio,
      name: p.name,
      handle: p.handle,
      counts: p.counts,
      uiWords: ["Following", "Followers", "Likes", "Follow", "Message", "Videos", "Reposts", "Liked", "Home", "Friends", "Inbox", "Profile"],
    }),
  };
}

/** A TikTok-like video screen: full-bleed scene, counts down the right side, caption at the bottom. */
export function tiktokVideo(
  p: Common & {
    handle: string;
    caption: string;
    ago: string;
    side: [string, string, string];
    counts: Counts;
    sound: string;
    scene: (w: number, h: number) => string;
  },
): ReadingScreen {
  const t = p.theme;
  const body = `<div style="position:absolute;inset:0">${p.scene(390, 844)}</div>
<div style="position:absolute;inset:0;color:#fff;text-shadow:0 1px 3px rgba(0,0,0,.6)">${statusBar({ ...t, fg: "#fff" })}
<div class="row center" style="gap:18px;font-size:17px;font-weight:700"><span style="opacity:.7">Following</span><span>For You</span></div>
<div class="col" style="position:absolute;right:10px;bottom:150px;align-items:center;gap:18px;font-size:13px;font-weight:700">${avatar(46, "#fe2c55", "#25f4ee")}
${(["heart", "bubble", "bookmark"] as const).map((n, i) => `<div class="col" style="align-items:center">${icon(n, "#fff", 34)}<span>${p.side[i]}</span></div>`).join("")}
<div class="col" style="align-items:center">${icon("send", "#fff", 30)}<span>Share</span></div></div>
<div style="position:absolute;left:14px;right:80px;bottom:96px;font-size:15px"><div><b>${e(p.handle)}</b> · ${p.ago}</div><div style="margin-top:4px">${e(p.caption)}</div><div style="margin-top:6px;font-size:13px">♫ ${e(p.sound)}</div></div></div>
${tabBar({ ...t, bg: "#000", fg: "#fff" }, [
  ["home", "Home"],
  ["user", "Friends"],
  ["plus", ""],
  ["bubble", "Inbox"],
  ["user", "Profile"],
])}`;
  return {
    html: page(t, p.font, body, ".hr{border-color:#222}"),
    viewport: PHONE,
    scale: p.scale ?? 3,
    jpegQuality: p.jpegQuality,
    truth: defineTruth({
      id: p.id,
      kind: "post",
      platform: "tiktok",
      dark: true,
      ownWords: [p.caption],
      handle: p.handle,
      counts: p.counts,
      uiWords: ["Following", "For You", "Share", p.ago, "Home", "Friends", "Inbox", "Profile", p.sound],
    }),
  };
}

/** An X-like profile: banner, avatar, Edit profile, name, handle, bio, joined date, counts, tabs. */
export function xProfile(
  p: Common & {
    name: string;
    handle: string;
    bio: string[];
    place: string;
    joined: string;
    following: string;
    followers: string;
    counts: Counts;
    posts: string;
  },
): ReadingScreen {
  const t = p.theme;
  const body = `${statusBar(t)}
<div style="height:120px;background:linear-gradient(120deg,#1d9bf0,#7856ff)"></div>
<div class="row between pad" style="margin-top:-40px;align-items:flex-end">${avatar(80, "#ffd166", "#ef476f", t.bg)}<div class="btn" style="flex:none;padding:7px 16px;border:1px solid ${t.line};background:${t.bg};border-radius:20px">Edit profile</div></div>
<div class="pad" style="margin-top:10px"><div class="b" style="font-size:21px">${e(p.name)}</div><div class="muted">@${e(p.handle)}</div>
<div style="margin-top:10px">${p.bio.map((l) => `<div>${e(l)}</div>`).join("")}</div>
<div class="muted row" style="gap:14px;margin-top:8px;font-size:14px"><span>📍 ${e(p.place)}</span><span>Joined ${p.joined}</span></div>
<div class="row" style="gap:16px;margin-top:8px;font-size:14px"><span><b>${p.following}</b> <span class="muted">Following</span></span><span><b>${p.followers}</b> <span class="muted">Followers</span></span></div></div>
<div class="row hr" style="margin-top:14px;border-bottom:1px solid ${t.line};height:48px;justify-content:space-around;font-size:14px;font-weight:600"><span>Posts</span><span class="muted">Replies</span><span class="muted">Highlights</span><span class="muted">Media</span><span class="muted">Likes</span></div>
<div class="row pad" style="gap:10px;margin-top:12px;align-items:flex-start">${avatar(40, "#ffd166", "#ef476f")}<div class="grow" style="font-size:15px"><div><b>${e(p.name)}</b> <span class="muted">@${e(p.handle)} · 3h</span></div><div>${e(p.posts)}</div></div></div>
${tabBar(t, [["home"], ["search"], ["bell"], ["bubble"]])}`;
  return {
    html: page(t, p.font, body),
    viewport: PHONE,
    scale: p.scale ?? 3,
    jpegQuality: p.jpegQuality,
    truth: defineTruth({
      id: p.id,
      kind: "profile",
      platform: "twitter",
      dark: t.dark,
      ownWords: [...p.bio, p.posts],
      name: p.name,
      handle: `@${p.handle}`,
      details: [p.place],
      counts: p.counts,
      uiWords: ["Edit profile", `Joined ${p.joined}`, "Following", "Followers", "Posts", "Replies", "Highlights", "Media", "Likes", "3h"],
    }),
  };
}

/** An X-like post with its replies: the author's words first, then other people's replies. */
export function xThread(
  p: Common & {
    name: string;
    handle: string;
    text: string;
    when: string;
    views: string;
    stats: [string, string, string];
    counts: Counts;
    replies: Array<{ name: string; handle: string; text: string }>;
  },
): ReadingScreen {
  const t = p.theme;
  const body = `${statusBar(t)}
<div class="row pad" style="height:48px;gap:24px">${icon("back", t.fg, 22)}<b style="font-size:19px">Post</b></div>
<div class="row pad" style="gap:10px;margin-top:6px">${avatar(44, "#06d6a0", "#118ab2")}<div class="col grow"><b>${e(p.name)}</b><span class="muted">@${e(p.handle)}</span></div><div class="btn" style="flex:none;padding:6px 14px;border-radius:18px;background:${t.fg};color:${t.bg}">Follow</div></div>
<div class="pad" style="margin-top:10px;font-size:18px;line-height:1.4">${e(p.text)}</div>
<div class="pad muted" style="margin-top:10px;font-size:14px">${p.when} · <b style="color:${t.fg}">${p.views}</b> Views</div>
<div class="row pad hr" style="margin-top:10px;padding-top:10px;gap:18px;font-size:14px">${p.stats.map((s, i) => `<span><b>${s}</b> <span class="muted">${["Reposts", "Quotes", "Likes"][i]}</span></span>`).join("")}</div>
${p.replies.map((r) => `<div class="row pad hr" style="gap:10px;padding-top:12px;padding-bottom:12px;align-items:flex-start">${avatar(40, "#8338ec", "#3a86ff")}<div class="grow" style="font-size:15px"><div><b>${e(r.name)}</b> <span class="muted">@${e(r.handle)} · 1h</span></div><div class="muted" style="font-size:13px">Replying to @${e(p.handle)}</div><div>${e(r.text)}</div></div></div>`).join("")}
<div class="row pad hr" style="position:absolute;bottom:78px;left:0;right:0;height:52px;background:${t.bg}"><span class="muted">Post your reply</span></div>
${tabBar(t, [["home"], ["search"], ["bell"], ["bubble"]])}`;
  return {
    html: page(t, p.font, body),
    viewport: PHONE,
    scale: p.scale ?? 3,
    jpegQuality: p.jpegQuality,
    truth: defineTruth({
      id: p.id,
      kind: "post",
      platform: "twitter",
      dark: t.dark,
      ownWords: [p.text],
      name: p.name,
      handle: `@${p.handle}`,
      counts: p.counts,
      uiWords: ["Post", "Follow", p.when, "Views", "Reposts", "Quotes", "Likes", "Replying to", "Post your reply", "1h"],
      others: p.replies.map((r) => ({ name: r.name, words: [r.text] })),
    }),
  };
}
