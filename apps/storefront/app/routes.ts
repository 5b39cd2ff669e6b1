import { type RouteConfig, index, route } from '@react-router/dev/routes';

/** The route table of spec §2; every other path is resolved through the backend. */
export default [index('routes/home.tsx'), route('*', 'routes/resolve.tsx')] satisfies RouteConfig;
