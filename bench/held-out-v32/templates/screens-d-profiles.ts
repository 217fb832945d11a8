// Part D's profiles (v32): a newsletter, a creator's page and a developer's blog, each with its bio, counts, a pinned
// post and readers' or members' comments, with the owner's answer among them.
import { avatar, icon, picture } from "./icons";
import type { ScreenSpec } from "./screen-type";
import { abs, crow, overBar } from "./screens-d-kit";
import { own, ui } from "./shell";

// Beehiiv (a town-council newsletter: logo, name, byline, bio, counts, Subscribe, the pinned post, a reader's comment, the
// owner's answer, another comment cut by the Subscribe bar). Downscaled.
export const beehiiv: ScreenSpec = {
  id: "beehiiv-eleven-councillors-on-one-bench",
  app: "Beehiiv",
  kind: "profile",
  dark: false,
  device: "iphone",
  format: "png",
  owner: { name: "Sheena Pollard", handle: "honitonminutes.beehiiv.com" },
  time: "08:14",
  battery: 52,
  downscaleTo: 900,
  cutLines: 1,
  replies: true,
  css: `body{background:#fbfaf7;color:#1c1b19}.fill{display:flex;flex-direction:column}.fill>*{flex:none}
.th{flex:none;height:44px;padding:0 16px;gap:16px;position:relative;z-index:3;background:#fbfaf7;border-bottom:1px solid #ebe8e1}.th b{flex:1;text-align:center;font-size:13px;font-weight:500;color:#6b6760}
.hero{padding:16px 18px 0;align-items:center;gap:12px}.lg{width:54px;height:54px;border-radius:12px;background:#1f4e3d;display:flex;align-items:center;justify-content:center;color:#f3e7c9;font-size:22px;font-weight:800;flex:none}
.pn{font-size:21px;font-weight:800;letter-spacing:-.3px}.by{font-size:13px;color:#6b6760;margin-top:2px}
.bio{font-size:15px;line-height:21px;padding:10px 18px 0}.ct{font-size:13px;color:#6b6760;padding:8px 18px 0}
.sub{margin:12px 18px 0;gap:8px}.sub .in{flex:1;border:1px solid #d9d5cc;border-radius:8px;padding:10px 12px;font-size:14px;color:#9a958b;background:#fff}.sub .go{background:#1f4e3d;color:#fff;font-size:14px;font-weight:700;border-radius:8px;padding:10px 14px}
.pin{margin:14px 18px 0;padding:12px 0 0;border-top:1px solid #ebe8e1}.pl{font-size:11px;font-weight:700;letter-spacing:.8px;color:#1f4e3d}.pt{font-size:18px;font-weight:800;line-height:23px;margin-top:4px}.pd{font-size:12.5px;color:#6b6760;margin-top:3px}
.tx{font-size:15px;line-height:21.5px;margin-top:7px}
.hd2{font-size:14px;font-weight:700;padding:14px 18px 0}
.cr{gap:10px;align-items:flex-start;padding-top:9px;padding-right:18px;padding-bottom:2px}.crn{font-size:13.5px;font-weight:700}.crm{font-size:12px;color:#8d887e}.crx{font-size:14.5px;line-height:20px;margin-top:1px}
.bb{padding:10px 16px 30px;background:#fbfaf7;border-top:1px solid #ebe8e1;box-shadow:0 -2px 8px rgba(0,0,0,.05)}.bb span{flex:1;text-align:center;font-size:16px;font-weight:700;color:#fff;background:#1f4e3d;border-radius:10px;padding:12px 0}`,
  html: `<div class="row th" data-role="ui">${icon.close(20)}<b>honitonminutes.beehiiv.com</b>${icon.share(20)}</div>
<div class="fill">
<div class="row hero"><div class="lg" data-role="ui">HM</div><div style="flex:1">${ui("Honiton Minutes", "pn")}${ui("By Sheena Pollard", "by")}</div></div>
${own("I go to every Honiton Town Council meeting, so everyone else can stay in. Free, every Thursday.", "bio")}
${ui("2,140 subscribers · 96 posts · since 2023", "ct")}
<div class="pin">${ui("PINNED", "pl")}${own("Tuesday's meeting, in full", "pt")}${ui("Sheena Pollard · 5 days ago · 4 min read", "pd")}
${own("Three hours, eleven councillors and one member of the public, who was me.", "tx")}
${own("The motion to move the library bench forty centimetres to the left was deferred again, after a site visit at which all eleven councillors tried to sit on it at once.", "tx")}
${own("Next week: the budget, and the new bins on South Street.", "tx")}</div>
${ui("Comments (23)", "hd2")}
${crow({ name: "Wyn", meta: "4d", color: "#7a6a4a", text: ["Which way does the bench face at the moment?"], who: "Wyn", size: 30 })}
${crow({ name: "Sheena Pollard", meta: "Author · 4d", color: "#1f4e3d", text: ["Towards the library. That is half of the problem."], who: "owner", depth: 1, size: 30 })}
${crow({ name: "Sadhbh", meta: "3d", color: "#8a5a6a", text: ["My grandad sat on that bench every morning for thirty years and said the council had already moved it twice without telling anyone, once in 1987."], who: "Sadhbh", size: 30 })}
</div>
${overBar(`<span>Subscribe for free</span>`, "bb")}`,
};

// Fourthwall (a creator's page: cover, avatar, name, handle, bio, counts, Join, tabs, the pinned members' post, a member's
// comment, the owner's answer, another comment cut by the Join bar). Dark, with a Messages banner.
export const fourthwall: ScreenSpec = {
  id: "fourthwall-one-bacon-roll-at-watford-gap",
  app: "Fourthwall",
  kind: "profile",
  dark: true,
  device: "android",
  format: "png",
  owner: { name: "Stanley Hartnell", handle: "@servicesstan" },
  time: "19:33",
  battery: 34,
  banner: { app: "Messages", color: "#1a73e8", title: "Tonya", body: "so is it the M5 next or have you moved on to ferries", author: "Tonya", age: "now" },
  cutLines: 1,
  replies: true,
  css: `body{background:#101012;color:#f1f1f3}.fill{display:flex;flex-direction:column}.fill>*{flex:none}
.th{flex:none;height:48px;padding:0 14px;gap:18px;position:relative;z-index:3;background:#101012}.th b{flex:1;font-size:16px;font-weight:700}
.av{margin:-30px 16px 0;position:relative;z-index:2}.av .avatar{box-shadow:0 0 0 3px #101012}
.pn{font-size:20px;font-weight:800;padding:6px 16px 0}.hn{font-size:13px;color:#9b9ba3;padding:1px 16px 0}
.bio{font-size:14px;line-height:20px;padding:8px 16px 0}.ct{font-size:12.5px;color:#9b9ba3;padding:7px 16px 0}
.tabs{gap:22px;padding:12px 16px 0;border-bottom:1px solid #26262b}.tabs span{font-size:14px;font-weight:600;color:#9b9ba3;padding-bottom:9px}.tabs span.on{color:#f1f1f3;border-bottom:2px solid #c6f432}
.pin{margin:10px 16px 0;padding:10px 12px;background:#19191d;border-radius:10px}.pl{font-size:11px;font-weight:700;letter-spacing:.6px;color:#c6f432}.pt{font-size:16px;font-weight:800;line-height:21px;margin-top:3px}
.tx{font-size:14px;line-height:20px;margin-top:6px}.pd{font-size:12px;color:#9b9ba3;margin-top:6px}
.cr{gap:9px;align-items:flex-start;padding-top:8px;padding-right:16px;padding-bottom:2px}.crn{font-size:13px;font-weight:700}.crm{font-size:11.5px;color:#8b8b93}.crx{font-size:13.5px;line-height:19px;margin-top:1px}
.bb{gap:8px;padding:9px 12px 12px;background:#17171a;border-top:1px solid #26262b}.bb span{flex:1;text-align:center;font-size:15px;font-weight:700;border-radius:22px;padding:11px 0;color:#101012;background:#c6f432}.bb span+span{background:transparent;color:#f1f1f3;border:1px solid #3a3a40}`,
  html: `<div class="row th" data-role="ui">${icon.back(22)}<b>servicesstan.fourthwall.com</b>${icon.cart(21)}${icon.moreV(21)}</div>
<div class="fill">
${picture("100%", 68, ["#6b7f93", "#2e3a46"], abs(0, 40, 360, 28, "#3a3f45") + abs(0, 52, 360, 3, "#e8e8e8", "0", "background:repeating-linear-gradient(90deg,#e8e8e8 0 24px,transparent 24px 40px)") + abs(230, 8, 110, 30, "#d9d2c0", "3px") + abs(240, 14, 90, 8, "#c0392b", "2px"))}
<div class="av">${avatar(60, "#b0703a")}</div>
${ui("Stanley Hartnell", "pn")}${ui("@servicesstan", "hn")}
${own("Reviewing every motorway service station in Britain, in order, by coach.", "bio")}
${ui("41.2K followers · 1,306 members · 212 videos", "ct")}
<div class="row tabs" data-role="ui"><span>Shop</span><span class="on">Posts</span><span>Memberships</span><span>Videos</span></div>
<div class="pin">${ui("PINNED · MEMBERS", "pl")}${own("Why there is no Watford Gap review", "pt")}
${own("Short version: the staff recognised me from the videos and gave me a free bacon roll, and my impartiality is gone.", "tx")}
${own("Tebay goes up on Friday for members, Sunday for everyone.", "tx")}${ui("6 days ago · 388 likes · 57 comments", "pd")}</div>
${crow({ name: "Yvonne", meta: "Member · 5d", color: "#6a5a9a", text: ["One bacon roll and you fold? I expected more from you."], who: "Yvonne", size: 28 })}
${crow({ name: "Stanley Hartnell", meta: "Creator · 5d", color: "#b0703a", text: ["It had brown sauce, Yvonne. I am only human."], who: "owner", depth: 1, size: 28 })}
${crow({ name: "Tudor", meta: "Member · 4d", color: "#4a7a6a", text: ["My uncle drove the night coach past Watford Gap for twenty-two years and swears the rolls were better in 1994, though he swears that about the M1 too."], who: "Tudor", size: 28 })}
</div>
${overBar(`<span>Join for £3/month</span><span>Shop</span>`, "bb")}`,
};

// Hashnode (a developer's blog: cover, avatar, name, handle, bio, counts, Follow, the pinned article, a reader's comment,
// the owner's answer, another comment, the owner's reply being typed). iOS keyboard open.
export const hashnode: ScreenSpec = {
  id: "hashnode-the-test-checked-one-equals-one",
  app: "Hashnode",
  kind: "profile",
  dark: false,
  device: "iphone-max",
  format: "png",
  owner: { name: "Tanuja Deshpande", handle: "@tanujad" },
  time: "23:05",
  battery: 41,
  keyboard: true,
  suggestions: ["the", "cache", "Thanks"],
  cutLines: 1,
  replies: true,
  css: `body{background:#fff;color:#0f172a}.fill{display:flex;flex-direction:column;overflow:hidden}.fill>*{flex:none}
.th{flex:none;height:46px;padding:0 16px;gap:16px;position:relative;z-index:3;background:#fff;border-bottom:1px solid #e2e8f0}.th b{flex:1;font-size:15px;font-weight:700}
.hero{gap:12px;padding:3px 16px 0;align-items:center}.pn{font-size:18px;font-weight:800}.hn{font-size:13px;color:#64748b}.fo{font-size:13.5px;font-weight:700;color:#fff;background:#2962ff;border-radius:18px;padding:7px 16px}
.bio{font-size:14.5px;line-height:20.5px;padding:8px 16px 0}.ct{font-size:12.5px;color:#64748b;padding:6px 16px 0}
.pin{margin:10px 16px 0;padding:10px 12px;border:1px solid #e2e8f0;border-radius:10px}.pl{font-size:11px;font-weight:700;letter-spacing:.6px;color:#2962ff}.pt{font-size:16.5px;font-weight:800;line-height:21px;margin-top:3px}
.tx{font-size:14px;line-height:20px;margin-top:5px;color:#334155}.pd{font-size:12px;color:#64748b;margin-top:5px}
.hd2{font-size:14px;font-weight:700;padding:10px 16px 0}
.cr{gap:9px;align-items:flex-start;padding-top:7px;padding-right:16px;padding-bottom:2px}.crn{font-size:13px;font-weight:700}.crm{font-size:11.5px;color:#94a3b8}.crx{font-size:13.5px;line-height:19px;margin-top:1px}
.ib{flex:none;gap:10px;padding:7px 12px;background:#f8fafc;border-top:1px solid #e2e8f0;align-items:center;position:relative;z-index:3}.ib .f{flex:1;font-size:15px;background:#fff;border:1px solid #cbd5e1;border-radius:18px;padding:8px 14px}.ib .s{color:#2962ff}`,
  html: `<div class="row th" data-role="ui">${icon.back(22)}<b>tanujad.hashnode.dev</b>${icon.search(20)}${icon.menu(20)}</div>
<div class="fill" style="flex:1;min-height:0">
<div class="row hero">${avatar(52, "#7a4a8a")}<div style="flex:1">${ui("Tanuja Deshpande", "pn")}${ui("@tanujad · 1.8K followers", "hn")}</div>${ui("Follow", "fo")}</div>
${own("Backend engineer in Pune. I write about build pipelines.", "bio")}
<div class="pin">${ui("PINNED ARTICLE", "pl")}${own("How we cut our CI build from 41 minutes to 6", "pt")}
${own("Caching saved 20 of them. The last three came from deleting test_do_not_delete, skipped since 2019, which, when we finally read it, only checked that 1 equals 1.", "tx")}
${ui("Nov 18, 2026 · 7 min read · 412 likes", "pd")}</div>
${ui("Comments (38)", "hd2")}
${crow({ name: "Vaibhav", meta: "Nov 19", color: "#4a6a9a", text: ["What did your team lead say when he saw the PR?"], who: "Vaibhav", size: 28 })}
${crow({ name: "Tanuja Deshpande", meta: "Author · Nov 19", color: "#7a4a8a", text: ["He approved it before I had closed the tab."], who: "owner", depth: 1, size: 28 })}
${crow({ name: "Tejas", meta: "2h", color: "#5a8a6a", text: ["Nice post! Which cache key works for your Docker layers, the lockfile hash or the branch name? We tried both and the branch one keeps missing on every rebase."], who: "Tejas", size: 28 })}
</div>
<div class="row ib" data-role="ui"><span class="f" data-role="owner">Thanks! We hash the lockfile, the branch</span><span class="s">${icon.send(22)}</span></div>`,
};
