import type { AppContext } from "../../../context";

/**
 * The claims this process's render jobs hold right now (roast id → the claim's attempt), kept per
 * app context so that two servers in one process stay two workers. A process that is checking for
 * lost claims is alive, so its own claims are not lost even when a busy host delayed their
 * heartbeat past the limit (roasts/render/claim-heartbeat.ts): without this, a worker under load
 * took its own live roast for an orphan, ran it a second time and could fail it as a poison input.
 */
const claimsByContext = new WeakMap<AppContext, Map<string, number>>();

export function liveClaims(ctx: AppContext): ReadonlyMap<string, number> {
  return claimsByContext.get(ctx) ?? new Map();
}

/** Records a claim as held here until the returned release is called. */
export function holdClaim(ctx: AppContext, roastId: string, attempts: number): () => void {
  let claims = claimsByContext.get(ctx);
  if (!claims) {
    claims = new Map();
    claimsByContext.set(ctx, claims);
  }
  claims.set(roastId, attempts);
  return () => {
    if (claims.get(roastId) === attempts) claims.delete(roastId);
  };
}

/** Whether a row is held by a claim of this process. */
export const isHeldHere = (ctx: AppContext, row: { id: string; attempts: number }) => liveClaims(ctx).get(row.id) === row.attempts;
