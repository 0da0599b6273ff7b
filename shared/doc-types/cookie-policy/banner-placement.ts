// Where the consent banner's code goes, in the same words in the code's comments (the server's
// snippet) and on the panel that shows it (the two said different things).

/** The Google Consent Mode v2 defaults: they must run before any Google tag reads consent. */
export const CONSENT_MODE_PLACEMENT = "In <head>, before any Google tag (gtag.js or Google Tag Manager)";

/** The banner itself (its stylesheet, script and settings). */
export const BANNER_PLACEMENT = "Just before </body>";

/** The comment that opens the Consent Mode part of a snippet (present only with a Google service). */
export const CONSENT_MODE_COMMENT = `<!-- 1. ${CONSENT_MODE_PLACEMENT}: the Google Consent Mode v2 defaults. -->`;

/** The comment that opens the banner part: numbered 2 after a Consent Mode part. */
export const bannerComment = (afterConsentMode: boolean) =>
  `<!-- ${afterConsentMode ? "2. " : ""}${BANNER_PLACEMENT}: the cookie consent banner. -->`;
