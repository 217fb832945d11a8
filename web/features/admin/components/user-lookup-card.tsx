import { type FormEvent, useRef, useState } from "react";
import { Button } from "../../../components/ui/button";
import { Card } from "../../../components/ui/card";
import { Input } from "../../../components/ui/input";
import { type UserOverview, useGrantCredits, useUserOverview } from "../api/admin-api";
import { describeAuthor } from "../describe-author";
import { type GrantAttempt, grantOutcomeMessage, nextGrantAttempt } from "../grant-attempt";

function GrantForm({ userId }: { userId: string }) {
  const grant = useGrantCredits(userId);
  const [amount, setAmount] = useState(1);
  const [reason, setReason] = useState("");
  // The grant sent but not yet answered: a retry of the same form reuses its id (grant-attempt.ts).
  const unconfirmed = useRef<GrantAttempt | null>(null);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const attempt = nextGrantAttempt(unconfirmed.current, { userId, amount, reason }, () => crypto.randomUUID());
    unconfirmed.current = attempt;
    grant.mutate(
      { amount, reason, grantId: attempt.grantId },
      {
        onSuccess: () => {
          if (unconfirmed.current === attempt) unconfirmed.current = null;
        },
      },
    );
  };
  return (
    <form onSubmit={submit} className="flex flex-wrap items-end gap-2">
      <div className="text-sm">
        <label htmlFor={`grant-amount-${userId}`}>Credits</label>
        <Input id={`grant-amount-${userId}`} type="number" min={1} max={1000} value={amount} onChange={(e) => setAmount(Number(e.target.value))} />
      </div>
      <div className="grow text-sm">
        <label htmlFor={`grant-reason-${userId}`}>Reason (required)</label>
        <Input id={`grant-reason-${userId}`} required minLength={3} maxLength={200} value={reason} onChange={(e) => setReason(e.target.value)} />
      </div>
      <Button type="submit" size="sm" disabled={grant.isPending}>
        Grant credits
      </Button>
      {grant.error ? (
        <p role="alert" className="w-full text-sm">
          {grant.error.message}
        </p>
      ) : null}
      {grant.isSuccess ? (
        <p role="status" className="w-full text-sm">
          {grantOutcomeMessage(grant.data)}
        </p>
      ) : null}
    </form>
  );
}

function Overview({ data }: { data: UserOverview }) {
  return (
    <div className="space-y-3 text-sm">
      <p>
        {data.user.email} {data.user.emailVerified ? "(verified)" : "(not verified)"} · {data.credits.freeRoastsRemaining} free, {data.credits.paidCredits} paid
      </p>
      <GrantForm userId={data.user.id} />
      <h3 className="font-semibold">Ledger</h3>
      <ul>
        {data.ledger.map((l) => (
          <li key={l.id}>
            {new Date(l.createdAt).toLocaleString()} · {l.kind} {l.delta > 0 ? `+${l.delta}` : l.delta} · {l.reason}
            {l.remaining !== null ? ` · ${l.remaining} left` : ""}
          </li>
        ))}
      </ul>
      <h3 className="font-semibold">Payments</h3>
      <ul>
        {data.payments.length ? (
          data.payments.map((p) => (
            <li key={p.id}>
              {new Date(p.createdAt).toLocaleDateString()} · ${p.amount} · {p.creditsPurchased} credits · {p.paymentStatus}
            </li>
          ))
        ) : (
          <li>None</li>
        )}
      </ul>
      <h3 className="font-semibold">Roasts</h3>
      <ul>
        {data.roasts.map((r) => (
          <li key={r.id}>
            <span className="font-mono">{r.id.slice(0, 8)}</span> · {r.platform} · {r.status}
            {r.scriptAuthor ? ` · ${describeAuthor(r.scriptAuthor, r.scriptProblems)}` : ""}
          </li>
        ))}
      </ul>
    </div>
  );
}

/** Find an account by email: balance, ledger lots, payments, roasts, and a grant with a reason. */
export function UserLookupCard() {
  const [draft, setDraft] = useState("");
  const [email, setEmail] = useState("");
  const { data, error, isFetching } = useUserOverview(email);
  return (
    <Card className="space-y-3">
      <h2 className="text-xl font-semibold">User lookup</h2>
      <form
        className="flex gap-2"
        onSubmit={(e) => {
          e.preventDefault();
          setEmail(draft.trim());
        }}
      >
        <Input type="email" required aria-label="Email" placeholder="someone@example.com" value={draft} onChange={(e) => setDraft(e.target.value)} />
        <Button type="submit" size="sm" disabled={isFetching}>
          Look up
        </Button>
      </form>
      {error ? <p role="alert">{error.message}</p> : null}
      {data ? <Overview data={data} /> : null}
    </Card>
  );
}
