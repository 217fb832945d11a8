import { defineFamily } from "./room-types";

/** Poses, faces and how the photo was taken. */
export const POSES = defineFamily("pose", [
  {
    id: "mirror-selfie", match: { on: "pose", words: /mirror selfie/ },
    setups: ["A mirror selfie. The phone is the co-star.", "{ctx}, and a mirror selfie to prove it."],
    twists: ["The mirror needs a wipe."],
    punches: ["The phone got a better angle than you did.", "The mirror has seen this pose four hundred times.", "Somewhere a bathroom is famous now."],
  },
  {
    id: "selfie", match: { on: "pose", words: /^selfie$/ },
    setups: ["A selfie from above, the classic angle.", "{ctx}, and a selfie at arm's length."],
    punches: ["Arm's length, which is where we'd like to stay.", "Taken seventeen times, this was the winner.", "The arm deserves a photo credit."],
  },
  {
    id: "phone-in-hand", match: { on: "pose", words: /phone in hand/ },
    setups: ["The phone in hand, even in the photo.", "{ctx}, and the phone never leaves the hand."],
    punches: ["Screen time called, it's worried.", "The phone is surgically attached at this point.", "Even mid-photo you're checking notifications."],
  },
  {
    id: "smiling", match: { on: "face", words: /smiling/ }, mood: "wholesome",
    setups: ["That smile, rehearsed in the car.", "{ctx}, and that smile selling it."],
    punches: ["The smile says yes; the eyes say 'is it done'.", "Smiling like the photo costs extra.", "A smile that's clearly take twelve."],
  },
  {
    id: "neutral", match: { on: "face", words: /neutral/ }, mood: "deadpan",
    setups: ["That straight face. Serious, like a passport photo.", "{ctx}, and a face giving absolutely nothing."],
    punches: ["The face of someone waiting for toast.", "Blue steel, low battery.", "Expression set to 'loading'."],
  },
  {
    id: "surprised", match: { on: "face", words: /surprised|fearful/ },
    setups: ["That surprised face, like the camera was a shock.", "{ctx}, and that surprised look."],
    punches: ["Caught in the act of being photographed, by yourself.", "Shocked, like the flash was a plot twist.", "That's the face of someone who saw their screen time."],
  },
  {
    id: "moody", match: { on: "face", words: /angry|sad|disgusted/ },
    setups: ["That moody look, straight from an album cover.", "{ctx}, and that brooding face."],
    punches: ["Brooding, like a kettle that won't boil.", "The mood is dramatic; the lighting is a kitchen.", "Moody, like a sock that lost its pair."],
  },
  {
    id: "group", match: { on: "scene", words: /group photo/ },
    setups: ["A group photo, so we can't tell which one is you.", "{ctx}, and the whole squad in frame."],
    punches: ["The group chat is typing and none of it is nice.", "Strength in numbers, style in none.", "The friend who took it is the real winner.", "Somebody blinked, and it was the vibe.", "Everyone posing, nobody agreeing on how."],
  },
  {
    id: "duo", match: { on: "scene", words: /two people/ },
    setups: ["Two people in one photo, and one of them is posing harder.", "{ctx}, and the two of you in frame."],
    punches: ["One of you is in on the joke; it's not you.", "A duo, with one person carrying the vibe.", "Couples costume energy, all year round."],
  },
  {
    id: "blurry", match: { on: "scene", words: /blurry/ },
    setups: ["A blurry photo. Taken mid-earthquake, clearly.", "{ctx}, and the blur doing damage control.", "Is that a photo or a memory of one?", "{ctx}, shot through a steamed-up window."],
    punches: ["The blur is the best filter you've got.", "Hold still, the camera begs you.", "Motion blur, emotional blur, all of it.", "Focus was optional and you opted out.", "Shot on a potato, moving at speed.", "The autofocus gave up and went home.", "An eye test, not a photo.", "Blurry enough to deny everything later."],
  },
  {
    id: "dark", match: { on: "scene", words: /^dark$/ },
    setups: ["This lighting. Taken inside a wardrobe.", "{ctx}, and the lights off."],
    punches: ["Mysterious, or you couldn't find the switch.", "The flash called in sick.", "We can't see you, and it's working.", "The light bulb filed for a day off."],
  },
  {
    id: "bright", match: { on: "scene", words: /bright/ },
    setups: ["This brightness. Shot directly on the sun.", "{ctx}, and the exposure turned to eleven."],
    punches: ["Overexposed, like the caption.", "The sun asked for a photo credit.", "So bright we need sunglasses to judge you.", "The exposure slider is crying."],
  },
  {
    id: "black-and-white", match: { on: "scene", words: /black and white/ }, mood: "deadpan",
    setups: ["Black and white. Colour was too honest.", "{ctx}, and the black and white filter to make it art.", "A black and white photo, for the gravitas."],
    twists: ["Greyscale, like the personality."],
    punches: ["Black and white doesn't make it a film, it makes it a mugshot.", "Very moody, very 'my art teacher believed in me'.", "Drained of colour and, sadly, of excuses.", "The perfume ad nobody commissioned.", "Deep, like a puddle in a car park."],
  },
  {
    id: "low-res", match: { on: "scene", words: /low resolution/ },
    setups: ["Those pixels. Saved, screenshotted and re-sent since 2014.", "{ctx}, in glorious low resolution.", "A photo this crunchy has been through four group chats."],
    punches: ["The pixels are doing their best, and it isn't much.", "Resolution: potato, medium rare.", "Compressed like your attention span.", "Zoom in and it's just squares, like your plans.", "Shot on a calculator, sent by fax."],
  },
  {
    id: "close-up", match: { on: "scene", words: /close-up/ },
    setups: ["That close-up. Personal space left the chat.", "{ctx}, and a face filling the whole frame.", "A close-up so close the camera needs a restraining order."],
    punches: ["We can count the pores, and we did.", "Step back, the lens is fogging up.", "The camera asked for an inch and you took the frame.", "A face this close needs a warning label, not a caption.", "Somewhere a wide-angle lens is crying."],
  },
  {
    id: "far-away", match: { on: "scene", words: /far away/ },
    setups: ["You, in the distance. A speck with confidence.", "{ctx}, and you somewhere in the back of it.", "We found you, eventually, a dot near the horizon."],
    punches: ["The landscape is the main character and you're an extra.", "Zoomed out like your commitment.", "A cameo in your own photo.", "So far away it's a different postcode.", "The view is great; shame about the dot."],
  },
  {
    id: "no-face", match: { on: "scene", words: /no face/ }, mood: "deadpan",
    setups: ["Not a face in sight. The mystery is the whole brand.", "{ctx}, and not a single face to blame.", "No face, no proof, no comment."],
    punches: ["Witness protection would call this too discreet.", "Hiding behind the scenery, like a shy lamp.", "The best angle of you is none at all.", "Faceless, so the roast goes to whoever took it.", "Somewhere a profile picture is filing a missing person report."],
  },
  {
    id: "colour", match: { on: "scene", words: /colour/ },
    setups: ["All this {q}. A colour scheme with commitment.", "{ctx}, and {q} everywhere.", "So much {q}. Someone found a theme and stuck to it.", "{q}, wall to wall. A bold palette choice."],
    punches: ["The {q} is doing the talking.", "A {q} so committed it has a lease.", "Decorated by someone who found one paint tin.", "The {q} has more personality than the pose.", "A mood board with exactly one mood.", "Colour theory, skipped to the last chapter.", "The {q} is loud, and it knows it."],
  },
  {
    id: "beige-scene", match: { on: "scene", words: /beige/ },
    setups: ["All this beige. A palette called 'landlord special'.", "{ctx}, and beige, everywhere."],
    punches: ["Beige on beige, the wallpaper filed a complaint.", "A room so neutral it's in Switzerland.", "Decorated entirely in oatmeal.", "Beige: the colour of a waiting room's dreams.", "A palette that says 'rental deposit, please'."],
  },
  {
    id: "dark-mode", match: { on: "scene", words: /dark mode/ },
    setups: ["Dark mode, for the brooding hacker energy.", "{ctx}, and dark mode on, obviously."],
    punches: ["Dark mode doesn't make the bio mysterious.", "Hiding in the dark, but the words are still there.", "Dark mode: night vision for bad decisions."],
  },
]);
