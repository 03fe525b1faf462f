/**
 * The cluster bench's HTTP client, as the web app behaves towards the proxy: a 502 or 503 answer or a network
 * error is tried again after a short, growing pause; every attempt, answer and retry is counted. Each simulated
 * person sends their own address in X-Forwarded-For (the proxy appends its own hop), so the per-address limits
 * apply per person as they would behind a real proxy. Before each call a person pauses as someone reading the
 * screen would (0 to twice `thinkMs`), so the journeys are still under way when the bench's faults strike.
 */

/** Answers after which the web app tries again: the proxy found no instance, or the database was away. */
const RETRIED = new Set([502, 503]);
const BACKOFF_MS = [100, 250, 500, 1000, 2000, 3000, 4000, 5000, 5000, 5000];

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

export interface CallOptions {
  token?: string;
  /** Sent as JSON. */
  json?: object;
  /** Sent as it is (a multipart body), with `headers`. */
  body?: Uint8Array<ArrayBuffer>;
  /** Sends `body` at this pace, as a phone on a slow connection uploads: the upload is under way for a while. */
  bytesPerSecond?: number;
  headers?: Record<string, string>;
}

export interface Answer {
  status: number;
  /** Parsed JSON, or the text when it is not JSON. */
  body: unknown;
  /** The instance that answered (nginx's X-Upstream, the last one it tried). */
  upstream: string;
  /** Whether an earlier attempt was cut or refused: a write may have happened without its answer. */
  retried: boolean;
}

export class ClusterClient {
  readonly counts = {
    sent: 0,
    retries: 0,
    networkErrors: 0,
    /** Calls that still had no 2xx-or-4xx answer after every retry. */
    gaveUp: 0,
    /** Paced uploads answered 502/503 or cut: each was sent again. */
    uploadsCut: 0,
    byStatus: new Map<number, number>(),
    byUpstream: new Map<string, number>(),
  };

  /** Every attempt answered 5xx or not at all (status 0), in order: which call, when, through which instance. */
  readonly failures: { at: number; status: number; call: string; upstream: string }[] = [];

  /** Paced uploads being sent right now. */
  uploadsInFlight = 0;

  constructor(
    private readonly baseUrl: string,
    private readonly thinkMs: number,
  ) {}

  async call(address: string, method: string, path: string, options: CallOptions = {}): Promise<Answer> {
    const headers: Record<string, string> = { 'x-forwarded-for': address, ...options.headers };
    if (options.token) headers.authorization = `Bearer ${options.token}`;
    if (options.json) headers['content-type'] = 'application/json';
    const { bytesPerSecond } = options;
    if (options.body && bytesPerSecond) headers['content-length'] = String(options.body.length);
    // Built again for each attempt: a paced body is a stream, read once.
    const body = () =>
      options.json
        ? JSON.stringify(options.json)
        : options.body && bytesPerSecond
          ? paced(options.body, bytesPerSecond)
          : options.body;
    await sleep(Math.random() * 2 * this.thinkMs);
    for (let attempt = 0; ; attempt++) {
      this.counts.sent++;
      let answer: Answer | undefined;
      if (bytesPerSecond) this.uploadsInFlight++;
      try {
        const init = { method, headers, body: body(), duplex: 'half' } as RequestInit;
        const response = await fetch(`${this.baseUrl}/v1${path}`, init);
        const text = await response.text();
        const upstream = response.headers.get('x-upstream')?.split(',').at(-1)?.trim() ?? '';
        this.count(this.counts.byStatus, response.status);
        if (upstream) this.count(this.counts.byUpstream, upstream);
        answer = { status: response.status, body: parseJson(text), upstream, retried: attempt > 0 };
      } catch {
        this.counts.networkErrors++;
      } finally {
        if (!answer || answer.status >= 500)
          this.failures.push({
            at: Date.now(),
            status: answer?.status ?? 0,
            call: `${method} ${path.replace(/\d+/g, ':id').replace(/\?.*/, '')}`,
            upstream: answer?.upstream ?? '',
          });
        if (bytesPerSecond) this.uploadsInFlight--;
      }
      if (answer && !RETRIED.has(answer.status)) return answer;
      if (bytesPerSecond) this.counts.uploadsCut++;
      const pause = BACKOFF_MS[attempt];
      if (pause === undefined) {
        this.counts.gaveUp++;
        return answer ?? { status: 0, body: 'no answer', upstream: '', retried: true };
      }
      this.counts.retries++;
      await sleep(pause);
    }
  }

  private count<K>(map: Map<K, number>, key: K) {
    map.set(key, (map.get(key) ?? 0) + 1);
  }
}

const PACED_CHUNK = 64 * 1024;

function paced(bytes: Uint8Array, bytesPerSecond: number): ReadableStream<Uint8Array> {
  let offset = 0;
  return new ReadableStream({
    async pull(controller) {
      if (offset >= bytes.length) return controller.close();
      await sleep((PACED_CHUNK / bytesPerSecond) * 1000);
      controller.enqueue(bytes.subarray(offset, offset + PACED_CHUNK));
      offset += PACED_CHUNK;
    },
  });
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}
