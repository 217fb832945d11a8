import type { Page } from "playwright-core";

/**
 * Holds back a page's scripts until `release` is called, for `e2e.open(…, { beforeGoto: hold,
 * waitUntil: "commit" })`: the prerendered HTML is on screen and nothing has hydrated it yet, as
 * a visitor on a slow phone sees it.
 */
export function holdScripts(): { hold: (page: Page) => Promise<void>; release: () => void } {
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  const hold = async (page: Page) => {
    await page.route(/\.js$/, async (route) => {
      await held;
      await route.continue();
    });
  };
  return { hold, release };
}
