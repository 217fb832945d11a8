/** Small SVG builders for the sample backgrounds. Text is never drawn in SVG (fonts differ by machine). */
export const rect = (x: number, y: number, w: number, h: number, fill: string, radius = 0) =>
  `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="${radius}" fill="${fill}"/>`;

export const circle = (cx: number, cy: number, r: number, fill: string) => `<circle cx="${cx}" cy="${cy}" r="${r}" fill="${fill}"/>`;

export const linearGradient = (id: string, from: string, to: string, vertical = false) =>
  `<linearGradient id="${id}" x1="0" y1="0" x2="${vertical ? 0 : 1}" y2="${vertical ? 1 : 0}">` +
  `<stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient>`;

export const radialGradient = (id: string, inner: string, outer: string) =>
  `<radialGradient id="${id}" cx="0.5" cy="0.4" r="0.7"><stop offset="0" stop-color="${inner}"/>` + `<stop offset="1" stop-color="${outer}"/></radialGradient>`;

export const svgDocument = (width: number, height: number, background: string, body: string, defs = "") =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><defs>${defs}</defs>` + `${rect(0, 0, width, height, background)}${body}</svg>`;

/** Mixes a hex colour towards white (amount > 0) or black (amount < 0). */
export function shadeColor(hex: string, amount: number): string {
  const channels = [1, 3, 5].map((i) => Number.parseInt(hex.slice(i, i + 2), 16));
  const target = amount > 0 ? 255 : 0;
  const mixed = channels.map((c) => Math.round(c + (target - c) * Math.abs(amount)));
  return `#${mixed.map((c) => c.toString(16).padStart(2, "0")).join("")}`;
}

/** A grid of post tiles in shades of the accent colour. */
export function drawTileGrid(top: number, width: number, height: number, accent: string, columns = 3): string {
  const gap = 6;
  const size = (width - gap * (columns - 1)) / columns;
  const tiles: string[] = [];
  for (let row = 0; top + row * (size + gap) < height; row++) {
    for (let col = 0; col < columns; col++) {
      const shade = ((row * columns + col) % 5) / 5 - 0.4;
      tiles.push(rect(col * (size + gap), top + row * (size + gap), size, size, shadeColor(accent, shade)));
    }
  }
  return tiles.join("");
}
