const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const SLUG = /^[A-Za-z0-9_-]{22}$/;

/**
 * The short public name of a roast: its uuid's 16 bytes in base64url (22 characters). It hides
 * nothing a uuid would not, and needs no column: whether the page answers is is_public's job.
 */
export function toShareSlug(roastId: string): string {
  if (!UUID.test(roastId)) throw new Error("roast id is not a uuid");
  return Buffer.from(roastId.replaceAll("-", ""), "hex").toString("base64url");
}

/** The roast id behind a slug, or null for anything that is not one. */
export function fromShareSlug(slug: string): string | null {
  if (!SLUG.test(slug)) return null;
  const hex = Buffer.from(slug, "base64url").toString("hex");
  if (hex.length !== 32) return null;
  const id = `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
  // Only the canonical spelling maps back, so one roast has exactly one slug.
  return toShareSlug(id) === slug ? id : null;
}

export const shareUrlFor = (publicUrl: string, roastId: string) => `${publicUrl}/r/${toShareSlug(roastId)}`;
