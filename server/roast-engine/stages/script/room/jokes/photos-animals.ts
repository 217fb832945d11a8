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
      "Just the dog, no humans in the shot. You finally found a subject that won't ask to see the photo first.",
      "The dog gets the whole frame to itself. Somewhere, a human was demoted to camera operator and took it well.",
      "The dog got a solo portrait. Some of us wait years for someone to hold the camera that steady.",
      "Just the dog in this one. The hardest-working model on your camera roll, and still paid in treats.",
      "A dog and nobody else in the picture. Smart: the comments were always going to be about the dog anyway.",
    ],
  },
  {
    id: "dog-and-person",
    match: seen(/dog/i, ["dog"], { min: 1 }),
    needs: ["animal", "person", "photo"],
    jokes: [
      "A person and a dog in one photo. Only one of them was told to sit still and actually listened.",
      "Posing with the dog, the oldest trick there is. Borrow some charm and hope nobody checks whose it was.",
      "You and the dog in one picture. We all know which one of you made people stop scrolling.",
      "The dog came for the photo and stayed for the photo. It's the only thing anyone will remember from it.",
    ],
  },
  {
    id: "dog-and-group",
    match: seen(/dog/i, ["dog"], { min: 3 }),
    mood: "wholesome",
    needs: ["animal", "group", "photo"],
    jokes: [
      "A whole group in the photo and the dog still steals it. Everyone else is basically background for the dog.",
      "A group shot with a dog in it. The dog is the only one who never needed telling where to stand.",
      "Getting a group to look at one camera is hard. The dog made it look easy and didn't even get a thank-you.",
    ],
  },
  {
    id: "cat-alone",
    match: seen(/cat/i, ["cat"], { max: 0 }),
    mood: "wholesome",
    needs: ["animal", "photo"],
    jokes: [
      "Just the cat, alone in the frame. Every cat photo is taken under protest, and this one probably came with a contract.",
      "A solo portrait of the cat. It will not thank you, it will not share it, and honestly, it's right.",
      "The cat has the whole picture to itself. That's exactly how the cat believes every picture should be.",
      "Nobody else in the shot, just the cat. The only subject in history that makes the photographer feel judged.",
    ],
  },
  {
    id: "cat-and-person",
    match: seen(/cat/i, ["cat"], { min: 1 }),
    needs: ["animal", "person", "photo"],
    jokes: [
      "You and the cat in one photo. One of you wanted to be in it, and it was not the cat.",
      "Holding still next to a cat for a photo. Brave, considering the cat is the one who decides when it ends.",
      "Cats don't pose for photos, they tolerate them. This one is counting the seconds until it can leave.",
      "A person and a cat share the frame. The person is posing; the cat is merely allowing it, for now.",
    ],
  },
  {
    id: "bird",
    match: seen(/bird/i, ["bird"]),
    needs: ["animal", "photo"],
    jokes: [
      "A bird in the picture. Birds don't pose, so whatever it's doing in this photo was entirely its own idea.",
      "You pointed a camera at a bird and, for once, the bird held still long enough. Frame it immediately.",
      "The bird in this photo has no idea it's content now. Unpaid, unasked, and still the best part of it.",
      ["Somewhere there's a bird who will never know it carried this entire picture.", "Not even a thank-you crumb."],
    ],
  },
  {
    id: "horse",
    match: seen(/horse/i, ["horse"]),
    needs: ["animal", "photo"],
    jokes: [
      "There's a horse in this photo, so now it's a horse photo. Those are the rules, and nobody can change them.",
      "A horse showed up and the picture instantly became about the horse. Horses have been doing this for centuries.",
      "The horse is the most photogenic thing here and it didn't even have to try. It just stood there, being a horse.",
      "Photos with a horse in them are never casual. Somebody planned this, and the horse absolutely knows it.",
    ],
  },
  {
    id: "animal-unsure",
    match: seen(/animal/i, ["animal"]),
    mood: "wholesome",
    needs: ["photo"],
    jokes: [
      "An animal in the frame, and suddenly nothing else in the picture matters. That's not a photo, it's a tribute.",
      "Whatever else is going on here, everybody will zoom in on the animal. And it probably knows.",
      "A picture with an animal in it. Instant approval, no caption needed, and the animal did all the work.",
      "The animal in this photo never asked to be in it. It's still carrying the entire picture on its back.",
    ],
  },
  {
    id: "big-animal",
    match: seen(/sheep|cow|elephant|zebra|giraffe|bear/i, ["sheep", "cow", "elephant", "zebra", "giraffe", "bear"]),
    needs: ["animal", "photo"],
    jokes: [
      "You got {a} in the picture. Nobody will remember anything else about this photo, and honestly that's fair.",
      "{a} in the frame, just being {a}. Every photo after this one is going to feel like a letdown.",
      "When there's {a} in the shot, everything else becomes scenery. That includes whoever was holding the camera.",
      "{a} in the photo, the most interesting thing your camera roll will ever see. And you were just the tripod.",
    ],
  },
];
