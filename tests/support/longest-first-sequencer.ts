import { relative } from "node:path";
import { BaseSequencer, type TestSpecification } from "vitest/node";

/**
 * The test files of 25 s or more (seconds each in a whole clean-clone run on a busy 2-core host,
 * four files at a time; docs/benchmarks.md "The test run's time, ninth pass"), by project. A clean clone has no
 * duration cache, so vitest would start files by size and could leave a five-minute file for the
 * end of the run, with the other workers idle. These start first, longest first; the rest follow
 * in vitest's own order.
 */
const LONGEST: Record<string, number> = {
  "e2e:tests/e2e/phone-app.e2e.test.ts": 280,
  "e2e:tests/e2e/landing-hero.e2e.test.ts": 275,
  "postgres:server/features/roasts/recovery/worker-crash.int.test.ts": 235,
  "postgres:tests/integration/production-topology.pg.test.ts": 203,
  "engine:server/roast-engine/stages/plan/frame-every-sample.int.test.ts": 173,
  "postgres:server/features/roasts/recovery/roast-recovery.int.test.ts": 146,
  "e2e:tests/e2e/studio.e2e.test.ts": 135,
  "e2e:tests/e2e/public-pages.e2e.test.ts": 135,
  "engine:server/roast-engine/pipelines/render-orientations.int.test.ts": 118,
  "postgres:server/features/roasts/create/battle.int.test.ts": 114,
  "e2e:tests/e2e/first-roast.e2e.test.ts": 113,
  "postgres:tests/integration/worker-takeover.pg.test.ts": 105,
  "postgres:server/features/roasts/render/render-slots.int.test.ts": 102,
  "engine:server/roast-engine/pipelines/battle/run-battle.int.test.ts": 102,
  "postgres:server/features/roasts/merge/mixed-compilation.int.test.ts": 97,
  "engine:server/cli/roast-cli.int.test.ts": 97,
  "engine:server/roast-engine/pipelines/roast/frame-quotes.int.test.ts": 92,
  "e2e:tests/e2e/site.e2e.test.ts": 90,
  "e2e:tests/e2e/battle.e2e.test.ts": 86,
  "postgres:server/features/gallery/gallery.int.test.ts": 83,
  "engine:bench/tuning-set/reads-every-screen.int.test.ts": 83,
  "postgres:server/features/metrics/model-scripts.int.test.ts": 79,
  "postgres:server/features/roasts/recovery/retry-roast.int.test.ts": 70,
  "e2e:tests/e2e/retry-roast.e2e.test.ts": 69,
  "postgres:server/features/roasts/direct/drafts-intensity.int.test.ts": 68,
  "postgres:server/features/roasts/narrators/narrators.int.test.ts": 68,
  "postgres:server/features/roasts/create/create-roast.int.test.ts": 67,
  "engine:server/roast-engine/stages/analyze/read-showcase-samples.int.test.ts": 65,
  "postgres:server/features/roasts/recovery/battle-failure.int.test.ts": 62,
  "e2e:tests/e2e/accounts.e2e.test.ts": 62,
  "pglite:server/features/roasts/roast-flow.int.test.ts": 58,
  "pglite:tests/integration/health.int.test.ts": 57,
  "e2e:tests/e2e/signup-inbox.e2e.test.ts": 56,
  "e2e:tests/e2e/share-target-origin.e2e.test.ts": 55,
  "postgres:server/features/account/account-deletion.int.test.ts": 54,
  "e2e:tests/e2e/layout.e2e.test.ts": 54,
  "postgres:tests/integration/separate-processes.pg.test.ts": 52,
  "postgres:server/features/roasts/roast-flow.int.test.ts": 51,
  "postgres:server/features/roasts/render/heard-lines.int.test.ts": 50,
  "postgres:server/features/auth/rate-limits.int.test.ts": 48,
  "e2e:tests/e2e/direct-it.e2e.test.ts": 46,
  "postgres:server/features/auth/session-user.int.test.ts": 43,
  "postgres:server/features/roasts/create/upload-safety.int.test.ts": 42,
  "e2e:tests/e2e/billing.e2e.test.ts": 42,
  "postgres:server/features/roasts/merge/merge-failures.int.test.ts": 41,
  "engine:server/roast-engine/pipelines/roast/model-roasts.int.test.ts": 38,
  "postgres:server/features/auth/password-hashing.int.test.ts": 36,
  "engine:server/roast-engine/pipelines/join/compile-clips.int.test.ts": 35,
  "postgres:server/features/auth/mail-limit.int.test.ts": 34,
  "postgres:server/features/roasts/create/reroast.int.test.ts": 32,
  "postgres:server/features/roasts/direct/drafts.int.test.ts": 32,
  "engine:server/roast-engine/stages/script/details/find-photo-details.int.test.ts": 31,
  "e2e:tests/e2e/account-data.e2e.test.ts": 31,
  "postgres:server/features/roasts/portrait/render-portrait.int.test.ts": 31,
  "postgres:server/features/roasts/moderation/upload-moderation.int.test.ts": 30,
  "postgres:server/features/roasts/create/held-uploads.int.test.ts": 30,
  "pglite:server/lib/queue/queue-stop.int.test.ts": 30,
  "postgres:server/features/reports/reports.int.test.ts": 29,
  "e2e:tests/e2e/account-plan-status.e2e.test.ts": 28,
  "engine:server/roast-engine/stages/render/render-video.int.test.ts": 27,
  "e2e:tests/e2e/gallery-sound.e2e.test.ts": 27,
  "engine:server/roast-engine/stages/render/render-watermark.int.test.ts": 26,
  "pglite:tests/integration/readiness.int.test.ts": 26,
};

export class LongestFirstSequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const known = (file: TestSpecification) => LONGEST[`${file.project.name}:${relative(this.ctx.config.root, file.moduleId)}`] ?? 0;
    const rest = await super.sort(files.filter((file) => known(file) === 0));
    return [...files.filter((file) => known(file) > 0).sort((a, b) => known(b) - known(a)), ...rest];
  }
}
