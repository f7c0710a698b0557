/** Builds what `npm start` needs and lacks (build-what-is-missing.mjs). */
export function buildWhatIsMissing(): void;
export function run(what: string, command: string, args: string[]): void;
