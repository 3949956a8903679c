import { defineRoute } from '../../http/router.ts';
import { CUSTOMER_ACCESS_ERRORS } from './customer-access.ts';
import { IdempotencyHeaders } from './idempotency.ts';
import {
  CustomerParams,
  EmptyBody,
  GrantProductAnswer,
  GrantProductBody,
  ItemParams,
  ItemView,
  ListProductsQuery,
  ListTransactionsQuery,
  OwnedProductList,
  TransactionList,
  UpdateQuantityBody,
  UpdateQuantityQuery,
} from './payments.schemas.ts';

export const PAYMENTS_TAG = 'Payments';
const ANY = ['client', 'server', 'admin'] as const;
const CUSTOMER_RULES =
  'Client access must be signed in and may name its own user, or a team in which it holds `team_admin`; never a custom customer. A user or team customer that does not exist (also a non-UUID id) answers USER_NOT_FOUND / TEAM_NOT_FOUND.';

export const getItem = defineRoute({
  method: 'get',
  path: '/payments/items/{customer_type}/{customer_id}/{item_id}',
  operationId: 'getPaymentsItem',
  tag: PAYMENTS_TAG,
  summary: "Read a customer's item quantity",
  description: `The quantity a customer holds of an item declared in the payments config: the sum of its unexpired ledger entries (may be negative). ${CUSTOMER_RULES} Changes nothing (repeating included items whose next period has begun are written first).`,
  access: { types: ANY, user: 'required-for-client' },
  request: { params: ItemParams },
  response: { status: 200, description: 'The item and its quantity.', schema: ItemView },
  errors: ['ITEM_NOT_FOUND', 'ITEM_CUSTOMER_TYPE_DOES_NOT_MATCH', ...CUSTOMER_ACCESS_ERRORS],
});

export const updateItemQuantity = defineRoute({
  method: 'post',
  path: '/payments/items/{customer_type}/{customer_id}/{item_id}/update-quantity',
  operationId: 'updatePaymentsItemQuantity',
  tag: PAYMENTS_TAG,
  summary: "Change a customer's item quantity",
  description:
    'Adds `delta` to the quantity as one ledger entry (with an optional expiry) and records a manual-item-quantity-change transaction. Changes of one customer\'s item are serialised across every server process: of concurrent spends, only as many succeed as the quantity covers. A change that would leave the quantity below zero is ITEM_QUANTITY_INSUFFICIENT_AMOUNT unless allow_negative=true. Send an Idempotency-Key to retry safely.',
  access: { types: ['server', 'admin'] },
  request: { params: ItemParams, query: UpdateQuantityQuery, headers: IdempotencyHeaders, body: UpdateQuantityBody, bodyExample: { delta: -1, description: 'Used one export' } },
  response: { status: 200, description: 'The change was made (or, for a repeated Idempotency-Key, had been made).', schema: EmptyBody },
  errors: ['ITEM_NOT_FOUND', 'ITEM_CUSTOMER_TYPE_DOES_NOT_MATCH', 'ITEM_QUANTITY_INSUFFICIENT_AMOUNT', 'IDEMPOTENCY_KEY_REUSED', ...CUSTOMER_ACCESS_ERRORS],
});

export const listProducts = defineRoute({
  method: 'get',
  path: '/payments/products/{customer_type}/{customer_id}',
  operationId: 'listPaymentsProducts',
  tag: PAYMENTS_TAG,
  summary: "List a customer's products",
  description: `The products a customer owns, one entry per config product (quantities of its grants added up) sorted by product id and paged by \`cursor\` (a product id) and \`limit\`; products granted inline (id null) come on the first page, before them. Server-only products are hidden from client access. ${CUSTOMER_RULES} Changes nothing.`,
  access: { types: ANY, user: 'required-for-client' },
  request: { params: CustomerParams, query: ListProductsQuery },
  response: { status: 200, description: 'A page of owned products.', schema: OwnedProductList },
  errors: [...CUSTOMER_ACCESS_ERRORS],
});

export const grantProduct = defineRoute({
  method: 'post',
  path: '/payments/products/{customer_type}/{customer_id}',
  operationId: 'grantPaymentsProduct',
  tag: PAYMENTS_TAG,
  summary: 'Grant a product to a customer',
  description:
    'Grants a product without payment: a product of the payments config (`product_id`) or an inline one (`product_inline`), exactly one. Its included items are written to the ledger and a purchase transaction is recorded. A product that is not stackable can be owned once (PRODUCT_ALREADY_GRANTED) and only with quantity 1. Send an Idempotency-Key to retry safely.',
  access: { types: ['server', 'admin'] },
  request: { params: CustomerParams, headers: IdempotencyHeaders, body: GrantProductBody, bodyExample: { product_id: 'pro-plan', quantity: 1 } },
  response: { status: 200, description: 'The product was granted.', schema: GrantProductAnswer },
  errors: ['PRODUCT_DOES_NOT_EXIST', 'PRODUCT_CUSTOMER_TYPE_DOES_NOT_MATCH', 'PRODUCT_ALREADY_GRANTED', 'IDEMPOTENCY_KEY_REUSED', ...CUSTOMER_ACCESS_ERRORS],
});

export const listTransactions = defineRoute({
  method: 'get',
  path: '/internal/payments/transactions',
  operationId: 'listPaymentsTransactions',
  tag: PAYMENTS_TAG,
  summary: 'List payment transactions',
  description:
    'Every money or quantity change of the project (purchases, renewals, cancellations, manual quantity changes, refunds), newest first, with its wire entries. `cursor` is the opaque next_cursor of the previous page; `limit` 1 to 200 (default 50); filter by `type` and `customer_type`. Changes nothing.',
  access: { types: ['admin'] },
  request: { query: ListTransactionsQuery },
  response: { status: 200, description: 'A page of transactions.', schema: TransactionList },
  errors: [],
});
