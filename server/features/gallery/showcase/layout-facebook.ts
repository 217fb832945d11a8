import type { ShowcaseSample } from "./showcase-sample";
import { SCREEN, type SampleDrawing, stackLines } from "./sample-drawing";
import { circle, linearGradient, rect, shadeColor, svgDocument } from "./svg-shapes";

export function layoutFacebook(spec: ShowcaseSample): SampleDrawing {
  const { width, height } = SCREEN;
  const { theme } = spec;
  const centre = width / 2;
  const details = spec.extras.slice(0, -1);
  const intro = stackLines(spec.bio, 60, 900, { size: 34, color: theme.text }, 50);
  const facts = stackLines(details, 60, intro.bottom + 30, { size: 32, color: theme.text }, 50);
  const body = [
    rect(0, 0, width, 420, "url(#cover)"),
    circle(centre, 420, 170, "#ffffff"),
    circle(centre, 420, 160, shadeColor(theme.accent, 0.35)),
    rect(40, 720, 490, 80, theme.accent, 12),
    rect(550, 720, 490, 80, "#e4e6eb", 12),
    rect(20, 820, width - 40, height - 840, "#ffffff", 20),
  ].join("");
  return {
    width,
    height,
    svg: svgDocument(width, height, theme.background, body, linearGradient("cover", shadeColor(theme.accent, 0.3), "#9fd3c7", true)),
    texts: [
      { text: "facebook", x: 40, y: 30, size: 40, bold: true, color: "#ffffff" },
      { text: spec.name, x: centre, y: 600, size: 48, bold: true, color: theme.text, anchor: "middle" },
      { text: spec.stats.map((s) => `${s.value} ${s.label}`).join(" · "), x: centre, y: 665, size: 32, color: theme.muted, anchor: "middle" },
      { text: spec.extras.at(-1) ?? "Add friend", x: 285, y: 740, size: 32, bold: true, color: "#ffffff", anchor: "middle" },
      { text: "Message", x: 795, y: 740, size: 32, bold: true, color: "#111111", anchor: "middle" },
      { text: "Intro", x: 60, y: 840, size: 36, bold: true, color: theme.text },
      ...intro.blocks,
      ...facts.blocks,
    ],
  };
}
