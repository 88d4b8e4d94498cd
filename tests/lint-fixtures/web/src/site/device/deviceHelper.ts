// Allowed: a pure device helper (the early layer may import it).
export const deviceHelper = 'kept on this device';
