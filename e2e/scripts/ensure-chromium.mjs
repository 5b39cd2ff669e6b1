#!/usr/bin/env node
// Makes sure a Chromium the journeys can drive is on this machine: CHROME_PATH, or Debian's
// /usr/bin/chromium, installed with apt when it is missing and we are root.
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const wanted = process.env.CHROME_PATH || '/usr/bin/chromium';
if (existsSync(wanted)) process.exit(0);

const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
if (process.env.CHROME_PATH || !isRoot) {
  console.error(
    `Chromium not found at ${wanted}. Install it with "sudo apt-get install -y chromium" (Debian/Ubuntu) or set CHROME_PATH to a Chromium binary.`,
  );
  process.exit(1);
}

console.log("Chromium is missing: installing Debian's chromium package with apt…");
const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
execFileSync('apt-get', ['install', '-y', '-qq', '--no-install-recommends', 'chromium'], {
  stdio: 'inherit',
  env,
});
if (!existsSync(wanted)) {
  console.error(`apt finished but ${wanted} is still missing.`);
  process.exit(1);
}
