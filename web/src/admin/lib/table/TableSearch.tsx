import { Input } from 'antd';
import type { AdminTable } from './useAdminTable';
import { searchMax } from './tableAddress';

/** The table kit's search box: what it holds reaches the address (`?q=`) once typing pauses. */
export function TableSearch({ table, placeholder }: { table: AdminTable; placeholder: string }) {
  return (
    <Input.Search
      allowClear
      className="admin-list__search"
      placeholder={placeholder}
      aria-label={placeholder}
      value={table.searchInput}
      maxLength={searchMax}
      onChange={(event) => table.setSearchInput(event.target.value)}
      onSearch={table.setSearchInput}
    />
  );
}
