// Runs inside the rendered page: reads back every text line as it was drawn and can be seen. Each
// grapheme is measured with a Range, dropped when something else is painted over its centre
// (keyboard, notification banner, a clipping scroll area) or when its centre lies outside the saved
// region; graphemes are then grouped into visual lines per role element, split where a wide gap
// separates columns, and joined with a space wherever the drawing leaves a word gap. A line that
// lost some graphemes, or shows one only in part (cut by a scroll edge, the keyboard or the crop),
// is kept as far as it can be seen and marked `cut`. The result is the ground truth.

export interface Clip {
  x: number;
  y: number;
  width: number;
  height: number;
}

export interface DrawnLine {
  text: string;
  role: "owner" | "other" | "ui";
  author?: string;
  area?: string;
  /** Part of the line is hidden (scroll edge, keyboard, banner, crop): text holds only what shows. */
  cut?: boolean;
  top: number;
  left: number;
}

export interface DrawnRead {
  lines: DrawnLine[];
  /** Lines only partly visible (cut by an overlay, a scroll edge or the crop), for the drawing log. */
  partial: string[];
}

interface Glyph {
  ch: string;
  x: number;
  right: number;
  cy: number;
  h: number;
  size: number;
  group: number;
  partial: boolean;
  /** Centre hidden: not part of the text, but its line counts as cut. */
  gone: boolean;
}

export function readDrawnLines(clip: Clip): DrawnRead {
  const segmenter = new Intl.Segmenter("en", { granularity: "grapheme" });
  const ids = new Map<Element, number>();
  const meta = new Map<number, { role: DrawnLine["role"]; author?: string; area?: string }>();
  const glyphs: Glyph[] = [];
  const partial: string[] = [];
  const range = document.createRange();
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  const inClip = (x: number, y: number) => x >= clip.x && x <= clip.x + clip.width && y >= clip.y && y <= clip.y + clip.height;
  const seen = (el: Element, x: number, y: number) => {
    if (!inClip(x, y)) return false;
    const hit = document.elementFromPoint(x, y);
    return hit !== null && (hit === el || el.contains(hit));
  };
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const el = node.parentElement;
    // Whitespace-only nodes between tags are layout, not words: gaps between spans are found below.
    if (!el || el.closest("style,script") || !/\S/.test(node.textContent ?? "")) continue;
    const roleEl = el.closest("[data-role]") ?? document.body;
    const areaEl = el.closest("[data-area]");
    // Lines group per role element, or per overlay (keyboard, banner) when it sits inside one.
    const keyEl = areaEl && !areaEl.contains(roleEl) ? areaEl : roleEl;
    if (!ids.has(keyEl)) {
      const id = ids.size;
      ids.set(keyEl, id);
      const role = (roleEl.getAttribute("data-role") ?? "ui") as DrawnLine["role"];
      const author = roleEl.getAttribute("data-author") ?? undefined;
      const area = areaEl?.getAttribute("data-area") ?? undefined;
      meta.set(id, { role, author, area });
    }
    const group = ids.get(keyEl)!;
    const size = Number.parseFloat(getComputedStyle(el).fontSize);
    const text = node.textContent ?? "";
    for (const { segment, index } of segmenter.segment(text)) {
      range.setStart(node, index);
      range.setEnd(node, index + segment.length);
      const rect = [...range.getClientRects()].find((r) => r.width > 0 && r.height > 0);
      if (!rect) continue;
      const space = /^\s+$/.test(segment);
      const cx = rect.left + rect.width / 2;
      const cy = rect.top + rect.height / 2;
      const straddles = rect.left < clip.x - 0.5 || rect.right > clip.x + clip.width + 0.5;
      const centre = seen(el, cx, cy);
      const edges = space ? [] : [seen(el, cx, rect.top + rect.height * 0.2), seen(el, cx, rect.bottom - rect.height * 0.2)];
      // A glyph shows when its centre or a fifth of its height from an edge is visible.
      const visible = centre || edges.includes(true);
      if (space && !centre) continue;
      // A glyph with no visible part at all only marks its line cut when a neighbour still shows.
      glyphs.push({
        ch: space ? " " : segment,
        x: rect.left,
        right: rect.right,
        cy,
        h: rect.height,
        size,
        group,
        partial: !space && visible && (!centre || edges.includes(false) || straddles),
        gone: !space && !visible,
      });
    }
  }

  const lines: Glyph[][] = [];
  const byGroup = new Map<number, Glyph[][]>();
  for (const g of glyphs) {
    const groupLines = byGroup.get(g.group) ?? [];
    byGroup.set(g.group, groupLines);
    const line = groupLines.find((l) => Math.abs(l[0].cy - g.cy) < 0.35 * Math.max(l[0].h, g.h));
    if (line) line.push(g);
    else groupLines.push([g]);
  }
  for (const groupLines of byGroup.values()) {
    for (const line of groupLines) {
      line.sort((a, b) => a.x - b.x);
      let current: Glyph[] = [];
      for (const g of line) {
        const prev = current.at(-1);
        if (prev && g.x - prev.right > 1.6 * Math.max(g.size, prev.size)) {
          lines.push(current);
          current = [];
        }
        current.push(g);
      }
      if (current.length) lines.push(current);
    }
  }

  const out: DrawnLine[] = [];
  for (const all of lines) {
    const line = all.filter((g) => !g.gone);
    let text = "";
    let prev: Glyph | undefined;
    for (const g of line) {
      if (prev && g.ch !== " " && prev.ch !== " " && g.x - prev.right > 0.18 * Math.max(g.size, prev.size)) text += " ";
      text += g.ch;
      prev = g;
    }
    text = text.replace(/\s+/g, " ").trim();
    if (!text) continue;
    const { role, author, area } = meta.get(line[0].group)!;
    const top = Math.min(...line.map((g) => g.cy - g.h / 2));
    const drawn: DrawnLine = { text, role, top, left: line[0].x };
    if (role === "other") drawn.author = author;
    if (area) drawn.area = area;
    if (all.some((g) => g.partial || g.gone)) {
      drawn.cut = true;
      partial.push(text);
    }
    out.push(drawn);
  }
  out.sort((a, b) => (Math.abs(a.top - b.top) > 4 ? a.top - b.top : a.left - b.left));
  return { lines: out, partial };
}
