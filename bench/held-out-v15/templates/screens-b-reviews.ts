// Part B's reviews: Toolstation (fence paint, 14 panels and a passing cat, the brand's answer),
// Hobbycraft (a pet portrait by numbers that made the dog a retired magistrate, JPEG, the last review cut
// under the basket bar), Too Good To Go (dark, eleven bagels for one, the peas moved to the shed, the
// bakery's answer, a banner from Kester), RateBeer (dark, a rating raised while the brewer reads over
// the rater's shoulder, saved twice), Waitrose (cheese bought for a dinner party that served none,
// cropped top and bottom).
import { icon } from "./icons";
import { button, head, pageCss, review, tabs } from "./blocks";
import type { ScreenSpec } from "./screen-type";
import { product, productCss, score } from "./screens-b-kit";

const tin = `<div style="position:absolute;left:11px;top:10px;width:32px;height:36px;border-radius:4px;background:#d9a520"></div><div style="position:absolute;left:11px;top:18px;width:32px;height:12px;background:#2a5a2a"></div>`;

export const toolstation: ScreenSpec = {
  id: "toolstation-also-harvest-gold",
  app: "Toolstation",
  kind: "review",
  dark: false,
  device: "iphone",
  format: "png",
  owner: { name: "Gwilym T.", handle: null },
  time: "20:41",
  battery: 58,
  statusBarDark: true,
  statusBarBackground: "#0a4a9c",
  replies: true,
  cutLines: 0,
  css: `${pageCss({ bg: "#eef1f5", card: "#fff", fg: "#1b2430", sub: "#5d6775", line: "#dde2ea", accent: "#0a4a9c", soft: "#eef3fa", size: 14.5 })}
.hd{background:#0a4a9c;color:#fff;border:0}.hd small{color:#cfdcf0}${productCss("#fff", "#1b2430", "#5d6775", "#dde2ea")}.fill{flex:1}`,
  html: `${head("Customer Reviews", "Rated 4.6 by 187 customers", icon.cart(22))}
${product("Timbercare Fence Paint 5L, Harvest Gold", "Item 84217 · £14.98", ["#e8eef6", "#c8d4e4"], tin)}
<div class="fill">
${review({ name: "Keegan", meta: "Verified buyer", color: "#7a90b0", n: 5, star: "#f2b400", date: "3 days ago", title: "Does the job", text: ["Brushed on without drips and was dry in an hour."], who: "Keegan" })}
${review({ name: "Gwilym T.", meta: "Verified buyer", color: "#b08a6a", n: 4, star: "#f2b400", date: "1 week ago", title: "Lovely finish", text: ["Two coats did all 14 panels in an afternoon. The cat walked along the top halfway through and is now also Harvest Gold. Both look great, to be honest."], who: "owner", answer: { label: "Response from Toolstation", author: "Toolstation", text: "Hi Gwilym, glad the coverage was good! It’s water based, so a warm bath should sort the cat out." } })}
${review({ name: "Iwona", meta: "Verified buyer", color: "#8ab09a", n: 4, star: "#f2b400", date: "2 weeks ago", title: "Good value", text: ["Slightly darker than the colour on the lid, but still lovely."], who: "Iwona" })}
</div>
${tabs([icon.home(24), icon.search(24), icon.cart(24), icon.person(24)])}`,
};

const canvas = `<div style="position:absolute;left:9px;top:9px;width:36px;height:36px;background:#fff;border:2px solid #c8b890"></div><div style="position:absolute;left:17px;top:16px;width:20px;height:22px;border-radius:50% 50% 40% 40%;background:#a07850"></div>`;

export const hobbycraft: ScreenSpec = {
  id: "hobbycraft-retired-magistrate",
  app: "Hobbycraft",
  kind: "review",
  dark: false,
  device: "android",
  format: "jpeg",
  quality: 72,
  owner: { name: "Kaia M.", handle: null },
  time: "21:16",
  battery: 64,
  replies: true,
  cutLines: 1,
  css: `${pageCss({ bg: "#f6f3f7", card: "#fff", fg: "#26202b", sub: "#6a6270", line: "#e7e1ea", accent: "#5b2a86", soft: "#f3edf7", size: 14 })}
${productCss("#fff", "#26202b", "#6a6270", "#e7e1ea")}.fill{flex:1}.bt span{background:#5b2a86}`,
  html: `${head("Reviews", "Paint by numbers", icon.cart(22))}
${product("Paint by Numbers Kit, Your Pet Portrait", "Beginner · approx. 8 hours · £24 · ★ 4.7 (96)", ["#f4efe4", "#dcd2bc"], canvas)}
<div class="fill" style="padding-top:2px">
${review({ name: "Lenka", meta: "Verified buyer", color: "#9a7ab0", n: 5, star: "#5b2a86", date: "5 days ago", title: "Perfect first kit", text: ["Clear numbers, and plenty of paint left over."], who: "Lenka" })}
${review({ name: "Kaia M.", meta: "Verified buyer", color: "#b07a7a", n: 5, star: "#5b2a86", date: "3 weeks ago", title: "Followed every number", text: ["Good paints and a sturdy canvas. I followed every number exactly, and my dog now looks like a retired magistrate. The dog has seen it and sleeps in the hall now."], who: "owner", answer: { label: "Response from Hobbycraft", author: "Hobbycraft", text: "Hi Kaia, we think he looks very distinguished! Share a photo with #MadeWithHobbycraft." } })}
${review({ name: "Jory", meta: "Verified buyer", color: "#6a9ab0", n: 4, star: "#5b2a86", date: "1 month ago", title: "Fiddly but fun", text: ["The background is fiddly, but the numbers are clear and it looks lovely framed on the landing."], who: "Jory" })}
</div>
${button("Add to basket", true)}`,
};

export const tooGoodToGo: ScreenSpec = {
  id: "toogoodtogo-peas-in-the-shed",
  app: "Too Good To Go",
  kind: "review",
  dark: true,
  device: "iphone-max",
  format: "png",
  owner: { name: "Iwan", handle: null },
  time: "08:52",
  battery: 71,
  banner: { app: "Messages", color: "#34c759", title: "Kester", body: "are you still ok to lend me the car on Sunday?", author: "Kester", age: "now" },
  replies: true,
  cutLines: 1,
  css: `${pageCss({ bg: "#0f1413", card: "#1a2120", fg: "#eef3f1", sub: "#9aa8a4", line: "#27302e", accent: "#3fc1a5", soft: "#222b29", size: 14.5 })}
${productCss("#1a2120", "#eef3f1", "#9aa8a4", "#27302e")}.fill{flex:1}.hd{min-height:58px}`,
  html: `${head("Wheatsheaf Bakery", "Surprise Bag · Collect today 17:30 – 18:00", icon.heart(22))}
${score("4.6", "Overall experience · 1,208 ratings")}
<div class="fill">
${review({ name: "Ilari", meta: "Saved 3 bags", color: "#3a7a6a", n: 5, star: "#3fc1a5", date: "2 days ago", text: ["Two loaves and a cinnamon bun, all still soft the next morning."], who: "Ilari" })}
${review({ name: "Iwan", meta: "Saved 14 bags", color: "#7a6a3a", n: 5, star: "#3fc1a5", date: "Last week", text: ["Great value as always. £3.50 got me eleven bagels and I live alone. The peas have been moved out of the freezer to make room. The peas are in the shed now."], who: "owner", answer: { label: "Reply from Wheatsheaf Bakery", author: "Wheatsheaf Bakery", text: "Thanks Iwan! Tuesday bags are mostly bagels, so maybe try a Thursday 🥯" } })}
${review({ name: "Ludovic", meta: "Saved 1 bag", color: "#5a5a8a", n: 4, star: "#3fc1a5", date: "2 weeks ago", text: ["Friendly staff, and the bag was ready on time."], who: "Ludovic" })}
${review({ name: "Griffin", meta: "Saved 6 bags", color: "#8a4a5a", n: 5, star: "#3fc1a5", date: "3 weeks ago", text: ["Sourdough, two baguettes and a slice of carrot cake. Brilliant for the price, get there on time though."], who: "Griffin" })}
${review({ name: "Linh", meta: "Saved 2 bags", color: "#4a7a9a", n: 3, star: "#3fc1a5", date: "1 month ago", text: ["Mostly rolls, a bit dry by the evening."], who: "Linh" })}
</div>
${button("Reserve · £3.50")}`,
};

const glass = `<div style="position:absolute;left:16px;top:8px;width:22px;height:38px;border-radius:3px 3px 8px 8px;background:#d8a030"></div><div style="position:absolute;left:16px;top:6px;width:22px;height:8px;border-radius:4px;background:#f4ecd8"></div>`;
const rating = (handle: string, color: string, total: string, parts: string, date: string, text: string, who: string) =>
  `<div class="cd gap"><div class="row who" data-role="ui"><span style="flex:none;width:32px;height:32px;border-radius:50%;background:${color}"></span><div style="flex:1;min-width:0"><div class="nm">${handle}</div><div class="mt">${date}</div></div><b class="sc">${total}</b></div><div class="pt" data-role="ui">${parts}</div><div data-role="${who === "owner" ? "owner" : "other"}"${who === "owner" ? "" : ` data-author="${who}"`} class="tx">${text}</div></div>`;

export const rateBeer: ScreenSpec = {
  id: "ratebeer-over-my-shoulder",
  app: "RateBeer",
  kind: "review",
  dark: true,
  device: "android",
  format: "jpeg",
  owner: { name: "jakub_ferments", handle: "jakub_ferments" },
  time: "23:08",
  battery: 29,
  generations: [{ quality: 90 }, { width: 720, quality: 66 }],
  replies: true,
  cutLines: 0,
  css: `${pageCss({ bg: "#121212", card: "#1e1e1e", fg: "#ececec", sub: "#a0a0a0", line: "#2c2c2c", accent: "#f0a830", soft: "#262626", size: 14 })}
${productCss("#1e1e1e", "#ececec", "#a0a0a0", "#2c2c2c")}.fill{flex:1}.sc{font-size:18px;color:#f0a830}.pt{font-size:11.5px;color:#a0a0a0;margin-top:7px}`,
  html: `${head("Ratings", "Mossgate Pale · 4.1%", icon.moreV(20))}
${product("Mossgate Pale", "Goosemire Brewing · Pale Ale · 4.1%", ["#3a2a14", "#1a140a"], glass)}
${score("3.52", "Weighted avg · 61 ratings")}
<div class="fill">
${rating("greer_malthouse", "#6a8a5a", "3.4", "Aroma 6/10 · Appearance 4/5 · Taste 7/10 · Palate 3/5 · Overall 14/20", "2 days ago", "Light, a bit grassy, fine for a session but nothing to write home about.", "greer_malthouse")}
${rating("jakub_ferments", "#8a6a4a", "3.9", "Aroma 8/10 · Appearance 4/5 · Taste 8/10 · Palate 3/5 · Overall 16/20", "Tonight", "Pours hazy gold, soft mango and pine. I rated this 3.7 last month at home. Tonight it’s a 3.9, mainly because my brother-in-law brewed it and he is reading this over my shoulder.", "owner")}
${rating("koen.ipa", "#4a6a8a", "3.6", "Aroma 7/10 · Appearance 3/5 · Taste 7/10 · Palate 4/5 · Overall 15/20", "1 week ago", "Clean finish, bitterness stays low. Better from the cask than the can.", "koen.ipa")}
</div>
${`<div class="row tb a" style="justify-content:space-around">${icon.home(24)}${icon.search(24)}${icon.plusBox(24)}${icon.person(24)}</div>`}`,
};

const cheese = `<div style="position:absolute;left:8px;top:14px;width:38px;height:26px;border-radius:4px;background:#f2d88a"></div><div style="position:absolute;left:8px;top:14px;width:38px;height:8px;border-radius:4px 4px 0 0;background:#3a5a3a"></div>`;

export const waitrose: ScreenSpec = {
  id: "waitrose-no-cheese-course",
  app: "Waitrose",
  kind: "review",
  dark: false,
  device: "iphone",
  format: "png",
  owner: { name: "Isolde P.", handle: null },
  time: "12:30",
  battery: 77,
  crop: { top: 50, bottom: 160 },
  replies: true,
  cutLines: 1,
  css: `${pageCss({ bg: "#f3f4ef", card: "#fff", fg: "#1e2a1e", sub: "#626b60", line: "#e1e4da", accent: "#5c8a2e", soft: "#eef3e6", size: 14.5 })}
${productCss("#fff", "#1e2a1e", "#626b60", "#e1e4da")}.fill{flex:1}`,
  html: `${head("Reviews", "Waitrose No.1 Vintage Cheddar 250g", icon.cart(22))}
${score("4.8", "342 reviews · 97% recommend")}
<div class="fill">
${review({ name: "Ingram", meta: "Verified purchase", color: "#6a8a9a", n: 5, star: "#5c8a2e", date: "4 days ago", title: "Proper cheddar", text: ["Strong, crumbly and those little crunchy bits. Lovely on oatcakes."], who: "Ingram" })}
${review({ name: "Isolde P.", meta: "Verified purchase", color: "#a07a9a", n: 5, star: "#5c8a2e", date: "2 weeks ago", title: "The best cheddar going", text: ["Bought three blocks for our dinner party on Saturday. Beautifully sharp and crumbly. There was no cheese course at the dinner party on Saturday. I am not taking questions."], who: "owner" })}
${review({ name: "Lysander", meta: "Verified purchase", color: "#8a9a6a", n: 4, star: "#5c8a2e", date: "3 weeks ago", title: "Pricey but worth it", text: ["A bit pricey for the size, but a little goes a long way in a cheese sauce, and it keeps well wrapped in paper."], who: "Lysander" })}
</div>
${tabs([icon.home(24), icon.search(24), icon.heart(24), icon.cart(24)])}`,
};

export const REVIEWS_B: ScreenSpec[] = [toolstation, hobbycraft, tooGoodToGo, rateBeer, waitrose];
