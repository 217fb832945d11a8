import { Button } from "../../../components/ui/button";
import { Card } from "../../../components/ui/card";
import { useFailedRoasts, useRetryRoast } from "../api/admin-api";

/** The latest failed roasts with their error, each with a Retry (free: its credit was refunded). */
export function FailedRoastsCard() {
  const { data, error } = useFailedRoasts();
  const retry = useRetryRoast();
  return (
    <Card className="space-y-3">
      <h2 className="text-xl font-semibold">Failed roasts</h2>
      {error ? <p role="alert">Failed to load: {error.message}</p> : null}
      {retry.error ? <p role="alert">Retry refused: {retry.error.message}</p> : null}
      {data && data.roasts.length === 0 ? <p className="text-white/70">No failed roasts.</p> : null}
      <ul className="space-y-2">
        {data?.roasts.map((r) => (
          <li key={r.id} className="flex flex-wrap items-center justify-between gap-2 rounded-2xl bg-white/5 p-3 text-sm">
            <span>
              <span className="font-mono">{r.id.slice(0, 8)}</span> · {r.userEmail} · {r.errorStage ?? "unknown stage"} · {r.attempts} attempts
              <br />
              <span className="text-white/60">{r.errorMessage}</span>
            </span>
            <Button size="sm" variant="secondary" disabled={retry.isPending} onClick={() => retry.mutate(r.id)}>
              Retry
            </Button>
          </li>
        ))}
      </ul>
    </Card>
  );
}
