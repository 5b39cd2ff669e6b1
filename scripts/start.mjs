#!/usr/bin/env node
// Builds the storefront, starts the commerce server (embedded database, created and seeded on the
// first run) and the storefront, and prints the address. MAGENTO_BACKEND_URL points the storefront
// at another backend (a real Magento) instead of starting the local one.
import { spawn } from 'node:child_process';
import { createInterface } from 'node:readline';
import path from 'node:path';
import { pnpmInvocation, root, runPnpm } from './lib.mjs';

const storefrontPort = process.env.STOREFRONT_PORT ?? '3000';
const commercePort = process.env.COMMERCE_PORT ?? '4000';
const children = [];

function start(name, cwd, env) {
  const { command, args } = pnpmInvocation(['run', 'start']);
  const child = spawn(command, args, {
    cwd: path.join(root, cwd),
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  children.push(child);
  return new Promise((resolve, reject) => {
    const onLine = (line) => {
      console.log(`[${name}] ${line}`);
      if (line.includes('"msg":"listening"')) resolve(JSON.parse(line).url);
    };
    createInterface({ input: child.stdout }).on('line', onLine);
    createInterface({ input: child.stderr }).on('line', (line) =>
      console.error(`[${name}] ${line}`),
    );
    child.on('exit', (code) => {
      reject(new Error(`${name} stopped (exit code ${code})`));
      shutdown(code ?? 1);
    });
  });
}

let stopping = false;
function shutdown(code = 0) {
  if (stopping) return;
  stopping = true;
  for (const child of children) {
    try {
      process.kill(-child.pid, 'SIGTERM');
    } catch {
      // already gone
    }
  }
  setTimeout(() => process.exit(code), 1500).unref();
}
process.on('SIGINT', () => shutdown(0));
process.on('SIGTERM', () => shutdown(0));

console.log('Building the storefront…');
const built = await runPnpm(['--filter', '@vitrine/storefront', 'run', 'build'], {
  stdio: ['ignore', 'ignore', 'inherit'],
});
if (built !== 0) process.exit(built);

try {
  let backend = process.env.MAGENTO_BACKEND_URL;
  if (!backend) {
    console.log('Starting the commerce server (the first start creates and seeds the database)…');
    backend = await start('commerce', 'apps/commerce-server', { PORT: commercePort });
  }
  const url = await start('storefront', 'apps/storefront', {
    PORT: storefrontPort,
    MAGENTO_BACKEND_URL: backend,
  });
  console.log(
    `\n  Vitrine is ready: ${url}\n  Commerce API: ${backend}/graphql\n  Press Ctrl+C to stop.\n`,
  );
} catch (error) {
  console.error(String(error));
  shutdown(1);
}
