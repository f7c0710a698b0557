/** Where the compiled servers are written (server-build.mjs). */
export const serverOutDir: string;
export function isServerBuildCurrent(outDir?: string): boolean;
