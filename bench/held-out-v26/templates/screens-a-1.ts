// Part A's dating profiles, first file (v26).
import { tabs } from "./blocks";
import { avatar, icon, picture } from "./icons";
import type { ScreenSpec } from "./screen-type";
import { card, cardCss, note, noteCss, onPhoto, tags } from "./screens-a-kit";
import { esc } from "./shell";

/** A detail row: label and value, one line (ui). */
export function detail(label: string, value: string) {
  return `<div class="row dr" data-role="ui"><span>${esc(label)}</span><b>${esc(value)}</b></div>`;
}

export const shaadi: ScreenSpec = {
  id: "shaadi-which-uncle-is-lying",
  app: "Shaadi",
  kind: "profile",
  dark: false,
  device: "android",
  format: "png",
  owner: { name: "Anvita", handle: null },
  time: "21:32",
  battery: 58,
  statusBarDark: true,
  statusBarBackground: "#ef5a4c",
  replies: true,
  cutLines: 0,
  css: `${cardCss("#fff", "#00a0b0", "#2a2a2a", 15, 8)}${noteCss("#fff4ef", "#ffd2c2", "#c8482f", "#3a2620")}
body{background:#f2f2f2;color:#2a2a2a}
.hd{flex:none;height:54px;padding:0 14px;gap:14px;background:#ef5a4c;color:#fff}.hd b{flex:1;font-size:18px;font-weight:700}
.ph{flex:none;overflow:hidden;position:relative}
.pm{position:absolute;right:12px;top:12px;background:rgba(0,0,0,.5);color:#fff;border-radius:4px;padding:3px 8px;font-size:11.5px}
.tg{flex:none;gap:6px;flex-wrap:wrap;padding:10px 12px 0}.tg span{font-size:12px;color:#00808d;background:#e0f5f7;border-radius:4px;padding:4px 9px}
.bc{box-shadow:0 1px 2px rgba(0,0,0,.08)}
.dt{flex:none;margin:8px 12px 0;background:#fff;border-radius:8px;padding:8px 16px 4px;box-shadow:0 1px 2px rgba(0,0,0,.08)}.dt .bl{font-size:12.5px;font-weight:600;color:#00a0b0;margin-bottom:2px}
.dr{justify-content:space-between;padding:6px 0;border-bottom:1px solid #eee;font-size:13.5px;color:#777}.dr:last-child{border:0}.dr b{color:#2a2a2a;font-weight:600}
.act{flex:none;gap:10px;padding:8px 12px 10px;background:#fff;border-top:1px solid #e6e6e6}.act span{flex:1;height:42px;border-radius:21px;display:flex;align-items:center;justify-content:center;font-size:14.5px;font-weight:700;color:#00a0b0;border:1.5px solid #00a0b0}.act span.lk{background:#00a0b0;color:#fff}
.tb{flex:none;justify-content:space-around;height:56px;padding-bottom:4px;background:#fff;border-top:1px solid #e6e6e6;color:#8a8a8a}.tb .on{color:#ef5a4c}`,
  html: `<div class="row hd" data-role="ui">${icon.back(22)}<b>${esc("Anvita S")}</b>${icon.bookmark(22)}${icon.moreV(22)}</div>
<div class="fill" style="display:flex;flex-direction:column">
<div class="ph">${picture("100%", 118, ["#d0866a", "#5a2a3a"], `${onPhoto("Anvita S, 29 yrs, 5′3″", "Chartered Accountant · Indore, Madhya Pradesh", 22)}<div class="pm" data-role="ui">${esc("Profile managed by Self")}</div>`)}</div>
${tags(["Hindu, Marwari", "Never married", "Vegetarian", "Doesn’t drink"])}
${card("About Anvita", "owner", "Chartered accountant in Indore. I love long drives, old Kishore Kumar songs and a proper poha breakfast.")}
${card("About my work", "owner", "I do the taxes for my whole family, all forty-one of them. I know exactly which uncle is lying about his business.")}
${note("Bhargav sent an invitation with a message", "#6a7fa0", "Bhargav", "my chacha runs a sweet shop in Sarafa, please never open his returns")}
<div class="dt"><div class="bl" data-role="ui">${esc("Family Details")}</div>${detail("Father", "Retired bank manager")}${detail("Mother", "Homemaker")}${detail("Siblings", "One younger brother")}</div>
</div>
<div class="row act" data-role="ui"><span>${esc("Shortlist")}</span><span class="lk">${esc("Connect Now")}</span></div>
${tabs([icon.home(24), icon.search(24), icon.chat(24), icon.person(24)], true)}`,
};

export const hitwe: ScreenSpec = {
  id: "hitwe-one-more-thing-on-my-way-out",
  app: "Hitwe",
  kind: "profile",
  dark: true,
  device: "iphone",
  format: "jpeg",
  quality: 72,
  owner: { name: "Dorin", handle: null },
  time: "23:04",
  battery: 41,
  replies: true,
  cutLines: 0,
  css: `${cardCss("#1c1f2b", "#8c9cff", "#eceefa", 15.5, 14)}${noteCss("#20233a", "#343a66", "#a9b4ff", "#e4e7fb")}
body{background:#11131c;color:#eceefa}
.hd{flex:none;height:50px;padding:0 16px;gap:14px;color:#eceefa}.hd b{flex:1;text-align:center;font-size:19px;font-weight:800;color:#7d8cff}
.ph{flex:none;margin:0 12px;border-radius:18px;overflow:hidden;position:relative}
.on{position:absolute;right:12px;top:12px;background:#2fbf71;color:#fff;border-radius:10px;padding:2px 9px;font-size:11.5px;font-weight:700}
.tg{flex:none;gap:7px;flex-wrap:wrap;padding:10px 14px 0}.tg span{font-size:12.5px;color:#c9cdf0;background:#23273a;border-radius:14px;padding:4px 11px}
.act{flex:none;justify-content:center;gap:46px;padding:10px 0}.act span{width:56px;height:56px;border-radius:50%;background:#1c1f2b;display:flex;align-items:center;justify-content:center;color:#eceefa}.act span.lk{background:#5b6ee1;color:#fff}
.tb{flex:none;justify-content:space-around;height:74px;padding-bottom:22px;background:#11131c;border-top:1px solid #262a3a;color:#7c8199}`,
  html: `<div class="row hd" data-role="ui">${icon.back(22)}<b>hitwe</b>${icon.more(22)}</div>
<div class="fill" style="display:flex;flex-direction:column">
<div class="ph">${picture("100%", 150, ["#4a6a8a", "#1a2230"], `${onPhoto("Dorin, 34", "Tram driver · Chișinău · 4 km", 26)}<div class="on" data-role="ui">${esc("Online")}</div>`)}</div>
${tags(["5′10″", "Drinks sometimes", "Wants kids", "Ready for marriage"])}
${card("Who I am", "owner", "Tram driver on route 22. I like fishing at the lake, fixing old radios and my grandmother’s plăcinte.")}
${card("One odd thing about me", "owner", "My English comes from one box set of Columbo. I always ask one more thing on my way out.")}
${note("Corina messaged you", "#9a6a8a", "Corina", "just one more thing: do you always take four days to reply")}
${card("I am looking for", "owner", "Someone patient who likes quiet Sundays.")}
</div>
<div class="row act"><span>${icon.close(26)}</span><span class="lk">${icon.heart(26)}</span></div>
${tabs([icon.grid(24), icon.heart(24), icon.chat(24), icon.person(24)])}`,
};

export const minder: ScreenSpec = {
  id: "minder-met-zero-daughters",
  app: "Minder",
  kind: "profile",
  dark: false,
  device: "iphone-max",
  format: "png",
  downscaleTo: 1000,
  owner: { name: "Fahad", handle: null },
  time: "19:26",
  battery: 73,
  banner: {
    app: "Messages",
    color: "#34c759",
    title: "Folasade",
    body: "wait that’s the pharmacy guy from Narborough Road, he sorted my nan’s prescription in four minutes",
    author: "Folasade",
    age: "now",
  },
  replies: true,
  cutLines: 0,
  css: `${cardCss("#fff", "#1a9fa0", "#1f2a2e", 16, 14)}${noteCss("#eaf7f6", "#bfe6e4", "#137a7b", "#1d3332")}
body{background:#f1f5f6;color:#1f2a2e}
.hd{flex:none;height:52px;padding:0 16px;gap:14px;background:#fff;border-bottom:1px solid #dfe8ea;color:#1a9fa0}.hd b{flex:1;text-align:center;font-size:20px;font-weight:800;color:#1a9fa0}
.ph{flex:none;margin:10px 12px 0;border-radius:16px;overflow:hidden;position:relative}
.tg{flex:none;gap:7px;flex-wrap:wrap;padding:10px 14px 0}.tg span{font-size:13px;color:#137a7b;background:#dcf1f0;border-radius:14px;padding:4px 11px}
.bc{box-shadow:0 1px 2px rgba(0,0,0,.06)}
.act{flex:none;justify-content:center;gap:54px;padding:10px 0}.act span{width:58px;height:58px;border-radius:50%;background:#fff;box-shadow:0 1px 4px rgba(0,0,0,.15);display:flex;align-items:center;justify-content:center;color:#8a979b}.act span.lk{background:#1a9fa0;color:#fff}
.tb{flex:none;justify-content:space-around;height:74px;padding-bottom:22px;background:#fff;border-top:1px solid #dfe8ea;color:#8a979b}`,
  html: `<div class="row hd" data-role="ui">${icon.back(22)}<b>minder</b>${icon.more(22)}</div>
<div class="fill" style="display:flex;flex-direction:column">
<div class="ph">${picture("100%", 160, ["#6a8a7a", "#1e2a26"], onPhoto("Fahad, 31", "Pharmacist · Leicester · 2 miles", 27))}</div>
${tags(["Very practising", "6′0″", "Never married", "Marriage within a year"])}
${card("About me", "owner", "Pharmacist, Leicester City season ticket, makes a decent biryani if nobody watches.")}
${card("Funniest thing that’s happened to me", "owner", "My mum has shortlisted four women for me. I have now had chai with all four mothers and met zero daughters.")}
${note("Cousin Adeel vouches for Fahad", "#7a6a4a", "Adeel", "He also gave two of those mums his staff discount. Lovely lad, terrible at this.")}
${card("Looking for", "owner", "Someone who prays on time and laughs at my dad’s jokes.")}
</div>
<div class="row act"><span>${icon.close(26)}</span><span class="lk">${icon.heart(26)}</span></div>
${tabs([icon.home(24), icon.search(24), icon.chat(24), icon.person(24)])}`,
};

export const surge: ScreenSpec = {
  id: "surge-koi-pond-in-a-santa-hat",
  app: "Surge",
  kind: "profile",
  dark: true,
  device: "android",
  format: "jpeg",
  generations: [{ quality: 84 }, { width: 800, quality: 66 }],
  owner: { name: "Carwyn", handle: null },
  time: "17:48",
  battery: 29,
  replies: true,
  cutLines: 0,
  css: `${cardCss("#18181c", "#ff9f2e", "#f1f1f4", 15, 12)}${noteCss("#231c14", "#4a3620", "#ffb869", "#f3ebe2")}
body{background:#0c0c0f;color:#f1f1f4}
.hd{flex:none;height:54px;padding:0 14px;gap:14px;color:#f1f1f4}.hd b{flex:1;font-size:19px;font-weight:800;color:#ff9f2e}
.ph{flex:none;margin:0 12px;border-radius:14px;overflow:hidden;position:relative}
.tg{flex:none;gap:6px;flex-wrap:wrap;padding:10px 12px 0}.tg span{font-size:12.5px;color:#e0d6cb;background:#222228;border-radius:12px;padding:4px 10px}
.act{flex:none;gap:10px;padding:8px 12px 10px}.act span{flex:1;height:44px;border-radius:22px;display:flex;align-items:center;justify-content:center;font-size:14.5px;font-weight:700;background:#1e1e24;color:#f1f1f4}.act span.lk{background:#ff9f2e;color:#1a1000}
.tb{flex:none;justify-content:space-around;height:56px;padding-bottom:4px;background:#0c0c0f;border-top:1px solid #24242a;color:#7f7f8a}`,
  html: `<div class="row hd" data-role="ui">${icon.back(22)}<b>SURGE</b>${icon.moreV(22)}</div>
<div class="fill" style="display:flex;flex-direction:column">
<div class="ph">${picture("100%", 140, ["#5a7a4a", "#1a2216"], onPhoto("Carwyn, 27", "Garden centre supervisor · Swansea · 5 km", 24))}</div>
${tags(["5′9″", "Rarely drinks", "Dog person", "Relationship"])}
${card("About", "owner", "Outdoorsy, in bed by eleven, never misses a Sunday car boot.")}
${card("My claim to fame", "owner", "I run the garden centre’s Instagram. Our best post ever is me falling in the koi pond in a Santa hat.")}
${note("Dalton wrote to you", "#4a6a8a", "Dalton", "the santa hat stayed on the whole way down, that’s commitment")}
${card("Ideal weekend", "owner", "Gower coast path, chips in Mumbles, back for the late shift.")}
</div>
<div class="row act" data-role="ui"><span>${esc("Pass")}</span><span class="lk">${esc("Like")}</span></div>
${tabs([icon.flame(24), icon.search(24), icon.chat(24), icon.person(24)], true)}`,
};

export const paktor: ScreenSpec = {
  id: "paktor-mentioned-the-laksa-at-every-dinner",
  app: "Paktor",
  kind: "profile",
  dark: false,
  device: "iphone",
  format: "png",
  crop: { top: 52 },
  owner: { name: "Cheryl", handle: null },
  time: "12:37",
  battery: 66,
  replies: true,
  cutLines: 0,
  css: `${cardCss("#fff", "#e8457a", "#2c1e24", 15.5, 14)}${noteCss("#fff0f5", "#f7c9d9", "#c2315f", "#3a1f29")}
body{background:#f7f3f5;color:#2c1e24}
.hd{flex:none;height:50px;padding:0 16px;gap:14px;background:#fff;border-bottom:1px solid #f0e2e8;color:#e8457a}.hd b{flex:1;text-align:center;font-size:19px;font-weight:800}
.ph{flex:none;display:flex;gap:6px;padding:10px 12px 0}.ph .pic{border-radius:12px}
.top{flex:none;padding:10px 16px 0}.top .nm{font-size:22px;font-weight:700}.top .mt{font-size:13.5px;color:#7a6870;margin-top:2px}
.tg{flex:none;gap:7px;flex-wrap:wrap;padding:10px 14px 0}.tg span{font-size:12.5px;color:#c2315f;background:#fde3ec;border-radius:14px;padding:4px 11px}
.bc{box-shadow:0 1px 2px rgba(0,0,0,.06)}
.act{flex:none;justify-content:center;gap:50px;padding:10px 0}.act span{width:56px;height:56px;border-radius:50%;background:#fff;box-shadow:0 1px 4px rgba(0,0,0,.15);display:flex;align-items:center;justify-content:center;color:#9a8a90}.act span.lk{background:#e8457a;color:#fff}
.tb{flex:none;justify-content:space-around;height:74px;padding-bottom:22px;background:#fff;border-top:1px solid #f0e2e8;color:#9a8a90}`,
  html: `<div class="row hd" data-role="ui">${icon.back(22)}<b>Paktor</b>${icon.more(22)}</div>
<div class="fill" style="display:flex;flex-direction:column">
<div class="ph">${picture("58%", 140, ["#c88a6a", "#4a2a22"])}${picture("42%", 140, ["#e0b070", "#6a4a2a"])}</div>
<div class="top" data-role="ui"><div class="nm">${esc("Cheryl, 32")}</div><div class="mt">${esc("Pastry chef · Tiong Bahru · 4 km")}</div></div>
${tags(["5′2″", "Social drinker", "Cat person", "Long-term"])}
${card("A typical day", "owner", "Baking at 5am, hawker food by noon, asleep on the MRT by nine.")}
${card("I won’t shut up about", "owner", "I queued three hours for laksa in 2019. I have mentioned it at every dinner since.")}
${note("Aloysius liked your answer", "#6a8a6a", "Aloysius", "was it worth three hours though, I need a number out of ten")}
${card("Ideal match", "owner", "Someone who will queue with me, within reason.")}
</div>
<div class="row act"><span>${icon.close(26)}</span><span class="lk">${icon.heart(26)}</span></div>
${tabs([icon.home(24), icon.heart(24), icon.chat(24), icon.person(24)])}`,
};
