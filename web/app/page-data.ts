import type { QueryClient } from "@tanstack/react-query";
import type { GalleryItem, Tier } from "../../common/public-site";
import { queryKeys } from "../lib/query-keys";

/** What a prerendered page was rendered with; the browser starts from the same data, then refreshes it. */
export interface PageData {
  tiers: Tier[];
  gallery: GalleryItem[];
}

export const PAGE_DATA_ID = "page-data";

/**
 * Puts build-time data into the cache as fresh: the first render matches the prerendered HTML and
 * hydration fetches nothing. `refreshPageData` then reads the live answers.
 */
export function seedQueryClient(client: QueryClient, data: PageData | null): void {
  if (!data) return;
  client.setQueryData(queryKeys.tiers, data.tiers);
  client.setQueryData(queryKeys.gallery, data.gallery);
}

/**
 * Marks the seeded data stale: what is on screen is fetched again now, the rest when it mounts.
 * The app runs it once the page is idle, so the re-render with live plans and samples is a task of
 * its own after hydration instead of landing in hydration's last tasks on a phone.
 */
export function refreshPageData(client: QueryClient): Promise<void> {
  const seeded: unknown[] = [queryKeys.tiers[0], queryKeys.gallery[0]];
  return client.invalidateQueries({ predicate: (query) => seeded.includes(query.queryKey[0]) });
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
