import type { Browser, CDPSession, Page } from "playwright-core";

/** Lighthouse's mobile profile, applied for real: 4x slower CPU, 150 ms round trips, 1.6 Mbit/s down, 750 kbit/s up. */
export const THROTTLED = { cpu: 4, latencyMs: 150, downBytesPerSec: (1.6 * 1024 * 1024) / 8, upBytesPerSec: (750 * 1024) / 8 };

export interface PageMetrics {
  ttfbMs: number;
  fcpMs: number;
  lcpMs: number;
  cls: number;
  /** Total Blocking Time: over the long tasks after first contentful paint, the part of each beyond 50 ms. */
  tbtMs: number;
  /** Gzipped (as transferred) JavaScript of the page's own script and module preloads: what runs before it is interactive. */
  jsInitialKb: number;
  /** All JavaScript transferred by the time the network is quiet (lazy parts included). */
  jsTotalKb: number;
  totalKb: number;
}

// Collected in the page from the start (an init script runs before any of the page's own): the
// largest paint, layout shifts without input, and every long task (over 50 ms) of the main thread.
const OBSERVE = `window.__vitals = { lcp: 0, cls: 0, longTasks: [] };
new PerformanceObserver((list) => { for (const e of list.getEntries()) window.__vitals.longTasks.push([e.startTime, e.duration]); }).observe({ type: "longtask", buffered: true });
new PerformanceObserver((list) => { for (const e of list.getEntries()) window.__vitals.lcp = e.startTime; }).observe({ type: "largest-contentful-paint", buffered: true });
new PerformanceObserver((list) => { for (const e of list.getEntries()) if (!e.hadRecentInput) window.__vitals.cls += e.value; }).observe({ type: "layout-shift", buffered: true });`;

export async function throttle(cdp: CDPSession, throttled: boolean): Promise<void> {
  await cdp.send("Network.enable");
  await cdp.send("Network.setCacheDisabled", { cacheDisabled: true });
  if (!throttled) return;
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: THROTTLED.cpu });
  await cdp.send("Network.emulateNetworkConditions", {
    offline: false,
    latency: THROTTLED.latencyMs,
    downloadThroughput: THROTTLED.downBytesPerSec,
    uploadThroughput: THROTTLED.upBytesPerSec,
  });
}

/** Loads one page in a fresh profile (nothing cached) and reads its timings and bytes. */
export async function measurePage(browser: Browser, url: string, options: { throttled: boolean; width: number }): Promise<PageMetrics> {
  const context = await browser.newContext({ viewport: { width: options.width, height: options.width < 500 ? 800 : 900 } });
  const page: Page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await throttle(cdp, options.throttled);
  const bytes = new Map<string, { type: string; url: string; size: number }>();
  cdp.on("Network.responseReceived", (event) => bytes.set(event.requestId, { type: event.type, url: event.response.url, size: 0 }));
  cdp.on("Network.loadingFinished", (event) => {
    const entry = bytes.get(event.requestId);
    if (entry) entry.size = event.encodedDataLength;
  });
  await page.addInitScript(OBSERVE);
  await page.goto(url, { waitUntil: "load" });
  await page.waitForLoadState("networkidle");
  // LCP is final once the page is hidden or input arrives, and TBT counts until the main thread is
  // quiet: a settle after the network went idle stands in for both.
  await page.waitForTimeout(500);
  const timings = await page.evaluate(() => {
    const nav = performance.getEntriesByType("navigation")[0] as PerformanceNavigationTiming;
    const fcp = performance.getEntriesByName("first-contentful-paint")[0]?.startTime ?? 0;
    const vitals = (window as unknown as { __vitals: { lcp: number; cls: number; longTasks: Array<[number, number]> } }).__vitals;
    return { ttfb: nav.responseStart, fcp, lcp: vitals.lcp, cls: vitals.cls, longTasks: vitals.longTasks };
  });
  await context.close();
  // The scripts the HTML itself names (not the lazy chunks the app asks for later).
  const html = await (await fetch(url)).text();
  const initial = [...html.matchAll(/<(?:script[^>]+src|link[^>]+rel="modulepreload"[^>]+href)="([^"]+)"/g)].map((match) => new URL(match[1], url).href);
  const all = [...bytes.values()];
  const kb = (list: typeof all) => Math.round((list.reduce((sum, entry) => sum + entry.size, 0) / 1024) * 10) / 10;
  const scripts = all.filter((entry) => entry.type === "Script");
  return {
    ttfbMs: Math.round(timings.ttfb),
    fcpMs: Math.round(timings.fcp),
    lcpMs: Math.round(timings.lcp),
    cls: Math.round(timings.cls * 1000) / 1000,
    tbtMs: Math.round(totalBlockingTime(timings.longTasks, timings.fcp)),
    jsInitialKb: kb(scripts.filter((entry) => initial.includes(entry.url))),
    jsTotalKb: kb(scripts),
    totalKb: kb(all),
  };
}

/** Lighthouse's rule: a task that straddles first contentful paint counts only from there; each blocks for what it takes beyond 50 ms. */
export function totalBlockingTime(longTasks: Array<[start: number, duration: number]>, fcpMs: number): number {
  return longTasks.reduce((sum, [start, duration]) => {
    const afterPaint = start + duration - Math.max(start, fcpMs);
    return sum + Math.max(0, afterPaint - 50);
  }, 0);
}

/** What a crawler that runs no JavaScript reads: the visible text of the HTML as served. */
export async function measureCrawlerText(browser: Browser, url: string): Promise<number> {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto(url);
  // biome-ignore lint/performance/useDomNodeTextContent: the rendered, visible text is exactly what is measured
  const length = await page.evaluate(() => document.body.innerText.replace(/\s+/g, " ").trim().length);
  await context.close();
  return length;
}
