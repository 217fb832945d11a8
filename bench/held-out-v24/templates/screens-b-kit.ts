// Part B's own pieces (v24): fediverse and small-network profiles. A post row (avatar, a name label with the
// handle, the words in one voice, an action label; a boost or pin label above it), profile fields (the owner's own
// label over the owner's own value), a count row, and a bottom bar of icons drawn over the page.
import { avatar, icon } from "./icons";
import { say, type Who } from "./kit";
import { esc, ui } from "./shell";

export interface Post {
  name: string;
  handle: string;
  time: string;
  color: string;
  text: string[];
  /** "owner", or the display name of whoever wrote it. */
  who: Who;
  /** A label above the row: "Pinned", "Venla boosted", "In reply to …". */
  top?: string;
  acts?: string;
  size?: number;
  /** Indent (a reply under a post). */
  depth?: number;
  /** A quoted post inside this one, by someone else. */
  quote?: { name: string; handle: string; text: string[]; who: Who };
}

/** Reply, boost and favourite counts, each after its icon ("14 31 96"). */
const actRow = (acts: string) => {
  const [r, b, f] = acts.split(" ");
  return `<div class="row psa" data-role="ui">${icon.comment(16)}<span>${esc(r)}</span>${icon.repost(16)}<span>${esc(b)}</span>${icon.star(16)}<span>${esc(f)}</span>${icon.more(16)}</div>`;
};

/** Classes .ps .pst .psn .psh .psx .psa .psq .psqn .psqx. */
export const post = (p: Post) => {
  const size = p.size ?? 40;
  return `<div class="ps" style="padding-left:${14 + (p.depth ?? 0) * 36}px">${p.top ? ui(p.top, "pst") : ""}<div class="row" style="gap:10px;align-items:flex-start">${avatar(size, p.color)}<div style="flex:1;min-width:0"><div class="row psr" data-role="ui"><span class="psn">${esc(p.name)}</span><span class="psh">${esc(p.handle)}</span><span class="pstm">${esc(p.time)}</span></div>${p.text
    .map((t) => say(p.who, t, "psx"))
    .join("")}${
    p.quote ? `<div class="psq">${ui(`${p.quote.name} ${p.quote.handle}`, "psqn")}${p.quote.text.map((t) => say(p.quote!.who, t, "psqx")).join("")}</div>` : ""
  }${p.acts ? actRow(p.acts) : ""}</div></div></div>`;
};

/** Profile fields the owner wrote: each label over its value, both the owner's. Classes .fd .fdl .fdv. */
export const fields = (items: [string, string][]) =>
  `<div class="fd">${items.map(([l, v]) => `<div class="fdr">${say("owner", l, "fdl")}${say("owner", v, "fdv")}</div>`).join("")}</div>`;

/** Profile counts: each value and label in one row. */
export const counts = (items: [string, string][], cls = "pc") =>
  `<div class="row ${cls}" data-role="ui">${items.map(([v, l]) => `<div><b>${esc(v)}</b> <small>${esc(l)}</small></div>`).join("")}</div>`;

/** A bottom bar of icons over the page (z-index), so a line under its top edge is cut. */
export const iconBar = (icons: string[], bg: string, line: string, fg: string, android = false) =>
  `<div class="row" style="flex:none;justify-content:space-around;height:${android ? 56 : 78}px;padding-bottom:${android ? 4 : 26}px;color:${fg};background:${bg};border-top:1px solid ${line};position:relative;z-index:3">${icons.join("")}</div>`;

/** Shared post CSS for a theme. */
export const postCss = (t: { fg: string; sub: string; line: string; accent: string; quoteBg: string; size?: number }) =>
  `.ps{padding:10px 14px 9px;border-bottom:1px solid ${t.line}}.pst{font-size:12.5px;color:${t.sub};margin:0 0 5px 50px}
.psr{gap:5px;min-width:0;white-space:nowrap;overflow:hidden}.psn{font-size:14.5px;font-weight:700;color:${t.fg}}.psh{font-size:13.5px;color:${t.sub};flex:1;min-width:0}.pstm{font-size:13px;color:${t.sub}}
.psx{font-size:${t.size ?? 15}px;line-height:${(t.size ?? 15) + 5.5}px;margin-top:3px;color:${t.fg}}.psa{gap:5px;font-size:12.5px;color:${t.sub};margin-top:7px}.psa span{margin-right:22px}
.psq{margin-top:8px;border:1px solid ${t.line};background:${t.quoteBg};border-radius:10px;padding:8px 10px}.psqn{font-size:13px;font-weight:700;color:${t.sub}}.psqx{font-size:14px;line-height:19.5px;margin-top:2px;color:${t.fg}}
.fd{margin-top:10px;border:1px solid ${t.line};border-radius:8px;overflow:hidden}.fdr{padding:6px 10px;border-bottom:1px solid ${t.line}}.fdr:last-child{border-bottom:none}.fdl{font-size:11.5px;font-weight:700;color:${t.sub}}.fdv{font-size:14px;line-height:19px;color:${t.accent}}`;
