// Part B's dating profiles: Sapio (well read, mostly the backs of books in shops; your own answer beside
// his), Chispa (dark, a grandmother who tells her church he is a doctor), Ship (a friend wrote the bio, so
// he cannot vouch for "tall"), Bumpy (JPEG, the northern lights seen by his phone while he slept in the
// back seat), MeetMe (dark, a dental hygienist brushing her own teeth wrong for twelve years, comments
// under it).
import { avatar, icon, picture } from "./icons";
import { chips, cmt, head, pageCss, prompt, tabs } from "./blocks";
import type { ScreenSpec } from "./screen-type";
import { card, cardCss, onPhoto } from "./screens-b-kit";
import { other, own, ui } from "./shell";

/** A Sapio answer: the question (ui), the owner's answer, and optionally "You answered" with yours. */
const sapioQ = (q: string, a: string, yours?: string) =>
  `<div class="sq">${ui(q, "sqq")}${own(a, "sqa")}${yours ? `<div class="yo">${ui("You answered", "yl")}${other("You", yours, "yt")}</div>` : ""}</div>`;

export const sapio: ScreenSpec = {
  id: "sapio-the-backs-of-books",
  app: "Sapio",
  kind: "profile",
  dark: false,
  device: "iphone",
  format: "png",
  owner: { name: "Konrad", handle: null },
  time: "21:12",
  battery: 61,
  replies: true,
  cutLines: 0,
  css: `${pageCss({ bg: "#f4f1fa", card: "#fff", fg: "#22183a", sub: "#6e6585", line: "#e6e0f2", accent: "#6a3fd1", soft: "#efe9fb", size: 14.5 })}
.hd{background:#fff}.pt{gap:12px;padding:12px 16px;background:#fff;border-bottom:1px solid #e6e0f2}.pt b{font-size:20px;display:block}.pt small{font-size:13px;color:#6e6585;display:block;margin-top:2px}
.mt2{margin-left:auto;text-align:center;flex:none;background:#efe9fb;color:#6a3fd1;border-radius:12px;padding:6px 10px}.mt2 b{font-size:18px;display:block}.mt2 small{font-size:10.5px;display:block;color:#6a3fd1}
.ch{background:transparent;padding:10px 16px 2px}.ch span{background:#fff;border-color:#d9cff0;color:#4b3f6b}.ch span.on{background:#6a3fd1;border-color:#6a3fd1;color:#fff}
.sh{padding:12px 16px 2px;font-size:12px;font-weight:700;letter-spacing:.6px;color:#6e6585;text-transform:uppercase}
.sq{background:#fff;margin:8px 12px 0;border-radius:14px;padding:13px 16px;box-shadow:0 1px 2px rgba(40,20,80,.06)}.sqq{font-size:13px;font-weight:600;color:#6a3fd1}.sqa{font-size:16.5px;line-height:23px;margin-top:6px;font-weight:500}
.yo{margin-top:10px;padding:8px 12px;border-radius:10px;background:#efe9fb}.yl{font-size:11.5px;font-weight:600;color:#6e6585}.yt{font-size:14px;line-height:19px;margin-top:2px}
.tb{background:#fff;color:#9a91b0}`,
  html: `${head("", "", icon.more(22))}
<div class="row pt" data-role="ui">${avatar(58, "#8a78b8")}<div style="min-width:0"><b>Konrad, 36</b><small>Tucson, AZ · Hydrologist</small><small>Answered 48 questions</small></div><div class="mt2"><b>87%</b><small>match</small></div></div>
${chips(["Curiosity", "Honesty", "Humour", "Independence"], 0)}
<div class="fill">
${ui("Questions he answered", "sh")}
${sapioQ("Describe your perfect Sunday.", "A hike up Tumamoc Hill before it gets hot, a long breakfast, then bed by nine.")}
${sapioQ("What are you reading at the moment?", "I read a lot. Mostly the backs of books in shops, before putting them back.", "Same, but in airports.")}
${sapioQ("What are you learning right now?", "Welding, at a community class on Thursdays.")}
${sapioQ("What could you talk about for an hour?", "Old maps. Also rivers, which is less of a surprise given the job.")}
</div>
${tabs([icon.home(24), icon.search(24), icon.chat(24), icon.person(24)])}`,
};

export const chispa: ScreenSpec = {
  id: "chispa-a-doctor-at-her-church",
  app: "Chispa",
  kind: "profile",
  dark: true,
  device: "android",
  format: "png",
  owner: { name: "Lorenzo", handle: null },
  time: "22:47",
  battery: 38,
  replies: false,
  cutLines: 0,
  css: `${pageCss({ bg: "#121014", card: "#1e1a21", fg: "#f6f1f4", sub: "#a99ea8", line: "#2c2630", accent: "#ff5a5f", soft: "#1e1a21", size: 14 })}
.hd{background:#121014;border:0}.hd b{color:#ff5a5f;font-size:22px;font-weight:800;letter-spacing:-.4px}
.ph{margin:0 12px;border-radius:14px;overflow:hidden;position:relative}
.ch{background:transparent;padding:10px 12px 0}.ch span{background:#1e1a21;border-color:#3a3240;color:#e4dbe2}.ch span.on{border-color:#ff5a5f;color:#ff8a8d}
.pr{margin:8px 12px 0;border-radius:14px}.pq{color:#ff8a8d;font-size:13px}.pa{font-size:17.5px;line-height:24px;font-weight:600}
.act{flex:none;justify-content:center;gap:40px;padding:10px 0 8px;background:#121014}.act span{width:54px;height:54px;border-radius:50%;background:#1e1a21;display:flex;align-items:center;justify-content:center;color:#f6f1f4}.act span.lk{background:linear-gradient(135deg,#ff5a5f,#ff8a3d);color:#fff}
.tb{background:#1e1a21;color:#8d838c}`,
  html: `${head("chispa", "", icon.sliders(22), icon.menu(22))}
<div class="fill">
<div class="ph">${picture("100%", 260, ["#b0604a", "#2a1410"], onPhoto("Lorenzo, 31", "IT support · Fresno, CA · 5 mi", 27))}</div>
${chips(["5′10″", "Mexican-American", "English, Spanish", "Wants kids"], 9)}
${prompt("What my family brags about", "My grandma tells her whole church I’m a doctor. I work in IT. I set up her new phone once.")}
${prompt("Perfect first date", "Tacos from the truck on Blackstone, then a walk around Woodward Park.")}
</div>
<div class="row act"><span>${icon.close(26)}</span><span class="lk">${icon.heart(26)}</span></div>
${tabs([icon.flame(24), icon.heart(24), icon.chat(24), icon.person(24)], true)}`,
};

export const ship: ScreenSpec = {
  id: "ship-cannot-vouch-for-tall",
  app: "Ship",
  kind: "profile",
  dark: false,
  device: "iphone-max",
  format: "png",
  owner: { name: "Jarvis", handle: null },
  time: "19:03",
  battery: 72,
  replies: true,
  cutLines: 0,
  css: `${pageCss({ bg: "#fff6f2", card: "#fff", fg: "#2a1e1a", sub: "#7d6a62", line: "#f1e2da", accent: "#ff6b4a", soft: "#fff6f2", size: 14.5 })}${cardCss("#fff", "#ff6b4a", "#2a1e1a", 16, 16)}
.hd{background:#fff6f2;border:0}.hd b{font-size:18px}
.ph{margin:0 14px;border-radius:18px;overflow:hidden;position:relative}
.sb2{gap:8px;margin:10px 14px 0;padding:9px 12px;border-radius:12px;background:#ffe6dd;font-size:13px;color:#a8452c;font-weight:600}
.ch{background:transparent;padding:10px 14px 0}.ch span{background:#fff;border-color:#f1d4c8;color:#5a453d}
.fr{background:#fff3cf}.fr .bl{color:#9a6b00}
.act{flex:none;gap:10px;padding:10px 14px 30px;background:#fff;border-top:1px solid #f1e2da}.act span{flex:1;text-align:center;border-radius:24px;padding:12px;font-weight:700;font-size:15px;border:1.5px solid #ff6b4a;color:#ff6b4a}.act span.p{background:#ff6b4a;color:#fff}`,
  html: `${head("Jarvis", "", icon.more(22))}
<div class="fill">
<div class="ph">${picture("100%", 270, ["#c49070", "#4a2c20"], onPhoto("Jarvis, 29", "Surveyor · Wakefield · 3 miles", 28))}</div>
<div class="row sb2" data-role="ui">${icon.heart(16)}<span>Shipped by Heloise</span></div>
${chips(["5′7″", "Non-smoker", "Dog person", "Pub quiz"], 9)}
${card("About Jarvis", "owner", "My friends made me do this, and they also wrote the bit underneath, so I can’t vouch for the word “tall”. Everything else is probably fair.")}
${card("What Heloise says", "Heloise", "Jarvis is tall, kind, does a proper Sunday roast and is always on time.", "bc fr")}
${card("A Sunday well spent", "owner", "A long walk round Pugneys, a roast, then the quiz at the Black Horse.")}
</div>
<div class="row act" data-role="ui"><span>Pass</span><span class="p">Say hi</span></div>`,
};

export const bumpy: ScreenSpec = {
  id: "bumpy-well-my-phone-did",
  app: "Bumpy",
  kind: "profile",
  dark: false,
  device: "android",
  format: "jpeg",
  quality: 72,
  owner: { name: "Hallam", handle: null },
  time: "13:26",
  battery: 84,
  replies: false,
  cutLines: 0,
  css: `${pageCss({ bg: "#f3f6fb", card: "#fff", fg: "#16233a", sub: "#5f6d85", line: "#e2e8f2", accent: "#2f6bff", soft: "#eef3ff", size: 14 })}${cardCss("#fff", "#2f6bff", "#16233a", 15.5, 12)}
.hd{background:#fff}.ph{position:relative}
.lg{margin:8px 12px 0;background:#fff;border-radius:12px;padding:10px 16px}.lr{justify-content:space-between;padding:4px 0;font-size:13.5px}.lr span:last-child{color:#5f6d85}
.ch{background:transparent;padding:10px 12px 0}.ch span{background:#eef3ff;border-color:#d5e0ff;color:#2f4f9e}
.cta{flex:none;gap:10px;padding:10px 12px 12px;background:#fff;border-top:1px solid #e2e8f2}.cta span{flex:1;text-align:center;border-radius:22px;padding:11px;font-weight:600;font-size:15px;background:#2f6bff;color:#fff}.cta span.o{background:#eef3ff;color:#2f6bff}`,
  html: `${head("Hallam", "Active today", icon.moreV(20))}
<div class="fill">
<div class="ph">${picture("100%", 230, ["#6a9ac0", "#1a3048"], onPhoto("Hallam, 33", "Hobart, Australia · Electrician"))}</div>
<div class="lg" data-role="ui"><div class="bl">Languages</div><div class="row lr"><span>English</span><span>Native</span></div><div class="row lr"><span>Italian</span><span>Beginner</span></div></div>
${card("About me", "owner", "Outdoorsy, decent cook, big on travel. Saw the northern lights in Iceland. Well, my phone did. I slept through it in the back seat.")}
${card("Been to", "ui", "Iceland · Italy · New Zealand · Vietnam")}
${card("Looking for", "owner", "Someone to swap languages with, and maybe more.")}
${chips(["Travel", "Camping", "Footy", "Cooking"], 9)}
</div>
<div class="row cta" data-role="ui"><span class="o">Skip</span><span>Say hello</span></div>`,
};

export const meetMe: ScreenSpec = {
  id: "meetme-i-teach-this",
  app: "MeetMe",
  kind: "profile",
  dark: true,
  device: "iphone",
  format: "png",
  owner: { name: "Jolene", handle: null },
  time: "22:05",
  battery: 47,
  replies: true,
  cutLines: 0,
  css: `${pageCss({ bg: "#0f1115", card: "#1a1d24", fg: "#eef0f4", sub: "#9aa1ad", line: "#272b34", accent: "#00b4d8", soft: "#1a1d24", size: 14.5 })}
.hd{background:#1a1d24}.pf{gap:12px;padding:12px 16px;background:#1a1d24;border-bottom:1px solid #272b34}.pf b{font-size:19px;display:block}.pf small{font-size:13px;color:#9aa1ad;display:block;margin-top:2px}
.bt3{gap:8px;padding:10px 16px;background:#1a1d24;border-bottom:1px solid #272b34}.bt3 span{flex:1;text-align:center;border-radius:18px;padding:8px;font-weight:600;font-size:14px;background:#272b34;color:#eef0f4}.bt3 span.p{background:#00b4d8;color:#06222a}
.ab{padding:10px 16px;background:#1a1d24;border-bottom:1px solid #272b34}.abl{font-size:12px;font-weight:700;color:#9aa1ad;text-transform:uppercase;letter-spacing:.5px}.abt{font-size:14px;line-height:20px;margin-top:4px}
.po{margin-top:8px;background:#1a1d24;padding:12px 16px 4px}.pt2{font-size:15.5px;line-height:22px;margin-top:8px}.pic{border-radius:10px;margin-top:10px}
.cs{padding:4px 0 8px;background:#1a1d24}.cm{background:#1a1d24}
.tb{background:#1a1d24;color:#7c8390}`,
  html: `${head("Jolene", "", icon.more(22))}
<div class="row pf" data-role="ui">${avatar(60, "#b07a8a")}<div style="min-width:0"><b>Jolene, 34</b><small>Laredo, TX · Online now</small><small>Dental hygienist</small></div></div>
<div class="row bt3" data-role="ui"><span class="p">Chat</span><span>Like</span><span>Gift</span></div>
<div class="ab">${ui("About me", "abl")}${own("Laredo born and raised. Road trips, spicy food, trying new things.", "abt")}</div>
<div class="fill">
<div class="po">${ui("Jolene · 2h", "nm")}${own("Training day at work. Turns out I’ve been brushing my own teeth wrong for twelve years. I teach this.", "pt2")}${picture("100%", 120, ["#8a6a58", "#3a2a22"])}<div class="row acts" data-role="ui" style="margin-top:8px;color:#9aa1ad;font-size:12.5px">${icon.heart(15)}<span>24</span>${icon.comment(15)}<span>3</span></div></div>
<div class="cs">
${cmt("Inez", "1h", "#6a8ab0", "not you lecturing me at my cleaning in October", "Inez")}
${cmt("Jolene", "1h", "#b07a8a", "October never happened", "owner")}
${cmt("Gorka", "48m", "#7ab08a", "ok but what’s the right way", "Gorka")}
</div>
</div>
${tabs([icon.home(24), icon.search(24), icon.chat(24), icon.person(24)])}`,
};
