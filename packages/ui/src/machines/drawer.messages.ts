import { defineMessages } from '../i18n/define-messages.ts';

/** Titles of the navigation drawer views (spec §2, Navigation drawer). */
export const drawerViewTitles = defineMessages({
  menu: { id: 'ui.navDrawer.mainMenu', defaultMessage: 'Main Menu' },
  signIn: { id: 'ui.navDrawer.signIn', defaultMessage: 'Sign In' },
  createAccount: { id: 'ui.navDrawer.createAccount', defaultMessage: 'Create Account' },
  forgotPassword: { id: 'ui.navDrawer.forgotPassword', defaultMessage: 'Forgot Password' },
  myAccount: { id: 'ui.navDrawer.myAccount', defaultMessage: 'My Account' },
});
