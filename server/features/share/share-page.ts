import { BRAND, TAGLINE } from "../../../common/brand";
import { battleVerdictLine, type SharedRoast } from "../../../common/roast";

const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (ch) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[ch]!);

/** What a preview says under the title: a battle's verdict first, then the roast's words. */
export function shareDescription(roast: SharedRoast): string {
  const words = roast.script ? `“${roast.script}”` : `${TAGLINE}: a 7-second roast video.`;
  if (!roast.battle) return words;
  const [a, b] = roast.battle.names;
  return `${a} vs ${b}. ${battleVerdictLine(roast.battle)}. ${roast.script ? words : ""}`.trim();
}

/** The tags chat apps and social sites read to preview the link with the video and its poster. */
export function shareMetaTags(roast: SharedRoast): string {
  const description = shareDescription(roast);
  const size = roast.videoSize;
  const tags: Array<readonly [string, string, string]> = [
    ["property", "og:type", "video.other"],
    ["property", "og:site_name", BRAND],
    ["property", "og:title", roast.title],
    ["property", "og:description", description],
    ["property", "og:url", roast.shareUrl],
    ["property", "og:video", roast.videoUrl],
    ["property", "og:video:type", "video/mp4"],
    // The real frame (a free roast is 720p): a size a preview cannot trust is left out.
    ...(size
      ? ([
          ["property", "og:video:width", String(size.width)],
          ["property", "og:video:height", String(size.height)],
        ] as const)
      : []),
    ["name", "twitter:card", "player"],
    ["name", "twitter:title", roast.title],
    ["name", "twitter:description", description],
    ["name", "twitter:player", `${roast.shareUrl}/embed`],
    // The player's frame, which the card requires: the video's own, or 16:9 at 720p.
    ["name", "twitter:player:width", String(size?.width ?? 1280)],
    ["name", "twitter:player:height", String(size?.height ?? 720)],
    ["name", "twitter:player:stream", roast.videoUrl],
    ["name", "twitter:player:stream:content_type", "video/mp4"],
    ["name", "description", description],
  ];
  if (roast.videoUrl.startsWith("https://")) tags.push(["property", "og:video:secure_url", roast.videoUrl]);
  if (roast.posterUrl) {
    tags.push(["property", "og:image", roast.posterUrl], ["name", "twitter:image", roast.posterUrl]);
    // The poster is a frame of the landscape video, so it has the video's size.
    if (size) tags.push(["property", "og:image:width", String(size.width)], ["property", "og:image:height", String(size.height)]);
  }
  return tags.map(([attr, key, value]) => `<meta ${attr}="${key}" content="${escapeHtml(value)}" />`).join("\n    ");
}

/**
 * Without JavaScript there is no report form: the link writes to the deployment's support address
 * (SUPPORT_EMAIL), naming the roast; with none set there is no such link (the app's own Report
 * button remains for everyone with JavaScript).
 */
function reportLink(roast: SharedRoast, supportEmail: string | undefined): string {
  if (!supportEmail) return "";
  const href = `mailto:${supportEmail}?subject=${encodeURIComponent(`Report: ${roast.shareUrl}`)}`;
  return `<p><a href="${escapeHtml(href)}" style="color:#a1a1aa">Report this roast</a></p>`;
}

/** The video and a way in, readable without JavaScript (the web app replaces it when it loads). */
export function shareBody(roast: SharedRoast, options: { embed?: boolean; supportEmail?: string } = {}): string {
  const poster = roast.posterUrl ? ` poster="${escapeHtml(roast.posterUrl)}"` : "";
  const video = `<video src="${escapeHtml(roast.videoUrl)}"${poster} controls playsinline preload="metadata" style="width:100%;max-width:960px;aspect-ratio:16/9;background:#000;border-radius:12px"></video>`;
  if (options.embed) return video;
  const script = roast.script ? `<p style="font-size:1.1rem;max-width:60ch">“${escapeHtml(roast.script)}”</p>` : "";
  const verdict = roast.battle
    ? `<p style="font-size:1.25rem;font-weight:700">${escapeHtml(`${roast.battle.names[0]} vs ${roast.battle.names[1]}`)}</p><p style="font-size:1.25rem;color:#ff7a45">${escapeHtml(battleVerdictLine(roast.battle))}</p>`
    : "";
  return `<main style="max-width:960px;margin:0 auto;padding:24px;font-family:system-ui,sans-serif;color:#f5f0eb">
      <h1 style="font-size:1.5rem">${escapeHtml(roast.title)}</h1>
      ${video}
      ${verdict}
      ${script}
      <p><a href="/" style="color:#ff7a45">${escapeHtml(`${TAGLINE}: get your own roast on ${BRAND}`)}</a></p>
      ${reportLink(roast, options.supportEmail)}
    </main>`;
}

/**
 * The server-rendered share page. With the web app's index.html as the shell the tags go into
 * its head and the body into a <noscript> after the empty #root: people get the full site (the
 * app starts afresh in #root, as it must, since this markup is not what it would render and so
 * cannot be hydrated), readers without JavaScript get the video, and bots get the preview.
 */
export function renderSharePage(roast: SharedRoast, options: { shell?: string; embed?: boolean; supportEmail?: string } = {}): string {
  const meta = shareMetaTags(roast);
  const title = escapeHtml(`${roast.title} · ${BRAND}`);
  const body = shareBody(roast, options);
  if (options.shell && !options.embed && options.shell.includes('<div id="root"></div>')) {
    // Replacer functions, not replacement strings: those would read "$'", "$&" or "$1" in a
    // roast's text as patterns and splice parts of the page into it.
    return options.shell
      .replace(/<title>[^<]*<\/title>/, () => `<title>${title}</title>`)
      .replace(/<meta name="description"[^>]*>/, () => "")
      .replace("</head>", () => `  ${meta}\n  </head>`)
      .replace('<div id="root"></div>', () => `<div id="root"></div><noscript>${body}</noscript>`);
  }
  return `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>${title}</title>
    ${meta}
  </head>
  <body style="margin:0;background:#0a0708">
    ${body}
  </body>
</html>`;
}
