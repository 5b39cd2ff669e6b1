#!/usr/bin/env node
// Proves each publishable package's README quick start the way another team would meet it
// (decision 111): builds the packages, packs them with `pnpm pack`, installs the tarballs with npm
// into a folder outside the workspace, then, for each README, runs its "Quick start" ```js block
// with Node and compares what it prints with the ```text block below it, and type-checks the same
// file against the installed declarations (`tsc --checkJs`, Node's ESM resolution).
// `pnpm exec node scripts/quick-starts.mjs [package folder…]` (default: every publishable package).
import { execFile } from 'node:child_process';
import { mkdir, mkdtemp, readFile, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { root, runPnpm } from './lib.mjs';

const run = promisify(execFile);

/** The packages a README's `npm install …` line names besides the workspace's own. */
function installedBesides(readme) {
  const line = /^npm install (.+)$/m.exec(readme)?.[1] ?? '';
  return line.split(/\s+/).filter((name) => name && !name.startsWith('@vitrine/'));
}

/** The ```js block under "## Quick start" and the ```text block that follows it. */
function quickStartOf(readme) {
  const section = readme.split(/^## Quick start\s*$/m)[1];
  if (!section) return null;
  const body = section.split(/^## /m)[0];
  const code = /```js\n([\s\S]*?)```/.exec(body)?.[1];
  const output = /```text\n([\s\S]*?)```/.exec(body)?.[1];
  return code && output !== undefined ? { code, output } : null;
}

// Intl puts no-break spaces in prices; a README shows plain ones.
const normalise = (text) => text.replace(/[\s\u00a0\u202f]+/g, ' ').trim();

async function publishablePackages() {
  const found = [];
  for (const folder of (await readdir(path.join(root, 'packages'))).sort()) {
    const dir = path.join(root, 'packages', folder);
    const manifest = JSON.parse(await readFile(path.join(dir, 'package.json'), 'utf8'));
    if (!manifest.private) found.push({ folder, dir, name: manifest.name });
  }
  return found;
}

// Every package is packed and installed (they depend on each other); the quick starts run are the
// named ones, or all.
const packages = await publishablePackages();
const only = process.argv.slice(2);
const tried = only.length ? packages.filter(({ folder }) => only.includes(folder)) : packages;
if (only.length > tried.length) {
  console.error(`No publishable package among: ${only.join(', ')}`);
  process.exit(1);
}
const failures = [];
const work = await mkdtemp(path.join(tmpdir(), 'vitrine-quick-starts-'));
try {
  const filters = packages.flatMap(({ name }) => ['--filter', name]);
  const built = await runPnpm([
    'exec',
    'turbo',
    'run',
    'build',
    ...filters,
    '--output-logs=errors-only',
  ]);
  if (built !== 0) throw new Error('the packages did not build');

  const tarballs = path.join(work, 'tarballs');
  for (const { dir } of packages) {
    const code = await runPnpm(['pack', '--pack-destination', tarballs], {
      cwd: dir,
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    if (code !== 0) throw new Error(`pnpm pack failed in ${dir}`);
  }

  // An outside project: no workspace above it, the packages from their tarballs, the rest from npm.
  const app = path.join(work, 'app');
  await mkdir(app);
  await writeFile(
    path.join(app, 'package.json'),
    JSON.stringify({ name: 'outside-team', private: true, type: 'module' }),
  );
  const files = (await readdir(tarballs)).map((file) => path.join(tarballs, file));
  const readmes = new Map();
  for (const { dir, name } of packages) {
    readmes.set(name, await readFile(path.join(dir, 'README.md'), 'utf8'));
  }
  // What the READMEs tell a team to install with them, and React's types when React is among it
  // (the ui quick start says so), for the type check.
  const others = new Set(tried.flatMap(({ name }) => installedBesides(readmes.get(name))));
  if (others.has('react'))
    for (const types of ['@types/react', '@types/react-dom']) others.add(types);
  console.log(
    `Installing ${files.length} tarballs and ${[...others].join(', ')} with npm in ${app}…`,
  );
  await run(
    'npm',
    [
      'install',
      '--no-audit',
      '--no-fund',
      '--prefer-offline',
      '--loglevel=error',
      ...files,
      ...others,
    ],
    { cwd: app, maxBuffer: 16 * 1024 * 1024 },
  );

  const scripts = [];
  for (const { folder, name } of tried) {
    const quickStart = quickStartOf(readmes.get(name));
    if (!quickStart) {
      failures.push(`${name}: README.md has no "## Quick start" with a js and a text block`);
      continue;
    }
    const file = path.join(app, `${folder}.mjs`);
    await writeFile(file, quickStart.code);
    scripts.push(file);
    try {
      const { stdout } = await run(process.execPath, [file], { cwd: app });
      if (normalise(stdout) !== normalise(quickStart.output)) {
        failures.push(
          `${name}: the quick start printed\n${stdout}\ninstead of\n${quickStart.output}`,
        );
      } else {
        console.log(`✔ ${name}: quick start runs and prints what the README says`);
      }
    } catch (error) {
      failures.push(`${name}: the quick start failed\n${error.stderr || error.message}`);
    }
  }

  // Type-checks the quick starts against the installed declarations, as a consumer's editor would.
  const compilerOptions = {
    noEmit: true,
    allowJs: true,
    checkJs: true,
    strict: true,
    skipLibCheck: true,
    module: 'nodenext',
    moduleResolution: 'nodenext',
    target: 'es2023',
    lib: ['es2023', 'dom'],
    types: [],
  };
  await writeFile(
    path.join(app, 'tsconfig.json'),
    JSON.stringify({ compilerOptions, files: scripts.map((file) => path.basename(file)) }),
  );
  const tsc = path.join(root, 'node_modules', 'typescript', 'bin', 'tsc');
  try {
    await run(process.execPath, [tsc, '-p', app], { cwd: app });
    console.log(`✔ the quick starts type-check against the packed declarations`);
  } catch (error) {
    failures.push(`the quick starts do not type-check:\n${error.stdout || error.message}`);
  }
} catch (error) {
  failures.push(error.stderr || error.message);
} finally {
  await rm(work, { recursive: true, force: true });
}

if (failures.length) {
  console.error(`\n${failures.join('\n\n')}`);
  process.exit(1);
}
