/** The part of autocannon 9's programmatic API the benchmarks and `npm run soak` use (it ships no types). */
declare module 'autocannon' {
  /** one request of a connection's cycle (`Options.requests`); path is relative to the url's origin */
  export interface Request {
    method?: 'GET' | 'POST';
    path: string;
    headers?: Record<string, string>;
    body?: string;
  }
  export interface Options {
    url: string;
    method?: 'GET' | 'POST';
    headers?: Record<string, string>;
    body?: string;
    connections?: number;
    /** seconds */
    duration?: number;
    warmup?: { connections?: number; duration?: number };
    /** each connection sends these in turn, then starts again */
    requests?: Request[];
    /** seconds before a request counts as a timeout (default 10) */
    timeout?: number;
  }
  /** hdr-histogram summary: latency in ms, requests per second */
  export interface Histogram {
    average: number;
    mean: number;
    stddev: number;
    min: number;
    max: number;
    p50: number;
    p90: number;
    p99: number;
    total: number;
  }
  export interface Result {
    errors: number;
    timeouts: number;
    non2xx: number;
    /** answers per HTTP status, e.g. {'200': {count: 12}} */
    statusCodeStats: Record<string, { count: number }>;
    latency: Histogram;
    requests: Histogram & { sent: number };
    throughput: Histogram;
  }
  /** without a callback the returned tracker is also a promise of the result */
  export default function autocannon(options: Options): Promise<Result>;
}
