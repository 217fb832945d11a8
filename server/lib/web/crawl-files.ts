/** robots.txt and sitemap.xml for the prerendered public pages, with absolute URLs from PUBLIC_URL. */

const escapeXml = (value: string) =>
  value.replace(/[&<>"']/g, (ch) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&apos;" })[ch] as string);

export function buildSitemap(options: { publicUrl: string; paths: string[]; lastmod: string }): string {
  const day = options.lastmod.slice(0, 10);
  const urls = options.paths.map((path) => `  <url><loc>${escapeXml(options.publicUrl + path)}</loc><lastmod>${day}</lastmod></url>`);
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join("\n")}\n</urlset>\n`;
}

/**
 * Crawlers keep out of the API, the dev tools and the signed-in app pages (`appPaths`: routes
 * with no public page; patterns like "/r/:slug" are public share pages and stay allowed).
 */
export function buildRobots(options: { publicUrl: string; appPaths: string[] }): string {
  const app = options.appPaths.filter((path) => !path.includes(":"));
  const lines = ["User-agent: *", "Disallow: /api/", "Disallow: /dev/", "Disallow: /media/", ...app.map((path) => `Disallow: ${path}`)];
  return `${lines.join("\n")}\n\nSitemap: ${options.publicUrl}/sitemap.xml\n`;
}
