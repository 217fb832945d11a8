// Part D's reviews (v42): a review someone wrote on a review, booking or delivery app, with the business's reply and other reviewers
// above and below it.
import { icon, picture } from "./icons";
import type { ScreenSpec } from "./screen-type";
import { abs, overBar, rev, revCss } from "./screens-d-kit";
import { stars } from "./parts";
import { ui } from "./shell";

// Chope (a zi char restaurant in Geylang, Singapore: restaurant row, rating, a review above, the owner's review and the restaurant's
// reply, a review below cut by the Book a table bar). Dark, PNG downscaled.
export const chope: ScreenSpec = {
  id: "chope-the-father-with-two-birthdays",
  app: "Chope",
  kind: "review",
  dark: true,
  device: "iphone-max",
  // JPEG, not PNG: the joined set must stay under the check's 10 MB (README.md).
  format: "jpeg",
  quality: 78,
  downscaleTo: 1000,
  owner: { name: "Shermaine", handle: null },
  time: "21:18",
  battery: 62,
  cutLines: 1,
  replies: true,
  css: `body{background:#121212;color:#ececec}.fill{display:flex;flex-direction:column}.fill>*{flex:none}
.th{flex:none;height:46px;padding:0 16px;gap:18px;position:relative;z-index:3;background:#121212;border-bottom:1px solid #2a2a2a}.th b{flex:1;font-size:20px;font-weight:800;color:#ff4d5e;letter-spacing:-.3px}
.rs{gap:12px;padding:12px 16px 0;align-items:center}.rn{font-size:17px;font-weight:800}.rm{font-size:12.5px;color:#a3a3a3;margin-top:2px}
.sc{gap:10px;align-items:center;padding:10px 16px 10px;border-bottom:1px solid #2a2a2a}.sc .n{font-size:26px;font-weight:800}.sc .m{font-size:12.5px;color:#a3a3a3}
.hd2{font-size:15px;font-weight:700;padding:12px 16px 2px}
${revCss("#2a2a2a", "#a3a3a3", "#1e1e1e", "#ff4d5e")}
.bb{gap:8px;padding:9px 14px 26px;background:#1b1b1b;border-top:1px solid #2e2e2e}.bb span{flex:1;text-align:center;font-size:16px;font-weight:700;border-radius:10px;padding:12px 0}.bb .a{color:#fff;background:#ff4d5e}.bb .b{flex:.5;color:#ff4d5e;border:1.5px solid #ff4d5e}`,
  html: `<div class="row th" data-role="ui">${icon.back(22)}<b>chope</b>${icon.bookmark(21)}${icon.share(21)}</div>
<div class="fill">
<div class="row rs">${picture(106, 106, ["#c9773a", "#7a3a1a"], abs(20, 34, 50, 32, "#3a2a1a", "40% 40% 50% 50%") + abs(28, 26, 34, 12, "#5a3a2a", "50%"))}<div style="flex:1;min-width:0">${ui("Hock Seng Claypot House", "rn")}${ui("Zi char · Geylang · $$", "rm")}${ui("Open now · closes 11pm", "rm")}</div></div>
<div class="row sc">${ui("4.5", "n")}<div>${stars(4, "#ff4d5e", "#444", 14)}${ui("1,204 reviews from diners", "m")}</div></div>
${ui("Reviews", "hd2")}
${rev({ name: "Shamsul", meta: "Dined 2 Dec · 4 reviews", color: "#4a7a8a", n: 4, date: "3 days ago", text: ["Came for lunch with colleagues. Generous portions and fast service, although the air con was a bit cold."], who: "Shamsul", starColor: "#ff4d5e", starEmpty: "#444" })}
${rev({ name: "Shermaine", meta: "Dined 29 Nov · 11 reviews", color: "#9a5a7a", n: 5, date: "1 week ago", text: ["Came here for my parents' 40th wedding anniversary. The food was excellent, especially the claypot chicken and the sambal kangkong.", "At dessert the whole staff sang happy birthday to my father, because he had said it was his birthday. He does this at every restaurant. It is how he gets the free mango pudding.", "Service was warm, and quiet enough for my mother to hear."], who: "owner", reply: { label: "Reply from Hock Seng Claypot House", who: "Hock Seng Claypot House", text: ["Thank you Shermaine! Between us, your father was also here in March for his other birthday. The pudding is on us again."] }, starColor: "#ff4d5e", starEmpty: "#444" })}
${rev({ name: "Sulayman", meta: "Dined 24 Nov · 2 reviews", color: "#7a8a4a", n: 5, date: "2 weeks ago", text: ["Brought my grandmother for her 85th and the staff brought her a chair cushion without being asked. The herbal soup was the best thing on the table and she has already asked to come back."], who: "Sulayman", starColor: "#ff4d5e", starEmpty: "#444" })}
</div>
${overBar(`<span class="b">Call</span><span class="a">Book a table</span>`, "bb")}`,
};

// Menulog (a pizza shop in Fortitude Valley, Brisbane: shop row, rating, a review above, the owner's review and the shop's reply, a
// review below cut by the View menu bar; a Messages banner from the owner's flatmate). Light, JPEG saved twice.
export const menulog: ScreenSpec = {
  id: "menulog-the-garlic-bread-emergency",
  app: "Menulog",
  kind: "review",
  dark: false,
  device: "android",
  format: "jpeg",
  generations: [{ quality: 80 }, { width: 1000, quality: 66 }],
  owner: { name: "Shirleen", handle: null },
  time: "02:41",
  battery: 19,
  cutLines: 1,
  replies: true,
  banner: {
    app: "Messages",
    color: "#1a73e8",
    title: "Vern",
    body: "the whole hallway smells of garlic bread again. i know it was you",
    author: "Vern",
    age: "now",
  },
  css: `body{background:#fff;color:#1f1f1f}.fill{display:flex;flex-direction:column}.fill>*{flex:none}
.th{flex:none;height:50px;padding:0 14px;gap:16px;position:relative;z-index:3;background:#ff8000;color:#fff}.th b{flex:1;font-size:20px;font-weight:800;letter-spacing:-.3px}
.rs{gap:12px;padding:28px 14px 0;align-items:center}.rn{font-size:16.5px;font-weight:800}.rm{font-size:12px;color:#6b6b6b;margin-top:2px}
.sc{gap:10px;align-items:center;padding:5px 14px 6px;border-bottom:1px solid #eee}.sc .n{font-size:24px;font-weight:800}.sc .m{font-size:12px;color:#6b6b6b}
.hd2{font-size:15px;font-weight:700;padding:12px 14px 0}
${revCss("#eeeeee", "#6b6b6b", "#fff4e8", "#ff8000")}
.bb{gap:8px;padding:8px 12px 10px;background:#fff;border-top:1px solid #e3e3e3;box-shadow:0 -2px 6px rgba(0,0,0,.08)}.bb span{flex:1;text-align:center;font-size:15px;font-weight:700;border-radius:22px;padding:11px 0}.bb .a{color:#fff;background:#ff8000}`,
  html: `<div class="row th" data-role="ui">${icon.back(22)}<b>menulog</b>${icon.search(21)}${icon.heart(21)}</div>
<div class="fill">
<div class="row rs">${picture(44, 44, ["#f2c16a", "#c9572a"], abs(6, 6, 32, 32, "#e8a03a", "50%") + abs(12, 12, 7, 7, "#a32a1a", "50%") + abs(24, 20, 7, 7, "#a32a1a", "50%"))}<div style="flex:1;min-width:0">${ui("Night Owl Pizza", "rn")}${ui("Pizza · Fortitude Valley · Delivered by Menulog", "rm")}</div></div>
<div class="row sc">${ui("4.3", "n")}<div>${stars(4, "#ff8000", "#d6d6d6", 13)}${ui("862 ratings · 197 reviews", "m")}</div></div>
${ui("Reviews", "hd2")}
${rev({ name: "Tad", meta: "Ordered 3 times", color: "#5a7a9a", n: 3, date: "4 days ago", text: ["Good pizza, driver couldn't find the unit block, spent twenty minutes finding the back entrance."], who: "Tad", starColor: "#ff8000", starEmpty: "#d6d6d6" })}
${rev({ name: "Shirleen", meta: "Ordered 14 times", color: "#8a5a9a", n: 4, date: "6 days ago", text: ["Large supreme and garlic bread, arrived hot and on time.", "Ordered at 2am after my shift at the hospital. The driver recognised my address and wanted to know if I was the garlic bread emergency from last month. I am. I tipped extra for discretion.", "Crust slightly thin in the middle, but I'd order again."], who: "owner", reply: { label: "Reply from Night Owl Pizza", who: "Night Owl Pizza", text: ["Hi Shirleen, cheers for the kind words! Our drivers are very discreet. He only told the kitchen."] }, starColor: "#ff8000", starEmpty: "#d6d6d6" })}
${rev({ name: "Xuan", meta: "Ordered 6 times", color: "#4a8a6a", n: 2, date: "1 week ago", text: ["Third time ordering the Hawaiian and once again it arrived with anchovies, which my flatmate has now decided she likes, so I suppose it is a win for one of us."], who: "Xuan", starColor: "#ff8000", starEmpty: "#d6d6d6" })}
</div>
${overBar(`<span class="a">View menu</span>`, "bb")}`,
};

// Tiqets (a clock museum in Haarlem: ticket row, rating, a review above, the owner's review with title and the museum's reply, a review
// below cut by the Buy tickets bar). Light, PNG, cropped at the top (status bar gone).
export const tiqets: ScreenSpec = {
  id: "tiqets-the-pendulum-in-room-three",
  app: "Tiqets",
  kind: "review",
  dark: false,
  device: "iphone-max",
  format: "png",
  crop: { top: 47 },
  owner: { name: "Ymke", handle: null },
  time: "10:09",
  battery: 88,
  cutLines: 1,
  replies: true,
  css: `body{background:#fff;color:#1c1c28}.fill{display:flex;flex-direction:column}.fill>*{flex:none}
.th{flex:none;height:48px;padding:0 16px;gap:18px;position:relative;z-index:3;background:#fff;border-bottom:1px solid #ececf2}.th b{flex:1;font-size:20px;font-weight:800;color:#0a8a7a;letter-spacing:-.4px}
.rs{gap:12px;padding:12px 16px 0;align-items:center}.rn{font-size:16.5px;font-weight:800;line-height:21px}.rm{font-size:12.5px;color:#6c6c7a;margin-top:2px}
.sc{gap:10px;align-items:center;padding:10px 16px 10px;border-bottom:1px solid #ececf2}.sc .n{font-size:26px;font-weight:800}.sc .m{font-size:12.5px;color:#6c6c7a}
.hd2{font-size:15px;font-weight:700;padding:30px 16px 2px}
${revCss("#ececf2", "#6c6c7a", "#eef8f6", "#0a8a7a")}
.bb{gap:10px;padding:9px 16px 26px;background:#fff;border-top:1px solid #e4e4ec;box-shadow:0 -2px 6px rgba(0,0,0,.06);align-items:center}.bb .p{flex:1;font-size:13px;color:#6c6c7a}.bb .p b{display:block;font-size:18px;color:#1c1c28}.bb .a{flex:1.2;text-align:center;font-size:16px;font-weight:700;border-radius:10px;padding:12px 0;color:#fff;background:#0a8a7a}`,
  html: `<div class="row th" data-role="ui">${icon.back(22)}<b>tiqets</b>${icon.heart(21)}${icon.share(21)}</div>
<div class="fill">
<div class="row rs">${picture(100, 100, ["#d9c7a8", "#8a6a4a"], abs(30, 14, 40, 40, "#f4ead8", "50%") + abs(49, 22, 2, 16, "#3a2a1a") + abs(48, 56, 4, 34, "#b08a3a"))}<div style="flex:1;min-width:0">${ui("Haarlem Clock & Automaton Museum: Entry Ticket", "rn")}${ui("Haarlem, Netherlands · Instant confirmation", "rm")}</div></div>
<div class="row sc">${ui("4.7", "n")}<div>${stars(5, "#0a8a7a", "#d0d0da", 14)}${ui("2,318 reviews · 96% recommend", "m")}</div></div>
${ui("What visitors say", "hd2")}
${rev({ name: "Tjeerd", meta: "Visited with family", color: "#5a7a5a", n: 5, date: "Nov 30, 2026", text: ["Lovely small museum, ninety minutes with the audio guide. Lifts to every floor."], who: "Tjeerd", starColor: "#0a8a7a", starEmpty: "#d0d0da" })}
${rev({ name: "Ymke", meta: "Visited with a parent", color: "#9a6a4a", n: 4, date: "Nov 24, 2026", title: "Good museum, strict about Tuesdays", text: ["Took my father here for his 75th birthday. He spent forty years repairing clocks in Alkmaar.", "He corrected the guide twice and quietly reset the pendulum clock in room three. We have since been asked to book on any day but Tuesday.", "The cafe is good and the audio guide is well done."], who: "owner", reply: { label: "Reply from the museum", who: "Haarlem Clock & Automaton Museum", text: ["Dear Ymke, your father was right about room three. It has kept perfect time since. Tuesdays remain difficult."] }, starColor: "#0a8a7a", starEmpty: "#d0d0da" })}
${rev({ name: "Torgny", meta: "Visited as a couple", color: "#4a6a9a", n: 5, date: "Nov 19, 2026", text: ["The music box room is worth the ticket on its own, but my son pressed the button on the dance organ twice and we had to listen to the whole waltz both times."], who: "Torgny", starColor: "#0a8a7a", starEmpty: "#d0d0da" })}
</div>
${overBar(`<div class="p" data-role="ui">From<b>€16.50</b></div><span class="a">Buy tickets</span>`, "bb")}`,
};

// No Cowboys (a boiler engineer in Bradford: trader row, score, a review above, the owner's review with title and the trader's reply, a
// review below cut by the bottom edge of a crop). Light, PNG, cropped at the bottom (nav bar gone).
export const nocowboys: ScreenSpec = {
  id: "no-cowboys-the-hamster-behind-the-boiler",
  app: "No Cowboys",
  kind: "review",
  dark: false,
  device: "android",
  format: "png",
  crop: { bottom: 27 },
  owner: { name: "Shazia", handle: null },
  time: "16:52",
  battery: 77,
  cutLines: 1,
  replies: true,
  statusBarDark: true,
  statusBarBackground: "#24385b",
  css: `body{background:#f3f4f6;color:#1d232b}.fill{display:flex;flex-direction:column}.fill>*{flex:none}
.th{flex:none;height:50px;padding:0 14px;gap:16px;position:relative;z-index:3;background:#24385b;color:#fff}.th b{flex:1;font-size:19px;font-weight:800;letter-spacing:-.2px}.th b i{font-style:normal;color:#f2b233}
.card{background:#fff;margin-top:6px}.card.f{margin-top:0}
.rs{gap:12px;padding:8px 14px 0;align-items:center}.rn{font-size:16px;font-weight:800}.rm{font-size:12px;color:#667080;margin-top:2px}
.sc{gap:10px;align-items:center;padding:4px 14px 5px}.sc .n{font-size:22px;font-weight:800;color:#24385b}.sc .m{font-size:12px;color:#667080}
.hd2{font-size:14.5px;font-weight:700;padding:10px 14px 2px}
${revCss("#eceef1", "#667080", "#f4f6fa", "#24385b")}`,
  html: `<div class="row th" data-role="ui">${icon.back(22)}<b>No<i>Cowboys</i></b>${icon.search(21)}${icon.menu(21)}</div>
<div class="fill">
<div class="card f"><div class="row rs">${picture(54, 54, ["#3a5a8a", "#24385b"], abs(17, 12, 20, 30, "#f2b233", "4px"))}<div style="flex:1;min-width:0">${ui("Airedale Boiler Care", "rn")}${ui("Gas engineer · Bradford, West Yorkshire", "rm")}${ui("Gas Safe registered · 12 years trading", "rm")}</div></div>
<div class="row sc">${ui("9.8/10", "n")}<div>${stars(5, "#f2b233", "#d9dce1", 13)}${ui("from 143 reviews", "m")}</div></div></div>
<div class="card">${ui("Latest reviews", "hd2")}
${rev({ name: "Waheeda", meta: "Shipley · new boiler", color: "#7a5a8a", n: 5, date: "1 Dec 2026", text: ["Fitted a new combi boiler for us in a day and took all the old pipework away. Very tidy lads."], who: "Waheeda", starColor: "#f2b233", starEmpty: "#d9dce1" })}
${rev({ name: "Shazia", meta: "Bradford · boiler repair", color: "#5a8a7a", n: 5, date: "24 Dec 2025", title: "Quick call-out before Christmas", text: ["Boiler stopped working two days before Christmas. Rang at nine, engineer here by two.", "He took the front panel off and found our son's hamster, missing since October, living behind the boiler. Boiler fixed, hamster rehomed to a proper cage.", "Clean, polite and explained everything. Reasonable call-out price so close to Christmas."], who: "owner", reply: { label: "Reply from Airedale Boiler Care", who: "Airedale Boiler Care", text: ["Thanks Shazia. For the record, the hamster was in better condition than the boiler."] }, starColor: "#f2b233", starEmpty: "#d9dce1" })}
${rev({ name: "Sandford", meta: "Keighley · servicing", color: "#8a7a4a", n: 5, date: "18 Nov 2025", text: ["Came to service the boiler at my mum's and ended up sorting her radiators as well, no extra charge, and then he stayed for a brew because she would not let him leave without one."], who: "Sandford", starColor: "#f2b233", starEmpty: "#d9dce1" })}
</div></div>`,
};
