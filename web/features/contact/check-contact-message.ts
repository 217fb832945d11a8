import type { ContactMessage } from "../../../common/contact";
import { CONTACT_LIMITS } from "../../../common/contact-limits";

export type ContactErrors = Partial<Record<keyof ContactMessage, string>>;

const LABELS: Record<keyof ContactMessage, string> = { name: "name", email: "email", subject: "subject", message: "message" };
// The same shape of address the API's zod email check accepts, without shipping zod to the browser.
const EMAIL = /^(?!\.)(?!.*\.\.)[A-Za-z0-9_'+\-.]*[A-Za-z0-9_+-]@[A-Za-z0-9][A-Za-z0-9-]*(\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,}$/;

/**
 * Checks the form in the browser with the API's messages: every field required (after trimming),
 * within its length limit, and a plausible email. The API validates again with zod.
 */
export function checkContactMessage(values: ContactMessage): { message: ContactMessage } | { errors: ContactErrors } {
  const errors: ContactErrors = {};
  const trimmed = { ...values };
  for (const key of Object.keys(LABELS) as Array<keyof ContactMessage>) {
    const value = values[key].trim();
    trimmed[key] = value;
    if (!value) errors[key] = `Please enter your ${LABELS[key]}`;
    else if (value.length > CONTACT_LIMITS[key]) errors[key] = `Your ${LABELS[key]} can be at most ${CONTACT_LIMITS[key]} characters`;
  }
  if (!errors.email && !EMAIL.test(trimmed.email)) errors.email = "Please enter a valid email address";
  return Object.keys(errors).length > 0 ? { errors } : { message: trimmed };
}
