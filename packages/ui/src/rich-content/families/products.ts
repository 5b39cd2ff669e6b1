// The `products` family: products blocks, as a grid or a carousel.
export { ProductsView } from '../products-block.tsx';
