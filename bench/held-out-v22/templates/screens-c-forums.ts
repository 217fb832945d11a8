// Part C forums (v22): Miata.net (the uncle who waved at a mail truck; the last post cut by the tab bar), Steve Hoffman
// Music Forums (dark; four copies of Rumours), Knitting Paradise (the cat's ninth Christmas jumper; JPEG), WatchUSeek
// (eleven automatics and the oven clock; JPEG saved twice), Toytown Germany (the baby told about the quiet time; an
// Android banner; downscaled), RedFlagDeals (dark; the toilet paper that got the car; JPEG), LetsRun (the ham sandwich at
// mile 24; cropped at the top).
import { head } from "./blocks";
import { icon, picture } from "./icons";
import type { ScreenSpec } from "./screen-type";
import { bottomIcons, forumCss, fpost, safariBar } from "./screens-c-kit";
import { ui } from "./shell";

export const miata: ScreenSpec = {
  id: "miatanet-until-the-mailman-gave-up",
  app: "Miata.net",
  kind: "comments",
  dark: false,
  device: "android",
  format: "png",
  owner: { name: "Placido_NA", handle: null },
  time: "19:52",
  battery: 61,
  cutLines: 1,
  replies: true,
  statusBarDark: true,
  statusBarBackground: "#1c1c1c",
  css: `${forumCss("#ececec", "#fff", "#222", "#6e6e6e", "#d9d9d9", "#b3121b", 13.5, "#f5f1f1")}.hd{background:#1c1c1c;color:#fff;border-bottom:3px solid #b3121b}.hd small{color:#bbb}.hd b{font-weight:800;letter-spacing:.3px}.fn{color:#b3121b}.fp{margin-top:5px}.fill>.fp:first-child{margin-top:18px}`,
  html: `${head("Miata.net Forums", "MX-5 Miata General Discussion", icon.search(20), icon.menu(22))}
<div class="tp" data-role="ui"><b>Does anyone still do the Miata wave?</b><small>Radley · Page 2 of 2</small></div>
<div class="fill">
${fpost({ name: "Radley", meta: "Junior Member · Mar 2025 · 38 Posts", color: "#5a7ab0", text: ["Three waves back out of eleven this week. I don’t think anyone tells the ND owners."], who: "Radley", num: "#14" })}
${fpost({ name: "Placido_NA", meta: "Senior Member · Jun 2011 · 4,212 Posts", color: "#b0784a", text: ["Took my uncle out in the NA on Saturday and explained the wave on the way to the coast. He took it very seriously. After that he waved at anything small, red or not.", "He waved at a mail truck for two miles until the mailman gave up and waved back.", "Uncle is now looking at Miatas."], who: "owner", num: "#15" })}
${fpost({ name: "Osbert", meta: "Member · Jan 2019 · 611 Posts", color: "#6aa07a", quote: { label: "Placido_NA said:", who: "owner", text: "Uncle is now looking at Miatas." }, text: ["That’s how it starts. Mine began with one lift to the lumber yard in 2009. Now three of them live in the garage."], who: "Osbert", num: "#16" })}
${fpost({ name: "Radley", meta: "Junior Member · Mar 2025 · 38 Posts", color: "#5a7ab0", text: ["Honestly the mail truck should count. Mail carriers are the last people on the road who still wave at anybody, so I’d take that as an official wave and log it in the spreadsheet with the others from this week."], who: "Radley", num: "#17" })}
</div>
${bottomIcons([icon.home(24), icon.search(24), icon.bell(24), icon.person(24)], "#fff", "#d9d9d9", "#6e6e6e", true)}`,
};

export const hoffman: ScreenSpec = {
  id: "hoffman-so-the-other-three-stay-nice",
  app: "Steve Hoffman Music Forums",
  kind: "comments",
  dark: true,
  device: "iphone",
  format: "png",
  owner: { name: "Ottmar", handle: null },
  time: "22:41",
  battery: 34,
  cutLines: 1,
  replies: true,
  statusBarBackground: "#1d2024",
  css: `${forumCss("#141618", "#1d2024", "#dcdfe2", "#8b9096", "#2d3136", "#d9a441", 14.5, "#262a2f")}.hd{background:#1d2024}.hd b{color:#d9a441;font-weight:700}.fp{margin-top:7px}.fn{color:#d9a441}.ft{color:#8b9096}`,
  html: `${head("Steve Hoffman Music Forums", "Music Corner", icon.search(20), icon.menu(22))}
<div class="tp" data-role="ui"><b>How many copies of the same album do you own?</b><small>Nunzio · Page 3 of 5</small></div>
<div class="fill">
${fpost({ name: "Prewitt", meta: "Forum Resident", meta2: "Joined: Aug 14, 2012 · Messages: 9,381", color: "#5a86b0", text: ["Five pressings of Dark Side. I know each one by its hiss alone."], who: "Prewitt", num: "#51", foot: ui("Like · Reply", "ft") })}
${fpost({ name: "Ottmar", meta: "Forum Resident", meta2: "Joined: Feb 3, 2009 · Messages: 14,207", color: "#a8784a", text: ["Four copies of Rumours: a UK first press, a 1977 German, the 2011 reissue and a club edition with a bent corner.", "I only ever play the club edition, so the other three stay nice.", "Cleaned on the machine every time, sleeves replaced last spring."], who: "owner", num: "#52", foot: ui("Like · Reply · Prewitt, Nunzio and 23 others", "ft") })}
${fpost({ name: "Nunzio", meta: "Forum Resident", meta2: "Joined: Nov 20, 2015 · Messages: 2,466", color: "#6aa07a", quote: { label: "Ottmar said:", who: "owner", text: "so the other three stay nice." }, text: ["So they are protecting each other, basically."], who: "Nunzio", num: "#53", foot: ui("Like · Reply", "ft") })}
${fpost({ name: "Ottmar", meta: "Forum Resident", meta2: "Joined: Feb 3, 2009 · Messages: 14,207", color: "#a8784a", text: ["Basically. The bent corner is the bodyguard."], who: "owner", num: "#54", foot: ui("Like · Reply", "ft") })}
</div>
${safariBar("forums.stevehoffman.tv", true)}`,
};

export const knitting: ScreenSpec = {
  id: "knittingparadise-one-photograph",
  app: "Knitting Paradise",
  kind: "comments",
  dark: false,
  device: "iphone",
  format: "jpeg",
  quality: 72,
  owner: { name: "Maudie", handle: null },
  time: "10:26",
  battery: 77,
  replies: true,
  css: `${forumCss("#f6efe6", "#fffaf3", "#3a2e26", "#85766a", "#e6d9c9", "#8c3b5e", 14.5, "#f6efe6")}.hd{background:#8c3b5e;color:#fff;border:none}.hd small{color:#f1d9e4}.hd b{font-family:Georgia,serif;font-size:18px}.tp b{color:#8c3b5e}.fp{margin-top:7px}.fn{color:#5e3b8c}.ft{color:#8c3b5e}`,
  statusBarDark: true,
  statusBarBackground: "#8c3b5e",
  html: `${head("Knitting Paradise", "Main · Christmas Knitting", icon.search(20), icon.menu(22))}
<div class="tp" data-role="ui"><b>Marzipan’s ninth Christmas jumper (pics)</b><small>Maudie · 31 replies</small></div>
<div class="fill">
${fpost({ name: "Maudie", meta: "Shropshire, UK · Joined: 2015 · 2,930 posts", color: "#b0607a", text: ["Every December since 2018 I have knitted Marzipan a Christmas jumper, always in her colours, always with a little bell.", "Nine jumpers. Each one has been worn for exactly as long as it takes to take one photograph.", "This year’s is fair isle, in a DK with a bit of mohair."], who: "owner", foot: `<div style="margin-top:9px">${picture("100%", 120, ["#d9c4a8", "#a8876a"], `<div style="position:absolute;left:120px;top:22px;width:90px;height:80px;border-radius:45px 45px 20px 20px;background:#7a5a3a"></div><div style="position:absolute;left:128px;top:62px;width:74px;height:36px;border-radius:8px;background:repeating-linear-gradient(90deg,#b0283a 0 8px,#fff 8px 12px,#2a6a3a 12px 20px)"></div>`)}</div>${ui("Reply · Quote · 58 likes", "ft")}` })}
${fpost({ name: "Rosemarie", meta: "Manitoba · Joined: 2011 · 7,412 posts", color: "#6a8ab0", text: ["Those colours are perfect on her. How many weeks was the fair isle?"], who: "Rosemarie", foot: ui("Reply · Quote", "ft") })}
${fpost({ name: "Maudie", meta: "Shropshire, UK · Joined: 2015 · 2,930 posts", color: "#b0607a", text: ["Five weeks. She was out of it in four seconds."], who: "owner", foot: ui("Reply · Quote", "ft") })}
${fpost({ name: "Nelda", meta: "Nova Scotia · Joined: 2013 · 388 posts", color: "#7ab07a", text: ["Mine won’t even let me measure her."], who: "Nelda", foot: ui("Reply · Quote", "ft") })}
</div>
${safariBar("knittingparadise.com")}`,
};

export const watchuseek: ScreenSpec = {
  id: "watchuseek-by-the-oven-clock",
  app: "WatchUSeek",
  kind: "comments",
  dark: false,
  device: "iphone-max",
  format: "jpeg",
  generations: [{ quality: 90 }, { width: 828, quality: 66 }],
  owner: { name: "Ruslan", handle: null },
  time: "07:48",
  battery: 92,
  replies: true,
  css: `${forumCss("#eef1f4", "#fff", "#1e252c", "#6a747e", "#dde2e7", "#0f5a8a", 14.5, "#f1f4f7")}.hd{border-bottom:2px solid #0f5a8a}.hd b{color:#0f5a8a;font-weight:800}.fp{margin-top:7px}.fn{color:#1e252c}`,
  html: `${head("WatchUSeek", "Public Forum", icon.search(20), icon.menu(22))}
<div class="tp" data-role="ui"><b>What’s on your wrist today? December 2026</b><small>Pradeep · Page 212 of 212</small></div>
<div class="fill">
${fpost({ name: "Pradeep", meta: "Member · Joined Oct 2020 · 1,102 posts", color: "#5a86b0", text: ["Diver on rubber for the school run."], who: "Pradeep", num: "#4,231", foot: `<div style="margin-top:8px">${picture("100%", 110, ["#31465a", "#16222e"], `<div style="position:absolute;left:150px;top:14px;width:82px;height:82px;border-radius:41px;background:#101820;border:6px solid #9aa6b0"></div>`)}</div>` })}
${fpost({ name: "Ruslan", meta: "Member · Joined Mar 2017 · 3,486 posts", color: "#a87a4a", text: ["Nothing today, honestly. Eleven automatics in the box and each of them has stopped on a different day.", "I tell the time by the oven clock now. It is a Bosch from 2011 and it has not lost a minute since.", "Might finally get a winder."], who: "owner", num: "#4,232" })}
${fpost({ name: "Ormond", meta: "Member · Joined Jul 2014 · 6,019 posts", color: "#6aa07a", quote: { label: "Ruslan said:", who: "owner", text: "I tell the time by the oven clock now." }, text: ["Wrist shot of the oven, please. Rules are rules."], who: "Ormond", num: "#4,233" })}
${fpost({ name: "Ruslan", meta: "Member · Joined Mar 2017 · 3,486 posts", color: "#a87a4a", text: ["It keeps better time than the Oris. I will deny writing that."], who: "owner", num: "#4,234" })}
</div>
${safariBar("watchuseek.com")}`,
};

export const toytown: ScreenSpec = {
  id: "toytown-pass-it-on-to-him",
  app: "Toytown Germany",
  kind: "comments",
  dark: false,
  device: "android",
  format: "png",
  downscaleTo: 720,
  owner: { name: "Riona", handle: null },
  time: "14:06",
  battery: 48,
  cutLines: 1,
  replies: true,
  statusBarDark: true,
  statusBarBackground: "#24476b",
  banner: {
    app: "Messages",
    color: "#1a73e8",
    title: "Osvaldo",
    body: "should I take Frau O the cake or does that make it worse",
    author: "Osvaldo",
    age: "now",
  },
  css: `${forumCss("#eef0f3", "#fff", "#22272e", "#69717b", "#d8dde3", "#24476b", 13.5, "#f2f4f7")}.hd{background:#24476b;color:#fff;border:none}.hd small{color:#c9d6e4}.fp{margin-top:5px;padding:8px 14px}.fn{color:#24476b}.ft{color:#24476b}`,
  html: `${head("Toytown Germany", "Family, Kids & Schools", icon.search(20), icon.menu(22))}
<div class="tp" data-role="ui"><b>House rules and babies: what can neighbours actually ask?</b><small>Toytown Germany › Family, Kids &amp; Schools</small><small>Mauricio · 18 replies</small></div>
<div class="fill">
${fpost({ name: "Mauricio", meta: "Berlin · 412 posts", color: "#5a86b0", text: ["Our caretaker says a crying child counts as noise during the midday rest. Is that an actual rule or just him?"], who: "Mauricio", foot: ui("Quote · Like", "ft") })}
${fpost({ name: "Riona", meta: "Cologne · 1,067 posts", color: "#b0607a", text: ["Not a rule that I know of, but try telling Frau Ostermann on the second floor.", "She knocked on Sunday at 13:40 to say our baby had been crying during the rest. I told her I would pass it on to him.", "She thanked me and went back downstairs."], who: "owner", foot: ui("Quote · Like · 37", "ft") })}
${fpost({ name: "Pernilla", meta: "Düsseldorf · 96 posts", color: "#7ab07a", text: ["Ha! And did he take it well?"], who: "Pernilla", foot: ui("Quote · Like", "ft") })}
${fpost({ name: "Riona", meta: "Cologne · 1,067 posts", color: "#b0607a", text: ["He cried about it for twenty minutes, so no."], who: "owner", foot: ui("Quote · Like · 22", "ft") })}
</div>
${bottomIcons([icon.home(24), icon.comment(24), icon.bell(24), icon.person(24)], "#fff", "#d8dde3", "#69717b", true)}`,
};

export const redflagdeals: ScreenSpec = {
  id: "redflagdeals-drove-the-paper-home",
  app: "RedFlagDeals",
  kind: "comments",
  dark: true,
  device: "android",
  format: "jpeg",
  quality: 74,
  owner: { name: "normand_qc", handle: null },
  time: "11:19",
  battery: 66,
  replies: true,
  statusBarBackground: "#1b1d20",
  css: `${forumCss("#111214", "#1b1d20", "#e4e6e8", "#9097a0", "#2c2f34", "#e03a3a", 13.5, "#25282d")}.hd{background:#1b1d20;border-bottom:2px solid #e03a3a}.hd b{font-weight:800}.fp{margin-top:5px}.fn{color:#e8eaec}.pn{color:#5fbf6f;font-weight:700;font-size:12.5px}`,
  html: `${head("RedFlagDeals", "Hot Deals", icon.search(20), icon.menu(22))}
<div class="tp" data-role="ui"><b>[Costco] Kirkland bathroom tissue, 30 rolls $17.99 (YMMV)</b><small>Nadim · 126 replies · Page 7</small></div>
<div class="fill">
${fpost({ name: "Nadim", meta: "Deal Fanatic · Jul 2015 · 8,530 posts", color: "#5a86b0", text: ["Confirmed at Scarborough, a whole pallet by the tire centre."], who: "Nadim", num: "+18" })}
${fpost({ name: "normand_qc", meta: "Deal Addict · Mar 2013 · 6,044 posts", color: "#a8784a", text: ["Got five at Laval this morning. Fair warning, five do not fit in a Civic with a person in it.", "My wife drove the paper home and I took the bus.", "Still the best price I have seen on these since 2022."], who: "owner", num: "+64" })}
${fpost({ name: "Prentice", meta: "Member · Sep 2021 · 233 posts", color: "#6aa07a", quote: { label: "normand_qc wrote:", who: "owner", text: "My wife drove the paper home and I took the bus." }, text: ["So the toilet paper rode up front and you got the 144. Respect."], who: "Prentice", num: "+31" })}
${fpost({ name: "normand_qc", meta: "Deal Addict · Mar 2013 · 6,044 posts", color: "#a8784a", text: ["It had the seatbelt on, too. She insisted."], who: "owner", num: "+40" })}
</div>
${bottomIcons([icon.home(24), icon.flame(24), icon.bell(24), icon.person(24)], "#1b1d20", "#2c2f34", "#9097a0", true)}`,
};

export const letsrun: ScreenSpec = {
  id: "letsrun-with-the-crusts-cut-off",
  app: "LetsRun",
  kind: "comments",
  dark: false,
  device: "iphone",
  format: "png",
  crop: { top: 50 },
  owner: { name: "Maximo", handle: null },
  time: "06:37",
  battery: 83,
  cutLines: 1,
  replies: true,
  css: `${forumCss("#fff", "#fff", "#111", "#666", "#ddd", "#0b3d91", 15, "#f4f4f4")}.hd{background:#fff;border-bottom:2px solid #0b3d91}.hd b{color:#0b3d91;font-weight:900;font-size:18px}.fp{margin-top:0;border-top:none}.fn{color:#0b3d91;font-size:13.5px}.ft{color:#0b3d91}.fill>.fp:first-child{margin-top:10px}`,
  html: `${head("LetsRun.com", "Running Message Board", icon.search(20), icon.menu(22))}
<div class="tp" data-role="ui"><b>Worst moment of your marathon this year?</b><small>Regan · 64 replies</small></div>
<div class="fill">
${fpost({ name: "Regan", meta: "Sunday, 8:14pm", color: "#5a86b0", size: 28, text: ["Mile 20 in Chicago. My left calf simply left."], who: "Regan", foot: ui("Reply · Quote", "ft") })}
${fpost({ name: "Maximo", meta: "Sunday, 9:02pm", color: "#a87a4a", size: 28, text: ["CIM, chasing sub-3. At mile 24 a guy wearing a denim jacket went past me eating something.", "Not a gel. A ham sandwich, with the crusts cut off.", "I finished in 3:02. I have not looked up what he ran and I never will."], who: "owner", foot: ui("Reply · Quote", "ft") })}
${fpost({ name: "Phineas", meta: "Monday, 6:30am", color: "#6aa07a", size: 28, text: ["Denim jacket guy is a CIM legend. He does it every year, different sandwich."], who: "Phineas", foot: ui("Reply · Quote", "ft") })}
${fpost({ name: "Maximo", meta: "Monday, 7:11am", color: "#a87a4a", size: 28, text: ["So it was planned. That makes it worse."], who: "owner", foot: ui("Reply · Quote", "ft") })}
${fpost({ name: "Regan", meta: "Monday, 7:45am", color: "#5a86b0", size: 28, text: ["The real question is what was in the sandwich."], who: "Regan", foot: ui("Reply · Quote", "ft") })}
</div>
${safariBar("letsrun.com")}`,
};
