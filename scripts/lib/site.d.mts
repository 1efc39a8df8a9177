export interface StartedSite {
  origin: string;
  /** The server's process id (under taskset, the same process: taskset execs node). */
  pid: number;
  /** What the server printed so far. */
  log: () => string;
  /** Ends exactly the process started; resolves once it has exited. */
  stop: () => Promise<void>;
}

export declare function startSite(options: {
  port: number;
  products?: number;
  /** Cores to pin the server to (`taskset -c`). */
  cpus?: string;
  /** Environment variables added to the server's, e.g. `KWC_FEATURES`. */
  env?: Record<string, string>;
  /** Another built checkout of the repository to serve (default: this one). */
  root?: string;
}): Promise<StartedSite>;

/** This checkout's root folder. */
export declare const root: string;
