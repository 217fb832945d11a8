// Part D's reviews (v36): the owner is the reviewer; the business's reply and the other reviews are other people's words.
import { icon, picture } from "./icons";
import type { ScreenSpec } from "./screen-type";
import { abs, overBar, rev, revCss } from "./screens-d-kit";
import { stars } from "./parts";
import { ui } from "./shell";

// Stayz (a beach house in Merimbula: header, property row, score, a review above, the owner's review with title and the host's
// response, a review below cut by the price / Check availability bar). JPEG.
export const stayz: ScreenSpec = {
  id: "stayz-eleven-pages-on-the-septic",
  app: "Stayz",
  kind: "review",
  dark: false,
  device: "iphone-max",
  format: "jpeg",
  quality: 74,
  owner: { name: "Tahlia", handle: null },
  time: "16:37",
  battery: 58,
  cutLines: 1,
  replies: true,
  statusBarBackground: "#fff",
  css: `body{background:#fff;color:#1b1f2a}.fill{display:flex;flex-direction:column}.fill>*{flex:none}
.th{flex:none;height:48px;padding:0 16px;gap:16px;position:relative;z-index:3;background:#fff;border-bottom:1px solid #e9ebef}.th b{flex:1;font-size:17px;font-weight:700;text-align:center}
.pp{gap:12px;padding:24px 16px 22px;align-items:center;border-bottom:1px solid #e9ebef}.pn{font-size:16px;font-weight:700}.pl{font-size:12.5px;color:#667085;margin-top:2px}
.sc{gap:10px;padding:12px 16px 8px;align-items:center}.sv{font-size:26px;font-weight:800;color:#fff;background:#1d58c6;border-radius:8px;padding:2px 9px}.sl{font-size:15px;font-weight:700}.sm{font-size:12.5px;color:#667085}
.wm{font-size:12px;font-weight:800;color:#1d58c6;letter-spacing:.3px}
${revCss("#e9ebef", "#667085", "#f2f6fd", "#1d58c6")}
.bb{gap:12px;padding:10px 18px 28px;background:#fff;border-top:1px solid #e0e3e8;align-items:center;box-shadow:0 -2px 6px rgba(0,0,0,.06)}.bb .p{flex:1;font-size:17px;font-weight:800}.bb .p i{font-style:normal;font-size:13px;font-weight:500;color:#667085}.bb .a{color:#fff;background:#1d58c6;border-radius:24px;padding:12px 24px;font-size:15.5px;font-weight:700}`,
  html: `<div class="row th" data-role="ui">${icon.back(22)}<b>Reviews</b>${icon.share(21)}</div>
<div class="fill">
<div class="row pp">${picture(64, 52, ["#9fd3ea", "#e8d9b8"], abs(0, 34, 64, 18, "#e8d9b8") + abs(10, 14, 40, 24, "#f6f6f2", "2px") + abs(6, 8, 48, 8, "#5a6a7a", "2px") + abs(16, 22, 10, 8, "#7ab0d0") + abs(32, 22, 10, 8, "#7ab0d0"))}<div style="flex:1">${ui("Pelican Rise Beach House", "pn")}${ui("Merimbula, NSW · 3 bedrooms · sleeps 7", "pl")}</div></div>
<div class="row sc">${ui("4.7", "sv")}<div style="flex:1">${ui("Exceptional", "sl")}${ui("58 verified reviews", "sm")}</div>${ui("stayz", "wm")}</div>
${rev({ name: "Zara", meta: "Stayed Dec 2023 · family", color: "#a0704a", n: 5, date: "2 weeks ago", text: ["Spotless house, comfy beds, and our two adored the outdoor shower. Easy check-in."], who: "Zara", starColor: "#1d58c6", starEmpty: "#d5dbe6" })}
${rev({ name: "Tahlia", meta: "Stayed Jan 2024 · family", color: "#4a8a7a", n: 4, date: "5 days ago", title: "Lovely house, read the guide", text: ["Three bedrooms, a big deck and the lake a few minutes away. We stayed a week in January.", "The host's guide had eleven pages on the septic system and one line about the beach, which by day three we agreed was the right balance.", "Would happily stay again."], who: "owner", reply: { label: "Response from Sergio (host)", who: "Sergio", text: ["Thanks Tahlia! The septic thanks you too. The beach now has two lines."] }, starColor: "#1d58c6", starEmpty: "#d5dbe6" })}
${rev({ name: "Yogesh", meta: "Stayed Jan 2024 · couple", color: "#7a5aa0", n: 3, date: "1 week ago", text: ["Nice house, but the wifi only reaches the deck, and the deck is where the mosquitoes live. We worked from the car most mornings, which was not the holiday we had planned. The kitchen has everything, though the oven door needs a firm shove and the kettle takes ages."], who: "Yogesh", starColor: "#1d58c6", starEmpty: "#d5dbe6" })}
</div>
${overBar(`<div class="p">$385 <i>avg per night</i></div><span class="a">Check availability</span>`, "bb")}`,
};

// Dineout (a seafood restaurant in Fort Kochi: header, restaurant row, rating, a review above, the owner's review with title and the
// restaurant's reply, a review below cut by the Book a table bar; a Messages banner over the top). Dark, JPEG.
export const dineout: ScreenSpec = {
  id: "dineout-the-waiter-was-relieved",
  app: "Dineout",
  kind: "review",
  dark: true,
  device: "android",
  format: "jpeg",
  quality: 72,
  owner: { name: "Ujjwal", handle: null },
  time: "21:58",
  battery: 16,
  banner: { app: "Messages", color: "#34c759", title: "Urmila", body: "appam sunday still on or not", author: "Urmila", age: "now" },
  cutLines: 1,
  replies: true,
  css: `body{background:#121316;color:#e9eaee}.fill{display:flex;flex-direction:column}.fill>*{flex:none}
.th{flex:none;height:50px;padding:0 14px;gap:16px;position:relative;z-index:3;background:#1a1b20}.th b{flex:1;font-size:17px;font-weight:700}
.rr{gap:12px;padding:12px 14px;align-items:center;border-bottom:1px solid #26282e}.rn{font-size:16px;font-weight:700}.rl{font-size:12px;color:#9a9ea8;margin-top:2px}
.sc{gap:10px;padding:10px 14px 6px;align-items:center}.sv{font-size:15px;font-weight:800;color:#fff;background:#1ba672;border-radius:6px;padding:3px 8px}.sm{font-size:12.5px;color:#9a9ea8;flex:1}.wm{font-size:13px;font-weight:800;color:#ff5a5f}
.tb{gap:18px;padding:6px 14px 0;border-bottom:1px solid #26282e}.tb span{font-size:13.5px;color:#9a9ea8;padding-bottom:8px}.tb span.on{color:#ff5a5f;border-bottom:2px solid #ff5a5f;font-weight:700}
${revCss("#26282e", "#9a9ea8", "#1c1e24", "#ff5a5f")}
.bb{gap:10px;padding:8px 12px 10px;background:#1a1b20;border-top:1px solid #2a2c33}.bb span{flex:1;text-align:center;font-size:15px;font-weight:700;border-radius:8px;padding:11px 0}.bb .a{color:#fff;background:#ff5a5f}.bb .b{color:#ff5a5f;border:1.5px solid #ff5a5f}`,
  html: `<div class="row th" data-role="ui">${icon.back(22)}<b>Malabar Tide</b>${icon.heart(21)}${icon.share(21)}</div>
<div class="fill">
<div class="row rr">${picture(58, 58, ["#2a4a5a", "#c06a3a"], abs(10, 24, 38, 20, "#e8c07a", "50%") + abs(18, 28, 22, 10, "#d0603a", "50%"))}<div style="flex:1">${ui("Malabar Tide", "rn")}${ui("Fort Kochi · Kerala, Seafood · ₹₹", "rl")}</div></div>
<div class="row sc">${ui("4.3", "sv")}${ui("1,186 ratings on Dineout", "sm")}${stars(4, "#1ba672", "#3a3d45", 13)}</div>
<div class="row tb" data-role="ui"><span>Menu</span><span>Photos</span><span class="on">Reviews</span><span>About</span></div>
${rev({ name: "Sharmila", meta: "12 reviews", color: "#8a5a7a", n: 5, date: "3 days ago", text: ["Lovely seafood and quick service. Come by auto."], who: "Sharmila", starColor: "#1ba672", starEmpty: "#3a3d45" })}
${rev({ name: "Ujjwal", meta: "4 reviews", color: "#5a7a9a", n: 4, date: "yesterday", title: "Good food, very keen waiter", text: ["Table for three at 8 for my father's birthday, seated by the window on time.", "Our waiter recommended the prawn moilee eleven times, and when we finally ordered it he looked so relieved that my father tipped him before it arrived.", "The appam was soft and the moilee was worth it."], who: "owner", reply: { label: "Reply from Malabar Tide", who: "Malabar Tide", text: ["Thank you sir! Shibu says happy birthday to your father, and he is now recommending the fish curry."] }, starColor: "#1ba672", starEmpty: "#3a3d45" })}
${rev({ name: "Vinod", meta: "31 reviews", color: "#9a7a4a", n: 3, date: "2 days ago", text: ["Tasty food, but we waited forty minutes to be seated even with a booking, and the fan near the kitchen door was not working, so we ate most of the meal in a hurry."], who: "Vinod", starColor: "#1ba672", starEmpty: "#3a3d45" })}
</div>
${overBar(`<span class="b">Call</span><span class="a">Book a table</span>`, "bb")}`,
};

// Hotfrog (a driving school in Leicester: header, business card, rating, buttons, a review above, the owner's review with title and
// the school's reply, a review below cut by the Write a review bar). JPEG.
export const hotfrog: ScreenSpec = {
  id: "hotfrog-both-hands-on-the-sandwich",
  app: "Hotfrog",
  kind: "review",
  dark: false,
  device: "android",
  format: "jpeg",
  quality: 78,
  owner: { name: "Sienna", handle: null },
  time: "12:25",
  battery: 67,
  statusBarDark: true,
  statusBarBackground: "#3a8a2e",
  cutLines: 1,
  replies: true,
  css: `body{background:#f4f5f2;color:#20241c}.fill{display:flex;flex-direction:column}.fill>*{flex:none}
.th{flex:none;height:50px;padding:0 14px;gap:16px;position:relative;z-index:3;background:#3a8a2e;color:#fff}.th b{flex:1;font-size:19px;font-weight:800;color:#fff;letter-spacing:-.2px}
.bc{background:#fff;padding:12px 14px;border-bottom:1px solid #e4e6e0}.bn{font-size:17px;font-weight:800}.bl{font-size:12.5px;color:#6a7064;margin-top:2px}
.sc{gap:8px;align-items:center;margin-top:6px}.sv{font-size:14px;font-weight:700}.sm{font-size:12.5px;color:#6a7064}
.bt{gap:8px;margin-top:10px}.bt span{flex:1;text-align:center;font-size:13.5px;font-weight:700;border-radius:6px;padding:8px 0;border:1.5px solid #3a8a2e;color:#3a8a2e}
.hd2{font-size:15px;font-weight:800;padding:12px 16px 4px}
.rvs{background:#fff}
${revCss("#e4e6e0", "#6a7064", "#f1f7ef", "#3a8a2e")}
.bb{justify-content:center;padding:9px 12px 11px;background:#fff;border-top:1px solid #dfe2da;box-shadow:0 -2px 6px rgba(0,0,0,.07)}.bb span{flex:1;text-align:center;font-size:15px;font-weight:700;color:#fff;background:#3a8a2e;border-radius:6px;padding:11px 0}`,
  html: `<div class="row th" data-role="ui">${icon.back(22)}<b>hotfrog</b>${icon.search(21)}${icon.share(21)}</div>
<div class="fill">
<div class="bc">${ui("Clearway Driving School", "bn")}${ui("Driving school · Leicester, LE2", "bl")}
<div class="row sc">${stars(5, "#f2a900", "#d8dad4", 14)}${ui("4.8", "sv")}${ui("(37 reviews)", "sm")}</div></div>
${ui("Reviews", "hd2")}
<div class="rvs">
${rev({ name: "Tahmina", meta: "Local guide · 6 reviews", color: "#7a5a9a", n: 5, date: "1 month ago", text: ["Passed after two fails elsewhere. Very calm."], who: "Tahmina", starColor: "#f2a900", starEmpty: "#d8dad4" })}
${rev({ name: "Sienna", meta: "2 reviews", color: "#c0704a", n: 5, date: "4 days ago", title: "Patient and calm", text: ["Forty lessons over seven months, and I passed first time last Thursday.", "I knew I was ready when, on lesson thirty-eight, Troy finally let go of the handle above his door and used both hands to eat a sandwich.", "Perfect for nervous drivers."], who: "owner", reply: { label: "Reply from Clearway Driving School", who: "Clearway Driving School", text: ["Thanks Sienna! It was a tuna sandwich and I had earned it. Drive safe."] }, starColor: "#f2a900", starEmpty: "#d8dad4" })}
${rev({ name: "Yaa", meta: "1 review", color: "#4a7a6a", n: 4, date: "2 weeks ago", text: ["Good instructor, but lessons are booked up weeks ahead, and twice my slot was moved the night before because of a test at the other centre, which I only found out by text."], who: "Yaa", starColor: "#f2a900", starEmpty: "#d8dad4" })}
</div>
</div>
${overBar(`<span>Write a review</span>`, "bb")}`,
};
