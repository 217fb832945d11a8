import { type BrowserContext, chromium, type Page } from "playwright-core";

/** Debian's chromium: browser downloads by test tools do not work on these machines. */
const CHROMIUM = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
const ARGS = [
  "--headless=new",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];

export interface TestBrowser {
  /** A fresh, isolated profile (own cookies and storage) for one scenario. */
  newContext(viewport?: { width: number; height: number }): Promise<BrowserContext>;
  /** Closes the contexts opened so far; the browser stays up for the next test. */
  closeContexts(): Promise<void>;
  close(): Promise<void>;
}

/** One chromium per test file; contexts are cheap, so every scenario gets its own. */
export async function launchBrowser(): Promise<TestBrowser> {
  const browser = await chromium.launch({ executablePath: CHROMIUM, headless: true, args: ARGS });
  const contexts: BrowserContext[] = [];
  return {
    async newContext(viewport = { width: 1280, height: 800 }) {
      const context = await browser.newContext({ viewport, reducedMotion: "reduce" });
      contexts.push(context);
      return context;
    },
    async closeContexts() {
      await Promise.all(contexts.splice(0).map((context) => context.close().catch(() => undefined)));
    },
    async close() {
      await browser.close();
    },
  };
}

/**
 * Records every console.error and uncaught page error of a page. `expect` lists messages a
 * scenario provokes on purpose (e.g. a 401 from a wrong password); anything else is a defect.
 */
export function watchPageErrors(page: Page) {
  const problems: string[] = [];
  const expected: RegExp[] = [];
  page.on("console", (message) => {
    if (message.type() !== "error") return;
    const text = `${message.text()} (${message.location().url || page.url()})`;
    if (!expected.some((pattern) => pattern.test(text))) problems.push(`console.error: ${text}`);
  });
  page.on("pageerror", (error) => problems.push(`page error: ${error.stack ?? error.message}`));
  return {
    problems,
    expect(pattern: RegExp) {
      expected.push(pattern);
    },
  };
}
