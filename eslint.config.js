import js from "@eslint/js";
import tseslint from "typescript-eslint";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import { layersPlugin } from "./scripts/lint/layers.js";

export default tseslint.config(
  { ignores: ["dist", ".data", "node_modules", "drizzle", "test-results", "playwright-report"] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      "@typescript-eslint/no-unused-vars": [
        "error",
        { argsIgnorePattern: "^_", varsIgnorePattern: "^_" },
      ],
    },
  },
  {
    files: ["src/client/**/*.{ts,tsx}"],
    plugins: { "react-hooks": reactHooks },
    rules: {
      "react-hooks/rules-of-hooks": "error",
      "react-hooks/exhaustive-deps": "warn",
    },
  },
  {
    // The layers' one-way flow (scripts/lint/layers.js); shared code also stays off Node and React.
    files: ["src/**/*.{ts,tsx}"],
    plugins: { layers: layersPlugin },
    rules: { "layers/boundaries": "error" },
  },
  {
    files: ["src/shared/**/*.ts"],
    rules: {
      "no-restricted-imports": ["error", { patterns: ["node:*", "react", "react-dom"] }],
    },
  },
);
