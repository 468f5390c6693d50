// A route's code chunk could not be loaded: after a deploy the old hashed file names are
// gone, or the network dropped. Reloading fetches the new index.html and its chunks.
const CHUNK_MESSAGES = [
  /Failed to fetch dynamically imported module/i, // Chromium
  /error loading dynamically imported module/i, // Firefox
  /Importing a module script failed/i, // Safari
  /Failed to load module script/i,
  /Unable to preload CSS/i, // Vite's preload helper
];

export function isChunkLoadError(error: unknown): boolean {
  if (!error || typeof error !== 'object') return false;
  const { name, message } = error as { name?: unknown; message?: unknown };
  if (name === 'ChunkLoadError') return true;
  return typeof message === 'string' && CHUNK_MESSAGES.some((r) => r.test(message));
}
