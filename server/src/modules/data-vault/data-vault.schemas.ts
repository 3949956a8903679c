import { z } from '../../http/zod.ts';
import { LIMITS } from '../../http/limits.ts';

const HASHED_KEY_EXAMPLE = 'Gd3xk0pQm1vW8fJr2sTnYc6hLq9bA4eZ7uKoP5iRw0E';
const VALUE_EXAMPLE = 'v1.Zk3mQ0p8sWn2xYc7Lr4t.9bA4eZ7uKoP5iRw0EGd3xk0pQm1vW8fJr2sTnYc6hLq';

export const DataVaultStoreParams = z
  .object({
    id: z.string().min(1).max(LIMITS.shortText).openapi({ description: 'The store id, as declared in the config (`dataVault.stores.<id>`).', example: 'user-secrets' }),
  })
  .strict();

const hashedKey = z
  .string()
  .min(1)
  .max(LIMITS.dataVaultHashedKey)
  .openapi({ description: 'The key, hashed by the client (the SDK: PBKDF2 of the key and the secret). Opaque to the server.', example: HASHED_KEY_EXAMPLE });

export const SetDataVaultValueBody = z
  .object({
    hashed_key: hashedKey,
    encrypted_value: z
      .string()
      .max(LIMITS.dataVaultValue)
      .openapi({ description: 'The value, encrypted by the client. Opaque to the server, which encrypts it again at rest.', example: VALUE_EXAMPLE }),
  })
  .strict()
  .openapi('SetDataVaultValueBody');

export const GetDataVaultValueBody = z.object({ hashed_key: hashedKey }).strict().openapi('GetDataVaultValueBody');

export const DataVaultValue = z
  .object({ encrypted_value: z.string().openapi({ description: 'The value exactly as it was set.', example: VALUE_EXAMPLE }) })
  .openapi('DataVaultValue');
