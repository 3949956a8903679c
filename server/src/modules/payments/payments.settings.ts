import { z } from '../../http/zod.ts';
import { defineSettings } from '../../http/module.ts';
import { LIMITS } from '../../http/limits.ts';
import { sliceOf, type WithOverrides } from '../config/config.settings.ts';
import { ConfigCatalog, ConfigItem, ConfigProduct, identifierRecord } from './product-schemas.ts';

/** Most products, items and catalogs one project may declare: ours (the whole config is capped at 256 KiB anyway). */
export const MAX_DECLARED = 1_000;
/** The byte bound of each record is the config document's own (LIMITS.configDocument). */
const CONFIG_BYTES = LIMITS.configDocument;

/**
 * The project's catalogue (config keys `payments.*`): products with their prices and included
 * items, items, catalogs; test mode (purchases complete without Stripe, marked as tests) and the
 * switch that blocks new purchases. Every amount and id is checked with the SPEC §5 rules when the
 * config is written, so a bad amount is refused naming its path and nothing is saved.
 */
export const paymentsSettings = defineSettings({
  key: 'payments',
  schema: z.object({
    testMode: z.boolean().describe('Purchases complete on the hosted page without Stripe, marked as tests. Default true: new projects start in test mode.'),
    blockNewPurchases: z.boolean().describe('create-purchase-url answers NEW_PURCHASES_BLOCKED; existing products and items are kept. Default false.'),
    catalogs: identifierRecord(ConfigCatalog, MAX_DECLARED, CONFIG_BYTES).describe('Groups of products by catalog id (a customer holds at most one product of a catalog, and may switch between them). Default {}: none.'),
    items: identifierRecord(ConfigItem, MAX_DECLARED, CONFIG_BYTES).describe('Items customers hold quantities of (credits, seats), keyed by item id. Default {}: none.'),
    products: identifierRecord(ConfigProduct, MAX_DECLARED, CONFIG_BYTES).describe('Products keyed by product id: prices per currency and the items they include. Default {}: none.'),
  }),
  defaults: { testMode: true, blockNewPurchases: false, catalogs: {}, items: {}, products: {} },
  clientVisible: ['testMode', 'blockNewPurchases'],
});

export type PaymentsSettings = z.output<typeof paymentsSettings.schema>;

export const paymentsOf = (project: WithOverrides): PaymentsSettings => sliceOf(project, paymentsSettings);
