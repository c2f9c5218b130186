import { useSearchParams } from 'react-router';

/** The list page in the address (`?page=2`), so reload and back keep it; 1 when absent or odd. */
export function usePageParam(): [number, (page: number) => void] {
  const [params, setParams] = useSearchParams();
  const value = Number(params.get('page') ?? '1');
  const page = Number.isInteger(value) && value >= 1 && value <= 100_000 ? value : 1;
  // A new address: the app's scroll manager starts the page at the top.
  const setPage = (next: number) => setParams(next <= 1 ? {} : { page: String(next) });
  return [page, setPage];
}
