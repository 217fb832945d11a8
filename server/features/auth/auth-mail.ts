import { BRAND } from "../../../common/brand";
import type { MailMessage } from "../../lib/mail";

/** What a sign-in or verification mail says, before it becomes text and HTML. */
interface LinkMail {
  to: string;
  subject: string;
  intro: string;
  button: string;
  url: string;
  expiry: string;
  ignore: string;
}

export function buildVerificationMail(options: { to: string; url: string; expiresInMinutes: number }): MailMessage {
  return renderLinkMail({
    to: options.to,
    subject: `Confirm your email for ${BRAND}`,
    intro: `Thanks for signing up for ${BRAND}! Confirm your email address to activate your account and unlock your free roast video (one per inbox).`,
    button: "Confirm my email",
    url: options.url,
    expiry: `This link works for ${describeMinutes(options.expiresInMinutes)}.`,
    ignore: `If you didn't create a ${BRAND} account, you can safely ignore this email.`,
  });
}

export function buildMagicLinkMail(options: { to: string; url: string; expiresInMinutes: number }): MailMessage {
  return renderLinkMail({
    to: options.to,
    subject: `Your ${BRAND} sign-in link`,
    intro: `Here's your link to sign in to ${BRAND}. New here? The same link creates your account and your free roast video is waiting.`,
    button: `Sign in to ${BRAND}`,
    url: options.url,
    expiry: `The link works once and expires in ${describeMinutes(options.expiresInMinutes)}.`,
    ignore: "If you didn't ask for it, you can safely ignore this email: nobody can sign in without it.",
  });
}

export function buildPasswordResetMail(options: { to: string; url: string; expiresInMinutes: number }): MailMessage {
  return renderLinkMail({
    to: options.to,
    subject: `Reset your ${BRAND} password`,
    intro: `Someone (hopefully you) asked to reset the password of your ${BRAND} account. Choose a new one with the link below; every device signed in to your account will be signed out.`,
    button: "Choose a new password",
    url: options.url,
    expiry: `The link works once and expires in ${describeMinutes(options.expiresInMinutes)}.`,
    ignore: "If you didn't ask for it, you can safely ignore this email: your password stays as it is.",
  });
}

function renderLinkMail(mail: LinkMail): MailMessage {
  const text = ["Hi there,", mail.intro, `${mail.button}: ${mail.url}`, mail.expiry, mail.ignore, `The ${BRAND} team`].join("\n\n");
  const url = escapeHtml(mail.url);
  const html = `<!doctype html>
<html><body style="margin:0;padding:24px;background:#f6f6f8;font-family:Arial,Helvetica,sans-serif;color:#1d1d27">
<table role="presentation" width="100%" style="max-width:520px;margin:0 auto;background:#ffffff;border-radius:12px;padding:32px">
<tr><td>
<h1 style="margin:0 0 16px;font-size:22px">${escapeHtml(BRAND)}</h1>
<p>Hi there,</p>
<p>${escapeHtml(mail.intro)}</p>
<p style="margin:28px 0"><a href="${url}" style="background:#ff5a1f;color:#ffffff;padding:12px 22px;border-radius:8px;text-decoration:none;font-weight:bold">${escapeHtml(mail.button)}</a></p>
<p style="font-size:13px;color:#555">Or paste this link into your browser:<br><a href="${url}" style="color:#555;word-break:break-all">${url}</a></p>
<p style="font-size:13px;color:#555">${escapeHtml(mail.expiry)} ${escapeHtml(mail.ignore)}</p>
<p>The ${escapeHtml(BRAND)} team</p>
</td></tr></table>
</body></html>`;
  return { to: mail.to, subject: mail.subject, text, html };
}

const describeMinutes = (minutes: number) => (minutes % 60 === 0 ? `${minutes / 60} hour${minutes === 60 ? "" : "s"}` : `${minutes} minutes`);

const HTML_ESCAPES: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" };
const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (c) => HTML_ESCAPES[c]);
