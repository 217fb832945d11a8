import type { PunSource } from "./pun-types";

/**
 * A job as its holder says it ("Nurse, night shifts", "I'm a barista"), never as someone else's:
 * "my therapist says", "our waiter was lovely", "my dad's a plumber" put the person in no field.
 */
const mine = (words: RegExp): RegExp => new RegExp(String.raw`(?<!\b(?:my|our|your|his|her|their)\s(?:[\w'-]+\s){0,2})${words.source}`, words.flags);

/** What people do for a living: each job's own jargon, signs and sayings, turned on the person who does it. */
export const PUNS_WORK: PunSource[] = [
  // Trades
  {
    id: "plumber",
    words: mine(/\b(?:plumbers?|plumbing and heating|heating engineers?|gas engineers?)\b/i),
    example: "Plumber by trade, philosopher by choice",
    puns: [
      "Sharp intake of breath. Who fitted this personality?",
      "A call-out fee just for reading this.",
      "Sounds like the blockage is further up the system.",
      "Water finds its level. So, apparently, have you.",
    ],
    dating: [
      "Emergency call-outs only, and this is not an emergency.",
      "Fixes every leak except the emotional ones.",
      "Will turn up sometime between morning and never.",
    ],
  },
  {
    id: "electrician",
    words: mine(/\b(?:electricians?|electrical contractors?)\b/i),
    example: "Electrician, so yes, I can fix your lights",
    puns: [
      "Live wire, no earth.",
      "Shocking, but technically up to code.",
      "Certified for everything except current events.",
      "Somebody has definitely wired you the wrong way round.",
    ],
    dating: ["Sparks fly, then the whole fuse board trips.", "Looking for a connection that passes inspection.", "Warning: high voltage, low commitment."],
  },
  {
    id: "carpenter",
    words: mine(/\b(?:carpenters?|carpentry|cabinet ?makers?)\b/i),
    example: "Carpenter, so I judge every shelf I see",
    puns: [
      "A few screws loose, professionally speaking.",
      "Sanded down, still rough around the edges.",
      "Square, level, and still somehow off.",
      "Goes against the grain, then blames the wood.",
    ],
    dating: ["Measures everything, commits to nothing.", "Looking for a fit that holds without any glue.", "Solid wood, no veneer, questionable finish."],
  },
  {
    id: "builder",
    words: mine(/\b(?:bricklayers?|brickies|brickie|building sites?|(?:a|am|as) builder|builders? by trade)\b/i),
    example: "Bricklayer, early starts and strong opinions",
    puns: [
      "All mouth and no mortar.",
      "Reasonable quote, and then the extras started.",
      "Laid on thick, then left to set.",
      "Structurally sound, cosmetically pending.",
    ],
    dating: [
      "Builds walls for a living, and for fun.",
      "Ready to move in, pending a very long snagging list.",
      "Completion date: to be confirmed, indefinitely.",
    ],
  },
  {
    id: "decorator",
    words: mine(/\b(?:painters? and decorators?|(?<!cake )decorators?)\b/i),
    example: "Painter and decorator, ask me about magnolia",
    puns: [
      "Magnolia energy, gloss finish.",
      "Professionally trained to paint over the cracks.",
      "Another coat, and it's still showing through.",
      "You've missed a bit. Several bits.",
    ],
    dating: ["Will commit to a colour, never to a person.", "Fresh coat, same old walls.", "Looking for someone who respects the prep work."],
  },
  {
    id: "locksmith",
    words: mine(/\b(?:locksmiths?|locksmithing)\b/i),
    example: "Locksmith by day, escape room cheat by night",
    puns: ["Picks any lock, still can't pick up a hint.", "Every door opens, for a fee.", "Keys cut while you overthink.", "Locked out of your own argument."],
    dating: ["Guarded heart, spare key under the mat.", "Heart unlocked, but emergency rates apply after dark."],
  },
  {
    id: "mechanic",
    words: mine(/\b(?:(?:car|motor|diesel|vehicle|aircraft|qualified|trainee|garage) mechanics?|(?:a|am|as) mechanic|mechanic by trade)\b/i),
    example: "I'm a mechanic, so don't tell me it's making a noise",
    puns: [
      "That warning light has been on for years.",
      "Knocking noise, coming from somewhere under the personality.",
      "Plenty of torque, very little traction.",
      "Could be the gearbox. Could be you.",
    ],
    dating: ["Takes ages to warm up, then stalls.", "Full service history, several recalls."],
  },
  {
    id: "tree-surgeon",
    words: mine(/\b(?:tree surgeons?|arborists?|arboriculture)\b/i),
    example: "Tree surgeon, I spend more time up trees than on the ground",
    puns: ["Barking, but certified.", "Out on a limb, harness optional.", "Timber! And there goes the plot.", "Up the wrong tree, with a chainsaw."],
    dating: ["Falls hard, but always shouts a warning.", "Happy to go out on a limb, harness on."],
  },
  {
    id: "blacksmith",
    words: mine(/\b(?:blacksmiths?|farriers?|bladesmiths?|blacksmithing|forge work)\b/i),
    example: "Blacksmith, yes that is a real job",
    puns: [
      "Strike while the iron's hot. Missed.",
      "Wrought iron, overwrought everything else.",
      "Forged in fire, tempered by nothing.",
      "Quenched, and still hot-headed.",
    ],
    dating: ["Runs hot, then plunges everything into cold water.", "Shapes anything on the anvil except commitment."],
  },

  // Transport and driving
  {
    id: "taxi",
    words: mine(/\b(?:taxi drivers?|cab drivers?|cabbies|cabb(?:y|ie)|minicab drivers?|uber drivers?|(?:drive|drives|driving) (?:a )?(?:taxis?|cabs?))\b/i),
    example: "Taxi driver, I've heard every story twice",
    puns: [
      "The meter's running on this whole story.",
      "The long way round, and charged for it.",
      "Light on, for hire, nobody flagging.",
      "Knows every shortcut, except to the point.",
    ],
    dating: ["Drop-offs only, no waiting time.", "The meter starts the moment anyone gets in."],
  },
  {
    id: "train-driver",
    words: mine(/\b(?:train (?:drivers?|conductors?|guards?)|(?:drive|drives|driving) trains|railway(?:m[ae]n| workers?)|signall?ers?|signalm[ae]n)\b/i),
    example: "Train driver, so I'm never late, the train is",
    puns: [
      "Delayed: the wrong kind of personality on the line.",
      "Signal failure between brain and mouth.",
      "Calling at all stops except the point.",
      "Stand clear of the closing argument.",
    ],
    dating: ["Not in service. Please do not board.", "We apologise for the delay to this relationship."],
  },
  {
    id: "lorry-driver",
    words: mine(/\b(?:lorry drivers?|truck drivers?|truckers?(?! hats?)|hgv drivers?|long haul drivers?)\b/i),
    example: "Lorry driver, I live on the motorway",
    puns: ["How's my driving? Don't answer that.", "This vehicle is reversing, and so is the plot.", "Wide load, wider opinions.", "Long haul, short fuse."],
    dating: ["A convoy of red flags, headlights on full beam.", "Prefers the long haul, never anything local."],
  },
  {
    id: "pilot",
    words: mine(/\b(?:(?:airline|commercial|helicopter|bush|cargo|trainee|student|a|an|am|as) pilots?|pilot'?s licen[cs]e|first officers?)\b/i),
    example: "I'm a pilot, so I'm rarely home",
    puns: [
      "This is your captain, speaking far too much.",
      "Fasten your seatbelts, the anecdote is climbing.",
      "Autopilot engaged, since about breakfast.",
      "Stuck in a holding pattern, fuel running low.",
    ],
    dating: ["Great at takeoffs, avoids landings.", "Emotional baggage exceeds the cabin allowance.", "Looking for a co-pilot with no checked luggage."],
  },
  {
    id: "cabin-crew",
    words: mine(/\b(?:cabin crew|flight attendants?|air stewards?|air hostess(?:es)?|stewardess(?:es)?)\b/i),
    example: "Cabin crew, ask me about the safety demo",
    puns: [
      "Doors to manual, personality to automatic.",
      "Please take a moment to locate your nearest exit.",
      "Secure your own mask before judging others.",
      "Please switch your opinions to flight mode.",
    ],
    dating: ["In the unlikely event of feelings, brace.", "Please remain seated until the feelings come to a stop."],
  },
  {
    id: "courier",
    words: mine(/\b(?:couriers?|delivery drivers?|postm[ae]n|postwom[ae]n|posties?|mail carriers?|parcel delivery)\b/i),
    example: "Delivery driver, I know every doorstep in town",
    puns: [
      "Sorry we missed you. We didn't, really.",
      "Signed for, never opened.",
      "Attempted delivery. Nobody home upstairs.",
      "Fragile. This way up. Allegedly.",
    ],
    dating: ["Tracking says you're nearby. You never arrive.", "Thrown over the fence, then marked as delivered."],
  },
  {
    id: "driving-instructor",
    words: mine(/\b(?:driving instructors?|driving school|teach (?:people )?to drive)\b/i),
    example: "Driving instructor, nerves of steel",
    puns: [
      "Check your blind spot. It's this.",
      "Pull over when safe, and reconsider.",
      "That's a serious fault, marked in red.",
      "Hill start, no handbrake, total faith.",
    ],
    dating: ["Looking for someone who indicates their intentions.", "Will let you drive, then grab the wheel.", "Keeps a foot near the brake, just in case."],
  },

  // Shops and hospitality
  {
    id: "barista",
    words: mine(/\b(?:baristas?)\b/i),
    example: "Barista, I judge you by your order",
    puns: [
      "Extra shot of attitude, hold the warmth.",
      "Pulled too long, bitter at the finish.",
      "Spelled the name wrong, on purpose.",
      "Foam on top, nothing underneath.",
    ],
    dating: ["Will draw you a heart, then call the next name.", "Strong, bitter, and best before noon.", "Remembers every order, forgets to ask your name."],
  },
  {
    id: "bartender",
    words: mine(/\b(?:bartenders?|bar ?staff|barm(?:a|e)n|barmaids?|mixologists?|pull(?:ing)? pints)\b/i),
    example: "Bartender, I've heard it all",
    puns: [
      "Last orders on this personality.",
      "Mixing metaphors, professionally.",
      "Garnish doing all the heavy lifting.",
      "Time, please. Haven't you got homes to go to?",
    ],
    dating: ["Knows exactly when to cut you off.", "Pours a strong one, then closes the tab.", "Serves everyone else before you, on principle."],
  },
  {
    id: "waiter",
    words: mine(/\b(?:waiters?|waitress(?:es)?|waitstaff|wait(?:ing)? (?:on )?tables|front of house)\b/i),
    example: "Waitress, so I know exactly how you tip",
    puns: [
      "Is everything okay with your choices?",
      "Still or sparkling? Neither, apparently.",
      "I'll give you a few more minutes to decide.",
      "Today's special is a very long excuse.",
    ],
    dating: ["Checks in constantly, never at the right moment.", "Sorry, we're fully booked emotionally.", "Service charge applies to all feelings."],
  },
  {
    id: "chef",
    words: mine(/\b(?:(?<!master)chef(?!['’]s kiss)s?|sous[- ]chefs?|line cooks?|head cooks?|commis chefs?|pastry chefs?)\b/i),
    example: "Sous chef, I yell yes chef in my sleep",
    puns: [
      "Behind! Hot opinion coming through.",
      "Plated beautifully, raw in the middle.",
      "Over-seasoned and under-rested.",
      "Mise en place at work, chaos everywhere else.",
      "Service! And still nobody is picking this up.",
    ],
    dating: ["Everything made from scratch, including the red flags.", "Only accepts yes, chef, as an answer."],
  },
  {
    id: "baker",
    words: mine(/\b(?:bakers? by trade|(?:a|am|as|head|master|artisan|village|night) bakers?|bakery|bakeries|patissiers?)\b/i),
    example: "I run a tiny bakery, up at 4am every day",
    puns: [
      "Up before dawn, proving nothing.",
      "Kneads attention, constantly.",
      "Left to rise for hours, and still completely flat.",
      "Crusty outside, soft in the middle.",
    ],
    dating: ["Fresh at dawn, and a bit stale by lunch.", "Takes hours to prove anything at all."],
  },
  {
    id: "butcher",
    words: mine(/\b(?:(?:a|am|as|the|family|master|local|trainee|apprentice) butchers?|butchers? by trade|butcher'?s shop|butchery)\b/i),
    example: "Family butcher, third generation",
    puns: [
      "Cuts to the chase, charges by the pound.",
      "Prime cuts up front, mince at the back.",
      "Knows exactly how the sausage gets made.",
      "Knows every cut, and none of them short.",
    ],
    dating: ["Looking for someone who can handle the offcuts.", "Needs hanging a while before it gets tender."],
  },
  {
    id: "cashier",
    words: mine(
      /\b(?:cashiers?|checkout (?:operators?|assistants?)|shop assistants?|sales assistants?|retail assistants?|(?:work|works|working) (?:in retail|on the tills?|on a till))\b/i,
    ),
    example: "Cashier at a supermarket, I've seen your shopping",
    puns: [
      "Unexpected item in the bagging area.",
      "Price check on this personality, please.",
      "Do you need a bag for all that?",
      "No receipt, no refund on this attitude.",
    ],
    dating: ["Rings you up, never rings you back.", "Returns accepted within a fortnight, if unworn."],
  },
  {
    id: "hairdresser",
    words: mine(/\b(?:hairdressers?|hair ?stylists?|barbers?|barbering|salon owners?)\b/i),
    example: "Hairdresser, I will judge your fringe",
    puns: ["Going anywhere nice? Clearly not.", "Take a little off the top, starting with the ego.", "Blunt cut, blunter opinions.", "Your roots are showing."],
    dating: ["Great at cutting things short.", "Looking for someone to grow out with, slowly."],
  },
  {
    id: "tattoo-artist",
    words: mine(/\b(?:tattoo ?artists?|tattooists?|tattooers?|tattoo (?:studio|shop|parlou?r))\b/i),
    example: "Tattoo artist, walk-ins welcome",
    puns: [
      "Permanent decisions, walk-ins welcome.",
      "It'll look better once it heals.",
      "Flash sale on regret, no appointment needed.",
      "Spelled wrong, but permanently.",
    ],
    dating: ["Commits permanently, but only to other people's skin.", "Cover-ups available for all past mistakes."],
  },
  {
    id: "florist",
    words: mine(/\b(?:florists?|floristry|flower shop)\b/i),
    example: "Florist, so I know what your apology cost",
    puns: [
      "Thorns removed, attitude kept.",
      "Condolences and congratulations, same ribbon.",
      "Say it with flowers, because words clearly aren't working.",
      "Arranged beautifully, falling apart as soon as it's watered.",
    ],
    dating: ["Sells apologies by the bunch, never sends any.", "Every bouquet in the shop says sorry for someone else."],
  },
  {
    id: "sommelier",
    words: mine(/\b(?:sommeliers?)\b/i),
    example: "Sommelier, I can taste the vineyard",
    puns: [
      "Notes of oak, with hints of smugness.",
      "Decanted for hours, still closed.",
      "A long finish, much like this sentence.",
      "Pairs well with a long silence.",
    ],
    dating: ["Needs to breathe before anyone gets close.", "Opens up slowly, then turns to vinegar."],
  },
  {
    id: "estate-agent",
    words: mine(/\b(?:estate agents?|estate agency|realtors?|real estate agents?|letting agents?|property agents?)\b/i),
    example: "Estate agent, everything is deceptively spacious",
    puns: [
      "Deceptively spacious, in all the wrong places.",
      "Bursting with potential, needs total renovation.",
      "Characterful, meaning everything creaks.",
      "Cosy, so no room for argument.",
    ],
    dating: ["Viewings welcome, offers considered, nobody moves in.", "Great kerb appeal, very awkward layout."],
  },

  // Care and health
  {
    id: "nurse",
    words: mine(/\b(?:nurses|nurse(?! (?:a|my|the|your|his|her|their|it|that|this|shark)\b)|nursing (?:shifts?|degree|students?|job|career))\b/i),
    example: "Nurse, night shifts and strong tea",
    puns: [
      "Sharp scratch, and then the truth comes out.",
      "Vitals stable, opinions critical.",
      "Handover notes: still talking.",
      "Night shift brain, day shift mouth.",
    ],
    dating: ["Bedside manner excellent, availability terrible.", "Will take your pulse, not your excuses."],
  },
  {
    id: "doctor",
    words: mine(/\b(?:(?<!spin )doctors?(?! who\b)|junior doctors?|general practitioners?|physicians?|medics?|med(?:ical)? students?)\b/i),
    example: "Junior doctor, please don't show me your rash",
    puns: [
      "Nil by mouth, please. Urgently.",
      "Side effects may include this.",
      "Any allergies? Only to being wrong, apparently.",
      "Running late, like every clinic.",
    ],
    dating: ["On call, never calls back.", "Takes a full history, then never books a review."],
  },
  {
    id: "dentist",
    words: mine(/\b(?:dentists?|orthodontists?|dental (?:nurses?|hygienists?|surgeons?|practice))\b/i),
    example: "Dentist, yes I can tell you don't floss",
    puns: [
      "Have you been flossing? Be honest.",
      "Drilling deep, no anaesthetic, no mercy.",
      "Rinse, spit, and reconsider everything.",
      "Numb from here to the conclusion.",
    ],
    dating: ["Filled every gap except the emotional one.", "Regular check-ups, very irregular feelings."],
  },
  {
    id: "paramedic",
    words: mine(/\b(?:paramedics?|emts?|ambulance (?:crew|drivers?|technicians?|service)|first responders?)\b/i),
    example: "Paramedic, I've seen worse",
    puns: [
      "Blue lights on, sirens going, over nothing.",
      "Stable enough to transport, barely.",
      "Squeeze my hand if this makes sense.",
      "Responsive to voice, not to reason.",
    ],
    dating: ["Arrives fast, then hands you over at the doors.", "Good in a crisis, mostly by creating the crisis."],
  },
  {
    id: "pharmacist",
    words: mine(/\b(?:pharmacists?|pharmacy (?:technicians?|assistants?|students?))\b/i),
    example: "Pharmacist, read the leaflet",
    puns: [
      "May cause drowsiness. This did.",
      "Take as directed, which you won't.",
      "Keep out of the reach of everyone.",
      "Do not operate heavy machinery after reading this.",
    ],
    dating: ["Possible side effects include very mixed signals.", "Best taken in small doses, with food."],
  },
  {
    id: "vet",
    words: mine(/\b(?:veterinar(?:y|ians?)|vet nurses?|vet students?|(?:a|am|as|small animal|farm|equine|locum) vets?)\b/i),
    example: "I'm a vet, so I'm here for your pets, not you",
    puns: [
      "Cone of shame, worn proudly.",
      "Microchipped, and still completely lost.",
      "Vaccinations current, manners overdue.",
      "Lie still. This won't take long, I promise.",
    ],
    dating: ["Looking for someone vaccinated and house-trained.", "Great with strays, and keeps taking them in."],
  },
  {
    id: "physio",
    words: mine(/\b(?:physios?|physiotherap(?:y|ists?)|physical therapists?|sports therapists?|osteopaths?|chiropractors?)\b/i),
    example: "Physio, do your stretches",
    puns: [
      "Stretching the truth, professionally.",
      "Where does it hurt? Everywhere, reading this.",
      "Do your exercises. You won't.",
      "Ice it, rest it, and stop talking about it.",
    ],
    dating: ["Finds every knot, and ties a few more.", "Will fix your posture, not your attachment style."],
  },
  {
    id: "therapist",
    words: mine(/\b(?:(?<!(?:physical|sports|massage|beauty) )therapists?|psychotherapists?|psychologists?|counsell?ors?)\b/i),
    example: "Therapist, and no I'm not analysing you",
    puns: [
      "That's a lot to unpack. Let's not.",
      "We're out of time, thankfully.",
      "Interesting that you'd say that out loud.",
      "And how does that make everyone else feel?",
    ],
    dating: ["Asks about your attachment style before your name.", "Knows every red flag by its clinical name."],
  },
  {
    id: "surgeon",
    words: mine(/\b(?:(?<!tree )surgeons?|surgical (?:registrars?|trainees?))\b/i),
    example: "Surgeon, steady hands, unsteady sleep",
    puns: [
      "Scrubbed in, checked out.",
      "Steady hands, shaky conclusions.",
      "Everything removed except the ego, which was inoperable.",
      "Scalpel, please. This needs cutting down.",
    ],
    dating: ["Handles hearts professionally, but only under anaesthetic.", "Cuts ties neatly, and leaves a tidy scar."],
  },
  {
    id: "childcare",
    words: mine(
      /\b(?:childminders?|au pairs?|(?:a|am|as|live-in|professional) nann(?:y|ies)|nursery (?:nurses?|teachers?|workers?|practitioners?)|babysitters?)\b/i,
    ),
    example: "Childminder, I can outlast any tantrum",
    puns: ["Inside voices, please.", "Use your words. Fewer of them.", "Sharing is caring. Not this, though.", "Someone's tired and needs a nap."],
    dating: ["Fluent in tantrums, unmoved by yours.", "Has heard far better excuses at nap time."],
  },

  // Farming and outdoor work
  {
    id: "farmer",
    words: mine(/\b(?:farmers?(?!['’]?s?['’]? markets?)|farmhands?|farm hands?|(?:dairy|arable) farm(?:er|ers|ing)|farm(?:ing)? for a living|run a farm)\b/i),
    example: "Farmer, up before the sun",
    puns: [
      "Outstanding in your field, literally.",
      "Spreads muck evenly, like the gossip.",
      "Making hay while the sun shines, moaning when it doesn't.",
      "The grass is greener. You've checked, repeatedly.",
    ],
    dating: ["Up at dawn, asleep before the pudding.", "Looking for someone who likes the smell of progress."],
  },
  {
    id: "beekeeper",
    words: mine(/\b(?:beekeep(?:er|ers|ing)|apiarists?|apiary)\b/i),
    example: "Beekeeper, forty thousand coworkers",
    puns: ["All buzz, no honey.", "Smoke them out, then take the credit.", "Busy as a bee, productive as a drone.", "Queen of a hive that mostly ignores you."],
    dating: ["Sweet talk, protective veil firmly on.", "Looking for someone sweet, despite the stings."],
  },
  {
    id: "zookeeper",
    words: mine(/\b(?:zoo ?keepers?|zookeeping|zoo (?:workers?|staff))\b/i),
    example: "Zookeeper, the penguins are my colleagues",
    puns: [
      "Please do not tap on the glass.",
      "Enclosure secure, opinions escaping.",
      "Mucking out, then mouthing off.",
      "Enrichment activities: this, apparently.",
    ],
    dating: ["Handles wild things daily. You're not one.", "Used to wild behaviour, unimpressed by yours."],
  },

  // Office and desk jobs
  {
    id: "accountant",
    words: mine(/\b(?:accountants?|accountancy|bookkeep(?:er|ers|ing)|cpas?|auditors?)\b/i),
    example: "Accountant, yes I can do your taxes",
    puns: ["A rounding error with opinions.", "Everything reconciles except you.", "Deductible? Absolutely not.", "The figures don't lie. You round up."],
    dating: [
      "Assets frozen, liabilities numerous.",
      "Depreciating emotionally, but very well documented.",
      "Keeps receipts on everything, especially feelings.",
    ],
  },
  {
    id: "hr",
    words: mine(
      /\b(?:hr (?:managers?|advis[eo]rs?|business partners?|directors?|officers?|generalists?|assistants?|team|department)|human resources|people operations)\b/i,
    ),
    example: "HR manager, let's keep this professional",
    puns: [
      "A formal grievance, filed against yourself.",
      "Your concerns have been escalated to nobody.",
      "Please see the attached policy on oversharing.",
      "Let's take this offline. Permanently.",
    ],
    dating: ["Please declare any conflicts of interest upfront.", "Exit interviews are available for all leavers."],
  },
  {
    id: "project-manager",
    words: mine(/\b(?:project managers?|programme managers?|program managers?|scrum masters?|product owners?|delivery managers?)\b/i),
    example: "Project manager, I love a Gantt chart",
    puns: ["Scope creep, personified.", "Status: red, with an amber excuse.", "Let's circle back on this never.", "Blocked by a dependency, and it's you."],
    dating: ["Milestones set, none reached.", "Requirements gathered, feelings out of scope.", "Wants a roadmap before the starters."],
  },
  {
    id: "office-admin",
    words: mine(
      /\b(?:office managers?|(?:admin|administrative|personal|executive) assistants?|office administrators?|receptionists?|secretary|secretaries|data entry)\b/i,
    ),
    example: "Executive assistant, I run his whole life",
    puns: [
      "Reply-all energy, every time, without fail.",
      "Minutes taken, nothing actioned.",
      "Per my last email, kindly stop.",
      "Out of office, even when sitting right there.",
    ],
    dating: ["Earliest availability is sometime next quarter.", "Keeps every diary in the building except their own."],
  },
  {
    id: "call-centre",
    words: mine(
      /\b(?:call cent(?:re|er)s?|contact cent(?:re|er)s?|customer service (?:agents?|advis[eo]rs?|reps?|representatives?)|telesales|cold call(?:er|ers|ing))\b/i,
    ),
    example: "I work in a call centre, please stop hanging up",
    puns: [
      "This call may be recorded for training purposes.",
      "Transferring you to someone who cares. Please hold.",
      "Press hash to escalate, star to despair.",
      "Please listen carefully, as the options have changed.",
    ],
    dating: ["You are now in a queue, position unknown.", "Calls back, then reads the whole thing from a script."],
  },
  {
    id: "recruiter",
    words: mine(/\b(?:recruiters?|recruitment (?:consultants?|agency|agents?)|talent acquisition|headhunters?)\b/i),
    example: "Recruiter, I have an exciting opportunity for you",
    puns: [
      "Exciting opportunity, competitive salary, zero details.",
      "Fast-paced environment, slow-paced point.",
      "Quick call? It will not be quick.",
      "Perfect fit for a role that doesn't exist yet.",
    ],
    dating: ["Great culture fit, unfortunately not progressing.", "We'll keep your details on file, for ever."],
  },

  // Law, money and accounting
  {
    id: "lawyer",
    words: mine(
      /\b(?:lawyers?|(?<!no )solicitors?|barristers?|(?<!power of )attorneys?|paralegals?|legal counsel|law firm|practi[cs](?:e|ing) law|called to the bar)\b/i,
    ),
    example: "Solicitor by day, karaoke by night",
    puns: [
      "Hearsay, but confidently delivered.",
      "The thing speaks for itself. Loudly.",
      "Subject to contract, and to mood.",
      "Billable hours, unbillable opinions.",
    ],
    dating: ["Prenup drafted before the drinks arrive.", "All offers considered, nothing signed.", "Cross-examines every compliment like a hostile witness."],
  },
  {
    id: "finance",
    words: mine(
      /\b(?:bankers?|investment bank(?:er|ers|ing)|stockbrokers?|(?:stock|equity|bond|forex|fx|commodities) traders?|trading floor|hedge funds?|private equity|(?:work|works|working) in finance)\b/i,
    ),
    example: "Investment banker, I work a lot",
    puns: [
      "Short on self-awareness, long on opinions.",
      "Past performance is no guide to future results.",
      "Bullish on yourself, bearish on everyone else.",
      "Volatile, overexposed, and fully hedged.",
    ],
    dating: ["Value may go down as well as up.", "High risk, low return, excellent presentation."],
  },

  // Teaching and research
  {
    id: "teacher",
    words: mine(/\b(?:teachers?|teaching assistants?|head ?teachers?|schoolteachers?|teach (?:at|in) (?:a )?(?:school|primary|secondary|college))\b/i),
    example: "Primary school teacher, I've heard every excuse",
    puns: [
      "See me after class, and bring your excuses.",
      "Could do better. Must try harder.",
      "I'll wait until everyone's quiet.",
      "Is that something you'd like to share with the class?",
    ],
    dating: ["Corrects your grammar before you've even sat down.", "Looking for someone who has done the reading."],
  },
  {
    id: "academic",
    words: mine(/\b(?:lecturers?|professors?|post-?docs?|phd (?:students?|candidates?|researchers?)|doing a phd|research fellows?|researchers?)\b/i),
    example: "PhD student, ask me about my thesis, actually don't",
    puns: ["Further research is needed. Lots of it.", "Office hours: theoretical.", "Footnotes longer than the thesis.", "Published, peer-reviewed, unread."],
    dating: ["Revise and resubmit, as usual.", "Thorough literature review of every previous attempt.", "Tenure-track romantic, still without tenure."],
  },
  {
    id: "scientist",
    words: mine(/\b(?:(?<!data )scientists?|lab technicians?|biochemists?|physicists?|biologists?|microbiologists?|(?:work|works|working) in a lab)\b/i),
    example: "Scientist, I mostly pipette things",
    puns: [
      "Results inconclusive, confidence absolute.",
      "Hypothesis rejected, then presented at the conference anyway.",
      "Reproducible, unfortunately.",
      "Statistically significant, practically irrelevant.",
    ],
    dating: ["Chemistry is literally the job. Still nothing.", "Looking for a reaction. Any reaction."],
  },
  {
    id: "librarian",
    words: mine(/\b(?:librarians?|library assistants?|archivists?|(?:work|works|working) in a library)\b/i),
    example: "Librarian, shh",
    puns: [
      "Overdue, and fined accordingly.",
      "Filed somewhere between fiction and self-help.",
      "Catalogued, indexed, and ignored.",
      "Quiet, please. Especially you, at the back.",
    ],
    dating: ["Checks you out for a fortnight, then sends reminders.", "Renewed, renewed again, finally returned."],
  },

  // Tech and engineering
  {
    id: "developer",
    words: mine(
      /\b(?:software (?:developers?|engineers?|devs?)|(?<!property )developers?|programmers?|coders?|full[- ]?stack (?:developers?|engineers?|devs?))\b/i,
    ),
    example: "Software engineer, it works on my machine",
    puns: [
      "It works on my machine, so ship it.",
      "Undocumented, untested, shipped anyway.",
      "Pushed straight to production, no review.",
      "Technical debt, personal edition.",
    ],
    dating: ["Commits code daily, commits nothing else.", "Looking for a merge, not a fork.", "Running a legacy version, refusing all updates."],
  },
  {
    id: "data",
    words: mine(/\b(?:data (?:scientists?|analysts?|engineers?|science)|(?:business|financial|research) analysts?|statisticians?)\b/i),
    example: "Data scientist, I make dashboards nobody reads",
    puns: [
      "An outlier, statistically and otherwise.",
      "Overfitted to a lone data point, confidently.",
      "Correlation mistaken for a personality.",
      "Cleaned the data until it agreed with you.",
    ],
    dating: ["Small sample size, very big conclusions.", "Modelled the odds, and still went anyway."],
  },
  {
    id: "it-support",
    words: mine(/\b(?:it support|it help ?desk|help ?desk|it technicians?|tech support|sysadmins?|system administrators?)\b/i),
    example: "IT support, have you tried turning it off and on again",
    puns: [
      "Have you tried turning it off and on?",
      "Ticket closed, problem unsolved.",
      "Problem exists between keyboard and chair.",
      "Fixed itself the moment someone looked.",
    ],
    dating: ["Only fixes problems remotely, never in person.", "Turning the feelings off and on again."],
  },
  {
    id: "designer",
    words: mine(/\b(?:(?:ux|ui|product|graphic|web|visual) designers?|ux researchers?)\b/i),
    example: "Graphic designer, your logo hurts me",
    puns: ["Pixel perfect, user hostile.", "Lorem ipsum, delivered with confidence.", "Make it pop, they said. It popped.", "Can you make the logo bigger?"],
    dating: ["Wireframed the whole evening, shipped none of it.", "Wants something intuitive, with minimal onboarding."],
  },
  {
    id: "engineer",
    words: mine(/\b(?:(?:civil|structural|mechanical|chemical|electrical|chartered|aerospace) engineers?|engineering (?:degree|graduates?|firm))\b/i),
    example: "Civil engineer, I build bridges",
    puns: [
      "Over-engineered, under-explained.",
      "Load-bearing opinions, no safety margin.",
      "Factor of safety: optimism.",
      "Technically correct, the worst kind of correct.",
    ],
    dating: ["Calculates the load before any commitment.", "Every feeling kept within acceptable tolerances."],
  },
  {
    id: "architect",
    words: mine(
      /\b(?:(?<!(?:solutions?|software|cloud|enterprise|data|systems?) )architects?|architecture (?:students?|firm|practice|degree)|architectural (?:technologists?|designers?))\b/i,
    ),
    example: "Architect, I have opinions about your extension",
    puns: [
      "Beautiful drawings, leaky reality.",
      "Grand vision, no thought for the drainage.",
      "Brutalist, but make it personal.",
      "Form follows function, and function left early.",
    ],
    dating: ["Lovely elevation, but very questionable foundations.", "Draws up plans, never gets planning permission."],
  },

  // Sales, marketing and media
  {
    id: "sales",
    words: mine(
      /\b(?:sales (?:reps?|representatives?|managers?|executives?|directors?|team|consultants?|person)|salesm[ae]n|salespeople|salesperson|business development|account executives?|(?:work|works|worked|working) in sales)\b/i,
    ),
    example: "Sales manager, I can sell anything",
    puns: [
      "Limited time offer, unlimited talking.",
      "Let me just check with my manager.",
      "Always be closing. Never be finishing.",
      "Would you like the extended warranty on that?",
    ],
    dating: ["Upselling yourself before the starters arrive.", "Great on the pitch, terrible at aftercare."],
  },
  {
    id: "marketing",
    words: mine(
      /\b(?:marketing (?:managers?|executives?|directors?|lead|coordinators?|assistants?|agency|team)|marketers?|digital marketing|brand managers?|(?:work|works|working) in marketing)\b/i,
    ),
    example: "Marketing manager, I live in spreadsheets and slogans",
    puns: [
      "Engagement up, meaning down.",
      "Target audience: yourself, and only yourself.",
      "Call to action: please don't.",
      "New and improved, same old formula.",
    ],
    dating: ["Great packaging, vague product description.", "Strong brand, terrible customer retention, no repeat business."],
  },
  {
    id: "copywriter",
    words: mine(/\b(?:copywriters?|copywriting|copy ?editors?|proofreaders?|proofreading|technical writers?|ghostwriters?)\b/i),
    example: "Copywriter, I'll fix your apostrophes",
    puns: [
      "Killed your darlings, kept this one.",
      "Word count over, brief ignored.",
      "Strong headline, and then the body copy gives up.",
      "Fewer words. Please. Fewer.",
    ],
    dating: ["Drafts a reply for hours, sends a full stop.", "Will proofread your apology before accepting it."],
  },
  {
    id: "pr",
    words: mine(
      /\b(?:pr (?:managers?|executives?|agency|consultants?|officers?|accounts?)|public relations|press officers?|publicists?|comms (?:managers?|officers?|lead))\b/i,
    ),
    example: "PR manager, no comment",
    puns: ["No comment, at great length.", "Spin cycle permanently on.", "We regret any offence this may have caused.", "Damage control, currently losing."],
    dating: ["Controls the narrative, and loses the plot.", "Issues a press release after every date."],
  },
  {
    id: "journalist",
    words: mine(/\b(?:journalists?|reporters?|news editors?|sub-?editors?|columnists?|correspondents?)\b/i),
    example: "Journalist, everything is on the record",
    puns: [
      "Buried the lede, as usual.",
      "Sources close to you say: please stop.",
      "Breaking news, nothing broke.",
      "Exclusive, because nobody else wanted it.",
    ],
    dating: ["Off the record, and on the rebound.", "Asks the questions, then files the answers."],
  },
  {
    id: "translator",
    words: mine(/\b(?:translators?|interpreters?|translation (?:agency|work|business))\b/i),
    example: "Translator, fluent in four languages",
    puns: [
      "Lost in translation: mainly the point.",
      "Fluent in several languages, concise in none.",
      "False friends, genuine confusion.",
      "No direct translation exists, thankfully.",
    ],
    dating: ["Understands every word, misses every signal.", "Reads between the lines in several languages."],
  },

  // Arts and media as jobs
  {
    id: "actor",
    words: mine(
      /\b(?:(?<!\b(?:bad|key|state|threat|malicious) )actors?|actress(?:es)?|acting (?:career|jobs?|work|school|students?)|drama school|treading the boards)\b/i,
    ),
    example: "Actor, currently between jobs",
    puns: ["Projecting to the back row, again.", "Hits every mark except the point.", "Upstaged by the scenery.", "Exit, pursued by a bear."],
    dating: ["Method acting the whole relationship.", "Always knows the perfect moment for a dramatic exit."],
  },
  {
    id: "voice-over",
    words: mine(/\b(?:voice[- ]?over (?:artists?|actors?|work)|voice[- ]?overs|voice actors?|audiobook narrators?|narrators?|narrate audiobooks)\b/i),
    example: "Voice-over artist, you've heard me in adverts",
    puns: ["In a world where nobody asked.", "Unabridged, sadly.", "Little did they know, everyone knew.", "An unreliable narrator, in every sense."],
    dating: ["Sounds amazing, reads it all from a script.", "Narrates the whole evening as it happens."],
  },
  {
    id: "dj",
    words: mine(/\b(?:djs?|deejays?|disc jockeys?|dj'?ing)\b/i),
    example: "DJ, weekends are work",
    puns: [
      "All build-up, no drop.",
      "The bass drops, and so does the mood.",
      "Cross-fading out of every conversation.",
      "Playing to an empty floor, with conviction.",
    ],
    dating: ["Reads the floor, misreads every signal.", "Fades out just before the last song."],
  },
  {
    id: "photographer",
    words: mine(/\b(?:photographers?|wedding photography|photography business)\b/i),
    example: "Wedding photographer, I've seen every first dance",
    puns: [
      "Overexposed and underdeveloped.",
      "Cropped, conveniently, out of context.",
      "Shoots on manual, lives on automatic.",
      "Retouched until it looks like someone else entirely.",
    ],
    dating: ["Always behind the lens, never in the picture.", "Great at framing, terrible at follow-up."],
  },
  {
    id: "foley",
    words: mine(/\b(?:foley(?: artists?)?|sound effects artists?)\b/i),
    example: "Foley artist, I make footsteps for films",
    puns: [
      "Every crunch fake, every sigh real.",
      "Footsteps added in post, for drama.",
      "Fake footsteps, real commitment to the bit.",
      "Sound effects louder than the plot.",
    ],
    dating: ["Knows exactly what heartbreak sounds like, in post.", "Can do a slammed door better than anyone."],
  },
  {
    id: "comedian",
    words: mine(/\b(?:stand-?up comedians?|comedians?|(?:do|doing|does) stand-?up|open mic(?:s|ers?)?)\b/i),
    example: "Stand-up comedian, please laugh",
    puns: [
      "The light's on. Please wrap up.",
      "Died on stage, and kept going anyway.",
      "Workshopping this live, and it shows.",
      "Heckled by your own material.",
    ],
    dating: ["Tests new material on every date.", "Great at callbacks, but only ever on stage."],
  },
  {
    id: "radio",
    words: mine(/\b(?:radio (?:presenters?|hosts?|djs?|producers?)|broadcasters?)\b/i),
    example: "Radio presenter, you know my voice",
    puns: [
      "Dead air would be an improvement.",
      "Coming up after the break: more of this.",
      "Talking over the intro, as usual.",
      "Stay tuned, if you absolutely must.",
    ],
    dating: ["Lines are open, and they stay open.", "Takes requests, plays whatever you'd like, except feelings."],
  },

  // Public service
  {
    id: "police",
    words: mine(
      /\b(?:police (?:officers?|constables?|sergeants?|detectives?)|policem[ae]n|policewom[ae]n|(?:a|am|as) (?:cop|copper)|in the police|joined the police|pcsos?)\b/i,
    ),
    example: "Police officer, I've heard every excuse",
    puns: [
      "You have the right to remain silent. Use it.",
      "Move along, nothing to see here.",
      "Put the opinion down and step away.",
      "Hello, hello, what's all this, then?",
    ],
    dating: ["Runs a background check before the starters.", "Good cop, very bad texter."],
  },
  {
    id: "firefighter",
    words: mine(/\b(?:fire ?fighters?|firem[ae]n|fire service|fire brigade|fire station)\b/i),
    example: "Firefighter, I'm good with hoses and ladders",
    puns: [
      "Stop, drop, and reconsider.",
      "Puts out fires at work, starts them everywhere else.",
      "Smoke alarm energy: very loud, mostly about toast.",
      "Plenty of smoke, very little fire.",
    ],
    dating: ["Runs into burning buildings, away from feelings.", "Specialises in putting out old flames."],
  },
  {
    id: "traffic-warden",
    words: mine(/\b(?:traffic wardens?|parking (?:attendants?|enforcement|wardens?)|civil enforcement officers?|meter maids?)\b/i),
    example: "Traffic warden, and yes I saw you park there",
    puns: [
      "Double yellow lines round the whole conversation.",
      "Loading only, and you are unloading.",
      "Permit holders only, and you don't qualify.",
      "Pay and display, mostly display.",
    ],
    dating: ["Strictly no waiting, and absolutely no stopping.", "Tickets you for lingering after dinner."],
  },
  {
    id: "bin-collector",
    words: mine(/\b(?:bin ?m[ae]n|refuse collectors?|waste collectors?|dustm[ae]n|garbage (?:collectors?|m[ae]n)|(?:work|works|working) on the bins)\b/i),
    example: "Bin man, up at five, done by noon",
    puns: [
      "Recycling the same material every week.",
      "The lid must close. Yours won't.",
      "Wrong bin, wrong week, wrong opinion.",
      "Takes out the rubbish, brings back the gossip.",
    ],
    dating: ["Knows exactly what people throw away.", "We do not collect emotional baggage, sorry."],
  },
  {
    id: "lifeguard",
    words: mine(/\b(?:lifeguards?|life ?guarding)\b/i),
    example: "Lifeguard, I'm watching you run",
    puns: ["No running, no diving, no nonsense.", "Out of your depth, again.", "Whistle ready for the next bad idea.", "Deep end energy, shallow end ideas."],
    dating: ["Pulls you out the moment it gets deep.", "Knows mouth-to-mouth, avoids conversation."],
  },

  // Odd and rare jobs
  {
    id: "hand-model",
    words: mine(/\b(?:hand models?|hand modell?ing|parts models?)\b/i),
    example: "Hand model, please don't shake my hand",
    puns: [
      "The rest of you is uncredited.",
      "Gives everything a thumbs up, for money.",
      "Pointing at things for a living.",
      "Not a finger lifted, on purpose.",
    ],
    dating: ["Available for hand-holding, insurance permitting.", "Won't do the washing up. It's in the contract."],
  },
  {
    id: "mascot",
    words: mine(/\b(?:(?:a|am|as|the) (?:[\w-]+ )?mascot|mascot (?:suits?|costumes?)|(?:work|works|worked|working) as (?:a|the) mascot)\b/i),
    example: "I'm the mascot for my local football club",
    puns: ["Big head, no lines.", "Waving at everyone, recognised by nobody.", "Big foam hands, small contribution.", "Never take the head off in public."],
    dating: ["Great first impression, then the head comes off.", "Hugs strangers for a living, awkward with you."],
  },
  {
    id: "mystery-shopper",
    words: mine(/\b(?:mystery shop(?:pers?|ping))\b/i),
    example: "Mystery shopper, I'm judging your service",
    puns: [
      "Undercover and overexplaining.",
      "The only mystery here is why anyone agreed.",
      "Blending in, badly, with a clipboard.",
      "Scoring the service, out of spite.",
    ],
    dating: ["Scores every date, reports back anonymously.", "Will be secretly rating the service tonight."],
  },
  {
    id: "taxidermist",
    words: mine(/\b(?:taxiderm(?:ist|ists|y))\b/i),
    example: "Taxidermist, my flat is full of eyes",
    puns: [
      "Stuffed, mounted, and still judging.",
      "Preserving things well past their prime.",
      "Posed to look natural. It doesn't.",
      "Glass eyes, unblinking opinions.",
    ],
    dating: ["Will keep you forever, in a tasteful pose.", "Prefers company that doesn't talk back."],
  },
  {
    id: "chimney-sweep",
    words: mine(/\b(?:chimney sweeps?|chimney sweeping|sweep chimneys)\b/i),
    example: "Chimney sweep, yes it's still a job",
    puns: [
      "Lucky to meet, unlucky to listen to.",
      "Swept clean, still blocked.",
      "Soot on everything, including the conversation.",
      "Cleans the flue, still blows smoke.",
    ],
    dating: ["Considered lucky, entirely unproven in practice.", "Brings good luck, rarely brings good news."],
  },
  {
    id: "lighthouse-keeper",
    words: mine(/\b(?:lighthouse keepers?|keep(?:er of)? a lighthouse|(?:work|works|worked|working|live|lives|lived) in a lighthouse)\b/i),
    example: "Lighthouse keeper, I like my own company",
    puns: [
      "Bright light, going round in circles.",
      "Keeps the lights on, nobody home.",
      "Isolated, and somehow still talking.",
      "Flashes every few seconds, says nothing new.",
    ],
    dating: ["Signals all night, and nobody comes ashore.", "Warns everyone off, then wonders why."],
  },
  {
    id: "magician",
    words: mine(/\b(?:magicians?|illusionists?|close-up magic)\b/i),
    example: "Magician, pick a card",
    puns: ["Now you see the point, now you don't.", "Pick a card, any excuse.", "Ta-da. And nothing happened.", "Misdirection mastered, direction missing."],
    dating: ["An expert in the disappearing act.", "Cuts the evening short, then takes a bow."],
  },
  {
    id: "undertaker",
    words: mine(/\b(?:undertakers?|funeral directors?|morticians?|embalmers?)\b/i),
    example: "Funeral director, I'm great at parties",
    puns: [
      "Never in a rush. Nobody's going anywhere.",
      "Bringing the mood down, gently.",
      "Grave expression, even graver opinions.",
      "Lowering expectations, respectfully.",
    ],
    dating: ["Only interested in something permanent.", "Plans everything, right down to the very end."],
  },
  {
    id: "bouncer",
    words: mine(/\b(?:bouncers?|door supervisors?|doorm[ae]n|security guards?|(?:work|works|working) the doors?)\b/i),
    example: "Bouncer, not tonight mate",
    puns: ["Not with those shoes, mate.", "Name's not down, so you're not coming in.", "Not tonight. Not any night.", "I think you've had enough."],
    dating: ["Decides who gets in. Nobody does.", "Checks your ID, and then your motives."],
  },
  {
    id: "tour-guide",
    words: mine(/\b(?:tour guides?|tour leaders?|(?:run|runs|lead|leads|give|gives) (?:walking )?tours)\b/i),
    example: "Tour guide, follow the umbrella",
    puns: [
      "On your left, an overshare.",
      "If you look to your right, more of this.",
      "History, with some creative additions.",
      "Keep up. There's a lot more of this.",
    ],
    dating: ["Great at leading, terrible at staying.", "Gives the exact same speech to everyone."],
  },
  {
    id: "personal-trainer",
    words: mine(/\b(?:personal trainers?|fitness instructors?|strength coach(?:es)?|spin instructors?)\b/i),
    example: "Personal trainer, no excuses",
    puns: [
      "No pain, no point.",
      "Engage your core. Disengage the mouth.",
      "Form is terrible, but the confidence is excellent.",
      "Last set, they said. Never the last set.",
    ],
    dating: ["Pushes your limits, then invoices you.", "Looking for someone to spot you, emotionally speaking."],
  },
];
