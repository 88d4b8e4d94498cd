/** Staff enums of DESIGN.md section 5, shared by the public staff pages and the admin staff page. */
export const staffTypes = ['Maid', 'Cleaner', 'Nanny', 'Driver', 'transfer'] as const;
export type StaffType = (typeof staffTypes)[number];

export const staffStatuses = ['pending', 'interview', 'background', 'approved', 'training', 'active', 'inactive'] as const;
export type StaffStatus = (typeof staffStatuses)[number];

export function isStaffType(value: unknown): value is StaffType {
  return typeof value === 'string' && (staffTypes as readonly string[]).includes(value);
}

export function isStaffStatus(value: unknown): value is StaffStatus {
  return typeof value === 'string' && (staffStatuses as readonly string[]).includes(value);
}
