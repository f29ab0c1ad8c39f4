import { StartupProblem } from './startup-problem';

/**
 * How the command-line entries (start.ts, dev.ts) run: start, then close everything cleanly on
 * Ctrl-C or a stop signal (PGlite must flush its files), and exit non-zero on a start failure.
 */
export function runMain(main: () => Promise<Array<{ close(): Promise<void> }>>): void {
  main()
    .then((running) => {
      const stop = async () => {
        for (const part of running) await part.close();
        process.exit(0);
      };
      process.once('SIGINT', stop);
      process.once('SIGTERM', stop);
    })
    .catch((err) => {
      // a problem the operator can fix is said in full, without a stack trace to dig it out of
      console.error(err instanceof StartupProblem ? err.message : err);
      process.exit(1);
    });
}
