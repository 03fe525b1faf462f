import type { ChildProcess } from 'node:child_process';

/**
 * However the bench process ends (an error, Ctrl-C, process.exit), `child` is sent SIGTERM on the way out, so
 * no server or proxy outlives it. Nothing is sent once the child has exited by itself.
 */
export function endsWithBench(child: ChildProcess): void {
  const end = () => child.kill('SIGTERM');
  process.once('exit', end);
  child.once('exit', () => process.off('exit', end));
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
