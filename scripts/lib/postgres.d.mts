export interface ThrowawayPostgres {
  /** `postgres://postgres@127.0.0.1:{port}/postgres` */
  url: string;
  port: number;
  /** Stops the server and removes its folder. */
  stop: () => void;
  /** Stops the server alone (fast shutdown), keeping its data. */
  stopServer: () => Promise<void>;
  /** Starts it again on the same data and port. */
  startServer: () => Promise<void>;
  /** The PostgreSQL major version (its bin folder's name). */
  version: string;
  polishDictionary: boolean;
}

/** Starts PostgreSQL on a free loopback port in a temporary folder (scripts/lib/postgres.mjs). */
export declare function startThrowawayPostgres(): Promise<ThrowawayPostgres>;
