import { mkdir, readdir, readFile, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { BRAND } from "../../common/brand";
import type { PrerenderManifest } from "../../common/prerender";
import { GALLERY_ENTRIES } from "../../server/features/gallery/gallery-entries";
import { pageDataScript } from "../../web/app/page-data";
import { buildPageData } from "./build-page-data";
import { composePage, fontPreloads } from "./compose-page";
import { buildWebManifest, drawIcons } from "./draw-icons";
import { drawOgImage, drawSampleThumbnail } from "./draw-og-image";
import { listPublicPages, type PublicPage } from "./public-pages";
import { ogImagePath, renderHead, sampleFramePath } from "./render-head";
import { pickOgSample } from "./pick-og-sample";

interface ServerEntry {
  renderPage(pathname: string, data: Awaited<ReturnType<typeof buildPageData>>): Promise<string>;
  listRoutePaths(): string[];
}

const NOT_FOUND: PublicPage = {
  path: "/404",
  name: "404",
  title: `Page Not Found · ${BRAND}`,
  headline: "Page Not Found",
  description: "This page does not exist.",
  hasGallery: false,
};

/**
 * After `vite build` (the browser app in dist/web) and the server build of the entry
 * (dist/ssr): writes every public page as HTML under dist/web/pages, the 404 page, the OG
 * images, the icons and the web app manifest, and adds font preloads to the app shell.
 */
export async function prerenderSite(options: { webDir: string; ssrEntry: string }): Promise<PrerenderManifest> {
  const { webDir } = options;
  const { renderPage, listRoutePaths } = (await import(pathToFileURL(options.ssrEntry).href)) as ServerEntry;
  const shellPath = path.join(webDir, "index.html");
  const shell = await readFile(shellPath, "utf8");
  const preloads = fontPreloads(await readdir(path.join(webDir, "assets")));
  const data = await buildPageData();
  const builtAt = new Date().toISOString();
  const pages = listPublicPages(data.tiers);

  await rm(path.join(webDir, "pages"), { recursive: true, force: true });
  await Promise.all(["pages", "og", "icons"].map((dir) => mkdir(path.join(webDir, dir), { recursive: true })));

  const manifest: PrerenderManifest = { builtAt, pages: [], appRoutes: listRoutePaths(), notFoundFile: "pages/404.html" };
  for (const page of pages) {
    const markup = await renderPage(page.path, data);
    const head = renderHead({ page, tiers: data.tiers, gallery: data.gallery, builtAt });
    const file = `pages/${page.name}.html`;
    await writeFile(path.join(webDir, file), composePage({ template: shell, head, preloads, markup, bodyEnd: pageDataScript(data) }));
    manifest.pages.push({ path: page.path, file });
    await writeFile(path.join(webDir, ogImagePath(page)), await drawOgImage({ headline: page.headline, sampleId: pickOgSample(page.name) }));
  }

  const notFoundHead = `<title>${NOT_FOUND.title}</title>\n    <meta name="description" content="${NOT_FOUND.description}" />\n    <meta name="robots" content="noindex" />`;
  const notFoundMarkup = await renderPage("/this-page-does-not-exist", data);
  await writeFile(
    path.join(webDir, "pages/404.html"),
    composePage({ template: shell, head: notFoundHead, preloads, markup: notFoundMarkup, bodyEnd: pageDataScript(data) }),
  );

  // A gallery card's thumbnail is its (first) sample's frame: the battle's is its side A.
  for (const { id, samples } of GALLERY_ENTRIES) await writeFile(path.join(webDir, sampleFramePath(id)), await drawSampleThumbnail(samples[0]));
  const icons = await drawIcons(path.join(webDir, "favicon.svg"));
  await writeFile(path.join(webDir, "favicon.ico"), icons.ico);
  for (const icon of icons.pngs) await writeFile(path.join(webDir, `icons/icon-${icon.size}.png`), icon.data);
  await writeFile(path.join(webDir, "site.webmanifest"), buildWebManifest({ name: BRAND, description: pages[0].description }));

  await writeFile(shellPath, composePage({ template: shell, head: "", preloads, markup: "", bodyEnd: "" }));
  await writeFile(path.join(webDir, "pages/manifest.json"), JSON.stringify(manifest, null, 2));
  return manifest;
}
