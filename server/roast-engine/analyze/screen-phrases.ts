/**
 * The words apps draw, kept as data: a line made only of these is the app talking, never the
 * person. Matched case-insensitively on whole lines after OCR clean-up (see classify-line.ts).
 */

/** Buttons: a line of nothing but these is a button row. */
export const BUTTON_WORDS = [
  "follow", "following", "follow back", "message", "edit profile", "share profile", "edit", "share", "connect", "add friend",
  "add to story", "+ add to story", "like", "comment", "repost", "send", "reply", "subscribe", "more", "open to",
  "add profile section", "+ follow", "view profile", "save", "remix", "duet", "stitch", "block", "report", "mute",
  "see all", "see more", "show more", "see translation", "view insights", "boost post", "promote", "contact info",
  "add section", "resources", "friends", "photos", "reels", "videos", "reposts", "liked", "tagged", "mention",
];

/** Tab-bar and header words: navigation. */
export const NAVIGATION_WORDS = [
  "home", "my network", "mynetwork", "jobs", "messaging", "notifications", "post", "posts", "search", "explore",
  "for you", "following", "friends", "inbox", "profile", "me", "discover", "shop", "create", "chats", "calls",
  "updates", "communities", "settings", "replies", "highlights", "media", "likes", "articles", "activity",
  "all", "mentions", "verified", "matches", "likes you", "standouts", "comments", "feed", "stories", "spotlight",
];

/** Section labels of profiles. */
export const SECTION_WORDS = [
  "about", "about me", "activity", "experience", "education", "skills", "intro", "details", "highlights",
  "featured", "interests", "languages", "licenses & certifications", "recommendations", "my vitals", "my virtues",
  "photos", "basics", "lifestyle", "bio",
];

/** Whole-line interface boilerplate, as regular expression sources. */
export const UI_PATTERNS = [
  "suggested for you( see all)?", "people (also viewed|you may know)", "profile language( english)?", "english",
  String.raw`view all \d[\d,.]*\s*k? comments?`, String.raw`view \d+ more repl(y|ies)`, "liked by .+", "followed by .+",
  String.raw`(\d[\d,.]*\s*[km]?\s*)?(comments?|reposts?|shares?|replies)(\s*[·-]?\s*\d[\d,.]*\s*[km]?\s*(comments?|reposts?|shares?))*`,
  "active (today|now|recently|\\d+\\s*\\w+ ago)", "recently active", "online", "typing.*", "delivered", "read( \\d.*)?", "seen( by .*)?",
  "imessage", "text message", "message", "send message", "send a chat", "reply to .+", "add a comment.*", "write a comment.*",
  "post your reply", "join the conversation", "type something.*", "ask me (a question|anything)", "sort by:?.*", "most relevant.*",
  "all comments", "top comments", "replying to .+", String.raw`\d+ people`, "add to your feed", "follow trending topics.*", "promoted",
  "sponsored", "original sound.*", "contact info", "open to work", "nearby", "new match", "it'?s a match!?", "tap to chat",
  "see translation", "view insights", "boost post", String.raw`\d[\d,.]*\s*[km]?\s*(views|plays)`, "views", "translate post",
  "story highlights", "new", "add", "share", String.raw`reply(\s+\S+){0,2}`, String.raw`\d{1,2}\s?[hmdw] like reply`, "edited", "pinned", "author", "op",
  "add profile section", "open to", "1st", "2nd", "3rd", String.raw`[•·]?\s*(1st|2nd|3rd\+?)`, "more", "like", "liked",
  "add a caption.*", "your story", "close friends", "activity", "turn on post notifications", "mutual friends?",
  String.raw`\d+ mutual (friends|connections)`, "search", "message requests?", "requests?", "primary", "general", "starred",
];

/**
 * What a story's reply bar says, at the bottom of the screen. OCR often misreads these pale words
 * in their rounded box ("(sens message", "Sendachat"), so they are matched loosely (see isReplyBar).
 */
export const STORY_REPLY_BARS = ["send message", "send a message", "send a chat", "reply to story"];

/** Prompts dating apps print above the person's answer (the app's words; the answer is theirs). */
export const DATING_PROMPTS = [
  "i will judge you by", "my simple pleasures", "typical sunday", "two truths and a lie", "i'm looking for", "looking for",
  "the way to win me over is", "my most irrational fear", "together we could", "a life goal of mine", "i go crazy for",
  "green flags i look for", "my greatest strength", "dating me is like", "i'm weirdly attracted to", "unusual skills",
  "my love language is", "we'll get along if", "the key to my heart is", "i geek out on", "a shower thought i recently had",
  "the hallmark of a good relationship is", "my ideal sunday", "best travel story", "i want someone who",
  "the one thing you should know about me is", "don't hate me if i", "i'm convinced that", "this year, i really want to",
  "my most controversial opinion is", "a random fact i love is", "i'll fall for you if", "about me", "my bio",
];
