// Group rooms: a Slack thread answered with the keyboard open, and a Twitch stream's chat.
import { avatar, icon, picture } from "./icons";
import type { ScreenSpec } from "./screen-type";
import { esc, other, own, span, ui } from "./shell";

const slackMsg = (color: string, name: string, time: string, text: string, mine: boolean) => `
<div class="row m"><span class="sq" style="background:${color}"></span><div style="flex:1"><div class="row" style="gap:8px">${span(name, "sn")}${span(time, "st")}</div>${mine ? own(text, "sx") : other(name, text, "sx")}</div></div>`;

export const slack: ScreenSpec = {
  id: "slack-thread",
  app: "Slack",
  kind: "chat",
  dark: false,
  device: "iphone",
  format: "png",
  owner: { name: "Chad Morrison", handle: null },
  time: "10:09",
  battery: 91,
  keyboard: true,
  suggestions: ["I", "The", "I’m"],
  replies: true,
  css: `.hd{height:50px;flex:none;padding:0 12px;gap:10px;border-bottom:1px solid #e8e8e8}.hd b{font-size:17px;display:block}.hd small{font-size:13px;color:#616061;display:block}
.m{gap:10px;align-items:flex-start;padding:8px 14px}.sq{flex:none;width:38px;height:38px;border-radius:8px}.sn{font-weight:800;font-size:16px}.st{font-size:13px;color:#616061}
.sx{font-size:16px;line-height:22px;margin-top:2px}.re{gap:6px;padding:2px 14px 6px 62px}.chip{border:1px solid #ddd;border-radius:14px;padding:2px 9px;font-size:14px;background:#f8f8f8}
.div{gap:10px;padding:6px 14px;font-size:14px;color:#616061}.div i{flex:1;height:1px;background:#e0e0e0}
.cmp{flex:none;border-top:1px solid #e0e0e0;padding:8px 14px 6px;gap:14px;color:#616061}.cmp .box{flex:1;font-size:16px;color:#8b8b8b}`,
  html: `<div class="row hd">${icon.back(24)}<div style="flex:1"><b>Thread</b><small>#general</small></div>${icon.bell(22)}</div>
<div class="fill">
${slackMsg("#d97b3f", "Chad Morrison", "10:02 AM", "Quick reminder that we’re a family here 🙏 Also Fun Friday is now mandatory and moved to Saturday 🎉", true)}
<div class="row re"><span class="chip">🙏 3</span><span class="chip">😐 41</span><span class="chip">💀 17</span></div>
<div class="row div">${span("3 replies")}<i></i></div>
${slackMsg("#4a8fd9", "Priya Shah", "10:04 AM", "families don’t usually have mandatory Saturdays, Chad", false)}
${slackMsg("#d97b3f", "Chad Morrison", "10:05 AM", "great point Priya, let’s take this offline 🙂", true)}
${slackMsg("#58a65c", "Leo Grant", "10:07 AM", "is the family paying overtime", false)}
</div>
<div class="row cmp">${icon.plus(22)}<span class="box">Reply…</span>${icon.send(20)}</div>`,
};

const chatLine = (badge: string, name: string, color: string, text: string, role: "owner" | "other") => {
  const words = role === "owner" ? `<span data-role="owner">${esc(text)}</span>` : `<span data-role="other" data-author="${esc(name)}">${esc(text)}</span>`;
  return `<div class="cl">${badge ? `<i class="bd" style="background:${badge}"></i>` : ""}<b style="color:${color}">${esc(name)}:</b> ${words}</div>`;
};

export const twitch: ScreenSpec = {
  id: "twitch-chat",
  app: "Twitch",
  kind: "chat",
  dark: true,
  device: "android",
  format: "png",
  owner: { name: "brandon_grinds", handle: null },
  time: "02:14",
  battery: 9,
  replies: true,
  css: `body{background:#0e0e10;color:#efeff1}.live{position:absolute;left:10px;top:10px;background:#eb0400;color:#fff;font-size:12px;font-weight:700;border-radius:4px;padding:1px 6px}
.vw{position:absolute;left:52px;top:10px;background:rgba(0,0,0,.6);color:#fff;font-size:12px;border-radius:4px;padding:1px 6px}
.info{gap:10px;padding:10px 12px;align-items:flex-start;border-bottom:1px solid #26262c}.sn{font-weight:700;font-size:15px}.ti{font-size:14px;line-height:19px;margin-top:2px}.cat{font-size:13px;color:#bf94ff;margin-top:3px}
.fol{flex:none;background:#9147ff;color:#fff;border-radius:6px;padding:6px 10px;font-size:14px;font-weight:600}
.ch{font-size:13px;font-weight:700;text-align:center;padding:8px;color:#adadb8;border-bottom:1px solid #26262c}
.fill{display:flex;flex-direction:column;justify-content:flex-end;padding:4px 10px}.cl{font-size:15px;line-height:21px;padding:3px 0}.cl b{font-weight:700}
.bd{display:inline-block;width:14px;height:14px;border-radius:3px;margin-right:4px;vertical-align:-2px}
.in{flex:none;padding:8px 10px 28px;gap:10px;color:#adadb8}.in .box{flex:1;height:40px;border-radius:6px;background:#26262c;display:flex;align-items:center;padding:0 12px;font-size:15px}`,
  html: `<div style="position:relative;flex:none">${picture("100%", 203, ["#1d1b3a", "#4b2b72"], `<div style="position:absolute;left:140px;top:60px;width:80px;height:80px;border-radius:12px;background:#7a5cd6;opacity:.6"></div>`)}<span class="live">LIVE</span><span class="vw">3</span></div>
<div class="row info">${avatar(40, "#9147ff", { ring: "#eb0400" })}<div style="flex:1">${ui("brandon_grinds", "sn")}${own("GRINDING TO RANK 1 (day 412) !socials !merch !discord", "ti")}${ui("Fortnite · 3 viewers", "cat")}</div><span class="fol">Follow</span></div>
${ui("STREAM CHAT", "ch")}
<div class="fill">
${chatLine("", "brandonsmom", "#ff69b4", "hi chat 👋 this is his mom", "other")}
${chatLine("#00ad03", "Nightbot", "#8a8a8a", "Brandon has been live for 9h 41m. Remember to hydrate!", "other")}
${chatLine("", "brandonsmom", "#ff69b4", "so proud of you sweetie 🥰 dinner is ready", "other")}
${chatLine("", "xX_lurker_Xx", "#1e90ff", "day 412 and still bronze lmao", "other")}
${chatLine("#e91916", "brandon_grinds", "#9147ff", "chat we are SO back", "owner")}
${chatLine("#e91916", "brandon_grinds", "#9147ff", "that death doesnt count my controller was lagging", "owner")}
${chatLine("", "brandonsmom", "#ff69b4", "brandon your pasta is getting cold", "other")}
${chatLine("", "xX_lurker_Xx", "#1e90ff", "bro is lagging on a wired controller", "other")}
${chatLine("#00ad03", "Nightbot", "#8a8a8a", "Don’t forget to follow! Brandon is 3 followers away from 50 🎉", "other")}
</div>
<div class="row in"><span class="box">Send a message</span>${icon.smile(24)}${icon.gift(22)}</div>`,
};

export const ROOMS: ScreenSpec[] = [slack, twitch];
