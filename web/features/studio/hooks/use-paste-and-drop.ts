import { useEffect, useRef, useState } from "react";

const carriesFiles = (event: DragEvent) => event.dataTransfer?.types.includes("Files") ?? false;

/**
 * An image pasted (Ctrl/Cmd+V) or dropped anywhere on the page goes to `onFile`, which checks it
 * like a picked one. Returns whether files are being dragged over the page (the drop overlay).
 * A paste without a file (text into a field) is left alone; a drop the upload card's own zone
 * took is not taken twice.
 */
export function usePasteAndDrop(onFile: (file: File) => void): boolean {
  const [dragging, setDragging] = useState(false);
  const latest = useRef(onFile);
  latest.current = onFile;

  useEffect(() => {
    let depth = 0;
    const stop = () => {
      depth = 0;
      setDragging(false);
    };
    const onPaste = (event: ClipboardEvent) => {
      const file = event.clipboardData?.files[0];
      if (!file) return;
      event.preventDefault();
      latest.current(file);
    };
    const onDragEnter = (event: DragEvent) => {
      if (!carriesFiles(event)) return;
      event.preventDefault();
      depth += 1;
      setDragging(true);
    };
    const onDragOver = (event: DragEvent) => {
      if (!carriesFiles(event)) return;
      event.preventDefault();
      if (event.dataTransfer) event.dataTransfer.dropEffect = "copy";
    };
    const onDragLeave = (event: DragEvent) => {
      if (!carriesFiles(event)) return;
      depth = Math.max(0, depth - 1);
      if (depth === 0) setDragging(false);
    };
    const onDrop = (event: DragEvent) => {
      if (!carriesFiles(event)) return;
      stop();
      if (event.defaultPrevented) return;
      event.preventDefault();
      const file = event.dataTransfer?.files[0];
      if (file) latest.current(file);
    };
    const listeners = { paste: onPaste, dragenter: onDragEnter, dragover: onDragOver, dragleave: onDragLeave, drop: onDrop, dragend: stop } as const;
    for (const [type, listener] of Object.entries(listeners)) window.addEventListener(type, listener as EventListener);
    return () => {
      for (const [type, listener] of Object.entries(listeners)) window.removeEventListener(type, listener as EventListener);
    };
  }, []);

  return dragging;
}
