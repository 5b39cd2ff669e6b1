/**
 * Drives one exchange the urql way (C8): a subject of operations, a fake `forward` that records
 * what reached it and answers with whatever the test scripts, and a list of the results that came
 * out. No client, no network.
 */
import { createRequest, makeErrorResult, makeOperation, makeResult } from '@urql/core';
import type {
  AnyVariables,
  Client,
  DocumentInput,
  Exchange,
  ExecutionResult,
  Operation,
  OperationContext,
  OperationResult,
  OperationType,
} from '@urql/core';
import { filter, fromValue, makeSubject, mergeMap, never, onPush, pipe, publish } from 'wonka';
import type { Source } from 'wonka';

/** What the fake forward answers for one operation. */
export type FakeAnswer = ExecutionResult | Error | 'silence' | Source<OperationResult>;

/** The harness a test drives. */
export interface ExchangeHarness {
  /** Sends an operation (or a teardown) into the exchange. */
  dispatch(operation: Operation): void;
  /** Every operation the exchange passed to `forward`, teardowns included, in order. */
  readonly forwarded: Operation[];
  /** Every result the exchange emitted, in order. */
  readonly results: OperationResult[];
  /** Operations the exchange asked the client to re-execute. */
  readonly reexecuted: Operation[];
  /** How many times the exchange called `forward` (C8: exactly once). */
  readonly forwardCalls: number;
}

/** Options of {@link createExchangeHarness}. */
export interface ExchangeHarnessOptions {
  /** Answers each non-teardown operation that reaches forward; default: `{ data: {} }`. */
  answer?: (operation: Operation) => FakeAnswer;
}

/** Starts the exchange on a fresh operation subject. */
export function createExchangeHarness(
  exchange: Exchange,
  { answer = () => ({ data: {} }) }: ExchangeHarnessOptions = {},
): ExchangeHarness {
  const operations = makeSubject<Operation>();
  const forwarded: Operation[] = [];
  const results: OperationResult[] = [];
  const reexecuted: Operation[] = [];
  let forwardCalls = 0;

  const forward = (operations$: Source<Operation>): Source<OperationResult> => {
    forwardCalls += 1;
    return pipe(
      operations$,
      onPush((operation) => {
        forwarded.push(operation);
      }),
      filter((operation) => operation.kind !== 'teardown'),
      mergeMap((operation) => toSource(operation, answer(operation))),
    );
  };
  const client = {
    reexecuteOperation: (operation: Operation) => {
      reexecuted.push(operation);
    },
  } as unknown as Client;

  pipe(
    exchange({ forward, client, dispatchDebug: () => undefined })(operations.source),
    onPush((result) => {
      results.push(result);
    }),
    publish,
  );

  return {
    dispatch: (operation) => operations.next(operation),
    forwarded,
    results,
    reexecuted,
    get forwardCalls() {
      return forwardCalls;
    },
  };
}

function toSource(operation: Operation, answer: FakeAnswer): Source<OperationResult> {
  if (answer === 'silence') return never;
  if (answer instanceof Error) return fromValue(makeErrorResult(operation, answer));
  if (typeof answer === 'function') return answer;
  return fromValue(makeResult(operation, answer));
}

/**
 * Builds an operation the way the client would.
 *
 * @example makeTestOperation('query', gql`{ storeConfig { store_code } }`)
 */
export function makeTestOperation<Data = unknown, Variables extends AnyVariables = AnyVariables>(
  kind: OperationType,
  query: DocumentInput<Data, Variables>,
  variables?: Variables,
  context: Partial<OperationContext> = {},
): Operation<Data, Variables> {
  return makeOperation(kind, createRequest(query, (variables ?? {}) as Variables), {
    url: 'https://shop.test/graphql',
    requestPolicy: 'cache-first',
    ...context,
  });
}

/** The teardown the client sends when nobody listens to `operation` any more. */
export function makeTeardown(operation: Operation): Operation {
  return makeOperation('teardown', operation, operation.context);
}
