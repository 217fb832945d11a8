// Profiles written to be liked: Hinge prompts (a text banner over it), a Bumble profile (JPEG,
// downscaled), an Airbnb host page (cropped, guests' reviews under it).
import { avatar, icon, picture } from "./icons";
import type { ScreenSpec } from "./screen-type";
import { other, own, span, ui } from "./shell";

const photo = (h: number, a: string, b: string) =>
  picture(
    "100%",
    h,
    [a, b],
    `<div style="position:absolute;left:50%;top:${h * 0.22}px;width:${h * 0.34}px;height:${h * 0.34}px;margin-left:-${h * 0.17}px;border-radius:50%;background:rgba(255,255,255,.35)"></div><div style="position:absolute;left:50%;top:${h * 0.58}px;width:${h * 0.7}px;height:${h * 0.6}px;margin-left:-${h * 0.35}px;border-radius:50% 50% 0 0;background:rgba(255,255,255,.3)"></div>`,
  );

const hingePrompt = (q: string, a: string) => `<div class="card">${ui(q, "q")}${own(a, "a")}<span class="like">${icon.heart(22)}</span></div>`;

export const hinge: ScreenSpec = {
  id: "hinge-profile",
  app: "Hinge",
  kind: "profile",
  dark: false,
  device: "iphone",
  format: "png",
  owner: { name: "Callum", handle: null },
  time: "21:58",
  battery: 38,
  banner: { app: "Messages", color: "#34c759", title: "Sophie", body: "send me his profile i need to see the sourdough guy", author: "Sophie", age: "now" },
  replies: false,
  css: `body{background:#f6f4f1}.hd{height:112px;flex:none;padding:0 18px 10px;justify-content:space-between;align-items:flex-end}.hd b{font-size:28px;font-weight:700;display:block}.hd small{font-size:14px;color:#666;display:block}
.fill{padding:0 12px}.card{position:relative;background:#fff;border-radius:10px;padding:22px 20px 26px;margin-bottom:12px}.q{font-size:15px;font-weight:600}
.a{font-size:26px;line-height:33px;font-weight:400;margin-top:10px;padding-right:44px;font-family:P052,"Noto Color Emoji",serif}
.like{position:absolute;right:14px;bottom:14px;width:44px;height:44px;border-radius:50%;background:#fff;box-shadow:0 2px 8px rgba(0,0,0,.18);display:flex;align-items:center;justify-content:center;color:#6b3fa0}
.ph{position:relative;border-radius:10px;overflow:hidden;margin-bottom:12px}.vitals{background:#fff;border-radius:10px;padding:14px 18px;margin-bottom:12px;gap:18px;flex-wrap:wrap;font-size:15px;font-weight:500}
.vitals span{display:flex;gap:6px;align-items:center}
.tabs{flex:none;height:83px;justify-content:space-around;align-items:flex-start;padding-top:12px;background:#fff;color:#222}`,
  html: `<div class="row hd"><div><b>Callum</b><small>Active today</small></div><span class="row" style="gap:16px;padding-bottom:8px">${icon.more(24)}</span></div>
<div class="fill">
${hingePrompt("I’m looking for", "Someone who won’t judge me for having six sourdough starters. They all have names. Gerald is the favourite.")}
<div class="row vitals"><span>${icon.pin(16)}${span("Shoreditch")}</span><span>${span("Content Strategist / Founder")}</span></div>
${hingePrompt("My most irrational fear", "Commitment. Also geese.")}
<div class="ph">${photo(280, "#c9a27c", "#7d5a3c")}</div>
</div>
<div class="row tabs">${icon.flame(26)}${icon.star(26, "#222")}${icon.heart(26)}${icon.chat(26)}${icon.person(26)}</div>`,
};

export const bumble: ScreenSpec = {
  id: "bumble-profile",
  app: "Bumble",
  kind: "profile",
  dark: false,
  device: "iphone",
  format: "jpeg",
  quality: 75,
  downscaleTo: 720,
  owner: { name: "Natalie", handle: null },
  time: "12:31",
  battery: 82,
  replies: false,
  css: `.hd{height:50px;flex:none;padding:0 16px;justify-content:space-between}.hd b{font-size:20px;font-weight:800;color:#000}
.fill{padding:0 14px}.ph{border-radius:16px;overflow:hidden;position:relative}.nm{position:absolute;left:16px;bottom:14px;color:#fff;font-size:28px;font-weight:800;text-shadow:0 1px 6px rgba(0,0,0,.4)}
.sec{font-size:14px;font-weight:700;color:#666;margin:18px 2px 6px}.ab{font-size:17px;line-height:24px}
.chips{flex-wrap:wrap;gap:8px;margin-top:4px}.chip{background:#f1f1f1;border-radius:18px;padding:7px 12px;font-size:15px}
.pr{background:#fff8dc;border-radius:14px;padding:14px 16px;margin-top:16px}.pq{font-size:14px;font-weight:700;color:#7a6400}.pa{font-size:19px;line-height:26px;font-weight:700;margin-top:6px}
.act{position:absolute;left:0;right:0;bottom:44px;display:flex;justify-content:center;gap:40px;z-index:20}.act span{width:62px;height:62px;border-radius:50%;background:#fff;box-shadow:0 3px 12px rgba(0,0,0,.2);display:flex;align-items:center;justify-content:center}`,
  html: `<div class="row hd">${icon.menu(24)}<b>bumble</b>${icon.sliders(24)}</div>
<div class="fill">
<div class="ph">${photo(250, "#8fb8de", "#3d6e9e")}<span class="nm">Natalie</span></div>
${ui("About me", "sec")}
${own("Fluent in sarcasm and three words of Italian. Looking for my partner in crime (not actual crime, I did that once, never again)", "ab")}
<div class="row chips"><span class="chip">🏋️ Active</span><span class="chip">🍷 Socially</span><span class="chip">♑ Capricorn</span><span class="chip">🐶 Dog lover</span></div>
<div class="pr">${ui("My love language is", "pq")}${own("sending you 40 TikToks a day and getting upset if you don’t watch them all", "pa")}</div>
</div>
<div class="act"><span style="color:#888">${icon.close(28)}</span><span style="color:#f0b400">${icon.check(28)}</span></div>`,
};

const review = (color: string, name: string, when: string, text: string) =>
  `<div class="rvw"><div class="row" style="gap:10px">${avatar(40, color)}<div>${ui(name, "rn")}${ui(when, "rw")}</div></div>${other(name, text, "rt")}</div>`;

export const airbnb: ScreenSpec = {
  id: "airbnb-host",
  app: "Airbnb",
  kind: "profile",
  dark: false,
  device: "iphone-max",
  format: "png",
  owner: { name: "Gary", handle: null },
  time: "16:40",
  battery: 73,
  crop: { top: 76 },
  replies: true,
  css: `.hd{height:48px;flex:none;padding:0 16px}.fill{padding:0 20px}
.card{border-radius:20px;box-shadow:0 6px 20px rgba(0,0,0,.14);padding:22px;gap:20px;margin:8px 0 22px}.cn{font-size:30px;font-weight:800;text-align:center;margin-top:8px}.cs{font-size:14px;text-align:center;font-weight:600}
.stats{flex:1;display:flex;flex-direction:column;gap:10px}.stats div{border-bottom:1px solid #ddd;padding-bottom:8px}.sv{font-size:21px;font-weight:800}.sl{font-size:11px;font-weight:600}
.h2{font-size:22px;font-weight:700;margin:6px 0 10px}.ab{font-size:16px;line-height:24px;white-space:pre-line}.li{gap:12px;font-size:16px;margin:10px 0}
.rvw{border:1px solid #ddd;border-radius:14px;padding:16px;margin-bottom:12px}.rn{font-size:15px;font-weight:700}.rw{font-size:13px;color:#717171}.rt{font-size:15px;line-height:22px;margin-top:10px}
.tabs{flex:none;height:83px;justify-content:space-around;align-items:flex-start;padding-top:10px;border-top:1px solid #ddd;color:#717171;font-size:10px}`,
  html: `<div class="row hd">${icon.back(24)}</div>
<div class="fill">
<div class="row card"><div style="width:150px">${avatar(96, "#6b8e6b")}${ui("Gary", "cn")}${ui("Host", "cs")}</div>
<div class="stats"><div>${ui("214", "sv")}${ui("Reviews", "sl")}</div><div>${ui("4.62★", "sv")}${ui("Rating", "sl")}</div><div style="border:0">${ui("9", "sv")}${ui("Years hosting", "sl")}</div></div></div>
<div class="row li">${icon.chat(22)}${span("Speaks English and a little Spanish")}</div>
<div class="row li">${icon.pin(22)}${span("Lives in Scottsdale, AZ")}</div>
${ui("About Gary", "h2")}
${own("I’m a laid-back, go-with-the-flow kind of guy who loves rules. Please read all 34 house rules before booking.\n\nQuiet hours are 8pm to 10am. I live next door so I’ll know.", "ab")}
${ui("What guests are saying about Gary", "h2")}
${review("#c77d8e", "Emma", "September 2026", "Lovely place. Gary came over four times to check the thermostat.")}
${review("#5f84b8", "Marco", "August 2026", "Great location. Rule 27 is a lot.")}
</div>`,
};

export const PROFILES: ScreenSpec[] = [hinge, bumble, airbnb];
