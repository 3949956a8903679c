import { Migration20261123000000Initial } from './Migration20261123000000Initial.ts';
import { Migration20261123014000EmailsAndCodes } from './Migration20261123014000EmailsAndCodes.ts';
import { Migration20261123014500EmailTemplates } from './Migration20261123014500EmailTemplates.ts';
import { Migration20261123015000OutboxHeaders } from './Migration20261123015000OutboxHeaders.ts';
import { Migration20261123020000ProjectChangeNotify } from './Migration20261123020000ProjectChangeNotify.ts';

/** Listed explicitly so migrations run the same from TypeScript sources and bundles, no folder scan. */
export const migrationsList = [
  { name: 'Migration20261123000000Initial', class: Migration20261123000000Initial },
  { name: 'Migration20261123014000EmailsAndCodes', class: Migration20261123014000EmailsAndCodes },
  { name: 'Migration20261123014500EmailTemplates', class: Migration20261123014500EmailTemplates },
  { name: 'Migration20261123015000OutboxHeaders', class: Migration20261123015000OutboxHeaders },
  { name: 'Migration20261123020000ProjectChangeNotify', class: Migration20261123020000ProjectChangeNotify },
];
