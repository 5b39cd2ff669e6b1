/**
 * Resolves in a task of its own, after what the main thread has queued: long work split at these
 * points lets the browser handle input and paint in between (a phone's main thread, TBT).
 */
export function nextTask(): Promise<void> {
  return new Promise((resolve) => {
    setTimeout(resolve, 0);
  });
}
