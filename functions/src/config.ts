/** Every function runs in the default region (docs/architecture.md#local-contract). */
export const region = 'us-central1';
