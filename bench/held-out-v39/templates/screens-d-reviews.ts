// Part D's reviews (v39), each written by the reviewer, with the business's reply and other reviewers above and below.
import { icon, picture } from "./icons";
import { stars } from "./parts";
import type { ScreenSpec } from "./screen-type";
import { abs, overBar, rev, revCss } from "./screens-d-kit";
import { ui } from "./shell";

// Werkspot (a gutter cleaner in Eindhoven: company row, score, a review above, the owner's review with title and the company's
// reply, a review below cut by the Request a quote bar). JPEG.
export const werkspot: ScreenSpec = {
  id: "werkspot-the-letter-in-the-gutter",
  app: "Werkspot",
  kind: "review",
  dark: false,
  device: "iphone-max",
  format: "jpeg",
  quality: 74,
  owner: { name: "Sterre", handle: null },
  time: "21:09",
  battery: 38,
  cutLines: 1,
  replies: true,
  css: `body{background:#fff;color:#1b2430}.fill{display:flex;flex-direction:column}.fill>*{flex:none}
.th{flex:none;height:48px;padding:0 16px;gap:18px;position:relative;z-index:3;background:#fff;border-bottom:1px solid #e3e7ec}.th b{flex:1;font-size:19px;font-weight:800;color:#0a66c2;letter-spacing:-.3px}
.co{gap:12px;padding:12px 16px 10px;align-items:center;border-bottom:1px solid #e3e7ec}.cn{font-size:16px;font-weight:700}.cm{font-size:12.5px;color:#66707c;margin-top:1px}
.sc{gap:10px;padding:10px 16px;align-items:center;background:#f3f7fb}.sc b{font-size:26px;font-weight:800;color:#0a66c2}.scm{font-size:12.5px;color:#4c5866}
.hd2{font-size:14px;font-weight:700;padding:22px 16px 2px}
${revCss("#e3e7ec", "#66707c", "#f1f5fa", "#0a66c2")}
.bb{gap:8px;padding:9px 14px 30px;background:#fff;border-top:1px solid #e3e7ec;box-shadow:0 -2px 6px rgba(0,0,0,.06)}.bb span{flex:1;text-align:center;font-size:16px;font-weight:700;border-radius:8px;padding:12px 0}.bb .a{color:#fff;background:#ff7a00}.bb .b{flex:.5;color:#0a66c2;border:1.5px solid #0a66c2}`,
  html: `<div class="row th" data-role="ui">${icon.back(22)}<b>werkspot</b>${icon.share(21)}</div>
<div class="fill">
<div class="row co">${picture(52, 52, ["#5c7d9a", "#2e4a63"], abs(8, 26, 36, 6, "#d9e2ea", "3px") + abs(14, 12, 24, 12, "#ff7a00", "2px"))}<div style="flex:1;min-width:0">${ui("Dakgoot Kempenaar", "cn")}${ui("Gutter cleaning and roof repair · Eindhoven", "cm")}</div></div>
<div class="row sc" data-role="ui"><b>9.1</b>${stars(5, "#ff7a00", "#cfd6de", 15)}<span class="scm">132 reviews · 97% would hire again</span></div>
${ui("Reviews", "hd2")}
${rev({ name: "Wopke", meta: "Gutters cleaned · Veldhoven", color: "#7a8a5a", n: 5, date: "2 weeks ago", text: ["Fast and friendly, reasonable price for a semi-detached house, and they checked the roof tiles at no extra cost."], who: "Wopke", starColor: "#ff7a00", starEmpty: "#cfd6de" })}
${rev({
  name: "Sterre",
  meta: "Gutters cleaned · Eindhoven",
  color: "#9a6a7a",
  n: 5,
  date: "5 days ago",
  title: "On time, tidy, one mystery solved",
  text: [
    "Booked them to clear the gutters of our terraced house, they turned up at eight sharp and swept up after themselves.",
    "Out of our gutter came a tennis ball, one child's sandal and a love letter from the previous owners dated 1997, which we have now read together twice and feel we should not have.",
    "Will book again in spring.",
  ],
  who: "owner",
  reply: {
    label: "Reply from Dakgoot Kempenaar",
    who: "Dakgoot Kempenaar",
    text: ["Thank you Sterre! We only remove what we find. What you read afterwards is up to you."],
  },
  starColor: "#ff7a00",
  starEmpty: "#cfd6de",
})}
${rev({ name: "Yfke", meta: "Roof repair · Best", color: "#5a6a9a", n: 4, date: "3 weeks ago", text: ["They replaced six broken tiles and a length of lead flashing after the October storm, and the quote was exactly what we paid, though the first appointment was moved twice because of rain and the second because of more rain."], who: "Yfke", starColor: "#ff7a00", starEmpty: "#cfd6de" })}
</div>
${overBar(`<span class="b">Message</span><span class="a">Request a quote</span>`, "bb")}`,
};

// Magicpin (a restaurant in Rajouri Garden, Delhi: restaurant row, rating, a review above, the owner's review with title and the
// restaurant's reply, a review below cut by the Pay bill bar). Dark, JPEG.
export const magicpin: ScreenSpec = {
  id: "magicpin-the-cousin-in-toronto",
  app: "Magicpin",
  kind: "review",
  dark: true,
  device: "android",
  format: "jpeg",
  quality: 70,
  owner: { name: "Sakshi", handle: null },
  time: "23:17",
  battery: 29,
  cutLines: 1,
  replies: true,
  css: `body{background:#121212;color:#ececec}.fill{display:flex;flex-direction:column}.fill>*{flex:none}
.th{flex:none;height:50px;padding:0 14px;gap:16px;position:relative;z-index:3;background:#1c1c1e;border-bottom:1px solid #2c2c2f}.th b{flex:1;font-size:19px;font-weight:800;color:#ef3a6f;letter-spacing:-.3px}
.co{gap:12px;padding:10px 14px;align-items:center;border-bottom:1px solid #2c2c2f}.cn{font-size:15.5px;font-weight:700}.cm{font-size:12px;color:#9b9ba0;margin-top:1px}
.sc{gap:8px;padding:8px 14px;align-items:center}.sc b{font-size:13px;font-weight:800;color:#fff;background:#1f9d55;border-radius:5px;padding:2px 7px}.scm{font-size:12px;color:#b4b4b8}
.hd2{font-size:14px;font-weight:700;padding:6px 14px 0}
${revCss("#2c2c2f", "#9b9ba0", "#1f1f22", "#ef3a6f")}
.rv{padding:9px 14px 7px}.rvx{font-size:13.5px;line-height:19px}
.bb{gap:8px;padding:8px 12px 10px;background:#1c1c1e;border-top:1px solid #2c2c2f}.bb span{flex:1;text-align:center;font-size:15px;font-weight:700;border-radius:8px;padding:11px 0}.bb .a{color:#fff;background:#ef3a6f}.bb .b{color:#ef3a6f;border:1.5px solid #ef3a6f}`,
  html: `<div class="row th" data-role="ui">${icon.back(22)}<b>magicpin</b>${icon.search(21)}${icon.share(21)}</div>
<div class="fill">
<div class="row co">${picture(48, 48, ["#c2772e", "#6a2e12"], abs(10, 18, 28, 18, "#f2c14e", "0 0 14px 14px"))}<div style="flex:1;min-width:0">${ui("Tandoori Junction", "cn")}${ui("North Indian, Mughlai · Rajouri Garden, Delhi", "cm")}</div></div>
<div class="row sc" data-role="ui"><b>4.2</b><span class="scm">2,318 ratings · 6% cashback on bills</span></div>
${ui("Reviews", "hd2")}
${rev({ name: "Shruti", meta: "41 reviews · Foodie level 3", color: "#6a8a7a", n: 3, date: "1 week ago", text: ["Butter chicken was rich but the naan came late, service improved after we reminded them twice."], who: "Shruti", starColor: "#f5b301", starEmpty: "#4a4a4e" })}
${rev({
  name: "Sakshi",
  meta: "12 reviews · Foodie level 1",
  color: "#8a5a9a",
  n: 4,
  date: "2 days ago",
  title: "Great biryani, awkward family news",
  text: [
    "Came for my friend's birthday, quick seating and polite staff even with eleven of us.",
    "The biryani was so good that I asked to thank the chef, and out came my cousin Vinay, who the whole family believes is doing an MBA in Toronto.",
    "Parking is difficult on weekends.",
  ],
  who: "owner",
  reply: {
    label: "Reply from Tandoori Junction",
    who: "Tandoori Junction",
    text: ["Thank you Sakshi ji! Chef Vinay requests that this review stays between us."],
  },
  starColor: "#f5b301",
  starEmpty: "#4a4a4e",
})}
${rev({ name: "Yashvi", meta: "87 reviews · Foodie level 5", color: "#9a7a4a", n: 5, date: "2 weeks ago", text: ["Paid through magicpin and got the cashback instantly, the dal makhani beats anything else in west Delhi and the portions are enough for two people easily."], who: "Yashvi", starColor: "#f5b301", starEmpty: "#4a4a4e" })}
</div>
${overBar(`<span class="b">Call</span><span class="a">Pay bill</span>`, "bb")}`,
};

// Trusted Shops (an online label shop reviewed on Trusted Shops: shop row, score, a review above, the owner's review and the
// shop's reply, a review below cut by the Visit shop bar). Dark, PNG.
export const trustedshops: ScreenSpec = {
  id: "trusted-shops-the-drawer-labelled-spare-key",
  app: "Trusted Shops",
  kind: "review",
  dark: true,
  device: "iphone",
  format: "png",
  owner: { name: "Wiltrud", handle: null },
  time: "07:52",
  battery: 91,
  cutLines: 1,
  replies: true,
  css: `body{background:#0f1114;color:#eceef1}.fill{display:flex;flex-direction:column}.fill>*{flex:none}
.th{flex:none;height:46px;padding:0 16px;gap:18px;position:relative;z-index:3;background:#171a1e;border-bottom:1px solid #2a2e34}.th b{flex:1;font-size:18px;font-weight:800;color:#ffdc0f;letter-spacing:-.2px}
.co{gap:12px;padding:12px 16px 10px;align-items:center}.cn{font-size:16px;font-weight:700}.cm{font-size:12.5px;color:#9aa1aa;margin-top:1px}
.sc{gap:10px;padding:8px 16px 10px;align-items:center;border-bottom:1px solid #2a2e34}.sc b{font-size:24px;font-weight:800}.scm{font-size:12.5px;color:#b0b6be}
.hd2{font-size:14px;font-weight:700;padding:10px 16px 0}
${revCss("#2a2e34", "#9aa1aa", "#1b1f24", "#ffdc0f")}
.bb{gap:8px;padding:9px 14px 28px;background:#171a1e;border-top:1px solid #2a2e34}.bb span{flex:1;text-align:center;font-size:16px;font-weight:700;border-radius:10px;padding:12px 0}.bb .a{color:#15171a;background:#ffdc0f}`,
  html: `<div class="row th" data-role="ui">${icon.back(22)}<b>Trusted Shops</b>${icon.share(21)}</div>
<div class="fill">
<div class="row co">${picture(48, 48, ["#f4f4f4", "#d8d8d8"], abs(8, 16, 32, 16, "#2b2b2b", "3px") + abs(12, 21, 24, 6, "#f4f4f4", "1px"))}<div style="flex:1;min-width:0">${ui("labelhaus.de", "cn")}${ui("Label printers, tapes and office supplies", "cm")}</div></div>
<div class="row sc" data-role="ui"><b>4.81</b>${stars(5, "#ffdc0f", "#3a3f46", 16)}<span class="scm">Excellent · 6,204 reviews</span></div>
${ui("Reviews from the last 12 months", "hd2")}
${rev({ name: "Volkmar", meta: "Verified purchase", color: "#5a7a9a", n: 4, date: "02/12/2026", text: ["Delivery took five days instead of two, but customer service answered my email within the hour."], who: "Volkmar", starColor: "#ffdc0f", starEmpty: "#3a3f46" })}
${rev({
  name: "Wiltrud",
  meta: "Verified purchase",
  color: "#9a7a5a",
  n: 5,
  date: "30/11/2026",
  text: [
    "Ordered on Monday, arrived on Wednesday, well packed, and the label maker also works with the cheaper tapes.",
    "In one evening I labelled every drawer, every cable and the spare key, which I then hid in the drawer labelled SPARE KEY.",
    "Would order again.",
  ],
  who: "owner",
  reply: { label: "Reply from labelhaus.de", who: "labelhaus.de", text: ["Dear Wiltrud, many thanks! A second label reading NOT HERE is in the post."] },
  starColor: "#ffdc0f",
  starEmpty: "#3a3f46",
})}
${rev({ name: "Tjorven", meta: "Verified purchase", color: "#6a9a7a", n: 5, date: "28/11/2026", text: ["The tapes fit my old printer from 2014 even though the website said they might not, and the parcel was in the Packstation the next morning."], who: "Tjorven", starColor: "#ffdc0f", starEmpty: "#3a3f46" })}
</div>
${overBar(`<span class="a">Visit labelhaus.de</span>`, "bb")}`,
};

// Zoover (a holiday park in Zeeland: park row, score, a review above, the owner's review with title and the park's reply, a review
// below cut by the Check availability bar). Light, PNG, the status bar cropped off the top.
export const zoover: ScreenSpec = {
  id: "zoover-front-row-at-eight",
  app: "Zoover",
  kind: "review",
  dark: false,
  device: "android",
  format: "png",
  crop: { top: 24 },
  owner: { name: "Veerle", handle: null },
  time: "22:17",
  battery: 52,
  cutLines: 1,
  replies: true,
  css: `body{background:#fff;color:#20262b}.fill{display:flex;flex-direction:column}.fill>*{flex:none}
.th{flex:none;height:48px;padding:0 14px;gap:16px;position:relative;z-index:3;background:#fff;border-bottom:1px solid #e4e8e6}.th b{flex:1;font-size:21px;font-weight:900;color:#f26b1d;letter-spacing:-.5px}
.co{gap:12px;padding:4px 14px 3px;align-items:center}.cn{font-size:15.5px;font-weight:700}.cm{font-size:12px;color:#66706b;margin-top:1px}
.sc{gap:10px;padding:4px 14px;align-items:center;background:#f2f8f3;border-top:1px solid #e4e8e6;border-bottom:1px solid #e4e8e6}.sc b{font-size:19px;font-weight:800;color:#fff;background:#2f9e5b;border-radius:6px;padding:1px 8px}.scm{font-size:12.5px;color:#44504a}
.hd2{font-size:14px;font-weight:700;padding:3px 14px 0}
${revCss("#e4e8e6", "#66706b", "#fff4ec", "#f26b1d")}
.bb{gap:8px;padding:8px 12px 27px;background:#fff;border-top:1px solid #e4e8e6;box-shadow:0 -2px 6px rgba(0,0,0,.07)}.bb span{flex:1;text-align:center;font-size:15px;font-weight:700;border-radius:6px;padding:11px 0}.bb .a{color:#fff;background:#f26b1d}`,
  html: `<div class="row th" data-role="ui">${icon.back(22)}<b>zoover</b>${icon.heart(21)}${icon.share(21)}</div>
<div class="fill">
<div class="row co">${picture(44, 44, ["#9fd3e8", "#e9d9a8"], abs(0, 28, 44, 16, "#e2cf97") + abs(8, 18, 20, 14, "#c4553a", "2px 2px 0 0") + abs(28, 22, 16, 10, "#f4f1ea"))}<div style="flex:1;min-width:0">${ui("Vakantiepark De Zeeuwse Kreek", "cn")}${ui("Holiday park · Renesse, Zeeland, Netherlands", "cm")}</div></div>
<div class="row sc" data-role="ui"><b>8.4</b><span class="scm">Very good · 1,247 reviews · 91% recommend</span></div>
${ui("Guest reviews", "hd2")}
${rev({ name: "Uschi", meta: "Travelled as a couple · May 2026", color: "#6a8aa0", n: 4, date: "4 weeks ago", text: ["Clean bungalow, good shop on the park."], who: "Uschi", starColor: "#f26b1d", starEmpty: "#d4d9d6" })}
${rev({
  name: "Veerle",
  meta: "Travelled as a family · July 2026",
  color: "#a06a7a",
  n: 4,
  date: "3 weeks ago",
  title: "Lovely week, good for children",
  text: [
    "Spacious bungalow, good indoor pool.",
    "Every evening at eight the animation team did the same dance to the same song, and by the last night my husband Staf, who refused to dance at our own wedding, was front row doing it without looking.",
    "The Wi-Fi only works near reception.",
  ],
  who: "owner",
  reply: { label: "Reply from De Zeeuwse Kreek", who: "De Zeeuwse Kreek", text: ["Thank you Veerle! Our team leader Theun says Staf may audition in May."] },
  starColor: "#f26b1d",
  starEmpty: "#d4d9d6",
})}
${rev({ name: "Yentl", meta: "Travelled with friends · June 2026", color: "#8a9a5a", n: 3, date: "1 month ago", text: ["Nice location near the dunes, but the bungalow next to ours held a birthday party until half past two and reception told us they could do nothing because it was a Saturday."], who: "Yentl", starColor: "#f26b1d", starEmpty: "#d4d9d6" })}
</div>
${overBar(`<span class="a">Check availability</span>`, "bb")}`,
};
