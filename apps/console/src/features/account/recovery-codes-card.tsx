import { ReloadOutlined } from '@ant-design/icons';
import * as ops from '@fairplay/contract/operator';
import { App, Button, Card, Modal, Popconfirm, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../shared/api/error-message.ts';
import { useOperatorMutation } from '../../shared/api/operator-query.ts';
import { useSignedInStaff } from '../../shared/session/signed-in-staff.ts';
import { RecoveryCodes } from '../../shared/ui/recovery-codes.tsx';

/** How many recovery codes are left, and new ones (step-up), shown once. */
export function RecoveryCodesCard() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const me = useSignedInStaff();
  const [codes, setCodes] = useState<string[] | null>(null);
  const regenerate = useOperatorMutation(ops.regenerateRecoveryCodes, { invalidates: [ops.operatorMe] });

  return (
    <Card title={t('account.recoveryCodes')}>
      <Typography.Paragraph>
        {t('account.recoveryCodesLeft', { count: me.recoveryCodesLeft })}
      </Typography.Paragraph>
      <Popconfirm
        title={t('account.regenerateConfirm')}
        okText={t('common.confirm')}
        cancelText={t('common.cancel')}
        onConfirm={() =>
          regenerate.mutate(
            { body: {} },
            {
              onSuccess: (answer) => setCodes(answer.recoveryCodes),
              onError: (error) => void message.error(errorMessage(error, t), 6),
            },
          )
        }
      >
        <Button icon={<ReloadOutlined />} loading={regenerate.isPending}>
          {t('account.regenerate')}
        </Button>
      </Popconfirm>
      <Modal
        open={codes !== null}
        title={t('recoveryCodes.title')}
        footer={null}
        closable={false}
        mask={{ closable: false }}
        keyboard={false}
        destroyOnHidden
      >
        {codes ? (
          <RecoveryCodes
            codes={codes}
            username={me.username}
            onDone={() => setCodes(null)}
            doneLabel={t('common.close')}
          />
        ) : null}
      </Modal>
    </Card>
  );
}
