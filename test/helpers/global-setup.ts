/**
 * The run's global setup: a folder where tests record the processes they start
 * (processes.ts), and a teardown that stops every one still running when the run ends. Each test
 * stops its own processes; this is the net under a test that failed or timed out before it could.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { startTime } from './processes.js';

/** Still running, and still the process that was recorded (not a later one with its PID, not a zombie). */
function running(pid: number, started: string): boolean {
  try {
    process.kill(pid, 0);
  } catch {
    return false;
  }
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    if (stat.slice(stat.lastIndexOf(')') + 2).startsWith('Z')) return false;
  } catch {
    // No /proc (not Linux): the PID is all there is to go by.
  }
  return !started || startTime(pid) === started;
}

/** Stops `pid` and its process group (spawnRecorded starts each in a group of its own). */
function stop(pid: number): void {
  for (const target of [-pid, pid]) {
    try {
      process.kill(target, 'SIGKILL');
    } catch {
      // Already gone, or not a group leader.
    }
  }
}

export default function setup(project: TestProject): () => void {
  // Under libfaketime, the test processes this run starts, and theirs, go on from this one's
  // faked clock rather than each starting the faked moment anew (processes.ts).
  if (process.env.FAKETIME) process.env.FAKETIME_DONT_RESET = '1';
  const folder = mkdtempSync(join(tmpdir(), 'report-bot-test-run-'));
  project.provide('processFolder', folder);
  return () => {
    let recorded: string[] = [];
    try {
      recorded = readFileSync(join(folder, 'pids'), 'utf8').split('\n').filter(Boolean);
    } catch {
      // No test started a process.
    }
    const left = recorded.map((line) => line.split(' ')).filter(([pid, started]) => running(Number(pid), started ?? ''));
    for (const [pid] of left) stop(Number(pid));
    if (left.length > 0) console.warn(`Stopped ${left.length} process(es) a test left running: ${left.map(([pid]) => pid).join(', ')}`);
    rmSync(folder, { recursive: true, force: true });
  };
}
