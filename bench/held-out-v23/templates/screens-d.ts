// Part D of the held-out set v23: email threads, in the order screens.json lists them.
import { icon } from "./icons";
import type { ScreenSpec } from "./screen-type";
import { bluemail, fastmail, zohomail } from "./screens-d-work";
import { canarymail, edisonmail, hey, sparkmail, thunderbird, yahoomail } from "./screens-d-home";
import { collapsed, mailCss, message, mi, replyBar, subject } from "./screens-d-kit";

export const protonmail: ScreenSpec = {
  id: "protonmail-does-not-consent-to-the-museum",
  app: "Proton Mail",
  kind: "other",
  dark: false,
  device: "iphone",
  format: "png",
  owner: { name: "Hedda Kvist", handle: null },
  time: "08:41",
  statusBarBackground: "#fff",
  cutLines: 2,
  battery: 62,
  replies: true,
  css: mailCss({ bg: "#f5f4f9", card: "#fff", fg: "#1b1a24", sub: "#6f6d7d", line: "#ebe9f2", accent: "#6d4aff", quote: "#c9bfff" }),
  html: `<div class="row hd" data-role="ui">${icon.back(22)}<span class="sp"></span>${mi.archive(21)}${mi.trash(21)}${mi.mail(21)}${icon.more(22)}</div>
<div class="fill">
${subject("Year 5 trip to the Maritime Museum – consent forms", "Gisela Brenneke", ["Inbox", "School"])}
${collapsed("Helmi Aaltonen", "Helmi Aaltonen", "Mon 19:02", "#d08a3c", "Signed and in Ilmari’s bag. Does he need a packed lunch or is it provided?")}
${message({
  who: "owner",
  name: "Hedda Kvist",
  addr: "to Gisela, Helmi and 26 others",
  time: "Tue 07:58",
  color: "#5f8fc9",
  body: [
    "Hi Ms Brenneke,",
    "Thanks for the reminder. Jarl’s form is signed and in his bag.",
    "He would like me to confirm in writing that he does not consent to the museum.",
    "He will be at the gate by 8:15 with a packed lunch and his coat.",
  ],
  sig: ["Best wishes,", "Hedda"],
  quote: {
    head: "On Mon, 30 Nov 2026 at 16:20, Gisela Brenneke wrote:",
    who: "Gisela Brenneke",
    lines: ["Dear parents, a reminder that consent forms for Thursday’s trip are due back by Wednesday. Children should bring a packed lunch and a coat."],
  },
})}
${message({
  who: "Gisela Brenneke",
  name: "Gisela Brenneke",
  addr: "to me, Helmi and 26 others",
  time: "Tue 08:30",
  color: "#4f9a7a",
  body: ["Thank you, Hedda. Please tell Jarl his objection has been noted and filed.", "Helmi, lunches are not provided."],
})}
</div>
${replyBar(["Reply", "Reply all", "Forward"])}`,
};

export const PART_D: ScreenSpec[] = [protonmail, fastmail, thunderbird, zohomail, sparkmail, yahoomail, bluemail, hey, edisonmail, canarymail];
