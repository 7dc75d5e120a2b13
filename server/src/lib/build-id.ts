// The server bundle's build id: a hash of the sources it was built from (build.mjs defines it). What a
// build keeps on disk for its next start and derived by its own rules (the recommendation catalog's
// snapshot) is used only by the same build. Run from source (tsx: tests, `npm run dev`) there is none.
declare const __SAVEPOINT_BUILD__: string | undefined;

export const BUILD_ID: string | undefined = typeof __SAVEPOINT_BUILD__ === "string" ? __SAVEPOINT_BUILD__ : undefined;
