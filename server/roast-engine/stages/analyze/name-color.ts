/** Human names for colours ("beige", "navy"), from hue, saturation and lightness. */
export function nameColor(hex: string): string {
  const [h, s, l] = convertHexToHsl(hex);
  if (l < 0.12) return "black";
  if (l > 0.93 && s < 0.5) return "white";
  if (s < 0.12 || (s < 0.2 && l < 0.25)) return l < 0.35 ? "charcoal" : l < 0.75 ? "grey" : "light grey";
  if (h >= 20 && h < 55 && s < 0.65 && l >= 0.7) return l > 0.88 && s > 0.45 ? "cream" : "beige";
  if (h >= 10 && h < 50 && l < 0.45) return l < 0.25 ? "dark brown" : "brown";
  if (h >= 20 && h < 50 && s < 0.45) return "tan";
  if (h < 10 || h >= 345) return l > 0.7 ? "pink" : l < 0.3 ? "maroon" : "red";
  if (h < 40) return l > 0.72 ? "peach" : "orange";
  if (h < 65) return l < 0.35 ? "olive" : s < 0.6 && l < 0.6 ? "mustard" : "yellow";
  if (h < 150) return l > 0.75 ? "mint" : l < 0.3 ? "dark green" : "green";
  if (h < 185) return l > 0.6 ? "turquoise" : "teal";
  if (h < 215) return l > 0.7 ? "sky blue" : "blue";
  if (h < 245) return l < 0.3 ? "navy" : "blue";
  if (h < 290) return l > 0.7 ? "lavender" : "purple";
  return l < 0.35 ? "plum" : l > 0.7 ? "pink" : "magenta";
}

export function convertHexToHsl(hex: string): [number, number, number] {
  const [r, g, b] = [1, 3, 5].map((i) => Number.parseInt(hex.slice(i, i + 2), 16) / 255);
  const max = Math.max(r, g, b);
  const min = Math.min(r, g, b);
  const l = (max + min) / 2;
  const d = max - min;
  if (d === 0) return [0, 0, l];
  const s = d / (1 - Math.abs(2 * l - 1));
  let h: number;
  if (max === r) h = ((g - b) / d) % 6;
  else if (max === g) h = (b - r) / d + 2;
  else h = (r - g) / d + 4;
  return [(h * 60 + 360) % 360, s, l];
}

export const formatHex = (r: number, g: number, b: number) => `#${[r, g, b].map((c) => Math.round(c).toString(16).padStart(2, "0")).join("")}`;
