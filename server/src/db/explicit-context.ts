import { createRequire } from 'node:module';
import { RequestContext, TransactionContext, UnitOfWork } from '@mikro-orm/core';

/**
 * MikroORM's implicit contexts, switched off: every EntityManager here is passed explicitly.
 *
 * MikroORM keeps "the current transaction" and "the current request's EntityManager" in
 * AsyncLocalStorage, so that calls on the GLOBAL `orm.em` inside `em.transactional(...)` or a
 * request context find the right fork. Gatehouse never does that: each request forks its own
 * EntityManager and passes it (and the transaction's) down by hand (http/router.ts requestDeps,
 * ARCHITECTURE §3.4), forks do not consult these contexts at all (EntityManager#getContext returns
 * the fork itself when `useContext` is false, the default for forks), and the global one is
 * forbidden (`allowGlobalContext: false`). The price of the contexts, though, is paid by the whole
 * process: on Node 20 the first `AsyncLocalStorage#run` (the first transaction) turns on async
 * hooks for EVERY promise from then on (an id and a store copied onto each promise, a callback
 * before and after each continuation), a share of every request's CPU, including routes that
 * never touch the database (bench/README.md, "Fixed cost per request").
 *
 * So both stores are replaced, before the ORM starts, by one that runs the callback and holds
 * nothing. What still works the same: everything done through a fork or a transaction's `em`.
 * What changes: a call on the global `orm.em` inside a transaction is no longer routed to the
 * transaction; it fails loudly instead (MikroORM's "global EntityManager" validation error), as it
 * already does outside one.
 *
 * A third store is private to MikroORM's UnitOfWork: `commit` runs each flush inside it so that a
 * flush hook (an entity lifecycle hook or EventSubscriber) querying during the flush neither
 * auto-flushes nor commits again. Gatehouse registers no such hooks, so `commit` is replaced by the
 * same sequence without the store: one flush at a time per UnitOfWork, later ones queued and run
 * in order after it, the clean-up in any case. It is replaced only on the MikroORM version it was
 * written against (package.json pins it); on another the hooks come back, and
 * db/explicit-context.test.ts (hooks still off after transactions) fails. (RawQueryFragment's
 * private store is run only by `findAndCount`, which Gatehouse does not use.)
 */
const noContext = {
  run: <R>(_store: unknown, callback: (...args: unknown[]) => R, ...args: unknown[]): R => callback(...args),
  exit: <R>(callback: (...args: unknown[]) => R, ...args: unknown[]): R => callback(...args),
  getStore: (): undefined => undefined,
  enterWith: (): void => {},
  disable: (): void => {},
};

for (const owner of [TransactionContext, RequestContext]) {
  (owner as unknown as { storage: unknown }).storage = noContext;
}

/** The parts of MikroORM's UnitOfWork (6.6.16) that `commit` uses. */
interface UnitOfWorkInternals {
  working: boolean;
  flushQueue: (() => Promise<void>)[];
  doCommit(): Promise<void>;
  postCommitCleanup(): void;
}

const MIKRO_ORM_VERSION = (createRequire(import.meta.url)('@mikro-orm/core/package.json') as { version: string }).version;
if (MIKRO_ORM_VERSION === '6.6.16') {
  (UnitOfWork.prototype as unknown as { commit(this: UnitOfWorkInternals): Promise<void> }).commit = async function commit(this: UnitOfWorkInternals) {
    if (this.working) {
      // Another flush of this UnitOfWork is running: this one runs after it, in order.
      return new Promise<void>((resolve, reject) => this.flushQueue.push(() => this.doCommit().then(resolve, reject)));
    }
    this.working = true;
    try {
      await this.doCommit();
      while (this.flushQueue.length) await this.flushQueue.shift()!();
    } finally {
      this.postCommitCleanup();
      this.working = false;
    }
  };
}
