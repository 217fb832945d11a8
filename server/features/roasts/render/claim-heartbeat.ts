/**
 * How a claimed roast proves its worker is alive, and when it counts as lost. A worker beats
 * every 5 s (updated_at); three missed beats (15 s) mean the worker is gone, and every worker
 * process on PostgreSQL looks for such roasts every 5 s, so another worker takes a dead one's
 * roast within about 20 s (the product asks for 30). The embedded database has one process: what
 * it finds processing when it starts was orphaned by its own previous run and is taken back at
 * once (roasts/recovery/recover-lost-roasts.ts).
 */
export const HEARTBEAT_SECONDS = 5;
export const LOST_AFTER_SECONDS = 15;
export const LOST_CHECK_SECONDS = 5;

/**
 * A roast whose worker died on this claim or a later one is failed and refunded, not re-queued:
 * a crash or restart gets one more try, but an upload that kills its worker (a poison input)
 * cannot take down worker after worker.
 */
export const MAX_CLAIMS_AFTER_A_LOST_ONE = 2;
