import { useQueryClient } from "@tanstack/react-query";
import { Trash2 } from "lucide-react";
import { type FormEvent, useEffect, useState } from "react";
import { useSearchParams } from "react-router";
import { Button } from "../../../components/ui/button";
import { Card } from "../../../components/ui/card";
import { Dialog } from "../../../components/ui/dialog";
import { Field } from "../../../components/ui/field";
import { Input } from "../../../components/ui/input";
import { Spinner } from "../../../components/ui/spinner";
import { isApiError } from "../../../lib/api-client";
import { isAdminFlagKey } from "../../../lib/query-keys";
import { notify, notifyError } from "../../../lib/toast";
import { useLeaveFor } from "../../../lib/use-leave-for";
import { deleteAccount, mailDeletionLink, useAccountDeletion } from "../api/account-data-api";
import { forgetBrowserData } from "../lib/forget-browser-data";

const WHAT_GOES =
  "This ends any subscription, and deletes your roasts, videos, share pages and credits for good. Payment records stay, without your name, for 7 years as tax law requires.";

/** Delete my account: confirmed by the password, or by a mailed link (`/account?delete=<token>`) for an account without one. */
export function DeleteAccountCard() {
  const [search, setSearch] = useSearchParams();
  const token = search.get("delete");
  const [open, setOpen] = useState(false);
  useEffect(() => {
    if (token) setOpen(true);
  }, [token]);
  const close = () => {
    setOpen(false);
    if (token) setSearch({}, { replace: true });
  };
  return (
    <Card className="ring-red-500/20" data-testid="delete-account-card">
      <h2 className="flex items-center gap-2 text-xl font-bold text-white">
        <Trash2 className="size-5 text-red-400" aria-hidden="true" />
        Delete Account
      </h2>
      <p className="mt-2 text-sm text-zinc-400">{WHAT_GOES}</p>
      <Button className="mt-6" variant="danger" onClick={() => setOpen(true)}>
        Delete My Account
      </Button>
      <DeleteAccountDialog open={open} token={token} onClose={close} />
    </Card>
  );
}

function DeleteAccountDialog({ open, token, onClose }: { open: boolean; token: string | null; onClose(): void }) {
  const method = useAccountDeletion({ enabled: open && !token });
  const queryClient = useQueryClient();
  const leaveFor = useLeaveFor();
  const [password, setPassword] = useState("");
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  const [mailed, setMailed] = useState(false);

  async function confirm(event?: FormEvent) {
    event?.preventDefault();
    if (!token && !password) {
      setError("Please enter your password");
      return;
    }
    setBusy(true);
    setError(undefined);
    try {
      await deleteAccount(token ? { token } : { password });
      // Off the signed-in page first, so nothing it shows asks the server again without a session.
      await leaveFor("/");
      await queryClient.cancelQueries();
      queryClient.removeQueries({ predicate: (query) => !isAdminFlagKey(query.queryKey) });
      await forgetBrowserData();
      const { authClient } = await import("../../../lib/auth-client");
      await authClient.signOut().catch(() => undefined);
      notify("Account deleted", "Your account and everything in it are gone. Thanks for roasting with us.");
    } catch (failure) {
      const message = isApiError(failure) && failure.status < 500 ? failure.message : "Failed to delete your account. Please try again.";
      if (isApiError(failure) && failure.status === 403 && !token) setError(message);
      else notifyError(isApiError(failure) && failure.title ? failure.title : "Deletion failed", message);
    } finally {
      setBusy(false);
    }
  }

  async function mailLink() {
    setBusy(true);
    try {
      await mailDeletionLink();
      setMailed(true);
    } catch (failure) {
      notifyError("Deletion failed", isApiError(failure) && failure.status < 500 ? failure.message : "Failed to send the email. Please try again.");
    } finally {
      setBusy(false);
    }
  }

  const byEmail = !token && method.data?.confirmWith === "email";
  const footer = (
    <>
      <Button variant="ghost" onClick={onClose} disabled={busy}>
        Keep My Account
      </Button>
      {byEmail ? (
        <Button variant="danger" onClick={mailLink} disabled={busy || mailed}>
          {busy ? "Processing..." : mailed ? "Email Sent" : "Email Me a Link"}
        </Button>
      ) : (
        <Button variant="danger" onClick={() => void confirm()} disabled={busy || (!token && method.isPending)}>
          {busy ? "Deleting..." : "Delete Forever"}
        </Button>
      )}
    </>
  );
  return (
    <Dialog open={open} onOpenChange={(next) => !busy && !next && onClose()} title="Delete your account?" description={WHAT_GOES} footer={footer}>
      {token ? (
        <p className="text-sm text-zinc-300">You confirmed by email. This can't be undone.</p>
      ) : method.isPending ? (
        <Spinner />
      ) : byEmail ? (
        <p className="text-sm text-zinc-300" aria-live="polite">
          {mailed
            ? "Check your email: the link in it deletes your account. It works for 1 hour."
            : "Your account has no password, so we'll email you a link to confirm."}
        </p>
      ) : (
        <form onSubmit={confirm}>
          <Field id="delete-password" label="Your password" error={error} hint="Type your password to confirm. This can't be undone.">
            <Input
              id="delete-password"
              type="password"
              autoComplete="current-password"
              value={password}
              onChange={(event) => setPassword(event.target.value)}
              aria-invalid={Boolean(error)}
              aria-describedby={error ? "delete-password-error" : undefined}
              disabled={busy}
            />
          </Field>
        </form>
      )}
    </Dialog>
  );
}
