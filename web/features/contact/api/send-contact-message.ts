import { useMutation } from "@tanstack/react-query";
import type { ContactMessage } from "../../../../common/contact";
import { apiFetch } from "../../../lib/api-client";

export function sendContactMessage(message: ContactMessage): Promise<{ ok: true }> {
  return apiFetch<{ ok: true }>("/api/contact", { method: "POST", json: message });
}

export function useSendContactMessage() {
  return useMutation({ mutationFn: sendContactMessage });
}
