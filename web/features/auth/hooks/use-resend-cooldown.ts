import { useEffect, useState } from "react";

/** Seconds between two sends of the same mail from one page: the server's per-inbox limit stays the rule (README, "Accounts"). */
export const RESEND_COOLDOWN_SECONDS = 30;

/**
 * The wait before a mail may be sent again: starts full (a mail has just gone out), counts down
 * each second, and `restart` begins it again after a resend.
 */
export function useResendCooldown(seconds = RESEND_COOLDOWN_SECONDS) {
  const [until, setUntil] = useState(() => Date.now() + seconds * 1000);
  const [now, setNow] = useState(() => Date.now());
  const remaining = Math.max(0, Math.ceil((until - now) / 1000));

  useEffect(() => {
    if (remaining === 0) return;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [remaining]);

  return {
    remaining,
    restart: () => {
      const started = Date.now();
      setNow(started);
      setUntil(started + seconds * 1000);
    },
  };
}
