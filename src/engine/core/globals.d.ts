// The engine's tsconfig has no DOM lib; this is the one platform API it may touch (cryptoDice).
declare const crypto: { getRandomValues<T extends Uint32Array>(array: T): T }
