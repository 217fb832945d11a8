import { z } from "zod";
import { CONTACT_LIMITS } from "./contact-limits";

export { CONTACT_LIMITS };

const required = (label: string, max: number) =>
  z.string().trim().min(1, `Please enter your ${label}`).max(max, `Your ${label} can be at most ${max} characters`);

/** POST /api/contact body. */
export const contactMessageSchema = z.object({
  name: required("name", CONTACT_LIMITS.name),
  email: required("email", CONTACT_LIMITS.email).pipe(z.email("Please enter a valid email address")),
  subject: required("subject", CONTACT_LIMITS.subject),
  message: required("message", CONTACT_LIMITS.message),
});

export type ContactMessage = z.infer<typeof contactMessageSchema>;
