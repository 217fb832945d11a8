import type { ScriptAuthor } from "./api/admin-api";

/** How the admin page names who wrote a roast's script. */
export const AUTHOR_NAMES: Record<string, string> = {
  model: "model",
  repaired: "model, repaired",
  fallback: "offline (model failed)",
  offline: "offline",
};

/** "model", "model, repaired (invented_quote)", "offline (model failed: timeout)", "offline". */
export function describeAuthor(author: ScriptAuthor, problems: readonly string[]): string {
  const why = problems.length ? problems.join(", ") : "";
  if (author === "repaired") return `model, repaired${why ? ` (${why})` : ""}`;
  if (author === "fallback") return `offline (model failed${why ? `: ${why}` : ""})`;
  return AUTHOR_NAMES[author] ?? author;
}
