// @ts-check
// ESLint looks for bugs; Prettier (.prettierrc.json) owns the layout, and eslint-config-prettier,
// last, turns off any rule that would argue with it. `npm run lint` runs both.
import js from '@eslint/js';
import prettier from 'eslint-config-prettier';
import { defineConfig } from 'eslint/config';
import tseslint from 'typescript-eslint';

export default defineConfig(
  // Stryker's sandbox copy of the tree (while npm run mutate runs) and its report are not ours to lint.
  { ignores: ['dist/', 'coverage/', 'test-artifacts/', 'bench/out/', '.stryker-tmp/', 'reports/'] },
  js.configs.recommended,
  tseslint.configs.recommended,
  {
    files: ['**/*.ts'],
    // Type-aware: the promise rules need the types; tsconfig.json holds every .ts file linted.
    languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname } },
    rules: {
      // A promise nobody awaits loses its rejection: `await` it, `.catch` it, or `void` it on purpose.
      '@typescript-eslint/no-floating-promises': 'error',
      // An async function where a void callback is expected (an event handler) drops its rejection.
      '@typescript-eslint/no-misused-promises': 'error',
      // A `!` is a crash the compiler was told not to see; say what happens when the value is missing.
      '@typescript-eslint/no-non-null-assertion': 'error',
      // `let x;` assigned once later is how a closure made before a server listens reaches it.
      'prefer-const': ['error', { ignoreReadBeforeAssign: true }],
      // `_name` is the house's mark for "deliberately unused" (a dropped rest sibling, an ignored argument).
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrorsIgnorePattern: '^_', ignoreRestSiblings: true },
      ],
    },
  },
  {
    files: ['src/**/*.ts'],
    rules: {
      // The core indexes arrays under noUncheckedIndexedAccess and asserts after its own bounds
      // checks (~130 places); kept visible as warnings so new ones are seen, not rewritten in bulk.
      '@typescript-eslint/no-non-null-assertion': 'warn',
    },
  },
  {
    files: ['test/**/*.ts', 'bench/**/*.ts'],
    rules: {
      // A wrong `!` in a test or benchmark fails it at once with a TypeError, which is the check
      // itself; 850 warnings about it would bury every useful line of the lint output.
      '@typescript-eslint/no-non-null-assertion': 'off',
      // Tests read the service's and the platforms' JSON answers as loose data.
      '@typescript-eslint/no-explicit-any': 'off',
    },
  },
  {
    files: ['**/*.js', '**/*.mjs', '**/*.cjs'],
    extends: [tseslint.configs.disableTypeChecked],
    languageOptions: { globals: { process: 'readonly', console: 'readonly', require: 'readonly' } },
  },
  {
    files: ['**/*.cjs'],
    // CommonJS is why the file is .cjs.
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  prettier,
);
