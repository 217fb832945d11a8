import type { BattleCard } from "../plan/render-plan";
import { buildAssDocument, dialogue, escapeAssText, toAssColor } from "./ass-format";

const ACCENT = "#FF5A36";

/** A battle's closing card: "WINNER" in the accent colour, the winner's name, the reason, then where to make your own. */
export function buildBattleCardAss(size: { width: number; height: number }, card: BattleCard, site: string): string {
  const unit = Math.min(size.width, size.height) / 1080;
  const cx = size.width / 2;
  const cy = size.height / 2;
  const margin = Math.round(size.width * 0.06);
  const nameSize = Math.round(Math.min(110, (1.7 * (size.width - 2 * margin)) / Math.max(8, card.winner.length)) * unit);
  const styles = [
    { name: "Label", fontSize: Math.round(64 * unit), color: ACCENT, spacing: Math.round(8 * unit), shadow: Math.round(2 * unit) },
    { name: "Winner", fontSize: nameSize, color: "#FFFFFF", marginL: margin, marginR: margin, shadow: Math.round(4 * unit) },
    { name: "Reason", fontSize: Math.round(62 * unit), color: "#FFFFFF", marginL: margin, marginR: margin, bold: false, shadow: Math.round(2 * unit) },
    { name: "Tagline", fontSize: Math.round(44 * unit), color: "#D9D3E0", bold: false, spacing: Math.round(2 * unit) },
  ];
  const at = (dy: number) => `{\\an5\\pos(${cx},${Math.round(cy + dy * unit)})}`;
  return buildAssDocument(size, styles, [
    dialogue({ startMs: 0, style: "Label", text: `${at(-210)}WINNER` }),
    dialogue({ startMs: 0, style: "Winner", text: `${at(-80)}${escapeAssText(card.winner)}` }),
    dialogue({ startMs: 0, style: "Reason", text: `${at(60)}${escapeAssText(card.reason)}` }),
    dialogue({
      startMs: 0,
      style: "Reason",
      text: `{\\an7\\pos(${Math.round(cx - 100 * unit)},${Math.round(cy + 140 * unit)})\\c${toAssColor(ACCENT)}\\bord0\\shad0\\p1}m 0 0 l ${Math.round(200 * unit)} 0 ${Math.round(200 * unit)} ${Math.round(9 * unit)} 0 ${Math.round(9 * unit)}{\\p0}`,
    }),
    dialogue({ startMs: 0, style: "Tagline", text: `${at(220)}${escapeAssText(`Make yours at ${site}`)}` }),
  ]);
}
