import type { LineRole } from "../../../../types";
import { defineJokes } from "../joke-types";
import { caption, stat } from "./posts-match";

/** Music in the person's own words: a caption, a bio, a headline, a story's text, their own comment. */
const music = (words: RegExp, extra: LineRole[] = []) => caption(words, ["bio", "headline", "comment", ...extra]);

/** Music: playlists and their names, song titles, tracks someone made, listening stats. */
export const POST_MUSIC_JOKES = defineJokes("jpost", [
  {
    // "Songs for walking to the car like I'm in a movie", "Main character playlist", "Romanticising my life".
    id: "music-movie-playlist",
    match: music(
      /(?:songs?|playlist|music|tunes|soundtrack)\b[^.!?]{0,40}\b(?:like|as if|pretending) (?:i['’]?m|im|i am) in a (?:movie|film|music video|montage)|pretending (?:i['’]?m|im|i am) in a music video|main character (?:playlist|songs|music|soundtrack|anthems)|romanti[cs]i[sz](?:e|ing) (?:my|your|the) life (?:playlist|songs|soundtrack)|songs? for (?:walking|strutting|staring out|pretending)/i,
    ),
    jokes: [
      ["{q}. A film with a brilliant soundtrack and a plot that is mostly running errands.", "Errands, in widescreen."],
      ["{q}. The soundtrack is doing all the acting, and the lead is just walking.", "Briskly, with purpose."],
      ["{q}. The credits are about to roll, and every name in them is yours.", "Catering included."],
      ["{q}. Somewhere a stranger at a crossing is an unpaid extra in your film.", "No lines, no credit."],
    ],
  },
  {
    // "sad girl autumn", "sad boy hours", "songs to cry to", "breakup playlist".
    id: "music-sad-playlist",
    match: music(
      /sad (?:girl|boy|gal|lad)s? (?:autumn|fall|winter|spring|summer|hours|music|playlist|szn|season|era|anthems)|songs? to (?:cry|sob|stare at the ceiling) (?:to|in)|(?:crying|sobbing) (?:in the [a-z]+ )?(?:playlist|songs|mix)|sad (?:songs|bangers|playlist)|(?:heartbreak|breakup|break-up) (?:playlist|songs|bangers|anthems)/i,
    ),
    jokes: [
      ["{q}. Sadness with a tracklist, so the feelings arrive in the right order.", "Curated gloom, with smooth transitions."],
      ["{q}. Nothing says moving on like scheduling exactly when to feel terrible.", "Pencilled in, weekly."],
      ["{q}. A playlist built to make things worse, saved so it can be done again.", "On purpose, with a shuffle."],
      ["{q}. A name this exact means the sadness gets regular use.", "Well-thumbed, emotionally."],
    ],
  },
  {
    // "gym bangers", "workout playlist", "leg day anthems", "pre-workout hype mix".
    id: "music-workout-playlist",
    match: music(
      /(?:gym|workout|lifting|leg day|running|cardio|pre-?workout|training) (?:bangers|playlist|mix|music|songs|anthems|tunes)|beast mode (?:playlist|mix|music)|hype (?:playlist|mix|songs)/i,
    ),
    jokes: [
      ["{q}. The playlist is doing the heavy lifting, as playlists so often do.", "The reps are a rumour."],
      ["{q}. Every song chosen to make an ordinary workout sound like a title fight.", "Opponent: the warm-up."],
      ["{q}. Montage music, for what is mostly resting between sets.", "Very intense resting."],
      ["{q}. That playlist took longer to build than most of the workouts it plays over.", "Curation counts as cardio."],
    ],
  },
  {
    // "no skips", "only bangers", "all killer no filler".
    id: "music-no-skips",
    match: music(
      /(?<!\bday,? )no skips|zero skips|not a single skip|without a (?:single )?skip|(?:only|certified|absolute|pure|back to back|back-to-back) bangers|bangers only|all killer,? no filler|every (?:song|track) (?:is )?a banger/i,
    ),
    jokes: [
      ["{q}. Said by everyone about their own playlist, and true of nobody's.", "Skips were invented for this."],
      ["{q}. A guarantee that lasts right up until somebody else is holding the aux.", "Then it's all skips."],
      ["{q}. Quality control by the person who picked every song. Very independent review.", "Reviewed, glowingly, by the curator."],
      ["{q}. Said by the only person with a finger on the skip button.", "Suspiciously loyal finger."],
    ],
  },
  {
    // "road trip playlist", "windows down", "late night drives".
    id: "music-drive-playlist",
    match: music(
      /road ?trip (?:playlist|songs|mix|music|tunes|anthems)|windows down,? (?:volume|music) up|windows down (?:playlist|songs|season|music)|late night drives|songs? for (?:the|a|long|late night) drives?|driving (?:playlist|songs|music|mix|tunes)/i,
    ),
    jokes: [
      ["{q}. Windows down, volume up, and the speed limit exactly where it was.", "Thrilling, and legal."],
      ["{q}. Singing at full volume, sure nobody can hear, beside everyone at the traffic lights.", "They heard."],
      ["{q}. A commute that thinks it's in a music video.", "Directed by the satnav."],
      ["{q}. The most dramatic way ever devised of going to get petrol.", "Cue the key change."],
    ],
  },
  {
    // "my first ever track!!", "made my first beat", "first song I've ever written".
    id: "music-first-track",
    match: music(
      /my (?:very )?first (?:ever )?(?:track|song|beat|single|ep|album|mixtape|demo|remix|release|original)|first (?:ever )?(?:track|song|beat|single|ep|remix) (?:i['’]?ve|ive|i) (?:ever )?(?:made|produced|written|wrote|released|recorded)/i,
    ),
    jokes: [
      ["{q}. A debut, announced with the confidence of a greatest hits album.", "Hits to be confirmed."],
      ["{q}. Released into the world, and every earlier draft is now classified.", "For everyone's safety."],
      ["{q}. So that is what the neighbours have been hearing through the wall.", "Mystery solved."],
      ["{q}. Somewhere, a future documentary just found its most awkward opening clip.", "Archive footage, secured."],
    ],
  },
  {
    // "produced on my phone", "made in my bedroom", "home studio".
    id: "music-home-made",
    match: music(
      /(?:(?:produced|recorded|mixed|mastered) (?:it |this |this track |this song |the whole thing )?|(?:made|wrote) (?:this |the |my )?(?:beat|track|song|tune|remix) )(?:entirely |completely |all )?(?:on my (?:phone|laptop|ipad)|in my (?:bedroom|room|wardrobe|closet|bathroom|kitchen|car))|bedroom (?:producer|pop|studio)|home studio/i,
    ),
    jokes: [
      ["{q}. The studio budget was nothing, and honestly, you can hear every penny of it.", "Mixed with optimism."],
      ["{q}. Saying where it was made is the sound engineer apologising in advance.", "Apology accepted, volume down."],
      ["{q}. A home studio, where the soundproofing is a duvet and hope.", "Mostly hope."],
      ["{q}. Made with no label, no studio and nobody there to say, wait, maybe not.", "It shows, warmly."],
    ],
  },
  {
    // "new single out now", "new music out Friday", "available on all platforms", "pre-save".
    id: "music-out-now",
    match: music(
      /(?:new )?(?:single|track|song|ep|album|music|mixtape|remix) (?:is )?(?:out|dropping|drops) (?:now|today|tonight|friday|this friday|everywhere|at midnight)|(?:out|available) (?:now )?on all (?:platforms|streaming)|(?<!\blive )(?:go )?stream (?:it )?(?:now|everywhere)|streaming everywhere|pre-?save/i,
    ),
    jokes: [
      ["{q}. Announced like a world premiere to people who mostly came to scroll.", "Scrolling past, respectfully."],
      ["{q}. Released to the whole world, which now has to find a free minute.", "The world is very busy."],
      ["{q}. The energy of a stadium tour, on the budget of a hobby.", "Merch coming never."],
      ["{q}. And the first stream, as ever, will be your mum's.", "On repeat, out of loyalty."],
    ],
  },
  {
    // "top 0.1% of listeners", "top 1% of fans", "top listener".
    id: "music-top-percent",
    match: stat(/top \d+(?:[.,]\d+)? ?(?:%|percent) (?:of (?:[\w'’]+ ){0,3})?(?:listeners?|fans?)|top listeners?/i),
    jokes: [
      ["{q}. An elite ranking, earned by pressing play and never stopping.", "Gold medal, in headphones."],
      ["{q}. Elite loyalty, which the artist will celebrate by never finding out.", "Their regards, presumably."],
      ["{q}. Devotion at that level is technically a job with no salary.", "Paid in encores."],
      ["{q}. Posted like a degree certificate in one very specific subject.", "First class honours in replaying."],
    ],
  },
  {
    // "my wrapped is embarrassing", "wrapped exposed me", "don't judge my wrapped".
    id: "music-wrapped-shame",
    match: music(
      /wrapped (?:is|was|=) (?:so |actually |genuinely )?(?:embarrassing|humbling|a cry for help|concerning|unhinged|a mess|chaos|so bad|cursed|questionable|a disaster)|wrapped (?:exposed|humbled|called out|dragged|roasted|outed) me|(?:embarrassing|humbling|concerning|unhinged|cursed) wrapped|don['’]?t judge my wrapped/i,
      ["detail"],
    ),
    jokes: [
      ["{q}. A whole year of private listening, published by a robot and shared by you.", "The robot only started it."],
      ["{q}. Embarrassed enough to apologise, proud enough to show absolutely everybody.", "The shame has a share button."],
      ["{q}. The confession wrote itself, and you still chose to post it.", "Guilty, with a nice graphic."],
      ["{q}. Getting the embarrassment in first, so nobody else can enjoy it.", "We're enjoying it anyway."],
    ],
  },
  {
    // "been on repeat all week", "can't stop listening to this", "living rent free in my head".
    id: "music-on-repeat",
    match: music(
      /(?:songs?|tracks?|album|playlist|tunes?|record|chorus|ep|this|it|it['’]s) (?:(?:has|have) been |is |are |been |stays |stayed )?(?:on (?:repeat|loop)|stuck in my head)|(?:song|track|album|chorus|tune|ep) (?:(?:has|have) been |is )?(?:living )?rent[- ]free in my (?:head|brain)|can['’]?t stop (?:listening to|humming|singing along)|^on repeat$/i,
    ),
    jokes: [
      ["{q}. At this point the song should be paying you rent.", "Or at least splitting the bills."],
      ["{q}. The replay button has filed a complaint about its working hours.", "Overtime, unpaid."],
      ["{q}. Anyone within earshot now knows every word too, whether they wanted to or not.", "Against their will."],
      ["{q}. Loved so hard that the song is starting to look tired.", "Give it a lie-down."],
    ],
  },
  {
    // "karaoke night!!", "karaoke queen", "karaoke is my cardio".
    id: "music-karaoke",
    match: music(/karaoke/i),
    jokes: [
      ["{q}. Karaoke, where the confidence always turns up several songs before the pitch does.", "The pitch sends apologies."],
      ["{q}. The microphone has heard things it will never be able to unhear.", "It needs a moment."],
      ["{q}. The one stage where the lyrics are on screen and still come out wrong.", "Every word, creatively."],
      ["{q}. Karaoke, the art of meaning every word and hitting almost none of the notes.", "Passion, though: full marks."],
    ],
  },
  {
    // "front row!!", "on the barrier", "queued since 6am".
    id: "music-front-row",
    match: music(
      /front row(?=[\s!.]*$)|front row (?:at|for) (?:the |my )?(?:gig|concert|show|festival|tour)|front row tickets|(?:on|at|against) the barrier|mosh ?pit|pit (?:tickets?|access)|golden circle/i,
    ),
    jokes: [
      ["{q}. So close to the stage that technically you were in the band.", "Uncredited, unpaid."],
      ["{q}. Hours of standing, for the privilege of more standing, slightly closer.", "Worth it, apparently."],
      ["{q}. Close enough to count the band's fillings.", "And to hear every wrong note."],
      ["{q}. Devotion measured in distance from the speakers, and your ears will remember it.", "The ringing is a souvenir."],
    ],
  },
  {
    // "post concert blues", "still not over last night", "ears still ringing", "best gig of my life".
    id: "music-after-the-show",
    match: music(
      /post[- ]?(?:concert|gig|festival|show|tour) (?:blues|sadness|withdrawal|comedown|slump)|ears (?:are )?still ringing|still not over (?:last night|that (?:show|gig|concert|set))|(?:concert|gig|festival) (?:withdrawal|hangover|comedown|blues)|screamed (?:every word|every lyric|my lungs out)|best (?:concert|gig) of my life/i,
    ),
    jokes: [
      ["{q}. The show has ended, and the feelings about it are still on tour.", "Extra dates added."],
      ["{q}. The stage has been packed away, and you're still standing there emotionally.", "House lights up, please."],
      ["{q}. A souvenir the merch stand doesn't sell, and you still paid full price.", "No refunds on feelings."],
      ["{q}. Recovering from a concert like it was a marathon, with none of the medals.", "Just the hoarse voice."],
    ],
  },
  {
    // "I listen to everything", "everything except country", "my music taste is all over the place".
    id: "music-listens-to-everything",
    match: music(
      /listen to (?:literally |basically |pretty much |a bit of |a little bit of )?(?:everything|anything)(?= (?:except|but|tbh|honestly|really)|[\s!.]*$)|listen to all (?:genres|kinds of music|sorts of music)|everything (?:except|but) (?:country|rap|jazz|opera|metal|techno|drill)|music taste is (?:all over the place|so random|chaotic|unhinged|a mess|everywhere)|(?:chaotic|unhinged|random) music taste/i,
    ),
    jokes: [
      ["{q}. The music version of saying you'll eat anything, then sending it all back.", "Except that one band."],
      ["{q}. Everything, which in practice means the same handful of songs in a new order.", "Shuffle is not a genre."],
      ["{q}. Taste so open-minded it never had to commit to a single opinion.", "Very diplomatic ears."],
      ["{q}. A music taste that answers every question with a shrug and a shuffle button.", "Genre: undecided."],
    ],
  },
  {
    // "my music taste is elite", "immaculate taste in music", "music taste = superior".
    id: "music-elite-taste",
    match: music(
      /(?:music(?:al)?|playlist|song) taste (?:is|=|:) ?(?:elite|immaculate|impeccable|superior|unmatched|top tier|flawless|better than yours|s tier)|(?:elite|immaculate|impeccable|superior|unmatched|flawless) (?:music(?:al)?|playlist|song) taste|(?:elite|immaculate|impeccable|superior|unmatched|flawless) taste in (?:music|songs)|taste in (?:music|songs) (?:is|=|:) ?(?:elite|immaculate|impeccable|superior|unmatched|flawless)/i,
    ),
    jokes: [
      ["{q}. A verdict on your taste, from the only judge who agrees.", "Unanimous, panel of one."],
      ["{q}. Everyone says this about their own taste, which makes it very common.", "Common as chart music."],
      ["{q}. The kind of taste that lets nobody else near the aux, ever.", "For everyone's good, apparently."],
      ["{q}. Announcing good taste is the one move good taste would never make.", "The playlist blushed."],
    ],
  },
  {
    // "if you know you know", "iykyk", "real ones know".
    id: "music-iykyk",
    match: music(
      /if you know,? you know|iykyk|real ones (?:know|get it|understand)|only (?:the )?real (?:ones|fans) (?:know|will know|get it|will get (?:it|this))/i,
    ),
    jokes: [
      ["{q}. An in-joke with the door locked, posted in the middle of the street.", "We'll wait out here."],
      ["{q}. If we don't know, we never will, because the explanation is classified.", "Need-to-know basis."],
      ["{q}. Showing strangers a secret handshake, then refusing to teach them the handshake.", "Very exclusive waving."],
      ["{q}. We don't know, and from the tone, we're not going to be told.", "Access denied, politely."],
    ],
  },
  {
    // "criminally underrated", "stop sleeping on this", "why is nobody talking about this song".
    id: "music-underrated",
    match: music(
      /(?:criminally |massively |so |most )?underrated (?:song|band|artist|album|track|singer|rapper|banger|ep)s?|(?:songs?|band|artist|album|tracks?|ep|record) (?:is|are|was) (?:so |criminally |massively |seriously )?underrated|gatekeep(?:ing)? (?:this|these|my|her|him|them) (?:song|band|artist|album|track|playlist)s?|(?:stop|quit) sleeping on (?:this|these|them|her|him) (?:songs?|album|band|artist|tracks?|ep|singer|rapper)|why is nobody listening to|nobody listens to (?:this|these|them|her|him)/i,
    ),
    jokes: [
      ["{q}. A hidden gem, shouted about so loudly that it's now just a gem.", "Not hidden, just loud."],
      ["{q}. Sharing the secret, and already rehearsing the line about liking them first.", "Before they were cool."],
      ["{q}. A public campaign for a song, run by a volunteer with a single supporter.", "Campaign office: your headphones."],
      ["{q}. Championing the underdog until it stops being one, then feeling strangely betrayed.", "They sold out, apparently."],
    ],
  },
  {
    // "this song is literally me", "this song gets me", "lyrics hit different".
    id: "music-song-is-me",
    match: music(
      /(?:this|that) (?:song|album|track|lyric|verse|chorus) (?:is|was) (?:literally |so |just |basically )?(?:me|about me|my life|my personality|my whole personality|written about me)|(?:this|that) (?:song|album|track|lyric|verse) (?:gets|understands|called out|attacked|exposed|describes) me|(?:song|songs|lyrics?|album) (?:hit|hits) different|felt (?:this|that) (?:lyric|song) in my soul/i,
    ),
    jokes: [
      ["{q}. Written by a stranger for the whole world, and yet specifically about you.", "Uncanny, really."],
      ["{q}. Which is flattering, until you listen to what the chorus actually says.", "Read the lyrics first."],
      ["{q}. Relating to a song so hard that it now owes you royalties.", "Back pay, in feelings."],
      ["{q}. Finding yourself in a song is how a chorus becomes a personality.", "Sung, not said."],
    ],
  },
  {
    // "my cover of …", "I'm not a singer but", "don't judge my voice".
    id: "music-cover-song",
    match: music(
      /(?:my|a|quick|little|acoustic|piano|guitar) cover of|(?:tried|attempted|did|recorded|filmed) (?:a |my own |an acoustic |a quick )?(?:cover(?: song| version)?(?= of|[\s!.]*$)|song cover)|cover song|acoustic (?:cover|version)|(?:i['’]?m|im|i am) not a singer|(?:don['’]?t|do not|pls don['’]?t|please don['’]?t) judge my (?:voice|singing)|sorry for my (?:voice|singing)/i,
    ),
    jokes: [
      ["{q}. Borrowing somebody else's song, and returning it slightly worn.", "No damage deposit."],
      ["{q}. Warning us about the singing is how a performance earns a content note.", "Listener discretion advised."],
      ["{q}. A tribute band, where the whole band is one very brave person.", "Solo, and fearless."],
      ["{q}. The original artist will probably never hear this, which is kind to everyone.", "Especially the artist."],
    ],
  },
]);
