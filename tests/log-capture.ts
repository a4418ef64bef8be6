import {
  createLogger,
  setLoggerForTests,
  type Logger,
} from "~/lib/logger.server";

/** One parsed line of the log. */
export type LogRecord = {
  level: string;
  msg: string;
  time: string;
  [field: string]: unknown;
};

/**
 * A logger at `trace` that keeps what it writes: `lines` as written (each should end with its one
 * newline), `records` parsed.
 */
export function memoryLogger(): {
  logger: Logger;
  lines: string[];
  records: LogRecord[];
} {
  const lines: string[] = [];
  const records: LogRecord[] = [];
  const logger = createLogger({
    level: "trace",
    destination: {
      write(line: string) {
        lines.push(line);
        records.push(JSON.parse(line) as LogRecord);
      },
    },
  });
  return { logger, lines, records };
}

/** Makes a memory logger the process's one (getLogger()) until the test ends (tests/setup.ts). */
export function captureLogs() {
  const capture = memoryLogger();
  setLoggerForTests(capture.logger);
  return capture;
}
