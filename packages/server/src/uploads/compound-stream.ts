/**
 * Whether an OLE compound file holds a named stream directly under its root, decided by cfb in a worker
 * thread: reading a directory means parsing the whole file (up to 256 MB: ~1.6 s of CPU), which on the main
 * thread would stall every other request meanwhile.
 */
import { createRequire } from 'node:module';
import { Worker } from 'node:worker_threads';

/**
 * The worker, as plain CommonJS evaluated from a string, so it runs alike under tsx, vitest and the esbuild
 * bundle (a .ts worker file would need a loader, a bundled one a second entry point). It reads the file
 * itself, so the bytes never pass through the main thread.
 */
const WORKER_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads');
const { readFileSync } = require('node:fs');
const CFB = require(workerData.cfbPath);
let found = false;
try {
  const container = CFB.read(readFileSync(workerData.filePath), { type: 'buffer' });
  const index = container.FullPaths.indexOf(container.FullPaths[0] + workerData.streamName);
  // Entry type 2: a stream (a storage of that name does not count).
  found = index > 0 && container.FileIndex[index].type === 2;
} catch {
  // Not a compound file cfb can read: a header in front of something else, or a file cut short.
}
parentPort.postMessage(found);
`;

/** Resolved from this module, so the bundle finds the same package as the sources do. */
const cfbPath = createRequire(import.meta.url).resolve('cfb');

export async function hasRootStream(filePath: string, streamName: string): Promise<boolean> {
  // No execArgv: the worker needs no TypeScript loader, and starts faster without one.
  const worker = new Worker(WORKER_SOURCE, {
    eval: true,
    execArgv: [],
    workerData: { cfbPath, filePath, streamName },
  });
  try {
    return await new Promise<boolean>((resolve, reject) => {
      worker.once('message', (found: unknown) => resolve(found === true));
      worker.once('error', reject);
      worker.once('exit', (code) => reject(new Error(`compound file check exited with ${code}`)));
    });
  } finally {
    await worker.terminate();
  }
}
