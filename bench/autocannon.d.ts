// The part of autocannon's programmatic API the benches use (the package ships no types).
declare module 'autocannon' {
  interface Histogram {
    average: number;
    /** How many in all (requests). */
    total: number;
    p50: number;
    p99: number;
  }
  interface Options {
    url: string;
    connections?: number;
    duration?: number;
    headers?: Record<string, string>;
    method?: 'GET' | 'POST';
    body?: string | Buffer;
    /** Each request built afresh (its path, its headers): random cookies and query strings. */
    requests?: Array<{ setupRequest?: (req: Record<string, unknown>) => Record<string, unknown> }>;
  }
  interface Result {
    requests: Histogram;
    latency: Histogram;
    non2xx: number;
    errors: number;
    timeouts: number;
  }
  export default function autocannon(options: Options): Promise<Result>;
}
