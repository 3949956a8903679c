import { Migration20261123000000Initial } from './Migration20261123000000Initial.ts';

/** Listed explicitly so migrations run the same from TypeScript sources and bundles, no folder scan. */
export const migrationsList = [{ name: 'Migration20261123000000Initial', class: Migration20261123000000Initial }];
