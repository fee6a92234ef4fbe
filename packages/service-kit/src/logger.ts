import pino from 'pino';

/** JSON lines on stdout; the level comes from LOG_LEVEL (tests set it to `silent`). */
export function createLogger(name: string): pino.Logger {
  return pino({
    name,
    level: process.env.LOG_LEVEL || 'info',
    base: { service: name },
    timestamp: pino.stdTimeFunctions.isoTime,
  });
}
