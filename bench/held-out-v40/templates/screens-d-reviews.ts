// Part D's reviews (v40): the reviewer is the owner; the business's reply and the other reviewers' words are theirs.
import { avatar, icon, picture } from "./icons";
import type { ScreenSpec } from "./screen-type";
import { abs, overBar, rev, revCss } from "./screens-d-kit";
import { stars } from "./parts";
import { ui } from "./shell";

// Swiggy (a biryani place in Koramangala, Bengaluru: restaurant row, rating, a review above, the owner's review and the
// restaurant's reply, a review below cut by the View menu bar). JPEG, a Messages banner from Tulsi.
export const swiggy: ScreenSpec = {
  id: "swiggy-cutlery-for-four",
  app: "Swiggy",
  kind: "review",
  dark: false,
  device: "android",
  format: "jpeg",
  quality: 72,
  owner: { name: "Sudhir", handle: null },
  time: "22:17",
  battery: 19,
  banner: {
    app: "Messages",
    color: "#1a73e8",
    title: "Tulsi",
    body: "did you eat properly or again from outside? call me tomorrow",
    author: "Tulsi",
    age: "now",
  },
  cutLines: 1,
  replies: true,
  css: `body{background:#fff;color:#282c3f}.fill{display:flex;flex-direction:column}.fill>*{flex:none}
.th{flex:none;height:50px;padding:0 14px;gap:16px;background:#fff;border-bottom:1px solid #e9e9eb}.th b{flex:1;font-size:17px;font-weight:800}
.tabs{gap:26px;padding:14px 16px 10px;font-size:14px;font-weight:700;color:#93959f;border-bottom:1px solid #e9e9eb}.tabs .on{color:#fc8019;border-bottom:2px solid #fc8019;padding-bottom:4px}
.biz{gap:12px;padding:12px 14px;align-items:center;border-bottom:8px solid #f1f1f6}.bn{font-size:16px;font-weight:800}.bm{font-size:12px;color:#686b78;margin-top:2px}.sc{font-size:13px;font-weight:800;color:#fff;background:#1ba672;border-radius:6px;padding:3px 7px}
.lbl{font-size:14px;font-weight:800;padding:12px 16px 0}
${revCss("#e9e9eb", "#7e808c", "#fff4ec", "#fc8019")}
.bb{gap:8px;padding:8px 12px 10px;background:#fff;border-top:1px solid #e9e9eb;box-shadow:0 -2px 6px rgba(0,0,0,.08)}.bb span{flex:1;text-align:center;font-size:15px;font-weight:800;border-radius:8px;padding:11px 0}.bb .a{color:#fff;background:#fc8019}.bb .b{flex:.5;color:#fc8019;border:1.5px solid #fc8019}`,
  html: `<div class="row th" data-role="ui">${icon.back(22)}<b>Ratings &amp; reviews</b>${icon.search(21)}</div>
<div class="fill">
${picture("100%", 46, ["#f7d9b0", "#e8a15a"], abs(20, 10, 60, 26, "#fff3e0", "50%") + abs(110, 8, 50, 30, "#c2562a", "50%") + abs(190, 12, 64, 22, "#fff3e0", "50%") + abs(290, 6, 46, 34, "#7a3a1a", "50%"))}
<div class="row biz">${picture(52, 52, ["#f3d9a8", "#d8913a"], abs(8, 18, 36, 24, "#f7efe0", "50%") + abs(14, 14, 24, 12, "#c2562a", "50%"))}<div style="flex:1;min-width:0">${ui("Biryani Bhavan", "bn")}${ui("Koramangala 5th Block · Biryani, North Indian", "bm")}</div>${ui("4.3", "sc")}</div>
${ui("Recent reviews", "lbl")}
${rev({ name: "Varsha", meta: "14 reviews", color: "#6a8aa0", n: 4, date: "2 days ago", text: ["Rice was perfect, the salan was a bit thin this time."], who: "Varsha", starColor: "#1ba672", starEmpty: "#d4d5d9" })}
${rev({ name: "Sudhir", meta: "3 reviews", color: "#8a6a4a", n: 5, date: "Yesterday", text: ["Chicken dum biryani, long rice, well marinated, came hot in 32 minutes.", "I ticked cutlery for four so the restaurant would not know a full family pack was only for me, and they sent four spoons with a note that said enjoy the party.", "Will order again."], who: "owner", reply: { label: "Reply from Biryani Bhavan", who: "Biryani Bhavan", text: ["Dear Sudhir, every party is welcome here, next time the extra raita is from our side."] }, starColor: "#1ba672", starEmpty: "#d4d5d9" })}
${rev({ name: "Srinivas", meta: "41 reviews", color: "#5a8a6a", n: 3, date: "Yesterday", text: ["Taste was good as always but the packing leaked on the way and half the raita was on the bag, I called support and they refunded the raita but not the bag, which was my office bag and smells of mint even now."], who: "Srinivas", starColor: "#1ba672", starEmpty: "#d4d5d9" })}
</div>
${overBar(`<span class="b">Share</span><span class="a">View menu</span>`, "bb")}`,
};

// Heureka (a shop review on the Czech comparison site: shop row, score, a review above, the owner's review with pros and cons and
// the shop's reply, a review below cut by the Go to shop bar). Dark, JPEG.
export const heureka: ScreenSpec = {
  id: "heureka-breathing-soup-since-2014",
  app: "Heureka",
  kind: "review",
  dark: true,
  device: "iphone",
  format: "jpeg",
  quality: 70,
  owner: { name: "Svatopluk", handle: null },
  time: "07:55",
  battery: 88,
  cutLines: 1,
  replies: true,
  css: `body{background:#151719;color:#eaecee}.fill{display:flex;flex-direction:column}.fill>*{flex:none}
.th{flex:none;height:46px;padding:0 16px;gap:18px;background:#151719;border-bottom:1px solid #2b2f33}.th b{flex:1;font-size:19px;font-weight:900;color:#ff7a29;letter-spacing:-.3px}
.biz{gap:12px;padding:12px 16px;align-items:center;border-bottom:8px solid #0c0d0e}.bn{font-size:16px;font-weight:800}.bm{font-size:12px;color:#9aa0a6;margin-top:2px}.sc{font-size:15px;font-weight:900;color:#151719;background:#6cc04a;border-radius:8px;padding:5px 8px}
.lbl{font-size:14px;font-weight:800;padding:22px 16px 0}
${revCss("#2b2f33", "#9aa0a6", "#22262a", "#ff7a29")}
.pc{font-size:13.5px;line-height:19px;margin-top:3px}.pc.p{color:#8fd86e}.pc.c{color:#ff8f8f}
.bb{gap:10px;padding:10px 16px 28px;background:#1d2023;border-top:1px solid #2b2f33}.bb span{flex:1;text-align:center;font-size:16px;font-weight:800;border-radius:10px;padding:12px 0}.bb .a{color:#151719;background:#ff7a29}`,
  html: `<div class="row th" data-role="ui">${icon.back(22)}<b>heureka</b>${icon.search(21)}${icon.more(22)}</div>
<div class="fill">
<div class="row biz">${picture(50, 50, ["#cfe3f2", "#7fa8c8"], abs(14, 8, 22, 34, "#f2f5f7", "5px") + abs(18, 14, 14, 6, "#3d6a8c", "2px"))}<div style="flex:1;min-width:0">${ui("Klimadum.cz", "bn")}${ui("Dehumidifiers, air purifiers, fans · 2,914 reviews", "bm")}</div>${ui("97 %", "sc")}</div>
${ui("Customer reviews", "lbl")}
${rev({ name: "Stepanka", meta: "Verified purchase · Brno", color: "#6a7aa0", n: 5, date: "29/11/2026", text: ["Fan delivered within 48 hours, packed well, would buy again."], who: "Stepanka", starColor: "#ff7a29", starEmpty: "#3a3f44" })}
<div class="rv"><div class="row" style="gap:10px">${avatar(34, "#8a7a5a")}<div style="flex:1;min-width:0">${ui("Svatopluk", "rvn")}${ui("Verified purchase · Olomouc", "rvm")}</div></div>
<div class="row rvd" style="gap:8px">${stars(5, "#ff7a29", "#3a3f44", 14)}${ui("27/11/2026", "rvdd")}</div>
<div data-role="owner" class="pc p">+ Quiet on the night setting</div><div data-role="owner" class="pc p">+ Picked up from Zasilkovna the next day</div><div data-role="owner" class="pc c">- The water tank is small</div>
<div data-role="owner" class="rvx">The first night it pulled two litres of water out of the air in our flat, and my wife now says I have been breathing soup since 2014.</div>
<div data-role="owner" class="rvx">Emptying it is now my morning routine.</div>
<div class="rpb">${ui("Reply from Klimadum.cz", "rpl")}<div data-role="other" data-author="Klimadum.cz" class="rpx">Dear Svatopluk, thank you, we hope the flat stays dry and the soup stays in the kitchen.</div></div></div>
${rev({ name: "Slavomir", meta: "Verified purchase · Ostrava", color: "#5a8a7a", n: 4, date: "26/11/2026", text: ["The purifier itself is fine and the filter light works, but the courier left the box with the neighbour downstairs, who opened it to see what it was and then kept it running in her hall for a whole weekend before she brought it up."], who: "Slavomir", starColor: "#ff7a29", starEmpty: "#3a3f44" })}
</div>
${overBar(`<span class="a">Go to shop</span>`, "bb")}`,
};

// ProvenExpert (a driving school in Leipzig: school row, score, a review above, the owner's review with title and the school's
// reply, a review below cut by the Contact bar). Dark, PNG.
export const provenexpert: ScreenSpec = {
  id: "provenexpert-the-examiners-own-space",
  app: "ProvenExpert",
  kind: "review",
  dark: true,
  device: "iphone-max",
  format: "png",
  owner: { name: "Sibylle", handle: null },
  time: "13:09",
  battery: 47,
  cutLines: 1,
  replies: true,
  css: `body{background:#12161c;color:#e8ebef}.fill{display:flex;flex-direction:column}.fill>*{flex:none}
.th{flex:none;height:46px;padding:0 16px;gap:18px;background:#12161c;border-bottom:1px solid #262c34}.th b{flex:1;font-size:18px;font-weight:800;color:#e8ebef;letter-spacing:-.2px}.th b i{font-style:normal;color:#f0b429}
.biz{gap:12px;padding:12px 16px;align-items:center;border-bottom:8px solid #0b0e12}.bn{font-size:16px;font-weight:800}.bm{font-size:12px;color:#9aa3ad;margin-top:2px}.sc{font-size:13px;font-weight:800;color:#12161c;background:#f0b429;border-radius:6px;padding:4px 8px}
.lbl{font-size:14px;font-weight:800;padding:28px 16px 0}
${revCss("#262c34", "#9aa3ad", "#1b2129", "#f0b429")}
.bb{gap:10px;padding:10px 16px 30px;background:#1a1f26;border-top:1px solid #262c34}.bb span{flex:1;text-align:center;font-size:16px;font-weight:800;border-radius:10px;padding:13px 0}.bb .a{color:#12161c;background:#f0b429}.bb .b{flex:.6;color:#e8ebef;border:1.5px solid #3a424c}`,
  html: `<div class="row th" data-role="ui">${icon.back(22)}<b>Proven<i>Expert</i></b>${icon.share(21)}</div>
<div class="fill">
<div class="row biz">${picture(52, 52, ["#2f5d8a", "#1c3a5a"], abs(8, 26, 36, 14, "#e8ebef", "6px 6px 3px 3px") + abs(14, 18, 22, 10, "#e8ebef", "5px 5px 0 0") + abs(12, 38, 8, 8, "#12161c", "50%") + abs(32, 38, 8, 8, "#12161c", "50%"))}<div style="flex:1;min-width:0">${ui("Fahrschule Rothmann", "bn")}${ui("Driving school · Leipzig-Gohlis · 164 reviews", "bm")}</div>${ui("VERY GOOD 4.8", "sc")}</div>
${ui("Customer reviews", "lbl")}
${rev({ name: "Silke", meta: "Class B · Leipzig", color: "#7a6aa0", n: 5, date: "3 Dec 2026", text: ["Friendly office, flexible lessons, theory passed first time."], who: "Silke", starColor: "#f0b429", starEmpty: "#3a424c" })}
${rev({ name: "Sibylle", meta: "Class B · Leipzig", color: "#a06a5a", n: 5, date: "1 Dec 2026", title: "Passed at the fourth attempt", text: ["My instructor Volkhard stayed calm through all four exams.", "Even the third, when I parked beautifully in the examiner's own reserved space and he had to walk to his office from the visitor spaces behind the test centre.", "Many thanks to Volkhard and the office."], who: "owner", reply: { label: "Reply from Fahrschule Rothmann", who: "Fahrschule Rothmann", text: ["Congratulations, Sibylle! The examiner asks us to mention that the sign now carries his name."] }, starColor: "#f0b429", starEmpty: "#3a424c" })}
${rev({ name: "Utta", meta: "Class A2 · Markkleeberg", color: "#5a8a9a", n: 4, date: "28 Nov 2026", text: ["Motorbike lessons were excellent and the instructor explained everything twice, but booking the practical exam took almost three months because of the waiting list at the test centre, so plan ahead if you need the licence for a summer job. The theory lessons are in the evening and the room gets very warm in July, bring water. Parking near the office is difficult after five, so it is easier to take the tram to Gohlis and walk the last few minutes from the stop."], who: "Utta", starColor: "#f0b429", starEmpty: "#3a424c" })}
</div>
${overBar(`<span class="b">Contact</span><span class="a">Request a lesson</span>`, "bb")}`,
};
