/** How many requests the HTTP checks keep in flight: one by one, they waited on each other. */
export const CONCURRENCY = 4;

/**
 * Takes items off `queue` a few at a time and waits for each batch before the next, until the
 * queue is empty; `visit` may add to the queue (a crawl finding new links).
 */
export async function drain<Item>(
  queue: Item[],
  visit: (item: Item) => Promise<void>,
): Promise<void> {
  while (queue.length > 0) {
    await Promise.all(queue.splice(0, CONCURRENCY).map((item) => visit(item)));
  }
}
