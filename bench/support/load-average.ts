/** Other work on the machine shows in every figure: a bench names the load average as it starts and ends. */
import { loadavg } from 'node:os';

export const loadAverage = () =>
  `load average ${loadavg()
    .map((l) => l.toFixed(1))
    .join(' ')}`;
