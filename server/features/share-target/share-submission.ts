/**
 * Whether a submission to the share target came from this device's share sheet or from one of
 * our own pages, read from the browser's `Sec-Fetch-Site`: `none` is a navigation the browser
 * started itself (the share sheet, ADR 0020), `same-origin` a page of ours. A page on another
 * site (`cross-site`) or another origin of this one (`same-site`) may not hand the app an image
 * the user never chose; a request without the header is not from a browser that has a share
 * sheet, and is refused too.
 */
export function isTrustedShareSubmission(secFetchSite: string | undefined): boolean {
  return secFetchSite === "none" || secFetchSite === "same-origin";
}
