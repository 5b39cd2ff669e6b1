import type { SignOutSteps } from '../user.actors.ts';

/** Which shell steps should fail, and how. */
export type FailingSteps = Partial<Record<keyof SignOutSteps, Error>>;

/**
 * Shell sign-out steps that record the order they ran in (`log`) and fail on demand, to
 * assert the sequence and its continuation after a failure.
 */
export function recordingSignOutSteps(failing: FailingSteps = {}) {
  const log: string[] = [];
  const stepFn = (name: Exclude<keyof SignOutSteps, 'revokeToken'>) => () => {
    log.push(name);
    const error = failing[name];
    return error ? Promise.reject(error) : Promise.resolve();
  };
  const steps: SignOutSteps = {
    revokeToken: ({ token }) => {
      log.push('revokeToken');
      return failing.revokeToken
        ? Promise.reject(failing.revokeToken)
        : Promise.resolve({ ok: true as const, revoked: token !== '' });
    },
    clearCheckoutData: stepFn('clearCheckoutData'),
    clearCartData: stepFn('clearCartData'),
    deleteAuthCookie: stepFn('deleteAuthCookie'),
    clearCustomerData: stepFn('clearCustomerData'),
    removeCart: stepFn('removeCart'),
  };
  return { steps, log };
}
