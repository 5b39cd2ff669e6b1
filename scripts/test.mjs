#!/usr/bin/env node
// Every test of the project, in order; stops at the first failing step and says which.
import { runPnpm } from './lib.mjs';

const steps = [
  ['format', ['run', 'format:check']],
  ['lint', ['exec', 'turbo', 'run', 'lint', '--output-logs=errors-only', '--continue']],
  ['typecheck', ['exec', 'turbo', 'run', 'typecheck', '--output-logs=errors-only', '--continue']],
  [
    'unit and integration tests',
    ['exec', 'turbo', 'run', 'test', '--output-logs=new-only', '--concurrency=3', '--continue'],
  ],
  // publint, are-the-types-wrong and the README quick starts from the packed tarballs (decision 111).
  ['installable packages', ['run', 'test:packages']],
  ['storybook build', ['run', 'storybook:build']],
  ['browser journeys', ['run', 'test:e2e']],
];

const results = [];
for (const [name, args] of steps) {
  console.log(`\n▶ ${name}`);
  const started = Date.now();
  const code = await runPnpm(args);
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  results.push(`${code === 0 ? '✔' : '✘'} ${name} (${seconds} s)`);
  if (code !== 0) {
    console.log(`\n${results.join('\n')}\n\nFailed: ${name}.`);
    process.exit(code);
  }
}
console.log(`\n${results.join('\n')}\n\nAll tests passed.`);
