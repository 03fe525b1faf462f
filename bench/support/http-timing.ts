/** One variant's HTTP figures: autocannon on loopback, a warm-up run first, then a timed run. */
import autocannon from 'autocannon';
import { type Percentiles, percentiles } from '../support/stats.ts';

export interface HttpFigures extends Percentiles {
  answers: number;
  requestsPerSecond: number;
  /** Connection errors and time-outs. */
  errors: number;
  non2xx: number;
}

/** The figures with how many answers had each status code. */
export interface StatusFigures extends HttpFigures {
  statuses: Record<number, number>;
}

const TIME_OUT_SECONDS = 10;

/**
 * A request still running when the window ends is dropped, so a slow variant may answer fewer than this in
 * it: it is then timed over this many requests instead, however long they take.
 */
const MIN_ANSWERS = 10;

/** What is asked: a GET unless a JSON body is given (then a POST). */
export interface HttpRequest {
  url: string;
  token: string;
  body?: object;
}

/** For `seconds`, or until `amount` answers when given (then however long they take). */
async function run(
  request: HttpRequest,
  clients: number,
  bound: { seconds: number } | { amount: number },
): Promise<HttpFigures> {
  return timedAutocannon({
    url: request.url,
    connections: clients,
    ...('amount' in bound ? { amount: bound.amount } : { duration: bound.seconds }),
    headers: {
      authorization: `Bearer ${request.token}`,
      ...(request.body ? { 'content-type': 'application/json' } : {}),
    },
    ...(request.body ? { method: 'POST' as const, body: JSON.stringify(request.body) } : {}),
    timeout: TIME_OUT_SECONDS,
  });
}

/** One autocannon run with every answer's time kept: its own histogram has p97.5 but no p95. */
export async function timedAutocannon(options: Parameters<typeof autocannon>[0]): Promise<StatusFigures> {
  const times: number[] = [];
  const statuses: Record<number, number> = {};
  const instance = autocannon(options);
  instance.on('response', (_client, status, _bytes, ms) => {
    times.push(ms);
    statuses[status] = (statuses[status] ?? 0) + 1;
  });
  const result = await instance;
  return {
    ...percentiles(times),
    answers: times.length,
    requestsPerSecond: times.length / result.duration,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
    statuses,
  };
}

export async function timeHttp(
  request: HttpRequest,
  clients: number,
  timing: { warmUpSeconds: number; seconds: number },
): Promise<HttpFigures> {
  if (timing.warmUpSeconds > 0) await run(request, clients, { seconds: timing.warmUpSeconds });
  const figures = await run(request, clients, { seconds: timing.seconds });
  return figures.answers >= MIN_ANSWERS ? figures : run(request, clients, { amount: MIN_ANSWERS });
}
