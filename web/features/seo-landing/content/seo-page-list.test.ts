import { describe, expect, it } from "vitest";
import { SEO_PAGES } from ".";
import { loadSeoPage } from "./load-seo-page";
import { SEO_PAGE_LIST } from "./seo-page-list";

describe("the SEO page list", () => {
  it("names every page as its copy does, in the same order", () => {
    expect(SEO_PAGE_LIST).toEqual(SEO_PAGES.map(({ slug, navLabel, title }) => ({ slug, navLabel, title })));
  });

  it("loads each page's own copy by slug, and nothing for an unknown one", async () => {
    for (const page of SEO_PAGES) expect(await loadSeoPage(page.slug)).toBe(page);
    expect(await loadSeoPage("no-such-roast")).toBeNull();
  });
});
