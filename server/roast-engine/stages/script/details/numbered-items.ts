/**
 * A numbered list's items, each without its number: a block that opens on "1." (or "3)") and goes
 * on to the next number ("1. The wall is plaster I think 2. There is a pipe") is a list whose
 * wraps were joined, and "I think 2." is no sentence. Anything else comes back whole.
 */
export function numberedItems(text: string): string[] {
  const first = /^\s*(\d{1,2})([.)])\s+/u.exec(text);
  if (!first) return [text];
  const items: string[] = [];
  let next = Number(first[1]) + 1;
  let rest = text.slice(first[0].length);
  for (;;) {
    const marker = new RegExp(`\\s+${next}\\${first[2]}\\s+`, "u").exec(rest);
    if (!marker) break;
    items.push(rest.slice(0, marker.index));
    rest = rest.slice(marker.index + marker[0].length);
    next++;
  }
  return items.length ? [...items, rest] : [text];
}
