import type { LineRole } from "../../../../types";
import { defineJokes } from "../joke-types";
import { caption, hashtag } from "./posts-match";

/**
 * Pets in the person's own words: a caption, a story's text, a chat message, and for the lines
 * anyone may write about any pet, a comment or a bio too. The jokes speak of what the words say,
 * never of a photo (no animal is claimed to be in the picture), and name no species: the words did.
 */
const pets = (words: RegExp, extra: LineRole[] = []) => caption(words, ["chat_message", ...extra]);
/** Lines that hold whoever's pet they are about: a comment under a friend's pet is just as theirs. */
const anyPet = (words: RegExp, extra: LineRole[] = []) => pets(words, ["comment", ...extra]);
/** Lines a pet's own page or a profile carries as well. */
const petProfile = (words: RegExp) => anyPet(words, ["bio", "answer"]);

/** The pets people name in words ("the dog", "my cat", "the pupper"), as one alternative. */
const PET = "(?<!hot )(?:dogs?|cats?|pups?|puppy|puppies|kitten|kitty|doggo|pupper|pooch)";

/** Pets in words: fur babies, what the dog thinks or the cat decided, rescue slogans, zoomies, the pet's own voice. */
export const POST_PET_JOKES = defineJokes("jpost", [
  {
    // "Missing my fur baby", "Spa day for the fur babies", "My furry son is a menace".
    id: "pet-fur-baby",
    mood: "wholesome",
    match: anyPet(/fur[- ]?(?:bab(?:y|ies)|kids?|child(?:ren)?|sons?|daughters?|family|fam)|furry (?:bab(?:y|ies)|child(?:ren)?|sons?|daughters?|family)/i),
    jokes: [
      ["{q}. Parenthood with no school run, no homework, and hair on every single surface.", "Especially the dark clothes."],
      ["{q}. A baby that cannot talk, and still somehow has an opinion on dinner time.", "Loudly, and early."],
      ["{q}. Calling it a baby, so every treat counts as childcare.", "Very tax efficient."],
      ["{q}. A baby in every way except the nappies, the nursery fees and the tail.", "Small details."],
    ],
  },
  {
    // "The dog thinks he's a lap dog", "My cat genuinely believes she pays rent".
    id: "pet-thinks",
    match: pets(
      new RegExp(
        `(?:the|my|our|his|her) ${PET}(?: (?:genuinely|honestly|really|still|clearly|actually|truly|definitely))? (?:thinks|think|believes|is convinced|reckons)`,
        "i",
      ),
    ),
    jokes: [
      ["{q}. A rich inner life, reported by the one person who cannot possibly check.", "Source: vibes."],
      ["{q}. Translated from a language made entirely of staring, sighing and waiting near the fridge.", "Loose translation."],
      ["{q}. Mind-reading an animal, and somehow every thought it has is about you.", "Flattering, that."],
      ["{q}. You wrote the thought, gave it a voice, and then believed it yourself.", "Method acting."],
    ],
  },
  {
    // "The cat has decided this is her chair now", "Dog has officially claimed the new rug".
    id: "pet-decided",
    match: pets(
      new RegExp(
        `${PET} (?:has|have) (?:now |officially |apparently |clearly |finally )?(?:decided|chosen|claimed|declared|ruled)|${PET} (?:decided|claimed|chose)\\b`,
        "i",
      ),
    ),
    jokes: [
      ["{q}. Announced like a ruling from a very small, very furry high court.", "No appeals."],
      ["{q}. The household took a vote, and only one vote was ever going to count.", "Landslide."],
      ["{q}. Decided by the one member of the house who pays no rent.", "And never loses a vote."],
      ["{q}. Reported like weather: nothing anyone can do about it, so plan around it.", "Bring a lint roller."],
    ],
  },
  {
    // "Adopt don't shop", "Rescue is my favourite breed", "Adopted, not shopped".
    id: "pet-adopt-dont-shop",
    mood: "wholesome",
    match: petProfile(/adopt,? (?:don['’]?t|do not|not) shop|rescue (?:is|are) my favou?rite breed|(?:adopted|rescued),? not (?:shopped|bought)/i),
    jokes: [
      ["{q}. Good advice, said like a bumper sticker, by someone who owns the bumper sticker.", "And the tote bag."],
      ["{q}. A motto that sounds like advice and works like a recruitment drive.", "Vacancies: always."],
      ["{q}. The one shopping ban in history that still ends with a full house.", "And hair on everything."],
      ["{q}. Said with the authority of someone who has filled in every shelter form.", "In their best handwriting."],
    ],
  },
  {
    // "Who rescued who?", "They say I rescued her. She rescued me."
    id: "pet-who-rescued-who",
    mood: "wholesome",
    match: pets(/who rescued (?:who|whom)|who saved (?:who|whom)|(?:he|she|they|it) rescued me\b/i),
    jokes: [
      ["{q}. Rescued both ways, and only one of you has to do the hoovering.", "Take a guess."],
      ["{q}. Easy riddle: whoever has the bank card did the rescuing.", "Ask the statement."],
      ["{q}. One of you was saved, and the other got a lifetime of room service.", "Guess which."],
      ["{q}. The sweetest question going, and the adoption paperwork still says it was you.", "In ink."],
    ],
  },
  {
    // "Happy gotcha day Milo!", "Our adoptiversary", "Rescue anniversary today".
    id: "pet-gotcha-day",
    mood: "wholesome",
    match: pets(/gotcha[- ]?day|adopt[ia]versary|rescue (?:anniversary|day)|happy rescue (?:day|anniversary)/i),
    jokes: [
      ["{q}. A second birthday, because one a year was never going to be enough celebrating.", "Greedy, but lovely."],
      ["{q}. An anniversary only one of you remembers, and the other just wants the snacks.", "Fair enough."],
      ["{q}. A national holiday, for a guest of honour who can't read a calendar.", "Or a card."],
      ["{q}. The day the paperwork went through, now marked with more ceremony than most weddings.", "Fewer speeches."],
    ],
  },
  {
    // "Spoiled rotten, this one", "She has more jumpers than me", "He eats better than I do".
    id: "pet-spoiled",
    match: pets(
      /(?<!\b(?:i['’]?m|i am|me|i was|i got|got|get|getting) )spoil(?:ed|t) rotten|(?:has|have|owns?|got) (?:more|nicer|better) (?:toys|clothes|outfits|jumpers|coats|beds|treats|snacks) than (?:me|i do|us|we do)|(?:lives?|living|eats?|eating) better than (?:me|i do|us|we do)/i,
    ),
    jokes: [
      ["{q}. Said as a complaint, by the only person in the house doing the spoiling.", "Case closed."],
      ["{q}. Somebody in the house lives like royalty, and it isn't the one paying.", "Long live the king."],
      ["{q}. A confession of bribery, dressed up as a complaint about the one being bribed.", "Guilty."],
      ["{q}. The standard of living in your house is rising, just not for you.", "Trickle-down treats."],
    ],
  },
  {
    // "Who's a good boy?", "He's such a good boy", "The goodest girl", "Good boi".
    id: "pet-good-boy",
    mood: "wholesome",
    match: anyPet(
      /who['’]?s a good (?:boy|girl|boi|pup)|(?:he|she)['’]?s (?:such )?a (?:very )?good (?:boy|girl|boi)|good(?:est|ist) (?:boy|girl|boi|pup|pupper|doggo|kitty)s?|bestest (?:boy|girl|boi)s?|good (?:boi|bois|boye)|very good boys?/i,
    ),
    jokes: [
      ["{q}. A title handed out daily, for achievements like sitting down and existing.", "Standards: on the floor."],
      ["{q}. A perfect score every single review, because the judge is completely biased.", "And holding a treat."],
      ["{q}. The only performance review where eating a sock still earns full marks.", "Outstanding, again."],
      ["{q}. Written in a voice no adult has ever used on another adult, thankfully.", "Pitch: very high."],
    ],
  },
  {
    // "Evening zoomies", "The 3am zoomies have begun", "Zoomies after bath time".
    id: "pet-zoomies",
    match: anyPet(/zoomies|zoomie\b|midnight crazies/i),
    jokes: [
      ["{q}. Laps of the house at full speed, for reasons never explained to anyone.", "Including the runner."],
      ["{q}. Cardio with no warm-up, no route, no reason, and more dedication than any January.", "Inspiring, frankly."],
      ["{q}. The one member of the house who does sprints and never announces it.", "Unlike some."],
      ["{q}. A burst of pure speed with no destination, like Formula One with fur.", "Pit stop: the water bowl."],
    ],
  },
  {
    // "Chief Treat Officer", "Head of Belly Rubs", "CEO of zoomies", "Chief Snack Officer".
    id: "pet-job-title",
    match: petProfile(
      /(?:chief|head|director|minister|ceo|vp|president|manager|secretary) (?:of )?(?:the )?(?:snacks?|treats?|belly rubs?|tummy rubs?|ear scratch(?:es)?|barking|barks|woofs?|meows?|purrs?|zoomies|squirrel(?:s| patrol| control)|sniff(?:s|ing)|fetch|walkies|borks?|boops?)(?: officer)?|chief (?:snack|treat|bark|woof|meow|purr|squirrel|zoomies|sniff(?:ing)?|fetch|walkies|bork|boop|cuddle|nap) officer/i,
    ),
    jokes: [
      ["{q}. Title inflation has reached the household: next comes a lanyard and an annual review.", "Treats-based bonus."],
      ["{q}. A job title with no salary, no contract, and a very generous snack allowance.", "Paid in kind."],
      ["{q}. The only executive on record whose entire job is being handed things.", "And napping after."],
      ["{q}. A senior role, awarded without interview, to the one who never attends meetings.", "Asleep, mostly."],
    ],
  },
  {
    // "Where is my hooman", "My humans went out without me", "Hoomin forgot dinner".
    id: "pet-hooman",
    match: petProfile(
      /hoom[ai]ns?|(?:my|mah|ma) humans?(?! (?:design|resources?|rights?|beings?|nature|body|error|capital|touch|connection|experience|self|side|brain))/i,
    ),
    jokes: [
      ["{q}. Typed by a human, pretending to be an animal, pretending to spell badly.", "Layers."],
      ["{q}. The pet has a voice now, and it sounds suspiciously like its ghostwriter.", "Who is also you."],
      ["{q}. An animal with strong opinions about dinner, and a human doing all the typing.", "For free."],
      ["{q}. Misspelled so it sounds like the animal wrote it, which proves you did.", "Caught out."],
    ],
  },
  {
    // "Look at this doggo", "Heckin good pupper", "Blep", "Boop the snoot".
    id: "pet-doggolingo",
    mood: "wholesome",
    match: petProfile(
      /doggos?|puppers?|pupperinos?|heck(?:in|ing)['’]? (?:good|cute|floof|floofy|fluffy|big|smol)|bork(?:s|ed|ing)?|bleps?|mlems?|floofs?|floofy|floofer|snoots?|boop(?:ed|ing|s)?|smol (?:bean|pupper|doggo|kitty|boi|floof)/i,
    ),
    jokes: [
      ["{q}. A whole language invented so grown-ups can talk about animals without sounding grown up.", "It worked."],
      ["{q}. Baby talk, but typed, so there is now a permanent record of it.", "Forever."],
      ["{q}. Spelled wrong on purpose, the hardest kind of spelling to defend.", "Heckin' brave."],
      ["{q}. Vocabulary built from the noises people make at something too cute.", "Aww, in writing."],
    ],
  },
  {
    // "Cat tax", "Paying the dog tax", "Here's your pet tax".
    id: "pet-tax",
    match: anyPet(/(?:pet|cat|dog|puppy|pup|kitty|kitten|doggo|bunny) tax/i),
    jokes: [
      ["{q}. Paid up front, so whatever else you wanted to say gets through customs.", "Cleared."],
      ["{q}. The only tax in history where the public asks for more.", "And pays it gladly."],
      ["{q}. A levy paid in cuteness, and nobody has ever asked for a receipt.", "No audit either."],
    ],
  },
  {
    // "The cat is judging me", "Getting side-eye from the dog", "My dog judges my choices".
    id: "pet-judging",
    match: pets(
      new RegExp(
        `${PET} (?:is |are |was |keeps |always |silently )?(?:judging|judges|judged) (?:me|us|you|my|our)\\b|(?:side[- ]?eye|judg(?:ing|y|mental) (?:look|stare)) from (?:the|my|our) ${PET}`,
        "i",
      ),
    ),
    jokes: [
      ["{q}. Judged by a critic who eats things off the floor.", "Harsh, coming from them."],
      ["{q}. A critic with no standards of its own, and still somehow right about you.", "Annoyingly right."],
      ["{q}. Not a word was said, and you still heard every syllable of it.", "In a posh accent."],
      ["{q}. When the household's worst table manners start judging you, something has gone wrong.", "Badly wrong."],
    ],
  },
  {
    // "The dog stole my spot again", "Cat hogging the whole bed", "Puppy took my seat".
    id: "pet-spot-thief",
    match: pets(
      new RegExp(
        `${PET} (?:has |have |just |always |keeps )?(?:hogs?|hogging|hogged|stole|steals?|stealing|stolen|took|takes|taking|taken|nicked|nicks) (?:the|my|our|your) (?:whole |entire |new |favou?rite |warm )?(?:bed|spot|seat|side|pillow|sofa|couch|duvet|blanket|chair|armchair|place)`,
        "i",
      ),
    ),
    jokes: [
      ["{q}. Evicted from your own furniture by a tenant who pays nothing and sheds everywhere.", "No deposit, either."],
      ["{q}. Beaten to the best spot in the house by someone with nowhere to be.", "Every single day."],
      ["{q}. Reported like a crime, by the accomplice who lets it happen every night.", "Aiding and abetting."],
      ["{q}. The warm spot was yours for about a second, then it was annexed.", "Permanently."],
    ],
  },
  {
    // "Can't even say the word walk anymore", "Going to the V-E-T", "We have to spell out treat".
    id: "pet-spell-it-out",
    match: pets(
      /w[.-]a[.-]l[.-]k|v[.-]e[.-]t\b|t[.-]r[.-]e[.-]a[.-]t|b[.-]a[.-]t[.-]h|(?:can['’]?t|cannot|can no longer|don['’]?t|never) (?:even )?say (?:the (?:word )?)?['"‘“]?(?:walk|walkies|treats?|vet|bath|park)\b|spell(?:ing|s|ed)? (?:out )?(?:the word )?['"‘“]?(?:walk|walkies|treats?|vet|bath|park)\b/i,
    ),
    jokes: [
      ["{q}. Spelling words out loud to outwit someone who cannot read, and still losing.", "Every time."],
      ["{q}. Home now runs on code words, like a spy agency with a water bowl.", "Top secret."],
      ["{q}. The listener learned the spelling too, so it's an arms race in the alphabet.", "Next: sign language."],
      ["{q}. A household where certain words are banned, and the censor has paws.", "And excellent hearing."],
    ],
  },
  {
    // "The puppy chewed my new shoes", "Dog ate my homework, literally", "Cat knocked my mug off the desk".
    id: "pet-damage",
    match: pets(
      /(?<!hot )(?:dogs?|pups?|puppy|puppies|doggo|pooch|cats?|kitten|kitty) (?:just |has |have |literally |finally |also |has just )?(?:ate|eaten|chewed|destroyed|shredded|ruined|demolished|knocked|pushed|broke|broken)\b/i,
    ),
    jokes: [
      ["{q}. Reported like a burglary, with a suspect who confesses the moment you look.", "Ears down."],
      ["{q}. Destruction on a small scale, by someone who will be forgiven before dinner.", "Probably before lunch."],
      ["{q}. Property damage, announced proudly, with the culprit's defence lawyer typing it.", "Case dismissed."],
      ["{q}. The house has a demolition crew of its own, and it works for treats.", "Cheap labour."],
    ],
  },
  {
    // "Meet our new puppy!", "New kitten chaos", "We adopted a rescue".
    id: "pet-new-arrival",
    mood: "wholesome",
    match: pets(
      /meet (?:our|my|the) (?:new(?:est)? )?(?:puppy|pup|kitten|kitty|rescue|foster|doggo|dog|cat)\b|new (?:puppy|pup|kitten) (?:alert|day|life|energy|chaos|update|diaries|blues|era)|(?:we|i) (?:got|adopted|brought home|picked up) (?:a|our|my) (?:new )?(?:puppy|pup|kitten|rescue)\b/i,
    ),
    jokes: [
      ["{q}. Introduced like a royal birth, and already running the household.", "By lunchtime."],
      ["{q}. A new boss has moved in, and it isn't house-trained yet.", "Newspaper down."],
      ["{q}. A new arrival, and the sleep schedule in your house just left in protest.", "Forwarding address unknown."],
      ["{q}. The honeymoon phase, when every chewed slipper is still somehow adorable.", "Give it a month."],
    ],
  },
  {
    // "My dog is my therapist", "I prefer dogs to people", "Cats > people".
    id: "pet-over-people",
    match: petProfile(
      /(?:dogs?|cats?|pups?|puppy|kitten|pets?|animals?) (?:is|are) my (?:best friend|bestie|therapist|soulmate|soul mate|valentine|whole world|world|everything|person|ride or die|favou?rite (?:person|people|human))|(?:prefer|like|love) (?:dogs|cats|animals|my (?:dog|cat|pets?)) (?:more than|over|better than|to) (?:people|humans|most people)|(?:dogs|cats|animals|pets) (?:>|are better than|over) (?:people|humans)/i,
    ),
    jokes: [
      ["{q}. Choosing a best friend who can't disagree is one way to win every argument.", "Undefeated."],
      ["{q}. Every human who reads this is now quietly taking it personally.", "As intended."],
      ["{q}. Fair, honestly: the pet listens, never interrupts, and never mentions the past.", "People, take notes."],
      ["{q}. Picked the friend who treats every return home like a national holiday.", "Tough act to follow."],
    ],
  },
  {
    // "#dogsofinstagram", "#catstagram", "#adoptdontshop", "#rescuedog".
    id: "pet-tag",
    mood: "wholesome",
    match: hashtag(
      /(?:dog|cat|pup|puppy|pet|kitty|kitten|doggo|rescue)s?of(?:instagram|insta|ig|tiktok|twitter|reddit)|(?:dog|cat|pup|puppy|pet)s?tagram|adoptdontshop|rescue(?:dog|cat|pup|pet)s?|(?<!hot)(?:dog|cat|pup|puppy|pet)(?:life|love|lovers?)|puppylove/i,
    ),
    jokes: [
      ["{q}. Filed neatly, so strangers can find the animal and skip straight past the owner.", "As intended."],
      ["{q}. A tag that makes the pet the talent and the owner its unpaid agent.", "No commission."],
      ["{q}. A whole club of people convinced theirs is the best, and all correct.", "Somehow."],
      ["{q}. Tagged for the pet's fans, the only audience that never gets bored.", "Or unfollows."],
    ],
  },
]);
