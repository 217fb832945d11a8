// More reviews: RateMDs (an optometrist, a patient who has needed glasses since 2017, which explains
// the waving at strangers and one wedding, under a banner from Radek that cuts the header, JPEG),
// hipages (a pest controller who evicted a possum that took it personally, his answer, a screenshot in
// Google Photos saved three times), Domestika (a pottery course, a bowl that wanted to be a plate, under
// a banner from Nan that cuts the course title, downscaled), Podchaser (dark, a trade-history podcast,
// colleagues asking the owner to stop bringing up the Hanseatic League, the host's answer).
import { icon, picture } from "./icons";
import { chips, head, pageCss, review, tabs } from "./blocks";
import type { ScreenSpec } from "./screen-type";
import { googlePhotos, shot } from "./viewer";

export const rateMds: ScreenSpec = {
  id: "ratemds-one-wedding",
  app: "RateMDs",
  kind: "review",
  dark: false,
  device: "iphone",
  format: "jpeg",
  quality: 69,
  owner: { name: "Bożena P.", handle: null },
  time: "12:48",
  battery: 61,
  banner: {
    app: "Messages",
    color: "#34c759",
    title: "Radek",
    body: "running 10 min late, order me the usual and don’t let them give our table away",
    author: "Radek",
    age: "now",
  },
  cutLines: 1,
  replies: false,
  css: `${pageCss({ bg: "#fff", card: "#fff", fg: "#1d2630", sub: "#5e6b78", line: "#e4e9ee", accent: "#e0533a", soft: "#fdf1ee" })}
.hd{min-height:68px}.dr{gap:12px;padding:12px 16px;border-bottom:1px solid #e4e9ee}.dr b{font-size:16px;display:block}.dr small{font-size:13px;color:#5e6b78;display:block}.sg{padding:10px 16px;font-size:13px;color:#5e6b78;border-bottom:1px solid #e4e9ee}.sg b{color:#1d2630;font-size:20px;margin-right:8px}`,
  html: `${head("Ratings", "Dr. Helena Marsh-Adeyemi, OD", icon.share(20))}
<div class="row dr" data-role="ui">${picture(52, 52, ["#f0dcd5", "#9a6a5a"])}<div><b>Dr. Helena Marsh-Adeyemi, OD</b><small>Optometrist · Calgary, AB</small></div></div>
<div class="sg" data-role="ui"><b>4.9</b>Overall · 88 ratings</div>
<div class="fill">
${review({ name: "Bożena P.", meta: "Patient · Oct 2025", color: "#7a8ab0", n: 5, star: "#f5b400", date: "Knowledge 5 · Helpfulness 5", text: ["Very thorough and kind. I hadn’t had an eye test since school, and it turns out I’ve needed glasses since at least 2017. That explains a lot of waving at strangers, and one wedding.", "The front desk booked my follow-up before I’d left the chair."], who: "owner" })}
${review({ name: "Lorcan B.", meta: "Patient · Sep 2025", color: "#6aa08a", n: 5, star: "#f5b400", date: "Knowledge 5 · Helpfulness 5", text: ["On time, explained my prescription clearly, no upselling on frames."], who: "Lorcan B." })}
${review({ name: "Yvette K.", meta: "Patient · Aug 2025", color: "#a08a5a", n: 4, star: "#f5b400", date: "Knowledge 5 · Helpfulness 4", text: ["Great exam. She was running a little behind on the day, but nobody seemed rushed."], who: "Yvette K." })}
</div>`,
};

const pestInner = `${head("Bush Pest Control", "Pest control · Newcastle, NSW", icon.share(20))}
${chips(["All reviews (96)", "Recent", "With photos"], 0)}
<div class="fill">
${review({ name: "Kylie R.", meta: "Reviewed 4 days ago · Possum removal", color: "#b07a5a", n: 5, star: "#ff6a13", text: ["Shane turned up when he said he would and explained everything before he started. The noise in our roof turned out to be a possum who had lived there longer than we have. He took the eviction personally and now sits on the fence and looks at the house."], who: "owner", answer: { label: "Response from Shane at Bush Pest Control", author: "Shane", text: "Thanks Kylie! He’s in the box up the gum tree now. Give him a few weeks." } })}
${review({ name: "Damo K.", meta: "Reviewed 2 weeks ago · Termite inspection", color: "#6a8ab0", n: 5, star: "#ff6a13", text: ["Quick, thorough and well priced. Report came the same day."], who: "Damo K." })}
</div>`;

export const hipages: ScreenSpec = {
  id: "hipages-the-possum",
  app: "hipages",
  kind: "review",
  dark: true,
  device: "android",
  format: "jpeg",
  owner: { name: "Kylie R.", handle: null },
  time: "21:13",
  battery: 39,
  generations: [{ quality: 92 }, { width: 1000, quality: 77 }, { width: 828, quality: 66 }],
  replies: true,
  css: `${pageCss({ bg: "#f4f3f1", card: "#fff", fg: "#1f1d1a", sub: "#6b675f", line: "#e6e3dd", accent: "#ff6a13", soft: "#fff2ea", size: 14 })}body{background:#000}.hd{background:#ff6a13;color:#fff}.hd small{color:#ffe3d2}`,
  html: googlePhotos({ body: shot({ device: "android", time: "20:02", battery: 64, dark: false, background: "#f4f3f1", html: pestInner }, 0.84, 690) }),
};

export const domestika: ScreenSpec = {
  id: "domestika-wanted-to-be-a-plate",
  app: "Domestika",
  kind: "review",
  dark: false,
  device: "android",
  format: "png",
  downscaleTo: 828,
  owner: { name: "Philomena K.", handle: null },
  time: "16:52",
  battery: 74,
  cutLines: 1,
  banner: { app: "Messages", color: "#1a73e8", title: "Nan", body: "what time will you be here sunday, I’ve done a trifle", author: "Nan", age: "now" },
  replies: false,
  css: `${pageCss({ bg: "#fff", card: "#fff", fg: "#1e1e1e", sub: "#686868", line: "#ececec", accent: "#ef2f52", soft: "#f6f6f6", size: 14 })}
.cl{gap:12px;padding:10px 16px;border-bottom:1px solid #ececec}.cl b{font-size:15px;line-height:20px;display:block}.cl small{font-size:12px;color:#686868;display:block;margin-top:2px}.rt{padding:10px 16px;font-size:13px;color:#686868;border-bottom:1px solid #ececec}.rt b{font-size:20px;color:#1e1e1e;margin-right:6px}`,
  html: `${head("Reviews", "Introduction to Wheel Throwing", icon.moreV(20))}
<div class="row cl" data-role="ui">${picture(64, 44, ["#d9b9a0", "#7a5a4a"])}<div><b>Introduction to Wheel Throwing: Pottery for Beginners</b><small>By Lucía Benavides · 16 lessons (3h 10m)</small></div></div>
<div class="rt" data-role="ui"><b>99%</b>positive reviews · 3,412 students</div>
<div class="fill">
${review({ name: "Matthijs", meta: "Positive · 1 week ago", color: "#6a8ab0", n: 5, star: "#ef2f52", text: ["Clear and calm. Great for total beginners."], who: "Matthijs" })}
${review({ name: "Philomena K.", meta: "Positive · 2 weeks ago", color: "#b07a9a", n: 5, star: "#ef2f52", text: ["Lovely teacher and the videos are very clear. After sixteen lessons I can make a bowl, a smaller bowl, and a bowl that wanted to be a plate. Everyone I know is getting one for Christmas."], who: "owner" })}
${review({ name: "Hélène", meta: "Positive · 3 weeks ago", color: "#a06a6a", n: 5, star: "#ef2f52", text: ["Calm pace and lovely close-ups. I don’t have a wheel yet, so I watched it all and then booked a class."], who: "Hélène" })}
${review({ name: "Joaquín", meta: "Positive · 3 weeks ago", color: "#8ab06a", n: 4, star: "#ef2f52", text: ["I wish there was more on glazing, otherwise excellent."], who: "Joaquín" })}
</div>
${tabs([icon.home(24), icon.search(24), icon.play(24), icon.person(24)], true)}`,
};

export const podchaser: ScreenSpec = {
  id: "podchaser-hanseatic-league",
  app: "Podchaser",
  kind: "review",
  dark: true,
  device: "iphone",
  format: "png",
  owner: { name: "pennywhistle_pete", handle: null },
  time: "23:26",
  battery: 33,
  replies: true,
  css: `${pageCss({ bg: "#16141d", card: "#1f1c28", fg: "#ecebf2", sub: "#a09cb0", line: "#2e2a3a", accent: "#8f6cf0", soft: "#2a2636", size: 14.5 })}
.gm{gap:12px;padding:10px 16px;background:#1f1c28;border-bottom:1px solid #2e2a3a}.gm b{font-size:15px;display:block}.gm small{font-size:12px;color:#a09cb0;display:block;margin-top:2px}`,
  html: `${head("Reviews", "4.8 · 2,140 ratings", icon.heart(22))}
<div class="row gm" data-role="ui">${picture(56, 56, ["#c9a45a", "#5a3a1a"])}<div><b>Salt &amp; Ledger: A History of Trade</b><small>Hosted by Lavinia Penhaligon · 212 episodes</small></div></div>
${chips(["Most helpful", "Recent", "Critical"], 0)}
<div class="fill">
${review({ name: "pennywhistle_pete", meta: "Listener · 48 reviews", color: "#6a8a7a", n: 5, star: "#8f6cf0", date: "5 days ago", title: "Dangerously good", text: ["Started listening on my commute and now I’m 90 episodes in. I know more about the Hanseatic League than anyone at my work needs me to. They’ve asked me to stop bringing it up at lunch, so I’ve moved on to the spice trade."], who: "owner", answer: { label: "Reply from Lavinia Penhaligon", author: "Lavinia Penhaligon", text: "Thank you! The Hanseatic League wouldn’t have stopped either." }, foot: "Helpful · 204 people" })}
${review({ name: "quietbarge", meta: "Listener · 6 reviews", color: "#a06a6a", n: 4, star: "#8f6cf0", date: "2 weeks ago", title: "Well researched", text: ["Good audio, good sources. The salt episodes are the best."], who: "quietbarge" })}
</div>
${tabs([icon.home(24), icon.search(24), icon.play(24), icon.person(24)])}`,
};
