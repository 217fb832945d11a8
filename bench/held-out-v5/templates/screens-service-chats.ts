// Chats with a service, a host or a school: TaskRabbit (a client's numbered notes to a tasker, keyboard
// open with an empty box, a line cut under the header), Couchsurfing (a host who lives on a boat,
// keyboard open with a message typed), Remind (a teacher's field-trip notes to parents, under a banner
// in the Android style), TextNow (a plumber's texts, a screenshot of a screenshot in Google Photos, saved
// twice).
import { avatar, icon } from "./icons";
import { bubble } from "./parts";
import type { ScreenSpec } from "./screen-type";
import { esc, other, own, ui } from "./shell";
import { googlePhotos, shot } from "./viewer";

/** A bubble of several lines, each a line of its own in the drawing. */
const lines = (side: "l" | "r", texts: string[], whose: "owner" | string, cls = "bb") =>
  `<div class="${cls} ${side}">${texts.map((t) => (whose === "owner" ? own(t) : other(whose, t))).join("")}</div>`;

export const taskrabbit: ScreenSpec = {
  id: "taskrabbit-shelf",
  app: "TaskRabbit",
  kind: "chat",
  dark: false,
  device: "iphone",
  format: "png",
  owner: { name: "Claire D.", handle: null },
  time: "11:09",
  battery: 83,
  keyboard: true,
  suggestions: ["I", "Thanks", "Great"],
  cutLines: 1,
  replies: true,
  css: `body{background:#fff}.hd{flex:none;height:58px;padding:0 12px;gap:10px;background:#fff;border-bottom:1px solid #e6e6e6;position:relative;z-index:3}.hd b{font-size:16px;display:block}.hd small{font-size:12px;color:#6e6e6e;display:block}
.fill{display:flex;flex-direction:column;justify-content:flex-end;padding:0 12px 18px;gap:6px}.bb{max-width:280px;border-radius:16px;padding:8px 12px;font-size:15px;line-height:20px}.bb.l{background:#f0f0f0;align-self:flex-start;color:#222}.bb.r{background:#1d8a5b;color:#fff;align-self:flex-end}
.tm{align-self:center;font-size:11px;color:#8a8a8a;margin:4px 0}
.in{flex:none;gap:10px;padding:6px 12px;background:#fff;border-top:1px solid #e6e6e6;color:#1d8a5b;position:relative;z-index:2}.in .box{flex:1;height:36px;border-radius:18px;border:1px solid #d6d6d6;display:flex;align-items:center;padding:0 14px;font-size:15px;color:#9a9a9a}`,
  html: `<div class="row hd" data-role="ui">${icon.back(22)}${avatar(38, "#b56576")}<div style="flex:1"><b>Claire D.</b><small>Furniture Assembly · Sat, Jun 8 · 2:00 PM</small></div>${icon.phone(20)}</div>
<div class="fill">
${bubble("l", "Hi Tanvir! Thanks so much for accepting the task, really appreciate it 😊", "owner")}
${bubble("l", "It’s mounting one shelf. A few things to know:", "owner")}
${lines("l", ["1. The wall is plaster I think", "2. There is a pipe somewhere, not sure where", "3. Shelf is from 2016 and the screws are lost", "4. The cat will want to supervise"], "owner")}
${bubble("r", "No problem! Do you have a drill?", "You")}
${bubble("l", "I have a hammer", "owner")}
${bubble("r", "I’ll bring mine 👍 see you at 2", "You")}
${bubble("l", "Great, thank you!", "owner")}
</div>
<div class="row in">${icon.camera(22)}<span class="box">Message</span></div>`,
};

export const couchsurfing: ScreenSpec = {
  id: "couchsurfing-boat",
  app: "Couchsurfing",
  kind: "chat",
  dark: false,
  device: "iphone-max",
  format: "png",
  owner: { name: "Björn L.", handle: null },
  time: "22:18",
  battery: 49,
  keyboard: true,
  suggestions: ["so", "sounds", "wait"],
  replies: true,
  css: `body{background:#fff}.hd{flex:none;height:60px;padding:0 12px;gap:10px;border-bottom:1px solid #e8e8e8;background:#fff;position:relative;z-index:3}.hd b{font-size:16px;display:block}.hd small{font-size:12px;color:#767676;display:block}
.fill{display:flex;flex-direction:column;justify-content:flex-end;padding:0 14px 8px;gap:6px}.bb{max-width:300px;border-radius:16px;padding:8px 12px;font-size:15px;line-height:20px}.bb.l{background:#f1f3f4;align-self:flex-start;color:#1f2a30}.bb.r{background:#f37a2b;color:#fff;align-self:flex-end}
.tm{align-self:center;font-size:11px;color:#8a8a8a;margin:4px 0}.req{align-self:stretch;border:1px solid #e3e3e3;border-radius:12px;padding:8px 12px;font-size:13px;color:#555}.req b{color:#1f2a30}
.in{flex:none;gap:10px;padding:6px 12px;background:#fff;border-top:1px solid #e8e8e8;color:#f37a2b;position:relative;z-index:2}.in .box{flex:1;min-height:38px;border-radius:19px;border:1px solid #d6d6d6;display:flex;align-items:center;padding:6px 14px;font-size:16px;color:#1f2a30}`,
  html: `<div class="row hd" data-role="ui">${icon.back(22)}${avatar(40, "#3d5a80")}<div style="flex:1"><b>Björn L.</b><small>Stockholm, Sweden · Accepting guests</small></div>${icon.more(22)}</div>
<div class="fill">
<div class="req"><b>Request · 14–16 Aug</b> · 1 traveller</div>
${bubble("r", "Hi Björn! I’m Thanh, travelling through Sweden in August. Would love to stay 2 nights if you’re hosting 🙂", "You")}
<div class="tm">Yesterday 19:40</div>
${bubble("l", "Hej Thanh. Yes, possible.", "owner")}
${bubble("l", "Some info. I live on a boat in Hammarby.", "owner")}
${bubble("l", "The couch is also the kitchen table, so breakfast is at 7.", "owner")}
${bubble("l", "Shower is at the gym across the water, I have a guest pass for you.", "owner")}
${bubble("l", "The boat does not move. Usually.", "owner")}
${bubble("r", "haha amazing. is there wifi?", "You")}
${bubble("l", "There is wifi at the gym.", "owner")}
</div>
<div class="row in">${icon.plus(22)}<span class="box" data-role="other" data-author="You">${esc("wait so breakfast is on my bed")}</span></div>`,
};

export const remind: ScreenSpec = {
  id: "remind-field-trip",
  app: "Remind",
  kind: "chat",
  dark: false,
  device: "android",
  format: "jpeg",
  quality: 71,
  owner: { name: "Ms. Rojas", handle: null },
  time: "19:44",
  battery: 36,
  banner: { app: "Messages", color: "#1a73e8", title: "Tomás", body: "did you pack his lunch or am I doing it", author: "Tomás", age: "now" },
  replies: true,
  css: `body{background:#fff}.hd{flex:none;height:60px;padding:0 12px;gap:12px;background:#5a4fcf;color:#fff}.hd b{font-size:17px;font-weight:500;display:block}.hd small{font-size:12px;display:block;opacity:.85}
.fill{display:flex;flex-direction:column;justify-content:flex-end;padding:0 12px 8px;gap:6px}.an{align-self:stretch;background:#f3f2fb;border-radius:12px;padding:10px 12px;font-size:15px;line-height:21px;color:#1f1d2b}.an .by{font-size:12px;font-weight:500;color:#5a4fcf;margin-bottom:3px}
.bb{max-width:250px;border-radius:16px;padding:8px 12px;font-size:15px;line-height:20px}.bb.r{background:#5a4fcf;color:#fff;align-self:flex-end}.bb.l{background:#f3f2fb;align-self:flex-start;color:#1f1d2b}
.tm{align-self:center;font-size:11px;color:#8a8799;margin:4px 0}.sp{height:6px}
.in{flex:none;gap:10px;padding:8px 12px 22px;border-top:1px solid #e6e4f0;color:#5a4fcf}.in .box{flex:1;height:40px;border-radius:20px;background:#f3f2fb;display:flex;align-items:center;padding:0 14px;font-size:15px;color:#8a8799}`,
  html: `<div class="row hd" data-role="ui">${icon.back(22)}${avatar(38, "#f4a261", { silhouette: false })}<div style="flex:1"><b>Room 12 – Ms. Rojas</b><small>Class · 24 families</small></div>${icon.moreV(20)}</div>
<div class="fill">
<div class="tm">Today 6:02 PM</div>
<div class="an">${ui("Ms. Rojas · Announcement", "by")}${own("Good evening families! Tomorrow is our field trip to the science museum 🦕")}<div class="sp"></div>${own("Please pack:")}${own("– a labelled lunch")}${own("– a water bottle")}${own("– a jacket")}${own("– closed-toe shoes")}<div class="sp"></div>${own("Please do NOT pack: slime. We have talked about the slime.")}<div class="sp"></div>${own("Buses leave at 8:15 sharp.")}</div>
${bubble("r", "Thank you! What time will they be back?", "You")}
${bubble("l", "3:15 at the front gate.", "owner")}
<div class="tm">Read by 19 families</div>
</div>
<div class="row in"><span class="box">Reply to Ms. Rojas</span>${icon.send(20)}</div>`,
};

const textnowInner = `<div class="row th">${icon.back(22)}${avatar(34, "#7b5ea7")}<div style="flex:1"><b>Mehmet Plumbing</b><small>(614) 555-0148</small></div>${icon.phone(20)}${icon.moreV(20)}</div>
<div class="tf">
<div class="td">Mon, Jun 3 · 9:12 AM</div>
${bubble("l", "Hi this is Mehmet. Quote for bathroom tap replacement is $140 parts and labour", "owner", "tb")}
${bubble("r", "Great thanks! When can you come?", "You", "tb")}
${bubble("l", "Thursday between 8 and 6", "owner", "tb")}
${bubble("r", "Any chance of narrowing that down a bit?", "You", "tb")}
${bubble("l", "Thursday", "owner", "tb")}
${bubble("r", "ok 😅 see you thursday", "You", "tb")}
<div class="td">Thu, Jun 6 · 4:51 PM</div>
${bubble("l", "Will text when near", "owner", "tb")}
</div>
<div class="row ti">${icon.plus(22)}<span class="box">Text message</span>${icon.send(20)}</div>`;

export const textnow: ScreenSpec = {
  id: "textnow-plumber",
  app: "TextNow",
  kind: "chat",
  dark: true,
  device: "android",
  format: "jpeg",
  owner: { name: "Mehmet Plumbing", handle: null },
  time: "17:30",
  battery: 52,
  generations: [{ quality: 90 }, { width: 720, quality: 62 }],
  replies: true,
  css: `body{background:#000}.th{flex:none;height:56px;padding:0 12px;gap:12px;color:#1f1f1f;background:#fff}.th b{display:block;font-size:17px;font-weight:500}.th small{display:block;font-size:12px;color:#5f6368}
.tf{flex:1;display:flex;flex-direction:column;justify-content:flex-end;padding:6px 12px;gap:5px;background:#fff}.tb{max-width:255px;border-radius:18px;padding:9px 13px;font-size:15px;line-height:20px}.tb.l{background:#ececf1;align-self:flex-start;color:#1f1f1f}.tb.r{background:#6b2fd6;color:#fff;align-self:flex-end}
.td{align-self:center;font-size:12px;color:#5f6368;margin:6px 0}.ti{flex:none;gap:10px;padding:8px 12px 22px;color:#6b2fd6;background:#fff}.ti .box{flex:1;height:42px;border-radius:21px;background:#f1f1f4;display:flex;align-items:center;padding:0 16px;font-size:15px;color:#777}`,
  html: googlePhotos({ body: shot({ device: "android", time: "17:02", battery: 77, dark: false, background: "#fff", html: textnowInner }, 0.8) }),
};
