/**
 * Every match of a global regular expression in `text`, found with the expression itself. Unlike
 * `matchAll`, which copies the expression for every call, this keeps the one compiled object: V8
 * keeps a copy's compiled code only until a garbage collection, so the writers' room's long word
 * lists were compiled again at the start of every roast (~0.3 s of `generating_script` on a
 * 2-core worker; docs/benchmarks.md, "thirty-ninth session"). The expression's `lastIndex` is
 * its own again when the loop ends, however it ends; a loop over the same expression inside the
 * loop would share it, so none may.
 */
export function* eachMatch(pattern: RegExp, text: string): Generator<RegExpExecArray> {
  if (!pattern.global) throw new TypeError(`eachMatch needs a global expression: /${pattern.source}/${pattern.flags}`);
  pattern.lastIndex = 0;
  try {
    for (let found = pattern.exec(text); found; found = pattern.exec(text)) {
      const at = found.index;
      // An empty match moves on by one character, as matchAll does.
      if (!found[0]) pattern.lastIndex = at + (pattern.unicode && (text.codePointAt(at) ?? 0) > 0xffff ? 2 : 1);
      const next = pattern.lastIndex;
      yield found;
      pattern.lastIndex = next;
    }
  } finally {
    pattern.lastIndex = 0;
  }
}

/** A word list's global copy ("g" added), made once and kept with the list, for {@link eachMatch}. */
const GLOBAL_COPIES = new WeakMap<RegExp, RegExp>();

export function globalCopy(words: RegExp): RegExp {
  if (words.global) return words;
  let copy = GLOBAL_COPIES.get(words);
  if (!copy) {
    copy = new RegExp(words.source, `${words.flags}g`);
    GLOBAL_COPIES.set(words, copy);
  }
  return copy;
}
