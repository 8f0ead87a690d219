// Web storage where the browser refuses it (issue 17, the booking widget): inside a clinic's site, the widget is a
// third-party frame, and a browser that blocks third-party storage throws on the mere read of `localStorage` or
// `sessionStorage`. The app reads both from many places at start (language, business, session), so each one that
// throws is replaced, for this page only, by a Storage kept in memory: the page works and simply remembers nothing.
// Imported first by main.tsx.

class MemoryStorage implements Storage {
  #items = new Map<string, string>();
  get length(): number {
    return this.#items.size;
  }
  clear(): void {
    this.#items.clear();
  }
  getItem(key: string): string | null {
    return this.#items.get(String(key)) ?? null;
  }
  key(index: number): string | null {
    return [...this.#items.keys()][index] ?? null;
  }
  removeItem(key: string): void {
    this.#items.delete(String(key));
  }
  setItem(key: string, value: string): void {
    this.#items.set(String(key), String(value));
  }
}

function guard(name: 'localStorage' | 'sessionStorage'): void {
  try {
    void globalThis[name]?.length;
  } catch {
    try {
      Object.defineProperty(globalThis, name, { value: new MemoryStorage(), configurable: true });
    } catch {
      // Left as it is: the readers that guard themselves still work.
    }
  }
}

guard('localStorage');
guard('sessionStorage');
