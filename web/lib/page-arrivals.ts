interface Waiter {
  path: string;
  resolve(): void;
}

/**
 * Promises that a page has been left: each resolves once the path it waits for is the one on
 * screen, or once the component that waits is itself gone (it was on the page that was left).
 * The bookkeeping behind web/lib/use-leave-for.ts, kept apart from React so it can be tested.
 */
export function pageArrivals(initialPath: string) {
  let current = initialPath;
  let waiting: Waiter[] = [];
  return {
    /** Resolves at once when `path` is already on screen. */
    wait(path: string): Promise<void> {
      if (path === current) return Promise.resolve();
      return new Promise((resolve) => waiting.push({ path, resolve }));
    },
    /** A path was committed to the screen. */
    reached(path: string) {
      current = path;
      const arrived = waiting.filter((waiter) => waiter.path === path);
      waiting = waiting.filter((waiter) => waiter.path !== path);
      for (const waiter of arrived) waiter.resolve();
    },
    /** The waiting component unmounted: whatever it waited to leave is gone. */
    gone() {
      const all = waiting;
      waiting = [];
      for (const waiter of all) waiter.resolve();
    },
  };
}
