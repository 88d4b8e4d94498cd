// Entry point: re-exports only. One file per function.
export { onContactMessageCreated } from './notifications/onContactMessageCreated';
