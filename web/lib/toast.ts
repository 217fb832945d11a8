import type { toast as sonnerToast } from "sonner";

type Toast = typeof sonnerToast;

// sonner loads after the first paint (it is not needed to show a page). Messages raised before
// the toaster is on screen wait for it, so none is lost.
let markReady: (toast: Toast) => void = () => undefined;
const toasterReady = new Promise<Toast>((resolve) => {
  markReady = resolve;
});

/** Called by the toaster host once sonner's <Toaster> is mounted. */
export function announceToasterReady(toast: Toast): void {
  markReady(toast);
}

/**
 * The two toast styles of the product: destructive (errors, failed checks) and neutral
 * (confirmations). Every message is a title plus an optional description.
 */
export function notifyError(title: string, description?: string, options: { id?: string } = {}): void {
  void toasterReady.then((toast) => toast.error(title, { description, id: options.id }));
}

/** Closes the toast raised with this id, if it is still showing (the problem it named is solved). */
export function dismissToast(id: string): void {
  void toasterReady.then((toast) => toast.dismiss(id));
}

/** A button in a neutral toast (e.g. 'Reload' when a new version is ready). */
export interface ToastAction {
  label: string;
  onClick(): void;
}

export function notify(title: string, description?: string, action?: ToastAction): void {
  void toasterReady.then((toast) => toast(title, { description, action }));
}
