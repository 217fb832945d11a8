import type { Page } from "playwright-core";
import { afterAll, afterEach, beforeAll } from "vitest";
import { launchBrowser, type TestBrowser, watchPageErrors } from "./browser";
import { startTestServer, type TestServer } from "./test-server";
import { ensureWebBuilt } from "./web-build";

export interface E2EPage {
  page: Page;
  /** Declare a console error this scenario causes on purpose. */
  expectConsoleError(pattern: RegExp): void;
}

/**
 * Wires one test file to a real server and Debian chromium: built web app, fresh database,
 * and after every test the pages it opened are closed and any console or page error fails it.
 */
export function setupE2E(options: { env?: Record<string, string> } = {}) {
  let server: TestServer | undefined;
  let browser: TestBrowser | undefined;
  let watched: Array<ReturnType<typeof watchPageErrors>> = [];

  // A stale web build is rebuilt first (Vite, then the prerendered pages): minutes on a busy 2-core machine.
  beforeAll(async () => {
    const webDir = await ensureWebBuilt();
    server = await startTestServer(webDir, options.env);
    browser = await launchBrowser();
  }, 400_000);

  afterEach(async () => {
    const problems = watched.flatMap((watch) => watch.problems);
    watched = [];
    await browser?.closeContexts();
    if (problems.length > 0) throw new Error(`The browser reported errors:\n${problems.join("\n")}`);
  });

  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });

  return {
    get url(): string {
      if (!server) throw new Error("The test server has not started");
      return server.url;
    },
    /**
     * A new page in a fresh profile; `width` 375 gives the phone layout. `beforeGoto` runs
     * before the first navigation, e.g. to hold back an API answer with `page.route`; `waitUntil`
     * "commit" returns before the page has loaded (its scripts may be held back).
     */
    async open(
      pathname = "/",
      options: {
        width?: number;
        height?: number;
        beforeGoto?: (page: Page) => Promise<unknown>;
        waitUntil?: "load" | "commit";
        /** Console errors the first load itself causes on purpose: declared before it starts. */
        consoleErrors?: RegExp[];
      } = {},
    ): Promise<E2EPage> {
      if (!browser || !server) throw new Error("The test server has not started");
      const context = await browser.newContext({ width: options.width ?? 1280, height: options.height ?? 800 });
      const page = await context.newPage();
      page.setDefaultTimeout(15_000);
      const watch = watchPageErrors(page);
      watched.push(watch);
      for (const pattern of options.consoleErrors ?? []) watch.expect(pattern);
      await options.beforeGoto?.(page);
      await page.goto(new URL(pathname, server.url).toString(), { waitUntil: options.waitUntil ?? "load" });
      return { page, expectConsoleError: watch.expect };
    },
  };
}
