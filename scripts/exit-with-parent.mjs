// Preloaded (`node --import`) into the processes `npm start` launches (scripts/start.mjs)
// and into the sandboxes of the measurement scripts (scripts/sandbox-process.mjs):
// when the parent goes away without stopping them (it was killed with SIGKILL, or crashed),
// the IPC channel it opened closes, and the child stops itself the way SIGTERM stops it,
// so no sandbox or dev server is left holding its port. A process started without an IPC
// channel (`npm run sandbox`) is unaffected.
if (process.channel) {
  // The channel only watches the parent: it must not keep a finished process alive.
  process.channel.unref();
  process.once('disconnect', () => {
    // The process's own SIGTERM handler (the sandbox's, rsbuild's) shuts it down cleanly;
    // without one, SIGTERM ends it. A shutdown that hangs is cut short.
    setTimeout(() => process.exit(1), 5000).unref();
    process.kill(process.pid, 'SIGTERM');
  });
}
