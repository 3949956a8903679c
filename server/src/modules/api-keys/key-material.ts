import { sha256 } from '../../crypto/hashing.ts';
import { randomCode } from '../../crypto/random.ts';

export type KeySlot = 'publishable_client_key' | 'secret_server_key' | 'super_secret_admin_key';
export const KEY_PREFIX: Record<KeySlot, string> = { publishable_client_key: 'pck_', secret_server_key: 'ssk_', super_secret_admin_key: 'sak_' };

/** A new key: the plaintext (shown once), its digest (stored) and its last four characters (shown later). */
export function newKey(slot: KeySlot): { plaintext: string; hash: Buffer; lastFour: string } {
  return keyMaterial(KEY_PREFIX[slot] + randomCode(45));
}

export function keyMaterial(plaintext: string): { plaintext: string; hash: Buffer; lastFour: string } {
  return { plaintext, hash: sha256(plaintext), lastFour: plaintext.slice(-4) };
}
