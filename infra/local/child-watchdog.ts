/**
 * Starts a child process that cannot outlive the launcher. A small POSIX sh wrapper runs the
 * command in the background and kills it when (a) the wrapper gets SIGTERM/SIGINT/SIGHUP, or
 * (b) its stdin reaches EOF, which happens when the launcher dies for any reason, even SIGKILL,
 * because the kernel closes the pipe the launcher held. No Java process is ever orphaned.
 */
import { spawn, type ChildProcess, type SpawnOptions } from 'node:child_process';

const WATCHDOG = `
exec 3<&0
"$@" </dev/null &
child=$!
( while read -r _ <&3; do :; done; kill -TERM "$child" 2>/dev/null ) &
watcher=$!
trap 'kill -TERM "$child" 2>/dev/null' TERM INT HUP
wait "$child"; status=$?
while kill -0 "$child" 2>/dev/null; do wait "$child"; status=$?; done
kill "$watcher" 2>/dev/null
exit $status
`;

export function spawnWatched(command: string, args: readonly string[], options: SpawnOptions = {}): ChildProcess {
  const { stdio, ...rest } = options;
  const out = stdio === 'inherit' ? 'inherit' : stdio === 'ignore' ? 'ignore' : 'pipe';
  // stdin must stay a pipe we hold open: its EOF is the "launcher is gone" signal.
  return spawn('sh', ['-c', WATCHDOG, 'watchdog', command, ...args], { ...rest, stdio: ['pipe', out, out] });
}

/** Stops a watched child: SIGTERM, then SIGKILL of the wrapper if it lingers (its watcher still fires). */
export async function stopWatched(child: ChildProcess, graceMs = 10_000): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  child.kill('SIGTERM');
  const timer = setTimeout(() => {
    child.stdin?.destroy();
    child.kill('SIGKILL');
  }, graceMs);
  await exited;
  clearTimeout(timer);
  child.stdin?.destroy();
}
