import { defineConfig, type TestProjectInlineConfiguration } from "vitest/config";

// Integration tests (*.int.test.ts) run on PGlite, and again on a real PostgreSQL
// server when TEST_DATABASE_URL is set (CI sets it). The roast engine's integration tests
// need no database (real OCR, TTS and ffmpeg), so they run once, with the unit tests.
// *.pg.test.ts need several processes on one server, so they run on PostgreSQL only.
const shared = {
  testTimeout: 120_000,
  hookTimeout: 120_000,
  setupFiles: ["tests/support/fail-on-console-error.ts"],
};
const integration = ["server/**/*.int.test.ts", "tests/integration/**/*.int.test.ts"];
const engineOnly = "server/roast-engine/**";

function postgresProject(): TestProjectInlineConfiguration[] {
  if (!process.env.TEST_DATABASE_URL) return [];
  return [{ extends: true, test: { ...shared, name: "postgres", include: [...integration, "tests/integration/**/*.pg.test.ts"], exclude: [engineOnly], env: { TEST_DB: "postgres" } } }];
}

export default defineConfig({
  esbuild: { jsx: "automatic" },
  test: {
    pool: "forks",
    reporters: ["default", "./tests/support/closing-line-reporter.ts"],
    maxWorkers: 2,
    minWorkers: 1,
    projects: [
      {
        extends: true,
        test: {
          ...shared,
          name: "unit",
          include: ["server/**/*.test.ts", "common/**/*.test.ts", "web/**/*.test.ts", "web/**/*.test.tsx"],
          exclude: ["server/features/**/*.int.test.ts", "server/lib/**/*.int.test.ts", "**/node_modules/**"],
        },
      },
      {
        extends: true,
        test: { ...shared, name: "pglite", include: integration, exclude: [engineOnly], env: { TEST_DB: "pglite" } },
      },
      ...postgresProject(),
      {
        extends: true,
        // A page's state is polled as long as Playwright waits for anything else (15 s): loading and
        // hydrating take seconds on a busy 2-core machine, not the 1 s vitest polls for by default.
        test: { ...shared, name: "e2e", include: ["tests/e2e/**/*.e2e.test.ts"], expect: { poll: { timeout: 15_000 } } },
      },
    ],
  },
});
