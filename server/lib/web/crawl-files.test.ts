import { describe, expect, it } from "vitest";
import { buildRobots, buildSitemap } from "./crawl-files";

describe("crawl files", () => {
  it("lists every page with an absolute URL and the build day", () => {
    const xml = buildSitemap({ publicUrl: "https://roast.example", paths: ["/", "/pricing"], lastmod: "2026-11-23T21:00:00.000Z" });
    expect(xml).toContain("<url><loc>https://roast.example/</loc><lastmod>2026-11-23</lastmod></url>");
    expect(xml).toContain("<loc>https://roast.example/pricing</loc>");
    expect(xml.match(/<url>/g)).toHaveLength(2);
  });

  it("keeps crawlers out of the API, dev tools and app pages, and names the sitemap", () => {
    const robots = buildRobots({ publicUrl: "https://roast.example", appPaths: ["/auth", "/roast", "/r/:slug"] });
    expect(robots.split("\n")).toEqual(expect.arrayContaining(["Disallow: /api/", "Disallow: /dev/", "Disallow: /auth", "Disallow: /roast"]));
    expect(robots).not.toContain("/r/");
    expect(robots).toContain("Sitemap: https://roast.example/sitemap.xml");
  });
});
