import { describe, expect, it } from "vitest";
import type { SharedRoast } from "../../../common/roast";
import { renderSharePage } from "./share-page";

const roast: SharedRoast = {
  slug: "PyUE4E-JQdOaDAMF6CwzAQ",
  kind: "single",
  battle: null,
  title: "Instagram roast on RoastReel",
  platform: "instagram",
  script: `Thirty-one countries and "still" <no> plan`,
  videoUrl: "https://cdn.example/v.mp4?sig=a&exp=1",
  portraitUrl: null,
  posterUrl: "https://cdn.example/p.jpg?sig=b",
  durationMs: 7000,
  videoSize: { width: 1280, height: 720 },
  createdAt: "2024-05-01T00:00:00.000Z",
  shareUrl: "https://roastreel.example/r/PyUE4E-JQdOaDAMF6CwzAQ",
};

describe("renderSharePage", () => {
  it("states the video's real frame, and no frame it does not know", () => {
    const html = renderSharePage(roast);
    expect(html).toContain('<meta property="og:video:width" content="1280" />');
    expect(html).toContain('<meta property="og:video:height" content="720" />');
    expect(html).toContain('<meta property="og:image:width" content="1280" />');
    const paid = renderSharePage({ ...roast, videoSize: { width: 1920, height: 1080 } });
    expect(paid).toContain('<meta property="og:video:width" content="1920" />');
    expect(paid).toContain('<meta name="twitter:player:height" content="1080" />');
    const older = renderSharePage({ ...roast, videoSize: null });
    expect(older).not.toContain("og:video:width");
    expect(older).not.toContain("og:image:width");
    expect(older).toContain('<meta name="twitter:player:width" content="1280" />');
  });

  it("carries Open Graph and player tags with escaped values", () => {
    const html = renderSharePage(roast);
    expect(html).toContain('<meta property="og:video" content="https://cdn.example/v.mp4?sig=a&amp;exp=1" />');
    expect(html).toContain('<meta property="og:video:secure_url" content="https://cdn.example/v.mp4?sig=a&amp;exp=1" />');
    expect(html).toContain('<meta property="og:image" content="https://cdn.example/p.jpg?sig=b" />');
    expect(html).toContain('<meta name="twitter:player" content="https://roastreel.example/r/PyUE4E-JQdOaDAMF6CwzAQ/embed" />');
    expect(html).toContain("&quot;still&quot; &lt;no&gt; plan");
    expect(html).not.toContain("<no>");
    expect(html).toContain("<video src=");
  });

  it("offers readers without JavaScript a report link to the deployment's support address, and none when it names none", () => {
    expect(renderSharePage(roast, { supportEmail: "help@roast.example" })).toContain(
      `<a href="mailto:help@roast.example?subject=Report%3A%20https%3A%2F%2Froastreel.example%2Fr%2FPyUE4E-JQdOaDAMF6CwzAQ" style="color:#a1a1aa">Report this roast</a>`,
    );
    const unset = renderSharePage(roast);
    expect(unset).not.toContain("mailto:");
    expect(unset).not.toContain("roastreel.local");
  });

  it("fills the web app's shell when there is one", () => {
    const shell = `<html><head><meta name="description" content="x" /><title>Old</title></head><body><div id="root"></div><script src="/a.js"></script></body></html>`;
    const html = renderSharePage(roast, { shell });
    expect(html).toContain("<title>Instagram roast on RoastReel · RoastReel</title>");
    expect(html).not.toContain('content="x"');
    // #root stays empty, so the app starts afresh instead of hydrating markup it did not render.
    expect(html).toMatch(/<div id="root"><\/div><noscript><main[\s\S]*<video[\s\S]*<\/main><\/noscript><script src="\/a.js">/);
    expect(html.indexOf('property="og:video"')).toBeLessThan(html.indexOf("</head>"));
  });

  it("keeps replacement patterns and markup in a roast's text as plain, escaped text", () => {
    const shell = `<html><head><title>Old</title></head><body><div id="root"></div><script src="/a.js"></script></body></html>`;
    const script = `Bio says $' and $& and $1 and $$ </script><script>alert("x")</script> it's "fine"`;
    const html = renderSharePage({ ...roast, script, title: `A $' title` }, { shell });
    expect(html).toContain(
      `“Bio says $&#39; and $&amp; and $1 and $$ &lt;/script&gt;&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; it&#39;s &quot;fine&quot;”`,
    );
    expect(html).toContain("<title>A $&#39; title · RoastReel</title>");
    expect(html).not.toContain("<script>alert");
    expect(html.match(/<script/g)).toHaveLength(1);
    expect(html.match(/<\/html>/g)).toHaveLength(1);
    expect(html.endsWith(`</main></noscript><script src="/a.js"></script></body></html>`)).toBe(true);
  });

  it("renders only the player for the embed", () => {
    const html = renderSharePage(roast, { embed: true, shell: '<div id="root"></div>' });
    expect(html).toContain("<video");
    expect(html).not.toContain("<main");
    expect(html).not.toContain("Report this roast");
  });

  it("names both sides and the winner of a battle in the page and its previews", () => {
    const battle: SharedRoast = {
      ...roast,
      kind: "battle",
      title: "Roast Battle on RoastReel",
      battle: { winner: "b", names: ["@sofia", "Marcus <3"], reason: "2 clichés to 4" },
    };
    const html = renderSharePage(battle);
    const verdict = "@sofia vs Marcus &lt;3. Winner: Marcus &lt;3 — 2 clichés to 4.";
    expect(html).toContain(`<meta property="og:description" content="${verdict} “Thirty-one`);
    expect(html).toContain(`<meta name="twitter:description" content="${verdict}`);
    expect(html).toContain('<p style="font-size:1.25rem;color:#ff7a45">Winner: Marcus &lt;3 — 2 clichés to 4</p>');
    // The battle's poster (both uploads and the verdict) is the preview image.
    expect(html).toContain('<meta property="og:image" content="https://cdn.example/p.jpg?sig=b" />');
  });
});
