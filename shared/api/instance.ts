// GET /api/instance: what any page may show about this installation, signed in or not, blocked or
// not (the blocked screen reads it: every other API call answers 403 there).
export interface TInstanceInfo {
  /** The operator's contact address (SUPPORT_EMAIL), or null when none is configured. */
  supportEmail: string | null;
}
