/**
 * Fetches a file and hands it to the browser as a download, so a failure can be reported (a
 * plain link would fail silently). The signed link already names the file.
 */
export async function saveFile(url: string, fileName: string): Promise<void> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`Download answered ${response.status}`);
  const blob = await response.blob();
  const objectUrl = URL.createObjectURL(blob);
  const link = document.createElement("a");
  link.href = objectUrl;
  link.download = fileName;
  link.rel = "noopener";
  document.body.append(link);
  link.click();
  link.remove();
  // Give the browser time to start the download before the blob goes.
  setTimeout(() => URL.revokeObjectURL(objectUrl), 60_000);
}

export const roastFileName = (roastId: string, orientation: "landscape" | "portrait") => `roastreel-${roastId.slice(0, 8)}-${orientation}.mp4`;
