/**
 * Terms no roast may contain, by category. Slurs are stored ROT13-encoded so the source does not
 * spell them out; everything else is plain. Each entry is a regular-expression fragment matched
 * as a whole word, so "Scunthorpe", "Sussex" and "cocktail" pass.
 */
const rot13 = (text: string) =>
  text.replace(/[a-z]/gi, (c) => {
    const base = c <= "Z" ? 65 : 97;
    return String.fromCharCode(((c.charCodeAt(0) - base + 13) % 26) + base);
  });

const ENCODED_SLURS = [
  "avttre", "avttref", "avttn", "avttnf", "puvax", "puvaxf", "tbbx", "tbbxf", "fcvp", "fcvpf", "jrgonpx",
  "jrgonpxf", "xvxr", "xvxrf", "enturnq", "enturnqf", "gbjryurnq", "gbjryurnqf", "cnxv", "cnxvf", "pbba",
  "pbbaf", "wvtnobb", "ornare", "ornaref", "tlccb", "snttbg", "snttbgf", "snt", "sntf", "qlxr", "qlxrf",
  "genaal", "genaavrf", "furznyr", "ergneq", "ergneqf", "ergneqrq", "fcnm", "fcnfgvp", "pevccyr", "pevccyrf",
  "zbatbybvq", "zvqtrg", "zvqtrgf", "phag", "phagf", "juber", "juberf", "fyhg", "fyhgf", "fxnax", "gjng",
  "jbc", "qntb", "xenhg", "ubaxl", "ulzvr", "lvq", "mvccreurnq", "cbynpx", "vawha", "fdhnj", "unysoerrq",
  "unys-oerrq", "gneq",
];

export const BLOCKED_TERMS: Record<string, string[]> = {
  slur: ENCODED_SLURS.map(rot13),
  "race or ethnicity": [
    "your race", "racial", "racist", "ethnic", "ethnicity", "(?:black|white|brown|yellow) (?:people|guys?|folks)",
    "asians?", "africans?", "latin[oa]s?", "hispanics?", "mexicans?", "arabs?", "jews?", "jewish", "chinese",
    "native americans?", "immigrants?", "skin colou?r", "your accent", "ghetto",
  ],
  religion: [
    "religion", "religious", "muslims?", "islam(?:ic)?", "christians?", "catholics?", "hindus?", "buddhists?",
    "sikhs?", "atheists?", "mormons?", "jesus", "allah", "church", "mosque", "synagogue", "bible", "qur'?an",
    "koran", "hijab", "turban", "yarmulke",
  ],
  "disability or health": [
    "disabled", "disabilit(?:y|ies)", "wheelchair", "autis(?:m|tic)", "adhd", "down syndrome", "deaf", "cancer",
    "diabet(?:es|ic)", "depressed", "depression", "anxiety", "bipolar", "schizo(?:phrenic)?", "ocd", "mental illness",
    "mentally ill", "chemo", "illness", "disease", "anorexi[ac]", "bulimi[ac]", "eating disorder", "suicidal",
    "acne", "wrinkles",
  ],
  "sexuality or gender": [
    "gay", "lesbians?", "bisexual", "homosexual", "queer", "trans", "transgender", "non-?binary", "sexuality",
    "gender", "pronouns", "feminine", "masculine", "wom[ae]n", "females?", "like a girl", "man up",
  ],
  "body size": [
    "fat", "fatty", "fatso", "obes(?:e|ity)", "overweight", "chubby", "skinny", "scrawny", "weight", "belly",
    "double chin", "ugly", "hideous", "bald", "balding",
  ],
  sexual: [
    "sex", "sexy", "sexual(?:ly)?", "horny", "nudes?", "naked", "porn(?:o|ography)?", "boobs?", "tits", "penis",
    "vagina", "dick", "cock", "pussy", "orgasms?", "erotic", "kinky", "fetish", "onlyfans", "hookers?", "strippers?",
    "one night stand", "hook ?ups?", "booty call", "condoms?", "viagra", "virgins?", "get laid",
  ],
  threat: [
    "(?:kill|murder|shoot|stab|strangle|hurt|choke|beat up|punch) (?:you|yourself|u|him|her|them)", "kys",
    "(?:go|should|hope you|wish you would) die", "suicide", "hang yourself", "end yourself", "unalive",
    "i will find you", "watch your back", "bombs?", "guns?", "terrorists?",
  ],
  profanity: [
    "fuck(?:s|ed|er|ers|ing)?", "motherfuck(?:er|ing)", "shit(?:s|ty)?", "bullshit", "bitch(?:es|y)?",
    "bastards?", "assholes?",
  ],
};
