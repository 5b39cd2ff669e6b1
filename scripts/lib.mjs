// Small helpers shared by the root start and test scripts.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** The pnpm that runs this script (npx pnpm@10 …), so children use the same one. */
export function pnpmInvocation(args) {
  const execpath = process.env.npm_execpath;
  if (execpath && /pnpm/.test(execpath) && /\.(c|m)?js$/.test(execpath)) {
    return { command: process.execPath, args: [execpath, ...args] };
  }
  return { command: execpath && /pnpm/.test(execpath) ? execpath : 'pnpm', args };
}

/** Runs pnpm with inherited output; resolves with the exit code. */
export function runPnpm(args, options = {}) {
  const { command, args: full } = pnpmInvocation(args);
  return new Promise((resolve) => {
    const child = spawn(command, full, { cwd: root, stdio: 'inherit', ...options });
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}
