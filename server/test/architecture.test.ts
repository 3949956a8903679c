import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

/**
 * ARCHITECTURE §3 rule 6a: one owner per table. Only the owning module writes a table; other
 * modules call its named operations. Read from the source text of every non-test file under src
 * (migrations aside), so a write in the wrong place fails `make test` the day it is written:
 *
 * - raw SQL in any string or template literal: `insert into T`, `update T … set`, `delete from T`,
 *   `truncate T`, `merge into T` (case-insensitive, also inside CTEs);
 * - MikroORM writes naming an entity: `.create(Entity`, `.nativeUpdate(Entity`, `.nativeDelete(Entity`,
 *   `.upsert(Entity`, `.insert(Entity` (and the `…Many` forms), and query builders on an entity
 *   (`createQueryBuilder(Entity)….update/insert/delete/truncate(`). Entities map to tables through
 *   the `defineEntity({ name, tableName })` definitions found under src.
 *
 * Reads (select, joins) are not checked: a module may read another's table where a join is the
 * honest query. Writes built from table names held in variables cannot be seen here.
 */

const SRC = resolve(import.meta.dirname, '../src');

/** Table -> the module folder (under src/modules) that owns it. A new table must be given one. */
const OWNERS: Record<string, string> = {
  project: 'projects',
  api_key_set: 'api-keys',
  project_signing_key: 'jwks',
  project_user: 'users',
  contact_channel: 'users',
  user_activity_day: 'users',
  project_daily_count: 'users',
  project_user_count: 'users',
  project_verified_email_count: 'users',
  user_search: 'users',
  user_session: 'sessions',
  team: 'teams',
  team_member: 'teams',
  team_member_permission: 'teams',
  project_user_permission: 'teams',
  permission_definition: 'projects',
  permission_containment: 'projects',
  verification_code: 'verification-codes',
  email_outbox: 'emails',
  data_vault_entry: 'data-vault',
  notification_preference: 'emails',
  email_theme: 'email-templates',
  email_template: 'email-templates',
  email_draft: 'email-templates',
  rate_limit_bucket: 'rate-limits',
  owner_api_key: 'owner-api-keys',
  totp_used_step: 'mfa',
  cli_auth_attempt: 'cli-auth',
  passkey_credential: 'passkey-credentials',
  oauth_flow_state: 'oauth',
  oauth_authorization_code: 'oauth',
  oauth_account: 'oauth-accounts',
  domain_event: 'events',
  event_subscriber: 'events',
  event_delivery: 'events',
  webhook_endpoint: 'webhooks',
  webhook_delivery: 'webhooks',
  config_override: 'config',
  ai_chat_thread: 'ai-chat',
  payment_transaction: 'payments',
  customer_product: 'payments',
  item_quantity_change: 'payments',
  idempotency_key: 'payments',
  stripe_account: 'purchases',
  purchase_code: 'purchases',
  stripe_event: 'purchases',
  stripe_customer: 'purchases',
};

/**
 * Tables written only by a trigger the owner's migration defines (not by source code), each with
 * the trigger: the source check cannot see those writes, so they are not expected there.
 */
const TRIGGER_WRITTEN: Record<string, string> = {
  user_activity_day: 'gh_record_activity_days on insert of project_user (users migration 20261128030000), gh_record_activity_day on last_active_at entering a new UTC day (users migration 20261128010000)',
  project_daily_count: 'gh_count_users_* and gh_count_activity_*, on every insert, delete and counted update of project_user and user_activity_day (users migration 20261128030000)',
  project_user_count: 'gh_count_users_*, on every insert, delete and counted update of project_user (users migration 20261128030000)',
  project_verified_email_count: 'gh_count_verified_*, on every insert, delete and counted update of contact_channel (users migration 20261128030000)',
  user_search: 'gh_user_search_*, on every insert of project_user, update of its listed or searched columns, and insert, delete or value change of contact_channel; deleted by cascade with the user (users migration 20261128200000)',
};

/**
 * The documented exceptions: a write to another module's table that stays where it is, each with
 * why. An entry matches only a statement in that module that writes that table and whose text
 * matches `statement`, so it cannot grow into a licence for other writes. An entry nothing matches
 * any more fails the test (remove it).
 */
const ALLOWED: { module: string; table: string; statement: RegExp; reason: string }[] = [
  {
    module: 'sessions',
    table: 'project_user',
    statement: /update\s+project_user\s+set\s+last_active_at\s*=\s*now\(\)\s+where\s+id\s+in\s*\(\s*select\s+user_id\s+from\s+s\s*\)/i,
    reason:
      'The refresh rotation (the hot path of every signed-in client) marks the user active in the same statement ' +
      'that rotates the token: one round trip, and last_active_at can never disagree with the session.',
  },
];

// ---------------------------------------------------------------------------------------------

function filesUnder(dir: string, keep: (path: string) => boolean): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const path = join(dir, e.name);
    if (e.isDirectory()) return filesUnder(path, keep);
    return keep(path) ? [path] : [];
  });
}

const isMigration = (path: string) => relative(SRC, path).split('/').includes('migrations');
const sourceFiles = filesUnder(SRC, (p) => p.endsWith('.ts') && !p.endsWith('.test.ts') && !p.endsWith('.d.ts') && !isMigration(p));
const migrationFiles = filesUnder(SRC, (p) => p.endsWith('.ts') && isMigration(p));
const parse = (file: string, text = readFileSync(file, 'utf8')) => ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true);

function walk(node: ts.Node, visit: (n: ts.Node) => void) {
  visit(node);
  node.forEachChild((child) => walk(child, visit));
}

/** The text of every string and template literal of a file; `${…}` parts become `?`. */
function literalsOf(source: ts.SourceFile): { text: string; line: number }[] {
  const out: { text: string; line: number }[] = [];
  walk(source, (n) => {
    const line = source.getLineAndCharacterOfPosition(n.getStart()).line + 1;
    if (ts.isStringLiteral(n) || ts.isNoSubstitutionTemplateLiteral(n)) out.push({ text: n.text, line });
    else if (ts.isTemplateExpression(n)) out.push({ text: [n.head.text, ...n.templateSpans.map((s) => s.literal.text)].join(' ? '), line });
  });
  return out;
}

const snake = (name: string) => name.replace(/([a-z0-9])([A-Z])/g, '$1_$2').toLowerCase();

/** Entity name (the const and its `name`) -> table, from every `defineEntity({ name, tableName })` under src. */
function entityTables(): Map<string, string> {
  const map = new Map<string, string>();
  for (const file of sourceFiles) {
    const source = parse(file);
    walk(source, (n) => {
      if (!ts.isCallExpression(n) || n.expression.getText(source) !== 'defineEntity') return;
      const arg = n.arguments[0];
      if (!arg || !ts.isObjectLiteralExpression(arg)) return;
      const prop = (key: string) => {
        const p = arg.properties.find((x): x is ts.PropertyAssignment => ts.isPropertyAssignment(x) && x.name.getText(source) === key);
        return p && ts.isStringLiteralLike(p.initializer) ? p.initializer.text : undefined;
      };
      const name = prop('name');
      if (!name) return;
      const table = prop('tableName') ?? snake(name);
      map.set(name, table);
      const decl = n.parent;
      if (ts.isVariableDeclaration(decl) && ts.isIdentifier(decl.name)) map.set(decl.name.text, table);
    });
  }
  return map;
}

/** Tables the migrations create (`down()` drops them again, so drops are not subtracted). */
function migrationTables(): Set<string> {
  const tables = new Set<string>();
  for (const file of migrationFiles) {
    for (const { text } of literalsOf(parse(file))) {
      for (const m of text.matchAll(/\bcreate\s+(?:(?:unlogged|temp|temporary)\s+)?table\s+(?:if\s+not\s+exists\s+)?(?:"?public"?\.)?"?(\w+)"?/gi)) tables.add(m[1].toLowerCase());
    }
  }
  return tables;
}

const SQL_WRITES = [
  /\binsert\s+into\s+(?:"?public"?\.)?"?(\w+)"?/gi,
  /\bupdate\s+(?:only\s+)?(?:"?public"?\.)?"?(\w+)"?(?:\s+(?:as\s+)?\w+)?\s+set\b/gi,
  /\bdelete\s+from\s+(?:only\s+)?(?:"?public"?\.)?"?(\w+)"?/gi,
  /\bmerge\s+into\s+(?:"?public"?\.)?"?(\w+)"?/gi,
];
const TRUNCATE = /\btruncate\s+(?:table\s+)?(?:only\s+)?((?:"?\w+"?\s*,\s*)*"?\w+"?)/gi;
const ORM_WRITES = new Set(['create', 'nativeUpdate', 'nativeDelete', 'upsert', 'upsertMany', 'insert', 'insertMany']);
const QB_WRITES = new Set(['update', 'insert', 'delete', 'truncate']);

interface Write {
  file: string;
  line: number;
  table: string;
  statement: string;
}

/** The writes in one file (`rel`: its path under src), raw SQL and MikroORM alike. */
function writesIn(rel: string, text: string, entities: Map<string, string>, known: Set<string>): Write[] {
  const source = parse(rel, text);
  const out: Write[] = [];
  for (const { text, line } of literalsOf(source)) {
    const tables = SQL_WRITES.flatMap((re) => [...text.matchAll(re)].map((m) => m[1]));
    for (const m of text.matchAll(TRUNCATE)) tables.push(...m[1].split(',').map((t) => t.trim().replace(/"/g, '')));
    // Only real tables: English in a string ("update your password") names none.
    for (const t of tables) if (known.has(t.toLowerCase())) out.push({ file: rel, line, table: t.toLowerCase(), statement: text });
  }

  // Imported under another name: `import { Project as P }`.
  const alias = new Map<string, string>();
  walk(source, (n) => {
    if (ts.isImportSpecifier(n) && n.propertyName) alias.set(n.name.text, n.propertyName.getText(source));
  });
  const tableOf = (arg: ts.Expression | undefined) => {
    if (!arg) return undefined;
    const name = ts.isIdentifier(arg) ? (alias.get(arg.text) ?? arg.text) : ts.isStringLiteralLike(arg) ? arg.text : undefined;
    return name === undefined ? undefined : entities.get(name);
  };
  walk(source, (n) => {
    if (!ts.isCallExpression(n) || !ts.isPropertyAccessExpression(n.expression)) return;
    const method = n.expression.name.text;
    const line = source.getLineAndCharacterOfPosition(n.getStart()).line + 1;
    let table = ORM_WRITES.has(method) ? tableOf(n.arguments[0]) : undefined;
    if (!table && QB_WRITES.has(method)) {
      // Down the receiver chain to the query builder: em.createQueryBuilder(Entity).where(…).update(…)
      let receiver: ts.Expression = n.expression.expression;
      while (ts.isCallExpression(receiver) && ts.isPropertyAccessExpression(receiver.expression)) {
        if (['createQueryBuilder', 'qb'].includes(receiver.expression.name.text)) {
          table = tableOf(receiver.arguments[0]);
          break;
        }
        receiver = receiver.expression.expression;
      }
    }
    if (table) out.push({ file: rel, line, table, statement: n.getText(source) });
  });
  return out;
}

const moduleOf = (file: string) => (file.startsWith('modules/') ? file.split('/')[1] : null);

// ---------------------------------------------------------------------------------------------

const entities = entityTables();
const created = migrationTables();
const known = new Set([...created, ...Object.keys(OWNERS)]);
const writes = sourceFiles.flatMap((f) => writesIn(relative(SRC, f), readFileSync(f, 'utf8'), entities, known));

describe('architecture: one owner per table', () => {
  it('reads the source (guards against checking nothing)', () => {
    expect(sourceFiles.length).toBeGreaterThan(80);
    expect(migrationFiles.length).toBeGreaterThan(0);
    expect(new Set(entities.values()).size).toBeGreaterThanOrEqual(15);
    expect(writes.length).toBeGreaterThan(30);
    // Every owner's own writes are seen too (each table is written somewhere).
    expect(Object.keys(OWNERS).filter((t) => !TRIGGER_WRITTEN[t] && !writes.some((w) => w.table === t))).toEqual([]);
  });

  it('sees every form of write it claims to (and no reads, comments or prose)', () => {
    const sample = [
      `import { ProjectUser as PU, Team } from '../x.ts';`,
      '// update project set display_name = 1  (a comment, not a statement)',
      'const a = `insert into "project" (id) values (?)`;',
      'const b = `with s as (update user_session set last_used_at = now() returning user_id) delete from team where id = ${x}`;',
      "const c = 'TRUNCATE TABLE email_outbox, email_draft';",
      "const d = 'select * from api_key_set join project_user on true';",
      "const e = 'Please update your password, then delete from the list';",
      'em.create(PU, {}); tx.nativeDelete(Team, {}); em.nativeUpdate(ContactChannel, {}, {}); em.upsert(VerificationCode, {});',
      "em.createQueryBuilder('EmailTheme').where({}).update({}); em.find(ApiKeySet, {});",
    ].join('\n');
    const found = writesIn('modules/x/x.ts', sample, entities, known).map((w) => `${w.line}:${w.table}`);
    expect(found.sort()).toEqual(
      ['3:project', '4:user_session', '4:team', '5:email_outbox', '5:email_draft', '8:project_user', '8:team', '8:contact_channel', '8:verification_code', '9:email_theme'].sort(),
    );
  });

  it('every table the migrations create has an owner, and every owner names a real table and module', () => {
    expect([...created].filter((t) => !OWNERS[t]).map((t) => `table ${t} has no owner in OWNERS`)).toEqual([]);
    expect(Object.keys(OWNERS).filter((t) => !created.has(t)).map((t) => `OWNERS names ${t}, which no migration creates`)).toEqual([]);
    const modules = new Set(readdirSync(join(SRC, 'modules'), { withFileTypes: true }).filter((e) => e.isDirectory()).map((e) => e.name));
    expect(Object.entries(OWNERS).filter(([, m]) => !modules.has(m)).map(([t, m]) => `${t}: owner modules/${m} does not exist`)).toEqual([]);
  });

  it('every entity maps to a table with an owner', () => {
    expect([...entities].filter(([, t]) => !OWNERS[t]).map(([e, t]) => `entity ${e} -> ${t} has no owner`)).toEqual([]);
  });

  it('no table is written outside its owner module', () => {
    const used = new Set<number>();
    const violations = new Set<string>();
    for (const w of writes) {
      const owner = OWNERS[w.table];
      if (moduleOf(w.file) === owner) continue;
      const exception = ALLOWED.findIndex((a) => a.module === moduleOf(w.file) && a.table === w.table && a.statement.test(w.statement));
      if (exception >= 0) {
        used.add(exception);
        continue;
      }
      violations.add(`${w.file}: writes ${w.table} (owner: modules/${owner})`);
    }
    expect([...violations].sort()).toEqual([]);
    expect(ALLOWED.filter((_, i) => !used.has(i)).map((a) => `unused exception: modules/${a.module} writing ${a.table}`)).toEqual([]);
  });
});
