/**
 * Entries that expire, kept in process memory and capped in number. Every entry of one map
 * lives equally long, so insertion order is expiry order and sweeping stops at the first live
 * entry; at the cap the oldest entry makes room.
 */
export class ExpiringMap<V> {
  readonly #entries = new Map<string, { value: V; expiresAt: number }>();

  constructor(
    private readonly ttlMs: number,
    private readonly maxEntries: number,
    private readonly now: () => number,
  ) {}

  set(key: string, value: V): void {
    this.#sweep();
    if (this.#entries.size >= this.maxEntries) {
      const oldest = this.#entries.keys().next();
      if (!oldest.done) this.#entries.delete(oldest.value);
    }
    this.#entries.delete(key);
    this.#entries.set(key, { value, expiresAt: this.now() + this.ttlMs });
  }

  get(key: string): V | null {
    const entry = this.#entries.get(key);
    if (!entry) return null;
    if (entry.expiresAt <= this.now()) {
      this.#entries.delete(key);
      return null;
    }
    return entry.value;
  }

  delete(key: string): void {
    this.#entries.delete(key);
  }

  clear(): void {
    this.#entries.clear();
  }

  /** Reads and removes: whatever the caller then decides, the key cannot be used again. */
  take(key: string): V | null {
    const value = this.get(key);
    this.#entries.delete(key);
    return value;
  }

  #sweep(): void {
    const at = this.now();
    for (const [key, entry] of this.#entries) {
      if (entry.expiresAt > at) break;
      this.#entries.delete(key);
    }
  }
}
