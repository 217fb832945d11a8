import type { QueryClient } from "@tanstack/react-query";
import type { GalleryItem, Tier } from "../../common/public-site";

/** What a prerendered page was rendered with; the browser starts from the same data, then refreshes it. */
export interface PageData {
  tiers: Tier[];
  gallery: GalleryItem[];
}

export const PAGE_DATA_ID = "page-data";

/**
 * Puts build-time data into the cache as already stale (updated at time 0): the first render
 * matches the prerendered HTML, and each query fetches the live answer as soon as it mounts.
 */
export function seedQueryClient(client: QueryClient, data: PageData | null): void {
  if (!data) return;
  client.setQueryData(["tiers"], data.tiers, { updatedAt: 0 });
  client.setQueryData(["gallery"], data.gallery, { updatedAt: 0 });
}

/** The page data embedded by the prerender, or null on the app shell. */
export function readPageData(): PageData | null {
  const text = document.getElementById(PAGE_DATA_ID)?.textContent;
  if (!text) return null;
  try {
    return JSON.parse(text) as PageData;
  } catch {
    return null;
  }
}

/** The data as a JSON script tag; "<" is escaped so no text in it can close the script early. */
export function pageDataScript(data: PageData): string {
  return `<script type="application/json" id="${PAGE_DATA_ID}">${JSON.stringify(data).replaceAll("<", "\\u003c")}</script>`;
}
