import { toast } from "sonner";

/**
 * The two toast styles of the product: destructive (errors, failed checks) and neutral
 * (confirmations). Every message is a title plus an optional description.
 */
export function notifyError(title: string, description?: string): void {
  toast.error(title, { description });
}

export function notify(title: string, description?: string): void {
  toast(title, { description });
}
