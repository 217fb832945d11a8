// Part D's reviews (v41): the owner's review with the business's reply, other reviewers above and below (the one below cut by the
// page's bottom bar).
import { avatar, icon, picture } from "./icons";
import type { ScreenSpec } from "./screen-type";
import { abs, overBar, rev, revCss } from "./screens-d-kit";
import { ui } from "./shell";
import { stars } from "./parts";

// Talabat (a shawarma restaurant in Al Barsha, Dubai: food strip, restaurant row, rating, a review above, the owner's review and the
// restaurant's reply, a review below cut by the View menu bar). Dark, JPEG, a Messages banner over the status bar and food strip.
export const talabat: ScreenSpec = {
  id: "talabat-the-tub-for-after-the-interview",
  app: "Talabat",
  kind: "review",
  dark: true,
  device: "android",
  format: "jpeg",
  quality: 72,
  owner: { name: "Yaqoob", handle: null },
  time: "13:05",
  battery: 23,
  banner: { app: "Messages", color: "#34c759", title: "Wadha", body: "so?? how did the interview go, you didn't answer mama", author: "Wadha", age: "now" },
  cutLines: 1,
  replies: true,
  css: `body{background:#141414;color:#eeeeee}.fill{display:flex;flex-direction:column}.fill>*{flex:none}
.ic{position:absolute;left:0;right:0;top:8px;padding:0 12px;gap:12px;color:#fff}.ic span{width:34px;height:34px;border-radius:50%;background:rgba(0,0,0,.45);display:flex;align-items:center;justify-content:center}
.rs{gap:12px;padding:10px 14px;align-items:center;background:#1c1c1c;border-bottom:1px solid #2a2a2a}.rn{font-size:17px;font-weight:800}.rm{font-size:12px;color:#a0a0a0;margin-top:1px}.tp{font-size:11.5px;font-weight:700;color:#ff6a00;margin-top:2px}
.sc{gap:10px;padding:9px 14px;align-items:center;border-bottom:1px solid #2a2a2a}.sc b{font-size:24px;font-weight:800}.sc .l{font-size:12px;color:#a0a0a0}
${revCss("#2a2a2a", "#9a9a9a", "#241a12", "#ff6a00")}
.bb{gap:8px;padding:8px 12px 10px;background:#1c1c1c;border-top:1px solid #2a2a2a}.bb span{flex:1;text-align:center;font-size:15px;font-weight:700;border-radius:8px;padding:11px 0}.bb .a{color:#fff;background:#ff6a00}.bb .b{flex:.5;color:#ff6a00;border:1.5px solid #ff6a00}`,
  html: `<div style="position:relative;flex:none">${picture("100%", 93, ["#7a4a22", "#3a2412"], abs(40, 40, 120, 60, "#d9a05a", "40px 40px 10px 10px") + abs(60, 50, 80, 10, "#f3e6c8", "5px") + abs(200, 36, 110, 64, "#e8d9b0", "50%") + abs(220, 56, 70, 20, "#8a9a3a", "50%"))}<div class="row ic" data-role="ui"><span>${icon.back(20)}</span><span style="margin-left:auto">${icon.search(19)}</span><span>${icon.share(19)}</span></div></div>
<div class="fill">
<div class="row rs">${avatar(44, "#c04a1a", { silhouette: false })}<div style="flex:1;min-width:0">${ui("Sahtain Shawarma", "rn")}${ui("Lebanese · Shawarma · Al Barsha, Dubai", "rm")}${ui("talabat pro · free delivery", "tp")}</div></div>
<div class="row sc" data-role="ui"><b>4.6</b>${stars(5, "#ff6a00", "#444", 16)}<span class="l">2,310 ratings · 418 reviews</span></div>
${rev({ name: "Shaikha", meta: "31 reviews", color: "#8a5a7a", n: 5, date: "2 days ago", text: ["Arrived hot, extra pickles as asked. Driver was very polite."], who: "Shaikha", starColor: "#ff6a00", starEmpty: "#444" })}
${rev({ name: "Yaqoob", meta: "6 reviews", color: "#4a6a8a", n: 4, date: "Yesterday", text: ["I wrote no garlic, please, in the order notes because I had a job interview at ten.", "They sent it with no garlic, plus a separate tub labelled 'for after the interview'.", "One star off because I finished the tub in the parking lot before going in."], who: "owner", reply: { label: "Reply from Sahtain Shawarma", who: "Sahtain Shawarma", text: ["Good luck, Yaqoob. Next time we will send the tub with a lock."] }, starColor: "#ff6a00", starEmpty: "#444" })}
${rev({ name: "Thuraya", meta: "12 reviews", color: "#5a8a6a", n: 3, date: "Yesterday", text: ["Ordered the family platter for six for my son's birthday, the chicken was perfect and the bread was fresh, but the fries came soggy and cold and the toum was missing, so we ate everything with the pickles, which the children now say is how it should always be done."], who: "Thuraya", starColor: "#ff6a00", starEmpty: "#444" })}
</div>
${overBar(`<span class="b">Share</span><span class="a">View menu</span>`, "bb")}`,
};

// Yellow Pages (a locksmith in Dayton, Ohio: business row, rating, a review above, the owner's review with its title and the
// business's reply, a review below cut by the Call / Directions bar). Light, JPEG saved twice.
export const yellowpages: ScreenSpec = {
  id: "yellow-pages-forty-seconds-in-a-bathrobe",
  app: "Yellow Pages",
  kind: "review",
  dark: false,
  device: "iphone",
  format: "jpeg",
  generations: [{ quality: 78 }, { width: 1000, quality: 66 }],
  owner: { name: "Vonda", handle: null },
  time: "07:51",
  battery: 92,
  cutLines: 1,
  replies: true,
  statusBarBackground: "#ffd200",
  css: `body{background:#f3f3f1;color:#1e1e1e}.fill{display:flex;flex-direction:column}.fill>*{flex:none}
.th{flex:none;height:48px;padding:0 16px;gap:16px;position:relative;z-index:3;background:#ffd200}.th b{font-size:21px;font-weight:900;color:#111;background:#fff;border-radius:4px;padding:0 6px;letter-spacing:-.5px}.th .s{flex:1}
.bz{background:#fff;padding:10px 16px;gap:12px;align-items:center}.bn{font-size:18px;font-weight:800}.bm{font-size:12.5px;color:#666;margin-top:1px}.bo{font-size:12px;color:#1a8a3a;font-weight:700;margin-top:2px}
.sc{gap:9px;padding:8px 16px;align-items:center;background:#fff;border-top:1px solid #e4e4e0}.sc b{font-size:20px;font-weight:800}.sc .l{font-size:12.5px;color:#666}
.hd2{font-size:15px;font-weight:800;padding:12px 16px 4px}
.rvs{background:#fff}${revCss("#e4e4e0", "#777", "#fff9d6", "#b89400")}
.bb{gap:8px;padding:9px 14px 26px;background:#fff;border-top:1px solid #e4e4e0}.bb span{flex:1;text-align:center;font-size:15.5px;font-weight:700;border-radius:8px;padding:12px 0}.bb .a{color:#111;background:#ffd200}.bb .b{color:#111;border:1.5px solid #bbb}`,
  html: `<div class="row th" data-role="ui">${icon.back(22)}<b>YP</b><span class="s"></span>${icon.search(21)}${icon.share(21)}</div>
<div class="fill">
<div class="row bz">${picture(56, 56, ["#d8d2c4", "#a89e8a"], abs(14, 10, 28, 22, "transparent", "14px 14px 0 0", "border:5px solid #555;border-bottom:none;box-sizing:border-box") + abs(10, 30, 36, 20, "#c9a23a", "3px"))}<div style="flex:1;min-width:0">${ui("Brackett Lock & Key", "bn")}${ui("Locksmiths · Dayton, OH · 24 hours", "bm")}${ui("Open now", "bo")}</div></div>
<div class="row sc" data-role="ui"><b>4.7</b>${stars(5, "#f5a300", "#ddd", 16)}<span class="l">132 reviews</span></div>
<div class="hd2" data-role="ui">Reviews</div>
<div class="rvs">
${rev({ name: "Thelonious", meta: "Kettering, OH · 9 reviews", color: "#5a6a8a", n: 5, date: "11/18/2026", text: ["Rekeyed our whole house in an afternoon. Fair price."], who: "Thelonious", starColor: "#f5a300", starEmpty: "#ddd" })}
${rev({ name: "Vonda", meta: "Dayton, OH · 3 reviews", color: "#9a5a6a", n: 5, date: "11/29/2026", title: "Fast, friendly, a little too good at it", text: ["Locked myself out at 11 pm in my bathrobe with the dog inside.", "The technician arrived in twenty minutes and had the front door open in about forty seconds, which I have decided not to think about.", "Reasonable for a late call. Keep their number in your car."], who: "owner", reply: { label: "Response from Brackett Lock & Key", who: "Brackett Lock & Key", text: ["Thanks Vonda! We recommend a deadbolt upgrade, for reasons we'd rather not say."] }, starColor: "#f5a300", starEmpty: "#ddd" })}
${rev({ name: "Thornton", meta: "Beavercreek, OH · 21 reviews", color: "#6a8a5a", n: 4, date: "12/02/2026", text: ["Called them on a Sunday when the key snapped off inside the ignition of my truck in the church parking lot, and the young man who came out had the broken half out with a pair of tweezers in ten minutes while half the congregation watched and gave advice, some of it helpful."], who: "Thornton", starColor: "#f5a300", starEmpty: "#ddd" })}
</div>
</div>
${overBar(`<span class="b">Directions</span><span class="a">Call now</span>`, "bb")}`,
};

// Noon (an air fryer sold in the UAE: product row, rating, a review above, the owner's review with its title and the seller's reply,
// a review below cut by the Add to cart bar). Light, JPEG.
export const noon: ScreenSpec = {
  id: "noon-the-air-fryer-is-her-second-daughter",
  app: "Noon",
  kind: "review",
  dark: false,
  device: "iphone-max",
  format: "jpeg",
  quality: 74,
  owner: { name: "Shahnaz", handle: null },
  time: "22:14",
  battery: 56,
  cutLines: 1,
  replies: true,
  statusBarBackground: "#feee00",
  css: `body{background:#f4f5f7;color:#22252b}.fill{display:flex;flex-direction:column}.fill>*{flex:none}
.th{flex:none;height:46px;padding:0 16px;gap:16px;position:relative;z-index:3;background:#feee00}.th b{flex:1;font-size:22px;font-weight:900;color:#111;letter-spacing:-.6px}
.pd{background:#fff;padding:23px 16px;gap:12px;align-items:center}.pn{font-size:15px;font-weight:700;line-height:19px}.pp{font-size:16px;font-weight:800;margin-top:3px}.pp small{font-size:12px;color:#7a7f88;font-weight:600;text-decoration:line-through;margin-left:6px}.ps{font-size:12px;color:#3866df;margin-top:2px}
.sc{gap:9px;padding:9px 16px;align-items:center;background:#fff;border-top:1px solid #e7e8ec}.sc b{font-size:22px;font-weight:800}.sc .l{font-size:12.5px;color:#6a6f78}
.hd2{font-size:15.5px;font-weight:800;padding:36px 16px 4px}
.rvs{background:#fff}${revCss("#e7e8ec", "#7a7f88", "#eef3ff", "#3866df")}
.bb{gap:8px;padding:9px 14px 28px;background:#fff;border-top:1px solid #e7e8ec}.bb span{flex:1;text-align:center;font-size:16px;font-weight:800;border-radius:8px;padding:12px 0}.bb .a{color:#fff;background:#3866df}.bb .b{flex:.4;color:#3866df;border:1.5px solid #3866df}`,
  html: `<div class="row th" data-role="ui">${icon.back(22)}<b>noon</b>${icon.search(21)}${icon.cart(21)}</div>
<div class="fill">
<div class="row pd">${picture(70, 70, ["#f6f6f6", "#e6e6e6"], abs(14, 10, 42, 50, "#2a2a2e", "12px") + abs(20, 16, 30, 8, "#5a5a60", "3px") + abs(22, 34, 26, 18, "#1a1a1e", "4px"))}<div style="flex:1;min-width:0">${ui("HomeFlair Digital Air Fryer 5.5 L, Black", "pn")}<div class="pp" data-role="ui">AED 219 <small>AED 349</small></div>${ui("Sold by HomeFlair · Express delivery", "ps")}</div></div>
<div class="row sc" data-role="ui"><b>4.4</b>${stars(4, "#f5a300", "#ddd", 16)}<span class="l">1,208 ratings · 377 reviews</span></div>
<div class="hd2" data-role="ui">Customer reviews</div>
<div class="rvs">
${rev({ name: "Yasmeen", meta: "Dubai · Verified purchase", color: "#7a5a9a", n: 4, date: "20 Nov 2026", text: ["Good size for a family of four, basket easy to clean."], who: "Yasmeen", starColor: "#f5a300", starEmpty: "#ddd" })}
${rev({ name: "Shahnaz", meta: "Sharjah · Verified purchase", color: "#5a8a8a", n: 5, date: "28 Nov 2026", title: "Bought for my mother, who said she didn't need it", text: ["She has now cooked 41 different things in it and introduces it to visitors.", "She calls it her second daughter. I am her only daughter, so I have questions."], who: "owner", reply: { label: "Reply from HomeFlair", who: "HomeFlair", text: ["Please tell your mother the lamb cutlets come out best at 190 degrees."] }, starColor: "#f5a300", starEmpty: "#ddd" })}
${rev({ name: "Zacarias", meta: "Abu Dhabi · Verified purchase", color: "#8a6a4a", n: 3, date: "3 Dec 2026", text: ["Works well and heats up fast, but the display is very bright and the end-of-cooking beep made my flatmate think it was the fire alarm on the first night, and he went out to the corridor in his towel, so I took off two stars for him and kept one for the fries."], who: "Zacarias", starColor: "#f5a300", starEmpty: "#ddd" })}
</div>
</div>
${overBar(`<span class="b">${icon.heart(20)}</span><span class="a">Add to cart</span>`, "bb")}`,
};
