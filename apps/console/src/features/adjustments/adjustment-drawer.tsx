import type * as ops from '@fairplay/contract/operator';
import { Alert, Descriptions, Drawer, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { playerPath } from '../../shared/paths.ts';
import { useRegionFormat } from '../../shared/region-format.ts';
import { AdjustmentActions } from './adjustment-actions.tsx';
import { AdjustmentStatusTag, SignedMoney } from './adjustment-labels.tsx';
import { RejectAdjustmentModal } from './reject-adjustment-modal.tsx';

/**
 * One adjustment in full: the player and their cash now (a debit the cash no longer covers is
 * flagged before anyone tries), the amount, reason and note, who asked and who decided, the
 * ledger transfer; and the decisions the signed-in staff member may take.
 */
export function AdjustmentDrawer({
  adjustment,
  onClose,
  onDecided,
}: {
  adjustment: ops.TAdjustment | null;
  onClose: () => void;
  onDecided: (decided: ops.TAdjustment) => void;
}) {
  const { t } = useTranslation();
  const format = useRegionFormat();
  const [rejecting, setRejecting] = useState<ops.TAdjustment | null>(null);
  const none = t('common.none');
  const isCashShort =
    adjustment !== null &&
    adjustment.status === 'requested' &&
    adjustment.amount < 0 &&
    adjustment.playerCash < -adjustment.amount;

  return (
    <Drawer
      open={adjustment !== null}
      onClose={onClose}
      size={560}
      title={adjustment ? t('adjustments.drawerTitle', { id: adjustment.id }) : null}
      extra={adjustment ? <AdjustmentStatusTag status={adjustment.status} /> : null}
      // Decisions only while it waits: a decided adjustment has no footer at all.
      footer={
        adjustment?.status === 'requested' ? (
          <AdjustmentActions adjustment={adjustment} onDecided={onDecided} onReject={setRejecting} />
        ) : null
      }
    >
      {adjustment ? (
        <>
          {isCashShort ? (
            <Alert
              type="warning"
              showIcon
              className="form-alert"
              title={t('adjustments.cashShort', { cash: format.money(adjustment.playerCash) })}
            />
          ) : null}
          <Descriptions
            bordered
            size="small"
            column={1}
            styles={{ label: { width: 150, whiteSpace: 'nowrap' } }}
            items={[
              {
                key: 'player',
                label: t('adjustments.player'),
                children: (
                  <Link to={playerPath(adjustment.userId)}>
                    {adjustment.nickname} ({t('adjustments.playerId', { userId: adjustment.userId })})
                  </Link>
                ),
              },
              {
                key: 'amount',
                label: t('adjustments.amount'),
                children: <SignedMoney amount={adjustment.amount} />,
              },
              {
                key: 'cash',
                label: t('adjustments.playerCash'),
                children: format.money(adjustment.playerCash),
              },
              {
                key: 'reason',
                label: t('adjustments.reason'),
                children: t(`adjustments.reasons.${adjustment.reasonCode}`),
              },
              {
                key: 'note',
                label: t('adjustments.note'),
                // Notes keep their line breaks.
                children: (
                  <Typography.Paragraph className="note-text">{adjustment.note}</Typography.Paragraph>
                ),
              },
              { key: 'requestedBy', label: t('adjustments.requestedBy'), children: adjustment.requestedBy },
              {
                key: 'requestedAt',
                label: t('adjustments.requestedAt'),
                children: format.instant(adjustment.requestedAt),
              },
              { key: 'decidedBy', label: t('adjustments.decidedBy'), children: adjustment.decidedBy ?? none },
              {
                key: 'decidedAt',
                label: t('adjustments.decidedAt'),
                children: format.instant(adjustment.decidedAt) ?? none,
              },
              ...(adjustment.decisionNote
                ? [
                    {
                      key: 'decisionNote',
                      label: t('adjustments.decisionNote'),
                      children: adjustment.decisionNote,
                    },
                  ]
                : []),
              {
                key: 'transfer',
                label: t('adjustments.transfer'),
                children: adjustment.transferId ?? none,
              },
            ]}
          />
        </>
      ) : null}
      <RejectAdjustmentModal
        adjustment={rejecting}
        onClose={() => setRejecting(null)}
        onRejected={onDecided}
      />
    </Drawer>
  );
}
