/**
 * Memory of a whole process tree, as the machine sees it: every descendant of a pid found through /proc, each
 * with its resident set (RSS: shared pages counted in every process that maps them) and its proportional set
 * (PSS: a shared page split between its sharers, so the tree's PSS sum is what it really costs). Linux only.
 */
import { readdirSync, readFileSync } from 'node:fs';

export interface ProcessMemory {
  pid: number;
  command: string;
  rssMb: number;
  pssMb: number;
}

const kbField = (text: string, field: string) =>
  Number(new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(text)?.[1] ?? 0) / 1024;

/** The parent of every live process (a process that ends while being read is left out). */
function parents(): Map<number, number[]> {
  const children = new Map<number, number[]>();
  for (const name of readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    try {
      // The command may hold spaces and parentheses: the fields after its last ')' are fixed.
      const stat = readFileSync(`/proc/${name}/stat`, 'utf8');
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      children.set(ppid, [...(children.get(ppid) ?? []), Number(name)]);
    } catch {
      // gone
    }
  }
  return children;
}

/** `pid` and its descendants with their memory; empty once `pid` has exited. */
export function treeMemory(pid: number): ProcessMemory[] {
  const children = parents();
  const pids = [pid];
  for (let i = 0; i < pids.length; i++) pids.push(...(children.get(pids[i] ?? 0) ?? []));
  const tree: ProcessMemory[] = [];
  for (const p of pids) {
    try {
      const rollup = readFileSync(`/proc/${p}/smaps_rollup`, 'utf8');
      const command = readFileSync(`/proc/${p}/cmdline`, 'utf8').split('\0').filter(Boolean).join(' ');
      tree.push({ pid: p, command, rssMb: kbField(rollup, 'Rss'), pssMb: kbField(rollup, 'Pss') });
    } catch {
      // gone
    }
  }
  return tree;
}

export const sumOf = (tree: readonly ProcessMemory[], key: 'rssMb' | 'pssMb') =>
  tree.reduce((sum, p) => sum + p[key], 0);
