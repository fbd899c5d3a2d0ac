import { longTasksOf, type TraceEvent } from './trace-tasks.mjs';

const MAIN = { pid: 1, tid: 7 };
const OTHER = { pid: 1, tid: 9 };
const thread = (where: { pid: number; tid: number }, name: string): TraceEvent => ({
  name: 'thread_name',
  ph: 'M',
  ts: 0,
  ...where,
  args: { name },
});
/** A complete event of `ms` milliseconds starting at `atMs`. */
const span = (name: string, atMs: number, ms: number, where = MAIN, cpuMs?: number) => ({
  name,
  ph: 'X',
  ts: atMs * 1000,
  dur: ms * 1000,
  ...(cpuMs === undefined ? {} : { tdur: cpuMs * 1000 }),
  ...where,
});

const events: TraceEvent[] = [
  thread(MAIN, 'CrRendererMain'),
  thread(OTHER, 'Compositor'),
  // A 120 ms task: a 100 ms layout, of which 40 ms wait on a font lookup.
  span('ThreadControllerImpl::RunTask', 0, 120, MAIN, 80),
  span('RunTask', 0, 120),
  span('Layout', 10, 100),
  span('FontLookup', 30, 40),
  // A 30 ms task: short.
  span('ThreadControllerImpl::RunTask', 200, 30),
  span('v8.run', 200, 29),
  // A long task on another thread: not the page's main thread.
  span('ThreadControllerImpl::RunTask', 300, 500, OTHER),
  // A 60 ms script task.
  span('ThreadControllerImpl::RunTask', 900, 60),
  span('v8.run', 901, 58),
];

describe('longTasksOf', () => {
  it('lists the main thread’s tasks over the threshold, each once, in order', () => {
    const tasks = longTasksOf(events, 50);
    expect(tasks.map((task) => [task.startMs, task.durationMs])).toEqual([
      [0, 120],
      [900, 60],
    ]);
    expect(longTasksOf(events, 100).map((task) => task.durationMs)).toEqual([120]);
  });

  it('splits a task into the time each part took itself, largest first', () => {
    const [layoutTask] = longTasksOf(events, 100);
    expect(layoutTask?.parts).toEqual([
      { name: 'Layout', ms: 60 },
      { name: 'FontLookup', ms: 40 },
      { name: 'RunTask', ms: 20 },
    ]);
  });

  it('reads the CPU time of a task where the trace has it', () => {
    const [layoutTask, scriptTask] = longTasksOf(events, 50);
    expect(layoutTask?.cpuMs).toBe(80);
    expect(scriptTask?.cpuMs).toBeUndefined();
  });
});
