/**
 * `npm run teams:package`: builds `dist/teams/report-bot-teams.zip`, the Teams app package to
 * upload, with MICROSOFT_APP_ID filled in (read through parseConfig, like every setting).
 * `npm run teams:package -- --icons` first redraws `teams/color.png` and `teams/outline.png`.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { buildTeamsPackage, teamsAppDir, TeamsPackageError } from '../adapters/teams/app-package.js';
import { drawColorIcon, drawOutlineIcon } from '../adapters/teams/icons.js';
import { ConfigError, parseConfig } from '../src/config.js';

async function main(args: string[]): Promise<number> {
  const config = parseConfig(process.env);
  const dir = teamsAppDir();
  if (args.includes('--icons')) {
    await writeFile(new URL('color.png', dir), drawColorIcon());
    await writeFile(new URL('outline.png', dir), drawOutlineIcon());
    process.stdout.write(`Drew ${fileURLToPath(new URL('color.png', dir))} and outline.png.\n`);
  }
  if (!config.teams) {
    process.stderr.write('MICROSOFT_APP_ID is not set: set it to the app id of your Azure Bot, then run npm run teams:package again.\n');
    return 2;
  }
  const { zip, manifest } = await buildTeamsPackage({ appId: config.teams.appId, dir });
  const outDir = new URL('../dist/teams/', dir);
  await mkdir(outDir, { recursive: true });
  const out = new URL('report-bot-teams.zip', outDir);
  await writeFile(out, zip);
  process.stdout.write(
    `Wrote ${fileURLToPath(out)} (app ${manifest.id}, version ${manifest.version}). Upload it in Teams: Apps > Manage your apps > Upload an app.\n`,
  );
  return 0;
}

try {
  process.exitCode = await main(process.argv.slice(2));
} catch (err) {
  if (err instanceof ConfigError || err instanceof TeamsPackageError) {
    process.stderr.write(`${err.message}\n`);
    process.exitCode = 2;
  } else {
    throw err;
  }
}
