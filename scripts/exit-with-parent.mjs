// Preloaded (`node --import`) into the processes `npm start` launches (scripts/start.mjs),
// into the sandboxes of the measurement scripts (scripts/sandbox-process.mjs) and into
// `npm run sandbox` (package.json): when the parent goes away without stopping the process,
// the process stops itself the way SIGTERM stops it, so no sandbox or dev server is left
// holding its port.
// - With an IPC channel (the parent is one of our scripts): the channel closes when the
//   parent is killed with SIGKILL or crashes.
// - Without one (`npm run sandbox`): npm, told to stop with SIGTERM, passes the signal to
//   the shell it ran the script with, not to this process; the shell dies and this process
//   is re-parented. Its parent changing is the sign.
function stopSelf() {
  // The process's own SIGTERM handler (the sandbox's, rsbuild's) shuts it down cleanly;
  // without one, SIGTERM ends it. A shutdown that hangs is cut short.
  setTimeout(() => process.exit(1), 5000).unref();
  process.kill(process.pid, 'SIGTERM');
}

if (process.channel) {
  // The channel only watches the parent: it must not keep a finished process alive.
  process.channel.unref();
  process.once('disconnect', stopSelf);
} else {
  const startedBy = process.ppid;
  const watch = setInterval(() => {
    if (process.ppid === startedBy) return;
    clearInterval(watch);
    stopSelf();
  }, 500);
  // Only watches: never keeps a finished process alive.
  watch.unref();
}
