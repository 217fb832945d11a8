import { availableParallelism } from "node:os";
import { APIError } from "better-auth/api";
import { hashPassword, verifyPassword } from "better-auth/crypto";
import { createConcurrencyGate, GateFullError } from "../../lib/concurrency-gate";

/**
 * Hashes running at once in this process. better-auth's scrypt (32 MB, ~140 ms of one core a hash
 * on the 2-core reference box) runs on libuv's thread pool, 4 threads by default, which also does
 * every file read: a burst of sign-ins from many addresses (each under its own per-IP limit) once
 * filled all four and a shared poster waited 13 s behind 600 hashes. At most two hashes (one on
 * two cores, leaving a core to answer requests) hold at most two of those threads, so files always
 * have two; the rest of a burst waits here, in our queue, not in libuv's.
 */
export const PASSWORD_HASH_CONCURRENCY = Math.min(2, Math.max(1, availableParallelism() - 1));
/**
 * Hashes that may wait their turn: ~16 hashes a slot is about two seconds of waiting. Past that a
 * sign-in is answered 503 at once rather than held for a minute behind an attacker's queue that
 * only grows; the per-IP limits (auth-limits.ts) still count every failure, and a mailed sign-in
 * link or Google still lets people in meanwhile.
 */
export const PASSWORD_HASH_MAX_WAITING = 16 * PASSWORD_HASH_CONCURRENCY;
/** What the busy answer tells clients to wait (Retry-After). */
export const PASSWORD_HASH_RETRY_AFTER_SECONDS = 5;

/** The process's one gate: every auth instance of a process shares libuv's one pool. */
export const passwordHashGate = createConcurrencyGate({ concurrency: PASSWORD_HASH_CONCURRENCY, maxWaiting: PASSWORD_HASH_MAX_WAITING });

const busy = () =>
  new APIError(
    "SERVICE_UNAVAILABLE",
    { code: "BUSY", message: "Lots of people are signing in right now. Please try again in a few seconds." },
    { "X-Retry-After": String(PASSWORD_HASH_RETRY_AFTER_SECONDS) },
  );

async function throughGate<T>(task: () => Promise<T>): Promise<T> {
  try {
    return await passwordHashGate.run(task);
  } catch (error) {
    throw error instanceof GateFullError ? busy() : error;
  }
}

/**
 * better-auth's own hash and verify (emailAndPassword.password), each through the gate: sign-in,
 * sign-up, reset, change and account deletion all hash here. An unknown address is hashed too
 * (better-auth's sign-in does it so that timing tells nothing), so it waits and is refused alike.
 */
export const gatedPasswordHashing = {
  hash: (password: string) => throughGate(() => hashPassword(password)),
  verify: (data: { hash: string; password: string }) => throughGate(() => verifyPassword(data)),
};
