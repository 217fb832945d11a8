/** The ETA as people say it: "about 20 seconds left", "about 2 minutes left", "almost done". */
export function formatEta(etaMs: number | null): string | null {
  if (etaMs === null || !Number.isFinite(etaMs)) return null;
  const seconds = Math.round(etaMs / 1000);
  if (seconds <= 3) return "Almost done";
  if (seconds < 60) return `About ${Math.ceil(seconds / 5) * 5} seconds left`;
  const minutes = Math.round(seconds / 60);
  return minutes === 1 ? "About a minute left" : `About ${minutes} minutes left`;
}
