import { createLineSplitter, formatLogLine, renderLine, dim, shouldColour } from './log-lines';

/** Where the stack writes its own messages and the prefixed output of every process it runs. */
export interface StackLogger {
  /** One line of output from the process called `name`. */
  line(name: string, line: string): void;
  /** A message of the orchestrator itself, shown as `[stack] …`. */
  info(message: string): void;
  warn(message: string): void;
  error(message: string): void;
  /** A line-buffered writer for a child's stdout/stderr. */
  stream(name: string): { push(chunk: Buffer | string): void; flush(): void };
  /** Whether ANSI colours are used (the banner uses it too). */
  readonly colour: boolean;
}

export interface LoggerOptions {
  prefix: boolean;
  colour?: boolean;
  /** Receives finished lines, each ending in a newline (ready for a file or a stream); default stdout. */
  write?: (text: string) => void;
}

/** Names are padded to this width so that messages of `[identity]` and `[gateway]` line up. */
const NAME_WIDTH = 10;

export function createLogger(options: LoggerOptions): StackLogger {
  const colour = options.colour ?? shouldColour(process.stdout, process.env);
  const sink = options.write ?? ((text: string) => void process.stdout.write(text));
  const write = (text: string): void => sink(`${text}\n`);
  const render = (name: string, text: string, severity: 'info' | 'warn' | 'error'): void =>
    write(
      renderLine(name, { text, severity }, { prefix: options.prefix || name === 'stack', colour, width: NAME_WIDTH }),
    );
  return {
    colour,
    line(name, line) {
      const formatted = formatLogLine(line);
      write(renderLine(name, formatted, { prefix: options.prefix, colour, width: NAME_WIDTH }));
    },
    info: (message) => render('stack', message, 'info'),
    warn: (message) => render('stack', message, 'warn'),
    error: (message) => render('stack', message, 'error'),
    stream(name) {
      return createLineSplitter((line) => this.line(name, line));
    },
  };
}

export { dim };

/**
 * A logger that also hands every line of a process to `onLine`: the stack repeats what the seed printed
 * (the demo accounts) in its final banner, without keeping its own copy of the seed's data.
 */
export function teeLogger(logger: StackLogger, onLine: (name: string, line: string) => void): StackLogger {
  const tee: StackLogger = {
    colour: logger.colour,
    line(name, line) {
      onLine(name, line);
      logger.line(name, line);
    },
    info: (m) => logger.info(m),
    warn: (m) => logger.warn(m),
    error: (m) => logger.error(m),
    stream: (name) => createLineSplitter((line) => tee.line(name, line)),
  };
  return tee;
}
