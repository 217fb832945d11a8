/**
 * A writer said as a friend retelling the screen would: by first name ("Bodil", for a chat headed
 * "Bodil Vennerød"), which is also the part of a name the reading gets right most often: a
 * surname read wrong is a false thing said. A handle ("@mira.k"), a username ("jessie_k") or a
 * name of one word is said whole.
 */
export function firstName(name: string): string {
  const words = name.trim().split(/\s+/);
  return words.length > 1 && !name.startsWith("@") && /^\p{Lu}\p{Ll}+$/u.test(words[0]) ? words[0] : name.trim();
}
