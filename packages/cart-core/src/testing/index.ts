export { aRawCart, aRawConfigurableItem, aRawSimpleItem } from './cart.fixtures.ts';
