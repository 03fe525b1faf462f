/**
 * CPU time used so far by this process's main thread — the one that runs the event loop — in milliseconds,
 * from Linux's /proc/self/task/<pid>/stat. A timer's lateness also grows when a busy machine merely runs the
 * process late; this grows only with work done on the main thread, so a test of "this work runs off the main
 * thread" holds at any load.
 */
import { readFileSync } from 'node:fs';
import { isMainThread } from 'node:worker_threads';

/** The kernel's USER_HZ, in which /proc counts CPU time: 100 on Linux. */
const TICKS_PER_SECOND = 100;

export function mainThreadCpuMs(): number {
  if (!isMainThread)
    throw new Error('mainThreadCpuMs: the test runs in a worker thread, not the main thread');
  const stat = readFileSync(`/proc/self/task/${process.pid}/stat`, 'utf8');
  // After "pid (comm) ", the fields start at the third (state); utime and stime are the 14th and 15th.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / TICKS_PER_SECOND;
}
