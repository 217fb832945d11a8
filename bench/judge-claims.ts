import { findBreakEven } from "../server/roast-engine/stages/script/details/break-even";
import { findCountRatio } from "../server/roast-engine/stages/script/details/count-ratio";
import { numbersIn } from "./numbers-in";

/**
 * What a roast of a screenshot says beyond its quotes, checked against every line on the screen:
 * an app named that is not the screen's, and a scene fact or a number the screen never shows. The
 * word lists are the eval's own, written apart from the engine's, so the engine is not judged by
 * its own rules. Both take the roast's text with its quotes taken out (`outsideQuotes`): words
 * quoted from the screen are the screen's, not claims.
 */

/** An app a roast may name: its names (the set's spelling first) and how it is written in a sentence. */
const APPS: ReadonlyArray<{ names: string[]; said: RegExp }> = [
  { names: ["Instagram"], said: /\b(?:instagram|insta)\b|\bIG\b/i },
  { names: ["TikTok"], said: /\btik ?tok\b/i },
  { names: ["LinkedIn"], said: /\blinked ?in\b/i },
  // "X" only where it is plainly the app: a bare letter X is not.
  { names: ["X", "Twitter"], said: /\btwitter\b|\b(?:re)?tweet(?:s|ed|ing)?\b|\bon X\b/i },
  { names: ["Facebook"], said: /\bfacebook\b|\bFB\b/i },
  { names: ["Snapchat"], said: /\bsnapchat\b/i },
  { names: ["YouTube"], said: /\byou ?tube\b/i },
  { names: ["Reddit"], said: /\breddit(?:ors?)?\b/i },
  { names: ["Pinterest"], said: /\bpinterest\b/i },
  { names: ["Tumblr"], said: /\btumblr\b/i },
  { names: ["Discord"], said: /\bdiscord\b/i },
  { names: ["WhatsApp"], said: /\bwhats ?app\b/i },
  { names: ["Telegram"], said: /\bTelegram\b/ },
  { names: ["Signal"], said: /\bSignal\b/ },
  { names: ["iMessage"], said: /\bimessages?\b/i },
  { names: ["Messenger"], said: /\bMessenger\b/ },
  { names: ["Slack"], said: /\bSlack\b/ },
  { names: ["Microsoft Teams", "Teams"], said: /\b(?:Microsoft )?Teams\b/ },
  { names: ["Gmail"], said: /\bgmail\b/i },
  { names: ["Twitch"], said: /\btwitch\b/i },
  { names: ["Kick"], said: /\bKick\b(?! off)/ },
  { names: ["Spotify"], said: /\bspotify\b/i },
  { names: ["Apple Music"], said: /\bApple Music\b/i },
  { names: ["SoundCloud"], said: /\bsound ?cloud\b/i },
  { names: ["Strava"], said: /\bstrava\b/i },
  { names: ["Peloton"], said: /\bpeloton\b/i },
  { names: ["Nike Run Club"], said: /\bNike(?: Run Club)?\b/ },
  { names: ["Duolingo"], said: /\bduolingo\b/i },
  { names: ["MyFitnessPal"], said: /\bmy ?fitness ?pal\b/i },
  { names: ["BeReal"], said: /\bbe ?real\b/i },
  { names: ["Threads"], said: /\bThreads\b/ },
  { names: ["Mastodon"], said: /\bmastodon\b/i },
  { names: ["Bluesky"], said: /\bblue ?sky\b/i },
  { names: ["Substack"], said: /\bsubstack\b/i },
  { names: ["Medium"], said: /\bMedium\b/ },
  { names: ["Quora"], said: /\bquora\b/i },
  { names: ["Hacker News"], said: /\bhacker ?news\b|\bHN\b/i },
  { names: ["Nextdoor"], said: /\bnext ?door\b/i },
  { names: ["Yelp"], said: /\byelp\b/i },
  { names: ["Tripadvisor"], said: /\btrip ?advisor\b/i },
  { names: ["Google Maps"], said: /\bgoogle maps\b/i },
  { names: ["Glassdoor"], said: /\bglassdoor\b/i },
  { names: ["Goodreads"], said: /\bgoodreads\b/i },
  { names: ["Letterboxd"], said: /\bletterboxd\b/i },
  { names: ["Untappd"], said: /\buntappd\b/i },
  { names: ["Vivino"], said: /\bvivino\b/i },
  { names: ["Wattpad"], said: /\bwattpad\b/i },
  { names: ["Patreon"], said: /\bpatreon\b/i },
  { names: ["Product Hunt"], said: /\bproduct ?hunt\b/i },
  { names: ["Roblox"], said: /\broblox\b/i },
  { names: ["Steam"], said: /\bSteam\b/ },
  { names: ["Chess.com"], said: /\bchess\.com\b/i },
  { names: ["GitHub"], said: /\bgithub\b/i },
  { names: ["Venmo"], said: /\bvenmo\b/i },
  { names: ["Etsy"], said: /\betsy\b/i },
  { names: ["Depop"], said: /\bdepop\b/i },
  { names: ["Vinted"], said: /\bvinted\b/i },
  { names: ["Poshmark"], said: /\bposhmark\b/i },
  { names: ["Airbnb"], said: /\bairbnb\b/i },
  { names: ["Amazon"], said: /\bamazon\b/i },
  { names: ["Zillow"], said: /\bzillow\b/i },
  { names: ["Uber Eats", "Uber"], said: /\bUber(?: Eats)?\b/ },
  { names: ["Lemon8"], said: /\blemon8\b/i },
  { names: ["Tinder"], said: /\btinder\b/i },
  { names: ["Hinge"], said: /\bHinge\b/ },
  { names: ["Bumble"], said: /\bBumble\b/ },
  { names: ["OkCupid"], said: /\bok ?cupid\b/i },
  { names: ["Grindr"], said: /\bgrindr\b/i },
  { names: ["Feeld"], said: /\bfeeld\b/i },
  { names: ["Raya"], said: /\bRaya\b/ },
];

/**
 * The apps a roast names that are not the screen's app. An app some line of the screen names (a
 * post about "11 YouTube tutorials", a WhatsApp banner, "deleting steam") is not counted: the roast
 * may talk about it.
 */
export function wrongAppsNamed(said: string, app: string, lines: string[]): string[] {
  const isScreensApp = (entry: (typeof APPS)[number]) => entry.names.some((n) => n.toLowerCase() === app.toLowerCase()) || entry.said.test(app);
  return APPS.filter((entry) => entry.said.test(said) && !isScreensApp(entry) && !lines.some((line) => new RegExp(entry.said.source, "i").test(line))).map(
    (entry) => entry.names[0],
  );
}

/** Facts a picture would show: who is in it, how they look, where it is, what animal. */
const SCENE_FACTS: ReadonlyArray<{ fact: string; said: RegExp }> = [
  { fact: "face", said: /\bfaces?\b(?! (?:it|facts)\b)/i },
  { fact: "smile", said: /\bsmil(?:e|es|ed|ing)\b|\bgrin(?:s|ned|ning)?\b/i },
  { fact: "selfie", said: /\bselfies?\b/i },
  { fact: "mirror", said: /\bmirrors?\b/i },
  { fact: "crowd", said: /\bcrowds?\b|\bsquad\b|\bgroup (?:photo|shot|pic|picture|selfie)s?\b/i },
  { fact: "outfit", said: /\boutfits?\b|\bfit ?check\b/i },
  { fact: "beard", said: /\bbeards?\b/i },
  { fact: "sunglasses", said: /\bsunglasses\b/i },
  { fact: "sky", said: /\bsk(?:y|ies)\b|\bclouds?\b/i },
  { fact: "sunset", said: /\bsunsets?\b|\bsunrises?\b|\bgolden hour\b/i },
  { fact: "beach", said: /\bbeach(?:es)?\b/i },
  { fact: "ocean", said: /\bocean\b|\bseaside\b/i },
  { fact: "mountain", said: /\bmountains?\b/i },
  { fact: "lake", said: /\blakes?\b/i },
  { fact: "forest", said: /\bforests?\b|\bwoods\b/i },
  { fact: "kitchen", said: /\bkitchens?\b/i },
  { fact: "bathroom", said: /\bbathrooms?\b/i },
  { fact: "bedroom", said: /\bbedrooms?\b/i },
  { fact: "gym", said: /\bgym\b/i },
  { fact: "dog", said: /\bdogs?\b|\bpupp(?:y|ies)\b/i },
  { fact: "cat", said: /\bcats?\b|\bkittens?\b/i },
];

/**
 * The scene facts and numbers a screenshot's roast states that no line of the screen shows: a
 * scene word counts as shown when a line holds the same word, a number when a line holds the same
 * value, however written ("3" for "three", "$40K" for "forty grand"; numbers-in.ts).
 */
export function unsupportedClaims(said: string, lines: string[]): string[] {
  const scenes = SCENE_FACTS.filter((f) => f.said.test(said) && !lines.some((line) => f.said.test(line))).map((f) => f.fact);
  const shown = new Set(lines.flatMap((line) => numbersIn(line).flatMap((n) => n.values)));
  // A break-even worked out from the screen's own rate and sum (break-even.ts) is the screen's
  // arithmetic, checked here on the truth's lines (one, or two side by side): said right, it is supported.
  const workedOut = lines.flatMap((line, i) => [findBreakEven(line), findBreakEven(`${line} ${lines[i + 1] ?? ""}`)]).flatMap((b) => (b ? [b.sum] : []));
  // So is a division of two counts of a sentence (count-ratio.ts), wrapped over up to three lines.
  const divided = lines
    .flatMap((line, i) => [line, `${line} ${lines[i + 1] ?? ""}`, `${line} ${lines[i + 1] ?? ""} ${lines[i + 2] ?? ""}`])
    .flatMap((text) => text.split(/(?<=[.!?])\s+/))
    .flatMap((sentence) => findCountRatio(sentence)?.ratio ?? []);
  workedOut.push(...divided);
  const arithmetic = workedOut.filter((sum) => said.includes(sum)).join(" ");
  const numbers = numbersIn(said)
    .filter((n) => !arithmetic.includes(n.said))
    .filter((n) => !n.values.some((v) => shown.has(v)))
    .map((n) => n.said);
  return [...scenes, ...numbers];
}

/** A roast's text with every quoted fragment taken out, as a gap. */
export function outsideQuotes(text: string, fragments: string[]): string {
  return fragments.reduce((rest, fragment) => rest.split(fragment).join(" … "), text);
}
