// Part D's logs and a reviewer's profile (v24): Burpple (a laksa ordered less spicy, the uncle's nod; a
// friend's comment, another diner's review, a message banner), Basenotes (a reviewer's profile: a vetiver
// worn to a cousin's wedding, from the stables; cropped at the top), Oku (a thriller solved on page
// 12, read to the end to be proven right; friends' comments, the last cut; dark JPEG), Stash (a 212-hour
// turnip farm and a basil plant that lasted four days; cropped at the bottom).
import { head, pageCss, tabs } from "./blocks";
import { avatar, icon, picture } from "./icons";
import { say } from "./kit";
import { stars } from "./parts";
import type { ScreenSpec } from "./screen-type";
import { note, scoreBox } from "./screens-d-kit";
import { ui } from "./shell";

export const burpple: ScreenSpec = {
  id: "burpple-the-uncle-nodded-slowly",
  app: "Burpple",
  kind: "review",
  dark: false,
  device: "android",
  format: "png",
  owner: { name: "Cheng W.", handle: null },
  time: "12:48",
  battery: 83,
  banner: { app: "Messages", color: "#34c759", title: "Aminata", body: "are you still at the food centre?? bring me one pls", author: "Aminata", age: "now" },
  replies: true,
  cutLines: 0,
  css: `${pageCss({ bg: "#f3f1ee", card: "#fff", fg: "#222", sub: "#777", line: "#ebe7e2", accent: "#e2394b", soft: "#fdf0f1", size: 14.5 })}
.hd{background:#fff}.hd b{font-size:18px;font-weight:800;color:#e2394b}
.rv2{background:#fff;padding:12px 16px;margin-top:6px}.pl{font-size:12.5px;color:#e2394b;font-weight:600;margin-top:8px}
.tt{font-size:16px;margin-top:8px}.tx{margin-top:5px}.ac2{gap:16px;margin-top:9px;font-size:12.5px;color:#777}
.cm2{gap:10px;padding:8px 16px 8px 30px;align-items:flex-start;background:#fff}.cn{font-size:12.5px;font-weight:600}.cx{font-size:14px;line-height:19px;margin-top:2px}
.tb{background:#fff;color:#999}`,
  html: `${head("Burpple", "", icon.bookmark(22), icon.back(22))}
<div class="fill">
<div class="rv2"><div class="row" style="gap:10px">${avatar(34, "#7a9ab0")}<div style="flex:1;min-width:0">${ui("Cheng W.", "nm")}${ui("Level 9 Burppler · 3 days ago", "mt")}</div></div>
<div style="margin-top:10px">${picture("100%", 190, ["#f0a23b", "#b8451f"], `<div style="position:absolute;left:25%;top:20px;width:50%;height:150px;border-radius:50%;background:#e9822c;box-shadow:inset 0 0 0 10px #f4f0e8"></div>`)}</div>
${ui("Heng Kee Laksa · Amoy Street Food Centre", "pl")}
${say("owner", "Laksa ($6)", "tt")}
${say("owner", "Thick bee hoon, fresh cockles, a rich and very lemak gravy. Worth the twenty-minute queue.", "tx")}
${say("owner", "Asked for less spicy. The uncle nodded slowly, which I now understand was a warning.", "tx")}
<div class="row ac2" data-role="ui"><span class="row" style="gap:5px">${icon.heart(16)}<span>48 Likes</span></span><span class="row" style="gap:5px">${icon.comment(16)}<span>1 Comment</span></span></div></div>
${note("Delmar T.", "2 days ago", "#b09a7a", "Less spicy at Heng Kee just means you can still feel your ears.", "Delmar T.", 26)}
<div class="rv2"><div class="row" style="gap:10px">${avatar(34, "#a07ab0")}<div style="flex:1;min-width:0">${ui("Farid H.", "nm")}${ui("Level 4 Burppler · 1 week ago", "mt")}</div></div>
${say("Farid H.", "Go before 11.30am or the queue is crazy.", "tx")}</div>
</div>
${tabs([icon.home(24), icon.search(24), icon.plusBox(24), icon.bookmark(24), icon.person(24)], true)}`,
};

/** A Basenotes review on a reviewer's profile: the fragrance and its house (labels), the verdict, the words, the votes. */
const bnReview = (o: { frag: string; house: string; verdict: string; date: string; text: string[]; votes: string; reply?: [string, string] }) =>
  `<div class="br"><div class="row" style="gap:12px">${picture(40, 52, ["#d8cfc0", "#8a7a5a"])}<div style="flex:1;min-width:0">${ui(o.frag, "fn")}${ui(o.house, "mt")}</div></div>
<div class="row" style="gap:8px;margin-top:8px">${ui(o.verdict, `vd ${o.verdict === "Positive" ? "p" : "n"}`)}${ui(o.date, "mt")}</div>${o.text.map((t) => say("owner", t, "tx")).join("")}${ui(o.votes, "vo")}${
    o.reply ? `<div class="rp">${ui(o.reply[0], "rl")}${say(o.reply[0], o.reply[1], "tx")}</div>` : ""
  }</div>`;

export const basenotes: ScreenSpec = {
  id: "basenotes-come-from-the-stables",
  app: "Basenotes",
  kind: "profile",
  dark: false,
  device: "iphone",
  format: "png",
  crop: { top: 48 },
  owner: { name: "Fennimore", handle: null },
  time: "10:05",
  battery: 90,
  replies: true,
  cutLines: 1,
  css: `${pageCss({ bg: "#f2f0ec", card: "#fff", fg: "#1e1e1e", sub: "#6e6a63", line: "#e4e0d9", accent: "#1f5c57", soft: "#eef4f3", size: 14.5 })}
.hd{background:#1f5c57;color:#fff;border:0}.hd b{font-size:18px;font-weight:700;letter-spacing:.4px}
.pf{gap:14px;padding:10px 16px;background:#fff;border-bottom:1px solid #e4e0d9}.pf b{font-size:19px;display:block}.pf small{font-size:12.5px;color:#6e6a63;display:block;margin-top:2px}
.st{grid-template-columns:repeat(3,1fr)}
.tz{gap:20px;padding:10px 16px 0;background:#fff;font-size:13.5px;color:#6e6a63;border-bottom:1px solid #e4e0d9}.tz span{padding-bottom:8px}.tz span.on{color:#1f5c57;border-bottom:2px solid #1f5c57;font-weight:700}
.br{background:#fff;padding:11px 16px;margin-top:6px}.fn{font-size:15px;font-weight:700}.vd{font-size:11.5px;font-weight:700;border-radius:4px;padding:1px 7px;color:#fff}.vd.p{background:#3f8a4c}.vd.n{background:#8a8a8a}
.tx{margin-top:5px}.vo{font-size:12px;color:#6e6a63;margin-top:8px}.rp{margin-top:8px}
.tb{background:#fff;color:#8a857d}`,
  statusBarDark: true,
  statusBarBackground: "#1f5c57",
  html: `${head("Basenotes", "", icon.more(22), icon.back(22))}
<div class="row pf" data-role="ui">${avatar(60, "#8a9a7a")}<div style="min-width:0"><b>Fennimore</b><small>Member since 2014 · Herefordshire, UK</small></div></div>
<div class="st" data-role="ui"><div><b>214</b><small>Reviews</small></div><div><b>61</b><small>Wardrobe</small></div><div><b>388</b><small>Followers</small></div></div>
<div class="row tz" data-role="ui"><span class="on">Reviews</span><span>Wardrobe</span><span>Lists</span></div>
<div class="fill">
${bnReview({ frag: "Cedar Row", house: "Ashby & Vaux · 2019", verdict: "Positive", date: "Nov 27, 2026", text: ["Pencil shavings and dry cedar. Office-safe."], votes: "19 members agreed" })}
${bnReview({
  frag: "Vetiver Noir",
  house: "Maison Sarrazin · 2021",
  verdict: "Neutral",
  date: "Nov 16, 2026",
  text: ["Smoky vetiver over a lot of leather, and it projects for a whole room.", "At a family wedding, two guests asked if I’d come from the stables."],
  votes: "57 members agreed",
  reply: ["Achille", "Surely that’s the whole appeal."],
})}
${bnReview({ frag: "Fig Orchard", house: "Ostrander & Lisle · 2022", verdict: "Positive", date: "Nov 3, 2026", text: ["Green fig leaf, milky and soft, very close to the skin after an hour. A lovely autumn scent for the office."], votes: "12 members agreed" })}
</div>
${tabs([icon.home(24), icon.search(24), icon.bell(24), icon.person(24)])}`,
};

export const oku: ScreenSpec = {
  id: "oku-to-be-proven-right",
  app: "Oku",
  kind: "review",
  dark: true,
  device: "iphone-max",
  format: "jpeg",
  quality: 72,
  owner: { name: "Cressida", handle: null },
  time: "23:19",
  battery: 19,
  replies: true,
  cutLines: 1,
  css: `${pageCss({ bg: "#141414", card: "#1c1c1c", fg: "#eee", sub: "#9b9b9b", line: "#2a2a2a", accent: "#f0f0f0", soft: "#242424", size: 15.5 })}
.hd{background:#141414;border:0}.hd b{font-size:16px;font-weight:600;text-align:center}
.bk{gap:16px;padding:10px 18px 14px;align-items:flex-end}.cv{flex:none;width:84px;height:126px;border-radius:3px;background:linear-gradient(170deg,#2f5a63,#0f2226);box-shadow:0 4px 14px rgba(0,0,0,.5)}
.bk b{font-size:20px;line-height:25px;display:block;font-family:Georgia,serif;font-weight:400}.bk small{font-size:13.5px;color:#9b9b9b;display:block;margin-top:4px}
.rv3{padding:14px 18px;border-top:1px solid #2a2a2a;border-bottom:1px solid #2a2a2a}.tx{margin-top:8px;font-family:Georgia,serif}
.sh{padding:14px 18px 4px;font-size:13px;color:#9b9b9b;letter-spacing:.4px}
.cm2{gap:10px;padding:9px 18px;align-items:flex-start}.cn{font-size:13px;font-weight:600;color:#bbb}.cx{font-size:15px;line-height:21px;margin-top:2px}
.tb{background:#141414;color:#8b8b8b;border-top:1px solid #2a2a2a}`,
  html: `${head("", "", icon.share(22), icon.back(22))}
<div class="row bk" data-role="ui"><span class="cv"></span><div style="min-width:0"><b>The Marrow Hours</b><small>Amabel Wendover</small><small>432 pages · Mystery, Thriller</small></div></div>
<div class="fill">
<div class="rv3"><div class="row" style="gap:10px">${avatar(32, "#8a7aa0")}<div style="flex:1;min-width:0">${ui("Cressida", "nm")}${ui("Finished · Nov 30", "mt")}</div>${stars(3, "#f0f0f0", "#555", 14)}</div>
${say("owner", "Clever and twisty, and the lake house descriptions are lovely.", "tx")}
${say("owner", "I guessed the killer on page 12 and read the remaining 420 pages purely to be proven right.", "tx")}
${say("owner", "I was right.", "tx")}</div>
${ui("Comments", "sh")}
${note("Bolaji", "Nov 30", "#7aa08a", "No spoilers please, I’m on page 40!", "Bolaji")}
${note("Estelle", "Dec 1", "#a08a7a", "You said this about the last three and you were right once.", "Estelle")}
${note("Bolaji", "Dec 1", "#7aa08a", "Page 61 now. Is it the sister? Don’t answer that. Actually do, I have to know before book club on Thursday because I will not finish it in time.", "Bolaji")}
${note("Estelle", "Dec 1", "#a08a7a", "It’s always the sister.", "Estelle")}
${note("Dafne", "Dec 2", "#8a9ab0", "Adding this to my list for the holidays. Is the audiobook any good, or should I get the hardback? The narrator on her last one did every character with the same Scottish accent, including the dog.", "Dafne")}
</div>
${tabs([icon.home(24), icon.search(24), icon.grid(24), icon.person(24)])}`,
};

export const stash: ScreenSpec = {
  id: "stash-a-212-hour-turnip-farm",
  app: "Stash",
  kind: "post",
  dark: false,
  device: "iphone",
  format: "jpeg",
  quality: 80,
  crop: { bottom: 96 },
  owner: { name: "Ariadne", handle: "@ariadne_plays" },
  time: "18:34",
  battery: 66,
  replies: true,
  cutLines: 0,
  css: `${pageCss({ bg: "#f4f2fb", card: "#fff", fg: "#1c1a2b", sub: "#6f6b85", line: "#e6e2f3", accent: "#6a4cf0", soft: "#f0ecff", size: 14.5 })}
.hd{background:#fff}.hd b{font-size:17px;font-weight:700}
.gm{gap:14px;padding:12px 16px;background:#fff;border-bottom:1px solid #e6e2f3}.gm b{font-size:17px;display:block}.gm small{font-size:12.5px;color:#6f6b85;display:block;margin-top:2px}
.cv{flex:none;width:64px;height:86px;border-radius:8px;background:linear-gradient(160deg,#9ed36a,#3f8a4c)}
.lg{background:#fff;padding:12px 16px;margin-top:8px}.sb{font-size:13px;font-weight:700;color:#fff;background:#6a4cf0;border-radius:12px;padding:3px 10px}
.chs{gap:8px;margin-top:8px;font-size:12px}.chs span{border-radius:10px;padding:2px 9px;background:#f0ecff;color:#6a4cf0;font-weight:600}
.tx{margin-top:6px}.ac2{gap:16px;margin-top:10px;font-size:12.5px;color:#6f6b85}
.sh{padding:12px 16px 4px;font-size:13px;font-weight:700;color:#6f6b85}
.cm2{gap:10px;padding:8px 16px;align-items:flex-start;background:#fff}.cn{font-size:12.5px;font-weight:600}.cx{font-size:14px;line-height:19px;margin-top:2px}
.tb{background:#fff;color:#8d89a3}`,
  html: `${head("Review", "", icon.more(22), icon.back(22))}
<div class="row gm" data-role="ui"><span class="cv"></span><div style="min-width:0"><b>Harvest Hollow</b><small>Switch · Simulation, Farming</small><small>Released 2024</small></div></div>
<div class="fill">
<div class="lg"><div class="row" style="gap:10px">${avatar(36, "#b07a9a")}<div style="flex:1;min-width:0">${ui("Ariadne", "nm")}${ui("@ariadne_plays · 5h", "mt")}</div>${scoreBox("4.5 ★")}</div>
<div class="row chs" data-role="ui"><span>Completed</span><span>212 h played</span></div>
${say("owner", "Cosy and gentle, with a fishing minigame I could play forever. The winter festival made me a little emotional.", "tx")}
${say("owner", "I have a 212-hour turnip farm and a real basil plant that died in four days.", "tx")}
<div class="row ac2" data-role="ui"><span class="row" style="gap:5px">${icon.heart(16)}<span>31</span></span><span class="row" style="gap:5px">${icon.comment(16)}<span>3</span></span></div></div>
${ui("Comments", "sh")}
${note("Auberon", "4h", "#7a9ab0", "Same. My turnips are thriving and my rent is late.", "Auberon")}
${note("Brando", "3h", "#9ab07a", "What did you name your farm?", "Brando")}
${note("Ariadne", "3h", "#b07a9a", "Turnip Hollow. I panicked.", "owner")}
</div>
${tabs([icon.home(24), icon.search(24), icon.plusBox(24), icon.bell(24), icon.person(24)])}`,
};
