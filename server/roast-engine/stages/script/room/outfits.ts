import { defineFamily } from "./room-types";

const wearing = (words: RegExp) => ({ on: "outfit" as const, words });

/**
 * What the person is wearing: the styling, never the body. The model knows a colour and where it
 * is worn, not the fabric or the rest of the outfit, so no line claims denim or head-to-toe black.
 */
export const OUTFITS = defineFamily("outfit", [
  {
    id: "all-black",
    match: wearing(/black/i),
    setups: ["The {q}. Dressed for a funeral of your own personality.", "{ctx}, and the {q} doing the mysterious thing."],
    punches: ["Mysterious, like a phone charger.", "Black, the colour of 'I had five minutes'.", "The {q} is carrying the whole brooding act."],
  },
  {
    id: "beige",
    match: wearing(/beige|cream|tan|khaki|camel|brown/i),
    setups: ["The {q}. A colour called 'please don't notice me'.", "{ctx}, and the {q} for neutrality."],
    punches: ["Dressed like a latte that gave up.", "Beige, so the wallpaper feels seen.", "You'd vanish against a sofa in a furniture shop."],
  },
  {
    id: "white",
    match: wearing(/white/i),
    setups: ["The {q}. Brave, for someone about to be near food.", "{ctx}, and the {q}, spotless for now."],
    punches: ["One coffee away from abstract art.", "The {q} has a ten-minute life expectancy.", "Pristine, like a museum no one visits."],
  },
  {
    id: "loud-colour",
    match: wearing(/red|orange|yellow|pink|purple|green|neon|bright/i),
    setups: ["The {q}. Visible from low orbit.", "{ctx}, and the {q} shouting over it."],
    punches: ["The {q} entered the room before you did.", "Traffic stopped, and not in a good way.", "The {q} has more confidence than the caption."],
  },
  {
    id: "blue-denim",
    match: wearing(/blue|denim|jeans|navy/i),
    setups: ["The {q}. Classic, like a dad at a barbecue.", "{ctx}, and the {q} playing it safe."],
    punches: ["Blue, the colour of not deciding.", "The {q} has been in every photo since 2016.", "Safe as a savings account."],
  },
  {
    id: "hoodie",
    match: wearing(/hoodie|sweatshirt|sweater|jumper|tracksuit|joggers/i),
    setups: ["The {q}. Dressed for the couch, posted for the world.", "{ctx}, and the {q}, comfort first."],
    punches: ["The {q} is doing the work of a whole wardrobe.", "Dressed for a nap that became a photo shoot.", "The {q} has heard every excuse."],
  },
  {
    id: "suit",
    match: wearing(/suit|blazer|tie|shirt and tie|formal/i),
    setups: ["The {q}. Dressed like a LinkedIn post.", "{ctx}, and the {q}, for the headshot energy."],
    punches: [
      "Dressed for a meeting that could've been an email.",
      "The {q} is applying for jobs on its own.",
      "Corporate, like a stock photo of a handshake.",
    ],
  },
  {
    id: "sneakers",
    match: wearing(/sneakers|trainers|shoes|boots|sandals|crocs|heels/i),
    setups: ["The {q}. Chosen with enormous confidence.", "{ctx}, and the {q} stealing focus."],
    punches: ["The {q} are louder than the caption.", "Those {q} have seen things.", "The {q} walked so the fit could trip."],
  },
  {
    id: "accessories",
    match: wearing(/hat|cap|beanie|sunglasses|glasses|scarf|chain|necklace|watch|bag/i),
    setups: ["The {q}. The accessory doing the heavy lifting.", "{ctx}, and the {q} as the finishing touch."],
    punches: ["The {q} is the personality here.", "Accessorised like a mannequin at closing time.", "The {q} has main character energy; you're the extra."],
  },
  {
    id: "jacket",
    match: wearing(/jacket|coat|leather|puffer|bomber|vest|gilet/i),
    setups: ["The {q}. Dressed for a weather warning.", "{ctx}, and the {q} for attitude."],
    punches: [
      "The {q} has more edge than the caption.",
      "A jacket that says 'I own a motorbike' and doesn't.",
      "Dressed for a music video that got cancelled.",
    ],
  },
  {
    id: "any-outfit",
    match: { on: "outfit" },
    broad: true,
    setups: ["The {q}. Chosen on purpose, we assume.", "{ctx}, and the {q}."],
    punches: ["The {q} is working harder than the pose.", "A look, technically.", "Styled by the first thing on the chair."],
  },
]);
