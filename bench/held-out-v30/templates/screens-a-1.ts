// Part A's dating profiles, first file (v30): Elate, Christian Cafe, Cuddli.
import { tabs } from "./blocks";
import { icon, picture } from "./icons";
import type { ScreenSpec } from "./screen-type";
import { card, cardCss, note, noteCss, onPhoto, tags } from "./screens-a-kit";
import { esc } from "./shell";

export const elate: ScreenSpec = {
  id: "elate-ticketed-an-ex-on-our-anniversary",
  app: "Elate",
  kind: "profile",
  dark: false,
  device: "iphone",
  format: "png",
  owner: { name: "Edwina", handle: null },
  time: "21:17",
  battery: 46,
  replies: true,
  cutLines: 0,
  css: `${cardCss("#fff", "#0f7c7a", "#23272b", 15.5, 16)}${noteCss("#eef8f7", "#c5e4e1", "#0f6664", "#23272b")}
body{background:#f2f5f5;color:#23272b}
.hd{flex:none;height:46px;padding:0 16px;gap:14px;color:#23272b;background:#f2f5f5}.hd b{flex:1;text-align:center;font-size:19px;font-weight:800;color:#0f7c7a;letter-spacing:.3px}
.ph{flex:none;overflow:hidden;position:relative;margin:0 12px;border-radius:18px}
.vf{position:absolute;right:12px;top:12px;background:#fff;color:#0f7c7a;border-radius:12px;padding:3px 9px;font-size:11.5px;font-weight:700}
.tg{flex:none;gap:6px;flex-wrap:wrap;padding:10px 12px 0}.tg span{font-size:12.5px;color:#36524f;background:#fff;border:1px solid #d3e4e2;border-radius:14px;padding:4px 10px}
.tb{flex:none;justify-content:space-around;height:80px;padding-bottom:26px;background:#fff;border-top:1px solid #dfe7e6;color:#7f8c8b;position:relative;z-index:3}.tb .on{color:#0f7c7a}`,
  html: `<div class="row hd" data-role="ui">${icon.back(22)}<b>${esc("elate")}</b>${icon.moreV(22)}</div>
<div class="fill" style="display:flex;flex-direction:column">
<div class="ph">${picture("100%", 190, ["#b7cfc0", "#3f5a4e"], `<div class="vf" data-role="ui">${esc("Photo verified")}</div>${onPhoto("Edwina, 44", "Swindon · 4 miles away", 25)}`)}</div>
${tags(["Has a dog", "5′7″", "Traffic warden", "Long-term", "Social drinker"])}
${card("In short", "owner", "Dog person, decent cook, asleep by half ten on a school night.")}
${card("What pays the bills", "owner", "I'm a traffic warden in Swindon. I've ticketed two of my exes, one of them on our anniversary.")}
${note("Chidozie · 7:42 PM", "#7d6bb0", "Chidozie", "I've paid every fine on time since 2009 and I'd like that noted before we meet")}
${card("Ideal Sunday", "owner", "A roast at the Plough, then a long muddy walk with Conker.")}
</div>
${tabs([icon.home(26), `<span class="on">${icon.heartFilled(26)}</span>`, icon.chat(26), icon.person(26)])}`,
};

export const christianCafe: ScreenSpec = {
  id: "christiancafe-no-lie-ins-on-brunswick-street",
  app: "Christian Cafe",
  kind: "profile",
  dark: false,
  device: "android",
  format: "jpeg",
  quality: 74,
  owner: { name: "Annunziata", handle: null },
  time: "19:52",
  battery: 63,
  statusBarDark: true,
  statusBarBackground: "#6b1f36",
  replies: true,
  cutLines: 0,
  css: `${cardCss("#fff", "#6b1f36", "#2a2325", 14.5, 6)}${noteCss("#fbf1f3", "#ecd0d7", "#6b1f36", "#2a2325")}
body{background:#f4efe9;color:#2a2325}
.hd{flex:none;height:54px;padding:0 14px;gap:16px;background:#6b1f36;color:#fff}.hd b{flex:1;font-size:18px;font-weight:700;font-family:Georgia,serif}
.top{flex:none;gap:14px;padding:12px 14px;background:#fff;border-bottom:1px solid #e6dcd4;align-items:center}.top .pic{border-radius:8px}.nm2{font-size:21px;font-weight:700}.sub2{font-size:13px;color:#6f6468;margin-top:3px}
.on2{display:inline-block;margin-top:6px;font-size:11.5px;font-weight:700;color:#2f7d45}
.dr{flex:none;justify-content:space-between;margin:0 12px;padding:8px 14px;background:#fff;border-bottom:1px solid #eee5df;font-size:13px}.dr span{color:#85797d}.dr b{font-weight:600;color:#2a2325}
.dr.f{margin-top:8px;border-radius:6px 6px 0 0}.dr.l{border-radius:0 0 6px 6px;border-bottom:0}
.act{flex:none;gap:10px;padding:8px 12px 10px;background:#fff;border-top:1px solid #e6dcd4}.act span{flex:1;height:42px;border-radius:6px;display:flex;align-items:center;justify-content:center;font-size:14px;font-weight:700;color:#6b1f36;border:1.5px solid #6b1f36}.act span.lk{background:#6b1f36;color:#fff}
.tb{flex:none;justify-content:space-around;height:56px;padding-bottom:4px;background:#fff;border-top:1px solid #e6dcd4;color:#85797d}`,
  html: `<div class="row hd" data-role="ui">${icon.back(22)}<b>${esc("Christian Cafe")}</b>${icon.star(21)}${icon.moreV(22)}</div>
<div class="fill" style="display:flex;flex-direction:column">
<div class="row top">${picture(92, 110, ["#d8b9a0", "#6d4a3a"])}<div data-role="ui"><div class="nm2">${esc("Annunziata, 35")}</div><div class="sub2">${esc("Fitzroy, Melbourne · 6 km")}</div><div class="sub2">${esc("Never married · No children")}</div><span class="on2">${esc("● Active today")}</span></div></div>
${detail2("Denomination", "Anglican", "f")}
${detail2("Church attendance", "Weekly")}
${detail2("Occupation", "Pharmacy assistant")}
${detail2("Wants children", "Yes", "l")}
${card("A bit about my faith", "owner", "Sunday mornings, the odd evensong, and a Bible study that is mostly biscuits.")}
${card("My part in Sunday service", "owner", "I ring the bells at St. Mark's in Fitzroy. Nobody on Brunswick Street has slept in on a Sunday since 2014.")}
${note("Message from Dilnoza · 5:10 PM", "#a0748a", "Dilnoza", "I live on Brunswick Street and I have some notes for you")}
${card("The man I hope to meet", "owner", "Someone gentle with a big laugh who is fine with early starts.")}
</div>
<div class="row act" data-role="ui"><span>${esc("Add to favourites")}</span><span class="lk">${esc("Send a message")}</span></div>
${tabs([icon.home(24), icon.search(24), icon.chat(24), icon.person(24)], true)}`,
};

/** A label/value row with an optional first/last class. */
function detail2(label: string, value: string, pos = "") {
  return `<div class="row dr${pos ? ` ${pos}` : ""}" data-role="ui"><span>${esc(label)}</span><b>${esc(value)}</b></div>`;
}

export const cuddli: ScreenSpec = {
  id: "cuddli-the-weddings-cry-more",
  app: "Cuddli",
  kind: "profile",
  dark: true,
  device: "iphone-max",
  format: "png",
  owner: { name: "Brynjar", handle: null },
  time: "23:06",
  battery: 29,
  keyboard: true,
  suggestions: ["the", "I", "it"],
  replies: true,
  cutLines: 0,
  css: `${cardCss("#221d2b", "#c59cf2", "#ece8f2", 15, 16)}${noteCss("#2a2236", "#463a57", "#d7b8fb", "#e4def0")}
body{background:#15121b;color:#ece8f2}
.hd{flex:none;height:46px;padding:0 16px;gap:14px;background:#15121b;color:#ece8f2}.hd b{flex:1;font-size:20px;font-weight:800;background:linear-gradient(90deg,#f58bb8,#a98cf6);-webkit-background-clip:text;color:transparent}
.top{flex:none;gap:14px;padding:6px 14px 4px;align-items:center}.top .pic{border-radius:50%}.nm2{font-size:21px;font-weight:800}.sub2{font-size:13px;color:#a79fb5;margin-top:2px}
.tg{flex:none;gap:6px;flex-wrap:wrap;padding:8px 12px 0}.tg span{font-size:12px;color:#d8cfe6;background:#221d2b;border:1px solid #3b3347;border-radius:14px;padding:4px 10px}
.in{flex:none;gap:10px;padding:8px 12px;background:#1c1823;border-top:1px solid #2f2839;align-items:center;color:#a79fb5}.in .box{flex:1;background:#2a2433;border-radius:18px;padding:8px 14px;font-size:15px;color:#ece8f2}.in .sd{color:#c59cf2}`,
  html: `<div class="row hd" data-role="ui">${icon.back(22)}<b>${esc("cuddli")}</b>${icon.moreV(22)}</div>
<div class="fill" style="display:flex;flex-direction:column">
<div class="row top">${picture(96, 96, ["#7d8fa6", "#2c3442"])}<div data-role="ui"><div class="nm2">${esc("Brynjar, 33")}</div><div class="sub2">${esc("Halifax, NS · he/him · 3 km")}</div></div></div>
${tags(["Gay", "6′1″", "Musician", "Relationship"])}
${card("The quick version", "owner", "Tall, bearded, owns a kilt for work and a kettle for everything else.")}
${card("My weird job", "owner", "I play bagpipes at weddings and funerals in Halifax. Same three tunes at both, and honestly the weddings cry more.")}
${note("Calogero · 10:58 PM", "#5f8f7a", "Calogero", "you piped at my sister's wedding in June and her husband cried through all three tunes")}
</div>
<div class="row in">${icon.plus(22)}<span class="box" data-role="other" data-author="You">${esc("is it always the same three")}</span><span class="sd">${icon.send(22)}</span></div>`,
};
