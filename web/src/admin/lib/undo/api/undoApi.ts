/** Undo of a delete = the trash's own restore, as the signed-in admin (logged like any restore, decision 014). */
export { restoreAsAdmin } from '@/admin/lib/firebase/adminTrash';
