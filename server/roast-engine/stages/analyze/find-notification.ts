import type { Draft } from "./line-draft";

/** A notification's age at its header's right: "now", "2m", "5 min ago", "1h". */
const AGE = /^(?:now|just now|\d{1,2}\s?(?:s|m|min|h)(?:\s+ago)?|\d{1,2}\s+(?:seconds?|minutes?|hours?)\s+ago)$/i;
/** The banner sits in the screen's top band: over the status bar or just under it. */
const TOP_BAND = 0.15;
/** Lines under the header, each starting within this many line heights of the one before: the message. */
const NEXT_LINE = 1.6;
const MOST_LINES = 3;

/**
 * A notification banner over the screen (a phone's incoming message: the sender or the app, its age
 * at the right, the message under them) is somebody else's words to the person, on any app: the
 * message goes to its sender, never to the person as their own caption (a banner's second line was
 * quoted as the person's, judged false blind). Marks the drafts in place.
 */
export function markNotificationBanner(drafts: Draft[], { width, height }: { width: number; height: number }): void {
  const age = drafts.find((d) => d.box.y < height * TOP_BAND && d.box.x > width * 0.6 && AGE.test(d.text.trim()));
  if (!age) {
    markAppHeadedBanner(drafts, height);
    return;
  }
  const row = age.box.y + age.box.h / 2;
  const sender = drafts.find(
    (d) =>
      d !== age &&
      d.box.x + d.box.w < age.box.x &&
      Math.abs(d.box.y + d.box.h / 2 - row) < Math.max(d.box.h, age.box.h) * 0.8 &&
      d.text.split(/\s+/).length <= 3 &&
      /\p{L}{2}/u.test(d.text),
  );
  if (!sender) return;
  const author = sender.text.trim();
  sender.role = "name";
  sender.owner = "other";
  sender.author = author;
  age.role = "timestamp";
  age.owner = "ui";
  sender.notification = true;
  age.notification = true;
  const under = drafts.filter((d) => d !== sender && d !== age && d.box.y + d.box.h / 2 > row && d.box.x < age.box.x).sort((a, b) => a.box.y - b.box.y);
  giveMessage(under, author, Math.max(sender.box.y + sender.box.h, age.box.y + age.box.h), sender.box.h);
}

/** The banner's message: the lines under its header, each close under the one before, up to MOST_LINES, its sender's. */
function giveMessage(under: Draft[], author: string, top: number, lineHeight: number): void {
  let last = top;
  for (const d of under.slice(0, MOST_LINES)) {
    // A sender read with its avatar stands taller than its text: the gap is measured in the shorter of the two.
    if (d.box.y - last > NEXT_LINE * Math.min(lineHeight, d.box.h)) break;
    d.role = "comment";
    d.owner = "other";
    d.author = author;
    d.notification = true;
    last = d.box.y + d.box.h;
  }
}

/** A banner's first line as some phones print it, the app and the age on one line: "Messages · now", "WhatsApp - 2m". */
const APP_AND_AGE = /^[\p{L}][\p{L}\d .'’&-]{1,24}?\s*[·•\-–]\s*(?:now|just now|\d{1,2}\s?(?:s|m|min|h)(?:\s+ago)?)$/iu;

/**
 * A banner whose app and age share its first line ("Messages · now"), the sender on the line
 * under it ("Sam") and the message under that: the sender's name is no chat's header and the
 * message is theirs.
 */
function markAppHeadedBanner(drafts: Draft[], height: number): void {
  const head = drafts.find((d) => d.box.y < height * TOP_BAND && APP_AND_AGE.test(d.text.trim()));
  if (!head) return;
  const below = drafts.filter((d) => d !== head && d.box.y > head.box.y).sort((a, b) => a.box.y - b.box.y);
  const sender = below[0];
  if (
    !sender ||
    sender.box.y - (head.box.y + head.box.h) > NEXT_LINE * head.box.h ||
    sender.text.trim().split(/\s+/).length > 3 ||
    !/\p{L}{2}/u.test(sender.text)
  )
    return;
  const author = sender.text.trim();
  head.role = "ui";
  head.owner = "ui";
  head.notification = true;
  sender.role = "name";
  sender.owner = "other";
  sender.notification = true;
  sender.author = author;
  giveMessage(below.slice(1), author, sender.box.y + sender.box.h, sender.box.h);
}
