import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export interface RunningService {
  name: string;
  url: string;
  /** Everything the service printed, for failure reports. */
  output: string[];
  stop(): Promise<void>;
}

/**
 * Starts a long-running service and resolves with its URL once it prints its JSON "listening"
 * line. The process gets its own group so stop() also ends its children (pnpm → tsx → node).
 */
export async function spawnService(
  name: string,
  command: string,
  args: string[],
  options: { cwd: string; env?: Record<string, string>; timeoutMs?: number },
): Promise<RunningService> {
  const child = spawn(command, args, {
    cwd: options.cwd,
    env: { ...process.env, ...options.env },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  const output: string[] = [];
  const stop = () => stopProcess(child);

  const url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => {
      reject(
        new Error(
          `${name} did not start within ${options.timeoutMs ?? 180_000} ms:\n${output.join('\n')}`,
        ),
      );
    }, options.timeoutMs ?? 180_000);
    const onLine = (line: string) => {
      output.push(line);
      const listening = parseListening(line);
      if (listening) {
        clearTimeout(timer);
        resolve(listening);
      }
    };
    createInterface({ input: child.stdout }).on('line', onLine);
    createInterface({ input: child.stderr }).on('line', (line) => output.push(line));
    // A command that cannot be spawned (not on PATH) must fail the start, not crash the run
    // before whoever started the other services can stop them.
    child.once('error', (error) => {
      clearTimeout(timer);
      reject(new Error(`${name} could not be started: ${error.message}`));
    });
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`${name} exited with code ${code} before listening:\n${output.join('\n')}`));
    });
  }).catch(async (error: unknown) => {
    await stop();
    throw error;
  });

  return {
    name,
    url: url.replace('0.0.0.0', '127.0.0.1').replace('localhost', '127.0.0.1'),
    output,
    stop,
  };
}

function parseListening(line: string): string | undefined {
  if (!line.startsWith('{')) return undefined;
  try {
    const entry = JSON.parse(line) as { msg?: unknown; url?: unknown };
    return entry.msg === 'listening' && typeof entry.url === 'string' ? entry.url : undefined;
  } catch {
    return undefined;
  }
}

async function stopProcess(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null || child.pid === undefined) return;
  const exited = once(child, 'exit');
  try {
    process.kill(-child.pid, 'SIGTERM');
  } catch {
    return;
  }
  const killer = setTimeout(() => {
    try {
      if (child.pid !== undefined) process.kill(-child.pid, 'SIGKILL');
    } catch {
      // already gone
    }
  }, 5000);
  await exited;
  clearTimeout(killer);
}

/** Runs a command to completion, failing with its output when it fails. */
export async function run(command: string, args: string[], cwd: string): Promise<void> {
  const child = spawn(command, args, { cwd, stdio: ['ignore', 'pipe', 'pipe'] });
  const output: string[] = [];
  child.stdout.on('data', (chunk: Buffer) => output.push(chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => output.push(chunk.toString()));
  const [code] = (await once(child, 'exit')) as [number | null];
  if (code !== 0)
    throw new Error(`${command} ${args.join(' ')} failed (${code}):\n${output.join('')}`);
}
