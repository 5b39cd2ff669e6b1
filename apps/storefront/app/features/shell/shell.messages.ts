import { defineMessages } from '@vitrine/validation';

/** Text of the header, footer and checkout shell. */
export const shellMessages = defineMessages({
  skipToContent: { id: 'shell.skipToContent', defaultMessage: 'Skip to content' },
  home: { id: 'shell.home', defaultMessage: 'Home' },
  logoLabel: { id: 'shell.logoLabel', defaultMessage: '{storeGroupName}, back to the home page' },
  contactUs: { id: 'shell.contactUs', defaultMessage: 'Contact Us' },
  openMenu: { id: 'shell.openMenu', defaultMessage: 'Open the menu' },
  search: { id: 'shell.search', defaultMessage: 'Search' },
  closeSearch: { id: 'shell.closeSearch', defaultMessage: 'Close search' },
  cart: { id: 'shell.cart', defaultMessage: 'Cart' },
  cartWithCount: {
    id: 'shell.cartWithCount',
    defaultMessage: 'Cart, {count, plural, =0 {empty} one {# item} other {# items}}',
  },
  topBanner: {
    id: 'shell.topBanner',
    defaultMessage:
      'Free delivery from €39 · Made in France · <stores>Pick-up in 25 stores</stores>',
  },
  storeLocator: { id: 'shell.storeLocator', defaultMessage: 'Our stores' },
  footerAccount: { id: 'shell.footer.account', defaultMessage: 'Account' },
  footerSignIn: { id: 'shell.footer.signIn', defaultMessage: 'Sign In' },
  footerRegister: { id: 'shell.footer.register', defaultMessage: 'Register' },
  footerOrderStatus: { id: 'shell.footer.orderStatus', defaultMessage: 'Order Status' },
  footerReturns: { id: 'shell.footer.returns', defaultMessage: 'Returns' },
  footerAbout: { id: 'shell.footer.about', defaultMessage: 'About' },
  footerAboutUs: { id: 'shell.footer.aboutUs', defaultMessage: 'About Us' },
  footerOurStory: { id: 'shell.footer.ourStory', defaultMessage: 'Our Story' },
  footerEmailSignup: { id: 'shell.footer.emailSignup', defaultMessage: 'Email Signup' },
  footerGiveBack: { id: 'shell.footer.giveBack', defaultMessage: 'Give Back' },
  footerHelp: { id: 'shell.footer.help', defaultMessage: 'Help' },
  footerCustomerService: { id: 'shell.footer.customerService', defaultMessage: 'Customer Service' },
  footerContactUs: { id: 'shell.footer.contactUs', defaultMessage: 'Contact Us' },
  footerCallout: {
    id: 'shell.footer.callout',
    defaultMessage: 'Supplements formulated in France, with ingredients chosen for their origin.',
  },
  footerFollowUs: { id: 'shell.footer.followUs', defaultMessage: 'Follow us' },
  footerFacebook: { id: 'shell.footer.facebook', defaultMessage: '{storeName} on Facebook' },
  footerInstagram: { id: 'shell.footer.instagram', defaultMessage: '{storeName} on Instagram' },
  footerLegal: {
    id: 'shell.footer.legal',
    defaultMessage:
      'Food supplements do not replace a varied, balanced diet and a healthy lifestyle. Keep out of the reach of young children. Do not exceed the recommended daily dose.',
  },
  footerLegalNotice: { id: 'shell.footer.legalNotice', defaultMessage: 'Legal notice' },
  checkoutLinks: { id: 'shell.checkout.links', defaultMessage: 'Useful links' },
  checkoutReturnToCart: { id: 'shell.checkout.returnToCart', defaultMessage: 'Back to cart' },
  checkoutSecure: { id: 'shell.checkout.secure', defaultMessage: 'Secure payment' },
  offlineToast: {
    id: 'shell.connectivity.offline',
    defaultMessage: 'You are offline. Some features may be unavailable.',
  },
  onlineToast: { id: 'shell.connectivity.online', defaultMessage: 'You are online.' },
  /** A new version of the shop is installed and waits for the shopper (decision 135). */
  updateAvailable: { id: 'shell.update.available', defaultMessage: 'New version available' },
  updateReload: { id: 'shell.update.reload', defaultMessage: 'Reload' },
  unexpectedError: {
    id: 'shell.unexpectedError',
    defaultMessage: 'Sorry! An unexpected error occurred.',
  },
});
