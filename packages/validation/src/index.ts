export type { MessageDescriptor } from './message-descriptor.ts';
export { defineMessages, withValues } from './message-descriptor.ts';
