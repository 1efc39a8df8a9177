import { extname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';

interface Pending {
  resolve: (value: unknown) => void;
  reject: (error: Error) => void;
}

interface QueryConfig {
  rowMode?: 'array' | 'object';
  parsers?: Record<number, unknown>;
}

export interface QueryResult<T = unknown> {
  rows: T[];
  fields: { name: string; dataTypeID: number }[];
  affectedRows?: number;
}

/** A PostgreSQL error raised inside the worker, with the fields callers branch on (e.g. `code`). */
export class DatabaseError extends Error {
  code?: string;
  detail?: string;
  constraint?: string;
  constructor(fields: { message: string } & Record<string, unknown>) {
    super(fields.message);
    this.name = 'DatabaseError';
    Object.assign(this, fields);
  }
}

/** Serialises callers: PGlite has one connection, and a transaction must own it until it ends. */
class Mutex {
  private tail: Promise<void> = Promise.resolve();
  lock(): Promise<() => void> {
    let release!: () => void;
    const next = new Promise<void>((resolve) => (release = resolve));
    const acquired = this.tail.then(() => release);
    this.tail = this.tail.then(() => next);
    return acquired;
  }
}

interface Queryable {
  query<T>(sql: string, params?: unknown[], config?: QueryConfig): Promise<QueryResult<T>>;
  exec(sql: string): Promise<QueryResult[]>;
}

/**
 * The main-thread side of the PGlite worker. It offers the subset of PGlite's interface that
 * `drizzle-orm/pglite` uses (`query`, `exec`, `transaction`), so Drizzle runs unchanged.
 */
export class PGliteWorkerClient implements Queryable {
  private readonly worker: Worker;
  private readonly pending = new Map<number, Pending>();
  private readonly mutex = new Mutex();
  private nextId = 1;
  private closed = false;
  readonly ready: Promise<void>;

  /**
   * `loadDataDir`: a `dump()` of another database to start from, instead of an empty one (loading a
   * dump is several times faster than PGlite's initdb).
   */
  constructor(dataDir: string | undefined, tsearchFiles: Record<string, Uint8Array> = {}, loadDataDir?: Uint8Array) {
    // In development and tests this module is TypeScript run from source; once built it is JS.
    const ext = extname(fileURLToPath(import.meta.url));
    this.worker = new Worker(new URL(`./pglite-worker${ext}`, import.meta.url), {
      workerData: { dataDir, tsearchFiles, loadDataDir },
    });
    this.worker.unref();
    this.ready = new Promise((resolve, reject) => {
      this.pending.set(0, { resolve: () => resolve(), reject });
    });
    this.worker.on('message', (message: { id: number; result?: unknown; error?: { message: string } }) => {
      const pending = this.pending.get(message.id);
      if (!pending) return;
      this.pending.delete(message.id);
      if (message.error) pending.reject(new DatabaseError(message.error));
      else pending.resolve(message.result);
    });
    this.worker.on('error', (error) => this.failPending(error));
    this.worker.on('exit', () => {
      this.closed = true;
      this.failPending(new DatabaseError({ message: 'database is closed' }));
    });
  }

  private failPending(error: Error) {
    for (const pending of this.pending.values()) pending.reject(error);
    this.pending.clear();
  }

  private call<T>(request: Record<string, unknown>): Promise<T> {
    if (this.closed) return Promise.reject(new DatabaseError({ message: 'database is closed' }));
    const id = this.nextId++;
    return new Promise<T>((resolve, reject) => {
      this.pending.set(id, { resolve: resolve as (value: unknown) => void, reject });
      this.worker.postMessage({ id, ...request });
    });
  }

  private rawQuery<T>(sql: string, params: unknown[] = [], config: QueryConfig = {}) {
    return this.call<QueryResult<T>>({
      op: 'query',
      sql,
      params,
      rowMode: config.rowMode,
      rawTypes: config.parsers ? Object.keys(config.parsers).map(Number) : undefined,
    });
  }

  async query<T>(sql: string, params?: unknown[], config?: QueryConfig): Promise<QueryResult<T>> {
    const release = await this.mutex.lock();
    try {
      return await this.rawQuery<T>(sql, params, config);
    } finally {
      release();
    }
  }

  async exec(sql: string): Promise<QueryResult[]> {
    const release = await this.mutex.lock();
    try {
      return await this.call<QueryResult[]>({ op: 'exec', sql });
    } finally {
      release();
    }
  }

  async transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T> {
    const release = await this.mutex.lock();
    const tx: Queryable = {
      query: (sql, params, config) => this.rawQuery(sql, params, config),
      exec: (sql) => this.call({ op: 'exec', sql }),
    };
    try {
      await this.call({ op: 'exec', sql: 'BEGIN' });
      try {
        const result = await fn(tx);
        await this.call({ op: 'exec', sql: 'COMMIT' });
        return result;
      } catch (error) {
        await this.call({ op: 'exec', sql: 'ROLLBACK' });
        throw error;
      }
    } finally {
      release();
    }
  }

  /** The whole database as a tarball, for `loadDataDir`. */
  async dump(): Promise<Uint8Array> {
    const release = await this.mutex.lock();
    try {
      return await this.call<Uint8Array>({ op: 'dump' });
    } finally {
      release();
    }
  }

  async close(): Promise<void> {
    await this.ready.catch(() => undefined);
    if (this.closed) return;
    await this.call({ op: 'close' }).catch(() => undefined);
    this.closed = true;
    await this.worker.terminate();
  }
}
