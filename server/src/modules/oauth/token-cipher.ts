// The cipher moved to crypto/ so the config module can seal settings without importing oauth.
export { keyFor, tokenCipher, type TokenCipher } from '../../crypto/token-cipher.ts';
