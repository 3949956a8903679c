/**
 * The size bounds of what a caller may send, in one place (issue 19 item 3): every free-text field,
 * JSON value and array of every request schema is bounded, so no single request can store a value
 * that every later read then has to carry. test/request-bounds.test.ts walks the OpenAPI document
 * and fails on a request string without maxLength, an array without maxItems or a free JSON value
 * without a size. Where the wire contract gives a limit (SPEC §3/§5: display name 256, e-mail 256,
 * password 70, URL 1e6, identifiers 63, branch id 255) the schema uses it; the rest are ours.
 */
export const LIMITS = {
  /** Display names (users, teams, team member profiles, projects): SPEC §3. */
  displayName: 256,
  /** Descriptions (API keys, project descriptions, permission descriptions): ours. */
  description: 1_000,
  /** Short free text an admin writes about a user (restriction reason): ours. */
  note: 1_000,
  /** Longer free text an admin keeps privately (restriction private details): ours. */
  longNote: 10_000,
  /** Opaque tokens, codes, secrets, provider ids, redirect values: ours, far above any we issue. */
  token: 4_096,
  /** A password: the contract's rule is 70 (PASSWORD_TOO_LONG from the service); this only stops megabytes. */
  passwordField: 4_096,
  /** Host names, user names, small settings strings: ours (RFC 1035 names are at most 253). */
  shortText: 512,
  /** A URL: SPEC §3 (logo URLs and URLs generally, 1e6). */
  url: 1_000_000,
  /** An e-mail body (HTML or text) sent by a project's server: ours. */
  emailBody: 1_000_000,
  /** Items of any request array (permission lists, domains, providers): ours. */
  arrayItems: 1_000,
  /** A free JSON value (metadata, e-mail variables), in UTF-8 bytes of its compact serialisation. */
  jsonBytes: 64 * 1024,
  /**
   * A project's config override document (one level), in UTF-8 bytes of its compact JSON, and so
   * the longest config_string a request may send: ours. A full config (every setting, 1,000
   * trusted domains) stays well under it; the project cache holds every level of every project.
   */
  configDocument: 256 * 1024,
  /** Keys one reset-keys request may name: ours. */
  configResetKeys: 1_000,
  /** Live (neither revoked nor expired) API keys one user or one team may hold: ours. */
  ownerApiKeys: 100,
  /**
   * Teams a user may belong to when creating one more with client access (POST /teams): the count
   * is of memberships, because that is what GET /teams?user_id=me lists. Ours (issue 19 item 3).
   */
  teamsPerUser: 100,
  /** Contact channels one user may hold (what GET /contact-channels lists in full): ours. */
  contactChannelsPerUser: 50,
  /** Pending (unused, unexpired) invitations one team may have out at once: ours. */
  pendingInvitationsPerTeam: 100,
  /** Sessions GET /auth/sessions lists (the newest; older ones still work and can still be ended): ours. */
  listedSessions: 100,
} as const;
