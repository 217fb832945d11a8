import { Card } from "../../../components/ui/card";
import { useAdminStats } from "../api/admin-api";
import { AUTHOR_NAMES } from "../describe-author";

const Tile = ({ label, value }: { label: string; value: string | number }) => (
  <div className="rounded-2xl bg-white/5 p-4">
    <p className="text-sm text-white/60">{label}</p>
    <p className="text-2xl font-semibold">{value}</p>
  </div>
);

/** Today's and this week's roasts, failures and where they fail, stage timings, queue, money. */
export function StatsCard() {
  const { data, error } = useAdminStats();
  if (error) return <Card role="alert">Failed to load the figures: {error.message}</Card>;
  if (!data) return <Card>Loading figures…</Card>;
  const s = data.stats;
  return (
    <Card className="space-y-4">
      <h2 className="text-xl font-semibold">Figures</h2>
      <div className="grid grid-cols-2 gap-3 sm:grid-cols-4">
        <Tile label="Roasts today" value={s.roastsToday} />
        <Tile label="Roasts this week" value={s.roastsThisWeek} />
        <Tile label="Failure rate (7 days)" value={`${(s.failureRate * 100).toFixed(1)}%`} />
        <Tile label="Queue depth" value={s.queueDepth} />
        <Tile label="Revenue (30 days)" value={`$${s.revenue.last30Days}`} />
        <Tile label="Revenue (all)" value={`$${s.revenue.total}`} />
        <Tile label="Credits granted / spent" value={`${s.credits.granted} / ${s.credits.spent}`} />
        <Tile label="Credits refunded" value={s.credits.refunded} />
      </div>
      <p className="text-sm text-white/70">
        Scripts (7 days): {s.scripts.authors.length ? s.scripts.authors.map((a) => `${AUTHOR_NAMES[a.author] ?? a.author} ${a.count}`).join(", ") : "none yet"}
        {s.scripts.problems.length ? ` · model problems: ${s.scripts.problems.map((p) => `${p.problem} (${p.count})`).join(", ")}` : ""}
      </p>
      <p className="text-sm text-white/70">
        Failing stages: {s.failingStages.length ? s.failingStages.map((f) => `${f.stage} (${f.count})`).join(", ") : "none this week"}
      </p>
      <table className="w-full text-left text-sm">
        <thead>
          <tr>
            <th>Stage</th>
            <th>p50</th>
            <th>p90</th>
            <th>Roasts</th>
          </tr>
        </thead>
        <tbody>
          {s.stageTimings.map((t) => (
            <tr key={t.stage}>
              <td>{t.stage}</td>
              <td>{(t.p50Ms / 1000).toFixed(1)} s</td>
              <td>{(t.p90Ms / 1000).toFixed(1)} s</td>
              <td>{t.count}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </Card>
  );
}
