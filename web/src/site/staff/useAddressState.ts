import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { searchString } from './skillOrLanguage';

/**
 * A list page's state kept in its address (the URL is the state: shareable, back works), shown as the
 * visitor set it from the moment of the tap. The router writes a new address in a transition, which a
 * busy phone commits later; until then the page's controlled boxes and selects would snap back to the
 * old address (a tick that does not hold: seen in a full end-to-end run) and a second quick change would
 * be made on the old address, losing the first. So the latest change is shown at once, and each change
 * builds on it; once the address moves (that change, Back, a link), the address is the state again.
 *
 * Answers the parameters to show and a function that writes new ones (replacing the history entry,
 * keeping the scroll), with readable commas (`skills=cooking,childcare`).
 */
export function useAddressState(): [URLSearchParams, (next: URLSearchParams) => void] {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const address = params.toString();
  const [latest, setLatest] = useState<{ over: string; params: URLSearchParams } | null>(null);
  const shown = latest && latest.over === address ? latest.params : params;
  const go = (next: URLSearchParams) => {
    setLatest({ over: address, params: next });
    navigate({ search: searchString(next) }, { replace: true, preventScrollReset: true });
  };
  return [shown, go];
}
