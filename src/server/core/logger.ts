import type { Env } from './env';

const levels = { debug: 10, info: 20, warn: 30, error: 40, silent: 100 } as const;
type Level = Exclude<keyof typeof levels, 'silent'>;
export type Fields = Record<string, unknown>;

export interface Logger {
  debug(msg: string, fields?: Fields): void;
  info(msg: string, fields?: Fields): void;
  warn(msg: string, fields?: Fields): void;
  error(msg: string, fields?: Fields): void;
}

/** One JSON object per line, so logs stay machine-readable in any collector. */
export function createLogger(
  level: Env['LOG_LEVEL'],
  write: (line: string) => void = (line) => process.stdout.write(line),
): Logger {
  const threshold = levels[level];
  const log =
    (lvl: Level) =>
    (msg: string, fields: Fields = {}) => {
      if (levels[lvl] < threshold) return;
      write(`${JSON.stringify({ time: new Date().toISOString(), level: lvl, msg, ...fields })}\n`);
    };
  return { debug: log('debug'), info: log('info'), warn: log('warn'), error: log('error') };
}
