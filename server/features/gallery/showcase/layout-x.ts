import type { ShowcaseSample } from "./showcase-sample";
import { SCREEN, type SampleDrawing, stackLines } from "./sample-drawing";
import { circle, rect, shadeColor, svgDocument } from "./svg-shapes";

export function layoutX(spec: ShowcaseSample): SampleDrawing {
  const { width, height } = SCREEN;
  const { theme } = spec;
  const bio = stackLines(spec.bio, 40, 640, { size: 34, color: theme.text }, 50);
  const [joined, posts] = spec.extras;
  const statsTop = bio.bottom + 80;
  const stats = spec.stats.map((s) => `${s.value} ${s.label}`).join("    ");
  const body = [
    rect(0, 0, width, 340, shadeColor(theme.accent, -0.2)),
    circle(170, 360, 130, theme.background),
    circle(170, 360, 120, theme.accent),
    rect(width - 250, 380, 210, 76, theme.text, 38),
    rect(0, statsTop + 160, width, 2, theme.muted),
  ].join("");
  return {
    width,
    height,
    svg: svgDocument(width, height, theme.background, body),
    texts: [
      { text: spec.name, x: 40, y: 40, size: 36, bold: true, color: "#ffffff" },
      { text: posts ?? "", x: 40, y: 90, size: 30, color: "#ffffff" },
      { text: "Follow", x: width - 145, y: 398, size: 32, bold: true, color: theme.background, anchor: "middle" },
      { text: spec.name, x: 40, y: 510, size: 44, bold: true, color: theme.text },
      { text: spec.handle ?? "", x: 40, y: 570, size: 34, color: theme.muted },
      ...bio.blocks,
      { text: joined ?? "", x: 40, y: bio.bottom + 10, size: 32, color: theme.muted },
      { text: stats, x: 40, y: statsTop, size: 34, bold: true, color: theme.text },
      { text: "Posts    Replies    Media    Likes", x: 40, y: statsTop + 90, size: 32, color: theme.muted },
    ],
  };
}
