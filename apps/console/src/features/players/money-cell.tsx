import { Typography } from 'antd';
import { useRegionFormat } from '../../shared/region-format.ts';

/** An amount that moves money in or out: green with "+" in, red with "−" out, plain when zero. */
export function SignedAmount({ amount }: { amount: number }) {
  const format = useRegionFormat();
  if (amount === 0) return <>{format.money(0)}</>;
  return (
    <Typography.Text type={amount > 0 ? 'success' : 'danger'}>
      {amount > 0 ? '+' : '−'}
      {format.money(Math.abs(amount))}
    </Typography.Text>
  );
}
