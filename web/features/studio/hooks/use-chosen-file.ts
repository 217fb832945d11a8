import { useEffect, useState } from "react";
import { MAX_UPLOAD_BYTES } from "../../../../common/roast";
import { notifyError } from "../../../lib/toast";
import { isImageFile } from "../lib/studio-rules";

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

/**
 * The upload's two steps: a chosen file waits in the consent dialog; once accepted it is the file
 * to roast, with its own idempotency key (so submitting it twice makes one roast).
 */
export function useChosenFile() {
  const [candidate, setCandidate] = useState<File | null>(null);
  const [accepted, setAccepted] = useState<{ file: File; key: string } | null>(null);

  return {
    candidate,
    candidatePreview: usePreviewUrl(candidate),
    file: accepted?.file ?? null,
    idempotencyKey: accepted?.key ?? "",
    preview: usePreviewUrl(accepted?.file ?? null),
    choose(file: File) {
      if (!isImageFile(file)) return notifyError("Invalid file type", "Please upload a JPG or PNG image");
      // The server refuses it too (with the same words); said before the consent asked for nothing.
      if (file.size > MAX_UPLOAD_BYTES) return notifyError("File too large", "Please upload an image under 10 MB");
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
