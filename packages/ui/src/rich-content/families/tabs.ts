// The `tabs` family: tab sets (a tab item outside tabs renders statically, as a section).
export { TabsView } from '../tabs-block.tsx';
