import type { Page } from "playwright-core";

/**
 * Counts React's commits on a page, through the hook React reports every commit to (the one its
 * developer tools use; production builds report to it too). Call before the first navigation.
 */
export async function countReactCommits(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const counted = window as unknown as { reactCommits: number; __REACT_DEVTOOLS_GLOBAL_HOOK__: unknown };
    counted.reactCommits = 0;
    counted.__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
      supportsFiber: true,
      isDisabled: false,
      renderers: new Map(),
      inject: () => 1,
      onCommitFiberRoot: () => {
        counted.reactCommits++;
      },
      onCommitFiberUnmount: () => undefined,
      onPostCommitFiberRoot: () => undefined,
      checkDCE: () => undefined,
    };
  });
}

/** React's commits on the page so far (see countReactCommits). */
export const reactCommits = (page: Page) => page.evaluate(() => (window as unknown as { reactCommits: number }).reactCommits);
