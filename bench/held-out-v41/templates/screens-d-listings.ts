// Part D's listings (v41), each written by its seller or host, with other people's questions and the owner's answers.
import { avatar, icon, picture } from "./icons";
import type { ScreenSpec } from "./screen-type";
import { abs, crow, overBar, tagRow } from "./screens-d-kit";
import { own, ui } from "./shell";

// Adverts.ie (a trampoline in Douglas, Cork: photo, price, title, place, chips, description, seller row, a buyer's question and the
// seller's answer, another question cut by the Call / Message bar). Light, PNG.
export const advertsie: ScreenSpec = {
  id: "adverts-ie-the-residents-meeting-trampoline",
  app: "Adverts.ie",
  kind: "listing",
  dark: false,
  device: "android",
  format: "png",
  owner: { name: "Seanan", handle: null },
  time: "21:37",
  battery: 44,
  cutLines: 1,
  replies: true,
  statusBarDark: true,
  statusBarBackground: "#17375e",
  css: `body{background:#eef0f3;color:#1a2230}.fill{display:flex;flex-direction:column}.fill>*{flex:none}
.th{flex:none;height:50px;padding:0 14px;gap:16px;position:relative;z-index:3;background:#17375e;color:#fff}.th b{flex:1;font-size:20px;font-weight:800;letter-spacing:-.3px}.th b i{font-style:normal;color:#7cc242}
.dots{position:absolute;right:10px;bottom:8px;font-size:11.5px;color:#fff;background:rgba(0,0,0,.5);border-radius:9px;padding:2px 8px}
.card{background:#fff;margin-top:6px;padding:10px 14px}.card.f{margin-top:0}
.pr{font-size:22px;font-weight:800;color:#17375e}.tn{font-size:16px;font-weight:600;line-height:21px;margin-top:2px}.tl{font-size:12px;color:#66707e;margin-top:4px}
.tg{gap:6px;flex-wrap:nowrap;margin-top:8px}.tg span{white-space:nowrap;font-size:11.5px;color:#2b5a1a;background:#eaf5e1;border-radius:4px;padding:2px 8px}
.hd2{font-size:14.5px;font-weight:700;margin-bottom:1px}.tx{font-size:13.5px;line-height:19px;margin-top:4px}
.sel{gap:10px;align-items:center}.sn{font-size:14px;font-weight:700}.sm{font-size:11.5px;color:#66707e}
.cr{gap:9px;align-items:flex-start;padding-top:7px;padding-right:14px;padding-bottom:2px}.crn{font-size:13px;font-weight:700}.crm{font-size:11.5px;color:#8a93a0}.crx{font-size:13.5px;line-height:18.5px;margin-top:1px}
.bb{gap:8px;padding:8px 12px 10px;background:#fff;border-top:1px solid #dde2e8;box-shadow:0 -2px 6px rgba(0,0,0,.08)}.bb span{flex:1;text-align:center;font-size:15px;font-weight:700;border-radius:6px;padding:11px 0}.bb .a{color:#fff;background:#7cc242}.bb .b{color:#17375e;border:1.5px solid #17375e}`,
  html: `<div class="row th" data-role="ui">${icon.back(22)}<b>adverts<i>.ie</i></b>${icon.heart(21)}${icon.share(21)}</div>
<div class="fill">
<div style="position:relative">${picture("100%", 72, ["#a9cde8", "#8fbf6a"], abs(0, 50, 360, 22, "#5f9a3e") + abs(100, 8, 160, 22, "#2a2f36", "50%") + abs(104, 12, 152, 14, "#3c7fc0", "50%") + abs(112, 28, 4, 34, "#4a4f56") + abs(244, 28, 4, 34, "#4a4f56") + abs(178, 30, 4, 36, "#4a4f56"))}${ui("1 / 6", "dots")}</div>
<div class="card f">${ui("€120", "pr")}${own("14ft trampoline with safety net, collection Douglas", "tn")}${ui("Douglas, Cork · Private · 2 days ago · 318 views", "tl")}
${tagRow(["Used", "Sports & Fitness", "Collection only"])}</div>
<div class="card">${ui("Description", "hd2")}
${own("Springfree-style 14 foot trampoline, ladder and net both included, springs all good, some fading on the pads.", "tx")}
${own("The kids have outgrown it. My husband is now the only one using it, at night, and it came up at the residents' meeting.", "tx")}
${own("You'll need two people and an Allen key to dismantle it, cash on collection.", "tx")}</div>
<div class="card" style="padding:9px 14px"><div class="row sel">${avatar(34, "#8a6a9a")}<div style="flex:1">${ui("Seanan", "sn")}${ui("Private seller · 9 ads · on Adverts since 2012", "sm")}</div>${icon.chat(20)}</div></div>
<div class="card" style="padding:8px 0 6px"><div class="hd2" style="padding-left:14px">Questions (2)</div>
${crow({ name: "Tuathal", meta: "1d", color: "#5a7f9a", text: ["Does the husband come with it, or is he sold separately?"], who: "Tuathal", size: 28 })}
${crow({ name: "Seanan", meta: "Seller · 1d", color: "#8a6a9a", text: ["He's staying. He says he'll help you dismantle it, but he wants one last go first."], who: "owner", depth: 1, size: 28 })}
${crow({ name: "Uinseann", meta: "3h", color: "#9a7a5a", text: ["Hi there, I'm in Ballincollig and would be interested for my two lads, could you tell me what the weight limit is and whether the net has any holes in it, as with the last one we had the youngest went straight out through the side?"], who: "Uinseann", size: 28 })}</div>
</div>
${overBar(`<span class="b">Call</span><span class="a">Message</span>`, "bb")}`,
};

// AptDeco (a velvet sofa in Bed-Stuy, Brooklyn: photo, price, title, place, chips, description, a buyer's question and the seller's
// answer, another question cut by the reply bar; the seller's next answer being typed, iOS keyboard open). Light, PNG.
export const aptdeco: ScreenSpec = {
  id: "aptdeco-the-sofa-that-cost-two-friends",
  app: "AptDeco",
  kind: "listing",
  dark: false,
  device: "iphone-max",
  format: "png",
  owner: { name: "Seraphina", handle: null },
  time: "23:02",
  battery: 31,
  keyboard: true,
  suggestions: ["It", "The", "I"],
  cutLines: 1,
  replies: true,
  css: `body{background:#fff;color:#1e2326}.fill{display:flex;flex-direction:column}.fill>*{flex:none}
.th{flex:none;height:46px;padding:0 16px;gap:18px;position:relative;z-index:3;background:#fff;border-bottom:1px solid #e8eaeb}.th b{flex:1;font-size:19px;font-weight:800;color:#0f5a4e;letter-spacing:-.2px}
.top{gap:12px;padding:2px 16px 0;align-items:flex-start}.pr{font-size:19px;font-weight:800}.pr small{font-size:12px;color:#7a8186;font-weight:600;margin-left:6px}.tn{font-size:15px;font-weight:700;line-height:19px;margin-top:2px}.tl{font-size:12px;color:#6c7378;margin-top:2px}
.tg{gap:6px;flex-wrap:nowrap;margin:9px 16px 0}.tg span{white-space:nowrap;font-size:11.5px;color:#0f5a4e;background:#e4f1ee;border-radius:4px;padding:2px 8px}
.hd2{font-size:14.5px;font-weight:700;padding:10px 16px 0}.tx{font-size:14px;line-height:19px;padding:3px 16px 0}
.cr{gap:9px;align-items:flex-start;padding-top:6px;padding-right:16px;padding-bottom:1px}.crn{font-size:13px;font-weight:700}.crm{font-size:11.5px;color:#8a9096}.crx{font-size:14px;line-height:19px;margin-top:1px}
.ib{gap:10px;padding:8px 12px;background:#f6f7f7;border-top:1px solid #e0e3e4;align-items:center}.ib .f{flex:1;min-width:0;background:#fff;border:1px solid #d4d8da;border-radius:18px;padding:8px 14px;font-size:15px;white-space:nowrap;overflow:hidden}.ib .s{width:34px;height:34px;border-radius:50%;background:#0f5a4e;color:#fff;display:flex;align-items:center;justify-content:center}`,
  html: `<div class="row th" data-role="ui">${icon.back(22)}<b>AptDeco</b>${icon.heart(21)}${icon.share(21)}</div>
<div class="fill">
<div class="row top">${picture(76, 76, ["#f1efe9", "#dcd6c8"], abs(6, 30, 64, 26, "#3f6b4a", "8px") + abs(10, 20, 56, 16, "#4b7a56", "8px 8px 2px 2px") + abs(10, 56, 4, 10, "#6a4a2a") + abs(62, 56, 4, 10, "#6a4a2a"))}<div style="flex:1;min-width:0"><div class="pr" data-role="ui">$650 <small>Retail $1,899</small></div>${own("Mid-century sofa, 84 in, green performance velvet", "tn")}${ui("Bed-Stuy, Brooklyn · Listed 5 days ago", "tl")}</div></div>
${tagRow(["Like new", "Sofas", "AptDeco delivery", "4th floor walk-up"])}
${ui("Description", "hd2")}
${own("Three years old, smoke-free and pet-free home, cushions flipped every month.", "tx")}
${own("It arrived through the fourth-floor window with a rope, four friends and two pizzas. Two of those friends no longer speak to me.", "tx")}
${own("Pickup by AptDeco's team, they've been warned about the window.", "tx")}
${ui("Questions (2)", "hd2")}
${crow({ name: "Sadie", meta: "2d", color: "#9a6a5a", text: ["Is the window included, or do I need my own?"], who: "Sadie", size: 26 })}
${crow({ name: "Seraphina", meta: "Seller · 2d", color: "#5a7a6a", text: ["The window stays. The friends, as I said, are unavailable."], who: "owner", depth: 1, size: 26 })}
${crow({ name: "Tavon", meta: "40m", color: "#5a6a9a", text: ["Hey, I'm in Crown Heights on a second floor with a pretty tight turn at the top of the stairs, so before I book a delivery could you measure the depth and the height at the arms for me, and do the legs unscrew?"], who: "Tavon", size: 26 })}
</div>
<div class="row ib" style="flex:none;position:relative;z-index:3"><div class="f" data-role="owner">The legs unscrew, and it's 34 inches</div><span class="s" data-role="ui">${icon.send(17)}</span></div>`,
};

// Misterb&b (a room in Alfama, Lisbon let by its host: photo, price, title, place, chips, description, host row, a guest's question
// and the host's answer, another question cut by the Request to book bar). Dark, PNG downscaled.
export const misterbnb: ScreenSpec = {
  id: "misterbnb-fado-on-thursdays-costs-extra",
  app: "Misterb&b",
  kind: "listing",
  dark: true,
  device: "iphone",
  // JPEG, not PNG: the joined set must stay under the check's 10 MB (README.md).
  format: "jpeg",
  quality: 78,
  downscaleTo: 1000,
  owner: { name: "Telmo", handle: null },
  time: "16:20",
  battery: 74,
  cutLines: 1,
  replies: true,
  css: `body{background:#111216;color:#eceef3}.fill{display:flex;flex-direction:column}.fill>*{flex:none}
.th{flex:none;height:46px;padding:0 16px;gap:18px;position:relative;z-index:3;background:#111216;border-bottom:1px solid #26282f}.th b{flex:1;font-size:19px;font-weight:800;color:#ff5a7a;letter-spacing:-.3px}
.dots{position:absolute;right:10px;bottom:8px;font-size:11.5px;color:#fff;background:rgba(0,0,0,.55);border-radius:9px;padding:2px 8px}
.card{background:#1a1b21;margin-top:6px;padding:10px 16px}.card.f{margin-top:0}
.pr{font-size:20px;font-weight:800}.pr small{font-size:13px;color:#a0a4ae;font-weight:600}.tn{font-size:16px;font-weight:700;line-height:21px;margin-top:2px}.tl{font-size:12px;color:#a0a4ae;margin-top:4px}
.tg{gap:6px;flex-wrap:nowrap;margin-top:8px}.tg span{white-space:nowrap;font-size:11.5px;color:#ffb3c2;background:#3a1f28;border-radius:10px;padding:2px 9px}
.hd2{font-size:14.5px;font-weight:700;margin-bottom:1px}.tx{font-size:14px;line-height:19.5px;margin-top:4px}
.sel{gap:10px;align-items:center}.sn{font-size:14px;font-weight:700}.sm{font-size:11.5px;color:#a0a4ae}
.cr{gap:9px;align-items:flex-start;padding-top:7px;padding-right:16px;padding-bottom:2px}.crn{font-size:13px;font-weight:700}.crm{font-size:11.5px;color:#8a8e98}.crx{font-size:14px;line-height:19px;margin-top:1px}
.bb{gap:8px;padding:9px 14px 26px;background:#1a1b21;border-top:1px solid #2a2c33}.bb span{flex:1;text-align:center;font-size:16px;font-weight:700;border-radius:10px;padding:12px 0}.bb .a{color:#fff;background:#ff5a7a}.bb .b{flex:.5;color:#ff5a7a;border:1.5px solid #ff5a7a}`,
  html: `<div class="row th" data-role="ui">${icon.back(22)}<b>misterb&amp;b</b>${icon.heart(21)}${icon.share(21)}</div>
<div class="fill">
<div style="position:relative">${picture("100%", 128, ["#f2c38a", "#c9774a"], abs(0, 92, 390, 36, "#8a5a3a") + abs(20, 40, 90, 70, "#e9dcc8", "3px") + abs(120, 30, 80, 80, "#d9c4a8", "3px") + abs(230, 50, 120, 60, "#eadfce", "3px") + abs(40, 56, 14, 20, "#3a5a8a", "2px") + abs(150, 48, 14, 20, "#3a5a8a", "2px") + abs(260, 62, 14, 20, "#3a5a8a", "2px"))}${ui("1 / 18", "dots")}</div>
<div class="card f"><div class="pr" data-role="ui">€78 <small>/ night · 4.93 (211)</small></div>${own("Sunny double room with terrace in Alfama", "tn")}${ui("Alfama, Lisbon · Private room · 1 bed · shared bathroom", "tl")}
${tagRow(["Terrace", "Breakfast", "Wi-Fi", "Gay-owned"])}</div>
<div class="card">${ui("About this room", "hd2")}
${own("Bright room with its own terrace, five minutes from Santa Luzia viewpoint.", "tx")}
${own("Every Thursday my neighbour practises fado from eleven at night. I used to complain. Now I list it as a feature and charge eight euros more on Thursdays.", "tx")}
${own("Breakfast is pastries from the bakery downstairs, coffee from me.", "tx")}</div>
<div class="card" style="padding:9px 16px"><div class="row sel">${avatar(34, "#8a5a4a")}<div style="flex:1">${ui("Telmo", "sn")}${ui("Host · Superhost · responds within an hour", "sm")}</div>${icon.chat(20)}</div></div>
<div class="card" style="padding:8px 0 6px"><div class="hd2" style="padding-left:16px">Questions (2)</div>
${crow({ name: "Yonatan", meta: "6d", color: "#5a7a9a", text: ["Does the neighbour take requests?"], who: "Yonatan", size: 28 })}
${crow({ name: "Telmo", meta: "Host · 6d", color: "#8a5a4a", text: ["He takes requests. He does not take feedback."], who: "owner", depth: 1, size: 28 })}
${crow({ name: "Vilhelm", meta: "2h", color: "#6a8a6a", text: ["Hello, two of us flying in from Copenhagen late on a Wednesday and out on the Sunday, so we would get exactly one Thursday, and I would like to know if the extra eight euros is charged per person or per room, and whether earplugs are provided for the nights with no singing."], who: "Vilhelm", size: 28 })}</div>
</div>
${overBar(`<span class="b">Message</span><span class="a">Request to book</span>`, "bb")}`,
};
