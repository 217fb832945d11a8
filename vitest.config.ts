import { defineConfig, type TestProjectInlineConfiguration } from "vitest/config";
import { LongestFirstSequencer } from "./tests/support/longest-first-sequencer";

// Projects, quickest first (README, "Tests"):
// - unit: pure tests (*.test.ts, *.test.tsx), no database, no binary, no model: seconds; the
//   tests of bench/'s sets (their truth and judges) among them.
// - engine: the roast engine's integration tests (server/roast-engine/**/*.int.test.ts) with real
//   OCR, photo model, voices and ffmpeg; they need no database, so they run once.
// - pglite / postgres: the server's integration tests (*.int.test.ts) on PGlite; with
//   TEST_DATABASE_URL set (CI sets it) they run on that real PostgreSQL server instead, and PGlite
//   keeps the files whose code differs between the two databases (ADR 0021); *.pg.test.ts need
//   several processes on one server, so they run on PostgreSQL only.
// - e2e: browser journeys in Debian's chromium, on the same database as the server's tests.
const shared = {
  testTimeout: 120_000,
  hookTimeout: 120_000,
  setupFiles: ["tests/support/fail-on-console-error.ts"],
};
// Processes are reused from file to file (the pool's `isolate: false` below), but every file of
// these projects gets its modules fresh (the project's `isolate: true`): what a module keeps (the
// password-hashing queue a burst test fills, the video tools' health) cannot reach the next file,
// while the next file skips starting a process and loading vitest's runner and the native
// packages again (docs/benchmarks.md, "The test run's time, tenth pass").
const freshModules = { isolate: true };
const integration = ["server/**/*.int.test.ts", "tests/integration/**/*.int.test.ts"];
// The engine's command line (server/cli/) runs the engine the same way, with no database.
const engineOnly = ["server/roast-engine/**", "server/cli/**"];
// Where the embedded database's own code runs (its client, in-process events, the queue on it,
// rate limits, start-up) and one whole roast: PGlite's share of the run when PostgreSQL is there.
const embeddedDatabasePaths = [
  "server/lib/events/*.int.test.ts",
  "server/lib/queue/*.int.test.ts",
  "server/lib/rate-limit-db.int.test.ts",
  "tests/integration/**/*.int.test.ts",
  "server/features/roasts/roast-flow.int.test.ts",
];
// Files under tests/integration/ that open no database at all (the layer check reads the source
// tree; a production start without SMTP is refused before anything is opened): PGlite's run of
// them is the whole test, and a second run on PostgreSQL only costs the suite their time.
const withoutDatabase = ["tests/integration/layer-check.int.test.ts", "tests/integration/production-config.int.test.ts"];
// Files under tests/integration/ whose code is the same on either database: a roast's trace
// through the pg-boss job's data, the signing secret kept in DATA_DIR, the prerendered public
// pages. With PostgreSQL there they run on it alone; their PGlite run repeated a whole roast (the
// one of roast-flow.int.test.ts stays) and a server's start for nothing the embedded database does.
const sameOnEitherDatabase = [
  "tests/integration/telemetry.int.test.ts",
  "tests/integration/auth-secret.int.test.ts",
  "tests/integration/public-pages.int.test.ts",
];

function postgresProject(): TestProjectInlineConfiguration[] {
  if (!process.env.TEST_DATABASE_URL) return [];
  return [
    {
      extends: true,
      test: {
        ...shared,
        name: "postgres",
        ...freshModules,
        include: [...integration, "tests/integration/**/*.pg.test.ts"],
        exclude: [...engineOnly, ...withoutDatabase],
        env: { TEST_DB: "postgres" },
      },
    },
  ];
}

export default defineConfig({
  esbuild: { jsx: "automatic" },
  test: {
    pool: "forks",
    reporters: ["default", "./tests/support/closing-line-reporter.ts"],
    // Four files at a time on two cores: much of a file's time is spent waiting (a worker's
    // restart, a queue's poll or retry delay, a heartbeat's timeout, a browser). On a fast host two
    // files a time took 27 min, three 23, four 14:50 and five 13:11 (docs/benchmarks.md, "The test
    // run's time, sixth pass"). On the slower hosts of 2026-12 (a clip renders in 3.4 s, not 1.4)
    // five put the CPU under pressure 93 % of the time: whole roasts beside each other missed the
    // product's own bounds (a 10 s moderation deadline, a 30 s takeover) and a 120 s test limit,
    // where alone or five heavy files together they pass in a fraction of it ("The test run on
    // the slower hosts").
    maxWorkers: 4,
    // As many kept as may run: with fewer, tinypool ends an idle reused thread and the run fails
    // with an unhandled "Terminating worker thread" (vitest issue 8133).
    minWorkers: 4,
    // The unit project runs in worker threads that are reused from file to file: its files are
    // pure (no server, no database, no binary), so nothing one leaves behind can answer the next,
    // and starting a process and importing vitest's runner again for each of ~230 files cost more
    // than their tests. The other projects reuse their processes too, each file with fresh modules (above).
    poolOptions: { threads: { isolate: false }, forks: { isolate: false } },
    // The longest files start first: one started late is left running alone at the end.
    sequence: { sequencer: LongestFirstSequencer },
    projects: [
      {
        extends: true,
        test: {
          ...shared,
          name: "unit",
          pool: "threads",
          include: ["server/**/*.test.ts", "common/**/*.test.ts", "web/**/*.test.ts", "web/**/*.test.tsx", "scripts/**/*.test.ts", "bench/**/*.test.ts"],
          exclude: ["**/*.int.test.ts", "**/*.pg.test.ts", "**/node_modules/**"],
        },
      },
      // The tuning set read for real (bench/tuning-set/) is the engine's too.
      { extends: true, test: { ...shared, ...freshModules, name: "engine", include: [...engineOnly, "bench/**"].map((folder) => `${folder}/*.int.test.ts`) } },
      {
        extends: true,
        test: {
          ...shared,
          ...freshModules,
          name: "pglite",
          include: process.env.TEST_DATABASE_URL ? embeddedDatabasePaths : integration,
          exclude: process.env.TEST_DATABASE_URL ? [...engineOnly, ...sameOnEitherDatabase] : engineOnly,
          env: { TEST_DB: "pglite" },
        },
      },
      ...postgresProject(),
      {
        extends: true,
        // A page's state is polled as long as Playwright waits for anything else (15 s): loading and
        // hydrating take seconds on a busy 2-core machine, not the 1 s vitest polls for by default.
        // On TEST_DATABASE_URL's PostgreSQL when there is one, as the server's integration tests are.
        test: {
          ...shared,
          ...freshModules,
          name: "e2e",
          include: ["tests/e2e/**/*.e2e.test.ts"],
          expect: { poll: { timeout: 15_000 } },
          env: { TEST_DB: process.env.TEST_DATABASE_URL ? "postgres" : "pglite" },
        },
      },
    ],
  },
});
