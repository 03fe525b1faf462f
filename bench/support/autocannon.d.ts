/** The part of autocannon 9 (no types of its own) the benches use (support/http-timing.ts, reading-room.ts). */
declare module 'autocannon' {
  interface Options {
    url: string;
    connections: number;
    /** Seconds. */
    duration?: number;
    /** Requests to make, instead of a duration. */
    amount?: number;
    headers?: Record<string, string>;
    method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
    body?: string;
    /** Seconds before a request counts as a time-out. */
    timeout?: number;
    /** Requests made in turn; `setupRequest` may change each one as it is sent (its path, its headers). */
    requests?: Array<{
      method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
      path?: string;
      setupRequest?: (request: AutocannonRequest) => AutocannonRequest;
    }>;
  }
  interface AutocannonRequest {
    path: string;
    headers?: Record<string, string>;
  }
  interface Result {
    /** Seconds the run took. */
    duration: number;
    errors: number;
    timeouts: number;
    non2xx: number;
  }
  interface Instance extends PromiseLike<Result> {
    /** Every answer, with its time in ms (a float from process.hrtime). */
    on(
      event: 'response',
      listener: (client: unknown, statusCode: number, bytes: number, responseTime: number) => void,
    ): Instance;
  }
  export default function autocannon(options: Options): Instance;
}
