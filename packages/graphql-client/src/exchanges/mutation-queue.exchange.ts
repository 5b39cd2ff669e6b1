import type { Exchange, Operation } from '@urql/core';
import { filter, makeSubject, merge, onPush, pipe, share } from 'wonka';

/**
 * Runs mutations one at a time, in the order they were sent (spec §4 "Mutations are queued and run
 * serially"): the next mutation is forwarded only once the previous one has its final result or
 * was torn down. Two quick cart edits therefore reach Magento in order, and each sees the cart the
 * previous one left. Queries are never held back.
 *
 * The queue lives inside the exchange's stream (one per client), never in module state.
 */
export const mutationQueueExchange =
  (): Exchange =>
  ({ forward }) =>
  (operations$) => {
    const queue: Operation[] = [];
    let inFlight: Operation | undefined;
    const out = makeSubject<Operation>();
    const emit = (operation: Operation) => out.next(operation);

    const pump = () => {
      if (inFlight || queue.length === 0) return;
      inFlight = queue.shift();
      emit(inFlight!);
    };
    const release = (operation: Operation) => {
      if (!inFlight || !isSameMutation(inFlight, operation)) return;
      inFlight = undefined;
      pump();
    };

    const routed$ = pipe(
      operations$,
      onPush((operation) => {
        if (operation.kind === 'mutation') {
          queue.push(operation);
          pump();
        } else if (operation.kind === 'teardown') {
          const queued = queue.findIndex((waiting) => isSameMutation(waiting, operation));
          // A mutation torn down before it was sent never reaches the network.
          if (queued >= 0) queue.splice(queued, 1);
          else emit(operation);
          release(operation);
        } else {
          emit(operation);
        }
      }),
      // Everything reaches forward through `out$`, so order is kept and forward is called once.
      filter(() => false),
    );

    return pipe(
      forward(pipe(merge([out.source, routed$]), share)),
      onPush((result) => {
        if (result.operation.kind === 'mutation' && !result.hasNext) release(result.operation);
      }),
    );
  };

/**
 * Two mutations with the same document and variables share a key; the client tells them apart by
 * `context._instance`, and so does the queue.
 */
function isSameMutation(a: Operation, b: Operation): boolean {
  return a.key === b.key && a.context._instance === b.context._instance;
}
