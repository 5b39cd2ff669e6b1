import express from 'express';
import { afterEach, describe, expect, it } from 'vitest';
import { cspReportEndpoint, violationsOf } from './csp-report.ts';
import { closeTestServers, listen } from './test-servers.ts';

afterEach(closeTestServers);

const LEGACY = {
  'csp-report': {
    'document-uri': 'https://shop.example/vitamines.html',
    'violated-directive': 'script-src-elem',
    'effective-directive': 'script-src-elem',
    'blocked-uri': 'inline',
    'source-file': 'https://shop.example/vitamines.html',
    'line-number': 12,
  },
};
const REPORTING_API = [
  {
    type: 'csp-violation',
    url: 'https://shop.example/',
    body: {
      documentURL: 'https://shop.example/',
      effectiveDirective: 'img-src',
      blockedURL: 'https://tracker.example/pixel.gif',
    },
  },
  { type: 'deprecation', body: { id: 'x' } },
];

describe('the CSP report endpoint', () => {
  it('reads both report formats', () => {
    expect(violationsOf(LEGACY)).toEqual([
      {
        documentUri: 'https://shop.example/vitamines.html',
        directive: 'script-src-elem',
        blockedUri: 'inline',
        sourceFile: 'https://shop.example/vitamines.html',
        line: 12,
      },
    ]);
    expect(violationsOf(REPORTING_API)).toEqual([
      {
        documentUri: 'https://shop.example/',
        directive: 'img-src',
        blockedUri: 'https://tracker.example/pixel.gif',
      },
    ]);
    expect(violationsOf('nonsense')).toEqual([]);
    expect(violationsOf(null)).toEqual([]);
  });

  it('logs each violation as a JSON line, at most 60 a minute, and answers 204 to anything', async () => {
    const lines: string[] = [];
    let time = 0;
    const app = express();
    app.post(
      '/csp-report',
      cspReportEndpoint(
        (line) => lines.push(line),
        () => time,
      ),
    );
    const origin = await listen(app);
    const send = (body: string, type = 'application/csp-report') =>
      fetch(`${origin}/csp-report`, { method: 'POST', headers: { 'content-type': type }, body });

    const answer = await send(JSON.stringify(LEGACY));
    expect(answer.status).toBe(204);
    expect(JSON.parse(lines[0] ?? '')).toMatchObject({
      level: 'warn',
      msg: 'csp violation',
      directive: 'script-src-elem',
      blockedUri: 'inline',
    });
    expect((await send('{not json')).status).toBe(204);
    expect((await send('x'.repeat(20_000))).status).toBe(204);
    for (let i = 0; i < 70; i += 1)
      await send(JSON.stringify(REPORTING_API), 'application/reports+json');
    expect(lines).toHaveLength(60);
    time = 60_000;
    await send(JSON.stringify(LEGACY));
    expect(lines).toHaveLength(61);
  });
});
