import { avatar, escapeHtml as e, icon, page, statusBar, tabBar, type Theme } from "./screen-kit";
import { defineTruth, PHONE, type ReadingScreen } from "./screen-truth";

/**
 * Screens of apps the phrase lists never name (a Threads-like profile, a run tracker, a
 * marketplace listing, a map review): their interface must be recognised by its traits
 * (interface-traits.ts), their author lines read as authors. Platform "generic" throughout.
 */
interface Common {
  id: string;
  theme: Theme;
  font: string;
  jpegQuality?: number;
}

/** A Threads-like profile: name, handle, bio, "Followed by … and N others", then one of their posts under its author line. */
export function threadsProfile(
  p: Common & { name: string; handle: string; bio: string[]; followedBy: string; others: number; followers: string; post: string; date: string },
): ReadingScreen {
  const t = p.theme;
  const body = `${statusBar(t)}
<div class="row between pad" style="height:44px">${icon("back", t.fg, 22)}${icon("menu", t.fg, 22)}</div>
<div class="row between pad" style="margin-top:8px"><div class="col"><b style="font-size:24px">${e(p.name)}</b><span style="font-size:15px">${e(p.handle)}</span></div>${avatar(64, "#f77737", "#833ab4")}</div>
<div class="pad" style="margin-top:12px;font-size:15px">${p.bio.map((l) => `<div>${e(l)}</div>`).join("")}</div>
<div class="pad muted" style="margin-top:10px;font-size:14px">Followed by ${e(p.followedBy)} and ${p.others} others</div>
<div class="pad muted" style="margin-top:4px;font-size:14px">${p.followers} followers</div>
<div class="row pad" style="gap:8px;margin-top:14px"><div class="btn primary" style="background:${t.fg};color:${t.bg}">Follow</div><div class="btn">Mention</div></div>
<div class="row hr" style="margin-top:14px;height:46px;justify-content:space-around;font-size:15px;font-weight:600"><span>Threads</span><span class="muted">Replies</span><span class="muted">Reposts</span></div>
<div class="row pad hr" style="gap:10px;padding-top:12px;align-items:flex-start">${avatar(36, "#f77737", "#833ab4")}<div class="grow" style="font-size:15px">
<div><b>${e(p.name)}</b> <span class="muted">@${e(p.handle)} · ${e(p.date)}</span></div><div style="margin-top:2px">${e(p.post)}</div></div></div>
${tabBar(t, [["home"], ["search"], ["plus"], ["heart"], ["user"]])}`;
  return {
    html: page(t, p.font, body),
    viewport: PHONE,
    scale: 3,
    jpegQuality: p.jpegQuality,
    truth: defineTruth({
      id: p.id,
      kind: "profile",
      platform: "generic",
      dark: t.dark,
      ownWords: [...p.bio, p.post],
      name: p.name,
      handle: p.handle,
      counts: { followers: Number(p.followers.replace(/\D/g, "")) },
      uiWords: [`Followed by ${p.followedBy} and ${p.others} others`, "followers", "Follow", "Mention", "Threads", "Replies", "Reposts", p.date],
      others: [{ name: p.followedBy, words: [] }],
    }),
  };
}

/** A run tracker's activity: the athlete, when and where, their title and note, the stats with units, kudos and a comment. */
export function runActivity(
  p: Common & {
    name: string;
    when: string;
    place: string;
    title: string;
    note: string;
    stats: Array<[string, string]>;
    kudos: string;
    comment: { name: string; text: string };
  },
): ReadingScreen {
  const t = p.theme;
  const body = `${statusBar(t)}
<div class="row pad" style="height:44px;gap:14px">${icon("back", t.fg, 22)}<b style="font-size:17px">Activity</b></div>
<div class="row pad" style="gap:10px;margin-top:8px">${avatar(44, "#fc4c02", "#ffb347")}<div class="col"><b>${e(p.name)}</b><span class="muted" style="font-size:13px">${e(p.when)} · ${e(p.place)}</span></div></div>
<div class="pad" style="margin-top:12px"><b style="font-size:22px">${e(p.title)}</b><div style="margin-top:6px;font-size:15px">${e(p.note)}</div></div>
<div style="margin:14px 16px;height:190px;border-radius:10px;background:linear-gradient(160deg,#d9e8d0,#b9d4e8)"><svg width="358" height="190"><path d="M30 160 C90 40 160 150 220 60 S320 120 330 30" stroke="#fc4c02" stroke-width="4" fill="none"/></svg></div>
<div class="row pad" style="gap:18px">${p.stats.map(([label, value]) => `<div class="col"><span class="muted" style="font-size:12px">${e(label)}</span><b style="font-size:19px">${e(value)}</b></div>`).join("")}</div>
<div class="row pad hr" style="margin-top:14px;padding-top:10px;gap:18px;font-size:14px"><span class="muted">${e(p.kudos)}</span><span class="b">Give kudos</span><span class="b">Comment</span></div>
<div class="row pad" style="gap:10px;margin-top:12px;align-items:flex-start">${avatar(32, "#3a86ff", "#8338ec")}<div style="font-size:14px"><b>${e(p.comment.name)}</b><div>${e(p.comment.text)}</div></div></div>
${tabBar(t, [
  ["home", "Home"],
  ["search", "Maps"],
  ["plus", "Record"],
  ["user", "Groups"],
  ["user", "You"],
])}`;
  return {
    html: page(t, p.font, body),
    viewport: PHONE,
    scale: 3,
    jpegQuality: p.jpegQuality,
    truth: defineTruth({
      id: p.id,
      kind: "post",
      platform: "generic",
      dark: t.dark,
      ownWords: [p.title, p.note],
      name: p.name,
      details: [p.place],
      uiWords: ["Activity", p.when, ...p.stats.flat(), p.kudos, "Give kudos", "Comment", "Home", "Maps", "Record", "Groups", "You"],
      others: [{ name: p.comment.name, words: [p.comment.text] }],
    }),
  };
}

/** A marketplace listing: photo, title and price, when and where listed, the seller's description, the app's buttons and rails. */
export function marketListing(
  p: Common & { title: string; price: string; listed: string; description: string; seller: string; joined: string; similar: string[] },
): ReadingScreen {
  const t = p.theme;
  const body = `${statusBar(t)}
<div style="height:250px;background:linear-gradient(135deg,#8d6e63,#d7ccc8);position:relative"><div style="position:absolute;left:110px;top:60px;width:170px;height:150px;border-radius:30px 30px 10px 10px;background:#6d4c41"></div></div>
<div class="pad" style="margin-top:12px"><b style="font-size:21px">${e(p.title)}</b><div class="b" style="font-size:19px;margin-top:2px">${e(p.price)}</div>
<div class="muted" style="font-size:13px;margin-top:4px">${e(p.listed)}</div></div>
<div class="row pad" style="gap:8px;margin-top:12px"><div class="btn primary">Message seller</div><div class="btn" style="flex:none;width:60px">Save</div><div class="btn" style="flex:none;width:60px">Share</div></div>
<div class="pad" style="margin-top:14px"><b style="font-size:16px">Description</b><div style="margin-top:4px;font-size:15px">${e(p.description)}</div></div>
<div class="pad hr" style="margin-top:14px;padding-top:10px"><b style="font-size:16px">Seller information</b><div class="row" style="gap:10px;margin-top:8px">${avatar(36, "#43a047", "#1e88e5")}<div class="col"><span class="b">${e(p.seller)}</span><span class="muted" style="font-size:13px">${e(p.joined)}</span></div></div></div>
<div class="pad hr" style="margin-top:14px;padding-top:10px"><b style="font-size:16px">Similar items</b><div class="row" style="gap:10px;margin-top:6px;font-size:13px">${p.similar.map((s) => `<span class="muted">${e(s)}</span>`).join("")}</div></div>`;
  return {
    html: page(t, p.font, body),
    viewport: PHONE,
    scale: 3,
    jpegQuality: p.jpegQuality,
    truth: defineTruth({
      id: p.id,
      kind: "post",
      platform: "generic",
      dark: t.dark,
      ownWords: [p.title, p.description],
      name: p.seller,
      details: [p.price],
      uiWords: [p.listed, "Message seller", "Save", "Share", "Description", "Seller information", p.joined, "Similar items"],
      others: [{ name: "similar listings", words: p.similar }],
    }),
  };
}

/** A map app's review: the place, the reviewer's line with their counts, stars and age, the review, buttons, the owner's answer. */
export function mapReview(p: Common & { place: string; reviewer: string; reviewerStats: string; ago: string; review: string; owner: string }): ReadingScreen {
  const t = p.theme;
  const body = `${statusBar(t)}
<div class="row pad" style="height:44px;gap:14px">${icon("back", t.fg, 22)}<b style="font-size:17px">${e(p.place)}</b></div>
<div class="row pad hr" style="gap:18px;height:42px;font-size:14px;font-weight:600"><span class="muted">Overview</span><span>Reviews</span><span class="muted">Photos</span><span class="muted">About</span></div>
<div class="row pad" style="gap:10px;margin-top:14px">${avatar(40, "#34a853", "#fbbc05")}<div class="col"><b>${e(p.reviewer)}</b><span class="muted" style="font-size:13px">${e(p.reviewerStats)}</span></div></div>
<div class="row pad" style="gap:6px;margin-top:8px">${[0, 1, 2, 3, 4].map(() => icon("star", "#fbbc05", 16)).join("")}<span class="muted" style="font-size:13px">${e(p.ago)}</span></div>
<div class="pad" style="margin-top:8px;font-size:15px">${e(p.review)}</div>
<div class="row pad" style="gap:18px;margin-top:12px;font-size:14px;font-weight:600"><span>Helpful</span><span>Share</span></div>
<div class="pad" style="margin:14px 16px 0;padding:10px;border-radius:8px;background:${t.card};font-size:14px"><b>Response from the owner</b><div style="margin-top:4px">${e(p.owner)}</div></div>`;
  return {
    html: page(t, p.font, body),
    viewport: PHONE,
    scale: 3,
    jpegQuality: p.jpegQuality,
    truth: defineTruth({
      id: p.id,
      kind: "post",
      platform: "generic",
      dark: t.dark,
      ownWords: [p.review],
      name: p.reviewer,
      uiWords: [p.reviewerStats, p.ago, "Overview", "Reviews", "Photos", "About", "Helpful", "Share", "Response from the owner"],
      others: [{ name: p.place, words: [p.place, p.owner] }],
    }),
  };
}
