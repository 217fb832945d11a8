/**
 * The words a script puts in quotation marks: what it says someone wrote, whether or not the
 * model listed them among its targets. Curly or straight, double or single; an apostrophe inside
 * a word ("Didn’t", "y'all") opens and closes nothing, nor one after a word outside a quote.
 * Only the outermost quotes count (a quote inside a quote is part of it).
 */
export function findQuotedSpans(text: string): string[] {
  const spans: string[] = [];
  let open: { mark: string; at: number } | undefined;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    const before = text[i - 1] ?? " ";
    const after = text[i + 1] ?? " ";
    if (open) {
      if (closes(open.mark, c, before, after)) {
        const inside = text.slice(open.at + 1, i).trim();
        if (/[\p{L}\p{N}]/u.test(inside)) spans.push(inside);
        open = undefined;
      }
      continue;
    }
    if (opens(c, before, after)) open = { mark: c, at: i };
  }
  return spans;
}

const OPENING_CONTEXT = /[\s([{\-–—/:]/u;
const CLOSING_CONTEXT = /[\s.,!?;:)\]}\-–—…]/u;

function opens(c: string, before: string, after: string): boolean {
  if (c === "“" || c === "«") return true;
  if (c === '"' || c === "‘" || c === "'") return OPENING_CONTEXT.test(before) && !/\s/.test(after);
  return false;
}

function closes(mark: string, c: string, before: string, after: string): boolean {
  if (mark === "“" || mark === '"') return c === "”" || c === '"';
  if (mark === "«") return c === "»";
  // A single quote closes where a word ends and no letter follows: not "Didn’t", not "rock 'n' roll"'s middle.
  return (c === "’" || c === "'") && !/\s/.test(before) && CLOSING_CONTEXT.test(after);
}
