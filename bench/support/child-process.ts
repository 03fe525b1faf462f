import type { ChildProcess } from 'node:child_process';

/** Each with how to signal it: the child alone, or its whole process group (spawned `detached`). */
const running = new Map<ChildProcess, (signal: NodeJS.Signals) => void>();
const SIGNALS = { SIGHUP: 1, SIGINT: 2, SIGTERM: 15 } as const;
let hooked = false;

function hookProcessEnd() {
  if (hooked) return;
  hooked = true;
  process.on('exit', () => {
    for (const signal of running.values()) signal('SIGTERM');
  });
  for (const [signal, number] of Object.entries(SIGNALS) as [NodeJS.Signals, number][]) {
    // First in line, so it sees every other handler: a bench with its own (a graceful clean-up) ends the process
    // itself, and 'exit' above stops what is left; a second Ctrl-C, or a bench without one, exits at once.
    process.prependListener(signal, () => {
      if (process.listenerCount(signal) > 1) return;
      process.exit(128 + number);
    });
  }
}

/**
 * However the bench process ends (an error, process.exit, Ctrl-C, SIGTERM, SIGHUP), `child` is sent SIGTERM on
 * the way out, so no server or proxy outlives it; with `group` (a child spawned `detached`, e.g. `npm start`
 * and the server it runs) its whole process group is. Nothing is sent once the child has exited by itself.
 * Answers how to signal it the same way.
 */
export function endsWithBench(child: ChildProcess, group = false): (signal: NodeJS.Signals) => void {
  const signal = (name: NodeJS.Signals) => {
    try {
      if (group && child.pid) process.kill(-child.pid, name);
      else child.kill(name);
    } catch {
      // already gone
    }
  };
  hookProcessEnd();
  running.set(child, signal);
  child.once('exit', () => running.delete(child));
  return signal;
}

/** What `child` writes to its stdout and stderr (those that are piped), as it comes. */
export function outputOf(child: ChildProcess): () => string {
  let log = '';
  const keep = (d: Buffer) => {
    log += d;
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  return () => log;
}
