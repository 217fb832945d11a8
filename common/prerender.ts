/**
 * What the web build's prerender hands the server. Pages are rendered before the deployment's
 * PUBLIC_URL is known, so absolute URLs in them start with this token, replaced when served.
 */
export const PUBLIC_URL_TOKEN = "https://public-url.roastreel.invalid";

/** dist/web/pages/manifest.json */
export interface PrerenderManifest {
  builtAt: string;
  pages: Array<{ path: string; file: string }>;
  /** Every route pattern of the web app ("/auth", "/r/:slug"): those without a page get the app shell. */
  appRoutes: string[];
  /** The not-found page, served with status 404. */
  notFoundFile: string;
}
