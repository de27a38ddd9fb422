// Preloaded (`node --import`) into a server process the crash test restarts: the restarted process
// lives LOTUS_CLOCK_AHEAD_MS in the future, as if it came back that much later, so the job that
// finishes payment postings left by a crash (stale after a minute) runs at its first tick.
const ahead = Number(process.env.LOTUS_CLOCK_AHEAD_MS ?? 0);
if (Number.isFinite(ahead) && ahead !== 0) {
  const realNow = Date.now;
  Date.now = () => realNow() + ahead;
}
