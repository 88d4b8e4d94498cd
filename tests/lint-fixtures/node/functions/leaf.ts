// Allowed: imports nothing of its own.
export const leaf = 1;
