import type { TropeSource } from "../joke-types";
import { said, SELF_ROLES } from "./shapes-match";

/**
 * Words that follow "my" or "the" without naming a thing of the story: amounts, times, places in
 * a list, adjectives that wait for their noun, and the app's own things (a joke about "the post"
 * would be about the screen, not the story).
 */
const NOT_A_THING =
  "one|ones|own|way|time|times|thing|things|bit|lot|lots|rest|same|first|last|next|other|others|end|day|days|night|nights|week|weeks|year|years|month|months|moment|point|fact|idea|only|most|best|worst|whole|new|old|big|little|small|good|bad|great|right|left|kind|sort|type|part|side|top|bottom|front|back|middle|number|amount|morning|evening|afternoon|weekend|place|stuff|people|person|life|world|internet|app|post|screen|photo|picture|pic|video|bio|profile|page|comment|comments|message|messages|chat|link|story|reply|replies|review|reviews|account|feed|group|team|name|case|answer|question|problem|issue|reason|mind|head|heart|fault|job|work|home|house|room|very|more|less|few|many|much|all|each|every|such|real|actual|usual|latest|final|main|second|third|hall|kitchen|bathroom|bedroom|lounge|garden|street|road|town|city|area|office|shop|park";

/**
 * What may follow the thing for it to be the whole of its name: a stop, or a word that starts
 * what the line says of it ("the sign was behind the cows", "my dad, who eats meat", "my grandson
 * taught me"). Another
 * word may be the rest of the name ("the seat belt", "the silver Prius"): no callback then.
 */
const AFTER_THING = String.raw`(?=[.,;:!?)…’'"”]|\s*$|\s(?:with|by|in|on|at|for|to|of|and|but|or|nor|is|was|are|were|has|had|have|who|which|that|said|says|told|left|ate|looks|looked|would|will|can|could|did|does|do|never|still|just|then|so|because|when|if|from|into|out|up|down|over|again|too|also|isn't|wasn't|doesn't|didn't|won't|can't|went|got|gets|came|comes|made|makes|took|takes|thinks|thought|knows|knew|calls|called|asked|asks|wants|wanted|loves|loved|hates|hated|sat|sits|stood|stands|keeps|kept|seems|seemed|needs|needed|might|must|should|now|here|there|all|like|as|than|while|after|before|since|until|being|been|I|me|you|he|she|it|we|they|him|her|them|my|your|his|our|their|a|an|the|this|every|each|about|behind|under|through|across|around|off|onto|without|along|against|near|inside|outside|taught|bought|brought|caught|sold|found|lost|sent|spent|built|paid|heard|held|ran|sang|wrote|drove|rode|broke|spoke|stole|chose|froze|woke|wore|threw|grew|drew|flew|blew|fell|felt|meant|slept|won|hung|stuck|dug|shook|forgot|gave|became|began|drank|swam|rang|saw|goes|(?!(?:seed|need|feed|weed|speed|bleed|breed|greed|steed|reed|tweed|shed|sled|bed|red|bread|thread|head|bird|shred)(?![\p{L}'’]))\p{Ll}+ed)(?![\p{L}'’]))`;
/** An idea, not a thing to take the side of ("the confidence", "the reality", "the kindness"); "the fence" is one. */
const NOT_ABSTRACT = String.raw`(?!\p{Ll}*(?:ness|ism)(?![\p{L}'’]))(?!\p{Ll}{3,}ity(?![\p{L}'’]))(?!\p{Ll}{4,}(?:ence|ance)(?![\p{L}'’]))`;
/**
 * Words after an "'s" that make it "is" or "has", not a possessive: "The wedding's still on" names
 * no "wedding's still" (its callback was judged false blind on held-out v36).
 */
const AFTER_IS =
  "still|not|never|just|always|already|been|being|going|gone|got|getting|coming|done|over|back|here|there|now|really|very|too|also|only|all|off|out|in|on|ready|fine|late|early|finished|broken|empty|full|open|closed|asleep|awake|home|away|up|down|due|worth|right|wrong|mine|ours|yours";
/** A thing's name: one word, or a possessive and its noun ("grandad's barometer", "grandad's old barometer"). */
const THING = String.raw`(?!(?:${NOT_A_THING})(?![\p{L}'’]))${NOT_ABSTRACT}\p{Ll}{3,}(?:['’]s (?!(?:${AFTER_IS})(?![\p{L}'’]))(?:(?:old|new|big|little|favourite|favorite|best) )?(?!(?:${NOT_A_THING})(?![\p{L}'’]))\p{Ll}{3,})?(?![\p{L}'’-])${AFTER_THING}`;

/**
 * A thing the line's story is about, after the owner's "my" or "our" (a whole word: not the "her" of
 * "Höher"), never inside words the line reports in double quotes: in 'Valentin: "I'll send my guy"'
 * the guy is Valentin's, and "your guy" was judged false blind (v18).
 */
const YOUR_THING = new RegExp(String.raw`(?<=^(?:[^"“”]|["“][^"“”]*["”])*)(?<=(?<![\p{L}'’])(?:[Mm]y|[Oo]ur) )${THING}`, "u");
/** The same after "the", "his", "her" or "their": said as "the …". */
const THE_THING = new RegExp(String.raw`(?<=(?<![\p{L}'’])(?:[Tt]he|[Hh]is|[Hh]er|[Tt]heir) )${THING}`, "u");

/**
 * The jokes that take the thing's side, said of "your {w}" or "the {w}" (after "Team", the {w}
 * alone): of one thing or many ("your sister", "your neighbours"), so no verb agrees with it. They
 * feel for it, stand up for it, or rank it above the person who named it; none says more of it
 * than that the line names it.
 */
const sideWith = (whose: "your" | "the"): string[][] => {
  const Whose = whose === "your" ? "Your" : "The";
  return [
    [`{q}. Thoughts, as ever, with ${whose} {w}.`, `${Whose} {w} never asked to be in this.`],
    [`{q}. Somewhere, ${whose} {w} would tell this story very differently.`, "And would get more sympathy."],
    [`{q}. In this whole story, the one to feel for is ${whose} {w}.`, "By a distance."],
    [`{q}. Justice for ${whose} {w}.`, "Someone had to say it.", "Nobody else on this screen was going to."],
    [`{q}. The real victim here: ${whose} {w}. It isn't close.`, "Send flowers."],
    [`{q}. Somebody check on ${whose} {w}.`, "Gently. It's been a lot."],
    [`{q}. If ${whose} {w} could file a complaint, this would be the one.`, "With witnesses."],
    [`{q}. Team {w}, obviously.`, "We've seen enough."],
    [`{q}. ${Whose} {w} carried this.`, "You were set dressing."],
    [`{q}. Unionise ${whose} {w}.`, "Strike action to follow."],
    [`{q}. Hire ${whose} {w}.`, "To replace you."],
    [`{q}. Protect ${whose} {w}.`, "At all costs."],
    [`{q}. ${Whose} {w} deserved a better narrator.`, "So did we."],
    [`{q}. History will be kind to ${whose} {w}.`, "Less so to you."],
    [`{q}. Only reasonable party here: ${whose} {w}.`, "You know who you are."],
    [`{q}. For the record, ${whose} {w} did nothing wrong.`, "You, on the other hand."],
    [`{q}. You versus ${whose} {w}, put to a vote: not you.`, "Recount denied."],
  ];
};

/**
 * The callback: the punch turns to a thing the person's own line names ("my grandson", "the
 * barometer") and takes its side, so the joke can only be about this line. Keyed on the words'
 * form, they rank above the catch-alls and below a joke written for the words (match-themes.ts).
 * They claim nothing about the thing but that the line names it.
 */
export const CALLBACK_TROPES: TropeSource[] = [
  {
    id: "your-thing",
    broad: true,
    match: { ...said(YOUR_THING, SELF_ROLES), form: "sentence" },
    jokes: [...sideWith("your"), ["{q}. Get your {w} a lawyer, and possibly a statement.", "No further questions."]],
  },
  {
    id: "the-thing",
    broad: true,
    match: { ...said(THE_THING, SELF_ROLES), form: "sentence" },
    jokes: sideWith("the"),
  },
  {
    // A parent or grandparent named the way a family names them ("Dad thinks we're going for a
    // quiet drink", "told Nan"): the same callback, said as "your dad", "your nan".
    id: "family-name",
    broad: true,
    match: { ...said(/(?<![\p{L}'’])(?:Dad|Mum|Mom|Mam|Nan|Nana|Nanna|Gran|Granny|Grandad|Grandpa|Grandma)(?![\p{L}'’])/u, SELF_ROLES), form: "sentence" },
    jokes: sideWith("your").slice(0, 4),
  },
];
