/** The 'Video Error' panel's messages for the codes of HTMLMediaElement.error. */
export function describeMediaError(code: number | undefined): string {
  switch (code) {
    case 1:
      return "Video loading was aborted";
    case 2:
      return "Network error while loading video";
    case 3:
      return "Video decoding error";
    case 4:
      return "Video format not supported";
    default:
      return "Unknown video error";
  }
}

/**
 * Why a video failed: when a HEAD request shows the URL itself is the problem (expired link,
 * deleted file) that is the message; otherwise the media error's.
 */
export async function diagnoseVideoError(url: string, code: number | undefined, fetcher: typeof fetch = fetch): Promise<string> {
  try {
    const response = await fetcher(url, { method: "HEAD" });
    if (!response.ok) return `URL not accessible: ${response.status} ${response.statusText}`.trim();
  } catch (error) {
    return `URL not accessible: ${error instanceof Error ? error.message : "request failed"}`;
  }
  return describeMediaError(code);
}
