import { useQueryClient } from "@tanstack/react-query";
import { ArrowLeft, LogOut } from "lucide-react";
import { useEffect } from "react";
import { Link, useSearchParams } from "react-router";
import { Button, buttonClasses } from "../../../components/ui/button";
import { PageLoading } from "../../../components/ui/page-loading";
import { invalidateBalance } from "../../../lib/query-keys";
import { notify, notifyError } from "../../../lib/toast";
import { useSignOut } from "../../auth";
import { useAccount } from "../api/account-api";
import { AccountStatusCard } from "./account-status-card";
import { DataExportCard } from "./data-export-card";
import { DeleteAccountCard } from "./delete-account-card";
import { PaymentHistoryCard } from "./payment-history-card";
import { SubscriptionCard } from "./subscription-card";
import { VideoManagement } from "./video-management";

/** /account for a signed-in user: status, subscription, payments, videos, a copy of their data, and the ways out (sign out, delete). */
export function AccountPage() {
  const account = useAccount();
  const queryClient = useQueryClient();
  const { signOut, isSigningOut } = useSignOut();
  const reload = () => void invalidateBalance(queryClient);

  useEffect(() => {
    if (account.isError) notifyError("Error", "Failed to load account data");
  }, [account.isError]);

  // The test checkout comes back here once an upgrade's difference is paid.
  const [search, setSearch] = useSearchParams();
  useEffect(() => {
    if (search.get("plan") !== "upgraded") return;
    notify("Plan upgraded", "The difference is paid and your new plan applies now; its monthly credits start with your next renewal.");
    setSearch({}, { replace: true });
  }, [search, setSearch]);

  if (account.isPending) return <PageLoading label="Loading your account..." />;

  return (
    <div className="mx-auto max-w-4xl px-4 py-12 sm:px-6 sm:py-16">
      <div className="flex flex-wrap items-center justify-between gap-4">
        <h1 className="text-4xl font-extrabold text-white">My Account</h1>
        <Link to="/" className={buttonClasses({ variant: "ghost", size: "sm" })}>
          <ArrowLeft className="size-4" aria-hidden="true" />
          Back to Home
        </Link>
      </div>
      <div className="mt-8 grid gap-8">
        {account.data ? (
          <>
            <AccountStatusCard account={account.data} onRefresh={() => void account.refetch()} refreshing={account.isFetching} />
            <SubscriptionCard account={account.data} onChanged={reload} />
            <PaymentHistoryCard payments={account.data.payments} />
          </>
        ) : (
          <div className="rounded-3xl bg-white/[0.03] p-8 text-center ring-1 ring-white/10">
            <p className="text-zinc-300">Your account details could not be loaded.</p>
            <Button className="mt-4" variant="outline" onClick={() => void account.refetch()}>
              Try again
            </Button>
          </div>
        )}
        <VideoManagement />
        <DataExportCard />
        <DeleteAccountCard />
      </div>
      <div className="mt-10 flex flex-col gap-3 sm:flex-row">
        <Link to="/roast" className={buttonClasses()}>
          Generate New Roast
        </Link>
        <Link to="/pricing" className={buttonClasses({ variant: "outline" })}>
          View Pricing
        </Link>
        <Button variant="ghost" onClick={signOut} disabled={isSigningOut}>
          <LogOut className="size-4" aria-hidden="true" />
          Sign Out
        </Button>
      </div>
    </div>
  );
}
