// Part A's listings (v18): 5miles (a metal detector that found its owner's wedding ring, with comments, the last
// one cut under the bottom bar), Letgo (a trampoline the husband still uses at night, the seller's chat with a
// buyer, downscaled), Carsales (dark, parking sensors ignored until the bumper, a buyer's banner, JPEG),
// Roomster (a sauna that is a cupboard, the lister's chat with a would-be roommate), Trulia (a telescope
// bolted to the attic roof, pointing at the neighbour's dish, with what locals say).
import { button, cmt, pageCss, paras, whoRow } from "./blocks";
import { avatar, icon, picture } from "./icons";
import type { ScreenSpec } from "./screen-type";
import { other, own, ui } from "./shell";

export const fiveMiles: ScreenSpec = {
  id: "5miles-my-own-wedding-ring",
  app: "5miles",
  kind: "listing",
  dark: false,
  device: "iphone",
  format: "png",
  owner: { name: "Bodhi Quarles", handle: null },
  time: "13:12",
  battery: 69,
  cutLines: 1,
  replies: true,
  css: `${pageCss({ bg: "#fff", card: "#fff", fg: "#222", sub: "#7a7a7a", line: "#eee", accent: "#ff4c3b", soft: "#fff3f1", size: 14.5 })}
.fill>*{flex-shrink:0}.hd{border:none}.pc{padding:10px 16px 4px}.pc .p{font-size:24px;font-weight:700;color:#ff4c3b}.pc b{font-size:17px;display:block;margin-top:2px}.pc small{font-size:12.5px;color:#7a7a7a;display:flex;gap:4px;align-items:center;margin-top:4px}
.h2{font-size:15px;font-weight:700;padding:12px 16px 0}.cm{padding:8px 16px}
.bar{flex:none;gap:10px;padding:10px 16px 30px;border-top:1px solid #eee;background:#fff;position:relative;z-index:3}.bar span{flex:1;text-align:center;border-radius:22px;padding:11px;font-weight:600;font-size:15px}.bar .o{border:1.5px solid #ff4c3b;color:#ff4c3b}.bar .c{background:#ff4c3b;color:#fff}`,
  html: `<div class="row hd" data-role="ui">${icon.back(22)}<div class="h"></div>${icon.heart(22)}${icon.share(22)}${icon.more(22)}</div>
<div class="fill">
${picture("100%", 170, ["#dfe6d9", "#b9c7ae"], `<div style="position:absolute;left:70px;top:40px;width:230px;height:10px;border-radius:5px;background:#3b3f44;transform:rotate(-24deg)"></div><div style="position:absolute;left:238px;top:108px;width:80px;height:44px;border-radius:50%;border:7px solid #3b3f44"></div><div style="position:absolute;left:92px;top:38px;width:34px;height:22px;border-radius:4px;background:#e0b23a"></div>`)}
<div class="pc" data-role="ui"><div class="p">$120</div><b>Metal detector with headphones and digger</b><small>${icon.pin(13)}Plano, TX · 3.1 mi · Listed 4 days ago</small></div>
${ui("Description", "h2")}
<div class="cd" style="border:none;padding-top:0">${paras("owner", [
    "Used on three beaches this summer. Total finds: one ring pull, a 1998 penny and my own wedding ring, three times, while I was wearing it.",
    "Works perfectly, new batteries. Pick up only.",
  ])}</div>
<div class="cd">${whoRow("Bodhi Quarles", "★★★★★ 4.8 · 17 reviews · Usually replies in 1 hr", "#7a8a5a", 36)}</div>
${ui("Comments (3)", "h2")}
${cmt("cyrus.tomlin", "2d", "#5a7ab0", "Does it pick up gold?", "cyrus.tomlin")}
${cmt("Bodhi Quarles", "2d", "#7a8a5a", "Only if you’re wearing it.", "owner", true)}
${cmt("Birgit A.", "5h", "#b07a8a", "Would you take $90 if I pick it up tonight? I’m near the library on Custer and can bring cash", "Birgit A.")}
</div>
<div class="row bar" data-role="ui"><span class="o">Make Offer</span><span class="c">Chat</span></div>`,
};

/** A Letgo chat bubble: the seller's (the phone's user) on the right in coral, the buyer's on the left. */
const lg = (side: "me" | "them", text: string, who = "Emeric") =>
  `<div class="bb ${side === "me" ? "r" : "l"}">${side === "me" ? own(text) : other(who, text)}</div>`;

export const letgo: ScreenSpec = {
  id: "letgo-come-after-dark",
  app: "Letgo",
  kind: "listing",
  dark: false,
  device: "android",
  format: "png",
  downscaleTo: 720,
  owner: { name: "Donata", handle: null },
  time: "18:46",
  battery: 53,
  replies: true,
  css: `body{background:#fff;color:#2b2b2b}.fill{display:flex;flex-direction:column;justify-content:flex-end;padding:0 12px 10px;gap:6px}.fill>*{flex-shrink:0}
.bb{max-width:262px;border-radius:18px;padding:8px 13px;font-size:15px;line-height:20px}.bb.l{background:#f0f0f2;align-self:flex-start;border-bottom-left-radius:4px}.bb.r{background:#ff3f55;color:#fff;align-self:flex-end;border-bottom-right-radius:4px}
.tm{align-self:center;font-size:11.5px;color:#8d8d93;margin:8px 0 2px}.seen{align-self:flex-end;font-size:11px;color:#8d8d93}
.hd{flex:none;height:56px;padding:0 12px 0 8px;gap:10px;border-bottom:1px solid #ececec;color:#2b2b2b}.hd b{font-size:16.5px;font-weight:600;display:block}.hd small{font-size:12px;color:#8d8d93;display:block}
.it{flex:none;gap:12px;padding:10px 14px;border-bottom:1px solid #ececec;background:#fafafa}.it .th{width:52px;height:52px;border-radius:8px;background:linear-gradient(160deg,#9bc7e8,#5fa3d6);flex:none;position:relative;overflow:hidden}.it b{font-size:14.5px;font-weight:600;display:block;white-space:nowrap}.it .p{font-size:15px;font-weight:700;color:#ff3f55}.it small{font-size:12px;color:#8d8d93;display:block}.it .mk{margin-left:auto;font-size:12.5px;font-weight:600;color:#ff3f55;border:1.5px solid #ff3f55;border-radius:16px;padding:5px 10px;flex:none}
.in{flex:none;gap:10px;padding:7px 10px 10px;border-top:1px solid #ececec;color:#8d8d93}.in .box{flex:1;min-height:40px;border-radius:20px;background:#f0f0f2;display:flex;align-items:center;padding:6px 14px;font-size:15px;color:#9a9aa0}`,
  html: `<div class="row hd" data-role="ui">${icon.back(24)}${avatar(36, "#6a9ac0")}<div style="flex:1;min-width:0"><b>Emeric</b><small>Active today</small></div>${icon.moreV(21)}</div>
<div class="row it" data-role="ui"><span class="th"><span style="position:absolute;left:6px;top:26px;width:40px;height:6px;border-radius:3px;background:#2d3b48"></span><span style="position:absolute;left:6px;top:8px;width:40px;height:20px;border:2px solid #2d3b48;border-radius:4px"></span></span><div style="min-width:0"><b>12ft trampoline + net</b><div class="p">$75</div><small>Mesa, AZ</small></div><span class="mk">Mark as sold</span></div>
<div class="fill">
${lg("them", "Hi Donata! Is the trampoline still for sale?")}
${lg("me", "Yes! Net and ladder included. You’d have to take it down yourself.")}
${lg("them", "how long does that take")}
${lg("me", "My husband put it up in 2019. He says he isn’t the one taking it down, so honestly no idea.")}
${lg("them", "ok. why are you getting rid of it?")}
${lg("me", "The kids are 15 and 17 and haven’t been on it in years.")}
${lg("me", "My husband still uses it at night when he thinks the street is asleep. He needs to be stopped.")}
${ui("Today 6:31 PM", "tm")}
${lg("them", "lol. would you do $60?")}
${lg("me", "$60 is fine. Please come after dark so he can say goodbye.")}
</div>
<div class="row in" data-role="ui">${icon.camera(22)}<span class="box">Send a message</span>${icon.send(22)}</div>`,
};

export const carsales: ScreenSpec = {
  id: "carsales-which-is-how-the-bumper-happened",
  app: "Carsales",
  kind: "listing",
  dark: true,
  device: "android",
  format: "jpeg",
  quality: 70,
  owner: { name: "Abelard", handle: null },
  time: "20:05",
  battery: 46,
  banner: {
    app: "Messages",
    color: "#1a73e8",
    title: "Ferris (Carsales ad)",
    body: "hi Abelard is the Cruze still going? whats the story with the back bumper",
    author: "Ferris",
    age: "now",
  },
  replies: true,
  css: `${pageCss({ bg: "#0f1114", card: "#181b20", fg: "#eef0f3", sub: "#9aa1ab", line: "#262a31", accent: "#3d8bff", soft: "#21252b", size: 14.5 })}
.fill>*{flex-shrink:0}.hd{background:#181b20;border:none}.hd b{font-size:17px}
.pc{padding:12px 16px 8px;background:#181b20}.pc b{font-size:19px;line-height:24px;display:block}.pc .p{font-size:22px;font-weight:700;margin-top:6px}.pc small{font-size:12.5px;color:#9aa1ab;display:block;margin-top:2px}.ps{display:inline-block;margin-top:8px;font-size:11.5px;font-weight:600;border:1px solid #3d8bff;color:#8ab8ff;border-radius:4px;padding:2px 7px}
.kd{display:grid;grid-template-columns:1fr 1fr;gap:12px 10px;padding:12px 16px;background:#181b20;border-top:1px solid #262a31}.kd div{font-size:14px}.kd small{display:block;font-size:11.5px;color:#9aa1ab}
.h2{font-size:16px;font-weight:700;padding:14px 16px 2px;background:#181b20;border-top:1px solid #262a31}
.bar{flex:none;gap:10px;padding:10px 14px 14px;background:#181b20;border-top:1px solid #262a31;position:relative;z-index:3}.bar span{flex:1;text-align:center;border-radius:6px;padding:11px;font-weight:600;font-size:15px}.bar .o{border:1.5px solid #3d8bff;color:#8ab8ff}.bar .c{background:#3d8bff;color:#fff}`,
  statusBarBackground: "#181b20",
  html: `<div class="row hd" data-role="ui">${icon.back(22)}<div class="h"><b>Private seller listing</b></div>${icon.heart(22)}${icon.share(22)}</div>
<div class="fill">
${picture("100%", 180, ["#3a4450", "#1a1f25"], `<div style="position:absolute;left:44px;top:78px;width:272px;height:50px;border-radius:18px 40px 10px 10px;background:#b8bfc7"></div><div style="position:absolute;left:100px;top:56px;width:150px;height:32px;border-radius:16px 20px 0 0;background:#9aa3ad"></div><div style="position:absolute;left:72px;top:114px;width:36px;height:36px;border-radius:50%;background:#0b0d10;border:5px solid #555"></div><div style="position:absolute;left:246px;top:114px;width:36px;height:36px;border-radius:50%;background:#0b0d10;border:5px solid #555"></div><div style="position:absolute;right:10px;bottom:8px;font-size:11px;color:#fff;background:rgba(0,0,0,.55);border-radius:10px;padding:2px 8px">1 / 14</div>`)}
<div class="pc" data-role="ui"><b>2014 Holden Cruze CDX Auto</b><small>Hatch · 4cyl 1.8L · Automatic</small><div class="p">$11,450</div><small>Drive away · Ballarat, VIC</small><span class="ps">Private seller</span></div>
<div class="kd" data-role="ui"><div>142,380 km<small>Odometer</small></div><div>Hatch<small>Body type</small></div><div>Automatic<small>Transmission</small></div><div>Petrol<small>Fuel type</small></div><div>Silver<small>Colour</small></div><div>2 (private)<small>Owners</small></div></div>
${ui("Seller’s comments", "h2")}
<div class="cd" style="border:none;padding-top:4px">${paras("owner", [
    "Reliable little car, serviced on time every time, logbooks in the glovebox. New tyres in March.",
    "Parking sensors front and rear. They beep at walls, leaves and sometimes nothing at all, so I learned to ignore them, which is how the rear bumper happened.",
    "Bumper has been repaired. Sensors still beep.",
  ])}</div>
</div>
<div class="row bar" data-role="ui"><span class="o">Call</span><span class="c">Enquire</span></div>`,
};

/** A Roomster message: the lister's (the phone's user) on the right, the would-be roommate's on the left. */
const rm = (side: "me" | "them", text: string, time: string, who = "Cillian Strathmore") =>
  `<div class="bb ${side === "me" ? "r" : "l"}">${side === "me" ? own(text) : other(who, text)}${ui(time, "bt2")}</div>`;

export const roomster: ScreenSpec = {
  id: "roomster-fits-one-person-standing",
  app: "Roomster",
  kind: "listing",
  dark: false,
  device: "iphone",
  format: "png",
  owner: { name: "Blythe", handle: null },
  time: "17:03",
  battery: 84,
  cutLines: 1,
  replies: true,
  css: `body{background:#f3f5f7;color:#1d2a33}.fill{display:flex;flex-direction:column;justify-content:flex-end;padding:0 12px 10px;gap:6px}.fill>*{flex-shrink:0}
.bb{max-width:268px;border-radius:16px;padding:8px 12px;font-size:15px;line-height:20px}.bb.l{background:#fff;align-self:flex-start;box-shadow:0 1px 1px rgba(0,0,0,.06)}.bb.r{background:#e85a3c;color:#fff;align-self:flex-end}.bt2{font-size:10.5px;opacity:.65;text-align:right;margin-top:2px;line-height:13px}
.tm{align-self:center;font-size:11.5px;color:#7b8893;margin:8px 0 2px}
.hd{flex:none;height:56px;padding:0 14px 0 8px;gap:10px;background:#fff;border-bottom:1px solid #e2e6ea;color:#e85a3c}.hd b{font-size:16.5px;font-weight:600;color:#1d2a33;display:block}.hd small{font-size:12px;color:#7b8893;display:block}
.ls{flex:none;gap:12px;padding:10px 14px;background:#fff;border-bottom:1px solid #e2e6ea}.ls .th{width:64px;height:48px;border-radius:6px;flex:none;background:linear-gradient(150deg,#e9dccb,#c8b49a)}.ls b{font-size:14.5px;display:block}.ls small{font-size:12px;color:#7b8893;display:block}.ls .p{font-size:14px;font-weight:700;color:#e85a3c}
.in{flex:none;gap:10px;padding:8px 12px 30px;background:#fff;border-top:1px solid #e2e6ea;color:#e85a3c}.in .box{flex:1;min-height:38px;border-radius:19px;border:1px solid #d5dbe0;display:flex;align-items:center;padding:6px 14px;font-size:15.5px;color:#9aa5ae}`,
  html: `<div class="row hd" data-role="ui">${icon.back(24)}${avatar(36, "#7aa06a")}<div style="flex:1;min-width:0"><b>Cillian Strathmore</b><small>Looking for a room · Pittsburgh</small></div>${icon.moreV(21)}</div>
<div class="row ls" data-role="ui"><span class="th"></span><div style="min-width:0"><b>Private room in 2BR apartment</b><small>Shadyside, Pittsburgh, PA</small><div class="p">$875/month</div></div></div>
<div class="fill">
${ui("Yesterday", "tm")}
${rm("them", "Hi Blythe! I saw your room. The listing says the apartment has a sauna?", "4:12 PM")}
${rm("me", "It does. It’s a cupboard with a heater in it, but we call it the sauna.", "4:40 PM")}
${rm("them", "is it included in the rent", "4:41 PM")}
${rm("me", "Yes. Please don’t dry laundry in it. That was the whole problem with the last roommate.", "4:45 PM")}
${ui("Today", "tm")}
${rm("them", "ok 😅 how big is it", "3:58 PM")}
${rm("me", "It fits one person, standing up, holding their breath.", "4:20 PM")}
${rm("them", "could I view the room on Saturday", "4:52 PM")}
</div>
<div class="row in" data-role="ui">${icon.camera(22)}<span class="box">Write your message</span>${icon.send(22)}</div>`,
};

/** A "What Locals Say" card: the quote, then who and when (a label). */
const local = (who: string, meta: string, text: string) => `<div class="lc"><div class="lq">${other(who, text)}</div>${ui(`${who} · ${meta}`, "lm")}</div>`;

export const trulia: ScreenSpec = {
  id: "trulia-it-cannot-be-moved",
  app: "Trulia",
  kind: "listing",
  dark: false,
  device: "iphone-max",
  format: "png",
  owner: { name: "Drusilla Penhallow", handle: null },
  time: "10:19",
  battery: 90,
  replies: true,
  css: `${pageCss({ bg: "#fff", card: "#fff", fg: "#2a2a33", sub: "#6f6f7b", line: "#ececf0", accent: "#007882", soft: "#f2f7f7", size: 15 })}
.fill>*{flex-shrink:0}.hd{border:none}
.pc{padding:12px 18px 6px}.pc .p{font-size:26px;font-weight:700}.pc .bd{font-size:15px;margin-top:4px}.pc small{font-size:13.5px;color:#6f6f7b;display:block;margin-top:3px}.fs{display:inline-block;font-size:11.5px;font-weight:700;color:#fff;background:#007882;border-radius:4px;padding:2px 7px;margin-bottom:6px;letter-spacing:.3px}
.h2{font-size:18px;font-weight:700;padding:16px 18px 2px}.by{font-size:12.5px;color:#6f6f7b;padding:2px 18px 0}
.lcs{display:flex;flex-direction:column;gap:10px;padding:10px 18px 16px}.lc{border:1px solid #e1e1e8;border-radius:10px;padding:12px 14px}.lq{font-size:14.5px;line-height:20px}.lm{font-size:12px;color:#6f6f7b;margin-top:8px}
.bar{flex:none;gap:10px;padding:10px 18px 32px;border-top:1px solid #ececf0;background:#fff;position:relative;z-index:3}.bar span{flex:1;text-align:center;border-radius:8px;padding:12px;font-weight:600;font-size:15.5px}.bar .o{border:1.5px solid #007882;color:#007882}.bar .c{background:#007882;color:#fff}`,
  html: `<div class="row hd" data-role="ui">${icon.back(24)}<div class="h"></div>${icon.heart(23)}${icon.share(23)}</div>
<div class="fill">
${picture("100%", 176, ["#a9c7e0", "#d9c9a8"], `<div style="position:absolute;left:94px;top:78px;width:240px;height:96px;background:#e7dfd0"></div><div style="position:absolute;left:80px;top:30px;width:0;height:0;border-left:134px solid transparent;border-right:134px solid transparent;border-bottom:52px solid #6b4f3a"></div><div style="position:absolute;left:250px;top:22px;width:34px;height:9px;border-radius:3px;background:#3a3f46;transform:rotate(-30deg)"></div><div style="position:absolute;left:190px;top:124px;width:40px;height:50px;background:#7a5a40"></div><div style="position:absolute;right:10px;bottom:8px;font-size:11px;color:#fff;background:rgba(0,0,0,.55);border-radius:10px;padding:2px 8px">1 of 28</div>`)}
<div class="pc" data-role="ui"><span class="fs">FOR SALE BY OWNER</span><div class="p">$389,000</div><div class="bd">3bd · 2ba · 1,712 sqft</div><small>418 Larkin St, Bozeman, MT 59715</small><small>Listed by owner · Drusilla Penhallow</small></div>
${ui("Description", "h2")}
<div class="cd" style="border:none;padding:4px 18px 0">${paras("owner", [
    "Three-bed craftsman two blocks from the park. New roof in 2022, big garden with two apple trees.",
    "The attic has a telescope bolted to the roof by the previous owner. I have looked through it once. It points at the neighbor’s satellite dish, and it cannot be moved.",
  ])}</div>
${ui("What Locals Say", "h2")}
${ui("About Larkin St · from 9 residents", "by")}
<div class="lcs">
${local("Eloise", "Resident · 1y ago", "Quiet street, everyone waves, kids play out until dark.")}
${local("Faustina", "Resident · 3mo ago", "I have always wondered why the house across the road has a telescope pointed at our roof.")}
</div>
</div>
<div class="row bar" data-role="ui"><span class="o">Schedule tour</span><span class="c">Contact owner</span></div>`,
};

export const LISTINGS_A: ScreenSpec[] = [fiveMiles, letgo, carsales, roomster, trulia];
