import { functionsRegion } from '@household/model';

/** Every function runs in the one configured region (model/src/functionsRegion.ts; docs/architecture.md#local-contract). */
export const region = functionsRegion;
