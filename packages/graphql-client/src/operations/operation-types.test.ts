import { describe, expectTypeOf, it } from 'vitest';
import type { ResultOf } from '../graphql.ts';
import type { GetNeedHelp } from './extensions/store-config-extras.operations.ts';
import type { GetContactEnabled } from './store.operations.ts';

// Compile-time checks (tsc runs them in `typecheck`): result types come from the schema.
describe('typed operations', () => {
  it('infer result types from the schema', () => {
    expectTypeOf<ResultOf<typeof GetContactEnabled>>().toEqualTypeOf<{
      storeConfig: { store_code: string | null; contact_enabled: boolean } | null;
    }>();
    expectTypeOf<
      NonNullable<ResultOf<typeof GetNeedHelp>['storeConfig']>['need_help']
    >().toEqualTypeOf<{
      email: string | null;
      phone_number: string | null;
      start_day: string | null;
      end_day: string | null;
      start_time: string | null;
      end_time: string | null;
    } | null>();
  });
});
