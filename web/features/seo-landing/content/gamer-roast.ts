import type { SeoPageContent } from "./types";

export const gamerRoast: SeoPageContent = {
  slug: "gamer-roast",
  navLabel: "Gamer Roast",
  title: "Gamer Roast",
  subtitle: "Your K/D ratio called. It wants to talk about your setup.",
  description:
    "Screenshot your gaming profile, your stream panel, your RGB battle station or that rank you've been 'stuck in because of teammates', and get a 7-second roast that speaks fluent lobby. GG, no re.",
  benefits: [
    { title: "Speaks gamer", description: "Ranks, hours played, achievements: the AI reads the stats and finds the weak spot." },
    { title: "Stream-ready", description: "Landscape export slots straight into a stream break or a highlights video." },
    { title: "Squad roasts", description: "Roast the whole team and merge the clips for the Discord." },
    { title: "Faster than a respawn", description: "Usually done before your next match finds a lobby." },
  ],
  examples: [
    { title: "RGB Everything", description: "Keyboard, mouse, fan, mousepad, chair. The AI needs a dimmer switch.", platform: "Twitch" },
    { title: "3,000 Hours, Still Silver", description: "The AI respects the dedication. The rank does not.", platform: "Steam" },
    { title: "Gamer Tag Archaeology", description: "xX_ShadowSniper_Xx, created age 11. The AI kept it for the roast.", platform: "Xbox" },
  ],
  ctaText: "Roast My Setup",
  keywords: ["gamer roast", "roast my setup", "gaming profile roast", "stream roast"],
  testimonial: {
    text: "It said my battle station 'has more lights than wins'. Played it on stream, chat spammed LUL for a full minute.",
    author: "Kenji A.",
    handle: "@kenjiplays",
  },
};
