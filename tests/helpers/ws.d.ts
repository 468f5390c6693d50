// `ws` ships no types and @types/ws is not installed; the tests only construct it.
declare module 'ws' {
  export default class WebSocket {
    constructor(url: string, options?: { headers?: Record<string, string> });
    close(): void;
  }
}
