import type { Commerce } from '@vitrine/graphql-client';
import { describe, expectTypeOf, it } from 'vitest';
import type { FavoriteStoreFunctions, RevokeTokenFn, UserFunctions } from './session.ports.ts';

// Compile-time checks (tsc runs them in `typecheck`): graphql-client's bound functions, whose
// types are derived from its commerce functions, fit the session's ports; a port that changes
// fails here, once.
describe('graphql-client’s createCommerce', () => {
  it('provides the user machine’s functions and the sign-out revoke', () => {
    expectTypeOf<Commerce>().toExtend<UserFunctions>();
    expectTypeOf<Commerce['signOut']>().toExtend<RevokeTokenFn>();
  });

  it('provides the favorite store’s functions but locate (the shell’s geolocation)', () => {
    expectTypeOf<Commerce>().toExtend<Omit<FavoriteStoreFunctions, 'locate'>>();
  });
});
