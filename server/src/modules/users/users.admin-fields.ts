import { schemaProblem } from '../../http/errors.ts';
import type { UserFields } from './users.store.ts';

/**
 * The server/admin-only user fields of POST /users and PATCH /users/{id} (wire-contract §7.1,
 * §9.10): admin restriction, country and sign-up risk scores, turned into stored fields.
 */

interface AdminFieldsInput {
  restricted_by_admin?: boolean;
  restricted_by_admin_reason?: string | null;
  restricted_by_admin_private_details?: string | null;
  country_code?: string | null;
  risk_scores?: { sign_up: { bot: number; free_trial_abuse: number } };
}

type AdminFields = Partial<
  Pick<UserFields, 'restrictedByAdmin' | 'restrictedByAdminReason' | 'restrictedByAdminPrivateDetails' | 'countryCode' | 'signUpRiskScoreBot' | 'signUpRiskScoreFreeTrialAbuse'>
>;

/**
 * Undefined fields keep their stored value. `storedRestricted` is the user's flag before this
 * request (false for a new user): a reason or private details may be sent alone to edit those of
 * a user already restricted, but never for a user that is not (or stops being) restricted.
 * Lifting the restriction clears both, so a later restriction never shows a stale reason.
 */
export function adminFieldsFrom(body: AdminFieldsInput, storedRestricted: boolean): AdminFields {
  const restricted = body.restricted_by_admin ?? storedRestricted;
  const lifting = !restricted;
  if (lifting) {
    const given = (['restricted_by_admin_reason', 'restricted_by_admin_private_details'] as const).filter((f) => body[f] != null);
    if (given.length) throw schemaProblem(...given.map((f) => `body.${f} can only be set on a restricted user: send restricted_by_admin: true with it`));
  }
  return {
    restrictedByAdmin: body.restricted_by_admin,
    restrictedByAdminReason: lifting && body.restricted_by_admin === false ? null : body.restricted_by_admin_reason,
    restrictedByAdminPrivateDetails: lifting && body.restricted_by_admin === false ? null : body.restricted_by_admin_private_details,
    countryCode: body.country_code,
    signUpRiskScoreBot: body.risk_scores?.sign_up.bot,
    signUpRiskScoreFreeTrialAbuse: body.risk_scores?.sign_up.free_trial_abuse,
  };
}
