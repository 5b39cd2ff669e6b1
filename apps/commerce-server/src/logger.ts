/** Severity of a log line; `silent` drops everything (used by in-process tests). */
export type LogLevel = 'debug' | 'info' | 'warn' | 'error' | 'silent';

const RANK: Record<LogLevel, number> = { debug: 10, info: 20, warn: 30, error: 40, silent: 100 };

/** Structured JSON-lines logger; `child` adds fields (such as the request id) to every line. */
export interface Logger {
  debug(msg: string, fields?: Record<string, unknown>): void;
  info(msg: string, fields?: Record<string, unknown>): void;
  warn(msg: string, fields?: Record<string, unknown>): void;
  error(msg: string, fields?: Record<string, unknown>): void;
  child(fields: Record<string, unknown>): Logger;
}

function serialiseError(value: unknown): unknown {
  if (value instanceof Error) {
    return { name: value.name, message: value.message, stack: value.stack };
  }
  return value;
}

/**
 * Creates a logger writing one JSON object per line to `write` (stdout by default).
 * @param level - lines below this level are dropped.
 */
export function createLogger(
  level: LogLevel = 'info',
  write: (line: string) => void = (line) => process.stdout.write(line),
  base: Record<string, unknown> = {},
): Logger {
  const emit = (
    lineLevel: Exclude<LogLevel, 'silent'>,
    msg: string,
    fields?: Record<string, unknown>,
  ) => {
    if (RANK[lineLevel] < RANK[level]) return;
    const record: Record<string, unknown> = {
      time: new Date().toISOString(),
      level: lineLevel,
      msg,
      ...base,
    };
    for (const [key, value] of Object.entries(fields ?? {})) record[key] = serialiseError(value);
    write(`${JSON.stringify(record)}\n`);
  };
  return {
    debug: (msg, fields) => emit('debug', msg, fields),
    info: (msg, fields) => emit('info', msg, fields),
    warn: (msg, fields) => emit('warn', msg, fields),
    error: (msg, fields) => emit('error', msg, fields),
    child: (fields) => createLogger(level, write, { ...base, ...fields }),
  };
}
