// `ws` ships no types and @types/ws is not installed; the tests only construct it and listen.
declare module 'ws' {
  export default class WebSocket {
    constructor(url: string, options?: { headers?: Record<string, string> });
    close(): void;
    on(event: 'error', listener: (err: Error) => void): this;
  }
}
