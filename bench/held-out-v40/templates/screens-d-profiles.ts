// Part D's profiles (v40): a mentor's, a pattern designer's and a consultant's page, each with a bio, counts, a pinned item and
// other people's words (a mentee's, a buyer's, a client's) beside the owner's answers.
import { avatar, icon, picture } from "./icons";
import type { ScreenSpec } from "./screen-type";
import { abs, crow, overBar, tagRow } from "./screens-d-kit";
import { stars } from "./parts";
import { own, ui } from "./shell";

// ADPList (a product design mentor in Bengaluru: avatar, name, headline, bio, stats, chips, the pinned session, a mentee's review,
// the owner's answer, another review cut by the Book a session bar). Dark.
export const adplist: ScreenSpec = {
  id: "adplist-the-fish-on-fridays",
  app: "ADPList",
  kind: "profile",
  dark: true,
  device: "iphone",
  format: "png",
  owner: { name: "Suhasini Kamath", handle: "@suhasinikamath" },
  time: "21:48",
  battery: 34,
  cutLines: 1,
  replies: true,
  css: `body{background:#111315;color:#eceef0}.fill{display:flex;flex-direction:column}.fill>*{flex:none}
.th{flex:none;height:44px;padding:0 16px;gap:18px;position:relative;z-index:3;background:#111315}.th b{flex:1;font-size:18px;font-weight:800;letter-spacing:-.2px}
.hero{padding:4px 16px 0;gap:14px;align-items:center}.nm{font-size:21px;font-weight:800}.hn{font-size:13px;color:#9aa1a8;margin-top:1px}.hl{font-size:13.5px;color:#c9ced3;margin-top:3px;line-height:18px}
.bio{padding:10px 16px 0}.tx{font-size:14px;line-height:19.5px;margin-top:5px;color:#e2e5e8}
.st{gap:0;margin:12px 16px 0;border:1px solid #2a2e33;border-radius:12px}.st>div{flex:1;text-align:center;padding:8px 0}.st>div+div{border-left:1px solid #2a2e33}.sv{font-size:16px;font-weight:800}.sl{font-size:11px;color:#9aa1a8;margin-top:1px}
.tg{gap:6px;flex-wrap:nowrap;margin:10px 16px 0;overflow:hidden}.tg span{white-space:nowrap;font-size:11.5px;color:#c8f0dd;background:#1d3a2e;border-radius:10px;padding:3px 9px}
.pin{margin:12px 16px 0;background:#1b1e21;border:1px solid #2a2e33;border-radius:12px;padding:10px 12px}.pl{font-size:11px;font-weight:800;color:#4ade9b;letter-spacing:.6px}.pt{font-size:15px;font-weight:700;margin-top:3px}.pm{font-size:12px;color:#9aa1a8;margin-top:2px}
.hd2{font-size:15px;font-weight:800;padding:14px 16px 2px}
.cr{gap:9px;align-items:flex-start;padding-top:8px;padding-right:16px;padding-bottom:2px}.crn{font-size:13px;font-weight:700}.crm{font-size:11.5px;color:#8a9198}.crx{font-size:14px;line-height:19px;margin-top:1px;color:#e2e5e8}
.bb{gap:10px;padding:10px 16px 28px;background:#1b1e21;border-top:1px solid #2a2e33}.bb span{flex:1;text-align:center;font-size:16px;font-weight:700;border-radius:10px;padding:12px 0}.bb .a{color:#0b1a12;background:#4ade9b}.bb .b{flex:.5;color:#eceef0;border:1.5px solid #3a3f45}`,
  html: `<div class="row th" data-role="ui">${icon.back(22)}<b>ADPList</b>${icon.share(21)}${icon.more(22)}</div>
<div class="fill">
<div class="row hero">${avatar(72, "#b0704a", { ring: "#4ade9b" })}<div style="flex:1;min-width:0">${own("Suhasini Kamath", "nm")}${ui("@suhasinikamath · Bengaluru", "hn")}${own("Lead Product Designer · mentoring since 2020", "hl")}</div></div>
<div class="bio">
${own("I help early designers present their work and handle tough feedback from stakeholders.", "tx")}
${own("I have run 212 sessions on difficult conversations, yet I have still not told my flatmate that the fish he cooks on Fridays reaches my room.", "tx")}
${own("Happy to look at portfolios, case studies and first job offers.", "tx")}</div>
<div class="row st" data-role="ui"><div><div class="sv">8,420</div><div class="sl">mins mentored</div></div><div><div class="sv">212</div><div class="sl">sessions</div></div><div><div class="sv">4.9</div><div class="sl">188 reviews</div></div></div>
${tagRow(["Portfolio review", "UX research", "Career advice"])}
<div class="pin">${ui("PINNED", "pl")}${own("Portfolio review: 30 minutes, bring one case study", "pt")}${ui("Free · next slot Thursday 7:30 pm IST", "pm")}</div>
${ui("Reviews (188)", "hd2")}
${crow({ name: "Sreeja", meta: "Junior UX designer · 3d", color: "#6a7fb0", text: ["She took my 14-slide case study down to three slides and one sentence. My mother still prefers the long version."], who: "Sreeja", size: 30 })}
${crow({ name: "Suhasini", meta: "Mentor · 3d", color: "#b0704a", text: ["Your mother is welcome to book a session, Sreeja."], who: "owner", depth: 1, size: 30 })}
${crow({ name: "Vikrant", meta: "Product designer · 1w", color: "#7a6a9a", text: ["I had my final round at a fintech the next morning and we spent the whole half hour on how to answer why I left my last job, which I had been explaining badly for two years, and the panel asked exactly that question first."], who: "Vikrant", size: 30 })}
</div>
${overBar(`<span class="b">Message</span><span class="a">Book a session</span>`, "bb")}`,
};

// Payhip (a sock pattern designer's store in Lerwick: banner, avatar, name, handle, bio, counts, the pinned product, a buyer's
// comment, the owner's answer, another comment cut by the crop). Light, cropped at the bottom.
export const payhip: ScreenSpec = {
  id: "payhip-the-second-sock",
  app: "Payhip",
  kind: "profile",
  dark: false,
  device: "iphone",
  format: "png",
  owner: { name: "Undine Ruddock", handle: "@undineknits" },
  time: "16:20",
  battery: 58,
  crop: { bottom: 60 },
  cutLines: 1,
  replies: true,
  css: `body{background:#fbfaf8;color:#22201d}.fill{display:flex;flex-direction:column}.fill>*{flex:none}
.th{flex:none;height:44px;padding:0 16px;gap:18px;background:#fff;border-bottom:1px solid #ece8e2}.th b{flex:1;font-size:18px;font-weight:800;color:#5b3fd6;letter-spacing:-.2px}
.hero{position:relative;padding:0 16px;margin-top:-30px;gap:12px;align-items:flex-end}.nm{font-size:20px;font-weight:800;margin-top:6px}.hn{font-size:13px;color:#7a746c;margin-top:1px}
.bio{padding:6px 16px 0}.tx{font-size:14px;line-height:19.5px;margin-top:4px}
.ct{gap:18px;padding:10px 16px 0;font-size:13px;color:#5e5850}.ct b{color:#22201d}
.pin{margin:12px 16px 0;background:#fff;border:1px solid #e6e1d9;border-radius:12px;padding:10px;gap:10px;align-items:center}.pl{font-size:10.5px;font-weight:800;color:#5b3fd6;letter-spacing:.6px}.pt{font-size:15px;font-weight:700;margin-top:2px;line-height:19px}.pm{font-size:12px;color:#7a746c;margin-top:2px}.pp{font-size:15px;font-weight:800;color:#22201d}
.hd2{font-size:14.5px;font-weight:800;padding:14px 16px 0}
.cr{gap:9px;align-items:flex-start;padding-top:8px;padding-right:16px;padding-bottom:2px}.crn{font-size:13px;font-weight:700}.crm{font-size:11.5px;color:#8d867c}.crx{font-size:14px;line-height:19px;margin-top:1px}`,
  html: `<div class="row th" data-role="ui">${icon.back(22)}<b>payhip</b>${icon.search(21)}${icon.cart(22)}</div>
<div class="fill">
${picture("100%", 96, ["#c9d8d2", "#8fa9a0"], abs(0, 60, 390, 36, "#6f8c84") + abs(40, 20, 60, 30, "#e9e2d3", "50%") + abs(250, 30, 90, 20, "#e9e2d3", "50%"))}
<div class="row hero">${avatar(74, "#a0566a", { ring: "#fbfaf8" })}<div style="flex:1"></div><div data-role="ui" style="font-size:14px;font-weight:700;color:#fff;background:#5b3fd6;border-radius:18px;padding:7px 18px;margin-bottom:6px">Follow</div></div>
<div style="padding:0 16px">${own("Undine Ruddock", "nm")}${ui("@undineknits · Lerwick, Shetland", "hn")}</div>
<div class="bio">
${own("Sock patterns for cold harbours and long ferry crossings, all tested on real feet.", "tx")}
${own("41 patterns published, and not once have I finished the second sock of any of them.", "tx")}
${own("New pattern on the first Monday of every month.", "tx")}</div>
<div class="row ct" data-role="ui"><span><b>41</b> products</span><span><b>2,380</b> sales</span><span><b>906</b> followers</span></div>
<div class="row pin">${picture(64, 64, ["#e8d9c4", "#c4a47e"], abs(18, 8, 22, 40, "#3d5a80", "6px 6px 2px 2px") + abs(18, 40, 34, 14, "#3d5a80", "2px 10px 10px 2px") + abs(18, 16, 22, 4, "#f2efe8") + abs(18, 24, 22, 4, "#f2efe8"))}<div style="flex:1;min-width:0">${ui("PINNED", "pl")}${own("The Ferry Sock: cuff-down, DK weight", "pt")}${ui("PDF pattern · 9 pages · 4.9 (212)", "pm")}</div>${ui("£4.50", "pp")}</div>
${ui("Comments (37)", "hd2")}
${crow({ name: "Sveva", meta: "2d", color: "#6a8a7a", text: ["Lovely pattern. Is the second sock a separate download?"], who: "Sveva", size: 30 })}
${crow({ name: "Undine", meta: "Creator · 2d", color: "#a0566a", text: ["Same instructions, none of the momentum."], who: "owner", depth: 1, size: 30 })}
${crow({ name: "Zacharias", meta: "5h", color: "#8a7a5a", text: ["Bought this for my partner who has been knitting on the ferry to Aberdeen every fortnight, she says the heel turn is the clearest she has ever followed and the chart is easy to read in bad light, she is on the gusset now and we have two crossings left before Christmas."], who: "Zacharias", size: 30 })}
</div>`,
};

// Clarity.fm (a pricing consultant in Austin: avatar, name, headline, rate, bio, counts, expertise, the pinned answer, a client's
// review, the owner's answer, another review cut by the Request a call bar). Light, downscaled.
export const clarity: ScreenSpec = {
  id: "clarity-three-dollars-a-minute",
  app: "Clarity.fm",
  kind: "profile",
  dark: false,
  device: "android",
  format: "png",
  downscaleTo: 900,
  owner: { name: "Sawyer Tarrant", handle: null },
  time: "11:32",
  battery: 82,
  cutLines: 1,
  replies: true,
  css: `body{background:#f4f6f8;color:#1c232b}.fill{display:flex;flex-direction:column}.fill>*{flex:none}
.th{flex:none;height:50px;padding:0 14px;gap:16px;background:#fff;border-bottom:1px solid #e1e5ea}.th b{flex:1;font-size:19px;font-weight:800;color:#0a7bc2;letter-spacing:-.2px}
.card{background:#fff;margin-top:6px;padding:12px 14px}.card.f{margin-top:0}
.hero{gap:12px;align-items:center}.nm{font-size:19px;font-weight:800}.hl{font-size:13px;color:#56616d;margin-top:2px;line-height:17px}.rt{gap:6px;align-items:center;margin-top:4px;font-size:12px;color:#56616d}
.rate{margin-top:10px;gap:10px;align-items:baseline}.rv2{font-size:22px;font-weight:800;color:#0a7bc2}.rl{font-size:12.5px;color:#56616d}
.tx{font-size:13.5px;line-height:19px;margin-top:5px}
.tg{gap:6px;flex-wrap:nowrap;margin-top:10px;overflow:hidden}.tg span{white-space:nowrap;font-size:11.5px;color:#0a5a8e;background:#e4f1fa;border-radius:4px;padding:2px 8px}
.pl{font-size:11px;font-weight:800;color:#0a7bc2;letter-spacing:.6px}.pt{font-size:14.5px;font-weight:700;margin-top:3px;line-height:19px}.pm{font-size:12px;color:#56616d;margin-top:2px}
.hd2{font-size:14.5px;font-weight:800;padding-left:14px}
.cr{gap:9px;align-items:flex-start;padding-top:7px;padding-right:14px;padding-bottom:2px}.crn{font-size:13px;font-weight:700}.crm{font-size:11.5px;color:#8a939d}.crx{font-size:13.5px;line-height:18.5px;margin-top:1px}
.bb{gap:8px;padding:8px 12px 10px;background:#fff;border-top:1px solid #e1e5ea;box-shadow:0 -2px 6px rgba(0,0,0,.08)}.bb span{flex:1;text-align:center;font-size:15px;font-weight:700;border-radius:6px;padding:11px 0}.bb .a{color:#fff;background:#0a7bc2}.bb .b{flex:.55;color:#0a7bc2;border:1.5px solid #0a7bc2}`,
  html: `<div class="row th" data-role="ui">${icon.back(22)}<b>clarity</b>${icon.heart(21)}${icon.share(21)}</div>
<div class="fill">
<div class="card f"><div class="row hero">${avatar(62, "#5a7a9a")}<div style="flex:1;min-width:0">${own("Sawyer Tarrant", "nm")}${own("SaaS pricing and packaging · Austin, TX", "hl")}<div class="row rt" data-role="ui">${stars(5, "#f5a623", "#d6dbe0", 13)}<span>5.0 · 97 reviews · 412 calls</span></div></div></div>
<div class="row rate" data-role="ui"><span class="rv2">$3.00</span><span class="rl">per minute · usually answers within a day</span></div>
${own("I help software founders raise their prices without losing their best customers.", "tx")}
${own("My own rate has been three dollars a minute since 2015, because I am too nervous to ask for more.", "tx")}
${own("Before a call, send me your pricing page and your last three cancellations.", "tx")}
${tagRow(["Pricing", "Packaging", "Churn", "Freemium", "Sales calls"])}</div>
<div class="card">${ui("PINNED ANSWER", "pl")}${own("How do I tell existing customers about a price rise?", "pt")}${ui("Answered 14 Oct · 318 views", "pm")}</div>
<div class="card" style="padding:10px 0 6px">${ui("Reviews (97)", "hd2")}
${crow({ name: "Shlomo", meta: "Founder · 6d", color: "#7a8a5a", text: ["Twenty minutes with Sawyer and I tripled our prices. Somebody please get this man to read his own advice."], who: "Shlomo", size: 28 })}
${crow({ name: "Sawyer", meta: "Expert · 6d", color: "#5a7a9a", text: ["Thank you, Shlomo. I am still working up to it."], who: "owner", depth: 1, size: 28 })}
${crow({ name: "Tanuj", meta: "Co-founder · 2w", color: "#9a6a5a", text: ["We had three plans that nobody could tell apart and a discount code that had somehow been live since launch, and in one call he had us down to two plans and a yearly price, which our sales team has been asking for since the spring."], who: "Tanuj", size: 28 })}</div>
</div>
${overBar(`<span class="b">Message</span><span class="a">Request a call</span>`, "bb")}`,
};

// Buttondown (a newsletter about lettering on municipal things, written in Hull: avatar, name, handle, bio, counts, the pinned
// issue, a reader's comment, the owner's answer, another comment cut by the Subscribe bar). Light, JPEG, status bar cropped off.
export const buttondown: ScreenSpec = {
  id: "buttondown-three-of-them-my-brother",
  app: "Buttondown",
  kind: "profile",
  dark: false,
  device: "android",
  format: "jpeg",
  quality: 76,
  owner: { name: "Seymour Blaydes", handle: "@municipalletters" },
  time: "08:03",
  battery: 66,
  crop: { top: 24 },
  cutLines: 1,
  replies: true,
  css: `body{background:#fdfcfa;color:#1e1e1e}.fill{display:flex;flex-direction:column}.fill>*{flex:none}
.th{flex:none;height:50px;padding:0 14px;gap:16px;background:#fdfcfa;border-bottom:1px solid #ebe7e0}.th b{flex:1;font-size:18px;font-weight:800;color:#1e1e1e;letter-spacing:-.2px}
.hero{padding:24px 16px 0;gap:12px;align-items:center}.nm{font-size:20px;font-weight:800}.hn{font-size:13px;color:#77716a;margin-top:1px}
.bio{padding:8px 16px 0}.tx{font-size:14px;line-height:19.5px;margin-top:5px;font-family:Georgia,serif}
.ct{gap:18px;padding:10px 16px 0;font-size:13px;color:#5e5850}.ct b{color:#1e1e1e}
.pin{margin:12px 16px 0;border:1px solid #e4dfd6;border-radius:8px;padding:10px 12px;background:#fff}.pl{font-size:10.5px;font-weight:800;color:#0069ff;letter-spacing:.6px}.pt{font-size:15.5px;font-weight:700;margin-top:3px;line-height:20px;font-family:Georgia,serif}.pm{font-size:12px;color:#77716a;margin-top:3px}
.hd2{font-size:14.5px;font-weight:800;padding:14px 16px 0}
.cr{gap:9px;align-items:flex-start;padding-top:8px;padding-right:16px;padding-bottom:2px}.crn{font-size:13px;font-weight:700}.crm{font-size:11.5px;color:#8d867c}.crx{font-size:13.5px;line-height:18.5px;margin-top:1px}
.bb{gap:8px;padding:8px 12px 10px;background:#fff;border-top:1px solid #ebe7e0;box-shadow:0 -2px 6px rgba(0,0,0,.08)}.bb .f{flex:1;min-width:0;border:1px solid #d9d4cc;border-radius:6px;padding:10px 12px;font-size:14px;color:#8d867c}.bb .a{font-size:15px;font-weight:700;color:#fff;background:#0069ff;border-radius:6px;padding:10px 16px}`,
  html: `<div class="row th" data-role="ui">${icon.back(22)}<b>Buttondown</b>${icon.share(21)}${icon.moreV(21)}</div>
<div class="fill">
<div class="row hero">${avatar(64, "#4a6a8a")}<div style="flex:1;min-width:0">${own("Seymour Blaydes", "nm")}${ui("@municipalletters · Hull", "hn")}</div></div>
<div class="bio">
${own("A weekly letter about the lettering on public things: bin lorries, bus shelters, bridge plaques and car park signs.", "tx")}
${own("1,912 subscribers, three of them my brother, who keeps forgetting he has already signed up.", "tx")}
${own("New issue every Sunday morning, before the bins go out.", "tx")}</div>
<div class="row ct" data-role="ui"><span><b>1,912</b> subscribers</span><span><b>148</b> issues</span><span>Free</span></div>
<div class="pin">${ui("PINNED", "pl")}${own("No. 148: The bin lorries of Hull are set in Helvetica and I can prove it", "pt")}${ui("Sunday · 9 min read · 41 comments", "pm")}</div>
${ui("Comments", "hd2")}
${crow({ name: "Sheela", meta: "2d", color: "#8a6a9a", text: ["Now I cannot look at a bin lorry without thinking about you."], who: "Sheela", size: 28 })}
${crow({ name: "Seymour", meta: "Author · 2d", color: "#4a6a8a", text: ["That is the service, Sheela."], who: "owner", depth: 1, size: 28 })}
${crow({ name: "Vidya", meta: "9h", color: "#5a8a6a", text: ["I work for a council sign maker in Leeds, and honestly half of what you see on street name plates is a font called Transport or a copy of it drawn in the nineties by a man with a ruler, so the letter R looks tired on so many corners. Happy to send you photos of the old enamel plates we still keep stacked in the yard behind the workshop."], who: "Vidya", size: 28 })}
</div>
${overBar(`<div class="f">you@example.com</div><span class="a">Subscribe</span>`, "bb")}`,
};
