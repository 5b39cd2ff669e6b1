// TEMPORARY (decision 112): features/runtime still imports the session notice from here; once the
// runtime lives in app/shop/, it imports `../account-session/session-notice.ts` and this file goes.
export * from '../../account-session/session-notice.ts';
