// Reviews: Temu (a neck fan whose third speed sent the cat away for two days, among other buyers,
// cropped at the bottom through another review), Trip.com (a "quiet room" beside an ice machine with
// moods, the hotel's answer, saved twice), RateMyProfessors (a third go at CHEM101 by a student who is
// "the problem", anonymous among other students, the last line cut by the Rate bar), Ulta Beauty (a
// waterproof mascara going to a job interview as a raccoon, the brand's answer, under a banner from
// Mom, JPEG); Decathlon, Rated People, Apple Podcasts and Booksy are in screens-reviews-more.ts.
import { avatar, icon, picture } from "./icons";
import { stars } from "./parts";
import type { ScreenSpec } from "./screen-type";
import { applePodcasts, booksy, decathlon, ratedPeople } from "./screens-reviews-more";
import { other, own, span, ui } from "./shell";

const say = (who: "owner" | string, text: string, cls: string) => (who === "owner" ? own(text, cls) : other(who, text, cls));

const tReview = (name: string, place: string, color: string, n: number, variant: string, text: string, who: "owner" | string, helpful: string) =>
  `<div class="rv"><div class="row" style="gap:8px">${avatar(28, color)}${ui(name, "nm")}${ui(place, "pl")}<span style="margin-left:auto">${stars(n, "#fb7701", "#e3e3e3", 12)}</span></div>${ui(variant, "mt")}
${say(who, text, "tx")}<div class="row hp">${icon.thumbUp(14)}${span(helpful)}</div></div>`;

export const temu: ScreenSpec = {
  id: "temu-neck-fan",
  app: "Temu",
  kind: "review",
  dark: false,
  device: "android",
  format: "png",
  owner: { name: "Glenys", handle: null },
  time: "15:33",
  battery: 69,
  crop: { bottom: 98 },
  cutLines: 1,
  replies: true,
  css: `body{background:#f4f4f4;color:#222}.hd{flex:none;height:52px;padding:0 14px;gap:14px;background:#fff}.hd b{flex:1;font-size:16px;font-weight:500}.pd{gap:12px;padding:10px 16px;background:#fff;border-top:1px solid #eee}.pd b{font-size:14px;line-height:19px;display:block;font-weight:500}.pd small{font-size:12px;color:#777;display:block;margin-top:2px}.pd em{font-style:normal;font-size:16px;font-weight:700;color:#fb7701}
.tg{gap:8px;padding:8px 16px 10px;background:#fff;flex-wrap:wrap}.tg span{font-size:12px;background:#f5f5f5;color:#444;border-radius:14px;padding:4px 10px}.tg span.on{background:#fff1e6;color:#fb7701}
.rv{background:#fff;margin-top:8px;padding:12px 16px}.nm{font-size:13px;font-weight:500}.pl{font-size:12px;color:#888}.mt{font-size:12px;color:#888;margin-top:4px}.tx{font-size:14px;line-height:20px;margin-top:6px}.hp{gap:5px;margin-top:8px;font-size:12px;color:#777}`,
  html: `<div class="row hd" data-role="ui">${icon.back(22)}<b>Reviews (3,812)</b>${icon.share(20)}${icon.cart(22)}</div>
<div class="row pd" data-role="ui">${picture(56, 56, ["#bfe8d8", "#4fa58a"])}<div><b>Bladeless Neck Fan, 3 Speeds, USB Rechargeable, 4000mAh</b><small><em>£8.49</em> · 4.6 ★ · 20K+ sold</small></div></div>
<div class="row tg" data-role="ui"><span class="on">All</span><span>With photos (412)</span><span>Quiet (218)</span><span>Strong wind (96)</span></div>
<div class="fill">
${tReview("Royston", "United Kingdom", "#8a9bb0", 5, "Colour: White · 30 Oct 2025", "Arrived in 6 days, works as described.", "Royston", "Helpful (14)")}
${tReview("Glenys", "United Kingdom", "#c98b6b", 4, "Colour: Mint Green · 26 Oct 2025", "Does what it says. Very quiet on 1, fine on 2. On 3 it sounds like a hairdryer and the cat left the house for two days. I now wear it on 1 and feel nothing. Battery lasts 4 hours, which is longer than I last in the garden.", "owner", "Helpful (96)")}
${tReview("Sandeep", "United Kingdom", "#6b8f5a", 3, "Colour: Black · 19 Oct 2025", "The band is a bit tight over a scarf and it pinched after an hour, but for the price it’s fine and the battery is good.", "Sandeep", "Helpful (8)")}
</div>`,
};

const trReview = (name: string, meta: string, color: string, score: string, text: string, who: "owner" | string, reply?: string) =>
  `<div class="rv"><div class="row who">${avatar(34, color)}<div style="flex:1">${ui(name, "nm")}${ui(meta, "mt")}</div>${ui(score, "sc")}</div>
${say(who, text, "tx")}${reply ? `<div class="rp">${ui("Response from the hotel", "rn")}${other("Harbourside Hotel & Spa", reply, "rx")}</div>` : ""}</div>`;

export const tripCom: ScreenSpec = {
  id: "tripcom-ice-machine",
  app: "Trip.com",
  kind: "review",
  dark: false,
  device: "iphone",
  format: "jpeg",
  owner: { name: "Alastair P.", handle: null },
  time: "23:12",
  battery: 37,
  generations: [{ quality: 89 }, { width: 828, quality: 65 }],
  replies: true,
  css: `body{background:#fff;color:#0f294d}.hd{flex:none;height:50px;padding:0 14px;gap:14px;border-bottom:1px solid #e4e9f2}.hd b{flex:1;font-size:16px;font-weight:600}
.ht{gap:12px;padding:12px 16px;border-bottom:1px solid #e4e9f2}.ht b{font-size:16px;display:block}.ht small{font-size:13px;color:#5b6b82;display:block}.ht .g{margin-left:auto;text-align:right}.ht .g b{font-size:22px;color:#287dfa}
.fl{gap:8px;padding:10px 16px;flex-wrap:wrap;border-bottom:1px solid #e4e9f2}.fl span{font-size:12px;border:1px solid #d5deea;border-radius:14px;padding:3px 10px;color:#5b6b82}.fl span.on{border-color:#287dfa;color:#287dfa;background:#eef5ff}
.rv{padding:12px 16px;border-bottom:1px solid #e4e9f2}.who{gap:10px}.nm{font-size:14px;font-weight:600}.mt{font-size:12px;color:#5b6b82}.sc{font-size:15px;font-weight:700;color:#fff;background:#287dfa;border-radius:6px 6px 6px 0;padding:2px 7px}.tx{font-size:14px;line-height:20px;margin-top:8px}
.rp{margin-top:10px;padding:10px 12px;background:#f2f6fc;border-radius:8px}.rn{font-size:12px;font-weight:700;color:#287dfa}.rx{font-size:14px;line-height:20px;margin-top:2px}`,
  html: `<div class="row hd" data-role="ui">${icon.back(22)}<b>Guest Reviews</b>${icon.share(20)}</div>
<div class="row ht" data-role="ui">${picture(52, 52, ["#9cc3e6", "#2d5d8a"])}<div><b>Harbourside Hotel &amp; Spa</b><small>Torquay · 4-star hotel</small></div><div class="g"><b>4.3</b><small>1,208 reviews</small></div></div>
<div class="row fl" data-role="ui"><span class="on">All</span><span>Couples (412)</span><span>Quiet (87)</span><span>Breakfast (301)</span></div>
<div class="fill">
${trReview("Ottilie R.", "Sea View Double · Oct 2025 · Couple", "#b0567a", "4.8", "Lovely view of the harbour. Breakfast a bit busy at 9 but worth the wait.", "Ottilie R.")}
${trReview("Alastair P.", "Superior Double · Oct 2025 · Solo traveller", "#5b7fa6", "4.0", "Spotless room, friendly staff and a very good breakfast. The listing said “quiet room”. It is quiet apart from the ice machine outside the door, which I got to know well. By night three I knew its moods. Would stay again, different floor.", "owner", "Dear Alastair, thank you for staying with us. The ice machine has now moved to the fourth floor, where it is settling in well.")}
${trReview("Hendrik K.", "Family Room · Sep 2025 · Family", "#7a9a4a", "4.5", "Parking was tight but the staff helped us.", "Hendrik K.")}
${trReview("Amira S.", "Sea View King · Sep 2025 · Couple", "#a0703a", "4.6", "Spa was lovely, room a little dated. Ask for a room at the front.", "Amira S.")}
</div>`,
};

const rmp = (quality: string, diff: string, course: string, date: string, meta: string, text: string, who: "owner" | string, tags: string[]) =>
  `<div class="rv"><div class="row" style="gap:12px;align-items:flex-start"><div class="col sc" data-role="ui"><span class="sl">QUALITY</span><span class="sq q${quality[0]}">${quality}</span><span class="sl">DIFFICULTY</span><span class="sq d">${diff}</span></div><div style="flex:1;min-width:0"><div class="row" style="justify-content:space-between">${ui(course, "cr")}${ui(date, "dt")}</div>${ui(meta, "mt")}
${say(who, text, "tx")}<div class="row tg" data-role="ui">${tags.map((t) => span(t)).join("")}</div></div></div></div>`;

export const rateMyProfessors: ScreenSpec = {
  id: "ratemyprofessors-third-time",
  app: "RateMyProfessors",
  kind: "review",
  dark: false,
  device: "iphone",
  format: "png",
  owner: { name: "Corey Whitlam", handle: null },
  time: "01:47",
  battery: 16,
  cutLines: 2,
  replies: true,
  css: `body{background:#fff;color:#151515}.hd{flex:none;height:50px;padding:0 14px;gap:14px;border-bottom:1px solid #e6e6e6}.hd b{flex:1;font-size:17px;font-weight:800}
.pf{padding:12px 16px 14px}.pf .big{font-size:40px;font-weight:800;line-height:44px}.pf .big small{font-size:16px;color:#777;font-weight:500}.pf .lb{font-size:13px;color:#555}.pf .nm{font-size:22px;font-weight:800;margin-top:6px}.pf .dp{font-size:13px;color:#555}
.st{gap:24px;padding:8px 16px 12px;border-bottom:1px solid #e6e6e6}.st b{font-size:20px;font-weight:800;display:block}.st span{font-size:12px;color:#555}
.rv{margin:10px 12px 0;padding:12px;background:#f7f7f7;border-radius:6px}.sc{align-items:center;gap:2px;flex:none}.sl{font-size:10px;font-weight:700;color:#444}.sq{width:52px;height:40px;display:flex;align-items:center;justify-content:center;font-size:20px;font-weight:800}.q5,.q4{background:#7ff6c3}.q3{background:#fff170}.q1,.q2{background:#ff9c9c}.d{background:#e4e4e4}
.cr{font-size:14px;font-weight:800}.dt{font-size:12px;color:#555}.mt{font-size:12px;color:#555;line-height:16px;margin-top:4px}.tx{font-size:14px;line-height:20px;margin-top:8px}.tg{gap:6px;flex-wrap:wrap;margin-top:8px}.tg span{font-size:11px;background:#e8e8e8;border-radius:12px;padding:3px 8px}
.rate{flex:none;padding:10px 16px 30px;background:#fff;border-top:1px solid #e6e6e6;position:relative;z-index:3}.rate span{display:block;text-align:center;background:#0055fd;color:#fff;border-radius:22px;padding:11px;font-size:15px;font-weight:700}`,
  html: `<div class="row hd" data-role="ui">${icon.menu(22)}<b>RMP</b>${icon.search(20)}</div>
<div class="fill">
<div class="pf" data-role="ui"><div class="big">3.9 <small>/ 5</small></div><div class="lb">Overall Quality based on 88 ratings</div><div class="nm">Dr. Helen Albrecht</div><div class="dp">Professor in the Chemistry department at Ridgeview Community College</div></div>
<div class="row st" data-role="ui"><div><b>74%</b><span>Would take again</span></div><div><b>4.1</b><span>Level of Difficulty</span></div></div>
${rmp("4.0", "4.0", "CHEM101", "Oct 30th, 2025", "For Credit: Yes · Attendance: Mandatory · Would Take Again: Yes · Grade: B", "Tough grader but fair. Go to office hours, she actually wants you to pass.", "Anonymous student", ["Tough grader", "Caring"])}
${rmp("5.0", "5.0", "CHEM101", "Oct 27th, 2025", "For Credit: Yes · Attendance: Mandatory · Would Take Again: Yes · Grade: Not sure yet", "Third time taking CHEM101 with Dr. Albrecht. She remembered me, which was nice, and remembered my wrong answers from 2023, which was less nice. She is a great teacher. I am the problem. Would take again (I have to).", "owner", ["Inspirational", "Test heavy"])}
${rmp("3.0", "5.0", "CHEM102", "Oct 12th, 2025", "For Credit: Yes · Attendance: Mandatory · Grade: C+", "She says “as we all know” about things none of us know. Good lectures though, and she posts the slides before class so you can read ahead if you want.", "Anonymous student", ["Lots of homework"])}
</div>
<div class="rate" data-role="ui"><span>Rate Professor Albrecht</span></div>`,
};

const uReview = (name: string, place: string, n: number, age: string, title: string, text: string, who: "owner" | string, extra = "") =>
  `<div class="rv"><div class="row" style="gap:8px">${stars(n, "#e76b22", "#ddd", 13)}${ui(age, "mt")}</div>${say(who, title, "rt")}${ui(`${name} · ${place}`, "nm")}
${say(who, text, "tx")}${extra}</div>`;

export const ulta: ScreenSpec = {
  id: "ulta-raccoon",
  app: "Ulta Beauty",
  kind: "review",
  dark: false,
  device: "iphone-max",
  format: "jpeg",
  quality: 72,
  owner: { name: "KayleighB", handle: null },
  time: "08:02",
  battery: 90,
  banner: {
    app: "Messages",
    color: "#34c759",
    title: "Mom",
    body: "call Grandma, it’s her birthday and she’s pretending it isn’t",
    author: "Mom",
    age: "2m ago",
  },
  replies: true,
  css: `body{background:#fff;color:#1d1d1d}.hd{flex:none;height:92px;padding:0 14px 10px;gap:14px;align-items:flex-end;border-bottom:1px solid #eee}.hd b{flex:1;font-size:17px;font-weight:600}
.pd{gap:12px;padding:12px 16px;border-bottom:1px solid #eee}.pd b{font-size:15px;line-height:20px;display:block}.pd small{font-size:13px;color:#6c6c6c;display:block}
.sm{gap:10px;padding:10px 16px;font-size:13px;color:#6c6c6c;border-bottom:1px solid #eee}.sm b{font-size:26px;color:#1d1d1d}
.rv{padding:12px 16px;border-bottom:1px solid #eee}.mt{font-size:12px;color:#6c6c6c}.rt{font-size:15px;font-weight:700;margin-top:6px}.nm{font-size:12px;color:#6c6c6c;margin-top:2px}.tx{font-size:14px;line-height:20px;margin-top:6px}
.hl{gap:10px;margin-top:8px;font-size:12px;color:#6c6c6c}.rp{margin-top:10px;padding:10px 12px;background:#fbf3ee;border-radius:8px}.rn{font-size:12px;font-weight:700;color:#c4511a}.rx{font-size:14px;line-height:20px;margin-top:2px}`,
  html: `<div class="row hd" data-role="ui">${icon.back(22)}<b>Reviews</b>${icon.heart(22)}${icon.cart(22)}</div>
<div class="row pd" data-role="ui">${picture(56, 56, ["#2a2a2a", "#7a4a8a"])}<div><b>Veloura Lash Lift Waterproof Mascara</b><small>$24.00 · Blackest Black</small></div></div>
<div class="row sm" data-role="ui"><b>4.4</b>${stars(4, "#e76b22", "#ddd", 15)}<span>3,146 reviews · 91% recommend</span></div>
<div class="fill">
${uReview("lashlover_dee", "Phoenix, AZ", 5, "3 days ago", "Holds a curl", "Doesn’t flake, holds a curl all day.", "lashlover_dee")}
${uReview(
  "KayleighB",
  "Tampa, FL",
  5,
  "1 week ago",
  "Waterproof is an understatement",
  "Wore it to my sister’s wedding. It survived the vows, the speeches and a sprinkler. It has now survived 3 days of makeup remover and one very long shower. I have a job interview Thursday and I’m going as a raccoon.",
  "owner",
  `<div class="row hl" data-role="ui">${span("Helpful (212)")}${span("Not helpful (3)")}</div><div class="rp">${ui("Response from Veloura", "rn")}${other("Veloura", "Hi Kayleigh! Our Melt Away Cleansing Balm takes it off in seconds 💜 Good luck on Thursday!", "rx")}</div>`,
)}
${uReview("brow_and_beyond", "Houston, TX", 3, "2 weeks ago", "Nice formula", "Not waterproof for me but nice and black.", "brow_and_beyond")}
${uReview("jen.o.makeup", "Columbus, OH", 5, "3 weeks ago", "My holy grail", "Third tube. Lasts through spin class and a cry.", "jen.o.makeup")}
</div>`,
};

export const REVIEWS: ScreenSpec[] = [temu, tripCom, rateMyProfessors, ulta, decathlon, ratedPeople, applePodcasts, booksy];
