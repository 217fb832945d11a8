export interface ComposeOptions {
  /** dist/web/index.html as Vite built it: the app shell with the script and style tags. */
  template: string;
  /** Tags for the head that replace the shell's title and description (empty keeps them). */
  head: string;
  /** Extra tags for every page, e.g. font preloads. */
  preloads: string;
  /** The rendered React markup for #root (empty for the shell). */
  markup: string;
  /** Extra tags before </body>, e.g. the page data script. */
  bodyEnd: string;
}

/** One HTML document from the shell. Replacer functions keep "$&" and "$1" in page text literal. */
export function composePage({ template, head, preloads, markup, bodyEnd }: ComposeOptions): string {
  let html = template;
  if (head) {
    html = html.replace(/\s*<title>[^<]*<\/title>/, () => "").replace(/\s*<meta name="description"[^>]*>/, () => "");
  }
  const headTags = [preloads, head].filter(Boolean).join("\n    ");
  if (headTags) html = html.replace("</head>", () => `    ${headTags}\n  </head>`);
  return html
    .replace('<div id="root"></div>', () => `<div id="root">${markup}</div>`)
    .replace("</body>", () => (bodyEnd ? `  ${bodyEnd}\n  </body>` : "</body>"));
}

/** Preload tags for the Latin subsets of the variable fonts the first paint uses. */
export function fontPreloads(assetNames: string[]): string {
  const wanted = [/^inter-latin-wght-normal-.*\.woff2$/, /^bricolage-grotesque-latin-wght-normal-.*\.woff2$/];
  return assetNames
    .filter((name) => wanted.some((pattern) => pattern.test(name)))
    .map((name) => `<link rel="preload" href="/assets/${name}" as="font" type="font/woff2" crossorigin />`)
    .join("\n    ");
}
