// More reviews: Decathlon (French, a two-seat kayak for two people who disagree about left and right,
// and a second kayak, Decathlon's answer, JPEG), Rated People (a plumber shown a model railway, loft and all,
// the plumber's reply, screenshotted, opened in iOS Photos and saved three times), Apple Podcasts (dark,
// a sleep podcast never heard to the end of one episode in 112, among other reviews, downscaled), Booksy
// (a barber and a haircut "like last time" that nobody remembered, the barber's reply, JPEG).
import { avatar, icon, picture } from "./icons";
import { stars } from "./parts";
import type { ScreenSpec } from "./screen-type";
import { other, own, ui } from "./shell";
import { iosPhotos, shot } from "./viewer";

const say = (who: "owner" | string, text: string, cls: string) => (who === "owner" ? own(text, cls) : other(who, text, cls));

const dReview = (name: string, place: string, meta: string, n: number, title: string, text: string, who: "owner" | string, reply?: string) =>
  `<div class="rv"><div class="row" style="gap:8px">${stars(n, "#3643ba", "#d9dbe9", 13)}${ui(meta, "mt")}</div>${say(who, title, "rt")}${ui(`${name} · ${place}`, "nm")}
${say(who, text, "tx")}${reply ? `<div class="rp">${ui("Réponse de Decathlon", "rn")}${other("Decathlon", reply, "rx")}</div>` : ""}</div>`;

export const decathlon: ScreenSpec = {
  id: "decathlon-second-kayak",
  app: "Decathlon",
  kind: "review",
  dark: false,
  device: "android",
  format: "jpeg",
  quality: 69,
  owner: { name: "Élodie", handle: null },
  time: "20:44",
  battery: 47,
  replies: true,
  css: `body{background:#fff;color:#101010}.hd{flex:none;height:52px;padding:0 14px;gap:14px;background:#3643ba;color:#fff}.hd b{flex:1;font-size:16px;font-weight:500}
.pd{gap:12px;padding:12px 16px;border-bottom:1px solid #e9e9ef}.pd b{font-size:15px;line-height:20px;display:block}.pd small{font-size:13px;color:#616170;display:block}
.sm{gap:10px;padding:10px 16px;font-size:13px;color:#616170;border-bottom:1px solid #e9e9ef}.sm b{font-size:22px;color:#101010}
.rv{padding:12px 16px;border-bottom:1px solid #e9e9ef}.mt{font-size:12px;color:#616170}.rt{font-size:15px;font-weight:700;margin-top:6px}.nm{font-size:12px;color:#616170;margin-top:2px}.tx{font-size:14px;line-height:20px;margin-top:6px}
.rp{margin-top:10px;padding:10px 12px;background:#eef0fb;border-radius:4px}.rn{font-size:12px;font-weight:700;color:#3643ba}.rx{font-size:14px;line-height:20px;margin-top:2px}`,
  html: `<div class="row hd" data-role="ui">${icon.back(22)}<b>Avis clients</b>${icon.search(20)}${icon.cart(22)}</div>
<div class="row pd" data-role="ui">${picture(56, 56, ["#ffd23f", "#3643ba"])}<div><b>Kayak gonflable de randonnée 2 places</b><small>349,99 € · Itiwit</small></div></div>
<div class="row sm" data-role="ui"><b>4,5/5</b>${stars(5, "#3643ba", "#d9dbe9", 15)}<span>1 024 avis</span></div>
<div class="fill">
${dReview("Julien V.", "Lyon", "11/10/2025", 5, "Parfait pour les lacs", "Facile à transporter, rentre dans le coffre d’une petite voiture.", "Julien V.")}
${dReview(
  "Élodie",
  "Nantes",
  "06/09/2025",
  4,
  "Super kayak, mauvais équipier",
  "Se gonfle en 10 minutes, très stable, se range dans le sac. Il est prévu pour 2 personnes. Il n’est pas prévu pour 2 personnes qui ne sont pas d’accord sur la gauche et la droite. On a fait trois fois le tour de la même île. Depuis, on a acheté un deuxième kayak.",
  "owner",
  "Bonjour Élodie, merci pour votre avis\u00a0! Pagayer côte à côte est une belle façon de profiter de l’eau 😊 La version 1 place est en promotion ce mois-ci.",
)}
${dReview("Margaux K.", "Rennes", "28/08/2025", 4, "La pompe pourrait être mieux", "Le kayak est top, la pompe prend du temps.", "Margaux K.")}
</div>`,
};

const rpInner = `<style>.rp2 .hd2{height:48px;padding:0 14px;gap:12px;border-bottom:1px solid #e6e9ef}.rp2 .hd2 b{font-size:16px}.rp2 .tp{gap:12px;padding:12px 16px;border-bottom:1px solid #e6e9ef}.rp2 .tp b{font-size:16px;display:block}.rp2 .tp small{font-size:12px;color:#5d6675;display:block;line-height:17px}
.rp2 .rv{padding:12px 16px;border-bottom:1px solid #e6e9ef}.rp2 .jb{font-size:14px;font-weight:700}.rp2 .mt{font-size:12px;color:#5d6675;margin-top:2px}.rp2 .tx{font-size:14px;line-height:20px;margin-top:6px}
.rp2 .rr{margin-top:10px;padding:10px 12px;background:#fff5ec;border-radius:8px}.rp2 .rn{font-size:12px;font-weight:700;color:#e8731a}.rp2 .rx{font-size:14px;line-height:20px;margin-top:2px}</style>
<div class="rp2" style="flex:1;background:#fff;color:#17202e">
<div class="row hd2" data-role="ui">${icon.back(22)}<b>Reviews</b></div>
<div class="row tp" data-role="ui">${avatar(48, "#1f4e8c")}<div><b>Kettering Plumbing &amp; Heating</b><small>Terry Kettering · Plumber · Northampton</small><small>4.9 ★ · 96 reviews</small></div></div>
<div class="rv"><div class="row" style="gap:8px">${ui("Leaking kitchen tap", "jb")}<span style="margin-left:auto">${stars(5, "#e8731a", "#ddd", 12)}</span></div>${ui("Marjorie H. · 2 weeks ago", "mt")}
${own("Fixed the leak under the sink in twenty minutes. Stayed two hours because I made tea and showed him my model railway. All of it, including the loft. He now knows more about the 1953 timetable than my son does. Would have him back.", "tx")}
<div class="rr">${ui("Terry’s reply", "rn")}${other("Terry Kettering", "Thanks Marjorie, the loft was the highlight. Tell the 4:15 to Wellingborough I said hello.", "rx")}</div></div>
<div class="rv"><div class="row" style="gap:8px">${ui("Boiler service", "jb")}<span style="margin-left:auto">${stars(5, "#e8731a", "#ddd", 12)}</span></div>${ui("Neil T. · 1 month ago", "mt")}
${other("Neil T.", "On time, polite, explained everything.", "tx")}</div>
<div class="rv"><div class="row" style="gap:8px">${ui("Outside tap fitted", "jb")}<span style="margin-left:auto">${stars(4, "#e8731a", "#ddd", 12)}</span></div>${ui("Hema V. · 2 months ago", "mt")}
${other("Hema V.", "Good job, reasonable too. Had to book twice as he was stuck at a job in Kettering, but he rang to say so, which is more than most.", "tx")}</div>
</div>`;

export const ratedPeople: ScreenSpec = {
  id: "ratedpeople-model-railway",
  app: "Rated People",
  kind: "review",
  dark: false,
  device: "iphone",
  format: "jpeg",
  owner: { name: "Marjorie H.", handle: null },
  time: "10:26",
  battery: 77,
  generations: [{ quality: 92 }, { width: 1000, quality: 78 }, { width: 828, quality: 67 }],
  replies: true,
  css: ``,
  html: iosPhotos({
    dark: false,
    day: "Yesterday",
    time: "3:47 PM",
    body: shot({ device: "iphone", time: "15:41", battery: 58, dark: false, background: "#fff", html: rpInner }, 0.8, 700),
  }),
};

const pReview = (title: string, n: number, age: string, name: string, text: string, who: "owner" | string) =>
  `<div class="rc"><div class="row" style="justify-content:space-between">${say(who, title, "rt")}${ui(age, "ra")}</div><div class="row" style="justify-content:space-between">${stars(n, "#ff9f0a", "#48484a", 12)}${ui(name, "rn")}</div>${say(who, text, "tx")}</div>`;

export const applePodcasts: ScreenSpec = {
  id: "applepodcasts-never-heard-the-end",
  app: "Apple Podcasts",
  kind: "review",
  dark: true,
  device: "iphone",
  format: "png",
  owner: { name: "NevilleNightOwl", handle: null },
  time: "23:58",
  battery: 12,
  downscaleTo: 828,
  replies: true,
  css: `body{background:#000;color:#fff}.hd{flex:none;height:48px;padding:0 12px;gap:14px;color:#b18cff}.hd b{flex:1;text-align:center;color:#fff;font-size:17px;font-weight:600}
.sh{gap:14px;padding:6px 16px 14px}.sh b{font-size:17px;display:block;line-height:22px}.sh small{font-size:13px;color:#98989f;display:block}
.sm{gap:14px;padding:0 16px 14px;border-bottom:1px solid #2c2c2e}.sm b{font-size:44px;font-weight:700;line-height:48px}.sm small{font-size:13px;color:#98989f;display:block}
.rc{margin:12px 16px 0;padding:12px 14px;background:#1c1c1e;border-radius:12px}.rt{font-size:15px;font-weight:600}.ra{font-size:13px;color:#98989f}.rn{font-size:13px;color:#98989f}.tx{font-size:15px;line-height:21px;margin-top:6px}`,
  html: `<div class="row hd" data-role="ui">${icon.back(24)}<b>Ratings &amp; Reviews</b><span style="font-size:17px">Write</span></div>
<div class="row sh" data-role="ui">${picture(64, 64, ["#2b2d5a", "#8a6ad8"])}<div><b>Drift Off: Stories for Sleep</b><small>Hollow Oak Audio · Health &amp; Fitness</small></div></div>
<div class="row sm" data-role="ui" style="align-items:baseline"><b>4.8</b><small>out of 5</small><small style="margin-left:auto">12K Ratings</small></div>
<div class="fill">
${pReview("Like warm toast", 5, "3d ago", "Aveline_R", "The narrator’s voice is like warm toast. My dog falls asleep before I do.", "Aveline_R")}
${pReview("Works too well", 5, "1w ago", "NevilleNightOwl", "I’ve listened to 112 episodes and I have never heard the end of one. I couldn’t tell you what a single story is about. There might be a lighthouse. Five stars.", "owner")}
${pReview("Car park", 4, "2w ago", "sam_in_leeds", "Now I fall asleep in the car park at work. Please warn people.", "sam_in_leeds")}
${pReview("Bring back the rain", 4, "3w ago", "mollyb_", "Loved the rain episodes, fewer trains please.", "mollyb_")}
</div>
<div class="row" data-role="ui" style="flex:none;height:80px;justify-content:space-around;padding-bottom:28px;background:#111;border-top:1px solid #2c2c2e;color:#98989f">${icon.home(24)}${icon.grid(24)}${icon.bookmark(24)}${icon.search(24)}</div>`,
};

const bReview = (name: string, service: string, color: string, text: string, who: "owner" | string, reply?: string) =>
  `<div class="rv"><div class="row" style="gap:10px">${avatar(34, color)}<div style="flex:1">${ui(name, "nm")}${ui(service, "mt")}</div>${stars(5, "#ffb400", "#ddd", 12)}</div>
${say(who, text, "tx")}${reply ? `<div class="rp">${ui("Reply from Deniz", "rn")}${other("Deniz", reply, "rx")}</div>` : ""}</div>`;

export const booksy: ScreenSpec = {
  id: "booksy-like-last-time",
  app: "Booksy",
  kind: "review",
  dark: false,
  device: "android",
  format: "jpeg",
  quality: 70,
  owner: { name: "Iestyn J.", handle: null },
  time: "12:09",
  battery: 81,
  replies: true,
  css: `body{background:#f6f7f9;color:#1b1f24}.hd{flex:none;height:52px;padding:0 14px;gap:14px;background:#fff}.hd b{flex:1;font-size:16px;font-weight:500}
.bz{gap:12px;padding:12px 16px;background:#fff;border-top:1px solid #eceef1}.bz b{font-size:16px;display:block}.bz small{font-size:13px;color:#646b75;display:block}
.tb{gap:22px;padding:0 16px;background:#fff;font-size:14px;color:#646b75;border-bottom:1px solid #eceef1}.tb span{padding:10px 0}.tb .on{color:#00a3ad;border-bottom:2px solid #00a3ad;font-weight:500}
.rv{background:#fff;margin-top:8px;padding:12px 16px}.nm{font-size:14px;font-weight:500}.mt{font-size:12px;color:#646b75}.tx{font-size:14px;line-height:20px;margin-top:8px}
.rp{margin-top:10px;padding:10px 12px;background:#eef8f9;border-radius:8px}.rn{font-size:12px;font-weight:700;color:#00838c}.rx{font-size:14px;line-height:20px;margin-top:2px}
.bk{flex:none;padding:10px 16px 24px;background:#fff;border-top:1px solid #eceef1}.bk span{display:block;text-align:center;background:#00a3ad;color:#fff;border-radius:8px;padding:12px;font-size:15px;font-weight:500}`,
  html: `<div class="row hd" data-role="ui">${icon.back(22)}<b></b>${icon.heart(22)}${icon.share(20)}</div>
<div class="row bz" data-role="ui">${picture(56, 56, ["#3a3a3a", "#b89a6a"])}<div><b>Fade Kings Barbershop</b><small>Cardiff · 4.9 ★ (640 reviews)</small></div></div>
<div class="row tb" data-role="ui"><span>Services</span><span class="on">Reviews</span><span>Portfolio</span><span>Details</span></div>
<div class="fill">
${bReview("Owain M.", "Skin fade with Deniz · 1 day ago", "#5a7d9a", "Best fade in town, always on time.", "Owain M.")}
${bReview("Iestyn J.", "Scissor cut with Deniz · 3 days ago", "#b5563a", "Deniz is a top barber. I asked for “a bit off the top, like last time”. Neither of us could remember last time, so now I look like my passport photo from 2009. Five stars, it’ll grow.", "owner", "Cheers Iestyn! Last time was 2023 mate, book sooner 💈")}
${bReview("Kamal S.", "Beard trim with Jay · 1 week ago", "#6b8f5a", "Friendly lads, good chat, tidy beard.", "Kamal S.")}
</div>
<div class="bk" data-role="ui"><span>Book now</span></div>`,
};
