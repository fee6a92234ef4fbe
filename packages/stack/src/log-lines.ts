/**
 * Turns the raw output of child processes into readable, prefixed lines (`[identity] …`).
 * Pure functions only, so the formatting is unit-tested without spawning anything.
 */

const ANSI = {
  reset: '\u001b[0m',
  dim: '\u001b[2m',
  red: '\u001b[31m',
  yellow: '\u001b[33m',
} as const;

export const PREFIX_COLOURS = [
  '\u001b[36m',
  '\u001b[35m',
  '\u001b[34m',
  '\u001b[32m',
  '\u001b[33m',
  '\u001b[96m',
  '\u001b[95m',
];

/** Chooses a stable colour per name so `[identity]` looks the same on every run. */
export function colourFor(name: string): string {
  let hash = 0;
  for (const ch of name) hash = (hash * 31 + ch.charCodeAt(0)) >>> 0;
  return PREFIX_COLOURS[hash % PREFIX_COLOURS.length];
}

/**
 * Splits a byte stream into lines. Output arrives in arbitrary chunks, so a partial last line is kept
 * until its newline arrives (or until `flush` at process exit).
 */
export function createLineSplitter(onLine: (line: string) => void): {
  push(chunk: Buffer | string): void;
  flush(): void;
} {
  let rest = '';
  return {
    push(chunk) {
      const text = rest + chunk.toString();
      const parts = text.split(/\r?\n/);
      rest = parts.pop() ?? '';
      for (const part of parts) onLine(part);
    },
    flush() {
      if (rest !== '') onLine(rest);
      rest = '';
    },
  };
}

const PINO_LEVELS: Record<number, string> = {
  10: 'TRACE',
  20: 'DEBUG',
  30: 'INFO',
  40: 'WARN',
  50: 'ERROR',
  60: 'FATAL',
};
/** Fields every pino line carries that add nothing when the prefix already names the process. */
const PINO_NOISE = new Set(['level', 'time', 'msg', 'pid', 'hostname', 'v', 'service', 'name', 'err']);

function formatValue(value: unknown): string {
  if (typeof value === 'string') return /\s/.test(value) ? JSON.stringify(value) : value;
  return JSON.stringify(value);
}

function formatTime(time: unknown): string {
  const date = typeof time === 'number' || typeof time === 'string' ? new Date(time) : null;
  if (!date || Number.isNaN(date.getTime())) return '';
  return date.toISOString().slice(11, 23);
}

export interface FormattedLine {
  text: string;
  /** 'error' for pino levels >= 50, 'warn' for 40; lets the printer colour them. */
  severity: 'info' | 'warn' | 'error';
}

/**
 * Shows a pino JSON line compactly (`12:00:01.123 INFO request completed status=200 …`) and leaves any
 * other line as it is. Error stacks are appended on their own lines because they are what one reads.
 */
export function formatLogLine(line: string): FormattedLine {
  const trimmed = line.trim();
  if (!trimmed.startsWith('{') || !trimmed.endsWith('}')) return { text: line, severity: 'info' };
  let parsed: unknown;
  try {
    parsed = JSON.parse(trimmed);
  } catch {
    return { text: line, severity: 'info' };
  }
  if (!parsed || typeof parsed !== 'object' || typeof (parsed as { level?: unknown }).level !== 'number') {
    return { text: line, severity: 'info' };
  }
  const record = parsed as Record<string, unknown> & { level: number };
  const level = PINO_LEVELS[record.level] ?? String(record.level);
  const fields = Object.entries(record)
    .filter(([key, value]) => !PINO_NOISE.has(key) && value !== undefined)
    .map(([key, value]) => `${key}=${formatValue(value)}`);
  const parts = [formatTime(record.time), level.padEnd(5), typeof record.msg === 'string' ? record.msg : '', ...fields];
  let text = parts.filter((p) => p !== '').join(' ');
  const err = record.err as { stack?: unknown; message?: unknown } | undefined;
  if (err && typeof err === 'object') {
    text += `\n${typeof err.stack === 'string' ? err.stack : String(err.message ?? JSON.stringify(err))}`;
  }
  const severity = record.level >= 50 ? 'error' : record.level >= 40 ? 'warn' : 'info';
  return { text, severity };
}

export interface PrefixOptions {
  /** Prefix lines with `[name]`; off gives the child's raw output (useful when piping to a log tool). */
  prefix: boolean;
  colour: boolean;
  /** Width the names are padded to, so the messages line up. */
  width?: number;
}

/** Renders one (possibly multi-line) formatted entry with the process prefix on every line. */
export function renderLine(name: string, formatted: FormattedLine, options: PrefixOptions): string {
  const lines = formatted.text.split('\n');
  if (!options.prefix) return lines.join('\n');
  const label = `[${name}]`.padEnd((options.width ?? 0) + 2);
  const head = options.colour ? `${colourFor(name)}${label}${ANSI.reset}` : label;
  const paint = (text: string): string => {
    if (!options.colour) return text;
    if (formatted.severity === 'error') return `${ANSI.red}${text}${ANSI.reset}`;
    if (formatted.severity === 'warn') return `${ANSI.yellow}${text}${ANSI.reset}`;
    return text;
  };
  return lines.map((l) => `${head} ${paint(l)}`).join('\n');
}

/** Whether the terminal wants colours (NO_COLOR / FORCE_COLOR conventions). */
export function shouldColour(stream: { isTTY?: boolean }, env: NodeJS.ProcessEnv): boolean {
  if (env.NO_COLOR !== undefined && env.NO_COLOR !== '') return false;
  if (env.FORCE_COLOR !== undefined && env.FORCE_COLOR !== '0') return true;
  return Boolean(stream.isTTY);
}

export const dim = (text: string, colour: boolean): string => (colour ? `${ANSI.dim}${text}${ANSI.reset}` : text);
