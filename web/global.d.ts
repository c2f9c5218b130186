/** The build hash, set by vite.config.ts; the server compares it in `GET /user/check`. */
declare const __BUILD_HASH__: string;
