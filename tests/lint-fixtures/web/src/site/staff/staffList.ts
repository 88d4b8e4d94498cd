// Allowed: a plain site file.
export const staffList = () => 'staff';
