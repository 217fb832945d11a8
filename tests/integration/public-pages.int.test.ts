import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SEO_PAGES } from "../../web/features/seo-landing/content";
import { ensureWebBuilt } from "../e2e/support/web-build";
import { startTestServer, type TestServer } from "../support/test-server";

/** Every prerendered public page, the title it must carry and its main heading. */
const PAGES = [
  { path: "/", title: "RoastReel — Get Roasted by AI", og: "home", heading: "Get Roasted by AI" },
  { path: "/pricing", title: "Pricing · RoastReel", og: "pricing", heading: "roast video Pricing" },
  { path: "/about", title: "About · RoastReel", og: "about", heading: "We Put the Fun Back in Feedback" },
  { path: "/contact", title: "Contact &amp; Support · RoastReel", og: "contact", heading: "Contact Us" },
  { path: "/terms", title: "Terms of Service · RoastReel", og: "terms", heading: "Terms of Service" },
  { path: "/privacy", title: "Privacy Policy · RoastReel", og: "privacy", heading: "Privacy Policy" },
  ...SEO_PAGES.map((page) => ({ path: `/${page.slug}`, title: `${page.title} — AI Roast Video · RoastReel`, og: page.slug, heading: page.title })),
];

const textOf = (html: string) =>
  html
    .replace(/<[^>]+>/g, "")
    .replace(/\s+/g, " ")
    .trim();
const attr = (html: string, pattern: RegExp) => html.match(pattern)?.[1] ?? null;

let server: TestServer;
// Building the web app (when its sources changed) takes a minute or two on a busy 2-core machine.
beforeAll(async () => {
  server = await startTestServer({}, { webDir: await ensureWebBuilt() });
}, 400_000);
afterAll(() => server?.close());

describe("public pages without JavaScript", () => {
  it("each arrives as HTML with its own title, description, canonical URL, OG image, structured data and heading", async () => {
    const descriptions = new Set<string>();
    for (const page of PAGES) {
      const response = await fetch(server.url + page.path);
      expect(response.status, page.path).toBe(200);
      const html = await response.text();
      expect(html).toContain(`<title>${page.title}</title>`);
      expect(html.match(/<title>/g)).toHaveLength(1);
      const description = attr(html, /<meta name="description" content="([^"]+)"/);
      expect(description, page.path).toBeTruthy();
      descriptions.add(description as string);
      expect(attr(html, /<link rel="canonical" href="([^"]+)"/)).toBe(`${server.url}${page.path}`);
      expect(attr(html, /<meta property="og:url" content="([^"]+)"/)).toBe(`${server.url}${page.path}`);
      const ogImage = attr(html, /<meta property="og:image" content="([^"]+)"/);
      expect(ogImage).toBe(`${server.url}/og/${page.og}.png`);
      expect(attr(html, /<meta name="twitter:image" content="([^"]+)"/)).toBe(ogImage);
      expect(html).toContain('<meta name="twitter:card" content="summary_large_image" />');
      expect(html).toContain('"@type":"Organization"');
      const h1 = attr(html, /<h1[^>]*>([\s\S]*?)<\/h1>/);
      expect(textOf(h1 ?? ""), page.path).toBe(page.heading);
      const image = await fetch(ogImage as string);
      expect(image.headers.get("content-type")).toBe("image/png");
      const { width, height } = await sharp(Buffer.from(await image.arrayBuffer())).metadata();
      expect([width, height]).toEqual([1200, 630]);
    }
    expect(descriptions.size).toBe(PAGES.length);
  });

  it("carries the page's own structured data: plans on /pricing, the FAQ on /contact, sample videos with the gallery", async () => {
    const pricing = await (await fetch(`${server.url}/pricing`)).text();
    expect(pricing).toContain('"@type":"Product"');
    expect(pricing).toContain('"name":"Essentials Pack","price":"19.99","priceCurrency":"USD"');
    const contact = await (await fetch(`${server.url}/contact`)).text();
    expect(contact).toContain('"@type":"FAQPage"');
    expect(contact).toContain('"name":"How long does a roast take?"');
    const home = await (await fetch(`${server.url}/`)).text();
    expect(home.match(/"@type":"VideoObject"/g)).toHaveLength(6);
    expect(home).not.toContain("public-url.roastreel.invalid");
  });

  it("lists every public page in the sitemap and keeps crawlers out of the API and app pages", async () => {
    const sitemap = await fetch(`${server.url}/sitemap.xml`);
    expect(sitemap.headers.get("content-type")).toContain("application/xml");
    const xml = await sitemap.text();
    for (const page of PAGES) expect(xml).toContain(`<loc>${server.url}${page.path}</loc>`);
    expect(xml.match(/<url>/g)).toHaveLength(PAGES.length);
    expect(xml).toMatch(/<lastmod>\d{4}-\d{2}-\d{2}<\/lastmod>/);
    const robots = await (await fetch(`${server.url}/robots.txt`)).text();
    for (const line of ["Disallow: /api/", "Disallow: /dev/", "Disallow: /roast", "Disallow: /account", "Disallow: /auth", "Disallow: /reset-password"]) {
      expect(robots.split("\n")).toContain(line);
    }
    expect(robots).toContain(`Sitemap: ${server.url}/sitemap.xml`);
  });

  it("answers an unknown address with the not-found page and status 404, and app pages with the app shell", async () => {
    const missing = await fetch(`${server.url}/no-such-page`);
    expect(missing.status).toBe(404);
    const html = await missing.text();
    expect(html).toContain("<title>Page Not Found · RoastReel</title>");
    expect(textOf(attr(html, /<h1[^>]*>([\s\S]*?)<\/h1>/) ?? "")).toBe("Page Not Found");
    expect(html).toContain('<meta name="robots" content="noindex" />');
    for (const path of ["/roast", "/account", "/auth", "/reset-password", "/payment-success", "/paypal/cancel"]) {
      const app = await fetch(server.url + path);
      expect(app.status, path).toBe(200);
      expect(await app.text()).toContain('<div id="root"></div>');
    }
    const api = await fetch(`${server.url}/api/no-such-thing`);
    expect([api.status, (await api.json()).code]).toEqual([404, "NOT_FOUND"]);
  });

  it("serves the icons and the web app manifest, and gzips text", async () => {
    const ico = await fetch(`${server.url}/favicon.ico`);
    expect([ico.status, ico.headers.get("content-type")]).toEqual([200, "image/x-icon"]);
    expect(Buffer.from(await ico.arrayBuffer()).subarray(0, 4)).toEqual(Buffer.from([0, 0, 1, 0]));
    const manifest = await (await fetch(`${server.url}/site.webmanifest`)).json();
    expect(manifest.theme_color).toBe("#0a0708");
    for (const icon of manifest.icons) expect((await fetch(server.url + icon.src)).status).toBe(200);
    const home = await (await fetch(`${server.url}/`)).text();
    const touchIcon = attr(home, /<link rel="apple-touch-icon" href="([^"]+)"/);
    expect((await fetch(server.url + touchIcon)).headers.get("content-type")).toBe("image/png");
    const script = attr(home, /<script type="module" crossorigin src="([^"]+)"/);
    const js = await fetch(server.url + script, { headers: { "accept-encoding": "gzip" } });
    expect(js.headers.get("content-encoding")).toBe("gzip");
  });
});
