import js from "@eslint/js";
import tseslint from "typescript-eslint";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";

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
    // Shared code runs on both sides: it may not reach into Node, the DOM, the server or the client.
    files: ["src/shared/**/*.ts"],
    rules: {
      "no-restricted-imports": [
        "error",
        { patterns: ["node:*", "**/server/**", "**/client/**", "react", "react-dom"] },
      ],
    },
  },
  {
    // Features are islands: shared pieces move to components/ or lib/.
    files: ["src/client/features/**/*.{ts,tsx}"],
    rules: {
      "no-restricted-imports": [
        "error",
        { patterns: ["@client/features/**", "../../features/**"] },
      ],
    },
  },
  {
    files: ["src/client/**/*.{ts,tsx}"],
    ignores: ["src/client/features/**"],
    rules: {
      "no-restricted-imports": ["error", { patterns: ["**/server/**"] }],
    },
  },
);
