/**
 * A writer said as a friend retelling the screen would: by first name ("Bodil", for a chat headed
 * "Bodil Vennerød"), which is also the part of a name the reading gets right most often: a
 * surname read wrong is a false thing said. A handle ("@mira.k"), a username ("jessie_k"), a
 * name of one word or a name that opens on an article is said whole.
 */
export function firstName(name: string): string {
  const words = name.trim().split(/\s+/);
  return words.length > 1 && !name.startsWith("@") && /^\p{Lu}\p{Ll}+$/u.test(words[0]) && !ARTICLE.test(words[0]) ? words[0] : name.trim();
}

/**
 * Articles and particles that open a business's or a place's name, never a person's first name:
 * "De Zeeuwse Kreek" answering its reviews is said whole (said as "De", v39's Zoover).
 */
const ARTICLE = /^(?:The|Le|La|Les|El|Los|Las|De|Del|Della|Di|Da|Du|Van|Von|Der|Den|Het|Il|Lo|Au|Aux)$/;
