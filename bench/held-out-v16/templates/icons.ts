// Icons and avatars as plain SVG shapes, so the only text on a screen is text a reader should read.

const svg = (size: number, body: string, extra = "") =>
  `<svg width="${size}" height="${size}" viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round" ${extra}>${body}</svg>`;

export const icon = {
  home: (s = 26) => svg(s, `<path d="M3 11 12 3l9 8v10h-6v-6H9v6H3z"/>`),
  search: (s = 26) => svg(s, `<circle cx="11" cy="11" r="7"/><path d="m20 20-4-4"/>`),
  plus: (s = 26) => svg(s, `<path d="M12 5v14M5 12h14"/>`),
  plusBox: (s = 26) => svg(s, `<rect x="3" y="3" width="18" height="18" rx="5"/><path d="M12 8v8M8 12h8"/>`),
  bell: (s = 26) => svg(s, `<path d="M6 16V11a6 6 0 0 1 12 0v5l2 2H4z"/><path d="M10 21h4"/>`),
  person: (s = 26) => svg(s, `<circle cx="12" cy="8" r="4"/><path d="M4 21c1-4 4-6 8-6s7 2 8 6"/>`),
  heart: (s = 22) => svg(s, `<path d="M12 20s-7-4.5-9-9a5 5 0 0 1 9-3 5 5 0 0 1 9 3c-2 4.5-9 9-9 9z"/>`),
  heartFilled: (s = 22, color = "#ff3040") =>
    svg(s, `<path d="M12 20s-7-4.5-9-9a5 5 0 0 1 9-3 5 5 0 0 1 9 3c-2 4.5-9 9-9 9z" fill="${color}" stroke="${color}"/>`),
  comment: (s = 22) => svg(s, `<path d="M21 12a8 8 0 0 1-12 7l-5 1 1-4a8 8 0 1 1 16-4z"/>`),
  repost: (s = 22) => svg(s, `<path d="M17 2l3 3-3 3"/><path d="M4 11V9a4 4 0 0 1 4-4h12"/><path d="M7 22l-3-3 3-3"/><path d="M20 13v2a4 4 0 0 1-4 4H4"/>`),
  send: (s = 22) => svg(s, `<path d="M22 2 11 13"/><path d="M22 2 15 22l-4-9-9-4z"/>`),
  back: (s = 26) => svg(s, `<path d="M15 4l-8 8 8 8"/>`),
  close: (s = 26) => svg(s, `<path d="M6 6l12 12M18 6 6 18"/>`),
  more: (s = 24) =>
    svg(
      s,
      `<circle cx="5" cy="12" r="1.4" fill="currentColor"/><circle cx="12" cy="12" r="1.4" fill="currentColor"/><circle cx="19" cy="12" r="1.4" fill="currentColor"/>`,
    ),
  moreV: (s = 24) =>
    svg(
      s,
      `<circle cx="12" cy="5" r="1.4" fill="currentColor"/><circle cx="12" cy="12" r="1.4" fill="currentColor"/><circle cx="12" cy="19" r="1.4" fill="currentColor"/>`,
    ),
  camera: (s = 24) => svg(s, `<path d="M4 7h4l2-3h4l2 3h4v13H4z"/><circle cx="12" cy="13" r="4"/>`),
  mic: (s = 24) => svg(s, `<rect x="9" y="3" width="6" height="11" rx="3"/><path d="M5 11a7 7 0 0 0 14 0M12 18v3"/>`),
  smile: (s = 24) => svg(s, `<circle cx="12" cy="12" r="9"/><path d="M8 14s1.5 2 4 2 4-2 4-2"/><path d="M9 9h.01M15 9h.01"/>`),
  globe: (s = 24) => svg(s, `<circle cx="12" cy="12" r="9"/><path d="M3 12h18M12 3c3 3 3 15 0 18M12 3c-3 3-3 15 0 18"/>`),
  paperclip: (s = 24) => svg(s, `<path d="M20 11l-8 8a5 5 0 0 1-7-7l9-9a3 3 0 0 1 4 4l-9 9a1 1 0 0 1-2-2l8-8"/>`),
  bookmark: (s = 22) => svg(s, `<path d="M6 3h12v18l-6-4-6 4z"/>`),
  share: (s = 22) => svg(s, `<path d="M12 3v12M7 8l5-5 5 5"/><path d="M5 13v7h14v-7"/>`),
  thumbUp: (s = 22) => svg(s, `<path d="M7 10v10H3V10zM7 10l4-7a2 2 0 0 1 3 2l-1 5h6a2 2 0 0 1 2 2l-2 7a2 2 0 0 1-2 1H7"/>`),
  thumbDown: (s = 22) => svg(s, `<path d="M17 14V4h4v10zM17 14l-4 7a2 2 0 0 1-3-2l1-5H5a2 2 0 0 1-2-2l2-7a2 2 0 0 1 2-1h10"/>`),
  arrowUp: (s = 22) => svg(s, `<path d="M12 4 4 13h5v7h6v-7h5z"/>`),
  arrowDown: (s = 22) => svg(s, `<path d="M12 20 4 11h5V4h6v7h5z"/>`),
  star: (s = 18, color = "#f5b400") => svg(s, `<path d="m12 2 3 7 7 .5-5.5 4.5 2 7.5L12 17l-6.5 4.5 2-7.5L2 9.5 9 9z" fill="${color}" stroke="${color}"/>`),
  starEmpty: (s = 18, color = "#c9c9c9") =>
    svg(s, `<path d="m12 2 3 7 7 .5-5.5 4.5 2 7.5L12 17l-6.5 4.5 2-7.5L2 9.5 9 9z" fill="${color}" stroke="${color}"/>`),
  check: (s = 18) => svg(s, `<path d="M4 12l5 5L20 6"/>`),
  hash: (s = 20) => svg(s, `<path d="M5 9h14M5 15h14M10 3 8 21M16 3l-2 18"/>`),
  menu: (s = 24) => svg(s, `<path d="M4 6h16M4 12h16M4 18h16"/>`),
  play: (s = 24) => svg(s, `<path d="M7 4v16l13-8z" fill="currentColor"/>`),
  shuffle: (s = 24) => svg(s, `<path d="M16 3h5v5M4 20 21 3M21 16v5h-5M15 15l6 6M4 4l5 5"/>`),
  download: (s = 24) => svg(s, `<circle cx="12" cy="12" r="9"/><path d="M12 7v9M8 12l4 4 4-4"/>`),
  phone: (s = 22) => svg(s, `<path d="M5 3h4l2 5-3 2a11 11 0 0 0 6 6l2-3 5 2v4a2 2 0 0 1-2 2A17 17 0 0 1 3 5a2 2 0 0 1 2-2z"/>`),
  video: (s = 24) => svg(s, `<rect x="2" y="6" width="14" height="12" rx="2"/><path d="m16 10 6-4v12l-6-4z"/>`),
  enter: (s = 22) => svg(s, `<path d="M20 5v7H5M9 8l-4 4 4 4"/>`),
  shift: (s = 22) => svg(s, `<path d="M12 3 3 13h5v7h8v-7h5z"/>`),
  backspace: (s = 22) => svg(s, `<path d="M8 5h13v14H8l-6-7z"/><path d="m11 9 6 6M17 9l-6 6"/>`),
  pin: (s = 18) => svg(s, `<path d="M12 22s7-7 7-12a7 7 0 0 0-14 0c0 5 7 12 7 12z"/><circle cx="12" cy="10" r="2.5"/>`),
  gift: (s = 22) => svg(s, `<rect x="3" y="8" width="18" height="5"/><path d="M5 13v8h14v-8M12 8v13M12 8c-2-4-6-4-6-1s6 1 6 1 6 2 6-1-4-3-6 1"/>`),
  eye: (s = 16) => svg(s, `<path d="M2 12s4-7 10-7 10 7 10 7-4 7-10 7S2 12 2 12z"/><circle cx="12" cy="12" r="3"/>`),
  cart: (s = 24) => svg(s, `<circle cx="9" cy="20" r="1.5"/><circle cx="18" cy="20" r="1.5"/><path d="M2 3h3l3 12h11l2-8H6"/>`),
  chat: (s = 24) => svg(s, `<path d="M4 4h16v12H8l-4 4z"/>`),
  grid: (s = 24) =>
    svg(
      s,
      `<rect x="3" y="3" width="7" height="7"/><rect x="14" y="3" width="7" height="7"/><rect x="3" y="14" width="7" height="7"/><rect x="14" y="14" width="7" height="7"/>`,
    ),
  sliders: (s = 24) =>
    svg(
      s,
      `<path d="M4 6h10M18 6h2M4 12h4M12 12h8M4 18h12M20 18h0"/><circle cx="16" cy="6" r="2"/><circle cx="10" cy="12" r="2"/><circle cx="18" cy="18" r="2"/>`,
    ),
  flame: (s = 24) => svg(s, `<path d="M12 2c1 4 6 6 6 12a6 6 0 0 1-12 0c0-3 2-5 3-6 0 2 1 3 2 3 0-4-1-6 1-9z"/>`),
};

/** A round avatar: a coloured disc with a head-and-shoulders silhouette, or a plain disc. */
export function avatar(size: number, color: string, opts: { silhouette?: boolean; ring?: string } = {}): string {
  const ring = opts.ring ? `box-shadow:0 0 0 2px #fff,0 0 0 4px ${opts.ring};` : "";
  const person =
    opts.silhouette === false
      ? ""
      : `<svg width="${size}" height="${size}" viewBox="0 0 40 40"><circle cx="20" cy="15" r="7" fill="rgba(255,255,255,.75)"/><path d="M6 40c1-9 7-13 14-13s13 4 14 13z" fill="rgba(255,255,255,.75)"/></svg>`;
  return `<span class="avatar" style="display:inline-block;flex:none;width:${size}px;height:${size}px;border-radius:50%;overflow:hidden;background:${color};${ring}">${person}</span>`;
}

/** A picture stand-in: a gradient block with a few soft shapes. */
export function picture(w: number | string, h: number, colors: [string, string], shapes = ""): string {
  const width = typeof w === "number" ? `${w}px` : w;
  return `<div class="pic" style="position:relative;overflow:hidden;width:${width};height:${h}px;background:linear-gradient(160deg,${colors[0]},${colors[1]})">${shapes}</div>`;
}
