import type { TropeSource } from "../joke-types";
import type { Match } from "../room-types";

/** An object the photo model is sure of; `people` is how many are in the picture (0: the thing is the subject). */
const seen = (words: RegExp, labels: string[], people: Pick<Match, "min" | "max"> = {}): Match => ({ on: "object", words, labels, ...people });

/** Animals in the picture: alone they are the star, beside a person they still are. */
export const PHOTO_ANIMALS: TropeSource[] = [
  {
    id: "dog-alone",
    match: seen(/dog/i, ["dog"], { max: 0 }),
    mood: "wholesome",
    needs: ["animal", "photo"],
    jokes: [
      "Just the dog in this photo: the only model who never asks for a retake and works for biscuits.",
      "A photo of the dog and nobody else. Smart: any human in the frame would just be blocking the dog.",
      "Just the dog in this one. It has no idea it's content, and would swap the fame for a sausage.",
      "The dog got the whole frame to itself. Whoever held the camera has been demoted to the dog's personal photographer.",
      "Just the dog in the shot. It didn't pose, didn't try, and still beat every passport photo ever taken.",
    ],
  },
  {
    id: "dog-and-person",
    match: seen(/dog/i, ["dog"], { min: 1 }),
    needs: ["animal", "person", "photo"],
    jokes: [
      "A person and a dog in one photo. Everyone has already picked a favourite, and it has a tail.",
      "You and a dog in one photo: borrowed charm, and a quiet hope that nobody asks whose dog it is.",
      "You and a dog in one photo. One of you stops the scroll, and it's not the one with thumbs.",
      "A person and a dog in one frame. One is thinking about the photo; the other is thinking about sausages.",
    ],
  },
  {
    id: "dog-and-group",
    match: seen(/dog/i, ["dog"], { min: 3 }),
    mood: "wholesome",
    needs: ["animal", "group", "photo"],
    jokes: [
      "A group photo with a dog in it. Nobody will remember who stood where, but everybody will remember the dog.",
      "A group photo with a dog in it. The humans needed telling where to stand; the dog needed a biscuit.",
      "A group photo with a dog. The dog is the only one who will never ask to be untagged.",
    ],
  },
  {
    id: "cat-alone",
    match: seen(/cat/i, ["cat"], { max: 0 }),
    mood: "wholesome",
    needs: ["animal", "photo"],
    jokes: [
      "Just the cat. It agreed to this photo the way cats agree to anything: by not leaving yet.",
      "Just the cat in this one. It won't thank you, and would walk across the keyboard to delete it.",
      "The cat has the whole picture to itself, which is exactly how the cat thinks the whole house should be.",
      "Nobody else in the shot, just the cat: the only subject in history that makes the photographer feel judged.",
    ],
  },
  {
    id: "cat-and-person",
    match: seen(/cat/i, ["cat"], { min: 1 }),
    needs: ["animal", "person", "photo"],
    jokes: [
      "You and the cat in one photo. One of you wanted to be in it, and it wasn't the cat.",
      "You and a cat, one photo. You see you and your cat; the cat sees a cat and its staff.",
      "Cats don't pose for photos, they tolerate them. This one is counting down to its exit, and your punishment.",
      "A person and a cat, one photo. The person agreed to this; the cat is allowing it, and will remember.",
    ],
  },
  {
    id: "bird",
    match: seen(/bird/i, ["bird"]),
    needs: ["animal", "photo"],
    jokes: [
      "There's a bird in this picture, holding still for once. Frame it: birds are never this cooperative twice.",
      "There's a bird in this photo, and it has no idea it's content now. Unpaid, uncredited, and not even tagged.",
      "A bird in the photo, so technically this counts as birdwatching. The easiest badge in the hobby, earned without binoculars.",
      ["A bird in the picture. Birds don't take direction, so whatever it's doing in here was its own idea.", "Nobody paid it a crumb."],
    ],
  },
  {
    id: "horse",
    match: seen(/horse/i, ["horse"]),
    needs: ["animal", "photo"],
    jokes: [
      "There's a horse in this photo, so it's a horse photo now. That's the rule, and the horse made it.",
      "A horse in the picture. Everything else in it has just been demoted to 'things standing near a horse'.",
      "A horse in the photo, looking like an oil painting without even trying. Horses have had centuries of practice.",
      "A horse in this photo. Nobody meets a horse by accident; just out of shot, a carrot has a plan.",
    ],
  },
  {
    // "animal": the model is sure of an animal and not of which one, so no joke names a species.
    id: "animal-unsure",
    match: seen(/animal/i, ["animal"]),
    mood: "wholesome",
    needs: ["photo"],
    jokes: [
      "An animal in this photo, the best-behaved thing in it, mostly because it has no idea it's in one.",
      "An animal in the frame, so everyone zooms in on it. The rest of the photo is just its background.",
      "An animal made the picture: didn't ask to be in it, won't ask to see it, and carries it anyway.",
      "An animal in the photo, doing absolutely nothing for the camera and still getting all the attention. Teach us.",
    ],
  },
  {
    id: "big-animal",
    match: seen(/sheep|cow|elephant|zebra|giraffe|bear/i, ["sheep", "cow", "elephant", "zebra", "giraffe", "bear"]),
    needs: ["animal", "photo"],
    jokes: [
      "There's {a} in this photo. Whatever else was going on, every question afterwards will be about the {q}.",
      "{a} in the frame, just being {a}. Your next photo will look empty without {a} in it.",
      "{a} in the shot, so everything else in it is now scenery, including whoever was holding the camera.",
      "{a} in the photo: the best thing your camera has seen, and your only job was being the tripod.",
    ],
  },
];
