// ESLint flat config: typescript-eslint's type-aware recommended rules over all TypeScript.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  { ignores: ['node_modules/**', 'src/generated/**', 'data/**', 'coverage/**', 'web/dist/**', 'dist/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    rules: {
      '@typescript-eslint/switch-exhaustiveness-check': 'error',
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      eqeqeq: ['error', 'always'],
      // Fastify plugins and route handlers are async by contract, with or without an await.
      '@typescript-eslint/require-await': 'off',
    },
  },
  { files: ['**/*.js'], ...tseslint.configs.disableTypeChecked },
  // Generated from the OpenAPI document: a pattern-checked string beside literals (Bomber's route: hexes, "climb", "dive") is `string | "climb" | "dive"` there.
  { files: ['openapi/openapi.d.ts'], rules: { '@typescript-eslint/no-redundant-type-constituents': 'off' } },
  // The build and start scripts are plain JavaScript run by Node.
  { files: ['scripts/*.js'], languageOptions: { globals: { process: 'readonly', console: 'readonly' } } },
);
