/**
 * Runs `task` once the page has loaded and the main thread is idle (at the latest `timeoutMs`
 * after that): for what a visitor does not need in the first seconds (the toast stack, the
 * session check), so it neither lengthens hydration's tasks nor piles up in the same one.
 * Returns a cancel function for effect cleanups.
 */
export function whenIdle(task: () => void, timeoutMs = 2000): () => void {
  let cancel: () => void = () => undefined;
  const schedule = () => {
    if (typeof window.requestIdleCallback === "function") {
      const handle = window.requestIdleCallback(() => task(), { timeout: timeoutMs });
      cancel = () => window.cancelIdleCallback(handle);
    } else {
      const handle = window.setTimeout(task, 1);
      cancel = () => window.clearTimeout(handle);
    }
  };
  if (document.readyState === "complete") schedule();
  else {
    window.addEventListener("load", schedule, { once: true });
    cancel = () => window.removeEventListener("load", schedule);
  }
  return () => cancel();
}
