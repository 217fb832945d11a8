import type { Counts } from "../../server/roast-engine/types";
import { avatar, escapeHtml as e, icon, page, statusBar, tabBar, type Theme, tileGrid } from "./screen-kit";
import { beachScene } from "./screen-scenes";
import { defineTruth, PHONE, type ReadingScreen } from "./screen-truth";

const IG_TABS: Array<["home" | "search" | "plus" | "reels" | "user"]> = [["home"], ["search"], ["plus"], ["reels"], ["user"]];

export interface IgProfile {
  id: string;
  theme: Theme;
  font: string;
  name: string;
  handle: string;
  category?: string;
  bio: string[];
  link?: string;
  stats: [string, string, string];
  counts: Counts;
  own: boolean;
  followedBy?: string;
  highlights: string[];
  suggested?: boolean;
  scale?: number;
  jpegQuality?: number;
  viewport?: { width: number; height: number };
}

/** An Instagram-like profile: header, counts row, bio, buttons, highlights, grid, icon tab bar. */
export function igProfile(p: IgProfile): ReadingScreen {
  const t = p.theme;
  const buttons = p.own ? ["Edit profile", "Share profile"] : ["Following", "Message"];
  const ui = [...buttons, "posts", "followers", "following", ...p.highlights, ...(p.suggested ? ["Suggested for you", "See all"] : [])];
  const followed = p.followedBy ? `Followed by ${p.followedBy} and 23 others` : "";
  const body = `${statusBar(t)}
<div class="row between pad" style="height:44px"><span class="b" style="font-size:21px">${e(p.handle)}</span><span class="row" style="gap:18px">${icon("plus", t.fg)}${icon("menu", t.fg)}</span></div>
<div class="row pad" style="gap:22px;margin-top:8px">${avatar(86, "#f58529", "#dd2a7b", p.own ? "" : "#dd2a7b")}
<div class="row grow" style="justify-content:space-around;text-align:center">
${p.stats.map((s, i) => `<div class="col"><span class="b" style="font-size:17px">${s}</span><span style="font-size:13px">${["posts", "followers", "following"][i]}</span></div>`).join("")}</div></div>
<div class="pad" style="margin-top:10px;font-size:14px"><div class="b">${e(p.name)}</div>
${p.category ? `<div class="muted">${e(p.category)}</div>` : ""}${p.bio.map((l) => `<div>${e(l)}</div>`).join("")}
${p.link ? `<div style="color:${t.dark ? "#e0f1ff" : "#00376b"};font-weight:600">${e(p.link)}</div>` : ""}
${followed ? `<div style="margin-top:6px;font-size:13px">${e(followed)}</div>` : ""}</div>
<div class="row pad" style="gap:6px;margin-top:12px">${buttons.map((b) => `<div class="btn">${b}</div>`).join("")}<div class="btn" style="flex:none;width:34px">${icon("user", t.fg, 16)}</div></div>
${
  p.suggested
    ? `<div class="row between pad" style="margin-top:14px;font-size:14px"><span class="b">Suggested for you</span><span style="color:${t.accent}" class="b">See all</span></div>
<div class="row pad" style="gap:8px;margin-top:8px">${["#6a11cb", "#11998e", "#f7971e"].map((c) => `<div class="col" style="align-items:center;flex:1;border:1px solid ${t.line};border-radius:8px;padding:10px 0">${avatar(50, c, "#333")}<div class="btn primary" style="margin-top:8px;width:80%;flex:none;font-size:12px">Follow</div></div>`).join("")}</div>`
    : ""
}
<div class="row pad" style="gap:16px;margin-top:14px">${p.highlights.map((h, i) => `<div class="col" style="align-items:center;font-size:12px;gap:4px"><div class="avatar" style="width:60px;height:60px;border:1px solid ${t.line};background:${["#ffd6a5", "#caffbf", "#9bf6ff", "#bdb2ff"][i % 4]}"></div>${e(h)}</div>`).join("")}</div>
<div class="row hr" style="margin-top:14px;height:44px;justify-content:space-around">${icon("menu", t.fg, 22)}${icon("reels", t.muted, 22)}${icon("user", t.muted, 22)}</div>
${tileGrid(["#ff9a8b", "#a18cd1", "#fbc2eb", "#8fd3f4", "#84fab0", "#fccb90"])}
${tabBar(t, IG_TABS)}`;
  return {
    html: page(t, p.font, body),
    viewport: p.viewport ?? PHONE,
    scale: p.scale ?? 3,
    jpegQuality: p.jpegQuality,
    truth: defineTruth({
      id: p.id,
      kind: "profile",
      platform: "instagram",
      dark: t.dark,
      ownWords: p.bio,
      name: p.name,
      handle: p.handle,
      counts: p.counts,
      uiWords: ui,
      details: p.category ? [p.category] : [],
      others: p.followedBy ? [{ name: p.followedBy, words: [] }] : [],
    }),
  };
}

export interface IgPost {
  id: string;
  theme: Theme;
  font: string;
  handle: string;
  location?: string;
  caption: string;
  likedBy: string;
  likes: string;
  likesCount: number;
  comments: Array<{ handle: string; text: string }>;
  commentTotal: number;
  ago: string;
  scene?: (w: number, h: number) => string;
  jpegQuality?: number;
}

/** An Instagram-like feed post: author row, photo, action icons, likes, caption, comments. */
export function igPost(p: IgPost): ReadingScreen {
  const t = p.theme;
  const scene = p.scene ?? beachScene;
  const body = `${statusBar(t)}
<div class="row between pad" style="height:40px"><span class="b" style="font-size:22px;font-style:italic">Posts</span>${icon("send", t.fg)}</div>
<div class="row pad" style="gap:10px;height:54px">${avatar(34, "#833ab4", "#fd1d1d")}<div class="col grow" style="font-size:13px"><span class="b">${e(p.handle)}</span>${p.location ? `<span>${e(p.location)}</span>` : ""}</div>${icon("dots", t.fg, 20)}</div>
${scene(390, 390)}
<div class="row pad" style="gap:16px;height:46px">${icon("heart", t.fg)}${icon("bubble", t.fg)}${icon("send", t.fg)}<span class="grow"></span>${icon("bookmark", t.fg)}</div>
<div class="pad" style="font-size:14px"><div>Liked by <b>${e(p.likedBy)}</b> and <b>${p.likes} others</b></div>
<div style="margin-top:4px"><b>${e(p.handle)}</b> ${e(p.caption)}</div>
<div class="muted" style="margin-top:6px">View all ${p.commentTotal} comments</div>
${p.comments.map((c) => `<div style="margin-top:3px"><b>${e(c.handle)}</b> ${e(c.text)}</div>`).join("")}
<div class="muted" style="margin-top:6px;font-size:12px">${p.ago}</div></div>
${tabBar(t, IG_TABS)}`;
  return {
    html: page(t, p.font, body),
    viewport: PHONE,
    scale: 3,
    jpegQuality: p.jpegQuality,
    truth: defineTruth({
      id: p.id,
      kind: "post",
      platform: "instagram",
      dark: t.dark,
      ownWords: [p.caption],
      handle: p.handle,
      counts: { likes: p.likesCount },
      details: p.location ? [p.location] : [],
      uiWords: ["Posts", "Liked by", "others", `View all ${p.commentTotal} comments`, p.ago],
      others: [{ name: p.likedBy, words: [] }, ...p.comments.map((c) => ({ name: c.handle, words: [c.text] }))],
    }),
  };
}

export interface IgStory {
  id: string;
  theme: Theme;
  font: string;
  handle: string;
  ago: string;
  text: string;
  poll?: [string, string];
  question?: string;
  scene: (w: number, h: number) => string;
  jpegQuality?: number;
}

/** An Instagram-like story: progress bar, author, full-bleed photo, text and a poll sticker. */
export function igStory(p: IgStory): ReadingScreen {
  const t = p.theme;
  const sticker = p.poll
    ? `<div style="position:absolute;left:70px;right:70px;top:470px;background:#fff;border-radius:14px;box-shadow:0 4px 14px rgba(0,0,0,.3);color:#111;overflow:hidden">
${p.poll.map((o, i) => `<div style="padding:14px;text-align:center;font-weight:800;font-size:20px;${i ? "border-top:1px solid #ddd;" : ""}color:${i ? "#e1306c" : "#3897f0"}">${e(o)}</div>`).join("")}</div>`
    : `<div style="position:absolute;left:60px;right:60px;top:470px;background:#fff;border-radius:14px;color:#111;text-align:center;padding:16px">
<div class="b" style="font-size:17px">${e(p.question ?? "")}</div><div style="margin-top:10px;background:#eee;border-radius:8px;padding:8px;color:#888">Type something...</div></div>`;
  const body = `<div style="position:absolute;inset:0">${p.scene(390, 844)}</div>
<div style="position:absolute;left:0;right:0;top:0;color:#fff">${statusBar({ ...t, fg: "#fff" })}
<div class="row" style="gap:3px;padding:0 8px"><div style="flex:1;height:2px;background:#fff"></div><div style="flex:1;height:2px;background:rgba(255,255,255,.4)"></div></div>
<div class="row pad" style="gap:8px;height:50px">${avatar(32, "#f58529", "#8134af")}<b style="font-size:14px">${e(p.handle)}</b><span style="font-size:14px;opacity:.8">${p.ago}</span><span class="grow"></span>${icon("dots", "#fff", 20)}${icon("cross", "#fff", 20)}</div></div>
<div style="position:absolute;left:30px;right:30px;top:300px;text-align:center;font-size:27px;font-weight:800;color:#fff;text-shadow:0 2px 6px rgba(0,0,0,.5)">${e(p.text)}</div>
${sticker}
<div class="row" style="position:absolute;left:12px;right:12px;bottom:22px;gap:12px;color:#fff"><div class="grow" style="border:1px solid rgba(255,255,255,.8);border-radius:22px;padding:10px 16px;font-size:14px">Send message</div>${icon("heart", "#fff")}${icon("send", "#fff")}</div>`;
  return {
    html: page(t, p.font, body),
    viewport: PHONE,
    scale: 3,
    jpegQuality: p.jpegQuality,
    truth: defineTruth({
      id: p.id,
      kind: "story",
      platform: "instagram",
      dark: t.dark,
      ownWords: [p.text],
      handle: p.handle,
      uiWords: ["Send message", p.ago, ...(p.question ? ["Type something..."] : [])],
      stickers: p.poll ? [...p.poll] : [p.question ?? ""],
    }),
  };
}

/** An Instagram-like comments sheet: the author's caption on top, other people's comments below. */
export function igComments(p: {
  id: string;
  theme: Theme;
  font: string;
  handle: string;
  caption: string;
  ago: string;
  comments: Array<{ handle: string; text: string; ago: string; likes: string }>;
  jpegQuality?: number;
}): ReadingScreen {
  const t = p.theme;
  const row = (handle: string, text: string, ago: string, extra: string) =>
    `<div class="row pad" style="gap:12px;margin-top:16px;align-items:flex-start">${avatar(36, "#ff9a8b", "#ff6a88")}<div class="grow" style="font-size:14px"><div><b style="font-size:13px">${e(handle)}</b> <span class="muted" style="font-size:12px">${ago}</span></div><div>${e(text)}</div>${extra}</div></div>`;
  const body = `${statusBar(t)}<div style="margin-top:120px;background:${t.bg};border-radius:14px 14px 0 0;box-shadow:0 -2px 10px rgba(0,0,0,.15);position:absolute;top:40px;bottom:0;left:0;right:0">
<div style="width:40px;height:4px;border-radius:2px;background:${t.line};margin:8px auto"></div><div class="b" style="text-align:center;font-size:16px">Comments</div>
${row(p.handle, p.caption, p.ago, "")}<div class="hr" style="margin-top:12px"></div>
${p.comments.map((c) => row(c.handle, c.text, c.ago, `<div class="muted sb" style="font-size:12px;margin-top:4px">Reply · ${c.likes} likes</div>`)).join("")}
<div class="row pad hr" style="position:absolute;left:0;right:0;bottom:0;padding-top:10px;padding-bottom:30px;gap:10px">${avatar(32, "#a1c4fd", "#c2e9fb")}<div class="grow muted" style="border:1px solid ${t.line};border-radius:20px;padding:8px 14px">Add a comment for ${e(p.handle)}...</div></div></div>`;
  return {
    html: page(t, p.font, body, `body{background:${t.dark ? "#222" : "#888"}}`),
    viewport: PHONE,
    scale: 3,
    jpegQuality: p.jpegQuality,
    truth: defineTruth({
      id: p.id,
      kind: "comment",
      platform: "instagram",
      dark: t.dark,
      ownWords: [p.caption],
      handle: p.handle,
      uiWords: ["Comments", p.ago, "Reply", "likes", `Add a comment for ${p.handle}...`, ...p.comments.map((c) => c.ago)],
      others: p.comments.map((c) => ({ name: c.handle, words: [c.text] })),
    }),
  };
}
