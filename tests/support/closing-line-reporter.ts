import type { Reporter, SerializedError, TestModule } from "vitest/node";

/** Ends every run with one plain summary line, 'N passed, N failed', that any CI can read. */
export default class ClosingLineReporter implements Reporter {
  onTestRunEnd(testModules: ReadonlyArray<TestModule>, unhandledErrors: ReadonlyArray<SerializedError>): void {
    let passed = 0;
    let failed = 0;
    let skipped = 0;
    for (const module of testModules) {
      for (const test of module.children.allTests()) {
        const state = test.result().state;
        if (state === "passed") passed++;
        else if (state === "failed") failed++;
        else skipped++;
      }
      if (module.state() === "failed" && module.children.size === 0) failed++;
    }
    // An unhandled error fails the run even when every test passed: count it as a failure.
    failed += unhandledErrors.length;
    const line = `\n${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ""}\n`;
    // After the default reporter's summary, so it is the run's closing line.
    process.once("exit", () => process.stdout.write(line));
  }
}
