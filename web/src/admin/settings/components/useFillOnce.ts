import type { FormInstance } from 'antd';
import { useEffect, useRef } from 'react';

/** Fills a form once, when its live data first arrives, so later snapshots never overwrite typing. */
export function useFillOnce<T extends object>(form: FormInstance<T>, ready: boolean, values: Partial<T>): void {
  const filled = useRef(false);
  useEffect(() => {
    if (!ready || filled.current) return;
    filled.current = true;
    form.setFieldsValue(values as Parameters<FormInstance<T>['setFieldsValue']>[0]);
  }, [form, ready, values]);
}
