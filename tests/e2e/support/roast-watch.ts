import type { Page } from "playwright-core";

/** One moment of a roast card as the page showed it. */
export interface CardMoment {
  /** ms since the watch started (performance.now() in the page). */
  t: number;
  id: string | null;
  status: string | null;
  badge: string | null;
  stage: string | null;
  message: string | null;
  eta: string | null;
  /** Whether the whole card (its first 200 px when taller than the screen) was on screen, below the sticky header. */
  inView: boolean;
}

export interface RevealTiming {
  ms: number;
  /** Animation frames from the click to the first one that showed the card. */
  frames: number;
}

declare global {
  interface Window {
    __cardMoments?: CardMoment[];
    __reveal?: RevealTiming | null;
  }
}

/**
 * Records, from inside the page, every change of the card `selector` picks (the newest roast's;
 * `skipId` leaves out the card that was newest before):
 * its status, badge, stage, line and time left, and whether it is in view. A MutationObserver sees
 * every render, so a state shown for a single frame is not missed.
 */
export async function watchCard(page: Page, selector: string, options: { skipId?: string | null } = {}): Promise<void> {
  await page.evaluate(
    ({ cardSelector, skipId }) => {
      window.__cardMoments = [];
      const text = (root: Element, query: string) => root.querySelector(query)?.textContent?.trim() ?? null;
      // Below the sticky header (64 px on a phone, 72 from 640 px up): the whole card, or its first 200 px when taller than the screen.
      const header = window.innerWidth >= 640 ? 72 : 64;
      const isOnScreen = (box: DOMRect) => {
        const seen = box.height > window.innerHeight - header ? 200 : box.height;
        return box.top >= header && box.top + seen <= window.innerHeight;
      };
      const record = () => {
        const card = document.querySelector(cardSelector);
        if (!card || (skipId && card.getAttribute("data-roast-id") === skipId)) return;
        const box = card.getBoundingClientRect();
        const moment = {
          t: performance.now(),
          id: card.getAttribute("data-roast-id"),
          status: card.getAttribute("data-roast-status"),
          badge: text(card, '[data-testid="upload-badge"]'),
          stage: text(card, '[data-testid="roast-stage"]'),
          message: text(card, '[data-testid="roast-stage-message"]'),
          eta: text(card, '[data-testid="roast-eta"]'),
          inView: isOnScreen(box),
        };
        const moments = window.__cardMoments ?? [];
        const last = moments.at(-1);
        const same = last && (["id", "status", "badge", "stage", "message", "eta", "inView"] as const).every((k) => last[k] === moment[k]);
        if (!same) moments.push(moment);
      };
      new MutationObserver(record).observe(document.body, { subtree: true, childList: true, characterData: true, attributes: true });
      record();
    },
    { cardSelector: selector, skipId: options.skipId ?? null },
  );
}

export const cardMoments = (page: Page) => page.evaluate(() => window.__cardMoments ?? []);

/**
 * Times a click on the button whose text starts with `label`: from the click to the first animation
 * frame in which a running roast's whole card is on screen.
 */
export async function timeRevealOnClick(page: Page, label: string): Promise<void> {
  await page.evaluate((buttonLabel) => {
    window.__reveal = null;
    const onClick = (event: MouseEvent) => {
      const button = (event.target as Element | null)?.closest("button");
      if (!button?.textContent?.trim().startsWith(buttonLabel)) return;
      document.removeEventListener("click", onClick, true);
      const start = performance.now();
      let frames = 0;
      const check = () => {
        frames += 1;
        const card = document.querySelector(
          '[data-testid="roast-card"][data-roast-status="pending"], [data-testid="roast-card"][data-roast-status="processing"]',
        );
        const box = card?.getBoundingClientRect();
        // The whole running card (it is short), below the sticky header.
        if (box && box.top >= (window.innerWidth >= 640 ? 72 : 64) && box.bottom <= window.innerHeight) {
          window.__reveal = { ms: performance.now() - start, frames };
          return;
        }
        if (frames < 600) requestAnimationFrame(check);
      };
      requestAnimationFrame(check);
    };
    // Capture: before React's own handler runs.
    document.addEventListener("click", onClick, true);
  }, label);
}

export const revealTiming = (page: Page) => page.waitForFunction(() => window.__reveal ?? null).then((handle) => handle.jsonValue() as Promise<RevealTiming>);

/** How long each stretch of one ETA text lasted on screen (ms), in order. */
export function stretches(moments: CardMoment[], eta: string): number[] {
  const found: number[] = [];
  let since: number | null = null;
  for (const moment of moments) {
    if (moment.eta === eta && since === null) since = moment.t;
    if (moment.eta !== eta && since !== null) {
      found.push(moment.t - since);
      since = null;
    }
  }
  return found;
}
