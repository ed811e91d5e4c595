/**
 * The Teams app package: built with an app id (as `npm run teams:package` does from
 * MICROSOFT_APP_ID), read back with jszip: exactly the three files, the bot id and the
 * commands filled in, the message extension's search command, the icons at Teams' sizes and
 * the outline white on transparent. The packed manifest.json is checked against Microsoft's own
 * Teams manifest schema with Microsoft's own validator (`@microsoft/app-manifest`, the library
 * behind the Agents Toolkit's `validate`), which reads the schema it bundles for the manifest's
 * `$schema` (v1.22), so the check runs offline.
 */
import { mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { AppManifestUtils, type AppManifest } from '@microsoft/app-manifest';
import { loadImage, createCanvas } from '@napi-rs/canvas';
import JSZip from 'jszip';
import { describe, expect, it } from 'vitest';
import { buildTeamsPackage, teamsManifest, TeamsPackageError, type TeamsManifest } from '../../adapters/teams/app-package.js';
import { ACCENT_COLOR, pngSize } from '../../adapters/teams/icons.js';
import { EXTENSION_COMMAND, EXTENSION_PARAMETER } from '../../adapters/teams/extension.js';
import { TEAMS_MESSAGES_PATH } from '../../adapters/teams/receiver.js';
import { parseCommand } from '../../src/query/index.js';

const APP_ID = '0f1e2d3c-4b5a-6978-8796-a5b4c3d2e1f0';

async function pixels(png: Buffer): Promise<Uint8ClampedArray> {
  const image = await loadImage(png);
  const canvas = createCanvas(image.width, image.height);
  const ctx = canvas.getContext('2d');
  ctx.drawImage(image, 0, 0);
  return ctx.getImageData(0, 0, image.width, image.height).data;
}

describe('the app package', () => {
  let files: Record<string, Buffer>;
  let manifest: TeamsManifest;

  it('holds exactly manifest.json, color.png and outline.png at its root', async () => {
    const { zip } = await buildTeamsPackage({ appId: APP_ID, version: '1.2.3' });
    const read = await JSZip.loadAsync(zip);
    expect(Object.keys(read.files).sort()).toEqual(['color.png', 'manifest.json', 'outline.png']);
    files = Object.fromEntries(
      await Promise.all(Object.keys(read.files).map(async (name) => [name, await read.file(name)!.async('nodebuffer')] as const)),
    );
    manifest = JSON.parse(files['manifest.json']!.toString('utf8')) as TeamsManifest;
  });

  it('has the app id as the app and the bot, the version, and the current schema', () => {
    expect(manifest.id).toBe(APP_ID);
    expect(manifest.bots[0]!.botId).toBe(APP_ID);
    expect(manifest.version).toBe('1.2.3');
    expect(manifest.manifestVersion).toBe('1.22');
    expect(manifest.$schema).toBe('https://developer.microsoft.com/json-schemas/teams/v1.22/MicrosoftTeams.schema.json');
    expect(JSON.stringify(manifest)).not.toContain('{{');
  });

  it("validates against Microsoft's Teams manifest schema, message extension included", async () => {
    const packed = JSON.parse(files['manifest.json']!.toString('utf8')) as AppManifest;
    expect(await AppManifestUtils.validateAgainstSchema(packed)).toEqual([]);
  });

  it('is checked by a validator that does refuse: a search command without an id, a short name over 30 characters', async () => {
    const broken = JSON.parse(files['manifest.json']!.toString('utf8')) as {
      name: { short: string };
      composeExtensions: { commands: { id?: string }[] }[];
    };
    delete broken.composeExtensions[0]!.commands[0]!.id;
    broken.name.short = 'Report bot for hotels and towns';
    expect(await AppManifestUtils.validateAgainstSchema(broken as unknown as AppManifest)).toEqual([
      '/name/short must NOT have more than 30 characters. Details: {"limit":30}',
      `/composeExtensions/0/commands/0 must have required property 'id'. Details: {"missingProperty":"id"}`,
    ]);
  });

  it('installs the bot in personal chats, teams and group chats, with its commands described', () => {
    const bot = manifest.bots[0]!;
    expect(bot.scopes).toEqual(['personal', 'team', 'groupChat']);
    const commands = bot.commandLists![0]!.commands;
    expect(commands.map((c) => c.title)).toEqual(['report', 'subscribe', 'subscriptions', 'help']);
    for (const c of commands) expect(c.description.length).toBeGreaterThan(20);
    // What Teams puts in the compose box when a command is picked is understood by the bot.
    const now = new Date('2026-11-21T10:00:00Z');
    expect(parseCommand('report referrals last-month', { now, timeZone: 'UTC' }).kind).toBe('report');
    expect(parseCommand('subscriptions', { now, timeZone: 'UTC' }).kind).toBe('subscriptions');
    expect(parseCommand('help', { now, timeZone: 'UTC' }).kind).toBe('help');
  });

  it('has the message extension: one search command of the same bot, with the parameter the bot reads', () => {
    expect(manifest.composeExtensions).toHaveLength(1);
    const extension = manifest.composeExtensions![0]!;
    expect(extension.botId).toBe(APP_ID);
    expect(extension.commands).toHaveLength(1);
    const command = extension.commands[0]!;
    expect(command).toMatchObject({ id: 'report', type: 'query', title: 'Report', context: ['compose', 'commandBox'] });
    expect(command.parameters.map((p) => [p.name, p.inputType])).toEqual([['query', 'text']]);
    // The names the bot reads the search by (extension.ts) are the manifest's.
    expect([EXTENSION_COMMAND, EXTENSION_PARAMETER]).toEqual([command.id, command.parameters[0]!.name]);
  });

  it("refuses a message extension beyond Teams' limits (a command title over 32 characters), in one sentence", async () => {
    const dir = await mkdtemp(join(tmpdir(), 'teams-app-'));
    const template = JSON.parse(await readFile(new URL('../../teams/manifest.json', import.meta.url), 'utf8')) as {
      composeExtensions: { commands: { title: string }[] }[];
    };
    template.composeExtensions[0]!.commands[0]!.title = 'A title far longer than Teams takes';
    await writeFile(join(dir, 'manifest.json'), JSON.stringify(template));
    await expect(teamsManifest({ appId: APP_ID, version: '1.0.0', dir: pathToFileURL(`${dir}/`) })).rejects.toThrow(
      /^teams\/manifest\.json is not a valid Teams manifest: composeExtensions\.0\.commands\.0\.title /,
    );
  });

  it('has icons of the sizes Teams requires: colour 192×192, outline 32×32 white on transparent', async () => {
    expect(pngSize(files['color.png']!)).toEqual({ width: 192, height: 192 });
    expect(pngSize(files['outline.png']!)).toEqual({ width: 32, height: 32 });
    const outline = await pixels(files['outline.png']!);
    let white = 0;
    for (let i = 0; i < outline.length; i += 4) {
      const [r, g, b, a] = [outline[i], outline[i + 1], outline[i + 2], outline[i + 3]];
      if (a === 0) continue;
      expect([r, g, b, a]).toEqual([255, 255, 255, 255]);
      white++;
    }
    expect(white).toBeGreaterThan(50);
    const color = await pixels(files['color.png']!);
    // The corner is the accent colour, opaque.
    const hex = `#${[color[0], color[1], color[2]].map((v) => v!.toString(16).padStart(2, '0')).join('')}`.toUpperCase();
    expect(hex).toBe(ACCENT_COLOR);
    expect(color[3]).toBe(255);
    expect(manifest.accentColor).toBe(ACCENT_COLOR);
  });

  it('packs the committed icons unchanged', async () => {
    expect(files['color.png']!.equals(await readFile(new URL('../../teams/color.png', import.meta.url)))).toBe(true);
    expect(files['outline.png']!.equals(await readFile(new URL('../../teams/outline.png', import.meta.url)))).toBe(true);
  });

  it('refuses an app id that is not a GUID, in one sentence', async () => {
    await expect(teamsManifest({ appId: 'my-bot' })).rejects.toThrow(TeamsPackageError);
    await expect(teamsManifest({ appId: 'my-bot' })).rejects.toThrow(/^MICROSOFT_APP_ID must be the Azure Bot's app id, a GUID/);
  });

  it('defaults the version to package.json', async () => {
    const pkg = JSON.parse(await readFile(new URL('../../package.json', import.meta.url), 'utf8')) as { version: string };
    expect((await teamsManifest({ appId: APP_ID })).version).toBe(pkg.version);
  });

  it('names the endpoint docs/teams.md tells to register', async () => {
    const readme = await readFile(new URL('../../docs/teams.md', import.meta.url), 'utf8');
    expect(readme).toContain(`https://<your host>${TEAMS_MESSAGES_PATH}`);
  });
});
