export interface ThrowawayPostgres {
  url: string;
  port: number;
  /** Stops the server and removes its folder. */
  stop: () => void;
  /** Stops the server alone (fast shutdown), keeping its data. */
  stopServer: () => Promise<void>;
  /** Starts it again on the same data and port. */
  startServer: () => Promise<void>;
  version: string;
  polishDictionary: boolean;
}

export declare function startThrowawayPostgres(): Promise<ThrowawayPostgres>;
