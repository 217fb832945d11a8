import type { ShowcaseSample } from "./showcase-sample";
import { SCREEN, type SampleDrawing, stackLines } from "./sample-drawing";
import { circle, linearGradient, rect, shadeColor, svgDocument } from "./svg-shapes";

export function layoutLinkedin(spec: ShowcaseSample): SampleDrawing {
  const { width, height } = SCREEN;
  const { theme } = spec;
  const card = "#ffffff";
  const headline = stackLines([spec.headline ?? ""], 48, 560, { size: 34, color: theme.text, maxWidth: 980 }, 50);
  // A headline of pipes wraps onto more lines: leave it room.
  const bioTop = headline.bottom + (spec.headline && spec.headline.length > 45 ? 60 : 10);
  const bio = stackLines(spec.bio, 48, bioTop, { size: 32, color: theme.text }, 48);
  const place = { text: spec.extras[0] ?? "", x: 48, y: bio.bottom + 10, size: 30, color: theme.muted };
  const statsLine = spec.stats.map((s) => `${s.value} ${s.label}`).join("  ·  ");
  const buttonsTop = bio.bottom + 150;
  const buttons = spec.extras.slice(1, 3);
  const body = [
    rect(0, 0, width, height, card),
    rect(0, 0, width, 300, "url(#banner)"),
    circle(200, 320, 150, card),
    circle(200, 320, 140, shadeColor(theme.accent, 0.5)),
    ...buttons.map((_, i) => rect(40 + i * 360, buttonsTop, 340, 80, i === 0 ? theme.accent : card, 40)),
    rect(0, buttonsTop + 140, width, 16, theme.background),
  ].join("");
  return {
    width,
    height,
    svg: svgDocument(width, height, theme.background, body, linearGradient("banner", theme.accent, shadeColor(theme.accent, 0.45))),
    texts: [
      { text: "in  LinkedIn", x: 40, y: 30, size: 34, bold: true, color: "#ffffff" },
      { text: spec.name, x: 48, y: 490, size: 46, bold: true, color: theme.text },
      ...headline.blocks,
      ...bio.blocks,
      place,
      { text: statsLine, x: 48, y: place.y + 50, size: 32, bold: true, color: theme.accent },
      ...buttons.map((text, i) => ({
        text,
        x: 210 + i * 360,
        y: buttonsTop + 20,
        size: 32,
        bold: true,
        color: i === 0 ? "#ffffff" : theme.accent,
        anchor: "middle" as const,
      })),
      { text: "About", x: 48, y: buttonsTop + 200, size: 40, bold: true, color: theme.text },
      { text: "Experience", x: 48, y: buttonsTop + 400, size: 40, bold: true, color: theme.text },
    ],
  };
}
