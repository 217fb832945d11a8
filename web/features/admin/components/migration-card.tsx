import { Button } from "../../../components/ui/button";
import { Card } from "../../../components/ui/card";
import { useMigration, useStartMigration } from "../api/admin-api";

/**
 * The 'Video Migration Tool': media still on the old storage (MIGRATE_FROM_*) are found and
 * moved to the configured one by a background job; its results list each roast.
 */
export function MigrationCard() {
  const start = useStartMigration();
  const { data, error } = useMigration(true);
  const report = data?.report;
  const busy = report?.state === "queued" || report?.state === "running" || start.isPending;
  return (
    <Card className="space-y-3">
      <h2 className="text-xl font-semibold">Video Migration Tool</h2>
      {error ? (
        <p role="alert">
          <strong>Check Failed</strong> {error.message}
        </p>
      ) : null}
      {data && data.check.pendingRoasts > 0 ? (
        <p>
          <strong>Replicate Videos Found</strong>: {data.check.pendingRoasts} roast(s) still on the {data.check.source}.
        </p>
      ) : null}
      {data && data.check.pendingRoasts === 0 ? (
        <p>
          <strong>No Migration Needed</strong>
          {data.check.source ? ` (old storage: ${data.check.source})` : ""}
        </p>
      ) : null}
      {data && data.check.pendingRoasts > 0 ? (
        <Button onClick={() => start.mutate()} disabled={busy}>
          {busy ? "Migrating..." : "Migrate videos"}
        </Button>
      ) : null}
      {start.error ? (
        <p role="alert">
          <strong>Migration Failed</strong> {start.error.message}
        </p>
      ) : null}
      {report && (report.state === "completed" || report.state === "failed") ? (
        <div className="text-sm">
          <p>
            <strong>{report.state === "completed" ? "Migration Completed" : "Migration Failed"}</strong>: {report.migratedCount} migrated, {report.failedCount}{" "}
            failed{report.error ? ` (${report.error})` : ""}
          </p>
          <ul>
            {report.results.map((r) => (
              <li key={r.roastId}>
                <span className="font-mono">{r.roastId.slice(0, 8)}</span> ·{" "}
                {r.success ? (
                  <a className="underline" href={r.newUrl}>
                    moved
                  </a>
                ) : (
                  `failed: ${r.error}`
                )}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </Card>
  );
}
