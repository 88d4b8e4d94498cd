import { useCallback } from 'react';
import { useSearchParams } from 'react-router-dom';

/**
 * One choice of an admin table kept in the address (`?{name}=value`), so a reload, the back button, a saved
 * view and a shared link show the same table. The fallback is written as no parameter; a value outside
 * `choices` reads as the fallback. `replace` changes the address without a history entry.
 */
export function useUrlChoice<T extends string>(
  name: string,
  choices: readonly T[],
  fallback: T,
  { replace = false }: { replace?: boolean } = {},
): [T, (value: T) => void] {
  const [searchParams, setSearchParams] = useSearchParams();
  const param = searchParams.get(name);
  const value = param !== null && (choices as readonly string[]).includes(param) ? (param as T) : fallback;
  const setValue = useCallback(
    (next: T) =>
      setSearchParams(
        (current) => {
          const nextParams = new URLSearchParams(current);
          if (next === fallback) nextParams.delete(name);
          else nextParams.set(name, next);
          return nextParams;
        },
        { replace },
      ),
    [setSearchParams, name, fallback, replace],
  );
  return [value, setValue];
}
