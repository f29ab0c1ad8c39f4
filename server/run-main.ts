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
      console.error(err);
      process.exit(1);
    });
}
