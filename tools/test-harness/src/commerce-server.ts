import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';

/** A commerce server child process started for a test. */
export interface StartedCommerceServer {
  /** Base URL such as http://127.0.0.1:41234 (GraphQL at `${url}/graphql`). */
  url: string;
  /** Sends SIGTERM and waits for the process to exit (SIGKILL after 5 s). */
  stop(): Promise<void>;
}

/** Options of {@link startCommerceServer}. */
export interface StartCommerceServerOptions {
  /** Extra environment; `PORT=0` and `DATA_DIR=memory://` unless given here. */
  env?: Record<string, string>;
  /** Milliseconds to wait for the listening line. @defaultValue 60000 */
  timeoutMs?: number;
}

// Resolved on use, not at import: importing the harness for its console guard must also work in
// jsdom tests, where module URLs are not file URLs.
const serverDir = () => fileURLToPath(new URL('../../../apps/commerce-server/', import.meta.url));
const tsxBin = () =>
  fileURLToPath(new URL('../../../apps/commerce-server/node_modules/.bin/tsx', import.meta.url));

/**
 * Spawns `apps/commerce-server/src/main.ts` with tsx on a free port and an in-memory seeded
 * database, and resolves once it logs `"msg":"listening"`.
 * @example
 * const server = await startCommerceServer();
 * await fetch(`${server.url}/graphql?query={storeConfig{store_name}}`);
 * await server.stop();
 */
export function startCommerceServer(
  options: StartCommerceServerOptions = {},
): Promise<StartedCommerceServer> {
  // The server reads the workspace packages' sources, not their dist/ (decision 111).
  const child = spawn(tsxBin(), ['--conditions=@vitrine/source', 'src/main.ts'], {
    cwd: serverDir(),
    env: { ...process.env, PORT: '0', DATA_DIR: 'memory://', LOG_LEVEL: 'info', ...options.env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 5000);
      await exited;
      clearTimeout(timer);
    }
  };
  return new Promise((resolve, reject) => {
    let output = '';
    let buffered = '';
    const timer = setTimeout(() => {
      void stop();
      reject(
        new Error(
          `commerce server did not start within ${options.timeoutMs ?? 60000} ms:\n${output}`,
        ),
      );
    }, options.timeoutMs ?? 60000);
    child.stdout.setEncoding('utf8').on('data', (chunk: string) => {
      output += chunk;
      buffered += chunk;
      const lines = buffered.split('\n');
      buffered = lines.pop() ?? '';
      for (const line of lines) {
        if (!line.includes('"msg":"listening"')) continue;
        const url = (JSON.parse(line) as { url?: string }).url;
        if (url) {
          clearTimeout(timer);
          resolve({ url, stop });
        }
      }
    });
    child.stderr.setEncoding('utf8').on('data', (chunk: string) => {
      output += chunk;
    });
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(
        new Error(`commerce server exited with code ${String(code)} before listening:\n${output}`),
      );
    });
  });
}
