/**
 * The cluster bench's server instances, each on its own fixed port (the proxy's upstream) and DATA_DIR, with a
 * supervisor as systemd's `Restart=always` would be: an instance that exits without the bench stopping it is
 * recorded (with the last lines it printed) and started again a second later.
 */
import { type BenchServer, startServer } from './server.ts';

const RESTART_PAUSE_MS = 1000;
const START_TRIES = 5;

export interface UnexpectedExit {
  instance: string;
  /** The process, when it had started. */
  pid?: number;
  /** Milliseconds since the bench started. */
  at: number;
  lastLines: string;
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

function lastLines(text: string, count = 4): string {
  const lines = text
    .split('\n')
    .map((l) => l.trim())
    .filter(Boolean);
  return lines
    .slice(-count)
    .map((l) => (l.length > 240 ? `${l.slice(0, 240)}…` : l))
    .join(' ⏎ ');
}

export class Instance {
  readonly url: string;
  private server: BenchServer | undefined;
  /** Starts and stops run one at a time; the supervisor leaves the instance alone meanwhile. */
  private busy: Promise<void> = Promise.resolve();
  private managed = false;
  /** Once halted (the bench ends), nothing starts it again. */
  private halted = false;

  constructor(
    readonly name: string,
    readonly port: number,
    private readonly dataDir: string,
    private readonly env: Record<string, string>,
    private readonly exits: UnexpectedExit[],
    private readonly startedAt: number,
  ) {
    this.url = `http://127.0.0.1:${port}`;
  }

  running(): boolean {
    return this.server?.running() ?? false;
  }

  /** The running process's id. */
  pid(): number | undefined {
    return this.server?.pid;
  }

  /** Starts it (tried again when it exits during its start); resolves when /v1/health answers. */
  start(): Promise<void> {
    return this.exclusive(() => this.startNow());
  }

  /** SIGTERM (graceful) or SIGKILL (a crash); resolves when the process has exited. */
  stop(signal: NodeJS.Signals = 'SIGTERM'): Promise<void> {
    return this.exclusive(async () => {
      await this.server?.stop(signal);
      this.server = undefined;
    });
  }

  /**
   * The bench's end, also on Ctrl-C: SIGTERM to the running process now, whatever start or stop is under way,
   * and no start after it. A process still starting then gets SIGTERM as the bench exits (endsWithBench).
   */
  async halt(): Promise<void> {
    this.halted = true;
    await this.server?.stop('SIGTERM');
  }

  /** The supervisor's look, every few hundred milliseconds: an exit the bench did not cause is a crash. */
  watch(): void {
    if (this.halted || this.managed || !this.server || this.server.running()) return;
    const crashed = this.server;
    this.server = undefined;
    void this.exclusive(async () => {
      this.record(crashed.output(), crashed.pid);
      await sleep(RESTART_PAUSE_MS);
      await this.startNow();
    }).catch(() => {
      // recorded; the instance stays down
    });
  }

  private async startNow() {
    for (let attempt = 1; ; attempt++) {
      if (this.halted) throw new Error(`${this.name}: the bench is ending`);
      try {
        this.server = await startServer({ dataDir: this.dataDir, port: this.port, env: this.env });
        return;
      } catch (error) {
        this.record(String(error));
        if (attempt >= START_TRIES) throw error;
        await sleep(RESTART_PAUSE_MS);
      }
    }
  }

  private record(output: string, pid?: number) {
    this.exits.push({
      instance: this.name,
      pid,
      at: Date.now() - this.startedAt,
      lastLines: lastLines(output),
    });
  }

  private exclusive(task: () => Promise<void>): Promise<void> {
    const run = this.busy.then(async () => {
      this.managed = true;
      try {
        await task();
      } finally {
        this.managed = false;
      }
    });
    this.busy = run.catch(() => undefined);
    return run;
  }
}

/**
 * The path that tells whether an instance can serve: /v1/ready (the database answers, migrations applied),
 * or /v1/health where the server has no readiness route yet.
 */
export async function readinessPath(url: string): Promise<string> {
  const answer = await fetch(`${url}/v1/ready`);
  await answer.body?.cancel();
  return answer.status === 404 ? '/v1/health' : '/v1/ready';
}

/** Milliseconds until `path` answers 200 on `url`, polled every 50 ms; null after `timeoutMs`. */
export async function untilReady(url: string, path: string, timeoutMs: number): Promise<number | null> {
  const started = Date.now();
  while (Date.now() - started < timeoutMs) {
    try {
      const answer = await fetch(`${url}${path}`, { signal: AbortSignal.timeout(2000) });
      await answer.body?.cancel();
      if (answer.status === 200) return Date.now() - started;
    } catch {
      // down or restarting
    }
    await sleep(50);
  }
  return null;
}
