// Part D's reviews (v28): HomeViews (a flat in a Salford block with walls thin enough to learn a neighbour's wifi
// password), Klook (a glowworm cave that only lights up for quiet visitors), Mindbody (asleep in the last pose of a
// yoga class), each with the business's reply and other reviewers beside the owner's review.
import { avatar, icon, picture } from "./icons";
import { type Who, say } from "./kit";
import { stars } from "./parts";
import type { ScreenSpec } from "./screen-type";
import { abs, overBar } from "./screens-d-kit";
import { ui } from "./shell";

interface Rev {
  name: string;
  meta: string;
  color: string;
  n: number;
  date: string;
  title?: string;
  text: string[];
  who: Who;
  reply?: { label: string; text: string[]; who: Who };
  foot?: string;
  starColor: string;
  empty: string;
}

/** A review card: who, stars and date, an optional title, paragraphs, a reply box under its label, a foot label. */
const rev = (
  r: Rev,
) => `<div class="rv"><div class="row" style="gap:10px">${avatar(34, r.color)}<div style="flex:1;min-width:0">${ui(r.name, "rn")}${ui(r.meta, "rm")}</div></div>
<div class="row rs" data-role="ui">${stars(r.n, r.starColor, r.empty, 14)}<span>${r.date}</span></div>
${r.title ? say(r.who, r.title, "rt") : ""}${r.text.map((t) => say(r.who, t, "rx")).join("")}
${r.reply ? `<div class="rp">${ui(r.reply.label, "rpl")}${r.reply.text.map((t) => say(r.reply!.who, t, "rpx")).join("")}</div>` : ""}${r.foot ? ui(r.foot, "rf") : ""}</div>`;

const revCss = (fg: string, sub: string, line: string, replyBg: string) =>
  `.rv{padding:12px 16px 10px;border-bottom:1px solid ${line}}.rn{font-size:14px;font-weight:700}.rm{font-size:12px;color:${sub};margin-top:1px}
.rs{gap:8px;margin-top:8px;font-size:12px;color:${sub}}.rt{font-size:15px;font-weight:700;margin-top:6px;line-height:20px}.rx{font-size:14px;line-height:20px;margin-top:4px;color:${fg}}
.rp{margin-top:8px;background:${replyBg};border-radius:8px;padding:8px 10px}.rpl{font-size:12px;font-weight:700;color:${sub}}.rpx{font-size:13.5px;line-height:19px;margin-top:2px}.rf{font-size:12px;color:${sub};margin-top:8px}`;

// HomeViews (reviews of a build-to-rent block in Salford: block row, score, a review above, the owner's review with
// the building team's reply, a review below cut by the bar; JPEG saved twice).
export const homeviews: ScreenSpec = {
  id: "homeviews-reads-it-out-slowly",
  app: "HomeViews",
  kind: "review",
  dark: false,
  device: "iphone-max",
  format: "jpeg",
  generations: [{ quality: 80 }, { width: 1100, quality: 68 }],
  owner: { name: "Suzette R.", handle: null },
  time: "22:51",
  battery: 26,
  cutLines: 1,
  replies: true,
  css: `body{background:#fff;color:#1c2233}.fill{display:flex;flex-direction:column}.fill>*{flex:none}
.th{flex:none;height:48px;padding:0 14px;gap:14px;position:relative;z-index:3;background:#fff;border-bottom:1px solid #eceef3}.th b{flex:1;font-size:16px;font-weight:700}
.pr{gap:12px;padding:10px 16px}.pn{font-size:15px;font-weight:700}.pm{font-size:12.5px;color:#6a7085}
.so{gap:8px;padding:15px 16px;border-bottom:1px solid #eceef3}.so span{font-size:12.5px;color:#2a3c8f;border:1px solid #c9d0e6;border-radius:14px;padding:4px 11px}
.sc{gap:10px;padding:0 16px 10px;border-bottom:1px solid #eceef3}.sc b{font-size:26px;font-weight:800;color:#2a3c8f}.sc small{font-size:12.5px;color:#6a7085}
${revCss("#1c2233", "#6a7085", "#eceef3", "#f1f3fa")}
.bb{gap:12px;padding:10px 16px 30px;background:#fff;border-top:1px solid #e3e6ee;box-shadow:0 -2px 8px rgba(0,0,0,.06)}.bb span{flex:1;text-align:center;font-size:15px;font-weight:700;color:#fff;background:#2a3c8f;border-radius:10px;padding:12px 0}`,
  html: `<div class="row th" data-role="ui">${icon.back(22)}<b>Resident reviews</b>${icon.share(21)}</div>
<div class="fill">
<div class="row pr">${picture(64, 48, ["#b9c4d8", "#8a96b0"], abs(10, 8, 20, 40, "#5a6680") + abs(34, 16, 22, 32, "#6a7690"))}<div style="flex:1;min-width:0">${ui("Chapel Wharf, Salford M3", "pn")}${ui("Build to rent · 312 homes · Managed by the Chapel Wharf team", "pm")}</div></div>
<div class="row sc" data-role="ui"><b>4.31</b><div>${stars(4, "#2a3c8f", "#d2d7e6", 15)}<small>from 148 resident reviews</small></div></div>
<div class="row so" data-role="ui"><span>Newest first</span><span>All ratings</span><span>1-bed</span></div>
${rev({ name: "Zoltan K.", meta: "Resident · 2-bed · 3 years", color: "#6a8a5a", n: 5, date: "2 Nov 2026", text: ["Gym is always clean and the concierge will take in parcels of any size, including a rowing machine."], who: "Zoltan K.", starColor: "#2a3c8f", empty: "#d2d7e6" })}
${rev({
  name: "Suzette R.",
  meta: "Resident · 1-bed · 1 year 2 months",
  color: "#9a5a6a",
  n: 3,
  date: "19 Nov 2026",
  title: "Great location, thin walls",
  text: [
    "Ten minutes' walk to Deansgate and the concierge team are lovely. Bins are collected on time.",
    "The walls are thin enough that I know my neighbour's wifi password, because he reads it out slowly to every guest.",
    "Heating works well once it gets going.",
  ],
  who: "owner",
  reply: {
    label: "Chapel Wharf team answered",
    text: ["Hi Suzette, glad the concierge team made a good impression. We've shared your note on soundproofing with our building team."],
    who: "Chapel Wharf team",
  },
  foot: "12 residents found this useful",
  starColor: "#2a3c8f",
  empty: "#d2d7e6",
})}
${rev({ name: "Wynne D.", meta: "Resident · Studio · 8 months", color: "#4a7a9a", n: 4, date: "27 Nov 2026", text: ["Moved in last spring. At night you can see right along the Irwell from my window, which I love, although the lifts take a while and the post room shuts at six, which is early if you work in town."], who: "Wynne D.", starColor: "#2a3c8f", empty: "#d2d7e6" })}
</div>
${overBar(`<span>Review your home</span>`, "bb")}`,
};

// Klook (reviews of a glowworm cave tour: activity row, score, the owner's review with the package booked, the
// operator's reply, another review cut by the bar; JPEG; a Messages notification from her brother on top).
export const klook: ScreenSpec = {
  id: "klook-only-for-quiet-visitors",
  app: "Klook",
  kind: "review",
  dark: false,
  device: "android",
  format: "jpeg",
  quality: 70,
  owner: { name: "Zora L.", handle: null },
  time: "19:07",
  battery: 52,
  banner: {
    app: "Messages",
    color: "#1a73e8",
    title: "Vaclav",
    body: "mum says send the cave photos before you post them anywhere",
    author: "Vaclav",
    age: "now",
  },
  cutLines: 1,
  replies: true,
  css: `body{background:#f5f5f5;color:#212121}.fill{display:flex;flex-direction:column}.fill>*{flex:none}
.th{flex:none;height:50px;padding:0 14px;gap:16px;position:relative;z-index:3;background:#fff}.th b{flex:1;font-size:16.5px;font-weight:700}
.ac{gap:10px;padding:10px 16px;background:#fff}.an{font-size:14px;font-weight:700;line-height:19px}.am{font-size:12px;color:#757575;margin-top:2px}
.sc{gap:10px;padding:8px 16px 10px;background:#fff;border-bottom:1px solid #eee}.sc b{font-size:24px;font-weight:800;color:#ff5b00}.sc small{font-size:12px;color:#757575;display:block}
.fl{gap:6px;padding:13px 16px;background:#fff}.fl span{font-size:12px;border:1px solid #ddd;border-radius:14px;padding:3px 10px;color:#555}.fl span:first-child{border-color:#ff5b00;color:#ff5b00;background:#fff3ec}
.rv{background:#fff;margin-top:8px}
${revCss("#212121", "#757575", "#eee", "#f6f6f6")}
.bb{gap:12px;padding:10px 16px 14px;background:#fff;border-top:1px solid #e5e5e5}.bb .p{flex:1}.bb .p b{font-size:16px;display:block;color:#ff5b00}.bb .p small{font-size:11.5px;color:#757575}.bb .k{font-size:15px;font-weight:700;color:#fff;background:#ff5b00;border-radius:8px;padding:11px 22px}`,
  html: `<div class="row th" data-role="ui">${icon.back(22)}<b>Reviews</b>${icon.share(21)}</div>
<div class="fill">
<div class="row ac">${picture(56, 44, ["#0e1a2a", "#1e3a4a"], abs(8, 8, 3, 3, "#9ff", "50%") + abs(22, 14, 3, 3, "#9ff", "50%") + abs(38, 6, 3, 3, "#9ff", "50%") + abs(44, 20, 3, 3, "#9ff", "50%") + abs(14, 24, 3, 3, "#9ff", "50%"))}<div style="flex:1;min-width:0">${ui("Waitomo Glowworm Caves Guided Tour with Boat Ride", "an")}${ui("Waitomo, New Zealand · Instant confirmation", "am")}</div></div>
<div class="row sc" data-role="ui"><b>4.7</b><div>${stars(5, "#ff5b00", "#ddd", 14)}<small>2,318 reviews · 96% recommend</small></div></div>
<div class="row fl" data-role="ui"><span>All</span><span>With photos</span><span>Couples</span><span>Families</span></div>
${rev({
  name: "Zora L.",
  meta: "Booked: Caves + boat ride · Adult x 2",
  color: "#b0603a",
  n: 4,
  date: "22 Nov 2026",
  text: [
    "Easy to book and the tickets came through to my phone straight away. Our guide was friendly and knew a lot.",
    "She told us the glowworms only glow for visitors who keep quiet, so my husband saw a dark cave for forty-five minutes.",
    "Cafe at the visitor centre was busy but fine.",
  ],
  who: "owner",
  foot: "Helpful (31)",
  reply: {
    label: "Activity provider's response",
    text: ["Kia ora Zora, we're glad you came! The glowworms would love to meet your husband on a second visit."],
    who: "activity provider",
  },
  starColor: "#ff5b00",
  empty: "#ddd",
})}
${rev({ name: "Solomon", meta: "Booked: Caves only · Adult x 1", color: "#4a6a9a", n: 5, date: "20 Nov 2026", text: ["The boat part is short and easily the best bit. Bring a jacket, the cave stays cold all year and the queue outside has no shade at all, so go for the first tour of the morning if you can get it."], who: "Solomon", starColor: "#ff5b00", empty: "#ddd" })}
</div>
${overBar(`<div class="p"><b>NZ$ 62</b><small>per adult · free cancellation</small></div><span class="k">Book now</span>`, "bb")}`,
};

// Mindbody (a yoga studio's reviews: studio row, score, a review above, the owner's review of a class with the
// studio's reply, a review below cut by the tab bar; dark).
export const mindbody: ScreenSpec = {
  id: "mindbody-i-will-take-that",
  app: "Mindbody",
  kind: "review",
  dark: true,
  device: "iphone",
  format: "png",
  owner: { name: "Tallulah M.", handle: null },
  time: "21:36",
  battery: 61,
  cutLines: 1,
  replies: true,
  css: `body{background:#111315;color:#f1f2f4}.fill{display:flex;flex-direction:column}.fill>*{flex:none}
.th{flex:none;height:46px;padding:0 14px;gap:14px;position:relative;z-index:3;background:#111315}.th b{flex:1;font-size:16px;font-weight:700;text-align:center}
.pr{gap:12px;padding:8px 16px 10px}.pn{font-size:16px;font-weight:700}.pm{font-size:12.5px;color:#a0a6ae;margin-top:2px}
.sc{gap:10px;padding:0 16px 10px;border-bottom:1px solid #24282d}.sc b{font-size:24px;font-weight:800}.sc small{font-size:12px;color:#a0a6ae;display:block}
${revCss("#f1f2f4", "#a0a6ae", "#24282d", "#1c2024")}
.rc{display:inline-block;font-size:11.5px;color:#f3c1a8;background:#3a2620;border-radius:10px;padding:2px 8px;margin-top:6px;width:max-content}
.tab{flex:none;justify-content:space-around;padding:9px 0 28px;background:#181b1e;border-top:1px solid #24282d;color:#a0a6ae;position:relative;z-index:3}`,
  html: `<div class="row th" data-role="ui">${icon.back(22)}<b>Reviews</b>${icon.share(21)}</div>
<div class="fill">
<div class="row pr">${avatar(48, "#e0643a", { silhouette: false })}<div style="flex:1;min-width:0">${ui("Stillwater Yoga", "pn")}${ui("SE Division St, Portland · Yoga studio", "pm")}</div></div>
<div class="row sc" data-role="ui"><b>4.9</b><div>${stars(5, "#f08a5d", "#3a3f45", 14)}<small>1,027 verified reviews</small></div></div>
${rev({ name: "Sterling", meta: "Power Flow · Mon 7:00am", color: "#5a7a9a", n: 5, date: "Nov 30", text: ["Great teacher, good playlist, and she remembers everyone's name by the second week. The 7am gets full so book early."], who: "Sterling", starColor: "#f08a5d", empty: "#3a3f45" })}
${rev({
  name: "Tallulah M.",
  meta: "Slow Flow · Wed 6:30pm",
  color: "#8a5a9a",
  n: 5,
  date: "Nov 27",
  text: [
    "Lovely warm room and the props are all clean. Parking behind the building is free after six.",
    "In the last pose the teacher whispered that everyone was doing beautifully, and I was asleep, so I will take that.",
    "Back next Wednesday.",
  ],
  who: "owner",
  foot: "9 found this useful",
  reply: {
    label: "Stillwater Yoga replied",
    text: ["Thank you Tallulah! Sleeping in the last pose is allowed. Snoring we can talk about."],
    who: "Stillwater Yoga",
  },
  starColor: "#f08a5d",
  empty: "#3a3f45",
})}
${rev({ name: "Wolfgang", meta: "Yin · Sun 5:00pm", color: "#6a8a4a", n: 4, date: "Nov 24", text: ["Really calm class, but the heater near the window clicks every few minutes and once you hear it you cannot stop hearing it."], who: "Wolfgang", starColor: "#f08a5d", empty: "#3a3f45" })}
</div>
<div class="row tab" data-role="ui">${icon.home(24)}${icon.search(24)}${icon.grid(24)}${icon.person(24)}</div>`,
};
