/** Length limits of the contact form, enforced in the browser and again by the API (no zod here: the browser imports it). */
export const CONTACT_LIMITS = {
  name: 100,
  email: 254,
  subject: 150,
  message: 5000,
} as const;
