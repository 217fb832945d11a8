// Part B's posts with replies (v25), second file: Lapse (dark; a first half marathon and forty race photos),
// Flip (an olive jumpsuit at a garden wedding; JPEG), FatSecret (a salad and its dressing; a friend's banner),
// Retro (three layers of hallway wallpaper; cropped at the top, the tab bar cuts a comment).
import { avatar, icon, picture } from "./icons";
import type { ScreenSpec } from "./screen-type";
import { commentBox, crow, iconBar } from "./screens-b-kit";
import { own, ui } from "./shell";

export const lapse: ScreenSpec = {
  id: "lapse-forty-photos-all-walking",
  app: "Lapse",
  kind: "post",
  dark: true,
  device: "iphone",
  format: "png",
  owner: { name: "Kornelia Wierzba", handle: "kornelia.w" },
  time: "20:47",
  battery: 23,
  cutLines: 1,
  replies: true,
  css: `body{background:#0b0b0c;color:#f3f1ec}.fill{display:flex;flex-direction:column}.fill>*{flex:none}
.lh{flex:none;height:48px;padding:0 14px;gap:14px;position:relative;z-index:3}.lh b{flex:1;text-align:center;font-size:16px;font-weight:600;letter-spacing:.4px}
.lp{padding:6px 14px 8px}.ln{font-size:14.5px;font-weight:600}.lm{font-size:12.5px;color:#8d8a84}.lx{font-size:15px;line-height:21px;margin-top:8px}
.la{gap:18px;margin-top:10px;font-size:13px;color:#a9a59d}.la span{gap:5px}
.film{border:6px solid #f3efe4;border-bottom-width:26px;box-shadow:0 2px 8px rgba(0,0,0,.6)}
.cr{gap:10px;align-items:flex-start;padding-top:9px;padding-right:14px;padding-bottom:4px;border-top:1px solid #1f1f22}.crn{font-size:13.5px;font-weight:600}.crm{font-size:12px;color:#8d8a84}.crx{font-size:14.5px;line-height:20px;margin-top:2px}.crf{font-size:12px;color:#77736d;margin-top:3px}`,
  html: `<div class="row lh" data-role="ui">${icon.back(22)}<b>kornelia.w</b>${icon.more(22)}</div>
<div class="fill">
<div class="lp"><div class="row" style="gap:10px">${avatar(36, "#c0584a")}<div style="flex:1">${ui("kornelia.w", "ln")}${ui("Kornelia Wierzba · developed 2h ago", "lm")}</div></div>
<div class="film" style="margin:10px 30px 0">${picture("100%", 200, ["#8a8f7a", "#4e5a4a"], `<div style="position:absolute;left:0;right:0;top:120px;height:80px;background:#5b5650"></div><div style="position:absolute;left:110px;top:40px;width:40px;height:40px;border-radius:50%;background:#d9a98a"></div><div style="position:absolute;left:100px;top:78px;width:60px;height:70px;border-radius:12px;background:#d14a6a"></div><div style="position:absolute;left:108px;top:146px;width:16px;height:48px;background:#2b2b33;transform:rotate(6deg)"></div><div style="position:absolute;left:134px;top:146px;width:16px;height:48px;background:#2b2b33;transform:rotate(-4deg)"></div><div style="position:absolute;left:114px;top:92px;width:34px;height:22px;background:#f3f1ec"></div><div style="position:absolute;left:0;top:0;right:0;bottom:0;background:radial-gradient(circle at 50% 40%,transparent 50%,rgba(0,0,0,.45))"></div>`)}</div>
${own("Finished my first ever half marathon in 2:11:40, which is four minutes under what I was hoping for.", "lx")}
${own("The race company has sent me forty official photos. I am walking in every single one of them.", "lx")}
${own("Thank you to everyone who came out to cheer on the bridge.", "lx")}
<div class="row la" data-role="ui"><span class="row">${icon.heart(18)}<span>64</span></span><span class="row">${icon.comment(18)}<span>11</span></span><span class="row">${icon.send(18)}</span></div></div>
${crow({ name: "laszlo.b", meta: "1h", color: "#4f7fa8", text: ["Stood on the bridge for an hour. You told me you were stretching."], who: "laszlo.b", foot: "Reply", joined: true })}
${crow({ name: "kornelia.w", meta: "1h", color: "#c0584a", text: ["That banana at 15k got me to the end, thanks."], who: "owner", depth: 1, foot: "Reply", joined: true })}
${crow({ name: "gawain_runs", meta: "40m", color: "#7aa05a", text: ["Walk breaks are a proper strategy, loads of people use them. Congrats!"], who: "gawain_runs", foot: "Reply", joined: true })}
</div>
${iconBar([icon.home(24), icon.grid(24), icon.camera(26), icon.bell(24), icon.person(24)], "#0b0b0c", "#1f1f22", "#a9a59d")}`,
};

export const flip: ScreenSpec = {
  id: "flip-asked-me-where-the-toilets-were",
  app: "Flip",
  kind: "post",
  dark: false,
  device: "iphone-max",
  format: "jpeg",
  quality: 72,
  owner: { name: "Josephine Adeyemi", handle: "@josieadeyemi" },
  time: "12:05",
  battery: 88,
  replies: true,
  css: `body{background:#fff;color:#111}.fill{display:flex;flex-direction:column}.fill>*{flex:none}
.fh{flex:none;height:50px;padding:0 14px;gap:14px;border-bottom:1px solid #eee;position:relative;z-index:3}.fh b{flex:1;font-size:17px;font-weight:800}
.fp{padding:10px 14px 8px;border-bottom:6px solid #f5f5f5}.fn{font-size:14.5px;font-weight:700}.fm{font-size:12.5px;color:#888}.fx{font-size:15px;line-height:21px;margin-top:8px}
.prod{gap:10px;margin-top:10px;padding:8px;border:1px solid #eee;border-radius:10px}.prod b{font-size:13.5px}.prod small{display:block;font-size:12px;color:#888}.prod .pr{margin-left:auto;font-size:14px;font-weight:700}
.fa{gap:18px;margin-top:10px;font-size:13px;color:#555}.fa span{gap:5px}.st{color:#ff3a6e;font-weight:700}
.cr{gap:10px;align-items:flex-start;padding-top:9px;padding-right:14px;padding-bottom:5px}.crn{font-size:13.5px;font-weight:700}.crm{font-size:12px;color:#999}.crx{font-size:14.5px;line-height:20px;margin-top:2px}.crf{font-size:12px;color:#999;margin-top:3px}`,
  html: `<div class="row fh" data-role="ui">${icon.back(22)}<b>Review</b>${icon.share(22)}${icon.more(22)}</div>
<div class="fill">
<div class="fp"><div class="row" style="gap:10px">${avatar(38, "#7a4a8a")}<div style="flex:1">${ui("Josephine Adeyemi", "fn")}${ui("@josieadeyemi · 1d", "fm")}</div><span style="font-size:13px;font-weight:700;color:#fff;background:#111;border-radius:16px;padding:5px 12px" data-role="ui">Follow</span></div>
<div class="row" style="gap:6px;margin-top:10px">${picture(180, 140, ["#c9c2b0", "#a29a86"], `<div style="position:absolute;left:62px;top:22px;width:34px;height:34px;border-radius:50%;background:#6b4330"></div><div style="position:absolute;left:48px;top:56px;width:62px;height:84px;border-radius:14px 14px 4px 4px;background:#6f7a3e"></div><div style="position:absolute;left:50px;top:136px;width:26px;height:4px;background:#66713a"></div><div style="position:absolute;left:82px;top:136px;width:26px;height:4px;background:#66713a"></div>`)}${picture(180, 140, ["#dfe6d3", "#b7c6a4"], `<div style="position:absolute;left:20px;top:14px;width:140px;height:112px;background:#6f7a3e;border-radius:8px"></div><div style="position:absolute;left:60px;top:90px;width:30px;height:36px;border:2px dashed #4b5228"></div>`)}</div>
<div class="row prod">${picture(40, 40, ["#6f7a3e", "#5a6432"])}<div data-role="ui"><b>Linen Wide-Leg Jumpsuit</b><small>Olive · Size 10</small></div><span class="pr" data-role="ui">$68</span></div>
${own("Wore this to a garden wedding on Saturday. The linen is soft and did not crease too badly in the car.", "fx")}
${own("Three different guests asked me where the toilets were. By the third one I just pointed.", "fx")}
${own("Runs a little long, I am 5 ft 6 and wore a small heel. 4/5.", "fx")}
<div class="row fa" data-role="ui"><span class="row">${icon.heart(18)}<span>1.2K</span></span><span class="row">${icon.comment(18)}<span>46</span></span><span class="row">${icon.bookmark(18)}<span>230</span></span><span class="st">★ 4.0</span></div></div>
${crow({ name: "Greer Tompkins", meta: "18h", color: "#4a8ac0", text: ["Is the olive more green or more brown in real life?"], who: "Greer Tompkins", foot: "Reply · 3", joined: true })}
${crow({ name: "Josephine Adeyemi", meta: "17h", color: "#7a4a8a", text: ["More green, like the second photo in daylight."], who: "owner", depth: 1, foot: "Reply · 5", joined: true })}
${crow({ name: "Kamala Rees", meta: "20h", color: "#c07a4a", text: ["You told me where they were too and you were right, so honestly keep going"], who: "Kamala Rees", foot: "Reply · 88", joined: true })}
</div>
${iconBar([icon.home(24), icon.search(24), icon.plusBox(26), icon.cart(24), icon.person(24)], "#fff", "#eee", "#333")}`,
};

export const fatsecret: ScreenSpec = {
  id: "fatsecret-logged-the-dressing-separately",
  app: "FatSecret",
  kind: "post",
  dark: false,
  device: "android",
  format: "png",
  owner: { name: "Lajos Horvath", handle: null },
  time: "18:52",
  battery: 46,
  cutLines: 1,
  replies: true,
  statusBarDark: true,
  statusBarBackground: "#2f9a48",
  banner: {
    app: "Messages",
    color: "#1a73e8",
    title: "Gladys",
    body: "we are ordering pizza at 7, do you want your usual or is it still salad season",
    author: "Gladys",
    age: "now",
  },
  css: `body{background:#f2f2f2;color:#222}.fill{display:flex;flex-direction:column}.fill>*{flex:none}
.oh{flex:none;height:54px;padding:0 14px;gap:16px;background:#2f9a48;color:#fff;position:relative;z-index:3}.oh b{flex:1;font-size:18px;font-weight:600}
.op{background:#fff;padding:10px 14px 8px}.on{font-size:14.5px;font-weight:700}.om{font-size:12px;color:#888}.ox{font-size:14.5px;line-height:20px;margin-top:7px}
.meal{gap:10px;margin-top:8px;padding:8px 10px;background:#eef8f0;border-radius:8px;font-size:13px;color:#555}.meal b{color:#2f9a48;font-size:15px}
.oa{gap:16px;margin-top:9px;font-size:13px;color:#666}.oa span{gap:5px}
.oc{background:#fff;margin-top:8px;padding:10px 14px 2px;font-size:13.5px;font-weight:700;color:#666}
.cr{gap:10px;align-items:flex-start;padding-top:8px;padding-right:14px;padding-bottom:5px;background:#fff}.crn{font-size:13.5px;font-weight:700}.crx{font-size:14px;line-height:19.5px;margin-top:1px}.crf{font-size:12px;color:#999;margin-top:3px}`,
  html: `<div class="row oh" data-role="ui">${icon.back(22)}<b>Community</b>${icon.moreV(22)}</div>
<div class="fill">
<div class="op"><div class="row" style="gap:10px">${avatar(38, "#5a8a6a")}<div style="flex:1">${ui("Lajos Horvath", "on")}${ui("Week 6 · down 3.1 kg · 3h", "om")}</div></div>
${picture("100%", 110, ["#e8e2d4", "#d4cbb6"], `<div style="position:absolute;left:110px;top:6px;width:140px;height:98px;border-radius:50%;background:#f7f3ea;box-shadow:0 2px 4px rgba(0,0,0,.2)"></div><div style="position:absolute;left:128px;top:18px;width:104px;height:74px;border-radius:50%;background:#6a9a3a"></div><div style="position:absolute;left:150px;top:30px;width:26px;height:20px;border-radius:50%;background:#d8443a"></div><div style="position:absolute;left:186px;top:50px;width:30px;height:24px;border-radius:50%;background:#e8d29a"></div><div style="position:absolute;left:262px;top:30px;width:34px;height:54px;border-radius:6px;background:#d8b46a"></div>`)}
<div class="row meal" data-role="ui"><span>Dinner · Chicken salad bowl</span><b style="margin-left:auto">1,100 cal</b></div>
${own("Made the big salad bowl from the recipe thread. Chicken, quinoa, tomato, feta.", "ox")}
${own("Logged the salad at 410 calories. Then I logged the dressing on its own and it came to 690.", "ox")}
${own("Will halve the dressing next time.", "ox")}
<div class="row oa" data-role="ui"><span class="row">${icon.thumbUp(17)}<span>27</span></span><span class="row">${icon.comment(17)}<span>9</span></span></div></div>
<div class="oc" data-role="ui">Comments</div>
${crow({ name: "Hilde Sorensen", color: "#b05a7a", text: ["Dressing always gets me too. Tahini is the worst offender."], who: "Hilde Sorensen", foot: "2h · Like", size: 30 })}
${crow({ name: "Lajos Horvath", color: "#5a8a6a", text: ["It was a tahini one, yes."], who: "owner", depth: 1, foot: "2h · Like", size: 30 })}
${crow({ name: "Ibrahim Saleh", color: "#4a6ab0", text: ["Lemon juice and a pinch of salt. Zero calories and you stop missing the rest after about ten days."], who: "Ibrahim Saleh", foot: "1h · Like", size: 30 })}
</div>`,
};

export const retro: ScreenSpec = {
  id: "retro-someone-wrote-dont-bother",
  app: "Retro",
  kind: "post",
  dark: false,
  device: "iphone-max",
  format: "png",
  crop: { top: 50 },
  cutLines: 1,
  owner: { name: "Iona MacRae", handle: null },
  time: "09:31",
  battery: 62,
  replies: true,
  css: `body{background:#fbf8f3;color:#1e1b18}.fill{display:flex;flex-direction:column}.fill>*{flex:none}
.rh{flex:none;height:50px;padding:0 14px;gap:14px;border-bottom:1px solid #ece6dc;position:relative;z-index:3}.rh b{flex:1;font-size:17px;font-weight:700}
.rp{padding:10px 14px 8px}.rn{font-size:15px;font-weight:700}.rm{font-size:12.5px;color:#8c8479}.rx{font-size:15px;line-height:21px;margin-top:8px}
.grid3{display:grid;grid-template-columns:1fr 1fr 1fr;gap:4px;margin-top:10px}
.ra{gap:18px;margin-top:10px;font-size:13px;color:#6f675c}.ra span{gap:5px}
.cr{gap:10px;align-items:flex-start;padding-top:9px;padding-right:14px;padding-bottom:5px;border-top:1px solid #efe9df}.crn{font-size:14px;font-weight:700}.crx{font-size:15px;line-height:20.5px;margin-top:2px}.crf{font-size:12.5px;color:#9a9287;margin-top:3px}`,
  html: `<div class="row rh" data-role="ui">${icon.back(22)}<b>Week 44</b>${icon.more(22)}</div>
<div class="fill">
<div class="rp"><div class="row" style="gap:10px">${avatar(40, "#6a8f9a")}<div style="flex:1">${ui("Iona MacRae", "rn")}${ui("Oct 28 – Nov 3 · 6 photos", "rm")}</div></div>
<div class="grid3">${picture("100%", 128, ["#d8c4a0", "#b99d70"], `<div style="position:absolute;left:0;right:0;top:0;bottom:0;background:repeating-linear-gradient(90deg,#d9782a 0 10px,#f0a050 10px 20px)"></div>`)}${picture("100%", 128, ["#9ab38a", "#7a9670"], `<div style="position:absolute;left:10px;top:10px;right:10px;bottom:10px;background:radial-gradient(circle,#e6d6b0 0 6px,transparent 7px) 0 0/22px 22px"></div>`)}${picture("100%", 128, ["#d9d3c8", "#c0b8aa"], `<div style="position:absolute;left:26px;top:44px;width:80px;height:22px;font:italic 13px serif;color:#555" data-role="other" data-author="pencil note (1979)">don't bother</div>`)}</div>
${own("Spent the whole weekend stripping the hallway. Three layers of wallpaper, one of them orange.", "rx")}
${own("Under the last layer, in pencil, someone in 1979 had written 'don't bother'.", "rx")}
${own("Skim coat next weekend, then paint.", "rx")}
<div class="row ra" data-role="ui"><span class="row">${icon.heart(18)}<span>31</span></span><span class="row">${icon.comment(18)}<span>7</span></span></div></div>
${crow({ name: "Ludo Ferrante", color: "#b0805a", text: ["So will you bother"], who: "Ludo Ferrante", foot: "2d · Reply" })}
${crow({ name: "Iona MacRae", color: "#6a8f9a", text: ["Yes, the plasterer is booked for the 14th."], who: "owner", depth: 1, foot: "2d · Reply" })}
${crow({ name: "Ianthe Kowal", color: "#8a6ab0", text: ["Photograph it before you paint over it. Ours said 'Gracie 1964' and we left it showing behind a frame."], who: "Ianthe Kowal", foot: "1d · Reply" })}
${crow({ name: "Hubert Lang", color: "#5a9a8a", text: ["Orange one looks like what my gran had in her kitchen in Leith, I would know it anywhere."], who: "Hubert Lang", foot: "1d · Reply" })}
${crow({ name: "Joan Pickering", color: "#a05a5a", text: ["Do the ceiling before the walls or you will be sanding it off your fresh paint all winter."], who: "Joan Pickering", foot: "20h · Reply" })}
</div>
${iconBar([icon.home(24), icon.grid(24), icon.camera(26), icon.person(24)], "#fbf8f3", "#ece6dc", "#6f675c")}`,
};
