// Part A's dating profiles, third file (v27): Luvly, Yuzu, Zorpia, Qpid.
import { tabs } from "./blocks";
import { icon, picture } from "./icons";
import type { ScreenSpec } from "./screen-type";
import { caption, card, cardCss, note, noteCss, onPhoto, tags } from "./screens-a-kit";
import { esc } from "./shell";

export const luvly: ScreenSpec = {
  id: "luvly-unexpected-item-is-me",
  app: "Luvly",
  kind: "profile",
  dark: false,
  device: "android",
  format: "png",
  owner: { name: "Dilwyn", handle: null },
  time: "18:42",
  battery: 55,
  replies: true,
  cutLines: 1,
  css: `${cardCss("#fff", "#7a4ee0", "#26212f", 15, 14)}${noteCss("#f3eeff", "#d9ccfa", "#6338c9", "#2a2238")}
body{background:#f4f2f8;color:#26212f}
.hd{flex:none;height:54px;padding:0 14px;gap:14px;background:#fff;border-bottom:1px solid #e6e1ef;color:#26212f}.hd b{flex:1;font-size:21px;font-weight:800;color:#7a4ee0}
.ph{flex:none;margin:10px 12px 0;border-radius:16px;overflow:hidden;position:relative}
.tg{flex:none;gap:6px;flex-wrap:wrap;padding:10px 12px 0}.tg span{font-size:12.5px;color:#5a3ab0;background:#ebe4fb;border-radius:14px;padding:4px 10px}
.bc{box-shadow:0 1px 2px rgba(0,0,0,.06)}
.tb{flex:none;justify-content:space-around;height:56px;padding-bottom:4px;background:#fff;border-top:1px solid #e6e1ef;color:#8b8596;position:relative;z-index:3}.tb .on{color:#7a4ee0}`,
  html: `<div class="row hd" data-role="ui">${icon.back(22)}<b>luvly</b>${icon.sliders(22)}${icon.moreV(22)}</div>
<div class="fill" style="display:flex;flex-direction:column;overflow:hidden">
<div class="ph">${picture("100%", 163, ["#7a8aa8", "#2a2a3a"], `${caption("owner", "Penarth pier, trying to look mysterious", "left:14px;top:14px")}${onPhoto("Dilwyn, 44", "Voice artist · Cardiff · 6 km", 25)}`)}</div>
${tags(["5′10″", "Drinks at weekends", "Cat owner", "Long-term"])}
${card("My day job", "owner", "Voiceovers for trains, lifts and the odd documentary about pylons.")}
${card("Ask me about", "owner", "I voiced the self-checkouts for a big supermarket chain. “Unexpected item in the bagging area” is me.")}
${note("Chaitali liked your answer", "#a06a8a", "Chaitali", "I have shouted at you in Croydon more times than at my ex")}
${card("Perfect Sunday", "owner", "A roast at my sister’s in Llandaff, then the long walk back along the Taff before the rain comes in.")}
</div>
${tabs([icon.flame(24), icon.heart(24), icon.chat(24), icon.person(24)], true)}`,
};

export const yuzu: ScreenSpec = {
  id: "yuzu-still-pre-med-at-thirty-four",
  app: "Yuzu",
  kind: "profile",
  dark: false,
  device: "iphone",
  format: "png",
  crop: { bottom: 108 },
  owner: { name: "Bowen", handle: null },
  time: "13:55",
  battery: 70,
  replies: true,
  cutLines: 1,
  css: `${cardCss("#fff", "#e8960c", "#2b2618", 15.5, 14)}${noteCss("#fff7e2", "#f6dfa0", "#b8760a", "#3a2f12")}
body{background:#faf7ef;color:#2b2618}
.hd{flex:none;height:50px;padding:0 16px;gap:14px;background:#fff;border-bottom:1px solid #efe8d6;color:#2b2618}.hd b{flex:1;text-align:center;font-size:20px;font-weight:800;color:#f0a414}
.ph{flex:none;display:flex;gap:6px;padding:10px 12px 0}.ph .pic{border-radius:12px}
.top{flex:none;padding:10px 16px 0}.top .nm{font-size:22px;font-weight:700}.top .mt{font-size:13.5px;color:#7d7460;margin-top:2px}
.tg{flex:none;gap:7px;flex-wrap:wrap;padding:10px 14px 0}.tg span{font-size:12.5px;color:#9a6408;background:#fcecc4;border-radius:14px;padding:4px 11px}
.bc{box-shadow:0 1px 2px rgba(0,0,0,.06)}`,
  html: `<div class="row hd" data-role="ui">${icon.back(22)}<b>yuzu</b>${icon.more(22)}</div>
<div class="fill" style="display:flex;flex-direction:column;overflow:hidden">
<div class="ph">${picture("62%", 150, ["#8ab07a", "#2a3a22"])}${picture("38%", 150, ["#d8b06a", "#5a3a1a"])}</div>
<div class="top" data-role="ui"><div class="nm">${esc("Bowen, 34")}</div><div class="mt">${esc("Bubble tea shop owner · San Gabriel · 5 mi")}</div></div>
${tags(["5′8″", "Drinks sometimes", "Dog dad", "Long-term"])}
${card("My mum says I’m", "owner", "Quiet, good with the Wi-Fi, always has snacks in the car.")}
${card("A secret I keep", "owner", "My parents still tell everyone I’m pre-med. I am thirty-four and own two bubble tea shops.")}
${note("Ekta liked your answer", "#7a5a9a", "Ekta", "one taro milk tea please, and I won’t tell your aunties")}
${card("Together we could", "owner", "Try every hot pot place on Valley Boulevard and then drive up the coast to Santa Barbara for a walk.")}
</div>`,
};

export const zorpia: ScreenSpec = {
  id: "zorpia-fisherman-learned-to-float",
  app: "Zorpia",
  kind: "profile",
  dark: true,
  device: "iphone-max",
  format: "png",
  owner: { name: "Ayanda", handle: null },
  time: "06:48",
  battery: 88,
  replies: true,
  cutLines: 0,
  css: `${cardCss("#17202b", "#4fa3f7", "#e8eef5", 16, 12)}${noteCss("#152536", "#25415e", "#7dbbff", "#e3edf8")}
body{background:#0d141c;color:#e8eef5}
.hd{flex:none;height:52px;padding:0 16px;gap:14px;color:#e8eef5}.hd b{flex:1;text-align:center;font-size:20px;font-weight:800;color:#4fa3f7}
.ph{flex:none;margin:0 12px;border-radius:16px;overflow:hidden;position:relative}
.tg{flex:none;gap:7px;flex-wrap:wrap;padding:10px 14px 0}.tg span{font-size:13px;color:#bcd3ea;background:#1a2633;border-radius:14px;padding:4px 11px}
.act{flex:none;gap:10px;padding:8px 14px 10px}.act span{flex:1;height:46px;border-radius:23px;display:flex;align-items:center;justify-content:center;font-size:15px;font-weight:700;background:#17202b;color:#e8eef5}.act span.lk{background:#2f86e0;color:#fff}
.tb{flex:none;justify-content:space-around;height:78px;padding-bottom:24px;background:#0d141c;border-top:1px solid #1f2a36;color:#6f8092}`,
  html: `<div class="row hd" data-role="ui">${icon.back(22)}<b>Zorpia</b>${icon.more(22)}</div>
<div class="fill" style="display:flex;flex-direction:column">
<div class="ph">${picture("100%", 170, ["#3a7a9a", "#0e2230"], onPhoto("Ayanda, 30", "Swimming coach · Durban · 8 km", 27))}</div>
${tags(["165 cm", "Single", "Christian", "Doesn’t drink"])}
${card("About me", "owner", "Early mornings at the pool, bunny chow on Fridays, church choir on Sundays.")}
${card("Proudest moment", "owner", "I teach adults to swim. Last month a fisherman with thirty years at sea floated for the very first time.")}
${note("Bongani commented", "#6a8a5a", "Bongani", "I am the fisherman. She made me hold a pool noodle in front of my whole crew.")}
${note("Dumisani commented", "#8a6a4a", "Dumisani", "we all clapped, he cried a bit, it was salt water anyway")}
${card("Looking for", "owner", "A kind man who isn’t scared of deep water.")}
</div>
<div class="row act" data-role="ui"><span>${esc("Message")}</span><span class="lk">${esc("Add friend")}</span></div>
${tabs([icon.home(24), icon.search(24), icon.chat(24), icon.person(24)])}`,
};

export const qpid: ScreenSpec = {
  id: "qpid-nobody-claimed-the-wedding-dress",
  app: "Qpid",
  kind: "profile",
  dark: false,
  device: "android",
  format: "jpeg",
  quality: 76,
  downscaleTo: 900,
  owner: { name: "Fidelia", handle: null },
  time: "19:03",
  battery: 38,
  banner: {
    app: "Messages",
    color: "#1a73e8",
    title: "Carlotta",
    body: "she's the one who found my passport in a sandwich bag, tell her I still owe her a pint",
    author: "Carlotta",
    age: "now",
  },
  replies: true,
  cutLines: 0,
  css: `${cardCss("#fff", "#d81b60", "#2a2226", 15, 8)}${noteCss("#fdeef4", "#f5c6d9", "#b0154e", "#3a1d29")}
body{background:#f1eff0;color:#2a2226}
.hd{flex:none;height:54px;padding:0 14px;gap:14px;background:#d81b60;color:#fff}.hd b{flex:1;font-size:19px;font-weight:700}
.ph{flex:none;overflow:hidden;position:relative}
.tg{flex:none;gap:6px;flex-wrap:wrap;padding:10px 12px 0}.tg span{font-size:12px;color:#9c1449;background:#fbe0ea;border-radius:4px;padding:4px 9px}
.bc{box-shadow:0 1px 2px rgba(0,0,0,.08)}
.act{flex:none;gap:10px;padding:8px 12px 10px;background:#fff;border-top:1px solid #e6e1e3}.act span{flex:1;height:42px;border-radius:4px;display:flex;align-items:center;justify-content:center;font-size:14.5px;font-weight:700;color:#d81b60;border:1.5px solid #d81b60}.act span.lk{background:#d81b60;color:#fff}
.tb{flex:none;justify-content:space-around;height:56px;padding-bottom:4px;background:#fff;border-top:1px solid #e6e1e3;color:#8a8286}`,
  html: `<div class="row hd" data-role="ui">${icon.back(22)}<b>Qpid Network</b>${icon.moreV(22)}</div>
<div class="fill" style="display:flex;flex-direction:column">
<div class="ph">${picture("100%", 128, ["#a07a8a", "#3a2230"], onPhoto("Fidelia, 41", "Station staff · Leeds · 4 miles", 24))}</div>
${tags(["5′6″", "Divorced", "Social drinker", "Relationship"])}
${card("About me", "owner", "Northern Soul on a Friday, a big breakfast on a Saturday, football on a Sunday.")}
${card("Tell us something surprising", "owner", "I run lost property at Leeds station. We have forty-two umbrellas, a tuba and one wedding dress nobody has ever claimed.")}
${note("New message · Arwel", "#5a7a6a", "Arwel", "I think that tuba is my uncle’s, he came back from Harrogate very quiet")}
${card("Ideal date", "owner", "Curry on the Headrow and a film, my pick.")}
</div>
<div class="row act" data-role="ui"><span>${esc("Wink")}</span><span class="lk">${esc("Message")}</span></div>
${tabs([icon.home(24), icon.search(24), icon.chat(24), icon.person(24)], true)}`,
};
