// Part B's fediverse and Nostr profiles (v24), third file: Ivory (dark; an unbeaten under-9s side that has not
// scored; a boost, a "followed by" line, a Messages banner from a fellow coach; the last post cut by the tab bar),
// Amethyst (Nostr; passed on the fifth try with the same examiner; a repost; JPEG saved twice; a line cut by the
// bottom bar), Snort (Nostr; a parish crossword nobody finished; a quoted note; JPEG, cropped at the bottom),
// Hubzilla (a family tree of Zebulons; a comment and the uploader typing a reply over the keyboard).
import { avatar, icon, picture } from "./icons";
import type { ScreenSpec } from "./screen-type";
import { counts, fields, iconBar, post, postCss } from "./screens-b-kit";
import { other, own, ui } from "./shell";

export const ivory: ScreenSpec = {
  id: "ivory-we-have-also-not-scored",
  app: "Ivory",
  kind: "profile",
  dark: true,
  device: "iphone",
  format: "png",
  cutLines: 1,
  owner: { name: "Sandile Mthembu", handle: "@sandile@hawks.social" },
  time: "19:22",
  battery: 63,
  replies: true,
  banner: {
    app: "Messages",
    color: "#34c759",
    title: "Thandeka Zungu",
    body: "Are you bringing cones Saturday? Big ones please, Zola sits on the small ones.",
    author: "Thandeka Zungu",
    age: "now",
  },
  css: `body{background:#000;color:#f2f2f7}.fill{display:flex;flex-direction:column}.fill>*{flex:none}
.nv{flex:none;height:44px;padding:0 14px;gap:16px;position:relative;z-index:3;color:#a68bff}.nv b{flex:1;font-size:17px;font-weight:600;text-align:center;color:#f2f2f7}
.pt{padding:0 16px 10px}.pa{display:flex;justify-content:space-between;align-items:flex-end;margin-top:-30px;position:relative}.fb{font-size:15px;font-weight:600;background:#a68bff;color:#000;border-radius:16px;padding:7px 18px}
.pn{font-size:21px;font-weight:700;margin-top:8px}.pu{font-size:14px;color:#8e8e93}.fy{font-size:12px;color:#8e8e93;background:#1c1c1e;border-radius:5px;padding:2px 6px;margin-left:6px}
.bio{font-size:15px;line-height:21px;margin-top:8px}.fw{font-size:13px;color:#8e8e93;margin-top:8px}
.pc{gap:16px;margin-top:8px;font-size:14px;color:#8e8e93}.pc b{color:#f2f2f7}.pc small{font-size:14px}
.sg{margin:4px 16px 6px;background:#1c1c1e;border-radius:9px;padding:2px;font-size:13.5px;font-weight:600}.sg span{flex:1;text-align:center;padding:6px 0;color:#8e8e93}.sg .on{background:#3a3a3c;border-radius:7px;color:#f2f2f7}
${postCss({ fg: "#f2f2f7", sub: "#8e8e93", line: "#2c2c2e", accent: "#a68bff", quoteBg: "#1c1c1e" })}.pst{color:#a68bff}.fd{margin-top:8px}`,
  html: `<div class="row nv" data-role="ui">${icon.back(22)}<b>Sandile Mthembu</b>${icon.more(22)}</div>
<div class="fill">
${picture("100%", 80, ["#1e5a3a", "#0a2a1a"], `<div style="position:absolute;left:20%;top:40px;width:260px;height:60px;border-radius:50%;border:3px solid rgba(255,255,255,.25)"></div>`)}
<div class="pt"><div class="pa">${avatar(70, "#6a4a2a", { ring: "#000" })}<span class="fb" data-role="ui">Follow</span></div>
<div class="row" style="align-items:baseline;margin-top:6px" data-role="ui"><span class="pn">Sandile Mthembu</span></div><div class="row" data-role="ui"><span class="pu">@sandile@hawks.social</span><span class="fy">Follows you</span></div>
${own("Dad of two. Assistant coach, Hilton Hawks under-9s. Office hours at the provincial roads department.", "bio")}
${fields([["Club", "hiltonhawks.co.za"]])}
${counts([
  ["932", "Posts"],
  ["301", "Following"],
  ["268", "Followers"],
])}
${ui("Followed by Xolani Mbatha and 4 others", "fw")}</div>
<div class="row sg" data-role="ui"><span class="on">Posts</span><span>Replies</span><span>Media</span></div>
${post({
  top: "Pinned",
  name: "Sandile Mthembu",
  handle: "@sandile",
  time: "4d",
  color: "#6a4a2a",
  who: "owner",
  text: [
    "So proud of these kids. Every Saturday since February, rain or shine, quartered oranges at half time.",
    "We are unbeaten this season. We have also not scored a goal.",
  ],
  acts: "18 24 131",
})}
${post({
  top: "Sandile Mthembu boosted",
  name: "Wubet Alemu",
  handle: "@wubet@pitch.side",
  time: "5d",
  color: "#2a5a7a",
  who: "Wubet Alemu",
  text: ["Reminder that the under-9 league does not keep score. The parents along the touchline do, loudly, to the decimal."],
  acts: "9 61 240",
})}
${post({
  name: "Sandile Mthembu",
  handle: "@sandile",
  time: "6d",
  color: "#6a4a2a",
  who: "owner",
  text: ["New bibs arrived. Green this time, so the other team can tell us apart from the pitch."],
  acts: "2 0 15",
})}
</div>
${iconBar([icon.home(24), icon.bell(24), icon.search(24), icon.bookmark(24), icon.person(24)], "#0b0b0c", "#2c2c2e", "#8e8e93")}`,
};

export const amethyst: ScreenSpec = {
  id: "amethyst-he-brought-me-a-card",
  app: "Amethyst",
  kind: "profile",
  dark: false,
  device: "android",
  format: "jpeg",
  generations: [{ quality: 86 }, { width: 810, quality: 68 }],
  cutLines: 1,
  owner: { name: "Zsófia Kertész", handle: "zsofi@nostrland.hu" },
  time: "11:58",
  battery: 90,
  replies: true,
  css: `body{background:#fff;color:#1b1b1f}.fill{display:flex;flex-direction:column}.fill>*{flex:none}
.nv{flex:none;height:48px;padding:0 12px;gap:16px;position:relative;z-index:3;background:#fff}.nv b{flex:1;font-size:17px;font-weight:600}
.pt{padding:0 14px 8px}.pa{display:flex;justify-content:space-between;align-items:flex-end;margin-top:-36px;position:relative}.fb{font-size:14px;font-weight:600;background:#7f2ee1;color:#fff;border-radius:18px;padding:7px 18px;margin-bottom:4px}
.pn{font-size:19px;font-weight:700;margin-top:6px}.nip{gap:4px;font-size:13px;color:#7f2ee1}.np{font-size:12.5px;color:#77757f;margin-top:2px}
.bio{font-size:14.5px;line-height:20px;margin-top:8px}.ln{gap:6px;font-size:13px;color:#77757f;margin-top:6px}
.tt{gap:18px;padding:0 14px;font-size:14px;color:#77757f;border-bottom:1px solid #e6e4ea;white-space:nowrap;overflow:hidden}.tt span{padding:10px 0}.tt .on{color:#7f2ee1;border-bottom:2px solid #7f2ee1;font-weight:600}
${postCss({ fg: "#1b1b1f", sub: "#77757f", line: "#ecebef", accent: "#7f2ee1", quoteBg: "#f6f4fa" })}`,
  html: `<div class="row nv" data-role="ui">${icon.back(22)}<b></b>${icon.more(22)}</div>
<div class="fill">
${picture("100%", 90, ["#e8b04a", "#c2603a"], `<div style="position:absolute;left:62%;top:18px;width:54px;height:54px;border-radius:50%;background:rgba(255,255,255,.35)"></div>`)}
<div class="pt"><div class="pa">${avatar(76, "#5a7a4a", { ring: "#fff" })}<span class="fb" data-role="ui">Follow</span></div>
${ui("Zsófia Kertész", "pn")}<div class="row nip" data-role="ui">${icon.check(14)}<span>zsofi@nostrland.hu</span></div>${ui("npub1k4z…7qv2d", "np")}
${own("Pastry chef in Budapest. Early shifts, strong coffee, a bike with a basket.", "bio")}
<div class="row ln" data-role="ui">${icon.globe(14)}<span>zsofibakes.hu</span></div><div class="row ln" data-role="ui"><span>⚡</span><span>zsofi@nostrland.hu</span></div></div>
<div class="row tt" data-role="ui"><span class="on">Notes</span><span>Replies</span><span>Follows</span><span>Followers</span><span>Zaps</span></div>
${post({
  name: "Zsófia Kertész",
  handle: "zsofi@nostrland.hu",
  time: "3h",
  color: "#5a7a4a",
  who: "owner",
  text: ["Passed my driving test this morning, on the fifth go.", "Same examiner all five times. He brought me a card."],
  acts: "23 11 186",
})}
${post({
  top: "Zsófia Kertész reposted",
  name: "Vusumuzi Ndlovu",
  handle: "vusi@relay.za",
  time: "5h",
  color: "#3a5a8a",
  who: "Vusumuzi Ndlovu",
  text: ["Failed my first test for driving too carefully. Passed the second by pretending I was late for something."],
  acts: "8 40 312",
})}
${post({
  name: "Zsófia Kertész",
  handle: "zsofi@nostrland.hu",
  time: "1d",
  color: "#5a7a4a",
  who: "owner",
  text: ["Plum cake on the counter today. Last tray at two, then I am off to bed."],
  acts: "1 2 29",
})}
</div>
${iconBar([icon.home(24), icon.chat(24), icon.play(24), icon.search(24), icon.bell(24)], "#fff", "#e6e4ea", "#77757f", true)}`,
};

export const snort: ScreenSpec = {
  id: "snort-nobody-finished-it-including-me",
  app: "Snort",
  kind: "profile",
  dark: false,
  device: "iphone-max",
  format: "jpeg",
  quality: 70,
  crop: { bottom: 86 },
  cutLines: 1,
  owner: { name: "Tomasina Pengelly", handle: "tomasina@snort.social" },
  time: "10:02",
  battery: 77,
  replies: true,
  css: `body{background:#fff;color:#18181b}.fill{display:flex;flex-direction:column}.fill>*{flex:none}
.nv{flex:none;height:52px;padding:0 14px;gap:14px;position:relative;z-index:3;background:#fff;border-bottom:1px solid #eee}.nv b{flex:1;font-size:20px;font-weight:800;background:linear-gradient(90deg,#f7b733,#c64ad8);-webkit-background-clip:text;color:transparent}
.pt{padding:0 16px 10px}.pa{display:flex;justify-content:space-between;align-items:flex-end;margin-top:-40px;position:relative}.bt{gap:8px}.bt span{font-size:14px;font-weight:600;border-radius:18px;padding:7px 16px}
.pn{font-size:20px;font-weight:700;margin-top:8px}.nip{gap:4px;font-size:13.5px;color:#8a3ad8}.bio{font-size:15px;line-height:21px;margin-top:8px}.ln{gap:6px;font-size:13.5px;color:#71717a;margin-top:6px}
.pc{gap:16px;margin-top:8px;font-size:14px;color:#71717a}.pc b{color:#18181b}.pc small{font-size:14px}
.tt{gap:8px;padding:8px 16px;border-bottom:1px solid #eee;font-size:14px;font-weight:600}.tt span{border-radius:16px;padding:6px 14px;background:#f4f4f5;color:#71717a}.tt .on{background:#18181b;color:#fff}
${postCss({ fg: "#18181b", sub: "#71717a", line: "#eeeeef", accent: "#8a3ad8", quoteBg: "#fafafa", size: 15.5 })}`,
  html: `<div class="row nv" data-role="ui"><b>snort</b>${icon.search(22)}${icon.bell(22)}${avatar(30, "#888")}</div>
<div class="fill">
${picture("100%", 110, ["#6a8ab0", "#c9d8e8"], `<div style="position:absolute;left:10%;top:58px;width:80%;height:30px;border-radius:50%;background:rgba(255,255,255,.3)"></div>`)}
<div class="pt"><div class="pa">${avatar(86, "#8a5a7a", { ring: "#fff" })}<div class="row bt" data-role="ui"><span style="background:#f4f4f5">⚡</span><span style="background:#f4f4f5">Message</span><span style="background:#18181b;color:#fff">Follow</span></div></div>
${ui("Tomasina Pengelly", "pn")}<div class="row nip" data-role="ui">${icon.check(14)}<span>tomasina@snort.social</span></div>
${own("Retired maths teacher in Penzance. Church warden, sea swimmer, setter of puzzles.", "bio")}
<div class="row ln" data-role="ui">${icon.globe(14)}<span>stmaryspenzance.org.uk/newsletter</span></div>
${counts([
  ["211", "Following"],
  ["164", "Followers"],
])}</div>
<div class="row tt" data-role="ui"><span class="on">Notes</span><span>Reactions</span><span>Followers</span><span>Zaps</span></div>
${post({
  name: "Tomasina Pengelly",
  handle: "tomasina@snort.social",
  time: "2d",
  color: "#8a5a7a",
  who: "owner",
  text: ["Twelve years now setting the crossword for the parish newsletter, by hand, in pencil first.", "Last month nobody finished it, including me."],
  acts: "15 6 88",
})}
${post({
  name: "Tomasina Pengelly",
  handle: "tomasina@snort.social",
  time: "3d",
  color: "#8a5a7a",
  who: "owner",
  text: ["Answers go up on the church door on Friday, as always."],
  quote: {
    name: "Zakiya Obuya",
    handle: "zakiya@nos.lol",
    who: "Zakiya Obuya",
    text: ["Seven down in the March one is still on our fridge. We have agreed as a family that it is not a real word."],
  },
  acts: "4 3 37",
})}
${post({
  name: "Tomasina Pengelly",
  handle: "tomasina@snort.social",
  time: "5d",
  color: "#8a5a7a",
  who: "owner",
  text: ["Sea was eleven degrees at eight this morning. Four of us went in, three of us stayed in."],
  acts: "6 1 52",
})}
</div>`,
};

const hubComment = (name: string, color: string, text: string, when: string) =>
  `<div class="row hc">${avatar(30, color)}<div style="flex:1;min-width:0">${ui(name, "hcn")}${other(name, text, "hcx")}${ui(when, "hcm")}</div></div>`;

export const hubzilla: ScreenSpec = {
  id: "hubzilla-every-eldest-son-since",
  app: "Hubzilla",
  kind: "profile",
  dark: false,
  device: "android",
  format: "png",
  keyboard: true,
  owner: { name: "Zebulon Fairbrass", handle: "zebulon@hub.painswick.uk" },
  time: "16:27",
  battery: 53,
  replies: true,
  statusBarDark: true,
  statusBarBackground: "#343a40",
  css: `body{background:#f1f3f5;color:#212529}.fill{display:flex;flex-direction:column}.fill>*{flex:none}
.nv{flex:none;height:46px;padding:0 12px;gap:14px;background:#343a40;color:#e9ecef;position:relative;z-index:3}.nv b{flex:1;font-size:16px;font-weight:500}
.vc{background:#fff;margin:8px;border:1px solid #dee2e6;border-radius:6px;padding:10px 12px}.pn{font-size:17px;font-weight:700}.pu{font-size:12.5px;color:#6c757d}
.cn{font-size:13px;background:#0d6efd;color:#fff;border-radius:5px;padding:5px 12px;margin-left:auto}.bio{font-size:14px;line-height:19.5px;margin-top:8px}
.it{background:#fff;margin:0 8px;border:1px solid #dee2e6;border-radius:6px;padding:10px 12px 6px}.ih{gap:10px}.iw{font-size:14px;font-weight:600}.im{font-size:12px;color:#6c757d}
.ix{font-size:14.5px;line-height:20.5px;margin-top:8px}.ia{gap:14px;font-size:12.5px;color:#6c757d;margin-top:8px;padding-bottom:6px;border-bottom:1px solid #e9ecef}
.hc{gap:8px;align-items:flex-start;padding:8px 0 4px 10px;border-left:3px solid #e9ecef;margin-top:6px}.hcn{font-size:13px;font-weight:600}.hcx{font-size:14px;line-height:19.5px}.hcm{font-size:11.5px;color:#6c757d;margin-top:2px}
.cb{flex:none;gap:8px;background:#fff;border-top:1px solid #dee2e6;padding:8px 10px;position:relative;z-index:3}.cb span{flex:1;border:1px solid #86b7fe;border-radius:5px;padding:7px 9px;font-size:14.5px}.cb b{font-size:13px;background:#0d6efd;color:#fff;border-radius:5px;padding:7px 11px;font-weight:500}`,
  html: `<div class="row nv" data-role="ui">${icon.menu(22)}<b>Zebulon Fairbrass</b>${icon.bell(20)}${icon.search(20)}</div>
<div class="fill">
<div class="vc" style="margin-top:-96px"><div class="row" style="gap:12px">${avatar(54, "#6a5a3a")}<div>${ui("Zebulon Fairbrass", "pn")}${ui("zebulon@hub.painswick.uk", "pu")}</div><span class="cn" data-role="ui">+ Connect</span></div>
${own("Retired signalman. Family history, the county records office, damson jam in September.", "bio")}</div>
<div class="it"><div class="row ih">${avatar(36, "#6a5a3a")}<div>${ui("Zebulon Fairbrass", "iw")}${ui("Thu 13:40 · Public", "im")}</div></div>
${own("Three days at the county archive. We go back to 1711.", "ix")}
${own("Every eldest son since then has been called Zebulon, which has not made the research any easier.", "ix")}
<div class="row ia" data-role="ui"><span>👍 14</span><span>💬 1 comment</span><span>↻ Repeat</span></div>
${hubComment("Volker Hahn", "#4a6a8a", "Mine go back to 1790, and then it is one man called Hahn who owed his brother a cow.", "Thu 15:02")}
</div></div>
<div class="row cb"><span data-role="other" data-author="You">which zebulon are you then</span><b data-role="ui">Submit</b></div>`,
};

export const B3: ScreenSpec[] = [ivory, amethyst, snort, hubzilla];
