import { type ComponentType, lazy } from "react";

/**
 * The page component of one SEO landing page: the shared template and that page's copy load
 * together as one lazy step, so the page renders (and hydrates) whole, never half-filled.
 */
export function createSeoLandingRoute(slug: string): ComponentType {
  return lazy(async () => {
    const [{ default: SeoLandingPage }, { default: NotFoundPage }, { loadSeoPage }] = await Promise.all([
      import("./seo-landing"),
      import("./not-found"),
      import("../../features/seo-landing/content/load-seo-page"),
    ]);
    const page = await loadSeoPage(slug);
    return { default: () => (page ? <SeoLandingPage page={page} /> : <NotFoundPage />) };
  });
}
