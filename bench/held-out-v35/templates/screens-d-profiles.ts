// Part D's profiles (v35): link-in-bio and creator pages with a bio, counts, a pinned post, other people's comments and the owner's
// answer among them.
import { avatar, icon, picture } from "./icons";
import type { ScreenSpec } from "./screen-type";
import { abs, crow, overBar } from "./screens-d-kit";
import { own, ui } from "./shell";

// Carrd (a thatcher's one-page site on Dartmoor, seen in Safari: cover, avatar, name, bio, counts, two buttons, the latest job, the
// guestbook with a client's note, the owner's answer and another note cut by Safari's address bar). Cropped at the top.
export const carrd: ScreenSpec = {
  id: "carrd-the-pheasants-want-a-rematch",
  app: "Carrd",
  kind: "profile",
  dark: false,
  device: "iphone",
  format: "png",
  owner: { name: "Seth Penhale", handle: null },
  time: "08:14",
  battery: 71,
  crop: { top: 50 },
  cutLines: 1,
  replies: true,
  css: `body{background:#f4efe4;color:#2e2a22}.fill{display:flex;flex-direction:column}.fill>*{flex:none}
.hero{align-items:center;text-align:center;padding:0 22px}.nm{font-size:24px;font-weight:800;margin-top:8px;letter-spacing:-.3px;font-family:Georgia,serif}.hl{font-size:12.5px;color:#7a6f5c;margin-top:2px;letter-spacing:.6px}
.bio{font-size:14.5px;line-height:20.5px;margin-top:8px}
.cn{gap:0;margin:12px 22px 0;border-top:1px solid #ddd3bf;border-bottom:1px solid #ddd3bf;padding:8px 0}.cn div{flex:1;text-align:center;font-size:11.5px;color:#7a6f5c}.cn b{display:block;font-size:17px;color:#2e2a22}
.bt{gap:10px;margin:12px 22px 0}.bt span{flex:1;text-align:center;font-size:14px;font-weight:700;border-radius:22px;padding:9px 0}.bt .a{background:#5b4a2e;color:#f4efe4}.bt .b{border:1.5px solid #5b4a2e;color:#5b4a2e}
.sec{font-size:11.5px;font-weight:700;letter-spacing:1.4px;color:#8a7a5a;padding:20px 22px 0}.pt{font-size:16px;font-weight:700;padding:4px 22px 0;font-family:Georgia,serif}.tx{font-size:14px;line-height:19.5px;padding:4px 22px 0}
.cr{gap:9px;align-items:flex-start;padding-top:8px;padding-right:22px;padding-bottom:1px}.crn{font-size:13px;font-weight:700}.crm{font-size:11.5px;color:#8a7f6c}.crx{font-size:13.5px;line-height:18.5px;margin-top:1px}
.sb{flex-direction:column;gap:0;padding:8px 14px 22px;background:rgba(246,246,246,.97);border-top:1px solid #d8d8d8}.sb .u{width:100%;background:#fff;border-radius:12px;padding:9px 12px;font-size:15px;color:#222;text-align:center;box-shadow:0 1px 4px rgba(0,0,0,.12)}.sb .i{width:100%;justify-content:space-between;padding:10px 12px 0;color:#1a73e8}`,
  html: `<div class="fill">
<div style="position:relative">${picture("100%", 100, ["#b9c9a0", "#7a8a5a"], abs(0, 70, 390, 30, "#6a7a4a") + abs(70, 16, 250, 70, "#c8a45a", "120px 120px 6px 6px") + abs(96, 44, 34, 28, "#f4efe4", "4px") + abs(262, 44, 34, 28, "#f4efe4", "4px") + abs(176, 22, 38, 16, "#a8843a", "50% 50% 20% 20%") + abs(206, 14, 12, 12, "#a8843a", "50%"))}</div>
<div class="col hero"><div style="margin-top:-34px;position:relative;z-index:2">${avatar(68, "#7a5a3a", { ring: "#f4efe4" })}</div>${ui("Seth Penhale", "nm")}${ui("MASTER THATCHER · DARTMOOR", "hl")}
${own("Fourth generation, water reed and long straw, Dartmoor and the South Hams.", "bio")}</div>
<div class="row cn" data-role="ui"><div><b>236</b>roofs</div><div><b>31</b>years</div><div><b>40</b>parishes</div></div>
<div class="row bt" data-role="ui"><span class="a">Get a quote</span><span class="b">Email</span></div>
${ui("LATEST", "sec")}
${own("Chagford, finished in October", "pt")}
${own("Every roof I do gets a straw pheasant on the ridge, as my grandfather's did.", "tx")}
${own("In Chagford the real pheasants now line up on the ridge at dawn to fight it, and the owner has asked, very politely, whether I also do a straw fox.", "tx")}
${ui("GUESTBOOK", "sec")}
${crow({ name: "Valerie", meta: "Lustleigh · 2 weeks ago", color: "#8a6a7a", text: ["Ours lost its tail in the November wind. Is that covered?"], who: "Valerie", size: 28 })}
${crow({ name: "Seth", meta: "2 weeks ago", color: "#7a5a3a", text: ["Yes, and it now looks like it won."], who: "owner", depth: 1, size: 28 })}
${crow({ name: "Terence", meta: "5 days ago", color: "#5a7a8a", text: ["Morning Seth, our cottage near Widecombe needs the ridge redone before the spring, and the insurer wants a written quote by the end of January. Do you still cover that side of the moor?"], who: "Terence", size: 28 })}
</div>
${overBar(`<div class="u">seththatcher.carrd.co</div><div class="row i">${icon.back(22)}${icon.share(22)}${icon.bookmark(22)}${icon.grid(22)}</div>`, "sb")}`,
};

// Lnk.bio (a knife grinder's page in Porto, seen in Chrome on Android: address bar, avatar, name, handle, bio, counts, two link
// buttons, the pinned post, a customer's comment, the grinder's answer, another comment cut by the Made with Lnk.Bio bar). Dark.
export const lnkbio: ScreenSpec = {
  id: "lnkbio-the-bus-plays-my-four-notes",
  app: "Lnk.bio",
  kind: "profile",
  dark: true,
  device: "android",
  format: "png",
  owner: { name: "Vitor Meireles", handle: "@vitor.afiador" },
  time: "11:37",
  battery: 66,
  cutLines: 1,
  replies: true,
  css: `body{background:#101214;color:#eceef0}.fill{display:flex;flex-direction:column}.fill>*{flex:none}
.ab{flex:none;height:52px;padding:0 12px;gap:12px;background:#1e2124;color:#c8ccd0;position:relative;z-index:3}.ab .u{flex:1;background:#2c3034;border-radius:20px;padding:8px 14px;font-size:14px;color:#e4e6e8}
.hero{align-items:center;text-align:center;padding:14px 20px 0}.nm{font-size:20px;font-weight:700;margin-top:8px}.hd{font-size:13px;color:#8f979f;margin-top:1px}
.bio{font-size:14px;line-height:19.5px;margin-top:7px;color:#d8dbde}
.cn{margin:10px 20px 0;justify-content:center;gap:22px}.cn div{font-size:11.5px;color:#8f979f;text-align:center}.cn b{display:block;font-size:16px;color:#eceef0}
.lk{margin:10px 20px 0;background:#23272b;border:1px solid #343a40;border-radius:12px;padding:10px 0;text-align:center;font-size:14px;font-weight:600}
.pin{margin:12px 14px 0;background:#1a1d20;border:1px solid #2c3238;border-radius:12px;padding:10px 0 8px}.pl{font-size:11px;font-weight:700;letter-spacing:1.2px;color:#e8a33d;padding:0 12px}.pt{font-size:15px;font-weight:700;padding:3px 12px 0}.tx{font-size:13.5px;line-height:19px;padding:3px 12px 0;color:#d8dbde}
.cr{gap:9px;align-items:flex-start;padding-top:8px;padding-right:14px;padding-bottom:1px}.crn{font-size:13px;font-weight:700}.crm{font-size:11.5px;color:#7f878f}.crx{font-size:13.5px;line-height:18.5px;margin-top:1px;color:#d8dbde}
.mb{justify-content:center;padding:12px 0 14px;background:#101214;border-top:1px solid #2a2f34}.mb span{font-size:13px;color:#aab1b8;background:#1e2226;border-radius:16px;padding:6px 16px}`,
  html: `<div class="row ab" data-role="ui">${icon.home(20)}<div class="u">lnk.bio/vitor.afiador</div>${icon.moreV(20)}</div>
<div class="fill">
<div class="col hero">${avatar(72, "#8a6a4a")}${ui("Vitor Meireles", "nm")}${ui("@vitor.afiador", "hd")}
${own("Knives and scissors sharpened from my bicycle, Porto, since 1999. The grindstone runs on the pedals.", "bio")}</div>
<div class="row cn" data-role="ui"><div><b>3.8K</b>followers</div><div><b>9,300</b>blades</div><div><b>4.9</b>rating</div></div>
${ui("Where I am today", "lk")}
<div class="pin">${ui("PINNED", "pl")}${own("Tuesdays and Fridays in Bonfim", "pt")}
${own("I play four notes on a pan flute so people know I am coming.", "tx")}
${own("The new electric bus on my route brakes on exactly those four notes, so every eight minutes someone runs downstairs with a knife and finds only the bus.", "tx")}
${crow({ name: "Susana", meta: "2d", color: "#6a7a9a", text: ["I went down three times on Friday with the same bread knife."], who: "Susana", size: 26 })}
${crow({ name: "Vitor", meta: "Author · 2d", color: "#8a6a4a", text: ["Give it to the driver, Susana. He owes me."], who: "owner", depth: 1, size: 26 })}
${crow({ name: "Zulmira", meta: "5h", color: "#7a8a5a", text: ["Bom dia Vitor, my café in Campanha has six knives and a mandoline that no longer cuts anything. Could you come on a Tuesday morning before we open at eight?"], who: "Zulmira", size: 26 })}</div>
</div>
${overBar(`<span>Made with Lnk.Bio</span>`, "mb")}`,
};

// Liberapay (a maintainer of free scoreboard software for village cricket clubs: header, avatar, name, what he makes, weekly income
// and patrons, Donate, the latest release note, patrons' messages with his answer, another message cut by the Donate bar).
// Downscaled.
export const liberapay: ScreenSpec = {
  id: "liberapay-nine-hundred-and-ninety-nine",
  app: "Liberapay",
  kind: "profile",
  dark: false,
  device: "iphone-max",
  format: "png",
  downscaleTo: 960,
  owner: { name: "Zaheer Suleman", handle: "~zaheer.scores" },
  time: "19:05",
  battery: 44,
  cutLines: 1,
  replies: true,
  css: `body{background:#fff;color:#262626}.fill{display:flex;flex-direction:column}.fill>*{flex:none}
.th{flex:none;height:50px;padding:0 16px;gap:14px;background:#f6c915;color:#1a1a1a;position:relative;z-index:3}.th b{flex:1;font-size:19px;font-weight:800;letter-spacing:-.2px}
.top{gap:14px;padding:62px 18px 0;align-items:center}.nm{font-size:21px;font-weight:700}.hd{font-size:13px;color:#777;margin-top:1px}
.bio{font-size:15px;line-height:21px;padding:14px 18px 0}
.cn{margin:16px 18px 0;gap:10px}.cn div{flex:1;background:#faf6e0;border:1px solid #efe3a8;border-radius:6px;padding:7px 10px;font-size:12px;color:#6a6040}.cn b{display:block;font-size:17px;color:#262626}
.sec{font-size:17px;font-weight:700;padding:32px 18px 0}.pt{font-size:15.5px;font-weight:700;padding:6px 18px 0}.tx{font-size:14.5px;line-height:20.5px;padding:6px 18px 0}
.cr{gap:10px;align-items:flex-start;padding-top:12px;padding-right:18px;padding-bottom:1px}.crn{font-size:14px;font-weight:700}.crm{font-size:12px;color:#888}.crx{font-size:14.5px;line-height:20px;margin-top:1px}
.bb{gap:12px;padding:10px 18px 28px;background:#fff;border-top:1px solid #e6e6e6;box-shadow:0 -2px 6px rgba(0,0,0,.06)}.bb .t{flex:1;font-size:13px;color:#777}.bb .a{background:#f6c915;color:#1a1a1a;font-size:16px;font-weight:700;border-radius:6px;padding:11px 30px}`,
  html: `<div class="row th" data-role="ui">${icon.menu(22)}<b>liberapay</b>${icon.search(21)}</div>
<div class="fill">
<div class="row top">${avatar(80, "#2f6a4a")}<div style="flex:1;min-width:0">${ui("Zaheer Suleman", "nm")}${ui("~zaheer.scores · Todmorden, England", "hd")}</div></div>
${own("I make Boundary, free scoreboard software for village cricket clubs. It runs on any old laptop in the pavilion.", "bio")}
<div class="row cn" data-role="ui"><div><b>£86.40</b>per week</div><div><b>58</b>patrons</div><div><b>137</b>clubs</div></div>
${ui("Latest news", "sec")}
${own("Boundary 4.2 is out", "pt")}
${own("This release fixes the overs counter and adds a dark mode for evening matches.", "tx")}
${own("Since version 4 the board can show a total of up to 999, and three of our clubs have written in to call that unnecessarily optimistic.", "tx")}
${own("Thank you all: donations cover the hosting.", "tx")}
${ui("Messages from patrons", "sec")}
${crow({ name: "Sajid", meta: "Heptonstall CC · 3d", color: "#7a5a8a", text: ["Our board showed tea as a wicket all season. Best thing that happened to us."], who: "Sajid", size: 30 })}
${crow({ name: "Zaheer", meta: "3d", color: "#2f6a4a", text: ["Fixed in 4.2, I'm afraid."], who: "owner", depth: 1, size: 30 })}
${crow({ name: "Waqar", meta: "20h", color: "#8a7a3a", text: ["Thanks for all of this, Zaheer. Our pavilion laptop still runs Windows 7 and the club will not buy another one until we win something. Will version 4.2 still install on it, or should we stay on 4.1 until the end of the season?"], who: "Waqar", size: 30 })}
</div>
${overBar(`<div class="t">Donations are anonymous by default</div><span class="a">Donate</span>`, "bb")}`,
};

// Milkshake (a town crier's link-in-bio card in Bridgnorth: card header, avatar, name, handle, bio, counts, two link buttons, the
// pinned card, a visitor's comment, the crier's answer, another comment cut by the Milkshake bar).
export const milkshake: ScreenSpec = {
  id: "milkshake-the-crier-was-asked-if-he-was-all-right",
  app: "Milkshake",
  kind: "profile",
  dark: false,
  device: "android",
  format: "png",
  owner: { name: "Walter Woolley", handle: "@walter.cries" },
  time: "13:02",
  battery: 12,
  cutLines: 1,
  replies: true,
  css: `body{background:#fde9ef;color:#2b1f24}.fill{display:flex;flex-direction:column}.fill>*{flex:none}
.ab{flex:none;height:48px;padding:0 14px;gap:14px;background:#fde9ef;color:#2b1f24;position:relative;z-index:3}.ab b{flex:1;font-size:15px;font-weight:700;text-align:center}
.card{margin:4px 14px 0;background:#fff;border-radius:18px;padding:14px 0 10px;box-shadow:0 2px 8px rgba(120,40,70,.08)}
.hero{align-items:center;text-align:center;padding:0 16px}.nm{font-size:20px;font-weight:800;margin-top:6px}.hd{font-size:13px;color:#9a7a86}
.bio{font-size:14px;line-height:19.5px;margin-top:6px}
.cn{margin:10px 16px 0;justify-content:center;gap:20px}.cn div{font-size:11.5px;color:#9a7a86;text-align:center}.cn b{display:block;font-size:16px;color:#2b1f24}
.lk{gap:8px;margin:10px 16px 0}.lk span{flex:1;text-align:center;background:#ff5c8a;color:#fff;border-radius:20px;padding:9px 0;font-size:13.5px;font-weight:700}.lk span.b{background:#fff;color:#ff5c8a;border:1.5px solid #ff5c8a}
.pl{font-size:11px;font-weight:800;letter-spacing:1.2px;color:#ff5c8a;padding:0 14px}.pt{font-size:15px;font-weight:800;padding:3px 14px 0}.tx{font-size:13.5px;line-height:19px;padding:3px 14px 0}
.cr{gap:9px;align-items:flex-start;padding-top:8px;padding-right:14px;padding-bottom:1px}.crn{font-size:13px;font-weight:700}.crm{font-size:11.5px;color:#a08a92}.crx{font-size:13.5px;line-height:18.5px;margin-top:1px}
.mb{justify-content:center;gap:8px;padding:10px 0 14px;background:#fde9ef;border-top:1px solid #f3cdd9}.mb span{font-size:13px;font-weight:700;color:#2b1f24;background:#fff;border-radius:16px;padding:7px 18px;box-shadow:0 1px 4px rgba(0,0,0,.08)}`,
  html: `<div class="row ab" data-role="ui">${icon.close(20)}<b>walter.cries</b>${icon.share(20)}</div>
<div class="fill">
<div class="card"><div class="col hero">${avatar(66, "#7a3a4a", { ring: "#ff5c8a" })}${ui("Walter Woolley", "nm")}${ui("@walter.cries", "hd")}
${own("Town crier of Bridgnorth since 2009. Markets, fetes, openings and the odd wedding, in full robes with the bell.", "bio")}</div>
<div class="row cn" data-role="ui"><div><b>1,460</b>followers</div><div><b>187</b>cries this year</div><div><b>2</b>bells</div></div>
<div class="row lk" data-role="ui"><span>Book a cry</span><span class="b">Fees</span></div></div>
<div class="card" style="margin-top:10px">${ui("PINNED", "pl")}${own("A loud Saturday at the Christmas market", "pt")}
${own("I read out all forty-two raffle winners at full volume from the steps of the Town Hall.", "tx")}
${own("Afterwards a visitor from Telford came over, put a hand on my arm and asked, very kindly, whether I had anyone I could talk to.", "tx")}
${crow({ name: "Stella", meta: "1d", color: "#6a7a9a", text: ["I won the hamper and still heard my name twice on the bus home."], who: "Stella", size: 26 })}
${crow({ name: "Walter", meta: "Author · 1d", color: "#7a3a4a", text: ["The second time was the echo, Stella."], who: "owner", depth: 1, size: 26 })}
${crow({ name: "Sheldon", meta: "6h", color: "#5a8a6a", text: ["Hello Walter, we are opening a bakery on the High Street on the 14th of March and would love a proper cry at nine sharp. Is a short version possible, and is there a fee for the bell?"], who: "Sheldon", size: 26 })}</div>
</div>
${overBar(`<span>Make your own Milkshake</span>`, "mb")}`,
};
