// Reviews: OpenTable (a diner and the restaurant's answer), Zomato (capitals in Hinglish, an update,
// the restaurant's answer, cut at the bottom), Hostelworld (cropped at the top through another review,
// the hostel's answer), StoryGraph (a long, flat review under a text banner, others' reviews below),
// Indeed (a long flat company review and the employer's answer, saved twice), ClassPass (a bland
// reviewer, the studio and another member), Serializd (dark, the reviewer named only in a small header
// far above the review, comments).
import { avatar, icon, picture } from "./icons";
import { stars } from "./parts";
import type { ScreenSpec } from "./screen-type";
import { other, own, span, ui } from "./shell";

export const opentable: ScreenSpec = {
  id: "opentable-review",
  app: "OpenTable",
  kind: "review",
  dark: false,
  device: "iphone",
  format: "png",
  owner: { name: "Henrik L.", handle: null },
  time: "20:31",
  battery: 70,
  replies: true,
  css: `body{background:#fff}.hd{flex:none;height:48px;padding:0 14px;gap:12px;border-bottom:1px solid #eee}.hd b{flex:1;text-align:center;font-size:16px}
.rs{padding:14px 16px 6px}.rs .t{font-size:20px;font-weight:700}.rs .s{font-size:13px;color:#6f737b;margin-top:3px}
.rv{padding:12px 16px;border-top:1px solid #eee}.who{gap:10px}.nm{font-size:15px;font-weight:600}.mt{font-size:12px;color:#6f737b}.sc{gap:12px;font-size:12px;color:#6f737b;margin:8px 0 6px}.sc b{color:#2d333f}
.tx{font-size:15px;line-height:21px;color:#2d333f}.rp{margin:10px 0 0 14px;padding:10px 12px;background:#f6f6f7;border-radius:8px}.rp .rn{font-size:13px;font-weight:600;color:#da3743}.rp .rx{font-size:14px;line-height:20px;color:#2d333f;margin-top:3px}
.tab{flex:none;justify-content:space-around;padding:8px 0 28px;border-top:1px solid #eee;color:#6f737b}`,
  html: `<div class="row hd" data-role="ui">${icon.back(22)}<b>Reviews</b>${icon.share(20)}</div>
<div class="fill">
<div class="rs">${ui("Brasserie Colette", "t")}<div class="row" style="gap:6px;margin-top:4px">${stars(4, "#da3743", "#ddd", 14)}${span("4.6 · 1,204 reviews", "s")}</div></div>
<div class="rv"><div class="row who">${avatar(36, "#8e44ad")}<div>${ui("Henrik L.", "nm")}${ui("Copenhagen · 3 reviews · Dined on 14 March", "mt")}</div></div>
<div class="row sc">${stars(2, "#da3743", "#ddd", 13)}<span>Food <b>5</b></span><span>Service <b>5</b></span><span>Ambience <b>5</b></span></div>
${own("Food excellent. Service excellent. Ambience excellent. Two stars because they would not let me bring my own birthday cake, which I baked myself, and which was also excellent.", "tx")}
<div class="rp">${ui("Response from Brasserie Colette", "rn")}${other("Brasserie Colette", "Dear Henrik, we did let you. You ate it in the car park with two of our forks, which we would like back.", "rx")}</div></div>
<div class="rv"><div class="row who">${avatar(36, "#16a085")}<div>${ui("Amara N.", "nm")}${ui("London · 11 reviews · Dined on 13 March", "mt")}</div></div>
<div class="row sc">${stars(5, "#da3743", "#ddd", 13)}<span>Food <b>5</b></span><span>Service <b>5</b></span></div>
${other("Amara N.", "The duck!! Staff even sang for my mum.", "tx")}</div>
</div>
<div class="row tab">${icon.search(24)}${icon.bookmark(24)}${icon.person(24)}</div>`,
};

export const zomato: ScreenSpec = {
  id: "zomato-review",
  app: "Zomato",
  kind: "review",
  dark: false,
  device: "android",
  format: "jpeg",
  quality: 72,
  owner: { name: "Rohit Khanna", handle: null },
  time: "22:47",
  battery: 31,
  cutLines: 1,
  replies: true,
  css: `body{background:#fff}.hd{flex:none;height:54px;padding:0 14px;gap:14px;border-bottom:1px solid #eee}.hd b{font-size:17px;font-weight:500;display:block}.hd small{font-size:12px;color:#696969;display:block}
.rv{padding:14px 16px;border-bottom:8px solid #f4f4f4}.who{gap:10px}.nm{font-size:15px;font-weight:500}.mt{font-size:12px;color:#9c9c9c}
.rt{gap:8px;margin:10px 0 6px;font-size:12px;color:#696969}.rt .bd{background:#e23744;color:#fff;border-radius:5px;padding:1px 6px;font-weight:700}.rt .bd.g{background:#267e3e}
.tx{font-size:15px;line-height:21px;color:#1c1c1c}.rp{margin-top:10px;padding:10px 12px;background:#fff6f7;border-left:3px solid #e23744;border-radius:0 8px 8px 0}.rp .rn{font-size:13px;font-weight:500;color:#e23744}.rp .rx{font-size:14px;line-height:20px;margin-top:2px}
.acts{gap:22px;font-size:13px;color:#696969;margin-top:10px}.tab{flex:none;height:56px;justify-content:space-around;border-top:1px solid #eee;background:#fff;color:#696969;position:relative;z-index:3;padding-bottom:10px}
.fill{padding-top:6px}`,
  html: `<div class="row hd" data-role="ui">${icon.back(22)}<div style="flex:1"><b>Punjabi Tadka</b><small>North Indian · Karol Bagh, Delhi</small></div>${icon.share(20)}</div>
<div class="fill">
<div class="rv"><div class="row who">${avatar(38, "#d35400")}<div>${ui("Rohit Khanna", "nm")}${ui("12 reviews · 40 followers", "mt")}</div></div>
<div class="row rt"><span class="bd">1 ★</span><span>DELIVERY · 2 days ago</span></div>
${own("ORDERED PANEER BUTTER MASALA. RECEIVED PANEER. WHERE IS THE BUTTER. WHERE IS THE MASALA. bhai kya scene hai. 1 STAR FOR THE PANEER ONLY", "tx")}
${own("update: found the gravy in the other bag. still 1 star for emotional damage", "tx")}
<div class="rp">${ui("Punjabi Tadka replied", "rn")}${other("Punjabi Tadka", "Sir the gravy was in the bag from the start 🙏 Emotional damage is not on our menu but one gulab jamun is coming for healing", "rx")}</div>
<div class="row acts"><span>👍 Helpful (86)</span><span>💬 Comment</span></div></div>
<div class="rv"><div class="row who">${avatar(38, "#2980b9")}<div>${ui("Sneha Iyer", "nm")}${ui("3 reviews · 2 followers", "mt")}</div></div>
<div class="row rt"><span class="bd g">5 ★</span><span>DINING · 3 days ago</span></div>
${other("Sneha Iyer", "Dal makhani was too good. Lassi was so thick the straw stood up by itself. Staff was very sweet and quick, we went for my cousin’s farewell and they brought out extra papad", "tx")}</div>
<div class="rv"><div class="row who">${avatar(38, "#8e44ad")}<div>${ui("Arjun Mehra", "nm")}${ui("41 reviews · 310 followers", "mt")}</div></div>
<div class="row rt"><span class="bd g">4 ★</span><span>DELIVERY · 4 days ago</span></div>
${other("Arjun Mehra", "Butter naan arrived warm which is a miracle in this weather. Chole a bit salty. Packaging solid, nothing leaked, the rider also called twice to ask for directions even though the pin was correct", "tx")}</div>
</div>
<div class="row tab">${icon.home(22)}${icon.search(22)}${icon.bookmark(22)}${icon.person(22)}</div>`,
};

export const hostelworld: ScreenSpec = {
  id: "hostelworld-review",
  app: "Hostelworld",
  kind: "review",
  dark: false,
  device: "iphone-max",
  format: "png",
  owner: { name: "Jonas", handle: null },
  time: "11:05",
  battery: 83,
  crop: { top: 212 },
  cutLines: 1,
  replies: true,
  css: `body{background:#f3f3f6}.hd{flex:none;height:50px;padding:0 14px;gap:12px;background:#fff}.hd b{flex:1;text-align:center;font-size:16px}
.rv{background:#fff;margin:8px 0;padding:14px 16px}.who{gap:10px}.nm{font-size:15px;font-weight:600}.mt{font-size:12px;color:#777}.sc{display:inline-block;background:#f25621;color:#fff;font-weight:700;border-radius:6px;padding:3px 8px;font-size:14px;margin:8px 0 6px}
.tx{font-size:15px;line-height:22px;color:#222}.rp{margin-top:10px;padding:10px 12px;background:#fdf0ea;border-radius:10px}.rp .rn{font-size:13px;font-weight:600;color:#f25621}.rp .rx{font-size:14px;line-height:20px;margin-top:2px;color:#333}`,
  html: `<div class="row hd" data-role="ui">${icon.back(22)}<b>Reviews · Casa Azul Hostel</b>${icon.share(20)}</div>
<div class="fill">
<div class="rv"><div class="row who">${avatar(36, "#2e86de")}<div>${ui("Mei, Taiwan · 18-24", "nm")}${ui("Stayed Apr 2024 · Solo", "mt")}</div></div>
<span class="sc">9.4</span>
${other("Mei, Taiwan · 18-24", "Rooftop at sunset was magic. Met people from six countries and we all went to the same bar four nights in a row. Bathrooms very clean, lockers big enough for a 40L backpack. Would stay again", "tx")}</div>
<div class="rv"><div class="row who">${avatar(36, "#10ac84")}<div>${ui("Jonas, Germany · 25-30", "nm")}${ui("Stayed Apr 2024 · Solo", "mt")}</div></div>
<span class="sc">7.1</span>
${own("Great location, nice staff. The guy in the bunk above me snored in three languages. Breakfast is bread.", "tx")}
<div class="rp">${ui("Property response", "rn")}${other("Casa Azul Hostel", "Hola Jonas! The bread is artisanal 🙂 The snoring was not included in the price, it was a free bonus.", "rx")}</div></div>
<div class="rv"><div class="row who">${avatar(36, "#ee5253")}<div>${ui("Chloé, France · 25-30", "nm")}${ui("Stayed Mar 2024 · Couple", "mt")}</div></div>
<span class="sc">8.8</span>
${other("Chloé, France · 25-30", "Très bien. Good wifi, quiet after 11, the cat is called Pancho and he is the real manager.", "tx")}</div>
</div>`,
};

export const storygraph: ScreenSpec = {
  id: "storygraph-review",
  app: "StoryGraph",
  kind: "review",
  dark: false,
  device: "iphone",
  format: "png",
  owner: { name: "marisol.reads", handle: null },
  time: "07:58",
  battery: 88,
  banner: { app: "Messages", color: "#34c759", title: "Bea", body: "did u finish it?? no spoilers pls", author: "Bea", age: "now" },
  cutLines: 1,
  replies: true,
  css: `body{background:#fbfaf7}.hd{flex:none;height:50px;padding:0 14px;gap:12px;border-bottom:1px solid #ece9e2}.hd b{flex:1;text-align:center;font-size:16px}
.bk{gap:12px;padding:12px 16px}.bk .tt{font-size:16px;font-weight:700}.bk .au{font-size:13px;color:#777}
.rv{padding:12px 16px;border-top:1px solid #ece9e2}.nm{font-size:14px;font-weight:600;color:#0e7c86}.rt{font-size:13px;color:#555;margin:4px 0 6px}.tags{gap:6px;flex-wrap:wrap;margin-bottom:8px}.tags span{font-size:12px;border:1px solid #d8d3c8;border-radius:12px;padding:2px 8px;color:#555}
.tx{font-size:15px;line-height:22px;color:#222}`,
  html: `<div class="row hd" data-role="ui">${icon.back(22)}<b>Reviews</b>${icon.more(22)}</div>
<div class="fill">
<div class="row bk">${picture(54, 80, ["#7d9d6b", "#2f4a3a"])}<div>${ui("The Orchard Letters", "tt")}${ui("Harriet Vale · 384 pages", "au")}</div></div>
<div class="rv">${ui("marisol.reads", "nm")}${ui("★ 3.25 · finished 28 May", "rt")}<div class="row tags">${span("reflective")}${span("sad")}${span("slow-paced")}</div>
${own("I really wanted to love this one. The first half is slow but I think that is on purpose, because the main character is also slow to understand things about her family and the farm and the letters. The middle picked up when her sister came back from Lisbon. The writing about the apple trees was nice. I didn’t love the ending but I didn’t hate it either. I think it would make a good film. Would recommend if you like books about farms and sisters.", "tx")}</div>
<div class="rv">${ui("tomasz_pages", "nm")}${ui("★ 4.5 · finished 2 June", "rt")}
${other("tomasz_pages", "the apple tree chapters destroyed me, had to stand in the kitchen for a bit", "tx")}</div>
</div>`,
};

export const indeed: ScreenSpec = {
  id: "indeed-company-review",
  app: "Indeed",
  kind: "review",
  dark: false,
  device: "android",
  format: "jpeg",
  owner: { name: "Stock Associate (Former Employee)", handle: null },
  time: "12:19",
  battery: 66,
  generations: [{ quality: 90 }, { width: 720, quality: 66 }],
  replies: true,
  css: `body{background:#fff}.hd{flex:none;height:54px;padding:0 14px;gap:14px;border-bottom:1px solid #e4e2e0}.hd b{font-size:17px;font-weight:500}
.co{padding:12px 16px;gap:12px;border-bottom:1px solid #e4e2e0}.co .n{font-size:16px;font-weight:700}.co .s{font-size:13px;color:#595959}
.rv{padding:14px 16px}.ti{font-size:17px;font-weight:700;color:#2d2d2d;margin-top:6px}.mt{font-size:13px;color:#595959;margin:4px 0 8px}
.tx{font-size:15px;line-height:22px;color:#2d2d2d}.pc{margin-top:10px;font-size:14px;line-height:20px}.pc b{display:block;font-size:13px;color:#595959}
.rp{margin-top:12px;padding:10px 12px;background:#f3f2f1;border-radius:8px}.rp .rn{font-size:13px;font-weight:700;color:#2557a7}.rp .rx{font-size:14px;line-height:20px;margin-top:3px}`,
  html: `<div class="row hd" data-role="ui">${icon.back(22)}<b>Reviews</b></div>
<div class="row co"><span style="width:42px;height:42px;border-radius:8px;background:#0f4c81;flex:none"></span><div>${ui("Northgate Distribution Ltd", "n")}${ui("3.4 ★ · 612 reviews", "s")}</div></div>
<div class="fill"><div class="rv">${stars(3, "#2d2d2d", "#ccc", 14)}
${own("Fine place to work", "ti")}
${ui("Stock Associate (Former Employee) · Leeds · 9 May 2024", "mt")}
${own("I worked here for two years on nights. The shifts are long but you get used to it. Management is ok, some managers are better than others. Pay is about average for the area and it goes in on time. The canteen does a jacket potato on Thursdays. Parking can be difficult after 6pm because of the gym next door. Training was two days. Overall it is a job and I would probably go back.", "tx")}
<div class="pc"><b>Pros</b>${own("Thursday jacket potato")}</div>
<div class="pc"><b>Cons</b>${own("Parking")}</div>
<div class="rp">${ui("Northgate Distribution Ltd responded", "rn")}${other("Northgate Distribution Ltd", "Thank you for your feedback. We are pleased to hear that you enjoyed the jacket potatoes and we are looking into parking.", "rx")}</div>
</div></div>`,
};

export const classpass: ScreenSpec = {
  id: "classpass-review",
  app: "ClassPass",
  kind: "review",
  dark: false,
  device: "iphone",
  format: "png",
  owner: { name: "Inès M.", handle: null },
  time: "19:12",
  battery: 47,
  replies: true,
  css: `body{background:#fff}.hd{flex:none;height:48px;padding:0 14px;gap:12px}.hd b{flex:1;text-align:center;font-size:16px}
.cl{padding:6px 16px 14px;border-bottom:1px solid #eee}.cl .t{font-size:20px;font-weight:700}.cl .s{font-size:13px;color:#6b6b6b;margin-top:3px}.big{gap:8px;margin-top:8px;font-size:13px;color:#6b6b6b}.big b{font-size:26px;color:#111}
.rv{padding:14px 16px;border-bottom:1px solid #eee}.who{gap:10px;font-size:13px;color:#6b6b6b}.who b{color:#111;font-size:15px;display:block}.tx{font-size:15px;line-height:21px;margin-top:8px}
.rp{margin-top:8px;padding:9px 12px;background:#f4f1ff;border-radius:10px}.rp .rn{font-size:12px;font-weight:600;color:#5a3fd6}.rp .rx{font-size:14px;line-height:19px;margin-top:2px}`,
  html: `<div class="row hd" data-role="ui">${icon.back(22)}<b>Reviews</b>${icon.share(20)}</div>
<div class="fill">
<div class="cl">${ui("Hot Vinyasa 60", "t")}${ui("Heatwave Yoga · Shoreditch", "s")}<div class="row big"><b>4.8</b>${stars(5, "#5a3fd6", "#ddd", 14)}<span>2,318 ratings</span></div></div>
<div class="rv"><div class="row who">${avatar(34, "#e67e22")}<div><b>Wei L.</b>Attended 12 classes</div><span style="margin-left:auto">${stars(5, "#5a3fd6", "#ddd", 12)}</span></div>
${other("Wei L.", "The instructor called my downward dog ambitious and I have been thinking about it for a week", "tx")}</div>
<div class="rv"><div class="row who">${avatar(34, "#c0392b")}<div><b>Inès M.</b>Attended 1 class</div><span style="margin-left:auto">${stars(3, "#5a3fd6", "#ddd", 12)}</span></div>
${own("it was fine. hot", "tx")}
<div class="rp">${ui("Heatwave Yoga replied", "rn")}${other("Heatwave Yoga", "Hi Inès! It is hot yoga 🙂 Hope to see you on the mat again soon")}</div></div>
<div class="rv"><div class="row who">${avatar(34, "#27ae60")}<div><b>Kwabena A.</b>Attended 31 classes</div><span style="margin-left:auto">${stars(5, "#5a3fd6", "#ddd", 12)}</span></div>
${other("Kwabena A.", "Came in a sceptic, left a puddle. 10/10", "tx")}</div>
</div>`,
};

export const serializd: ScreenSpec = {
  id: "serializd-review",
  app: "Serializd",
  kind: "review",
  dark: true,
  device: "iphone-max",
  format: "png",
  owner: { name: "couchkenji", handle: null },
  time: "02:14",
  battery: 21,
  cutLines: 1,
  replies: true,
  css: `body{background:#0f0f17}.hd{flex:none;height:44px;padding:0 14px;gap:10px;color:#aaa}.hd small{font-size:12px;color:#8c8ca6}
.ps{display:flex;gap:14px;padding:10px 16px}.ps .t{font-size:22px;font-weight:700}.ps .s{font-size:13px;color:#9a9ab0;margin-top:4px}
.rt{gap:8px;padding:8px 16px;color:#9a9ab0;font-size:13px}.tx{font-size:17px;line-height:24px;padding:6px 16px 10px}
.acts{gap:20px;padding:4px 16px 12px;color:#9a9ab0;font-size:13px;border-bottom:1px solid #24243a}.sec{font-size:13px;color:#9a9ab0;padding:12px 16px 4px;text-transform:uppercase;letter-spacing:.5px}
.c{gap:10px;padding:10px 16px}.cn{font-size:13px;font-weight:600;color:#c7b8ff}.cm{font-size:12px;color:#777}.ct{font-size:15px;line-height:21px;margin-top:2px}
.tab{flex:none;height:82px;justify-content:space-around;padding-bottom:28px;background:#15151f;border-top:1px solid #24243a;color:#8c8ca6;position:relative;z-index:3}
.fill{padding-top:14px}`,
  html: `<div class="row hd" data-role="ui">${icon.back(22)}${avatar(20, "#6b5bd6")}<small>Review by couchkenji</small><span style="flex:1"></span>${icon.more(22)}</div>
<div class="fill">
<div class="ps">${picture(110, 165, ["#3a5f8f", "#1a1a2e"], `<div style="position:absolute;left:20px;top:40px;width:70px;height:90px;border-radius:8px;background:rgba(255,255,255,.15)"></div>`)}<div>${ui("The Harbour Office", "t")}${ui("2013–2022 · 9 seasons · 201 episodes", "s")}</div></div>
<div class="row rt">${stars(4, "#9f7aea", "#3a3a50", 16)}<span>4.5 · Watched 3 Feb</span></div>
${own("watched all 9 seasons in 11 days. my landlord thinks i died. the show is good but i have not spoken out loud since tuesday", "tx")}
<div class="row acts"><span>♥ 312</span><span>💬 3</span></div>
${ui("Comments", "sec")}
<div class="row c">${avatar(30, "#d97706")}<div style="flex:1"><div class="row" style="gap:6px">${span("hana.s", "cn")}${span("2d", "cm")}</div>${other("hana.s", "the landlord part is the real review", "ct")}</div></div>
<div class="row c">${avatar(30, "#059669")}<div style="flex:1"><div class="row" style="gap:6px">${span("diego_bxl", "cn")}${span("2d", "cm")}</div>${other("diego_bxl", "201 episodes in 11 days is 18 a day. kenji blink twice", "ct")}</div></div>
<div class="row c">${avatar(30, "#db2777")}<div style="flex:1"><div class="row" style="gap:6px">${span("ottoline", "cn")}${span("1d", "cm")}</div>${other("ottoline", "honestly respect. season 6 is the one where it gets weird and you need to just push through it", "ct")}</div></div>
<div class="row c">${avatar(30, "#2563eb")}<div style="flex:1"><div class="row" style="gap:6px">${span("m.okonkwo", "cn")}${span("1d", "cm")}</div>${other("m.okonkwo", "i did this with the same show in 2020 and i still hear the theme tune when the microwave beeps. you will never fully recover, sorry", "ct")}</div></div>
<div class="row c">${avatar(30, "#9333ea")}<div style="flex:1"><div class="row" style="gap:6px">${span("ana.lu", "cn")}${span("20h", "cm")}</div>${other("ana.lu", "open a window kenji", "ct")}</div></div>
</div>
<div class="row tab">${icon.home(24)}${icon.search(24)}${icon.plusBox(24)}${icon.person(24)}</div>`,
};

export const REVIEWS: ScreenSpec[] = [opentable, zomato, hostelworld, storygraph, indeed, classpass, serializd];
