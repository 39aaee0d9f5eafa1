import { spawn } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { exitCodeOf } from './child-exit.mjs';

const helper = new URL('./child-exit.mjs', import.meta.url).href;

/** Runs `node -e code` and resolves to how it ended. */
function run(args, onSpawn) {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, args, { stdio: ['ignore', 'pipe', 'inherit'] });
    child.on('error', reject);
    child.on('exit', (code, signal) => resolve({ code, signal }));
    onSpawn?.(child);
  });
}

/**
 * A stand-in for `npm start`: the same exit handling, around a child running `childCode` instead of the
 * server. It prints "ready" once its child is up.
 */
function parentOf(childCode) {
  return [
    '--input-type=module',
    '-e',
    `import { spawn } from 'node:child_process';
     import { exitWithChild } from ${JSON.stringify(helper)};
     const child = spawn(process.execPath, ['-e', ${JSON.stringify(childCode)}], { stdio: ['ignore', 'inherit', 'inherit'] });
     exitWithChild(child);`,
  ];
}

describe('the exit code of npm start', () => {
  it('is the exit code of a child that exited, 0 included', async () => {
    for (const code of [0, 1, 3]) {
      const ended = await run(['-e', `process.exit(${code})`]);
      expect(exitCodeOf(ended.code, ended.signal)).toBe(code);
    }
  });

  it('is 128 + the signal number for a child killed by a signal, as a shell says', async () => {
    const killed = await run(['-e', "process.kill(process.pid, 'SIGKILL')"]);
    expect(killed).toEqual({ code: null, signal: 'SIGKILL' });
    expect(exitCodeOf(killed.code, killed.signal)).toBe(137);
    expect(exitCodeOf(null, 'SIGTERM')).toBe(143);
    expect(exitCodeOf(null, 'SIGSEGV')).toBe(139);
    // Neither a code nor a signal (not seen from Node, but not a success either).
    expect(exitCodeOf(null, null)).toBe(1);
  });

  it('makes the parent exit 137 when its child is killed with SIGKILL, and 2 when it exits 2', async () => {
    expect(await run(parentOf("process.kill(process.pid, 'SIGKILL')"))).toEqual({ code: 137, signal: null });
    expect(await run(parentOf('process.exit(2)'))).toEqual({ code: 2, signal: null });
  });

  it('passes SIGTERM on to the child: a child that stops on it cleanly exits 0, one that dies of it 143', async () => {
    const clean = `process.on('SIGTERM', () => process.exit(0)); console.log('ready'); setInterval(() => {}, 1000);`;
    const dies = `console.log('ready'); setInterval(() => {}, 1000);`;
    for (const [code, expected] of [
      [clean, 0],
      [dies, 143],
    ]) {
      const ended = await run(parentOf(code), (parent) => {
        parent.stdout.once('data', () => parent.kill('SIGTERM'));
      });
      expect(ended).toEqual({ code: expected, signal: null });
    }
  });
});
