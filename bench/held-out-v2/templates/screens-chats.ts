// Chats: Signal (dark, a banner over it), Microsoft Teams (a banner, a JPEG), Vinted and Uber Eats
// (keyboard open, a bubble cut by the typing bar), Gmail (a reply being typed), Chess.com (the chat
// after a game).
import { avatar, icon, picture } from "../../held-out/templates/icons";
import type { ScreenSpec } from "./screen-type";
import { esc, other, own, span, ui } from "./shell";

/** A bubble: the owner's words or someone else's, left or right. */
const bubble = (side: "l" | "r", text: string, whose: "owner" | string, cls = "bb") =>
  `<div class="${cls} ${side}">${whose === "owner" ? own(text) : other(whose, text)}</div>`;

export const signal: ScreenSpec = {
  id: "signal-group",
  app: "Signal",
  kind: "chat",
  dark: true,
  device: "iphone",
  format: "png",
  owner: { name: "Tom", handle: null },
  time: "07:03",
  battery: 90,
  banner: { app: "Calendar", color: "#ff3b30", title: "Half marathon", body: "Today at 09:00 · Riverside Park start line", author: "Calendar", age: "now" },
  cutLines: 1,
  replies: true,
  css: `.hd{flex:none;height:56px;padding:0 12px;gap:10px;border-bottom:1px solid #222}.hd b{font-size:17px;display:block}.hd small{font-size:12px;color:#a0a0a0;display:block}
.fill{display:flex;flex-direction:column;justify-content:flex-end;padding:8px 12px;gap:4px}.nm{font-size:12px;font-weight:600;margin:6px 0 1px 40px}
.bb{max-width:270px;border-radius:18px;padding:8px 12px;font-size:16px;line-height:21px}.bb.l{background:#303030;align-self:flex-start;margin-left:40px}.bb.r{background:#2c6bed;align-self:flex-end}
.ts{align-self:center;font-size:12px;color:#a0a0a0;margin:8px 0}
.in{flex:none;gap:10px;padding:8px 12px 38px;color:#a0a0a0}.in .box{flex:1;height:38px;border-radius:19px;background:#262626;display:flex;align-items:center;padding:0 14px;font-size:16px}`,
  html: `<div class="row hd">${icon.back(24)}${avatar(36, "#6a5acd", { silhouette: false })}<div style="flex:1"><b>Running Club 🏃</b><small>Tom, Aisha, Leo, You</small></div>${icon.video(22)}${icon.phone(20)}</div>
<div class="fill">
${ui("Yesterday", "ts")}
<div class="nm" style="color:#f5a623">Tom</div>
${bubble("l", "Carb loading tonight. Three bowls of pasta. This is science", "owner")}
${bubble("l", "Laid out my kit, charged the watch, 4 alarms set. Nothing can stop me", "owner")}
<div class="nm" style="color:#4cd964">Aisha</div>
${bubble("l", "see you at the start line 💪", "Aisha")}
${ui("Today", "ts")}
<div class="nm" style="color:#f5a623">Tom</div>
${bubble("l", "slight issue", "owner")}
${bubble("l", "I think the pasta is now running its own race", "owner")}
<div class="nm" style="color:#5ac8fa">Leo</div>
${bubble("l", "4 alarms and not one for the bathroom", "Leo")}
${bubble("r", "we’ll wave at your house on the way past", "You")}
</div>
<div class="row in">${icon.plus(24)}<span class="box">Message</span>${icon.camera(22)}${icon.mic(22)}</div>`,
};

export const teams: ScreenSpec = {
  id: "teams-chat",
  app: "Microsoft Teams",
  kind: "chat",
  dark: false,
  device: "iphone",
  format: "jpeg",
  quality: 70,
  owner: { name: "Gary Lindqvist", handle: null },
  time: "09:01",
  battery: 66,
  banner: { app: "Outlook", color: "#0a64d6", title: "Priya Nair", body: "Declined: Sync about the sync (rescheduled)", author: "Priya Nair", age: "now" },
  replies: true,
  css: `body{background:#f5f5f5}.hd{flex:none;height:52px;padding:0 12px;gap:10px;background:#fff;border-bottom:1px solid #e0e0e0}.hd b{font-size:16px;display:block}.hd small{font-size:12px;color:#616161;display:block}
.fill{display:flex;flex-direction:column;justify-content:flex-end;padding:8px 12px;gap:10px}
.m{gap:8px;align-items:flex-start}.card{background:#fff;border-radius:6px;padding:8px 10px;box-shadow:0 1px 2px rgba(0,0,0,.12);flex:1}.mn{font-size:13px;color:#616161}.mn b{color:#242424;font-weight:600;margin-right:6px}
.mt{font-size:15px;line-height:21px;margin-top:2px}.me{align-self:flex-end;background:#e8ebfa;border-radius:6px;padding:8px 10px;max-width:270px}.re{gap:4px;font-size:13px;margin-top:4px}.re span{background:#f0f0f0;border-radius:10px;padding:1px 7px}
.in{flex:none;gap:10px;padding:8px 12px 36px;background:#fff;border-top:1px solid #e0e0e0;color:#616161}.in .box{flex:1;height:38px;border-radius:6px;background:#f5f5f5;display:flex;align-items:center;padding:0 12px;font-size:15px}`,
  html: `<div class="row hd">${icon.back(24)}${avatar(34, "#6264a7", { silhouette: false })}<div style="flex:1"><b>Q4 Planning</b><small>8 people</small></div>${icon.video(22)}${icon.phone(20)}</div>
<div class="fill">
<div class="row m">${avatar(32, "#c4793c")}<div class="card"><div class="mn"><b>Gary Lindqvist</b>08:31</div>${own("Morning team! Quick one: can everyone see my screen? 🙂", "mt")}</div></div>
<div class="row m">${avatar(32, "#4f9d69")}<div class="card"><div class="mn"><b>Nadia Osei</b>08:32</div>${other("Nadia Osei", "Gary this is the chat, not a call", "mt")}</div></div>
<div class="row m">${avatar(32, "#c4793c")}<div class="card"><div class="mn"><b>Gary Lindqvist</b>08:40</div>${own("Ok let’s jump on a quick call to align on how we use chat vs calls. Sending an invite for 9:00–10:30", "mt")}<div class="row re"><span>😐 5</span><span>💀 3</span></div></div></div>
<div class="row m">${avatar(32, "#8e5bb5")}<div class="card"><div class="mn"><b>Sam Whitaker</b>08:44</div>${other("Sam Whitaker", "90 minutes to discuss whether this needed to be a meeting", "mt")}</div></div>
<div class="me">${other("You", "can this be an email", "mt")}</div>
</div>
<div class="row in">${icon.plus(22)}<span class="box">Type a message</span>${icon.send(20)}</div>`,
};

export const vinted: ScreenSpec = {
  id: "vinted-chat",
  app: "Vinted",
  kind: "chat",
  dark: false,
  device: "android",
  format: "jpeg",
  quality: 68,
  owner: { name: "lottie.wardrobe", handle: null },
  time: "19:27",
  battery: 38,
  keyboard: true,
  replies: true,
  css: `.hd{flex:none;height:56px;padding:0 12px;gap:10px;border-bottom:1px solid #eee}.hd b{font-size:16px;display:block;font-weight:500}.hd small{font-size:12px;color:#757575;display:block}
.item{flex:none;gap:10px;padding:8px 12px;border-bottom:1px solid #eee}.it{font-size:14px}.ip{font-size:14px;color:#007782;font-weight:500}
.fill{display:flex;flex-direction:column;justify-content:flex-end;padding:6px 12px;gap:6px}
.bb{max-width:260px;border-radius:16px;padding:8px 12px;font-size:15px;line-height:20px}.bb.l{background:#f2f2f2;align-self:flex-start}.bb.r{background:#007782;color:#fff;align-self:flex-end}
.offer{align-self:flex-start;border:1px solid #ddd;border-radius:12px;padding:8px 12px;font-size:14px}.offer b{font-size:16px;display:block}
.in{flex:none;gap:8px;padding:6px 10px;border-top:1px solid #eee;background:#fff;position:relative;z-index:2}.in .box{flex:1;height:40px;border-radius:20px;border:1px solid #ccc;display:flex;align-items:center;padding:0 14px;font-size:15px;color:#111}`,
  html: `<div class="row hd">${icon.back(22)}${avatar(36, "#e09f7d")}<div style="flex:1"><b>lottie.wardrobe</b><small>Last seen 2 min ago</small></div>${icon.moreV(20)}</div>
<div class="row item">${picture(44, 44, ["#d6c2a8", "#9c7b5b"])}<div style="flex:1">${ui("Vintage suede jacket, size M", "it")}${ui("£45.00 · Buyer protection", "ip")}</div></div>
<div class="fill">
${bubble("r", "Hi! Would you take £12?", "You")}
${bubble("l", "Hiya, that’s a bit low, it’s genuine vintage 😊", "owner")}
<div class="offer">${ui("Offer declined")}<b>£12.00</b></div>
${bubble("r", "£13 and I’ll leave a nice review", "You")}
${bubble("l", "Babe I paid £60 for it in 2019 and wore it once to a wedding I then didn’t go to. This jacket has been through enough. Final price £44 and I’ll throw in the dust bag it came in", "owner")}
</div>
<div class="row in">${icon.plus(22)}<span class="box">${esc("£14 final offer")}</span>${icon.send(20)}</div>`,
};

export const uberEats: ScreenSpec = {
  id: "uber-eats-chat",
  app: "Uber Eats",
  kind: "chat",
  dark: true,
  device: "iphone",
  format: "png",
  owner: { name: "Rachel", handle: null },
  time: "22:51",
  battery: 12,
  keyboard: true,
  suggestions: ["ok", "Thank", "I"],
  cutLines: 1,
  replies: true,
  css: `.hd{flex:none;height:56px;padding:0 12px;gap:10px;border-bottom:1px solid #2a2a2a}.hd b{font-size:17px;display:block}.hd small{font-size:13px;color:#9a9a9a;display:block}
.fill{display:flex;flex-direction:column;justify-content:flex-end;padding:0 12px;gap:5px}.ts{align-self:center;font-size:12px;color:#9a9a9a;margin:4px 0}
.bb{max-width:270px;border-radius:18px;padding:8px 12px;font-size:16px;line-height:21px}.bb.l{background:#2b2b2b;align-self:flex-start}.bb.r{background:#06c167;color:#000;align-self:flex-end}
.in{flex:none;gap:10px;padding:6px 12px;background:#000;border-top:1px solid #2a2a2a;position:relative;z-index:2}.in .box{flex:1;height:36px;border-radius:18px;background:#1f1f1f;display:flex;align-items:center;padding:0 12px;font-size:16px}`,
  html: `<div class="row hd">${icon.back(24)}${avatar(38, "#5f7d95")}<div style="flex:1"><b>Dimitri</b><small>Your courier · 2 min away</small></div>${icon.phone(22)}</div>
<div class="fill">
${bubble("r", "Hi! Could you grab extra ketchup from the counter? The last order forgot it and I have not recovered", "owner")}
${bubble("l", "I will ask", "Dimitri")}
${ui("Delivery instructions", "ts")}
${bubble("r", "PLEASE do not ring the bell. Leave it at the door and knock ONCE, gently. The dog will lose his mind and so will I", "owner")}
${bubble("l", "ok no problem", "Dimitri")}
${bubble("l", "I am outside. The dog is also outside. He is eating the bag", "Dimitri")}
${bubble("r", "thats fine he’s allowed the fries", "owner")}
${bubble("l", "He has the burger now too. I am leaving, 5 stars for him please", "Dimitri")}
</div>
<div class="row in">${icon.camera(22)}<span class="box">${esc("he is such a good boy usually")}</span>${icon.send(20)}</div>`,
};

export const gmail: ScreenSpec = {
  id: "gmail-thread",
  app: "Gmail",
  kind: "chat",
  dark: false,
  device: "android",
  format: "png",
  owner: { name: "Harriet Cole", handle: null },
  time: "15:46",
  battery: 27,
  keyboard: true,
  cutLines: 1,
  replies: true,
  css: `.hd{flex:none;height:52px;padding:0 14px;gap:20px;color:#444746}.hd i{flex:1}
.sub{font-size:20px;line-height:26px;padding:2px 16px 8px}.lb{font-size:12px;background:#e8eaed;border-radius:4px;padding:1px 6px;margin-left:6px;vertical-align:3px}
.ml{padding:10px 16px;border-top:1px solid #e8eaed}.who{gap:12px}.wn{font-size:15px;font-weight:500}.wm{font-size:13px;color:#444746}.tx{font-size:15px;line-height:21px;margin-top:8px;white-space:pre-line}
.fill{overflow:hidden}.rp{flex:none;border-top:1px solid #e8eaed;padding:8px 16px 8px;background:#fff;position:relative;z-index:2}.rp .to{font-size:13px;color:#444746}.rp .box{font-size:15px;line-height:21px;margin-top:4px}`,
  html: `<div class="row hd">${icon.back(22)}<i></i>${icon.download(22)}${icon.bookmark(20)}${icon.moreV(20)}</div>
<div class="fill">
<div class="sub">Re: Re: Re: Fridge etiquette (kitchen 3rd floor)<span class="lb">Inbox</span></div>
<div class="ml"><div class="row who">${avatar(36, "#a142f4")}<div style="flex:1">${ui("Harriet Cole", "wn")}${ui("to All Staff · 2 hours ago", "wm")}</div></div>
${own("As per my previous three emails, the yoghurt labelled HARRIET is not communal. It was never communal. I have now started counting the spoonfuls.\n\nKind regards,\nHarriet", "tx")}</div>
<div class="ml"><div class="row who">${avatar(36, "#1e8e3e")}<div style="flex:1">${ui("Ben Arkwright", "wn")}${ui("to All Staff · 1 hour ago", "wm")}</div></div>
${other("Ben Arkwright", "How many spoonfuls are missing? Asking so I know how much to bring back.", "tx")}</div>
</div>
<div class="rp">${ui("Reply all", "to")}<div class="box" data-role="other" data-author="You">${esc("Harriet, I think IT can help with the yoghurt CCTV")}</div></div>`,
};

export const chess: ScreenSpec = {
  id: "chess-game-chat",
  app: "Chess.com",
  kind: "chat",
  dark: true,
  device: "android",
  format: "jpeg",
  quality: 72,
  owner: { name: "GrandmasterGreg88", handle: null },
  time: "01:17",
  battery: 19,
  keyboard: true,
  replies: true,
  css: `body{background:#262522;color:#fff}.hd{flex:none;height:50px;padding:0 12px;gap:12px;background:#21201d}.hd b{flex:1;font-size:17px}
.res{gap:12px;padding:10px 14px;border-bottom:1px solid #3c3a36}.rt{font-size:20px;font-weight:700}.rs{font-size:13px;color:#bababa}.el{font-size:15px;color:#e25b3c;font-weight:700}
.pl{gap:8px;padding:6px 14px;font-size:14px}.pl b{font-weight:600}.rk{color:#bababa}
.fill{display:flex;flex-direction:column;justify-content:flex-end;padding:6px 14px;gap:3px}.cl{font-size:15px;line-height:21px}.cl b{font-weight:700}
.in{flex:none;gap:8px;padding:6px 12px;background:#21201d;position:relative;z-index:2}.in .box{flex:1;height:38px;border-radius:6px;background:#3c3a36;display:flex;align-items:center;padding:0 12px;font-size:15px;color:#bababa}`,
  html: `<div class="row hd">${icon.back(22)}<b>Game Review</b>${icon.share(20)}</div>
<div class="row res"><span style="width:44px;height:44px;border-radius:6px;background:#81b64c"></span><div style="flex:1">${ui("White Won", "rt")}${ui("by checkmate · move 7", "rs")}</div>${ui("-9", "el")}</div>
<div class="row pl">${avatar(22, "#779952", { silhouette: false })}<b>${esc("GrandmasterGreg88")}</b>${span("(612)", "rk")}</div>
<div class="row pl">${avatar(22, "#c9c9c9", { silhouette: false })}<b>${esc("nana_knits")}</b>${span("(1105)", "rk")}</div>
<div class="fill">
<div class="cl"><b style="color:#81b64c">GrandmasterGreg88:</b> <span data-role="owner">good luck, go easy on me 😎</span></div>
<div class="cl"><b style="color:#ccc">nana_knits:</b> <span data-role="other" data-author="nana_knits">you too dear</span></div>
<div class="cl"><b style="color:#81b64c">GrandmasterGreg88:</b> <span data-role="owner">i was testing a new opening</span></div>
<div class="cl"><b style="color:#81b64c">GrandmasterGreg88:</b> <span data-role="owner">also my cat walked on the board</span></div>
<div class="cl"><b style="color:#ccc">nana_knits:</b> <span data-role="other" data-author="nana_knits">that was a lovely opening. seven moves is very efficient</span></div>
</div>
<div class="row in"><span class="box">Send a message…</span>${icon.send(20)}</div>`,
};

export const CHATS: ScreenSpec[] = [signal, teams, vinted, uberEats, gmail, chess];
