// How `npm start` ends with its server: as a shell would, so a supervisor that restarts on failure sees one.
import { constants } from 'node:os';

/** The exit code for a child that ended: its own code, or 128 + the number of the signal that killed it. */
export function exitCodeOf(code, signal) {
  if (code !== null) return code;
  const number = signal ? constants.signals[signal] : undefined;
  return number === undefined ? 1 : 128 + number;
}

/** Passes SIGINT and SIGTERM on to the child and exits with the child's exit code once it has ended. */
export function exitWithChild(child) {
  for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
  child.on('exit', (code, signal) => process.exit(exitCodeOf(code, signal)));
}
