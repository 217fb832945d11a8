import type { Analysis, ScreenLine } from "../../types";
import { assignLineRoles } from "./assign-line-roles";
import { buildScreenLines, type RawLine } from "./build-screen-lines";
import { cleanOcrLines } from "./clean-ocr-text";
import { extractProfileFacts } from "./extract-profile-facts";
import { findStoryReplyBar, guessKind } from "./guess-kind";
import { guessPlatform } from "./guess-platform";
import { collectQuotes, joinLines } from "./join-quotes";
import { keepAppWraps } from "./keep-app-wraps";
import { markQuotedReplies } from "./mark-quoted-replies";
import { markSignedLines } from "./mark-signed-lines";
import { markOtherVoices } from "./mark-other-voices";
import { attributeReviewRows } from "./attribute-review-rows";
import { ownAuthorLines } from "./own-author-lines";
import { ownPostBody } from "./own-post-body";
import { bareAuthor } from "./read-author-line";
import { markItemNames } from "./mark-item-names";
import { markStatLabels } from "./mark-stat-labels";
import { markFieldRows } from "./mark-field-rows";
import { isMailThread, readMailThread } from "./read-mail-thread";
import { readQuestionPage } from "./read-question-page";
import type { OcrPage } from "./ocr-engine";
import { extractCounts } from "./parse-counts";
import { classifyScreenshot } from "./screen-or-photo";
import { cutAtFold } from "./cut-at-fold";
import { cutBeforeUnreadLine } from "./cut-before-unread-line";
import { boxOfTail } from "./tail-box";

export interface ScreenReadingInput {
  page: OcrPage;
  /** Normalised-image pixels per OCR-image pixel. */
  scale: number;
  width: number;
  height: number;
  /** Share of the image in flat runs of one colour (screen-or-photo.ts). */
  flatRuns: number;
  /** A story's segmented progress bar was seen at the top (find-story-bar.ts). */
  storyBar?: boolean;
}

export type ScreenReading = Pick<
  Analysis,
  "text" | "lines" | "quotes" | "kind" | "kindSure" | "handles" | "hashtags" | "counts" | "bioPhrases" | "jobTitles" | "platform" | "platformConfidence"
> & { isScreenshot: boolean };

// The person's own lines that profile facts (handles, bio phrases, job titles) are read from.
const FACT_ROLES = new Set(["name", "handle", "bio", "headline", "caption", "answer", "hashtag", "sticker", "detail"]);

/**
 * Reads a screen like a person: OCR lines with boxes, each given a role and an owner, wrapped
 * lines joined into whole quotes of the person's own words, the kind of upload and its app.
 */
export function readScreen({ page, scale, width, height, flatRuns, storyBar = false }: ScreenReadingInput): ScreenReading {
  const text = cleanOcrLines(page.text);
  const raw = buildScreenLines(page.lines, scale);
  const counts = extractCounts(text);
  const isScreenshot = classifyScreenshot(flatRuns, text.length);
  const replyBar = findStoryReplyBar(raw, width, height);
  const guess = guessKind({ lines: raw, counts, width, height, isScreenshot, storyBar });
  // A mail app's thread is read as a thread of messages, whatever its layout suggested (a chat, a card).
  const { kind, sure: kindSure } = guess.kind !== "photo" && isMailThread(raw) ? { kind: "comment" as const, sure: false } : guess;
  const read = markFieldRows(
    cutAtFold(
      cutBeforeUnreadLine(
        readMailThread(
          readQuestionPage(
            markStatLabels(
              ownPostBody(
                ownAuthorLines(
                  keepAppWraps(
                    markOtherVoices(
                      attributeReviewRows(markItemNames(markQuotedReplies(markSignedLines(assignLineRoles({ lines: raw, kind, width, height }))), width)),
                    ),
                  ),
                ),
                {
                  kind,
                  width,
                },
              ),
            ),
          ),
        ),
      ),
      { width, height },
    ),
    { kind, width },
  ).map((line) => (line.author ? { ...line, author: bareAuthor(line.author) } : line));
  // Lines keep their order and number through the layout pass: each gets its OCR words back for the quote scorer.
  const quotes = collectQuotes(
    joinLines(
      read.map((line, i) => ({ ...line, words: wordsKept(raw[i], line.text) })),
      width,
    ),
    width,
  );
  // A line that kept only its last words (an author before a caption) is then boxed around those
  // words; wrapped lines were joined by where the whole lines sit.
  const lines = read.map((line, i) => (raw[i] && line.text !== raw[i].text ? { ...line, box: boxOfTail(raw[i], line.text) } : line));
  const { platform, confidence } = guessPlatform({ lines: text, counts, isScreenshot, kind, storyBar, replyBar });
  return {
    text,
    lines,
    quotes,
    kind,
    kindSure,
    counts,
    platform,
    platformConfidence: confidence,
    isScreenshot,
    ...extractProfileFacts(
      ownFactLines(
        lines,
        quotes.map((q) => q.text),
      ),
    ),
  };
}

/**
 * The OCR words of what the layout pass kept of a line: all of them, its last words (an author
 * set aside before a caption) or its first (the app's metadata cut after it); none when it changed otherwise.
 */
function wordsKept(raw: RawLine | undefined, text: string): RawLine["words"] {
  const words = raw?.words;
  if (!raw || !words || text === raw.text) return words;
  const kept = text.split(" ").length;
  if (kept >= words.length) return undefined;
  if (raw.text.startsWith(text)) return words.slice(0, kept);
  if (raw.text.endsWith(text)) return words.slice(words.length - kept);
  return undefined;
}

/** The owner's lines (and whole quotes) only: UI text and other people never become "facts". */
function ownFactLines(lines: ScreenLine[], quotes: string[]): string[] {
  const own = lines.filter((l) => l.owner === "self" && FACT_ROLES.has(l.role)).map((l) => l.text);
  return [...quotes, ...own];
}
