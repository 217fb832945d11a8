import { matchRoutes } from "react-router";
import { describe, expect, it } from "vitest";
import { SEO_PAGE_LIST } from "../features/seo-landing/content/seo-page-list";
import { routes, routesFor } from "./router";

/** The route a path ends on, as React Router matches it against a route list. */
const leaf = (list: typeof routes, pathname: string) => matchRoutes(list, pathname)?.at(-1)?.route;

describe("routesFor", () => {
  const paths = [
    "/",
    "/pricing",
    "/PRICING/",
    "/paypal/success",
    "/paypal/success/",
    "/r/abc123",
    "/account",
    "/auth",
    "/no-such-page",
    "/pricing/extra",
    "//pricing",
    "/%70ricing",
    ...SEO_PAGE_LIST.map((page) => `/${page.slug}`),
  ];

  it.each(paths)("%s ends on the route the full list gives", (pathname) => {
    const expected = leaf(routes, pathname);
    expect(expected).toBeDefined();
    expect(leaf(routesFor(pathname), pathname)).toBe(expected);
  });

  it("hands a fixed path its own route and the patterns only", () => {
    const [root] = routesFor("/pricing");
    expect(root.children?.map((route) => route.path)).toEqual(["pricing", "r/:slug", "*"]);
    const [landing] = routesFor("/");
    expect(landing.children?.[0]?.index).toBe(true);
    expect(routesFor("/no-such-page")).toBe(routes);
  });
});
