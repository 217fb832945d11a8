// Reviews and listings: Expedia (a hotel review and the property's answer, second-generation JPEG,
// cropped at the bottom), Rotten Tomatoes (an audience review among others), Metacritic (an all-caps
// user review, dark), FanFiction.net (reviews of the owner's story, cropped on the right), Gumtree (a
// listing cropped at the top), Eventbrite (the owner's event page and its questions).
import { comment, counts, stars } from "./parts";
import { avatar, chip, css, DARK, header, icon, LIGHT, other, own, span, stat, tabs, theme, ui } from "./kit";
import type { ScreenSpec } from "./screen-type";

export const expedia: ScreenSpec = {
  id: "expedia-review",
  app: "Expedia",
  kind: "review",
  dark: false,
  device: "iphone",
  format: "jpeg",
  generations: [{ quality: 86 }, { width: 720, quality: 65 }],
  owner: { name: "Gwen", handle: null },
  time: "18:26",
  battery: 52,
  crop: { bottom: 216 },
  cutLines: 1,
  replies: true,
  css: css(
    theme(LIGHT, { acc: "#1668e3", card: "#f3f5f9" }),
    ".sc{display:inline-block;background:#1668e3;color:#fff;font-weight:700;border-radius:6px;padding:2px 7px;font-size:14px;margin-right:8px}.resp{background:#f3f5f9;border-radius:10px;padding:10px 12px;margin:10px 0}",
  ),
  html: `${header("Reviews", "Seaview Lodge Hotel · Brighton", { right: icon.share(20) })}
<div class="fill">
<div class="row" style="margin:12px 0 4px">${span("8.2", "sc")}<div>${ui("Very good", "cn")}${ui("1,284 verified reviews", "cm")}</div></div>
<div class="row" style="gap:6px;flex-wrap:wrap;margin:8px 0">${chip("Cleanliness 8.6")}${chip("Staff & service 8.9")}${chip("Amenities 7.4")}</div>
<div class="sep"></div>
<div class="row">${span("4/10", "sc")}${ui("Disappointing", "cn")}</div>
${ui("Gwen · Stayed 2 nights in Aug 2026 · Traveled with partner", "cm")}
${own("Booked a sea view room. There was a sea view if you stood on the toilet and looked through the little window. Partner did this for both nights so I suppose we got our money’s worth. Breakfast was fine", "p")}
${ui("Liked: Location, breakfast", "meta")}${ui("Disliked: the view", "meta")}
<div class="resp">
${ui("Response from Seaview Lodge Hotel · Sep 2, 2026", "cn")}
${other("Seaview Lodge Hotel", "Dear Gwen, thank you for your feedback. We are glad you found the view. For safety reasons we do not recommend standing on the toilet.", "p")}
</div>
${ui("Was this review helpful?  Yes (41)", "meta")}
${ui("Simon · Stayed 1 night in Aug 2026", "cm")}
${other("Simon", "Great location, friendly staff at reception and the beds were comfy. Would stay again for the price.", "p")}
</div>`,
};

export const rottenTomatoes: ScreenSpec = {
  id: "rotten-tomatoes-review",
  app: "Rotten Tomatoes",
  kind: "review",
  dark: false,
  device: "android",
  format: "jpeg",
  quality: 74,
  owner: { name: "Derek M", handle: null },
  time: "22:40",
  battery: 36,
  replies: true,
  css: css(
    theme(LIGHT, { acc: "#fa320a", line: "#e5e5e5" }),
    ".hd{background:#fa320a;color:#fff;border:0}.hd small{color:#ffe0d6}.pop{gap:18px;margin:12px 0}.pop b{font-size:24px}",
  ),
  html: `${header("Velocity Protocol 2", "Audience Reviews", { right: icon.search(20) })}
<div class="fill">
<div class="row pop">${stat("91%", "Tomatometer · 182 Reviews")}${stat("54%", "Popcornmeter · 2,500+ Ratings")}</div>
${span("All Audience", "chip")}${span("Verified Audience", "chip")}
<div class="row c" style="align-items:flex-start">${avatar(36, "#607d8b")}<div style="flex:1"><div class="row" style="gap:8px">${ui("Derek M", "cn")}${stars(1, "#fa320a", "#ccc", 14)}</div>${ui("Verified · 2d ago", "cm")}${own("Cried. Not because it was sad but because I paid £18.50 for a large popcorn and dropped it during the trailers. The film was ok I think I was not really watching after that", "ct")}${counts(
    [
      [icon.thumbUp(16), "88"],
      [icon.comment(16), "Reply"],
    ],
    16,
  )}</div></div>
<div class="row c" style="align-items:flex-start">${avatar(36, "#8bc34a")}<div style="flex:1"><div class="row" style="gap:8px">${ui("Jess T", "cn")}${stars(4, "#fa320a", "#ccc", 14)}</div>${ui("Verified · 3d ago", "cm")}${other("Jess T", "way better than the first one, the car bit on the bridge is insane. go see it on the big screen", "ct")}</div></div>
<div class="row c" style="align-items:flex-start">${avatar(36, "#ff7043")}<div style="flex:1"><div class="row" style="gap:8px">${ui("Aaron K", "cn")}${stars(2, "#fa320a", "#ccc", 14)}</div>${ui("4d ago", "cm")}${other("Aaron K", "Too long. 2 hours 48 minutes for a movie about being fast", "ct")}</div></div>
</div>
${tabs(
  [
    [icon.home(22), "Home"],
    [icon.play(22), "Movies"],
    [icon.grid(22), "TV"],
    [icon.bookmark(22), "Watchlist"],
  ],
  1,
)}`,
};

export const metacritic: ScreenSpec = {
  id: "metacritic-user-review",
  app: "Metacritic",
  kind: "review",
  dark: true,
  device: "iphone-max",
  format: "png",
  owner: { name: "xXRaidBossXx", handle: null },
  time: "01:32",
  battery: 20,
  replies: true,
  css: css(
    theme(DARK, { bg: "#131313", card: "#222", acc: "#ffbd3f" }),
    ".sc{width:40px;height:40px;border-radius:8px;display:flex;align-items:center;justify-content:center;font-weight:800;font-size:18px;color:#000;flex:none}.red{background:#ff6874}.grn{background:#00ce7a}.yel{background:#ffbd3f}",
  ),
  html: `${header("Kingdoms Eternal: Rebirth", "PS5 · User Reviews", { right: icon.moreV(20) })}
<div class="fill">
<div class="row" style="gap:12px;margin:12px 0"><span class="sc grn">84</span>${ui("Metascore · Generally Favorable", "meta")}<span class="sc red">3.1</span>${ui("User Score · 2,944 ratings", "meta")}</div>
<div class="sep"></div>
<div class="row" style="gap:12px;margin-top:8px"><span class="sc red">0</span><div>${ui("xXRaidBossXx", "cn")}${ui("Sep 19, 2026 · 212 of 890 users found this helpful", "cm")}</div></div>
${own("I HAVE PLAYED THIS GAME FOR 212 HOURS AND I CAN SAY WITH CONFIDENCE IT IS THE WORST GAME EVER MADE. THE FISHING IS BROKEN. THE HORSE IS BROKEN. I HAVE NOT FINISHED IT BECAUSE I AM STILL FISHING. 0/10 WILL KEEP PLAYING", "p")}
${ui("Read more", "meta")}
<div class="sep"></div>
<div class="row" style="gap:12px;margin-top:8px"><span class="sc grn">9</span><div>${ui("lowkeyludo", "cn")}${ui("Sep 20, 2026", "cm")}</div></div>
${other("lowkeyludo", "the fishing is fine you just have to let the line go slack. lovely game", "p")}
<div class="row" style="gap:12px;margin-top:8px"><span class="sc yel">6</span><div>${ui("Hanne_plays", "cn")}${ui("Sep 21, 2026", "cm")}</div></div>
${other("Hanne_plays", "Good story, too many menus. The horse is, in fairness, broken", "p")}
</div>
${tabs(
  [
    [icon.home(22), "Home"],
    [icon.search(22), "Search"],
    [icon.grid(22), "Browse"],
    [icon.person(22), "Profile"],
  ],
  0,
)}`,
};

export const fanfiction: ScreenSpec = {
  id: "fanfiction-reviews",
  app: "FanFiction.net",
  kind: "review",
  dark: false,
  device: "iphone",
  format: "png",
  owner: { name: "moonlitquill88", handle: null },
  time: "17:03",
  battery: 81,
  crop: { right: 34 },
  cutLines: 5,
  replies: true,
  css: css(
    theme(LIGHT, { acc: "#333399", line: "#ddd" }),
    "body{font-family:'Liberation Sans',Arial,sans-serif}.hd{background:#333399;color:#fff;border:0;min-height:44px}.hd small{color:#ccd}.rv{border-bottom:1px dashed #ccc;padding:8px 0;font-size:14px;line-height:19px}.rv .who{font-weight:700;color:#333399}.rv .ch{color:#777;font-size:12px}",
  ),
  html: `${header("Reviews for: The Librarian’s Secret", "by moonlitquill88 · Harry Potter · Rated: T", { right: icon.menu(20) })}
<div class="fill">
<div class="row" style="gap:10px;margin:10px 0">${span("Filter: All ▾", "chip")}${span("Page 1 of 6", "meta")}</div>
<div class="rv">${ui("Author’s note (chapter 31): sorry this update took 3 years. i got a job. chapter 32 will be soon", "ch")}${own("A/N: thank u for 400 reviews i read every single one even the mean ones", "")}</div>
<div class="rv">${ui("Guest · chap 31 · 2h", "ch")}${other("Guest", "3 YEARS. i was 14 when i started this i am now doing my driving test", "")}</div>
<div class="rv">${ui("lumosluna · chap 31 · 5h", "ch")}${other("lumosluna", "the way i screamed when the update email came through. my mum thought i was hurt", "")}</div>
<div class="rv">${ui("Guest · chap 31 · 9h", "ch")}${other("Guest", "she said soon last time. she says soon every time. i have learned nothing", "")}</div>
<div class="rv">${ui("dracos_left_shoe · chap 31 · 1d", "ch")}${other("dracos_left_shoe", "worth it. still mad about chapter 29 tho. you KNOW what you did", "")}</div>
<div class="rv">${ui("Guest · chap 30 · 3y", "ch")}${other("Guest", "update soon pls", "")}</div>
</div>`,
};

export const gumtree: ScreenSpec = {
  id: "gumtree-listing",
  app: "Gumtree",
  kind: "listing",
  dark: false,
  device: "android",
  format: "jpeg",
  quality: 70,
  owner: { name: "Terry", handle: null },
  time: "10:48",
  battery: 67,
  crop: { top: 240 },
  cutLines: 1,
  replies: false,
  css: css(
    theme(LIGHT, { acc: "#72ef36", card: "#f4f4f4" }),
    ".pic{margin:0 -14px}.pr{font-size:24px;font-weight:700;margin-top:10px}.kv{display:flex;justify-content:space-between;font-size:14px;padding:7px 0;border-bottom:1px solid #eee}.cta{position:absolute;left:0;right:0;bottom:0;padding:10px 14px 22px;background:#fff;border-top:1px solid #eee;gap:10px;display:flex}.cta .btn{flex:1;background:#0e4a2f}.cta .btn.o{background:#fff;color:#0e4a2f;border:1px solid #0e4a2f}",
  ),
  html: `${header("Back to results", "", { right: `${icon.heart(22)}${icon.share(20)}` })}
<div class="fill">
<div style="height:120px;margin:0 -14px;background:linear-gradient(160deg,#7b6650,#3e342a)"></div>
${ui("1/7 photos", "meta")}
${own("Treadmill. Barely used. Some clothes on it but they come off", "h1")}
${ui("£40", "pr")}
${ui("Dartford, Kent · 3 hours ago", "meta")}
<div class="h2">${ui("Description")}</div>
${own("Selling my treadmill as I have been using it as a wardrobe since 2021. Works perfect as far as I know. Folds up (I have not tried). Buyer collects. You will need two people it is very heavy, and one of them to hold the clothes.", "p")}
${own("No timewasters. Offers considered.", "p")}
<div class="kv">${span("Condition")}${span("Used - Like new")}</div>
<div class="kv">${span("Seller type")}${span("Private")}</div>
<div class="kv">${span("Posted by")}${span("Terry · on Gumtree since 2014")}</div>
</div>
<div class="cta"><span class="btn">Message</span><span class="btn o">Call</span></div>`,
};

export const eventbrite: ScreenSpec = {
  id: "eventbrite-event",
  app: "Eventbrite",
  kind: "listing",
  dark: false,
  device: "iphone-max",
  format: "jpeg",
  quality: 78,
  owner: { name: "Desmond Achterberg", handle: null },
  time: "13:15",
  battery: 92,
  replies: true,
  css: css(
    theme(LIGHT, { acc: "#d1410c", card: "#f8f7fa" }),
    ".cov{height:170px;margin:0 -14px;background:linear-gradient(135deg,#3b1f5c,#d1410c);display:flex;align-items:flex-end;padding:12px 14px;color:#fff;font-size:13px}.date{color:#d1410c;font-weight:700;font-size:14px;margin-top:12px}.bar{position:absolute;left:0;right:0;bottom:0;padding:10px 16px 30px;background:#fff;border-top:1px solid #eee;display:flex;justify-content:space-between;align-items:center}",
  ),
  html: `${header("", "", { right: `${icon.heart(22)}${icon.share(20)}` })}
<div class="fill">
<div class="cov">${ui("Sales end soon")}</div>
${ui("Saturday, October 10 · 7:00 PM – 11:30 PM", "date")}
${own("An Evening of Spreadsheets: Excel Tips, Tricks & Networking (Free Pizza*)", "h1")}
<div class="row" style="gap:10px;margin:10px 0">${avatar(36, "#6a1b9a")}<div>${ui("By Desmond Achterberg", "cn")}${ui("12 followers · Follow", "cm")}</div></div>
<div class="h2">${ui("About this event")}</div>
${own("Come learn VLOOKUP from someone who has used it every day for 19 years. There will be a quiz. There will be a prize (a spreadsheet). Dress code: business casual or pivot table themed", "p")}
${own("*pizza while stocks last, there is 1 pizza", "p")}
<div class="h2">${ui("Questions (2)")}</div>
${comment("#0277bd", "Kat O.", "2d", "is the pizza still there if I arrive at 7:05", false)}
${comment("#6a1b9a", "Desmond Achterberg", "2d", "Unlikely", true)}
</div>
<div class="bar">${ui("Free", "cn")}<span class="btn">Get tickets</span></div>`,
};

export const REVIEWS: ScreenSpec[] = [expedia, rottenTomatoes, metacritic, fanfiction, gumtree, eventbrite];
