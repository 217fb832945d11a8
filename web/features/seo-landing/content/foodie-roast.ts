import type { SeoPageContent } from "./types";

export const foodieRoast: SeoPageContent = {
  slug: "foodie-roast",
  navLabel: "Foodie Roast",
  title: "Foodie Roast",
  subtitle: "The camera eats first. Then the AI eats you alive.",
  description:
    "Screenshot your food feed, your restaurant reviews or that one photo of avocado toast with 19 hashtags, and get a 7-second roast served hot. It critiques the plating, the lighting and the fact that your food was cold by the time you finished the shot.",
  benefits: [
    { title: "Critic mode", description: "Michelin-level opinions about your overhead shots and your soggy fries." },
    { title: "Hashtag aware", description: "#foodporn #yum #blessed: the AI reads them all and sighs." },
    { title: "Dinner-party hit", description: "Roast the friend who photographs every course before anyone can eat." },
    { title: "Served in seconds", description: "Faster than your table's order, and it actually arrives." },
  ],
  examples: [
    { title: "Cold Food, Warm Lighting", description: "Forty shots of one ramen bowl. The noodles filed a complaint.", platform: "Instagram" },
    { title: "Brunch Every Day", description: "Mimosas on a Tuesday. The AI asks what you do for a living.", platform: "Instagram" },
    { title: "Homemade Sourdough Era", description: "Named the starter, forgot to feed it. The AI calls child services.", platform: "TikTok" },
  ],
  ctaText: "Roast My Food Pics",
  keywords: ["foodie roast", "food instagram roast", "roast my food pics", "brunch roast"],
  testimonial: {
    text: "It called my latte art 'a cloud having a breakdown'. I framed a still from the video in my kitchen.",
    author: "Aisha B.",
    handle: "@aishaeatsfirst",
  },
};
