// The `buttons` family: button sets and their buttons.
export { ButtonItemView, ButtonsView } from '../buttons-block.tsx';
