import { SelectQueryNode, SqliteAdapter, SqliteDriver, SqliteIntrospector, SqliteQueryCompiler } from 'kysely';
import type { CompiledQuery, DatabaseConnection, Dialect, Driver, Kysely, QueryResult, SqliteDatabase } from 'kysely';

/**
 * SQLite with two connections to one file: a writer, which every write and every transaction
 * holds in turn (Kysely's own single-connection driver), and a read-only reader for the reads
 * outside a transaction. In WAL mode the reader sees the last commit while a transaction is open,
 * so a long import that yields to the event loop between its statements (still one transaction)
 * no longer makes every other request's reads wait for its commit. Reads inside a transaction use
 * the writer: they must see the transaction's own writes.
 */
export class SqliteReadWriteDialect implements Dialect {
  readonly #writer: SqliteDatabase;
  readonly #reader: SqliteDatabase;

  constructor(config: { writer: SqliteDatabase; reader: SqliteDatabase }) {
    this.#writer = config.writer;
    this.#reader = config.reader;
  }

  createDriver(): Driver {
    return new ReadWriteDriver(new SqliteDriver({ database: this.#writer }), new SqliteDriver({ database: this.#reader }));
  }

  createQueryCompiler() {
    return new SqliteQueryCompiler();
  }

  createAdapter() {
    return new SqliteAdapter();
  }

  createIntrospector(db: Kysely<unknown>) {
    return new SqliteIntrospector(db);
  }
}

/**
 * How long a transaction's statements run back to back before the event loop gets a turn: short
 * transactions never wait, a 50,000-word import lets a cheap request through every few ms.
 */
const TRANSACTION_SLICE_MS = 10;

/**
 * What Kysely holds between acquire and release: nothing of its own until a transaction begins,
 * then the writer until it ends. Each statement outside a transaction takes the connection it
 * needs for that statement only.
 */
class RoutingConnection implements DatabaseConnection {
  /** The writer's connection while this one is in a transaction. */
  held: DatabaseConnection | null = null;
  /** When this transaction last let the event loop turn (performance.now()). */
  lastTurn = 0;

  constructor(private readonly driver: ReadWriteDriver) {}

  async executeQuery<R>(query: CompiledQuery): Promise<QueryResult<R>> {
    if (!this.held) return this.driver.runAlone<R>(query);
    const result = await this.held.executeQuery<R>(query);
    // better-sqlite3 runs each statement synchronously, so a transaction of many statements would
    // hold the thread from its first to its last: past a slice, it lets other requests in.
    if (performance.now() - this.lastTurn > TRANSACTION_SLICE_MS) {
      await new Promise((resolve) => setImmediate(resolve));
      this.lastTurn = performance.now();
    }
    return result;
  }

  // eslint-disable-next-line require-yield -- Kysely's interface; the app never streams (see withStatementCache).
  async *streamQuery<R>(): AsyncIterableIterator<QueryResult<R>> {
    throw new Error('Streaming is not used with SQLite');
  }
}

function heldWriter(routing: RoutingConnection): DatabaseConnection {
  if (!routing.held) throw new Error('No transaction is open on this connection');
  return routing.held;
}

class ReadWriteDriver implements Driver {
  constructor(
    private readonly writer: SqliteDriver,
    private readonly reader: SqliteDriver,
  ) {}

  async init(): Promise<void> {
    await this.writer.init();
    await this.reader.init();
  }

  async acquireConnection(): Promise<DatabaseConnection> {
    return new RoutingConnection(this);
  }

  /** One statement outside a transaction: a SELECT on the reader, anything else on the writer. */
  async runAlone<R>(query: CompiledQuery): Promise<QueryResult<R>> {
    const driver = SelectQueryNode.is(query.query) ? this.reader : this.writer;
    const connection = await driver.acquireConnection();
    try {
      return await connection.executeQuery<R>(query);
    } finally {
      await driver.releaseConnection();
    }
  }

  async beginTransaction(connection: DatabaseConnection): Promise<void> {
    const routing = connection as RoutingConnection;
    const writer = await this.writer.acquireConnection();
    try {
      await this.writer.beginTransaction(writer);
    } catch (error) {
      await this.writer.releaseConnection();
      throw error;
    }
    routing.held = writer;
    routing.lastTurn = performance.now();
  }

  async commitTransaction(connection: DatabaseConnection): Promise<void> {
    const routing = connection as RoutingConnection;
    // A failed commit leaves the transaction open: the writer stays held for Kysely's rollback.
    await this.writer.commitTransaction(heldWriter(routing));
    await this.release(routing);
  }

  async rollbackTransaction(connection: DatabaseConnection): Promise<void> {
    const routing = connection as RoutingConnection;
    try {
      await this.writer.rollbackTransaction(heldWriter(routing));
    } finally {
      await this.release(routing);
    }
  }

  private async release(routing: RoutingConnection): Promise<void> {
    heldWriter(routing);
    routing.held = null;
    await this.writer.releaseConnection();
  }

  async releaseConnection(): Promise<void> {
    // Nothing held outside a transaction; a transaction releases the writer when it ends.
  }

  async destroy(): Promise<void> {
    await this.reader.destroy();
    await this.writer.destroy();
  }
}
