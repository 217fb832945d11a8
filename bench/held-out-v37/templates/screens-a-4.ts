// Part A's dating profiles, fourth file (v37): SeniorPeopleMeet, Glambu, Tawkify.
import { icon, picture } from "./icons";
import type { ScreenSpec } from "./screen-type";
import { caption, card, cardCss, note, noteCss, onPhoto, tags } from "./screens-a-kit";
import { esc, ui } from "./shell";

export const seniorPeopleMeet: ScreenSpec = {
  id: "seniorpeoplemeet-a-full-applebees",
  app: "SeniorPeopleMeet",
  kind: "profile",
  dark: false,
  device: "iphone",
  format: "png",
  downscaleTo: 860,
  owner: { name: "Arlene", handle: null },
  time: "10:12",
  battery: 88,
  statusBarDark: true,
  statusBarBackground: "#1f5fa8",
  replies: true,
  cutLines: 0,
  css: `${cardCss("#ffffff", "#1f5fa8", "#222222", 16.5, 8)}${noteCss("#f1f6fc", "#cddcee", "#1f5fa8", "#222222")}
body{background:#eef1f5;color:#222}
.hd{flex:none;height:50px;padding:0 14px;gap:12px;background:#1f5fa8;color:#fff}.hd b{flex:1;font-size:20px;font-weight:700;letter-spacing:-.2px}
.ph{flex:none;overflow:hidden;position:relative}
.tg{flex:none;gap:6px;flex-wrap:wrap;padding:10px 12px 0}.tg span{font-size:14px;color:#333;background:#fff;border:1px solid #d3dbe6;border-radius:4px;padding:4px 9px}
.bt2{font-size:16.5px}.vt{font-size:16px!important;line-height:22px!important}.vh{font-size:13.5px!important}
.act{flex:none;gap:10px;padding:10px 12px 30px;background:#fff;border-top:1px solid #d9e0ea}.act span{flex:1;height:46px;border-radius:6px;display:flex;align-items:center;justify-content:center;gap:7px;font-size:16px;font-weight:700;background:#e7edf5;color:#1f5fa8}.act span.a{background:#1f5fa8;color:#fff}`,
  html: `<div class="row hd" data-role="ui">${icon.back(22)}<b>${esc("SeniorPeopleMeet")}</b>${icon.more(22)}</div>
<div class="fill" style="display:flex;flex-direction:column">
<div class="ph">${picture("100%", 176, ["#d7b98f", "#7d5b3a"], `${caption("owner", "Tulsa State Fair, 2019, the year of the funnel cake", "left:12px;top:12px;right:auto", "rgba(60,35,15,.5)")}${onPhoto("Arlene, 68", "Tulsa, OK · Online today", 26)}`)}</div>
${tags(["5'4\"", "Retired", "Widowed", "Never smokes", "Rarely drinks", "Methodist"])}
${card("About me", "owner", "Retired after 31 years with the Tulsa school district, grandma of five, church choir alto.")}
${card("Something people don't know about me", "owner", "I ran a middle school library for 31 years. I can still quiet a full Applebee's without turning around.")}
${note("Earl · Yesterday", "#6f87a3", "Earl", "got thrown out of my school library in 1964 and i still whisper in every one")}
${card("My ideal match", "owner", "A gentleman who likes porch evenings and doesn't talk during the news.")}
</div>
<div class="row act" data-role="ui"><span>${icon.heart(18)}${esc("Like")}</span><span class="a">${icon.chat(18)}${esc("Message")}</span></div>`,
};

export const glambu: ScreenSpec = {
  id: "glambu-one-point-two-metres-deep",
  app: "Glambu",
  kind: "profile",
  dark: false,
  device: "android",
  format: "png",
  crop: { top: 30, bottom: 70 },
  owner: { name: "Cosme", handle: null },
  time: "12:40",
  battery: 81,
  replies: true,
  cutLines: 0,
  css: `${cardCss("#ffffff", "#7b3fe4", "#1f1b2a", 14.5, 16)}${noteCss("#f5effe", "#e1d3fb", "#6a2fd0", "#1f1b2a")}
body{background:#f5f3fa;color:#1f1b2a}
.hd{flex:none;height:52px;padding:0 14px;gap:14px;background:#fff}.hd b{flex:1;font-size:24px;font-weight:800;background:linear-gradient(90deg,#7b3fe4,#e23fa6);-webkit-background-clip:text;color:transparent}
.ph{flex:none;overflow:hidden;position:relative;margin:6px 12px 0;border-radius:16px}
.tg{flex:none;gap:6px;flex-wrap:wrap;padding:9px 12px 0}.tg span{font-size:12px;color:#3d3550;background:#ece6f7;border-radius:12px;padding:4px 10px}
.lk{flex:none;margin:8px 12px 0;gap:8px;font-size:12.5px;color:#6a2fd0;font-weight:600}
.tb{flex:none;justify-content:space-around;height:56px;background:#fff;border-top:1px solid #e6e0f0;color:#8c84a0}`,
  html: `<div class="row hd" data-role="ui">${icon.back(22)}<b>${esc("glambu")}</b>${icon.sliders(22)}${icon.moreV(22)}</div>
<div class="fill" style="display:flex;flex-direction:column">
<div class="ph">${picture("100%", 200, ["#7fd0e6", "#1f6f8f"], `${caption("owner", "Malvarrosa at seven, before anyone needs me", "left:12px;top:12px;right:auto", "rgba(10,50,70,.5)")}${onPhoto("Cosme, 33", "Valencia · 5 km", 25)}`)}</div>
${tags(["1.83 m", "Lifeguard", "Beer, sometimes", "Doesn't smoke", "Something real"])}
${card("My profile in a sentence", "owner", "Lifeguard at the municipal pool in Benimaclet, nine summers and counting.")}
${card("My greatest achievement", "owner", "The pool I guard is 1.2 metres deep from end to end. In nine summers my biggest rescue has been a man's reading glasses.")}
${note("Elena liked your answer", "#a58bd4", "Elena", "were they tortoiseshell, because i think that was my uncle")}
${card("A Sunday with me", "owner", "Paella on Sundays at my grandmother's, you'd have to earn the invitation.")}
</div>
<div class="row tb" data-role="ui">${icon.flame(24)}${icon.search(24)}${icon.chat(24)}${icon.person(24)}</div>`,
};

export const tawkify: ScreenSpec = {
  id: "tawkify-the-shelf-called-probably-fine",
  app: "Tawkify",
  kind: "profile",
  dark: true,
  device: "iphone-max",
  format: "jpeg",
  quality: 78,
  owner: { name: "Fulvia", handle: null },
  time: "8:03",
  battery: 46,
  replies: true,
  cutLines: 1,
  css: `${cardCss("#1c1b1f", "#f0a868", "#ecebea", 15.5, 14)}${noteCss("#2a2118", "#4a3722", "#f0a868", "#f1e9df")}
body{background:#111013;color:#ecebea}
.hd{flex:none;height:50px;padding:0 16px;gap:12px;color:#ecebea}.hd b{flex:1;text-align:center;font-size:22px;font-weight:600;letter-spacing:.5px;font-family:Georgia,serif;color:#f0a868}
.lbl{flex:none;padding:2px 16px 0;font-size:13px;color:#a8a39c;letter-spacing:.6px;text-transform:uppercase}
.ph{flex:none;overflow:hidden;position:relative;margin:8px 16px 0;border-radius:16px}
.tg{flex:none;gap:6px;flex-wrap:wrap;padding:10px 16px 0}.tg span{font-size:13px;color:#dcd8d2;background:#1f1e23;border:1px solid #34323a;border-radius:14px;padding:4px 10px}
.bc{margin:9px 16px 0!important}.vc{margin:9px 16px 0!important}
.tb{flex:none;justify-content:space-around;padding:10px 0 30px;background:#17161a;border-top:1px solid #2a2830;color:#8a8690}`,
  html: `<div class="row hd" data-role="ui">${icon.back(22)}<b>${esc("tawkify")}</b>${icon.more(22)}</div>
${ui("Your match introduction", "lbl")}
<div class="fill" style="display:flex;flex-direction:column">
<div class="ph">${picture("100%", 272, ["#c99a7a", "#4e3426"], `${caption("owner", "Fishtown, the morning after a wedding cake", "left:12px;top:12px;right:auto", "rgba(40,20,10,.5)")}${onPhoto("Fulvia, 35", "Philadelphia, PA", 26)}`)}</div>
${tags(["5'6\"", "Pastry chef", "Wine lover", "No kids", "Wants a partner"])}
${card("In her words", "owner", "Pastry chef in Philadelphia, aunt of three, morning person against my will.")}
${card("Her most organized quality", "owner", "I own four label makers and two plates. My spice rack is alphabetized and the bottom shelf of my fridge is labeled Probably Fine.")}
${note("Darcy, your matchmaker", "#b07a4e", "Darcy", "She asked if she could label my pens during our first meeting. Over video.")}
${card("What she's looking for", "owner", "Someone who lets me organize the trip and still picks the restaurant.")}
</div>
<div class="row tb" data-role="ui">${icon.home(24)}${icon.heart(24)}${icon.chat(24)}${icon.person(24)}</div>`,
};
