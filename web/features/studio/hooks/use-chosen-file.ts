import { useEffect, useRef, useState } from "react";
import { MAX_UPLOAD_BYTES } from "../../../../common/roast";
import { dismissToast, notifyError } from "../../../lib/toast";
import { isImageFile, MISSING_IMAGE_TOAST } from "../lib/studio-rules";

const newKey = () => (typeof crypto.randomUUID === "function" ? crypto.randomUUID() : `${Date.now()}-${Math.random()}`);

function usePreviewUrl(file: File | null): string | null {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!file) return setUrl(null);
    const objectUrl = URL.createObjectURL(file);
    setUrl(objectUrl);
    return () => URL.revokeObjectURL(objectUrl);
  }, [file]);
  return url;
}

/** Whether the browser can draw the image: a file with an image's first bytes may still be broken. */
async function canDisplay(file: File): Promise<boolean> {
  const url = URL.createObjectURL(file);
  try {
    const image = new Image();
    image.src = url;
    await image.decode();
    return image.naturalWidth > 0;
  } catch {
    return false;
  } finally {
    URL.revokeObjectURL(url);
  }
}

/** What is wrong with a chosen file, said when it is chosen; null when it can be roasted. */
async function findProblem(file: File): Promise<{ title: string; description: string } | null> {
  if (!(await isImageFile(file))) return { title: "Invalid file type", description: "Please upload a JPG or PNG image" };
  // The server refuses it too (with the same words); said before the consent asked for nothing.
  if (file.size > MAX_UPLOAD_BYTES) return { title: "File too large", description: "Please upload an image under 10 MB" };
  if (!(await canDisplay(file))) return { title: "Couldn't open that image", description: "The file looks damaged. Please choose another JPG or PNG." };
  return null;
}

/**
 * The upload's two steps: a chosen file is checked (its bytes, its size, that it draws), then
 * waits in the consent dialog; once accepted it is the file to roast, with its own idempotency key
 * (so submitting it twice makes one roast). Of two files chosen in quick succession, the last wins.
 */
export function useChosenFile() {
  const [candidate, setCandidate] = useState<File | null>(null);
  const [accepted, setAccepted] = useState<{ file: File; key: string } | null>(null);
  const latestChoice = useRef(0);

  return {
    candidate,
    candidatePreview: usePreviewUrl(candidate),
    file: accepted?.file ?? null,
    idempotencyKey: accepted?.key ?? "",
    preview: usePreviewUrl(accepted?.file ?? null),
    async choose(file: File) {
      const choice = ++latestChoice.current;
      const problem = await findProblem(file);
      if (choice !== latestChoice.current) return;
      if (problem) return notifyError(problem.title, problem.description);
      // An image is on its way: the toast that asked for one has done its job.
      dismissToast(MISSING_IMAGE_TOAST);
      setCandidate(file);
    },
    accept() {
      if (candidate) setAccepted({ file: candidate, key: newKey() });
      setCandidate(null);
    },
    discard: () => setCandidate(null),
    clear: () => setAccepted(null),
  };
}
