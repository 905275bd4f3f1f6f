import { SafetyOutlined } from '@ant-design/icons';
import { Tag, Tooltip } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useRegionFormat } from '../shared/region-format.ts';
import { useSignedInStaff } from '../shared/session/signed-in-staff.ts';

/** "Step-up active until 14:05" while the session's second factor is fresh; gone when it lapses. */
export function StepUpIndicator() {
  const { t } = useTranslation();
  const { stepUpUntil } = useSignedInStaff();
  const format = useRegionFormat();
  const untilMs = stepUpUntil ? Date.parse(stepUpUntil) : 0;
  const [nowMs, setNowMs] = useState(() => Date.now());

  useEffect(() => {
    const leftMs = untilMs - Date.now();
    setNowMs(Date.now());
    if (leftMs <= 0) return;
    // One wake-up when the window closes (the window is at most 5 minutes).
    const timer = setTimeout(() => setNowMs(Date.now()), leftMs + 250);
    return () => clearTimeout(timer);
  }, [untilMs]);

  if (untilMs <= nowMs) return null;
  return (
    <Tooltip title={t('layout.stepUpHint')}>
      <Tag color="green" icon={<SafetyOutlined />} className="step-up-indicator">
        {t('layout.stepUpActive', { time: format.instant(stepUpUntil, 'time') })}
      </Tag>
    </Tooltip>
  );
}
