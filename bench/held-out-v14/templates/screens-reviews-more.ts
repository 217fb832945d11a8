// More reviews: Park4Night (dark, a lakeside car park where a man did tai chi beside the van at 6am and
// then knocked to invite its owners, who went), PagesJaunes (French, a baker who asks if all is well at
// home whenever the owner orders something else, the bakery's answer, saved three times), Wickes (a
// paint called Calm Sage and a bedroom argued in more since, the brand's answer, under a banner from
// Yusra that cuts the header, JPEG), Premier Inn (a best man's speech practised next door until
// midnight, the hotel's answer, a screenshot in Google Photos saved three times).
import { icon, picture } from "./icons";
import { chips, head, pageCss, review } from "./blocks";
import type { ScreenSpec } from "./screen-type";
import { googlePhotos, shot } from "./viewer";

export const park4night: ScreenSpec = {
  id: "park4night-we-did",
  app: "Park4Night",
  kind: "review",
  dark: true,
  device: "iphone-max",
  format: "png",
  owner: { name: "rusty_transit_74", handle: null },
  time: "20:41",
  battery: 27,
  replies: false,
  css: `${pageCss({ bg: "#12161a", card: "#1a2026", fg: "#e7ecf0", sub: "#98a4ae", line: "#28313a", accent: "#f2b705", soft: "#232b33", size: 14.5 })}
.sc{gap:12px;padding:12px 16px;background:#1a2026;border-bottom:1px solid #28313a}.sc b{font-size:20px;color:#12161a;background:#f2b705;border-radius:6px;padding:3px 8px}.sc div{font-size:13px;color:#98a4ae;line-height:18px}`,
  html: `${head("Lakeside car park, Loch Earn", "Parking · Free · 8 places", icon.heart(20))}
${picture("100%", 120, ["#6a8aa0", "#1a3040"], `<div style="position:absolute;left:0;top:70px;width:100%;height:50px;background:#2a4a5a"></div><div style="position:absolute;left:240px;top:48px;width:70px;height:34px;border-radius:8px;background:#d8d0c0"></div>`)}
<div class="row sc"><b data-role="ui">4.6</b><div data-role="ui">68 reviews<br>Water: no · Toilets: no · Bins: yes</div></div>
${chips(["All", "Latest", "With photos"], 1)}
<div class="fill">
${review({ name: "rusty_transit_74", meta: "Van · Sept 2025", color: "#7a9ab0", n: 5, star: "#f2b705", date: "2 nights", text: ["Flat ground, bins emptied, no services. At 6am a man did tai chi next to our van for an hour, then knocked to ask if we’d like to join him tomorrow. We did."], who: "owner" })}
${review({ name: "Sanne & Wout", meta: "Campervan · Aug 2025", color: "#b07a6a", n: 4, star: "#f2b705", date: "1 night", text: ["Peaceful overnight, and the view over the water is lovely. Midges in the evening."], who: "Sanne & Wout" })}
${review({ name: "Bertil", meta: "Motorhome · Aug 2025", color: "#8ab06a", n: 4, star: "#f2b705", date: "1 night", text: ["Busy at weekends, arrive before 5 for a spot by the water."], who: "Bertil" })}
</div>`,
};

const pjInner = `${head("Boulangerie Lefèvre", "Boulangerie · Angers, Doutre", icon.share(20))}
${chips(["Tous les avis (137)", "Pain", "Viennoiseries"], 0)}
<div class="fill">
${review({ name: "Apolline D.", meta: "Avis du 14 octobre 2025", color: "#6a8ab0", n: 5, star: "#ffd200", date: "5/5", text: ["Pain excellent et accueil chaleureux. La boulangère connaît ma commande par cœur : quand je prends autre chose, elle me demande si tout va bien à la maison."], who: "owner", answer: { label: "Réponse de Boulangerie Lefèvre", author: "Boulangerie Lefèvre", text: "Merci Apolline ! On vous garde une tradition demain, comme d’habitude." } })}
${review({ name: "Gaëtan R.", meta: "Avis du 2 octobre 2025", color: "#b07a9a", n: 4, star: "#ffd200", date: "4/5", text: ["Croissants très bons, un peu d’attente le dimanche."], who: "Gaëtan R." })}
</div>`;

export const pagesJaunes: ScreenSpec = {
  id: "pagesjaunes-si-tout-va-bien",
  app: "PagesJaunes",
  kind: "review",
  dark: false,
  device: "android",
  format: "jpeg",
  owner: { name: "Apolline D.", handle: null },
  time: "08:17",
  battery: 64,
  generations: [{ quality: 92 }, { width: 1000, quality: 77 }, { width: 828, quality: 66 }],
  replies: true,
  css: `${pageCss({ bg: "#f4f4f4", card: "#fff", fg: "#1e1e1e", sub: "#666", line: "#e2e2e2", accent: "#1e1e1e", soft: "#fff8d6", size: 14 })}.hd{background:#ffd200;color:#1e1e1e}.hd small{color:#4a4a4a}`,
  html: pjInner,
};

export const wickes: ScreenSpec = {
  id: "wickes-calm-sage",
  app: "Wickes",
  kind: "review",
  dark: false,
  device: "iphone",
  format: "jpeg",
  quality: 68,
  owner: { name: "Septimus T.", handle: null },
  time: "19:58",
  battery: 52,
  banner: { app: "Messages", color: "#34c759", title: "Yusra", body: "the big suitcase needs to come down from the loft tonight", author: "Yusra", age: "now" },
  cutLines: 1,
  replies: true,
  css: `${pageCss({ bg: "#fff", card: "#fff", fg: "#1a2530", sub: "#5d6874", line: "#e2e7ec", accent: "#0a4d8c", soft: "#eef4fa", size: 14.5 })}
.hd{min-height:70px}.pd{gap:12px;padding:12px 16px;border-bottom:1px solid #e2e7ec}.pd b{font-size:15px;line-height:20px;display:block}.pd small{font-size:13px;color:#5d6874;display:block}.sg{padding:10px 16px;font-size:13px;color:#5d6874;border-bottom:1px solid #e2e7ec}.sg b{color:#1a2530;font-size:20px;margin-right:8px}`,
  html: `${head("Reviews", "Wickes Matt Emulsion Paint · Calm Sage 2.5L", icon.cart(22))}
<div class="row pd" data-role="ui">${picture(52, 52, ["#b7c4a8", "#8a9a7a"])}<div><b>Wickes Matt Emulsion Paint, Calm Sage 2.5L</b><small>£24 · Covers up to 32m²</small></div></div>
<div class="sg" data-role="ui"><b>4.6</b>out of 5 · 208 reviews</div>
<div class="fill">
${review({ name: "Septimus T.", meta: "Verified purchase", color: "#9a7ab0", n: 5, star: "#0a4d8c", date: "Sept 2025", text: ["Good coverage, two coats did it and no streaks. We painted the bedroom in Calm Sage in March and we have argued more in there since. Lovely colour though."], who: "owner", answer: { label: "Response from Wickes", author: "Wickes", text: "Hi Septimus, sorry to hear that! Perhaps try Quiet Linen in the hallway." } })}
${review({ name: "Dunja M.", meta: "Verified purchase", color: "#6aa08a", n: 4, star: "#0a4d8c", date: "Aug 2025", text: ["Goes on easily with a roller. Slightly greener than the tin lid."], who: "Dunja M." })}
</div>`,
};

const piInner = `${head("Premier Inn Lincoln City Centre", "Guest reviews", icon.share(20))}
${chips(["All (2,418)", "Business", "Families"], 0)}
<div class="fill">
${review({ name: "Horatio P.", meta: "Stayed Oct 2025 · Business", color: "#6a8ab0", n: 5, star: "#5a2a82", date: "2 weeks ago", text: ["Bed was as comfy as always and breakfast was good. The man in the next room practised his best man’s speech until midnight. By the end I was rooting for him."], who: "owner", answer: { label: "Response from Premier Inn", author: "Premier Inn", text: "Thanks Horatio! We hope the speech went down well on the day." } })}
${review({ name: "Leontyne", meta: "Stayed Oct 2025 · Family", color: "#b07a9a", n: 4, star: "#5a2a82", date: "3 weeks ago", text: ["Handy for the cathedral, and the family room was a good size."], who: "Leontyne" })}
</div>`;

export const premierInn: ScreenSpec = {
  id: "premierinn-rooting-for-him",
  app: "Premier Inn",
  kind: "review",
  dark: true,
  device: "android",
  format: "jpeg",
  owner: { name: "Horatio P.", handle: null },
  time: "23:02",
  battery: 21,
  generations: [{ quality: 92 }, { width: 1000, quality: 78 }, { width: 828, quality: 67 }],
  replies: true,
  css: `${pageCss({ bg: "#f3f1f6", card: "#fff", fg: "#221d2b", sub: "#66606f", line: "#e3dfe8", accent: "#5a2a82", soft: "#f1ebf7", size: 14 })}body{background:#000}.hd{background:#5a2a82;color:#fff}.hd small{color:#ddd0ea}`,
  html: googlePhotos({ body: shot({ device: "android", time: "22:31", battery: 38, dark: false, background: "#f3f1f6", html: piInner }, 0.84, 700) }),
};
