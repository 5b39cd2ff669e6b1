import { createContext } from 'react';

/**
 * The page's Content Security Policy nonce, which the app provides (from the server's response, and
 * in the browser from the page's own scripts). Components that render a `<style>` element (the
 * rich-content style sheet) give it the nonce, or the policy would refuse it. Without a provider
 * (Storybook, tests) there is none.
 */
export const CspNonceContext = createContext<string | undefined>(undefined);
