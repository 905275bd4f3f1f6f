import { useSearchParams } from 'react-router';

/** The ?orderNo= of an order page ('' when missing). */
export function useOrderNo(): string {
  const [searchParams] = useSearchParams();
  return (searchParams.get('orderNo') ?? '').trim();
}
