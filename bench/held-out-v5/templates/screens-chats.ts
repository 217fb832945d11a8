// Chats: Threema (a family's group, a price list in one message, keyboard open with a message typed),
// Element (dark, an open-source project's room, a terse maintainer, a line cut under the header), Wire
// (dark, a colleague and four folders called Final, saved twice), Grab (a driver in Taglish, keyboard
// open with a message typed), Band (a children's football team's parents and coach, under a banner);
// the chats with a service or a host are in screens-service-chats.ts.
import { avatar, icon } from "./icons";
import { bubble } from "./parts";
import type { ScreenSpec } from "./screen-type";
import { couchsurfing, remind, taskrabbit, textnow } from "./screens-service-chats";
import { esc, other, own, span } from "./shell";

/** A group message: the sender's name as a label over lines that are the owner's or the sender's. */
const gm = (name: string, color: string, lines: string[], mine: boolean, cls = "gm") =>
  `<div class="${cls}"><div class="gn" style="color:${color}">${esc(name)}</div>${lines.map((t) => (mine ? own(t) : other(name, t))).join("")}</div>`;

export const threema: ScreenSpec = {
  id: "threema-car-boot",
  app: "Threema",
  kind: "chat",
  dark: false,
  device: "android",
  format: "jpeg",
  quality: 72,
  owner: { name: "Dad", handle: null },
  time: "20:37",
  battery: 58,
  keyboard: true,
  replies: true,
  css: `body{background:#ece9e4}.hd{flex:none;height:56px;padding:0 10px;gap:12px;background:#fff;border-bottom:1px solid #ddd;position:relative;z-index:3}.hd b{font-size:17px;font-weight:500;display:block}.hd small{font-size:12px;color:#6d6d6d;display:block}
.fill{display:flex;flex-direction:column;justify-content:flex-end;padding:0 10px 6px;gap:5px}.gm{max-width:262px;background:#fff;border-radius:4px 12px 12px 12px;padding:6px 10px 7px;font-size:15px;line-height:20px;align-self:flex-start;color:#1b1b1b}.gn{font-size:13px;font-weight:500;margin-bottom:1px}
.bb{max-width:262px;border-radius:12px 4px 12px 12px;padding:7px 10px;font-size:15px;line-height:20px}.bb.r{background:#d9f2c4;align-self:flex-end}.tm{align-self:center;font-size:11px;color:#6d6d6d;background:#fff;border-radius:8px;padding:2px 8px;margin:3px 0}
.in{flex:none;gap:10px;padding:6px 8px;background:#fff;border-top:1px solid #ddd;color:#05a63f;position:relative;z-index:2}.in .box{flex:1;min-height:38px;border-radius:19px;background:#f2f2f2;display:flex;align-items:center;padding:6px 14px;font-size:15px;color:#1b1b1b}`,
  html: `<div class="row hd" data-role="ui">${icon.back(22)}${avatar(36, "#7aa35c", { silhouette: false })}<div style="flex:1"><b>Hughes family 🏡</b><small>Dad, Mum, Ffion, You</small></div>${icon.phone(20)}${icon.moreV(20)}</div>
<div class="fill">
${gm("Dad", "#05a63f", ["Morning all. Car boot is Sunday. I have priced", "everything, please do not re-price anything."], true)}
${gm("Dad", "#05a63f", ["List so far:", "Bread maker £35", "Exercise bike £140 (barely used)", "Box of cables £5 (unsure what for)", "Fondue set £12 (used once, 1998)", "Christmas lights £8 (half work)"], true)}
${gm("Ffion", "#d9822b", ["dad those are my cables"], false)}
${gm("Dad", "#05a63f", ["£5 then."], true)}
${gm("Mum", "#8e44ad", ["I’ll do flasks. What time are we leaving?"], false)}
${gm("Dad", "#05a63f", ["5:15. Pitch opens at 6."], true)}
</div>
<div class="row in">${icon.smile(24)}<span class="box" data-role="other" data-author="You">${esc("can someone feed the cat on sunday")}</span>${icon.send(22)}</div>`,
};

/** An Element timeline event: avatar, sender, then the lines of the message. */
const ev = (name: string, color: string, lines: string[], mine: boolean, at = "") =>
  `<div class="row ev">${avatar(30, color)}<div style="flex:1;min-width:0"><div class="row" style="gap:8px">${span(name, "en")}${at ? span(at, "et") : ""}</div>${lines.map((t) => (mine ? own(t, "ex") : other(name, t, "ex"))).join("")}</div></div>`;

export const element: ScreenSpec = {
  id: "element-ci-red",
  app: "Element",
  kind: "chat",
  dark: true,
  device: "iphone",
  format: "png",
  owner: { name: "Lwazi Dube", handle: null },
  time: "10:14",
  battery: 71,
  cutLines: 1,
  replies: true,
  css: `body{background:#15191e}.hd{flex:none;height:54px;padding:0 12px;gap:10px;background:#15191e;border-bottom:1px solid #2a2f36;position:relative;z-index:3}.hd b{font-size:16px;display:block}.hd small{font-size:12px;color:#8d97a5;display:block}
.fill{display:flex;flex-direction:column;justify-content:flex-end;padding:0 0 8px;gap:2px}.ev{gap:10px;padding:5px 14px;align-items:flex-start}.en{font-size:14px;font-weight:600;color:#0dbd8b}.et{font-size:11px;color:#6f7882}.ex{font-size:15px;line-height:21px;color:#e3e8f0}
.day{align-self:center;font-size:12px;color:#8d97a5;margin:6px 0}.rx{gap:6px;padding:0 14px 4px 54px}.rx span{font-size:12px;border:1px solid #394049;border-radius:10px;padding:1px 7px;color:#c7ced8}
.in{flex:none;gap:10px;padding:8px 12px 34px;border-top:1px solid #2a2f36;color:#8d97a5}.in .box{flex:1;height:38px;border-radius:10px;background:#21262c;display:flex;align-items:center;padding:0 12px;font-size:15px}
.fill{padding-bottom:10px}`,
  html: `<div class="row hd" data-role="ui">${icon.back(22)}${avatar(34, "#368bd6", { silhouette: false })}<div style="flex:1"><b>tidepool-dev</b><small>14 people · Encrypted</small></div>${icon.phone(20)}${icon.more(22)}</div>
<div class="fill">
${ev("Kwame Asare", "#e0a526", ["morning all, is anyone around to review #1192?", "it’s small, mostly docs"], false, "08:47")}
${ev("Lwazi Dube", "#368bd6", ["Later today."], true, "08:50")}
${ev("Priti Nair", "#ac3ba8", ["the nightly build is failing too fwiw, same", "error as on main"], false, "09:12")}
${ev("Jonas Brandt", "#e64f7a", ["CI has been red since Tuesday. Is anyone looking at it?"], false, "09:40")}
${ev("Lwazi Dube", "#368bd6", ["Looking now.", "It’s test_parse_timezone again."], true, "09:52")}
${ev("Priti Nair", "#ac3ba8", ["the one that only fails on the last day of the month?"], false, "09:53")}
${ev("Lwazi Dube", "#368bd6", ["Yes. I’ll mark it as flaky."], true, "09:55")}
${ev("Jonas Brandt", "#e64f7a", ["it has been marked as flaky since 2021"], false, "09:55")}
${ev("Lwazi Dube", "#368bd6", ["I’ll open an issue."], true, "09:58")}
${ev("Priti Nair", "#ac3ba8", ["there are 4 open issues for it already"], false, "10:01")}
${ev("Lwazi Dube", "#368bd6", ["I’ll link them."], true, "10:06")}
<div class="row rx">${span("👍 2")}</div>
</div>
<div class="row in">${icon.plus(22)}<span class="box">Send an encrypted message…</span>${icon.send(20)}</div>`,
};

export const wire: ScreenSpec = {
  id: "wire-final-folders",
  app: "Wire",
  kind: "chat",
  dark: true,
  device: "iphone",
  format: "jpeg",
  owner: { name: "Segun Adeyemi", handle: "@segun.a" },
  time: "16:48",
  battery: 40,
  generations: [{ quality: 90 }, { width: 828, quality: 68 }],
  replies: true,
  css: `body{background:#17181a}.hd{flex:none;height:56px;padding:0 12px;gap:10px;border-bottom:1px solid #2c2e31}.hd b{font-size:16px;display:block}.hd small{font-size:12px;color:#8f959c;display:block}
.fill{display:flex;flex-direction:column;justify-content:flex-end;padding:0 14px 10px;gap:4px}.nm{font-size:13px;font-weight:600;color:#9fa6ad;margin-top:8px}.nm.me{align-self:flex-end}
.bb{max-width:270px;border-radius:14px;padding:8px 12px;font-size:16px;line-height:21px}.bb.l{background:#2a2c30;align-self:flex-start;color:#eceef0}.bb.r{background:#0667c8;color:#fff;align-self:flex-end}
.tm{align-self:center;font-size:12px;color:#70767d;margin:8px 0 2px}
.in{flex:none;gap:12px;padding:8px 12px 34px;border-top:1px solid #2c2e31;color:#8f959c}.in .box{flex:1;height:40px;border-radius:20px;background:#232528;display:flex;align-items:center;padding:0 14px;font-size:15px}`,
  html: `<div class="row hd">${icon.back(22)}${avatar(36, "#c75f2a")}<div style="flex:1"><b>Segun Adeyemi</b><small>@segun.a · Northlight Studio</small></div>${icon.video(22)}${icon.phone(20)}</div>
<div class="fill">
<div class="tm">Today, 15:02</div>
${bubble("l", "Hey, quick one", "owner")}
${bubble("l", "Where’s the Q3 deck?", "owner")}
${bubble("r", "shared drive > Clients > Q3 > Final", "You")}
${bubble("l", "There are four folders called Final", "owner")}
${bubble("r", "the one called Final FINAL", "You")}
${bubble("l", "That one is empty", "owner")}
${bubble("r", "ah sorry. Final v2 (use this)", "You")}
<div class="tm">15:21</div>
${bubble("l", "Got it, thanks", "owner")}
${bubble("l", "Who set these folders up?", "owner")}
${bubble("r", "I think you did, in July", "You")}
${bubble("l", "Ok", "owner")}
</div>
<div class="row in">${icon.plus(22)}<span class="box">Type a message</span>${icon.mic(20)}</div>`,
};

export const grab: ScreenSpec = {
  id: "grab-driver",
  app: "Grab",
  kind: "chat",
  dark: false,
  device: "android",
  format: "jpeg",
  quality: 74,
  owner: { name: "Rommel D.", handle: null },
  time: "20:03",
  battery: 22,
  keyboard: true,
  suggestions: ["po", "promise", "pababa"],
  replies: true,
  css: `body{background:#f5f6f7}.hd{flex:none;height:62px;padding:0 12px;gap:12px;background:#fff;border-bottom:1px solid #e3e5e8;position:relative;z-index:3}.hd b{font-size:16px;font-weight:500;display:block}.hd small{font-size:12px;color:#6b7178;display:block}
.fill{display:flex;flex-direction:column;justify-content:flex-end;padding:0 12px 6px;gap:5px}.bb{max-width:252px;border-radius:16px;padding:8px 12px;font-size:15px;line-height:20px}.bb.l{background:#fff;align-self:flex-start;color:#1c1c1c;box-shadow:0 1px 1px rgba(0,0,0,.06)}.bb.r{background:#00b14f;color:#fff;align-self:flex-end}
.tm{align-self:center;font-size:11px;color:#8a9096;margin:4px 0}
.in{flex:none;gap:10px;padding:6px 10px;background:#fff;border-top:1px solid #e3e5e8;color:#00b14f;position:relative;z-index:2}.in .box{flex:1;min-height:38px;border-radius:19px;background:#f1f2f4;display:flex;align-items:center;padding:6px 14px;font-size:15px;color:#1c1c1c}`,
  html: `<div class="row hd" data-role="ui">${icon.back(22)}${avatar(40, "#4a6b8a")}<div style="flex:1"><b>Rommel D.</b><small>Toyota Vios · White · NBC 4127</small></div>${icon.phone(20)}</div>
<div class="fill">
<div class="tm">7:41 PM</div>
${bubble("l", "Good evening ma’am, papunta na po ako", "owner")}
${bubble("l", "Ma’am andito na po ako sa labas. Puting Vios po", "owner")}
${bubble("r", "kuya 5 mins lang po, nag-aayos pa ako", "You")}
${bubble("l", "Sige po ma’am", "owner")}
<div class="tm">7:52 PM</div>
${bubble("l", "Ma’am nasa tapat po ako ng Jollibee", "owner")}
${bubble("l", "Nag-order na rin po ako ng Chickenjoy habang naghihintay", "owner")}
${bubble("r", "sorry po!! pababa na", "You")}
${bubble("l", "Ok lang po ma’am. 15 mins na po 😅", "owner")}
</div>
<div class="row in">${icon.camera(22)}<span class="box" data-role="other" data-author="You">${esc("nasa elevator na po promise")}</span>${icon.send(20)}</div>`,
};

export const band: ScreenSpec = {
  id: "band-u9-lions",
  app: "Band",
  kind: "chat",
  dark: false,
  device: "iphone",
  format: "png",
  owner: { name: "Coach Wiremu", handle: null },
  time: "13:26",
  battery: 64,
  banner: {
    app: "Messages",
    color: "#34c759",
    title: "Tom",
    body: "did you bring the camping chairs home or are they still at the pitch",
    author: "Tom",
    age: "now",
  },
  replies: true,
  css: `body{background:#f2f3f5}.hd{flex:none;height:54px;padding:0 12px;gap:10px;background:#fff;border-bottom:1px solid #e1e3e6}.hd b{font-size:16px;display:block}.hd small{font-size:12px;color:#7b8188;display:block}
.fill{display:flex;flex-direction:column;justify-content:flex-end;padding:0 12px 8px;gap:8px}.m{gap:8px;align-items:flex-start}.mn{font-size:12px;color:#6a7077;margin:0 0 2px 2px}
.mb{max-width:268px;background:#fff;border-radius:4px 14px 14px 14px;padding:8px 11px;font-size:15px;line-height:20px;color:#222}.bb{max-width:268px;border-radius:14px 4px 14px 14px;padding:8px 11px;font-size:15px;line-height:20px}.bb.r{background:#00c73c;color:#fff;align-self:flex-end}
.tm{align-self:center;font-size:11px;color:#8b9197;margin:4px 0}
.in{flex:none;gap:10px;padding:8px 12px 34px;background:#fff;border-top:1px solid #e1e3e6;color:#00c73c}.in .box{flex:1;height:38px;border-radius:19px;background:#f2f3f5;display:flex;align-items:center;padding:0 14px;font-size:15px;color:#8b9197}`,
  html: `<div class="row hd" data-role="ui">${icon.back(22)}${avatar(34, "#f2a900", { silhouette: false })}<div style="flex:1"><b>Eastfield U9 Lions ⚽</b><small>23 members</small></div>${icon.search(20)}${icon.menu(20)}</div>
<div class="fill">
<div class="tm">Saturday</div>
<div class="row m">${avatar(32, "#2d6a4f")}<div><div class="mn">Coach Wiremu</div><div class="mb">${own("Great effort today Lions! Final score 0–11 but we improved a lot in the second half 💪")}</div></div></div>
<div class="row m">${avatar(32, "#2d6a4f")}<div><div class="mn">Coach Wiremu</div><div class="mb">${own("Player of the match: Leilani, who stopped a shot with her face. She is fine and very proud.")}</div></div></div>
<div class="row m">${avatar(32, "#b5651d")}<div><div class="mn">Esi Boateng</div><div class="mb">${other("Esi Boateng", "Who’s on oranges next week?")}</div></div></div>
<div class="row m">${avatar(32, "#5a4fcf")}<div><div class="mn">Daniel Park</div><div class="mb">${other("Daniel Park", "I can do oranges")}</div></div></div>
<div class="row m">${avatar(32, "#2d6a4f")}<div><div class="mn">Coach Wiremu</div><div class="mb">${own("Thanks Daniel. Kick-off 9:00, please arrive 8:30 with shin pads.")}</div></div></div>
<div class="row m">${avatar(32, "#c9184a")}<div><div class="mn">Akosua Mensah</div><div class="mb">${other("Akosua Mensah", "Is there training Thursday?")}</div></div></div>
<div class="row m">${avatar(32, "#2d6a4f")}<div><div class="mn">Coach Wiremu</div><div class="mb">${own("Yes, 5pm, same field.")}</div></div></div>
</div>
<div class="row in">${icon.plus(22)}<span class="box">Chat message</span>${icon.smile(22)}</div>`,
};

export const CHATS: ScreenSpec[] = [threema, element, wire, grab, band, taskrabbit, couchsurfing, remind, textnow];
