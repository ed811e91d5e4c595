/**
 * `npm run sandbox`: runs the local Reporting Data Service until Ctrl+C (SIGINT) or SIGTERM.
 * Settings come from argv only (see cli.ts); nothing here reads the environment.
 */
import { banner, parseCli, USAGE, type CliSettings } from './cli.js';
import { startSandbox } from './server.js';

let settings: CliSettings;
try {
  settings = parseCli(process.argv.slice(2));
} catch (err) {
  process.stderr.write(`${err instanceof Error ? err.message : String(err)}\n\n${USAGE}`);
  process.exit(2);
}

if (settings.help) {
  process.stdout.write(USAGE);
} else {
  const sandbox = await startSandbox(settings.options);
  process.stdout.write(banner(sandbox, settings.options));
  const stop = (signal: NodeJS.Signals): void => {
    process.stdout.write(`\n${signal}: stopping the sandbox\n`);
    // Should a connection refuse to die, do not hang the terminal.
    setTimeout(() => process.exit(1), 3_000).unref();
    sandbox.close().then(
      () => process.exit(0),
      (err: unknown) => {
        process.stderr.write(`sandbox did not close cleanly: ${String(err)}\n`);
        process.exit(1);
      },
    );
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}
