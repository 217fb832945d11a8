import { describe, expect, it } from "vitest";
import { findBreach, findContextLoops } from "./layers";
import { readEdges } from "./check-layers";

const edge = (from: string, to: string) => ({ from, to, specifier: to });

describe("findBreach", () => {
  it("lets imports run down the layers", () => {
    expect(findBreach(edge("server/features/roasts/create/create-roast.ts", "server/lib/db/index.ts"))).toBeUndefined();
    expect(findBreach(edge("server/features/roasts/create/create-roast.ts", "server/context.ts"))).toBeUndefined();
    expect(findBreach(edge("server/features/roasts/create/create-roast.ts", "server/roast-engine/index.ts"))).toBeUndefined();
    expect(findBreach(edge("server/features/roasts/create/create-roast.ts", "server/features/reports/index.ts"))).toBeUndefined();
    expect(findBreach(edge("server/cli/roast-cli.ts", "server/lib/default-narrator.ts"))).toBeUndefined();
    expect(findBreach(edge("server/app.ts", "server/features/roasts/index.ts"))).toBeUndefined();
  });

  it("refuses every import that runs back up a layer", () => {
    expect(findBreach(edge("server/lib/read-engine-config.ts", "server/roast-engine/index.ts"))).toMatch(/server\/lib knows/);
    expect(findBreach(edge("server/lib/logger.ts", "server/features/metrics/create-metrics.ts"))).toMatch(/server\/lib knows/);
    expect(findBreach(edge("server/lib/logger.ts", "server/context.ts"))).toMatch(/server\/lib knows/);
    expect(findBreach(edge("server/roast-engine/cli.ts", "server/lib/default-narrator.ts"))).toMatch(/roast engine/);
    expect(findBreach(edge("server/roast-engine/index.ts", "server/env.ts"))).toMatch(/roast engine/);
    expect(findBreach(edge("server/features/roasts/index.ts", "server/app.ts"))).toMatch(/composition root/);
    expect(findBreach(edge("server/context.ts", "server/create-context.ts"))).toMatch(/composition root/);
    expect(findBreach(edge("common/roast.ts", "server/lib/db/index.ts"))).toMatch(/common/);
    expect(findBreach(edge("web/main.tsx", "server/lib/errors.ts"))).toMatch(/HTTP only/);
    expect(findBreach(edge("server/lib/db/index.ts", "tests/support/test-server.ts"))).toMatch(/server\/lib knows/);
    expect(findBreach(edge("server/features/roasts/create/create-roast.ts", "server/features/roasts/test-support/fixtures.ts"))).toMatch(/test/);
  });

  it("lets a feature into another only through its index.ts", () => {
    expect(findBreach(edge("server/features/roasts/view/to-roast-view.ts", "server/features/share/share-slug.ts"))).toMatch(/share\/index\.ts/);
    expect(findBreach(edge("server/features/roasts/view/to-roast-view.ts", "server/features/roasts/core/roast-row.ts"))).toBeUndefined();
  });

  it("judges no test, which may set up across layers", () => {
    expect(findBreach(edge("server/lib/events/events.int.test.ts", "server/features/roasts/index.ts"))).toBeUndefined();
  });
});

describe("findContextLoops", () => {
  it("finds a file the context reaches that imports the context back", () => {
    const edges = [
      edge("server/context.ts", "server/features/auth/create-auth.ts"),
      edge("server/features/auth/create-auth.ts", "server/features/auth/auth-hook.ts"),
      edge("server/features/auth/auth-hook.ts", "server/context.ts"),
      edge("server/features/roasts/create/create-roast.ts", "server/context.ts"),
    ];
    expect(findContextLoops(edges)).toEqual([edges[2]]);
  });
});

describe("reading a file's imports", () => {
  it("finds none in a file gone since the tree was listed (another run's probe), and throws on anything else", () => {
    expect(readEdges("server/lib/no-such-file-anywhere.ts")).toEqual([]);
    expect(() => readEdges("server")).toThrow();
  });
});
