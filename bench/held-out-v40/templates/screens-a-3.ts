// Part A's dating profiles, third file (v40): KoreanCupid, TurkishCupid.
import { icon, picture } from "./icons";
import type { ScreenSpec } from "./screen-type";
import { caption, card, cardCss, note, noteCss, onPhoto, tags } from "./screens-a-kit";
import { esc } from "./shell";

export const koreanCupid: ScreenSpec = {
  id: "koreancupid-nine-umbrellas-on-line-two",
  app: "KoreanCupid",
  kind: "profile",
  dark: false,
  device: "iphone",
  format: "png",
  owner: { name: "Eunji", handle: null },
  time: "08:17",
  battery: 90,
  banner: {
    app: "Messages",
    color: "#34c759",
    title: "Chaeyoung",
    body: "wait is that Eunji from my pilates?? she left her umbrella there last week too",
    author: "Chaeyoung",
    age: "now",
  },
  replies: true,
  cutLines: 0,
  css: `${cardCss("#ffffff", "#c2185b", "#22202a", 15, 14)}${noteCss("#fdf0f5", "#f3cfdd", "#c2185b", "#22202a")}
body{background:#f4f2f6;color:#22202a}
.hd{flex:none;height:44px;padding:0 16px;gap:16px;background:#fff}.wm{flex:none;padding:0 16px 8px;background:#fff;border-bottom:1px solid #e6e2ea}.wm b{font-size:24px;font-weight:800;color:#22202a;letter-spacing:-.4px}.wm b i{font-style:normal;color:#c2185b}
.ph{flex:none;overflow:hidden;position:relative;margin:10px 12px 0;border-radius:16px}
.tg{flex:none;gap:6px;flex-wrap:wrap;padding:10px 12px 0}.tg span{font-size:12.5px;color:#4a4652;background:#fff;border:1px solid #e2dde7;border-radius:14px;padding:4px 10px}
.act{flex:none;gap:28px;justify-content:center;padding:10px 16px 30px;background:#f4f2f6}.act span{width:56px;height:56px;border-radius:50%;display:flex;align-items:center;justify-content:center;background:#fff;box-shadow:0 2px 8px rgba(0,0,0,.12);color:#8a8592}.act span.a{background:#c2185b;color:#fff}`,
  html: `<div class="row hd" data-role="ui">${icon.back(22)}<span style="flex:1"></span>${icon.star(20)}${icon.more(22)}</div>
<div class="wm" data-role="ui"><b>${esc("Korean")}<i>${esc("Cupid")}</i></b></div>
<div class="fill" style="display:flex;flex-direction:column">
<div class="ph">${picture("100%", 168, ["#f6c6d6", "#6a7fa8"], `${caption("owner", "Gamcheon Village, spring", "left:12px;top:12px", "rgba(0,0,0,.42)")}${onPhoto("Eunji, 30", "Busan, South Korea · 4 km away", 25)}`)}</div>
${tags(["English teacher", "5' 3\"", "Drinks socially", "Never married", "Wants kids someday"])}
${card("About me", "owner", "Teacher on weekdays, Haeundae on weekends, spicy rice cakes whenever possible.")}
${card("My most irrational habit", "owner", "I have lost nine umbrellas on the Busan subway this year. The stall owner near Seomyeon station now calls me Yellow.")}
${note("Cody liked your answer", "#8fa3c0", "Cody", "i found a yellow one on line 2 on tuesday, i've been holding it for you")}
${card("Looking for", "owner", "Someone who likes night markets and remembers where we parked.")}
</div>
<div class="row act" data-role="ui"><span>${icon.close(24)}</span><span class="a">${icon.heartFilled(24, "#fff")}</span><span>${icon.chat(22)}</span></div>`,
};

export const turkishCupid: ScreenSpec = {
  id: "turkishcupid-a-lollipop-at-thirty-five",
  app: "TurkishCupid",
  kind: "profile",
  dark: true,
  device: "android",
  format: "png",
  downscaleTo: 864,
  owner: { name: "Baris", handle: null },
  time: "19:44",
  battery: 27,
  replies: true,
  cutLines: 1,
  css: `${cardCss("#1d1b1b", "#ff6b5e", "#efeaea", 14.5, 10)}${noteCss("#2a1e1d", "#4a2f2c", "#ff9a8f", "#efeaea")}
body{background:#121010;color:#efeaea}
.hd{flex:none;height:52px;padding:0 14px;gap:16px;background:#8f1d1d;color:#fff}.hd b{flex:1;font-size:19px;font-weight:700}.hd b i{font-style:normal;font-weight:400}
.ph{flex:none;overflow:hidden;position:relative}
.tg{flex:none;gap:6px;flex-wrap:wrap;padding:10px 12px 0}.tg span{font-size:12px;color:#d9d2d2;border:1px solid #3d3535;border-radius:14px;padding:4px 10px}
.act{flex:none;gap:10px;padding:9px 12px 12px;background:#121010;border-top:1px solid #2b2626}.act span{flex:1;height:42px;border-radius:21px;display:flex;align-items:center;justify-content:center;gap:6px;font-size:14.5px;font-weight:700;background:#2b2626;color:#efeaea}.act span.a{background:#d93a2b;color:#fff}`,
  statusBarBackground: "#8f1d1d",
  html: `<div class="row hd" data-role="ui">${icon.back(22)}<b>${esc("Turkish")}<i>${esc("Cupid")}</i></b>${icon.star(20)}${icon.moreV(22)}</div>
<div class="fill" style="display:flex;flex-direction:column">
<div class="ph">${picture("100%", 196, ["#f0b27a", "#2c4d6b"], `${caption("owner", "Kordon, after work", "left:12px;top:12px", "rgba(0,0,0,.5)")}${onPhoto("Baris, 35", "Izmir, Turkey · Online now", 25)}`)}</div>
${tags(["Civil engineer", "5' 11\"", "Never married", "Drinks socially", "Marriage"])}
${card("About me", "owner", "Engineer, Karsiyaka fan, makes a serious menemen on Sundays.")}
${card("Something I'll never grow out of", "owner", "I've gone to the same barber in Karsiyaka since I was six. He still hands me a lollipop after every cut. Not once have I said no.")}
${note("Cansu · 18:57", "#a07a6a", "Cansu", "my little brother goes there, the barber says you are his best customer and worst tipper")}
${card("My perfect Sunday", "owner", "Breakfast by the sea in Alsancak, then walking the Kordon until dark.")}
</div>
<div class="row act" data-role="ui"><span>${icon.close(18)}${esc("Pass")}</span><span class="a">${icon.heartFilled(18, "#fff")}${esc("Interested")}</span></div>`,
};
