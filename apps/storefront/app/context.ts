import type { ShopClient } from '@vitrine/graphql-client';
import { createContext } from 'react-router';

/** The shop client of the current server request (set by the root middleware). */
export const shopContext = createContext<ShopClient>();
