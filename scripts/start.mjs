#!/usr/bin/env node
// Builds the storefront, starts the commerce server (embedded database, created and seeded on the
// first run) and the storefront, both in production mode, and prints the address. The commerce
// server listens on loopback only and believes X-Forwarded-For from the storefront alone: the
// storefront is the shop's only public door (README, "Deploying"). MAGENTO_BACKEND_URL points the
// storefront at another backend (a real Magento) instead of starting the local one.
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
    backend = await start('commerce', 'apps/commerce-server', {
      NODE_ENV: 'production',
      PORT: commercePort,
      // Loopback unless the caller says otherwise; only the storefront (on this machine) may say
      // whose request it forwards.
      HOST: process.env.COMMERCE_HOST ?? '127.0.0.1',
      TRUSTED_PROXIES: process.env.COMMERCE_TRUSTED_PROXIES ?? 'loopback',
      // Links in mails (password reset) lead to this storefront.
      STOREFRONT_URL: process.env.STOREFRONT_URL ?? `http://localhost:${storefrontPort}`,
    });
  }
  const url = await start('storefront', 'apps/storefront', {
    PORT: storefrontPort,
    MAGENTO_BACKEND_URL: backend,
  });
  const mail = process.env.MAGENTO_BACKEND_URL
    ? ''
    : `\n  Mails (password reset…): ${process.env.SMTP_URL ? 'sent through SMTP_URL' : path.resolve(root, 'apps/commerce-server', process.env.MAIL_DIR ?? '.data/mail')}`;
  console.log(
    `\n  Vitrine is ready: ${url}\n  Commerce API (this machine only): ${backend}/graphql${mail}\n  Press Ctrl+C to stop.\n`,
  );
} catch (error) {
  console.error(String(error));
  shutdown(1);
}
