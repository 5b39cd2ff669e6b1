export {
  DEFAULT_TOKEN_TTL_SECONDS,
  EXPIRY_CHECK_INTERVAL_MS,
  FAVORITE_STORE_FLAG,
  FAVORITE_STORE_STORAGE_PREFIX,
  RETURN_TO_PARAM,
  SIGNIN_TOKEN_STORAGE_KEY,
  SIGN_IN_PATH,
} from './session.constants.ts';
export type {
  Coordinates,
  CreateAccountFn,
  CreateAccountInput,
  Customer,
  FavoriteStore,
  FavoriteStoreFunctions,
  GetCustomerCartFn,
  GetCustomerFn,
  GetFavoriteStoreFn,
  LocateFn,
  LoggerPort,
  MergeCartsFn,
  Now,
  RequestPasswordResetFn,
  RevokeTokenFn,
  SetFavoriteStoreFn,
  SignInFn,
  UserFunctions,
} from './session.ports.ts';
export { describeSessionError, sessionMessages } from './session.messages.ts';

export type { TokenEntry, TokenStore } from './token-store.ts';
export { createTokenStore, isTokenExpired, tokenExpiresAt } from './token-store.ts';
export type { TokenLifetimeConfig } from './token-ttl.ts';
export { tokenTtlFromStoreConfig } from './token-ttl.ts';
export type { TokenExpiryInput, TokenExpiryOutput } from './token-expiry.machine.ts';
export { tokenExpiryMachine } from './token-expiry.machine.ts';

export type { SignInInput, SignInOutput } from './sign-in.machine.ts';
export { signInMachine } from './sign-in.machine.ts';
export type {
  SignOutInput,
  SignOutOutput,
  SignOutStep,
  SignOutStepInput,
} from './sign-out.machine.ts';
export { SIGN_OUT_FAILURE_LOGS, SIGN_OUT_STEPS, signOutMachine } from './sign-out.machine.ts';

export type {
  SignOutReason,
  UserContext,
  UserEmitted,
  UserEvent,
  UserInput,
} from './user.types.ts';
export { userMachine } from './user.machine.ts';
export type { SignOutSteps } from './user.actors.ts';
export { createUserActors } from './user.actors.ts';
export type { UserSnapshot } from './user.selectors.ts';
export {
  selectCreateAccountError,
  selectCurrentUser,
  selectFirstName,
  selectGetDetailsError,
  selectIsGettingDetails,
  selectIsResettingPassword,
  selectIsSignedIn,
  selectIsSigningIn,
  selectIsSigningOut,
  selectResetPasswordError,
  selectSignInError,
  selectToken,
} from './user.selectors.ts';

export type {
  FavoriteStoreContext,
  FavoriteStoreEvent,
  FavoriteStoreInput,
} from './favorite-store.machine.ts';
export { favoriteStoreMachine } from './favorite-store.machine.ts';
export { createFavoriteStoreActors } from './favorite-store.actors.ts';
export {
  favoriteStoreKey,
  readFavoriteStore,
  readFavoriteStoreIdentifier,
  writeFavoriteStore,
} from './favorite-store.storage.ts';
export type { FavoriteStoreSnapshot } from './favorite-store.selectors.ts';
export {
  selectFavoriteStore,
  selectFavoriteStoreError,
  selectIsLookingUpFavorite,
  selectIsSavingFavorite,
} from './favorite-store.selectors.ts';

export type { RouteAccess, RouteRequest } from './signed-in-routes.ts';
export {
  SIGNED_IN_ROUTES,
  requiresSignIn,
  resolveRouteAccess,
  returnPathAfterSignIn,
  signInUrlFor,
} from './signed-in-routes.ts';
