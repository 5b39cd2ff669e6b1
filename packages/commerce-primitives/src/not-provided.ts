import { fromPromise } from 'xstate';
import type { PromiseActorLogic } from 'xstate';

/**
 * A placeholder for a network actor: it rejects with "not provided" until the shell or a test
 * supplies the real one with `.provide({ actors })` (C4).
 */
export function notProvided<TOutput, TInput>(name: string): PromiseActorLogic<TOutput, TInput> {
  return fromPromise<TOutput, TInput>(() => Promise.reject(new Error(`${name} not provided`)));
}
