// Chats: a Discord channel, a WhatsApp family group (keyboard open), an iMessage thread with a
// notification banner over it.
import { avatar, icon } from "./icons";
import type { ScreenSpec } from "./screen-type";
import { esc, other, own, span, ui } from "./shell";

const discordGroup = (color: string, name: string, nameColor: string, time: string, said: string[], owner: boolean) => `
<div class="row g">${avatar(40, color)}<div style="flex:1"><div class="row" style="gap:8px"><span class="dn" style="color:${nameColor}">${esc(name)}</span>${span(time, "dt")}</div>
${said.map((t) => (owner ? own(t, "dm") : other(name, t, "dm"))).join("")}</div></div>`;

export const discord: ScreenSpec = {
  id: "discord-general",
  app: "Discord",
  kind: "chat",
  dark: true,
  device: "android",
  format: "png",
  owner: { name: "xXShadowReaperXx", handle: null },
  time: "21:16",
  battery: 43,
  statusBarBackground: "#2b2d31",
  replies: true,
  css: `body{background:#313338;color:#dbdee1}.hd{height:52px;padding:0 14px;gap:10px;flex:none;background:#2b2d31;color:#b5bac1;border-bottom:1px solid #1f2023}.hd b{color:#f2f3f5;font-size:17px;flex:1}
.fill{display:flex;flex-direction:column;justify-content:flex-end;padding-bottom:6px}.g{gap:12px;align-items:flex-start;padding:8px 14px}
.dn{font-weight:600;font-size:16px}.dt{font-size:12px;color:#949ba4}.dm{font-size:16px;line-height:22px;color:#dbdee1;margin-top:2px}
.in{flex:none;gap:10px;padding:8px 12px 30px;color:#b5bac1}.in .box{flex:1;height:40px;border-radius:20px;background:#383a40;padding:0 14px;display:flex;align-items:center;color:#80848e;font-size:15px}
.plus{width:40px;height:40px;border-radius:50%;background:#383a40;display:flex;align-items:center;justify-content:center}`,
  html: `<div class="row hd">${icon.menu(24)}${icon.hash(22)}<b>general</b>${icon.search(22)}${icon.person(22)}</div>
<div class="fill">
${discordGroup("#eb459e", "kayla 🌸", "#eb459e", "Today at 20:33", ["who’s awake"], false)}
${discordGroup("#57f287", "Big Tony", "#57f287", "Today at 20:39", ["ranked tonight?"], false)}
${discordGroup("#5865f2", "xXShadowReaperXx", "#e67e22", "Today at 20:41", ["cant. lost 9 in a row, my teammates are literally bots", "like actually worse than bots"], true)}
${discordGroup("#5865f2", "xXShadowReaperXx", "#e67e22", "Today at 21:02", ["guys im taking a break from gaming to focus on myself", "deleting steam. this is goodbye 🫡"], true)}
${discordGroup("#eb459e", "kayla 🌸", "#eb459e", "Today at 21:03", ["see you in 20 minutes"], false)}
${discordGroup("#57f287", "Big Tony", "#57f287", "Today at 21:05", ["he said this in march. and april. and tuesday"], false)}
${discordGroup("#5865f2", "xXShadowReaperXx", "#e67e22", "Today at 21:14", ["ok im back who’s on", "steam reinstalled itself somehow"], true)}
${discordGroup("#eb459e", "kayla 🌸", "#eb459e", "Today at 21:14", ["12 minutes. new record 🏆"], false)}
</div>
<div class="row in"><span class="plus">${icon.plus(22)}</span><span class="box">${esc("Message #general")}</span>${icon.gift(22)}${icon.smile(24)}</div>`,
};

const waMsg = (side: "in" | "out", text: string, time: string, who?: string, nameColor?: string) =>
  side === "in"
    ? `<div class="b in"><div class="wn" style="color:${nameColor}">${esc(who ?? "")}</div>${who === "Dad" ? own(text, "wt") : other(who ?? "", text, "wt")}${span(time, "wtm")}</div>`
    : `<div class="b out">${other("You", text, "wt")}${span(time, "wtm")}</div>`;

export const whatsapp: ScreenSpec = {
  id: "whatsapp-family",
  app: "WhatsApp",
  kind: "chat",
  dark: false,
  device: "android",
  format: "png",
  owner: { name: "Dad", handle: null },
  time: "18:46",
  battery: 58,
  keyboard: true,
  replies: true,
  css: `.hd{height:56px;padding:0 8px;gap:8px;flex:none;border-bottom:1px solid #eee}.hd b{font-size:17px;display:block;font-weight:500}.hd small{font-size:13px;color:#667781;display:block}
.fill{background:#efeae2;display:flex;flex-direction:column;justify-content:flex-end;padding:6px 10px;gap:4px}
.b{max-width:270px;border-radius:8px;padding:5px 8px 16px 9px;position:relative;box-shadow:0 1px .5px rgba(0,0,0,.13)}.b.in{background:#fff;align-self:flex-start}.b.out{background:#d9fdd3;align-self:flex-end}
.wn{font-size:13px;font-weight:500}.wt{font-size:15px;line-height:20px;color:#111b21}.wtm{position:absolute;right:8px;bottom:3px;font-size:11px;color:#667781}
.in2{flex:none;background:#efeae2;gap:6px;padding:4px 6px 6px}.in2 .box{flex:1;height:46px;border-radius:23px;background:#fff;display:flex;align-items:center;gap:10px;padding:0 12px;color:#8696a0;font-size:17px}
.mic{width:46px;height:46px;border-radius:50%;background:#00a884;color:#fff;display:flex;align-items:center;justify-content:center}`,
  html: `<div class="row hd">${icon.back(22)}${avatar(38, "#7fb8a4", { silhouette: false })}<div style="flex:1"><b>Family 🏡</b><small>Mum, Dad, Emma, You</small></div>${icon.video(22)}${icon.phone(20)}${icon.moreV(20)}</div>
<div class="fill">
${waMsg("in", "I have joined the gym. Please do not contact me between 6 and 7pm as I will be Working Out 💪", "17:02", "Dad", "#c1571a")}
${waMsg("in", "Day 1 complete. Very sore. Will be taking the rest of the week off to recover", "18:40", "Dad", "#c1571a")}
${waMsg("in", "dad it’s 6:40", "18:41", "Emma", "#1f7aec")}
${waMsg("in", "He did 10 minutes on the bike and then talked to the receptionist about his knee", "18:43", "Mum", "#a62c8e")}
</div>
<div class="row in2"><span class="box">${icon.smile(24)}<span style="flex:1">Message</span>${icon.paperclip(22)}${icon.camera(22)}</span><span class="mic">${icon.mic(22)}</span></div>`,
};

const bubble = (who: "them" | "me", text: string) =>
  who === "them" ? `<div class="ib them">${own(text)}</div>` : `<div class="ib me">${other("You", text)}</div>`;

export const imessage: ScreenSpec = {
  id: "imessage-omw",
  app: "iMessage",
  kind: "chat",
  dark: true,
  device: "iphone",
  format: "png",
  owner: { name: "Jordan", handle: null },
  time: "19:49",
  battery: 23,
  banner: {
    app: "Duolingo",
    color: "#58cc02",
    title: "Duolingo",
    body: "You’re 2 minutes away from losing your 214 day streak 🦉",
    author: "Duolingo",
    age: "now",
  },
  replies: true,
  css: `.hd{flex:none;height:92px;position:relative;border-bottom:1px solid #222;background:#111}.hd .bk{position:absolute;left:8px;top:10px;color:#0a84ff;gap:2px;font-size:17px}
.hd .who{position:absolute;left:0;right:0;top:4px;display:flex;flex-direction:column;align-items:center;gap:4px;font-size:12px;color:#fff}
.fill{display:flex;flex-direction:column;justify-content:flex-end;padding:8px 14px;gap:3px}
.ib{max-width:265px;border-radius:18px;padding:7px 13px;font-size:17px;line-height:22px}.them{background:#262629;color:#fff;align-self:flex-start}.me{background:#0a84ff;color:#fff;align-self:flex-end}
.ts{align-self:center;font-size:12px;color:#8e8e93;margin:10px 0 6px}.rd{align-self:flex-end;font-size:12px;color:#8e8e93;margin:2px 4px 8px}
.in{flex:none;gap:10px;padding:6px 12px 40px;color:#8e8e93}.in .box{flex:1;height:36px;border-radius:18px;border:1px solid #3a3a3c;display:flex;align-items:center;justify-content:space-between;padding:0 12px;font-size:17px}
.circ{width:34px;height:34px;border-radius:50%;background:#2c2c2e;display:flex;align-items:center;justify-content:center;color:#aaa}`,
  html: `<div class="hd"><span class="row bk">${icon.back(24)}${span("12")}</span><div class="who">${avatar(52, "#8e8e93")}<span class="row" style="gap:2px">${span("Jordan")}</span></div></div>
<div class="fill">
${ui("Today 18:58", "ts")}
${bubble("them", "omw!! 5 min away 🏃‍♂️")}
${bubble("me", "ok table’s booked for 7:15")}
${bubble("them", "leaving now for real")}
${bubble("them", "wait where are my keys")}
${bubble("them", "found them. they were in my hand the whole time")}
${bubble("me", "it’s 7:48")}
${ui("Delivered", "rd")}
${bubble("them", "ok so technically i’m not late, i’m just early for 8")}
</div>
<div class="row in"><span class="circ">${icon.plus(20)}</span><span class="box">${span("iMessage")}${icon.mic(20)}</span></div>`,
};

export const CHATS: ScreenSpec[] = [discord, whatsapp, imessage];
