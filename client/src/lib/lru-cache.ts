/** A set of at most `capacity` keys; adding beyond it forgets the least recently used one. */
export class LruSet<K> {
  private readonly entries = new Map<K, true>();

  constructor(private readonly capacity: number) {}

  has(key: K): boolean {
    if (!this.entries.has(key)) return false;
    // Reading counts as use: move the key to the young end.
    this.entries.delete(key);
    this.entries.set(key, true);
    return true;
  }

  add(key: K): void {
    this.entries.delete(key);
    this.entries.set(key, true);
    if (this.entries.size > this.capacity) {
      const oldest = this.entries.keys().next();
      if (!oldest.done) this.entries.delete(oldest.value);
    }
  }

  get size(): number {
    return this.entries.size;
  }
}
