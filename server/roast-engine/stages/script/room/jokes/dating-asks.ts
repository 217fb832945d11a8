import type { TropeSource } from "../joke-types";
import { pitched, said } from "./dating-match";

/** What a dating card asks for and the rules it sets: the person, the accomplice, the filters, the fine print. */
export const DATING_ASKS: TropeSource[] = [
  {
    id: "my-person",
    // On a dating card only: on a profile "my better half" is usually someone the person already has.
    match: pitched(/\bmy (?:person|soul ?mate|other half|better half|forever (?:person|human|partner))/i),
    mood: "wholesome",
    jokes: [
      ["{q}. As if they're a parcel, and the courier left them with a neighbour.", "Try next door."],
      ["{q}. Whoever they are, they're very good at hide and seek.", "And clearly winning."],
      ["{q}. Posting it on {place} like a missing poster, minus the reward.", "Last seen: never."],
      ["{q}. Already calling them yours, before a single hello.", "They haven't even agreed to a drink."],
    ],
  },
  {
    id: "partner-in-crime",
    match: said(/\b(?:partners? in crime|ride or die|accomplices?)/i),
    mood: "chaotic",
    jokes: [
      ["{q}. Recruiting accomplices in public is the first thing real criminals avoid.", "Caught by the second date."],
      ["{q}. The crimes, presumably, are ordering dessert first and parking badly.", "Lock them up."],
      ["{q}. Everyone wants an accomplice, and nobody ever names the crime.", "Jaywalking, we assume."],
      ["{q}. Honestly, the only crime here is using that phrase in public.", "Sentenced to community service."],
    ],
  },
  {
    id: "no-drama",
    match: said(/\b(?:no drama|drama[- ]free|zero drama|not into drama|hate drama|allergic to drama)/i),
    jokes: [
      ["{q}. Nobody writes that without a very long story behind it.", "Don't ask about the ex."],
      ["{q}. Announcing it in writing is the most dramatic way to avoid drama.", "Cue the strings."],
      ["{q}. Said the way a storm says it's only passing through.", "Bring an umbrella anyway."],
      "{q}. Asking for no drama on {place} is like asking a casino for no gambling.",
    ],
  },
  {
    id: "no-games",
    match: said(/\b(?:no games|no mind games|(?:not|don'?t|won'?t) (?:here to |want to |going to )?play(?:ing)? games|game ?players?)/i),
    jokes: [
      ["{q}. Respectfully, you're on {place}, which is entirely games.", "You're already on level one."],
      ["{q}. Not even board games? That rules out every good second date.", "Scrabble is flirting."],
      ["{q}. Which is exactly what a very good player would say.", "Well played, honestly. Your move."],
      "{q}. No games, just a list of rules, which is exactly how every game starts.",
    ],
  },
  {
    id: "good-time",
    match: said(/\b(?:here for )?a good time,? not a long time|\bgood time,? not a long time|\bhere for a good time/i),
    mood: "chaotic",
    jokes: [
      ["{q}. Romance with the commitment level of a free trial.", "Cancel anytime."],
      ["{q}. Even milk commits to a longer date than that.", "And milk goes off."],
      ["{q}. That's less a romance, more a parking meter.", "Insert coins, please."],
      "{q}. A motto usually found on a fridge magnet in a seaside gift shop.",
    ],
  },
  {
    id: "just-ask",
    match: said(/\b(?:just ask|you'?ll (?:just )?have to (?:ask|find out)|ask me and find out|guess you'?ll have to)/i),
    mood: "deadpan",
    jokes: [
      ["{q}. The one job of this profile was to tell us, and you delegated it.", "To strangers."],
      ["{q}. Mysterious, or a very elegant way of not answering.", "Both, probably."],
      ["{q}. That's not mysterious, that's a form left blank.", "Please see me after class."],
      ["{q}. Homework for the reader, set by the one person who knows the answers.", "And it's due before the first date."],
    ],
  },
  {
    id: "ask-me-about",
    match: said(/\bask me about/i),
    jokes: [
      ["{q}. An invitation to ask, from someone who'll be telling you anyway.", "Ask or don't. It's coming."],
      ["{q}. Writing your own interview questions is a real power move.", "Next, answer them."],
      "{q}. Translation: you have a story, it's long, and it's happening either way.",
      ["{q}. Whoever asks first wins a very long answer and no way out.", "Bring a snack."],
    ],
  },
  {
    id: "swipe",
    match: said(/\b(?:swipe (?:left|right)|(?:left|right) swipe)/i),
    jokes: [
      "{q}. Instructions for a decision people were going to make without you.",
      ["{q}. Screening people before they've had a chance to screen you.", "Very efficient, slightly terrifying."],
      ["{q}. Terms and conditions, which everyone will scroll past and accept.", "Without reading a word."],
      ["{q}. Bouncer energy, checking names at the door of your own profile.", "Not on the list."],
    ],
  },
  {
    id: "someone-who",
    match: said(/\b(?:looking for|want|need|seeking|searching for|find me) someone\b|\bsomeone to\b/i),
    jokes: [
      ["{q}. A job posting, minus the salary, the benefits and the job title.", "Hours: all of them."],
      ["{q}. A lost-and-found notice, for a person you haven't met yet.", "Reward: you."],
      "{q}. The requirements are clear; what the winner actually gets is still a mystery.",
      ["{q}. It's either a dating profile or a very friendly classified ad.", "Buyer collects."],
    ],
  },
  {
    id: "keep-up",
    match: said(/\b(?:keep up with me|can keep up|keeps up with me|keep up with my)/i),
    mood: "chaotic",
    jokes: [
      ["{q}. A warning shot at anyone who walks at a normal speed.", "Jog on."],
      ["{q}. Most people want a partner; you're advertising for a support vehicle.", "With snacks."],
      ["{q}. Applicants should bring trainers, snacks and a signed permission slip.", "Stretch first."],
      ["{q}. Or, hear us out, slow down and let someone actually catch you.", "Just an idea."],
    ],
  },
  {
    id: "something-real",
    match: said(
      /\b(?:something real|something serious|something long[- ]term|long[- ]term relationship|serious relationship|relationship material|not here to waste time|dating with intention|intentional dating)/i,
    ),
    jokes: [
      ["{q}. Coming in with the energy of a mortgage broker.", "Sign here, and here."],
      ["{q}. Nothing calms first-date nerves like someone bringing up the retirement plan.", "Pensions by dessert."],
      ["{q}. As opposed to all those fake relationships everyone keeps having.", "Cardboard cut-outs, mostly."],
      ["{q}. Serious, and yet here we all are, on {place}.", "Very solemnly swiping."],
    ],
  },
  {
    id: "nothing-serious",
    match: said(/\b(?:nothing serious|not looking for anything serious|see where (?:it|things) goes?|see what happens|keeping it casual|something casual)/i),
    mood: "deadpan",
    jokes: [
      ["{q}. The dating equivalent of telling the shop assistant you're just browsing.", "Please don't hover."],
      ["{q}. Keeping it vague enough to be technically honest, whatever happens.", "Lawyers would be proud."],
      "{q}. Seeing where it goes is a plan, the way a shrug is a map.",
      ["{q}. The romantic version of 'I'll see how I feel on the night'.", "Maybe. Probably not."],
    ],
  },
  {
    id: "last-first-date",
    match: said(/\blast first date/i),
    mood: "wholesome",
    jokes: [
      ["{q}. Romantic, but that's a lot of pressure to put on a Tuesday.", "Or whichever night it is."],
      "{q}. So every first date now has to double as a final interview.",
      "{q}. A first date with the stakes of a wedding and none of the catering.",
      ["{q}. So the next stranger you meet for a drink is auditioning for forever.", "No pressure."],
    ],
  },
  {
    id: "plus-one",
    match: said(/\b(?:plus one|plus-one|wedding date|date to (?:my|a|the) wedding|wedding season)/i),
    jokes: [
      ["{q}. Romance with a deadline and a seating plan.", "Reply by Friday."],
      "{q}. A dating profile that's secretly a casting call for a wedding.",
      ["{q}. The relationship only has to survive until the speeches.", "Then we'll talk."],
      ["{q}. The job: chat to your relatives and clap at the right moments.", "Dancing optional."],
    ],
  },
  {
    id: "no-boring",
    match: said(/\b(?:no boring|not boring|don'?t be boring|boring people|if you'?re boring)/i),
    jokes: [
      ["{q}. Nobody thinks they're boring, so this filter catches absolutely nobody.", "The net comes back empty."],
      ["{q}. Asking strangers to bring the fun is just delegating the date.", "You bring the snacks."],
      ["{q}. Banning boring, in the most common line on {place}.", "Yawn."],
      ["{q}. So every date has to turn up with material, like an open mic night.", "Keep it tight."],
    ],
  },
  {
    id: "message-me",
    match: said(/\b(?:message me (?:with|your|if)|send me your|tell me your|open with|(?:best|your) (?:opener|opening line))/i),
    jokes: [
      ["{q}. Homework before the first hello, and the grading looks brutal.", "No extensions."],
      ["{q}. Outsourcing the opening line, which was your one job here.", "Delegation, but romantic."],
      ["{q}. Get it right and the prize is a reply. Maybe.", "Terms apply."],
      ["{q}. An audition notice, and the role is talking to you.", "Callbacks pending."],
    ],
  },
  {
    id: "no-hey",
    match: said(/\b(?:just (?:say |saying )?['"‘“]?hey|(?:don'?t|do not) (?:just )?say ['"‘“]?(?:hey|hi)|no ['"‘“]?hey|more than ['"‘“]?(?:hey|hi))/i),
    mood: "deadpan",
    jokes: [
      ["{q}. Rules for the opening line, posted before anybody has even opened.", "Strict, but fair."],
      ["{q}. Banning the most common greeting on {place} is a brave filter.", "Hello is next."],
      "{q}. Fair, but now everyone will say 'hello' and you'll have to allow it.",
      ["{q}. So the bar is one more word than 'hey'.", "Very manageable. Hey there."],
    ],
  },
  {
    id: "bad-texter",
    match: said(
      /\b(?:bad (?:at )?texting|bad texter|terrible (?:at )?texting|terrible texter|slow (?:at )?(?:replying|texting)|slow replies|(?:bad|terrible) at replying|leave you on read)/i,
    ),
    jokes: [
      ["{q}. Finally, a promise in writing that is guaranteed to be kept.", "Reliably unreliable."],
      ["{q}. So the romance will happen mostly in your drafts folder.", "Unsent, but heartfelt."],
      ["{q}. Starting a relationship with a disclaimer usually reserved for airlines.", "Delays are expected."],
      ["{q}. Warning people in advance that they'll be left on read. How considerate.", "Truly, a gentle ghost."],
    ],
  },
  {
    id: "not-on-here",
    match: said(
      /\b(?:(?:not|never|rarely|hardly) on here|delet(?:e|ing) (?:this|the) app|new to (?:this app|dating apps|online dating|the apps)|new to this(?!\s+\w)|first time (?:on|trying) (?:here|this|dating apps))/i,
    ),
    mood: "deadpan",
    jokes: [
      ["{q}. Famous last words, typed on the very same app.", "Welcome back, regular."],
      ["{q}. Typed on here, which is the most on-here thing a person can do.", "We see you."],
      ["{q}. The dating version of 'I'm only staying for one drink'.", "Closing time, every time."],
      ["{q}. Keeping one foot out the door, while writing an entire profile.", "Commitment issues, but tidy."],
    ],
  },
  {
    id: "first-round",
    match: said(/\b(?:(?:first|next) round(?:'s| is)? on me|(?:first )?drinks?(?:'s| are| is)? on me|round on me|i'?ll buy the first)/i),
    mood: "wholesome",
    jokes: [
      ["{q}. Notice that the second round is not mentioned anywhere.", "Read the fine print."],
      ["{q}. Bribery, but honest about it, and frankly, it's working.", "Where do we sign?"],
      "{q}. Generous, and a clever way to make sure you get to pick the bar.",
      ["{q}. The most persuasive line on any profile, and it's a bar tab.", "Open, for now."],
    ],
  },
  {
    id: "gym-buddy",
    match: pitched(/\b(?:gym (?:buddy|partner|rat|bro|crush)|workout (?:buddy|partner)|spotter|lifting partner)/i),
    jokes: [
      ["{q}. Romance, but it happens between sets and nobody talks.", "Grunting counts as flirting."],
      ["{q}. True love is someone counting your reps out loud and lying about the number.", "One more, darling."],
      ["{q}. A relationship with a membership fee and a sign-in sheet.", "Cancel in writing."],
      ["{q}. Love and a spotter, ideally in the same person, to save on fees.", "Efficient romance."],
    ],
  },
  {
    id: "travel-partner",
    match: pitched(/\b(?:travel (?:partner|buddy|companion)|adventure (?:partner|buddy)|see the world|explore the world|travel the world)/i),
    jokes: [
      ["{q}. Someone to hold the passports, and all of the blame.", "Mostly the blame."],
      ["{q}. A relationship and a visa application, done on one form.", "Photos must be recent."],
      ["{q}. Nothing tests love like a missed connection at a foreign airport.", "Boarding is now closed."],
      ["{q}. Romance, but with a shared spreadsheet and strong opinions on window seats.", "Aisle people need not apply."],
    ],
  },
];
