/**
 * The Teams app package: the zip an administrator uploads to Teams (Apps → Manage your apps →
 * Upload an app). It holds exactly `manifest.json`, `color.png` and `outline.png` at its root.
 * The manifest in `teams/manifest.json` is a template: `{{MICROSOFT_APP_ID}}` (the app id and
 * the bot id, which are the Azure Bot's app id) and `{{VERSION}}` (package.json's version)
 * are filled in here, and the result is checked against the limits Teams enforces on upload
 * (the lengths and values of Microsoft's manifest schema for the fields the bot uses). The
 * whole of Microsoft's schema is checked in test/teams/package.test.ts, with Microsoft's own
 * validator (`@microsoft/app-manifest`, a devDependency, so not needed to run the bot).
 */
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import JSZip from 'jszip';
import { z } from 'zod';
import { COLOR_ICON_SIZE, OUTLINE_ICON_SIZE, pngSize } from './icons.js';

/**
 * The repository root: the nearest folder above this file with a package.json (the same
 * from the sources under tsx and from the build in dist/).
 */
function repoRoot(): URL {
  let dir = new URL('./', import.meta.url);
  for (let i = 0; i < 6; i++) {
    if (existsSync(new URL('package.json', dir))) return dir;
    dir = new URL('../', dir);
  }
  throw new TeamsPackageError('Could not find the repository root (package.json) above adapters/teams/.');
}

/** The folder with the manifest template and the icons. */
export const teamsAppDir = (): URL => new URL('teams/', repoRoot());

/** Thrown when the package cannot be built; the message is one sentence for the operator. */
export class TeamsPackageError extends Error {}

const GUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const SEMVER = /^(0|[1-9]\d*)\.(0|[1-9]\d*)\.(0|[1-9]\d*)$/;

const CommandSchema = z.object({ title: z.string().min(1).max(32), description: z.string().min(1).max(128) });

/** The manifest fields the bot depends on, with Teams' length limits. */
export const TeamsManifestSchema = z.looseObject({
  $schema: z.string().regex(/\/teams\/v1\.\d+\/MicrosoftTeams\.schema\.json$/),
  manifestVersion: z.string().regex(/^1\.\d+$/),
  version: z.string().regex(SEMVER),
  id: z.string().regex(GUID),
  developer: z.object({
    name: z.string().min(1).max(32),
    websiteUrl: z.url({ protocol: /^https$/ }),
    privacyUrl: z.url({ protocol: /^https$/ }),
    termsOfUseUrl: z.url({ protocol: /^https$/ }),
  }),
  name: z.object({ short: z.string().min(1).max(30), full: z.string().max(100).optional() }),
  description: z.object({ short: z.string().min(1).max(80), full: z.string().min(1).max(4000) }),
  icons: z.object({ color: z.literal('color.png'), outline: z.literal('outline.png') }),
  accentColor: z.string().regex(/^#[0-9A-Fa-f]{6}$/),
  bots: z
    .array(
      z.looseObject({
        botId: z.string().regex(GUID),
        scopes: z.array(z.enum(['personal', 'team', 'groupChat'])).min(1),
        commandLists: z
          .array(z.object({ scopes: z.array(z.enum(['personal', 'team', 'groupChat'])), commands: z.array(CommandSchema).max(10) }))
          .optional(),
      }),
    )
    .length(1),
  /** The message extension: one search command (adapters/teams/extension.ts), run by the same bot. */
  composeExtensions: z
    .array(
      z.looseObject({
        botId: z.string().regex(GUID),
        commands: z
          .array(
            z.looseObject({
              id: z.string().min(1).max(64),
              type: z.enum(['query', 'action']),
              title: z.string().min(1).max(32),
              description: z.string().max(128).optional(),
              context: z
                .array(z.enum(['compose', 'commandBox', 'message']))
                .max(3)
                .optional(),
              parameters: z
                .array(
                  z.looseObject({
                    name: z.string().min(1).max(64),
                    title: z.string().min(1).max(32),
                    description: z.string().max(128).optional(),
                    inputType: z.enum(['text', 'textarea', 'number', 'date', 'time', 'toggle', 'choiceset']).optional(),
                  }),
                )
                .min(1)
                .max(5),
            }),
          )
          .min(1)
          .max(10),
      }),
    )
    .max(1)
    .optional(),
});
export type TeamsManifest = z.infer<typeof TeamsManifestSchema>;

export interface TeamsPackageOptions {
  /** MICROSOFT_APP_ID: the Azure Bot's app id (a GUID). */
  appId: string;
  /** The app version Teams shows and compares on update (x.y.z); default package.json's. */
  version?: string;
  /** Where the template and icons are (default `teams/`). */
  dir?: URL;
}

/** The filled manifest for an app id. */
export async function teamsManifest(opts: TeamsPackageOptions): Promise<TeamsManifest> {
  const appId = opts.appId.trim();
  if (!GUID.test(appId)) {
    throw new TeamsPackageError(
      `MICROSOFT_APP_ID must be the Azure Bot's app id, a GUID such as 00000000-0000-0000-0000-000000000000 (got "${appId}").`,
    );
  }
  const dir = opts.dir ?? teamsAppDir();
  const version = opts.version ?? (await packageVersion());
  const template = await readFile(new URL('manifest.json', dir), 'utf8');
  const filled = template.replaceAll('{{MICROSOFT_APP_ID}}', appId.toLowerCase()).replaceAll('{{VERSION}}', version);
  const parsed = TeamsManifestSchema.safeParse(JSON.parse(filled));
  if (!parsed.success) {
    const [issue] = parsed.error.issues;
    throw new TeamsPackageError(
      `teams/manifest.json is not a valid Teams manifest: ${issue?.path.join('.') || '(root)'} ${issue?.message ?? 'unreadable'}.`,
    );
  }
  return parsed.data;
}

/** Builds the zip: the filled manifest and the two icons, checked for their sizes. */
export async function buildTeamsPackage(opts: TeamsPackageOptions): Promise<{ zip: Buffer; manifest: TeamsManifest }> {
  const dir = opts.dir ?? teamsAppDir();
  const manifest = await teamsManifest(opts);
  const zip = new JSZip();
  zip.file('manifest.json', `${JSON.stringify(manifest, null, 2)}\n`);
  for (const [name, size] of [
    ['color.png', COLOR_ICON_SIZE],
    ['outline.png', OUTLINE_ICON_SIZE],
  ] as const) {
    const png = await readFile(new URL(name, dir));
    const actual = pngSize(png);
    if (!actual || actual.width !== size || actual.height !== size) {
      throw new TeamsPackageError(`teams/${name} must be a ${size}×${size} PNG; run "npm run teams:package -- --icons" to draw it again.`);
    }
    zip.file(name, png);
  }
  // A fixed date keeps the zip the same bytes for the same inputs.
  const date = new Date('2026-01-01T00:00:00Z');
  for (const file of Object.values(zip.files)) file.date = date;
  return { zip: await zip.generateAsync({ type: 'nodebuffer', compression: 'DEFLATE' }), manifest };
}

async function packageVersion(): Promise<string> {
  const pkg = JSON.parse(await readFile(new URL('package.json', repoRoot()), 'utf8')) as { version?: unknown };
  return typeof pkg.version === 'string' && SEMVER.test(pkg.version) ? pkg.version : '1.0.0';
}
