import type { AnyStateMachine, EventObject, Snapshot } from 'xstate';
import { getAdjacencyMap } from 'xstate/graph';
import type { AdjacencyMap, AdjacencyValue, TraversalOptions } from 'xstate/graph';

/** One transition of the traversal: the event and the snapshot it leads to. */
export interface GraphEdge<TSnapshot, TEvent> {
  readonly from: TSnapshot;
  readonly event: TEvent;
  readonly to: TSnapshot;
}

/**
 * `getAdjacencyMap` as lists of states and edges. Its signature asks for `ActorLogic` generics
 * that a machine with emitted events does not match structurally, hence the typed wrapper.
 */
export function adjacencyOf<
  TSnapshot extends Snapshot<unknown>,
  TEvent extends EventObject,
  TInput,
>(
  machine: AnyStateMachine,
  options: TraversalOptions<TSnapshot, TEvent, TInput>,
): { states: TSnapshot[]; edges: GraphEdge<TSnapshot, TEvent>[] } {
  const map: AdjacencyMap<TSnapshot, TEvent> = getAdjacencyMap<TSnapshot, TEvent, TInput>(
    machine as never,
    options,
  );
  // The map is keyed by branded strings, which `Object.values` does not see through.
  const vertices = Object.values(map) as AdjacencyValue<TSnapshot, TEvent>[];
  const edges = vertices.flatMap((vertex) =>
    (Object.values(vertex.transitions) as { event: TEvent; state: TSnapshot }[]).map(
      (transition) => ({
        from: vertex.state,
        event: transition.event,
        to: transition.state,
      }),
    ),
  );
  return { states: vertices.map((vertex) => vertex.state), edges };
}
