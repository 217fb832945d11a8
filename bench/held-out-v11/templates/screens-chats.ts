// Chats: Pumble (dark, an office manager's leaving collection of £14 and a button, keyboard open with a
// message typed, a message cut under the header), Bloomz (a class rep who has been training for the
// parents' race since February, under a banner from Joss that cuts the header, JPEG), Revolt (dark, a
// server admin's rule 14 and a dirt castle that needs room to breathe, a message cut under the header),
// Cabify (Spanish, a driver with three CDs, saved twice), Foodpanda (dark, a rider who keeps the food dry
// inside his raincoat, Gboard open with a message typed, saved twice); Wyzant, Sittercity, Jiji and
// Preloved are in screens-chats-more.ts.
import { icon } from "./icons";
import { chatCss, chatHead, inputBar, msgRow, timeline } from "./kit";
import type { ScreenSpec } from "./screen-type";
import { jiji, preloved, sittercity, wyzant } from "./screens-chats-more";

export const pumble: ScreenSpec = {
  id: "pumble-fourteen-and-a-button",
  app: "Pumble",
  kind: "chat",
  dark: true,
  device: "iphone-max",
  format: "png",
  owner: { name: "Marguerite Oduya", handle: null },
  time: "09:51",
  battery: 58,
  keyboard: true,
  suggestions: ["lunch", "Pat", "I"],
  cutLines: 1,
  replies: true,
  css: `body{background:#1c1d22;color:#ebecf0}.hd{flex:none;height:56px;padding:0 12px;gap:10px;border-bottom:1px solid #2e3038;position:relative;z-index:3;background:#24252c}.hd b{font-size:16px;display:block}.hd small{font-size:12px;color:#9a9cab;display:block}.chn{width:34px;height:34px;border-radius:9px;background:#2f6df6;display:flex;align-items:center;justify-content:center;color:#fff}
.fill{display:flex;flex-direction:column;justify-content:flex-end;padding:0 0 40px;gap:2px}.ev{gap:10px;padding:5px 14px;align-items:flex-start}.en{font-size:14px;font-weight:700}.et{font-size:11px;color:#9a9cab}.ex{font-size:15px;line-height:21px}
.in{flex:none;gap:10px;padding:8px 12px;border-top:1px solid #2e3038;color:#5b8cff;position:relative;z-index:2;background:#24252c}.in .box{flex:1;min-height:38px;border-radius:10px;background:#2e3038;display:flex;align-items:center;padding:6px 14px;font-size:15px;color:#ebecf0}`,
  html: `<div class="row hd" data-role="ui">${icon.back(22)}<span class="chn">${icon.hash(18)}</span><div style="flex:1"><b>general</b><small>Hollin &amp; Vane · 31 members</small></div>${icon.bell(20)}${icon.more(22)}</div>
<div class="fill">
${msgRow("Marguerite Oduya", "#c0568f", ["Morning all! Reminder that Pat’s last day is Friday. The card and the envelope are on my desk."], "owner", "09:12")}
${msgRow("Efe Lindqvist", "#4d9a6f", ["how much is in it so far"], "Efe Lindqvist", "09:20")}
${msgRow("Marguerite Oduya", "#c0568f", ["So far we have £14 and a button. Nobody has claimed the button."], "owner", "09:24")}
${msgRow("Piotr Haldane", "#b98a3e", ["the button is mine, it came off my coat when I put in a fiver"], "Piotr Haldane", "09:31")}
${msgRow("Efe Lindqvist", "#4d9a6f", ["what are we getting him"], "Efe Lindqvist", "09:40")}
${msgRow("Marguerite Oduya", "#c0568f", ["A voucher and the card. The card has a horse on it. Pat doesn’t like horses, but the other one said 40."], "owner", "09:42")}
${msgRow("Piotr Haldane", "#b98a3e", ["he’s 63"], "Piotr Haldane", "09:45")}
${msgRow("Marguerite Oduya", "#c0568f", ["Exactly. So it’s the horse."], "owner", "09:46")}
</div>
<div class="row in">${icon.plus(22)}<span class="box" data-role="other" data-author="You">I’ll put a tenner in after</span>${icon.send(22)}</div>`,
};

export const bloomz: ScreenSpec = {
  id: "bloomz-peaked-too-early",
  app: "Bloomz",
  kind: "chat",
  dark: false,
  device: "iphone",
  format: "jpeg",
  quality: 70,
  owner: { name: "Rosalie Thorn", handle: null },
  time: "20:14",
  battery: 37,
  cutLines: 1,
  banner: {
    app: "Messages",
    color: "#34c759",
    title: "Joss",
    body: "can you get milk on the way back, the blue one not the green",
    author: "Joss",
    age: "now",
  },
  replies: true,
  css: `${chatCss({ bg: "#f4f6fb", hd: "#fff", fg: "#1f2640", sub: "#666f8a", line: "#e1e5f0", left: "#fff", leftFg: "#1f2640", right: "#3a7bd5", rightFg: "#fff", accent: "#3a7bd5", box: "#eceff6", radius: 14 }, 15)}
.hd{height:66px}.fill{padding-bottom:10px}.gn{color:#3a7bd5}`,
  html: `${chatHead("Oak Class · Year 2", "Parents group · 29 members", "#f2a541", icon.moreV(20))}
<div class="fill">
${timeline([
  ["t", "Today 7:58 PM"],
  ["l", "owner", "Hi all! Sports day is Thursday at 10. PE kit, sun hat and a named water bottle please ☀️", "Rosalie Thorn · Class rep"],
  ["l", "Meera", "is the parents’ race still happening this year?", "Meera · Ishaan’s mum"],
  ["l", "owner", "It is. I’ve been training since February and I think I’ve peaked too early.", "Rosalie Thorn · Class rep"],
  ["l", "Tom", "didn’t someone pull a hamstring at the start line last year", "Tom · Ada’s dad"],
  ["l", "owner", "That was me. I was stretching. It’s why I started training.", "Rosalie Thorn · Class rep"],
  ["l", "Meera", "😂 good luck", "Meera · Ishaan’s mum"],
  ["l", "owner", "Thank you. Staff can’t apply sun cream, so please put it on before school.", "Rosalie Thorn · Class rep"],
])}
</div>
${inputBar("Message parents")}`,
};

export const revolt: ScreenSpec = {
  id: "revolt-castle-needs-room",
  app: "Revolt",
  kind: "chat",
  dark: true,
  device: "android",
  format: "png",
  owner: { name: "grumblewort", handle: null },
  time: "21:07",
  battery: 72,
  cutLines: 1,
  replies: true,
  css: `${chatCss({ bg: "#191919", hd: "#222", fg: "#e9e9e9", sub: "#9b9b9b", line: "#2f2f2f", left: "#2b2b2b", leftFg: "#e9e9e9", right: "#fd6671", rightFg: "#111", accent: "#fd6671", box: "#2b2b2b", radius: 8 }, 14)}
.fill{padding-bottom:0;margin-bottom:-4px}.gn{color:#fd6671}`,
  html: `${chatHead("# server-talk", "Blocky Borough SMP · 23 online", "#fd6671", `${icon.bell(20)}${icon.moreV(20)}`)}
<div class="fill">
${timeline([
  ["l", "owner", "Server restart done, all builds backed up. Please update to 1.21.4 before joining.", "grumblewort"],
  ["l", "tinfoil_ferret", "why is there a rule 14 now", "tinfoil_ferret"],
  ["l", "owner", "Rule 14: no building within 200 blocks of my castle. The castle needs room to breathe.", "grumblewort"],
  ["l", "oskar_builds", "it’s a dirt hut", "oskar_builds"],
  ["l", "owner", "It’s a dirt castle. The difference is the flag.", "grumblewort"],
  ["l", "mapleCrane", "the flag is a sign that says flag", "mapleCrane"],
  ["l", "owner", "Wool is expensive, Maple.", "grumblewort"],
  ["l", "oskar_builds", "does the 200 include my wheat farm", "oskar_builds"],
  ["l", "owner", "Your wheat farm is 40 blocks away and it has been very loud.", "grumblewort"],
])}
</div>
${inputBar("Message #server-talk")}`,
};

export const cabify: ScreenSpec = {
  id: "cabify-tres-cds",
  app: "Cabify",
  kind: "chat",
  dark: false,
  device: "android",
  format: "jpeg",
  owner: { name: "Ezequiel", handle: null },
  time: "18:47",
  battery: 51,
  generations: [{ quality: 90 }, { width: 828, quality: 67 }],
  replies: true,
  css: `${chatCss({ bg: "#fff", hd: "#fff", fg: "#1d1b2e", sub: "#6e6a85", line: "#ebe8f5", left: "#f2f0f9", leftFg: "#1d1b2e", right: "#7145d6", rightFg: "#fff", accent: "#7145d6", box: "#f2f0f9", radius: 16 }, 14)}
.fill{padding-bottom:8px}.trip{flex:none;gap:8px;padding:8px 14px;font-size:13px;color:#6e6a85;border-bottom:1px solid #ebe8f5}.trip b{color:#1d1b2e}`,
  html: `${chatHead("Ezequiel", "SEAT León · Gris · 4821 LMK", "#5a6f8a", icon.phone(20))}
<div class="row trip" data-role="ui">${icon.pin(16)}<span><b>Llega en 4 min</b> · Hotel Mediodía, Atocha</span></div>
<div class="fill">
${timeline([
  ["t", "Hoy 18:42"],
  ["r", "You", "Hola, estoy en la puerta del hotel con dos maletas"],
  ["l", "owner", "Hola, perfecto. Llego en 4 minutos, hay un poco de tráfico en Atocha."],
  ["r", "You", "¿se puede poner música en el coche?"],
  ["l", "owner", "Claro. Tengo tres CDs: Julio Iglesias, Julio Iglesias en directo y el silencio."],
  ["r", "You", "jaja el silencio está bien"],
  ["l", "owner", "Buena elección. Es el que más me piden, no sé por qué."],
  ["r", "You", "¡gracias!"],
  ["l", "owner", "Ya estoy aquí, al lado de la farmacia. El maletero está abierto."],
])}
</div>
${inputBar("Escribe un mensaje")}`,
};

export const foodpanda: ScreenSpec = {
  id: "foodpanda-raincoat",
  app: "Foodpanda",
  kind: "chat",
  dark: true,
  device: "android",
  format: "jpeg",
  owner: { name: "Jomar", handle: null },
  time: "19:26",
  battery: 23,
  keyboard: true,
  suggestions: ["gate", "now", "thanks"],
  generations: [{ quality: 91 }, { width: 720, quality: 66 }],
  replies: true,
  css: `${chatCss({ bg: "#121212", hd: "#1e1e1e", fg: "#eeeeee", sub: "#a2a2a2", line: "#2c2c2c", left: "#262626", leftFg: "#eeeeee", right: "#e21b70", rightFg: "#fff", accent: "#e21b70", box: "#262626", radius: 16 }, 14)}
.fill{padding-bottom:6px;gap:4px}.bb{padding:6px 11px}`,
  html: `${chatHead("Jomar", "Your rider · Motorbike", "#7a6a5a", icon.phone(20))}
<div class="fill">
${timeline([
  ["t", "Today 7:12 PM"],
  ["l", "owner", "Hi ma’am, order picked up from Kuya Ben’s Grill 🛵"],
  ["l", "owner", "Very heavy rain on Shaw Blvd, maybe 10 minutes late, sorry po"],
  ["r", "You", "no problem, take care!"],
  ["l", "owner", "Your food is inside my raincoat. It is dry. I am not, but the food is."],
  ["r", "You", "omg thank you"],
  ["l", "owner", "The sinigang is very warm. We are keeping each other company."],
  ["l", "owner", "I am at the guard house now."],
])}
</div>
${inputBar("coming down, which gate", true)}`,
};

export const CHATS: ScreenSpec[] = [pumble, bloomz, revolt, cabify, foodpanda, wyzant, sittercity, jiji, preloved];
