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
