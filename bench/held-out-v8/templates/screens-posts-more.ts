// More posts: Indie Hackers (dark, $212 MRR and a churn of 0% because of a dad), Greg (a fiddle leaf fig
// that has dropped eleven leaves and grown one), Relive (a six-hour 14 km hike, mostly lunch, screenshotted,
// opened in iOS Photos in the dark and saved twice).
import { avatar, icon, picture } from "./icons";
import { comment, counts, shapes } from "./parts";
import type { ScreenSpec } from "./screen-type";
import { own } from "./shell";
import { iosPhotos, shot } from "./viewer";

const cCss = (sub: string) =>
  `.c{gap:10px;padding:8px 16px}.cn{font-size:13px;font-weight:600}.cm{font-size:12px;color:${sub}}.ct{font-size:14px;line-height:20px}.acts{gap:18px;padding:8px 16px;font-size:13px;color:${sub}}`;

export const indieHackers: ScreenSpec = {
  id: "indiehackers-churn",
  app: "Indie Hackers",
  kind: "post",
  dark: true,
  device: "iphone-max",
  format: "png",
  owner: { name: "Tariq Haddad", handle: null },
  time: "00:41",
  battery: 19,
  replies: true,
  css: `body{background:#0e2439;color:#e6edf3}.hd{flex:none;height:50px;padding:0 14px;gap:14px;border-bottom:1px solid #1c3a55}.hd b{flex:1;font-size:16px}.au{gap:10px;padding:12px 16px 4px}.au b{font-size:14px;display:block}.au small{font-size:12px;color:#8fa8bf;display:block}
.tt{font-size:21px;font-weight:700;line-height:28px;padding:6px 16px 2px}.tx{font-size:15px;line-height:22px;padding:6px 16px;color:#cdd9e4}${cCss("#8fa8bf")}.acts{border-top:1px solid #1c3a55;border-bottom:1px solid #1c3a55}.c{border-bottom:1px solid #132e47;padding:10px 16px}`,
  html: `<div class="row hd" data-role="ui">${icon.back(22)}<b>Indie Hackers</b>${icon.bell(20)}${icon.more(22)}</div>
<div class="fill">
<div class="row au" data-role="ui">${avatar(40, "#4799eb")}<div><b>Tariq Haddad</b><small>Building Tallyho CRM · 6h</small></div></div>
${own("Month 14: $212 MRR, 3 customers, 0% churn", "tt")}
${own("Quick update. Revenue is $212 a month. Customers: 3. Churn: 0%, because my dad doesn’t know how to cancel. Next goal: a customer I haven’t met.", "tx")}
${counts(
  [
    [icon.arrowUp(16), "86"],
    [icon.comment(16), "31"],
    [icon.bookmark(16), ""],
  ],
  20,
)}
${comment("#d4576b", "sarahbuilds", "5h", "what does it do", false)}
${comment("#4799eb", "Tariq Haddad", "5h", "It’s a CRM for people who don’t have customers yet.", true)}
${comment("#3fa37a", "mkt_mike", "4h", "who’s the third customer", false)}
${comment("#4799eb", "Tariq Haddad", "4h", "My dad’s second account. He forgot the password.", true)}
${comment("#c98a2a", "devon_ships", "2h", "congrats on the 0% churn, that’s the hardest part", false)}
${comment("#8a6bd1", "tomasz.dev", "1h", "what’s the pricing", false)}
${comment("#4799eb", "Tariq Haddad", "1h", "$70.67 a month. Dad negotiated.", true)}
${comment("#5aa0c8", "lena.bootstraps", "40m", "following this journey", false)}
</div>`,
};

export const greg: ScreenSpec = {
  id: "greg-fiddle-leaf",
  app: "Greg",
  kind: "post",
  dark: false,
  device: "android",
  format: "png",
  owner: { name: "olumide.grows", handle: null },
  time: "09:41",
  battery: 77,
  replies: true,
  css: `body{background:#fbfaf6;color:#24332a}.hd{flex:none;height:52px;padding:0 14px;gap:14px}.hd b{flex:1;font-size:16px;font-weight:500}.au{gap:10px;padding:8px 16px 4px}.au b{font-size:14px;display:block}.au small{font-size:12px;color:#6f7d73;display:block}
.pl{gap:10px;margin:8px 16px;padding:8px 12px;background:#eef5ea;border-radius:10px;font-size:12px;color:#4d6b55}.pl b{font-size:14px;color:#24332a;display:block}.tx{font-size:15px;line-height:22px;padding:4px 16px}${cCss("#6f7d73")}.acts{border-bottom:1px solid #ece9e0}`,
  html: `<div class="row hd" data-role="ui">${icon.back(22)}<b>Community</b>${icon.moreV(20)}</div>
<div class="fill">
<div class="row au" data-role="ui">${avatar(40, "#4f8a3c")}<div><b>olumide.grows</b><small>Leeds · 1d</small></div></div>
${picture(
  "100%",
  190,
  ["#e9e2d0", "#c7b99a"],
  shapes([
    [150, 120, 90, 70, "#b5683a", "6px 6px 20px 20px"],
    [190, 40, 8, 90, "#5b4a2a", "3px"],
    [160, 24, 40, 56, "#3f7a2f", "50% 50% 50% 0"],
  ]),
)}
<div class="row pl" data-role="ui">${icon.bell(20)}<div><b>Fernando · Fiddle Leaf Fig</b>Watered 2 days ago · Next in 5 days</div></div>
${own("Day 200 with Fernando, my fiddle leaf fig 🌿 He has dropped 11 leaves and grown one. I think we’re turning a corner.", "tx")}
${counts(
  [
    [icon.heart(16), "64"],
    [icon.comment(16), "12"],
  ],
  18,
)}
${comment("#c56a8b", "greenthumb_liz", "1d", "that’s a net loss of 10", false)}
${comment("#4f8a3c", "olumide.grows", "1d", "We don’t talk about net.", true)}
${comment("#3a7fb5", "cactus.carl", "20h", "is he near a window", false)}
${comment("#4f8a3c", "olumide.grows", "20h", "He’s near the TV. He likes the news.", true)}
${comment("#9a6a3a", "ivy_and_ink", "8h", "sending good vibes to Fernando 🌱", false)}
</div>`,
};

const reliveInner = `<style>.rl .hd2{height:48px;padding:0 14px;gap:14px}.rl .hd2 b{flex:1;font-size:16px}.rl .au{gap:10px;padding:8px 16px}.rl .au b{font-size:14px;display:block}.rl .au small{font-size:12px;color:#6b7280;display:block}.rl .tt{font-size:19px;font-weight:700;padding:6px 16px 2px}
.rl .sg{display:flex;gap:8px;padding:8px 16px}.rl .sg div{flex:1;background:#f3f4f6;border-radius:8px;padding:6px 8px;font-size:11px;color:#6b7280}.rl .sg b{display:block;font-size:16px;color:#111}.rl .ds{font-size:14px;line-height:20px;padding:4px 16px}.rl .c{gap:10px;padding:7px 16px}.rl .cn{font-size:13px;font-weight:600}.rl .cm{font-size:12px;color:#888}.rl .ct{font-size:14px;line-height:20px}</style>
<div class="rl" style="flex:1;background:#fff;color:#111">
<div class="row hd2" data-role="ui">${icon.back(22)}<b>Activity</b>${icon.share(20)}</div>
<div class="row au" data-role="ui">${avatar(36, "#e0457b")}<div><b>Gwen Pryce</b><small>Sat 8 Nov · Brecon Beacons</small></div></div>
<div style="position:relative">${picture(
  "100%",
  170,
  ["#d7dee3", "#9fb0bc"],
  shapes([
    [0, 110, 390, 60, "#6f8a5a", "0"],
    [60, 60, 260, 80, "#eef1f4", "40px"],
  ]),
)}<span style="position:absolute;left:50%;top:50%;margin:-22px 0 0 -22px;color:#fff">${icon.play(44)}</span></div>
${own("Pen y Fan with the girls ⛰️", "tt")}
<div class="sg" data-role="ui"><div><b>14.2 km</b>Distance</div><div><b>6:12:40</b>Moving time</div><div><b>886 m</b>Elevation</div></div>
${own("Great day out! Bit cloudy at the top.", "ds")}
${comment("#3a7fb5", "Huw Pritchard", "2d", "6 hours for 14k?", false)}
${comment("#e0457b", "Gwen Pryce", "2d", "We stopped for lunch.", true)}
${comment("#7a5aa8", "Lowri Evans", "2d", "I was there. It was three lunches.", false)}
${comment("#3a7fb5", "Huw Pritchard", "2d", "was lunch at least nice", false)}
${comment("#e0457b", "Gwen Pryce", "2d", "The first two were.", true)}
${comment("#4f9a6a", "Carys M", "1d", "gorgeous views!!", false)}
${comment("#e0457b", "Gwen Pryce", "1d", "We couldn’t see anything, it was cloud.", true)}
</div>`;

export const relive: ScreenSpec = {
  id: "relive-three-lunches",
  app: "Relive",
  kind: "post",
  dark: true,
  device: "iphone",
  format: "jpeg",
  owner: { name: "Gwen Pryce", handle: null },
  time: "21:47",
  battery: 34,
  generations: [{ quality: 90 }, { width: 828, quality: 68 }],
  replies: true,
  css: ``,
  html: iosPhotos({
    dark: true,
    day: "Monday",
    time: "8:02 PM",
    body: shot({ device: "iphone", time: "19:58", battery: 61, dark: false, background: "#fff", html: reliveInner }, 0.8),
  }),
};
