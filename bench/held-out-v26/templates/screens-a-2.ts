// Part A's dating profiles, second file (v26).
import { tabs } from "./blocks";
import { avatar, icon, picture } from "./icons";
import type { ScreenSpec } from "./screen-type";
import { detail } from "./screens-a-1";
import { caption, card, cardCss, note, noteCss, onPhoto, tags } from "./screens-a-kit";
import { esc } from "./shell";

export const loveawake: ScreenSpec = {
  id: "loveawake-before-leaving-a-conversation",
  app: "Loveawake",
  kind: "profile",
  dark: false,
  device: "android",
  format: "png",
  downscaleTo: 900,
  owner: { name: "Fiadh", handle: null },
  time: "20:51",
  battery: 47,
  banner: {
    app: "Messages",
    color: "#1a73e8",
    title: "Clemence",
    body: "she taught my brother, he still indicates when he changes seats at dinner",
    author: "Clemence",
    age: "now",
  },
  replies: true,
  cutLines: 0,
  css: `${cardCss("#fff", "#d6364a", "#2a1f22", 15, 10)}${noteCss("#fdf0f1", "#f5c7cd", "#b22a3c", "#3a2226")}
body{background:#f5f1f2;color:#2a1f22}
.hd{flex:none;height:54px;padding:0 14px;gap:14px;background:#fff;border-bottom:1px solid #eadfe1;color:#d6364a}.hd b{flex:1;font-size:19px;font-weight:800}
.top{flex:none;gap:12px;padding:12px 14px 4px}.top .pic{border-radius:50%}.nm{font-size:20px;font-weight:700}.mt{font-size:13px;color:#7a6a6e;margin-top:2px}.mt.g{color:#2e9e5a}
.tg{flex:none;gap:6px;flex-wrap:wrap;padding:8px 12px 0}.tg span{font-size:12.5px;color:#b22a3c;background:#fbe1e4;border-radius:6px;padding:4px 10px}
.bc{border:1px solid #eadfe1}
.act{flex:none;gap:10px;padding:8px 12px 10px}.act span{flex:1;height:42px;border-radius:8px;display:flex;align-items:center;justify-content:center;font-size:14.5px;font-weight:700;background:#fff;color:#d6364a;border:1.5px solid #d6364a}.act span.lk{background:#d6364a;color:#fff}
.tb{flex:none;justify-content:space-around;height:56px;padding-bottom:4px;background:#fff;border-top:1px solid #eadfe1;color:#8a7a7e}`,
  html: `<div class="row hd" data-role="ui">${icon.menu(22)}<b>Loveawake</b>${icon.bell(22)}</div>
<div class="fill" style="display:flex;flex-direction:column">
<div class="row top">${picture(84, 84, ["#c8a07a", "#4a3a30"])}<div data-role="ui"><div class="nm">${esc("Fiadh, 36")}</div><div class="mt">${esc("Driving instructor · Galway, Ireland")}</div><div class="mt g">${esc("Online now")}</div></div></div>
${tags(["5′7″", "Drinks socially", "No kids", "Here for something real"])}
${card("My story", "owner", "Sea swims, trad sessions on a Thursday, a hopeless golden retriever called Biscuit.")}
${card("Something I say too often", "owner", "Driving instructor, twelve years now. I’ve said “mirror, signal, manoeuvre” so often I now say it before leaving a conversation.")}
${note("New message from Dermot", "#5a7a6a", "Dermot", "so is that a yes to a drink or are you still checking your mirrors")}
${card("The one I’m looking for", "owner", "Kind, funny, fine with dog hair on the passenger seat.")}
</div>
<div class="row act" data-role="ui"><span>${esc("Skip")}</span><span class="lk">${esc("Send message")}</span></div>
${tabs([icon.home(24), icon.search(24), icon.chat(24), icon.person(24)], true)}`,
};

export const blendr: ScreenSpec = {
  id: "blendr-kept-the-sourdough-starter",
  app: "Blendr",
  kind: "profile",
  dark: true,
  device: "iphone",
  format: "png",
  owner: { name: "Elric", handle: null },
  time: "00:17",
  battery: 22,
  keyboard: true,
  suggestions: ["the", "I", "it"],
  replies: true,
  cutLines: 0,
  css: `${cardCss("#1b1a17", "#ffb21e", "#f3efe6", 15, 14)}${noteCss("#241f14", "#4a3c1c", "#ffc555", "#f1e8d6")}
body{background:#0f0e0c;color:#f3efe6}
.hd{flex:none;height:52px;padding:0 14px;gap:12px;border-bottom:1px solid #26231d;color:#f3efe6}.hd .h{flex:1}.hd b{font-size:16.5px;font-weight:700;display:block}.hd small{font-size:12px;color:#a49c8a;display:block}
.ph{flex:none;margin:8px 12px 0;border-radius:14px;overflow:hidden;position:relative}
.in{flex:none;gap:10px;padding:7px 10px;background:#0f0e0c;border-top:1px solid #26231d;color:#ffb21e}.in .box{flex:1;min-height:36px;border-radius:18px;background:#1f1d19;display:flex;align-items:center;padding:6px 14px;font-size:15px;color:#f3efe6}`,
  html: `<div class="row hd" data-role="ui">${icon.back(22)}${avatar(34, "#6a5a4a")}<div class="h"><b>${esc("Elric, 30")}</b><small>${esc("Sound engineer · Leeds · 1.2 mi")}</small></div>${icon.more(22)}</div>
<div class="fill" style="display:flex;flex-direction:column;justify-content:flex-end;padding-bottom:8px">
<div class="ph">${picture("100%", 80, ["#6a4a3a", "#1a1410"])}</div>
${card("About", "owner", "Gigs most weekends, runs on weekdays, Sunday roast is non-negotiable.")}
${card("My last relationship, in one line", "owner", "I moved to Leeds for a man who then moved to Bristol for a man. I kept the flat and his sourdough starter.")}
${note("Ezekiel liked this", "#4a6a7a", "Ezekiel", "is the starter single too")}
</div>
<div class="row in">${icon.plus(22)}<span class="box" data-role="other" data-author="You">${esc("ok but does the starter have a name")}</span>${icon.send(22)}</div>`,
};

export const tangowire: ScreenSpec = {
  id: "tangowire-every-dog-on-maple-street",
  app: "Tangowire",
  kind: "profile",
  dark: false,
  device: "iphone",
  format: "jpeg",
  quality: 68,
  owner: { name: "Eldon", handle: null },
  time: "09:12",
  battery: 88,
  replies: true,
  cutLines: 1,
  css: `${cardCss("#fff", "#2b6cb0", "#1f2933", 15.5, 8)}${noteCss("#edf4fb", "#c3d8ee", "#245a93", "#1d2c3b")}
body{background:#eef1f5;color:#1f2933}
.hd{flex:none;height:50px;padding:0 16px;gap:14px;background:#2b6cb0;color:#fff}.hd b{flex:1;text-align:center;font-size:19px;font-weight:700}
.top{flex:none;gap:12px;padding:12px 14px 4px;background:#fff;border-bottom:1px solid #dde3ea}.top .pic{border-radius:8px}.nm{font-size:21px;font-weight:700}.mt{font-size:13px;color:#5f6b78;margin-top:2px}
.bc{border:1px solid #dde3ea}
.dt{flex:none;margin:8px 12px 0;background:#fff;border:1px solid #dde3ea;border-radius:8px;padding:4px 14px}
.dr{justify-content:space-between;padding:6px 0;border-bottom:1px solid #eef1f5;font-size:13.5px;color:#5f6b78}.dr:last-child{border:0}.dr b{color:#1f2933;font-weight:600}
.tb{flex:none;justify-content:space-around;height:74px;padding-bottom:22px;background:#fff;border-top:1px solid #dde3ea;color:#7b8794}`,
  html: `<div class="row hd" data-role="ui">${icon.back(22)}<b>Tangowire</b>${icon.more(22)}</div>
<div class="fill" style="display:flex;flex-direction:column">
<div class="row top">${picture(96, 96, ["#8a9aaa", "#2e3640"])}<div data-role="ui"><div class="nm">${esc("Eldon, 61")}</div><div class="mt">${esc("Retired mail carrier · Dayton, Ohio")}</div><div class="mt">${esc("Last seen today")}</div></div></div>
${card("About me", "owner", "Retired, three grandkids, church choir, a bad knee and a good truck.")}
${card("What my friends say about me", "owner", "I delivered mail on the same route for thirty-one years. Every dog on Maple Street still hates me and apparently it’s inherited.")}
${note("Evaline wants to chat", "#8a6a9a", "Evaline", "my beagle would love you, he loves everybody, even the meter reader")}
<div class="dt">${detail("Height", "5′11″")}${detail("Drinks", "Socially")}${detail("Children", "Grown, out of the house")}${detail("Religion", "Methodist")}${detail("Smokes", "Never")}</div>
${card("A good first date", "owner", "Breakfast at a diner, then a drive out to Caesar Creek.")}
</div>
${tabs([icon.home(24), icon.search(24), icon.chat(24), icon.person(24)])}`,
};

export const schmooze: ScreenSpec = {
  id: "schmooze-was-there-going-to-be-bread",
  app: "Schmooze",
  kind: "profile",
  dark: false,
  device: "android",
  format: "png",
  crop: { bottom: 50 },
  owner: { name: "Amalia", handle: null },
  time: "14:05",
  battery: 77,
  statusBarDark: true,
  statusBarBackground: "#6c3ce0",
  replies: true,
  cutLines: 1,
  css: `${cardCss("#fff", "#6c3ce0", "#231a33", 15, 16)}${noteCss("#fff8dc", "#f4dd8a", "#8a6a00", "#3a3012")}
body{background:#f3f0fa;color:#231a33}
.hd{flex:none;height:54px;padding:0 14px;gap:14px;background:#6c3ce0;color:#fff}.hd b{flex:1;font-size:19px;font-weight:800}
.ph{flex:none;margin:10px 12px 0;border-radius:16px;overflow:hidden;position:relative}
.tg{flex:none;gap:6px;flex-wrap:wrap;padding:10px 12px 0}.tg span{font-size:12.5px;color:#4a2aa0;background:#e6dcfb;border-radius:14px;padding:4px 11px}
.mm{flex:none;padding:10px 14px 0}.mm .bl{font-size:12.5px;font-weight:600;color:#6c3ce0;margin-bottom:6px}.mg{display:flex;gap:6px}.mg .pic{border-radius:8px}
.bc{box-shadow:0 1px 2px rgba(40,20,90,.08)}`,
  html: `<div class="row hd" data-role="ui">${icon.back(22)}<b>schmooze</b>${icon.moreV(22)}</div>
<div class="fill" style="display:flex;flex-direction:column">
<div class="ph">${picture("100%", 130, ["#7a5a9a", "#2a1a3a"], `${caption("owner", "Dr Amalia, finally (day 1,461)")}${onPhoto("Amalia, 26", "PhD student · Edinburgh · 3 km", 24)}`)}</div>
${tags(["5′5″", "Drinks socially", "Vegetarian", "Here for love"])}
${card("Quick intro", "owner", "Medieval historian in training, ceilidh regular, owns too many tote bags.")}
${card("Proudest moment", "owner", "My thesis is on medieval bread laws. At my defence, my dad asked the only question: was there bread?")}
${note("Chauncey laughed at this", "#6a8aaa", "Chauncey", "congratulations doctor, tell your dad I would have asked the same")}
<div class="mm"><div class="bl" data-role="ui">${esc("Memes I laughed at")}</div><div class="mg">${picture("33%", 56, ["#e0c060", "#8a6a20"])}${picture("33%", 56, ["#60a0c0", "#204a6a"])}${picture("33%", 56, ["#c07060", "#5a2a20"])}</div></div>
${card("Looking for", "owner", "A dancing partner for ceilidhs who will walk me home after.")}
</div>`,
};

export const hawaya: ScreenSpec = {
  id: "hawaya-three-streets-away-from-everywhere",
  app: "Hawaya",
  kind: "profile",
  dark: true,
  device: "iphone-max",
  format: "jpeg",
  quality: 76,
  owner: { name: "Dalia", handle: null },
  time: "22:19",
  battery: 35,
  replies: true,
  cutLines: 0,
  css: `${cardCss("#1e1a22", "#e85a9a", "#f2ecf4", 16, 14)}${noteCss("#261a24", "#4a2e42", "#f08abb", "#f0e4ec")}
body{background:#121015;color:#f2ecf4}
.hd{flex:none;height:52px;padding:0 16px;gap:14px;color:#f2ecf4}.hd b{flex:1;text-align:center;font-size:20px;font-weight:800;color:#e85a9a}
.ph{flex:none;margin:0 12px;border-radius:18px;overflow:hidden;position:relative}
.tg{flex:none;gap:7px;flex-wrap:wrap;padding:10px 14px 0}.tg span{font-size:13px;color:#e6d2de;background:#2a2230;border-radius:14px;padding:4px 11px}
.dt{flex:none;margin:8px 12px 0;background:#1e1a22;border-radius:14px;padding:4px 16px}
.dr{justify-content:space-between;padding:7px 0;border-bottom:1px solid #2c2630;font-size:14px;color:#a99eae}.dr:last-child{border:0}.dr b{color:#f2ecf4;font-weight:600}
.act{flex:none;justify-content:center;gap:54px;padding:10px 0}.act span{width:58px;height:58px;border-radius:50%;background:#1e1a22;display:flex;align-items:center;justify-content:center;color:#f2ecf4}.act span.lk{background:#e85a9a;color:#fff}
.tb{flex:none;justify-content:space-around;height:74px;padding-bottom:22px;background:#121015;border-top:1px solid #262029;color:#8a7f8e}`,
  html: `<div class="row hd" data-role="ui">${icon.back(22)}<b>hawaya</b>${icon.more(22)}</div>
<div class="fill" style="display:flex;flex-direction:column">
<div class="ph">${picture("100%", 150, ["#8a6a7a", "#241820"], onPhoto("Dalia, 30", "Architect · Cairo · 6 km", 27))}</div>
${tags(["5′6″", "Master’s degree", "Never married", "Prays usually"])}
${card("About me", "owner", "Architect, big family, bigger opinions about koshari.")}
${card("A funny fact about me", "owner", "I design multi-storey car parks for a living and I still park three streets away from everywhere.")}
${note("Basim (brother) vouches for Dalia", "#6a7a9a", "Basim", "Last Eid she parked so far away we took a taxi back to the car.")}
<div class="dt">${detail("Marriage timeline", "Within 2 years")}${detail("Relocation", "Open to it")}${detail("Smoking", "No")}</div>
</div>
<div class="row act"><span>${icon.close(26)}</span><span class="lk">${icon.heart(26)}</span></div>
${tabs([icon.home(24), icon.search(24), icon.chat(24), icon.person(24)])}`,
};
