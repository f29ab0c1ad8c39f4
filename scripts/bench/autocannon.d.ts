/** The part of autocannon 9's programmatic API the api benchmark uses (it ships no types). */
declare module 'autocannon' {
  export interface Options {
    url: string;
    method?: 'GET' | 'POST';
    headers?: Record<string, string>;
    body?: string;
    connections?: number;
    /** seconds */
    duration?: number;
    warmup?: { connections?: number; duration?: number };
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
    latency: Histogram;
    requests: Histogram & { sent: number };
    throughput: Histogram;
  }
  /** without a callback the returned tracker is also a promise of the result */
  export default function autocannon(options: Options): Promise<Result>;
}
