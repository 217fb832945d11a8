// Part C of the held-out set v36: group chats (screens-c.ts lists the part in screens.json order).
import { icon } from "./icons";
import type { ScreenSpec } from "./screen-type";
import { bubbleCss, bubbles, headCss } from "./screens-c-kit";

/** A group header: back, a plain colour tile for the group, its title and member line, two icons. */
const groupHead = (title: string, sub: string, tile: string, right: string, round = true) =>
  `<div class="row hd" data-role="ui">${icon.back(22)}<div style="width:38px;height:38px;border-radius:${round ? "50%" : "10px"};background:${tile};flex:none"></div><div style="flex:1;min-width:0"><b>${title}</b><small>${sub}</small></div>${right}</div>`;

export const pronto: ScreenSpec = {
  id: "pronto-the-best-man-speech-got-a-58",
  app: "Pronto",
  kind: "chat",
  dark: false,
  device: "iphone",
  format: "jpeg",
  quality: 76,
  crop: { top: 50 },
  owner: { name: "Nouri", handle: null },
  time: "16:44",
  battery: 63,
  cutLines: 1,
  replies: true,
  css: `${bubbleCss({ bg: "#f7f7fc", fg: "#1d1b33", sub: "#8b89a3", left: "#ffffff", leftFg: "#1d1b33", right: "#5b4bdb", rightFg: "#ffffff", radius: 16, size: 15, max: 276, quote: "rgba(0,0,0,.06)", react: "#ffffff" })}
.bb.l{box-shadow:0 1px 2px rgba(30,20,80,.12)}.rx{box-shadow:0 1px 2px rgba(0,0,0,.14)}.bb.r .qt{background:rgba(255,255,255,.16)}
${headCss("#ffffff", "#1d1b33", "#8b89a3", "#e6e5f0", 62)}.hd{color:#5b4bdb}.hd b{font-size:17px;color:#1d1b33}
.in{flex:none;gap:10px;padding:8px 12px 30px;background:#ffffff;color:#5b4bdb;border-top:1px solid #e6e5f0}.in .box{flex:1;min-height:38px;border-radius:10px;background:#f3f2fa;border:1px solid #e2e0ef;display:flex;align-items:center;padding:6px 12px;font-size:15.5px;color:#a2a0b8}`,
  html: `${groupHead("SOC 204 · Group 7", "Phoebe, Pooja, Ruaridh, You", "#f4a261", `${icon.video(21)}${icon.moreV(20)}`, false)}
<div class="fill">
${bubbles(
  "Phoebe",
  [
    { t: "Today" },
    { them: "marks are up for the group essay!!", who: "Phoebe", time: "16:02" },
    { them: "58?? I thought ours was really strong", who: "Pooja", time: "16:05" },
    { me: "Oh no. I’ve just looked at what I uploaded.", time: "16:11" },
    {
      me: "I submitted the best man’s speech I’m writing for my brother instead of our essay. The feedback says the structure is loose but the conclusion made her cry.",
      time: "16:12",
    },
    {
      them: "tell your brother his speech got a 2:2",
      who: "Ruaridh",
      quote: ["me", "I submitted the best man’s speech I’m writing for my brother instead of our essay."],
      time: "16:20",
      react: "😂",
    },
    { them: "honestly higher than my last solo essay", who: "Phoebe", time: "16:23" },
    { me: "I’ve emailed her the real one. The wedding’s still on.", time: "16:40" },
    { typing: "Pooja is typing…" },
  ],
  true,
  { Phoebe: "#e76f51", Pooja: "#2a9d8f", Ruaridh: "#457b9d" },
)}
</div>
<div class="row in" data-role="ui">${icon.plus(22)}<span class="box">Message SOC 204 · Group 7</span>${icon.send(22)}</div>`,
};

export const sling: ScreenSpec = {
  id: "sling-the-staff-lasagne-on-table-twelve",
  app: "Sling",
  kind: "chat",
  dark: false,
  device: "android",
  format: "png",
  banner: { app: "Messages", color: "#1a73e8", title: "Pranvera", body: "can you still cover my Sunday close?", author: "Pranvera", age: "now" },
  owner: { name: "Orfeo", handle: null },
  time: "21:12",
  battery: 38,
  cutLines: 0,
  replies: true,
  css: `${bubbleCss({ bg: "#f2f5f7", fg: "#1e2b33", sub: "#7f8e98", left: "#ffffff", leftFg: "#1e2b33", right: "#12a08a", rightFg: "#ffffff", radius: 14, size: 15, max: 262, quote: "rgba(0,0,0,.06)", react: "#ffffff" })}
.bb.l{box-shadow:0 1px 1px rgba(0,0,0,.1)}.rx{box-shadow:0 1px 2px rgba(0,0,0,.14)}
${headCss("#ffffff", "#1e2b33", "#7f8e98", "#e3e8ec", 58)}.hd{color:#12a08a}.hd b{font-size:17px;font-weight:500;color:#1e2b33}
.in{flex:none;gap:8px;padding:6px 10px 10px;background:#ffffff;color:#12a08a;border-top:1px solid #e3e8ec}.in .box{flex:1;min-height:40px;border-radius:20px;background:#f2f5f7;display:flex;align-items:center;padding:6px 14px;font-size:15px;color:#93a1aa}`,
  html: `${groupHead("Kitchen · Wharf Street", "Riikka, Nasser, Maiara, You", "#12a08a", `${icon.person(21)}${icon.moreV(20)}`)}
<div class="fill">
${bubbles(
  "Riikka",
  [
    { them: "who ate the staff lasagne? there was a whole tray on the side", who: "Riikka", time: "20:41" },
    { them: "not me, I had soup", who: "Maiara", time: "20:43" },
    { me: "Nobody ate it. I left the tray on the pass by mistake and it went out as the special.", time: "20:47" },
    { me: "Table 12 want the recipe. It was three days of leftovers and a burnt corner.", time: "20:48" },
    { them: "that’s on the menu now. leftovers bake, £16", who: "Nasser", time: "20:52", react: "😂" },
    { voice: "0:12", who: "Maiara", time: "20:55" },
    { them: "ok but what are WE eating", who: "Riikka", time: "21:03" },
    { me: "Toast. I’ll make toast.", time: "21:06" },
  ],
  true,
  { Riikka: "#ef6c00", Nasser: "#5c6bc0", Maiara: "#ad1457" },
)}
</div>
<div class="row in" data-role="ui">${icon.camera(22)}<span class="box">Write a message</span>${icon.send(22)}</div>`,
};

export const missive: ScreenSpec = {
  id: "missive-a-fly-in-the-final-logo",
  app: "Missive",
  kind: "chat",
  dark: true,
  device: "iphone",
  format: "jpeg",
  quality: 78,
  downscaleTo: 1000,
  owner: { name: "Raluca", handle: null },
  time: "11:19",
  battery: 71,
  cutLines: 0,
  replies: true,
  css: `${bubbleCss({ bg: "#17191d", fg: "#e6e8ec", sub: "#858b96", left: "#262a30", leftFg: "#e6e8ec", right: "#3a6fe0", rightFg: "#ffffff", radius: 12, size: 15, max: 280, quote: "rgba(255,255,255,.1)", react: "#262a30" })}
${headCss("#1e2126", "#f0f2f5", "#858b96", "#2b2f36", 60)}.hd{color:#8fb0ff}.hd b{font-size:16.5px;color:#f0f2f5}
.em{flex:none;gap:10px;padding:8px 14px;background:#1e2126;border-bottom:1px solid #2b2f36;font-size:12.5px;color:#858b96}.em .lb{padding:1px 7px;border-radius:4px;background:#3b2f5c;color:#c9b8ff}
.in{flex:none;gap:10px;padding:8px 12px 30px;background:#1e2126;color:#8fb0ff;border-top:1px solid #2b2f36}.in .box{flex:1;min-height:38px;border-radius:8px;background:#262a30;display:flex;align-items:center;padding:6px 12px;font-size:15.5px;color:#7b818c}`,
  html: `${groupHead("Re: Final logo files", "Halden Physio · 3 emails · 4 in chat", "#3a6fe0", `${icon.check(21)}${icon.moreV(20)}`, false)}
<div class="row em" data-role="ui"><span class="lb">Clients</span><span>Team chat</span><span>· Nihal, Pirkko, Rubina, you</span></div>
<div class="fill">
${bubbles(
  "Nihal",
  [
    { t: "Today" },
    { them: "client is on the phone. they love it, but what’s the little leaf for", who: "Nihal", time: "10:31" },
    { them: "what leaf", who: "Pirkko", time: "10:32" },
    { me: "The little leaf by the H. It was on their sketch, so I’ve spent two weeks perfecting it.", time: "10:40" },
    { me: "I’ve just found their original printout. There is no leaf. It’s a fly that died on the page.", time: "10:52" },
    { them: "the fly is getting more exposure than our portfolio", who: "Rubina", quote: ["me", "There is no leaf."], time: "10:58", react: "😂" },
    { them: "they want it on the van as well now", who: "Nihal", time: "11:06" },
    { me: "I’m invoicing for the leaf.", time: "11:14" },
  ],
  true,
  { Nihal: "#00897b", Pirkko: "#8e24aa", Rubina: "#f4511e" },
)}
</div>
<div class="row in" data-role="ui">${icon.paperclip(22)}<span class="box">Chat with your team</span>${icon.send(22)}</div>`,
};

const window = `<div style="position:absolute;left:0;right:0;bottom:0;height:30px;background:#8d8d8d"></div><div style="position:absolute;left:10px;top:10px;right:10px;bottom:30px;border:4px solid #37474f;background:rgba(178,223,219,.45)"></div>${[
  30, 72, 114, 156,
]
  .map(
    (x, i) =>
      `<div style="position:absolute;left:${x + 10}px;top:26px;width:16px;height:16px;border-radius:50%;background:#e0d6cc"></div><div style="position:absolute;left:${x}px;top:44px;width:36px;height:62px;border-radius:10px 10px 4px 4px;background:${["#e57373", "#fff8e1", "#4db6ac", "#ffb74d"][i]}"></div>`,
  )
  .join("")}`;

export const crew: ScreenSpec = {
  id: "crew-eleven-mannequins-at-the-assembly-point",
  app: "Crew",
  kind: "chat",
  dark: false,
  device: "iphone-max",
  format: "jpeg",
  quality: 74,
  crop: { bottom: 70 },
  owner: { name: "Nyla", handle: null },
  time: "14:08",
  battery: 54,
  cutLines: 0,
  replies: true,
  css: `${bubbleCss({ bg: "#ffffff", fg: "#1b1d2b", sub: "#8a8da0", left: "#f0f1f7", leftFg: "#1b1d2b", right: "#4a54e8", rightFg: "#ffffff", radius: 18, size: 15.5, max: 296, quote: "rgba(0,0,0,.06)", react: "#f0f1f7" })}
.rx{border-color:#fff}
${headCss("#ffffff", "#1b1d2b", "#8a8da0", "#ebecf3", 62)}.hd{color:#4a54e8}.hd b{font-size:17px;color:#1b1d2b}
.in{flex:none;gap:10px;padding:8px 12px 30px;background:#ffffff;color:#4a54e8;border-top:1px solid #ebecf3}.in .box{flex:1;min-height:38px;border-radius:19px;background:#f5f6fa;display:flex;align-items:center;padding:6px 14px;font-size:16px;color:#a3a6b8}`,
  html: `${groupHead("Homeware · Floor 2", "Nevaeh, Ragnar and 9 others", "#ffb300", `${icon.bell(21)}${icon.moreV(20)}`)}
<div class="fill">
${bubbles(
  "Nevaeh",
  [
    { them: "why was the fire brigade in the stockroom though", who: "Ragnar", time: "13:34" },
    { me: "My fault. I was fire marshal and I counted everyone on the pavement. Forty-two, all present.", time: "13:40" },
    {
      me: "Eleven of the forty-two were mannequins from the window display. The two new starters were still in the stockroom finishing their sandwiches.",
      time: "13:41",
    },
    { photo: ["#cfd8dc", "#eceff1"], who: "me", caption: "In my defence, they were facing the assembly point.", time: "13:43", h: 130, shapes: window },
    { them: "the firemen rescued a meal deal", who: "Nevaeh", time: "13:52", react: "😂" },
    { them: "you also ticked off the one in the wedding dress as me", who: "Ragnar", time: "13:55" },
    { me: "She stands up straighter than you.", time: "14:02" },
  ],
  true,
  { Nevaeh: "#26a69a", Ragnar: "#7e57c2" },
)}
</div>
<div class="row in" data-role="ui">${icon.plus(22)}<span class="box">Message Homeware · Floor 2</span>${icon.send(22)}</div>`,
};

const smear = `<div style="position:absolute;left:50%;top:50%;width:118px;height:118px;margin:-59px 0 0 -59px;border-radius:50%;background:radial-gradient(circle,#1a2340 0%,#0b0f1e 70%);box-shadow:0 0 0 6px #2b2b2b"></div><div style="position:absolute;left:96px;top:44px;width:30px;height:12px;border-radius:50%;background:rgba(200,40,70,.75);transform:rotate(-24deg);filter:blur(2px)"></div><div style="position:absolute;left:74px;top:76px;width:3px;height:3px;border-radius:50%;background:#fff"></div><div style="position:absolute;left:140px;top:90px;width:2px;height:2px;border-radius:50%;background:#fff"></div><div style="position:absolute;left:120px;top:62px;width:2px;height:2px;border-radius:50%;background:#fff"></div>`;

export const plato: ScreenSpec = {
  id: "plato-a-comet-of-raspberry-jam",
  app: "Plato",
  kind: "chat",
  dark: true,
  device: "iphone-max",
  format: "png",
  owner: { name: "Oddrun", handle: null },
  time: "08:47",
  battery: 89,
  cutLines: 0,
  replies: true,
  css: `${bubbleCss({ bg: "#0f0d1a", fg: "#ecebf5", sub: "#8a86a3", left: "#221f36", leftFg: "#ecebf5", right: "#7c4dff", rightFg: "#ffffff", radius: 20, size: 15.5, max: 300, quote: "rgba(255,255,255,.1)", react: "#221f36" })}
.bb.r .qt{background:rgba(255,255,255,.16)}
${headCss("#16132a", "#f3f2fa", "#8a86a3", "#25213d", 62)}.hd{color:#b39dff}.hd b{font-size:17px;color:#f3f2fa}
.in{flex:none;gap:10px;padding:8px 12px 30px;background:#16132a;color:#b39dff;border-top:1px solid #25213d}.in .box{flex:1;min-height:38px;border-radius:19px;background:#221f36;display:flex;align-items:center;padding:6px 14px;font-size:16px;color:#7c7896}`,
  html: `${groupHead("Back Garden Sky Club", "Nimisha, Pauliina, Mariska, You", "#3949ab", `${icon.gift(21)}${icon.moreV(20)}`)}
<div class="fill">
${bubbles(
  "Nimisha",
  [
    { them: "did anyone get out last night? cloud here by ten", who: "Mariska", time: "07:58" },
    { me: "Clear skies here. I found a faint smudge near Orion that isn’t on any chart, so I emailed the observatory at 2am with coordinates.", time: "08:05" },
    { me: "The observatory has replied. My comet is a smear of raspberry jam on the eyepiece.", time: "08:21" },
    {
      them: "do you still get to name it though",
      who: "Pauliina",
      quote: ["me", "My comet is a smear of raspberry jam on the eyepiece."],
      time: "08:24",
      react: "😂",
    },
    { photo: ["#1b1b1b", "#2a2a2a"], who: "me", caption: "In fairness, it does look like a comet.", time: "08:30", h: 140, shapes: smear },
    { them: "best thing this club has discovered in six years", who: "Nimisha", time: "08:39" },
    { me: "Cleaning the eyepiece now. Toast only at the telescope from today.", time: "08:44" },
    { typing: "Mariska is typing…" },
  ],
  true,
  { Nimisha: "#00acc1", Pauliina: "#ec407a", Mariska: "#ffa726" },
)}
</div>
<div class="row in" data-role="ui">${icon.plus(22)}<span class="box">Say something…</span>${icon.smile(22)}</div>`,
};
