// Part D's tenth screen (v37), a review: GolfNow (a golf course near Columbia, SC: Reviews header, course row, score, a review above,
// the owner's review with title and the club's reply, a review below cut by the Book tee time bar). Dark, JPEG.
import { icon, picture } from "./icons";
import type { ScreenSpec } from "./screen-type";
import { abs, overBar, rev, revCss } from "./screens-d-kit";
import { stars } from "./parts";
import { ui } from "./shell";

export const golfnow: ScreenSpec = {
  id: "golfnow-the-hatch-is-not-a-hole",
  app: "GolfNow",
  kind: "review",
  dark: true,
  device: "iphone",
  format: "jpeg",
  quality: 71,
  owner: { name: "Wardell", handle: null },
  time: "21:37",
  battery: 34,
  cutLines: 1,
  replies: true,
  css: `body{background:#101312;color:#e6ebe8}.fill{display:flex;flex-direction:column}.fill>*{flex:none}
.th{flex:none;height:48px;padding:0 16px;gap:18px;position:relative;z-index:3;background:#101312;border-bottom:1px solid #232a27}.th b{flex:1;font-size:17px;font-weight:700}
.pp{gap:12px;padding:17px 16px;border-bottom:1px solid #232a27;align-items:center}.pn{font-size:15.5px;font-weight:700}.pm{font-size:12.5px;color:#94a09a;margin-top:1px}
.sc{gap:10px;padding:10px 16px;align-items:center;border-bottom:1px solid #232a27}.sc .n{font-size:26px;font-weight:800}.sc .l{font-size:12.5px;color:#94a09a}
${revCss("#232a27", "#94a09a", "#18201c", "#5cc27a")}
.bb{gap:12px;padding:10px 16px 24px;background:#161b19;border-top:1px solid #2a322e;align-items:center}.bb .p{flex:1;font-size:12.5px;color:#94a09a}.bb .p b{display:block;font-size:17px;color:#e6ebe8}.bb .a{color:#0c1a12;background:#5cc27a;border-radius:22px;padding:12px 26px;font-size:15.5px;font-weight:700}`,
  html: `<div class="row th" data-role="ui">${icon.back(22)}<b>Reviews</b>${icon.heart(21)}${icon.share(21)}</div>
<div class="fill">
<div class="row pp">${picture(64, 48, ["#5f9a52", "#2e5a2a"], abs(8, 30, 48, 14, "#8fcf6f", "50%") + abs(38, 8, 2, 26, "#e6ebe8") + abs(40, 8, 12, 8, "#e0433a") + abs(14, 34, 6, 6, "#fff", "50%"))}<div style="flex:1;min-width:0">${ui("Saluda Bend Golf Club", "pn")}${ui("Irmo, SC · 18 holes · Par 72", "pm")}</div></div>
<div class="row sc" data-role="ui"><div class="n">4.4</div>${stars(4, "#5cc27a", "#3a423e", 15)}<div class="l">1,236 reviews</div></div>
${rev({ name: "Tremaine", meta: "Columbia, SC · Played Nov 2026", color: "#5a7a9a", n: 5, date: "Nov 30, 2026", text: ["Fast greens, friendly starter, free range balls."], who: "Tremaine", starColor: "#5cc27a", starEmpty: "#3a423e" })}
${rev({ name: "Wardell", meta: "Lexington, SC · Played Dec 2026", color: "#9a7a4a", n: 4, date: "Dec 3, 2026", title: "Good greens, fair price", text: ["Booked a 7:50 tee time for four. The greens rolled quick and the marshal kept us moving.", "On the 14th my drive hit the snack shack roof, dropped through the serving hatch, and Twyla handed it back out with a sausage biscuit, calling it the first hole-in-one of her career.", "Cart GPS was down on the back nine."], who: "owner", reply: { label: "Reply from Saluda Bend Golf Club", who: "Saluda Bend Golf Club", text: ["Thanks for playing, Wardell! Twyla would like it noted that the hatch is not a hole."] }, starColor: "#5cc27a", starEmpty: "#3a423e" })}
${rev({ name: "Sharlene", meta: "Chapin, SC · Played Nov 2026", color: "#7a5a8a", n: 3, date: "Nov 22, 2026", text: ["The course itself is pretty, but pace of play on Saturday was slow and we waited on nearly every tee from the 6th onward, so a five-hour round for this price is hard to swallow, and the water cooler on 10 was empty both times we passed it."], who: "Sharlene", starColor: "#5cc27a", starEmpty: "#3a423e" })}
</div>
${overBar(`<div class="p">Tee times from<b>$38</b></div><span class="a">Book tee time</span>`, "bb")}`,
};
