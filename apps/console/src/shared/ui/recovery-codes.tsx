import { CopyOutlined, DownloadOutlined } from '@ant-design/icons';
import { App, Button, Checkbox, Space, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { saveFile } from './save-file.ts';

/**
 * Recovery codes shown once (after enrolment, after making new ones): copy, download as .txt, and
 * "I saved them" before the staff member may go on, since they cannot be shown again.
 */
export function RecoveryCodes({
  codes,
  username,
  onDone,
  doneLabel,
}: {
  codes: readonly string[];
  username: string;
  onDone: () => void;
  doneLabel: string;
}) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [isSaved, setSaved] = useState(false);
  const text = [t('recoveryCodes.fileHeading', { username }), '', ...codes, ''].join('\n');

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(codes.join('\n'));
      void message.success(t('common.copied'));
    } catch {
      void message.error(t('errors.copyFailed'));
    }
  };

  return (
    <div className="recovery-codes">
      <Typography.Paragraph>{t('recoveryCodes.intro')}</Typography.Paragraph>
      <ol className="recovery-codes-list" aria-label={t('recoveryCodes.title')}>
        {codes.map((code) => (
          <li key={code}>
            <Typography.Text code>{code}</Typography.Text>
          </li>
        ))}
      </ol>
      <Space wrap className="recovery-codes-actions">
        <Button icon={<CopyOutlined />} onClick={() => void copy()}>
          {t('recoveryCodes.copyAll')}
        </Button>
        <Button
          icon={<DownloadOutlined />}
          onClick={() => saveFile(new Blob([text], { type: 'text/plain' }), t('recoveryCodes.fileName'))}
        >
          {t('recoveryCodes.downloadText')}
        </Button>
      </Space>
      <Checkbox
        checked={isSaved}
        onChange={(event) => setSaved(event.target.checked)}
        className="recovery-codes-saved"
      >
        {t('recoveryCodes.saved')}
      </Checkbox>
      <Button type="primary" block disabled={!isSaved} onClick={onDone}>
        {doneLabel}
      </Button>
    </div>
  );
}
