/**
 * Our Block Kit types are Slack's: block-kit-twins.ts sets each beside its twin in
 * `@slack/types`, and this compiles it with TypeScript. The core builds blocks without
 * importing Slack; this is where Slack's own definition checks them.
 */
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const twins = fileURLToPath(new URL('./block-kit-twins.ts', import.meta.url));
const ours = fileURLToPath(new URL('../../src/render/block-kit-types.ts', import.meta.url));

/** The compiler's complaints about the twins, with our types' text changed by `edit`. */
function complaints(edit: (text: string) => string = (t) => t): string[] {
  const config = ts.getParsedCommandLineOfConfigFile(
    fileURLToPath(new URL('../../tsconfig.json', import.meta.url)),
    {},
    {
      ...ts.sys,
      onUnRecoverableConfigFileDiagnostic: (d) => {
        throw new Error(ts.flattenDiagnosticMessageText(d.messageText, '\n'));
      },
    },
  );
  const host = ts.createCompilerHost(config!.options);
  const read = host.readFile.bind(host);
  host.readFile = (file) => {
    const text = read(file);
    return text !== undefined && file === ours ? edit(text) : text;
  };
  const program = ts.createProgram([twins], { ...config!.options, noEmit: true }, host);
  return ts.getPreEmitDiagnostics(program).map((d) => ts.flattenDiagnosticMessageText(d.messageText, '\n'));
}

describe('our Block Kit types against Slack’s own', () => {
  it('every type of ours fits its twin in @slack/types', () => {
    expect(complaints()).toEqual([]);
  });

  it('a value Slack does not take fails to compile', () => {
    const wrong = complaints((t) =>
      t.replace("style?: 'primary' | 'danger';\n  confirm?", "style?: 'primary' | 'danger' | 'secondary';\n  confirm?"),
    );
    expect(wrong.join('\n')).toMatch(/Type '"not assignable"' does not satisfy the constraint 'true'/);
  });

  it('a field Slack does not know fails to compile', () => {
    const wrong = complaints((t) => t.replace("type: 'header';", "type: 'header';\n  subtitle?: PlainTextElement;"));
    expect(wrong).toEqual([`Type '{ unknownFields: "subtitle"; }' does not satisfy the constraint 'true'.`]);
  });
});
