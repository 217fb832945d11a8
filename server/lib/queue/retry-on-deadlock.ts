/** PostgreSQL's SQLSTATE for a transaction chosen as the victim of a deadlock (rolled back whole). */
const DEADLOCK = "40P01";

const isDeadlock = (error: unknown) => (error as { code?: unknown } | null)?.code === DEADLOCK;

/**
 * Runs `work` again when PostgreSQL picked it as a deadlock's victim, up to `attempts` times, after a
 * short random pause. pg-boss makes each queue a partition of its job table, and workers starting
 * together on a fresh database (`docker compose up --scale worker=3`) attach theirs at the same
 * moment: one of them is rolled back, and simply doing it again succeeds.
 */
export async function retryOnDeadlock<T>(work: () => Promise<T>, attempts = 5, pauseMs = 200): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await work();
    } catch (error) {
      if (!isDeadlock(error) || attempt >= attempts) throw error;
      await new Promise((resolve) => setTimeout(resolve, pauseMs * (0.5 + Math.random())));
    }
  }
}
