import { isWordStub } from "./lexicon";

/** Words that need more after them: a line that stops on one was cut at a wrap ("the kitchen will", "on its", "pool very"). */
const DANGLING = /^(?:a|an|the|my|your|our|their|its|of|and|or|but|because|with|from|into|than|will|very|such|whose|per|via)$/i;

// "to", "by", "if" and "about" end a sentence only after a word that takes them without an object: "I didn't want
// to", "looking forward to", "feel free to stop by". After any other word they lead into what the
// line left out: a prompt's stub ("I'm here to"), an app's field ("Narrated by", "Posted by").
const TAKES_TO =
  /^(?:want|wanted|wants|have|has|had|need|needs|needed|used|got|going|ought|supposed|meant|tried|try|forward|up|like|love|hate|able|free|mean)$/i;
const TAKES_ABOUT =
  /^(?:all|what's|whats|that's|it's|is|was|care|cares|cared|talk|talking|think|thinking|know|knew|forget|forgot|ask|asked|asking|worry|worried|wonder|wondering|about|out|around|up|move|moving)$/i;
// A contracted "am", "are", "is", "have", "will" or "would" never ends a clause ("My friends would
// say I'm", "Honestly, we're"): what it leads into was cut, or left to the answer under a prompt.
// A possessive "'s" may ("it's Dad's"), so "'s" counts only after a pronoun.
const CONTRACTED = /^(?:\p{L}+['’](?:m|re|ve|ll|d)|(?:it|that|he|she|there|here|what|who|where|let)['’]s)(?:…|\.\.\.)?$/iu;
const COPULA = /^(?:is|are|was|were|be|been|am|it's|its|that's|which|who)$/i;
// Words after which "is", "are", "was" or "were" may close a line ("here we are", "so it is"), and
// the words that open a clause it may close ("how things are", "as good as it was").
const STANDS_BEFORE_COPULA = /^(?:i|you|we|they|it|he|she|this|that|these|those|there|here|who|what|which|so)$/i;
const CLAUSE_WORD = /^(?:what|who|whom|where|how|why|when|as|than|whoever|whatever|wherever|way)$/i;
const TAKES_BY =
  /^(?:stand|stood|standing|pass|passed|passing|drop|dropped|dropping|stop|stopped|stopping|come|came|coming|swing|go|went|get|got|getting|close|near|walk|walked|drive|drove|pop|popped|swung)$/i;

// What "in" closes a line after: a verb or participle it is the particle of, a pronoun it lets in,
// a copula ("are in", "nobody's in"), or "all" and "way" ("all in", "no way in"). A verb of LETS_IN
// anywhere before it lets it close as well, right before "in" too ("fill in").
const TAKES_IN =
  /^(?:\p{L}+ed|\p{L}+ing|\p{L}+['’](?:s|re)|come|came|comes|go|goes|went|get|gets|got|log|sign|check|move|fit|fits|give|gives|gave|all|way|built|me|us|it|them|him|her|you|is|are|was|were|be|been|stay|stays|sleep|lie|tune|pop|drop|walk|sink|set|settle|break|broke|cave|chip|pitch|kick|join|breathe|dig|zoom|cash|rain|snow|sit|sat|step|jump|chime|buy|bought|throw|threw|thrown|pull|push|run|ran|fall|fell|stand|stood|stop)$/iu;

// A verb whose "in" comes after its object ("let the cat in", "bring the washing in").
const LETS_IN =
  /^(?:let|lets|bring|brings|brought|keep|keeps|kept|put|puts|take|takes|took|count|invite|invited|hand|handed|fill|filled|lock|locked|plug|plugged|tuck|tucked|pack|packed|turn|turned|leave|left)$/i;

// A noun counted or brought in by an article ("four folders called", "a dog named") is being
// introduced: its name comes next. "Mum called", "my parents called" are whole.
const INTRODUCES = /^(?:a|an|one|two|three|four|five|six|seven|eight|nine|ten|some|several|many|\d+)$/i;
// What lets "for" end a sentence: a question or clause word before it ("what are you waiting for",
// "who is this for"), "worth" ("worth waiting for"), or a participle that takes it ("all paid for",
// "I'm spoken for"). Without one, "for" leads into what the line left out ("Not looking for").
const ASKS = /^(?:what|what's|whats|who|who's|whom|which|where|that|worth)$/i;
const TAKES_FOR = /^(?:\p{L}+ed|paid|spoken|made|cut|thought|sought|gone)$/iu;

/**
 * Whether a sentence's last word (with the word before it, and the sentence's words when known)
 * leaves it unfinished: a word from DANGLING, or "to", "by", "for", "called" where nothing lets
 * them stand last.
 */
export function isDanglingEnd(last: string, before = "", sentence: readonly string[] = []): boolean {
  const word = last.replace(/^[^\p{L}]+/u, "");
  if (DANGLING.test(word) || CONTRACTED.test(word) || isWordStub(word)) return true;
  const prior = before.replace(/[^\p{L}]+$/u, "");
  // "which I", "because we", "when they": a clause opened on its subject and cut before its verb. "Sam and I" closes a line.
  if (/^(?:i|we|they|he|she)$/i.test(word) && OPENS_CLAUSE.test(prior)) return true;
  if (/^to$/i.test(word)) return !TAKES_TO.test(prior);
  if (/^by$/i.test(word)) return !TAKES_BY.test(prior);
  // "what if" and "as if" close a line; "Don't message me if" is a prompt's stub.
  if (/^if$/i.test(word)) return !/^(?:what|as)$/i.test(prior);
  // "red or not" and "why not" close a line; "the entertainment team, not" and "but not" wait for what instead.
  if (/^not$/i.test(word)) return /,$/.test(before) || /^(?:but|and)$/i.test(prior);
  // "what it's all about", "nothing to worry about" close one; "feeling great about" leads on.
  if (/^about$/i.test(word)) return !TAKES_ABOUT.test(prior);
  // "me also" and "it was good also" close a line; "which was also" waits for what it also was.
  if (/^also$/i.test(word)) return COPULA.test(prior);
  // "the cat is called" waits for the name; "you called" and "he was named" after a name do not.
  if (/^(?:called|named)$/i.test(word)) {
    const introduced = sentence.length >= 3 && INTRODUCES.test(bare(sentence[sentence.length - 3]));
    return introduced || /^(?:is|are|was|were|be|been|it's|that's)$/i.test(prior);
  }
  // "most of what" and "all of which" wait for the clause; "so what" and "guess what" close a line.
  if (/^(?:what|which|whom)$/i.test(word) && /^(?:of|in|on|at|from|with|to|for|about|is|was)$/i.test(prior)) return true;
  if (/^for$/i.test(word)) return !TAKES_FOR.test(prior) && !sentence.slice(0, -1).some((w) => ASKS.test(bare(w)));
  // "moved in", "count me in", "the results are in" and "which box is it in" close a line; after a
  // noun, "in" leads into the place or time the line left out ("I have worked at a hostel front desk in").
  if (/^in$/i.test(word))
    return !TAKES_IN.test(prior) && !sentence.slice(0, -1).some((w) => CLAUSE_WORD.test(bare(w)) || ASKS.test(bare(w)) || LETS_IN.test(bare(w)));
  // "what are you looking at" and "where it's at" close a line; "passes the camera at" waits for when.
  if (/^at$/i.test(word)) return !sentence.slice(0, -1).some((w) => /^(?:what|what's|whats|where|where's|who|whom|which)$/i.test(bare(w)));
  // "the sisal posts are" waits for what they are; "how things are", "here we are" and "it is" close a line.
  if (/^(?:is|are|was|were)$/i.test(word)) return !STANDS_BEFORE_COPULA.test(prior) && !sentence.slice(0, -1).some((w) => CLAUSE_WORD.test(bare(w)));
  // "I am definitely getting" waits for what is got; "what I'm having", "worth making" and "keep giving" close a line.
  if (TAKES_OBJECT_ING.test(word)) return !ENDS_ING.test(prior) && !sentence.slice(0, -1).some((w) => CLAUSE_WORD.test(bare(w)) || ASKS.test(bare(w)));
  // "Solexes that did not make" waits for "it"; "what did you make" closes a line.
  if (TAKES_OBJECT.test(word)) return AUXILIARY.test(prior) && !sentence.slice(0, -1).some((w) => CLAUSE_WORD.test(bare(w)));
  return false;
}

// A verb that takes an object or a particle, in its plain form, after a word that asks for that
// form ("did not make", "to give", "will bring"): the object was cut at a wrap.
const TAKES_OBJECT = /^(?:make|get|put|give|take|bring|send|buy)$/i;
const AUXILIARY = /^(?:did|didn't|didn’t|not|to|will|would|can|could|should|must|never|don't|don’t|doesn't|doesn’t)$/i;

/**
 * Words that open a clause whose subject comes next, so a line cannot stop on that subject ("most
 * of what I": OCR dropped the wrapped "do.").
 */
const OPENS_CLAUSE = /^(?:which|that|who|whom|what|how|why|because|when|whenever|where|while|since|until|unless|although|though|if)$/i;

// A verb that takes an object or a particle, in -ing: what follows was cut ("because I am definitely getting").
const TAKES_OBJECT_ING = /^(?:getting|making|having|putting|giving|taking|bringing|sending|telling|buying)$/i;
// Words after which such a verb stands last: "worth having", "keep giving", "stop making".
const ENDS_ING = /^(?:worth|keep|keeps|kept|stop|stops|stopped|quit|start|started)$/i;

const bare = (word: string) => word.replace(/^[^\p{L}\p{N}]+|[^\p{L}\p{N}']+$/gu, "");

/** The words of a line's last sentence: after the last word that ends one before it. */
export function lastSentence(words: readonly string[]): string[] {
  let from = 0;
  words.forEach((w, i) => {
    if (i < words.length - 1 && /[.!?…:;]['’"”)]?$/.test(w)) from = i + 1;
  });
  return words.slice(from);
}

/** Whether a line's last word needs more after it, with no stop after it: the line was cut, not finished. */
export function endsMidPhrase(text: string): boolean {
  const words = text.trim().split(/\s+/);
  return isDanglingEnd(words.at(-1) ?? "", words.at(-2), lastSentence(words));
}
