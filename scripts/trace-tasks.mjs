// What a Chromium trace says a page's long tasks were made of: each main-thread task over a
// threshold, with the time its parts took themselves (a part's duration less that of the
// parts inside it), largest first. The long-task gate (measure-long-tasks.mjs) says how
// long the tasks were; this says what they were (scripts/trace-long-tasks.mjs prints it,
// docs/architecture.md#performance-budgets keeps the findings).

/** The names Chromium gives a main-thread task's outermost trace event. */
const TASK_NAMES = new Set(['ThreadControllerImpl::RunTask', 'RunTask']);

/**
 * The long tasks of the trace's renderer main threads (`CrRendererMain`): each task over
 * `minMs` that no other such task contains, in order, with its duration, the main thread's
 * CPU time in it (`cpuMs`, from the events' thread durations; under DevTools' CPU
 * throttling the throttled thread spins, so it is close to the duration unless the thread
 * waited on another process), and `parts`: the self time of each event name inside it.
 */
export function longTasksOf(events, minMs) {
  const mainThreads = new Set(
    events
      .filter((e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain')
      .map((e) => `${e.pid}:${e.tid}`),
  );
  const byThread = new Map();
  for (const e of events) {
    const thread = `${e.pid}:${e.tid}`;
    if (e.ph !== 'X' || typeof e.dur !== 'number' || !mainThreads.has(thread)) continue;
    if (!byThread.has(thread)) byThread.set(thread, []);
    byThread.get(thread).push(e);
  }
  const tasks = [];
  for (const threadEvents of byThread.values()) {
    // Outer events first where two start together, so a parent precedes its children.
    threadEvents.sort((a, b) => a.ts - b.ts || b.dur - a.dur);
    let outer = null;
    for (const e of threadEvents) {
      if (!TASK_NAMES.has(e.name)) continue;
      if (outer && e.ts + e.dur <= outer.ts + outer.dur) continue;
      outer = e;
      if (e.dur > minMs * 1000) tasks.push({ task: e, events: threadEvents });
    }
  }
  return tasks
    .sort((a, b) => a.task.ts - b.task.ts)
    .map(({ task, events: threadEvents }) => ({
      startMs: task.ts / 1000,
      durationMs: task.dur / 1000,
      cpuMs: typeof task.tdur === 'number' ? task.tdur / 1000 : undefined,
      parts: selfTimes(task, threadEvents),
    }));
}

/** The self time of each event name inside `task`, in ms, largest first. */
function selfTimes(task, threadEvents) {
  const end = task.ts + task.dur;
  const self = new Map();
  const open = [];
  for (const e of threadEvents) {
    if (e === task || e.ts < task.ts || e.ts + e.dur > end) continue;
    while (open.length > 0 && open.at(-1).ts + open.at(-1).dur <= e.ts) open.pop();
    const parent = open.at(-1);
    if (parent) self.set(parent.name, (self.get(parent.name) ?? 0) - e.dur);
    self.set(e.name, (self.get(e.name) ?? 0) + e.dur);
    open.push(e);
  }
  return [...self]
    .map(([name, us]) => ({ name, ms: us / 1000 }))
    .filter((part) => part.ms > 0)
    .sort((a, b) => b.ms - a.ms);
}
