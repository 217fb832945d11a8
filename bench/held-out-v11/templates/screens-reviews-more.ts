// More reviews: Healthgrades (an allergist, a patient allergic to cats, dust and birch who lives on Birch
// Avenue, under a banner from Lyle that cuts the header, JPEG), TrustATrader (a chimney sweep who found
// the owner's 1986 letter to Father Christmas, his answer, a screenshot in Google Photos saved three
// times), Skillshare (loose watercolour florals escaping the paper, under a banner from Dad that cuts the
// class title, downscaled),
// GOG (dark, the same goat on the same bridge since 1997, the studio's answer).
import { icon, picture } from "./icons";
import { chips, head, pageCss, review, tabs } from "./blocks";
import type { ScreenSpec } from "./screen-type";
import { googlePhotos, shot } from "./viewer";

export const healthgrades: ScreenSpec = {
  id: "healthgrades-birch-avenue",
  app: "Healthgrades",
  kind: "review",
  dark: false,
  device: "iphone",
  format: "jpeg",
  quality: 70,
  owner: { name: "Gloria M.", handle: null },
  time: "13:18",
  battery: 57,
  banner: { app: "Messages", color: "#34c759", title: "Lyle", body: "still on for pickleball at 6? I booked court 2", author: "Lyle", age: "1m ago" },
  cutLines: 1,
  replies: false,
  css: `${pageCss({ bg: "#fff", card: "#fff", fg: "#1a2b3c", sub: "#5b6b7b", line: "#e5eaef", accent: "#0075c9", soft: "#eef6fc" })}
.hd{min-height:68px}.dr{gap:12px;padding:12px 16px;border-bottom:1px solid #e5eaef}.dr b{font-size:16px;display:block}.dr small{font-size:13px;color:#5b6b7b;display:block}.sg{padding:10px 16px;font-size:13px;color:#5b6b7b;border-bottom:1px solid #e5eaef}.sg b{color:#1a2b3c;font-size:20px;margin-right:8px}`,
  html: `${head("Patient reviews", "Dr. Samira Vance-Okoro, MD", icon.share(20))}
<div class="row dr" data-role="ui">${picture(52, 52, ["#d5e4f0", "#5a7a9a"])}<div><b>Dr. Samira Vance-Okoro, MD</b><small>Allergy &amp; Immunology · Columbus, OH</small></div></div>
<div class="sg" data-role="ui"><b>4.8</b>Patient rating · 212 reviews</div>
<div class="fill">
${review({ name: "Gloria M.", meta: "Verified patient · Sep 2025", color: "#a07a9a", n: 5, star: "#f5a623", date: "Explains conditions well 5", text: ["Dr. Vance-Okoro was patient and explained every result. Turns out I’m allergic to cats, dust mites and birch pollen. I have a cat, I have dust, and I live on Birch Avenue.", "She suggested I move, then said she was joking, then didn’t say anything else for a while."], who: "owner" })}
${review({ name: "Reggie P.", meta: "Verified patient · Aug 2025", color: "#6a9a8a", n: 5, star: "#f5a623", date: "Explains conditions well 5", text: ["Quick appointment, kind staff and a clear plan."], who: "Reggie P." })}
${review({ name: "Dolores A.", meta: "Verified patient · Jul 2025", color: "#9a8a5a", n: 4, star: "#f5a623", date: "Explains conditions well 4", text: ["Very knowledgeable. The wait was about 40 minutes, but she didn’t rush me once I was in the room."], who: "Dolores A." })}
</div>`,
};

const sweepInner = `${head("Clean Sweep Chimney Services", "Chimney sweep · Ipswich", icon.share(20))}
${chips(["All reviews (143)", "Recent", "With photos"], 0)}
<div class="fill">
${review({ name: "Alison P.", meta: "Reviewed 5 days ago · Score 10/10", color: "#b08a6a", n: 5, star: "#00a651", text: ["Very tidy, dust sheets down before he started and not a speck on the carpet. He got out a lot of soot, a bird’s nest and a letter to Father Christmas from 1986 asking for a BMX. It was my handwriting. I never got the BMX and now I know why."], who: "owner", answer: { label: "Response from Dean at Clean Sweep", author: "Dean", text: "Thanks Alison! I’ve spoken to the North Pole and they say it was the chimney’s fault." } })}
${review({ name: "Martin G.", meta: "Reviewed 2 weeks ago · Score 10/10", color: "#6a8ab0", n: 5, star: "#00a651", text: ["On time, swept both chimneys and left a certificate for the insurance."], who: "Martin G." })}
</div>`;

export const trustATrader: ScreenSpec = {
  id: "trustatrader-letter-to-santa",
  app: "TrustATrader",
  kind: "review",
  dark: true,
  device: "android",
  format: "jpeg",
  owner: { name: "Alison P.", handle: null },
  time: "20:41",
  battery: 33,
  generations: [{ quality: 92 }, { width: 1000, quality: 78 }, { width: 828, quality: 67 }],
  replies: true,
  css: `${pageCss({ bg: "#f3f5f3", card: "#fff", fg: "#1e2a22", sub: "#66726a", line: "#e2e7e3", accent: "#00a651", soft: "#eef8f1", size: 14 })}body{background:#000}.hd{background:#00a651;color:#fff}.hd small{color:#d7f3e1}`,
  html: googlePhotos({ body: shot({ device: "android", time: "19:55", battery: 58, dark: false, background: "#f3f5f3", html: sweepInner }, 0.84, 690) }),
};

export const skillshare: ScreenSpec = {
  id: "skillshare-escaping-florals",
  app: "Skillshare",
  kind: "review",
  dark: false,
  device: "android",
  format: "png",
  downscaleTo: 828,
  owner: { name: "Bhavna S.", handle: null },
  time: "17:09",
  battery: 66,
  cutLines: 1,
  banner: { app: "Messages", color: "#1a73e8", title: "Dad", body: "did you record the match for me, don’t tell me the score", author: "Dad", age: "now" },
  replies: false,
  css: `${pageCss({ bg: "#fff", card: "#fff", fg: "#1f1f1f", sub: "#666", line: "#ececec", accent: "#00ff84", soft: "#f5f5f5", size: 14 })}
.cl{gap:12px;padding:10px 16px;border-bottom:1px solid #ececec}.cl b{font-size:15px;line-height:20px;display:block}.cl small{font-size:12px;color:#666;display:block;margin-top:2px}.rt{padding:10px 16px;font-size:13px;color:#666;border-bottom:1px solid #ececec}.rt b{font-size:20px;color:#1f1f1f;margin-right:6px}`,
  html: `${head("Reviews", "Loose Watercolour Florals", icon.moreV(20))}
<div class="row cl" data-role="ui">${picture(64, 44, ["#f3c6d3", "#6a9a7a"])}<div><b>Loose Watercolour Florals for Beginners</b><small>Anneliese Brook · 14 lessons (1h 52m)</small></div></div>
<div class="rt" data-role="ui"><b>98%</b>of students say it exceeded expectations · 2,904 reviews</div>
<div class="fill">
${review({ name: "Connor D.", meta: "Exceeded! · 1 week ago", color: "#6a8ab0", n: 5, star: "#1f1f1f", text: ["Clear and relaxing. I’ve done it twice now."], who: "Connor D." })}
${review({ name: "Bhavna S.", meta: "Exceeded! · 2 weeks ago", color: "#b07a9a", n: 5, star: "#1f1f1f", text: ["Lovely teacher and very clear videos. My florals are definitely looser now, in that they look like they’re trying to escape the paper. Lesson 4 says “let the water do the work” and it did, mostly on the table."], who: "owner" })}
${review({ name: "Yusuf A.", meta: "Met · 3 weeks ago", color: "#8ab06a", n: 4, star: "#1f1f1f", text: ["Great for beginners, I just wish the supply list had brand suggestions."], who: "Yusuf A." })}
</div>
${tabs([icon.home(24), icon.search(24), icon.play(24), icon.person(24)], true)}`,
};

export const gog: ScreenSpec = {
  id: "gog-the-goat",
  app: "GOG",
  kind: "review",
  dark: true,
  device: "iphone",
  format: "png",
  owner: { name: "hollisbramley", handle: null },
  time: "23:02",
  battery: 42,
  replies: true,
  css: `${pageCss({ bg: "#1d1d1f", card: "#262629", fg: "#e8e8ea", sub: "#9a9aa1", line: "#323236", accent: "#b59cf5", soft: "#303034", size: 14.5 })}
.gm{gap:12px;padding:10px 16px;background:#262629;border-bottom:1px solid #323236}.gm b{font-size:15px;display:block}.gm small{font-size:12px;color:#9a9aa1;display:block;margin-top:2px}`,
  html: `${head("Reviews", "4.7 · 3,118 ratings", icon.heart(22))}
<div class="row gm" data-role="ui">${picture(72, 44, ["#3a5a4a", "#1a2a22"])}<div><b>Lantern Hollow: The Lost Almanac</b><small>Moonhaven Games · 1997 · Adventure</small></div></div>
${chips(["Most helpful", "Newest", "Verified owners"], 0)}
<div class="fill">
${review({ name: "hollisbramley", meta: "Games: 212 · Reviews: 9", color: "#6a7a5a", n: 5, star: "#b59cf5", date: "Posted 4 days ago", title: "Still holds up", text: ["Played this in 1997 on my dad’s computer and bought it again to see if it holds up. It does. The music, the art, the terrible voice acting, all perfect. I still can’t get past the goat on the bridge. I’m 41 now and the goat hasn’t aged a day."], who: "owner", answer: { label: "Reply from Moonhaven Games", author: "Moonhaven Games", text: "Thank you! The goat is our longest-serving employee." }, foot: "Helpful · 318 people" })}
${review({ name: "nightjar_88", meta: "Games: 47 · Reviews: 3", color: "#8a6ab0", n: 4, star: "#b59cf5", date: "Posted 1 week ago", title: "Runs fine", text: ["Works on Windows 11 out of the box, cloud saves fine."], who: "nightjar_88" })}
</div>
${tabs([icon.home(24), icon.grid(24), icon.search(24), icon.person(24)])}`,
};
