import { z } from '../../http/zod.ts';
import { CODE_LENGTH } from './verification-codes.service.ts';

/** `{code}` of every code-using endpoint: exactly 45 characters (wire-contract §8.2). */
export const codeField = z
  .string()
  .length(CODE_LENGTH, `{path} must be exactly ${CODE_LENGTH} characters`)
  .openapi({ description: 'The 45-character code from the e-mailed link, or the typed 6-character OTP followed by the 39-character nonce.', example: 'a1b2c3d4e5f6g7h8j9k0m1n2p3q4r5s6t7v8w9x0y1z2a' });

export const CodeBody = z.object({ code: codeField }).strict().openapi('CodeBody');

export const CodeCheckResult = z.object({ is_code_valid: z.literal(true) }).openapi('CodeCheckResult');
