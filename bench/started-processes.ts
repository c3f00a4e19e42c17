// Processes the bench started (servers, builds), killed by their id if the bench ends before
// stopping them: a bench that fails must not leave a server listening.
const started = new Set<number>();
process.once("exit", () => {
  for (const pid of started) {
    try {
      process.kill(pid, "SIGKILL");
    } catch {
      // Gone already.
    }
  }
});

/** Remembers a process to kill if the bench exits first. */
export function rememberStarted(pid: number): void {
  started.add(pid);
}

/** Forgets a process the bench stopped itself. */
export function forgetStarted(pid: number): void {
  started.delete(pid);
}
