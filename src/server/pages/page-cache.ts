/** Rendered public pages, kept until any write changes what they show. */
export class PageCache {
  #pages = new Map<string, string>();

  get(key: string): string | undefined {
    return this.#pages.get(key);
  }

  set(key: string, html: string): void {
    this.#pages.set(key, html);
  }

  invalidate(): void {
    this.#pages.clear();
  }
}
