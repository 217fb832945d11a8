// More reviews: HomeStars (basement waterproofing, and a husband who goes down every morning to check and
// now stays there with his coffee, the company's answer, under a banner from Wasim that cuts the header,
// JPEG), Quandoo (dark, a tapas bar where "a few small plates" came to eleven, the restaurant's answer),
// Firefox Add-ons (a tab-suspending extension and 1,406 open tabs, some older than a four-year-old
// daughter, the developer's answer), Mercado Livre (Portuguese, a hammock a father-in-law tested after
// Sunday lunch and woke from on Monday, the last review cut at the foot of the screen, saved twice).
import { icon, picture } from "./icons";
import { chips, head, pageCss, review, tabs } from "./blocks";
import type { ScreenSpec } from "./screen-type";

export const homeStars: ScreenSpec = {
  id: "homestars-basement-says-good-morning",
  app: "HomeStars",
  kind: "review",
  dark: false,
  device: "iphone",
  format: "jpeg",
  quality: 68,
  owner: { name: "Theresa K.", handle: null },
  time: "07:52",
  battery: 84,
  banner: {
    app: "Messages",
    color: "#34c759",
    title: "Wasim",
    body: "think I left my keys at yours, by the fruit bowl?",
    author: "Wasim",
    age: "now",
  },
  cutLines: 1,
  replies: true,
  css: `${pageCss({ bg: "#fff", card: "#fff", fg: "#1b2633", sub: "#5f6b79", line: "#e3e8ee", accent: "#e5532d", soft: "#fdf1ec", size: 14.5 })}
.hd{min-height:70px}.co{gap:12px;padding:12px 16px;border-bottom:1px solid #e3e8ee}.co b{font-size:16px;display:block}.co small{font-size:13px;color:#5f6b79;display:block}.sg{padding:10px 16px;font-size:13px;color:#5f6b79;border-bottom:1px solid #e3e8ee}.sg b{color:#1b2633;font-size:20px;margin-right:8px}`,
  html: `${head("Reviews", "Dryline Foundations · Basement Waterproofing", icon.share(20))}
<div class="row co" data-role="ui">${picture(52, 52, ["#d6e2ec", "#4a6a8a"])}<div><b>Dryline Foundations</b><small>Basement waterproofing · Ottawa, ON</small></div></div>
<div class="sg" data-role="ui"><b>9.6</b>Star Score · 173 reviews</div>
<div class="fill">
${review({ name: "Theresa K.", meta: "Nepean · Sep 2025", color: "#9a7ab0", n: 5, star: "#e5532d", date: "Work completed Apr 2025", text: ["The crew was on time all three days and left the yard cleaner than they found it. Our basement has been dry since April. My husband still goes down every morning to check, and now he takes his coffee down there and stays, so it’s been good for both of us."], who: "owner", answer: { label: "Response from Dryline Foundations", author: "Dryline Foundations", text: "Thanks Theresa! Tell him the basement says good morning." } })}
${review({ name: "Murray L.", meta: "Kanata · Aug 2025", color: "#6aa08a", n: 5, star: "#e5532d", date: "Work completed Jul 2025", text: ["Fair quote, no upselling, and they explained the sump pump twice."], who: "Murray L." })}
</div>`,
};

export const quandoo: ScreenSpec = {
  id: "quandoo-there-were-eleven",
  app: "Quandoo",
  kind: "review",
  dark: true,
  device: "android",
  format: "png",
  owner: { name: "Isidora", handle: null },
  time: "23:12",
  battery: 29,
  replies: true,
  css: `${pageCss({ bg: "#121316", card: "#1b1c21", fg: "#ececf0", sub: "#a0a1ab", line: "#2b2c33", accent: "#ff6b4a", soft: "#25262d", size: 14 })}
.rn{gap:12px;padding:10px 16px;background:#1b1c21;border-bottom:1px solid #2b2c33}.rn b{font-size:15px;display:block}.rn small{font-size:12px;color:#a0a1ab;display:block;margin-top:2px}.sc{padding:10px 16px;font-size:13px;color:#a0a1ab;background:#1b1c21;border-bottom:1px solid #2b2c33}.sc b{font-size:20px;color:#ff6b4a;margin-right:6px}`,
  html: `${head("Reviews", "", icon.heart(20))}
<div class="row rn" data-role="ui">${picture(56, 56, ["#c98a4a", "#4a2a1a"])}<div><b>Alberello Tapas &amp; Wine</b><small>Spanish · Gertrude St, Fitzroy</small></div></div>
<div class="sc" data-role="ui"><b>5.6/6</b>Excellent · 1,204 reviews</div>
<div class="fill">
${review({ name: "Isidora", meta: "Dined on 22 Nov 2025", color: "#7a8ab0", n: 5, star: "#ff6b4a", date: "Food 6 · Service 6", text: ["Lovely staff, and the croquetas are the best I’ve had in Melbourne. We took the waiter’s advice and ordered “a few small plates”. There were eleven. The table next to us asked if we were expecting more people."], who: "owner", answer: { label: "Response from Alberello", author: "Alberello", text: "Thank you Isidora! Next time we’ll stop you at nine." } })}
${review({ name: "Fergal R.", meta: "Dined on 19 Nov 2025", color: "#a0806a", n: 5, star: "#ff6b4a", date: "Food 6 · Service 5", text: ["Great sangria and a good buzz on a Wednesday."], who: "Fergal R." })}
${review({ name: "Quang A.", meta: "Dined on 15 Nov 2025", color: "#6aa09a", n: 4, star: "#ff6b4a", date: "Food 5 · Service 5", text: ["Tasty, a bit loud after 8."], who: "Quang A." })}
</div>
${tabs([icon.search(24), icon.heart(24), icon.bell(24), icon.person(24)], true)}`,
};

export const firefoxAddons: ScreenSpec = {
  id: "firefoxaddons-older-than-my-daughter",
  app: "Firefox Add-ons",
  kind: "review",
  dark: false,
  device: "android",
  format: "png",
  owner: { name: "firefly_in_a_jar", handle: null },
  time: "00:18",
  battery: 22,
  replies: true,
  css: `${pageCss({ bg: "#f9f9fb", card: "#fff", fg: "#15141a", sub: "#5b5b66", line: "#e0e0e6", accent: "#0061e0", soft: "#f0f0f4", size: 14 })}
.ad{gap:12px;padding:12px 16px;background:#fff;border-bottom:1px solid #e0e0e6}.ad b{font-size:16px;display:block}.ad small{font-size:12.5px;color:#5b5b66;display:block;margin-top:2px}.sc{gap:10px;padding:10px 16px;background:#fff;border-bottom:1px solid #e0e0e6;font-size:13px;color:#5b5b66}.sc b{font-size:20px;color:#15141a}`,
  html: `${head("Reviews", "Firefox Browser Add-ons", icon.moreV(20))}
<div class="row ad" data-role="ui">${picture(48, 48, ["#7a5af5", "#2a1a6a"])}<div><b>Tab Hibernator</b><small>by Quillwork Labs · 184,310 users</small></div></div>
<div class="row sc" data-role="ui"><b>4.7</b><span>2,916 reviews</span></div>
<div class="fill">
${review({ name: "firefly_in_a_jar", meta: "Rated 5 out of 5 · 9 days ago", color: "#6a9ab0", n: 5, star: "#ff9400", text: ["Works perfectly. I have 1,406 tabs open and my laptop no longer sounds like it’s about to take off. Some of these tabs are older than my daughter, who is four. I will read them."], who: "owner", answer: { label: "Developer response", author: "Quillwork Labs", text: "Glad it helps! Our biggest user has 3,811 open. You’re in good company." } })}
${review({ name: "estuary_ed", meta: "Rated 4 out of 5 · 2 weeks ago", color: "#b08a6a", n: 4, star: "#ff9400", text: ["Memory use dropped a lot. Would like a way to whitelist music sites."], who: "estuary_ed" })}
${review({ name: "Henrietta N.", meta: "Rated 5 out of 5 · 3 weeks ago", color: "#8a6ab0", n: 5, star: "#ff9400", text: ["Simple, light, and it just works."], who: "Henrietta N." })}
</div>`,
};

export const mercadoLivre: ScreenSpec = {
  id: "mercadolivre-acordou-na-segunda",
  app: "Mercado Livre",
  kind: "review",
  dark: false,
  device: "android",
  format: "jpeg",
  owner: { name: "Jussara", handle: null },
  time: "19:03",
  battery: 66,
  generations: [{ quality: 89 }, { width: 828, quality: 67 }],
  cutLines: 1,
  replies: false,
  css: `${pageCss({ bg: "#ededed", card: "#fff", fg: "#1f1f1f", sub: "#666", line: "#e6e6e6", accent: "#3483fa", soft: "#f5f5f5", size: 14 })}
.hd{background:#ffe600;color:#333}.hd small{color:#555}.pd{gap:12px;padding:10px 16px;background:#fff;border-bottom:1px solid #e6e6e6}.pd b{font-size:14px;line-height:19px;display:block;font-weight:400}.pd small{font-size:16px;color:#1f1f1f;display:block;margin-top:2px}.rs{gap:10px;padding:15px 16px;background:#fff;border-bottom:1px solid #e6e6e6;font-size:13px;color:#666}.rs b{font-size:30px;color:#3483fa;font-weight:400}.cd.gap{margin-top:0}`,
  html: `${head("Opiniões do produto", "", icon.cart(22))}
<div class="row pd" data-role="ui">${picture(56, 56, ["#f2d48a", "#c0502a"], `<div style="position:absolute;left:6px;top:22px;width:44px;height:14px;border-radius:0 0 22px 22px;background:#3a7ac0"></div>`)}<div><b>Rede de Descanso Casal 100% Algodão Listrada</b><small>R$ 149</small></div></div>
<div class="row rs" data-role="ui"><b>4.8</b><span>2.317 avaliações</span></div>
<div class="fill">
${review({ name: "Jussara", meta: "Compra verificada", color: "#b07a6a", n: 5, star: "#3483fa", date: "12 out. 2025", text: ["Chegou antes do prazo e o tecido é grosso e macio. Meu sogro deitou para testar no domingo depois do almoço e acordou na segunda. Recomendo, mas não antes de compromissos."], who: "owner" })}
${review({ name: "Renan", meta: "Compra verificada", color: "#6a8ab0", n: 5, star: "#3483fa", date: "8 out. 2025", text: ["Muito boa, as cores são iguais às da foto."], who: "Renan" })}
${review({ name: "Cleide", meta: "Compra verificada", color: "#8ab06a", n: 4, star: "#3483fa", date: "2 out. 2025", text: ["Os ganchos não vêm junto, atenção. Fora isso, ótima e bem resistente para dois adultos e um cachorro."], who: "Cleide" })}
${review({ name: "Washington", meta: "Compra verificada", color: "#b0906a", n: 5, star: "#3483fa", date: "28 set. 2025", text: ["Comprei para a varanda e ficou perfeita. A costura é bem feita e o algodão não desbota no sol, já lavei duas vezes e continua igual. Recomendo para quem tem varanda pequena."], who: "Washington" })}
</div>`,
};
