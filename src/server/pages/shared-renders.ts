/** A render that concurrent cache misses of one key share (see `sharedRenders`). */
export type SharedRender = <T>(key: string, generation: number, render: () => Promise<T>) => Promise<T>;

/**
 * Concurrent cache misses of one page share one render per cache generation: a burst of first visitors
 * (a shared link, a crawler) costs one render and one compression, not one each, which under 32
 * concurrent requests had held some 130 MB at once. A render of an older generation is never shared
 * with a request that began after an invalidation.
 */
export function sharedRenders(): SharedRender {
  const running = new Map<string, { generation: number; result: Promise<unknown> }>();
  return <T>(key: string, generation: number, render: () => Promise<T>): Promise<T> => {
    const current = running.get(key);
    if (current?.generation === generation) return current.result as Promise<T>;
    const entry = { generation, result: render() };
    running.set(key, entry);
    const forget = () => {
      if (running.get(key) === entry) running.delete(key);
    };
    entry.result.then(forget, forget);
    return entry.result;
  };
}
