/** The part of autocannon's programmatic API the benchmark uses (the package ships no types). */
declare module 'autocannon' {
  interface AutocannonRequest {
    method?: string;
    path?: string;
    headers?: Record<string, string>;
    body?: string | Buffer;
    /** Called before every request: returns the request to send (here, with the next path). */
    setupRequest?: (request: AutocannonRequest, context: Record<string, unknown>) => AutocannonRequest;
  }

  interface AutocannonOptions {
    url: string;
    connections?: number;
    duration?: number;
    pipelining?: number;
    timeout?: number;
    requests?: AutocannonRequest[];
  }

  interface Histogram {
    average: number;
    mean: number;
    stddev: number;
    min: number;
    max: number;
    total: number;
    p50: number;
    p90: number;
    p99: number;
    p99_9: number;
  }

  export interface AutocannonResult {
    duration: number;
    errors: number;
    timeouts: number;
    non2xx: number;
    latency: Histogram;
    requests: Histogram & { sent: number };
    throughput: Histogram;
    statusCodeStats: Record<string, { count: number }>;
  }

  interface AutocannonInstance {
    /** Ends the run early; the callback then gets the results so far. */
    stop(): void;
  }

  function autocannon(
    options: AutocannonOptions,
    callback: (error: Error | null, result: AutocannonResult) => void,
  ): AutocannonInstance;
  export default autocannon;
}
