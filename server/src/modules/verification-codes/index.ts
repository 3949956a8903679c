import type { ModuleManifest } from '../../http/module.ts';
import { verificationCodesErrors } from './verification-codes.errors.ts';
import { VerificationCode } from './verification-codes.entity.ts';
import { Migration20261126000100TeamInvitationCodes } from './migrations/Migration20261126000100TeamInvitationCodes.ts';
import { verificationCodeSettings } from './verification-codes.settings.ts';

/** Single-use codes (sign-in, reset, verification, invitation, unsubscribe) for the modules that send them. */
export const verificationCodesModule: ModuleManifest = {
  name: 'verification-codes',
  settings: verificationCodeSettings,
  errors: verificationCodesErrors,
  entities: [VerificationCode],
  migrations: [{ name: 'Migration20261126000100TeamInvitationCodes', class: Migration20261126000100TeamInvitationCodes }],
};
