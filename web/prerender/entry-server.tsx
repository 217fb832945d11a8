import { Writable } from "node:stream";
import { prerenderToNodeStream } from "react-dom/static";
import { StaticRouter } from "react-router";
import { AppFrame } from "../app/app";
import type { PageData } from "../app/page-data";
import { AppRoutes, routes } from "../app/router";

/** The server build's entry: one public page as HTML, with every lazy part already loaded. */
export async function renderPage(pathname: string, pageData: PageData): Promise<string> {
  const page = () => (
    <AppFrame pageData={pageData}>
      <StaticRouter location={pathname}>
        <AppRoutes />
      </StaticRouter>
    </AppFrame>
  );
  // A prerender waits for every lazy part; with no chunk-size limit it then writes each Suspense
  // boundary in place, so the HTML is in order and needs none of React's inline scripts (which
  // the site's Content-Security-Policy would block).
  const { prelude } = await prerenderToNodeStream(page(), { progressiveChunkSize: Number.POSITIVE_INFINITY });
  const html = await readStream(prelude);
  if (html.includes("<script")) throw new Error(`${pathname} rendered with inline scripts`);
  return html;
}

function readStream(stream: NodeJS.ReadableStream): Promise<string> {
  const chunks: Buffer[] = [];
  return new Promise((resolve, reject) => {
    stream
      .pipe(
        new Writable({
          write(chunk, _encoding, done) {
            chunks.push(Buffer.from(chunk));
            done();
          },
        }),
      )
      .on("finish", () => resolve(Buffer.concat(chunks).toString("utf8")))
      .on("error", reject);
  });
}

/** Every path pattern the app's router knows (e.g. "/auth", "/r/:slug"), the catch-all left out. */
export function listRoutePaths(): string[] {
  const paths: string[] = [];
  const walk = (list: typeof routes, prefix: string) => {
    for (const route of list) {
      const own = route.path ? `${prefix.replace(/\/$/, "")}/${route.path.replace(/^\//, "")}` : prefix;
      if (route.path !== "*" && (route.index || route.path)) paths.push(own || "/");
      if (route.children) walk(route.children, own);
    }
  };
  walk(routes, "");
  return [...new Set(paths)];
}
