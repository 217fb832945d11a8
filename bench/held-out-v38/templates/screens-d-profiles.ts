// Part D's profiles (v38): a freelancer's, a creator's and a mentor's page, each with a bio, counts, a pinned piece and other
// people's words under it (a client's recommendation, a subscriber's comment, a mentee's testimonial) with the owner's answer.
import { avatar, icon, picture } from "./icons";
import type { ScreenSpec } from "./screen-type";
import { abs, crow, overBar, tagRow } from "./screens-d-kit";
import { own, ui } from "./shell";

// Malt (a freelance technical translator in Lyon: avatar, name, role, place, rate, counts, chips, About, the featured project,
// a client's recommendation, the owner's answer, another recommendation cut by the Contact bar). JPEG.
export const malt: ScreenSpec = {
  id: "malt-emergency-stop-in-three-languages",
  app: "Malt",
  kind: "profile",
  dark: false,
  device: "android",
  format: "jpeg",
  quality: 72,
  owner: { name: "Serafina Dulac", handle: null },
  time: "09:37",
  battery: 58,
  cutLines: 1,
  replies: true,
  statusBarBackground: "#fff",
  css: `body{background:#f5f3f2;color:#1f1c1c}.fill{display:flex;flex-direction:column}.fill>*{flex:none}
.th{flex:none;height:48px;padding:0 14px;gap:16px;position:relative;z-index:3;background:#fff;border-bottom:1px solid #e7e2e0}.th b{flex:1;font-size:21px;font-weight:900;color:#fc5757;letter-spacing:-.6px}
.card{background:#fff;margin-top:6px;padding:10px 14px}.card.f{margin-top:0;padding-top:23px}
.me{gap:12px;align-items:center}.nm{font-size:18px;font-weight:800}.rl{font-size:13px;color:#3d3838;line-height:17px;margin-top:1px}.pl{font-size:12px;color:#7a7272;margin-top:3px}
.ct{gap:18px;white-space:nowrap;margin-top:10px;align-items:center;font-size:12.5px;color:#4b4545}.ct b{font-size:15px;color:#1f1c1c}
.tg{gap:6px;flex-wrap:nowrap;margin-top:9px}.tg span{white-space:nowrap;font-size:11.5px;color:#5a2a2a;background:#fdeceb;border-radius:12px;padding:2px 9px}
.hd2{font-size:14.5px;font-weight:800;margin-bottom:1px}.tx{font-size:13.5px;line-height:19px;margin-top:4px}
.pj{gap:10px;margin-top:6px;align-items:flex-start}.pt{font-size:13.5px;font-weight:700;line-height:18px}.ps{font-size:11.5px;color:#7a7272;margin-top:2px}
.cr{gap:9px;align-items:flex-start;padding-top:7px;padding-right:14px;padding-bottom:2px}.crn{font-size:13px;font-weight:700}.crm{font-size:11.5px;color:#8a8282}.crx{font-size:13.5px;line-height:18.5px;margin-top:1px}
.bb{gap:8px;padding:8px 12px 10px;background:#fff;border-top:1px solid #e3dedc;box-shadow:0 -2px 6px rgba(0,0,0,.07)}.bb span{flex:1;text-align:center;font-size:15px;font-weight:700;border-radius:22px;padding:11px 0}.bb .a{color:#fff;background:#fc5757}.bb .b{flex:.5;color:#1f1c1c;border:1.5px solid #cfc8c6}`,
  html: `<div class="row th" data-role="ui">${icon.back(22)}<b>malt</b>${icon.heart(21)}${icon.share(21)}</div>
<div class="fill">
<div class="card f"><div class="row me">${avatar(58, "#8a6a7a")}<div style="flex:1;min-width:0">${ui("Serafina Dulac", "nm")}${own("Technical translator, French and German into English", "rl")}${ui("Lyon, France · Remote or on site", "pl")}</div></div>
<div class="row ct" data-role="ui"><span><b>€380</b>/day</span><span><b>42</b> missions</span><span class="row" style="gap:4px">${icon.star(13, "#fc5757")}<b>4.9</b> (31)</span></div>
${tagRow(["Machine manuals", "Safety data sheets", "Trade fairs"])}</div>
<div class="card">${ui("About", "hd2")}
${own("Eleven years of operating manuals, safety data sheets and the odd trade fair brochure, mostly for packaging and food machinery.", "tx")}
${own("My longest job was 340 pages about one conveyor belt, and I can now say emergency stop in three languages faster than I can say my own name.", "tx")}
${own("Available from January for long projects.", "tx")}</div>
<div class="card">${ui("Featured project", "hd2")}<div class="row pj">${picture(54, 42, ["#c9d3da", "#8b9aa6"], abs(6, 26, 42, 6, "#4e5c66", "3px") + abs(12, 8, 14, 16, "#e6ebee", "2px"))}<div style="flex:1;min-width:0">${own("Operating manual for a dishwasher line, 212 pages", "pt")}${ui("Industrial client · 2025 · 6 weeks", "ps")}</div></div></div>
<div class="card" style="padding:8px 0 6px"><div class="hd2" style="padding-left:14px">Recommendations (31)</div>
${crow({ name: "Wolfhart", meta: "Quality lead · 2w", color: "#5a6a8a", text: ["She caught a line that told operators to oil the blade while it was running."], who: "Wolfhart", size: 28 })}
${crow({ name: "Serafina", meta: "Freelancer · 2w", color: "#8a6a7a", text: ["That sentence still visits me at night, Wolfhart."], who: "owner", depth: 1, size: 28 })}
${crow({ name: "Zavier", meta: "Marketing manager · 1mo", color: "#6a8a5a", text: ["We hired Serafina for a trade fair brochure with a deadline of four days and a client who changed the product name twice during the job, and she still delivered a day early."], who: "Zavier", size: 28 })}</div>
</div>
${overBar(`<span class="b">Save</span><span class="a">Contact Serafina</span>`, "bb")}`,
};

// Fanfix (a creator who checks Philadelphia's public clocks: cover, avatar, name, handle, bio, counts, the Subscribe price, tabs,
// the pinned post, a subscriber's comment, the owner's answer, another comment cut by the Subscribe bar). Dark.
export const fanfix: ScreenSpec = {
  id: "fanfix-the-branch-that-lives-in-the-future",
  app: "Fanfix",
  kind: "profile",
  dark: true,
  device: "iphone",
  format: "png",
  owner: { name: "Yasna Pruitt", handle: "@yasnaclocks" },
  time: "00:14",
  battery: 23,
  cutLines: 1,
  replies: true,
  css: `body{background:#0e0d12;color:#efedf3}.fill{display:flex;flex-direction:column}.fill>*{flex:none}
.th{flex:none;height:44px;padding:0 16px;gap:18px;position:relative;z-index:3;background:#0e0d12}.th b{flex:1;font-size:19px;font-weight:900;color:#b18cff;letter-spacing:-.3px}
.hero{gap:12px;padding:0 16px;align-items:flex-end;margin-top:-30px;position:relative}.hero .avatar{border:3px solid #0e0d12}
.nm{font-size:18px;font-weight:800;margin-top:8px;padding:0 16px}.hn{font-size:13px;color:#a29cae;padding:1px 16px 0}
.bio{font-size:14px;line-height:19px;padding:6px 16px 0}
.ct{gap:18px;padding:8px 16px 0;font-size:12.5px;color:#a29cae}.ct b{font-size:14.5px;color:#efedf3}
.tabs{margin-top:10px;border-bottom:1px solid #2a2831}.tabs span{flex:1;text-align:center;font-size:14px;font-weight:600;color:#8d879a;padding:9px 0}.tabs span.on{color:#efedf3;border-bottom:2px solid #b18cff}
.pin{padding:10px 16px 4px}.pl{font-size:11.5px;font-weight:800;letter-spacing:.8px;color:#b18cff}.pt{font-size:15.5px;font-weight:800;line-height:20px;margin-top:3px}.px{font-size:14px;line-height:19.5px;margin-top:4px}
.acts{gap:18px;padding:6px 16px 8px;font-size:12.5px;color:#a29cae;border-bottom:1px solid #2a2831}
.cr{gap:9px;align-items:flex-start;padding-top:7px;padding-right:16px;padding-bottom:1px}.crn{font-size:13px;font-weight:700}.crm{font-size:11.5px;color:#8d879a}.crx{font-size:14px;line-height:19px;margin-top:1px}
.bb{gap:10px;padding:9px 16px 26px;background:#17161c;border-top:1px solid #2a2831;align-items:center}.bb .p{flex:1;font-size:13px;color:#a29cae}.bb .a{font-size:16px;font-weight:800;color:#140c22;background:#b18cff;border-radius:22px;padding:11px 26px}`,
  html: `<div class="row th" data-role="ui">${icon.back(22)}<b>fanfix</b>${icon.bell(21)}${icon.more(21)}</div>
<div class="fill">
${picture("100%", 92, ["#3a2f55", "#1a1526"], abs(160, 14, 64, 64, "#d9cfb8", "50%") + abs(190, 26, 3, 22, "#222") + abs(191, 44, 16, 3, "#222") + abs(0, 70, 390, 22, "#2a2238"))}
<div class="row hero">${avatar(66, "#8a6a9a")}</div>
${ui("Yasna Pruitt", "nm")}${ui("@yasnaclocks", "hn")}
${own("I visit every public clock in Philadelphia and tell you whether it is right. Subscribers vote on the next one.", "bio")}
<div class="row ct" data-role="ui"><span><b>1,204</b> subscribers</span><span><b>318</b> posts</span><span><b>$4.99</b>/month</span></div>
<div class="row tabs" data-role="ui"><span class="on">Posts</span><span>Media</span><span>About</span></div>
<div class="pin">${ui("PINNED", "pl")}${own("Clock 61 of 212: the bank on Chestnut Street", "pt")}
${own("It has run thirteen minutes fast since at least 2014, and instead of fixing it the tellers have quietly started arriving thirteen minutes early, so the whole branch now lives in the future.", "px")}
${own("Next week: the train station.", "px")}</div>
<div class="row acts" data-role="ui"><span>862 likes</span><span>41 comments</span><span>2d</span></div>
${crow({ name: "Tullia", meta: "Subscriber · 2d", color: "#5a8a7a", text: ["i set my watch by this one for a whole summer and nobody told me"], who: "Tullia", size: 28 })}
${crow({ name: "Yasna", meta: "Creator · 2d", color: "#8a6a9a", text: ["Everyone you met that summer was late, Tullia."], who: "owner", depth: 1, size: 28 })}
${crow({ name: "Yesenia", meta: "Subscriber · 1d", color: "#9a7a4a", text: ["Please do the clock on the church at Frankford and Girard next, it has said twenty past four since before I was born and my grandmother swears it was right once, on a Tuesday."], who: "Yesenia", size: 28 })}
</div>
${overBar(`<span class="p">Subscribe for full access</span><span class="a">Subscribe</span>`, "bb")}`,
};

// Topmate (a product manager's mentoring page in Bengaluru: avatar, name, headline, place, counts, About, two services, a
// mentee's testimonial, the owner's answer, another testimonial cut by the Book bar). Downscaled to 1080 px wide; a JPEG, so that the whole set stays within the check's 10 MB.
export const topmate: ScreenSpec = {
  id: "topmate-a-technically-perfect-record",
  app: "Topmate",
  kind: "profile",
  dark: false,
  device: "iphone-max",
  format: "jpeg",
  quality: 78,
  downscaleTo: 1080,
  owner: { name: "Suhani Bhagwat", handle: null },
  time: "18:52",
  battery: 67,
  cutLines: 1,
  replies: true,
  statusBarBackground: "#fff",
  css: `body{background:#f4f4f7;color:#17171c}.fill{display:flex;flex-direction:column}.fill>*{flex:none}
.th{flex:none;height:48px;padding:0 16px;gap:18px;position:relative;z-index:3;background:#fff;border-bottom:1px solid #e6e6ec}.th b{flex:1;font-size:20px;font-weight:800;color:#e8542f;letter-spacing:-.3px}
.card{background:#fff;margin-top:6px;padding:11px 16px}.card.f{margin-top:0;padding-top:14px}
.me{gap:13px;align-items:center}.nm{font-size:19px;font-weight:800}.rl{font-size:13.5px;color:#3c3c46;line-height:18px;margin-top:1px}.pl{font-size:12px;color:#787884;margin-top:3px}
.ct{gap:20px;margin-top:11px;font-size:12.5px;color:#55555f;white-space:nowrap}.ct b{font-size:15px;color:#17171c}
.hd2{font-size:15px;font-weight:800;margin-bottom:2px}.tx{font-size:14.5px;line-height:20px;margin-top:4px}
.sv{gap:10px;align-items:center;border:1px solid #e6e6ec;border-radius:10px;padding:9px 12px;margin-top:8px}.st{font-size:14.5px;font-weight:700}.ss{font-size:12px;color:#787884;margin-top:2px}.sp{font-size:14px;font-weight:800;color:#17171c;background:#fff1ec;border-radius:8px;padding:5px 9px}
.cr{gap:9px;align-items:flex-start;padding-top:7px;padding-right:16px;padding-bottom:2px}.crn{font-size:13.5px;font-weight:700}.crm{font-size:12px;color:#8a8a96}.crx{font-size:14.5px;line-height:19.5px;margin-top:1px}
.bb{gap:10px;padding:9px 16px 28px;background:#fff;border-top:1px solid #e6e6ec;box-shadow:0 -2px 6px rgba(0,0,0,.05);align-items:center}.bb .p{flex:1;font-size:13px;color:#55555f}.bb .a{font-size:16px;font-weight:800;color:#fff;background:#17171c;border-radius:10px;padding:12px 28px}`,
  html: `<div class="row th" data-role="ui">${icon.back(22)}<b>topmate</b>${icon.share(21)}</div>
<div class="fill">
<div class="card f"><div class="row me">${avatar(62, "#b07a5a")}<div style="flex:1;min-width:0">${ui("Suhani Bhagwat", "nm")}${own("Product Manager at a payments startup · Ex-consultant", "rl")}${ui("Bengaluru · English, Hindi, Marathi", "pl")}</div></div>
<div class="row ct" data-role="ui"><span><b>4.9</b> rating</span><span><b>412</b> sessions</span><span><b>96</b> testimonials</span></div></div>
<div class="card">${ui("About", "hd2")}
${own("I help people prepare for product management interviews: product sense, estimation and the metrics round everyone dreads.", "tx")}
${own("I have run 412 mock interviews for other people and sat exactly one real one myself, which I passed, so my record is technically perfect.", "tx")}
${own("Sessions on weekday evenings and Saturday mornings.", "tx")}</div>
<div class="card">${ui("Services", "hd2")}
<div class="row sv"><div style="flex:1;min-width:0">${own("1:1 Mock PM interview", "st")}${ui("Video call · 45 mins", "ss")}</div>${ui("₹1,499", "sp")}</div>
<div class="row sv"><div style="flex:1;min-width:0">${own("Resume review for PM roles", "st")}${ui("Priority DM · 2 days", "ss")}</div>${ui("₹799", "sp")}</div></div>
<div class="card" style="padding:9px 0 6px"><div class="hd2" style="padding-left:16px">Testimonials (96)</div>
${crow({ name: "Sahil", meta: "Mock interview · 1w", color: "#5a7a9a", text: ["She asked me to estimate how many auto-rickshaws pass Silk Board junction in an hour and I am still stuck in that traffic."], who: "Sahil", size: 30 })}
${crow({ name: "Suhani", meta: "Mentor · 1w", color: "#b07a5a", text: ["Everyone is, Sahil. That was the point."], who: "owner", depth: 1, size: 30 })}
${crow({ name: "Shreyas", meta: "Resume review · 3w", color: "#6a8a5a", text: ["Very detailed feedback on my resume, she rewrote every bullet point so that it started with a number, and I got two interview calls within the same week, although one of them was for a role in sales."], who: "Shreyas", size: 30 })}</div>
</div>
${overBar(`<span class="p">Next slot: Tue, 7:30 PM</span><span class="a">Book a session</span>`, "bb")}`,
};
