import { BRAND } from "../../../common/brand";
import type { MailMessage } from "../../lib/mail";

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);

function linkMail(to: string, subject: string, lines: { intro: string; button: string; url: string; after: string }): MailMessage {
  const text = ["Hi there,", lines.intro, `${lines.button}: ${lines.url}`, lines.after, `The ${BRAND} team`].join("\n\n");
  const html = `<!doctype html>
<html><body style="margin:0;padding:24px;background:#f6f6f8;font-family:Arial,Helvetica,sans-serif;color:#1d1d27">
<div style="max-width:520px;margin:0 auto;background:#ffffff;border-radius:12px;padding:32px">
<h1 style="margin:0 0 16px;font-size:22px">${escapeHtml(BRAND)}</h1>
<p>Hi there,</p><p>${escapeHtml(lines.intro)}</p>
<p><a href="${escapeHtml(lines.url)}" style="display:inline-block;background:#ff5a1f;color:#ffffff;padding:12px 20px;border-radius:8px;text-decoration:none;font-weight:bold">${escapeHtml(lines.button)}</a></p>
<p>${escapeHtml(lines.after)}</p><p>The ${escapeHtml(BRAND)} team</p>
</div></body></html>`;
  return { to, subject, text, html };
}

export const buildExportReadyMail = (to: string, url: string): MailMessage =>
  linkMail(to, `Your ${BRAND} data is ready to download`, {
    intro: `The copy of your ${BRAND} data you asked for is ready: your account, roasts, credits, payments and the videos and images we still store, in one zip file.`,
    button: "Download my data",
    url,
    after: "Sign in to download it. The link works once and expires in 24 hours; after that, ask for a new copy on your account page.",
  });

export const buildDeletionConfirmMail = (to: string, url: string): MailMessage =>
  linkMail(to, `Confirm deleting your ${BRAND} account`, {
    intro: `Someone (hopefully you) asked to delete your ${BRAND} account. Deleting it ends any subscription and removes your roasts, videos and credits for good; payment records stay, without your name, as tax law requires.`,
    button: "Delete my account",
    url,
    after: "The link works for 1 hour. If you didn't ask for it, ignore this email: your account stays as it is.",
  });
