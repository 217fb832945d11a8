import { avatar, escapeHtml as e, icon, page, statusBar, type Theme } from "./screen-kit";
import { defineTruth, PHONE, type ReadingScreen } from "./screen-truth";

interface Common {
  id: string;
  theme: Theme;
  font: string;
  jpegQuality?: number;
  scale?: number;
  viewport?: { width: number; height: number };
}
const size = (p: Common) => ({ viewport: p.viewport ?? PHONE, scale: p.scale ?? 3, jpegQuality: p.jpegQuality });

/** A Hinge-like card: name, a photo, prompt cards with multi-line answers, a vitals row. */
export function hingeCard(
  p: Common & { name: string; active: string; vitals: string[]; prompts: Array<[string, string]>; scene: (w: number, h: number) => string },
): ReadingScreen {
  const t = p.theme;
  const card = `background:${t.card};border-radius:10px;padding:22px 20px;margin:10px 12px;position:relative`;
  const body = `${statusBar(t)}<div class="row between pad" style="height:46px"><b style="font-size:26px">${e(p.name)}</b><span class="muted" style="font-size:13px">${e(p.active)}</span></div>
<div style="margin:0 12px;border-radius:10px;overflow:hidden;height:300px">${p.scene(366, 300)}</div>
<div class="row" style="${card};gap:18px;padding:14px 18px;font-size:15px;flex-wrap:wrap">${p.vitals.map((v) => `<span>${e(v)}</span>`).join("")}</div>
${p.prompts
  .map(
    ([
      q,
      a,
    ]) => `<div style="${card}"><div style="font-size:15px" class="sb">${e(q)}</div><div style="font-size:27px;line-height:1.25;margin-top:8px;font-family:Georgia,'Liberation Serif',serif">${e(a)}</div>
<div class="avatar row center" style="position:absolute;right:14px;bottom:-14px;width:44px;height:44px;background:${t.bg};box-shadow:0 1px 4px rgba(0,0,0,.3)">${icon("heart", t.accent, 22)}</div></div>`,
  )
  .join("")}
<div class="avatar row center" style="position:absolute;left:16px;bottom:20px;width:56px;height:56px;background:${t.bg};box-shadow:0 1px 6px rgba(0,0,0,.3)">${icon("cross", t.fg, 22)}</div>`;
  return {
    html: page(t, p.font, body),
    ...size(p),
    truth: defineTruth({
      id: p.id,
      kind: "dating",
      platform: "dating",
      dark: t.dark,
      ownWords: p.prompts.map(([, a]) => a),
      name: p.name,
      details: p.vitals,
      uiWords: [p.active, ...p.prompts.map(([q]) => q)],
    }),
  };
}

/** A Tinder-like card: full-bleed photo, "Name, age", distance, height, a short bio, round buttons. */
export function swipeCard(
  p: Common & { name: string; age: number; details: string[]; bio: string; badge: string; scene: (w: number, h: number) => string },
): ReadingScreen {
  const t = p.theme;
  const buttons = (["cross", "star", "heart"] as const)
    .map(
      (n, i) =>
        `<div class="avatar row center" style="width:${i === 1 ? 48 : 62}px;height:${i === 1 ? 48 : 62}px;border:2px solid ${["#fd5068", "#3ca4ff", "#1be4a1"][i]};background:rgba(0,0,0,.35)">${icon(n, ["#fd5068", "#3ca4ff", "#1be4a1"][i], 26)}</div>`,
    )
    .join("");
  const body = `${statusBar(t)}<div class="row center" style="height:40px;gap:8px"><div style="width:26px;height:26px;border-radius:50% 50% 50% 0;background:${t.accent};transform:rotate(-45deg)"></div></div>
<div style="position:absolute;left:8px;right:8px;top:88px;bottom:96px;border-radius:12px;overflow:hidden">${p.scene(374, 660)}
<div style="position:absolute;left:0;right:0;bottom:0;padding:80px 16px 96px;background:linear-gradient(transparent,rgba(0,0,0,.85));color:#fff">
<div style="display:inline-block;background:#1be4a1;color:#063;border-radius:10px;padding:2px 8px;font-size:12px;font-weight:700">${e(p.badge)}</div>
<div style="font-size:32px;font-weight:800">${e(p.name)} <span style="font-weight:400">${p.age}</span></div>
${p.details.map((d) => `<div style="font-size:15px">${e(d)}</div>`).join("")}<div style="font-size:15px;margin-top:6px">${e(p.bio)}</div></div>
<div class="row" style="position:absolute;left:0;right:0;bottom:16px;justify-content:space-evenly;align-items:center">${buttons}</div></div>
<div class="row hr" style="position:absolute;left:0;right:0;bottom:0;height:70px;justify-content:space-around">${icon("star", t.accent, 24)}${icon("search", t.muted, 24)}${icon("bubble", t.muted, 24)}${icon("user", t.muted, 24)}</div>`;
  return {
    html: page(t, p.font, body),
    ...size(p),
    truth: defineTruth({
      id: p.id,
      kind: "dating",
      platform: "dating",
      dark: t.dark,
      ownWords: [p.bio],
      name: `${p.name} ${p.age}`,
      details: p.details,
      uiWords: [p.badge],
    }),
  };
}

export interface ChatMessage {
  from: string;
  text: string;
}

/** An iMessage- or WhatsApp-like chat: the uploader's bubbles on the right, in colour; others on the left. */
export function chatScreen(
  p: Common & { title: string; subtitle: string; day: string; messages: ChatMessage[]; style: "imessage" | "whatsapp"; footer: string[] },
): ReadingScreen {
  const t = p.theme;
  const mine = p.style === "imessage" ? "#0a84ff" : "#005c4b";
  const theirs = p.style === "imessage" ? (t.dark ? "#26252a" : "#e9e9eb") : t.dark ? "#202c33" : "#ffffff";
  const group = new Set(p.messages.filter((m) => m.from !== "me").map((m) => m.from)).size > 1;
  let previous = "";
  const bubbles = p.messages
    .map((m) => {
      const me = m.from === "me";
      const label = !me && group && m.from !== previous ? `<div class="muted" style="font-size:12px;margin:6px 0 2px 52px">${e(m.from)}</div>` : "";
      previous = m.from;
      const color = me && p.style === "imessage" ? "#fff" : t.fg;
      return `${label}<div class="row" style="justify-content:${me ? "flex-end" : "flex-start"};gap:6px;padding:2px 12px">${me ? "" : avatar(30, "#adb5bd", "#6c757d")}
<div style="max-width:68%;background:${me ? mine : theirs};color:${color};border-radius:18px;padding:8px 13px;font-size:16px">${e(m.text)}</div></div>`;
    })
    .join("");
  const header = `<div class="col" style="align-items:center;padding-bottom:8px;border-bottom:1px solid ${t.line}">${avatar(50, "#f4a261", "#e76f51")}<div class="sb" style="font-size:13px;margin-top:4px">${e(p.title)} ›</div><div class="muted" style="font-size:11px">${e(p.subtitle)}</div></div>`;
  const body = `${statusBar(t)}<div style="position:relative">${`<div style="position:absolute;left:12px;top:12px">${icon("back", t.accent, 22)}</div>`}${header}</div>
<div class="muted" style="text-align:center;font-size:12px;margin:10px 0">${e(p.day)}</div>${bubbles}
<div class="muted" style="text-align:right;font-size:11px;padding:2px 16px">${e(p.footer[0] ?? "")}</div>
<div class="row" style="position:absolute;left:0;right:0;bottom:0;padding:8px 12px 30px;gap:10px;background:${t.bg}">${icon("plus", t.muted, 28)}<div class="grow muted" style="border:1px solid ${t.line};border-radius:18px;padding:7px 14px">${e(p.footer[1] ?? "Message")}</div></div>`;
  return {
    html: page(t, p.font, body, `body{background:${p.style === "whatsapp" ? (t.dark ? "#0b141a" : "#efeae2") : t.bg}}`),
    ...size(p),
    truth: defineTruth({
      id: p.id,
      kind: "chat",
      platform: "generic",
      dark: t.dark,
      ownWords: p.messages.filter((m) => m.from === "me").map((m) => m.text),
      uiWords: [p.title, p.subtitle, p.day, ...p.footer],
      others: [...new Set(p.messages.filter((m) => m.from !== "me").map((m) => m.from))].map((name) => ({
        name,
        words: p.messages.filter((m) => m.from === name).map((m) => m.text),
      })),
    }),
  };
}

/** A Reddit-like thread: the original poster's title and text, then other people's comments. */
export function commentThread(
  p: Common & {
    community: string;
    author: string;
    ago: string;
    title: string;
    text: string;
    votes: string;
    comments: Array<{ author: string; text: string; votes: string }>;
  },
): ReadingScreen {
  const t = p.theme;
  const body = `${statusBar(t)}<div class="row pad" style="height:48px;gap:14px">${icon("back", t.fg, 22)}<span class="sb grow">${e(p.community)}</span>${icon("search", t.fg, 22)}${icon("dots", t.fg, 22)}</div>
<div class="pad" style="margin-top:6px"><div class="row" style="gap:8px;font-size:12px">${avatar(24, "#ff4500", "#ff8b60")}<span class="sb">${e(p.community)}</span><span class="muted">· ${p.ago}</span></div>
<div class="muted" style="font-size:12px;margin-left:32px">u/${e(p.author)}</div>
<div class="b" style="font-size:20px;margin-top:8px">${e(p.title)}</div><div style="font-size:15px;margin-top:8px">${e(p.text)}</div>
<div class="row muted sb" style="gap:16px;margin-top:12px;font-size:13px"><span>⇧ ${p.votes} ⇩</span><span>💬 ${p.comments.length + 80}</span><span>Share</span></div></div>
<div class="pad hr" style="margin-top:12px;padding-top:8px;font-size:13px" class="muted">Sort by: <b>Best</b></div>
${p.comments
  .map(
    (
      c,
    ) => `<div class="pad" style="margin-top:12px;border-left:2px solid ${t.line};margin-left:16px"><div class="row" style="gap:6px;font-size:12px">${avatar(20, "#6c757d", "#adb5bd")}<span class="sb">${e(c.author)}</span><span class="muted">· 3h</span></div>
<div style="font-size:15px;margin-top:4px">${e(c.text)}</div><div class="row muted sb" style="gap:14px;font-size:12px;margin-top:4px"><span>Reply</span><span>⇧ ${c.votes} ⇩</span></div></div>`,
  )
  .join("")}
<div class="pad" style="position:absolute;left:0;right:0;bottom:0;padding-top:10px;padding-bottom:30px;background:${t.bg};border-top:1px solid ${t.line}"><div class="muted" style="background:${t.card};border-radius:18px;padding:8px 14px">Join the conversation</div></div>`;
  return {
    html: page(t, p.font, body),
    ...size(p),
    truth: defineTruth({
      id: p.id,
      kind: "comment",
      platform: "generic",
      dark: t.dark,
      ownWords: [p.title, p.text],
      handle: `u/${p.author}`,
      uiWords: [p.community, p.ago, "Share", "Sort by:", "Best", "Reply", "3h", "Join the conversation"],
      others: p.comments.map((c) => ({ name: c.author, words: [c.text] })),
    }),
  };
}

/** A Snapchat-like story: a full-bleed photo with the caption bar across the middle. */
export function snapStory(p: Common & { name: string; ago: string; caption: string; scene: (w: number, h: number) => string }): ReadingScreen {
  const t = p.theme;
  const body = `<div style="position:absolute;inset:0">${p.scene(390, 844)}</div>
<div style="position:absolute;left:0;right:0;top:0;color:#fff">${statusBar({ ...t, fg: "#fff" })}<div class="row pad" style="gap:8px;height:46px">${avatar(34, "#fffc00", "#f9a825")}<div><b style="font-size:14px">${e(p.name)}</b><div style="font-size:12px;opacity:.85">${p.ago}</div></div></div></div>
<div style="position:absolute;left:0;right:0;top:520px;background:rgba(0,0,0,.6);color:#fff;text-align:center;font-size:17px;padding:6px 12px">${e(p.caption)}</div>
<div class="row" style="position:absolute;left:12px;right:12px;bottom:24px;gap:10px;color:#fff">${icon("camera", "#fff", 28)}<div class="grow" style="background:rgba(255,255,255,.25);border-radius:22px;padding:10px 16px;font-size:14px">Send a chat</div>${icon("heart", "#fff", 26)}</div>`;
  return {
    html: page(t, p.font, body),
    ...size(p),
    truth: defineTruth({ id: p.id, kind: "story", platform: "generic", dark: t.dark, ownWords: [p.caption], name: p.name, uiWords: [p.ago, "Send a chat"] }),
  };
}

/** A photo with little or no text: the scene fills the frame, with an optional caption sticker. */
export function photoOnly(p: Common & { caption?: string; scene: (w: number, h: number) => string }): ReadingScreen {
  const t = p.theme;
  const caption = p.caption
    ? `<div style="position:absolute;left:0;right:0;top:120px;text-align:center"><span style="background:#fff;color:#111;font-weight:800;font-size:30px;padding:4px 14px;border-radius:8px">${e(p.caption)}</span></div>`
    : "";
  return {
    html: page(t, p.font, `<div style="position:absolute;inset:0">${p.scene(p.viewport?.width ?? 390, p.viewport?.height ?? 844)}</div>${caption}`),
    ...size(p),
    truth: defineTruth({ id: p.id, kind: "photo", platform: "generic", dark: t.dark, ownWords: p.caption ? [p.caption] : [] }),
  };
}
