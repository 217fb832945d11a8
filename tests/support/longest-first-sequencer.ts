import { relative } from "node:path";
import { BaseSequencer, type TestSpecification } from "vitest/node";

/**
 * The longest test files (seconds each in a whole run on a busy 2-core host, four files at a time;
 * docs/benchmarks.md "The test run's time, third pass"), by project. A clean clone has no
 * duration cache, so vitest would start files by size and could leave a five-minute file for the
 * end of the run, with the other workers idle. These start first, longest first; the rest follow
 * in vitest's own order.
 */
const LONGEST: Record<string, number> = {
  "postgres:tests/integration/production-topology.pg.test.ts": 337,
  "e2e:tests/e2e/landing-hero.e2e.test.ts": 304,
  "postgres:server/features/roasts/recovery/roast-recovery.int.test.ts": 285,
  "e2e:tests/e2e/phone-app.e2e.test.ts": 281,
  "postgres:server/features/roasts/recovery/worker-crash.int.test.ts": 253,
  "e2e:tests/e2e/studio.e2e.test.ts": 245,
  "engine:server/roast-engine/stages/plan/frame-every-sample.int.test.ts": 178,
  "e2e:tests/e2e/direct-it.e2e.test.ts": 150,
  "postgres:server/features/roasts/direct/drafts-intensity.int.test.ts": 132,
  "postgres:server/features/roasts/create/battle.int.test.ts": 225,
  "e2e:tests/e2e/first-roast.e2e.test.ts": 176,
  "engine:server/roast-engine/pipelines/render-orientations.int.test.ts": 175,
  "pglite:server/features/roasts/roast-flow.int.test.ts": 167,
  "postgres:server/features/roasts/merge/mixed-compilation.int.test.ts": 150,
  "postgres:server/features/roasts/recovery/retry-roast.int.test.ts": 149,
  "postgres:server/features/roasts/roast-flow.int.test.ts": 137,
  "postgres:server/features/roasts/render/heard-lines.int.test.ts": 135,
  "e2e:tests/e2e/public-pages.e2e.test.ts": 131,
  "engine:server/roast-engine/pipelines/roast/frame-quotes.int.test.ts": 120,
  "e2e:tests/e2e/retry-roast.e2e.test.ts": 109,
  "engine:server/cli/roast-cli.int.test.ts": 107,
  "postgres:tests/integration/worker-takeover.pg.test.ts": 106,
  "e2e:tests/e2e/battle.e2e.test.ts": 102,
  "postgres:server/features/roasts/render/render-slots.int.test.ts": 100,
  "postgres:server/features/gallery/gallery.int.test.ts": 91,
  "e2e:tests/e2e/site.e2e.test.ts": 89,
  "postgres:server/features/metrics/model-scripts.int.test.ts": 88,
  "engine:server/roast-engine/stages/analyze/read-showcase-samples.int.test.ts": 80,
  "postgres:server/features/roasts/moderation/upload-moderation.int.test.ts": 74,
  "postgres:server/features/roasts/create/reroast.int.test.ts": 74,
  "postgres:server/features/account/account-deletion.int.test.ts": 74,
  "e2e:tests/e2e/share-target-origin.e2e.test.ts": 70,
  "postgres:server/features/roasts/recovery/battle-failure.int.test.ts": 67,
  "engine:server/roast-engine/pipelines/battle/run-battle.int.test.ts": 65,
  "postgres:server/features/roasts/create/upload-safety.int.test.ts": 61,
  "engine:server/roast-engine/pipelines/roast/model-roasts.int.test.ts": 55,
  "e2e:tests/e2e/layout.e2e.test.ts": 55,
  "postgres:server/features/auth/session-user.int.test.ts": 53,
  "postgres:server/features/roasts/narrators/narrators.int.test.ts": 52,
  "engine:server/roast-engine/pipelines/join/compile-clips.int.test.ts": 52,
  "e2e:tests/e2e/billing.e2e.test.ts": 51,
  "postgres:tests/integration/telemetry.int.test.ts": 50,
  "postgres:tests/integration/separate-processes.pg.test.ts": 50,
  "postgres:server/features/auth/rate-limits.int.test.ts": 47,
  "postgres:server/features/roasts/create/create-roast.int.test.ts": 43,
  "e2e:tests/e2e/accounts.e2e.test.ts": 43,
  "engine:server/roast-engine/stages/script/details/find-photo-details.int.test.ts": 42,
  "e2e:tests/e2e/signup-inbox.e2e.test.ts": 42,
  "postgres:server/features/billing/paypal-billing.int.test.ts": 41,
  "postgres:server/features/roasts/render/upload-facts.int.test.ts": 40,
  "postgres:server/features/auth/mail-limit.int.test.ts": 40,
};

export class LongestFirstSequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const known = (file: TestSpecification) => LONGEST[`${file.project.name}:${relative(this.ctx.config.root, file.moduleId)}`] ?? 0;
    const rest = await super.sort(files.filter((file) => known(file) === 0));
    return [...files.filter((file) => known(file) > 0).sort((a, b) => known(b) - known(a)), ...rest];
  }
}
