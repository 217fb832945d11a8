// Part A's dating profiles, second file (v37): Zweisam, Academic Singles.
import { icon, picture } from "./icons";
import type { ScreenSpec } from "./screen-type";
import { caption, card, cardCss, detail, note, noteCss, tags } from "./screens-a-kit";
import { esc } from "./shell";

export const zweisam: ScreenSpec = {
  id: "zweisam-the-portuguese-section",
  app: "Zweisam",
  kind: "profile",
  dark: false,
  device: "iphone",
  format: "png",
  owner: { name: "Eckhard", handle: null },
  time: "16:48",
  battery: 71,
  statusBarBackground: "#f7f4ee",
  replies: true,
  cutLines: 0,
  css: `${cardCss("#ffffff", "#2f6f6a", "#2a2a28", 15.5, 8)}${noteCss("#eef5f3", "#cfe2de", "#2f6f6a", "#2a2a28")}
body{background:#f7f4ee;color:#2a2a28}
.hd{flex:none;height:50px;padding:0 16px;gap:14px;color:#2f6f6a}.hd b{flex:1;text-align:center;font-size:25px;font-weight:400;font-style:italic;color:#2f6f6a;font-family:Georgia,serif}
.top{flex:none;gap:14px;padding:6px 16px 4px}.top .pic{border-radius:50%;flex:none}.nm{font-size:23px;font-weight:700}.sub{font-size:14px;color:#6b6a63;margin-top:2px}.pill{display:inline-block;margin-top:6px;font-size:12px;font-weight:600;color:#fff;background:#2f6f6a;border-radius:10px;padding:2px 9px}
.ph{flex:none;overflow:hidden;position:relative;margin:8px 16px 0;border-radius:8px}
.tg{flex:none;gap:6px;flex-wrap:wrap;padding:9px 16px 0}.tg span{font-size:13px;color:#3d3c38;background:#fff;border:1px solid #ddd8cc;border-radius:6px;padding:4px 9px}
.bc{margin:9px 16px 0!important}.vc{margin:9px 16px 0!important}
.act{flex:none;justify-content:center;gap:34px;padding:10px 0 30px}.act span{width:58px;height:58px;border-radius:50%;display:flex;align-items:center;justify-content:center;background:#fff;box-shadow:0 2px 8px rgba(0,0,0,.12);color:#8a8578}.act span.a{background:#2f6f6a;color:#fff}`,
  html: `<div class="row hd" data-role="ui">${icon.back(22)}<b>${esc("zweisam")}</b>${icon.more(22)}</div>
<div class="fill" style="display:flex;flex-direction:column">
<div class="row top" data-role="ui">${picture(74, 74, ["#a9b7a2", "#4f5f4a"])}<div><div class="nm">${esc("Eckhard, 63")}</div><div class="sub">${esc("Bielefeld · 11 km")}</div><span class="pill">${esc("Verified")}</span></div></div>
${tags(["181 cm", "Retired surveyor", "Widowed", "Non-smoker", "Wine with dinner", "Partnership"])}
${card("About me", "owner", "Retired surveyor, widower of six years, keen cyclist on flat roads only.")}
${card("A little quirk of mine", "owner", "I read every appliance manual from cover to cover. Including the Portuguese section, in case the German one left something out.")}
${note("Annelie · 15:31", "#7f9a94", "Annelie", "my toaster has been blinking for two years, are you free on weekends")}
<div class="ph">${picture("100%", 150, ["#b7c9a8", "#55704b"], caption("owner", "Sparrenburg, first warm day of May", "left:12px;bottom:12px;right:auto", "rgba(20,40,30,.5)"))}</div>
${card("What I'm looking for", "owner", "A companion for the Teutoburg Forest and for Sunday cake that nobody has to count.")}
</div>
<div class="row act" data-role="ui"><span>${icon.close(24)}</span><span class="a">${icon.heartFilled(24, "#fff")}</span><span>${icon.chat(22)}</span></div>`,
};

export const academicSingles: ScreenSpec = {
  id: "academic-singles-bread-prices-of-1340",
  app: "Academic Singles",
  kind: "profile",
  dark: true,
  device: "iphone-max",
  format: "jpeg",
  generations: [{ quality: 80 }, { width: 1000, quality: 66 }],
  owner: { name: "Aafke", handle: null },
  time: "22:14",
  battery: 38,
  replies: true,
  cutLines: 0,
  css: `${cardCss("#1b2230", "#d9b35f", "#e9e6df", 15.5, 12)}${noteCss("#222b3b", "#34405a", "#d9b35f", "#e9e6df")}
body{background:#10151f;color:#e9e6df}
.hd{flex:none;height:50px;padding:0 16px;gap:12px;color:#e9e6df;border-bottom:1px solid #232c3c}.hd b{flex:1;font-size:19px;font-weight:600;letter-spacing:.3px;color:#e9e6df}.hd b i{font-style:normal;color:#d9b35f}
.top{flex:none;gap:14px;padding:12px 16px 6px}.top .pic{border-radius:12px;flex:none}.nm{font-size:24px;font-weight:700}.sub{font-size:14px;color:#9aa3b5;margin-top:3px}
.mp{flex:none;margin:6px 16px 0;padding:9px 14px;border-radius:12px;background:#1b2230;gap:10px;font-size:14px;color:#c9cdd6}.mp b{font-size:20px;color:#d9b35f}
.dl{flex:none;margin:8px 16px 0;border-radius:12px;background:#1b2230;padding:4px 14px}.dr{justify-content:space-between;padding:7px 0;font-size:14px;color:#9aa3b5;border-bottom:1px solid #27303f}.dr:last-child{border-bottom:none}.dr b{color:#e9e6df;font-weight:500}
.bc{margin:9px 16px 0!important}.vc{margin:9px 16px 0!important}
.act{flex:none;gap:12px;padding:10px 16px 32px;border-top:1px solid #232c3c}.act span{flex:1;height:46px;border-radius:23px;display:flex;align-items:center;justify-content:center;gap:7px;font-size:15px;font-weight:600;background:#222b3b;color:#c9cdd6}.act span.a{background:#d9b35f;color:#10151f}`,
  html: `<div class="row hd" data-role="ui">${icon.back(22)}<b>${esc("Academic")} <i>${esc("Singles")}</i></b>${icon.bookmark(21)}${icon.more(22)}</div>
<div class="fill" style="display:flex;flex-direction:column">
<div class="row top" data-role="ui">${picture(92, 112, ["#6f7f99", "#2c3447"])}<div><div class="nm">${esc("Aafke, 44")}</div><div class="sub">${esc("Utrecht · Historian")}</div><div class="sub">${esc("Active today")}</div></div></div>
<div class="row mp" data-role="ui"><b>${esc("104")}</b><span>${esc("matching points · very compatible")}</span></div>
<div class="dl">${detail("Education", "Doctorate")}${detail("Height", "1.74 m")}${detail("Children", "None")}${detail("Drinks", "A glass of red")}${detail("Looking for", "A relationship")}</div>
${card("About me", "owner", "Historian at Utrecht University, mostly the fourteenth century, sometimes the fifteenth when I'm feeling brave.")}
${card("What I'd bore you about", "owner", "My PhD was on medieval bread prices. I know what a loaf cost in Utrecht in 1340 but not what I paid for one this morning.")}
${note("Dolf · 21:58", "#59657d", "Dolf", "1340 was a dreadful year for rye, I hope you're ready for that argument")}
${card("Who I hope to meet", "owner", "Someone curious who will come to the archive open day and pretend to enjoy it.")}
</div>
<div class="row act" data-role="ui"><span>${icon.close(18)}${esc("Not for me")}</span><span class="a">${icon.chat(18)}${esc("Send a smile")}</span></div>`,
};
