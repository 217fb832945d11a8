// Part A's dating profiles, first file (v32): Duolicious, Betterhalf, Anastasia Date.
import { tabs } from "./blocks";
import { icon, picture } from "./icons";
import type { ScreenSpec } from "./screen-type";
import { card, cardCss, note, noteCss, onPhoto, tags } from "./screens-a-kit";
import { esc } from "./shell";

export const duolicious: ScreenSpec = {
  id: "duolicious-i-need-an-escort-to-my-car",
  app: "Duolicious",
  kind: "profile",
  dark: false,
  device: "iphone",
  format: "png",
  owner: { name: "Calliope", handle: null },
  time: "21:47",
  battery: 44,
  replies: true,
  cutLines: 1,
  css: `${cardCss("#fff", "#7a2cf0", "#1d1a24", 15, 16)}${noteCss("#f4eefe", "#dccbfb", "#5c1fc2", "#1d1a24")}
body{background:#f5f3f8;color:#1d1a24}
.hd{flex:none;height:48px;padding:0 16px;gap:14px;background:#fff;border-bottom:1px solid #ebe6f2;color:#1d1a24}.hd b{flex:1;text-align:center;font-size:20px;font-weight:800;color:#7a2cf0;letter-spacing:-.4px}
.ph{flex:none;overflow:hidden;position:relative;margin:10px 12px 0;border-radius:16px}
.mp{position:absolute;right:12px;top:12px;background:#7a2cf0;color:#fff;border-radius:14px;padding:4px 10px;font-size:12.5px;font-weight:700}
.aq{flex:none;padding:6px 16px 0;font-size:12.5px;color:#7d7688}
.tg{flex:none;gap:6px;flex-wrap:wrap;padding:8px 12px 0}.tg span{font-size:12.5px;color:#3f3850;background:#fff;border:1px solid #e0d7ee;border-radius:14px;padding:4px 10px}
.tb{flex:none;justify-content:space-around;height:80px;padding-bottom:26px;background:#fff;border-top:1px solid #ebe6f2;color:#9a92a8;position:relative;z-index:3}.tb .on{color:#7a2cf0}`,
  html: `<div class="row hd" data-role="ui">${icon.back(22)}<b>${esc("duolicious")}</b>${icon.moreV(22)}</div>
<div class="fill" style="display:flex;flex-direction:column">
<div class="ph">${picture("100%", 168, ["#f0b9a0", "#6c3f63"], `<div class="mp" data-role="ui">${esc("92% match")}</div>${onPhoto("Calliope, 30", "Blackpool, England · 14 km", 25)}`)}</div>
<div class="aq" data-role="ui">${esc("Answered 214 questions · Online today")}</div>
${tags(["5′5″", "Bingo caller", "Sometimes drinks", "Long-term partner", "Cats"])}
${card("The short version", "owner", "Seafront walks, a chip shop loyalty card that's nearly full, and a ukulele I play badly.")}
${card("How I spend my evenings", "owner", "I call the bingo on Blackpool seafront, Wednesday to Sunday. Two hundred pensioners hang on my every word. Call a number twice and I need an escort to my car.")}
${note("Coretta · 9:18 PM", "#c98a5b", "Coretta", "my nan says you skipped 57 last Thursday and she hasn't slept since")}
${card("Looking for", "owner", "Ideally you're happy with a Friday night that finishes at half ten.")}
</div>
${tabs([icon.search(26), `<span class="on">${icon.heartFilled(26, "#7a2cf0")}</span>`, icon.chat(26), icon.person(26)])}`,
};

export const betterhalf: ScreenSpec = {
  id: "betterhalf-never-once-met-the-groom",
  app: "Betterhalf",
  kind: "profile",
  dark: false,
  device: "android",
  format: "jpeg",
  quality: 74,
  owner: { name: "Aarav", handle: null },
  time: "23:06",
  battery: 52,
  statusBarDark: true,
  statusBarBackground: "#e2466a",
  replies: true,
  cutLines: 0,
  css: `${cardCss("#fff", "#d23a60", "#2a2226", 14.5, 12)}${noteCss("#fff3f6", "#f6d0da", "#c22f55", "#2a2226")}
body{background:#f7f1f3;color:#2a2226}
.hd{flex:none;height:54px;padding:0 14px;gap:16px;background:#e2466a;color:#fff}.hd b{flex:1;font-size:20px;font-weight:800;letter-spacing:-.2px}
.top{flex:none;gap:14px;padding:12px 14px;background:#fff;align-items:center;border-bottom:1px solid #efe2e6}.top .pic{border-radius:14px}.nm2{font-size:21px;font-weight:700}.sub2{font-size:13px;color:#76686d;margin-top:3px}
.vb{display:inline-flex;margin-top:7px;gap:5px;align-items:center;font-size:12px;font-weight:700;color:#1c8a5a;background:#e6f5ee;border-radius:12px;padding:3px 9px}
.tg{flex:none;gap:6px;flex-wrap:wrap;padding:10px 12px 0}.tg span{font-size:12px;color:#57474d;background:#fff;border:1px solid #ecd9df;border-radius:14px;padding:4px 10px}
.act{flex:none;gap:12px;padding:8px 14px 10px;justify-content:center;background:#fff;border-top:1px solid #efe2e6}.act span{width:130px;height:42px;border-radius:21px;display:flex;align-items:center;justify-content:center;font-size:14px;font-weight:700;border:1.5px solid #d7c3ca;color:#76686d}.act span.lk{background:#e2466a;border-color:#e2466a;color:#fff}
.tb{flex:none;justify-content:space-around;height:56px;padding-bottom:4px;background:#fff;border-top:1px solid #efe2e6;color:#9a8a90}.tb .on{color:#e2466a}`,
  html: `<div class="row hd" data-role="ui">${icon.back(22)}<b>${esc("betterhalf")}</b>${icon.star(21)}${icon.moreV(22)}</div>
<div class="fill" style="display:flex;flex-direction:column">
<div class="row top">${picture(84, 84, ["#d9a77c", "#6a4330"])}<div data-role="ui"><div class="nm2">${esc("Aarav, 32")}</div><div class="sub2">${esc("Jaipur, Rajasthan · 6 km")}</div><span class="vb">${icon.check(13)}${esc("Verified profile")}</span></div></div>
${tags(["5′9″", "Trumpet player", "Hindi, Marwari, English", "Vegetarian", "Marriage, in a year or two"])}
${card("About me", "owner", "Early riser, decent cook, very patient with aunties at weddings.")}
${card("My work, honestly", "owner", "I play trumpet in a baraat band in Jaipur. Six nights a week I play 'Today is my friend's wedding'. I've never once met the groom.")}
${note("Bhumika liked this answer", "#8c6bb1", "Bhumika", "the band at my cousin Diya's shaadi played that song for fifty minutes straight and the horse fell asleep")}
${card("Sunday plans", "owner", "Cricket with my nephews on the roof, then my mother's dal and a long nap.")}
</div>
<div class="row act" data-role="ui"><span>${esc("Skip")}</span><span class="lk">${esc("Connect")}</span></div>
${tabs([icon.home(24), `<span class="on">${icon.heartFilled(24, "#e2466a")}</span>`, icon.chat(24), icon.person(24)], true)}`,
};

export const anastasiaDate: ScreenSpec = {
  id: "anastasiadate-nobody-has-ever-once-caught-me",
  app: "Anastasia Date",
  kind: "profile",
  dark: true,
  device: "iphone-max",
  format: "png",
  owner: { name: "Ekaterina", handle: null },
  time: "20:21",
  battery: 67,
  keyboard: true,
  suggestions: ["I", "the", "there"],
  replies: true,
  cutLines: 0,
  css: `${cardCss("#1c2233", "#f08ab4", "#e9ebf2", 15, 14)}${noteCss("#232a3e", "#39425c", "#f3a6c6", "#e2e5ee")}
body{background:#121624;color:#e9ebf2}
.hd{flex:none;height:46px;padding:0 16px;gap:14px;background:#121624;color:#e9ebf2}.hd b{flex:1;text-align:center;font-size:18px;font-weight:700;font-family:Georgia,serif;color:#f08ab4}
.top{flex:none;gap:14px;padding:6px 14px 4px;align-items:center}.top .pic{border-radius:50%}.nm2{font-size:21px;font-weight:700}.sub2{font-size:13px;color:#9aa1b6;margin-top:2px}.ol{display:inline-block;margin-top:6px;font-size:11.5px;font-weight:700;color:#5fd38d;border:1px solid #2f5a44;border-radius:10px;padding:2px 8px}
.tg{flex:none;gap:6px;flex-wrap:wrap;padding:8px 12px 0}.tg span{font-size:12px;color:#c9cedc;background:#1c2233;border:1px solid #323a52;border-radius:14px;padding:4px 10px}
.in{flex:none;gap:10px;padding:8px 12px;background:#171c2b;border-top:1px solid #2a3146;align-items:center;color:#9aa1b6}.in .box{flex:1;background:#242b40;border-radius:18px;padding:8px 14px;font-size:15px;color:#e9ebf2}.in .sd{color:#f08ab4}`,
  html: `<div class="row hd" data-role="ui">${icon.back(22)}<b>${esc("AnastasiaDate")}</b>${icon.moreV(22)}</div>
<div class="fill" style="display:flex;flex-direction:column">
<div class="row top">${picture(72, 72, ["#e8c4a8", "#5b4a66"])}<div data-role="ui"><div class="nm2">${esc("Ekaterina, 34")}</div><div class="sub2">${esc("Lviv, Ukraine · ID 2294517")}</div><span class="ol">${esc("● Online now")}</span></div></div>
${tags(["170 cm", "Figure skating coach", "Never married", "English: intermediate", "Wants children"])}
${card("Me in a few lines", "owner", "Stryiskyi Park on Sundays, cherry varenyky, old French films.")}
${card("At work", "owner", "I coach figure skating for six-year-olds. I catch about forty falling people a day. Nobody has ever once caught me.")}
${note("Letter from Ciro · 8:03 PM", "#6f8fb5", "Ciro", "I fell four times at the rink in Montreal on Saturday and I'm choosing to see this as a sign")}
</div>
<div class="row in">${icon.plus(22)}<span class="box" data-role="other" data-author="You">${esc("are there lessons for grown men")}</span><span class="sd">${icon.send(22)}</span></div>`,
};
