import type { Request, Response } from 'express';

/** The largest report body read; browsers send a few hundred bytes per violation. */
const MAX_REPORT_BYTES = 16 * 1024;
/** Reports logged per minute at most: a page looping on a violation must not flood the log. */
const MAX_LOGGED_PER_MINUTE = 60;

/** One violation, from either report format, with what an operator needs to act on it. */
export interface CspViolation {
  documentUri: string;
  directive: string;
  blockedUri: string;
  sourceFile?: string;
  line?: number;
}

const text = (value: unknown) => (typeof value === 'string' ? value.slice(0, 500) : '');

/**
 * The violations in a report body: `report-uri`'s `{"csp-report": {…}}` (application/csp-report)
 * or the Reporting API's `[{type: "csp-violation", body: {…}}]` (application/reports+json).
 */
export function violationsOf(body: unknown): CspViolation[] {
  const items: unknown[] = Array.isArray(body) ? body : [body];
  const violations: CspViolation[] = [];
  for (const item of items) {
    if (typeof item !== 'object' || item === null) continue;
    const record = item as Record<string, unknown>;
    const legacy = record['csp-report'];
    if (typeof legacy === 'object' && legacy !== null) {
      const report = legacy as Record<string, unknown>;
      violations.push({
        documentUri: text(report['document-uri']),
        directive: text(report['effective-directive'] ?? report['violated-directive']),
        blockedUri: text(report['blocked-uri']),
        ...(typeof report['source-file'] === 'string'
          ? { sourceFile: text(report['source-file']) }
          : {}),
        ...(typeof report['line-number'] === 'number' ? { line: report['line-number'] } : {}),
      });
    } else if (record.type === 'csp-violation' && typeof record.body === 'object' && record.body) {
      const report = record.body as Record<string, unknown>;
      violations.push({
        documentUri: text(report.documentURL),
        directive: text(report.effectiveDirective),
        blockedUri: text(report.blockedURL),
        ...(typeof report.sourceFile === 'string' ? { sourceFile: text(report.sourceFile) } : {}),
        ...(typeof report.lineNumber === 'number' ? { line: report.lineNumber } : {}),
      });
    }
  }
  return violations;
}

/**
 * `POST /csp-report`: logs each violation the browsers report (ASVS 5 3.4.7) as a JSON line, at
 * most {@link MAX_LOGGED_PER_MINUTE} a minute, and answers 204 whatever it was sent.
 */
export function cspReportEndpoint(
  log: (line: string) => void = (line) => console.warn(line),
  now: () => number = Date.now,
) {
  let windowStart = 0;
  let logged = 0;
  return (req: Request, res: Response): void => {
    res.setHeader('Cache-Control', 'no-store');
    const chunks: Buffer[] = [];
    let size = 0;
    let tooLarge = false;
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > MAX_REPORT_BYTES) tooLarge = true;
      else chunks.push(chunk);
    });
    req.on('end', () => {
      res.status(204).end();
      if (tooLarge) return;
      let body: unknown;
      try {
        body = JSON.parse(Buffer.concat(chunks).toString('utf8'));
      } catch {
        return;
      }
      for (const violation of violationsOf(body)) {
        if (now() - windowStart >= 60_000) {
          windowStart = now();
          logged = 0;
        }
        if (logged >= MAX_LOGGED_PER_MINUTE) return;
        logged += 1;
        log(JSON.stringify({ level: 'warn', msg: 'csp violation', ...violation }));
      }
    });
  };
}
