import { FailedRoastsCard } from "./failed-roasts-card";
import { MigrationCard } from "./migration-card";
import { ReportsCard } from "./reports-card";
import { StatsCard } from "./stats-card";
import { UserLookupCard } from "./user-lookup-card";

/** /admin: the operator's view, inside the layout's <main>. The server checks every call; this page only arranges them. */
export function AdminPage() {
  return (
    <div className="mx-auto max-w-5xl space-y-6 px-4 py-10">
      <h1 className="text-3xl font-bold">Admin</h1>
      <StatsCard />
      <ReportsCard />
      <FailedRoastsCard />
      <UserLookupCard />
      <MigrationCard />
    </div>
  );
}
