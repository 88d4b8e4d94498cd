// Allowed: the admin wing's shared helpers.
export const adminHelper = () => 'helper';
